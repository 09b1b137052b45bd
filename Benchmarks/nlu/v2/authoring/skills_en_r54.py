"""Round 54 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a man who runs a food stand at a soccer stadium on match days (the stand and restocking at set clocks,
stock and propane tanks bought, takings coming in, an away final in another city over two days, a game moved, the
weather for a game day, what stock cost this month and the last N entries), a bank teller training for a gran fondo
(shifts and training rides at set clocks, a bike tune-up and parts, the entry fee, a race over a weekend in another
city, running advice, a shift swapped, paychecks, cycling spending this year) and a high-school student learning the
violin and applying to conservatories (lessons, rehearsals and auditions at set clocks in several cities, audition and
application fees, strings and sheet music, a lesson cancelled, an audition moved, money from grandparents, music
spending this term).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups,
weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r54.py): NA = 2063-06-21T05:30 Thursday, before dawn ("this morning" / "thursday morning"
ahead (today), "thursday 7am" today; a bare 5 reads 17:00 today, a bare 6 18:00, a bare 8 08:00 today, a bare 12 today's
noon; "6:30am" with no day = today; this weekend 06-23/24, next week 06-25 … 07-01 holds the end of the month (Saturday
06-30), the Fourth a Wednesday ("before the fourth" = today … 07-03); looking back Father's Day 06-17, tuesday 06-19,
last friday 06-15, June); NB = 2063-02-14T19:45 Wednesday, Valentine's evening ("wednesday night" in progress,
"wednesday 3pm" over → 02-21; a bare 8 reads 20:00 today, a bare 7 has passed → tomorrow 19:00, a bare 9 → 21:00, a bare
12 → tomorrow's noon; this weekend 02-17/18, next week 02-19 … 02-25 opens on Presidents' Day ("before presidents' day"
= today … 02-18), the end of the month Wednesday 02-28; looking back monday 02-12, sunday 02-11, last friday 02-09,
January); NC = 2063-08-25T23:50 Saturday, ten minutes before midnight ("tonight" / "saturday night" in progress and
nearly over, "saturday 3pm" over → 09-01; every bare hour has passed and reads tomorrow; "midnight" = 08-26 00:00; tmrw
= Sunday 08-26, monday = 08-27, next week 08-27 … 09-02, the end of the month Friday 08-31, Labor Day 09-03, Columbus
Day 10-08, Halloween a Wednesday; looking back thursday 08-23, friday = yesterday 08-24, August, Q3)."""
from lib import *

