"""Round 11 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The time expressions a parent, a freelancer and a
student use inside their requests during one week: a day and a clock said together or apart, clock ranges, deadlines,
parts of months, durations from now, holidays and the days next to them, coordination."""
from lib import *

NA = "2034-10-09T06:45:00"  # Monday early morning (Columbus Day); 早上/morning in progress; a bare 7 reads 19:00 today
NB = "2034-03-15T12:20:00"  # Wednesday lunch time mid-month; a bare 9/10 reads pm today, a bare 12 is past (tomorrow noon)
NC = "2034-09-30T15:30:00"  # Saturday afternoon, last day of a month and quarter; 国庆 tomorrow, a bare 3 is past
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
F = "future"

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref=F, **Z):
    T("⟦周三晚上七点⟧家长会 别忘了", at(wd(3), 19), cat=c)
    T("⟦明早八点⟧送娃去游泳", at(rel(1), 8), cat=c)
    T("⟨周四⟩跟客户开会 ⟨上午十点⟩", at(wd(4), 10), cat=c)
    T("⟦这周五下午两点⟧给客户讲方案", at(wk(0, 5), 14), cat=c)
    T("⟦后天早上七点一刻⟧的高铁", at(rel(2), 7, 15), cat=c)
with use(now=NB, pref=F, **Z):
    T("⟦今晚九点⟧对一下合同", at(today(), 21), cat=c)
    T("⟨周六⟩带孩子打疫苗 ⟨下午三点⟩", at(wk(0, 6), 15), cat=c)
    T("⟦下周三晚上七点⟧家教", at(wk(1, 3), 19), cat=c)
    T("⟦明天中午⟧跟导师吃饭", pod(rel(1), "中午"), cat=c)
with use(now=NC, pref=F, **Z):
    T("⟦下周二上午十点⟧见新客户", at(wk(1, 2), 10), cat=c)
    T("⟨10月8号⟩返校 大概⟨晚上六点⟩", at(ymd(2034, 10, 8), 18), cat=c)

c = "range"
with use(now=NA, pref=F, **Z):
    T("⟦今晚7点到11点⟧奶茶店上班", cr(today(), 19, 0, 23, 0), cat=c)
    T("⟦周日九点到十一点⟧带儿子踢球", cr(wd(7), 9, 0, 11, 0), cat=c, conv="bare-hour")
    T("⟦下周一到周三⟧出差", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NB, pref=F, **Z):
    T("⟦3月20号下午两点到四点⟧答辩", cr(ymd(2034, 3, 20), 14, 0, 16, 0), cat=c)
    T("⟦这周六到下周二⟧孩子在奶奶家", dr(wk(0, 6), wk(1, 2)), cat=c)
    T("⟦下午两点半到五点⟧满课", cr(today(), 14, 30, 17, 0), cat=c)
with use(now=NC, pref=F, **Z):
    T("⟦10月2号到6号⟧回老家", dr(ymd(2034, 10, 2), ymd(2034, 10, 6)), cat=c)
    T("⟦晚上十点到凌晨一点⟧赶稿", cr(today(), 22, 0, 1, 0), cat=c)

