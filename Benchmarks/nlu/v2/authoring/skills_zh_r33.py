"""Round 33 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a ski instructor in a mountain town (private and group lessons at set clocks, early starts, lesson fees paid
by clients as income, gear and lift passes bought, a race day, a lesson moved for snow or wind, the weather in mountain
towns over several days, a certification course, what gear cost this season), a food-truck owner (events at set places
and clocks, stock and gas bought, daily takings as income, a permit paid, a spot moved or cancelled, two events on the
same day, the weather before an outdoor festival, takings last month) and a librarian who runs events (story time, an
author talk at a set clock, a book fair over several days, supplies and snacks bought, a volunteer meeting, cancelling
an event, moving a workshop, what events cost this quarter).  In everyday proportion: about two fifths new events, a
sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at
once.

Reference times (see time_r33.py): NA = 2051-12-23T19:10 Saturday, two days before Christmas (平安夜 tomorrow; 这周末 =
today and tomorrow; next week 12-25 … 12-31; 年底 Sunday 12-31; a bare 7 has passed → tomorrow 19:00, a bare 8 → 20:00
tonight; 周六下午 over → 12-30; 冬至 was yesterday); NB = 2052-02-29T07:45 Thursday, a leap day (月底 today; 下个月
March; 早上 in progress, 早上七点 → tomorrow, 周四早上七点 → 03-07; a bare 8 → 08:00 today; 龙抬头 Saturday 03-02, this
weekend 03-02/03); NC = 2051-09-01T12:05 Friday, the first of a month (上个月 August; a bare 12 → tomorrow's noon, a
bare 1 → 13:00 today, a bare 9 → 21:00; 周五上午 over → 09-08; 教师节 Sunday 09-10, 中秋 Tuesday 09-19)."""
from lib import *

