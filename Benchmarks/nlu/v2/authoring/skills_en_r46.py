"""Round 46 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  The same three people as
skills_zh_r46.py, typing in English in New York: a primary-care nurse practitioner who volunteers at an animal shelter,
a small bakery owner supplying cafés, and a father training for a marathon while his kids are on summer holiday.  In
everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest
changes, cancellations and several requests at once.

Reference times (see time_r46.py): NA = 2060-08-08T04:40 Sunday before dawn ("5am" → today 05:00, "4am" → 08-09 04:00; a
bare 5 → 17:00, a bare 8 → 08:00 today; "sunday 4am" over → 08-15; "this week" = today alone, "tmrw" = Monday 08-09;
月底 Tuesday 08-31, Labor Day 09-06; looking back friday 08-06, July); NB = 2061-01-29T14:20 Saturday (a bare 2 → tomorrow
14:00, a bare 3 → 15:00, a bare 8 → 20:00; "saturday 9am" over → 02-05; this weekend = today and tomorrow, next week 01-31
… 02-06, the month ends Monday 01-31, Valentine's Monday 02-14, Presidents' Day 02-21; looking back thursday 01-27, MLK
Day 01-17, December 2060); NC = 2060-11-01T11:50 Monday, the 1st of November (a bare 11 → tomorrow 11:00, noon / a bare
12 → today 12:00, a bare 1 → 13:00; "monday 10am" over → 11-08; Election Day Tuesday 11-02, Veterans Day Thursday 11-11,
Thanksgiving 11-25; "last month" October, month-to-date today alone, Q4; looking back Halloween, last fri 10-29)."""
from lib import *

