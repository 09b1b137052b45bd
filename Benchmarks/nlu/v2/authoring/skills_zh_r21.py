"""Round 21 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a real-estate agent (带看 back to back, 开放日 on weekends, 签约, 网签, 去房管局过户, 佣金 and 中介费 as income,
房源拍照和茶歇 paid, 业主和买家改时间和取消, 开放日前看天气), a hairdresser with her own chair (客人按名字记: 王姐, 张姐,
李先生, 陈太太; 烫染 of several hours, 补染, 染膏和洗护产品, 工位租金, 小费, 会员卡, 进修 over several days, 店休) and a PhD
student doing fieldwork abroad (飞伦敦, 新干线, 学术报告, 组会 at odd hours, 签证材料和论文截止, 奖学金 and 报销 as money in,
英镑、欧元、日元 as well as 人民币 and 美元, 伦敦、剑桥、柏林、京都的天气, 早上在新城市跑步).  In everyday proportion: about
two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations
and several requests at once.

Reference times (see time_r21.py): NA = 2027-09-15T09:20 Wednesday, 中秋 is today (上午 in progress, 早上 over; a bare 9
reads tomorrow 09:00, a bare 9:30 today; 国庆 Friday 10-01, 月底 Thursday 09-30); NB = 2028-06-30T17:55 Friday, the last
day of a month and a half-year (月底 today, 下半年 from tomorrow 07-01 = 建党节; a bare 5 reads tomorrow 17:00, a bare 6
18:00 today, a bare 8 20:00; 周五下午 still in progress); NC = 2028-11-23T08:30 Thursday, US Thanksgiving (感恩节后一天
tomorrow; a bare 8 reads tomorrow 08:00, a bare 9 today, a bare 7 19:00; 早上 in progress; 月底 Thursday 11-30)."""
from lib import *

