"""Round 30 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a firefighter on 24-hour shifts (shifts from 8am to the next morning, swapped shifts, training days,
overtime pay received as income, station dinner money, gear bought, his son's school event he must move, the weather
before a training burn, overtime looked up for the quarter), a woman expecting her first child (prenatal appts, a
glucose test at a set clock, a doula deposit, baby things bought, maternity leave from a date, a baby shower, her
husband's trip over several days, cancelling a class, what the baby things have cost so far) and a self-employed
landscaper (jobs at clients' gardens over several days, early starts, rain days that move jobs, plants and mulch
bought, clients paying invoices as income, truck fuel, a trade show, the weather for the week ahead, two jobs for the
same client on different days).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth
look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r30.py): NA = 2050-04-30T22:00 Saturday night, the last day of April ("tmrw" = Sunday
05-01; "by the end of the month" = today alone, "before may 1" = today alone; "this weekend" = today and tomorrow; next
week 05-02 … 05-08; a bare 9 or 8 reads tomorrow morning, a bare 11 23:00 tonight; "saturday afternoon" over → 05-07;
Cinco de Mayo Thursday 05-05, Mother's Day 05-08, Memorial Day 05-30); NB = 2050-09-05T07:20 Monday, Labor Day
("morning" in progress; a bare 7 reads 19:00, a bare 8 08:00 today; "monday 7am" → 09-12; this week 09-05 … 09-11;
the month ends Friday 09-30; Columbus Day 10-10); NC = 2050-01-28T17:45 Friday ("friday afternoon" in progress,
"friday morning" over → 02-04; a bare 5 reads tomorrow 17:00, a bare 6 18:00, a bare 8 20:00; the month ends Monday
01-31; Valentine's Day Monday 02-14, Presidents' Day 02-21)."""
from lib import *