NA = "2051-12-23T19:10:00"  # Saturday 19:10, two days before Christmas
NB = "2052-02-29T07:45:00"  # Thursday 07:45, leap day
NC = "2051-09-01T12:05:00"  # Friday 12:05, first of the month
Z = dict(lang="zh", tz="Asia/Shanghai")
LABA = ymd(2052, 1, 9)
LONGTAITOU = ymd(2052, 3, 2)
JINGZHE = ymd(2052, 3, 5)
ZHONGQIU = ymd(2051, 9, 19)
INC = "lesson fees paid by clients filed as salary income"
TAKE = "the truck's takings as income, category other (as the restaurant rounds filed 营业额)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午九点给两个小朋友上私教课", cc("给两个小朋友上私教课", dt(rel(1), 9)), cat=c)
    K("礼拜二早上八点半 雪场团体课", cc("雪场团体课", dt(wd(2), 8, 30)), cat=c)
    K("12月27号 下午两点绘本故事会", cc("绘本故事会", dt(ymd(2051, 12, 27), 14)), cat=c)
    K("下周五晚上六点餐车去跨年集市", cc("餐车去跨年集市", dt(wk(1, 5), 18)), cat=c)
    K("八点盘一下餐车库存", cc("盘一下餐车库存", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:10: the pm reading 20:00 is ahead")
    K("七点去雪具店把板取回来", cc("去雪具店把板取回来", dt(rel(1), 19)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, passed at 19:10: tomorrow 19:00")
    K("12月28号到30号 图书馆冬季书展", cc("图书馆冬季书展", ymd(2051, 12, 28), ymd(2051, 12, 30)), cat=c)
    K("嗯 周三 志愿者会议 下午三点", cc("志愿者会议", dt(wd(3), 15)), cat=c)
    K("周二上午九点到十一点 滑雪私教", cc("滑雪私教", dt(wd(2), 9), dt(wd(2), 11)), cat=c)
    K("周日餐车歇业一天", cc("餐车歇业", wd(7)), cat=c, unsure="a day off as an all-day event; 一天 left out of the title; 周日 = tomorrow 12-24")
    K("周四晚上七点 哦不对 七点半 读书会", cc("读书会", dt(wd(4), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
    K("刚跟雪场经理说好了 周六上午十点带青少年集训", cc("带青少年集训", dt(wk(1, 6), 10)), cat=c,
      unsure="周六上午十点 said Saturday 19:10 has passed: next Saturday 12-30; 刚跟雪场经理说好了 as context")
with use(now=NB, pref="future", **Z):
    K("明早八点开餐车去科技园", cc("开餐车去科技园", dt(rel(1), 8)), cat=c)
    K("周六下午两点半 作家讲座", cc("作家讲座", dt(wd(6), 14, 30)), cat=c)
    K("3月5号上午十点开志愿者会", cc("开志愿者会", dt(ymd(2052, 3, 5), 10)), cat=c)
    K("八点到雪场集合 别迟到", cc("到雪场集合", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:45 is fifteen minutes ahead: today 08:00; 别迟到 left out of the title")
    K("3月6号到8号 春季书展", cc("春季书展", ymd(2052, 3, 6), ymd(2052, 3, 8)), cat=c)
    K("周六上午十点到十一点 亲子故事会", cc("亲子故事会", dt(wd(6), 10), dt(wd(6), 11)), cat=c)
    K("下周二早上七点一对一滑雪课", cc("一对一滑雪课", dt(wk(1, 2), 7)), cat=c)
    K("周四早上七点去批发市场进货", cc("去批发市场进货", dt(wk(1, 4), 7)), cat=c, unsure="周四早上七点 said Thursday 07:45 has passed: next Thursday 03-07")
    K("周日 餐车去城隍庙摆摊", cc("餐车去城隍庙摆摊", wd(7)), cat=c)
    K("那个 3月9号 滑雪比赛 早上", cc("滑雪比赛", dt(ymd(2052, 3, 9), 6), dt(ymd(2052, 3, 9), 9)), cat=c,
      unsure="早上 with no clock gives the event's real bounds 06:00–09:00")
    K("早上七点上山带课", cc("上山带课", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day at 07:45 has passed: tomorrow 07:00")
with use(now=NC, pref="future", **Z):
    K("明天上午十点 绘本故事会", cc("绘本故事会", dt(rel(1), 10)), cat=c)
    K("周二下午四点到十点 餐车去音乐节", cc("餐车去音乐节", dt(wd(2), 16), dt(wd(2), 22)), cat=c)
    K("今天下午三点 作家见面会", cc("作家见面会", dt(today(), 15)), cat=c)
    K("一点去菜市场进货", cc("去菜市场进货", dt(today(), 13)), cat=c, conv="bare-hour")
    K("9月15号到17号 美食节出摊", cc("美食节出摊", ymd(2051, 9, 15), ymd(2051, 9, 17)), cat=c)
    K("周五上午整理书架 十点", cc("整理书架", dt(wk(1, 5), 10)), cat=c, unsure="周五上午十点 said Friday 12:05 has passed: next Friday 09-08")
    K("十二点餐车出餐", cc("餐车出餐", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:05 has just passed: tomorrow's noon")
    K("下周三晚上 志愿者培训 七点到九点", cc("志愿者培训", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), cat=c)
    K("周六 旧书义卖 早上八点开门", cc("旧书义卖", dt(wd(6), 8)), cat=c, unsure="早上八点开门 read as the event's start; 开门 left out of the title")
    K("九点收摊回家", cc("收摊回家", dt(today(), 21)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:05: the pm reading 21:00 is ahead")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天上午十点滑雪课 在南山滑雪场", cc("滑雪课", dt(rel(1), 10), location="南山滑雪场"), cat=c)
    K("12月27号下午两点故事会 地点：少儿阅览室", cc("故事会", dt(ymd(2051, 12, 27), 14), location="少儿阅览室"), cat=c)
    K("平安夜晚上六点出摊 在万达广场", cc("出摊", dt(ymd(2051, 12, 24), 18), location="万达广场"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六下午两点半作家讲座 地点是三楼报告厅", cc("作家讲座", dt(wd(6), 14, 30), location="三楼报告厅"), cat=c)
    K("明天早上八点出摊 在科技园东门", cc("出摊", dt(rel(1), 8), location="科技园东门"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周二下午四点出摊 在滨江公园", cc("出摊", dt(wd(2), 16), location="滨江公园"), cat=c)
    K("明天上午十点故事会 在分馆二楼", cc("故事会", dt(rel(1), 10), location="分馆二楼"), cat=c)
    K("9月9号上午九点指导员培训 地点：市体育局", cc("指导员培训", dt(ymd(2051, 9, 9), 9), location="市体育局"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("平安夜 餐车去教堂广场", cc("餐车去教堂广场", ymd(2051, 12, 24)), cat=c)
    K("圣诞节下午三点 图书馆圣诞手工", cc("图书馆圣诞手工", dt(ymd(2051, 12, 25), 15)), cat=c)
    K("腊八那天 餐车卖腊八粥", cc("餐车卖腊八粥", LABA), cat=c, unsure="腊八 = 2052-01-09 (lunar-python)")
    K("元旦上午十点雪场比赛", cc("雪场比赛", dt(ymd(2052, 1, 1), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("龙抬头那天餐车去庙会", cc("餐车去庙会", LONGTAITOU), cat=c, unsure="龙抬头 2052 = 03-02 (lunar-python)")
    K("妇女节下午两点 女性读书会", cc("女性读书会", dt(ymd(2052, 3, 8), 14)), cat=c)
    K("惊蛰那天 雪场最后一场比赛", cc("雪场最后一场比赛", JINGZHE), cat=c, unsure="惊蛰 2052 = 03-05 (lunar-python, PyEphem)")
with use(now=NC, pref="future", **Z):
    K("中秋晚上六点 餐车去江边", cc("餐车去江边", dt(ZHONGQIU, 18)), cat=c, unsure="中秋 2051 = 09-19 (lunar-python)")
    K("教师节上午十点 图书馆讲座", cc("图书馆讲座", dt(ymd(2051, 9, 10), 10)), cat=c)
    K("国庆 餐车去景区", cc("餐车去景区", ymd(2051, 10, 1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我关煤气", cc("关煤气", dt(today(), 19, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时以后提醒我去接学员", cc("去接学员", dt(today(), 9, 15)), cat=c)
    K("半个月后考滑雪指导员证", cc("考滑雪指导员证", rel(15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("三刻钟后提醒我关汤锅", cc("关汤锅", dt(today(), 12, 50)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜二上午十點 滑雪課", cc("滑雪課", dt(wd(2), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週三下午兩點 作家講座", cc("作家講座", dt(wk(1, 3), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下禮拜一上午九點 開館務會", cc("開館務會", dt(wk(1, 1), 9)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("1.6餐车去年检", cc("餐车去年检", ymd(2052, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2052/3/9 雪场比赛", cc("雪场比赛", ymd(2052, 3, 9)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20510912 志愿者培训", cc("志愿者培训", ymd(2051, 9, 12)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 书展开幕", cc("书展开幕", nth(2052, 1, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周日 雪季闭幕赛", cc("雪季闭幕赛", lastwd(2052, 3, 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周一 馆务会", cc("馆务会", nth(2051, 10, 1, 1)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻八点出门去盘货", cc("出门去盘货", dt(today(), 19, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 8 reads 20:00 at 19:10; a quarter before = 19:45, still ahead")
with use(now=NB, pref="future", **Z):
    K("差五分八点出门去雪场", cc("出门去雪场", dt(today(), 7, 55)), cat=c, conv="bare-hour", unsure="the named hour 8 reads 08:00; five before = 07:55, still ahead")
with use(now=NC, pref="future", **Z):
    K("十二点半跟志愿者吃饭", cc("跟志愿者吃饭", dt(today(), 12, 30)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周一、周三上午九点都有团体课", [cc("团体课", dt(wd(1), 9)), cc("团体课", dt(wd(3), 9))], cat=c, conv="distribute",
       unsure="周一 said Saturday = Christmas 12-25")
with use(now=NB, pref="future", **Z):
    KM("周六周日上午十点都出摊", [cc("出摊", dt(wd(6), 10)), cc("出摊", dt(wd(7), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周六周日上午十点都有故事会", [cc("故事会", dt(wd(6), 10)), cc("故事会", dt(wd(7), 10))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("私教课费收了1200", la("1200", "salary", "私教课费", kind="income"), cat=c, unsure=INC)
    K("雪镜399", la("399", "shopping", "雪镜"), cat=c)
    K("今天餐车流水 4100", la("4100", "other", "流水", kind="income"), cat=c, unsure=TAKE)
    K("面粉和生菜 188", la("188", "food", "面粉和生菜"), cat=c, unsure="the truck's ingredients as food")
    K("故事会的小零食 92", la("92", "food", "小零食"), cat=c)
with use(now=NB, pref="past", **Z):
    K("餐车加气 260", la("260", "other", "加气"), cat=c, unsure="the truck's cooking gas as other")
    K("摆摊许可证 800", la("800", "other", "许可证"), cat=c, unsure="a vending permit as other")
    K("团课学费到账 1680", la("1680", "salary", "团课学费", kind="income"), cat=c, unsure=INC)
    K("手工材料 73", la("73", "shopping", "手工材料"), cat=c, unsure="craft supplies for the library as shopping")
    K("雪板打蜡 150", la("150", "shopping", "雪板打蜡"), cat=c, unsure="a ski tune as shopping")
with use(now=NC, pref="past", **Z):
    K("中午这波流水 1360", la("1360", "other", "流水", kind="income"), cat=c, unsure=TAKE)
    K("指导员培训报名费 6800", la("6800", "education", "指导员培训"), cat=c)
    K("绘本356", la("356", "education", "绘本"), cat=c, unsure="picture books for story time as education")
    K("鸡肉 360", la("360", "food", "鸡肉"), cat=c)
    K("去雪场面试的高铁 214", la("214", "transport", "高铁"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("冬至卖饺子收了 2300", la("2300", "other", "卖饺子", kind="income", d=ymd(2051, 12, 22)), cat=c,
      unsure="冬至 2051 = 12-22 (yesterday); " + TAKE)
    K("周四买的缆车票 220", la("220", "entertainment", "缆车票", d=wd(4)), cat=c, unsure="周四 said Saturday, looking back: 12-21; a lift ticket as entertainment")
with use(now=NB, pref="past", **Z):
    K("元宵那天的流水 3800", la("3800", "other", "流水", kind="income", d=ymd(2052, 2, 15)), cat=c, unsure="元宵 2052 = 02-15 (lunar-python); " + TAKE)
    K("周一买的燃气罐 95", la("95", "other", "燃气罐", d=wd(1)), cat=c, unsure="周一 said Thursday, looking back: 02-26; cooking gas as other")
with use(now=NC, pref="past", **Z):
    K("昨天买的活动零食 128", la("128", "food", "活动零食", d=rel(-1)), cat=c)
    K("七夕那天流水 2600", la("2600", "other", "流水", kind="income", d=ymd(2051, 8, 12)), cat=c, unsure="七夕 2051 = 08-12 (lunar-python); " + TAKE)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周课排得怎么样", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="next week 12-25 … 12-31")
    K("这周末都有啥安排呀", cl(today(), rel(1)), cat=c, unsure="said Saturday: this weekend = today and tomorrow")
    K("下个月上旬都排了什么", cl(ymd(2052, 1, 1), ymd(2052, 1, 10)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("这个雪季买装备花了多少 从11月1号算", ls(ymd(2051, 11, 1), today(), "shopping"), cat=c, conv="since",
      unsure="the season's start given as 11月1号; gear as shopping")
    K("这个月私教课收了多少", ls(ymd(2051, 12, 1), ymd(2051, 12, 31), "salary"), cat=c, unsure="lesson fees as salary")
with use(now=NB, pref="future", **Z):
    K("3月中旬有几场活动", cl(ymd(2052, 3, 11), ymd(2052, 3, 20)), cat=c, conv="month-parts")
    K("周六有什么", cl(wd(6)), cat=c, unsure="周六 said Thursday = 03-02")
with use(now=NB, pref="past", **Z):
    K("上个月流水一共多少", ls(ymd(2052, 1, 1), ymd(2052, 1, 31)), cat=c, unsure="takings looked up as the month's total; no category said")
    K("把最近十笔账列一下", ll(limit=10), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周有几场活动", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("9月下旬都有啥", cl(ymd(2051, 9, 21), ymd(2051, 9, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度办活动花了多少", ls(ymd(2051, 7, 1), ymd(2051, 9, 30)), cat=c, conv="quarters")
    K("上个月买菜花了多少", ls(ymd(2051, 8, 1), ymd(2051, 8, 31), "food"), cat=c)
    K("上个月的账调出来看看", ll(ymd(2051, 8, 1), ymd(2051, 8, 31)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("元旦前还有几节课", cl(today(), ymd(2052, 1, 1)), cat=c, conv="zh-qian-inclusive")
    K("年底前都有啥安排", cl(today(), ymd(2051, 12, 31)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("今年以来买雪具花了多少", ls(ymd(2051, 1, 1), today(), "shopping"), cat=c, conv="since", unsure="ski gear as shopping")
with use(now=NB, pref="future", **Z):
    K("月底前还有啥活动没办", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today (02-29): today alone")
    K("接下来一周有什么", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("过去七天一共花了多少", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **Z):
    K("中秋前都有啥活动", cl(today(), ZHONGQIU), cat=c, conv="zh-qian-inclusive", unsure="中秋 2051 = 09-19 (lunar-python)")
    K("未来十天有什么安排", cl(today(), rel(9)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("本月至今卖了多少", ls(today(), today()), cat=c, conv="since", unsure="said on the 1st: so far this month is today alone; no category said")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天崇礼天气怎么样 要带课", wx("Chongli", rel(1)), cat=c, unsure="崇礼 written as Chongli")
    KM("12月25号到27号哈尔滨天气", [wx("Harbin", ymd(2051, 12, 25)), wx("Harbin", ymd(2051, 12, 26)), wx("Harbin", ymd(2051, 12, 27))], cat=c)
    K("平安夜北京会下雪吗 要出摊", wx("Beijing", ymd(2051, 12, 24)), cat=c)
with use(now=NB, pref="future", **Z):
    KM("这周末吉林天气 风大不大", [wx("Jilin", wd(6)), wx("Jilin", wd(7))], cat=c)
    K("明天张家口天气", wx("Zhangjiakou", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周二音乐节 成都会下雨吗", wx("Chengdu", wd(2)), cat=c)
    KM("明天后天杭州天气", [wx("Hangzhou", rel(1)), wx("Hangzhou", rel(2))], cat=c)
    K("今天下午上海有雨吗 要出摊", wx("Shanghai"), cat=c, unsure="今天下午 gives the day only (today)")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早哈尔滨能跑步吗", ra("Harbin", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天乌鲁木齐适合跑步吗", ra("Urumqi"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日早上广州适合跑步不", ra("Guangzhou", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("王先生私教课", dt(rel(1), 9), dt(rel(1), 11)), ev("王先生私教课", dt(wd(3), 9), dt(wd(3), 11))]
    K("周三王先生的私教课改到下午两点 上午风太大", cu(1, title="王先生", date=wd(3), start=dt(wd(3), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="上午风太大 as the reason, not part of the change")
    K("明天王先生那节推迟一小时", cu(0, title="王先生", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g)
    g = [ev("绘本故事会", dt(ymd(2051, 12, 27), 14), dt(ymd(2051, 12, 27), 15)), ev("志愿者会议", dt(wd(3), 15), dt(wd(3), 16))]
    K("故事会挪到周五", cu(0, title="故事会", start=dt(wd(5), 14)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, pref="future", **Z):
    g = [ev("科技园出摊", dt(wd(6), 11), dt(wd(6), 14)), ev("庙会出摊", dt(wd(6), 16), dt(wd(6), 21))]
    K("周六庙会那场改成五点开始", cu(1, title="庙会", date=wd(6), start=dt(wd(6), 17)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("剪纸工作坊", dt(wd(5), 14), dt(wd(5), 16)), ev("作家讲座", dt(wd(6), 14, 30), dt(wd(6), 16))]
    K("剪纸工作坊改到下周五", cu(0, title="剪纸工作坊", start=dt(wk(1, 5), 14)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("一对一滑雪课", dt(wk(1, 2), 7), dt(wk(1, 2), 9)), ev("一对一滑雪课", dt(wk(1, 4), 7), dt(wk(1, 4), 9))]
    K("下周二的滑雪课下大雪 往后推一天", cu(0, title="滑雪课", date=wk(1, 2), start=dt(wk(1, 3), 7)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("音乐节出摊", dt(wd(2), 16), dt(wd(2), 22)), ev("夜市出摊", dt(today(), 18), dt(today(), 23))]
    K("音乐节出摊的地点改成南门停车场", cu(0, title="音乐节出摊", location="南门停车场"), cat=c, given=g)
    g = [ev("志愿者培训", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("志愿者培训", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("下周三志愿者培训提前半小时", cu(0, title="志愿者培训", date=wk(1, 3), start=dt(wk(1, 3), 18, 30)), cat=c, given=g)
    g = [ev("作家见面会", dt(today(), 15), dt(today(), 16, 30)), ev("整理书架", dt(wk(1, 5), 10), dt(wk(1, 5), 12))]
    K("作家见面会那个改名叫秋季作家见面会", cu(0, title="作家见面会", new_title="秋季作家见面会"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("跨年集市出摊", dt(wk(1, 5), 18), dt(wk(1, 5), 23)), ev("商场门口出摊", dt(ymd(2051, 12, 26), 11), dt(ymd(2051, 12, 26), 15))]
    K("商场门口那个摊位取消了 物业不让摆", cdel(1, title="商场门口", date=None), cat=c, given=g)
    g = [ev("团体课", dt(wd(1), 9), dt(wd(1), 11)), ev("团体课", dt(wd(3), 9), dt(wd(3), 11))]
    K("圣诞节那天的团体课不上了", cdel(0, title="团体课", date=ymd(2051, 12, 25)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("亲子故事会", dt(wd(6), 10), dt(wd(6), 11)), ev("作家讲座", dt(wd(6), 14, 30), dt(wd(6), 16))]
    K("周六的亲子故事会取消", cdel(0, title="亲子故事会", date=wd(6)), cat=c, given=g)
    g = [ev("直播卖卷饼", dt(rel(1), 20), dt(rel(1), 22)), ev("送外卖单", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天晚上的直播不搞了", cdel(0, title="直播", date=rel(1)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("美食节出摊", ymd(2051, 9, 15), ymd(2051, 9, 17)), ev("啤酒节出摊", ymd(2051, 9, 22), ymd(2051, 9, 24))]
    K("啤酒节那几天不去了 删掉", cdel(1, title="啤酒节"), cat=c, given=g)
    g = [ev("旧书义卖", dt(wd(6), 8), dt(wd(6), 12)), ev("故事会", dt(wd(6), 10), dt(wd(6), 11))]
    K("旧书义卖删了吧", cdel(0, title="旧书义卖"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("面粉120 鸡肉360 还有气罐95", [la("120", "food", "面粉"), la("360", "food", "鸡肉"), la("95", "other", "气罐")], cat=c,
       unsure="the truck's cooking gas as other")
with use(now=NA, pref="future", **Z):
    KM("12月26号去崇礼带课 顺便看下那天崇礼天气", [cc("去崇礼带课", ymd(2051, 12, 26)), wx("Chongli", ymd(2051, 12, 26))], cat=c,
       unsure="崇礼 written as Chongli")
with use(now=NB, pref="past", **Z):
    KM("团课费1680到了 雪板打蜡花了150", [la("1680", "salary", "团课费", kind="income"), la("150", "shopping", "雪板打蜡")], cat=c,
       unsure=INC + "; a ski tune as shopping")
with use(now=NB, pref="future", **Z):
    KM("周六上午十点科技园出摊 下午四点庙会出摊", [cc("科技园出摊", dt(wd(6), 10)), cc("庙会出摊", dt(wd(6), 16))], cat=c,
       unsure="two events the same day, the day said once")
    KM("周六故事会取消 作家讲座改到三点",
       [cdel(0, title="故事会", date=wd(6)), cu(1, title="作家讲座", date=wd(6), start=dt(wd(6), 15))], cat=c,
       given=[ev("亲子故事会", dt(wd(6), 10), dt(wd(6), 11)), ev("作家讲座", dt(wd(6), 14, 30), dt(wd(6), 16))],
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NC, pref="past", **Z):
    KM("今天流水1360 买菜花了210 停车15", [la("1360", "other", "流水", kind="income"), la("210", "food", "买菜"), la("15", "transport", "停车")],
       cat=c, unsure=TAKE)
with use(now=NC, pref="future", **Z):
    KM("下周有啥活动 再看看周二成都天气", [cl(wk(1, 1), wk(1, 7)), wx("Chengdu", wd(2))], cat=c)
    KM("记一下绘本356 明天上午十点故事会", [la("356", "education", "绘本"), cc("故事会", dt(rel(1), 10))], cat=c,
       unsure="picture books as education")
