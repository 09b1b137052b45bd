"""Round 6 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Everyday phone typing:
tmrw, tmr, tues, thurs, wknd, appt, mtg, b4, 2nite, pls, w/, @, &; context around the request, statements,
indirect questions and corrections inside one message (the corrected value is expected)."""
from lib import *

NR = "2029-03-11T10:45:00"  # Sunday: US daylight saving time began at 02:00 today; St. Patrick's Saturday 03-17
NS = "2029-02-12T17:30:00"  # Monday evening; Valentine's Wednesday 02-14, Presidents' Day Monday 02-19
NT = "2029-05-28T11:40:00"  # Monday, US Memorial Day, just before noon; the month ends Thursday
NU = "2029-09-30T23:50:00"  # Sunday night, ten minutes before the quarter ends; Columbus Day 10-08
E = dict(lang="en", tz="America/New_York")
OCT = lambda d: ymd(2029, 10, d)  # noqa: E731

# =============================================================================== composition
c = "composition"
with use(now=NR, pref="future", **E):
    K("tmrw dentist appt @ 3", cc("Dentist appt", dt(rel(1), 15)), cat=c, conv="bare-hour")
    K("my sister lands Friday so can you put pickup at the airport at 6:40pm",
      cc("Pickup at the airport", dt(wd(5), 18, 40)), cat=c,
      unsure="'at the airport' is part of the errand (pickup), not introduced as the event's place; kept in the title")
    K("tues mtg w/ Sam 10am", cc("Mtg w/ Sam", dt(wd(2), 10)), cat=c)
    K("thurs 2:15 parent teacher conf pls", cc("Parent teacher conf", dt(wd(4), 14, 15)), cat=c, conv="bare-hour")
    K("Thursday no wait Friday at 4 for the vet", cc("Vet", dt(wd(5), 16)), cat=c, conv="bare-hour")
with use(now=NS, pref="future", **E):
    K("tmr noon lunch w/ Dana", cc("Lunch w/ Dana", dt(rel(1), 12)), cat=c)
    K("wed haircut like 5ish", cc("Haircut", dt(wd(3), 17)), cat=c, conv="bare-hour")
    K("put down oil change sat 9am", cc("Oil change", dt(wd(6), 9)), cat=c)
    K("boss wants a 1:1 thurs, make it 3:30pm", cc("1:1", dt(wd(4), 15, 30)), cat=c)
with use(now=NT, pref="future", **E):
    K("fri 7pm drinks w/ the team", cc("Drinks w/ the team", dt(wd(5), 19)), cat=c)
    K("tmrw 8:30am call w/ the contractor", cc("Call w/ the contractor", dt(rel(1), 8, 30)), cat=c)
    K("2nite 9pm movie night", cc("Movie night", dt(today(), 21)), cat=c)
    K("lunch w/ Priya tmrw at 12:30 no make it 1", cc("Lunch w/ Priya", dt(rel(1), 13)), cat=c, conv="bare-hour")
    K("wed at 10 haircut for the kids", cc("Haircut for the kids", dt(wd(3), 10)), cat=c, conv="bare-hour")
with use(now=NU, pref="future", **E):
    K("tmrw first thing 7:30am flight to Denver", cc("Flight to Denver", dt(rel(1), 7, 30)), cat=c)
    K("the 5th 8pm concert w/ Alex", cc("Concert w/ Alex", dt(OCT(5), 20)), cat=c)
    K("tues 6pm pta mtg", cc("Pta mtg", dt(wd(2), 18)), cat=c)
    K("can u add soccer practice thurs at 5:30", cc("Soccer practice", dt(wd(4), 17, 30)), cat=c, conv="bare-hour")
    K("mom's bday dinner sat @ 7", cc("Mom's bday dinner", dt(wd(6), 19)), cat=c, conv="bare-hour")

# =============================================================================== money
c = "money"
with use(now=NR, pref="past", **E):
    K("lunch 35 no wait 38", la("38", "food", "lunch"), cat=c)
    K("haircut 40 bucks + tip", la("40", "other", "haircut"), cat=c, unsure="the tip is not said as an amount")
    K("gas 52", la("52", "transport", "gas"), cat=c)
    K("uber 23.40 pls log it", la("23.4", "transport", "uber"), cat=c)
    K("grabbed brunch w/ Kim, 42", la("42", "food", "brunch"), cat=c)
    K("$18 for the parking garage", la("18", "transport", "parking garage"), cat=c)
