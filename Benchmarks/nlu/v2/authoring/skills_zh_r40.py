"""Round 40 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a dental hygienist training for her first triathlon (clinic days at set clocks, swim, bike and run sessions,
the race entry fee and a wetsuit bought, a physio visit, the weather for a long ride, a race-week plan moved, what the
race entries have cost this year), a one-man plumbing business (jobs at customers' addresses at set clocks, parts and
fittings bought, customers paying for jobs as income, van fuel and tolls, a job moved or cancelled, the weather before an
outdoor job, parts spending this month and the last N entries) and a church volunteer who coordinates the choir and the
food drive (choir practice, services, a bake sale, donations received for the drive as income, groceries bought for it,
renting a hall, a practice cancelled, what the food drive took in this quarter).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r40.py): NA = 2056-02-29T16:30 Tuesday, a leap day and 元宵 (a bare 4 → tomorrow 16:00, a bare
5 → 17:00, a bare 8 → 20:00; 周二下午 in progress, 周二下午三点 / 周二上午 over → 03-07; 月底 today, 下个月 March from
tomorrow; this weekend 03-04/05; 惊蛰 Sunday 03-05, 妇女节 Wednesday 03-08, 龙抬头 03-17; looking back 春节 02-15,
Valentine's 02-14); NB = 2054-04-01T09:10 Wednesday, April Fools' (上午 in progress, 早上 over: 周三早上七点 → 04-08,
早上七点 → tomorrow; a bare 9 → tomorrow 09:00, a bare 10 → 10:00, a bare 7 → 19:00; 清明 Saturday 04-04, this weekend
04-04/05, 五一 Friday 05-01, 端午 06-10; 上季度 Q1, 上个月 March; looking back Easter 03-29); NC = 2056-12-31T23:20
Sunday, New Year's Eve (这周内 and 年底前 today alone; 明天 = 元旦 = 下周一 01-01; a bare 12 → tomorrow 12:00, a bare 1 →
tomorrow 13:00; 周日下午 over → 01-07; 小寒 01-05, 腊八 01-12, 小年 01-27, 除夕 02-03, 春节 02-04; looking back 冬至
12-21, Christmas 12-25; 今年 2056, 本季度 Q4)."""
from lib import *

