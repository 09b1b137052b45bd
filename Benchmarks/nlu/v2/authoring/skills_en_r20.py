"""Round 20 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a musician in a gigging band who also busks (gigs with load-in and set times, rehearsal rooms rented by the
hour, festivals over several days, van rental, strings and gear, gig fees, merch, tips, studio time, nights past
midnight), new parents with a baby (OB check-ups, shots on a schedule, the pediatrician, a night nurse paid monthly,
formula and diapers, the baby party's deposit and balance, parental leave, grandparents visiting, the weather before
a first walk outside) and a dog walker and pet sitter (clients' dogs by name: Biscuit, Luna, Rocky, Max; back-to-back
walks, overnight sits, Venmo payments, kibble and treats, vet visits, rain checks, owners' changes and cancellations).
In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running,
the rest changes, cancellations and several requests at once.

Reference times (see time_r20.py): NA = 2028-02-29T15:40 Tuesday, the leap day ("the end of the month" is today, next
month starts tomorrow; a bare 3 reads tomorrow 15:00, a bare 4 today, a bare 8 20:00; "tuesday morning" over, "tuesday
night" ahead; St. Patrick's Friday 03-17); NB = 2027-12-31T23:50 Friday, New Year's Eve (tomorrow is New Year's Day
2028, "next year" 2028, the ledger's "this year" 2027; every bare hour reads tomorrow; "friday night" in progress; MLK
Day 01-17); NC = 2028-01-17T05:30 Monday early morning, MLK Day ("morning" not begun; a bare 7 reads 19:00, a bare 8
08:00 today; Valentine's Day 02-14, Presidents' Day 02-21)."""
from lib import *

