"""Round 38 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a primary-school PE teacher who also referees youth basketball (classes at set clocks, a sports day, weekend
games to referee, referee fees as income, whistles, balls and cones bought, a game moved, the weather for an outdoor
sports day, referee fees this season), a retired man learning to paint who volunteers at a library (painting classes on
single dates, volunteer shifts, paints and canvases bought, his pension as income, a doctor's appointment, a class
cancelled, what paints cost this year) and a young couple moving to a new flat (viewings at set clocks, the movers over
two days, the deposit and the first month's rent, furniture bought, the internet installer's window, the handover
moved, what the move cost so far).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth
look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r38.py), New York wall time: NA = 2053-05-01T12:30 Thursday (a bare 12 → tomorrow 12:00, a bare
1 → 13:00, a bare 8 → 20:00; "thursday afternoon" in progress, "thursday morning" over → 05-08; this weekend 05-03/04;
Cinco de Mayo Monday 05-05, Mother's Day 05-11, Memorial Day 05-26, the end of the month Saturday 05-31; looking back
Easter 04-06); NB = 2052-12-25T07:15 Wednesday, Christmas morning ("morning" in progress; a bare 7 → 19:00, a bare 8 →
08:00, "7am" → tomorrow; Boxing Day tomorrow, this weekend 12-28/29, New Year's Eve Tuesday, New Year's Day next
Wednesday, MLK Day 2053-01-20; looking back Thanksgiving 11-28); NC = 2053-06-15T21:00 Sunday, Father's Day (this week is
today alone; "tmrw" Monday 06-16; a bare 10 → 22:00, a bare 8 → tomorrow 08:00; "sunday afternoon" over → 06-22;
Juneteenth Thursday 06-19, the end of the month Monday 06-30, the Fourth a Friday; looking back Memorial Day 05-26)."""
from lib import *

