"""Round 22 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a small-town family doctor with a clinic (门诊, 出诊 to villages, 值夜班, 病例讨论, 医学会议 over several days,
继续教育 courses, 诊所房租, 药品进货, 诊费 as income, 体检 booked by patient name: 张阿姨, 王大爷, 李老师), a couple planning
a long holiday abroad (签证 and 面签, 机票, 酒店 per night in EUR and JPY, 行程 days as multi-day events, 换汇, 保险,
宠物寄养, the weather in Rome, Paris, Tokyo and Kyoto, bookings changed and cancelled) and a community volunteer running
a food bank and a youth football team (分拣 shifts, 募捐 received as income, 采购 for the food bank, 比赛 on weekends with
weather checks, 训练 twice a week, 家长会, 球衣, 俱乐部报销).  In everyday proportion: about two fifths new events, a
sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests.

Reference times (see time_r22.py): NA = 2028-04-04T19:40 Tuesday, 清明 evening (今晚 in progress; a bare 7 reads
tomorrow 19:00, a bare 8/9 tonight; 五一 Monday 05-01, 月底 Sunday 04-30); NB = 2028-09-16T00:20 Saturday just after
midnight (今天 = Saturday, 今晚 read as Saturday evening, 明天 = Sunday, flagged; 周五晚上 moves a week; a bare 8 reads
08:00 today); NC = 2028-08-07T07:45 Monday, the first Monday of August, 立秋 (早上 in progress; a bare 7 reads 19:00, a
bare 8 08:00 today; 月初/上旬 = 08-01 … 08-10, 月底 Thursday 08-31)."""
from lib import *

