"""Round 21 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a real-estate agent (showings back to back, open houses on weekends, closings, title transfers at the county
office, commissions as income, staging and listing photos paid, buyers' and sellers' changes and cancellations, the
weather before an open house), a hairdresser with her own chair (clients by name: Jen, Sam, Mr. Lee, Mrs. Alvarez;
colour sessions of several hours, touch-ups, product orders, chair rent, tips, prepaid cards sold, a training course
over several days, closed days) and a PhD student doing fieldwork abroad (flights and trains, conference talks, lab
meetings at odd hours across time zones, paper and visa deadlines, stipend and reimbursements, pounds, euros and yen,
the weather in London, Cambridge, Berlin and Kyoto, a morning run in a new city).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r21.py): NA = 2027-09-15T09:20 Wednesday (English "morning" in progress; a bare 9 reads
tomorrow 09:00, a bare 9:30 today; Columbus Day 10-11, the month ends Thursday 09-30); NB = 2028-06-30T17:55 Friday,
the last day of a month and a half-year ("the end of the month" is today, "the second half of the year" starts
tomorrow; a bare 5 reads tomorrow 17:00, a bare 6 18:00 today, a bare 8 20:00; "friday afternoon" still in progress;
the Fourth is Tuesday); NC = 2028-11-23T08:30 Thursday, Thanksgiving morning (Black Friday tomorrow, Cyber Monday
11-27; a bare 8 reads tomorrow 08:00, a bare 9 today, a bare 7 19:00; the month ends Thursday 11-30)."""
from lib import *

