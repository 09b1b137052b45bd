"""Round 2 English end-to-end rows (issue 15), written blind: the skill and every argument, from
../CONVENTIONS.md only (no parser code or output was seen while writing them)."""
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
E = dict(lang="en", tz="America/New_York")

# =============================================================================== composition
c = "composition"
with use(now=NA, pref="future", **E):
    K("next Thursday I need a haircut, put it at 4pm", cc("Haircut", dt(wk(1, 4), 16)), cat=c)
    K("Friday night dinner with my college roommates, 7:30", cc("Dinner with my college roommates", dt(wd(5), 19, 30)), cat=c)
    K("the day after tomorrow, keep 9 to 11 free for the client demo", cc("Client demo", dt(rel(2), 9), dt(rel(2), 11)), cat=c)
    K("Dec 8, that's next Tuesday, parent-teacher conference at 3:30",
      cc("Parent-teacher conference", dt(ymd(2026, 12, 8), 15, 30)), cat=c)
    K("this Saturday at 7 in the morning pick up Mom from the airport", cc("Pick up Mom from the airport", dt(wd(6), 7)), cat=c)
    K("tomorrow, around 2ish, go over the mockups with the designer",
      cc("Go over the mockups with the designer", dt(rel(1), 14)), cat=c)
    K("Sunday afternoon, coding class for my son from 1 to 3", cc("Coding class for my son", dt(wd(7), 13), dt(wd(7), 15)), cat=c)
    K("um, put down next Monday 8:45 department huddle", cc("Department huddle", dt(wk(1, 1), 8, 45)), cat=c)
    K("lunch tomorrow with the landlord to sign the lease, 12:30",
      cc("Lunch with the landlord to sign the lease", dt(rel(1), 12, 30)), cat=c)
    K("hiking trip on Sunday the 20th, we start at 6:30am", cc("Hiking trip", dt(ymd(2026, 12, 20), 6, 30)), cat=c)
    K("Thursday, sometime around 11ish, quick catch-up with Leo", cc("Quick catch-up with Leo", dt(wd(4), 11)), cat=c)
with use(now=NB, pref="future", **E):
    K("tomorrow afternoon remind me to call Mr. Wang, at 3", cc("Call Mr. Wang", dt(rel(1), 15)), cat=c)
    K("next Friday, hmm, 8pm, theater with my wife", cc("Theater with my wife", dt(wk(1, 5), 20)), cat=c)
    K("Wed 7:30pm badminton", cc("Badminton", dt(wd(3), 19, 30)), cat=c)
    K("March 19 (Friday) 4:15pm meet the investors", cc("Meet the investors", dt(ymd(2027, 3, 19), 16, 15)), cat=c)
    K("tonight at 10:30 a call with the Shanghai team", cc("Call with the Shanghai team", dt(today(), 22, 30)), cat=c)
    K("day after tomorrow then, quarter past nine in the morning, drop off the DMV paperwork",
      cc("Drop off the DMV paperwork", dt(rel(2), 9, 15)), cat=c)
with use(now=NC, pref="future", **E):
    K("July 2nd, a Friday, 10am, renew my driver's license", cc("Renew my driver's license", dt(ymd(2027, 7, 2), 10)), cat=c)
    K("Thursday works, 2pm, contractor coming to measure the kitchen",
      cc("Contractor coming to measure the kitchen", dt(wd(4), 14)), cat=c)
    K("next Monday first thing, team huddle at 8:30", cc("Team huddle", dt(wk(1, 1), 8, 30)), cat=c)
    K("tomorrow 4 to 5:30pm onboarding session for the new hires",
      cc("Onboarding session for the new hires", dt(rel(1), 16), dt(rel(1), 17, 30)), cat=c)
