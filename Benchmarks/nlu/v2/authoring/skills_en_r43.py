"""Round 43 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a young professional e-sports player (scrims and matches late at night and past midnight, a weekend
tournament in another city, prize money and a sponsor's payment as income, a new mouse, headset and keyboard bought, a
match rescheduled, a live stream, gear spending this quarter), a mobile pet groomer working from a van (appointments at
customers' addresses at set clocks, two sessions with the same client on different days, shampoo and clippers bought,
customers paying as income, van fuel, an appointment moved or cancelled, the weather for a day of outdoor work, fuel this
month and the last N entries) and a retired couple on a camper-van road trip (campsites over several nights in different
towns, fuel and campground fees, the weather in several towns on several days in one message, a reservation moved, the
pension as income, what the trip has cost so far).  In everyday proportion: about two fifths new events, a sixth ledger
entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r43.py): NA = 2058-10-01T10:15 Tuesday (a bare 10 → tomorrow 10:00, a bare 11 → 11:00
today, "8am" → tomorrow 08:00, "1am" → 10-02 01:00; "tuesday 7am" over → 10-08; this weekend 10-05/06, next week 10-07 …
10-13; "month to date" = today alone; last quarter Q3, last month September; Columbus Day 10-14, Halloween 10-31;
looking back Labor Day 09-02); NB = 2058-06-30T16:00 Sunday, the last afternoon of June and of the first half ("this
week" = today alone; "tmrw" = Monday 07-01, the second half of the year; "wed" = "next wed" = 07-03; a bare 3 → tomorrow
15:00, a bare 5 → 17:00, a bare 8 → 20:00; "midnight" → 07-01 00:00; "sunday 9am" over → 07-07; the Fourth Thursday;
looking back Father's Day 06-16, Friday 06-28); NC = 2058-11-28T19:30 Thursday, US Thanksgiving evening (a bare 7 →
tomorrow 19:00, a bare 8 → 20:00, a bare 11:30 → 23:30, "2am" → 11-29 02:00; "thursday 3pm" over → 12-05; Black Friday
tomorrow, this weekend 11-30 / 12-01, the end of the month 11-30, Cyber Monday 12-02 opens next week; Christmas a
Wednesday; looking back Veterans Day 11-11, last Saturday 11-23, October = last month)."""
from lib import *

