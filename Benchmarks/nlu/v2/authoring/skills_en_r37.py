"""Round 37 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a hospital radiographer on a rota (early, late and weekend shifts, on-call nights, a course over two days,
overtime and on-call pay as income, parking and meals at work, a shift swapped, cancelling leave, looking up overtime
this month), a man who runs a small bike-repair stall and leads weekend group rides (repairs promised by a day, parts and
tubes bought, customers paying as income, rides starting at set clocks and places, a ride cancelled for rain, the weather
for the ride over several towns, parts this quarter) and a woman organising her parents' 40th wedding anniversary party
(a restaurant, the cake and the photographer at set clocks, deposits, relatives arriving over several days, a rehearsal
dinner moved, a guest list call, what the party cost so far).  In everyday proportion: about two fifths new events, a
sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at
once.

Reference times (see time_r37.py), New York wall time: NA = 2052-02-11T18:30 Sunday (this week is today alone; "tmrw"
Monday 02-12; "tonight" in progress, "sunday afternoon" over → 02-18; a bare 6 → tomorrow 18:00, a bare 7 → 19:00, a bare
8 → 20:00; Valentine's Wednesday 02-14, Presidents' Day 02-19, the end of the month Thursday 02-29); NB = 2053-03-08T08:00
Saturday ("morning" in progress; a bare 9 → today 09:00, a bare 7 → 19:00; "7am" → tomorrow; this weekend today and
tomorrow; US DST begins Sunday 03-09, no duration in hours crosses it; St. Patrick's Monday 03-17, Good Friday 04-04,
Easter 04-06, the end of the month Monday 03-31); NC = 2052-09-30T23:10 Monday (the last night of a month and a quarter;
"tmrw" = 10-01, "next quarter" Q4; every bare hour has passed, a bare 11 too → tomorrow 11:00; "monday afternoon" over →
10-07; Columbus Day 10-14, Halloween Thursday 10-31)."""
from lib import *

NA = "2052-02-11T18:30:00"  # Sunday 18:30
NB = "2053-03-08T08:00:00"  # Saturday 08:00
NC = "2052-09-30T23:10:00"  # Monday 23:10
E = dict(lang="en", tz="America/New_York")
REPAIR = "customers paying for bike repairs filed as salary income (paid for one's own work)"
PARTS = "bike parts and tubes bought for the stall filed as shopping"
OT = "overtime and on-call pay filed as salary income"
BANQUET = "the anniversary banquet, restaurant and cake filed as food"
PHOTO = "the photographer for the party filed as other"
HOTEL = "relatives' hotel rooms filed as housing"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("early shift tmrw 7am", cc("Early shift", dt(rel(1), 7)), cat=c)
    K("pick up the anniversary cake wed 4pm", cc("Pick up the anniversary cake", dt(wd(3), 16)), cat=c, unsure="wed said Sunday = 02-14")
    K("group ride meetup feb 18 at 10am", cc("Group ride meetup", dt(ymd(2052, 2, 18), 10)), cat=c)
    K("on call next thurs 8-11pm", cc("On call", dt(wk(1, 4), 20), dt(wk(1, 4), 23)), cat=c)
    K("call the restaurant about the private room at 7:30", cc("Call the restaurant about the private room", dt(today(), 19, 30)), cat=c, conv="bare-hour")
    K("grab the bikes from the stall at 6", cc("Grab the bikes from the stall", dt(rel(1), 18)), cat=c, conv="bare-hour",
      unsure="a bare 6 reads 18:00, passed at 18:30: tomorrow 18:00")
    K("ct training course feb 20 thru 21", cc("Ct training course", ymd(2052, 2, 20), ymd(2052, 2, 21)), cat=c)
    K("late shift tue 2 to 10pm", cc("Late shift", dt(wd(2), 14), dt(wd(2), 22)), cat=c)
    K("so uh friday, mr. hill picks up his road bike, 5pm", cc("Mr. hill picks up his road bike", dt(wd(5), 17)), cat=c,
      unsure="the day and the clock said apart, a filler first")
    K("meet the photographer wednesday 7pm no wait 8", cc("Meet the photographer", dt(wd(3), 20)), cat=c, unsure="a correction inside the message: 20:00 replaces 19:00")
    K("walk through the banquet hall sunday 3pm", cc("Walk through the banquet hall", dt(wk(1, 7), 15)), cat=c,
      unsure="sunday 3pm said Sunday 18:30 has passed: next Sunday 02-18")
    K("mom and dad's 40th anniversary march 1", cc("Mom and dad's 40th anniversary", ymd(2052, 3, 1)), cat=c)
