"""Round 29 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a vet who runs a small animal clinic (surgeries booked by the hour, on-call nights, vaccination days,
clients paying for treatment as income, drugs and supplies ordered, a three-day conference, rescheduling a surgery
when two patients share a name — 泰迪豆豆 / 柯基豆豆 —, the weather before a farm call), a retired woman who runs a
neighbourhood group-buy (团购) for her building (截单 by a deadline, delivery days, neighbours paying her as income,
suppliers paid, her 广场舞 and 老年大学 classes, a trip with old classmates over several days, a live stream and a
shipping run on the same day) and a young lawyer in her first years (开庭 / hearings, filing deadlines 15号前, client
calls and two sessions with the same client, a retainer received as income, 律协 dues, late-night takeout, a client
meeting moved, the weather for a weekend hike, spending by category).  In everyday proportion: about two fifths new
events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several
requests at once.

Reference times (see time_r29.py): NA = 2049-02-02T08:15 Tuesday, 正月初一 (除夕 was yesterday; 初二 = 立春 tomorrow
02-03, 初五 Saturday 02-06, 元宵 02-16; a bare 8 reads tomorrow 08:00, a bare 9 09:00 today; 周二早上七点 passed → 02-09;
情人节 Sunday 02-14; 月底 02-28); NB = 2049-05-31T08:05 Monday, the last day of May (月底前 = today alone; 儿童节
tomorrow; 端午 Friday 06-04, 芒种 06-05; a bare 8 reads tomorrow 08:00; 周一早上八点 passed → 06-07; 父亲节 06-20);
NC = 2049-10-31T23:30 Sunday night (明天 = 下周一 = 11-01; 这周内 is today alone; every bare hour reads tomorrow;
周日下午三点 → 11-07; 立冬 11-07, 双十一 Thursday 11-11; 腊八 2050-01-01)."""
from lib import *

