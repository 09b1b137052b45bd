"""Round 40 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a dental hygienist training for her first triathlon (clinic days at set clocks, swim, bike and run sessions,
the race entry fee and a wetsuit bought, a physio visit, the weather for a long ride, a race-week plan moved, what the
race entries have cost this year), a one-man plumbing business (jobs at customers' addresses at set clocks, parts and
fittings bought, customers paying for jobs as income, van fuel and tolls, a job moved or cancelled, the weather before an
outdoor job, parts spending this month and the last N entries) and a church volunteer who coordinates the choir and the
food drive (choir practice, services, a bake sale, donations received for the drive as income, groceries bought for it,
renting a hall, a practice cancelled, what the food drive took in this quarter).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r40.py), New York wall time: NA = 2056-02-29T16:30 Tuesday, a leap day (a bare 4 → tomorrow
16:00, a bare 5 → 17:00, a bare 8 → 20:00; "tuesday afternoon" in progress, "tuesday 3pm" / "tuesday morning" over →
03-07; the end of the month is today, next month March from tomorrow; this weekend 03-04/05; St. Patrick's Friday 03-17,
US DST begins 03-12, Easter 04-02; looking back Valentine's 02-14, Presidents' Day 02-21); NB = 2054-04-01T09:10
Wednesday, April Fools' ("morning" 06–12 in progress, so "wednesday morning" is today; "7am" → tomorrow, "wednesday 7am"
→ 04-08; a bare 9 → tomorrow 09:00, a bare 10 → 10:00, a bare 7 → 19:00; this weekend 04-04/05; Mother's Day 05-10,
Memorial Day 05-25; last quarter Q1, last month March; looking back Easter 03-29, Good Friday 03-27); NC =
2056-12-31T23:20 Sunday, New Year's Eve ("this week" and "by the end of the year" today alone; tmrw = New Year's Day =
Monday 01-01, the start of next week; a bare 12 → tomorrow 12:00, a bare 1 → tomorrow 13:00; "sunday afternoon" over →
01-07; MLK Day 01-15; looking back Christmas 12-25; this year 2056, this quarter Q4)."""
from lib import *