with use(now=NB, pref="future", **E):
    K("ride rolls out today 9am", cc("Ride rolls out", dt(today(), 9)), cat=c)
    K("imaging course next mon 8:30am", cc("Imaging course", dt(wk(1, 1), 8, 30)), cat=c)
    K("menu tasting march 15 at noon", cc("Menu tasting", dt(ymd(2053, 3, 15), 12)), cat=c)
    K("stall open sun 2-5pm", cc("Stall open", dt(wd(7), 14), dt(wd(7), 17)), cat=c)
    K("fix lisa's bike at 9", cc("Fix lisa's bike", dt(today(), 9)), cat=c, conv="bare-hour")
    K("pick up uncle at the station 7am", cc("Pick up uncle", dt(rel(1), 7), location="the station"), cat=c,
      unsure="7am with no day said 08:00 has passed: tomorrow 07:00; 'at the station' read as the place")
    K("relatives arriving march 20-23", cc("Relatives arriving", ymd(2053, 3, 20), ymd(2053, 3, 23)), cat=c)
    K("weekend shift next sat 8am to 4pm", cc("Weekend shift", dt(wk(1, 6), 8), dt(wk(1, 6), 16)), cat=c)
    K("just talked to the bakery, going to see samples wed 3pm", cc("Going to see samples", dt(wd(3), 15)), cat=c, unsure="the call with the bakery as context")
    K("florist check-in at quarter past ten", cc("Florist check-in", dt(today(), 10, 15)), cat=c, conv="bare-hour")
    K("ok next friday, evening, on call from 8", cc("On call", dt(wk(1, 5), 20)), cat=c, unsure="the day, part of day and clock said apart")
