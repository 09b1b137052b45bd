"""Round 41 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a tattoo artist with her own studio (sessions of several hours at set clocks, client deposits and balances
as income, ink, needles and gloves bought, a three-day tattoo convention in another city, a client rescheduling, the
weather for the convention trip, deposits this month and the last N entries), a retired man who plays in chess
tournaments and volunteers as a school crossing guard (crossing duty at set clocks on school days, tournaments over a
weekend, entry fees and club dues, a small prize as income, the weather for crossing duty, a tournament round moved, what
chess has cost this year) and a family hosting an exchange student (school events, an airport pickup, a holiday trip,
groceries and a phone plan, the exchange program's monthly stipend as income, a trip cancelled, spending since
September).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r41.py): NA = 2057-02-03T20:00 Saturday, 除夕 = 立春 (春节 tomorrow 02-04, 初三 02-06, 初五
02-08, 初六 02-09, 元宵 02-18; a bare 9/10 → tonight, a bare 7 → tomorrow 19:00; 周六下午 over → 02-10; this weekend
today and tomorrow, next week 02-05 … 02-11; 月底 02-28; looking back 小年 01-27); NB = 2057-09-03T06:40 Monday, US
Labor Day (早上 in progress; 早上六点半 → tomorrow; a bare 6 → 18:00, a bare 7 → 19:00, a bare 8 → 08:00; this week
09-03 … 09-09, this weekend 09-08/09; 白露 09-07, 教师节 09-10, 中秋 09-13, 重阳 10-07; looking back 七夕 08-06); NC =
2056-11-22T12:10 Wednesday, the day before Thanksgiving (a bare 12 → tomorrow 12:00, a bare 1 → 13:00, a bare 8 →
20:00; 周三上午 over → 11-29, 周三下午 in progress; this weekend 11-25/26, 月底 11-30; 大雪 12-06, 冬至 12-21; looking
back 小雪 11-21, 双十一)."""
from lib import *

