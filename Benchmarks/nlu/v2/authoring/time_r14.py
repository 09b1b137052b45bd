"""Round 14 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a secondary-school teacher, a freelance
photographer and a parent of three use inside requests: a day and a clock together or apart, clock ranges, deadlines
("by Friday noon", 月底前) and parts of months and weeks, durations from now and anchors, holidays and their
neighbours (no school terms: they are not tabled), coordination, and rows with no time."""
from lib import *

NA = "2037-04-30T17:20:00"  # Thursday late afternoon, the last day of April, 五一 tomorrow: a bare 5 is past, a bare 6 ahead
NB = "2037-09-13T19:45:00"  # Sunday evening: "this week" ends tonight; a bare 7 is past (tomorrow), a bare 8 reads 20:00
NC = "2037-06-01T08:40:00"  # Monday morning, the first of June: a bare 8 is past (tomorrow), a bare 9 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref="future", **Z):
    T("⟦周六下午两点到四点⟧老大踢球", cr(wk(0, 6), 14, 0, 16, 0), cat=c)
    T("⟨下周二⟩家长会 ⟨晚上七点半⟩开始", at(wk(1, 2), 19, 30), cat=c)
    T("⟦明早七点⟧送老大去学校", at(rel(1), 7), cat=c)
    T("⟦今晚八点⟧把卷子改完", at(today(), 20), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦明天早上7:30⟧轮到我拼车", at(rel(1), 7, 30), cat=c)
    T("⟦周三下午三点半到五点⟧教研", cr(wd(3), 15, 30, 17, 0), cat=c)
    T("⟨周五⟩秋游 ⟨一点⟩校门口集合", at(wd(5), 13), cat=c, conv="bare-hour")
    T("⟦下周六早上五点半⟧出发去拍日出", at(wk(1, 6), 5, 30), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦今天下午三点⟧带娃去游乐场", at(today(), 15), cat=c)
    T("⟦周三上午10点到11点半⟧命题会", cr(wd(3), 10, 0, 11, 30), cat=c)
    T("⟦后天晚上七点⟧批作文", at(rel(2), 19), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    T("⟦5月6号到8号⟧去千岛湖拍婚礼", dr(ymd(2037, 5, 6), ymd(2037, 5, 8)), cat=c)
    T("⟦下周三到周五⟧出外景", dr(wk(1, 3), wk(1, 5)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦9月25号至27号⟧莫干山拍民宿", dr(ymd(2037, 9, 25), ymd(2037, 9, 27)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦6月6号到8号⟧带学生去研学", dr(ymd(2037, 6, 6), ymd(2037, 6, 8)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    T("⟦下周五前⟧把月考成绩录完", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦今晚十点前⟧把修好的片子发给客户", deadline_clock(dt(today(), 22)), cat=c)
    T("⟦5月中旬⟧交尾款", xun(2037, 5, 2), cat=c, conv="month-parts")
    T("⟦下个月初⟧续租镜头", xun(2037, 5, 1), cat=c, conv="month-parts")
with use(now=NB, pref="future", **Z):
    T("⟦月底前⟧把学费交了", deadline_day(ymd(2037, 9, 30)), cat=c)
    T("报名表⟦这周之内⟧交", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said on Sunday evening: the week ends today")
    T("⟦三天内⟧给客户出片", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦下半个月⟧每个周六都有拍摄", dr(ymd(2037, 9, 16), ymd(2037, 9, 30)), cat=c, conv="half-month")
with use(now=NC, pref="future", **Z):
    T("⟦本月内⟧把期末试卷出好", deadline_day(ymd(2037, 6, 30)), cat=c)
    T("⟦6月下旬⟧期末考试", xun(2037, 6, 3), cat=c, conv="month-parts")
    T("⟦上半个月⟧钢琴课都挪到周四", dr(ymd(2037, 6, 1), ymd(2037, 6, 15)), cat=c, conv="half-month")
    T("⟦明天中午12点前⟧交作业", deadline_clock(dt(rel(1), 12)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    T("⟦下个月第二个周日⟧带孩子们去外婆家", P(nth(2037, 5, 2, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦这个月最后一个周五⟧交月考分析", P(lastwd(2037, 9, 5)), cat=c)
    T("⟦下下周三⟧家长开放日", P(wk(2, 3)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦这个月第三个周六⟧钢琴考级", P(nth(2037, 6, 3, 6)), cat=c)
    T("⟦下个月最后一天⟧交学费", P(month_end(1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    T("⟦一个半小时后⟧去接老二", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧还镜头", P(rel(14)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦半小时后⟧提醒我把衣服收了", after(td(minutes=30)), cat=c)
    T("⟦明天这个时候⟧我在高速上", P(dt(rel(1), 19, 45)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦十天后⟧期末考", P(rel(10)), cat=c)
    T("⟦三刻钟后⟧上课", after(td(minutes=45)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    T("⟦六点一刻⟧接老二", at(today(), 18, 15), cat=c, conv="bare-hour")
    T("⟦差十分六点⟧到钢琴教室", at(today(), 17, 50), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **Z):
    T("⟦八点半⟧把课件过一遍", at(today(), 20, 30), cat=c, conv="bare-hour")
    T("⟦七点⟧给家长打电话", at(rel(1), 19), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    T("⟦九点⟧第一节课", at(today(), 9), cat=c, conv="bare-hour")
    T("⟦十二点⟧跟客户吃饭", at(today(), 12), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    T("⟦5.20⟧拍情侣写真", P(ymd(2037, 5, 20)), cat=c)
    T("⟦2037/5/16⟧学校运动会", P(ymd(2037, 5, 16)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦9.28⟧秋游", P(ymd(2037, 9, 28)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦20370615⟧期末考开始", P(ymd(2037, 6, 15)), cat=c, conv="eight-digit-date")

c = "traditional"
with use(now=NA, pref="future", **Z):
    T("⟦週六上午九點⟧足球課", at(wk(0, 6), 9), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦下禮拜三晚上⟧家長會", pod(wk(1, 3), "晚上"), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦後天下午四點⟧看牙", at(rel(2), 16), cat=c)

c = "rollover"
with use(now=NA, pref="future", **Z):
    T("⟦周四上午⟧去客户那拍产品", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part")
    T("⟦周四下午四点⟧开年级会", at(wk(1, 4), 16), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦周日早上⟧去跑步", pod(wk(1, 7), "早上"), cat=c, conv="rollover-part")
    T("⟦七点半⟧去接老三", at(rel(1), 19, 30), cat=c, conv="bare-hour")
with use(now=NB, pref="past", **Z):
    T("⟦周六晚上⟧聚餐花了600", pod(wd(6), "晚上"), cat=c)
with use(now=NC, pref="past", **Z):
    T("⟦周一早上⟧买早饭15", pod(today(), "早上"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    T("⟦五一⟧带三个娃去野生动物园", P(ymd(2037, 5, 1)), cat=c)
    T("⟦母亲节⟧订个蛋糕", P(holiday_in("mothers", 2037)), cat=c)
    T("⟦劳动节前一天⟧交材料", P(ymd(2037, 4, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦国庆⟧去海边拍片", P(ymd(2037, 10, 1)), cat=c)
with use(now=NB, pref="past", **Z):
    T("⟦教师节⟧那天收了一堆贺卡", P(ymd(2037, 9, 10)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦父亲节⟧带娃看爷爷", P(holiday_in("fathers", 2037)), cat=c)
    T("⟦618⟧换个新机身", P(ymd(2037, 6, 18)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    T("⟦周六⟧⟦周日⟧都有拍摄", P(wk(0, 6)), P(wk(0, 7)), cat=c)
    T("⟦下周二⟧、⟦周四⟧要监考", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    T("⟦明天⟧和⟦后天⟧都要早起送娃", P(rel(1)), P(rel(2)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦6月8号⟧、⟦9号⟧家访", P(ymd(2037, 6, 8)), P(ymd(2037, 6, 9)), cat=c, conv="distribute")

c = "none"
with use(now=NA, pref="future", **Z):
    T("初二三班 45个学生", cat=c)
    T("租的是70-200 f2.8那支镜头", cat=c)
with use(now=NB, pref="future", **Z):
    T("老大12岁 老二9岁 老三5岁", cat=c)
with use(now=NC, pref="future", **Z):
    T("第3节课在302教室", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NA, pref="future", **E):
    T("soccer ⟦sat 2-4⟧", cr(wk(0, 6), 14, 0, 16, 0), cat=c, conv="bare-hour")
    T("⟨next tuesday⟩ conferences, they start ⟨5:30pm⟩", at(wk(1, 2), 17, 30), cat=c)
    T("⟦tmrw at 7am⟧ drop jake at school", at(rel(1), 7), cat=c)
    T("⟦tonight at 8⟧ finish grading", at(today(), 20), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦7:30 tomorrow morning⟧ carpool", at(rel(1), 7, 30), cat=c)
    T("dept mtg ⟦wed 3:30-5⟧", cr(wd(3), 15, 30, 17, 0), cat=c, conv="bare-hour")
    T("⟨friday⟩ field trip, meet at the buses at ⟨1⟩", at(wd(5), 13), cat=c, conv="bare-hour")
    T("⟦next sat 5:30am⟧ leave for the sunrise shoot", at(wk(1, 6), 5, 30), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦3pm today⟧ kids to the park", at(today(), 15), cat=c)
    T("⟦wed 10-11:30am⟧ exam planning", cr(wd(3), 10, 0, 11, 30), cat=c)
    T("⟦day after tomorrow at 7pm⟧ grade labs", at(rel(2), 19), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    T("⟦may 6-8⟧ lake george wedding", dr(ymd(2037, 5, 6), ymd(2037, 5, 8)), cat=c)
    T("location shoots ⟦next wed to fri⟧", dr(wk(1, 3), wk(1, 5)), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦sept 25 to 27⟧ vermont shoot", dr(ymd(2037, 9, 25), ymd(2037, 9, 27)), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦june 6th through 8th⟧ class trip", dr(ymd(2037, 6, 6), ymd(2037, 6, 8)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    T("enter grades ⟦by next friday⟧", deadline_day(wk(1, 5)), cat=c, conv="by-inclusive")
    T("send the edits ⟦before 10 tonight⟧", deadline_clock(dt(today(), 22)), cat=c)
    T("balance due ⟦mid-may⟧", xun(2037, 5, 2), cat=c, conv="month-parts")
    T("renew the lens rental ⟦early next month⟧", xun(2037, 5, 1), cat=c, conv="month-parts")
with use(now=NB, pref="future", **E):
    T("pay tuition ⟦by the end of the month⟧", deadline_day(ymd(2037, 9, 30)), cat=c)
    T("permission slips back ⟦within the week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said on Sunday evening: the week ends today")
    T("deliver the gallery ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦second half of the month⟧ every sat is booked", dr(ymd(2037, 9, 16), ymd(2037, 9, 30)), cat=c, conv="half-month")
with use(now=NC, pref="future", **E):
    T("write the final ⟦before the end of the month⟧", deadline_day(ymd(2037, 6, 30)), cat=c)
    T("finals are ⟦late june⟧", xun(2037, 6, 3), cat=c, conv="month-parts")
    T("⟦first half of the month⟧ piano moves to thursdays", dr(ymd(2037, 6, 1), ymd(2037, 6, 15)), cat=c,
      conv="half-month")
    T("homework due ⟦by noon tomorrow⟧", deadline_clock(dt(rel(1), 12)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **E):
    T("brunch w/ mom ⟦the second sunday of next month⟧", P(nth(2037, 5, 2, 7)), cat=c)
with use(now=NB, pref="future", **E):
    T("data report due ⟦the last friday of this month⟧", P(lastwd(2037, 9, 5)), cat=c)
    T("open house ⟦the wednesday after next⟧", P(wk(2, 3)), cat=c, conv="after-next")
with use(now=NC, pref="future", **E):
    T("piano exam ⟦third saturday of june⟧", P(nth(2037, 6, 3, 6)), cat=c)
    T("tuition due ⟦the last day of next month⟧", P(month_end(1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    T("pick up lily ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("return the lens ⟦two weeks from now⟧", P(rel(14)), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦in 30 min⟧ bring the laundry in", after(td(minutes=30)), cat=c)
    T("⟦this time tomorrow⟧ i'll be on the turnpike", P(dt(rel(1), 19, 45)), cat=c)
with use(now=NC, pref="future", **E):
    T("finals ⟦10 days from now⟧", P(rel(10)), cat=c)
    T("class starts ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    T("piano pickup ⟦quarter past 6⟧", at(today(), 18, 15), cat=c, conv="bare-hour")
    T("be at the music school ⟦ten to six⟧", at(today(), 17, 50), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    T("review slides ⟦8:30⟧", at(today(), 20, 30), cat=c, conv="bare-hour")
    T("call the Hendersons ⟦at 7⟧", at(rel(1), 19), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    T("first period ⟦at 9⟧", at(today(), 9), cat=c, conv="bare-hour")
    T("lunch w/ a client ⟦at noon⟧", at(today(), 12), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    T("engagement shoot ⟦5/20⟧", P(ymd(2037, 5, 20)), cat=c, conv="en-month-first")
    T("field day ⟦5/16/2037⟧", P(ymd(2037, 5, 16)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    T("⟦9/28⟧ field trip", P(ymd(2037, 9, 28)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    T("finals start ⟦June 15th, 2037⟧", P(ymd(2037, 6, 15)), cat=c)
    T("recital ⟦13/6⟧", P(ymd(2037, 6, 13)), cat=c, conv="day-first-when-over-12")

c = "rollover"
with use(now=NA, pref="future", **E):
    T("⟦thursday morning⟧ product shoot", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part")
    T("⟦thursday 4pm⟧ staff meeting", at(wk(1, 4), 16), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦sunday morning⟧ long run", pod(wk(1, 7), "morning"), cat=c, conv="rollover-part")
    T("⟦7:30⟧ pick up max", at(rel(1), 19, 30), cat=c, conv="bare-hour")
with use(now=NB, pref="past", **E):
    T("dinner out ⟦saturday night⟧ 120", pod(wd(6), "night"), cat=c)
with use(now=NC, pref="past", **E):
    T("⟦monday morning⟧ coffee 5", pod(today(), "morning"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    T("⟦mother's day⟧ brunch, kids are making the card", P(holiday_in("mothers", 2037)), cat=c)
    T("⟦memorial day⟧ cookout at the Parkers", P(holiday_in("memorial", 2037)), cat=c)
    T("pack the car ⟦the day before memorial day⟧", P(holiday_in("memorial", 2037) - td(days=1)), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦columbus day⟧ no school", P(holiday_in("columbus", 2037)), cat=c)
    T("⟦halloween⟧ costume mini sessions", P(ymd(2037, 10, 31)), cat=c)
with use(now=NB, pref="past", **E):
    T("⟦labor day⟧ cookout cost us 80", P(holiday_in("labor", 2037)), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦father's day⟧ w/ grandpa", P(holiday_in("fathers", 2037)), cat=c)
    T("⟦juneteenth⟧ no school", P(ymd(2037, 6, 19)), cat=c)
    T("⟦the fourth⟧ fireworks at the lake", P(ymd(2037, 7, 4)), cat=c,
      unsure="'the fourth' with fireworks read as Independence Day, not June 4")

c = "coordination"
with use(now=NA, pref="future", **E):
    T("shoots ⟦saturday⟧ and ⟦sunday⟧", P(wk(0, 6)), P(wk(0, 7)), cat=c)
    T("proctoring ⟦next tues⟧ and ⟦thurs⟧", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    T("early carpool ⟦tomorrow⟧ and ⟦tuesday⟧", P(rel(1)), P(wd(2)), cat=c)
with use(now=NC, pref="future", **E):
    T("home visits ⟦june 8⟧ and ⟦9⟧", P(ymd(2037, 6, 8)), P(ymd(2037, 6, 9)), cat=c, conv="distribute")

c = "none"
with use(now=NA, pref="future", **E):
    T("room 214, period 3", cat=c)
    T("renting the 70-200mm f/2.8", cat=c)
with use(now=NB, pref="future", **E):
    T("jake is 12, lily 9, max 5", cat=c)
with use(now=NC, pref="future", **E):
    T("class of 32 kids, 4 chaperones", cat=c)