NA = "2056-02-29T16:30:00"  # Tuesday 16:30, leap day
NB = "2054-04-01T09:10:00"  # Wednesday 09:10, April Fools'
NC = "2056-12-31T23:20:00"  # Sunday 23:20, New Year's Eve
E = dict(lang="en", tz="America/New_York")
EASTER54 = ymd(2054, 3, 29)
GOODFRI54 = ymd(2054, 3, 27)
STPAT56 = ymd(2056, 3, 17)
MLK57 = ymd(2057, 1, 15)
ENTRY = "a race entry fee filed as entertainment"
GEAR = "triathlon gear (wetsuit, goggles) filed as shopping"
JOBS = "customers paying for plumbing jobs filed as salary income (money earned by one's own work)"
PARTS = "plumbing parts and fittings bought for jobs filed as shopping"
DON = "donations and offerings received for the food drive filed as income of category other"
GROC = "groceries bought for the food drive filed as food"
HALL = "a hall rented for a church event filed as other"
POOL = "a pool pass filed as health, like a gym membership"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("swim class tmrw 6am", cc("Swim class", dt(rel(1), 6)), cat=c)
    K("clinic thurs 8:30 to 5:30", cc("Clinic", dt(wd(4), 8, 30), dt(wd(4), 17, 30)), cat=c, conv="bare-hour",
      unsure="8:30 reads am, 5:30 pm; thurs said Tuesday = 03-02")
    K("fix the leak at mr. wong's march 2 2-4pm", cc("Fix the leak at mr. wong's", dt(ymd(2056, 3, 2), 14), dt(ymd(2056, 3, 2), 16)), cat=c)
    K("sunday service next sun 10am", cc("Sunday service", dt(wk(1, 7), 10)), cat=c)
    K("bike trainer at 5", cc("Bike trainer", dt(today(), 17)), cat=c, conv="bare-hour")
    K("pick up fittings at the supply house at 4", cc("Pick up fittings", dt(rel(1), 16), location="the supply house"), cat=c, conv="bare-hour",
      unsure="a bare 4 at 16:30 has just passed: tomorrow 16:00; 'at the supply house' read as the place")
    K("choir practice at 8", cc("Choir practice", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:30: the pm reading 20:00 is ahead")
    K("bike camp march 11-12", cc("Bike camp", ymd(2056, 3, 11), ymd(2056, 3, 12)), cat=c)
    K("my first triathlon april 23", cc("My first triathlon", ymd(2056, 4, 23)), cat=c, unsure="'my' kept in the title")
    K("physio tuesday 3pm", cc("Physio", dt(wk(1, 2), 15)), cat=c, unsure="tuesday 3pm said Tuesday 16:30 has passed: next week 03-07")
    K("so friday, toilet repair, 9am", cc("Toilet repair", dt(wd(5), 9)), cat=c,
      unsure="the day and the clock said apart, a filler first")
    K("just sorted it w/ the choir director, extra rehearsal sat 2 to 4", cc("Extra rehearsal", dt(wd(6), 14), dt(wd(6), 16)), cat=c,
      conv="bare-hour", unsure="the agreement as context; a bare 2 to 4 reads pm")
    K("choir thurs 7pm, no wait, 7:30", cc("Choir", dt(wd(4), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
    K("ride tmrw 5:30am seriously wake me up", cc("Ride", dt(rel(1), 5, 30)), cat=c, unsure="the aside left out of the title")
with use(now=NB, pref="future", **E):
    K("unclog mrs. chen's drain tmrw 10am", cc("Unclog mrs. chen's drain", dt(rel(1), 10)), cat=c)
    K("choir rehearsal fri 7-9pm", cc("Choir rehearsal", dt(wd(5), 19), dt(wd(5), 21)), cat=c)
    K("physio april 6 at 1:30pm", cc("Physio", dt(ymd(2054, 4, 6), 13, 30)), cat=c)
    K("brick workout next sat 6-8am", cc("Brick workout", dt(wk(1, 6), 6), dt(wk(1, 6), 8)), cat=c)
    K("water heater swap at 10", cc("Water heater swap", dt(today(), 10)), cat=c, conv="bare-hour")
    K("supply run at 9", cc("Supply run", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed and, before noon, reads tomorrow 09:00")
    K("pool 7am", cc("Pool", dt(rel(1), 7)), cat=c, unsure="7am with no day said 09:10 has passed: tomorrow 07:00")
    K("training camp april 10-12", cc("Training camp", ymd(2054, 4, 10), ymd(2054, 4, 12)), cat=c)
    K("swim wednesday 7am", cc("Swim", dt(wk(1, 3), 7)), cat=c, unsure="wednesday 7am said Wednesday 09:10 has passed: next week 04-08")
    K("uh next monday, food drive, starts 2pm", cc("Food drive", dt(wk(1, 1), 14)), cat=c, unsure="the day and the clock said apart; 'starts' left out")
    K("sunday service in the morning 9:30 to 11", cc("Sunday service", dt(wd(7), 9, 30), dt(wd(7), 11)), cat=c)
    K("choir practice at 7", cc("Choir practice", dt(today(), 19)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    K("new year's service tmrw 3pm", cc("New year's service", dt(rel(1), 15)), cat=c)
    K("install a kitchen sink next wed 9am", cc("Install a kitchen sink", dt(wk(1, 3), 9)), cat=c)
    K("choir practice jan 6 7-9pm", cc("Choir practice", dt(ymd(2057, 1, 6), 19), dt(ymd(2057, 1, 6), 21)), cat=c)
    K("look at a leak at 12", cc("Look at a leak", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:20 is noon and has passed: tomorrow 12:00")
    K("physio at 1", cc("Physio", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed: tomorrow 13:00 (New Year's Day)")
    K("winter training camp jan 8 thru 10", cc("Winter training camp", ymd(2057, 1, 8), ymd(2057, 1, 10)), cat=c)
    K("long ride sunday 2pm", cc("Long ride", dt(wk(1, 7), 14)), cat=c, unsure="sunday 2pm said Sunday 23:20 has passed: next week 01-07")
    K("food drive bake sale jan 14", cc("Food drive bake sale", ymd(2057, 1, 14)), cat=c)
    K("water heater repair tue 10am no actually 10:30", cc("Water heater repair", dt(wd(2), 10, 30)), cat=c,
      unsure="a correction inside the message: 10:30 replaces 10:00; tue = 01-02")
    K("thurs choir practice 7:30 to 9:30pm", cc("Choir practice", dt(wd(4), 19, 30), dt(wd(4), 21, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("swim class tmrw 6am at the y", cc("Swim class", dt(rel(1), 6), location="the y"), cat=c)
    K("bake sale sat 10am location: fellowship hall", cc("Bake sale", dt(wd(6), 10), location="fellowship hall"), cat=c)
with use(now=NB, pref="future", **E):
    K("drain job tmrw 10am at 42 maple st apt 3", cc("Drain job", dt(rel(1), 10), location="42 maple st apt 3"), cat=c)
    K("physio april 6 1:30pm in the rehab center on 2nd ave", cc("Physio", dt(ymd(2054, 4, 6), 13, 30), location="the rehab center on 2nd ave"), cat=c)
with use(now=NC, pref="future", **E):
    K("new year's service tmrw 3pm at st. luke's", cc("New year's service", dt(rel(1), 15), location="st. luke's"), cat=c)
    K("sink install next wed 9am where: 18 river rd", cc("Sink install", dt(wk(1, 3), 9), location="18 river rd"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("choir sings st. patrick's day", cc("Choir sings", STPAT56), cat=c)
    K("open water swim easter sunday", cc("Open water swim", holiday_in("easter", 2056)), cat=c)
    K("clinic closed memorial day, long ride instead", cc("Long ride", holiday_in("memorial", 2056)), cat=c,
      unsure="the clinic closing as context; the event is the ride")
with use(now=NB, pref="future", **E):
    K("race memorial day", cc("Race", holiday_in("memorial", 2054)), cat=c)
    K("choir brunch mother's day 11am", cc("Choir brunch", dt(holiday_in("mothers", 2054), 11)), cat=c)
    K("food drive table cinco de mayo", cc("Food drive table", ymd(2054, 5, 5)), cat=c)
with use(now=NC, pref="future", **E):
    K("food drive mlk day", cc("Food drive", MLK57), cat=c)
    K("new year's day brunch w/ the choir 11am", cc("Brunch w/ the choir", dt(rel(1), 11)), cat=c, unsure="'w/ the choir' kept in the title")
    K("no jobs presidents' day, ride instead", cc("Ride", holiday_in("presidents", 2057)), cat=c, unsure="the day off as context; the event is the ride")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to stretch in 45 min", cc("Stretch", dt(today(), 17, 15)), cat=c)
    K("physio recheck two weeks from now", cc("Physio recheck", rel(14)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to head to the next job in an hour and a half", cc("Head to the next job", dt(today(), 10, 40)), cat=c)
    K("race 10 days from now", cc("Race", rel(10)), cat=c)
with use(now=NC, pref="future", **E):
    K("bed in half an hour", cc("Bed", dt(today(), 23, 50)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("first open water swim 3/19", cc("First open water swim", ymd(2056, 3, 19)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("bake sale 4/18/2054", cc("Bake sale", ymd(2054, 4, 18)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("bake sale 1/20/2057", cc("Bake sale", ymd(2057, 1, 20)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("bake sale the third saturday of march", cc("Bake sale", nth(2056, 3, 3, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("church bake sale the last saturday of april", cc("Church bake sale", lastwd(2054, 4, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("choir social the first saturday after new year's", cc("Choir social", ymd(2057, 1, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("swim wed and fri 6am", [cc("Swim", dt(wd(3), 6)), cc("Swim", dt(wd(5), 6))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("physio april 8, 15 and 22 at 2pm", [cc("Physio", dt(ymd(2054, 4, 8), 14)), cc("Physio", dt(ymd(2054, 4, 15), 14)), cc("Physio", dt(ymd(2054, 4, 22), 14))],
       cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("choir next tue and thurs 7pm", [cc("Choir", dt(wk(1, 2), 19)), cc("Choir", dt(wk(1, 4), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("paid the tri entry 265", la("265", "entertainment", "tri entry"), cat=c, unsure=ENTRY)
    K("mr. wong paid 350 for the valve", la("350", "salary", "valve", kind="income"), cat=c, unsure=JOBS)
    K("diesel 74", la("74", "transport", "diesel"), cat=c)
    K("donation came in 150", la("150", "other", "donation", kind="income"), cat=c, unsure=DON)
    K("bought a wetsuit 389", la("389", "shopping", "wetsuit"), cat=c, unsure=GEAR)
    K("physio 90", la("90", "health", "physio"), cat=c)
with use(now=NB, pref="past", **E):
    K("tee and ball valve 21 total", la("21", "shopping", "tee and ball valve"), cat=c, unsure=PARTS)
    K("tolls 9.50", la("9.5", "transport", "tolls"), cat=c)
    K("groceries for the food drive 136", la("136", "food", "groceries for the food drive"), cat=c, unsure=GROC)
    K("pool pass 85", la("85", "health", "pool pass"), cat=c, unsure=POOL)
    K("mrs. chen paid 180 for the drain", la("180", "salary", "drain", kind="income"), cat=c, unsure=JOBS)
with use(now=NC, pref="past", **E):
    K("sunday offering for the drive 1020", la("1020", "other", "offering", kind="income"), cat=c, unsure=DON)
    K("hall rental 600", la("600", "other", "hall rental"), cat=c, unsure=HALL)
    K("energy gels 15", la("15", "food", "energy gels"), cat=c, unsure="energy gels filed as food")
    K("got 480 for the water heater repair", la("480", "salary", "water heater repair", kind="income"), cat=c, unsure=JOBS)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("goggles on valentine's day 32", la("32", "shopping", "goggles", d=ymd(2056, 2, 14)), cat=c, unsure=GEAR)
    K("donation sat 200", la("200", "other", "donation", kind="income", d=wd(6)), cat=c, unsure="sat said Tuesday, looking back: 02-26; " + DON)
with use(now=NB, pref="past", **E):
    K("easter offering 2300", la("2300", "other", "easter offering", kind="income", d=EASTER54), cat=c,
      unsure="Easter 2054 = 03-29 names the day; " + DON)
    K("good friday tolls 14", la("14", "transport", "tolls", d=GOODFRI54), cat=c)
with use(now=NC, pref="past", **E):
    K("canned goods christmas day 96", la("96", "food", "canned goods", d=ymd(2056, 12, 25)), cat=c, unsure=GROC)
    K("gas yesterday 58", la("58", "transport", "gas", d=rel(-1)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many clinic days next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on for tmrw", cl(rel(1)), cat=c)
    K("anything this weekend besides the long ride", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **E):
    K("parts this month", ls(ymd(2056, 2, 1), ymd(2056, 2, 29), "shopping"), cat=c, unsure=PARTS)
    K("how much on fuel last month", ls(ymd(2056, 1, 1), ymd(2056, 1, 31), "transport"), cat=c)
    K("what have race entries cost me this year", ls(ymd(2056, 1, 1), ymd(2056, 12, 31), "entertainment"), cat=c, unsure=ENTRY)
with use(now=NB, pref="future", **E):
    K("schedule for early may", cl(ymd(2054, 5, 1), ymd(2054, 5, 10)), cat=c, conv="month-parts")
    K("any jobs saturday", cl(wd(6)), cat=c)
with use(now=NB, pref="past", **E):
    K("what did the food drive take in last quarter", ls(ymd(2054, 1, 1), ymd(2054, 3, 31), "other"), cat=c, conv="quarters", unsure=DON)
    K("show the last 10 entries in the ledger", ll(limit=10), cat=c)
    K("parts spending in march", ls(ymd(2054, 3, 1), ymd(2054, 3, 31), "shopping"), cat=c, unsure=PARTS)
with use(now=NC, pref="future", **E):
    K("jobs next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("mid-january plans", cl(ymd(2057, 1, 11), ymd(2057, 1, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("food drive donations this quarter", ls(ymd(2056, 10, 1), ymd(2056, 12, 31), "other"), cat=c, conv="quarters", unsure=DON)
    K("last 8 entries pls", ll(limit=8), cat=c)
    K("physio total this year", ls(ymd(2056, 1, 1), ymd(2056, 12, 31), "health"), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything i still have to do by the end of the month", cl(today(), today()), cat=c, conv="by-inclusive", unsure="the end of February is today (leap day): today alone")
    K("what's on before st. patrick's day", cl(today(), ymd(2056, 3, 16)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("job income month to date", ls(ymd(2056, 2, 1), today(), "salary"), cat=c, conv="since", unsure=JOBS)
with use(now=NB, pref="future", **E):
    K("my jobs the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("anything scheduled by friday", cl(today(), wd(5)), cat=c, conv="by-inclusive")
with use(now=NB, pref="past", **E):
    K("van fuel so far this month", ls(today(), today(), "transport"), cat=c, conv="since", unsure="said on the 1st: today alone")
with use(now=NC, pref="future", **E):
    K("anything left this week, or is that it", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday night: today alone")
    K("what's on before mlk day", cl(today(), ymd(2057, 1, 14)), cat=c, conv="en-before-exclusive")
with use(now=NC, pref="past", **E):
    K("parts the past 30 days", ls(rel(-29), today(), "shopping"), cat=c, unsure=PARTS)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    KM("weekend weather in charlottesville, long ride", [wx("Charlottesville", wd(6)), wx("Charlottesville", wd(7))], cat=c)
    K("rain in trenton tmrw? outdoor spigot job", wx("Trenton", rel(1)), cat=c, unsure="the job as context")
with use(now=NB, pref="future", **E):
    K("windy in worcester tmrw, digging out a line", wx("Worcester", rel(1)), cat=c)
    KM("tampa weather april 10 11 and 12", [wx("Tampa", ymd(2054, 4, 10)), wx("Tampa", ymd(2054, 4, 11)), wx("Tampa", ymd(2054, 4, 12))], cat=c, conv="distribute")
    K("weather in allentown today", wx("Allentown"), cat=c)
with use(now=NC, pref="future", **E):
    K("how cold in scranton tmrw", wx("Scranton", rel(1)), cat=c)
    KM("orlando weather the next 3 days", [wx("Orlando", today()), wx("Orlando", rel(1)), wx("Orlando", rel(2))], cat=c, conv="n-days-counting-today",
       unsure="said 23:20: today, 01-01, 01-02")
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in baltimore tmrw morning", ra("Baltimore", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("ok to run in savannah today", ra("Savannah"), cat=c)
with use(now=NC, pref="future", **E):
    K("can i run in philadelphia on new year's day", ra("Philadelphia", rel(1)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Fix the leak at mr. wong's", dt(ymd(2056, 3, 2), 14), dt(ymd(2056, 3, 2), 16)), ev("Final check at mr. wong's", dt(ymd(2056, 3, 9), 14), dt(ymd(2056, 3, 9), 15))]
    K("make the march 2 job at mr. wong's 3pm", cu(0, title="mr. wong's", date=ymd(2056, 3, 2), start=dt(ymd(2056, 3, 2), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two visits to the same client on different days")
    g = [ev("Physio", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), ev("Swim class", dt(rel(1), 6), dt(rel(1), 7))]
    K("move next tuesday's physio to thursday, same time", cu(0, title="physio", date=wk(1, 2), start=dt(wk(1, 4), 15)), cat=c, given=g,
      conv="move-keeps-clock", unsure="thursday read in the same week as next tuesday: 03-09")
    g = [ev("Choir practice", dt(today(), 20), dt(today(), 22)), ev("Bake sale planning", dt(today(), 18), dt(today(), 19))]
    K("push tonight's choir practice back 30 min", cu(0, title="choir practice", date=today(), start=dt(today(), 20, 30)), cat=c, given=g)
    g = [ev("Race week", ymd(2056, 4, 17), ymd(2056, 4, 23)), ev("Bike camp", ymd(2056, 3, 11), ymd(2056, 3, 12))]
    K("shift race week back a week", cu(0, title="race week", start=ymd(2056, 4, 24), end=ymd(2056, 4, 30)), cat=c, given=g, conv="next-upcoming",
      unsure="a week-long plan moved a week: start and end both shifted, written as dates")
with use(now=NB, pref="future", **E):
    g = [ev("Water heater swap", dt(today(), 10), dt(today(), 12)), ev("Water heater swap", dt(wk(1, 3), 10), dt(wk(1, 3), 12))]
    K("push today's water heater swap an hour", cu(0, title="water heater swap", date=today(), start=dt(today(), 11)), cat=c, given=g,
      unsure="'push … an hour' read as later")
    g = [ev("Choir rehearsal", dt(wd(5), 19), dt(wd(5), 21)), ev("Sunday service", dt(wd(7), 9, 30), dt(wd(7), 11))]
    K("friday's rehearsal is 7:30-9:30pm now", cu(0, title="rehearsal", date=wd(5), start=dt(wd(5), 19, 30), end=dt(wd(5), 21, 30)), cat=c, given=g)
    g = [ev("Physio", dt(ymd(2054, 4, 6), 13, 30), dt(ymd(2054, 4, 6), 14, 30)), ev("Pool", dt(rel(1), 7), dt(rel(1), 8))]
    K("change the physio location to the rehab center 3rd floor", cu(0, title="physio", location="the rehab center 3rd floor"), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **E):
    g = [ev("Install a kitchen sink", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), ev("Install a kitchen sink", dt(wk(2, 3), 9), dt(wk(2, 3), 11))]
    K("move next wed's sink install to thursday, still 9", cu(0, title="sink", date=wk(1, 3), start=dt(wk(1, 4), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Choir practice", dt(ymd(2057, 1, 6), 19), dt(ymd(2057, 1, 6), 21)), ev("Bake sale", ymd(2057, 1, 20), ymd(2057, 1, 20))]
    K("rename the jan 6 choir practice to first practice of the year", cu(0, title="choir practice", date=ymd(2057, 1, 6), new_title="First practice of the year"),
      cat=c, given=g)
    g = [ev("New year's service", dt(rel(1), 15), dt(rel(1), 17)), ev("Choir warm-up", dt(rel(1), 13), dt(rel(1), 14, 30))]
    K("tmrw's new year's service is 4pm now", cu(0, title="new year's service", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g, conv="clock-only-keeps-day")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Choir", dt(wd(4), 19, 30), dt(wd(4), 21, 30)), ev("Choir", dt(wk(1, 4), 19, 30), dt(wk(1, 4), 21, 30))]
    K("cancel thursday's choir, director's sick", cdel(0, title="choir", date=wd(4)), cat=c, given=g, unsure="the reason as context; thursday = 03-02")
    g = [ev("Long ride", dt(wd(6), 7), dt(wd(6), 12)), ev("Long run", dt(wd(7), 7), dt(wd(7), 9))]
    K("drop saturday's long ride, rain all day", cdel(0, title="long ride", date=wd(6)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Unclog mrs. chen's drain", dt(rel(1), 10), dt(rel(1), 11)), ev("Faucet at the parks'", dt(rel(1), 14), dt(rel(1), 15))]
    K("scrap tmrw's drain job at mrs. chen's, she fixed it herself", cdel(0, title="mrs. chen", date=rel(1)), cat=c, given=g)
    g = [ev("Choir practice", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("Choir practice", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("cancel choir practice the wednesday after next", cdel(1, title="choir practice", date=wk(2, 3)), cat=c, given=g, conv="after-next")
with use(now=NC, pref="future", **E):
    g = [ev("Physio", dt(rel(1), 13), dt(rel(1), 14)), ev("Physio", dt(wk(1, 3), 13), dt(wk(1, 3), 14))]
    K("cancel physio on new year's day", cdel(0, title="physio", date=rel(1)), cat=c, given=g)
    g = [ev("Food drive", MLK57, MLK57), ev("Bake sale", ymd(2057, 1, 20), ymd(2057, 1, 20))]
    K("someone else is running the mlk day food drive, take it off", cdel(0, title="food drive", date=MLK57), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("tee 3 and ball valve 18", [la("3", "shopping", "tee"), la("18", "shopping", "ball valve")], cat=c, unsure=PARTS)
with use(now=NA, pref="future", **E):
    KM("bike camp march 11-12, also weather in richmond both days",
       [cc("Bike camp", ymd(2056, 3, 11), ymd(2056, 3, 12)), wx("Richmond", ymd(2056, 3, 11)), wx("Richmond", ymd(2056, 3, 12))], cat=c)
    KM("log a 150 donation and bake sale sat 10am", [la("150", "other", "donation", kind="income", d=today()), cc("Bake sale", dt(wd(6), 10))], cat=c, unsure=DON)
with use(now=NB, pref="past", **E):
    KM("diesel 70, tolls 9.50", [la("70", "transport", "diesel"), la("9.5", "transport", "tolls")], cat=c)
with use(now=NB, pref="future", **E):
    KM("drain job tmrw 10am and a faucet at 2pm", [cc("Drain job", dt(rel(1), 10)), cc("Faucet", dt(rel(1), 14))], cat=c, unsure="the day said once for both")
with use(now=NC, pref="past", **E):
    KM("offering 1020 came in, canned goods 96", [la("1020", "other", "offering", kind="income"), la("96", "food", "canned goods")], cat=c, unsure=DON + "; " + GROC)
with use(now=NC, pref="future", **E):
    KM("what's on tmrw + orlando weather", [cl(rel(1)), wx("Orlando", rel(1))], cat=c)
    KM("cancel next wed's sink install and move thursday's physio to 2pm",
       [cdel(0, title="sink install", date=wk(1, 3)), cu(1, title="physio", date=wk(1, 4), start=dt(wk(1, 4), 14))], cat=c,
       given=[ev("Sink install", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), ev("Physio", dt(wk(1, 4), 13), dt(wk(1, 4), 14))])

# =============================================================================== more, in the same proportions
c = "composition"
with use(now=NA, pref="future", **E):
    K("clinic next thurs 8am to 5pm", cc("Clinic", dt(wk(1, 4), 8), dt(wk(1, 4), 17)), cat=c)
    K("food drive planning mtg tmrw night 7", cc("Food drive planning mtg", dt(rel(1), 19)), cat=c, unsure="night pins the pm reading")
with use(now=NB, pref="future", **E):
    K("extra choir rehearsal tuesday after next 7pm", cc("Extra choir rehearsal", dt(wk(2, 2), 19)), cat=c, conv="after-next")
    K("toilet repair fri 10am", cc("Toilet repair", dt(wd(5), 10)), cat=c)
    K("open water swim tmrw 6am", cc("Open water swim", dt(rel(1), 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("kitchen repipe next fri 9am-12pm", cc("Kitchen repipe", dt(wk(1, 5), 9), dt(wk(1, 5), 12)), cat=c)
c = "location"
with use(now=NB, pref="future", **E):
    K("sunday service 9:30am at grace chapel", cc("Sunday service", dt(wd(7), 9, 30), location="grace chapel"), cat=c)
c = "money"
with use(now=NA, pref="past", **E):
    K("bridge toll 6", la("6", "transport", "bridge toll"), cat=c)
with use(now=NB, pref="past", **E):
    K("customer sent the water heater balance 849", la("849", "salary", "water heater balance", kind="income"), cat=c, unsure=JOBS)
with use(now=NC, pref="past", **E):
    K("box of teflon tape 24", la("24", "shopping", "teflon tape"), cat=c, unsure=PARTS)
c = "delete"
with use(now=NB, pref="future", **E):
    g = [ev("Choir rehearsal", dt(wd(5), 19), dt(wd(5), 21)), ev("Toilet repair", dt(wd(5), 10), dt(wd(5), 11))]
    K("kill friday night's rehearsal", cdel(0, title="rehearsal", date=wd(5)), cat=c, given=g, unsure="a rehearsal and a job the same day")
c = "update"
with use(now=NB, pref="future", **E):
    g = [ev("Choir rehearsal", dt(wd(5), 19), dt(wd(5), 21)), ev("Toilet repair", dt(wd(5), 10), dt(wd(5), 11))]
    K("move friday's toilet repair to 2pm", cu(1, title="toilet repair", date=wd(5), start=dt(wd(5), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="a rehearsal and a job the same day")
c = "multi"
with use(now=NA, pref="past", **E):
    KM("mr. wong paid 350 today, diesel 74", [la("350", "salary", "mr. wong", kind="income"), la("74", "transport", "diesel")], cat=c, unsure=JOBS)
with use(now=NC, pref="future", **E):
    KM("water heater repair next mon 10am, also philadelphia weather tmrw", [cc("Water heater repair", dt(wk(1, 1), 10)), wx("Philadelphia", rel(1))], cat=c,
       unsure="said Sunday: next mon = tmrw = 01-01")
