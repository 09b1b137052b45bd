"""Round 31 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a home baker who takes custom cake orders (pickups at set clocks, orders due by a date, deposits received as
income, flour, butter and boxes bought, a farmers-market stall on a weekend morning, a baking class she teaches over two
evenings, moving a tasting, the weather for an outdoor market, what ingredients cost this month), a tour guide leading
groups (multi-day tours, airport pickups at early clocks, tips and guiding fees as income, group tickets paid, a tour
cancelled, two groups on the same day, the weather in several cities over several days, a licence-renewal course, the
fees earned last month) and a high-school senior preparing for exams (mock exams and SAT practice at set clocks,
tutoring, tuition and books paid by a parent, pocket money in, a sports day, a college-application deadline, moving a
study group, cancelling a tutor session, what books cost this term).  In everyday proportion: about two fifths new
events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several
requests at once.

Reference times (see time_r31.py): NA = 2050-12-31T21:30 Saturday, New Year's Eve late at night ("tmrw" = New Year's
Day 2051, a Sunday; "by the end of the year" = today alone; next week 01-02 … 01-08; a bare 9 reads tomorrow 09:00, a
bare 10 22:00 tonight; "saturday afternoon" over → 01-07; MLK Day 01-16); NB = 2050-11-24T12:10 Thursday, US
Thanksgiving (a bare 12 has just passed → tomorrow's noon, a bare 1 13:00, a bare 9 21:00; "thursday morning" over →
12-01; Black Friday tomorrow, Cyber Monday 11-28; the month ends Wednesday 11-30); NC = 2051-03-31T06:50 Friday, the last
day of Q1 and Good Friday ("6am" with no day → tomorrow, "7am" today; a bare 6 or 7 reads 18:00 / 19:00; "next quarter"
from tomorrow; April Fools' Saturday, Easter 04-02; next week 04-03 … 04-09)."""
from lib import *

