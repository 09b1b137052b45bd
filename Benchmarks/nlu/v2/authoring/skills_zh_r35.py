"""Round 35 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a driving instructor (lessons with learners at set clocks and pickup places, road-test days, lesson fees as
income, fuel and car washes, a lesson moved for rain, two learners on the same day, the weather before a road test,
fees last month), a fishing-charter captain (trips at dawn that depend on the wind, deposits from customers as income,
fuel, bait and ice, a trip over two days, a trip cancelled for weather, the marine weather for coast towns over several
days, fuel this quarter) and a woman who runs a daycare at home (drop-off and pickup at set clocks, fees paid by parents
as income, snacks and supplies, a closed day, a parents' meeting, moving a pickup, cancelling a field trip, snacks this
month).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r35.py): NA = 2052-04-04T11:30 Thursday, 清明 late in the morning (上午 in progress; a bare 11
→ tomorrow 11:00, a bare 12 → today's noon; 周四早上 over → 04-11; this week 04-01 … 04-07, this weekend 04-06/07; 月底
Tuesday 04-30; 谷雨 04-19, 复活节 04-21); NB = 2052-08-31T20:20 Saturday, the last evening of August (月底前 today alone,
这周内 today and tomorrow; a bare 9 → 21:00 tonight, a bare 8 → tomorrow 08:00; 周六下午 over → 09-07; 中秋 = 白露 Saturday
09-07, 教师节 Tuesday 09-10); NC = 2052-12-12T14:00 Thursday, 双十二 (下午 in progress; a bare 3 → 15:00 today, a bare 1 →
tomorrow 13:00; 周四上午 over → 12-19; 冬至 Saturday 12-21, 圣诞 Wednesday 12-25, 年底 Tuesday 12-31)."""
from lib import *

