"""Round 28 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a couple who run a small countryside guesthouse (民宿: guests checking in for several nights, 定金 and 尾款 /
deposits and balances from guests as income, platform commission, 布草 / linen and laundry, supplies bought in town, a
guest's cancellation, moving a check-in when two bookings look alike, the weather for the guests' hiking day), a city
bus driver who coaches a children's football team on weekends (早班 / early and split shifts, 换班, training twice a
week, match days and a two-day tournament, 队费 collected from parents, jerseys and balls bought, a parents' meeting,
the weather before a match, what the team spent) and a man recovering from knee surgery (复健 three times a week, 复诊,
medicine, insurance reimbursements as income, his daughter visiting for a few days, a walking group he rejoins, a
session cancelled when the therapist is away, medical spending this quarter).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r28.py): NA = 2048-02-29T10:30 Saturday, a leap day (月底 is today, 下个月 starts tomorrow
Sunday 03-01; 这周末 = today and tomorrow; a bare 10 reads tomorrow 10:00, a bare 11 11:00 today; 周六早上 over →
03-07; 惊蛰 03-05, 妇女节 Sunday 03-08, 龙抬头 03-15, 清明 04-04); NB = 2048-06-18T21:45 Thursday, 618 (a bare 9 reads
tomorrow 09:00, a bare 10 22:00; 周四下午 over → 06-25; 端午 was 06-15, 夏至 06-20, 父亲节 06-21, 月底 Tuesday 06-30,
建党节 07-01, 七夕 08-16); NC = 2048-12-24T16:20 Thursday, 平安夜 (圣诞 tomorrow; a bare 4 reads tomorrow 16:00, a bare 5
17:00; 周四上午 over → 12-31; next week 12-28 … 2049-01-03 holds 元旦 (Friday); the last Friday of the year is 12-25;
小寒 2049-01-05, 腊八 2049-01-11)."""
from lib import *