NA = "2050-12-31T21:30:00"  # Saturday 21:30, New Year's Eve
NB = "2050-11-24T12:10:00"  # Thursday 12:10, Thanksgiving
NC = "2051-03-31T06:50:00"  # Friday 06:50, the last day of Q1
E = dict(lang="en", tz="America/New_York")
NEWYEAR = ymd(2051, 1, 1)
EASTER = ymd(2051, 4, 2)
INC = "clients' deposits and payments, tips and guiding fees filed as salary income"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("mrs. wang picking up her cake tmrw 10am", cc("Mrs. wang picking up her cake", dt(rel(1), 10)), cat=c, unsure="tmrw = New Year's Day 2051-01-01")
    K("farmers market stall next sat 8am to noon", cc("Farmers market stall", dt(wk(1, 6), 8), dt(wk(1, 6), 12)), cat=c)
    K("confirm cake size with the client at 10", cc("Confirm cake size with the client", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 21:30 reads 22:00 tonight")
    K("pick up flour at 9", cc("Pick up flour", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:30 has passed both ways: tomorrow 09:00")
    K("arizona tour jan 5 to jan 8", cc("Arizona tour", ymd(2051, 1, 5), ymd(2051, 1, 8)), cat=c)
    K("english tutoring next tue 4pm", cc("English tutoring", dt(wk(1, 2), 16)), cat=c)
    K("um next wed, physics mock, 8am", cc("Physics mock", dt(wk(1, 3), 8)), cat=c)
    K("tasting saturday afternoon at 3", cc("Tasting", dt(wk(1, 6), 15)), cat=c, unsure="saturday 3pm said Saturday 21:30 has passed: next Saturday 01-07")
    K("just took an order, birthday cake pickup jan 7 at 2pm", cc("Birthday cake pickup", dt(ymd(2051, 1, 7), 14)), cat=c,
      unsure="'just took an order' as context, left out of the title")
    K("hiking tour the day after tmrw 7am to 6pm", cc("Hiking tour", dt(rel(2), 7), dt(rel(2), 18)), cat=c)
    K("study group jan 14 at 7pm, no wait, 7:30", cc("Study group", dt(ymd(2051, 1, 14), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
    K("common app deadline jan 10", cc("Common app deadline", ymd(2051, 1, 10)), cat=c, unsure="an all-day event on the deadline day")
with use(now=NB, pref="future", **E):
    K("airport pickup for the group tmrw at 6am", cc("Airport pickup for the group", dt(rel(1), 6)), cat=c)
    K("mock exam next monday 8 to 11:30am", cc("Mock exam", dt(wk(1, 1), 8), dt(wk(1, 1), 11, 30)), cat=c)
    K("cake tasting dec 3 2pm", cc("Cake tasting", dt(ymd(2050, 12, 3), 14)), cat=c)
    K("ms. zhang picks up her cake tonight at 7", cc("Ms. zhang picks up her cake", dt(today(), 19)), cat=c)
    K("pick up review books at 1", cc("Pick up review books", dt(today(), 13)), cat=c, conv="bare-hour")
    K("online sat class at 9", cc("Online sat class", dt(today(), 21)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:10: the pm reading 21:00 is ahead")
    K("new orleans group nov 28 through dec 2", cc("New orleans group", ymd(2050, 11, 28), ymd(2050, 12, 2)), cat=c)
    K("craft market saturday 9am-1pm", cc("Craft market", dt(wd(6), 9), dt(wd(6), 13)), cat=c)
    K("tutoring thursday morning at 10", cc("Tutoring", dt(wk(1, 4), 10)), cat=c, unsure="thursday 10am said Thursday 12:10 has passed: next Thursday 12-01")
    K("grab my admission ticket at 12:30", cc("Grab my admission ticket", dt(today(), 12, 30)), cat=c, conv="bare-hour")
    K("so next fri evening, baking class part 2, 7 to 9", cc("Baking class part 2", dt(wk(1, 5), 19), dt(wk(1, 5), 21)), cat=c)
    K("dec 8 5am two groups, drop the first one at the airport", cc("Drop the first one at the airport", dt(ymd(2050, 12, 8), 5)), cat=c,
      unsure="'two groups' as context; title = the activity; 'at the airport' kept in the title (part of the drop-off)")
with use(now=NC, pref="future", **E):
    K("market opens tmrw at 10am", cc("Market opens", dt(rel(1), 10)), cat=c)
    K("practice test next wed 2 to 4pm", cc("Practice test", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c)
    K("airport pickup april 8 at 5:30am", cc("Airport pickup", dt(ymd(2051, 4, 8), 5, 30)), cat=c)
    K("english tutoring tonight 8pm", cc("English tutoring", dt(today(), 20)), cat=c)
    K("cake pickup at 6", cc("Cake pickup", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00 today")
    K("meet the group outside the hotel 7am", cc("Meet the group outside the hotel", dt(today(), 7)), cat=c, unsure="'outside the hotel' kept in the title, not a place after at/in")
    K("get up and study 6am", cc("Get up and study", dt(rel(1), 6)), cat=c, unsure="6am with no day at 06:50 has passed: tomorrow 06:00")
    K("dc tour april 3 through 6", cc("Dc tour", ymd(2051, 4, 3), ymd(2051, 4, 6)), cat=c)
    K("chem tutoring next tuesday 7-9pm", cc("Chem tutoring", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("airport drop-off friday 5am", cc("Airport drop-off", dt(wk(1, 5), 5)), cat=c, unsure="friday 5am said Friday 06:50 has passed: next Friday 04-07")
    K("first mock april 12 8am", cc("First mock", dt(ymd(2051, 4, 12), 8)), cat=c)
    K("guide license refresher next thursday all day", cc("Guide license refresher", wk(1, 4)), cat=c, unsure="all day left out of the title")

c = "location"
with use(now=NA, pref="future", **E):
    K("baking class jan 3 7pm at the community center", cc("Baking class", dt(ymd(2051, 1, 3), 19), location="the community center"), cat=c)
    K("market stall next sat 8am, location: riverside park", cc("Market stall", dt(wk(1, 6), 8), location="riverside park"), cat=c)
    K("tasting tmrw 3pm at my home kitchen", cc("Tasting", dt(rel(1), 15), location="my home kitchen"), cat=c)
with use(now=NB, pref="future", **E):
    K("first mock next mon 8am in the school gym", cc("First mock", dt(wk(1, 1), 8), location="the school gym"), cat=c)
    K("group pickup tmrw 6am where: JFK terminal 4", cc("Group pickup", dt(rel(1), 6), location="JFK terminal 4"), cat=c)
    K("study group sat 2pm at the public library", cc("Study group", dt(wd(6), 14), location="the public library"), cat=c)
with use(now=NC, pref="future", **E):
    K("guide training next wed 9am at the visitors bureau", cc("Guide training", dt(wk(1, 3), 9), location="the visitors bureau"), cat=c)
    K("market stall tmrw 10am, location: union square", cc("Market stall", dt(rel(1), 10), location="union square"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("airport pickup new year's day 6am", cc("Airport pickup", dt(NEWYEAR, 6)), cat=c)
    K("no cake orders on MLK day", cc("No cake orders", holiday_in("mlk", 2051)), cat=c)
    K("heart cake deliveries valentine's day", cc("Heart cake deliveries", ymd(2051, 2, 14)), cat=c)
with use(now=NB, pref="future", **E):
    K("thanksgiving dinner with the tour group at 7pm", cc("Thanksgiving dinner with the tour group", dt(today(), 19)), cat=c,
      unsure="Thanksgiving is today; the holiday word kept in the title as part of the dinner's name")
    K("yule logs due christmas eve 4pm", cc("Yule logs due", dt(ymd(2050, 12, 24), 16)), cat=c)
    K("online cake sale cyber monday", cc("Online cake sale", holiday_in("cybermonday", 2050)), cat=c)
with use(now=NC, pref="future", **E):
    K("april fools' prank cake due 11am", cc("Prank cake due", dt(ymd(2051, 4, 1), 11)), cat=c)
    K("easter brunch tour", cc("Brunch tour", EASTER), cat=c, unsure="'easter' read as the day, left out of the title")
    K("mother's day cake orders open", cc("Cake orders open", holiday_in("mothers", 2051)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to take the sponge out in 45 min", cc("Take the sponge out", dt(today(), 22, 15)), cat=c)
with use(now=NB, pref="future", **E):
    K("leave to get cream in 20 minutes", cc("Leave to get cream", dt(today(), 12, 30)), cat=c)
    K("second mock two weeks from now", cc("Second mock", rel(14)), cat=c)
with use(now=NC, pref="future", **E):
    K("wake me up in 10 min", cc("Wake me up", dt(today(), 7, 0)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("birthday cake due 1/15", cc("Birthday cake due", ymd(2051, 1, 15)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("early decision due 12/10/2050", cc("Early decision due", ymd(2050, 12, 10)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("mock exam 4/12", cc("Mock exam", ymd(2051, 4, 12)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("farmers market the third saturday of january", cc("Farmers market", nth(2051, 1, 3, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("holiday bake sale the second sunday in december", cc("Holiday bake sale", nth(2050, 12, 2, 7)), cat=c)
with use(now=NC, pref="future", **E):
    K("baking class the last saturday in april", cc("Baking class", lastwd(2051, 4, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("leave for the airport tmrw at a quarter to seven in the morning", cc("Leave for the airport", dt(rel(1), 6, 45)), cat=c)
with use(now=NB, pref="future", **E):
    K("get my exam ticket quarter past one", cc("Get my exam ticket", dt(today(), 13, 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    K("meet at the school gate quarter to eight", cc("Meet at the school gate", dt(today(), 7, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 8 reads 08:00 today; a quarter before is 07:45")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("teach baking class jan 3 and 4 at 7pm", [cc("Teach baking class", dt(ymd(2051, 1, 3), 19)), cc("Teach baking class", dt(ymd(2051, 1, 4), 19))], cat=c,
       conv="distribute")
with use(now=NB, pref="future", **E):
    KM("craft market sat and sun 8am", [cc("Craft market", dt(wd(6), 8)), cc("Craft market", dt(wd(7), 8))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("physics tutoring next mon and wed 7pm", [cc("Physics tutoring", dt(wk(1, 1), 19)), cc("Physics tutoring", dt(wk(1, 3), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("mrs. wang's deposit came in, 350", la("350", "salary", "deposit", kind="income"), cat=c, unsure=INC)
    K("flour 42", la("42", "food", "flour"), cat=c, unsure="baking ingredients as food")
    K("tips from the group 200", la("200", "salary", "tips", kind="income"), cat=c, unsure=INC)
    K("cake boxes 34", la("34", "shopping", "cake boxes"), cat=c)
    K("physics tutor 60", la("60", "education", "physics tutor"), cat=c)
    K("got my allowance, 20", la("20", "other", "allowance", kind="income"), cat=c, unsure="pocket money as other income")
with use(now=NB, pref="past", **E):
    K("guiding fee paid out 640", la("640", "salary", "guiding fee", kind="income"), cat=c, unsure=INC)
    K("group museum tickets 396", la("396", "entertainment", "museum tickets"), cat=c, unsure="group tickets as entertainment")
    K("review workbook 27.99", la("27.99", "education", "review workbook"), cat=c)
    K("butter 48", la("48", "food", "butter"), cat=c, unsure="baking ingredients as food")
    K("paid the market booth fee, 35", la("35", "other", "booth fee"), cat=c, unsure="a market stall fee as other")
    K("uber to the airport for the group 58", la("58", "transport", "uber"), cat=c)
with use(now=NC, pref="past", **E):
    K("mom paid the sat prep course, 1500", la("1500", "education", "sat prep course"), cat=c, unsure="paid by a parent, logged as an expense")
    K("license renewal course fee 325", la("325", "education", "license renewal course"), cat=c)
    K("wedding cake balance received 1180", la("1180", "salary", "wedding cake balance", kind="income"), cat=c, unsure=INC)
    K("subway to school 2.90", la("2.9", "transport", "subway"), cat=c)
    K("got 150 in tips", la("150", "salary", "tips", kind="income"), cat=c, unsure=INC)
    K("practice book 19", la("19", "education", "practice book"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("butter thursday 48", la("48", "food", "butter", d=wd(4)), cat=c, unsure="thursday said Saturday, looking back: 12-29; ingredients as food")
    K("deposit on christmas 75", la("75", "salary", "deposit", kind="income", d=ymd(2050, 12, 25)), cat=c, unsure=INC)
with use(now=NB, pref="past", **E):
    K("deposit two days ago 100", la("100", "salary", "deposit", kind="income", d=rel(-2)), cat=c, unsure=INC)
    K("cake boxes last friday 34", la("34", "shopping", "cake boxes", d=wk(-1, 5)), cat=c)
with use(now=NC, pref="past", **E):
    K("review books yesterday 63", la("63", "education", "review books", d=rel(-1)), cat=c)
    K("cab thursday 22", la("22", "transport", "cab", d=wd(4)), cat=c, unsure="thursday said Friday, looking back: yesterday 03-30")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on next week, tours and orders", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything booked on new year's day", cl(NEWYEAR), cat=c)
    K("what do i have mid-january", cl(ymd(2051, 1, 11), ymd(2051, 1, 20)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **E):
    K("how much did flour and butter cost this month", ls(ymd(2050, 12, 1), ymd(2050, 12, 31), "food"), cat=c, unsure="ingredients as food")
    K("total guiding fees this year", ls(ymd(2050, 1, 1), ymd(2050, 12, 31), "salary"), cat=c, unsure="this year written as the whole year 2050; guiding fees as salary")
with use(now=NB, pref="future", **E):
    K("anything this weekend besides the market", cl(wd(6), wd(7)), cat=c)
    K("what's on next friday", cl(wk(1, 5)), cat=c)
with use(now=NB, pref="past", **E):
    K("guiding fees last month", ls(ymd(2050, 10, 1), ymd(2050, 10, 31), "salary"), cat=c, unsure="guiding fees as salary")
    K("list this month's entries", ll(ymd(2050, 11, 1), ymd(2050, 11, 30)), cat=c)
    K("what did i spend late november", ls(ymd(2050, 11, 21), ymd(2050, 11, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="future", **E):
    K("how many tours next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on early april", cl(ymd(2051, 4, 1), ymd(2051, 4, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("show the last 10 entries", ll(limit=10), cat=c)
    K("what have books cost this quarter", ls(ymd(2051, 1, 1), ymd(2051, 3, 31), "education"), cat=c, conv="quarters", unsure="books as education")
    K("total spending last month on everything", ls(ymd(2051, 2, 1), ymd(2051, 2, 28)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("any orders left before the end of the year", cl(today(), today()), cat=c, unsure="the year ends today: today alone")
    K("what's booked through jan 10", cl(today(), ymd(2051, 1, 10)), cat=c, conv="until-inclusive")
with use(now=NB, pref="future", **E):
    K("cake orders due by the end of the month", cl(today(), ymd(2050, 11, 30)), cat=c, conv="by-inclusive")
    K("tours in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("tips month to date", ls(ymd(2050, 11, 1), today(), "salary"), cat=c, conv="since", unsure="tips as salary")
    K("bakery spending in the last 7 days", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **E):
    K("any tours before easter", cl(today(), ymd(2051, 4, 1)), cat=c, conv="en-before-exclusive")
    K("what's on the next three days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("tutoring costs so far this year", ls(ymd(2051, 1, 1), today(), "education"), cat=c, conv="since")
    K("spending past 30 days", ls(rel(-29), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("weather in nashville tmrw", wx("Nashville", rel(1)), cat=c)
    KM("phoenix weather jan 5 to 7, got a group", [wx("Phoenix", ymd(2051, 1, 5)), wx("Phoenix", ymd(2051, 1, 6)), wx("Phoenix", ymd(2051, 1, 7))], cat=c)
with use(now=NB, pref="future", **E):
    K("rain in portland saturday? outdoor market", wx("Portland", wd(6)), cat=c)
    KM("new orleans weather this weekend", [wx("New Orleans", wd(6)), wx("New Orleans", wd(7))], cat=c)
with use(now=NC, pref="future", **E):
    K("weather for the market tmrw in austin", wx("Austin", rel(1)), cat=c)
    KM("weather monday in washington and in philadelphia", [wx("Washington", wk(1, 1)), wx("Philadelphia", wk(1, 1))], cat=c)
    K("will it rain in boston on easter", wx("Boston", EASTER), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in charlotte tmrw morning?", ra("Charlotte", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("ok to run in denver today, sports day coming up", ra("Denver"), cat=c)
with use(now=NC, pref="future", **E):
    K("run sunday in san diego?", ra("San Diego", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Mrs. Wang tasting", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), ev("Ms. Li tasting", dt(wk(1, 4), 15), dt(wk(1, 4), 16))]
    K("move mrs. wang's tasting to wednesday", cu(0, title="mrs. wang", start=dt(wk(1, 3), 15)), cat=c, given=g, conv="move-keeps-clock")
    K("ms. li's tasting an hour earlier", cu(1, title="ms. li", start=dt(wk(1, 4), 14)), cat=c, given=g)
    g = [ev("Physics tutoring", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("Physics tutoring", dt(wk(1, 3), 19), dt(wk(1, 3), 21))]
    K("change wednesday's physics tutoring to 8pm", cu(1, title="physics tutoring", date=wk(1, 3), start=dt(wk(1, 3), 20)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("push monday's tutoring back 30 min", cu(0, title="tutoring", date=wk(1, 1), start=dt(wk(1, 1), 19, 30)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Study group", dt(wd(6), 14), dt(wd(6), 16)), ev("Craft market", dt(wd(6), 9), dt(wd(6), 13))]
    K("move saturday's study group to sunday 2pm", cu(0, title="study group", date=wd(6), start=dt(wd(7), 14)), cat=c, given=g)
    g = [ev("Airport pickup", dt(rel(1), 6), dt(rel(1), 8)), ev("Airport pickup", dt(wk(1, 1), 7), dt(wk(1, 1), 9))]
    K("flight's early, tmrw's airport pickup to 5:30am", cu(0, title="airport pickup", date=rel(1), start=dt(rel(1), 5, 30)), cat=c, given=g)
    K("next monday's pickup is at LGA now", cu(1, title="pickup", date=wk(1, 1), location="LGA"), cat=c, given=g,
      unsure="'is at LGA now' read as a new place for the event")
with use(now=NC, pref="future", **E):
    g = [ev("First mock", dt(ymd(2051, 4, 12), 8), dt(ymd(2051, 4, 12), 11, 30)), ev("Chem tutoring", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("move chem tutoring to next thursday", cu(1, title="chem tutoring", start=dt(wk(1, 4), 19)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("DC tour", ymd(2051, 4, 3), ymd(2051, 4, 6)), ev("Market stall", dt(rel(1), 10), dt(rel(1), 14))]
    K("tmrw's market stall starts at 11 instead", cu(1, title="market stall", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Tasting", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), ev("Baking class", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("rename next monday's tasting to wedding cake tasting", cu(0, title="tasting", date=wk(1, 1), new_title="Wedding cake tasting"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("English tutoring", dt(wk(1, 2), 16), dt(wk(1, 2), 18)), ev("English tutoring", dt(wk(2, 2), 16), dt(wk(2, 2), 18))]
    K("cancel next tuesday's english tutoring, tutor's sick", cdel(0, title="english tutoring", date=wk(1, 2)), cat=c, given=g)
    g = [ev("Birthday cake pickup", dt(ymd(2051, 1, 7), 14), dt(ymd(2051, 1, 7), 15)), ev("Tasting", dt(ymd(2051, 1, 7), 15), dt(ymd(2051, 1, 7), 16))]
    K("delete the jan 7 tasting, client bailed", cdel(1, title="tasting", date=ymd(2051, 1, 7)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Savannah tour", ymd(2050, 12, 3), ymd(2050, 12, 5)), ev("New Orleans group", ymd(2050, 11, 28), ymd(2050, 12, 2))]
    K("savannah tour got cancelled", cdel(0, title="savannah"), cat=c, given=g)
    g = [ev("Math tutoring", dt(wk(1, 4), 15), dt(wk(1, 4), 17)), ev("Math tutoring", dt(wk(1, 6), 10), dt(wk(1, 6), 12))]
    K("no math tutoring next thursday, drop it", cdel(0, title="math tutoring", date=wk(1, 4)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Cake live stream", dt(rel(1), 19), dt(rel(1), 21)), ev("Shipping run", dt(rel(1), 15), dt(rel(1), 16))]
    K("cancel tmrw's live stream", cdel(0, title="live stream", date=rel(1)), cat=c, given=g)
    g = [ev("Chem tutoring", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), ev("Physics tutoring", dt(wk(1, 2), 16), dt(wk(1, 2), 18))]
    K("delete physics tutoring next tue", cdel(1, title="physics tutoring", date=wk(1, 2)), cat=c, given=g)
    g = [ev("Study group", dt(wd(7), 14), dt(wd(7), 16)), ev("Study group", dt(wk(1, 7), 14), dt(wk(1, 7), 16))]
    K("cancel study group", cdel(0, title="study group"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("flour 42, butter 48, boxes 34", [la("42", "food", "flour"), la("48", "food", "butter"), la("34", "shopping", "boxes")], cat=c,
       unsure="ingredients as food, boxes as shopping")
with use(now=NA, pref="future", **E):
    KM("arizona tour jan 5 and check phoenix weather that day", [cc("Arizona tour", ymd(2051, 1, 5)), wx("Phoenix", ymd(2051, 1, 5))], cat=c)
with use(now=NB, pref="past", **E):
    KM("tips 120 and uber 58", [la("120", "salary", "tips", kind="income"), la("58", "transport", "uber")], cat=c, unsure=INC)
with use(now=NB, pref="future", **E):
    KM("craft market sat 9am, study group sun 2pm", [cc("Craft market", dt(wd(6), 9)), cc("Study group", dt(wd(7), 14))], cat=c)
    KM("cancel next thursday's math tutoring and move saturday's study group to 3",
       [cdel(0, title="math tutoring", date=wk(1, 4)), cu(1, title="study group", date=wd(6), start=dt(wd(6), 15))], cat=c,
       given=[ev("Math tutoring", dt(wk(1, 4), 15), dt(wk(1, 4), 17)), ev("Study group", dt(wd(6), 14), dt(wd(6), 16))],
       conv=["clock-only-keeps-day", "bare-hour"], unsure="saturday = this Saturday 11-26; a bare 3 on the group's day reads 15:00")
with use(now=NC, pref="past", **E):
    KM("sat prep 1500 and practice book 19", [la("1500", "education", "sat prep"), la("19", "education", "practice book")], cat=c)
with use(now=NC, pref="future", **E):
    KM("what's on next week, also san diego weather sunday", [cl(wk(1, 1), wk(1, 7)), wx("San Diego", wd(7))], cat=c)
    KM("log a 100 deposit and add a tasting next sat 3pm", [la("100", "salary", "deposit", kind="income"), cc("Tasting", dt(wk(1, 6), 15))], cat=c, unsure=INC)
