"""Round 15 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a restaurant owner (produce and fish deliveries, line-cook shifts, health inspections, daily takings,
petty cash), a retired marathoner who volunteers (long runs in other towns, races, running-club meetings, doctor
visits, pension and small spending) and a software developer working remotely (standups, sprint reviews, on-call
weeks, conference trips, subscriptions and gadgets).  In everyday proportion: about a third new events, a fifth
ledger entries, a fifth look-ups, a tenth weather and running, the rest changes, cancellations and several requests."""
from lib import *

NA = "2038-03-19T22:40:00"  # Friday late evening: tomorrow = Saturday; a bare 9 or 10 reads tomorrow morning, a bare 11 reads 23:00
NB = "2038-06-15T10:20:00"  # Tuesday mid-morning mid-month: a bare 10 is past (tomorrow 10:00), a bare 11 ahead; morning in progress
NC = "2037-12-31T15:30:00"  # Thursday afternoon, New Year's Eve: tomorrow = Jan 1 2038; a bare 3 is past, a bare 4 ahead
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("long run w/ the club tmrw 6:30am", cc("Long run w/ the club", dt(rel(1), 6, 30)), cat=c)
    K("deep clean the kitchen sat 2-5", cc("Deep clean the kitchen", dt(wd(6), 14), dt(wd(6), 17)), cat=c,
      conv="bare-hour")
    K("standup monday 9am", cc("Standup", dt(wk(1, 1), 9)), cat=c)
    K("remind me at 11 to lock the walk-in", cc("Lock the walk-in", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:40: 11:00 has passed and the pm reading 23:00 is still ahead")
    K("call the meat guy at 9", cc("Call the meat guy", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 22:40: both readings have passed, tomorrow 09:00")
    K("interview new server at 3", cc("Interview new server", dt(rel(1), 15)), cat=c, conv="bare-hour")
    K("sprint review next wed 2-3pm", cc("Sprint review", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), cat=c)
    K("on call next tue thru fri", cc("On call", wk(1, 2), wk(1, 5)), cat=c)
    K("providence half marathon march 27", cc("Providence half marathon", ymd(2038, 3, 27)), cat=c)
    K("sunday 5:40am 20 mile run", cc("20 mile run", dt(wd(7), 5, 40)), cat=c)
    K("running club mtg next thurs 8pm", cc("Running club mtg", dt(wk(1, 4), 20)), cat=c)
    K("produce delivery tomorrow at noon", cc("Produce delivery", dt(rel(1), 12)), cat=c)
with use(now=NB, pref="future", **E):
    K("go over reqs w/ the PM at 11", cc("Go over reqs w/ the PM", dt(today(), 11)), cat=c, conv="bare-hour")
    K("pay the line cooks at 10", cc("Pay the line cooks", dt(rel(1), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 10:20 has passed; before noon there is no pm flip: tomorrow 10:00")
    K("health inspector coming 3:30", cc("Health inspector coming", dt(today(), 15, 30)), cat=c, conv="bare-hour")
    K("quarterly retro thurs 10-11:30am", cc("Quarterly retro", dt(wd(4), 10), dt(wd(4), 11, 30)), cat=c)
    K("on call all next week mon-sun", cc("On call", wk(1, 1), wk(1, 7)), cat=c)
    K("knee follow up tmrw 7am", cc("Knee follow up", dt(rel(1), 7)), cat=c)
    K("release deploy fri 9-11pm", cc("Release deploy", dt(wd(5), 21), dt(wd(5), 23)), cat=c)
    K("race volunteer training june 26", cc("Race volunteer training", ymd(2038, 6, 26)), cat=c)
    K("fly to Austin for the conference the wed after next thru fri",
      cc("Fly to Austin for the conference", wk(2, 3), wk(2, 5)), cat=c, conv="after-next",
      unsure="the destination stays in the title (no at/in)")
    K("reconcile w/ the fish supplier today at 4", cc("Reconcile w/ the fish supplier", dt(today(), 16)), cat=c)
    K("day after tomorrow 6am take the newbies on a 5k", cc("Take the newbies on a 5k", dt(rel(2), 6)), cat=c)
with use(now=NC, pref="future", **E):
    K("inventory the stockroom at 4", cc("Inventory the stockroom", dt(today(), 16)), cat=c, conv="bare-hour")
    K("hand out staff bonuses at 3", cc("Hand out staff bonuses", dt(rel(1), 15)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 15:30 has passed: tomorrow (New Year's Day) 15:00")
    K("seat the private party at 8", cc("Seat the private party", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 15:30 reads 20:00 today (the pm reading is still ahead)")
    K("first standup of the year monday 9:30", cc("First standup of the year", dt(wk(1, 1), 9, 30)), cat=c)
    K("houston marathon jan 9-11", cc("Houston marathon", ymd(2038, 1, 9), ymd(2038, 1, 11)), cat=c)
    K("annual physical jan 15", cc("Annual physical", ymd(2038, 1, 15)), cat=c)
    K("sat 7am first long run of 2038", cc("First long run of 2038", dt(wd(6), 7)), cat=c,
      unsure="2038 inside the title is not a time")

c = "location"
with use(now=NA, pref="future", **E):
    K("health inspection next tue 10am at the restaurant",
      cc("Health inspection", dt(wk(1, 2), 10), location="the restaurant"), cat=c)
    K("sun 6am long run, meet at the boathouse", cc("Long run", dt(wd(7), 6), location="the boathouse"), cat=c,
      unsure="'meet at' introduces the place")
with use(now=NB, pref="future", **E):
    K("ortho follow up thurs 3pm, location: Mass General", cc("Ortho follow up", dt(wd(4), 15), location="Mass General"),
      cat=c)
    K("club dinner next wed 7pm at Joe's BBQ", cc("Club dinner", dt(wk(1, 3), 19), location="Joe's BBQ"), cat=c)
    K("interview a candidate tmrw 2pm at the coworking space",
      cc("Interview a candidate", dt(rel(1), 14), location="the coworking space"), cat=c)
with use(now=NC, pref="future", **E):
    K("fire inspection jan 6 10am where: back kitchen",
      cc("Fire inspection", dt(ymd(2038, 1, 6), 10), location="back kitchen"), cat=c)
    K("marathon volunteer training sat 9-12 at the Y", cc("Marathon volunteer training", dt(wd(6), 9), dt(wd(6), 12),
      location="the Y"), cat=c, conv="bare-hour")

c = "holiday"
with use(now=NB, pref="future", **E):
    K("father's day brunch buyout at noon", cc("Brunch buyout", dt(holiday_in("fathers", 2038), 12)), cat=c)
    K("juneteenth 8am volunteer at the 5k", cc("Volunteer at the 5k", dt(ymd(2038, 6, 19), 8)), cat=c,
      unsure="'at the 5k' is an event, not a place: kept in the title")
with use(now=NC, pref="future", **E):
    K("new year's day 10am club's first run", cc("Club's first run", dt(ymd(2038, 1, 1), 10)), cat=c)
    K("anything on new year's day", cl(ymd(2038, 1, 1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("in half an hour remind me to turn off the fryer", cc("Turn off the fryer", dt(today(), 23, 10)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to join the call in 40 min", cc("Join the call", dt(today(), 11)), cat=c)
    K("follow up appt 3 weeks from now", cc("Follow up appt", rel(21)), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **E):
    K("7/3 denver meetup", cc("Denver meetup", ymd(2038, 7, 3)), cat=c, conv="en-month-first")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("intervals next tue and thu 6am", [cc("Intervals", dt(wk(1, 2), 6)), cc("Intervals", dt(wk(1, 4), 6))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("takings today 4,320", la("4320", "other", "takings", kind="income"), cat=c,
      unsure="a restaurant's takings: income, category other")
    K("petty cash 2 cases of gloves 46", la("46", "shopping", "gloves"), cat=c)
    K("paid the produce guy cash 610", la("610", "food", "produce"), cat=c,
      unsure="cash paid for a produce delivery: food")
    K("new running shoes 165", la("165", "shopping", "running shoes"), cat=c)
    K("uber to the airport yesterday 58", la("58", "transport", "uber to the airport", d=rel(-1)), cat=c)
    K("aws bill 84.17", la("84.17", "other", "aws"), cat=c, unsure="a cloud bill as other")
    K("wed PT copay 35", la("35", "health", "PT copay", d=wd(3)), cat=c)
with use(now=NB, pref="past", **E):
    K("pension came in 2,140", la("2140", "salary", "pension", kind="income"), cat=c,
      unsure="a pension: income, category salary")
    K("race entry 95", la("95", "entertainment", "race entry"), cat=c, unsure="a race entry fee as entertainment")
    K("sunday train to new haven and back 42", la("42", "transport", "train to new haven", d=wd(7)), cat=c)
    K("box of gels 38", la("38", "health", "gels"), cat=c, unsure="energy gels as health")
    K("lunch service brought in 1,760", la("1760", "other", "lunch service", kind="income"), cat=c,
      unsure="a restaurant's takings: income, category other")
    K("refund for the keyboard I sent back 129", la("129", "other", "refund for the keyboard", kind="income"), cat=c,
      unsure="a refund: income, category other")
    K("last fri fridge repair cash 225", la("225", "other", "fridge repair", d=wk(-1, 5)), cat=c)
with use(now=NC, pref="past", **E):
    K("year end bonus 3k", la("3000", "salary", "year end bonus", kind="income"), cat=c)
    K("noise cancelling headphones 329", la("329", "shopping", "noise cancelling headphones"), cat=c)
    K("beef order for tonight 1,480", la("1480", "food", "beef order"), cat=c)
    K("water for the club yesterday 24", la("24", "food", "water for the club", d=rel(-1)), cat=c)

c = "rollover"
with use(now=NA, pref="past", **E):
    K("friday night staff meal 96", la("96", "food", "staff meal"), cat=c, unsure="friday night said on Friday night: today")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("whats on this wknd", cl(wd(6), wd(7)), cat=c)
    K("next week's shifts pls", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="future", **E):
    K("what meetings do i have tmrw", cl(rel(1)), cat=c)
    K("this week's calendar", cl(wk(0, 1), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("races next month?", cl(ymd(2038, 7, 1), ymd(2038, 7, 31)), cat=c)
with use(now=NC, pref="future", **E):
    K("what's on next wk, first week back", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("january schedule", cl(ymd(2038, 1, 1), ymd(2038, 1, 31)), cat=c)
with use(now=NA, pref="past", **E):
    K("total takings this week", ls(wk(0, 1), wk(0, 7)), cat=c,
      unsure="takings asked as a summary of the week; the summary gives both sides")
    K("how much on food supplies this month", ls(ymd(2038, 3, 1), ymd(2038, 3, 31), "food"), cat=c)
with use(now=NB, pref="past", **E):
    K("doctor and PT spending last month", ls(ymd(2038, 5, 1), ymd(2038, 5, 31), "health"), cat=c)
    K("total for may", ls(ymd(2038, 5, 1), ymd(2038, 5, 31)), cat=c)
with use(now=NC, pref="past", **E):
    K("how much did i spend this year", ls(ymd(2037, 1, 1), ymd(2037, 12, 31)), cat=c)
    K("travel spending this year, all those race trips", ls(ymd(2037, 1, 1), ymd(2037, 12, 31), "transport"), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything due before the end of the month", cl(today(), ymd(2038, 3, 31)), cat=c)
    K("how many runs in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **E):
    K("what meetings are left this week", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("meetings late june", cl(ymd(2038, 6, 21), ymd(2038, 6, 30)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("cash spending month to date", ls(ymd(2038, 6, 1), today()), cat=c, conv="since",
      unsure="cash is how it was paid, not a category")
with use(now=NC, pref="future", **E):
    K("anything early next month", cl(ymd(2038, 1, 1), ymd(2038, 1, 10)), cat=c, conv="month-parts")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("weather in providence tmrw", wx("Providence", rel(1)), cat=c)
    K("rain in boston next sat? race day", wx("Boston", wk(1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("austin weather friday, flying out", wx("Austin", wd(5)), cat=c)
with use(now=NC, pref="future", **E):
    K("how cold in chicago on new year's day", wx("Chicago", ymd(2038, 1, 1)), cat=c)

c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run in philly tmrw morning", ra("Philadelphia", rel(1)), cat=c, unsure="philly as Philadelphia")
with use(now=NB, pref="future", **E):
    K("good day for a long run sunday? new york", ra("New York", wd(7)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Produce delivery", dt(rel(1), 12), dt(rel(1), 12, 30)), ev("Fish delivery", dt(rel(1), 14), dt(rel(1), 14, 30)),
         ev("Health inspection", dt(wk(1, 2), 10), dt(wk(1, 2), 11))]
    K("fish delivery -> tmrw 10am", cu(1, title="fish delivery", start=dt(rel(1), 10)), cat=c, given=g)
    K("push the inspection back a day", cu(2, title="inspection", start=dt(wk(1, 3), 10)), cat=c, given=g)
    K("produce delivery 30 min earlier", cu(0, title="produce delivery", start=dt(rel(1), 11, 30)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("Standup", dt(rel(2), 9, 30), dt(rel(2), 9, 45)),
         ev("Sprint review", dt(wd(5), 14), dt(wd(5), 15))]
    K("move tmrw's standup to 10", cu(0, title="standup", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("sprint review to next monday same time", cu(2, title="sprint review", start=dt(wk(1, 1), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    K("thursday standup location: zoom", cu(1, title="standup", date=rel(2), location="zoom"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Club's first run", dt(rel(1), 10), dt(rel(1), 12)), ev("Long run", dt(wd(6), 7), dt(wd(6), 10))]
    K("club's first run at 8am instead", cu(0, title="first run", start=dt(rel(1), 8)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("rename saturday's long run to 18 mile tempo", cu(1, title="long run", date=wd(6), new_title="18 mile tempo"),
      cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Produce delivery", dt(rel(1), 12), dt(rel(1), 12, 30)), ev("Fish delivery", dt(rel(1), 14), dt(rel(1), 14, 30))]
    K("no fish tmrw, delete that", cdel(1, title="fish"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("Standup", dt(rel(2), 9, 30), dt(rel(2), 9, 45))]
    K("cancel thursday's standup", cdel(1, title="standup", date=rel(2)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **E):
    KM("providence weather tmrw and can i run there in the morning", [wx("Providence", rel(1)), ra("Providence", rel(1))],
       cat=c)
with use(now=NA, pref="past", **E):
    KM("takings 4320, produce cash 610, gas bill 380", [la("4320", "other", "takings", kind="income"),
       la("610", "food", "produce"), la("380", "housing", "gas bill")], cat=c,
       unsure="takings as income, other; the restaurant's gas bill as housing")
with use(now=NB, pref="future", **E):
    KM("show me tmrw then check austin weather fri", [cl(rel(1)), wx("Austin", wd(5))], cat=c)
with use(now=NC, pref="past", **E):
    KM("total spent this year and how much on transport", [ls(ymd(2037, 1, 1), ymd(2037, 12, 31)),
       ls(ymd(2037, 1, 1), ymd(2037, 12, 31), "transport")], cat=c, conv="distribute")

# =============================================================================== second block: more of the same month
c = "composition"
with use(now=NA, pref="future", **E):
    K("tasting w/ the new chef tmrw 4pm", cc("Tasting w/ the new chef", dt(rel(1), 16)), cat=c)
    K("sun 7-9pm go over the month's books with my partner",
      cc("Go over the month's books with my partner", dt(wd(7), 19), dt(wd(7), 21)), cat=c)
    K("pick up MRI results next fri 10am", cc("Pick up MRI results", dt(wk(1, 5), 10)), cat=c)
    K("post the schedule to the group chat next wed", cc("Post the schedule to the group chat", wk(1, 3)), cat=c)
    K("hood cleaning guys coming tmrw 8am", cc("Hood cleaning guys coming", dt(rel(1), 8)), cat=c)
    K("berkshires hill training next mon-wed", cc("Berkshires hill training", wk(1, 1), wk(1, 3)), cat=c)
    K("pair w/ the frontend guy day after tmrw 10:30", cc("Pair w/ the frontend guy", dt(rel(2), 10, 30)), cat=c)
    K("remind me next tue 10pm to renew the domain", cc("Renew the domain", dt(wk(1, 2), 22)), cat=c)
    K("bib pickup volunteering sat 9-11:30am", cc("Bib pickup volunteering", dt(wd(6), 9), dt(wd(6), 11, 30)), cat=c)
with use(now=NB, pref="future", **E):
    K("negotiate w/ the pork supplier tmrw 5pm", cc("Negotiate w/ the pork supplier", dt(rel(1), 17)), cat=c)
    K("tech talk online thurs 8:30pm", cc("Tech talk online", dt(wd(4), 20, 30)), cat=c)
    K("club intervals next tue 6am", cc("Club intervals", dt(wk(1, 2), 6)), cat=c)
    K("code review today 2-3", cc("Code review", dt(today(), 14), dt(today(), 15)), cat=c, conv="bare-hour")
    K("do next week's schedule fri 9am", cc("Do next week's schedule", dt(wd(5), 9)), cat=c)
    K("onsite w/ the client in Hartford june 28 to 30", cc("Onsite w/ the client", ymd(2038, 6, 28), ymd(2038, 6, 30),
      location="Hartford"), cat=c)
    K("club's 20th anniversary next sat all day", cc("Club's 20th anniversary", wk(1, 6)), cat=c)
    K("blood pressure check tmrw 12:30", cc("Blood pressure check", dt(rel(1), 12, 30)), cat=c)
    K("staff meeting at 5", cc("Staff meeting", dt(today(), 17)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    K("countdown at the bar tonight 11:30", cc("Countdown", dt(today(), 23, 30), location="the bar"), cat=c)
    K("dinner at my folks' new year's day 3pm", cc("Dinner", dt(ymd(2038, 1, 1), 15), location="my folks'"), cat=c,
      unsure="'at my folks'' as the place")
    K("first sprint planning of the year jan 4 10am", cc("First sprint planning of the year", dt(ymd(2038, 1, 4), 10)),
      cat=c)
    K("ortho recheck next wed 2pm", cc("Ortho recheck", dt(wk(1, 3), 14)), cat=c)
    K("club new year run sun 7am", cc("Club new year run", dt(wd(7), 7)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("interview a server tmrw 3pm at the restaurant upstairs",
      cc("Interview a server", dt(rel(1), 15), location="the restaurant upstairs"), cat=c)
    K("physical next thurs 9:30am at Mercy Hospital", cc("Physical", dt(wk(1, 4), 9, 30), location="Mercy Hospital"),
      cat=c)
with use(now=NB, pref="future", **E):
    K("sat 6am 15 miles on the river trail, start at the boathouse",
      cc("15 miles on the river trail", dt(wd(6), 6), location="the boathouse"), cat=c,
      unsure="'start at' introduces the place; the trail stays in the title")
    K("product review next mon 2pm location: conf room 3", cc("Product review", dt(wk(1, 1), 14), location="conf room 3"),
      cat=c)
with use(now=NC, pref="future", **E):
    K("running club banquet jan 8 7pm where: Lakeside Grill",
      cc("Running club banquet", dt(ymd(2038, 1, 8), 19), location="Lakeside Grill"), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("4/10 9am kitchen equipment inspection", cc("Kitchen equipment inspection", dt(ymd(2038, 4, 10), 9)), cat=c,
      conv="en-month-first")

c = "money"
with use(now=NA, pref="past", **E):
    K("dinner service 2,980", la("2980", "other", "dinner service", kind="income"), cat=c,
      unsure="a restaurant's takings: income, category other")
    K("paid the dishwasher cash 640", la("640", "other", "dishwasher"), cat=c,
      unsure="wages paid out: an expense, category other")
    K("tues train to the race 31", la("31", "transport", "train to the race", d=wd(2)), cat=c)
with use(now=NB, pref="past", **E):
    K("physio 35", la("35", "health", "physio"), cat=c)
    K("jetbrains renewal 289", la("289", "education", "jetbrains renewal"), cat=c,
      unsure="a developer tool subscription as education")
    K("lunch w/ running buddies yesterday 46", la("46", "food", "lunch w/ running buddies", d=rel(-1)), cat=c)
    K("club outing last sat my share 20", la("20", "entertainment", "club outing", d=wk(-1, 6)), cat=c)
    K("client paid the final invoice 4,500", la("4500", "salary", "final invoice", kind="income"), cat=c,
      unsure="a side-project payment as salary")
with use(now=NC, pref="past", **E):
    K("nye deposits came in 1,800", la("1800", "other", "nye deposits", kind="income"), cat=c,
      unsure="a restaurant's booking deposits: income, category other")
    K("usb-c dock 89", la("89", "shopping", "usb-c dock"), cat=c)
    K("dentist last wed 180", la("180", "health", "dentist", d=wk(-1, 3)), cat=c)

c = "rollover"
with use(now=NB, pref="past", **E):
    K("tuesday morning cab to the clinic 18", la("18", "transport", "cab to the clinic"), cat=c,
      unsure="tuesday morning said on Tuesday morning: today")

c = "range"
with use(now=NA, pref="future", **E):
    K("anything tmrw", cl(rel(1)), cat=c)
    K("how many mtgs next wed", cl(wk(1, 3)), cat=c)
with use(now=NB, pref="future", **E):
    K("show next week's runs", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NA, pref="past", **E):
    K("takings last week", ls(wk(-1, 1), wk(-1, 7)), cat=c)
    K("running gear this month, shopping category", ls(ymd(2038, 3, 1), ymd(2038, 3, 31), "shopping"), cat=c)
with use(now=NB, pref="past", **E):
    K("list yesterday's expenses", ll(rel(-1)), cat=c)
    K("last 20 transactions pls", ll(limit=20), cat=c)
with use(now=NC, pref="past", **E):
    K("december total", ls(ymd(2037, 12, 1), ymd(2037, 12, 31)), cat=c)
    K("health spending in november", ls(ymd(2037, 11, 1), ymd(2037, 11, 30), "health"), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("what's on between now and next friday", cl(today(), wk(1, 5)), cat=c,
      unsure="'between now and next friday' read as today … next Friday")
with use(now=NB, pref="future", **E):
    K("next 2 weeks schedule", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
    K("any races early july", cl(ymd(2038, 7, 1), ymd(2038, 7, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("food spending past 30 days", ls(rel(-29), today(), "food"), cat=c)
with use(now=NC, pref="future", **E):
    K("what do i have in the first half of next year", cl(ymd(2038, 1, 1), ymd(2038, 6, 30)), cat=c, conv="halves")

c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in pittsfield sunday?", wx("Pittsfield", wd(7)), cat=c)
with use(now=NB, pref="future", **E):
    K("temp in new york today", wx("New York"), cat=c)
    K("hartford weather next monday", wx("Hartford", wk(1, 1)), cat=c)
with use(now=NC, pref="future", **E):
    KM("miami weather this weekend", [wx("Miami", wd(6)), wx("Miami", wd(7))], cat=c)

c = "running"
with use(now=NA, pref="future", **E):
    K("good for hill repeats in pittsfield sunday morning?", ra("Pittsfield", wd(7)), cat=c)
with use(now=NC, pref="future", **E):
    K("can i run in chicago new year's morning or too cold", ra("Chicago", ymd(2038, 1, 1)), cat=c)

c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Tasting w/ the new chef", dt(rel(1), 16), dt(rel(1), 17)), ev("Interview a server", dt(rel(1), 15), dt(rel(1), 15, 30)),
         ev("Books with partner", dt(wd(7), 19), dt(wd(7), 21))]
    K("move the tasting to sunday at noon", cu(0, title="tasting", start=dt(wd(7), 12)), cat=c, given=g)
    K("push the interview back an hour", cu(1, title="interview", start=dt(rel(1), 16)), cat=c, given=g)
    K("books w/ partner 8-10pm instead", cu(2, title="books", start=dt(wd(7), 20), end=dt(wd(7), 22)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Club intervals", dt(wk(1, 2), 6), dt(wk(1, 2), 7, 30)), ev("Club intervals", dt(wk(2, 2), 6), dt(wk(2, 2), 7, 30)),
         ev("Ortho follow up", dt(wd(4), 15), dt(wd(4), 16))]
    K("next tue intervals -> next wed same time", cu(0, title="intervals", date=wk(1, 2), start=dt(wk(1, 3), 6)), cat=c,
      given=g, conv="move-keeps-clock")
    K("ortho follow up at 2pm instead", cu(2, title="ortho", start=dt(wd(4), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("intervals 30 min later", cu(0, title="intervals", start=dt(wk(1, 2), 6, 30)), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **E):
    g = [ev("Ortho recheck", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), ev("Running club banquet", dt(ymd(2038, 1, 8), 19), dt(ymd(2038, 1, 8), 21))]
    K("banquet location: Harbor View", cu(1, title="banquet", location="Harbor View"), cat=c, given=g)
    K("push the ortho recheck back a week", cu(0, title="ortho recheck", start=dt(wk(2, 3), 14)), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Tasting w/ the new chef", dt(rel(1), 16), dt(rel(1), 17)), ev("Interview a server", dt(rel(1), 15), dt(rel(1), 15, 30))]
    K("candidate bailed, cancel the interview", cdel(1, title="interview"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Club intervals", dt(wk(1, 2), 6), dt(wk(1, 2), 7, 30)), ev("Club intervals", dt(wk(2, 2), 6), dt(wk(2, 2), 7, 30))]
    K("delete intervals the tuesday after next", cdel(1, title="intervals", date=wk(2, 2)), cat=c, given=g,
      conv="after-next")
with use(now=NC, pref="future", **E):
    g = [ev("Club new year run", dt(wd(7), 7), dt(wd(7), 10)), ev("Ortho recheck", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    K("sunday's club run is off, too icy", cdel(0, title="club", date=wd(7)), cat=c, given=g)

c = "multi"
with use(now=NA, pref="future", **E):
    KM("tasting tmrw 4pm and interview at 3", [cc("Tasting", dt(rel(1), 16)), cc("Interview", dt(rel(1), 15))], cat=c,
       conv=["distribute", "bare-hour"], unsure="tmrw said once for both; a bare 3 reads 15:00")
with use(now=NB, pref="past", **E):
    KM("physio 35, cab 18, gels 38", [la("35", "health", "physio"), la("18", "transport", "cab"),
       la("38", "health", "gels")], cat=c, unsure="energy gels as health")
with use(now=NB, pref="future", **E):
    g = [ev("Club intervals", dt(wk(1, 2), 6), dt(wk(1, 2), 7, 30)), ev("Ortho follow up", dt(wd(4), 15), dt(wd(4), 16))]
    KM("cancel the ortho follow up and put pick up MRI report thurs 3pm instead",
       [cdel(1, title="ortho follow up"), cc("Pick up MRI report", dt(wd(4), 15))], cat=c, given=g)
with use(now=NC, pref="past", **E):
    KM("bonus 3k came in, staff gifts 450", [la("3000", "salary", "bonus", kind="income"), la("450", "other", "staff gifts")],
       cat=c, unsure="gifts for staff as other")
with use(now=NC, pref="future", **E):
    KM("what's on tmrw and chicago weather", [cl(rel(1)), wx("Chicago", rel(1))], cat=c, conv="distribute",
       unsure="tmrw said once for the calendar and the weather")

# =============================================================================== third block: weather and running
c = "weather"
with use(now=NA, pref="future", **E):
    K("providence weather march 27, race day", wx("Providence", ymd(2038, 3, 27)), cat=c)
with use(now=NB, pref="future", **E):
    K("baltimore weather this sat", wx("Baltimore", wd(6)), cat=c)
    KM("rain in denver tmrw or the day after?", [wx("Denver", rel(1)), wx("Denver", rel(2))], cat=c)
c = "running"
with use(now=NB, pref="future", **E):
    K("ok to run tonight in boston", ra("Boston"), cat=c)
    K("baltimore sat morning good for a run before the training?", ra("Baltimore", wd(6)), cat=c)
with use(now=NC, pref="future", **E):
    K("houston next sat running conditions", ra("Houston", wk(1, 6)), cat=c)
