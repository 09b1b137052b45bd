"""Round 4 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them)."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NB = "2027-03-15T21:30:00"  # Monday
NC = "2027-06-30T08:00:00"  # Wednesday
ND = "2027-09-10T14:00:00"  # Friday
NE = "2027-01-29T19:00:00"  # Friday
NF = "2027-11-03T16:45:00"  # Wednesday
NG = "2026-12-31T22:15:00"  # Thursday, the last evening of the year
NH = "2027-03-14T11:00:00"  # Sunday, the day US daylight saving time began
NI = "2027-07-31T11:20:00"  # Saturday, the last day of a month
NJ = "2027-02-16T07:40:00"  # Tuesday, early morning
NK = "2027-05-31T18:00:00"  # Monday, month end, Memorial Day
NL = "2027-10-28T23:50:00"  # Thursday, ten minutes before midnight
NM = "2027-12-25T09:00:00"  # Saturday, Christmas morning
# Round 4 reference times
NN = "2028-01-26T13:15:00"  # Wednesday, Lunar New Year's Day; Valentine's Day is Monday 02-14, Presidents' Day 02-21
NO = "2028-03-31T17:45:00"  # Friday, quarter end and month end; April Fools' tomorrow, Easter 04-16
NP = "2028-07-02T22:30:00"  # Sunday night; Independence Day is Tuesday 07-04
NQ = "2028-09-04T08:05:00"  # Monday morning, Labor Day; Columbus Day 10-09
E = dict(lang="en", tz="America/New_York")

# =============================================================================== update
c = "update"
with use(now=NN, pref="future", **E):
    g = [ev("Standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45))]
    K("push tomorrow's standup back 15 min", cu(0, title="standup", date=rel(1), start=dt(rel(1), 9, 45)), cat=c, given=g)
    g = [ev("Lunar New Year dinner", dt(today(), 18), dt(today(), 20))]
    K("the Lunar New Year dinner tonight, can we start at 7 instead",
      cu(0, title="Lunar New Year dinner", date=today(), start=dt(today(), 19)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Haircut", dt(wd(5), 16), dt(wd(5), 16, 45))]
    K("could you move Friday's haircut to Saturday? same time works",
      cu(0, title="haircut", date=wd(5), start=dt(wd(6), 16)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("1:1 with Marcus", dt(today(), 15), dt(today(), 15, 30)), ev("Design sync", dt(today(), 16), dt(today(), 17))]
    K("my 3pm today got bumped, make it 4:30", cu(0, date=today(), start=dt(today(), 16, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Valentine's dinner at Nobu", dt(hol("valentine"), 19), dt(hol("valentine"), 21))]
    K("Valentine's dinner, push it to 8:15", cu(0, title="Valentine's dinner", start=dt(hol("valentine"), 20, 15)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Team retro", dt(wk(1, 2), 14), dt(wk(1, 2), 15))]
    K("bring next Tuesday's team retro forward an hour", cu(0, title="team retro", date=wk(1, 2), start=dt(wk(1, 2), 13)),
      cat=c, given=g)
    g = [ev("PT session", dt(wd(4), 8), dt(wd(4), 9))]
    K("PT on thursday - can it be 5:30pm instead?", cu(0, title="PT", date=wd(4), start=dt(wd(4), 17, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Snow tire swap", dt(wd(6), 10), dt(wd(6), 11))]
    K("the snow tire swap Saturday, rename it to Winter car service",
      cu(0, title="snow tire swap", date=wd(6), new_title="Winter car service"), cat=c, given=g)
    g = [ev("Presidents' Day brunch", dt(hol("presidents"), 11), dt(hol("presidents"), 13))]
    K("move the brunch on Presidents' Day to noon",
      cu(0, title="brunch", date=hol("presidents"), start=dt(hol("presidents"), 12)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NO, pref="future", **E):
    g = [ev("Quarter-close review", dt(today(), 18), dt(today(), 19))]
    K("quarter-close review is slipping, push it 30 minutes", cu(0, title="quarter-close review", start=dt(today(), 18, 30)),
      cat=c, given=g)
    g = [ev("Easter brunch", dt(hol("easter"), 11), dt(hol("easter"), 13))]
    K("Easter brunch: move it to the Saturday before, same time",
      cu(0, title="Easter brunch", start=dt(hol("easter") - td(days=1), 11)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Dentist", dt(wk(1, 3), 9), dt(wk(1, 3), 10)), ev("Dentist", dt(wk(3, 3), 9), dt(wk(3, 3), 10))]
    K("next Wednesday's dentist, slide it to Thursday at 2",
      cu(0, title="dentist", date=wk(1, 3), start=dt(wk(1, 4), 14)), cat=c, given=g, conv="bare-hour")
    g = [ev("Book fair volunteering", wd(6), wd(6))]
    K("switch the book fair volunteering from April Fools' Day to Sunday",
      cu(0, title="book fair volunteering", date=hol("aprilfools"), start=wd(7)), cat=c, given=g)
    g = [ev("Landlord walkthrough", dt(rel(1), 10), dt(rel(1), 11))]
    K("tomorrow's landlord walkthrough - 11:30 instead",
      cu(0, title="landlord walkthrough", date=rel(1), start=dt(rel(1), 11, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Team drinks", dt(today(), 18, 30), dt(today(), 20, 30))]
    K("team drinks tonight moved to The Dead Rabbit", cu(0, title="team drinks", date=today(), location="The Dead Rabbit"),
      cat=c, given=g)
    g = [ev("Earnings call", dt(wk(1, 3), 16, 30), dt(wk(1, 3), 17, 30))]
    K("rename the earnings call to Q1 results call", cu(0, title="earnings call", new_title="Q1 results call"), cat=c, given=g)
    g = [ev("Tax appointment", dt(ymd(2028, 4, 10), 13), dt(ymd(2028, 4, 10), 14))]
    K("tax appointment on the 10th, push it to the 12th, same time",
      cu(0, title="tax appointment", date=ymd(2028, 4, 10), start=dt(ymd(2028, 4, 12), 13)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("Client call", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), ev("Weekly sync", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("the 3 o'clock next Monday: push it back an hour", cu(0, date=wk(1, 1), start=dt(wk(1, 1), 16)), cat=c, given=g,
      conv="bare-hour")
with use(now=NP, pref="future", **E):
    g = [ev("Fireworks with the kids", dt(hol("independence"), 21), dt(hol("independence"), 22))]
    K("the Fourth of July fireworks, move them to 9:30pm",
      cu(0, title="fireworks", date=hol("independence"), start=dt(hol("independence"), 21, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Morning huddle", dt(rel(1), 9), dt(rel(1), 9, 15)), ev("Morning huddle", dt(rel(2), 9), dt(rel(2), 9, 15))]
    K("make tomorrow's morning huddle 9:40", cu(0, title="morning huddle", date=rel(1), start=dt(rel(1), 9, 40)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Barbecue at the lake", dt(hol("independence"), 12), dt(hol("independence"), 16))]
    K("barbecue at the lake: push it a day", cu(0, title="barbecue at the lake", start=dt(hol("independence") + td(days=1), 12)),
      cat=c, given=g)
    g = [ev("Car service", dt(wk(1, 6), 9), dt(wk(1, 6), 11))]
    K("bump next Saturday's car service a week", cu(0, title="car service", date=wk(1, 6), start=dt(wk(2, 6), 9)), cat=c,
      given=g)
    g = [ev("OKR alignment", dt(rel(1), 14), dt(rel(1), 16))]
    K("tomorrow afternoon's OKR alignment, make it 3 to 5",
      cu(0, title="OKR alignment", date=rel(1), start=dt(rel(1), 15), end=dt(rel(1), 17)), cat=c, given=g, conv="bare-hour")
    g = [ev("Swim lesson", dt(wd(2), 17), dt(wd(2), 18)), ev("Swim lesson", dt(wd(4), 17), dt(wd(4), 18))]
    K("change Thursday's swim lesson to 6pm", cu(1, title="swim lesson", date=wd(4), start=dt(wd(4), 18)), cat=c, given=g)
with use(now=NQ, pref="future", **E):
    g = [ev("Labor Day cookout", dt(today(), 13), dt(today(), 17))]
    K("the cookout today - start it at 2 instead", cu(0, title="cookout", date=today(), start=dt(today(), 14)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Back to school night", dt(wd(3), 18, 30), dt(wd(3), 20))]
    K("back to school night wednesday, push it half an hour",
      cu(0, title="back to school night", date=wd(3), start=dt(wd(3), 19)), cat=c, given=g)
    g = [ev("Budget review", dt(wd(4), 10), dt(wd(4), 11, 30))]
    K("move budget review from Thursday to Friday, keep the time",
      cu(0, title="budget review", date=wd(4), start=dt(wd(5), 10)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Columbus Day parade", dt(hol("columbus"), 11), dt(hol("columbus"), 13))]
    K("Columbus Day parade - we're meeting at 10:30 now",
      cu(0, title="Columbus Day parade", start=dt(hol("columbus"), 10, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Bike ride", dt(wd(6), 6, 30), dt(wd(6), 9))]
    K("Saturday's bike ride, push the start to 7:15am", cu(0, title="bike ride", date=wd(6), start=dt(wd(6), 7, 15)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("Vendor call", dt(today(), 9), dt(today(), 10))]
    K("this morning's vendor call, move to 10", cu(0, title="vendor call", date=today(), start=dt(today(), 10)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Book club", dt(wd(5), 19, 30), dt(wd(5), 21))]
    K("rename Friday's book club to Fall reading circle",
      cu(0, title="book club", date=wd(5), new_title="Fall reading circle"), cat=c, given=g)
    g = [ev("Design review", dt(today(), 14), dt(today(), 16))]
    K("extend the design review until 5:30", cu(0, title="design review", end=dt(today(), 17, 30)), cat=c, given=g,
      conv="bare-hour")
    g = [ev("Halloween party", dt(hol("halloween"), 19), dt(hol("halloween"), 23))]
    K("the Halloween party is at Jenna's place now", cu(0, title="Halloween party", location="Jenna's place"), cat=c, given=g)
    g = [ev("Lunch with Omar", dt(wd(3), 12), dt(wd(3), 13))]
    K("lunch with Omar wednesday, move it up to 11:30am",
      cu(0, title="lunch with Omar", date=wd(3), start=dt(wd(3), 11, 30)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NA, pref="future", **E):
    g = [ev("Annual physical", dt(wk(1, 2), 8), dt(wk(1, 2), 10))]
    K("push my annual physical two weeks out", cu(0, title="annual physical", start=dt(wk(3, 2), 8)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Run", dt(rel(1), 6), dt(rel(1), 7))]
    K("tomorrow's run: 6:30 to 7:30am", cu(0, title="run", date=rel(1), start=dt(rel(1), 6, 30), end=dt(rel(1), 7, 30)),
      cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Midyear review", dt(today(), 15), dt(today(), 17))]
    K("bring the midyear review up to 1 this afternoon", cu(0, title="midyear review", start=dt(today(), 13)), cat=c, given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Open house", dt(wd(7), 13), dt(wd(7), 16))]
    K("move Sunday's open house to Saturday, same time", cu(0, title="open house", date=wd(7), start=dt(wd(6), 13)), cat=c,
      given=g, conv="move-keeps-clock")
with use(now=NE, pref="future", **E):
    g = [ev("Costco run", dt(wd(7), 9), dt(wd(7), 11))]
    K("Costco run Sunday - do it Saturday at 10 instead", cu(0, title="Costco run", date=wd(7), start=dt(wd(6), 10)), cat=c,
      given=g, conv="bare-hour")
with use(now=NF, pref="future", **E):
    g = [ev("Thanksgiving prep call", dt(ymd(2027, 11, 8), 10), dt(ymd(2027, 11, 8), 11))]
    K("move the Thanksgiving prep call to next Tuesday 10:30am",
      cu(0, title="Thanksgiving prep call", start=dt(wk(1, 2), 10, 30)), cat=c, given=g)
with use(now=NG, pref="future", **E):
    g = [ev("New Year's Day hike", dt(rel(1), 7), dt(rel(1), 12))]
    K("let's start the New Year's Day hike later, 9am", cu(0, title="New Year's Day hike", start=dt(rel(1), 9)), cat=c,
      given=g, conv="clock-only-keeps-day")
with use(now=NH, pref="future", **E):
    g = [ev("Call with Lena", dt(today(), 15), dt(today(), 16))]
    K("the call with Lena this afternoon, push to 4:30",
      cu(0, title="call with Lena", date=today(), start=dt(today(), 16, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NI, pref="future", **E):
    g = [ev("Farmers market volunteering", dt(rel(1), 8), dt(rel(1), 11))]
    K("tomorrow's farmers market shift, start at 9 instead",
      cu(0, title="farmers market", date=rel(1), start=dt(rel(1), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NJ, pref="future", **E):
    g = [ev("Allergist", dt(today(), 9), dt(today(), 10))]
    K("allergist an hour later please", cu(0, title="allergist", start=dt(today(), 10)), cat=c, given=g)
with use(now=NK, pref="future", **E):
    g = [ev("Vendor selection", dt(ymd(2027, 6, 4), 14), dt(ymd(2027, 6, 4), 16))]
    K("vendor selection: move to the day before Juneteenth at 2pm",
      cu(0, title="vendor selection", start=dt(hol("juneteenth") - td(days=1), 14)), cat=c, given=g)
with use(now=NL, pref="future", **E):
    g = [ev("Interview", dt(rel(1), 10), dt(rel(1), 11)), ev("Interview", dt(rel(1), 15), dt(rel(1), 16))]
    K("the afternoon interview tomorrow - 4 instead of 3", cu(1, title="interview", date=rel(1), start=dt(rel(1), 16)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NM, pref="future", **E):
    g = [ev("Year-end review", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("year-end review to the 30th, same time", cu(0, title="year-end review", start=dt(ymd(2027, 12, 30), 9)), cat=c, given=g,
      conv="move-keeps-clock")

# =============================================================================== delete
c = "delete"
with use(now=NN, pref="future", **E):
    g = [ev("Lunar New Year potluck", dt(today(), 18), dt(today(), 21))]
    K("cancel tonight's potluck", cdel(0, title="potluck", date=today()), cat=c, given=g)
    g = [ev("Spin class", dt(today(), 19), dt(today(), 20)), ev("Spin class", dt(wd(5), 19), dt(wd(5), 20))]
    K("scrap friday's spin class", cdel(1, title="spin class", date=wd(5)), cat=c, given=g)
    g = [ev("Dinner at my sister's", dt(rel(1), 18), dt(rel(1), 21))]
    K("call off dinner at my sister's tomorrow", cdel(0, title="dinner at my sister's", date=rel(1)), cat=c, given=g)
    g = [ev("Valentine's couples massage", dt(hol("valentine"), 15), dt(hol("valentine"), 16))]
    K("take the couples massage off Valentine's Day", cdel(0, title="couples massage", date=hol("valentine")), cat=c, given=g)
with use(now=NO, pref="future", **E):
    g = [ev("Tennis", dt(rel(1), 15), dt(rel(1), 17)), ev("Tennis", dt(rel(8), 15), dt(rel(8), 17))]
    K("couldn't get a court, kill tomorrow's tennis", cdel(0, title="tennis", date=rel(1)), cat=c, given=g)
    g = [ev("Late work session", dt(today(), 19), dt(today(), 22))]
    K("not working late tonight after all, remove the late work session", cdel(0, title="late work session", date=today()),
      cat=c, given=g)
    g = [ev("Spring break trip", ymd(2028, 4, 10), ymd(2028, 4, 14))]
    K("spring break trip is off, delete it", cdel(0, title="spring break trip"), cat=c, given=g)
    g = [ev("Staff meeting", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("Skip-level", dt(wk(1, 1), 14), dt(wk(1, 1), 14, 30))]
    K("drop the skip-level next Monday", cdel(1, title="skip-level", date=wk(1, 1)), cat=c, given=g)
with use(now=NP, pref="future", **E):
    g = [ev("Early shift", dt(rel(1), 7), dt(rel(1), 15))]
    K("swapped my early shift tomorrow, delete it", cdel(0, title="early shift", date=rel(1)), cat=c, given=g)
    g = [ev("Open house", dt(wk(1, 6), 10), dt(wk(1, 6), 11)), ev("Open house", dt(wk(1, 7), 10), dt(wk(1, 7), 11))]
    K("get rid of the open house next Sunday", cdel(1, title="open house", date=wk(1, 7)), cat=c, given=g)
    g = [ev("Fourth of July parade", dt(hol("independence"), 10), dt(hol("independence"), 12))]
    K("the parade on the Fourth got rained out, delete", cdel(0, title="parade", date=hol("independence")), cat=c, given=g)
    g = [ev("DMV appointment", dt(wd(3), 9), dt(wd(3), 10))]
    K("remove wednesday morning's DMV appointment", cdel(0, title="DMV appointment", date=wd(3)), cat=c, given=g)
with use(now=NQ, pref="future", **E):
    g = [ev("Orientation", dt(today(), 9), dt(today(), 11))]
    K("orientation went virtual, delete it from my calendar", cdel(0, title="orientation"), cat=c, given=g)
    g = [ev("Apple picking", dt(wk(1, 6), 9), dt(wk(1, 6), 12))]
    K("scratch apple picking next Saturday", cdel(0, title="apple picking", date=wk(1, 6)), cat=c, given=g)
    g = [ev("Gym", dt(today(), 19), dt(today(), 20)), ev("Gym", dt(wd(3), 19), dt(wd(3), 20)),
         ev("Gym", dt(wd(5), 19), dt(wd(5), 20))]
    K("delete the wednesday gym", cdel(1, title="gym", date=wd(3)), cat=c, given=g)
    g = [ev("Afternoon tea", dt(today(), 15), dt(today(), 16))]
    K("skip the 3pm tea, delete it", cdel(0, title="tea"), cat=c, given=g, conv="next-upcoming")
with use(now=NA, pref="future", **E):
    g = [ev("Holiday party rehearsal", dt(wk(1, 4), 14), dt(wk(1, 4), 17))]
    K("delete next Thursday's holiday party rehearsal, it got cancelled",
      cdel(0, title="holiday party rehearsal", date=wk(1, 4)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Hair consult", dt(wd(4), 15), dt(wd(4), 16))]
    K("not going to the hair consult Thursday, remove it", cdel(0, title="hair consult", date=wd(4)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Fireworks cruise", dt(hol("independence"), 20), dt(hol("independence"), 22))]
    K("cancel the fireworks cruise on Independence Day", cdel(0, title="fireworks cruise", date=hol("independence")), cat=c,
      given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Weekend camping", wd(6), wd(7))]
    K("hurricane's coming, delete the camping this weekend", cdel(0, title="camping", date=wd(6)), cat=c, given=g)
with use(now=NF, pref="future", **E):
    g = [ev("Parking permit renewal", ymd(2027, 11, 15), ymd(2027, 11, 15))]
    K("already renewed the parking permit, delete the reminder on the 15th",
      cdel(0, title="parking permit", date=ymd(2027, 11, 15)), cat=c, given=g)
with use(now=NH, pref="future", **E):
    g = [ev("Gallery visit", dt(today(), 14), dt(today(), 17)), ev("Gallery visit", dt(wk(1, 6), 14), dt(wk(1, 6), 17))]
    K("delete this afternoon's gallery visit", cdel(0, title="gallery visit", date=today()), cat=c, given=g)
with use(now=NI, pref="future", **E):
    g = [ev("Zoo trip", dt(rel(1), 9), dt(rel(1), 12))]
    K("too hot tomorrow, nix the zoo trip", cdel(0, title="zoo trip", date=rel(1)), cat=c, given=g)
with use(now=NK, pref="future", **E):
    g = [ev("Father's Day golf", dt(hol("fathers"), 8), dt(hol("fathers"), 12))]
    K("Father's Day golf is canceled, take it off", cdel(0, title="golf", date=hol("fathers")), cat=c, given=g)
with use(now=NL, pref="future", **E):
    g = [ev("Run", dt(rel(1), 6), dt(rel(1), 7)), ev("Run", dt(rel(3), 6), dt(rel(3), 7))]
    K("delete Sunday's run", cdel(1, title="run", date=wd(7)), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NN, pref="past", **E):
    K("lunar new year hot pot with the team, $186", la("186", "food", "hot pot"), cat=c)
    K("year-end bonus finally hit, 9,200", la("9200", "salary", "bonus", kind="income"), cat=c)
    K("yesterday's snow boots 129.99", la("129.99", "shopping", "snow boots", d=rel(-1)), cat=c)
    K("parking downtown $24", la("24", "transport", "parking"), cat=c)
    K("45.50 takeout", la("45.5", "food", "takeout"), cat=c)
    K("heating oil delivery, 412", la("412", "housing", "heating oil"), cat=c)
    K("paid 60 quid for the train to Manchester", la("60", "transport", "train to Manchester", cur="GBP"), cat=c)
with use(now=NO, pref="past", **E):
    K("quarter-end team dinner, my share 58", la("58", "food", "team dinner"), cat=c)
    K("cab to LaGuardia 62.40", la("62.4", "transport", "cab to LaGuardia"), cat=c)
    K("workbook for my kid, 18 bucks", la("18", "education", "workbook"), cat=c)
    K("pharmacy: cold meds and tissues 21.35", la("21.35", "health", "cold meds and tissues"), cat=c)
    K("mortgage payment 2,480", la("2480", "housing", "mortgage"), cat=c)
    K("two lattes this afternoon, 11.50", la("11.5", "food", "lattes"), cat=c)
    K("Wednesday I bought a mechanical keyboard for 139", la("139", "shopping", "mechanical keyboard", d=wd(3)), cat=c)
    K("Q1 bonus came through: $4,000", la("4000", "salary", "bonus", kind="income"), cat=c)
    K("dinner at a night market in Bangkok, 380 baht", la("380", "food", "night market", cur="THB"), cat=c)
with use(now=NP, pref="past", **E):
    K("water park today, two tickets 96", la("96", "entertainment", "water park"), cat=c)
    K("summer camp fee Friday, 850", la("850", "education", "summer camp", d=wd(5)), cat=c)
    K("fill-up, 58 bucks", la("58", "transport", "fill-up"), cat=c)
    K("watermelon and corn 14", la("14", "food", "watermelon and corn"), cat=c)
    K("water bill this month 63.20", la("63.2", "housing", "water bill"), cat=c)
    K("wings last night, 44", la("44", "food", "wings", d=rel(-1)), cat=c)
    K("souvenirs in Toronto, C$75", la("75", "shopping", "souvenirs", cur="CAD"), cat=c)
    K("train tickets in Italy, 89 euros", la("89", "transport", "train tickets", cur="EUR"), cat=c)
with use(now=NQ, pref="past", **E):
    K("bagel and OJ 7.25", la("7.25", "food", "bagel and OJ"), cat=c)
    K("paid the fall tuition yesterday, 3,600", la("3600", "education", "fall tuition", d=rel(-1)), cat=c)
    K("reloaded my MetroCard, $40", la("40", "transport", "MetroCard"), cat=c)
    K("movie Saturday, two tickets 32", la("32", "entertainment", "movie", d=wd(6)), cat=c)
    K("August paycheck is in: 5,380", la("5380", "salary", "paycheck", kind="income"), cat=c)
    K("apple cider donuts Sunday, 12", la("12", "food", "apple cider donuts", d=wd(7)), cat=c)
    K("taxi in Singapore, S$28", la("28", "transport", "taxi", cur="SGD"), cat=c)
    K("sold the old DSLR on eBay for 640", la("640", "other", "DSLR", kind="income"), cat=c)
    K("£12 for the bus and tube", la("12", "transport", "bus and tube", cur="GBP"), cat=c)
with use(now=NA, pref="past", **E):
    K("x-ray and copay Monday, 120", la("120", "health", "x-ray and copay", d=wd(1)), cat=c)
    K("ugh, caved again - boba and a cookie, 11.80", la("11.8", "food", "boba and a cookie"), cat=c)
with use(now=NB, pref="past", **E):
    K("coffee this morning 4.75", la("4.75", "food", "coffee"), cat=c)
with use(now=NC, pref="past", **E):
    K("HOA dues for the half year, 1,140", la("1140", "housing", "HOA dues"), cat=c)
    K("two physio sessions, 260 total", la("260", "health", "physio"), cat=c)
with use(now=NE, pref="past", **E):
    K("down jacket the day before yesterday, 229", la("229", "shopping", "down jacket", d=rel(-2)), cat=c)
with use(now=NF, pref="past", **E):
    K("annual Duolingo subscription 84", la("84", "education", "Duolingo"), cat=c)
    K("just ordered a projector online, 349", la("349", "shopping", "projector"), cat=c)
with use(now=NG, pref="past", **E):
    K("New Year's Eve hot pot for four, 212", la("212", "food", "hot pot"), cat=c)
with use(now=NH, pref="past", **E):
    K("Amtrak to Philly 49", la("49", "transport", "Amtrak"), cat=c)
with use(now=NI, pref="past", **E):
    K("GRE prep book 32.99", la("32.99", "education", "GRE prep book"), cat=c)
    K("piano lessons this month, 240", la("240", "education", "piano lessons"), cat=c)
with use(now=NJ, pref="past", **E):
    K("air fryer 89.99", la("89.99", "shopping", "air fryer"), cat=c)
with use(now=NK, pref="past", **E):
    K("hot dogs and buns for the grill, 23", la("23", "food", "hot dogs and buns"), cat=c)
with use(now=NL, pref="past", **E):
    K("Uber home just now, 27.40", la("27.4", "transport", "Uber home"), cat=c)
with use(now=NM, pref="past", **E):
    K("Christmas tree and lights, 140", la("140", "shopping", "Christmas tree and lights"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NN, pref="past", **E):
    KM("yesterday: wine 32, cherries 18", [la("32", "food", "wine", d=rel(-1)), la("18", "food", "cherries", d=rel(-1))], cat=c,
       conv="distribute")
    KM("from last Monday through today, how much on food? and list my last 10 transactions",
       [ls(wk(-1, 1), today(), "food"), ll(limit=10)], cat=c)
    KM("what did I spend since the 1st, and list yesterday's entries", [ls(month_start(), today()), ll(rel(-1))], cat=c,
       conv="since")
with use(now=NN, pref="future", **E):
    KM("Saturday 3pm hockey game, and check the weather in Boston that day",
       [cc("Hockey game", dt(wd(6), 15)), wx("Boston", wd(6))], cat=c)
    KM("tomorrow 10am visit Grandpa, Friday 10am visit Uncle Joe",
       [cc("Visit Grandpa", dt(rel(1), 10)), cc("Visit Uncle Joe", dt(wd(5), 10))], cat=c)
    g = [ev("All-hands", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    KM("move the all-hands to next Tuesday, then show me next Monday",
       [cu(0, title="all-hands", start=dt(wk(1, 2), 10)), cl(wk(1, 1))], cat=c, given=g, conv="move-keeps-clock")
    KM("Valentine's Day 7pm dinner with Jess, also what's the weather in Chicago that night",
       [cc("Dinner with Jess", dt(hol("valentine"), 19)), wx("Chicago", hol("valentine"))], cat=c)
with use(now=NO, pref="past", **E):
    KM("lunch pho 14\ndinner sushi 72\nuber 19",
       [la("14", "food", "pho"), la("72", "food", "sushi"), la("19", "transport", "uber")], cat=c)
    KM("quarter's over - total spending this quarter, then list March food expenses",
       [ls(ymd(2028, 1, 1), ymd(2028, 3, 31)), ll(ymd(2028, 3, 1), ymd(2028, 3, 31), "food")], cat=c, conv="quarters")
    KM("paycheck 3,900 in, rent 2,100 out", [la("3900", "salary", "paycheck", kind="income"), la("2100", "housing", "rent")],
       cat=c)
    KM("log three: breakfast 8.50, coffee 5, theater tonight 120",
       [la("8.5", "food", "breakfast"), la("5", "food", "coffee"), la("120", "entertainment", "theater")], cat=c)
with use(now=NO, pref="future", **E):
    KM("tomorrow 10am science museum with the kids, and check tomorrow's weather in Philadelphia",
       [cc("Science museum with the kids", dt(rel(1), 10)), wx("Philadelphia", rel(1))], cat=c)
    g = [ev("Quarterly retro", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("Team dinner", dt(wk(1, 1), 18), dt(wk(1, 1), 20))]
    KM("retro next Monday to 3, and cancel the team dinner",
       [cu(0, title="retro", date=wk(1, 1), start=dt(wk(1, 1), 15)), cdel(1, title="team dinner")], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
    KM("Easter Sunday 9am church, and will it rain in Atlanta that day?",
       [cc("Church", dt(hol("easter"), 9)), wx("Atlanta", hol("easter"))], cat=c)
with use(now=NP, pref="past", **E):
    KM("today: parking 18, tolls 12.50, gas 61",
       [la("18", "transport", "parking"), la("12.5", "transport", "tolls"), la("61", "transport", "gas")], cat=c)
    KM("how much this week and how much last week", [ls(wk(0, 1), wk(0, 7)), ls(wk(-1, 1), wk(-1, 7))], cat=c)
    KM("vacation: flights 640, museum passes 85", [la("640", "transport", "flights"), la("85", "entertainment", "museum passes")],
       cat=c)
    KM("spending last month vs this month", [ls(month_start(-1), month_end(-1)), ls(month_start(), month_end())], cat=c)
with use(now=NP, pref="future", **E):
    KM("tomorrow 9am standup and 7:30pm pickleball, add both",
       [cc("Standup", dt(rel(1), 9)), cc("Pickleball", dt(rel(1), 19, 30))], cat=c, conv="distribute")
    g = [ev("Weekly sync", dt(rel(1), 10), dt(rel(1), 11))]
    KM("weekly sync tomorrow to 2pm\nalso add a parents' video call tomorrow at 8pm",
       [cu(0, title="weekly sync", date=rel(1), start=dt(rel(1), 14)), cc("Parents' video call", dt(rel(1), 20))], cat=c,
       given=g)
    KM("Fourth of July weather for Boston and DC",
       [wx("Boston", hol("independence")), wx("Washington", hol("independence"))], cat=c)
    g = [ev("Physical", dt(wk(1, 2), 8), dt(wk(1, 2), 9))]
    KM("delete next Tuesday's physical, and check if it rains in Miami next Tuesday",
       [cdel(0, title="physical", date=wk(1, 2)), wx("Miami", wk(1, 2))], cat=c, given=g)
with use(now=NQ, pref="past", **E):
    KM("breakfast 9, subway 2.90, haven't had lunch yet", [la("9", "food", "breakfast"), la("2.9", "transport", "subway")],
       cat=c)
    KM("total for August, and transport in August on its own",
       [ls(ymd(2028, 8, 1), ymd(2028, 8, 31)), ls(ymd(2028, 8, 1), ymd(2028, 8, 31), "transport")], cat=c)
    KM("yesterday: grocery store 86, cab 23",
       [la("86", "food", "grocery store", d=rel(-1)), la("23", "transport", "cab", d=rel(-1))], cat=c, conv="distribute")
    KM("gas 54, and show me this month's transport entries",
       [la("54", "transport", "gas"), ll(month_start(), month_end(), "transport")], cat=c)
with use(now=NQ, pref="future", **E):
    KM("orientation today at 10, parent meeting at 3pm, and tomorrow's weather in Denver",
       [cc("Orientation", dt(today(), 10)), cc("Parent meeting", dt(today(), 15)), wx("Denver", rel(1))], cat=c,
       conv=["bare-hour", "distribute"])
    g = [ev("Faculty meeting", dt(wd(3), 14), dt(wd(3), 16)), ev("Class observation", dt(wd(4), 10), dt(wd(4), 11))]
    KM("faculty meeting wednesday to 9am, and drop thursday's class observation",
       [cu(0, title="faculty meeting", date=wd(3), start=dt(wd(3), 9)), cdel(1, title="class observation", date=wd(4))],
       cat=c, given=g)
    KM("Columbus Day 2pm flag football, and check the forecast for Providence that day",
       [cc("Flag football", dt(hol("columbus"), 14)), wx("Providence", hol("columbus"))], cat=c)
    KM("running Saturday - Portland or Seattle, which has better weather?",
       [ra("Portland", wd(6)), ra("Seattle", wd(6))], cat=c)
with use(now=NA, pref="past", **E):
    KM("karaoke last Friday 60, groceries Saturday 118",
       [la("60", "entertainment", "karaoke", d=wk(-1, 5)), la("118", "food", "groceries", d=wd(6))], cat=c)
with use(now=NB, pref="future", **E):
    KM("department meeting tomorrow 2 to 4pm, bank appointment Wednesday 9:30am",
       [cc("Department meeting", dt(rel(1), 14), dt(rel(1), 16)), cc("Bank appointment", dt(wd(3), 9, 30))], cat=c)
with use(now=NC, pref="future", **E):
    g = [ev("Midyear check-in", dt(today(), 14), dt(today(), 16))]
    KM("push the midyear check-in to tomorrow same time, and what's the weather in Columbus tomorrow",
       [cu(0, title="midyear check-in", start=dt(rel(1), 14)), wx("Columbus", rel(1))], cat=c, given=g,
       conv="move-keeps-clock")
with use(now=ND, pref="past", **E):
    KM("boba 6 fried chicken 14", [la("6", "food", "boba"), la("14", "food", "fried chicken")], cat=c)
with use(now=NE, pref="future", **E):
    KM("physical next Monday 8am, company party next Tuesday 7pm",
       [cc("Physical", dt(wk(1, 1), 8)), cc("Company party", dt(wk(1, 2), 19))], cat=c)
with use(now=NF, pref="past", **E):
    KM("preorders: robot vacuum 50, dishwasher 75", [la("50", "shopping", "robot vacuum"), la("75", "shopping", "dishwasher")],
       cat=c)
with use(now=NG, pref="future", **E):
    KM("New Year's Day 3pm movie, and the weather in Denver that day",
       [cc("Movie", dt(hol("newyear"), 15)), wx("Denver", hol("newyear"))], cat=c)
with use(now=NH, pref="past", **E):
    KM("gas Friday 45, parking 20", [la("45", "transport", "gas", d=wd(5)), la("20", "transport", "parking", d=wd(5))], cat=c,
       conv="distribute")
with use(now=NI, pref="future", **E):
    KM("Aug 2 10am interview, Aug 3 2pm second round",
       [cc("Interview", dt(ymd(2027, 8, 2), 10)), cc("Second round", dt(ymd(2027, 8, 3), 14))], cat=c)
with use(now=NJ, pref="past", **E):
    KM("yesterday breakfast 9, lunch 14, dinner 31",
       [la("9", "food", "breakfast", d=rel(-1)), la("14", "food", "lunch", d=rel(-1)), la("31", "food", "dinner", d=rel(-1))],
       cat=c, conv="distribute")
with use(now=NK, pref="future", **E):
    g = [ev("PTA meeting", dt(wd(3), 19), dt(wd(3), 20, 30))]
    KM("PTA meeting wednesday to 7:30, and what else do I have wednesday",
       [cu(0, title="PTA meeting", date=wd(3), start=dt(wd(3), 19, 30)), cl(wd(3))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NL, pref="past", **E):
    KM("Halloween costume 45, candy for trick-or-treaters 28",
       [la("45", "shopping", "Halloween costume"), la("28", "food", "candy")], cat=c)
with use(now=NM, pref="past", **E):
    KM("Christmas today: prime rib 96, wrapping paper 9", [la("96", "food", "prime rib"), la("9", "shopping", "wrapping paper")],
       cat=c)

# =============================================================================== composition
c = "composition"
with use(now=NN, pref="future", **E):
    K("Friday around 10:30am, coffee with Dev", cc("Coffee with Dev", dt(wd(5), 10, 30)), cat=c)
    K("next Monday, 2 to 4pm, all-hands kickoff", cc("All-hands kickoff", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), cat=c)
    K("the day after tomorrow, 8:15pm, drinks with Theo", cc("Drinks with Theo", dt(rel(2), 20, 15)), cat=c)
    K("today at 3:40 remind me to call Nana", cc("Call Nana", dt(today(), 15, 40)), cat=c, conv="bare-hour")
with use(now=NO, pref="future", **E):
    K("tomorrow, 9 to 11:30am, take Mom to her follow-up", cc("Take Mom to her follow-up", dt(rel(1), 9), dt(rel(1), 11, 30)),
      cat=c)
    K("next Wednesday evening, 7 to 9, online course", cc("Online course", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), cat=c)
    K("Monday April 3rd, 7:50am, school drop-off", cc("School drop-off", dt(ymd(2028, 4, 3), 7, 50)), cat=c)
    K("tonight 10 till midnight gaming, do not disturb", cc("Gaming", dt(today(), 22), dt(rel(1), 0)), cat=c)
    K("Sunday afternoon, quarter to three, pick up Grandma", cc("Pick up Grandma", dt(wd(7), 14, 45)), cat=c)
with use(now=NP, pref="future", **E):
    K("tomorrow at 12:30, lunch with a client", cc("Lunch with a client", dt(rel(1), 12, 30)), cat=c)
    K("Wednesday, 4pm, contract talk with HR", cc("Contract talk with HR", dt(wd(3), 16)), cat=c)
    K("next Friday, 10am to 1pm, team offsite", cc("Team offsite", dt(wk(1, 5), 10), dt(wk(1, 5), 13)), cat=c)
    K("flight Tuesday at 6:20am, put it in", cc("Flight", dt(wd(2), 6, 20)), cat=c)
    K("tomorrow night 11 to 1am, watch the match", cc("Watch the match", dt(rel(1), 23), dt(rel(2), 1)), cat=c)
with use(now=NQ, pref="future", **E):
    K("today at 9:15, meeting with the principal", cc("Meeting with the principal", dt(today(), 9, 15)), cat=c,
      conv="bare-hour")
    K("Thursday 3:30 to 5pm, new-student orientation", cc("New-student orientation", dt(wd(4), 15, 30), dt(wd(4), 17)), cat=c)
    K("this Saturday, 7am, apple picking upstate", cc("Apple picking upstate", dt(wk(0, 6), 7)), cat=c)
    K("Sept 8, 8pm, video call with my college roommates",
      cc("Video call with my college roommates", dt(ymd(2028, 9, 8), 20)), cat=c)
    K("next Tuesday, 10 to 11, budget check-in", cc("Budget check-in", dt(wk(1, 2), 10), dt(wk(1, 2), 11)), cat=c,
      conv="bare-hour")
with use(now=NA, pref="future", **E):
    K("Friday at a quarter to seven, pick up the kids", cc("Pick up the kids", dt(wd(5), 18, 45)), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    K("tomorrow, 12:40, lunch with my advisor", cc("Lunch with my advisor", dt(rel(1), 12, 40)), cat=c)
with use(now=NF, pref="future", **E):
    K("tonight at five to eight, remind me to grab concert tickets", cc("Grab concert tickets", dt(today(), 19, 55)), cat=c)
with use(now=NK, pref="future", **E):
    K("Saturday June 5, 9am, swim lessons for the kids", cc("Swim lessons for the kids", dt(ymd(2027, 6, 5), 9)), cat=c)
with use(now=NM, pref="future", **E):
    K("Monday night, 7:30, year-end reunion", cc("Year-end reunion", dt(wd(1), 19, 30)), cat=c)

# =============================================================================== range
c = "range"
with use(now=NN, pref="future", **E):
    K("Jan 28 to Feb 1, visiting my folks", cc("Visiting my folks", ymd(2028, 1, 28), ymd(2028, 2, 1)), cat=c)
    K("ski trip next Monday through Wednesday", cc("Ski trip", wk(1, 1), wk(1, 3)), cat=c)
    K("what's on from Feb 1 to Valentine's Day", cl(ymd(2028, 2, 1), hol("valentine")), cat=c)
with use(now=NN, pref="past", **E):
    K("food spending from Jan 1 through yesterday", ls(ymd(2028, 1, 1), rel(-1), "food"), cat=c)
    K("list everything from last month", ll(month_start(-1), month_end(-1)), cat=c)
with use(now=NO, pref="future", **E):
    K("business trip to Chicago April 10-14", cc("Business trip to Chicago", ymd(2028, 4, 10), ymd(2028, 4, 14)), cat=c)
    K("what's on between Easter and Mother's Day", cl(hol("easter"), hol("mothers")), cat=c)
    KM("Miami weather the next three days", [wx("Miami", rel(i)) for i in range(3)], cat=c, conv="n-days-counting-today")
with use(now=NO, pref="past", **E):
    K("health spending in Q1", ls(ymd(2028, 1, 1), ymd(2028, 3, 31), "health"), cat=c, conv="quarters")
    K("shopping from March 1 to today", ls(ymd(2028, 3, 1), today(), "shopping"), cat=c)
with use(now=NP, pref="future", **E):
    K("July 10 through 15, beach week with my parents", cc("Beach week with my parents", ymd(2028, 7, 10), ymd(2028, 7, 15)),
      cat=c)
    KM("Chicago weather Monday to Friday next week", [wx("Chicago", wk(1, d)) for d in range(1, 6)], cat=c)
    K("what's on mid-July", cl(ymd(2028, 7, 11), ymd(2028, 7, 20)), cat=c, conv="month-parts")
with use(now=NP, pref="past", **E):
    K("total spending first half of the year", ls(ymd(2028, 1, 1), ymd(2028, 6, 30)), cat=c, conv="halves")
    K("transport entries for late June", ll(ymd(2028, 6, 21), ymd(2028, 6, 30), "transport"), cat=c, conv="month-parts")
with use(now=NQ, pref="future", **E):
    K("Sept 11-13 training in Austin", cc("Training", ymd(2028, 9, 11), ymd(2028, 9, 13), location="Austin"), cat=c)
    K("what do I have from Columbus Day to Halloween", cl(hol("columbus"), hol("halloween")), cat=c)
    K("late September meetings", cl(ymd(2028, 9, 21), ymd(2028, 9, 30)), cat=c, conv="month-parts")
with use(now=NQ, pref="past", **E):
    K("food spending the second half of August", ls(ymd(2028, 8, 16), ymd(2028, 8, 31), "food"), cat=c, conv="half-month")
with use(now=NG, pref="past", **E):
    K("show December's shopping entries", ll(ymd(2026, 12, 1), ymd(2026, 12, 31), "shopping"), cat=c)
with use(now=NE, pref="future", **E):
    K("Feb 3 to Feb 9 family trip to Orlando", cc("Family trip to Orlando", ymd(2027, 2, 3), ymd(2027, 2, 9)), cat=c)
with use(now=NI, pref="past", **E):
    K("from July 1 to today, entertainment spending", ls(ymd(2027, 7, 1), today(), "entertainment"), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NN, pref="future", **E):
    K("Valentine's Day, 6:30pm chocolate tasting with Ava", cc("Chocolate tasting with Ava", dt(hol("valentine"), 18, 30)),
      cat=c)
    K("Presidents' Day, take the kids skiing", cc("Take the kids skiing", hol("presidents")), cat=c)
    K("what's the weather in Denver on Presidents' Day", wx("Denver", hol("presidents")), cat=c)
    K("is Valentine's Day good for a run in Boston", ra("Boston", hol("valentine")), cat=c)
    K("Ash Wednesday service at 7am", cc("Service", dt(hol("ashwednesday"), 7)), cat=c)
    K("St. Patrick's Day, parade with the kids at 11am", cc("Parade with the kids", dt(hol("stpatrick"), 11)), cat=c)
with use(now=NO, pref="future", **E):
    K("April Fools' Day 10am office prank war", cc("Office prank war", dt(hol("aprilfools"), 10)), cat=c)
    K("will it rain in Washington on Good Friday", wx("Washington", hol("goodfriday")), cat=c)
    K("Mother's Day brunch at 11", cc("Brunch", dt(hol("mothers"), 11)), cat=c, conv="bare-hour")
    K("what's on for Easter Monday", cl(hol("eastermonday")), cat=c)
    K("Memorial Day 8am drive to the shore", cc("Drive to the shore", dt(hol("memorial"), 8)), cat=c)
    K("Cinco de Mayo tacos with the team at 6pm", cc("Tacos with the team", dt(hol("cinco"), 18)), cat=c)
with use(now=NP, pref="future", **E):
    K("Independence Day 9pm, fireworks on the roof", cc("Fireworks on the roof", dt(hol("independence"), 21)), cat=c)
    K("Labor Day, family picnic", cc("Family picnic", hol("labor")), cat=c)
    K("is it gonna storm in Philadelphia on Independence Day", wx("Philadelphia", hol("independence")), cat=c)
with use(now=NP, pref="past", **E):
    K("how much did I spend on the Fourth last year", ls(ymd(2027, 7, 4)), cat=c)
with use(now=NQ, pref="future", **E):
    K("Columbus Day 10am, kayak trip", cc("Kayak trip", dt(hol("columbus"), 10)), cat=c)
    K("Halloween 6pm trick-or-treating with the kids", cc("Trick-or-treating with the kids", dt(hol("halloween"), 18)), cat=c)
    K("Thanksgiving at 2pm, turkey dinner at my brother's", cc("Turkey dinner", dt(hol("thanksgiving"), 14),
                                                               location="my brother's"), cat=c)
    K("Veterans Day, visit Grandpa at the VA home", cc("Visit Grandpa", hol("veterans"), location="the VA home"), cat=c)
    K("Black Friday 6am doorbuster run", cc("Doorbuster run", dt(hol("blackfriday"), 6)), cat=c)
with use(now=NQ, pref="past", **E):
    K("what did I spend on Labor Day", ls(hol("labor")), cat=c)
with use(now=NF, pref="past", **E):
    K("list what I spent on Halloween", ll(hol("halloween")), cat=c)
with use(now=NH, pref="future", **E):
    K("Easter weather in Boston", wx("Boston", hol("easter")), cat=c)
with use(now=NK, pref="future", **E):
    K("Juneteenth 11am volunteer at the food bank", cc("Volunteer", dt(hol("juneteenth"), 11), location="the food bank"), cat=c)

# =============================================================================== location
c = "location"
with use(now=NN, pref="future", **E):
    K("Friday 10am movie at the AMC on 84th", cc("Movie", dt(wd(5), 10), location="the AMC on 84th"), cat=c)
    K("Sunday 6pm, location: Golden Dragon, family banquet", cc("Family banquet", dt(wd(7), 18), location="Golden Dragon"),
      cat=c)
with use(now=NO, pref="future", **E):
    K("launch rehearsal next Tuesday 3pm in Studio 2B", cc("Launch rehearsal", dt(wk(1, 2), 15), location="Studio 2B"), cat=c)
    K("tomorrow 10am meet the hiking group at the east gate of Prospect Park",
      cc("Meet the hiking group", dt(rel(1), 10), location="the east gate of Prospect Park"), cat=c)
    K("lunch tomorrow at noon with Lin from the new team, at the cafeteria downstairs",
      cc("Lunch with Lin from the new team", dt(rel(1), 12), location="the cafeteria downstairs"), cat=c)
with use(now=NP, pref="future", **E):
    K("Wednesday 7pm concert at Madison Square Garden", cc("Concert", dt(wd(3), 19), location="Madison Square Garden"), cat=c)
    K("next Saturday 9:30am, where: Children's Hospital, baby's shots",
      cc("Baby's shots", dt(wk(1, 6), 9, 30), location="Children's Hospital"), cat=c)
with use(now=NQ, pref="future", **E):
    K("tomorrow 2pm faculty meeting in the dean's conference room",
      cc("Faculty meeting", dt(rel(1), 14), location="the dean's conference room"), cat=c)
    K("Friday 8pm catch up with old classmates at the pub on Elm Street",
      cc("Catch up with old classmates", dt(wd(5), 20), location="the pub on Elm Street"), cat=c)
    K("Sept 15, 10am, court hearing, location: County Courthouse room 3",
      cc("Court hearing", dt(ymd(2028, 9, 15), 10), location="County Courthouse room 3"), cat=c)
with use(now=NA, pref="future", **E):
    K("Saturday 2pm matinee at Lincoln Center", cc("Matinee", dt(wd(6), 14), location="Lincoln Center"), cat=c)
with use(now=NF, pref="future", **E):
    K("flu shot tomorrow 9am at the CVS on Broadway", cc("Flu shot", dt(rel(1), 9), location="the CVS on Broadway"), cat=c)
with use(now=NL, pref="future", **E):
    K("Saturday 7pm Halloween party at my friend's bar", cc("Halloween party", dt(wd(6), 19), location="my friend's bar"), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NN, pref="future", **E):
    K("what's on through Valentine's Day", cl(today(), hol("valentine")), cat=c, conv="until-inclusive")
with use(now=NN, pref="past", **E):
    K("food spending over the past 14 days", ls(rel(-13), today(), "food"), cat=c)
with use(now=NO, pref="future", **E):
    K("anything before May 1?", cl(today(), ymd(2028, 4, 30)), cat=c, conv="en-before-exclusive")
    K("meetings in the next 14 days", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NO, pref="past", **E):
    K("since January 1, what's my food total", ls(ymd(2028, 1, 1), today(), "food"), cat=c, conv="since")
with use(now=NP, pref="future", **E):
    K("what's coming up in the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NP, pref="past", **E):
    K("transport year to date", ls(ymd(2028, 1, 1), today(), "transport"), cat=c, conv="since")
with use(now=NQ, pref="future", **E):
    K("what's left before the end of the month", cl(today(), month_end()), cat=c)
    K("what do I have by the 10th", cl(today(), ymd(2028, 9, 10)), cat=c, conv="by-inclusive")
with use(now=NQ, pref="past", **E):
    K("how much have I spent in the last 30 days", ls(rel(-29), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NN, pref="future", **E):
    K("snow in Minneapolis tomorrow?", wx("Minneapolis", rel(1)), cat=c)
    KM("how cold will it get in Chicago this weekend", [wx("Chicago", wd(6)), wx("Chicago", wd(7))], cat=c)
with use(now=NO, pref="future", **E):
    K("rain in Seattle Sunday?", wx("Seattle", wd(7)), cat=c)
with use(now=NP, pref="future", **E):
    K("how hot is it going to be in Phoenix tomorrow", wx("Phoenix", rel(1)), cat=c)
    K("any hurricane risk in Miami the day after tomorrow?", wx("Miami", rel(2)), cat=c)
with use(now=NQ, pref="future", **E):
    K("air quality in Los Angeles today", wx("Los Angeles"), cat=c)
    K("weather for Nashville next Monday", wx("Nashville", wk(1, 1)), cat=c)
    KM("weather in San Diego today and tomorrow", [wx("San Diego", today()), wx("San Diego", rel(1))], cat=c)
with use(now=NL, pref="future", **E):
    K("will it get colder in Detroit tomorrow", wx("Detroit", rel(1)), cat=c)
c = "running"
with use(now=NN, pref="future", **E):
    K("too cold for a run in Boston tomorrow morning?", ra("Boston", rel(1)), cat=c)
with use(now=NO, pref="future", **E):
    K("Saturday morning half marathon in Austin - weather ok?", ra("Austin", wd(6)), cat=c)
with use(now=NP, pref="future", **E):
    K("can I run in Houston tomorrow morning or is it too hot", ra("Houston", rel(1)), cat=c)
with use(now=NQ, pref="future", **E):
    K("good for a run in San Francisco this evening?", ra("San Francisco"), cat=c)
with use(now=NB, pref="future", **E):
    K("outdoor run in Charlotte on Wednesday?", ra("Charlotte", wd(3)), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NQ, pref="future", **E):
    K("the first Monday after Columbus Day, 9am staff meeting", cc("Staff meeting", dt(ymd(2028, 10, 16), 9)), cat=c)
    K("third Saturday of September, aquarium with the kids", cc("Aquarium with the kids", nth(2028, 9, 3, 6)), cat=c)
with use(now=NO, pref="future", **E):
    K("last Friday of next month 4pm team outing", cc("Team outing", dt(lastwd(2028, 4, 5), 16)), cat=c)
with use(now=NN, pref="future", **E):
    K("the day after Valentine's Day, 10am, start the new job", cc("Start the new job", dt(hol("valentine") + td(days=1), 10)),
      cat=c)
with use(now=NP, pref="future", **E):
    K("the Wednesday after next, 2:30pm dentist follow-up", cc("Dentist follow-up", dt(wk(2, 3), 14, 30)), cat=c,
      conv="after-next")

# =============================================================================== rollover
c = "rollover"
with use(now=NN, pref="future", **E):
    K("Wednesday 10am physical therapy", cc("Physical therapy", dt(wd(3) + td(days=7), 10)), cat=c)
with use(now=NO, pref="future", **E):
    K("Friday 5pm call with the client", cc("Call with the client", dt(wd(5) + td(days=7), 17)), cat=c)
with use(now=NQ, pref="future", **E):
    K("Monday 8am team breakfast", cc("Team breakfast", dt(wk(1, 1), 8)), cat=c)
with use(now=NP, pref="past", **E):
    K("movie Sunday night, 24", la("24", "entertainment", "movie", d=today()), cat=c)
with use(now=NQ, pref="past", **E):
    K("Tuesday dinner out, 76", la("76", "food", "dinner out", d=wd(2)), cat=c)
with use(now=NO, pref="past", **E):
    K("cab to the airport Saturday, 58", la("58", "transport", "cab to the airport", d=wd(6)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NN, pref="future", **E):
    KM("Thursday and Friday, what's it like in Denver", [wx("Denver", wd(4)), wx("Denver", wd(5))], cat=c)
with use(now=NO, pref="future", **E):
    KM("yoga next Tuesday and Thursday at 8pm", [cc("Yoga", dt(wk(1, 2), 20)), cc("Yoga", dt(wk(1, 4), 20))], cat=c,
       conv="distribute")
with use(now=NP, pref="future", **E):
    KM("what do I have Tuesday and Friday", [cl(wd(2)), cl(wd(5))], cat=c)
with use(now=NQ, pref="future", **E):
    KM("wound dressing change Sept 12 and 14 at 3pm",
       [cc("Wound dressing change", dt(ymd(2028, 9, 12), 15)), cc("Wound dressing change", dt(ymd(2028, 9, 14), 15))], cat=c,
       conv="distribute")
with use(now=NQ, pref="past", **E):
    KM("how much did I spend last Monday and last Friday", [ls(wk(-1, 1)), ls(wk(-1, 5))], cat=c)

# =============================================================================== duration / numeric-date / clock
c = "duration"
with use(now=NN, pref="future", **E):
    K("remind me to turn off the stove in 40 minutes", cc("Turn off the stove", C.now + td(minutes=40)), cat=c)
with use(now=NP, pref="future", **E):
    K("three days from now at 9am, closing on the house", cc("Closing on the house", dt(rel(3), 9)), cat=c)
with use(now=NQ, pref="future", **E):
    K("in an hour and a half remind me to head to the meeting", cc("Head to the meeting", C.now + td(minutes=90)), cat=c)
c = "numeric-date"
with use(now=NN, pref="future", **E):
    K("2/14 7pm movie night", cc("Movie night", dt(ymd(2028, 2, 14), 19)), cat=c, conv="en-month-first")
with use(now=NO, pref="future", **E):
    K("4/12/2028 10am contract signing", cc("Contract signing", dt(ymd(2028, 4, 12), 10)), cat=c, conv="en-month-first")
with use(now=NP, pref="future", **E):
    K("7/15 9am moving day", cc("Moving day", dt(ymd(2028, 7, 15), 9)), cat=c, conv="en-month-first")
with use(now=NQ, pref="future", **E):
    K("thesis draft due 9/20 at 3pm", cc("Thesis draft due", dt(ymd(2028, 9, 20), 15)), cat=c,
      conv=["en-month-first", "bare-hour"])
    K("dinner with the Lees 23/9 at 7pm", cc("Dinner with the Lees", dt(ymd(2028, 9, 23), 19)), cat=c,
      conv="day-first-when-over-12")
c = "clock"
with use(now=NN, pref="future", **E):
    K("at a quarter to three remind me to take my meds", cc("Take my meds", dt(today(), 14, 45)), cat=c, conv="bare-hour")
with use(now=NQ, pref="future", **E):
    K("ten to eleven, remind me to order lunch", cc("Order lunch", dt(today(), 10, 50)), cat=c, conv="bare-hour")
with use(now=NO, pref="future", **E):
    K("at 8:30 ping me to call Mom", cc("Call Mom", dt(today(), 20, 30)), cat=c, conv="bare-hour")

# =============================================================================== money (more: "spent")
c = "money"
with use(now=NQ, pref="past", **E):
    K("spent 45 at the farmers market yesterday", la("45", "food", "farmers market", d=rel(-1)), cat=c)
