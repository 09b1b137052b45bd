"""Round 9 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Time and money said the way
people say them inside everyday requests: a day and a clock range said apart ("thursday I'm free, let's say 2 to
3:30"), deadlines and parts of months in look-ups, ledger entries terse and chatty ("twelve fifty", "a hundred and
five bucks", 4k), weather and running for days and places, changes and removals of stored events, and several
requests in one message."""
from lib import *

NA = "2032-03-31T16:30:00"  # Wednesday afternoon, the last day of Q1 and of March; April Fools' tomorrow
NB = "2032-11-29T08:15:00"  # Monday morning right after the Thanksgiving weekend (Cyber Monday); the month ends tomorrow
NC = "2032-04-29T19:40:00"  # Thursday evening late in a month: the month ends tomorrow, next week starts 05-03
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition
c = "composition"
with use(now=NA, pref="future", **E):
    K("thursday I'm free, let's say 2 to 3:30 for the budget review",
      cc("Budget review", dt(wd(4), 14), dt(wd(4), 15, 30)), cat=c, conv="bare-hour")
    K("tomorrow after lunch, like 1:30, call the insurance guy", cc("Call the insurance guy", dt(rel(1), 13, 30)), cat=c,
      conv="bare-hour")
    K("next tuesday between 9 and 11 plumber visit", cc("Plumber visit", dt(wk(1, 2), 9), dt(wk(1, 2), 11)), cat=c,
      conv="bare-hour")
    K("april 12 at 8:45am dentist cleaning", cc("Dentist cleaning", dt(ymd(2032, 4, 12), 8, 45)), cat=c)
    K("saturday, um, 10 to noon, soccer with the kids", cc("Soccer with the kids", dt(wd(6), 10), dt(wd(6), 12)), cat=c,
      conv="bare-hour")
    K("friday evening 6:30 drinks with the old team", cc("Drinks with the old team", dt(wd(5), 18, 30)), cat=c)
with use(now=NB, pref="future", **E):
    K("today after standup, 11 to 11:30, 1:1 with Priya", cc("1:1 with Priya", dt(today(), 11), dt(today(), 11, 30)),
      cat=c, conv="bare-hour")
    K("wednesday is the parent teacher conference, 6:15 pm, add it",
      cc("Parent teacher conference", dt(wd(3), 18, 15)), cat=c)
    K("the 3rd at 10:30am call with the mortgage broker", cc("Call with the mortgage broker", dt(ymd(2032, 12, 3), 10, 30)),
      cat=c)
    K("next thursday, I think 3pm, flu shot", cc("Flu shot", dt(wk(1, 4), 15)), cat=c)
    K("dec 10 holiday party 7 to 11pm", cc("Holiday party", dt(ymd(2032, 12, 10), 19), dt(ymd(2032, 12, 10), 23)), cat=c)
    K("tomorrow 7:45am car to the mechanic", cc("Car to the mechanic", dt(rel(1), 7, 45)), cat=c)
with use(now=NC, pref="future", **E):
    K("saturday we're doing the farmers market around 9", cc("Farmers market", dt(wd(6), 9)), cat=c, conv="bare-hour")
    K("next wednesday noon to 2 lunch and learn", cc("Lunch and learn", dt(wk(1, 3), 12), dt(wk(1, 3), 14)), cat=c,
      conv="bare-hour")
    K("tomorrow the movers come 8am to 12", cc("Movers", dt(rel(1), 8), dt(rel(1), 12)), cat=c,
      unsure="the title is the subject 'the movers' ('come' dropped)")
    K("sunday brunch with the in-laws at 11:30", cc("Brunch with the in-laws", dt(wd(7), 11, 30)), cat=c)
    K("may 8th 6 to 9pm, Jake's birthday thing", cc("Jake's birthday thing", dt(ymd(2032, 5, 8), 18), dt(ymd(2032, 5, 8), 21)),
      cat=c)

