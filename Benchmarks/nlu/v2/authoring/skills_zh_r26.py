"""Round 26 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a single father of two primary-school children with shared custody (交接 at the other parent's on alternating
weekends, 家长会, 兴趣班 paid per term, 体检, birthday parties, 抚养费 paid, 春游费, groceries, the weather for a weekend
outing), a retired engineer who guides at a museum and plays in an amateur orchestra (讲解 shifts, 排练 twice a week,
weekend concerts, 退休金 received, 门诊 check-ups, concert tickets sold to friends as income, train trips over several days
to see the grandchildren, a rehearsal changed or cancelled when two look alike) and a night-shift security guard saving
for a flat (夜班 crossing midnight, 换班, 加班费 received, 房租, 首付 savings, 外卖 late at night, 这个月花了多少, a gym
class in the afternoon, the weather before cycling to work).  In everyday proportion: about two fifths new events, a
sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r26.py): NA = 2046-01-01T09:10 Monday, 元旦 (a bare 9 reads tomorrow 09:00, a bare 10 today;
早上 over, 上午 in progress; this week 01-01 … 01-07; 月底 01-31; 上个月 = December 2045; 腊八 01-14, 春节 02-06); NB =
2046-05-30T23:40 Wednesday (明天 = 05-31; a bare 11 or 8 reads tomorrow; 今晚 in progress, 周三下午 over; 凌晨两点 = 05-31
02:00; 儿童节 Friday, 端午 06-08); NC = 2046-09-28T13:05 Friday before 国庆 (a bare 1 or 12 reads tomorrow, a bare 2 14:00,
a bare 8 20:00; 周五上午 over, 周五下午 in progress; 月底 Sunday 09-30; 国庆 Monday 10-01; 重阳 10-08)."""
from lib import *

