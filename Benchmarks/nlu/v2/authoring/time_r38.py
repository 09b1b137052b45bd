"""Round 38 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a primary-school PE teacher who also
referees youth basketball (classes at set clocks, a sports day, weekend games to referee, referee fees, whistles and balls
bought, a game moved, the weather for an outdoor sports day), a retired man learning to paint who volunteers at a library
(painting classes over weeks, volunteer shifts, paints and canvases bought, his pension, a doctor's appointment, a class
cancelled) and a young couple moving to a new flat (viewings at set clocks, the movers over two days, the deposit and the
first month's rent, furniture bought, the internet installer's window, the handover moved) use inside requests: a day
and a clock together or apart, clock ranges, deadlines, parts of months, half-months, durations from now, holidays
(Chinese lunar, solar terms, Western by rule, shopping days), parts of the day in progress, over or ahead, coordination,
and rows with no time (rep counts, balls and whistles counted, furniture sizes).

Reference times (new in this round):
  NA = 2053-05-01T12:30 Thursday, 五一 / 劳动节 at lunch time (lunar 三月十三): a bare 12 has just passed (tomorrow
       12:00), a bare 1 is ahead (13:00 today), a bare 8 reads 20:00 tonight; 下午 / "afternoon" in progress (周四下午
       / "thursday afternoon" today), 周四上午 / "thursday morning" over (next week 05-08); this week 04-28 … 05-04 (这周内
       = today … Sunday 05-04), this weekend 05-03/04, next week 05-05 … 05-11; 青年节 Sunday 05-04, 立夏 = Cinco de Mayo
       Monday 05-05 (PyEphem and lunar-python agree), Mother's Day 05-11, 小满 05-20, Memorial Day 05-26, 月底 / "the end
       of the month" Saturday 05-31, 儿童节 Sunday 06-01, 端午 Friday 06-20 (lunar-python); 上旬 = 05-01 … 05-10, 本月至今 /
       "month to date" today alone; looking back: April = "last month", Easter 04-06, 清明 04-04.
  NB = 2052-12-25T07:15 Wednesday, Christmas morning (lunar 冬月初五): 早上 / "morning" in progress (周三早上 /
       "wednesday morning" today), 早上七点 / "7am" with no day has passed (tomorrow 07:00) while a bare 7 reads 19:00
       today, a bare 8 08:00 today; 差五分九点 / "five to nine" = 08:55 today; Boxing Day tomorrow (Thursday 12-26), this
       weekend 12-28/29, next week 12-30 … 2053-01-05; 年底 / 月底 Tuesday 12-31, 元旦 / New Year's Day 2053 next Wednesday
       (元旦前 = today … 01-01, "before new year's" = today … 12-31); 小寒 Sunday 2053-01-05 (PyEphem and lunar-python
       agree), MLK Day 01-20, 腊八 Monday 2053-01-27 (lunar-python); looking back: 冬至 Saturday 12-21, 双十二 12-12,
       Thanksgiving 11-28, the ledger's 今年 / "this year" 2052.
  NC = 2053-06-15T21:00 Sunday night, Father's Day (the third Sunday of June; lunar 四月廿九): "this week" / 这周内 is
       today alone, 明天 / "tmrw" = Monday 06-16; a bare 9 is now (avoided), a bare 10, 10:30 or 11 reads tonight, a bare 8
       has passed both ways (tomorrow 08:00); 今晚 / 周日晚上 / "sunday night" in progress, 周日下午 / "sunday afternoon"
       over (next Sunday 06-22); 今晚十二点 / "midnight" = 06-16 00:00; 618 Wednesday, Juneteenth Thursday 06-19, 端午
       Friday 06-20 (lunar-python), 夏至 Saturday 06-21 (PyEphem and lunar-python agree); 下半个月 = 06-16 … 06-30, 月底
       Monday 06-30, 建党节 Tuesday 07-01, the Fourth a Friday; looking back: 上半个月 = 06-01 … 06-15, 儿童节 06-01,
       Memorial Day 05-26, May = "last month".
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2053-05-01T12:30:00"  # Thursday 12:30, 五一: bare 12 → tomorrow 12:00, bare 1 → 13:00, bare 8 → 20:00
NB = "2052-12-25T07:15:00"  # Wednesday 07:15, Christmas: bare 7 → 19:00, bare 8 → 08:00, 早上七点 → tomorrow
NC = "2053-06-15T21:00:00"  # Sunday 21:00, Father's Day: bare 10 → 22:00, bare 8 → tomorrow 08:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
LIXIA53 = ymd(2053, 5, 5)
DUANWU53 = ymd(2053, 6, 20)
XIAZHI53 = ymd(2053, 6, 21)
QINGMING53 = ymd(2053, 4, 4)
XIAOHAN53 = ymd(2053, 1, 5)
LABA53 = ymd(2053, 1, 27)
DONGZHI52 = ymd(2052, 12, 21)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点⟧ 中介带着看房", at(rel(1), 9), cat=c)
    T("⟨礼拜六⟩搬家公司 ⟨早上八点⟩到楼下", at(wd(6), 8), cat=c, unsure="礼拜六 said Thursday = 05-03")
    T("⟦5月10号下午三点⟧ 运动会彩排", at(ymd(2053, 5, 10), 15), cat=c)
    T("⟦下周二下午四点到五点半⟧ 带校队练球", cr(wk(1, 2), 16, 0, 17, 30), cat=c)
    c = "clock"
    T("⟦一点⟧去操场画线", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦十二点⟧给中介回个电话", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has just passed: tomorrow 12:00")
    T("⟦八点⟧跟老婆商量搬家", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:30: the pm reading 20:00 is ahead")
    T("⟦三点一刻⟧去画室", P(bare_clock(3, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周四下午⟧去买油画颜料", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 12:30 is in progress: today")
    T("⟦周四上午⟧ 去医院复查", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 12:30 is over: next week 05-08")
    T("⟦这周末⟧去宜家看沙发", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧把押金交了", deadline_day(ymd(2053, 5, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦立夏前⟧把画框裱好", deadline_day(LIXIA53), cat=c, conv="zh-qian-inclusive", unsure="立夏 2053 = 05-05 (PyEphem, lunar-python)")
    T("⟦这周内⟧把裁判报名表填了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Thursday: today … Sunday 05-04")
    T("⟦下午五点前⟧把旧房钥匙还给房东", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦这个月上旬⟧ 搬完家", xun(2053, 5, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦这个月第三个周六⟧ 少年篮球联赛", P(nth(2053, 5, 3, 6)), cat=c)
    T("⟦母亲节前一天⟧ 带老伴去看画展", P(holiday_in("mothers", 2053) - td(days=1)), cat=c)
    c = "holiday"
    T("⟦青年节⟧ 图书馆值班", P(ymd(2053, 5, 4)), cat=c)
    T("⟦端午⟧ 不安排比赛", P(DUANWU53), cat=c, unsure="端午 2053 = 06-20 (lunar-python)")
    T("⟦立夏⟧那天 宽带师傅上门", P(LIXIA53), cat=c, unsure="立夏 2053 = 05-05 (PyEphem, lunar-python)")
    T("⟦劳动节⟧当天搬不了家", P(today()), cat=c, unsure="劳动节 is today; a holiday today counts")
    c = "duration"
    T("⟦四十分钟后⟧提醒我去拿哨子", after(td(minutes=40)), cat=c)
    T("⟦一周后⟧ 交房", P(rel(7)), cat=c)
    c = "range"
    T("⟦5月6号到7号⟧ 搬家公司分两天搬", dr(ymd(2053, 5, 6), ymd(2053, 5, 7)), cat=c)
    c = "numeric-date"
    T("⟦5.17⟧ 校运会", P(ymd(2053, 5, 17)), cat=c)
    c = "traditional"
    T("⟦禮拜六下午兩點⟧ 吹少年籃球賽", at(wd(6), 14), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧都要去吹比赛", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("俯卧撑一组二十个 做三组", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧买颜料花的钱", month_range(2053, 4), cat=c)
    T("⟦礼拜二⟧交的定金", P(wd(2)), cat=c, unsure="礼拜二 said Thursday, looking back: 04-29")
    T("⟦清明⟧那天的裁判费", P(QINGMING53), cat=c, unsure="清明 2053 = 04-04 (lunar-python)")
    c = "deadline"
    T("⟦本月至今⟧搬家花了多少", dr(ymd(2053, 5, 1), today()), cat=c, conv="since", unsure="said 05-01: today alone")
    T("⟦最近十天⟧买家具的钱", pastdays(10), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧ 宽带师傅上门", at(rel(1), 14), cat=c)
    T("⟨周五⟩再看一套房 ⟨上午十点半⟩", at(wd(5), 10, 30), cat=c)
    T("⟦12月30号晚上七点⟧ 图书馆志愿者年会", at(ymd(2052, 12, 30), 19), cat=c)
    T("⟦下周四上午九点到十一点⟧ 油画课", cr(wk(1, 4), 9, 0, 11, 0), cat=c)
    c = "clock"
    T("⟦七点⟧跟房东视频看房", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:15 reads 19:00: ahead today")
    T("⟦八点⟧去图书馆开门", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧带学生晨跑", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 07:15 has passed: tomorrow 07:00")
    T("⟦差五分九点⟧出门去画室", at(today(), 8, 55), cat=c)
    c = "rollover"
    T("⟦周三早上⟧去体育馆拿球", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周三早上 said Wednesday 07:15 is in progress: today")
    T("⟦今晚⟧跟老婆去看床垫", pod(today(), "今晚"), cat=c)
    c = "deadline"
    T("⟦元旦前⟧把房子定下来", deadline_day(ymd(2053, 1, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦年底前⟧把志愿时长报上去", deadline_day(ymd(2052, 12, 31)), cat=c)
    T("⟦下个月中旬⟧ 期末体育测试", xun(2053, 1, 2), cat=c, conv="month-parts")
    T("⟦接下来三天⟧都在图书馆值班", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 少年联赛开打", P(nth(2053, 1, 1, 6)), cat=c)
    T("⟦元旦后的第一个周一⟧ 体育课恢复", P(ymd(2053, 1, 6)), cat=c)
    c = "holiday"
    T("⟦圣诞⟧ 图书馆搞活动 去帮忙", P(today()), cat=c, unsure="圣诞 is today; a holiday today counts")
    T("⟦小寒⟧那天画雪景", P(XIAOHAN53), cat=c, unsure="小寒 2053 = 01-05 (PyEphem, lunar-python)")
    T("⟦腊八⟧ 去看医生", P(LABA53), cat=c, unsure="腊八 = 2053-01-27 (lunar-python)")
    T("⟦元旦⟧ 搬进新家", P(ymd(2053, 1, 1)), cat=c)
    c = "duration"
    T("⟦一个钟头后⟧叫我出门", after(td(hours=1)), cat=c)
    T("⟦十天后⟧ 交钥匙", P(rel(10)), cat=c)
    c = "range"
    T("⟦12月28号到29号⟧ 搬家 分两天", dr(ymd(2052, 12, 28), ymd(2052, 12, 29)), cat=c)
    c = "numeric-date"
    T("⟦2053/1/8⟧ 去医院复查", P(ymd(2053, 1, 8)), cat=c)
    c = "traditional"
    T("⟦後天上午十點⟧ 看房", at(rel(2), 10), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧都去画室", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("买了六个哨子 十个篮球", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦冬至⟧那天的裁判费", P(DONGZHI52), cat=c, unsure="冬至 2052 = 12-21 (PyEphem, lunar-python)")
    T("⟦双十二⟧买的画布", P(ymd(2052, 12, 12)), cat=c)
    T("⟦上周五⟧交的房租", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("⟦今年⟧退休金一共到了多少", year_range(2052), cat=c)
    T("⟦这个月⟧家具花的钱", month_range(2052, 12), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点半⟧ 第一节体育课", at(rel(1), 7, 30), cat=c)
    T("⟨周三⟩沙发送货 ⟨下午三点⟩", at(wd(3), 15), cat=c, unsure="周三 said Sunday = 06-18")
    T("⟦6月21号上午八点⟧ 夏季运动会开幕", at(ymd(2053, 6, 21), 8), cat=c)
    T("⟦下周六下午两点到四点⟧ 吹两场比赛", cr(wk(1, 6), 14, 0, 16, 0), cat=c)
    c = "clock"
    T("⟦十点⟧把明天的课表再过一遍", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:00: the pm reading 22:00 is ahead")
    T("⟦八点⟧宽带师傅来", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:00 has passed both ways: tomorrow 08:00")
    T("⟦十一点⟧提醒我关窗", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("⟦十点半⟧给房东发消息", P(bare_clock(10, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周日晚上⟧收拾画具", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦周日下午⟧去图书馆值班", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 21:00 is over: next Sunday 06-22")
    T("⟦明早⟧去医院拿报告", pod(rel(1), "明早"), cat=c)
    c = "deadline"
    T("⟦月底前⟧把第一个月房租交了", deadline_day(ymd(2053, 6, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦端午前⟧搬完", deadline_day(DUANWU53), cat=c, conv="zh-qian-inclusive", unsure="端午 2053 = 06-20 (lunar-python)")
    T("⟦这周内⟧把裁判报告交了", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦下半个月⟧带学生体测", dr(ymd(2053, 6, 16), ymd(2053, 6, 30)), cat=c, conv="half-month")
    T("⟦今晚十二点前⟧把新家地址发给搬家公司", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 06-16 00:00")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧ 暑期篮球营", P(nth(2053, 7, 2, 6)), cat=c)
    T("⟦端午节后一天⟧ 收房", P(DUANWU53 + td(days=1)), cat=c, unsure="端午 2053 = 06-20 (lunar-python)")
    c = "holiday"
    T("⟦618⟧ 下单买沙发", P(ymd(2053, 6, 18)), cat=c)
    T("⟦夏至⟧那天去湖边写生", P(XIAZHI53), cat=c, unsure="夏至 2053 = 06-21 (PyEphem, lunar-python)")
    T("⟦建党节⟧ 图书馆闭馆", P(ymd(2053, 7, 1)), cat=c)
    T("⟦父亲节⟧ 儿子请吃饭", P(today()), cat=c, unsure="父亲节 (the third Sunday of June) is today; a holiday today counts")
    c = "duration"
    T("⟦二十分钟后⟧提醒我吃降压药", after(td(minutes=20)), cat=c)
    T("⟦三周后⟧ 最后一节油画课", P(rel(21)), cat=c)
    c = "range"
    T("⟦6月27号到28号⟧ 搬家", dr(ymd(2053, 6, 27), ymd(2053, 6, 28)), cat=c)
    c = "numeric-date"
    T("⟦7/5⟧ 篮球裁判培训", P(ymd(2053, 7, 5)), cat=c)
    c = "traditional"
    T("⟦週三晚上八點⟧ 看房", at(wd(3), 20), cat=c)
    c = "coordination"
    T("⟦6月18号⟧、⟦19号⟧都有比赛", P(ymd(2053, 6, 18)), P(ymd(2053, 6, 19)), cat=c, conv="distribute")
    c = "none"
    T("沙发宽两米一 床一米八", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦儿童节⟧那天的裁判费", P(ymd(2053, 6, 1)), cat=c)
    T("⟦周五⟧买的画布", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back: 06-13")
    T("⟦五月份⟧的退休金", month_range(2053, 5), cat=c)
    c = "deadline"
    T("⟦上半个月⟧颜料画布花了多少", dr(ymd(2053, 6, 1), ymd(2053, 6, 15)), cat=c, conv="half-month", unsure="said 06-15: the first half ends today")
    T("⟦过去两周⟧的搬家开销", pastdays(14), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("viewing w/ the agent ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("⟨sat⟩ movers at the curb ⟨8am⟩", at(wd(6), 8), cat=c, unsure="sat said Thursday = 05-03")
    T("sports day rehearsal ⟦may 10 at 3pm⟧", at(ymd(2053, 5, 10), 15), cat=c)
    T("school team practice ⟦next tue 4-5:30pm⟧", cr(wk(1, 2), 16, 0, 17, 30), cat=c)
    c = "clock"
    T("line the field ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("call the agent back ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has just passed: tomorrow 12:00")
    T("talk to jen about the move ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:30: the pm reading 20:00 is ahead")
    T("painting studio ⟦3:15⟧", P(bare_clock(3, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("buy oil paints ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="thursday afternoon said Thursday 12:30 is in progress: today")
    T("follow-up at the clinic ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 12:30 is over: next week 05-08")
    T("couch shopping ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("deposit paid ⟦by the end of the month⟧", deadline_day(ymd(2053, 5, 31)), cat=c, conv="by-inclusive")
    T("frame the painting ⟦before mother's day⟧", deadline_day(holiday_in("mothers", 2053) - td(days=1)), cat=c, conv="en-before-exclusive")
    T("ref signup form ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Thursday: today … Sunday 05-04")
    T("old keys back to the landlord ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("fully moved ⟦early may⟧", xun(2053, 5, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("youth league ⟦the third saturday of may⟧", P(nth(2053, 5, 3, 6)), cat=c)
    T("art show w/ my wife ⟦the day before mother's day⟧", P(holiday_in("mothers", 2053) - td(days=1)), cat=c)
    c = "holiday"
    T("library shift ⟦memorial day⟧", P(holiday_in("memorial", 2053)), cat=c)
    T("internet guy ⟦cinco de mayo⟧", P(ymd(2053, 5, 5)), cat=c)
    T("no games ⟦mother's day⟧", P(holiday_in("mothers", 2053)), cat=c)
    c = "duration"
    T("remind me to grab the whistles ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("key handover ⟦a week from now⟧", P(rel(7)), cat=c)
    c = "range"
    T("movers over two days ⟦may 6-7⟧", dr(ymd(2053, 5, 6), ymd(2053, 5, 7)), cat=c)
    c = "numeric-date"
    T("sports day ⟦5/17⟧", P(ymd(2053, 5, 17)), cat=c, conv="en-month-first")
    c = "coordination"
    T("reffing ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("3 sets of 20 pushups", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("paint supplies ⟦last month⟧", month_range(2053, 4), cat=c)
    T("holding deposit ⟦tues⟧", P(wd(2)), cat=c, unsure="tues said Thursday, looking back: 04-29")
    T("ref fees ⟦easter⟧ weekend", P(holiday_in("easter", 2053)), cat=c, unsure="easter as the day 04-06; 'weekend' left outside")
    c = "deadline"
    T("move spending ⟦month to date⟧", dr(ymd(2053, 5, 1), today()), cat=c, conv="since", unsure="said 05-01: today alone")
    T("furniture ⟦the last 10 days⟧", pastdays(10), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("internet install ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c)
    T("⟨fri⟩ one more viewing ⟨10:30am⟩", at(wd(5), 10, 30), cat=c)
    T("library volunteer party ⟦dec 30 at 7pm⟧", at(ymd(2052, 12, 30), 19), cat=c)
    T("painting class ⟦next thurs 9-11am⟧", cr(wk(1, 4), 9, 0, 11, 0), cat=c)
    c = "clock"
    T("video walkthrough w/ the landlord ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:15 reads 19:00: ahead today")
    T("open the library ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("morning run w/ the kids ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 07:15 has passed: tomorrow 07:00")
    T("leave for the studio ⟦five to nine⟧", at(today(), 8, 55), cat=c)
    c = "rollover"
    T("grab the balls from the gym ⟦wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="wednesday morning said Wednesday 07:15 is in progress: today")
    T("mattress shopping ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("lock in the apartment ⟦before new year's⟧", deadline_day(ymd(2052, 12, 31)), cat=c, conv="en-before-exclusive")
    T("volunteer hours in ⟦by the end of the year⟧", deadline_day(ymd(2052, 12, 31)), cat=c, conv="by-inclusive")
    T("fitness testing ⟦mid-january⟧", xun(2053, 1, 2), cat=c, conv="month-parts")
    T("library shifts ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("youth league opener ⟦the first saturday of january⟧", P(nth(2053, 1, 1, 6)), cat=c)
    T("pe classes back ⟦the first monday after new year's⟧", P(ymd(2053, 1, 6)), cat=c)
    c = "holiday"
    T("movers ⟦boxing day⟧", P(ymd(2052, 12, 26)), cat=c)
    T("move in ⟦new year's day⟧", P(ymd(2053, 1, 1)), cat=c)
    T("ref clinic ⟦mlk day⟧", P(holiday_in("mlk", 2053)), cat=c)
    T("paint the snow ⟦new year's eve⟧", P(ymd(2052, 12, 31)), cat=c)
    c = "duration"
    T("get me out the door ⟦in an hour⟧", after(td(hours=1)), cat=c)
    T("keys due ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("moving over ⟦dec 28-29⟧", dr(ymd(2052, 12, 28), ymd(2052, 12, 29)), cat=c)
    c = "numeric-date"
    T("checkup ⟦1/8/2053⟧", P(ymd(2053, 1, 8)), cat=c, conv="en-month-first")
    c = "coordination"
    T("studio ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("bought 6 whistles and 10 balls", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("ref fees ⟦thanksgiving⟧ tournament", P(holiday_in("thanksgiving", 2052)), cat=c)
    T("rent paid ⟦last fri⟧", P(wk(-1, 5)), cat=c)
    T("canvases ⟦christmas eve⟧", P(ymd(2052, 12, 24)), cat=c)
    c = "deadline"
    T("pension ⟦this year⟧", year_range(2052), cat=c)
    T("furniture ⟦this month⟧", month_range(2052, 12), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("first pe class ⟦tmrw 7:30am⟧", at(rel(1), 7, 30), cat=c)
    T("⟨wed⟩ couch delivery ⟨3pm⟩", at(wd(3), 15), cat=c, unsure="wed said Sunday = 06-18")
    T("sports day opening ⟦june 21 at 8am⟧", at(ymd(2053, 6, 21), 8), cat=c)
    T("two games to ref ⟦next sat 2-4pm⟧", cr(wk(1, 6), 14, 0, 16, 0), cat=c)
    c = "clock"
    T("go over tmrw's lesson plan ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:00: the pm reading 22:00 is ahead")
    T("internet tech ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:00 has passed both ways: tomorrow 08:00")
    T("remind me to shut the windows ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("text the landlord ⟦at 10:30⟧", P(bare_clock(10, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("pack up the brushes ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("library shift ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 21:00 is over: next Sunday 06-22")
    T("pick up test results ⟦tmrw morning⟧", pod(rel(1), "morning"), cat=c)
    c = "deadline"
    T("first month's rent ⟦by the end of the month⟧", deadline_day(ymd(2053, 6, 30)), cat=c, conv="by-inclusive")
    T("out of the old place ⟦before juneteenth⟧", deadline_day(ymd(2053, 6, 18)), cat=c, conv="en-before-exclusive")
    T("game reports in ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("fitness tests ⟦the second half of june⟧", dr(ymd(2053, 6, 16), ymd(2053, 6, 30)), cat=c, conv="half-month")
    T("send the movers the new address ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    c = "arithmetic"
    T("summer hoops camp ⟦the second saturday of july⟧", P(nth(2053, 7, 2, 6)), cat=c)
    T("handover ⟦the day after juneteenth⟧", P(ymd(2053, 6, 20)), cat=c)
    c = "holiday"
    T("library closed ⟦the fourth⟧", P(ymd(2053, 7, 4)), cat=c)
    T("no school ⟦juneteenth⟧", P(ymd(2053, 6, 19)), cat=c)
    T("dinner w/ my son ⟦father's day⟧", P(today()), cat=c, unsure="father's day (the third Sunday of June) is today; a holiday today counts")
    c = "duration"
    T("remind me to take my bp pill ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("last painting class ⟦3 weeks from now⟧", P(rel(21)), cat=c)
    c = "range"
    T("moving ⟦june 27-28⟧", dr(ymd(2053, 6, 27), ymd(2053, 6, 28)), cat=c)
    c = "numeric-date"
    T("ref clinic ⟦7/5⟧", P(ymd(2053, 7, 5)), cat=c, conv="en-month-first")
    c = "coordination"
    T("games ⟦june 18⟧ and ⟦19⟧", P(ymd(2053, 6, 18)), P(ymd(2053, 6, 19)), cat=c, conv="distribute")
    c = "none"
    T("couch is 84 inches, bed is a queen", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("ref fees ⟦memorial day⟧", P(holiday_in("memorial", 2053)), cat=c)
    T("canvas ⟦fri⟧", P(wd(5)), cat=c, unsure="fri said Sunday, looking back: 06-13")
    T("pension ⟦in may⟧", month_range(2053, 5), cat=c, unsure="'in may' marked with 'in'; may read back as 2053-05")
    c = "deadline"
    T("paints and canvases ⟦the first half of the month⟧", dr(ymd(2053, 6, 1), ymd(2053, 6, 15)), cat=c, conv="half-month", unsure="said 06-15: the first half ends today")
    T("moving costs ⟦the past two weeks⟧", pastdays(14), cat=c)
