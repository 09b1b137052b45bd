"""Round 38 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a primary-school PE teacher who also referees youth basketball (classes at set clocks, a sports day, weekend
games to referee, referee fees as income, whistles, balls and cones bought, a game moved, the weather for an outdoor
sports day, referee fees this season), a retired man learning to paint who volunteers at a library (painting classes on
single dates, volunteer shifts, paints and canvases bought, his pension as income, a doctor's appointment, a class
cancelled, what paints cost this year) and a young couple moving to a new flat (viewings at set clocks, the movers over
two days, the deposit and the first month's rent, furniture bought, the internet installer's window, the handover
moved, what the move cost so far).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth
look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r38.py): NA = 2053-05-01T12:30 Thursday, 五一 (a bare 12 → tomorrow 12:00, a bare 1 → 13:00,
a bare 8 → 20:00; 下午 in progress, 周四上午 over → 05-08; this weekend 05-03/04; 青年节 Sunday 05-04, 立夏 Monday 05-05,
母亲节 05-11, 月底 Saturday 05-31; looking back 清明 04-04); NB = 2052-12-25T07:15 Wednesday, Christmas (早上 in
progress; a bare 7 → 19:00, a bare 8 → 08:00, 早上七点 → tomorrow; this weekend 12-28/29; 年底 Tuesday 12-31, 元旦
next Wednesday, 小寒 2053-01-05, 腊八 2053-01-27; looking back 冬至 12-21, 双十二); NC = 2053-06-15T21:00 Sunday,
Father's Day (this week is today alone; 明天 Monday 06-16; a bare 10 → 22:00, a bare 8 → tomorrow 08:00; 周日下午 over →
06-22; 618 Wednesday, 端午 Friday 06-20, 夏至 Saturday 06-21, 月底 Monday 06-30)."""
from lib import *

