"""Round 44 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a commercial airline pilot with a rotating roster (duty days over several days, early report times, layovers
in other cities, the weather at each destination, a simulator check ride, per diem as income, a uniform and a headset
bought, a swapped trip, what the layovers cost this month), a small landlord who also works as a part-time notary
(tenant viewings and signings at set clocks, two visits by contractors, rent and notary fees as income, repairs and a
plumber paid, property tax, an appointment moved or cancelled, repair spending this year and the last N entries) and a
student preparing for the SAT with a tutor (classes and practice tests at set clocks, exam days over several days,
tutoring fees and books paid by the parents, a study plan moved, the weather on exam day, tutoring spending since the
term began).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r44.py): NA = 2059-03-31T05:20 Monday before dawn, the last day of March and Q1, Easter Monday
("5am" → tomorrow 05:00, a bare 5 → 17:00 today, a bare 8 → 08:00 today, "4am" → 04-01 04:00; "monday 5am" over →
04-07; "by the end of the month" = today alone; April Fools' and Q2 tomorrow; this weekend 04-05/06, next week 04-07 …
04-13; Memorial Day 05-26; looking back Easter 03-30, Good Friday 03-28, March, Q1); NB = 2059-09-07T21:45 Sunday night
("this week" = today alone; "tmrw" = Monday 09-08; "wed" = 09-10; a bare 9 → tomorrow 09:00, a bare 10 → 22:00, a bare 8
→ tomorrow 08:00; "2am" → 09-08 02:00; "sunday 3pm" over → 09-14; the first Saturday of October 10-04, Columbus Day
10-13; looking back Labor Day 09-01, Friday 09-05, August); NC = 2059-12-24T13:10 Wednesday, Christmas Eve (a bare 1 →
tomorrow 13:00, a bare 2 → 14:00, a bare 8 → 20:00; "10am" → tomorrow 10:00; "wednesday 10am" over → 12-31; Christmas
tomorrow, this weekend 12-27/28, next week 12-29 … 2060-01-04, New Year's Day Thursday 2060-01-01, MLK Day 2060-01-19;
looking back Black Friday 11-28, last Friday 12-19, Q4)."""
from lib import *

