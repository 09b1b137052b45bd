"""Round 51 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a man who runs a small moving company
with two vans (moving jobs at set clocks, a two-day long-distance move, a helper paid by the day), an office worker
doing an evening MBA (classes and group-project meetings, an exam week, a study weekend in another city) and a mother
whose teenage daughter is a competitive figure skater (early-morning ice times, lessons, a competition over several
days in another city, her own jogging) use inside requests: a day and a clock together or apart, clock ranges,
deadlines, parts of months, durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the
day in progress, over or ahead, coordination, and rows with no time (rep counts, sizes, weights, order numbers).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here):
  NA = 2063-02-06T07:20 Tuesday, 正月初九 (lunar-python), an early weekday morning: 早上 / 周二早上 / "tuesday morning"
       in progress, 周二凌晨 over; 早上七点 / "7am" with no day has just passed (tomorrow 07:00) and 周二早上七点 /
       "tuesday 7am" moves a week (02-13); a bare 7 reads 19:00 today, a bare 8 08:00 today, a bare 12 today's noon;
       this week 02-05 … 02-11, this weekend 02-10/11, next week 02-12 … 02-18; 上旬 02-01 … 02-10 now, 月底
       Wednesday 02-28 (2063 is not a leap year); 元宵 Monday 02-12 (lunar-python; 元宵前 = today … 02-12), 情人节 /
       Valentine's Wednesday 02-14 ("before valentine's" = today … 02-13), 雨水 Sunday 02-18, Presidents' Day 02-19,
       龙抬头 Thursday 03-01 (lunar-python); looking back: 立春 = 上周日 / "last sunday" 02-04, 除夕 01-28, 春节 Monday
       01-29 (a week ago), MLK Day 01-15, January = "last month".
  NB = 2063-05-31T18:30 Thursday, 五月初四 (lunar-python), the last day of a month in the early evening: 傍晚, 晚上 /
       今晚 / 周四晚上 / "thursday night" in progress, 周四下午 / "thursday afternoon" and "thursday 3pm" over (next
       week 06-07); a bare 6 has passed (tomorrow 18:00), a bare 7 reads 19:00, a bare 8 20:00 (its am reading passed),
       a bare 12 tomorrow's noon; 月底 is today (月底前 = today alone), 下个月 / "next month" June starts tomorrow, 端午 =
       儿童节 tomorrow (Friday 06-01, lunar-python); this weekend 06-02/03, next week 06-04 … 06-10; 芒种 Tuesday 06-05,
       Father's Day 06-17, 618 Monday, Juneteenth Tuesday 06-19, 夏至 Thursday 06-21; looking back: Memorial Day Monday
       05-28, Mother's Day 05-13, 小满 05-21, 上周五 / "last friday" 05-25, May = "this month", Q2 = "this quarter".
  NC = 2063-07-04T11:55 Wednesday, 六月初九 (lunar-python), US Independence Day five minutes before noon: 上午 /
       周三上午 / "wednesday morning" nearly over (today), 下午 / 周三下午 ahead; 中午 / "noon" / a bare 12 = today 12:00;
       a bare 11 has passed and, before noon, reads tomorrow 11:00, a bare 8–10 tomorrow morning, a bare 1 13:00 today;
       "wednesday 10am" over (next week 07-11); the week is half over (这周内 = today … 07-08), this weekend 07-07/08,
       next week 07-09 … 07-15; 小暑 Saturday 07-07, 大暑 Monday 07-23, 月底 Tuesday 07-31, 七夕 = 建军节 Wednesday
       08-01 (lunar-python), Labor Day 09-03; looking back: 建党节 = 上周日 / "last sunday" 07-01, 夏至 06-21, 端午
       06-01, June = "last month", Q2 = "last quarter", 上半年 / "the first half of the year".
"""
from lib import *

