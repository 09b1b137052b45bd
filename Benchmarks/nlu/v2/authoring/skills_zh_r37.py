"""Round 37 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a hospital radiographer on a rota (early, late and weekend shifts, on-call nights, a course over two days,
overtime and on-call pay as income, parking and meals at work, a shift swapped, cancelling leave, looking up overtime
this month), a man who runs a small bike-repair stall and leads weekend group rides (repairs promised by a day, parts and
tubes bought, customers paying as income, rides starting at set clocks and places, a ride cancelled for rain, the weather
for the ride over several towns, parts this quarter) and a woman organising her parents' 40th wedding anniversary party
(a restaurant, the cake and the photographer at set clocks, deposits, relatives arriving over several days, a rehearsal
dinner moved, a guest list call, what the party cost so far).  In everyday proportion: about two fifths new events, a
sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several requests at
once.

Reference times (see time_r37.py): NA = 2052-02-11T18:30 Sunday, 正月十一 (this week is today alone; 明天 Monday 02-12;
傍晚 and 今晚 in progress, 周日下午 over → 02-18; a bare 6 → tomorrow 18:00, a bare 7 → 19:00, a bare 8 → 20:00; 元宵
Thursday 02-15, 情人节 Wednesday 02-14, 雨水 = Presidents' Day 02-19, 月底 Thursday 02-29, 龙抬头 03-02); NB =
2053-03-08T08:00 Saturday, 妇女节 (早上 in progress; a bare 9 → today 09:00, a bare 7 → 19:00; 早上七点 → tomorrow; this
weekend today and tomorrow; 植树节 03-12, 春分 03-20, 龙抬头 03-21, 月底 Monday 03-31, 清明 04-04; looking back 元宵 = 惊蛰
03-05); NC = 2052-09-30T23:10 Monday (the night before 国庆: 明天 = 10-01; 月底 and the quarter end today, 下季度 Q4; every
bare hour has passed, a bare 11 too → tomorrow 11:00, a bare 8 → tomorrow 08:00; 周一下午 over → 10-07; 寒露 10-07, 重阳
10-30)."""
from lib import *

