"""Round 25 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a professional wedding planner (venue walk-throughs, tastings with couples, calls with the florist, caterer,
band and DJ, rehearsal dinners, weekend weddings as long events with set-up and tear-down, deposits and balances
received, vendors paid, free-weekend look-ups, a tasting moved when two couples — the Chens and the Chans — have
look-alike bookings), a long-haul truck driver (pickups and drop-offs at warehouses in appointment windows, loads over
several days between cities, diesel and tolls, pay per load as income, the truck inspection deadline, the weather on the
route in several cities, rest days at home) and an accountant in tax season who runs a badminton club at weekends
(client meetings, the filing deadline "by monday" / "by the 17th", overtime nights, court bookings paid by the hour,
club dues collected, shuttlecocks bought, "how many clients are left this week", quarter look-ups).  In everyday
proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest
changes, cancellations and several requests at once.

Reference times (see time_r25.py): NA = 2045-04-14T16:45 Friday, three days before the filing deadline (04-15 is a
Saturday: "by monday" = today … 04-17; a bare 4 reads tomorrow 16:00, a bare 5 17:00 today, a bare 8 20:00; "friday
morning" over, "friday night" ahead; Memorial Day 05-29); NB = 2045-02-15T21:20 Wednesday (Valentine's Day yesterday;
Presidents' Day Monday 02-20; a bare 9 reads tomorrow 09:00, a bare 10/11 tonight; "wednesday afternoon" over; the
month ends Tuesday 02-28); NC = 2045-12-31T22:50 Sunday, the last evening of a year, a month and a week (tmrw = New
Year's Day 2046 = "next monday"; "by the end of the year" and "this week" are today alone; "next year" = 2046; a bare
11 reads 23:00, a bare 8/9/10 tomorrow morning; MLK Day 01-15)."""
from lib import *