c = "deadline"
with use(now=NA, pref=F, **Z):
    T("⟦月底前⟧把发票开了", deadline_day(month_end()), cat=c)
    T("⟦这周五之前⟧交作业", deadline_day(wk(0, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午五点前⟧给客户回个话", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦三天内⟧把报名表交了", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NB, pref=F, **Z):
    T("房租⟦这个月下旬⟧交", xun(2034, 3, 3), cat=c, conv="month-parts")
    T("⟦下个月初⟧开学体检", xun(2034, 4, 1), cat=c, conv="month-parts")
    T("⟦截止到周五⟧ 材料要交齐", deadline_day(wd(5)), cat=c)
with use(now=NB, pref="past", **Z):
    T("⟦本月至今⟧ 外卖花了多少", dr(month_start(), today()), cat=c, conv="since")
with use(now=NC, pref=F, **Z):
    T("⟦年底前⟧把尾款收回来", deadline_day(ymd(2034, 12, 31)), cat=c)
    T("⟦下个月中旬⟧期中考", xun(2034, 10, 2), cat=c, conv="month-parts")
    T("论文⟦下个月底⟧交", P(ymd(2034, 10, 31)), cat=c, conv="month-end-bare")
    T("⟦国庆之前⟧把稿子发过去", deadline_day(ymd(2034, 10, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦未来一周⟧都在老家", ndays(7), cat=c, conv="n-days-counting-today")

c = "duration"
with use(now=NA, pref=F, **Z):
    T("⟦半小时后⟧提醒我回电话", after(td(minutes=30)), cat=c)
    T("⟦两周后⟧娃要去复诊", P(rel(14)), cat=c)
    T("⟦一个半小时以后⟧出发去机场", after(td(minutes=90)), cat=c)
with use(now=NB, pref=F, **Z):
    T("⟦三天后的晚上八点⟧跟客户开会", at(rel(3), 20), cat=c)
    T("⟦下周这个时候⟧再提醒我一次", P(dt(rel(7), 12, 20)), cat=c, unsure="下周这个时候 = the same clock a week on")
    T("⟦半个月后⟧交稿", P(rel(15)), cat=c)
with use(now=NC, pref=F, **Z):
    T("⟦四十分钟后⟧去接孩子", after(td(minutes=40)), cat=c)
    T("⟦一年后的今天⟧再看看这笔钱", P(addy(today(), 1)), cat=c)

c = "clock"
with use(now=NA, pref=F, **Z):
    T("⟦八点三刻⟧交作业", at(today(), 8, 45), cat=c)
    T("⟦差十分八点⟧出门", at(today(), 7, 50), cat=c)
    T("⟦七点⟧奶茶店上班", at(today(), 19), cat=c, conv="bare-hour")
with use(now=NB, pref=F, **Z):
    T("⟦十点⟧跟甲方通个电话", at(today(), 22), cat=c, conv="bare-hour")
    T("⟦十二点⟧一起吃饭吧", at(rel(1), 12), cat=c, conv="bare-hour")
    T("⟦一点半⟧上课", at(today(), 13, 30), cat=c, conv="bare-hour")
with use(now=NC, pref=F, **Z):
    T("⟦3点⟧去公园", at(rel(1), 15), cat=c, conv="bare-hour")
    T("⟦四点一刻⟧下楼拿快递", at(today(), 16, 15), cat=c, conv="bare-hour")

c = "rollover"
with use(now=NB, pref=F, **Z):
    T("⟦周三上午十点⟧组会", at(wk(1, 3), 10), cat=c)
    T("⟦周三下午⟧去答疑", pod(today(), "下午"), cat=c, conv="rollover-part")
with use(now=NC, pref=F, **Z):
    T("⟦周六下午两点⟧游泳课", at(wk(1, 6), 14), cat=c)
    T("⟦周六上午⟧去爬山", pod(wk(1, 6), "上午"), cat=c, conv="rollover-part")
with use(now=NB, pref="past", **Z):
    T("⟦周三晚上⟧吃饭花了120", pod(wk(-1, 3), "晚上"), cat=c, conv="rollover-part",
      unsure="past reading: tonight has not begun at 12:20, so last Wednesday evening")

c = "holiday"
with use(now=NA, pref=F, **Z):
    T("⟦万圣节晚上⟧带孩子去要糖", pod(ymd(2034, 10, 31), "晚上"), cat=c)
    T("⟦平安夜晚上八点⟧聚餐", at(ymd(2034, 12, 24), 20), cat=c)
    T("⟦感恩节⟧那天请客户吃饭", P(holiday_in("thanksgiving", 2034)), cat=c)
with use(now=NB, pref=F, **Z):
    T("⟦五一⟧带孩子去动物园", P(ymd(2034, 5, 1)), cat=c)
    T("⟦母亲节⟧给我妈订个蛋糕", P(holiday_in("mothers", 2034)), cat=c)
with use(now=NC, pref=F, **Z):
    T("⟦国庆早上六点⟧出发", at(ymd(2034, 10, 1), 6), cat=c)
    T("⟦元旦⟧前后去趟哈尔滨", P(ymd(2035, 1, 1)), cat=c, unsure="前后 after a holiday read as 'around', the day itself")

c = "arithmetic"
with use(now=NA, pref=F, **Z):
    T("⟦下个月第一个周五⟧家长开放日", P(nth(2034, 11, 1, 5)), cat=c)
    T("⟦这个月最后一个周六⟧带娃去露营", P(lastwd(2034, 10, 6)), cat=c)
with use(now=NB, pref=F, **Z):
    T("⟦愚人节前一天⟧交季度报告", P(ymd(2034, 3, 31)), cat=c)
with use(now=NC, pref=F, **Z):
    T("⟦国庆节后一天⟧就上班了", P(ymd(2034, 10, 2)), cat=c)
    T("⟦下个月最后一个周五⟧交稿", P(lastwd(2034, 10, 5)), cat=c)
    T("⟦下下周三⟧复查", P(wk(2, 3)), cat=c)

c = "coordination"
with use(now=NA, pref=F, **Z):
    T("⟦周二⟧和⟦周四晚上⟧有课", pod(wd(2), "晚上"), pod(wd(4), "晚上"), cat=c, conv="distribute")
    T("⟦明天⟧或者⟦后天下午⟧去取快递", pod(rel(1), "下午"), pod(rel(2), "下午"), cat=c, conv="distribute")
with use(now=NB, pref=F, **Z):
    T("⟦周五⟧⟦周六⟧都要上班", P(wd(5)), P(wd(6)), cat=c)
    T("⟦3月18号⟧、⟦19号⟧带孩子去外婆家", P(ymd(2034, 3, 18)), P(ymd(2034, 3, 19)), cat=c, conv="distribute")
with use(now=NC, pref=F, **Z):
    T("⟦下周一⟧、⟦周三⟧、⟦周五⟧都有课", P(wk(1, 1)), P(wk(1, 3)), P(wk(1, 5)), cat=c, conv="distribute")

c = "numeric-date"
with use(now=NA, pref=F, **Z):
    T("⟦10.15⟧交房租", P(ymd(2034, 10, 15)), cat=c)
    T("⟦2034/11/3⟧开家长会", P(ymd(2034, 11, 3)), cat=c)
with use(now=NC, pref=F, **Z):
    T("⟦10-8⟧返校", P(ymd(2034, 10, 8)), cat=c, unsure="10-8 read as a month.day, not a range")

c = "traditional"
with use(now=NB, pref=F, **Z):
    T("⟦下週三晚上七點⟧家教", at(wk(1, 3), 19), cat=c)
    T("⟦禮拜六下午三點⟧帶孩子打疫苗", at(wd(6), 15), cat=c)

c = "none"
with use(now=NA, pref=F, **Z):
    T("老二上三年级 在二班", cat=c)
    T("奶茶店在3号楼一层", cat=c)
    T("这是这个客户的第15单", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NA, pref=F, **E):
    T("parent night ⟦wed at 7pm⟧", at(wd(3), 19), cat=c)
    T("⟦tmrw 8am⟧ swim practice", at(rel(1), 8), cat=c)
    T("client call ⟨thursday⟩, ⟨10am⟩ works", at(wd(4), 10), cat=c)
    T("pitch ⟦this friday at 2⟧", at(wk(0, 5), 14), cat=c, conv="bare-hour")
    T("train ⟦the day after tomorrow at 7:15am⟧", at(rel(2), 7, 15), cat=c)
with use(now=NB, pref=F, **E):
    T("contract review ⟦tonight at 9⟧", at(today(), 21), cat=c)
    T("flu shots ⟨sat⟩ for the kids ⟨at 3pm⟩", at(wk(0, 6), 15), cat=c)
    T("tutoring ⟦next wed 7pm⟧", at(wk(1, 3), 19), cat=c)
    T("lunch w/ my advisor ⟦tomorrow at noon⟧", at(rel(1), 12), cat=c)
with use(now=NC, pref=F, **E):
    T("meet the client ⟦tues 10am⟧", at(wk(1, 2), 10), cat=c)
    T("dorm move-in ⟨oct 8⟩, probably around ⟨6pm⟩", at(ymd(2034, 10, 8), 18), cat=c)

c = "range"
with use(now=NA, pref=F, **E):
    T("shift ⟦tonight 7 to 11⟧", cr(today(), 19, 0, 23, 0), cat=c)
    T("soccer ⟦sun 9-11am⟧", cr(wd(7), 9, 0, 11, 0), cat=c)
    T("out of town ⟦mon thru wed next week⟧", dr(wk(1, 1), wk(1, 3)), cat=c, conv="distribute")
with use(now=NB, pref=F, **E):
    T("thesis check-in ⟦3/20 2-4pm⟧", cr(ymd(2034, 3, 20), 14, 0, 16, 0), cat=c, conv="en-month-first")
    T("kids at grandma's ⟦sat to next tue⟧", dr(wk(0, 6), wk(1, 2)), cat=c)
    T("class ⟦2:30 to 5 this afternoon⟧", cr(today(), 14, 30, 17, 0), cat=c)
with use(now=NC, pref=F, **E):
    T("visiting my parents ⟦oct 2-6⟧", dr(ymd(2034, 10, 2), ymd(2034, 10, 6)), cat=c)
    T("writing ⟦10pm to 1am tonight⟧", cr(today(), 22, 0, 1, 0), cat=c)

c = "deadline"
with use(now=NA, pref=F, **E):
    T("send invoices ⟦by the end of the month⟧", deadline_day(month_end()), cat=c)
    T("homework due ⟦before friday⟧", deadline_day(wk(0, 4)), cat=c, conv="en-before-exclusive")
    T("reply to the client ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("turn in the permission slip ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NB, pref=F, **E):
    T("rent's due ⟦late this month⟧", xun(2034, 3, 3), cat=c, conv="month-parts")
    T("school checkups ⟦early next month⟧", xun(2034, 4, 1), cat=c, conv="month-parts")
    T("forms due ⟦no later than friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
with use(now=NB, pref="past", **E):
    T("takeout spending ⟦so far this month⟧", dr(month_start(), today()), cat=c, conv="since")
with use(now=NC, pref=F, **E):
    T("collect the final payment ⟦by the end of the year⟧", deadline_day(ymd(2034, 12, 31)), cat=c)
    T("midterms ⟦mid next month⟧", xun(2034, 10, 2), cat=c, conv="month-parts")
    T("paper due ⟦at the end of next month⟧", P(ymd(2034, 10, 31)), cat=c, conv="month-end-bare")
    T("at my parents' ⟦for the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")

c = "duration"
with use(now=NA, pref=F, **E):
    T("call the client back ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("follow-up appt ⟦two weeks from now⟧", P(rel(14)), cat=c)
    T("leave ⟦an hour and a half from now⟧", after(td(minutes=90)), cat=c)
with use(now=NB, pref=F, **E):
    T("client meeting ⟦three days from now at 8pm⟧", at(rel(3), 20), cat=c)
    T("remind me again ⟦same time next week⟧", P(dt(rel(7), 12, 20)), cat=c)
    T("draft due ⟦in a fortnight⟧", P(rel(14)), cat=c)
with use(now=NC, pref=F, **E):
    T("get the kids ⟦in 40 mins⟧", after(td(minutes=40)), cat=c)
    T("check on this savings account ⟦a year from today⟧", P(addy(today(), 1)), cat=c)

c = "clock"
with use(now=NA, pref=F, **E):
    T("homework in ⟦at a quarter to nine⟧", at(today(), 8, 45), cat=c)
    T("leave the house ⟦at ten to eight⟧", at(today(), 7, 50), cat=c)
    T("coffee shop shift ⟦at 7⟧", at(today(), 19), cat=c, conv="bare-hour")
with use(now=NB, pref=F, **E):
    T("call the client ⟦at 10⟧", at(today(), 22), cat=c, conv="bare-hour")
    T("lunch ⟦at 12⟧?", at(rel(1), 12), cat=c, conv="bare-hour")
    T("stats class ⟦half past one⟧", at(today(), 13, 30), cat=c, conv="bare-hour")
with use(now=NC, pref=F, **E):
    T("playground ⟦at 3⟧", at(rel(1), 15), cat=c, conv="bare-hour")
    T("grab the package ⟦at quarter past four⟧", at(today(), 16, 15), cat=c, conv="bare-hour")

c = "rollover"
with use(now=NB, pref=F, **E):
    T("lab meeting ⟦wednesday 10am⟧", at(wk(1, 3), 10), cat=c)
    T("office hours ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
with use(now=NC, pref=F, **E):
    T("swim ⟦saturday 2pm⟧", at(wk(1, 6), 14), cat=c)
    T("hike ⟦saturday morning⟧", pod(wk(1, 6), "morning"), cat=c, conv="rollover-part")
with use(now=NB, pref="past", **E):
    T("dinner out ⟦wednesday night⟧ was 58", pod(wk(-1, 3), "night"), cat=c, conv="rollover-part",
      unsure="past reading: tonight has not begun at 12:20, so last Wednesday night")

c = "holiday"
with use(now=NA, pref=F, **E):
    T("trick or treating ⟦halloween night⟧", pod(ymd(2034, 10, 31), "night"), cat=c)
    T("⟦thanksgiving⟧ at my sister's", P(holiday_in("thanksgiving", 2034)), cat=c)
    T("party ⟦christmas eve at 8pm⟧", at(ymd(2034, 12, 24), 20), cat=c)
    T("⟦black friday⟧ shopping w/ the kids", P(holiday_in("blackfriday", 2034)), cat=c)
with use(now=NB, pref=F, **E):
    T("⟦st. patrick's day⟧ parade", P(ymd(2034, 3, 17)), cat=c)
    T("⟦mother's day⟧ brunch", P(holiday_in("mothers", 2034)), cat=c)
    T("⟦memorial day⟧ bbq at the lake", P(holiday_in("memorial", 2034)), cat=c)
with use(now=NC, pref=F, **E):
    T("family hike ⟦columbus day⟧", P(holiday_in("columbus", 2034)), cat=c)
    T("⟦new year's eve⟧ shift at the coffee shop", P(ymd(2034, 12, 31)), cat=c)

c = "arithmetic"
with use(now=NA, pref=F, **E):
    T("open house ⟦first friday of next month⟧", P(nth(2034, 11, 1, 5)), cat=c)
    T("camping ⟦the last saturday of the month⟧", P(lastwd(2034, 10, 6)), cat=c)
with use(now=NB, pref=F, **E):
    T("egg dye ⟦the day before easter⟧", P(easter(2034) - td(days=1)), cat=c)
with use(now=NC, pref=F, **E):
    T("kickoff ⟦the day after columbus day⟧", P(holiday_in("columbus", 2034) + td(days=1)), cat=c)
    T("draft due ⟦the last friday of next month⟧", P(lastwd(2034, 10, 5)), cat=c)
    T("checkup ⟦wednesday after next⟧", P(wk(2, 3)), cat=c, conv="after-next")

c = "coordination"
with use(now=NA, pref=F, **E):
    T("class ⟦tue⟧ and ⟦thu evening⟧", pod(wd(2), "evening"), pod(wd(4), "evening"), cat=c, conv="distribute")
    T("pick up the package ⟦tomorrow⟧ or ⟦wednesday afternoon⟧", pod(rel(1), "afternoon"), pod(wd(3), "afternoon"), cat=c,
      conv="distribute")
with use(now=NB, pref=F, **E):
    T("working ⟦fri⟧ and ⟦sat⟧", P(wd(5)), P(wd(6)), cat=c)
    T("kids at grandma's ⟦march 18⟧ and ⟦19⟧", P(ymd(2034, 3, 18)), P(ymd(2034, 3, 19)), cat=c, conv="distribute")
with use(now=NC, pref=F, **E):
    T("classes ⟦mon⟧, ⟦wed⟧ and ⟦fri next week⟧", P(wk(1, 1)), P(wk(1, 3)), P(wk(1, 5)), cat=c, conv="distribute")

c = "numeric-date"
with use(now=NA, pref=F, **E):
    T("rent ⟦10/15⟧", P(ymd(2034, 10, 15)), cat=c, conv="en-month-first")
    T("open house ⟦11/3/2034⟧", P(ymd(2034, 11, 3)), cat=c, conv="en-month-first")
with use(now=NC, pref=F, **E):
    T("flight home ⟦15/10⟧", P(ymd(2034, 10, 15)), cat=c, conv="day-first-when-over-12")

c = "none"
with use(now=NA, pref=F, **E):
    T("my youngest is in 3rd grade, room 12", cat=c)
    T("the coffee shop is in building 3", cat=c)
    T("that's my 15th order from this client", cat=c)
