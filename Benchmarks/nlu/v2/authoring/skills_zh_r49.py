"""Round 49 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a high-school music teacher who runs the school band and gives private lessons (rehearsals and concerts at
set clocks, private students by name paying per lesson, sheet music and reeds bought, an instrument repair, a band
trip over several days, a lesson moved or cancelled, the weather for an outdoor concert, lesson income this month), a
remote customer-support agent on rotating shifts who is training a new puppy (shifts that change week to week, puppy
classes and vet visits at set clocks, dog food and toys, a dog walker paid, the walker's visits moved, running advice
before an early shift, pet spending this quarter) and a city taxi driver who also rents out a spare room (shifts and
car maintenance, fuel and tolls, fares and the lodger's rent coming in, the lodger's check-in and check-out, a
repairman coming, two inspections on different days, fuel spending and the last N entries).  In everyday proportion:
about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes,
cancellations and several requests at once.

Reference times (see time_r49.py): NA = 2062-04-04T07:20 Tuesday, 清明 (二月廿五; 早上 in progress, 上午 ahead; a
bare 7 → 19:00, a bare 8 → 08:00 today, a bare 3 → 15:00; 早上七点 with no day → tomorrow 07:00; this weekend 04-08/09,
next week 04-10 … 04-16; 上旬 04-01 … 04-10, 谷雨 04-20, 月底 04-30, 五一 Monday 05-01, 母亲节 05-14; looking back
Easter 03-26, 上周五 03-31, March, Q1); NB = 2061-10-30T18:20 Sunday (傍晚 and 今晚 in progress, 周日下午 over →
11-06; a bare 6 → tomorrow 18:00, a bare 8 → 20:00, a bare 7 → 19:00; 凌晨两点 → 10-31 02:00; 这周内 = today alone,
明天 = 下周一 = 10-31 = 月底 = 万圣节; 立冬 11-07, 双十一 Friday; looking back 重阳 = 上周五 10-21, 霜降 10-23,
September, Q3); NC = 2062-06-01T09:40 Thursday, 儿童节 (上午 in progress, 早上 over → 周四早上 moves to 06-08; a bare 9 →
tomorrow 09:00, a bare 10 → 10:00 today, a bare 12 → today's noon; 芒种 Monday 06-05, 端午 Sunday 06-11 (lunar-python),
父亲节 = 618 Sunday 06-18, 夏至 06-21, 月底 06-30; looking back 小满 05-21, 上周五 05-26, May)."""
from lib import *

