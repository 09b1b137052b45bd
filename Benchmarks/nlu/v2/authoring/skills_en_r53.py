"""Round 53 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: an insurance claims adjuster who drives to inspections (inspections at addresses at set clocks, a storm week
full of claims, mileage and gas, expense reimbursements and paychecks coming in, a visit moved because the owner is out,
two inspections the same day, mileage spending this quarter and the last N entries), a primary-school principal
(assemblies, parent meetings and a board meeting at set clocks, a school trip over several days, books and prizes
bought, a meeting moved, an event cancelled for the weather, the weather for field day, what the school trip cost) and
a couple who make travel videos for a living (shoots and uploads at set clocks, a trip to Portugal over several days
with spending in euros, brand payments coming in, gear and props bought, a shoot cancelled, running advice before a
sunrise run in another city, gear spending this year).  In everyday proportion: about two fifths new events, a sixth
ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r53.py): NA = 2063-12-24T16:45 Monday, Christmas Eve ("afternoon" / "monday afternoon" in
progress and nearly over, "monday morning" / "monday 10am" over → 12-31; a bare 4 has passed → tomorrow 16:00, a bare 5
→ 17:00 today, a bare 8 → 20:00, a bare 12 → tomorrow's noon; Christmas tomorrow, Boxing Day Wednesday, this weekend
12-29/30, next week 12-31 … 2064-01-06 holds the end of the month and year (Monday 12-31) and New Year's Day (Tuesday;
"before new year's" = today … 12-31); looking back Saturday 12-22, last friday 12-21, December, Q4, 2063); NB =
2063-09-30T08:05 Sunday, the last day of a month and of Q3 ("sunday morning" in progress; a bare 8 has just passed →
tomorrow 08:00, a bare 9 → 09:00 today; "this week" = today alone, tmrw = next monday = 10-01, next week 10-01 … 10-07,
Columbus Day Monday 10-08, Halloween a Wednesday, Thanksgiving 11-22; looking back last sunday 09-23, last friday
09-21, friday 09-28, September, Q3); NC = 2063-04-05T14:20 Thursday ("thursday afternoon" in progress, "thursday
morning" / "thursday 10am" over → 04-12, "thursday night" ahead; a bare 2 has passed → tomorrow 14:00, a bare 3 →
15:00 today, a bare 12 → tomorrow's noon; this weekend 04-07/08 (Palm Sunday 04-08), next week 04-09 … 04-15 holds
Good Friday 04-13 and Easter 04-15, Easter Monday 04-16, the end of the month Monday 04-30 ("before may 1" = today …
04-30), Mother's Day 05-13; looking back April Fools' Sunday 04-01, last friday 03-30, March, Q1)."""
from lib import *

