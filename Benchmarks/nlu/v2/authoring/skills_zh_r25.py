"""Round 25 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a professional wedding planner (看场地 / venue walk-throughs, 试菜 with couples, calls with 花艺师 / 婚庆 /
乐队 vendors, 彩排晚宴, weekend weddings as long events with 布置 and 撤场, 定金 and 尾款 received, vendor payments made,
档期 look-ups, a tasting moved when two couples — 张先生 / 章先生 — have look-alike bookings), a long-haul truck driver
(装货 / 卸货 at warehouses in appointment windows, loads over several days between cities, 柴油 and 过路费, 运费 per
load as income, 年检 deadlines, the weather on the route in several cities, rest days at home over 除夕 / 春节) and an
accountant in tax season who runs a badminton club at weekends (客户 meetings, 报税截止 / filing deadlines, 加班 nights,
订场 paid by the hour, 会费 collected, 羽毛球 bought, 看看这周还有几个客户, 季度末 look-ups).  In everyday proportion:
about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes,
cancellations and several requests at once.

Reference times (see time_r25.py): NA = 2045-04-14T16:45 Friday, tax week (a bare 4 reads tomorrow 16:00, a bare 5
17:00 today, a bare 8 20:00; 周五上午 over, 周五晚上 ahead; 月底 Sunday 04-30; 谷雨 04-19, 五一 05-01); NB =
2045-02-15T21:20 Wednesday, the evening before 除夕 (明天 = 除夕 02-16, 大年初一 = 02-17 Friday; a bare 9 reads tomorrow
09:00, a bare 10/11 tonight; 周三下午 over; 月底 02-28; 元宵 03-03); NC = 2045-12-31T22:50 Sunday, the last evening of a
year, a month and a week (明天 = 元旦 2046 = 下周一; 年底前 / 月底前 / 这周内 today alone; 明年 = 2046; a bare 11 reads
23:00, a bare 8/9/10 tomorrow morning; 腊八 2046-01-14)."""
from lib import *

