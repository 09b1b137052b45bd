"""Round 22 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a small-town family doctor with a clinic (clinic hours, house calls out at farms, on-call nights, case
meetings, a medical conference over several days, CME courses, clinic rent, meds orders, copays as income, physicals
booked by patient name: Mrs. Patel, Mr. Dunn, Coach Ray), a couple planning a long holiday abroad (visa interviews and
deadlines, flights, hotels per night in EUR and JPY, itinerary days as multi-day events, currency exchange, travel
insurance, dog boarding, the weather in Rome, Paris, Tokyo and Kyoto, bookings changed and cancelled) and a community
volunteer running a food bank and a youth football team (sorting shifts, donations as income, food-bank purchases,
weekend matches with weather checks, practice twice a week, parents' meetings, jerseys, reimbursements from the club).
In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running,
the rest changes, cancellations and several requests at once.

Reference times (see time_r22.py): NA = 2028-04-04T19:40 Tuesday evening ("tonight" in progress; a bare 7 reads
tomorrow 19:00, a bare 8/9 tonight; Good Friday 04-14, Easter 04-16; the month ends Sunday 04-30); NB =
2028-09-16T00:20 Saturday just after midnight (today = Saturday, "tonight" read as Saturday evening, "tmrw" = Sunday,
flagged; "friday night" moves a week; a bare 8 reads 08:00 today); NC = 2028-08-07T07:45 Monday, the first Monday of
August ("morning" in progress; a bare 7 reads 19:00, a bare 8 08:00 today; "early this month" = 08-01 … 08-10, the
month ends Thursday 08-31; Labor Day 09-04)."""
from lib import *

