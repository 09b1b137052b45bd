"""Round 36 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a phone-repair shop owner (repairs promised by a clock or a day, parts and screens bought, customers paying
as income, a supplier delivery window, a trade fair over two days, moving a pickup, cancelling an order, parts last
month), a nursing student on clinical placements (placement shifts at set clocks, an exam, a skills lab, tuition and
uniforms, a part-time job's pay as income, a study group moved, the weather for a commute, books this term) and a couple
who foster rescue dogs (vet visits at set clocks, adoption events on weekends, donations received as income, food and
crates, a home check, a transport run over two days, cancelling a visit, the vet this quarter).  In everyday
proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest
changes, cancellations and several requests at once.

Reference times (see time_r36.py): NA = 2052-10-01T09:40 Tuesday, 国庆 morning (上午 in progress; a bare 9 → tomorrow
09:00, a bare 10 → today 10:00; 周二早上 over → 10-08; this week 09-30 … 10-06, this weekend 10-05/06; 寒露 Monday 10-07,
重阳 Wednesday 10-30, 月底 Thursday 10-31); NB = 2053-01-01T10:00 Wednesday, 元旦 (上午 in progress; a bare 9 → tomorrow
09:00, a bare 11 → today 11:00; 周三早上 over → 01-08; this weekend 01-04/05; 小寒 01-05, 腊八 01-27, 除夕 02-18, 春节
02-19; 去年 = 2052); NC = 2052-07-04T16:00 Thursday (下午 in progress; a bare 5 → 17:00 today, a bare 3 → tomorrow
15:00, a bare 8 → 20:00; 周四上午 over → 07-11; 小暑 Saturday 07-06, 月底 Wednesday 07-31, 七夕 = 建军节 08-01)."""
from lib import *

