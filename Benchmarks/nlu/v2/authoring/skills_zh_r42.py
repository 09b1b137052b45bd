"""Round 42 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: an amateur astronomer who runs the town's astronomy club (star parties late at night and past midnight, the
Perseid meteor shower, telescope parts and eyepieces bought, club dues collected as income, clouds and weather for
observing nights, a star party moved, equipment spending this year), a construction worker from the countryside working
in the city (shifts at set clocks, wages as income, money sent home, train tickets home for the holidays, the labour
office, the weather on site, money sent home this year) and a woman settling her late father's affairs (the funeral home
and a lawyer at set clocks, flowers and the funeral paid, an insurance payout as income, his appointments cancelled, the
weather for the burial day, the costs so far).  In everyday proportion: about two fifths new events, a sixth ledger
entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r42.py): NA = 2057-08-10T23:50 Friday, ten minutes before midnight (明天 = 08-11 starts in ten
minutes; a bare 12 → tomorrow's noon, a bare 1 → tomorrow 13:00, 凌晨两点 → 08-11 02:00, 明晚十点到凌晨两点 ends 08-12
02:00; 周五下午两点 over → 08-17; this weekend 08-11/12, next week 08-13 … 08-19; 中元 08-14, 月底 08-31; looking back
七夕 08-06); NB = 2057-05-31T18:30 Thursday, the last evening of May (月底前 = today alone; a bare 6 → tomorrow 18:00,
a bare 7 → 19:00, a bare 8 → 20:00; 周四下午三点 over → 06-07; 儿童节 tomorrow, 芒种 06-05, 端午 06-06, 父亲节 06-17);
NC = 2058-01-21T07:05 Monday, MLK Day, 腊月廿七 (a bare 7 → 19:00, a bare 8 → 08:00, 早上七点 → tomorrow 07:00; 周一凌晨
over → 01-28; 除夕 01-23, 春节 01-24, 初二 01-25, 初三 01-26, 初五 01-28, 元宵 02-07; this weekend 01-26/27, 月底 01-31;
looking back 小年 01-17)."""
from lib import *