NA = "2049-02-02T08:15:00"  # Tuesday 08:15, 正月初一
NB = "2049-05-31T08:05:00"  # Monday 08:05, 月底
NC = "2049-10-31T23:30:00"  # Sunday 23:30
Z = dict(lang="zh", tz="Asia/Shanghai")
CHUER = ymd(2049, 2, 3)
CHUWU = ymd(2049, 2, 6)
YUANXIAO = ymd(2049, 2, 16)
DUANWU = ymd(2049, 6, 4)
LIDONG = ymd(2049, 11, 7)
LABA = ymd(2050, 1, 1)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午十点到十二点给泰迪做绝育手术", cc("给泰迪做绝育手术", dt(rel(1), 10), dt(rel(1), 12)), cat=c, unsure="明天 = 初二 02-03")
    K("2月9号下午两点开庭 提醒我", cc("开庭", dt(ymd(2049, 2, 9), 14)), cat=c)
    K("下周三晚上七点半老年大学书法课", cc("老年大学书法课", dt(wk(1, 3), 19, 30)), cat=c)
    K("九点跟当事人通电话", cc("跟当事人通电话", dt(today(), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:15 is ahead: 09:00 today")
    K("八点给住院的猫换药", cc("给住院的猫换药", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:15 has passed (before noon): tomorrow 08:00")
    K("初五 团购的菜到货 下午三点", cc("团购的菜到货", dt(CHUWU, 15)), cat=c,
      unsure="初五 2049 = Saturday 02-06 (lunar-python); the day and the clock said apart: one entity")
    K("2月20号到22号跟老同学去黄山", cc("跟老同学去黄山", ymd(2049, 2, 20), ymd(2049, 2, 22)), cat=c)
    K("周四晚上八点到早上八点 值夜班", cc("值夜班", dt(wd(4), 20), dt(wd(4) + td(days=1), 8)), cat=c,
      unsure="an end clock earlier than the start goes to the next day (02-05 08:00)")
    K("后天下午两点跟客户见面 哦不对 三点", cc("跟客户见面", dt(rel(2), 15)), cat=c, unsure="a correction inside the message: 15:00 replaces 14:00")
    K("下下周一上午九点 疫苗日", cc("疫苗日", dt(wk(2, 1), 9)), cat=c, unsure="下下周一 = 02-15")
    K("周二早上七点交接班", cc("交接班", dt(wk(1, 2), 7)), cat=c, unsure="周二早上七点 said Tuesday 08:15 has passed: next Tuesday 02-09")
    K("今晚七点下楼跳广场舞", cc("下楼跳广场舞", dt(today(), 19)), cat=c)
    K("嗯 周六 律所团建 下午两点到五点", cc("律所团建", dt(wd(6), 14), dt(wd(6), 17)), cat=c, unsure="周六 … 下午两点到五点 said apart: one entity")
    K("明天晚上急诊值班", cc("急诊值班", dt(rel(1), 18), dt(rel(2), 0)), cat=c,
      unsure="晚上 with no clock gives the event's real bounds 18:00–00:00")
with use(now=NB, pref="future", **Z):
    K("明天上午九点给金毛做手术", cc("给金毛做手术", dt(rel(1), 9)), cat=c, unsure="明天 = 儿童节 06-01")
    K("周四下午两点半开庭", cc("开庭", dt(wd(4), 14, 30)), cat=c)
    K("6月8号晚上七点到九点 老年大学合唱课", cc("老年大学合唱课", dt(ymd(2049, 6, 8), 19), dt(ymd(2049, 6, 8), 21)), cat=c)
    K("今天下午三点到五点疫苗日", cc("疫苗日", dt(today(), 15), dt(today(), 17)), cat=c)
    K("十点半跟客户视频", cc("跟客户视频", dt(today(), 10, 30)), cat=c, conv="bare-hour")
    K("六点截单 提醒一下", cc("截单", dt(today(), 18)), cat=c, conv="bare-hour")
    K("6月10号到12号 兽医大会", cc("兽医大会", ymd(2049, 6, 10), ymd(2049, 6, 12)), cat=c)
    K("下周一早上八点查房", cc("查房", dt(wk(1, 1), 8)), cat=c)
    K("周一早上八点 团购的菜到", cc("团购的菜到", dt(wk(1, 1), 8)), cat=c,
      unsure="周一早上八点 said Monday 08:05 passed five minutes ago: next Monday 06-07")
    K("这周六下午两点去农场出诊", cc("去农场出诊", dt(wd(6), 14)), cat=c)
    K("下周二上午十点 跟王律师一起见当事人", cc("跟王律师一起见当事人", dt(wk(1, 2), 10)), cat=c)
    K("我那个 后天下午四点要去法院调卷", cc("去法院调卷", dt(rel(2), 16)), cat=c, unsure="filler 我那个 and 要 left out of the title")
with use(now=NC, pref="future", **Z):
    K("明天早上七点去农场出诊", cc("去农场出诊", dt(rel(1), 7)), cat=c, unsure="明天 = Monday 11-01")
    K("周三上午十点开庭", cc("开庭", dt(wd(3), 10)), cat=c)
    K("11月5号晚上七点老同学聚会", cc("老同学聚会", dt(ymd(2049, 11, 5), 19)), cat=c)
    K("下周二下午两点到四点跟客户开会", cc("跟客户开会", dt(wk(1, 2), 14), dt(wk(1, 2), 16)), cat=c, unsure="下周二 said Sunday night = 11-02")
    K("十一点截单", cc("截单", dt(rel(1), 11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    K("八点给猫做手术", cc("给猫做手术", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    K("11月12号到14号 跟老同学去桂林 三天", cc("跟老同学去桂林", ymd(2049, 11, 12), ymd(2049, 11, 14)), cat=c,
      unsure="三天 restates the run; left out of the title")
    K("凌晨一点提醒我再看看住院的狗", cc("再看看住院的狗", dt(rel(1), 1)), cat=c, unsure="凌晨一点 with no day = the coming night, 11-01 01:00")
    K("周日下午三点跳广场舞", cc("跳广场舞", dt(wk(1, 7), 15)), cat=c, unsure="周日下午三点 said Sunday 23:30 has passed: next Sunday 11-07")
    K("十二点半跟当事人吃饭", cc("跟当事人吃饭", dt(rel(1), 12, 30)), cat=c, conv="bare-hour", unsure="a bare 12:30 at 23:30 reads tomorrow 12:30")
    K("下周四上午九点 哦不 九点半 做骨科手术", cc("做骨科手术", dt(wk(1, 4), 9, 30)), cat=c, unsure="a correction inside the message: 09:30")
    K("下周五晚上八点到十点 律所年会彩排", cc("律所年会彩排", dt(wk(1, 5), 20), dt(wk(1, 5), 22)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("下周四上午十点开庭 在区人民法院", cc("开庭", dt(wk(1, 4), 10), location="区人民法院"), cat=c)
    K("明天下午三点跳广场舞 地点：小区广场", cc("跳广场舞", dt(rel(1), 15), location="小区广场"), cat=c)
    K("周六上午十点老同学聚会 地点是老茶馆", cc("老同学聚会", dt(wd(6), 10), location="老茶馆"), cat=c)
with use(now=NB, pref="future", **Z):
    K("6月10号上午九点兽医大会报到 在国际会展中心", cc("兽医大会报到", dt(ymd(2049, 6, 10), 9), location="国际会展中心"), cat=c)
    K("周四下午两点半开庭 地点：中级人民法院第三法庭", cc("开庭", dt(wd(4), 14, 30), location="中级人民法院第三法庭"), cat=c)
    K("明天下午四点出诊 在城东李家养殖场", cc("出诊", dt(rel(1), 16), location="城东李家养殖场"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周三上午十点开庭 在劳动仲裁委", cc("开庭", dt(wd(3), 10), location="劳动仲裁委"), cat=c)
    K("下周六晚上六点老同学聚餐 地点是湘菜馆", cc("老同学聚餐", dt(wk(1, 6), 18), location="湘菜馆"), cat=c)
    K("明天下午两点疫苗日 在诊所二楼", cc("疫苗日", dt(rel(1), 14), location="诊所二楼"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("初二回娘家", cc("回娘家", CHUER), cat=c, unsure="初二 2049 = 02-03 (lunar-python), tomorrow")
    K("元宵节晚上七点 楼里猜灯谜", cc("楼里猜灯谜", dt(YUANXIAO, 19)), cat=c, unsure="元宵 2049 = 02-16 (lunar-python)")
    K("情人节中午跟男朋友吃饭", cc("跟男朋友吃饭", dt(ymd(2049, 2, 14), 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("端午诊所放假", cc("诊所放假", DUANWU), cat=c, unsure="端午 2049 = 06-04 (lunar-python)")
    K("儿童节下午三点带孙子去动物园", cc("带孙子去动物园", dt(ymd(2049, 6, 1), 15)), cat=c)
    K("父亲节晚上六点陪爸妈吃饭", cc("陪爸妈吃饭", dt(holiday_in("fathers", 2049), 18)), cat=c)
with use(now=NC, pref="future", **Z):
    K("立冬那天团购饺子", cc("团购饺子", LIDONG), cat=c, unsure="立冬 2049 = 11-07 (lunar-python)")
    K("双十一零点抢猫粮", cc("抢猫粮", dt(ymd(2049, 11, 11), 0)), cat=c, unsure="双十一零点 = 11-11 00:00")
    K("腊八那天熬粥分给邻居", cc("熬粥分给邻居", LABA), cat=c, unsure="腊八 = 2050-01-01, also 元旦 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("三刻钟后提醒我给哈士奇拆线", cc("给哈士奇拆线", dt(today(), 9, 0)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后出诊", cc("出诊", dt(today(), 9, 35)), cat=c)
with use(now=NC, pref="future", **Z):
    K("三周后带狗复诊", cc("带狗复诊", rel(21)), cat=c)
    K("二十分钟后提醒我把代理词发出去", cc("把代理词发出去", dt(today(), 23, 50)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜四下午兩點開庭", cc("開庭", dt(wd(4), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週三上午九點手術", cc("手術", dt(wk(1, 3), 9)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天上午九點給貓做手術", cc("給貓做手術", dt(rel(2), 9)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2.25 劳动仲裁开庭", cc("劳动仲裁开庭", ymd(2049, 2, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    K("6/15 举证期满", cc("举证期满", ymd(2049, 6, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20491120 二审开庭", cc("二审开庭", ymd(2049, 11, 20)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 诊所疫苗日", cc("诊所疫苗日", nth(2049, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("6月最后一个周五 律协活动", cc("律协活动", lastwd(2049, 6, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周六 团购年货", cc("团购年货", lastwd(2049, 11, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差五分十点截单", cc("截单", dt(today(), 9, 55)), cat=c, conv="bare-hour", unsure="the named hour 10 reads 10:00 today; five before is 09:55")
with use(now=NB, pref="future", **Z):
    K("十点一刻跟客户视频", cc("跟客户视频", dt(today(), 10, 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("明早六点三刻遛狗", cc("遛狗", dt(rel(1), 6, 45)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周四、周六上午十点团购到货", [cc("团购到货", dt(wd(4), 10)), cc("团购到货", dt(wd(6), 10))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周二和周五晚上七点广场舞", [cc("广场舞", dt(wd(2), 19)), cc("广场舞", dt(wd(5), 19))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("下周二、周四下午两点 老年大学", [cc("老年大学", dt(wk(1, 2), 14)), cc("老年大学", dt(wk(1, 4), 14))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("收了3楼王姐的团购款186", la("186", "other", "团购款", kind="income"), cat=c, unsure="a neighbour's group-buy payment: income, category other")
    K("付水果供应商2350", la("2350", "food", "水果"), cat=c, unsure="paying the group-buy's fruit supplier as food")
    K("过年点的外卖 58", la("58", "food", "外卖"), cat=c)
    K("律协会费1200", la("1200", "other", "律协会费"), cat=c, unsure="bar association dues as other")
    K("给布偶猫做绝育 收了八百五", la("850", "salary", "绝育", kind="income"), cat=c, unsure="a client paying for treatment as salary income")
    K("进了一批狂犬疫苗 3200", la("3200", "other", "狂犬疫苗"), cat=c, unsure="vaccines ordered for the clinic as other")
    K("猫砂 96", la("96", "shopping", "猫砂"), cat=c)
with use(now=NB, pref="past", **Z):
    K("当事人打来的律师费 15000", la("15000", "salary", "律师费", kind="income"), cat=c, unsure="a retainer as salary income")
    K("粽子团购 付了供应商1800", la("1800", "food", "粽子"), cat=c, unsure="paying the supplier for zongzi as food")
    K("24户交了团购款 一共1080", la("1080", "other", "团购款", kind="income"), cat=c, unsure="neighbours' group-buy payments: income, category other")
    K("宵夜麻辣烫 32.8", la("32.8", "food", "麻辣烫"), cat=c)
    K("老年大学学费1005", la("1005", "education", "老年大学学费"), cat=c)
    K("打车去法院 36", la("36", "transport", "打车"), cat=c)
    K("手术器械 4600", la("4600", "other", "手术器械"), cat=c, unsure="surgical instruments for the clinic as other")
with use(now=NC, pref="past", **Z):
    K("兽医大会注册费 2000", la("2000", "education", "兽医大会注册费"), cat=c, unsure="a conference fee as education")
    K("万圣节给诊所买的糖 88", la("88", "shopping", "糖", d=today()), cat=c, unsure="万圣节 is today")
    K("王阿姨转来的团购款 230", la("230", "other", "团购款", kind="income"), cat=c, unsure="a neighbour's group-buy payment: income, category other")
    K("外卖宵夜 45", la("45", "food", "宵夜"), cat=c)
    K("给金毛做手术收了2800", la("2800", "salary", "手术", kind="income"), cat=c, unsure="a client paying for surgery as salary income")
    K("广场舞服装两套240", la("240", "shopping", "广场舞服装"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天除夕急诊收了600", la("600", "salary", "急诊", kind="income", d=rel(-1)), cat=c, unsure="a client paying for treatment as salary income")
    K("上周五进的疫苗 3200块", la("3200", "other", "疫苗", d=wk(-1, 5)), cat=c, unsure="vaccines for the clinic as other; 上周五 = 01-29")
with use(now=NB, pref="past", **Z):
    K("周六收的团购款 960", la("960", "other", "团购款", kind="income", d=wd(6)), cat=c, unsure="周六 said Monday, looking back: 05-29")
    K("前天的外卖 41", la("41", "food", "外卖", d=rel(-2)), cat=c)
with use(now=NC, pref="past", **Z):
    K("周五付的鸡蛋供应商 1320", la("1320", "food", "鸡蛋", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back: 10-29; eggs for the group-buy as food")
    K("昨天打车 52", la("52", "transport", "打车", d=rel(-1)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周有几台手术", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有啥安排", cl(rel(1)), cat=c)
    K("初五那天有啥事", cl(CHUWU), cat=c, unsure="初五 2049 = 02-06 (lunar-python)")
with use(now=NA, pref="past", **Z):
    K("上个月外卖花了多少", ls(ymd(2049, 1, 1), ymd(2049, 1, 31), "food"), cat=c)
    K("上周团购收了多少钱", ls(wk(-1, 1), wk(-1, 7)), cat=c, unsure="group-buy money has no category said")
with use(now=NB, pref="future", **Z):
    K("下周要开几次庭", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("6月中旬的安排", cl(ymd(2049, 6, 11), ymd(2049, 6, 20)), cat=c, conv="month-parts")
    K("下个月有几个疫苗日", cl(ymd(2049, 6, 1), ymd(2049, 6, 30)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个月外卖一共多少", ls(ymd(2049, 5, 1), ymd(2049, 5, 31), "food"), cat=c)
    K("这个月打车去法院花了多少", ls(ymd(2049, 5, 1), ymd(2049, 5, 31), "transport"), cat=c)
    K("把上个月的账列出来", ll(ymd(2049, 4, 1), ymd(2049, 4, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周开庭怎么安排的", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 said Sunday night = 11-01 … 11-07")
    K("明天周一 都有啥事", cl(rel(1)), cat=c)
    K("11月上旬的疫苗日", cl(ymd(2049, 11, 1), ymd(2049, 11, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度外卖花了多少", ls(ymd(2049, 10, 1), ymd(2049, 12, 31), "food"), cat=c, conv="quarters", unsure="this quarter written as the whole Q4")
    K("最近十笔账 列一下 我对对", ll(limit=10), cat=c)
    K("10月下旬花了多少", ls(ymd(2049, 10, 21), ymd(2049, 10, 31)), cat=c, conv="month-parts")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("15号前有几个庭", cl(today(), ymd(2049, 2, 15)), cat=c, conv="zh-qian-inclusive")
    K("元宵节前有什么安排", cl(today(), YUANXIAO), cat=c, conv="zh-qian-inclusive", unsure="元宵 2049 = 02-16 (lunar-python)")
    K("未来五天的手术", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("本月至今收了多少诊费", ls(ymd(2049, 2, 1), today(), "salary"), cat=c, conv="since", unsure="clinic fees as salary income")
    K("最近七天外卖花了多少", ls(rel(-6), today(), "food"), cat=c)
with use(now=NB, pref="future", **Z):
    K("月底前还有什么事没办", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    K("端午前还要开几次庭", cl(today(), DUANWU), cat=c, conv="zh-qian-inclusive", unsure="端午 2049 = 06-04 (lunar-python)")
    K("这周内还有手术吗", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
with use(now=NB, pref="past", **Z):
    K("今年以来律师费收了多少", ls(ymd(2049, 1, 1), today(), "salary"), cat=c, conv="since", unsure="legal fees as salary income")
    K("过去30天团购收了多少", ls(rel(-29), today()), cat=c, unsure="group-buy money has no category said")
with use(now=NC, pref="future", **Z):
    K("这周内还有事没", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:30: today alone")
    K("双十一前团购几次", cl(today(), ymd(2049, 11, 11)), cat=c, conv="zh-qian-inclusive")
    K("接下来七天的夜班", cl(today(), rel(6)), cat=c, conv="n-days-counting-today", unsure="counting today, which has thirty minutes left")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止外卖花了多少", ls(ymd(2049, 10, 1), today(), "food"), cat=c, conv="since")
    K("最近两周打车花了多少", ls(rel(-13), today(), "transport"), cat=c, unsure="最近两周 read as the last 14 days")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天去郊区农场出诊 天津天气怎么样", wx("Tianjin", rel(1)), cat=c)
    KM("初二初三杭州天气", [wx("Hangzhou", CHUER), wx("Hangzhou", ymd(2049, 2, 4))], cat=c, unsure="初二 = 02-03, 初三 = 02-04 (lunar-python)")
    K("20号去黄山 那天天气咋样", wx("Huangshan", ymd(2049, 2, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六去爬山 北京周六下雨吗", wx("Beijing", wd(6)), cat=c)
    KM("这周末成都天气咋样 想去青城山", [wx("Chengdu", wd(6)), wx("Chengdu", wd(7))], cat=c, unsure="这周末 said Monday = 06-05/06")
with use(now=NC, pref="future", **Z):
    K("明天去农场出诊 石家庄天气", wx("Shijiazhuang", rel(1)), cat=c)
    KM("12号到14号桂林天气", [wx("Guilin", ymd(2049, 11, 12)), wx("Guilin", ymd(2049, 11, 13)), wx("Guilin", ymd(2049, 11, 14))], cat=c)
    K("立冬那天沈阳冷不冷", wx("Shenyang", LIDONG), cat=c, unsure="立冬 2049 = 11-07")
c = "running"
with use(now=NA, pref="future", **Z):
    K("初二一早上海适合跑步吗", ra("Shanghai", rel(1)), cat=c, unsure="初二 = tomorrow 02-03 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("周六早上北京能跑步吗", ra("Beijing", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天早上广州跑步合适吗", ra("Guangzhou", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("泰迪豆豆绝育", dt(rel(1), 10), dt(rel(1), 12)), ev("柯基豆豆绝育", dt(wd(5), 10), dt(wd(5), 12))]
    K("柯基豆豆的绝育改到下午三点", cu(1, title="柯基豆豆", start=dt(wd(5), 15)), cat=c, given=g, conv="clock-only-keeps-day")
    K("明天泰迪豆豆那台手术推迟一个小时", cu(0, title="泰迪豆豆", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
    g = [ev("团购到货", dt(wd(4), 10), dt(wd(4), 11)), ev("团购到货", dt(wd(6), 10), dt(wd(6), 11))]
    K("周六的团购到货挪到周日 时间不变", cu(1, title="团购到货", date=wd(6), start=dt(wd(7), 10)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, pref="future", **Z):
    g = [ev("张先生咨询", dt(wd(2), 10), dt(wd(2), 11)), ev("张先生咨询", dt(wd(4), 10), dt(wd(4), 11))]
    K("周四跟张先生的咨询改到下午四点", cu(1, title="张先生", date=wd(4), start=dt(wd(4), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    K("明天张先生那个往后推半小时", cu(0, title="张先生", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g)
    g = [ev("直播卖货", dt(wd(3), 19), dt(wd(3), 21)), ev("团购发货", dt(wd(3), 9), dt(wd(3), 11))]
    K("周三发货改到下午两点", cu(1, title="发货", date=wd(3), start=dt(wd(3), 14)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("电工上门", dt(rel(1), 9), dt(rel(1), 11)), ev("电工上门", dt(wd(4), 9), dt(wd(4), 11))]
    K("周四电工上门改到周五 时间不变", cu(1, title="电工", date=wd(4), start=dt(wd(5), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("见当事人", dt(wk(1, 2), 14), dt(wk(1, 2), 15)), ev("律所例会", dt(wk(1, 2), 9), dt(wk(1, 2), 10))]
    K("下周二见当事人提前到上午十一点", cu(0, title="见当事人", date=wk(1, 2), start=dt(wk(1, 2), 11)), cat=c, given=g, conv="clock-only-keeps-day")
    K("律所例会改成十点半", cu(1, title="律所例会", start=dt(wk(1, 2), 10, 30)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("老年大学书法课", dt(wk(1, 3), 19, 30), dt(wk(1, 3), 21)), ev("老年大学书法课", dt(wk(2, 3), 19, 30), dt(wk(2, 3), 21))]
    K("下周三的书法课取消 老师回老家了", cdel(0, title="书法课", date=wk(1, 3)), cat=c, given=g)
    g = [ev("跟老同学去黄山", ymd(2049, 2, 20), ymd(2049, 2, 22)), ev("劳动仲裁开庭", ymd(2049, 2, 25), ymd(2049, 2, 25))]
    K("黄山不去了 删掉吧", cdel(0, title="黄山"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("疫苗日", dt(today(), 15), dt(today(), 17)), ev("疫苗日", dt(wk(2, 2), 9), dt(wk(2, 2), 12))]
    K("今天下午的疫苗日取消", cdel(0, title="疫苗日", date=today()), cat=c, given=g)
    g = [ev("律协活动", dt(ymd(2049, 6, 25), 18), dt(ymd(2049, 6, 25), 20)), ev("开庭", dt(wd(4), 14, 30), dt(wd(4), 16))]
    K("律协活动不去了", cdel(0, title="律协活动"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("广场舞", dt(wd(2), 19), dt(wd(2), 20, 30)), ev("广场舞", dt(wd(4), 19), dt(wd(4), 20, 30))]
    K("周二广场舞取消 要下雨", cdel(0, title="广场舞", date=wd(2)), cat=c, given=g)
    g = [ev("农场出诊", dt(rel(1), 7), dt(rel(1), 10)), ev("农场出诊", dt(wd(3), 7), dt(wd(3), 10))]
    K("周三那趟农场出诊删了", cdel(1, title="农场出诊", date=wd(3)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("团购款186 外卖58 猫砂96", [la("186", "other", "团购款", kind="income"), la("58", "food", "外卖"), la("96", "shopping", "猫砂")], cat=c,
       unsure="a neighbour's group-buy payment: income, category other")
with use(now=NA, pref="future", **Z):
    KM("明天上午十点手术 顺便查下天津明天天气", [cc("手术", dt(rel(1), 10)), wx("Tianjin", rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("打车36 外卖42", [la("36", "transport", "打车"), la("42", "food", "外卖")], cat=c)
with use(now=NB, pref="future", **Z):
    KM("周四下午两点半开庭 再看看周六北京天气", [cc("开庭", dt(wd(4), 14, 30)), wx("Beijing", wd(6))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("糖88 宵夜45 打车52", [la("88", "shopping", "糖"), la("45", "food", "宵夜"), la("52", "transport", "打车")], cat=c)
with use(now=NC, pref="future", **Z):
    g = [ev("广场舞", dt(wd(2), 19), dt(wd(2), 20, 30)), ev("老年大学", dt(wd(4), 14), dt(wd(4), 16))]
    KM("周二广场舞取消 周四老年大学改到下午三点", [cdel(0, title="广场舞", date=wd(2)), cu(1, title="老年大学", date=wd(4), start=dt(wd(4), 15))],
       cat=c, given=g, conv="clock-only-keeps-day")
    KM("下周有什么安排 顺便看看双十一上海天气", [cl(wk(1, 1), wk(1, 7)), wx("Shanghai", ymd(2049, 11, 11))], cat=c)
