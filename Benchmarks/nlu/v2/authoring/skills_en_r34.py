"""Round 34 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a tailor who takes orders and fittings (fittings at set clocks, orders due by a date, deposits and balances
paid by clients as income, fabric and thread bought, a wedding dress over several fittings, moving a fitting,
cancelling an order, what fabric cost this quarter), a swim coach for children (lessons at pools at set clocks, a swim
meet over a weekend, lesson fees as income, goggles and caps bought, a pool closed and a lesson moved, two groups on the
same day, the weather for an outdoor pool, fees this month) and a host who rents out two cars on a car-sharing app
(bookings over several days, handovers at set clocks and places, payouts as income, cleaning, tolls and repairs, a car in
the shop, a booking cancelled, earnings last month).  In everyday proportion: about two fifths new events, a sixth
ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r34.py): NA = 2052-05-27T06:15 Monday, US Memorial Day at dawn ("morning" just begun; "6am"
→ tomorrow, "7am" today; a bare 6 → 18:00 today, a bare 8 → 08:00 today; the month ends Friday 05-31; this weekend
06-01/02; Father's Day 06-16); NB = 2052-06-30T22:50 Sunday, the last night of June ("this week" and "by the end of the
month" today alone; "tmrw" = Monday 07-01; a bare 11 → 23:00 tonight, a bare 8 → tomorrow 08:00; "sunday afternoon"
over → 07-07; the Fourth Thursday); NC = 2052-11-11T09:00 Monday, Veterans Day ("morning" in progress; a bare 10 →
today, a bare 8 → tomorrow 08:00; the month ends Saturday 11-30; Thanksgiving 11-28, "before thanksgiving" = today …
11-27)."""
from lib import *

