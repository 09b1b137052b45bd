"""Round 17 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a high-school teacher who coaches the debate team (classes, grading deadlines, tournaments in other towns,
parent meetings, club dues and supplies), a delivery driver on two apps (shifts, earnings per day and per week, gas,
car repairs, tolls, days off, rain and snow before driving) and a retired couple's planner (the grandkids' games and
recitals, doctor visits, trips by train, club meetings, the pension and bills).  In everyday proportion: about a third
new events, a fifth ledger entries, a fifth look-ups, a tenth weather and running, the rest changes, cancellations
and several requests at once."""
from lib import *

NA = "2040-10-15T00:20:00"  # Monday just after midnight: tonight = Monday evening, tomorrow = Tuesday 10-16, last night = Sunday
NB = "2040-11-15T16:50:00"  # Thursday late afternoon mid-quarter: a bare 4 is past (tomorrow 16:00), a bare 5 ahead; Thanksgiving 11-22
NC = "2040-12-27T09:15:00"  # Thursday morning between Christmas and New Year: New Year's Day Tuesday 2041-01-01; a bare 9 past, 10 ahead
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("debate practice tmrw 3-5pm", cc("Debate practice", dt(rel(1), 15), dt(rel(1), 17)), cat=c,
      unsure="said at 00:20 on Monday: tmrw read as Tuesday 10-16")
    K("dept mtg at 8", cc("Dept mtg", dt(today(), 8)), cat=c, conv="bare-hour")
    K("lunch rush shift at 11", cc("Lunch rush shift", dt(today(), 11)), cat=c, conv="bare-hour")
    K("take grandpa to the knee doctor wed 10am", cc("Take grandpa to the knee doctor", dt(wd(3), 10)), cat=c)
    K("debate tournament in albany fri thru sun", cc("Debate tournament in albany", wd(5), wd(7)), cat=c,
      unsure="the town inside the activity stays in the title")
    K("parent night next tuesday 7pm", cc("Parent night", dt(wk(1, 2), 19)), cat=c)
    K("emma's birthday oct 20", cc("Emma's birthday", ymd(2040, 10, 20)), cat=c)
    K("train to philly to see our daughter the saturday after next 7am",
      cc("Train to philly to see our daughter", dt(wk(2, 6), 7)), cat=c, conv="after-next")
    K("breakfast shift thurs 6 to 10am", cc("Breakfast shift", dt(wd(4), 6), dt(wd(4), 10)), cat=c)
    K("oil change at noon", cc("Oil change", dt(today(), 12)), cat=c)
    K("senior center watercolor class today 1pm", cc("Senior center watercolor class", dt(today(), 13)), cat=c)
    K("day off saturday no driving", cc("Day off no driving", wd(6)), cat=c, unsure="'no driving' kept in the title")
    K("midterm grades due next monday", cc("Midterm grades due", wk(1, 1)), cat=c)
    K("car insurance due end of the month", cc("Car insurance due", ymd(2040, 10, 31)), cat=c, conv="month-end-bare")
    K("walk the grandkids to school monday 7:30am", cc("Walk the grandkids to school", dt(today(), 7, 30)), cat=c,
      unsure="monday said on Monday at 00:20: today's 07:30 is still ahead")
    K("zoom debrief w/ the team wed at 8pm", cc("Zoom debrief w/ the team", dt(wd(3), 20)), cat=c)
