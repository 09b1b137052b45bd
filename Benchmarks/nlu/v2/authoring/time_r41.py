"""Round 41 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a tattoo artist with her own studio
(sessions of several hours at set clocks, client deposits, ink, needles and gloves, a three-day convention in another
city, a client rescheduling), a retired man who plays in chess tournaments and volunteers as a school crossing guard
(crossing duty at set clocks on school days, weekend tournaments, entry fees and club dues, a small prize, a round moved)
and a family hosting an exchange student (school events, an airport pickup, a holiday trip, groceries and a phone plan,
the program's monthly stipend, a trip cancelled) use inside requests: a day and a clock together or apart, clock ranges,
deadlines, parts of months, durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day
in progress, over or ahead, coordination, and rows with no time (needle sizes, board counts, kilos, session counts).

Reference times (new in this round):
  NA = 2057-02-03T20:00 Saturday, 除夕 2057 (腊月三十, lunar-python) that is also 立春 (PyEphem 16:27 Beijing time and
       lunar-python agree): 春节 tomorrow (Sunday 02-04), 初三 Tuesday 02-06, 初五 02-08, 初六 02-09, 元宵 = 雨水 Sunday
       02-18 (lunar-python, PyEphem); 今晚 / 周六晚上 / "saturday night" in progress, 周六下午 / "saturday afternoon" over
       (next week 02-10); a bare 8 is now (avoided), a bare 9, 10 or 11 reads tonight (21:00, 22:00, 23:00), a bare 7 has
       passed both ways and reads tomorrow 19:00; 凌晨两点 / "2am" with no day = 02-04 02:00; 这周末 / "this weekend" =
       today and tomorrow, next week 02-05 … 02-11; Valentine's Wednesday 02-14 ("before valentine's" = today … 02-13),
       Presidents' Day Monday 02-19; 月底 / "the end of the month" Wednesday 02-28 (2057 is no leap year); looking back:
       小年 01-27 (northern), MLK Day 01-15, 腊八 01-12, January = "last month".
  NB = 2057-09-03T06:40 Monday, US Labor Day before most are up: 早上 / English "morning" has just begun (周一早上 /
       "monday morning" today), 早上六点 / "6am" with no day has passed (tomorrow 06:00) while a bare 6 reads 18:00 today;
       a bare 7 reads 19:00 today, a bare 8 08:00 today; "this week" / 这周内 just began (09-03 … 09-09), this weekend
       09-08/09, next week 09-10 … 09-16 opens on 教师节 (Monday 09-10); 白露 Friday 09-07 (PyEphem and lunar-python
       agree), 中秋 Thursday 09-13 (lunar-python; 中秋前 = today … 09-13), 秋分 09-22, 下旬 09-21 … 09-30, 月底 Sunday
       09-30, 国庆 Monday 10-01, 重阳 Sunday 10-07 (lunar-python), Columbus Day = 寒露 Monday 10-08; looking back: August =
       "last month", 七夕 08-06, 中元 08-14 (lunar-python), the ledger's 今年 / "this year" 2057.
  NC = 2056-11-22T12:10 Wednesday, lunch time the day before US Thanksgiving (the fourth Thursday, 11-23): 中午 in
       progress, a bare 12 has just passed (tomorrow's noon), a bare 1 or 3 is ahead today (13:00, 15:00), a bare 8 reads
       20:00; 周三上午 / "wednesday morning" over (next week 11-29), 周三下午 / "wednesday afternoon" in progress (today);
       Black Friday 11-24, this weekend 11-25/26, Cyber Monday 11-27 = the first day of next week ("before cyber monday" =
       today … 11-26); 月底 Thursday 11-30 (月底前 = today … 11-30), 下旬 11-21 … 11-30; 大雪 Wednesday 12-06 (PyEphem and
       lunar-python), 双十二 Tuesday 12-12, 冬至 Thursday 12-21, Christmas a Monday; looking back: 小雪 was yesterday 11-21
       (PyEphem 22:04 Beijing time), 双十一, Veterans Day 11-11, October = "last month", 本季度 Q4.
The Chinese festival and solar-term dates were taken from lunar-python and PyEphem; Western holidays by the rules in lib.
"""
from lib import *

