"""Round 32 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a piano tuner who visits homes and schools (visits at clients' addresses, two visits to the same school on
different days, tuning fees received as income, strings and parts bought, fuel and parking, a concert-hall job the
evening before a recital, moving a visit, cancelling one, what fees came in this month), an actor in a touring play
(rehearsals at set clocks, shows in several cities over several days, per diem received as income, costume and make-up
costs, an audition, a day off between cities, the weather in the next tour city, a matinee and an evening show on the
same day, what the tour has cost so far) and a beekeeper who sells honey at markets and online (hive checks early in
the morning, market days, jars and labels bought, honey sales as income, shipping costs, a beekeeping course, the
weather before opening the hives, a delivery to a shop, sales last quarter).  In everyday proportion: about two fifths
new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several
requests at once.

Reference times (see time_r32.py): NA = 2051-02-14T08:30 Tuesday, 情人节 and 正月初四 (早上 in progress; a bare 8 has
passed → tomorrow 08:00, a bare 9 today; 周二早上七点 → next week 02-21; this weekend 02-18/19, next week 02-20 … 02-26;
元宵 Saturday 02-25; 月底 02-28); NB = 2051-07-02T23:40 Sunday (这周内 = today alone; 明天 = 下周一 = 07-03, so a bare
周三 = 下周三 = 07-05; every bare hour reads tomorrow; 周日下午 over → 07-09; 小暑 07-07; 下半年 began 07-01); NC =
2051-10-09T13:15 Monday, the first Monday after the 国庆 week (下午 in progress, 周一上午 over → 10-16; a bare 1 →
tomorrow 13:00, a bare 2 today 14:00, a bare 10 22:00; 重阳 Friday 10-13; 月底 Tuesday 10-31; 下季度 Q1 2052)."""
from lib import *

