"""Round 13 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a travelling sales rep, a university
lab manager and a couple planning their wedding use inside requests: flights' times, a day and a clock together or
apart, clock ranges, deadlines and parts of months, durations from now and anchors, holidays and their neighbours."""
from lib import *

NA = "2036-04-14T06:50:00"  # Monday early morning (Easter Monday): 早上/morning in progress, a bare 7 reads 19:00 today
NB = "2036-10-15T12:15:00"  # Wednesday lunch time mid-month: a bare 9-11 reads pm today, a bare 12 tomorrow noon
NC = "2036-05-31T15:40:00"  # Saturday afternoon, the last day of May: 月底 today, a bare 3 is past, a bare 4 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref="future", **Z):
    T("⟦明早七点四十⟧的航班 帮我记一下", at(rel(1), 7, 40), cat=c)
    T("⟦周四晚上七点半⟧请客户吃饭", at(wd(4), 19, 30), cat=c)
    T("⟨周五⟩飞上海 ⟨早上8点10分⟩那班", at(wd(5), 8, 10), cat=c)
    T("⟦今晚九点⟧的红眼航班", at(today(), 21), cat=c)
    T("⟦周三上午9点到11点半⟧约了共聚焦", cr(wd(3), 9, 0, 11, 30), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦明天中午十二点⟧跟学生吃饭", at(rel(1), 12), cat=c)
    T("⟨周五⟩那天试菜 定在⟨晚上六点半⟩", at(wd(5), 18, 30), cat=c)
    T("⟦下周一上午九点⟧离心机", at(wk(1, 1), 9), cat=c)
    T("⟦今晚7点到9点⟧加班做实验", cr(today(), 19, 0, 21, 0), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦明天下午两点到五点⟧试妆", cr(rel(1), 14, 0, 17, 0), cat=c)
    T("⟦下周六早上六点⟧化妆师到家", at(wk(1, 6), 6), cat=c)
    T("⟨下周五⟩舅舅到 航班是⟨晚上八点四十⟩落地", at(wk(1, 5), 20, 40), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    T("⟦4月21号到24号⟧在成都出差", dr(ymd(2036, 4, 21), ymd(2036, 4, 24)), cat=c)
    T("⟦下周二到周四⟧跑客户", dr(wk(1, 2), wk(1, 4)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦10月20号至23号⟧去开学术会议", dr(ymd(2036, 10, 20), ymd(2036, 10, 23)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦6月29号到7月6号⟧蜜月 去巴厘岛", dr(ymd(2036, 6, 29), ymd(2036, 7, 6)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    T("⟦月底前⟧把报销单交了", deadline_day(month_end()), cat=c)
    T("⟦周五之前⟧把采购单提交上去", deadline_day(wd(5)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午五点前⟧把合同发给客户", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦年底前⟧把婚礼办了", deadline_day(ymd(2036, 12, 31)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦这周内⟧把试剂订了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦下旬⟧还要出差一趟", xun(2036, 10, 3), cat=c, conv="month-parts")
    T("⟦下半个月⟧组会都改线上", dr(ymd(2036, 10, 16), ymd(2036, 10, 31)), cat=c, conv="half-month")
with use(now=NC, pref="future", **Z):
    T("⟦下个月初⟧付婚庆尾款", xun(2036, 6, 1), cat=c, conv="month-parts")
    T("⟦6月中旬⟧拍婚纱照", xun(2036, 6, 2), cat=c, conv="month-parts")
    T("喜糖的钱⟦下个月底⟧结", P(month_end(1)), cat=c, conv="month-end-bare")
    T("⟦3天内⟧回复酒店要几桌", ndays(3), cat=c, conv="n-days-counting-today")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    T("⟦下个月第二个周六⟧去看场地", P(nth(2036, 5, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦这个月最后一个周五⟧交采购预算", P(lastwd(2036, 10, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦下下周三⟧又要出差", P(wk(2, 3)), cat=c)
    T("婚礼定在⟦6月最后一个周六⟧", P(lastwd(2036, 6, 6)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    T("⟦两个半小时后⟧登机", after(td(minutes=150)), cat=c)
    T("⟦明天这个时候⟧我就在成都了", P(dt(rel(1), 6, 50)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦四十分钟后⟧离心结束 提醒我", after(td(minutes=40)), cat=c)
    T("⟦三周后⟧学生答辩", P(rel(21)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦半个月后⟧就办婚礼了", P(rel(15)), cat=c)
    T("⟦下周这个时候⟧我在飞机上", P(dt(rel(7), 15, 40)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    T("⟦差一刻八点⟧到机场", at(today(), 7, 45), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **Z):
    T("⟦三点一刻⟧去拿离心管", at(today(), 15, 15), cat=c, conv="bare-hour")
    T("⟦十一点⟧那班飞机", at(today(), 23), cat=c, conv="bare-hour",
      unsure="a bare 11 at 12:15 reads 23:00 by the rule; a flight makes it plausible")
with use(now=NC, pref="future", **Z):
    T("⟦晚八点⟧试菜", at(today(), 20), cat=c)
    T("⟦十二点⟧跟伴娘吃饭", at(rel(1), 12), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    T("⟦4.25⟧的航班别忘了值机", P(ymd(2036, 4, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦2036/11/3⟧交采购单", P(ymd(2036, 11, 3)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦6-20⟧婚礼彩排", P(ymd(2036, 6, 20)), cat=c, unsure="6-20 might also read as a range (§5)")
    T("⟦20360628⟧ 婚礼当天", P(ymd(2036, 6, 28)), cat=c, conv="eight-digit-date")

c = "traditional"
with use(now=NA, pref="future", **Z):
    T("⟦週四晚上七點⟧請客戶吃飯", at(wd(4), 19), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦下禮拜一⟧交採購單", P(wk(1, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦後天下午兩點⟧試婚紗", at(rel(2), 14), cat=c)

c = "rollover"
with use(now=NB, pref="future", **Z):
    T("⟦周三上午十点⟧有个讲座", at(wk(1, 3), 10), cat=c)
    T("⟦周三上午⟧去见供应商", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part")
with use(now=NC, pref="future", **Z):
    T("⟦三点⟧去拿请柬", at(rel(1), 15), cat=c, conv="bare-hour")
with use(now=NA, pref="past", **Z):
    T("⟦周日晚上⟧打车回家花了80", pod(wd(7), "晚上"), cat=c)
with use(now=NC, pref="past", **Z):
    T("⟦周六上午⟧买喜糖花了一千多", pod(today(), "上午"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    T("⟦五一⟧去杭州见客户", P(ymd(2036, 5, 1)), cat=c)
    T("⟦劳动节后一天⟧回公司", P(ymd(2036, 5, 2)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦双十一前⟧把婚礼用品买齐", deadline_day(ymd(2036, 11, 11)), cat=c, conv="zh-qian-inclusive")
    T("⟦万圣节晚上⟧实验室聚会", pod(ymd(2036, 10, 31), "晚上"), cat=c)
    T("⟦平安夜⟧办订婚宴", P(ymd(2036, 12, 24)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦儿童节⟧带侄子去玩", P(ymd(2036, 6, 1)), cat=c)
    T("⟦父亲节⟧请两边爸爸吃饭", P(holiday_in("fathers", 2036)), cat=c)
    T("⟦618⟧囤点婚礼要用的东西", P(ymd(2036, 6, 18)), cat=c)
    T("⟦建党节⟧那天去领证", P(ymd(2036, 7, 1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    T("⟦周二⟧和⟦周四⟧都约了仪器", P(wd(2)), P(wd(4)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦下周一⟧、⟦周三⟧组会", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    T("⟦明天上午⟧和⟦下午⟧都有学生约谈", pod(rel(1), "上午"), pod(rel(1), "下午"), cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    T("⟦6月6号⟧、⟦7号⟧都要彩排", P(ymd(2036, 6, 6)), P(ymd(2036, 6, 7)), cat=c, conv="distribute")

c = "none"
with use(now=NA, pref="future", **Z):
    T("航班号CZ3102 座位32A", cat=c)
with use(now=NB, pref="future", **Z):
    T("试剂要5瓶 每瓶500毫升", cat=c)
with use(now=NC, pref="future", **Z):
    T("婚礼请了120个客人 摆12桌", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NA, pref="future", **E):
    T("flight ⟦tmrw 7:40am⟧ pls add", at(rel(1), 7, 40), cat=c)
    T("client dinner ⟦thurs 7:30pm⟧", at(wd(4), 19, 30), cat=c)
    T("⟨fri⟩ flying to Atlanta, the ⟨8:10am⟩ one", at(wd(5), 8, 10), cat=c)
    T("red-eye ⟦tonight at 9⟧", at(today(), 21), cat=c)
    T("confocal ⟦wed 9-11:30am⟧", cr(wd(3), 9, 0, 11, 30), cat=c)
with use(now=NB, pref="future", **E):
    T("lunch w/ the students ⟦tomorrow at noon⟧", at(rel(1), 12), cat=c)
    T("⟨friday⟩ we do the tasting, ⟨6:30 in the evening⟩", at(wd(5), 18, 30), cat=c)
    T("centrifuge ⟦next monday 9am⟧", at(wk(1, 1), 9), cat=c)
    T("staying late ⟦tonight 7 to 9⟧ running gels", cr(today(), 19, 0, 21, 0), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    T("hair and makeup trial ⟦tomorrow 2-5pm⟧", cr(rel(1), 14, 0, 17, 0), cat=c)
    T("makeup artist arrives ⟦next saturday 6am⟧", at(wk(1, 6), 6), cat=c)
    T("⟨next friday⟩ aunt rosa lands, flight gets in ⟨8:40pm⟩", at(wk(1, 5), 20, 40), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    T("in Denver ⟦apr 21-24⟧ for work", dr(ymd(2036, 4, 21), ymd(2036, 4, 24)), cat=c)
    T("on the road ⟦next tue thru thu⟧", dr(wk(1, 2), wk(1, 4)), cat=c)
with use(now=NB, pref="future", **E):
    T("conference ⟦Oct 20 to 23⟧", dr(ymd(2036, 10, 20), ymd(2036, 10, 23)), cat=c)
with use(now=NC, pref="future", **E):
    T("honeymoon ⟦june 29 - july 6⟧", dr(ymd(2036, 6, 29), ymd(2036, 7, 6)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    T("expense report due ⟦by end of month⟧", deadline_day(month_end()), cat=c)
    T("submit the PO ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
    T("send the client the contract ⟦before 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("need the quote back ⟦before thursday⟧", deadline_day(wd(4) - td(days=1)), cat=c, conv="en-before-exclusive")
with use(now=NB, pref="future", **E):
    T("order reagents ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="'this week' as a deadline (§6): today … Sunday")
    T("another sales trip ⟦late this month⟧", xun(2036, 10, 3), cat=c, conv="month-parts")
    T("lab mtgs go online ⟦the second half of the month⟧", dr(ymd(2036, 10, 16), ymd(2036, 10, 31)), cat=c,
      conv="half-month")
with use(now=NC, pref="future", **E):
    T("pay the planner balance ⟦early next month⟧", xun(2036, 6, 1), cat=c, conv="month-parts")
    T("engagement photos ⟦mid-june⟧", xun(2036, 6, 2), cat=c, conv="month-parts")
    T("rsvp to the hotel ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("caterer's final count due ⟦at the end of next month⟧", P(month_end(1)), cat=c, conv="month-end-bare")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    T("venue walkthrough ⟦the second saturday of next month⟧", P(nth(2036, 5, 2, 6)), cat=c)
with use(now=NB, pref="future", **E):
    T("budget due ⟦the last friday of the month⟧", P(lastwd(2036, 10, 5)), cat=c)
with use(now=NC, pref="future", **E):
    T("another trip ⟦the wednesday after next⟧", P(wk(2, 3)), cat=c, conv="after-next")
    T("wedding's ⟦the last saturday in june⟧", P(lastwd(2036, 6, 6)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    T("boarding ⟦in 2 and a half hours⟧", after(td(minutes=150)), cat=c)
    T("⟦this time tomorrow⟧ i'll be in denver", P(dt(rel(1), 6, 50)), cat=c)
with use(now=NB, pref="future", **E):
    T("spin's done ⟦in 40 min⟧, remind me", after(td(minutes=40)), cat=c)
    T("defense is ⟦3 weeks from now⟧", P(rel(21)), cat=c)
with use(now=NC, pref="future", **E):
    T("wedding's ⟦two weeks from tomorrow⟧", P(rel(15)), cat=c,
      unsure="'two weeks from tomorrow' read as tomorrow + 14 days")
    T("⟦same time next week⟧ i'll be on a plane", P(dt(rel(7), 15, 40)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    T("at the airport ⟦quarter to 8⟧", at(today(), 7, 45), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    T("grab the tubes ⟦quarter past 3⟧", at(today(), 15, 15), cat=c, conv="bare-hour")
    T("the ⟦11 o'clock⟧ flight", at(today(), 23), cat=c, conv="bare-hour",
      unsure="a bare 11 at 12:15 reads 23:00 by the rule")
with use(now=NC, pref="future", **E):
    T("tasting ⟦8pm⟧", at(today(), 20), cat=c)
    T("lunch w/ bridesmaids ⟦at 12⟧", at(rel(1), 12), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NA, pref="future", **E):
    T("check in for the ⟦4/25⟧ flight", P(ymd(2036, 4, 25)), cat=c, conv="en-month-first")
with use(now=NB, pref="future", **E):
    T("PO due ⟦11/3/2036⟧", P(ymd(2036, 11, 3)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    T("rehearsal ⟦6/20⟧", P(ymd(2036, 6, 20)), cat=c, conv="en-month-first")
    T("wedding day ⟦Sat, Jun 28⟧", P(ymd(2036, 6, 28)), cat=c)

c = "rollover"
with use(now=NB, pref="future", **E):
    T("seminar ⟦wednesday 10am⟧", at(wk(1, 3), 10), cat=c)
    T("see the vendor ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part")
with use(now=NC, pref="future", **E):
    T("pick up the invites ⟦at 3⟧", at(rel(1), 15), cat=c, conv="bare-hour")
with use(now=NA, pref="past", **E):
    T("cab home ⟦sunday night⟧ was 38", pod(wd(7), "night"), cat=c)
with use(now=NC, pref="past", **E):
    T("favors ⟦saturday morning⟧ cost like 300", pod(today(), "morning"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    T("client visit ⟦memorial day weekend⟧", dr(holiday_in("memorial", 2036) - td(days=2), holiday_in("memorial", 2036)),
      cat=c, unsure="'memorial day weekend' read as Saturday through the Monday holiday")
    T("back in the office ⟦the day after Memorial Day⟧", P(holiday_in("memorial", 2036) + td(days=1)), cat=c)
with use(now=NB, pref="future", **E):
    T("buy the wedding stuff ⟦before black friday⟧", deadline_day(holiday_in("blackfriday", 2036) - td(days=1)), cat=c,
      conv="en-before-exclusive")
    T("lab party ⟦halloween night⟧", pod(ymd(2036, 10, 31), "night"), cat=c)
    T("engagement dinner ⟦christmas eve⟧", P(ymd(2036, 12, 24)), cat=c)
    T("at the client's ⟦thanksgiving week⟧", dr(ymd(2036, 11, 24), ymd(2036, 11, 30)), cat=c,
      unsure="'thanksgiving week' read as the Monday-Sunday week holding Thanksgiving (11-24 … 11-30)")
with use(now=NC, pref="future", **E):
    T("brunch with both dads ⟦father's day⟧", P(holiday_in("fathers", 2036)), cat=c)
    T("day off ⟦juneteenth⟧", P(ymd(2036, 6, 19)), cat=c)
    T("marriage license ⟦the friday before the fourth⟧", P(ymd(2036, 7, 4) - td(days=7)), cat=c,
      unsure="the Fourth 2036 is a Friday: 'the friday before' read as the one a week earlier, 06-27")

c = "coordination"
with use(now=NA, pref="future", **E):
    T("instrument time ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
with use(now=NB, pref="future", **E):
    T("lab mtgs ⟦next mon⟧ and ⟦wed⟧", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    T("student 1:1s ⟦tomorrow morning⟧ and ⟦afternoon⟧", pod(rel(1), "morning"), pod(rel(1), "afternoon"), cat=c,
      conv="distribute")
with use(now=NC, pref="future", **E):
    T("rehearsals ⟦june 6⟧ and ⟦7⟧", P(ymd(2036, 6, 6)), P(ymd(2036, 6, 7)), cat=c, conv="distribute")

c = "none"
with use(now=NA, pref="future", **E):
    T("flight UA412 seat 32A", cat=c)
with use(now=NB, pref="future", **E):
    T("need 5 bottles of buffer, 500 ml each", cat=c)
with use(now=NC, pref="future", **E):
    T("120 guests, 12 tables", cat=c)
