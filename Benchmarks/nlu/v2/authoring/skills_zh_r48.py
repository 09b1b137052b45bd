"""Round 48 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a university lecturer who supervises theses (office hours and defenses at set clocks, a conference in
another city over several days, flights and hotels paid, reimbursements coming in, a lecture moved or cancelled, the
weather in the conference city, travel spending this year and the last N entries), a single mother who drives for a
ride-hailing app at night (her children's swimming and dance at set clocks, the app's weekly payouts, fuel and a car
wash, a parent-teacher meeting moved, two swimming lessons on different days, the weather for a school trip, fuel
spent this month) and a family hosting relatives for the holidays (relatives arriving by train and plane at set
clocks, groceries in bulk, red envelopes given and received, a restaurant booked for the reunion dinner, a station
pickup moved, the weather in the home town, what the holidays have cost so far).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r48.py): NA = 2062-02-08T16:45 Wednesday, 除夕 (腊月廿九; 下午 in progress, 傍晚 ahead; a bare
4 → tomorrow 16:00, a bare 5 → 17:00, a bare 8 → 20:00; 周三上午 over → 02-15; 春节 tomorrow 02-09, 初三 02-11, 初五
02-13, 元宵 02-23, 情人节 = 初六 02-14, 雨水 02-18, 月底 02-28; looking back 立春 = 上周五 02-03, 小年 02-02, January);
NB = 2061-11-23T22:10 Wednesday, the night before 感恩节 (今晚 in progress, 周三下午 over → 11-30; a bare 10 → tomorrow
10:00, a bare 11 → 23:00; 凌晨两点 → 11-24 02:00; 月底 11-30; 大雪 12-06, 双十二 12-12, 冬至 12-21; looking back 小雪
yesterday, 双十一, 上周五 11-18, October); NC = 2061-07-09T06:15 Saturday at dawn (早上 in progress; a bare 6 → 18:00, a
bare 8 → 08:00 today; 早上六点 → tomorrow 06:00; 这周末 today and tomorrow; 大暑 07-22, 建军节 08-01, 七夕 08-21, 中元
08-29; looking back 小暑 07-06, 上周五 = 建党节 07-01, June, 上半年)."""
from lib import *