NA = "2028-02-29T15:40:00"  # Tuesday 15:40, the leap day: the month ends today; a bare 3 reads tomorrow, 4 today, 8 → 20:00
NB = "2027-12-31T23:50:00"  # Friday 23:50, New Year's Eve: tomorrow = 2028-01-01; bare 8/11/3 read tomorrow
NC = "2028-01-17T05:30:00"  # Monday 05:30, MLK Day: "morning" not begun; a bare 7 → 19:00, a bare 8 → 08:00 today
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("bar gig tonight 8pm", cc("Bar gig", dt(today(), 20)), cat=c)
    K("band rehearsal tmrw 2-5pm", cc("Band rehearsal", dt(rel(1), 14), dt(rel(1), 17)), cat=c)
    K("studio thurs 10am", cc("Studio", dt(wd(4), 10)), cat=c)
    K("gig 3/3 at 9pm pls add it", cc("Gig", dt(ymd(2028, 3, 3), 21)), cat=c, conv="en-month-first")
    K("baby's shots the day after tomorrow 7am", cc("Baby's shots", dt(rel(2), 7)), cat=c)
    K("walk biscuit next mon 3:30-4:30pm", cc("Walk biscuit", dt(wk(1, 1), 15, 30), dt(wk(1, 1), 16, 30)), cat=c)
    K("walk rocky at 4", cc("Walk rocky", dt(today(), 16)), cat=c, conv="bare-hour")
    K("soundcheck at 8", cc("Soundcheck", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 15:40 reads 20:00 tonight")
    K("restring at the guitar shop at 3", cc("Restring", dt(rel(1), 15), location="the guitar shop"), cat=c,
      conv="bare-hour", unsure="a bare 3 at 15:40 has passed: tomorrow 15:00; 'at the guitar shop' as the place")
    K("nashville festival march 10-12", cc("Nashville festival", ymd(2028, 3, 10), ymd(2028, 3, 12)), cat=c)
    K("house sit for the garcias next fri thru sun", cc("House sit for the garcias", wk(1, 5), wk(1, 7)), cat=c)
    K("pay for the rehearsal room end of the month", cc("Pay for the rehearsal room", today()), cat=c,
      conv="month-end-bare", unsure="the end of the month is today (the leap day)")
    K("rent the van tmrw to haul gear", cc("Rent the van to haul gear", rel(1)), cat=c)
    K("residency set tuesday 9:30pm", cc("Residency set", dt(today(), 21, 30)), cat=c,
      unsure="tuesday said Tuesday 15:40 with a clock still ahead: today")
    K("peds follow up thursday afternoon, 3ish", cc("Peds follow up", dt(wd(4), 15)), cat=c, conv="approx",
      unsure="thursday afternoon … 3ish said apart: one entity, 15:00")
with use(now=NB, pref="future", **E):
    K("pick up the night nurse at 8", cc("Pick up the night nurse", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    K("walk max at 11", cc("Walk max", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:50 has passed both ways: tomorrow 11:00")
    K("lunch w/ the in-laws tomorrow 12pm", cc("Lunch w/ the in-laws", dt(rel(1), 12)), cat=c,
      unsure="tomorrow said at 23:50 is New Year's Day")
    K("mall pop-up show new year's day 2-4pm", cc("Mall pop-up show", dt(ymd(2028, 1, 1), 14), dt(ymd(2028, 1, 1), 16)),
      cat=c)
    K("pediatrician next tue 9:30am", cc("Pediatrician", dt(wk(1, 2), 9, 30)), cat=c)
    K("club gig jan 5 7:30pm", cc("Club gig", dt(ymd(2028, 1, 5), 19, 30)), cat=c)
    K("pick up the drummer 1:30am", cc("Pick up the drummer", dt(rel(1), 1, 30)), cat=c,
      unsure="1:30am with no day: the coming night (2028-01-01 01:30)")
    K("baby's one month party jan 8 next year", cc("Baby's one month party", ymd(2028, 1, 8)), cat=c,
      unsure="next year said on 12-31 is 2028, next week")
    K("nashville fest jan 10-12", cc("Nashville fest", ymd(2028, 1, 10), ymd(2028, 1, 12)), cat=c)
    K("studio next mon thru wed", cc("Studio", wk(1, 1), wk(1, 3)), cat=c)
    K("second round of shots the thursday after next", cc("Second round of shots", wk(2, 4)), cat=c, conv="after-next")
    K("dog walk 7am", cc("Dog walk", dt(rel(1), 7)), cat=c, unsure="7am with no day said at 23:50: tomorrow")
with use(now=NC, pref="future", **E):
    K("walk the dogs at 7", cc("Walk the dogs", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 05:30 reads 19:00 today")
    K("walk 3 dogs this morning at 7", cc("Walk 3 dogs", dt(today(), 7)), cat=c)
    K("shots wed 2pm", cc("Shots", dt(wd(3), 14)), cat=c)
    K("studio tmrw 9pm to 1am", cc("Studio", dt(rel(1), 21), dt(rel(2), 1)), cat=c)
    K("ob checkup jan 20 10am", cc("Ob checkup", dt(ymd(2028, 1, 20), 10)), cat=c)
    K("pediatrician at 8", cc("Pediatrician", dt(today(), 8)), cat=c, conv="bare-hour")
    K("cat sitting next tue thru thu", cc("Cat sitting", wk(1, 2), wk(1, 4)), cat=c)
    K("van rental fri", cc("Van rental", wd(5)), cat=c)
    K("grandparents staying with us jan 25-28", cc("Grandparents staying with us", ymd(2028, 1, 25), ymd(2028, 1, 28)),
      cat=c)
    K("so um thursday 4pm walk rocky, owner's out of town", cc("Walk rocky", dt(wd(4), 16)), cat=c,
      unsure="'owner's out of town' is context, not part of the title")

c = "location"
with use(now=NA, pref="future", **E):
    K("gig thurs 8pm at the mercury lounge", cc("Gig", dt(wd(4), 20), location="the mercury lounge"), cat=c)
    K("rehearsal tmrw 2pm location: soundcheck studios", cc("Rehearsal", dt(rel(1), 14), location="soundcheck studios"),
      cat=c)
    K("ob appt next wed 10am at st. mary's", cc("Ob appt", dt(wk(1, 3), 10), location="st. mary's"), cat=c)
with use(now=NB, pref="future", **E):
    K("shots next tue 9:30am at the community clinic", cc("Shots", dt(wk(1, 2), 9, 30), location="the community clinic"),
      cat=c)
    K("festival jan 10-12 in nashville", cc("Festival", ymd(2028, 1, 10), ymd(2028, 1, 12), location="nashville"), cat=c)
with use(now=NC, pref="future", **E):
    K("dog walk wed 2pm where: prospect park", cc("Dog walk", dt(wd(3), 14), location="prospect park"), cat=c)
    K("recording tmrw 9pm at blackbird studio", cc("Recording", dt(rel(1), 21), location="blackbird studio"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("pub gig on st patrick's day", cc("Pub gig", ymd(2028, 3, 17)), cat=c)
    K("baby's first egg hunt easter sunday", cc("Baby's first egg hunt", ymd(2028, 4, 16)), cat=c)
    K("no walks good friday", cc("No walks", ymd(2028, 4, 14)), cat=c)
with use(now=NB, pref="future", **E):
    K("dinner w/ grandma new year's day", cc("Dinner w/ grandma", ymd(2028, 1, 1)), cat=c)
    K("benefit show on mlk day", cc("Benefit show", ymd(2028, 1, 17)), cat=c)
    K("gig at the wine bar on valentine's day", cc("Gig", ymd(2028, 2, 14), location="the wine bar"), cat=c)
with use(now=NC, pref="future", **E):
    K("presidents day brunch gig", cc("Brunch gig", ymd(2028, 2, 21)), cat=c)
    K("dog sweaters sale groundhog day lol", cc("Dog sweaters sale", ymd(2028, 2, 2)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to head out with the dogs in 20 min", cc("Head out with the dogs", dt(today(), 16)), cat=c)
with use(now=NB, pref="future", **E):
    K("remind me to text the band happy new year in 10 minutes", cc("Text the band happy new year", dt(rel(1), 0)), cat=c)
with use(now=NC, pref="future", **E):
    K("remind me to feed her in half an hour", cc("Feed her", dt(today(), 6)), cat=c)
    K("postpartum checkup six weeks from now", cc("Postpartum checkup", rel(42)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("try out guitars 3/4", cc("Try out guitars", ymd(2028, 3, 4)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("baby party 1/22/2028", cc("Baby party", ymd(2028, 1, 22)), cat=c, conv="en-month-first")

c = "clock"
with use(now=NC, pref="future", **E):
    K("pack up the busking spot 5:30", cc("Pack up the busking spot", dt(today(), 17, 30)), cat=c, conv="bare-hour",
      unsure="a bare 5:30 said at 05:30 reads 17:30 today")
with use(now=NA, pref="future", **E):
    K("teach a guitar lesson quarter past six", cc("Teach a guitar lesson", dt(today(), 18, 15)), cat=c, conv="bare-hour")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("baby party the first saturday of march", cc("Baby party", nth(2028, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **E):
    K("night nurse contract ends the third monday of january", cc("Night nurse contract ends", nth(2028, 1, 3, 1)), cat=c)
with use(now=NC, pref="future", **E):
    K("van deposit due 3 days from now", cc("Van deposit due", rel(3)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("walk luna wed and fri", [cc("Walk luna", wd(3)), cc("Walk luna", wd(5))], cat=c)
with use(now=NB, pref="future", **E):
    KM("shows sat and sun 8pm", [cc("Shows", dt(wd(6), 20)), cc("Shows", dt(wd(7), 20))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("feed the clients' cat tue and thu", [cc("Feed the clients' cat", wd(2)), cc("Feed the clients' cat", wd(4))],
       cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("gig fee came in 450", la("450", "salary", "gig fee", kind="income"), cat=c, unsure="gig fees as salary income")
    K("strings 11.99", la("11.99", "shopping", "strings"), cat=c)
    K("rehearsal room 3 hrs 75", la("75", "other", "rehearsal room"), cat=c, unsure="a rehearsal room by the hour as other")
    K("night nurse 2800", la("2800", "other", "night nurse"), cat=c, unsure="a night nurse's pay as other")
    K("diapers 38", la("38", "shopping", "diapers"), cat=c)
    K("venmo from the garcias yesterday 120 for walks", la("120", "salary", "walks", d=rel(-1), kind="income"), cat=c,
      unsure="dog-walking pay as salary income")
    K("ob copay 40", la("40", "health", "ob copay"), cat=c)
with use(now=NB, pref="past", **E):
    K("nye gig paid 900", la("900", "salary", "nye gig", kind="income"), cat=c, unsure="gig fees as salary income")
    K("formula wednesday 74", la("74", "food", "formula", d=wd(3)), cat=c, unsure="formula as food")
    K("van rental 1240", la("1240", "transport", "van rental"), cat=c)
    K("sold 410 in merch", la("410", "salary", "merch", kind="income"), cat=c, unsure="merch sales as salary income")
    K("kibble 62", la("62", "shopping", "kibble"), cat=c, unsure="dog food as shopping")
with use(now=NC, pref="past", **E):
    K("made 300 on walks last saturday", la("300", "salary", "walks", d=wk(-1, 6), kind="income"), cat=c,
      unsure="dog-walking pay as salary income")
    K("vet for a client's dog 186", la("186", "other", "vet"), cat=c, unsure="a vet bill as other")
    K("last night's gig paid 350", la("350", "salary", "gig", d=rel(-1), kind="income"), cat=c,
      unsure="gig fees as salary income")
    K("shots copay 30", la("30", "health", "shots copay"), cat=c)
    K("studio block 1200", la("1200", "other", "studio block"), cat=c, unsure="studio time as other")
    K("baby party deposit 500", la("500", "food", "baby party deposit"), cat=c, unsure="a party deposit as food")

c = "rollover"
with use(now=NA, pref="past", **E):
    K("shots tuesday morning copay 25", la("25", "health", "shots"), cat=c,
      unsure="tuesday morning said Tuesday 15:40 looking back: today")
with use(now=NB, pref="past", **E):
    K("tips friday night 260", la("260", "salary", "tips", kind="income"), cat=c,
      unsure="friday night said Friday 23:50 looking back: today; tips as salary income")
with use(now=NC, pref="past", **E):
    K("walks sunday 180", la("180", "salary", "walks", d=wd(7), kind="income"), cat=c,
      unsure="sunday said Monday looking back: yesterday; dog-walking pay as salary income")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("gigs next week?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on in march", cl(ymd(2028, 3, 1), ymd(2028, 3, 31)), cat=c)
    K("how busy is early next month", cl(ymd(2028, 3, 1), ymd(2028, 3, 10)), cat=c, conv="month-parts")
    K("walks booked this weekend?", cl(wk(0, 6), wk(0, 7)), cat=c)
with use(now=NA, pref="past", **E):
    K("total gig money this month", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "salary"), cat=c,
      unsure="gig fees were logged as salary; a summary of that category")
    K("how much on shopping this month", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "shopping"), cat=c)
    K("my last 5 entries", ll(limit=5), cat=c)
with use(now=NB, pref="future", **E):
    K("next week's schedule", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what's on tmrw", cl(rel(1)), cat=c, unsure="tomorrow said at 23:50 is New Year's Day")
    K("anything late january", cl(ymd(2028, 1, 21), ymd(2028, 1, 31)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **E):
    K("how much did i make from gigs this year", ls(ymd(2027, 1, 1), ymd(2027, 12, 31), "salary"), cat=c,
      unsure="this year said on 12-31 is 2027; gig fees were logged as salary")
    K("q4 spending", ls(ymd(2027, 10, 1), ymd(2027, 12, 31)), cat=c, conv="quarters")
    K("how much went on transport this month", ls(ymd(2027, 12, 1), ymd(2027, 12, 31), "transport"), cat=c)
with use(now=NC, pref="future", **E):
    K("what's this week look like for walks", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("anything next week while the grandparents are here", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NC, pref="past", **E):
    K("dog walking income last month", ls(ymd(2027, 12, 1), ymd(2027, 12, 31), "salary"), cat=c,
      unsure="dog-walking pay was logged as salary")
    K("list last week's entries pls", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("last 10 entries", ll(limit=10), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything left to do before the end of the month", cl(today(), today()), cat=c,
      unsure="the month ends today: today alone")
    K("how many gigs by st patrick's day", cl(today(), ymd(2028, 3, 17)), cat=c, conv="by-inclusive",
      unsure="a count of gigs read as the list of today … 03-17")
    K("walks in the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **E):
    K("total spending month to date", ls(ymd(2028, 2, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **E):
    K("anything through new year's day", cl(today(), ymd(2028, 1, 1)), cat=c, conv="until-inclusive",
      unsure="New Year's Day is tomorrow: today and tomorrow")
    K("next 7 days?", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("dog walking money in the last 30 days", ls(rel(-29), today(), "salary"), cat=c,
      unsure="dog-walking pay was logged as salary")
with use(now=NC, pref="future", **E):
    K("what's on by wednesday", cl(today(), wd(3)), cat=c, conv="by-inclusive")
    K("gigs left before presidents day", cl(today(), ymd(2028, 2, 20)), cat=c, conv="en-before-exclusive")
with use(now=NC, pref="past", **E):
    K("spending year to date", ls(ymd(2028, 1, 1), today()), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in portland tmrw? got walks", wx("Portland", rel(1)), cat=c)
    KM("austin weather this weekend, baby's first walk outside", [wx("Austin", wk(0, 6)), wx("Austin", wk(0, 7))], cat=c)
    KM("nashville weather march 10 through 12 for the festival", [wx("Nashville", ymd(2028, 3, 10)),
       wx("Nashville", ymd(2028, 3, 11)), wx("Nashville", ymd(2028, 3, 12))], cat=c,
       unsure="a three-day range: one call per day")
with use(now=NB, pref="future", **E):
    K("austin weather new year's day, want to take the stroller out", wx("Austin", ymd(2028, 1, 1)), cat=c)
    KM("rain in portland tomorrow and sunday?", [wx("Portland", rel(1)), wx("Portland", rel(2))], cat=c)
with use(now=NC, pref="future", **E):
    K("is it raining in portland today, walks at 7", wx("Portland", today()), cat=c)
    K("snow in austin next tue?", wx("Austin", wk(1, 2)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good time for a run in portland rn?", ra("Portland"), cat=c)
with use(now=NB, pref="future", **E):
    K("run in nashville new year's morning?", ra("Nashville", ymd(2028, 1, 1)), cat=c)
with use(now=NC, pref="future", **E):
    K("can i run in austin tmrw", ra("Austin", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Walk Biscuit", dt(wd(3), 10), dt(wd(3), 11)), ev("Walk Biscuit", dt(wd(5), 10), dt(wd(5), 11)),
         ev("Bar gig", dt(today(), 20), dt(today(), 22))]
    K("biscuit's owner texted, friday's walk to 3pm", cu(1, title="biscuit", date=wd(5), start=dt(wd(5), 15)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("push wed's biscuit walk back an hour", cu(0, title="biscuit", date=wd(3), start=dt(wd(3), 11)), cat=c, given=g)
    K("tonight's gig moved to 9", cu(2, title="gig", date=today(), start=dt(today(), 21)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="9 with tonight reads 21:00")
with use(now=NB, pref="future", **E):
    g = [ev("Pediatrician", dt(wk(1, 2), 9, 30), dt(wk(1, 2), 10, 30)), ev("Shots", dt(wk(1, 4), 9, 30), dt(wk(1, 4), 10, 30)),
         ev("Club gig", dt(ymd(2028, 1, 5), 19, 30), dt(ymd(2028, 1, 5), 22))]
    K("pediatrician -> wednesday same time", cu(0, title="pediatrician", start=dt(wk(1, 3), 9, 30)), cat=c, given=g,
      conv="move-keeps-clock")
    K("move the shots up to 8:30", cu(1, title="shots", start=dt(wk(1, 4), 8, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("push the club gig back a day", cu(2, title="club gig", start=dt(ymd(2028, 1, 6), 19, 30)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Studio", dt(rel(1), 21), dt(rel(2), 1)), ev("Studio", dt(wk(1, 1), 21), dt(wk(1, 2), 1)),
         ev("OB checkup", dt(ymd(2028, 1, 20), 10), dt(ymd(2028, 1, 20), 11))]
    K("make next monday's studio 8 to 11pm", cu(1, title="studio", date=wk(1, 1), start=dt(wk(1, 1), 20),
      end=dt(wk(1, 1), 23)), cat=c, given=g, conv="clock-only-keeps-day")
    K("ob checkup to 2pm", cu(2, title="ob checkup", start=dt(ymd(2028, 1, 20), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("change tmrw's studio location to blackbird", cu(0, title="studio", date=rel(1), location="blackbird"), cat=c,
      given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Walk Biscuit", dt(wd(3), 10), dt(wd(3), 11)), ev("Walk Biscuit", dt(wd(5), 10), dt(wd(5), 11))]
    K("biscuit doesn't need a walk wed, delete it", cdel(0, title="biscuit", date=wd(3)), cat=c, given=g)
    g = [ev("House sit for the Garcias", wk(1, 5), wk(1, 7)), ev("Nashville festival", ymd(2028, 3, 10), ymd(2028, 3, 12))]
    K("garcias cancelled the house sit", cdel(0, title="house sit"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Mall pop-up show", dt(ymd(2028, 1, 1), 14), dt(ymd(2028, 1, 1), 16)),
         ev("Lunch at the in-laws", dt(ymd(2028, 1, 1), 12), dt(ymd(2028, 1, 1), 14))]
    K("pop-up show's off", cdel(0, title="pop-up show"), cat=c, given=g)
    g = [ev("Shots", dt(wk(1, 4), 9, 30), dt(wk(1, 4), 10, 30)), ev("Shots", dt(wk(2, 4), 9, 30), dt(wk(2, 4), 10, 30))]
    K("delete the shots the thursday after next", cdel(1, title="shots", date=wk(2, 4)), cat=c, given=g,
      conv="after-next")
with use(now=NC, pref="future", **E):
    g = [ev("Feed cat", dt(wd(2), 10), dt(wd(2), 11)), ev("Feed cat", dt(wd(4), 10), dt(wd(4), 11))]
    K("clients are back early, cancel thursday's cat feeding", cdel(1, title="cat", date=wd(4)), cat=c, given=g)
    g = [ev("Van rental", wd(5), wd(5)), ev("Studio", dt(rel(1), 21), dt(rel(2), 1))]
    K("dont need the van fri anymore", cdel(0, title="van", date=wd(5)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **E):
    KM("gig 450, merch 145", [la("450", "salary", "gig", kind="income"), la("145", "salary", "merch", kind="income")],
       cat=c, unsure="gig fees and merch sales as salary income")
with use(now=NA, pref="future", **E):
    KM("rain in portland tmrw? also add walk biscuit tmrw 10am", [wx("Portland", rel(1)),
       cc("Walk biscuit", dt(rel(1), 10))], cat=c)
    g = [ev("Walk Biscuit", dt(wd(3), 10), dt(wd(3), 11)), ev("Walk Biscuit", dt(wd(5), 10), dt(wd(5), 11))]
    KM("biscuit's owner says cancel friday and move wednesday to 4pm", [cdel(1, title="biscuit", date=wd(5)),
       cu(0, title="biscuit", date=wd(3), start=dt(wd(3), 16))], cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="past", **E):
    KM("formula 74 diapers 114", [la("74", "food", "formula"), la("114", "shopping", "diapers")], cat=c,
       unsure="formula as food")
with use(now=NB, pref="future", **E):
    KM("mall show new year's day 2pm, and austin weather new year's day", [cc("Mall show", dt(ymd(2028, 1, 1), 14)),
       wx("Austin", ymd(2028, 1, 1))], cat=c)
with use(now=NC, pref="future", **E):
    KM("walk biscuit 10-11am today then walk luna 11-12", [cc("Walk biscuit", dt(today(), 10), dt(today(), 11)),
       cc("Walk luna", dt(today(), 11), dt(today(), 12))], cat=c, unsure="the second range 11-12 inherits today and am")
with use(now=NC, pref="past", **E):
    KM("walks 250, treats 18", [la("250", "salary", "walks", kind="income"), la("18", "shopping", "treats")], cat=c,
       unsure="dog-walking pay as salary income, treats as shopping")
    KM("night nurse 2800 and what's my total spending this month", [la("2800", "other", "night nurse"),
       ls(ymd(2028, 1, 1), ymd(2028, 1, 31))], cat=c, unsure="a night nurse's pay as other")