NA = "2045-04-14T16:45:00"  # Friday 16:45: bare 4 → tomorrow 16:00, bare 5 → 17:00, bare 8 → 20:00
NB = "2045-02-15T21:20:00"  # Wednesday 21:20: bare 9 → tomorrow 09:00, bare 10/11 → tonight
NC = "2045-12-31T22:50:00"  # Sunday 22:50, year end: bare 11 → 23:00, bare 8/9/10 → tomorrow
E = dict(lang="en", tz="America/New_York")
NY46 = ymd(2046, 1, 1)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("venue walk-through at the inn tmrw 2pm", cc("Venue walk-through", dt(rel(1), 14), location="the inn"), cat=c,
      unsure="'at the inn' read as the place")
    K("reyes wedding next sat 10am-9pm, setup + teardown included", cc("Reyes wedding", dt(wk(1, 6), 10), dt(wk(1, 6), 21)), cat=c,
      unsure="'setup + teardown included' left out of the title")
    K("wed tasting w/ the chens noon to 2", cc("Tasting w/ the chens", dt(wd(3), 12), dt(wd(3), 14)), cat=c)
    K("pickup reno warehouse 4/20 6am", cc("Pickup reno warehouse", dt(ymd(2045, 4, 20), 6)), cat=c, conv="en-month-first")
    K("book a court at 5", cc("Book a court", dt(today(), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    K("call mr dalton back at 4", cc("Call mr dalton back", dt(rel(1), 16)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    K("florist call at 8", cc("Florist call", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 tonight")
    K("overtime on returns fri night 7 to 11", cc("Overtime on returns", dt(today(), 19), dt(today(), 23)), cat=c,
      unsure="fri night said Friday 16:45 is ahead: today 19:00–23:00")
    K("chicago run april 24-27", cc("Chicago run", ymd(2045, 4, 24), ymd(2045, 4, 27)), cat=c)
    K("drop-off at the joliet dc next tue 7-10am", cc("Drop-off", dt(wk(1, 2), 7), dt(wk(1, 2), 10), location="the joliet dc"), cat=c,
      unsure="'at the joliet dc' read as the place")
    K("um sunday, club night, 2pm i guess", cc("Club night", dt(wd(7), 14)), cat=c, unsure="sunday … 2pm said apart: one entity")
    K("confirm the playlist w/ the band the day after tomorrow", cc("Confirm the playlist w/ the band", rel(2)), cat=c)
    K("mtg w/ the hendersons next thurs 3pm, no wait 4", cc("Mtg w/ the hendersons", dt(wk(1, 4), 16)), cat=c,
      unsure="a correction inside the message: 16:00 replaces 15:00")
    K("tonight 10pm go over next wk's route w/ dispatch", cc("Go over next wk's route w/ dispatch", dt(today(), 22)), cat=c)
with use(now=NB, pref="future", **E):
    K("reunion dinner at mom's tmrw 6pm", cc("Reunion dinner", dt(rel(1), 18), location="mom's"), cat=c,
      unsure="'at mom's' read as the place")
    K("ballroom walk-through next mon 9-11am", cc("Ballroom walk-through", dt(wk(1, 1), 9), dt(wk(1, 1), 11)), cat=c)
    K("sat loading, be at the dock 5am", cc("Loading", dt(wd(6), 5)), cat=c, unsure="sat … 5am said apart; 'be at the dock' left out of the title")
    K("rehearsal dinner feb 22 7pm", cc("Rehearsal dinner", dt(ymd(2045, 2, 22), 19)), cat=c)
    K("call the caterer at 9", cc("Call the caterer", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:20 has passed both ways: tomorrow 09:00")
    K("route check w/ dispatch at 10", cc("Route check w/ dispatch", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:20 reads 22:00 tonight")
    K("leave for memphis tmrw 3am", cc("Leave for memphis", dt(rel(1), 3)), cat=c)
    K("home feb 18-20", cc("Home", ymd(2045, 2, 18), ymd(2045, 2, 20)), cat=c)
    K("club's first practice after the break next tue 7-9pm", cc("Club's first practice after the break", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("file the kowalski return wed after next", cc("File the kowalski return", wk(2, 3)), cat=c, conv="after-next")
    K("uh saturday, pickup in savannah, the 1-3pm window", cc("Pickup", dt(wd(6), 13), dt(wd(6), 15), location="savannah"), cat=c,
      unsure="saturday … 1-3pm said apart: one entity; 'in savannah' read as the place; 'the … window' left out of the title")
    K("dallas to phoenix load feb 20-23", cc("Dallas to phoenix load", ymd(2045, 2, 20), ymd(2045, 2, 23)), cat=c)
with use(now=NC, pref="future", **E):
    K("venue walk-through tmrw 10am", cc("Venue walk-through", dt(NY46, 10)), cat=c, unsure="tmrw = New Year's Day 2046")
    K("garcia wedding next sat 2-10pm", cc("Garcia wedding", dt(wk(1, 6), 14), dt(wk(1, 6), 22)), cat=c)
    K("tue drop-off newark warehouse 8-10am", cc("Drop-off newark warehouse", dt(wd(2), 8), dt(wd(2), 10)), cat=c)
    K("badminton jan 4 7pm", cc("Badminton", dt(ymd(2046, 1, 4), 19)), cat=c)
    K("archive this year's books at 11", cc("Archive this year's books", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:50 reads 23:00 tonight")
    K("roll out at 8", cc("Roll out", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:50 has passed both ways: tomorrow 08:00")
    K("fuel stop 2am", cc("Fuel stop", dt(rel(1), 2)), cat=c, unsure="2am with no day: the coming night, 2046-01-01")
    K("denver run jan 5-8", cc("Denver run", ymd(2046, 1, 5), ymd(2046, 1, 8)), cat=c)
    K("next wed afternoon tasting w/ the chans, 2", cc("Tasting w/ the chans", dt(wk(1, 3), 14)), cat=c,
      unsure="next wed afternoon … 2 said apart: one entity")
    K("Q4 estimated taxes due jan 15", cc("Q4 estimated taxes due", ymd(2046, 1, 15)), cat=c)
    K("overtime thurs 6:30 to 10pm", cc("Overtime", dt(wd(4), 18, 30), dt(wd(4), 22)), cat=c)
    K("sometime mid jan for the inspection, put it down for 1/12", cc("Inspection", ymd(2046, 1, 12)), cat=c, conv="en-month-first",
      unsure="mid jan is context; the date said is 01-12")

c = "location"
with use(now=NA, pref="future", **E):
    K("tasting sun 3pm at bella vista", cc("Tasting", dt(wd(7), 15), location="bella vista"), cat=c)
    K("wedding setup next sat 10am location: lakeside lawn", cc("Wedding setup", dt(wk(1, 6), 10), location="lakeside lawn"), cat=c)
    K("badminton tmrw 8am in the rec center gym", cc("Badminton", dt(rel(1), 8), location="the rec center gym"), cat=c)
with use(now=NB, pref="future", **E):
    K("client meeting next mon 2pm at the starbucks on main", cc("Client meeting", dt(wk(1, 1), 14), location="the starbucks on main"), cat=c)
    K("loading sat 5am, where: dock 3, fontana DC", cc("Loading", dt(wd(6), 5), location="dock 3, fontana DC"), cat=c)
    K("rehearsal dinner feb 22 at 7pm at luigi's", cc("Rehearsal dinner", dt(ymd(2045, 2, 22), 19), location="luigi's"), cat=c)
with use(now=NC, pref="future", **E):
    K("unload tue 10am at the edison yard", cc("Unload", dt(wd(2), 10), location="the edison yard"), cat=c)
    K("badminton jan 4 at 7pm location: northside sports hall", cc("Badminton", dt(ymd(2046, 1, 4), 19), location="northside sports hall"), cat=c)
    K("truck inspection next fri 3pm at the state inspection station", cc("Truck inspection", dt(wk(1, 5), 15), location="the state inspection station"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("tasting mother's day at noon", cc("Tasting", dt(holiday_in("mothers", 2045), 12)), cat=c)
    K("home w/ the kids memorial day", cc("Home w/ the kids", holiday_in("memorial", 2045)), cat=c)
    K("club tournament the day after memorial day", cc("Club tournament", holiday_in("memorial", 2045) + td(days=1)), cat=c)
with use(now=NB, pref="future", **E):
    K("off presidents' day", cc("Off", holiday_in("presidents", 2045)), cat=c)
    K("green-themed wedding st. patrick's day", cc("Green-themed wedding", ymd(2045, 3, 17)), cat=c)
    K("couple's shoot good friday", cc("Couple's shoot", holiday_in("goodfriday", 2045)), cat=c)
with use(now=NC, pref="future", **E):
    K("day off new year's day", cc("Day off", NY46), cat=c)
    K("client mtg mlk day 11am", cc("Client mtg", dt(holiday_in("mlk", 2046), 11)), cat=c)
    K("valentine's wedding at the harbor club", cc("Wedding", ymd(2046, 2, 14), location="the harbor club"), cat=c,
      unsure="'valentine's wedding' read as a wedding on Valentine's Day 2046")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to call the receiver in 2 and a half hours", cc("Call the receiver", dt(today(), 19, 15)), cat=c)
with use(now=NB, pref="future", **E):
    K("in 90 min remind me to swap drivers", cc("Swap drivers", dt(today(), 22, 50)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to text the club in 30 min", cc("Text the club", dt(today(), 23, 20)), cat=c)
    K("inspection 3 days from now", cc("Inspection", rel(3)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("truck inspection 4/28", cc("Truck inspection", ymd(2045, 4, 28)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("the parks' wedding 2/25", cc("The parks' wedding", ymd(2045, 2, 25)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("inspection 1/10/2046", cc("Inspection", ymd(2046, 1, 10)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("wedding the first saturday of may", cc("Wedding", nth(2045, 5, 1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("wedding the last saturday of march", cc("Wedding", lastwd(2045, 3, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("club tournament the last friday of january", cc("Club tournament", lastwd(2046, 1, 5)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("pick up the bride's mom quarter to 6", cc("Pick up the bride's mom", dt(today(), 17, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 6 reads 18:00; a quarter before is 17:45")
with use(now=NB, pref="future", **E):
    K("facetime w/ the wife quarter past 10", cc("Facetime w/ the wife", dt(today(), 22, 15)), cat=c, conv="bare-hour",
      unsure="a bare 10:15 at 21:20 reads 22:15 tonight")
with use(now=NC, pref="future", **E):
    K("countdown call w/ the club half past 11", cc("Countdown call w/ the club", dt(today(), 23, 30)), cat=c, conv="bare-hour",
      unsure="a bare 11:30 at 22:50 reads 23:30 tonight")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("weddings sat and sun", [cc("Wedding", wd(6)), cc("Wedding", wd(7))], cat=c)
with use(now=NB, pref="future", **E):
    KM("on the road next mon and wed", [cc("On the road", wk(1, 1)), cc("On the road", wk(1, 3))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("client meetings jan 2 and 3 at 2pm", [cc("Client meeting", dt(ymd(2046, 1, 2), 14)), cc("Client meeting", dt(ymd(2046, 1, 3), 14))],
       cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("reyes deposit came in, $5,000", la("5000", "salary", "reyes deposit", kind="income"), cat=c, unsure="a client's deposit as salary income")
    K("paid the florist 2800", la("2800", "other", "florist"), cat=c, unsure="a vendor paid for a client's wedding as other")
    K("load paid 4250", la("4250", "salary", "load", kind="income"), cat=c, unsure="per-load pay as salary income")
    K("diesel 640", la("640", "transport", "diesel"), cat=c)
    K("tolls 38", la("38", "transport", "tolls"), cat=c)
    K("got the dalton fee, 450", la("450", "salary", "dalton fee", kind="income"), cat=c, unsure="a client's fee as salary income")
    K("uber home after overtime 27", la("27", "transport", "uber"), cat=c)
    K("truck stop dinner 16", la("16", "food", "truck stop dinner"), cat=c)
with use(now=NB, pref="past", **E):
    K("court rental 2 hrs $60", la("60", "entertainment", "court rental"), cat=c, unsure="court hire for the club as entertainment")
    K("2 tubes of shuttlecocks 56", la("56", "shopping", "shuttlecocks"), cat=c, unsure="shuttlecocks as shopping")
    K("club dues collected 480", la("480", "salary", "club dues", kind="income"), cat=c, unsure="club dues collected as salary income")
    K("overtime pay hit 1200", la("1200", "salary", "overtime pay", kind="income"), cat=c)
    K("flowers for my wife 45", la("45", "shopping", "flowers"), cat=c)
    K("paid the band's balance 2,400", la("2400", "other", "band's balance"), cat=c, unsure="a vendor paid for a client's wedding as other")
with use(now=NC, pref="past", **E):
    K("truck inspection + registration 1460", la("1460", "transport", "truck inspection"), cat=c, unsure="a truck's inspection as transport")
    K("garcia balance received 17,500", la("17500", "salary", "garcia balance", kind="income"), cat=c, unsure="a client's balance as salary income")
    K("pizza for the crew tonight 64", la("64", "food", "pizza"), cat=c)
    K("tax software renewal 299", la("299", "other", "tax software"), cat=c, unsure="software for work as other")
    K("2 new steer tires 1,100", la("1100", "transport", "steer tires"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **E):
    K("diesel wednesday 612", la("612", "transport", "diesel", d=wd(3)), cat=c)
    K("deposit this morning 1500", la("1500", "salary", "deposit", kind="income"), cat=c, unsure="a client's deposit as salary income")
with use(now=NB, pref="past", **E):
    K("wedding deposit on valentine's day 2000", la("2000", "salary", "wedding deposit", kind="income", d=ymd(2045, 2, 14)), cat=c,
      unsure="a client's deposit as salary income")
    K("shuttlecocks monday 28", la("28", "shopping", "shuttlecocks", d=wd(1)), cat=c, unsure="shuttlecocks as shopping")
with use(now=NC, pref="past", **E):
    K("tolls friday 72", la("72", "transport", "tolls", d=wd(5)), cat=c)
    K("court fees collected yesterday 240", la("240", "salary", "court fees", kind="income", d=rel(-1)), cat=c,
      unsure="court fees collected from club members as salary income")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what've i got tmrw besides the walk-through", cl(rel(1)), cat=c)
    K("how many clients are left this week", cl(today(), wd(7)), cat=c, conv="week-monday-sunday",
      unsure="a count read as the list of what is left this week")
    K("which weekends in may are still open", cl(ymd(2045, 5, 1), ymd(2045, 5, 31)), cat=c, unsure="free weekends read as the list of May")
    K("how many weddings this weekend", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **E):
    K("how much on fuel this month", ls(ymd(2045, 4, 1), ymd(2045, 4, 30), "transport"), cat=c, unsure="fuel was logged as transport")
    K("total load pay last quarter", ls(ymd(2045, 1, 1), ymd(2045, 3, 31), "salary"), cat=c, conv="quarters", unsure="per-load pay was logged as salary")
with use(now=NB, pref="future", **E):
    K("anything on presidents' day", cl(holiday_in("presidents", 2045)), cat=c)
    K("next wk's loads", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("weddings in early march", cl(ymd(2045, 3, 1), ymd(2045, 3, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("what did the truck cost me in january", ls(ymd(2045, 1, 1), ymd(2045, 1, 31)), cat=c)
    K("deposits received last month", ls(ymd(2045, 1, 1), ymd(2045, 1, 31), "salary"), cat=c, unsure="client deposits were logged as salary")
with use(now=NC, pref="future", **E):
    K("what's on the books next wk", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="tomorrow is already next week")
    K("wedding bookings Q1 next year", cl(ymd(2046, 1, 1), ymd(2046, 3, 31)), cat=c, conv="quarters")
with use(now=NC, pref="past", **E):
    K("total fuel spend this year", ls(ymd(2045, 1, 1), ymd(2045, 12, 31), "transport"), cat=c, unsure="fuel was logged as transport")
    K("client fees in Q4", ls(ymd(2045, 10, 1), ymd(2045, 12, 31), "salary"), cat=c, conv="quarters", unsure="client fees were logged as salary")
    K("pull up my last 10 ledger entries pls", ll(limit=10), cat=c)
    K("court costs late december", ls(ymd(2045, 12, 21), ymd(2045, 12, 31), "entertainment"), cat=c, conv="month-parts",
      unsure="court hire was logged as entertainment")

c = "deadline"
with use(now=NA, pref="future", **E):
    K("clients still to file by the 17th", cl(today(), ymd(2045, 4, 17)), cat=c, conv="by-inclusive")
    K("any filings due by the end of the month", cl(today(), ymd(2045, 4, 30)), cat=c)
    K("pickup appts before may 1", cl(today(), ymd(2045, 4, 30)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("month to date on overtime rides", ls(ymd(2045, 4, 1), today(), "transport"), cat=c, conv="since")
with use(now=NB, pref="future", **E):
    K("what's left before the weekend", cl(today(), rel(2)), cat=c, conv="en-before-exclusive",
      unsure="'before the weekend' read as today … Friday 02-17")
    K("loads over the next 10 days", cl(today(), rel(9)), cat=c, conv="n-days-counting-today")
    K("weddings through the end of march", cl(today(), ymd(2045, 3, 31)), cat=c, conv="until-inclusive")
with use(now=NB, pref="past", **E):
    K("load pay year to date", ls(ymd(2045, 1, 1), today(), "salary"), cat=c, conv="since", unsure="per-load pay was logged as salary")
    K("what'd i spend the last 7 days", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **E):
    K("anything left before the year's out", cl(today(), today()), cat=c, unsure="the year ends today: today alone")
    K("tax clients by jan 15", cl(today(), ymd(2046, 1, 15)), cat=c, conv="by-inclusive")
    K("anything else on the calendar this week", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
with use(now=NC, pref="past", **E):
    K("wedding balances so far this month", ls(ymd(2045, 12, 1), today(), "salary"), cat=c, conv="since",
      unsure="client balances were logged as salary")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    KM("rain tmrw in reno and sacramento? hauling", [wx("Reno", rel(1)), wx("Sacramento", rel(1))], cat=c)
    KM("weather this weekend in charleston, outdoor ceremony", [wx("Charleston", wd(6)), wx("Charleston", wd(7))], cat=c)
    KM("chicago weather april 24 to 26", [wx("Chicago", ymd(2045, 4, 24)), wx("Chicago", ymd(2045, 4, 25)), wx("Chicago", ymd(2045, 4, 26))], cat=c)
with use(now=NB, pref="future", **E):
    K("snow in memphis tmrw? leaving at 3", wx("Memphis", rel(1)), cat=c)
    KM("dallas weather thu and fri", [wx("Dallas", wd(4)), wx("Dallas", wd(5))], cat=c)
with use(now=NC, pref="future", **E):
    K("how cold in denver new year's day", wx("Denver", NY46), cat=c)
    KM("next 3 days in cheyenne, heading west", [wx("Cheyenne", today()), wx("Cheyenne", rel(1)), wx("Cheyenne", rel(2))], cat=c,
       conv="n-days-counting-today", unsure="said at 22:50: the three days still count today")
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run tmrw morning in boston before the tax crunch?", ra("Boston", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run in atlanta friday", ra("Atlanta", wd(5)), cat=c)
with use(now=NC, pref="future", **E):
    K("new year's day run in chicago, ok?", ra("Chicago", NY46), cat=c)
    K("running weather wed in philadelphia", ra("Philadelphia", wd(3)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Tasting w/ the Chens", dt(wd(3), 12), dt(wd(3), 14)), ev("Tasting w/ the Chans", dt(wk(1, 5), 12), dt(wk(1, 5), 14)),
         ev("Reyes wedding", dt(wk(1, 6), 10), dt(wk(1, 6), 21))]
    K("move the chans' tasting to next thurs, same time", cu(1, title="chans", start=dt(wk(1, 4), 12)), cat=c, given=g, conv="move-keeps-clock")
    K("push the chens' tasting back an hour", cu(0, title="chens", start=dt(wd(3), 13)), cat=c, given=g)
    K("reyes wedding starts at 8am now for setup", cu(2, title="reyes wedding", start=dt(wk(1, 6), 8)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Pickup reno warehouse", dt(ymd(2045, 4, 20), 6), dt(ymd(2045, 4, 20), 8)), ev("Drop-off joliet", dt(wk(1, 2), 7), dt(wk(1, 2), 10))]
    K("reno pickup window's now 9-11am", cu(0, title="reno", start=dt(ymd(2045, 4, 20), 9), end=dt(ymd(2045, 4, 20), 11)), cat=c,
      given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Club practice", dt(wk(1, 3), 14), dt(wk(1, 3), 17)), ev("Club's first practice after the break", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("move the first practice after the break to next thurs, same time", cu(1, title="first practice", start=dt(wk(1, 4), 19)), cat=c,
      given=g, conv="move-keeps-clock")
    K("next wed's club practice 30 min earlier", cu(0, title="club practice", date=wk(1, 3), start=dt(wk(1, 3), 13, 30)), cat=c, given=g)
    g = [ev("Client meeting", dt(wk(1, 1), 14), dt(wk(1, 1), 15)), ev("Client meeting", dt(wk(1, 2), 14), dt(wk(1, 2), 15))]
    K("next tuesday's client meeting to 10am", cu(1, title="client meeting", date=wk(1, 2), start=dt(wk(1, 2), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Loading", dt(wd(6), 5), dt(wd(6), 7)), ev("Unloading", dt(wk(1, 1), 9), dt(wk(1, 1), 11))]
    K("push saturday's loading back a day", cu(0, title="loading", date=wd(6), start=dt(wd(7), 5)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Tasting w/ the Chans", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), ev("Tasting w/ the Chens", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("chens' tasting to next fri, same time", cu(1, title="chens", start=dt(wk(1, 5), 14)), cat=c, given=g, conv="move-keeps-clock")
    K("make the chans' tasting 4pm", cu(0, title="chans", start=dt(wk(1, 3), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Drop-off newark warehouse", dt(wd(2), 8), dt(wd(2), 10)), ev("Truck inspection", dt(wk(1, 5), 15), dt(wk(1, 5), 16))]
    K("move the inspection to jan 10 9am", cu(1, title="inspection", start=dt(ymd(2046, 1, 10), 9)), cat=c, given=g)
    K("newark drop-off 2 hrs later", cu(0, title="newark", start=dt(wd(2), 10)), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Live Q&A on wedding planning", dt(wd(6), 20), dt(wd(6), 22)), ev("Wedding setup", dt(wd(6), 8), dt(wd(6), 18))]
    K("scrap saturday night's live q&a", cdel(0, title="live q&a", date=wd(6)), cat=c, given=g)
    g = [ev("Florist measures the venue", dt(rel(1), 10), dt(rel(1), 11)), ev("Florist measures the venue", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("florist doesn't need to come next wed", cdel(1, title="florist", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Call mr dalton back", dt(rel(1), 16), dt(rel(1), 17)), ev("Mtg w/ the hendersons", dt(wk(1, 4), 16), dt(wk(1, 4), 17))]
    K("cancel tmrw's dalton call, he filed himself", cdel(0, title="dalton", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("On the road", wk(1, 1), wk(1, 1)), ev("On the road", wk(1, 3), wk(1, 3))]
    K("next wed's run is off, shipper cancelled", cdel(1, title="on the road", date=wk(1, 3)), cat=c, given=g,
      unsure="'run' names the stored 'On the road' day; the date picks it")
    g = [ev("Rehearsal dinner", dt(ymd(2045, 2, 22), 19), dt(ymd(2045, 2, 22), 21)), ev("Ballroom walk-through", dt(wk(1, 1), 9), dt(wk(1, 1), 11))]
    K("cancel the rehearsal dinner, couple postponed", cdel(0, title="rehearsal dinner"), cat=c, given=g)
    g = [ev("Club potluck", dt(ymd(2045, 3, 3), 19), dt(ymd(2045, 3, 3), 21)), ev("Club practice", dt(wk(1, 3), 14), dt(wk(1, 3), 17))]
    K("delete the club potluck", cdel(0, title="club potluck"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Venue walk-through", dt(NY46, 10), dt(NY46, 11)), ev("Countdown call w/ the club", dt(today(), 23, 30), dt(NY46, 0, 30))]
    K("drop tmrw's walk-through, venue's closed for the holiday", cdel(0, title="walk-through", date=NY46), cat=c, given=g)
    g = [ev("Badminton", dt(ymd(2046, 1, 4), 19), dt(ymd(2046, 1, 4), 21)), ev("Club session", dt(wk(1, 7), 14), dt(wk(1, 7), 17))]
    K("badminton jan 4 cancelled, gym's booked", cdel(0, title="badminton", date=ymd(2046, 1, 4)), cat=c, given=g)
    g = [ev("Denver run", ymd(2046, 1, 5), ymd(2046, 1, 8)), ev("Drop-off newark warehouse", dt(wd(2), 8), dt(wd(2), 10))]
    K("kill the denver run, load fell through", cdel(0, title="denver"), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("diesel 640 tolls 38 dinner 16", [la("640", "transport", "diesel"), la("38", "transport", "tolls"), la("16", "food", "dinner")], cat=c)
with use(now=NA, pref="future", **E):
    KM("reno weather tmrw, and add drop-off next tue 7am", [wx("Reno", rel(1)), cc("Drop-off", dt(wk(1, 2), 7))], cat=c)
    KM("wedding sat, badminton sun 2pm", [cc("Wedding", wd(6)), cc("Badminton", dt(wd(7), 14))], cat=c)
with use(now=NB, pref="past", **E):
    KM("court 60, shuttlecocks 56, dues in 480", [la("60", "entertainment", "court"), la("56", "shopping", "shuttlecocks"),
                                               la("480", "salary", "dues", kind="income")], cat=c,
       unsure="court hire as entertainment, shuttlecocks as shopping, club dues as salary income")
with use(now=NB, pref="future", **E):
    KM("home tmrw 3pm, what's the weather in nashville tmrw", [cc("Home", dt(rel(1), 15)), wx("Nashville", rel(1))], cat=c)
with use(now=NC, pref="past", **E):
    KM("garcia balance 17,500 in, florist paid 2800", [la("17500", "salary", "garcia balance", kind="income"), la("2800", "other", "florist")],
       cat=c, unsure="a client's balance as salary income; a vendor paid as other")
with use(now=NC, pref="future", **E):
    g = [ev("Tasting w/ the Chans", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), ev("Badminton", dt(ymd(2046, 1, 4), 19), dt(ymd(2046, 1, 4), 21))]
    KM("cancel badminton, and the tasting to 3pm", [cdel(1, title="badminton"), cu(0, title="tasting", start=dt(wk(1, 3), 15))], cat=c,
       given=g, conv="clock-only-keeps-day")
    KM("show next week, then denver weather new year's day", [cl(wk(1, 1), wk(1, 7)), wx("Denver", NY46)], cat=c)
