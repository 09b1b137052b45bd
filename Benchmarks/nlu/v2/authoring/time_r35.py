"""Round 35 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a driving instructor (lessons with
learners at set clocks and pickup places, road-test days, lesson fees, fuel and car washes, a lesson moved for rain),
a fishing-charter captain (trips at dawn, deposits, fuel, bait and ice, a trip over two days, a trip cancelled for
weather) and a woman who runs a daycare at home (drop-off and pickup at set clocks, fees paid by parents, snacks and
supplies, a closed day, a parents' meeting) use inside requests: a day and a clock together or apart, clock ranges,
deadlines, parts of months, quarters, durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts
of the day in progress, over or ahead, coordination, and rows with no time (fish counts and weights, bags of ice,
children counted).

Reference times (new in this round):
  NA = 2052-04-04T11:30 Thursday, late morning on 清明 (PyEphem and lunar-python agree: 04-04): 上午 / "morning" nearly
       over but in progress (周四上午 / "thursday morning" today), 周四早上 (06–09) over (next week 04-11), 周四下午 /
       "thursday afternoon" ahead today; a bare 11 has passed and, before noon, reads tomorrow 11:00, a bare 12 is today's
       noon, a bare 3:30 reads 15:30 today; 差五分十二点 / "five to twelve" = 11:55 today; this week 04-01 … 04-07, this
       weekend 04-06/07, next week 04-08 … 04-14; 月底 Tuesday 04-30, 五一 Wednesday; 谷雨 = Good Friday 04-19, Easter
       Sunday 04-21 ("before easter" = today … 04-20), Memorial Day 05-27; looking back: 愚人节 / April Fools' Monday
       04-01, March = "last month", 本季度 / "this quarter" Q2 (04-01 … 06-30).
  NB = 2052-08-31T20:20 Saturday, the last evening of a month: 月底前 / "by the end of the month" is today alone,
       这周内 / "this week" today and tomorrow, 下个月 / "next month" September; a bare 8 has just passed both ways
       (tomorrow 08:00), a bare 9 reads 21:00 tonight; 凌晨四点 / "4am" with no day = 09-01 04:00; 今晚 / 周六晚上 /
       "saturday night" in progress, 周六下午 / "saturday afternoon" over (next week 09-07); next week 09-02 … 09-08
       opens on US Labor Day ("before labor day" = today … 09-01); 中秋 = 白露 Saturday 09-07 (lunar-python, PyEphem),
       教师节 Tuesday 09-10, 国庆 Tuesday 10-01, Columbus Day 10-14; looking back: 这个月 / "this month" August, 上个月 /
       "last month" July, 七夕 08-01, Thursday = 08-29.
  NC = 2052-12-12T14:00 Thursday, 双十二 in the afternoon: 下午 / "afternoon" in progress (周四下午 today), 周四上午 /
       "thursday morning" over (next week 12-19), 周四晚上 ahead today; a bare 2 is now (avoided), a bare 3 reads 15:00
       today, a bare 1 has passed (tomorrow 13:00), a bare 10 reads 22:00 tonight; 差一刻四点 / "quarter to four" = 15:45;
       this weekend 12-14/15, next week 12-16 … 12-22; 冬至 Saturday 12-21 (PyEphem and lunar-python agree), Christmas
       Wednesday 12-25 ("before christmas" = today … 12-24, 圣诞节前 today … 12-25), 年底 Tuesday 12-31, 元旦 2053 a
       Wednesday; 腊八 2053-01-27 (lunar-python); 下旬 = 12-21 … 12-31; looking back: 感恩节 / Thanksgiving 11-28,
       November = "last month", 本季度 Q4.
The Chinese festival and solar-term dates of 2052 were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2052-04-04T11:30:00"  # Thursday 11:30, 清明: bare 11 → tomorrow 11:00, bare 12 → today noon
NB = "2052-08-31T20:20:00"  # Saturday 20:20, month end: bare 8 → tomorrow 08:00, bare 9 → 21:00 tonight
NC = "2052-12-12T14:00:00"  # Thursday 14:00, 双十二: bare 3 → 15:00 today, bare 1 → tomorrow 13:00, bare 10 → 22:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
QINGMING = ymd(2052, 4, 4)
GUYU = ymd(2052, 4, 19)
ZHONGQIU = ymd(2052, 9, 7)
BAILU = ymd(2052, 9, 7)
DONGZHI = ymd(2052, 12, 21)
LABA = ymd(2053, 1, 27)
QIXI = ymd(2052, 8, 1)
EASTER = easter(2052)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧ 小刘练车", at(rel(1), 14), cat=c)
    T("⟨礼拜六早上⟩带学员练倒库 ⟨七点半⟩", at(wd(6), 7, 30), cat=c)
    T("⟦4月9号上午九点⟧ 老客户包船出海", at(ymd(2052, 4, 9), 9), cat=c)
    T("⟦下周一下午三点半⟧ 托班家长会", at(wk(1, 1), 15, 30), cat=c)
    c = "clock"
    T("⟦十一点⟧去驾校门口接学员", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:30 has passed, before noon: tomorrow 11:00")
    T("⟦十二点⟧孩子们吃午饭", P(bare_clock(12)), cat=c, conv="bare-hour")
    T("⟦三点半⟧家长来接", P(bare_clock(3, 30)), cat=c, conv="bare-hour")
    T("⟦差五分十二点⟧出门去码头", at(today(), 11, 55), cat=c, conv="bare-hour", unsure="the named hour 12 reads noon; five before = 11:55 today")
    c = "rollover"
    T("⟦周四上午⟧带孩子们画画", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 11:30 is in progress: today")
    T("⟦周四早上⟧去码头买冰", pod(wk(1, 4), "早上"), cat=c, conv="rollover-part", unsure="周四早上 said Thursday 11:30 is over: next Thursday 04-11")
    T("⟦周四下午⟧小王练车", pod(today(), "下午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把五个学员的学费收齐", deadline_day(ymd(2052, 4, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦五一前⟧把船保养好", deadline_day(ymd(2052, 5, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把下个月的点心订好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦下午五点前⟧把孩子都接走", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦下个月上旬⟧学员路考", xun(2052, 5, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦清明节后一天⟧托班照常上课", P(QINGMING + td(days=1)), cat=c, unsure="清明 2052 = 04-04, today (lunar-python, PyEphem)")
    T("⟦下个月第二个周六⟧海钓比赛", P(nth(2052, 5, 2, 6)), cat=c)
    c = "holiday"
    T("⟦清明⟧托班放假", P(QINGMING), cat=c, unsure="清明 2052 = 04-04 is today; a holiday today counts (future, today included)")
    T("⟦谷雨⟧那天出海", P(GUYU), cat=c, unsure="谷雨 2052 = 04-19 (lunar-python, PyEphem)")
    T("⟦复活节⟧带孩子们找彩蛋", P(EASTER), cat=c)
    c = "duration"
    T("⟦二十分钟后⟧提醒我去接小朋友", after(td(minutes=20)), cat=c)
    T("⟦五天后⟧路考", P(rel(5)), cat=c)
    c = "range"
    T("⟦4月12号到13号⟧ 包船出海 住船上", dr(ymd(2052, 4, 12), ymd(2052, 4, 13)), cat=c)
    c = "numeric-date"
    T("⟦4.15⟧ 小张路考", P(ymd(2052, 4, 15)), cat=c)
    c = "traditional"
    T("⟦禮拜五下午兩點⟧練車", at(wd(5), 14), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧都出海", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("今天钓了三十二条 最大的一条六斤", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧收的学费", month_range(2052, 3), cat=c)
    T("⟦愚人节⟧那天买的冰", P(ymd(2052, 4, 1)), cat=c)
    T("⟦前天⟧加的油", P(rel(-2)), cat=c)
    c = "deadline"
    T("⟦本季度⟧的油钱", quarter(2052, 2), cat=c, conv="quarters", unsure="本季度 said 04-04 = Q2, only begun")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧ 出海", at(rel(1), 6), cat=c)
    T("⟨下周二⟩托班家长会 ⟨晚上七点⟩", at(wk(1, 2), 19), cat=c)
    T("⟦9月5号上午十点⟧ 学员路考", at(ymd(2052, 9, 5), 10), cat=c)
    T("⟦周一下午一点到三点⟧ 带学员练车", cr(wd(1), 13, 0, 15, 0), cat=c, unsure="周一 said Saturday = 09-02")
    c = "clock"
    T("⟦九点⟧给家长发通知", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:20: 09:00 has passed, the pm reading 21:00 is ahead")
    T("⟦八点⟧去码头加油", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:20 has passed both ways: tomorrow 08:00")
    T("⟦今晚十一点⟧检查船的电瓶", at(today(), 23), cat=c)
    T("⟦凌晨四点⟧开船", at(rel(1), 4), cat=c, unsure="凌晨四点 with no day = the coming night, 09-01 04:00")
    c = "rollover"
    T("⟦周六下午⟧带学员上高速", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 20:20 is over: next Saturday 09-07")
    T("⟦周六晚上⟧整理鱼竿", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 20:20 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把托费收齐", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today (08-31): today alone")
    T("⟦这周内⟧把定金退了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("⟦教师节前⟧把孩子们的贺卡做好", deadline_day(ymd(2052, 9, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦9月中旬⟧路考", xun(2052, 9, 2), cat=c, conv="month-parts")
    T("⟦三天内⟧把油加满", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦中秋节前一天⟧托班放假", P(ZHONGQIU - td(days=1)), cat=c, unsure="中秋 2052 = 09-07 (lunar-python)")
    T("⟦下个月第一个周一⟧托班开学", P(nth(2052, 9, 1, 1)), cat=c)
    c = "holiday"
    T("⟦中秋晚上⟧出海看月亮", pod(ZHONGQIU, "晚上"), cat=c, unsure="中秋 2052 = 09-07 (lunar-python); a holiday and a part of day compose")
    T("⟦白露⟧那天去码头进饵", P(BAILU), cat=c, unsure="白露 2052 = 09-07 (lunar-python, PyEphem), the same day as 中秋")
    T("⟦教师节⟧托班开放日", P(ymd(2052, 9, 10)), cat=c)
    T("⟦国庆⟧包船", P(ymd(2052, 10, 1)), cat=c)
    c = "duration"
    T("⟦一个半小时后⟧提醒我去洗车", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧路考", P(rel(14)), cat=c)
    c = "range"
    T("⟦9月13号到14号⟧ 包船出海 晚上住船上", dr(ymd(2052, 9, 13), ymd(2052, 9, 14)), cat=c)
    c = "numeric-date"
    T("⟦2052.9.20⟧ 托班家长会", P(ymd(2052, 9, 20)), cat=c)
    c = "traditional"
    T("⟦下週三上午十點⟧路考", at(wk(1, 3), 10), cat=c)
    c = "coordination"
    T("⟦周一⟧和⟦周三⟧都有路考", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("冰要二十袋 虾饵五斤", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦这个月⟧的托费", month_range(2052, 8), cat=c)
    T("⟦上个月⟧的油钱", month_range(2052, 7), cat=c)
    T("⟦周四⟧买的饵", P(wd(4)), cat=c, unsure="周四 said Saturday, looking back: 08-29")
    T("⟦七夕⟧那天的包船收入", P(QIXI), cat=c, unsure="七夕 2052 = 08-01 (lunar-python)")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点⟧ 学员练车", at(rel(1), 9), cat=c)
    T("⟨周六⟩出海 ⟨早上五点半⟩", at(wd(6), 5, 30), cat=c)
    T("⟦12月20号下午三点⟧ 托班家长会", at(ymd(2052, 12, 20), 15), cat=c)
    T("⟦下周二早上八点⟧ 路考", at(wk(1, 2), 8), cat=c)
    c = "clock"
    T("⟦三点⟧接孩子", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦一点⟧去加油", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed at 14:00: tomorrow 13:00")
    T("⟦十点⟧检查冰柜", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 14:00: 10:00 has passed, the pm reading 22:00 is ahead")
    T("⟦差一刻四点⟧出门接学员", at(today(), 15, 45), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周四下午⟧带学员练车", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 14:00 is in progress: today")
    T("⟦周四上午⟧去买菜", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 14:00 is over: next Thursday 12-19")
    T("⟦周四晚上⟧对账", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦圣诞节前⟧把孩子们的礼物买好", deadline_day(ymd(2052, 12, 25)), cat=c, conv="zh-qian-inclusive")
    T("⟦年底前⟧把船检做了", deadline_day(ymd(2052, 12, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦这个月下旬⟧托班放寒假", xun(2052, 12, 3), cat=c, conv="month-parts")
    T("⟦下午四点前⟧把点心做好", deadline_clock(dt(today(), 16)), cat=c)
    T("⟦一周内⟧把学费收了", ndays(7), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧路考", P(nth(2053, 1, 2, 6)), cat=c)
    T("⟦冬至后一天⟧出海", P(DONGZHI + td(days=1)), cat=c, unsure="冬至 2052 = 12-21 (lunar-python, PyEphem)")
    c = "holiday"
    T("⟦冬至⟧给孩子们包饺子", P(DONGZHI), cat=c, unsure="冬至 2052 = 12-21 (lunar-python, PyEphem)")
    T("⟦平安夜⟧托班开联欢会", P(ymd(2052, 12, 24)), cat=c)
    T("⟦元旦⟧不出海", P(ymd(2053, 1, 1)), cat=c)
    T("⟦腊八⟧给孩子们煮粥", P(LABA), cat=c, unsure="腊八 next = 2053-01-27 (lunar-python)")
    c = "duration"
    T("⟦四十五分钟后⟧提醒我去接孩子", after(td(minutes=45)), cat=c)
    T("⟦十天后⟧路考", P(rel(10)), cat=c)
    c = "range"
    T("⟦12月27号到29号⟧ 托班放假", dr(ymd(2052, 12, 27), ymd(2052, 12, 29)), cat=c)
    c = "numeric-date"
    T("⟦12/28⟧ 学员路考", P(ymd(2052, 12, 28)), cat=c)
    c = "traditional"
    T("⟦下禮拜一早上七點⟧出海", at(wk(1, 1), 7), cat=c)
    c = "coordination"
    T("⟦明天⟧⟦后天⟧都出海", P(rel(1)), P(rel(2)), cat=c)
    c = "none"
    T("今天来了六个孩子 两个没睡午觉", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的托费", month_range(2052, 11), cat=c)
    T("⟦感恩节⟧那天收的包船定金", P(holiday_in("thanksgiving", 2052)), cat=c)
    T("⟦昨天⟧的油钱", P(rel(-1)), cat=c)
    c = "deadline"
    T("⟦这个季度⟧的油费", quarter(2052, 4), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("driving lesson w/ kevin ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c)
    T("⟨sat⟩ parallel parking practice ⟨7:30am⟩", at(wd(6), 7, 30), cat=c)
    T("charter for a regular ⟦april 9 at 9am⟧", at(ymd(2052, 4, 9), 9), cat=c)
    T("daycare parents mtg ⟦next mon 3:30pm⟧", at(wk(1, 1), 15, 30), cat=c)
    c = "clock"
    T("pick up the learner ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:30 has passed, before noon: tomorrow 11:00")
    T("kids' lunch ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour")
    T("parents pick up ⟦at 3:30⟧", P(bare_clock(3, 30)), cat=c, conv="bare-hour")
    T("head to the dock ⟦five to twelve⟧", at(today(), 11, 55), cat=c, conv="bare-hour", unsure="the named hour 12 reads noon; five before = 11:55 today")
    c = "rollover"
    T("finger painting ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 11:30 is in progress: today")
    T("lesson w/ amy ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("collect lesson fees ⟦by the end of the month⟧", deadline_day(ymd(2052, 4, 30)), cat=c, conv="by-inclusive")
    T("get the boat serviced ⟦before easter⟧", deadline_day(EASTER - td(days=1)), cat=c, conv="en-before-exclusive")
    T("order next month's snacks ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("all kids picked up ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("road tests ⟦early may⟧", xun(2052, 5, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("daycare open again ⟦the day after easter⟧", P(EASTER + td(days=1)), cat=c)
    T("fishing tournament ⟦the second saturday of may⟧", P(nth(2052, 5, 2, 6)), cat=c)
    c = "holiday"
    T("egg hunt for the kids ⟦easter⟧", P(EASTER), cat=c)
    T("charter booked ⟦good friday⟧", P(EASTER - td(days=2)), cat=c)
    T("daycare closed ⟦memorial day⟧", P(holiday_in("memorial", 2052)), cat=c)
    c = "duration"
    T("remind me to get the kids ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("road test ⟦five days from now⟧", P(rel(5)), cat=c)
    c = "range"
    T("overnight charter ⟦april 12-13⟧", dr(ymd(2052, 4, 12), ymd(2052, 4, 13)), cat=c)
    c = "numeric-date"
    T("jake's road test ⟦4/15⟧", P(ymd(2052, 4, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("charters ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("caught 32 today, biggest one 6 lbs", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("lesson fees ⟦last month⟧", month_range(2052, 3), cat=c)
    T("ice ⟦april fools' day⟧", P(ymd(2052, 4, 1)), cat=c)
    T("gas ⟦the day before yesterday⟧", P(rel(-2)), cat=c)
    c = "deadline"
    T("boat fuel ⟦this quarter⟧", quarter(2052, 2), cat=c, conv="quarters", unsure="this quarter said 04-04 = Q2, only begun")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("charter ⟦tmrw 6am⟧", at(rel(1), 6), cat=c)
    T("⟨next tue⟩ daycare parents' night ⟨7pm⟩", at(wk(1, 2), 19), cat=c)
    T("road test ⟦sept 5 at 10am⟧", at(ymd(2052, 9, 5), 10), cat=c)
    T("lessons ⟦mon 1-3pm⟧", cr(wd(1), 13, 0, 15, 0), cat=c, unsure="mon said Saturday = 09-02 (Labor Day)")
    c = "clock"
    T("text the parents ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:20: 09:00 has passed, the pm reading 21:00 is ahead")
    T("gas up ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:20 has passed both ways: tomorrow 08:00")
    T("check the boat battery ⟦11 tonight⟧", at(today(), 23), cat=c)
    T("leave the dock ⟦4am⟧", at(rel(1), 4), cat=c, unsure="4am with no day = the coming night, 09-01 04:00")
    c = "rollover"
    T("highway drive w/ a learner ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 20:20 is over: next Saturday 09-07")
    T("sort the tackle ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="saturday night said Saturday 20:20 is in progress: today")
    c = "deadline"
    T("collect daycare fees ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the month ends today (08-31): today alone")
    T("refund that deposit ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("cards for the kids ⟦before labor day⟧", deadline_day(holiday_in("labor", 2052) - td(days=1)), cat=c, conv="en-before-exclusive")
    T("road tests ⟦mid-september⟧", xun(2052, 9, 2), cat=c, conv="month-parts")
    T("fill the tank ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("daycare reopens ⟦the day after labor day⟧", P(holiday_in("labor", 2052) + td(days=1)), cat=c)
    T("tournament ⟦the first saturday of october⟧", P(nth(2052, 10, 1, 6)), cat=c)
    c = "holiday"
    T("daycare closed ⟦labor day⟧", P(holiday_in("labor", 2052)), cat=c)
    T("full-day charter ⟦columbus day⟧", P(holiday_in("columbus", 2052)), cat=c)
    c = "duration"
    T("remind me to wash the car ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("road test ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("overnight charter ⟦sept 13-14⟧", dr(ymd(2052, 9, 13), ymd(2052, 9, 14)), cat=c)
    c = "numeric-date"
    T("parents meeting ⟦9/20/2052⟧", P(ymd(2052, 9, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("road tests ⟦mon⟧ and ⟦wed⟧", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("need 20 bags of ice and 5 lbs of shrimp", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("daycare fees ⟦this month⟧", month_range(2052, 8), cat=c)
    T("boat fuel ⟦last month⟧", month_range(2052, 7), cat=c)
    T("bait ⟦thursday⟧", P(wd(4)), cat=c, unsure="thursday said Saturday, looking back: 08-29")
    T("charter deposits ⟦the fourth of july⟧", P(ymd(2052, 7, 4)), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("driving lesson ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("⟨sat⟩ charter ⟨5:30am⟩", at(wd(6), 5, 30), cat=c)
    T("daycare parents mtg ⟦dec 20 at 3pm⟧", at(ymd(2052, 12, 20), 15), cat=c)
    T("road test ⟦next tue 8am⟧", at(wk(1, 2), 8), cat=c)
    c = "clock"
    T("pick up the kids ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("gas up ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed at 14:00: tomorrow 13:00")
    T("leave for the lesson ⟦quarter to four⟧", at(today(), 15, 45), cat=c, conv="bare-hour")
    T("check the bait freezer ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 14:00: 10:00 has passed, the pm reading 22:00 is ahead")
    c = "rollover"
    T("lesson w/ tom ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="thursday afternoon said Thursday 14:00 is in progress: today")
    T("grocery run ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 14:00 is over: next Thursday 12-19")
    T("do the books ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("buy the kids' gifts ⟦before christmas⟧", deadline_day(ymd(2052, 12, 24)), cat=c, conv="en-before-exclusive")
    T("boat inspection ⟦by the end of the year⟧", deadline_day(ymd(2052, 12, 31)), cat=c, conv="by-inclusive")
    T("daycare winter break ⟦late december⟧", xun(2052, 12, 3), cat=c, conv="month-parts")
    T("snacks ready ⟦by 4pm⟧", deadline_clock(dt(today(), 16)), cat=c)
    T("collect fees ⟦within a week⟧", ndays(7), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("road test ⟦the second saturday of january⟧", P(nth(2053, 1, 2, 6)), cat=c)
    T("charter ⟦the day after christmas⟧", P(ymd(2052, 12, 26)), cat=c)
    c = "holiday"
    T("kids' party ⟦christmas eve⟧", P(ymd(2052, 12, 24)), cat=c)
    T("no charters ⟦new year's day⟧", P(ymd(2053, 1, 1)), cat=c)
    T("daycare closed ⟦mlk day⟧", P(holiday_in("mlk", 2053)), cat=c)
    c = "duration"
    T("remind me to get the kids ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("road test ⟦ten days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("daycare closed ⟦dec 27-29⟧", dr(ymd(2052, 12, 27), ymd(2052, 12, 29)), cat=c)
    c = "numeric-date"
    T("road test ⟦12/28⟧", P(ymd(2052, 12, 28)), cat=c, conv="en-month-first")
    c = "coordination"
    T("charters ⟦tmrw⟧ and ⟦the day after⟧", P(rel(1)), P(rel(2)), cat=c)
    c = "none"
    T("6 kids today, 2 skipped their nap", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("daycare fees ⟦last month⟧", month_range(2052, 11), cat=c)
    T("charter deposit ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2052)), cat=c)
    T("boat fuel ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("fuel ⟦this quarter⟧", quarter(2052, 4), cat=c, conv="quarters")