with use(now=NS, pref="past", **E):
    K("rent went up to 2,150 this month, log it", la("2150", "housing", "rent"), cat=c)
    K("valentine's flowers 65", la("65", "shopping", "flowers"), cat=c)
    K("yesterday groceries 96", la("96", "food", "groceries", d=rel(-1)), cat=c)
    K("paycheck hit 3,480", la("3480", "salary", "paycheck", kind="income"), cat=c)
    K("sat movie & popcorn 31", la("31", "entertainment", "movie & popcorn", d=wd(6)), cat=c)
with use(now=NT, pref="past", **E):
    K("memorial day bbq supplies 74", la("74", "food", "bbq supplies"), cat=c)
    K("sold my old bike on marketplace for 220", la("220", "other", "old bike", kind="income"), cat=c)
    K("copay at the urgent care 35", la("35", "health", "copay"), cat=c)
    K("bought a new phone case, like 20ish", la("20", "shopping", "phone case"), cat=c, conv="approx")
    K("fri night pizza 27", la("27", "food", "pizza", d=wd(5)), cat=c)
    K("kid's swim lessons 180 for the summer", la("180", "education", "swim lessons"), cat=c)
with use(now=NU, pref="past", **E):
    K("quarterly bonus 1.5k came in", la("1500", "salary", "bonus", kind="income"), cat=c)
    K("electric bill 131.20", la("131.2", "housing", "electric bill"), cat=c)
    K("late night tacos 16", la("16", "food", "tacos"), cat=c)
    K("paid the vet 310 on thurs", la("310", "health", "vet", d=wd(4)), cat=c)
    K("gym membership renewal, 49.99", la("49.99", "health", "gym membership"), cat=c)

