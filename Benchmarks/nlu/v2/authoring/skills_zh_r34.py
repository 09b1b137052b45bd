"""Round 34 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a tailor who takes orders and fittings (fittings at set clocks, orders due by a date, deposits and balances
paid by clients as income, fabric and thread bought, a wedding dress over several fittings, moving a fitting,
cancelling an order, what fabric cost this quarter), a swim coach for children (lessons at pools at set clocks, a swim
meet over a weekend, lesson fees as income, goggles and caps bought, a pool closed and a lesson moved, two groups on the
same day, the weather for an outdoor pool, fees this month) and a host who rents out two cars on a car-sharing app
(bookings over several days, handovers at set clocks and places, payouts as income, cleaning, tolls and repairs, a car in
the shop, a booking cancelled, earnings last month).  In everyday proportion: about two fifths new events, a sixth
ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r34.py): NA = 2052-05-27T06:15 Monday, US Memorial Day at dawn (早上 just begun; 早上六点 →
tomorrow, 早上七点 today; a bare 6 → 18:00 today, a bare 8 → 08:00 today; 月底 Friday 05-31; 儿童节 = 端午 Saturday 06-01;
this week 05-27 … 06-02); NB = 2052-06-30T22:50 Sunday, the last night of June (月底前 / 这周内 today alone; 明天 = 建党节
Monday 07-01, 下半年 starts; a bare 11 → 23:00 tonight, a bare 8 → tomorrow 08:00; 周日下午 over → 07-07); NC =
2052-11-11T09:00 Monday, 双十一 (上午 in progress; a bare 10 → today, a bare 8 → tomorrow 08:00; 月底 Saturday 11-30;
小雪 Thursday 11-21; 感恩节 11-28)."""
from lib import *

