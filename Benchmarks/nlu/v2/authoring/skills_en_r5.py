"""Round 5 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Written as people type or
dictate: very terse ("dentist thu 3"), filler and hedging ("um can you maybe", "I think", "if possible"), polite
long forms, no punctuation, numbers as digits and words, the day said last or the clock before the day."""
from lib import *

# Round 5 reference times
NR = "2028-02-29T12:30:00"  # Tuesday, leap day, lunch time; St. Patrick's 03-17, Easter 04-16
NS = "2028-11-04T15:20:00"  # Saturday afternoon; US DST ends tomorrow 02:00; Veterans Day Sat 11-11, Thanksgiving 11-23
NT = "2028-06-14T06:10:00"  # Wednesday early morning; Father's Day Sunday 06-18, Juneteenth Monday 06-19, the Fourth Tue
NU = "2028-12-29T23:35:00"  # Friday late night; New Year's Eve Sunday, New Year's Day Monday 2029-01-01, MLK Day 01-15
E = dict(lang="en", tz="America/New_York")

# =============================================================================== update
c = "update"
with use(now=NR, pref="future", **E):
    g = [ev("Standup", dt(wk(1, 1), 10), dt(wk(1, 1), 10, 15))]
    K("um can you maybe move next Monday's standup to 10:30", cu(0, title="standup", date=wk(1, 1),
                                                                start=dt(wk(1, 1), 10, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Lunch with Ann", dt(wd(5), 12), dt(wd(5), 13))]
    K("lunch with Ann Friday - push it an hour", cu(0, title="lunch with Ann", date=wd(5), start=dt(wd(5), 13)), cat=c,
      given=g)
    g = [ev("Dentist", dt(wd(4), 15), dt(wd(4), 16))]
    K("dentist thu to fri, same time", cu(0, title="dentist", date=wd(4), start=dt(wd(5), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Client call", dt(today(), 15), dt(today(), 15, 30)), ev("Weekly report", dt(today(), 17), dt(today(), 17, 30))]
    K("the 3pm call this afternoon can we do 4:45 instead", cu(0, title="call", date=today(), start=dt(today(), 16, 45)),
      cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Meeting", dt(rel(1), 14), dt(rel(1), 15))]
    K("rename tomorrow's 2pm meeting to Product review", cu(0, title="meeting", date=rel(1), new_title="Product review"),
      cat=c, given=g)
    g = [ev("Team dinner", dt(wd(5), 18, 30), dt(wd(5), 21))]
    K("Friday's team dinner is at Carmine's now", cu(0, title="team dinner", date=wd(5), location="Carmine's"), cat=c,
      given=g)
    g = [ev("Physical", dt(ymd(2028, 3, 1), 8), dt(ymd(2028, 3, 1), 9))]
    K("push my physical back a week", cu(0, title="physical", start=dt(ymd(2028, 3, 8), 8)), cat=c, given=g)
    g = [ev("Pay rent", today(), today())]
    K("move today's pay rent reminder to March 1st", cu(0, title="pay rent", date=today(), start=ymd(2028, 3, 1)), cat=c,
      given=g)
with use(now=NS, pref="future", **E):
    g = [ev("Parent-teacher conference", dt(wk(1, 2), 19), dt(wk(1, 2), 20, 30))]
    K("parent-teacher conference next Tuesday, bring it forward half an hour",
      cu(0, title="parent-teacher conference", date=wk(1, 2), start=dt(wk(1, 2), 18, 30)), cat=c, given=g)
    g = [ev("Movie", dt(today(), 19, 30), dt(today(), 21, 30))]
    K("tonight's movie, 8:10 instead", cu(0, title="movie", date=today(), start=dt(today(), 20, 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("1:1 with Kevin", dt(wk(1, 1), 14), dt(wk(1, 1), 14, 30))]
    K("move my 1:1 with Kevin from Monday to Tuesday same time",
      cu(0, title="1:1 with Kevin", date=wd(1), start=dt(wk(1, 2), 14)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Run", dt(rel(1), 7), dt(rel(1), 8)), ev("Run", dt(wk(1, 2), 7), dt(wk(1, 2), 8))]
    K("tomorrow's run - make it 7:30am, the clocks change tonight anyway",
      cu(0, title="run", date=rel(1), start=dt(rel(1), 7, 30)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Interview", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("next Wednesday's interview to 14:00", cu(0, title="interview", date=wk(1, 3), start=dt(wk(1, 3), 14)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("Contractor walkthrough", dt(wk(1, 4), 9), dt(wk(1, 4), 11))]
    K("the contractor walkthrough Thursday, have it run till noon",
      cu(0, title="contractor walkthrough", date=wd(4), end=dt(wk(1, 4), 12)), cat=c, given=g)
    g = [ev("Brunch with Lily", dt(rel(1), 11), dt(rel(1), 12, 30))]
    K("brunch tomorrow -> noon", cu(0, title="brunch", date=rel(1), start=dt(rel(1), 12)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Veterans Day ceremony", dt(hol("veterans"), 11), dt(hol("veterans"), 12))]
    K("the Veterans Day ceremony moved to 10am", cu(0, title="Veterans Day ceremony", start=dt(hol("veterans"), 10)),
      cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NT, pref="future", **E):
    g = [ev("School drop-off", dt(today(), 7, 20), dt(today(), 7, 40))]
    K("school drop-off this morning, make it 7am", cu(0, title="school drop-off", date=today(), start=dt(today(), 7)),
      cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Morning huddle", dt(today(), 9), dt(today(), 9, 30))]
    K("huddle 20 min later pls", cu(0, title="huddle", start=dt(today(), 9, 20)), cat=c, given=g)
    g = [ev("Father's Day barbecue", dt(hol("fathers"), 13), dt(hol("fathers"), 17))]
    K("Father's Day barbecue: start at noon instead", cu(0, title="Father's Day barbecue", start=dt(hol("fathers"), 12)),
      cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Lease signing", dt(wd(6), 10), dt(wd(6), 11))]
    K("Saturday's lease signing will be at the leasing office",
      cu(0, title="lease signing", date=wd(6), location="the leasing office"), cat=c, given=g)
    g = [ev("Yoga", dt(today(), 19), dt(today(), 20)), ev("Yoga", dt(wd(5), 19), dt(wd(5), 20))]
    K("I think Friday yoga should move to Saturday 10am if possible",
      cu(1, title="yoga", date=wd(5), start=dt(wd(6), 10)), cat=c, given=g)
    g = [ev("Weekly meeting", dt(rel(1), 10), dt(rel(1), 11))]
    K("rename tomorrow's weekly meeting to Q3 kickoff", cu(0, title="weekly meeting", date=rel(1), new_title="Q3 kickoff"),
      cat=c, given=g)
    g = [ev("Juneteenth cookout", dt(hol("juneteenth"), 14), dt(hol("juneteenth"), 18))]
    K("push the Juneteenth cookout back a day", cu(0, title="Juneteenth cookout",
                                                  start=dt(hol("juneteenth") + td(days=1), 14)), cat=c, given=g)
    g = [ev("Gym", dt(today(), 18), dt(today(), 19))]
    K("gym to 8pm", cu(0, title="gym", start=dt(today(), 20)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NU, pref="future", **E):
    g = [ev("New Year's Eve party", dt(ymd(2028, 12, 31), 20), dt(ymd(2029, 1, 1), 1))]
    K("New Year's Eve party starts at 9 now", cu(0, title="New Year's Eve party", start=dt(ymd(2028, 12, 31), 21)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("New Year's Day hike", dt(hol("newyear"), 7), dt(hol("newyear"), 12))]
    K("move the New Year's Day hike to Jan 2, keep the time",
      cu(0, title="New Year's Day hike", start=dt(ymd(2029, 1, 2), 7)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Year-end wrap-up", dt(wk(1, 2), 14), dt(wk(1, 2), 16))]
    K("year-end wrap-up to January 3rd at 3pm", cu(0, title="year-end wrap-up", start=dt(ymd(2029, 1, 3), 15)), cat=c,
      given=g)
    g = [ev("Haircut", dt(rel(1), 10), dt(rel(1), 11))]
    K("tomorrow's haircut, an hour and a half later", cu(0, title="haircut", date=rel(1), start=dt(rel(1), 11, 30)), cat=c,
      given=g)
    g = [ev("Airport pickup", dt(rel(1), 16), dt(rel(1), 17))]
    K("tomorrow's 4 o'clock, change to 5", cu(0, date=rel(1), start=dt(rel(1), 17)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Company party", dt(ymd(2029, 1, 12), 18), dt(ymd(2029, 1, 12), 21))]
    K("company party location: the Marriott downtown", cu(0, title="company party", location="the Marriott downtown"),
      cat=c, given=g)
    g = [ev("Countdown concert", dt(ymd(2028, 12, 31), 19, 30), dt(ymd(2028, 12, 31), 23, 30))]
    K("the countdown concert now ends at 1am", cu(0, title="countdown concert", end=dt(ymd(2029, 1, 1), 1)), cat=c,
      given=g, unsure="an end clock earlier than the start read as the next day's (1am after a 7:30pm start)")
    g = [ev("Team sync", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("Monday's team sync lands on New Year's Day, move it to Tuesday 10am",
      cu(0, title="team sync", date=wk(1, 1), start=dt(wk(1, 2), 10)), cat=c, given=g)

# =============================================================================== delete
c = "delete"
with use(now=NR, pref="future", **E):
    g = [ev("Tennis", dt(rel(1), 19), dt(rel(1), 21))]
    K("cancel tennis tmrw", cdel(0, title="tennis", date=rel(1)), cat=c, given=g)
    g = [ev("Staff meeting", dt(wd(4), 10), dt(wd(4), 11)), ev("HR check-in", dt(wd(4), 15), dt(wd(4), 15, 30))]
    K("delete the 3pm on Thursday", cdel(1, date=wd(4)), cat=c, given=g)
    g = [ev("Pay rent", today(), today())]
    K("rent's paid, you can delete today's reminder", cdel(0, title="rent", date=today()), cat=c, given=g)
    g = [ev("Weekly review", dt(wd(5), 16), dt(wd(5), 17))]
    K("scrap friday's weekly review", cdel(0, title="weekly review", date=wd(5)), cat=c, given=g)
    g = [ev("Pub crawl", dt(hol("stpatrick"), 18), dt(hol("stpatrick"), 23))]
    K("remove whatever I have on St. Patrick's Day", cdel(0, date=hol("stpatrick")), cat=c, given=g)
with use(now=NS, pref="future", **E):
    g = [ev("Piano lesson", dt(rel(1), 10), dt(rel(1), 11)), ev("Piano lesson", dt(wk(1, 7), 10), dt(wk(1, 7), 11))]
    K("teacher's sick, delete tomorrow's piano lesson", cdel(0, title="piano lesson", date=rel(1)), cat=c, given=g)
    g = [ev("Basketball with Mike", dt(today(), 18), dt(today(), 20))]
    K("cancel basketball with Mike tonight he can't make it", cdel(0, title="basketball with Mike", date=today()), cat=c,
      given=g)
    g = [ev("Polling place volunteering", dt(wd(2), 6), dt(wd(2), 12))]
    K("delete the volunteering on Tuesday", cdel(0, title="volunteering", date=wd(2)), cat=c, given=g)
    g = [ev("Oil change", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("get rid of next Wednesday's oil change", cdel(0, title="oil change", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Thanksgiving potluck", dt(hol("thanksgiving"), 16), dt(hol("thanksgiving"), 20))]
    K("thanksgiving potluck is cancelled", cdel(0, title="thanksgiving potluck"), cat=c, given=g)
with use(now=NT, pref="future", **E):
    g = [ev("Morning run", dt(today(), 6, 30), dt(today(), 7, 30))]
    K("it's pouring, delete my run this morning", cdel(0, title="run", date=today()), cat=c, given=g)
    g = [ev("Book club", dt(wd(4), 19), dt(wd(4), 21))]
    K("book club thursday is off, take it out", cdel(0, title="book club", date=wd(4)), cat=c, given=g)
    g = [ev("Meeting", dt(today(), 10), dt(today(), 11)), ev("Meeting", dt(today(), 15), dt(today(), 16))]
    K("delete this afternoon's meeting", cdel(1, title="meeting", date=today()), cat=c, given=g)
    g = [ev("Dentist", dt(wd(5), 9), dt(wd(5), 10))]
    K("dentist fri - cancel", cdel(0, title="dentist", date=wd(5)), cat=c, given=g)
    g = [ev("Solstice bonfire", dt(ymd(2028, 6, 21), 20), dt(ymd(2028, 6, 21), 23))]
    K("we're not doing the bonfire on the 21st anymore, delete it", cdel(0, title="bonfire", date=ymd(2028, 6, 21)),
      cat=c, given=g)
with use(now=NU, pref="future", **E):
    g = [ev("NYE party at Sam's", dt(ymd(2028, 12, 31), 20), dt(ymd(2029, 1, 1), 1))]
    K("NYE party at Sam's got canceled", cdel(0, title="NYE party at Sam's"), cat=c, given=g)
    g = [ev("Work shift", dt(rel(1), 9), dt(rel(1), 17))]
    K("I don't have to work tomorrow after all, delete the shift", cdel(0, title="shift", date=rel(1)), cat=c, given=g)
    g = [ev("Year-end review", dt(wk(1, 2), 10), dt(wk(1, 2), 11)),
         ev("Year-end review prep", dt(rel(1), 15), dt(rel(1), 16))]
    K("delete the review prep", cdel(1, title="review prep"), cat=c, given=g)
    g = [ev("Trip to Vermont", hol("newyear"), hol("newyear") + td(days=2))]
    K("the Vermont trip over New Year's is off, remove it", cdel(0, title="Vermont", date=hol("newyear")), cat=c, given=g)
    g = [ev("Haircut", dt(rel(1), 10), dt(rel(1), 11))]
    K("delete tomorrow 10am", cdel(0, date=rel(1)), cat=c, given=g)
    g = [ev("Karaoke", dt(rel(1), 20), dt(rel(1), 23))]
    K("karaoke - delete", cdel(0, title="karaoke"), cat=c, given=g)
    g = [ev("MLK Day service project", dt(hol("mlk"), 9), dt(hol("mlk"), 12))]
    K("take the MLK Day service project off my calendar", cdel(0, title="service project", date=hol("mlk")), cat=c,
      given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NR, pref="past", **E):
    K("lunch 14", la("14", "food", "lunch"), cat=c)
    K("um log a coffee, four seventy-five", la("4.75", "food", "coffee"), cat=c, conv="dollars-cents-pair")
    K("cab home $23", la("23", "transport", "cab home"), cat=c)
    K("paid rent today 2,150", la("2150", "housing", "rent"), cat=c)
    K("yesterday's client lunch, a hundred and twenty", la("120", "food", "client lunch", d=rel(-1)), cat=c)
    K("paycheck just hit, 3,480", la("3480", "salary", "paycheck", kind="income"), cat=c)
    K("gym membership renewal 599", la("599", "health", "gym membership"), cat=c)
    K("flowers for my wife Sunday 65", la("65", "shopping", "flowers", d=wd(7)), cat=c)
    K("leap day treat: cupcake 4.50", la("4.5", "food", "cupcake"), cat=c)
with use(now=NS, pref="past", **E):
    K("preorder deposit for the new console 50", la("50", "shopping", "console"), cat=c)
    K("lyft 17.80", la("17.8", "transport", "lyft"), cat=c)
    K("filled up the tank this morning, forty-two dollars", la("42", "transport", "tank"), cat=c)
    K("dentist Thursday, 180 copay", la("180", "health", "dentist", d=wd(4)), cat=c)
    K("sold my old bike on Facebook Marketplace for 220", la("220", "other", "bike", kind="income"), cat=c)
    K("bonus came in: five thousand", la("5000", "salary", "bonus", kind="income"), cat=c)
    K("electric bill 96.40", la("96.4", "housing", "electric bill"), cat=c)
    K("internet bill 79.99", la("79.99", "housing", "internet bill"), cat=c)
    K("Starbucks 6.45", la("6.45", "food", "Starbucks"), cat=c)
    K("twelve bucks for parking", la("12", "transport", "parking"), cat=c)
with use(now=NT, pref="past", **E):
    K("breakfast sandwich 6", la("6", "food", "breakfast sandwich"), cat=c)
    K("uber home last night 31", la("31", "transport", "uber home", d=rel(-1)), cat=c)
    K("new headphones 79.99", la("79.99", "shopping", "headphones"), cat=c)
    K("Father's Day gift, a grill set, 89", la("89", "shopping", "grill set"), cat=c)
    K("movie last Saturday, two tickets 28", la("28", "entertainment", "movie", d=wk(-1, 6)), cat=c)
    K("summer camp tuition $1,200", la("1200", "education", "summer camp"), cat=c)
    K("side gig paid me 400", la("400", "salary", "side gig", kind="income"), cat=c,
      unsure="pay for a side job taken as salary (an income word is 'paid me')")
    K("cat food 42", la("42", "shopping", "cat food"), cat=c)
with use(now=NU, pref="past", **E):
    K("dinner out with friends tonight, my share was 64", la("64", "food", "dinner out"), cat=c)
    K("year-end bonus: 12k", la("12000", "salary", "bonus", kind="income"), cat=c)
    K("cabs today came to 38", la("38", "transport", "cabs"), cat=c)
    K("movies the day before yesterday, 30", la("30", "entertainment", "movies", d=rel(-2)), cat=c)
    K("flight home for New Year's 340", la("340", "transport", "flight home"), cat=c)
    K("2029 wall calendar 19.99", la("19.99", "shopping", "wall calendar"), cat=c)
    K("annual checkup copay 45", la("45", "health", "checkup"), cat=c)
    K("HOA fee this month 275", la("275", "housing", "HOA fee"), cat=c)
    K("late-night pizza 22", la("22", "food", "pizza"), cat=c)
    K("souvenir in Tokyo, 3,000 yen", la("3000", "shopping", "souvenir", cur="JPY"), cat=c)
    K("dim sum in Hong Kong HK$480", la("480", "food", "dim sum", cur="HKD"), cat=c)
    K("could you please log an expense for me: two picture books for my kid, 26 dollars total, thanks",
      la("26", "education", "picture books"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NR, pref="past", **E):
    KM("lunch 14 dinner 30", [la("14", "food", "lunch"), la("30", "food", "dinner")], cat=c)
    KM("log two: coffee 5, taxi 18", [la("5", "food", "coffee"), la("18", "transport", "taxi")], cat=c)
    KM("how much have I spent this month\nand show my last 5 entries", [ls(month_start(), month_end()), ll(limit=5)],
       cat=c)
with use(now=NR, pref="future", **E):
    KM("meeting tomorrow at 3pm and what's the weather in Boston tomorrow",
       [cc("Meeting", dt(rel(1), 15)), wx("Boston", rel(1))], cat=c)
    g = [ev("Staff meeting", dt(wd(4), 9), dt(wd(4), 10))]
    KM("staff meeting Thursday to 10:30, then show me Thursday",
       [cu(0, title="staff meeting", date=wd(4), start=dt(wd(4), 10, 30)), cl(wd(4))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
    KM("physical tomorrow 9am, dentist 3pm", [cc("Physical", dt(rel(1), 9)), cc("Dentist", dt(rel(1), 15))], cat=c,
       conv="distribute")
with use(now=NS, pref="past", **E):
    KM("breakfast 12 lunch 18 boba 7", [la("12", "food", "breakfast"), la("18", "food", "lunch"), la("7", "food", "boba")],
       cat=c)
    KM("gas 45 then car wash 15", [la("45", "transport", "gas"), la("15", "transport", "car wash")], cat=c)
    KM("how much this week? and last week?", [ls(wk(0, 1), wk(0, 7)), ls(wk(-1, 1), wk(-1, 7))], cat=c)
with use(now=NS, pref="future", **E):
    KM("weather in Boston and Providence tomorrow", [wx("Boston", rel(1)), wx("Providence", rel(1))], cat=c,
       conv="distribute")
    KM("meeting Monday at 3pm, also interview Tuesday at 10am",
       [cc("Meeting", dt(wd(1), 15)), cc("Interview", dt(wd(2), 10))], cat=c)
    KM("long run tomorrow at 10am, plus is Boston good for running tomorrow",
       [cc("Long run", dt(rel(1), 10)), ra("Boston", rel(1))], cat=c)
    g = [ev("Yoga", dt(wd(2), 19), dt(wd(2), 20))]
    KM("cancel Tuesday's yoga and add pilates Wednesday at 7pm",
       [cdel(0, title="yoga", date=wd(2)), cc("Pilates", dt(wd(3), 19))], cat=c, given=g)
with use(now=NT, pref="past", **E):
    KM("breakfast 8\nsubway 2.90", [la("8", "food", "breakfast"), la("2.9", "transport", "subway")], cat=c)
    KM("lunch 16 also cab 22", [la("16", "food", "lunch"), la("22", "transport", "cab")], cat=c)
    KM("log these: rent 2,400, utilities 160, internet 70",
       [la("2400", "housing", "rent"), la("160", "housing", "utilities"), la("70", "housing", "internet")], cat=c)
with use(now=NT, pref="future", **E):
    KM("meeting at 2 today and remind me to pick up the kids at 4",
       [cc("Meeting", dt(today(), 14)), cc("Pick up the kids", dt(today(), 16))], cat=c, conv="bare-hour")
    g = [ev("Dinner with the Parks", dt(wd(5), 18, 30), dt(wd(5), 20))]
    KM("move Friday's dinner with the Parks to Saturday and check the weather in Philly on Saturday",
       [cu(0, title="dinner with the Parks", date=wd(5), start=dt(wd(6), 18, 30)), wx("Philadelphia", wd(6))], cat=c,
       given=g, conv="move-keeps-clock")
    KM("Father's Day lunch with Dad at noon, and the weather in Baltimore that day",
       [cc("Lunch with Dad", dt(hol("fathers"), 12)), wx("Baltimore", hol("fathers"))], cat=c)
    KM("lunch with Ann at noon, Friday\nSaturday 10am badminton",
       [cc("Lunch with Ann", dt(wd(5), 12)), cc("Badminton", dt(wd(6), 10))], cat=c)
with use(now=NU, pref="past", **E):
    KM("bonus hit today, 12,000 - and how much did I spend this month",
       [la("12000", "salary", "bonus", kind="income"), ls(month_start(), month_end())], cat=c)
    KM("total spending this year, plus how much salary came in this year",
       [ls(ymd(2028, 1, 1), ymd(2028, 12, 31)), ls(ymd(2028, 1, 1), ymd(2028, 12, 31), "salary")], cat=c)
    KM("cab 56 late night snack 18", [la("56", "transport", "cab"), la("18", "food", "late night snack")], cat=c)
with use(now=NU, pref="future", **E):
    KM("basketball with friends tomorrow at 10am also what's the weather in Chicago the day after",
       [cc("Basketball with friends", dt(rel(1), 10)), wx("Chicago", rel(2))], cat=c)
    g = [ev("NYE party", dt(ymd(2028, 12, 31), 20), dt(ymd(2029, 1, 1), 1)),
         ev("New Year's Day hike", dt(hol("newyear"), 7), dt(hol("newyear"), 12))]
    KM("NYE party to 9pm, and delete the New Year's Day hike",
       [cu(0, title="NYE party", start=dt(ymd(2028, 12, 31), 21)), cdel(1, title="New Year's Day hike")], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("Boston weather tomorrow and Sunday", [wx("Boston", rel(1)), wx("Boston", wd(7))], cat=c)
    KM("grocery run Sunday at 2pm, drive to my parents' Monday at 10am",
       [cc("Grocery run", dt(wd(7), 14)), cc("Drive to my parents'", dt(wd(1), 10))], cat=c)
    KM("what do I have Jan 1 to Jan 3, and the weather in Denver those days",
       [cl(ymd(2029, 1, 1), ymd(2029, 1, 3))] + [wx("Denver", ymd(2029, 1, d)) for d in (1, 2, 3)], cat=c)
    KM("haircut tomorrow 3pm then pick up my parents at 5, add both",
       [cc("Haircut", dt(rel(1), 15)), cc("Pick up my parents", dt(rel(1), 17))], cat=c, conv=["bare-hour", "distribute"])

# =============================================================================== composition
c = "composition"
with use(now=NR, pref="future", **E):
    K("lunch with Ann at noon, Friday", cc("Lunch with Ann", dt(wd(5), 12)), cat=c)
    K("dentist thu 3", cc("Dentist", dt(wd(4), 15)), cat=c, conv="bare-hour")
    K("um can you maybe put a haircut in for tomorrow around 4", cc("Haircut", dt(rel(1), 16)), cat=c, conv="bare-hour")
    K("4pm today call the client back", cc("Call the client back", dt(today(), 16)), cat=c)
    K("next Tuesday 7:30pm movie with my wife", cc("Movie with my wife", dt(wk(1, 2), 19, 30)), cat=c)
    K("Thursday 8:15am drop the car off for service", cc("Drop the car off for service", dt(wd(4), 8, 15)), cat=c)
    K("Sunday twelve thirty lunch with my parents", cc("Lunch with my parents", dt(wd(7), 12, 30)), cat=c,
      conv="bare-hour")
    K("10am next Monday interview", cc("Interview", dt(wk(1, 1), 10)), cat=c)
    K("tomorrow 2 to 3:30 design review", cc("Design review", dt(rel(1), 14), dt(rel(1), 15, 30)), cat=c, conv="bare-hour")
    K("I think I have a call with the bank on Friday at 11, could you add it", cc("Call with the bank", dt(wd(5), 11)),
      cat=c, conv="bare-hour")
with use(now=NS, pref="future", **E):
    K("brunch with Lily tomorrow at 10am", cc("Brunch with Lily", dt(rel(1), 10)), cat=c)
    K("Q4 review Wednesday 2pm", cc("Q4 review", dt(wd(3), 14)), cat=c)
    K("video call tonight 8:30", cc("Video call", dt(today(), 20, 30)), cat=c)
    K("new hire training Monday 9 to 11am", cc("New hire training", dt(wd(1), 9), dt(wd(1), 11)), cat=c)
    K("contract signing Nov 8 at 2pm", cc("Contract signing", dt(ymd(2028, 11, 8), 14)), cat=c)
    K("hi, would you please add a team knowledge-sharing session next Friday from 3 to 5pm, thank you so much",
      cc("Team knowledge-sharing session", dt(wk(1, 5), 15), dt(wk(1, 5), 17)), cat=c)
    K("car to the airport tomorrow 7am", cc("Car to the airport", dt(rel(1), 7)), cat=c)
    K("6:30 today pick up the kids", cc("Pick up the kids", dt(today(), 18, 30)), cat=c, conv="bare-hour")
    K("parent conference the day after tomorrow 2:30-3:30", cc("Parent conference", dt(rel(2), 14, 30), dt(rel(2), 15, 30)),
      cat=c, conv="bare-hour")
    K("team dinner tuesday 7", cc("Team dinner", dt(wd(2), 19)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **E):
    K("drop off the documents at 8 today", cc("Drop off the documents", dt(today(), 8)), cat=c, conv="bare-hour")
    K("lunch with coworkers today at noon", cc("Lunch with coworkers", dt(today(), 12)), cat=c)
    K("client visit tomorrow 9:30am", cc("Client visit", dt(rel(1), 9, 30)), cat=c)
    K("interview candidates friday 2-4pm", cc("Interview candidates", dt(wd(5), 14), dt(wd(5), 16)), cat=c)
    K("this Saturday 6:30am hike", cc("Hike", dt(wk(0, 6), 6, 30)), cat=c)
    K("group meeting next monday 10am", cc("Group meeting", dt(wk(1, 1), 10)), cat=c)
    K("swim lesson for my son Sunday at three", cc("Swim lesson for my son", dt(wd(7), 15)), cat=c, conv="bare-hour")
    K("online class tomorrow night 7 to 9", cc("Online class", dt(rel(1), 19), dt(rel(1), 21)), cat=c)
    K("5:45pm today grab the package", cc("Grab the package", dt(today(), 17, 45)), cat=c)
    K("slide review thurs 11:00", cc("Slide review", dt(wd(4), 11)), cat=c)
with use(now=NU, pref="future", **E):
    K("pickup basketball tomorrow morning at 10", cc("Pickup basketball", dt(rel(1), 10)), cat=c)
    K("family dinner on the 31st at 8pm", cc("Family dinner", dt(ymd(2028, 12, 31), 20)), cat=c)
    K("Jan 2 9am kickoff meeting", cc("Kickoff meeting", dt(ymd(2029, 1, 2), 9)), cat=c)
    K("Sunday 2pm grocery haul", cc("Grocery haul", dt(wd(7), 14)), cat=c)
    K("team dinner next Wednesday 7 p.m.", cc("Team dinner", dt(wk(1, 3), 19)), cat=c)
    K("lunch with my cousin tomorrow 12:30", cc("Lunch with my cousin", dt(rel(1), 12, 30)), cat=c, conv="bare-hour")
    K("tomorrow night 10 to 11:30 call with old college friends",
      cc("Call with old college friends", dt(rel(1), 22), dt(rel(1), 23, 30)), cat=c)
    K("2 o'clock tomorrow afternoon go to the bank", cc("Go to the bank", dt(rel(1), 14)), cat=c)
    K("orthodontist next Tuesday 8:30am", cc("Orthodontist", dt(wk(1, 2), 8, 30)), cat=c)
    K("it's late I know but add cake pickup the day after tomorrow at 11am", cc("Cake pickup", dt(rel(2), 11)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NR, pref="future", **E):
    K("meeting with Mr. Wang tomorrow 3pm at the office", cc("Meeting with Mr. Wang", dt(rel(1), 15), location="the office"),
      cat=c)
    K("team dinner Thursday 7pm at Olive Garden", cc("Team dinner", dt(wd(4), 19), location="Olive Garden"), cat=c)
    K("project kickoff next Monday 10am, location: Conference Room 3",
      cc("Project kickoff", dt(wk(1, 1), 10), location="Conference Room 3"), cat=c)
    K("Friday 4pm meet investors at WeWork", cc("Meet investors", dt(wd(5), 16), location="WeWork"), cat=c)
with use(now=NS, pref="future", **E):
    K("brunch tomorrow at noon at Sarabeth's", cc("Brunch", dt(rel(1), 12), location="Sarabeth's"), cat=c)
    K("follow-up next Tuesday 2pm at Mass General", cc("Follow-up", dt(wk(1, 2), 14), location="Mass General"), cat=c)
    K("jazz Wednesday 8pm at the Blue Note", cc("Jazz", dt(wd(3), 20), location="the Blue Note"), cat=c)
    K("coffee with a client next Friday 3pm at the Starbucks on 5th",
      cc("Coffee with a client", dt(wk(1, 5), 15), location="the Starbucks on 5th"), cat=c)
with use(now=NT, pref="future", **E):
    K("pick up the kids today 4pm at the school gate", cc("Pick up the kids", dt(today(), 16), location="the school gate"),
      cat=c)
    K("badminton Saturday 10am at the Y", cc("Badminton", dt(wd(6), 10), location="the Y"), cat=c)
    K("passport appointment tomorrow 9:30am, where: City Hall",
      cc("Passport appointment", dt(rel(1), 9, 30), location="City Hall"), cat=c)
    K("poker night Friday 7pm at Dave's place", cc("Poker night", dt(wd(5), 19), location="Dave's place"), cat=c)
with use(now=NU, pref="future", **E):
    K("photo shoot tomorrow 2pm at Central Park", cc("Photo shoot", dt(rel(1), 14), location="Central Park"), cat=c)
    K("countdown on the 31st at 10pm in Times Square", cc("Countdown", dt(ymd(2028, 12, 31), 22), location="Times Square"),
      cat=c)
    K("hot pot tomorrow 7pm at the usual place", cc("Hot pot", dt(rel(1), 19), location="the usual place"), cat=c)
    K("renew my license Jan 2 at 10am at the DMV on Atlantic Avenue",
      cc("Renew my license", dt(ymd(2029, 1, 2), 10), location="the DMV on Atlantic Avenue"), cat=c)

# =============================================================================== range (look-ups over ranges)
c = "range"
with use(now=NR, pref="future", **E):
    K("what's on next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("meetings March 1 to 5", cl(ymd(2028, 3, 1), ymd(2028, 3, 5)), cat=c)
    K("anything this weekend", cl(wd(6), wd(7)), cat=c)
with use(now=NR, pref="past", **E):
    K("food spending in February", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "food"), cat=c)
    K("list last month's expenses", ll(month_start(-1), month_end(-1)), cat=c)
with use(now=NS, pref="past", **E):
    K("how much on transport in October", ls(ymd(2028, 10, 1), ymd(2028, 10, 31), "transport"), cat=c)
    K("what did I spend on food last week", ls(wk(-1, 1), wk(-1, 7), "food"), cat=c)
with use(now=NS, pref="future", **E):
    K("show me Monday through Wednesday next week", cl(wk(1, 1), wk(1, 3)), cat=c)
    K("what's on mid-November", cl(ymd(2028, 11, 11), ymd(2028, 11, 20)), cat=c, conv="month-parts")
with use(now=NT, pref="past", **E):
    K("shopping total for May", ls(ymd(2028, 5, 1), ymd(2028, 5, 31), "shopping"), cat=c)
    K("expenses from the past week", ll(rel(-6), today()), cat=c)
with use(now=NT, pref="future", **E):
    K("anything June 20 to 25", cl(ymd(2028, 6, 20), ymd(2028, 6, 25)), cat=c)
    K("what does next month look like", cl(month_start(1), month_end(1)), cat=c)
with use(now=NU, pref="past", **E):
    K("food spending in December", ls(ymd(2028, 12, 1), ymd(2028, 12, 31), "food"), cat=c)
    K("total spending for 2028", ls(ymd(2028, 1, 1), ymd(2028, 12, 31)), cat=c)
    K("transport costs second half of the year", ls(ymd(2028, 7, 1), ymd(2028, 12, 31), "transport"), cat=c,
      conv="halves")
    K("list Q4 expenses", ll(ymd(2028, 10, 1), ymd(2028, 12, 31)), cat=c, conv="quarters")
with use(now=NU, pref="future", **E):
    K("what do I have Jan 1 through Jan 7", cl(ymd(2029, 1, 1), ymd(2029, 1, 7)), cat=c)
    K("next week's meetings", cl(wk(1, 1), wk(1, 7)), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NR, pref="future", **E):
    K("rain in Boston tomorrow?", wx("Boston", rel(1)), cat=c)
    KM("Minneapolis weekend forecast", [wx("Minneapolis", wd(6)), wx("Minneapolis", wd(7))], cat=c)
    K("weather in Providence the day after tomorrow", wx("Providence", rel(2)), cat=c)
with use(now=NS, pref="future", **E):
    K("Seattle weather tmrw", wx("Seattle", rel(1)), cat=c)
    K("will it rain in Portland next Wednesday", wx("Portland", wk(1, 3)), cat=c)
    K("air quality in Denver today", wx("Denver"), cat=c)
with use(now=NT, pref="future", **E):
    K("how hot is Phoenix today", wx("Phoenix"), cat=c)
    K("any storms in Miami Saturday", wx("Miami", wd(6)), cat=c)
    KM("Atlanta forecast for the next three days", [wx("Atlanta", rel(i)) for i in range(3)], cat=c,
       conv="n-days-counting-today")
with use(now=NU, pref="future", **E):
    K("how cold in Buffalo tomorrow", wx("Buffalo", rel(1)), cat=c)
    K("snow in Burlington Sunday?", wx("Burlington", wd(7)), cat=c)
    KM("Pittsburgh weather Monday through Wednesday next week", [wx("Pittsburgh", wk(1, d)) for d in (1, 2, 3)], cat=c)
c = "running"
with use(now=NR, pref="future", **E):
    K("good morning for a run in Boston tomorrow?", ra("Boston", rel(1)), cat=c)
    K("can I run outside in DC Saturday morning", ra("Washington", wd(6)), cat=c)
with use(now=NS, pref="future", **E):
    K("is this evening ok for a run in New York", ra("New York"), cat=c)
    K("running tomorrow morning in Chicago, too windy?", ra("Chicago", rel(1)), cat=c)
with use(now=NT, pref="future", **E):
    K("heading out for a run now, how's Philadelphia looking", ra("Philadelphia"), cat=c)
    K("Sunday morning run in Houston, too hot?", ra("Houston", wd(7)), cat=c)
with use(now=NU, pref="future", **E):
    K("run tomorrow morning in Minneapolis, too cold?", ra("Minneapolis", rel(1)), cat=c)
    K("New Year's Day 5k in Boston, good running weather?", ra("Boston", hol("newyear")), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NR, pref="future", **E):
    K("St. Patrick's Day 6pm pub crawl with the guys", cc("Pub crawl with the guys", dt(hol("stpatrick"), 18)), cat=c)
    K("Easter Sunday, egg hunt with the kids", cc("Egg hunt with the kids", hol("easter")), cat=c)
    K("weather in Boston on St. Patrick's Day", wx("Boston", hol("stpatrick")), cat=c)
    K("Good Friday, take the day off", cc("Take the day off", hol("goodfriday")), cat=c)
with use(now=NS, pref="future", **E):
    K("Veterans Day 11am wreath-laying ceremony", cc("Wreath-laying ceremony", dt(hol("veterans"), 11)), cat=c)
    K("Thanksgiving 3pm dinner at Grandma's", cc("Dinner", dt(hol("thanksgiving"), 15), location="Grandma's"), cat=c)
    K("Black Friday 5am doorbusters", cc("Doorbusters", dt(hol("blackfriday"), 5)), cat=c)
    K("what's the weather in Chicago on Thanksgiving", wx("Chicago", hol("thanksgiving")), cat=c)
with use(now=NT, pref="future", **E):
    K("Juneteenth 1pm block party", cc("Block party", dt(hol("juneteenth"), 13)), cat=c)
    K("Father's Day noon lunch with Dad", cc("Lunch with Dad", dt(hol("fathers"), 12)), cat=c)
    K("weather on the Fourth in Boston", wx("Boston", hol("independence")), cat=c)
    K("the Fourth 8pm cookout at the lake house", cc("Cookout", dt(hol("independence"), 20), location="the lake house"),
      cat=c)
with use(now=NU, pref="future", **E):
    K("New Year's Eve 11:30pm go watch the fireworks", cc("Go watch the fireworks", dt(ymd(2028, 12, 31), 23, 30)), cat=c)
    K("New Year's Day weather in New York", wx("New York", hol("newyear")), cat=c)
    K("MLK Day volunteer shift at 9am", cc("Volunteer shift", dt(hol("mlk"), 9)), cat=c)
    K("Valentine's Day dinner reservation 7pm", cc("Dinner reservation", dt(hol("valentine"), 19)), cat=c)
with use(now=NU, pref="past", **E):
    K("what did I spend on Christmas", ls(ymd(2028, 12, 25)), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NR, pref="future", **E):
    K("anything before March 10?", cl(today(), ymd(2028, 3, 9)), cat=c, conv="en-before-exclusive")
    K("anything else by month end?", cl(today(), month_end()), cat=c, conv="by-inclusive")
with use(now=NR, pref="past", **E):
    K("spending in the last 7 days", ls(rel(-6), today()), cat=c)
with use(now=NS, pref="past", **E):
    K("how much have I spent so far this month", ls(month_start(), today()), cat=c, conv="since")
with use(now=NS, pref="future", **E):
    K("what's on through Veterans Day", cl(today(), hol("veterans")), cat=c, conv="until-inclusive")
    K("what's coming up in the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NT, pref="future", **E):
    K("what's still on for the rest of this week", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("meetings by the end of June", cl(today(), ymd(2028, 6, 30)), cat=c, conv="by-inclusive")
with use(now=NT, pref="past", **E):
    K("health spending year to date", ls(ymd(2028, 1, 1), today(), "health"), cat=c, conv="since")
with use(now=NU, pref="future", **E):
    K("what's left on the calendar this year", cl(today(), ymd(2028, 12, 31)), cat=c)
with use(now=NU, pref="past", **E):
    K("cab spending the past two weeks", ls(rel(-13), today(), "transport"), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NR, pref="future", **E):
    K("Tuesday 10am team sync", cc("Team sync", dt(wd(2) + td(days=7), 10)), cat=c)
with use(now=NR, pref="past", **E):
    K("cab Tuesday morning 25", la("25", "transport", "cab", d=today()), cat=c)
    K("dinner Monday night 64", la("64", "food", "dinner", d=wd(1)), cat=c)
with use(now=NS, pref="future", **E):
    K("Saturday 9am open house", cc("Open house", dt(wd(6) + td(days=7), 9)), cat=c)
with use(now=NS, pref="past", **E):
    K("Saturday lunch, hot pot, 48", la("48", "food", "hot pot", d=today()), cat=c)
with use(now=NT, pref="future", **E):
    K("Wednesday 7am standup", cc("Standup", dt(today(), 7)), cat=c)
with use(now=NT, pref="past", **E):
    K("Tuesday night cab 19", la("19", "transport", "cab", d=wd(2)), cat=c)
with use(now=NU, pref="future", **E):
    K("Friday 9pm movie", cc("Movie", dt(wd(5) + td(days=7), 21)), cat=c)
with use(now=NU, pref="past", **E):
    K("Friday night dinner 87", la("87", "food", "dinner", d=today()), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NR, pref="future", **E):
    K("second Saturday of next month 10am science museum with the kids",
      cc("Science museum with the kids", dt(nth(2028, 3, 2, 6), 10)), cat=c)
    K("last Friday of March 4pm team outing", cc("Team outing", dt(lastwd(2028, 3, 5), 16)), cat=c)
with use(now=NS, pref="future", **E):
    K("the day before Thanksgiving 7pm friendsgiving", cc("Friendsgiving", dt(hol("thanksgiving") - td(days=1), 19)),
      cat=c)
    K("the Monday after next 9am first day at the new job", cc("First day at the new job", dt(wk(2, 1), 9)), cat=c,
      conv="after-next")
with use(now=NT, pref="future", **E):
    K("the day after Father's Day 10am follow-up appointment",
      cc("Follow-up appointment", dt(hol("fathers") + td(days=1), 10)), cat=c)
with use(now=NU, pref="future", **E):
    K("first business day after New Year's 9am planning meeting", cc("Planning meeting", dt(ymd(2029, 1, 2), 9)), cat=c,
      unsure="business day = Monday–Friday with no holiday calendar (flagged): the first after Mon 01-01 is Tue 01-02")
    K("third Monday of next month 10am interview", cc("Interview", dt(nth(2029, 1, 3, 1), 10)), cat=c)
    K("a week from Tuesday 10am dentist", cc("Dentist", dt(wd(2) + td(days=7), 10)), cat=c)

# =============================================================================== duration
c = "duration"
with use(now=NR, pref="future", **E):
    K("remind me to drink water in half an hour", cc("Drink water", C.now + td(minutes=30)), cat=c)
    K("a week from today at 10am follow-up", cc("Follow-up", dt(rel(7), 10)), cat=c)
with use(now=NS, pref="future", **E):
    K("in two hours pick up the cake", cc("Pick up the cake", C.now + td(hours=2)), cat=c)
    K("three days from now 8pm return the library books", cc("Return the library books", dt(rel(3), 20)), cat=c)
with use(now=NT, pref="future", **E):
    K("remind me to leave in 40 minutes", cc("Leave", C.now + td(minutes=40)), cat=c)
    K("a month from today pay rent", cc("Pay rent", addm(today(), 1)), cat=c)
with use(now=NU, pref="future", **E):
    K("in 20 minutes remind me to turn off the heater", cc("Turn off the heater", C.now + td(minutes=20)), cat=c)

# =============================================================================== clock
c = "clock"
with use(now=NR, pref="future", **E):
    K("at quarter past one remind me to join the meeting", cc("Join the meeting", dt(today(), 13, 15)), cat=c,
      conv="bare-hour")
    K("five to two call the lawyer", cc("Call the lawyer", dt(today(), 13, 55)), cat=c, conv="bare-hour")
with use(now=NS, pref="future", **E):
    K("quarter to five go get the kids", cc("Go get the kids", dt(today(), 16, 45)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **E):
    K("remind me to head out at 7:30am", cc("Head out", dt(today(), 7, 30)), cat=c)
    K("at 10:30 remind me to dial into the call", cc("Dial into the call", dt(today(), 10, 30)), cat=c, conv="bare-hour")
with use(now=NU, pref="future", **E):
    K("at 12 remind me to order lunch", cc("Order lunch", dt(rel(1), 12)), cat=c, conv="bare-hour")
    K("1am remind me to take the laundry out", cc("Take the laundry out", dt(rel(1), 1)), cat=c)

# =============================================================================== numeric-date
c = "numeric-date"
with use(now=NR, pref="future", **E):
    K("3/8 2pm women's day event", cc("Women's day event", dt(ymd(2028, 3, 8), 14)), cat=c, conv="en-month-first")
    K("3/15/2028 10am thesis defense", cc("Thesis defense", dt(ymd(2028, 3, 15), 10)), cat=c, conv="en-month-first")
    K("3/1 8am flight to Miami", cc("Flight to Miami", dt(ymd(2028, 3, 1), 8)), cat=c, conv="en-month-first")
with use(now=NS, pref="future", **E):
    K("11/11 8pm livestream", cc("Livestream", dt(ymd(2028, 11, 11), 20)), cat=c, conv="en-month-first")
    K("20/11 3pm contract signing", cc("Contract signing", dt(ymd(2028, 11, 20), 15)), cat=c, conv="day-first-when-over-12")
with use(now=NT, pref="future", **E):
    K("06/20/2028 9am interview", cc("Interview", dt(ymd(2028, 6, 20), 9)), cat=c, conv="en-month-first")
    K("6/30 5pm report due", cc("Report due", dt(ymd(2028, 6, 30), 17)), cat=c, conv="en-month-first")
with use(now=NU, pref="future", **E):
    K("1/2 9am back to work", cc("Back to work", dt(ymd(2029, 1, 2), 9)), cat=c, conv="en-month-first")
    K("1/15/2029 2pm follow-up", cc("Follow-up", dt(ymd(2029, 1, 15), 14)), cat=c, conv="en-month-first")

# =============================================================================== coordination
c = "coordination"
with use(now=NR, pref="future", **E):
    KM("Boston weather Thursday and Friday", [wx("Boston", wd(4)), wx("Boston", wd(5))], cat=c)
    KM("swim next Tuesday and Thursday at 7am", [cc("Swim", dt(wk(1, 2), 7)), cc("Swim", dt(wk(1, 4), 7))], cat=c,
       conv="distribute")
with use(now=NR, pref="past", **E):
    KM("how much did I spend last Saturday and last Sunday", [ls(wk(-1, 6)), ls(wk(-1, 7))], cat=c)
with use(now=NS, pref="future", **E):
    KM("what's on tomorrow and next Sunday", [cl(rel(1)), cl(wk(1, 7))], cat=c)
with use(now=NT, pref="future", **E):
    KM("badminton Saturday and Sunday at 10am", [cc("Badminton", dt(wd(6), 10)), cc("Badminton", dt(wd(7), 10))], cat=c,
       conv="distribute")
    KM("interviews tomorrow at 10am and 3pm", [cc("Interview", dt(rel(1), 10)), cc("Interview", dt(rel(1), 15))], cat=c,
       conv="distribute")
with use(now=NU, pref="future", **E):
    KM("weather in New York on the 1st, 2nd and 3rd", [wx("New York", ymd(2029, 1, d)) for d in (1, 2, 3)], cat=c,
       conv="distribute")
with use(now=NU, pref="past", **E):
    KM("spending on the 24th and the 25th", [ls(ymd(2028, 12, 24)), ls(ymd(2028, 12, 25))], cat=c)

# =============================================================================== more dictated (unpunctuated) and spelled-out rows
with use(now=NR, pref="future", **E):
    K("schedule a call with Priya on Thursday at two in the afternoon", cc("Call with Priya", dt(wd(4), 14)),
      cat="composition")
    g = [ev("Board meeting", dt(wk(1, 3), 9), dt(wk(1, 3), 11))]
    K("please delete the board meeting next Wednesday if possible", cdel(0, title="board meeting", date=wk(1, 3)),
      cat="delete", given=g)
    KM("add lunch with Ann on Friday at noon and also tell me the weather in Boston on Friday",
       [cc("Lunch with Ann", dt(wd(5), 12)), wx("Boston", wd(5))], cat="multi")
with use(now=NS, pref="future", **E):
    K("remind me tomorrow at eleven to call grandma", cc("Call grandma", dt(rel(1), 11)), cat="composition",
      conv="bare-hour")
    g = [ev("Soccer practice", dt(rel(1), 9), dt(rel(1), 10, 30))]
    K("move soccer practice tomorrow to ten thirty", cu(0, title="soccer practice", date=rel(1), start=dt(rel(1), 10, 30)),
      cat="update", given=g, conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NT, pref="future", **E):
    K("put dinner with the Hendersons on Friday at seven thirty pm please",
      cc("Dinner with the Hendersons", dt(wd(5), 19, 30)), cat="composition")
with use(now=NT, pref="past", **E):
    K("I spent twenty three dollars on lunch today", la("23", "food", "lunch"), cat="money")
with use(now=NU, pref="past", **E):
    K("paycheck fourteen hundred", la("1400", "salary", "paycheck", kind="income"), cat="money")