NA = "2063-02-06T07:20:00"  # Tuesday 07:20: 早上 in progress, bare 7 → 19:00, bare 8 → 08:00
NB = "2063-05-31T18:30:00"  # Thursday 18:30: the month ends today, 端午 = 儿童节 tomorrow
NC = "2063-07-04T11:55:00"  # Wednesday 11:55, the Fourth: bare 12 → today's noon, bare 11 → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUNJIE63 = ymd(2063, 1, 29)
LICHUN63 = ymd(2063, 2, 4)
YUANXIAO63 = ymd(2063, 2, 12)
YUSHUI63 = ymd(2063, 2, 18)
LONGTAITOU63 = ymd(2063, 3, 1)
DUANWU63 = ymd(2063, 6, 1)
MANGZHONG63 = ymd(2063, 6, 5)
XIAZHI63 = ymd(2063, 6, 21)
XIAOMAN63 = ymd(2063, 5, 21)
XIAOSHU63 = ymd(2063, 7, 7)
DASHU63 = ymd(2063, 7, 23)
QIXI63 = ymd(2063, 8, 1)
JIANDANG63 = ymd(2063, 7, 1)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦今天上午十点⟧ 城东搬家", at(today(), 10), cat=c)
    T("⟨礼拜六⟩ 城南搬两户 ⟨上午八点到十二点⟩", cr(wd(6), 8, 0, 12, 0), cat=c, unsure="礼拜六 = 02-10; the day and the range said apart")
    T("⟦周四晚上七点到九点半⟧ 小组讨论", cr(wd(4), 19, 0, 21, 30), cat=c, unsure="周四 = 02-08")
    c = "clock"
    T("⟦七点⟧ 财务课", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    T("⟦八点⟧ 给刘师傅打电话", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:20 is ahead: 08:00 today")
    T("⟦早上七点⟧ 朵朵上冰", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 07:20 has passed: tomorrow 07:00")
    c = "rollover"
    T("⟦周二早上⟧ 把朵朵冰鞋带上", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周二早上 said Tuesday 07:20 is in progress: today")
    T("⟦周二早上七点⟧ 冰场训练", at(wk(1, 2), 7), cat=c, unsure="周二早上七点 said Tuesday 07:20 has passed: next week 02-13")
    c = "deadline"
    T("⟦元宵前⟧ 把两辆车都保养了", deadline_day(YUANXIAO63), cat=c, conv="zh-qian-inclusive", unsure="元宵 2063 = 02-12 (lunar-python)")
    T("⟦这周内⟧ 交案例分析", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦上旬⟧ 把一月的账对完", xun(2063, 2, 1), cat=c, conv="month-parts", unsure="上旬 said 02-06 = 02-01 … 02-10")
    c = "holiday"
    T("⟦龙抬头⟧ 带朵朵理发", P(LONGTAITOU63), cat=c, unsure="龙抬头 2063 = 03-01 (lunar-python)")
    T("⟦雨水⟧那天 车子保养", P(YUSHUI63), cat=c, unsure="雨水 2063 = Sunday 02-18")
    c = "duration"
    T("⟦四十分钟后⟧ 叫朵朵起床", after(td(minutes=40)), cat=c)
    c = "range"
    T("⟦2月22号到23号⟧ 长途搬家去南京", dr(ymd(2063, 2, 22), ymd(2063, 2, 23)), cat=c)
    c = "coordination"
    T("⟦周三⟧、⟦周五早上六点⟧ 朵朵冰时", at(wd(3), 6), at(wd(5), 6), cat=c, conv="distribute")
    c = "none"
    T("朵朵今天跳了二十个两周跳 摔了三次", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦立春⟧那天二号车加的油", P(LICHUN63), cat=c, unsure="立春 2063 = Sunday 02-04, looking back")
    T("⟦初一⟧小王也来帮忙了", P(CHUNJIE63), cat=c, unsure="初一 = 春节 2063 = 01-29 (lunar-python), looking back")
    c = "deadline"
    T("⟦上个月⟧ 油费", month_range(2063, 1), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今晚九点⟧ 熨比赛服", at(today(), 21), cat=c)
    T("⟨下周二⟩ 朵朵跳跃课 ⟨上午八点到十二点⟩", cr(wk(1, 2), 8, 0, 12, 0), cat=c, unsure="下周二 = 06-05")
    c = "clock"
    T("⟦六点⟧ 去仓库提车", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    T("⟦七点⟧ 线上小组会", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 18:30 reads 19:00 tonight")
    T("⟦八点⟧ 复习运营", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30 reads 20:00 tonight")
    c = "rollover"
    T("⟦周四下午⟧ 去冰场交费", pod(wk(1, 4), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 18:30 is over: next week 06-07")
    T("⟦周四晚上⟧ 把报告发了", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周四晚上 said Thursday 18:30 is in progress: today")
    T("⟦傍晚⟧ 去接朵朵", pod(today(), "傍晚"), cat=c, unsure="傍晚 said 18:30 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧ 把五月的账结了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦芒种前⟧ 交车险", deadline_day(MANGZHONG63), cat=c, conv="zh-qian-inclusive", unsure="芒种 2063 = 06-05")
    c = "holiday"
    T("⟦端午⟧ 朵朵冰上表演", P(DUANWU63), cat=c, unsure="端午 2063 = tomorrow 06-01 (lunar-python) = 儿童节")
    T("⟦夏至⟧ 考最后一门", P(XIAZHI63), cat=c, unsure="夏至 2063 = 06-21")
    c = "range"
    T("⟦6月4号到8号⟧ 考试周", dr(ymd(2063, 6, 4), ymd(2063, 6, 8)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周日⟧ 朵朵考级", P(lastwd(2063, 6, 7)), cat=c)
    c = "duration"
    T("⟦一个半小时后⟧ 交作业", after(td(minutes=90)), cat=c)
    c = "traditional"
    T("⟦下週一晚上七點⟧ 小組會議", at(wk(1, 1), 19), cat=c)
    c = "none"
    T("冰鞋二百三十五码 刀片要换", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦小满⟧那天买的参考书", P(XIAOMAN63), cat=c, unsure="小满 2063 = 05-21, looking back")
    T("⟦上周五⟧ 收的搬家费", P(wk(-1, 5)), cat=c, unsure="上周五 = 05-25")
    c = "deadline"
    T("⟦这个季度⟧ 书费学费", quarter(2063, 2), cat=c, conv="quarters")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦今天下午四点到六点⟧ 写小组报告", cr(today(), 16, 0, 18, 0), cat=c)
    T("⟨周五⟩ 城北搬家 ⟨早上六点⟩出车", at(wd(5), 6), cat=c, unsure="周五 = 07-06; the day and the clock said apart")
    c = "clock"
    T("⟦十二点⟧ 跟客户吃饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 11:55 is today's noon")
    T("⟦十一点⟧ 去冰场接朵朵", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:55 has passed: tomorrow 11:00")
    T("⟦一点⟧ 给小王结钱", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 11:55 reads 13:00 today")
    c = "rollover"
    T("⟦周三上午⟧ 把车洗了", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 11:55 is in progress (five minutes left): today")
    T("⟦周三下午⟧ 陆地训练", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 11:55 is ahead: today")
    c = "deadline"
    T("⟦这周内⟧ 把论文初稿写完", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="said Wednesday: today … 07-08")
    T("⟦大暑前⟧ 给货车换空调滤芯", deadline_day(DASHU63), cat=c, conv="zh-qian-inclusive", unsure="大暑 2063 = 07-23")
    T("⟦中午十二点前⟧ 回搬家客户电话", deadline_clock(dt(today(), 12)), cat=c)
    c = "holiday"
    T("⟦小暑⟧那天 朵朵冰场测试", P(XIAOSHU63), cat=c, unsure="小暑 2063 = Saturday 07-07")
    T("⟦七夕⟧ 跟老公看电影", P(QIXI63), cat=c, unsure="七夕 2063 = 08-01 (lunar-python), also 建军节")
    c = "arithmetic"
    T("⟦这个月倒数第二个周五⟧ 交季度账", P(lastwd(2063, 7, 5) - td(days=7)), cat=c)
    c = "numeric-date"
    T("⟦7-18⟧ 交期末论文", P(ymd(2063, 7, 18)), cat=c, unsure="7-18 read as month-day, not a range")
    c = "coordination"
    T("⟦9号⟧⟦10号早上七点⟧ 两单搬家", at(ymd(2063, 7, 9), 7), at(ymd(2063, 7, 10), 7), cat=c, conv="distribute")
    c = "traditional"
    T("⟦後天上午九點⟧ 搬家", at(rel(2), 9), cat=c)
    c = "none"
    T("今天搬了三十八箱 还有一台冰箱两百斤", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦建党节⟧那天交的冰场费", P(JIANDANG63), cat=c, unsure="建党节 = Sunday 07-01, looking back")
    T("⟦端午⟧那天的过路费", P(DUANWU63), cat=c, unsure="端午 2063 = 06-01 (lunar-python), looking back")
    c = "deadline"
    T("⟦上半年⟧ 滑冰花销", dr(ymd(2063, 1, 1), ymd(2063, 6, 30)), cat=c, conv="halves")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("elm st move ⟦today 10am⟧", at(today(), 10), cat=c)
    T("two south side moves ⟨sat⟩, ⟨8am to noon⟩", cr(wd(6), 8, 0, 12, 0), cat=c, unsure="sat = 02-10; the day and the range said apart")
    T("case discussion ⟦thurs 7-9:30pm⟧", cr(wd(4), 19, 0, 21, 30), cat=c)
    c = "clock"
    T("finance class ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    T("call frank ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:20 is ahead: 08:00 today")
    T("maddie on the ice ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 07:20 has passed: tomorrow 07:00")
    c = "rollover"
    T("pack maddie's skates ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("rink ⟦tuesday 7am⟧", at(wk(1, 2), 7), cat=c, unsure="tuesday 7am said Tuesday 07:20 has passed: next week 02-13")
    c = "deadline"
    T("both vans serviced ⟦before valentine's⟧", deadline_day(ymd(2063, 2, 13)), cat=c, conv="en-before-exclusive")
    T("case write-up due ⟦by sunday⟧", deadline_day(wd(7)), cat=c, conv="by-inclusive", unsure="sunday = 02-11")
    T("reconcile january ⟦early this month⟧", xun(2063, 2, 1), cat=c, conv="month-parts")
    c = "holiday"
    T("klein move ⟦presidents day⟧", P(hol("presidents")), cat=c, unsure="Presidents' Day 2063 = 02-19")
    T("dinner w/ jen ⟦valentine's 7pm⟧", at(ymd(2063, 2, 14), 19), cat=c)
    c = "duration"
    T("wake maddie ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    c = "range"
    T("boston long haul ⟦feb 22-23⟧", dr(ymd(2063, 2, 22), ymd(2063, 2, 23)), cat=c)
    c = "coordination"
    T("maddie ice ⟦wed⟧ and ⟦fri 6am⟧", at(wd(3), 6), at(wd(5), 6), cat=c, conv="distribute")
    c = "none"
    T("maddie landed 14 of 20 doubles today", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("gas ⟦last sunday⟧", P(wk(-1, 7)), cat=c, unsure="last sunday = 02-04")
    T("paid luis ⟦saturday⟧", P(wd(6)), cat=c, unsure="saturday said Tuesday, looking back = 02-03")
    c = "deadline"
    T("fuel for both vans ⟦last month⟧", month_range(2063, 1), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("iron the dress ⟦tonight at 9⟧", at(today(), 21), cat=c)
    T("maddie jump class ⟦next tue 8am to noon⟧", cr(wk(1, 2), 8, 0, 12, 0), cat=c)
    c = "clock"
    T("pick up the truck ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    T("group zoom ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 18:30 reads 19:00 tonight")
    T("ops review ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30 reads 20:00 tonight")
    c = "rollover"
    T("pay the rink ⟦thursday afternoon⟧", pod(wk(1, 4), "afternoon"), cat=c, conv="rollover-part",
      unsure="thursday afternoon said Thursday 18:30 is over: next week 06-07")
    T("send the report ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("pay the rink ⟦thursday 3pm⟧", at(wk(1, 4), 15), cat=c, unsure="thursday 3pm said Thursday 18:30 has passed: next week 06-07")
    c = "deadline"
    T("close out may's books ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the month ends today: today alone")
    T("renew the truck insurance ⟦before june 5⟧", deadline_day(ymd(2063, 6, 4)), cat=c, conv="en-before-exclusive")
    c = "holiday"
    T("fishing w/ dad ⟦father's day⟧", P(hol("fathers")), cat=c, unsure="Father's Day 2063 = 06-17")
    T("maddie exhibition ⟦juneteenth 10am⟧", at(hol("juneteenth"), 10), cat=c, unsure="Juneteenth = Tuesday 06-19")
    c = "range"
    T("exam week ⟦june 4-8⟧", dr(ymd(2063, 6, 4), ymd(2063, 6, 8)), cat=c)
    c = "arithmetic"
    T("level test ⟦the last sunday of june⟧", P(lastwd(2063, 6, 7)), cat=c)
    c = "duration"
    T("submit the assignment ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "numeric-date"
    T("regional qualifier ⟦6/9/2063⟧", P(ymd(2063, 6, 9)), cat=c, conv="en-month-first")
    c = "none"
    T("maddie's skates are a size 5, blades need replacing", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("tolls ⟦memorial day⟧", P(hol("memorial")), cat=c, unsure="Memorial Day 2063 = 05-28, looking back")
    T("mr. lee paid ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 05-25")
    c = "deadline"
    T("books and courses ⟦this quarter⟧", quarter(2063, 2), cat=c, conv="quarters")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("group report ⟦today 4-6pm⟧", cr(today(), 16, 0, 18, 0), cat=c)
    T("north end move ⟨fri⟩, trucks out ⟨6am⟩", at(wd(5), 6), cat=c, unsure="fri = 07-06; the day and the clock said apart")
    c = "clock"
    T("lunch w/ the client ⟦at noon⟧", at(today(), 12), cat=c, unsure="noon said 11:55 is five minutes ahead: today")
    T("get maddie ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:55 has passed: tomorrow 11:00")
    T("pay luis ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 11:55 reads 13:00 today")
    c = "rollover"
    T("wash the trucks ⟦wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="wednesday morning said Wednesday 11:55 is in progress (five minutes left): today")
    T("off-ice training ⟦wednesday 10am⟧", at(wk(1, 3), 10), cat=c, unsure="wednesday 10am said Wednesday 11:55 has passed: next week 07-11")
    c = "deadline"
    T("paper draft done ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="said Wednesday: today … 07-08")
    T("call the moving customer back ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("quotes out ⟦within 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("fireworks w/ maddie ⟦independence day 9pm⟧", at(today(), 21), cat=c, unsure="said on the Fourth: today 21:00")
    T("parks move ⟦labor day⟧", P(hol("labor")), cat=c, unsure="Labor Day 2063 = 09-03")
    c = "arithmetic"
    T("quarterly taxes ⟦the friday before labor day⟧", P(hol("labor") - td(days=3)), cat=c, unsure="= 08-31")
    c = "numeric-date"
    T("final paper due ⟦7/18⟧", P(ymd(2063, 7, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("moves ⟦the 9th⟧ and ⟦10th at 7am⟧", at(ymd(2063, 7, 9), 7), at(ymd(2063, 7, 10), 7), cat=c, conv="distribute")
    c = "range"
    T("lake placid competition ⟦july 20-22⟧", dr(ymd(2063, 7, 20), ymd(2063, 7, 22)), cat=c)
    c = "none"
    T("38 boxes and a 300 lb fridge today", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("rink fee ⟦last sunday⟧", P(wk(-1, 7)), cat=c, unsure="last sunday = 07-01")
    T("luis ⟦saturday⟧", P(wd(6)), cat=c, unsure="saturday said Wednesday, looking back = 06-30")
    c = "deadline"
    T("skating ⟦the first half of the year⟧", dr(ymd(2063, 1, 1), ymd(2063, 6, 30)), cat=c, conv="halves")
