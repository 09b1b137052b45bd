"""Round 51 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  The same three people as
skills_zh_r51.py, typing in English in New York: a man who runs a small moving company with two vans (moving jobs at
set clocks, a two-day long-distance move, van hire, gas and tolls, customers' payments, a job moved because a lift is
broken, a helper, Luis, paid by the day, gas spending this month and the last N entries), an office worker doing an
evening MBA (classes and group-project meetings, an exam week, tuition and books, a study weekend in another city, a
meeting moved, a bonus, the weather for the study weekend, what books and courses cost this quarter) and a mother
whose teenage daughter Maddie is a competitive figure skater (early-morning ice times, rink fees and coach payments,
skates sharpened, a costume, a competition over several days in another city, running advice for her own jogging, a
lesson cancelled, skating spending this year).  In everyday proportion: about two fifths new events, a sixth ledger
entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r51.py): NA = 2063-02-06T07:20 Tuesday ("morning" in progress, "7am" with no day and
"tuesday 7am" passed → tomorrow / next week 02-13; a bare 7 → 19:00 today, a bare 8 → 08:00 today; this week 02-05 …
02-11, next week 02-12 … 02-18 with Valentine's Wednesday 02-14, Presidents' Day 02-19, the month ends Wednesday 02-28;
looking back last sunday 02-04, saturday 02-03, January); NB = 2063-05-31T18:30 Thursday, the last day of May ("tonight"
/ "thursday night" in progress, "thursday afternoon" over → 06-07; a bare 7 → 19:00, a bare 8 → 20:00, a bare 6 →
tomorrow 18:00; June starts tomorrow, this weekend 06-02/03, next week 06-04 … 06-10, Father's Day 06-17, Juneteenth
06-19; looking back Memorial Day 05-28, Mother's Day 05-13, last friday 05-25, May, Q2); NC = 2063-07-04T11:55 Wednesday,
Independence Day just before noon ("morning" nearly over, "afternoon" ahead; noon → today 12:00, a bare 11 → tomorrow
11:00, a bare 1 → 13:00; this weekend 07-07/08, next week 07-09 … 07-15, the month ends Tuesday 07-31, Labor Day 09-03;
looking back last sunday 07-01, June, Q2 = last quarter, the first half of the year)."""
from lib import *

