"""Round 16 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a hospital nurse on rotating shifts, a
landlord with a few rented flats and someone caring for elderly parents use inside requests: a day and a clock together
or apart, clock ranges (a night shift across midnight), deadlines (今晚十二点前, 国庆前, "by friday noon", 月底前),
parts of months and weeks, durations from now, holidays and their neighbours (国庆, 教师节, 万圣节, 双十一, Labor Day,
Thanksgiving, Black Friday; no school terms: not tabled; no lunar festival or solar term: not tabled past 2029),
coordination, and rows with no time."""
from lib import *

NA = "2039-10-30T23:25:00"  # Sunday near midnight: 明天 = Monday 10-31 (月底, Halloween); a bare 8, 11 or 3 reads tomorrow
NB = "2039-08-31T06:30:00"  # Wednesday early morning, the last day of August: a bare 7 reads 19:00, a bare 8 08:00 today
NC = "2039-09-30T16:10:00"  # Friday afternoon before 国庆: a bare 4 is past (tomorrow 16:00), a bare 5 ahead, a bare 8 reads 20:00
ND = "2039-11-23T15:40:00"  # Wednesday afternoon before Thanksgiving: a bare 3 is past (tomorrow 15:00), a bare 4 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早七点半⟧交班 别迟到", at(rel(1), 7, 30), cat=c)
    T("⟦下周二下午两点到四点⟧护理培训", cr(wk(1, 2), 14, 0, 16, 0), cat=c)
    T("⟨周四⟩带爸去拿化验单 ⟨上午十点半⟩", at(wd(4), 10, 30), cat=c)
    T("⟦周三晚上8点到周四早上8点⟧夜班", cr(wd(3), 20, 0, 8, 0, d2=wd(4)), cat=c)
    c = "clock"
    T("⟦八点⟧带妈去抽血", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="at 23:25 both 08:00 and 20:00 have passed: tomorrow 08:00")
    T("⟦三点⟧租客来看房", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦十一点一刻⟧去药房", P(bare_clock(11, 15)), cat=c, conv="bare-hour",
      unsure="at 23:25 11:15 and 23:15 have passed: tomorrow 11:15")
    c = "deadline"
    T("⟦今晚十二点前⟧把护理记录补完", deadline_clock(dt(rel(1), 0)), cat=c,
      unsure="今晚十二点 is 00:00 of the next day; the deadline runs from now to it")
    T("⟦月底前⟧把房租收齐", deadline_day(ymd(2039, 10, 31)), cat=c)
    T("⟦下个月初⟧交物业费", xun(2039, 11, 1), cat=c, conv="month-parts")
    T("⟦11月中旬⟧带妈去复查", xun(2039, 11, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第二个周三⟧业主大会", P(nth(2039, 11, 2, 3)), cat=c)
    T("⟦下下周一⟧3号房租客搬走", P(wk(2, 1)), cat=c)
    c = "duration"
    T("⟦半小时后⟧叫我给妈翻身", after(td(minutes=30)), cat=c)
    T("⟦三天后⟧去拆线", P(rel(3)), cat=c)
    T("⟦一个半小时以后⟧提醒我查房", after(td(minutes=90)), cat=c)
    c = "rollover"
    T("⟦周日晚上⟧全家一起吃饭", pod(today(), "晚上"), cat=c, conv="rollover-part",
      unsure="the evening is still in progress at 23:25, so today")
    T("⟦周日早上八点⟧陪爸晨练", at(wk(1, 7), 8), cat=c, unsure="Sunday 08:00 said on Sunday 23:25: next week")
    c = "holiday"
    T("⟦万圣节⟧带孩子去要糖", P(hol("halloween")), cat=c)
    T("⟦双十一⟧给爸妈买羽绒服", P(ymd(2039, 11, 11)), cat=c)
    c = "coordination"
    T("夜班排在⟦周一⟧和⟦周四⟧", P(wd(1)), P(wd(4)), cat=c)
    c = "none"
    T("爸血压140/90 心率78", cat=c)
    T("3号房两室一厅 朝南", cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今天下午三点⟧新租客签合同", at(today(), 15), cat=c)
    T("⟦9月3号上午十点到十二点⟧带妈看眼科", cr(ymd(2039, 9, 3), 10, 0, 12, 0), cat=c)
    T("⟨周五⟩全家吃饭 给爸过生日 ⟨晚上六点半⟩", at(wd(5), 18, 30), cat=c)
    T("⟦明天中午十二点⟧护工来面试", at(rel(1), 12), cat=c)
    c = "clock"
    T("⟦七点⟧带爸做康复", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦八点半⟧跟护士长说换班", P(bare_clock(8, 30)), cat=c, conv="bare-hour")
    c = "range"
    T("⟦下周一到周三⟧上白班", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("⟦9月8号到12号⟧出去旅游", dr(ymd(2039, 9, 8), ymd(2039, 9, 12)), cat=c)
    c = "deadline"
    T("⟦这周五中午前⟧把排班表交上去", deadline_clock(dt(wd(5), 12)), cat=c)
    T("⟦本月内⟧把电费交了", deadline_day(today()), cat=c, unsure="said on the month's last day: today alone")
    T("⟦下个月上旬⟧带爸复查", xun(2039, 9, 1), cat=c, conv="month-parts")
    T("⟦9月最后一周⟧进修", dr(ymd(2039, 9, 24), ymd(2039, 9, 30)), cat=c, conv="last-week")
    c = "arithmetic"
    T("⟦教师节前一天⟧给老师买花", P(ymd(2039, 9, 9)), cat=c)
    T("⟦下个月第一个周六⟧带爸体检", P(nth(2039, 9, 1, 6)), cat=c)
    c = "duration"
    T("⟦两周后⟧再去复诊", P(rel(14)), cat=c)
    T("⟦四十分钟后⟧给妈量血压", after(td(minutes=40)), cat=c)
    T("⟦明天这个时候⟧再测一次血糖", at(rel(1), 6, 30), cat=c)
    c = "rollover"
    T("⟦周三早上⟧给妈量血压", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="the morning is in progress: today")
    T("⟦周三上午九点⟧交接班", at(today(), 9), cat=c, unsure="Wednesday 09:00 said Wednesday 06:30 is still ahead: today")
    c = "holiday"
    T("⟦教师节⟧给儿子老师送花", P(ymd(2039, 9, 10)), cat=c)
    c = "traditional"
    T("⟦週五下午兩點⟧帶媽去複診", at(wd(5), 14), cat=c)
    T("⟦下週一⟧開始上夜班", P(wk(1, 1)), cat=c)
    c = "numeric-date"
    T("⟦9.15⟧交房产税", P(ymd(2039, 9, 15)), cat=c)
    T("2号房租约⟦2039.9.20⟧到期", P(ymd(2039, 9, 20)), cat=c)
    c = "coordination"
    T("⟦9月5号⟧、⟦6号⟧两天上夜班", P(ymd(2039, 9, 5)), P(ymd(2039, 9, 6)), cat=c, conv="distribute")
    c = "none"
    T("爸一天吃3次药 每次2片", cat=c)
    T("302床 血氧96", cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦五点⟧去药房拿药", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("⟦四点⟧中介带人看房", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:10 has passed: tomorrow 16:00")
    T("⟦八点⟧给护工转工资", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:10 reads 20:00 today")
    c = "holiday"
    T("⟦国庆中午⟧一家人出去吃", at(ymd(2039, 10, 1), 12), cat=c)
    T("⟦国庆节后一天⟧开始上夜班", P(ymd(2039, 10, 2)), cat=c)
    c = "deadline"
    T("⟦国庆前⟧把房租收齐", deadline_day(ymd(2039, 10, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦年底前⟧把2号房卖了", deadline_day(ymd(2039, 12, 31)), cat=c)
    T("⟦四季度⟧交房产税", quarter(2039, 4), cat=c, conv="quarters")
    c = "range"
    T("⟦10月2号到5号⟧连上四天白班", dr(ymd(2039, 10, 2), ymd(2039, 10, 5)), cat=c)
    c = "composition"
    T("⟦下周三上午九点⟧带妈去中医院", at(wk(1, 3), 9), cat=c)
    c = "rollover"
    T("⟦周五下午三点⟧租客退房", at(wk(1, 5), 15), cat=c, unsure="Friday 15:00 said Friday 16:10: next week")
    T("⟦周五晚上⟧给爸妈打视频", pod(today(), "晚上"), cat=c, conv="rollover-part",
      unsure="the evening has not begun at 16:10: today")
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦周三⟧带爸打车去医院 花了58", P(wd(3)), cat=c)
    T("⟦周五早上⟧买菜花了86", pod(today(), "早上"), cat=c, unsure="past reading: this morning")
    T("⟦上周六⟧给爸买的轮椅", P(wk(-1, 6)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("handoff ⟦tmrw 7:30am⟧ dont be late", at(rel(1), 7, 30), cat=c)
    T("CE class ⟦next tue 2-4pm⟧", cr(wk(1, 2), 14, 0, 16, 0), cat=c)
    T("dad's lab results ⟨thurs⟩ pick up ⟨10:30am⟩", at(wd(4), 10, 30), cat=c)
    T("night shift ⟦wed 7pm to thurs 7am⟧", cr(wd(3), 19, 0, 7, 0, d2=wd(4)), cat=c)
    c = "clock"
    T("mom's bloodwork ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="at 23:25 both 08:00 and 20:00 have passed: tomorrow 08:00")
    T("showing ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("pharmacy ⟦quarter past 11⟧", P(bare_clock(11, 15)), cat=c, conv="bare-hour",
      unsure="at 23:25 11:15 and 23:15 have passed: tomorrow 11:15")
    c = "deadline"
    T("finish my charting ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c,
      unsure="midnight is 00:00 of the next day; before + clock runs from now to it")
    T("collect all rents ⟦by end of month⟧", deadline_day(ymd(2039, 10, 31)), cat=c)
    T("HOA dues ⟦early next month⟧", xun(2039, 11, 1), cat=c, conv="month-parts")
    T("mom's recheck ⟦mid november⟧", xun(2039, 11, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("owners meeting ⟦the 2nd wednesday of next month⟧", P(nth(2039, 11, 2, 3)), cat=c)
    T("3A moves out ⟦the monday after next⟧", P(wk(2, 1)), cat=c, conv="after-next")
    c = "duration"
    T("turn mom ⟦in 30 min⟧", after(td(minutes=30)), cat=c)
    T("stitches out ⟦3 days from now⟧", P(rel(3)), cat=c)
    T("wake me ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "rollover"
    T("family dinner ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="the night is still in progress at 23:25, so today")
    T("walk with dad ⟦sunday 8am⟧", at(wk(1, 7), 8), cat=c, unsure="Sunday 08:00 said on Sunday 23:25: next week")
    c = "holiday"
    T("take the kids trick or treating ⟦halloween⟧", P(hol("halloween")), cat=c)
    T("dad's parade ⟦veterans day⟧", P(ymd(2039, 11, 11)), cat=c)
    c = "coordination"
    T("nights on ⟦monday⟧ and ⟦thursday⟧", P(wd(1)), P(wd(4)), cat=c)
    c = "none"
    T("dad's bp 140/90 pulse 78", cat=c)
    T("unit 3A 2br 1ba south facing", cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("lease signing ⟦today 3pm⟧", at(today(), 15), cat=c)
    T("mom eye appt ⟦sept 3 10am-12⟧", cr(ymd(2039, 9, 3), 10, 0, 12, 0), cat=c)
    T("⟨friday⟩ family dinner for dad's bday ⟨6:30pm⟩", at(wd(5), 18, 30), cat=c)
    T("caregiver interview ⟦tomorrow at noon⟧", at(rel(1), 12), cat=c)
    c = "clock"
    T("dad PT ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("talk to charge nurse ⟦8:30⟧", P(bare_clock(8, 30)), cat=c, conv="bare-hour")
    c = "range"
    T("day shifts ⟦mon-wed next week⟧", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("vacation ⟦sept 8 thru 12⟧", dr(ymd(2039, 9, 8), ymd(2039, 9, 12)), cat=c)
    c = "deadline"
    T("schedule requests due ⟦by friday noon⟧", deadline_clock(dt(wd(5), 12)), cat=c, conv="by-inclusive")
    T("pay the electric ⟦by end of month⟧", deadline_day(today()), cat=c, unsure="said on the month's last day: today alone")
    T("dad's recheck ⟦early september⟧", xun(2039, 9, 1), cat=c, conv="month-parts")
    T("training ⟦the last week of september⟧", dr(ymd(2039, 9, 24), ymd(2039, 9, 30)), cat=c, conv="last-week")
    c = "arithmetic"
    T("bbq ⟦the day before labor day⟧", P(holiday_in("labor", 2039) - td(days=1)), cat=c)
    T("dad's physical ⟦first saturday in september⟧", P(nth(2039, 9, 1, 6)), cat=c)
    c = "duration"
    T("follow up ⟦in 2 weeks⟧", P(rel(14)), cat=c)
    T("recheck mom's bp ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("check dad's sugar again ⟦this time tomorrow⟧", at(rel(1), 6, 30), cat=c)
    c = "rollover"
    T("mom's bp ⟦wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="the morning is in progress: today")
    T("shift handoff ⟦wednesday 9am⟧", at(today(), 9), cat=c, unsure="Wednesday 09:00 said Wednesday 06:30 is still ahead: today")
    c = "holiday"
    T("bbq at my sister's ⟦labor day 1pm⟧", at(holiday_in("labor", 2039), 13), cat=c)
    c = "numeric-date"
    T("property tax ⟦9/15⟧", P(ymd(2039, 9, 15)), cat=c, conv="en-month-first")
    T("unit 2 lease ends ⟦9/20/2039⟧", P(ymd(2039, 9, 20)), cat=c, conv="en-month-first")
    T("my sister's visit ⟦15/9⟧", P(ymd(2039, 9, 15)), cat=c, conv="day-first-when-over-12")
    c = "coordination"
    T("nights ⟦sept 5⟧ and ⟦6⟧", P(ymd(2039, 9, 5)), P(ymd(2039, 9, 6)), cat=c, conv="distribute")
    c = "none"
    T("dad takes 2 pills 3x a day", cat=c)
    T("bed 302 sat 96", cat=c)

with use(now=ND, pref="future", **E):
    c = "clock"
    T("pharmacy run ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("realtor showing ⟦at 3⟧ for unit 2", P(bare_clock(3)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 15:40 has passed: tomorrow 15:00")
    T("venmo the caregiver ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 15:40 reads 20:00 today")
    c = "holiday"
    T("dinner at mom and dad's ⟦thanksgiving at 4⟧", at(holiday_in("thanksgiving", 2039), 16), cat=c, conv="bare-hour")
    T("take mom recliner shopping ⟦black friday⟧", P(holiday_in("blackfriday", 2039)), cat=c)
    T("back on nights ⟦the monday after thanksgiving⟧", P(ymd(2039, 11, 28)), cat=c)
    c = "deadline"
    T("rent reminders out ⟦by friday noon⟧", deadline_clock(dt(wd(5), 12)), cat=c, conv="by-inclusive")
    T("property tax ⟦by the end of the year⟧", deadline_day(ymd(2039, 12, 31)), cat=c)
    T("dad's recheck ⟦early december⟧", xun(2039, 12, 1), cat=c, conv="month-parts")
    T("training ⟦the first week of december⟧", dr(ymd(2039, 12, 1), ymd(2039, 12, 7)), cat=c, conv="first-week")
    c = "range"
    T("nights ⟦dec 9 to 11⟧", dr(ymd(2039, 12, 9), ymd(2039, 12, 11)), cat=c)
    c = "composition"
    T("mom's neuro ⟦next wed 9am⟧", at(wk(1, 3), 9), cat=c)
    c = "rollover"
    T("move out walkthrough ⟦wednesday 2pm⟧", at(wk(1, 3), 14), cat=c, unsure="Wednesday 14:00 said Wednesday 15:40: next week")
    T("call my parents ⟦wednesday evening⟧", pod(today(), "evening"), cat=c, conv="rollover-part",
      unsure="the evening has not begun at 15:40: today")
with use(now=ND, pref="past", **E):
    c = "rollover"
    T("cab w/ dad to the hospital ⟦monday⟧ 34", P(wd(1)), cat=c)
    T("groceries ⟦wednesday morning⟧ 86", pod(today(), "morning"), cat=c, unsure="past reading: this morning")
    T("the wheelchair i bought ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