NA = "2028-04-04T19:40:00"  # Tuesday 19:40, 清明: bare 7 → tomorrow 19:00, bare 8/9 → tonight
NB = "2028-09-16T00:20:00"  # Saturday 00:20: today Saturday; bare 8 → 08:00 today, bare 1 → 13:00
NC = "2028-08-07T07:45:00"  # Monday 07:45, 立秋: 早上 in progress; bare 7 → 19:00, bare 8 → 08:00
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午九点门诊加号", cc("门诊加号", dt(rel(1), 9)), cat=c)
    K("周四下午两点到五点 出诊", cc("出诊", dt(wd(4), 14), dt(wd(4), 17)), cat=c)
    K("礼拜五病例讨论 晚上七点半", cc("病例讨论", dt(wd(5), 19, 30)), cat=c, unsure="礼拜五 … 晚上七点半 said apart: one entity")
    K("4月20号上午十点去领馆面签", cc("去领馆面签", dt(ymd(2028, 4, 20), 10)), cat=c)
    K("下周三晚上六点到八点 球队训练", cc("球队训练", dt(wk(1, 3), 18), dt(wk(1, 3), 20)), cat=c)
    K("八点跟旅行社视频", cc("跟旅行社视频", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 19:40 reads 20:00 tonight")
    K("七点 夜班交接", cc("夜班交接", dt(rel(1), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 19:40 has passed: tomorrow 19:00")
    K("今晚十一点值班 记一下", cc("值班", dt(today(), 23)), cat=c)
    K("4月20号到23号 广州医学会议", cc("广州医学会议", ymd(2028, 4, 20), ymd(2028, 4, 23)), cat=c)
    K("五一到五号 带老婆去罗马", cc("带老婆去罗马", ymd(2028, 5, 1), ymd(2028, 5, 5)), cat=c,
      unsure="五一到五号: 05-01 through 05-05, an all-day trip")
    K("月底 交诊所房租", cc("交诊所房租", ymd(2028, 4, 30)), cat=c, conv="month-end-bare")
    K("后天给王大爷体检", cc("给王大爷体检", rel(2)), cat=c)
    K("嗯 周六上午 分拣 九点到十一点吧", cc("分拣", dt(wd(6), 9), dt(wd(6), 11)), cat=c,
      unsure="周六上午 … 九点到十一点 said apart: one entity")
    K("明天下午三点 李老师体检 哦不对 四点", cc("李老师体检", dt(rel(1), 16)), cat=c,
      unsure="a correction inside the message: 16:00 replaces 15:00")
    K("周日下午三点主场比赛", cc("主场比赛", dt(wd(7), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("八点分拣", cc("分拣", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:20 Saturday reads 08:00 today")
    K("一点比赛开球", cc("比赛开球", dt(today(), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:20 reads 13:00 today")
    K("今晚七点家长群开会", cc("家长群开会", dt(today(), 19)), cat=c,
      unsure="said Saturday 00:20: 今晚 read as Saturday evening")
    K("明天上午十点 客场比赛", cc("客场比赛", dt(rel(1), 10)), cat=c, unsure="明天 said at 00:20 Saturday: Sunday 09-17")
    K("周六上午九点到十二点分拣", cc("分拣", dt(today(), 9), dt(today(), 12)), cat=c,
      unsure="周六 said at 00:20 Saturday: today")
    K("下周二傍晚五点半训练", cc("训练", dt(wk(1, 2), 17, 30)), cat=c)
    K("9月25号早上七点的航班 飞大阪", cc("飞大阪", dt(ymd(2028, 9, 25), 7)), cat=c,
      unsure="the title is the flight's purpose; 的航班 dropped")
    K("9月25号到10月8号 日本行程", cc("日本行程", ymd(2028, 9, 25), ymd(2028, 10, 8)), cat=c)
    K("周五晚上训练 记上", cc("训练", dt(wd(5), 18), dt(wd(5) + td(days=1), 0)), cat=c,
      conv="rollover-part", unsure="周五晚上 said Saturday 00:20 is over: next Friday 09-22; a part of day gives the real bounds 18:00–00:00")
    K("下周一到周三 医学会议", cc("医学会议", wk(1, 1), wk(1, 3)), cat=c)
    K("9月24号 把狗送去寄养", cc("把狗送去寄养", ymd(2028, 9, 24)), cat=c)
    K("凌晨三点起来看航班 提醒我", cc("起来看航班", dt(today(), 3)), cat=c,
      unsure="凌晨三点 with no day at 00:20: today 03:00")
with use(now=NC, pref="future", **Z):
    K("七点家长会", cc("家长会", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:45 reads 19:00 today")
    K("八点开门诊", cc("开门诊", dt(today(), 8)), cat=c, conv="bare-hour")
    K("明天下午三点给张阿姨体检", cc("给张阿姨体检", dt(rel(1), 15)), cat=c)
    K("8月12号上午十点 杯赛", cc("杯赛", dt(ymd(2028, 8, 12), 10)), cat=c)
    K("周四出诊去李村 下午两点", cc("出诊去李村", dt(wd(4), 14)), cat=c,
      unsure="周四 … 下午两点 said apart: one entity; 去李村 is a destination inside the activity")
    K("今天上午十点 继续教育网课", cc("继续教育网课", dt(today(), 10)), cat=c)
    K("早上七点 送狗去寄养", cc("送狗去寄养", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day has passed at 07:45: tomorrow")
    K("8月16号到31号 欧洲", cc("欧洲", ymd(2028, 8, 16), ymd(2028, 8, 31)), cat=c,
      unsure="a bare destination as the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周六上午九点 分拣 在社区食物银行", cc("分拣", dt(wd(6), 9), location="社区食物银行"), cat=c)
    K("明天下午两点 出诊 地点：王家庄", cc("出诊", dt(rel(1), 14), location="王家庄"), cat=c)
    K("下周三晚上六点训练 在二中操场", cc("训练", dt(wk(1, 3), 18), location="二中操场"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上午十点比赛 地点是体育公园3号场", cc("比赛", dt(rel(1), 10), location="体育公园3号场"), cat=c,
      unsure="明天 said at 00:20 Saturday: Sunday")
    K("下周四晚上七点家长会 在社区活动室", cc("家长会", dt(wk(1, 4), 19), location="社区活动室"), cat=c)
with use(now=NC, pref="future", **Z):
    K("8月20号上午九点面签 在美国领事馆", cc("面签", dt(ymd(2028, 8, 20), 9), location="美国领事馆"), cat=c)
    K("周五下午病例讨论 两点 在县医院会议室", cc("病例讨论", dt(wd(5), 14), location="县医院会议室"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("谷雨那天 义诊", cc("义诊", ymd(2028, 4, 19)), cat=c)
    K("复活节 在罗马", cc("在罗马", ymd(2028, 4, 16)), cat=c, unsure="在罗马 with no activity: the whole phrase as the title")
    K("母亲节 带妈妈体检", cc("带妈妈体检", ymd(2028, 5, 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("中秋 给球员发月饼", cc("给球员发月饼", ymd(2028, 10, 3)), cat=c)
    K("国庆节前一天 飞大阪", cc("飞大阪", ymd(2028, 9, 30)), cat=c)
    K("秋分 医学讲座", cc("医学讲座", ymd(2028, 9, 22)), cat=c)
with use(now=NC, pref="future", **Z):
    K("七夕 飞巴黎", cc("飞巴黎", ymd(2028, 8, 26)), cat=c)
    K("中元节 诊所休息", cc("诊所休息", ymd(2028, 9, 3)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十五分钟后提醒我给病人回电话", cc("给病人回电话", dt(today(), 20, 5)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后叫我 查航班", cc("查航班", dt(today(), 1, 50)), cat=c, unsure="叫我 is the reminder; the title is 查航班")
with use(now=NC, pref="future", **Z):
    K("半个钟头后提醒我出门出诊", cc("出门出诊", dt(today(), 8, 15)), cat=c)
    K("十天后 出发", cc("出发", rel(10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週四晚上八點 病例討論", cc("病例討論", dt(wd(4), 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜天下午三點 比賽", cc("比賽", dt(wd(7), 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週三早上八點 體檢", cc("體檢", dt(wk(1, 3), 8)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.18 打疫苗", cc("打疫苗", ymd(2028, 4, 18)), cat=c)
with use(now=NB, pref="future", **Z):
    K("10/2 京都一日游", cc("京都一日游", ymd(2028, 10, 2)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20280815 续保", cc("续保", ymd(2028, 8, 15)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周日 主场比赛", cc("主场比赛", nth(2028, 5, 2, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第一个周六 募捐活动", cc("募捐活动", nth(2028, 10, 1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("这个月第三个周六 杯赛", cc("杯赛", nth(2028, 8, 3, 6)), cat=c)
    K("大大后天 病例讨论", cc("病例讨论", rel(4)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三和周六训练", [cc("训练", wd(3)), cc("训练", wd(6))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("下周二、周四晚上七点训练", [cc("训练", dt(wk(1, 2), 19)), cc("训练", dt(wk(1, 4), 19))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周二跟周四都要出诊", [cc("出诊", wd(2)), cc("出诊", wd(4))], cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("今天诊费收了860", la("860", "salary", "诊费", kind="income"), cat=c, unsure="patient payments as salary income")
    K("诊所房租6500", la("6500", "housing", "诊所房租"), cat=c, unsure="clinic rent as housing")
    K("药品进货12800", la("12800", "health", "药品进货"), cat=c, unsure="medicine stock for the clinic as health")
    K("球衣1920", la("1920", "shopping", "球衣"), cat=c)
    K("签证费两个人1300", la("1300", "other", "签证费"), cat=c, unsure="visa fees as other")
    K("旅游保险680", la("680", "other", "旅游保险"), cat=c, unsure="travel insurance as other")
with use(now=NB, pref="past", **Z):
    K("收到募捐3000", la("3000", "other", "募捐", kind="income"), cat=c, unsure="donations received: income, category other")
    K("食物银行采购大米面粉 2400", la("2400", "food", "大米面粉"), cat=c, unsure="food-bank purchases as food")
    K("裁判费200", la("200", "entertainment", "裁判费"), cat=c, unsure="a referee fee for the youth team as entertainment")
    K("俱乐部报销到账480", la("480", "other", "俱乐部报销", kind="income"), cat=c,
      unsure="a reimbursement received: income, category other")
    K("罗马酒店一晚145欧元", la("145", "housing", "罗马酒店", cur="EUR"), cat=c, unsure="a hotel as housing")
    K("东京酒店定金18000日元", la("18000", "housing", "东京酒店定金", cur="JPY"), cat=c, unsure="a hotel deposit as housing")
with use(now=NC, pref="past", **Z):
    K("机票两张9800", la("9800", "transport", "机票"), cat=c)
    K("宠物寄养定金500", la("500", "other", "宠物寄养定金"), cat=c, unsure="pet boarding as other")
    K("继续教育课程费1200", la("1200", "education", "继续教育课程费"), cat=c)
    K("换汇手续费50", la("50", "other", "换汇手续费"), cat=c)
    K("建军节那天收到捐款1000", la("1000", "other", "捐款", d=ymd(2028, 8, 1), kind="income"), cat=c,
      unsure="donations received: income, category other")
    K("口罩手套356", la("356", "health", "口罩手套"), cat=c, unsure="clinic masks and gloves as health")

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周二下午出诊费150", la("150", "salary", "出诊费", kind="income"), cat=c,
      unsure="周二下午 said Tuesday 19:40 looking back: today; a home-visit fee as salary income")
with use(now=NB, pref="past", **Z):
    K("周五晚上训练买水 96", la("96", "food", "买水", d=rel(-1)), cat=c,
      unsure="周五晚上 said Saturday 00:20 looking back: yesterday (Friday)")
    K("昨天晚上收了捐款600", la("600", "other", "捐款", d=rel(-1), kind="income"), cat=c,
      unsure="昨天 said at 00:20 Saturday: Friday; donations as income, other")
with use(now=NC, pref="past", **Z):
    K("上周六买的训练锥 128", la("128", "shopping", "训练锥", d=wk(-1, 6)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周门诊排了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("5月有啥安排", cl(ymd(2028, 5, 1), ymd(2028, 5, 31)), cat=c)
    K("这周末有比赛吗", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月诊费收了多少", ls(ymd(2028, 4, 1), ymd(2028, 4, 30), "salary"), cat=c,
      unsure="patient payments were logged as salary")
    K("上旬花了多少", ls(ymd(2028, 4, 1), ymd(2028, 4, 10)), cat=c, conv="month-parts")
    K("一季度药品进货一共多少", ls(ymd(2028, 1, 1), ymd(2028, 3, 31), "health"), cat=c, conv="quarters",
      unsure="medicine stock was logged as health")
with use(now=NB, pref="future", **Z):
    K("下周分拣比赛都有啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天比赛几点来着", cl(rel(1)), cat=c, unsure="明天 said at 00:20 Saturday: Sunday")
    K("今天有啥安排", cl(today()), cat=c, unsure="今天 said at 00:20: Saturday")
    K("10月上旬的行程", cl(ymd(2028, 10, 1), ymd(2028, 10, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月一共花了多少 食物银行那边的也算", ls(ymd(2028, 9, 1), ymd(2028, 9, 30)), cat=c)
    K("最近八笔账", ll(limit=8), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周门诊出诊都有啥", cl(today(), wd(7)), cat=c, conv="week-monday-sunday",
      unsure="this week said Monday: the whole week 08-07 … 08-13 (from today)")
    K("下半个月的安排", cl(ymd(2028, 8, 16), ymd(2028, 8, 31)), cat=c, conv="half-month")
with use(now=NC, pref="past", **Z):
    K("上个月在吃的上面花了多少", ls(ymd(2028, 7, 1), ymd(2028, 7, 31), "food"), cat=c)
    K("七月份交通花了多少", ls(ymd(2028, 7, 1), ymd(2028, 7, 31), "transport"), cat=c)
    K("上周的账列一下 给俱乐部报销用", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("最近十笔账翻出来", ll(limit=10), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("五一前还有啥没办", cl(today(), ymd(2028, 5, 1)), cat=c, conv="zh-qian-inclusive")
    K("月底前有几次出诊", cl(today(), ymd(2028, 4, 30)), cat=c, conv="zh-qian-inclusive",
      unsure="a count read as the list of today … 04-30")
    K("未来五天门诊排班", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到现在诊所花了多少钱", ls(ymd(2028, 4, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **Z):
    K("国庆前都有啥", cl(today(), ymd(2028, 10, 1)), cat=c, conv="zh-qian-inclusive")
    K("接下来三天的安排", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来采购花了多少", ls(ymd(2028, 1, 1), today(), "food"), cat=c, conv="since",
      unsure="food-bank purchases were logged as food")
with use(now=NC, pref="future", **Z):
    K("8月10号之前有啥要办的", cl(today(), ymd(2028, 8, 10)), cat=c, conv="zh-qian-inclusive")
    K("月底前的安排", cl(today(), ymd(2028, 8, 31)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("最近7天一共花了多少 出发前算算", ls(rel(-6), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("周日比赛 杭州会下雨吗", wx("Hangzhou", wd(7)), cat=c)
    KM("罗马下下周一到周三天气", [wx("Rome", wk(2, 1)), wx("Rome", wk(2, 2)), wx("Rome", wk(2, 3))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("这周末上海天气咋样 两场比赛", [wx("Shanghai", today()), wx("Shanghai", rel(1))], cat=c,
       unsure="said Saturday 00:20: the weekend is today and tomorrow")
    KM("9月25号东京和大阪的天气", [wx("Tokyo", ymd(2028, 9, 25)), wx("Osaka", ymd(2028, 9, 25))], cat=c)
    K("京都10月2号下雨吗", wx("Kyoto", ymd(2028, 10, 2)), cat=c)
with use(now=NC, pref="future", **Z):
    K("巴黎8月26号天气", wx("Paris", ymd(2028, 8, 26)), cat=c)
    K("周六杯赛 南京天气怎么样", wx("Nanjing", wd(6)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早适合跑步吗 北京", ra("Beijing", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天上海适合带孩子们跑圈吗", ra("Shanghai"), cat=c)
with use(now=NC, pref="future", **Z):
    K("现在杭州能跑步吗", ra("Hangzhou"), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("给王大爷体检", dt(rel(1), 9), dt(rel(1), 10)), ev("给王大爷体检", dt(wk(1, 4), 9), dt(wk(1, 4), 10)),
         ev("出诊", dt(wd(4), 14), dt(wd(4), 17))]
    K("王大爷下周四那次体检改到下午三点", cu(1, title="王大爷", date=wk(1, 4), start=dt(wk(1, 4), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("明天给王大爷体检推迟一小时", cu(0, title="给王大爷体检", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g)
    K("出诊挪到周五 时间不变", cu(2, title="出诊", start=dt(wd(5), 14)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, pref="future", **Z):
    g = [ev("分拣", dt(today(), 9), dt(today(), 12)), ev("比赛", dt(rel(1), 10), dt(rel(1), 12)),
         ev("比赛", dt(wk(1, 6), 10), dt(wk(1, 6), 12))]
    K("明天的比赛改到下午两点", cu(1, title="比赛", date=rel(1), start=dt(rel(1), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="明天 said at 00:20 Saturday: Sunday")
    K("今天分拣提前到八点", cu(0, title="分拣", date=today(), start=dt(today(), 8)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("下周六比赛地点改成体育公园2号场", cu(2, title="比赛", date=wk(1, 6), location="体育公园2号场"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("病例讨论", dt(wd(5), 14), dt(wd(5), 16)), ev("家长会", dt(today(), 19), dt(today(), 20)),
         ev("飞巴黎", dt(ymd(2028, 8, 26), 10), dt(ymd(2028, 8, 26), 22))]
    K("家长会推迟半小时", cu(1, title="家长会", start=dt(today(), 19, 30)), cat=c, given=g)
    K("航空公司把飞巴黎改到27号了 时间不变", cu(2, title="飞巴黎", start=dt(ymd(2028, 8, 27), 10)), cat=c, given=g,
      conv="move-keeps-clock")
    K("病例讨论改成下午三点到五点", cu(0, title="病例讨论", start=dt(wd(5), 15), end=dt(wd(5), 17)), cat=c, given=g,
      conv="clock-only-keeps-day")

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("训练", dt(wd(3), 18), dt(wd(3), 20)), ev("训练", dt(wd(6), 9), dt(wd(6), 11))]
    K("周六训练取消 下雨", cdel(1, title="训练", date=wd(6)), cat=c, given=g)
    g = [ev("广州医学会议", ymd(2028, 4, 20), ymd(2028, 4, 23)), ev("去领馆面签", dt(ymd(2028, 4, 20), 10), dt(ymd(2028, 4, 20), 11))]
    K("医学会议不去了 删掉", cdel(0, title="医学会议"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("直播募捐", dt(today(), 14), dt(today(), 16)), ev("送物资", dt(today(), 17), dt(today(), 18))]
    K("今天下午的直播募捐不搞了", cdel(0, title="直播募捐", date=today()), cat=c, given=g)
    g = [ev("东京酒店入住", ymd(2028, 9, 25), ymd(2028, 9, 28)), ev("京都酒店入住", ymd(2028, 9, 28), ymd(2028, 10, 2))]
    K("京都那家酒店退了 删了吧", cdel(1, title="京都"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("师傅上门修空调", dt(rel(1), 9), dt(rel(1), 11)), ev("师傅上门修空调", dt(wd(5), 9), dt(wd(5), 11))]
    K("周五师傅上门那个取消", cdel(1, title="师傅上门", date=wd(5)), cat=c, given=g)
    g = [ev("给张阿姨体检", dt(rel(1), 15), dt(rel(1), 16)), ev("给李老师体检", dt(rel(1), 16), dt(rel(1), 17))]
    K("张阿姨明天不来体检了", cdel(0, title="张阿姨", date=rel(1)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("诊费860 药品进货3200", [la("860", "salary", "诊费", kind="income"), la("3200", "health", "药品进货")], cat=c,
       unsure="patient payments as salary income, medicine stock as health")
with use(now=NA, pref="future", **Z):
    KM("周日杭州下雨吗 顺便记一下周日下午三点比赛", [wx("Hangzhou", wd(7)), cc("比赛", dt(wd(7), 15))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("募捐收了3000 采购花了2400", [la("3000", "other", "募捐", kind="income"), la("2400", "food", "采购")], cat=c,
       unsure="donations as income of category other; food-bank purchases as food")
with use(now=NB, pref="future", **Z):
    g = [ev("比赛", dt(rel(1), 10), dt(rel(1), 12)), ev("家长会", dt(today(), 19), dt(today(), 20))]
    KM("家长会取消 明天比赛改到十一点", [cdel(1, title="家长会"), cu(0, title="比赛", date=rel(1), start=dt(rel(1), 11))],
       cat=c, given=g, conv="clock-only-keeps-day", unsure="明天 said at 00:20 Saturday: Sunday")
with use(now=NC, pref="future", **Z):
    KM("八点门诊 七点家长会", [cc("门诊", dt(today(), 8)), cc("家长会", dt(today(), 19))], cat=c, conv="bare-hour")
with use(now=NC, pref="past", **Z):
    KM("机票9800 酒店1100欧元", [la("9800", "transport", "机票"), la("1100", "housing", "酒店", cur="EUR")], cat=c,
       unsure="a hotel as housing")
