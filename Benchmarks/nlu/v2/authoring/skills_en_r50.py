"""Round 50 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  The same three people as
skills_zh_r50.py, typing in English in New York: a freelance interior designer (site visits and client meetings,
a furniture delivery window, client deposits and final payments, paint and samples, a contractor's visit moved, a
trade fair in another city, materials spending this month and the last N entries), a university student who works
weekend shifts at a cinema and plays in a soccer league (lectures and matches, shift pay, textbooks and cleats, a
match moved for the weather, running before practice, the weather for an away game, food spending this week) and an
elderly woman who looks after her husband Frank after a stroke (his PT and doctor's visits, a carer, Maria, who comes
some days, meds and a rented wheelchair, the pension, a visit rescheduled, two PT sessions the same week, medical
spending this year).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups,
weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r50.py): NA = 2062-09-15T13:05 Friday ("afternoon" in progress, "friday morning" and
"friday 10am" over → 09-22; a bare 1 → tomorrow 13:00, a bare 2 → 14:00, noon → tomorrow, a bare 8 → 20:00; this
weekend 09-16/17, next week 09-18 … 09-24, the month ends Saturday 09-30, Columbus Day 10-09; looking back Labor Day
09-04, last saturday 09-09, wednesday 09-13, August); NB = 2063-01-01T00:40 Monday, New Year's Day just begun ("7am"
and "3am" with no day → today; a bare 8 → 08:00 today, a bare 1 → 13:00 today; "tmrw" = 01-02 (flagged); "tonight" =
the evening of the 1st, "last night" = New Year's Eve; this week 01-01 … 01-07, next week 01-08 … 01-14, MLK Day
01-15; looking back last friday 12-29, Christmas 12-25, December and 2062); NC = 2062-04-26T20:50 Wednesday ("tonight"
in progress, "wednesday afternoon" over → 05-03; a bare 9 → 21:00, a bare 10 → 22:00, a bare 8 → tomorrow 08:00; this
weekend 04-29/30 = the month's end, next week 05-01 … 05-07, Cinco de Mayo Friday 05-05, Mother's Day 05-14, Memorial
Day 05-29; looking back last sunday 04-23, monday 04-24, March)."""
from lib import *

