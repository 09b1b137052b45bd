"""Round 19 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a new graduate job hunting and moving to another city (interviews, online assessments, career fairs, offer
deadlines, apartment viewings, the deposit and first month's rent, the broker fee, moving day, the pre-employment
physical, the first day, train tickets, the first paycheck), a small orchard and vegetable farmer who sells at markets
(market days, picking, spraying and the weather before it, fertilizer and supplies, buyers, market sales, day
labourers, tractor repairs, extension workshops, frost checks several days ahead, a u-pick festival over several days)
and a consultant who travels every week (flights, trips to named cities, client workshops, hotels, reimbursements,
cabs and per-diem meals, calls across time zones, the destination's weather, runs in a hotel city, rebooking and
cancelling flights).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups,
weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r19.py): NA = 2027-10-09T07:50 Saturday early morning (a bare 7 reads 19:00 today, a bare 8
08:00 today; Columbus Day Monday 10-11, Halloween Sunday 10-31, Thanksgiving 11-25); NB = 2028-04-30T23:30 Sunday,
thirty minutes before a new week and month (tomorrow = next Monday = May 1; every bare hour reads tomorrow; Mother's Day
05-14, Memorial Day 05-29); NC = 2028-03-09T09:30 Thursday morning in the week US DST begins (Sunday 03-12): "morning"
in progress, a bare 9 reads tomorrow 09:00, a bare 10 today; St. Patrick's Friday 03-17, Easter 04-16."""
from lib import *