NA = "2057-08-10T23:50:00"  # Friday 23:50, ten minutes before midnight
NB = "2057-05-31T18:30:00"  # Thursday 18:30, the last evening of May
NC = "2058-01-21T07:05:00"  # Monday 07:05, MLK Day, 腊月廿七
Z = dict(lang="zh", tz="Asia/Shanghai")
ZHONGYUAN57 = ymd(2057, 8, 14)
QIXI57 = ymd(2057, 8, 6)
ZHONGQIU57 = ymd(2057, 9, 13)
DUANWU57 = ymd(2057, 6, 6)
MANGZHONG57 = ymd(2057, 6, 5)
FATHERS57 = ymd(2057, 6, 17)
CHUXI58 = ymd(2058, 1, 23)
CHUER58 = ymd(2058, 1, 25)
CHUSAN58 = ymd(2058, 1, 26)
CHUWU58 = ymd(2058, 1, 28)
YUANXIAO58 = ymd(2058, 2, 7)
XIAONIAN58 = ymd(2058, 1, 17)
SCOPE = "eyepieces, filters, mounts and other telescope parts filed as shopping"
DUES = "astronomy-club dues collected filed as income of category other"
WAGE = "wages for construction work filed as salary income"
SENT = "money sent home to the family filed as other"
FUNERAL = "funeral costs (the funeral home, wreaths, flowers for the funeral, the urn) filed as other"
LAWYER = "the lawyer's fee filed as other"
INSURE = "the father's insurance payout filed as income of category other"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明晚十点到凌晨两点 天文社观星", cc("天文社观星", dt(rel(1), 22), dt(rel(2), 2)), cat=c,
      unsure="the end clock earlier than the start: 08-12 02:00")
    K("下周三上午九点半 去劳动局", cc("去劳动局", dt(wk(1, 3), 9, 30)), cat=c)
    K("8月12号凌晨三点 拍英仙座流星雨", cc("拍英仙座流星雨", dt(ymd(2057, 8, 12), 3)), cat=c)
    K("凌晨两点 起来看流星", cc("起来看流星", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 08-11 02:00")
    K("十二点给律师打电话", cc("给律师打电话", dt(rel(1), 12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 23:50: tomorrow's noon (12 never means midnight)")
    K("一点 去殡仪馆拿骨灰", cc("去殡仪馆拿骨灰", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00: tomorrow")
    K("周六 爸的追悼会 上午十点开始", cc("爸的追悼会", dt(wd(6), 10)), cat=c, unsure="the day and the clock said apart; 开始 left out; 周六 = 08-11")
    K("刚跟工头说好了 下周一早上七点 去新工地报到", cc("去新工地报到", dt(wk(1, 1), 7)), cat=c, unsure="the agreement as context")
    K("周日晚上十点到凌晨三点 流星雨观测 不对 十一点开始", cc("流星雨观测", dt(wd(7), 23), dt(wd(7) + td(days=1), 3)), cat=c,
      unsure="a correction inside the message: 23:00 replaces 22:00; the end 03:00 goes to 08-13")
    K("8月20号到22号 去山里观星", cc("去山里观星", ymd(2057, 8, 20), ymd(2057, 8, 22)), cat=c)
    K("明早八点 工地集合", cc("工地集合", dt(rel(1), 8)), cat=c, unsure="明早 said 23:50 = 08-11")
    K("周五下午两点 工地安全会", cc("工地安全会", dt(wk(1, 5), 14)), cat=c, unsure="周五下午两点 said Friday 23:50 has passed: next week 08-17")
with use(now=NB, pref="future", **Z):
    K("明天上午十点 去殡仪馆签字", cc("去殡仪馆签字", dt(rel(1), 10)), cat=c)
    K("下周二下午三点到四点 见律师", cc("见律师", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), cat=c)
    K("6月6号晚上九点 天文社观测", cc("天文社观测", dt(DUANWU57, 21)), cat=c)
    K("礼拜六 坐火车回家 早上六点四十", cc("坐火车回家", dt(wd(6), 6, 40)), cat=c, unsure="the day and the clock said apart")
    K("七点 天文社开会", cc("天文社开会", dt(today(), 19)), cat=c, conv="bare-hour")
    K("八点跟律师视频", cc("跟律师视频", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30: the pm reading 20:00 is ahead")
    K("六点 去劳务市场", cc("去劳务市场", dt(rel(1), 18)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    K("周四下午三点 去保险公司", cc("去保险公司", dt(wk(1, 4), 15)), cat=c, unsure="周四下午三点 said Thursday 18:30 has passed: next week 06-07")
    K("我爸的事还没办完 下周五上午九点 去公证处", cc("去公证处", dt(wk(1, 5), 9)), cat=c, unsure="the situation as context")
    K("6月8号到10号 去青海冷湖观星", cc("去青海冷湖观星", ymd(2057, 6, 8), ymd(2057, 6, 10)), cat=c)
    K("今晚九点半 把望远镜搬上楼顶 哦不对 十点", cc("把望远镜搬上楼顶", dt(today(), 22)), cat=c,
      unsure="a correction inside the message: 22:00 replaces 21:30")
with use(now=NC, pref="future", **Z):
    K("明天早上七点 工地上工", cc("工地上工", dt(rel(1), 7)), cat=c)
    K("周二下午两点到三点半 跟律师见面", cc("跟律师见面", dt(wd(2), 14), dt(wd(2), 15, 30)), cat=c)
    K("1月26号晚上八点 观测猎户座大星云", cc("观测猎户座大星云", dt(CHUSAN58, 20)), cat=c)
    K("七点 给殡仪馆打电话", cc("给殡仪馆打电话", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, ahead today")
    K("八点上工", cc("上工", dt(today(), 8)), cat=c, conv="bare-hour")
    K("早上七点 跟工头碰头", cc("跟工头碰头", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said 07:05 has passed: tomorrow 07:00")
    K("周一凌晨三点 拍星轨", cc("拍星轨", dt(wk(1, 1), 3)), cat=c, unsure="周一凌晨三点 said Monday 07:05 has passed: next week 01-28")
    K("1月22号到2月5号 放假回老家", cc("放假回老家", ymd(2058, 1, 22), ymd(2058, 2, 5)), cat=c)
    K("嗯 明天 去劳动局 上午九点到", cc("去劳动局", dt(rel(1), 9)), cat=c, unsure="the day and the clock said apart; 到 left out")
    K("老板说年前结账 周三上午十点去公司拿工钱", cc("去公司拿工钱", dt(wd(3), 10)), cat=c, unsure="the boss's promise as context; 周三 = 除夕 01-23")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明晚十点观星 在水库大坝上", cc("观星", dt(rel(1), 22), location="水库大坝上"), cat=c)
    K("下周二上午十点见律师 地点：金诚律师事务所", cc("见律师", dt(wk(1, 2), 10), location="金诚律师事务所"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上午十点追悼会 在市殡仪馆二号厅", cc("追悼会", dt(rel(1), 10), location="市殡仪馆二号厅"), cat=c)
    K("6月6号晚上九点观测 地点是南山公园停车场", cc("观测", dt(DUANWU57, 21), location="南山公园停车场"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周五上午九点劳动仲裁 在区劳动局三楼", cc("劳动仲裁", dt(wk(1, 5), 9), location="区劳动局三楼"), cat=c)
    K("1月26号晚上八点观测 地点：天文社楼顶", cc("观测", dt(CHUSAN58, 20), location="天文社楼顶"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("中元节 给爸烧纸", cc("给爸烧纸", ZHONGYUAN57), cat=c, unsure="中元 2057 = 08-14 (lunar-python)")
    K("中秋 天文社赏月", cc("天文社赏月", ZHONGQIU57), cat=c, unsure="中秋 2057 = 09-13 (lunar-python)")
    K("国庆 坐火车回老家", cc("坐火车回老家", ymd(2057, 10, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("端午 回老家", cc("回老家", DUANWU57), cat=c, unsure="端午 2057 = 06-06 (lunar-python)")
    K("儿童节上午十点 天文台开放日", cc("天文台开放日", dt(ymd(2057, 6, 1), 10)), cat=c)
    K("父亲节 去给爸扫墓", cc("去给爸扫墓", FATHERS57), cat=c, unsure="父亲节 = the third Sunday of June: 06-17")
with use(now=NC, pref="future", **Z):
    K("除夕 吃年夜饭", cc("吃年夜饭", CHUXI58), cat=c, unsure="除夕 2058 = 01-23 (lunar-python)")
    K("元宵晚上八点 天文社看月亮", cc("天文社看月亮", dt(YUANXIAO58, 20)), cat=c, unsure="元宵 2058 = 02-07 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("十分钟后提醒我看流星", cc("看流星", dt(rel(1), 0)), cat=c, unsure="now + 10 min = 08-11 00:00")
    K("两天后 去律师那签字", cc("去律师那签字", rel(2)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我架望远镜", cc("架望远镜", dt(today(), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四十五分钟后 出门去工地", cc("出门去工地", dt(today(), 7, 50)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週二上午十點 見律師", cc("見律師", dt(wk(1, 2), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜一上午九點 去勞動局", cc("去勞動局", dt(wd(1), 9)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週二晚上七點 天文社聚會", cc("天文社聚會", dt(wd(2), 19)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("8.25 保险公司来人", cc("保险公司来人", ymd(2057, 8, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2057/6/12 下午两点 保险公司约谈", cc("保险公司约谈", dt(ymd(2057, 6, 12), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20580130 去保险公司", cc("去保险公司", ymd(2058, 1, 30)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 星空派对", cc("星空派对", nth(2057, 9, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周六 星空派对", cc("星空派对", lastwd(2057, 6, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周六 天文社年会", cc("天文社年会", nth(2058, 2, 1, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周六周日早上七点都要上工", [cc("上工", dt(wd(6), 7)), cc("上工", dt(wd(7), 7))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("6月2号、3号晚上七点都加班", [cc("加班", dt(ymd(2057, 6, 2), 19)), cc("加班", dt(ymd(2057, 6, 3), 19))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("初二、初三 去走亲戚", [cc("去走亲戚", CHUER58), cc("去走亲戚", CHUSAN58)], cat=c,
       unsure="初二 01-25, 初三 01-26 (lunar-python)")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("发工资了 6800", la("6800", "salary", "工资", kind="income"), cat=c, unsure=WAGE)
    K("往家里寄了3000", la("3000", "other", "往家里寄"), cat=c, unsure=SENT)
    K("新目镜 680", la("680", "shopping", "目镜"), cat=c, unsure=SCOPE)
    K("收社费 1500", la("1500", "other", "社费", kind="income"), cat=c, unsure=DUES)
    K("花圈 200", la("200", "other", "花圈"), cat=c, unsure=FUNERAL)
    K("盒饭18", la("18", "food", "盒饭"), cat=c)
with use(now=NB, pref="past", **Z):
    K("殡仪馆押金 2000", la("2000", "other", "殡仪馆押金"), cat=c, unsure=FUNERAL)
    K("保险赔款到账20万", la("200000", "other", "保险赔款", kind="income"), cat=c, unsure=INSURE)
    K("律师费3500 交了", la("3500", "other", "律师费"), cat=c, unsure=LAWYER)
    K("房租800", la("800", "housing", "房租"), cat=c)
    K("滤镜 125.5", la("125.5", "shopping", "滤镜"), cat=c, unsure=SCOPE)
    K("追悼会用的鲜花 360", la("360", "other", "鲜花"), cat=c, unsure=FUNERAL)
with use(now=NC, pref="past", **Z):
    K("买了回家的火车票 336", la("336", "transport", "火车票"), cat=c)
    K("工钱结了 8600", la("8600", "salary", "工钱", kind="income"), cat=c, unsure=WAGE)
    K("寄回家5000", la("5000", "other", "寄回家"), cat=c, unsure=SENT)
    K("赤道仪 1.2万", la("12000", "shopping", "赤道仪"), cat=c, unsure=SCOPE)
    K("骨灰盒2800", la("2800", "other", "骨灰盒"), cat=c, unsure=FUNERAL)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("上周一发的工钱 6500", la("6500", "salary", "工钱", kind="income", d=wk(-1, 1)), cat=c, unsure="上周一 said Friday = 07-30; " + WAGE)
    K("七夕那天订的花圈 400", la("400", "other", "花圈", d=QIXI57), cat=c, unsure="七夕 2057 = 08-06 (lunar-python); " + FUNERAL)
with use(now=NB, pref="past", **Z):
    K("上周六往家里寄了2500", la("2500", "other", "往家里寄", d=wk(-1, 6)), cat=c, unsure="上周六 said Thursday = 05-26; " + SENT)
    K("昨天买的寻星镜 560", la("560", "shopping", "寻星镜", d=rel(-1)), cat=c, unsure=SCOPE)
with use(now=NC, pref="past", **Z):
    K("小年那天发的工钱 7200", la("7200", "salary", "工钱", kind="income", d=XIAONIAN58), cat=c, conv="xiaonian-north",
      unsure="小年 = 2058-01-17 (lunar-python); " + WAGE)
    K("周六收的社费 800", la("800", "other", "社费", kind="income", d=wd(6)), cat=c, unsure="周六 said Monday, looking back = 01-19; " + DUES)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周末都安排了啥", cl(wd(6), wd(7)), cat=c)
    K("下周都有啥事", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("今年望远镜配件一共花了多少", ls(ymd(2057, 1, 1), ymd(2057, 12, 31), "shopping"), cat=c, unsure=SCOPE)
    K("上个月往家里寄了多少", ls(ymd(2057, 7, 1), ymd(2057, 7, 31), "other"), cat=c, unsure=SENT + "; the look-up takes that category")
    K("观星器材最近十笔账列一下", ll(category="shopping", limit=10), cat=c, unsure=SCOPE)
with use(now=NB, pref="future", **Z):
    K("下个月上旬都排了啥", cl(ymd(2057, 6, 1), ymd(2057, 6, 10)), cat=c, conv="month-parts")
    K("端午那天有啥安排", cl(DUANWU57), cat=c, unsure="端午 2057 = 06-06 (lunar-python)")
with use(now=NB, pref="past", **Z):
    K("这个月办丧事一共花了多少", ls(ymd(2057, 5, 1), ymd(2057, 5, 31), "other"), cat=c, unsure=FUNERAL + "; the look-up takes that category")
    K("列一下最近五笔", ll(limit=5), cat=c)
with use(now=NC, pref="future", **Z):
    K("这礼拜都排了啥", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("初五那天都约了啥 要回城", cl(CHUWU58), cat=c, unsure="初五 2058 = 01-28 (lunar-python)")
with use(now=NC, pref="past", **Z):
    K("去年一共往家里寄了多少", ls(ymd(2057, 1, 1), ymd(2057, 12, 31), "other"), cat=c, unsure=SENT + "; the look-up takes that category")
    K("上个月工资一共多少", ls(ymd(2057, 12, 1), ymd(2057, 12, 31), "salary"), cat=c, unsure=WAGE)
    K("第四季度器材花了多少", ls(ymd(2057, 10, 1), ymd(2057, 12, 31), "shopping"), cat=c, conv="quarters",
      unsure="a bare Q4 said in January, looking back: 2057's; " + SCOPE)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("中元前还有啥事", cl(today(), ZHONGYUAN57), cat=c, conv="zh-qian-inclusive", unsure="中元 2057 = 08-14 (lunar-python)")
    K("月底前还有几场观测", cl(today(), ymd(2057, 8, 31)), cat=c, conv="zh-qian-inclusive")
    K("接下来三天有啥安排", cl(today(), rel(2)), cat=c, conv="n-days-counting-today", unsure="said 23:50: today counts as the first day")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止往家里寄了多少", ls(ymd(2057, 8, 1), today(), "other"), cat=c, conv="since", unsure=SENT)
with use(now=NB, pref="future", **Z):
    K("端午前都有啥安排", cl(today(), DUANWU57), cat=c, conv="zh-qian-inclusive", unsure="端午 2057 = 06-06 (lunar-python)")
    K("未来一周排了啥", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("办丧事这七天 一共花了多少钱", ls(rel(-6), today()), cat=c, unsure="这七天 read as the last seven days counting today; the funeral as context, no category")
with use(now=NC, pref="future", **Z):
    K("除夕前还有啥事", cl(today(), CHUXI58), cat=c, conv="zh-qian-inclusive", unsure="除夕 2058 = 01-23 (lunar-python)")
    K("月底前排了啥", cl(today(), ymd(2058, 1, 31)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("今年以来 一共花了多少 过个年", ls(ymd(2058, 1, 1), today()), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明晚北京有云吗 要观星", wx("Beijing", rel(1)), cat=c, unsure="明晚 said 23:50 = 08-11")
    KM("这周末承德天气 流星雨那两晚要观测", [wx("Chengde", wd(6)), wx("Chengde", wd(7))], cat=c)
    K("8月12号张家口晴不晴", wx("Zhangjiakou", ymd(2057, 8, 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上海下雨吗 要去殡仪馆", wx("Shanghai", rel(1)), cat=c)
    K("芒种那天下葬 杭州天气怎么样", wx("Hangzhou", MANGZHONG57), cat=c, unsure="芒种 2057 = 06-05 (lunar-python)")
    KM("下周二周三深圳天气 工地要浇混凝土", [wx("Shenzhen", wk(1, 2)), wx("Shenzhen", wk(1, 3))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    K("今天郑州冷不冷 在工地上干一天", wx("Zhengzhou"), cat=c)
    K("除夕那天阜阳会下雪吗 要坐车回家", wx("Fuyang", CHUXI58), cat=c, unsure="除夕 2058 = 01-23 (lunar-python)")
    KM("接下来三天西安天气", [wx("Xi'an", today()), wx("Xi'an", rel(1)), wx("Xi'an", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("观测完想跑一圈 明天早上广州适合跑步吗", ra("Guangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今晚成都适合跑步吗", ra("Chengdu"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六武汉能跑步不", ra("Wuhan", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("星空派对", dt(wd(6), 21), dt(rel(2), 1)), ev("星空派对", dt(wk(1, 6), 21), dt(wk(1, 7), 1))]
    K("这周六的星空派对挪到周日 时间不变", cu(0, title="星空派对", date=wd(6), start=dt(wd(7), 21)), cat=c, given=g, conv="move-keeps-clock",
      unsure="two star parties with the same title on different Saturdays")
    g = [ev("见律师", dt(wk(1, 2), 10), dt(wk(1, 2), 11)), ev("见保险公司", dt(wk(1, 2), 14), dt(wk(1, 2), 15))]
    K("下周二见律师改到下午三点", cu(0, title="见律师", date=wk(1, 2), start=dt(wk(1, 2), 15)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("去劳动局", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11)), ev("去新工地报到", dt(wk(1, 1), 7), dt(wk(1, 1), 8))]
    K("劳动局那个推迟一个小时", cu(0, title="劳动局", start=dt(wk(1, 3), 10, 30)), cat=c, given=g, conv="next-upcoming")
with use(now=NB, pref="future", **Z):
    g = [ev("水电工来爸家改线", dt(wk(1, 1), 9), dt(wk(1, 1), 11)), ev("水电工来爸家装灯", dt(wk(1, 4), 9), dt(wk(1, 4), 10))]
    K("周一水电工那次改到下午两点", cu(0, title="水电工", date=wk(1, 1), start=dt(wk(1, 1), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two contractor visits; 周一 said Thursday = 06-04")
    g = [ev("天文社观测", dt(DUANWU57, 21), dt(DUANWU57, 23)), ev("天文社开会", dt(today(), 19), dt(today(), 20))]
    K("端午那天的观测挪到6月9号 还是晚上九点", cu(0, title="观测", date=DUANWU57, start=dt(ymd(2057, 6, 9), 21)), cat=c, given=g,
      unsure="端午 2057 = 06-06 (lunar-python)")
    g = [ev("见律师", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), ev("去公证处", dt(wk(1, 5), 9), dt(wk(1, 5), 10))]
    K("律师那边说下周二的改成下午四点到五点", cu(0, title="律师", date=wk(1, 2), start=dt(wk(1, 2), 16), end=dt(wk(1, 2), 17)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("观测猎户座大星云", dt(CHUSAN58, 20), dt(CHUSAN58, 22)), ev("天文社聚会", dt(wd(2), 19), dt(wd(2), 21))]
    K("猎户座那次观测改名叫新年观测夜", cu(0, title="猎户座", new_title="新年观测夜"), cat=c, given=g, conv="next-upcoming")
    g = [ev("跟律师见面", dt(wd(2), 14), dt(wd(2), 15, 30)), ev("跟律师见面", dt(wk(1, 2), 14), dt(wk(1, 2), 15, 30))]
    K("明天跟律师见面那次提前半小时", cu(0, title="跟律师见面", date=rel(1), start=dt(rel(1), 13, 30)), cat=c, given=g,
      unsure="two meetings with the same lawyer on different days")
    g = [ev("工地上工", dt(rel(1), 7), dt(rel(1), 17)), ev("跟工头碰头", dt(rel(1), 6, 30), dt(rel(1), 7))]
    K("明天上工改到八点", cu(0, title="上工", date=rel(1), start=dt(rel(1), 8)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("爸的牙科复诊", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("爸的体检", dt(wk(1, 4), 9), dt(wk(1, 4), 11))]
    K("把爸下周二的牙科复诊取消了", cdel(0, title="牙科复诊", date=wk(1, 2)), cat=c, given=g, unsure="cancelling the late father's appointment")
    g = [ev("天文直播", dt(wd(7), 21), dt(wd(7), 23)), ev("寄望远镜", dt(wd(7), 15), dt(wd(7), 16))]
    K("周日的直播取消 云太厚", cdel(0, title="直播", date=wd(7)), cat=c, given=g, unsure="a live stream and a shipping run the same day; the reason as context")
    g = [ev("去山里观星", ymd(2057, 8, 20), ymd(2057, 8, 22)), ev("星空派对", dt(wd(6), 21), dt(rel(2), 1))]
    K("山里那趟不去了", cdel(0, title="山里"), cat=c, given=g, conv="next-upcoming")
with use(now=NB, pref="future", **Z):
    g = [ev("爸的复查", dt(rel(1), 9), dt(rel(1), 10)), ev("去殡仪馆签字", dt(rel(1), 10), dt(rel(1), 11))]
    K("爸明天的复查删掉吧 人已经不在了", cdel(0, title="复查", date=rel(1)), cat=c, given=g, unsure="the reason as context")
    g = [ev("加班", dt(ymd(2057, 6, 2), 19), dt(ymd(2057, 6, 2), 22)), ev("加班", dt(ymd(2057, 6, 3), 19), dt(ymd(2057, 6, 3), 22))]
    K("6月3号加班取消", cdel(1, title="加班", date=ymd(2057, 6, 3)), cat=c, given=g)
    g = [ev("电工来修电路", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("电工来装电表", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("周三电工那个不用来了", cdel(1, title="电工", date=wk(1, 3)), cat=c, given=g, unsure="two contractor visits; 周三 said Thursday = 06-06")
with use(now=NC, pref="future", **Z):
    g = [ev("爸的理疗", dt(wd(3), 9), dt(wd(3), 10)), ev("爸的理疗", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("周三爸的理疗取消", cdel(0, title="理疗", date=wd(3)), cat=c, given=g, unsure="two sessions with the same title on different days")
    g = [ev("天文社聚会", dt(wd(2), 19), dt(wd(2), 21)), ev("天文社年会", dt(nth(2058, 2, 1, 6), 14), dt(nth(2058, 2, 1, 6), 17))]
    K("周二的聚会不办了", cdel(0, title="聚会", date=wd(2)), cat=c, given=g)
    g = [ev("放假回老家", ymd(2058, 1, 22), ymd(2058, 2, 5)), ev("工地上工", dt(rel(1), 7), dt(rel(1), 17))]
    K("回老家那个删了 活儿没干完走不了", cdel(0, title="回老家"), cat=c, given=g, conv="next-upcoming", unsure="the reason as context")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("工资6800 寄回家3000", [la("6800", "salary", "工资", kind="income"), la("3000", "other", "寄回家")], cat=c, unsure=WAGE + "; " + SENT)
    KM("记一下收了社费1500 下个月第二个周六星空派对",
       [la("1500", "other", "社费", kind="income"), cc("星空派对", nth(2057, 9, 2, 6))], cat=c, unsure=DUES)
with use(now=NA, pref="future", **Z):
    KM("8月20号到22号去山里观星 顺便看看那几天承德天气",
       [cc("去山里观星", ymd(2057, 8, 20), ymd(2057, 8, 22)), wx("Chengde", ymd(2057, 8, 20)), wx("Chengde", ymd(2057, 8, 21)),
        wx("Chengde", ymd(2057, 8, 22))], cat=c)
    KM("明天上午十点追悼会 后天下午两点见律师", [cc("追悼会", dt(rel(1), 10)), cc("见律师", dt(rel(2), 14))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("保险赔款20万到账 律师费付了3500", [la("200000", "other", "保险赔款", kind="income"), la("3500", "other", "律师费")], cat=c,
       unsure=INSURE + "; " + LAWYER)
    KM("花圈400 鲜花360", [la("400", "other", "花圈"), la("360", "other", "鲜花")], cat=c, unsure=FUNERAL)
with use(now=NB, pref="future", **Z):
    KM("端午回老家 帮我查下那天合肥天气", [cc("回老家", DUANWU57), wx("Hefei", DUANWU57)], cat=c, unsure="端午 2057 = 06-06 (lunar-python)")
    KM("下周二见律师挪到周三同一时间 再把下周四爸的复查删了",
       [cu(0, title="见律师", date=wk(1, 2), start=dt(wk(1, 3), 15)), cdel(1, title="复查", date=wk(1, 4))], cat=c,
       given=[ev("见律师", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), ev("爸的复查", dt(wk(1, 4), 9), dt(wk(1, 4), 10))],
       conv="move-keeps-clock", unsure="周三 after 下周二 read as next week's Wednesday 06-06")
with use(now=NC, pref="past", **Z):
    KM("工钱结了8600 火车票336", [la("8600", "salary", "工钱", kind="income"), la("336", "transport", "火车票")], cat=c, unsure=WAGE)
with use(now=NC, pref="future", **Z):
    KM("除夕有啥安排 再查下阜阳那天天气", [cl(CHUXI58), wx("Fuyang", CHUXI58)], cat=c, unsure="除夕 2058 = 01-23 (lunar-python)")
    KM("明天早上七点上工 晚上七点天文社聚餐", [cc("上工", dt(rel(1), 7)), cc("天文社聚餐", dt(rel(1), 19))], cat=c, unsure="the day said once for both")
