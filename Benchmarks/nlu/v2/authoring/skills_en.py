"""English end-to-end rows: the skill and every argument (see ../CONVENTIONS.md)."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NB = "2027-03-15T21:30:00"  # Monday
NC = "2027-06-30T08:00:00"  # Wednesday
ND = "2027-09-10T14:00:00"  # Friday
NF = "2027-11-03T16:45:00"  # Wednesday
E = dict(lang="en", tz="America/New_York")

# =============================================================================== calendar.create: composition
c = "composition"
with use(now=NA, **E):
    K("standup next Tuesday 10-10:30am", cc("Standup", dt(wk(1, 2), 10), dt(wk(1, 2), 10, 30)), cat=c)
    K("dentist on Monday from 8:30 to 10am", cc("Dentist", dt(wd(1), 8, 30), dt(wd(1), 10)), cat=c)
    K("can you put in a call with Priya on Thursday? I'm free from 2 to 4pm",
      cc("Call with Priya", dt(wd(4), 14), dt(wd(4), 16)), cat=c)
    K("2-4pm on Friday: quarterly planning", cc("Quarterly planning", dt(wd(5), 14), dt(wd(5), 16)), cat=c)
    K("let's do the design review Thursday. 9am to noon", cc("Design review", dt(wd(4), 9), dt(wd(4), 12)), cat=c)
    K("tomorrow, 9 to 5, offsite workshop", cc("Offsite workshop", dt(rel(1), 9), dt(rel(1), 17)), cat=c)
    K("on Sunday, brunch with the Parkers between 11 and 1", cc("Brunch with the Parkers", dt(wd(7), 11), dt(wd(7), 13)), cat=c)
    K("next Wednesday the budget review runs 10:00 to 11:30", cc("Budget review", dt(wk(1, 3), 10), dt(wk(1, 3), 11, 30)), cat=c)
    K("December 10th, dinner with Mom at 7:30pm", cc("Dinner with Mom", dt(ymd(2026, 12, 10), 19, 30)), cat=c)
    K("movie night, 8pm, Saturday", cc("Movie night", dt(wd(6), 20)), cat=c)
    K("flight to Denver Jan 5, departs 7:40 in the morning", cc("Flight to Denver", dt(ymd(2027, 1, 5), 7, 40)), cat=c)
    K("haircut at 3 tomorrow", cc("Haircut", dt(rel(1), 15)), cat=c)
    K("block off next Monday 9 to 11am for deep work", cc("Deep work", dt(wk(1, 1), 9), dt(wk(1, 1), 11)), cat=c)
    K("swim class Saturday, 8 to 9:30am", cc("Swim class", dt(wd(6), 8), dt(wd(6), 9, 30)), cat=c)
    K("the holiday party is on the 18th and starts at 6pm", cc("Holiday party", dt(ymd(2026, 12, 18), 18)), cat=c)
    K("coffee with Dana at 4pm the day after tomorrow", cc("Coffee with Dana", dt(rel(2), 16)), cat=c)
    K("tomorrow from noon to 1 lunch with the new hire", cc("Lunch with the new hire", dt(rel(1), 12), dt(rel(1), 13)), cat=c)
    K("team offsite Monday after next, 10am", cc("Team offsite", dt(wk(2, 1), 10)), cat=c, conv="after-next")
    K("my guitar class moved to Tuesday, 7 to 9pm - add it", cc("Guitar class", dt(wd(2), 19), dt(wd(2), 21)), cat=c)
    K("vet appointment next Friday, 3pm", cc("Vet appointment", dt(wk(1, 5), 15)), cat=c)
    K("on call Thursday 10pm to 2am", cc("On call", dt(wd(4), 22), dt(wd(5), 2)), cat=c)
    K("interview Friday, 2 to 3", cc("Interview", dt(wd(5), 14), dt(wd(5), 15)), cat=c)
    K("client visit Thursday 15:00-16:30", cc("Client visit", dt(wd(4), 15), dt(wd(4), 16, 30)), cat=c)
    K("weekly sync next Monday as usual, 9:00-9:45", cc("Weekly sync", dt(wk(1, 1), 9), dt(wk(1, 1), 9, 45)), cat=c)
    K("movers come December 12 at 8am", cc("Movers", dt(ymd(2026, 12, 12), 8)), cat=c)
    K("PTA meeting on the 9th, 2:30 pm", cc("PTA meeting", dt(ymd(2026, 12, 9), 14, 30)), cat=c)
    K("dinner next Tuesday at 6pm with Jo", cc("Dinner with Jo", dt(wk(1, 2), 18)), cat=c)
    K("Thursday then, 10 to 12, product sync", cc("Product sync", dt(wd(4), 10), dt(wd(4), 12)), cat=c)
    K("demo at half past two on Friday", cc("Demo", dt(wd(5), 14, 30)), cat=c)
with use(now=NB, **E):
    K("Wednesday I fly to Austin, 10:05am", cc("Fly to Austin", dt(wd(3), 10, 5)), cat=c)
    K("checkup next Tuesday between 8 and 9", cc("Checkup", dt(wk(1, 2), 8), dt(wk(1, 2), 9)), cat=c)
    K("tomorrow afternoon the vendor meeting, 2 to 3:30", cc("Vendor meeting", dt(rel(1), 14), dt(rel(1), 15, 30)), cat=c)
    K("March 20th the reception starts at 11:58am", cc("Reception", dt(ymd(2027, 3, 20), 11, 58)), cat=c)
    K("Saturday the museum, 10 to 12", cc("Museum", dt(wd(6), 10), dt(wd(6), 12)), cat=c)
    K("open house April 2 from 10am to 4pm", cc("Open house", dt(ymd(2027, 4, 2), 10), dt(ymd(2027, 4, 2), 16)), cat=c)
    K("webinar March 18, 8:00-9:30 pm", cc("Webinar", dt(ymd(2027, 3, 18), 20), dt(ymd(2027, 3, 18), 21, 30)), cat=c)
    K("board meeting next Wednesday morning, 9 to 12", cc("Board meeting", dt(wk(1, 3), 9), dt(wk(1, 3), 12)), cat=c)
    K("viewing the apartment Saturday at 10am", cc("Viewing the apartment", dt(wd(6), 10)), cat=c)
    K("party tomorrow night, 7 to 10", cc("Party", dt(rel(1), 19), dt(rel(1), 22)), cat=c)
    K("handover next Monday at 10:30am", cc("Handover", dt(wk(1, 1), 10, 30)), cat=c)
    K("pick up the kids Wednesday around 6:15", cc("Pick up the kids", dt(wd(3), 18, 15)), cat=c)
with use(now=NC, **E):
    K("contract signing July 3rd, 2pm", cc("Contract signing", dt(ymd(2027, 7, 3), 14)), cat=c)
    K("follow-up call today 10:30-11", cc("Follow-up call", dt(today(), 10, 30), dt(today(), 11)), cat=c)
    K("Friday, let's say 3 in the afternoon, to go over the contract", cc("Go over the contract", dt(wd(5), 15)), cat=c)
    K("concert July 10, doors at 7:30pm", cc("Concert", dt(ymd(2027, 7, 10), 19, 30)), cat=c)
    K("Saturday we leave for the hike at 5:30am", cc("Hike", dt(wd(6), 5, 30)), cat=c)
    K("all-day training next Tuesday 9 to 5", cc("Training", dt(wk(1, 2), 9), dt(wk(1, 2), 17)), cat=c)
    K("video interview July 8, 10:00 to 10:45", cc("Video interview", dt(ymd(2027, 7, 8), 10), dt(ymd(2027, 7, 8), 10, 45)), cat=c)
with use(now=ND, **E):
    K("badminton Sunday 9 to 11am", cc("Badminton", dt(wd(7), 9), dt(wd(7), 11)), cat=c)
    K("lecture next Wednesday, starts at 7pm", cc("Lecture", dt(wk(1, 3), 19)), cat=c)
    K("overtime tonight 8 to 10", cc("Overtime", dt(today(), 20), dt(today(), 22)), cat=c)
    K("moving September 20 from 2 to 5pm", cc("Moving", dt(ymd(2027, 9, 20), 14), dt(ymd(2027, 9, 20), 17)), cat=c)
    K("thesis defense September 17, 1:30-3:00 pm", cc("Thesis defense", dt(ymd(2027, 9, 17), 13, 30), dt(ymd(2027, 9, 17), 15)), cat=c)
    K("cocktail party the Tuesday after next at 8pm", cc("Cocktail party", dt(wk(2, 2), 20)), cat=c, conv="after-next")
with use(now=NF, **E):
    K("house viewing Saturday, 10:30am to noon", cc("House viewing", dt(wd(6), 10, 30), dt(wd(6), 12)), cat=c)
    K("let's say next Monday, 3:30-4pm, with HR", cc("Meeting with HR", dt(wk(1, 1), 15, 30), dt(wk(1, 1), 16)), cat=c,
      unsure="title assembled as 'Meeting with HR'")
    K("hot pot Friday at 7pm", cc("Hot pot", dt(wd(5), 19)), cat=c)

# =============================================================================== calendar.create: multi-day
c = "range"
with use(now=NA, **E):
    K("business trip to Denver from the 15th to the 18th", cc("Business trip to Denver", dom(15), dom(18)), cat=c)
    K("Dec 15-18 conference in Boston", cc("Conference", ymd(2026, 12, 15), ymd(2026, 12, 18), location="Boston"), cat=c,
      unsure="'in Boston' read as the location")
    K("add my vacation December 15th through the 18th", cc("Vacation", ymd(2026, 12, 15), ymd(2026, 12, 18)), cat=c)
    K("visiting my parents Thursday to Sunday", cc("Visiting my parents", wd(4), wd(7)), cat=c)
    K("all-hands training next Mon-Wed", cc("All-hands training", wk(1, 1), wk(1, 3)), cat=c)
    K("Cancun trip Dec 28 – Jan 3", cc("Cancun trip", ymd(2026, 12, 28), ymd(2027, 1, 3)), cat=c)
    K("mark Jan 5 to Feb 3 as winter break", cc("Winter break", ymd(2027, 1, 5), ymd(2027, 2, 3)), cat=c)
    K("Japan trip January 3rd-8th", cc("Japan trip", ymd(2027, 1, 3), ymd(2027, 1, 8)), cat=c)
    K("hackathon for three days starting the day after tomorrow", cc("Hackathon", rel(2), rel(4)), cat=c)
    K("five days off starting next Thursday", cc("Days off", wk(1, 4), wk(1, 4) + td(days=4)), cat=c,
      unsure="title 'Days off' is implied")
    K("code freeze from 3pm tomorrow until noon the day after", cc("Code freeze", dt(rel(1), 15), dt(rel(2), 12)), cat=c)
    K("ski trip 12/20-12/27", cc("Ski trip", ymd(2026, 12, 20), ymd(2026, 12, 27)), cat=c)
with use(now=NB, **E):
    K("onsite in Austin March 22-26", cc("Onsite", ymd(2027, 3, 22), ymd(2027, 3, 26), location="Austin"), cat=c,
      unsure="'in Austin' read as the location")
    K("road trip April 1st through 5th", cc("Road trip", ymd(2027, 4, 1), ymd(2027, 4, 5)), cat=c)
    K("training next Tuesday to Thursday", cc("Training", wk(1, 2), wk(1, 4)), cat=c)
    K("Yunnan trip 4/10-4/15", cc("Yunnan trip", ymd(2027, 4, 10), ymd(2027, 4, 15)), cat=c)
    K("trade show the 18th-21st", cc("Trade show", dom(18), dom(21)), cat=c)
with use(now=NC, **E):
    K("orientation July 5-9", cc("Orientation", ymd(2027, 7, 5), ymd(2027, 7, 9)), cat=c)
    K("Maine trip this Friday through next Monday", cc("Maine trip", wd(5), wk(1, 1)), cat=c)
    K("vacation August 1st to 15th", cc("Vacation", ymd(2027, 8, 1), ymd(2027, 8, 15)), cat=c)
with use(now=ND, **E):
    K("Guangzhou trip September 13 to 17", cc("Guangzhou trip", ymd(2027, 9, 13), ymd(2027, 9, 17)), cat=c)
    K("family holiday Oct 1-7", cc("Family holiday", ymd(2027, 10, 1), ymd(2027, 10, 7)), cat=c)
with use(now=NF, **E):
    K("business travel November 8th to 12th", cc("Business travel", ymd(2027, 11, 8), ymd(2027, 11, 12)), cat=c)
    K("off Friday through next Tuesday", cc("Off", wd(5), wk(1, 2)), cat=c, unsure="title 'Off'")

# =============================================================================== calendar.create: location
c = "location"
with use(now=NA, **E):
    K("study group tomorrow at 2:30pm at the library", cc("Study group", dt(rel(1), 14, 30), location="the library"), cat=c)
    K("project kickoff Friday 10am, location: conference room B", cc("Project kickoff", dt(wd(5), 10), location="conference room B"), cat=c)
    K("dinner at Nobu the day after tomorrow at 7pm", cc("Dinner", dt(rel(2), 19), location="Nobu"), cat=c)
    K("training next Monday 9 to 11am in Room 301", cc("Training", dt(wk(1, 1), 9), dt(wk(1, 1), 11), location="Room 301"), cat=c)
    K("meet Sam at the public library on December 12 at 3pm", cc("Meet Sam", dt(ymd(2026, 12, 12), 15), location="the public library"), cat=c)
    K("coffee with the client tonight at 7:30 at Blue Bottle", cc("Coffee with the client", dt(today(), 19, 30), location="Blue Bottle"), cat=c)
    K("interview Thursday 3 to 4pm in meeting room 2", cc("Interview", dt(wd(4), 15), dt(wd(4), 16), location="meeting room 2"), cat=c)
    K("basketball at the Y next Wednesday at 7", cc("Basketball", dt(wk(1, 3), 19), location="the Y"), cat=c)
    K("new event: team meeting tomorrow 10am, where: 8th floor lounge", cc("Team meeting", dt(rel(1), 10), location="8th floor lounge"), cat=c)
    K("Sunday lunch at grandma's at noon", cc("Sunday lunch", dt(wd(7), 12), location="grandma's"), cat=c,
      unsure="title could be 'Lunch'")
    K("school pickup the day after tomorrow at 4pm at the front gate", cc("School pickup", dt(rel(2), 16), location="the front gate"), cat=c)
    K("movie with Jen Friday at 8pm at the AMC on Main Street", cc("Movie with Jen", dt(wd(5), 20), location="the AMC on Main Street"), cat=c)
    K("book club at Anna's place on the 20th at 6:30pm", cc("Book club", dt(ymd(2026, 12, 20), 18, 30), location="Anna's place"), cat=c)
    K("parent-teacher conference next Tuesday at 5, location: Lincoln Elementary",
      cc("Parent-teacher conference", dt(wk(1, 2), 17), location="Lincoln Elementary"), cat=c)
    K("yoga at the community center Saturday 9am", cc("Yoga", dt(wd(6), 9), location="the community center"), cat=c)
with use(now=NB, **E):
    K("weekly meeting tomorrow at 10 in the big conference room", cc("Weekly meeting", dt(rel(1), 10), location="the big conference room"), cat=c)
    K("client demo Thursday at 2pm at their office on Pine St", cc("Client demo", dt(wd(4), 14), location="their office on Pine St"), cat=c)
    K("reunion March 19 at 6pm at the usual place", cc("Reunion", dt(ymd(2027, 3, 19), 18), location="the usual place"), cat=c)
    K("meet at the subway station next Monday at 8:30am", cc("Meet", dt(wk(1, 1), 8, 30), location="the subway station"), cat=c,
      unsure="title 'Meet' is thin")
    K("office hours the day after tomorrow 3 to 5pm in Lab B201", cc("Office hours", dt(rel(2), 15), dt(rel(2), 17), location="Lab B201"), cat=c)
    K("HOA meeting Saturday 10am at the clubhouse", cc("HOA meeting", dt(wd(6), 10), location="the clubhouse"), cat=c)
with use(now=NC, **E):
    K("lunch with my advisor tomorrow at noon at the cafeteria", cc("Lunch with my advisor", dt(rel(1), 12), location="the cafeteria"), cat=c)
    K("paperwork at City Hall July 2 at 9am", cc("Paperwork", dt(ymd(2027, 7, 2), 9), location="City Hall"), cat=c)
    K("investor meeting Friday 4pm, location: WeWork Soho", cc("Investor meeting", dt(wd(5), 16), location="WeWork Soho"), cat=c)
    K("leg day at the gym tonight at 8", cc("Leg day", dt(today(), 20), location="the gym"), cat=c)
with use(now=ND, **E):
    K("court hearing next Tuesday 10am at the county courthouse", cc("Court hearing", dt(wk(1, 2), 10), location="the county courthouse"), cat=c)
    K("mooncake party at grandma's house Sunday at 3", cc("Mooncake party", dt(wd(7), 15), location="grandma's house"), cat=c)

# =============================================================================== calendar.create: other time forms
with use(now=NA, **E):
    K("book club the second Wednesday of next month at 2pm", cc("Book club", dt(nth(2027, 1, 2, 3), 14)), cat="arithmetic")
    K("team dinner the last Thursday of this month at 7pm", cc("Team dinner", dt(lastwd(2026, 12, 4), 19)), cat="arithmetic")
    K("quarterly report due the Monday after next at 9am", cc("Quarterly report due", dt(wk(2, 1), 9)), cat="arithmetic", conv="after-next")
    K("follow-up three weeks from today at 3pm", cc("Follow-up", dt(rel(21), 15)), cat="arithmetic")
    K("a week from Thursday, 11am, lunch with Raj", cc("Lunch with Raj", dt(wd(4) + td(days=7), 11)), cat="arithmetic")
    K("remind me to pick up the package in two and a half hours", cc("Pick up the package", C.now + td(minutes=150)), cat="duration")
    K("turn off the stove in 45 minutes", cc("Turn off the stove", C.now + td(minutes=45)), cat="duration")
    K("stitches out in ten days at 9am", cc("Stitches out", dt(rel(10), 9)), cat="duration")
    K("call mom this time tomorrow", cc("Call mom", dt(rel(1), 10)), cat="duration")
    K("leave for the airport at quarter to nine tomorrow morning", cc("Leave for the airport", dt(rel(1), 8, 45)), cat="clock")
    K("remind me at midnight tonight to buy the tickets", cc("Buy the tickets", dt(rel(1), 0)), cat="clock")
    K("meeting tomorrow at 4.45 pm", cc("Meeting", dt(rel(1), 16, 45)), cat="clock")
    K("movie at 7.45 pm tonight", cc("Movie", dt(today(), 19, 45)), cat="clock")
    K("Christmas Eve service at 7:30pm", cc("Christmas Eve service", dt(hol("christmas_eve"), 19, 30)), cat="holiday")
    K("New Year's Eve party at 9pm", cc("New Year's Eve party", dt(hol("nye"), 21)), cat="holiday")
    K("Thanksgiving dinner at 4pm at my sister's", cc("Thanksgiving dinner", dt(hol("thanksgiving"), 16), location="my sister's"), cat="holiday")
    K("egg hunt Easter Sunday at 10am", cc("Egg hunt", dt(hol("easter"), 10)), cat="holiday")
    K("Super sale on Black Friday, all day", cc("Super sale", hol("blackfriday")), cat="holiday")
    K("brunch on Mother's Day at 11", cc("Brunch", dt(hol("mothers"), 11)), cat="holiday")
    K("Chinese New Year dinner at 6pm", cc("Chinese New Year dinner", dt(hol("春节"), 18)), cat="holiday")
    K("dentist 1/15 at 9am", cc("Dentist", dt(ymd(2027, 1, 15), 9)), cat="numeric-date", conv="en-month-first")
    K("visa interview Jan. 8, 2027 at 10am", cc("Visa interview", dt(ymd(2027, 1, 8), 10)), cat="numeric-date")
    K("ultrasound 3/4/2027 at 2pm", cc("Ultrasound", dt(ymd(2027, 3, 4), 14)), cat="numeric-date", conv="en-month-first")
    K("party 12/24 at 8pm", cc("Party", dt(ymd(2026, 12, 24), 20)), cat="numeric-date")
    K("morning huddle Wednesday at 8am", cc("Morning huddle", dt(wk(1, 3), 8)), cat="rollover")
    K("handoff Wednesday at 3pm", cc("Handoff", dt(today(), 15)), cat="rollover")
    K("passport photos Wednesday at 9:30am", cc("Passport photos", dt(wk(1, 3), 9, 30)), cat="rollover")
    K("remind me to run at 7am", cc("Run", dt(rel(1), 7)), cat="rollover")
with use(now=NB, **E):
    K("online class Monday at 8pm", cc("Online class", dt(wk(1, 1), 20)), cat="rollover")
    K("call with the London team Monday at 10pm", cc("Call with the London team", dt(today(), 22)), cat="rollover")
    K("bank at 2pm", cc("Bank", dt(rel(1), 14)), cat="rollover")
    K("Good Friday service at noon", cc("Good Friday service", dt(hol("goodfriday"), 12)), cat="holiday")
    K("St. Patrick's Day parade at 11am", cc("St. Patrick's Day parade", dt(hol("stpatrick"), 11)), cat="holiday")
    K("team outing the last Friday in April at 5pm", cc("Team outing", dt(lastwd(2027, 4, 5), 17)), cat="arithmetic")
    K("first day of school the first Monday of next month at 9", cc("First day of school", dt(nth(2027, 4, 1, 1), 9)), cat="arithmetic")
    K("renew the subscription in 60 hours", cc("Renew the subscription", C.now + td(hours=60)), cat="duration")
    K("take my meds in an hour and a half", cc("Take my meds", C.now + td(minutes=90)), cat="duration")
    K("shut down the computer at ten to ten", cc("Shut down the computer", dt(today(), 21, 50)), cat="clock", conv="bare-hour")
    K("wake up at 0745", cc("Wake up", dt(rel(1), 7, 45)), cat="clock", conv="four-digit-clock")
    K("leave 4/5 at 8am", cc("Leave", dt(ymd(2027, 4, 5), 8)), cat="numeric-date", conv="en-month-first", unsure="title 'Leave'")
with use(now=NC, **E):
    K("fireworks on the Fourth of July at 9pm", cc("Fireworks", dt(hol("independence"), 21)), cat="holiday")
    K("Labor Day barbecue at 1pm", cc("Labor Day barbecue", dt(hol("labor"), 13)), cat="holiday")
    K("parent meeting the second Saturday of next month at 10am", cc("Parent meeting", dt(nth(2027, 7, 2, 6), 10)), cat="arithmetic")
    K("head out in three quarters of an hour", cc("Head out", C.now + td(minutes=45)), cat="duration")
    K("standup at a quarter to nine", cc("Standup", dt(today(), 8, 45)), cat="clock", conv="bare-hour")
    K("follow-up visit 7/15 at 3pm", cc("Follow-up visit", dt(ymd(2027, 7, 15), 15)), cat="numeric-date")
with use(now=ND, **E):
    K("staff meeting Friday at 1pm", cc("Staff meeting", dt(wk(1, 5), 13)), cat="rollover")
    K("staff meeting Friday at 3pm", cc("Staff meeting", dt(today(), 15)), cat="rollover")
    K("Halloween party at 8pm", cc("Halloween party", dt(hol("halloween"), 20)), cat="holiday")
    K("the day before Thanksgiving, fly home at 6pm", cc("Fly home", dt(hol("thanksgiving") - td(days=1), 18)), cat="arithmetic")

# =============================================================================== calendar.list
c = "range"
with use(now=NA, **E):
    K("what do I have next Monday through Wednesday", cl(wk(1, 1), wk(1, 3)), cat=c)
    K("am I busy December 15th to 20th", cl(ymd(2026, 12, 15), ymd(2026, 12, 20)), cat=c)
    K("show my schedule from tomorrow through Sunday", cl(rel(1), wd(7)), cat=c)
    K("what's on next month", cl(ymd(2027, 1, 1), ymd(2027, 1, 31)), cat=c)
    K("any meetings the week after next", cl(wk(2, 1), wk(2, 7)), cat=c)
    K("my calendar for January", cl(ymd(2027, 1, 1), ymd(2027, 1, 31)), cat=c)
    K("what do I have Friday and Saturday", cl(wd(5), wd(6)), cat="coordination")
    K("am I free the day after tomorrow or the day after that", cl(rel(2), rel(3)), cat="coordination")
    KM("what's on this Saturday and next Saturday", [cl(wd(6)), cl(wk(1, 6))], cat="coordination")
c = "deadline"
with use(now=NA, **E):
    K("what meetings do I have before Friday", cl(today(), wd(5) - td(days=1)), cat=c, conv="en-before-exclusive")
    K("what's on my calendar by the end of the month", cl(today(), month_end()), cat=c)
    K("my schedule for the next 3 days", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("how busy am I over the next two weeks", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
    K("anything left before the end of the year", cl(today(), ymd(2026, 12, 31)), cat=c)
    K("what's planned for early January", cl(ymd(2027, 1, 1), ymd(2027, 1, 10)), cat=c, conv="month-parts")
    K("the first week of next month, what do I have", cl(ymd(2027, 1, 1), ymd(2027, 1, 7)), cat=c, conv="first-week")
    K("am I free in late December", cl(ymd(2026, 12, 21), ymd(2026, 12, 31)), cat=c, conv="month-parts")
    K("meetings through next Friday", cl(today(), wk(1, 5)), cat=c)
    K("what's on in Q1 next year", cl(ymd(2027, 1, 1), ymd(2027, 3, 31)), cat=c, conv="quarters")
with use(now=NB, **E):
    K("anything by Thursday", cl(today(), wd(4)), cat=c, conv="by-inclusive")
    K("schedule until the end of March", cl(today(), ymd(2027, 3, 31)), cat=c)
    K("what's planned for early April", cl(ymd(2027, 4, 1), ymd(2027, 4, 10)), cat=c, conv="month-parts")
    K("what's left this week", cl(today(), wk(0, 7)), cat=c, unsure="'left this week' taken as today through Sunday")
    K("how's mid-April looking", cl(ymd(2027, 4, 11), ymd(2027, 4, 20)), cat=c, conv="month-parts")
with use(now=NC, **E):
    K("big things in the second half of the year", cl(ymd(2027, 7, 1), ymd(2027, 12, 31)), cat=c, conv="halves")
    K("late July schedule", cl(ymd(2027, 7, 21), ymd(2027, 7, 31)), cat=c, conv="month-parts")
    K("what's coming up in the next seven days", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, **E):
    K("am I free next Tuesday to Thursday", cl(wk(1, 2), wk(1, 4)), cat="range")
    K("anything on Easter", cl(hol("easter")), cat="holiday")
    K("my calendar the month after next", cl(ymd(2027, 5, 1), ymd(2027, 5, 31)), cat="arithmetic")
    K("what's on the second Sunday in April", cl(nth(2027, 4, 2, 7)), cat="arithmetic")
with use(now=ND, **E):
    K("what's on for Thanksgiving", cl(hol("thanksgiving")), cat="holiday")
    K("show me next week", cl(wk(1, 1), wk(1, 7)), cat="range")
    K("any meetings the first Wednesday of next month", cl(nth(2027, 10, 1, 3)), cat="arithmetic")
    K("schedule for 9/20", cl(ymd(2027, 9, 20)), cat="numeric-date", conv="en-month-first")
with use(now=NF, **E):
    K("what do I have on Black Friday", cl(hol("blackfriday")), cat="holiday")
    K("late November through early December, how busy", cl(ymd(2027, 11, 21), ymd(2027, 12, 10)), cat="range", conv="month-parts")

# =============================================================================== calendar.update
c = "update"
with use(now=NA, **E):
    g = [ev("Dentist appointment", dt(wd(5), 10), dt(wd(5), 11)), ev("Dentist follow-up", dt(ymd(2026, 12, 22), 10), dt(ymd(2026, 12, 22), 11))]
    K("move the dentist to 4pm", cu(0, title="dentist", start=dt(wd(5), 16)), cat=c, given=g, conv=["clock-only-keeps-day", "next-upcoming"])
    g = [ev("Team meeting", dt(rel(1), 9), dt(rel(1), 10)), ev("Team meeting", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("reschedule tomorrow's team meeting to 11", cu(0, title="team meeting", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
    g = [ev("Standup", dt(today(), 10, 30), dt(today(), 10, 45)), ev("Standup", dt(rel(1), 10, 30), dt(rel(1), 10, 45))]
    K("push today's standup back half an hour", cu(0, title="standup", date=today(), start=dt(today(), 11)), cat=c, given=g)
    g = [ev("Team dinner", dt(rel(2), 18, 30), dt(rel(2), 20, 30)), ev("Family dinner", dt(wd(7), 18), dt(wd(7), 20))]
    K("move the team dinner the day after tomorrow an hour earlier", cu(0, title="team dinner", date=rel(2), start=dt(rel(2), 17, 30)), cat=c, given=g)
    g = [ev("Tennis", dt(wd(6), 15), dt(wd(6), 17))]
    K("move Saturday's tennis to Sunday, same time", cu(0, title="tennis", date=wd(6), start=dt(wd(7), 15)), cat=c, given=g)
    g = [ev("Design review", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("Design review", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("rename next Monday's design review to quarterly retro", cu(0, title="design review", date=wk(1, 1), new_title="quarterly retro"), cat=c, given=g)
    g = [ev("Interview with Alex", dt(rel(1), 14), dt(rel(1), 15)), ev("Interview with Kim", dt(rel(1), 10), dt(rel(1), 11))]
    K("change the location of tomorrow afternoon's interview to room 3", cu(0, title="interview", date=rel(1), location="room 3"), cat=c, given=g,
      unsure="two interviews tomorrow; 'afternoon' picks the 14:00 one, which title+date alone cannot")
    g = [ev("Physical", dt(ymd(2026, 12, 10), 8), dt(ymd(2026, 12, 10), 9)), ev("Dog's physical", dt(ymd(2026, 12, 12), 9), dt(ymd(2026, 12, 12), 10))]
    K("move my physical on December 10 to December 12 at 9am",
      cu(0, title="physical", date=ymd(2026, 12, 10), start=dt(ymd(2026, 12, 12), 9)), cat=c, given=g)
    g = [ev("Yoga class", dt(today(), 19), dt(today(), 20)), ev("Yoga class", dt(wd(5), 19), dt(wd(5), 20))]
    K("tonight's yoga class is at 8 now, not 7", cu(0, title="yoga class", date=today(), start=dt(today(), 20)), cat=c, given=g)
    g = [ev("Product review", dt(wd(4), 15), dt(wd(4), 16)), ev("Product review", dt(wk(1, 4), 15), dt(wk(1, 4), 16))]
    K("change Thursday's 3-4pm review to 3:30-5", cu(0, title="review", date=wd(4), start=dt(wd(4), 15, 30), end=dt(wd(4), 17)), cat=c, given=g)
    g = [ev("Call with the bank", dt(rel(1), 9), dt(rel(1), 9, 30)), ev("Lunch with the banker", dt(wd(5), 12), dt(wd(5), 13))]
    K("push the call with the bank to Friday", cu(0, title="call with the bank", start=dt(wd(5), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Weekly report", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("move next Monday's weekly report to next Tuesday 10am", cu(0, title="weekly report", date=wk(1, 1), start=dt(wk(1, 2), 10)), cat=c, given=g)
    g = [ev("PTA meeting", dt(ymd(2026, 12, 9), 14, 30), dt(ymd(2026, 12, 9), 16)), ev("HOA meeting", dt(ymd(2026, 12, 9), 19), dt(ymd(2026, 12, 9), 21))]
    K("the PTA meeting is at 3 now", cu(0, title="PTA meeting", start=dt(ymd(2026, 12, 9), 15)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("Morning run", dt(rel(1), 7), dt(rel(1), 8)), ev("Morning run", dt(rel(2), 7), dt(rel(2), 8))]
    K("bring tomorrow's morning run forward to 6:30", cu(0, title="morning run", date=rel(1), start=dt(rel(1), 6, 30)), cat=c, given=g)
    g = [ev("Quarterly meeting", dt(wk(1, 4), 14), dt(wk(1, 4), 17))]
    K("set the location of next Thursday's quarterly meeting to the main hall",
      cu(0, title="quarterly meeting", date=wk(1, 4), location="the main hall"), cat=c, given=g)
    g = [ev("Movie night", dt(wd(6), 20), dt(wd(6), 22)), ev("Movie night", dt(wk(1, 6), 20), dt(wk(1, 6), 22))]
    K("this Saturday's movie night starts at 9 instead", cu(0, title="movie night", date=wd(6), start=dt(wd(6), 21)), cat=c, given=g)
    g = [ev("Haircut", dt(wd(7), 15), dt(wd(7), 16))]
    K("push my haircut back a day", cu(0, title="haircut", start=dt(wd(7) + td(days=1), 15)), cat=c, given=g)
    g = [ev("Rehearsal", dt(ymd(2026, 12, 17), 14), dt(ymd(2026, 12, 17), 17)), ev("Holiday party", dt(ymd(2026, 12, 18), 18), dt(ymd(2026, 12, 18), 21))]
    K("move the rehearsal up to the 16th at 2pm", cu(0, title="rehearsal", start=dt(ymd(2026, 12, 16), 14)), cat=c, given=g)
    g = [ev("Lunch with Ann", dt(wd(5), 12), dt(wd(5), 13)), ev("Lunch with Ben", dt(wd(4), 12), dt(wd(4), 13))]
    K("shift lunch with Ann to Saturday", cu(0, title="lunch with Ann", start=dt(wd(6), 12)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, **E):
    g = [ev("Product launch", dt(ymd(2027, 3, 19), 14), dt(ymd(2027, 3, 19), 16)), ev("Launch rehearsal", dt(ymd(2027, 3, 18), 14), dt(ymd(2027, 3, 18), 16))]
    K("postpone the product launch to next Monday, same time", cu(0, title="product launch", start=dt(wk(1, 1), 14)), cat=c, given=g)
    g = [ev("Follow-up visit", dt(rel(2), 14, 30), dt(rel(2), 15)), ev("Follow-up visit", dt(ymd(2027, 4, 12), 14, 30), dt(ymd(2027, 4, 12), 15))]
    K("change the follow-up visit the day after tomorrow to Friday at 10am",
      cu(0, title="follow-up visit", date=rel(2), start=dt(wd(5), 10)), cat=c, given=g)
    g = [ev("Online class", dt(wk(1, 1), 20), dt(wk(1, 1), 21, 30))]
    K("next Monday's online class should start at 7pm", cu(0, title="online class", date=wk(1, 1), start=dt(wk(1, 1), 19)), cat=c, given=g)
    g = [ev("Team outing", dt(wd(7), 13), dt(wd(7), 18))]
    K("rename the team outing to spring picnic", cu(0, title="team outing", new_title="spring picnic"), cat=c, given=g)
    g = [ev("Board meeting", dt(wk(1, 3), 9), dt(wk(1, 3), 12)), ev("Board meeting prep", dt(wk(1, 2), 15), dt(wk(1, 2), 16))]
    K("push next Wednesday's board meeting two hours later", cu(0, title="board meeting", date=wk(1, 3), start=dt(wk(1, 3), 11)), cat=c, given=g)
    g = [ev("Museum", dt(wd(6), 10), dt(wd(6), 12))]
    K("make the museum Saturday 2 to 4pm instead", cu(0, title="museum", start=dt(wd(6), 14), end=dt(wd(6), 16)), cat=c, given=g)
with use(now=NC, **E):
    g = [ev("Contract signing", dt(ymd(2027, 7, 3), 14), dt(ymd(2027, 7, 3), 15))]
    K("move the contract signing to July 5 at 11am", cu(0, title="contract signing", start=dt(ymd(2027, 7, 5), 11)), cat=c, given=g)
    g = [ev("Follow-up call", dt(today(), 10, 30), dt(today(), 11)), ev("Follow-up call", dt(rel(7), 10, 30), dt(rel(7), 11))]
    K("move today's follow-up call to 2pm", cu(0, title="follow-up call", date=today(), start=dt(today(), 14)), cat=c, given=g)
    g = [ev("Concert", dt(ymd(2027, 7, 10), 19, 30), dt(ymd(2027, 7, 10), 22))]
    K("change the concert venue to Madison Square Garden", cu(0, title="concert", location="Madison Square Garden"), cat=c, given=g)
with use(now=ND, **E):
    g = [ev("Lecture", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("Lecture", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("push next Wednesday's lecture back a week", cu(0, title="lecture", date=wk(1, 3), start=dt(wk(2, 3), 19)), cat=c, given=g)
    g = [ev("Celebration dinner", dt(wk(1, 5), 18, 30), dt(wk(1, 5), 21))]
    K("move the celebration dinner up to next Thursday", cu(0, title="celebration dinner", start=dt(wk(1, 4), 18, 30)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Overtime", dt(today(), 20), dt(today(), 22))]
    K("change tonight's overtime to 9 to 11", cu(0, title="overtime", date=today(), start=dt(today(), 21), end=dt(today(), 23)), cat=c, given=g)

# =============================================================================== calendar.delete
c = "delete"
with use(now=NA, **E):
    g = [ev("Project meeting", dt(rel(1), 15), dt(rel(1), 16)), ev("Project meeting", dt(wd(5), 10), dt(wd(5), 11))]
    K("please delete tomorrow's meeting for me", cdel(0, title="meeting", date=rel(1)), cat=c, given=g)
    g = [ev("Interview", dt(wd(5), 14), dt(wd(5), 15)), ev("Interview", dt(wk(1, 1), 14), dt(wk(1, 1), 15))]
    K("cancel Friday's interview", cdel(0, title="interview", date=wd(5)), cat=c, given=g)
    g = [ev("Lunch with Ann", dt(wd(5), 12), dt(wd(5), 13)), ev("Lunch with Ben", dt(wd(4), 12), dt(wd(4), 13))]
    K("cancel lunch with Ann", cdel(0, title="lunch with Ann"), cat=c, given=g)
    g = [ev("Yoga class", dt(today(), 19), dt(today(), 20))]
    K("I'm skipping yoga tonight, remove it", cdel(0, title="yoga", date=today()), cat=c, given=g)
    g = [ev("Dentist appointment", dt(ymd(2026, 12, 10), 16), dt(ymd(2026, 12, 10), 17)), ev("Haircut appointment", dt(ymd(2026, 12, 10), 18), dt(ymd(2026, 12, 10), 19))]
    K("get rid of the dentist appointment", cdel(0, title="dentist appointment"), cat=c, given=g)
    g = [ev("Team dinner", dt(rel(2), 18, 30), dt(rel(2), 20, 30))]
    K("the team dinner the day after tomorrow is off", cdel(0, title="team dinner", date=rel(2)), cat=c, given=g)
    g = [ev("Hiking", dt(wd(6), 7), dt(wd(6), 12)), ev("Hiking", dt(wk(1, 6), 7), dt(wk(1, 6), 12))]
    K("not hiking this Saturday after all, delete it", cdel(0, title="hiking", date=wd(6)), cat=c, given=g)
    g = [ev("Training", dt(rel(1), 9), dt(rel(1), 12)), ev("Training", dt(rel(1), 14), dt(rel(1), 17))]
    K("remove tomorrow morning's training", cdel(0, title="training", date=rel(1)), cat=c, given=g,
      unsure="'morning' picks the 9:00 session, which title+date alone cannot")
    g = [ev("Piano lesson", dt(wd(7), 14), dt(wd(7), 15)), ev("Piano lesson", dt(wk(1, 7), 14), dt(wk(1, 7), 15))]
    K("cancel Sunday's piano lesson", cdel(0, title="piano lesson", date=wd(7)), cat=c, given=g)
    g = [ev("Project review", dt(wk(1, 1), 9), dt(wk(1, 1), 11))]
    K("next Monday's project review is cancelled, take it off", cdel(0, title="project review", date=wk(1, 1)), cat=c, given=g)
    g = [ev("Conference call", dt(today(), 16), dt(today(), 17)), ev("Weekly meeting", dt(today(), 11), dt(today(), 12))]
    K("drop the conference call from my calendar", cdel(0, title="conference call"), cat=c, given=g)
    g = [ev("Business trip to Denver", ymd(2026, 12, 15), ymd(2026, 12, 18)), ev("Business trip to Austin", ymd(2027, 1, 11), ymd(2027, 1, 12))]
    K("the Denver trip is off, delete it", cdel(0, title="Denver"), cat=c, given=g, unsure="title word 'Denver' alone identifies it")
    g = [ev("Holiday party", dt(ymd(2026, 12, 18), 18), dt(ymd(2026, 12, 18), 21)), ev("Party rehearsal", dt(ymd(2026, 12, 17), 14), dt(ymd(2026, 12, 17), 17))]
    K("delete the rehearsal on December 17", cdel(1, title="rehearsal", date=ymd(2026, 12, 17)), cat=c, given=g)
    g = [ev("PTA meeting", dt(ymd(2026, 12, 9), 14, 30), dt(ymd(2026, 12, 9), 16))]
    K("remove next Wednesday's PTA meeting", cdel(0, title="PTA meeting", date=wk(1, 3)), cat=c, given=g)
    g = [ev("Pick up package", dt(rel(1), 16), dt(rel(1), 16, 30))]
    K("cancel tomorrow's package pickup reminder", cdel(0, title="package", date=rel(1)), cat=c, given=g,
      unsure="'package pickup' vs stored 'Pick up package': the shared word 'package'")
with use(now=NB, **E):
    g = [ev("Online class", dt(wk(1, 1), 20), dt(wk(1, 1), 21)), ev("Online class", dt(wk(1, 3), 20), dt(wk(1, 3), 21))]
    K("delete next Monday's online class", cdel(0, title="online class", date=wk(1, 1)), cat=c, given=g)
    g = [ev("Museum", dt(wd(6), 10), dt(wd(6), 12))]
    K("scrap the museum on Saturday", cdel(0, title="museum", date=wd(6)), cat=c, given=g)
    g = [ev("Checkup", dt(wk(1, 2), 8), dt(wk(1, 2), 9)), ev("Checkup results", dt(ymd(2027, 4, 6), 10), dt(ymd(2027, 4, 6), 11))]
    K("I'm not going to next Tuesday's checkup", cdel(0, title="checkup", date=wk(1, 2)), cat=c, given=g)
    g = [ev("Game night", dt(wd(4), 21), dt(wd(4), 23))]
    K("remove Thursday's game night", cdel(0, title="game night", date=wd(4)), cat=c, given=g)
with use(now=NC, **E):
    g = [ev("Orientation", ymd(2027, 7, 5), ymd(2027, 7, 9))]
    K("delete the orientation event", cdel(0, title="orientation"), cat=c, given=g)
    g = [ev("Hike", dt(wd(6), 5, 30), dt(wd(6), 12)), ev("Swim", dt(wd(6), 15), dt(wd(6), 16))]
    K("only remove the hike on Saturday", cdel(0, title="hike", date=wd(6)), cat=c, given=g)
    g = [ev("Video interview", dt(ymd(2027, 7, 8), 10), dt(ymd(2027, 7, 8), 10, 45))]
    K("the July 8 video interview got cancelled", cdel(0, title="video interview", date=ymd(2027, 7, 8)), cat=c, given=g)
with use(now=ND, **E):
    g = [ev("Badminton", dt(wd(7), 9), dt(wd(7), 11)), ev("Badminton", dt(wk(1, 7), 9), dt(wk(1, 7), 11))]
    K("cancel this Sunday's badminton", cdel(0, title="badminton", date=wd(7)), cat=c, given=g)
    g = [ev("Moving", dt(ymd(2027, 9, 20), 14), dt(ymd(2027, 9, 20), 17))]
    K("take the moving day off my calendar", cdel(0, title="moving"), cat=c, given=g)

# =============================================================================== ledger.add
c = "money"
with use(now=NA, **E):
    K("parking 15", la("15", "transport", "parking"), cat=c)
    K("books 59.90", la("59.9", "education", "books"), cat=c)
    K("lunch 12.50", la("12.5", "food", "lunch"), cat=c)
    K("log uber 23.40", la("23.4", "transport", "uber"), cat=c)
    K("a buck fifty for gum", la("1.5", "food", "gum"), cat=c)
    K("spent a grand on the deposit", la("1000", "housing", "deposit"), cat=c, unsure="deposit: housing or other")
    K("twelve hundred bucks rent", la("1200", "housing", "rent"), cat=c)
    K("three hundred and fifty dollars for the bike", la("350", "shopping", "bike"), cat=c)
    K("300 Swiss francs for the watch strap", la("300", "shopping", "watch strap", cur="CHF"), cat=c)
    K("dim sum HK$150", la("150", "food", "dim sum", cur="HKD"), cat=c)
    K("C$35 ferry", la("35", "transport", "ferry", cur="CAD"), cat=c)
    K("EUR30 museum entry", la("30", "entertainment", "museum entry", cur="EUR"), cat=c)
    K("2000 Thai baht for a massage", la("2000", "entertainment", "massage", cur="THB"), cat=c, unsure="massage: entertainment or health")
    K("80 Australian dollars for the tour", la("80", "entertainment", "tour", cur="AUD"), cat=c)
    K("camera 1.299,00 €", la("1299", "shopping", "camera", cur="EUR"), cat=c, conv="comma-decimal")
    K("bonus of 7k came in", la("7000", "salary", "bonus", kind="income"), cat=c)
    K("got my paycheck, 4200", la("4200", "salary", "paycheck", kind="income"), cat=c)
    K("groceries 86", la("86", "food", "groceries"), cat=c)
    K("gas 48", la("48", "transport", "gas"), cat=c)
    K("haircut 35", la("35", "other", "haircut"), cat=c, unsure="haircut has no fixed category: other")
    K("pharmacy 18.25", la("18.25", "health", "pharmacy"), cat=c)
    K("tuition 3,500", la("3500", "education", "tuition"), cat=c)
    K("movie tickets twenty-four dollars", la("24", "entertainment", "movie tickets"), cat=c)
    K("electricity bill 86.40", la("86.4", "housing", "electricity bill"), cat=c)
    K("yesterday's taxi was 26", la("26", "transport", "taxi", d=rel(-1)), cat="rollover")
    K("dinner the day before yesterday, 68 bucks", la("68", "food", "dinner", d=rel(-2)), cat="rollover")
    K("gas last Friday 52", la("52", "transport", "gas", d=wk(-1, 5)), cat="rollover")
    K("team lunch Friday was 200", la("200", "food", "team lunch", d=wk(-1, 5)), cat="rollover")
    K("Monday's electric bill 110", la("110", "housing", "electric bill", d=wk(0, 1)), cat="rollover")
    K("books on the 20th, 45", la("45", "education", "books", d=ymd(2026, 11, 20)), cat="rollover")
    K("11/11 bought headphones 129", la("129", "shopping", "headphones", d=ymd(2026, 11, 11)), cat="numeric-date")
    K("Black Friday TV 499", la("499", "shopping", "TV", d=ymd(2026, 11, 27)), cat="holiday")
    K("Thanksgiving groceries 230", la("230", "food", "Thanksgiving groceries", d=ymd(2026, 11, 26)), cat="holiday",
      unsure="note keeps the holiday word")
    K("medicine three days ago, 36", la("36", "health", "medicine", d=rel(-3)), cat="duration")
    K("coffee at 9am, 4.75", la("4.75", "food", "coffee"), cat="rollover")
with use(now=NB, **E):
    K("uber Monday at 8pm was $40", la("40", "transport", "uber"), cat="rollover")
    K("clothes Tuesday, 320", la("320", "shopping", "clothes", d=wk(-1, 2)), cat="rollover")
    K("Saturday dinner was 300", la("300", "food", "dinner", d=wk(-1, 6)), cat="rollover")
    K("late-night snack at 10pm yesterday, 18", la("18", "food", "snack", d=rel(-1)), cat="rollover")
    K("course fee on the 18th, 199", la("199", "education", "course fee", d=ymd(2027, 2, 18)), cat="rollover")
    K("Valentine's dinner 140", la("140", "food", "Valentine's dinner", d=ymd(2027, 2, 14)), cat="holiday")
    K("subway this morning 2.90", la("2.9", "transport", "subway"), cat=c)
    K("₩15,000 bibimbap", la("15000", "food", "bibimbap", cur="KRW"), cat=c)
    K("S$25 chili crab", la("25", "food", "chili crab", cur="SGD"), cat=c)
    K("sneakers two weeks ago, 129", la("129", "shopping", "sneakers", d=rel(-14)), cat="duration")
    K("a quarter million for the condo down payment", la("250000", "housing", "condo down payment"), cat=c)
with use(now=NC, **E):
    K("breakfast 9.50", la("9.5", "food", "breakfast"), cat=c)
    K("Memorial Day cookout supplies 85", la("85", "food", "cookout supplies", d=ymd(2027, 5, 31)), cat="holiday")
    K("gas last Wednesday, 55", la("55", "transport", "gas", d=wk(-1, 3)), cat="rollover")
    K("HOA fee 480", la("480", "housing", "HOA fee"), cat=c)
    K("two concert tickets, 120", la("120", "entertainment", "concert tickets"), cat=c)
    K("doctor's visit 150", la("150", "health", "doctor's visit"), cat=c)
    K("£30 theatre tickets", la("30", "entertainment", "theatre tickets", cur="GBP"), cat=c)
with use(now=ND, **E):
    K("Labor Day trip gas 60", la("60", "transport", "gas", d=ymd(2027, 9, 6)), cat="holiday")
    K("car repair this morning, 450", la("450", "transport", "car repair"), cat="rollover")
    K("groceries Saturday 120", la("120", "food", "groceries", d=wk(-1, 6)), cat="rollover")
    K("cab at 4pm, 28", la("28", "transport", "cab", d=rel(-1)), cat="rollover")
    K("sold my old phone for 800", la("800", "other", "sold my old phone", kind="income"), cat=c,
      unsure="note wording")

# =============================================================================== ledger.summary / ledger.list
c = "deadline"
with use(now=NA, **E):
    K("how much did I spend in the last 7 days", ls(rel(-6), today()), cat=c, conv="n-days-counting-today")
    K("how much so far this month", ls(ymd(2026, 12, 1), today()), cat=c, conv="since")
    K("total spending year to date", ls(ymd(2026, 1, 1), today()), cat=c, conv="since")
    K("expense summary for last quarter", ls(ymd(2026, 7, 1), ymd(2026, 9, 30)), cat=c, conv="quarters")
    K("how much did food cost me in the first half of this year", ls(ymd(2026, 1, 1), ymd(2026, 6, 30), "food"), cat=c, conv="halves")
    K("list my expenses from early November", ll(ymd(2026, 11, 1), ymd(2026, 11, 10)), cat=c, conv="month-parts")
    K("show taxi rides over the past 30 days", ll(rel(-29), today(), "transport"), cat=c, conv="n-days-counting-today")
    K("spending since last Monday", ls(wk(-1, 1), today()), cat=c, conv="since")
with use(now=NB, **E):
    K("entries from the last three days", ll(rel(-2), today()), cat=c, conv="n-days-counting-today")
    K("month to date spending", ls(ymd(2027, 3, 1), today()), cat=c, conv="since")
    K("what did I spend in the second half of last year", ls(ymd(2026, 7, 1), ymd(2026, 12, 31)), cat=c, conv="halves")
    K("shopping in Q4 of last year", ls(ymd(2026, 10, 1), ymd(2026, 12, 31), "shopping"), cat=c, conv="quarters")
c = "range"
with use(now=NA, **E):
    K("what did I spend last Monday through Friday", ls(wk(-1, 1), wk(-1, 5)), cat=c)
    K("list expenses November 1-15", ll(ymd(2026, 11, 1), ymd(2026, 11, 15)), cat=c)
    K("transport costs September to November", ls(ymd(2026, 9, 1), ymd(2026, 11, 30), "transport"), cat=c)
    K("income the month before last", ls(ymd(2026, 10, 1), ymd(2026, 10, 31), "salary"), cat="arithmetic")
    K("what did I buy on Black Friday", ll(ymd(2026, 11, 27)), cat="holiday")
    K("spending over Thanksgiving weekend", ls(ymd(2026, 11, 26), ymd(2026, 11, 29)), cat="holiday",
      unsure="Thanksgiving weekend taken as Thursday through Sunday")
    K("how much yesterday and the day before", ls(rel(-2), rel(-1)), cat="coordination")
    K("itemize last weekend", ll(wk(-1, 6), wk(-1, 7)), cat=c)
    K("my last 10 transactions", ll(limit=10), cat=c)
with use(now=NB, **E):
    K("total for March 1-10", ls(ymd(2027, 3, 1), ymd(2027, 3, 10)), cat=c)
    K("taxis last Wednesday to Sunday", ls(wk(-1, 3), wk(-1, 7), "transport"), cat=c)
    K("list January through February", ll(ymd(2027, 1, 1), ymd(2027, 2, 28)), cat=c)
    K("health costs last month", ls(ymd(2027, 2, 1), ymd(2027, 2, 28), "health"), cat=c)
with use(now=NF, **E):
    K("last month and this month combined", ls(ymd(2027, 10, 1), ymd(2027, 11, 30)), cat="coordination",
      unsure="this month's end is in the future; to = the month's last day")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, **E):
    K("weather in Boston the day after tomorrow", wx("Boston", rel(2)), cat=c)
    K("will it rain in Seattle on Saturday", wx("Seattle", wd(6)), cat=c)
    K("how cold is Chicago next Monday", wx("Chicago", wk(1, 1)), cat=c)
    K("Denver forecast three days from now", wx("Denver", rel(3)), cat=c)
    K("weather in Toronto on 12/5", wx("Toronto", ymd(2026, 12, 5)), cat="numeric-date", conv="en-month-first")
    K("is it going to snow in Boston on Christmas Eve", wx("Boston", hol("christmas_eve")), cat="holiday")
    K("do I need an umbrella in London next Wednesday", wx("London", wk(1, 3)), cat=c)
    K("fog in San Francisco tomorrow morning?", wx("San Francisco", rel(1)), cat=c)
    K("rain in Miami this afternoon?", wx("Miami", today()), cat=c)
with use(now=NB, **E):
    K("Paris weather Thursday", wx("Paris", wd(4)), cat=c)
    K("windy in Chicago the day after tomorrow?", wx("Chicago", rel(2)), cat=c)
    K("Berlin temperature next Monday", wx("Berlin", wk(1, 1)), cat=c)
    K("weather in Dublin on St. Patrick's Day", wx("Dublin", hol("stpatrick")), cat="holiday")
with use(now=ND, **E):
    K("how hot will it be in Austin Sunday", wx("Austin", wd(7)), cat=c)
    K("Tokyo weather tomorrow", wx("Tokyo", rel(1)), cat=c)
    K("forecast for Rome on the 15th", wx("Rome", ymd(2027, 9, 15)), cat=c)
c = "running"
with use(now=NA, **E):
    K("can I go for a run in Boston the day after tomorrow", ra("Boston", rel(2)), cat=c)
    K("is Saturday good for running in Chicago", ra("Chicago", wd(6)), cat=c)
    K("running advice for Seattle next Monday", ra("Seattle", wk(1, 1)), cat=c)
with use(now=NC, **E):
    K("should I jog in Denver tomorrow morning", ra("Denver", rel(1)), cat=c)
    K("good day for a run in Toronto on Friday?", ra("Toronto", wd(5)), cat=c)
    K("can I run in Miami this evening", ra("Miami", today()), cat=c)

# =============================================================================== several requests in one message
c = "multi"
with use(now=NA, **E):
    KM("lunch 12, dinner 30", [la("12", "food", "lunch"), la("30", "food", "dinner")], cat=c)
    KM("weather in Boston tomorrow and the day after", [wx("Boston", rel(1)), wx("Boston", rel(2))], cat=c)
    KM("uber 18 there and 22 back", [la("18", "transport", "uber"), la("22", "transport", "uber")], cat=c)
    KM("breakfast 8, lunch 15, dinner 32", [la("8", "food", "breakfast"), la("15", "food", "lunch"), la("32", "food", "dinner")], cat=c)
    KM("what's the weather in Chicago this weekend", [wx("Chicago", wd(6)), wx("Chicago", wd(7))], cat=c)
    KM("will it rain in Seattle Friday or Saturday", [wx("Seattle", wd(5)), wx("Seattle", wd(6))], cat=c)
    KM("rent 1200 and utilities 150", [la("1200", "housing", "rent"), la("150", "housing", "utilities")], cat=c)
    KM("log a 30 dollar taxi and then show me this month's spending",
       [la("30", "transport", "taxi"), ls(ymd(2026, 12, 1), ymd(2026, 12, 31))], cat=c,
       unsure="this month for the summary: the whole month (to = month end)")
    KM("meeting tomorrow at 10am and the doctor at 3pm", [cc("Meeting", dt(rel(1), 10)), cc("Doctor", dt(rel(1), 15))], cat=c)
    KM("lunch yesterday 45, lunch today 38", [la("45", "food", "lunch", d=rel(-1)), la("38", "food", "lunch")], cat=c)
    KM("weather in New York and Boston tomorrow", [wx("New York", rel(1)), wx("Boston", rel(1))], cat=c)
    KM("coffee 4.5 and a bagel 3", [la("4.5", "food", "coffee"), la("3", "food", "bagel")], cat=c)
    KM("Denver weather for the next three days", [wx("Denver", today()), wx("Denver", rel(1)), wx("Denver", rel(2))], cat=c,
       conv="n-days-counting-today")
    KM("delete tomorrow's meeting and add one the day after at 10am",
       [cdel(0, title="meeting", date=rel(1)), cc("Meeting", dt(rel(2), 10))], cat=c,
       given=[ev("Project meeting", dt(rel(1), 14), dt(rel(1), 15))])
    KM("flight 420 and hotel 560", [la("420", "transport", "flight"), la("560", "housing", "hotel")], cat=c,
       unsure="hotel has no fixed category: other")
    KM("salary 5000, bonus 800", [la("5000", "salary", "salary", kind="income"), la("800", "salary", "bonus", kind="income")], cat=c)
with use(now=NB, **E):
    KM("weather in Paris the day after tomorrow and the day after that", [wx("Paris", rel(2)), wx("Paris", rel(3))], cat=c)
    KM("doctor 20, medicine 56", [la("20", "health", "doctor"), la("56", "health", "medicine")], cat=c)
    KM("rain in Boston Wednesday or Thursday?", [wx("Boston", wd(3)), wx("Boston", wd(4))], cat=c)
    KM("gas 45 and tolls 12", [la("45", "transport", "gas"), la("12", "transport", "tolls")], cat=c)
    KM("interview tomorrow at 2pm, dinner at 7pm", [cc("Interview", dt(rel(1), 14)), cc("Dinner", dt(rel(1), 19))], cat=c)
with use(now=NC, **E):
    KM("milkshake 6 and fries 4.50", [la("6", "food", "milkshake"), la("4.5", "food", "fries")], cat=c)
    KM("Miami weather today and tomorrow", [wx("Miami", today()), wx("Miami", rel(1))], cat=c)
    KM("charger 29 and earbuds 59", [la("29", "shopping", "charger"), la("59", "shopping", "earbuds")], cat=c)
with use(now=ND, **E):
    KM("weather in Chicago on Sunday and next Monday", [wx("Chicago", wd(7)), wx("Chicago", wk(1, 1))], cat=c)
    KM("movie 14 popcorn 8", [la("14", "entertainment", "movie"), la("8", "food", "popcorn")], cat=c)
