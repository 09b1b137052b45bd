"""Round 35 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a driving instructor (lessons with learners at set clocks and pickup places, road-test days, lesson fees as
income, gas and car washes, a lesson moved for rain, two learners on the same day, the weather before a road test,
fees last month), a fishing-charter captain (trips at dawn that depend on the wind, deposits from customers as income,
fuel, bait and ice, a trip over two days, a trip cancelled for weather, the marine weather for coast towns over several
days, fuel this quarter) and a woman who runs a daycare at home (drop-off and pickup at set clocks, fees paid by parents
as income, snacks and supplies, a closed day, a parents' meeting, moving a pickup, cancelling a field trip, snacks this
month).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r35.py): NA = 2052-04-04T11:30 Thursday, late morning ("morning" in progress; a bare 11 →
tomorrow 11:00, a bare 12 → today's noon; this week 04-01 … 04-07, this weekend 04-06/07; the month ends Tuesday 04-30;
Good Friday 04-19, Easter 04-21, "before easter" = today … 04-20); NB = 2052-08-31T20:20 Saturday, the last evening of
August ("by the end of the month" today alone, "this week" today and tomorrow; a bare 9 → 21:00 tonight, a bare 8 →
tomorrow 08:00; "saturday afternoon" over → 09-07; Labor Day Monday 09-02); NC = 2052-12-12T14:00 Thursday ("afternoon"
in progress; a bare 3 → 15:00 today, a bare 1 → tomorrow 13:00; "thursday morning" over → 12-19; Christmas Wednesday
12-25, "before christmas" = today … 12-24; the year ends Tuesday 12-31)."""
from lib import *