NA = "2051-02-14T08:30:00"  # Tuesday 08:30, 情人节, 初四
NB = "2051-07-02T23:40:00"  # Sunday 23:40
NC = "2051-10-09T13:15:00"  # Monday 13:15, after the 国庆 week
Z = dict(lang="zh", tz="Asia/Shanghai")
YUANXIAO = ymd(2051, 2, 25)
LONGTAITOU = ymd(2051, 3, 14)
XIAOSHU = ymd(2051, 7, 7)
QIXI = ymd(2051, 8, 12)
CHONGYANG = ymd(2051, 10, 13)
INC = "tuning fees, per diem and honey sales filed as salary income"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午两点去实验小学调琴", cc("去实验小学调琴", dt(rel(1), 14)), cat=c)
    K("周四上午十点 张老师家调音", cc("张老师家调音", dt(wd(4), 10)), cat=c)
    K("2月18号晚上七点半 话剧首演", cc("话剧首演", dt(ymd(2051, 2, 18), 19, 30)), cat=c)
    K("下周一早上六点开箱看蜂群", cc("开箱看蜂群", dt(wk(1, 1), 6)), cat=c)
    K("九点到二中调琴", cc("到二中调琴", dt(today(), 9)), cat=c, conv="bare-hour")
    K("八点去加油", cc("去加油", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    K("2月20号到23号 武汉巡演", cc("武汉巡演", ymd(2051, 2, 20), ymd(2051, 2, 23)), cat=c)
    K("嗯 周五 试镜 下午三点", cc("试镜", dt(wd(5), 15)), cat=c)
    K("周六上午八点到十二点 蜂蜜市集摆摊", cc("蜂蜜市集摆摊", dt(wd(6), 8), dt(wd(6), 12)), cat=c)
    K("周二早上七点去批发市场买罐子", cc("去批发市场买罐子", dt(wk(1, 2), 7)), cat=c, unsure="周二早上七点 said Tuesday 08:30 has passed: next Tuesday 02-21")
    K("2月24号晚上七点 音乐厅调琴 第二天有独奏会", cc("音乐厅调琴", dt(ymd(2051, 2, 24), 19)), cat=c, unsure="第二天有独奏会 as context, left out of the title")
    K("周三晚上八点 哦不对 八点半 走台", cc("走台", dt(wd(3), 20, 30)), cat=c, unsure="a correction inside the message: 20:30 replaces 20:00")
with use(now=NB, pref="future", **Z):
    K("明天上午九点去音乐学院调琴", cc("去音乐学院调琴", dt(rel(1), 9)), cat=c, unsure="明天 said Sunday 23:40 = Monday 07-03")
    K("下周三下午两点到六点 联排", cc("联排", dt(wk(1, 3), 14), dt(wk(1, 3), 18)), cat=c)
    K("7月8号早上五点半开蜂箱", cc("开蜂箱", dt(ymd(2051, 7, 8), 5, 30)), cat=c)
    K("十一点去蜂场", cc("去蜂场", dt(rel(1), 11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:40 has passed both ways: tomorrow 11:00")
    K("7月10号到15号 重庆巡演", cc("重庆巡演", ymd(2051, 7, 10), ymd(2051, 7, 15)), cat=c)
    KM("周六下午两点日场 晚上七点半夜场", [cc("日场", dt(wd(6), 14)), cc("夜场", dt(wd(6), 19, 30))], cat=c,
       unsure="a matinee and an evening show the same day: two events, the day said once")
    K("凌晨两点起来打包发货", cc("起来打包发货", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night, 07-03 02:00")
    K("周四 休息一天 不演", cc("休息一天", wd(4)), cat=c, unsure="a day off between cities as an all-day event; 不演 left out of the title")
    K("那个 7月20号 外国语学校调琴 上午", cc("外国语学校调琴", dt(ymd(2051, 7, 20), 8), dt(ymd(2051, 7, 20), 12)), cat=c,
      unsure="上午 with no clock gives the event's real bounds 08:00–12:00")
    K("后天晚上七点半 西安首场", cc("西安首场", dt(rel(2), 19, 30)), cat=c)
    K("刚跟王校长约好了 周五下午三点给音乐教室的琴调音", cc("给音乐教室的琴调音", dt(wd(5), 15)), cat=c, unsure="刚跟王校长约好了 as context, left out of the title")
    K("7月9号 养蜂协会讲座 全天", cc("养蜂协会讲座", ymd(2051, 7, 9)), cat=c, unsure="全天 = all-day; left out of the title")
with use(now=NC, pref="future", **Z):
    K("明天上午十点给一中调琴", cc("给一中调琴", dt(rel(1), 10)), cat=c)
    K("周三下午三点 试镜", cc("试镜", dt(wd(3), 15)), cat=c)
    K("10月15号早上六点检查蜂箱", cc("检查蜂箱", dt(ymd(2051, 10, 15), 6)), cat=c)
    K("今晚七点半开演", cc("开演", dt(today(), 19, 30)), cat=c)
    K("两点到客户家调琴", cc("到客户家调琴", dt(today(), 14)), cat=c, conv="bare-hour")
    K("一点去琴行拿配件", cc("去琴行拿配件", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:15 has just passed: tomorrow 13:00")
    K("十点跟剧组视频开会", cc("跟剧组视频开会", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 13:15: the pm reading 22:00 is ahead")
    K("10月20号到25号 长沙巡演", cc("长沙巡演", ymd(2051, 10, 20), ymd(2051, 10, 25)), cat=c)
    K("周一上午调琴 九点", cc("调琴", dt(wk(1, 1), 9)), cat=c, unsure="周一上午九点 said Monday 13:15 has passed: next Monday 10-16")
    K("周五早上七点到九点 给超市送蜂蜜", cc("给超市送蜂蜜", dt(wd(5), 7), dt(wd(5), 9)), cat=c)
    K("下周二晚上 养蜂课 七点到九点", cc("养蜂课", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("周六 市集摆摊 早上六点半出发", cc("市集摆摊", dt(wd(6), 6, 30)), cat=c, unsure="早上六点半出发 read as the event's start; 出发 left out of the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周四下午三点调琴 在幸福小区5栋", cc("调琴", dt(wd(4), 15), location="幸福小区5栋"), cat=c)
    K("2月18号晚上七点半首演 地点：大剧院", cc("首演", dt(ymd(2051, 2, 18), 19, 30), location="大剧院"), cat=c)
    K("周六早上八点摆摊 在农贸市场", cc("摆摊", dt(wd(6), 8), location="农贸市场"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天上午九点调琴 地点是音乐学院琴房", cc("调琴", dt(rel(1), 9), location="音乐学院琴房"), cat=c)
    K("周二下午两点排练 在文化馆小剧场", cc("排练", dt(wd(2), 14), location="文化馆小剧场"), cat=c)
    K("周六上午九点养蜂培训 在农科院", cc("养蜂培训", dt(wd(6), 9), location="农科院"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天上午十点调琴 在第一中学礼堂", cc("调琴", dt(rel(1), 10), location="第一中学礼堂"), cat=c)
    K("周三下午三点试镜 地点：影视基地3号棚", cc("试镜", dt(wd(3), 15), location="影视基地3号棚"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("元宵那天演两场", cc("演两场", YUANXIAO), cat=c, unsure="元宵 2051 = 02-25 (lunar-python); one all-day event named as said")
    K("情人节晚上八点 剧场加演", cc("剧场加演", dt(today(), 20)), cat=c, unsure="情人节 is today")
    K("龙抬头那天去杭州演出", cc("去杭州演出", LONGTAITOU), cat=c, unsure="龙抬头 2051 = 03-14 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("七夕晚上七点半加演", cc("加演", dt(QIXI, 19, 30)), cat=c, unsure="七夕 2051 = 08-12 (lunar-python)")
    K("小暑那天摇蜜", cc("摇蜜", XIAOSHU), cat=c, unsure="小暑 2051 = 07-07 (lunar-python)")
    K("建军节上午去部队礼堂调琴 十点", cc("去部队礼堂调琴", dt(ymd(2051, 8, 1), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("重阳下午三点去养老院调琴", cc("去养老院调琴", dt(CHONGYANG, 15)), cat=c, unsure="重阳 2051 = 10-13 (lunar-python)")
    K("双十一 网店蜂蜜打折", cc("网店蜂蜜打折", ymd(2051, 11, 11)), cat=c)
    K("万圣节晚上剧场特别场 八点", cc("剧场特别场", dt(ymd(2051, 10, 31), 20)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("半小时后提醒我出发去客户家", cc("出发去客户家", dt(today(), 9)), cat=c)
with use(now=NB, pref="future", **Z):
    K("两周后试镜", cc("试镜", rel(14)), cat=c)
    K("二十分钟后提醒我把蜂蜜订单导出来", cc("把蜂蜜订单导出来", dt(rel(1), 0)), cat=c, unsure="crosses midnight: 07-03 00:00")
with use(now=NC, pref="future", **Z):
    K("一个钟头后提醒我喂蜂", cc("喂蜂", dt(today(), 14, 15)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週四下午三點調琴", cc("調琴", dt(wd(4), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週五晚上八點演出", cc("演出", dt(wk(1, 5), 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天上午九點 去學校調琴", cc("去學校調琴", dt(rel(2), 9)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("3.2 去琴行买琴弦", cc("去琴行买琴弦", ymd(2051, 3, 2)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2051/7/20 外国语学校调琴", cc("外国语学校调琴", ymd(2051, 7, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20511028 养蜂课结业", cc("养蜂课结业", ymd(2051, 10, 28)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 蜂蜜市集", cc("蜂蜜市集", nth(2051, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第二个周六 蜂蜜集市", cc("蜂蜜集市", nth(2051, 8, 2, 6)), cat=c, unsure="the second Saturday of August = 七夕 08-12")
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周日 养蜂协会年会", cc("养蜂协会年会", lastwd(2051, 11, 7)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("十一点一刻对台词", cc("对台词", dt(today(), 11, 15)), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **Z):
    K("明早五点三刻出发去蜂场", cc("出发去蜂场", dt(rel(1), 5, 45)), cat=c)
with use(now=NC, pref="future", **Z):
    K("差一刻两点出门去调琴", cc("出门去调琴", dt(today(), 13, 45)), cat=c, conv="bare-hour", unsure="the named hour 2 reads 14:00; a quarter before = 13:45, still ahead")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三、周五上午九点 都去二中调琴", [cc("去二中调琴", dt(wd(3), 9)), cc("去二中调琴", dt(wd(5), 9))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周二周四下午两点排练", [cc("排练", dt(wd(2), 14)), cc("排练", dt(wd(4), 14))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周六周日早上七点都去市集摆摊", [cc("去市集摆摊", dt(wd(6), 7)), cc("去市集摆摊", dt(wd(7), 7))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("张老师家调琴费收了380", la("380", "salary", "调琴费", kind="income"), cat=c, unsure=INC)
    K("琴弦86", la("86", "shopping", "琴弦"), cat=c, unsure="strings and parts for work as shopping")
    K("剧组补贴到账 1400", la("1400", "salary", "补贴", kind="income"), cat=c, unsure=INC)
    K("加油 350", la("350", "transport", "加油"), cat=c)
    K("蜂蜜卖了960", la("960", "salary", "蜂蜜", kind="income"), cat=c, unsure=INC)
    K("罐子 460", la("460", "shopping", "罐子"), cat=c)
with use(now=NB, pref="past", **Z):
    K("停车20", la("20", "transport", "停车"), cat=c)
    K("卸妆油129", la("129", "shopping", "卸妆油"), cat=c, unsure="make-up as shopping")
    K("快递费 这周一共 218", la("218", "other", "快递费"), cat=c, unsure="shipping as other; dated today")
    K("音乐学院调琴费到账 1600", la("1600", "salary", "调琴费", kind="income"), cat=c, unsure=INC)
    K("养蜂课学费 980", la("980", "education", "养蜂课"), cat=c)
    K("酒店两晚 560", la("560", "housing", "酒店"), cat=c)
with use(now=NC, pref="past", **Z):
    K("超市结了蜂蜜货款 3200", la("3200", "salary", "蜂蜜货款", kind="income"), cat=c, unsure=INC)
    K("标签45", la("45", "shopping", "标签"), cat=c)
    K("假发380", la("380", "shopping", "假发"), cat=c, unsure="costume pieces as shopping")
    K("琴槌毡 240", la("240", "shopping", "琴槌毡"), cat=c, unsure="strings and parts for work as shopping")
    K("高铁去长沙 314", la("314", "transport", "高铁"), cat=c)
    K("剧组盒饭自己掏的 25", la("25", "food", "盒饭"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周日卖蜂蜜收了 520", la("520", "salary", "蜂蜜", kind="income", d=wd(7)), cat=c, unsure="周日 said Tuesday, looking back: 02-12; " + INC)
    K("除夕买的琴弦 120", la("120", "shopping", "琴弦", d=ymd(2051, 2, 10)), cat=c, unsure="除夕 2051 = 02-10 (lunar-python)")
with use(now=NB, pref="past", **Z):
    K("周五去剧场路上加油 300", la("300", "transport", "加油", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back: 06-30")
    K("端午收的调琴费 400", la("400", "salary", "调琴费", kind="income", d=ymd(2051, 6, 13)), cat=c, unsure="端午 2051 = 06-13 (lunar-python); " + INC)
with use(now=NC, pref="past", **Z):
    K("上周六买的标签 60", la("60", "shopping", "标签", d=wk(-1, 6)), cat=c)
    K("国庆收的调琴费 500", la("500", "salary", "调琴费", kind="income", d=ymd(2051, 10, 1)), cat=c, unsure=INC)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周演出排得怎么样", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("这周末有什么事", cl(wd(6), wd(7)), cat=c)
    K("3月上旬都排了啥", cl(ymd(2051, 3, 1), ymd(2051, 3, 10)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("这个月调琴费进了多少", ls(ymd(2051, 2, 1), ymd(2051, 2, 28), "salary"), cat=c, unsure="tuning fees as salary")
    K("上个月加油花了多少", ls(ymd(2051, 1, 1), ymd(2051, 1, 31), "transport"), cat=c)
with use(now=NB, pref="future", **Z):
    K("7月中旬有几场演出", cl(ymd(2051, 7, 11), ymd(2051, 7, 20)), cat=c, conv="month-parts")
    K("周三有什么", cl(wd(3)), cat=c, unsure="周三 said Sunday = 07-05")
with use(now=NB, pref="past", **Z):
    K("上半年卖蜂蜜收了多少", ls(ymd(2051, 1, 1), ymd(2051, 6, 30), "salary"), cat=c, conv="halves", unsure="honey sales as salary")
    K("上个月的账列出来看看", ll(ymd(2051, 6, 1), ymd(2051, 6, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周有几家要调琴", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("10月下旬都有啥安排", cl(ymd(2051, 10, 21), ymd(2051, 10, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上季度蜂蜜卖了多少钱", ls(ymd(2051, 7, 1), ymd(2051, 9, 30), "salary"), cat=c, conv="quarters", unsure="honey sales as salary")
    K("最近十笔账调出来 我对下蜂蜜钱", ll(limit=10), cat=c)
    K("9月快递费花了多少", ls(ymd(2051, 9, 1), ymd(2051, 9, 30), "other"), cat=c, unsure="shipping as other")
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("元宵前还有几场", cl(today(), YUANXIAO), cat=c, conv="zh-qian-inclusive", unsure="元宵 2051 = 02-25 (lunar-python)")
    K("未来五天有啥安排", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("过去七天花了多少", ls(rel(-6), today()), cat=c)
with use(now=NB, pref="future", **Z):
    K("这周内还有啥没办的", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:40: today alone")
    K("月底前有几个学校要调琴", cl(today(), ymd(2051, 7, 31)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("巡演到现在一共花了多少 从5月1号算", ls(ymd(2051, 5, 1), today()), cat=c, conv="since", unsure="the tour's start given as 5月1号")
with use(now=NC, pref="future", **Z):
    K("重阳前都有啥安排", cl(today(), CHONGYANG), cat=c, conv="zh-qian-inclusive", unsure="重阳 2051 = 10-13 (lunar-python)")
    K("接下来七天有什么", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止调琴费收了多少", ls(ymd(2051, 10, 1), today(), "salary"), cat=c, conv="since", unsure="tuning fees as salary")
    K("今年以来买罐子标签花了多少", ls(ymd(2051, 1, 1), today(), "shopping"), cat=c, conv="since", unsure="jars and labels as shopping")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天开蜂箱 杭州天气怎么样", wx("Hangzhou", rel(1)), cat=c)
    KM("2月20号到22号武汉天气", [wx("Wuhan", ymd(2051, 2, 20)), wx("Wuhan", ymd(2051, 2, 21)), wx("Wuhan", ymd(2051, 2, 22))], cat=c)
with use(now=NB, pref="future", **Z):
    K("下一站重庆 7月10号天气咋样", wx("Chongqing", ymd(2051, 7, 10)), cat=c)
    KM("下周六周日南京会下雨吗 要摆摊", [wx("Nanjing", wk(1, 6)), wx("Nanjing", wk(1, 7))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    K("长沙下周五天气", wx("Changsha", wk(1, 5)), cat=c)
    KM("明天成都和重庆的天气", [wx("Chengdu", rel(1)), wx("Chongqing", rel(1))], cat=c)
    K("今天合肥风大不大 想开箱", wx("Hefei"), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早武汉适合跑步吗", ra("Wuhan", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天重庆能跑步不", ra("Chongqing", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六早上苏州适合跑步吗", ra("Suzhou", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("二中调琴", dt(wd(3), 9), dt(wd(3), 11)), ev("二中调琴", dt(wd(5), 9), dt(wd(5), 11))]
    K("周五去二中调琴改到下午两点", cu(1, title="二中调琴", date=wd(5), start=dt(wd(5), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("周三二中那次推迟一小时", cu(0, title="二中", date=wd(3), start=dt(wd(3), 10)), cat=c, given=g)
    g = [ev("试镜", dt(wd(5), 15), dt(wd(5), 16)), ev("走台", dt(wd(3), 20, 30), dt(wd(3), 22))]
    K("试镜挪到下周一", cu(0, title="试镜", start=dt(wk(1, 1), 15)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, pref="future", **Z):
    g = [ev("日场", dt(wd(6), 14), dt(wd(6), 16, 30)), ev("夜场", dt(wd(6), 19, 30), dt(wd(6), 22))]
    K("周六夜场改成八点开始", cu(1, title="夜场", date=wd(6), start=dt(wd(6), 20)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("开蜂箱", dt(ymd(2051, 7, 8), 5, 30), dt(ymd(2051, 7, 8), 7)), ev("蜂蜜市集摆摊", dt(ymd(2051, 7, 8), 8), dt(ymd(2051, 7, 8), 12))]
    K("8号开蜂箱提前到五点", cu(0, title="开蜂箱", date=ymd(2051, 7, 8), start=dt(ymd(2051, 7, 8), 5)), cat=c, given=g,
      unsure="五点 with 开蜂箱 early in the morning read as 05:00 (context, not the bare-hour pm reading)")
    g = [ev("王家调琴", dt(wd(2), 10), dt(wd(2), 11, 30)), ev("王家调琴", dt(wk(2, 2), 10), dt(wk(2, 2), 11, 30))]
    K("周二王家调琴的地点改成新家 滨江花园", cu(0, title="王家调琴", date=wd(2), location="滨江花园"), cat=c, given=g,
      unsure="周二 said Sunday = 07-04; 新家 as context, the new place 滨江花园")
with use(now=NC, pref="future", **Z):
    g = [ev("一中调琴", dt(rel(1), 10), dt(rel(1), 12)), ev("一中调琴", dt(wd(4), 10), dt(wd(4), 12))]
    K("周四一中的调琴挪到周五", cu(1, title="一中", date=wd(4), start=dt(wd(5), 10)), cat=c, given=g, conv="move-keeps-clock")
    K("明天一中调琴往后推半小时", cu(0, title="一中调琴", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g)
    g = [ev("给超市送蜂蜜", dt(wd(5), 7), dt(wd(5), 9)), ev("市集摆摊", dt(wd(6), 6, 30), dt(wd(6), 12))]
    K("给超市送蜂蜜那个改名叫给鲜果超市送货", cu(0, title="给超市送蜂蜜", new_title="给鲜果超市送货"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("李家调琴", dt(wd(4), 15), dt(wd(4), 16, 30)), ev("张老师家调音", dt(wd(4), 10), dt(wd(4), 11, 30))]
    K("周四李家的调琴取消 他们家琴搬走了", cdel(0, title="李家", date=wd(4)), cat=c, given=g)
    g = [ev("养蜂课", dt(wk(1, 4), 19), dt(wk(1, 4), 21)), ev("养蜂课", dt(wk(2, 4), 19), dt(wk(2, 4), 21))]
    K("下周四的养蜂课不去了", cdel(0, title="养蜂课", date=wk(1, 4)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("网店直播卖蜂蜜", dt(rel(1), 20), dt(rel(1), 22)), ev("发快递", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天晚上的直播不搞了 取消", cdel(0, title="直播", date=rel(1)), cat=c, given=g)
    g = [ev("重庆巡演", ymd(2051, 7, 10), ymd(2051, 7, 15)), ev("成都巡演", ymd(2051, 7, 17), ymd(2051, 7, 20))]
    K("成都那几场取消了", cdel(1, title="成都"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("试镜", dt(wd(3), 15), dt(wd(3), 16)), ev("试镜", dt(wk(1, 3), 15), dt(wk(1, 3), 16))]
    K("试镜删了", cdel(0, title="试镜"), cat=c, given=g, conv="next-upcoming")
    g = [ev("刘家调琴", dt(wd(4), 14), dt(wd(4), 15, 30)), ev("周家调琴", dt(wd(4), 16), dt(wd(4), 17, 30))]
    K("周四周家那台不调了", cdel(1, title="周家", date=wd(4)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("琴弦86 停车20 加油300", [la("86", "shopping", "琴弦"), la("20", "transport", "停车"), la("300", "transport", "加油")], cat=c,
       unsure="strings for work as shopping")
with use(now=NA, pref="future", **Z):
    KM("2月20号去武汉演出 顺便看下那天武汉天气", [cc("去武汉演出", ymd(2051, 2, 20)), wx("Wuhan", ymd(2051, 2, 20))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("补贴1400到了 戏服干洗花了90", [la("1400", "salary", "补贴", kind="income"), la("90", "shopping", "戏服干洗")], cat=c,
       unsure=INC + "; dry-cleaning a costume as shopping")
with use(now=NB, pref="future", **Z):
    KM("周二下午两点排练 周四休息 周五晚上八点演出",
       [cc("排练", dt(wd(2), 14)), cc("休息", wd(4)), cc("演出", dt(wd(5), 20))], cat=c)
    KM("周六日场取消 夜场改到八点",
       [cdel(0, title="日场", date=wd(6)), cu(1, title="夜场", date=wd(6), start=dt(wd(6), 20))], cat=c,
       given=[ev("日场", dt(wd(6), 14), dt(wd(6), 16, 30)), ev("夜场", dt(wd(6), 19, 30), dt(wd(6), 22))],
       conv=["clock-only-keeps-day", "bare-hour"], unsure="周六 said Sunday = 07-08; a bare 8 on the show's day read as 20:00 (the evening show)")
with use(now=NC, pref="past", **Z):
    KM("蜂蜜卖了1200 快递费86 标签45", [la("1200", "salary", "蜂蜜", kind="income"), la("86", "other", "快递费"), la("45", "shopping", "标签")], cat=c,
       unsure=INC + "; shipping as other")
with use(now=NC, pref="future", **Z):
    KM("下周有啥安排 再看看周六苏州天气", [cl(wk(1, 1), wk(1, 7)), wx("Suzhou", wd(6))], cat=c)
    KM("记一下收了调琴费500 明天下午三点去刘家调琴", [la("500", "salary", "调琴费", kind="income"), cc("去刘家调琴", dt(rel(1), 15))], cat=c, unsure=INC)