NA = "2027-09-15T09:20:00"  # Wednesday 09:20: a bare 9 → tomorrow 09:00, 9:30 today; morning in progress
NB = "2028-06-30T17:55:00"  # Friday 17:55, month and half-year end: a bare 5 → tomorrow, 6 → 18:00, 8 → 20:00
NC = "2028-11-23T08:30:00"  # Thursday 08:30, Thanksgiving: a bare 8 → tomorrow, 9 today, 7 → 19:00
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("showing tmrw 10am at the oak st condo", cc("Showing", dt(rel(1), 10), location="the oak st condo"), cat=c)
    K("open house sat 2-4pm", cc("Open house", dt(wd(6), 14), dt(wd(6), 16)), cat=c)
    K("closing w/ the parkers friday, 3:30pm", cc("Closing w/ the parkers", dt(wd(5), 15, 30)), cat=c,
      unsure="friday … 3:30pm said apart: one entity")
    K("title transfer 9/20 at 9am", cc("Title transfer", dt(ymd(2027, 9, 20), 9)), cat=c, conv="en-month-first")
    K("jen color next tue 7-10pm", cc("Jen color", dt(wk(1, 2), 19), dt(wk(1, 2), 22)), cat=c)
    K("trim for mr lee at 10", cc("Trim for mr lee", dt(today(), 10)), cat=c, conv="bare-hour")
    K("showing at 9:30 pls add", cc("Showing", dt(today(), 9, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 09:20 is ten minutes ahead: today")
    K("lab mtg at 9", cc("Lab mtg", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:20 has passed and, before noon, reads tomorrow 09:00")
    K("sign the listing agreement at 3", cc("Sign the listing agreement", dt(today(), 15)), cat=c, conv="bare-hour")
    K("zoom w/ the lab 3am, it's afternoon for them", cc("Zoom w/ the lab", dt(rel(1), 3)), cat=c,
      unsure="3am with no day: the coming night (09-16 03:00); the rest is context")
    K("stylist training in chicago sept 24-26", cc("Stylist training", ymd(2027, 9, 24), ymd(2027, 9, 26),
      location="chicago"), cat=c, unsure="'in chicago' read as the place, not kept in the title")
    K("salon closed oct 1-7", cc("Salon closed", ymd(2027, 10, 1), ymd(2027, 10, 7)), cat=c)
    K("pay chair rent end of the month", cc("Pay chair rent", ymd(2027, 9, 30)), cat=c, conv="month-end-bare")
    K("drop visa docs at the consulate the day after tomorrow", cc("Drop visa docs", rel(2), location="the consulate"),
      cat=c, unsure="'at the consulate' read as the place")
    K("family dinner wednesday 8pm", cc("Family dinner", dt(today(), 20)), cat=c,
      unsure="wednesday said Wednesday morning with the clock ahead: today")
    K("so saturday morning, mrs alvarez perm, 10 i think", cc("Mrs alvarez perm", dt(wd(6), 10)), cat=c,
      unsure="saturday morning … 10 said apart: one entity, 10:00")
with use(now=NB, pref="future", **E):
    K("cut for sam at 5", cc("Cut for sam", dt(rel(1), 17)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 17:55 has passed: tomorrow 17:00")
    K("signing at 6", cc("Signing", dt(today(), 18)), cat=c, conv="bare-hour")
    K("lab mtg w/ tokyo at 8", cc("Lab mtg w/ tokyo", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 17:55 reads 20:00 tonight")
    K("open house tmrw 10am-12pm", cc("Open house", dt(rel(1), 10), dt(rel(1), 12)), cat=c)
    K("title transfer 7/3 2pm", cc("Title transfer", dt(ymd(2028, 7, 3), 14)), cat=c, conv="en-month-first")
    K("3 showings back to back next mon starting 9am", cc("3 showings back to back", dt(wk(1, 1), 9)), cat=c)
    K("color course next wed thru fri", cc("Color course", wk(1, 3), wk(1, 5)), cat=c)
    K("fieldwork in kyoto july 10-20", cc("Fieldwork", ymd(2028, 7, 10), ymd(2028, 7, 20), location="kyoto"), cat=c,
      unsure="'in kyoto' read as the place, not kept in the title")
    K("dinner w/ the buyers tonight 7", cc("Dinner w/ the buyers", dt(today(), 19)), cat=c)
    K("salon closed sunday", cc("Salon closed", wd(7)), cat=c)
    K("touch-up for lisa quarter past six", cc("Touch-up for lisa", dt(today(), 18, 15)), cat=c, conv="bare-hour")
    K("visa expires the 15th of next month, remind me", cc("Visa expires", ymd(2028, 7, 15)), cat=c)
    K("sellers said 3 to 5 works tmrw for a showing, put 3", cc("Showing", dt(rel(1), 15)), cat=c,
      unsure="the sellers' window is context; the chosen clock 15:00 is the event, no end said")
with use(now=NC, pref="future", **E):
    K("lab mtg at 8", cc("Lab mtg", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    K("showing at 9", cc("Showing", dt(today(), 9)), cat=c, conv="bare-hour")
    K("close up and count inventory at 7", cc("Close up and count inventory", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 08:30 reads 19:00 today")
    K("signing tmrw 2pm", cc("Signing", dt(rel(1), 14)), cat=c)
    K("open house sat 10am-1pm", cc("Open house", dt(wd(6), 10), dt(wd(6), 13)), cat=c)
    K("flight to london next wed 7am", cc("Flight to london", dt(wk(1, 3), 7)), cat=c)
    K("conference talk dec 2 8pm", cc("Conference talk", dt(ymd(2028, 12, 2), 20)), cat=c)
    K("dinner at my advisor's tonight 7pm", cc("Dinner", dt(today(), 19), location="my advisor's"), cat=c)
    K("tokyo conference dec 11-15", cc("Tokyo conference", ymd(2028, 12, 11), ymd(2028, 12, 15)), cat=c)
    K("run 8am", cc("Run", dt(rel(1), 8)), cat=c, unsure="8am with no day has passed at 08:30: tomorrow")
    K("pick up color tmrw", cc("Pick up color", rel(1)), cat=c)
    K("um thursday 2-5pm jen's color, today i mean", cc("Jen's color", dt(today(), 14), dt(today(), 17)), cat=c,
      unsure="thursday said on Thursday with an afternoon still ahead: today")

c = "location"
with use(now=NA, pref="future", **E):
    K("open house sat 2pm at 14 maple ave", cc("Open house", dt(wd(6), 14), location="14 maple ave"), cat=c)
    K("showing tmrw 10am location: riverside lofts", cc("Showing", dt(rel(1), 10), location="riverside lofts"), cat=c)
    K("title transfer next mon 9am at the county recorder's office",
      cc("Title transfer", dt(wk(1, 1), 9), location="the county recorder's office"), cat=c)
with use(now=NB, pref="future", **E):
    K("open house tmrw 10am at 22 birch lane", cc("Open house", dt(rel(1), 10), location="22 birch lane"), cat=c)
    K("color course next wed 9am where: paul mitchell academy",
      cc("Color course", dt(wk(1, 3), 9), location="paul mitchell academy"), cat=c)
with use(now=NC, pref="future", **E):
    K("interviews next mon thru fri in cambridge", cc("Interviews", wk(1, 1), wk(1, 5), location="cambridge"), cat=c)
    K("conference talk dec 2 8pm at ucl", cc("Conference talk", dt(ymd(2028, 12, 2), 20), location="ucl"), cat=c)
    K("closing tmrw 2pm at the title company", cc("Closing", dt(rel(1), 14), location="the title company"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("salon closed columbus day", cc("Salon closed", ymd(2027, 10, 11)), cat=c)
    K("spooky open house halloween", cc("Spooky open house", ymd(2027, 10, 31)), cat=c)
    K("dinner at my sister's on thanksgiving", cc("Dinner", ymd(2027, 11, 25), location="my sister's"), cat=c)
with use(now=NB, pref="future", **E):
    K("open house on the fourth of july", cc("Open house", ymd(2028, 7, 4)), cat=c)
    K("salon closed labor day", cc("Salon closed", ymd(2028, 9, 4)), cat=c)
    K("color special on halloween", cc("Color special", ymd(2028, 10, 31)), cat=c)
with use(now=NC, pref="future", **E):
    K("doorbuster shopping black friday", cc("Doorbuster shopping", rel(1)), cat=c)
    K("push the online listings cyber monday", cc("Push the online listings", ymd(2028, 11, 27)), cat=c)
    K("salon closed new year's day", cc("Salon closed", ymd(2029, 1, 1)), cat=c)
    K("flight home the friday before christmas", cc("Flight home", ymd(2028, 12, 22)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to meet the buyers at the gate in 40 min", cc("Meet the buyers", dt(today(), 10), location="the gate"),
      cat=c, unsure="'at the gate' read as the place")
    K("remind me to rinse the color in an hour and a half", cc("Rinse the color", dt(today(), 10, 50)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to wrap up in 20 min", cc("Wrap up", dt(today(), 18, 15)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to go down and meet the client in 45 min", cc("Go down and meet the client", dt(today(), 9, 15)), cat=c)
    K("proposal draft due two weeks from now", cc("Proposal draft due", rel(14)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("closing 9/22", cc("Closing", ymd(2027, 9, 22)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("lab mtg 7/5", cc("Lab mtg", ymd(2028, 7, 5)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("hand over keys 12/5/2028", cc("Hand over keys", ymd(2028, 12, 5)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("open house the second saturday of october", cc("Open house", nth(2027, 10, 2, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("hand over the keys the last friday of july", cc("Hand over the keys", lastwd(2028, 7, 5)), cat=c)
with use(now=NC, pref="future", **E):
    K("lab mtg the first monday of december", cc("Lab mtg", nth(2028, 12, 1, 1)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("walk-in block half past eleven", cc("Walk-in block", dt(today(), 11, 30)), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    K("call the sellers twenty to seven", cc("Call the sellers", dt(today(), 18, 40)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("lab mtgs thu and fri", [cc("Lab mtgs", wd(4)), cc("Lab mtgs", wd(5))], cat=c)
with use(now=NB, pref="future", **E):
    KM("open houses sat and sun 10am", [cc("Open houses", dt(wd(6), 10)), cc("Open houses", dt(wd(7), 10))], cat=c,
       conv="distribute")
with use(now=NC, pref="future", **E):
    KM("extra hours at the salon fri and sat", [cc("Extra hours", wd(5), location="the salon"),
       cc("Extra hours", wd(6), location="the salon")], cat=c, conv="distribute",
       unsure="'at the salon' read as the place of both")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("commission hit 4500", la("4500", "salary", "commission", kind="income"), cat=c, unsure="a commission as salary income")
    K("color 62", la("62", "shopping", "color"), cat=c, unsure="hair colour bought for work as shopping")
    K("tips today 140", la("140", "salary", "tips", kind="income"), cat=c, unsure="tips as salary income")
    K("uber to the showing 38", la("38", "transport", "uber"), cat=c)
    K("listing photos 300", la("300", "other", "listing photos"), cat=c, unsure="listing photos as other")
    K("stipend came in 2650", la("2650", "salary", "stipend", kind="income"), cat=c, unsure="a PhD stipend as salary income")
    K("sold 3 prepaid cards 600", la("600", "salary", "prepaid cards", kind="income"), cat=c,
      unsure="prepaid cards sold as salary income")
with use(now=NB, pref="past", **E):
    K("chair rent 1200", la("1200", "housing", "chair rent"), cat=c, unsure="chair rent as housing")
    K("got my referral fee 2300", la("2300", "salary", "referral fee", kind="income"), cat=c,
      unsure="a referral fee earned as salary income")
    K("color course tuition 380", la("380", "education", "color course tuition"), cat=c)
    K("tips this morning 65", la("65", "salary", "tips", kind="income"), cat=c, unsure="tips as salary income")
    K("product order tuesday 214", la("214", "shopping", "product order", d=wd(2)), cat=c,
      unsure="salon products as shopping")
    K("open house snacks 85", la("85", "food", "open house snacks"), cat=c)
with use(now=NC, pref="past", **E):
    K("reimbursement landed 412", la("412", "other", "reimbursement", kind="income"), cat=c,
      unsure="a reimbursement received: income, category other")
    K("london rent £950", la("950", "housing", "london rent", cur="GBP"), cat=c)
    K("shinkansen 14,170 yen", la("14170", "transport", "shinkansen", cur="JPY"), cat=c)
    K("conference fee €380", la("380", "education", "conference fee", cur="EUR"), cat=c,
      unsure="a conference fee as education")
    K("cab yesterday 20 quid", la("20", "transport", "cab", d=rel(-1), cur="GBP"), cat=c)
    K("flight 1200", la("1200", "transport", "flight"), cat=c)
    K("staging 1500", la("1500", "other", "staging"), cat=c, unsure="home staging as other")

c = "rollover"
with use(now=NA, pref="past", **E):
    K("wednesday morning cab to a showing 24", la("24", "transport", "cab"), cat=c,
      unsure="wednesday morning said Wednesday 09:20 looking back: today")
with use(now=NB, pref="past", **E):
    K("friday afternoon tips 80", la("80", "salary", "tips", kind="income"), cat=c,
      unsure="friday afternoon said Friday 17:55 looking back: today; tips as salary income")
with use(now=NC, pref="past", **E):
    K("running shoes monday 129", la("129", "shopping", "running shoes", d=wd(1)), cat=c,
      unsure="monday said Thursday looking back: 11-20")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("showings next week?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on in october", cl(ymd(2027, 10, 1), ymd(2027, 10, 31)), cat=c)
    K("how many showings this weekend", cl(wd(6), wd(7)), cat=c)
    K("late september looking busy?", cl(ymd(2027, 9, 21), ymd(2027, 9, 30)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **E):
    K("total commissions this month", ls(ymd(2027, 9, 1), ymd(2027, 9, 30), "salary"), cat=c,
      unsure="commissions were logged as salary; a summary of that category")
    K("spending the first half of the month", ls(ymd(2027, 9, 1), ymd(2027, 9, 15)), cat=c, conv="half-month")
    K("show me the last 5 things i logged", ll(limit=5), cat=c)
with use(now=NB, pref="future", **E):
    K("what do i have next wk", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("july schedule", cl(ymd(2028, 7, 1), ymd(2028, 7, 31)), cat=c)
    K("what time's the open house tmrw", cl(rel(1)), cat=c)
with use(now=NB, pref="past", **E):
    K("commissions for the first half of the year", ls(ymd(2028, 1, 1), ymd(2028, 6, 30), "salary"), cat=c,
      conv="halves", unsure="commissions were logged as salary")
    K("q2 spending total", ls(ymd(2028, 4, 1), ymd(2028, 6, 30)), cat=c, conv="quarters")
    K("how much on product this month", ls(ymd(2028, 6, 1), ymd(2028, 6, 30), "shopping"), cat=c,
      unsure="salon products were logged as shopping")
with use(now=NC, pref="future", **E):
    K("anything next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("mid-december plans?", cl(ymd(2028, 12, 11), ymd(2028, 12, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("how much on cabs and trains this month", ls(ymd(2028, 11, 1), ymd(2028, 11, 30), "transport"), cat=c)
    K("how much did i make in tips last month", ls(ymd(2028, 10, 1), ymd(2028, 10, 31), "salary"), cat=c,
      unsure="tips were logged as salary")
    K("last 10 transactions pls", ll(limit=10), cat=c)
    K("list everything from last week", ll(wk(-1, 1), wk(-1, 7)), cat=c, unsure="'everything' read as ledger entries")

c = "deadline"
with use(now=NA, pref="future", **E):
    K("how many showings before october", cl(today(), ymd(2027, 9, 30)), cat=c, conv="en-before-exclusive",
      unsure="a count of showings read as the list of today … 09-30")
    K("anything due by month end? thesis stuff", cl(today(), ymd(2027, 9, 30)), cat=c)
    K("my next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("spending so far this month", ls(ymd(2027, 9, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **E):
    K("anything left before the month ends", cl(today(), today()), cat=c, unsure="the month ends today: today alone")
    K("what's on through july 10", cl(today(), ymd(2028, 7, 10)), cat=c, conv="until-inclusive")
    K("showings over the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("commissions year to date", ls(ymd(2028, 1, 1), today(), "salary"), cat=c, conv="since",
      unsure="commissions were logged as salary")
with use(now=NC, pref="future", **E):
    K("what's on before cyber monday", cl(today(), ymd(2028, 11, 26)), cat=c, conv="en-before-exclusive")
    K("deadlines by the end of the year", cl(today(), ymd(2028, 12, 31)), cat=c,
      unsure="deadlines as calendar events: the list of today … 12-31")
    K("next two weeks?", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("cabs in the last 30 days", ls(rel(-29), today(), "transport"), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in boston sat? open house", wx("Boston", wd(6)), cat=c)
    KM("weather in philly this weekend", [wx("Philadelphia", wd(6)), wx("Philadelphia", wd(7))], cat=c,
       unsure="philly as Philadelphia")
    K("london weather tmrw", wx("London", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("open house tmrw, will it rain in boston", wx("Boston", rel(1)), cat=c)
    KM("kyoto weather july 10 to 12", [wx("Kyoto", ymd(2028, 7, 10)), wx("Kyoto", ymd(2028, 7, 11)),
       wx("Kyoto", ymd(2028, 7, 12))], cat=c, unsure="a three-day range: one call per day")
with use(now=NC, pref="future", **E):
    K("rain in london tomorrow?", wx("London", rel(1)), cat=c)
    KM("cambridge weather this weekend, doing interviews", [wx("Cambridge", wd(6)), wx("Cambridge", wd(7))], cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("just landed, ok to run in berlin tmrw morning?", ra("Berlin", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("can i go for a run in tokyo tomorrow morning", ra("Tokyo", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("good to run in london rn?", ra("London"), cat=c)
    K("running in edinburgh tmrw morning ok?", ra("Edinburgh", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Showing with the Nguyens", dt(rel(1), 10), dt(rel(1), 11)),
         ev("Showing with the Nguyens", dt(wd(6), 10), dt(wd(6), 11)), ev("Open house", dt(wd(6), 14), dt(wd(6), 16))]
    K("nguyens want saturday's showing at 4pm instead", cu(1, title="nguyens", date=wd(6), start=dt(wd(6), 16)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("push tmrw's showing w/ the nguyens back half an hour",
      cu(0, title="nguyens", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g)
    K("move the open house to sunday same time", cu(2, title="open house", start=dt(wd(7), 14)), cat=c, given=g,
      conv="move-keeps-clock")
with use(now=NB, pref="future", **E):
    g = [ev("Cut for Sam", dt(rel(1), 17), dt(rel(1), 18)), ev("Perm for Sam", dt(wk(1, 2), 14), dt(wk(1, 2), 17)),
         ev("Signing", dt(today(), 18), dt(today(), 19))]
    K("sam's perm -> 10am", cu(1, title="perm", start=dt(wk(1, 2), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    K("signing today moved to 7", cu(2, title="signing", date=today(), start=dt(today(), 19)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("bump sam's cut a day later", cu(0, title="cut", start=dt(rel(2), 17)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Plumber at 14 Maple", dt(rel(1), 9), dt(rel(1), 11)), ev("Plumber at 14 Maple", dt(wk(1, 2), 9), dt(wk(1, 2), 11)),
         ev("Lab meeting", dt(wk(1, 1), 20), dt(wk(1, 1), 21))]
    K("make next tuesday's plumber 2-4pm", cu(1, title="plumber", date=wk(1, 2), start=dt(wk(1, 2), 14),
      end=dt(wk(1, 2), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    K("lab meeting to tuesday, same time", cu(2, title="lab meeting", start=dt(wk(1, 2), 20)), cat=c, given=g,
      conv="move-keeps-clock")
    K("change tmrw's plumber location to 22 birch lane", cu(0, title="plumber", date=rel(1), location="22 birch lane"),
      cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Jen color", dt(wd(5), 14), dt(wd(5), 17)), ev("Jen color", dt(wk(1, 5), 14), dt(wk(1, 5), 17))]
    K("jen can't make next friday, delete it", cdel(1, title="jen", date=wk(1, 5)), cat=c, given=g)
    g = [ev("Stylist training in Chicago", ymd(2027, 9, 24), ymd(2027, 9, 26)), ev("Salon closed", ymd(2027, 10, 1), ymd(2027, 10, 7))]
    K("chicago training got cancelled", cdel(0, title="training"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Open house", dt(rel(1), 10), dt(rel(1), 12)), ev("Open house", dt(rel(2), 10), dt(rel(2), 12))]
    K("cancel sunday's open house, seller pulled the listing", cdel(1, title="open house", date=rel(2)), cat=c, given=g)
    g = [ev("Dinner w/ the buyers", dt(today(), 19), dt(today(), 21)), ev("Signing", dt(today(), 18), dt(today(), 19))]
    K("buyers bailed on dinner tonight, remove it", cdel(0, title="dinner", date=today()), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Live stream listing tour", dt(today(), 14), dt(today(), 16)),
         ev("Ship contracts", dt(today(), 17), dt(today(), 17, 30))]
    K("scrap this afternoon's live stream", cdel(0, title="live stream", date=today()), cat=c, given=g)
    g = [ev("Flight to London", dt(wk(1, 3), 7), dt(wk(1, 3), 9)), ev("Conference talk", dt(ymd(2028, 12, 2), 20), dt(ymd(2028, 12, 2), 21))]
    K("flight got cancelled, delete the london flight", cdel(0, title="london"), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("commission 4500, tips 140", [la("4500", "salary", "commission", kind="income"),
       la("140", "salary", "tips", kind="income")], cat=c, unsure="a commission and tips as salary income")
with use(now=NA, pref="future", **E):
    KM("rain in boston sat? and add open house sat 2pm", [wx("Boston", wd(6)), cc("Open house", dt(wd(6), 14))], cat=c)
    g = [ev("Jen color", dt(wd(5), 14), dt(wd(5), 17)), ev("Jen color", dt(wk(1, 5), 14), dt(wk(1, 5), 17))]
    KM("jen says cancel this friday and move next friday to 3pm", [cdel(0, title="jen", date=wd(5)),
       cu(1, title="jen", date=wk(1, 5), start=dt(wk(1, 5), 15))], cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="past", **E):
    KM("chair rent 1200, color 96", [la("1200", "housing", "chair rent"), la("96", "shopping", "color")], cat=c,
       unsure="chair rent as housing, hair colour as shopping")
with use(now=NB, pref="future", **E):
    KM("open house tmrw 10am, and boston weather tmrw", [cc("Open house", dt(rel(1), 10)), wx("Boston", rel(1))], cat=c)
with use(now=NC, pref="future", **E):
    KM("elm st showing 9-10am then birch ln showing 10:30-11:30am", [cc("Elm st showing", dt(today(), 9), dt(today(), 10)),
       cc("Birch ln showing", dt(today(), 10, 30), dt(today(), 11, 30))], cat=c)
with use(now=NC, pref="past", **E):
    KM("reimbursement 412 came in, also what's my total spending this month",
       [la("412", "other", "reimbursement", kind="income"), ls(ymd(2028, 11, 1), ymd(2028, 11, 30))], cat=c,
       unsure="a reimbursement received: income, category other")
    KM("cab 20 quid, lunch 12 quid", [la("20", "transport", "cab", cur="GBP"), la("12", "food", "lunch", cur="GBP")], cat=c)
