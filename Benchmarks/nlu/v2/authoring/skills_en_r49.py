"""Round 49 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  The same three people as
skills_zh_r49.py, typing in English in New York: a high-school music teacher who runs the school band and gives
private lessons (rehearsals and concerts, students by name paying per lesson, sheet music and reeds, an instrument
repair, a band trip, a lesson moved or cancelled, the weather for an outdoor concert, lesson income this month), a
remote customer-support agent on rotating shifts who is training a new puppy (shifts, puppy classes and vet visits,
dog food and toys, a dog walker paid and her visits moved, running before an early shift, pet spending this quarter)
and a city taxi driver who also rents out a spare room (shifts and car maintenance, gas and tolls, fares and the
lodger's rent, the lodger's check-in and check-out, a repairman, two inspections, gas spending and the last N
entries).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r49.py): NA = 2062-04-04T07:20 Tuesday ("morning" and "tuesday morning" in progress, "7am"
with no day → tomorrow 07:00; a bare 7 → 19:00, a bare 8 → 08:00 today, a bare 3 → 15:00; this weekend 04-08/09, next
week 04-10 … 04-16; the month ends 04-30, Mother's Day 05-14, Memorial Day 05-29; looking back Easter 03-26, Good
Friday 03-24, last friday 03-31, March, Q1); NB = 2061-10-30T18:20 Sunday (tonight in progress, "sunday afternoon"
over → 11-06; a bare 6 → tomorrow 18:00, a bare 8 → 20:00, a bare 7 → 19:00; "2am" → 10-31 02:00; "this week" is today
alone, tomorrow = next monday = Halloween = the month's last day; US daylight saving ends Sunday 11-06 (no duration in
hours crosses it), Veterans Day 11-11, Thanksgiving 11-24; looking back Columbus Day 10-10, last friday 10-21,
September, Q3); NC = 2062-06-01T09:40 Thursday ("morning" and "thursday morning" in progress, "thursday 8am" over →
06-08; a bare 9 → tomorrow 09:00, a bare 10 → 10:00 today, noon today; this weekend 06-03/04; Father's Day Sunday 06-18,
Juneteenth Monday 06-19, the month ends 06-30, the Fourth a Tuesday; looking back Memorial Day 05-29, last friday 05-26,
May)."""
from lib import *

