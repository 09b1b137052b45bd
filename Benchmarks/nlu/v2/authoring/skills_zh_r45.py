"""Round 45 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a street-food vendor with a night-market stall (stall nights at set clocks that run past midnight, stock
bought at the wholesale market early in the morning, takings each night as income, the stall permit and gas paid, a
market night cancelled for rain, the weather for the weekend nights, the takings this month), a hospital social worker
who coaches a youth debate team (patient family meetings at set clocks, debate tournaments over weekends in other towns,
entry fees and travel paid, a parent's reimbursement as income, a practice moved, debate spending this term and the last
N entries) and a couple planning a baby shower and a move into their parents' home (the shower at a clock and a place,
gifts and decorations bought, money gifted by relatives as income, movers over two days, a viewing cancelled, what the
shower cost).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather
and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r45.py): NA = 2060-02-14T23:15 Saturday, Valentine's night, 正月十三 (a bare 12 → tomorrow's
noon, a bare 1 → tomorrow 13:00, a bare 8 → tomorrow 08:00; 今晚十二点 → 02-15 00:00, 凌晨两点 → 02-15 02:00; 周六下午两点
over → 02-21; this weekend = today and tomorrow, 这周内 = today … 02-15; 元宵 = Monday 02-16, 雨水 Thursday 02-19, 月底
Sunday 02-29 (leap year), 龙抬头 03-04; looking back 春节 02-02, 周四 02-12, January); NB = 2059-06-21T05:50 Saturday at
dawn, 夏至 (a bare 5 → 17:00 today, a bare 8 → 08:00 today; 早上五点 → tomorrow 05:00, 早上六点半 today; 凌晨三点 → 06-22
03:00; 周六凌晨三点 over → 06-28; this weekend = today and tomorrow, next week 06-23 … 06-29, 月底 Monday 06-30, 建党节
Tuesday 07-01, 小暑 07-07; looking back 端午 06-14, 周三 06-18); NC = 2060-04-30T17:40 Friday, 月底, 四月初一 (a bare 5 or
5:30 → tomorrow, a bare 6 → 18:00, a bare 8 → 20:00; 周五上午十点 over → 05-07; 五一 tomorrow (Saturday), this weekend
05-01/02, next week 05-03 … 05-09, 立夏 Wednesday 05-05, 端午 06-03; looking back 谷雨 04-19, 上周六 04-24, 周三 04-28,
April, Q2)."""
from lib import *

