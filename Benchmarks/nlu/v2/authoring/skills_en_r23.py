"""Round 23 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a flight attendant on rotating rosters (report times before dawn, red-eyes, layovers over several days,
standby days, the FAA medical, recurrent training with deadlines, per diem and paychecks as income, crash-pad rent as
housing, uniforms and a roller bag as shopping, the weather at the layover city), the owner of a small car-repair
garage (appointments by customer or plate: Mr. Kim, Mr. Ortiz, Ms. Lee, Mrs. Grant; oil changes, services, state
inspections, parts from suppliers, tow calls, customer payments and deposits as income, a mechanic's pay, shop rent
and utilities, what went on parts this month, two look-alike bookings moved or cancelled) and a freelance translator
and conference interpreter (client calls across time zones, deadlines "by EOD friday", interpreting jobs over several
days in another city, invoices paid in EUR, GBP and USD, CAT-tool subscriptions, dictionaries and courses, tax
deadlines, the weather for a morning run between jobs).  In everyday proportion: about two fifths new events, a sixth
ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r23.py): NA = 2027-10-31T21:10 Sunday, Halloween ("the end of the month" and "this week"
are today; tmrw = next monday = 11-01; a bare 7/8/9 reads tomorrow, a bare 10/11 tonight; Veterans Day 11-11,
Thanksgiving 11-25); NBE = 2043-03-08T01:30 Sunday in New York, the night the clocks go forward at 02:00 (no durations
in hours; today = Sunday, "tonight" = Sunday evening and "tmrw" = Monday 03-09, flagged; a bare 8 reads 08:00 today,
a bare 1/2 13:00/14:00; St. Patrick's 03-17, Easter 03-29); NC = 2043-06-05T12:15 Friday (a bare 12 reads tomorrow's
noon, a bare 8–11 pm today; "friday morning" over, "friday afternoon" in progress; Juneteenth 06-19, Father's Day
06-21, the month ends Tuesday 06-30)."""
from lib import *