c = "rollover"
with use(now=NA, pref="future", **E):
    K("wednesday at 2pm design review", cc("Design review", dt(rel(7), 14)), cat=c)
    K("call mom at 3", cc("Call mom", dt(rel(1), 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    K("pick up Lily at 7", cc("Pick up Lily", dt(rel(1), 19)), cat=c, conv="bare-hour")
with use(now=NB, pref="past", **E):
    K("monday morning coffee 5.75", la("5.75", "food", "coffee", d=today()), cat=c)
with use(now=NC, pref="past", **E):
    K("friday groceries 86", la("86", "food", "groceries", d=wd(5)), cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("lunch twelve fifty", la("12.5", "food", "lunch"), cat=c, conv="dollars-cents-pair")
    K("haircut and beard trim, 35 even", la("35", "other", "haircut"), cat=c)
    K("a hundred and five bucks for the tire rotation", la("105", "transport", "tire rotation"), cat=c)
    K("Q1 bonus hit, 4k", la("4000", "salary", "Q1 bonus", kind="income"), cat=c)
    K("paid the water bill 64.18", la("64.18", "housing", "water bill"), cat=c)
    K("uber to the airport 58", la("58", "transport", "uber to the airport"), cat=c)
    K("yesterday new running shoes 129.99", la("129.99", "shopping", "running shoes", d=rel(-1)), cat=c)
    K("monday kids' field trip 20", la("20", "education", "field trip", d=wd(1)), cat=c,
      unsure="a school field trip filed as education")
with use(now=NB, pref="past", **E):
    K("thanksgiving groceries last wednesday 212", la("212", "food", "thanksgiving groceries", d=wk(-1, 3)), cat=c)
    K("filled up the tank this morning, 48", la("48", "transport", "filled up the tank"), cat=c)
    K("paycheck came in, 3,250", la("3250", "salary", "paycheck", kind="income"), cat=c)
    K("saturday bowling with the kids 64", la("64", "entertainment", "bowling", d=wd(6)), cat=c)
    K("comcast internet bill 79.99", la("79.99", "housing", "internet bill"), cat=c,
      unsure="home internet filed as housing, like the other utilities")
    K("cough medicine for the kids 14.50", la("14.5", "health", "cough medicine"), cat=c)
    K("log 30 for parking downtown", la("30", "transport", "parking"), cat=c)
with use(now=NC, pref="past", **E):
    K("dinner for two 96", la("96", "food", "dinner"), cat=c)
    K("dentist copay 40", la("40", "health", "dentist copay"), cat=c)
    K("train tickets for the weekend 118", la("118", "transport", "train tickets"), cat=c,
      unsure="'for the weekend' names the trip, not the day of the expense: dated today")
    K("sold the old bike for 150", la("150", "other", "old bike", kind="income"), cat=c)
    K("rent 2100", la("2100", "housing", "rent"), cat=c)
    K("freelance check came in, 800", la("800", "salary", "freelance check", kind="income"), cat=c,
      unsure="freelance income filed as salary")
    K("piano lessons for May 240", la("240", "education", "piano lessons"), cat=c,
      unsure="'for May' names what is paid for, not the day of the expense: dated today")
    K("two movie tickets 31", la("31", "entertainment", "movie tickets"), cat=c)
    K("cab home last night 27", la("27", "transport", "cab", d=rel(-1)), cat=c)
    K("£18 for lunch in London", la("18", "food", "lunch", cur="GBP"), cat=c)

# =============================================================================== update
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Team sync", dt(rel(1), 10), dt(rel(1), 11)),
         ev("Dentist cleaning", dt(ymd(2032, 4, 12), 8, 45), dt(ymd(2032, 4, 12), 9, 45)),
         ev("Drinks with the old team", dt(wd(5), 18, 30), dt(wd(5), 20, 30))]
    K("push tomorrow's team sync back half an hour", cu(0, title="team sync", date=rel(1), start=dt(rel(1), 10, 30)), cat=c,
      given=g)
    K("move the dentist cleaning to the 14th, same time", cu(1, title="dentist cleaning", start=dt(ymd(2032, 4, 14), 8, 45)),
      cat=c, given=g, conv="move-keeps-clock")
    K("drinks friday are at 7 now", cu(2, title="drinks", date=wd(5), start=dt(wd(5), 19)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("drinks with the old team moved to the Brass Tap", cu(2, title="drinks with the old team", location="the Brass Tap"),
      cat=c, given=g)
    K("team sync tomorrow runs till 11:30", cu(0, title="team sync", date=rel(1), end=dt(rel(1), 11, 30)), cat=c, given=g,
      conv="bare-hour")
    K("bump the team sync up to 9", cu(0, title="team sync", start=dt(rel(1), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NB, pref="future", **E):
    g = [ev("Flu shot", dt(rel(1), 8), dt(rel(1), 8, 30)),
         ev("Parent teacher conference", dt(wd(3), 18, 15), dt(wd(3), 19)),
         ev("Holiday party", dt(ymd(2032, 12, 10), 19), dt(ymd(2032, 12, 10), 23))]
    K("flu shot tomorrow, make it thursday same time", cu(0, title="flu shot", date=rel(1), start=dt(wk(0, 4), 8)), cat=c,
      given=g, conv="move-keeps-clock")
    K("the conference wednesday got pushed a day", cu(1, title="conference", date=wd(3), start=dt(wk(0, 4), 18, 15)), cat=c,
      given=g)
    K("holiday party starts at 6 instead of 7", cu(2, title="holiday party", start=dt(ymd(2032, 12, 10), 18)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    K("holiday party is at the Marriott downtown", cu(2, title="holiday party", location="the Marriott downtown"), cat=c,
      given=g)
    K("rename the holiday party to Team holiday dinner", cu(2, title="holiday party", new_title="Team holiday dinner"),
      cat=c, given=g)
    K("move my flu shot an hour later", cu(0, title="flu shot", start=dt(rel(1), 9)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Lunch and learn", dt(wk(1, 3), 12), dt(wk(1, 3), 14)), ev("Farmers market", dt(wd(6), 9), dt(wd(6), 11)),
         ev("Jake's birthday", dt(ymd(2032, 5, 8), 18), dt(ymd(2032, 5, 8), 21))]
    K("lunch and learn next week is thursday now, same time", cu(0, title="lunch and learn", start=dt(wk(1, 4), 12)),
      cat=c, given=g, conv="move-keeps-clock")
    K("farmers market, let's go at 8 instead", cu(1, title="farmers market", start=dt(wd(6), 8)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("jake's birthday goes till 10", cu(2, title="jake's birthday", end=dt(ymd(2032, 5, 8), 22)), cat=c, given=g,
      unsure="'till 10' after a 6pm start: the end is 22:00 (a bare 10 would read am, before the start)")
    K("jake's party is at Dave & Buster's", cu(2, title="jake's", location="Dave & Buster's"), cat=c, given=g)
    K("push the farmers market to sunday", cu(1, title="farmers market", start=dt(wd(7), 9)), cat=c, given=g,
      conv="move-keeps-clock")
    K("the lunch and learn on the 5th, start it at 12:30",
      cu(0, title="lunch and learn", date=ymd(2032, 5, 5), start=dt(ymd(2032, 5, 5), 12, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("the 6pm on the 8th, make it 6:30", cu(2, date=ymd(2032, 5, 8), start=dt(ymd(2032, 5, 8), 18, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")

# =============================================================================== delete
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Team sync", dt(rel(1), 10), dt(rel(1), 11)),
         ev("Dentist cleaning", dt(ymd(2032, 4, 12), 8, 45), dt(ymd(2032, 4, 12), 9, 45)),
         ev("Drinks with the old team", dt(wd(5), 18, 30), dt(wd(5), 20, 30))]
    K("cancel tomorrow's team sync", cdel(0, title="team sync", date=rel(1)), cat=c, given=g)
    K("drinks friday aren't happening, take it off", cdel(2, title="drinks", date=wd(5)), cat=c, given=g)
    K("scrap the dentist cleaning", cdel(1, title="dentist cleaning"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Flu shot", dt(rel(1), 8), dt(rel(1), 8, 30)),
         ev("Parent teacher conference", dt(wd(3), 18, 15), dt(wd(3), 19)),
         ev("Holiday party", dt(ymd(2032, 12, 10), 19), dt(ymd(2032, 12, 10), 23))]
    K("delete the flu shot", cdel(0, title="flu shot"), cat=c, given=g)
    K("the parent teacher conference got cancelled", cdel(1, title="parent teacher conference"), cat=c, given=g)
    K("kill the dec 10 party", cdel(2, title="party", date=ymd(2032, 12, 10)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Lunch and learn", dt(wk(1, 3), 12), dt(wk(1, 3), 14)), ev("Farmers market", dt(wd(6), 9), dt(wd(6), 11)),
         ev("Jake's birthday", dt(ymd(2032, 5, 8), 18), dt(ymd(2032, 5, 8), 21))]
    K("lunch and learn is off", cdel(0, title="lunch and learn"), cat=c, given=g)
    K("ditch the farmers market saturday", cdel(1, title="farmers market", date=wd(6)), cat=c, given=g)
    K("remove jake's birthday from my calendar", cdel(2, title="jake's birthday"), cat=c, given=g)
    g = [ev("Piano lesson", dt(wd(6), 10), dt(wd(6), 11)), ev("Piano lesson", dt(wk(1, 6), 10), dt(wk(1, 6), 11))]
    K("cancel piano this saturday", cdel(0, title="piano", date=wd(6)), cat=c, given=g)
    K("delete the piano lesson on the 8th", cdel(1, title="piano lesson", date=ymd(2032, 5, 8)), cat=c, given=g)
    K("skip the next piano lesson", cdel(0, title="piano lesson"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on april 1st through the 4th", cl(ymd(2032, 4, 1), ymd(2032, 4, 4)), cat=c)
    K("anything the week after next?", cl(wk(2, 1), wk(2, 7)), cat=c)
with use(now=NA, pref="past", **E):
    K("how much did I spend this quarter", ls(ymd(2032, 1, 1), ymd(2032, 3, 31)), cat=c, conv="quarters")
    K("food spending for march", ls(ymd(2032, 3, 1), ymd(2032, 3, 31), "food"), cat=c)
with use(now=NB, pref="past", **E):
    K("what did I spend last week with thanksgiving and all", ls(wk(-1, 1), wk(-1, 7)), cat=c)
    K("transport total for november", ls(ymd(2032, 11, 1), ymd(2032, 11, 30), "transport"), cat=c)
    K("show me my last 5 transactions", ll(limit=5), cat=c)
with use(now=NC, pref="past", **E):
    K("pull up march's expenses", ll(ymd(2032, 3, 1), ymd(2032, 3, 31)), cat=c)
    K("shopping in Q1", ls(ymd(2032, 1, 1), ymd(2032, 3, 31), "shopping"), cat=c, conv="quarters")
with use(now=NC, pref="future", **E):
    K("what's on may 1st to the 5th", cl(ymd(2032, 5, 1), ymd(2032, 5, 5)), cat=c)
    K("what does the week after next look like", cl(wk(2, 1), wk(2, 7)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("what's on before april 10", cl(today(), ymd(2032, 4, 9)), cat=c, conv="en-before-exclusive")
    K("anything in the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("what do I have through friday", cl(today(), wd(5)), cat=c, conv="until-inclusive")
with use(now=NB, pref="future", **E):
    K("what's left on my plate this week", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("anything I need to do by end of year", cl(today(), ymd(2032, 12, 31)), cat=c, conv="by-inclusive")
    K("what's on in early december", cl(ymd(2032, 12, 1), ymd(2032, 12, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("what's my spending month to date, roughly", ls(ymd(2032, 11, 1), today()), cat=c, conv="since")
    K("food in the past 7 days", ls(rel(-6), today(), "food"), cat=c)
with use(now=NC, pref="future", **E):
    K("anything on the calendar by the end of the month", cl(today(), ymd(2032, 4, 30)), cat=c)
    K("what's on mid-may", cl(ymd(2032, 5, 11), ymd(2032, 5, 20)), cat=c, conv="month-parts")
    K("what do I have no later than the 5th", cl(today(), ymd(2032, 5, 5)), cat=c, conv="by-inclusive")
with use(now=NC, pref="past", **E):
    K("how much have gas and fares cost me year to date", ls(ymd(2032, 1, 1), today(), "transport"), cat=c, conv="since",
      unsure="gas and fares read as the transport category")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("is it gonna rain in Boston on april fools", wx("Boston", ymd(2032, 4, 1)), cat=c)
    KM("weather this weekend in Chicago", [wx("Chicago", wd(6)), wx("Chicago", wd(7))], cat=c)
    K("how warm will it be in Atlanta friday", wx("Atlanta", wd(5)), cat=c)
with use(now=NB, pref="future", **E):
    K("do I need an umbrella in Seattle today", wx("Seattle"), cat=c)
    K("how cold in Minneapolis on the 3rd", wx("Minneapolis", ymd(2032, 12, 3)), cat=c)
    KM("weather monday and tuesday next week in Denver", [wx("Denver", wk(1, 1)), wx("Denver", wk(1, 2))], cat=c,
       conv="distribute")
with use(now=NC, pref="future", **E):
    K("weather for cinco de mayo in San Antonio", wx("San Antonio", ymd(2032, 5, 5)), cat=c)
    KM("rain in Portland tomorrow or saturday?", [wx("Portland", rel(1)), wx("Portland", wd(6))], cat=c)
    K("weather in Austin next wednesday", wx("Austin", wk(1, 3)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in Boston tomorrow morning?", ra("Boston", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("half marathon saturday in Philly, is the running weather ok?", ra("Philadelphia", wd(6)), cat=c)
    K("too cold to run in Chicago today?", ra("Chicago"), cat=c)
with use(now=NC, pref="future", **E):
    K("can I run in Miami on saturday morning or is it too hot", ra("Miami", wd(6)), cat=c)
    K("running weather in New York tomorrow evening", ra("New York", rel(1)), cat=c)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("breakfast 8, lunch 14.50, dinner 32", [la("8", "food", "breakfast"), la("14.5", "food", "lunch"),
                                              la("32", "food", "dinner")], cat=c)
    KM("uber to the airport 58 and airport food 23", [la("58", "transport", "uber to the airport"),
                                                      la("23", "food", "airport food")], cat=c)
    KM("how much did I spend this month, and what's on the first week of april",
       [ls(ymd(2032, 3, 1), ymd(2032, 3, 31)), cl(ymd(2032, 4, 1), ymd(2032, 4, 7))], cat=c, conv="first-week")
with use(now=NA, pref="future", **E):
    KM("tomorrow 2pm passport appointment, also weather in Boston tomorrow",
       [cc("Passport appointment", dt(rel(1), 14)), wx("Boston", rel(1))], cat=c)
with use(now=NB, pref="past", **E):
    KM("coffee 5.75 lunch 16 parking 12", [la("5.75", "food", "coffee"), la("16", "food", "lunch"),
                                           la("12", "transport", "parking")], cat=c)
    KM("paycheck 3250 and rent 1900", [la("3250", "salary", "paycheck", kind="income"), la("1900", "housing", "rent")],
       cat=c)
with use(now=NB, pref="future", **E):
    g = [ev("Flu shot", dt(rel(1), 8), dt(rel(1), 8, 30))]
    KM("cancel tomorrow's flu shot and book it for next monday 8am instead",
       [cdel(0, title="flu shot", date=rel(1)), cc("Flu shot", dt(wk(1, 1), 8))], cat=c, given=g,
       unsure="'book it ... instead' after a cancel: the old event deleted and a new one created (not one update)")
    KM("holiday party dec 10 7pm and what's the weather that night in New York",
       [cc("Holiday party", dt(ymd(2032, 12, 10), 19)), wx("New York", ymd(2032, 12, 10))], cat=c)
with use(now=NC, pref="future", **E):
    KM("tomorrow 4 to 5 retro, saturday 10am open house",
       [cc("Retro", dt(rel(1), 16), dt(rel(1), 17)), cc("Open house", dt(wd(6), 10))], cat=c, conv="bare-hour")
    KM("weather in Austin saturday and is it good for a run",
       [wx("Austin", wd(6)), ra("Austin", wd(6))], cat=c)
    g = [ev("Lunch and learn", dt(wk(1, 3), 12), dt(wk(1, 3), 14)), ev("Farmers market", dt(wd(6), 9), dt(wd(6), 11))]
    KM("push the lunch and learn to 1 and what's on next week",
       [cu(0, title="lunch and learn", start=dt(wk(1, 3), 13)), cl(wk(1, 1), wk(1, 7))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
    KM("delete saturday's farmers market and add a bike ride sunday 8am",
       [cdel(1, title="farmers market", date=wd(6)), cc("Bike ride", dt(wd(7), 8))], cat=c, given=g)
with use(now=NC, pref="past", **E):
    KM("dinner 96, movie 31", [la("96", "food", "dinner"), la("31", "entertainment", "movie")], cat=c)
    KM("how much in april and how much of that on food",
       [ls(ymd(2032, 4, 1), ymd(2032, 4, 30)), ls(ymd(2032, 4, 1), ymd(2032, 4, 30), "food")], cat=c)
    KM("boba 6.50 subway 2.90 tacos 14", [la("6.5", "food", "boba"), la("2.9", "transport", "subway"),
                                         la("14", "food", "tacos")], cat=c)

# =============================================================================== location
c = "location"
with use(now=NA, pref="future", **E):
    K("tomorrow 10am interview in conference room B", cc("Interview", dt(rel(1), 10), location="conference room B"), cat=c)
    K("saturday 2pm movie with Sam, location: AMC 34th St", cc("Movie with Sam", dt(wd(6), 14), location="AMC 34th St"),
      cat=c)
with use(now=NB, pref="future", **E):
    K("wednesday 7pm meet the landlord at Starbucks", cc("Meet the landlord", dt(wd(3), 19), location="Starbucks"), cat=c)
    K("dec 3 9:30am mortgage signing where: Chase on Main St",
      cc("Mortgage signing", dt(ymd(2032, 12, 3), 9, 30), location="Chase on Main St"), cat=c)
with use(now=NC, pref="future", **E):
    K("may 1 noon lunch at grandma's", cc("Lunch", dt(ymd(2032, 5, 1), 12), location="grandma's"), cat=c)
    K("next wednesday 3pm stitches out at the urgent care on 5th",
      cc("Stitches out", dt(wk(1, 3), 15), location="the urgent care on 5th"), cat=c)
    K("sunday 9:30am hike, meet at the trailhead", cc("Hike", dt(wd(7), 9, 30), location="the trailhead"), cat=c,
      unsure="'meet at the trailhead' gives the place; the title is the activity, hike")

# =============================================================================== holiday
c = "holiday"
with use(now=NA, pref="future", **E):
    K("april fools 7pm team dinner", cc("Team dinner", dt(ymd(2032, 4, 1), 19)), cat=c)
    K("memorial day 1pm cookout at Tom's", cc("Cookout", dt(holiday_in("memorial", 2032), 13), location="Tom's"), cat=c)
with use(now=NB, pref="future", **E):
    K("christmas eve 8pm party at my brother's", cc("Party", dt(ymd(2032, 12, 24), 20), location="my brother's"), cat=c)
    K("the monday after new year's 9am kickoff", cc("Kickoff", dt(ymd(2033, 1, 3), 9)), cat=c)
    K("anything on new year's eve?", cl(ymd(2032, 12, 31)), cat=c)
with use(now=NB, pref="past", **E):
    K("thanksgiving turkey 60", la("60", "food", "turkey", d=holiday_in("thanksgiving", 2032)), cat=c)
    K("black friday tv 499", la("499", "shopping", "tv", d=holiday_in("blackfriday", 2032)), cat=c)
with use(now=NC, pref="future", **E):
    K("cinco de mayo 6pm tacos with the team", cc("Tacos with the team", dt(ymd(2032, 5, 5), 18)), cat=c)
    K("mother's day brunch reservation 11am", cc("Brunch reservation", dt(holiday_in("mothers", 2032), 11)), cat=c)
    K("the day before memorial day camping", cc("Camping", holiday_in("memorial", 2032) - td(days=1)), cat=c)

# =============================================================================== a few of the rest
with use(now=NA, pref="future", **E):
    K("second wednesday of next month 10am board meeting", cc("Board meeting", dt(nth(2032, 4, 2, 3), 10)), cat="arithmetic")
    K("remind me in 90 minutes to move the car", cc("Move the car", C.now + td(minutes=90)), cat="duration")
    K("4/15 file taxes", cc("File taxes", ymd(2032, 4, 15)), cat="numeric-date", conv="en-month-first")
    KM("weather in Boston saturday and sunday", [wx("Boston", wd(6)), wx("Boston", wd(7))], cat="coordination")
with use(now=NB, pref="future", **E):
    K("two weeks from friday 6pm dinner with the Parks", cc("Dinner with the Parks", dt(wd(5) + td(days=14), 18)),
      cat="arithmetic")
    K("in 45 minutes take the bread out", cc("Take the bread out", C.now + td(minutes=45)), cat="duration")
    K("quarter to ten call with legal", cc("Call with legal", dt(today(), 9, 45)), cat="clock", conv="bare-hour")
with use(now=NC, pref="future", **E):
    K("the tuesday after next 9am dentist", cc("Dentist", dt(wk(2, 2), 9)), cat="arithmetic", conv="after-next")
    K("five to nine kids to bed", cc("Kids to bed", dt(today(), 20, 55)), cat="clock", conv="bare-hour")
    K("5/3 closing on the house", cc("Closing on the house", ymd(2032, 5, 3)), cat="numeric-date", conv="en-month-first")
    KM("what do I have mon and wed", [cl(wd(1)), cl(wd(3))], cat="coordination")