NA = "2050-04-30T22:00:00"  # Saturday 22:00
NB = "2050-09-05T07:20:00"  # Monday 07:20, Labor Day
NC = "2050-01-28T17:45:00"  # Friday 17:45
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("24 hr shift tmrw 8am to monday 8am", cc("24 hr shift", dt(rel(1), 8), dt(wk(1, 1), 8)), cat=c, unsure="tmrw = Sunday 05-01; ends Monday 05-02 08:00")
    K("prenatal appt next tue 9:30am", cc("Prenatal appt", dt(wk(1, 2), 9, 30)), cat=c)
    K("sod job for the millers may 6 from 7am to 4pm", cc("Sod job for the millers", dt(ymd(2050, 5, 6), 7), dt(ymd(2050, 5, 6), 16)), cat=c)
    K("school open house next thurs 7pm", cc("School open house", dt(wk(1, 4), 19)), cat=c)
    K("pick up plants at 9", cc("Pick up plants", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 22:00 has passed both ways: tomorrow 09:00")
    K("remind me to take my prenatal vitamin at 11", cc("Take my prenatal vitamin", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:00 reads 23:00 tonight")
    K("hubby's atlanta trip may 9-13", cc("Hubby's atlanta trip", ymd(2050, 5, 9), ymd(2050, 5, 13)), cat=c)
    K("training day next wed, all day", cc("Training day", wk(1, 3)), cat=c)
    K("so fri 6:30am plant trees for mr. lee", cc("Plant trees for mr. lee", dt(wd(5), 6, 30)), cat=c, unsure="fri = 05-06; filler 'so' left out")
    K("glucose test may 12 8am, gotta fast", cc("Glucose test", dt(ymd(2050, 5, 12), 8)), cat=c, unsure="'gotta fast' left out of the title")
    K("walk a backyard with a new client next mon 3-5pm", cc("Walk a backyard with a new client", dt(wk(1, 1), 15), dt(wk(1, 1), 17)), cat=c)
    K("hedge trimming saturday afternoon at 2", cc("Hedge trimming", dt(wk(1, 6), 14)), cat=c,
      unsure="saturday afternoon at 2 said Saturday 22:00 has passed: next Saturday 05-07")
    K("swapped w/ dave so add a shift next fri 8am", cc("Shift", dt(wk(1, 5), 8)), cat=c, unsure="the swap as context")
    K("hospital pre-registration the tuesday after next 10am", cc("Hospital pre-registration", dt(wk(2, 2), 10)), cat=c, conv="after-next")
with use(now=NB, pref="future", **E):
    K("glucose test tmrw 8am, 3 blood draws", cc("Glucose test", dt(rel(1), 8)), cat=c, unsure="'3 blood draws' left out of the title")
    K("live fire drill wed 2 to 5pm", cc("Live fire drill", dt(wd(3), 14), dt(wd(3), 17)), cat=c)
    K("dig tree holes for the parkers sept 15 at 6:30am", cc("Dig tree holes for the parkers", dt(ymd(2050, 9, 15), 6, 30)), cat=c)
    K("facetime w/ hubby at 7", cc("Facetime w/ hubby", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    K("shift change at 8 dont let me forget", cc("Shift change", dt(today(), 8)), cat=c, conv="bare-hour")
    K("load the truck 7am", cc("Load the truck", dt(rel(1), 7)), cat=c, unsure="7am with no day at 07:20 has passed: tomorrow 07:00")
    K("crew starts monday 7am", cc("Crew starts", dt(wk(1, 1), 7)), cat=c, unsure="monday 7am said Monday 07:20 has passed: next Monday 09-12")
    K("hubby's denver conference sept 20 to 23", cc("Hubby's denver conference", ymd(2050, 9, 20), ymd(2050, 9, 23)), cat=c)
    K("baby shower next sat 10am", cc("Baby shower", dt(wk(1, 6), 10)), cat=c)
    K("24 hr shift wed 8am to thu 8am", cc("24 hr shift", dt(wd(3), 8), dt(wd(4), 8)), cat=c)
    K("jake's field day fri 9am", cc("Jake's field day", dt(wd(5), 9)), cat=c)
    K("maternity leave starts oct 8", cc("Maternity leave", ymd(2050, 10, 8)), cat=c, unsure="'starts' read as the day the leave begins; an all-day event")
    K("4d ultrasound tmrw at 2, no wait, 2:30", cc("4d ultrasound", dt(rel(1), 14, 30)), cat=c, unsure="a correction inside the message: 14:30")
with use(now=NC, pref="future", **E):
    K("shift tmrw 8am, station 4", cc("Shift", dt(rel(1), 8)), cat=c, unsure="'station 4' is not introduced as a place: not a location")
    K("ob appt next wed 2pm", cc("Ob appt", dt(wk(1, 3), 14)), cat=c)
    K("prune the hoffs' orchard feb 8 9am-12", cc("Prune the hoffs' orchard", dt(ymd(2050, 2, 8), 9), dt(ymd(2050, 2, 8), 12)), cat=c)
    K("meeting the doula tonight at 8", cc("Meeting the doula", dt(today(), 20)), cat=c)
    K("get my son at 5", cc("Get my son", dt(rel(1), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:45 has passed: tomorrow 17:00")
    K("station dinner at 6", cc("Station dinner", dt(today(), 18)), cat=c, conv="bare-hour")
    K("calcium pill at 9 pls", cc("Calcium pill", dt(today(), 21)), cat=c, conv="bare-hour", unsure="a bare 9 at 17:45: the pm reading 21:00 is ahead")
    K("landscape expo feb 10 thru 12", cc("Landscape expo", ymd(2050, 2, 10), ymd(2050, 2, 12)), cat=c)
    K("mrs. sun's yard next monday 7am till 3pm", cc("Mrs. sun's yard", dt(wk(1, 1), 7), dt(wk(1, 1), 15)), cat=c)
    K("covering for mike sunday 8pm to monday 8am", cc("Covering for mike", dt(wd(7), 20), dt(wk(1, 1), 8)), cat=c)
    K("uh next thursday, pt test, 6am", cc("Pt test", dt(wk(1, 4), 6)), cat=c, unsure="said apart: one entity")
    K("lunch w/ a client at 12", cc("Lunch w/ a client", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 17:45 has passed: tomorrow's noon")
    K("look at strollers tomorrow afternoon", cc("Look at strollers", dt(rel(1), 12), dt(rel(1), 18)), cat=c,
      unsure="afternoon with no clock gives the event's real bounds 12:00–18:00")

c = "location"
with use(now=NA, pref="future", **E):
    K("prenatal appt next tue 9:30am at st. mary's", cc("Prenatal appt", dt(wk(1, 2), 9, 30), location="st. mary's"), cat=c)
    K("shift tmrw 8am location: engine 12", cc("Shift", dt(rel(1), 8), location="engine 12"), cat=c)
    K("baby shower may 14 3pm at my sister's place", cc("Baby shower", dt(ymd(2050, 5, 14), 15), location="my sister's place"), cat=c)
with use(now=NB, pref="future", **E):
    K("live fire drill wed 2pm at the burn tower", cc("Live fire drill", dt(wd(3), 14), location="the burn tower"), cat=c)
    K("green industry expo sept 16 9am in columbus", cc("Green industry expo", dt(ymd(2050, 9, 16), 9), location="columbus"), cat=c)
    K("birthing class tmrw 3pm where: hospital 3rd floor", cc("Birthing class", dt(rel(1), 15), location="hospital 3rd floor"), cat=c)
with use(now=NC, pref="future", **E):
    K("training burn next tue 10am at the county academy", cc("Training burn", dt(wk(1, 2), 10), location="the county academy"), cat=c)
    K("pruning tmrw 9am at the hoffs' orchard", cc("Pruning", dt(rel(1), 9), location="the hoffs' orchard"), cat=c)
    K("prenatal yoga sunday 2pm at the y", cc("Prenatal yoga", dt(wd(7), 14), location="the y"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("station taco night cinco de mayo 6pm", cc("Station taco night", dt(ymd(2050, 5, 5), 18)), cat=c)
    K("brunch with mom on mother's day at 11", cc("Brunch with mom", dt(holiday_in("mothers", 2050), 11)), cat=c, conv="bare-hour")
    K("memorial day parade detail", cc("Parade detail", holiday_in("memorial", 2050)), cat=c)
with use(now=NB, pref="future", **E):
    K("station picnic labor day 1pm", cc("Station picnic", dt(today(), 13)), cat=c, unsure="Labor Day is today")
    K("columbus day take the kids fishing", cc("Take the kids fishing", holiday_in("columbus", 2050)), cat=c)
    K("on duty thanksgiving", cc("On duty", holiday_in("thanksgiving", 2050)), cat=c)
with use(now=NC, pref="future", **E):
    K("dinner w/ hubby valentine's day 7pm", cc("Dinner w/ hubby", dt(ymd(2050, 2, 14), 19)), cat=c)
    K("presidents' day take jake sledding", cc("Take jake sledding", holiday_in("presidents", 2050)), cat=c)
    K("st. patrick's parade detail", cc("Parade detail", ymd(2050, 3, 17)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to count kicks in half an hour", cc("Count kicks", dt(today(), 22, 30)), cat=c)
with use(now=NB, pref="future", **E):
    K("head to the site in 40 min", cc("Head to the site", dt(today(), 8, 0)), cat=c)
    K("hospital tour 3 days from now", cc("Hospital tour", rel(3)), cat=c)
with use(now=NC, pref="future", **E):
    K("get gas in an hour", cc("Get gas", dt(today(), 18, 45)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("glucose test 5/12 8am", cc("Glucose test", dt(ymd(2050, 5, 12), 8)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("4d ultrasound 9/19/2050", cc("4d ultrasound", ymd(2050, 9, 19)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("ems recert 2/15", cc("Ems recert", ymd(2050, 2, 15)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("baby shower the second saturday of may", cc("Baby shower", nth(2050, 5, 2, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("training day the first wednesday of october", cc("Training day", nth(2050, 10, 1, 3)), cat=c)
with use(now=NC, pref="future", **E):
    K("baby shower the last saturday in february", cc("Baby shower", lastwd(2050, 2, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("leave for the nursery tmrw 6:45am", cc("Leave for the nursery", dt(rel(1), 6, 45)), cat=c)
with use(now=NB, pref="future", **E):
    K("check my blood pressure quarter past eight", cc("Check my blood pressure", dt(today(), 8, 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    K("station meeting ten to seven", cc("Station meeting", dt(today(), 18, 50)), cat=c, conv="bare-hour", unsure="the named hour 7 reads 19:00 today; ten before is 18:50")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("plant trees for mr. lee wed and fri 7am", [cc("Plant trees for mr. lee", dt(wd(3), 7)), cc("Plant trees for mr. lee", dt(wd(5), 7))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("mrs. ruiz's garden tue and thu at 8am", [cc("Mrs. ruiz's garden", dt(wd(2), 8)), cc("Mrs. ruiz's garden", dt(wd(4), 8))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("mrs. sun's yard next mon and wed 9am", [cc("Mrs. sun's yard", dt(wk(1, 1), 9)), cc("Mrs. sun's yard", dt(wk(1, 3), 9))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("overtime check 1100", la("1100", "salary", "overtime", kind="income"), cat=c)
    K("station dinner 20", la("20", "food", "station dinner"), cat=c)
    K("crib 340", la("340", "shopping", "crib"), cat=c)
    K("the millers paid the invoice, 2400", la("2400", "salary", "invoice", kind="income"), cat=c, unsure="a client paying an invoice as salary income")
    K("diesel 86", la("86", "transport", "diesel"), cat=c)
    K("doula deposit 500", la("500", "other", "doula deposit"), cat=c, unsure="a doula deposit as other")
with use(now=NB, pref="past", **E):
    K("glucose test copay 40", la("40", "health", "glucose test"), cat=c)
    K("mulch 92", la("92", "shopping", "mulch"), cat=c, unsure="mulch for clients' gardens as shopping")
    K("mr. parker paid me 1850", la("1850", "salary", "mr. parker", kind="income"), cat=c, unsure="a client paying as salary income")
    K("2 pairs of structure gloves 76", la("76", "shopping", "structure gloves"), cat=c)
    K("truck fuel 75", la("75", "transport", "truck fuel"), cat=c)
    K("birthing class 150", la("150", "education", "birthing class"), cat=c)
with use(now=NC, pref="past", **E):
    K("overtime for the holiday shifts 1640", la("1640", "salary", "overtime", kind="income"), cat=c)
    K("station pizza 12", la("12", "food", "pizza"), cat=c)
    K("bottles 36", la("36", "shopping", "bottles"), cat=c)
    K("the hoffs paid their balance 4860", la("4860", "salary", "balance", kind="income"), cat=c, unsure="a client paying the balance as salary income")
    K("20 boxwoods 560", la("560", "shopping", "boxwoods"), cat=c, unsure="plants for clients as shopping")
    K("ob copay 35", la("35", "health", "ob copay"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("fuel thurs 92", la("92", "transport", "fuel", d=wd(4)), cat=c, unsure="thurs said Saturday, looking back: 04-28")
    K("station bbq yesterday 25", la("25", "food", "station bbq", d=rel(-1)), cat=c)
with use(now=NB, pref="past", **E):
    K("mrs. ruiz paid last sat 1200", la("1200", "salary", "mrs. ruiz", kind="income", d=wk(-1, 6)), cat=c, unsure="last sat = 09-03; a client paying as salary income")
    K("stroller yesterday afternoon 389", la("389", "shopping", "stroller", d=rel(-1)), cat=c)
with use(now=NC, pref="past", **E):
    K("gloves on the 22nd, 38", la("38", "shopping", "gloves", d=ymd(2050, 1, 22)), cat=c)
    K("boots day before yesterday 349.95", la("349.95", "shopping", "boots", d=rel(-2)), cat=c)
    K("gas friday 60", la("60", "transport", "gas", d=today()), cat=c, unsure="friday said Friday, looking back: today")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many jobs next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything tmrw on may day", cl(rel(1)), cat=c, unsure="tmrw = Sunday 05-01")
    K("what's on late may", cl(ymd(2050, 5, 21), ymd(2050, 5, 31)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **E):
    K("baby stuff spending this month", ls(ymd(2050, 4, 1), ymd(2050, 4, 30), "shopping"), cat=c)
    K("what did fuel cost last week", ls(wk(-1, 1), wk(-1, 7), "transport"), cat=c)
with use(now=NB, pref="future", **E):
    K("what jobs do i have this week", cl(wk(0, 1), wk(0, 7)), cat=c, unsure="this week written as the whole week 09-05 … 09-11 (it began today)")
    K("anything next saturday", cl(wk(1, 6)), cat=c)
with use(now=NB, pref="past", **E):
    K("total overtime this quarter", ls(ymd(2050, 7, 1), ymd(2050, 9, 30), "salary"), cat=c, conv="quarters", unsure="this quarter written as the whole Q3; overtime as salary")
    K("list august's entries", ll(ymd(2050, 8, 1), ymd(2050, 8, 31)), cat=c)
    K("fuel late august", ls(ymd(2050, 8, 21), ymd(2050, 8, 31), "transport"), cat=c, conv="month-parts")
with use(now=NC, pref="future", **E):
    K("how many jobs next wk", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on mid-feb", cl(ymd(2050, 2, 11), ymd(2050, 2, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("show my last 10 entries pls, checking the hoffs paid", ll(limit=10), cat=c)
    K("how much did clients pay me this month", ls(ymd(2050, 1, 1), ymd(2050, 1, 31), "salary"), cat=c, unsure="clients' payments filed as salary")
    K("what did i spend last week", ls(wk(-1, 1), wk(-1, 7)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything left on the schedule before the end of the month", cl(today(), today()), cat=c, unsure="the month ends today: today alone")
    K("jobs through may 10", cl(today(), ymd(2050, 5, 10)), cat=c, conv="until-inclusive")
with use(now=NB, pref="future", **E):
    K("what's booked by the end of the month", cl(today(), ymd(2050, 9, 30)), cat=c, conv="by-inclusive")
    K("shifts in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("fuel month to date", ls(ymd(2050, 9, 1), today(), "transport"), cat=c, conv="since")
    K("what have the baby things cost so far this year", ls(ymd(2050, 1, 1), today(), "shopping"), cat=c, conv="since", unsure="baby things as shopping")
with use(now=NC, pref="future", **E):
    K("anything before valentine's day", cl(today(), ymd(2050, 2, 13)), cat=c, conv="en-before-exclusive")
    K("my shifts the next five days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("overtime in the last 7 days", ls(rel(-6), today(), "salary"), cat=c)
    K("gear spending past 30 days", ls(rel(-29), today(), "shopping"), cat=c, unsure="gear as shopping")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("weather in richmond tmrw", wx("Richmond", rel(1)), cat=c)
    KM("rain in raleigh mon tue wed? got jobs", [wx("Raleigh", wk(1, 1)), wx("Raleigh", wk(1, 2)), wx("Raleigh", wk(1, 3))], cat=c)
with use(now=NB, pref="future", **E):
    K("training burn wed, weather in pittsburgh", wx("Pittsburgh", wd(3)), cat=c)
    KM("baltimore weather the next 3 days, need to plan the crew", [wx("Baltimore", today()), wx("Baltimore", rel(1)), wx("Baltimore", rel(2))], cat=c,
       conv="n-days-counting-today")
    K("is it gonna rain in hartford on the 30th", wx("Hartford", ymd(2050, 9, 30)), cat=c)
with use(now=NC, pref="future", **E):
    KM("weather this weekend in boston", [wx("Boston", wd(6)), wx("Boston", wd(7))], cat=c)
    K("how cold in albany on valentine's day", wx("Albany", ymd(2050, 2, 14)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good morning for a run in charleston tmrw?", ra("Charleston", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("ok to run in new york today", ra("New York"), cat=c)
    K("can i do a slow jog tmrw in philadelphia, 34 wks pregnant", ra("Philadelphia", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("run sunday in washington?", ra("Washington", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Sod job at the Millers", dt(wd(2), 7), dt(wd(2), 16)), ev("Trim at the Millers", dt(wd(5), 7), dt(wd(5), 12))]
    K("rain tuesday, push the millers sod job to wed", cu(0, title="sod job", date=wd(2), start=dt(wd(3), 7)), cat=c, given=g, conv="move-keeps-clock")
    K("move friday's trim an hour later", cu(1, title="trim", date=wd(5), start=dt(wd(5), 8)), cat=c, given=g)
    g = [ev("Prenatal appt", dt(wk(1, 2), 9, 30), dt(wk(1, 2), 10, 30)), ev("Birthing class", dt(wk(1, 2), 15), dt(wk(1, 2), 16, 30))]
    K("change next tuesday's prenatal appt to 10:30", cu(0, title="prenatal appt", date=wk(1, 2), start=dt(wk(1, 2), 10, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("birthing class to 4pm", cu(1, title="birthing class", start=dt(wk(1, 2), 16)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Dig holes for the Parkers", dt(wd(2), 6, 30), dt(wd(2), 12)), ev("Plant trees for the Parkers", dt(wd(4), 6, 30), dt(wd(4), 15))]
    K("push tmrw's hole digging back a day", cu(0, title="dig", date=rel(1), start=dt(rel(2), 6, 30)), cat=c, given=g,
      unsure="'hole digging' names the event 'Dig holes…'; title kept as the word shared")
    K("parkers planting thursday start at 7am instead", cu(1, title="parkers", date=wd(4), start=dt(wd(4), 7)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="'parkers planting' names the event 'Plant trees for the Parkers'; title = the shared word")
    g = [ev("Jake's field day", dt(wd(5), 9), dt(wd(5), 12)), ev("Shift", dt(wd(5), 8), dt(wd(6), 8))]
    K("i'm on shift friday so move jake's field day to saturday 9am", cu(0, title="field day", date=wd(5), start=dt(wd(6), 9)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Prune the Hoffs' orchard", dt(ymd(2050, 2, 8), 9), dt(ymd(2050, 2, 8), 12)), ev("Fertilize at the Hoffs'", dt(ymd(2050, 2, 15), 9), dt(ymd(2050, 2, 15), 11))]
    K("move the orchard pruning to feb 9", cu(0, title="orchard", date=ymd(2050, 2, 8), start=dt(ymd(2050, 2, 9), 9)), cat=c, given=g, conv="move-keeps-clock")
    K("the hoffs job on the 15th, an hour earlier", cu(1, title="hoffs", date=ymd(2050, 2, 15), start=dt(ymd(2050, 2, 15), 8)), cat=c, given=g)
    g = [ev("Meet the doula", dt(today(), 20), dt(today(), 21)), ev("Ob appt", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    K("push the doula meeting back 30 min", cu(0, title="doula", date=today(), start=dt(today(), 20, 30)), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Prenatal yoga", dt(wk(1, 3), 19), dt(wk(1, 3), 20)), ev("Prenatal yoga", dt(wk(2, 3), 19), dt(wk(2, 3), 20))]
    K("cancel next wed's prenatal yoga, back hurts", cdel(0, title="prenatal yoga", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Plant trees for Mr Lee", dt(wd(3), 7), dt(wd(3), 15)), ev("Plant trees for Mr Lee", dt(wd(5), 7), dt(wd(5), 15))]
    K("scratch the friday one for mr lee, we'll finish wed", cdel(1, title="mr lee", date=wd(5)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Electrician visit", dt(rel(1), 9), dt(rel(1), 11)), ev("Electrician visit", dt(wd(4), 9), dt(wd(4), 11))]
    K("electrician's not coming thursday, delete it", cdel(1, title="electrician", date=wd(4)), cat=c, given=g)
    K("cancel birthing class", cdel(0, title="birthing class"), cat=c,
      given=[ev("Birthing class", dt(rel(1), 15), dt(rel(1), 16, 30)), ev("Baby shower", dt(wk(1, 6), 10), dt(wk(1, 6), 13))], conv="next-upcoming")
with use(now=NC, pref="future", **E):
    g = [ev("Landscape expo", ymd(2050, 2, 10), ymd(2050, 2, 12)), ev("PT test", dt(wk(1, 4), 6), dt(wk(1, 4), 8))]
    K("not going to the expo anymore", cdel(0, title="expo"), cat=c, given=g)
    g = [ev("Plant sale live stream", dt(wd(6), 10), dt(wd(6), 12)), ev("Shipping run", dt(wd(6), 14), dt(wd(6), 16))]
    K("drop tmrw's shipping run", cdel(1, title="shipping run", date=rel(1)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("overtime 1100, station dinner 20, bottles 36", [la("1100", "salary", "overtime", kind="income"), la("20", "food", "station dinner"),
                                                        la("36", "shopping", "bottles")], cat=c)
with use(now=NA, pref="future", **E):
    KM("prenatal appt next tue 9:30am and check the weather in richmond that day", [cc("Prenatal appt", dt(wk(1, 2), 9, 30)), wx("Richmond", wk(1, 2))], cat=c)
with use(now=NB, pref="past", **E):
    KM("gas 75 and tolls 9", [la("75", "transport", "gas"), la("9", "transport", "tolls")], cat=c)
with use(now=NB, pref="future", **E):
    KM("drill wed 2pm, shift thu 8am", [cc("Drill", dt(wd(3), 14)), cc("Shift", dt(wd(4), 8))], cat=c)
    KM("cancel tuesday's birthing class and move thursday's ob appt to 4pm",
       [cdel(0, title="birthing class", date=wd(2)), cu(1, title="ob appt", date=wd(4), start=dt(wd(4), 16))], cat=c,
       given=[ev("Birthing class", dt(wd(2), 15), dt(wd(2), 16, 30)), ev("Ob appt", dt(wd(4), 15), dt(wd(4), 16))])
with use(now=NC, pref="past", **E):
    KM("doula deposit 500, balance 1300", [la("500", "other", "doula deposit"), la("1300", "other", "balance")], cat=c, unsure="a doula's deposit and balance as other")
with use(now=NC, pref="future", **E):
    KM("what's on next week, also boston weather sunday", [cl(wk(1, 1), wk(1, 7)), wx("Boston", wd(7))], cat=c)
    KM("log gas 60 and add a job tmrw 7am", [la("60", "transport", "gas"), cc("Job", dt(rel(1), 7))], cat=c)