NA = "2058-10-01T10:15:00"  # Tuesday 10:15
NB = "2058-06-30T16:00:00"  # Sunday 16:00, the last day of June and of the first half
NC = "2058-11-28T19:30:00"  # Thursday 19:30, US Thanksgiving
E = dict(lang="en", tz="America/New_York")
COLUMBUS58 = ymd(2058, 10, 14)
LABOR58 = ymd(2058, 9, 2)
FATHERS58 = ymd(2058, 6, 16)
THANKS58 = ymd(2058, 11, 28)
CYBER58 = ymd(2058, 12, 2)
PRIZE = "tournament prize money filed as salary income (earned by one's own play)"
SPONSOR = "a sponsor's payment to the player filed as salary income (paid for one's own work)"
GEAR = "a mouse, headset, keyboard and other gaming gear filed as shopping"
GROOM = "customers paying for grooming filed as salary income (paid for one's own work)"
SUPPLY = "shampoo, clippers and other grooming supplies filed as shopping"
FUEL = "fuel for the van or the RV filed as transport"
CAMP = "campground fees filed as housing (a place to stay away from home)"
PENSION = "the pension filed as income, category salary"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("team scrim tonight 11pm", cc("Team scrim", dt(today(), 23)), cat=c)
    K("semifinal sat 2pm in philly", cc("Semifinal", dt(wd(6), 14), location="philly"), cat=c, unsure="'in philly' read as the place")
    K("bath for mrs lee's poodle tmrw 3-5pm", cc("Bath for mrs lee's poodle", dt(rel(1), 15), dt(rel(1), 17)), cat=c)
    K("golden retriever trim at 11", cc("Golden retriever trim", dt(today(), 11)), cat=c, conv="bare-hour")
    K("pick up grooming supplies at 10", cc("Pick up grooming supplies", dt(rel(1), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 10:15 has passed and, before noon, reads tomorrow 10:00")
    K("rv leaves for bar harbor 8am", cc("Rv leaves for bar harbor", dt(rel(1), 8)), cat=c, unsure="8am with no day said 10:15 has passed: tomorrow 08:00")
    K("couple more ranked games at 1am", cc("Couple more ranked games", dt(rel(1), 1)), cat=c, unsure="1am with no day = the coming night: 10-02 01:00")
    K("coach just said extra practice thurs 8-11pm", cc("Extra practice", dt(wd(4), 20), dt(wd(4), 23)), cat=c, unsure="the coach's word as context")
    K("acadia campground oct 3 thru 6", cc("Acadia campground", ymd(2058, 10, 3), ymd(2058, 10, 6)), cat=c)
    K("rv oil change tuesday 7am", cc("Rv oil change", dt(wk(1, 2), 7)), cat=c, unsure="tuesday 7am said Tuesday 10:15 has passed: next week 10-08")
    K("tmrw, mrs wong's corgi, 9:30am", cc("Mrs wong's corgi", dt(rel(1), 9, 30)), cat=c, unsure="the day and the clock said apart")
    K("samoyed bath sunday 3pm no wait 4", cc("Samoyed bath", dt(wd(7), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00")
with use(now=NB, pref="future", **E):
    K("bichon house call tmrw 10am", cc("Bichon house call", dt(rel(1), 10)), cat=c)
    K("team scrims next wed 9pm to midnight", cc("Team scrims", dt(wk(1, 3), 21), dt(wk(1, 4), 0)), cat=c,
      unsure="midnight as the end = 00:00 of the next day (07-04)")
    K("drive the rv to lake george tues 7:30am", cc("Drive the rv to lake george", dt(wd(2), 7, 30)), cat=c)
    K("nail trim for the terrier at 5", cc("Nail trim for the terrier", dt(today(), 17)), cat=c, conv="bare-hour")
    K("online scrim at 3", cc("Online scrim", dt(rel(1), 15)), cat=c, conv="bare-hour", unsure="a bare 3 at 16:00 has passed: tomorrow 15:00")
    K("go live at 8", cc("Go live", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: the pm reading 20:00 is ahead")
    K("smokies campground july 8-12", cc("Smokies campground", ymd(2058, 7, 8), ymd(2058, 7, 12)), cat=c)
    K("wash the rv sunday 9am", cc("Wash the rv", dt(wk(1, 7), 9)), cat=c, unsure="sunday 9am said Sunday 16:00 has passed: next Sunday 07-07")
    K("ranked grind at midnight", cc("Ranked grind", dt(rel(1), 0)), cat=c, unsure="midnight = 00:00 of 07-01")
    K("um thursday, lan in boston, check-in 1pm", cc("Lan in boston", dt(wd(4), 13)), cat=c, unsure="the day and the clock said apart; check-in left out")
    K("wife wants a couple more days so blue ridge campground july 4 to 7", cc("Blue ridge campground", ymd(2058, 7, 4), ymd(2058, 7, 7)), cat=c,
      unsure="the wife's wish as context")
    K("campfire cookout tonight 7, actually 7:30", cc("Campfire cookout", dt(today(), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
with use(now=NC, pref="future", **E):
    K("lan final in boston tmrw 8pm", cc("Lan final", dt(rel(1), 20), location="boston"), cat=c, unsure="'in boston' read as the place")
    K("ragdoll bath sat 9-10:30am", cc("Ragdoll bath", dt(wd(6), 9), dt(wd(6), 10, 30)), cat=c)
    K("rv inspection next mon 2pm", cc("Rv inspection", dt(wk(1, 1), 14)), cat=c)
    K("scrim booked at 7", cc("Scrim", dt(rel(1), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00; 'booked' left out of the title")
    K("stream at 8", cc("Stream", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    K("vod review w/ coach at 11:30", cc("Vod review w/ coach", dt(today(), 23, 30)), cat=c, conv="bare-hour",
      unsure="a bare 11:30 at 19:30: the pm reading 23:30 is ahead")
    K("one more match at 2am", cc("One more match", dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 11-29 02:00")
    K("charleston campground dec 3-5", cc("Charleston campground", ymd(2058, 12, 3), ymd(2058, 12, 5)), cat=c)
    K("poodle trim thursday 3pm", cc("Poodle trim", dt(wk(1, 4), 15)), cat=c, unsure="thursday 3pm said Thursday 19:30 has passed: next week 12-05")
    K("just got a booking, schnauzer bath sunday, 2pm", cc("Schnauzer bath", dt(wd(7), 14)), cat=c, unsure="the new booking as context; the day and the clock said apart")
    K("nobody's doing thanksgiving here so van's out tmrw 9am as usual", cc("Van's out", dt(rel(1), 9)), cat=c,
      unsure="the context before it; 'as usual' left out of the title")

c = "location"
with use(now=NA, pref="future", **E):
    K("poodle bath tmrw 3pm at 14 Maple Lane", cc("Poodle bath", dt(rel(1), 15), location="14 Maple Lane"), cat=c)
    K("semifinal sat 2pm, location: the Wells Fargo Center", cc("Semifinal", dt(wd(6), 14), location="the Wells Fargo Center"), cat=c)
with use(now=NB, pref="future", **E):
    K("grooming tmrw 10am, where: 22 Birch Court", cc("Grooming", dt(rel(1), 10), location="22 Birch Court"), cat=c)
    K("campground july 8-12 in Gatlinburg", cc("Campground", ymd(2058, 7, 8), ymd(2058, 7, 12), location="Gatlinburg"), cat=c)
with use(now=NC, pref="future", **E):
    K("lan final tmrw 8pm at the Boston Convention Center", cc("Lan final", dt(rel(1), 20), location="the Boston Convention Center"), cat=c)
    K("ragdoll bath sat 9am, location: 5 Harbor View Dr", cc("Ragdoll bath", dt(wd(6), 9), location="5 Harbor View Dr"), cat=c)
    K("campsite dec 7 at Hunting Island State Park", cc("Campsite", ymd(2058, 12, 7), location="Hunting Island State Park"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("no grooming columbus day", cc("No grooming", COLUMBUS58), cat=c)
    K("costume grooming special halloween", cc("Costume grooming special", ymd(2058, 10, 31)), cat=c)
    K("campsite moon viewing mid-autumn festival 8pm", cc("Campsite moon viewing", dt(ymd(2058, 10, 2), 20)), cat=c,
      unsure="the Mid-Autumn Festival 2058 = 10-02 (lunar-python)")
    K("drive home thanksgiving", cc("Drive home", THANKS58), cat=c)
with use(now=NB, pref="future", **E):
    K("no house calls the fourth", cc("No house calls", ymd(2058, 7, 4)), cat=c)
    K("campground potluck independence day 6pm", cc("Campground potluck", dt(ymd(2058, 7, 4), 18)), cat=c)
    K("home from the road trip labor day", cc("Home from the road trip", LABOR58), cat=c)
with use(now=NC, pref="future", **E):
    K("headset deal black friday", cc("Headset deal", THANKS58 + td(days=1)), cat=c)
    K("campground potluck christmas eve", cc("Campground potluck", ymd(2058, 12, 24)), cat=c)
    K("van's off christmas", cc("Van's off", ymd(2058, 12, 25)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to start scrims in two and a half hours", cc("Start scrims", dt(today(), 12, 45)), cat=c)
    K("rv service 10 days from now", cc("Rv service", rel(10)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me in an hour and a half to get gas", cc("Get gas", dt(today(), 17, 30)), cat=c)
with use(now=NC, pref="future", **E):
    K("log on in 40 minutes", cc("Log on", dt(today(), 20, 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("city qualifier round 1 10/12", cc("City qualifier round 1", ymd(2058, 10, 12)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("lan qualifier 7/15/2058 2pm", cc("Lan qualifier", dt(ymd(2058, 7, 15), 14)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("team physicals 19/12", cc("Team physicals", ymd(2058, 12, 19)), cat=c, conv="day-first-when-over-12")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("corgi regular the first saturday of november", cc("Corgi regular", nth(2058, 11, 1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("cup kicks off the second friday of july", cc("Cup kicks off", nth(2058, 7, 2, 5)), cat=c)
with use(now=NC, pref="future", **E):
    K("grand final the second sunday of december", cc("Grand final", nth(2058, 12, 2, 7)), cat=c)
    K("dog baths the day after cyber monday", cc("Dog baths", CYBER58 + td(days=1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("house calls wed and thurs 10am", [cc("House calls", dt(wd(3), 10)), cc("House calls", dt(wd(4), 10))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("trims mon and wed at 2pm", [cc("Trims", dt(wd(1), 14)), cc("Trims", dt(wd(3), 14))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("dog washes sat and sun 10am", [cc("Dog washes", dt(wd(6), 10)), cc("Dog washes", dt(wd(7), 10))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("prize money hit, 7.5k", la("7500", "salary", "prize money", kind="income"), cat=c, unsure=PRIZE)
    K("sponsor paid 3000", la("3000", "salary", "sponsor", kind="income"), cat=c, unsure=SPONSOR)
    K("new mouse 129", la("129", "shopping", "mouse"), cat=c, unsure=GEAR)
    K("gas 72", la("72", "transport", "gas"), cat=c, unsure=FUEL)
    K("campsite 48", la("48", "housing", "campsite"), cat=c, unsure=CAMP)
    K("got 340 from grooming today", la("340", "salary", "grooming", kind="income"), cat=c, unsure=GROOM)
    K("lunch at the diner 16", la("16", "food", "lunch at the diner"), cat=c)
with use(now=NB, pref="past", **E):
    K("pension came in 2,100", la("2100", "salary", "pension", kind="income"), cat=c, unsure=PENSION)
    K("clippers $249", la("249", "shopping", "clippers"), cat=c, unsure=SUPPLY)
    K("oatmeal shampoo 34", la("34", "shopping", "oatmeal shampoo"), cat=c, unsure=SUPPLY)
    K("tolls 11", la("11", "transport", "tolls"), cat=c)
    K("headset 199", la("199", "shopping", "headset"), cat=c, unsure=GEAR)
    K("3 nights at the campground 126", la("126", "housing", "campground"), cat=c, unsure=CAMP)
with use(now=NC, pref="past", **E):
    K("worked thanksgiving anyway, 260 from grooms", la("260", "salary", "grooms", kind="income"), cat=c, unsure=GROOM + "; the context before it")
    K("mechanical keyboard 159", la("159", "shopping", "mechanical keyboard"), cat=c, unsure=GEAR)
    K("filled up the rv 96", la("96", "transport", "filled up the rv"), cat=c, unsure=FUEL)
    K("campground 55", la("55", "housing", "campground"), cat=c, unsure=CAMP)
    K("team salary 2800 came in", la("2800", "salary", "team salary", kind="income"), cat=c)
    K("groceries by the campground 62", la("62", "food", "groceries"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("grooming payments yesterday 310", la("310", "salary", "grooming", kind="income", d=rel(-1)), cat=c, unsure=GROOM)
    K("gas on labor day 64", la("64", "transport", "gas", d=LABOR58), cat=c, unsure="labor day looking back = 09-02; " + FUEL)
with use(now=NB, pref="past", **E):
    K("new trimmer friday 89", la("89", "shopping", "trimmer", d=wd(5)), cat=c, unsure="friday said Sunday, looking back = 06-28; " + SUPPLY)
    K("prize money father's day 1500", la("1500", "salary", "prize money", kind="income", d=FATHERS58), cat=c, unsure="father's day looking back = 06-16; " + PRIZE)
with use(now=NC, pref="past", **E):
    K("headset on veterans day 149", la("149", "shopping", "headset", d=ymd(2058, 11, 11)), cat=c, unsure=GEAR)
    K("campground last saturday 42", la("42", "housing", "campground", d=wk(-1, 6)), cat=c, unsure="last saturday said Thursday = 11-23; " + CAMP)
    K("gas the day before yesterday 58", la("58", "transport", "gas", d=rel(-2)), cat=c, unsure=FUEL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what do we have this weekend", cl(wd(6), wd(7)), cat=c)
    K("how many house calls next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything on columbus day", cl(COLUMBUS58), cat=c)
with use(now=NA, pref="past", **E):
    K("fuel total last month", ls(ymd(2058, 9, 1), ymd(2058, 9, 30), "transport"), cat=c, unsure=FUEL)
    K("gear spending last quarter", ls(ymd(2058, 7, 1), ymd(2058, 9, 30), "shopping"), cat=c, conv="quarters", unsure=GEAR)
    K("pull up the last 10 things i logged, gas and campsites", ll(limit=10), cat=c)
with use(now=NB, pref="future", **E):
    K("what's booked early july", cl(ymd(2058, 7, 1), ymd(2058, 7, 10)), cat=c, conv="month-parts")
    K("what's on the calendar next week", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("how much on gas this month", ls(ymd(2058, 6, 1), ymd(2058, 6, 30), "transport"), cat=c, unsure=FUEL)
    K("total spent the first half of the year", ls(ymd(2058, 1, 1), ymd(2058, 6, 30)), cat=c, conv="halves")
    K("last 5 gas entries", ll(category="transport", limit=5), cat=c, unsure=FUEL)
with use(now=NC, pref="future", **E):
    K("anything booked this weekend", cl(wd(6), wd(7)), cat=c)
    K("what's on cyber monday", cl(CYBER58), cat=c)
with use(now=NC, pref="past", **E):
    K("gear spending this quarter", ls(ymd(2058, 10, 1), ymd(2058, 12, 31), "shopping"), cat=c, conv="quarters", unsure=GEAR)
    K("campground fees in october", ls(ymd(2058, 10, 1), ymd(2058, 10, 31), "housing"), cat=c, unsure=CAMP)
    K("last 8 grooming payments", ll(category="salary", limit=8), cat=c, unsure=GROOM + "; the look-up takes that category")
c = "deadline"
with use(now=NA, pref="future", **E):
    K("how many matches left by the end of the month", cl(today(), ymd(2058, 10, 31)), cat=c, conv="by-inclusive")
    K("what's on before columbus day", cl(today(), COLUMBUS58 - td(days=1)), cat=c, conv="en-before-exclusive")
    K("house calls the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("van gas so far this month", ls(ymd(2058, 10, 1), today(), "transport"), cat=c, conv="since", unsure="said on the 1st: today alone; " + FUEL)
with use(now=NB, pref="future", **E):
    K("any more house calls this week", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    K("what's booked by the fourth", cl(today(), ymd(2058, 7, 4)), cat=c, conv="by-inclusive")
with use(now=NB, pref="past", **E):
    K("what did we spend the last 7 days", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **E):
    K("what's left on the calendar by the end of the month", cl(today(), ymd(2058, 11, 30)), cat=c, conv="by-inclusive")
    K("any grooms before cyber monday", cl(today(), CYBER58 - td(days=1)), cat=c, conv="en-before-exclusive")
    K("house calls the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("grooming income month to date", ls(ymd(2058, 11, 1), today(), "salary"), cat=c, conv="since", unsure=GROOM)
    K("what has the trip cost since we left nov 1", ls(ymd(2058, 11, 1), today()), cat=c, conv="since", unsure="the trip's cost so far: from its start")
    K("fuel year to date", ls(ymd(2058, 1, 1), today(), "transport"), cat=c, conv="since", unsure=FUEL)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in bar harbor tmrw?", wx("Bar Harbor", rel(1)), cat=c)
    KM("portland maine weather this weekend", [wx("Portland", wd(6)), wx("Portland", wd(7))], cat=c, unsure="'portland maine' written as Portland")
    KM("weather tmrw in bar harbor and thurs in bangor", [wx("Bar Harbor", rel(1)), wx("Bangor", wd(4))], cat=c, unsure="two towns on two days: one call each")
with use(now=NB, pref="future", **E):
    K("how hot in new york tmrw, outside grooming all day", wx("New York", rel(1)), cat=c)
    K("gatlinburg weather july 4", wx("Gatlinburg", ymd(2058, 7, 4)), cat=c)
    KM("weather next tues in asheville and wed in knoxville", [wx("Asheville", wk(1, 2)), wx("Knoxville", wk(1, 3))], cat=c,
       unsure="'wed' after 'next tues' read as next week's Wednesday 07-03 (also the bare reading)")
with use(now=NC, pref="future", **E):
    K("cold in savannah tonight?", wx("Savannah"), cat=c)
    KM("charleston weather sat and sun", [wx("Charleston", wd(6)), wx("Charleston", wd(7))], cat=c)
    KM("savannah weather the next three days", [wx("Savannah", today()), wx("Savannah", rel(1)), wx("Savannah", rel(2))], cat=c,
       conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **E):
    K("good for a run in boston this afternoon before the scrim?", ra("Boston"), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run in richmond tmrw morning", ra("Richmond", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("ok to run in charleston sat", ra("Charleston", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Poodle bath", dt(rel(1), 15), dt(rel(1), 17)), ev("Poodle bath", dt(wk(1, 3), 15), dt(wk(1, 3), 17))]
    K("move tmrw's poodle bath to 4", cu(0, title="poodle bath", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"], unsure="two sessions with the same client on different days")
    g = [ev("Semifinal", dt(wd(6), 14), dt(wd(6), 18)), ev("Team scrim", dt(today(), 23), dt(rel(1), 1))]
    K("semifinal pushed to sunday same time", cu(0, title="semifinal", start=dt(wd(7), 14)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("Acadia campground", ymd(2058, 10, 3), ymd(2058, 10, 6)), ev("Portland campground", ymd(2058, 10, 7), ymd(2058, 10, 9))]
    K("portland campground is now oct 8 to 10", cu(1, title="portland", start=ymd(2058, 10, 8), end=ymd(2058, 10, 10)), cat=c, given=g,
      conv="next-upcoming", unsure="a campsite reservation moved: both days written as dates")
    g = [ev("RV tech: fix the AC", dt(wd(4), 9), dt(wd(4), 11)), ev("RV tech: fix the water pump", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("the AC guy thursday is coming at 2pm instead", cu(0, title="AC", date=wd(4), start=dt(wd(4), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two contractor visits")
with use(now=NB, pref="future", **E):
    g = [ev("Team scrims", dt(wk(1, 3), 21), dt(wk(1, 4), 0)), ev("Team scrims", dt(wk(1, 5), 21), dt(wk(1, 6), 0))]
    K("wed scrims start at 8pm instead", cu(0, title="scrims", date=wk(1, 3), start=dt(wk(1, 3), 20)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two scrims with the same title; wed said Sunday = 07-03")
    g = [ev("Bichon house call", dt(rel(1), 10), dt(rel(1), 11)), ev("Corgi house call", dt(rel(1), 14), dt(rel(1), 15))]
    K("push tmrw's bichon back an hour", cu(0, title="bichon", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
    g = [ev("Blue ridge campground", ymd(2058, 7, 4), ymd(2058, 7, 7)), ev("Smokies campground", ymd(2058, 7, 8), ymd(2058, 7, 12))]
    K("change blue ridge campground to july 5-8", cu(0, title="blue ridge", start=ymd(2058, 7, 5), end=ymd(2058, 7, 8)), cat=c, given=g,
      conv="next-upcoming", unsure="a campsite reservation moved: both days written as dates")
    g = [ev("Campfire cookout", dt(today(), 19, 30), dt(today(), 21)), ev("Wash the rv", dt(wk(1, 7), 9), dt(wk(1, 7), 10))]
    K("tonight's cookout moves to the lakeside pavilion", cu(0, title="cookout", date=today(), location="the lakeside pavilion"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Lan final", dt(rel(1), 20), dt(rel(1), 23)), ev("Stream", dt(today(), 20), dt(today(), 22))]
    K("lan final moved to saturday same time", cu(0, title="lan final", start=dt(wd(6), 20)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("Ragdoll bath", dt(wd(6), 9), dt(wd(6), 10, 30)), ev("Ragdoll bath", dt(wk(1, 6), 9), dt(wk(1, 6), 10, 30))]
    K("this sat's ragdoll bath to 2pm", cu(0, title="ragdoll", date=wd(6), start=dt(wd(6), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two sessions with the same client a week apart")
    g = [ev("Rv inspection", dt(wk(1, 1), 14), dt(wk(1, 1), 15)), ev("Rv service", dt(rel(21), 9), dt(rel(21), 12))]
    K("rename rv inspection to state safety inspection", cu(0, title="rv inspection", new_title="State safety inspection"), cat=c, given=g,
      conv="next-upcoming")
    g = [ev("Live stream", dt(rel(1), 20), dt(rel(1), 23)), ev("Ship the old keyboard", dt(rel(1), 15), dt(rel(1), 16))]
    K("tmrw's live stream 9pm to midnight instead", cu(0, title="live stream", date=rel(1), start=dt(rel(1), 21), end=dt(rel(2), 0)), cat=c, given=g,
      unsure="a live stream and a shipping run the same day; midnight as the end = 00:00 of 11-30")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Live stream", dt(wd(7), 20), dt(wd(7), 23)), ev("Ship the old keyboard", dt(wd(7), 15), dt(wd(7), 16))]
    K("cancel sunday's stream, i'll be at the event", cdel(0, title="stream", date=wd(7)), cat=c, given=g,
      unsure="a live stream and a shipping run the same day; the reason as context")
    g = [ev("Golden retriever trim", dt(rel(1), 11), dt(rel(1), 12)), ev("Bath for mrs lee's poodle", dt(rel(1), 15), dt(rel(1), 17))]
    K("tmrw's golden is cancelled, owner's out of town", cdel(0, title="golden", date=rel(1)), cat=c, given=g, unsure="the reason as context")
    g = [ev("RV tech: fix the AC", dt(wd(4), 9), dt(wd(4), 11)), ev("RV tech: fix the water pump", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("water pump guy next tues doesn't need to come", cdel(1, title="water pump", date=wk(1, 2)), cat=c, given=g, unsure="two contractor visits")
with use(now=NB, pref="future", **E):
    g = [ev("Blue ridge campground", ymd(2058, 7, 4), ymd(2058, 7, 7)), ev("Smokies campground", ymd(2058, 7, 8), ymd(2058, 7, 12))]
    K("drop the blue ridge campground", cdel(0, title="blue ridge"), cat=c, given=g, conv="next-upcoming")
    g = [ev("Trims", dt(wd(1), 14), dt(wd(1), 15)), ev("Trims", dt(wd(3), 14), dt(wd(3), 15))]
    K("cancel wed's trims", cdel(1, title="trims", date=wd(3)), cat=c, given=g, unsure="two sessions with the same title on different days")
    g = [ev("Campfire cookout", dt(today(), 19, 30), dt(today(), 21)), ev("Wash the rv", dt(wk(1, 7), 9), dt(wk(1, 7), 10))]
    K("delete tonight's cookout, storms coming", cdel(0, title="cookout", date=today()), cat=c, given=g, unsure="the reason as context")
with use(now=NC, pref="future", **E):
    g = [ev("Grand final", dt(nth(2058, 12, 2, 7), 14), dt(nth(2058, 12, 2, 7), 20)), ev("Lan final", dt(rel(1), 20), dt(rel(1), 23))]
    K("tmrw's lan final got cancelled", cdel(1, title="lan final", date=rel(1)), cat=c, given=g)
    g = [ev("Schnauzer bath", dt(wd(7), 14), dt(wd(7), 15)), ev("Schnauzer bath", dt(wk(1, 7), 14), dt(wk(1, 7), 15))]
    K("cancel sunday's schnauzer", cdel(0, title="schnauzer", date=wd(7)), cat=c, given=g, unsure="two sessions with the same client on different days")
    g = [ev("Charleston campground", ymd(2058, 12, 3), ymd(2058, 12, 5)), ev("Rv inspection", dt(wk(1, 1), 14), dt(wk(1, 1), 15))]
    K("scrap the charleston campground", cdel(0, title="charleston"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("prize money 7.5k came in, also bought a headset 199", [la("7500", "salary", "prize money", kind="income"), la("199", "shopping", "headset")],
       cat=c, unsure=PRIZE + "; " + GEAR)
with use(now=NA, pref="future", **E):
    KM("acadia campground oct 3-6, and the bar harbor weather for those days",
       [cc("Acadia campground", ymd(2058, 10, 3), ymd(2058, 10, 6)), wx("Bar Harbor", ymd(2058, 10, 3)), wx("Bar Harbor", ymd(2058, 10, 4)),
        wx("Bar Harbor", ymd(2058, 10, 5)), wx("Bar Harbor", ymd(2058, 10, 6))], cat=c)
    KM("poodle bath tmrw 3pm and corgi bath the day after at 10am", [cc("Poodle bath", dt(rel(1), 15)), cc("Corgi bath", dt(rel(2), 10))], cat=c)
with use(now=NB, pref="past", **E):
    KM("pension 2100 came in, gas 72, campsite 45", [la("2100", "salary", "pension", kind="income"), la("72", "transport", "gas"),
                                                    la("45", "housing", "campsite")], cat=c, unsure=PENSION + "; " + FUEL + "; " + CAMP)
with use(now=NB, pref="future", **E):
    KM("drive to gatlinburg july 4, and check weather there and in asheville that day",
       [cc("Drive to gatlinburg", ymd(2058, 7, 4)), wx("Gatlinburg", ymd(2058, 7, 4)), wx("Asheville", ymd(2058, 7, 4))], cat=c)
    KM("move wed scrims to thurs same time and delete monday's trims",
       [cu(0, title="scrims", date=wd(3), start=dt(wd(4), 21)), cdel(1, title="trims", date=wd(1))], cat=c,
       given=[ev("Team scrims", dt(wd(3), 21), dt(wd(4), 0)), ev("Trims", dt(wd(1), 14), dt(wd(1), 15))], conv="move-keeps-clock")
with use(now=NC, pref="past", **E):
    KM("grooming 260, shampoo 34", [la("260", "salary", "grooming", kind="income"), la("34", "shopping", "shampoo")], cat=c, unsure=GROOM + "; " + SUPPLY)
    KM("log campground 55 and show what campgrounds cost this month", [la("55", "housing", "campground"),
                                                                        ls(ymd(2058, 11, 1), ymd(2058, 11, 30), "housing")], cat=c, unsure=CAMP)
with use(now=NC, pref="future", **E):
    KM("what's on this weekend, and savannah weather sat", [cl(wd(6), wd(7)), wx("Savannah", wd(6))], cat=c)
    KM("tmrw poodle bath 10am and bichon bath 3pm", [cc("Poodle bath", dt(rel(1), 10)), cc("Bichon bath", dt(rel(1), 15))], cat=c,
       unsure="the day said once for both")
    KM("weather sat in charleston and sun in savannah", [wx("Charleston", wd(6)), wx("Savannah", wd(7))], cat="weather",
       unsure="two towns on two days: one call each")