NA = "2062-09-15T13:05:00"  # Friday 13:05
NB = "2063-01-01T00:40:00"  # Monday 00:40, New Year's Day
NC = "2062-04-26T20:50:00"  # Wednesday 20:50
E = dict(lang="en", tz="America/New_York")
FEE = "a client's deposit or final payment filed as salary income (paid for one's own work, as earlier rounds filed client deposits)"
MAT = "paint, samples and other materials bought for clients' jobs filed as shopping"
SHIFT = "cinema shift pay filed as salary income"
BOOK = "textbooks filed as education"
BOOTS = "soccer cleats filed as shopping"
LEAGUE = "the soccer league's fee filed as entertainment (as earlier rounds filed race and tournament entries)"
MED = "meds, PT and the rented wheelchair filed as health (as earlier rounds filed a wheelchair)"
CARER = "the carer's pay filed as other (as earlier rounds filed a caregiver's pay)"
PENSION = "the pension filed as salary income (as earlier rounds filed a pension)"
AFTERMID = "said at 00:40 on 01-01: tmrw read as 01-02 (flagged: someone still up may mean the 1st)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("hendersons site visit today 3:30pm", cc("Hendersons site visit", dt(today(), 15, 30)), cat=c)
    K("video call w/ mrs. chen at 2 to go over the plan", cc("Video call w/ mrs. chen to go over the plan", bare_clock(2)), cat=c,
      conv="bare-hour", unsure="a bare 2 at 13:05 is ahead: 14:00 today; 'at 2' taken out of the middle of the title")
    K("take frank out for some sun at 1", cc("Take frank out for some sun", bare_clock(1)), cat=c, conv="bare-hour",
      unsure="a bare 1 at 13:05 has just passed: tomorrow 13:00")
    K("team meeting about the away game at 8", cc("Team meeting about the away game", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 13:05 reads 20:00 tonight")
    K("cinema shift tmrw 10am to 4pm", cc("Cinema shift", dt(rel(1), 10), dt(rel(1), 16)), cat=c)
    K("sofa delivery sat, window 1-3pm", cc("Sofa delivery", dt(wd(6), 13), dt(wd(6), 15)), cat=c,
      unsure="sat = tomorrow 09-16; a delivery window read as the event's range")
    K("friday 10am measure mr. walsh's living room", cc("Measure mr. walsh's living room", dt(wk(1, 5), 10)), cat=c,
      unsure="friday 10am said Friday 13:05 has passed: next week 09-22")
    K("frank's PT next wed 2-4pm", cc("Frank's PT", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c, unsure="next wed = 09-20")
    K("chicago design expo sept 25-27", cc("Chicago design expo", ymd(2062, 9, 25), ymd(2062, 9, 27)), cat=c)
    K("away game the monday after next, 3pm", cc("Away game", dt(wk(2, 1), 15)), cat=c, conv="after-next", unsure="= 09-25")
    K("game tmrw at 4 no wait 4:30", cc("Game", dt(rel(1), 16, 30)), cat=c, conv="bare-hour",
      unsure="a correction inside the message: 16:30 replaces 16:00")
    K("maria comes sunday 9am", cc("Maria comes", dt(wd(7), 9)), cat=c, unsure="sunday = 09-17")
    K("tile shopping at the showroom 5pm", cc("Tile shopping", dt(today(), 17), location="the showroom"), cat=c,
      unsure="'at the showroom' read as the place (at X)")
    K("uh late shift tmrw 7 to 9pm", cc("Late shift", dt(rel(1), 19), dt(rel(1), 21)), cat=c, unsure="the filler left out")
    K("stats lecture next mon 8am", cc("Stats lecture", dt(wk(1, 1), 8)), cat=c, unsure="next mon = 09-18")
    K("frank has his follow up next friday at 3", cc("Frank has his follow up", dt(wk(1, 5), 15)), cat=c, conv="bare-hour",
      unsure="next friday = 09-22; a statement, not a command")
with use(now=NB, pref="future", **E):
    K("wake frank for his blood pressure pill 7am", cc("Wake frank for his blood pressure pill", next_clock(7)), cat=c,
      unsure="7am with no day said 00:40 is still ahead: today 07:00")
    K("grocery run at 8", cc("Grocery run", bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:40 reads 08:00 today")
    K("team lunch at 1", cc("Team lunch", bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:40 reads 13:00 today")
    K("dinner w/ the new client tonight 7", cc("Dinner w/ the new client", dt(today(), 19)), cat=c,
      unsure="tonight said 00:40 on 01-01 = the evening of 01-01")
    K("turn frank over at 3am", cc("Turn frank over", next_clock(3)), cat=c, unsure="3am with no day said 00:40 = today 03:00")
    K("re-measure mrs. chen's kitchen tmrw 2pm", cc("Re-measure mrs. chen's kitchen", dt(rel(1), 14)), cat=c, unsure=AFTERMID)
    K("first stats lecture wed 9:30am", cc("First stats lecture", dt(wd(3), 9, 30)), cat=c, unsure="wed = 01-03")
    K("high point furniture market jan 8 through 10", cc("High point furniture market", ymd(2063, 1, 8), ymd(2063, 1, 10)), cat=c)
    K("usher shift this sat 2pm-10pm", cc("Usher shift", dt(wd(6), 14), dt(wd(6), 22)), cat=c, unsure="this sat = 01-06")
    K("league draw monday 8pm", cc("League draw", dt(today(), 20)), cat=c, unsure="monday 8pm said Monday 00:40 is still ahead: today")
    K("review session next tue 3-5pm", cc("Review session", dt(wk(1, 2), 15), dt(wk(1, 2), 17)), cat=c, unsure="next tue = 01-09")
    K("maria off thursday, family thing", cc("Maria off", wd(4)), cat=c, unsure="thursday = 01-04, all day; the reason left out")
    K("painters start the day after tomorrow 10am", cc("Painters start", dt(rel(2), 10)), cat=c,
      unsure="said 00:40 on 01-01: the day after tomorrow = 01-03 (flagged like tmrw)")
with use(now=NC, pref="future", **E):
    K("send mr. walsh the quote at 9", cc("Send mr. walsh the quote", bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 20:50 reads 21:00 tonight")
    K("take frank to PT at 8", cc("Take frank to PT", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 20:50 has passed both ways: tomorrow 08:00")
    K("study for the econ quiz at 10", cc("Study for the econ quiz", bare_clock(10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 20:50 reads 22:00 tonight")
    K("morning practice tmrw 7:30am", cc("Morning practice", dt(rel(1), 7, 30)), cat=c)
    K("wednesday 3pm show the clients the model unit", cc("Show the clients the model unit", dt(wk(1, 3), 15)), cat=c,
      unsure="wednesday 3pm said Wednesday 20:50 has passed: next week 05-03")
    K("last league game this sunday 3pm", cc("Last league game", dt(wd(7), 15)), cat=c, unsure="this sunday = 04-30")
    K("frank PT next thurs 9-10:30am", cc("Frank PT", dt(wk(1, 4), 9), dt(wk(1, 4), 10, 30)), cat=c, unsure="next thurs = 05-04")
    K("trade show trip to vegas may 8-10", cc("Trade show trip to vegas", ymd(2062, 5, 8), ymd(2062, 5, 10)), cat=c)
    K("furniture delivery tmrw between 2 and 5", cc("Furniture delivery", dt(rel(1), 14), dt(rel(1), 17)), cat=c, conv="bare-hour",
      unsure="a delivery window 'between 2 and 5' read as the event's range, bare hours pm")
    K("morning shift sat 9am", cc("Morning shift", dt(wd(6), 9)), cat=c, unsure="sat = 04-29")
    K("watch the game w/ the guys friday 6:30pm", cc("Watch the game w/ the guys", dt(wd(5), 18, 30)), cat=c, unsure="friday = 04-28")
    K("chen's handover at the end of the month", cc("Chen's handover", ymd(2062, 4, 30)), cat=c, conv="month-end-bare")

c = "location"
with use(now=NA, pref="future", **E):
    K("meet mr. walsh next mon 2pm at the starbucks on 5th", cc("Meet mr. walsh", dt(wk(1, 1), 14), location="the starbucks on 5th"), cat=c)
    K("look at tiles tmrw 10am, location: tile gallery", cc("Look at tiles", dt(rel(1), 10), location="tile gallery"), cat=c)
    K("frank's neurology appt tue 9am at mount sinai", cc("Frank's neurology appt", dt(wk(1, 2), 9), location="mount sinai"), cat=c,
      unsure="tue said Friday = 09-19")
with use(now=NB, pref="future", **E):
    K("frank's checkup next mon 10am at the rehab center", cc("Frank's checkup", dt(wk(1, 1), 10), location="the rehab center"), cat=c)
    K("practice fri 4pm, where: east field", cc("Practice", dt(wd(5), 16), location="east field"), cat=c, unsure="fri = 01-05")
with use(now=NC, pref="future", **E):
    K("away game fri 7pm at the university stadium", cc("Away game", dt(wd(5), 19), location="the university stadium"), cat=c, unsure="fri = 04-28")
    K("contract signing w/ mr. lopez tmrw 11am in his office lobby", cc("Contract signing w/ mr. lopez", dt(rel(1), 11),
      location="his office lobby"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("frank's speech therapy columbus day 11am", cc("Frank's speech therapy", dt(hol("columbus"), 11)), cat=c,
      unsure="Columbus Day 2062 = 10-09")
    K("halloween party at the cinema 8pm", cc("Halloween party", dt(hol("halloween"), 20), location="the cinema"), cat=c,
      unsure="Halloween = 10-31; the holiday word kept inside the title")
with use(now=NB, pref="future", **E):
    K("take frank to the parade mlk day", cc("Take frank to the parade", hol("mlk")), cat=c, unsure="MLK Day 2063 = 01-15")
    K("valentine's dinner w/ frank 6pm", cc("Valentine's dinner w/ frank", dt(ymd(2063, 2, 14), 18)), cat=c,
      unsure="the holiday word kept inside the title")
with use(now=NC, pref="future", **E):
    K("mother's day brunch w/ mom noon at the olive garden", cc("Brunch w/ mom", dt(hol("mothers"), 12), location="the olive garden"), cat=c,
      unsure="Mother's Day 2062 = 05-14; the holiday word left out of the title")
    K("team bbq memorial day", cc("Team bbq", hol("memorial")), cat=c, unsure="Memorial Day 2062 = 05-29")
    K("cinco de mayo shift 5-11pm", cc("Shift", dt(hol("cinco"), 17), dt(hol("cinco"), 23)), cat=c,
      unsure="Cinco de Mayo = Friday 05-05; a bare 5 takes the pm of the end")

c = "duration"
with use(now=NA, pref="future", **E):
    K("check frank's blood pressure in 40 min", cc("Check frank's blood pressure", dt(today(), 13, 45)), cat=c)
    K("go over the decor list w/ mrs. chen two weeks from now", cc("Go over the decor list w/ mrs. chen", rel(14)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to turn frank in 2 hours", cc("Turn frank", dt(today(), 2, 40)), cat=c)
with use(now=NC, pref="future", **E):
    K("call mrs. chen back in half an hour", cc("Call mrs. chen back", dt(today(), 21, 20)), cat=c)
    K("renderings due 10 days from now", cc("Renderings due", rel(10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("living room renderings due 9/20", cc("Living room renderings due", ymd(2062, 9, 20)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("final exam 1/12/2063", cc("Final exam", ymd(2063, 1, 12)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("client walkthrough 5/6", cc("Client walkthrough", ymd(2062, 5, 6)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("league semifinal the second saturday of october", cc("League semifinal", nth(2062, 10, 2, 6)), cat=c)
    K("crew back the day after columbus day", cc("Crew back", hol("columbus") + td(days=1)), cat=c, unsure="Columbus Day 2062 = 10-09")
with use(now=NB, pref="future", **E):
    K("pick up the pension check the last friday of january", cc("Pick up the pension check", lastwd(2063, 1, 5)), cat=c)
with use(now=NC, pref="future", **E):
    K("site kickoff the monday after mother's day", cc("Site kickoff", hol("mothers") + td(days=1)), cat=c, unsure="Mother's Day 2062 = 05-14")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("frank's PT next tue and thu 9am", [cc("Frank's PT", dt(wk(1, 2), 9)), cc("Frank's PT", dt(wk(1, 4), 9))], cat=c, conv="distribute",
       unsure="two PT sessions the same week: 09-19 and 09-21")
with use(now=NB, pref="future", **E):
    KM("class wed and fri 2pm", [cc("Class", dt(wd(3), 14)), cc("Class", dt(wd(5), 14))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("cinema shifts the 29th and 30th at 1pm", [cc("Cinema shifts", dt(ymd(2062, 4, 29), 13)), cc("Cinema shifts", dt(ymd(2062, 4, 30), 13))],
       cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("mrs. chen's design deposit came in, 4,000", la("4000", "salary", "design deposit", kind="income"), cat=c, unsure=FEE)
    K("3 paint samples 27", la("27", "shopping", "paint samples"), cat=c, unsure=MAT)
    K("paid maria 480 for the week", la("480", "other", "maria"), cat=c, unsure=CARER)
    K("frank's blood pressure meds 42", la("42", "health", "blood pressure meds"), cat=c, unsure=MED)
    K("dining hall lunch 9.50", la("9.5", "food", "lunch"), cat=c)
    K("new cleats 119.99", la("119.99", "shopping", "cleats"), cat=c, unsure=BOOTS)
with use(now=NB, pref="past", **E):
    K("wheelchair rental for the month 85", la("85", "health", "wheelchair rental"), cat=c, unsure=MED)
    K("pension deposit 2,310", la("2310", "salary", "pension", kind="income"), cat=c, unsure=PENSION)
    K("pizza last night for new years 34", la("34", "food", "pizza", d=rel(-1)), cat=c,
      unsure="last night said 00:40 on 01-01 = New Year's Eve 12-31 (flagged)")
    K("wallpaper swatches shipped 12", la("12", "shopping", "wallpaper swatches"), cat=c, unsure=MAT)
with use(now=NC, pref="past", **E):
    K("walsh paid the final 6.5k", la("6500", "salary", "final", kind="income"), cat=c, unsure=FEE)
    K("two textbooks 148", la("148", "education", "textbooks"), cat=c, unsure=BOOK)
    K("ramen for dinner 14", la("14", "food", "ramen"), cat=c)
    K("cinema paycheck 312", la("312", "salary", "cinema paycheck", kind="income"), cat=c, unsure=SHIFT)
    K("frank's PT copay 40", la("40", "health", "PT copay"), cat=c, unsure=MED)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("tile samples wednesday 36", la("36", "shopping", "tile samples", d=wd(3)), cat=c, unsure="wednesday said Friday, looking back = 09-13; " + MAT)
    K("shift pay last saturday 96", la("96", "salary", "shift pay", kind="income", d=wk(-1, 6)), cat=c, unsure="last saturday = 09-09; " + SHIFT)
    K("textbook labor day 65", la("65", "education", "textbook", d=hol("labor")), cat=c, unsure="Labor Day 2062 = 09-04, looking back; " + BOOK)
    K("frank's refill yesterday 23", la("23", "health", "refill", d=rel(-1)), cat=c, unsure=MED)
with use(now=NB, pref="past", **E):
    K("frank's meds christmas day 58", la("58", "health", "meds", d=ymd(2062, 12, 25)), cat=c, unsure="Christmas 2062 = 12-25, looking back; " + MED)
    K("maria last fri 520", la("520", "other", "maria", d=wk(-1, 5)), cat=c, unsure="last fri = 12-29; " + CARER)
    K("new year's eve overtime at the cinema 75", la("75", "salary", "overtime", kind="income", d=ymd(2062, 12, 31)), cat=c,
      unsure="New Year's Eve said 00:40 on 01-01 = yesterday 12-31; " + SHIFT)
with use(now=NC, pref="past", **E):
    K("paint thursday 89", la("89", "shopping", "paint", d=wd(4)), cat=c, unsure="thursday said Wednesday, looking back = 04-20; " + MAT)
    K("league fee last sunday 60", la("60", "entertainment", "league fee", d=wk(-1, 7)), cat=c, unsure="last sunday = 04-23; " + LEAGUE)
    K("maria monday 3 visits 240", la("240", "other", "maria", d=wd(1)), cat=c, unsure="monday said Wednesday, looking back = 04-24; " + CARER)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("site visits late september?", cl(ymd(2062, 9, 21), ymd(2062, 9, 30)), cat=c, conv="month-parts")
    K("which days is frank's PT next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("any games this weekend or am i free to work", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **E):
    K("materials spending this month", ls(ymd(2062, 9, 1), ymd(2062, 9, 30), "shopping"), cat=c,
      unsure=MAT + "; this month written as the whole month")
    K("last 8 entries pls, did i log walsh's check", ll(limit=8), cat=c)
    K("how much on food this wk", ls(wk(0, 1), wk(0, 7), "food"), cat=c, unsure="this week written as the whole week 09-11 … 09-17")
    K("frank's medical bills this year total", ls(ymd(2062, 1, 1), ymd(2062, 12, 31), "health"), cat=c, unsure=MED)
with use(now=NB, pref="future", **E):
    K("what's on this week, new year new me", cl(wk(0, 1), wk(0, 7)), cat=c, unsure="said Monday 00:40: the week 01-01 … 01-07")
    K("any lectures early january", cl(ymd(2063, 1, 1), ymd(2063, 1, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("materials total for december", ls(ymd(2062, 12, 1), ymd(2062, 12, 31), "shopping"), cat=c, unsure=MAT)
    K("what did frank's meds cost last year", ls(ymd(2062, 1, 1), ymd(2062, 12, 31), "health"), cat=c,
      unsure="last year said on 01-01 2063 = 2062; " + MED)
    K("show the last ten", ll(limit=10), cat=c)
with use(now=NC, pref="future", **E):
    K("what've i got early may", cl(ymd(2062, 5, 1), ymd(2062, 5, 10)), cat=c, conv="month-parts")
    K("what's on tmrw, furniture's coming", cl(rel(1)), cat=c)
with use(now=NC, pref="past", **E):
    K("food this week so far how bad", ls(wk(0, 1), today(), "food"), cat=c, conv="since",
      unsure="'this week so far' = Monday 04-24 … today")
    K("last 5 materials entries", ll(category="shopping", limit=5), cat=c, unsure=MAT)
    K("medical costs this quarter", ls(ymd(2062, 4, 1), ymd(2062, 6, 30), "health"), cat=c, conv="quarters", unsure=MED)
    K("how much did the cinema pay me in march", ls(ymd(2062, 3, 1), ymd(2062, 3, 31), "salary"), cat=c, unsure=SHIFT)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("what's on before oct 1, planning the ceiling job", cl(today(), ymd(2062, 9, 30)), cat=c, conv="en-before-exclusive")
    K("how many site visits the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("design fees month to date", ls(ymd(2062, 9, 1), today(), "salary"), cat=c, conv="since", unsure=FEE)
with use(now=NB, pref="future", **E):
    K("when is maria coming the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("PT sessions left until mlk day", cl(today(), hol("mlk")), cat=c, conv="until-inclusive", unsure="MLK Day 2063 = 01-15")
with use(now=NC, pref="future", **E):
    K("anything left for me by the end of the month", cl(today(), ymd(2062, 4, 30)), cat=c)
    K("games before may 1st?", cl(today(), ymd(2062, 4, 30)), cat=c, conv="en-before-exclusive")
with use(now=NC, pref="past", **E):
    K("design income so far this month", ls(ymd(2062, 4, 1), today(), "salary"), cat=c, conv="since", unsure=FEE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("away game in philly tmrw, weather?", wx("Philadelphia", rel(1)), cat=c)
    KM("weekend weather in nyc, wanna take frank out", [wx("New York", wd(6)), wx("New York", wd(7))], cat=c)
    KM("chicago weather 25th to 27th for the expo", [wx("Chicago", ymd(2062, 9, 25)), wx("Chicago", ymd(2062, 9, 26)),
        wx("Chicago", ymd(2062, 9, 27))], cat=c, unsure="25th to 27th read as three days, one call each")
with use(now=NB, pref="future", **E):
    K("how cold is it in new york today, frank's got a checkup", wx("New York", today()), cat=c, unsure="said 00:40: today = 01-01")
    K("high point weather jan 8", wx("High Point", ymd(2063, 1, 8)), cat=c)
with use(now=NC, pref="future", **E):
    K("rain in boston fri for the away game?", wx("Boston", wd(5)), cat=c, unsure="fri = 04-28")
    KM("vegas weather may 8 and 9", [wx("Las Vegas", ymd(2062, 5, 8)), wx("Las Vegas", ymd(2062, 5, 9))], cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run in newark tmrw morning before practice", ra("Newark", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("good day for a run tmrw in new york", ra("New York", rel(1)), cat=c, unsure=AFTERMID)
with use(now=NC, pref="future", **E):
    K("can i run tmrw in brooklyn, practice is at 5", ra("Brooklyn", rel(1)), cat=c)
    K("running sat morning in hoboken?", ra("Hoboken", wd(6)), cat=c, unsure="sat = 04-29")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Frank's PT", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("Frank's PT", dt(wk(1, 4), 9), dt(wk(1, 4), 10))]
    K("move next thursday's PT to friday 10am", cu(1, title="PT", date=wk(1, 4), start=dt(wk(1, 5), 10)), cat=c, given=g,
      unsure="two PT sessions the same week; next thursday = 09-21; friday 10am said Friday 13:05 has passed: 09-22")
    g = [ev("Contractor visit", dt(rel(1), 10), dt(rel(1), 11)), ev("Contractor visit", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("contractor tmrw is coming at 3pm instead", cu(0, title="contractor", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two contractor visits on different days")
    g = [ev("League away game", dt(wd(7), 15), dt(wd(7), 17)), ev("Cinema shift", dt(wd(6), 10), dt(wd(6), 16))]
    K("sunday's game is rained out, push it a week same time", cu(0, title="game", date=wd(7), start=dt(wk(1, 7), 15)), cat=c, given=g,
      unsure="sunday = 09-17, a week later 09-24; the reason as context")
with use(now=NB, pref="future", **E):
    g = [ev("Maria comes", dt(rel(1), 9), dt(rel(1), 12)), ev("Maria comes", dt(wd(4), 9), dt(wd(4), 12))]
    K("maria thursday make it 2pm", cu(1, title="maria", date=wd(4), start=dt(wd(4), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the carer's two visits on different days; thursday = 01-04")
    g = [ev("Frank's checkup", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("Frank's PT", dt(wd(3), 9), dt(wd(3), 10))]
    K("frank's checkup a day earlier", cu(0, title="frank's checkup", start=dt(wk(1, 1) - td(days=1), 10)), cat=c, given=g,
      conv="next-upcoming", unsure="a relative shift of the stored start: 01-08 10:00 → 01-07 10:00")
with use(now=NC, pref="future", **E):
    g = [ev("Site visit", dt(rel(1), 10), dt(rel(1), 11)), ev("Site visit", dt(wd(5), 10), dt(wd(5), 11))]
    K("friday's site visit to saturday, same time", cu(1, title="site visit", date=wd(5), start=dt(wd(6), 10)), cat=c, given=g,
      conv="move-keeps-clock", unsure="two site visits on different days; friday = 04-28, saturday = 04-29")
    g = [ev("Frank PT", dt(rel(1), 9), dt(rel(1), 10)), ev("Frank's doctor", dt(wd(5), 14), dt(wd(5), 15))]
    K("push tmrw's PT back 30 min", cu(0, title="PT", date=rel(1), start=dt(rel(1), 9, 30)), cat=c, given=g)
    g = [ev("Away game", dt(wd(5), 19), dt(wd(5), 21)), ev("Practice", dt(rel(1), 18), dt(rel(1), 20))]
    K("fri away game moved to the sports center", cu(0, title="away game", date=wd(5), location="the sports center"), cat=c, given=g)
    g = [ev("Contract signing w/ mr. lopez", dt(rel(1), 11), dt(rel(1), 12)), ev("Measure mr. walsh's living room", dt(wd(5), 10), dt(wd(5), 11))]
    K("rename the contract signing to lopez house kickoff", cu(0, title="contract signing", new_title="lopez house kickoff"), cat=c, given=g,
      conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Video call w/ mrs. chen", dt(today(), 14), dt(today(), 15)), ev("Measure mr. walsh's living room", dt(wk(1, 5), 10), dt(wk(1, 5), 11))]
    K("mrs chen cancelled today's call, delete it", cdel(0, title="call", date=today()), cat=c, given=g)
    g = [ev("Frank's PT", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("Frank's PT", dt(wk(1, 4), 9), dt(wk(1, 4), 10))]
    K("cancel next tuesday's PT", cdel(0, title="PT", date=wk(1, 2)), cat=c, given=g, unsure="two PT sessions the same week; next tuesday = 09-19")
with use(now=NB, pref="future", **E):
    g = [ev("Stats lecture", dt(wd(3), 9, 30), dt(wd(3), 11)), ev("Stats lecture", dt(wd(5), 9, 30), dt(wd(5), 11))]
    K("no stats lecture fri, delete", cdel(1, title="stats lecture", date=wd(5)), cat=c, given=g, unsure="fri = 01-05")
    g = [ev("High point furniture market", ymd(2063, 1, 8), ymd(2063, 1, 10)), ev("Re-measure mrs. chen's kitchen", dt(rel(1), 14), dt(rel(1), 15))]
    K("not going to high point anymore", cdel(0, title="high point"), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **E):
    g = [ev("Furniture delivery", dt(rel(1), 14), dt(rel(1), 17)), ev("Curtain install", dt(rel(1), 10), dt(rel(1), 11))]
    K("tmrw's furniture delivery is off, supplier delayed", cdel(0, title="furniture delivery", date=rel(1)), cat=c, given=g,
      unsure="a delivery and an installation the same day")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("paint samples 27, uber to the site 18", [la("27", "shopping", "paint samples"), la("18", "transport", "uber")], cat=c, unsure=MAT)
with use(now=NA, pref="future", **E):
    KM("sofa delivery sat 1-3pm and check nyc weather that day", [cc("Sofa delivery", dt(wd(6), 13), dt(wd(6), 15)), wx("New York", wd(6))], cat=c)
with use(now=NB, pref="past", **E):
    KM("log the pension 2310 and show frank's meds for december",
       [la("2310", "salary", "pension", kind="income"), ls(ymd(2062, 12, 1), ymd(2062, 12, 31), "health")], cat=c, unsure=PENSION + "; " + MED)
with use(now=NB, pref="future", **E):
    KM("drop fri's stats lecture and add a makeup exam fri 3pm",
       [cdel(1, title="stats lecture", date=wd(5)), cc("Makeup exam", dt(wd(5), 15))], cat=c,
       given=[ev("Stats lecture", dt(wd(3), 9, 30), dt(wd(3), 11)), ev("Stats lecture", dt(wd(5), 9, 30), dt(wd(5), 11))],
       unsure="fri = 01-05")
with use(now=NC, pref="past", **E):
    KM("dinner 14, boba 6", [la("14", "food", "dinner"), la("6", "food", "boba")], cat=c)
    KM("PT 40, wheelchair rental 85", [la("40", "health", "PT"), la("85", "health", "wheelchair rental")], cat=c, unsure=MED)
with use(now=NC, pref="future", **E):
    KM("practice tmrw 7pm, also running advice for brooklyn tmrw", [cc("Practice", dt(rel(1), 19)), ra("Brooklyn", rel(1))], cat=c)
