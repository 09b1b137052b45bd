"""Round 6 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Everyday phone typing: shorthand and chat
spelling (tmrw, tues, wknd, 礼拜三, 后儿, 明儿个, 七点来钟), context around the time, corrections."""
from lib import *

# Round 6 reference times
NR = "2029-03-11T10:45:00"  # Sunday: US daylight saving time began at 02:00 today; 植树节 tomorrow, 龙抬头 Friday 03-16
NS = "2029-02-12T17:30:00"  # Monday evening: 除夕 2029 (春节 is tomorrow, 02-13); Valentine's Wednesday = 初二
NT = "2029-05-28T11:40:00"  # Monday: US Memorial Day, just before noon; the month ends Thursday, 儿童节 Friday
NU = "2029-09-30T23:50:00"  # Sunday night: ten minutes before a quarter ends; tomorrow is 国庆 and a new week
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# Lunar festivals and solar terms of 2029 (lunar-python: Lunar.fromYmd(...).getSolar(), getJieQiTable()).
L29 = {"除夕": ymd(2029, 2, 12), "春节": ymd(2029, 2, 13), "初二": ymd(2029, 2, 14), "初三": ymd(2029, 2, 15),
       "初五": ymd(2029, 2, 17), "元宵": ymd(2029, 2, 27), "龙抬头": ymd(2029, 3, 16), "端午": ymd(2029, 6, 16),
       "七夕": ymd(2029, 8, 16), "中秋": ymd(2029, 9, 22), "重阳": ymd(2029, 10, 16), "清明": ymd(2029, 4, 4),
       "春分": ymd(2029, 3, 20), "夏至": ymd(2029, 6, 21), "寒露": ymd(2029, 10, 8)}

# =============================================================================== Chinese
c = "composition"
with use(now=NS, pref="future", **Z):
    T("⟨初二⟩回娘家，⟨早上九点钟⟩出门", at(L29["初二"], 9), cat=c)
    T("⟨后儿⟩⟨上午十点⟩去给舅舅拜年", at(rel(2), 10), cat=c)
    T("⟨明儿个⟩晚上去二姨家吃饭 ⟨七点来钟⟩吧", at(rel(1), 19), cat=c,
      unsure="七点来钟 (about seven) read as the clock itself, like 左右")
    T("⟨礼拜三⟩⟨下午两点⟩去银行办业务", at(wd(3), 14), cat=c)
with use(now=NR, pref="future", **Z):
    T("⟨下礼拜二⟩那个面试 ⟨十点半⟩开始", at(wk(1, 2), 10, 30), cat=c, conv="bare-hour")
    T("老婆说⟨周六⟩要去丈母娘家吃饭 ⟨中午11点⟩出发", at(wd(6), 11), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟨礼拜五⟩晚上同学聚会，⟨六点半⟩到", at(wd(5), 18, 30), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟨国庆第二天⟩⟨早上七点⟩自驾出发", at(ymd(2029, 10, 2), 7), cat=c)

c = "range"
with use(now=NS, pref="future", **Z):
    T("⟦初三到初五⟧都在老家", dr(L29["初三"], L29["初五"]), cat=c)
with use(now=NR, pref="future", **Z):
    T("⟦下礼拜一到礼拜三⟧在外地培训", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦6月1号到3号⟧带娃去海边", dr(ymd(2029, 6, 1), ymd(2029, 6, 3)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦10月8号到12号⟧出差", dr(ymd(2029, 10, 8), ymd(2029, 10, 12)), cat=c)