NA = "2052-04-04T11:30:00"  # Thursday 11:30
NB = "2052-08-31T20:20:00"  # Saturday 20:20, last evening of August
NC = "2052-12-12T14:00:00"  # Thursday 14:00
E = dict(lang="en", tz="America/New_York")
EASTER = easter(2052)
LABOR = holiday_in("labor", 2052)
THANKS = holiday_in("thanksgiving", 2052)
FEE = "lesson fees paid by learners filed as salary income (paid for one's own work)"
DEP = "a charter customer's deposit or balance filed as salary income (paid for one's own work)"
CARE = "daycare fees paid by parents filed as salary income"
FUEL = "boat fuel filed as transport"
BAIT = "bait and ice for the charter boat filed as shopping"
SNACK = "snacks for the daycare children filed as food"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("driving lesson w/ kevin tmrw 2pm", cc("Driving lesson w/ kevin", dt(rel(1), 14)), cat=c)
    K("parallel parking practice sat 7:30am", cc("Parallel parking practice", dt(wd(6), 7, 30)), cat=c)
    K("charter for a regular april 9 at 9am", cc("Charter for a regular", dt(ymd(2052, 4, 9), 9)), cat=c)
    K("daycare parents mtg next mon 3:30pm", cc("Daycare parents mtg", dt(wk(1, 1), 15, 30)), cat=c)
    K("kids lunch at 12", cc("Kids lunch", dt(today(), 12)), cat=c, conv="bare-hour")
    K("pick up the learner at 11", cc("Pick up the learner", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:30 has passed, before noon: tomorrow 11:00")
    K("mia's mom picking up at 3:30", cc("Mia's mom picking up", dt(today(), 15, 30)), cat=c, conv="bare-hour")
    K("overnight charter for the walker group april 12 thru 13", cc("Overnight charter for the walker group", ymd(2052, 4, 12), ymd(2052, 4, 13)), cat=c)
    K("highway drive with luis fri 9 to 11am", cc("Highway drive with luis", dt(wd(5), 9), dt(wd(5), 11)), cat=c)
    K("boat out sat 5am no wait 5:30", cc("Boat out", dt(wd(6), 5, 30)), cat=c, unsure="a correction inside the message: 05:30 replaces 05:00")
    K("just told the parents, open house next wed 4pm", cc("Open house", dt(wk(1, 3), 16)), cat=c, unsure="telling the parents as context")
    K("lesson with wang thursday 3pm", cc("Lesson with wang", dt(today(), 15)), cat=c, unsure="thursday 3pm said Thursday 11:30 is ahead: today")
    K("get ice at the dock thursday 8am", cc("Get ice at the dock", dt(wk(1, 4), 8)), cat=c,
      unsure="thursday 8am said Thursday 11:30 has passed: next Thursday 04-11")
with use(now=NB, pref="future", **E):
    K("charter tmrw 6am", cc("Charter", dt(rel(1), 6)), cat=c)
    K("daycare parents night next tue 7pm", cc("Daycare parents night", dt(wk(1, 2), 19)), cat=c)
    K("road test sept 5 at 10am", cc("Road test", dt(ymd(2052, 9, 5), 10)), cat=c)
    K("lessons mon 1-3pm", cc("Lessons", dt(wd(1), 13), dt(wd(1), 15)), cat=c, unsure="mon said Saturday = 09-02 (Labor Day)")
    K("text the parents about fall schedule at 9", cc("Text the parents about fall schedule", dt(today(), 21)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 20:20: 09:00 has passed, the pm reading 21:00 is ahead")
    K("gas up the lesson car at 8", cc("Gas up the lesson car", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:20 has passed both ways: tomorrow 08:00")
    K("leave the dock 4am", cc("Leave the dock", dt(rel(1), 4)), cat=c, unsure="4am with no day = the coming night, 09-01 04:00")
    K("two-day charter for mr. hale sept 13-14", cc("Two-day charter for mr. hale", ymd(2052, 9, 13), ymd(2052, 9, 14)), cat=c)
    K("highway drive w/ a learner saturday 2pm", cc("Highway drive w/ a learner", dt(wk(1, 6), 14)), cat=c,
      unsure="saturday 2pm said Saturday 20:20 has passed: next Saturday 09-07")
    K("so parents meeting is 9/20, in the afternoon", cc("Parents meeting", dt(ymd(2052, 9, 20), 12), dt(ymd(2052, 9, 20), 18)), cat=c,
      conv="en-month-first", unsure="afternoon with no clock gives the event's real bounds 12:00–18:00")
with use(now=NC, pref="future", **E):
    K("driving lesson tomorrow at 9am", cc("Driving lesson", dt(rel(1), 9)), cat=c)
    K("night driving fri 7-8:30pm", cc("Night driving", dt(wd(5), 19), dt(wd(5), 20, 30)), cat=c)
    K("daycare parents mtg dec 20 3pm", cc("Daycare parents mtg", dt(ymd(2052, 12, 20), 15)), cat=c)
    K("chen's road test next tue 8am", cc("Chen's road test", dt(wk(1, 2), 8)), cat=c)
    K("take the kids to the park at 3", cc("Take the kids to the park", dt(today(), 15)), cat=c, conv="bare-hour")
    K("fill up the car at 1", cc("Fill up the car", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed at 14:00: tomorrow 13:00")
    K("daycare closed dec 27 thru 29", cc("Daycare closed", ymd(2052, 12, 27), ymd(2052, 12, 29)), cat=c)
    K("charter sat 5:30am", cc("Charter", dt(wd(6), 5, 30)), cat=c)
    K("sun 9am chen and zoe both driving", cc("Chen and zoe both driving", dt(wd(7), 9)), cat=c, unsure="two learners said as one event starting 09:00")

c = "location"
with use(now=NA, pref="future", **E):
    K("pick up kevin for his lesson tmrw 2pm location: the east gate of the dmv", cc("Pick up kevin for his lesson", dt(rel(1), 14), location="the east gate of the dmv"), cat=c)
    K("charter april 9 6am where: pier 7", cc("Charter", dt(ymd(2052, 4, 9), 6), location="pier 7"), cat=c)
    K("parent and kid playdate sat 10am at the community garden", cc("Parent and kid playdate", dt(wd(6), 10), location="the community garden"), cat=c)
with use(now=NB, pref="future", **E):
    K("charter tmrw 6am at the south marina", cc("Charter", dt(rel(1), 6), location="the south marina"), cat=c)
    K("road test sept 5 10am at the northside testing center", cc("Road test", dt(ymd(2052, 9, 5), 10), location="the northside testing center"), cat=c)
with use(now=NC, pref="future", **E):
    K("night driving fri 7pm at the shell station on main", cc("Night driving", dt(wd(5), 19), location="the shell station on main"), cat=c)
    K("parents mtg dec 20 3pm in my living room", cc("Parents mtg", dt(ymd(2052, 12, 20), 15), location="my living room"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("egg hunt with the kids easter", cc("Egg hunt with the kids", EASTER), cat=c)
    K("daycare open as usual the day after easter", cc("Daycare open as usual", EASTER + td(days=1)), cat=c)
    K("charter booked good friday", cc("Charter booked", EASTER - td(days=2)), cat=c, unsure="a booking recorded as an all-day event")
with use(now=NB, pref="future", **E):
    K("daycare closed labor day", cc("Daycare closed", LABOR), cat=c)
    K("full-day charter columbus day 6am", cc("Full-day charter", dt(holiday_in("columbus", 2052), 6)), cat=c)
    K("kids costume party halloween 3pm", cc("Kids costume party", dt(ymd(2052, 10, 31), 15)), cat=c)
with use(now=NC, pref="future", **E):
    K("kids holiday party christmas eve 3pm", cc("Kids holiday party", dt(ymd(2052, 12, 24), 15)), cat=c)
    K("boat in for service new year's day", cc("Boat in for service", ymd(2053, 1, 1)), cat=c)
    K("daycare closed mlk day", cc("Daycare closed", holiday_in("mlk", 2053)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to get the kids in from the yard in 20 min", cc("Get the kids in from the yard", dt(today(), 11, 50)), cat=c)
    K("road test five days from now", cc("Road test", rel(5)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to wash the car in an hour and a half", cc("Wash the car", dt(today(), 21, 50)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to call the parents in 45 min", cc("Call the parents", dt(today(), 14, 45)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("jake's road test on 4/15", cc("Jake's road test", ymd(2052, 4, 15)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("parents meeting 9/20/2052", cc("Parents meeting", ymd(2052, 9, 20)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("road test for dana on 12/28", cc("Road test for dana", ymd(2052, 12, 28)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("fishing tournament the second saturday of may", cc("Fishing tournament", nth(2052, 5, 2, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("fall term starts the first monday of september", cc("Fall term starts", nth(2052, 9, 1, 1)), cat=c,
      unsure="the first monday of september = Labor Day 09-02")
with use(now=NC, pref="future", **E):
    K("chen's road test the second saturday of january", cc("Chen's road test", nth(2053, 1, 2, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("head to the dock five to twelve", cc("Head to the dock", dt(today(), 11, 55)), cat=c, conv="bare-hour",
      unsure="the named hour 12 reads noon; five before = 11:55 today")
with use(now=NC, pref="future", **E):
    K("leave for the lesson quarter to four", cc("Leave for the lesson", dt(today(), 15, 45)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("charters sat and sun 6am", [cc("Charters", dt(wd(6), 6)), cc("Charters", dt(wd(7), 6))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("road tests mon and wed 9am", [cc("Road tests", dt(wd(1), 9)), cc("Road tests", dt(wd(3), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("charters tmrw and the day after at 6am", [cc("Charters", dt(rel(1), 6)), cc("Charters", dt(rel(2), 6))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("kevin paid for his lesson package 450", la("450", "salary", "lesson package", kind="income"), cat=c, unsure=FEE)
    K("ice 16", la("16", "shopping", "ice"), cat=c, unsure=BAIT)
    K("gas for the lesson car 52", la("52", "transport", "gas for the lesson car"), cat=c)
    K("charter deposit came in 300", la("300", "salary", "charter deposit", kind="income"), cat=c, unsure=DEP)
    K("crayons and glue sticks 27", la("27", "shopping", "crayons and glue sticks"), cat=c)
with use(now=NB, pref="past", **E):
    K("mia's mom paid september tuition 900", la("900", "salary", "september tuition", kind="income"), cat=c, unsure=CARE)
    K("car wash 15", la("15", "transport", "car wash"), cat=c)
    K("live shrimp for bait 38", la("38", "shopping", "live shrimp for bait"), cat=c, unsure=BAIT)
    K("fruit and snacks for the kids 64", la("64", "food", "fruit and snacks"), cat=c, unsure=SNACK)
with use(now=NC, pref="past", **E):
    K("marina fuel 310.40", la("310.4", "transport", "marina fuel"), cat=c, unsure=FUEL)
    K("oil change on the lesson car 68", la("68", "transport", "oil change"), cat=c)
    K("wipes and tissues 22", la("22", "shopping", "wipes and tissues"), cat=c)
    K("got the charter balance 600", la("600", "salary", "charter balance", kind="income"), cat=c, unsure=DEP)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("last saturday's ice and bait 54", la("54", "shopping", "ice and bait", d=wk(-1, 6)), cat=c, unsure=BAIT)
    K("gas on april fools' day 48", la("48", "transport", "gas", d=ymd(2052, 4, 1)), cat=c)
with use(now=NB, pref="past", **E):
    K("bait thursday 38", la("38", "shopping", "bait", d=wd(4)), cat=c, unsure="thursday said Saturday, looking back: 08-29; " + BAIT)
    K("charter on the fourth brought in 1,200", la("1200", "salary", "charter", kind="income", d=ymd(2052, 7, 4)), cat=c, unsure=DEP)
with use(now=NC, pref="past", **E):
    K("deposit on thanksgiving 250", la("250", "salary", "deposit", kind="income", d=THANKS), cat=c, unsure=DEP)
    K("boat fuel yesterday 280", la("280", "transport", "boat fuel", d=rel(-1)), cat=c, unsure=FUEL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what lessons do i have this week", cl(today(), wd(7)), cat=c, unsure="said Thursday: this week's rest 04-04 … 04-07")
    K("how many road tests next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("any charters booked this weekend", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **E):
    K("lesson fees last month", ls(ymd(2052, 3, 1), ymd(2052, 3, 31), "salary"), cat=c, unsure=FEE)
    K("total spending last wk", ls(wk(-1, 1), wk(-1, 7)), cat=c)
with use(now=NB, pref="future", **E):
    K("how many road tests early september", cl(ymd(2052, 9, 1), ymd(2052, 9, 10)), cat=c, conv="month-parts")
    K("what's next week look like for charters", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("daycare fees this month", ls(ymd(2052, 8, 1), ymd(2052, 8, 31), "salary"), cat=c, unsure=CARE)
    K("what did snacks cost me this month", ls(ymd(2052, 8, 1), ymd(2052, 8, 31), "food"), cat=c, unsure=SNACK)
    K("show my last 10 ledger entries", ll(limit=10), cat=c)
with use(now=NC, pref="future", **E):
    K("any charters or lessons this weekend", cl(wd(6), wd(7)), cat=c)
    K("anything late december", cl(ymd(2052, 12, 21), ymd(2052, 12, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **E):
    K("boat fuel this quarter", ls(ymd(2052, 10, 1), ymd(2052, 12, 31), "transport"), cat=c, conv="quarters", unsure=FUEL)
    K("how much in lesson fees last month", ls(ymd(2052, 11, 1), ymd(2052, 11, 30), "salary"), cat=c, unsure=FEE)
    K("list november's entries pls", ll(ymd(2052, 11, 1), ymd(2052, 11, 30)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("road tests left by the end of the month", cl(today(), ymd(2052, 4, 30)), cat=c, conv="by-inclusive")
    K("what's on before easter", cl(today(), EASTER - td(days=1)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("gas for the car in the last 7 days", ls(rel(-6), today(), "transport"), cat=c)
with use(now=NB, pref="future", **E):
    K("any charters left this week", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday evening: today and tomorrow")
    K("charters the next 5 days?", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("boat fuel year to date", ls(ymd(2052, 1, 1), today(), "transport"), cat=c, conv="since", unsure=FUEL)
with use(now=NC, pref="future", **E):
    K("road tests before christmas", cl(today(), ymd(2052, 12, 24)), cat=c, conv="en-before-exclusive")
    K("lessons and charters the next two weeks", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("daycare fees month to date", ls(ymd(2052, 12, 1), today(), "salary"), cat=c, conv="since", unsure=CARE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("how windy is montauk tmrw, thinking of going out", wx("Montauk", rel(1)), cat=c)
    KM("cape may weather this weekend, got charters", [wx("Cape May", wd(6)), wx("Cape May", wd(7))], cat=c)
    K("road test on 4/9, will it rain in albany", wx("Albany", ymd(2052, 4, 9)), cat=c, conv="en-month-first",
      unsure="the road test as context, only the weather asked")
with use(now=NB, pref="future", **E):
    K("weather in key west tmrw", wx("Key West", rel(1)), cat=c)
    KM("gloucester weather sept 2 to 4, seeing if we can go out", [wx("Gloucester", ymd(2052, 9, 2)), wx("Gloucester", ymd(2052, 9, 3)), wx("Gloucester", ymd(2052, 9, 4))], cat=c)
    KM("tmrw weather for montauk and block island", [wx("Montauk", rel(1)), wx("Block Island", rel(1))], cat=c)
with use(now=NC, pref="future", **E):
    K("is it gonna blow in galveston sat", wx("Galveston", wd(6)), cat=c)
    KM("outer banks weather tmrw and the day after", [wx("Outer Banks", rel(1)), wx("Outer Banks", rel(2))], cat=c,
       unsure="the Outer Banks as the place name the person gave")
    K("road test the day after tomorrow, check buffalo weather", wx("Buffalo", rel(2)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("ok for a run in providence this afternoon", ra("Providence"), cat=c, unsure="this afternoon gives the day only (today)")
with use(now=NB, pref="future", **E):
    K("good morning for a run in virginia beach tmrw?", ra("Virginia Beach", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("can i run in savannah sunday", ra("Savannah", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Driving lesson w/ kevin", dt(rel(1), 14), dt(rel(1), 16)), ev("Driving lesson w/ kevin", dt(wd(6), 14), dt(wd(6), 16))]
    K("move saturday's kevin lesson to 10am", cu(1, title="kevin", date=wd(6), start=dt(wd(6), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    K("rain tmrw, push kevin's lesson back a day", cu(0, title="kevin", date=rel(1), start=dt(rel(2), 14)), cat=c, given=g,
      unsure="the rain as the reason; back a day applied to the stored start (04-06 14:00)")
    g = [ev("Charter for a regular", dt(ymd(2052, 4, 9), 9), dt(ymd(2052, 4, 9), 15)), ev("Walk-up charter", dt(ymd(2052, 4, 10), 6), dt(ymd(2052, 4, 10), 11))]
    K("move the regular's charter to 6am, less wind then", cu(0, title="regular", start=dt(ymd(2052, 4, 9), 6)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Daycare parents night", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("Daycare open house", dt(ymd(2052, 9, 10), 15), dt(ymd(2052, 9, 10), 17))]
    K("move parents night to next thursday same time", cu(0, title="parents night", start=dt(wk(1, 4), 19)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Mia's mom pickup", dt(wd(1), 17), dt(wd(1), 17, 30)), ev("Leo's dad pickup", dt(wd(1), 17, 30), dt(wd(1), 18))]
    K("mia's mom pickup monday is now 6", cu(0, title="mia's mom pickup", date=wd(1), start=dt(wd(1), 18)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"], unsure="monday said Saturday = 09-02")
with use(now=NC, pref="future", **E):
    g = [ev("Night driving w/ chen", dt(wd(5), 19), dt(wd(5), 20, 30)), ev("Night driving w/ chen", dt(wk(1, 5), 19), dt(wk(1, 5), 20, 30))]
    K("this fri's night driving w/ chen an hour earlier", cu(0, title="night driving", date=wd(5), start=dt(wd(5), 18)), cat=c, given=g)
    g = [ev("Road test", dt(wk(1, 2), 8), dt(wk(1, 2), 10)), ev("Chen's road test", ymd(2053, 1, 11), ymd(2053, 1, 11))]
    K("change next tuesday's road test location to the southside dmv", cu(0, title="road test", date=wk(1, 2), location="the southside dmv"), cat=c, given=g)
    g = [ev("Charter", dt(wd(6), 5, 30), dt(wd(6), 12)), ev("Charter", dt(wk(1, 1), 7), dt(wk(1, 1), 12))]
    K("rename saturday's charter to hale family charter", cu(0, title="charter", date=wd(6), new_title="Hale family charter"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Walk-up charter", dt(ymd(2052, 4, 10), 6), dt(ymd(2052, 4, 10), 11)), ev("Charter for a regular", dt(ymd(2052, 4, 9), 9), dt(ymd(2052, 4, 9), 15))]
    K("small craft advisory on the 10th, cancel the walk-up charter", cdel(0, title="walk-up charter", date=ymd(2052, 4, 10)), cat=c, given=g,
      unsure="the advisory as the reason")
    g = [ev("Field trip to the botanical garden", dt(rel(1), 9), dt(rel(1), 11)), ev("Finger painting", dt(rel(1), 15), dt(rel(1), 16))]
    K("calling off tmrw's field trip, rain", cdel(0, title="field trip", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Live stream selling fresh catch", dt(rel(1), 20), dt(rel(1), 22)), ev("Ship orders from the dock", dt(rel(1), 15), dt(rel(1), 16))]
    K("scrap the live stream tmrw night", cdel(0, title="live stream", date=rel(1)), cat=c, given=g)
    g = [ev("Two-day charter for mr. hale", ymd(2052, 9, 13), ymd(2052, 9, 14)), ev("Walk-up charter", dt(ymd(2052, 9, 15), 6), dt(ymd(2052, 9, 15), 11))]
    K("hale's two-day trip is off, storm coming, delete it", cdel(0, title="hale"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Kids holiday party", dt(ymd(2052, 12, 24), 15), dt(ymd(2052, 12, 24), 17)), ev("Daycare parents mtg", dt(ymd(2052, 12, 20), 15), dt(ymd(2052, 12, 20), 16))]
    K("delete the holiday party on christmas eve", cdel(0, title="holiday party", date=ymd(2052, 12, 24)), cat=c, given=g)
    g = [ev("Charter", dt(rel(2), 6), dt(rel(2), 12)), ev("Charter", dt(wk(1, 1), 7), dt(wk(1, 1), 12))]
    K("cancel the charter, cold front", cdel(0, title="charter"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("ice 16, bait 38, gas 52", [la("16", "shopping", "ice"), la("38", "shopping", "bait"), la("52", "transport", "gas")], cat=c, unsure=BAIT)
with use(now=NA, pref="future", **E):
    KM("charter out of montauk april 9, check montauk weather that day", [cc("Charter out of montauk", ymd(2052, 4, 9)), wx("Montauk", ymd(2052, 4, 9))], cat=c)
with use(now=NB, pref="past", **E):
    KM("deposit 200 came in, ice was 16", [la("200", "salary", "deposit", kind="income"), la("16", "shopping", "ice")], cat=c, unsure=DEP + "; " + BAIT)
with use(now=NB, pref="future", **E):
    KM("mon lesson w/ luis 9am and lesson w/ priya 3pm", [cc("Lesson w/ luis", dt(wd(1), 9)), cc("Lesson w/ priya", dt(wd(1), 15))], cat=c,
       unsure="two learners the same day, the day said once; mon said Saturday = 09-02")
    KM("cancel next tue's parents night and move the open house to 4",
       [cdel(0, title="parents night", date=wk(1, 2)), cu(1, title="open house", start=dt(ymd(2052, 9, 10), 16))], cat=c,
       given=[ev("Daycare parents night", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("Daycare open house", dt(ymd(2052, 9, 10), 15), dt(ymd(2052, 9, 10), 17))],
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NC, pref="past", **E):
    KM("milk 9, crackers 6.50, wipes 12 today", [la("9", "food", "milk"), la("6.5", "food", "crackers"), la("12", "shopping", "wipes")], cat=c, unsure=SNACK)
with use(now=NC, pref="future", **E):
    KM("what's on next week and galveston weather sat", [cl(wk(1, 1), wk(1, 7)), wx("Galveston", wd(6))], cat=c)
    KM("log gas 48 and add a driving lesson tmrw 9am", [la("48", "transport", "gas"), cc("Driving lesson", dt(rel(1), 9))], cat=c)