NA = "2057-02-03T20:00:00"  # Saturday 20:00, 除夕 = 立春
NB = "2057-09-03T06:40:00"  # Monday 06:40, US Labor Day
NC = "2056-11-22T12:10:00"  # Wednesday 12:10, the day before Thanksgiving
Z = dict(lang="zh", tz="Asia/Shanghai")
CHUNJIE57 = ymd(2057, 2, 4)
CHUSAN57 = ymd(2057, 2, 6)
CHUWU57 = ymd(2057, 2, 8)
CHULIU57 = ymd(2057, 2, 9)
YUANXIAO57 = ymd(2057, 2, 18)
XIAONIAN57 = ymd(2057, 1, 27)
BAILU57 = ymd(2057, 9, 7)
ZHONGQIU57 = ymd(2057, 9, 13)
CHONGYANG57 = ymd(2057, 10, 7)
DONGZHI56 = ymd(2056, 12, 21)
XIAOXUE56 = ymd(2056, 11, 21)
THANKS56 = ymd(2056, 11, 23)
DEP = "client deposits and balances for tattoos filed as salary income (money earned by one's own work)"
SUPPLY = "ink, needles, gloves and wrap for the studio filed as shopping"
BOOTH = "a convention booth fee filed as other"
ENTRY = "chess entry fees and club dues filed as entertainment"
PRIZE = "a small chess prize filed as income of category other"
STIPEND = "the exchange program's monthly stipend filed as income of category other"
PHONE = "the exchange student's phone plan filed as other"
NOCAT = "spending on the student has no category of its own: the period only"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午两点到六点 给老客户补色", cc("给老客户补色", dt(rel(1), 14), dt(rel(1), 18)), cat=c)
    K("下周三纹身 一点到五点", cc("纹身", dt(wk(1, 3), 13), dt(wk(1, 3), 17)), cat=c, conv="bare-hour", unsure="a session: a bare 1 to 5 reads pm")
    K("2月10号上午十点 象棋公开赛第一轮", cc("象棋公开赛第一轮", dt(ymd(2057, 2, 10), 10)), cat=c)
    K("礼拜二晚上七点 去学校开家长会", cc("去学校开家长会", dt(wd(2), 19)), cat=c, unsure="礼拜二 said Saturday = 02-06")
    K("九点 跟交换生爸妈视频拜年", cc("跟交换生爸妈视频拜年", dt(today(), 21)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 20:00: the pm reading 21:00 is ahead")
    K("七点棋友来家里拜年", cc("棋友来家里拜年", dt(rel(1), 19)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, passed: tomorrow 19:00")
    K("周六下午两点 棋社活动", cc("棋社活动", dt(wk(1, 6), 14)), cat=c, unsure="周六下午两点 said Saturday 20:00 has passed: next week 02-10")
    K("那个 初三 工作室开工 上午十点", cc("工作室开工", dt(CHUSAN57, 10)), cat=c, unsure="the day and the clock said apart; 初三 = 02-06 (lunar-python)")
    K("刚跟客户说好了 下周四 下午一点到六点 整背第二次", cc("整背第二次", dt(wk(1, 4), 13), dt(wk(1, 4), 18)), cat=c,
      unsure="the agreement as context")
    K("周日下午三点接机 哦不对 三点半", cc("接机", dt(wd(7), 15, 30)), cat=c, unsure="a correction inside the message: 15:30 replaces 15:00; 周日 = 02-04")
    K("明早八点 给交换生煮饺子", cc("给交换生煮饺子", dt(rel(1), 8)), cat=c)
    K("2月16号到18号 去成都参加纹身展", cc("去成都参加纹身展", ymd(2057, 2, 16), ymd(2057, 2, 18)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上七点 路口执勤", cc("路口执勤", dt(rel(1), 7)), cat=c)
    K("周五下午两点到七点 纹身", cc("纹身", dt(wd(5), 14), dt(wd(5), 19)), cat=c)
    K("9月15号上午九点 学校开放日", cc("学校开放日", dt(ymd(2057, 9, 15), 9)), cat=c)
    K("六点 接交换生放学", cc("接交换生放学", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead today")
    K("八点去学校门口站岗", cc("去学校门口站岗", dt(today(), 8)), cat=c, conv="bare-hour")
    K("早上六点半 路口执勤", cc("路口执勤", dt(rel(1), 6, 30)), cat=c, unsure="早上六点半 with no day said 06:40 has passed: tomorrow 06:30")
    K("周一早上七点半 校门口执勤", cc("校门口执勤", dt(today(), 7, 30)), cat=c, unsure="周一早上七点半 said Monday 06:40 is still ahead: today")
    K("9月20号到22号 去杭州纹身展", cc("去杭州纹身展", ymd(2057, 9, 20), ymd(2057, 9, 22)), cat=c)
    K("嗯 这周六 棋赛 早上八点半开始", cc("棋赛", dt(wd(6), 8, 30)), cat=c, unsure="the day and the clock said apart; 开始 left out")
    K("下周二晚上七点半 棋社例赛", cc("棋社例赛", dt(wk(1, 2), 19, 30)), cat=c)
    K("今天学校放假 不用执勤 明天下午三点半接交换生", cc("接交换生", dt(rel(1), 15, 30)), cat=c,
      unsure="the holiday as context; only the pickup is a request")
with use(now=NC, pref="future", **Z):
    K("明天下午一点到五点 大臂纹身", cc("大臂纹身", dt(rel(1), 13), dt(rel(1), 17)), cat=c)
    K("周五晚上八点 去机场接交换生", cc("去机场接交换生", dt(wd(5), 20)), cat=c)
    K("11月25号上午九点 棋赛第二轮", cc("棋赛第二轮", dt(ymd(2056, 11, 25), 9)), cat=c)
    K("十二点 跟客户吃饭聊图", cc("跟客户吃饭聊图", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:10 has just passed: tomorrow 12:00")
    K("一点 客人到店", cc("客人到店", dt(today(), 13)), cat=c, conv="bare-hour")
    K("周三上午十点 去买墨水", cc("去买墨水", dt(wk(1, 3), 10)), cat=c, unsure="周三上午十点 said Wednesday 12:10 has passed: next week 11-29")
    K("12月1号到3号 去上海纹身展", cc("去上海纹身展", ymd(2056, 12, 1), ymd(2056, 12, 3)), cat=c)
    K("周六 带学生去爬山 早上七点出发", cc("带学生去爬山", dt(wd(6), 7)), cat=c, unsure="the day and the clock said apart; 出发 left out")
    K("礼拜一上午十点 棋社理事会 不对 十点半", cc("棋社理事会", dt(wd(1), 10, 30)), cat=c,
      unsure="a correction inside the message: 10:30 replaces 10:00; 礼拜一 said Wednesday = 11-27")
    K("八点 开线上家长会", cc("开线上家长会", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:10: the pm reading 20:00 is ahead")

c = "location"
with use(now=NA, pref="future", **Z):
    K("2月16号到18号纹身展 在成都世纪城会展中心", cc("纹身展", ymd(2057, 2, 16), ymd(2057, 2, 18), location="成都世纪城会展中心"), cat=c)
    K("2月10号上午十点象棋赛 地点：市老年活动中心", cc("象棋赛", dt(ymd(2057, 2, 10), 10), location="市老年活动中心"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周五下午两点纹身 在工作室二楼", cc("纹身", dt(wd(5), 14), location="工作室二楼"), cat=c)
    K("9月15号上午九点开放日 地点是实验中学礼堂", cc("开放日", dt(ymd(2057, 9, 15), 9), location="实验中学礼堂"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周五晚上八点接机 在浦东机场T2", cc("接机", dt(wd(5), 20), location="浦东机场T2"), cat=c)
    K("11月25号上午九点棋赛 地点：少年宫三楼", cc("棋赛", dt(ymd(2056, 11, 25), 9), location="少年宫三楼"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("春节 给交换生包红包", cc("给交换生包红包", CHUNJIE57), cat=c, unsure="春节 2057 = 02-04 (lunar-python)")
    K("情人节 情侣纹身活动", cc("情侣纹身活动", ymd(2057, 2, 14)), cat=c)
    K("元宵晚上 带学生看灯会", cc("带学生看灯会", dt(YUANXIAO57, 18), dt(YUANXIAO57 + td(days=1), 0)), cat=c,
      unsure="元宵 2057 = 02-18 (lunar-python); 晚上 with no clock gives the real bounds 18:00–00:00")
with use(now=NB, pref="future", **Z):
    K("教师节 给班主任送花", cc("给班主任送花", ymd(2057, 9, 10)), cat=c)
    K("中秋 带交换生吃月饼", cc("带交换生吃月饼", ZHONGQIU57), cat=c, unsure="中秋 2057 = 09-13 (lunar-python)")
    K("重阳上午九点 棋社老年组比赛", cc("棋社老年组比赛", dt(CHONGYANG57, 9)), cat=c, unsure="重阳 2057 = 10-07 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("感恩节 给交换生做火鸡", cc("给交换生做火鸡", THANKS56), cat=c)
    K("冬至 一家人包饺子", cc("一家人包饺子", DONGZHI56), cat=c, unsure="冬至 2056 = 12-21 (PyEphem, lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("两个半小时后提醒我给客人换保鲜膜", cc("给客人换保鲜膜", dt(today(), 22, 30)), cat=c)
    K("三天后 客户来补色", cc("客户来补色", rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("二十分钟后提醒我出门执勤", cc("出门执勤", dt(today(), 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四十分钟后 客人到", cc("客人到", dt(today(), 12, 50)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週六下午兩點 象棋賽", cc("象棋賽", dt(wk(1, 6), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜三早上七點 路口執勤", cc("路口執勤", dt(wd(3), 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週五晚上八點 接機", cc("接機", dt(wd(5), 20)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2.21 家长会", cc("家长会", ymd(2057, 2, 21)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2057-9-18 晚上七点 家长会", cc("家长会", dt(ymd(2057, 9, 18), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20561209 棋赛", cc("棋赛", ymd(2056, 12, 9)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 象棋公开赛", cc("象棋公开赛", nth(2057, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("这个月第三个周六 棋赛", cc("棋赛", nth(2057, 9, 3, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第二个周日 棋赛决赛", cc("棋赛决赛", nth(2056, 12, 2, 7)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("初五、初六下午两点都约了纹身", [cc("纹身", dt(CHUWU57, 14)), cc("纹身", dt(CHULIU57, 14))], cat=c, conv="distribute",
       unsure="初五 02-08, 初六 02-09 (lunar-python)")
with use(now=NB, pref="future", **Z):
    KM("周二周四早上七点都执勤", [cc("执勤", dt(wd(2), 7)), cc("执勤", dt(wd(4), 7))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("12月5号、6号早上七点路口执勤", [cc("路口执勤", dt(ymd(2056, 12, 5), 7)), cc("路口执勤", dt(ymd(2056, 12, 6), 7))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("收到定金800", la("800", "salary", "定金", kind="income"), cat=c, unsure=DEP)
    K("给学生包红包666", la("666", "other", "红包"), cat=c, unsure="a red envelope given filed as other")
    K("买菜 236", la("236", "food", "买菜"), cat=c)
    K("手套两盒 77", la("77", "shopping", "手套"), cat=c, unsure=SUPPLY)
    K("纹身展摊位费6500 交了", la("6500", "other", "纹身展摊位费"), cat=c, unsure=BOOTH)
    K("棋赛奖金200到账", la("200", "other", "棋赛奖金", kind="income"), cat=c, unsure=PRIZE)
with use(now=NB, pref="past", **Z):
    K("交换项目这个月补贴到账3000", la("3000", "other", "交换项目补贴", kind="income"), cat=c, unsure=STIPEND)
    K("学生手机套餐59", la("59", "other", "手机套餐"), cat=c, unsure=PHONE)
    K("棋社会费480", la("480", "entertainment", "棋社会费"), cat=c, unsure=ENTRY)
    K("墨水410", la("410", "shopping", "墨水"), cat=c, unsure=SUPPLY)
    K("交换生的资料费 120", la("120", "education", "资料费"), cat=c, unsure="school materials for the student filed as education")
with use(now=NC, pref="past", **Z):
    K("收了尾款2400", la("2400", "salary", "尾款", kind="income"), cat=c, unsure=DEP)
    K("公开赛报名费120", la("120", "entertainment", "公开赛报名费"), cat=c, unsure=ENTRY)
    K("去机场打车126", la("126", "transport", "打车"), cat=c)
    K("买火鸡 189", la("189", "food", "火鸡"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("上周三收的定金 500", la("500", "salary", "定金", kind="income", d=wk(-1, 3)), cat=c, unsure="上周三 said Saturday = 01-24; " + DEP)
    K("小年那天买的色料 2060", la("2060", "shopping", "色料", d=XIAONIAN57), cat=c, conv="xiaonian-north",
      unsure="小年 = 2057-01-27 (lunar-python); " + SUPPLY)
with use(now=NB, pref="past", **Z):
    K("上周六比赛报名费100", la("100", "entertainment", "比赛报名费", d=wk(-1, 6)), cat=c, unsure="上周六 said Monday = 09-01; " + ENTRY)
    K("昨天买菜花了310", la("310", "food", "买菜", d=rel(-1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("小雪那天收的定金 600", la("600", "salary", "定金", kind="income", d=XIAOXUE56), cat=c, unsure="小雪 2056 = 11-21 (PyEphem, lunar-python); " + DEP)
    K("双十一买的针 150", la("150", "shopping", "针", d=ymd(2056, 11, 11)), cat=c, unsure=SUPPLY)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下礼拜都约了哪些客人", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("初五那天排了啥", cl(CHUWU57), cat=c, unsure="初五 = 02-08 (lunar-python)")
with use(now=NA, pref="past", **Z):
    K("这个月家里买菜一共花了多少", ls(ymd(2057, 2, 1), ymd(2057, 2, 28), "food"), cat=c)
    K("上个月针和墨水花了多少", ls(ymd(2057, 1, 1), ymd(2057, 1, 31), "shopping"), cat=c, unsure=SUPPLY)
    K("今年收了多少定金", ls(ymd(2057, 1, 1), ymd(2057, 12, 31), "salary"), cat=c, unsure=DEP)
with use(now=NB, pref="future", **Z):
    K("这礼拜执勤和比赛都排在哪几天", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("这个月下旬都排了啥", cl(ymd(2057, 9, 21), ymd(2057, 9, 30)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("今年下棋一共花了多少", ls(ymd(2057, 1, 1), ymd(2057, 12, 31), "entertainment"), cat=c, unsure=ENTRY)
    K("列一下最近五笔定金", ll(category="salary", limit=5), cat=c, unsure=DEP)
    K("上个月买菜花了多少钱", ls(ymd(2057, 8, 1), ymd(2057, 8, 31), "food"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周都约了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("下个月上旬学校有啥活动", cl(ymd(2056, 12, 1), ymd(2056, 12, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("这个月收了多少定金", ls(ymd(2056, 11, 1), ymd(2056, 11, 30), "salary"), cat=c, unsure=DEP)
    K("把最近12笔账列出来", ll(limit=12), cat=c)
    K("第四季度色料花了多少", ls(ymd(2056, 10, 1), ymd(2056, 12, 31), "shopping"), cat=c, conv="quarters", unsure=SUPPLY)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("元宵前都有啥安排", cl(today(), YUANXIAO57), cat=c, conv="zh-qian-inclusive", unsure="元宵 2057 = 02-18 (lunar-python)")
    K("月底前还约了几个客人", cl(today(), ymd(2057, 2, 28)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止收了多少定金", ls(ymd(2057, 2, 1), today(), "salary"), cat=c, conv="since", unsure=DEP)
with use(now=NB, pref="future", **Z):
    K("中秋前有啥安排", cl(today(), ZHONGQIU57), cat=c, conv="zh-qian-inclusive", unsure="中秋 2057 = 09-13 (lunar-python)")
    K("接下来一周执勤排了几天", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("本月至今买菜花了多少", ls(ymd(2057, 9, 1), today(), "food"), cat=c, conv="since")
with use(now=NC, pref="future", **Z):
    K("月底前还有几个单", cl(today(), ymd(2056, 11, 30)), cat=c, conv="zh-qian-inclusive")
    K("未来三天都约了谁", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("9月以来花在交换生身上多少", ls(ymd(2056, 9, 1), today()), cat=c, conv="since", unsure=NOCAT)
    K("过去十四天墨水花了多少", ls(rel(-13), today(), "shopping"), cat=c, unsure=SUPPLY)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    KM("2月16号到18号成都天气咋样 要去纹身展", [wx("Chengdu", ymd(2057, 2, 16)), wx("Chengdu", ymd(2057, 2, 17)), wx("Chengdu", ymd(2057, 2, 18))], cat=c)
    K("明天北京冷不冷 要去接机", wx("Beijing", rel(1)), cat=c)
    K("今晚上海会下雪吗", wx("Shanghai"), cat=c, unsure="今晚: today's date")
with use(now=NB, pref="future", **Z):
    K("明早执勤 济南会下雨吗", wx("Jinan", rel(1)), cat=c)
    K("今天青岛天气怎么样", wx("Qingdao"), cat=c)
    KM("这周末杭州天气 要去比赛", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
with use(now=NC, pref="future", **Z):
    K("周五上海天气 要去机场接人", wx("Shanghai", wd(5)), cat=c)
    KM("接下来三天南京天气", [wx("Nanjing", today()), wx("Nanjing", rel(1)), wx("Nanjing", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上大连适合跑步吗", ra("Dalian", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("执勤完想跑一圈 今天天津适合跑步吗", ra("Tianjin"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六苏州能跑步不", ra("Suzhou", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("纹身 小林", dt(wk(1, 3), 13), dt(wk(1, 3), 17)), ev("纹身 小林", dt(wk(2, 3), 13), dt(wk(2, 3), 17))]
    K("小林下周三那次改到下午两点", cu(0, title="小林", date=wk(1, 3), start=dt(wk(1, 3), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two sessions with the same client on different days")
    g = [ev("象棋公开赛第一轮", dt(ymd(2057, 2, 10), 10), dt(ymd(2057, 2, 10), 13)), ev("棋社活动", dt(ymd(2057, 2, 10), 14), dt(ymd(2057, 2, 10), 17))]
    K("2月10号第一轮挪到下午一点", cu(0, title="第一轮", date=ymd(2057, 2, 10), start=dt(ymd(2057, 2, 10), 13)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("给阿杰补色", dt(rel(1), 14), dt(rel(1), 18)), ev("接机", dt(rel(1), 15, 30), dt(rel(1), 17))]
    K("阿杰说明天的补色要推迟一天", cu(0, title="补色", date=rel(1), start=dt(rel(2), 14)), cat=c, given=g,
      unsure="the client rescheduling: a relative shift of one day keeps the clock")
with use(now=NB, pref="future", **Z):
    g = [ev("纹身 大卫", dt(wd(5), 14), dt(wd(5), 19)), ev("纹身 大卫", dt(wk(1, 5), 14), dt(wk(1, 5), 19))]
    K("大卫这周五的改到下周一 时间不变", cu(0, title="大卫", date=wd(5), start=dt(wk(1, 1), 14)), cat=c, given=g, conv="move-keeps-clock",
      unsure="two sessions with the same client; 下周一 = 09-10")
    g = [ev("棋赛第三轮", dt(wd(6), 14), dt(wd(6), 17)), ev("棋赛第二轮", dt(wd(6), 9), dt(wd(6), 12))]
    K("周六第三轮改到下午三点半", cu(0, title="第三轮", date=wd(6), start=dt(wd(6), 15, 30)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("学校开放日", dt(ymd(2057, 9, 15), 9), dt(ymd(2057, 9, 15), 11)), ev("家长会", dt(ymd(2057, 9, 18), 19), dt(ymd(2057, 9, 18), 20))]
    K("开放日地点改成学校体育馆", cu(0, title="开放日", location="学校体育馆"), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("去机场接交换生", dt(wd(5), 20), dt(wd(5), 21)), ev("去机场送客户", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五接交换生改到晚上九点半 航班晚点了", cu(0, title="接交换生", date=wd(5), start=dt(wd(5), 21, 30)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="the reason as context")
    g = [ev("大臂纹身", dt(rel(1), 13), dt(rel(1), 17)), ev("大臂纹身", dt(wk(1, 4), 13), dt(wk(1, 4), 17))]
    K("明天大臂那个提前一小时", cu(0, title="大臂", date=rel(1), start=dt(rel(1), 12)), cat=c, given=g)
    g = [ev("棋赛第二轮", dt(ymd(2056, 11, 25), 9), dt(ymd(2056, 11, 25), 12)), ev("棋赛第三轮", dt(ymd(2056, 11, 26), 9), dt(ymd(2056, 11, 26), 12))]
    K("第二轮改名叫公开赛第二轮", cu(0, title="第二轮", new_title="公开赛第二轮"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("去学校开家长会", dt(wd(2), 19), dt(wd(2), 21)), ev("纹身", dt(wd(2), 13), dt(wd(2), 17))]
    K("礼拜二的家长会取消了 学校还放假", cdel(0, title="家长会", date=wd(2)), cat=c, given=g, unsure="the reason as context")
    g = [ev("带学生去哈尔滨", ymd(2057, 2, 12), ymd(2057, 2, 15)), ev("去成都参加纹身展", ymd(2057, 2, 16), ymd(2057, 2, 18))]
    K("哈尔滨那趟不去了 取消吧", cdel(0, title="哈尔滨"), cat=c, given=g, conv="next-upcoming")
with use(now=NB, pref="future", **Z):
    g = [ev("路口执勤", dt(rel(1), 7), dt(rel(1), 8)), ev("路口执勤", dt(wd(3), 7), dt(wd(3), 8))]
    K("明天执勤删掉 学校开运动会", cdel(0, title="执勤", date=rel(1)), cat=c, given=g)
    g = [ev("纹身直播", dt(wd(5), 20), dt(wd(5), 22)), ev("寄货", dt(wd(5), 16), dt(wd(5), 17))]
    K("周五的直播取消", cdel(0, title="直播", date=wd(5)), cat=c, given=g, unsure="a live stream and a shipping run the same day")
with use(now=NC, pref="future", **Z):
    g = [ev("带学生去黄山", ymd(2056, 11, 25), ymd(2056, 11, 26)), ev("棋赛第二轮", dt(ymd(2056, 11, 25), 9), dt(ymd(2056, 11, 25), 12))]
    K("周末黄山那趟取消 学生感冒了", cdel(0, title="黄山", date=ymd(2056, 11, 25)), cat=c, given=g,
      unsure="周末 names the trip's days; date = its first day 11-25")
    g = [ev("电工来修灯", dt(wd(5), 10), dt(wd(5), 11)), ev("电工来装插座", dt(wk(1, 2), 10), dt(wk(1, 2), 11))]
    K("周五电工那个不用来了", cdel(0, title="电工", date=wd(5)), cat=c, given=g, unsure="two contractor visits")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("手套40 保鲜膜45", [la("40", "shopping", "手套"), la("45", "shopping", "保鲜膜")], cat=c, unsure=SUPPLY)
with use(now=NA, pref="future", **Z):
    KM("2月16号到18号成都纹身展 顺便查下那几天成都天气",
       [cc("成都纹身展", ymd(2057, 2, 16), ymd(2057, 2, 18)), wx("Chengdu", ymd(2057, 2, 16)), wx("Chengdu", ymd(2057, 2, 17)),
        wx("Chengdu", ymd(2057, 2, 18))], cat=c)
    KM("记一下收了定金800 初三上午十点开工", [la("800", "salary", "定金", kind="income", d=today()), cc("开工", dt(CHUSAN57, 10))], cat=c,
       unsure=DEP + "; 初三 = 02-06")
with use(now=NB, pref="past", **Z):
    KM("补贴到账3000 买菜花了310", [la("3000", "other", "补贴", kind="income"), la("310", "food", "买菜")], cat=c, unsure=STIPEND)
with use(now=NB, pref="future", **Z):
    KM("明天早上七点执勤 下午两点棋社", [cc("执勤", dt(rel(1), 7)), cc("棋社", dt(rel(1), 14))], cat=c, unsure="the day said once for both")
    KM("周六棋赛 帮我看看杭州那天天气", [cc("棋赛", wd(6)), wx("Hangzhou", wd(6))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("收了尾款2400 墨水花了410", [la("2400", "salary", "尾款", kind="income"), la("410", "shopping", "墨水")], cat=c, unsure=DEP + "; " + SUPPLY)
with use(now=NC, pref="future", **Z):
    KM("感恩节有啥安排 再查下明天上海天气", [cl(THANKS56), wx("Shanghai", rel(1))], cat=c)
    KM("周五电工取消 接交换生改到晚上九点",
       [cdel(0, title="电工", date=wd(5)), cu(1, title="接交换生", date=wd(5), start=dt(wd(5), 21))], cat=c,
       given=[ev("电工来修灯", dt(wd(5), 10), dt(wd(5), 11)), ev("去机场接交换生", dt(wd(5), 20), dt(wd(5), 21))])