NA = "2052-05-27T06:15:00"  # Monday 06:15, Memorial Day
NB = "2052-06-30T22:50:00"  # Sunday 22:50, last night of June
NC = "2052-11-11T09:00:00"  # Monday 09:00, 双十一
Z = dict(lang="zh", tz="Asia/Shanghai")
DUANWU = ymd(2052, 6, 1)
MANGZHONG = ymd(2052, 6, 5)
XIAOSHU = ymd(2052, 7, 6)
QIXI = ymd(2052, 8, 1)
XIAOXUE = ymd(2052, 11, 21)
LIDONG = ymd(2052, 11, 7)
FEE = "a client's deposit or balance for tailoring filed as salary income (paid for one's own work)"
SWIM = "lesson fees paid by parents filed as salary income"
PAY = "a car-sharing payout as income, category other (as earlier rounds filed rental and takings)"
CLOTH = "fabric and notions for the tailoring business filed as shopping"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午三点婚纱第二次试穿", cc("婚纱第二次试穿", dt(rel(1), 15)), cat=c)
    K("礼拜四下午四点半 少儿游泳课", cc("少儿游泳课", dt(wd(4), 16, 30)), cat=c)
    K("6月3号上午十点交车给租客", cc("交车给租客", dt(ymd(2052, 6, 3), 10)), cat=c)
    K("下周二晚上七点中级班加一节课", cc("中级班加一节课", dt(wk(1, 2), 19)), cat=c)
    K("六点去泳池开门", cc("去泳池开门", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead at 06:15: today 18:00")
    K("早上七点把车交给租客", cc("把车交给租客", dt(today(), 7)), cat=c, unsure="早上七点 with no day at 06:15 is ahead: today")
    K("早上六点王太太来量尺寸", cc("王太太来量尺寸", dt(rel(1), 6)), cat=c, unsure="早上六点 with no day at 06:15 has passed: tomorrow 06:00")
    K("6月7号到9号 白色那台车租给自驾游客人", cc("白色那台车租给自驾游客人", ymd(2052, 6, 7), ymd(2052, 6, 9)), cat=c)
    K("周三 婚纱试穿 下午两点", cc("婚纱试穿", dt(wd(3), 14)), cat=c)
    K("周五上午九点到十一点 给李小姐改旗袍", cc("给李小姐改旗袍", dt(wd(5), 9), dt(wd(5), 11)), cat=c)
    K("周四晚上六点 哦不对 六点半 成人游泳班", cc("成人游泳班", dt(wd(4), 18, 30)), cat=c, unsure="a correction inside the message: 18:30 replaces 18:00")
    K("刚跟新娘约好了 周六上午十点来试婚纱", cc("来试婚纱", dt(wd(6), 10)), cat=c, unsure="刚跟新娘约好了 as context; 周六 = 儿童节 06-01")
with use(now=NB, pref="future", **Z):
    K("明天早上九点 机场交车", cc("机场交车", dt(rel(1), 9)), cat=c)
    K("周三下午两点试穿西装", cc("试穿西装", dt(wd(3), 14)), cat=c, unsure="周三 said Sunday night = 07-03")
    K("7月4号上午十点 游泳队集训", cc("游泳队集训", dt(ymd(2052, 7, 4), 10)), cat=c)
    K("下周六下午三点到五点 少儿游泳课", cc("少儿游泳课", dt(wk(1, 6), 15), dt(wk(1, 6), 17)), cat=c)
    K("十一点去停车场把车取回来", cc("去停车场把车取回来", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:50: the pm reading 23:00 is ten minutes ahead")
    K("八点开店门", cc("开店门", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 has passed both ways: tomorrow 08:00")
    K("凌晨两点去机场还车", cc("去机场还车", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night, 07-01 02:00")
    K("7月10号到15号 黑车租出去了", cc("黑车租出去了", ymd(2052, 7, 10), ymd(2052, 7, 15)), cat=c)
    K("周日下午给客人量尺寸 两点", cc("给客人量尺寸", dt(wk(1, 7), 14)), cat=c, unsure="周日下午两点 said Sunday 22:50 has passed: next Sunday 07-07")
    K("那个 7月13号 游泳比赛 上午", cc("游泳比赛", dt(ymd(2052, 7, 13), 8), dt(ymd(2052, 7, 13), 12)), cat=c,
      unsure="上午 with no clock gives the event's real bounds 08:00–12:00")
with use(now=NC, pref="future", **Z):
    K("明天上午十点旗袍试穿", cc("旗袍试穿", dt(rel(1), 10)), cat=c)
    K("周五晚上七点到八点半 成人游泳班", cc("成人游泳班", dt(wd(5), 19), dt(wd(5), 20, 30)), cat=c)
    K("11月20号下午两点交车给老客户", cc("交车给老客户", dt(ymd(2052, 11, 20), 14)), cat=c)
    K("下周三早上八点车送去保养", cc("车送去保养", dt(wk(1, 3), 8)), cat=c)
    K("十点开始给张先生量尺寸", cc("给张先生量尺寸", dt(today(), 10)), cat=c, conv="bare-hour")
    K("九点半交车", cc("交车", dt(today(), 9, 30)), cat=c, conv="bare-hour")
    K("11月22号到24号 市里游泳比赛", cc("市里游泳比赛", ymd(2052, 11, 22), ymd(2052, 11, 24)), cat=c)
    K("八点去泳池检查水温", cc("去泳池检查水温", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 09:00 has passed, before noon: tomorrow 08:00")
    K("周六 初级班和中级班 上午九点开始", cc("初级班和中级班", dt(wd(6), 9)), cat=c, unsure="two groups said as one event starting 09:00")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天下午四点游泳课 在市游泳馆", cc("游泳课", dt(rel(1), 16), location="市游泳馆"), cat=c)
    K("6月3号上午十点交车 地点：虹桥机场P9停车场", cc("交车", dt(ymd(2052, 6, 3), 10), location="虹桥机场P9停车场"), cat=c)
    K("周三下午两点婚纱试穿 在店里", cc("婚纱试穿", dt(wd(3), 14), location="店里"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上九点交车 在高铁站北广场", cc("交车", dt(rel(1), 9), location="高铁站北广场"), cat=c)
    K("7月4号上午十点集训 地点是体育中心露天泳池", cc("集训", dt(ymd(2052, 7, 4), 10), location="体育中心露天泳池"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周五晚上七点成人班 在大学城游泳馆", cc("成人班", dt(wd(5), 19), location="大学城游泳馆"), cat=c)
    K("下周三早上八点保养 在4S店", cc("保养", dt(wk(1, 3), 8), location="4S店"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("儿童节上午十点 给小学员办水上游戏", cc("给小学员办水上游戏", dt(ymd(2052, 6, 1), 10)), cat=c)
    K("端午节后一天泳池重新开放", cc("泳池重新开放", DUANWU + td(days=1)), cat=c, unsure="端午 2052 = 06-01 (lunar-python)")
    K("芒种那天去面料市场进货", cc("去面料市场进货", MANGZHONG), cat=c, unsure="芒种 2052 = 06-05 (lunar-python, PyEphem)")
with use(now=NB, pref="future", **Z):
    K("建党节 泳馆闭馆", cc("泳馆闭馆", ymd(2052, 7, 1)), cat=c)
    K("七夕下午三点 婚纱交给新娘", cc("婚纱交给新娘", dt(QIXI, 15)), cat=c, unsure="七夕 2052 = 08-01 (lunar-python), also 建军节")
    K("小暑那天户外泳池开放", cc("户外泳池开放", XIAOSHU), cat=c, unsure="小暑 2052 = 07-06 (lunar-python, PyEphem)")
with use(now=NC, pref="future", **Z):
    K("感恩节 两台车都租出去了", cc("两台车都租出去了", holiday_in("thanksgiving", 2052)), cat=c, unsure="a booking recorded as an all-day event")
    K("双十二 店里做活动", cc("店里做活动", ymd(2052, 12, 12)), cat=c)
    K("小雪那天户外泳池关闭", cc("户外泳池关闭", XIAOXUE), cat=c, unsure="小雪 2052 = 11-21 (lunar-python, PyEphem)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我去泳池", cc("去泳池", dt(today(), 6, 55)), cat=c)
    K("三天后交车", cc("交车", rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我去还车", cc("去还车", dt(today(), 23, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一个钟头后提醒我给客户打电话取衣服", cc("给客户打电话取衣服", dt(today(), 10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜三下午三點 試衣", cc("試衣", dt(wd(3), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週四上午十點 交車", cc("交車", dt(wk(1, 4), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下禮拜二下午四點 游泳課", cc("游泳課", dt(wk(1, 2), 16)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("6.8 婚纱最后一次试穿", cc("婚纱最后一次试穿", ymd(2052, 6, 8)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2052/7/8 婚纱第三次试穿", cc("婚纱第三次试穿", ymd(2052, 7, 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20521125 旗袍交货", cc("旗袍交货", ymd(2052, 11, 25)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第三个周日 客户婚礼", cc("客户婚礼", nth(2052, 6, 3, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周六 去参加客户婚礼", cc("去参加客户婚礼", lastwd(2052, 7, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周六 冬季游泳比赛", cc("冬季游泳比赛", nth(2052, 12, 1, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻七点出门去游泳馆", cc("出门去游泳馆", dt(today(), 18, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 7 reads 19:00; a quarter before = 18:45 today")
with use(now=NC, pref="future", **Z):
    K("差十分十一点出门交车", cc("出门交车", dt(today(), 10, 50)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二周四下午四点都有初级班", [cc("初级班", dt(wd(2), 16)), cc("初级班", dt(wd(4), 16))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("明天后天上午十点都有游泳课", [cc("游泳课", dt(rel(1), 10)), cc("游泳课", dt(rel(2), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周六周日上午十点各交一台车", [cc("交车", dt(wd(6), 10)), cc("交车", dt(wd(7), 10))], cat=c, conv="distribute",
       unsure="各交一台车 as the title 交车")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("收了王太太旗袍定金1000", la("1000", "salary", "旗袍定金", kind="income"), cat=c, unsure=FEE)
    K("泳帽25", la("25", "shopping", "泳帽"), cat=c)
    K("高速过路费 65", la("65", "transport", "高速过路费"), cat=c)
    K("平台打款到账 960", la("960", "other", "平台打款", kind="income"), cat=c, unsure=PAY)
    K("真丝面料 1580", la("1580", "shopping", "真丝面料"), cat=c, unsure=CLOTH)
with use(now=NB, pref="past", **Z):
    K("婚纱尾款收了 8800", la("8800", "salary", "婚纱尾款", kind="income"), cat=c, unsure=FEE)
    K("洗车 38", la("38", "transport", "洗车"), cat=c, unsure="washing the rented-out car as transport")
    K("暑期班学费到账 3600", la("3600", "salary", "暑期班学费", kind="income"), cat=c, unsure=SWIM)
    K("拉链和纽扣 42", la("42", "shopping", "拉链和纽扣"), cat=c, unsure=CLOTH)
with use(now=NC, pref="past", **Z):
    K("修车2300", la("2300", "transport", "修车"), cat=c)
    K("泳镜 68", la("68", "shopping", "泳镜"), cat=c)
    K("羊毛面料 2460", la("2460", "shopping", "羊毛面料"), cat=c, unsure=CLOTH)
    K("泳池场地费 600", la("600", "other", "泳池场地费"), cat=c, unsure="renting pool lanes as other")
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("上周六的过路费 120", la("120", "transport", "过路费", d=wk(-1, 6)), cat=c)
    K("小满那天买的布 740", la("740", "shopping", "布", d=ymd(2052, 5, 20)), cat=c, unsure="小满 2052 = 05-20; " + CLOTH)
with use(now=NB, pref="past", **Z):
    K("端午那天平台到账 1260", la("1260", "other", "平台到账", kind="income", d=DUANWU), cat=c, unsure="端午 2052 = 06-01; " + PAY)
    K("周五收的游泳课费 1200", la("1200", "salary", "游泳课费", kind="income", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back: 06-28; " + SWIM)
with use(now=NC, pref="past", **Z):
    K("立冬那天买的呢子布 980", la("980", "shopping", "呢子布", d=LIDONG), cat=c, unsure="立冬 2052 = 11-07; " + CLOTH)
    K("昨天收的西装尾款 2600", la("2600", "salary", "西装尾款", kind="income", d=rel(-1)), cat=c, unsure=FEE)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周游泳课和试穿都排了啥", cl(today(), wd(7)), cat=c, unsure="said Monday: this week 05-27 … 06-02")
    K("下周几节游泳课", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("周末车都租出去了吗", cl(wd(6), wd(7)), cat=c, unsure="a question about bookings read as a calendar look-up of the weekend 06-01/02")
with use(now=NA, pref="past", **Z):
    K("这个月游泳课收了多少", ls(ymd(2052, 5, 1), ymd(2052, 5, 31), "salary"), cat=c, unsure=SWIM)
    K("上周一共花了多少钱", ls(wk(-1, 1), wk(-1, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("7月上旬有几场试穿", cl(ymd(2052, 7, 1), ymd(2052, 7, 10)), cat=c, conv="month-parts")
    K("下周排了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上个月平台挣了多少", ls(ymd(2052, 5, 1), ymd(2052, 5, 31)), cat=c, unsure="earnings as the month's total; no category said")
    K("上半年买面料花了多少", ls(ymd(2052, 1, 1), ymd(2052, 6, 30), "shopping"), cat=c, conv="halves", unsure=CLOTH)
    K("最近五笔账列一下", ll(limit=5), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周末有什么", cl(wd(6), wd(7)), cat=c)
    K("11月下旬都有啥", cl(ymd(2052, 11, 21), ymd(2052, 11, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度面料花了多少", ls(ymd(2052, 10, 1), ymd(2052, 12, 31), "shopping"), cat=c, conv="quarters", unsure=CLOTH)
    K("上个月租车挣了多少", ls(ymd(2052, 10, 1), ymd(2052, 10, 31)), cat=c, unsure="earnings as the month's total; no category said")
    K("上个月的账都列出来", ll(ymd(2052, 10, 1), ymd(2052, 10, 31)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还要交几件衣服", cl(today(), ymd(2052, 5, 31)), cat=c, conv="zh-qian-inclusive")
    K("儿童节前都有啥", cl(today(), ymd(2052, 6, 1)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("最近七天过路费花了多少", ls(rel(-6), today(), "transport"), cat=c)
with use(now=NB, pref="future", **Z):
    K("这周内还有啥没办", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday night: today alone")
    K("未来五天交车都排了啥", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来修车花了多少", ls(ymd(2052, 1, 1), today(), "transport"), cat=c, conv="since")
with use(now=NC, pref="future", **Z):
    K("月底前还有几场试穿", cl(today(), ymd(2052, 11, 30)), cat=c, conv="zh-qian-inclusive")
    K("接下来两周有什么", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("本月至今收了多少定金", ls(ymd(2052, 11, 1), today(), "salary"), cat=c, conv="since", unsure=FEE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("今天下午广州下雨吗 户外泳池要不要开", wx("Guangzhou"), cat=c, unsure="今天下午 gives the day only (today)")
    KM("这周末杭州天气 比赛在露天池", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天深圳天气怎么样", wx("Shenzhen", rel(1)), cat=c)
    KM("7月3号到5号三亚天气 车租给去三亚的客人", [wx("Sanya", ymd(2052, 7, 3)), wx("Sanya", ymd(2052, 7, 4)), wx("Sanya", ymd(2052, 7, 5))], cat=c)
with use(now=NC, pref="future", **Z):
    K("周五南京会降温吗", wx("Nanjing", wd(5)), cat=c)
    KM("明后两天成都天气", [wx("Chengdu", rel(1)), wx("Chengdu", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("今天上海适合跑步吗", ra("Shanghai"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早厦门能跑步吗", ra("Xiamen", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日早上苏州适合跑步不", ra("Suzhou", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("李小姐旗袍试穿", dt(rel(1), 15), dt(rel(1), 16)), ev("李小姐旗袍试穿", dt(wd(4), 15), dt(wd(4), 16))]
    K("周四李小姐的试穿改到上午十点", cu(1, title="李小姐", date=wd(4), start=dt(wd(4), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    K("明天李小姐那次推迟一小时", cu(0, title="李小姐", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g)
    g = [ev("少儿游泳课", dt(wd(4), 16, 30), dt(wd(4), 17, 30)), ev("中级班加课", dt(wk(1, 2), 19), dt(wk(1, 2), 20))]
    K("泳池周四闭馆 少儿游泳课挪到周五", cu(0, title="少儿游泳课", start=dt(wd(5), 16, 30)), cat=c, given=g, conv="move-keeps-clock",
      unsure="泳池周四闭馆 as the reason")
with use(now=NB, pref="future", **Z):
    g = [ev("机场交车", dt(rel(1), 9), dt(rel(1), 10)), ev("高铁站交车", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天高铁站那次交车改成四点", cu(1, title="高铁站", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("婚纱第三次试穿", dt(ymd(2052, 7, 8), 14), dt(ymd(2052, 7, 8), 15)), ev("试穿西装", dt(wd(3), 14), dt(wd(3), 15))]
    K("婚纱第三次试穿改到下下周三", cu(0, title="婚纱第三次试穿", start=dt(wk(2, 3), 14)), cat=c, given=g, conv="move-keeps-clock",
      unsure="下下周三 said Sunday 06-30 = 07-10 (the week after next, 07-08 … 07-14)")
with use(now=NC, pref="future", **Z):
    g = [ev("游泳课", dt(wd(5), 19), dt(wd(5), 20, 30)), ev("游泳课", dt(wk(1, 5), 19), dt(wk(1, 5), 20, 30))]
    K("这周五的游泳课提前半小时", cu(0, title="游泳课", date=wd(5), start=dt(wd(5), 18, 30)), cat=c, given=g)
    g = [ev("车送去保养", dt(wk(1, 3), 8), dt(wk(1, 3), 10)), ev("交车给老客户", dt(ymd(2052, 11, 20), 14), dt(ymd(2052, 11, 20), 15))]
    K("保养的地点改成城西4S店", cu(0, title="保养", location="城西4S店"), cat=c, given=g)
    g = [ev("张先生量尺寸", dt(today(), 10), dt(today(), 11)), ev("旗袍试穿", dt(rel(1), 10), dt(rel(1), 11))]
    K("张先生量尺寸那个改名叫张先生西装量体", cu(0, title="张先生量尺寸", new_title="张先生西装量体"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("白色那台车租给自驾游客人", ymd(2052, 6, 7), ymd(2052, 6, 9)), ev("黑车租给商务客人", ymd(2052, 6, 7), ymd(2052, 6, 8))]
    K("白车6月7号那单客人取消了 删掉", cdel(0, title="白色", date=ymd(2052, 6, 7)), cat=c, given=g,
      unsure="白车 written as the stored title's 白色 (the words in the title)")
    g = [ev("初级班", dt(wd(2), 16), dt(wd(2), 17)), ev("初级班", dt(wd(4), 16), dt(wd(4), 17))]
    K("周二的初级班不上了", cdel(0, title="初级班", date=wd(2)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("直播卖定制衬衫", dt(rel(1), 20), dt(rel(1), 22)), ev("寄快递给客户", dt(rel(1), 15), dt(rel(1), 16))]
    K("明晚的直播取消", cdel(0, title="直播", date=rel(1)), cat=c, given=g)
    g = [ev("游泳队集训", dt(ymd(2052, 7, 4), 10), dt(ymd(2052, 7, 4), 12)), ev("少儿游泳课", dt(wk(1, 6), 15), dt(wk(1, 6), 17))]
    K("7月4号的集训删了 泳池要检修", cdel(0, title="集训", date=ymd(2052, 7, 4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("陈太太大衣订单交货", dt(ymd(2052, 11, 25), 10), dt(ymd(2052, 11, 25), 11)), ev("旗袍交货", dt(ymd(2052, 11, 25), 15), dt(ymd(2052, 11, 25), 16))]
    K("陈太太的大衣订单退了 把交货那个删掉", cdel(0, title="陈太太"), cat=c, given=g)
    g = [ev("修车", dt(rel(2), 9), dt(rel(2), 12)), ev("修车", dt(wk(1, 2), 9), dt(wk(1, 2), 12))]
    K("修车那个删了吧", cdel(0, title="修车"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("泳镜68 泳帽25 浮板45", [la("68", "shopping", "泳镜"), la("25", "shopping", "泳帽"), la("45", "shopping", "浮板")], cat=c)
with use(now=NA, pref="future", **Z):
    KM("6月8号去杭州比赛 顺便看下那天杭州天气", [cc("去杭州比赛", ymd(2052, 6, 8)), wx("Hangzhou", ymd(2052, 6, 8))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("定金3000收到了 面料花了1580", [la("3000", "salary", "定金", kind="income"), la("1580", "shopping", "面料")], cat=c,
       unsure=FEE + "; " + CLOTH)
with use(now=NB, pref="future", **Z):
    KM("明天上午十点初级班 下午三点中级班", [cc("初级班", dt(rel(1), 10)), cc("中级班", dt(rel(1), 15))], cat=c,
       unsure="two groups the same day, the day said once")
    KM("明天机场交车取消 高铁站那次改到五点",
       [cdel(0, title="机场交车", date=rel(1)), cu(1, title="高铁站", date=rel(1), start=dt(rel(1), 17))], cat=c,
       given=[ev("机场交车", dt(rel(1), 9), dt(rel(1), 10)), ev("高铁站交车", dt(rel(1), 15), dt(rel(1), 16))],
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NC, pref="past", **Z):
    KM("今天洗车40 加油310 过路费85", [la("40", "transport", "洗车"), la("310", "transport", "加油"), la("85", "transport", "过路费")], cat=c)
with use(now=NC, pref="future", **Z):
    KM("下周有啥 再看看周五南京天气", [cl(wk(1, 1), wk(1, 7)), wx("Nanjing", wd(5))], cat=c)
    KM("记一下泳镜68 明天上午十点旗袍试穿", [la("68", "shopping", "泳镜"), cc("旗袍试穿", dt(rel(1), 10))], cat=c)