NA = "2057-02-03T20:00:00"  # Saturday 20:00, 除夕 = 立春: bare 8 = now (avoided), bare 9 → 21:00, bare 7 → tomorrow 19:00
NB = "2057-09-03T06:40:00"  # Monday 06:40, Labor Day: bare 6 → 18:00, bare 7 → 19:00, bare 8 → 08:00, 早上六点 → tomorrow
NC = "2056-11-22T12:10:00"  # Wednesday 12:10, day before Thanksgiving: bare 12 → tomorrow 12:00, bare 1 → 13:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUNJIE57 = ymd(2057, 2, 4)
CHUSAN57 = ymd(2057, 2, 6)
CHUWU57 = ymd(2057, 2, 8)
CHULIU57 = ymd(2057, 2, 9)
YUANXIAO57 = ymd(2057, 2, 18)
XIAONIAN57 = ymd(2057, 1, 27)
BAILU57 = ymd(2057, 9, 7)
ZHONGQIU57 = ymd(2057, 9, 13)
CHONGYANG57 = ymd(2057, 10, 7)
QIXI57 = ymd(2057, 8, 6)
DAXUE56 = ymd(2056, 12, 6)
DONGZHI56 = ymd(2056, 12, 21)
XIAOXUE56 = ymd(2056, 11, 21)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点到六点⟧ 给老客户补色", cr(rel(1), 14, 0, 18, 0), cat=c)
    T("⟨下周三⟩纹身 ⟨一点到五点⟩", cr(wk(1, 3), 13, 0, 17, 0), cat=c, conv="bare-hour", unsure="a session: a bare 1 to 5 reads pm")
    T("⟦2月10号上午十点⟧ 象棋公开赛第一轮", at(ymd(2057, 2, 10), 10), cat=c)
    T("⟨礼拜二⟩ 去学校开家长会 ⟨晚上七点⟩", at(wd(2), 19), cat=c, unsure="礼拜二 said Saturday = 02-06")
    c = "clock"
    T("⟦九点⟧ 跟交换生的爸妈视频拜年", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:00: the pm reading 21:00 is ahead")
    T("⟦十点⟧ 把图稿画完", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 20:00 reads 22:00 tonight")
    T("⟦七点⟧ 棋友来家里拜年", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, passed: tomorrow 19:00")
    T("⟦凌晨两点⟧ 守完岁再睡", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 02-04 02:00")
    c = "rollover"
    T("⟦周六下午⟧ 棋社活动", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 20:00 is over: next week 02-10")
    T("⟦今晚⟧ 年夜饭 别安排客人", pod(today(), "今晚"), cat=c)
    T("⟦这周末⟧ 工作室不开门", dr(today(), rel(1)), cat=c, unsure="said Saturday: today and tomorrow")
    c = "deadline"
    T("⟦元宵前⟧ 把定金都收齐", deadline_day(YUANXIAO57), cat=c, conv="zh-qian-inclusive", unsure="元宵 2057 = 02-18 (lunar-python)")
    T("⟦月底前⟧ 把针和手套补齐", deadline_day(ymd(2057, 2, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦今晚十一点前⟧ 把设计图发给客户", deadline_clock(dt(today(), 23)), cat=c)
    T("⟦下个月中旬⟧ 纹身展", xun(2057, 3, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 象棋公开赛", P(nth(2057, 3, 1, 6)), cat=c)
    T("⟦大年初三⟧ 工作室开工", P(CHUSAN57), cat=c, unsure="初三 2057 = 02-06 (lunar-python)")
    c = "holiday"
    T("⟦春节⟧ 给交换生包个红包", P(CHUNJIE57), cat=c, unsure="春节 2057 = 02-04 (lunar-python)")
    T("⟦情人节⟧ 情侣纹身约满了", P(ymd(2057, 2, 14)), cat=c)
    T("⟦元宵⟧ 带交换生去看灯会", P(YUANXIAO57), cat=c, unsure="元宵 2057 = 02-18 (lunar-python)")
    c = "duration"
    T("⟦两个半小时后⟧ 提醒我给客人换保鲜膜", after(td(minutes=150)), cat=c)
    T("⟦三天后⟧ 客户来补色", P(rel(3)), cat=c)
    c = "range"
    T("⟦2月16号到18号⟧ 去成都参加纹身展", dr(ymd(2057, 2, 16), ymd(2057, 2, 18)), cat=c)
    c = "numeric-date"
    T("⟦2.21⟧ 交换生学校家长会", P(ymd(2057, 2, 21)), cat=c)
    c = "traditional"
    T("⟦下週六下午兩點⟧ 象棋賽", at(wk(1, 6), 14), cat=c)
    c = "coordination"
    T("⟦初五⟧和⟦初六⟧都有客人预约", P(CHUWU57), P(CHULIU57), cat=c, unsure="初五 02-08, 初六 02-09 (lunar-python)")
    c = "none"
    T("三号圆针 买两盒 一盒五十支", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周三⟧收的定金", P(wk(-1, 3)), cat=c)
    T("⟦小年⟧那天买的色料", P(XIAONIAN57), cat=c, conv="xiaonian-north", unsure="小年 = 2057-01-27 (lunar-python), looking back")
    c = "deadline"
    T("⟦这个月⟧ 买菜花了多少", month_range(2057, 2), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点⟧ 路口执勤", at(rel(1), 7), cat=c)
    T("⟨周五⟩纹身 ⟨下午两点到七点⟩", cr(wd(5), 14, 0, 19, 0), cat=c)
    T("⟦9月15号上午九点⟧ 学校开放日", at(ymd(2057, 9, 15), 9), cat=c)
    T("⟨下周二⟩ 棋社例赛 ⟨晚上七点半⟩", at(wk(1, 2), 19, 30), cat=c)
    c = "clock"
    T("⟦六点⟧ 接交换生放学", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead today")
    T("⟦七点⟧ 棋社夜赛", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦八点⟧ 去学校门口站岗", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦早上六点半⟧ 起床", P(next_clock(6, 30)), cat=c, unsure="早上六点半 with no day said 06:40 has passed: tomorrow 06:30")
    c = "rollover"
    T("⟦周一早上⟧ 把反光背心洗了", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 06:40 is in progress: today")
    T("⟦这周末⟧ 象棋赛", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦中秋前⟧ 把月饼寄到学生老家", deadline_day(ZHONGQIU57), cat=c, conv="zh-qian-inclusive", unsure="中秋 2057 = 09-13 (lunar-python)")
    T("⟦这周内⟧ 交棋赛报名费", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦上午十点前⟧ 回客户电话", deadline_clock(dt(today(), 10)), cat=c)
    T("⟦这个月下旬⟧ 纹身展", xun(2057, 9, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦这个月第三个周六⟧ 棋赛", P(nth(2057, 9, 3, 6)), cat=c)
    T("⟦国庆后一天⟧ 从云南回来", P(ymd(2057, 10, 2)), cat=c)
    c = "holiday"
    T("⟦教师节⟧ 给学生的班主任送花", P(ymd(2057, 9, 10)), cat=c)
    T("⟦白露⟧那天开始穿外套执勤", P(BAILU57), cat=c, unsure="白露 2057 = 09-07 (PyEphem, lunar-python)")
    T("⟦重阳⟧ 棋社老年组比赛", P(CHONGYANG57), cat=c, unsure="重阳 2057 = 10-07 (lunar-python)")
    c = "duration"
    T("⟦二十分钟后⟧ 出门执勤", after(td(minutes=20)), cat=c)
    T("⟦一周后⟧ 复赛", P(rel(7)), cat=c)
    c = "range"
    T("⟦9月20号到22号⟧ 去杭州纹身展", dr(ymd(2057, 9, 20), ymd(2057, 9, 22)), cat=c)
    c = "numeric-date"
    T("⟦2057-9-18⟧ 家长会", P(ymd(2057, 9, 18)), cat=c)
    c = "traditional"
    T("⟦禮拜三早上七點⟧ 路口執勤", at(wd(3), 7), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周四⟧都有长单", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("今天护送过马路的小孩四十二个", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上周六⟧ 交的比赛报名费", P(wk(-1, 6)), cat=c)
    T("⟦七夕⟧那天收的定金", P(QIXI57), cat=c, unsure="七夕 2057 = 08-06 (lunar-python), looking back")
    c = "deadline"
    T("⟦上个月下旬⟧ 墨水花了多少", xun(2057, 8, 3), cat=c, conv="month-parts")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午一点到五点⟧ 大臂纹身", cr(rel(1), 13, 0, 17, 0), cat=c)
    T("⟨周五⟩ 去机场接交换生 ⟨晚上八点⟩", at(wd(5), 20), cat=c)
    T("⟦11月25号上午九点⟧ 棋赛第二轮", at(ymd(2056, 11, 25), 9), cat=c)
    c = "clock"
    T("⟦十二点⟧ 跟客户吃饭聊图", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:10 has just passed: tomorrow 12:00")
    T("⟦一点⟧ 客人到店", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦八点⟧ 开线上家长会", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:10: the pm reading 20:00 is ahead")
    c = "rollover"
    T("⟦周三上午⟧ 去买墨水", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 12:10 is over: next week 11-29")
    T("⟦周三下午⟧ 整理工作室", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 12:10 is in progress: today")
    T("⟦这周末⟧ 带学生去爬山", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 交棋社会费", deadline_day(ymd(2056, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十二前⟧ 囤一批手套", deadline_day(ymd(2056, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午四点前⟧ 把图改完", deadline_clock(dt(today(), 16)), cat=c)
    T("⟦下个月上旬⟧ 学校演出", xun(2056, 12, 1), cat=c, conv="month-parts")
    T("⟦未来三天⟧ 都约满了", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第二个周日⟧ 棋赛决赛", P(nth(2056, 12, 2, 7)), cat=c)
    T("⟦感恩节后一天⟧ 带学生去逛街", P(ymd(2056, 11, 24)), cat=c)
    c = "holiday"
    T("⟦感恩节⟧ 给交换生做火鸡", P(holiday_in("thanksgiving", 2056)), cat=c)
    T("⟦大雪⟧那天 工作室装暖气", P(DAXUE56), cat=c, unsure="大雪 2056 = 12-06 (PyEphem, lunar-python)")
    T("⟦冬至⟧ 包饺子给学生吃", P(DONGZHI56), cat=c, unsure="冬至 2056 = 12-21 (PyEphem, lunar-python)")
    c = "duration"
    T("⟦四十分钟后⟧ 客人到", after(td(minutes=40)), cat=c)
    T("⟦两周后⟧ 补色", P(rel(14)), cat=c)
    c = "range"
    T("⟦12月1号到3号⟧ 去上海纹身展", dr(ymd(2056, 12, 1), ymd(2056, 12, 3)), cat=c)
    c = "numeric-date"
    T("⟦20561209⟧ 棋赛", P(ymd(2056, 12, 9)), cat=c, conv="eight-digit-date")
    c = "traditional"
    T("⟦週五晚上八點⟧ 接機", at(wd(5), 20), cat=c)
    c = "coordination"
    T("⟦12月5号⟧、⟦6号⟧都要执勤", P(ymd(2056, 12, 5)), P(ymd(2056, 12, 6)), cat=c, conv="distribute")
    c = "none"
    T("棋盘两副 棋钟一个", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦小雪⟧那天收的定金", P(XIAOXUE56), cat=c, unsure="小雪 2056 = 11-21, yesterday (PyEphem, lunar-python)")
    T("⟦双十一⟧买的墨水", P(ymd(2056, 11, 11)), cat=c)
    c = "deadline"
    T("⟦9月以来⟧ 花在学生身上多少", dr(ymd(2056, 9, 1), today()), cat=c, conv="since")
    T("⟦今年⟧ 下棋花了多少", year_range(2056), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("color touch-up for a regular ⟦tmrw 2-6pm⟧", cr(rel(1), 14, 0, 18, 0), cat=c)
    T("⟨next wed⟩ back piece ⟨1 to 5⟩", cr(wk(1, 3), 13, 0, 17, 0), cat=c, conv="bare-hour", unsure="a session: a bare 1 to 5 reads pm")
    T("chess open round one ⟦feb 10 at 10am⟧", at(ymd(2057, 2, 10), 10), cat=c)
    T("⟨tues⟩ parent night at the high school ⟨7pm⟩", at(wd(2), 19), cat=c, unsure="tues said Saturday = 02-06")
    c = "clock"
    T("video call with our student's parents ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:00: the pm reading 21:00 is ahead")
    T("finish the stencil ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 20:00 reads 22:00 tonight")
    T("chess buddies over ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, passed: tomorrow 19:00")
    T("lock up the studio ⟦at 2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 02-04 02:00")
    c = "rollover"
    T("chess club ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 20:00 is over: next week 02-10")
    T("no clients ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    T("studio closed ⟦this weekend⟧", dr(today(), rel(1)), cat=c, unsure="said Saturday: today and tomorrow")
    c = "deadline"
    T("collect all the deposits ⟦before valentine's⟧", deadline_day(ymd(2057, 2, 13)), cat=c, conv="en-before-exclusive")
    T("restock needles and gloves ⟦by the end of the month⟧", deadline_day(ymd(2057, 2, 28)), cat=c, conv="by-inclusive")
    T("send the client the design ⟦by 11pm⟧", deadline_clock(dt(today(), 23)), cat=c)
    T("tattoo convention ⟦mid-march⟧", xun(2057, 3, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("chess open ⟦the first saturday of march⟧", P(nth(2057, 3, 1, 6)), cat=c)
    T("studio reopens ⟦the day after tomorrow⟧", P(rel(2)), cat=c)
    c = "holiday"
    T("couples tattoos booked solid ⟦valentine's day⟧", P(ymd(2057, 2, 14)), cat=c)
    T("school's out ⟦presidents' day⟧", P(holiday_in("presidents", 2057)), cat=c)
    T("dumplings with our student ⟦chinese new year⟧", P(CHUNJIE57), cat=c, unsure="Chinese New Year 2057 = 02-04 (lunar-python)")
    c = "duration"
    T("change the client's wrap ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c)
    T("touch-up ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("tattoo convention in denver ⟦feb 16-18⟧", dr(ymd(2057, 2, 16), ymd(2057, 2, 18)), cat=c)
    c = "numeric-date"
    T("parent-teacher conference ⟦2/21⟧", P(ymd(2057, 2, 21)), cat=c, conv="en-month-first")
    c = "coordination"
    T("clients booked ⟦thurs⟧ and ⟦fri⟧", P(wd(4)), P(wd(5)), cat=c)
    c = "none"
    T("3RL needles, two boxes of 50", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("deposit came in ⟦last wednesday⟧", P(wk(-1, 3)), cat=c)
    T("ink order ⟦mlk day⟧", P(holiday_in("mlk", 2057)), cat=c)
    c = "deadline"
    T("groceries ⟦this month⟧", month_range(2057, 2), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("crossing duty ⟦tmrw 7am⟧", at(rel(1), 7), cat=c)
    T("⟨fri⟩ sleeve session ⟨2-7pm⟩", cr(wd(5), 14, 0, 19, 0), cat=c)
    T("school open house ⟦sept 15 at 9am⟧", at(ymd(2057, 9, 15), 9), cat=c)
    T("⟨next tues⟩ club night ⟨7:30pm⟩", at(wk(1, 2), 19, 30), cat=c)
    c = "clock"
    T("pick the kid up from soccer ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead today")
    T("blitz night ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("at the crosswalk ⟦by 8⟧", deadline_clock(bare_clock(8)), cat=c, conv="bare-hour", unsure="by + a bare 8: now … 08:00 today")
    T("alarm ⟦6:30am⟧", P(next_clock(6, 30)), cat=c, unsure="6:30am with no day said 06:40 has passed: tomorrow 06:30")
    c = "rollover"
    T("wash the safety vest ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 06:40 is in progress: today")
    T("tournament ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("mail the mooncakes to her family ⟦before the mid-autumn festival⟧", deadline_day(ZHONGQIU57 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Mid-Autumn 2057 = 09-13 (lunar-python)")
    T("pay the entry fee ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("call the client back ⟦before 10am⟧", deadline_clock(dt(today(), 10)), cat=c)
    T("convention ⟦late september⟧", xun(2057, 9, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("club championship ⟦the third saturday of september⟧", P(nth(2057, 9, 3, 6)), cat=c)
    T("fly back ⟦the day after columbus day⟧", P(holiday_in("columbus", 2057) + td(days=1)), cat=c)
    c = "holiday"
    T("no crossing duty ⟦columbus day⟧", P(holiday_in("columbus", 2057)), cat=c)
    T("halloween party for the exchange kids ⟦halloween⟧", P(ymd(2057, 10, 31)), cat=c)
    T("family trip ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2057)), cat=c)
    c = "duration"
    T("head out to the crosswalk ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("rematch ⟦a week from today⟧", P(rel(7)), cat=c)
    c = "range"
    T("convention in austin ⟦sept 20-22⟧", dr(ymd(2057, 9, 20), ymd(2057, 9, 22)), cat=c)
    c = "numeric-date"
    T("back to school night ⟦9/18⟧", P(ymd(2057, 9, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("long sessions ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("walked 38 kids across this morning", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("entry fee paid ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("groceries ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("ink spending ⟦late august⟧", xun(2057, 8, 3), cat=c, conv="month-parts")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("forearm piece ⟦tmrw 1-5pm⟧", cr(rel(1), 13, 0, 17, 0), cat=c)
    T("⟨fri⟩ airport pickup ⟨8pm⟩", at(wd(5), 20), cat=c)
    T("round two ⟦nov 25 9am⟧", at(ymd(2056, 11, 25), 9), cat=c)
    c = "clock"
    T("lunch w/ a client to talk designs ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:10 has just passed: tomorrow 12:00")
    T("walk-in ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("online parent meeting ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:10: the pm reading 20:00 is ahead")
    c = "rollover"
    T("ink run ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part", unsure="wednesday morning said Wednesday 12:10 is over: next week 11-29")
    T("clean the studio ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="wednesday afternoon said Wednesday 12:10 is in progress: today")
    T("hike with our student ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("pay club dues ⟦by the end of the month⟧", deadline_day(ymd(2056, 11, 30)), cat=c, conv="by-inclusive")
    T("stock up on gloves ⟦before cyber monday⟧", deadline_day(ymd(2056, 11, 26)), cat=c, conv="en-before-exclusive")
    T("fix the drawing ⟦by 4⟧", deadline_clock(dt(today(), 16)), cat=c, conv="bare-hour")
    T("school concert ⟦early december⟧", xun(2056, 12, 1), cat=c, conv="month-parts")
    T("fully booked ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("chess final ⟦the second sunday of december⟧", P(nth(2056, 12, 2, 7)), cat=c)
    T("take her shopping ⟦the day after thanksgiving⟧", P(ymd(2056, 11, 24)), cat=c)
    c = "holiday"
    T("turkey for our student ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2056)), cat=c)
    T("studio closed ⟦black friday⟧", P(holiday_in("blackfriday", 2056)), cat=c)
    T("she flies home ⟦christmas eve⟧", P(ymd(2056, 12, 24)), cat=c)
    c = "duration"
    T("client arrives ⟦in 40 minutes⟧", after(td(minutes=40)), cat=c)
    T("touch-up ⟦two weeks out⟧", P(rel(14)), cat=c, unsure="'two weeks out' read as two weeks from now")
    c = "range"
    T("philly convention ⟦dec 1-3⟧", dr(ymd(2056, 12, 1), ymd(2056, 12, 3)), cat=c)
    c = "numeric-date"
    T("tournament ⟦12/9/2056⟧", P(ymd(2056, 12, 9)), cat=c, conv="en-month-first")
    c = "coordination"
    T("crossing duty ⟦dec 5⟧ and ⟦6⟧", P(ymd(2056, 12, 5)), P(ymd(2056, 12, 6)), cat=c, conv="distribute")
    c = "none"
    T("two boards and a clock", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("deposit ⟦veterans day⟧", P(ymd(2056, 11, 11)), cat=c)
    T("ink bought ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("spent on our student ⟦since september⟧", dr(ymd(2056, 9, 1), today()), cat=c, conv="since")
    T("chess costs ⟦this year⟧", year_range(2056), cat=c)