NA = "2052-04-04T11:30:00"  # Thursday 11:30, 清明
NB = "2052-08-31T20:20:00"  # Saturday 20:20, last evening of August
NC = "2052-12-12T14:00:00"  # Thursday 14:00, 双十二
Z = dict(lang="zh", tz="Asia/Shanghai")
QINGMING = ymd(2052, 4, 4)
GUYU = ymd(2052, 4, 19)
ZHONGQIU = ymd(2052, 9, 7)
DONGZHI = ymd(2052, 12, 21)
QIXI = ymd(2052, 8, 1)
FEE = "lesson fees paid by learners filed as salary income (paid for one's own work)"
DEP = "a charter customer's deposit or balance filed as salary income (paid for one's own work)"
CARE = "daycare fees paid by parents filed as salary income"
FUEL = "boat fuel filed as transport"
BAIT = "bait and ice for the charter boat filed as shopping"
SNACK = "snacks for the daycare children filed as food"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午两点 小刘练车", cc("小刘练车", dt(rel(1), 14)), cat=c)
    K("礼拜六早上七点半带学员练倒库", cc("带学员练倒库", dt(wd(6), 7, 30)), cat=c)
    K("4月9号上午九点老客户包船出海", cc("老客户包船出海", dt(ymd(2052, 4, 9), 9)), cat=c)
    K("下周一下午三点半开家长会", cc("开家长会", dt(wk(1, 1), 15, 30)), cat=c)
    K("十二点孩子们吃午饭", cc("孩子们吃午饭", dt(today(), 12)), cat=c, conv="bare-hour")
    K("十一点去驾校门口接学员", cc("去驾校门口接学员", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:30 has passed, before noon: tomorrow 11:00; the destination stays in the title")
    K("三点半 豆豆妈妈来接", cc("豆豆妈妈来接", dt(today(), 15, 30)), cat=c, conv="bare-hour")
    K("4月12号到13号 老王他们包船出海", cc("老王他们包船出海", ymd(2052, 4, 12), ymd(2052, 4, 13)), cat=c)
    K("周五上午九点到十一点 带小李上路", cc("带小李上路", dt(wd(5), 9), dt(wd(5), 11)), cat=c)
    K("周六早上五点出海 哦不对 五点半", cc("出海", dt(wd(6), 5, 30)), cat=c, unsure="a correction inside the message: 05:30 replaces 05:00")
    K("刚跟家长说好了 下周三下午四点搞开放日", cc("搞开放日", dt(wk(1, 3), 16)), cat=c, unsure="刚跟家长说好了 as context")
    K("周四下午三点 小王练车", cc("小王练车", dt(today(), 15)), cat=c, unsure="周四下午三点 said Thursday 11:30 is ahead: today")
    K("周四早上八点去码头买冰", cc("去码头买冰", dt(wk(1, 4), 8)), cat=c, unsure="周四早上八点 said Thursday 11:30 has passed: next Thursday 04-11")
with use(now=NB, pref="future", **Z):
    K("明天早上六点出海", cc("出海", dt(rel(1), 6)), cat=c)
    K("下周二晚上七点 托班家长会", cc("托班家长会", dt(wk(1, 2), 19)), cat=c)
    K("9月5号上午十点学员路考", cc("学员路考", dt(ymd(2052, 9, 5), 10)), cat=c)
    K("周一下午一点到三点 带学员练车", cc("带学员练车", dt(wd(1), 13), dt(wd(1), 15)), cat=c, unsure="周一 said Saturday = 09-02")
    K("九点给家长发开学通知", cc("给家长发开学通知", dt(today(), 21)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 20:20: 09:00 has passed, the pm reading 21:00 is ahead")
    K("八点去码头给船加油", cc("去码头给船加油", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:20 has passed both ways: tomorrow 08:00")
    K("凌晨四点开船", cc("开船", dt(rel(1), 4)), cat=c, unsure="凌晨四点 with no day = the coming night, 09-01 04:00")
    K("9月13号到14号 张总包船出海", cc("张总包船出海", ymd(2052, 9, 13), ymd(2052, 9, 14)), cat=c)
    K("周六下午两点带学员上高速", cc("带学员上高速", dt(wk(1, 6), 14)), cat=c, unsure="周六下午两点 said Saturday 20:20 has passed: next Saturday 09-07")
    K("那个 9月20号 托班家长会 下午", cc("托班家长会", dt(ymd(2052, 9, 20), 12), dt(ymd(2052, 9, 20), 18)), cat=c,
      unsure="下午 with no clock gives the event's real bounds 12:00–18:00")
with use(now=NC, pref="future", **Z):
    K("明天上午九点学员练车", cc("学员练车", dt(rel(1), 9)), cat=c)
    K("周五晚上七点到八点半 夜间练车", cc("夜间练车", dt(wd(5), 19), dt(wd(5), 20, 30)), cat=c)
    K("12月20号下午三点 托班家长会", cc("托班家长会", dt(ymd(2052, 12, 20), 15)), cat=c)
    K("下周二早上八点小陈路考", cc("小陈路考", dt(wk(1, 2), 8)), cat=c)
    K("三点带孩子们去楼下公园", cc("带孩子们去楼下公园", dt(today(), 15)), cat=c, conv="bare-hour")
    K("一点去加油", cc("去加油", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed at 14:00: tomorrow 13:00")
    K("12月27号到29号 托班放假", cc("托班放假", ymd(2052, 12, 27), ymd(2052, 12, 29)), cat=c)
    K("周六早上五点半出海", cc("出海", dt(wd(6), 5, 30)), cat=c)
    K("周日上午九点 小陈和小赵练车", cc("小陈和小赵练车", dt(wd(7), 9)), cat=c, unsure="two learners said as one event starting 09:00")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天下午两点接小刘练车 地点：驾校东门", cc("接小刘练车", dt(rel(1), 14), location="驾校东门"), cat=c)
    K("4月9号早上六点出海 地点是渔人码头", cc("出海", dt(ymd(2052, 4, 9), 6), location="渔人码头"), cat=c)
    K("周六上午十点亲子活动 在小区花园", cc("亲子活动", dt(wd(6), 10), location="小区花园"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上六点出海 在三号码头", cc("出海", dt(rel(1), 6), location="三号码头"), cat=c)
    K("9月5号上午十点路考 地点：城北考场", cc("路考", dt(ymd(2052, 9, 5), 10), location="城北考场"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周五晚上七点夜间练车 在东门加油站", cc("夜间练车", dt(wd(5), 19), location="东门加油站"), cat=c)
    K("12月20号下午三点开家长会 在我家客厅", cc("开家长会", dt(ymd(2052, 12, 20), 15), location="我家客厅"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("清明节后一天 托班照常上课", cc("托班照常上课", QINGMING + td(days=1)), cat=c, unsure="清明 2052 = 04-04, today (lunar-python, PyEphem)")
    K("复活节 带孩子们找彩蛋", cc("带孩子们找彩蛋", easter(2052)), cat=c)
    K("谷雨那天包船出海", cc("包船出海", GUYU), cat=c, unsure="谷雨 2052 = 04-19 (lunar-python, PyEphem)")
with use(now=NB, pref="future", **Z):
    K("中秋晚上出海看月亮", cc("出海看月亮", dt(ZHONGQIU, 18), dt(ZHONGQIU + td(days=1), 0)), cat=c,
      unsure="中秋 2052 = 09-07 (lunar-python); 晚上 with no clock gives the event's real bounds 18:00–00:00")
    K("教师节 托班开放日", cc("托班开放日", ymd(2052, 9, 10)), cat=c)
    K("国庆上午八点包船出海", cc("包船出海", dt(ymd(2052, 10, 1), 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("冬至 给孩子们包饺子", cc("给孩子们包饺子", DONGZHI), cat=c, unsure="冬至 2052 = 12-21 (lunar-python, PyEphem)")
    K("平安夜下午三点 托班联欢会", cc("托班联欢会", dt(ymd(2052, 12, 24), 15)), cat=c)
    K("元旦 船去做保养", cc("船去做保养", ymd(2053, 1, 1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我去接小朋友", cc("去接小朋友", dt(today(), 11, 50)), cat=c)
    K("五天后路考", cc("路考", rel(5)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我去洗车", cc("去洗车", dt(today(), 21, 50)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四十五分钟后提醒我给家长打电话", cc("给家长打电话", dt(today(), 14, 45)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜五下午兩點 練車", cc("練車", dt(wd(5), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週三上午十點 路考", cc("路考", dt(wk(1, 3), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下禮拜一早上七點 出海", cc("出海", dt(wk(1, 1), 7)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.15 小张路考", cc("小张路考", ymd(2052, 4, 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2052.9.20 托班家长会", cc("托班家长会", ymd(2052, 9, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20521228 学员路考", cc("学员路考", ymd(2052, 12, 28)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 海钓比赛", cc("海钓比赛", nth(2052, 5, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第一个周一 托班开学", cc("托班开学", nth(2052, 9, 1, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第二个周六 小陈路考", cc("小陈路考", nth(2053, 1, 2, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差五分十二点出门去码头", cc("出门去码头", dt(today(), 11, 55)), cat=c, conv="bare-hour",
      unsure="the named hour 12 reads noon; five before = 11:55 today")
with use(now=NC, pref="future", **Z):
    K("差一刻四点出门接学员", cc("出门接学员", dt(today(), 15, 45)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周六周日早上六点都出海", [cc("出海", dt(wd(6), 6)), cc("出海", dt(wd(7), 6))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周一周三上午九点都有路考", [cc("路考", dt(wd(1), 9)), cc("路考", dt(wd(3), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("明天后天早上六点都出海", [cc("出海", dt(rel(1), 6)), cc("出海", dt(rel(2), 6))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("收了小刘学费3000", la("3000", "salary", "学费", kind="income"), cat=c, unsure=FEE)
    K("冰15", la("15", "shopping", "冰"), cat=c, unsure=BAIT)
    K("加油 320", la("320", "transport", "加油"), cat=c)
    K("包船定金到账 1000", la("1000", "salary", "包船定金", kind="income"), cat=c, unsure=DEP)
    K("绘本和蜡笔 86", la("86", "shopping", "绘本和蜡笔"), cat=c)
with use(now=NB, pref="past", **Z):
    K("豆豆妈妈交了九月托费 2600", la("2600", "salary", "九月托费", kind="income"), cat=c, unsure=CARE)
    K("洗车 35", la("35", "transport", "洗车"), cat=c)
    K("虾饵 180", la("180", "shopping", "虾饵"), cat=c, unsure=BAIT)
    K("水果点心 146", la("146", "food", "水果点心"), cat=c, unsure=SNACK)
with use(now=NC, pref="past", **Z):
    K("船加油 1200", la("1200", "transport", "船加油"), cat=c, unsure=FUEL)
    K("教练车保养 680", la("680", "transport", "教练车保养"), cat=c)
    K("湿巾和纸巾 59", la("59", "shopping", "湿巾和纸巾"), cat=c)
    K("包船尾款收了 2500", la("2500", "salary", "包船尾款", kind="income"), cat=c, unsure=DEP)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("上周六的冰和饵 240", la("240", "shopping", "冰和饵", d=wk(-1, 6)), cat=c, unsure=BAIT)
    K("愚人节那天加的油 300", la("300", "transport", "加的油", d=ymd(2052, 4, 1)), cat=c)
with use(now=NB, pref="past", **Z):
    K("周四买的饵 180", la("180", "shopping", "饵", d=wd(4)), cat=c, unsure="周四 said Saturday, looking back: 08-29; " + BAIT)
    K("七夕那天包船收入 3500", la("3500", "salary", "包船收入", kind="income", d=QIXI), cat=c, unsure="七夕 2052 = 08-01; " + DEP)
with use(now=NC, pref="past", **Z):
    K("感恩节那天收的定金 1000", la("1000", "salary", "定金", kind="income", d=holiday_in("thanksgiving", 2052)), cat=c, unsure=DEP)
    K("昨天船加油 1260", la("1260", "transport", "船加油", d=rel(-1)), cat=c, unsure=FUEL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周练车都排了啥", cl(today(), wd(7)), cat=c, unsure="said Thursday: this week's rest 04-04 … 04-07")
    K("下周几个学员路考", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("周末出海的单子排上了吗", cl(wd(6), wd(7)), cat=c, unsure="a question about bookings read as a calendar look-up of the weekend 04-06/07")
with use(now=NA, pref="past", **Z):
    K("三月份学员学费收了多少", ls(ymd(2052, 3, 1), ymd(2052, 3, 31), "salary"), cat=c, unsure=FEE)
    K("上礼拜总共花了多少钱", ls(wk(-1, 1), wk(-1, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("9月上旬有几场路考", cl(ymd(2052, 9, 1), ymd(2052, 9, 10)), cat=c, conv="month-parts")
    K("下周出海和路考都排了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个月托费收了多少", ls(ymd(2052, 8, 1), ymd(2052, 8, 31), "salary"), cat=c, unsure=CARE)
    K("这个月点心花了多少钱", ls(ymd(2052, 8, 1), ymd(2052, 8, 31), "food"), cat=c, unsure=SNACK)
    K("把最近十笔账给我列一下", ll(limit=10), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周末出海有什么安排", cl(wd(6), wd(7)), cat=c)
    K("12月下旬都有啥", cl(ymd(2052, 12, 21), ymd(2052, 12, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度船的油钱花了多少", ls(ymd(2052, 10, 1), ymd(2052, 12, 31), "transport"), cat=c, conv="quarters", unsure=FUEL)
    K("上个月练车学费收了多少", ls(ymd(2052, 11, 1), ymd(2052, 11, 30), "salary"), cat=c, unsure=FEE)
    K("上个月记的账都列出来", ll(ymd(2052, 11, 1), ymd(2052, 11, 30)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有几个路考", cl(today(), ymd(2052, 4, 30)), cat=c, conv="zh-qian-inclusive")
    K("五一前都有啥", cl(today(), ymd(2052, 5, 1)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("最近七天加油花了多少", ls(rel(-6), today(), "transport"), cat=c)
with use(now=NB, pref="future", **Z):
    K("这周内还有啥安排", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday evening: today and tomorrow")
    K("未来五天出海都排了啥", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来船的油钱花了多少", ls(ymd(2052, 1, 1), today(), "transport"), cat=c, conv="since", unsure=FUEL)
with use(now=NC, pref="future", **Z):
    K("圣诞节前还有几场路考", cl(today(), ymd(2052, 12, 25)), cat=c, conv="zh-qian-inclusive")
    K("接下来两周托班和练车有什么安排", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("本月至今托费收了多少", ls(ymd(2052, 12, 1), today(), "salary"), cat=c, conv="since", unsure=CARE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天舟山风大不大 能不能出海", wx("Zhoushan", rel(1)), cat=c)
    KM("这周末青岛天气 要出海", [wx("Qingdao", wd(6)), wx("Qingdao", wd(7))], cat=c)
    K("4月9号学员路考 那天成都会下雨吗", wx("Chengdu", ymd(2052, 4, 9)), cat=c, unsure="the road test as context, only the weather asked")
with use(now=NB, pref="future", **Z):
    K("明天厦门天气怎么样", wx("Xiamen", rel(1)), cat=c)
    KM("宁波9月2号到4号的天气 看看能不能出海", [wx("Ningbo", ymd(2052, 9, 2)), wx("Ningbo", ymd(2052, 9, 3)), wx("Ningbo", ymd(2052, 9, 4))], cat=c)
    KM("明天青岛和威海天气", [wx("Qingdao", rel(1)), wx("Weihai", rel(1))], cat=c)
with use(now=NC, pref="future", **Z):
    K("周六舟山会起风吗", wx("Zhoushan", wd(6)), cat=c)
    KM("明后两天大连天气", [wx("Dalian", rel(1)), wx("Dalian", rel(2))], cat=c)
    K("后天路考 看下杭州天气", wx("Hangzhou", rel(2)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("今天下午苏州适合跑步吗", ra("Suzhou"), cat=c, unsure="今天下午 gives the day only (today)")
with use(now=NB, pref="future", **Z):
    K("明天早上青岛适合跑步不", ra("Qingdao", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日宁波适合跑步吗", ra("Ningbo", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("小刘练车", dt(rel(1), 14), dt(rel(1), 16)), ev("小刘练车", dt(wd(6), 14), dt(wd(6), 16))]
    K("周六小刘那次改到上午十点", cu(1, title="小刘", date=wd(6), start=dt(wd(6), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    K("明天要下雨 小刘练车往后推一天", cu(0, title="小刘练车", date=rel(1), start=dt(rel(2), 14)), cat=c, given=g,
      unsure="the rain as the reason; 往后推一天 applied to the stored start (04-06 14:00, which also holds the other 小刘 lesson)")
    g = [ev("老客户包船出海", dt(ymd(2052, 4, 9), 9), dt(ymd(2052, 4, 9), 15)), ev("散客出海", dt(ymd(2052, 4, 10), 6), dt(ymd(2052, 4, 10), 11))]
    K("老客户包船那次改到早上六点 那会儿风小", cu(0, title="老客户包船", start=dt(ymd(2052, 4, 9), 6)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("托班家长会", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("托班开放日", dt(ymd(2052, 9, 10), 15), dt(ymd(2052, 9, 10), 17))]
    K("家长会改到下周四 时间不变", cu(0, title="家长会", start=dt(wk(1, 4), 19)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("朵朵妈妈来接", dt(wd(1), 17), dt(wd(1), 17, 30)), ev("豆豆爸爸来接", dt(wd(1), 17, 30), dt(wd(1), 18))]
    K("周一朵朵妈妈来接改成六点", cu(0, title="朵朵妈妈来接", date=wd(1), start=dt(wd(1), 18)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"], unsure="周一 said Saturday = 09-02")
with use(now=NC, pref="future", **Z):
    g = [ev("小陈练车", dt(wd(5), 19), dt(wd(5), 20, 30)), ev("小陈练车", dt(wk(1, 5), 19), dt(wk(1, 5), 20, 30))]
    K("这周五小陈练车提前一小时", cu(0, title="小陈练车", date=wd(5), start=dt(wd(5), 18)), cat=c, given=g)
    g = [ev("学员路考", dt(wk(1, 2), 8), dt(wk(1, 2), 10)), ev("小陈路考", ymd(2053, 1, 11), ymd(2053, 1, 11))]
    K("下周二路考的地点改成城南考场", cu(0, title="路考", date=wk(1, 2), location="城南考场"), cat=c, given=g)
    g = [ev("出海", dt(wd(6), 5, 30), dt(wd(6), 12)), ev("出海", dt(wk(1, 1), 7), dt(wk(1, 1), 12))]
    K("周六出海那个改名叫王总包船", cu(0, title="出海", date=wd(6), new_title="王总包船"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("散客出海", dt(ymd(2052, 4, 10), 6), dt(ymd(2052, 4, 10), 11)), ev("老客户包船出海", dt(ymd(2052, 4, 9), 9), dt(ymd(2052, 4, 9), 15))]
    K("10号那趟散客出海 风太大 取消", cdel(0, title="散客出海", date=ymd(2052, 4, 10)), cat=c, given=g, unsure="the wind as the reason")
    g = [ev("带孩子们去植物园", dt(rel(1), 9), dt(rel(1), 11)), ev("带孩子们画画", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天去植物园取消了 要下雨", cdel(0, title="植物园", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("直播卖海鲜", dt(rel(1), 20), dt(rel(1), 22)), ev("去码头发货", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天晚上的直播不搞了 删掉", cdel(0, title="直播", date=rel(1)), cat=c, given=g)
    g = [ev("张总包船出海", ymd(2052, 9, 13), ymd(2052, 9, 14)), ev("散客出海", dt(ymd(2052, 9, 15), 6), dt(ymd(2052, 9, 15), 11))]
    K("张总那趟包船取消了 有台风", cdel(0, title="张总"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("托班联欢会", dt(ymd(2052, 12, 24), 15), dt(ymd(2052, 12, 24), 17)), ev("托班家长会", dt(ymd(2052, 12, 20), 15), dt(ymd(2052, 12, 20), 16))]
    K("平安夜的联欢会删了", cdel(0, title="联欢会", date=ymd(2052, 12, 24)), cat=c, given=g)
    g = [ev("出海", dt(rel(2), 6), dt(rel(2), 12)), ev("出海", dt(wk(1, 1), 7), dt(wk(1, 1), 12))]
    K("出海那个删了吧 要降温", cdel(0, title="出海"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("冰15 饵120 油300", [la("15", "shopping", "冰"), la("120", "shopping", "饵"), la("300", "transport", "油")], cat=c, unsure=BAIT + "; " + FUEL)
with use(now=NA, pref="future", **Z):
    KM("4月9号去舟山出海 顺便看下那天舟山天气", [cc("去舟山出海", ymd(2052, 4, 9)), wx("Zhoushan", ymd(2052, 4, 9))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("定金1000收到了 冰花了60", [la("1000", "salary", "定金", kind="income"), la("60", "shopping", "冰")], cat=c, unsure=DEP + "; " + BAIT)
with use(now=NB, pref="future", **Z):
    KM("周一上午九点小李练车 下午三点小张练车", [cc("小李练车", dt(wd(1), 9)), cc("小张练车", dt(wd(1), 15))], cat=c,
       unsure="two learners the same day, the day said once")
    KM("下周二家长会取消 开放日改到下午四点",
       [cdel(0, title="家长会", date=wk(1, 2)), cu(1, title="开放日", start=dt(ymd(2052, 9, 10), 16))], cat=c,
       given=[ev("托班家长会", dt(wk(1, 2), 19), dt(wk(1, 2), 20)), ev("托班开放日", dt(ymd(2052, 9, 10), 15), dt(ymd(2052, 9, 10), 17))],
       conv="clock-only-keeps-day")
with use(now=NC, pref="past", **Z):
    KM("今天牛奶58 饼干36 湿巾29", [la("58", "food", "牛奶"), la("36", "food", "饼干"), la("29", "shopping", "湿巾")], cat=c, unsure=SNACK)
with use(now=NC, pref="future", **Z):
    KM("下周有啥 再看看周六舟山天气", [cl(wk(1, 1), wk(1, 7)), wx("Zhoushan", wd(6))], cat=c)
    KM("记一下油钱300 明天上午九点学员练车", [la("300", "transport", "油钱"), cc("学员练车", dt(rel(1), 9))], cat=c)