NA = "2045-04-14T16:45:00"  # Friday 16:45: bare 4 → tomorrow 16:00, bare 5 → 17:00, bare 8 → 20:00
NB = "2045-02-15T21:20:00"  # Wednesday 21:20, eve of 除夕: bare 9 → tomorrow 09:00, bare 10/11 → tonight
NC = "2045-12-31T22:50:00"  # Sunday 22:50, year end: bare 11 → 23:00, bare 8/9/10 → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
CHUXI = ymd(2045, 2, 16)
CHUNJIE = ymd(2045, 2, 17)
NY46 = ymd(2046, 1, 1)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午两点去酒店看场地", cc("去酒店看场地", dt(rel(1), 14)), cat=c)
    K("下周六张先生婚礼 上午十点到晚上九点 含布置撤场", cc("张先生婚礼", dt(wk(1, 6), 10), dt(wk(1, 6), 21)), cat=c,
      unsure="下周六 … 上午十点到晚上九点 said apart: one entity; 含布置撤场 left out of the title")
    K("礼拜三陪新人试菜 中午十二点到两点", cc("陪新人试菜", dt(wd(3), 12), dt(wd(3), 14)), cat=c)
    K("4月20号早上六点 嘉兴仓库装货", cc("嘉兴仓库装货", dt(ymd(2045, 4, 20), 6)), cat=c)
    K("五点去球馆订场", cc("去球馆订场", dt(today(), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    K("四点跟王总对一下报表", cc("跟王总对一下报表", dt(rel(1), 16)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    K("八点跟花艺师通个电话", cc("跟花艺师通个电话", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 tonight")
    K("周五晚上加班报税 七点到十一点", cc("加班报税", dt(today(), 19), dt(today(), 23)), cat=c,
      unsure="周五晚上 said Friday 16:45 is ahead: today; said apart: one entity")
    K("4月24号到27号 跑一趟成都", cc("跑一趟成都", ymd(2045, 4, 24), ymd(2045, 4, 27)), cat=c)
    K("下周二早上七点到十点 昆山仓库卸货", cc("昆山仓库卸货", dt(wk(1, 2), 7), dt(wk(1, 2), 10)), cat=c)
    K("嗯 周日 俱乐部打球 下午两点吧", cc("俱乐部打球", dt(wd(7), 14)), cat=c, unsure="周日 … 下午两点 said apart: one entity")
    K("后天跟乐队确认歌单", cc("跟乐队确认歌单", rel(2)), cat=c)
    K("下周四下午三点 见李总 哦不对 四点", cc("见李总", dt(wk(1, 4), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00")
    K("今晚十点跟车队对下周的线路", cc("跟车队对下周的线路", dt(today(), 22)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午三点到家吃年夜饭", cc("到家吃年夜饭", dt(rel(1), 15)), cat=c)
    K("下周一上午九点到十一点 去酒店看宴会厅", cc("去酒店看宴会厅", dt(wk(1, 1), 9), dt(wk(1, 1), 11)), cat=c)
    K("礼拜六装货 早上五点到仓库", cc("装货", dt(wd(6), 5)), cat=c, unsure="礼拜六 … 早上五点 said apart: one entity; 到仓库 left out of the title")
    K("2月22号晚上七点 彩排晚宴", cc("彩排晚宴", dt(ymd(2045, 2, 22), 19)), cat=c)
    K("九点打给婚庆供应商", cc("打给婚庆供应商", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:20 has passed both ways: tomorrow 09:00")
    K("十点跟车队对一下路线", cc("跟车队对一下路线", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:20 reads 22:00 tonight")
    K("明天凌晨三点出发去武汉", cc("出发去武汉", dt(rel(1), 3)), cat=c)
    K("初二到初四回老家", cc("回老家", ymd(2045, 2, 18), ymd(2045, 2, 20)), cat=c, unsure="初二 … 初四 2045 = 02-18 … 02-20 (lunar-python)")
    K("下周二晚上七点到九点 俱乐部开年第一练", cc("俱乐部开年第一练", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("下下周三 报个税", cc("报个税", wk(2, 3)), cat=c)
    K("呃 周六 从广州装货 下午一点到三点那个窗口", cc("从广州装货", dt(wd(6), 13), dt(wd(6), 15)), cat=c,
      unsure="周六 … 下午一点到三点 said apart: one entity; 那个窗口 left out of the title")
    K("2月20号到23号 跑长沙到昆明这趟", cc("跑长沙到昆明这趟", ymd(2045, 2, 20), ymd(2045, 2, 23)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天上午十点去看场地", cc("去看场地", dt(NY46, 10)), cat=c, unsure="明天 = 元旦 2046")
    K("下周六刘小姐婚礼 下午两点到晚上十点", cc("刘小姐婚礼", dt(wk(1, 6), 14), dt(wk(1, 6), 22)), cat=c)
    K("礼拜二南京仓库卸货 早上八点到十点", cc("南京仓库卸货", dt(wd(2), 8), dt(wd(2), 10)), cat=c)
    K("1月4号晚上七点 俱乐部打球", cc("俱乐部打球", dt(ymd(2046, 1, 4), 19)), cat=c)
    K("十一点把今年的账存个档", cc("把今年的账存个档", dt(today(), 23)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:50 reads 23:00 tonight")
    K("八点出车", cc("出车", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:50 has passed both ways: tomorrow 08:00")
    K("凌晨两点到高速服务区歇一下", cc("到高速服务区歇一下", dt(rel(1), 2)), cat=c, unsure="凌晨 + hour with no day: the coming night, 2046-01-01")
    K("1月5号到8号 跑一趟西安", cc("跑一趟西安", ymd(2046, 1, 5), ymd(2046, 1, 8)), cat=c)
    K("下周三下午 跟章先生夫妇试菜 两点", cc("跟章先生夫妇试菜", dt(wk(1, 3), 14)), cat=c, unsure="下周三下午 … 两点 said apart: one entity")
    K("明年1月15号报税截止", cc("报税截止", ymd(2046, 1, 15)), cat=c)
    K("周四晚上加班 六点半到十点", cc("加班", dt(wd(4), 18, 30), dt(wd(4), 22)), cat=c)
    K("下个月中旬哪天都行 先记1月12号 年检", cc("年检", ymd(2046, 1, 12)), cat=c, unsure="中旬 is context; the date said is 01-12")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周日下午三点试菜 在金陵饭店", cc("试菜", dt(wd(7), 15), location="金陵饭店"), cat=c)
    K("下周六上午十点婚礼布置 地点：湖滨草坪", cc("婚礼布置", dt(wk(1, 6), 10), location="湖滨草坪"), cat=c)
    K("明天早上八点打球 在体育中心羽毛球馆", cc("打球", dt(rel(1), 8), location="体育中心羽毛球馆"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周一下午两点见客户 在星巴克万达店", cc("见客户", dt(wk(1, 1), 14), location="星巴克万达店"), cat=c)
    K("周六早上五点装货 地点是嘉兴物流园3号库", cc("装货", dt(wd(6), 5), location="嘉兴物流园3号库"), cat=c)
    K("2月22号晚上七点彩排晚宴 在外婆家湖滨店", cc("彩排晚宴", dt(ymd(2045, 2, 22), 19), location="外婆家湖滨店"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周二上午十点卸货 在南京江宁物流园", cc("卸货", dt(wd(2), 10), location="南京江宁物流园"), cat=c)
    K("1月4号晚上七点打球 地点：奥体中心", cc("打球", dt(ymd(2046, 1, 4), 19), location="奥体中心"), cat=c)
    K("下周五下午三点年检 在城北检测站", cc("年检", dt(wk(1, 5), 15), location="城北检测站"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("谷雨那天有场婚礼", cc("婚礼", ymd(2045, 4, 19)), cat=c, unsure="谷雨 2045 = 04-19 (lunar-python)")
    K("五一歇一天 在家陪孩子", cc("在家陪孩子", ymd(2045, 5, 1)), cat=c, unsure="在家 is part of the activity, not a place introduced")
    K("母亲节中午帮客户试菜", cc("帮客户试菜", dt(holiday_in("mothers", 2045), 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("大年初一在家休息", cc("在家休息", CHUNJIE), cat=c, unsure="春节 2045 = 02-17 (lunar-python)")
    K("元宵节晚上七点 俱乐部聚餐", cc("俱乐部聚餐", dt(ymd(2045, 3, 3), 19)), cat=c, unsure="元宵 2045 = 03-03 (lunar-python)")
    K("情人节那周的婚礼先记在2月25号", cc("婚礼", ymd(2045, 2, 25)), cat=c, unsure="the date said decides; 情人节那周 is context")
with use(now=NC, pref="future", **Z):
    K("元旦歇一天", cc("歇一天", NY46), cat=c)
    K("腊八那天有场婚礼", cc("婚礼", ymd(2046, 1, 14)), cat=c, unsure="腊八 = 2046-01-14 (lunar-python)")
    K("除夕前三天回家", cc("回家", ymd(2046, 2, 5) - td(days=3)), cat=c, unsure="除夕 2046 = 02-05 (lunar-python); three days before = 02-02")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("两个半小时后到苏州仓库 提醒我打电话给收货的", cc("打电话给收货的", dt(today(), 19, 15)), cat=c,
      unsure="the reminder is at the arrival, now + 150 min")
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我换班开", cc("换班开", dt(today(), 22, 50)), cat=c)
with use(now=NC, pref="future", **Z):
    K("半小时后叫我发新年祝福", cc("发新年祝福", dt(today(), 23, 20)), cat=c)
    K("三天后去检测站年检", cc("去检测站年检", rel(3)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週六早上七點 進場布置", cc("進場布置", dt(wk(1, 6), 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("後天上午十點去球館", cc("去球館", dt(rel(2), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週三晚上八點 訂場打球", cc("訂場打球", dt(wk(1, 3), 20)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.28 货车年检", cc("货车年检", ymd(2045, 4, 28)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2.25 客户婚礼", cc("客户婚礼", ymd(2045, 2, 25)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20460110 货车年检", cc("货车年检", ymd(2046, 1, 10)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 婚礼", cc("婚礼", nth(2045, 5, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("元宵节后一天去看场地", cc("去看场地", ymd(2045, 3, 4)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周五 事务所年会", cc("事务所年会", lastwd(2046, 1, 5)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻六点 去接新娘妈妈", cc("去接新娘妈妈", dt(today(), 17, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 6 reads 18:00; a quarter before is 17:45")
with use(now=NB, pref="future", **Z):
    K("十点一刻跟老婆视频", cc("跟老婆视频", dt(today(), 22, 15)), cat=c, conv="bare-hour", unsure="a bare 10:15 at 21:20 reads 22:15 tonight")
with use(now=NC, pref="future", **Z):
    K("十一点半跨年连线", cc("跨年连线", dt(today(), 23, 30)), cat=c, conv="bare-hour", unsure="a bare 11:30 at 22:50 reads 23:30 tonight")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周六和周日都有婚礼", [cc("婚礼", wd(6)), cc("婚礼", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("下周一和周三都要出车", [cc("出车", wk(1, 1)), cc("出车", wk(1, 3))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("1月2号、3号下午两点见客户", [cc("见客户", dt(ymd(2046, 1, 2), 14)), cc("见客户", dt(ymd(2046, 1, 3), 14))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("张先生婚礼定金到账2万", la("20000", "salary", "婚礼定金", kind="income"), cat=c, unsure="a client's deposit as salary income")
    K("付给花艺师8800", la("8800", "other", "花艺师"), cat=c, unsure="a vendor paid for a client's wedding as other")
    K("这单运费到了4800", la("4800", "salary", "运费", kind="income"), cat=c, unsure="per-load pay as salary income")
    K("加满柴油2150", la("2150", "transport", "柴油"), cat=c)
    K("过路费365", la("365", "transport", "过路费"), cat=c)
    K("王总那边的代账费1500收了", la("1500", "salary", "代账费", kind="income"), cat=c, unsure="a client's fee as salary income")
    K("加班打车回家 56", la("56", "transport", "打车"), cat=c)
    K("服务区吃饭 38", la("38", "food", "吃饭"), cat=c)
with use(now=NB, pref="past", **Z):
    K("订场两小时160", la("160", "entertainment", "订场"), cat=c, unsure="court hire for the club as entertainment")
    K("买了两桶羽毛球 170", la("170", "shopping", "羽毛球"), cat=c, unsure="shuttlecocks as shopping")
    K("俱乐部会费收了2400", la("2400", "salary", "会费", kind="income"), cat=c, unsure="club fees collected as salary income")
    K("年终奖到账8000", la("8000", "salary", "年终奖", kind="income"), cat=c)
    K("给爸妈买年货 1280", la("1280", "shopping", "年货"), cat=c)
    K("乐队尾款付了6000", la("6000", "other", "乐队尾款"), cat=c, unsure="a vendor paid for a client's wedding as other")
with use(now=NC, pref="past", **Z):
    K("货车年检加保险 9460", la("9460", "transport", "年检加保险"), cat=c, unsure="a truck's inspection and insurance as transport")
    K("刘小姐婚礼尾款收了6万8", la("68000", "salary", "婚礼尾款", kind="income"), cat=c, unsure="a client's balance as salary income")
    K("跨年夜给车队兄弟买了夜宵 210", la("210", "food", "夜宵"), cat=c)
    K("报税软件续费 699", la("699", "other", "报税软件"), cat=c, unsure="software for work as other")
    K("换了两条轮胎 3200", la("3200", "transport", "轮胎"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周三加的柴油 1980", la("1980", "transport", "柴油", d=wd(3)), cat=c)
    K("今天上午收的定金 5000", la("5000", "salary", "定金", kind="income"), cat=c, unsure="a client's deposit as salary income")
with use(now=NB, pref="past", **Z):
    K("情人节收的婚礼定金 5000", la("5000", "salary", "婚礼定金", kind="income", d=ymd(2045, 2, 14)), cat=c,
      unsure="a client's deposit as salary income")
    K("周一买的羽毛球 85", la("85", "shopping", "羽毛球", d=wd(1)), cat=c, unsure="shuttlecocks as shopping")
with use(now=NC, pref="past", **Z):
    K("周五的过路费 420", la("420", "transport", "过路费", d=wd(5)), cat=c)
    K("昨天收的场地费 1200", la("1200", "salary", "场地费", kind="income", d=rel(-1)), cat=c,
      unsure="court fees collected from club members as salary income")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("明天排了哪些事 我看看", cl(rel(1)), cat=c)
    K("看看这周还有几个客户", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="a count read as the list of what is left this week")
    K("下个月哪几个周末还空着", cl(ymd(2045, 5, 1), ymd(2045, 5, 31)), cat=c, unsure="free weekends read as the list of May")
    K("这周末有几场婚礼", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月油钱花了多少", ls(ymd(2045, 4, 1), ymd(2045, 4, 30), "transport"), cat=c, unsure="diesel was logged as transport")
    K("上季度一共收了多少运费", ls(ymd(2045, 1, 1), ymd(2045, 3, 31), "salary"), cat=c, conv="quarters", unsure="per-load pay was logged as salary")
with use(now=NB, pref="future", **Z):
    K("春节那几天有啥安排没", cl(CHUNJIE), cat=c, unsure="春节 read as its day 02-17")
    K("下周的单子", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("3月上旬有几场婚礼", cl(ymd(2045, 3, 1), ymd(2045, 3, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("一月份跑车花了多少", ls(ymd(2045, 1, 1), ymd(2045, 1, 31)), cat=c)
    K("上个月婚礼收了多少定金", ls(ymd(2045, 1, 1), ymd(2045, 1, 31), "salary"), cat=c, unsure="client deposits were logged as salary")
with use(now=NC, pref="future", **Z):
    K("下周都排了啥", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="明天 is already next week")
    K("明年一季度的婚礼档期", cl(ymd(2046, 1, 1), ymd(2046, 3, 31)), cat=c, conv="quarters")
with use(now=NC, pref="past", **Z):
    K("今年一共花了多少油钱", ls(ymd(2045, 1, 1), ymd(2045, 12, 31), "transport"), cat=c, unsure="diesel was logged as transport")
    K("第四季度代账收入多少", ls(ymd(2045, 10, 1), ymd(2045, 12, 31), "salary"), cat=c, conv="quarters", unsure="client fees were logged as salary")
    K("最近十笔账列一下", ll(limit=10), cat=c)
    K("12月下旬球馆花了多少", ls(ymd(2045, 12, 21), ymd(2045, 12, 31), "entertainment"), cat=c, conv="month-parts",
      unsure="court hire was logged as entertainment")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("17号之前还有几个客户要报", cl(today(), ymd(2045, 4, 17)), cat=c, conv="zh-qian-inclusive", unsure="a count read as the list of today … 04-17")
    K("月底前都有啥事", cl(today(), ymd(2045, 4, 30)), cat=c, conv="zh-qian-inclusive")
    K("五一前的装货预约", cl(today(), ymd(2045, 5, 1)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("本月至今加班打车花了多少", ls(ymd(2045, 4, 1), today(), "transport"), cat=c, conv="since")
with use(now=NB, pref="future", **Z):
    K("除夕前还有啥没干完的", cl(today(), CHUXI), cat=c, conv="zh-qian-inclusive", unsure="除夕 2045 = 02-16: today and tomorrow")
    K("接下来十天的单子", cl(today(), rel(9)), cat=c, conv="n-days-counting-today")
    K("元宵前的婚礼", cl(today(), ymd(2045, 3, 3)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("今年以来收了多少运费", ls(ymd(2045, 1, 1), today(), "salary"), cat=c, conv="since", unsure="per-load pay was logged as salary")
    K("过去7天花了多少", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **Z):
    K("年底前还有啥要办的", cl(today(), today()), cat=c, unsure="the year ends today: today alone")
    K("下个月15号之前的报税客户", cl(today(), ymd(2046, 1, 15)), cat=c, conv="zh-qian-inclusive")
    K("这周内还有安排吗", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止收了多少婚礼尾款", ls(ymd(2045, 12, 1), today(), "salary"), cat=c, conv="since",
      unsure="client balances were logged as salary")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    KM("明天苏州和上海下不下雨 要装货", [wx("Suzhou", rel(1)), wx("Shanghai", rel(1))], cat=c)
    KM("这周末杭州天气 户外婚礼", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
    KM("4月24号到26号成都天气", [wx("Chengdu", ymd(2045, 4, 24)), wx("Chengdu", ymd(2045, 4, 25)), wx("Chengdu", ymd(2045, 4, 26))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天武汉下雪吗 凌晨要出发", wx("Wuhan", rel(1)), cat=c)
    KM("除夕和初一长沙天气", [wx("Changsha", CHUXI), wx("Changsha", CHUNJIE)], cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦西安冷不冷", wx("Xi'an", NY46), cat=c)
    KM("未来三天兰州天气 要跑新疆", [wx("Lanzhou", today()), wx("Lanzhou", rel(1)), wx("Lanzhou", rel(2))], cat=c,
       conv="n-days-counting-today", unsure="said at 22:50: the three days still count today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早南京适合跑步吗", ra("Nanjing", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("初一早上长沙能跑步吗", ra("Changsha", CHUNJIE), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦早上去跑个步 北京合适吗", ra("Beijing", NY46), cat=c)
    K("周三适合在杭州跑步吗", ra("Hangzhou", wd(3)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("张先生夫妇试菜", dt(wd(3), 12), dt(wd(3), 14)), ev("章先生夫妇试菜", dt(wk(1, 5), 12), dt(wk(1, 5), 14)),
         ev("张先生婚礼", dt(wk(1, 6), 10), dt(wk(1, 6), 21))]
    K("章先生那场试菜改到下周四 时间不变", cu(1, title="章先生", start=dt(wk(1, 4), 12)), cat=c, given=g, conv="move-keeps-clock")
    K("张先生的试菜推迟一小时", cu(0, title="张先生", start=dt(wd(3), 13)), cat=c, given=g,
      unsure="张先生 also names his wedding; 试菜 picks the tasting")
    K("张先生婚礼改成早上八点开始进场", cu(2, title="张先生婚礼", start=dt(wk(1, 6), 8)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("嘉兴仓库装货", dt(ymd(2045, 4, 20), 6), dt(ymd(2045, 4, 20), 8)), ev("昆山仓库卸货", dt(wk(1, 2), 7), dt(wk(1, 2), 10))]
    K("嘉兴那边装货窗口改成早上九点到十一点", cu(0, title="嘉兴", start=dt(ymd(2045, 4, 20), 9), end=dt(ymd(2045, 4, 20), 11)), cat=c,
      given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("俱乐部训练", dt(wk(1, 3), 14), dt(wk(1, 3), 17)), ev("俱乐部开年第一练", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("开年第一练改到下周四 时间不变", cu(1, title="开年第一练", start=dt(wk(1, 4), 19)), cat=c, given=g, conv="move-keeps-clock")
    K("下周三的训练提前半小时", cu(0, title="训练", date=wk(1, 3), start=dt(wk(1, 3), 13, 30)), cat=c, given=g)
    g = [ev("见客户", dt(wk(1, 1), 14), dt(wk(1, 1), 15)), ev("见客户", dt(wk(1, 2), 14), dt(wk(1, 2), 15))]
    K("下周二见客户改到上午十点", cu(1, title="见客户", date=wk(1, 2), start=dt(wk(1, 2), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("装货", dt(wd(6), 5), dt(wd(6), 7)), ev("卸货", dt(wk(1, 1), 9), dt(wk(1, 1), 11))]
    K("周六装货往后推一天", cu(0, title="装货", date=wd(6), start=dt(wd(7), 5)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("跟章先生夫妇试菜", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), ev("跟张先生夫妇试菜", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("张先生夫妇的试菜挪到下周五 时间不变", cu(1, title="张先生", start=dt(wk(1, 5), 14)), cat=c, given=g, conv="move-keeps-clock")
    K("章先生那个试菜改到下午四点", cu(0, title="章先生", start=dt(wk(1, 3), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("南京仓库卸货", dt(wd(2), 8), dt(wd(2), 10)), ev("年检", dt(wk(1, 5), 15), dt(wk(1, 5), 16))]
    K("年检改到1月10号上午九点", cu(1, title="年检", start=dt(ymd(2046, 1, 10), 9)), cat=c, given=g)
    K("南京卸货推迟两小时", cu(0, title="南京", start=dt(wd(2), 10)), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("直播讲婚礼策划", dt(wd(6), 20), dt(wd(6), 22)), ev("婚礼布置", dt(wd(6), 8), dt(wd(6), 18))]
    K("周六晚上的直播不搞了", cdel(0, title="直播", date=wd(6)), cat=c, given=g)
    g = [ev("花艺师来量场地", dt(rel(1), 10), dt(rel(1), 11)), ev("花艺师来量场地", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("下周三花艺师不用来了", cdel(1, title="花艺师", date=wk(1, 3)), cat=c, given=g)
    g = [ev("跟王总对报表", dt(rel(1), 16), dt(rel(1), 17)), ev("见李总", dt(wk(1, 4), 16), dt(wk(1, 4), 17))]
    K("明天跟王总的那个取消吧 他自己报了", cdel(0, title="王总", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("出车", wk(1, 1), wk(1, 1)), ev("出车", wk(1, 3), wk(1, 3))]
    K("下周三那趟车不出了 货主取消了", cdel(1, title="出车", date=wk(1, 3)), cat=c, given=g)
    g = [ev("彩排晚宴", dt(ymd(2045, 2, 22), 19), dt(ymd(2045, 2, 22), 21)), ev("看宴会厅", dt(wk(1, 1), 9), dt(wk(1, 1), 11))]
    K("彩排晚宴取消 新人推迟婚期了", cdel(0, title="彩排晚宴"), cat=c, given=g)
    g = [ev("俱乐部聚餐", dt(ymd(2045, 3, 3), 19), dt(ymd(2045, 3, 3), 21)), ev("俱乐部训练", dt(wk(1, 3), 14), dt(wk(1, 3), 17))]
    K("元宵的聚餐删了", cdel(0, title="聚餐", date=ymd(2045, 3, 3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("看场地", dt(NY46, 10), dt(NY46, 11)), ev("跨年连线", dt(today(), 23, 30), dt(NY46, 0, 30))]
    K("明天看场地那个删掉 元旦人家不上班", cdel(0, title="看场地", date=NY46), cat=c, given=g)
    g = [ev("俱乐部打球", dt(ymd(2046, 1, 4), 19), dt(ymd(2046, 1, 4), 21)), ev("俱乐部活动", dt(wk(1, 7), 14), dt(wk(1, 7), 17))]
    K("1月4号打球取消 场地被包了", cdel(0, title="打球", date=ymd(2046, 1, 4)), cat=c, given=g)
    g = [ev("跑一趟西安", ymd(2046, 1, 5), ymd(2046, 1, 8)), ev("南京仓库卸货", dt(wd(2), 8), dt(wd(2), 10))]
    K("西安那趟删了 货没了", cdel(0, title="西安"), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("柴油2150 过路费365 吃饭38", [la("2150", "transport", "柴油"), la("365", "transport", "过路费"), la("38", "food", "吃饭")], cat=c)
with use(now=NA, pref="future", **Z):
    KM("明天苏州天气 再记一下下周二早上七点昆山卸货", [wx("Suzhou", rel(1)), cc("昆山卸货", dt(wk(1, 2), 7))], cat=c)
    KM("周六婚礼 周日下午两点打球", [cc("婚礼", wd(6)), cc("打球", dt(wd(7), 14))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("订场160 羽毛球170 会费收了2400", [la("160", "entertainment", "订场"), la("170", "shopping", "羽毛球"),
                                    la("2400", "salary", "会费", kind="income")], cat=c,
       unsure="court hire as entertainment, shuttlecocks as shopping, club fees as salary income")
with use(now=NB, pref="future", **Z):
    KM("明天下午三点到家 查查明天长沙天气", [cc("到家", dt(rel(1), 15)), wx("Changsha", rel(1))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("尾款6万8收了 花艺付了8800", [la("68000", "salary", "尾款", kind="income"), la("8800", "other", "花艺")], cat=c,
       unsure="a client's balance as salary income; a vendor paid as other")
with use(now=NC, pref="future", **Z):
    g = [ev("跟章先生夫妇试菜", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), ev("俱乐部打球", dt(ymd(2046, 1, 4), 19), dt(ymd(2046, 1, 4), 21))]
    KM("打球那天取消 试菜改到下午三点", [cdel(1, title="打球"), cu(0, title="试菜", start=dt(wk(1, 3), 15))], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("看看下周的安排 再查下元旦兰州天气", [cl(wk(1, 1), wk(1, 7)), wx("Lanzhou", NY46)], cat=c)