NA = "2053-05-01T12:30:00"  # Thursday 12:30, 五一
NB = "2052-12-25T07:15:00"  # Wednesday 07:15, Christmas
NC = "2053-06-15T21:00:00"  # Sunday 21:00, Father's Day
Z = dict(lang="zh", tz="Asia/Shanghai")
LIXIA53 = ymd(2053, 5, 5)
QINGMING53 = ymd(2053, 4, 4)
MOTHERS53 = ymd(2053, 5, 11)
XIAOHAN53 = ymd(2053, 1, 5)
LABA53 = ymd(2053, 1, 27)
DONGZHI52 = ymd(2052, 12, 21)
DUANWU53 = ymd(2053, 6, 20)
XIAZHI53 = ymd(2053, 6, 21)
REF = "referee fees filed as salary income (paid for one's own work)"
GEAR = "whistles, balls and cones bought filed as shopping"
PAINT = "paints, brushes, canvases and an easel filed as shopping"
CLASS = "the painting class fee filed as education"
PENSION = "the pension filed as income, category salary"
MOVE = "the movers filed as housing"
FLAT = "the flat's deposit and rent filed as housing"
FURN = "furniture and a mattress filed as shopping"
NET = "the internet installation filed as housing, like other utilities"
NOCAT = "the move's cost so far: no category (housing and shopping mixed)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午九点看房", cc("看房", dt(rel(1), 9)), cat=c)
    K("礼拜六早上八点搬家公司来", cc("搬家公司来", dt(wd(6), 8)), cat=c, unsure="礼拜六 said Thursday = 05-03")
    K("5月10号下午三点 运动会彩排", cc("运动会彩排", dt(ymd(2053, 5, 10), 15)), cat=c)
    K("下周二下午四点到五点半带校队训练", cc("带校队训练", dt(wk(1, 2), 16), dt(wk(1, 2), 17, 30)), cat=c)
    K("一点去操场画跑道线", cc("去操场画跑道线", dt(today(), 13)), cat=c, conv="bare-hour")
    K("十二点给中介回电话", cc("给中介回电话", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has just passed: tomorrow 12:00")
    K("5月6号到7号 搬家", cc("搬家", ymd(2053, 5, 6), ymd(2053, 5, 7)), cat=c)
    K("周五上午九点五十到十点半 三年级体育课", cc("三年级体育课", dt(wd(5), 9, 50), dt(wd(5), 10, 30)), cat=c)
    K("那个 周日 吹少年联赛 下午两点", cc("吹少年联赛", dt(wd(7), 14)), cat=c, unsure="the day and the clock said apart, a filler first")
    K("周二下午三点去医院看膝盖 哦不对 是四点", cc("去医院看膝盖", dt(wd(2), 16)), cat=c, unsure="a correction inside the message: 16:00 replaces 15:00")
    K("周四上午十点 复查", cc("复查", dt(wk(1, 4), 10)), cat=c, unsure="周四上午十点 said Thursday 12:30 has passed: next week 05-08")
    K("5月17号 校运会", cc("校运会", ymd(2053, 5, 17)), cat=c)
    K("刚跟房东约好了 周六下午四点签合同", cc("签合同", dt(wd(6), 16)), cat=c, unsure="约好了 as context")
    K("三点一刻去画室", cc("去画室", dt(today(), 15, 15)), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **Z):
    K("明天下午两点宽带师傅上门", cc("宽带师傅上门", dt(rel(1), 14)), cat=c)
    K("周五上午十点半再看一套房", cc("再看一套房", dt(wd(5), 10, 30)), cat=c)
    K("12月30号晚上七点 图书馆志愿者年会", cc("图书馆志愿者年会", dt(ymd(2052, 12, 30), 19)), cat=c)
    K("下周四上午九点到十一点 油画课", cc("油画课", dt(wk(1, 4), 9), dt(wk(1, 4), 11)), cat=c)
    K("七点跟房东视频看房", cc("跟房东视频看房", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:15 reads 19:00: ahead today")
    K("八点去图书馆开门", cc("去图书馆开门", dt(today(), 8)), cat=c, conv="bare-hour")
    K("早上七点带学生晨跑", cc("带学生晨跑", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said 07:15 has passed: tomorrow 07:00")
    K("12月28号到29号搬家", cc("搬家", ymd(2052, 12, 28), ymd(2052, 12, 29)), cat=c)
    K("下周一上午八点到十二点 宽带安装", cc("宽带安装", dt(wk(1, 1), 8), dt(wk(1, 1), 12)), cat=c, unsure="the installer's window as the event's range")
    K("差五分九点出门去画室", cc("出门去画室", dt(today(), 8, 55)), cat=c)
    K("嗯 周五 下午 去医院 两点半", cc("去医院", dt(wd(5), 14, 30)), cat=c, unsure="the day, part of day and clock said apart")
with use(now=NC, pref="future", **Z):
    K("明天早上七点半 第一节体育课", cc("第一节体育课", dt(rel(1), 7, 30)), cat=c)
    K("周三下午三点沙发送货", cc("沙发送货", dt(wd(3), 15)), cat=c, unsure="周三 said Sunday = 06-18")
    K("6月21号上午八点 夏季运动会", cc("夏季运动会", dt(ymd(2053, 6, 21), 8)), cat=c)
    K("下周六下午两点到四点吹两场比赛", cc("吹两场比赛", dt(wk(1, 6), 14), dt(wk(1, 6), 16)), cat=c)
    K("十点把课表过一遍", cc("把课表过一遍", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:00: the pm reading 22:00 is ahead")
    K("八点宽带师傅来", cc("宽带师傅来", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:00 has passed both ways: tomorrow 08:00")
    K("6月27号到28号 搬家", cc("搬家", ymd(2053, 6, 27), ymd(2053, 6, 28)), cat=c)
    K("周日下午两点 图书馆值班", cc("图书馆值班", dt(wk(1, 7), 14)), cat=c, unsure="周日下午两点 said Sunday 21:00 has passed: next Sunday 06-22")
    K("周二上午十点看房 不对 是十点半", cc("看房", dt(wd(2), 10, 30)), cat=c, unsure="a correction inside the message: 10:30 replaces 10:00")
    K("下周四 油画课 下午两点到四点", cc("油画课", dt(wk(1, 4), 14), dt(wk(1, 4), 16)), cat=c, unsure="下周四 said Sunday = 06-19")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天上午九点看房 在阳光花园3栋", cc("看房", dt(rel(1), 9), location="阳光花园3栋"), cat=c)
    K("5月10号下午三点运动会彩排 地点：学校操场", cc("运动会彩排", dt(ymd(2053, 5, 10), 15), location="学校操场"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周五上午十点半看房 地点是翠湖小区", cc("看房", dt(wd(5), 10, 30), location="翠湖小区"), cat=c)
    K("下周四上午九点油画课 在老年大学二楼", cc("油画课", dt(wk(1, 4), 9), location="老年大学二楼"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周六下午两点吹比赛 在区体育馆", cc("吹比赛", dt(wk(1, 6), 14), location="区体育馆"), cat=c)
    K("周三晚上八点看房 地点：锦绣家园南门", cc("看房", dt(wd(3), 20), location="锦绣家园南门"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("青年节 图书馆值班", cc("图书馆值班", ymd(2053, 5, 4)), cat=c)
    K("立夏那天宽带师傅上门", cc("宽带师傅上门", LIXIA53), cat=c, unsure="立夏 2053 = 05-05 (PyEphem, lunar-python)")
    K("母亲节中午十二点陪老伴吃饭", cc("陪老伴吃饭", dt(MOTHERS53, 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("元旦 搬进新家", cc("搬进新家", ymd(2053, 1, 1)), cat=c)
    K("腊八 去看医生", cc("去看医生", LABA53), cat=c, unsure="腊八 = 2053-01-27 (lunar-python)")
    K("小寒上午十点 画雪景", cc("画雪景", dt(XIAOHAN53, 10)), cat=c, unsure="小寒 2053 = 01-05 (PyEphem, lunar-python)")
with use(now=NC, pref="future", **Z):
    K("618 下单买沙发", cc("下单买沙发", ymd(2053, 6, 18)), cat=c)
    K("夏至那天去湖边写生", cc("去湖边写生", XIAZHI53), cat=c, unsure="夏至 2053 = 06-21 (PyEphem, lunar-python)")
    K("建党节 图书馆闭馆 不用值班", cc("图书馆闭馆 不用值班", ymd(2053, 7, 1)), cat=c, unsure="a note-like event: the whole remark as the title")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我去拿哨子", cc("去拿哨子", dt(today(), 13, 10)), cat=c)
    K("一周后交房", cc("交房", rel(7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个钟头后叫我出门", cc("出门", dt(today(), 8, 15)), cat=c)
    K("十天后交钥匙", cc("交钥匙", rel(10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("二十分钟后提醒我吃降压药", cc("吃降压药", dt(today(), 21, 20)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜六下午兩點 吹籃球賽", cc("吹籃球賽", dt(wd(6), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("後天上午十點 看房", cc("看房", dt(rel(2), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週三晚上八點 看傢俱", cc("看傢俱", dt(wd(3), 20)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("5.20 交房租", cc("交房租", ymd(2053, 5, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2053/1/8 去医院复查", cc("去医院复查", ymd(2053, 1, 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("7/5 篮球裁判培训", cc("篮球裁判培训", ymd(2053, 7, 5)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("这个月第三个周六 少年篮球联赛", cc("少年篮球联赛", nth(2053, 5, 3, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第一个周六 少年联赛开打", cc("少年联赛开打", nth(2053, 1, 1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("端午节后一天 收房", cc("收房", DUANWU53 + td(days=1)), cat=c, unsure="端午 2053 = 06-20 (lunar-python)")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周六周日下午两点都要吹比赛", [cc("吹比赛", dt(wd(6), 14)), cc("吹比赛", dt(wd(7), 14))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周六和周日上午九点都去画室", [cc("去画室", dt(wd(6), 9)), cc("去画室", dt(wd(7), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("6月18号、19号晚上七点都有比赛", [cc("比赛", dt(ymd(2053, 6, 18), 19)), cc("比赛", dt(ymd(2053, 6, 19), 19))], cat=c, conv="distribute",
       unsure="有比赛 gives the title 比赛")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("裁判费收了300", la("300", "salary", "裁判费", kind="income"), cat=c, unsure=REF)
    K("买了两个哨子 24", la("24", "shopping", "哨子"), cat=c, unsure=GEAR)
    K("押金4800 交了", la("4800", "housing", "押金"), cat=c, unsure=FLAT)
    K("颜料 146", la("146", "shopping", "颜料"), cat=c, unsure=PAINT)
    K("退休金到账 5620", la("5620", "salary", "退休金", kind="income"), cat=c, unsure=PENSION)
with use(now=NB, pref="past", **Z):
    K("画布五张 140", la("140", "shopping", "画布"), cat=c, unsure=PAINT)
    K("油画班学费 1200", la("1200", "education", "油画班学费"), cat=c, unsure=CLASS)
    K("宽带安装费 108", la("108", "housing", "宽带安装费"), cat=c, unsure=NET)
    K("挂号 50", la("50", "health", "挂号"), cat=c)
    K("床垫1599", la("1599", "shopping", "床垫"), cat=c, unsure=FURN)
with use(now=NC, pref="past", **Z):
    K("第一个月房租 4800", la("4800", "housing", "房租"), cat=c, unsure=FLAT)
    K("沙发3299", la("3299", "shopping", "沙发"), cat=c, unsure=FURN)
    K("搬家公司尾款1300", la("1300", "housing", "搬家公司尾款"), cat=c, unsure=MOVE)
    K("篮球十个 1200", la("1200", "shopping", "篮球"), cat=c, unsure=GEAR)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("清明那天的裁判费 250", la("250", "salary", "裁判费", kind="income", d=QINGMING53), cat=c, unsure="清明 2053 = 04-04 (lunar-python); " + REF)
    K("礼拜二交的搬家定金 500", la("500", "housing", "搬家定金", d=wd(2)), cat=c, unsure="礼拜二 said Thursday, looking back: 04-29; " + MOVE)
with use(now=NB, pref="past", **Z):
    K("冬至那天的裁判费 300", la("300", "salary", "裁判费", kind="income", d=DONGZHI52), cat=c, unsure="冬至 2052 = 12-21 (PyEphem, lunar-python); " + REF)
    K("双十二买的画布 98", la("98", "shopping", "画布", d=ymd(2052, 12, 12)), cat=c, unsure=PAINT)
with use(now=NC, pref="past", **Z):
    K("周五买的画架 260", la("260", "shopping", "画架", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back: 06-13; " + PAINT)
    K("儿童节那天吹比赛的钱 200", la("200", "salary", "吹比赛的钱", kind="income", d=ymd(2053, 6, 1)), cat=c, unsure=REF)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周有几场比赛要吹", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有啥课跟比赛", cl(rel(1)), cat=c)
    K("这个月上旬都排了什么", cl(ymd(2053, 5, 1), ymd(2053, 5, 10)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("上个月颜料画布一共花了多少", ls(ymd(2053, 4, 1), ymd(2053, 4, 30), "shopping"), cat=c, unsure=PAINT)
    K("四月份裁判费一共多少", ls(ymd(2053, 4, 1), ymd(2053, 4, 30), "salary"), cat=c, unsure=REF)
with use(now=NB, pref="future", **Z):
    K("这个周末排了些啥", cl(wd(6), wd(7)), cat=c)
    K("下个月中旬有啥安排", cl(ymd(2053, 1, 11), ymd(2053, 1, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月搬家花了多少", ls(ymd(2052, 12, 1), ymd(2052, 12, 31)), cat=c, unsure=NOCAT)
    K("今年退休金一共多少", ls(ymd(2052, 1, 1), ymd(2052, 12, 31), "salary"), cat=c, unsure=PENSION)
    K("最近五笔账列出来瞅瞅", ll(limit=5), cat=c)
with use(now=NC, pref="future", **Z):
    K("这礼拜还有啥", cl(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday night: this week is today alone")
    K("下半个月的课和比赛", cl(ymd(2053, 6, 16), ymd(2053, 6, 30)), cat=c, conv="half-month")
with use(now=NC, pref="past", **Z):
    K("这个季度裁判费一共多少", ls(ymd(2053, 4, 1), ymd(2053, 6, 30), "salary"), cat=c, conv="quarters", unsure=REF)
    K("上个月退休金多少", ls(ymd(2053, 5, 1), ymd(2053, 5, 31), "salary"), cat=c, unsure=PENSION)
    K("把六月的账列一下", ll(ymd(2053, 6, 1), ymd(2053, 6, 30)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有几场比赛", cl(today(), ymd(2053, 5, 31)), cat=c, conv="zh-qian-inclusive")
    K("立夏前有啥安排", cl(today(), LIXIA53), cat=c, conv="zh-qian-inclusive", unsure="立夏 2053 = 05-05 (PyEphem, lunar-python)")
with use(now=NA, pref="past", **Z):
    K("今年以来颜料花了多少", ls(ymd(2053, 1, 1), today(), "shopping"), cat=c, conv="since", unsure=PAINT)
with use(now=NB, pref="future", **Z):
    K("元旦前要办的事", cl(today(), ymd(2053, 1, 1)), cat=c, conv="zh-qian-inclusive")
    K("接下来三天的值班", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("过去三十天看病花了多少", ls(rel(-29), today(), "health"), cat=c)
with use(now=NC, pref="future", **Z):
    K("端午前还有啥事", cl(today(), DUANWU53), cat=c, conv="zh-qian-inclusive", unsure="端午 2053 = 06-20 (lunar-python)")
    K("未来一周有几场比赛", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止 搬家花了多少", ls(ymd(2053, 6, 1), today()), cat=c, conv="since", unsure=NOCAT)
    K("过去两周家具花了多少", ls(rel(-13), today(), "shopping"), cat=c, unsure=FURN)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("5月17号校运会 北京会下雨吗", wx("Beijing", ymd(2053, 5, 17)), cat=c, unsure="the sports day as context")
    KM("这周末武汉天气 周六周日都要吹比赛", [wx("Wuhan", wd(6)), wx("Wuhan", wd(7))], cat=c)
    K("明天广州热不热", wx("Guangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天上海冷不冷", wx("Shanghai"), cat=c)
    KM("28号29号搬家 杭州天气怎么样", [wx("Hangzhou", ymd(2052, 12, 28)), wx("Hangzhou", ymd(2052, 12, 29))], cat=c)
with use(now=NC, pref="future", **Z):
    K("6月21号运动会 成都天气如何", wx("Chengdu", ymd(2053, 6, 21)), cat=c)
    KM("明天后天南京会下雨吗", [wx("Nanjing", rel(1)), wx("Nanjing", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上深圳适合跑步吗", ra("Shenzhen", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天北京能跑步吗", ra("Beijing", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天天津适合跑步不", ra("Tianjin", rel(1)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("吹少年联赛", dt(wd(6), 14), dt(wd(6), 16)), ev("吹少年联赛", dt(wd(7), 14), dt(wd(7), 16))]
    K("周六的联赛改到下周六 时间不变", cu(0, title="联赛", date=wd(6), start=dt(wk(1, 6), 14)), cat=c, given=g, conv="move-keeps-clock",
      unsure="a game moved a week at its own clock")
    g = [ev("看房", dt(rel(1), 9), dt(rel(1), 10)), ev("签合同", dt(wd(6), 16), dt(wd(6), 17))]
    K("明天看房改到十点半", cu(0, title="看房", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("交房", ymd(2053, 5, 8), ymd(2053, 5, 8)), ev("搬家", ymd(2053, 5, 6), ymd(2053, 5, 7))]
    K("交房往后推一天", cu(0, title="交房", start=ymd(2053, 5, 9)), cat=c, given=g, conv="next-upcoming",
      unsure="an all-day handover shifted a day: the new start written as a date")
with use(now=NB, pref="future", **Z):
    g = [ev("油画课", dt(wk(1, 4), 9), dt(wk(1, 4), 11)), ev("油画课", dt(wk(2, 4), 9), dt(wk(2, 4), 11))]
    K("下周四的油画课改成下午两点到四点", cu(0, title="油画课", date=wk(1, 4), start=dt(wk(1, 4), 14), end=dt(wk(1, 4), 16)), cat=c, given=g)
    g = [ev("宽带安装", dt(wk(1, 1), 8), dt(wk(1, 1), 12)), ev("宽带师傅上门", dt(rel(1), 14), dt(rel(1), 15))]
    K("明天宽带师傅那个推迟一小时", cu(1, title="宽带师傅", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g)
    g = [ev("图书馆值班", dt(rel(1), 9), dt(rel(1), 12)), ev("图书馆志愿者年会", dt(ymd(2052, 12, 30), 19), dt(ymd(2052, 12, 30), 21))]
    K("志愿者年会改名叫志愿者年会暨表彰", cu(1, title="志愿者年会", new_title="志愿者年会暨表彰"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("吹两场比赛", dt(wk(1, 6), 14), dt(wk(1, 6), 16)), ev("夏季运动会", dt(ymd(2053, 6, 21), 8), dt(ymd(2053, 6, 21), 12))]
    K("下周六的比赛挪到下午三点开始", cu(0, title="比赛", date=wk(1, 6), start=dt(wk(1, 6), 15)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the games and the sports day on the same Saturday 06-21")
    g = [ev("看房", dt(wd(2), 10, 30), dt(wd(2), 11, 30)), ev("看房", dt(wd(4), 10, 30), dt(wd(4), 11, 30))]
    K("周二看房那个改到周三", cu(0, title="看房", date=wd(2), start=dt(wd(3), 10, 30)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("沙发送货", dt(wd(3), 15), dt(wd(3), 16)), ev("床送货", dt(wd(3), 10), dt(wd(3), 11))]
    K("沙发送货的地址改成锦绣家园5栋", cu(0, title="沙发送货", location="锦绣家园5栋"), cat=c, given=g,
      unsure="the delivery address as the event's location")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("油画课", dt(wk(1, 2), 9), dt(wk(1, 2), 11)), ev("油画课", dt(wk(2, 2), 9), dt(wk(2, 2), 11))]
    K("下周二的油画课不去了 取消", cdel(0, title="油画课", date=wk(1, 2)), cat=c, given=g)
    g = [ev("去医院看膝盖", dt(wd(2), 16), dt(wd(2), 17)), ev("去医院复查", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("周二看膝盖那个删了", cdel(0, title="看膝盖", date=wd(2)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("看房", dt(wd(5), 10, 30), dt(wd(5), 11, 30)), ev("签合同", dt(wd(6), 16), dt(wd(6), 17))]
    K("房子定了 周五看房取消", cdel(0, title="看房", date=wd(5)), cat=c, given=g, unsure="房子定了 as the reason")
    g = [ev("少年联赛", dt(wd(6), 14), dt(wd(6), 16)), ev("少年联赛", dt(wd(7), 14), dt(wd(7), 16))]
    K("周日那场联赛取消了", cdel(1, title="联赛", date=wd(7)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("图书馆值班", dt(wk(1, 7), 14), dt(wk(1, 7), 17)), ev("图书馆整理旧书", dt(wk(1, 6), 9), dt(wk(1, 6), 11))]
    K("下周日的值班删掉 有人替我", cdel(0, title="值班", date=wk(1, 7)), cat=c, given=g)
    g = [ev("宽带师傅来", dt(rel(1), 8), dt(rel(1), 9)), ev("空调师傅来", dt(rel(1), 14), dt(rel(1), 15))]
    K("宽带明天不装了 取消", cdel(0, title="宽带", date=rel(1)), cat=c, given=g)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("买了篮球120 标志桶45", [la("120", "shopping", "篮球"), la("45", "shopping", "标志桶")], cat=c, unsure=GEAR)
with use(now=NA, pref="future", **Z):
    KM("5月17号校运会 顺便查下那天北京天气", [cc("校运会", ymd(2053, 5, 17)), wx("Beijing", ymd(2053, 5, 17))], cat=c)
    KM("记一下裁判费300 明天上午九点看房", [la("300", "salary", "裁判费", kind="income", d=today()), cc("看房", dt(rel(1), 9))], cat=c, unsure=REF)
with use(now=NB, pref="past", **Z):
    KM("押金4800 第一个月房租4800", [la("4800", "housing", "押金"), la("4800", "housing", "第一个月房租")], cat=c, unsure=FLAT)
with use(now=NB, pref="future", **Z):
    KM("周五上午十点半看房 下午两点半去医院", [cc("看房", dt(wd(5), 10, 30)), cc("去医院", dt(wd(5), 14, 30))], cat=c,
       unsure="the day said once for both")
with use(now=NC, pref="past", **Z):
    KM("今天退休金到了5620 买画布花了70", [la("5620", "salary", "退休金", kind="income"), la("70", "shopping", "画布")], cat=c,
       unsure=PENSION + "; " + PAINT)
with use(now=NC, pref="future", **Z):
    KM("明天有什么安排 顺便看看天津天气", [cl(rel(1)), wx("Tianjin", rel(1))], cat=c)
    KM("周三沙发送货取消 床改到周四上午十点",
       [cdel(0, title="沙发送货", date=wd(3)), cu(1, title="床", start=dt(wd(4), 10))], cat=c,
       given=[ev("沙发送货", dt(wd(3), 15), dt(wd(3), 16)), ev("床送货", dt(wd(3), 10), dt(wd(3), 11))])