NA = "2063-02-06T07:20:00"  # Tuesday 07:20
NB = "2063-05-31T18:30:00"  # Thursday 18:30, the last day of May
NC = "2063-07-04T11:55:00"  # Wednesday 11:55, Independence Day
E = dict(lang="en", tz="America/New_York")
PAY = "a customer's payment for a move filed as salary income (paid for one's own work, as earlier rounds filed client payments)"
VAN = "gas, tolls and truck rental filed as transport"
HELPER = "the day helper's pay filed as other (as earlier rounds filed a helper's or caregiver's pay)"
BOX = "boxes, tape and moving blankets filed as shopping"
STUDY = "MBA tuition and books filed as education"
HOTEL = "a hotel for the study weekend filed as housing (a place to stay away from home)"
BONUS = "a bonus filed as salary income"
SKATE = "ice time, rink fees and coach payments for the daughter's skating filed as education (as earlier rounds filed children's lessons)"
GEAR = "skate sharpening and a costume filed as shopping"
ENTRY = "the competition's entry fee filed as entertainment (as earlier rounds filed tournament entries)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("move on elm st today 10am, both vans", cc("Move on elm st", dt(today(), 10)), cat=c, unsure="'both vans' as context left out of the title")
    K("finance class at 7", cc("Finance class", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    K("call frank about borrowing his truck at 8", cc("Call frank about borrowing his truck", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 07:20 is still ahead: 08:00 today")
    K("maddie on the ice 7am", cc("Maddie on the ice", next_clock(7)), cat=c, unsure="7am with no day said 07:20 has passed: tomorrow 07:00")
    K("tuesday 7am ice time", cc("Ice time", dt(wk(1, 2), 7)), cat=c, unsure="tuesday 7am said Tuesday 07:20 has passed: next week 02-13")
    K("drop maddie off for skating tmrw 5:30am", cc("Drop maddie off for skating", dt(rel(1), 5, 30)), cat=c)
    K("group case discussion thurs 7-9:30pm", cc("Group case discussion", dt(wd(4), 19), dt(wd(4), 21, 30)), cat=c, unsure="thurs = 02-08")
    K("two moves on the south side sat, start 8am", cc("Two moves on the south side", dt(wd(6), 8)), cat=c,
      unsure="sat = 02-10; 'start' read as part of the time phrase")
    K("help mrs. ortiz move next wed 2pm", cc("Help mrs. ortiz move", dt(wk(1, 3), 14)), cat=c, unsure="next wed = 02-14")
    K("strategy class day after tomorrow 6:30pm", cc("Strategy class", dt(rel(2), 18, 30)), cat=c)
    K("long haul move to boston feb 22-23", cc("Long haul move to boston", ymd(2063, 2, 22), ymd(2063, 2, 23)), cat=c,
      unsure="a two-day event; a destination inside the activity stays in the title")
    K("maddie ice time fri 6 to 8am", cc("Maddie ice time", dt(wd(5), 6), dt(wd(5), 8)), cat=c, unsure="fri = 02-09")
    K("piano move tmrw at 3 no wait 3:30", cc("Piano move", dt(rel(1), 15, 30)), cat=c, conv="bare-hour",
      unsure="a correction inside the message: 15:30 replaces 15:00")
    K("uh group project huddle this sunday 9am", cc("Group project huddle", dt(wd(7), 9)), cat=c, unsure="this sunday = 02-11; the filler left out")
    K("maddie skates next monday at 5:40am", cc("Maddie skates", dt(wk(1, 1), 5, 40)), cat=c, unsure="next monday = 02-12; a statement")
    K("van 2 inspection end of the month", cc("Van 2 inspection", ymd(2063, 2, 28)), cat=c, conv="month-end-bare")
with use(now=NB, pref="future", **E):
    K("zoom w/ my group at 7", cc("Zoom w/ my group", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 18:30 reads 19:00 tonight")
    K("pick up the truck at 6", cc("Pick up the truck", bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    K("review ops mgmt at 8", cc("Review ops mgmt", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 18:30: its am reading has passed, the pm reading is ahead: 20:00 tonight")
    K("iron maddie's competition dress tonight at 9", cc("Iron maddie's competition dress", dt(today(), 21)), cat=c)
    K("pay the rink thursday 3pm", cc("Pay the rink", dt(wk(1, 4), 15)), cat=c,
      unsure="thursday 3pm said Thursday 18:30 has passed: next week 06-07")
    K("send the group report thursday night at 10", cc("Send the group report", dt(today(), 22)), cat=c,
      unsure="thursday night at 10 said Thursday 18:30 is still ahead: today 22:00")
    K("move on maple ave tmrw 9am, elevator building", cc("Move on maple ave", dt(rel(1), 9)), cat=c,
      unsure="'elevator building' as context left out of the title")
    K("exam week june 4-8", cc("Exam week", ymd(2063, 6, 4), ymd(2063, 6, 8)), cat=c)
    K("maddie jump class next tue 8am to noon", cc("Maddie jump class", dt(wk(1, 2), 8), dt(wk(1, 2), 12)), cat=c, unsure="next tue = 06-05")
    K("private ice sat 5:30am", cc("Private ice", dt(wd(6), 5, 30)), cat=c, unsure="sat = 06-02")
    K("long distance move to philly june 12 thru 13", cc("Long distance move to philly", ymd(2063, 6, 12), ymd(2063, 6, 13)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("accounting class saturday afternoon, 2 to 5", cc("Accounting class", dt(wd(6), 14), dt(wd(6), 17)), cat=c, conv="bare-hour",
      unsure="saturday = 06-02; the day and the range said apart")
with use(now=NC, pref="future", **E):
    K("lunch w/ the client about the office move at noon", cc("Lunch w/ the client about the office move", dt(today(), 12)), cat=c,
      unsure="noon said 11:55 is five minutes ahead: today 12:00")
    K("get maddie from the rink at 11", cc("Get maddie from the rink", bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:55 has passed and, before noon, reads tomorrow 11:00")
    K("pay luis at 1", cc("Pay luis", bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 11:55 reads 13:00 today")
    K("write the group report today 4-6pm", cc("Write the group report", dt(today(), 16), dt(today(), 18)), cat=c)
    K("off-ice training wednesday 10am", cc("Off-ice training", dt(wk(1, 3), 10)), cat=c,
      unsure="wednesday 10am said Wednesday 11:55 has passed: next week 07-11")
    K("north end move fri 6am", cc("North end move", dt(wd(5), 6)), cat=c, unsure="fri = 07-06")
    K("marketing class next monday 7pm", cc("Marketing class", dt(wk(1, 1), 19)), cat=c, unsure="next monday = 07-09")
    K("maddie's competition in lake placid july 20-22", cc("Maddie's competition", ymd(2063, 7, 20), ymd(2063, 7, 22), location="lake placid"), cat=c,
      unsure="'in lake placid' read as a place introduced with in (the city, not a venue)")
    K("tmrw morning go over the books w/ my accountant, 10", cc("Go over the books w/ my accountant", dt(rel(1), 10)), cat=c,
      conv="bare-hour", unsure="tmrw morning and 10 said apart: one point")
    K("MBA weekend intensive the saturday after next", cc("MBA weekend intensive", wk(2, 6)), cat=c, conv="after-next",
      unsure="= 07-21, all day")

c = "location"
with use(now=NA, pref="future", **E):
    K("move thurs 9am, location: 14 birch ct", cc("Move", dt(wd(4), 9), location="14 birch ct"), cat=c, unsure="thurs = 02-08")
    K("group meeting sat 2pm at the business school cafe", cc("Group meeting", dt(wd(6), 14), location="the business school cafe"), cat=c,
      unsure="sat = 02-10")
    K("maddie ice tmrw 6am at the westside arena", cc("Maddie ice", dt(rel(1), 6), location="the westside arena"), cat=c)
with use(now=NB, pref="future", **E):
    K("final exam next wed 7pm in room 302", cc("Final exam", dt(wk(1, 3), 19), location="room 302"), cat=c, unsure="next wed = 06-06")
    K("look at a used box truck sunday 10am at the dealership", cc("Look at a used box truck", dt(wd(7), 10), location="the dealership"), cat=c,
      unsure="sunday = 06-03")
    K("skate sharpening tmrw 4pm where: pro shop on 5th", cc("Skate sharpening", dt(rel(1), 16), location="pro shop on 5th"), cat=c)
with use(now=NC, pref="future", **E):
    K("group dinner fri 7pm at joe's bbq", cc("Group dinner", dt(wd(5), 19), location="joe's bbq"), cat=c, unsure="fri = 07-06")
    K("office move next tue 8am location: tech park bldg B", cc("Office move", dt(wk(1, 2), 8), location="tech park bldg B"), cat=c,
      unsure="next tue = 07-10")

c = "holiday"
with use(now=NA, pref="future", **E):
    K("valentine's dinner w/ jen 7pm", cc("Dinner w/ jen", dt(ymd(2063, 2, 14), 19)), cat=c,
      unsure="Valentine's = Wednesday 02-14; the holiday word left out of the title")
    K("presidents day move for the kleins", cc("Move for the kleins", hol("presidents")), cat=c, unsure="Presidents' Day 2063 = 02-19")
    K("maddie's club test the day before presidents day", cc("Maddie's club test", hol("presidents") - td(days=1)), cat=c, unsure="= 02-18")
with use(now=NB, pref="future", **E):
    K("father's day fishing w/ dad", cc("Fishing w/ dad", hol("fathers")), cat=c, unsure="Father's Day 2063 = 06-17")
    K("juneteenth 10am maddie exhibition skate", cc("Maddie exhibition skate", dt(hol("juneteenth"), 10)), cat=c, unsure="Juneteenth = Tuesday 06-19")
    K("4th of july cookout 4pm", cc("Cookout", dt(ymd(2063, 7, 4), 16)), cat=c, unsure="the Fourth = Wednesday 07-04")
with use(now=NC, pref="future", **E):
    K("move for the parks labor day 8am", cc("Move for the parks", dt(hol("labor"), 8)), cat=c, unsure="Labor Day 2063 = 09-03")
    K("independence day fireworks w/ maddie 9pm", cc("Fireworks w/ maddie", dt(today(), 21)), cat=c, unsure="said on the Fourth: today 21:00")

c = "duration"
with use(now=NA, pref="future", **E):
    K("wake maddie in 40 min", cc("Wake maddie", dt(today(), 8, 0)), cat=c)
    K("new tires for van 1 three days from now", cc("New tires for van 1", rel(3)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to submit the assignment in an hour and a half", cc("Submit the assignment", dt(today(), 20, 0)), cat=c)
with use(now=NC, pref="future", **E):
    K("new skates for maddie two weeks from now", cc("New skates for maddie", rel(14)), cat=c)
    K("call the customer back in 20 minutes", cc("Call the customer back", dt(today(), 12, 15)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("tuition due 2/16", cc("Tuition due", ymd(2063, 2, 16)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("maddie regional qualifier 6/9/2063", cc("Maddie regional qualifier", ymd(2063, 6, 9)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("final paper due 7/18", cc("Final paper due", ymd(2063, 7, 18)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("MBA orientation the first saturday of march", cc("MBA orientation", nth(2063, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("maddie's level test the last sunday of june", cc("Maddie's level test", lastwd(2063, 6, 7)), cat=c)
    K("truck lease renewal the second monday of july", cc("Truck lease renewal", nth(2063, 7, 2, 1)), cat=c)
with use(now=NC, pref="future", **E):
    K("quarterly taxes the friday before labor day", cc("Quarterly taxes", hol("labor") - td(days=3)), cat=c, unsure="= 08-31")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("maddie ice wed and fri 6am", [cc("Maddie ice", dt(wd(3), 6)), cc("Maddie ice", dt(wd(5), 6))], cat=c, conv="distribute",
       unsure="wed = 02-07, fri = 02-09")
with use(now=NB, pref="future", **E):
    KM("class next tue and thu 7pm", [cc("Class", dt(wk(1, 2), 19)), cc("Class", dt(wk(1, 4), 19))], cat=c, conv="distribute",
       unsure="next applies to both: 06-05 and 06-07")
with use(now=NC, pref="future", **E):
    KM("two moves the 9th and 10th, trucks out at 7am", [cc("Move", dt(ymd(2063, 7, 9), 7)), cc("Move", dt(ymd(2063, 7, 10), 7))], cat=c,
       conv="distribute", unsure="the clock applies to both; the title reduced to Move")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("mrs. ortiz paid the balance, 950", la("950", "salary", "balance", kind="income"), cat=c, unsure=PAY)
    K("gas for van 1 $78", la("78", "transport", "gas"), cat=c, unsure=VAN)
    K("luis today 160", la("160", "other", "luis"), cat=c, unsure=HELPER)
    K("maddie's coach for feb 600", la("600", "education", "coach"), cat=c, unsure=SKATE)
    K("corporate finance textbook 142", la("142", "education", "corporate finance textbook"), cat=c, unsure=STUDY)
    K("bagel and coffee 7.50", la("7.5", "food", "bagel and coffee"), cat=c)
with use(now=NB, pref="past", **E):
    K("bonus came in, 3k", la("3000", "salary", "bonus", kind="income"), cat=c, unsure=BONUS)
    K("turnpike tolls 23", la("23", "transport", "tolls"), cat=c, unsure=VAN)
    K("boxes and tape 64", la("64", "shopping", "boxes and tape"), cat=c, unsure=BOX)
    K("maddie's competition dress $420", la("420", "shopping", "competition dress"), cat=c, unsure=GEAR)
    K("private ice session 95", la("95", "education", "private ice"), cat=c, unsure=SKATE)
with use(now=NC, pref="past", **E):
    K("rented a 26 ft truck for the day, 189", la("189", "transport", "26 ft truck"), cat=c, unsure=VAN)
    K("fall semester tuition 9.5k", la("9500", "education", "tuition"), cat=c, unsure=STUDY)
    K("skate sharpening 15", la("15", "shopping", "skate sharpening"), cat=c, unsure=GEAR)
    K("office move payment came through, 2,400", la("2400", "salary", "office move", kind="income"), cat=c, unsure=PAY)
    K("hot dogs at the cookout 12", la("12", "food", "hot dogs"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("gas for van 2 last sunday 71", la("71", "transport", "gas", d=wk(-1, 7)), cat=c, unsure="last sunday = 02-04; " + VAN)
    K("luis worked saturday, paid him 180", la("180", "other", "luis", d=wd(6)), cat=c, unsure="saturday said Tuesday, looking back = 02-03; " + HELPER)
    K("coach lesson friday 75", la("75", "education", "coach lesson", d=wd(5)), cat=c, unsure="friday said Tuesday, looking back = 02-02; " + SKATE)
    K("group dinner last night, my share 31", la("31", "food", "group dinner", d=rel(-1)), cat=c)
with use(now=NB, pref="past", **E):
    K("mr. lee paid for his move last friday, 1,100", la("1100", "salary", "move", kind="income", d=wk(-1, 5)), cat=c,
      unsure="last friday = 05-25; " + PAY)
    K("memorial day gas and tolls 88", la("88", "transport", "gas and tolls", d=hol("memorial")), cat=c,
      unsure="Memorial Day 2063 = 05-28, looking back; " + VAN)
    K("case book monday 46", la("46", "education", "case book", d=wd(1)), cat=c, unsure="monday said Thursday, looking back = 05-28; " + STUDY)
with use(now=NC, pref="past", **E):
    K("rink fee last sunday 40", la("40", "education", "rink fee", d=wk(-1, 7)), cat=c, unsure="last sunday = 07-01; " + SKATE)
    K("luis on saturday 170", la("170", "other", "luis", d=wd(6)), cat=c, unsure="saturday said Wednesday, looking back = 06-30; " + HELPER)
    K("hotel for the study weekend yesterday, 2 nights 318", la("318", "housing", "hotel", d=rel(-1)), cat=c, unsure=HOTEL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many moves next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("maddie's ice this weekend?", cl(wd(6), wd(7)), cat=c, unsure="this weekend = 02-10/11")
    K("classes the week after next", cl(wk(2, 1), wk(2, 7)), cat=c)
with use(now=NA, pref="past", **E):
    K("gas spending for both vans this month", ls(ymd(2063, 2, 1), ymd(2063, 2, 28), "transport"), cat=c, unsure=VAN + "; this month written as the whole month")
    K("show me the last 10 entries", ll(limit=10), cat=c)
    K("how much did i get from moves last month", ls(ymd(2063, 1, 1), ymd(2063, 1, 31), "salary"), cat=c, unsure=PAY)
    K("how much has skating cost us this year", ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "education"), cat=c,
      unsure=SKATE + "; skating spending read as the education category")
with use(now=NB, pref="future", **E):
    K("what's on early next month", cl(ymd(2063, 6, 1), ymd(2063, 6, 10)), cat=c, conv="month-parts")
    K("anything tmrw?", cl(rel(1)), cat=c)
    K("exam schedule next week", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("books and courses this quarter total", ls(ymd(2063, 4, 1), ymd(2063, 6, 30), "education"), cat=c, conv="quarters", unsure=STUDY)
    K("last 5 gas entries for the vans", ll(category="transport", limit=5), cat=c, unsure=VAN)
    K("what did i spend late may", ls(ymd(2063, 5, 21), ymd(2063, 5, 31)), cat=c, conv="month-parts")
    K("food spending this week, lots of takeout during exams", ls(wk(0, 1), wk(0, 7), "food"), cat=c, unsure="this week written as the whole week 05-28 … 06-03")
with use(now=NC, pref="future", **E):
    K("maddie's tests mid-july", cl(ymd(2063, 7, 11), ymd(2063, 7, 20)), cat=c, conv="month-parts")
    K("moves booked next week", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NC, pref="past", **E):
    K("tuition and books last quarter", ls(ymd(2063, 4, 1), ymd(2063, 6, 30), "education"), cat=c, conv="quarters", unsure=STUDY)
    K("skating spend the first half of the year", ls(ymd(2063, 1, 1), ymd(2063, 6, 30), "education"), cat=c, conv="halves", unsure=SKATE)
    K("last 8 entries, did i log luis", ll(limit=8), cat=c)
    K("tolls in june", ls(ymd(2063, 6, 1), ymd(2063, 6, 30), "transport"), cat=c, unsure=VAN)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("jobs before valentine's", cl(today(), ymd(2063, 2, 13)), cat=c, conv="en-before-exclusive")
    K("maddie's ice the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("van gas month to date", ls(ymd(2063, 2, 1), today(), "transport"), cat=c, conv="since", unsure=VAN)
with use(now=NB, pref="future", **E):
    K("what's on through next wednesday", cl(today(), wk(1, 3)), cat=c, conv="until-inclusive", unsure="next wednesday = 06-06")
    K("classes within the next week", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="future", **E):
    K("moves by the end of the month", cl(today(), ymd(2063, 7, 31)), cat=c, conv="by-inclusive")
    K("anything by friday", cl(today(), wd(5)), cat=c, conv="by-inclusive", unsure="friday = 07-06")
with use(now=NC, pref="past", **E):
    K("moving income year to date", ls(ymd(2063, 1, 1), today(), "salary"), cat=c, conv="since", unsure=PAY)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("weather in hartford sat, got a move", wx("Hartford", wd(6)), cat=c, unsure="sat = 02-10")
    KM("philly weather this weekend for the study weekend", [wx("Philadelphia", wd(6)), wx("Philadelphia", wd(7))], cat=c,
       unsure="philly written as Philadelphia")
with use(now=NB, pref="future", **E):
    K("rain in providence tmrw? moving day", wx("Providence", rel(1)), cat=c)
    KM("philadelphia weather the 12th and 13th", [wx("Philadelphia", ymd(2063, 6, 12)), wx("Philadelphia", ymd(2063, 6, 13))], cat=c)
with use(now=NC, pref="future", **E):
    KM("lake placid weather the 20th to the 22nd", [wx("Lake Placid", ymd(2063, 7, 20)), wx("Lake Placid", ymd(2063, 7, 21)),
        wx("Lake Placid", ymd(2063, 7, 22))], cat=c, unsure="three days, one call each")
    K("how hot is it in new york today, 4th of july", wx("New York", today()), cat=c)
    K("baltimore weather saturday, study weekend", wx("Baltimore", wd(6)), cat=c, unsure="saturday = 07-07")
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in new york tmrw morning?", ra("New York", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("jogging ok in boston tmrw?", ra("Boston", rel(1)), cat=c)
    K("can i run in newark saturday", ra("Newark", wd(6)), cat=c, unsure="saturday = 06-02")
with use(now=NC, pref="future", **E):
    K("too hot to run in baltimore this afternoon?", ra("Baltimore", today()), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Birch ct move", dt(wd(4), 9), dt(wd(4), 12)), ev("Birch ct move", dt(wk(1, 4), 9), dt(wk(1, 4), 12))]
    K("elevator's broken at birch ct, move thursday's job to saturday 9am", cu(0, title="birch ct", date=wd(4), start=dt(wd(6), 9)), cat=c,
      given=g, unsure="two jobs at the same address on different weeks; thursday = 02-08, saturday = 02-10")
    g = [ev("Group discussion", dt(wd(4), 19), dt(wd(4), 21)), ev("Finance class", dt(today(), 19), dt(today(), 21))]
    K("push the group discussion to 8pm", cu(0, title="group discussion", start=dt(wd(4), 20)), cat=c, given=g,
      conv=["clock-only-keeps-day", "next-upcoming"], unsure="the next upcoming discussion is Thursday 02-08")
    g = [ev("Maddie ice", dt(wd(3), 6), dt(wd(3), 8)), ev("Maddie ice", dt(wd(5), 6), dt(wd(5), 8))]
    K("friday's ice half an hour earlier", cu(1, title="ice", date=wd(5), start=dt(wd(5), 5, 30)), cat=c, given=g,
      unsure="two ice times the same week; friday = 02-09")
with use(now=NB, pref="future", **E):
    g = [ev("Move on maple ave", dt(rel(1), 9), dt(rel(1), 12)), ev("Long distance move to philly", ymd(2063, 6, 12), ymd(2063, 6, 13))]
    K("maple ave elevator's out, bump tmrw's move a day", cu(0, title="maple ave", date=rel(1), start=dt(rel(2), 9)), cat=c, given=g,
      unsure="a relative shift of the stored start: 06-01 09:00 → 06-02 09:00")
    g = [ev("Final exam", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("Group meeting", dt(wk(1, 1), 19), dt(wk(1, 1), 21))]
    K("final exam moved to room 101", cu(0, title="final exam", location="room 101"), cat=c, given=g, conv="next-upcoming")
    g = [ev("Maddie jump class", dt(wk(1, 2), 8), dt(wk(1, 2), 12)), ev("Maddie jump class", dt(wk(1, 5), 8), dt(wk(1, 5), 12))]
    K("move next friday's jump class to saturday same time", cu(1, title="jump class", date=wk(1, 5), start=dt(wk(1, 6), 8)), cat=c,
      given=g, conv="move-keeps-clock", unsure="two lessons the same week; next friday = 06-08, saturday = 06-09")
with use(now=NC, pref="future", **E):
    g = [ev("North end move", dt(wd(5), 6), dt(wd(5), 10)), ev("North end move", dt(wk(1, 5), 6), dt(wk(1, 5), 10))]
    K("this friday's north end move make it 7am", cu(0, title="north end", date=wd(5), start=dt(wd(5), 7)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two jobs on two Fridays; this friday = 07-06")
    g = [ev("Marketing class", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("Group dinner", dt(wd(5), 19), dt(wd(5), 21))]
    K("rename marketing class to marketing final review", cu(0, title="marketing class", new_title="marketing final review"), cat=c, given=g,
      conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Maddie jump lesson", dt(wd(4), 17), dt(wd(4), 18)), ev("Maddie ice", dt(wd(4), 6), dt(wd(4), 8))]
    K("coach is sick, cancel thursday's jump lesson", cdel(0, title="jump lesson", date=wd(4)), cat=c, given=g,
      unsure="a lesson and an ice time the same day; thursday = 02-08")
    g = [ev("South side move", dt(wd(6), 8), dt(wd(6), 12)), ev("South side move", dt(wk(1, 6), 8), dt(wk(1, 6), 12))]
    K("next saturday's south side customer backed out, delete it", cdel(1, title="south side", date=wk(1, 6)), cat=c, given=g,
      unsure="next saturday = 02-17")
with use(now=NB, pref="future", **E):
    g = [ev("Group meeting", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("Accounting class", dt(wd(6), 14), dt(wd(6), 17))]
    K("cancel monday's group meeting", cdel(0, title="group meeting", date=wk(1, 1)), cat=c, given=g, unsure="monday = 06-04")
    g = [ev("Maddie exhibition skate", dt(hol("juneteenth"), 10), dt(hol("juneteenth"), 11)),
         ev("Move for the hendersons", dt(hol("juneteenth"), 8), dt(hol("juneteenth"), 12))]
    K("scratch maddie's exhibition skate", cdel(0, title="exhibition skate"), cat=c, given=g, conv="next-upcoming",
      unsure="a show and a moving job the same day")
with use(now=NC, pref="future", **E):
    g = [ev("MBA weekend intensive", wk(2, 6), wk(2, 6)), ev("Write the group report", dt(today(), 16), dt(today(), 18))]
    K("weekend intensive got cancelled, remove it", cdel(0, title="weekend intensive"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("gas 78, tolls 14", [la("78", "transport", "gas"), la("14", "transport", "tolls")], cat=c, unsure=VAN)
    KM("got 950 from mrs. ortiz and paid luis 160", [la("950", "salary", "mrs. ortiz", kind="income"), la("160", "other", "luis")], cat=c,
       unsure=PAY + "; " + HELPER)
with use(now=NA, pref="future", **E):
    KM("south side move sat 8am and check hartford weather that day", [cc("South side move", dt(wd(6), 8)), wx("Hartford", wd(6))], cat=c,
       unsure="sat = 02-10")
with use(now=NB, pref="past", **E):
    KM("costume 420, sharpening 15, then how much has skating cost this year",
       [la("420", "shopping", "costume"), la("15", "shopping", "sharpening"), ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "education")], cat=c,
       unsure=GEAR + "; " + SKATE)
with use(now=NB, pref="future", **E):
    KM("delete monday's group meeting and add a zoom meeting next tue 8pm",
       [cdel(0, title="group meeting", date=wk(1, 1)), cc("Zoom meeting", dt(wk(1, 2), 20))], cat=c,
       given=[ev("Group meeting", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("Accounting class", dt(wd(6), 14), dt(wd(6), 17))],
       unsure="monday = 06-04, next tue = 06-05")
with use(now=NC, pref="past", **E):
    KM("sub 11, iced tea 3", [la("11", "food", "sub"), la("3", "food", "iced tea")], cat=c)
with use(now=NC, pref="future", **E):
    KM("run tmrw 6am, is boston ok for running tmrw", [cc("Run", dt(rel(1), 6)), ra("Boston", rel(1))], cat=c)
