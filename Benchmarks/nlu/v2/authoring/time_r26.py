"""Round 26 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a single father of two primary-school
children with shared custody (handovers at the other parent's on alternating weekends, 家长会 / parent-teacher meetings,
兴趣班 / after-school classes, 体检 / check-ups, birthday parties, a school trip, weekend outings), a retired engineer
who guides at a museum and plays in an amateur orchestra (guide shifts, rehearsals twice a week, weekend concerts, 门诊
check-ups, train trips to see the grandchildren over several days) and a night-shift security guard saving for a flat
(shifts crossing midnight, 换班 / swapped shifts, a gym class in the afternoon, 外卖 late at night) use inside requests:
a day and a clock together or apart, clock ranges crossing midnight, deadlines, parts of months, quarters, durations
from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead,
coordination, and rows with no time (reps, weights, order numbers).

Reference times (new in this round):
  NA = 2046-01-01T09:10 Monday, New Year's Day (元旦 is today) and the first morning of a week, month and year:
       "this week" / 这周内 = 01-01 … 01-07, next week starts 01-08; 早上 (06–09) is over ten minutes ago (周一早上
       moves a week) while 上午 and English "morning" (06–12) are in progress (today); a bare 9 has passed and, before
       noon, reads tomorrow 09:00, a bare 10 is ahead (today), a bare 8 tomorrow 08:00, a bare 3 15:00; "monday 8am"
       has passed (next Monday); 上旬 = 01-01 … 01-10, 月底 Wednesday 01-31; "so far this month" is today alone;
       上个月 / "last month" = December 2045; 小寒 01-05, 腊八 01-14, MLK Day 01-15, 除夕 02-05, 春节 02-06,
       Valentine's Day 02-14, Presidents' Day 02-19, 元宵 02-20.
  NB = 2046-05-30T23:40 Wednesday, twenty minutes before the last day of a month: 明天 / tomorrow = Thursday 05-31
       (月底), 下个月 / "next month" June starts in two days (儿童节, a Friday); 今晚 / 周三晚上 / "wednesday night" in
       progress, 周三下午 / "wednesday afternoon" over (next week, 06-06); a bare 11 or 8 has passed both ways and reads
       tomorrow (11:00, 08:00); 凌晨两点 / "2am" with no day = 05-31 02:00; a night shift "明晚十一点到早上七点" /
       "tmrw 11pm to 7am" ends on 06-01; "before june 1" = today … 05-31; this weekend 06-02/03, next week starts 06-04;
       芒种 Tuesday 06-05, 端午 Friday 06-08, Father's Day 06-17, 618 Monday, Juneteenth Tuesday, 夏至 06-21.
  NC = 2046-09-28T13:05 Friday, the Friday before 国庆 (Monday 10-01, the first day of next week): 周五上午 /
       "friday morning" over (next week, 10-05), 周五下午 / "friday afternoon" in progress (today), 周五晚上 ahead;
       a bare 1 or 12 has passed (tomorrow 13:00 / noon), a bare 2 is ahead (14:00), a bare 8 reads 20:00; this weekend
       09-29/30, 月底 Sunday 09-30, 本季度 Q3 ends Sunday, 下个月 / "next month" October; 中秋 2046 was 09-15 (lunar-python),
       so it is not near; 重阳 = 寒露 = Columbus Day Monday 10-08, Halloween Wednesday, Thanksgiving 11-22.
The Chinese festival and solar-term dates of 2046 were taken from lunar-python (腊八 01-14, 除夕 02-05, 春节 02-06,
元宵 02-20, 芒种 06-05, 端午 06-08, 中秋 09-15, 重阳 10-08); Western holidays by the rules in lib.
"""
from lib import *