with use(now=NC, pref="future", **E):
    K("holiday ride tmrw 10am", cc("Holiday ride", dt(rel(1), 10)), cat=c)
    K("menu talk at the restaurant thurs 3pm", cc("Menu talk", dt(wd(4), 15), location="the restaurant"), cat=c,
      unsure="'at the restaurant' read as the place")
    K("rehearsal dinner oct 3 6pm", cc("Rehearsal dinner", dt(ymd(2052, 10, 3), 18)), cat=c)
    K("early shift next tue 7:30am-3:30pm", cc("Early shift", dt(wk(1, 2), 7, 30), dt(wk(1, 2), 15, 30)), cat=c)
    K("open the stall at 8", cc("Open the stall", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:10 has passed both ways: tomorrow 08:00")
    K("greg picks up his mountain bike at 11", cc("Greg picks up his mountain bike", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:10: 23:00 passed ten minutes ago: tomorrow 11:00")
    K("cousins staying over oct 4 to 6", cc("Cousins staying over", ymd(2052, 10, 4), ymd(2052, 10, 6)), cat=c)
    K("er call shift 2am", cc("Er call shift", dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 10-01 02:00")
    K("scanner qa monday 2pm", cc("Scanner qa", dt(wk(1, 1), 14)), cat=c, unsure="monday 2pm said Monday 23:10 has passed: next Monday 10-07")
    K("next wed photographer shoots the old family photos 9 to 11am", cc("Photographer shoots the old family photos", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("group ride feb 18 10am at the east lake trailhead", cc("Group ride", dt(ymd(2052, 2, 18), 10), location="the east lake trailhead"), cat=c)
    K("photographer wed 8pm location: starbucks on main", cc("Photographer", dt(wd(3), 20), location="starbucks on main"), cat=c)
with use(now=NB, pref="future", **E):
    K("tasting march 15 noon at golden garden restaurant", cc("Tasting", dt(ymd(2053, 3, 15), 12), location="golden garden restaurant"), cat=c)
    K("training next mon 8:30am in radiology conference room b", cc("Training", dt(wk(1, 1), 8, 30), location="radiology conference room b"), cat=c)
with use(now=NC, pref="future", **E):
    K("ride tmrw 10am where: riverside park north gate", cc("Ride", dt(rel(1), 10), location="riverside park north gate"), cat=c)
    K("rehearsal dinner oct 3 6pm at luigi's", cc("Rehearsal dinner", dt(ymd(2052, 10, 3), 18), location="luigi's"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("stall promo valentine's day 2pm", cc("Stall promo", dt(ymd(2052, 2, 14), 14)), cat=c)
    K("presidents' day group ride", cc("Group ride", holiday_in("presidents", 2052)), cat=c)
    K("late shift st. patrick's day", cc("Late shift", ymd(2052, 3, 17)), cat=c)
with use(now=NB, pref="future", **E):
    K("stall closed good friday", cc("Stall closed", holiday_in("goodfriday", 2053)), cat=c)
    K("easter ride 9am", cc("Easter ride", dt(holiday_in("easter", 2053), 9)), cat=c, unsure="easter kept in the title and read as the day")
with use(now=NC, pref="future", **E):
    K("costume ride halloween 6pm", cc("Costume ride", dt(ymd(2052, 10, 31), 18)), cat=c)
    K("on call thanksgiving", cc("On call", holiday_in("thanksgiving", 2052)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to close the stall in 20 min", cc("Close the stall", dt(today(), 18, 50)), cat=c)
    K("course exam two weeks from now", cc("Course exam", rel(14)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me in an hour and a half to grab the films", cc("Grab the films", dt(today(), 9, 30)), cat=c)
with use(now=NC, pref="future", **E):
    K("wake me in half an hour for the er films", cc("Er films", dt(today(), 23, 40)), cat=c, unsure="'wake me … for' read as a request word")
    K("aunt flies in 3 days from now", cc("Aunt flies in", rel(3)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("anniversary cake pickup 3/1", cc("Anniversary cake pickup", ymd(2052, 3, 1)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("40th anniversary dinner 3/29/2053", cc("40th anniversary dinner", ymd(2053, 3, 29)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("registry exam 10/12", cc("Registry exam", ymd(2052, 10, 12)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("first spring ride the first saturday of march", cc("First spring ride", nth(2052, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("anniversary party the last sunday of march", cc("Anniversary party", lastwd(2053, 3, 7)), cat=c)
with use(now=NC, pref="future", **E):
    K("century ride the third saturday of october", cc("Century ride", nth(2052, 10, 3, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("confirm the cake at 7", cc("Confirm the cake", dt(today(), 19)), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    K("call the photographer at 7", cc("Call the photographer", dt(today(), 19)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("lates tue and thu 2pm", [cc("Lates", dt(wd(2), 14)), cc("Lates", dt(wd(4), 14))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("lead rides today and tomorrow at 9am", [cc("Lead rides", dt(today(), 9)), cc("Lead rides", dt(rel(1), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("working oct 2 and 3 at 7:30am", [cc("Working", dt(ymd(2052, 10, 2), 7, 30)), cc("Working", dt(ymd(2052, 10, 3), 7, 30))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("flat fix paid 15", la("15", "salary", "flat fix", kind="income"), cat=c, unsure=REPAIR)
    K("box of tubes 96", la("96", "shopping", "tubes"), cat=c, unsure=PARTS)
    K("hospital parking 14", la("14", "transport", "hospital parking"), cat=c)
    K("overtime check came in 620", la("620", "salary", "overtime", kind="income"), cat=c, unsure=OT)
    K("cafeteria dinner 9.50", la("9.5", "food", "cafeteria dinner"), cat=c)
with use(now=NB, pref="past", **E):
    K("cake deposit 100", la("100", "food", "cake deposit"), cat=c, unsure=BANQUET)
    K("paid the photographer deposit 400", la("400", "other", "photographer deposit"), cat=c, unsure=PHOTO)
    K("brake pads 22", la("22", "shopping", "brake pads"), cat=c, unsure=PARTS)
    K("repair income 85", la("85", "salary", "repair", kind="income"), cat=c, unsure=REPAIR)
    K("invitations printed 96.50", la("96.5", "shopping", "invitations"), cat=c)
with use(now=NC, pref="past", **E):
    K("on call pay 300", la("300", "salary", "on call pay", kind="income"), cat=c, unsure=OT)
    K("restaurant deposit 1500", la("1500", "food", "restaurant deposit"), cat=c, unsure=BANQUET)
    K("hotel block for the relatives 1080", la("1080", "housing", "hotel block"), cat=c, unsure=HOTEL)
    K("late night snack 7", la("7", "food", "late night snack"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("overtime last sunday 240", la("240", "salary", "overtime", kind="income", d=wk(-1, 7)), cat=c, unsure=OT)
    K("repair money friday 60", la("60", "salary", "repair", kind="income", d=wd(5)), cat=c, unsure="friday said Sunday, looking back: 02-09; " + REPAIR)
with use(now=NB, pref="past", **E):
    K("photographer balance thurs 1100", la("1100", "other", "photographer balance", d=wd(4)), cat=c, unsure="thurs said Saturday, looking back: 03-06; " + PHOTO)
    K("parking on presidents' day 14", la("14", "transport", "parking", d=holiday_in("presidents", 2053)), cat=c)
with use(now=NC, pref="past", **E):
    K("on call pay labor day 280", la("280", "salary", "on call pay", kind="income", d=holiday_in("labor", 2052)), cat=c, unsure=OT)
    K("ride lunch last saturday 64", la("64", "food", "ride lunch", d=wk(-1, 6)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many nights on call next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("which shift am i on tmrw", cl(rel(1)), cat=c)
    K("anything late feb", cl(ymd(2052, 2, 21), ymd(2052, 2, 29)), cat=c, conv="month-parts", unsure="a leap year: 02-21 … 02-29")
with use(now=NA, pref="past", **E):
    K("how much on parts last month", ls(ymd(2052, 1, 1), ymd(2052, 1, 31), "shopping"), cat=c, unsure=PARTS)
    K("parking total for january", ls(ymd(2052, 1, 1), ymd(2052, 1, 31), "transport"), cat=c)
with use(now=NB, pref="future", **E):
    K("rides and stall hours this weekend?", cl(today(), rel(1)), cat=c, unsure="this weekend said Saturday: today and tomorrow")
    K("shifts mid-march", cl(ymd(2053, 3, 11), ymd(2053, 3, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("night shift pay last month", ls(ymd(2053, 2, 1), ymd(2053, 2, 28), "salary"), cat=c, unsure=OT)
    K("show the last 10 things i logged", ll(limit=10), cat=c)
    K("what has the party cost so far, counting from january", ls(ymd(2053, 1, 1), today()), cat=c, conv="since",
      unsure="the party's cost so far made explicit as january … today; no category (food, other, housing mixed)")
with use(now=NC, pref="future", **E):
    K("whats left on the rota this week", cl(today(), wd(7)), cat=c, unsure="said Monday night: 09-30 … 10-06")
    K("rota for early october", cl(ymd(2052, 10, 1), ymd(2052, 10, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("parts spend this quarter", ls(ymd(2052, 7, 1), ymd(2052, 9, 30), "shopping"), cat=c, conv="quarters", unsure=PARTS + "; said on the quarter's last day")
    K("overtime this month", ls(ymd(2052, 9, 1), ymd(2052, 9, 30), "salary"), cat=c, unsure=OT)
    K("list september's entries", ll(ymd(2052, 9, 1), ymd(2052, 9, 30)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("how many nights left till the end of the month", cl(today(), ymd(2052, 2, 29)), cat=c, conv="until-inclusive", unsure="a leap year: 02-29")
    K("party stuff before presidents' day?", cl(today(), holiday_in("presidents", 2052) - td(days=1)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("overtime pay month to date", ls(ymd(2052, 2, 1), today(), "salary"), cat=c, conv="since", unsure=OT)
with use(now=NB, pref="future", **E):
    K("shifts over the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("what do i have by wednesday", cl(today(), wd(3)), cat=c, conv="by-inclusive")
with use(now=NB, pref="past", **E):
    K("repair income year to date", ls(ymd(2053, 1, 1), today(), "salary"), cat=c, conv="since", unsure=REPAIR)
with use(now=NC, pref="future", **E):
    K("rides before halloween", cl(today(), ymd(2052, 10, 30)), cat=c, conv="en-before-exclusive")
    K("my shifts in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("parking the last 30 days", ls(rel(-29), today(), "transport"), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    KM("weather saturday for the ride, philadelphia, camden and trenton", [wx("Philadelphia", wd(6)), wx("Camden", wd(6)), wx("Trenton", wd(6))], cat=c,
       unsure="a ride over three towns: one call per town")
    K("rain in boston tmrw morning?", wx("Boston", rel(1)), cat=c)
    K("weather in hartford on the 18th, ride day", wx("Hartford", ymd(2052, 2, 18)), cat=c)
with use(now=NB, pref="future", **E):
    KM("denver weather this weekend, leading a ride", [wx("Denver", today()), wx("Denver", rel(1))], cat=c, unsure="this weekend said Saturday: today and tomorrow")
    K("how windy is chicago today", wx("Chicago"), cat=c)
    KM("seattle weather march 20 to 22, relatives flying in", [wx("Seattle", ymd(2053, 3, 20)), wx("Seattle", ymd(2053, 3, 21)), wx("Seattle", ymd(2053, 3, 22))], cat=c)
with use(now=NC, pref="future", **E):
    KM("lake ride tmrw, weather in madison and milwaukee", [wx("Madison", rel(1)), wx("Milwaukee", rel(1))], cat=c)
    K("will it rain in atlanta on the 3rd, rehearsal dinner", wx("Atlanta", ymd(2052, 10, 3)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run in pittsburgh tmrw before my early shift?", ra("Pittsburgh", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run in austin today", ra("Austin"), cat=c)
with use(now=NC, pref="future", **E):
    K("running weather in san diego the day after tomorrow", ra("San Diego", rel(2)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Late shift", dt(wd(2), 14), dt(wd(2), 22)), ev("Late shift", dt(wd(4), 14), dt(wd(4), 22))]
    K("swapped with kim, move tuesday's late shift to wednesday", cu(0, title="late shift", date=wd(2), start=dt(wd(3), 14)), cat=c, given=g,
      conv="move-keeps-clock", unsure="a shift swapped: the Tuesday late moved to Wednesday at its own clock")
    g = [ev("Meet the photographer", dt(wd(3), 20), dt(wd(3), 21)), ev("Meet the baker", dt(wd(3), 16), dt(wd(3), 17))]
    K("move the photographer to 7pm", cu(0, title="photographer", start=dt(wd(3), 19)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Mr. Hill picks up road bike", dt(wd(5), 17), dt(wd(5), 17, 30)), ev("Ms. Gray picks up road bike", dt(wd(6), 17), dt(wd(6), 17, 30))]
    K("push friday's mr. hill pickup an hour later", cu(0, title="mr. hill", date=wd(5), start=dt(wd(5), 18)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Menu tasting", dt(ymd(2053, 3, 15), 12), dt(ymd(2053, 3, 15), 14)), ev("Cake tasting", dt(ymd(2053, 3, 15), 16), dt(ymd(2053, 3, 15), 17))]
    K("move the menu tasting to the 16th, same time", cu(0, title="menu tasting", date=ymd(2053, 3, 15), start=dt(ymd(2053, 3, 16), 12)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Weekend shift", dt(wk(1, 6), 8), dt(wk(1, 6), 16)), ev("Weekend shift", dt(wk(2, 6), 8), dt(wk(2, 6), 16))]
    K("change next saturday's weekend shift to 7am-3pm", cu(0, title="weekend shift", date=wk(1, 6), start=dt(wk(1, 6), 7), end=dt(wk(1, 6), 15)), cat=c, given=g)
    g = [ev("Group ride", dt(rel(1), 9), dt(rel(1), 12)), ev("Stall open", dt(rel(1), 14), dt(rel(1), 17))]
    K("tmrw's group ride now meets at the south gate of levee park", cu(0, title="group ride", date=rel(1), location="the south gate of levee park"), cat=c, given=g,
      unsure="a new meeting place read as a location change")
with use(now=NC, pref="future", **E):
    g = [ev("Rehearsal dinner", dt(ymd(2052, 10, 3), 18), dt(ymd(2052, 10, 3), 20)), ev("Anniversary dinner", dt(ymd(2052, 10, 30), 18), dt(ymd(2052, 10, 30), 21))]
    K("push the rehearsal dinner to the 4th, still 6", cu(0, title="rehearsal dinner", date=ymd(2052, 10, 3), start=dt(ymd(2052, 10, 4), 18)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Scanner QA", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("Scanner repair", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("scanner qa half an hour earlier", cu(0, title="scanner qa", start=dt(wk(1, 1), 13, 30)), cat=c, given=g)
    g = [ev("Greg picks up mountain bike", dt(rel(1), 11), dt(rel(1), 11, 30)), ev("Holiday ride", dt(rel(1), 10), dt(rel(1), 12))]
    K("rename greg's pickup to greg pickup plus new chain", cu(0, title="greg", new_title="greg pickup plus new chain"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Annual leave", ymd(2052, 2, 26), ymd(2052, 2, 28)), ev("CT training course", ymd(2052, 2, 20), ymd(2052, 2, 21))]
    K("we're short staffed, cancel my leave", cdel(0, title="leave"), cat=c, given=g, conv="next-upcoming", unsure="cancelling leave: the leave event deleted")
    g = [ev("Walk through the banquet hall", dt(wk(1, 7), 15), dt(wk(1, 7), 16)), ev("See cake samples", dt(wd(3), 15), dt(wd(3), 16))]
    K("drop next sunday's banquet hall walkthrough, we booked it", cdel(0, title="banquet hall", date=wk(1, 7)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Lead ride", dt(rel(1), 9), dt(rel(1), 12)), ev("Lead ride", dt(wk(1, 6), 9), dt(wk(1, 6), 12))]
    K("rain tmrw so cancel the ride", cdel(0, title="ride", date=rel(1)), cat=c, given=g, unsure="the rain as the reason")
    g = [ev("Live stream used bikes", dt(wd(7), 20), dt(wd(7), 22)), ev("Ship orders", dt(wd(7), 16), dt(wd(7), 17))]
    K("kill sunday night's live stream", cdel(0, title="live stream", date=wd(7)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("ER call shift", dt(rel(1), 2), dt(rel(1), 8)), ev("Early shift", dt(wk(1, 2), 7, 30), dt(wk(1, 2), 15, 30))]
    K("delete the er call shift, someone's covering", cdel(0, title="er call"), cat=c, given=g, conv="next-upcoming")
    g = [ev("Photographer old family photos", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), ev("Photographer test shoot", dt(wk(1, 5), 9), dt(wk(1, 5), 11))]
    K("cancel next wed's old family photos session", cdel(0, title="old family photos", date=wk(1, 3)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("tube 8, tire 45, valve core 2", [la("8", "shopping", "tube"), la("45", "shopping", "tire"), la("2", "shopping", "valve core")], cat=c, unsure=PARTS)
with use(now=NA, pref="future", **E):
    KM("ride on the 18th and check hartford weather that day", [cc("Ride", ymd(2052, 2, 18)), wx("Hartford", ymd(2052, 2, 18))], cat=c)
with use(now=NB, pref="past", **E):
    KM("photographer deposit 400, cake deposit 100", [la("400", "other", "photographer deposit"), la("100", "food", "cake deposit")], cat=c, unsure=PHOTO + "; " + BANQUET)
with use(now=NB, pref="future", **E):
    KM("wed 3pm cake samples then 5pm call uncle about the guest list", [cc("Cake samples", dt(wd(3), 15)), cc("Call uncle about the guest list", dt(wd(3), 17))], cat=c,
       unsure="the guest-list call the same day, the day said once")
    KM("cancel tmrw's ride and move the stall to 10am",
       [cdel(0, title="ride", date=rel(1)), cu(1, title="stall", start=dt(rel(1), 10))], cat=c,
       given=[ev("Lead ride", dt(rel(1), 9), dt(rel(1), 12)), ev("Stall open", dt(rel(1), 14), dt(rel(1), 17))], conv="clock-only-keeps-day")
with use(now=NC, pref="past", **E):
    KM("overtime 620, call pay 300, meal allowance 45", [la("620", "salary", "overtime", kind="income"), la("300", "salary", "call pay", kind="income"),
                                                       la("45", "salary", "meal allowance", kind="income")], cat=c, unsure=OT + "; the meal allowance as salary income")
with use(now=NC, pref="future", **E):
    KM("what's left this week and madison weather tmrw", [cl(today(), wd(7)), wx("Madison", rel(1))], cat=c)
    KM("log repair 85 and ride tmrw at 10am", [la("85", "salary", "repair", kind="income"), cc("Ride", dt(rel(1), 10))], cat=c, unsure=REPAIR)
