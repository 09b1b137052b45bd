"""Round 8 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Everyday life typed to an
assistant on a phone or laptop, concentrating on what assistants get wrong most: acting on events already in the
calendar (moves, shifts, new ends and lengths, new places, renames; the event named partly, by its time only, by its
day only, with a possessive, with a reason around it, with the old time denied, with corrections) and messages that
hold more than one request."""
from lib import *

NA = "2031-09-17T12:30:00"  # Wednesday lunch time in the middle of a month; Columbus Day 10-13
NB = "2031-03-21T18:30:00"  # Friday evening after work (US DST began 03-09, no hour shift crosses a change)
NC = "2031-06-22T21:00:00"  # Sunday night: "this week" ends today, tomorrow is next week's Monday
E = dict(lang="en", tz="America/New_York")

# =============================================================================== update
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("Dentist – Dr. Lee", dt(wd(5), 15), dt(wd(5), 16)),
         ev("Dinner with Mia", dt(wk(0, 6), 19), dt(wk(0, 6), 21))]
    K("push tomorrow's standup back 15 minutes", cu(0, title="standup", date=rel(1), start=dt(rel(1), 9, 45)), cat=c,
      given=g)
    K("tomorrow's standup is at 10 instead", cu(0, title="standup", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("move the dentist to monday", cu(1, title="dentist", start=dt(wd(1), 15)), cat=c, given=g, conv="move-keeps-clock")
    K("Dr. Lee's office called, they need me at 2:30 instead", cu(1, title="Dr. Lee", start=dt(wd(5), 14, 30)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("dinner with mia is thursday not saturday", cu(2, title="dinner with mia", start=dt(rel(1), 19)), cat=c, given=g,
      conv="move-keeps-clock")
    K("make dinner with Mia run till 10pm", cu(2, title="dinner with Mia", end=dt(wk(0, 6), 22)), cat=c, given=g)
    K("the 3pm thing on friday, move it to 4", cu(1, date=wd(5), start=dt(wd(5), 16)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("rename saturday's dinner to Mia's birthday dinner",
      cu(2, title="dinner", date=wk(0, 6), new_title="Mia's birthday dinner"), cat=c, given=g)
    K("dinner with mia is at Joe's now", cu(2, title="dinner with mia", location="Joe's"), cat=c, given=g)
    K("standup tmrw, make it 9 not 9:30", cu(0, title="standup", date=rel(1), start=dt(rel(1), 9)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("can you push mia dinner a day later", cu(2, title="dinner", start=dt(wk(0, 7), 19)), cat=c, given=g,
      unsure="'mia dinner' is no substring of the title; the written title words are 'dinner'")
    g = [ev("Date night", dt(rel(2), 19), dt(rel(2), 22))]
    K("the babysitter cancelled so push date night to saturday", cu(0, title="date night", start=dt(wk(0, 6), 19)), cat=c,
      given=g, conv="move-keeps-clock")
    g = [ev("Haircut", dt(wd(5), 11), dt(wd(5), 12))]
    K("move friday's to monday", cu(0, date=wd(5), start=dt(wd(1), 11)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Quarterly review", dt(wd(5), 14), dt(wd(5), 15))]
    K("make the quarterly review run till 5", cu(0, title="quarterly review", end=dt(wd(5), 17)), cat=c, given=g,
      conv="bare-hour")
    K("quarterly review needs two hours, not one", cu(0, title="quarterly review", end=dt(wd(5), 16)), cat=c, given=g,
      unsure="a new length: the end is the stored start + 2 hours, the start kept")
    g = [ev("Parent-teacher conference", dt(rel(1), 18, 30), dt(rel(1), 19)),
         ev("Team standup", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 9, 45))]
    K("the parent-teacher conference is in room 204 now", cu(0, title="parent-teacher conference", location="room 204"),
      cat=c, given=g)
    K("move the conference a day earlier", cu(0, title="conference", start=dt(today(), 18, 30)), cat=c, given=g)
    K("next monday's standup, make it 10:15", cu(1, title="standup", date=wk(1, 1), start=dt(wk(1, 1), 10, 15)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("Flu shots for the kids", dt(wk(0, 6), 9), dt(wk(0, 6), 10))]
    K("our nanny's off saturday, so move the kids' flu shots to sunday same time",
      cu(0, title="flu shots", start=dt(wk(0, 7), 9)), cat=c, given=g, conv="move-keeps-clock")
    K("flu shots: 10:30 instead of 9", cu(0, title="flu shots", start=dt(wk(0, 6), 10, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("BBQ at the Garcias'", dt(wk(0, 6), 16), dt(wk(0, 6), 19))]
    K("the bbq goes till 9 now", cu(0, title="bbq", end=dt(wk(0, 6), 21)), cat=c, given=g,
      unsure="'till 9' after a 4pm start: the end is 21:00 (a bare 9 would read am, before the start)")
    g = [ev("Physical", dt(wd(5), 8), dt(wd(5), 9))]
    K("my physical is next tuesday at 8 actually, not this friday",
      cu(0, title="physical", start=dt(wk(1, 2), 8)), cat=c, given=g, conv="bare-hour")
with use(now=NB, pref="future", **E):
    g = [ev("Date night", dt(rel(1), 18, 30), dt(rel(1), 21)), ev("Brunch with Mom", dt(rel(2), 11), dt(rel(2), 13))]
    K("sitter fell through, push date night to next saturday", cu(0, title="date night", start=dt(wk(1, 6), 18, 30)),
      cat=c, given=g, conv="move-keeps-clock")
    K("brunch with mom is noon now", cu(1, title="brunch with mom", start=dt(rel(2), 12)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("push tomorrow's date night back an hour and a half", cu(0, title="date night", date=rel(1), start=dt(rel(1), 20)),
      cat=c, given=g)
    K("mom wants brunch at the Cheesecake Factory instead", cu(1, title="brunch", location="the Cheesecake Factory"),
      cat=c, given=g)
    K("sunday's brunch, can we move it to saturday 11:30", cu(1, title="brunch", date=rel(2), start=dt(rel(1), 11, 30)),
      cat=c, given=g)
    g = [ev("Tennis", dt(rel(1), 9), dt(rel(1), 11)), ev("Team standup", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 9, 45))]
    K("tennis tomorrow is 10 to 12 now", cu(0, title="tennis", date=rel(1), start=dt(rel(1), 10), end=dt(rel(1), 12)),
      cat=c, given=g, conv="bare-hour")
    K("monday's standup moved to 9", cu(1, title="standup", date=wk(1, 1), start=dt(wk(1, 1), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("standup monday is in the big conference room", cu(1, title="standup", date=wk(1, 1), location="the big conference room"),
      cat=c, given=g)
    K("the 9am one tomorrow, push it an hour", cu(0, date=rel(1), start=dt(rel(1), 10)), cat=c, given=g)
    g = [ev("Train to Philly", dt(wk(1, 4), 7, 30), dt(wk(1, 4), 9))]
    K("changed my train, it leaves at 8:20 now", cu(0, title="train", start=dt(wk(1, 4), 8, 20)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("rename the philly train to Amtrak 171", cu(0, title="philly", new_title="Amtrak 171"), cat=c, given=g,
      unsure="'philly train' is no substring of 'Train to Philly'; the written title words are 'philly'")
    g = [ev("Annual checkup", dt(ymd(2031, 3, 28), 8), dt(ymd(2031, 3, 28), 9))]
    K("move my checkup on the 28th to april 2nd, same time",
      cu(0, title="checkup", date=ymd(2031, 3, 28), start=dt(ymd(2031, 4, 2), 8)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("Family lunch", rel(2), rel(2))]
    K("family lunch sunday: 12 to 2", cu(0, title="family lunch", date=rel(2), start=dt(rel(2), 12), end=dt(rel(2), 14)),
      cat=c, given=g, conv="bare-hour")
    g = [ev("Open house", dt(rel(1), 10), dt(rel(1), 11)), ev("Open house", dt(rel(2), 10), dt(rel(2), 11))]
    K("sunday's open house is at 3 now", cu(1, title="open house", date=rel(2), start=dt(rel(2), 15)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("saturday open house address changed: 12 Elm St", cu(0, title="open house", date=rel(1), location="12 Elm St"),
      cat=c, given=g, unsure="'address changed:' read as introducing the new place")
with use(now=NC, pref="future", **E):
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("Client call – Acme", dt(rel(1), 14), dt(rel(1), 14, 30))]
    K("tomorrow's standup 10 minutes later please", cu(0, title="standup", date=rel(1), start=dt(rel(1), 9, 40)), cat=c,
      given=g)
    K("move the acme call to tuesday, same time", cu(1, title="acme", start=dt(wk(1, 2), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    K("the 2pm tomorrow, pull it forward half an hour", cu(1, date=rel(1), start=dt(rel(1), 13, 30)), cat=c, given=g)
    K("acme wants the call at 3:15 instead of 2", cu(1, title="acme", start=dt(rel(1), 15, 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("Kids' flu shots", dt(wk(1, 3), 9), dt(wk(1, 3), 10)), ev("Bank appointment", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    K("move wednesday afternoon's to thursday", cu(1, date=wk(1, 3), start=dt(wk(1, 4), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    K("bank appointment is at the Chase on Main St", cu(1, title="bank appointment", location="the Chase on Main St"),
      cat=c, given=g)
    K("flu shots wednesday at 10:30 not 9", cu(0, title="flu shots", date=wk(1, 3), start=dt(wk(1, 3), 10, 30)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("Dinner with Mia", dt(wk(1, 5), 19), dt(wk(1, 5), 21))]
    K("mia's working late friday, push dinner back an hour", cu(0, title="dinner", date=wk(1, 5), start=dt(wk(1, 5), 20)),
      cat=c, given=g)
    K("dinner w mia → saturday same time", cu(0, title="dinner", start=dt(wk(1, 6), 19)), cat=c, given=g,
      conv="move-keeps-clock", unsure="an arrow typed for 'move to'; 'dinner w mia' is no substring of the title")
    g = [ev("Month-end close", dt(ymd(2031, 6, 30), 15), dt(ymd(2031, 6, 30), 17))]
    K("month-end close: move it up to friday the 27th", cu(0, title="month-end close", start=dt(ymd(2031, 6, 27), 15)),
      cat=c, given=g, conv="move-keeps-clock")
    K("month-end close 3 to 6", cu(0, title="month-end close", start=dt(ymd(2031, 6, 30), 15), end=dt(ymd(2031, 6, 30), 18)),
      cat=c, given=g, conv="bare-hour")
    g = [ev("Yoga", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("Yoga", dt(wk(1, 4), 19), dt(wk(1, 4), 20))]
    K("thursday yoga 8pm instead", cu(1, title="yoga", date=wk(1, 4), start=dt(wk(1, 4), 20)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("rename tuesday's yoga to Pilates", cu(0, title="yoga", date=wk(1, 2), new_title="Pilates"), cat=c, given=g)
    g = [ev("Move out", wk(1, 6), wk(1, 6))]
    K("move out got pushed to the saturday after next", cu(0, title="move out", start=wk(2, 6)), cat=c, given=g,
      conv="after-next", unsure="an all-day event moved to another day stays all-day: the new start is a date")
    g = [ev("Work trip to Chicago", dt(wk(1, 2), 8), dt(wk(1, 4), 20))]
    K("chicago trip got extended, back friday 8pm", cu(0, title="chicago", end=dt(wk(1, 5), 20)), cat=c, given=g)

# =============================================================================== delete
c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("Dentist – Dr. Lee", dt(wd(5), 15), dt(wd(5), 16)),
         ev("Dinner with Mia", dt(wk(0, 6), 19), dt(wk(0, 6), 21))]
    K("cancel tomorrow's standup, half the team is out", cdel(0, title="standup", date=rel(1)), cat=c, given=g)
    K("tooth stopped hurting, call off the dentist", cdel(1, title="dentist"), cat=c, given=g)
    K("take dinner with Mia off my calendar", cdel(2, title="dinner with Mia"), cat=c, given=g)
    K("the 3pm on friday is not happening", cdel(1, date=wd(5)), cat=c, given=g)
    K("scrap saturday's", cdel(2, date=wk(0, 6)), cat=c, given=g)
    g = [ev("Gym", dt(today(), 18), dt(today(), 19)), ev("Gym", dt(wd(5), 18), dt(wd(5), 19))]
    K("skipping the gym tonight, drop it", cdel(0, title="gym", date=today()), cat=c, given=g)
    K("working late friday so no gym, delete that one", cdel(1, title="gym", date=wd(5)), cat=c, given=g)
    g = [ev("Quarterly review", dt(wd(5), 14), dt(wd(5), 15)), ev("Team lunch", dt(wd(5), 12), dt(wd(5), 13))]
    K("quarterly review got cancelled", cdel(0, title="quarterly review"), cat=c, given=g)
    K("friday's team lunch is off", cdel(1, title="team lunch", date=wd(5)), cat=c, given=g)
    K("kill the noon thing on friday", cdel(1, date=wd(5)), cat=c, given=g)
    g = [ev("Parent-teacher conference", dt(rel(1), 18, 30), dt(rel(1), 19))]
    K("the school moved conferences online, remove the parent-teacher one",
      cdel(0, title="parent-teacher"), cat=c, given=g)
    g = [ev("BBQ at the Garcias'", dt(wk(0, 6), 16), dt(wk(0, 6), 19))]
    K("it's gonna storm saturday, the garcias called off the bbq", cdel(0, title="bbq", date=wk(0, 6)), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Date night", dt(rel(1), 18, 30), dt(rel(1), 21)), ev("Brunch with Mom", dt(rel(2), 11), dt(rel(2), 13))]
    K("no sitter, date night's not happening tomorrow", cdel(0, title="date night", date=rel(1)), cat=c, given=g)
    K("mom's sick, cancel sunday brunch", cdel(1, title="brunch", date=rel(2)), cat=c, given=g)
    K("delete the 6:30 tomorrow", cdel(0, date=rel(1)), cat=c, given=g)
    g = [ev("Tennis", dt(rel(1), 9), dt(rel(1), 11)), ev("Team standup", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 9, 45))]
    K("courts are flooded, scrap tennis", cdel(0, title="tennis"), cat=c, given=g)
    K("no standup monday, it's a company offsite", cdel(1, title="standup", date=wk(1, 1)), cat=c, given=g)
    g = [ev("Train to Philly", dt(wk(1, 4), 7, 30), dt(wk(1, 4), 9))]
    K("philly trip is off, get rid of the train", cdel(0, title="train"), cat=c, given=g)
    g = [ev("Open house", dt(rel(1), 10), dt(rel(1), 11)), ev("Open house", dt(rel(2), 10), dt(rel(2), 11))]
    K("we got the apartment! cancel sunday's open house", cdel(1, title="open house", date=rel(2)), cat=c, given=g)
    K("drop the saturday 10am", cdel(0, date=rel(1)), cat=c, given=g)
    g = [ev("Annual checkup", dt(ymd(2031, 3, 28), 8), dt(ymd(2031, 3, 28), 9))]
    K("delete whatever's on 3/28", cdel(0, date=ymd(2031, 3, 28)), cat=c, given=g, conv="en-month-first")
    g = [ev("周会", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("cancel the 周会 on monday", cdel(0, title="周会", date=wk(1, 1)), cat=c, given=g,
      unsure="an English request naming a Chinese title")
with use(now=NC, pref="future", **E):
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("Client call – Acme", dt(rel(1), 14), dt(rel(1), 14, 30))]
    K("boss says no standup tomorrow, take it off", cdel(0, title="standup", date=rel(1)), cat=c, given=g)
    K("acme cancelled the call", cdel(1, title="acme"), cat=c, given=g)
    K("remove tomorrow's 2 o'clock", cdel(1, date=rel(1)), cat=c, given=g, conv="bare-hour")
    g = [ev("Kids' flu shots", dt(wk(1, 3), 9), dt(wk(1, 3), 10)), ev("Bank appointment", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    K("did the bank stuff online, ditch wednesday's bank appointment",
      cdel(1, title="bank appointment", date=wk(1, 3)), cat=c, given=g)
    K("wednesday morning's thing can go", cdel(0, date=wk(1, 3)), cat=c, given=g)
    g = [ev("Dinner with Mia", dt(wk(1, 5), 19), dt(wk(1, 5), 21))]
    K("mia's out of town, friday dinner is cancelled", cdel(0, title="dinner", date=wk(1, 5)), cat=c, given=g)
    g = [ev("Month-end close", dt(ymd(2031, 6, 30), 15), dt(ymd(2031, 6, 30), 17))]
    K("scratch the 30th", cdel(0, date=ymd(2031, 6, 30)), cat=c, given=g)
    g = [ev("Yoga", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("Yoga", dt(wk(1, 4), 19), dt(wk(1, 4), 20))]
    K("cancel yoga on tuesday", cdel(0, title="yoga", date=wk(1, 2)), cat=c, given=g)
    K("can't make thursday yoga, drop it", cdel(1, title="yoga", date=wk(1, 4)), cat=c, given=g)
    g = [ev("Move out", wk(1, 6), wk(1, 6))]
    K("landlord let us renew, so delete move out", cdel(0, title="move out"), cat=c, given=g)
    g = [ev("Work trip to Chicago", dt(wk(1, 2), 8), dt(wk(1, 4), 20))]
    K("the chicago trip got axed", cdel(0, title="chicago"), cat=c, given=g)
    g = [ev("Drinks w/ college friends", dt(today(), 21, 30), dt(today(), 23, 30))]
    K("too tired, not going to drinks tonight", cdel(0, title="drinks", date=today()), cat=c, given=g)

# =============================================================================== multi
c = "multi"
with use(now=NA, pref="past", **E):
    KM("lunch 14.50 and uber 22", [la("14.5", "food", "lunch"), la("22", "transport", "uber")], cat=c)
    KM("breakfast 9, lunch 16, dinner 38", [la("9", "food", "breakfast"), la("16", "food", "lunch"), la("38", "food", "dinner")],
       cat=c)
    KM("groceries yesterday 112 and lunch today 13", [la("112", "food", "groceries", d=rel(-1)), la("13", "food", "lunch")],
       cat=c)
    KM("log coffee 5.25 plus a bagel 3.75", [la("5.25", "food", "coffee"), la("3.75", "food", "bagel")], cat=c)
    KM("paycheck 2,400 came in, rent 1,650 went out",
       [la("2400", "salary", "paycheck", kind="income"), la("1650", "housing", "rent")], cat=c)
    KM("how much did i spend this month and how much of it was food",
       [ls(month_start(), month_end()), ls(month_start(), month_end(), "food")], cat=c,
       unsure="the second question repeats the period (this month) with a category")
    KM("parking 18\ntolls 9.50\ngas 52", [la("18", "transport", "parking"), la("9.5", "transport", "tolls"),
                                         la("52", "transport", "gas")], cat=c)
with use(now=NA, pref="future", **E):
    KM("meeting friday at 3pm and what's the weather in Chicago friday",
       [cc("Meeting", dt(wd(5), 15)), wx("Chicago", wd(5))], cat=c)
    KM("dinner with the Parks tomorrow at 7, also is it gonna rain in Boston tomorrow",
       [cc("Dinner with the Parks", dt(rel(1), 19)), wx("Boston", rel(1))], cat=c, conv="bare-hour")
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45))]
    KM("push tomorrow's standup 30 min then show me what else is on tomorrow",
       [cu(0, title="standup", date=rel(1), start=dt(rel(1), 10)), cl(rel(1))], cat=c, given=g)
    KM("cancel the standup and add a client meeting tomorrow at 10am",
       [cdel(0, title="standup"), cc("Client meeting", dt(rel(1), 10))], cat=c, given=g)
    g = [ev("Gym", dt(today(), 18), dt(today(), 19))]
    KM("cancel the gym tonight and put a run tomorrow at 7am instead",
       [cdel(0, title="gym", date=today()), cc("Run", dt(rel(1), 7))], cat=c, given=g)
    KM("flu shots for the kids saturday 10am, swim lesson sunday 3pm",
       [cc("Flu shots for the kids", dt(wk(0, 6), 10)), cc("Swim lesson", dt(wk(0, 7), 15))], cat=c)
    KM("weather tomorrow in New York and Philadelphia", [wx("New York", rel(1)), wx("Philadelphia", rel(1))], cat=c)
    KM("bank tomorrow 2pm. also drinks with Sam friday 7pm",
       [cc("Bank", dt(rel(1), 14)), cc("Drinks with Sam", dt(wd(5), 19))], cat=c)
    KM("long run saturday 7am, is saturday good for running in Boston?",
       [cc("Long run", dt(wk(0, 6), 7)), ra("Boston", wk(0, 6))], cat=c)
    g = [ev("Dentist – Dr. Lee", dt(wd(5), 15), dt(wd(5), 16)), ev("Quarterly review", dt(wd(5), 10), dt(wd(5), 11))]
    KM("move the dentist to monday same time and push the quarterly review back an hour",
       [cu(0, title="dentist", start=dt(wd(1), 15)), cu(1, title="quarterly review", start=dt(wd(5), 11))], cat=c,
       given=g, conv="move-keeps-clock")
    KM("delete friday morning's thing, and the dentist is at 4 now",
       [cdel(1, date=wd(5)), cu(0, title="dentist", start=dt(wd(5), 16))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
    KM("what's left this week? and next week?", [cl(wk(0, 1), wk(0, 7)), cl(wk(1, 1), wk(1, 7))], cat=c,
       conv="week-monday-sunday")
    KM("lunch w/ Priya tomorrow noon\ninterview friday 9:30am",
       [cc("Lunch w/ Priya", dt(rel(1), 12)), cc("Interview", dt(wd(5), 9, 30))], cat=c)
    KM("columbus day 9am drive to the lake, and the weather up in Burlington that day",
       [cc("Drive to the lake", dt(holiday_in("columbus", 2031), 9)), wx("Burlington", holiday_in("columbus", 2031))],
       cat=c)
with use(now=NB, pref="past", **E):
    KM("dinner 64 plus the cab home 21", [la("64", "food", "dinner"), la("21", "transport", "cab home")], cat=c)
    KM("flowers 35 and a cake 42 on the way home", [la("35", "shopping", "flowers"), la("42", "food", "cake")], cat=c,
       unsure="flowers filed as shopping, the cake as food")
    KM("how much on food this week, and on transport",
       [ls(wk(0, 1), wk(0, 7), "food"), ls(wk(0, 1), wk(0, 7), "transport")], cat=c, conv="week-monday-sunday")
    KM("uber wednesday 27, uber thursday 31",
       [la("27", "transport", "uber", d=wd(3)), la("31", "transport", "uber", d=wd(4))], cat=c)
    KM("netflix 15.49 spotify 11.99", [la("15.49", "entertainment", "netflix"), la("11.99", "entertainment", "spotify")],
       cat=c)
with use(now=NB, pref="future", **E):
    KM("tennis tomorrow 9am and what's the weather in DC tomorrow", [cc("Tennis", dt(rel(1), 9)), wx("Washington", rel(1))],
       cat=c, unsure="DC written as the skills' city name Washington")
    g = [ev("Date night", dt(rel(1), 18, 30), dt(rel(1), 21))]
    KM("scrap date night and put dinner at my parents' tomorrow at 7 instead",
       [cdel(0, title="date night"), cc("Dinner at my parents'", dt(rel(1), 19))], cat=c, given=g, conv="bare-hour",
       unsure="'at my parents'' read as part of the activity, kept in the title")
    KM("what do i have monday through wednesday, and the weather in Boston monday",
       [cl(wk(1, 1), wk(1, 3)), wx("Boston", wk(1, 1))], cat=c)
    KM("good for a run tomorrow in Brooklyn? how about sunday",
       [ra("Brooklyn", rel(1)), ra("Brooklyn", rel(2))], cat=c, unsure="Brooklyn kept as the city said")
    g = [ev("Team standup", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 9, 45)), ev("Open house", dt(rel(2), 10), dt(rel(2), 11))]
    KM("move monday's standup to 10 then delete sunday's open house",
       [cu(0, title="standup", date=wk(1, 1), start=dt(wk(1, 1), 10)), cdel(1, title="open house", date=rel(2))], cat=c,
       given=g, conv=["clock-only-keeps-day", "bare-hour"])
    KM("open house to saturday same time, and add dim sum with mom sunday 10am",
       [cu(1, title="open house", start=dt(rel(1), 10)), cc("Dim sum with mom", dt(rel(2), 10))], cat=c, given=g,
       conv="move-keeps-clock")
    KM("haircut tomorrow 3pm, movie tomorrow 7pm", [cc("Haircut", dt(rel(1), 15)), cc("Movie", dt(rel(1), 19))], cat=c)
    KM("LA weather tomorrow and sunday", [wx("Los Angeles", rel(1)), wx("Los Angeles", rel(2))], cat=c)
    KM("facetime with mia tonight at 9 then what's on tomorrow", [cc("Facetime with mia", dt(today(), 21)), cl(rel(1))],
       cat=c, conv="bare-hour")
    g = [ev("Tennis", dt(rel(1), 9), dt(rel(1), 11))]
    KM("tennis to 10 and check the weather in Newark tomorrow",
       [cu(0, title="tennis", start=dt(rel(1), 10)), wx("Newark", rel(1))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NC, pref="past", **E):
    KM("groceries 156 gas 48", [la("156", "food", "groceries"), la("48", "transport", "gas")], cat=c)
    KM("what did i spend this week vs last week", [ls(wk(0, 1), wk(0, 7)), ls(wk(-1, 1), wk(-1, 7))], cat=c,
       conv="week-monday-sunday")
    KM("movie tickets last night 32 and popcorn 12",
       [la("32", "entertainment", "movie tickets", d=rel(-1)), la("12", "food", "popcorn", d=rel(-1))], cat=c,
       unsure="'last night' said once applies to both entries (distribute)")
    KM("friday team dinner 48, saturday pharmacy 23",
       [la("48", "food", "team dinner", d=wd(5)), la("23", "health", "pharmacy", d=wd(6))], cat=c)
    KM("water 38, electric 126, internet 70",
       [la("38", "housing", "water"), la("126", "housing", "electric"), la("70", "housing", "internet")], cat=c)
with use(now=NC, pref="future", **E):
    KM("standup tomorrow 9:30am and the acme call at 2pm, add both",
       [cc("Standup", dt(rel(1), 9, 30)), cc("Acme call", dt(rel(1), 14))], cat=c)
    g = [ev("Client call – Acme", dt(rel(1), 14), dt(rel(1), 14, 30))]
    KM("delete tomorrow's acme call and set up a new one tuesday at 2pm",
       [cdel(0, title="acme", date=rel(1)), cc("Acme call", dt(wk(1, 2), 14))], cat=c, given=g,
       unsure="the new event's title comes from the deleted one ('a new one' = another Acme call)")
    KM("weather in Denver tomorrow, plus is it ok to run there in the morning",
       [wx("Denver", rel(1)), ra("Denver", rel(1))], cat=c)
    g = [ev("Yoga", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("Bank appointment", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    KM("tuesday yoga to 8pm, and cancel the bank appointment",
       [cu(0, title="yoga", date=wk(1, 2), start=dt(wk(1, 2), 20)), cdel(1, title="bank appointment")], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("what's on next week, also weather in Seattle monday", [cl(wk(1, 1), wk(1, 7)), wx("Seattle", wk(1, 1))], cat=c)
    KM("pickleball wed 7pm and pickleball fri 7pm",
       [cc("Pickleball", dt(wk(1, 3), 19)), cc("Pickleball", dt(wk(1, 5), 19))], cat=c)
    KM("month-end close on the 30th at 3pm, Q3 kickoff july 1st 10am",
       [cc("Month-end close", dt(ymd(2031, 6, 30), 15)), cc("Q3 kickoff", dt(ymd(2031, 7, 1), 10))], cat=c)
    KM("rain in Boston tomorrow? tuesday? wednesday?",
       [wx("Boston", rel(1)), wx("Boston", rel(2)), wx("Boston", rel(3))], cat=c)
    KM("July 4th cookout at noon, and what's the weather in Cape Cod that day",
       [cc("Cookout", dt(ymd(2031, 7, 4), 12)), wx("Cape Cod", ymd(2031, 7, 4))], cat=c)

# =============================================================================== composition
c = "composition"
with use(now=NA, pref="future", **E):
    K("friday, client meeting, 3pm", cc("Client meeting", dt(wd(5), 15)), cat=c)
    K("tomorrow pick up the package, around 4ish", cc("Pick up the package", dt(rel(1), 16)), cat=c, conv="bare-hour")
    K("next tuesday morning, 10:30, team sync", cc("Team sync", dt(wk(1, 2), 10, 30)), cat=c)
    K("call with the London office at 9", cc("Call with the London office", dt(today(), 21)), cat=c, conv="bare-hour",
      unsure="said at 12:30: the pm reading of a bare 9 is still ahead, so 21:00 today (a London call at 21:00 is odd)")
    K("school pickup at 3", cc("School pickup", dt(today(), 15)), cat=c, conv="bare-hour")
    K("my mom's flying in next wednesday, lands at 3pm at JFK, so put pick up mom from JFK",
      cc("Pick up mom from JFK", dt(wk(1, 3), 15)), cat=c,
      unsure="a long message: the landing clock is the pick-up's start; 'from JFK' stays in the title")
    K("sunday dim sum with my parents at 10am", cc("Dim sum with my parents", dt(wk(0, 7), 10)), cat=c)
    K("next monday pay rent, remind me at 9am", cc("Pay rent", dt(wk(1, 1), 9)), cat=c)
    K("thursday afternoon 2 to 3:30 salary chat with HR", cc("Salary chat with HR", dt(rel(1), 14), dt(rel(1), 15, 30)),
      cat=c)
    K("friday night 7:15 movie with the kids", cc("Movie with the kids", dt(wd(5), 19, 15)), cat=c)
with use(now=NB, pref="future", **E):
    K("drinks with coworkers at 7", cc("Drinks with coworkers", dt(today(), 19)), cat=c, conv="bare-hour")
    K("sunday afternoon 2-4 art class with Lily", cc("Art class with Lily", dt(rel(2), 14), dt(rel(2), 16)), cat=c)
    K("tomorrow take the dog to the vet, 10am", cc("Take the dog to the vet", dt(rel(1), 10)), cat=c)
    K("next wednesday 7am flight to Miami, add it", cc("Flight to Miami", dt(wk(1, 3), 7)), cat=c)
    K("ugh long week. sleeping in tomorrow but lunch with Jess at noon", cc("Lunch with Jess", dt(rel(1), 12)), cat=c,
      unsure="the context before the request is no title")
    K("april 2nd 9am lease renewal", cc("Lease renewal", dt(ymd(2031, 4, 2), 9)), cat=c)
    K("monday at 10 design review", cc("Design review", dt(wk(1, 1), 10)), cat=c, conv="bare-hour")
    K("tonight 9:45 call grandma", cc("Call grandma", dt(today(), 21, 45)), cat=c)
with use(now=NC, pref="future", **E):
    K("call with my boss at 10", cc("Call with my boss", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="said at 21:00: the pm reading of a bare 10 is still ahead, so 22:00 tonight")
    K("tomorrow morning 8 drop the kids at camp", cc("Drop the kids at camp", dt(rel(1), 8)), cat=c)
    K("tuesday 4:30pm dentist follow-up", cc("Dentist follow-up", dt(wk(1, 2), 16, 30)), cat=c)
    K("this week flew by. thursday 8pm watching the game with Mia", cc("Watching the game with Mia", dt(wk(1, 4), 20)),
      cat=c, unsure="the context before the request is no title")
    K("expense reports due the 30th at 3pm", cc("Expense reports due", dt(ymd(2031, 6, 30), 15)), cat=c)
    K("july 5th all day beach trip with the family", cc("Beach trip with the family", ymd(2031, 7, 5)), cat=c,
      unsure="'all day' read as an all-day event")
    K("next saturday 9 to 11 driving lesson", cc("Driving lesson", dt(wk(1, 6), 9), dt(wk(1, 6), 11)), cat=c)

c = "location"
with use(now=NA, pref="future", **E):
    K("overtime saturday in the 3rd floor conference room, 9am",
      cc("Overtime", dt(wk(0, 6), 9), location="the 3rd floor conference room"), cat=c)
    K("meet the recruiter tomorrow 2pm at the Starbucks on 5th",
      cc("Meet the recruiter", dt(rel(1), 14), location="the Starbucks on 5th"), cat=c)
    K("saturday 6pm cousin's birthday @ Joe's", cc("Cousin's birthday", dt(wk(0, 6), 18), location="Joe's"), cat=c,
      unsure="'@' read as 'at', introducing the place")
    K("next wednesday 10am renew my license, location: DMV on Atlantic Ave",
      cc("Renew my license", dt(wk(1, 3), 10), location="DMV on Atlantic Ave"), cat=c)
    K("friday 7:30pm catch up with college roommates at the usual place",
      cc("Catch up with college roommates", dt(wd(5), 19, 30), location="the usual place"), cat=c)
    K("tomorrow 8am wait for the movers in the lobby", cc("Wait for the movers", dt(rel(1), 8), location="the lobby"), cat=c)
with use(now=NB, pref="future", **E):
    K("tomorrow 10am meet Kevin at the mall entrance", cc("Meet Kevin", dt(rel(1), 10), location="the mall entrance"), cat=c)
    K("8 tonight wings with the neighbors at Buffalo Wild Wings",
      cc("Wings with the neighbors", dt(today(), 20), location="Buffalo Wild Wings"), cat=c)
    K("monday 8:30am team offsite, where: front of the office",
      cc("Team offsite", dt(wk(1, 1), 8, 30), location="front of the office"), cat=c)
    K("sunday 11am brunch at Sarabeth's on Central Park South",
      cc("Brunch", dt(rel(2), 11), location="Sarabeth's on Central Park South"), cat=c)
    K("client visit next tuesday 3pm at 250 Hudson St, 5th floor",
      cc("Client visit", dt(wk(1, 2), 15), location="250 Hudson St, 5th floor"), cat=c)
    K("tomorrow 4pm Max's basketball game at the Y", cc("Max's basketball game", dt(rel(1), 16), location="the Y"), cat=c)
with use(now=NC, pref="future", **E):
    K("tomorrow 10am Q2 retro in conference room B", cc("Q2 retro", dt(rel(1), 10), location="conference room B"), cat=c)
    K("class reunion next wed 7pm at the Olive Garden in Paramus",
      cc("Class reunion", dt(wk(1, 3), 19), location="the Olive Garden in Paramus"), cat=c)
    K("passport appointment next friday 3pm, location: the post office on Court St",
      cc("Passport appointment", dt(wk(1, 5), 15), location="the post office on Court St"), cat=c)
    K("july 1 9am physical at Mount Sinai, no breakfast", cc("Physical", dt(ymd(2031, 7, 1), 9), location="Mount Sinai"),
      cat=c, unsure="'no breakfast' is a note to self, not part of the title")
    K("tuesday noon lunch with the new hire at the ramen place downstairs",
      cc("Lunch with the new hire", dt(wk(1, 2), 12), location="the ramen place downstairs"), cat=c)
    K("thursday 2pm wait for the internet guy at home", cc("Wait for the internet guy", dt(wk(1, 4), 14), location="home"),
      cat=c)

# =============================================================================== a few rows of the other categories
c = "money"
with use(now=NA, pref="past", **E):
    K("chipotle bowl 13.85", la("13.85", "food", "chipotle bowl"), cat=c)
    K("paid the kids' school trip fee 120", la("120", "education", "school trip fee"), cat=c)
    K("urgent care copay 40 this morning", la("40", "health", "urgent care copay"), cat=c)
with use(now=NB, pref="past", **E):
    K("karaoke after work 45", la("45", "entertainment", "karaoke"), cat=c)
    K("quarterly bonus hit, 3,500", la("3500", "salary", "quarterly bonus", kind="income"), cat=c)
with use(now=NC, pref="past", **E):
    K("sent mom 200 for groceries", la("200", "other", "sent mom"), cat=c,
      unsure="money given to family filed as other, though 'for groceries' suggests food")
    K("friday night lyft home 27", la("27", "transport", "lyft", d=wd(5)), cat=c)
c = "range"
with use(now=NB, pref="past", **E):
    K("how much have i spent since march 1st", ls(ymd(2031, 3, 1), today()), cat=c, conv="since")
with use(now=NC, pref="past", **E):
    K("food spending this week?", ls(wk(0, 1), wk(0, 7), "food"), cat=c, conv="week-monday-sunday")
c = "deadline"
with use(now=NA, pref="future", **E):
    K("what do i have before columbus day", cl(today(), holiday_in("columbus", 2031) - td(days=1)), cat=c,
      conv="en-before-exclusive")
with use(now=NC, pref="future", **E):
    K("anything left before the end of the month?", cl(today(), ymd(2031, 6, 30)), cat=c)
c = "weather"
with use(now=NA, pref="future", **E):
    K("weather in Miami on columbus day", wx("Miami", holiday_in("columbus", 2031)), cat=c)
with use(now=NB, pref="future", **E):
    KM("weekend weather for Portland Maine", [wx("Portland", rel(1)), wx("Portland", rel(2))], cat=c,
       unsure="the city written without its state, as the skills take it")
with use(now=NC, pref="future", **E):
    K("is it gonna be humid in DC tomorrow", wx("Washington", rel(1)), cat=c, unsure="DC written as Washington")
c = "running"
with use(now=NA, pref="future", **E):
    K("ok to run along the river tonight in Boston?", ra("Boston"), cat=c)
with use(now=NB, pref="future", **E):
    K("can i run in Central Park tomorrow morning, nyc", ra("New York", rel(1)), cat=c)
with use(now=NC, pref="future", **E):
    K("monday morning run in Chicago, good idea?", ra("Chicago", rel(1)), cat=c)

# =============================================================================== more update, delete and multi
c = "update"
with use(now=NA, pref="future", **E):
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("1:1 with Dana", dt(rel(1), 16), dt(rel(1), 16, 30)),
         ev("Flu shots for the kids", dt(wk(0, 6), 9), dt(wk(0, 6), 10))]
    K("move my 1:1 with dana to friday afternoon", cu(1, title="1:1 with dana", start=dt(wd(5), 16)), cat=c, given=g,
      conv="move-keeps-clock", unsure="'friday afternoon' with no clock: the stored clock (16:00) is kept")
    K("the 4 o'clock tomorrow, bump it up to 3:30", cu(1, date=rel(1), start=dt(rel(1), 15, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("add half an hour to tomorrow's 1:1", cu(1, title="1:1", date=rel(1), end=dt(rel(1), 17)), cat=c, given=g,
      unsure="30 more minutes: the new end is the stored end + 30 minutes")
    K("flu shots → next saturday 10am at the CVS on Court St",
      cu(2, title="flu shots", start=dt(wk(1, 6), 10), location="the CVS on Court St"), cat=c, given=g)
    K("dana's 1:1 is thursday not friday, right? yeah keep it thursday but at 5",
      cu(1, title="1:1", start=dt(rel(1), 17)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"],
      unsure="a thinking-aloud correction: the event stays on Thursday, only the clock changes")
    g = [ev("Dinner with Mia", dt(wd(5), 19), dt(wd(5), 21)), ev("Mom's birthday lunch", dt(wk(0, 7), 12), dt(wk(0, 7), 14))]
    K("mom's birthday lunch is at grandma's house now", cu(1, title="mom's birthday lunch", location="grandma's house"),
      cat=c, given=g)
    K("make mom's birthday thing dinner instead, 6pm", cu(1, title="mom's birthday", start=dt(wk(0, 7), 18)), cat=c,
      given=g, conv="clock-only-keeps-day", unsure="only the clock is changed; 'dinner instead' does not rename the event")
    K("dinner with mia to thursday, no wait, keep friday but make it 8", cu(0, title="dinner with mia", start=dt(wd(5), 20)),
      cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"], unsure="8 on a dinner: the stored event is at 19:00, so 20:00")
    K("retitle friday's dinner to Mia's birthday", cu(0, title="dinner", date=wd(5), new_title="Mia's birthday"), cat=c,
      given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Leo's swim class", dt(rel(1), 10), dt(rel(1), 11)), ev("Family dinner", dt(rel(2), 18), dt(rel(2), 20)),
         ev("Quarterly readout", dt(wk(1, 2), 14), dt(wk(1, 2), 16))]
    K("leo's swim class tomorrow moved to 3pm", cu(0, title="swim class", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("family dinner pushed to 7 at grandma's", cu(1, title="family dinner", start=dt(rel(2), 19), location="grandma's"),
      cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    K("cut the quarterly readout down to an hour", cu(2, title="quarterly readout", end=dt(wk(1, 2), 15)), cat=c, given=g,
      unsure="a new length: the end is the stored start + 1 hour, the start kept")
    K("the tuesday afternoon readout, move it to wednesday 10am", cu(2, title="readout", date=wk(1, 2), start=dt(wk(1, 3), 10)),
      cat=c, given=g)
    K("readout a day earlier, same time", cu(2, title="readout", start=dt(wk(1, 1), 14)), cat=c, given=g)
    K("sunday evening's thing, make it lunch at noon instead", cu(1, date=rel(2), start=dt(rel(2), 12)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="'make it lunch' does not rename the event; only the clock changes")
    K("push leo's swim two hours later", cu(0, title="swim", start=dt(rel(1), 12)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Morning run", dt(rel(1), 6, 30), dt(rel(1), 7, 30)), ev("Product review", dt(rel(1), 15), dt(rel(1), 16)),
         ev("Pick up Emma", dt(wk(1, 5), 17), dt(wk(1, 5), 17, 30))]
    K("tomorrow's run at 7 instead", cu(0, title="run", date=rel(1), start=dt(rel(1), 7)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="7 on a morning run stored at 06:30: 07:00, not the bare-hour 19:00")
    K("product review slips to tuesday, same time", cu(1, title="product review", start=dt(wk(1, 2), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("product review is in the Hudson room now", cu(1, title="product review", location="the Hudson room"), cat=c, given=g)
    K("emma pickup friday 5:30 instead", cu(2, title="emma", date=wk(1, 5), start=dt(wk(1, 5), 17, 30)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])
    K("rename tomorrow's 3pm to v2 design review", cu(1, date=rel(1), new_title="v2 design review"), cat=c, given=g)
    K("run → tuesday morning same time", cu(0, title="run", start=dt(wk(1, 2), 6, 30)), cat=c, given=g,
      conv="move-keeps-clock")

c = "delete"
with use(now=NA, pref="future", **E):
    g = [ev("Team standup", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("1:1 with Dana", dt(rel(1), 16), dt(rel(1), 16, 30))]
    K("dana's traveling so tomorrow's 4pm 1:1 is off", cdel(1, title="1:1", date=rel(1)), cat=c, given=g)
    g = [ev("Dinner with Mia", dt(wd(5), 19), dt(wd(5), 21)), ev("Mom's birthday lunch", dt(wk(0, 7), 12), dt(wk(0, 7), 14))]
    K("we're doing mom's birthday next month, remove sunday's for now", cdel(1, date=wk(0, 7)), cat=c, given=g)
    K("forget dinner with mia, just delete it", cdel(0, title="dinner with mia"), cat=c, given=g)
with use(now=NB, pref="future", **E):
    g = [ev("Leo's swim class", dt(rel(1), 10), dt(rel(1), 11)), ev("Family dinner", dt(rel(2), 18), dt(rel(2), 20)),
         ev("Quarterly readout", dt(wk(1, 2), 14), dt(wk(1, 2), 16))]
    K("pool's closed, delete leo's swim tomorrow", cdel(0, title="swim", date=rel(1)), cat=c, given=g)
    K("quarterly readout got cancelled, just delete it", cdel(2, title="quarterly readout"), cat=c, given=g)
    K("sunday 6pm is off", cdel(1, date=rel(2)), cat=c, given=g)
with use(now=NC, pref="future", **E):
    g = [ev("Morning run", dt(rel(1), 6, 30), dt(rel(1), 7, 30)), ev("Product review", dt(rel(1), 15), dt(rel(1), 16)),
         ev("Pick up Emma", dt(wk(1, 5), 17), dt(wk(1, 5), 17, 30))]
    K("knee hurts, no run tomorrow", cdel(0, title="run", date=rel(1)), cat=c, given=g)
    K("product review's been called off", cdel(1, title="product review"), cat=c, given=g)
    K("grandma's getting emma friday so delete that one", cdel(2, title="emma", date=wk(1, 5)), cat=c, given=g)

c = "multi"
with use(now=NA, pref="future", **E):
    g = [ev("1:1 with Dana", dt(rel(1), 16), dt(rel(1), 16, 30)), ev("Flu shots for the kids", dt(wk(0, 6), 9), dt(wk(0, 6), 10))]
    KM("move tomorrow's 4pm 1:1 to 5 and cancel saturday's flu shots",
       [cu(0, date=rel(1), start=dt(rel(1), 17)), cdel(1, title="flu shots", date=wk(0, 6))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
    KM("dinner with Mia fri 7pm, kids' flu shots sat 10am, mom's birthday lunch sun noon",
       [cc("Dinner with Mia", dt(wd(5), 19)), cc("Kids' flu shots", dt(wk(0, 6), 10)),
        cc("Mom's birthday lunch", dt(wk(0, 7), 12))], cat=c)
with use(now=NA, pref="past", **E):
    KM("lunch 17, afternoon coffee 6 and the cab home 24",
       [la("17", "food", "lunch"), la("6", "food", "coffee"), la("24", "transport", "cab home")], cat=c)
with use(now=NB, pref="future", **E):
    g = [ev("Leo's swim class", dt(rel(1), 10), dt(rel(1), 11))]
    KM("swim class to 3pm, also will it rain in Boston tomorrow",
       [cu(0, title="swim class", start=dt(rel(1), 15)), wx("Boston", rel(1))], cat=c, given=g, conv="clock-only-keeps-day")
    KM("hike sunday leave at 8am, and what's the weather at Bear Mountain sunday",
       [cc("Hike", dt(rel(2), 8)), wx("Bear Mountain", rel(2))], cat=c,
       unsure="'leave at 8am' is the clock of the hike; Bear Mountain kept as the place said")
    KM("cab 19 dinner 72\nswim class for Leo tomorrow 10am",
       [la("19", "transport", "cab"), la("72", "food", "dinner"), cc("Swim class for Leo", dt(rel(1), 10))], cat=c)
with use(now=NC, pref="future", **E):
    g = [ev("Morning run", dt(rel(1), 6, 30), dt(rel(1), 7, 30))]
    KM("cancel tomorrow's morning run and put the gym at 7pm instead",
       [cdel(0, title="morning run", date=rel(1)), cc("Gym", dt(rel(1), 19))], cat=c, given=g,
       unsure="'instead' puts the gym on the same day as the cancelled run (Monday)")
    g = [ev("Product review", dt(rel(1), 15), dt(rel(1), 16)), ev("Yoga", dt(wk(1, 2), 19), dt(wk(1, 2), 20))]
    KM("product review to tuesday, and drop tuesday yoga",
       [cu(0, title="product review", start=dt(wk(1, 2), 15)), cdel(1, title="yoga", date=wk(1, 2))], cat=c, given=g,
       conv="move-keeps-clock")
    KM("tomorrow: 10am Q3 planning, 3pm design sync, 7pm gym",
       [cc("Q3 planning", dt(rel(1), 10)), cc("Design sync", dt(rel(1), 15)), cc("Gym", dt(rel(1), 19))], cat=c,
       unsure="'tomorrow' said once applies to all three (distribute)")
with use(now=NC, pref="past", **E):
    KM("food this month and transport this month",
       [ls(month_start(), month_end(), "food"), ls(month_start(), month_end(), "transport")], cat=c)