NA = "2060-02-14T23:15:00"  # Saturday 23:15, Valentine's night, 正月十三
NB = "2059-06-21T05:50:00"  # Saturday 05:50, 夏至
NC = "2060-04-30T17:40:00"  # Friday 17:40, the last day of April, 五一 tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
YUANXIAO60 = ymd(2060, 2, 16)
YUSHUI60 = ymd(2060, 2, 19)
LONGTAITOU60 = ymd(2060, 3, 4)
CHUNJIE60 = ymd(2060, 2, 2)
DUANWU59 = ymd(2059, 6, 14)
XIAOSHU59 = ymd(2059, 7, 7)
QIXI59 = ymd(2059, 8, 14)
LIXIA60 = ymd(2060, 5, 5)
DUANWU60 = ymd(2060, 6, 3)
GUYU60 = ymd(2060, 4, 19)
TAKE = "the stall's takings (流水) as income, category other (as earlier rounds filed a food truck's 流水)"
STOCK = "stock bought at the wholesale market (meat, seafood) filed as food (as earlier rounds filed a food truck's ingredients)"
GAS = "the stall's cooking gas and the vending permit filed as other (as earlier rounds did)"
ENTRY = "debate tournament entry fees filed as education (a school activity)"
REIMB = "a parent's reimbursement as income, category other"
GIFT = "money gifted by relatives (红包) as income, category other (as earlier rounds filed 份子钱)"
SHOWER = "gifts and decorations for the baby shower filed as shopping"
MOVE = "the movers filed as housing (as earlier rounds did)"
HOTEL = "a hotel for an away tournament filed as housing (a place to stay away from home)"
DEBATE = "debate spending spans entry fees (education), travel (transport) and hotels (housing): no single category"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明晚六点出摊 一直到凌晨一点", cc("出摊", dt(rel(1), 18), dt(rel(2), 1)), cat=c, unsure="the end clock after midnight: 02-16 01:00")
    K("周二上午十点 412床家属谈话", cc("412床家属谈话", dt(wd(2), 10)), cat=c)
    K("明天早上五点去批发市场进货", cc("去批发市场进货", dt(rel(1), 5)), cat=c)
    K("十二点 跟搬家公司打电话", cc("跟搬家公司打电话", dt(rel(1), 12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 23:15 has passed: tomorrow's noon (12 never means midnight)")
    K("一点 辩论队开会", cc("辩论队开会", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 23:15 reads tomorrow 13:00")
    K("八点搬家公司来估价", cc("搬家公司来估价", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:15 has passed both ways: tomorrow 08:00")
    K("凌晨两点 把摊车推回仓库", cc("把摊车推回仓库", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 02-15 02:00")
    K("今晚十二点 关炉子", cc("关炉子", dt(rel(1), 0)), cat=c)
    K("周六下午两点 辩论队训练", cc("辩论队训练", dt(wk(1, 6), 14)), cat=c, unsure="周六下午两点 said Saturday 23:15 has passed: next week 02-21")
    K("2月27号到28号 搬家", cc("搬家", ymd(2060, 2, 27), ymd(2060, 2, 28)), cat=c)
    K("后天 家属会谈 下午三点", cc("家属会谈", dt(rel(2), 15)), cat=c, unsure="the day and the clock said apart; 后天 = Monday 02-16")
    K("老公说派对提前了 2月20号下午四点", cc("派对", dt(ymd(2060, 2, 20), 16)), cat=c, unsure="the husband's word as context")
    K("下周三晚上七点出摊 不对 六点半", cc("出摊", dt(wk(1, 3), 18, 30)), cat=c, unsure="a correction inside the message: 18:30 replaces 19:00")
    K("周日早上六点 进货", cc("进货", dt(wd(7), 6)), cat=c, unsure="周日 said Saturday night = tomorrow 02-15")
    K("3月6号到7号 去无锡打辩论赛", cc("去无锡打辩论赛", ymd(2060, 3, 6), ymd(2060, 3, 7)), cat=c)
    K("下周四晚上六点到十二点 夜市", cc("夜市", dt(wk(1, 4), 18), dt(wk(1, 5), 0)), cat=c, unsure="晚上…十二点 ends 02-20 00:00")
with use(now=NB, pref="future", **Z):
    K("今晚七点出摊到凌晨两点", cc("出摊", dt(today(), 19), dt(rel(1), 2)), cat=c, unsure="past midnight: ends 06-22 02:00")
    K("下周一下午两点半 家属会谈", cc("家属会谈", dt(wk(1, 1), 14, 30)), cat=c)
    K("礼拜三晚上六点到八点 辩论练习", cc("辩论练习", dt(wd(3), 18), dt(wd(3), 20)), cat=c)
    K("五点出摊", cc("出摊", dt(today(), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:50 reads 17:00 today")
    K("早上五点去批发市场", cc("去批发市场", dt(rel(1), 5)), cat=c, unsure="早上五点 with no day said 05:50 has passed: tomorrow 05:00")
    K("八点 搬家师傅到", cc("搬家师傅到", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 05:50 reads 08:00 today")
    K("凌晨三点收摊", cc("收摊", dt(rel(1), 3)), cat=c, unsure="凌晨三点 with no day said 05:50 has passed: the coming night 06-22 03:00")
    K("早上六点半 去拉货", cc("去拉货", dt(today(), 6, 30)), cat=c, unsure="早上六点半 said 05:50 is still ahead: today")
    K("6月27号到28号 去苏州比赛", cc("去苏州比赛", ymd(2059, 6, 27), ymd(2059, 6, 28)), cat=c)
    K("周六凌晨三点 盘点库存", cc("盘点库存", dt(wk(1, 6), 3)), cat=c, unsure="周六凌晨三点 said Saturday 05:50 has passed: next week 06-28")
    K("7月5号到6号搬家 搬家公司找好了", cc("搬家", ymd(2059, 7, 5), ymd(2059, 7, 6)), cat=c, unsure="the context after it")
    K("明天 家属电话回访 上午十点", cc("家属电话回访", dt(rel(1), 10)), cat=c, unsure="the day and the clock said apart")
    K("下周五下午三点宝宝派对 哦 改成四点", cc("宝宝派对", dt(wk(1, 5), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00")
    K("嗯 周二晚上 辩论队线上练习 七点到九点", cc("辩论队线上练习", dt(wd(2), 19), dt(wd(2), 21)), cat=c, unsure="the day and the clock range said apart")
    K("下下周六 迎婴派对 下午两点", cc("迎婴派对", dt(wk(2, 6), 14)), cat=c, unsure="下下周六 = 07-05")
with use(now=NC, pref="future", **Z):
    K("五一晚上六点到十二点 夜市", cc("夜市", dt(ymd(2060, 5, 1), 18), dt(ymd(2060, 5, 2), 0)), cat=c, unsure="晚上…十二点 ends 05-02 00:00")
    K("明天早上八点 搬家公司到", cc("搬家公司到", dt(rel(1), 8)), cat=c)
    K("五点去批发市场拿货", cc("去批发市场拿货", dt(rel(1), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:40 has passed: tomorrow 17:00")
    K("六点出摊", cc("出摊", dt(today(), 18)), cat=c, conv="bare-hour")
    K("八点 辩论队视频会", cc("辩论队视频会", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:40 reads 20:00 tonight")
    K("周五上午十点 家属谈话", cc("家属谈话", dt(wk(1, 5), 10)), cat=c, unsure="周五上午十点 said Friday 17:40 has passed: next week 05-07")
    K("5月1号到2号 搬家", cc("搬家", ymd(2060, 5, 1), ymd(2060, 5, 2)), cat=c)
    K("5月15号到16号 去宁波辩论赛", cc("去宁波辩论赛", ymd(2060, 5, 15), ymd(2060, 5, 16)), cat=c)
    K("周日 看房 下午两点", cc("看房", dt(wd(7), 14)), cat=c, unsure="the day and the clock said apart; 周日 = 05-02")
    K("宝宝派对定了 5月8号下午两点到五点", cc("宝宝派对", dt(ymd(2060, 5, 8), 14), dt(ymd(2060, 5, 8), 17)), cat=c, unsure="the context before it")
    K("今晚九点收摊 哦不 十点", cc("收摊", dt(today(), 22)), cat=c, unsure="a correction inside the message: 22:00 replaces 21:00")
    K("五点半取蛋糕", cc("取蛋糕", dt(rel(1), 17, 30)), cat=c, conv="bare-hour", unsure="a bare 5:30 at 17:40 has passed: tomorrow 17:30")
    K("下周六 辩论赛 全天", cc("辩论赛", wk(1, 6)), cat=c, unsure="全天: an all-day event on 05-08")
    K("明晚七点 夜市出摊", cc("夜市出摊", dt(rel(1), 19)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("2月21号下午三点 宝宝派对 在爸妈家", cc("宝宝派对", dt(ymd(2060, 2, 21), 15), location="爸妈家"), cat=c)
    K("下周四晚上六点出摊 地点：南门夜市", cc("出摊", dt(wk(1, 4), 18), location="南门夜市"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周一下午三点家属会谈 在社工部办公室", cc("家属会谈", dt(wk(1, 1), 15), location="社工部办公室"), cat=c)
    K("6月28号上午十点 迎婴派对 地点是小区会所", cc("迎婴派对", dt(ymd(2059, 6, 28), 10), location="小区会所"), cat=c)
with use(now=NC, pref="future", **Z):
    K("5月8号下午两点宝宝派对 在花园餐厅", cc("宝宝派对", dt(ymd(2060, 5, 8), 14), location="花园餐厅"), cat=c)
    K("下周二上午九点半家属会 地点：住院部三楼会议室", cc("家属会", dt(wk(1, 2), 9, 30), location="住院部三楼会议室"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("元宵节 夜市出摊", cc("夜市出摊", YUANXIAO60), cat=c, unsure="元宵 2060 = Monday 02-16 (lunar-python)")
    K("雨水那天 夜市休市", cc("夜市休市", YUSHUI60), cat=c, unsure="雨水 2060 = 02-19 (PyEphem and lunar-python agree)")
    K("龙抬头 陪老婆去剪头", cc("陪老婆去剪头", LONGTAITOU60), cat=c, unsure="龙抬头 2060 = 03-04 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("小暑那天 辩论赛决赛", cc("辩论赛决赛", XIAOSHU59), cat=c, unsure="小暑 2059 = 07-07 (lunar-python)")
    K("建党节 搬家第一天", cc("搬家第一天", ymd(2059, 7, 1)), cat=c)
    K("七夕晚上七点 夜市加场", cc("夜市加场", dt(QIXI59, 19)), cat=c, unsure="七夕 2059 = 08-14 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("五一 夜市加场", cc("夜市加场", ymd(2060, 5, 1)), cat=c)
    K("立夏那天 宝宝派对", cc("宝宝派对", LIXIA60), cat=c, unsure="立夏 2060 = 05-05 (PyEphem and lunar-python agree)")
    K("青年节 辩论队友谊赛", cc("辩论队友谊赛", ymd(2060, 5, 4)), cat=c)
    K("端午 回爸妈家吃粽子", cc("回爸妈家吃粽子", DUANWU60), cat=c, unsure="端午 2060 = 06-03 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我把煤气关了", cc("关煤气", dt(today(), 23, 35)), cat=c)
    K("一个小时后提醒我数钱", cc("数钱", dt(rel(1), 0, 15)), cat=c, unsure="an hour from 23:15 crosses midnight: 02-15 00:15")
with use(now=NB, pref="future", **Z):
    K("一刻钟后提醒我出门进货", cc("出门进货", dt(today(), 6, 5)), cat=c)
    K("三天后 搬家公司上门看", cc("搬家公司上门看", rel(3)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四十分钟后 提醒我开摊", cc("开摊", dt(today(), 18, 20)), cat=c)
    K("两周后 搬家", cc("搬家", rel(14)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜四晚上七點 夜市開張", cc("夜市開張", dt(wd(4), 19)), cat=c)
with use(now=NB, pref="future", **Z):
    K("週二晚上七點 辯論隊練習", cc("辯論隊練習", dt(wd(2), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週三下午兩點 家屬會談", cc("家屬會談", dt(wk(1, 3), 14)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2.25 派对回执截止", cc("派对回执截止", ymd(2060, 2, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2059/7/5 上午八点 搬家", cc("搬家", dt(ymd(2059, 7, 5), 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20600508 宝宝派对", cc("宝宝派对", ymd(2060, 5, 8)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 市里辩论赛", cc("市里辩论赛", nth(2060, 3, 1, 6)), cat=c)
    K("元宵后一天 恢复出摊", cc("恢复出摊", YUANXIAO60 + td(days=1)), cat=c, unsure="元宵 2060 = 02-16")
with use(now=NB, pref="future", **Z):
    K("这个月倒数第二天 搬第一批", cc("搬第一批", ymd(2059, 6, 29)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周六 辩论赛", cc("辩论赛", lastwd(2060, 5, 6)), cat=c)
    K("五一后第二天 第二批家具搬过去", cc("第二批家具搬过去", ymd(2060, 5, 3)), cat=c, unsure="后第二天 = two days after 05-01")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周一周二晚上六点都出摊", [cc("出摊", dt(wd(1), 18)), cc("出摊", dt(wd(2), 18))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周三、周五晚上六点 辩论练习", [cc("辩论练习", dt(wd(3), 18)), cc("辩论练习", dt(wd(5), 18))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周六周日上午九点 搬家公司都来", [cc("搬家公司", dt(wd(6), 9)), cc("搬家公司", dt(wd(7), 9))], cat=c, conv="distribute",
       unsure="the title as the people coming (都来 left out)")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("情人节这晚流水2680", la("2680", "other", "流水", kind="income"), cat=c, unsure=TAKE)
    K("批发市场进的鸡翅 380", la("380", "food", "鸡翅"), cat=c, unsure=STOCK)
    K("燃气罐 120", la("120", "other", "燃气罐"), cat=c, unsure=GAS)
    K("辩论赛报名费 360", la("360", "education", "辩论赛报名费"), cat=c, unsure=ENTRY)
    K("派对气球和彩带 98.8", la("98.8", "shopping", "气球和彩带"), cat=c, unsure=SHOWER)
    K("三舅给宝宝的红包 2000", la("2000", "other", "红包", kind="income"), cat=c, unsure=GIFT)
with use(now=NB, pref="past", **Z):
    K("高铁去苏州 312", la("312", "transport", "高铁"), cat=c)
    K("家长报销了路费 450", la("450", "other", "报销路费", kind="income"), cat=c, unsure=REIMB)
    K("婴儿床 1299", la("1299", "shopping", "婴儿床"), cat=c, unsure=SHOWER)
    K("搬家公司定金 500", la("500", "housing", "搬家公司定金"), cat=c, unsure=MOVE)
    K("苏州比赛住了两晚酒店 680", la("680", "housing", "酒店"), cat=c, unsure=HOTEL)
    K("鱿鱼进了260", la("260", "food", "鱿鱼"), cat=c, unsure=STOCK)
with use(now=NC, pref="past", **Z):
    K("摊位许可证续费 600", la("600", "other", "摊位许可证"), cat=c, unsure=GAS)
    K("今天流水4200 不错", la("4200", "other", "流水", kind="income"), cat=c, unsure=TAKE)
    K("搬家公司尾款 1800", la("1800", "housing", "搬家公司尾款"), cat=c, unsure=MOVE)
    K("亲戚们给的红包 一共6600", la("6600", "other", "红包", kind="income"), cat=c, unsure=GIFT)
    K("辩论队盒饭 120", la("120", "food", "盒饭"), cat=c)
    K("派对伴手礼 500", la("500", "shopping", "伴手礼"), cat=c, unsure=SHOWER)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周四交的报名费 360", la("360", "education", "报名费", d=wd(4)), cat=c, unsure="周四 said Saturday = 02-12; " + ENTRY)
    K("春节那天流水 5200", la("5200", "other", "流水", kind="income", d=CHUNJIE60), cat=c, unsure="春节 2060 = 02-02 (lunar-python); " + TAKE)
    K("昨天买的纸箱 68", la("68", "shopping", "纸箱", d=rel(-1)), cat=c, unsure="moving boxes filed as shopping")
with use(now=NB, pref="past", **Z):
    K("端午那天流水 3100", la("3100", "other", "流水", kind="income", d=DUANWU59), cat=c, unsure="端午 2059 = 06-14 (lunar-python); " + TAKE)
    K("周三付的高铁 156", la("156", "transport", "高铁", d=wd(3)), cat=c, unsure="周三 said Saturday, looking back = 06-18")
    K("前天进的五花肉 340", la("340", "food", "五花肉", d=rel(-2)), cat=c, unsure=STOCK)
with use(now=NC, pref="past", **Z):
    K("谷雨那天交的摊位费 800", la("800", "other", "摊位费", d=GUYU60), cat=c, unsure="谷雨 2060 = 04-19 (lunar-python); " + GAS)
    K("上周六买的气球 45", la("45", "shopping", "气球", d=wk(-1, 6)), cat=c, unsure="上周六 = 04-24; " + SHOWER)
    K("周三收到家长报销 300", la("300", "other", "家长报销", kind="income", d=wd(3)), cat=c, unsure="周三 said Friday, looking back = 04-28; " + REIMB)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周末有啥安排 出摊还是陪老婆", cl(wd(6), wd(7)), cat=c, unsure="said Saturday night: today and tomorrow")
    K("下周都排了啥 元宵那几天", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("元宵那天有事吗", cl(YUANXIAO60), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月出摊挣了多少", ls(ymd(2060, 2, 1), ymd(2060, 2, 29), "other"), cat=c, unsure=TAKE + "; the summary takes that category")
    K("最近十笔账 列一下", ll(limit=10), cat=c)
    K("上个月辩论队花了多少", ls(ymd(2060, 1, 1), ymd(2060, 1, 31)), cat=c, unsure=DEBATE)
with use(now=NB, pref="future", **Z):
    K("下礼拜都有啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("下旬都有啥安排", cl(ymd(2059, 6, 21), ymd(2059, 6, 30)), cat=c, conv="month-parts", unsure="下旬 begins today")
with use(now=NB, pref="past", **Z):
    K("最近五笔进货", ll(category="food", limit=5), cat=c, unsure=STOCK)
    K("上个月夜市流水一共多少", ls(ymd(2059, 5, 1), ymd(2059, 5, 31), "other"), cat=c, unsure=TAKE)
with use(now=NC, pref="future", **Z):
    K("五一那天除了搬家还有啥安排", cl(ymd(2060, 5, 1)), cat=c)
    K("下周都有什么", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NC, pref="past", **Z):
    K("这个月宝宝派对的东西花了多少", ls(ymd(2060, 4, 1), ymd(2060, 4, 30), "shopping"), cat=c, unsure=SHOWER)
    K("最近8笔账列一下", ll(limit=8), cat=c)
    K("这个季度辩论队花了多少", ls(ymd(2060, 4, 1), ymd(2060, 6, 30)), cat=c, conv="quarters", unsure=DEBATE)
    K("列一下最近五笔红包", ll(category="other", limit=5), cat=c, unsure=GIFT + "; the list takes that category")
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("这周内还有啥事 今晚都快过完了", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    K("元宵前都排了啥", cl(today(), YUANXIAO60), cat=c, conv="zh-qian-inclusive")
    K("接下来三天的安排 出摊的日子", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("今年以来流水多少", ls(ymd(2060, 1, 1), today(), "other"), cat=c, conv="since", unsure=TAKE)
with use(now=NB, pref="future", **Z):
    K("月底前有几场比赛", cl(today(), ymd(2059, 6, 30)), cat=c, conv="zh-qian-inclusive")
    K("未来一周的安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("过去三十天进货花了多少", ls(rel(-29), today(), "food"), cat=c, unsure=STOCK)
    K("这学期辩论队花了多少 3月1号开的学", ls(ymd(2059, 3, 1), today()), cat=c, conv="since", unsure="the term's start given in the message; " + DEBATE)
with use(now=NC, pref="future", **Z):
    K("五一前都有啥要忙的", cl(today(), ymd(2060, 5, 1)), cat=c, conv="zh-qian-inclusive", unsure="五一 is tomorrow: today and tomorrow")
    K("接下来五天", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("月底前还有什么事没弄 许可证续了吗", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="said on the last day of the month: today alone")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止流水多少", ls(ymd(2060, 4, 1), today(), "other"), cat=c, conv="since", unsure=TAKE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天晚上上海下雨吗 要出摊", wx("Shanghai", rel(1)), cat=c)
    KM("这周末苏州天气", [wx("Suzhou", wd(6)), wx("Suzhou", wd(7))], cat=c, unsure="said Saturday night: today and tomorrow")
    K("元宵那天成都冷不冷", wx("Chengdu", YUANXIAO60), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天晚上武汉会下雨吗", wx("Wuhan"), cat=c)
    KM("明天长沙 后天南昌天气", [wx("Changsha", rel(1)), wx("Nanchang", rel(2))], cat=c, unsure="two cities on two days: one call each")
    K("27号苏州比赛那天热不热", wx("Suzhou", ymd(2059, 6, 27)), cat=c)
with use(now=NC, pref="future", **Z):
    K("五一杭州天气", wx("Hangzhou", ymd(2060, 5, 1)), cat=c)
    KM("接下来三天广州天气 夜市出不出得了", [wx("Guangzhou", today()), wx("Guangzhou", rel(1)), wx("Guangzhou", rel(2))], cat=c, conv="n-days-counting-today")
    K("明天搬家 南京下不下雨", wx("Nanjing", rel(1)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上适合在上海跑步吗", ra("Shanghai", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天早上北京能跑步吗", ra("Beijing"), cat=c, unsure="早上 said 05:50 is today's morning")
with use(now=NC, pref="future", **Z):
    K("周日宁波适合跑步不", ra("Ningbo", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("家属谈话", dt(wd(2), 10), dt(wd(2), 11)), ev("家属谈话", dt(wd(4), 10), dt(wd(4), 11))]
    K("周四的家属谈话改到下午三点", cu(1, title="家属谈话", date=wd(4), start=dt(wd(4), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two family meetings with the same title on different days; 周四 = 02-19")
    g = [ev("辩论队训练", dt(wk(1, 6), 14), dt(wk(1, 6), 17)), ev("宝宝派对", dt(ymd(2060, 2, 21), 15), dt(ymd(2060, 2, 21), 18))]
    K("辩论队训练挪到下周日 时间不变", cu(0, title="辩论队训练", start=dt(wk(1, 7), 14)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("搬家公司来估价", dt(rel(1), 8), dt(rel(1), 9)), ev("搬家公司来搬", dt(ymd(2060, 2, 27), 8), dt(ymd(2060, 2, 27), 12))]
    K("搬家公司来估价推迟一小时", cu(0, title="搬家公司来估价", start=dt(rel(1), 9)), cat=c, given=g, conv="next-upcoming",
      unsure="two mover visits")
    g = [ev("宝宝派对", dt(ymd(2060, 2, 21), 15), dt(ymd(2060, 2, 21), 18)), ev("派对彩排", dt(ymd(2060, 2, 20), 19), dt(ymd(2060, 2, 20), 20))]
    K("宝宝派对改到2月22号 时间不变", cu(0, title="宝宝派对", start=dt(ymd(2060, 2, 22), 15)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
with use(now=NB, pref="future", **Z):
    g = [ev("辩论练习", dt(wd(3), 18), dt(wd(3), 20)), ev("辩论练习", dt(wd(5), 18), dt(wd(5), 20))]
    K("周五的辩论练习改到周四晚上六点", cu(1, title="辩论练习", date=wd(5), start=dt(wd(4), 18)), cat=c, given=g,
      unsure="two practices with the same title; 周五 = 06-27, 周四 = 06-26")
    g = [ev("搬家公司", dt(ymd(2059, 7, 5), 8), dt(ymd(2059, 7, 5), 12)), ev("搬家公司", dt(ymd(2059, 7, 6), 8), dt(ymd(2059, 7, 6), 12))]
    K("7月6号搬家公司改成下午两点来", cu(1, title="搬家公司", date=ymd(2059, 7, 6), start=dt(ymd(2059, 7, 6), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="movers over two days")
    g = [ev("家属会谈", dt(wk(1, 1), 14, 30), dt(wk(1, 1), 15, 30)), ev("家属电话回访", dt(rel(1), 10), dt(rel(1), 10, 30))]
    K("家属会谈往后推半小时", cu(0, title="家属会谈", start=dt(wk(1, 1), 15)), cat=c, given=g, conv="next-upcoming",
      unsure="a family meeting and a phone follow-up look alike")
    g = [ev("迎婴派对", dt(ymd(2059, 6, 28), 10), dt(ymd(2059, 6, 28), 13)), ev("搬家", ymd(2059, 7, 5), ymd(2059, 7, 6))]
    K("迎婴派对换个地方 改到小区会所", cu(0, title="迎婴派对", location="小区会所"), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("搬家公司", dt(wd(6), 9), dt(wd(6), 12)), ev("搬家公司", dt(wd(7), 9), dt(wd(7), 12))]
    K("周日搬家公司改到上午十点", cu(1, title="搬家公司", date=wd(7), start=dt(wd(7), 10)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="movers over two days; 周日 = 05-02")
    g = [ev("辩论练习", dt(wd(6), 14), dt(wd(6), 16)), ev("辩论赛", lastwd(2060, 5, 6), lastwd(2060, 5, 6))]
    K("周六的辩论练习挪到下周二 时间不变", cu(0, title="辩论练习", date=wd(6), start=dt(wk(1, 2), 14)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("宝宝派对", dt(ymd(2060, 5, 8), 14), dt(ymd(2060, 5, 8), 17)), ev("取蛋糕", dt(ymd(2060, 5, 8), 12), dt(ymd(2060, 5, 8), 12, 30))]
    K("宝宝派对改成下午三点到六点", cu(0, title="宝宝派对", start=dt(ymd(2060, 5, 8), 15), end=dt(ymd(2060, 5, 8), 18)), cat=c, given=g,
      conv=["next-upcoming", "clock-only-keeps-day"])
    g = [ev("家属会", dt(wk(1, 2), 9, 30), dt(wk(1, 2), 10, 30)), ev("辩论队视频会", dt(today(), 20), dt(today(), 21))]
    K("家属会改名叫出院协调会", cu(0, title="家属会", new_title="出院协调会"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("出摊", dt(rel(1), 18), dt(rel(2), 1)), ev("去批发市场进货", dt(rel(1), 5), dt(rel(1), 7))]
    K("明晚下雨 出摊取消", cdel(0, title="出摊", date=rel(1)), cat=c, given=g, unsure="a market night cancelled for rain; the reason as context")
    g = [ev("家属谈话", dt(wd(2), 10), dt(wd(2), 11)), ev("家属谈话", dt(wd(4), 10), dt(wd(4), 11))]
    K("周二的家属谈话取消", cdel(0, title="家属谈话", date=wd(2)), cat=c, given=g, unsure="two family meetings with the same title")
with use(now=NB, pref="future", **Z):
    g = [ev("出摊", dt(today(), 19), dt(rel(1), 2)), ev("去批发市场", dt(rel(1), 5), dt(rel(1), 7))]
    K("今晚有暴雨 夜市不开 把出摊删了", cdel(0, title="出摊", date=today()), cat=c, given=g, unsure="the reason as context")
    g = [ev("看房", dt(wk(1, 6), 10), dt(wk(1, 6), 11)), ev("看房", dt(wk(1, 7), 10), dt(wk(1, 7), 11))]
    K("下周六那个看房取消 不租了 搬去爸妈家", cdel(0, title="看房", date=wk(1, 6)), cat=c, given=g,
      unsure="two viewings with the same title; the reason as context")
    g = [ev("辩论练习", dt(wd(3), 18), dt(wd(3), 20)), ev("辩论练习", dt(wd(5), 18), dt(wd(5), 20))]
    K("周三辩论练习取消", cdel(0, title="辩论练习", date=wd(3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("看房", dt(wd(7), 14), dt(wd(7), 15)), ev("搬家公司", dt(wd(7), 9), dt(wd(7), 12))]
    K("周日下午两点的看房不去了", cdel(0, title="看房", date=wd(7)), cat=c, given=g, unsure="a viewing and the movers the same day")
    g = [ev("夜市", dt(rel(1), 18), dt(rel(2), 0)), ev("搬家公司到", dt(rel(1), 8), dt(rel(1), 12))]
    K("明天夜市说要下雨 删了吧", cdel(0, title="夜市", date=rel(1)), cat=c, given=g, unsure="the reason as context")
    g = [ev("家属会", dt(wk(1, 2), 9, 30), dt(wk(1, 2), 10, 30)), ev("家属谈话", dt(wk(1, 5), 10), dt(wk(1, 5), 11))]
    K("下周二家属会取消 家属来不了", cdel(0, title="家属会", date=wk(1, 2)), cat=c, given=g, unsure="the reason as context; two family meetings")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("今晚流水2680 燃气120", [la("2680", "other", "流水", kind="income"), la("120", "other", "燃气")], cat=c, unsure=TAKE + "; " + GAS)
with use(now=NA, pref="future", **Z):
    KM("2月27号到28号搬家 查下27号上海天气", [cc("搬家", ymd(2060, 2, 27), ymd(2060, 2, 28)), wx("Shanghai", ymd(2060, 2, 27))], cat=c)
    KM("周一晚上六点出摊 周二上午十点家属谈话", [cc("出摊", dt(wd(1), 18)), cc("家属谈话", dt(wd(2), 10))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("报名费360 高铁312 酒店680", [la("360", "education", "报名费"), la("312", "transport", "高铁"), la("680", "housing", "酒店")], cat=c,
       unsure=ENTRY + "; " + HOTEL)
with use(now=NB, pref="future", **Z):
    KM("今晚七点出摊 顺便看看今晚杭州下不下雨", [cc("出摊", dt(today(), 19)), wx("Hangzhou", today())], cat=c)
    KM("周三辩论练习挪到周四同一时间 再把周五的删了",
       [cu(0, title="辩论练习", date=wd(3), start=dt(wd(4), 18)), cdel(1, title="辩论练习", date=wd(5))], cat=c,
       given=[ev("辩论练习", dt(wd(3), 18), dt(wd(3), 20)), ev("辩论练习", dt(wd(5), 18), dt(wd(5), 20))], conv="move-keeps-clock",
       unsure="the second title from context")
with use(now=NC, pref="past", **Z):
    KM("搬家公司1800 纸箱68", [la("1800", "housing", "搬家公司"), la("68", "shopping", "纸箱")], cat=c, unsure=MOVE)
    KM("记一下派对蛋糕328 再看看这个月派对花了多少", [la("328", "food", "派对蛋糕"), ls(ymd(2060, 4, 1), ymd(2060, 4, 30))], cat=c,
       unsure="the cake as food; the shower's spending spans categories: no category")
with use(now=NC, pref="future", **Z):
    KM("明天早上八点搬家公司到 晚上六点出摊", [cc("搬家公司到", dt(rel(1), 8)), cc("出摊", dt(rel(1), 18))], cat=c,
       unsure="the day said once for both")
    KM("周六杭州 周日宁波 天气", [wx("Hangzhou", wd(6)), wx("Ningbo", wd(7))], cat="weather", unsure="two cities on two days: one call each")