NA = "2027-10-09T07:50:00"  # Saturday 07:50: a bare 7 reads 19:00 today, a bare 8 08:00 today
NB = "2028-04-30T23:30:00"  # Sunday 23:30, the last day of April: tomorrow = next week = May; bare hours read tomorrow
NC = "2028-03-09T09:30:00"  # Thursday 09:30, US DST begins Sunday: a bare 9 reads tomorrow, a bare 10 today
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("second interview today 10am", cc("Second interview", dt(today(), 10)), cat=c)
    K("online assessment next tue 2-3pm", cc("Online assessment", dt(wk(1, 2), 14), dt(wk(1, 2), 15)), cat=c)
    K("apt viewing monday 7pm w/ the broker", cc("Apt viewing w/ the broker", dt(wd(1), 19)), cat=c)
    K("farmers market tmrw 6am", cc("Farmers market", dt(rel(1), 6)), cat=c)
    K("pre-employment physical 10/15 9am, no breakfast", cc("Pre-employment physical", dt(ymd(2027, 10, 15), 9)), cat=c,
      conv="en-month-first", unsure="'no breakfast' is a note, not part of the title")
    K("video call w the recruiter at 7", cc("Video call w the recruiter", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 07:50 reads 19:00 today")
    K("spray the orchard at 8", cc("Spray the orchard", dt(today(), 8)), cat=c, conv="bare-hour")
    K("apple buyer picking up at 12", cc("Apple buyer picking up", dt(today(), 12)), cat=c, conv="bare-hour")
    K("boston career fair oct 18-20", cc("Boston career fair", ymd(2027, 10, 18), ymd(2027, 10, 20)), cat=c)
    K("u-pick festival next wed thru fri", cc("U-pick festival", wk(1, 3), wk(1, 5)), cat=c)
    K("sunday morning pickers start at 8", cc("Pickers start", dt(wd(7), 8)), cat=c)
    K("picking the day after tomorrow 7 to 11am", cc("Picking", dt(rel(2), 7), dt(rel(2), 11)), cat=c)
    K("move out end of the month", cc("Move out", ymd(2027, 10, 31)), cat=c, conv="month-end-bare")
    K("first day at the new job the monday after next", cc("First day at the new job", wk(2, 1)), cat=c,
      conv="after-next")
    K("group interview tonight 8-9", cc("Group interview", dt(today(), 20), dt(today(), 21)), cat=c)
    K("buyer's coming tomorrow afternoon to look at the pears, like 2ish", cc("Buyer's coming to look at the pears",
      dt(rel(1), 14)), cat=c, unsure="tomorrow afternoon … 2ish said apart: one entity, 14:00")
    K("resume workshop at the career center tue 9am", cc("Resume workshop", dt(wd(2), 9), location="the career center"),
      cat=c)
with use(now=NB, pref="future", **E):
    K("leave for jfk at 8", cc("Leave for jfk", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    K("reply to the client's email at 11", cc("Reply to the client's email", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    K("flight to chicago tmrw 7am", cc("Flight to chicago", dt(rel(1), 7)), cat=c)
    K("flight to sfo next wed 8:20am", cc("Flight to sfo", dt(wk(1, 3), 8, 20)), cat=c)
    K("client workshop 5/8 2:30-5:30pm", cc("Client workshop", dt(ymd(2028, 5, 8), 14, 30), dt(ymd(2028, 5, 8), 17, 30)),
      cat=c, conv="en-month-first")
    K("call w/ the london team 1am tomorrow", cc("Call w/ the london team", dt(rel(1), 1)), cat=c,
      unsure="tomorrow said at 23:30 Sunday is Monday 05-01, 1am is ninety minutes away")
    K("2am call with the singapore office", cc("Call with the singapore office", dt(rel(1), 2)), cat=c,
      unsure="2am with no day: the coming night (05-01 02:00)")
    K("dallas trip may 10-12", cc("Dallas trip", ymd(2028, 5, 10), ymd(2028, 5, 12)), cat=c)
    K("rent due end of next month", cc("Rent due", ymd(2028, 5, 31)), cat=c, conv="month-end-bare")
    K("client dinner fri 7pm", cc("Client dinner", dt(wd(5), 19)), cat=c)
    K("client training all day next monday", cc("Client training", wk(1, 1)), cat=c,
      unsure="'all day' read as an all-day event; next monday said Sunday night is tomorrow 05-01")
    K("apartment viewing tomorrow 3pm", cc("Apartment viewing", dt(rel(1), 15)), cat=c)
    K("another viewing at 3", cc("Another viewing", dt(rel(1), 15)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 23:30 has passed: tomorrow 15:00")
    K("run + explore the new neighborhood sat 8-10am", cc("Run + explore the new neighborhood", dt(wd(6), 8),
      dt(wd(6), 10)), cat=c)
    K("visit the client in dc the tuesday after next", cc("Visit the client in dc", wk(2, 2)), cat=c, conv="after-next",
      unsure="the city inside the activity stays in the title")
with use(now=NC, pref="future", **E):
    K("farm supply run at 9", cc("Farm supply run", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:30 has passed; before noon it reads tomorrow 09:00")
    K("extension workshop at 10", cc("Extension workshop", dt(today(), 10)), cat=c, conv="bare-hour")
    K("farmers market sun 6am", cc("Farmers market", dt(wd(7), 6)), cat=c,
      unsure="Sunday is the day US DST begins: 06:00 wall time")
    K("tractor mechanic coming tmrw 3pm", cc("Tractor mechanic coming", dt(rel(1), 15)), cat=c)
    K("final interview next monday 10:30am", cc("Final interview", dt(wk(1, 1), 10, 30)), cat=c)
    K("campus career night 3/15 7pm", cc("Campus career night", dt(ymd(2028, 3, 15), 19)), cat=c, conv="en-month-first")
    K("spray thursday morning at 7", cc("Spray", dt(wk(1, 4), 7)), cat=c,
      unsure="thursday 7am said Thursday 09:30 has passed: next Thursday")
    K("plant seedlings w/ the hired guys today 4-6pm", cc("Plant seedlings w/ the hired guys", dt(today(), 16),
      dt(today(), 18)), cat=c)
    K("atlanta trip next tue thru thu", cc("Atlanta trip", wk(1, 2), wk(1, 4)), cat=c)
    K("haul a load of greens to the county market fri", cc("Haul a load of greens to the county market", wd(5)), cat=c,
      unsure="'to the county market' is a destination inside the activity, not a location")
    K("buyer's coming by tomorrow afternoon around 4", cc("Buyer's coming by", dt(rel(1), 16)), cat=c, conv="approx")
    K("set up the stall next sat 5:30am", cc("Set up the stall", dt(wk(1, 6), 5, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("interview next monday 10am at 200 park ave", cc("Interview", dt(wk(1, 1), 10), location="200 park ave"), cat=c)
    K("market tmrw 5:30am location: union square", cc("Market", dt(rel(1), 5, 30), location="union square"), cat=c)
    K("extension workshop wed 3pm at the county extension office", cc("Extension workshop", dt(wd(3), 15),
      location="the county extension office"), cat=c)
    K("um info session next thu 2:30pm at the student union", cc("Info session", dt(wk(1, 4), 14, 30),
      location="the student union"), cat=c)
with use(now=NB, pref="future", **E):
    K("workshop 5/8 2pm where: client hq 18th floor", cc("Workshop", dt(ymd(2028, 5, 8), 14),
      location="client hq 18th floor"), cat=c, conv="en-month-first")
    K("client dinner next wed 8pm at carbone", cc("Client dinner", dt(wk(1, 3), 20), location="carbone"), cat=c)
    K("breakfast w/ the partner tue 7:30am at the hotel lobby", cc("Breakfast w/ the partner", dt(wd(2), 7, 30),
      location="the hotel lobby"), cat=c)
with use(now=NC, pref="future", **E):
    K("apartment viewing tmrw 10am at the parkview", cc("Apartment viewing", dt(rel(1), 10), location="the parkview"),
      cat=c)
    K("market sunday 6am at the grange hall", cc("Market", dt(wd(7), 6), location="the grange hall"), cat=c)
    K("pre-employment physical next wed 2pm at city medical", cc("Pre-employment physical", dt(wk(1, 3), 14),
      location="city medical"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("pumpkin patch opening columbus day", cc("Pumpkin patch opening", ymd(2027, 10, 11)), cat=c)
    K("hayride on halloween at 6pm", cc("Hayride", dt(ymd(2027, 10, 31), 18)), cat=c)
    K("market stall the day after thanksgiving", cc("Market stall", ymd(2027, 11, 26)), cat=c)
with use(now=NB, pref="future", **E):
    K("brunch with mom on mother's day", cc("Brunch with mom", ymd(2028, 5, 14)), cat=c)
    K("client dinner cinco de mayo", cc("Client dinner", ymd(2028, 5, 5)), cat=c)
    K("fly home the friday before memorial day", cc("Fly home", ymd(2028, 5, 26)), cat=c)
with use(now=NC, pref="future", **E):
    K("shamrock sale st patrick's day", cc("Shamrock sale", ymd(2028, 3, 17)), cat=c)
    K("farm stand closed good friday", cc("Farm stand closed", ymd(2028, 4, 14)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to leave for the train in 45 min", cc("Leave for the train", dt(today(), 8, 35)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to head to the gate in an hour and a half", cc("Head to the gate", dt(rel(1), 1)), cat=c)
with use(now=NC, pref="future", **E):
    K("orientation in two weeks", cc("Orientation", rel(14)), cat=c)
    K("remind me to pull the row covers in 30 min", cc("Pull the row covers", dt(today(), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("bank online test 10/16", cc("Bank online test", ymd(2027, 10, 16)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("seedling pickup 3/18", cc("Seedling pickup", ymd(2028, 3, 18)), cat=c, conv="en-month-first")

c = "clock"
with use(now=NB, pref="future", **E):
    K("cab to the airport 6:30am", cc("Cab to the airport", dt(rel(1), 6, 30)), cat=c,
      unsure="6:30am with no day said at 23:30: tomorrow")
with use(now=NA, pref="future", **E):
    K("coffee w/ a recruiter half past twelve", cc("Coffee w/ a recruiter", dt(today(), 12, 30)), cat=c,
      conv="bare-hour")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("moving day the second saturday of november", cc("Moving day", nth(2027, 11, 2, 6)), cat=c)
    K("third interview 4 days from now", cc("Third interview", rel(4)), cat=c)
with use(now=NC, pref="future", **E):
    K("start the new job the first monday in april", cc("Start the new job", nth(2028, 4, 1, 1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("market tue and thu", [cc("Market", wd(2)), cc("Market", wd(4))], cat=c)
with use(now=NB, pref="future", **E):
    KM("client workshops tue and thu 9am", [cc("Client workshops", dt(wd(2), 9)), cc("Client workshops", dt(wd(4), 9))],
       cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("pear sales 410", la("410", "salary", "pear sales", kind="income"), cat=c, unsure="market sales as salary income")
    K("paid 3 pickers yesterday 360", la("360", "other", "pickers", d=rel(-1)), cat=c, unsure="day labourers as other")
    K("spray 64", la("64", "shopping", "spray"), cat=c, unsure="farm supplies as shopping")
    K("amtrak 89", la("89", "transport", "amtrak"), cat=c)
    K("broker fee 700 ugh", la("700", "housing", "broker fee"), cat=c)
    K("uber to the interview thursday 23", la("23", "transport", "uber to the interview", d=wd(4)), cat=c)
    K("booth fee 35", la("35", "other", "booth fee"), cat=c)
    K("coffee and a bagel at the market 7.50", la("7.5", "food", "coffee and a bagel"), cat=c)
    K("physical copay 25", la("25", "health", "physical copay"), cat=c)
with use(now=NB, pref="past", **E):
    K("uber to jfk 46", la("46", "transport", "uber to jfk"), cat=c)
    K("hotel 3 nights 987", la("987", "housing", "hotel"), cat=c, unsure="a hotel stay as housing")
    K("expense reimbursement came in 842", la("842", "other", "expense reimbursement", kind="income"), cat=c,
      unsure="a reimbursement as other income")
    K("cab friday 31", la("31", "transport", "cab", d=wd(5)), cat=c)
    K("client dinner last wed 210", la("210", "food", "client dinner", d=wk(-1, 3)), cat=c)
    K("sold 540 at the market this afternoon", la("540", "salary", "market", kind="income"), cat=c,
      unsure="market sales as salary income")
    K("paid rent 1400", la("1400", "housing", "rent"), cat=c)
    K("airport ramen 18", la("18", "food", "airport ramen"), cat=c)
with use(now=NC, pref="past", **E):
    K("fertilizer 1865", la("1865", "shopping", "fertilizer"), cat=c, unsure="fertilizer as shopping")
    K("tractor repair 480", la("480", "other", "tractor repair"), cat=c, unsure="a tractor repair as other")
    K("first paycheck 3200!!", la("3200", "salary", "first paycheck", kind="income"), cat=c)
    K("sold 410 in tulips yesterday", la("410", "salary", "tulips", d=rel(-1), kind="income"), cat=c,
      unsure="market sales as salary income")
    K("cab tuesday night 24", la("24", "transport", "cab", d=wd(2)), cat=c)
    K("seeds 95", la("95", "shopping", "seeds"), cat=c, unsure="seeds as shopping")
    K("extension course fee 60", la("60", "education", "extension course fee"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **E):
    K("sold pumpkins friday 920", la("920", "salary", "pumpkins", d=wd(5), kind="income"), cat=c,
      unsure="friday said Saturday looking back: yesterday; market sales as salary income")
with use(now=NB, pref="past", **E):
    K("movers sunday morning 600", la("600", "housing", "movers"), cat=c,
      unsure="sunday morning said Sunday night looking back: today; movers as housing")
with use(now=NC, pref="past", **E):
    K("paid the pickers thursday morning 360", la("360", "other", "pickers"), cat=c,
      unsure="thursday morning said Thursday 09:30 looking back: today; labour as other")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("interviews next week?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything on the calendar in november", cl(ymd(2027, 11, 1), ymd(2027, 11, 30)), cat=c)
    K("what's on mid-october", cl(ymd(2027, 10, 11), ymd(2027, 10, 20)), cat=c, conv="month-parts")
    K("busy this weekend?", cl(today(), rel(1)), cat=c, unsure="said Saturday morning: the weekend is today and tomorrow")
with use(now=NA, pref="past", **E):
    K("total market sales this month", ls(ymd(2027, 10, 1), ymd(2027, 10, 31), "salary"), cat=c,
      unsure="market sales were logged as salary; a summary of that category")
    K("spending last month", ls(ymd(2027, 9, 1), ymd(2027, 9, 30)), cat=c)
    K("show my last 10 entries", ll(limit=10), cat=c)
with use(now=NB, pref="future", **E):
    K("next week's travel", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's tmrw look like", cl(rel(1)), cat=c)
    K("late may schedule", cl(ymd(2028, 5, 21), ymd(2028, 5, 31)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("cab spending this month", ls(ymd(2028, 4, 1), ymd(2028, 4, 30), "transport"), cat=c)
    K("food spending this week", ls(wk(0, 1), wk(0, 7), "food"), cat=c)
    K("q1 total", ls(ymd(2028, 1, 1), ymd(2028, 3, 31)), cat=c, conv="quarters")
with use(now=NC, pref="future", **E):
    K("how is next week shaping up on the farm", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything early april", cl(ymd(2028, 4, 1), ymd(2028, 4, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("how much on fertilizer and spray last month", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "shopping"), cat=c,
      unsure="farm supplies as shopping")
    K("list last week's entries", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("total for the second half of last year", ls(ymd(2027, 7, 1), ymd(2027, 12, 31)), cat=c, conv="halves")

c = "deadline"
with use(now=NA, pref="future", **E):
    K("interviews left by next fri", cl(today(), wk(1, 5)), cat=c, conv="by-inclusive")
    K("what's left before halloween", cl(today(), ymd(2027, 10, 30)), cat=c, conv="en-before-exclusive")
    K("anything due by the end of the month", cl(today(), ymd(2027, 10, 31)), cat=c)
    K("the next 3 days?", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **E):
    K("anything left on the calendar this week", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Sunday 23:30: the week has only today left")
    K("what's on through may 1", cl(today(), ymd(2028, 5, 1)), cat=c, conv="until-inclusive")
    K("next 7 days of travel", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("reimbursements year to date", ls(ymd(2028, 1, 1), today(), "other"), cat=c, conv="since",
      unsure="reimbursements were logged as other income")
    K("how much did i spend in the last 7 days", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **E):
    K("what's on by st patrick's day", cl(today(), ymd(2028, 3, 17)), cat=c, conv="by-inclusive")
    K("anything else this week", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
with use(now=NC, pref="past", **E):
    K("market sales month to date", ls(ymd(2028, 3, 1), today(), "salary"), cat=c, conv="since",
      unsure="market sales were logged as salary")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("will it rain in lancaster tmrw, need to spray", wx("Lancaster", rel(1)), cat=c)
    KM("boston weather this weekend for the career fair", [wx("Boston", today()), wx("Boston", rel(1))], cat=c,
       unsure="the weekend already started: today and tomorrow")
    KM("frost risk in lancaster the 21st 22nd and 23rd?", [wx("Lancaster", ymd(2027, 10, 21)),
       wx("Lancaster", ymd(2027, 10, 22)), wx("Lancaster", ymd(2027, 10, 23))], cat=c,
       unsure="three days named by number: one call each")
with use(now=NB, pref="future", **E):
    K("chicago weather tmrw", wx("Chicago", rel(1)), cat=c)
    K("rain in sf next wed?", wx("San Francisco", wk(1, 3)), cat=c)
    KM("denver weather next 3 days", [wx("Denver", today()), wx("Denver", rel(1)), wx("Denver", rel(2))], cat=c,
       conv="n-days-counting-today", unsure="said at 23:30: today counts as the first of the three days")
with use(now=NC, pref="future", **E):
    K("rain in lancaster sunday? market day", wx("Lancaster", wd(7)), cat=c)
    K("is it gonna freeze in lancaster the day after tomorrow, worried about the seedlings", wx("Lancaster", rel(2)),
      cat=c)
    KM("atlanta weather tomorrow and the day after", [wx("Atlanta", rel(1)), wx("Atlanta", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good morning for a run in boston tmrw?", ra("Boston", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run near the hotel in chicago tmrw morning", ra("Chicago", rel(1)), cat=c)
    K("running in sf next tue?", ra("San Francisco", wk(1, 2)), cat=c)
with use(now=NC, pref="future", **E):
    K("ok to run in atlanta right now", ra("Atlanta"), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Second interview", dt(today(), 10), dt(today(), 11)), ev("Apt viewing", dt(wd(1), 19), dt(wd(1), 20)),
         ev("Apt viewing", dt(wd(3), 19), dt(wd(3), 20))]
    K("move the second interview to 3pm", cu(0, title="second interview", start=dt(today(), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("push monday's viewing back 30 min", cu(1, title="viewing", date=wd(1), start=dt(wd(1), 19, 30)), cat=c, given=g)
    K("wed viewing -> thursday same time", cu(2, title="viewing", date=wd(3), start=dt(wd(4), 19)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Apple pickup", dt(today(), 12), dt(today(), 13)), ev("Pear pickup", dt(wd(3), 12), dt(wd(3), 13))]
    K("apple pickup to 2pm", cu(0, title="apple pickup", start=dt(today(), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Chicago flight", dt(rel(1), 7), dt(rel(1), 9, 30)), ev("SFO flight", dt(wk(1, 3), 8, 20), dt(wk(1, 3), 11)),
         ev("Client workshop", dt(ymd(2028, 5, 8), 14, 30), dt(ymd(2028, 5, 8), 17, 30))]
    K("rebook tomorrow's flight for 1pm", cu(0, title="flight", date=rel(1), start=dt(rel(1), 13)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("sfo flight -> thursday same time", cu(1, title="sfo flight", start=dt(wk(1, 4), 8, 20)), cat=c, given=g,
      conv="move-keeps-clock")
    K("push the workshop back a day", cu(2, title="workshop", start=dt(ymd(2028, 5, 9), 14, 30)), cat=c, given=g)
    K("change the workshop location to client hq", cu(2, title="workshop", location="client hq"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Tractor repair", dt(rel(1), 15), dt(rel(1), 16)), ev("Tractor repair", dt(wk(1, 2), 15), dt(wk(1, 2), 16)),
         ev("Final interview", dt(wk(1, 1), 10, 30), dt(wk(1, 1), 11, 30))]
    K("tractor repair tmrw an hour earlier", cu(0, title="tractor repair", date=rel(1), start=dt(rel(1), 14)), cat=c,
      given=g)
    K("next tue's tractor repair to 10am", cu(1, title="tractor repair", date=wk(1, 2), start=dt(wk(1, 2), 10)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("make the final interview 11 to 12", cu(2, title="final interview", start=dt(wk(1, 1), 11), end=dt(wk(1, 1), 12)),
      cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Apt viewing", dt(wd(1), 19), dt(wd(1), 20)), ev("Apt viewing", dt(wd(3), 19), dt(wd(3), 20))]
    K("cancel wednesday's viewing, place got rented", cdel(1, title="viewing", date=wd(3)), cat=c, given=g)
    g = [ev("Farmers market", dt(rel(1), 6), dt(rel(1), 11)), ev("U-pick festival", wk(1, 3), wk(1, 5))]
    K("skip the market tmrw, delete it", cdel(0, title="market", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Chicago flight", dt(rel(1), 7), dt(rel(1), 9, 30)), ev("SFO flight", dt(wk(1, 3), 8, 20), dt(wk(1, 3), 11))]
    K("sf trip's off, delete the sfo flight", cdel(1, title="sfo flight"), cat=c, given=g)
    g = [ev("Client workshop", dt(wd(2), 9), dt(wd(2), 12)), ev("Client workshop", dt(wd(4), 9), dt(wd(4), 12))]
    K("thursday's workshop is cancelled", cdel(1, title="workshop", date=wd(4)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Farmers market", dt(wd(7), 6), dt(wd(7), 11)), ev("Farmers market", dt(wk(1, 6), 5, 30), dt(wk(1, 6), 11))]
    K("not doing the market next sat, cancel it", cdel(1, title="market", date=wk(1, 6)), cat=c, given=g)
    g = [ev("Tractor repair", dt(rel(1), 15), dt(rel(1), 16)), ev("Extension workshop", dt(today(), 10), dt(today(), 12))]
    K("mechanic says the tractor's fine, delete tomorrow's repair", cdel(0, title="repair", date=rel(1)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("security deposit 1400 and first month 1400", [la("1400", "housing", "security deposit"),
       la("1400", "housing", "first month")], cat=c)
    KM("pear sales 410, booth 35", [la("410", "salary", "pear sales", kind="income"), la("35", "other", "booth")], cat=c,
       unsure="market sales as salary income")
with use(now=NA, pref="future", **E):
    KM("rain in lancaster tmrw? also put spraying at 8am tmrw on the calendar", [wx("Lancaster", rel(1)),
       cc("Spraying", dt(rel(1), 8))], cat=c)
with use(now=NB, pref="past", **E):
    KM("flight 412 hotel 630 cabs 74", [la("412", "transport", "flight"), la("630", "housing", "hotel"),
       la("74", "transport", "cabs")], cat=c, unsure="a hotel as housing")
    KM("reimbursement came in 842, and what's my total spending this month", [la("842", "other", "reimbursement",
       kind="income"), ls(ymd(2028, 4, 1), ymd(2028, 4, 30))], cat=c, unsure="a reimbursement as other income")
with use(now=NB, pref="future", **E):
    KM("flight to chicago tmrw 7am and chicago weather tmrw", [cc("Flight to chicago", dt(rel(1), 7)),
       wx("Chicago", rel(1))], cat=c)
with use(now=NC, pref="future", **E):
    KM("market sunday 6am, and lancaster weather sunday", [cc("Market", dt(wd(7), 6)), wx("Lancaster", wd(7))], cat=c)
with use(now=NC, pref="past", **E):
    KM("fertilizer 1865, pickers 360, seeds 95", [la("1865", "shopping", "fertilizer"), la("360", "other", "pickers"),
       la("95", "shopping", "seeds")], cat=c, unsure="farm supplies as shopping, labour as other")
