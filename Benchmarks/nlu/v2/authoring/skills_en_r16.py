"""Round 16 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a hospital nurse on rotating day and night shifts (shift swaps, overtime, night differential, CE courses,
her kids' practices and recitals), a landlord with a few rented flats (showings, rent coming in, plumbers and
electricians, utility bills, property tax, move-ins and move-outs) and someone caring for elderly parents (doctor and
hospital visits, the pharmacy, PT, the caregiver's pay, family dinners, the weather before taking them out).  In
everyday proportion: about a third new events, a fifth ledger entries, a fifth look-ups, a tenth weather and running,
the rest changes, cancellations and several requests at once."""
from lib import *

NA = "2039-10-30T23:25:00"  # Sunday near midnight: tomorrow = next week's Monday 10-31 (Halloween, month end); a bare 8, 11 or 3 reads tomorrow
NB = "2039-08-31T06:30:00"  # Wednesday early morning, the last day of August: morning in progress; a bare 7 reads 19:00, a bare 8 08:00; Labor Day 09-05
ND = "2039-11-23T15:40:00"  # Wednesday afternoon before Thanksgiving (11-24): a bare 3 is past (tomorrow 15:00), a bare 4 ahead
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **E):
    K("handoff report tmrw 7:30am", cc("Handoff report", dt(rel(1), 7, 30)), cat=c)
    K("CE course next tue 2-4pm", cc("CE course", dt(wk(1, 2), 14), dt(wk(1, 2), 16)), cat=c)
    K("night shift wed 7pm to thurs 7am", cc("Night shift", dt(wd(3), 19), dt(wd(4), 7)), cat=c)
    K("take mom for bloodwork at 8", cc("Take mom for bloodwork", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:25: 08:00 and 20:00 have passed, tomorrow 08:00")
    K("showing for unit 2B at 3", cc("Showing for unit 2B", dt(rel(1), 15)), cat=c, conv="bare-hour")
    K("pick up dad's meds at 11", cc("Pick up dad's meds", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:25: 23:00 has just passed, tomorrow 11:00")
    K("dad cardiology f/u friday 10am", cc("Dad cardiology f/u", dt(wd(5), 10)), cat=c)
    K("parent teacher conf nov 5", cc("Parent teacher conf", ymd(2039, 11, 5)), cat=c)
    K("3 nights in a row next thu thru sat", cc("3 nights in a row", wk(1, 4), wk(1, 6)), cat=c,
      unsure="the nurse's shorthand for three night shifts kept as the title")
    K("get the kid from swim tmrw 5:30pm", cc("Get the kid from swim", dt(rel(1), 17, 30)), cat=c)
    K("plumber coming sat 9am to fix the water heater", cc("Plumber coming to fix the water heater", dt(wd(6), 9)), cat=c)
    K("tenant in 3A moves out the monday after next", cc("Tenant in 3A moves out", wk(2, 1)), cat=c, conv="after-next")
with use(now=NB, pref="future", **E):
    K("dad's PT at 7", cc("Dad's PT", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 06:30 reads 19:00 (1–7 are pm)")
    K("talk to the charge nurse about swapping shifts at 8", cc("Talk to the charge nurse about swapping shifts",
      dt(today(), 8)), cat=c, conv="bare-hour")
    K("lease signing w/ new tenant today 3pm", cc("Lease signing w/ new tenant", dt(today(), 15)), cat=c)
    K("mom eye appt sept 3 10am-12", cc("Mom eye appt", dt(ymd(2039, 9, 3), 10), dt(ymd(2039, 9, 3), 12)), cat=c)
    K("day shifts mon thru wed next week", cc("Day shifts", wk(1, 1), wk(1, 3)), cat=c)
    K("family dinner for dad's bday fri 6:30pm", cc("Family dinner for dad's bday", dt(wd(5), 18, 30)), cat=c)
    K("interview a caregiver tomorrow at noon", cc("Interview a caregiver", dt(rel(1), 12)), cat=c)
    K("walk w/ mom in the park sat 8am", cc("Walk w/ mom in the park", dt(wd(6), 8)), cat=c)
    K("meter reading next tuesday afternoon at 3", cc("Meter reading", dt(wk(1, 2), 15)), cat=c)
    K("labor day bbq at my sister's 1pm", cc("Bbq", dt(holiday_in("labor", 2039), 13), location="my sister's"), cat=c,
      unsure="the holiday is the day, not part of the title; 'at my sister's' is the place")
with use(now=ND, pref="future", **E):
    K("pharmacy run for dad's bp meds at 5", cc("Pharmacy run for dad's bp meds", dt(today(), 17)), cat=c, conv="bare-hour")
    K("realtor showing unit 2 at 3", cc("Realtor showing unit 2", dt(rel(1), 15)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 15:40 has passed: tomorrow (Thanksgiving) 15:00")
    K("venmo the caregiver at 8", cc("Venmo the caregiver", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 15:40 reads 20:00 today (the pm reading is still ahead)")
    K("day shift thanksgiving 7a-7p", cc("Day shift", dt(holiday_in("thanksgiving", 2039), 7),
      dt(holiday_in("thanksgiving", 2039), 19)), cat=c, unsure="7a-7p shorthand for 07:00–19:00")
    K("mom's neuro appt next wed 9am", cc("Mom's neuro appt", dt(wk(1, 3), 9)), cat=c)
    K("dinner at mom and dad's thursday 4pm", cc("Dinner", dt(wd(4), 16), location="mom and dad's"), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("BLS recert tue 3pm in the 3rd floor conf room", cc("BLS recert", dt(wd(2), 15), location="the 3rd floor conf room"),
      cat=c)
    K("open house next sat 10am location: 41 Maple St", cc("Open house", dt(wk(1, 6), 10), location="41 Maple St"), cat=c)
with use(now=NB, pref="future", **E):
    K("dad PT tmrw 2pm at the rehab center", cc("Dad PT", dt(rel(1), 14), location="the rehab center"), cat=c)
    K("lunch at grandma's sunday noon", cc("Lunch", dt(wd(7), 12), location="grandma's"), cat=c)
    K("HOA meeting 9/6 7pm at the clubhouse", cc("HOA meeting", dt(ymd(2039, 9, 6), 19), location="the clubhouse"), cat=c)
with use(now=ND, pref="future", **E):
    K("key handoff dec 1 9am where: 12 Birch Ln apt 3", cc("Key handoff", dt(ymd(2039, 12, 1), 9), location="12 Birch Ln apt 3"),
      cat=c)

c = "holiday"
with use(now=ND, pref="future", **E):
    K("black friday 10am take mom shopping for a recliner", cc("Take mom shopping for a recliner",
      dt(holiday_in("blackfriday", 2039), 10)), cat=c)
    K("what's on for thanksgiving", cl(holiday_in("thanksgiving", 2039)), cat=c)
with use(now=NA, pref="future", **E):
    K("veterans day take dad to the parade", cc("Take dad to the parade", ymd(2039, 11, 11)), cat=c)

c = "duration"
with use(now=NB, pref="future", **E):
    K("remind me in 20 min to check mom's bp", cc("Check mom's bp", dt(today(), 6, 50)), cat=c)
    K("stitches out for dad in 2 weeks", cc("Stitches out for dad", rel(14)), cat=c)
with use(now=ND, pref="future", **E):
    K("pick up the kids in an hour and a half", cc("Pick up the kids", dt(today(), 17, 10)), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **E):
    K("property tax due 9/15 pay it", cc("Property tax due", ymd(2039, 9, 15)), cat=c,
      unsure="'pay it' is a request word; title Property tax due")

c = "coordination"
with use(now=NA, pref="future", **E):
    KM("nights next mon and wed 7pm", [cc("Nights", dt(wk(1, 1), 19)), cc("Nights", dt(wk(1, 3), 19))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **E):
    K("OT pay came in 640", la("640", "salary", "OT pay", kind="income"), cat=c)
    K("night diff 210", la("210", "salary", "night diff", kind="income"), cat=c,
      unsure="the night-shift differential as salary income")
    K("rent from 3A received 1850", la("1850", "housing", "rent from 3A", kind="income"), cat=c,
      unsure="rent received: income, category housing")
    K("mom's bp meds 38", la("38", "health", "mom's bp meds"), cat=c)
    K("friday plumber for the faucet 225", la("225", "housing", "plumber for the faucet", d=wd(5)), cat=c)
    K("uber w/ dad to the hospital yesterday 27", la("27", "transport", "uber w/ dad to the hospital", d=rel(-1)), cat=c)
    K("swim lessons 10 pack 240", la("240", "education", "swim lessons"), cat=c,
      unsure="a child's swimming lessons as education")
with use(now=NB, pref="past", **E):
    K("caregiver pay for august 2,800", la("2800", "other", "caregiver pay"), cat=c,
      unsure="a carer's wages paid out: an expense, category other")
    K("electric bill unit 2 $142", la("142", "housing", "electric bill unit 2"), cat=c)
    K("dad's PT last saturday 60 copay", la("60", "health", "dad's PT", d=wk(-1, 6)), cat=c)
    K("security deposit from new tenant 1,900", la("1900", "housing", "security deposit", kind="income"), cat=c,
      unsure="a tenant's deposit received: income, category housing")
    K("CE credits online course 89", la("89", "education", "CE credits online course"), cat=c)
with use(now=ND, pref="past", **E):
    K("paycheck 2,460", la("2460", "salary", "paycheck", kind="income"), cat=c)
    K("turkey and sides for thursday 142", la("142", "food", "turkey and sides"), cat=c,
      unsure="bought today for Thursday: dated today")
    K("property tax 2nd half paid 3,120", la("3120", "housing", "property tax"), cat=c)
    K("pharmacy refunded a copay 15", la("15", "health", "pharmacy refunded a copay", kind="income"), cat=c,
      unsure="a refund: income; category left as health")

c = "rollover"
with use(now=NB, pref="past", **E):
    K("wednesday morning coffee for dad 4.50", la("4.5", "food", "coffee for dad"), cat=c,
      unsure="wednesday morning said on Wednesday at 06:30: today")
with use(now=NA, pref="past", **E):
    K("sunday 8pm family dinner 186", la("186", "food", "family dinner"), cat=c, unsure="sunday 8pm said Sunday 23:25: today")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **E):
    K("how many nights am i on next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("what do i have tmrw", cl(rel(1)), cat=c)
    K("november schedule pls", cl(ymd(2039, 11, 1), ymd(2039, 11, 30)), cat=c)
with use(now=NB, pref="future", **E):
    K("whats on today b4 my shift", cl(today()), cat=c)
    K("am i free this wknd, want to take my parents out", cl(wd(6), wd(7)), cat=c)
    K("show me september", cl(ymd(2039, 9, 1), ymd(2039, 9, 30)), cat=c)
with use(now=NA, pref="past", **E):
    K("how much rent came in this month", ls(ymd(2039, 10, 1), ymd(2039, 10, 31), "housing"), cat=c,
      unsure="rent received asked as a housing summary of the month")
    K("what did mom and dad's doctor stuff cost last week", ls(wk(-1, 1), wk(-1, 7), "health"), cat=c)
with use(now=NB, pref="past", **E):
    K("total spent in august", ls(ymd(2039, 8, 1), ymd(2039, 8, 31)), cat=c)
    K("list this week's expenses", ll(wk(0, 1), wk(0, 7)), cat=c)
with use(now=ND, pref="past", **E):
    K("kids' activities this month how much", ls(ymd(2039, 11, 1), ymd(2039, 11, 30), "education"), cat=c)
    K("transport total this year", ls(ymd(2039, 1, 1), ymd(2039, 12, 31), "transport"), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything left this week or is it just tonight", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said on Sunday at 23:25: this week is today alone")
    K("what's due by end of month", cl(today(), ymd(2039, 10, 31)), cat=c, unsure="said on 10-30: today and tomorrow")
with use(now=NB, pref="future", **E):
    K("anything early next month i should know about", cl(ymd(2039, 9, 1), ymd(2039, 9, 10)), cat=c, conv="month-parts")
    K("my shifts the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=ND, pref="future", **E):
    K("anything i need to do before black friday", cl(today(), holiday_in("thanksgiving", 2039)), cat=c,
      conv="en-before-exclusive")
with use(now=NB, pref="past", **E):
    K("pharmacy spending the past 7 days", ls(rel(-6), today(), "health"), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("is it cold in boston tmrw, taking mom to the hospital", wx("Boston", rel(1)), cat=c)
with use(now=NB, pref="future", **E):
    K("rain in philly sat? want to take dad to the park", wx("Philadelphia", wd(6)), cat=c)
    K("how hot is it in new york today", wx("New York"), cat=c)
with use(now=ND, pref="future", **E):
    K("thanksgiving weather in hartford", wx("Hartford", holiday_in("thanksgiving", 2039)), cat=c)

c = "running"
with use(now=NB, pref="future", **E):
    K("just off nights, ok to run in jersey city this morning?", ra("Jersey City"), cat=c)
with use(now=ND, pref="future", **E):
    K("turkey trot tmrw morning in providence, good running weather?", ra("Providence", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Take mom for bloodwork", dt(rel(1), 8), dt(rel(1), 9)), ev("Dad cardiology follow-up", dt(wd(5), 10), dt(wd(5), 11)),
         ev("Showing for unit 2B", dt(rel(1), 15), dt(rel(1), 15, 30))]
    K("move dad's cardiology to thursday same time", cu(1, title="cardiology", start=dt(wd(4), 10)), cat=c, given=g,
      conv="move-keeps-clock")
    K("push the showing back an hour", cu(2, title="showing", start=dt(rel(1), 16)), cat=c, given=g)
    K("bloodwork earlier, 7:30", cu(0, title="bloodwork", start=dt(rel(1), 7, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NB, pref="future", **E):
    g = [ev("Night shift", dt(wd(5), 19), dt(wd(6), 7)), ev("Night shift", dt(wk(1, 2), 19), dt(wk(1, 3), 7)),
         ev("CE course", dt(rel(1), 14), dt(rel(1), 16))]
    K("swapped friday's night shift w/ jen, now next monday same time", cu(0, title="night shift", date=wd(5),
      start=dt(wk(1, 1), 19)), cat=c, given=g, conv="move-keeps-clock",
      unsure="the stored 12-hour shift keeps its clock; no new end said")
    K("CE course now 3-5", cu(2, title="CE course", start=dt(rel(1), 15), end=dt(rel(1), 17)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=ND, pref="future", **E):
    g = [ev("Realtor showing unit 2", dt(rel(1), 15), dt(rel(1), 16)), ev("Mom's neuro appt", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("move the unit 2 showing to friday", cu(0, title="unit 2", start=dt(wd(5), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("mom's neuro appt is at st luke's now", cu(1, title="neuro appt", location="st luke's"), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Showing for unit 2B", dt(rel(1), 15), dt(rel(1), 15, 30)), ev("Lease signing unit 2B", dt(rel(2), 15), dt(rel(2), 16))]
    K("tmrw's showing is off, delete it", cdel(0, title="showing", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Dad's PT", dt(today(), 19), dt(today(), 20)), ev("Dad's PT", dt(rel(2), 19), dt(rel(2), 20))]
    K("cancel dad's PT tonight he's not feeling well", cdel(0, title="PT", date=today()), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **E):
    KM("boston weather tmrw and what's on my calendar tmrw", [wx("Boston", rel(1)), cl(rel(1))], cat=c)
with use(now=NB, pref="past", **E):
    KM("caregiver 2800, dad's meds 64, cab 22", [la("2800", "other", "caregiver"), la("64", "health", "dad's meds"),
       la("22", "transport", "cab")], cat=c, unsure="a carer's wages as other")
with use(now=ND, pref="past", **E):
    KM("rent in: 1A 1650, 2B 1800", [la("1650", "housing", "1A", kind="income"), la("1800", "housing", "2B", kind="income")],
       cat=c, conv="distribute", unsure="rent in said once for both; rent as housing income")

# =============================================================================== second block: more of the same month
c = "composition"
with use(now=NA, pref="future", **E):
    K("night shift tmrw 7pm pack dinner", cc("Night shift pack dinner", dt(rel(1), 19)), cat=c,
      unsure="'pack dinner' kept in the title (a reminder, not a request word)")
    K("dad lab results pickup thurs 10:30am", cc("Dad lab results pickup", dt(wd(4), 10, 30)), cat=c)
    K("gas co inspection nov 3 2pm", cc("Gas co inspection", dt(ymd(2039, 11, 3), 14)), cat=c)
    K("emma's piano recital next fri 7-9pm", cc("Emma's piano recital", dt(wk(1, 5), 19), dt(wk(1, 5), 21)), cat=c)
    K("caregiver handoff day after tmrw 12:30", cc("Caregiver handoff", dt(rel(2), 12, 30)), cat=c)
    K("rekey unit 1 next wed", cc("Rekey unit 1", wk(1, 3)), cat=c)
    K("wound care training nov 7-9", cc("Wound care training", ymd(2039, 11, 7), ymd(2039, 11, 9)), cat=c)
    K("block tmrw 1-3pm for sleep dont book anything", cc("Sleep", dt(rel(1), 13), dt(rel(1), 15)), cat=c,
      unsure="'block … for sleep': the activity is sleep; the rest is a comment")
    K("tai chi w/ dad sat 6:30am", cc("Tai chi w/ dad", dt(wd(6), 6, 30)), cat=c)
    K("rental inspection 9am tuesday after next", cc("Rental inspection", dt(wk(2, 2), 9)), cat=c, conv="after-next")
with use(now=NB, pref="future", **E):
    K("facetime the tenant about the leak tonight 10pm", cc("Facetime the tenant about the leak", dt(today(), 22)), cat=c)
    K("day shift tmrw 8 to 12", cc("Day shift", dt(rel(1), 8), dt(rel(1), 12)), cat=c, conv="bare-hour")
    K("mom's counseling fri 4pm", cc("Mom's counseling", dt(wd(5), 16)), cat=c)
    K("first day of school sept 1", cc("First day of school", ymd(2039, 9, 1)), cat=c)
    K("PTA zoom next thursday 7:30pm", cc("PTA zoom", dt(wk(1, 4), 19, 30)), cat=c)
    K("vacation sept 8 thru 12, uncle has mom and dad", cc("Vacation", ymd(2039, 9, 8), ymd(2039, 9, 12)), cat=c,
      unsure="the second clause left out of the title")
    K("HVAC guy at unit 2 tomorrow 9am", cc("HVAC guy", dt(rel(1), 9), location="unit 2"), cat=c,
      unsure="'at unit 2' read as the place")
    K("take the folks for tea sun 3 to 5", cc("Take the folks for tea", dt(wd(7), 15), dt(wd(7), 17)), cat=c,
      conv="bare-hour")
    K("dad's insulin at 6", cc("Dad's insulin", dt(today(), 18)), cat=c, conv="bare-hour",
      unsure="a bare 6 at 06:30 reads 18:00 (1–7 are pm)")
with use(now=ND, pref="future", **E):
    K("post december schedule tonight 9pm", cc("Post december schedule", dt(today(), 21)), cat=c,
      unsure="december inside the title is not a time")
    K("visit grandma sat 10am", cc("Visit grandma", dt(wd(6), 10)), cat=c)
    K("move out walkthrough next mon 2pm", cc("Move out walkthrough", dt(wk(1, 1), 14)), cat=c)
    K("nights dec 9 to 11", cc("Nights", ymd(2039, 12, 9), ymd(2039, 12, 11)), cat=c)
    K("cover a shift tmrw 7am", cc("Cover a shift", dt(rel(1), 7)), cat=c)
    K("dad's endoscopy next tue 10:30", cc("Dad's endoscopy", dt(wk(1, 2), 10, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("lease signing thurs 3pm at the leasing office", cc("Lease signing", dt(wd(4), 15), location="the leasing office"), cat=c)
with use(now=NB, pref="future", **E):
    K("soccer practice sat 10am at riverside park", cc("Soccer practice", dt(wd(6), 10), location="riverside park"), cat=c)
    K("mom MRI next wed 2pm location: mercy hospital radiology", cc("Mom MRI", dt(wk(1, 3), 14),
      location="mercy hospital radiology"), cat=c)
with use(now=ND, pref="future", **E):
    K("reunion dinner sat 6pm in the old mill tavern", cc("Reunion dinner", dt(wd(6), 18), location="the old mill tavern"), cat=c)

c = "arithmetic"
with use(now=NB, pref="future", **E):
    K("dad's physical the first saturday of next month", cc("Dad's physical", nth(2039, 9, 1, 6)), cat=c)
with use(now=ND, pref="future", **E):
    K("quarterly tax payment the last friday of december", cc("Quarterly tax payment", lastwd(2039, 12, 5)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    K("mom's pills quarter to 8", cc("Mom's pills", dt(rel(1), 7, 45)), cat=c, conv="bare-hour",
      unsure="7:45 at 23:25 has passed both ways: tomorrow 07:45")

c = "money"
with use(now=NA, pref="past", **E):
    K("HOA fee for unit 2 paid 310", la("310", "housing", "HOA fee for unit 2"), cat=c)
    K("wheelchair for dad 289", la("289", "health", "wheelchair"), cat=c)
    K("piano lessons this month 180", la("180", "education", "piano lessons"), cat=c)
    K("mom's CT thurs out of pocket 350", la("350", "health", "mom's CT", d=wd(4)), cat=c)
    K("unit 1 tenant paid rent 1,725", la("1725", "housing", "unit 1 rent", kind="income"), cat=c,
      unsure="rent received: income, category housing")
with use(now=NB, pref="past", **E):
    K("takeout on night shift yesterday 19", la("19", "food", "takeout", d=rel(-1)), cat=c)
    K("water bill all 3 units 187", la("187", "housing", "water bill"), cat=c)
    K("hospital reimbursed my CE course 250", la("250", "education", "CE course reimbursed", kind="income"), cat=c,
      unsure="a reimbursement: income, category left as education")
    K("ensure shakes for mom 2 cases 54", la("54", "health", "ensure shakes"), cat=c,
      unsure="nutrition shakes for an elderly parent as health")
with use(now=ND, pref="past", **E):
    K("holiday pay came thru 480", la("480", "salary", "holiday pay", kind="income"), cat=c)
    K("handyman replaced the toilet parts and labor 410", la("410", "housing", "replaced the toilet"), cat=c)
    K("monday cab to PT round trip 34", la("34", "transport", "cab to PT", d=wd(1)), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    K("what shifts do i have next wednesday", cl(wk(1, 3)), cat=c)
    K("which nights am i on in november", cl(ymd(2039, 11, 1), ymd(2039, 11, 30)), cat=c)
with use(now=ND, pref="future", **E):
    K("what's on over the long weekend thu-sun", cl(wd(4), wd(7)), cat=c)
    K("how many appts do mom and dad have next week", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NA, pref="past", **E):
    K("utilities total for october", ls(ymd(2039, 10, 1), ymd(2039, 10, 31), "housing"), cat=c,
      unsure="utilities as the housing category")
    K("show my last 10 transactions", ll(limit=10), cat=c)
with use(now=ND, pref="past", **E):
    K("how much came in in october paychecks plus rent", ls(ymd(2039, 10, 1), ymd(2039, 10, 31)), cat=c,
      unsure="income asked as the month's summary (it gives both sides)")
    K("medical spending Q3", ls(ymd(2039, 7, 1), ymd(2039, 9, 30), "health"), cat=c, conv="quarters")

c = "deadline"
with use(now=NA, pref="future", **E):
    K("anything in the first ten days of nov", cl(ymd(2039, 11, 1), ymd(2039, 11, 10)), cat=c, conv="month-parts")
    K("my schedule the next 2 weeks", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **E):
    K("what do i need to get done by next friday", cl(today(), wk(1, 5)), cat=c, conv="by-inclusive")
with use(now=NA, pref="past", **E):
    K("how much have i spent on mom and dad so far this month", ls(ymd(2039, 10, 1), today()), cat=c, conv="since")
with use(now=ND, pref="past", **E):
    K("repairs ytd", ls(ymd(2039, 1, 1), today(), "housing"), cat=c, conv="since")

c = "weather"
with use(now=NA, pref="future", **E):
    K("rain in baltimore saturday? taking my parents to brunch", wx("Baltimore", wd(6)), cat=c)
with use(now=NB, pref="future", **E):
    KM("weekend weather in cape may, taking mom to the beach", [wx("Cape May", wd(6)), wx("Cape May", wd(7))], cat=c)
with use(now=ND, pref="future", **E):
    KM("chicago weather thanksgiving and black friday", [wx("Chicago", holiday_in("thanksgiving", 2039)),
       wx("Chicago", holiday_in("blackfriday", 2039))], cat=c)

c = "running"
with use(now=NA, pref="future", **E):
    K("can i run in newark tmrw morning after my night", ra("Newark", rel(1)), cat=c)
with use(now=ND, pref="future", **E):
    K("black friday morning run ok in albany?", ra("Albany", holiday_in("blackfriday", 2039)), cat=c)

c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Gas co inspection", dt(ymd(2039, 11, 3), 14), dt(ymd(2039, 11, 3), 15)),
         ev("Emma's piano recital", dt(wk(1, 5), 19), dt(wk(1, 5), 21)), ev("Lease signing", dt(wd(4), 15), dt(wd(4), 16))]
    K("gas inspection to 10am instead", cu(0, title="inspection", start=dt(ymd(2039, 11, 3), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("lease signing -> friday same time", cu(2, title="lease signing", start=dt(wd(5), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("recital pushed 30 min", cu(1, title="recital", start=dt(wk(1, 5), 19, 30)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Day shift", dt(rel(1), 8), dt(rel(1), 12)), ev("Day shift", dt(rel(2), 8), dt(rel(2), 12)),
         ev("Mom's counseling", dt(wd(5), 16), dt(wd(5), 17))]
    K("change friday's day shift to 1-5pm", cu(1, title="day shift", date=rel(2), start=dt(rel(2), 13), end=dt(rel(2), 17)),
      cat=c, given=g, conv="clock-only-keeps-day")
    K("rename mom's counseling to mom's follow up", cu(2, title="mom's counseling", new_title="mom's follow up"), cat=c,
      given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Move out walkthrough", dt(wk(1, 1), 14), dt(wk(1, 1), 15)), ev("Dad's endoscopy", dt(wk(1, 2), 10, 30), dt(wk(1, 2), 12))]
    K("endoscopy a day earlier", cu(1, title="endoscopy", start=dt(wk(1, 1), 10, 30)), cat=c, given=g)
    K("walkthrough monday 9am instead, meet at the front gate", cu(0, title="walkthrough", start=dt(wk(1, 1), 9),
      location="the front gate"), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Night shift", dt(rel(1), 19), dt(rel(2), 7)), ev("Night shift", dt(wk(1, 3), 19), dt(wk(1, 4), 7))]
    K("gave away next wednesday's night, delete it", cdel(1, title="night", date=wk(1, 3)), cat=c, given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Visit grandma", dt(wd(6), 10), dt(wd(6), 14)), ev("Reunion dinner", dt(wd(6), 18), dt(wd(6), 21))]
    K("not going to the reunion dinner, drop it", cdel(1, title="reunion dinner"), cat=c, given=g)

c = "multi"
with use(now=NA, pref="past", **E):
    KM("night diff 210 hit, takeout 19, uber 24", [la("210", "salary", "night diff", kind="income"), la("19", "food", "takeout"),
       la("24", "transport", "uber")], cat=c, unsure="the night-shift differential as salary income")
with use(now=NB, pref="future", **E):
    KM("dad PT tmrw 2pm and mom's follow up at 4", [cc("Dad PT", dt(rel(1), 14)), cc("Mom's follow up", dt(rel(1), 16))], cat=c,
       conv="distribute", unsure="tmrw said once for both; at 4 reads 16:00")
with use(now=ND, pref="future", **E):
    g = [ev("Visit grandma", dt(wd(6), 10), dt(wd(6), 14)), ev("Reunion dinner", dt(wd(6), 18), dt(wd(6), 21))]
    KM("move grandma to sunday 10am and cancel the reunion", [cu(0, title="grandma", start=dt(wd(7), 10)),
       cdel(1, title="reunion")], cat=c, given=g)

# =============================================================================== third block: a few more of each kind
c = "composition"
with use(now=ND, pref="future", **E):
    K("new tenant moving into 3A dec 6 2-4pm", cc("New tenant moving into 3A", dt(ymd(2039, 12, 6), 14), dt(ymd(2039, 12, 6), 16)),
      cat=c)
    K("lily's dance class next thursday evening at 7", cc("Lily's dance class", dt(wk(1, 4), 19)), cat=c)
    K("friday after thanksgiving 9am drop dad at adult day care", cc("Drop dad at adult day care",
      dt(holiday_in("blackfriday", 2039), 9)), cat=c)
with use(now=NA, pref="future", **E):
    K("remind me tuesday 7:30am to turn in the handoff binder", cc("Turn in the handoff binder", dt(wd(2), 7, 30)), cat=c)
c = "money"
with use(now=ND, pref="past", **E):
    K("leasing agent fee half a month's rent 825", la("825", "housing", "leasing agent fee"), cat=c)
    K("dad's hospital deposit 2k", la("2000", "health", "hospital deposit"), cat=c)
c = "update"
with use(now=ND, pref="future", **E):
    g = [ev("Nights", ymd(2039, 12, 9), ymd(2039, 12, 11)), ev("New tenant moving into 3A", dt(ymd(2039, 12, 6), 14), dt(ymd(2039, 12, 6), 16))]
    K("3A move in is now dec 7 same time", cu(1, title="3A", start=dt(ymd(2039, 12, 7), 14)), cat=c, given=g,
      conv="move-keeps-clock")
c = "delete"
with use(now=NB, pref="future", **E):
    g = [ev("HVAC repair unit 2", dt(rel(1), 9), dt(rel(1), 10)), ev("HVAC repair unit 3", dt(rel(1), 14), dt(rel(1), 15))]
    K("unit 3 AC is fine, kill the afternoon hvac appt", cdel(1, title="unit 3"), cat=c, given=g)
c = "weather"
with use(now=NB, pref="future", **E):
    KM("rain in pittsburgh the next 3 days? dad has a follow up", [wx("Pittsburgh", today()), wx("Pittsburgh", rel(1)),
       wx("Pittsburgh", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NB, pref="future", **E):
    K("good day for a run in boston labor day?", ra("Boston", holiday_in("labor", 2039)), cat=c)
c = "multi"
with use(now=NA, pref="future", **E):
    KM("hartford weather tmrw and is it ok for a run", [wx("Hartford", rel(1)), ra("Hartford", rel(1))], cat=c)
with use(now=ND, pref="past", **E):
    KM("property tax 3120, toilet repair 410, how much on the houses this month", [la("3120", "housing", "property tax"),
       la("410", "housing", "toilet repair"), ls(ymd(2039, 11, 1), ymd(2039, 11, 30), "housing")], cat=c)