NA = "2052-10-01T09:40:00"  # Tuesday 09:40, 国庆
NB = "2053-01-01T10:00:00"  # Wednesday 10:00, 元旦
NC = "2052-07-04T16:00:00"  # Thursday 16:00
Z = dict(lang="zh", tz="Asia/Shanghai")
HANLU = ymd(2052, 10, 7)
CHONGYANG = ymd(2052, 10, 30)
ZHONGQIU = ymd(2052, 9, 7)
XIAOHAN = ymd(2053, 1, 5)
LABA = ymd(2053, 1, 27)
CHUXI = ymd(2053, 2, 18)
CHUNJIE = ymd(2053, 2, 19)
XIAOSHU = ymd(2052, 7, 6)
QIXI = ymd(2052, 8, 1)
REPAIR = "customers paying for repairs filed as salary income (paid for one's own work)"
PARTS = "phone parts and screens bought for the shop filed as shopping"
DON = "donations received for the foster dogs filed as income of category other"
KIBBLE = "food for the foster dogs filed as shopping"
VET = "vet bills for the foster dogs filed as health"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午十点给客户换屏", cc("给客户换屏", dt(rel(1), 10)), cat=c)
    K("周六下午三点带狗狗去打疫苗", cc("带狗狗去打疫苗", dt(wd(6), 15)), cat=c)
    K("10月8号早上七点 去医院实习报到", cc("去医院实习报到", dt(ymd(2052, 10, 8), 7)), cat=c)
    K("下周四下午两点到四点 供应商送货", cc("供应商送货", dt(wk(1, 4), 14), dt(wk(1, 4), 16)), cat=c)
    K("十点 王姐来取手机", cc("王姐来取手机", dt(today(), 10)), cat=c, conv="bare-hour")
    K("九点开店", cc("开店", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed, before noon: tomorrow 09:00")
    K("10月12号到13号 去深圳参加配件展", cc("去深圳参加配件展", ymd(2052, 10, 12), ymd(2052, 10, 13)), cat=c,
      unsure="the destination stays in the title")
    K("周五早上七点到下午三点 外科实习", cc("外科实习", dt(wd(5), 7), dt(wd(5), 15)), cat=c)
    K("周四下午五点 客户来取那台苹果", cc("客户来取那台苹果", dt(wd(4), 17)), cat=c)
    K("周二晚上八点学习小组 哦不对 八点半", cc("学习小组", dt(today(), 20, 30)), cat=c, unsure="a correction inside the message: 20:30 replaces 20:00; 周二 is today")
    K("周二早上八点去病房跟班", cc("去病房跟班", dt(wk(1, 2), 8)), cat=c, unsure="周二早上八点 said Tuesday 09:40 has passed: next Tuesday 10-08")
with use(now=NB, pref="future", **Z):
    K("明天下午三点狗狗绝育复查", cc("狗狗绝育复查", dt(rel(1), 15)), cat=c)
    K("周五晚上七点学习小组", cc("学习小组", dt(wd(5), 19)), cat=c)
    K("1月9号早上八点 内科护理考试", cc("内科护理考试", dt(ymd(2053, 1, 9), 8)), cat=c)
    K("下周一上午九点半供应商送电池", cc("供应商送电池", dt(wk(1, 1), 9, 30)), cat=c)
    K("十一点 李哥来拿手机", cc("李哥来拿手机", dt(today(), 11)), cat=c, conv="bare-hour")
    K("1月10号到11号 开车去外地接狗", cc("开车去外地接狗", ymd(2053, 1, 10), ymd(2053, 1, 11)), cat=c)
    K("刚跟领养人约好了 周六下午两点来家访", cc("来家访", dt(wd(6), 14)), cat=c, unsure="约好了 as context")
    K("周三上午十一点半给狗剪指甲", cc("给狗剪指甲", dt(today(), 11, 30)), cat=c, unsure="周三上午 said Wednesday 10:00 is in progress; 11:30 is ahead: today")
    K("嗯 下周二 技能实训 下午一点到五点", cc("技能实训", dt(wk(1, 2), 13), dt(wk(1, 2), 17)), cat=c)
    K("周日 领养日 在宠物店门口 早上九点开始", cc("领养日", dt(wd(7), 9), location="宠物店门口"), cat=c,
      unsure="the day, place and clock said apart")
with use(now=NC, pref="future", **Z):
    K("明天上午十点领养家庭来家访", cc("领养家庭来家访", dt(rel(1), 10)), cat=c)
    K("下周二早上七点半去儿科实习", cc("去儿科实习", dt(wk(1, 2), 7, 30)), cat=c)
    K("7月20号下午两点 领养日", cc("领养日", dt(ymd(2052, 7, 20), 14)), cat=c)
    K("周六上午九点到十一点 技能实训", cc("技能实训", dt(wd(6), 9), dt(wd(6), 11)), cat=c)
    K("五点客户来取机", cc("客户来取机", dt(today(), 17)), cat=c, conv="bare-hour")
    K("三点去电子市场进货", cc("去电子市场进货", dt(rel(1), 15)), cat=c, conv="bare-hour", unsure="a bare 3 reads 15:00, passed at 16:00: tomorrow 15:00")
    K("八点遛狗", cc("遛狗", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: the pm reading 20:00 is ahead")
    K("7月13号到14号 开车把狗送去外省", cc("开车把狗送去外省", ymd(2052, 7, 13), ymd(2052, 7, 14)), cat=c)
    K("周四上午九点带狗看兽医", cc("带狗看兽医", dt(wk(1, 4), 9)), cat=c, unsure="周四上午九点 said Thursday 16:00 has passed: next Thursday 07-11")
    K("下周一中午十二点 主板修好交给客户", cc("主板修好交给客户", dt(wk(1, 1), 12)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("周六上午十点领养活动 在万达广场", cc("领养活动", dt(wd(6), 10), location="万达广场"), cat=c)
    K("10月8号早上七点实习报到 地点：市一院护理部", cc("实习报到", dt(ymd(2052, 10, 8), 7), location="市一院护理部"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午三点复查 地点是安心宠物医院", cc("复查", dt(rel(1), 15), location="安心宠物医院"), cat=c)
    K("周五晚上七点学习小组 在图书馆三楼", cc("学习小组", dt(wd(5), 19), location="图书馆三楼"), cat=c)
with use(now=NC, pref="future", **Z):
    K("7月20号下午两点领养日 在滨江公园", cc("领养日", dt(ymd(2052, 7, 20), 14), location="滨江公园"), cat=c)
    K("下周三上午十点跟供应商见面 地点：华强北", cc("跟供应商见面", dt(wk(1, 3), 10), location="华强北"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("寒露那天带狗去打针", cc("带狗去打针", HANLU), cat=c, unsure="寒露 2052 = 10-07 (lunar-python, PyEphem)")
    K("重阳 去养老院做护理志愿者", cc("去养老院做护理志愿者", CHONGYANG), cat=c, unsure="重阳 2052 = 10-30 (lunar-python)")
    K("万圣节下午两点 领养活动", cc("领养活动", dt(ymd(2052, 10, 31), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("腊八 店里煮粥", cc("店里煮粥", LABA), cat=c, unsure="腊八 2053 = 01-27 (lunar-python)")
    K("除夕 店里不开门", cc("店里不开门", CHUXI), cat=c, unsure="除夕 2053 = 02-18 (lunar-python)")
    K("小寒上午十点带狗打疫苗", cc("带狗打疫苗", dt(XIAOHAN, 10)), cat=c, unsure="小寒 2053 = 01-05 (lunar-python, PyEphem)")
with use(now=NC, pref="future", **Z):
    K("七夕 店里搞贴膜优惠", cc("店里搞贴膜优惠", QIXI), cat=c, unsure="七夕 2052 = 08-01 (lunar-python), also 建军节")
    K("小暑 领养日", cc("领养日", XIAOSHU), cat=c, unsure="小暑 2052 = 07-06 (lunar-python, PyEphem)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("半小时后提醒我去拿配件", cc("去拿配件", dt(today(), 10, 10)), cat=c)
    K("三天后带狗去复查", cc("带狗去复查", rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("四十分钟后提醒我给狗喂药", cc("给狗喂药", dt(today(), 10, 40)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一个钟头后提醒我去拿屏幕", cc("去拿屏幕", dt(today(), 17)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週五下午三點 帶狗去看獸醫", cc("帶狗去看獸醫", dt(wd(5), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜四晚上八點 學習小組", cc("學習小組", dt(wd(4), 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天下午兩點 帶狗打針", cc("帶狗打針", dt(rel(2), 14)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("10.18 护理技能考试", cc("护理技能考试", ymd(2052, 10, 18)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2053/1/18 技能考核", cc("技能考核", ymd(2053, 1, 18)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20520715 交实习报告", cc("交实习报告", ymd(2052, 7, 15)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("这个月最后一个周六 领养日", cc("领养日", lastwd(2052, 10, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第一个周六 领养日", cc("领养日", nth(2053, 2, 1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第二个周日 领养日", cc("领养日", nth(2052, 8, 2, 7)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻十一点去宠物医院", cc("去宠物医院", dt(today(), 10, 45)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("五点半关店", cc("关店", dt(today(), 17, 30)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周六周日上午十点都有领养活动", [cc("领养活动", dt(wd(6), 10)), cc("领养活动", dt(wd(7), 10))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周四周五早上七点都要去医院", [cc("去医院", dt(wd(4), 7)), cc("去医院", dt(wd(5), 7))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("明天后天晚上七点都去遛狗", [cc("遛狗", dt(rel(1), 19)), cc("遛狗", dt(rel(2), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("收了换屏的钱 380", la("380", "salary", "换屏", kind="income"), cat=c, unsure=REPAIR)
    K("进了五块屏幕 1300", la("1300", "shopping", "屏幕"), cat=c, unsure=PARTS)
    K("狗粮 230", la("230", "shopping", "狗粮"), cat=c, unsure=KIBBLE)
    K("收到捐款500", la("500", "other", "捐款", kind="income"), cat=c, unsure=DON)
    K("护士鞋 199", la("199", "shopping", "护士鞋"), cat=c)
with use(now=NB, pref="past", **Z):
    K("下学期学费 6500", la("6500", "education", "下学期学费"), cat=c)
    K("兼职工资到账 1100", la("1100", "salary", "兼职工资", kind="income"), cat=c)
    K("狗笼两个 598", la("598", "shopping", "狗笼"), cat=c)
    K("兽医 540", la("540", "health", "兽医"), cat=c, unsure=VET)
with use(now=NC, pref="past", **Z):
    K("修主板收了 450", la("450", "salary", "修主板", kind="income"), cat=c, unsure=REPAIR)
    K("护士服两套 240", la("240", "shopping", "护士服"), cat=c)
    K("电池十块 400", la("400", "shopping", "电池"), cat=c, unsure=PARTS)
    K("驱虫药 88", la("88", "health", "驱虫药"), cat=c, unsure="deworming medicine for the foster dogs filed as health")
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("中秋那天收的捐款 800", la("800", "other", "捐款", kind="income", d=ZHONGQIU), cat=c, unsure="中秋 2052 = 09-07; " + DON)
    K("昨天买的狗粮 260", la("260", "shopping", "狗粮", d=rel(-1)), cat=c, unsure=KIBBLE)
with use(now=NB, pref="past", **Z):
    K("平安夜收的修理费 620", la("620", "salary", "修理费", kind="income", d=ymd(2052, 12, 24)), cat=c, unsure=REPAIR)
    K("前天进的电池 300", la("300", "shopping", "电池", d=rel(-2)), cat=c, unsure=PARTS)
with use(now=NC, pref="past", **Z):
    K("周一买的教材 312", la("312", "education", "教材", d=wd(1)), cat=c, unsure="周一 said Thursday, looking back: 07-01")
    K("建党节那天兽医 540", la("540", "health", "兽医", d=ymd(2052, 7, 1)), cat=c, unsure=VET)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周还有啥安排", cl(today(), wd(7)), cat=c, unsure="said Tuesday: this week's rest 10-01 … 10-06")
    K("下周实习排了几个班", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("周末领养活动都排上了没", cl(wd(6), wd(7)), cat=c, unsure="a question read as a calendar look-up of the weekend 10-05/06")
with use(now=NA, pref="past", **Z):
    K("上个月配件花了多少", ls(ymd(2052, 9, 1), ymd(2052, 9, 30), "shopping"), cat=c, unsure=PARTS)
    K("九月份修手机收了多少", ls(ymd(2052, 9, 1), ymd(2052, 9, 30), "salary"), cat=c, unsure=REPAIR)
with use(now=NB, pref="future", **Z):
    K("下周店里和实习都有啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("1月中旬考试排了几场", cl(ymd(2053, 1, 11), ymd(2053, 1, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("去年一共收到多少捐款", ls(ymd(2052, 1, 1), ymd(2052, 12, 31), "other"), cat=c, unsure="said 2053-01-01: 去年 = 2052; " + DON)
    K("上个月记的账列一下", ll(ymd(2052, 12, 1), ymd(2052, 12, 31)), cat=c)
    K("这学期买书花了多少 从9月到现在", ls(ymd(2052, 9, 1), today(), "education"), cat=c, conv="since",
      unsure="这学期 made explicit as 9月到现在 = 2052-09-01 … today; books as education")
with use(now=NC, pref="future", **Z):
    K("这周末领养活动有什么安排", cl(wd(6), wd(7)), cat=c)
    K("7月下旬实习怎么排的", cl(ymd(2052, 7, 21), ymd(2052, 7, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度兽医花了多少", ls(ymd(2052, 7, 1), ymd(2052, 9, 30), "health"), cat=c, conv="quarters", unsure=VET + "; Q3 only begun")
    K("上半年狗粮一共花了多少", ls(ymd(2052, 1, 1), ymd(2052, 6, 30), "shopping"), cat=c, conv="halves", unsure=KIBBLE)
    K("最近记的五笔账列一下", ll(limit=5), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有几场领养活动", cl(today(), ymd(2052, 10, 31)), cat=c, conv="zh-qian-inclusive")
    K("接下来一周店里有啥安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("本月至今修机收了多少", ls(ymd(2052, 10, 1), today(), "salary"), cat=c, conv="since", unsure="said 10-01: today alone; " + REPAIR)
with use(now=NB, pref="future", **Z):
    K("春节前都有哪些安排", cl(today(), CHUNJIE), cat=c, conv="zh-qian-inclusive", unsure="春节 2053 = 02-19 (lunar-python)")
    K("这周内还有啥没做的", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Wednesday: today … 01-05")
with use(now=NB, pref="past", **Z):
    K("过去三十天兽医花了多少", ls(rel(-29), today(), "health"), cat=c, unsure=VET)
with use(now=NC, pref="future", **Z):
    K("建军节前还有几个班", cl(today(), ymd(2052, 8, 1)), cat=c, conv="zh-qian-inclusive")
    K("未来十天实习和兽医有什么安排", cl(today(), rel(9)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("今年以来配件一共花了多少", ls(ymd(2052, 1, 1), today(), "shopping"), cat=c, conv="since", unsure=PARTS)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天早上骑车去医院 长沙会下雨吗", wx("Changsha", rel(1)), cat=c, unsure="the commute as context, only the weather asked")
    KM("这周末成都天气 要办领养活动", [wx("Chengdu", wd(6)), wx("Chengdu", wd(7))], cat=c)
    K("12号去深圳参展 那天深圳天气咋样", wx("Shenzhen", ymd(2052, 10, 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天武汉冷不冷", wx("Wuhan", rel(1)), cat=c)
    KM("1月10号到11号合肥天气 要开车去接狗", [wx("Hefei", ymd(2053, 1, 10)), wx("Hefei", ymd(2053, 1, 11))], cat=c)
with use(now=NC, pref="future", **Z):
    K("周六郑州热不热", wx("Zhengzhou", wd(6)), cat=c)
    KM("明后两天广州天气", [wx("Guangzhou", rel(1)), wx("Guangzhou", rel(2))], cat=c)
    K("13号开车送狗 看下西安天气", wx("Xi'an", ymd(2052, 7, 13)), cat=c, unsure="13号 said 07-04 = 07-13; the transport as context")
c = "running"
with use(now=NA, pref="future", **Z):
    K("今天下午杭州适合跑步吗", ra("Hangzhou"), cat=c, unsure="今天下午 gives the day only (today)")
with use(now=NB, pref="future", **Z):
    K("明早北京能跑步不", ra("Beijing", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日厦门适合跑步吗", ra("Xiamen", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("王姐取手机", dt(today(), 10), dt(today(), 10, 30)), ev("张哥取手机", dt(rel(1), 10), dt(rel(1), 10, 30))]
    K("王姐取手机改到下午四点", cu(0, title="王姐取手机", start=dt(today(), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("学习小组", dt(today(), 20), dt(today(), 22)), ev("学习小组", dt(wk(1, 2), 20), dt(wk(1, 2), 22))]
    K("今晚的学习小组挪到周四 时间不变", cu(0, title="学习小组", date=today(), start=dt(wd(4), 20)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("带狗看兽医", dt(wd(5), 15), dt(wd(5), 16)), ev("带狗打疫苗", dt(wd(6), 15), dt(wd(6), 16))]
    K("周五看兽医推迟半小时", cu(0, title="看兽医", date=wd(5), start=dt(wd(5), 15, 30)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("领养家庭家访", dt(wd(6), 14), dt(wd(6), 15)), ev("领养家庭家访", dt(wk(1, 6), 14), dt(wk(1, 6), 15))]
    K("这周六的家访改到周日", cu(0, title="家访", date=wd(6), start=dt(wd(7), 14)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("供应商送电池", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 10, 30)), ev("供应商送屏幕", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    K("送电池那个改成下午两点到四点", cu(0, title="送电池", start=dt(wk(1, 1), 14), end=dt(wk(1, 1), 16)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("技能实训", dt(wd(6), 9), dt(wd(6), 11)), ev("学习小组", dt(wd(6), 14), dt(wd(6), 16))]
    K("周六实训的地点改成三号楼模拟病房", cu(0, title="实训", date=wd(6), location="三号楼模拟病房"), cat=c, given=g)
    g = [ev("领养日", dt(ymd(2052, 7, 20), 14), dt(ymd(2052, 7, 20), 17)), ev("领养日", dt(nth(2052, 8, 2, 7), 14), dt(nth(2052, 8, 2, 7), 17))]
    K("20号的领养日往后推一周", cu(0, title="领养日", date=ymd(2052, 7, 20), start=dt(ymd(2052, 7, 27), 14)), cat=c, given=g)
    g = [ev("客户来取机", dt(today(), 17), dt(today(), 17, 30)), ev("去电子市场进货", dt(rel(1), 15), dt(rel(1), 17))]
    K("取机那个改名叫陈先生取平板", cu(0, title="取机", new_title="陈先生取平板"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("配件订单到货", dt(wk(1, 4), 14), dt(wk(1, 4), 16)), ev("供应商送屏幕", dt(wk(1, 2), 10), dt(wk(1, 2), 11))]
    K("那批配件的订单取消了 下周四的到货删了吧", cdel(0, title="到货", date=wk(1, 4)), cat=c, given=g,
      unsure="cancelling the order as context; the delivery on next Thursday is what is deleted")
    g = [ev("带狗打疫苗", dt(wd(6), 15), dt(wd(6), 16)), ev("领养活动", dt(wd(6), 10), dt(wd(6), 12))]
    K("周六打疫苗不去了", cdel(0, title="打疫苗", date=wd(6)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("狗狗绝育复查", dt(rel(1), 15), dt(rel(1), 16)), ev("狗狗洗澡", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天的复查取消 医生说不用去了", cdel(0, title="复查", date=rel(1)), cat=c, given=g)
    g = [ev("直播卖配件", dt(wd(5), 20), dt(wd(5), 22)), ev("快递发货", dt(wd(5), 16), dt(wd(5), 17))]
    K("周五晚上的直播删掉", cdel(0, title="直播", date=wd(5)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("带狗看兽医", dt(wk(1, 4), 9), dt(wk(1, 4), 10)), ev("带狗打针", dt(rel(2), 14), dt(rel(2), 15))]
    K("看兽医那个删了", cdel(0, title="看兽医"), cat=c, given=g, conv="next-upcoming")
    g = [ev("开车把狗送去外省", ymd(2052, 7, 13), ymd(2052, 7, 14)), ev("领养日", dt(ymd(2052, 7, 20), 14), dt(ymd(2052, 7, 20), 17))]
    K("送去外省那趟取消了 领养人反悔了", cdel(0, title="送去外省"), cat=c, given=g, unsure="the adopter backing out as the reason")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("屏幕260 电池45 排线18", [la("260", "shopping", "屏幕"), la("45", "shopping", "电池"), la("18", "shopping", "排线")], cat=c, unsure=PARTS)
with use(now=NA, pref="future", **Z):
    KM("12号去深圳参展 顺便查下那天深圳天气", [cc("去深圳参展", ymd(2052, 10, 12)), wx("Shenzhen", ymd(2052, 10, 12))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("收到捐款800 狗粮花了230", [la("800", "other", "捐款", kind="income"), la("230", "shopping", "狗粮")], cat=c, unsure=DON + "; " + KIBBLE)
with use(now=NB, pref="future", **Z):
    KM("周五上午九点带大黄看兽医 下午三点带小花打疫苗", [cc("带大黄看兽医", dt(wd(5), 9)), cc("带小花打疫苗", dt(wd(5), 15))], cat=c,
       unsure="two dogs the same day, the day said once")
    KM("下周一送电池的取消 送屏幕的改到上午十点",
       [cdel(0, title="送电池", date=wk(1, 1)), cu(1, title="送屏幕", start=dt(wk(1, 3), 10))], cat=c,
       given=[ev("供应商送电池", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 10, 30)), ev("供应商送屏幕", dt(wk(1, 3), 14), dt(wk(1, 3), 15))],
       conv="clock-only-keeps-day")
with use(now=NC, pref="past", **Z):
    KM("今天学费6500 护士服240 书312", [la("6500", "education", "学费"), la("240", "shopping", "护士服"), la("312", "education", "书")], cat=c)
with use(now=NC, pref="future", **Z):
    KM("这周末有啥 再看下周六郑州天气", [cl(wd(6), wd(7)), wx("Zhengzhou", wd(6))], cat=c)
    KM("记一下修屏收了380 明天上午十点家访", [la("380", "salary", "修屏", kind="income"), cc("家访", dt(rel(1), 10))], cat=c, unsure=REPAIR)