NA = "2027-10-31T21:10:00"   # Sunday 21:10, Halloween: bare 7/8/9 → tomorrow, 10/11 → tonight
NBE = "2043-03-08T01:30:00"  # Sunday 01:30 in New York, DST begins 02:00: bare 8 → 08:00 today, bare 1 → 13:00
NC = "2043-06-05T12:15:00"   # Friday 12:15: bare 12 → tomorrow noon, bare 8–11 → pm today
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("report tmrw 5am", cc("Report", dt(rel(1), 5)), cat=c)
    K("recurrent training next wed 2-4pm", cc("Recurrent training", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c)
    K("service on mr kim's civic thurs, 10am", cc("Service on mr kim's civic", dt(wd(4), 10)), cat=c,
      unsure="thurs … 10am said apart: one entity")
    K("red-eye nov 5 11pm", cc("Red-eye", dt(ymd(2027, 11, 5), 23)), cat=c)
    K("call the tow company at 10", cc("Call the tow company", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 21:10 reads 22:00 tonight")
    K("deliver the translation at 9", cc("Deliver the translation", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 21:10 has passed both ways: tomorrow 09:00")
    K("wake me 4am to leave for the airport", cc("Leave for the airport", dt(rel(1), 4)), cat=c,
      unsure="4am with no day: the coming night, 11-01")
    K("interpreting job in montreal nov 8-11", cc("Interpreting job", ymd(2027, 11, 8), ymd(2027, 11, 11), location="montreal"),
      cat=c, unsure="'in montreal' read as the place")
    K("denver layover next mon thru wed", cc("Denver layover", wk(1, 1), wk(1, 3)), cat=c,
      unsure="a three-day layover as a multi-day event")
    K("recurrent exam the day after tomorrow", cc("Recurrent exam", rel(2)), cat=c)
    K("um tuesday evening call w/ the berlin client, 8 i think", cc("Call w/ the berlin client", dt(wd(2), 20)), cat=c,
      unsure="tuesday evening … 8 said apart: one entity, 20:00")
    K("mr ortiz picking up his truck tmrw 3pm, no wait 4", cc("Mr ortiz picking up his truck", dt(rel(1), 16)), cat=c,
      unsure="a correction inside the message: 16:00 replaces 15:00")
with use(now=NBE, pref="future", **E):
    K("report at 8", cc("Report", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 01:30 Sunday reads 08:00 today")
    K("pick up the tow at 2", cc("Pick up the tow", dt(today(), 14)), cat=c, conv="bare-hour",
      unsure="a bare 2 at 01:30 reads 14:00 today")
    K("inspection on mr ortiz's truck tmrw 9am", cc("Inspection on mr ortiz's truck", dt(rel(1), 9)), cat=c,
      unsure="tmrw said at 01:30 Sunday: Monday 03-09")
    K("crew brunch sunday 11am", cc("Crew brunch", dt(today(), 11)), cat=c, unsure="sunday said Sunday 01:30: today")
    K("wed call w/ the paris client 9:30pm", cc("Call w/ the paris client", dt(wd(3), 21, 30)), cat=c)
    K("service 3/12 10am-12pm", cc("Service", dt(ymd(2043, 3, 12), 10), dt(ymd(2043, 3, 12), 12)), cat=c, conv="en-month-first")
    K("interpreting gig toronto march 16-19", cc("Interpreting gig toronto", ymd(2043, 3, 16), ymd(2043, 3, 19)), cat=c,
      unsure="the city without 'in' stays in the title")
    K("remind me 3am to check the roster", cc("Check the roster", dt(today(), 3)), cat=c,
      unsure="3am with no day at 01:30: today 03:00 (after the clocks go forward it still exists)")
    K("client call tonight 9:30", cc("Client call", dt(today(), 21, 30)), cat=c,
      unsure="said Sunday 01:30: tonight read as Sunday evening")
    K("standby next thursday", cc("Standby", wk(1, 4)), cat=c)
    K("file taxes end of the month", cc("File taxes", ymd(2043, 3, 31)), cat=c, conv="month-end-bare")
with use(now=NC, pref="future", **E):
    K("call the client back at 10", cc("Call the client back", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 12:15 reads 22:00 tonight")
    K("ms lee picks up her car at 1", cc("Ms lee picks up her car", dt(today(), 13)), cat=c, conv="bare-hour")
    K("report tmrw 7am", cc("Report", dt(rel(1), 7)), cat=c)
    K("oil change for ms lee next tue 2pm", cc("Oil change for ms lee", dt(wk(1, 2), 14)), cat=c)
    K("thurs red-eye, departs 11:30pm", cc("Red-eye", dt(wd(4), 23, 30)), cat=c,
      unsure="thurs … 11:30pm said apart; 'departs' dropped from the title")
    K("remote interpreting 6/9 9-11am", cc("Remote interpreting", dt(ymd(2043, 6, 9), 9), dt(ymd(2043, 6, 9), 11)), cat=c,
      conv="en-month-first")
    K("chicago conference gig june 15-18", cc("Chicago conference gig", ymd(2043, 6, 15), ymd(2043, 6, 18)), cat=c)
    K("honolulu layover next mon-wed", cc("Honolulu layover", wk(1, 1), wk(1, 3)), cat=c)
    K("service on mrs grant's suv friday morning", cc("Service on mrs grant's suv", dt(wk(1, 5), 8), dt(wk(1, 5), 12)),
      cat=c, conv="rollover-part",
      unsure="friday morning said Friday 12:15 is over: next Friday; a part of day gives the real bounds 08:00–12:00")
    K("draft due at 8", cc("Draft due", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:15 reads 20:00 tonight")

c = "location"
with use(now=NA, pref="future", **E):
    K("recurrent tue 9am at the training center", cc("Recurrent", dt(wd(2), 9), location="the training center"), cat=c)
    K("inspection for mrs grant tmrw 2pm location: northside inspection station",
      cc("Inspection for mrs grant", dt(rel(1), 14), location="northside inspection station"), cat=c)
    K("interpreting nov 8 9am where: palais des congres", cc("Interpreting", dt(ymd(2027, 11, 8), 9), location="palais des congres"),
      cat=c)
with use(now=NBE, pref="future", **E):
    K("FAA medical tmrw 3pm at the aeromedical clinic", cc("FAA medical", dt(rel(1), 15), location="the aeromedical clinic"),
      cat=c, unsure="tmrw said at 01:30 Sunday: Monday")
    K("meet the parts supplier wed 10am at the auto mall", cc("Meet the parts supplier", dt(wd(3), 10), location="the auto mall"),
      cat=c)
with use(now=NC, pref="future", **E):
    K("interpreting june 15 8:30am at mccormick place", cc("Interpreting", dt(ymd(2043, 6, 15), 8, 30), location="mccormick place"),
      cat=c)
    K("sim session next mon 2pm in building C", cc("Sim session", dt(wk(1, 1), 14), location="building C"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("FAA medical on veterans day", cc("FAA medical", ymd(2027, 11, 11)), cat=c)
    K("nyc layover thanksgiving", cc("Nyc layover", ymd(2027, 11, 25)), cat=c)
    K("black friday tire sale at the shop", cc("Tire sale", ymd(2027, 11, 26), location="the shop"), cat=c,
      unsure="'at the shop' read as the place")
with use(now=NBE, pref="future", **E):
    K("standby st patrick's day", cc("Standby", ymd(2043, 3, 17)), cat=c)
    K("shop closed good friday", cc("Shop closed", easter(2043) - td(days=2)), cat=c)
with use(now=NC, pref="future", **E):
    K("atlanta layover juneteenth", cc("Atlanta layover", ymd(2043, 6, 19)), cat=c)
    K("dinner w/ dad on father's day", cc("Dinner w/ dad", ymd(2043, 6, 21)), cat=c)
    K("shop closed independence day", cc("Shop closed", ymd(2043, 7, 4)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to call a cab in 40 min", cc("Call a cab", dt(today(), 21, 50)), cat=c)
with use(now=NBE, pref="future", **E):
    K("remind me to send the draft in 20 min", cc("Send the draft", dt(today(), 1, 50)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me in 20 minutes to call the tow truck", cc("Call the tow truck", dt(today(), 12, 35)), cat=c)
    K("medical paperwork due 10 days from now", cc("Medical paperwork due", rel(10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("state inspection 11/3", cc("State inspection", ymd(2027, 11, 3)), cat=c, conv="en-month-first")
with use(now=NBE, pref="future", **E):
    K("tokyo layover 3/20", cc("Tokyo layover", ymd(2043, 3, 20)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("inspection June 20th, 2043", cc("Inspection", ymd(2043, 6, 20)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("pick up medical results the first saturday of november", cc("Pick up medical results", nth(2027, 11, 1, 6)), cat=c)
with use(now=NBE, pref="future", **E):
    K("inspection the last friday of march", cc("Inspection", lastwd(2043, 3, 5)), cat=c)
with use(now=NC, pref="future", **E):
    K("recurrent the first wednesday of july", cc("Recurrent", nth(2043, 7, 1, 3)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("call w/ the tokyo client quarter past 11", cc("Call w/ the tokyo client", dt(today(), 23, 15)), cat=c, conv="bare-hour",
      unsure="a bare 11:15 at 21:10 reads 23:15 tonight")
with use(now=NC, pref="future", **E):
    K("parts supplier drops off at ten to two", cc("Parts supplier drops off", dt(today(), 13, 50)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("standby wed and fri", [cc("Standby", wd(3)), cc("Standby", wd(5))], cat=c)
with use(now=NBE, pref="future", **E):
    KM("remote interpreting tue and thu 10am", [cc("Remote interpreting", dt(wd(2), 10)), cc("Remote interpreting", dt(wd(4), 10))],
       cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("flying to nashville next mon and wed", [cc("Flying to nashville", wk(1, 1)), cc("Flying to nashville", wk(1, 3))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("per diem for the trip came in 140", la("140", "salary", "per diem", kind="income"), cat=c, unsure="per diem as salary income")
    K("crash pad rent 450", la("450", "housing", "crash pad rent"), cat=c)
    K("2 new uniform shirts 68", la("68", "shopping", "uniform shirts"), cat=c)
    K("mr kim paid for his service 860", la("860", "salary", "service", kind="income"), cat=c,
      unsure="a customer's payment to the garage as salary income")
    K("parts order 2300", la("2300", "other", "parts order"), cat=c, unsure="car parts bought for the garage as other")
    K("tow fee 175", la("175", "transport", "tow fee"), cat=c)
with use(now=NBE, pref="past", **E):
    K("german client paid €2,400", la("2400", "salary", "german client", cur="EUR", kind="income"), cat=c,
      unsure="a translation invoice paid as salary income")
    K("CAT tool subscription 288", la("288", "other", "CAT tool subscription"), cat=c, unsure="a software subscription as other")
    K("bought a legal dictionary 95", la("95", "education", "legal dictionary"), cat=c, unsure="a dictionary as education")
    K("paid the mechanic 1200", la("1200", "other", "mechanic"), cat=c, unsure="a mechanic's pay paid out: an expense, category other")
    K("shop utilities 310", la("310", "housing", "shop utilities"), cat=c, unsure="the garage's utilities as housing")
    K("FAA medical 125", la("125", "health", "FAA medical"), cat=c)
with use(now=NC, pref="past", **E):
    K("paycheck 2,900", la("2900", "salary", "paycheck", kind="income"), cat=c)
    K("new roller bag 230", la("230", "shopping", "roller bag"), cat=c)
    K("ms lee left a 200 deposit for the brake job", la("200", "salary", "deposit", kind="income"), cat=c,
      unsure="a customer's deposit as salary income")
    K("interpreting course 600", la("600", "education", "interpreting course"), cat=c)
    K("uk invoice paid £850", la("850", "salary", "uk invoice", cur="GBP", kind="income"), cat=c,
      unsure="a translation invoice paid as salary income")
    K("shop rent 3500", la("3500", "housing", "shop rent"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **E):
    K("balance from sunday afternoon's customer 540", la("540", "salary", "balance", kind="income"), cat=c,
      unsure="sunday afternoon said Sunday 21:10 looking back: today; a customer's balance as salary income")
    K("brake pads friday 60", la("60", "other", "brake pads", d=wd(5)), cat=c, unsure="car parts as other")
with use(now=NBE, pref="past", **E):
    K("tow last night 150", la("150", "transport", "tow", d=rel(-1)), cat=c,
      unsure="last night said Sunday 01:30: Saturday evening")
with use(now=NC, pref="past", **E):
    K("4 tires monday 640", la("640", "other", "tires", d=wd(1)), cat=c, unsure="tires for the garage as other")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's my roster next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on in november", cl(ymd(2027, 11, 1), ymd(2027, 11, 30)), cat=c)
    K("how many cars booked tmrw", cl(rel(1)), cat=c, unsure="a count read as the list of tomorrow")
with use(now=NA, pref="past", **E):
    K("how much on parts this month", ls(ymd(2027, 10, 1), ymd(2027, 10, 31), "other"), cat=c,
      unsure="car parts were logged as other")
    K("spending late october", ls(ymd(2027, 10, 21), ymd(2027, 10, 31)), cat=c, conv="month-parts")
    K("q3 invoices total", ls(ymd(2027, 7, 1), ymd(2027, 9, 30), "salary"), cat=c, conv="quarters",
      unsure="invoices paid were logged as salary")
with use(now=NBE, pref="future", **E):
    K("what's on tmrw (monday)", cl(rel(1)), cat=c, unsure="tmrw said at 01:30 Sunday: Monday")
    K("standby days next wk?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("trips early april", cl(ymd(2043, 4, 1), ymd(2043, 4, 10)), cat=c, conv="month-parts")
with use(now=NBE, pref="past", **E):
    K("total spent last month", ls(ymd(2043, 2, 1), ymd(2043, 2, 28)), cat=c)
    K("last 10 entries pls", ll(limit=10), cat=c)
with use(now=NC, pref="future", **E):
    K("any jobs this weekend", cl(wd(6), wd(7)), cat=c)
    K("roster for the second half of june", cl(ymd(2043, 6, 16), ymd(2043, 6, 30)), cat=c, conv="half-month")
with use(now=NC, pref="past", **E):
    K("how much did i spend on food in may", ls(ymd(2043, 5, 1), ymd(2043, 5, 31), "food"), cat=c)
    K("list last wk's entries for the accountant", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("show me the last 5", ll(limit=5), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything left by the end of the month", cl(today(), today()), cat=c, unsure="the month ends today: today alone")
    K("schedule before veterans day", cl(today(), ymd(2027, 11, 10)), cat=c, conv="en-before-exclusive")
    K("roster the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
    K("what translations are due by EOD friday", cl(today(), wd(5)), cat=c, conv="by-inclusive",
      unsure="EOD friday read as the day Friday 11-05")
with use(now=NA, pref="past", **E):
    K("month to date shop spending", ls(ymd(2027, 10, 1), today()), cat=c, conv="since")
with use(now=NBE, pref="future", **E):
    K("how many drafts due by wednesday", cl(today(), wd(3)), cat=c, conv="by-inclusive",
      unsure="a count read as the list of today … 03-11")
    K("next 3 days look like?", cl(today(), rel(2)), cat=c, conv="n-days-counting-today",
      unsure="said at 01:30 Sunday: today counts as the first of the three days")
with use(now=NBE, pref="past", **E):
    K("invoices paid year to date", ls(ymd(2043, 1, 1), today(), "salary"), cat=c, conv="since",
      unsure="invoices paid were logged as salary")
with use(now=NC, pref="future", **E):
    K("what's due through june 11", cl(today(), ymd(2043, 6, 11)), cat=c, conv="until-inclusive")
    K("schedule till the end of june", cl(today(), ymd(2043, 6, 30)), cat=c, conv="until-inclusive")
with use(now=NC, pref="past", **E):
    K("spending the past 7 days", ls(rel(-6), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("denver weather tmrw, laying over there", wx("Denver", rel(1)), cat=c)
    KM("montreal weather nov 8 to 10", [wx("Montreal", ymd(2027, 11, 8)), wx("Montreal", ymd(2027, 11, 9)),
                                       wx("Montreal", ymd(2027, 11, 10))], cat=c)
with use(now=NBE, pref="future", **E):
    KM("tokyo weather next weekend", [wx("Tokyo", wk(1, 6)), wx("Tokyo", wk(1, 7))], cat=c)
    K("rain in toronto on 3/16?", wx("Toronto", ymd(2043, 3, 16)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    KM("weather in atlanta and chicago juneteenth", [wx("Atlanta", ymd(2043, 6, 19)), wx("Chicago", ymd(2043, 6, 19))], cat=c)
    K("tow run out to the suburbs tmrw, will it rain in columbus", wx("Columbus", rel(1)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run tmrw morning in montreal?", ra("Montreal", rel(1)), cat=c)
with use(now=NBE, pref="future", **E):
    K("good for a run in boston later today before the job", ra("Boston"), cat=c, unsure="said at 01:30 Sunday: today")
with use(now=NC, pref="future", **E):
    K("can i run rn in chicago", ra("Chicago"), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Service on Mr Kim's Civic", dt(rel(1), 10), dt(rel(1), 12)), ev("Service on Mr Kim's Civic", dt(wd(4), 10), dt(wd(4), 12)),
         ev("Recurrent training", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("move mr kim's thursday service to 3pm", cu(1, title="mr kim", date=wd(4), start=dt(wd(4), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("push tmrw's service on mr kim's civic back an hour", cu(0, title="service on mr kim's civic", date=rel(1),
      start=dt(rel(1), 11)), cat=c, given=g)
    K("recurrent training moved to next thursday, same time", cu(2, title="recurrent training", start=dt(wk(1, 4), 14)), cat=c,
      given=g, conv="move-keeps-clock")
with use(now=NBE, pref="future", **E):
    g = [ev("Call w/ Paris client", dt(wd(3), 21, 30), dt(wd(3), 22, 30)), ev("Red-eye to Seattle", dt(wd(5), 23), dt(wd(6), 5)),
         ev("FAA medical", dt(rel(1), 15), dt(rel(1), 16))]
    K("swapped trips w/ jen, friday's red-eye is now saturday same time", cu(1, title="red-eye", date=wd(5), start=dt(wd(6), 23)),
      cat=c, given=g, conv="move-keeps-clock", unsure="a swapped trip as a change of the stored event")
    K("paris client call 30 min earlier", cu(0, title="paris client", start=dt(wd(3), 21)), cat=c, given=g)
    K("move the FAA medical to 10am", cu(2, title="faa medical", start=dt(rel(1), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NC, pref="future", **E):
    g = [ev("Oil change Mr Ortiz", dt(rel(1), 10), dt(rel(1), 11)), ev("Brake job Mr Ortiz", dt(rel(1), 14), dt(rel(1), 16)),
         ev("Remote interpreting", dt(ymd(2043, 6, 9), 9), dt(ymd(2043, 6, 9), 11))]
    K("move mr ortiz's brake job to sunday 2pm", cu(1, title="brake job", start=dt(wd(7), 14)), cat=c, given=g)
    K("remote interpreting is 10-12 now", cu(2, title="remote interpreting", start=dt(ymd(2043, 6, 9), 10),
      end=dt(ymd(2043, 6, 9), 12)), cat=c, given=g, conv="clock-only-keeps-day")
    K("tmrw's oil change is at the westside shop instead", cu(0, title="oil change", date=rel(1), location="the westside shop"),
      cat=c, given=g)

with use(now=NA, pref="future", **E):
    g = [ev("Tow to the dealer", dt(rel(1), 9), dt(rel(1), 10)), ev("Call w/ Chicago client", dt(wd(2), 15), dt(wd(2), 16))]
    K("move tuesday's chicago client call to wednesday, same time", cu(1, title="chicago client", date=wd(2), start=dt(wd(3), 15)),
      cat=c, given=g, conv="move-keeps-clock")
    K("tmrw's tow is 9:30 now", cu(0, title="tow", date=rel(1), start=dt(rel(1), 9, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NBE, pref="future", **E):
    g = [ev("Inspection Mr Ortiz", dt(rel(1), 9), dt(rel(1), 10)), ev("Service Mr Ortiz", dt(wk(1, 3), 9), dt(wk(1, 3), 11))]
    K("make mr ortiz's wednesday service 2-4pm", cu(1, title="service", date=wk(1, 3), start=dt(wk(1, 3), 14), end=dt(wk(1, 3), 16)),
      cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NC, pref="future", **E):
    g = [ev("Atlanta layover", ymd(2043, 6, 19), ymd(2043, 6, 19)), ev("Recurrent", dt(ymd(2043, 6, 12), 9), dt(ymd(2043, 6, 12), 17))]
    K("recurrent got moved to the monday after next, same time", cu(1, title="recurrent", start=dt(wk(2, 1), 9)), cat=c, given=g,
      conv=["move-keeps-clock", "after-next"])

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Inspection for Mrs Grant", dt(rel(1), 14), dt(rel(1), 15)), ev("Service for Mrs Grant", dt(wd(3), 9), dt(wd(3), 11))]
    K("mrs grant cancelled wednesday's service", cdel(1, title="service", date=wd(3)), cat=c, given=g)
    g = [ev("Interpreting job", ymd(2027, 11, 8), ymd(2027, 11, 11)), ev("Denver layover", wk(1, 1), wk(1, 3))]
    K("the montreal client pulled the interpreting job, delete it", cdel(0, title="interpreting job"), cat=c, given=g)
with use(now=NBE, pref="future", **E):
    g = [ev("Glossary livestream", dt(wd(3), 20), dt(wd(3), 21)), ev("Mail sample translation", dt(wd(3), 10), dt(wd(3), 11))]
    K("scrap wednesday's glossary livestream", cdel(0, title="glossary livestream", date=wd(3)), cat=c, given=g)
    g = [ev("Standby", wk(1, 2), wk(1, 2)), ev("Standby", wk(1, 4), wk(1, 4))]
    K("got taken off thursday standby, remove it", cdel(1, title="standby", date=wk(1, 4)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Parts supplier visit", dt(rel(1), 9), dt(rel(1), 10)), ev("Parts supplier visit", dt(wk(1, 2), 9), dt(wk(1, 2), 10))]
    K("cancel next tuesday's parts supplier visit", cdel(1, title="parts supplier", date=wk(1, 2)), cat=c, given=g)
    g = [ev("Ms Lee picks up car", dt(today(), 13), dt(today(), 14)), ev("Mr Lee picks up car", dt(today(), 15), dt(today(), 16))]
    K("mr lee isn't coming today, delete his pickup", cdel(1, title="mr lee", date=today()), cat=c, given=g)

with use(now=NC, pref="future", **E):
    g = [ev("Tow run", dt(today(), 15), dt(today(), 16)), ev("Tow run", dt(rel(1), 15), dt(rel(1), 16))]
    K("this afternoon's tow run is off", cdel(0, title="tow run", date=today()), cat=c, given=g)
with use(now=NA, pref="future", **E):
    g = [ev("Parts livestream", dt(wd(6), 20), dt(wd(6), 22)), ev("Ship customer order", dt(wd(6), 10), dt(wd(6), 11))]
    K("delete saturday's shipping, the customer's picking it up", cdel(1, title="ship", date=wd(6)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("mr kim paid 860, parts 2300", [la("860", "salary", "mr kim", kind="income"), la("2300", "other", "parts")], cat=c,
       unsure="a customer's payment as salary income; car parts as other")
with use(now=NA, pref="future", **E):
    KM("denver weather tmrw? also add report tmrw 5am", [wx("Denver", rel(1)), cc("Report", dt(rel(1), 5))], cat=c)
with use(now=NBE, pref="past", **E):
    KM("invoice paid 1450 and dictionary 95", [la("1450", "salary", "invoice", kind="income"),
       la("95", "education", "dictionary")], cat=c, unsure="an invoice paid as salary income; a dictionary as education")
with use(now=NBE, pref="future", **E):
    g = [ev("FAA medical", dt(rel(1), 15), dt(rel(1), 16)), ev("Standby", wk(1, 4), wk(1, 4))]
    KM("cancel the medical and move thursday standby to friday", [cdel(0, title="medical"),
       cu(1, title="standby", date=wk(1, 4), start=wk(1, 5))], cat=c, given=g, conv="move-keeps-clock",
       unsure="an all-day event moved: the new start is the new day")
with use(now=NC, pref="future", **E):
    KM("car pickup at 1, draft due at 8", [cc("Car pickup", dt(today(), 13)), cc("Draft due", dt(today(), 20))], cat=c,
       conv="bare-hour")
with use(now=NC, pref="past", **E):
    KM("tow 175 shop rent 3500 utilities 310", [la("175", "transport", "tow"), la("3500", "housing", "shop rent"),
       la("310", "housing", "utilities")], cat=c, unsure="utilities as housing")