with use(now=NB, pref="future", **E):
    K("extra debate practice at 5", cc("Extra debate practice", dt(today(), 17)), cat=c, conv="bare-hour")
    K("grandma's follow up at 4", cc("Grandma's follow up", dt(rel(1), 16)), cat=c, conv="bare-hour",
      unsure="a bare 4 at 16:50 has passed: tomorrow 16:00")
    K("call a parent back at 8", cc("Call a parent back", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:50 reads 20:00 today (the pm reading is still ahead)")
    K("team to the state qualifier 11/24-11/25", cc("Team to the state qualifier", ymd(2040, 11, 24),
      ymd(2040, 11, 25)), cat=c, conv="en-month-first")
    K("early shift sunday 5:30am", cc("Early shift", dt(wd(7), 5, 30)), cat=c)
    K("proctoring tomorrow 9 to 11am", cc("Proctoring", dt(rel(1), 9), dt(rel(1), 11)), cat=c)
    K("brakes at the shop next wed afternoon at 2", cc("Brakes at the shop", dt(wk(1, 3), 14)), cat=c)
    K("check the pension deposit dec 1", cc("Check the pension deposit", ymd(2040, 12, 1)), cat=c)
    K("garden club meeting thursday 8pm", cc("Garden club meeting", dt(today(), 20)), cat=c,
      unsure="thursday 8pm said Thursday 16:50: still ahead, today")
    K("bank appt thursday 3pm", cc("Bank appt", dt(wk(1, 4), 15)), cat=c,
      unsure="thursday 3pm said Thursday 16:50 has passed: next Thursday")
    K("dinner shift tmrw 5-9pm", cc("Dinner shift", dt(rel(1), 17), dt(rel(1), 21)), cat=c)
    K("thanksgiving dinner at our place 3pm", cc("Thanksgiving dinner", dt(ymd(2040, 11, 22), 15),
      location="our place"), cat=c, unsure="Thanksgiving both names the day and stays in the title")
with use(now=NC, pref="future", **E):
    K("go over the resolution w/ the kids at 10", cc("Go over the resolution w/ the kids", dt(today(), 10)), cat=c,
      conv="bare-hour")
    K("fill up the tank at 9", cc("Fill up the tank", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:15 has passed; before noon it reads tomorrow 09:00")
    K("new year's eve dinner 6:30pm", cc("New year's eve dinner", dt(ymd(2040, 12, 31), 18, 30)), cat=c)
    K("invitational in boston jan 3 to jan 5", cc("Invitational in boston", ymd(2041, 1, 3), ymd(2041, 1, 5)), cat=c)
    K("grandpa's physical next thu 8:30am", cc("Grandpa's physical", dt(wk(1, 4), 8, 30)), cat=c)
    K("the grandkids come for dinner sat 7pm", cc("The grandkids come for dinner", dt(wd(6), 19)), cat=c)
    K("final exam copies due jan 8", cc("Final exam copies due", ymd(2041, 1, 8)), cat=c)
    K("morning shift tomorrow 7am", cc("Morning shift", dt(rel(1), 7)), cat=c)
    K("choir rehearsal today 2-4", cc("Choir rehearsal", dt(today(), 14), dt(today(), 16)), cat=c, conv="bare-hour")
    K("off mon-wed next week visiting my folks", cc("Off visiting my folks", wk(1, 1), wk(1, 3)), cat=c,
      unsure="the reason kept in the title")

c = "location"
with use(now=NA, pref="future", **E):
    K("jake's piano lesson tonight 7:30 at the music school", cc("Jake's piano lesson", dt(today(), 19, 30),
      location="the music school"), cat=c)
    K("parent conferences wed 3pm in room 214", cc("Parent conferences", dt(wd(3), 15), location="room 214"), cat=c)
    K("dentist tmrw 10am location: main st dental", cc("Dentist", dt(rel(1), 10), location="main st dental"), cat=c)
with use(now=NB, pref="future", **E):
    K("choir practice sat 9am at the community center", cc("Choir practice", dt(wd(6), 9),
      location="the community center"), cat=c)
    K("new tires next monday 8am at the shop on route 9", cc("New tires", dt(wk(1, 1), 8),
      location="the shop on route 9"), cat=c)
with use(now=NC, pref="future", **E):
    K("scrimmage fri 2pm where: lincoln high auditorium", cc("Scrimmage", dt(wd(5), 14),
      location="lincoln high auditorium"), cat=c)

c = "holiday"
with use(now=NC, pref="future", **E):
    K("brunch w/ the whole family new year's day at noon", cc("Brunch w/ the whole family", dt(ymd(2041, 1, 1), 12)),
      cat=c)
    K("post grades the day before new year's", cc("Post grades", ymd(2040, 12, 31)), cat=c)
    K("what's on for new year's day", cl(ymd(2041, 1, 1)), cat=c)
    K("dept meeting the first monday after new year's", cc("Dept meeting", ymd(2041, 1, 7)), cat=c)
with use(now=NA, pref="future", **E):
    K("take the grandkids trick or treating halloween", cc("Take the grandkids trick or treating", ymd(2040, 10, 31)),
      cat=c)
with use(now=NB, pref="future", **E):
    K("black friday shopping w/ grandma", cc("Shopping w/ grandma", ymd(2040, 11, 23)), cat=c,
      unsure="black friday names the day; the title keeps the activity")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to log off the app in 20 min", cc("Log off the app", dt(today(), 0, 40)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me in an hour to grade the essays", cc("Grade the essays", dt(today(), 17, 50)), cat=c)
with use(now=NC, pref="future", **E):
    K("grandpa's stitches out 3 days from now", cc("Grandpa's stitches out", rel(3)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("car inspection 10/25", cc("Car inspection", ymd(2040, 10, 25)), cat=c, conv="en-month-first")

c = "clock"
with use(now=NA, pref="future", **E):
    K("leave for the bus stop at ten to eight", cc("Leave for the bus stop", dt(today(), 7, 50)), cat=c, conv="bare-hour")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("away tournament the first saturday of next month", cc("Away tournament", nth(2040, 11, 1, 6)), cat=c)

c = "coordination"
with use(now=NB, pref="future", **E):
    KM("extra practice next tue and thu 7pm", [cc("Extra practice", dt(wk(1, 2), 19)),
       cc("Extra practice", dt(wk(1, 4), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("made 212 yesterday across both apps", la("212", "salary", "both apps", d=rel(-1), kind="income"), cat=c,
      unsure="delivery earnings as salary income")
    K("gas last night 48.60", la("48.6", "transport", "gas", d=rel(-1)), cat=c)
    K("tolls 6.50", la("6.5", "transport", "tolls"), cat=c)
    K("brake pads saturday 340", la("340", "transport", "brake pads", d=wd(6)), cat=c, unsure="a car repair as transport")
    K("jake's swim lessons 180", la("180", "education", "swim lessons"), cat=c, unsure="a child's lessons as education")
    K("grandpa's copay + x-ray 75", la("75", "health", "copay + x-ray"), cat=c)
with use(now=NB, pref="past", **E):
    K("state qualifier entry fee 150", la("150", "education", "state qualifier entry fee"), cat=c)
    K("printer paper and dry erase markers for class 38", la("38", "education", "printer paper and dry erase markers"),
      cat=c, unsure="classroom supplies as education")
    K("social security came in 2,840", la("2840", "salary", "social security", kind="income"), cat=c,
      unsure="social security as salary income")
    K("amtrak tickets x2 212", la("212", "transport", "amtrak tickets"), cat=c)
    K("returned the rain jacket refund 59.99", la("59.99", "shopping", "rain jacket refund", kind="income"), cat=c,
      unsure="a refund: income; category left as shopping")
    K("tuesday's peak pay bonus 25", la("25", "salary", "peak pay bonus", d=wd(2), kind="income"), cat=c)
with use(now=NC, pref="past", **E):
    K("grandkids' new year gifts yesterday 96", la("96", "shopping", "new year gifts", d=rel(-1)), cat=c)
    K("christmas day tips 64", la("64", "salary", "christmas day tips", d=ymd(2040, 12, 25), kind="income"), cat=c,
      unsure="tips as salary income")
    K("tire patch 25", la("25", "transport", "tire patch"), cat=c)
    K("pharmacy monday 42.15", la("42.15", "health", "pharmacy", d=wd(1)), cat=c)
    K("team pizza my share 14", la("14", "food", "team pizza"), cat=c)
    K("hoa dues for the year 1,320", la("1320", "housing", "hoa dues"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **E):
    K("gas sunday 10pm 41", la("41", "transport", "gas", d=rel(-1)), cat=c,
      unsure="sunday 10pm said Monday 00:20 looking back: yesterday")
with use(now=NB, pref="past", **E):
    K("uber to school thursday 3pm 18", la("18", "transport", "uber to school"), cat=c,
      unsure="thursday 3pm said Thursday 16:50: today")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many tournaments this wk", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("whats on tmrw", cl(rel(1)), cat=c, unsure="said at 00:20: tmrw read as Tuesday")
    K("send me next week's calendar", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything in november", cl(ymd(2040, 11, 1), ymd(2040, 11, 30)), cat=c)
with use(now=NA, pref="past", **E):
    K("how much on gas last week", ls(wk(-1, 1), wk(-1, 7), "transport"), cat=c, unsure="gas as transport")
    K("total spent in september", ls(ymd(2040, 9, 1), ymd(2040, 9, 30)), cat=c)
with use(now=NB, pref="future", **E):
    K("anything this wknd? might take it off", cl(wd(6), wd(7)), cat=c)
    K("what's on the second half of the month", cl(ymd(2040, 11, 16), ymd(2040, 11, 30)), cat=c, conv="half-month")
    K("how many tournaments in december", cl(ymd(2040, 12, 1), ymd(2040, 12, 31)), cat=c)
with use(now=NB, pref="past", **E):
    K("what did we spend last quarter", ls(ymd(2040, 7, 1), ymd(2040, 9, 30)), cat=c, conv="quarters")
    K("medical spending this quarter", ls(ymd(2040, 10, 1), ymd(2040, 12, 31), "health"), cat=c, conv="quarters")
    K("list this week's delivery earnings", ll(wk(0, 1), wk(0, 7), "salary"), cat=c,
      unsure="delivery earnings listed as salary")
with use(now=NC, pref="future", **E):
    K("what's next week look like", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything early january", cl(ymd(2041, 1, 1), ymd(2041, 1, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("total spending so far this year", ls(ymd(2040, 1, 1), today()), cat=c, conv="since")
    K("car repairs this month how much", ls(ymd(2040, 12, 1), ymd(2040, 12, 31), "transport"), cat=c)
    K("show my last 10 expenses pls", ll(limit=10), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("what's left this wk for me", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Monday 00:20: the whole week is left")
    K("anything i need to do by friday", cl(today(), wd(5)), cat=c, conv="by-inclusive")
    K("what's coming up the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **E):
    K("anything else this week?", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
    K("my schedule for the next 7 days pls", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
    K("what's due before the end of the month", cl(today(), ymd(2040, 11, 30)), cat=c)
with use(now=NC, pref="future", **E):
    K("anything left to do by the end of the year", cl(today(), ymd(2040, 12, 31)), cat=c)
    K("what do i have before new year's", cl(today(), ymd(2040, 12, 31)), cat=c, conv="en-before-exclusive")
with use(now=NB, pref="past", **E):
    K("gas so far this month", ls(ymd(2040, 11, 1), today(), "transport"), cat=c, conv="since", unsure="gas as transport")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain tmrw in boston? doing the breakfast rush", wx("Boston", rel(1)), cat=c,
      unsure="said at 00:20: tmrw read as Tuesday")
    K("is it raining in newark today", wx("Newark"), cat=c)
    K("weather in albany wed for the tournament", wx("Albany", wd(3)), cat=c)
with use(now=NB, pref="future", **E):
    KM("snow in chicago this weekend? gotta drive", [wx("Chicago", wd(6)), wx("Chicago", wd(7))], cat=c)
    K("how cold is it gonna be in pittsburgh tomorrow", wx("Pittsburgh", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("new year's day weather in buffalo", wx("Buffalo", ymd(2041, 1, 1)), cat=c)
    K("any snow tmrw in hartford roads ok?", wx("Hartford", rel(1)), cat=c)
    KM("denver forecast next 3 days", [wx("Denver", today()), wx("Denver", rel(1)), wx("Denver", rel(2))], cat=c,
       conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in miami this morning?", ra("Miami"), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run tmrw morning in seattle", ra("Seattle", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("saturday morning jog in san diego ok?", ra("San Diego", wd(6)), cat=c)
    K("is tomorrow ok for a run in atlanta grandpa wants to come", ra("Atlanta", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Debate practice", dt(rel(1), 15), dt(rel(1), 17)), ev("Debate practice", dt(wd(4), 15), dt(wd(4), 17)),
         ev("Knee doctor w/ grandpa", dt(wd(3), 10), dt(wd(3), 11))]
    K("move thursday's practice to friday same time", cu(1, title="practice", date=wd(4), start=dt(wd(5), 15)),
      cat=c, given=g, conv="move-keeps-clock")
    K("push tmrw's practice back 30 min", cu(0, title="practice", date=rel(1), start=dt(rel(1), 15, 30)), cat=c,
      given=g)
    K("knee doctor moved to 2pm", cu(2, title="knee doctor", start=dt(wd(3), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("thursday practice is in the library now", cu(1, title="practice", date=wd(4), location="the library"), cat=c,
      given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Brakes at the shop", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), ev("Oil change", dt(wk(2, 3), 14), dt(wk(2, 3), 15)),
         ev("Garden club meeting", dt(today(), 20), dt(today(), 21))]
    K("move the brakes to next tuesday same time", cu(0, title="brakes", start=dt(wk(1, 2), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    K("garden club got moved to tomorrow night same time", cu(2, title="garden club", start=dt(rel(1), 20)), cat=c,
      given=g, conv="move-keeps-clock")
    K("push the oil change back a week", cu(1, title="oil change", start=dt(wk(3, 3), 14)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Grandkids for dinner", dt(wd(6), 19), dt(wd(6), 21)), ev("NYE dinner", dt(ymd(2040, 12, 31), 18, 30),
         dt(ymd(2040, 12, 31), 21)), ev("Grandpa's physical", dt(wk(1, 4), 8, 30), dt(wk(1, 4), 10))]
    K("make nye dinner 7 instead", cu(1, title="nye dinner", start=dt(ymd(2040, 12, 31), 19)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="a bare 7 at an evening event reads 19:00")
    K("grandpa's physical a day earlier", cu(2, title="physical", start=dt(wk(1, 3), 8, 30)), cat=c, given=g)
    K("grandkids dinner -> sunday noon", cu(0, title="grandkids", start=dt(wd(7), 12)), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Debate practice", dt(rel(1), 15), dt(rel(1), 17)), ev("Debate practice", dt(wd(4), 15), dt(wd(4), 17))]
    K("cancel thursday's practice", cdel(1, title="practice", date=wd(4)), cat=c, given=g)
    g = [ev("Jake's piano lesson", dt(today(), 19, 30), dt(today(), 20, 30)),
         ev("Jake's piano lesson", dt(wk(1, 1), 19, 30), dt(wk(1, 1), 20, 30))]
    K("jake's sick, delete tonight's piano", cdel(0, title="piano", date=today()), cat=c, given=g)
    K("and scrap next monday's piano too", cdel(1, title="piano", date=wk(1, 1)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Brakes at the shop", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), ev("Oil change", dt(wk(2, 3), 14), dt(wk(2, 3), 15))]
    K("not doing the brakes next wed, delete it", cdel(0, title="brakes", date=wk(1, 3)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Grandkids for dinner", dt(wd(6), 19), dt(wd(6), 21)), ev("Grandkids for dinner", dt(wk(1, 6), 19), dt(wk(1, 6), 21))]
    K("kids can't make it saturday, drop the dinner", cdel(0, title="dinner", date=wd(6)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **E):
    KM("rain in boston tmrw? and what's on my calendar tmrw", [wx("Boston", rel(1)), cl(rel(1))], cat=c)
with use(now=NB, pref="past", **E):
    KM("gas 52 tolls 9 lunch 11.50", [la("52", "transport", "gas"), la("9", "transport", "tolls"),
       la("11.5", "food", "lunch")], cat=c)
    KM("log 24 for debate handouts then show me education spending this month",
       [la("24", "education", "debate handouts"), ls(ymd(2040, 11, 1), ymd(2040, 11, 30), "education")], cat=c)
    KM("electric 142 water 38", [la("142", "housing", "electric"), la("38", "housing", "water")], cat=c)
    KM("doordash paid 610 this week and uber eats 455", [la("610", "salary", "doordash", kind="income"),
       la("455", "salary", "uber eats", kind="income")], cat=c, unsure="two apps' weekly payouts as salary income, dated today")
with use(now=NC, pref="future", **E):
    KM("grandkids dinner sat 7pm and check the weather in philly that day",
       [cc("Grandkids dinner", dt(wd(6), 19)), wx("Philadelphia", wd(6))], cat=c)

# =============================================================================== second block: more of the same month
c = "money"
with use(now=NA, pref="past", **E):
    K("wipers last friday 22", la("22", "transport", "wipers", d=wk(-1, 5)), cat=c)
    K("calcium pills for grandma 18", la("18", "health", "calcium pills"), cat=c)
    K("school reimbursed my albany gas 64", la("64", "transport", "albany gas reimbursed", kind="income"), cat=c,
      unsure="a reimbursement: income, category left as transport")
with use(now=NB, pref="past", **E):
    K("garden club dues 40 for the year", la("40", "entertainment", "garden club dues"), cat=c,
      unsure="a club's dues as entertainment")
    K("emma's dance class 120", la("120", "education", "dance class"), cat=c)
    K("parking ticket 65 ugh", la("65", "transport", "parking ticket"), cat=c)
with use(now=NC, pref="past", **E):
    K("trophies for the tournament 84", la("84", "education", "trophies"), cat=c,
      unsure="prizes for a school debate as education")
    K("last thursday's quest bonus 30", la("30", "salary", "quest bonus", d=wk(-1, 4), kind="income"), cat=c)

c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Breakfast shift", dt(wd(4), 6), dt(wd(4), 10)), ev("Dinner shift", dt(wd(4), 17), dt(wd(4), 21))]
    K("make thursday's breakfast shift 7 to 11am", cu(0, title="breakfast shift", date=wd(4), start=dt(wd(4), 7),
      end=dt(wd(4), 11)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Team to the state qualifier", ymd(2040, 11, 24), ymd(2040, 11, 25)),
         ev("Extra practice", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("state qualifier moved to the 26th and 27th", cu(0, title="state qualifier", start=ymd(2040, 11, 26),
      end=ymd(2040, 11, 27)), cat=c, given=g, unsure="an all-day event moved to new dates: start and end written as dates")
with use(now=NC, pref="future", **E):
    g = [ev("Choir rehearsal", dt(today(), 14), dt(today(), 16)), ev("Choir rehearsal", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("push today's choir rehearsal back an hour", cu(0, title="choir rehearsal", date=today(), start=dt(today(), 15)),
      cat=c, given=g)

c = "delete"
with use(now=NB, pref="future", **E):
    g = [ev("Garden club meeting", dt(today(), 20), dt(today(), 21)), ev("Garden club plant sale", dt(wd(6), 9), dt(wd(6), 12))]
    K("tonight's garden club is off", cdel(0, title="garden club", date=today()), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Invitational in boston", ymd(2041, 1, 3), ymd(2041, 1, 5)), ev("Debate camp", dt(rel(1), 9), dt(rel(1), 12))]
    K("we're skipping the invitational, delete it", cdel(0, title="invitational"), cat=c, given=g)

c = "multi"
with use(now=NA, pref="future", **E):
    KM("grandpa knee doctor wed 10am and log the 50 copay", [cc("Grandpa knee doctor", dt(wd(3), 10)),
       la("50", "health", "copay")], cat=c, unsure="the ledger entry dated today (no day said for the payment)")
with use(now=NC, pref="future", **E):
    KM("new year's day weather in chicago and is it ok to run", [wx("Chicago", ymd(2041, 1, 1)),
       ra("Chicago", ymd(2041, 1, 1))], cat=c)