NA = "2052-02-11T18:30:00"  # Sunday 18:30
NB = "2053-03-08T08:00:00"  # Saturday 08:00, 妇女节
NC = "2052-09-30T23:10:00"  # Monday 23:10, the night before 国庆
Z = dict(lang="zh", tz="Asia/Shanghai")
YUANXIAO52 = ymd(2052, 2, 15)
LONGTAITOU52 = ymd(2052, 3, 2)
YUSHUI52 = ymd(2052, 2, 19)
CHUNJIE52 = ymd(2052, 2, 1)
YUANXIAO53 = ymd(2053, 3, 5)
CHUNFEN53 = ymd(2053, 3, 20)
LONGTAITOU53 = ymd(2053, 3, 21)
QINGMING53 = ymd(2053, 4, 4)
HANLU52 = ymd(2052, 10, 7)
CHONGYANG52 = ymd(2052, 10, 30)
ZHONGQIU52 = ymd(2052, 9, 7)
REPAIR = "customers paying for bike repairs filed as salary income (paid for one's own work)"
PARTS = "bike parts and tubes bought for the stall filed as shopping"
OT = "overtime and on-call pay filed as salary income"
BANQUET = "the anniversary banquet, restaurant and cake filed as food"
PHOTO = "the photographer for the party filed as other"
HOTEL = "relatives' hotel rooms filed as housing"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明早七点早班", cc("早班", dt(rel(1), 7)), cat=c)
    K("礼拜三下午四点去取纪念日蛋糕", cc("去取纪念日蛋糕", dt(wd(3), 16)), cat=c, unsure="礼拜三 said Sunday = 02-14")
    K("2月18号上午十点 周末骑行集合", cc("周末骑行集合", dt(ymd(2052, 2, 18), 10)), cat=c)
    K("下周四晚上八点到十一点 备班", cc("备班", dt(wk(1, 4), 20), dt(wk(1, 4), 23)), cat=c)
    K("七点半给饭店打电话确认包间", cc("给饭店打电话确认包间", dt(today(), 19, 30)), cat=c, conv="bare-hour")
    K("六点去摊上拿车", cc("去摊上拿车", dt(rel(1), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, passed at 18:30: tomorrow 18:00")
    K("2月20号到21号 去省医院上培训课", cc("去省医院上培训课", ymd(2052, 2, 20), ymd(2052, 2, 21)), cat=c,
      unsure="省医院 after 去 stays in the title (a destination, not introduced by 在)")
    K("周二下午两点到晚上十点 晚班", cc("晚班", dt(wd(2), 14), dt(wd(2), 22)), cat=c)
    K("那个 周五 张叔来拿车 下午五点", cc("张叔来拿车", dt(wd(5), 17)), cat=c, unsure="the day and the clock said apart, a filler first")
    K("周三晚上七点跟摄影师见面 哦不是七点 是八点", cc("跟摄影师见面", dt(wd(3), 20)), cat=c, unsure="a correction inside the message: 20:00 replaces 19:00")
    K("周日下午三点 看婚宴场地", cc("看婚宴场地", dt(wk(1, 7), 15)), cat=c, unsure="周日下午三点 said Sunday 18:30 has passed: next Sunday 02-18")
    K("3月1号 爸妈四十周年纪念日", cc("爸妈四十周年纪念日", ymd(2052, 3, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天上午九点 车队出发", cc("车队出发", dt(today(), 9)), cat=c)
    K("下周一早上八点半 影像科培训", cc("影像科培训", dt(wk(1, 1), 8, 30)), cat=c)
    K("3月15号中午十二点 婚宴试菜", cc("婚宴试菜", dt(ymd(2053, 3, 15), 12)), cat=c)
    K("周日下午两点到五点出摊", cc("出摊", dt(wd(7), 14), dt(wd(7), 17)), cat=c)
    K("九点 给李姐修车", cc("给李姐修车", dt(today(), 9)), cat=c, conv="bare-hour")
    K("早上七点去车站接舅舅", cc("去车站接舅舅", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said 08:00 has passed: tomorrow 07:00")
    K("3月20号到23号 亲戚们陆续到", cc("亲戚们陆续到", ymd(2053, 3, 20), ymd(2053, 3, 23)), cat=c)
    K("下周六周末班 早上八点到下午四点", cc("周末班", dt(wk(1, 6), 8), dt(wk(1, 6), 16)), cat=c)
    K("刚跟蛋糕店说好了 周三下午三点去看样品", cc("去看样品", dt(wd(3), 15)), cat=c, unsure="说好了 as context")
    K("十点一刻跟花店碰一下", cc("跟花店碰一下", dt(today(), 10, 15)), cat=c, conv="bare-hour")
    K("嗯 下周五 晚上 夜班备班 八点开始", cc("夜班备班", dt(wk(1, 5), 20)), cat=c, unsure="the day, part of day and clock said apart")
with use(now=NC, pref="future", **Z):
    K("明天上午十点 国庆骑行", cc("国庆骑行", dt(rel(1), 10)), cat=c)
    K("周四下午三点 跟饭店谈菜单", cc("跟饭店谈菜单", dt(wd(4), 15)), cat=c)
    K("10月3号晚上六点彩排晚宴", cc("彩排晚宴", dt(ymd(2052, 10, 3), 18)), cat=c)
    K("下周二早上七点半到下午三点半早班", cc("早班", dt(wk(1, 2), 7, 30), dt(wk(1, 2), 15, 30)), cat=c)
    K("八点开摊", cc("开摊", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:10 has passed both ways: tomorrow 08:00")
    K("十一点 王哥来取山地车", cc("王哥来取山地车", dt(rel(1), 11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:10: 23:00 passed ten minutes ago: tomorrow 11:00")
    K("10月4号到6号 表舅一家来住", cc("表舅一家来住", ymd(2052, 10, 4), ymd(2052, 10, 6)), cat=c)
    K("凌晨两点 夜班急诊", cc("夜班急诊", dt(rel(1), 2)), cat=c, unsure="凌晨 with no day = the coming night: 10-01 02:00")
    K("周一下午两点 设备质控", cc("设备质控", dt(wk(1, 1), 14)), cat=c, unsure="周一下午 said Monday 23:10 is over: next Monday 10-07")
    K("下周三 摄影师来家里拍老照片 上午九点到十一点", cc("摄影师来家里拍老照片", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("2月18号上午十点骑行 在东湖绿道入口集合", cc("骑行", dt(ymd(2052, 2, 18), 10), location="东湖绿道入口"), cat=c,
      unsure="集合 after the place dropped from the title")
    K("周三晚上八点见摄影师 地点：万达星巴克", cc("见摄影师", dt(wd(3), 20), location="万达星巴克"), cat=c)
with use(now=NB, pref="future", **Z):
    K("3月15号中午试菜 地点是金悦酒楼", cc("试菜", dt(ymd(2053, 3, 15), 12), location="金悦酒楼"), cat=c)
    K("下周一早上八点半培训 在影像楼三楼会议室", cc("培训", dt(wk(1, 1), 8, 30), location="影像楼三楼会议室"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天上午十点骑行 地点：滨江公园北门", cc("骑行", dt(rel(1), 10), location="滨江公园北门"), cat=c)
    K("10月3号晚上六点彩排晚宴 在老地方川菜馆", cc("彩排晚宴", dt(ymd(2052, 10, 3), 18), location="老地方川菜馆"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("元宵 上晚班", cc("上晚班", YUANXIAO52), cat=c, unsure="元宵 2052 = 02-15 (lunar-python)")
    K("龙抬头带车友骑山", cc("带车友骑山", LONGTAITOU52), cat=c, unsure="龙抬头 2052 = 03-02 (lunar-python)")
    K("情人节下午两点 车摊搞活动", cc("车摊搞活动", dt(ymd(2052, 2, 14), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("清明 不出摊", cc("不出摊", QINGMING53), cat=c, unsure="清明 2053 = 04-04 (lunar-python)")
    K("春分上午九点 骑行看油菜花", cc("骑行看油菜花", dt(CHUNFEN53, 9)), cat=c, unsure="春分 2053 = 03-20 (PyEphem, lunar-python)")
with use(now=NC, pref="future", **Z):
    K("重阳 爸妈纪念日家宴", cc("爸妈纪念日家宴", CHONGYANG52), cat=c, unsure="重阳 2052 = 10-30 (lunar-python)")
    K("寒露那天夜班", cc("夜班", HANLU52), cat=c, unsure="寒露 2052 = 10-07 (PyEphem, lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我收摊", cc("收摊", dt(today(), 18, 50)), cat=c)
    K("两周后培训考核", cc("培训考核", rel(14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我去取片子", cc("去取片子", dt(today(), 9, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("半个钟头后叫我去拍急诊片", cc("去拍急诊片", dt(today(), 23, 40)), cat=c)
    K("三天后姑姑从外地过来", cc("姑姑从外地过来", rel(3)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜二早上七點 早班", cc("早班", dt(wd(2), 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週三下午兩點 跟攝影師見面", cc("跟攝影師見面", dt(wk(1, 3), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明晚八點 車友聚餐", cc("車友聚餐", dt(rel(1), 20)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("3.1 取纪念日蛋糕", cc("取纪念日蛋糕", ymd(2052, 3, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2053-3-29 四十周年纪念宴", cc("四十周年纪念宴", ymd(2053, 3, 29)), cat=c)
with use(now=NC, pref="future", **Z):
    K("10/12 放射技师考试", cc("放射技师考试", ymd(2052, 10, 12)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 春季首骑", cc("春季首骑", nth(2052, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("这个月最后一个周日 纪念日聚会", cc("纪念日聚会", lastwd(2053, 3, 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第三个周六 百公里骑行", cc("百公里骑行", nth(2052, 10, 3, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二周四下午两点都是晚班", [cc("晚班", dt(wd(2), 14)), cc("晚班", dt(wd(4), 14))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("今天明天上午九点都带队骑行", [cc("带队骑行", dt(today(), 9)), cc("带队骑行", dt(rel(1), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("10月2号、3号早上七点半都要上班", [cc("上班", dt(ymd(2052, 10, 2), 7, 30)), cc("上班", dt(ymd(2052, 10, 3), 7, 30))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("补胎收了15", la("15", "salary", "补胎", kind="income"), cat=c, unsure=REPAIR)
    K("进了一箱内胎 360", la("360", "shopping", "内胎"), cat=c, unsure=PARTS)
    K("医院停车 25", la("25", "transport", "医院停车"), cat=c)
    K("加班费到账 1800", la("1800", "salary", "加班费", kind="income"), cat=c, unsure=OT)
    K("食堂晚饭 14", la("14", "food", "食堂晚饭"), cat=c)
with use(now=NB, pref="past", **Z):
    K("蛋糕定金 300", la("300", "food", "蛋糕定金"), cat=c, unsure=BANQUET)
    K("摄影定金付了1000", la("1000", "other", "摄影定金"), cat=c, unsure=PHOTO)
    K("刹车片 45", la("45", "shopping", "刹车片"), cat=c, unsure=PARTS)
    K("修车收入 120", la("120", "salary", "修车", kind="income"), cat=c, unsure=REPAIR)
    K("请柬印刷 260", la("260", "shopping", "请柬印刷"), cat=c)
with use(now=NC, pref="past", **Z):
    K("备班费 600", la("600", "salary", "备班费", kind="income"), cat=c, unsure=OT)
    K("婚宴定金5000", la("5000", "food", "婚宴定金"), cat=c, unsure=BANQUET)
    K("亲戚酒店六间房 3240", la("3240", "housing", "亲戚酒店"), cat=c, unsure=HOTEL)
    K("夜宵 32", la("32", "food", "夜宵"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("春节那天的值班费 900", la("900", "salary", "值班费", kind="income", d=CHUNJIE52), cat=c, unsure="春节 2052 = 02-01 (lunar-python); " + OT)
    K("周五收的修车钱 85", la("85", "salary", "修车钱", kind="income", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back: 02-09; " + REPAIR)
with use(now=NB, pref="past", **Z):
    K("礼拜四付的摄影尾款 5800", la("5800", "other", "摄影尾款", d=wd(4)), cat=c, unsure="礼拜四 said Saturday, looking back: 03-06; " + PHOTO)
    K("元宵那天停车 20", la("20", "transport", "停车", d=YUANXIAO53), cat=c, unsure="元宵 2053 = 03-05 (lunar-python)")
with use(now=NC, pref="past", **Z):
    K("中秋那天的加班费 700", la("700", "salary", "加班费", kind="income", d=ZHONGQIU52), cat=c, unsure="中秋 2052 = 09-07 (lunar-python); " + OT)
    K("上周六骑行午饭 86", la("86", "food", "骑行午饭", d=wk(-1, 6)), cat=c)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周我排了几个夜班啊", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明儿上什么班", cl(rel(1)), cat=c)
    K("这个月下旬都有什么事", cl(ymd(2052, 2, 21), ymd(2052, 2, 29)), cat=c, conv="month-parts", unsure="a leap year: 02-21 … 02-29")
with use(now=NA, pref="past", **Z):
    K("上个月修车配件一共花了多少钱", ls(ymd(2052, 1, 1), ymd(2052, 1, 31), "shopping"), cat=c, unsure=PARTS)
    K("一月份停车费一共多少", ls(ymd(2052, 1, 1), ymd(2052, 1, 31), "transport"), cat=c)
with use(now=NB, pref="future", **Z):
    K("这周末骑行跟出摊都排了啥", cl(today(), rel(1)), cat=c, unsure="这周末 said Saturday: today and tomorrow")
    K("3月中旬的班怎么排的", cl(ymd(2053, 3, 11), ymd(2053, 3, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("上个月夜班费收了多少", ls(ymd(2053, 2, 1), ymd(2053, 2, 28), "salary"), cat=c, unsure=OT)
    K("最近十笔账列出来", ll(limit=10), cat=c)
    K("聚会到现在一共花了多少 从1月开始算", ls(ymd(2053, 1, 1), today()), cat=c, conv="since",
      unsure="the party's cost so far made explicit as 1月到现在 = 2053-01-01 … today; no category (food, other, housing mixed)")
with use(now=NC, pref="future", **Z):
    K("这礼拜还剩啥班", cl(today(), wd(7)), cat=c, unsure="said Monday night: this week 09-30 … 10-06")
    K("下个月上旬的班表", cl(ymd(2052, 10, 1), ymd(2052, 10, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度配件一共花了多少", ls(ymd(2052, 7, 1), ymd(2052, 9, 30), "shopping"), cat=c, conv="quarters", unsure=PARTS + "; said on the quarter's last day")
    K("这个月加班费多少", ls(ymd(2052, 9, 1), ymd(2052, 9, 30), "salary"), cat=c, unsure=OT)
    K("把这个月的账列一下", ll(ymd(2052, 9, 1), ymd(2052, 9, 30)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有几个夜班", cl(today(), ymd(2052, 2, 29)), cat=c, conv="zh-qian-inclusive", unsure="a leap year: 月底 = 02-29")
    K("元宵节前有啥安排", cl(today(), YUANXIAO52), cat=c, conv="zh-qian-inclusive", unsure="元宵 2052 = 02-15 (lunar-python)")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止加班费多少", ls(ymd(2052, 2, 1), today(), "salary"), cat=c, conv="since", unsure=OT)
with use(now=NB, pref="future", **Z):
    K("接下来五天都有啥班", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("植树节前有什么要办的", cl(today(), ymd(2053, 3, 12)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("今年以来修车收入多少", ls(ymd(2053, 1, 1), today(), "salary"), cat=c, conv="since", unsure=REPAIR)
with use(now=NC, pref="future", **Z):
    K("重阳节前还有几场骑行", cl(today(), CHONGYANG52), cat=c, conv="zh-qian-inclusive", unsure="重阳 2052 = 10-30 (lunar-python)")
    K("未来一周的班", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("过去三十天停车花了多少", ls(rel(-29), today(), "transport"), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    KM("周六骑行 武汉 鄂州 黄石 三个地方的天气", [wx("Wuhan", wd(6)), wx("Ezhou", wd(6)), wx("Huangshi", wd(6))], cat=c,
       unsure="a ride over three towns: one call per town; Ezhou and Huangshi written as pinyin")
    K("明早上班 长沙下不下雨", wx("Changsha", rel(1)), cat=c, unsure="the commute as context")
    K("18号骑行那天杭州天气", wx("Hangzhou", ymd(2052, 2, 18)), cat=c)
with use(now=NB, pref="future", **Z):
    KM("这周末成都天气咋样 要带队骑", [wx("Chengdu", today()), wx("Chengdu", rel(1))], cat=c, unsure="这周末 said Saturday: today and tomorrow")
    K("今天南京风大不大", wx("Nanjing"), cat=c)
    KM("20号到22号北京天气 亲戚要过来", [wx("Beijing", ymd(2053, 3, 20)), wx("Beijing", ymd(2053, 3, 21)), wx("Beijing", ymd(2053, 3, 22))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("明天骑环湖 苏州和无锡天气怎么样", [wx("Suzhou", rel(1)), wx("Wuxi", rel(1))], cat=c)
    K("3号彩排晚宴 那天重庆会下雨不", wx("Chongqing", ymd(2052, 10, 3)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上武汉适合跑步吗", ra("Wuhan", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天上海能跑步吗", ra("Shanghai"), cat=c)
with use(now=NC, pref="future", **Z):
    K("后天厦门适合跑步不", ra("Xiamen", rel(2)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("晚班", dt(wd(2), 14), dt(wd(2), 22)), ev("晚班", dt(wd(4), 14), dt(wd(4), 22))]
    K("跟小刘换班了 周二的晚班换到周三", cu(0, title="晚班", date=wd(2), start=dt(wd(3), 14)), cat=c, given=g, conv="move-keeps-clock",
      unsure="a shift swapped: the Tuesday late moved to Wednesday at its own clock")
    g = [ev("跟摄影师见面", dt(wd(3), 20), dt(wd(3), 21)), ev("跟蛋糕店见面", dt(wd(3), 16), dt(wd(3), 17))]
    K("摄影师那个改到七点", cu(0, title="摄影师", start=dt(wd(3), 19)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="七点 with the event's evening: 19:00")
    g = [ev("张叔来拿车", dt(wd(5), 17), dt(wd(5), 17, 30)), ev("李姐来拿车", dt(wd(6), 17), dt(wd(6), 17, 30))]
    K("周五张叔来拿车推迟一小时", cu(0, title="张叔来拿车", date=wd(5), start=dt(wd(5), 18)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("婚宴试菜", dt(ymd(2053, 3, 15), 12), dt(ymd(2053, 3, 15), 14)), ev("蛋糕试吃", dt(ymd(2053, 3, 15), 16), dt(ymd(2053, 3, 15), 17))]
    K("试菜改到16号 时间不变", cu(0, title="试菜", date=ymd(2053, 3, 15), start=dt(ymd(2053, 3, 16), 12)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("周末班", dt(wk(1, 6), 8), dt(wk(1, 6), 16)), ev("周末班", dt(wk(2, 6), 8), dt(wk(2, 6), 16))]
    K("下周六的周末班改成早上七点到下午三点", cu(0, title="周末班", date=wk(1, 6), start=dt(wk(1, 6), 7), end=dt(wk(1, 6), 15)), cat=c, given=g)
    g = [ev("骑行", dt(rel(1), 9), dt(rel(1), 12)), ev("出摊", dt(rel(1), 14), dt(rel(1), 17))]
    K("明天骑行的集合地点改成河堤公园南门", cu(0, title="骑行", date=rel(1), location="河堤公园南门"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("彩排晚宴", dt(ymd(2052, 10, 3), 18), dt(ymd(2052, 10, 3), 20)), ev("纪念日家宴", dt(CHONGYANG52, 18), dt(CHONGYANG52, 21))]
    K("彩排晚宴挪到4号 还是六点", cu(0, title="彩排晚宴", date=ymd(2052, 10, 3), start=dt(ymd(2052, 10, 4), 18)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("设备质控", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("设备维修", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("质控那个提前半小时", cu(0, title="质控", start=dt(wk(1, 1), 13, 30)), cat=c, given=g)
    g = [ev("王哥来取山地车", dt(rel(1), 11), dt(rel(1), 11, 30)), ev("国庆骑行", dt(rel(1), 10), dt(rel(1), 12))]
    K("取山地车那个改名叫王哥取车顺便换链条", cu(0, title="取山地车", new_title="王哥取车顺便换链条"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("年假", ymd(2052, 2, 26), ymd(2052, 2, 28)), ev("培训课", ymd(2052, 2, 20), ymd(2052, 2, 21))]
    K("科里缺人 年假不休了 删掉吧", cdel(0, title="年假"), cat=c, given=g, conv="next-upcoming", unsure="cancelling leave: the leave event deleted")
    g = [ev("看婚宴场地", dt(wk(1, 7), 15), dt(wk(1, 7), 16)), ev("看蛋糕样品", dt(wd(3), 15), dt(wd(3), 16))]
    K("下周日看婚宴场地取消 饭店定好了", cdel(0, title="看婚宴场地", date=wk(1, 7)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("带队骑行", dt(rel(1), 9), dt(rel(1), 12)), ev("带队骑行", dt(wk(1, 6), 9), dt(wk(1, 6), 12))]
    K("明天要下雨 骑行取消", cdel(0, title="骑行", date=rel(1)), cat=c, given=g, unsure="the rain as the reason")
    g = [ev("直播卖二手车", dt(wd(7), 20), dt(wd(7), 22)), ev("快递发货", dt(wd(7), 16), dt(wd(7), 17))]
    K("周日晚上的直播不搞了", cdel(0, title="直播", date=wd(7)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("夜班急诊", dt(rel(1), 2), dt(rel(1), 8)), ev("早班", dt(wk(1, 2), 7, 30), dt(wk(1, 2), 15, 30))]
    K("凌晨那个急诊班删了 有人顶了", cdel(0, title="急诊"), cat=c, given=g, conv="next-upcoming")
    g = [ev("摄影师拍老照片", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), ev("摄影师试拍", dt(wk(1, 5), 9), dt(wk(1, 5), 11))]
    K("下周三拍老照片那个取消", cdel(0, title="拍老照片", date=wk(1, 3)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("内胎25 外胎90 气门芯3", [la("25", "shopping", "内胎"), la("90", "shopping", "外胎"), la("3", "shopping", "气门芯")], cat=c, unsure=PARTS)
with use(now=NA, pref="future", **Z):
    KM("18号骑行 顺便查下那天杭州天气", [cc("骑行", ymd(2052, 2, 18)), wx("Hangzhou", ymd(2052, 2, 18))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("摄影定金1000 蛋糕定金300", [la("1000", "other", "摄影定金"), la("300", "food", "蛋糕定金")], cat=c, unsure=PHOTO + "; " + BANQUET)
with use(now=NB, pref="future", **Z):
    KM("周三下午三点看蛋糕 五点给舅舅打电话说名单", [cc("看蛋糕", dt(wd(3), 15)), cc("给舅舅打电话说名单", dt(wd(3), 17))], cat=c,
       unsure="the guest-list call the same day, the day said once")
    KM("明天骑行取消 出摊改到上午十点",
       [cdel(0, title="骑行", date=rel(1)), cu(1, title="出摊", start=dt(rel(1), 10))], cat=c,
       given=[ev("带队骑行", dt(rel(1), 9), dt(rel(1), 12)), ev("出摊", dt(rel(1), 14), dt(rel(1), 17))], conv="clock-only-keeps-day")
with use(now=NC, pref="past", **Z):
    KM("今天加班费1800 备班费600 饭补300", [la("1800", "salary", "加班费", kind="income"), la("600", "salary", "备班费", kind="income"),
                                      la("300", "salary", "饭补", kind="income")], cat=c, unsure=OT + "; the meal allowance as salary income")
with use(now=NC, pref="future", **Z):
    KM("这周还有啥事 再看下明天苏州天气", [cl(today(), wd(7)), wx("Suzhou", rel(1))], cat=c, unsure="this week 09-30 … 10-06")
    KM("记一下修车收了120 明天上午十点骑行", [la("120", "salary", "修车", kind="income", d=today()), cc("骑行", dt(rel(1), 10))], cat=c, unsure=REPAIR)