NA = "2062-02-08T16:45:00"  # Wednesday 16:45, 除夕 (腊月廿九)
NB = "2061-11-23T22:10:00"  # Wednesday 22:10, the night before Thanksgiving
NC = "2061-07-09T06:15:00"  # Saturday 06:15
Z = dict(lang="zh", tz="Asia/Shanghai")
CHUNJIE62 = ymd(2062, 2, 9)
CHU2_62 = ymd(2062, 2, 10)
CHU3_62 = ymd(2062, 2, 11)
CHU5_62 = ymd(2062, 2, 13)
YUANXIAO62 = ymd(2062, 2, 23)
YUSHUI62 = ymd(2062, 2, 18)
LICHUN62 = ymd(2062, 2, 3)
XIAONIAN62 = ymd(2062, 2, 2)
XIAOXUE61 = ymd(2061, 11, 22)
DAXUE61 = ymd(2061, 12, 6)
DONGZHI61 = ymd(2061, 12, 21)
XIAOSHU61 = ymd(2061, 7, 6)
DASHU61 = ymd(2061, 7, 22)
QIXI61 = ymd(2061, 8, 21)
ZHONGYUAN61 = ymd(2061, 8, 29)
PAYOUT = "the ride-hailing app's weekly payout filed as salary income (money got from her own work, as earlier rounds filed a delivery driver's pay)"
REIMB = "a reimbursement coming in filed as income, category other (as earlier rounds did)"
HONGBAO_OUT = "a red envelope given filed as an expense, category other (as earlier rounds did)"
HONGBAO_IN = "a red envelope received filed as income, category other"
CAR = "fuel and a car wash filed as transport"
HOTEL = "a hotel filed as housing (CONVENTIONS §12)"
LESSON = "children's swimming and dance lessons filed as education"
GROC = "groceries and New Year goods for the family filed as food"
FEE = "a conference registration fee filed as education"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("初三上午十点去高铁站接二姨一家", cc("去高铁站接二姨一家", dt(CHU3_62, 10)), cat=c, unsure="初三 = 正月初三 = 02-11 (lunar-python)")
    K("初五 舅舅坐飞机来 晚上八点二十到 记得去接", cc("舅舅坐飞机来", dt(CHU5_62, 20, 20)), cat=c,
      unsure="初五 = 02-13; the day and the clock said apart; 到 and 记得去接 left out of the title")
    K("2月16号下午两点 论文开题答辩", cc("论文开题答辩", dt(ymd(2062, 2, 16), 14)), cat=c)
    K("下周二女儿游泳课 六点到七点", cc("女儿游泳课", dt(wk(1, 2), 18), dt(wk(1, 2), 19)), cat=c, conv="bare-hour",
      unsure="with a day word a bare 6 to 7 reads pm; 下周二 = 02-14")
    K("四点去超市拉年货", cc("去超市拉年货", dt(rel(1), 16)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    K("五点贴春联 提醒我一下", cc("贴春联", dt(today(), 17)), cat=c, conv="bare-hour")
    K("傍晚去火车站接奶奶 她坐的K字头", cc("去火车站接奶奶", dt(today(), 17), dt(today(), 19)), cat=c,
      unsure="傍晚 with no clock gives the real bounds 17:00–19:00; the train as context")
    K("周三上午十点 答疑", cc("答疑", dt(wk(1, 3), 10)), cat=c, unsure="周三上午十点 said Wednesday 16:45 has passed: next week 02-15")
    K("2月20号到23号 去武汉开学术会议", cc("去武汉开学术会议", ymd(2062, 2, 20), ymd(2062, 2, 23)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早七点送孩子上学", cc("送孩子上学", dt(rel(1), 7)), cat=c)
    K("周五 开题答辩 下午两点到四点", cc("开题答辩", dt(wd(5), 14), dt(wd(5), 16)), cat=c, unsure="周五 = 11-25")
    K("12月3号上午九点的飞机 飞成都", cc("飞成都", dt(ymd(2061, 12, 3), 9)), cat=c, unsure="的飞机 folded into the title as 飞成都")
    K("十点给研究生答疑", cc("给研究生答疑", dt(rel(1), 10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    K("十一点再跑两单就收车", cc("再跑两单就收车", dt(today(), 23)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:10 reads 23:00 tonight")
    K("凌晨两点去机场接表哥", cc("去机场接表哥", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night 11-24 02:00")
    K("下下周一晚上六点半 儿子钢琴课", cc("儿子钢琴课", dt(wk(2, 1), 18, 30)), cat=c, unsure="下下周一 = 12-05")
    K("嗯 周四下午三点家长会 不对 是四点", cc("家长会", dt(wd(4), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00; 周四 = 11-24")
    K("12月3号到6号在成都开会", cc("开会", ymd(2061, 12, 3), ymd(2061, 12, 6), location="成都"), cat=c,
      unsure="在成都 introduced as a place; title 开会")
with use(now=NC, pref="future", **Z):
    K("今天上午十点带女儿去学画画", cc("带女儿去学画画", dt(today(), 10)), cat=c)
    K("下周三论文答辩 上午九点半到十一点", cc("论文答辩", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11)), cat=c)
    K("六点去接孩子 夏令营结束", cc("去接孩子", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00 today; the reason as context")
    K("八点送女儿去夏令营", cc("送女儿去夏令营", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:15 is ahead: 08:00 today")
    K("早上六点出车", cc("出车", dt(rel(1), 6)), cat=c, unsure="早上六点 with no day said 06:15 has passed: tomorrow 06:00")
    K("7月18号到21号 去西安开会", cc("去西安开会", ymd(2061, 7, 18), ymd(2061, 7, 21)), cat=c)
    K("老公说周日早上八点他带儿子去游泳", cc("他带儿子去游泳", dt(wd(7), 8)), cat=c, unsure="the husband's word as context; 周日 = tomorrow 07-10; title keeps 他")
    K("7.26 亲戚坐火车来 下午三点四十到站", cc("亲戚坐火车来", dt(ymd(2061, 7, 26), 15, 40)), cat=c, unsure="到站 left out of the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("初二中午全家吃团圆饭 在老地方酒家", cc("全家吃团圆饭", dt(CHU2_62, 12), location="老地方酒家"), cat=c, unsure="初二 = 02-10")
    K("2月16号下午两点答辩 地点：文科楼305", cc("答辩", dt(ymd(2062, 2, 16), 14), location="文科楼305"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周五下午五点家长会 在学校三楼会议室", cc("家长会", dt(wd(5), 17), location="学校三楼会议室"), cat=c)
    K("下周二晚上七点游泳课 地点是体育中心游泳馆", cc("游泳课", dt(wk(1, 2), 19), location="体育中心游泳馆"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周一上午十点开题 在图书馆研讨室", cc("开题", dt(wk(1, 1), 10), location="图书馆研讨室"), cat=c)
    K("周日晚上六点接风宴 地点：福满楼", cc("接风宴", dt(wd(7), 18), location="福满楼"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("元宵节 全家去看灯会", cc("全家去看灯会", YUANXIAO62), cat=c, unsure="元宵 2062 = 02-23 (lunar-python)")
    K("春节后第二天 去外婆家拜年", cc("去外婆家拜年", CHUNJIE62 + td(days=2)), cat=c, unsure="春节 2062 = 02-09; 后第二天 = 02-11")
    K("雨水那天回学校", cc("回学校", YUSHUI62), cat=c, unsure="雨水 2062 = 02-18 (PyEphem and lunar-python agree)")
with use(now=NB, pref="future", **Z):
    K("冬至 接奶奶来吃饺子", cc("接奶奶来吃饺子", DONGZHI61), cat=c, unsure="冬至 2061 = 12-21 (PyEphem and lunar-python agree)")
    K("感恩节 带孩子去朋友家", cc("带孩子去朋友家", hol("thanksgiving")), cat=c, unsure="感恩节 2061 = 11-24, tomorrow")
with use(now=NC, pref="future", **Z):
    K("中元节 回老家上坟", cc("回老家上坟", ZHONGYUAN61), cat=c, unsure="中元 2061 = 08-29 (lunar-python)")
    K("七夕晚上七点 跟老公吃饭", cc("跟老公吃饭", dt(QIXI61, 19)), cat=c, unsure="七夕 2061 = 08-21 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我出门接单", cc("出门接单", dt(today(), 17, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    K("二十分钟后提醒我下线", cc("下线", dt(today(), 22, 30)), cat=c)
    K("五天后 出差回来", cc("出差回来", rel(5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一个半小时后叫孩子起床", cc("叫孩子起床", dt(today(), 7, 45)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週一上午九點 開組會", cc("開組會", dt(wk(1, 1), 9)), cat=c)
with use(now=NB, pref="future", **Z):
    K("後天晚上七點 接兒子下課", cc("接兒子下課", dt(rel(2), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週三下午兩點 論文答辯", cc("論文答辯", dt(wk(1, 3), 14)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2.25 研究生复试", cc("研究生复试", ymd(2062, 2, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    K("12/9 开家长会", cc("开家长会", ymd(2061, 12, 9)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周四 学术会议报到", cc("学术会议报到", nth(2062, 3, 2, 4)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周五 系里年会", cc("系里年会", lastwd(2061, 12, 5)), cat=c)
    K("冬至前一天 接奶奶过来住", cc("接奶奶过来住", DONGZHI61 - td(days=1)), cat=c, unsure="冬至 2061 = 12-21")
with use(now=NC, pref="future", **Z):
    K("建军节后一天 出发去开会", cc("出发去开会", ymd(2061, 8, 2)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("初二和初四都有亲戚来", [cc("亲戚来", CHU2_62), cc("亲戚来", ymd(2062, 2, 12))], cat=c, unsure="初二 = 02-10, 初四 = 02-12; 都 left out of the title")
with use(now=NB, pref="future", **Z):
    KM("周六、周日上午十点都有游泳课", [cc("游泳课", dt(wd(6), 10)), cc("游泳课", dt(wd(7), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周二和周四下午五点 儿子游泳", [cc("儿子游泳", dt(wd(2), 17)), cc("儿子游泳", dt(wd(4), 17))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("年货一次买齐 花了1460", la("1460", "food", "年货"), cat=c, unsure=GROC)
    K("给侄子包红包 880", la("880", "other", "红包"), cat=c, unsure=HONGBAO_OUT)
    K("大姑给孩子的红包 500 收下了", la("500", "other", "红包", kind="income"), cat=c, unsure=HONGBAO_IN)
    K("年夜饭订金 1000", la("1000", "food", "年夜饭订金"), cat=c, unsure="a deposit for the reunion dinner filed as food")
    K("平台这周结了3400", la("3400", "salary", "平台", kind="income"), cat=c, unsure=PAYOUT)
with use(now=NB, pref="past", **Z):
    K("加油 300", la("300", "transport", "加油"), cat=c, unsure=CAR)
    K("成都的机票 1860", la("1860", "transport", "机票"), cat=c)
    K("会议注册费交了 1200", la("1200", "education", "会议注册费"), cat=c, unsure=FEE)
    K("差旅报销到账 12000", la("12000", "other", "差旅报销", kind="income"), cat=c, unsure=REIMB)
with use(now=NC, pref="past", **Z):
    K("洗车35", la("35", "transport", "洗车"), cat=c, unsure=CAR)
    K("西安酒店三晚 1350", la("1350", "housing", "西安酒店"), cat=c, unsure=HOTEL)
    K("游泳课续费 1680", la("1680", "education", "游泳课"), cat=c, unsure=LESSON)
    K("网约车周结到账 3260", la("3260", "salary", "网约车周结", kind="income"), cat=c, unsure=PAYOUT)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("立春那天加油 300", la("300", "transport", "加油", d=LICHUN62), cat=c, unsure="立春 2062 = 02-03 (PyEphem and lunar-python agree); " + CAR)
    K("小年买的对联灯笼 128", la("128", "other", "对联灯笼", d=XIAONIAN62), cat=c, unsure="小年 = 02-02 (northern, lunar-python); decorations filed as other")
    K("昨天收了舅舅的红包 600", la("600", "other", "红包", kind="income", d=rel(-1)), cat=c, unsure=HONGBAO_IN)
with use(now=NB, pref="past", **Z):
    K("小雪那天洗的车 40", la("40", "transport", "洗车", d=XIAOXUE61), cat=c, unsure="小雪 2061 = 11-22, yesterday; " + CAR)
    K("上周五平台到账 3100", la("3100", "salary", "平台", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 11-18; " + PAYOUT)
    K("双十一订的酒店 688", la("688", "housing", "酒店", d=ymd(2061, 11, 11)), cat=c, unsure=HOTEL)
with use(now=NC, pref="past", **Z):
    K("小暑那天加的油 280", la("280", "transport", "加油", d=XIAOSHU61), cat=c, unsure="小暑 2061 = 07-06 (PyEphem and lunar-python agree); " + CAR)
    K("上周五平台周结 3050", la("3050", "salary", "平台周结", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 07-01; " + PAYOUT)
    K("周四报销的会议费到了 2400", la("2400", "other", "会议费报销", kind="income", d=wd(4)), cat=c,
      unsure="周四 said Saturday, looking back = 07-07; " + REIMB)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("初三那天有啥安排 要接二姨", cl(CHU3_62), cat=c)
    K("下周都排了什么 开学前最后一周", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("中旬有几个答辩", cl(ymd(2062, 2, 11), ymd(2062, 2, 20)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("今年过年到现在花了多少", ls(ymd(2062, 1, 1), today()), cat=c, conv="since", unsure="今年…到现在 read as year to date; the holidays have no category")
    K("上个月出差花了多少", ls(ymd(2062, 1, 1), ymd(2062, 1, 31), "transport"), cat=c, unsure="travel spending read as transport")
    K("最近十笔账 看看红包记全没", ll(limit=10), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月上旬都有啥安排 开完会回来", cl(ymd(2061, 12, 1), ymd(2061, 12, 10)), cat=c, conv="month-parts")
    K("冬至那天有事吗", cl(DONGZHI61), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个月油钱多少", ls(ymd(2061, 11, 1), ymd(2061, 11, 30), "transport"), cat=c, unsure=CAR)
    K("今年差旅一共花了多少", ls(ymd(2061, 1, 1), ymd(2061, 12, 31), "transport"), cat=c, unsure="今年 = the whole year 2061; travel read as transport")
    K("最近五笔 我看下平台打款", ll(limit=5), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周末都有啥 今天周六", cl(today(), rel(1)), cat=c, unsure="这周末 said Saturday = today and tomorrow")
    K("下旬排了什么 要回老家", cl(ymd(2061, 7, 21), ymd(2061, 7, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上个月加油一共花了多少钱", ls(ymd(2061, 6, 1), ymd(2061, 6, 30), "transport"), cat=c, unsure=CAR)
    K("上半年住酒店花了多少", ls(ymd(2061, 1, 1), ymd(2061, 6, 30), "housing"), cat=c, conv="halves", unsure=HOTEL)
    K("最近八笔账列出来", ll(limit=8), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("元宵前都排了啥 亲戚啥时候走", cl(today(), YUANXIAO62), cat=c, conv="zh-qian-inclusive", unsure="元宵 2062 = 02-23")
    K("接下来五天 亲戚都啥时候到", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("月底前还有几个答辩", cl(today(), ymd(2061, 11, 30)), cat=c, conv="zh-qian-inclusive")
    K("这周内还有什么事", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
with use(now=NB, pref="past", **Z):
    K("这个月到目前为止加油花了多少", ls(ymd(2061, 11, 1), today(), "transport"), cat=c, conv="since", unsure=CAR)
with use(now=NC, pref="future", **Z):
    K("大暑前都排了啥", cl(today(), DASHU61), cat=c, conv="zh-qian-inclusive", unsure="大暑 2061 = 07-22")
    K("未来一周孩子有几节游泳课", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("初三老家绍兴下雪吗 要去接人", wx("Shaoxing", CHU3_62), cat=c)
    KM("武汉20号21号天气怎么样 去开会", [wx("Wuhan", ymd(2062, 2, 20)), wx("Wuhan", ymd(2062, 2, 21))], cat=c)
with use(now=NB, pref="future", **Z):
    K("成都12月3号天气", wx("Chengdu", ymd(2061, 12, 3)), cat=c)
    K("明天杭州冷不冷 孩子秋游", wx("Hangzhou", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    KM("这周末南京天气 孩子学校组织去郊游", [wx("Nanjing", today()), wx("Nanjing", rel(1))], cat=c, unsure="这周末 said Saturday = today and tomorrow")
    K("西安18号热不热", wx("Xi'an", ymd(2061, 7, 18)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早宁波能跑步吗", ra("Ningbo", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("去成都开会那天早上能跑步吗 3号", ra("Chengdu", ymd(2061, 12, 3)), cat=c)
with use(now=NC, pref="future", **Z):
    K("今天早上合肥适合跑步吗 刚下班", ra("Hefei"), cat=c, unsure="早上 in progress at 06:15: today")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("去高铁站接二姨一家", dt(CHU3_62, 10), dt(CHU3_62, 11)), ev("去火车站接奶奶", dt(today(), 17), dt(today(), 18))]
    K("接二姨改到十一点半 车晚点了", cu(0, title="接二姨", start=dt(CHU3_62, 11, 30)), cat=c, given=g, conv=["next-upcoming", "clock-only-keeps-day"],
      unsure="a bare 11:30 on the event's day; the reason as context")
    g = [ev("女儿游泳课", dt(wk(1, 2), 18), dt(wk(1, 2), 19)), ev("女儿游泳课", dt(wk(1, 4), 18), dt(wk(1, 4), 19))]
    K("下周四的游泳课挪到下周五 时间不变", cu(1, title="游泳课", date=wk(1, 4), start=dt(wk(1, 5), 18)), cat=c, given=g,
      conv="move-keeps-clock", unsure="two swimming lessons on different days; 下周四 = 02-16, 下周五 = 02-17")
with use(now=NB, pref="future", **Z):
    g = [ev("家长会", dt(wd(5), 17), dt(wd(5), 18)), ev("开题答辩", dt(wd(5), 14), dt(wd(5), 16))]
    K("家长会往后推半小时", cu(0, title="家长会", start=dt(wd(5), 17, 30)), cat=c, given=g, conv="next-upcoming")
    g = [ev("给研究生上课", dt(wk(1, 2), 8), dt(wk(1, 2), 10)), ev("组会", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("下周二的课挪到下周四上午八点", cu(0, title="课", date=wk(1, 2), start=dt(wk(1, 4), 8)), cat=c, given=g,
      unsure="下周二 = 11-29, 下周四 = 12-01")
with use(now=NC, pref="future", **Z):
    g = [ev("去火车站接表姐", dt(ymd(2061, 7, 26), 15, 40), dt(ymd(2061, 7, 26), 16, 30)), ev("去机场接舅舅", dt(ymd(2061, 7, 26), 21), dt(ymd(2061, 7, 26), 22))]
    K("26号接表姐改到四点二十 火车晚点", cu(0, title="接表姐", date=ymd(2061, 7, 26), start=dt(ymd(2061, 7, 26), 16, 20)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="a station pickup and an airport pickup the same day; a bare 4:20 read pm")
    g = [ev("论文答辩", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11)), ev("开题", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("答辩改到文科楼201", cu(0, title="答辩", location="文科楼201"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("答疑", dt(wk(1, 3), 10), dt(wk(1, 3), 11)), ev("開組會", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("下周三答疑取消 学生都没回来", cdel(0, title="答疑", date=wk(1, 3)), cat=c, given=g, unsure="下周三 = 02-15; the reason as context")
with use(now=NB, pref="future", **Z):
    g = [ev("游泳课", dt(wd(6), 10), dt(wd(6), 11)), ev("游泳课", dt(wd(7), 10), dt(wd(7), 11))]
    K("周日的游泳课不上了", cdel(1, title="游泳课", date=wd(7)), cat=c, given=g, unsure="two swimming lessons on different days; 周日 = 11-27")
    g = [ev("给研究生上课", dt(rel(1), 10), dt(rel(1), 12)), ev("家长会", dt(wd(5), 17), dt(wd(5), 18))]
    K("明天的课停了 感恩节放假", cdel(0, title="课", date=rel(1)), cat=c, given=g, unsure="the reason as context")
with use(now=NC, pref="future", **Z):
    g = [ev("接风宴", dt(wd(7), 18), dt(wd(7), 20)), ev("儿子游泳", dt(wd(7), 8), dt(wd(7), 9))]
    K("明天的接风宴取消 亲戚改天来", cdel(0, title="接风宴", date=rel(1)), cat=c, given=g, unsure="the reason as context")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("红包包了六个 一共1200 瓜子花生96", [la("1200", "other", "红包"), la("96", "food", "瓜子花生")], cat=c, unsure=HONGBAO_OUT + "; " + GROC)
    KM("记一下舅舅给的红包600 再看看今年过年花了多少", [la("600", "other", "红包", kind="income"), ls(ymd(2062, 1, 1), ymd(2062, 12, 31))], cat=c,
       unsure=HONGBAO_IN + "; 今年 = the whole year 2062")
with use(now=NA, pref="future", **Z):
    KM("初三上午十点接二姨 顺便查下绍兴那天天气", [cc("接二姨", dt(CHU3_62, 10)), wx("Shaoxing", CHU3_62)], cat=c)
with use(now=NB, pref="past", **Z):
    KM("加油300 洗车40", [la("300", "transport", "加油"), la("40", "transport", "洗车")], cat=c, unsure=CAR)
with use(now=NB, pref="future", **Z):
    KM("12月3号到6号成都开会 再看下成都3号天气", [cc("成都开会", ymd(2061, 12, 3), ymd(2061, 12, 6)), wx("Chengdu", ymd(2061, 12, 3))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("平台周结3260到账 加油280", [la("3260", "salary", "平台周结", kind="income"), la("280", "transport", "加油")], cat=c, unsure=PAYOUT + "; " + CAR)
with use(now=NC, pref="future", **Z):
    KM("周二的游泳删了 周四的改到六点",
       [cdel(0, title="游泳", date=wd(2)), cu(1, title="游泳", date=wd(4), start=dt(wd(4), 18))], cat=c,
       given=[ev("儿子游泳", dt(wd(2), 17), dt(wd(2), 18)), ev("儿子游泳", dt(wd(4), 17), dt(wd(4), 18))],
       conv="clock-only-keeps-day", unsure="two swimming lessons on different days; 周二 = 07-12, 周四 = 07-14; a bare 6 on the event's day read pm (18:00)")