NA = "2052-05-27T06:15:00"  # Monday 06:15, Memorial Day
NB = "2052-06-30T22:50:00"  # Sunday 22:50, last night of June
NC = "2052-11-11T09:00:00"  # Monday 09:00, Veterans Day
E = dict(lang="en", tz="America/New_York")
MEMORIAL = ymd(2052, 5, 27)
THANKS = holiday_in("thanksgiving", 2052)
FEE = "a client's deposit or balance for tailoring filed as salary income (paid for one's own work)"
SWIM = "lesson fees paid by parents filed as salary income"
PAY = "a car-sharing payout as income, category other (as earlier rounds filed rental and takings)"
CLOTH = "fabric and notions for the tailoring business filed as shopping"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("2nd wedding dress fitting tmrw 3pm", cc("2nd wedding dress fitting", dt(rel(1), 15)), cat=c)
    K("kids swim lesson thurs 4:30pm", cc("Kids swim lesson", dt(wd(4), 16, 30)), cat=c)
    K("hand the car to the guest june 3rd at 10am", cc("Hand the car to the guest", dt(ymd(2052, 6, 3), 10)), cat=c)
    K("extra lesson for the intermediate group next tue 7pm", cc("Extra lesson for the intermediate group", dt(wk(1, 2), 19)), cat=c)
    K("open up the pool at 6", cc("Open up the pool", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead at 06:15: today 18:00")
    K("car handover 7am", cc("Car handover", dt(today(), 7)), cat=c, unsure="7am with no day at 06:15 is ahead: today")
    K("mrs. wong coming in for measurements 6am", cc("Mrs. wong coming in for measurements", dt(rel(1), 6)), cat=c,
      unsure="6am with no day at 06:15 has passed: tomorrow 06:00")
    K("white car rented to a road trip guest june 7 thru 9", cc("White car rented to a road trip guest", ymd(2052, 6, 7), ymd(2052, 6, 9)), cat=c)
    K("wed wedding dress fitting 2pm", cc("Wedding dress fitting", dt(wd(3), 14)), cat=c)
    K("altering ms. lee's qipao fri 9 to 11am", cc("Altering ms. lee's qipao", dt(wd(5), 9), dt(wd(5), 11)), cat=c)
    K("adult swim thurs 6pm no wait 6:30", cc("Adult swim", dt(wd(4), 18, 30)), cat=c, unsure="a correction inside the message: 18:30 replaces 18:00")
    K("just booked it with the bride, dress try-on saturday 10am", cc("Dress try-on", dt(wd(6), 10)), cat=c,
      unsure="the booking with the bride as context; saturday = 06-01")
with use(now=NB, pref="future", **E):
    K("car handover at the airport tmrw 9am", cc("Car handover at the airport", dt(rel(1), 9)), cat=c)
    K("suit fitting wed 2pm", cc("Suit fitting", dt(wd(3), 14)), cat=c, unsure="wed said Sunday night = 07-03")
    K("swim team practice july 4th 10am", cc("Swim team practice", dt(ymd(2052, 7, 4), 10)), cat=c)
    K("kids swim lesson next sat 3-5pm", cc("Kids swim lesson", dt(wk(1, 6), 15), dt(wk(1, 6), 17)), cat=c)
    K("grab the car from the lot at 11", cc("Grab the car from the lot", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:50: the pm reading 23:00 is ten minutes ahead")
    K("open the shop at 8", cc("Open the shop", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 has passed both ways: tomorrow 08:00")
    K("return the car at the airport 2am", cc("Return the car at the airport", dt(rel(1), 2)), cat=c,
      unsure="2am with no day = the coming night, 07-01 02:00")
    K("black car rented out july 10-15", cc("Black car rented out", ymd(2052, 7, 10), ymd(2052, 7, 15)), cat=c)
    K("measure a client sunday afternoon at 2", cc("Measure a client", dt(wk(1, 7), 14)), cat=c,
      unsure="sunday 2pm said Sunday 22:50 has passed: next Sunday 07-07")
    K("so the swim meet is 7/13, in the morning", cc("Swim meet", dt(ymd(2052, 7, 13), 6), dt(ymd(2052, 7, 13), 12)), cat=c,
      conv="en-month-first", unsure="morning with no clock gives the event's real bounds 06:00–12:00")
with use(now=NC, pref="future", **E):
    K("qipao fitting tomorrow at 10am", cc("Qipao fitting", dt(rel(1), 10)), cat=c)
    K("adult swim class fri 7-8:30pm", cc("Adult swim class", dt(wd(5), 19), dt(wd(5), 20, 30)), cat=c)
    K("car handover for a regular nov 20 2pm", cc("Car handover for a regular", dt(ymd(2052, 11, 20), 14)), cat=c)
    K("car in for service next wed 8am", cc("Car in for service", dt(wk(1, 3), 8)), cat=c)
    K("measure mr. chen at 10", cc("Measure mr. chen", dt(today(), 10)), cat=c, conv="bare-hour")
    K("hand over the car at 9:30", cc("Hand over the car", dt(today(), 9, 30)), cat=c, conv="bare-hour")
    K("city swim meet nov 22 thru 24", cc("City swim meet", ymd(2052, 11, 22), ymd(2052, 11, 24)), cat=c)
    K("check the pool temp at 8", cc("Check the pool temp", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 09:00 has passed, before noon: tomorrow 08:00")
    K("sat beginners and intermediates starting 9am", cc("Beginners and intermediates", dt(wd(6), 9)), cat=c,
      unsure="two groups said as one event starting 09:00")

c = "location"
with use(now=NA, pref="future", **E):
    K("swim lesson tmrw 4pm at the ymca pool", cc("Swim lesson", dt(rel(1), 16), location="the ymca pool"), cat=c)
    K("car handover june 3 10am location: terminal b cell phone lot", cc("Car handover", dt(ymd(2052, 6, 3), 10), location="terminal b cell phone lot"), cat=c)
    K("wedding dress fitting wed 2pm at the shop", cc("Wedding dress fitting", dt(wd(3), 14), location="the shop"), cat=c)
with use(now=NB, pref="future", **E):
    K("car handover tmrw 9am at union station", cc("Car handover", dt(rel(1), 9), location="union station"), cat=c)
    K("practice july 4 10am where: the outdoor pool at the rec center", cc("Practice", dt(ymd(2052, 7, 4), 10), location="the outdoor pool at the rec center"), cat=c)
with use(now=NC, pref="future", **E):
    K("adult class fri 7pm at the college pool", cc("Adult class", dt(wd(5), 19), location="the college pool"), cat=c)
    K("car service next wed 8am at the dealer", cc("Car service", dt(wk(1, 3), 8), location="the dealer"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("pool reopens the day after memorial day", cc("Pool reopens", MEMORIAL + td(days=1)), cat=c)
    K("both cars booked father's day", cc("Both cars booked", holiday_in("fathers", 2052)), cat=c, unsure="a booking recorded as an all-day event")
    K("pool party for the kids juneteenth 11am", cc("Pool party for the kids", dt(ymd(2052, 6, 19), 11)), cat=c)
with use(now=NB, pref="future", **E):
    K("pool closed the fourth of july", cc("Pool closed", ymd(2052, 7, 4)), cat=c)
    K("both cars out labor day", cc("Both cars out", holiday_in("labor", 2052)), cat=c, unsure="a booking recorded as an all-day event")
with use(now=NC, pref="future", **E):
    K("both cars rented thanksgiving", cc("Both cars rented", THANKS), cat=c, unsure="a booking recorded as an all-day event")
    K("black friday sale at the shop", cc("Sale at the shop", holiday_in("blackfriday", 2052)), cat=c)
    K("client wedding christmas eve 4pm", cc("Client wedding", dt(ymd(2052, 12, 24), 16)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to head to the pool in 40 min", cc("Head to the pool", dt(today(), 6, 55)), cat=c)
    K("car handover three days from now", cc("Car handover", rel(3)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to return the car in half an hour", cc("Return the car", dt(today(), 23, 20)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to call the client about pickup in an hour", cc("Call the client about pickup", dt(today(), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("final dress fitting on 6/8", cc("Final dress fitting", ymd(2052, 6, 8)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("third dress fitting 7/8/2052", cc("Third dress fitting", ymd(2052, 7, 8)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("qipao delivery on 11/25", cc("Qipao delivery", ymd(2052, 11, 25)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("client's wedding the third sunday of june", cc("Client's wedding", nth(2052, 6, 3, 7)), cat=c)
with use(now=NB, pref="future", **E):
    K("going to a client's wedding the last saturday of july", cc("Going to a client's wedding", lastwd(2052, 7, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("winter swim meet the first saturday of december", cc("Winter swim meet", nth(2052, 12, 1, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("leave for the pool quarter to seven", cc("Leave for the pool", dt(today(), 18, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 7 reads 19:00; a quarter before = 18:45 today")
with use(now=NC, pref="future", **E):
    K("head out for the handover ten to eleven", cc("Head out for the handover", dt(today(), 10, 50)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("beginner group tue and thu 4pm", [cc("Beginner group", dt(wd(2), 16)), cc("Beginner group", dt(wd(4), 16))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("swim lessons tmrw and the day after at 10am", [cc("Swim lessons", dt(rel(1), 10)), cc("Swim lessons", dt(rel(2), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("car handovers sat and sun 10am", [cc("Car handovers", dt(wd(6), 10)), cc("Car handovers", dt(wd(7), 10))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("mrs. wong's qipao deposit 200 received", la("200", "salary", "qipao deposit", kind="income"), cat=c, unsure=FEE)
    K("swim caps 48", la("48", "shopping", "swim caps"), cat=c)
    K("bridge tolls 17.50", la("17.5", "transport", "bridge tolls"), cat=c)
    K("app payout came in 640", la("640", "other", "app payout", kind="income"), cat=c, unsure=PAY)
    K("silk fabric 312", la("312", "shopping", "silk fabric"), cat=c, unsure=CLOTH)
with use(now=NB, pref="past", **E):
    K("got the wedding dress balance 2,650", la("2650", "salary", "wedding dress balance", kind="income"), cat=c, unsure=FEE)
    K("car wash 12", la("12", "transport", "car wash"), cat=c, unsure="washing the rented-out car as transport")
    K("summer swim fees came in 1,440", la("1440", "salary", "summer swim fees", kind="income"), cat=c, unsure=SWIM)
    K("zippers and buttons 23", la("23", "shopping", "zippers and buttons"), cat=c, unsure=CLOTH)
with use(now=NC, pref="past", **E):
    K("brake job 730", la("730", "transport", "brake job"), cat=c)
    K("goggles 14", la("14", "shopping", "goggles"), cat=c)
    K("wool fabric 380", la("380", "shopping", "wool fabric"), cat=c, unsure=CLOTH)
    K("pool lane rental 180", la("180", "other", "pool lane rental"), cat=c, unsure="renting pool lanes as other")
c = "rollover"
with use(now=NA, pref="past", **E):
    K("last saturday's tolls 22", la("22", "transport", "tolls", d=wk(-1, 6)), cat=c)
    K("fabric on mother's day 96", la("96", "shopping", "fabric", d=holiday_in("mothers", 2052)), cat=c, unsure="Mother's Day 2052 = 05-12; " + CLOTH)
with use(now=NB, pref="past", **E):
    K("memorial day payout 640", la("640", "other", "payout", kind="income", d=MEMORIAL), cat=c, unsure=PAY)
    K("swim fees friday 300", la("300", "salary", "swim fees", kind="income", d=wd(5)), cat=c, unsure="friday said Sunday, looking back: 06-28; " + SWIM)
with use(now=NC, pref="past", **E):
    K("wool bought last thursday 245", la("245", "shopping", "wool", d=wk(-1, 4)), cat=c, unsure="last thursday = 11-07; " + CLOTH)
    K("suit balance yesterday 600", la("600", "salary", "suit balance", kind="income", d=rel(-1)), cat=c, unsure=FEE)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what fittings and lessons do i have this week", cl(today(), wd(7)), cat=c, unsure="said Monday: this week 05-27 … 06-02")
    K("how many swim lessons next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("are both cars booked this weekend", cl(wd(6), wd(7)), cat=c, unsure="a question about bookings read as a calendar look-up of the weekend 06-01/02")
with use(now=NA, pref="past", **E):
    K("swim fees this month so far", ls(ymd(2052, 5, 1), today(), "salary"), cat=c, conv="since", unsure=SWIM)
    K("how much did i spend last wk", ls(wk(-1, 1), wk(-1, 7)), cat=c)
with use(now=NB, pref="future", **E):
    K("how many fittings early july", cl(ymd(2052, 7, 1), ymd(2052, 7, 10)), cat=c, conv="month-parts")
    K("what do next week's handovers look like", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("what did the cars earn last month", ls(ymd(2052, 5, 1), ymd(2052, 5, 31)), cat=c, unsure="earnings as the month's total; no category said")
    K("fabric spending first half of the year", ls(ymd(2052, 1, 1), ymd(2052, 6, 30), "shopping"), cat=c, conv="halves", unsure=CLOTH)
    K("show the last 5 entries", ll(limit=5), cat=c)
with use(now=NC, pref="future", **E):
    K("any lessons or handovers this weekend", cl(wd(6), wd(7)), cat=c)
    K("what's on late november", cl(ymd(2052, 11, 21), ymd(2052, 11, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("what has fabric cost me this quarter", ls(ymd(2052, 10, 1), ymd(2052, 12, 31), "shopping"), cat=c, conv="quarters", unsure=CLOTH)
    K("car earnings last month", ls(ymd(2052, 10, 1), ymd(2052, 10, 31)), cat=c, unsure="earnings as the month's total; no category said")
    K("list all of october's entries pls", ll(ymd(2052, 10, 1), ymd(2052, 10, 31)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("how many orders due by the end of the month", cl(today(), ymd(2052, 5, 31)), cat=c, conv="by-inclusive")
    K("what's on before june 1", cl(today(), ymd(2052, 5, 31)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("tolls in the last 7 days", ls(rel(-6), today(), "transport"), cat=c)
with use(now=NB, pref="future", **E):
    K("any handovers left this week", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday night: today alone")
    K("handovers the next 5 days?", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("car repairs year to date", ls(ymd(2052, 1, 1), today(), "transport"), cat=c, conv="since")
with use(now=NC, pref="future", **E):
    K("fittings left before thanksgiving", cl(today(), ymd(2052, 11, 27)), cat=c, conv="en-before-exclusive")
    K("what's on the next two weeks", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("deposits month to date", ls(ymd(2052, 11, 1), today(), "salary"), cat=c, conv="since", unsure=FEE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in miami this afternoon? outdoor pool", wx("Miami"), cat=c, unsure="this afternoon gives the day only (today)")
    KM("orlando weather this weekend, meet's at the outdoor pool", [wx("Orlando", wd(6)), wx("Orlando", wd(7))], cat=c)
with use(now=NB, pref="future", **E):
    K("phoenix weather tmrw", wx("Phoenix", rel(1)), cat=c)
    KM("san diego weather july 3 to 5, guest is driving there", [wx("San Diego", ymd(2052, 7, 3)), wx("San Diego", ymd(2052, 7, 4)), wx("San Diego", ymd(2052, 7, 5))], cat=c)
with use(now=NC, pref="future", **E):
    K("is it gonna get cold in atlanta fri", wx("Atlanta", wd(5)), cat=c)
    KM("dallas weather tmrw and the day after", [wx("Dallas", rel(1)), wx("Dallas", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("is this morning ok for a run in tampa", ra("Tampa"), cat=c)
with use(now=NB, pref="future", **E):
    K("ok to run in houston tmrw morning", ra("Houston", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("run in charlotte sunday?", ra("Charlotte", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Qipao fitting - Ms. Lee", dt(rel(1), 15), dt(rel(1), 16)), ev("Qipao fitting - Ms. Lee", dt(wd(4), 15), dt(wd(4), 16))]
    K("move thursday's lee fitting to 10am", cu(1, title="lee", date=wd(4), start=dt(wd(4), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    K("push tmrw's lee fitting back an hour", cu(0, title="lee", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g)
    g = [ev("Kids swim lesson", dt(wd(4), 16, 30), dt(wd(4), 17, 30)), ev("Extra lesson for the intermediate group", dt(wk(1, 2), 19), dt(wk(1, 2), 20))]
    K("pool's closed thursday, move the kids swim lesson to friday", cu(0, title="kids swim lesson", start=dt(wd(5), 16, 30)), cat=c, given=g,
      conv="move-keeps-clock", unsure="the pool closing as the reason")
with use(now=NB, pref="future", **E):
    g = [ev("Car handover at the airport", dt(rel(1), 9), dt(rel(1), 10)), ev("Car handover at union station", dt(rel(1), 15), dt(rel(1), 16))]
    K("tmrw's union station handover now at 4", cu(1, title="union station", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Third dress fitting", dt(ymd(2052, 7, 8), 14), dt(ymd(2052, 7, 8), 15)), ev("Suit fitting", dt(wd(3), 14), dt(wd(3), 15))]
    K("move the third dress fitting to the wednesday after next", cu(0, title="third dress fitting", start=dt(wk(2, 3), 14)), cat=c, given=g,
      conv=["move-keeps-clock", "after-next"], unsure="the wednesday after next said Sunday 06-30 = 07-10")
with use(now=NC, pref="future", **E):
    g = [ev("Adult swim class", dt(wd(5), 19), dt(wd(5), 20, 30)), ev("Adult swim class", dt(wk(1, 5), 19), dt(wk(1, 5), 20, 30))]
    K("this fri's adult swim 30 min earlier", cu(0, title="adult swim", date=wd(5), start=dt(wd(5), 18, 30)), cat=c, given=g)
    g = [ev("Car in for service", dt(wk(1, 3), 8), dt(wk(1, 3), 10)), ev("Car handover for a regular", dt(ymd(2052, 11, 20), 14), dt(ymd(2052, 11, 20), 15))]
    K("change the service location to the westside dealer", cu(0, title="service", location="the westside dealer"), cat=c, given=g)
    g = [ev("Measure mr. chen", dt(today(), 10), dt(today(), 11)), ev("Qipao fitting", dt(rel(1), 10), dt(rel(1), 11))]
    K("rename measure mr. chen to mr. chen suit measurements", cu(0, title="measure mr. chen", new_title="Mr. chen suit measurements"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("White car rented to a road trip guest", ymd(2052, 6, 7), ymd(2052, 6, 9)), ev("Black car rented to a business guest", ymd(2052, 6, 7), ymd(2052, 6, 8))]
    K("guest cancelled the white car for june 7, delete it", cdel(0, title="white car", date=ymd(2052, 6, 7)), cat=c, given=g)
    g = [ev("Beginner group", dt(wd(2), 16), dt(wd(2), 17)), ev("Beginner group", dt(wd(4), 16), dt(wd(4), 17))]
    K("no beginner group tuesday", cdel(0, title="beginner group", date=wd(2)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Live stream custom shirts", dt(rel(1), 20), dt(rel(1), 22)), ev("Ship orders to clients", dt(rel(1), 15), dt(rel(1), 16))]
    K("kill the live stream tmrw night", cdel(0, title="live stream", date=rel(1)), cat=c, given=g)
    g = [ev("Swim team practice", dt(ymd(2052, 7, 4), 10), dt(ymd(2052, 7, 4), 12)), ev("Kids swim lesson", dt(wk(1, 6), 15), dt(wk(1, 6), 17))]
    K("delete practice on the 4th, pool maintenance", cdel(0, title="practice", date=ymd(2052, 7, 4)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Mrs. Park coat order pickup", dt(ymd(2052, 11, 25), 10), dt(ymd(2052, 11, 25), 11)), ev("Qipao delivery", dt(ymd(2052, 11, 25), 15), dt(ymd(2052, 11, 25), 16))]
    K("mrs. park cancelled her coat order, remove the pickup", cdel(0, title="mrs. park"), cat=c, given=g)
    g = [ev("Car repair", dt(rel(2), 9), dt(rel(2), 12)), ev("Car repair", dt(wk(1, 2), 9), dt(wk(1, 2), 12))]
    K("delete the car repair", cdel(0, title="car repair"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("goggles 14, caps 8, kickboards 19", [la("14", "shopping", "goggles"), la("8", "shopping", "caps"), la("19", "shopping", "kickboards")], cat=c)
with use(now=NA, pref="future", **E):
    KM("swim meet in tampa june 8, check tampa weather that day", [cc("Swim meet in tampa", ymd(2052, 6, 8)), wx("Tampa", ymd(2052, 6, 8))], cat=c)
with use(now=NB, pref="past", **E):
    KM("deposit 800 came in, fabric was 312", [la("800", "salary", "deposit", kind="income"), la("312", "shopping", "fabric")], cat=c,
       unsure=FEE + "; " + CLOTH)
with use(now=NB, pref="future", **E):
    KM("tmrw beginners 10am and intermediates 3pm", [cc("Beginners", dt(rel(1), 10)), cc("Intermediates", dt(rel(1), 15))], cat=c,
       unsure="two groups the same day, the day said once")
    KM("cancel tmrw's airport handover and move union station to 5",
       [cdel(0, title="airport handover", date=rel(1)), cu(1, title="union station", date=rel(1), start=dt(rel(1), 17))], cat=c,
       given=[ev("Airport handover", dt(rel(1), 9), dt(rel(1), 10)), ev("Union station handover", dt(rel(1), 15), dt(rel(1), 16))],
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NC, pref="past", **E):
    KM("wash 12, gas 48, tolls 9.75", [la("12", "transport", "wash"), la("48", "transport", "gas"), la("9.75", "transport", "tolls")], cat=c)
with use(now=NC, pref="future", **E):
    KM("what's on next week and atlanta weather fri", [cl(wk(1, 1), wk(1, 7)), wx("Atlanta", wd(5))], cat=c)
    KM("log goggles 14 and add a qipao fitting tmrw 10am", [la("14", "shopping", "goggles"), cc("Qipao fitting", dt(rel(1), 10))], cat=c)