NA = "2062-04-04T07:20:00"  # Tuesday 07:20
NB = "2061-10-30T18:20:00"  # Sunday 18:20, Halloween tomorrow
NC = "2062-06-01T09:40:00"  # Thursday 09:40
E = dict(lang="en", tz="America/New_York")
LESSONFEE = "private-lesson fees paid by students filed as salary income (paid for one's own work, as earlier rounds filed lesson fees)"
SHEET = "sheet music and reeds filed as shopping"
REPAIR = "the instrument repair filed as other (as earlier rounds filed equipment repairs)"
DOGSHOP = "dog food and toys filed as shopping (as earlier rounds filed pet food)"
VET = "the puppy's vet visits and shots filed as health (as earlier rounds filed vet bills)"
WALKER = "the dog walker's pay filed as other"
FARE = "cab fares taken filed as salary income (money got from his own work)"
RENT = "the lodger's rent received filed as housing income (as earlier rounds filed a landlord's rent)"
CAR = "gas, tolls and car maintenance filed as transport"
CLASS = "puppy classes filed as education"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("band rehearsal today 3:30-5", cc("Band rehearsal", dt(today(), 15, 30), dt(today(), 17)), cat=c, conv="bare-hour",
      unsure="today with a bare 3:30 to 5 reads pm")
    K("emma's flute lesson at 3", cc("Emma's flute lesson", dt(today(), 15)), cat=c, conv="bare-hour")
    K("staff mtg at 8", cc("Staff mtg", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:20 is ahead: 08:00 today")
    K("take biscuit to the park at 7", cc("Take biscuit to the park", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 reads pm: 19:00 today")
    K("drop biscuit at daycare 7am", cc("Drop biscuit at daycare", dt(rel(1), 7)), cat=c, unsure="7am with no day said 07:20 has passed: tomorrow 07:00")
    K("sectionals tmrw 3 to 5pm", cc("Sectionals", dt(rel(1), 15), dt(rel(1), 17)), cat=c)
    K("thurs noah's clarinet lesson, 6:30pm", cc("Noah's clarinet lesson", dt(wd(4), 18, 30)), cat=c, unsure="thurs = 04-06; the day and the clock said apart")
    K("thursday lesson w/ lily at 4, no wait 4:30", cc("Lesson w/ lily", dt(wd(4), 16, 30)), cat=c,
      unsure="a correction inside the message: 16:30 replaces 16:00; thursday = 04-06")
    K("band trip to boston apr 12-14", cc("Band trip to boston", ymd(2062, 4, 12), ymd(2062, 4, 14)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("night shift next monday 10pm to 6am", cc("Night shift", dt(wk(1, 1), 22), dt(wk(1, 1) + td(days=1), 6)), cat=c,
      unsure="next monday = 04-10; the end before the start goes to the next day")
    K("tuesday 7am team huddle", cc("Team huddle", dt(wk(1, 2), 7)), cat=c, unsure="tuesday 7am said Tuesday 07:20 has passed: next week 04-11")
    K("full band rehearsal the wednesday after next 7pm", cc("Full band rehearsal", dt(wk(2, 3), 19)), cat=c, conv="after-next", unsure="= 04-19")
with use(now=NB, pref="future", **E):
    K("call emma's mom about lessons at 8", cc("Call emma's mom about lessons", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 18:20 reads 20:00 tonight")
    K("pick up tom from the bus station at 6", cc("Pick up tom from the bus station", dt(rel(1), 18)), cat=c, conv="bare-hour",
      unsure="a bare 6 at 18:20 has passed: tomorrow 18:00")
    K("walk biscuit at 7:30", cc("Walk biscuit", dt(today(), 19, 30)), cat=c, conv="bare-hour")
    K("hand the cab over to the night guy at 2am", cc("Hand the cab over to the night guy", dt(rel(1), 2)), cat=c,
      unsure="2am with no day = 10-31 02:00")
    K("puppy class tmrw night 8pm", cc("Puppy class", dt(rel(1), 20)), cat=c)
    K("sunday 3pm puppy social hour", cc("Puppy social hour", dt(wk(1, 7), 15)), cat=c, unsure="sunday 3pm said Sunday 18:20 has passed: next Sunday 11-06")
    K("cab inspection next tues 9am", cc("Cab inspection", dt(wk(1, 2), 9)), cat=c, unsure="next tues = 11-01")
    K("gas company safety check nov 5 10am", cc("Gas company safety check", dt(ymd(2061, 11, 5), 10)), cat=c)
    K("um so wednesday i'm on swing shift 2 to 10pm", cc("Swing shift", dt(wd(3), 14), dt(wd(3), 22)), cat=c,
      unsure="wednesday = 11-02; a bare 2 takes the pm of the end; 'i'm on' left out")
    K("band camp nov 18 through 20", cc("Band camp", ymd(2061, 11, 18), ymd(2061, 11, 20)), cat=c)
with use(now=NC, pref="future", **E):
    K("cab service at 9", cc("Cab service", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    K("plumber coming at 10 for the water heater", cc("Plumber coming for the water heater", dt(today(), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 09:40 is ahead: 10:00 today; 'at 10' taken out of the middle of the title")
    K("lunch w/ noah's parents at noon", cc("Lunch w/ noah's parents", dt(today(), 12)), cat=c)
    K("thursday 8am jess walks biscuit", cc("Jess walks biscuit", dt(wk(1, 4), 8)), cat=c, unsure="thursday 8am said Thursday 09:40 has passed: next week 06-08")
    K("final rehearsal next fri 4-6pm", cc("Final rehearsal", dt(wk(1, 5), 16), dt(wk(1, 5), 18)), cat=c, unsure="next fri = 06-09")
    K("jazz band trip to philly june 24-26", cc("Jazz band trip to philly", ymd(2062, 6, 24), ymd(2062, 6, 26)), cat=c)
    K("new lodger moves in wed 2pm", cc("New lodger moves in", dt(wd(3), 14)), cat=c, unsure="wed = 06-07")
    K("early shift saturday 5am to 1pm", cc("Early shift", dt(wd(6), 5), dt(wd(6), 13)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("biscuit's puppy class sat 10am at pawsome academy", cc("Biscuit's puppy class", dt(wd(6), 10), location="pawsome academy"), cat=c)
    K("dept meeting fri 3:30pm, location: room 214", cc("Dept meeting", dt(wd(5), 15, 30), location="room 214"), cat=c)
with use(now=NB, pref="future", **E):
    K("biscuit's shots wed 7pm at the animal hospital", cc("Biscuit's shots", dt(wd(3), 19), location="the animal hospital"), cat=c)
    K("state inspection nov 5 2pm in queens", cc("State inspection", dt(ymd(2061, 11, 5), 14), location="queens"), cat=c)
with use(now=NC, pref="future", **E):
    K("chamber concert next tues 7:30pm at st. mark's church", cc("Chamber concert", dt(wk(1, 2), 19, 30), location="st. mark's church"), cat=c)
    K("deworming for biscuit sat 11am, where: happy paws clinic", cc("Deworming for biscuit", dt(wd(6), 11), location="happy paws clinic"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("spring concert the saturday before memorial day", cc("Spring concert", hol("memorial") - td(days=2)), cat=c,
      unsure="Memorial Day 2062 = 05-29; the Saturday before = 05-27")
    K("take mom to the symphony mother's day", cc("Take mom to the symphony", hol("mothers")), cat=c, unsure="Mother's Day 2062 = 05-14")
with use(now=NB, pref="future", **E):
    K("band plays the mall halloween 7pm", cc("Band plays the mall", dt(ymd(2061, 10, 31), 19)), cat=c, unsure="Halloween = tomorrow 10-31")
    K("lodger checks out veterans day", cc("Lodger checks out", hol("veterans")), cat=c, unsure="Veterans Day 2061 = 11-11")
    K("work the airport line thanksgiving 5am", cc("Work the airport line", dt(hol("thanksgiving"), 5)), cat=c, unsure="Thanksgiving 2061 = 11-24")
with use(now=NC, pref="future", **E):
    K("dinner w/ dad father's day 6pm at his favorite diner", cc("Dinner w/ dad", dt(hol("fathers"), 18), location="his favorite diner"), cat=c,
      unsure="Father's Day 2062 = 06-18")
    K("band marches in the parade on the fourth", cc("Band marches in the parade", ymd(2062, 7, 4)), cat=c)
    K("juneteenth cookout w/ the band families", cc("Juneteenth cookout w/ the band families", hol("juneteenth")), cat=c,
      unsure="the holiday word kept inside the title")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to walk biscuit in 20 min", cc("Walk biscuit", dt(today(), 7, 40)), cat=c)
with use(now=NB, pref="future", **E):
    K("feed biscuit in half an hour", cc("Feed biscuit", dt(today(), 18, 50)), cat=c)
    K("oil change 10 days from now", cc("Oil change", rel(10)), cat=c)
with use(now=NC, pref="future", **E):
    K("give biscuit his meds in an hour", cc("Give biscuit his meds", dt(today(), 10, 40)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("solo & ensemble festival 4/15", cc("Solo & ensemble festival", ymd(2062, 4, 15)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("cab inspection 11/9/2061", cc("Cab inspection", ymd(2061, 11, 9)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("spring band showcase 6/20", cc("Spring band showcase", ymd(2062, 6, 20)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("parents' night concert the first saturday of may", cc("Parents' night concert", nth(2062, 5, 1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("winter concert the last saturday of november", cc("Winter concert", lastwd(2061, 11, 6)), cat=c)
    K("snow tires the day after veterans day", cc("Snow tires", hol("veterans") + td(days=1)), cat=c, unsure="Veterans Day 2061 = 11-11")
with use(now=NC, pref="future", **E):
    K("biscuit to the sitter the day before father's day", cc("Biscuit to the sitter", hol("fathers") - td(days=1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("rehearsal wed and fri 4pm", [cc("Rehearsal", dt(wd(3), 16)), cc("Rehearsal", dt(wd(5), 16))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("jess walks biscuit nov 2 and nov 4 at 1pm", [cc("Jess walks biscuit", dt(ymd(2061, 11, 2), 13)), cc("Jess walks biscuit", dt(ymd(2061, 11, 4), 13))],
       cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("lessons sat and sun 10am", [cc("Lessons", dt(wd(6), 10)), cc("Lessons", dt(wd(7), 10))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("emma paid 60 for today's lesson", la("60", "salary", "emma", kind="income"), cat=c, unsure=LESSONFEE)
    K("box of clarinet reeds 32.50", la("32.5", "shopping", "clarinet reeds"), cat=c, unsure=SHEET)
    K("sax repair 140", la("140", "other", "sax repair"), cat=c, unsure=REPAIR)
    K("puppy chow 54", la("54", "shopping", "puppy chow"), cat=c, unsure=DOGSHOP)
    K("bridge toll 17", la("17", "transport", "bridge toll"), cat=c, unsure=CAR)
with use(now=NB, pref="past", **E):
    K("fares today 410", la("410", "salary", "fares", kind="income"), cat=c, unsure=FARE)
    K("tom paid rent, 950", la("950", "housing", "rent", kind="income"), cat=c, unsure=RENT)
    K("paid jess 120 for the week", la("120", "other", "jess", kind="expense"), cat=c, unsure=WALKER)
    K("gas 61.40", la("61.4", "transport", "gas"), cat=c, unsure=CAR)
with use(now=NC, pref="past", **E):
    K("biscuit's rabies shot 45", la("45", "health", "rabies shot"), cat=c, unsure=VET)
    K("sheet music for the pops concert 86", la("86", "shopping", "sheet music"), cat=c, unsure=SHEET)
    K("puppy class 6 weeks 180", la("180", "education", "puppy class"), cat=c, unsure=CLASS)
    K("chew toys 18.99", la("18.99", "shopping", "chew toys"), cat=c, unsure=DOGSHOP)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("gas yesterday 58 at the bp", la("58", "transport", "gas", d=rel(-1)), cat=c, unsure=CAR)
    K("vet visit last friday 95", la("95", "health", "vet visit", d=wk(-1, 5)), cat=c, unsure="last friday = 03-31; " + VET)
    K("reeds good friday 24", la("24", "shopping", "reeds", d=hol("goodfriday")), cat=c, unsure="Good Friday 2062 = 03-24, looking back; " + SHEET)
    K("noah paid sunday 60", la("60", "salary", "noah", kind="income", d=wd(7)), cat=c, unsure="sunday said Tuesday, looking back = 04-02; " + LESSONFEE)
with use(now=NB, pref="past", **E):
    K("tolls columbus day 22", la("22", "transport", "tolls", d=hol("columbus")), cat=c, unsure="Columbus Day 2061 = 10-10, looking back; " + CAR)
    K("oil change last friday 79", la("79", "transport", "oil change", d=wk(-1, 5)), cat=c, unsure="last friday = 10-21; " + CAR)
    K("paid the walker friday 80", la("80", "other", "walker", d=wd(5)), cat=c, unsure="friday said Sunday, looking back = 10-28; " + WALKER)
with use(now=NC, pref="past", **E):
    K("trumpet valve fix memorial day 65", la("65", "other", "trumpet valve fix", d=hol("memorial")), cat=c,
      unsure="Memorial Day 2062 = 05-29, looking back; " + REPAIR)
    K("gas last fri 57", la("57", "transport", "gas", d=wk(-1, 5)), cat=c, unsure="last fri = 05-26; " + CAR)
    K("tom's rent came in tuesday 950", la("950", "housing", "rent", kind="income", d=wd(2)), cat=c, unsure="tuesday said Thursday, looking back = 05-30; " + RENT)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on early april, any rehearsals left", cl(ymd(2062, 4, 1), ymd(2062, 4, 10)), cat=c, conv="month-parts")
    K("my shifts next week?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything else apr 12 to 14 while we're in boston", cl(ymd(2062, 4, 12), ymd(2062, 4, 14)), cat=c)
with use(now=NA, pref="past", **E):
    K("lesson money this month", ls(ymd(2062, 4, 1), ymd(2062, 4, 30), "salary"), cat=c, unsure=LESSONFEE + "; this month written as the whole month")
    K("what did the dog cost me last quarter", ls(ymd(2062, 1, 1), ymd(2062, 3, 31)), cat=c, conv="quarters",
      unsure="pet spending has no category of its own: the quarter's total, no category")
    K("pull up my last 5 entries real quick", ll(limit=5), cat=c)
with use(now=NB, pref="future", **E):
    K("what's on tmrw, band has the halloween gig", cl(rel(1)), cat=c)
    K("what do i have early november", cl(ymd(2061, 11, 1), ymd(2061, 11, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("gas spending this month", ls(ymd(2061, 10, 1), ymd(2061, 10, 31), "transport"), cat=c, unsure=CAR)
    K("rent collected last month", ls(ymd(2061, 9, 1), ymd(2061, 9, 30), "housing"), cat=c, unsure=RENT)
    K("show me the last 10", ll(limit=10), cat=c)
    K("dog food and toys this quarter, total?", ls(ymd(2061, 10, 1), ymd(2061, 12, 31), "shopping"), cat=c, conv="quarters", unsure=DOGSHOP)
with use(now=NC, pref="future", **E):
    K("what's on the second half of june", cl(ymd(2062, 6, 16), ymd(2062, 6, 30)), cat=c, conv="half-month")
    K("anything on this weekend? kids want a sleepover", cl(wd(6), wd(7)), cat=c)
with use(now=NC, pref="past", **E):
    K("how much did lessons bring in last month", ls(ymd(2062, 5, 1), ymd(2062, 5, 31), "salary"), cat=c, unsure=LESSONFEE)
    K("last 3 gas entries", ll(category="transport", limit=3), cat=c, unsure="gas read as the transport category")
    K("pet stuff this quarter so far", ls(ymd(2062, 4, 1), today(), "shopping"), cat=c, conv="since",
      unsure="'this quarter so far' = 04-01 … today; " + DOGSHOP)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("any concerts before may 1", cl(today(), ymd(2062, 4, 30)), cat=c, conv="en-before-exclusive")
    K("next 3 days, what've i got", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("lesson income month to date", ls(ymd(2062, 4, 1), today(), "salary"), cat=c, conv="since", unsure=LESSONFEE)
with use(now=NB, pref="future", **E):
    K("anything else this week or am i free", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: the week is today alone")
    K("what's on between now and veterans day", cl(today(), hol("veterans")), cat=c, conv="until-inclusive",
      unsure="'between now and X' read like until X, X included; Veterans Day 2061 = 11-11")
with use(now=NC, pref="future", **E):
    K("rehearsals left by the end of the month", cl(today(), ymd(2062, 6, 30)), cat=c)
    K("when's jess coming the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("fares so far this month", ls(ymd(2062, 6, 1), today(), "salary"), cat=c, conv="since", unsure="said on the 1st: today alone; " + FARE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    KM("boston weather the 12th and 13th, band trip", [wx("Boston", ymd(2062, 4, 12)), wx("Boston", ymd(2062, 4, 13))], cat=c)
    KM("rain this weekend in nyc? outdoor concert", [wx("New York", wd(6)), wx("New York", wd(7))], cat=c)
with use(now=NB, pref="future", **E):
    K("weather tmrw in new york, outdoor halloween gig", wx("New York", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("is it gonna rain in philly on the 24th", wx("Philadelphia", ymd(2062, 6, 24)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("can i run tmrw morning in hoboken before my 6am shift", ra("Hoboken", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("good for a run in new york tomorrow early", ra("New York", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("running sat morning in jersey city ok?", ra("Jersey City", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Emma's lesson", dt(wd(4), 16), dt(wd(4), 17)), ev("Emma's lesson", dt(wk(1, 4), 16), dt(wk(1, 4), 17))]
    K("move emma's lesson this thursday to sat 10am", cu(0, title="emma's lesson", date=wd(4), start=dt(wd(6), 10)), cat=c, given=g,
      unsure="two lessons with the same student on different days; this thursday = 04-06, sat = 04-08")
    g = [ev("Jess walks biscuit", dt(rel(1), 12), dt(rel(1), 13)), ev("Biscuit's puppy class", dt(wd(6), 10), dt(wd(6), 11))]
    K("jess tmrw at 2 instead", cu(0, title="jess", date=rel(1), start=dt(rel(1), 14)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NB, pref="future", **E):
    g = [ev("Cab inspection", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("Gas company safety check", dt(ymd(2061, 11, 5), 10), dt(ymd(2061, 11, 5), 11))]
    K("push the cab inspection to thursday same time", cu(0, title="cab inspection", start=dt(wk(1, 4), 9)), cat=c, given=g,
      conv=["next-upcoming", "move-keeps-clock"], unsure="two inspections on different days; thursday = 11-03")
    g = [ev("Lily's makeup lesson", dt(wk(1, 4), 19), dt(wk(1, 4), 20)), ev("Noah's clarinet lesson", dt(wk(1, 4), 17), dt(wk(1, 4), 18))]
    K("lily's makeup lesson an hour later", cu(0, title="lily's makeup lesson", start=dt(wk(1, 4), 20)), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **E):
    g = [ev("Jess walks biscuit", dt(wk(1, 4), 8), dt(wk(1, 4), 9)), ev("Jess walks biscuit", dt(wk(1, 6), 8), dt(wk(1, 6), 9))]
    K("jess next sat make it 9 not 8", cu(1, title="jess", date=wk(1, 6), start=dt(wk(1, 6), 9)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the walker's two visits on different days; next sat = 06-10")
    g = [ev("Final rehearsal", dt(wk(1, 5), 16), dt(wk(1, 5), 18)), ev("Chamber concert", dt(wk(1, 2), 19, 30), dt(wk(1, 2), 21))]
    K("final rehearsal moved to the band room", cu(0, title="final rehearsal", location="the band room"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Noah's clarinet lesson", dt(wd(4), 18, 30), dt(wd(4), 19, 30)), ev("Lesson w/ lily", dt(wd(4), 16, 30), dt(wd(4), 17, 30))]
    K("noah's sick, cancel his clarinet lesson thurs", cdel(0, title="clarinet lesson", date=wd(4)), cat=c, given=g, unsure="thurs = 04-06; the reason as context")
with use(now=NB, pref="future", **E):
    g = [ev("Puppy class", dt(rel(1), 20), dt(rel(1), 21)), ev("Puppy class", dt(wk(1, 3), 20), dt(wk(1, 3), 21))]
    K("skip puppy class tmrw", cdel(0, title="puppy class", date=rel(1)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Plumber coming for the water heater", dt(today(), 10), dt(today(), 11)), ev("Gas inspection", dt(rel(1), 10), dt(rel(1), 11))]
    K("plumber cancelled, take it off", cdel(0, title="plumber"), cat=c, given=g, conv="next-upcoming",
      unsure="a repairman and a gas inspection on neighbouring days")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("reeds 32, valve oil 8", [la("32", "shopping", "reeds"), la("8", "shopping", "valve oil")], cat=c, unsure=SHEET + " (valve oil too)")
with use(now=NA, pref="future", **E):
    KM("puppy class sat 10am and check the weather that day in nyc", [cc("Puppy class", dt(wd(6), 10)), wx("New York", wd(6))], cat=c)
with use(now=NB, pref="past", **E):
    KM("gas 55, tolls 14, fares 390", [la("55", "transport", "gas"), la("14", "transport", "tolls"), la("390", "salary", "fares", kind="income")], cat=c,
       unsure=CAR + "; " + FARE)
with use(now=NB, pref="future", **E):
    KM("cancel tmrw's puppy class and move wednesday's to 8:30",
       [cdel(0, title="puppy class", date=rel(1)), cu(1, title="puppy class", date=wd(3), start=dt(wd(3), 20, 30))], cat=c,
       given=[ev("Puppy class", dt(rel(1), 20), dt(rel(1), 21)), ev("Puppy class", dt(wd(3), 20), dt(wd(3), 21))],
       conv="clock-only-keeps-day", unsure="two puppy classes on different days; wednesday = 11-02; a bare 8:30 for an evening class read 20:30, flagged")
with use(now=NC, pref="past", **E):
    KM("log tom's rent 950 and show gas for may", [la("950", "housing", "rent", kind="income"), ls(ymd(2062, 5, 1), ymd(2062, 5, 31), "transport")], cat=c,
       unsure=RENT + "; " + CAR)
with use(now=NC, pref="future", **E):
    KM("chamber concert next tues 7:30pm, weather that night in nyc?", [cc("Chamber concert", dt(wk(1, 2), 19, 30)), wx("New York", wk(1, 2))], cat=c)