NA = "2046-01-01T09:10:00"  # Monday 09:10, 元旦: bare 9 → tomorrow 09:00, bare 10 → today
NB = "2046-05-30T23:40:00"  # Wednesday 23:40: bare 11/8 → tomorrow, 明天 = 05-31
NC = "2046-09-28T13:05:00"  # Friday 13:05: bare 1/12 → tomorrow, bare 2 → 14:00, bare 8 → 20:00
Z = dict(lang="zh", tz="Asia/Shanghai")
LABA = ymd(2046, 1, 14)
CHUXI = ymd(2046, 2, 5)
CHUNJIE = ymd(2046, 2, 6)
DUANWU = ymd(2046, 6, 8)
GUOQING = ymd(2046, 10, 1)
CHONGYANG = ymd(2046, 10, 8)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午四点接孩子去游泳课", cc("接孩子去游泳课", dt(rel(1), 16)), cat=c)
    K("下周六乐团排练 上午九点到十一点半", cc("乐团排练", dt(wk(1, 6), 9), dt(wk(1, 6), 11, 30)), cat=c,
      unsure="下周六 … 上午九点到十一点半 said apart: one entity")
    K("礼拜四博物馆讲解 下午一点半到五点", cc("博物馆讲解", dt(wd(4), 13, 30), dt(wd(4), 17)), cat=c)
    K("1月6号晚上十一点到第二天早上七点 夜班", cc("夜班", dt(ymd(2046, 1, 6), 23), dt(ymd(2046, 1, 7), 7)), cat=c)
    K("十点带俩娃去公园放风筝", cc("带俩娃去公园放风筝", dt(today(), 10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:10 is ahead: today")
    K("九点给班主任回电话", cc("给班主任回电话", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed: tomorrow 09:00")
    K("三点跟老周换班", cc("跟老周换班", dt(today(), 15)), cat=c, conv="bare-hour")
    K("后天上午去医院门诊复查", cc("去医院门诊复查", dt(rel(2), 8), dt(rel(2), 12)), cat=c,
      unsure="上午 with no clock gives the event's real bounds 08:00–12:00")
    K("下下周三家长会 晚上七点", cc("家长会", dt(wk(2, 3), 19)), cat=c)
    K("周五孩子学校体检", cc("孩子学校体检", wd(5)), cat=c)
    K("嗯 周日 孩子送回他妈那 下午五点", cc("孩子送回他妈那", dt(wd(7), 17)), cat=c, unsure="周日 … 下午五点 said apart: one entity")
    K("明天晚上八点排练 哦不对 七点半", cc("排练", dt(rel(1), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 20:00")
    K("1月12号到15号坐高铁去看孙子", cc("坐高铁去看孙子", ymd(2046, 1, 12), ymd(2046, 1, 15)), cat=c)
    K("下周二下午四点到五点 健身房团课", cc("健身房团课", dt(wk(1, 2), 16), dt(wk(1, 2), 17)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明晚十一点到早上七点上夜班", cc("上夜班", dt(rel(1), 23), dt(rel(2), 7)), cat=c, unsure="明晚 = 05-31; the end clock is earlier: 06-01 07:00")
    K("周六带俩孩子去郊游 早上八点出发", cc("带俩孩子去郊游", dt(wd(6), 8)), cat=c, unsure="出发 left out of the title")
    K("下周二下午两点半 门诊复查", cc("门诊复查", dt(wk(1, 2), 14, 30)), cat=c)
    K("6月3号上午十点到十二点 博物馆讲解", cc("博物馆讲解", dt(ymd(2046, 6, 3), 10), dt(ymd(2046, 6, 3), 12)), cat=c)
    K("十一点去学校接孩子", cc("去学校接孩子", dt(rel(1), 11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:40 has passed both ways: tomorrow 11:00")
    K("八点交班 提醒我一下", cc("交班", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:40 has passed both ways: tomorrow 08:00")
    K("凌晨两点吃点东西 提醒我", cc("吃点东西", dt(rel(1), 2)), cat=c, unsure="凌晨 + hour with no day: the coming night, 05-31")
    K("周三下午健身房搏击课 三点", cc("健身房搏击课", dt(wk(1, 3), 15)), cat=c, unsure="周三下午 said Wednesday 23:40 is over: next Wednesday")
    K("下周四晚上七点乐团排练到九点", cc("乐团排练", dt(wk(1, 4), 19), dt(wk(1, 4), 21)), cat=c)
    K("6月9号到12号去成都看孙子", cc("去成都看孙子", ymd(2046, 6, 9), ymd(2046, 6, 12)), cat=c)
    K("周五老大同学过生日 下午三点", cc("老大同学过生日", dt(wd(5), 15)), cat=c)
    K("明天月底了 下午去交房租", cc("去交房租", dt(rel(1), 12), dt(rel(1), 18)), cat=c,
      unsure="下午 with no clock gives 12:00–18:00; 月底了 is context")
with use(now=NC, pref="future", **Z):
    K("明天下午三点送孩子去他妈妈那", cc("送孩子去他妈妈那", dt(rel(1), 15)), cat=c)
    K("下周三晚上七点到九点 乐团合排", cc("乐团合排", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), cat=c)
    K("礼拜天音乐会 下午两点半开场", cc("音乐会", dt(wd(7), 14, 30)), cat=c, unsure="礼拜天 … 下午两点半 said apart; 开场 left out of the title")
    K("一点去学校接孩子", cc("去学校接孩子", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:05 has passed: tomorrow 13:00")
    K("两点去门诊拿报告", cc("去门诊拿报告", dt(today(), 14)), cat=c, conv="bare-hour", unsure="a bare 2 at 13:05 is ahead: 14:00 today")
    K("八点上夜班", cc("上夜班", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:05 reads 20:00 tonight")
    K("十二点跟老同事吃饭", cc("跟老同事吃饭", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 13:05 has passed: tomorrow's noon")
    K("周五上午博物馆讲解 九点到十一点", cc("博物馆讲解", dt(wk(1, 5), 9), dt(wk(1, 5), 11)), cat=c,
      unsure="周五上午 said Friday 13:05 is over: next Friday 10-05")
    K("10月2号到5号去西安看孙子", cc("去西安看孙子", ymd(2046, 10, 2), ymd(2046, 10, 5)), cat=c)
    K("下周一晚上十一点到周二早上七点 夜班", cc("夜班", dt(wk(1, 1), 23), dt(wk(1, 2), 7)), cat=c)
    K("周六带孩子去爬山", cc("带孩子去爬山", wd(6)), cat=c)
    K("下下周二孩子打流感疫苗 下午四点", cc("孩子打流感疫苗", dt(wk(2, 2), 16)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("周三下午两点家长会 在学校三楼会议室", cc("家长会", dt(wd(3), 14), location="学校三楼会议室"), cat=c)
    K("下周六上午九点排练 地点：文化馆二楼", cc("排练", dt(wk(1, 6), 9), location="文化馆二楼"), cat=c)
    K("明天早上八点体检 在市妇幼保健院", cc("体检", dt(rel(1), 8), location="市妇幼保健院"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六中午老二生日会 在必胜客万达店", cc("老二生日会", dt(wd(6), 12), location="必胜客万达店"), cat=c)
    K("下周一下午三点讲解 地点是省博物馆一号厅", cc("讲解", dt(wk(1, 1), 15), location="省博物馆一号厅"), cat=c)
    K("明天下午五点健身课 在小区对面的健身房", cc("健身课", dt(rel(1), 17), location="小区对面的健身房"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日下午两点半音乐会 在大剧院小剧场", cc("音乐会", dt(wd(7), 14, 30), location="大剧院小剧场"), cat=c)
    K("10月13号晚上七点家长会 地点：实验小学", cc("家长会", dt(ymd(2046, 10, 13), 19), location="实验小学"), cat=c)
    K("明天下午三点交接孩子 在他妈妈小区门口", cc("交接孩子", dt(rel(1), 15), location="他妈妈小区门口"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("腊八那天去看孙子", cc("去看孙子", LABA), cat=c, unsure="腊八 = 2046-01-14 (lunar-python)")
    K("除夕孩子在我这过", cc("孩子在我这过", CHUXI), cat=c, unsure="除夕 2046 = 02-05 (lunar-python)")
    K("元宵节晚上七点乐团演出", cc("乐团演出", dt(ymd(2046, 2, 20), 19)), cat=c, unsure="元宵 2046 = 02-20 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("儿童节带孩子去游乐园", cc("带孩子去游乐园", ymd(2046, 6, 1)), cat=c)
    K("端午节上午十点去看孙子", cc("去看孙子", dt(DUANWU, 10)), cat=c, unsure="端午 2046 = 06-08 (lunar-python)")
    K("父亲节中午跟俩孩子吃饭", cc("跟俩孩子吃饭", dt(holiday_in("fathers", 2046), 12)), cat=c)
with use(now=NC, pref="future", **Z):
    K("国庆节后一天坐火车回来", cc("坐火车回来", ymd(2046, 10, 2)), cat=c)
    K("重阳节乐团去敬老院演出", cc("乐团去敬老院演出", CHONGYANG), cat=c, unsure="重阳 2046 = 10-08 (lunar-python)")
    K("万圣节晚上六点带孩子去同学家", cc("带孩子去同学家", dt(ymd(2046, 10, 31), 18)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("三个小时后提醒我去接班", cc("去接班", dt(today(), 12, 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("四十分钟后下楼巡逻", cc("下楼巡逻", dt(rel(1), 0, 20)), cat=c, unsure="crosses midnight: 05-31 00:20")
with use(now=NC, pref="future", **Z):
    K("两天后去医院复查", cc("去医院复查", rel(2)), cat=c)
    K("一个半小时后去健身房", cc("去健身房", dt(today(), 14, 35)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週二晚上七點 樂團排練", cc("樂團排練", dt(wk(1, 2), 19)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜六上午十點帶孩子打疫苗", cc("帶孩子打疫苗", dt(wd(6), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週一晚上十一點上夜班", cc("上夜班", dt(wk(1, 1), 23)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("1.20 家长会", cc("家长会", ymd(2046, 1, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("6.15 学校组织去科技馆", cc("学校组织去科技馆", ymd(2046, 6, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20461013 家长会", cc("家长会", ymd(2046, 10, 13)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 老大生日会", cc("老大生日会", nth(2046, 2, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周日 乐团汇报演出", cc("乐团汇报演出", lastwd(2046, 6, 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第三个周六 老二生日会", cc("老二生日会", nth(2046, 10, 3, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻十点 出门去博物馆", cc("出门去博物馆", dt(today(), 9, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 10 reads 10:00; a quarter before is 09:45, still ahead")
with use(now=NB, pref="future", **Z):
    K("明早七点一刻接班", cc("接班", dt(rel(1), 7, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("两点半去接孩子放学", cc("去接孩子放学", dt(today(), 14, 30)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二和周五都上夜班", [cc("上夜班", wd(2)), cc("上夜班", wd(5))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("6月2号、3号轮到我带孩子", [cc("轮到我带孩子", ymd(2046, 6, 2)), cc("轮到我带孩子", ymd(2046, 6, 3))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("下周二、周四晚上七点排练", [cc("排练", dt(wk(1, 2), 19)), cc("排练", dt(wk(1, 4), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("退休金到账6850", la("6850", "salary", "退休金", kind="income"), cat=c, unsure="a pension as salary income")
    K("老大钢琴课一学期3600", la("3600", "education", "钢琴课"), cat=c)
    K("给孩子妈转了抚养费3000", la("3000", "other", "抚养费"), cat=c, unsure="child support paid as other")
    K("外卖 36", la("36", "food", "外卖"), cat=c)
    K("去看孙子的高铁票553", la("553", "transport", "高铁票"), cat=c)
    K("元旦带孩子看电影 180", la("180", "entertainment", "看电影"), cat=c)
    K("买菜花了128", la("128", "food", "买菜"), cat=c)
    K("加班费到了1150", la("1150", "salary", "加班费", kind="income"), cat=c)
with use(now=NB, pref="past", **Z):
    K("房租3600", la("3600", "housing", "房租"), cat=c)
    K("春游费两个孩子300", la("300", "education", "春游费"), cat=c, unsure="a school trip's fee as education")
    K("门诊挂号加药一共156", la("156", "health", "门诊挂号加药"), cat=c)
    K("音乐会票卖给老同事 收了240", la("240", "other", "音乐会票", kind="income"), cat=c,
      unsure="concert tickets sold to friends: income, category other")
    K("健身房月卡299", la("299", "health", "健身房月卡"), cat=c, unsure="a gym membership as health")
    K("半夜吃了碗面 22", la("22", "food", "面"), cat=c)
    K("生日蛋糕268", la("268", "food", "生日蛋糕"), cat=c)
with use(now=NC, pref="past", **Z):
    K("往首付账户存了5000", la("5000", "other", "首付"), cat=c, unsure="money put into savings logged as an expense, other")
    K("体检两个孩子 1360", la("1360", "health", "体检"), cat=c)
    K("孩子的舞蹈课续费2400", la("2400", "education", "舞蹈课"), cat=c)
    K("换了个自行车链条 85", la("85", "transport", "自行车链条"), cat=c)
    K("这个月夜班补贴300到账", la("300", "salary", "夜班补贴", kind="income"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天交的兴趣班学费 1800", la("1800", "education", "兴趣班学费", d=rel(-1)), cat=c, unsure="昨天 = 2045-12-31")
    K("上周五点的外卖 42", la("42", "food", "外卖", d=wk(-1, 5)), cat=c)
with use(now=NB, pref="past", **Z):
    K("前天的加班费860", la("860", "salary", "加班费", kind="income", d=rel(-2)), cat=c)
    K("周一那天买菜 96", la("96", "food", "买菜", d=wd(1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("昨晚的外卖 31", la("31", "food", "外卖", d=rel(-1)), cat=c)
    K("周二给老大买了双球鞋 359", la("359", "shopping", "球鞋", d=wd(2)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周都有啥安排", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Monday: the whole week")
    K("明天排了几个班", cl(rel(1)), cat=c)
    K("下个月哪几个周末轮到我带孩子", cl(ymd(2046, 2, 1), ymd(2046, 2, 28)), cat=c, unsure="weekends read as the list of February")
with use(now=NA, pref="past", **Z):
    K("上个月夜班加外卖一共花了多少", ls(ymd(2045, 12, 1), ymd(2045, 12, 31)), cat=c)
    K("去年兴趣班花了多少", ls(ymd(2045, 1, 1), ymd(2045, 12, 31), "education"), cat=c)
    K("第四季度外卖花了多少", ls(ymd(2045, 10, 1), ymd(2045, 12, 31), "food"), cat=c, conv="quarters",
      unsure="Q4 has not begun in 2046 (past): 2045's; 外卖 as food")
with use(now=NB, pref="future", **Z):
    K("这周末带娃有啥安排", cl(wd(6), wd(7)), cat=c)
    K("下周的排班", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("6月上旬有几次排练", cl(ymd(2046, 6, 1), ymd(2046, 6, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月外卖花了多少", ls(ymd(2046, 5, 1), ymd(2046, 5, 31), "food"), cat=c, unsure="外卖 as food")
    K("四月份房租水电一共多少", ls(ymd(2046, 4, 1), ymd(2046, 4, 30), "housing"), cat=c)
with use(now=NC, pref="future", **Z):
    K("国庆那周都排了啥", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="国庆那周 = next week 10-01 … 10-07")
    K("这周末的演出", cl(wd(6), wd(7)), cat=c)
with use(now=NC, pref="past", **Z):
    K("本季度加班费一共多少", ls(ymd(2046, 7, 1), ymd(2046, 9, 30), "salary"), cat=c, conv="quarters")
    K("最近五笔账给我看看", ll(limit=5), cat=c)
    K("九月中旬花了多少", ls(ymd(2046, 9, 11), ymd(2046, 9, 20)), cat=c, conv="month-parts")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("春节前还有啥要办的", cl(today(), CHUNJIE), cat=c, conv="zh-qian-inclusive", unsure="春节 2046 = 02-06 (lunar-python)")
    K("月底前的夜班", cl(today(), ymd(2046, 1, 31)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("元旦到现在花了多少", ls(today(), today()), cat=c, conv="since", unsure="said on the 1st: today alone")
with use(now=NB, pref="future", **Z):
    K("端午前还有几次讲解", cl(today(), DUANWU), cat=c, conv="zh-qian-inclusive", unsure="a count read as the list of today … 06-08")
    K("接下来七天的班", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
    K("下个月10号之前有啥事", cl(today(), ymd(2046, 6, 10)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("过去30天外卖花了多少", ls(rel(-29), today(), "food"), cat=c, unsure="外卖 as food")
    K("今年以来攒了多少加班费", ls(ymd(2046, 1, 1), today(), "salary"), cat=c, conv="since")
with use(now=NC, pref="future", **Z):
    K("月底前还有啥事没办的 孩子那边", cl(today(), ymd(2046, 9, 30)), cat=c, conv="zh-qian-inclusive")
    K("年底前的音乐会", cl(today(), ymd(2046, 12, 31)), cat=c)
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止一共花了多少钱", ls(ymd(2046, 9, 1), today()), cat=c, conv="since")
    K("最近一周外卖花了多少", ls(rel(-6), today(), "food"), cat=c, unsure="最近一周 read as the last 7 days")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天上海冷不冷 骑车上班", wx("Shanghai", rel(1)), cat=c)
    KM("这周末南京天气 想带孩子出去玩", [wx("Nanjing", wd(6)), wx("Nanjing", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天杭州下不下雨", wx("Hangzhou", rel(1)), cat=c)
    KM("6月9号到11号成都天气", [wx("Chengdu", ymd(2046, 6, 9)), wx("Chengdu", ymd(2046, 6, 10)), wx("Chengdu", ymd(2046, 6, 11))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("国庆头两天西安天气", [wx("Xi'an", GUOQING), wx("Xi'an", ymd(2046, 10, 2))], cat=c, unsure="头两天 = 10-01 and 10-02")
    K("今晚苏州刮不刮风 骑车去上班", wx("Suzhou", today()), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早上海适合跑步吗", ra("Shanghai", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六早上杭州能跑步吗", ra("Hangzhou", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("国庆那天北京适合跑步不", ra("Beijing", GUOQING), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("乐团排练", dt(wd(2), 19), dt(wd(2), 21)), ev("乐团排练", dt(wd(6), 9), dt(wd(6), 11, 30))]
    K("周六的排练改到下午两点", cu(1, title="排练", date=wd(6), start=dt(wd(6), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("周二那次排练推迟半小时", cu(0, title="排练", date=wd(2), start=dt(wd(2), 19, 30)), cat=c, given=g)
    g = [ev("家长会", dt(ymd(2046, 1, 20), 14), dt(ymd(2046, 1, 20), 16)), ev("门诊复查", dt(rel(2), 8), dt(rel(2), 12))]
    K("门诊复查改到下周三上午九点", cu(1, title="门诊复查", start=dt(wk(1, 3), 9)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("博物馆讲解", dt(ymd(2046, 6, 3), 10), dt(ymd(2046, 6, 3), 12)), ev("博物馆讲解", dt(wk(1, 1), 15), dt(wk(1, 1), 17))]
    K("下周一的讲解改到周二 时间不变", cu(1, title="讲解", date=wk(1, 1), start=dt(wk(1, 2), 15)), cat=c, given=g, conv="move-keeps-clock")
    K("3号那场讲解提前一小时", cu(0, title="讲解", date=ymd(2046, 6, 3), start=dt(ymd(2046, 6, 3), 9)), cat=c, given=g)
    g = [ev("上夜班", dt(rel(1), 23), dt(rel(2), 7)), ev("健身房搏击课", dt(wk(1, 3), 15), dt(wk(1, 3), 16))]
    K("跟老周换班了 明晚的夜班挪到周五 时间不变", cu(0, title="夜班", date=rel(1), start=dt(wd(5), 23)), cat=c, given=g,
      conv="move-keeps-clock")
with use(now=NC, pref="future", **Z):
    g = [ev("乐团合排", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("乐团合排", dt(wk(1, 5), 19), dt(wk(1, 5), 21))]
    K("下周五的合排改到晚上七点半", cu(1, title="合排", date=wk(1, 5), start=dt(wk(1, 5), 19, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("下周三合排往后推一天", cu(0, title="合排", date=wk(1, 3), start=dt(wk(1, 4), 19)), cat=c, given=g)
    g = [ev("送孩子去他妈妈那", dt(rel(1), 15), dt(rel(1), 16)), ev("带孩子去爬山", wd(6), wd(6))]
    K("明天送孩子改成上午十点", cu(0, title="送孩子", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g, conv="clock-only-keeps-day")

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("夜班", dt(wd(2), 23), dt(wd(3), 7)), ev("夜班", dt(wd(5), 23), dt(wd(6), 7))]
    K("周五的夜班不上了 跟人换了", cdel(1, title="夜班", date=wd(5)), cat=c, given=g)
    g = [ev("去看孙子", LABA, LABA), ev("坐高铁去看孙子", ymd(2046, 1, 12), ymd(2046, 1, 15))]
    K("12号那趟高铁的行程取消", cdel(1, title="高铁", date=ymd(2046, 1, 12)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("乐团排练", dt(wk(1, 4), 19), dt(wk(1, 4), 21)), ev("乐团排练", dt(wk(1, 1), 19), dt(wk(1, 1), 21))]
    K("下周四的排练删了 指挥请假", cdel(0, title="排练", date=wk(1, 4)), cat=c, given=g)
    g = [ev("带俩孩子去郊游", dt(wd(6), 8), dt(wd(6), 17)), ev("老二生日会", dt(wd(6), 12), dt(wd(6), 14))]
    K("周六郊游不去了 要下雨", cdel(0, title="郊游", date=wd(6)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("音乐会", dt(wd(6), 19), dt(wd(6), 21)), ev("音乐会", dt(wd(7), 14, 30), dt(wd(7), 16, 30))]
    K("周日下午那场音乐会取消", cdel(1, title="音乐会", date=wd(7)), cat=c, given=g)
    g = [ev("去门诊拿报告", dt(today(), 14), dt(today(), 15)), ev("健身房", dt(today(), 16), dt(today(), 17))]
    K("今天健身房那个删掉", cdel(1, title="健身房", date=today()), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("外卖36 买菜128 高铁票553", [la("36", "food", "外卖"), la("128", "food", "买菜"), la("553", "transport", "高铁票")], cat=c)
with use(now=NA, pref="future", **Z):
    KM("周三下午家长会 再看看周六南京天气", [cc("家长会", dt(wd(3), 12), dt(wd(3), 18)), wx("Nanjing", wd(6))], cat=c,
       unsure="下午 with no clock gives 12:00–18:00")
with use(now=NB, pref="past", **Z):
    KM("房租3600 水电210 加班费收了860", [la("3600", "housing", "房租"), la("210", "housing", "水电"),
                                       la("860", "salary", "加班费", kind="income")], cat=c, unsure="utilities as housing")
with use(now=NB, pref="future", **Z):
    KM("明晚十一点上夜班 顺便查下明天杭州天气", [cc("上夜班", dt(rel(1), 23)), wx("Hangzhou", rel(1))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("舞蹈课2400 游泳课1800", [la("2400", "education", "舞蹈课"), la("1800", "education", "游泳课")], cat=c)
with use(now=NC, pref="future", **Z):
    g = [ev("乐团合排", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("去西安看孙子", ymd(2046, 10, 2), ymd(2046, 10, 5))]
    KM("西安那趟取消 合排改到晚上八点", [cdel(1, title="西安"), cu(0, title="合排", start=dt(wk(1, 3), 20))], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("看看国庆那周的安排 再查下周六苏州天气", [cl(wk(1, 1), wk(1, 7)), wx("Suzhou", wd(6))], cat=c)