NA = "2059-03-31T05:20:00"  # Monday 05:20, the last day of March and of Q1, Easter Monday
NB = "2059-09-07T21:45:00"  # Sunday 21:45
NC = "2059-12-24T13:10:00"  # Wednesday 13:10, Christmas Eve
E = dict(lang="en", tz="America/New_York")
EASTER59 = ymd(2059, 3, 30)
GOODFRI59 = ymd(2059, 3, 28)
MEMORIAL59 = ymd(2059, 5, 26)
LABOR59 = ymd(2059, 9, 1)
COLUMBUS59 = ymd(2059, 10, 13)
BLACKFRI59 = ymd(2059, 11, 28)
MLK60 = ymd(2060, 1, 19)
PERDIEM = "per diem filed as salary income (paid by the airline for one's own work)"
GEAR = "a uniform, a headset and other flying gear filed as shopping"
RENT = "rent received filed as housing income (as earlier rounds file a landlord's rent)"
NOTARY = "notary fees received filed as salary income (paid for one's own work)"
REPAIR = "repairs, a plumber and property tax on the rentals filed as housing"
TUTOR = "tutoring fees and prep books filed as education"
HOTEL = "a layover hotel filed as housing (a place to stay away from home)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("report tmrw 6am denver turn", cc("Report denver turn", dt(rel(1), 6)), cat=c, unsure="the title keeps 'report' and the trip")
    K("sim check ride thurs 2-6pm", cc("Sim check ride", dt(wd(4), 14), dt(wd(4), 18)), cat=c)
    K("lease signing w/ new tenant april 3 10am", cc("Lease signing w/ new tenant", dt(ymd(2059, 4, 3), 10)), cat=c)
    K("math tutor tonight 7:30", cc("Math tutor", dt(today(), 19, 30)), cat=c)
    K("notary appt at 5", cc("Notary appt", dt(today(), 17)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 05:20 reads 17:00 today (its am reading has just passed)")
    K("apartment showing at 8", cc("Apartment showing", dt(today(), 8)), cat=c, conv="bare-hour")
    K("up at 5am for vocab", cc("Vocab", dt(rel(1), 5)), cat=c, unsure="5am with no day said 05:20 has just passed: tomorrow 05:00; 'up for' left out of the title")
    K("crew van pickup 4am", cc("Crew van pickup", dt(rel(1), 4)), cat=c, unsure="4am with no day said 05:20 has passed: tomorrow 04:00")
    K("4 day trip apr 8 thru 11", cc("4 day trip", ymd(2059, 4, 8), ymd(2059, 4, 11)), cat=c)
    K("run monday 5am", cc("Run", dt(wk(1, 1), 5)), cat=c, unsure="monday 5am said Monday 05:20 has passed: next week 04-07")
    K("wed, tenant walkthrough, 3pm", cc("Tenant walkthrough", dt(wd(3), 15)), cat=c, unsure="the day and the clock said apart")
    K("mom says tutoring moved so english fri 6-8pm", cc("English", dt(wd(5), 18), dt(wd(5), 20)), cat=c, unsure="the mother's word as context")
    K("showing wed 4pm no wait 4:30", cc("Showing", dt(wd(3), 16, 30)), cat=c, unsure="a correction inside the message: 16:30 replaces 16:00")
with use(now=NB, pref="future", **E):
    K("report tmrw 5:30am seattle trip", cc("Report seattle trip", dt(rel(1), 5, 30)), cat=c)
    K("showing for the 2br wed 4-5pm", cc("Showing for the 2br", dt(wd(3), 16), dt(wd(3), 17)), cat=c)
    K("physics tutoring thurs 7pm", cc("Physics tutoring", dt(wd(4), 19)), cat=c)
    K("notary office at 9", cc("Notary office", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    K("one more practice section at 10", cc("One more practice section", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 21:45: the pm reading 22:00 is ahead")
    K("electrician coming at 8", cc("Electrician coming", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:45 has passed both ways: tomorrow 08:00")
    K("four days flying sept 15-18", cc("Four days flying", ymd(2059, 9, 15), ymd(2059, 9, 18)), cat=c)
    K("proctored practice test sunday 3pm", cc("Proctored practice test", dt(wk(1, 7), 15)), cat=c,
      unsure="sunday 3pm said Sunday 21:45 has passed: next Sunday 09-14")
    K("land in anchorage 2am", cc("Land in anchorage", dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 09-08 02:00")
    K("uh tuesday, notarize the deed, 10am", cc("Notarize the deed", dt(wd(2), 10)), cat=c, unsure="the day and the clock said apart")
    K("new roster's out, phoenix layover sept 12 to 14", cc("Phoenix layover", ymd(2059, 9, 12), ymd(2059, 9, 14)), cat=c, unsure="the new roster as context")
    K("vocab review tonight 10:30 actually 11", cc("Vocab review", dt(today(), 23)), cat=c, unsure="a correction inside the message: 23:00 replaces 22:30")
with use(now=NC, pref="future", **E):
    K("report christmas 6am chicago turn", cc("Report chicago turn", dt(ymd(2059, 12, 25), 6)), cat=c)
    K("lease signing fri 10-11am", cc("Lease signing", dt(wd(5), 10), dt(wd(5), 11)), cat=c)
    K("math tutoring next wed 6:30pm", cc("Math tutoring", dt(wk(1, 3), 18, 30)), cat=c)
    K("notary at 1", cc("Notary", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:10 has just passed: tomorrow 13:00")
    K("plumber at 2", cc("Plumber", dt(today(), 14)), cat=c, conv="bare-hour")
    K("practice problems at 8", cc("Practice problems", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:10 reads 20:00 tonight")
    K("condo showing 10am", cc("Condo showing", dt(rel(1), 10)), cat=c, unsure="10am with no day said 13:10 has passed: tomorrow 10:00")
    K("sat prep bootcamp jan 13-15", cc("Sat prep bootcamp", ymd(2060, 1, 13), ymd(2060, 1, 15)), cat=c)
    K("notary office wednesday 10am", cc("Notary office", dt(wk(1, 3), 10)), cat=c, unsure="wednesday 10am said Wednesday 13:10 has passed: next week 12-31")
    K("swapped trips so sat, miami turn, report 7am", cc("Miami turn", dt(wd(6), 7)), cat=c,
      unsure="the swapped trip as context; the day and the clock said apart; 'report' left out of the title")
    K("tutor's still coming on christmas eve, english tonight 7", cc("English", dt(today(), 19)), cat=c, unsure="the context before it")

c = "location"
with use(now=NA, pref="future", **E):
    K("showing wed 4:30pm at 18 Elm Street", cc("Showing", dt(wd(3), 16, 30), location="18 Elm Street"), cat=c)
    K("sim check thurs 2pm, location: the CAE training center", cc("Sim check", dt(wd(4), 14), location="the CAE training center"), cat=c)
with use(now=NB, pref="future", **E):
    K("notary signing tue 10am, where: the public library", cc("Notary signing", dt(wd(2), 10), location="the public library"), cat=c)
    K("physics tutoring thurs 7pm at the tutor's office", cc("Physics tutoring", dt(wd(4), 19), location="the tutor's office"), cat=c)
with use(now=NC, pref="future", **E):
    K("lease signing fri 10am at 42 Oak Avenue", cc("Lease signing", dt(wd(5), 10), location="42 Oak Avenue"), cat=c)
    K("sim check dec 30 2pm, location: the Delta training center", cc("Sim check", dt(ymd(2059, 12, 30), 14), location="the Delta training center"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("flying to orlando april fools' day", cc("Flying to orlando", ymd(2059, 4, 1)), cat=c)
    K("tenant moves out memorial day", cc("Tenant moves out", MEMORIAL59), cat=c)
    K("brunch with mom mother's day 11am", cc("Brunch with mom", dt(holiday_in("mothers", 2059), 11)), cat=c)
with use(now=NB, pref="future", **E):
    K("no flying columbus day", cc("No flying", COLUMBUS59), cat=c)
    K("layover in sf over halloween", cc("Layover in sf", ymd(2059, 10, 31)), cat=c, unsure="'in sf' kept in the title: part of the activity")
    K("thanksgiving dinner with family", cc("Dinner with family", holiday_in("thanksgiving", 2059)), cat=c)
with use(now=NC, pref="future", **E):
    K("off new year's day", cc("Off", ymd(2060, 1, 1)), cat=c)
    K("tenant meeting mlk day 3pm", cc("Tenant meeting", dt(MLK60, 15)), cat=c)
    K("fly back the day after christmas", cc("Fly back", ymd(2059, 12, 26)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me in 3 hours to be at the airport", cc("Be at the airport", dt(today(), 8, 20)), cat=c)
    K("sim check two weeks from now", cc("Sim check", rel(14)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me lights out in 45 min", cc("Lights out", dt(today(), 22, 30)), cat=c)
with use(now=NC, pref="future", **E):
    K("call the tenant back in half an hour", cc("Call the tenant back", dt(today(), 13, 40)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("new tenant moves in 4/15", cc("New tenant moves in", ymd(2059, 4, 15)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("monthly test 9/20/2059 8am", cc("Monthly test", dt(ymd(2059, 9, 20), 8)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("lease renewal 8/1", cc("Lease renewal", ymd(2060, 8, 1)), cat=c, conv="en-month-first", unsure="8/1 said in December: next year's August 1")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("second practice sat the second saturday of april", cc("Second practice sat", nth(2059, 4, 2, 6)), cat=c)
    K("plumber a week from thursday", cc("Plumber", wd(4) + td(days=7)), cat=c)
with use(now=NB, pref="future", **E):
    K("sat exam the first saturday of october", cc("Sat exam", nth(2059, 10, 1, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("practice sat the third saturday of january", cc("Practice sat", nth(2060, 1, 3, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("tutoring tue and fri 7pm", [cc("Tutoring", dt(wd(2), 19)), cc("Tutoring", dt(wd(5), 19))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("showings mon and thu at 3pm", [cc("Showings", dt(wd(1), 15)), cc("Showings", dt(wd(4), 15))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("practice tests sat and sun 9am", [cc("Practice tests", dt(wd(6), 9)), cc("Practice tests", dt(wd(7), 9))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("per diem hit 412", la("412", "salary", "per diem", kind="income"), cat=c, unsure=PERDIEM)
    K("unit 2 rent in 1650", la("1650", "housing", "unit 2 rent", kind="income"), cat=c, unsure=RENT)
    K("plumber 275", la("275", "housing", "plumber"), cat=c, unsure=REPAIR)
    K("new uniform jacket 189", la("189", "shopping", "uniform jacket"), cat=c, unsure=GEAR)
    K("tutor 180, mom paid", la("180", "education", "tutor"), cat=c, unsure=TUTOR + "; who paid as context")
    K("airport parking 36", la("36", "transport", "airport parking"), cat=c)
with use(now=NB, pref="past", **E):
    K("notary fees 75 in", la("75", "salary", "notary fees", kind="income"), cat=c, unsure=NOTARY)
    K("three sat prep books 64", la("64", "education", "sat prep books"), cat=c, unsure=TUTOR)
    K("property tax paid 3,100", la("3100", "housing", "property tax"), cat=c, unsure=REPAIR)
    K("aviation headset 1,095", la("1095", "shopping", "aviation headset"), cat=c, unsure=GEAR)
    K("had to pay the phoenix hotel myself 164", la("164", "housing", "phoenix hotel"), cat=c, unsure=HOTEL)
with use(now=NC, pref="past", **E):
    K("tutoring even on christmas eve, 160", la("160", "education", "tutoring"), cat=c, unsure=TUTOR + "; the context before it")
    K("new locks 140", la("140", "housing", "new locks"), cat=c, unsure=REPAIR)
    K("tenant in 3B sent rent 1,725", la("1725", "housing", "rent", kind="income"), cat=c, unsure=RENT)
    K("cab in chicago 31", la("31", "transport", "cab"), cat=c)
    K("per diem came through 238", la("238", "salary", "per diem", kind="income"), cat=c, unsure=PERDIEM)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("paid the plumber good friday 310", la("310", "housing", "plumber", d=GOODFRI59), cat=c, unsure=REPAIR)
    K("notary fees yesterday 90", la("90", "salary", "notary fees", kind="income", d=rel(-1)), cat=c, unsure=NOTARY)
with use(now=NB, pref="past", **E):
    K("prep books friday 48", la("48", "education", "prep books", d=wd(5)), cat=c, unsure="friday said Sunday, looking back = 09-05; " + TUTOR)
    K("rent came in labor day 1800", la("1800", "housing", "rent", kind="income", d=LABOR59), cat=c, unsure=RENT)
with use(now=NC, pref="past", **E):
    K("tutor black friday 170", la("170", "education", "tutor", d=BLACKFRI59), cat=c, unsure=TUTOR)
    K("water heater last friday 410", la("410", "housing", "water heater", d=wk(-1, 5)), cat=c, unsure="last friday said Wednesday = 12-19; " + REPAIR)
    K("headset cushions 2 days ago 45", la("45", "shopping", "headset cushions", d=rel(-2)), cat=c, unsure=GEAR)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on this weekend, any showings", cl(wd(6), wd(7)), cat=c)
    K("how many duty days next wk", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything on april 1", cl(ymd(2059, 4, 1)), cat=c)
with use(now=NA, pref="past", **E):
    K("rent collected this month", ls(ymd(2059, 3, 1), ymd(2059, 3, 31), "housing"), cat=c, unsure=RENT + "; the summary takes that category")
    K("repair spending q1", ls(ymd(2059, 1, 1), ymd(2059, 3, 31), "housing"), cat=c, conv="quarters", unsure=REPAIR)
    K("pls show my last 10 entries", ll(limit=10), cat=c)
with use(now=NB, pref="future", **E):
    K("practice tests in late september?", cl(ymd(2059, 9, 21), ymd(2059, 9, 30)), cat=c, conv="month-parts")
    K("my roster next week", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("what did the layover hotels cost me this month", ls(ymd(2059, 9, 1), ymd(2059, 9, 30), "housing"), cat=c, unsure=HOTEL)
    K("tutoring total last month", ls(ymd(2059, 8, 1), ymd(2059, 8, 31), "education"), cat=c, unsure=TUTOR)
    K("last 5 repair entries", ll(category="housing", limit=5), cat=c, unsure=REPAIR)
with use(now=NC, pref="future", **E):
    K("what's on next week, trips and tutoring", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything new year's day", cl(ymd(2060, 1, 1)), cat=c)
with use(now=NC, pref="past", **E):
    K("repairs this year total", ls(ymd(2059, 1, 1), ymd(2059, 12, 31), "housing"), cat=c, unsure=REPAIR + "; this year as the whole year (the skill's own reading of a period)")
    K("notary fees this quarter", ls(ymd(2059, 10, 1), ymd(2059, 12, 31), "salary"), cat=c, conv="quarters", unsure=NOTARY)
    K("last 8 tutoring payments", ll(category="education", limit=8), cat=c, unsure=TUTOR)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("any notary stuff left by the end of the month", cl(today(), today()), cat=c, conv="by-inclusive", unsure="said on the last day of the month: today alone")
    K("showings before april 10", cl(today(), ymd(2059, 4, 9)), cat=c, conv="en-before-exclusive")
    K("flights the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("repairs so far this year", ls(ymd(2059, 1, 1), today(), "housing"), cat=c, conv="since", unsure=REPAIR)
with use(now=NB, pref="future", **E):
    K("any other duty this week", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    K("what trips do i have before columbus day", cl(today(), ymd(2059, 10, 12)), cat=c, conv="en-before-exclusive")
with use(now=NB, pref="past", **E):
    K("tutoring since school started sept 1", ls(ymd(2059, 9, 1), today(), "education"), cat=c, conv="since",
      unsure="the term's start given in the message; " + TUTOR)
    K("rent month to date", ls(ymd(2059, 9, 1), today(), "housing"), cat=c, conv="since", unsure=RENT)
with use(now=NC, pref="future", **E):
    K("showings before new year's", cl(today(), ymd(2059, 12, 31)), cat=c, conv="en-before-exclusive")
    K("trips left by the end of the year", cl(today(), ymd(2059, 12, 31)), cat=c, conv="by-inclusive")
    K("flights in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("layover spending so far this month", ls(ymd(2059, 12, 1), today()), cat=c, conv="since", unsure="layover spending without one category")
    K("notary fees in the past 30 days", ls(rel(-29), today(), "salary"), cat=c, unsure=NOTARY)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in denver tmrw? flying in", wx("Denver", rel(1)), cat=c)
    KM("orlando weather this weekend", [wx("Orlando", wd(6)), wx("Orlando", wd(7))], cat=c)
    KM("denver tmrw and salt lake city wed, weather?", [wx("Denver", rel(1)), wx("Salt Lake City", wd(3))], cat=c,
       unsure="two cities on two days: one call each")
with use(now=NB, pref="future", **E):
    K("seattle weather tmrw", wx("Seattle", rel(1)), cat=c)
    K("how cold on test day 9/20 in boston", wx("Boston", ymd(2059, 9, 20)), cat=c, conv="en-month-first")
    KM("phoenix tue, las vegas wed, weather", [wx("Phoenix", wd(2)), wx("Las Vegas", wd(3))], cat=c, unsure="two cities on two days: one call each")
with use(now=NC, pref="future", **E):
    K("chicago weather this afternoon", wx("Chicago"), cat=c)
    KM("weather for the bootcamp jan 13 to 15 in boston", [wx("Boston", ymd(2060, 1, 13)), wx("Boston", ymd(2060, 1, 14)), wx("Boston", ymd(2060, 1, 15))],
       cat=c, unsure="several days: one call each")
    KM("miami weather next 3 days", [wx("Miami", today()), wx("Miami", rel(1)), wx("Miami", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run in denver this morning", ra("Denver"), cat=c)
with use(now=NB, pref="future", **E):
    K("good for a run in seattle tmrw morning?", ra("Seattle", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("can i run in miami saturday", ra("Miami", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Lease signing w/ new tenant", dt(ymd(2059, 4, 3), 10), dt(ymd(2059, 4, 3), 11)), ev("Lease signing w/ new tenant", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("move thursday's lease signing to 2pm", cu(0, title="lease signing", date=wd(4), start=dt(wd(4), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two signings with the same title on different days; thursday = 04-03")
    g = [ev("Sim check ride", dt(wd(4), 14), dt(wd(4), 18)), ev("Math tutor", dt(today(), 19, 30), dt(today(), 21))]
    K("push the sim check ride to friday same time", cu(0, title="sim check ride", start=dt(wd(5), 14)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("Plumber visit", dt(wd(3), 9), dt(wd(3), 11)), ev("Electrician visit", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("plumber on wed now coming at 3pm", cu(0, title="plumber", date=wd(3), start=dt(wd(3), 15)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two contractor visits")
    g = [ev("Math tutor", dt(today(), 19, 30), dt(today(), 21)), ev("English tutor", dt(rel(1), 19, 30), dt(rel(1), 21))]
    K("push tonight's math tutor back half an hour", cu(0, title="math tutor", date=today(), start=dt(today(), 20)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Showing for the 2br", dt(wd(3), 16), dt(wd(3), 17)), ev("Showing for the 2br", dt(wd(6), 10), dt(wd(6), 11))]
    K("move wed's showing up to 2pm", cu(0, title="showing", date=wd(3), start=dt(wd(3), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two viewings with the same title; wed said Sunday = 09-10")
    g = [ev("Four days flying", ymd(2059, 9, 15), ymd(2059, 9, 18)), ev("Phoenix layover", ymd(2059, 9, 12), ymd(2059, 9, 14))]
    K("swapped with a buddy, make the four day trip sept 16-19", cu(0, title="four day", start=ymd(2059, 9, 16), end=ymd(2059, 9, 19)), cat=c, given=g,
      conv="next-upcoming", unsure="a swapped trip: both days written as dates; 'four day trip' vs the stored 'Four days flying' (title substring 'four day')")
    g = [ev("Physics tutoring", dt(wd(4), 19), dt(wd(4), 21)), ev("Chemistry tutoring", dt(wd(4), 16), dt(wd(4), 18))]
    K("thursday physics tutoring is at the library now", cu(0, title="physics tutoring", date=wd(4), location="the library"), cat=c, given=g)
    g = [ev("Study plan: math practice set", dt(rel(1), 19), dt(rel(1), 21)), ev("Study plan: vocab", dt(rel(2), 19), dt(rel(2), 21))]
    K("move tmrw's math practice set to tuesday same time", cu(0, title="math practice set", date=rel(1), start=dt(wd(2), 19)), cat=c, given=g,
      conv="move-keeps-clock", unsure="a study plan moved; tuesday = 09-09")
with use(now=NC, pref="future", **E):
    g = [ev("Lease signing", dt(wd(5), 10), dt(wd(5), 11)), ev("Plumber", dt(today(), 14), dt(today(), 15))]
    K("move the lease signing to next monday same time", cu(0, title="lease signing", start=dt(wk(1, 1), 10)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("Practice tests", dt(wd(6), 9), dt(wd(6), 12)), ev("Practice tests", dt(wd(7), 9), dt(wd(7), 12))]
    K("sunday's practice test to 2pm", cu(1, title="practice test", date=wd(7), start=dt(wd(7), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two practice tests on two days")
    g = [ev("Sim check", dt(ymd(2059, 12, 30), 14), dt(ymd(2059, 12, 30), 18)), ev("Report chicago turn", dt(rel(1), 6), dt(rel(1), 12))]
    K("rename the sim check to sim evaluation", cu(0, title="sim check", new_title="Sim evaluation"), cat=c, given=g, conv="next-upcoming")
    g = [ev("Condo showing", dt(rel(1), 10), dt(rel(1), 11)), ev("Notary signing", dt(rel(1), 15), dt(rel(1), 16))]
    K("change tmrw's condo showing to 11 to noon", cu(0, title="condo showing", date=rel(1), start=dt(rel(1), 11), end=dt(rel(1), 12)), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Showing", dt(wd(3), 16, 30), dt(wd(3), 17, 30)), ev("Notary signing", dt(wd(3), 15), dt(wd(3), 16))]
    K("cancel wed's showing, they backed out", cdel(0, title="showing", date=wd(3)), cat=c, given=g,
      unsure="a viewing and a notary signing the same day; the reason as context")
    g = [ev("Plumber visit", dt(wd(3), 9), dt(wd(3), 11)), ev("Electrician visit", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("electrician next tue not needed anymore", cdel(1, title="electrician", date=wk(1, 2)), cat=c, given=g, unsure="two contractor visits")
with use(now=NB, pref="future", **E):
    g = [ev("Phoenix layover", ymd(2059, 9, 12), ymd(2059, 9, 14)), ev("Four days flying", ymd(2059, 9, 15), ymd(2059, 9, 18))]
    K("gave the phoenix trip away, delete it", cdel(0, title="phoenix"), cat=c, given=g, conv="next-upcoming", unsure="a swapped trip")
    g = [ev("Showings", dt(wd(1), 15), dt(wd(1), 16)), ev("Showings", dt(wd(4), 15), dt(wd(4), 16))]
    K("scrap thursday's showing", cdel(1, title="showing", date=wd(4)), cat=c, given=g, unsure="two viewings with the same title on different days")
    g = [ev("Vocab review", dt(today(), 23), dt(rel(1), 0)), ev("Physics tutoring", dt(wd(4), 19), dt(wd(4), 21))]
    K("drop tonight's vocab review, too tired", cdel(0, title="vocab review", date=today()), cat=c, given=g, unsure="the reason as context")
with use(now=NC, pref="future", **E):
    g = [ev("Live q&a stream", dt(rel(1), 20), dt(rel(1), 22)), ev("Ship notarized docs", dt(rel(1), 15), dt(rel(1), 16))]
    K("cancel tmrw's live q&a stream", cdel(0, title="live", date=rel(1)), cat=c, given=g, unsure="a live stream and a shipping run the same day")
    g = [ev("Practice tests", dt(wd(6), 9), dt(wd(6), 12)), ev("Practice tests", dt(wd(7), 9), dt(wd(7), 12))]
    K("delete saturday's practice test", cdel(0, title="practice test", date=wd(6)), cat=c, given=g, unsure="two practice tests on two days")
    g = [ev("Sat prep bootcamp", ymd(2060, 1, 13), ymd(2060, 1, 15)), ev("Math tutoring", dt(wk(1, 3), 18, 30), dt(wk(1, 3), 20))]
    K("no math tutoring next wed, tutor's away", cdel(1, title="math tutoring", date=wk(1, 3)), cat=c, given=g, unsure="the reason as context")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("rent 1650 in, plus plumber 275", [la("1650", "housing", "rent", kind="income"), la("275", "housing", "plumber")], cat=c,
       unsure=RENT + "; " + REPAIR)
with use(now=NA, pref="future", **E):
    KM("trip apr 8-11, and denver weather on the 8th", [cc("Trip", ymd(2059, 4, 8), ymd(2059, 4, 11)), wx("Denver", ymd(2059, 4, 8))], cat=c)
    KM("math tmrw 7pm and english the day after at 7pm", [cc("Math", dt(rel(1), 19)), cc("English", dt(rel(2), 19))], cat=c)
with use(now=NB, pref="past", **E):
    KM("notary 75, per diem 238, cab 19", [la("75", "salary", "notary", kind="income"), la("238", "salary", "per diem", kind="income"),
                                        la("19", "transport", "cab")], cat=c, unsure=NOTARY + "; " + PERDIEM)
with use(now=NB, pref="future", **E):
    KM("showing wed 4pm, and will it rain in boston that day", [cc("Showing", dt(wd(3), 16)), wx("Boston", wd(3))], cat=c)
    KM("move wed's showing to thu same time and delete saturday's",
       [cu(0, title="showing", date=wd(3), start=dt(wd(4), 16)), cdel(1, title="showing", date=wd(6))], cat=c,
       given=[ev("Showing for the 2br", dt(wd(3), 16), dt(wd(3), 17)), ev("Showing for the 2br", dt(wd(6), 10), dt(wd(6), 11))], conv="move-keeps-clock")
with use(now=NC, pref="past", **E):
    KM("tutor 160, practice book 28", [la("160", "education", "tutor"), la("28", "education", "practice book")], cat=c, unsure=TUTOR)
    KM("log property tax 3,100 then show what the rentals cost this year", [la("3100", "housing", "property tax"),
                                                                           ls(ymd(2059, 1, 1), ymd(2059, 12, 31), "housing")], cat=c, unsure=REPAIR)
with use(now=NC, pref="future", **E):
    KM("what's on this weekend, and chicago weather saturday", [cl(wd(6), wd(7)), wx("Chicago", wd(6))], cat=c)
    KM("tmrw showing 10am and notary signing 3pm", [cc("Showing", dt(rel(1), 10)), cc("Notary signing", dt(rel(1), 15))], cat=c,
       unsure="the day said once for both")
    KM("weather fri in chicago and sat in detroit", [wx("Chicago", wd(5)), wx("Detroit", wd(6))], cat="weather",
       unsure="two cities on two days: one call each")
