"""Round 3 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them)."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NB = "2027-03-15T21:30:00"  # Monday
NC = "2027-06-30T08:00:00"  # Wednesday
ND = "2027-09-10T14:00:00"  # Friday
NE = "2027-01-29T19:00:00"  # Friday
NF = "2027-11-03T16:45:00"  # Wednesday
NG = "2026-12-31T22:15:00"  # Thursday, the last evening of the year
NH = "2027-03-14T11:00:00"  # Sunday, the day US daylight saving time began (02:00 -> 03:00)
NI = "2027-07-31T11:20:00"  # Saturday, the last day of a month
# Round 3 reference times
NJ = "2027-02-16T07:40:00"  # Tuesday, early morning; Presidents' Day was yesterday
NK = "2027-05-31T18:00:00"  # Monday, month end, Memorial Day
NL = "2027-10-28T23:50:00"  # Thursday, ten minutes before midnight (US DST ends Nov 7)
NM = "2027-12-25T09:00:00"  # Saturday, Christmas morning
E = dict(lang="en", tz="America/New_York")

# =============================================================================== update
c = "update"
with use(now=NJ, pref="future", **E):
    g = [ev("Design review", dt(wd(4), 10), dt(wd(4), 11)), ev("Design review", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("bump this Thursday's design review to 1:30", cu(0, title="design review", date=wk(0, 4), start=dt(wk(0, 4), 13, 30)),
      cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Dentist cleaning", dt(rel(1), 8, 30), dt(rel(1), 9, 30))]
    K("can you push tomorrow's dentist cleaning back 45 minutes",
      cu(0, title="dentist cleaning", date=rel(1), start=dt(rel(1), 9, 15)), cat=c, given=g)
    g = [ev("1:1 with Priya", dt(today(), 15), dt(today(), 15, 30))]
    K("move my 1:1 with Priya to 4:15 today", cu(0, title="1:1 with Priya", date=today(), start=dt(today(), 16, 15)), cat=c,
      given=g, conv="bare-hour")
    g = [ev("Car inspection", dt(wd(5), 9), dt(wd(5), 10))]
    K("hey, the car inspection on Friday - slide it to Saturday, same time",
      cu(0, title="car inspection", date=wd(5), start=dt(wd(6), 9)), cat=c, given=g)
    g = [ev("Budget call", dt(today(), 11), dt(today(), 12))]
    K("budget call this morning needs to start an hour later", cu(0, title="budget call", date=today(), start=dt(today(), 12)),
      cat=c, given=g)
    g = [ev("Piano practice", dt(wd(3), 17), dt(wd(3), 18))]
    K("rename Wednesday's piano practice to Recital run-through",
      cu(0, title="piano practice", date=wd(3), new_title="Recital run-through"), cat=c, given=g)
    g = [ev("Lunch with Dana", dt(wd(4), 12), dt(wd(4), 13))]
    K("Thursday lunch with Dana is at Sweetgreen on Park now",
      cu(0, title="lunch with Dana", date=wd(4), location="Sweetgreen on Park"), cat=c, given=g)
    g = [ev("Sprint planning", dt(wk(1, 1), 10), dt(wk(1, 1), 11, 30))]
    K("sprint planning next Monday, can we do 2 to 3:30 instead",
      cu(0, title="sprint planning", date=wk(1, 1), start=dt(wk(1, 1), 14), end=dt(wk(1, 1), 15, 30)), cat=c, given=g,
      conv="bare-hour")
    g = [ev("Vet appointment", dt(rel(2), 16), dt(rel(2), 17))]
    K("move the vet appointment up a day", cu(0, title="vet appointment", start=dt(rel(1), 16)), cat=c, given=g)
    g = [ev("Yoga", dt(today(), 18), dt(today(), 19)), ev("Yoga", dt(wd(4), 18), dt(wd(4), 19))]
    K("yoga tonight: 7 to 8 instead", cu(0, title="yoga", date=today(), start=dt(today(), 19), end=dt(today(), 20)), cat=c,
      given=g, conv="bare-hour")
    g = [ev("Team offsite", wk(1, 4), wk(1, 4))]
    K("rename next Thursday's team offsite to Spring kickoff",
      cu(0, title="team offsite", date=wk(1, 4), new_title="Spring kickoff"), cat=c, given=g)
with use(now=NK, pref="future", **E):
    g = [ev("Quarterly planning", dt(rel(1), 9), dt(rel(1), 11))]
    K("um, tomorrow's quarterly planning - make it 10 instead of 9",
      cu(0, title="quarterly planning", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Offsite lunch", dt(wd(5), 12), dt(wd(5), 13, 30))]
    K("push Friday's offsite lunch to next Tuesday, same time", cu(0, title="offsite lunch", date=wd(5), start=dt(wk(1, 2), 12)),
      cat=c, given=g)
    g = [ev("Parent teacher meeting", dt(wd(3), 16), dt(wd(3), 16, 30))]
    K("the parent teacher meeting wednesday got moved to 5:15",
      cu(0, title="parent teacher meeting", date=wd(3), start=dt(wd(3), 17, 15)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Call with the landlord", dt(today(), 19), dt(today(), 19, 30))]
    K("call with the landlord tonight, push it 20 min",
      cu(0, title="call with the landlord", date=today(), start=dt(today(), 19, 20)), cat=c, given=g)
    g = [ev("Eye exam", dt(wd(4), 8), dt(wd(4), 9))]
    K("can the eye exam be Thursday afternoon at 2 instead", cu(0, title="eye exam", start=dt(wd(4), 14)), cat=c, given=g)
    g = [ev("Code review", dt(rel(1), 10), dt(rel(1), 11)), ev("Code review", dt(wd(3), 10), dt(wd(3), 11))]
    K("shift Wednesday's code review to 11am", cu(1, title="code review", date=wd(3), start=dt(wd(3), 11)), cat=c, given=g)
    g = [ev("Yard work", dt(wd(6), 9), dt(wd(6), 12))]
    K("rename Saturday's yard work to Plant the tomatoes", cu(0, title="yard work", date=wd(6), new_title="Plant the tomatoes"),
      cat=c, given=g)
    g = [ev("Book club", dt(wk(1, 3), 19), dt(wk(1, 3), 20, 30))]
    K("book club next Wednesday will be at Hannah's place", cu(0, title="book club", date=wk(1, 3), location="Hannah's place"),
      cat=c, given=g)
    g = [ev("Weekly sync", dt(rel(1), 10), dt(rel(1), 11))]
    K("tomorrow's weekly sync will be in the 4th floor lounge",
      cu(0, title="weekly sync", date=rel(1), location="the 4th floor lounge"), cat=c, given=g)
    g = [ev("Movers", wd(6), wd(6))]
    K("the movers are coming Sunday now, not Saturday", cu(0, title="movers", date=wd(6), start=wd(7)), cat=c, given=g)
with use(now=NL, pref="future", **E):
    g = [ev("Client check-in", dt(rel(1), 9), dt(rel(1), 9, 30))]
    K("it's late, just push tomorrow's client check-in to 10:30",
      cu(0, title="client check-in", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Halloween party", dt(wd(7), 19), dt(wd(7), 23))]
    K("make the Halloween party start at 8pm instead", cu(0, title="Halloween party", start=dt(wd(7), 20)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Oil change", dt(wd(6), 10), dt(wd(6), 11))]
    K("move the oil change from Saturday to Sunday", cu(0, title="oil change", date=wd(6), start=dt(wd(7), 10)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Flu shot", dt(wk(1, 2), 16), dt(wk(1, 2), 16, 30))]
    K("push next Tuesday's flu shot a week", cu(0, title="flu shot", date=wk(1, 2), start=dt(wk(2, 2), 16)), cat=c, given=g)
    g = [ev("Soccer practice", dt(wd(6), 9), dt(wd(6), 10, 30)), ev("Soccer practice", dt(wk(1, 6), 9), dt(wk(1, 6), 10, 30))]
    K("the soccer practice a week from Saturday, make it 10",
      cu(1, title="soccer practice", date=wd(6) + td(days=7), start=dt(wd(6) + td(days=7), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Dinner with the Patels", dt(wk(1, 5), 19), dt(wk(1, 5), 21))]
    K("dinner with the Patels next Friday, change it to 6:30",
      cu(0, title="dinner with the Patels", date=wk(1, 5), start=dt(wk(1, 5), 18, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Concert", dt(wk(1, 6), 19, 30), dt(wk(1, 6), 22))]
    K("next Saturday's concert: doors moved, make it 7", cu(0, title="concert", date=wk(1, 6), start=dt(wk(1, 6), 19)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Intro call", dt(rel(1), 15), dt(rel(1), 15, 30)), ev("Interview", dt(rel(1), 11), dt(rel(1), 12))]
    K("the 3 o'clock tomorrow - can it be 3:45", cu(0, date=rel(1), start=dt(rel(1), 15, 45)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NM, pref="future", **E):
    g = [ev("Christmas dinner", dt(today(), 17), dt(today(), 20))]
    K("christmas dinner is running late, push it to 6:30", cu(0, title="christmas dinner", start=dt(today(), 18, 30)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Gift returns", dt(wd(1), 11), dt(wd(1), 12))]
    K("move the gift returns from Monday to Tuesday morning at 10",
      cu(0, title="gift returns", date=wd(1), start=dt(wd(2), 10)), cat=c, given=g)
    g = [ev("New Year's Eve party", dt(wk(1, 5), 21), dt(wk(1, 6), 1))]
    K("rename the New Year's Eve party to Countdown at the Garcias'",
      cu(0, title="New Year's Eve party", new_title="Countdown at the Garcias'"), cat=c, given=g)
    g = [ev("Brunch with Sam", dt(rel(1), 11), dt(rel(1), 12, 30))]
    K("brunch with Sam tomorrow - let's do noon", cu(0, title="brunch with Sam", date=rel(1), start=dt(rel(1), 12)), cat=c,
      given=g)
    g = [ev("Ski lesson", dt(wk(1, 2), 9), dt(wk(1, 2), 11)), ev("Ski lesson", dt(wk(1, 4), 9), dt(wk(1, 4), 11))]
    K("Thursday's ski lesson, bring it forward to 8am", cu(1, title="ski lesson", date=wd(4), start=dt(wd(4), 8)), cat=c, given=g)
    g = [ev("Dentist appointment", dt(ymd(2028, 1, 4), 14), dt(ymd(2028, 1, 4), 15))]
    K("the Jan 4 dentist appointment, change it to Jan 6 same time",
      cu(0, title="dentist appointment", date=ymd(2028, 1, 4), start=dt(ymd(2028, 1, 6), 14)), cat=c, given=g)
    g = [ev("Call Grandma", dt(today(), 16), dt(today(), 16, 30))]
    K("call grandma an hour and a half earlier", cu(0, title="call grandma", start=dt(today(), 14, 30)), cat=c, given=g)
with use(now=NA, pref="future", **E):
    g = [ev("Holiday party planning", dt(wd(5), 15), dt(wd(5), 16))]
    K("holiday party planning, make it 45 minutes later", cu(0, title="holiday party planning", start=dt(wd(5), 15, 45)), cat=c,
      given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Flight to Denver", dt(rel(1), 6, 45), dt(rel(1), 10))]
    K("my flight to Denver got changed to 8:20am tomorrow", cu(0, title="flight to Denver", start=dt(rel(1), 8, 20)), cat=c,
      given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Visa appointment", dt(ymd(2027, 7, 6), 9), dt(ymd(2027, 7, 6), 10))]
    K("the July 6 visa appointment moved to the 7th at 1:30pm",
      cu(0, title="visa appointment", date=ymd(2027, 7, 6), start=dt(ymd(2027, 7, 7), 13, 30)), cat=c, given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Pottery class", dt(today(), 18), dt(today(), 20))]
    K("tonight's pottery class is in studio B now", cu(0, title="pottery class", date=today(), location="studio B"), cat=c,
      given=g)
with use(now=NE, pref="future", **E):
    g = [ev("Groceries", dt(rel(1), 9), dt(rel(1), 10))]
    K("tomorrow's groceries run, do it Sunday instead", cu(0, title="groceries", date=rel(1), start=dt(wd(7), 9)), cat=c,
      given=g, conv="move-keeps-clock")
with use(now=NF, pref="future", **E):
    g = [ev("Lab meeting", dt(today(), 17, 30), dt(today(), 18, 30))]
    K("today's lab meeting, push it back by 20 minutes", cu(0, title="lab meeting", date=today(), start=dt(today(), 17, 50)),
      cat=c, given=g)
with use(now=NG, pref="future", **E):
    g = [ev("New Year's Day run", dt(rel(1), 8), dt(rel(1), 9))]
    K("push the New Year's Day run to 9:30, I'm staying up late", cu(0, title="New Year's Day run", start=dt(rel(1), 9, 30)),
      cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NH, pref="future", **E):
    g = [ev("Tutoring", dt(today(), 15), dt(today(), 16)), ev("Tutoring", dt(rel(7), 15), dt(rel(7), 16))]
    K("tutoring at 4 instead please", cu(0, title="tutoring", start=dt(today(), 16)), cat=c, given=g,
      conv=["next-upcoming", "bare-hour"])
with use(now=NI, pref="future", **E):
    g = [ev("Take the cat to the vet", dt(rel(1), 10), dt(rel(1), 11))]
    K("cat to the vet - make that 3pm", cu(0, title="cat to the vet", start=dt(rel(1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")

# =============================================================================== delete
c = "delete"
with use(now=NJ, pref="future", **E):
    g = [ev("Spin class", dt(today(), 18), dt(today(), 19)), ev("Spin class", dt(wd(4), 18), dt(wd(4), 19))]
    K("nix tonight's spin class", cdel(0, title="spin class", date=today()), cat=c, given=g)
    g = [ev("Coffee with Marco", dt(rel(1), 8, 30), dt(rel(1), 9))]
    K("Marco canceled, delete our coffee tomorrow", cdel(0, title="coffee", date=rel(1)), cat=c, given=g)
    g = [ev("Tax prep", dt(wd(6), 10), dt(wd(6), 12))]
    K("take Saturday's tax prep off the calendar", cdel(0, title="tax prep", date=wd(6)), cat=c, given=g)
    g = [ev("Webinar", dt(wk(1, 3), 13), dt(wk(1, 3), 14))]
    K("I won't make the webinar next Wednesday, remove it", cdel(0, title="webinar", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Ski trip", ymd(2027, 2, 26), ymd(2027, 2, 28))]
    K("the ski trip on the 26th is off, clear it", cdel(0, title="ski trip", date=ymd(2027, 2, 26)), cat=c, given=g)
    g = [ev("Kickoff meeting", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 10, 30))]
    K("that kickoff meeting isn't happening anymore. delete", cdel(0, title="kickoff meeting"), cat=c, given=g)
with use(now=NK, pref="future", **E):
    g = [ev("Pool party", dt(today(), 19), dt(today(), 22))]
    K("storm's coming, kill tonight's pool party", cdel(0, title="pool party", date=today()), cat=c, given=g)
    g = [ev("Kids' recital", dt(rel(1), 17), dt(rel(1), 18))]
    K("the kids' recital tomorrow got canceled, delete it", cdel(0, title="kids' recital", date=rel(1)), cat=c, given=g)
    g = [ev("Team offsite", wk(1, 4), wk(1, 5))]
    K("scrap the offsite next Thursday", cdel(0, title="offsite", date=wk(1, 4)), cat=c, given=g)
    g = [ev("Dentist", dt(wd(3), 9), dt(wd(3), 10)), ev("Eye doctor", dt(wd(3), 14), dt(wd(3), 15))]
    K("drop the eye doctor on Wednesday", cdel(1, title="eye doctor", date=wd(3)), cat=c, given=g)
    g = [ev("Weekly check-in", dt(wk(1, 2), 10), dt(wk(1, 2), 10, 30)), ev("Weekly check-in", dt(wk(2, 2), 10), dt(wk(2, 2), 10, 30))]
    K("delete the weekly check-in the Tuesday after next", cdel(1, title="weekly check-in", date=wk(2, 2)), cat=c, given=g,
      conv="after-next")
with use(now=NL, pref="future", **E):
    g = [ev("Trunk-or-treat", dt(wd(7), 17), dt(wd(7), 19))]
    K("cancel the trunk-or-treat on Halloween", cdel(0, title="trunk-or-treat", date=hol("halloween")), cat=c, given=g)
    g = [ev("Early run", dt(rel(1), 5, 45), dt(rel(1), 6, 30))]
    K("ugh, it's almost midnight, cancel the early run tomorrow", cdel(0, title="early run", date=rel(1)), cat=c, given=g)
    g = [ev("Car insurance renewal", ymd(2027, 11, 5), ymd(2027, 11, 5))]
    K("already renewed the car insurance, delete the Nov 5 reminder", cdel(0, title="car insurance", date=ymd(2027, 11, 5)),
      cat=c, given=g)
    g = [ev("PTA meeting", dt(wd(6), 9), dt(wd(6), 11))]
    K("get the PTA meeting on Saturday off my calendar", cdel(0, title="PTA meeting", date=wd(6)), cat=c, given=g)
    g = [ev("Orthodontist", dt(wk(1, 2), 15), dt(wk(1, 2), 16))]
    K("next Tuesday's orthodontist - cancel", cdel(0, title="orthodontist", date=wk(1, 2)), cat=c, given=g)
with use(now=NM, pref="future", **E):
    g = [ev("Christmas market", dt(today(), 14), dt(today(), 17))]
    K("we're skipping the Christmas market today, delete it", cdel(0, title="Christmas market", date=today()), cat=c, given=g)
    g = [ev("Year-end books", dt(wk(1, 5), 10), dt(wk(1, 5), 12))]
    K("delete year-end books on the 31st", cdel(0, title="year-end books", date=ymd(2027, 12, 31)), cat=c, given=g)
    g = [ev("Polar bear plunge", hol("newyear"), hol("newyear"))]
    K("no polar bear plunge on New Year's Day, take it off", cdel(0, title="polar bear plunge", date=hol("newyear")), cat=c,
      given=g)
    g = [ev("Pickleball", dt(rel(1), 10), dt(rel(1), 12)), ev("Pickleball", dt(wk(1, 7), 10), dt(wk(1, 7), 12))]
    K("cancel pickleball tomorrow", cdel(0, title="pickleball", date=rel(1)), cat=c, given=g)
    g = [ev("Conference call with Tokyo", dt(today(), 15), dt(today(), 16))]
    K("delete the 3pm call", cdel(0, title="call"), cat=c, given=g, conv="next-upcoming")
with use(now=NA, pref="future", **E):
    g = [ev("Test drive", dt(wd(6), 14), dt(wd(6), 15))]
    K("I'm not doing the test drive Saturday, delete", cdel(0, title="test drive", date=wd(6)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Follow-up appointment", dt(wd(3), 9), dt(wd(3), 10))]
    K("the doctor's out Wednesday so the follow-up appointment is off - remove it",
      cdel(0, title="follow-up appointment", date=wd(3)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("AC repair", dt(today(), 14), dt(today(), 15))]
    K("the AC repair guy can't come today, delete it", cdel(0, title="AC repair", date=today()), cat=c, given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Fantasy football draft", dt(wd(7), 13), dt(wd(7), 16))]
    K("drop the fantasy football draft Sunday", cdel(0, title="fantasy football draft", date=wd(7)), cat=c, given=g)
with use(now=NE, pref="future", **E):
    g = [ev("Deep clean", wd(7), wd(7))]
    K("forget the deep clean on Sunday, delete it", cdel(0, title="deep clean", date=wd(7)), cat=c, given=g)
with use(now=NF, pref="future", **E):
    g = [ev("Dinner with Jake", dt(today(), 18, 30), dt(today(), 20))]
    K("Jake bailed, delete tonight's dinner", cdel(0, title="dinner", date=today()), cat=c, given=g)
with use(now=NG, pref="future", **E):
    g = [ev("Vacation", ymd(2027, 1, 4), ymd(2027, 1, 8))]
    K("take the vacation starting Jan 4 off the calendar for now", cdel(0, title="vacation", date=ymd(2027, 1, 4)), cat=c,
      given=g)
with use(now=NH, pref="future", **E):
    g = [ev("Online class", dt(today(), 19), dt(today(), 21)), ev("Online class", dt(rel(2), 19), dt(rel(2), 21))]
    K("remove tonight's online class", cdel(0, title="online class", date=today()), cat=c, given=g)
with use(now=NI, pref="future", **E):
    g = [ev("Moving day", wk(1, 6), wk(1, 6))]
    K("the lease fell through, delete moving day next Saturday", cdel(0, title="moving day", date=wk(1, 6)), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NJ, pref="past", **E):
    K("bagel and coffee 6.25", la("6.25", "food", "bagel and coffee"), cat=c)
    K("$14 for two movie tickets yesterday", la("14", "entertainment", "movie tickets", d=rel(-1)), cat=c)
    K("train into the city, 11.75", la("11.75", "transport", "train"), cat=c)
    K("paid the water bill - $62.40", la("62.4", "housing", "water bill"), cat=c)
    K("bought a winter coat Sunday for 180", la("180", "shopping", "winter coat", d=wd(7)), cat=c)
    K("got gas, 42 bucks", la("42", "transport", "gas"), cat=c)
with use(now=NK, pref="past", **E):
    K("paycheck deposited: $3,150", la("3150", "salary", "paycheck", kind="income"), cat=c)
    K("spent 64 on burgers and hot dogs for the cookout", la("64", "food", "burgers and hot dogs"), cat=c)
    K("Lyft home from the office 18.60", la("18.6", "transport", "Lyft home"), cat=c)
    K("last Friday's sushi with the client, $212", la("212", "food", "sushi", d=wk(-1, 5)), cat=c)
    K("SAT prep book 34.99", la("34.99", "education", "SAT prep book"), cat=c)
    K("allergy meds, 23 dollars", la("23", "health", "allergy meds"), cat=c)
    K("picked up some strawberries for 5", la("5", "food", "strawberries"), cat=c)
    K("museum tickets in Paris, €32", la("32", "entertainment", "museum tickets", cur="EUR"), cat=c)
with use(now=NL, pref="past", **E):
    K("late-night pizza 27", la("27", "food", "pizza"), cat=c)
    K("uber home after working late, $31.20", la("31.2", "transport", "uber home"), cat=c)
    K("just ordered a new monitor, 299.99", la("299.99", "shopping", "monitor"), cat=c)
    K("electric bill paid, 118", la("118", "housing", "electric bill"), cat=c)
    K("Tuesday's theater tickets, 2 for 160", la("160", "entertainment", "theater tickets", d=wd(2)), cat=c)
    K("copay at urgent care Monday, $40", la("40", "health", "urgent care", d=wd(1)), cat=c)
    K("rent's paid - 2,350", la("2350", "housing", "rent"), cat=c)
    K("bought two textbooks for 89", la("89", "education", "textbooks"), cat=c)
with use(now=NM, pref="past", **E):
    K("Christmas Eve dinner for two, $146", la("146", "food", "dinner", d=hol("christmas_eve")), cat=c)
    K("year-end bonus landed: 7,500", la("7500", "salary", "bonus", kind="income"), cat=c)
    K("cake from the bakery last night, 38", la("38", "food", "cake", d=rel(-1)), cat=c)
    K("rice cooker in Tokyo, 14,800 yen", la("14800", "shopping", "rice cooker", cur="JPY"), cat=c)
    K("got Dad a sweater, 75 bucks", la("75", "shopping", "sweater"), cat=c)
    K("online Python course 49", la("49", "education", "Python course"), cat=c)
with use(now=NA, pref="past", **E):
    K("heating bill 214", la("214", "housing", "heating bill"), cat=c)
with use(now=NB, pref="past", **E):
    K("karaoke with friends tonight, my share was 28", la("28", "entertainment", "karaoke"), cat=c)
with use(now=NC, pref="past", **E):
    K("cosmetics in Seoul, ₩85,000", la("85000", "shopping", "cosmetics", cur="KRW"), cat=c)
with use(now=ND, pref="past", **E):
    K("ER visit Wednesday, 350 out of pocket", la("350", "health", "ER visit", d=wd(3)), cat=c)
with use(now=NE, pref="past", **E):
    K("new phone case 12.99", la("12.99", "shopping", "phone case"), cat=c)
with use(now=NF, pref="past", **E):
    K("monthly bus pass yesterday, $127", la("127", "transport", "bus pass", d=rel(-1)), cat=c)
with use(now=NG, pref="past", **E):
    K("220 for New Year's Eve comedy show tickets", la("220", "entertainment", "comedy show tickets"), cat=c)
with use(now=NH, pref="past", **E):
    K("coding camp deposit for my son, $300", la("300", "education", "coding camp"), cat=c)
with use(now=NI, pref="past", **E):
    K("sold the kayak on Craigslist for 400", la("400", "other", "kayak", kind="income"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NK, pref="past", **E):
    KM("lunch burrito 11, lyft home 16", [la("11", "food", "burrito"), la("16", "transport", "lyft home")], cat=c)
    KM("log two: fruit 8.50\ntoilet paper and detergent 24",
       [la("8.5", "food", "fruit"), la("24", "shopping", "toilet paper and detergent")], cat=c)
with use(now=NK, pref="future", **E):
    KM("dentist follow-up tomorrow at 10am, then tell me if it'll rain in Houston tomorrow",
       [cc("Dentist follow-up", dt(rel(1), 10)), wx("Houston", rel(1))], cat=c)
    g = [ev("Tennis", dt(wd(3), 19), dt(wd(3), 21))]
    KM("delete Wednesday's tennis and add a swim Thursday at 7:30pm",
       [cdel(0, title="tennis", date=wd(3)), cc("Swim", dt(wd(4), 19, 30))], cat=c, given=g)
    KM("June 2 training 3 to 5pm\nJune 3 client visit 10am",
       [cc("Training", dt(ymd(2027, 6, 2), 15), dt(ymd(2027, 6, 2), 17)), cc("Client visit", dt(ymd(2027, 6, 3), 10))], cat=c)
    KM("weather in Denver tomorrow and Wednesday, and can I run there tomorrow",
       [wx("Denver", rel(1)), wx("Denver", wd(3)), ra("Denver", rel(1))], cat=c)
with use(now=NK, **E):
    KM("spent 52 on dinner just now, also set a run for 6:30 tomorrow morning",
       [la("52", "food", "dinner"), cc("Run", dt(rel(1), 6, 30))], cat=c)
with use(now=NJ, pref="future", **E):
    KM("what's the weather in Boston on Saturday? and what do I have that day", [wx("Boston", wd(6)), cl(wd(6))], cat=c)
    g = [ev("Staff meeting", dt(rel(1), 9), dt(rel(1), 10)), ev("Lunch and learn", dt(rel(1), 12), dt(rel(1), 13))]
    KM("staff meeting to 9:30, and cancel the lunch and learn",
       [cu(0, title="staff meeting", start=dt(rel(1), 9, 30)), cdel(1, title="lunch and learn")], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("Thursday weather for Philadelphia, also Friday for Baltimore", [wx("Philadelphia", wd(4)), wx("Baltimore", wd(5))],
       cat=c)
with use(now=NJ, pref="past", **E):
    KM("yesterday: cab to work 24, coffee 5",
       [la("24", "transport", "cab to work", d=rel(-1)), la("5", "food", "coffee", d=rel(-1))], cat=c, conv="distribute")
    KM("how much did I spend the last 7 days, and how much on shopping last month",
       [ls(rel(-6), today()), ls(month_start(-1), month_end(-1), "shopping")], cat=c)
with use(now=NL, pref="future", **E):
    KM("meet the investors tomorrow at 3pm\npiano lesson for the kid Saturday 10am",
       [cc("Meet the investors", dt(rel(1), 15)), cc("Piano lesson for the kid", dt(wd(6), 10))], cat=c)
    g = [ev("Lab meeting", dt(rel(1), 10), dt(rel(1), 11))]
    KM("delete tomorrow's lab meeting, then show me what else is on tomorrow",
       [cdel(0, title="lab meeting", date=rel(1)), cl(rel(1))], cat=c, given=g)
with use(now=NL, pref="past", **E):
    KM("total for food last month, and list last month's transport expenses",
       [ls(month_start(-1), month_end(-1), "food"), ll(month_start(-1), month_end(-1), "transport")], cat=c)
    KM("how much on transport in September and in October",
       [ls(ymd(2027, 9, 1), ymd(2027, 9, 30), "transport"), ls(ymd(2027, 10, 1), ymd(2027, 10, 31), "transport")], cat=c,
       conv="distribute")
with use(now=NM, pref="future", **E):
    g = [ev("Family lunch", dt(rel(1), 12), dt(rel(1), 14))]
    KM("move tomorrow's family lunch to 6pm, and check how cold Chicago gets tomorrow",
       [cu(0, title="family lunch", date=rel(1), start=dt(rel(1), 18)), wx("Chicago", rel(1))], cat=c, given=g)
    KM("show me next week, also how cold will it be in Minneapolis on New Year's Day",
       [cl(wk(1, 1), wk(1, 7)), wx("Minneapolis", hol("newyear"))], cat=c)
with use(now=NM, pref="past", **E):
    KM("Christmas gifts: handbag for my wife 420, RC car for my son 65",
       [la("420", "shopping", "handbag"), la("65", "shopping", "RC car")], cat=c)
    KM("Spotify 10.99, and list this month's entertainment spending",
       [la("10.99", "entertainment", "Spotify"), ll(month_start(), month_end(), "entertainment")], cat=c)
with use(now=NM, **E):
    KM("paid 18 for parking downtown, and remind me to move the car at 11",
       [la("18", "transport", "parking"), cc("Move the car", dt(today(), 11))], cat=c, conv="bare-hour")
with use(now=NA, pref="future", **E):
    KM("plumber Thursday 2pm, locksmith Friday 9am, add both",
       [cc("Plumber", dt(wd(4), 14)), cc("Locksmith", dt(wd(5), 9))], cat=c)
    KM("bank at 10:30 tomorrow, pick up the kids at 3, and the Boston weather for tomorrow",
       [cc("Bank", dt(rel(1), 10, 30)), cc("Pick up the kids", dt(rel(1), 15)), wx("Boston", rel(1))], cat=c,
       conv=["distribute", "bare-hour"])
with use(now=NB, pref="past", **E):
    KM("today's spending: muffin 4, parking 12, sushi takeout 38",
       [la("4", "food", "muffin"), la("12", "transport", "parking"), la("38", "food", "sushi takeout")], cat=c)
with use(now=NC, pref="future", **E):
    KM("business trip to Pittsburgh next Monday through Wednesday, and Pittsburgh weather next Monday",
       [cc("Business trip to Pittsburgh", wk(1, 1), wk(1, 3)), wx("Pittsburgh", wk(1, 1))], cat=c)
with use(now=ND, pref="future", **E):
    KM("is tomorrow or Sunday better for a run in Austin", [ra("Austin", rel(1)), ra("Austin", wd(7))], cat=c)
with use(now=NE, pref="past", **E):
    KM("what did I spend last week, and so far this week", [ls(wk(-1, 1), wk(-1, 7)), ls(wk(0, 1), today())], cat=c,
       conv="since")
with use(now=NF, pref="future", **E):
    g = [ev("Monthly review", dt(wd(5), 10), dt(wd(5), 11))]
    KM("move Friday's monthly review to next Monday same time, and add a team outing Friday at 3pm",
       [cu(0, title="monthly review", date=wd(5), start=dt(wk(1, 1), 10)), cc("Team outing", dt(wd(5), 15))], cat=c, given=g)
with use(now=NG, pref="past", **E):
    KM("tonight: ramen 38, cab home 22", [la("38", "food", "ramen"), la("22", "transport", "cab home")], cat=c)
with use(now=NH, pref="future", **E):
    KM("interview next Tuesday 9am, physical next Wednesday 2pm",
       [cc("Interview", dt(wk(1, 2), 9)), cc("Physical", dt(wk(1, 3), 14))], cat=c)
with use(now=NI, pref="past", **E):
    KM("log tolls 9.50 and parking 20", [la("9.5", "transport", "tolls"), la("20", "transport", "parking")], cat=c)
with use(now=NI, pref="future", **E):
    KM("Monday 7:30am drop the kids off for camp; Tuesday 8pm parents' Zoom",
       [cc("Drop the kids off for camp", dt(wd(1), 7, 30)), cc("Parents' Zoom", dt(wd(2), 20))], cat=c)

# =============================================================================== composition
c = "composition"
with use(now=NJ, pref="future", **E):
    K("Thursday, 4:30pm, go over the budget with the contractor",
      cc("Go over the budget with the contractor", dt(wd(4), 16, 30)), cat=c)
    K("3pm today remind me to set up online banking", cc("Set up online banking", dt(today(), 15)), cat=c)
    K("tomorrow, meeting with finance about bonuses, 10:15", cc("Meeting with finance about bonuses", dt(rel(1), 10, 15)), cat=c)
    K("the day after tomorrow 12:20 lunch with an old classmate", cc("Lunch with an old classmate", dt(rel(2), 12, 20)), cat=c)
    K("next Monday, 8 in the morning, drop off the car for service", cc("Drop off the car for service", dt(wk(1, 1), 8)), cat=c)
with use(now=NK, pref="future", **E):
    K("tomorrow at 4pm, kindergarten show", cc("Kindergarten show", dt(rel(1), 16)), cat=c)
    K("Thursday evening home visit from the teacher, 7:15 to 8",
      cc("Home visit from the teacher", dt(wd(4), 19, 15), dt(wd(4), 20)), cat=c)
    K("tonight 9:30 call with the London office", cc("Call with the London office", dt(today(), 21, 30)), cat=c)
    K("next Wednesday, 6:50am, catch the train to DC", cc("Catch the train to DC", dt(wk(1, 3), 6, 50)), cat=c)
with use(now=NL, pref="future", **E):
    K("tomorrow at 9am submit the quarterly report, put it on my calendar",
      cc("Submit the quarterly report", dt(rel(1), 9)), cat=c)
    K("Sunday afternoon 2 to 3:30, take the kid to the dentist",
      cc("Take the kid to the dentist", dt(wd(7), 14), dt(wd(7), 15, 30)), cat=c)
    K("Mon Nov 1, 10am, new hire welcome", cc("New hire welcome", dt(ymd(2027, 11, 1), 10)), cat=c)
    K("the day after tomorrow, around 8ish in the evening, call Aunt Linda", cc("Call Aunt Linda", dt(rel(2), 20)), cat=c)
    K("at 11:55 tonight remind me to shut down the server", cc("Shut down the server", dt(today(), 23, 55)), cat=c)
with use(now=NM, pref="future", **E):
    K("tomorrow afternoon movie, the 3:40 showing", cc("Movie", dt(rel(1), 15, 40)), cat=c)
    K("the 27th 9:30am, dentist", cc("Dentist", dt(ymd(2027, 12, 27), 9, 30)), cat=c)
    K("next Friday at 1pm, year-end lunch with the team", cc("Year-end lunch with the team", dt(wk(1, 5), 13)), cat=c)
    K("Monday from 10 to 11:30 go over the contract with the lawyer",
      cc("Go over the contract with the lawyer", dt(wd(1), 10), dt(wd(1), 11, 30)), cat=c)
with use(now=NA, pref="future", **E):
    K("next Saturday morning road test, need to be there at 8:20", cc("Road test", dt(wk(1, 6), 8, 20)), cat=c)
with use(now=NB, pref="future", **E):
    K("tomorrow evening, 7:30, see the condo with the realtor", cc("See the condo with the realtor", dt(rel(1), 19, 30)), cat=c)
with use(now=NC, pref="future", **E):
    K("July 9th in the afternoon, starts at 1:30, graduation", cc("Graduation", dt(ymd(2027, 7, 9), 13, 30)), cat=c)
with use(now=ND, pref="future", **E):
    K("Sunday 7am walk the dog by the river", cc("Walk the dog by the river", dt(wd(7), 7)), cat=c)
with use(now=NF, pref="future", **E):
    K("tonight 7:45 go over requirements with the PM", cc("Go over requirements with the PM", dt(today(), 19, 45)), cat=c)
with use(now=NG, pref="future", **E):
    K("Jan 2 at noon, lunch with my old coworkers", cc("Lunch with my old coworkers", dt(ymd(2027, 1, 2), 12)), cat=c)

# =============================================================================== range
c = "range"
with use(now=NJ, pref="future", **E):
    K("company retreat in Orlando Feb 23-25", cc("Company retreat", ymd(2027, 2, 23), ymd(2027, 2, 25), location="Orlando"),
      cat=c)
    K("what have I got from Saturday through next Monday", cl(wd(6), wk(1, 1)), cat=c)
    KM("snow in Chicago over the next five days?", [wx("Chicago", rel(i)) for i in range(5)], cat=c,
       conv="n-days-counting-today")
with use(now=NJ, pref="past", **E):
    K("how much did I spend from Feb 1 to Feb 10", ls(ymd(2027, 2, 1), ymd(2027, 2, 10)), cat=c)
    K("list last month's shopping", ll(month_start(-1), month_end(-1), "shopping"), cat=c)
with use(now=NK, pref="future", **E):
    K("training in Atlanta June 7 through 11", cc("Training", ymd(2027, 6, 7), ymd(2027, 6, 11), location="Atlanta"), cat=c)
    K("walk me through next week's calendar", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("am I free June 8 to 10", cl(ymd(2027, 6, 8), ymd(2027, 6, 10)), cat=c)
with use(now=NK, pref="past", **E):
    K("total spending in May", ls(ymd(2027, 5, 1), ymd(2027, 5, 31)), cat=c)
    K("how much went to restaurants and groceries in March", ls(ymd(2027, 3, 1), ymd(2027, 3, 31), "food"), cat=c)
with use(now=NL, pref="future", **E):
    K("meetings during the first week of November", cl(ymd(2027, 11, 1), ymd(2027, 11, 7)), cat=c, conv="first-week")
    K("art fair in Miami Nov 10 to 12", cc("Art fair", ymd(2027, 11, 10), ymd(2027, 11, 12), location="Miami"), cat=c)
with use(now=NL, pref="past", **E):
    K("total spend for Q3", ls(ymd(2027, 7, 1), ymd(2027, 9, 30)), cat=c, conv="quarters")
    K("list every transport expense in October", ll(ymd(2027, 10, 1), ymd(2027, 10, 31), "transport"), cat=c)
with use(now=NM, pref="future", **E):
    K("what's on between Christmas and New Year's Day", cl(today(), hol("newyear")), cat=c)
    KM("Denver weather Monday through Wednesday next week", [wx("Denver", wk(1, d)) for d in (1, 2, 3)], cat=c)
    K("Jan 3 to Jan 6 take my parents to Florida", cc("Take my parents to Florida", ymd(2028, 1, 3), ymd(2028, 1, 6)), cat=c)
with use(now=NM, pref="past", **E):
    K("food spending for the second half of this year", ls(ymd(2027, 7, 1), ymd(2027, 12, 31), "food"), cat=c, conv="halves")
    K("show every transaction in December", ll(ymd(2027, 12, 1), ymd(2027, 12, 31)), cat=c)
with use(now=NA, pref="past", **E):
    K("what did mid-November cost me, total", ls(ymd(2026, 11, 11), ymd(2026, 11, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="future", **E):
    K("late March, what does my calendar look like", cl(ymd(2027, 3, 21), ymd(2027, 3, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("health spending in Q2", ls(ymd(2027, 4, 1), ymd(2027, 6, 30), "health"), cat=c, conv="quarters")
with use(now=ND, pref="future", **E):
    K("what's on from the 15th to October 1", cl(ymd(2027, 9, 15), ymd(2027, 10, 1)), cat=c)
with use(now=NI, pref="future", **E):
    K("road trip to Yellowstone Aug 16-20", cc("Road trip to Yellowstone", ymd(2027, 8, 16), ymd(2027, 8, 20)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NJ, pref="future", **E):
    K("tomorrow 2:30pm renew my ID at the DMV on Atlantic Ave",
      cc("Renew my ID", dt(rel(1), 14, 30), location="the DMV on Atlantic Ave"), cat=c)
    K("Saturday 7pm, location: The Rooftop at Pier 17, Maya's birthday",
      cc("Maya's birthday", dt(wd(6), 19), location="The Rooftop at Pier 17"), cat=c)
with use(now=NK, pref="future", **E):
    K("kid's checkup tomorrow 9am at the children's hospital",
      cc("Kid's checkup", dt(rel(1), 9), location="the children's hospital"), cat=c)
    K("Friday 8pm Yankees game at Yankee Stadium", cc("Yankees game", dt(wd(5), 20), location="Yankee Stadium"), cat=c)
    K("next Tuesday 3pm supplier negotiation, where: Building B room 1208",
      cc("Supplier negotiation", dt(wk(1, 2), 15), location="Building B room 1208"), cat=c)
with use(now=NL, pref="future", **E):
    K("Saturday 10am author talk at the public library auditorium",
      cc("Author talk", dt(wd(6), 10), location="the public library auditorium"), cat=c)
    K("drinks with Jay tomorrow 6:30pm at the usual spot", cc("Drinks with Jay", dt(rel(1), 18, 30), location="the usual spot"),
      cat=c)
    K("Nov 3 2pm photo shoot in Central Park", cc("Photo shoot", dt(ymd(2027, 11, 3), 14), location="Central Park"), cat=c)
with use(now=NM, pref="future", **E):
    K("tomorrow noon family lunch at Grandma's house", cc("Family lunch", dt(rel(1), 12), location="Grandma's house"), cat=c)
    K("next Tuesday 10:30 year-end retro in conference room 4",
      cc("Year-end retro", dt(wk(1, 2), 10, 30), location="conference room 4"), cat=c)
    K("NYE party at Ben's apartment Dec 31, 8pm", cc("NYE party", dt(ymd(2027, 12, 31), 20), location="Ben's apartment"), cat=c)
with use(now=NB, pref="future", **E):
    K("interview a candidate Wednesday 4pm at the Starbucks on 5th",
      cc("Interview a candidate", dt(wd(3), 16), location="the Starbucks on 5th"), cat=c)
with use(now=NC, pref="future", **E):
    K("July 3, 8am, group hike at Bear Mountain", cc("Group hike", dt(ymd(2027, 7, 3), 8), location="Bear Mountain"), cat=c)
with use(now=ND, pref="future", **E):
    K("passport renewal next Monday 10am at the post office on Main St",
      cc("Passport renewal", dt(wk(1, 1), 10), location="the post office on Main St"), cat=c)
with use(now=NF, pref="future", **E):
    K("Saturday 3pm Kevin's birthday at the karaoke place on 32nd",
      cc("Kevin's birthday", dt(wd(6), 15), location="the karaoke place on 32nd"), cat=c)
with use(now=NH, pref="future", **E):
    K("class reunion next Thursday 7pm, location: The Brass Monkey",
      cc("Class reunion", dt(wk(1, 4), 19), location="The Brass Monkey"), cat=c)
with use(now=NI, pref="future", **E):
    K("Aug 9 fly to Atlanta to meet a client, 7:30am", cc("Fly to Atlanta to meet a client", dt(ymd(2027, 8, 9), 7, 30)), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NJ, pref="future", **E):
    K("what's on through Saturday", cl(today(), wd(6)), cat=c, conv="until-inclusive")
with use(now=NK, pref="future", **E):
    K("anything before June 10?", cl(today(), ymd(2027, 6, 9)), cat=c, conv="en-before-exclusive")
with use(now=NK, pref="past", **E):
    K("what's my spending this month so far", ls(month_start(), today()), cat=c, conv="since")
with use(now=NL, pref="future", **E):
    K("meetings within the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("what's left on my calendar until Sunday", cl(today(), wd(7)), cat=c, conv="until-inclusive")
with use(now=NM, pref="future", **E):
    K("anything left on my calendar before the year ends", cl(today(), ymd(2027, 12, 31)), cat=c)
with use(now=NM, pref="past", **E):
    K("year to date, how much went to doctors and pharmacies", ls(ymd(2027, 1, 1), today(), "health"), cat=c, conv="since")
with use(now=NA, pref="future", **E):
    K("what's on in the next 10 days", cl(today(), rel(9)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("cab spending since March 1", ls(ymd(2027, 3, 1), today(), "transport"), cat=c, conv="since")
with use(now=NF, pref="future", **E):
    K("what do I have by December 15", cl(today(), ymd(2027, 12, 15)), cat=c, conv="by-inclusive")

# =============================================================================== holiday
c = "holiday"
with use(now=NJ, pref="future", **E):
    K("St. Patrick's Day, green bagels with the team at 9am", cc("Green bagels with the team", dt(hol("stpatrick"), 9)), cat=c)
    K("Easter egg hunt at noon on Easter Sunday", cc("Easter egg hunt", dt(hol("easter"), 12)), cat=c)
    K("April Fools' Day, prank the office at 9am", cc("Prank the office", dt(hol("aprilfools"), 9)), cat=c)
with use(now=NK, pref="future", **E):
    K("Father's Day, fishing trip with Dad", cc("Fishing trip with Dad", hol("fathers")), cat=c)
    K("Juneteenth cookout at 2pm", cc("Cookout", dt(hol("juneteenth"), 14)), cat=c)
    K("will it rain in Boston on the Fourth of July", wx("Boston", hol("independence")), cat=c)
with use(now=NL, pref="future", **E):
    K("Veterans Day parade at 11am", cc("Parade", dt(hol("veterans"), 11)), cat=c)
    K("Thanksgiving, drive to my in-laws at 9am", cc("Drive to my in-laws", dt(hol("thanksgiving"), 9)), cat=c)
with use(now=NM, pref="future", **E):
    K("Boxing Day, return the sweaters at 10", cc("Return the sweaters", dt(hol("boxing"), 10)), cat=c, conv="bare-hour")
    K("New Year's Eve weather in New York", wx("New York", hol("nye")), cat=c)
with use(now=NA, pref="future", **E):
    K("Christmas Eve at 4pm, wrap the presents", cc("Wrap the presents", dt(hol("christmas_eve"), 16)), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NJ, pref="future", **E):
    K("the Friday before Easter, take the day off", cc("Take the day off", hol("easter") - td(days=2)), cat=c)
with use(now=NK, pref="future", **E):
    K("third Saturday of next month, science museum with the kids",
      cc("Science museum with the kids", nth(2027, 6, 3, 6)), cat=c)
with use(now=NL, pref="future", **E):
    K("the Monday after next at 9:30am, thesis proposal defense", cc("Thesis proposal defense", dt(wk(2, 1), 9, 30)), cat=c,
      conv="after-next")
with use(now=NM, pref="future", **E):
    K("last Friday of next month 3pm, gala rehearsal", cc("Gala rehearsal", dt(lastwd(2028, 1, 5), 15)), cat=c)
    K("two weeks from Monday at 10am, pick up the new car", cc("Pick up the new car", dt(wd(1) + td(days=14), 10)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NJ, pref="future", **E):
    KM("snow in Chicago Thursday and Friday?", [wx("Chicago", wd(4)), wx("Chicago", wd(5))], cat=c)
with use(now=NK, pref="future", **E):
    KM("runs next Monday and Wednesday at 7am, make two events", [cc("Run", dt(wk(1, 1), 7)), cc("Run", dt(wk(1, 3), 7))],
       cat=c, conv="distribute")
with use(now=NL, pref="future", **E):
    KM("check Saturday and next Tuesday on my calendar", [cl(wd(6)), cl(wk(1, 2))], cat=c)
with use(now=NM, pref="future", **E):
    KM("Seattle weather Dec 27, 28 and 29", [wx("Seattle", ymd(2027, 12, d)) for d in (27, 28, 29)], cat=c, conv="distribute")
with use(now=NA, pref="future", **E):
    KM("check-in next Monday, Wednesday and Friday at 10am",
       [cc("Check-in", dt(wk(1, 1), 10)), cc("Check-in", dt(wk(1, 3), 10)), cc("Check-in", dt(wk(1, 5), 10))], cat=c,
       conv="distribute")
with use(now=NF, pref="future", **E):
    KM("workshop Nov 8 and 15 at 2pm, add both", [cc("Workshop", dt(ymd(2027, 11, 8), 14)), cc("Workshop", dt(ymd(2027, 11, 15), 14))],
       cat=c, conv="distribute")

# =============================================================================== weather / running
c = "weather"
with use(now=NJ, pref="future", **E):
    K("what's the temperature in Atlanta today", wx("Atlanta"), cat=c)
with use(now=NK, pref="future", **E):
    K("is it going to be humid in New Orleans tomorrow", wx("New Orleans", rel(1)), cat=c)
    KM("thunderstorms in Dallas over the next two days?", [wx("Dallas", today()), wx("Dallas", rel(1))], cat=c,
       conv="n-days-counting-today")
with use(now=NL, pref="future", **E):
    K("rain in Portland on Sunday?", wx("Portland", wd(7)), cat=c)
    K("do I need an umbrella in Boston tomorrow", wx("Boston", rel(1)), cat=c)
with use(now=NM, pref="future", **E):
    KM("this weekend's weather in Buffalo", [wx("Buffalo", wd(6)), wx("Buffalo", wd(7))], cat=c)
with use(now=NA, pref="future", **E):
    K("forecast for Anchorage next Wednesday", wx("Anchorage", wk(1, 3)), cat=c)
with use(now=NI, pref="future", **E):
    K("gusty winds in Milwaukee two days from now?", wx("Milwaukee", rel(2)), cat=c)
c = "running"
with use(now=NJ, pref="future", **E):
    K("is the air okay for a run in Los Angeles this morning", ra("Los Angeles"), cat=c)
with use(now=NK, pref="future", **E):
    K("can I get a 5k in tomorrow morning in Miami, weather-wise", ra("Miami", rel(1)), cat=c)
with use(now=NL, pref="future", **E):
    K("good running weather in Boston Saturday morning?", ra("Boston", wd(6)), cat=c)
with use(now=NM, pref="future", **E):
    K("is tomorrow okay for an outdoor run in Washington", ra("Washington", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("this Saturday, good for a jog in Atlanta?", ra("Atlanta", wk(0, 6)), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NJ, pref="future", **E):
    K("Tuesday 7am tai chi", cc("Tai chi", dt(wd(2) + td(days=7), 7)), cat=c)
with use(now=NK, pref="future", **E):
    K("Monday 3pm department meeting", cc("Department meeting", dt(wd(1) + td(days=7), 15)), cat=c)
with use(now=NL, pref="future", **E):
    K("Thursday 9pm badminton with Raj", cc("Badminton with Raj", dt(wd(4) + td(days=7), 21)), cat=c)
with use(now=NM, pref="future", **E):
    K("Saturday 8am farmers market", cc("Farmers market", dt(wd(6) + td(days=7), 8)), cat=c)
with use(now=NL, pref="past", **E):
    K("cab Thursday night, 58", la("58", "transport", "cab", d=today()), cat=c)
with use(now=NK, pref="past", **E):
    K("groceries Tuesday, 76", la("76", "food", "groceries", d=wd(2)), cat=c)

# =============================================================================== duration / numeric-date / clock
c = "duration"
with use(now=NJ, pref="future", **E):
    K("remind me to leave in 20 minutes", cc("Leave", C.now + td(minutes=20)), cat=c)
with use(now=NL, pref="future", **E):
    K("in 15 minutes remind me to go to bed", cc("Go to bed", C.now + td(minutes=15)), cat=c)
with use(now=NM, pref="future", **E):
    K("five days from now at 10am renew the lease", cc("Renew the lease", dt(rel(5), 10)), cat=c)
with use(now=NK, pref="future", **E):
    K("video call in two hours", cc("Video call", C.now + td(hours=2)), cat=c)
c = "numeric-date"
with use(now=NJ, pref="future", **E):
    K("3/1 9am first day of class", cc("First day of class", dt(ymd(2027, 3, 1), 9)), cat=c, conv="en-month-first")
with use(now=NK, pref="future", **E):
    K("6/15/2027 2pm car inspection", cc("Car inspection", dt(ymd(2027, 6, 15), 14)), cat=c, conv="en-month-first")
with use(now=NL, pref="future", **E):
    K("11/5 7pm badminton tournament", cc("Badminton tournament", dt(ymd(2027, 11, 5), 19)), cat=c, conv="en-month-first")
    K("28/11 lunch with the Garcias at noon", cc("Lunch with the Garcias", dt(ymd(2027, 11, 28), 12)), cat=c,
      conv="day-first-when-over-12")
with use(now=NM, pref="future", **E):
    K("consulate appointment 01/08/2028 at 10am", cc("Consulate appointment", dt(ymd(2028, 1, 8), 10)), cat=c,
      conv="en-month-first")
    K("all-day training 1/15", cc("Training", ymd(2028, 1, 15)), cat=c, conv="en-month-first")
c = "clock"
with use(now=NL, pref="future", **E):
    K("remind me at 11:55 to take my meds", cc("Take my meds", dt(today(), 23, 55)), cat=c, conv="bare-hour")
with use(now=NJ, pref="future", **E):
    K("at five to nine remind me to clock in", cc("Clock in", dt(today(), 8, 55)), cat=c)
with use(now=NM, pref="future", **E):
    K("at quarter past twelve remind me to grab the package", cc("Grab the package", dt(today(), 12, 15)), cat=c,
      conv="bare-hour")
with use(now=NK, pref="future", **E):
    K("at half past eight remind me to water the plants", cc("Water the plants", dt(today(), 20, 30)), cat=c, conv="bare-hour")