NA = "2028-04-04T19:40:00"  # Tuesday 19:40: bare 7 → tomorrow 19:00, bare 8/9 → tonight
NB = "2028-09-16T00:20:00"  # Saturday 00:20: today Saturday; bare 8 → 08:00 today, bare 1 → 13:00
NC = "2028-08-07T07:45:00"  # Monday 07:45: morning in progress; bare 7 → 19:00, bare 8 → 08:00
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("extra clinic hours tmrw 9am", cc("Extra clinic hours", dt(rel(1), 9)), cat=c)
    K("house calls thurs 2-5pm", cc("House calls", dt(wd(4), 14), dt(wd(4), 17)), cat=c)
    K("case mtg friday, 7:30pm", cc("Case mtg", dt(wd(5), 19, 30)), cat=c, unsure="friday … 7:30pm said apart: one entity")
    K("visa interview 4/20 10am", cc("Visa interview", dt(ymd(2028, 4, 20), 10)), cat=c, conv="en-month-first")
    K("team practice next wed 6-8pm", cc("Team practice", dt(wk(1, 3), 18), dt(wk(1, 3), 20)), cat=c)
    K("call w/ the travel agent at 8", cc("Call w/ the travel agent", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 19:40 reads 20:00 tonight")
    K("on-call handover at 7", cc("On-call handover", dt(rel(1), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 19:40 has passed: tomorrow 19:00")
    K("on call tonight 11pm", cc("On call", dt(today(), 23)), cat=c)
    K("medical conference apr 20-23", cc("Medical conference", ymd(2028, 4, 20), ymd(2028, 4, 23)), cat=c)
    K("rome trip may 1-5", cc("Rome trip", ymd(2028, 5, 1), ymd(2028, 5, 5)), cat=c)
    K("pay clinic rent end of the month", cc("Pay clinic rent", ymd(2028, 4, 30)), cat=c, conv="month-end-bare")
    K("physical for mr dunn the day after tomorrow", cc("Physical for mr dunn", rel(2)), cat=c)
    K("so saturday morning sorting shift, 9 to 11 i guess", cc("Sorting shift", dt(wd(6), 9), dt(wd(6), 11)), cat=c,
      unsure="saturday morning … 9 to 11 said apart: one entity")
    K("mrs patel physical tmrw 3pm, no wait 4", cc("Mrs patel physical", dt(rel(1), 16)), cat=c,
      unsure="a correction inside the message: 16:00 replaces 15:00")
    K("home game sunday 3pm", cc("Home game", dt(wd(7), 15)), cat=c)
with use(now=NB, pref="future", **E):
    K("sorting at 8", cc("Sorting", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:20 Saturday reads 08:00 today")
    K("kickoff at 1", cc("Kickoff", dt(today(), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:20 reads 13:00 today")
    K("parents group call tonight 7pm", cc("Parents group call", dt(today(), 19)), cat=c,
      unsure="said Saturday 00:20: tonight read as Saturday evening")
    K("away game tmrw 10am", cc("Away game", dt(rel(1), 10)), cat=c, unsure="tmrw said at 00:20 Saturday: Sunday 09-17")
    K("sorting sat 9am-12pm", cc("Sorting", dt(today(), 9), dt(today(), 12)), cat=c, unsure="sat said at 00:20 Saturday: today")
    K("practice next tue 5:30pm", cc("Practice", dt(wk(1, 2), 17, 30)), cat=c)
    K("flight to osaka sept 25 7am", cc("Flight to osaka", dt(ymd(2028, 9, 25), 7)), cat=c)
    K("japan trip 9/25 - 10/8", cc("Japan trip", ymd(2028, 9, 25), ymd(2028, 10, 8)), cat=c, conv="en-month-first")
    K("practice friday night 6-8", cc("Practice", dt(wd(5), 18), dt(wd(5), 20)), cat=c, conv="rollover-part",
      unsure="friday night said Saturday 00:20 is over: next Friday 09-22, 18:00–20:00")
    K("medical conference next mon thru wed", cc("Medical conference", wk(1, 1), wk(1, 3)), cat=c)
    K("drop the dog at the kennel sept 24", cc("Drop the dog", ymd(2028, 9, 24), location="the kennel"), cat=c,
      unsure="'at the kennel' read as the place")
    K("remind me 3am to check the flight", cc("Check the flight", dt(today(), 3)), cat=c,
      unsure="3am with no day at 00:20: today 03:00")
with use(now=NC, pref="future", **E):
    K("parents mtg at 7", cc("Parents mtg", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:45 reads 19:00 today")
    K("clinic opens at 8", cc("Clinic opens", dt(today(), 8)), cat=c, conv="bare-hour")
    K("physical for mrs patel tmrw 3pm", cc("Physical for mrs patel", dt(rel(1), 15)), cat=c)
    K("cup game 8/12 10am", cc("Cup game", dt(ymd(2028, 8, 12), 10)), cat=c, conv="en-month-first")
    K("thu house call at the miller farm, 2pm", cc("House call", dt(wd(4), 14), location="the miller farm"), cat=c,
      unsure="thu … 2pm said apart: one entity; 'at the miller farm' read as the place")
    K("CME webinar today 10am", cc("CME webinar", dt(today(), 10)), cat=c)
    K("drop the dog off 7am", cc("Drop the dog off", dt(rel(1), 7)), cat=c, unsure="7am with no day has passed at 07:45: tomorrow")
    K("europe aug 16-31", cc("Europe", ymd(2028, 8, 16), ymd(2028, 8, 31)), cat=c, unsure="a bare destination as the title")

c = "location"
with use(now=NA, pref="future", **E):
    K("sorting shift sat 9am at the food bank", cc("Sorting shift", dt(wd(6), 9), location="the food bank"), cat=c)
    K("house call tmrw 2pm location: 14 county rd", cc("House call", dt(rel(1), 14), location="14 county rd"), cat=c)
    K("practice next wed 6pm at lincoln field", cc("Practice", dt(wk(1, 3), 18), location="lincoln field"), cat=c)
with use(now=NB, pref="future", **E):
    K("match tmrw 10am where: riverside park field 3", cc("Match", dt(rel(1), 10), location="riverside park field 3"), cat=c,
      unsure="tmrw said at 00:20 Saturday: Sunday")
    K("parents mtg next thu 7pm at the community center", cc("Parents mtg", dt(wk(1, 4), 19), location="the community center"), cat=c)
with use(now=NC, pref="future", **E):
    K("visa interview aug 20 9am at the italian consulate", cc("Visa interview", dt(ymd(2028, 8, 20), 9),
      location="the italian consulate"), cat=c)
    K("case review fri 2pm in the county hospital boardroom", cc("Case review", dt(wd(5), 14),
      location="the county hospital boardroom"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("clinic closed good friday", cc("Clinic closed", ymd(2028, 4, 14)), cat=c)
    K("easter mass in rome", cc("Easter mass", ymd(2028, 4, 16), location="rome"), cat=c,
      unsure="'in rome' read as the place; Easter as the day")
    K("take mom for a checkup on mother's day", cc("Take mom for a checkup", ymd(2028, 5, 14)), cat=c)
with use(now=NB, pref="future", **E):
    K("food drive columbus day", cc("Food drive", ymd(2028, 10, 9)), cat=c)
    K("team halloween party", cc("Team halloween party", ymd(2028, 10, 31)), cat=c,
      unsure="the holiday is also part of the title words")
    K("pantry closed thanksgiving", cc("Pantry closed", ymd(2028, 11, 23)), cat=c)
with use(now=NC, pref="future", **E):
    K("clinic closed labor day", cc("Clinic closed", ymd(2028, 9, 4)), cat=c)
    K("costume game on halloween", cc("Costume game", ymd(2028, 10, 31)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to call the patient back in 25 min", cc("Call the patient back", dt(today(), 20, 5)), cat=c)
with use(now=NB, pref="future", **E):
    K("wake me in an hour and a half to check flights", cc("Check flights", dt(today(), 1, 50)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to head out for house calls in half an hour", cc("Head out for house calls", dt(today(), 8, 15)), cat=c)
    K("we fly out 10 days from now", cc("We fly out", rel(10)), cat=c, unsure="'we fly out' kept whole as the title")

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("flu shots 4/18", cc("Flu shots", ymd(2028, 4, 18)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("kyoto day trip 10/2", cc("Kyoto day trip", ymd(2028, 10, 2)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("renew the insurance Aug. 15, 2028", cc("Renew the insurance", ymd(2028, 8, 15)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("home game the second sunday of may", cc("Home game", nth(2028, 5, 2, 7)), cat=c)
with use(now=NB, pref="future", **E):
    K("food drive the first saturday of october", cc("Food drive", nth(2028, 10, 1, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("cup game the third saturday of august", cc("Cup game", nth(2028, 8, 3, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("call the kennel back half past nine", cc("Call the kennel back", dt(today(), 21, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 19:40 reads 21:30 tonight")
with use(now=NC, pref="future", **E):
    K("pharmacy rep quarter to eleven", cc("Pharmacy rep", dt(today(), 10, 45)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("practice wed and sat", [cc("Practice", wd(3)), cc("Practice", wd(6))], cat=c)
with use(now=NB, pref="future", **E):
    KM("practice next tue and thu 7pm", [cc("Practice", dt(wk(1, 2), 19)), cc("Practice", dt(wk(1, 4), 19))], cat=c,
       conv="distribute")
with use(now=NC, pref="future", **E):
    KM("house calls tue and thu", [cc("House calls", wd(2)), cc("House calls", wd(4))], cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("copays today 860", la("860", "salary", "copays", kind="income"), cat=c, unsure="patient payments as salary income")
    K("clinic rent 3200", la("3200", "housing", "clinic rent"), cat=c, unsure="clinic rent as housing")
    K("meds order 1100", la("1100", "health", "meds order"), cat=c, unsure="medicine stock for the clinic as health")
    K("jerseys 384", la("384", "shopping", "jerseys"), cat=c)
    K("visa fees for both of us 320", la("320", "other", "visa fees"), cat=c, unsure="visa fees as other")
    K("travel insurance 268", la("268", "other", "travel insurance"), cat=c, unsure="travel insurance as other")
with use(now=NB, pref="past", **E):
    K("got a donation 300", la("300", "other", "donation", kind="income"), cat=c, unsure="donations received: income, category other")
    K("rice and flour for the pantry 240", la("240", "food", "rice and flour"), cat=c, unsure="food-bank purchases as food")
    K("ref fee 65", la("65", "entertainment", "ref fee"), cat=c, unsure="a referee fee for the youth team as entertainment")
    K("club reimbursed me 48", la("48", "other", "reimbursement", kind="income"), cat=c,
      unsure="a reimbursement received: income, category other")
    K("rome hotel €145 a night", la("145", "housing", "rome hotel", cur="EUR"), cat=c, unsure="a hotel as housing")
    K("tokyo hotel deposit 18,000 yen", la("18000", "housing", "tokyo hotel deposit", cur="JPY"), cat=c,
      unsure="a hotel deposit as housing")
with use(now=NC, pref="past", **E):
    K("2 plane tickets 2480", la("2480", "transport", "plane tickets"), cat=c)
    K("kennel deposit 100", la("100", "other", "kennel deposit"), cat=c, unsure="dog boarding as other")
    K("CME course 450", la("450", "education", "CME course"), cat=c)
    K("currency exchange fee 12", la("12", "other", "currency exchange fee"), cat=c)
    K("donation came in on the 1st 500", la("500", "other", "donation", d=ymd(2028, 8, 1), kind="income"), cat=c,
      unsure="donations received: income, category other")
    K("gloves and masks 56", la("56", "health", "gloves and masks"), cat=c, unsure="clinic masks and gloves as health")

c = "rollover"
with use(now=NA, pref="past", **E):
    K("tuesday afternoon house call fee 150", la("150", "salary", "house call fee", kind="income"), cat=c,
      unsure="tuesday afternoon said Tuesday 19:40 looking back: today; a house-call fee as salary income")
with use(now=NB, pref="past", **E):
    K("water for friday night practice 24", la("24", "food", "water", d=rel(-1)), cat=c,
      unsure="friday night said Saturday 00:20 looking back: yesterday (Friday)")
    K("donation last night 60", la("60", "other", "donation", d=rel(-1), kind="income"), cat=c,
      unsure="last night said at 00:20 Saturday: Friday; donations as income, other")
with use(now=NC, pref="past", **E):
    K("cones last saturday 32", la("32", "shopping", "cones", d=wk(-1, 6)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("clinic schedule next week?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on in may", cl(ymd(2028, 5, 1), ymd(2028, 5, 31)), cat=c)
    K("any games this weekend", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **E):
    K("how much in copays this month", ls(ymd(2028, 4, 1), ymd(2028, 4, 30), "salary"), cat=c,
      unsure="patient payments were logged as salary")
    K("spending early april", ls(ymd(2028, 4, 1), ymd(2028, 4, 10)), cat=c, conv="month-parts")
    K("q1 meds spending", ls(ymd(2028, 1, 1), ymd(2028, 3, 31), "health"), cat=c, conv="quarters",
      unsure="medicine stock was logged as health")
with use(now=NB, pref="future", **E):
    K("what do i have next wk, games n sorting", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what time's the game tmrw", cl(rel(1)), cat=c, unsure="tmrw said at 00:20 Saturday: Sunday")
    K("what's on today (saturday)", cl(today()), cat=c, unsure="today said at 00:20: Saturday")
    K("itinerary for early october", cl(ymd(2028, 10, 1), ymd(2028, 10, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("total spent this month", ls(ymd(2028, 9, 1), ymd(2028, 9, 30)), cat=c)
    K("last 8 entries", ll(limit=8), cat=c)
with use(now=NC, pref="future", **E):
    K("what's on this week", cl(today(), wd(7)), cat=c, conv="week-monday-sunday",
      unsure="this week said Monday: the whole week 08-07 … 08-13")
    K("plans for the second half of the month", cl(ymd(2028, 8, 16), ymd(2028, 8, 31)), cat=c, conv="half-month")
with use(now=NC, pref="past", **E):
    K("how much on food last month", ls(ymd(2028, 7, 1), ymd(2028, 7, 31), "food"), cat=c)
    K("transport spending in july", ls(ymd(2028, 7, 1), ymd(2028, 7, 31), "transport"), cat=c)
    K("list last week's entries for the club reimbursement", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("last 10 pls", ll(limit=10), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything left before may 1", cl(today(), ymd(2028, 4, 30)), cat=c, conv="en-before-exclusive")
    K("how many house calls by the end of the month", cl(today(), ymd(2028, 4, 30)), cat=c,
      unsure="a count read as the list of today … 04-30")
    K("clinic schedule the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("month to date spending, clinic + trip", ls(ymd(2028, 4, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **E):
    K("what's on through oct 1", cl(today(), ymd(2028, 10, 1)), cat=c, conv="until-inclusive")
    K("next 3 days?", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("pantry purchases year to date", ls(ymd(2028, 1, 1), today(), "food"), cat=c, conv="since",
      unsure="food-bank purchases were logged as food")
with use(now=NC, pref="future", **E):
    K("anything due by aug 10", cl(today(), ymd(2028, 8, 10)), cat=c, conv="by-inclusive")
    K("schedule till the end of the month", cl(today(), ymd(2028, 8, 31)), cat=c, conv="until-inclusive")
with use(now=NC, pref="past", **E):
    K("spending the last 7 days", ls(rel(-6), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain for sunday's game in boston?", wx("Boston", wd(7)), cat=c)
    KM("rome weather mon-wed the week after next", [wx("Rome", wk(2, 1)), wx("Rome", wk(2, 2)), wx("Rome", wk(2, 3))], cat=c)
with use(now=NB, pref="future", **E):
    KM("weekend weather in chicago, two matches", [wx("Chicago", today()), wx("Chicago", rel(1))], cat=c,
       unsure="said Saturday 00:20: the weekend is today and tomorrow")
    KM("tokyo and osaka weather sept 25", [wx("Tokyo", ymd(2028, 9, 25)), wx("Osaka", ymd(2028, 9, 25))], cat=c)
    K("will it rain in kyoto 10/2", wx("Kyoto", ymd(2028, 10, 2)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("paris weather aug 26", wx("Paris", ymd(2028, 8, 26)), cat=c)
    K("cup game sat, how's the weather in philly", wx("Philadelphia", wd(6)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run tmrw morning in boston?", ra("Boston", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("ok to run laps w/ the kids today in chicago", ra("Chicago"), cat=c)
with use(now=NC, pref="future", **E):
    K("can i run rn in denver", ra("Denver"), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Physical for Mr Dunn", dt(rel(1), 9), dt(rel(1), 10)), ev("Physical for Mr Dunn", dt(wk(1, 4), 9), dt(wk(1, 4), 10)),
         ev("House calls", dt(wd(4), 14), dt(wd(4), 17))]
    K("move mr dunn's physical next thursday to 3pm", cu(1, title="mr dunn", date=wk(1, 4), start=dt(wk(1, 4), 15)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("push tmrw's physical for mr dunn back an hour", cu(0, title="physical for mr dunn", date=rel(1), start=dt(rel(1), 10)),
      cat=c, given=g)
    K("move house calls to friday same time", cu(2, title="house calls", start=dt(wd(5), 14)), cat=c, given=g,
      conv="move-keeps-clock")
with use(now=NB, pref="future", **E):
    g = [ev("Sorting", dt(today(), 9), dt(today(), 12)), ev("Match", dt(rel(1), 10), dt(rel(1), 12)),
         ev("Match", dt(wk(1, 6), 10), dt(wk(1, 6), 12))]
    K("tmrw's match is now 2pm", cu(1, title="match", date=rel(1), start=dt(rel(1), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="tmrw said at 00:20 Saturday: Sunday")
    K("move sorting today to 8", cu(0, title="sorting", date=today(), start=dt(today(), 8)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("next saturday's match is at riverside field 2 now", cu(2, title="match", date=wk(1, 6), location="riverside field 2"),
      cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Case review", dt(wd(5), 14), dt(wd(5), 16)), ev("Parents mtg", dt(today(), 19), dt(today(), 20)),
         ev("Paris flight", dt(ymd(2028, 8, 26), 10), dt(ymd(2028, 8, 26), 22))]
    K("push the parents mtg half an hour", cu(1, title="parents mtg", start=dt(today(), 19, 30)), cat=c, given=g)
    K("airline moved our paris flight to the 27th, same time", cu(2, title="paris flight", start=dt(ymd(2028, 8, 27), 10)),
      cat=c, given=g, conv="move-keeps-clock")
    K("case review 3-5pm instead", cu(0, title="case review", start=dt(wd(5), 15), end=dt(wd(5), 17)), cat=c, given=g,
      conv="clock-only-keeps-day")

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Practice", dt(wd(3), 18), dt(wd(3), 20)), ev("Practice", dt(wd(6), 9), dt(wd(6), 11))]
    K("cancel saturday practice, rain", cdel(1, title="practice", date=wd(6)), cat=c, given=g)
    g = [ev("Medical conference", ymd(2028, 4, 20), ymd(2028, 4, 23)), ev("Visa interview", dt(ymd(2028, 4, 20), 10), dt(ymd(2028, 4, 20), 11))]
    K("not going to the conference anymore, delete it", cdel(0, title="conference"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Donation livestream", dt(today(), 14), dt(today(), 16)), ev("Supply run", dt(today(), 17), dt(today(), 18))]
    K("scrap the donation livestream this afternoon", cdel(0, title="donation livestream", date=today()), cat=c, given=g)
    g = [ev("Tokyo hotel", ymd(2028, 9, 25), ymd(2028, 9, 28)), ev("Kyoto hotel", ymd(2028, 9, 28), ymd(2028, 10, 2))]
    K("cancelled the kyoto hotel, remove it", cdel(1, title="kyoto hotel"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("AC repair visit", dt(rel(1), 9), dt(rel(1), 11)), ev("AC repair visit", dt(wd(5), 9), dt(wd(5), 11))]
    K("drop friday's ac repair visit", cdel(1, title="ac repair", date=wd(5)), cat=c, given=g)
    g = [ev("Physical for Mrs Patel", dt(rel(1), 15), dt(rel(1), 16)), ev("Physical for Coach Ray", dt(rel(1), 16), dt(rel(1), 17))]
    K("mrs patel cancelled tmrw, delete her physical", cdel(0, title="mrs patel", date=rel(1)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("copays 860, meds 320", [la("860", "salary", "copays", kind="income"), la("320", "health", "meds")], cat=c,
       unsure="patient payments as salary income, medicine as health")
with use(now=NA, pref="future", **E):
    KM("rain sunday in boston? also add game sunday 3pm", [wx("Boston", wd(7)), cc("Game", dt(wd(7), 15))], cat=c)
with use(now=NB, pref="past", **E):
    KM("donations 300 and pantry groceries 240", [la("300", "other", "donations", kind="income"),
       la("240", "food", "pantry groceries")], cat=c, unsure="donations as income of category other; food-bank purchases as food")
with use(now=NB, pref="future", **E):
    g = [ev("Match", dt(rel(1), 10), dt(rel(1), 12)), ev("Parents call", dt(today(), 19), dt(today(), 20))]
    KM("cancel the parents call and move tmrw's match to 11", [cdel(1, title="parents call"),
       cu(0, title="match", date=rel(1), start=dt(rel(1), 11))], cat=c, given=g, conv="clock-only-keeps-day",
       unsure="tmrw said at 00:20 Saturday: Sunday")
with use(now=NC, pref="future", **E):
    KM("clinic at 8, parents mtg at 7", [cc("Clinic", dt(today(), 8)), cc("Parents mtg", dt(today(), 19))], cat=c,
       conv="bare-hour")
with use(now=NC, pref="past", **E):
    KM("flights 2480 hotel €1100", [la("2480", "transport", "flights"), la("1100", "housing", "hotel", cur="EUR")], cat=c,
       unsure="a hotel as housing")
