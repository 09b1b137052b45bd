"""Round 48 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  The same three people as
skills_zh_r48.py, typing in English in New York: a university lecturer who supervises theses (office hours, defenses,
a conference in another city, flights, hotels and reimbursements), a single mother who drives for a ride-hailing app
at night (her kids' swim lessons and activities, weekly payouts, gas and car washes, a parent-teacher conference) and
a family hosting relatives for the holidays (relatives arriving by train and plane for Thanksgiving, groceries in
bulk, gifts given and received, a restaurant booked, a station pickup moved).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r48.py): NA = 2062-02-08T16:45 Wednesday ("wednesday afternoon" in progress, "wednesday
morning" over → 02-15; a bare 4 → tomorrow 16:00, a bare 5 → 17:00, a bare 8 → 20:00; Valentine's Tuesday 02-14,
Presidents' Day 02-20, the month ends 02-28; looking back last friday 02-03, MLK Day 01-16, January); NB =
2061-11-23T22:10 Wednesday, the night before Thanksgiving (11-24; Black Friday 11-25, Cyber Monday 11-28; "tonight"
in progress, "wednesday afternoon" over → 11-30; a bare 10 → tomorrow 10:00, a bare 11 → 23:00; "2am" → 11-24 02:00;
the month ends 11-30; looking back Veterans Day 11-11, last friday 11-18, October); NC = 2061-07-09T06:15 Saturday at
dawn ("saturday morning" in progress; a bare 6 → 18:00, a bare 8 → 08:00 today; "6am" → tomorrow 06:00; this weekend
= today and tomorrow; Labor Day 09-05; looking back the Fourth 07-04, last fri 07-01, June, the first half of the
year)."""
from lib import *