with use(now=ND, pref="future", **E):
    K("today at 5 pick up the kids from school", cc("Pick up the kids from school", dt(today(), 17)), cat=c)
    K("yoga next Tuesday evening, 7 to 9", cc("Yoga", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("Sunday at 10:30am, wedding dress fitting with Mia", cc("Wedding dress fitting with Mia", dt(wd(7), 10, 30)), cat=c)
with use(now=NE, pref="future", **E):
    K("Sunday 10am, take my parents to see the new apartment",
      cc("Take my parents to see the new apartment", dt(wd(7), 10)), cat=c)
    K("next Wednesday afternoon my year-end review, 2 till 4", cc("Year-end review", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c)
with use(now=NF, pref="future", **E):
    K("Friday at 9 in the morning take the car in for service", cc("Take the car in for service", dt(wd(5), 9)), cat=c)
    K("tonight at 8 sync with the frontend team on the API", cc("Sync with the frontend team on the API", dt(today(), 20)), cat=c)
    K("Nov 9, 7:00-8:30 pm, online class", cc("Online class", dt(ymd(2027, 11, 9), 19), dt(ymd(2027, 11, 9), 20, 30)), cat=c)
with use(now=NG, pref="future", **E):
    K("tomorrow 10:30am movie with friends", cc("Movie with friends", dt(rel(1), 10, 30)), cat=c)
    K("Saturday afternoon, math tutoring for the kids, 3 to 5", cc("Math tutoring for the kids", dt(wd(6), 15), dt(wd(6), 17)),
      cat=c)
with use(now=NH, pref="future", **E):
    K("this afternoon at 3 grocery run", cc("Grocery run", dt(today(), 15)), cat=c)
    K("next Tuesday, 7:40 in the morning, school field trip drop-off", cc("School field trip drop-off", dt(wk(1, 2), 7, 40)),
      cat=c)
with use(now=NI, pref="future", **E):
    K("tomorrow morning 6am, head to the airport", cc("Head to the airport", dt(rel(1), 6)), cat=c)
    K("Tuesday next week at 1:30pm department training, don't let me forget", cc("Department training", dt(wk(1, 2), 13, 30)),
      cat=c, conv="distribute")
    K("Aug 5 is a Thursday right? job interview that day at 10am", cc("Job interview", dt(ymd(2027, 8, 5), 10)), cat=c)

# =============================================================================== range
c = "range"
with use(now=NA, pref="future", **E):
    K("business trip to Chicago Dec 21 through 24", cc("Business trip to Chicago", ymd(2026, 12, 21), ymd(2026, 12, 24)), cat=c)
    K("what's on my calendar next week?", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("show me everything from the 10th to the 15th", cl(ymd(2026, 12, 10), ymd(2026, 12, 15)), cat=c)
    KM("weekend forecast for Boston", [wx("Boston", wd(6)), wx("Boston", wd(7))], cat=c)
with use(now=NA, pref="past", **E):
    K("how much did I spend in November", ls(ymd(2026, 11, 1), ymd(2026, 11, 30)), cat=c)
    K("food spending over the last 7 days", ls(rel(-6), today(), "food"), cat=c)
with use(now=NB, pref="future", **E):
    K("PTO April 1-3, please add it", cc("PTO", ymd(2027, 4, 1), ymd(2027, 4, 3)), cat=c)
    K("am I busy the next three days?", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    KM("will it rain in Seattle in the next 3 days", [wx("Seattle", rel(0)), wx("Seattle", rel(1)), wx("Seattle", rel(2))],
       cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    K("Uber rides last week, how much total", ls(wk(-1, 1), wk(-1, 7), "transport"), cat=c)
    K("list this month's transactions", ll(month_start(), month_end()), cat=c)
with use(now=NC, pref="future", **E):
    K("family trip to Maine July 10th to the 17th", cc("Family trip to Maine", ymd(2027, 7, 10), ymd(2027, 7, 17)), cat=c)
    K("list my appointments for early July", cl(ymd(2027, 7, 1), ymd(2027, 7, 10)), cat=c, conv="month-parts")
    KM("is it going to be hot in Phoenix tomorrow and the day after", [wx("Phoenix", rel(1)), wx("Phoenix", rel(2))], cat=c)
with use(now=NC, pref="past", **E):
    K("total spending for the first half of the year", ls(ymd(2027, 1, 1), ymd(2027, 6, 30)), cat=c, conv="halves")
    K("what did I spend on food in May", ls(ymd(2027, 5, 1), ymd(2027, 5, 31), "food"), cat=c)
with use(now=ND, pref="future", **E):
    K("conference in Denver Oct 4-6", cc("Conference", ymd(2027, 10, 4), ymd(2027, 10, 6), location="Denver"), cat=c)
    K("anything going on this weekend?", cl(wd(6), wd(7)), cat=c)
    K("out of office Wednesday through Friday next week", cc("Out of office", wk(1, 3), wk(1, 5)), cat=c)
with use(now=ND, pref="past", **E):
    K("shopping total for August", ls(ymd(2027, 8, 1), ymd(2027, 8, 31), "shopping"), cat=c)
    K("pull up last month's transactions", ll(month_start(-1), month_end(-1)), cat=c)
with use(now=NE, pref="future", **E):
    K("ski trip Feb 12 through Feb 15", cc("Ski trip", ymd(2027, 2, 12), ymd(2027, 2, 15)), cat=c)
    K("list everything for next month", cl(month_start(1), month_end(1)), cat=c)
with use(now=NE, pref="past", **E):
    K("how much have I spent since the 1st", ls(ymd(2027, 1, 1), today()), cat=c, conv="since")
with use(now=NF, pref="future", **E):
    K("trade show Nov 11 to 13", cc("Trade show", ymd(2027, 11, 11), ymd(2027, 11, 13)), cat=c)
    K("what's on my schedule for the next 7 days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NF, pref="past", **E):
    K("show me October's expenses, just the last 20", ll(ymd(2027, 10, 1), ymd(2027, 10, 31), limit=20), cat=c)
with use(now=NG, pref="future", **E):
    K("heads-down coding sprint Jan 4 to Jan 8, block it off", cc("Heads-down coding sprint", ymd(2027, 1, 4), ymd(2027, 1, 8)),
      cat=c)
    K("what meetings do I have Monday through Wednesday next week", cl(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NG, pref="past", **E):
    K("how much have I spent this year so far", ls(ymd(2026, 1, 1), today()), cat=c, conv="since")
with use(now=NH, pref="future", **E):
    K("pull up my calendar for next week", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("training in Austin March 22 through 26", cc("Training", ymd(2027, 3, 22), ymd(2027, 3, 26), location="Austin"), cat=c)
with use(now=NH, pref="past", **E):
    K("what did I spend the week before last", ls(wk(-2, 1), wk(-2, 7)), cat=c)
with use(now=NI, pref="future", **E):
    K("early August, what's on my plate", cl(ymd(2027, 8, 1), ymd(2027, 8, 10)), cat=c, conv="month-parts")
    KM("Miami weather for the next three days", [wx("Miami", rel(0)), wx("Miami", rel(1)), wx("Miami", rel(2))], cat=c,
       conv="n-days-counting-today")
with use(now=NI, pref="past", **E):
    K("entertainment spending in the past 30 days", ls(rel(-29), today(), "entertainment"), cat=c)

# =============================================================================== update
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Team sync", dt(rel(1), 10), dt(rel(1), 11)), ev("Team sync", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("move next Thursday's team sync to 2pm", cu(1, title="team sync", date=wk(1, 4), start=dt(wk(1, 4), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Dentist", dt(wd(5), 15), dt(wd(5), 16)), ev("Haircut", dt(wd(6), 11), dt(wd(6), 12))]
    K("push the dentist back an hour", cu(0, title="dentist", start=dt(wd(5), 16)), cat=c, given=g)
    g = [ev("Badminton", dt(wd(5), 19), dt(wd(5), 21))]
    K("move Friday's badminton to Saturday, same time", cu(0, title="badminton", date=wd(5), start=dt(wd(6), 19)), cat=c,
      given=g, conv="move-keeps-clock")
    g = [ev("Product meeting", dt(rel(1), 10), dt(rel(1), 11)), ev("Review meeting", dt(rel(1), 15), dt(rel(1), 16))]
    K("rename tomorrow afternoon's meeting to Budget review", cu(1, title="meeting", date=rel(1), new_title="Budget review"),
      cat=c, given=g)
    g = [ev("Client lunch", dt(wd(5), 12), dt(wd(5), 13, 30))]
    K("Friday's client lunch is at the Grand Hyatt now", cu(0, title="client lunch", date=wd(5), location="the Grand Hyatt"),
      cat=c, given=g)
    g = [ev("Physical", dt(wk(1, 1), 8), dt(wk(1, 1), 10))]
    K("push my physical back two days", cu(0, title="physical", start=dt(wk(1, 3), 8)), cat=c, given=g)
    g = [ev("Call with Wang", dt(rel(1), 15), dt(rel(1), 16))]
    K("bring the call with Wang forward half an hour", cu(0, title="call with Wang", start=dt(rel(1), 14, 30)), cat=c, given=g)
    g = [ev("Parent-teacher conference", dt(wd(5), 16), dt(wd(5), 17))]
    K("reschedule the parent-teacher conference for next Tuesday at 7pm",
      cu(0, title="parent-teacher conference", start=dt(wk(1, 2), 19)), cat=c, given=g)
    g = [ev("Yoga", dt(rel(-2), 19), dt(rel(-2), 20)), ev("Yoga", dt(today(), 19), dt(today(), 20)),
         ev("Yoga", dt(rel(7), 19), dt(rel(7), 20))]
    K("make yoga 8pm instead", cu(1, title="yoga", start=dt(today(), 20)), cat=c, given=g, conv="next-upcoming")
    g = [ev("Run", dt(wd(7), 7), dt(wd(7), 8))]
    K("rename Sunday's run to Half marathon training", cu(0, title="run", date=wd(7), new_title="Half marathon training"),
      cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Interview", dt(rel(1), 14), dt(rel(1), 15))]
    K("move tomorrow's interview to Wednesday at 10am", cu(0, title="interview", date=rel(1), start=dt(wd(3), 10)), cat=c,
      given=g)
    g = [ev("Book club", dt(wd(4), 19, 30), dt(wd(4), 21))]
    K("push Thursday's book club back a week", cu(0, title="book club", date=wd(4), start=dt(wd(4) + td(days=7), 19, 30)),
      cat=c, given=g)
    g = [ev("Quarterly report", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("pull next Monday's quarterly report up to this Friday",
      cu(0, title="quarterly report", date=wk(1, 1), start=dt(wk(0, 5), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Team dinner", dt(wd(5), 18), dt(wd(5), 20))]
    K("make the team dinner Saturday at noon", cu(0, title="team dinner", start=dt(wd(6), 12)), cat=c, given=g)
    g = [ev("Livestream", dt(today(), 22), dt(today(), 23))]
    K("rename tonight's livestream to Product launch", cu(0, title="livestream", date=today(), new_title="Product launch"),
      cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Dentist", dt(ymd(2027, 7, 2), 10), dt(ymd(2027, 7, 2), 11)),
         ev("Dentist follow-up", dt(ymd(2027, 7, 16), 10), dt(ymd(2027, 7, 16), 11))]
    K("the July 16 dentist follow-up, change it to 2:30pm",
      cu(1, title="dentist follow-up", date=ymd(2027, 7, 16), start=dt(ymd(2027, 7, 16), 14, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Apartment viewing", dt(today(), 18), dt(today(), 19))]
    K("move the apartment viewing to 7:30 tomorrow morning", cu(0, title="apartment viewing", start=dt(rel(1), 7, 30)), cat=c,
      given=g)
    g = [ev("Team outing", wd(5), wd(5))]
    K("push Friday's team outing by a day", cu(0, title="team outing", date=wd(5), start=wd(6)), cat=c, given=g)
    g = [ev("Project meeting", dt(rel(1), 10), dt(rel(1), 11)), ev("Project meeting", dt(rel(1), 15), dt(rel(1), 16))]
    K("tomorrow morning's project meeting, move it from 10 to 11",
      cu(0, title="project meeting", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Training", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11, 30))]
    K("next Wednesday's training, shift it to Thursday same time",
      cu(0, title="training", date=wk(1, 3), start=dt(wk(1, 4), 9, 30)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Call with supplier", dt(today(), 16), dt(today(), 16, 30)),
         ev("Call with finance", dt(wk(1, 1), 10), dt(wk(1, 1), 10, 30))]
    K("today's 4 o'clock call, make it 5:30", cu(0, title="call", date=today(), start=dt(today(), 17, 30)), cat=c, given=g)
    g = [ev("Standup", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 9, 45))]
    K("rename Monday's standup to Daily sync", cu(0, title="standup", date=wd(1), new_title="Daily sync"), cat=c, given=g)
    g = [ev("Dinner with the Kims", dt(ymd(2027, 9, 18), 18), dt(ymd(2027, 9, 18), 20))]
    K("move dinner with the Kims one day earlier", cu(0, title="dinner with the Kims", start=dt(ymd(2027, 9, 17), 18)), cat=c,
      given=g)
with use(now=NE, pref="future", **E):
    g = [ev("Company party", dt(wk(1, 5), 18), dt(wk(1, 5), 21))]
    K("company party moves from next Friday to next Saturday, still 6pm",
      cu(0, title="company party", date=wk(1, 5), start=dt(wk(1, 6), 18)), cat=c, given=g)
    g = [ev("Valentine's dinner", dt(ymd(2027, 2, 14), 19), dt(ymd(2027, 2, 14), 21))]
    K("push the Valentine's dinner an hour later", cu(0, title="Valentine's dinner", start=dt(ymd(2027, 2, 14), 20)), cat=c,
      given=g)
    g = [ev("Movie", dt(rel(1), 14), dt(rel(1), 16))]
    K("rename tomorrow's movie to Movie with my parents", cu(0, title="movie", date=rel(1), new_title="Movie with my parents"),
      cat=c, given=g)
with use(now=NF, pref="future", **E):
    g = [ev("Thanksgiving dinner", dt(hol("thanksgiving"), 17), dt(hol("thanksgiving"), 21))]
    K("push Thanksgiving dinner to 6pm", cu(0, title="Thanksgiving dinner", start=dt(hol("thanksgiving"), 18)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Retro", dt(wd(5), 10), dt(wd(5), 11))]
    K("Friday's retro is in conference room 3 now", cu(0, title="retro", date=wd(5), location="conference room 3"), cat=c,
      given=g)
    g = [ev("Badminton", dt(today(), 19), dt(today(), 21))]
    K("tonight's badminton, push it back half an hour", cu(0, title="badminton", date=today(), start=dt(today(), 19, 30)),
      cat=c, given=g)
with use(now=NG, pref="future", **E):
    g = [ev("Brunch", dt(rel(1), 11), dt(rel(1), 13))]
    K("move New Year's Day brunch to Jan 2, same time", cu(0, title="brunch", date=rel(1), start=dt(ymd(2027, 1, 2), 11)),
      cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Physical", dt(ymd(2027, 1, 5), 8, 30), dt(ymd(2027, 1, 5), 10))]
    K("change my Jan 5 physical to Jan 8 at 8am", cu(0, title="physical", date=ymd(2027, 1, 5), start=dt(ymd(2027, 1, 8), 8)),
      cat=c, given=g)
    g = [ev("Countdown party", dt(today(), 23, 50), dt(rel(1), 0, 30))]
    K("move the countdown 10 minutes earlier", cu(0, title="countdown", start=dt(today(), 23, 40)), cat=c, given=g)
with use(now=NH, pref="future", **E):
    g = [ev("Swim", dt(today(), 14), dt(today(), 15)), ev("Swim", dt(rel(7), 14), dt(rel(7), 15))]
    K("move the swim to 4", cu(0, title="swim", start=dt(today(), 16)), cat=c, given=g, conv=["next-upcoming", "bare-hour"])
    g = [ev("Morning huddle", dt(rel(1), 9), dt(rel(1), 9, 30))]
    K("tomorrow's morning huddle, push to 9:30", cu(0, title="morning huddle", date=rel(1), start=dt(rel(1), 9, 30)), cat=c,
      given=g)
with use(now=NI, pref="future", **E):
    g = [ev("Zoo trip", dt(rel(1), 9), dt(rel(1), 12))]
    K("the zoo trip tomorrow, make it next Saturday instead", cu(0, title="zoo trip", date=rel(1), start=dt(wk(1, 6), 9)),
      cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Dental follow-up", dt(ymd(2027, 8, 3), 10), dt(ymd(2027, 8, 3), 11))]
    K("change the Aug 3 dental follow-up to the 4th at 3pm",
      cu(0, title="dental follow-up", date=ymd(2027, 8, 3), start=dt(ymd(2027, 8, 4), 15)), cat=c, given=g)
    g = [ev("Lunch with Ray", dt(today(), 12), dt(today(), 13))]
    K("lunch with Ray today, push it to 1", cu(0, title="lunch with Ray", date=today(), start=dt(today(), 13)), cat=c, given=g,
      conv="bare-hour")
    g = [ev("Piano lesson", dt(wk(1, 2), 17), dt(wk(1, 2), 18)), ev("Piano lesson", dt(wk(1, 4), 17), dt(wk(1, 4), 18))]
    K("move next Thursday's piano lesson a day earlier", cu(1, title="piano lesson", date=wk(1, 4), start=dt(wk(1, 3), 17)),
      cat=c, given=g)

# =============================================================================== delete
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Haircut", dt(rel(1), 15), dt(rel(1), 16)), ev("Haircut", dt(rel(15), 15), dt(rel(15), 16))]
    K("cancel tomorrow afternoon's haircut", cdel(0, title="haircut", date=rel(1)), cat=c, given=g)
    g = [ev("Physical", dt(wd(5), 8), dt(wd(5), 10))]
    K("I'm skipping the physical on Friday, delete it", cdel(0, title="physical", date=wd(5)), cat=c, given=g)
    g = [ev("Meeting", dt(rel(1), 10), dt(rel(1), 11)), ev("Dinner with Zhang", dt(wd(6), 18), dt(wd(6), 20))]
    K("remove dinner with Zhang", cdel(1, title="dinner with Zhang"), cat=c, given=g)
    g = [ev("Lecture", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("not going to next Thursday's lecture, take it off my calendar", cdel(0, title="lecture", date=wk(1, 4)), cat=c, given=g)
    g = [ev("Piano recital", dt(ymd(2026, 12, 19), 14), dt(ymd(2026, 12, 19), 16))]
    K("cancel the piano recital on the 19th", cdel(0, title="piano recital", date=ymd(2026, 12, 19)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Yoga class", dt(wd(2), 19), dt(wd(2), 20)), ev("Yoga class", dt(wk(1, 2), 19), dt(wk(1, 2), 20))]
    K("cancel yoga class next Tuesday", cdel(1, title="yoga class", date=wk(1, 2)), cat=c, given=g)
    g = [ev("Wedding", ymd(2027, 3, 20), ymd(2027, 3, 20))]
    K("delete the wedding on March 20", cdel(0, title="wedding", date=ymd(2027, 3, 20)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Gym", dt(today(), 19), dt(today(), 20))]
    K("drop today's gym session, I'm wiped", cdel(0, title="gym", date=today()), cat=c, given=g)
    g = [ev("Contract signing", dt(ymd(2027, 7, 3), 14), dt(ymd(2027, 7, 3), 15))]
    K("the July 3rd contract signing fell through, delete it", cdel(0, title="contract signing", date=ymd(2027, 7, 3)),
      cat=c, given=g)
with use(now=ND, pref="future", **E):
    g = [ev("Date night", dt(today(), 19), dt(today(), 21))]
    K("cancel date night tonight", cdel(0, title="date night", date=today()), cat=c, given=g)
    g = [ev("Weekly meeting", dt(wk(0, 1), 10), dt(wk(0, 1), 11)), ev("Weekly meeting", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("delete next week's weekly meeting", cdel(1, title="weekly meeting"), cat=c, given=g)
with use(now=NE, pref="future", **E):
    g = [ev("House viewing", dt(wd(7), 10), dt(wd(7), 11))]
    K("scratch Sunday's house viewing", cdel(0, title="house viewing", date=wd(7)), cat=c, given=g)
    g = [ev("Dentist", dt(ymd(2027, 2, 2), 9), dt(ymd(2027, 2, 2), 10))]
    K("cancel the dentist on Feb 2", cdel(0, title="dentist", date=ymd(2027, 2, 2)), cat=c, given=g)
with use(now=NF, pref="future", **E):
    g = [ev("Interview", dt(wd(5), 10), dt(wd(5), 11)), ev("Interview", dt(wd(5), 15), dt(wd(5), 16))]
    K("the Friday afternoon interview isn't happening, delete it", cdel(1, title="interview", date=wd(5)), cat=c, given=g)
    g = [ev("Morning run", dt(rel(1), 6, 30), dt(rel(1), 7, 30))]
    K("cancel tomorrow's morning run", cdel(0, title="morning run", date=rel(1)), cat=c, given=g)
with use(now=NG, pref="future", **E):
    g = [ev("Hike", rel(1), rel(1))]
    K("cancel the New Year's Day hike", cdel(0, title="hike", date=rel(1)), cat=c, given=g)
    g = [ev("Countdown party", dt(today(), 23, 30), dt(rel(1), 0, 30))]
    K("delete tonight's countdown party", cdel(0, title="countdown party", date=today()), cat=c, given=g)
with use(now=NH, pref="future", **E):
    g = [ev("Business trip", wk(1, 3), wk(1, 4))]
    K("remove the business trip next Wednesday", cdel(0, title="business trip", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Tennis lesson", dt(today(), 15), dt(today(), 16)), ev("Tennis lesson", dt(rel(7), 15), dt(rel(7), 16))]
    K("cancel the 3pm tennis lesson", cdel(0, title="tennis lesson"), cat=c, given=g, conv="next-upcoming")
with use(now=NI, pref="future", **E):
    g = [ev("Swim lesson", dt(rel(1), 9), dt(rel(1), 10))]
    K("tomorrow's swim lesson is off, cancel it", cdel(0, title="swim lesson", date=rel(1)), cat=c, given=g)
    g = [ev("Checkup", dt(ymd(2027, 8, 6), 8), dt(ymd(2027, 8, 6), 9))]
    K("delete my Aug 6 checkup", cdel(0, title="checkup", date=ymd(2027, 8, 6)), cat=c, given=g)
    g = [ev("Staff meeting", dt(wd(1), 9), dt(wd(1), 10))]
    K("get rid of Monday morning's staff meeting", cdel(0, title="staff meeting", date=wd(1)), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NA, pref="past", **E):
    K("breakfast burrito this morning, $7.50", la("7.5", "food", "breakfast burrito"), cat=c)
    K("cab to the airport yesterday was a hundred twenty bucks", la("120", "transport", "cab to the airport", d=rel(-1)), cat=c)
    K("paid rent, 3,800", la("3800", "housing", "rent"), cat=c)
    K("my paycheck came in, 4,250", la("4250", "salary", "paycheck", kind="income"), cat=c)
    K("signed my daughter up for piano lessons, $240", la("240", "education", "piano lessons"), cat=c)
    K("movie on Monday cost me 18 bucks", la("18", "entertainment", "movie", d=wd(1)), cat=c)
with use(now=NB, pref="past", **E):
    K("hot pot dinner, I covered $96", la("96", "food", "hot pot dinner"), cat=c)
    K("annual bonus hit my account, five grand", la("5000", "salary", "bonus", kind="income"), cat=c)
    K("cold medicine 12.49", la("12.49", "health", "cold medicine"), cat=c)
    K("filled up the tank last Saturday, 48 dollars", la("48", "transport", "filled up the tank", d=wk(-1, 6)), cat=c)
with use(now=NC, pref="past", **E):
    K("fruit from the farmers market last night, $23.80", la("23.8", "food", "fruit", d=rel(-1)), cat=c)
    K("GRE prep course, 1.2k", la("1200", "education", "GRE prep course"), cat=c)
    K("new running shoes 129.99", la("129.99", "shopping", "running shoes"), cat=c)
with use(now=ND, pref="past", **E):
    K("two Amtrak tickets, 186 total", la("186", "transport", "Amtrak tickets"), cat=c)
    K("bought skincare stuff in Tokyo, 12,000 yen", la("12000", "shopping", "skincare", cur="JPY"), cat=c)
with use(now=NE, pref="past", **E):
    K("got Mom a down jacket, $160", la("160", "shopping", "down jacket"), cat=c)
    K("dentist yesterday, $600 out of pocket", la("600", "health", "dentist", d=rel(-1)), cat=c)
with use(now=NF, pref="past", **E):
    K("paid a $200 deposit on a TV for Black Friday", la("200", "shopping", "deposit on a TV"), cat=c)
    K("loaded 50 bucks on my metro card", la("50", "transport", "metro card"), cat=c)
    K("bonus just landed: 8,000", la("8000", "salary", "bonus", kind="income"), cat=c)
with use(now=NG, pref="past", **E):
    K("New Year's Eve dinner, 190 dollars", la("190", "food", "dinner"), cat=c)
    K("paid next quarter's rent today, 9600", la("9600", "housing", "rent"), cat=c)
with use(now=NH, pref="past", **E):
    K("Friday's Uber home, 27", la("27", "transport", "Uber home", d=wd(5)), cat=c)
    K("three textbooks, 108 total", la("108", "education", "textbooks"), cat=c)
with use(now=NI, pref="past", **E):
    K("salary's in, 6.4k", la("6400", "salary", "salary", kind="income"), cat=c)
    K("parking just now, 15", la("15", "transport", "parking"), cat=c)
    K("camera in Hong Kong, HK$8,000", la("8000", "shopping", "camera", cur="HKD"), cat=c)
    K("dinner in Paris, 56 euros", la("56", "food", "dinner", cur="EUR"), cat=c)
    K("London cab, 23 quid", la("23", "transport", "cab", cur="GBP"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NA, pref="past", **E):
    KM("lunch 14, coffee 5.25", [la("14", "food", "lunch"), la("5.25", "food", "coffee")], cat=c)
    KM("log 25 for a taxi to work and tell me what I spent on transport last month",
       [la("25", "transport", "taxi to work"), ls(month_start(-1), month_end(-1), "transport")], cat=c)
with use(now=NA, pref="future", **E):
    KM("weather tomorrow in New York and Boston", [wx("New York", rel(1)), wx("Boston", rel(1))], cat=c, conv="distribute")
    g = [ev("Gym", dt(wd(4), 19), dt(wd(4), 20))]
    KM("add a meeting Friday at 3pm, then delete Thursday's gym", [cc("Meeting", dt(wd(5), 15)), cdel(0, title="gym", date=wd(4))],
       cat=c, given=g)
with use(now=NB, pref="future", **E):
    KM("remind me to run at 7 tomorrow morning, and what's the weather in Chicago tomorrow",
       [cc("Run", dt(rel(1), 7)), wx("Chicago", rel(1))], cat=c)
    KM("new event Wednesday 2pm client meeting; also log coffee 6",
       [cc("Client meeting", dt(wd(3), 14)), la("6", "food", "coffee")], cat=c)
with use(now=NC, pref="past", **E):
    KM("breakfast 9, subway 2.90, lunch 16",
       [la("9", "food", "breakfast"), la("2.9", "transport", "subway"), la("16", "food", "lunch")], cat=c)
with use(now=NC, pref="future", **E):
    KM("show my calendar for next week and the Houston weather next Monday",
       [cl(wk(1, 1), wk(1, 7)), wx("Houston", wk(1, 1))], cat=c)
with use(now=ND, pref="past", **E):
    KM("groceries 86 today and an Uber back for 23", [la("86", "food", "groceries"), la("23", "transport", "Uber")], cat=c)
with use(now=ND, pref="future", **E):
    g = [ev("Weekly meeting", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    KM("move Monday's weekly meeting to 10am and add an interview Tuesday at 3pm",
       [cu(0, title="weekly meeting", date=wd(1), start=dt(wd(1), 10)), cc("Interview", dt(wd(2), 15))], cat=c, given=g)
with use(now=NE, pref="past", **E):
    KM("restaurant deposit 500, cab to the hotel 38",
       [la("500", "food", "restaurant deposit"), la("38", "transport", "cab to the hotel")], cat=c)
with use(now=NF, pref="future", **E):
    g = [ev("Yoga", dt(rel(1), 19), dt(rel(1), 20))]
    KM("cancel tomorrow's yoga and put a swim Friday 7pm instead",
       [cdel(0, title="yoga", date=rel(1)), cc("Swim", dt(wd(5), 19))], cat=c, given=g)
with use(now=NF, pref="past", **E):
    KM("how much have I spent this month? and list the last 10 transactions",
       [ls(month_start(), month_end()), ll(limit=10)], cat=c)
with use(now=NG, pref="past", **E):
    KM("tonight: dinner 84, movie tickets 32", [la("84", "food", "dinner"), la("32", "entertainment", "movie tickets")], cat=c)
with use(now=NG, pref="future", **E):
    KM("tomorrow's New Year's Day - NYC weather, and what's on my calendar tomorrow",
       [wx("New York", rel(1)), cl(rel(1))], cat=c)
with use(now=NH, pref="past", **E):
    KM("groceries 112, electric bill 95", [la("112", "food", "groceries"), la("95", "housing", "electric bill")], cat=c)
with use(now=NH, pref="future", **E):
    KM("is today good for a run in Philadelphia? what about tomorrow", [ra("Philadelphia", today()), ra("Philadelphia", rel(1))],
       cat=c)
with use(now=NI, pref="past", **E):
    KM("log rent 2,400 and the HOA fee 180", [la("2400", "housing", "rent"), la("180", "housing", "HOA fee")], cat=c)
    KM("what did I spend this month and last month", [ls(month_start(), month_end()), ls(month_start(-1), month_end(-1))], cat=c)
with use(now=NI, pref="future", **E):
    g = [ev("Badminton", dt(today(), 16), dt(today(), 18))]
    KM("put a follow-up at the clinic tomorrow at 10, and cancel today's badminton",
       [cc("Follow-up", dt(rel(1), 10), location="the clinic"), cdel(0, title="badminton", date=today())], cat=c, given=g)
with use(now=NB, pref="past", **E):
    KM("Uber home 19, how much have I spent on rides this month",
       [la("19", "transport", "Uber home"), ls(month_start(), month_end(), "transport")], cat=c)

# =============================================================================== location
c = "location"
with use(now=NA, pref="future", **E):
    K("meet the client Thursday 2pm at WeWork on 5th Ave", cc("Meet the client", dt(wd(4), 14), location="WeWork on 5th Ave"),
      cat=c)
    K("team dinner tomorrow 7pm, location: Joe's Shanghai", cc("Team dinner", dt(rel(1), 19), location="Joe's Shanghai"), cat=c)
    K("Saturday 10:30am, my son's chess tournament at the community center",
      cc("My son's chess tournament", dt(wd(6), 10, 30), location="the community center"), cat=c)
with use(now=NB, pref="future", **E):
    K("follow-up Wednesday 10am at Mount Sinai", cc("Follow-up", dt(wd(3), 10), location="Mount Sinai"), cat=c)
    K("movie with Amy next Friday 7pm at the AMC on 34th", cc("Movie with Amy", dt(wk(1, 5), 19), location="the AMC on 34th"),
      cat=c)
with use(now=NC, pref="future", **E):
    K("Saturday 8:30am run in Central Park", cc("Run", dt(wd(6), 8, 30), location="Central Park"), cat=c)
    K("July 5 3pm PTA meeting, where: Lincoln Elementary room 12",
      cc("PTA meeting", dt(ymd(2027, 7, 5), 15), location="Lincoln Elementary room 12"), cat=c)
with use(now=ND, pref="future", **E):
    K("quarterly review next Tuesday 10am in the big conference room",
      cc("Quarterly review", dt(wk(1, 2), 10), location="the big conference room"), cat=c)
    K("coffee with Lily tonight at 8 at Blue Bottle", cc("Coffee with Lily", dt(today(), 20), location="Blue Bottle"), cat=c)
with use(now=NE, pref="future", **E):
    K("lunch at Grandma's on Sunday at noon", cc("Lunch", dt(wd(7), 12), location="Grandma's"), cat=c)
    K("go to the DMV next Monday 4pm", cc("Go to the DMV", dt(wk(1, 1), 16)), cat=c)
with use(now=NF, pref="future", **E):
    K("group meeting Friday 2:30pm in Building 3 room 201", cc("Group meeting", dt(wd(5), 14, 30), location="Building 3 room 201"),
      cat=c)
    K("pick up the client tomorrow 9am, location: JFK Terminal 4",
      cc("Pick up the client", dt(rel(1), 9), location="JFK Terminal 4"), cat=c)
with use(now=NG, pref="future", **E):
    K("concert at Carnegie Hall on Jan 3, starts 7:30pm", cc("Concert", dt(ymd(2027, 1, 3), 19, 30), location="Carnegie Hall"),
      cat=c)
with use(now=NH, pref="future", **E):
    K("lunch with Joe next Thursday noon at the noodle place downstairs",
      cc("Lunch with Joe", dt(wk(1, 4), 12), location="the noodle place downstairs"), cat=c)
with use(now=NI, pref="future", **E):
    K("study session tomorrow 3pm at the library", cc("Study session", dt(rel(1), 15), location="the library"), cat=c)
    K("fly to Seattle for work Aug 2 at 10am", cc("Fly to Seattle for work", dt(ymd(2027, 8, 2), 10)), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NA, pref="future", **E):
    K("what do I have before Friday", cl(today(), wd(5) - td(days=1)), cat=c, conv="en-before-exclusive")
    K("anything on my calendar by the end of the month", cl(today(), month_end()), cat=c)
with use(now=NB, pref="future", **E):
    K("show my schedule through March 25", cl(today(), ymd(2027, 3, 25)), cat=c, conv="until-inclusive")
with use(now=NC, pref="future", **E):
    K("what meetings do I have within the next two weeks", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=ND, pref="future", **E):
    K("what's on my calendar until next Wednesday", cl(today(), wk(1, 3)), cat=c, conv="until-inclusive")
with use(now=NF, pref="future", **E):
    K("what's still on my calendar by the end of the year", cl(today(), ymd(2027, 12, 31)), cat=c)
with use(now=NF, pref="past", **E):
    K("spending month to date", ls(month_start(), today()), cat=c, conv="since")
with use(now=NI, pref="future", **E):
    K("what do I have through August 10", cl(today(), ymd(2027, 8, 10)), cat=c, conv="until-inclusive")
with use(now=NG, pref="past", **E):
    K("transport spending year to date", ls(ymd(2026, 1, 1), today(), "transport"), cat=c, conv="since")

# =============================================================================== holiday
c = "holiday"
with use(now=NA, pref="future", **E):
    K("Christmas Eve, dinner with Sarah's family at 6pm", cc("Dinner with Sarah's family", dt(hol("christmas_eve"), 18)), cat=c)
    K("Boxing Day, shopping with Mom at 10am", cc("Shopping with Mom", dt(hol("boxing"), 10)), cat=c)
with use(now=NB, pref="future", **E):
    K("Easter Sunday, brunch at my aunt's at 11", cc("Brunch", dt(hol("easter"), 11), location="my aunt's"), cat=c)
with use(now=NC, pref="future", **E):
    K("the Fourth, watch fireworks at 9pm", cc("Watch fireworks", dt(hol("independence"), 21)), cat=c)
with use(now=ND, pref="future", **E):
    K("Halloween, take the kids trick-or-treating at 5", cc("Take the kids trick-or-treating", dt(hol("halloween"), 17)), cat=c)
    K("weather in Chicago on Columbus Day", wx("Chicago", hol("columbus")), cat=c)
with use(now=NE, pref="future", **E):
    K("Valentine's Day dinner reservation at 7:30pm", cc("Dinner reservation", dt(hol("valentine"), 19, 30)), cat=c)
with use(now=NF, pref="future", **E):
    K("Thanksgiving, turkey goes in the oven at 11am", cc("Turkey goes in the oven", dt(hol("thanksgiving"), 11)), cat=c)
with use(now=NG, pref="future", **E):
    K("MLK Day, volunteer shift 9am to 1pm", cc("Volunteer shift", dt(hol("mlk"), 9), dt(hol("mlk"), 13)), cat=c)
with use(now=NH, pref="future", **E):
    K("Mother's Day brunch with Mom", cc("Brunch with Mom", hol("mothers")), cat=c)
with use(now=NI, pref="future", **E):
    K("Labor Day weather in Boston", wx("Boston", hol("labor")), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NA, pref="future", **E):
    K("second Saturday of next month, 10am, kids' flu shots", cc("Kids' flu shots", dt(nth(2027, 1, 2, 6), 10)), cat=c)
with use(now=NB, pref="future", **E):
    K("the Wednesday after next at 3pm, follow-up visit", cc("Follow-up visit", dt(wk(2, 3), 15)), cat=c, conv="after-next")
with use(now=NC, pref="future", **E):
    K("last Friday of next month, team offsite", cc("Team offsite", lastwd(2027, 7, 5)), cat=c)
with use(now=ND, pref="future", **E):
    K("a week from Tuesday at 9am, interview", cc("Interview", dt(wd(2) + td(days=7), 9)), cat=c)
with use(now=NF, pref="future", **E):
    K("first Monday in December at 10am budget kickoff", cc("Budget kickoff", dt(nth(2027, 12, 1, 1), 10)), cat=c)
with use(now=NG, pref="future", **E):
    K("the day before MLK Day, pack for the ski trip", cc("Pack for the ski trip", hol("mlk") - td(days=1)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NA, pref="future", **E):
    KM("gym next Tuesday and Thursday at 7pm, make two events", [cc("Gym", dt(wk(1, 2), 19)), cc("Gym", dt(wk(1, 4), 19))],
       cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    KM("check my calendar for Wednesday and Friday", [cl(wd(3)), cl(wd(5))], cat=c)
with use(now=NC, pref="future", **E):
    KM("Portland weather on July 5th and 6th", [wx("Portland", ymd(2027, 7, 5)), wx("Portland", ymd(2027, 7, 6))], cat=c,
       conv="distribute")
with use(now=ND, pref="future", **E):
    KM("rain tomorrow in Boston and Providence?", [wx("Boston", rel(1)), wx("Providence", rel(1))], cat=c, conv="distribute")
with use(now=NF, pref="future", **E):
    KM("training Thursday and Friday at 2pm, add both", [cc("Training", dt(wd(4), 14)), cc("Training", dt(wd(5), 14))], cat=c,
       conv="distribute")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **E):
    K("is it hot in Miami today", wx("Miami"), cat=c)
with use(now=NB, pref="future", **E):
    K("weather in Denver three days from now", wx("Denver", rel(3)), cat=c)
with use(now=NC, pref="future", **E):
    K("will it rain in San Diego next Saturday? we have a picnic", wx("San Diego", wk(1, 6)), cat=c)
with use(now=NE, pref="future", **E):
    K("how cold is Minneapolis going to be on Sunday", wx("Minneapolis", wd(7)), cat=c)
    KM("Atlanta weather Saturday and Sunday", [wx("Atlanta", wd(6)), wx("Atlanta", wd(7))], cat=c)
with use(now=NG, pref="future", **E):
    K("tomorrow's forecast for Honolulu", wx("Honolulu", rel(1)), cat=c)
c = "running"
with use(now=NA, pref="future", **E):
    K("good day for a run in Philadelphia on Saturday?", ra("Philadelphia", wd(6)), cat=c)
with use(now=NC, pref="future", **E):
    K("is the air ok for a morning jog in Denver today", ra("Denver"), cat=c)
with use(now=ND, pref="future", **E):
    K("can I run a half marathon in Chicago next Sunday, weather-wise", ra("Chicago", wk(1, 7)), cat=c)
with use(now=NH, pref="future", **E):
    K("should I go for a run in Austin tomorrow morning", ra("Austin", rel(1)), cat=c)
with use(now=NI, pref="future", **E):
    K("thinking of running along the beach in San Diego the day after tomorrow, is the weather ok",
      ra("San Diego", rel(2)), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NA, pref="future", **E):
    K("swim Wednesday at 8am", cc("Swim", dt(wd(3) + td(days=7), 8)), cat=c)
with use(now=ND, pref="future", **E):
    K("Friday 10am, copy the handouts", cc("Copy the handouts", dt(wd(5) + td(days=7), 10)), cat=c)
with use(now=NI, pref="future", **E):
    K("Saturday 7am hike", cc("Hike", dt(wd(6) + td(days=7), 7)), cat=c)
with use(now=NB, pref="past", **E):
    K("taxi Monday at 8pm, 40 bucks", la("40", "transport", "taxi", d=today()), cat=c)
with use(now=NF, pref="past", **E):
    K("took the team to lunch Thursday, 150", la("150", "food", "lunch", d=wd(4)), cat=c)

# =============================================================================== duration / numeric-date / clock
c = "duration"
with use(now=NA, pref="future", **E):
    K("three days from now at 2pm pick up my lab results", cc("Pick up my lab results", dt(rel(3), 14)), cat=c)
with use(now=NB, pref="future", **E):
    K("in half an hour remind me to take the laundry out", cc("Take the laundry out", C.now + td(minutes=30)), cat=c)
with use(now=ND, pref="future", **E):
    K("meeting in an hour and a half", cc("Meeting", C.now + td(minutes=90)), cat=c)
with use(now=NH, pref="future", **E):
    K("in 2 hours call Grandpa", cc("Call Grandpa", C.now + td(hours=2)), cat=c)
c = "numeric-date"
with use(now=NA, pref="future", **E):
    K("1/8/2027 10am visa interview", cc("Visa interview", dt(ymd(2027, 1, 8), 10)), cat=c, conv="en-month-first")
    K("25/12 lunch at noon with the Hendersons", cc("Lunch with the Hendersons", dt(ymd(2026, 12, 25), 12)), cat=c,
      conv="day-first-when-over-12")
with use(now=NB, pref="future", **E):
    K("4/2 3pm dentist", cc("Dentist", dt(ymd(2027, 4, 2), 15)), cat=c, conv="en-month-first")
with use(now=NF, pref="future", **E):
    K("11/20 all day team offsite", cc("Team offsite", ymd(2027, 11, 20)), cat=c, conv="en-month-first")
c = "clock"
with use(now=NG, pref="future", **E):
    K("remind me at 11 to turn off the water heater", cc("Turn off the water heater", bare_clock(11)), cat=c, conv="bare-hour")
with use(now=NA, pref="future", **E):
    K("tomorrow at a quarter to nine, morning standup", cc("Morning standup", dt(rel(1), 8, 45)), cat=c)