NA = "2027-09-15T09:20:00"  # Wednesday 09:20, 中秋: a bare 9 → tomorrow 09:00, 9:30 today; 上午 in progress
NB = "2028-06-30T17:55:00"  # Friday 17:55, month and half-year end: a bare 5 → tomorrow, 6 → 18:00, 8 → 20:00
NC = "2028-11-23T08:30:00"  # Thursday 08:30, Thanksgiving: a bare 8 → tomorrow, 9 today, 7 → 19:00
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午十点带客户看万科城那套", cc("带客户看万科城那套", dt(rel(1), 10)), cat=c)
    K("周六下午两点到四点 开放日", cc("开放日", dt(wd(6), 14), dt(wd(6), 16)), cat=c)
    K("周五跟买家签约 下午三点半", cc("跟买家签约", dt(wd(5), 15, 30)), cat=c, unsure="周五 … 下午三点半 said apart: one entity")
    K("9月20号上午九点去房管局过户", cc("去房管局过户", dt(ymd(2027, 9, 20), 9)), cat=c)
    K("下周二晚上七点到十点 王姐烫染", cc("王姐烫染", dt(wk(1, 2), 19), dt(wk(1, 2), 22)), cat=c)
    K("十点给李先生剪头", cc("给李先生剪头", dt(today(), 10)), cat=c, conv="bare-hour")
    K("九点半 带看 记一下", cc("带看", dt(today(), 9, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 09:20 is ten minutes ahead: today")
    K("九点 组会", cc("组会", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:20 has passed and, before noon, reads tomorrow 09:00")
    K("三点签合同", cc("签合同", dt(today(), 15)), cat=c, conv="bare-hour")
    K("凌晨三点 线上组会 导师那边是下午", cc("线上组会", dt(rel(1), 3)), cat=c,
      unsure="凌晨 + clock with no day: the coming night (09-16 03:00); the rest is context")
    K("9月24号到26号 去上海进修", cc("去上海进修", ymd(2027, 9, 24), ymd(2027, 9, 26)), cat=c)
    K("10月1号到7号 店休", cc("店休", ymd(2027, 10, 1), ymd(2027, 10, 7)), cat=c)
    K("月底 交工位租金", cc("交工位租金", ymd(2027, 9, 30)), cat=c, conv="month-end-bare")
    K("后天去领事馆交签证材料", cc("去领事馆交签证材料", rel(2)), cat=c)
    K("周三晚上八点 全家赏月", cc("全家赏月", dt(today(), 20)), cat=c, unsure="周三晚上 said Wednesday morning: today")
    K("那个 礼拜六上午 给陈太太做烫发 十点吧", cc("给陈太太做烫发", dt(wd(6), 10)), cat=c,
      unsure="礼拜六上午 … 十点 said apart: one entity, 10:00")
with use(now=NB, pref="future", **Z):
    K("五点 给张姐剪头", cc("给张姐剪头", dt(rel(1), 17)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 17:55 has passed: tomorrow 17:00")
    K("六点签约", cc("签约", dt(today(), 18)), cat=c, conv="bare-hour")
    K("八点跟东京开组会", cc("跟东京开组会", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 17:55 reads 20:00 tonight")
    K("明天上午十点到十二点 开放日", cc("开放日", dt(rel(1), 10), dt(rel(1), 12)), cat=c)
    K("7月3号下午两点 过户", cc("过户", dt(ymd(2028, 7, 3), 14)), cat=c)
    K("下周一上午九点 连看三套房", cc("连看三套房", dt(wk(1, 1), 9)), cat=c)
    K("下周三到周五 进修", cc("进修", wk(1, 3), wk(1, 5)), cat=c)
    K("7月10号到20号 去京都做田野", cc("去京都做田野", ymd(2028, 7, 10), ymd(2028, 7, 20)), cat=c)
    K("今晚七点 跟买家吃饭", cc("跟买家吃饭", dt(today(), 19)), cat=c)
    K("周日 店休", cc("店休", wd(7)), cat=c)
    K("六点一刻 给小刘补染", cc("给小刘补染", dt(today(), 18, 15)), cat=c, conv="bare-hour")
    K("下个月15号 签证到期 提醒我", cc("签证到期", ymd(2028, 7, 15)), cat=c)
    K("明天业主说下午三点到五点都可以带看 就三点吧", cc("带看", dt(rel(1), 15)), cat=c,
      unsure="the owner's window is context; the chosen clock 15:00 is the event, no end said")
with use(now=NC, pref="future", **Z):
    K("八点 组会", cc("组会", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    K("九点带看", cc("带看", dt(today(), 9)), cat=c, conv="bare-hour")
    K("七点 关店盘点", cc("关店盘点", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 08:30 reads 19:00 today")
    K("明天下午两点 签约", cc("签约", dt(rel(1), 14)), cat=c)
    K("周六上午十点到下午一点 开放日", cc("开放日", dt(wd(6), 10), dt(wd(6), 13)), cat=c)
    K("下周三早上七点 飞伦敦", cc("飞伦敦", dt(wk(1, 3), 7)), cat=c)
    K("12月2号晚上八点 学术报告", cc("学术报告", dt(ymd(2028, 12, 2), 20)), cat=c)
    K("感恩节晚上七点 去导师家吃饭", cc("去导师家吃饭", dt(today(), 19)), cat=c, unsure="感恩节 is today")
    K("12月11号到15号 去东京开会", cc("去东京开会", ymd(2028, 12, 11), ymd(2028, 12, 15)), cat=c)
    K("早上八点 跑步", cc("跑步", dt(rel(1), 8)), cat=c, unsure="早上八点 with no day has passed at 08:30: tomorrow")
    K("明天去买染膏", cc("去买染膏", rel(1)), cat=c)
    K("嗯 周四下午两点到五点 王姐烫染 今天的", cc("王姐烫染", dt(today(), 14), dt(today(), 17)), cat=c,
      unsure="周四 said on Thursday with an afternoon still ahead: today")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周六下午两点 开放日 在翠湖花园3栋", cc("开放日", dt(wd(6), 14), location="翠湖花园3栋"), cat=c)
    K("明天上午十点 带看 地点：滨江一号", cc("带看", dt(rel(1), 10), location="滨江一号"), cat=c)
    K("下周一上午九点 过户 在不动产登记中心", cc("过户", dt(wk(1, 1), 9), location="不动产登记中心"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上午十点开放日 在阳光城8号楼", cc("开放日", dt(rel(1), 10), location="阳光城8号楼"), cat=c)
    K("下周三上午九点 进修 地点是美发学院", cc("进修", dt(wk(1, 3), 9), location="美发学院"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周一到周五在剑桥做访谈", cc("做访谈", wk(1, 1), wk(1, 5), location="剑桥"), cat=c,
      unsure="在剑桥 before the activity read as the place")
    K("12月2号晚上八点 学术报告 在伦敦大学学院", cc("学术报告", dt(ymd(2028, 12, 2), 20), location="伦敦大学学院"), cat=c)
    K("明天下午两点签约 地点：中介门店二楼", cc("签约", dt(rel(1), 14), location="中介门店二楼"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("中秋 店里歇业", cc("店里歇业", today()), cat=c, unsure="中秋 is today")
    K("国庆节后一天 去房管局", cc("去房管局", ymd(2027, 10, 2)), cat=c)
    K("秋分那天 开放日", cc("开放日", ymd(2027, 9, 23)), cat=c)
    K("重阳节 带我妈做头发", cc("带我妈做头发", ymd(2027, 10, 8)), cat=c)
with use(now=NB, pref="future", **Z):
    K("建党节 开放日", cc("开放日", ymd(2028, 7, 1)), cat=c)
    K("七夕 店里做活动", cc("店里做活动", ymd(2028, 8, 26)), cat=c)
    K("小暑那天进修开课", cc("进修开课", ymd(2028, 7, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("大雪那天 开放日", cc("开放日", ymd(2028, 12, 6)), cat=c)
    K("元旦 店休", cc("店休", ymd(2029, 1, 1)), cat=c)
    K("感恩节后一天 商场买跑鞋", cc("商场买跑鞋", rel(1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我去小区门口接客户", cc("去小区门口接客户", dt(today(), 10)), cat=c)
    K("一个半小时后提醒我冲染膏", cc("冲染膏", dt(today(), 10, 50)), cat=c)
with use(now=NB, pref="future", **Z):
    K("二十分钟后提醒我收工", cc("收工", dt(today(), 18, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("三刻钟后提醒我下楼接客户", cc("下楼接客户", dt(today(), 9, 15)), cat=c)
    K("两周后 交开题报告", cc("交开题报告", rel(14)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜六下午兩點 帶看", cc("帶看", dt(wd(6), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週二上午十點 帶看", cc("帶看", dt(wk(1, 2), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("禮拜天上午十點 開放日", cc("開放日", dt(wd(7), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("9.22 网签", cc("网签", ymd(2027, 9, 22)), cat=c)
with use(now=NB, pref="future", **Z):
    K("7/5 组会", cc("组会", ymd(2028, 7, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("2028/12/05 交房", cc("交房", ymd(2028, 12, 5)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 开放日", cc("开放日", nth(2027, 10, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周五 交房", cc("交房", lastwd(2028, 7, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周一 组会", cc("组会", nth(2028, 12, 1, 1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周四周五都有组会", [cc("组会", wd(4)), cc("组会", wd(5))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("周六、周日上午十点 开放日", [cc("开放日", dt(wd(6), 10)), cc("开放日", dt(wd(7), 10))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周五跟周六 店里加班", [cc("店里加班", wd(5)), cc("店里加班", wd(6))], cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("佣金到账18000", la("18000", "salary", "佣金", kind="income"), cat=c, unsure="a commission as salary income")
    K("染膏236", la("236", "shopping", "染膏"), cat=c, unsure="hair colour bought for work as shopping")
    K("今天小费收了200", la("200", "salary", "小费", kind="income"), cat=c, unsure="tips as salary income")
    K("带看打车38", la("38", "transport", "带看打车"), cat=c)
    K("房源拍照修图 800", la("800", "other", "房源拍照修图"), cat=c, unsure="listing photos as other")
    K("奖学金到了4000", la("4000", "salary", "奖学金", kind="income"), cat=c, unsure="a PhD stipend as salary income")
    K("会员卡卖了三张 3000", la("3000", "salary", "会员卡", kind="income"), cat=c,
      unsure="prepaid cards sold as salary income")
with use(now=NB, pref="past", **Z):
    K("工位租金3500", la("3500", "housing", "工位租金"), cat=c, unsure="chair rent as housing")
    K("中介费收了23000", la("23000", "salary", "中介费", kind="income"), cat=c, unsure="an agency fee earned as salary income")
    K("进修学费3800", la("3800", "education", "进修学费"), cat=c)
    K("今天上午小费120", la("120", "salary", "小费", kind="income"), cat=c, unsure="tips as salary income")
    K("周二进货 洗发水护发素 560", la("560", "shopping", "洗发水护发素", d=wd(2)), cat=c,
      unsure="salon products as shopping")
    K("开放日茶歇260", la("260", "food", "开放日茶歇"), cat=c)
with use(now=NC, pref="past", **Z):
    K("报销到账1260", la("1260", "other", "报销", kind="income"), cat=c,
      unsure="a reimbursement received: income (到账), category other")
    K("伦敦房租950英镑", la("950", "housing", "伦敦房租", cur="GBP"), cat=c)
    K("新干线 14170日元", la("14170", "transport", "新干线", cur="JPY"), cat=c)
    K("会议注册费380欧元", la("380", "education", "会议注册费", cur="EUR"), cat=c,
      unsure="a conference fee as education")
    K("昨天打车二十镑", la("20", "transport", "打车", d=rel(-1), cur="GBP"), cat=c, conv="colloquial-currency")
    K("机票1200美元", la("1200", "transport", "机票", cur="USD"), cat=c)
    K("小雪那天买的染膏 480", la("480", "shopping", "染膏", d=ymd(2028, 11, 22)), cat=c,
      unsure="hair colour as shopping")

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周三上午 带看打车 45", la("45", "transport", "带看打车"), cat=c,
      unsure="周三上午 said Wednesday 09:20 looking back: today")
with use(now=NB, pref="past", **Z):
    K("周五下午 小费收了80", la("80", "salary", "小费", kind="income"), cat=c,
      unsure="周五下午 said Friday 17:55 looking back: today; tips as salary income")
with use(now=NC, pref="past", **Z):
    K("周一买的跑鞋 699", la("699", "shopping", "跑鞋", d=wd(1)), cat=c, unsure="周一 said Thursday looking back: 11-20")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周带看都排了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("10月有啥安排", cl(ymd(2027, 10, 1), ymd(2027, 10, 31)), cat=c)
    K("这周末有几组带看", cl(wd(6), wd(7)), cat=c)
    K("下旬都排了啥", cl(ymd(2027, 9, 21), ymd(2027, 9, 30)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("这个月佣金一共多少", ls(ymd(2027, 9, 1), ymd(2027, 9, 30), "salary"), cat=c,
      unsure="commissions were logged as salary; a summary of that category")
    K("上半个月一共花了多少钱 算一下", ls(ymd(2027, 9, 1), ymd(2027, 9, 15)), cat=c, conv="half-month")
    K("最近五笔账看一下", ll(limit=5), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周都有啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("7月有什么安排", cl(ymd(2028, 7, 1), ymd(2028, 7, 31)), cat=c)
    K("明天开放日几点来着", cl(rel(1)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上半年佣金一共多少", ls(ymd(2028, 1, 1), ymd(2028, 6, 30), "salary"), cat=c, conv="halves",
      unsure="commissions were logged as salary")
    K("二季度花了多少", ls(ymd(2028, 4, 1), ymd(2028, 6, 30)), cat=c, conv="quarters")
    K("这个月进货花了多少", ls(ymd(2028, 6, 1), ymd(2028, 6, 30), "shopping"), cat=c,
      unsure="salon products were logged as shopping")
with use(now=NC, pref="future", **Z):
    K("下周有啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("12月中旬的安排", cl(ymd(2028, 12, 11), ymd(2028, 12, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个月在交通上花了多少", ls(ymd(2028, 11, 1), ymd(2028, 11, 30), "transport"), cat=c)
    K("上个月小费收了多少", ls(ymd(2028, 10, 1), ymd(2028, 10, 31), "salary"), cat=c,
      unsure="tips were logged as salary")
    K("最近十笔账调出来看看", ll(limit=10), cat=c)
    K("上周记的账列一下 对账用", ll(wk(-1, 1), wk(-1, 7)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("国庆前还有几组带看", cl(today(), ymd(2027, 10, 1)), cat=c, conv="zh-qian-inclusive",
      unsure="a count of showings read as the list of today … 10-01")
    K("月底前有啥要交的", cl(today(), ymd(2027, 9, 30)), cat=c, conv="zh-qian-inclusive")
    K("未来五天的安排", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到今天为止一共花了多少", ls(ymd(2027, 9, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **Z):
    K("月底前还有事吗", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    K("7月10号之前都有啥", cl(today(), ymd(2028, 7, 10)), cat=c, conv="zh-qian-inclusive")
    K("接下来三天带看排了啥", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来佣金多少", ls(ymd(2028, 1, 1), today(), "salary"), cat=c, conv="since",
      unsure="commissions were logged as salary")
with use(now=NC, pref="future", **Z):
    K("双十二之前有啥安排", cl(today(), ymd(2028, 12, 12)), cat=c, conv="zh-qian-inclusive")
    K("年底前还有几个截止日期", cl(today(), ymd(2028, 12, 31)), cat=c,
      unsure="deadlines as calendar events: the list of today … 12-31")
    K("未来两周都排了啥", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("最近30天打车花了多少", ls(rel(-29), today(), "transport"), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("周六上海下雨吗 有开放日", wx("Shanghai", wd(6)), cat=c)
    KM("这周末杭州天气咋样", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
    K("明天伦敦天气怎么样", wx("London", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天开放日 北京会下雨吗", wx("Beijing", rel(1)), cat=c)
    KM("京都7月10号到12号天气", [wx("Kyoto", ymd(2028, 7, 10)), wx("Kyoto", ymd(2028, 7, 11)),
       wx("Kyoto", ymd(2028, 7, 12))], cat=c, unsure="a three-day range: one call per day")
with use(now=NC, pref="future", **Z):
    K("明天伦敦下雨吗", wx("London", rel(1)), cat=c)
    KM("这周末剑桥天气怎么样 要去做访谈", [wx("Cambridge", wd(6)), wx("Cambridge", wd(7))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早在柏林适合跑步吗 刚到", ra("Berlin", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上东京能跑步吗", ra("Tokyo", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("伦敦现在适合跑步吗", ra("London"), cat=c)
    K("明天早上爱丁堡跑步合适吗", ra("Edinburgh", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("带张先生看房", dt(rel(1), 10), dt(rel(1), 11)), ev("带张先生看房", dt(wd(6), 10), dt(wd(6), 11)),
         ev("开放日", dt(wd(6), 14), dt(wd(6), 16))]
    K("张先生说周六那次改到下午四点", cu(1, title="张先生", date=wd(6), start=dt(wd(6), 16)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("明天带张先生看房推迟半小时", cu(0, title="带张先生看房", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g)
    K("开放日挪到周日 时间不变", cu(2, title="开放日", start=dt(wd(7), 14)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, pref="future", **Z):
    g = [ev("给张姐剪头", dt(rel(1), 17), dt(rel(1), 18)), ev("给张姐烫发", dt(wk(1, 2), 14), dt(wk(1, 2), 17)),
         ev("签约", dt(today(), 18), dt(today(), 19))]
    K("张姐烫发那个提前到上午十点", cu(1, title="张姐烫发", start=dt(wk(1, 2), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("今天签约改到七点", cu(2, title="签约", date=today(), start=dt(today(), 19)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("给张姐剪头往后推一天", cu(0, title="给张姐剪头", start=dt(rel(2), 17)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("师傅上门修水管", dt(rel(1), 9), dt(rel(1), 11)), ev("师傅上门修水管", dt(wk(1, 2), 9), dt(wk(1, 2), 11)),
         ev("组会", dt(wk(1, 1), 20), dt(wk(1, 1), 21))]
    K("下周二师傅上门改成下午两点到四点", cu(1, title="师傅上门", date=wk(1, 2), start=dt(wk(1, 2), 14),
      end=dt(wk(1, 2), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    K("组会改到周二 时间不变", cu(2, title="组会", start=dt(wk(1, 2), 20)), cat=c, given=g, conv="move-keeps-clock")
    K("明天师傅上门的地点改成翠湖花园5栋", cu(0, title="师傅上门", date=rel(1), location="翠湖花园5栋"), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("给王姐烫染", dt(wd(5), 14), dt(wd(5), 17)), ev("给王姐烫染", dt(wk(1, 5), 14), dt(wk(1, 5), 17))]
    K("王姐下周五那次不来了 删了吧", cdel(1, title="王姐", date=wk(1, 5)), cat=c, given=g)
    g = [ev("去上海进修", ymd(2027, 9, 24), ymd(2027, 9, 26)), ev("店休", ymd(2027, 10, 1), ymd(2027, 10, 7))]
    K("上海进修取消了", cdel(0, title="上海进修"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("开放日", dt(rel(1), 10), dt(rel(1), 12)), ev("开放日", dt(rel(2), 10), dt(rel(2), 12))]
    K("周日的开放日取消 业主不卖了", cdel(1, title="开放日", date=rel(2)), cat=c, given=g)
    g = [ev("跟买家吃饭", dt(today(), 19), dt(today(), 21)), ev("签约", dt(today(), 18), dt(today(), 19))]
    K("买家说今晚不吃饭了 删掉", cdel(0, title="吃饭", date=today()), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("直播讲房", dt(today(), 14), dt(today(), 16)), ev("寄合同快递", dt(today(), 17), dt(today(), 17, 30))]
    K("今天下午的直播不搞了", cdel(0, title="直播", date=today()), cat=c, given=g)
    g = [ev("飞伦敦", dt(wk(1, 3), 7), dt(wk(1, 3), 9)), ev("学术报告", dt(ymd(2028, 12, 2), 20), dt(ymd(2028, 12, 2), 21))]
    K("航班取消了 把飞伦敦那个删了", cdel(0, title="飞伦敦"), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("佣金18000 小费200", [la("18000", "salary", "佣金", kind="income"), la("200", "salary", "小费", kind="income")],
       cat=c, unsure="a commission and tips as salary income")
with use(now=NA, pref="future", **Z):
    KM("周六上海下雨吗 顺便记一下周六下午两点开放日", [wx("Shanghai", wd(6)), cc("开放日", dt(wd(6), 14))], cat=c)
    g = [ev("给王姐烫染", dt(wd(5), 14), dt(wd(5), 17)), ev("给王姐烫染", dt(wk(1, 5), 14), dt(wk(1, 5), 17))]
    KM("王姐这周五那次取消 下周五的改到下午三点", [cdel(0, title="王姐", date=wd(5)),
       cu(1, title="王姐", date=wk(1, 5), start=dt(wk(1, 5), 15))], cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="past", **Z):
    KM("工位租金3500 染膏480", [la("3500", "housing", "工位租金"), la("480", "shopping", "染膏")], cat=c,
       unsure="chair rent as housing, hair colour as shopping")
with use(now=NB, pref="future", **Z):
    KM("明天上午十点开放日 明天北京天气怎么样", [cc("开放日", dt(rel(1), 10)), wx("Beijing", rel(1))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("九点到十点带看翠湖 十点半到十一点半带看滨江", [cc("带看翠湖", dt(today(), 9), dt(today(), 10)),
       cc("带看滨江", dt(today(), 10, 30), dt(today(), 11, 30))], cat=c, conv="bare-hour")
with use(now=NC, pref="past", **Z):
    KM("报销到账1260 顺便看下这个月一共花了多少", [la("1260", "other", "报销", kind="income"),
       ls(ymd(2028, 11, 1), ymd(2028, 11, 30))], cat=c, unsure="a reimbursement received: income, category other")
    KM("打车二十镑 午饭十二镑", [la("20", "transport", "打车", cur="GBP"), la("12", "food", "午饭", cur="GBP")], cat=c,
       conv="colloquial-currency")