NA = "2053-05-01T12:30:00"  # Thursday 12:30
NB = "2052-12-25T07:15:00"  # Wednesday 07:15, Christmas
NC = "2053-06-15T21:00:00"  # Sunday 21:00, Father's Day
E = dict(lang="en", tz="America/New_York")
MOTHERS53 = ymd(2053, 5, 11)
MEMORIAL53 = ymd(2053, 5, 26)
REF = "referee fees filed as salary income (paid for one's own work)"
GEAR = "whistles, balls and cones bought filed as shopping"
PAINT = "paints, brushes, canvases and an easel filed as shopping"
CLASS = "the painting class fee filed as education"
PENSION = "the pension filed as income, category salary"
MOVE = "the movers filed as housing"
FLAT = "the apartment's deposit and rent filed as housing"
FURN = "furniture and a mattress filed as shopping"
NET = "the internet installation filed as housing, like other utilities"
NOCAT = "the move's cost so far: no category (housing and shopping mixed)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("apartment viewing tmrw 9am", cc("Apartment viewing", dt(rel(1), 9)), cat=c)
    K("movers coming sat 8am", cc("Movers coming", dt(wd(6), 8)), cat=c, unsure="sat said Thursday = 05-03")
    K("sports day rehearsal may 10 at 3pm", cc("Sports day rehearsal", dt(ymd(2053, 5, 10), 15)), cat=c)
    K("school team practice next tue 4 to 5:30pm", cc("School team practice", dt(wk(1, 2), 16), dt(wk(1, 2), 17, 30)), cat=c)
    K("line the track at 1", cc("Line the track", dt(today(), 13)), cat=c, conv="bare-hour")
    K("call the agent back at 12", cc("Call the agent back", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has just passed: tomorrow 12:00")
    K("moving may 6 thru 7", cc("Moving", ymd(2053, 5, 6), ymd(2053, 5, 7)), cat=c)
    K("3rd grade pe fri 9:50-10:30am", cc("3rd grade pe", dt(wd(5), 9, 50), dt(wd(5), 10, 30)), cat=c)
    K("ok so sunday, reffing the youth league, 2pm", cc("Reffing the youth league", dt(wd(7), 14)), cat=c, unsure="the day and the clock said apart, a filler first")
    K("knee appt tuesday 3pm no wait 4", cc("Knee appt", dt(wd(2), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00")
    K("follow-up thursday 10am", cc("Follow-up", dt(wk(1, 4), 10)), cat=c, unsure="thursday 10am said Thursday 12:30 has passed: next week 05-08")
    K("sports day may 17", cc("Sports day", ymd(2053, 5, 17)), cat=c)
    K("just talked to the landlord, signing the lease saturday 4pm", cc("Signing the lease", dt(wd(6), 16)), cat=c, unsure="the talk with the landlord as context")
    K("studio at 3:15", cc("Studio", dt(today(), 15, 15)), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    K("internet tech tmrw 2pm", cc("Internet tech", dt(rel(1), 14)), cat=c)
    K("one more viewing fri 10:30am", cc("One more viewing", dt(wd(5), 10, 30)), cat=c)
    K("library volunteer party dec 30 at 7pm", cc("Library volunteer party", dt(ymd(2052, 12, 30), 19)), cat=c)
    K("painting class next thurs 9-11am", cc("Painting class", dt(wk(1, 4), 9), dt(wk(1, 4), 11)), cat=c)
    K("video walkthrough w/ the landlord at 7", cc("Video walkthrough w/ the landlord", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 07:15 reads 19:00: ahead today")
    K("open up the library at 8", cc("Open up the library", dt(today(), 8)), cat=c, conv="bare-hour")
    K("morning run with the kids 7am", cc("Morning run with the kids", dt(rel(1), 7)), cat=c, unsure="7am with no day said 07:15 has passed: tomorrow 07:00")
    K("moving dec 28-29", cc("Moving", ymd(2052, 12, 28), ymd(2052, 12, 29)), cat=c)
    K("internet install window next mon 8am to noon", cc("Internet install window", dt(wk(1, 1), 8), dt(wk(1, 1), 12)), cat=c)
    K("head to the studio five to nine", cc("Head to the studio", dt(today(), 8, 55)), cat=c)
    K("um friday, doctor, afternoon, 2:30", cc("Doctor", dt(wd(5), 14, 30)), cat=c, unsure="the day, part of day and clock said apart")
with use(now=NC, pref="future", **E):
    K("first pe class tmrw 7:30am", cc("First pe class", dt(rel(1), 7, 30)), cat=c)
    K("couch delivery wed 3pm", cc("Couch delivery", dt(wd(3), 15)), cat=c, unsure="wed said Sunday = 06-18")
    K("summer sports day june 21 at 8am", cc("Summer sports day", dt(ymd(2053, 6, 21), 8)), cat=c)
    K("reffing two games next sat 2-4pm", cc("Reffing two games", dt(wk(1, 6), 14), dt(wk(1, 6), 16)), cat=c)
    K("go over the lesson plan at 10", cc("Go over the lesson plan", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:00: the pm reading 22:00 is ahead")
    K("internet guy at 8", cc("Internet guy", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:00 has passed both ways: tomorrow 08:00")
    K("moving june 27-28", cc("Moving", ymd(2053, 6, 27), ymd(2053, 6, 28)), cat=c)
    K("library shift sunday 2pm", cc("Library shift", dt(wk(1, 7), 14)), cat=c, unsure="sunday 2pm said Sunday 21:00 has passed: next Sunday 06-22")
    K("viewing tue 10am actually make it 10:30", cc("Viewing", dt(wd(2), 10, 30)), cat=c, unsure="a correction inside the message: 10:30 replaces 10:00")
    K("next thurs painting class 2 to 4pm", cc("Painting class", dt(wk(1, 4), 14), dt(wk(1, 4), 16)), cat=c, unsure="next thurs said Sunday = 06-19")

c = "location"
with use(now=NA, pref="future", **E):
    K("viewing tmrw 9am at 14 maple court", cc("Viewing", dt(rel(1), 9), location="14 maple court"), cat=c)
    K("sports day rehearsal may 10 3pm location: the school field", cc("Sports day rehearsal", dt(ymd(2053, 5, 10), 15), location="the school field"), cat=c)
with use(now=NB, pref="future", **E):
    K("viewing fri 10:30am at lakeview apartments", cc("Viewing", dt(wd(5), 10, 30), location="lakeview apartments"), cat=c)
    K("painting class next thurs 9am in room 2 of the senior center", cc("Painting class", dt(wk(1, 4), 9), location="room 2 of the senior center"), cat=c,
      unsure="a room inside a place after 'in' read as the place")
with use(now=NC, pref="future", **E):
    K("reffing next sat 2pm at the rec center", cc("Reffing", dt(wk(1, 6), 14), location="the rec center"), cat=c)
    K("viewing wed 8pm where: oak street lofts", cc("Viewing", dt(wd(3), 20), location="oak street lofts"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("library shift memorial day", cc("Library shift", MEMORIAL53), cat=c)
    K("internet guy cinco de mayo", cc("Internet guy", ymd(2053, 5, 5)), cat=c)
    K("lunch with my wife mother's day at noon", cc("Lunch with my wife", dt(MOTHERS53, 12)), cat=c)
with use(now=NB, pref="future", **E):
    K("move in new year's day", cc("Move in", ymd(2053, 1, 1)), cat=c)
    K("movers boxing day 9am", cc("Movers", dt(ymd(2052, 12, 26), 9)), cat=c)
    K("ref clinic mlk day", cc("Ref clinic", holiday_in("mlk", 2053)), cat=c)
with use(now=NC, pref="future", **E):
    K("no school juneteenth", cc("No school", ymd(2053, 6, 19)), cat=c, unsure="a note-like event: the remark as the title")
    K("library closed the fourth", cc("Library closed", ymd(2053, 7, 4)), cat=c)
    K("paint by the lake the day after juneteenth", cc("Paint by the lake", ymd(2053, 6, 20)), cat=c,
      unsure="'by the lake' kept in the title (not introduced by at/in)")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to grab the whistles in 40 min", cc("Grab the whistles", dt(today(), 13, 10)), cat=c)
    K("key handover a week from now", cc("Key handover", rel(7)), cat=c)
with use(now=NB, pref="future", **E):
    K("get me out the door in an hour", cc("Get me out the door", dt(today(), 8, 15)), cat=c, unsure="the title as said, without 'remind'")
    K("keys due 10 days from now", cc("Keys due", rel(10)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to take my bp pill in 20 min", cc("Take my bp pill", dt(today(), 21, 20)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("rent due 5/20", cc("Rent due", ymd(2053, 5, 20)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("checkup 1/8/2053", cc("Checkup", ymd(2053, 1, 8)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("ref clinic 7/5", cc("Ref clinic", ymd(2053, 7, 5)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("youth league the third saturday of may", cc("Youth league", nth(2053, 5, 3, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("league opener the first saturday of january", cc("League opener", nth(2053, 1, 1, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("hoops camp the second saturday of july", cc("Hoops camp", nth(2053, 7, 2, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("reffing sat and sun at 2pm", [cc("Reffing", dt(wd(6), 14)), cc("Reffing", dt(wd(7), 14))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("studio saturday and sunday 9am", [cc("Studio", dt(wd(6), 9)), cc("Studio", dt(wd(7), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("games june 18 and 19 at 7pm", [cc("Games", dt(ymd(2053, 6, 18), 19)), cc("Games", dt(ymd(2053, 6, 19), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("got 75 for reffing", la("75", "salary", "reffing", kind="income"), cat=c, unsure=REF)
    K("two whistles 18", la("18", "shopping", "whistles"), cat=c, unsure=GEAR)
    K("security deposit 2,350 paid", la("2350", "housing", "security deposit"), cat=c, unsure=FLAT)
    K("oil paints 46", la("46", "shopping", "oil paints"), cat=c, unsure=PAINT)
    K("pension hit 1,912", la("1912", "salary", "pension", kind="income"), cat=c, unsure=PENSION)
with use(now=NB, pref="past", **E):
    K("five canvases 70", la("70", "shopping", "canvases"), cat=c, unsure=PAINT)
    K("painting course fee 240", la("240", "education", "painting course fee"), cat=c, unsure=CLASS)
    K("internet install 99", la("99", "housing", "internet install"), cat=c, unsure=NET)
    K("doctor copay 25", la("25", "health", "copay"), cat=c)
    K("mattress 640", la("640", "shopping", "mattress"), cat=c, unsure=FURN)
with use(now=NC, pref="past", **E):
    K("first month's rent 2350", la("2350", "housing", "first month's rent"), cat=c, unsure=FLAT)
    K("couch 899", la("899", "shopping", "couch"), cat=c, unsure=FURN)
    K("movers balance 1,280", la("1280", "housing", "movers balance"), cat=c, unsure=MOVE)
    K("ten basketballs 150", la("150", "shopping", "basketballs"), cat=c, unsure=GEAR)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("ref fees easter sunday 120", la("120", "salary", "ref fees", kind="income", d=ymd(2053, 4, 6)), cat=c, unsure=REF)
    K("movers deposit tues 200", la("200", "housing", "movers deposit", d=wd(2)), cat=c, unsure="tues said Thursday, looking back: 04-29; " + MOVE)
with use(now=NB, pref="past", **E):
    K("ref fees thanksgiving tournament 150", la("150", "salary", "ref fees", kind="income", d=holiday_in("thanksgiving", 2052)), cat=c, unsure=REF)
    K("canvases christmas eve 42", la("42", "shopping", "canvases", d=ymd(2052, 12, 24)), cat=c, unsure=PAINT)
with use(now=NC, pref="past", **E):
    K("easel fri 85", la("85", "shopping", "easel", d=wd(5)), cat=c, unsure="fri said Sunday, looking back: 06-13; " + PAINT)
    K("memorial day game paid 65", la("65", "salary", "game", kind="income", d=MEMORIAL53), cat=c, unsure=REF)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many games am i reffing next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on for tmrw, classes or games", cl(rel(1)), cat=c)
    K("what's lined up early may", cl(ymd(2053, 5, 1), ymd(2053, 5, 10)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **E):
    K("how much on paints and canvases last month", ls(ymd(2053, 4, 1), ymd(2053, 4, 30), "shopping"), cat=c, unsure=PAINT)
    K("ref fees in april total", ls(ymd(2053, 4, 1), ymd(2053, 4, 30), "salary"), cat=c, unsure=REF)
with use(now=NB, pref="future", **E):
    K("anything on the calendar this weekend", cl(wd(6), wd(7)), cat=c)
    K("mid-january schedule?", cl(ymd(2053, 1, 11), ymd(2053, 1, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("what has the move cost this month", ls(ymd(2052, 12, 1), ymd(2052, 12, 31)), cat=c, unsure=NOCAT)
    K("pension total this year", ls(ymd(2052, 1, 1), ymd(2052, 12, 31), "salary"), cat=c, unsure=PENSION)
    K("pull up my last 5 entries pls", ll(limit=5), cat=c)
with use(now=NC, pref="future", **E):
    K("anything left for this week or am i done", cl(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday night: this week is today alone")
    K("classes and games the second half of june", cl(ymd(2053, 6, 16), ymd(2053, 6, 30)), cat=c, conv="half-month")
with use(now=NC, pref="past", **E):
    K("ref fees this quarter", ls(ymd(2053, 4, 1), ymd(2053, 6, 30), "salary"), cat=c, conv="quarters", unsure=REF)
    K("how much pension last month", ls(ymd(2053, 5, 1), ymd(2053, 5, 31), "salary"), cat=c, unsure=PENSION)
    K("list this month's spending", ll(ymd(2053, 6, 1), ymd(2053, 6, 30)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("games left by the end of the month", cl(today(), ymd(2053, 5, 31)), cat=c, conv="by-inclusive")
    K("what's on before mother's day", cl(today(), MOTHERS53 - td(days=1)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("paints year to date", ls(ymd(2053, 1, 1), today(), "shopping"), cat=c, conv="since", unsure=PAINT)
with use(now=NB, pref="future", **E):
    K("what's left before new year's", cl(today(), ymd(2052, 12, 31)), cat=c, conv="en-before-exclusive")
    K("library shifts the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("doctor spending the past 30 days", ls(rel(-29), today(), "health"), cat=c)
with use(now=NC, pref="future", **E):
    K("anything before juneteenth", cl(today(), ymd(2053, 6, 18)), cat=c, conv="en-before-exclusive")
    K("games in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("move costs so far this month", ls(ymd(2053, 6, 1), today()), cat=c, conv="since", unsure=NOCAT)
    K("furniture the past two weeks", ls(rel(-13), today(), "shopping"), cat=c, unsure=FURN)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("sports day may 17 is it gonna rain in boston", wx("Boston", ymd(2053, 5, 17)), cat=c, unsure="the sports day as context")
    KM("weekend weather in columbus, reffing sat and sun", [wx("Columbus", wd(6)), wx("Columbus", wd(7))], cat=c)
    K("how hot tmrw in phoenix", wx("Phoenix", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("how cold is it in chicago today", wx("Chicago"), cat=c)
    KM("moving dec 28 and 29, weather in denver", [wx("Denver", ymd(2052, 12, 28)), wx("Denver", ymd(2052, 12, 29))], cat=c)
with use(now=NC, pref="future", **E):
    K("sports day june 21 weather in atlanta", wx("Atlanta", ymd(2053, 6, 21)), cat=c)
    KM("rain in baltimore tmrw or the day after", [wx("Baltimore", rel(1)), wx("Baltimore", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in portland tmrw morning", ra("Portland", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run in minneapolis tmrw", ra("Minneapolis", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("ok to run tmrw in houston", ra("Houston", rel(1)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Reffing youth league", dt(wd(6), 14), dt(wd(6), 16)), ev("Reffing youth league", dt(wd(7), 14), dt(wd(7), 16))]
    K("saturday's league game moved to next saturday same time", cu(0, title="league", date=wd(6), start=dt(wk(1, 6), 14)), cat=c, given=g,
      conv="move-keeps-clock", unsure="a game moved a week at its own clock")
    g = [ev("Apartment viewing", dt(rel(1), 9), dt(rel(1), 10)), ev("Signing the lease", dt(wd(6), 16), dt(wd(6), 17))]
    K("push tmrw's viewing to 10:30", cu(0, title="viewing", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Key handover", ymd(2053, 5, 8), ymd(2053, 5, 8)), ev("Moving", ymd(2053, 5, 6), ymd(2053, 5, 7))]
    K("handover back a day", cu(0, title="handover", start=ymd(2053, 5, 9)), cat=c, given=g, conv="next-upcoming",
      unsure="an all-day handover shifted a day: the new start written as a date")
with use(now=NB, pref="future", **E):
    g = [ev("Painting class", dt(wk(1, 4), 9), dt(wk(1, 4), 11)), ev("Painting class", dt(wk(2, 4), 9), dt(wk(2, 4), 11))]
    K("make next thursday's painting class 2-4pm", cu(0, title="painting class", date=wk(1, 4), start=dt(wk(1, 4), 14), end=dt(wk(1, 4), 16)), cat=c, given=g)
    g = [ev("Internet install window", dt(wk(1, 1), 8), dt(wk(1, 1), 12)), ev("Internet tech", dt(rel(1), 14), dt(rel(1), 15))]
    K("push the internet tech tmrw back an hour", cu(1, title="internet tech", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g)
    g = [ev("Library shift", dt(rel(1), 9), dt(rel(1), 12)), ev("Library volunteer party", dt(ymd(2052, 12, 30), 19), dt(ymd(2052, 12, 30), 21))]
    K("rename the volunteer party to volunteer party and awards", cu(1, title="volunteer party", new_title="Volunteer party and awards"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Reffing two games", dt(wk(1, 6), 14), dt(wk(1, 6), 16)), ev("Summer sports day", dt(ymd(2053, 6, 21), 8), dt(ymd(2053, 6, 21), 12))]
    K("next saturday's games start at 3 instead", cu(0, title="games", date=wk(1, 6), start=dt(wk(1, 6), 15)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the games and the sports day on the same Saturday 06-21; a bare 3 with the afternoon event: 15:00")
    g = [ev("Viewing", dt(wd(2), 10, 30), dt(wd(2), 11, 30)), ev("Viewing", dt(wd(4), 10, 30), dt(wd(4), 11, 30))]
    K("move tuesday's viewing to wednesday", cu(0, title="viewing", date=wd(2), start=dt(wd(3), 10, 30)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Couch delivery", dt(wd(3), 15), dt(wd(3), 16)), ev("Bed delivery", dt(wd(3), 10), dt(wd(3), 11))]
    K("couch delivery location is 22 birch lane now", cu(0, title="couch delivery", location="22 birch lane"), cat=c, given=g,
      unsure="the delivery address as the event's location")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Painting class", dt(wk(1, 2), 9), dt(wk(1, 2), 11)), ev("Painting class", dt(wk(2, 2), 9), dt(wk(2, 2), 11))]
    K("skip next tuesday's painting class, cancel it", cdel(0, title="painting class", date=wk(1, 2)), cat=c, given=g)
    g = [ev("Knee appt", dt(wd(2), 16), dt(wd(2), 17)), ev("Follow-up", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("delete the knee appt tuesday", cdel(0, title="knee appt", date=wd(2)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("One more viewing", dt(wd(5), 10, 30), dt(wd(5), 11, 30)), ev("Signing the lease", dt(wd(6), 16), dt(wd(6), 17))]
    K("we got the place, cancel friday's viewing", cdel(0, title="viewing", date=wd(5)), cat=c, given=g, unsure="getting the place as the reason")
    g = [ev("Youth league", dt(wd(6), 14), dt(wd(6), 16)), ev("Youth league", dt(wd(7), 14), dt(wd(7), 16))]
    K("sunday's league game is off", cdel(1, title="league", date=wd(7)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Library shift", dt(wk(1, 7), 14), dt(wk(1, 7), 17)), ev("Library book sort", dt(wk(1, 6), 9), dt(wk(1, 6), 11))]
    K("drop next sunday's library shift, someone's covering", cdel(0, title="library shift", date=wk(1, 7)), cat=c, given=g)
    g = [ev("Internet guy", dt(rel(1), 8), dt(rel(1), 9)), ev("AC repair", dt(rel(1), 14), dt(rel(1), 15))]
    K("cancel the internet guy tmrw", cdel(0, title="internet guy", date=rel(1)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("basketballs 30 and cones 15", [la("30", "shopping", "basketballs"), la("15", "shopping", "cones")], cat=c, unsure=GEAR)
with use(now=NA, pref="future", **E):
    KM("sports day may 17 and check the boston weather that day", [cc("Sports day", ymd(2053, 5, 17)), wx("Boston", ymd(2053, 5, 17))], cat=c)
    KM("log 75 ref fee and viewing tmrw 9am", [la("75", "salary", "ref fee", kind="income", d=today()), cc("Viewing", dt(rel(1), 9))], cat=c, unsure=REF)
with use(now=NB, pref="past", **E):
    KM("deposit 2350 plus first month 2350", [la("2350", "housing", "deposit"), la("2350", "housing", "first month")], cat=c, unsure=FLAT)
with use(now=NB, pref="future", **E):
    KM("viewing fri 10:30am and the doctor 2:30pm", [cc("Viewing", dt(wd(5), 10, 30)), cc("Doctor", dt(wd(5), 14, 30))], cat=c,
       unsure="the day said once for both")
with use(now=NC, pref="past", **E):
    KM("pension came in 1912, canvas 14", [la("1912", "salary", "pension", kind="income"), la("14", "shopping", "canvas")], cat=c,
       unsure=PENSION + "; " + PAINT)
with use(now=NC, pref="future", **E):
    KM("what's on tmrw + houston weather", [cl(rel(1)), wx("Houston", rel(1))], cat=c)
    KM("cancel wednesday's couch delivery and move the bed to thursday 10am",
       [cdel(0, title="couch delivery", date=wd(3)), cu(1, title="bed", start=dt(wd(4), 10))], cat=c,
       given=[ev("Couch delivery", dt(wd(3), 15), dt(wd(3), 16)), ev("Bed delivery", dt(wd(3), 10), dt(wd(3), 11))])
