"""Round 43 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a young professional e-sports player (scrims and matches late at night and past midnight, a weekend
tournament in another city, prize money and a sponsor's payment as income, a new mouse, headset and keyboard bought, a
match rescheduled, a live stream, gear spending this quarter), a mobile pet groomer working from a van (appointments at
customers' addresses at set clocks, two sessions with the same client on different days, shampoo and clippers bought,
customers paying as income, van fuel, an appointment moved or cancelled, the weather for a day of outdoor work, fuel this
month and the last N entries) and a retired couple on a camper-van road trip (campsites over several nights in different
towns, fuel and campground fees, the weather in several towns on several days in one message, a reservation moved, the
pension as income, what the trip has cost so far).  In everyday proportion: about two fifths new events, a sixth ledger
entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r43.py): NA = 2058-10-01T10:15 Tuesday, 国庆 morning (中秋 tomorrow 10-02; a bare 10 →
tomorrow 10:00, a bare 11 → 11:00 today, 早上八点 → tomorrow 08:00, 凌晨一点 → 10-02 01:00; 周二早上七点 over → 10-08;
this weekend 10-05/06, next week 10-07 … 10-13; 本月至今 = today alone; 上季度 Q3, 上个月 September; 寒露 10-08, 重阳
10-25, 月底 10-31; looking back 中元 09-02); NB = 2058-06-30T16:00 Sunday, the last afternoon of June and of the first
half (这周内 = today alone; 明天 = 周一 = 07-01, 建党节, 下半年; 周三 = 下周三 = 07-03; a bare 3 → tomorrow 15:00, a bare
5 → 17:00, a bare 8 → 20:00; 晚上十二点 → 07-01 00:00; 周日上午九点 over → 07-07; the Fourth Thursday, 小暑 07-07;
looking back 端午 06-25, Friday 06-28); NC = 2058-11-28T19:30 Thursday, US Thanksgiving evening (a bare 7 → tomorrow
19:00, a bare 8 → 20:00, a bare 11:30 → 23:30, 凌晨两点 → 11-29 02:00; 周四下午三点 over → 12-05; this weekend 11-30 /
12-01, 月底 11-30, next week 12-02 … 12-08; 大雪 12-07, 双十二 12-12, 平安夜 12-24; looking back 双十一 11-11, 上周六
11-23, October = 上个月)."""
from lib import *