NA = "2063-06-21T05:30:00"  # Thursday 05:30
NB = "2063-02-14T19:45:00"  # Wednesday 19:45, Valentine's Day
NC = "2063-08-25T23:50:00"  # Saturday 23:50, ten minutes before midnight
E = dict(lang="en", tz="America/New_York")
FOURTH63 = ymd(2063, 7, 4)
FATHERS63 = ymd(2063, 6, 17)
PRESIDENTS63 = ymd(2063, 2, 19)
LABOR63 = ymd(2063, 9, 3)
STOCK = "stock for the stand (hot dogs, soda, buns, ice) filed as food (as earlier rounds filed a food truck's ingredients)"
GAS = "the stand's propane tanks filed as other (as earlier rounds filed a stall's propane)"
TAKE = "the stand's takings as income, category other (as earlier rounds filed a food truck's takings)"
PAY = "the teller's paycheck filed as salary income"
PARTS = "bike parts, kit and a bike computer filed as shopping"
SERVICE = "a bike tune-up filed as other (as earlier rounds filed equipment repairs)"
ENTRY = "the gran fondo's entry fee filed as entertainment (as earlier rounds filed race entries)"
LESSON = "violin lessons, audition and application fees filed as education"
SHEET = "violin strings and sheet music filed as shopping (as earlier rounds filed sheet music and reeds)"
GRAND = "money from grandparents filed as income, category other (as earlier rounds filed a red envelope received)"
CYCLING = "cycling spending spans parts (shopping), entry fees (entertainment) and tune-ups (other): no single category"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("swap the propane tanks at 5", cc("Swap the propane tanks", bare_clock(5)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 05:30 reads 17:00 (ahead), although 05:00 has just passed")
    K("ride 2 laps of the reservoir at 6", cc("Ride 2 laps of the reservoir", bare_clock(6)), cat=c, conv="bare-hour",
      unsure="a bare 6 at 05:30 reads 18:00 by the rule, though a dawn ride at 06:00 is plausible")
    K("violin lesson at 8", cc("Violin lesson", bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 05:30 is ahead: 08:00 today")
    K("lunch w/ the sausage supplier at 12", cc("Lunch w/ the sausage supplier", bare_clock(12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 05:30: today's noon")
    K("hit the wholesale club for stock 6:30am", cc("Hit the wholesale club for stock", next_clock(6, 30)), cat=c,
      unsure="6:30am with no day at 05:30 is ahead: today")
    K("orchestra sectional thursday 7pm", cc("Orchestra sectional", dt(today(), 19)), cat=c, unsure="thursday said Thursday 05:30: today")
    K("branch huddle thurs 7am", cc("Branch huddle", dt(today(), 7)), cat=c, unsure="thurs 7am said Thursday 05:30 is ahead: today")
    K("teller shift tmrw 2-5pm", cc("Teller shift", dt(rel(1), 14), dt(rel(1), 17)), cat=c, unsure="tmrw = Friday 06-22")
    K("stand open for the home game sat 10am to 4pm", cc("Stand open for the home game", dt(wd(6), 10), dt(wd(6), 16)), cat=c,
      unsure="sat = 06-23")
    K("25 mile training ride next tue 7:30pm", cc("25 mile training ride", dt(wk(1, 2), 19, 30)), cat=c, unsure="next tue = 06-26")
    K("kansas city away final june 30 - july 1", cc("Kansas city away final", ymd(2063, 6, 30), ymd(2063, 7, 1)), cat=c,
      unsure="the destination inside the activity stays in the title")
    K("NEC audition july 7, 9am", cc("NEC audition", dt(ymd(2063, 7, 7), 9)), cat=c)
    K("ok so violin practice saturday 2 to 5pm", cc("Violin practice", dt(wd(6), 14), dt(wd(6), 17)), cat=c,
      unsure="the filler left out; saturday = 06-23")
    K("reservoir loop the wednesday after next 6am no wait 6:30", cc("Reservoir loop", dt(wk(2, 3), 6, 30)), cat=c,
      conv="after-next", unsure="a correction: 06:30 replaces 06:00; = 07-04")
    K("symphony concert tmrw 8pm, i'm going", cc("Symphony concert", dt(rel(1), 20)), cat=c, unsure="the statement part left out")
    K("stadium safety training sunday 10am", cc("Stadium safety training", dt(wd(7), 10)), cat=c, unsure="sunday = 06-24")
    K("pick up the bike from the shop today 3pm, tune-up's done", cc("Pick up the bike from the shop", dt(today(), 15)), cat=c,
      unsure="'from the shop' is no place introduced by at/in; the context left out")
    K("group ride next sat, roll out 5:30am", cc("Group ride", dt(wk(1, 6), 5, 30)), cat=c, unsure="next sat = 06-30")
with use(now=NB, pref="future", **E):
    K("lesson check-in w/ my teacher on video at 8", cc("Lesson check-in w/ my teacher on video", bare_clock(8)), cat=c,
      conv="bare-hour", unsure="a bare 8 at 19:45: the am reading passed, the pm reading is ahead: 20:00 today")
    K("home match stand at 7", cc("Home match stand", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:45 has passed: tomorrow 19:00")
    K("venmo dave for the propane at 9", cc("Venmo dave for the propane", bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 19:45 reads 21:00 today")
    K("lunch w/ the other tellers at 12", cc("Lunch w/ the other tellers", bare_clock(12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 19:45: tomorrow's noon")
    K("music theory wed 3pm", cc("Music theory", dt(wk(1, 3), 15)), cat=c, unsure="wed 3pm said Wednesday 19:45 has passed: next week 02-21")
    K("trainer session wednesday night 9:30", cc("Trainer session", dt(today(), 21, 30)), cat=c,
      unsure="wednesday night said Wednesday 19:45 is in progress: today")
    K("dawn ride tmrw 7-9am", cc("Dawn ride", dt(rel(1), 7), dt(rel(1), 9)), cat=c, unsure="tmrw = Thursday 02-15")
    K("curtis prescreen audition next thu 4pm", cc("Curtis prescreen audition", dt(wk(1, 4), 16)), cat=c, unsure="next thu = 02-22")
    K("covering jen's window fri 1-6", cc("Covering jen's window", dt(wd(5), 13), dt(wd(5), 18)), cat=c, conv="bare-hour",
      unsure="fri = 02-16; a bare 1-6 reads 13:00-18:00")
    K("stand for the home opener this sat noon-5", cc("Stand for the home opener", dt(wd(6), 12), dt(wd(6), 17)), cat=c,
      unsure="this sat = 02-17")
    K("bike shop tune-up monday after next 8am", cc("Bike shop tune-up", dt(wk(2, 1), 8)), cat=c, conv="after-next",
      unsure="= 02-26")
    K("run through the concerto twice tonight at 10", cc("Run through the concerto twice", dt(today(), 22)), cat=c)
with use(now=NC, pref="future", **E):
    K("restock the stand at 8", cc("Restock the stand", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    K("violin at 3", cc("Violin", bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 23:50 has passed: tomorrow 15:00")
    K("home game at 12", cc("Home game", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 never means midnight: tomorrow's noon")
    K("ensemble rehearsal saturday 3pm", cc("Ensemble rehearsal", dt(wk(1, 6), 15)), cat=c,
      unsure="saturday 3pm said Saturday 23:50 has passed: next week 09-01")
    K("75 mile long ride tmrw 6am", cc("75 mile long ride", dt(rel(1), 6)), cat=c, unsure="tmrw = Sunday 08-26, minutes away")
    K("philly away final sept 1-2", cc("Philly away final", ymd(2063, 9, 1), ymd(2063, 9, 2)), cat=c)
    K("covering mike's shift mon 9am", cc("Covering mike's shift", dt(wd(1), 9)), cat=c, unsure="mon said Saturday night = 08-27")
    K("run-through w/ my accompanist monday 7pm", cc("Run-through w/ my accompanist", dt(wd(1), 19)), cat=c, unsure="monday = 08-27")
    K("remind me at midnight to submit the application", cc("Submit the application", dt(rel(1), 0)), cat=c,
      unsure="midnight = 08-26 00:00, ten minutes away")
    K("club ride meetup next wed 5:30pm", cc("Club ride meetup", dt(wk(1, 3), 17, 30)), cat=c, unsure="next wed = 08-29")
    K("eastman audition sept 8 at 2pm", cc("Eastman audition", dt(ymd(2063, 9, 8), 14)), cat=c)
    K("lunch w/ grandma and grandpa tmrw 12:30, they're chipping in for tuition", cc("Lunch w/ grandma and grandpa", dt(rel(1), 12, 30)),
      cat=c, unsure="the context left out")

c = "location"
with use(now=NA, pref="future", **E):
    K("orchestra rehearsal tmrw 7pm at the youth center", cc("Orchestra rehearsal", dt(rel(1), 19), location="the youth center"), cat=c)
    K("violin jury next thursday 10am, location: recital hall B", cc("Violin jury", dt(wk(1, 4), 10), location="recital hall B"), cat=c,
      unsure="next thursday = 06-28")
    K("final day stand june 30 8am at the north gate", cc("Final day stand", dt(ymd(2063, 6, 30), 8), location="the north gate"), cat=c)
with use(now=NB, pref="future", **E):
    K("group ride this sat 7am at riverside park south gate", cc("Group ride", dt(wd(6), 7), location="riverside park south gate"), cat=c,
      unsure="this sat = 02-17")
    K("renew the stand lease fri 2pm, where: stadium ops office", cc("Renew the stand lease", dt(wd(5), 14), location="stadium ops office"),
      cat=c, unsure="fri = 02-16")
    K("gran fondo feb 24-25 in Asheville", cc("Gran fondo", ymd(2063, 2, 24), ymd(2063, 2, 25), location="Asheville"), cat=c,
      unsure="a weekend race, all day; 'in Asheville' read as the place")
with use(now=NC, pref="future", **E):
    K("stand tmrw noon at gate E", cc("Stand", dt(rel(1), 12), location="gate E"), cat=c)
    K("lesson next sunday 9am at Ms. Lee's house", cc("Lesson", dt(wk(1, 7), 9), location="Ms. Lee's house"), cat=c, unsure="next sunday = 09-02")
    K("century ride start sept 15 7am in Lancaster", cc("Century ride start", dt(ymd(2063, 9, 15), 7), location="Lancaster"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    K("fireworks game stand on the fourth", cc("Fireworks game stand", FOURTH63), cat=c, unsure="the Fourth = Wednesday 07-04, all day")
    K("independence day 10am recital run-through", cc("Recital run-through", dt(FOURTH63, 10)), cat=c)
    K("labor day doubleheader stand", cc("Doubleheader stand", LABOR63), cat=c, unsure="Labor Day 2063 = Monday 09-03, all day")
with use(now=NB, pref="future", **E):
    K("presidents' day group ride 8am", cc("Group ride", dt(PRESIDENTS63, 8)), cat=c, unsure="Presidents' Day = Monday 02-19")
    K("st. patrick's day home match stand 11am-6pm", cc("Home match stand", dt(hol("stpatrick"), 11), dt(hol("stpatrick"), 18)), cat=c,
      unsure="St. Patrick's = 03-17")
    K("concert on easter at 3pm", cc("Concert", dt(hol("easter"), 15)), cat=c, unsure="Easter 2063 = 04-15 (the computus)")
with use(now=NC, pref="future", **E):
    K("labor day 7am century ride", cc("Century ride", dt(LABOR63, 7)), cat=c, unsure="Labor Day = Monday 09-03")
    K("halloween night game stand 6pm", cc("Night game stand", dt(ymd(2063, 10, 31), 18)), cat=c, unsure="Halloween = Wednesday 10-31")
    K("columbus day audition 11am in boston", cc("Audition", dt(hol("columbus"), 11), location="boston"), cat=c,
      unsure="Columbus Day 2063 = Monday 10-08")

c = "duration"
with use(now=NA, pref="future", **E):
    K("remind me to light the grill in 30 min", cc("Light the grill", dt(today(), 6)), cat=c)
    K("gran fondo registration closes 10 days from now", cc("Gran fondo registration closes", rel(10)), cat=c, unsure="= 07-01, all day")
with use(now=NB, pref="future", **E):
    K("scales in 20 minutes", cc("Scales", dt(today(), 20, 5)), cat=c)
with use(now=NC, pref="future", **E):
    K("turn off the propane in an hour", cc("Turn off the propane", dt(rel(1), 0, 50)), cat=c, unsure="an hour from 23:50 crosses midnight")
    K("application packet due 3 days from now", cc("Application packet due", rel(3)), cat=c, unsure="= 08-28, all day")

c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("7/14 CIM audition", cc("CIM audition", ymd(2063, 7, 14)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    K("3/10 cycling club banquet", cc("Cycling club banquet", ymd(2063, 3, 10)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    K("9/22/2063 charity century", cc("Charity century", ymd(2063, 9, 22)), cat=c, conv="en-month-first")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("first saturday of next month student recital", cc("Student recital", nth(2063, 7, 1, 6)), cat=c, unsure="= 07-07")
with use(now=NB, pref="future", **E):
    K("crit race second sunday of march", cc("Crit race", nth(2063, 3, 2, 7)), cat=c, unsure="= 03-11")
with use(now=NC, pref="future", **E):
    K("season finale stand, last saturday of september", cc("Season finale stand", lastwd(2063, 9, 6)), cat=c, unsure="= 09-29")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("training rides next mon and wed at 7pm", [cc("Training rides", dt(wk(1, 1), 19)), cc("Training rides", dt(wk(1, 3), 19))],
       cat=c, conv="distribute", unsure="next and the clock apply to both: 06-25 and 06-27")
with use(now=NB, pref="future", **E):
    KM("violin lesson the 17th and the 18th, 10am both days", [cc("Violin lesson", dt(ymd(2063, 2, 17), 10)),
        cc("Violin lesson", dt(ymd(2063, 2, 18), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    KM("dawn ride next tue and thu at 6am", [cc("Dawn ride", dt(wk(1, 2), 6)), cc("Dawn ride", dt(wk(1, 4), 6))], cat=c,
       conv="distribute", unsure="08-28 and 08-30")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("propane 2 tanks 58", la("58", "other", "propane"), cat=c, unsure=GAS)
    K("restocked hot dogs and soda 640", la("640", "food", "hot dogs and soda"), cat=c, unsure=STOCK)
    K("paycheck in, 2,150", la("2150", "salary", "paycheck", kind="income"), cat=c, unsure=PAY)
    K("new set of strings 65", la("65", "shopping", "strings"), cat=c, unsure=SHEET)
    K("grandpa sent 300 for audition travel", la("300", "other", "grandpa sent", kind="income"), cat=c, unsure=GRAND)
    K("conservatory application fee 150", la("150", "education", "conservatory application fee"), cat=c, unsure=LESSON)
    K("bike tune-up at the shop 95", la("95", "other", "bike tune-up"), cat=c, unsure=SERVICE)
with use(now=NB, pref="past", **E):
    K("gran fondo entry 145", la("145", "entertainment", "gran fondo entry"), cat=c, unsure=ENTRY)
    K("2 tubes and brake pads 48", la("48", "shopping", "tubes and brake pads"), cat=c, unsure=PARTS)
    K("took in 3,400 at the stand today", la("3400", "other", "took in at the stand", kind="income"), cat=c, unsure=TAKE)
    K("grandma's valentine card had 100 in it", la("100", "other", "grandma's valentine card", kind="income"), cat=c, unsure=GRAND)
    K("sheet music, 2 books, 38", la("38", "shopping", "sheet music"), cat=c, unsure=SHEET)
    K("valentine's roses 65", la("65", "shopping", "roses"), cat=c, unsure="flowers filed as shopping")
with use(now=NC, pref="past", **E):
    K("stand takings tonight 4.2k", la("4200", "other", "stand takings", kind="income"), cat=c, unsure=TAKE)
    K("ice 6 bags 18", la("18", "food", "ice"), cat=c, unsure=STOCK)
    K("eastman audition fee 125", la("125", "education", "eastman audition fee"), cat=c, unsure=LESSON)
    K("private lesson 90", la("90", "education", "private lesson"), cat=c, unsure=LESSON)
    K("bike computer 329 ouch", la("329", "shopping", "bike computer"), cat=c, unsure=PARTS)
    K("direct deposit 2,210 paycheck", la("2210", "salary", "paycheck", kind="income"), cat=c, unsure=PAY)
c = "rollover"
with use(now=NA, pref="past", **E):
    K("yesterday's home game, took in 2.8k", la("2800", "other", "home game", kind="income", d=rel(-1)), cat=c,
      unsure="yesterday = Wednesday 06-20; " + TAKE)
    K("father's day dinner w/ dad 84", la("84", "food", "father's day dinner", d=FATHERS63), cat=c,
      unsure="Father's Day 2063 = Sunday 06-17, looking back")
    K("tuesday 2 more propane tanks 58", la("58", "other", "propane tanks", d=wd(2)), cat=c,
      unsure="tuesday said Thursday, looking back = 06-19; " + GAS)
with use(now=NB, pref="past", **E):
    K("monday stand takings 1,900", la("1900", "other", "stand takings", kind="income", d=wd(1)), cat=c,
      unsure="monday said Wednesday, looking back = 02-12; " + TAKE)
    K("strings last friday 62", la("62", "shopping", "strings", d=wk(-1, 5)), cat=c, unsure="last friday = 02-09; " + SHEET)
    K("bib shorts sunday 120", la("120", "shopping", "bib shorts", d=wd(7)), cat=c, unsure="sunday said Wednesday, looking back = 02-11; " + PARTS)
with use(now=NC, pref="past", **E):
    K("new chain thursday 45", la("45", "shopping", "chain", d=wd(4)), cat=c, unsure="thursday said Saturday, looking back = 08-23; " + PARTS)
    K("yesterday's restock 720", la("720", "food", "restock", d=rel(-1)), cat=c, unsure="yesterday = Friday 08-24; " + STOCK)
    K("grandma gave me 200 friday for strings", la("200", "other", "grandma gave me", kind="income", d=wd(5)), cat=c,
      unsure="friday said Saturday, looking back = 08-24; " + GRAND)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("what's on next week, end of month stuff", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week = 06-25 … 07-01")
    K("anything this weekend besides practice", cl(wd(6), wd(7)), cat=c, unsure="this weekend = 06-23/24")
    K("auditions in early july?", cl(ymd(2063, 7, 1), ymd(2063, 7, 10)), cat=c, conv="month-parts")
    K("how many teller shifts tmrw", cl(rel(1)), cat=c, unsure="tmrw = 06-22")
with use(now=NA, pref="past", **E):
    K("how much on stock this month", ls(ymd(2063, 6, 1), ymd(2063, 6, 30), "food"), cat=c, unsure=STOCK)
    K("last 10 entries pls, did i log the propane", ll(limit=10), cat=c)
    K("bike parts spending this year", ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "shopping"), cat=c, unsure=PARTS)
    K("what did violin lessons cost in may", ls(ymd(2063, 5, 1), ymd(2063, 5, 31), "education"), cat=c, unsure=LESSON)
with use(now=NB, pref="future", **E):
    K("next week's schedule, any auditions", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week = 02-19 … 02-25")
    K("early march, anything? exams?", cl(ymd(2063, 3, 1), ymd(2063, 3, 10)), cat=c, conv="month-parts")
    K("what's on this weekend, when's the home opener", cl(wd(6), wd(7)), cat=c, unsure="this weekend = 02-17/18")
with use(now=NB, pref="past", **E):
    K("what did stock cost last month", ls(ymd(2063, 1, 1), ymd(2063, 1, 31), "food"), cat=c, unsure=STOCK)
    K("last 5 shopping entries", ll(category="shopping", limit=5), cat=c)
    K("food spend late january", ls(ymd(2063, 1, 21), ymd(2063, 1, 31), "food"), cat=c, conv="month-parts")
with use(now=NC, pref="future", **E):
    K("what do i have next week, philly trip included", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week said Saturday night = 08-27 … 09-02")
    K("mid september auditions?", cl(ymd(2063, 9, 11), ymd(2063, 9, 20)), cat=c, conv="month-parts")
    K("what's tmrw look like, when do i open the stand", cl(rel(1)), cat=c, unsure="tmrw = Sunday 08-26, minutes away")
with use(now=NC, pref="past", **E):
    K("stock spend for august", ls(ymd(2063, 8, 1), ymd(2063, 8, 31), "food"), cat=c, unsure=STOCK)
    K("show me the last 8", ll(limit=8), cat=c)
    K("propane this quarter", ls(ymd(2063, 7, 1), ymd(2063, 9, 30), "other"), cat=c, conv="quarters", unsure=GAS)
    K("violin spending early august", ls(ymd(2063, 8, 1), ymd(2063, 8, 10), "education"), cat=c, conv="month-parts", unsure=LESSON)
c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything before the end of the month", cl(today(), ymd(2063, 6, 30)), cat=c)
    K("next 3 days? how busy is the stand", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("what's on before the fourth", cl(today(), ymd(2063, 7, 3)), cat=c, conv="en-before-exclusive")
with use(now=NA, pref="past", **E):
    K("stock spending month to date", ls(ymd(2063, 6, 1), today(), "food"), cat=c, conv="since", unsure=STOCK)
    K("music lessons this term so far, since march", ls(ymd(2063, 3, 1), today(), "education"), cat=c, conv="since",
      unsure="the term read as the months said (March … today); " + LESSON)
with use(now=NB, pref="future", **E):
    K("rest of this week?", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Wednesday: today … 02-18")
    K("exams before presidents' day?", cl(today(), PRESIDENTS63 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Presidents' Day = 02-19: today … 02-18")
with use(now=NB, pref="past", **E):
    K("cycling spending so far this year", ls(ymd(2063, 1, 1), today()), cat=c, conv="since", unsure=CYCLING)
with use(now=NC, pref="future", **E):
    K("home games left by the end of the month", cl(today(), ymd(2063, 8, 31)), cat=c, conv="by-inclusive")
    K("next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today", unsure="said at 23:50: today … 08-31 (today still counts)")
with use(now=NC, pref="past", **E):
    K("lessons month to date", ls(ymd(2063, 8, 1), today(), "education"), cat=c, conv="since", unsure=LESSON)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("kansas city weather june 30, away final", wx("Kansas City", ymd(2063, 6, 30)), cat=c)
    K("rain this afternoon in columbus? game tonight", wx("Columbus"), cat=c)
    KM("weekend weather in pittsburgh, want to ride", [wx("Pittsburgh", wd(6)), wx("Pittsburgh", wd(7))], cat=c,
       unsure="this weekend = 06-23/24")
with use(now=NB, pref="future", **E):
    K("rain saturday in columbus? stand day", wx("Columbus", wd(6)), cat=c, unsure="saturday = 02-17")
    KM("asheville weather feb 24 and 25", [wx("Asheville", ymd(2063, 2, 24)), wx("Asheville", ymd(2063, 2, 25))], cat=c)
    K("how cold in philly next thursday, audition", wx("Philadelphia", wk(1, 4)), cat=c, unsure="next thursday = 02-22")
with use(now=NC, pref="future", **E):
    KM("philadelphia weather sept 1 and 2", [wx("Philadelphia", ymd(2063, 9, 1)), wx("Philadelphia", ymd(2063, 9, 2))], cat=c)
    K("rain tmrw in columbus? noon game", wx("Columbus", rel(1)), cat=c, unsure="tmrw = 08-26, minutes away")
    K("rochester on the 8th, hot?", wx("Rochester", ymd(2063, 9, 8)), cat=c, unsure="the 8th said 08-25 = 09-08")
c = "running"
with use(now=NA, pref="future", **E):
    K("ok for a run in columbus this morning? short one after my ride", ra("Columbus"), cat=c, unsure="this morning at 05:30 is today")
with use(now=NB, pref="future", **E):
    K("good for a run in asheville tmrw morning", ra("Asheville", rel(1)), cat=c, unsure="tmrw = 02-15")
with use(now=NC, pref="future", **E):
    K("running tmrw morning in columbus ok?", ra("Columbus", rel(1)), cat=c, unsure="tmrw = 08-26")
    K("can i run in philly sept 1 in the morning before the game", ra("Philadelphia", ymd(2063, 9, 1)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Stand open for the home game", dt(wd(6), 10), dt(wd(6), 16)), ev("Stand open for the home game", dt(wk(1, 6), 10), dt(wk(1, 6), 16))]
    K("game got moved, shift saturday's stand to sunday same time", cu(0, title="stand", date=wd(6), start=dt(wd(7), 10)), cat=c,
      given=g, conv="move-keeps-clock", unsure="two stand days a week apart; saturday 06-23 → sunday 06-24")
    g = [ev("Violin lesson", dt(today(), 8), dt(today(), 9)), ev("Orchestra sectional", dt(today(), 19), dt(today(), 21))]
    K("move today's violin lesson to 10", cu(0, title="violin lesson", date=today(), start=dt(today(), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("Training ride", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("Training ride", dt(wk(1, 3), 19), dt(wk(1, 3), 21))]
    K("push next wed's training ride back 30 min", cu(1, title="training ride", date=wk(1, 3), start=dt(wk(1, 3), 19, 30)), cat=c,
      given=g, unsure="two rides the same week; next wed = 06-27")
    g = [ev("NEC audition", dt(ymd(2063, 7, 7), 9), dt(ymd(2063, 7, 7), 11)), ev("CIM audition", ymd(2063, 7, 14), ymd(2063, 7, 14))]
    K("NEC audition got moved to the 9th", cu(0, title="NEC audition", start=dt(ymd(2063, 7, 9), 9)), cat=c, given=g,
      conv=["move-keeps-clock", "next-upcoming"], unsure="the 9th said 06-21 = 07-09 (June's 9th has passed); the clock kept")
with use(now=NB, pref="future", **E):
    g = [ev("Stand for the home opener", dt(wd(6), 12), dt(wd(6), 17)), ev("Bike shop tune-up", dt(wk(2, 1), 8), dt(wk(2, 1), 9))]
    K("match postponed a week, move saturday's stand to next saturday", cu(0, title="stand", date=wd(6), start=dt(wk(1, 6), 12)),
      cat=c, given=g, conv="move-keeps-clock", unsure="02-17 → 02-24, the clock kept")
    g = [ev("Curtis prescreen audition", dt(wk(1, 4), 16), dt(wk(1, 4), 18)), ev("Music theory", dt(wk(1, 3), 15), dt(wk(1, 3), 16))]
    K("curtis prescreen moved up to 2pm", cu(0, title="curtis prescreen", start=dt(wk(1, 4), 14)), cat=c, given=g,
      conv=["clock-only-keeps-day", "next-upcoming"])
    g = [ev("Covering jen's window", dt(wd(5), 13), dt(wd(5), 18)), ev("Teller shift", dt(wk(1, 2), 9), dt(wk(1, 2), 17))]
    K("swapping with jen, her friday shift is now monday 1-6", cu(0, title="jen", date=wd(5), start=dt(wk(1, 1), 13), end=dt(wk(1, 1), 18)),
      cat=c, given=g, conv="bare-hour", unsure="a shift swapped: 02-16 → Monday 02-19 13:00-18:00")
    g = [ev("Group ride", dt(wd(6), 7), dt(wd(6), 9)), ev("Dawn ride", dt(rel(1), 7), dt(rel(1), 9))]
    K("saturday group ride now meets at the boathouse", cu(0, title="group ride", date=wd(6), location="the boathouse"), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Home game", dt(rel(1), 12), dt(rel(1), 14)), ev("Restock the stand", dt(rel(1), 8), dt(rel(1), 10))]
    K("tmrw's game kicks off at 7:30pm now", cu(0, title="game", date=rel(1), start=dt(rel(1), 19, 30)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="a game moved; tmrw = 08-26")
    g = [ev("Violin", dt(rel(1), 15), dt(rel(1), 16)), ev("Violin", dt(wk(1, 6), 15), dt(wk(1, 6), 16))]
    K("next saturday's violin lesson an hour earlier", cu(1, title="violin", date=wk(1, 6), start=dt(wk(1, 6), 14)), cat=c, given=g,
      unsure="two lessons a week apart; next saturday = 09-01")
    g = [ev("Eastman audition", dt(ymd(2063, 9, 8), 14), dt(ymd(2063, 9, 8), 16)), ev("Application packet due", rel(3), rel(3))]
    K("push the eastman audition back a day", cu(0, title="eastman audition", start=dt(ymd(2063, 9, 9), 14)), cat=c, given=g,
      conv="next-upcoming", unsure="09-08 14:00 → 09-09 14:00")
    g = [ev("75 mile long ride", dt(rel(1), 6), dt(rel(1), 12)), ev("Club ride meetup", dt(wk(1, 3), 17, 30), dt(wk(1, 3), 18, 30))]
    K("tmrw's long ride, make it a 7am start", cu(0, title="long ride", date=rel(1), start=dt(rel(1), 7)), cat=c, given=g,
      conv="clock-only-keeps-day")
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Violin lesson", dt(rel(1), 8), dt(rel(1), 9)), ev("Violin lesson", dt(wk(1, 5), 8), dt(wk(1, 5), 9))]
    K("teacher's sick, cancel tmrw's violin lesson", cdel(0, title="violin lesson", date=rel(1)), cat=c, given=g, unsure="two lessons a week apart")
    g = [ev("Group ride", dt(wk(1, 6), 5, 30), dt(wk(1, 6), 9)), ev("Kansas city away final", ymd(2063, 6, 30), ymd(2063, 7, 1))]
    K("drop next saturday's group ride, i'll be in kansas city", cdel(0, title="group ride", date=wk(1, 6)), cat=c, given=g,
      unsure="a ride and an away trip the same day 06-30")
with use(now=NB, pref="future", **E):
    g = [ev("Music theory", dt(wk(1, 3), 15), dt(wk(1, 3), 16)), ev("Orchestra rehearsal", dt(ymd(2063, 2, 18), 14), dt(ymd(2063, 2, 18), 16))]
    K("music theory next wed is cancelled", cdel(0, title="music theory", date=wk(1, 3)), cat=c, given=g, unsure="next wed = 02-21")
    g = [ev("Dawn ride", dt(rel(1), 7), dt(rel(1), 9)), ev("Trainer session", dt(today(), 21, 30), dt(today(), 22, 30))]
    K("skipping tonight's trainer session, delete it", cdel(1, title="trainer session", date=today()), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Home game", dt(rel(1), 12), dt(rel(1), 14)), ev("Restock the stand", dt(rel(1), 8), dt(rel(1), 10))]
    K("delete the restock tmrw morning, already stocked", cdel(1, title="restock", date=rel(1)), cat=c, given=g,
      unsure="a game and a stock run the same day")
    g = [ev("Ensemble rehearsal", dt(wk(1, 6), 15), dt(wk(1, 6), 17)), ev("Violin", dt(wk(1, 6), 10), dt(wk(1, 6), 11))]
    K("ensemble rehearsal next saturday is off", cdel(0, title="ensemble rehearsal", date=wk(1, 6)), cat=c, given=g, unsure="= 09-01")
    g = [ev("Covering mike's shift", dt(wd(1), 9), dt(wd(1), 17)), ev("Teller shift", dt(wk(1, 2), 9), dt(wk(1, 2), 17))]
    K("mike's back, delete monday's cover shift", cdel(0, title="mike", date=wd(1)), cat=c, given=g, unsure="monday = 08-27")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **E):
    KM("propane 58, restock 640", [la("58", "other", "propane"), la("640", "food", "restock")], cat=c, unsure=GAS + "; " + STOCK)
    KM("paycheck 2150 came in, what have i spent on bike parts this month", [la("2150", "salary", "paycheck", kind="income"),
        ls(ymd(2063, 6, 1), ymd(2063, 6, 30), "shopping")], cat=c, unsure=PAY + "; " + PARTS)
with use(now=NA, pref="future", **E):
    KM("training ride next tue, also check rain in columbus that day", [cc("Training ride", wk(1, 2)), wx("Columbus", wk(1, 2))],
       cat=c, unsure="next tue = 06-26, all day")
with use(now=NB, pref="future", **E):
    KM("dawn ride tmrw 7am and a lesson check-in at 8pm", [cc("Dawn ride", dt(rel(1), 7)), cc("Lesson check-in", dt(rel(1), 20))], cat=c,
       unsure="tmrw = 02-15 applies to both")
with use(now=NB, pref="past", **E):
    KM("strings 62 sheet music 38 grandma sent 100", [la("62", "shopping", "strings"), la("38", "shopping", "sheet music"),
        la("100", "other", "grandma sent", kind="income")], cat=c, unsure=SHEET + "; " + GRAND)
with use(now=NC, pref="future", **E):
    KM("tmrw restock at 8 and open the stand at 12", [cc("Restock", dt(rel(1), 8)), cc("Open the stand", dt(rel(1), 12))], cat=c,
       conv="bare-hour", unsure="tmrw = 08-26 applies to both")
    KM("delete tmrw's 3pm violin and add one next tue 3pm", [cdel(0, title="violin", date=rel(1)), cc("Violin", dt(wk(1, 2), 15))], cat=c,
       given=[ev("Violin", dt(rel(1), 15), dt(rel(1), 16)), ev("Home game", dt(rel(1), 12), dt(rel(1), 14))],
       unsure="next tue = 08-28; the new event's title taken from the deleted one")
with use(now=NC, pref="past", **E):
    KM("took in 4.2k today, restock 720, what's stock cost me this month", [la("4200", "other", "took in", kind="income"),
        la("720", "food", "restock"), ls(ymd(2063, 8, 1), ymd(2063, 8, 31), "food")], cat=c, unsure=TAKE + "; " + STOCK)
    KM("audition fee 125 private lesson 90", [la("125", "education", "audition fee"), la("90", "education", "private lesson")], cat=c,
       unsure=LESSON)