NA = "2046-01-01T09:10:00"  # Monday 09:10, New Year's Day: bare 9 → tomorrow 09:00, bare 10 → today, 早上 over
NB = "2046-05-30T23:40:00"  # Wednesday 23:40: bare 11/8 → tomorrow, 今晚 in progress, 明天 = 05-31
NC = "2046-09-28T13:05:00"  # Friday 13:05, before 国庆: bare 1/12 → tomorrow, bare 2 → 14:00, bare 8 → 20:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
LABA = ymd(2046, 1, 14)
CHUNJIE = ymd(2046, 2, 6)
YUANXIAO = ymd(2046, 2, 20)
DUANWU = ymd(2046, 6, 8)
GUOQING = ymd(2046, 10, 1)
CHONGYANG = ymd(2046, 10, 8)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午四点⟧接孩子去学游泳", at(rel(1), 16), cat=c)
    T("⟦下周六上午九点到十一点⟧乐团排练", cr(wk(1, 6), 9, 0, 11, 0), cat=c)
    T("⟨礼拜四⟩博物馆讲解值班 ⟨下午一点半到五点⟩", cr(wd(4), 13, 30, 17, 0), cat=c)
    T("⟦1月6号晚上十一点到早上七点⟧夜班", cr(ymd(2046, 1, 6), 23, 0, 7, 0), cat=c, unsure="the end clock is earlier: 01-07 07:00")
    c = "clock"
    T("⟦九点⟧给班主任回个电话", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed: before noon, tomorrow 09:00")
    T("⟦十点⟧带俩娃去公园", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:10 is ahead: today")
    T("⟦三点⟧去门岗换班", P(bare_clock(3)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周一早上⟧送孩子去他妈那", pod(wk(1, 1), "早上"), cat=c, conv="rollover-part", unsure="早上 (06–09) is over at 09:10 on Monday: next Monday")
    T("⟦周一上午⟧去银行办退休金卡", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="上午 in progress at 09:10: today")
    c = "deadline"
    T("⟦这周内⟧把兴趣班学费交了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Monday: the whole week 01-01 … 01-07")
    T("⟦月底前⟧攒够两万首付", deadline_day(ymd(2046, 1, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦春节前⟧带孩子做完体检", deadline_day(CHUNJIE), cat=c, conv="zh-qian-inclusive", unsure="春节 2046 = 02-06 (lunar-python)")
    T("⟦上旬⟧把讲解班排好", xun(2046, 1, 1), cat=c, conv="month-parts")
    c = "holiday"
    T("⟦腊八⟧那天去看孙子", P(LABA), cat=c, unsure="腊八 = 2046-01-14 (lunar-python)")
    T("⟦元宵节晚上⟧乐团有演出", pod(YUANXIAO, "晚上"), cat=c, unsure="元宵 2046 = 02-20 (lunar-python)")
    c = "duration"
    T("⟦三个小时后⟧接班", after(td(hours=3)), cat=c)
    c = "range"
    T("⟦1月12号到15号⟧坐高铁去看孙子", dr(ymd(2046, 1, 12), ymd(2046, 1, 15)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周六⟧老大的生日会", P(nth(2046, 2, 2, 6)), cat=c)
    c = "numeric-date"
    T("⟦1.20⟧ 家长会", P(ymd(2046, 1, 20)), cat=c)
    c = "traditional"
    T("⟦下週二晚上七點⟧樂團排練", at(wk(1, 2), 19), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周五⟧都上夜班", P(wd(2)), P(wd(5)), cat=c)
    c = "none"
    T("卧推 每组12个 做4组", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧交的兴趣班学费", P(rel(-1)), cat=c, unsure="昨天 = 2045-12-31")
    T("⟦上周五⟧叫的外卖", P(wk(-1, 5)), cat=c)
    T("⟦上个月⟧的加班费", month_range(2045, 12), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明晚十一点到早上七点⟧上夜班", cr(rel(1), 23, 0, 7, 0), cat=c, unsure="明晚 = 05-31; the shift ends 06-01 07:00")
    T("⟨周六⟩带俩孩子去郊游 ⟨早上八点⟩出发", at(wd(6), 8), cat=c)
    T("⟦下周二下午两点半⟧去医院门诊复查", at(wk(1, 2), 14, 30), cat=c)
    T("⟦6月3号上午十点⟧博物馆讲解", at(ymd(2046, 6, 3), 10), cat=c)
    c = "clock"
    T("⟦十一点⟧去学校接孩子", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:40 has passed both ways: tomorrow 11:00")
    T("⟦八点⟧交班", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:40 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧吃个外卖", at(rel(1), 2), cat=c, unsure="凌晨 + hour with no day: the coming night, 05-31")
    c = "rollover"
    T("⟦周三晚上⟧多巡两圈", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周三晚上 said Wednesday 23:40 is in progress: today")
    T("⟦周三下午⟧去健身房上课", pod(wk(1, 3), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 23:40 is over: next Wednesday")
    c = "deadline"
    T("⟦明天之前⟧把春游费交了", deadline_day(rel(1)), cat=c, conv="zh-qian-inclusive", unsure="明天 = 05-31: today and tomorrow")
    T("⟦下个月10号前⟧交房租", deadline_day(ymd(2046, 6, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦端午前⟧把体检报告拿回来", deadline_day(DUANWU), cat=c, conv="zh-qian-inclusive", unsure="端午 2046 = 06-08 (lunar-python)")
    T("⟦下个月中旬⟧有场音乐会", xun(2046, 6, 2), cat=c, conv="month-parts")
    T("⟦六月下半个月⟧孩子跟我住", dr(ymd(2046, 6, 16), ymd(2046, 6, 30)), cat=c, conv="half-month")
    c = "holiday"
    T("⟦儿童节⟧带孩子去游乐园", P(ymd(2046, 6, 1)), cat=c)
    T("⟦父亲节中午⟧跟俩孩子吃饭", at(holiday_in("fathers", 2046), 12), cat=c)
    T("⟦芒种⟧那天去门诊复查", P(ymd(2046, 6, 5)), cat=c, unsure="芒种 2046 = 06-05 (lunar-python)")
    c = "duration"
    T("⟦四十分钟后⟧下楼巡逻", after(td(minutes=40)), cat=c, unsure="crosses midnight: 05-31 00:20")
    c = "range"
    T("⟦6月9号到12号⟧去成都看孙子", dr(ymd(2046, 6, 9), ymd(2046, 6, 12)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周日⟧乐团汇报演出", P(lastwd(2046, 6, 7)), cat=c)
    c = "numeric-date"
    T("⟦6.15⟧ 学校组织去科技馆", P(ymd(2046, 6, 15)), cat=c)
    c = "traditional"
    T("⟦禮拜六上午十點⟧帶孩子打疫苗", at(wd(6), 10), cat=c)
    c = "coordination"
    T("⟦6月2号⟧、⟦3号⟧轮到我带孩子", P(ymd(2046, 6, 2)), P(ymd(2046, 6, 3)), cat=c, conv="distribute")
    c = "none"
    T("体重72公斤 体脂18%", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦前天⟧的加班费", P(rel(-2)), cat=c)
    T("⟦周一⟧那天点的外卖", P(wd(1)), cat=c)
    T("⟦这个月⟧外卖花的", month_range(2046, 5), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧送孩子去他妈妈那", at(rel(1), 15), cat=c)
    T("⟦下周三晚上七点到九点⟧乐团合排", cr(wk(1, 3), 19, 0, 21, 0), cat=c)
    T("⟨礼拜天⟩音乐会 ⟨下午两点半⟩开场", at(wd(7), 14, 30), cat=c)
    T("⟦10月8号早上六点⟧下夜班", at(ymd(2046, 10, 8), 6), cat=c)
    c = "clock"
    T("⟦一点⟧去学校接孩子", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:05 has passed: tomorrow 13:00")
    T("⟦两点⟧去门诊拿报告", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 13:05 is ahead: 14:00 today")
    T("⟦十二点⟧跟老同事吃饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 13:05 has passed: tomorrow's noon")
    T("⟦八点⟧去上夜班", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:05 reads 20:00 tonight")
    c = "rollover"
    T("⟦周五上午⟧去博物馆讲解", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 13:05 is over: next Friday 10-05")
    T("⟦周五下午⟧去健身房", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 13:05 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把兴趣班的钱交了", deadline_day(ymd(2046, 9, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦国庆前⟧把夜班调好", deadline_day(GUOQING), cat=c, conv="zh-qian-inclusive")
    T("⟦下个月上旬⟧带孩子体检", xun(2046, 10, 1), cat=c, conv="month-parts")
    T("⟦第四季度⟧的排班表", quarter(2046, 4), cat=c, conv="quarters")
    T("⟦五天内⟧把换班的事定下来", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("⟦国庆节后一天⟧坐火车回来", P(ymd(2046, 10, 2)), cat=c)
    T("⟦重阳节⟧乐团去敬老院演出", P(CHONGYANG), cat=c, unsure="重阳 2046 = 10-08 (lunar-python), also 寒露")
    T("⟦万圣节晚上⟧带孩子去同学家派对", pod(ymd(2046, 10, 31), "晚上"), cat=c)
    c = "duration"
    T("⟦两天后⟧去复查", P(rel(2)), cat=c)
    c = "range"
    T("⟦10月2号到5号⟧去西安看孙子", dr(ymd(2046, 10, 2), ymd(2046, 10, 5)), cat=c)
    T("⟦国庆这几天⟧孩子都在我这", dr(GUOQING, ymd(2046, 10, 7)), cat=c,
      unsure="国庆这几天 read as the usual holiday week 10-01 … 10-07; CONVENTIONS names only the day 10-01")
    c = "arithmetic"
    T("⟦下个月第三个周六⟧老二的生日会", P(nth(2046, 10, 3, 6)), cat=c)
    c = "numeric-date"
    T("⟦10/13⟧ 家长会", P(ymd(2046, 10, 13)), cat=c)
    c = "traditional"
    T("⟦下週一晚上十一點⟧上夜班", at(wk(1, 1), 23), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧音乐会连演两场", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("外卖订单尾号4471 少送了一份", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦昨天晚上⟧点的外卖", pod(rel(-1), "晚上"), cat=c)
    T("⟦本月至今⟧的加班费", dr(ymd(2046, 9, 1), today()), cat=c, conv="since")
    T("⟦中秋⟧收的演出票钱", P(ymd(2046, 9, 15)), cat=c, unsure="中秋 2046 = 09-15 (lunar-python)")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("swim class pickup ⟦tmrw 4pm⟧", at(rel(1), 16), cat=c)
    T("orchestra rehearsal ⟦next sat 9-11am⟧", cr(wk(1, 6), 9, 0, 11, 0), cat=c)
    T("⟨thurs⟩ museum tour shift ⟨1:30 to 5⟩", cr(wd(4), 13, 30, 17, 0), cat=c, conv="bare-hour")
    T("night shift ⟦jan 6 11pm-7am⟧", cr(ymd(2046, 1, 6), 23, 0, 7, 0), cat=c, unsure="the end clock is earlier: 01-07 07:00")
    c = "clock"
    T("call the kids' teacher back ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed: before noon, tomorrow 09:00")
    T("park with the kids ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:10 is ahead: today")
    T("shift swap w/ dave ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    c = "rollover"
    T("kids back to their mom's ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="English morning (06–12) in progress at 09:10: today")
    T("pension office ⟦monday 8am⟧", at(wk(1, 1), 8), cat=c, unsure="monday 8am said Monday 09:10 has passed: next Monday")
    c = "deadline"
    T("after-school class fees paid ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Monday: 01-01 … 01-07")
    T("down payment fund topped up ⟦by the end of the month⟧", deadline_day(ymd(2046, 1, 31)), cat=c)
    T("kids' checkups done ⟦before presidents' day⟧", deadline_day(ymd(2046, 2, 18)), cat=c, conv="en-before-exclusive")
    T("museum tour schedule ⟦early january⟧", xun(2046, 1, 1), cat=c, conv="month-parts")
    T("school trip forms in ⟦by the 12th⟧", deadline_day(ymd(2046, 1, 12)), cat=c, conv="by-inclusive")
    c = "holiday"
    T("off work ⟦mlk day⟧", P(holiday_in("mlk", 2046)), cat=c)
    T("class party ⟦valentine's day afternoon⟧", pod(ymd(2046, 2, 14), "afternoon"), cat=c)
    c = "duration"
    T("relieve the day guard ⟦in 3 hours⟧", after(td(hours=3)), cat=c)
    c = "range"
    T("train trip to see the grandkids ⟦jan 12-15⟧", dr(ymd(2046, 1, 12), ymd(2046, 1, 15)), cat=c)
    c = "arithmetic"
    T("birthday party ⟦the second saturday of february⟧", P(nth(2046, 2, 2, 6)), cat=c)
    c = "numeric-date"
    T("parent-teacher conference ⟦1/20⟧", P(ymd(2046, 1, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("night shifts ⟦tue⟧ and ⟦fri⟧", P(wd(2)), P(wd(5)), cat=c)
    c = "none"
    T("bench press, 4 sets of 12", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("after-school fees ⟦yesterday⟧", P(rel(-1)), cat=c, unsure="yesterday = 2045-12-31")
    T("takeout ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    T("overtime pay ⟦last month⟧", month_range(2045, 12), cat=c)
    T("spent ⟦so far this month⟧", dr(today(), today()), cat=c, conv="since", unsure="said on the 1st: today alone")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("night shift ⟦tmrw 11pm to 7am⟧", cr(rel(1), 23, 0, 7, 0), cat=c, unsure="tmrw = 05-31; the shift ends 06-01 07:00")
    T("⟨sat⟩ picnic w/ the kids, leave at ⟨8am⟩", at(wd(6), 8), cat=c)
    T("hospital follow-up ⟦next tue 2:30pm⟧", at(wk(1, 2), 14, 30), cat=c)
    T("museum tour ⟦june 3 at 10am⟧", at(ymd(2046, 6, 3), 10), cat=c)
    c = "clock"
    T("pick up the kids ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:40 has passed both ways: tomorrow 11:00")
    T("hand over the keys ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:40 has passed both ways: tomorrow 08:00")
    T("late meal ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day: the coming night, 05-31")
    c = "rollover"
    T("extra patrol ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="wednesday night said Wednesday 23:40 is in progress: today")
    T("spin class ⟦wednesday afternoon⟧", pod(wk(1, 3), "afternoon"), cat=c, conv="rollover-part",
      unsure="wednesday afternoon said Wednesday 23:40 is over: next Wednesday")
    c = "deadline"
    T("field trip money ⟦by tomorrow⟧", deadline_day(rel(1)), cat=c, conv="by-inclusive")
    T("rent ⟦by june 10⟧", deadline_day(ymd(2046, 6, 10)), cat=c, conv="by-inclusive")
    T("permission slips in ⟦before june 1⟧", deadline_day(ymd(2046, 5, 31)), cat=c, conv="en-before-exclusive")
    T("concert ⟦mid-june⟧", xun(2046, 6, 2), cat=c, conv="month-parts")
    T("kids are with me ⟦the second half of june⟧", dr(ymd(2046, 6, 16), ymd(2046, 6, 30)), cat=c, conv="half-month")
    c = "holiday"
    T("lunch w/ the kids ⟦father's day at noon⟧", at(holiday_in("fathers", 2046), 12), cat=c)
    T("off ⟦juneteenth⟧", P(ymd(2046, 6, 19)), cat=c)
    T("cookout with the orchestra ⟦the fourth⟧", P(ymd(2046, 7, 4)), cat=c)
    c = "duration"
    T("next patrol round ⟦in 40 min⟧", after(td(minutes=40)), cat=c, unsure="crosses midnight: 05-31 00:20")
    c = "range"
    T("train to denver to see the grandkids ⟦june 9-12⟧", dr(ymd(2046, 6, 9), ymd(2046, 6, 12)), cat=c)
    c = "arithmetic"
    T("orchestra showcase ⟦the last sunday of june⟧", P(lastwd(2046, 6, 7)), cat=c)
    c = "numeric-date"
    T("field trip to the science museum ⟦6/15⟧", P(ymd(2046, 6, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("kids with me ⟦june 2⟧ and ⟦3⟧", P(ymd(2046, 6, 2)), P(ymd(2046, 6, 3)), cat=c, conv="distribute")
    c = "none"
    T("weighed in at 160 lbs, 18% body fat", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("overtime ⟦the day before yesterday⟧", P(rel(-2)), cat=c)
    T("takeout ⟦monday⟧", P(wd(1)), cat=c)
    T("takeout ⟦this month⟧", month_range(2046, 5), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("kids to their mom's ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("full rehearsal ⟦next wed 7-9pm⟧", cr(wk(1, 3), 19, 0, 21, 0), cat=c)
    T("⟨sun⟩ concert, curtain at ⟨2:30pm⟩", at(wd(7), 14, 30), cat=c)
    T("off shift ⟦oct 8 6am⟧", at(ymd(2046, 10, 8), 6), cat=c)
    c = "clock"
    T("school pickup ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:05 has passed: tomorrow 13:00")
    T("clinic for my results ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 13:05 is ahead: 14:00 today")
    T("lunch with the old team ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 13:05 has passed: tomorrow's noon")
    T("shift starts ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:05 reads 20:00 tonight")
    c = "rollover"
    T("museum tour ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part",
      unsure="friday morning said Friday 13:05 is over: next Friday 10-05")
    T("gym ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="friday afternoon said Friday 13:05 is in progress: today")
    c = "deadline"
    T("class fees ⟦by the end of the month⟧", deadline_day(ymd(2046, 9, 30)), cat=c)
    T("flu shots for the kids ⟦before columbus day⟧", deadline_day(ymd(2046, 10, 7)), cat=c, conv="en-before-exclusive")
    T("kids' checkups ⟦early next month⟧", xun(2046, 10, 1), cat=c, conv="month-parts")
    T("shift roster for ⟦Q4⟧", quarter(2046, 4), cat=c, conv="quarters")
    T("sort out the shift swap ⟦within 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("museum closed ⟦columbus day⟧", P(holiday_in("columbus", 2046)), cat=c)
    T("trick-or-treating ⟦halloween night⟧", pod(ymd(2046, 10, 31), "night"), cat=c)
    T("grandkids visiting ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2046)), cat=c)
    c = "duration"
    T("follow-up ⟦in 2 days⟧", P(rel(2)), cat=c)
    c = "range"
    T("visiting the grandkids ⟦oct 2-5⟧", dr(ymd(2046, 10, 2), ymd(2046, 10, 5)), cat=c)
    c = "arithmetic"
    T("birthday party ⟦the third saturday of october⟧", P(nth(2046, 10, 3, 6)), cat=c)
    c = "numeric-date"
    T("parent-teacher night ⟦10/13⟧", P(ymd(2046, 10, 13)), cat=c, conv="en-month-first")
    c = "coordination"
    T("concerts ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("takeout order #4471 was missing a drink", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("takeout ⟦last night⟧", pod(rel(-1), "night"), cat=c)
    T("overtime ⟦month to date⟧", dr(ymd(2046, 9, 1), today()), cat=c, conv="since")
    T("ticket money from friends ⟦last weekend⟧", dr(wk(-1, 6), wk(-1, 7)), cat=c, unsure="last weekend said Friday: 09-22/23")