c = "deadline"
with use(now=NS, pref="future", **Z):
    T("⟦元宵节前⟧把年终总结交了", deadline_day(L29["元宵"]), cat=c, conv="zh-qian-inclusive")
    T("⟦今晚十点之前⟧到家", deadline_clock(dt(today(), 22)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦月底前⟧把房租交了", deadline_day(month_end()), cat=c)
    T("⟦俩小时内⟧给我回个电话", deadline_clock(C.now + td(hours=2)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦年底前⟧考完驾照", deadline_day(ymd(2029, 12, 31)), cat=c)
    T("⟦接下来一周⟧都不加班", ndays(7), cat=c, conv="n-days-counting-today")
with use(now=NU, pref="past", **Z):
    T("⟦这个季度到目前为止⟧花了多少", dr(ymd(2029, 7, 1), today()), cat=c, conv="since")

c = "arithmetic"
with use(now=NR, pref="future", **Z):
    T("⟦下个月第一个礼拜六⟧去爬山", P(nth(2029, 4, 1, 6)), cat=c)
    T("⟦龙抬头后一天⟧去理发", P(L29["龙抬头"] + td(days=1)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦国庆后的第一个周一⟧开始上班", P(ymd(2029, 10, 8)), cat=c)
    T("⟦大大后天⟧搬家", P(rel(4)), cat=c)

c = "duration"
with use(now=NS, pref="future", **Z):
    T("⟦俩小时后⟧开始包饺子", after(td(hours=2)), cat=c)
    T("⟦半个钟头以后⟧下楼放鞭炮", after(td(minutes=30)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦仨礼拜以后⟧复查", P(rel(21)), cat=c)
    T("⟦明儿个这个点⟧再打给你", at(rel(1), 11, 40), cat=c)

c = "clock"
with use(now=NR, pref="future", **Z):
    T("⟦晌午⟧去接孩子", at(today(), 12), cat=c, unsure="晌午 read as 中午, the point 12:00")
    T("⟦傍黑⟧出去遛狗", R(dt(today(), 17), dt(today(), 18), "hour"), cat=c, unsure="傍黑 read as 傍晚 (17–19)")
    T("⟦七点钟⟧吃饭", at(today(), 19), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **Z):
    T("⟦差一刻十二点⟧到楼下", at(today(), 11, 45), cat=c)
    T("⟦十一点⟧那个电话会", at(rel(1), 11), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NT, pref="future", **Z):
    T("⟦6.16⟧端午回家", P(ymd(2029, 6, 16)), cat=c)
    T("⟦2029/7/3⟧交论文", P(ymd(2029, 7, 3)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦20291015⟧办签证", P(ymd(2029, 10, 15)), cat=c, conv="eight-digit-date")

c = "traditional"
with use(now=NS, pref="future", **Z):
    T("⟦禮拜四⟧去拜年", P(wd(4)), cat=c)
    T("⟨後天⟩⟨下午三點⟩看電影", at(rel(2), 15), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦下個禮拜二⟧開會", P(wk(1, 2)), cat=c)

c = "rollover"
with use(now=NT, pref="future", **Z):
    T("⟦礼拜一上午十点⟧例会", at(wk(1, 1), 10), cat=c)
    T("⟦周一早上⟧跑步", R(dt(wk(1, 1), 6), dt(wk(1, 1), 8), "hour"), cat=c, conv="rollover-part")
with use(now=NU, pref="future", **Z):
    T("⟦周日晚上八点⟧打球", at(wk(1, 7), 20), cat=c)
with use(now=NT, pref="past", **Z):
    T("⟦礼拜五⟧打车花了六十", P(wd(5)), cat=c)

c = "holiday"
with use(now=NS, pref="future", **Z):
    T("⟦年三十晚上⟧在爸妈家守岁", pod(L29["除夕"], "晚上"), cat=c)
    T("⟦大年初一⟧去庙里上香", P(L29["春节"]), cat=c)
    T("⟦正月十五⟧吃元宵", P(L29["元宵"]), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦端午节⟧包粽子", P(L29["端午"]), cat=c)
    T("⟦父亲节⟧给老爸打电话", P(holiday_in("fathers", 2029)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦重阳节⟧陪爷爷爬山", P(L29["重阳"]), cat=c)
    T("⟦寒露⟧那天换被子", P(L29["寒露"]), cat=c)

c = "coordination"
with use(now=NR, pref="future", **Z):
    T("⟦礼拜二⟧、⟦礼拜四⟧去练车", P(wd(2)), P(wd(4)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦明天⟧或者⟦后儿⟧去看房", P(rel(1)), P(rel(2)), cat=c)

c = "none"
with use(now=NT, pref="future", **Z):
    T("我家在3号楼2单元", cat=c)
    T("这次考了第七名", cat=c)
    T("仨人一起拼了个车", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NR, pref="future", **E):
    T("⟨tmrw⟩ dentist appt ⟨@ 3⟩", at(rel(1), 15), cat=c, conv="bare-hour")
    T("my sister lands ⟨Friday⟩ so pickup at the airport ⟨at 6:40pm⟩", at(wd(5), 18, 40), cat=c)
    T("⟨tues⟩ mtg w/ Sam ⟨10am⟩", at(wd(2), 10), cat=c)
with use(now=NS, pref="future", **E):
    T("⟨thurs⟩ ⟨2:15⟩ parent teacher conf", at(wd(4), 14, 15), cat=c, conv="bare-hour")
    T("⟨tmr⟩ ⟨noon⟩ lunch w/ Dana", at(rel(1), 12), cat=c)
with use(now=NT, pref="future", **E):
    T("⟨wed⟩ haircut, ⟨like 5ish⟩", at(wd(3), 17), cat=c, conv="bare-hour")
with use(now=NU, pref="future", **E):
    T("⟨tmrw⟩ first thing ⟨at 7:30am⟩ flight to Denver", at(rel(1), 7, 30), cat=c)
    T("⟨the 5th⟩ ⟨8pm⟩ concert", at(ymd(2029, 10, 5), 20), cat=c)

c = "range"
with use(now=NR, pref="future", **E):
    T("out of office ⟦mon-wed next week⟧", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NT, pref="future", **E):
    T("beach house ⟦June 15-18⟧", dr(ymd(2029, 6, 15), ymd(2029, 6, 18)), cat=c)
    T("⟦this wknd⟧ camping", dr(wd(6), wd(7)), cat=c)
with use(now=NU, pref="future", **E):
    T("⟦Oct 3 thru Oct 6⟧ my parents are in town", dr(ymd(2029, 10, 3), ymd(2029, 10, 6)), cat=c)
with use(now=NU, pref="past", **E):
    T("⟦Sept 1 thru today⟧ how much on gas", dr(ymd(2029, 9, 1), today()), cat=c)

c = "deadline"
with use(now=NR, pref="future", **E):
    T("taxes done ⟦b4 April 15⟧", dr(today(), ymd(2029, 4, 14)), cat=c, conv="en-before-exclusive")
    T("call the plumber back ⟦b4 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
with use(now=NT, pref="future", **E):
    T("need the report ⟦by thurs⟧", deadline_day(wd(4)), cat=c, conv="by-inclusive")
    T("⟦w/in the next 3 days⟧ I need to renew my license", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NU, pref="future", **E):
    T("finish the quarterly review ⟦by end of day tmrw⟧", deadline_day(rel(1)), cat=c, conv="by-inclusive",
      unsure="'end of day' read as the day itself (day grain)")
    T("⟦by the end of the year⟧ pay off the card", deadline_day(ymd(2029, 12, 31)), cat=c)
with use(now=NU, pref="past", **E):
    T("what did I spend ⟦this quarter so far⟧", dr(ymd(2029, 7, 1), today()), cat=c, conv="since")

c = "arithmetic"
with use(now=NR, pref="future", **E):
    T("⟦the Friday after St. Patrick's⟧ happy hour", P(ymd(2029, 3, 23)), cat=c)
    T("⟦the 2nd Tuesday of April⟧ book club", P(nth(2029, 4, 2, 2)), cat=c)
with use(now=NT, pref="future", **E):
    T("⟦the day after Father's Day⟧ I'm off", P(holiday_in("fathers", 2029) + td(days=1)), cat=c)
with use(now=NU, pref="future", **E):
    T("⟦the last Friday of October⟧ costume party", P(lastwd(2029, 10, 5)), cat=c)

c = "duration"
with use(now=NR, pref="future", **E):
    T("remind me ⟦in 20 min⟧ to flip the laundry", after(td(minutes=20)), cat=c)
    T("⟦a couple weeks from now⟧ follow up w/ the landlord", P(rel(14)), cat=c,
      unsure="'a couple' read as two")
with use(now=NS, pref="future", **E):
    T("check on the roast ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
with use(now=NT, pref="future", **E):
    T("⟦same time tmrw⟧ call Mom again", at(rel(1), 11, 40), cat=c)

c = "clock"
with use(now=NR, pref="future", **E):
    T("coffee w/ Jo ⟦@ quarter to 4⟧", at(today(), 15, 45), cat=c)
    T("dinner ⟦2nite at 8⟧", at(today(), 20), cat=c, unsure="2nite = tonight pins 8 to pm")
with use(now=NT, pref="future", **E):
    T("pickup ⟦at half 5⟧", at(today(), 17, 30), cat=c, conv="bare-hour", unsure="British 'half 5' = 5:30")
    T("call ⟦at twelve thirty⟧", at(today(), 12, 30), cat=c)
with use(now=NU, pref="future", **E):
    T("set the alarm for ⟦6:15am⟧", at(rel(1), 6, 15), cat=c)

c = "numeric-date"
with use(now=NR, pref="future", **E):
    T("passport appt ⟦3/28⟧", P(ymd(2029, 3, 28)), cat=c, conv="en-month-first")
with use(now=NT, pref="future", **E):
    T("lease ends ⟦7/31/29⟧", P(ymd(2029, 7, 31)), cat=c, conv="en-month-first")
with use(now=NU, pref="future", **E):
    T("dentist ⟦10/2⟧", P(ymd(2029, 10, 2)), cat=c, conv="en-month-first")
    T("flight home ⟦Fri, Oct 12⟧", P(ymd(2029, 10, 12)), cat=c)

c = "rollover"
with use(now=NT, pref="future", **E):
    T("⟦Monday 9am⟧ standup", at(wk(1, 1), 9), cat=c)
    T("⟦mon morning⟧ car inspection", R(dt(today(), 6), dt(today(), 11), "hour"), cat=c, conv="rollover-part",
      unsure="said Monday 11:40: the morning (06–12) is still in progress, so it stays today")
with use(now=NU, pref="future", **E):
    T("⟦Sunday 6pm⟧ meal prep", at(wk(1, 7), 18), cat=c)
with use(now=NR, pref="past", **E):
    T("⟦Sunday 9am⟧ brunch was 42", at(today(), 9), cat=c)

c = "holiday"
with use(now=NR, pref="future", **E):
    T("⟦St. Patty's⟧ parade w/ the kids", P(holiday_in("stpatrick", 2029)), cat=c)
    T("⟦Easter⟧ brunch at Grandma's", P(easter(2029)), cat=c)
with use(now=NS, pref="future", **E):
    T("⟦Vday⟧ dinner res", P(holiday_in("valentine", 2029)), cat=c, unsure="Vday = Valentine's Day")
    T("⟦Presidents' Day⟧ sale at the mall", P(holiday_in("presidents", 2029)), cat=c)
with use(now=NT, pref="future", **E):
    T("⟦the Fourth⟧ bbq at Mike's", P(holiday_in("independence", 2029)), cat=c)
    T("⟦Juneteenth⟧ day off", P(holiday_in("juneteenth", 2029)), cat=c)
with use(now=NU, pref="future", **E):
    T("⟦Columbus Day⟧ long wknd trip", P(holiday_in("columbus", 2029)), cat=c)
    T("⟦Halloween night⟧ trick or treat", R(dt(ymd(2029, 10, 31), 18), dt(ymd(2029, 10, 31), 23), "hour"), cat=c)

c = "coordination"
with use(now=NR, pref="future", **E):
    T("gym ⟦tues⟧ & ⟦thurs⟧", P(wd(2)), P(wd(4)), cat=c)
with use(now=NT, pref="future", **E):
    T("either ⟦wed⟧ or ⟦thu⟧ for the oil change", P(wd(3)), P(wd(4)), cat=c)

c = "none"
with use(now=NT, pref="future", **E):
    T("I'm in apt 4B", cat=c)
    T("we won 3-1 lol", cat=c)
    T("order #4417 shipped", cat=c)