NA = "2060-08-08T04:40:00"  # Sunday 04:40
NB = "2061-01-29T14:20:00"  # Saturday 14:20
NC = "2060-11-01T11:50:00"  # Monday 11:50, the first day of November
E = dict(lang="en", tz="America/New_York")
CAFE = "a café paying its invoice as income, category other (as earlier rounds filed a business's takings)"
INGR = "flour, butter and eggs bought for the bakery filed as food (as earlier rounds filed baking ingredients)"
OVEN = "the oven repair filed as other (as earlier rounds filed a shop's equipment repair)"
SHELTER = "supplies bought for the shelter (kibble, litter) filed as shopping"
DONATE = "money donated to the shelter filed as other"
COURSE = "the continuing-education course fee filed as education"
RACE = "a race entry fee filed as entertainment (as earlier rounds did)"
CAMP = "summer camp filed as education (as earlier rounds did)"
HOTEL = "a hotel for the away race filed as housing (a place to stay away from home)"
SUMMER = "the summer's spending spans camp (education), race costs and more: no single category"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("bread run to 3 cafes tmrw 5am", cc("Bread run to 3 cafes", dt(rel(1), 5)), cat=c)
    K("clinic wed 8:30am-12", cc("Clinic", dt(wd(3), 8, 30), dt(wd(3), 12)), cat=c)
    K("run at 5am", cc("Run", dt(today(), 5)), cat=c, unsure="5am with no day said 04:40 is still ahead: today")
    K("start the dough 4am", cc("Start the dough", dt(rel(1), 4)), cat=c, unsure="4am with no day said 04:40 has passed: the coming night 08-09 04:00")
    K("kids pickup at 5", cc("Kids pickup", dt(today(), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 04:40 reads 17:00 today")
    K("camp drop off at 8", cc("Camp drop off", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 04:40 reads 08:00 today")
    K("first bake sunday 4am", cc("First bake", dt(wk(1, 7), 4)), cat=c, unsure="sunday 4am said Sunday 04:40 has passed: next week 08-15")
    K("20 mile long run aug 14 6am", cc("20 mile long run", dt(ymd(2060, 8, 14), 6)), cat=c)
    K("shelter shift next sat, 9 to 1", cc("Shelter shift", dt(wk(1, 6), 9), dt(wk(1, 6), 13)), cat=c, unsure="9 to 1 = 09:00–13:00")
    K("marathon weekend in boston aug 21-22", cc("Marathon weekend", ymd(2060, 8, 21), ymd(2060, 8, 22), location="boston"), cat=c,
      unsure="'in boston' read as the place")
    K("tuesday, clinic, 2 to 5pm", cc("Clinic", dt(wd(2), 14), dt(wd(2), 17)), cat=c, unsure="the day and the clock range said apart")
    K("ok so camp pickup tmrw 4pm no wait 4:30", cc("Camp pickup", dt(rel(1), 16, 30)), cat=c, unsure="a correction inside the message: 16:30 replaces 16:00")
    K("wife says movie night w/ the kids fri 7pm", cc("Movie night w/ the kids", dt(wd(5), 19)), cat=c, unsure="the wife's word as context")
    K("deliver to the new cafe next thurs 5am", cc("Deliver to the new cafe", dt(wk(1, 4), 5)), cat=c)
with use(now=NB, pref="future", **E):
    K("16 mile run tomorrow 7am", cc("16 mile run", dt(rel(1), 7)), cat=c)
    K("CE webinar at 2", cc("CE webinar", dt(rel(1), 14)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:20 has passed: tomorrow 14:00")
    K("vet to pick up meds for the shelter dogs at 3", cc("Vet to pick up meds for the shelter dogs", dt(today(), 15)), cat=c, conv="bare-hour")
    K("call the cafe owner at 8", cc("Call the cafe owner", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 14:20 reads 20:00 tonight")
    K("shelter shift saturday 9am", cc("Shelter shift", dt(wk(1, 6), 9)), cat=c, unsure="saturday 9am said Saturday 14:20 has passed: next week 02-05")
    K("tasting w/ the new cafe next thurs 3:30pm", cc("Tasting w/ the new cafe", dt(wk(1, 4), 15, 30)), cat=c)
    K("monday, deliveries, 4:30am", cc("Deliveries", dt(wd(1), 4, 30)), cat=c, unsure="the day and the clock said apart; monday = 01-31")
    K("adoption event feb 5 9am-noon", cc("Adoption event", dt(ymd(2061, 2, 5), 9), dt(ymd(2061, 2, 5), 12)), cat=c)
    K("pick up the oven part at 12", cc("Pick up the oven part", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 14:20 has passed: tomorrow's noon")
    K("half marathon in miami feb 19-20", cc("Half marathon", ymd(2061, 2, 19), ymd(2061, 2, 20), location="miami"), cat=c, unsure="'in miami' read as the place")
    K("sunday take the kids swimming 3-5", cc("Take the kids swimming", dt(wd(7), 15), dt(wd(7), 17)), cat=c, unsure="sunday said Saturday = tomorrow 01-30")
    K("send tmrw's orders to the cafes 9pm oh make it 9:30", cc("Send tmrw's orders to the cafes", dt(today(), 21, 30)), cat=c,
      unsure="a correction inside the message: 21:30 replaces 21:00")
    K("extra clinic day the wednesday after next, all day", cc("Extra clinic day", wk(2, 3)), cat=c, conv="after-next", unsure="all day: an all-day event on 02-09")
with use(now=NC, pref="future", **E):
    K("clinic tmrw 9-11:30am", cc("Clinic", dt(rel(1), 9), dt(rel(1), 11, 30)), cat=c)
    K("oven repair guy at 11", cc("Oven repair guy", dt(rel(1), 11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:50 has passed and, before noon, reads tomorrow 11:00")
    K("5k at noon", cc("5k", dt(today(), 12)), cat=c, unsure="noon said 11:50 is ten minutes ahead: today")
    K("back to clinic at 1", cc("Back to clinic", dt(today(), 13)), cat=c, conv="bare-hour")
    K("cafe drop at 9", cc("Cafe drop", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 11:50 has passed both ways: tomorrow 09:00")
    K("staff huddle monday 10am", cc("Staff huddle", dt(wk(1, 1), 10)), cat=c, unsure="monday 10am said Monday 11:50 has passed: next week 11-08")
    K("fri, deliveries, 5:15am", cc("Deliveries", dt(wd(5), 5, 15)), cat=c, unsure="the day and the clock said apart; fri = 11-05")
    K("adoption fair nov 13 2pm", cc("Adoption fair", dt(ymd(2060, 11, 13), 14)), cat=c)
    K("vote tmrw 7am before clinic", cc("Vote before clinic", dt(rel(1), 7)), cat=c, unsure="Election Day is tomorrow; the title keeps 'before clinic'")
    K("long run sat 6am 20 miles", cc("Long run 20 miles", dt(wd(6), 6)), cat=c, unsure="the distance kept in the title")
    K("tasting w/ the new cafe next tues 2pm, they just confirmed", cc("Tasting w/ the new cafe", dt(wk(1, 2), 14)), cat=c, unsure="the context after it")
    K("CE live class wednesday 3-4pm", cc("CE live class", dt(wd(3), 15), dt(wd(3), 16)), cat=c)
    K("run club thurs 8pm actually 8:30", cc("Run club", dt(wd(4), 20, 30)), cat=c, unsure="a correction inside the message: 20:30 replaces 20:00")

c = "location"
with use(now=NA, pref="future", **E):
    K("adoption day next sat 9am at the shelter parking lot", cc("Adoption day", dt(wk(1, 6), 9), location="the shelter parking lot"), cat=c)
    K("clinic tues 2pm location: eastside health center", cc("Clinic", dt(wd(2), 14), location="eastside health center"), cat=c)
with use(now=NB, pref="future", **E):
    K("tasting next thurs 3:30pm at Bean There Cafe", cc("Tasting", dt(wk(1, 4), 15, 30), location="Bean There Cafe"), cat=c)
    K("long run tmrw 7am where: hudson river greenway", cc("Long run", dt(rel(1), 7), location="hudson river greenway"), cat=c)
with use(now=NC, pref="future", **E):
    K("adoption fair nov 13 2pm at Petco on 86th", cc("Adoption fair", dt(ymd(2060, 11, 13), 14), location="Petco on 86th"), cat=c)
    K("run club wed 7pm at the reservoir", cc("Run club", dt(wd(3), 19), location="the reservoir"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("no camp on labor day", cc("No camp", hol("labor")), cat=c, unsure="Labor Day 2060 = 09-06")
    K("race the saturday before labor day", cc("Race", hol("labor") - td(days=2)), cat=c)
with use(now=NB, pref="future", **E):
    K("heart cookies for the cafes on valentine's", cc("Heart cookies for the cafes", hol("valentine")), cat=c)
    K("clinic closed presidents day", cc("Clinic closed", hol("presidents")), cat=c, unsure="Presidents' Day 2061 = 02-21")
with use(now=NC, pref="future", **E):
    K("no clinic veterans day", cc("No clinic", hol("veterans")), cat=c)
    K("pumpkin pies to the cafes thanksgiving 6am", cc("Pumpkin pies to the cafes", dt(hol("thanksgiving"), 6)), cat=c)
    K("turkey trot black friday 8am", cc("Turkey trot", dt(hol("blackfriday"), 8)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me in 25 min to leave for deliveries", cc("Leave for deliveries", dt(today(), 5, 5)), cat=c)
    K("camp ends 10 days from now", cc("Camp ends", rel(10)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to check the dough in 40 min", cc("Check the dough", dt(today(), 15)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me in an hour and a half to go run", cc("Go run", dt(today(), 13, 20)), cat=c)
    K("license renewal 3 weeks from now", cc("License renewal", rel(21)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("camp showcase 8/28", cc("Camp showcase", ymd(2060, 8, 28)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("adoption day 2/12/2061 9am", cc("Adoption day", dt(ymd(2061, 2, 12), 9)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("CE exam 11/19", cc("CE exam", ymd(2060, 11, 19)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("half marathon first sunday of september", cc("Half marathon", nth(2060, 9, 1, 7)), cat=c)
with use(now=NB, pref="future", **E):
    K("city marathon last sunday of february", cc("City marathon", lastwd(2061, 2, 7)), cat=c)
    K("camp info night a week from thursday", cc("Camp info night", wd(4) + td(days=7)), cat=c)
with use(now=NC, pref="future", **E):
    K("adoption day third saturday of the month", cc("Adoption day", nth(2060, 11, 3, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("long runs wed and fri 6am", [cc("Long runs", dt(wd(3), 6)), cc("Long runs", dt(wd(5), 6))], cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("shelter sunday and next saturday", [cc("Shelter", wd(7)), cc("Shelter", wk(1, 6))], cat=c, unsure="all-day entries")
with use(now=NC, pref="future", **E):
    KM("deliveries tues and thurs 5am", [cc("Deliveries", dt(wd(2), 5)), cc("Deliveries", dt(wd(4), 5))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("cafe paid their invoice 900", la("900", "other", "invoice", kind="income"), cat=c, unsure=CAFE)
    K("flour 50 lb 126", la("126", "food", "flour"), cat=c, unsure=INGR + "; 50 lb is not money")
    K("camp balance 600", la("600", "education", "camp balance"), cat=c, unsure=CAMP)
    K("kibble for the shelter 58", la("58", "shopping", "kibble"), cat=c, unsure=SHELTER)
    K("gels 32", la("32", "food", "gels"), cat=c, unsure="energy gels as food")
with use(now=NB, pref="past", **E):
    K("CE course 185", la("185", "education", "CE course"), cat=c, unsure=COURSE)
    K("butter 2 cases 210", la("210", "food", "butter"), cat=c, unsure=INGR)
    K("miami half entry 120", la("120", "entertainment", "miami half entry"), cat=c, unsure=RACE)
    K("donated 75 to the shelter", la("75", "other", "donated to the shelter"), cat=c, unsure=DONATE)
    K("new running shoes 139.99", la("139.99", "shopping", "running shoes"), cat=c)
with use(now=NC, pref="past", **E):
    K("oven repair 420", la("420", "other", "oven repair"), cat=c, unsure=OVEN)
    K("corner cafe paid october's invoice 1,860", la("1860", "other", "invoice", kind="income"), cat=c, unsure=CAFE)
    K("race hotel 2 nights 289", la("289", "housing", "race hotel"), cat=c, unsure=HOTEL)
    K("cat litter 29.99", la("29.99", "shopping", "cat litter"), cat=c, unsure=SHELTER)
    K("van gas 61", la("61", "transport", "van gas"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("butter friday 96", la("96", "food", "butter", d=wd(5)), cat=c, unsure="friday said Sunday, looking back = 08-06; " + INGR)
    K("cafe paid monday 450", la("450", "other", "cafe", kind="income", d=wd(1)), cat=c,
      unsure="monday said Sunday, looking back = 08-02; " + CAFE)
    K("camp fee yesterday 600", la("600", "education", "camp fee", d=rel(-1)), cat=c, unsure=CAMP)
with use(now=NB, pref="past", **E):
    K("shoes on mlk day 139", la("139", "shopping", "shoes", d=hol("mlk")), cat=c, unsure="MLK Day 2061 = 01-17")
    K("cafe invoice paid thursday 620", la("620", "other", "cafe invoice", kind="income", d=wd(4)), cat=c, unsure="thursday said Saturday = 01-27; " + CAFE)
    K("eggs yesterday 44", la("44", "food", "eggs", d=rel(-1)), cat=c, unsure=INGR)
with use(now=NC, pref="past", **E):
    K("oven part on halloween 85", la("85", "other", "oven part", d=ymd(2060, 10, 31)), cat=c, unsure="Halloween was yesterday; " + OVEN)
    K("course fee last fri 185", la("185", "education", "course fee", d=wk(-1, 5)), cat=c, unsure="last fri = 10-29; " + COURSE)
    K("cat food day before yesterday 42", la("42", "shopping", "cat food", d=rel(-2)), cat=c, unsure=SHELTER)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on next week, camp week 2", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("anything on the 21st", cl(ymd(2060, 8, 21)), cat=c)
    K("what's going on late august", cl(ymd(2060, 8, 21), ymd(2060, 8, 31)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **E):
    K("how much has camp cost this month", ls(ymd(2060, 8, 1), ymd(2060, 8, 31), "education"), cat=c, unsure=CAMP)
    K("flour and butter total last month", ls(ymd(2060, 7, 1), ymd(2060, 7, 31), "food"), cat=c, unsure=INGR)
    K("show my last 10 entries for the bakery", ll(limit=10), cat=c)
with use(now=NB, pref="future", **E):
    K("what do i have this weekend", cl(wd(6), wd(7)), cat=c, unsure="said Saturday: today and tomorrow")
    K("what's on the calendar next week besides deliveries", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("what has butter cost this quarter", ls(ymd(2061, 1, 1), ymd(2061, 3, 31), "food"), cat=c, conv="quarters", unsure=INGR)
    K("last 5 butter entries", ll(category="food", limit=5), cat=c, unsure=INGR)
    K("CE spending last month", ls(ymd(2060, 12, 1), ymd(2060, 12, 31), "education"), cat=c, unsure=COURSE)
with use(now=NC, pref="future", **E):
    K("what's on this week, clinic heavy?", cl(wd(1), wd(7)), cat=c, conv="week-monday-sunday")
    K("anything on election day", cl(ymd(2060, 11, 2)), cat=c, unsure="US Election Day 2060 = Tuesday 11-02")
with use(now=NC, pref="past", **E):
    K("how much did the cafes pay last month", ls(ymd(2060, 10, 1), ymd(2060, 10, 31), "other"), cat=c, unsure=CAFE)
    K("last 8 transactions", ll(limit=8), cat=c)
    K("butter this quarter", ls(ymd(2060, 10, 1), ymd(2060, 12, 31), "food"), cat=c, conv="quarters", unsure=INGR)
    K("CE course spending this year", ls(ymd(2060, 1, 1), ymd(2060, 12, 31), "education"), cat=c, unsure=COURSE)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything left this week? it's sunday already", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    K("what's on by tuesday", cl(today(), wd(2)), cat=c, conv="by-inclusive")
    K("next 3 days, any camp stuff", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("what's the summer cost so far, school let out july 1", ls(ymd(2060, 7, 1), today()), cat=c, conv="since",
      unsure="the holiday's start given in the message; " + SUMMER)
    K("flour month to date", ls(ymd(2060, 8, 1), today(), "food"), cat=c, conv="since", unsure=INGR)
with use(now=NB, pref="future", **E):
    K("how many deliveries before the end of the month", cl(today(), ymd(2061, 1, 31)), cat=c, unsure="the month ends Monday 01-31")
    K("what's on before valentine's, need cookie time", cl(today(), ymd(2061, 2, 13)), cat=c, conv="en-before-exclusive")
    K("shelter schedule for the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("butter over the past 14 days", ls(rel(-13), today(), "food"), cat=c, unsure=INGR)
with use(now=NC, pref="future", **E):
    K("what's on early this month", cl(ymd(2060, 11, 1), ymd(2060, 11, 10)), cat=c, conv="month-parts", unsure="begins today")
    K("how many clinic days before veterans day", cl(today(), ymd(2060, 11, 10)), cat=c, conv="en-before-exclusive")
    K("next 5 days pls", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **E):
    K("spending month to date, i know it's the 1st", ls(today(), today()), cat=c, conv="since", unsure="said on the 1st: month to date is today alone")
    K("CE fees year to date", ls(ymd(2060, 1, 1), today(), "education"), cat=c, conv="since", unsure=COURSE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain next sat in philly? adoption day is outdoors", wx("Philadelphia", wk(1, 6)), cat=c)
    K("how hot today in new york, kids have camp", wx("New York"), cat=c)
    K("boston weather on the 21st, race day", wx("Boston", ymd(2060, 8, 21)), cat=c)
with use(now=NB, pref="future", **E):
    KM("weekend weather jersey city", [wx("Jersey City", wd(6)), wx("Jersey City", wd(7))], cat=c, unsure="said Saturday: today and tomorrow")
    K("snow in newark feb 5? adoption event's outside", wx("Newark", ymd(2061, 2, 5)), cat=c)
with use(now=NC, pref="future", **E):
    KM("philly weather tmrw and wed", [wx("Philadelphia", rel(1)), wx("Philadelphia", wd(3))], cat=c)
    K("rain in yonkers on the 13th?", wx("Yonkers", ymd(2060, 11, 13)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good morning for a run in new york?", ra("New York"), cat=c, unsure="said 04:40: today")
    KM("this weekend no wait next weekend, long run ok in boston?", [ra("Boston", wk(1, 6)), ra("Boston", wk(1, 7))], cat=c,
       unsure="a correction inside the message: next weekend 08-14/15")
with use(now=NB, pref="future", **E):
    K("can i run tmrw morning in chicago, visiting my sister", ra("Chicago", rel(1)), cat=c)
    KM("running sat and sun in miami?", [ra("Miami", wd(6)), ra("Miami", wd(7))], cat=c, unsure="said Saturday: today and tomorrow")
with use(now=NC, pref="future", **E):
    K("20 miler saturday in philadelphia, good idea?", ra("Philadelphia", wd(6)), cat=c)
    K("ok to run at lunch in new york?", ra("New York"), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Clinic", dt(wd(2), 14), dt(wd(2), 17)), ev("Clinic", dt(wd(3), 8, 30), dt(wd(3), 12))]
    K("move wednesday's clinic to 1pm", cu(1, title="clinic", date=wd(3), start=dt(wd(3), 13)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two clinic sessions on different days; wednesday = 08-11")
    g = [ev("Camp pickup", dt(rel(1), 16, 30), dt(rel(1), 17)), ev("Camp drop off", dt(today(), 8), dt(today(), 8, 30))]
    K("push camp pickup back 30 min", cu(0, title="camp pickup", start=dt(rel(1), 17)), cat=c, given=g, conv="next-upcoming")
    g = [ev("Shelter shift", dt(wk(1, 6), 9), dt(wk(1, 6), 13)), ev("Shelter shift", dt(wk(1, 7), 9), dt(wk(1, 7), 13))]
    K("swap next sunday's shelter shift to saturday 2pm", cu(1, title="shelter shift", date=wk(1, 7), start=dt(wk(1, 6), 14)), cat=c, given=g,
      unsure="two shelter shifts; saturday = 08-14")
with use(now=NB, pref="future", **E):
    g = [ev("Tasting w/ the new cafe", dt(wk(1, 4), 15, 30), dt(wk(1, 4), 16, 30)), ev("Cafe delivery", dt(wk(1, 4), 5), dt(wk(1, 4), 7))]
    K("move the tasting to next fri same time", cu(0, title="tasting", start=dt(wk(1, 5), 15, 30)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("Deliveries", dt(wd(1), 4, 30), dt(wd(1), 6)), ev("Deliveries", dt(wd(2), 4, 30), dt(wd(2), 6))]
    K("tuesday deliveries earlier, 4am", cu(1, title="deliveries", date=wd(2), start=dt(wd(2), 4)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two deliveries; tuesday = 02-01")
    g = [ev("Adoption event", dt(ymd(2061, 2, 5), 9), dt(ymd(2061, 2, 5), 12)), ev("Shelter shift", dt(ymd(2061, 2, 6), 9), dt(ymd(2061, 2, 6), 13))]
    K("adoption event moved to the pet store on 5th ave", cu(0, title="adoption event", location="the pet store on 5th ave"), cat=c, given=g, conv="next-upcoming")
    g = [ev("16 mile run", dt(rel(1), 7), dt(rel(1), 10)), ev("Take the kids swimming", dt(rel(1), 15), dt(rel(1), 17))]
    K("make tmrw's run 6am, snow coming", cu(0, title="run", date=rel(1), start=dt(rel(1), 6)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the reason as context")
with use(now=NC, pref="future", **E):
    g = [ev("Oven repair", dt(rel(1), 11), dt(rel(1), 12)), ev("Oven repair", dt(wd(5), 11), dt(wd(5), 12))]
    K("friday's oven repair to 3pm", cu(1, title="oven repair", date=wd(5), start=dt(wd(5), 15)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two repair visits; friday = 11-05")
    g = [ev("Tasting w/ the new cafe", dt(wk(1, 2), 14), dt(wk(1, 2), 15)), ev("Clinic", dt(wk(1, 2), 9), dt(wk(1, 2), 12))]
    K("push the tasting back a day", cu(0, title="tasting", start=dt(wk(1, 3), 14)), cat=c, given=g, conv="next-upcoming")
    g = [ev("Run club", dt(wd(4), 20, 30), dt(wd(4), 21, 30)), ev("Run club", dt(wd(3), 19), dt(wd(3), 20, 30))]
    K("rename thursday's run club to marathon pace run", cu(0, title="run club", date=wd(4), new_title="Marathon pace run"), cat=c, given=g,
      unsure="two run club events; thursday = 11-04")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Shelter shift", dt(wk(1, 6), 9), dt(wk(1, 6), 13)), ev("Adoption day", dt(wk(1, 6), 9), dt(wk(1, 6), 15))]
    K("cancel next saturday's shift, swapped w/ a coworker", cdel(0, title="shift", date=wk(1, 6)), cat=c, given=g, unsure="a shift and the adoption day the same day")
    g = [ev("Clinic", dt(wd(2), 14), dt(wd(2), 17)), ev("Clinic", dt(wd(3), 8, 30), dt(wd(3), 12))]
    K("drop tuesday's clinic", cdel(0, title="clinic", date=wd(2)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Tasting w/ the new cafe", dt(wk(1, 4), 15, 30), dt(wk(1, 4), 16, 30)), ev("Call the cafe owner", dt(today(), 20), dt(today(), 20, 30))]
    K("new cafe backed out, delete the tasting", cdel(0, title="tasting"), cat=c, given=g, conv="next-upcoming", unsure="the reason as context")
    g = [ev("Half marathon", ymd(2061, 2, 19), ymd(2061, 2, 20)), ev("City marathon", lastwd(2061, 2, 7), lastwd(2061, 2, 7))]
    K("not doing the half marathon, knee's acting up", cdel(0, title="half marathon"), cat=c, given=g, conv="next-upcoming", unsure="the reason as context")
with use(now=NC, pref="future", **E):
    g = [ev("Long run", dt(wd(3), 6), dt(wd(3), 8)), ev("Long run", dt(wd(5), 6), dt(wd(5), 8))]
    K("delete friday's long run, i've got deliveries", cdel(1, title="long run", date=wd(5)), cat=c, given=g, unsure="two long runs; friday = 11-05")
    g = [ev("Staff huddle", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("Clinic", dt(rel(1), 9), dt(rel(1), 11, 30))]
    K("next monday's staff huddle is off", cdel(0, title="staff huddle", date=wk(1, 1)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("flour 126 butter 96", [la("126", "food", "flour"), la("96", "food", "butter")], cat=c, unsure=INGR)
with use(now=NA, pref="future", **E):
    KM("boston marathon aug 21-22 and check boston weather the 21st", [cc("Boston marathon", ymd(2060, 8, 21), ymd(2060, 8, 22)),
       wx("Boston", ymd(2060, 8, 21))], cat=c)
    KM("clinic tues 2pm, long run wed 6am", [cc("Clinic", dt(wd(2), 14)), cc("Long run", dt(wd(3), 6))], cat=c)
with use(now=NB, pref="past", **E):
    KM("entry 120, hotel 289, gas 45", [la("120", "entertainment", "entry"), la("289", "housing", "hotel"), la("45", "transport", "gas")], cat=c,
       unsure=RACE + "; " + HOTEL)
    KM("log butter 210 then show butter this quarter", [la("210", "food", "butter"), ls(ymd(2061, 1, 1), ymd(2061, 3, 31), "food")], cat=c,
       conv="quarters", unsure=INGR)
with use(now=NB, pref="future", **E):
    KM("move thursday's deliveries to friday same time and delete tuesday's",
       [cu(1, title="deliveries", date=wd(4), start=dt(wd(5), 4, 30)), cdel(0, title="deliveries", date=wd(2))], cat=c,
       given=[ev("Deliveries", dt(wd(2), 4, 30), dt(wd(2), 6)), ev("Deliveries", dt(wd(4), 4, 30), dt(wd(4), 6))], conv="move-keeps-clock",
       unsure="two deliveries; thursday = 02-03, friday = 02-04, tuesday = 02-01")
with use(now=NC, pref="past", **E):
    KM("cafe paid 1860, oven repair 420", [la("1860", "other", "cafe", kind="income"), la("420", "other", "oven repair")], cat=c, unsure=CAFE + "; " + OVEN)
with use(now=NC, pref="future", **E):
    KM("5k at noon and is it raining in new york today", [cc("5k", dt(today(), 12)), wx("New York")], cat=c)
    KM("weather philly nov 20, baltimore nov 21", [wx("Philadelphia", ymd(2060, 11, 20)), wx("Baltimore", ymd(2060, 11, 21))], cat="weather",
       unsure="two cities on two days: one call each")
