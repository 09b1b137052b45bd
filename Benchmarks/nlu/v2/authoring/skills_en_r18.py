"""Round 18 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a couple renovating their condo while planning their wedding (contractor, electrician and plumber visits,
inspections, tile and paint shopping, deposits and final payments, engagement photos, the tasting, venue tours,
invitations, gifts received), a personal trainer (client sessions back to back, group classes, session packages,
supplements, the gym membership, the certification exam, weather before outdoor bootcamps, running) and a small Etsy
seller (shipping runs, live sales at night, restocking, postage, Etsy fees, refunds, Black Friday and Cyber Monday,
month-end reconciliation, monthly sales, supplier calls, a trade fair over several days).  In everyday proportion:
about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes,
cancellations and several requests at once.

Reference times (see time_r18.py): NA = 2028-05-17T14:40 Wednesday afternoon (Memorial Day Monday 05-29, Father's
Day 06-18); NB = 2041-10-31T22:10 Thursday late evening, Halloween and the last day of October (next month starts
tomorrow; Thanksgiving 11-28, Black Friday 11-29, Cyber Monday 12-02); NC = 2042-06-14T08:20 Saturday morning (this
weekend already started; Father's Day tomorrow; a bare 8 is past, a bare 9 ahead)."""
from lib import *

NA = "2028-05-17T14:40:00"  # Wednesday afternoon: a bare 2 is past (tomorrow 14:00), a bare 3 ahead, a bare 8 reads 20:00
NB = "2041-10-31T22:10:00"  # Thursday late evening, end of the month today: a bare 9/10 reads tomorrow morning, 11 reads 23:00
NC = "2042-06-14T08:20:00"  # Saturday morning: this weekend = today and tomorrow; a bare 8 reads tomorrow 08:00, a bare 9 today
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("electrician coming by tmrw 10am", cc("Electrician coming by", dt(rel(1), 10)), cat=c)
    K("tile shopping fri 2-4pm", cc("Tile shopping", dt(wd(5), 14), dt(wd(5), 16)), cat=c)
    K("tasting at the venue next tue 6:30pm", cc("Tasting", dt(wk(1, 2), 18, 30), location="the venue"), cat=c)
    K("engagement photos sat 7am", cc("Engagement photos", dt(wd(6), 7)), cat=c)
    K("permit office at 3", cc("Permit office", dt(today(), 15)), cat=c, conv="bare-hour")
    K("plumber pressure test at 2", cc("Plumber pressure test", dt(rel(1), 14)), cat=c, conv="bare-hour",
      unsure="a bare 2 at 14:40 has passed: tomorrow 14:00")
    K("call the florist back at 8", cc("Call the florist back", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 14:40 reads 20:00 today (the pm reading is still ahead)")
    K("buying trip to la may 26-28", cc("Buying trip to la", ymd(2028, 5, 26), ymd(2028, 5, 28)), cat=c)
    K("tile guys mon thru thu next week", cc("Tile guys", wk(1, 1), wk(1, 4)), cat=c)
    K("ceiling inspection wednesday morning at 9", cc("Ceiling inspection", dt(wk(1, 3), 9)), cat=c,
      unsure="wednesday morning said Wednesday 14:40 is over: next Wednesday at 09:00")
    K("go live tonight at a quarter to ten", cc("Go live", dt(today(), 21, 45)), cat=c)
    K("drop off invites to mom tomorrow", cc("Drop off invites to mom", rel(1)), cat=c)
    KM("thurs 9-10am pt w/ jen then 10-11 pt w/ rob", [cc("Pt w/ jen", dt(wd(4), 9), dt(wd(4), 10)),
       cc("Pt w/ rob", dt(wd(4), 10), dt(wd(4), 11))], cat=c, unsure="the second range inherits thursday morning")
    K("final payment to the contractor end of the month", cc("Final payment to the contractor", ymd(2028, 5, 31)), cat=c,
      conv="month-end-bare")
    K("tour the second venue the saturday after next", cc("Tour the second venue", wk(2, 6)), cat=c, conv="after-next")
    K("hiit class the day after tomorrow 7-8pm", cc("Hiit class", dt(rel(2), 19), dt(rel(2), 20)), cat=c)
    K("um so the painter's coming sunday afternoon to measure, like 3ish", cc("Painter's coming to measure",
      dt(wd(7), 15)), cat=c, unsure="sunday afternoon … 3ish said apart with fillers: one entity, 15:00")
with use(now=NB, pref="future", **E):
    K("pack orders at 9", cc("Pack orders", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 22:10 has passed both ways: tomorrow 09:00")
    K("end the stream at 11", cc("End the stream", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:10 reads 23:00 tonight")
    K("restock run tmrw 8am", cc("Restock run", dt(rel(1), 8)), cat=c)
    K("supplier call next monday 3pm", cc("Supplier call", dt(wk(1, 1), 15)), cat=c)
    K("pre-sale live 11/27 8pm-midnight", cc("Pre-sale live", dt(ymd(2041, 11, 27), 20), dt(ymd(2041, 11, 28), 0)), cat=c,
      conv="en-month-first", unsure="midnight as the end: 00:00 of the next day")
    K("craft fair in philly nov 5 to 8", cc("Craft fair in philly", ymd(2041, 11, 5), ymd(2041, 11, 8)), cat=c,
      unsure="the town inside the activity stays in the title (a destination), not a location")
    K("count inventory tonight 11:30", cc("Count inventory", dt(today(), 23, 30)), cat=c)
    K("post office tmrw afternoon at 2 for the intl packages", cc("Post office for the intl packages", dt(rel(1), 14)),
      cat=c)
    K("live sale sat 8pm hoodies", cc("Live sale hoodies", dt(wd(6), 20)), cat=c, unsure="'hoodies' kept in the title")
    K("monthly reconciliation next wed", cc("Monthly reconciliation", wk(1, 3)), cat=c)
    K("count all the stock the day before thanksgiving", cc("Count all the stock", ymd(2041, 11, 27)), cat=c)
    K("product photos fri 10am-12pm", cc("Product photos", dt(rel(1), 10), dt(rel(1), 12)), cat=c)
    K("ups rep coming thursday 3pm to talk rates", cc("Ups rep coming to talk rates", dt(wk(1, 4), 15)), cat=c,
      unsure="thursday 3pm said Thursday 22:10 has passed: next Thursday")
    K("fedex pickup at 10", cc("Fedex pickup", dt(rel(1), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    K("list the winter stuff the first monday of next month", cc("List the winter stuff", nth(2041, 11, 1, 1)), cat=c)
with use(now=NC, pref="future", **E):
    K("spin class at 9", cc("Spin class", dt(today(), 9)), cat=c, conv="bare-hour")
    K("back day w/ jen at 8", cc("Back day w/ jen", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:20 has passed; before noon it reads tomorrow 08:00")
    K("sarah pt today 10-11am", cc("Sarah pt", dt(today(), 10), dt(today(), 11)), cat=c)
    K("bootcamp sunday 6am", cc("Bootcamp", dt(wd(7), 6)), cat=c)
    K("spin next wed 7-8pm", cc("Spin", dt(wk(1, 3), 19), dt(wk(1, 3), 20)), cat=c)
    K("cert exam next friday", cc("Cert exam", wk(1, 5)), cat=c)
    K("rob's fitness assessment tmrw 2pm", cc("Rob's fitness assessment", dt(rel(1), 14)), cat=c)
    K("free intro session for new members next tue 4-5pm", cc("Free intro session for new members",
      dt(wk(1, 2), 16), dt(wk(1, 2), 17)), cat=c)
    K("strength coach workshop in boston 6/20-6/21", cc("Strength coach workshop in boston", ymd(2042, 6, 20),
      ymd(2042, 6, 21)), cat=c, conv="en-month-first", unsure="the city inside the activity stays in the title")
    K("train the ceo today 3pm", cc("Train the ceo", dt(today(), 15)), cat=c)
    K("ceo session monday 7am", cc("Ceo session", dt(wk(1, 1), 7)), cat=c)
    K("body comp scan for the new guy at noon", cc("Body comp scan for the new guy", dt(today(), 12)), cat=c)
    K("half marathon next saturday", cc("Half marathon", wk(1, 6)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("look at tile tmrw 3pm at floor & decor", cc("Look at tile", dt(rel(1), 15), location="floor & decor"), cat=c)
    K("tasting fri 6pm location: the grand hotel", cc("Tasting", dt(wd(5), 18), location="the grand hotel"), cat=c)
    K("outdoor shoot sat 7am at the botanical garden", cc("Outdoor shoot", dt(wd(6), 7), location="the botanical garden"),
      cat=c)
    K("plumbing inspection next mon 10am at the condo", cc("Plumbing inspection", dt(wk(1, 1), 10),
      location="the condo"), cat=c)
with use(now=NB, pref="future", **E):
    K("meet the supplier next tue 2pm where: the fabric district", cc("Meet the supplier", dt(wk(1, 2), 14),
      location="the fabric district"), cat=c)
    K("pick up samples tmrw 10am at the warehouse", cc("Pick up samples", dt(rel(1), 10), location="the warehouse"),
      cat=c)
with use(now=NC, pref="future", **E):
    K("bootcamp tmrw 6am at prospect park", cc("Bootcamp", dt(rel(1), 6), location="prospect park"), cat=c)
    K("group class next wed 7pm in studio b", cc("Group class", dt(wk(1, 3), 19), location="studio b"), cat=c)
    K("written exam mon 2pm location: nasm testing center", cc("Written exam", dt(wk(1, 1), 14),
      location="nasm testing center"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("bbq w/ his parents memorial day", cc("Bbq w/ his parents", ymd(2028, 5, 29)), cat=c)
    K("bootcamp the day before memorial day", cc("Bootcamp", ymd(2028, 5, 28)), cat=c)
    K("shop sale father's day", cc("Shop sale", ymd(2028, 6, 18)), cat=c)
with use(now=NB, pref="future", **E):
    K("black friday sale goes live", cc("Sale goes live", ymd(2041, 11, 29)), cat=c,
      unsure="Black Friday names the day; the title keeps the rest")
    K("free shipping all day cyber monday", cc("Free shipping", ymd(2041, 12, 2)), cat=c,
      unsure="'all day' read as an all-day event, not part of the title")
with use(now=NC, pref="future", **E):
    K("dad's bbq father's day", cc("Dad's bbq", ymd(2042, 6, 15)), cat=c)
    K("5k run juneteenth 7am", cc("5k run", dt(ymd(2042, 6, 19), 7)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me in 40 min about the next client", cc("The next client", dt(today(), 15, 20)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to end the live in half an hour", cc("End the live", dt(today(), 22, 40)), cat=c)
with use(now=NC, pref="future", **E):
    K("cert exam 10 days from now", cc("Cert exam", rel(10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("waterproofing check 5/25", cc("Waterproofing check", ymd(2028, 5, 25)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("last day to ship for the holidays 12/15", cc("Last day to ship for the holidays", ymd(2041, 12, 15)), cat=c,
      conv="en-month-first")

c = "clock"
with use(now=NA, pref="future", **E):
    K("go over the guest list w/ him tonight 8:30", cc("Go over the guest list w/ him", dt(today(), 20, 30)), cat=c)
with use(now=NC, pref="future", **E):
    K("meal prep at twenty past eleven", cc("Meal prep", dt(today(), 11, 20)), cat=c, conv="bare-hour")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("wedding rehearsal the first saturday of june", cc("Wedding rehearsal", nth(2028, 6, 1, 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("half marathon the second sunday of july", cc("Half marathon", nth(2042, 7, 2, 7)), cat=c)

c = "coordination"
with use(now=NC, pref="future", **E):
    KM("ceo sessions next mon, wed and fri at 7am", [cc("Ceo sessions", dt(wk(1, 1), 7)), cc("Ceo sessions",
       dt(wk(1, 3), 7)), cc("Ceo sessions", dt(wk(1, 5), 7))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("go live sat and sun at 8pm", [cc("Go live", dt(wd(6), 20)), cc("Go live", dt(wd(7), 20))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("electrician 350", la("350", "housing", "electrician"), cat=c, unsure="renovation labour as housing")
    K("2 gallons of paint yesterday 110", la("110", "housing", "paint", d=rel(-1)), cat=c,
      unsure="paint for the renovation as housing")
    K("photographer deposit $500", la("500", "other", "photographer deposit"), cat=c, unsure="wedding photos as other")
    K("tasting dinner 90", la("90", "food", "tasting dinner"), cat=c)
    K("uber to the venue last sat 24", la("24", "transport", "uber to the venue", d=wk(-1, 6)), cat=c)
    K("invites 285", la("285", "other", "invites"), cat=c, unsure="invitations as other")
    K("sold a 10 session package today 750", la("750", "salary", "10 session package", kind="income"), cat=c,
      unsure="a session package sold as salary income")
    K("protein 49.99", la("49.99", "health", "protein"), cat=c, unsure="protein powder as health")
with use(now=NB, pref="past", **E):
    K("october etsy sales 4,300", la("4300", "salary", "etsy sales", kind="income"), cat=c,
      unsure="monthly shop sales as salary income, dated today")
    K("restock 640", la("640", "shopping", "restock"), cat=c, unsure="restocking as shopping")
    K("postage this month 212", la("212", "other", "postage"), cat=c, unsure="postage for the shop as other; dated today")
    K("etsy fees 96", la("96", "other", "etsy fees"), cat=c, unsure="platform fees as other")
    K("refunded a buyer 18.50", la("18.5", "shopping", "refund"), cat=c,
      unsure="a refund paid to a buyer: an expense, category shopping")
    K("made 820 on the live last night", la("820", "salary", "live", d=rel(-1), kind="income"), cat=c,
      unsure="live-sale earnings as salary income")
    K("poly mailers 24", la("24", "shopping", "poly mailers"), cat=c)
    K("gas for the restock run monday 38", la("38", "transport", "gas", d=wd(1)), cat=c)
with use(now=NC, pref="past", **E):
    K("sarah renewed 10 sessions 750", la("750", "salary", "sarah renewed", kind="income"), cat=c,
      unsure="a client's renewal as salary income")
    K("gym membership 1140 for the year", la("1140", "health", "gym membership"), cat=c,
      unsure="a gym membership as health")
    K("cert exam fee 399", la("399", "education", "cert exam fee"), cat=c)
    K("2 tubs of protein last night 96", la("96", "health", "protein", d=rel(-1)), cat=c, unsure="protein as health")
    K("breakfast after the session 12", la("12", "food", "breakfast"), cat=c)
    K("running shoes wed 140", la("140", "shopping", "running shoes", d=wd(3)), cat=c)

c = "rollover"
with use(now=NA, pref="past", **E):
    K("cabinet deposit wednesday morning 2000", la("2000", "housing", "cabinet deposit"), cat=c,
      unsure="wednesday morning said Wednesday afternoon looking back: today; cabinets as housing")
    K("shower gift from aunt lisa thursday 200", la("200", "other", "shower gift from aunt lisa", d=wk(-1, 4),
      kind="income"), cat=c, unsure="thursday said Wednesday looking back: last Thursday; a gift as other income")
with use(now=NB, pref="past", **E):
    K("intl shipping friday 56", la("56", "other", "intl shipping", d=wk(-1, 5)), cat=c,
      unsure="friday said Thursday looking back: last Friday; postage as other")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on for the reno next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything in june", cl(ymd(2028, 6, 1), ymd(2028, 6, 30)), cat=c)
    K("what do we have late this month", cl(ymd(2028, 5, 21), ymd(2028, 5, 31)), cat=c, conv="month-parts")
    K("saturday plans?", cl(wd(6)), cat=c)
with use(now=NA, pref="past", **E):
    K("how much have we spent on the reno this month", ls(ymd(2028, 5, 1), ymd(2028, 5, 31), "housing"), cat=c,
      unsure="renovation spending as housing")
    K("total spending last month", ls(ymd(2028, 4, 1), ymd(2028, 4, 30)), cat=c)
with use(now=NB, pref="future", **E):
    K("what's on next month for the shop", cl(ymd(2041, 11, 1), ymd(2041, 11, 30)), cat=c)
    K("what do i have tmrw besides orders", cl(rel(1)), cat=c)
    K("show me early november", cl(ymd(2041, 11, 1), ymd(2041, 11, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("total spent this month, doing the books", ls(ymd(2041, 10, 1), ymd(2041, 10, 31)), cat=c)
    K("how much on transport this quarter", ls(ymd(2041, 10, 1), ymd(2041, 12, 31), "transport"), cat=c,
      conv="quarters")
    K("total for last quarter", ls(ymd(2041, 7, 1), ymd(2041, 9, 30)), cat=c, conv="quarters")
    K("show my last 5 entries", ll(limit=5), cat=c)
with use(now=NC, pref="future", **E):
    K("next wk's schedule", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything mid july", cl(ymd(2042, 7, 11), ymd(2042, 7, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("food spending last week", ls(wk(-1, 1), wk(-1, 7), "food"), cat=c)
    K("list entries from the first half of june", ll(ymd(2042, 6, 1), ymd(2042, 6, 15)), cat=c, conv="half-month")

c = "deadline"
with use(now=NA, pref="future", **E):
    K("what's left before memorial day", cl(today(), ymd(2028, 5, 28)), cat=c, conv="en-before-exclusive")
    K("what's left this week for the reno", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("how many sessions left this wk", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="a count of the sessions left this week read as the list of today … Sunday")
    K("sessions over the next 5 days", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **E):
    K("anything left to do by the end of the month", cl(today(), today()), cat=c,
      unsure="said on the last evening of October: today alone")
    K("what's on through black friday", cl(today(), ymd(2041, 11, 29)), cat=c, conv="until-inclusive")
    K("what's coming up in the next 7 days, shop stuff mostly", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("postage month to date", ls(ymd(2041, 10, 1), today(), "other"), cat=c, conv="since", unsure="postage as other")
with use(now=NC, pref="future", **E):
    K("how many classes left this weekend", cl(today(), wd(7)), cat=c, unsure="the weekend already started: today and tomorrow")
    K("what's on by next wed", cl(today(), wk(1, 3)), cat=c, conv="by-inclusive")
with use(now=NC, pref="past", **E):
    K("total spent so far this month", ls(ymd(2042, 6, 1), today()), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in boston saturday? outdoor shoot", wx("Boston", wd(6)), cat=c)
    K("weather in newport memorial day", wx("Newport", ymd(2028, 5, 29)), cat=c)
    K("is it gonna be hot in austin tmrw", wx("Austin", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("rain in philly tmrw? restock run", wx("Philadelphia", rel(1)), cat=c)
    KM("weekend weather in new york", [wx("New York", wd(6)), wx("New York", wd(7))], cat=c)
with use(now=NC, pref="future", **E):
    K("rain tmrw morning in nyc? bootcamp", wx("New York", rel(1)), cat=c)
    KM("miami weather the next 3 days", [wx("Miami", today()), wx("Miami", rel(1)), wx("Miami", rel(2))], cat=c,
       conv="n-days-counting-today")
    K("honolulu weather next tue for the honeymoon", wx("Honolulu", wk(1, 2)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good night for a run in chicago?", ra("Chicago"), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run tmrw morning in philly", ra("Philadelphia", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("ok to run in nyc right now? taking clients out", ra("New York"), cat=c)
    K("good conditions for a half in denver next sat?", ra("Denver", wk(1, 6)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Electrician visit", dt(rel(1), 10), dt(rel(1), 11)), ev("Plumber visit", dt(wd(5), 10), dt(wd(5), 11)),
         ev("Tasting at the venue", dt(wk(1, 2), 18, 30), dt(wk(1, 2), 20, 30))]
    K("move the electrician to 2pm", cu(0, title="electrician", start=dt(rel(1), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("push the plumber back a day", cu(1, title="plumber", start=dt(wd(6), 10)), cat=c, given=g)
    K("tasting -> next wed same time", cu(2, title="tasting", start=dt(wk(1, 3), 18, 30)), cat=c, given=g,
      conv="move-keeps-clock")
    K("change the tasting location to the grand hotel", cu(2, title="tasting", location="the grand hotel"), cat=c,
      given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Live sale hoodies", dt(wd(6), 20), dt(wd(6), 23)), ev("Shipping run", dt(wd(6), 9), dt(wd(6), 11)),
         ev("Supplier call", dt(wk(1, 1), 15), dt(wk(1, 1), 16))]
    K("start saturday's live an hour earlier", cu(0, title="live", date=wd(6), start=dt(wd(6), 19)), cat=c, given=g)
    K("sat shipping run to 2pm", cu(1, title="shipping run", date=wd(6), start=dt(wd(6), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("move the supplier call to next tue same time", cu(2, title="supplier call", start=dt(wk(1, 2), 15)), cat=c,
      given=g, conv="move-keeps-clock")
    K("push the supplier call back 30 min", cu(2, title="supplier call", start=dt(wk(1, 1), 15, 30)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Sarah pt", dt(today(), 10), dt(today(), 11)), ev("Sarah pt", dt(wk(1, 2), 10), dt(wk(1, 2), 11)),
         ev("Rob's assessment", dt(rel(1), 14), dt(rel(1), 15))]
    K("move sarah today to 4pm", cu(0, title="sarah", date=today(), start=dt(today(), 16)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("sarah's session next tue -> wed", cu(1, title="sarah", date=wk(1, 2), start=dt(wk(1, 3), 10)), cat=c, given=g,
      conv="move-keeps-clock")
    K("rob's assessment 30 min earlier", cu(2, title="rob's assessment", start=dt(rel(1), 13, 30)), cat=c, given=g)
    K("make rob's assessment tmrw 3 to 4", cu(2, title="rob's assessment", date=rel(1), start=dt(rel(1), 15),
      end=dt(rel(1), 16)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Electrician visit", dt(rel(1), 10), dt(rel(1), 11)), ev("Electrician inspection", dt(wk(1, 1), 10),
         dt(wk(1, 1), 11))]
    K("electrician's not coming tmrw, delete it", cdel(0, title="electrician", date=rel(1)), cat=c, given=g)
    K("cancel next monday's inspection", cdel(1, title="inspection", date=wk(1, 1)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Live sale hoodies", dt(wd(6), 20), dt(wd(6), 23)), ev("Shipping run", dt(wd(6), 9), dt(wd(6), 11))]
    K("cancel sat night's live", cdel(0, title="live", date=wd(6)), cat=c, given=g)
    K("delete the saturday shipping run", cdel(1, title="shipping run", date=wd(6)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Ceo session", dt(wk(1, 1), 7), dt(wk(1, 1), 8)), ev("Ceo session", dt(wk(1, 3), 7), dt(wk(1, 3), 8))]
    K("ceo's traveling next wed, drop that session", cdel(1, title="session", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Bootcamp", dt(wd(7), 6), dt(wd(7), 8)), ev("Spin", dt(wk(1, 3), 19), dt(wk(1, 3), 20))]
    K("rain tomorrow so cancel bootcamp", cdel(0, title="bootcamp", date=rel(1)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("carpenter deposit 1500 and balance 3500", [la("1500", "housing", "carpenter deposit"),
       la("3500", "housing", "balance")], cat=c, unsure="carpentry as housing")
    KM("tile 860 grout 45 delivery 75", [la("860", "housing", "tile"), la("45", "housing", "grout"),
       la("75", "housing", "delivery")], cat=c, unsure="renovation materials and their delivery as housing")
with use(now=NA, pref="future", **E):
    KM("rain in boston sat? and what's on saturday", [wx("Boston", wd(6)), cl(wd(6))], cat=c)
with use(now=NB, pref="past", **E):
    KM("postage 212, etsy fees 96, refunds 41", [la("212", "other", "postage"), la("96", "other", "etsy fees"),
       la("41", "shopping", "refunds")], cat=c, unsure="postage and fees as other, refunds paid out as shopping")
    KM("log restock 640 then show total spending this month", [la("640", "shopping", "restock"),
       ls(ymd(2041, 10, 1), ymd(2041, 10, 31))], cat=c, unsure="restocking as shopping")
with use(now=NB, pref="future", **E):
    KM("samples pickup tmrw 10am, and will it rain in philly tmrw", [cc("Samples pickup", dt(rel(1), 10)),
       wx("Philadelphia", rel(1))], cat=c)
with use(now=NC, pref="future", **E):
    KM("bootcamp tmrw 6am in prospect park, weather in new york tmrw and is it ok to run",
       [cc("Bootcamp", dt(rel(1), 6), location="prospect park"), wx("New York", rel(1)), ra("New York", rel(1))], cat=c,
       unsure="the running question takes the day said just before it (tomorrow)")
with use(now=NC, pref="past", **E):
    KM("sarah renewed 750, protein 49", [la("750", "salary", "sarah renewed", kind="income"),
       la("49", "health", "protein")], cat=c, unsure="a renewal as salary income, protein as health")