NA = "2062-04-04T07:20:00"  # Tuesday 07:20, 清明
NB = "2061-10-30T18:20:00"  # Sunday 18:20, the eve of Halloween's eve
NC = "2062-06-01T09:40:00"  # Thursday 09:40, 儿童节
Z = dict(lang="zh", tz="Asia/Shanghai")
QINGMING62 = ymd(2062, 4, 4)
GUYU62 = ymd(2062, 4, 20)
WUYI62 = ymd(2062, 5, 1)
LIDONG61 = ymd(2061, 11, 7)
CHONGYANG61 = ymd(2061, 10, 21)
SHUANGJIANG61 = ymd(2061, 10, 23)
MANGZHONG62 = ymd(2062, 6, 5)
DUANWU62 = ymd(2062, 6, 11)
XIAZHI62 = ymd(2062, 6, 21)
XIAOMAN62 = ymd(2062, 5, 21)
LESSONFEE = "private-lesson fees paid by students filed as salary income (paid for one's own work, as earlier rounds filed lesson fees)"
SHEET = "sheet music and reeds filed as shopping"
REPAIR = "the instrument repair filed as other (as earlier rounds filed equipment repairs)"
DOGSHOP = "dog food and toys filed as shopping (as earlier rounds filed pet food)"
VET = "the puppy's vet visits and shots filed as health (as earlier rounds filed vet bills)"
WALKER = "the dog walker's pay filed as other"
FARE = "taxi fares taken filed as salary income (money got from his own work)"
RENT = "the lodger's rent received filed as housing income (as earlier rounds filed a landlord's rent)"
CAR = "fuel, tolls and car maintenance filed as transport"
FLATFIX = "repairs to the flat filed as housing"
BANDTRIP = "the band trip's coach filed as transport"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("今天下午四点半 乐队排练", cc("乐队排练", dt(today(), 16, 30)), cat=c)
    K("三点给小雨上长笛课", cc("给小雨上长笛课", dt(today(), 15)), cat=c, conv="bare-hour", unsure="a bare 3 reads 15:00 today")
    K("八点开晨会", cc("开晨会", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:20 is ahead: 08:00 today")
    K("七点 带豆豆去楼下草坪练坐下", cc("带豆豆去楼下草坪练坐下", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 reads pm: 19:00 today (its am reading just passed)")
    K("早上七点 送豆豆去寄养", cc("送豆豆去寄养", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said 07:20 has passed: tomorrow 07:00")
    K("明天下午三点到五点 管乐团分声部排练", cc("管乐团分声部排练", dt(rel(1), 15), dt(rel(1), 17)), cat=c)
    K("礼拜四 浩浩的单簧管课 晚上六点半", cc("浩浩的单簧管课", dt(wd(4), 18, 30)), cat=c, unsure="礼拜四 = 04-06; the day and the clock said apart")
    K("周四下午给林同学上课 四点 哦不对 四点半", cc("给林同学上课", dt(wd(4), 16, 30)), cat=c,
      unsure="a correction inside the message: 16:30 replaces 16:00; 周四 = 04-06")
    K("下下周三晚上七点 管乐团合排", cc("管乐团合排", dt(wk(2, 3), 19)), cat=c, unsure="下下周三 = 04-19")
    K("4月12号到14号 带乐队去苏州比赛", cc("带乐队去苏州比赛", ymd(2062, 4, 12), ymd(2062, 4, 14)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("这周六上午十点 豆豆幼犬班第一课", cc("豆豆幼犬班第一课", dt(wd(6), 10)), cat=c, unsure="这周六 = 04-08")
    K("下周一夜班 晚上十点到早上六点", cc("夜班", dt(wk(1, 1), 22), dt(wk(1, 1) + td(days=1), 6)), cat=c,
      unsure="下周一 = 04-10; the end before the start goes to the next day (04-11 06:00)")
    K("周二早上七点 交班会", cc("交班会", dt(wk(1, 2), 7)), cat=c, unsure="周二早上七点 said Tuesday 07:20 has passed: next week 04-11")
    K("明天早班 早上六点到下午两点", cc("早班", dt(rel(1), 6), dt(rel(1), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("八点 给小雨妈妈打电话说课时", cc("给小雨妈妈打电话说课时", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 18:20 has passed as am; its pm reading is ahead: 20:00 tonight")
    K("六点去火车站接租客", cc("去火车站接租客", dt(rel(1), 18)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:20 has passed: tomorrow 18:00")
    K("七点半 遛豆豆", cc("遛豆豆", dt(today(), 19, 30)), cat=c, conv="bare-hour")
    K("凌晨两点 交车给夜班师傅", cc("交车给夜班师傅", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night 10-31 02:00")
    K("今晚九点半 跟租客对一下水电", cc("跟租客对一下水电", dt(today(), 21, 30)), cat=c)
    K("明晚八点 幼犬班", cc("幼犬班", dt(rel(1), 20)), cat=c)
    K("周日下午三点 豆豆社会化课", cc("豆豆社会化课", dt(wk(1, 7), 15)), cat=c, unsure="周日下午三点 said Sunday 18:20 has passed: next Sunday 11-06")
    K("下周二上午九点 车去年检", cc("车去年检", dt(wk(1, 2), 9)), cat=c, unsure="下周二 = 11-01")
    K("11月5号上午十点 燃气公司上门检查", cc("燃气公司上门检查", dt(ymd(2061, 11, 5), 10)), cat=c)
    K("11月18号至20号 乐队去南京集训", cc("乐队去南京集训", ymd(2061, 11, 18), ymd(2061, 11, 20)), cat=c)
    K("嗯那个 周三上中班 下午两点到晚上十点", cc("上中班", dt(wd(3), 14), dt(wd(3), 22)), cat=c, unsure="周三 = 11-02; the filler left out")
    K("下周四 林同学补课 晚上七点", cc("林同学补课", dt(wk(1, 4), 19)), cat=c, unsure="下周四 = 11-03")
with use(now=NC, pref="future", **Z):
    K("今天下午三点 学校儿童节汇演", cc("学校儿童节汇演", dt(today(), 15)), cat=c)
    K("九点 车去4S店保养", cc("车去4S店保养", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    K("十点 师傅来修热水器", cc("师傅来修热水器", dt(today(), 10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:40 is ahead: 10:00 today")
    K("十二点 跟小雨家长吃饭", cc("跟小雨家长吃饭", dt(today(), 12)), cat=c, conv="bare-hour")
    K("周四早上七点 遛狗的小陈来", cc("遛狗的小陈来", dt(wk(1, 4), 7)), cat=c, unsure="周四早上七点 said Thursday 09:40 has passed: next week 06-08")
    K("下周五下午四点到六点 期末排练", cc("期末排练", dt(wk(1, 5), 16), dt(wk(1, 5), 18)), cat=c, unsure="下周五 = 06-09")
    K("6月24号到26号 乐队去厦门演出", cc("乐队去厦门演出", ymd(2062, 6, 24), ymd(2062, 6, 26)), cat=c)
    K("下周三 租客小刘搬进来 下午两点", cc("租客小刘搬进来", dt(wk(1, 3), 14)), cat=c, unsure="下周三 = 06-07; the day and the clock said apart")
    K("月底 小刘退房", cc("小刘退房", ymd(2062, 6, 30)), cat=c, conv="month-end-bare")
    K("后天早上六点的早班 提醒我", cc("早班", dt(rel(2), 6)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("这周六上午十点豆豆上训练课 在汪星人训练基地", cc("豆豆上训练课", dt(wd(6), 10), location="汪星人训练基地"), cat=c)
    K("周五下午三点半 教研会 地点：艺术楼302", cc("教研会", dt(wd(5), 15, 30), location="艺术楼302"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周三晚上七点 豆豆打疫苗 在安心宠物医院", cc("豆豆打疫苗", dt(wk(1, 3), 19), location="安心宠物医院"), cat=c)
    K("11月5号下午两点 车辆检测 地点是城北检测站", cc("车辆检测", dt(ymd(2061, 11, 5), 14), location="城北检测站"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周二晚上七点半 室内乐音乐会 在大剧院小厅", cc("室内乐音乐会", dt(wk(1, 2), 19, 30), location="大剧院小厅"), cat=c)
    K("后天上午十一点 豆豆驱虫 地点：爱宠诊所", cc("豆豆驱虫", dt(rel(2), 11), location="爱宠诊所"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("清明下午两点去给爷爷扫墓", cc("去给爷爷扫墓", dt(QINGMING62, 14)), cat=c, unsure="清明 2062 = today 04-04 (PyEphem and lunar-python agree)")
    K("谷雨那天 学校春季音乐会", cc("学校春季音乐会", GUYU62), cat=c, unsure="谷雨 2062 = 04-20 (PyEphem and lunar-python agree)")
    K("五一晚上七点半 乐队广场演出", cc("乐队广场演出", dt(WUYI62, 19, 30)), cat=c)
    K("母亲节 带我妈去听音乐会", cc("带我妈去听音乐会", hol("mothers")), cat=c, unsure="母亲节 2062 = the second Sunday of May = 05-14")
with use(now=NB, pref="future", **Z):
    K("万圣节晚上七点 乐队去商场演出", cc("乐队去商场演出", dt(ymd(2061, 10, 31), 19)), cat=c, unsure="万圣节 = tomorrow 10-31")
    K("立冬那天 租客退房", cc("租客退房", LIDONG61), cat=c, unsure="立冬 2061 = 11-07 (PyEphem and lunar-python agree)")
    K("双十一下午两点 豆豆打第二针", cc("豆豆打第二针", dt(ymd(2061, 11, 11), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("芒种那天 租客入住", cc("租客入住", MANGZHONG62), cat=c, unsure="芒种 2062 = Monday 06-05 (PyEphem and lunar-python agree)")
    K("端午节 带豆豆回老家", cc("带豆豆回老家", DUANWU62), cat=c, unsure="端午 2062 = Sunday 06-11 (lunar-python)")
    K("父亲节中午请我爸吃饭 在老四川", cc("请我爸吃饭", dt(hol("fathers"), 12), location="老四川"), cat=c,
      unsure="父亲节 2062 = the third Sunday of June = 06-18")
    K("夏至晚上七点 毕业音乐会", cc("毕业音乐会", dt(XIAZHI62, 19)), cat=c, unsure="夏至 2062 = 06-21 (PyEphem and lunar-python agree)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我带豆豆下楼", cc("带豆豆下楼", dt(today(), 7, 40)), cat=c)
    K("十天后 车去保养", cc("车去保养", rel(10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我给豆豆喂晚饭", cc("给豆豆喂晚饭", dt(today(), 18, 50)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一个小时后提醒我给豆豆喂药", cc("给豆豆喂药", dt(today(), 10, 40)), cat=c)
    K("三天后 车去复检", cc("车去复检", rel(3)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜五下午三點 樂隊排練", cc("樂隊排練", dt(wd(5), 15)), cat=c, unsure="禮拜五 = 04-07")
with use(now=NB, pref="future", **Z):
    K("下週二晚上七點 帶豆豆上訓練課", cc("帶豆豆上訓練課", dt(wk(1, 2), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天上午十點 修車師傅來", cc("修車師傅來", dt(rel(2), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.15 学生考级", cc("学生考级", ymd(2062, 4, 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2061/11/9 车辆年审", cc("车辆年审", ymd(2061, 11, 9)), cat=c)
with use(now=NC, pref="future", **Z):
    K("6.20 乐队汇报演出", cc("乐队汇报演出", ymd(2062, 6, 20)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 家长开放日演出", cc("家长开放日演出", nth(2062, 5, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周六 乐队年度音乐会", cc("乐队年度音乐会", lastwd(2061, 11, 6)), cat=c)
    K("立冬后一天 换冬季胎", cc("换冬季胎", LIDONG61 + td(days=1)), cat=c, unsure="立冬 2061 = 11-07")
with use(now=NC, pref="future", **Z):
    K("端午前一天 豆豆送去寄养", cc("豆豆送去寄养", DUANWU62 - td(days=1)), cat=c, unsure="端午 2062 = 06-11 (lunar-python)")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三、周五下午四点都要排练", [cc("排练", dt(wd(3), 16)), cc("排练", dt(wd(5), 16))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("11月2号和4号 遛狗师傅下午一点来", [cc("遛狗师傅来", dt(ymd(2061, 11, 2), 13)), cc("遛狗师傅来", dt(ymd(2061, 11, 4), 13))], cat=c,
       conv=["distribute", "bare-hour"])
with use(now=NC, pref="future", **Z):
    KM("周六周日上午都有课 十点", [cc("课", dt(wd(6), 10)), cc("课", dt(wd(7), 10))], cat=c, conv="distribute",
       unsure="周六 = 06-03, 周日 = 06-04; the clock said after the days applies to both")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("小雨今天的课费 200 收到了", la("200", "salary", "课费", kind="income"), cat=c, unsure=LESSONFEE)
    K("买了两盒簧片 180", la("180", "shopping", "簧片"), cat=c, unsure=SHEET)
    K("萨克斯修理费 350", la("350", "other", "萨克斯修理费"), cat=c, unsure=REPAIR)
    K("狗粮一大袋 268", la("268", "shopping", "狗粮"), cat=c, unsure=DOGSHOP)
    K("过路费25", la("25", "transport", "过路费"), cat=c, unsure=CAR)
with use(now=NB, pref="past", **Z):
    K("今天跑了一天 流水 680", la("680", "salary", "流水", kind="income"), cat=c, unsure=FARE)
    K("租客小刘交了房租 2200", la("2200", "housing", "房租", kind="income"), cat=c, unsure=RENT)
    K("遛狗的小陈 这周 300 给了", la("300", "other", "遛狗", kind="expense"), cat=c, unsure=WALKER)
    K("加油 320 满箱", la("320", "transport", "加油"), cat=c, unsure=CAR)
with use(now=NC, pref="past", **Z):
    K("豆豆打疫苗 120", la("120", "health", "疫苗"), cat=c, unsure=VET)
    K("新乐谱 126", la("126", "shopping", "乐谱"), cat=c, unsure=SHEET)
    K("浩浩交了十节课的钱 3000", la("3000", "salary", "课", kind="income"), cat=c, unsure=LESSONFEE)
    K("咬胶玩具 39.9", la("39.9", "shopping", "咬胶玩具"), cat=c, unsure=DOGSHOP)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天加的油 300", la("300", "transport", "加油", d=rel(-1)), cat=c, unsure=CAR)
    K("上周五豆豆打针 150", la("150", "health", "打针", d=wk(-1, 5)), cat=c, unsure="上周五 = 03-31; " + VET)
    K("复活节那天买的簧片 90", la("90", "shopping", "簧片", d=hol("easter")), cat=c, unsure="复活节 2062 = 03-26, looking back; " + SHEET)
    K("周日 浩浩的课费 300", la("300", "salary", "课费", kind="income", d=wd(7)), cat=c, unsure="周日 said Tuesday, looking back = 04-02; " + LESSONFEE)
with use(now=NB, pref="past", **Z):
    K("重阳那天 过路费 35", la("35", "transport", "过路费", d=CHONGYANG61), cat=c, unsure="重阳 2061 = 10-21 (lunar-python), looking back; " + CAR)
    K("霜降那天换的机油 460", la("460", "transport", "换机油", d=SHUANGJIANG61), cat=c, unsure="霜降 2061 = 10-23 (PyEphem and lunar-python agree); " + CAR)
    K("周五 遛狗费 200", la("200", "other", "遛狗费", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back = 10-28; " + WALKER)
with use(now=NC, pref="past", **Z):
    K("小满那天修的长笛 260", la("260", "other", "修长笛", d=XIAOMAN62), cat=c, unsure="小满 2062 = 05-21 (PyEphem and lunar-python agree); " + REPAIR)
    K("上周五加油 350", la("350", "transport", "加油", d=wk(-1, 5)), cat=c, unsure="上周五 = 05-26; " + CAR)
    K("周二 房租到账 2200", la("2200", "housing", "房租", kind="income", d=wd(2)), cat=c, unsure="周二 said Thursday, looking back = 05-30; " + RENT)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("上旬还有哪些排练", cl(ymd(2062, 4, 1), ymd(2062, 4, 10)), cat=c, conv="month-parts")
    K("下周都排了啥班", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("12号到14号苏州那几天有别的安排吗", cl(ymd(2062, 4, 12), ymd(2062, 4, 14)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月课费收了多少", ls(ymd(2062, 4, 1), ymd(2062, 4, 30), "salary"), cat=c, unsure=LESSONFEE + "; this month written as the whole month")
    K("上个季度给狗花了多少", ls(ymd(2062, 1, 1), ymd(2062, 3, 31)), cat=c, conv="quarters",
      unsure="pet spending has no category of its own: the quarter's total, no category")
    K("最近五笔账给我看下", ll(limit=5), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月上旬有什么安排", cl(ymd(2061, 11, 1), ymd(2061, 11, 10)), cat=c, conv="month-parts")
    K("明天都有啥 万圣节乐队要演出", cl(rel(1)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个月油钱花了多少 跑车的", ls(ymd(2061, 10, 1), ymd(2061, 10, 31), "transport"), cat=c, unsure=CAR)
    K("上个月房租收了多少", ls(ymd(2061, 9, 1), ymd(2061, 9, 30), "housing"), cat=c, unsure=RENT)
    K("最近十笔列一下", ll(limit=10), cat=c)
    K("这季度狗粮玩具花了多少", ls(ymd(2061, 10, 1), ymd(2061, 12, 31), "shopping"), cat=c, conv="quarters", unsure=DOGSHOP)
with use(now=NC, pref="future", **Z):
    K("下半个月都有啥", cl(ymd(2062, 6, 16), ymd(2062, 6, 30)), cat=c, conv="half-month")
    K("这周末排了什么", cl(wd(6), wd(7)), cat=c)
with use(now=NC, pref="past", **Z):
    K("上个月课费一共多少", ls(ymd(2062, 5, 1), ymd(2062, 5, 31), "salary"), cat=c, unsure=LESSONFEE)
    K("最近三笔加油", ll(category="transport", limit=3), cat=c, unsure="加油 read as the transport category")
    K("这个季度宠物花销多少 狗粮玩具那些", ls(ymd(2062, 4, 1), ymd(2062, 6, 30), "shopping"), cat=c, conv="quarters", unsure=DOGSHOP)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("五一前都有什么演出", cl(today(), WUYI62), cat=c, conv="zh-qian-inclusive")
    K("接下来三天排了啥", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到现在课费收了多少", ls(ymd(2062, 4, 1), today(), "salary"), cat=c, conv="since", unsure=LESSONFEE)
with use(now=NB, pref="future", **Z):
    K("这周内还有啥事没办", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: the week is today alone")
    K("立冬前都排了啥", cl(today(), LIDONG61), cat=c, conv="zh-qian-inclusive", unsure="立冬 2061 = 11-07")
with use(now=NC, pref="future", **Z):
    K("端午前还有几次排练", cl(today(), DUANWU62), cat=c, conv="zh-qian-inclusive", unsure="端午 2062 = 06-11 (lunar-python)")
    K("未来一周遛狗师傅哪天来", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("本月至今跑了多少钱", ls(ymd(2062, 6, 1), today(), "salary"), cat=c, conv="since", unsure="said on the 1st: today alone; " + FARE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    KM("苏州12号13号天气怎么样 带乐队去比赛", [wx("Suzhou", ymd(2062, 4, 12)), wx("Suzhou", ymd(2062, 4, 13))], cat=c)
    KM("这周末杭州下雨吗 有户外演出", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天深圳天气 晚上户外演出", wx("Shenzhen", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("夏至那天成都下雨吗 音乐会在操场", wx("Chengdu", XIAZHI62), cat=c, unsure="夏至 2062 = 06-21")
    KM("厦门24到26号天气", [wx("Xiamen", ymd(2062, 6, 24)), wx("Xiamen", ymd(2062, 6, 25)), wx("Xiamen", ymd(2062, 6, 26))], cat=c,
       unsure="24到26号 read as three days, one call each")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早上海能跑步吗 六点的早班", ra("Shanghai", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上广州适合跑步吗 早班前跑一圈", ra("Guangzhou", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("后天早上武汉能不能跑步", ra("Wuhan", rel(2)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("小雨的课", dt(wd(4), 16), dt(wd(4), 17)), ev("小雨的课", dt(wk(1, 4), 16), dt(wk(1, 4), 17))]
    K("这周四小雨的课改到周六上午十点", cu(0, title="小雨的课", date=wd(4), start=dt(wd(6), 10)), cat=c, given=g,
      unsure="two lessons with the same student on different days; 这周四 = 04-06, 周六 = 04-08")
    g = [ev("遛狗师傅来", dt(rel(1), 12), dt(rel(1), 13)), ev("豆豆幼犬班", dt(wd(6), 10), dt(wd(6), 11))]
    K("明天遛狗的改到下午两点", cu(0, title="遛狗", date=rel(1), start=dt(rel(1), 14)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("车去年检", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("燃气公司上门检查", dt(ymd(2061, 11, 5), 10), dt(ymd(2061, 11, 5), 11))]
    K("年检挪到周四 时间不变", cu(0, title="年检", start=dt(wk(1, 4), 9)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"],
      unsure="two inspections on different days; 周四 = 11-03")
    g = [ev("林同学的补课", dt(wk(1, 4), 19), dt(wk(1, 4), 20)), ev("浩浩的单簧管课", dt(wk(1, 4), 17), dt(wk(1, 4), 18))]
    K("林同学的补课往后推一个小时", cu(0, title="林同学的补课", start=dt(wk(1, 4), 20)), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("遛狗的小陈来", dt(wk(1, 4), 7), dt(wk(1, 4), 8)), ev("遛狗的小陈来", dt(wk(1, 6), 7), dt(wk(1, 6), 8))]
    K("下周六遛狗的小陈改成九点来", cu(1, title="小陈", date=wk(1, 6), start=dt(wk(1, 6), 9)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the walker's two visits on different days; 下周六 = 06-10; a bare 9 with a day keeps 09:00")
    g = [ev("期末排练", dt(wk(1, 5), 16), dt(wk(1, 5), 18)), ev("室内乐音乐会", dt(wk(1, 2), 19, 30), dt(wk(1, 2), 21))]
    K("期末排练换到音乐教室", cu(0, title="期末排练", location="音乐教室"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("浩浩的单簧管课", dt(wd(4), 18, 30), dt(wd(4), 19, 30)), ev("给林同学上课", dt(wd(4), 16, 30), dt(wd(4), 17, 30))]
    K("礼拜四浩浩的单簧管课取消 他发烧了", cdel(0, title="浩浩的单簧管课", date=wd(4)), cat=c, given=g, unsure="礼拜四 = 04-06; the reason as context")
with use(now=NB, pref="future", **Z):
    g = [ev("幼犬班", dt(rel(1), 20), dt(rel(1), 21)), ev("幼犬班", dt(wk(1, 3), 20), dt(wk(1, 3), 21))]
    K("明晚的幼犬班不去了", cdel(0, title="幼犬班", date=rel(1)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("师傅来修热水器", dt(today(), 10), dt(today(), 11)), ev("燃气检查", dt(rel(1), 10), dt(rel(1), 11))]
    K("修热水器的不来了 删掉", cdel(0, title="修热水器"), cat=c, given=g, conv="next-upcoming",
      unsure="a repairman and a gas inspection on neighbouring days")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("簧片180 乐谱65", [la("180", "shopping", "簧片"), la("65", "shopping", "乐谱")], cat=c, unsure=SHEET)
with use(now=NA, pref="future", **Z):
    KM("周六上午十点豆豆上课 顺便看下那天天气 上海", [cc("豆豆上课", dt(wd(6), 10)), wx("Shanghai", wd(6))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("加油300 过路费45 今天流水720", [la("300", "transport", "加油"), la("45", "transport", "过路费"),
        la("720", "salary", "流水", kind="income")], cat=c, unsure=CAR + "; " + FARE)
with use(now=NB, pref="future", **Z):
    KM("明晚的幼犬班删了 下周三的改到八点半",
       [cdel(0, title="幼犬班", date=rel(1)), cu(1, title="幼犬班", date=wk(1, 3), start=dt(wk(1, 3), 20, 30))], cat=c,
       given=[ev("幼犬班", dt(rel(1), 20), dt(rel(1), 21)), ev("幼犬班", dt(wk(1, 3), 20), dt(wk(1, 3), 21))],
       conv="clock-only-keeps-day", unsure="two puppy classes on different days; 下周三 = 11-02; a bare 8:30 for an evening class read 20:30, flagged")
with use(now=NC, pref="past", **Z):
    KM("记一下小刘的房租2200 再看看上个月油钱", [la("2200", "housing", "房租", kind="income"),
        ls(ymd(2062, 5, 1), ymd(2062, 5, 31), "transport")], cat=c, unsure=RENT + "; " + CAR)
with use(now=NC, pref="future", **Z):
    KM("下周二晚上七点半音乐会 再查下杭州那天天气", [cc("音乐会", dt(wk(1, 2), 19, 30)), wx("Hangzhou", wk(1, 2))], cat=c)