NA = "2048-02-29T10:30:00"  # Saturday 10:30, leap day
NB = "2048-06-18T21:45:00"  # Thursday 21:45, 618
NC = "2048-12-24T16:20:00"  # Thursday 16:20, 平安夜
Z = dict(lang="zh", tz="Asia/Shanghai")
LONGTAITOU = ymd(2048, 3, 15)
QINGMING = ymd(2048, 4, 4)
QIXI = ymd(2048, 8, 16)
NEWYEAR = ymd(2049, 1, 1)
XIAOHAN = ymd(2049, 1, 5)
LABA = ymd(2049, 1, 11)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("下周一早上五点四十出第一班车 设个提醒", cc("出第一班车", dt(wk(1, 1), 5, 40)), cat=c)
    K("明天上午九点到十一点 球队训练", cc("球队训练", dt(rel(1), 9), dt(rel(1), 11)), cat=c, unsure="明天 = Sunday 03-01")
    K("3月6号下午两点去医院复诊", cc("去医院复诊", dt(ymd(2048, 3, 6), 14)), cat=c)
    K("下周三晚上七点到八点半开家长会", cc("开家长会", dt(wk(1, 3), 19), dt(wk(1, 3), 20, 30)), cat=c)
    K("十一点客人入住", cc("客人入住", dt(today(), 11)), cat=c, conv="bare-hour", unsure="a bare 11 at 10:30 is ahead: 11:00 today")
    K("十点去做复健", cc("去做复健", dt(rel(1), 10)), cat=c, conv="bare-hour", unsure="a bare 10 at 10:30 has passed (before noon): tomorrow 10:00")
    K("3月2号到5号 李姐一家入住", cc("李姐一家入住", ymd(2048, 3, 2), ymd(2048, 3, 5)), cat=c)
    K("嗯 周日 带孩子们踢友谊赛 下午三点", cc("带孩子们踢友谊赛", dt(wd(7), 15)), cat=c,
      unsure="周日 … 下午三点 said apart: one entity; 周日 said Saturday = tomorrow 03-01")
    K("3月3号下午两点复诊 哦不对 三点", cc("复诊", dt(ymd(2048, 3, 3), 15)), cat=c, unsure="a correction inside the message: 15:00 replaces 14:00")
    K("下下周六上午九点 杯赛报到", cc("杯赛报到", dt(wk(2, 6), 9)), cat=c, unsure="下下周六 = 03-14")
    K("明天早上五点半早班 跟老刘换的", cc("早班", dt(rel(1), 5, 30)), cat=c, unsure="跟老刘换的 read as context, left out of the title")
    K("后天上午去镇上买床单被套", cc("去镇上买床单被套", dt(rel(2), 8), dt(rel(2), 12)), cat=c,
      unsure="上午 with no clock gives the event's real bounds 08:00–12:00")
    K("周六早上七点走路队集合", cc("走路队集合", dt(wk(1, 6), 7)), cat=c, unsure="周六早上七点 said Saturday 10:30 has passed: next Saturday 03-07")
    K("今晚八点提醒我冰敷膝盖", cc("冰敷膝盖", dt(today(), 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早六点早班 别忘了叫我", cc("早班", dt(rel(1), 6)), cat=c)
    K("周六上午九点半锦标赛第一场", cc("锦标赛第一场", dt(wd(6), 9, 30)), cat=c)
    K("下周一下午三点到四点复健", cc("复健", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), cat=c)
    K("6月25号晚上八点 球队家长会", cc("球队家长会", dt(ymd(2048, 6, 25), 20)), cat=c)
    K("十点提醒我吃消炎药", cc("吃消炎药", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:45 reads 22:00 tonight")
    K("九点给订房的客人回电话", cc("给订房的客人回电话", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    K("6月27号到28号 杯赛两天", cc("杯赛", ymd(2048, 6, 27), ymd(2048, 6, 28)), cat=c, unsure="两天 restates the run; left out of the title")
    K("周四下午三点复诊", cc("复诊", dt(wk(1, 4), 15)), cat=c, unsure="周四下午三点 said Thursday 21:45 has passed: next Thursday 06-25")
    K("下周二上午十点去高铁站接女儿", cc("去高铁站接女儿", dt(wk(1, 2), 10)), cat=c)
    K("明天中午十二点查房", cc("查房", dt(rel(1), 12)), cat=c)
    K("下周三到周五女儿回来住", cc("女儿回来住", wk(1, 3), wk(1, 5)), cat=c)
    K("今晚十一点半提醒我把院门锁了", cc("把院门锁了", dt(today(), 23, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天下午两点到四点 圣诞亲子球赛", cc("圣诞亲子球赛", dt(rel(1), 14), dt(rel(1), 16)), cat=c)
    K("下周二上午十点复健", cc("复健", dt(wk(1, 2), 10)), cat=c)
    K("12月30号中午十二点去车站接女儿", cc("去车站接女儿", dt(ymd(2048, 12, 30), 12)), cat=c)
    K("五点去镇上买菜", cc("去镇上买菜", dt(today(), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:20 is ahead: 17:00 today")
    K("四点客人入住", cc("客人入住", dt(rel(1), 16)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:20 has passed: tomorrow 16:00")
    K("八点给客人送平安果", cc("给客人送平安果", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:20 reads 20:00 tonight")
    K("周四上午复健 十点", cc("复健", dt(wk(1, 4), 10)), cat=c, unsure="周四上午 said Thursday 16:20 is over: next Thursday 12-31")
    K("12月26号到1月2号 老陈一家入住 连住七晚", cc("老陈一家入住", ymd(2048, 12, 26), ymd(2049, 1, 2)), cat=c,
      unsure="连住七晚 restates the run; left out of the title")
    K("下周一早上五点四十到下午一点 早班", cc("早班", dt(wk(1, 1), 5, 40), dt(wk(1, 1), 13)), cat=c)
    K("后天下午两点走路队活动 哦不 两点半", cc("走路队活动", dt(rel(2), 14, 30)), cat=c, unsure="a correction inside the message: 14:30")
    K("下周三晚上七点 球队年终聚餐", cc("球队年终聚餐", dt(wk(1, 3), 19)), cat=c)
    K("明天晚上六点到九点 全家吃圣诞大餐", cc("全家吃圣诞大餐", dt(rel(1), 18), dt(rel(1), 21)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("下周四上午十点复诊 在市人民医院", cc("复诊", dt(wk(1, 4), 10), location="市人民医院"), cat=c)
    K("明天上午九点训练 地点：体育公园三号场", cc("训练", dt(rel(1), 9), location="体育公园三号场"), cat=c)
    K("下周五下午两点复健 在康复中心二楼", cc("复健", dt(wk(1, 5), 14), location="康复中心二楼"), cat=c)
with use(now=NB, pref="future", **Z):
    K("6月25号晚上八点开家长会 在学校会议室", cc("开家长会", dt(ymd(2048, 6, 25), 20), location="学校会议室"), cat=c)
    K("周六上午九点半比赛 地点是市体育场", cc("比赛", dt(wd(6), 9, 30), location="市体育场"), cat=c)
    K("下周日早上七点走路队集合 在河边公园", cc("走路队集合", dt(wk(1, 7), 7), location="河边公园"), cat=c)
with use(now=NC, pref="future", **Z):
    K("后天上午十点复诊 在骨科医院", cc("复诊", dt(rel(2), 10), location="骨科医院"), cat=c)
    K("下周三晚上七点聚餐 地点：老街火锅店", cc("聚餐", dt(wk(1, 3), 19), location="老街火锅店"), cat=c)
    K("明天下午两点球赛 在学校操场", cc("球赛", dt(rel(1), 14), location="学校操场"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("妇女节晚上六点带老婆去镇上吃饭", cc("带老婆去镇上吃饭", dt(ymd(2048, 3, 8), 18)), cat=c)
    K("龙抬头那天带队员去理发", cc("带队员去理发", LONGTAITOU), cat=c, unsure="龙抬头 2048 = 03-15 (lunar-python)")
    K("清明节球队停训", cc("球队停训", QINGMING), cat=c, unsure="清明 2048 = 04-04 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("父亲节中午女儿请吃饭", cc("女儿请吃饭", dt(holiday_in("fathers", 2048), 12)), cat=c)
    K("七夕那天办个篝火晚会", cc("办个篝火晚会", QIXI), cat=c, unsure="七夕 2048 = 08-16 (lunar-python)")
    K("建党节上午十点 车队开会", cc("车队开会", dt(ymd(2048, 7, 1), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦早上六点半发第一班车", cc("发第一班车", dt(NEWYEAR, 6, 30)), cat=c)
    K("腊八那天熬粥给客人", cc("熬粥给客人", LABA), cat=c, unsure="腊八 = 2049-01-11 (lunar-python)")
    K("小寒那天复诊", cc("复诊", XIAOHAN), cat=c, unsure="小寒 = 2049-01-05 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("一个半小时后去车站接客人", cc("去车站接客人", dt(today(), 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我冰敷", cc("冰敷", dt(today(), 22, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("三个礼拜后复诊", cc("复诊", rel(21)), cat=c)
    K("四十分钟后提醒我收床单", cc("收床单", dt(today(), 17, 0)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週二上午十點去醫院複健", cc("去醫院複健", dt(wk(1, 2), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜六早上八點比賽", cc("比賽", dt(wd(6), 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天上午十點複診", cc("複診", dt(rel(2), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("3.20 客人退房", cc("客人退房", ymd(2048, 3, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("7/3 锦标赛报到", cc("锦标赛报到", ymd(2048, 7, 3)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20490103 客人退房", cc("客人退房", ymd(2049, 1, 3)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月29号去复诊", cc("去复诊", ymd(2048, 3, 29)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第一个周六 球队友谊赛", cc("球队友谊赛", nth(2048, 7, 1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("今年最后一个周五 球队聚餐", cc("球队聚餐", lastwd(2048, 12, 5)), cat=c, unsure="the last Friday of 2048 is 12-25, Christmas Day")

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻十一点 客人到", cc("客人到", dt(today(), 10, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 11 reads 11:00 today at 10:30; a quarter before is 10:45, still ahead")
with use(now=NB, pref="future", **Z):
    K("十点一刻吃药", cc("吃药", dt(today(), 22, 15)), cat=c, conv="bare-hour", unsure="a bare 10:15 at 21:45 reads 22:15 tonight")
with use(now=NC, pref="future", **Z):
    K("五点半接孩子们去训练", cc("接孩子们去训练", dt(today(), 17, 30)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二、周四下午五点训练", [cc("训练", dt(wd(2), 17)), cc("训练", dt(wd(4), 17))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("下周一、下周三、下周五上午十点复健", [cc("复健", dt(wk(1, 1), 10)), cc("复健", dt(wk(1, 3), 10)), cc("复健", dt(wk(1, 5), 10))],
       cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("26号、27号 客人入住", [cc("客人入住", ymd(2048, 12, 26)), cc("客人入住", ymd(2048, 12, 27))], cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("王姐付了定金500", la("500", "salary", "定金", kind="income"), cat=c, unsure="a guest's deposit as salary income")
    K("布草清洗 680", la("680", "other", "布草清洗"), cat=c, unsure="the guesthouse's laundry as other")
    K("镇上买菜 236", la("236", "food", "买菜"), cat=c)
    K("平台佣金扣了255", la("255", "other", "平台佣金"), cat=c, unsure="platform commission as other")
    K("止痛药46", la("46", "health", "止痛药"), cat=c)
    K("打车去医院复诊 38", la("38", "transport", "打车"), cat=c)
    K("球衣18件 1320", la("1320", "shopping", "球衣"), cat=c)
with use(now=NB, pref="past", **Z):
    K("收了李哥三晚房费1140", la("1140", "salary", "房费", kind="income"), cat=c, unsure="room money as salary income")
    K("复健三次450", la("450", "health", "复健"), cat=c)
    K("18个家长交的队费 一共5400", la("5400", "other", "队费", kind="income"), cat=c, unsure="team fees collected: income, category other")
    K("买了12个球 480", la("480", "shopping", "球"), cat=c)
    K("保险报销到账 2300", la("2300", "health", "保险报销", kind="income"), cat=c, unsure="an insurance reimbursement: income, category health")
    K("618买的护膝239", la("239", "health", "护膝", d=today()), cat=c, unsure="618 is today; a knee brace as health")
    K("洗衣液 拖把 一共128", la("128", "shopping", "洗衣液"), cat=c, unsure="cleaning supplies as shopping; the note is soft")
with use(now=NC, pref="past", **Z):
    K("客人取消了 退定金300", la("300", "other", "退定金"), cat=c, unsure="a deposit refunded to a guest: an expense, category other")
    K("老陈一家的尾款到了 2680", la("2680", "salary", "尾款", kind="income"), cat=c, unsure="a guest's balance as salary income")
    K("复诊挂号30", la("30", "health", "复诊挂号"), cat=c)
    K("给客人买圣诞树 168", la("168", "shopping", "圣诞树"), cat=c)
    K("球队年终聚餐 860", la("860", "food", "聚餐"), cat=c)
    K("消炎药 72", la("72", "health", "消炎药"), cat=c)
    K("买柴火两百", la("200", "other", "柴火"), cat=c, unsure="firewood for the guesthouse as other")

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天收的尾款 1680", la("1680", "salary", "尾款", kind="income", d=rel(-1)), cat=c, unsure="a guest's balance as salary income")
    K("周四复诊挂号 30", la("30", "health", "复诊挂号", d=wd(4)), cat=c, unsure="周四 said Saturday, looking back: 02-27")
with use(now=NB, pref="past", **Z):
    K("周一收的房费 760", la("760", "salary", "房费", kind="income", d=wd(1)), cat=c, unsure="room money as salary income; 周一 = 06-15")
    K("前天买的护腿板 360", la("360", "shopping", "护腿板", d=rel(-2)), cat=c)
with use(now=NC, pref="past", **Z):
    K("前天客人付的定金 800", la("800", "salary", "定金", kind="income", d=rel(-2)), cat=c, unsure="a guest's deposit as salary income")
    K("周一买的奖杯 240", la("240", "shopping", "奖杯", d=wd(1)), cat=c, unsure="周一 said Thursday, looking back: 12-21")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周都有哪些客人入住", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天球队几点训练来着", cl(rel(1)), cat=c)
    K("这周末两天的安排", cl(today(), rel(1)), cat=c, unsure="这周末 said Saturday = today and tomorrow")
with use(now=NA, pref="past", **Z):
    K("这个月镇上买菜一共花了多少", ls(ymd(2048, 2, 1), ymd(2048, 2, 29), "food"), cat=c)
    K("上个月医药费多少", ls(ymd(2048, 1, 1), ymd(2048, 1, 31), "health"), cat=c)
    K("这个季度民宿收了多少钱", ls(ymd(2048, 1, 1), ymd(2048, 3, 31)), cat=c, conv="quarters",
      unsure="本季度 written as the whole Q1; room income has no category said")
with use(now=NB, pref="future", **Z):
    K("下周复健排了几次", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("这周末锦标赛怎么安排的", cl(wd(6), wd(7)), cat=c)
    K("下个月有几个订单", cl(ymd(2048, 7, 1), ymd(2048, 7, 31)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个季度医药费一共多少", ls(ymd(2048, 4, 1), ymd(2048, 6, 30), "health"), cat=c, conv="quarters")
    K("上个月房费收了多少", ls(ymd(2048, 5, 1), ymd(2048, 5, 31)), cat=c, unsure="room income has no category said")
with use(now=NC, pref="future", **Z):
    K("下周跨年那几天有啥安排", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 12-28 … 2049-01-03")
    K("元旦那天有啥事", cl(NEWYEAR), cat=c)
    K("下个月上旬的订单", cl(ymd(2049, 1, 1), ymd(2049, 1, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个季度看病吃药一共花了多少", ls(ymd(2048, 10, 1), ymd(2048, 12, 31), "health"), cat=c, conv="quarters")
    K("把最近十笔记账列出来", ll(limit=10), cat=c)
    K("12月上旬花了多少", ls(ymd(2048, 12, 1), ymd(2048, 12, 10)), cat=c, conv="month-parts")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有啥事没办 今天就月底了吧", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="a leap day: 月底 is today, today alone")
    K("3月15号前有几个客人要来", cl(today(), ymd(2048, 3, 15)), cat=c, conv="zh-qian-inclusive")
    K("未来五天都有谁入住", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("本月至今一共收了多少房费", ls(ymd(2048, 2, 1), today(), "salary"), cat=c, conv="since", unsure="room money as salary income")
    K("最近七天买菜花了多少", ls(rel(-6), today(), "food"), cat=c)
with use(now=NB, pref="future", **Z):
    K("月底前球队还有几场比赛", cl(today(), ymd(2048, 6, 30)), cat=c, conv="zh-qian-inclusive")
    K("建党节前有啥安排", cl(today(), ymd(2048, 7, 1)), cat=c, conv="zh-qian-inclusive")
    K("这周内还有事吗", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
with use(now=NB, pref="past", **Z):
    K("今年以来医药费多少", ls(ymd(2048, 1, 1), today(), "health"), cat=c, conv="since")
    K("过去30天收了多少房费", ls(rel(-29), today(), "salary"), cat=c, unsure="room money as salary income")
with use(now=NC, pref="future", **Z):
    K("年底前还有几个订单", cl(today(), ymd(2048, 12, 31)), cat=c, conv="zh-qian-inclusive")
    K("元旦前有啥安排", cl(today(), NEWYEAR), cat=c, conv="zh-qian-inclusive")
    K("接下来七天的入住", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止民宿花了多少", ls(ymd(2048, 12, 1), today()), cat=c, conv="since")
    K("最近两周球队花了多少", ls(rel(-13), today()), cat=c, unsure="最近两周 read as the last 14 days; the team's spending has no category")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天带孩子们踢球 杭州天气怎么样", wx("Hangzhou", rel(1)), cat=c)
    KM("这周末湖州天气 客人想去爬山", [wx("Huzhou", today()), wx("Huzhou", rel(1))], cat=c, unsure="这周末 said Saturday = today and tomorrow")
    K("客人周一要去黄山 那边天气咋样", wx("Huangshan", wd(1)), cat=c, unsure="周一 = 03-02")
with use(now=NB, pref="future", **Z):
    K("周六比赛 成都周六下雨吗", wx("Chengdu", wd(6)), cat=c)
    K("客人明天要去爬山 桂林天气怎么样", wx("Guilin", rel(1)), cat=c)
    KM("杯赛那两天 27号28号 武汉天气", [wx("Wuhan", ymd(2048, 6, 27)), wx("Wuhan", ymd(2048, 6, 28))], cat=c)
with use(now=NC, pref="future", **Z):
    K("明天圣诞 大理天气怎么样 客人要去徒步", wx("Dali", rel(1)), cat=c)
    KM("明后两天昆明天气", [wx("Kunming", rel(1)), wx("Kunming", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早南京能跑步不", ra("Nanjing", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六早上成都适合跑步吗", ra("Chengdu", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("后天早上厦门跑步合适吗", ra("Xiamen", rel(2)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("复健", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("复健", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("周三的复健改到下午三点", cu(1, title="复健", date=wk(1, 3), start=dt(wk(1, 3), 15)), cat=c, given=g, conv="clock-only-keeps-day")
    K("下周一复健推迟一个小时", cu(0, title="复健", date=wk(1, 1), start=dt(wk(1, 1), 11)), cat=c, given=g)
    g = [ev("张先生入住", dt(ymd(2048, 3, 2), 14), dt(ymd(2048, 3, 2), 15)), ev("张女士入住", dt(ymd(2048, 3, 3), 14), dt(ymd(2048, 3, 3), 15))]
    K("张女士的入住挪到4号 时间不变", cu(1, title="张女士", start=dt(ymd(2048, 3, 4), 14)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NB, pref="future", **Z):
    g = [ev("球队训练", dt(wk(1, 2), 17), dt(wk(1, 2), 19)), ev("球队训练", dt(wk(1, 4), 17), dt(wk(1, 4), 19))]
    K("下周四训练改到六点", cu(1, title="训练", date=wk(1, 4), start=dt(wk(1, 4), 18)), cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    K("下周二的训练挪到周三 时间不变", cu(0, title="训练", date=wk(1, 2), start=dt(wk(1, 3), 17)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("复诊", dt(wk(1, 4), 15), dt(wk(1, 4), 16)), ev("家长会", dt(ymd(2048, 6, 25), 20), dt(ymd(2048, 6, 25), 21))]
    K("复诊提前到上午十点", cu(0, title="复诊", start=dt(wk(1, 4), 10)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("早班", dt(wk(1, 1), 5, 40), dt(wk(1, 1), 13)), ev("早班", dt(wk(1, 3), 5, 40), dt(wk(1, 3), 13))]
    K("下周一的早班往后推一天", cu(0, title="早班", date=wk(1, 1), start=dt(wk(1, 2), 5, 40)), cat=c, given=g)
    g = [ev("王先生入住", dt(ymd(2048, 12, 26), 14), dt(ymd(2048, 12, 26), 15)),
         ev("王女士入住", dt(ymd(2048, 12, 27), 14), dt(ymd(2048, 12, 27), 15))]
    K("王先生那单入住改到28号", cu(0, title="王先生", start=dt(ymd(2048, 12, 28), 14)), cat=c, given=g, conv="move-keeps-clock")
    K("27号的入住改成下午四点", cu(1, title="入住", date=ymd(2048, 12, 27), start=dt(ymd(2048, 12, 27), 16)), cat=c, given=g,
      conv="clock-only-keeps-day")

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("复健", dt(wk(1, 2), 10), dt(wk(1, 2), 11)), ev("复健", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("周四的复健取消 治疗师不在", cdel(1, title="复健", date=wd(4)), cat=c, given=g, unsure="周四 said Saturday = 03-05")
    g = [ev("李姐一家入住", ymd(2048, 3, 2), ymd(2048, 3, 5)), ev("客人退房", ymd(2048, 3, 20), ymd(2048, 3, 20))]
    K("李姐那单取消了 定金退给她", cdel(0, title="李姐"), cat=c, given=g, unsure="the refund is context; no ledger entry without an amount")
with use(now=NB, pref="future", **Z):
    g = [ev("复健", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), ev("复健", dt(wk(1, 3), 15), dt(wk(1, 3), 16))]
    K("下周三的复健删了 康复师请假", cdel(1, title="复健", date=wk(1, 3)), cat=c, given=g)
    g = [ev("球队友谊赛", ymd(2048, 7, 4), ymd(2048, 7, 4)), ev("锦标赛报到", ymd(2048, 7, 3), ymd(2048, 7, 3))]
    K("友谊赛取消", cdel(0, title="友谊赛"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("走路队活动", dt(rel(2), 14, 30), dt(rel(2), 16)), ev("走路队活动", dt(wk(1, 2), 14, 30), dt(wk(1, 2), 16))]
    K("后天走路队不去了 下雪", cdel(0, title="走路队", date=rel(2)), cat=c, given=g)
    g = [ev("客人入住", dt(ymd(2048, 12, 26), 14), dt(ymd(2048, 12, 26), 15)), ev("客人入住", dt(ymd(2048, 12, 27), 14), dt(ymd(2048, 12, 27), 15))]
    K("27号那个客人取消了 删掉", cdel(1, title="客人", date=ymd(2048, 12, 27)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("定金500 买菜236 止痛药46", [la("500", "salary", "定金", kind="income"), la("236", "food", "买菜"), la("46", "health", "止痛药")], cat=c,
       unsure="a guest's deposit as salary income")
with use(now=NA, pref="future", **Z):
    KM("明天上午九点训练 顺便查下杭州明天天气", [cc("训练", dt(rel(1), 9)), wx("Hangzhou", rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("复健450 护膝239", [la("450", "health", "复健"), la("239", "health", "护膝")], cat=c)
with use(now=NB, pref="future", **Z):
    KM("周六上午九点半比赛 看看成都周六天气", [cc("比赛", dt(wd(6), 9, 30)), wx("Chengdu", wd(6))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("圣诞树168 柴火200 买菜312", [la("168", "shopping", "圣诞树"), la("200", "other", "柴火"), la("312", "food", "买菜")], cat=c,
       unsure="firewood as other")
with use(now=NC, pref="future", **Z):
    g = [ev("复健", dt(wk(1, 2), 10), dt(wk(1, 2), 11)), ev("复诊", dt(rel(2), 10), dt(rel(2), 11))]
    KM("下周二复健取消 后天复诊改到下午两点", [cdel(0, title="复健", date=wk(1, 2)), cu(1, title="复诊", date=rel(2), start=dt(rel(2), 14))],
       cat=c, given=g, conv="clock-only-keeps-day")
    KM("下周有啥安排 顺便看看元旦大理天气", [cl(wk(1, 1), wk(1, 7)), wx("Dali", NEWYEAR)], cat=c)