NA = "2062-02-08T16:45:00"  # Wednesday 16:45
NB = "2061-11-23T22:10:00"  # Wednesday 22:10, the night before Thanksgiving
NC = "2061-07-09T06:15:00"  # Saturday 06:15
E = dict(lang="en", tz="America/New_York")
PAYOUT = "the ride-hailing app's weekly payout filed as salary income (money got from her own work, as earlier rounds filed a delivery driver's pay)"
REIMB = "a reimbursement coming in filed as income, category other (as earlier rounds did)"
GIFT_OUT = "a cash gift given filed as an expense, category other"
GIFT_IN = "a cash gift received filed as income, category other"
CAR = "gas and a car wash filed as transport"
HOTEL = "a hotel filed as housing (CONVENTIONS §12)"
LESSON = "children's swim lessons filed as education"
GROC = "groceries for the holiday filed as food"
FEE = "a conference registration fee filed as education"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("pick up grandma at penn station fri 9:40am", cc("Pick up grandma", dt(wd(5), 9, 40), location="penn station"), cat=c,
      unsure="'at penn station' introduced as a place; fri = 02-10")
    K("maya's swim lesson next tues 6-7pm", cc("Maya's swim lesson", dt(wk(1, 2), 18), dt(wk(1, 2), 19)), cat=c)
    K("thesis defense feb 16 2pm", cc("Thesis defense", dt(ymd(2062, 2, 16), 14)), cat=c)
    K("costco run at 4", cc("Costco run", dt(rel(1), 16)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    K("get the kids at 5", cc("Get the kids", dt(today(), 17)), cat=c, conv="bare-hour")
    K("go online for rides at 8 after the kids are down", cc("Go online for rides", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:45 reads 20:00; the context after it left out of the title")
    K("office hours wednesday 10am", cc("Office hours", dt(wk(1, 3), 10)), cat=c, unsure="wednesday 10am said Wednesday 16:45 has passed: next week 02-15")
    K("conference in chicago feb 20-23", cc("Conference", ymd(2062, 2, 20), ymd(2062, 2, 23), location="chicago"), cat=c,
      unsure="'in chicago' introduced as a place")
    K("uh thursday office hours 10 to noon, no wait, 11 to 1", cc("Office hours", dt(wd(4), 11), dt(wd(4), 13)), cat=c,
      unsure="a correction inside the message: 11:00–13:00 replaces 10:00–12:00; thursday = 02-09")
with use(now=NB, pref="future", **E):
    K("get aunt rose at the amtrak station tmrw 10:15am", cc("Get aunt rose", dt(rel(1), 10, 15), location="the amtrak station"), cat=c)
    K("uncle joe lands fri at 1:40pm", cc("Uncle joe lands", dt(wd(5), 13, 40)), cat=c)
    K("thesis defense dec 2 at 3pm", cc("Thesis defense", dt(ymd(2061, 12, 2), 15)), cat=c)
    K("turkey goes in at 10", cc("Turkey goes in", dt(rel(1), 10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    K("one last ride at 11 then home", cc("One last ride", dt(today(), 23)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:10 reads 23:00 tonight")
    K("airport run at 2am for my cousin", cc("Airport run for my cousin", dt(rel(1), 2)), cat=c, unsure="2am with no day = 11-24 02:00")
    K("swim lesson the monday after next 5:30pm", cc("Swim lesson", dt(wk(2, 1), 17, 30)), cat=c, conv="after-next", unsure="= 12-05")
    K("dec 3-6 conference in denver", cc("Conference", ymd(2061, 12, 3), ymd(2061, 12, 6), location="denver"), cat=c)
    K("my sister says thanksgiving dinner's at 3 at her place", cc("Thanksgiving dinner", dt(hol("thanksgiving"), 15), location="her place"), cat=c,
      unsure="the sister's word as context; a bare 3 with the holiday reads 15:00; 'at her place' as a place")
with use(now=NC, pref="future", **E):
    K("art class w/ lily today 10am", cc("Art class w/ lily", dt(today(), 10)), cat=c)
    K("thesis defense next wed 9:30-11", cc("Thesis defense", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11)), cat=c)
    K("pick up the kids at 6", cc("Pick up the kids", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00 today")
    K("camp drop-off at 8", cc("Camp drop-off", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:15 is ahead: 08:00 today")
    K("hit the road at 6am", cc("Hit the road", dt(rel(1), 6)), cat=c, unsure="6am with no day said 06:15 has passed: tomorrow 06:00")
    K("fly to seattle july 18 3pm", cc("Fly to seattle", dt(ymd(2061, 7, 18), 15)), cat=c)
    K("cousins come in by train 7/26, 3:40pm", cc("Cousins come in by train", dt(ymd(2061, 7, 26), 15, 40)), cat=c, conv="en-month-first")

c = "location"
with use(now=NA, pref="future", **E):
    K("valentine's dinner w/ the kids 6pm at olive garden", cc("Valentine's dinner w/ the kids", dt(ymd(2062, 2, 14), 18), location="olive garden"), cat=c)
    K("defense feb 16 2pm, location: hall 305", cc("Defense", dt(ymd(2062, 2, 16), 14), location="hall 305"), cat=c)
with use(now=NB, pref="future", **E):
    K("parent-teacher conference fri 5pm in room 12", cc("Parent-teacher conference", dt(wd(5), 17), location="room 12"), cat=c)
    K("family dinner saturday 7pm at luigi's", cc("Family dinner", dt(wd(6), 19), location="luigi's"), cat=c)
with use(now=NC, pref="future", **E):
    K("committee meeting mon 10am, where: the library seminar room", cc("Committee meeting", dt(wd(1), 10), location="the library seminar room"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("no school presidents' day, kids home", cc("No school", hol("presidents")), cat=c, unsure="Presidents' Day 2062 = 02-20; the context after it")
    K("st. patrick's parade w/ the kids", cc("St. patrick's parade w/ the kids", hol("stpatrick")), cat=c, unsure="the holiday word kept inside the title")
with use(now=NB, pref="future", **E):
    K("black friday shopping w/ the cousins", cc("Black friday shopping w/ the cousins", hol("blackfriday")), cat=c,
      unsure="the holiday word kept inside the title")
    K("everyone over christmas eve", cc("Everyone over", ymd(2061, 12, 24)), cat=c)
with use(now=NC, pref="future", **E):
    K("cookout at my sister's labor day", cc("Cookout", hol("labor"), location="my sister's"), cat=c, unsure="Labor Day 2061 = 09-05")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to leave for the airport in 40 min", cc("Leave for the airport", dt(today(), 17, 25)), cat=c)
with use(now=NB, pref="future", **E):
    K("check the pie in 25 minutes", cc("Check the pie", dt(today(), 22, 35)), cat=c)
with use(now=NC, pref="future", **E):
    K("wake the kids in an hour and a half", cc("Wake the kids", dt(today(), 7, 45)), cat=c)
    K("conference two weeks from now", cc("Conference", rel(14)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("grad interviews 2/25", cc("Grad interviews", ymd(2062, 2, 25)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("parent-teacher conference 12/9", cc("Parent-teacher conference", ymd(2061, 12, 9)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("conference check-in the second thursday of march", cc("Conference check-in", nth(2062, 3, 2, 4)), cat=c)
    K("fly home the day after presidents' day", cc("Fly home", hol("presidents") + td(days=1)), cat=c)
with use(now=NB, pref="future", **E):
    K("department party the second friday of december", cc("Department party", nth(2061, 12, 2, 5)), cat=c)
    K("cousins to jfk the sunday after thanksgiving", cc("Cousins to jfk", hol("thanksgiving") + td(days=3)), cat=c)
with use(now=NC, pref="future", **E):
    K("faculty meeting the first monday of august", cc("Faculty meeting", nth(2061, 8, 1, 1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("swim lessons tues and thurs 6pm", [cc("Swim lessons", dt(wd(2), 18)), cc("Swim lessons", dt(wd(4), 18))], cat=c, conv="distribute",
       unsure="tues = 02-14, thurs = 02-09")
with use(now=NB, pref="future", **E):
    KM("swim sat and sun at 10am", [cc("Swim", dt(wd(6), 10)), cc("Swim", dt(wd(7), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("jake's swim tues and thurs 5pm", [cc("Jake's swim", dt(wd(2), 17)), cc("Jake's swim", dt(wd(4), 17))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("gas 48.20", la("48.2", "transport", "gas"), cat=c, unsure=CAR)
    K("car wash 14", la("14", "transport", "car wash"), cat=c, unsure=CAR)
    K("weekly payout came in 1,180", la("1180", "salary", "weekly payout", kind="income"), cat=c, unsure=PAYOUT)
    K("conference registration 450", la("450", "education", "conference registration"), cat=c, unsure=FEE)
with use(now=NB, pref="past", **E):
    K("costco haul for thanksgiving 386.12", la("386.12", "food", "costco haul"), cat=c, unsure=GROC)
    K("flights to denver 412", la("412", "transport", "flights to denver"), cat=c)
    K("denver hotel 3 nights 657", la("657", "housing", "denver hotel"), cat=c, unsure=HOTEL)
    K("travel reimbursement came through 732", la("732", "other", "travel reimbursement", kind="income"), cat=c, unsure=REIMB)
    K("aunt rose gave the kids 50", la("50", "other", "aunt rose", kind="income"), cat=c, unsure=GIFT_IN)
with use(now=NC, pref="past", **E):
    K("swim lessons 120", la("120", "education", "swim lessons"), cat=c, unsure=LESSON)
    K("gave my nephew 50 for his birthday", la("50", "other", "nephew", kind="expense"), cat=c, unsure=GIFT_OUT)
    K("app payout 1,040", la("1040", "salary", "app payout", kind="income"), cat=c, unsure=PAYOUT)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("gas last friday 52", la("52", "transport", "gas", d=wk(-1, 5)), cat=c, unsure="last friday = 02-03; " + CAR)
    K("car wash mlk day 12", la("12", "transport", "car wash", d=hol("mlk")), cat=c, unsure="MLK Day 2062 = 01-16, looking back; " + CAR)
with use(now=NB, pref="past", **E):
    K("gas veterans day 45", la("45", "transport", "gas", d=hol("veterans")), cat=c, unsure="Veterans Day 2061 = 11-11; " + CAR)
    K("payout last friday 940", la("940", "salary", "payout", kind="income", d=wk(-1, 5)), cat=c, unsure="last friday = 11-18; " + PAYOUT)
    K("hotel yesterday 219", la("219", "housing", "hotel", d=rel(-1)), cat=c, unsure=HOTEL)
with use(now=NC, pref="past", **E):
    K("gas on the fourth 55", la("55", "transport", "gas", d=ymd(2061, 7, 4)), cat=c, unsure="the Fourth = 07-04, looking back; " + CAR)
    K("last fri payout 1,010", la("1010", "salary", "payout", kind="income", d=wk(-1, 5)), cat=c, unsure="last fri = 07-01; " + PAYOUT)
    K("reimbursement from the conference thursday 640", la("640", "other", "reimbursement", kind="income", d=wd(4)), cat=c,
      unsure="thursday said Saturday, looking back = 07-07; " + REIMB)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on next week, first week of classes", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything on valentine's", cl(ymd(2062, 2, 14)), cat=c)
    K("how many defenses mid-february", cl(ymd(2062, 2, 11), ymd(2062, 2, 20)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **E):
    K("travel spending last month", ls(ymd(2062, 1, 1), ymd(2062, 1, 31), "transport"), cat=c, unsure="travel read as transport")
    K("show me the last 10 entries, did i log the hotel", ll(limit=10), cat=c)
with use(now=NB, pref="future", **E):
    K("what's on this weekend, everyone's here", cl(wd(6), wd(7)), cat=c)
    K("what do i have early december", cl(ymd(2061, 12, 1), ymd(2061, 12, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("gas this month", ls(ymd(2061, 11, 1), ymd(2061, 11, 30), "transport"), cat=c, unsure=CAR)
    K("travel this year total", ls(ymd(2061, 1, 1), ymd(2061, 12, 31), "transport"), cat=c, unsure="this year = the whole year 2061; travel read as transport")
    K("show the last 5, looking for a payout", ll(limit=5), cat=c)
    K("groceries last month", ls(ymd(2061, 10, 1), ymd(2061, 10, 31), "food"), cat=c)
with use(now=NC, pref="future", **E):
    K("what's on this weekend, kids are off", cl(today(), rel(1)), cat=c, unsure="this weekend said Saturday = today and tomorrow")
    K("anything late july? thinking of visiting grandma", cl(ymd(2061, 7, 21), ymd(2061, 7, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("gas last month", ls(ymd(2061, 6, 1), ymd(2061, 6, 30), "transport"), cat=c, unsure=CAR)
    K("hotels the first half of the year", ls(ymd(2061, 1, 1), ymd(2061, 6, 30), "housing"), cat=c, conv="halves", unsure=HOTEL)
    K("last 8 transactions, need the hotel one", ll(limit=8), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("what's on before presidents' day, kids off then", cl(today(), hol("presidents") - td(days=1)), cat=c, conv="en-before-exclusive")
    K("next 5 days, when's everyone arriving", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **E):
    K("any defenses left by the end of the month", cl(today(), ymd(2061, 11, 30)), cat=c)
    K("what's on through cyber monday", cl(today(), hol("cybermonday")), cat=c, conv="until-inclusive")
with use(now=NB, pref="past", **E):
    K("gas month to date", ls(ymd(2061, 11, 1), today(), "transport"), cat=c, conv="since", unsure=CAR)
with use(now=NC, pref="future", **E):
    K("what's on by sunday", cl(today(), wd(7)), cat=c, conv="by-inclusive")
    K("swim lessons in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    KM("chicago weather feb 20 and 21, conference", [wx("Chicago", ymd(2062, 2, 20)), wx("Chicago", ymd(2062, 2, 21))], cat=c)
    K("snow in new york fri? grandma's train", wx("New York", wd(5)), cat=c)
with use(now=NB, pref="future", **E):
    K("weather tmrw in scranton, it's where we're from", wx("Scranton", rel(1)), cat=c, unsure="the home town as context")
    K("denver weather dec 3", wx("Denver", ymd(2061, 12, 3)), cat=c)
with use(now=NC, pref="future", **E):
    K("school trip to the zoo mon, rain in yonkers?", wx("Yonkers", wd(1)), cat=c, unsure="mon = 07-11")
    K("seattle weather july 18", wx("Seattle", ymd(2061, 7, 18)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run tmrw morning in new york?", ra("New York", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("turkey trot tmrw in philly, running weather ok?", ra("Philadelphia", rel(1)), cat=c, unsure="philly = Philadelphia")
with use(now=NC, pref="future", **E):
    K("can i run this morning in jersey city before bed", ra("Jersey City"), cat=c, unsure="the morning in progress at 06:15: today")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Grandma pickup at penn station", dt(wd(5), 9, 40), dt(wd(5), 10, 30)), ev("Get the kids", dt(today(), 17), dt(today(), 17, 30))]
    K("grandma's train is late, make the pickup 11:15", cu(0, title="pickup", start=dt(wd(5), 11, 15)), cat=c, given=g,
      conv=["next-upcoming", "clock-only-keeps-day"], unsure="a bare 11:15 on the event's day read am; the reason as context")
    g = [ev("Maya's swim lesson", dt(wk(1, 2), 18), dt(wk(1, 2), 19)), ev("Maya's swim lesson", dt(wk(1, 4), 18), dt(wk(1, 4), 19))]
    K("move next thursday's swim lesson to next friday same time", cu(1, title="swim lesson", date=wk(1, 4), start=dt(wk(1, 5), 18)), cat=c, given=g,
      conv="move-keeps-clock", unsure="two swim lessons on different days; next thursday = 02-16, next friday = 02-17")
with use(now=NB, pref="future", **E):
    g = [ev("Parent-teacher conference", dt(wd(5), 17), dt(wd(5), 17, 30)), ev("Thesis defense", dt(ymd(2061, 12, 2), 15), dt(ymd(2061, 12, 2), 17))]
    K("parent-teacher conference moved to monday 4pm", cu(0, title="parent-teacher conference", start=dt(wd(1), 16)), cat=c, given=g,
      conv="next-upcoming", unsure="monday = 11-28")
    g = [ev("Lecture: intro to sociology", dt(wk(1, 2), 9), dt(wk(1, 2), 10, 30)), ev("Office hours", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("push tuesday's lecture back an hour", cu(0, title="lecture", date=wk(1, 2), start=dt(wk(1, 2), 10)), cat=c, given=g,
      unsure="tuesday said Wednesday = next week 11-29 (the nearest Tuesday)")
with use(now=NC, pref="future", **E):
    g = [ev("Pick up cousins at the station", dt(ymd(2061, 7, 26), 15, 40), dt(ymd(2061, 7, 26), 16, 30)), ev("Pick up uncle at the airport", dt(ymd(2061, 7, 26), 21), dt(ymd(2061, 7, 26), 22))]
    K("station pickup on the 26th is now 4:20", cu(0, title="station", date=ymd(2061, 7, 26), start=dt(ymd(2061, 7, 26), 16, 20)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="a station pickup and an airport pickup the same day; a bare 4:20 read pm")
    g = [ev("Thesis defense", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11)), ev("Committee meeting", dt(wd(1), 10), dt(wd(1), 11))]
    K("move the defense to room 201", cu(0, title="defense", location="room 201"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Office hours", dt(wk(1, 3), 10), dt(wk(1, 3), 11)), ev("Office hours", dt(wd(4), 11), dt(wd(4), 13))]
    K("cancel thursday's office hours", cdel(1, title="office hours", date=wd(4)), cat=c, given=g, unsure="two office hours on different days; thursday = 02-09")
with use(now=NB, pref="future", **E):
    g = [ev("Swim", dt(wd(6), 10), dt(wd(6), 11)), ev("Swim", dt(wd(7), 10), dt(wd(7), 11))]
    K("no swim sunday, cousins are here", cdel(1, title="swim", date=wd(7)), cat=c, given=g, unsure="two swim lessons; sunday = 11-27; the reason as context")
    g = [ev("Lecture", dt(rel(1), 11), dt(rel(1), 12)), ev("Office hours", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("scrap tmrw's lecture, it's thanksgiving", cdel(0, title="lecture", date=rel(1)), cat=c, given=g, unsure="the reason as context")
with use(now=NC, pref="future", **E):
    g = [ev("Art class w/ lily", dt(today(), 10), dt(today(), 11)), ev("Camp drop-off", dt(today(), 8), dt(today(), 8, 30))]
    K("delete lily's art class today", cdel(0, title="art class", date=today()), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("gas 48 and car wash 14", [la("48", "transport", "gas"), la("14", "transport", "car wash")], cat=c, unsure=CAR)
with use(now=NA, pref="future", **E):
    KM("conference in chicago feb 20-23 and check chicago weather the 20th",
       [cc("Conference", ymd(2062, 2, 20), ymd(2062, 2, 23), location="chicago"), wx("Chicago", ymd(2062, 2, 20))], cat=c)
with use(now=NB, pref="past", **E):
    KM("log the reimbursement 732 then show travel this year", [la("732", "other", "reimbursement", kind="income"), ls(ymd(2061, 1, 1), ymd(2061, 12, 31), "transport")], cat=c,
       unsure=REIMB + "; this year = the whole year 2061")
    KM("pies 24.99, cranberries 23", [la("24.99", "food", "pies"), la("23", "food", "cranberries")], cat=c, unsure=GROC)
with use(now=NB, pref="future", **E):
    KM("get aunt rose tmrw 10:15am and what's the weather in new york tmrw", [cc("Get aunt rose", dt(rel(1), 10, 15)), wx("New York", rel(1))], cat=c)
with use(now=NC, pref="past", **E):
    KM("payout 1,040 in, gas 55 out", [la("1040", "salary", "payout", kind="income"), la("55", "transport", "gas")], cat=c, unsure=PAYOUT + "; " + CAR)
with use(now=NC, pref="future", **E):
    KM("cancel tuesday's swim and move thursday's to 6",
       [cdel(0, title="swim", date=wd(2)), cu(1, title="swim", date=wd(4), start=dt(wd(4), 18))], cat=c,
       given=[ev("Jake's swim", dt(wd(2), 17), dt(wd(2), 18)), ev("Jake's swim", dt(wd(4), 17), dt(wd(4), 18))],
       conv="clock-only-keeps-day", unsure="two swim lessons; tuesday = 07-12, thursday = 07-14; a bare 6 on the event's day read pm")