NA = "2063-12-24T16:45:00"  # Monday 16:45, Christmas Eve
NB = "2063-09-30T08:05:00"  # Sunday 08:05, the last day of September and Q3
NC = "2063-04-05T14:20:00"  # Thursday 14:20
E = dict(lang="en", tz="America/New_York")
NEWYEAR64 = ymd(2064, 1, 1)
CAR = "mileage, gas, tolls and parking for inspections filed as transport"
REIMB = "an expense reimbursement filed as income, category other (as earlier rounds did)"
PAY = "the adjuster's or principal's paycheck filed as salary income"
BRAND = "a brand or sponsor payment for a video filed as salary income (paid for one's own work)"
GEAR = "camera gear (lenses, tripods, gimbals, mics) filed as shopping"
PROPS = "props for a video filed as shopping"
BOOKS = "books bought for the school filed as education"
PRIZE = "prizes and medals for pupils filed as shopping"
TRIP = "the school trip's cost asked as everything spent over the trip's days, no category"
FLIGHT = "flights filed as transport"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("parent council huddle at 5", cc("Parent council huddle", bare_clock(5)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    K("inspect the hendersons' roof leak at 4", cc("Inspect the hendersons' roof leak", bare_clock(4)), cat=c, conv="bare-hour",
      unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    K("edit the xmas eve episode at 8", cc("Edit the xmas eve episode", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:45: the am reading passed, the pm reading is ahead: 20:00 today")
    K("lunch w/ my claims manager at 12", cc("Lunch w/ my claims manager", bare_clock(12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 16:45: tomorrow's noon")
    K("all-school assembly monday 10am", cc("All-school assembly", dt(wk(1, 1), 10)), cat=c,
      unsure="monday 10am said Monday 16:45 has passed: next week 12-31")
    K("upload the christmas vlog monday night 8:30", cc("Upload the christmas vlog", dt(today(), 20, 30)), cat=c,
      unsure="monday night said Monday 16:45 is ahead: today 20:30")
    K("inspect 3 houses on elm st tmrw 2-4pm", cc("Inspect 3 houses on elm st", dt(rel(1), 14), dt(rel(1), 16)), cat=c,
      unsure="tmrw = Christmas 12-25; 'on elm st' kept in the title (no at/in)")
    K("end of term parent conferences wed 9:30am", cc("End of term parent conferences", dt(wd(3), 9, 30)), cat=c, unsure="wed = 12-26")
    K("board meeting next wed 3pm", cc("Board meeting", dt(wk(1, 3), 15)), cat=c, unsure="next wed = 2064-01-02")
    K("winter field day opening fri, 9 to 11", cc("Winter field day opening", dt(wd(5), 9), dt(wd(5), 11)), cat=c, conv="bare-hour",
      unsure="fri = 12-28; the day and the range said apart")
    K("lisbon shoot dec 28 - jan 3", cc("Lisbon shoot", ymd(2063, 12, 28), ymd(2064, 1, 3)), cat=c, unsure="across the year end")
    K("5th grade trip to baltimore jan 8-10", cc("5th grade trip to baltimore", ymd(2064, 1, 8), ymd(2064, 1, 10)), cat=c,
      unsure="next year's January; the destination inside the activity stays in the title")
    K("check out a flooded car tmrw 7am", cc("Check out a flooded car", dt(rel(1), 7)), cat=c)
    K("thurs 10am inspection, no wait 10:30", cc("Inspection", dt(wd(4), 10, 30)), cat=c, unsure="a correction: 10:30 replaces 10:00; thurs = 12-27")
    K("uh editing sat afternoon 2 to 6", cc("Editing", dt(wd(6), 14), dt(wd(6), 18)), cat=c, conv="bare-hour",
      unsure="the filler left out; sat = 12-29")
    K("i've got a parent rep meeting next thursday at 7pm", cc("Parent rep meeting", dt(wk(1, 4), 19)), cat=c,
      unsure="next thursday = 2064-01-03; a statement")
    K("new term assembly rehearsal the monday after next 7:30am", cc("New term assembly rehearsal", dt(wk(2, 1), 7, 30)), cat=c,
      conv="after-next", unsure="the monday after next = 2064-01-07")
    K("video call w/ the brand tonight at 9", cc("Video call w/ the brand", dt(today(), 21)), cat=c)
with use(now=NB, pref="future", **E):
    K("inspect the lumber yard warehouse at 8", cc("Inspect the lumber yard warehouse", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:05 has just passed and, before noon, reads tomorrow 08:00")
    K("edit the apple orchard ep at 9", cc("Edit the apple orchard ep", bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 08:05 is ahead: 09:00 today")
    K("upload the cider video at 3", cc("Upload the cider video", bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 reads 15:00 today")
    K("shoot the farmers market sunday 7am", cc("Shoot the farmers market", dt(wk(1, 7), 7)), cat=c,
      unsure="sunday 7am said Sunday 08:05 has passed: next week 10-07")
    K("go over the cut w/ our editor sunday 11am", cc("Go over the cut w/ our editor", dt(today(), 11)), cat=c,
      unsure="sunday 11am said Sunday 08:05 is ahead: today")
    K("garage inspections today 3-5pm, three buildings", cc("Garage inspections", dt(today(), 15), dt(today(), 17)), cat=c,
      unsure="three buildings as context left out")
    K("porto trip oct 2-6", cc("Porto trip", ymd(2063, 10, 2), ymd(2063, 10, 6)), cat=c)
    K("essay winners assembly oct 8 9am", cc("Essay winners assembly", dt(ymd(2063, 10, 8), 9)), cat=c, unsure="oct 8 = Columbus Day")
    K("storm follow-up wed 2pm", cc("Storm follow-up", dt(wd(3), 14)), cat=c, unsure="wed said Sunday = 10-03")
    K("film the sunrise tmrw 6 to 8am", cc("Film the sunrise", dt(rel(1), 6), dt(rel(1), 8)), cat=c, unsure="tmrw = 10-01")
    K("live stream tues 7pm about the porto itinerary", cc("Live stream about the porto itinerary", dt(wd(2), 19)), cat=c,
      unsure="tues = 10-02; the clock inside the title words")
    K("4th grade camping trip oct 9-11", cc("4th grade camping trip", ymd(2063, 10, 9), ymd(2063, 10, 11)), cat=c)
    K("thurs 9:30am inspection on maple ave, owner says she's home", cc("Inspection on maple ave", dt(wd(4), 9, 30)), cat=c,
      unsure="thurs = 10-04; the owner's note as context left out")
    K("script run-through w/ jake today 11:30", cc("Script run-through w/ jake", dt(today(), 11, 30)), cat=c)
    K("upload the porto teaser tmrw night at 8", cc("Upload the porto teaser", dt(rel(1), 20)), cat=c)
with use(now=NC, pref="future", **E):
    K("inspect the westside warehouse at 2", cc("Inspect the westside warehouse", bare_clock(2)), cat=c, conv="bare-hour",
      unsure="a bare 2 at 14:20 has passed: tomorrow 14:00")
    K("film the spring hike b-roll at 3", cc("Film the spring hike b-roll", bare_clock(3)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 14:20 is ahead: 15:00 today")
    K("lunch w/ the grade leads at 12", cc("Lunch w/ the grade leads", bare_clock(12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 14:20: tomorrow's noon")
    K("staff meeting thursday 10am", cc("Staff meeting", dt(wk(1, 4), 10)), cat=c, unsure="thursday 10am said Thursday 14:20 has passed: next week 04-12")
    K("parent night thursday 7pm", cc("Parent night", dt(today(), 19)), cat=c, unsure="thursday 7pm said Thursday 14:20 is ahead: today")
    K("6th grade trip to philly apr 23-25", cc("6th grade trip to philly", ymd(2063, 4, 23), ymd(2063, 4, 25)), cat=c)
    K("reading month awards assembly next mon 8am", cc("Reading month awards assembly", dt(wk(1, 1), 8)), cat=c, unsure="next mon = 04-09")
    K("cherry blossom shoot sat, 6am", cc("Cherry blossom shoot", dt(wd(6), 6)), cat=c, unsure="sat = 04-07; the day and the clock said apart")
    K("madrid vlog trip apr 14-20", cc("Madrid vlog trip", ymd(2063, 4, 14), ymd(2063, 4, 20)), cat=c)
    K("unboxing stream this sat 3pm", cc("Unboxing stream", dt(wd(6), 15)), cat=c, unsure="this sat = 04-07")
    K("inspection next tue 9am, no, 8:30", cc("Inspection", dt(wk(1, 2), 8, 30)), cat=c, unsure="a correction: 08:30 replaces 09:00; next tue = 04-10")
    K("school fair setup sun 10:30am", cc("School fair setup", dt(wd(7), 10, 30)), cat=c, unsure="sun = 04-08")
    K("upload the easter teaser tonight at 9", cc("Upload the easter teaser", dt(today(), 21)), cat=c)
    K("lunch w/ the client tmrw, 12:30", cc("Lunch w/ the client", dt(rel(1), 12, 30)), cat=c, unsure="12:30 read as noon-thirty")
    K("so we're filming the marina at 5 tmrw", cc("Filming the marina", dt(rel(1), 17)), cat=c, conv="bare-hour",
      unsure="a statement; 'we're' left out of the title; tmrw = 04-06")

c = "location"
with use(now=NA, pref="future", **E):
    K("inspection tmrw 10am at 88 harbor rd", cc("Inspection", dt(rel(1), 10), location="88 harbor rd"), cat=c)
    K("awards evening wed 7pm, location: the school auditorium", cc("Awards evening", dt(wd(3), 19), location="the school auditorium"), cat=c,
      unsure="wed = 12-26")
    K("street shoot dec 29 10am in alfama", cc("Street shoot", dt(ymd(2063, 12, 29), 10), location="alfama"), cat=c)
with use(now=NB, pref="future", **E):
    K("inspection tues 10am at the riverside storage center", cc("Inspection", dt(wd(2), 10), location="the riverside storage center"), cat=c,
      unsure="tues = 10-02")
    K("parent open house oct 9 3pm in the multipurpose room", cc("Parent open house", dt(ymd(2063, 10, 9), 15), location="the multipurpose room"), cat=c)
    K("night shoot oct 4 8pm at the dom luis bridge", cc("Night shoot", dt(ymd(2063, 10, 4), 20), location="the dom luis bridge"), cat=c)
with use(now=NC, pref="future", **E):
    K("inspection next tue 2pm at northside auto body", cc("Inspection", dt(wk(1, 2), 14), location="northside auto body"), cat=c,
      unsure="next tue = 04-10")
    K("board meeting next fri 9am, where: admin building room 301", cc("Board meeting", dt(wk(1, 5), 9), location="admin building room 301"), cat=c,
      unsure="next fri = 04-13 (Good Friday)")

c = "holiday"
with use(now=NA, pref="future", **E):
    K("shoot the downtown lights christmas day 10am", cc("Shoot the downtown lights", dt(ymd(2063, 12, 25), 10)), cat=c, unsure="Christmas = tomorrow")
    K("polar plunge shoot new year's day", cc("Polar plunge shoot", NEWYEAR64), cat=c, unsure="New Year's Day = Tuesday 2064-01-01, all day")
    K("boxing day inspections 9am", cc("Inspections", dt(hol("boxing"), 9)), cat=c, unsure="Boxing Day = Wednesday 12-26")
with use(now=NB, pref="future", **E):
    K("storm follow-ups columbus day 9am", cc("Storm follow-ups", dt(hol("columbus"), 9)), cat=c, unsure="Columbus Day 2063 = Monday 10-08")
    K("costume parade halloween 1pm", cc("Costume parade", dt(hol("halloween"), 13)), cat=c, unsure="Halloween = Wednesday 10-31")
    K("thanksgiving shoot w/ my parents", cc("Shoot w/ my parents", hol("thanksgiving")), cat=c, unsure="Thanksgiving 2063 = 11-22, all day")
with use(now=NC, pref="future", **E):
    K("good friday 10am inspection", cc("Inspection", dt(hol("goodfriday"), 10)), cat=c, unsure="Good Friday 2063 = 04-13")
    K("egg hunt easter monday 10am at the school field", cc("Egg hunt", dt(hol("eastermonday"), 10), location="the school field"), cat=c,
      unsure="Easter Monday 2063 = 04-16")
    K("mother's day brunch shoot", cc("Brunch shoot", hol("mothers")), cat=c, unsure="Mother's Day 2063 = 05-13, all day")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to file the inspection report in 40 min", cc("File the inspection report", dt(today(), 17, 25)), cat=c)
    K("trip orientation 3 days from now", cc("Trip orientation", rel(3)), cat=c, unsure="= 12-27, all day")
with use(now=NB, pref="future", **E):
    K("upload the video in two and a half hours", cc("Upload the video", dt(today(), 10, 35)), cat=c)
with use(now=NC, pref="future", **E):
    K("head to the westside warehouse in an hour", cc("Head to the westside warehouse", dt(today(), 15, 20)), cat=c)
    K("trip recap due two weeks from now", cc("Trip recap due", rel(14)), cat=c, unsure="= 04-19, all day")

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("board meeting 1/15/2064", cc("Board meeting", ymd(2064, 1, 15)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("adjuster license renewal 10/12", cc("Adjuster license renewal", ymd(2063, 10, 12)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("sign the brand contract 27/4", cc("Sign the brand contract", ymd(2063, 4, 27)), cat=c, conv="day-first-when-over-12")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("open house the second friday of january", cc("Open house", nth(2064, 1, 2, 5)), cat=c, unsure="= 2064-01-11")
with use(now=NB, pref="future", **E):
    K("wedding shoot the last saturday of october", cc("Wedding shoot", lastwd(2063, 10, 6)), cat=c, unsure="= 10-27")
with use(now=NC, pref="future", **E):
    K("district principals meeting the second to last friday of april", cc("District principals meeting", ymd(2063, 4, 20)), cat=c,
      unsure="April 2063's Fridays: 6, 13, 20, 27; the second-to-last = 04-20")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("inspections the 26th and 27th at 2pm", [cc("Inspections", dt(ymd(2063, 12, 26), 14)), cc("Inspections", dt(ymd(2063, 12, 27), 14))],
       cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("leaf shoots tues and wed at 10am", [cc("Leaf shoots", dt(wd(2), 10)), cc("Leaf shoots", dt(wd(3), 10))], cat=c, conv="distribute",
       unsure="tues = 10-02, wed = 10-03")
with use(now=NC, pref="future", **E):
    KM("dept meetings next mon and wed 4pm", [cc("Dept meetings", dt(wk(1, 1), 16)), cc("Dept meetings", dt(wk(1, 3), 16))], cat=c,
       conv="distribute", unsure="next week and the clock apply to both: 04-09 and 04-11")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("gas 48, drove all over for storm claims", la("48", "transport", "gas"), cat=c, unsure=CAR)
    K("expense reimbursement came in 412.60", la("412.6", "other", "expense reimbursement", kind="income"), cat=c, unsure=REIMB)
    K("paycheck 2,850", la("2850", "salary", "paycheck", kind="income"), cat=c, unsure=PAY)
    K("brand paid the balance, 4k", la("4000", "salary", "brand balance", kind="income"), cat=c, unsure=BRAND)
    K("new lens 1,299 ouch", la("1299", "shopping", "new lens"), cat=c, unsure=GEAR)
    K("xmas props, hats and lights, 36", la("36", "shopping", "xmas props"), cat=c, unsure=PROPS)
    K("end of term prizes for the kids 85", la("85", "shopping", "end of term prizes"), cat=c, unsure=PRIZE)
with use(now=NB, pref="past", **E):
    K("tolls 12.50 out to the county claims", la("12.5", "transport", "tolls"), cat=c, unsure=CAR)
    K("travel reimbursement 638", la("638", "other", "travel reimbursement", kind="income"), cat=c, unsure=REIMB)
    K("gimbal 149", la("149", "shopping", "gimbal"), cat=c, unsure=GEAR)
    K("library books 310", la("310", "education", "library books"), cat=c, unsure=BOOKS)
    K("donuts for the staff 42", la("42", "food", "donuts"), cat=c)
    K("flights to porto for both of us 1,380", la("1380", "transport", "flights to porto"), cat=c, unsure=FLIGHT)
with use(now=NC, pref="past", **E):
    K("parking 9 at the inspection", la("9", "transport", "parking"), cat=c, unsure=CAR)
    K("field day medals, 100 of them, 240", la("240", "shopping", "field day medals"), cat=c, unsure=PRIZE)
    K("paycheck came, 2,790", la("2790", "salary", "paycheck", kind="income"), cat=c, unsure=PAY)
    K("sponsor payment 3.5k landed", la("3500", "salary", "sponsor payment", kind="income"), cat=c, unsure=BRAND)
    K("props from a lisbon shop online €38", la("38", "shopping", "props", cur="EUR"), cat=c, unsure=PROPS + "; € → EUR")
    K("hot cross buns 11", la("11", "food", "hot cross buns"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("gas 52 on saturday", la("52", "transport", "gas", d=wd(6)), cat=c, unsure="saturday said Monday, looking back = 12-22; " + CAR)
    K("tripod last friday 189", la("189", "shopping", "tripod", d=wk(-1, 5)), cat=c, unsure="last friday = 12-21; " + GEAR)
    K("parking sunday 15", la("15", "transport", "parking", d=wd(7)), cat=c, unsure="sunday said Monday, looking back = 12-23; " + CAR)
with use(now=NB, pref="past", **E):
    K("gas 44 last sunday", la("44", "transport", "gas", d=wk(-1, 7)), cat=c, unsure="last sunday said Sunday = 09-23; " + CAR)
    K("props last fri 65", la("65", "shopping", "props", d=wk(-1, 5)), cat=c, unsure="last fri said Sunday = 09-21; " + PROPS)
    K("reimbursement friday 210", la("210", "other", "reimbursement", kind="income", d=wd(5)), cat=c,
      unsure="friday said Sunday, looking back = 09-28; " + REIMB)
with use(now=NC, pref="past", **E):
    K("mic on april fools' 129", la("129", "shopping", "mic", d=hol("aprilfools")), cat=c, unsure="April Fools' = Sunday 04-01, looking back; " + GEAR)
    K("gas last fri 47", la("47", "transport", "gas", d=wk(-1, 5)), cat=c, unsure="last fri = 03-30; " + CAR)
    K("reimbursement tuesday 230", la("230", "other", "reimbursement", kind="income", d=wd(2)), cat=c,
      unsure="tuesday said Thursday, looking back = 04-03; " + REIMB)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on next week, the new year week", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week = 12-31 … 2064-01-06")
    K("how many inspections on christmas day", cl(ymd(2063, 12, 25)), cat=c)
    K("anything early january, around the trip", cl(ymd(2064, 1, 1), ymd(2064, 1, 10)), cat=c, conv="month-parts")
    K("what's this weekend look like", cl(wd(6), wd(7)), cat=c, unsure="this weekend = 12-29/30")
with use(now=NA, pref="past", **E):
    K("mileage and gas this quarter", ls(ymd(2063, 10, 1), ymd(2063, 12, 31), "transport"), cat=c, conv="quarters", unsure=CAR)
    K("last 8 entries, did the gas go in", ll(limit=8), cat=c)
    K("gear spending this year", ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "shopping"), cat=c, unsure=GEAR)
    K("what did the field trip cost, nov 13-15", ls(ymd(2063, 11, 13), ymd(2063, 11, 15)), cat=c, unsure=TRIP)
    K("transport this month", ls(ymd(2063, 12, 1), ymd(2063, 12, 31), "transport"), cat=c, unsure=CAR)
with use(now=NB, pref="future", **E):
    K("what do i have next week while we're in porto", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week said Sunday = 10-01 … 10-07")
    K("anything on saturday", cl(wd(6)), cat=c, unsure="saturday = 10-06")
    K("how many inspections early october", cl(ymd(2063, 10, 1), ymd(2063, 10, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("gas this quarter", ls(ymd(2063, 7, 1), ymd(2063, 9, 30), "transport"), cat=c, conv="quarters", unsure="Q3 ends today; " + CAR)
    K("last 10 entries, did the reimbursement go in", ll(limit=10), cat=c)
    K("food in september", ls(ymd(2063, 9, 1), ymd(2063, 9, 30), "food"), cat=c)
    K("gear spending late september", ls(ymd(2063, 9, 21), ymd(2063, 9, 30), "shopping"), cat=c, conv="month-parts", unsure=GEAR)
with use(now=NC, pref="future", **E):
    K("what's next week look like, w/ the school fair and all", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week = 04-09 … 04-15")
    K("this weekend?", cl(wd(6), wd(7)), cat=c, unsure="this weekend = 04-07/08")
    K("late april, how many parent meetings", cl(ymd(2063, 4, 21), ymd(2063, 4, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("gas last quarter", ls(ymd(2063, 1, 1), ymd(2063, 3, 31), "transport"), cat=c, conv="quarters", unsure=CAR)
    K("last 5 transport entries", ll(category="transport", limit=5), cat=c)
    K("prizes in march", ls(ymd(2063, 3, 1), ymd(2063, 3, 31), "shopping"), cat=c, unsure=PRIZE)
    K("what did the mid-march trip cost", ls(ymd(2063, 3, 11), ymd(2063, 3, 20)), cat=c, conv="month-parts", unsure=TRIP)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("how many inspections before new year's", cl(today(), ymd(2063, 12, 31)), cat=c, conv="en-before-exclusive",
      unsure="New Year's Day = 2064-01-01: today … 12-31")
    K("next 5 days?", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("storm week gas so far this month", ls(ymd(2063, 12, 1), today(), "transport"), cat=c, conv="since", unsure=CAR)
with use(now=NB, pref="future", **E):
    K("anything by tmrw", cl(today(), rel(1)), cat=c, conv="by-inclusive")
    K("what's left to film this week", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
with use(now=NB, pref="past", **E):
    K("brand income year to date", ls(ymd(2063, 1, 1), today(), "salary"), cat=c, conv="since", unsure=BRAND)
with use(now=NC, pref="future", **E):
    K("inspections by the end of the month", cl(today(), ymd(2063, 4, 30)), cat=c, conv="by-inclusive")
    K("any parent meetings before may 1", cl(today(), ymd(2063, 4, 30)), cat=c, conv="en-before-exclusive")
    K("inspections the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("inspection gas month to date", ls(ymd(2063, 4, 1), today(), "transport"), cat=c, conv="since", unsure=CAR)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in boston tmrw? got inspections", wx("Boston", rel(1)), cat=c)
    K("lisbon weather dec 28", wx("Lisbon", ymd(2063, 12, 28)), cat=c)
    KM("baltimore weather jan 8-10 for the class trip", [wx("Baltimore", ymd(2064, 1, 8)), wx("Baltimore", ymd(2064, 1, 9)),
        wx("Baltimore", ymd(2064, 1, 10))], cat=c, unsure="three days, one call each")
    K("snow friday in albany? it's field day", wx("Albany", wd(5)), cat=c, unsure="friday = 12-28")
with use(now=NB, pref="future", **E):
    K("weather in new york tmrw", wx("New York", rel(1)), cat=c)
    KM("porto weather oct 2 and 3", [wx("Porto", ymd(2063, 10, 2)), wx("Porto", ymd(2063, 10, 3))], cat=c)
    K("is the storm hitting miami today, inspections this afternoon", wx("Miami"), cat=c)
with use(now=NC, pref="future", **E):
    KM("weekend weather in chicago", [wx("Chicago", wd(6)), wx("Chicago", wd(7))], cat=c, unsure="this weekend = 04-07/08")
    K("field day next wed, rain in boston?", wx("Boston", wk(1, 3)), cat=c, unsure="next wed = 04-11")
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run in lisbon dec 29 morning? want the sunrise", ra("Lisbon", ymd(2063, 12, 29)), cat=c)
with use(now=NB, pref="future", **E):
    K("sunrise run in porto oct 3, good idea?", ra("Porto", ymd(2063, 10, 3)), cat=c)
    K("running in new york tmrw morning ok?", ra("New York", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("sunrise run in san diego saturday?", ra("San Diego", wd(6)), cat=c, unsure="saturday = 04-07")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Inspection 88 harbor rd", dt(rel(1), 10), dt(rel(1), 11)), ev("Inspection elm st", dt(rel(1), 14), dt(rel(1), 16))]
    K("owner's out tmrw, move the elm st inspection to wed 10am", cu(1, title="elm st", date=rel(1), start=dt(wd(3), 10)), cat=c, given=g,
      unsure="two inspections the same day; wed = 12-26; the reason as context")
    g = [ev("Board meeting", dt(wk(1, 3), 15), dt(wk(1, 3), 17)), ev("End of term parent conferences", dt(wd(3), 9, 30), dt(wd(3), 11))]
    K("board meeting to 4pm", cu(0, title="board meeting", start=dt(wk(1, 3), 16)), cat=c, given=g, conv=["clock-only-keeps-day", "next-upcoming"])
    g = [ev("Upload the christmas vlog", dt(today(), 20, 30), dt(today(), 21)), ev("Edit the xmas eve episode", dt(today(), 20), dt(today(), 22))]
    K("push tonight's vlog upload back an hour", cu(0, title="vlog", date=today(), start=dt(today(), 21, 30)), cat=c, given=g,
      unsure="an upload and an edit the same evening")
    g = [ev("End of term parent conferences", dt(wd(3), 9, 30), dt(wd(3), 11)), ev("Awards evening", dt(wd(3), 19), dt(wd(3), 21))]
    K("wednesday's parent conferences are in the school auditorium now", cu(0, title="parent conferences", date=wd(3),
      location="the school auditorium"), cat=c, given=g, unsure="a parent meeting and an awards evening the same day")
with use(now=NB, pref="future", **E):
    g = [ev("Inspect the lumber yard warehouse", dt(rel(1), 8), dt(rel(1), 10)), ev("Inspect the lumber yard warehouse", dt(wd(4), 8), dt(wd(4), 10))]
    K("move thursday's lumber yard inspection to friday", cu(1, title="lumber yard", date=wd(4), start=dt(wd(5), 8)), cat=c, given=g,
      conv="move-keeps-clock", unsure="two visits to the same warehouse; thursday = 10-04 → friday 10-05")
    g = [ev("Parent open house", dt(ymd(2063, 10, 9), 15), dt(ymd(2063, 10, 9), 17)), ev("Staff meeting", dt(ymd(2063, 10, 9), 10), dt(ymd(2063, 10, 9), 11))]
    K("open house starts at 9am instead", cu(0, title="open house", start=dt(ymd(2063, 10, 9), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "next-upcoming"], unsure="an open house and a staff meeting the same day 10-09")
    g = [ev("Shoot the farmers market", dt(wk(1, 7), 7), dt(wk(1, 7), 9)), ev("Upload the porto teaser", dt(rel(1), 20), dt(rel(1), 21))]
    K("farmers market shoot, change the location to the east end market", cu(0, title="farmers market", location="the east end market"),
      cat=c, given=g, conv="next-upcoming")
    g = [ev("Live stream about the porto itinerary", dt(wd(2), 19), dt(wd(2), 20)), ev("Upload the cider video", dt(today(), 15), dt(today(), 16))]
    K("bump the live stream a day", cu(0, title="live stream", start=dt(wd(3), 19)), cat=c, given=g, conv="next-upcoming",
      unsure="a relative shift of the stored start: 10-02 19:00 → 10-03 19:00")
with use(now=NC, pref="future", **E):
    g = [ev("Inspect the westside warehouse", dt(rel(1), 14), dt(rel(1), 15)), ev("Inspect the westside warehouse", dt(wk(1, 4), 14), dt(wk(1, 4), 15))]
    K("tmrw's westside warehouse inspection, make it 3, owner's running late", cu(0, title="westside warehouse", date=rel(1),
      start=dt(rel(1), 15)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"], unsure="two visits to the same warehouse a week apart")
    g = [ev("Parent night", dt(today(), 19), dt(today(), 21)), ev("Staff meeting", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("parent night tonight 30 min later", cu(0, title="parent night", date=today(), start=dt(today(), 19, 30)), cat=c, given=g)
    g = [ev("Unboxing stream", dt(wd(6), 15), dt(wd(6), 16)), ev("Cherry blossom shoot", dt(wd(6), 6), dt(wd(6), 8))]
    K("rename the unboxing stream to new camera unboxing + giveaway", cu(0, title="unboxing stream", new_title="new camera unboxing + giveaway"),
      cat=c, given=g, conv="next-upcoming", unsure="a live stream and a shoot the same day")
    g = [ev("Dept meetings", dt(wk(1, 1), 16), dt(wk(1, 1), 17)), ev("Dept meetings", dt(wk(1, 3), 16), dt(wk(1, 3), 17))]
    K("next wed's dept meeting, move it up to 2", cu(1, title="dept meeting", date=wk(1, 3), start=dt(wk(1, 3), 14)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"], unsure="two meetings the same week; next wed = 04-11")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Winter field day opening", dt(wd(5), 9), dt(wd(5), 11)), ev("End of term parent conferences", dt(wd(3), 9, 30), dt(wd(3), 11))]
    K("blizzard coming, cancel friday's field day opening", cdel(0, title="field day opening", date=wd(5)), cat=c, given=g, unsure="friday = 12-28")
    g = [ev("Inspect the hendersons' roof leak", dt(rel(1), 16), dt(rel(1), 17)), ev("Inspect the hendersons' roof leak", dt(wk(1, 3), 16), dt(wk(1, 3), 17))]
    K("hendersons withdrew the claim, delete tmrw's inspection there", cdel(0, title="hendersons", date=rel(1)), cat=c, given=g,
      unsure="two visits to the same house")
with use(now=NB, pref="future", **E):
    g = [ev("Shoot the farmers market", dt(wk(1, 7), 7), dt(wk(1, 7), 9)), ev("Film the sunrise", dt(rel(1), 6), dt(rel(1), 8))]
    K("scrap tmrw's sunrise shoot, rain in the forecast", cdel(1, title="sunrise", date=rel(1)), cat=c, given=g)
    g = [ev("Essay winners assembly", dt(ymd(2063, 10, 8), 9), dt(ymd(2063, 10, 8), 10)), ev("Parent open house", dt(ymd(2063, 10, 9), 15), dt(ymd(2063, 10, 9), 17))]
    K("delete the assembly on the 8th", cdel(0, title="assembly", date=ymd(2063, 10, 8)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Field day", wk(1, 3), wk(1, 3)), ev("Parent meeting", dt(wk(1, 3), 19), dt(wk(1, 3), 21))]
    K("field day next wed is rained out, take it off", cdel(0, title="field day", date=wk(1, 3)), cat=c, given=g,
      unsure="an all-day event and a meeting the same day 04-11")
    g = [ev("Inspection westside warehouse", dt(rel(1), 14), dt(rel(1), 15)), ev("Inspection eastside condos", dt(rel(1), 10), dt(rel(1), 11))]
    K("kill tmrw's eastside inspection", cdel(1, title="eastside", date=rel(1)), cat=c, given=g, unsure="two inspections the same day")
    g = [ev("Film the spring hike b-roll", dt(today(), 15), dt(today(), 17)), ev("Upload the easter teaser", dt(today(), 21), dt(today(), 22))]
    K("not filming the hike b-roll at 3 anymore, delete", cdel(0, title="hike b-roll", date=today()), cat=c, given=g,
      unsure="a shoot and an upload the same day")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("gas 55, tolls 8", [la("55", "transport", "gas"), la("8", "transport", "tolls")], cat=c, unsure=CAR)
    KM("paycheck 2,850 in, and transport total this month?", [la("2850", "salary", "paycheck", kind="income"),
        ls(ymd(2063, 12, 1), ymd(2063, 12, 31), "transport")], cat=c, unsure=PAY)
with use(now=NA, pref="future", **E):
    KM("fly to lisbon the 28th, and lisbon weather that day", [cc("Fly to lisbon", ymd(2063, 12, 28)), wx("Lisbon", ymd(2063, 12, 28))], cat=c,
       unsure="all day")
with use(now=NB, pref="future", **E):
    KM("inspection tmrw 10am and editing 3pm", [cc("Inspection", dt(rel(1), 10)), cc("Editing", dt(rel(1), 15))], cat=c,
       unsure="tmrw = 10-01 applies to both")
with use(now=NB, pref="past", **E):
    KM("gimbal 149, tripod 89, brand money in 2,000", [la("149", "shopping", "gimbal"), la("89", "shopping", "tripod"),
        la("2000", "salary", "brand money", kind="income")], cat=c, unsure=GEAR + "; " + BRAND)
with use(now=NC, pref="future", **E):
    KM("delete tmrw's warehouse inspection and add one next mon 9am",
       [cdel(0, title="warehouse", date=rel(1)), cc("Inspection", dt(wk(1, 1), 9))], cat=c,
       given=[ev("Inspect the westside warehouse", dt(rel(1), 14), dt(rel(1), 15)), ev("Parent night", dt(today(), 19), dt(today(), 21))],
       unsure="next mon = 04-09; 'one' read as another inspection")
    KM("field day next wed all day, and boston weather for it", [cc("Field day", wk(1, 3)), wx("Boston", wk(1, 3))], cat=c,
       unsure="next wed = 04-11")
with use(now=NC, pref="past", **E):
    KM("medals 240, certificates 35, what did prizes cost in march", [la("240", "shopping", "medals"), la("35", "shopping", "certificates"),
        ls(ymd(2063, 3, 1), ymd(2063, 3, 31), "shopping")], cat=c, unsure=PRIZE)