# =============================================================================== update
c = "update"
with use(now=NR, pref="future", **E):
    g = [ev("Dentist", dt(wd(3), 10), dt(wd(3), 11))]
    K("dentist's moved to Thursday 4pm", cu(0, title="dentist", start=dt(wd(4), 16)), cat=c, given=g)
    g = [ev("Team sync", dt(wk(1, 1), 9), dt(wk(1, 1), 9, 30))]
    K("push mon's team sync 30 min", cu(0, title="team sync", date=wk(1, 1), start=dt(wk(1, 1), 9, 30)), cat=c, given=g)
    g = [ev("Coffee w/ Jo", dt(today(), 15), dt(today(), 16))]
    K("coffee w/ Jo is @ quarter to 4 now", cu(0, title="coffee w/ Jo", start=dt(today(), 15, 45)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Book club", dt(wd(2), 19), dt(wd(2), 21))]
    K("book club -> thurs same time", cu(0, title="book club", start=dt(wd(4), 19)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Yoga", dt(rel(1), 7), dt(rel(1), 8)), ev("Yoga", dt(wd(3), 7), dt(wd(3), 8))]
    K("tmrw's yoga make it 7:30am", cu(0, title="yoga", date=rel(1), start=dt(rel(1), 7, 30)), cat=c, given=g)
with use(now=NS, pref="future", **E):
    g = [ev("Valentine's dinner", dt(wd(3), 19), dt(wd(3), 21))]
    K("res got moved, vday dinner is at 8:15 now", cu(0, title="dinner", start=dt(wd(3), 20, 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("1:1 with Maria", dt(wd(4), 15), dt(wd(4), 15, 30))]
    K("move my 1:1 w/ Maria to fri, same time pls", cu(0, title="1:1", start=dt(wd(5), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45))]
    K("tmr standup an hour later", cu(0, title="standup", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g)
    g = [ev("Team lunch", dt(wd(5), 12), dt(wd(5), 13))]
    K("team lunch is at the Thai place on 5th now", cu(0, title="team lunch", location="the Thai place on 5th"), cat=c,
      given=g)
with use(now=NT, pref="future", **E):
    g = [ev("Car inspection", dt(wd(3), 9), dt(wd(3), 10))]
    K("car inspection wed -> thu 11am", cu(0, title="car inspection", date=wd(3), start=dt(wd(4), 11)), cat=c, given=g)
    g = [ev("Dinner w/ the Parks", dt(wd(6), 18), dt(wd(6), 20))]
    K("the Parks can't do 6, dinner sat is 7 no wait 7:30", cu(0, title="dinner", date=wd(6), start=dt(wd(6), 19, 30)),
      cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Mtg", dt(rel(1), 14), dt(rel(1), 15))]
    K("rename tmrw's mtg to Budget review", cu(0, title="mtg", date=rel(1), new_title="Budget review"), cat=c, given=g)
    g = [ev("PT", dt(wd(4), 16), dt(wd(4), 17))]
    K("PT got bumped a week", cu(0, title="PT", start=dt(wd(4) + td(days=7), 16)), cat=c, given=g)
    g = [ev("Haircut", dt(today(), 17), dt(today(), 17, 30))]
    K("the 5pm today, can it be 5:45", cu(0, date=today(), start=dt(today(), 17, 45)), cat=c, given=g)
with use(now=NU, pref="future", **E):
    g = [ev("Flight to Denver", dt(rel(1), 7, 30), dt(rel(1), 10)), ev("Flight home", dt(OCT(4), 18), dt(OCT(4), 21))]
    K("flight home got pushed to fri same time", cu(1, title="flight home", start=dt(OCT(5), 18)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Quarterly review", dt(wk(1, 3), 13), dt(wk(1, 3), 14))]
    K("quarterly review tues instead, 2-3:30", cu(0, title="quarterly review", start=dt(wd(2), 14), end=dt(wd(2), 15, 30)),
      cat=c, given=g)
    g = [ev("Concert w/ Alex", dt(OCT(5), 20), dt(OCT(5), 23))]
    K("concert's at Radio City btw", cu(0, title="concert", location="Radio City"), cat=c, given=g,
      unsure="a statement about the stored concert ('at Radio City') read as a new place")

# =============================================================================== delete
c = "delete"
with use(now=NR, pref="future", **E):
    g = [ev("Gym", dt(wd(2), 6), dt(wd(2), 7)), ev("Gym", dt(wd(4), 6), dt(wd(4), 7))]
    K("skip thurs gym, delete it", cdel(1, title="gym", date=wd(4)), cat=c, given=g)
    g = [ev("Lunch w/ Dana", dt(rel(1), 12), dt(rel(1), 13))]
    K("Dana bailed, kill tmrw's lunch", cdel(0, title="lunch", date=rel(1)), cat=c, given=g)
with use(now=NS, pref="future", **E):
    g = [ev("Oil change", dt(wd(6), 9), dt(wd(6), 10))]
    K("already did the oil change, take it off sat", cdel(0, title="oil change", date=wd(6)), cat=c, given=g)
    g = [ev("Ski trip", wd(6), wd(7))]
    K("no snow = no ski trip this wknd, delete pls", cdel(0, title="ski trip"), cat=c, given=g)
with use(now=NT, pref="future", **E):
    g = [ev("Drinks w/ the team", dt(wd(5), 19), dt(wd(5), 21))]
    K("fri drinks are off", cdel(0, title="drinks", date=wd(5)), cat=c, given=g)
    g = [ev("Call w/ the contractor", dt(rel(1), 8, 30), dt(rel(1), 9))]
    K("cancel the 8:30 tmrw", cdel(0, date=rel(1)), cat=c, given=g)
    g = [ev("Movie night", dt(today(), 21), dt(today(), 23))]
    K("too tired, scrap movie night 2nite", cdel(0, title="movie night", date=today()), cat=c, given=g)
with use(now=NU, pref="future", **E):
    g = [ev("Pta mtg", dt(wd(2), 18), dt(wd(2), 19))]
    K("pta mtg got canceled", cdel(0, title="pta mtg"), cat=c, given=g)
    g = [ev("Brunch", dt(wd(6), 11), dt(wd(6), 12)), ev("Brunch", dt(wd(7), 11), dt(wd(7), 12))]
    K("drop sunday's brunch", cdel(1, title="brunch", date=wd(7)), cat=c, given=g)
    g = [ev("Dentist appt", dt(OCT(9), 15), dt(OCT(9), 16))]
    K("delete the dentist appt on the 9th", cdel(0, title="dentist appt", date=OCT(9)), cat=c, given=g)

# =============================================================================== multi
c = "multi"
with use(now=NR, pref="past", **E):
    KM("gas 45 & car wash 12", [la("45", "transport", "gas"), la("12", "transport", "car wash")], cat=c)
    KM("coffee 5.50\nbagel 3.25\nparking 14",
       [la("5.5", "food", "coffee"), la("3.25", "food", "bagel"), la("14", "transport", "parking")], cat=c)
with use(now=NR, pref="future", **E):
    KM("tues 10am mtg w/ Sam, also what's the weather in Boston tues",
       [cc("Mtg w/ Sam", dt(wd(2), 10)), wx("Boston", wd(2))], cat=c)
    g = [ev("Dentist", dt(wd(3), 10), dt(wd(3), 11))]
    KM("dentist to thurs 4pm and show me thurs",
       [cu(0, title="dentist", start=dt(wd(4), 16)), cl(wd(4))], cat=c, given=g)
with use(now=NS, pref="past", **E):
    KM("movie 15 plus popcorn 9", [la("15", "entertainment", "movie"), la("9", "food", "popcorn")], cat=c)
    KM("how much this month so far & how much last month",
       [ls(month_start(), today()), ls(month_start(-1), month_end(-1))], cat=c, conv="since")
with use(now=NS, pref="future", **E):
    KM("wed 7pm vday dinner, and is it gonna snow in Chicago wed night",
       [cc("Vday dinner", dt(wd(3), 19)), wx("Chicago", wd(3))], cat=c)
with use(now=NT, pref="future", **E):
    KM("weather in Miami tmrw & the day after", [wx("Miami", rel(1)), wx("Miami", rel(2))], cat=c)
    KM("fri 7pm drinks w/ Jen then sat 10am farmers market",
       [cc("Drinks w/ Jen", dt(wd(5), 19)), cc("Farmers market", dt(wd(6), 10))], cat=c)
    g = [ev("Car inspection", dt(wd(3), 9), dt(wd(3), 10))]
    KM("delete the car inspection, plus what do I have thurs", [cdel(0, title="car inspection"), cl(wd(4))], cat=c, given=g)
with use(now=NT, pref="past", **E):
    KM("bbq stuff 74, beer 28, ice 6",
       [la("74", "food", "bbq stuff"), la("28", "food", "beer"), la("6", "food", "ice")], cat=c)
    KM("paycheck 3,200 in\nrent 1,900 out",
       [la("3200", "salary", "paycheck", kind="income"), la("1900", "housing", "rent")], cat=c)
with use(now=NU, pref="future", **E):
    KM("tmrw 7:30am flight to Denver, also Denver weather tmrw",
       [cc("Flight to Denver", dt(rel(1), 7, 30)), wx("Denver", rel(1))], cat=c)
with use(now=NU, pref="past", **E):
    KM("total this quarter? and food in Sept", [ls(ymd(2029, 7, 1), ymd(2029, 9, 30)), ls(ymd(2029, 9, 1), ymd(2029, 9, 30),
                                                                                        "food")], cat=c, conv="quarters")

# =============================================================================== range / look-ups
c = "range"
with use(now=NR, pref="future", **E):
    K("do I have anything on Friday?", cl(wd(5)), cat=c)
    K("what's my week look like next week", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NT, pref="past", **E):
    K("how bad was food last month", ls(month_start(-1), month_end(-1), "food"), cat=c)
    K("show me everything I spent last wk", ll(wk(-1, 1), wk(-1, 7)), cat=c)
with use(now=NT, pref="future", **E):
    K("am I free this wknd?", cl(wd(6), wd(7)), cat=c)
with use(now=NU, pref="past", **E):
    K("Sept 1 thru today how much on gas", ls(ymd(2029, 9, 1), today(), "transport"), cat=c)
    K("what did I spend on eating out jul-sep", ls(ymd(2029, 7, 1), ymd(2029, 9, 30), "food"), cat=c)
with use(now=NU, pref="future", **E):
    K("anything Oct 3 thru Oct 6?", cl(OCT(3), OCT(6)), cat=c)

c = "deadline"
with use(now=NR, pref="future", **E):
    K("what's on b4 St. Patrick's Day", cl(today(), ymd(2029, 3, 16)), cat=c, conv="en-before-exclusive")
    K("anything in the next 3 days?", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NT, pref="future", **E):
    K("what's left thru thurs", cl(today(), wd(4)), cat=c, conv="until-inclusive")
with use(now=NT, pref="past", **E):
    K("my spending month to date pls", ls(month_start(), today()), cat=c, conv="since")
with use(now=NU, pref="future", **E):
    K("what do I have by the end of the year", cl(today(), ymd(2029, 12, 31)), cat=c, conv="by-inclusive")
with use(now=NU, pref="past", **E):
    K("how much in the last 7 days", ls(rel(-6), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NR, pref="future", **E):
    K("is it gonna rain in Philly tmrw", wx("Philadelphia", rel(1)), cat=c)
with use(now=NS, pref="future", **E):
    K("how cold in Boston tmr", wx("Boston", rel(1)), cat=c)
with use(now=NT, pref="future", **E):
    KM("beach wknd in Miami, what's the weather", [wx("Miami", wd(6)), wx("Miami", wd(7))], cat=c)
    K("storms in Atlanta 2nite?", wx("Atlanta"), cat=c)
with use(now=NU, pref="future", **E):
    K("weather in Seattle thurs", wx("Seattle", wd(4)), cat=c)
    K("will it be nice in Pittsburgh for Columbus Day", wx("Pittsburgh", ymd(2029, 10, 8)), cat=c)
c = "running"
with use(now=NR, pref="future", **E):
    K("ok to run in Boston tmrw morning?", ra("Boston", rel(1)), cat=c)
with use(now=NT, pref="future", **E):
    K("too hot for a run in Austin 2nite?", ra("Austin"), cat=c)
with use(now=NU, pref="future", **E):
    K("long run sat in Chicago, good idea?", ra("Chicago", wd(6)), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NR, pref="future", **E):
    K("St. Patty's 5pm drinks w/ the crew", cc("Drinks w/ the crew", dt(ymd(2029, 3, 17), 17)), cat=c)
    K("Easter brunch at Grandma's 11am", cc("Easter brunch", dt(easter(2029), 11), location="Grandma's"), cat=c)
with use(now=NS, pref="future", **E):
    K("Presidents' Day 10am car shopping w/ Dad", cc("Car shopping w/ Dad", dt(holiday_in("presidents", 2029), 10)), cat=c)
with use(now=NT, pref="future", **E):
    K("the Fourth 4pm bbq at Mike's", cc("Bbq", dt(ymd(2029, 7, 4), 16), location="Mike's"), cat=c)
    K("Father's Day 1pm lunch w/ Dad", cc("Lunch w/ Dad", dt(holiday_in("fathers", 2029), 13)), cat=c)
with use(now=NU, pref="future", **E):
    K("Halloween 6pm trick or treating w/ the kids", cc("Trick or treating w/ the kids", dt(ymd(2029, 10, 31), 18)), cat=c)
    K("Columbus Day apple picking", cc("Apple picking", holiday_in("columbus", 2029)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NR, pref="future", **E):
    K("coffee w/ Jo @ Blue Bottle tmrw 9am", cc("Coffee w/ Jo", dt(rel(1), 9), location="Blue Bottle"), cat=c,
      unsure="'@' read as 'at' introducing the place")
with use(now=NS, pref="future", **E):
    K("thurs 6pm dinner at Luigi's", cc("Dinner", dt(wd(4), 18), location="Luigi's"), cat=c)
with use(now=NT, pref="future", **E):
    K("wed 7pm spin class at the Y", cc("Spin class", dt(wd(3), 19), location="the Y"), cat=c)
with use(now=NU, pref="future", **E):
    K("tues 8am spin @ the gym on Main St", cc("Spin", dt(wd(2), 8), location="the gym on Main St"), cat=c,
      unsure="'@' read as 'at' introducing the place")
    K("fri 12:30 lunch w/ Kate, location: Sweetgreen", cc("Lunch w/ Kate", dt(OCT(5), 12, 30), location="Sweetgreen"), cat=c)