NA = "2058-10-01T10:15:00"  # Tuesday 10:15, 国庆, 中秋 tomorrow
NB = "2058-06-30T16:00:00"  # Sunday 16:00, the last day of June and of the first half
NC = "2058-11-28T19:30:00"  # Thursday 19:30, US Thanksgiving
Z = dict(lang="zh", tz="Asia/Shanghai")
ZHONGQIU58 = ymd(2058, 10, 2)
CHONGYANG58 = ymd(2058, 10, 25)
HANLU58 = ymd(2058, 10, 8)
ZHONGYUAN58 = ymd(2058, 9, 2)
QIXI58 = ymd(2058, 8, 25)
XIAOSHU58 = ymd(2058, 7, 7)
DUANWU58 = ymd(2058, 6, 25)
DAXUE58 = ymd(2058, 12, 7)
THANKS58 = ymd(2058, 11, 28)
PRIZE = "tournament prize money filed as salary income (earned by one's own play)"
SPONSOR = "a sponsor's payment to the player filed as salary income (paid for one's own work)"
GEAR = "a mouse, headset, keyboard and other gaming gear filed as shopping"
GROOM = "customers paying for grooming filed as salary income (paid for one's own work)"
SUPPLY = "shampoo, clippers and other grooming supplies filed as shopping"
FUEL = "fuel for the van or the camper filed as transport"
CAMP = "campground fees filed as housing (a place to stay away from home)"
PENSION = "the pension filed as income, category salary"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("今晚十一点 战队打训练赛", cc("战队打训练赛", dt(today(), 23)), cat=c)
    K("周六下午两点 上海半决赛", cc("上海半决赛", dt(wd(6), 14)), cat=c)
    K("明天下午三点到五点 给李姐家泰迪洗澡", cc("给李姐家泰迪洗澡", dt(rel(1), 15), dt(rel(1), 17)), cat=c)
    K("十一点 上门给金毛剪毛", cc("上门给金毛剪毛", dt(today(), 11)), cat=c, conv="bare-hour")
    K("十点去宠物批发市场拿货", cc("去宠物批发市场拿货", dt(rel(1), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 10:15 has passed and, before noon, reads tomorrow 10:00")
    K("早上八点 房车出发去威海", cc("房车出发去威海", dt(rel(1), 8)), cat=c, unsure="早上八点 with no day said 10:15 has passed: tomorrow 08:00")
    K("凌晨一点再打两把排位", cc("再打两把排位", dt(rel(1), 1)), cat=c, unsure="凌晨一点 with no day = the coming night: 10-02 01:00")
    K("教练刚说了 周四晚上八点到十一点 加练", cc("加练", dt(wd(4), 20), dt(wd(4), 23)), cat=c, unsure="the coach's word as context")
    K("10月3号到6号 住大连的营地", cc("住大连的营地", ymd(2058, 10, 3), ymd(2058, 10, 6)), cat=c)
    K("周二早上七点 给房车换机油", cc("给房车换机油", dt(wk(1, 2), 7)), cat=c, unsure="周二早上七点 said Tuesday 10:15 has passed: next week 10-08")
    K("明天 给王阿姨家柯基洗澡 上午九点半", cc("给王阿姨家柯基洗澡", dt(rel(1), 9, 30)), cat=c, unsure="the day and the clock said apart")
    K("周日下午三点 给萨摩耶洗澡 不对 四点", cc("给萨摩耶洗澡", dt(wd(7), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00")
with use(now=NB, pref="future", **Z):
    K("明天上午十点 上门给比熊洗护", cc("上门给比熊洗护", dt(rel(1), 10)), cat=c)
    K("下周三晚上九点到十二点 战队训练赛", cc("战队训练赛", dt(wk(1, 3), 21), dt(wk(1, 4), 0)), cat=c,
      unsure="晚上十二点 as the end = 00:00 of the next day (07-04)")
    K("礼拜二早上七点半 房车去千岛湖", cc("房车去千岛湖", dt(wd(2), 7, 30)), cat=c)
    K("五点 给泰迪剪指甲", cc("给泰迪剪指甲", dt(today(), 17)), cat=c, conv="bare-hour")
    K("三点 线上训练赛", cc("线上训练赛", dt(rel(1), 15)), cat=c, conv="bare-hour", unsure="a bare 3 at 16:00 has passed: tomorrow 15:00")
    K("八点开直播", cc("开直播", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: the pm reading 20:00 is ahead")
    K("7月8号到12号 住黄山脚下的营地", cc("住黄山脚下的营地", ymd(2058, 7, 8), ymd(2058, 7, 12)), cat=c)
    K("周日上午九点 洗房车", cc("洗房车", dt(wk(1, 7), 9)), cat=c, unsure="周日上午九点 said Sunday 16:00 has passed: next Sunday 07-07")
    K("晚上十二点 开始冲分", cc("开始冲分", dt(rel(1), 0)), cat=c, unsure="晚上十二点 = 00:00 of 07-01")
    K("嗯 周四 去杭州打线下赛 下午一点到", cc("去杭州打线下赛", dt(wd(4), 13)), cat=c, unsure="the day and the clock said apart; 到 left out")
    K("老伴说想多住两天 7月4号到7号 住婺源的营地", cc("住婺源的营地", ymd(2058, 7, 4), ymd(2058, 7, 7)), cat=c, unsure="the wife's wish as context")
    K("今晚七点 营地烧烤 哦不对 七点半", cc("营地烧烤", dt(today(), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
with use(now=NC, pref="future", **Z):
    K("明天晚上八点 杭州线下赛", cc("杭州线下赛", dt(rel(1), 20)), cat=c)
    K("周六上午九点到十点半 给布偶猫洗澡", cc("给布偶猫洗澡", dt(wd(6), 9), dt(wd(6), 10, 30)), cat=c)
    K("下周一下午两点 房车年检", cc("房车年检", dt(wk(1, 1), 14)), cat=c)
    K("七点 约了训练赛", cc("训练赛", dt(rel(1), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00; 约了 left out of the title")
    K("八点开播", cc("开播", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    K("十一点半 跟教练复盘", cc("跟教练复盘", dt(today(), 23, 30)), cat=c, conv="bare-hour", unsure="a bare 11:30 at 19:30: the pm reading 23:30 is ahead")
    K("凌晨两点 还有一场比赛", cc("比赛", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 11-29 02:00; 还有一场 left out of the title")
    K("12月3号到5号 住泉州的营地", cc("住泉州的营地", ymd(2058, 12, 3), ymd(2058, 12, 5)), cat=c)
    K("周四下午三点 上门给贵宾剪毛", cc("上门给贵宾剪毛", dt(wk(1, 4), 15)), cat=c, unsure="周四下午三点 said Thursday 19:30 has passed: next week 12-05")
    K("刚接了个单 周日 给雪纳瑞洗澡 下午两点", cc("给雪纳瑞洗澡", dt(wd(7), 14)), cat=c, unsure="the new booking as context; the day and the clock said apart")
    K("感恩节这边没人过 明早九点 照常出车", cc("照常出车", dt(rel(1), 9)), cat=c, unsure="明早九点 = 11-29 09:00; the context before it")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天下午三点给泰迪洗澡 在阳光花园3栋", cc("给泰迪洗澡", dt(rel(1), 15), location="阳光花园3栋"), cat=c)
    K("周六下午两点半决赛 地点：上海电竞中心", cc("半决赛", dt(wd(6), 14), location="上海电竞中心"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上午十点洗护 地点是翠湖小区12号", cc("洗护", dt(rel(1), 10), location="翠湖小区12号"), cat=c)
    K("7月8号到12号住营地 在黄山市汤口镇", cc("住营地", ymd(2058, 7, 8), ymd(2058, 7, 12), location="黄山市汤口镇"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天晚上八点线下赛 在杭州电竞馆", cc("线下赛", dt(rel(1), 20), location="杭州电竞馆"), cat=c)
    K("周六上午九点给布偶猫洗澡 地点：滨江花园5号楼", cc("给布偶猫洗澡", dt(wd(6), 9), location="滨江花园5号楼"), cat=c)
    K("12月7号住营地 在漳州火山岛", cc("住营地", DAXUE58, location="漳州火山岛"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("中秋 海边赏月", cc("海边赏月", ZHONGQIU58), cat=c, unsure="中秋 2058 = 10-02 (lunar-python)")
    K("中秋晚上八点 营地赏月", cc("营地赏月", dt(ZHONGQIU58, 20)), cat=c, unsure="中秋 2058 = 10-02 (lunar-python)")
    K("重阳节 回老家", cc("回老家", CHONGYANG58), cat=c, unsure="重阳 2058 = 10-25 (lunar-python)")
    K("寒露那天 开到蓬莱", cc("开到蓬莱", HANLU58), cat=c, unsure="寒露 2058 = 10-08 (PyEphem and lunar-python agree)")
with use(now=NB, pref="future", **Z):
    K("建党节 上门洗护停一天", cc("上门洗护停一天", ymd(2058, 7, 1)), cat=c)
    K("七夕 老两口营地过节", cc("老两口营地过节", QIXI58), cat=c, unsure="七夕 2058 = 08-25 (lunar-python)")
    K("小暑那天 到婺源", cc("到婺源", XIAOSHU58), cat=c, unsure="小暑 2058 = 07-07 (PyEphem and lunar-python agree)")
with use(now=NC, pref="future", **Z):
    K("平安夜 营地聚餐", cc("营地聚餐", ymd(2058, 12, 24)), cat=c)
    K("双十二 囤洗护用品", cc("囤洗护用品", ymd(2058, 12, 12)), cat=c)
    K("大雪那天 到漳州", cc("到漳州", DAXUE58), cat=c, unsure="大雪 2058 = 12-07 (PyEphem and lunar-python agree)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("两个半小时后 提醒我开始训练赛", cc("开始训练赛", dt(today(), 12, 45)), cat=c)
    K("十天后 房车保养", cc("房车保养", rel(10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我去加油", cc("去加油", dt(today(), 17, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四十分钟后 上线", cc("上线", dt(today(), 20, 10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週四下午兩點 給薩摩耶洗澡", cc("給薩摩耶洗澡", dt(wd(4), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週一上午十點 給柯基洗澡", cc("給柯基洗澡", dt(wk(1, 1), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("禮拜六晚上九點 線上賽", cc("線上賽", dt(wd(6), 21)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("10.12 城市赛第一轮", cc("城市赛第一轮", ymd(2058, 10, 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2058/7/15 下午两点 线下赛", cc("线下赛", dt(ymd(2058, 7, 15), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20581209 战队体检", cc("战队体检", ymd(2058, 12, 9)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 给老客户的柯基洗澡", cc("给老客户的柯基洗澡", nth(2058, 11, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第二个周五 杯赛开打", cc("杯赛开打", nth(2058, 7, 2, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第二个周日 总决赛", cc("总决赛", nth(2058, 12, 2, 7)), cat=c)
    K("感恩节后一天 给狗狗洗澡", cc("给狗狗洗澡", THANKS58 + td(days=1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三、周四上午十点 都要上门洗护", [cc("上门洗护", dt(wd(3), 10)), cc("上门洗护", dt(wd(4), 10))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周一周三下午两点都上门剪毛", [cc("上门剪毛", dt(wd(1), 14)), cc("上门剪毛", dt(wd(3), 14))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周六周日上午十点 都要洗狗", [cc("洗狗", dt(wd(6), 10)), cc("洗狗", dt(wd(7), 10))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("战队奖金到账 4万5", la("45000", "salary", "奖金", kind="income"), cat=c, unsure=PRIZE)
    K("赞助费1.5万到了", la("15000", "salary", "赞助费", kind="income"), cat=c, unsure=SPONSOR)
    K("新鼠标 499", la("499", "shopping", "鼠标"), cat=c, unsure=GEAR)
    K("服务区加油 420", la("420", "transport", "加油"), cat=c, unsure=FUEL)
    K("营地费 160", la("160", "housing", "营地费"), cat=c, unsure=CAMP)
    K("收了洗护费360", la("360", "salary", "洗护费", kind="income"), cat=c, unsure=GROOM)
    K("中午吃面 28", la("28", "food", "吃面"), cat=c)
with use(now=NB, pref="past", **Z):
    K("退休金到账 4200", la("4200", "salary", "退休金", kind="income"), cat=c, unsure=PENSION)
    K("电推剪 388.8", la("388.8", "shopping", "电推剪"), cat=c, unsure=SUPPLY)
    K("宠物香波128", la("128", "shopping", "宠物香波"), cat=c, unsure=SUPPLY)
    K("高速费75", la("75", "transport", "高速费"), cat=c)
    K("耳机899", la("899", "shopping", "耳机"), cat=c, unsure=GEAR)
    K("营地住了三晚 450", la("450", "housing", "营地"), cat=c, unsure=CAMP)
with use(now=NC, pref="past", **Z):
    K("感恩节也没歇 收了洗护费540", la("540", "salary", "洗护费", kind="income"), cat=c, unsure=GROOM + "; the context before it")
    K("机械键盘 1299", la("1299", "shopping", "机械键盘"), cat=c, unsure=GEAR)
    K("加了一箱油 650", la("650", "transport", "加油"), cat=c, unsure=FUEL)
    K("营地费180", la("180", "housing", "营地费"), cat=c, unsure=CAMP)
    K("战队工资8500到了", la("8500", "salary", "工资", kind="income"), cat=c)
    K("营地旁边超市买菜95", la("95", "food", "买菜"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天收的洗护费 720", la("720", "salary", "洗护费", kind="income", d=rel(-1)), cat=c, unsure=GROOM)
    K("中元节那天加的油 500", la("500", "transport", "加油", d=ZHONGYUAN58), cat=c, unsure="中元 2058 = 09-02 (lunar-python), looking back; " + FUEL)
with use(now=NB, pref="past", **Z):
    K("周五买的剃毛器 268", la("268", "shopping", "剃毛器", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back = 06-28; " + SUPPLY)
    K("端午发的比赛奖金 6000", la("6000", "salary", "比赛奖金", kind="income", d=DUANWU58), cat=c, unsure="端午 2058 = 06-25 (lunar-python); " + PRIZE)
with use(now=NC, pref="past", **Z):
    K("双十一买的耳机 699", la("699", "shopping", "耳机", d=ymd(2058, 11, 11)), cat=c, unsure=GEAR)
    K("上周六的营地费 150", la("150", "housing", "营地费", d=wk(-1, 6)), cat=c, unsure="上周六 said Thursday = 11-23; " + CAMP)
    K("前天加油300", la("300", "transport", "加油", d=rel(-2)), cat=c, unsure=FUEL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周末都排了啥", cl(wd(6), wd(7)), cat=c)
    K("下周有几个上门单", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("中秋那天有啥安排", cl(ZHONGQIU58), cat=c, unsure="中秋 2058 = 10-02 (lunar-python)")
with use(now=NA, pref="past", **Z):
    K("上个月油费一共多少", ls(ymd(2058, 9, 1), ymd(2058, 9, 30), "transport"), cat=c, unsure=FUEL)
    K("上季度外设花了多少", ls(ymd(2058, 7, 1), ymd(2058, 9, 30), "shopping"), cat=c, conv="quarters", unsure=GEAR)
    K("把最近十笔账都列出来", ll(limit=10), cat=c)
with use(now=NB, pref="future", **Z):
    K("7月上旬我都排了些啥", cl(ymd(2058, 7, 1), ymd(2058, 7, 10)), cat=c, conv="month-parts")
    K("下礼拜都安排了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个月加油花了多少", ls(ymd(2058, 6, 1), ymd(2058, 6, 30), "transport"), cat=c, unsure=FUEL)
    K("今年上半年一共花了多少钱", ls(ymd(2058, 1, 1), ymd(2058, 6, 30)), cat=c, conv="halves")
    K("列一下最近五笔加油", ll(category="transport", limit=5), cat=c, unsure=FUEL)
with use(now=NC, pref="future", **Z):
    K("这个周末都约了啥", cl(wd(6), wd(7)), cat=c)
    K("12月7号有啥事", cl(DAXUE58), cat=c)
with use(now=NC, pref="past", **Z):
    K("这个季度外设花了多少", ls(ymd(2058, 10, 1), ymd(2058, 12, 31), "shopping"), cat=c, conv="quarters", unsure=GEAR)
    K("上个月营地费多少", ls(ymd(2058, 10, 1), ymd(2058, 10, 31), "housing"), cat=c, unsure=CAMP)
    K("最近8笔洗护收入", ll(category="salary", limit=8), cat=c, unsure=GROOM + "; the look-up takes that category")
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还剩几场比赛", cl(today(), ymd(2058, 10, 31)), cat=c, conv="zh-qian-inclusive")
    K("中秋前有啥事", cl(today(), ZHONGQIU58), cat=c, conv="zh-qian-inclusive", unsure="中秋 2058 = 10-02 (lunar-python)")
    K("接下来五天的上门单", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止加了多少油", ls(ymd(2058, 10, 1), today(), "transport"), cat=c, conv="since", unsure="said on the 1st: today alone; " + FUEL)
with use(now=NB, pref="future", **Z):
    K("这周内还有没有上门单", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    K("7月4号前都排了啥", cl(today(), ymd(2058, 7, 4)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("最近7天 房车一共花了多少", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **Z):
    K("月底前都约了哪些上门", cl(today(), ymd(2058, 11, 30)), cat=c, conv="zh-qian-inclusive")
    K("双十二前有啥安排", cl(today(), ymd(2058, 12, 12)), cat=c, conv="zh-qian-inclusive")
    K("未来一周的上门单", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("本月至今收了多少洗护费", ls(ymd(2058, 11, 1), today(), "salary"), cat=c, conv="since", unsure=GROOM)
    K("从11月1号出发到现在 一共花了多少", ls(ymd(2058, 11, 1), today()), cat=c, conv="since", unsure="the trip's cost so far: from its start")
    K("今年以来油费多少", ls(ymd(2058, 1, 1), today(), "transport"), cat=c, conv="since", unsure=FUEL)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天威海下雨吗 要去海边", wx("Weihai", rel(1)), cat=c)
    KM("这周末烟台天气", [wx("Yantai", wd(6)), wx("Yantai", wd(7))], cat=c)
    KM("明天威海 后天蓬莱 天气怎么样", [wx("Weihai", rel(1)), wx("Penglai", rel(2))], cat=c, unsure="two towns on two days: one call each")
with use(now=NB, pref="future", **Z):
    K("明天上海热不热 一天都在外面洗狗", wx("Shanghai", rel(1)), cat=c)
    K("7月4号黄山天气", wx("Huangshan", ymd(2058, 7, 4)), cat=c)
    KM("下周二黄山 周三婺源 天气咋样", [wx("Huangshan", wk(1, 2)), wx("Wuyuan", wk(1, 3))], cat=c,
       unsure="周三 after 下周二 read as next week's Wednesday 07-03 (also the bare reading)")
with use(now=NC, pref="future", **Z):
    K("今晚厦门冷不冷", wx("Xiamen"), cat=c)
    KM("周六周日泉州天气", [wx("Quanzhou", wd(6)), wx("Quanzhou", wd(7))], cat=c)
    KM("接下来三天漳州天气", [wx("Zhangzhou", today()), wx("Zhangzhou", rel(1)), wx("Zhangzhou", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("今天下午青岛适合跑步吗", ra("Qingdao"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上西安能跑步吗", ra("Xi'an", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六厦门适合跑步不", ra("Xiamen", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("给泰迪洗澡", dt(rel(1), 15), dt(rel(1), 17)), ev("给泰迪洗澡", dt(wk(1, 3), 15), dt(wk(1, 3), 17))]
    K("明天给泰迪洗澡改到四点", cu(0, title="给泰迪洗澡", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"], unsure="two sessions with the same client on different days")
    g = [ev("上海半决赛", dt(wd(6), 14), dt(wd(6), 18)), ev("战队打训练赛", dt(today(), 23), dt(rel(1), 1))]
    K("半决赛推迟到周日 时间不变", cu(0, title="半决赛", start=dt(wd(7), 14)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("住大连的营地", ymd(2058, 10, 3), ymd(2058, 10, 6)), ev("住烟台的营地", ymd(2058, 10, 7), ymd(2058, 10, 9))]
    K("烟台营地改成8号到10号", cu(1, title="烟台", start=ymd(2058, 10, 8), end=ymd(2058, 10, 10)), cat=c, given=g, conv="next-upcoming",
      unsure="a campsite reservation moved: both days written as dates")
    g = [ev("修车师傅来修房车空调", dt(wd(4), 9), dt(wd(4), 11)), ev("修车师傅来修房车水泵", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("周四修空调的师傅改到下午两点来", cu(0, title="空调", date=wd(4), start=dt(wd(4), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two contractor visits")
with use(now=NB, pref="future", **Z):
    g = [ev("战队训练赛", dt(wk(1, 3), 21), dt(wk(1, 4), 0)), ev("战队训练赛", dt(wk(1, 5), 21), dt(wk(1, 6), 0))]
    K("周三的训练赛提前到晚上八点", cu(0, title="训练赛", date=wk(1, 3), start=dt(wk(1, 3), 20)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two scrims with the same title; 周三 said Sunday = 07-03")
    g = [ev("上门给比熊洗护", dt(rel(1), 10), dt(rel(1), 11)), ev("上门给柯基洗护", dt(rel(1), 14), dt(rel(1), 15))]
    K("明天比熊那单往后推一个小时", cu(0, title="比熊", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
    g = [ev("住婺源的营地", ymd(2058, 7, 4), ymd(2058, 7, 7)), ev("住黄山脚下的营地", ymd(2058, 7, 8), ymd(2058, 7, 12))]
    K("婺源营地改成7月5号到8号", cu(0, title="婺源", start=ymd(2058, 7, 5), end=ymd(2058, 7, 8)), cat=c, given=g, conv="next-upcoming",
      unsure="a campsite reservation moved: both days written as dates")
    g = [ev("营地烧烤", dt(today(), 19, 30), dt(today(), 21)), ev("洗房车", dt(wk(1, 7), 9), dt(wk(1, 7), 10))]
    K("今晚烧烤换个地方 到湖边草坪", cu(0, title="烧烤", date=today(), location="湖边草坪"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("杭州线下赛", dt(rel(1), 20), dt(rel(1), 23)), ev("开播", dt(today(), 20), dt(today(), 22))]
    K("线下赛改到后天同一时间", cu(0, title="线下赛", start=dt(rel(2), 20)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("给布偶猫洗澡", dt(wd(6), 9), dt(wd(6), 10, 30)), ev("给布偶猫洗澡", dt(wk(1, 6), 9), dt(wk(1, 6), 10, 30))]
    K("这周六布偶猫那次改到下午两点", cu(0, title="布偶猫", date=wd(6), start=dt(wd(6), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two sessions with the same client a week apart")
    g = [ev("房车年检", dt(wk(1, 1), 14), dt(wk(1, 1), 15)), ev("房车保养", dt(rel(21), 9), dt(rel(21), 12))]
    K("房车年检改名叫房车年审", cu(0, title="房车年检", new_title="房车年审"), cat=c, given=g, conv="next-upcoming")
    g = [ev("直播", dt(rel(1), 20), dt(rel(1), 23)), ev("寄键盘", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天直播改成晚上九点到十二点", cu(0, title="直播", date=rel(1), start=dt(rel(1), 21), end=dt(rel(2), 0)), cat=c, given=g,
      unsure="a live stream and a shipping run the same day; 晚上十二点 as the end = 00:00 of 11-30")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("直播", dt(wd(7), 20), dt(wd(7), 23)), ev("寄键盘", dt(wd(7), 15), dt(wd(7), 16))]
    K("周日的直播取消 要去比赛", cdel(0, title="直播", date=wd(7)), cat=c, given=g, unsure="a live stream and a shipping run the same day; the reason as context")
    g = [ev("上门给金毛剪毛", dt(rel(1), 11), dt(rel(1), 12)), ev("给李姐家泰迪洗澡", dt(rel(1), 15), dt(rel(1), 17))]
    K("明天金毛那单取消 客户出差了", cdel(0, title="金毛", date=rel(1)), cat=c, given=g, unsure="the reason as context")
    g = [ev("修车师傅来修房车空调", dt(wd(4), 9), dt(wd(4), 11)), ev("修车师傅来修房车水泵", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("下周二修水泵的不用来了", cdel(1, title="水泵", date=wk(1, 2)), cat=c, given=g, unsure="two contractor visits")
with use(now=NB, pref="future", **Z):
    g = [ev("住婺源的营地", ymd(2058, 7, 4), ymd(2058, 7, 7)), ev("住黄山脚下的营地", ymd(2058, 7, 8), ymd(2058, 7, 12))]
    K("婺源营地不住了 取消", cdel(0, title="婺源"), cat=c, given=g, conv="next-upcoming")
    g = [ev("上门剪毛", dt(wd(1), 14), dt(wd(1), 15)), ev("上门剪毛", dt(wd(3), 14), dt(wd(3), 15))]
    K("周三的上门剪毛取消", cdel(1, title="上门剪毛", date=wd(3)), cat=c, given=g, unsure="two sessions with the same title on different days")
    g = [ev("营地烧烤", dt(today(), 19, 30), dt(today(), 21)), ev("洗房车", dt(wk(1, 7), 9), dt(wk(1, 7), 10))]
    K("今晚营地烧烤删了 要下雨", cdel(0, title="营地烧烤", date=today()), cat=c, given=g, unsure="the reason as context")
with use(now=NC, pref="future", **Z):
    g = [ev("总决赛", dt(nth(2058, 12, 2, 7), 14), dt(nth(2058, 12, 2, 7), 20)), ev("杭州线下赛", dt(rel(1), 20), dt(rel(1), 23))]
    K("明天线下赛取消了", cdel(1, title="线下赛", date=rel(1)), cat=c, given=g)
    g = [ev("给雪纳瑞洗澡", dt(wd(7), 14), dt(wd(7), 15)), ev("给雪纳瑞洗澡", dt(wk(1, 7), 14), dt(wk(1, 7), 15))]
    K("周日雪纳瑞那次取消", cdel(0, title="雪纳瑞", date=wd(7)), cat=c, given=g, unsure="two sessions with the same client on different days")
    g = [ev("住泉州的营地", ymd(2058, 12, 3), ymd(2058, 12, 5)), ev("房车年检", dt(wk(1, 1), 14), dt(wk(1, 1), 15))]
    K("泉州营地那个删掉", cdel(0, title="泉州"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("奖金4万5到账 顺便买了个新耳机899", [la("45000", "salary", "奖金", kind="income"), la("899", "shopping", "耳机")], cat=c,
       unsure=PRIZE + "; " + GEAR)
with use(now=NA, pref="future", **Z):
    KM("10月3号到6号住大连的营地 查下那几天大连天气",
       [cc("住大连的营地", ymd(2058, 10, 3), ymd(2058, 10, 6)), wx("Dalian", ymd(2058, 10, 3)), wx("Dalian", ymd(2058, 10, 4)),
        wx("Dalian", ymd(2058, 10, 5)), wx("Dalian", ymd(2058, 10, 6))], cat=c)
    KM("明天下午三点给泰迪洗澡 后天上午十点给柯基洗澡", [cc("给泰迪洗澡", dt(rel(1), 15)), cc("给柯基洗澡", dt(rel(2), 10))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("退休金4200到了 加油420 营地160", [la("4200", "salary", "退休金", kind="income"), la("420", "transport", "加油"),
                                          la("160", "housing", "营地")], cat=c, unsure=PENSION + "; " + FUEL + "; " + CAMP)
with use(now=NB, pref="future", **Z):
    KM("7月4号开到黄山 帮我看看那天黄山和婺源的天气", [cc("开到黄山", ymd(2058, 7, 4)), wx("Huangshan", ymd(2058, 7, 4)),
                                                  wx("Wuyuan", ymd(2058, 7, 4))], cat=c)
    KM("周三训练赛挪到周四同一时间 再把周一的上门剪毛删了",
       [cu(0, title="训练赛", date=wd(3), start=dt(wd(4), 21)), cdel(1, title="上门剪毛", date=wd(1))], cat=c,
       given=[ev("战队训练赛", dt(wd(3), 21), dt(wd(4), 0)), ev("上门剪毛", dt(wd(1), 14), dt(wd(1), 15))], conv="move-keeps-clock")
with use(now=NC, pref="past", **Z):
    KM("洗护费540 香波128", [la("540", "salary", "洗护费", kind="income"), la("128", "shopping", "香波")], cat=c, unsure=GROOM + "; " + SUPPLY)
    KM("记一下营地费180 再看看这个月营地一共花了多少", [la("180", "housing", "营地费"), ls(ymd(2058, 11, 1), ymd(2058, 11, 30), "housing")],
       cat=c, unsure=CAMP)
with use(now=NC, pref="future", **Z):
    KM("这周末有啥安排 再查下厦门周六天气", [cl(wd(6), wd(7)), wx("Xiamen", wd(6))], cat=c)
    KM("明天上午十点给泰迪洗澡 下午三点给比熊洗澡", [cc("给泰迪洗澡", dt(rel(1), 10)), cc("给比熊洗澡", dt(rel(1), 15))], cat=c,
       unsure="the day said once for both")
    KM("周六泉州 周日漳州 两个地方的天气", [wx("Quanzhou", wd(6)), wx("Zhangzhou", wd(7))], cat="weather",
       unsure="two towns on two days: one call each")