NA = "2056-02-29T16:30:00"  # Tuesday 16:30, leap day, 元宵
NB = "2054-04-01T09:10:00"  # Wednesday 09:10, April Fools'
NC = "2056-12-31T23:20:00"  # Sunday 23:20, New Year's Eve
Z = dict(lang="zh", tz="Asia/Shanghai")
JINGZHE56 = ymd(2056, 3, 5)
QINGMING54 = ymd(2054, 4, 4)
DUANWU54 = ymd(2054, 6, 10)
EASTER54 = ymd(2054, 3, 29)
LABA57 = ymd(2057, 1, 12)
XIAONIAN57 = ymd(2057, 1, 27)
CHUXI57 = ymd(2057, 2, 3)
CHUNJIE57 = ymd(2057, 2, 4)
DONGZHI56 = ymd(2056, 12, 21)
ENTRY = "a race entry fee filed as entertainment"
GEAR = "triathlon gear (wetsuit, goggles) filed as shopping"
JOBS = "customers paying for plumbing jobs filed as salary income (money earned by one's own work)"
PARTS = "plumbing parts and fittings bought for jobs filed as shopping"
DON = "donations and offerings received for the food drive filed as income of category other"
GROC = "groceries bought for the food drive filed as food"
HALL = "a hall rented for a church event filed as other"
POOL = "a pool pass filed as health, like a gym membership"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天早上六点 游泳课", cc("游泳课", dt(rel(1), 6)), cat=c)
    K("礼拜四诊所上班 八点半到五点半", cc("诊所上班", dt(wd(4), 8, 30), dt(wd(4), 17, 30)), cat=c, conv="bare-hour",
      unsure="八点半 reads am, 五点半 pm (17:30); 礼拜四 said Tuesday = 03-02")
    K("3月2号下午两点到四点 去王先生家修水管", cc("去王先生家修水管", dt(ymd(2056, 3, 2), 14), dt(ymd(2056, 3, 2), 16)), cat=c)
    K("下周日上午十点主日崇拜", cc("主日崇拜", dt(wk(1, 7), 10)), cat=c)
    K("五点 骑单车台", cc("骑单车台", dt(today(), 17)), cat=c, conv="bare-hour")
    K("四点去五金店拿配件", cc("去五金店拿配件", dt(rel(1), 16)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:30 has just passed: tomorrow 16:00")
    K("八点 诗班练唱", cc("诗班练唱", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:30: the pm reading 20:00 is ahead")
    K("3月11号到12号 骑行训练营", cc("骑行训练营", ymd(2056, 3, 11), ymd(2056, 3, 12)), cat=c)
    K("4月23号 第一次铁三", cc("第一次铁三", ymd(2056, 4, 23)), cat=c)
    K("周二下午三点 理疗", cc("理疗", dt(wk(1, 2), 15)), cat=c, unsure="周二下午三点 said Tuesday 16:30 has passed: next week 03-07")
    K("那个 周五 去刘家修马桶 上午九点", cc("去刘家修马桶", dt(wd(5), 9)), cat=c, unsure="the day and the clock said apart, a filler first")
    K("刚跟诗班长商量好 周六下午两点到四点 加练", cc("加练", dt(wd(6), 14), dt(wd(6), 16)), cat=c, unsure="the agreement as context")
    K("周四晚上七点练唱 哦不对 七点半", cc("练唱", dt(wd(4), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
    K("明天早上 五点半 骑车 千万叫醒我", cc("骑车", dt(rel(1), 5, 30)), cat=c, unsure="the part of day 早上 before the clock pins am; the aside left out")
with use(now=NB, pref="future", **Z):
    K("明天上午十点 去张姐家通下水道", cc("去张姐家通下水道", dt(rel(1), 10)), cat=c)
    K("周五晚上七点到九点 诗班彩排", cc("诗班彩排", dt(wd(5), 19), dt(wd(5), 21)), cat=c)
    K("4月6号下午一点半 理疗", cc("理疗", dt(ymd(2054, 4, 6), 13, 30)), cat=c)
    K("下周六早上六点到八点 骑跑两项练习", cc("骑跑两项练习", dt(wk(1, 6), 6), dt(wk(1, 6), 8)), cat=c)
    K("十点去客户家换热水器", cc("去客户家换热水器", dt(today(), 10)), cat=c, conv="bare-hour")
    K("九点去建材市场", cc("去建材市场", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed and, before noon, reads tomorrow 09:00")
    K("早上七点去泳池", cc("去泳池", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said 09:10 has passed: tomorrow 07:00")
    K("4月10号到12号 去外地集训", cc("去外地集训", ymd(2054, 4, 10), ymd(2054, 4, 12)), cat=c)
    K("周三早上七点 游泳", cc("游泳", dt(wk(1, 3), 7)), cat=c, unsure="周三早上七点 said Wednesday 09:10 has passed: next week 04-08")
    K("嗯 下周一 教会食物募捐 下午两点开始", cc("教会食物募捐", dt(wk(1, 1), 14)), cat=c, unsure="the day and the clock said apart; 开始 left out")
    K("周日 上午 主日崇拜 九点半到十一点", cc("主日崇拜", dt(wd(7), 9, 30), dt(wd(7), 11)), cat=c, unsure="the day, part of day and clock range said apart")
    K("七点 诗班练唱", cc("诗班练唱", dt(today(), 19)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("明天下午三点 新年礼拜", cc("新年礼拜", dt(rel(1), 15)), cat=c)
    K("下周三上午九点 去客户家装水槽", cc("去客户家装水槽", dt(wk(1, 3), 9)), cat=c)
    K("1月6号晚上七点到九点诗班练唱", cc("诗班练唱", dt(ymd(2057, 1, 6), 19), dt(ymd(2057, 1, 6), 21)), cat=c)
    K("十二点 去客户家看漏水", cc("去客户家看漏水", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:20 is noon and has passed: tomorrow 12:00")
    K("一点 理疗", cc("理疗", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed: tomorrow 13:00 (元旦)")
    K("1月8号到10号 去三亚冬训", cc("去三亚冬训", ymd(2057, 1, 8), ymd(2057, 1, 10)), cat=c)
    K("周日下午两点 长距离骑行", cc("长距离骑行", dt(wk(1, 7), 14)), cat=c, unsure="周日下午两点 said Sunday 23:20 has passed: next week 01-07")
    K("1月14号 募捐义卖", cc("募捐义卖", ymd(2057, 1, 14)), cat=c)
    K("礼拜二上午十点修热水器 不对 十点半", cc("修热水器", dt(wd(2), 10, 30)), cat=c, unsure="a correction inside the message: 10:30 replaces 10:00; 礼拜二 = 01-02")
    K("周四 诗班练唱 晚上七点半到九点半", cc("诗班练唱", dt(wd(4), 19, 30), dt(wd(4), 21, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天早上六点游泳课 在市体育中心游泳馆", cc("游泳课", dt(rel(1), 6), location="市体育中心游泳馆"), cat=c)
    K("周六上午十点 义卖 地点：教会副堂", cc("义卖", dt(wd(6), 10), location="教会副堂"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上午十点通下水道 在幸福小区5栋302", cc("通下水道", dt(rel(1), 10), location="幸福小区5栋302"), cat=c)
    K("4月6号下午一点半理疗 地点是康复中心二楼", cc("理疗", dt(ymd(2054, 4, 6), 13, 30), location="康复中心二楼"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天下午三点新年礼拜 在城南礼拜堂", cc("新年礼拜", dt(rel(1), 15), location="城南礼拜堂"), cat=c)
    K("下周三上午九点装水槽 地点：滨江花园12号", cc("装水槽", dt(wk(1, 3), 9), location="滨江花园12号"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("惊蛰那天开始户外骑", cc("开始户外骑", JINGZHE56), cat=c, unsure="惊蛰 2056 = 03-05 (lunar-python)")
    K("妇女节 诊所搞洁牙活动", cc("诊所搞洁牙活动", ymd(2056, 3, 8)), cat=c)
    K("元宵晚上七点 诗班唱诗", cc("诗班唱诗", dt(today(), 19)), cat=c, unsure="元宵 2056 is today (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("清明 回老家扫墓", cc("回老家扫墓", QINGMING54), cat=c, unsure="清明 2054 = 04-04 (lunar-python)")
    K("五一 铁三比赛", cc("铁三比赛", ymd(2054, 5, 1)), cat=c)
    K("端午上午十点 诗班表演", cc("诗班表演", dt(DUANWU54, 10)), cat=c, unsure="端午 2054 = 06-10 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("腊八 教会施粥", cc("教会施粥", LABA57), cat=c, unsure="腊八 = 2057-01-12 (lunar-python)")
    K("小年 给客户检修暖气", cc("给客户检修暖气", XIAONIAN57), cat=c, conv="xiaonian-north", unsure="小年 = 2057-01-27 (lunar-python)")
    K("除夕晚上六点 诗班年夜饭", cc("诗班年夜饭", dt(CHUXI57, 18)), cat=c, unsure="除夕 2057 = 02-03 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十五分钟后提醒我拉伸", cc("拉伸", dt(today(), 17, 15)), cat=c)
    K("两周后 理疗复查", cc("理疗复查", rel(14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我去下一家", cc("去下一家", dt(today(), 10, 40)), cat=c)
    K("十天后 比赛", cc("比赛", rel(10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("半小时后提醒我睡觉", cc("睡觉", dt(today(), 23, 50)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜四晚上七點半 詩班練唱", cc("詩班練唱", dt(wd(4), 19, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("後天下午兩點 修水管", cc("修水管", dt(rel(2), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週二上午十點 修熱水器", cc("修熱水器", dt(wk(1, 2), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("3.19 第一次公开水域游", cc("第一次公开水域游", ymd(2056, 3, 19)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2054/4/18 教会义卖", cc("教会义卖", ymd(2054, 4, 18)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20570120 义卖", cc("义卖", ymd(2057, 1, 20)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第三个周六 教会义卖", cc("教会义卖", nth(2056, 3, 3, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("这个月最后一个周六 烘焙义卖", cc("烘焙义卖", lastwd(2054, 4, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦后的第一个周六 诗班聚会", cc("诗班聚会", ymd(2057, 1, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三周五早上六点都游泳", [cc("游泳", dt(wd(3), 6)), cc("游泳", dt(wd(5), 6))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("4月8号、15号、22号下午两点都理疗", [cc("理疗", dt(ymd(2054, 4, 8), 14)), cc("理疗", dt(ymd(2054, 4, 15), 14)), cc("理疗", dt(ymd(2054, 4, 22), 14))],
       cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("下周二、周四晚上七点练唱", [cc("练唱", dt(wk(1, 2), 19)), cc("练唱", dt(wk(1, 4), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("铁三报名费1280 交了", la("1280", "entertainment", "铁三报名费"), cat=c, unsure=ENTRY)
    K("王先生家换阀门收了350", la("350", "salary", "换阀门", kind="income"), cat=c, unsure=JOBS)
    K("加油 420", la("420", "transport", "加油"), cat=c)
    K("收到捐款 800", la("800", "other", "捐款", kind="income"), cat=c, unsure=DON)
    K("买了件防寒泳衣 1560", la("1560", "shopping", "防寒泳衣"), cat=c, unsure=GEAR)
    K("理疗300", la("300", "health", "理疗"), cat=c)
with use(now=NB, pref="past", **Z):
    K("三通球阀一共53", la("53", "shopping", "三通球阀"), cat=c, unsure=PARTS)
    K("过路费35", la("35", "transport", "过路费"), cat=c)
    K("给募捐买米面油856", la("856", "food", "米面油"), cat=c, unsure=GROC)
    K("游泳次卡680", la("680", "health", "游泳次卡"), cat=c, unsure=POOL)
    K("张姐家通下水道 收了200", la("200", "salary", "通下水道", kind="income"), cat=c, unsure=JOBS)
with use(now=NC, pref="past", **Z):
    K("主日奉献收了1360", la("1360", "other", "奉献", kind="income"), cat=c, unsure=DON)
    K("租礼堂 1500", la("1500", "other", "租礼堂"), cat=c, unsure=HALL)
    K("能量胶72", la("72", "food", "能量胶"), cat=c, unsure="energy gels filed as food")
    K("修热水器收了680", la("680", "salary", "修热水器", kind="income"), cat=c, unsure=JOBS)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("情人节买的泳镜 129", la("129", "shopping", "泳镜", d=ymd(2056, 2, 14)), cat=c, unsure=GEAR)
    K("上周六收到捐款500", la("500", "other", "捐款", kind="income", d=wk(-1, 6)), cat=c, unsure="上周六 said Tuesday = 02-26; " + DON)
with use(now=NB, pref="past", **Z):
    K("复活节那天收的奉献 2300", la("2300", "other", "奉献", kind="income", d=EASTER54), cat=c, unsure="Easter 2054 = 03-29; " + DON)
    K("上周五高速费78", la("78", "transport", "高速费", d=wk(-1, 5)), cat=c)
with use(now=NC, pref="past", **Z):
    K("圣诞那天买的罐头 420", la("420", "food", "罐头", d=ymd(2056, 12, 25)), cat=c, unsure=GROC)
    K("冬至那天加油 380", la("380", "transport", "加油", d=DONGZHI56), cat=c, unsure="冬至 2056 = 12-21 (lunar-python)")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下礼拜诊所排了几天", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有啥", cl(rel(1)), cat=c)
    K("这周末除了骑车还有啥", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月水管配件花了多少", ls(ymd(2056, 2, 1), ymd(2056, 2, 29), "shopping"), cat=c, unsure=PARTS)
    K("上个月面包车油费多少", ls(ymd(2056, 1, 1), ymd(2056, 1, 31), "transport"), cat=c)
    K("今年比赛报名花了多少", ls(ymd(2056, 1, 1), ymd(2056, 12, 31), "entertainment"), cat=c, unsure=ENTRY)
with use(now=NB, pref="future", **Z):
    K("下个月上旬 活多不多", cl(ymd(2054, 5, 1), ymd(2054, 5, 10)), cat=c, conv="month-parts")
    K("周六有啥活", cl(wd(6)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上季度募捐收了多少", ls(ymd(2054, 1, 1), ymd(2054, 3, 31), "other"), cat=c, conv="quarters", unsure=DON)
    K("最近十笔账看一下", ll(limit=10), cat=c)
    K("上个月管件花了多少", ls(ymd(2054, 3, 1), ymd(2054, 3, 31), "shopping"), cat=c, unsure=PARTS)
with use(now=NC, pref="future", **Z):
    K("下周都有啥活", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("下个月中旬都排了啥", cl(ymd(2057, 1, 11), ymd(2057, 1, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度募捐收了多少", ls(ymd(2056, 10, 1), ymd(2056, 12, 31), "other"), cat=c, conv="quarters", unsure=DON)
    K("列一下最近八笔", ll(limit=8), cat=c)
    K("今年理疗花了多少", ls(ymd(2056, 1, 1), ymd(2056, 12, 31), "health"), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有啥事没办", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 on the leap day is today: today alone")
    K("妇女节前有几天要上班", cl(today(), ymd(2056, 3, 8)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止接活收了多少", ls(ymd(2056, 2, 1), today(), "salary"), cat=c, conv="since", unsure=JOBS)
with use(now=NB, pref="future", **Z):
    K("接下来五天都有啥活", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("清明前都有啥", cl(today(), QINGMING54), cat=c, conv="zh-qian-inclusive", unsure="清明 2054 = 04-04 (lunar-python)")
with use(now=NB, pref="past", **Z):
    K("本月至今油费多少", ls(today(), today(), "transport"), cat=c, conv="since", unsure="said on the 1st: today alone")
with use(now=NC, pref="future", **Z):
    K("这周内还剩啥 就今晚了吧", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday night: today alone")
    K("春节前都排了些啥", cl(today(), CHUNJIE57), cat=c, conv="zh-qian-inclusive", unsure="春节 2057 = 02-04 (lunar-python)")
with use(now=NC, pref="past", **Z):
    K("过去三十天配件花了多少", ls(rel(-29), today(), "shopping"), cat=c, unsure=PARTS)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    KM("这周末杭州天气 要长距离骑", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
    K("明天苏州下雨吗 要去客户家装热水器", wx("Suzhou", rel(1)), cat=c, unsure="the job as context")
with use(now=NB, pref="future", **Z):
    K("明天南京刮风吗 要在户外接管子", wx("Nanjing", rel(1)), cat=c)
    KM("4月10号11号12号厦门天气", [wx("Xiamen", ymd(2054, 4, 10)), wx("Xiamen", ymd(2054, 4, 11)), wx("Xiamen", ymd(2054, 4, 12))], cat=c)
    K("今天宁波天气", wx("Ningbo"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天广州冷不冷", wx("Guangzhou", rel(1)), cat=c)
    KM("接下来三天三亚天气", [wx("Sanya", today()), wx("Sanya", rel(1)), wx("Sanya", rel(2))], cat=c, conv="n-days-counting-today",
       unsure="said 23:20: today, 01-01, 01-02")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上无锡适合跑步吗", ra("Wuxi", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天武汉能跑步吗", ra("Wuhan"), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦成都适合跑步不", ra("Chengdu", rel(1)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("去王先生家修水管", dt(ymd(2056, 3, 2), 14), dt(ymd(2056, 3, 2), 16)), ev("去王先生家验收", dt(ymd(2056, 3, 9), 14), dt(ymd(2056, 3, 9), 15))]
    K("3月2号王先生家那个改到下午三点", cu(0, title="王先生家", date=ymd(2056, 3, 2), start=dt(ymd(2056, 3, 2), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two visits to the same client on different days")
    g = [ev("理疗", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), ev("游泳课", dt(rel(1), 6), dt(rel(1), 7))]
    K("下周二的理疗挪到周四 时间不变", cu(0, title="理疗", date=wk(1, 2), start=dt(wk(1, 4), 15)), cat=c, given=g, conv="move-keeps-clock",
      unsure="周四 read in the same week as 下周二: 03-09")
    g = [ev("诗班练唱", dt(today(), 20), dt(today(), 22)), ev("义卖筹备会", dt(today(), 18), dt(today(), 19))]
    K("今晚练唱往后推半小时", cu(0, title="练唱", date=today(), start=dt(today(), 20, 30)), cat=c, given=g)
    g = [ev("比赛周", ymd(2056, 4, 17), ymd(2056, 4, 23)), ev("骑行训练营", ymd(2056, 3, 11), ymd(2056, 3, 12))]
    K("比赛周整体往后挪一周", cu(0, title="比赛周", start=ymd(2056, 4, 24), end=ymd(2056, 4, 30)), cat=c, given=g, conv="next-upcoming",
      unsure="a week-long plan moved a week: start and end both shifted, written as dates")
with use(now=NB, pref="future", **Z):
    g = [ev("换热水器", dt(today(), 10), dt(today(), 12)), ev("换热水器", dt(wk(1, 3), 10), dt(wk(1, 3), 12))]
    K("今天换热水器那个推迟一小时", cu(0, title="换热水器", date=today(), start=dt(today(), 11)), cat=c, given=g)
    g = [ev("诗班彩排", dt(wd(5), 19), dt(wd(5), 21)), ev("主日崇拜", dt(wd(7), 9, 30), dt(wd(7), 11))]
    K("周五彩排改到晚上七点半到九点半", cu(0, title="彩排", date=wd(5), start=dt(wd(5), 19, 30), end=dt(wd(5), 21, 30)), cat=c, given=g)
    g = [ev("理疗", dt(ymd(2054, 4, 6), 13, 30), dt(ymd(2054, 4, 6), 14, 30)), ev("游泳", dt(rel(1), 7), dt(rel(1), 8))]
    K("理疗地点改成康复中心三楼", cu(0, title="理疗", location="康复中心三楼"), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("去客户家装水槽", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), ev("去客户家装水槽", dt(wk(2, 3), 9), dt(wk(2, 3), 11))]
    K("下周三装水槽挪到下周四 还是九点", cu(0, title="装水槽", date=wk(1, 3), start=dt(wk(1, 4), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("诗班练唱", dt(ymd(2057, 1, 6), 19), dt(ymd(2057, 1, 6), 21)), ev("义卖", ymd(2057, 1, 14), ymd(2057, 1, 14))]
    K("1月6号练唱改名叫新年第一次练唱", cu(0, title="练唱", date=ymd(2057, 1, 6), new_title="新年第一次练唱"), cat=c, given=g)
    g = [ev("新年礼拜", dt(rel(1), 15), dt(rel(1), 17)), ev("诗班练唱", dt(rel(1), 13), dt(rel(1), 14, 30))]
    K("明天新年礼拜改成下午四点", cu(0, title="新年礼拜", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g, conv="clock-only-keeps-day")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("诗班练唱", dt(wd(4), 19, 30), dt(wd(4), 21, 30)), ev("诗班练唱", dt(wk(1, 4), 19, 30), dt(wk(1, 4), 21, 30))]
    K("礼拜四的练唱取消 指挥病了", cdel(0, title="练唱", date=wd(4)), cat=c, given=g, unsure="the reason as context; 礼拜四 = 03-02")
    g = [ev("长距离骑行", dt(wd(6), 7), dt(wd(6), 12)), ev("长跑", dt(wd(7), 7), dt(wd(7), 9))]
    K("周六的长距离骑行删了 要下雨", cdel(0, title="长距离骑行", date=wd(6)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("去张姐家通下水道", dt(rel(1), 10), dt(rel(1), 11)), ev("去李哥家换龙头", dt(rel(1), 14), dt(rel(1), 15))]
    K("明天张姐家那个不去了 她自己通好了", cdel(0, title="张姐家", date=rel(1)), cat=c, given=g)
    g = [ev("诗班练唱", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("诗班练唱", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("下下周三的练唱取消", cdel(1, title="练唱", date=wk(2, 3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("理疗", dt(rel(1), 13), dt(rel(1), 14)), ev("理疗", dt(wk(1, 3), 13), dt(wk(1, 3), 14))]
    K("明天元旦 理疗取消", cdel(0, title="理疗", date=rel(1)), cat=c, given=g)
    g = [ev("教会施粥", LABA57, LABA57), ev("募捐义卖", ymd(2057, 1, 14), ymd(2057, 1, 14))]
    K("腊八施粥那个删了 换别人负责", cdel(0, title="施粥", date=LABA57), cat=c, given=g, unsure="腊八 = 2057-01-12 (lunar-python)")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("三通8块 球阀45", [la("8", "shopping", "三通"), la("45", "shopping", "球阀")], cat=c, unsure=PARTS)
with use(now=NA, pref="future", **Z):
    KM("3月11号到12号骑行训练营 顺便看看那两天湖州天气",
       [cc("骑行训练营", ymd(2056, 3, 11), ymd(2056, 3, 12)), wx("Huzhou", ymd(2056, 3, 11)), wx("Huzhou", ymd(2056, 3, 12))], cat=c)
    KM("记一下收到捐款800 周六上午十点义卖", [la("800", "other", "捐款", kind="income", d=today()), cc("义卖", dt(wd(6), 10))], cat=c, unsure=DON)
with use(now=NB, pref="past", **Z):
    KM("加油400 过路费35", [la("400", "transport", "加油"), la("35", "transport", "过路费")], cat=c)
with use(now=NB, pref="future", **Z):
    KM("明天上午十点通下水道 下午两点换龙头", [cc("通下水道", dt(rel(1), 10)), cc("换龙头", dt(rel(1), 14))], cat=c, unsure="the day said once for both")
with use(now=NC, pref="past", **Z):
    KM("奉献收了1360 买罐头花了420", [la("1360", "other", "奉献", kind="income"), la("420", "food", "罐头")], cat=c, unsure=DON + "; " + GROC)
with use(now=NC, pref="future", **Z):
    KM("明天有啥安排 再看下广州天气", [cl(rel(1)), wx("Guangzhou", rel(1))], cat=c)
    KM("下周三装水槽取消 周四理疗改到下午两点",
       [cdel(0, title="装水槽", date=wk(1, 3)), cu(1, title="理疗", date=wk(1, 4), start=dt(wk(1, 4), 14))], cat=c,
       given=[ev("去客户家装水槽", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), ev("理疗", dt(wk(1, 4), 13), dt(wk(1, 4), 14))])

# =============================================================================== more, in the same proportions
c = "composition"
with use(now=NA, pref="future", **Z):
    K("下周四诊所上班 早上八点到下午五点", cc("诊所上班", dt(wk(1, 4), 8), dt(wk(1, 4), 17)), cat=c)
    K("明晚七点 募捐筹备会", cc("募捐筹备会", dt(rel(1), 19)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下下周二晚上七点 诗班加练", cc("诗班加练", dt(wk(2, 2), 19)), cat=c)
    K("礼拜五上午十点 去刘家修马桶", cc("去刘家修马桶", dt(wd(5), 10)), cat=c)
    K("明早六点 开放水域游泳", cc("开放水域游泳", dt(rel(1), 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周五上午九点到十二点 厨房改水管", cc("厨房改水管", dt(wk(1, 5), 9), dt(wk(1, 5), 12)), cat=c)
c = "location"
with use(now=NB, pref="future", **Z):
    K("周日上午九点半主日崇拜 在福音堂", cc("主日崇拜", dt(wd(7), 9, 30), location="福音堂"), cat=c)
c = "money"
with use(now=NA, pref="past", **Z):
    K("高速费 22", la("22", "transport", "高速费"), cat=c)
with use(now=NB, pref="past", **Z):
    K("客户转来 热水器尾款2180", la("2180", "salary", "热水器尾款", kind="income"), cat=c, unsure=JOBS)
with use(now=NC, pref="past", **Z):
    K("买了一箱生料带 60", la("60", "shopping", "生料带"), cat=c, unsure=PARTS)
c = "delete"
with use(now=NB, pref="future", **Z):
    g = [ev("诗班彩排", dt(wd(5), 19), dt(wd(5), 21)), ev("去刘家修马桶", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五晚上彩排取消", cdel(0, title="彩排", date=wd(5)), cat=c, given=g, unsure="a rehearsal and a job the same day")
c = "update"
with use(now=NB, pref="future", **Z):
    g = [ev("诗班彩排", dt(wd(5), 19), dt(wd(5), 21)), ev("去刘家修马桶", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五修马桶改到下午两点", cu(1, title="修马桶", date=wd(5), start=dt(wd(5), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="a rehearsal and a job the same day")
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("今天王先生付了350 加油420", [la("350", "salary", "王先生", kind="income"), la("420", "transport", "加油")], cat=c, unsure=JOBS)
with use(now=NC, pref="future", **Z):
    KM("下周一上午十点修热水器 顺便查下明天成都天气", [cc("修热水器", dt(wk(1, 1), 10)), wx("Chengdu", rel(1))], cat=c,
       unsure="said Sunday: 下周一 = 明天 = 01-01")
