"""Round 25 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a professional wedding planner (看场地 /
venue walk-throughs, 试菜 / tastings, vendor calls, rehearsal dinners, weekend weddings with set-up and tear-down, 档期 /
free weekends), a long-haul truck driver (装货 / 卸货 at warehouses in appointment windows, loads over several days and
cities, 年检 / inspection deadlines, rest days at home) and an accountant in tax season who runs a badminton club at
weekends (报税截止 / filing deadlines, "by the 17th", overtime nights, 订场 / court bookings, 季度末) use inside
requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, quarters, durations from now,
holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and
rows with no time (tons, miles, shuttlecock counts, string tension).

Reference times (new in this round):
  NA = 2045-04-14T16:45 Friday, three days before the US filing deadline (04-15 is a Saturday, so "by monday" / "by
       the 17th" = today … 04-17; the deadline itself is written as a date, never as a holiday): 周五下午 / "friday
       afternoon" in progress (today), 周五上午 / "friday morning" over (next week), 周五晚上 / "friday night" ahead;
       a bare 4 has passed (tomorrow 16:00), a bare 5 is ahead (17:00), a bare 8 reads 20:00; this weekend 04-15/16 still
       ahead, next week starts 04-17; 中旬 ends 04-20, 下旬 = 04-21 … 04-30, 月底 Sunday 04-30; 谷雨 Wednesday 04-19,
       五一 Monday 05-01, Mother's Day 05-14, Memorial Day 05-29; Easter was 04-09.
  NB = 2045-02-15T21:20 Wednesday, the evening before 除夕 (lunar-python: 2045-02-16 = 腊月三十, 春节 = 正月初一 =
       Friday 02-17; the brief's Thursday 02-16 is 除夕 itself, so the day before was taken): 明天 = 除夕, 大年初一 the
       day after, 初二 02-18 (雨水 the same day), 元宵 Friday 03-03; 今晚 / 周三晚上 in progress, 周三下午 / "wednesday
       afternoon" over (next week); a bare 9 has passed both ways and reads tomorrow 09:00, a bare 10 or 11 reads tonight
       (22:00, 23:00), a bare 8 tomorrow 08:00; 凌晨三点 / "3am" with no day = 02-16 03:00; this week ends Sunday 02-19,
       next week starts on Presidents' Day 02-20; Valentine's Day was yesterday; 月底 Tuesday 02-28 (not a leap year).
  NC = 2045-12-31T22:50 Sunday, the last evening of a year, a month and a week: 明天 / tomorrow = 元旦 2046 = 下周一 /
       "next monday"; 年底前 / 月底前 / 这周内 / "by the end of the year" / "this week" are today alone; 明年 / "next year"
       = 2046, 下个月 / "next month" = January 2046; 今晚 / 周日晚上 / "sunday night" in progress, 周日下午 / "sunday
       afternoon" over (next week, 2046-01-07); a bare 11 reads 23:00 tonight, a bare 8, 9 or 10 has passed both ways and
       reads tomorrow morning, a bare 3 tomorrow 15:00; 凌晨两点 / "2am" with no day = 2046-01-01 02:00; 小寒 01-05, 腊八
       01-14, MLK Day 01-15, 大寒 01-20, 春节 2046 = 02-06.
The Chinese festival and solar-term dates of 2045/2046 were taken from lunar-python (除夕 2045-02-16, 春节 02-17,
雨水 02-18, 元宵 03-03, 谷雨 04-19, 腊八 2046-01-14); Western holidays by the rules in lib.
"""
from lib import *

NA = "2045-04-14T16:45:00"  # Friday 16:45, tax week: bare 4 → tomorrow 16:00, bare 5 → 17:00, bare 8 → 20:00
NB = "2045-02-15T21:20:00"  # Wednesday 21:20, eve of 除夕: bare 9 → tomorrow 09:00, bare 10/11 → tonight
NC = "2045-12-31T22:50:00"  # Sunday 22:50, year/month/week end: bare 11 → 23:00, bare 8/9/10 → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUXI = ymd(2045, 2, 16)
CHUNJIE = ymd(2045, 2, 17)
NY46 = ymd(2046, 1, 1)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧去酒店看场地", at(rel(1), 14), cat=c)
    T("⟦下周六上午十点到晚上九点⟧ 张先生婚礼 含布置撤场", cr(wk(1, 6), 10, 0, 21, 0), cat=c)
    T("⟨礼拜三⟩陪新人试菜 ⟨中午十二点到两点⟩", cr(wd(3), 12, 0, 14, 0), cat=c)
    T("⟦4月20号早上六点⟧嘉兴仓库装货", at(ymd(2045, 4, 20), 6), cat=c)
    c = "clock"
    T("⟦四点⟧跟客户对一下报表", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    T("⟦五点⟧去球馆订场", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    T("⟦八点⟧跟花艺师通电话", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 tonight")
    c = "rollover"
    T("⟦周五晚上⟧加班报税", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周五晚上 said Friday 16:45 is ahead: today")
    T("⟦周五上午⟧去看新场地", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 16:45 is over: next Friday")
    c = "deadline"
    T("⟦17号前⟧把客户的税全报完", deadline_day(ymd(2045, 4, 17)), cat=c, conv="zh-qian-inclusive")
    T("⟦月底前⟧把这批货卸完", deadline_day(ymd(2045, 4, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把婚礼尾款收齐", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Friday: today … Sunday 04-16")
    T("⟦下旬⟧的档期全满了", xun(2045, 4, 3), cat=c, conv="month-parts")
    T("⟦五一前⟧把货车年检做了", deadline_day(ymd(2045, 5, 1)), cat=c, conv="zh-qian-inclusive")
    c = "holiday"
    T("⟦谷雨⟧那天有场婚礼", P(ymd(2045, 4, 19)), cat=c, unsure="谷雨 2045 = 04-19 (lunar-python)")
    T("⟦母亲节中午⟧帮客户试菜", at(holiday_in("mothers", 2045), 12), cat=c)
    c = "duration"
    T("⟦两个半小时后⟧到苏州仓库", after(td(minutes=150)), cat=c)
    c = "range"
    T("⟦4月24号到27号⟧跑一趟成都", dr(ymd(2045, 4, 24), ymd(2045, 4, 27)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧有场婚礼", P(nth(2045, 5, 1, 6)), cat=c)
    c = "numeric-date"
    T("⟦4.28⟧ 货车年检", P(ymd(2045, 4, 28)), cat=c)
    c = "traditional"
    T("⟦下週六早上七點⟧進場布置", at(wk(1, 6), 7), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧都有婚礼", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("羽毛球买了3桶 每桶12个", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦今天上午⟧到账的新人定金", pod(today(), "上午"), cat=c)
    T("⟦周三⟧加的柴油", P(wd(3)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧到家吃年夜饭", at(rel(1), 15), cat=c)
    T("⟦下周一上午九点到十一点⟧去酒店看宴会厅", cr(wk(1, 1), 9, 0, 11, 0), cat=c)
    T("⟨礼拜六⟩装货 ⟨早上五点⟩到仓库", at(wd(6), 5), cat=c)
    T("⟦2月22号晚上七点⟧彩排晚宴", at(ymd(2045, 2, 22), 19), cat=c)
    c = "clock"
    T("⟦九点⟧打给婚庆供应商", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:20 has passed both ways: tomorrow 09:00")
    T("⟦十点⟧跟车队对一下路线", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:20 reads 22:00 tonight")
    T("⟦凌晨三点⟧出发去武汉", at(rel(1), 3), cat=c, unsure="凌晨 + hour with no day: the coming night, 02-16")
    c = "rollover"
    T("⟦周三晚上⟧把账对完", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周三晚上 said Wednesday 21:20 is in progress: today")
    T("⟦周三下午⟧俱乐部训练", pod(wk(1, 3), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 21:20 is over: next Wednesday")
    c = "deadline"
    T("⟦除夕前⟧把这车货卸了", deadline_day(CHUXI), cat=c, conv="zh-qian-inclusive", unsure="除夕 2045 = 02-16 (lunar-python): today and tomorrow")
    T("⟦月底前⟧交年检材料", deadline_day(ymd(2045, 2, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦元宵节之前⟧把客户的账做完", deadline_day(ymd(2045, 3, 3)), cat=c, conv="zh-qian-inclusive", unsure="元宵 2045 = 03-03 (lunar-python)")
    T("⟦下旬⟧跑两趟广州", xun(2045, 2, 3), cat=c, conv="month-parts")
    c = "holiday"
    T("⟦大年初一⟧在家歇着", P(CHUNJIE), cat=c, unsure="春节 2045 = 02-17 (lunar-python)")
    T("⟦除夕夜⟧不出车", pod(CHUXI, "晚上"), cat=c, unsure="除夕夜 = that evening (flagged in CONVENTIONS); 除夕 2045 = 02-16")
    c = "duration"
    T("⟦一个半小时后⟧到服务区", after(td(minutes=90)), cat=c)
    c = "range"
    T("⟦初二到初四⟧回老家", dr(ymd(2045, 2, 18), ymd(2045, 2, 20)), cat=c, unsure="初二 … 初四 of 2045 = 02-18 … 02-20 (lunar-python)")
    c = "arithmetic"
    T("⟦元宵节后一天⟧去看场地", P(ymd(2045, 3, 4)), cat=c)
    c = "numeric-date"
    T("⟦2.25⟧ 客户婚礼", P(ymd(2045, 2, 25)), cat=c)
    c = "traditional"
    T("⟦後天上午十點⟧去球館", at(rel(2), 10), cat=c, unsure="後天 = 02-17, 春节")
    c = "coordination"
    T("⟦下周一⟧和⟦周三⟧都要出车", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "none"
    T("这趟拉了32吨 跑了1480公里", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧交的过路费", P(rel(-1)), cat=c)
    T("⟦情人节⟧收的婚礼定金", P(ymd(2045, 2, 14)), cat=c)
    T("⟦周一⟧买的羽毛球", P(wd(1)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧去看场地", at(NY46, 10), cat=c, unsure="明天 = 元旦 2046")
    T("⟦下周六下午两点到晚上十点⟧刘小姐婚礼", cr(wk(1, 6), 14, 0, 22, 0), cat=c)
    T("⟨礼拜二⟩南京仓库卸货 ⟨早上八点到十点⟩", cr(wd(2), 8, 0, 10, 0), cat=c)
    T("⟦1月4号晚上七点⟧俱乐部打球", at(ymd(2046, 1, 4), 19), cat=c)
    c = "clock"
    T("⟦十一点⟧把今年的账存个档", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:50 reads 23:00 tonight")
    T("⟦八点⟧出车", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:50 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧到高速服务区", at(rel(1), 2), cat=c, unsure="凌晨 + hour with no day: the coming night, 2046-01-01")
    c = "rollover"
    T("⟦周日晚上⟧把年终账对完", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 22:50 is in progress: today")
    T("⟦周日下午⟧俱乐部活动", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 22:50 is over: next Sunday 2046-01-07")
    c = "deadline"
    T("⟦年底前⟧把这单卸了", deadline_day(today()), cat=c, unsure="the year ends today: today alone")
    T("⟦下个月15号前⟧报税", deadline_day(ymd(2046, 1, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把定金收了", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦下个月上旬⟧跑新疆", xun(2046, 1, 1), cat=c, conv="month-parts")
    T("⟦明年一季度⟧的婚礼档期", quarter(2046, 1), cat=c, conv="quarters")
    c = "holiday"
    T("⟦腊八⟧那天有场婚礼", P(ymd(2046, 1, 14)), cat=c, unsure="腊八 = 2046-01-14 (lunar-python)")
    T("⟦元旦⟧歇一天", P(NY46), cat=c)
    c = "duration"
    T("⟦半小时后⟧叫我发新年祝福", after(td(minutes=30)), cat=c)
    c = "range"
    T("⟦1月5号到8号⟧跑一趟西安", dr(ymd(2046, 1, 5), ymd(2046, 1, 8)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧事务所年会", P(lastwd(2046, 1, 5)), cat=c)
    c = "numeric-date"
    T("⟦2046.1.10⟧ 货车年检", P(ymd(2046, 1, 10)), cat=c)
    c = "traditional"
    T("⟦下週三晚上八點⟧訂場打球", at(wk(1, 3), 20), cat=c)
    c = "coordination"
    T("⟦1月2号⟧、⟦3号⟧都约了客户", P(ymd(2046, 1, 2)), P(ymd(2046, 1, 3)), cat=c, conv="distribute")
    c = "none"
    T("球拍拉线26磅 一次穿两支", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧收的场地费", P(rel(-1)), cat=c)
    T("⟦周五⟧的过路费", P(wd(5)), cat=c)
    T("⟦这个月⟧的油钱", month_range(2045, 12), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("venue walk-through ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c)
    T("reyes wedding ⟦next sat 10am-9pm⟧ incl setup and teardown", cr(wk(1, 6), 10, 0, 21, 0), cat=c)
    T("⟨wed⟩ tasting w/ the chens ⟨noon to 2⟩", cr(wd(3), 12, 0, 14, 0), cat=c)
    T("pickup at the reno warehouse ⟦4/20 6am⟧", at(ymd(2045, 4, 20), 6), cat=c, conv="en-month-first")
    c = "clock"
    T("call the client back ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    T("court booked ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    T("florist call ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 tonight")
    c = "rollover"
    T("overtime on returns ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="friday night said Friday 16:45 is ahead: today")
    T("walk-through ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part",
      unsure="friday morning said Friday 16:45 is over: next Friday")
    c = "deadline"
    T("all client returns filed ⟦by monday⟧", deadline_day(wd(1)), cat=c, conv="by-inclusive")
    T("extension forms in ⟦before the 17th⟧", deadline_day(ymd(2045, 4, 16)), cat=c, conv="en-before-exclusive")
    T("reyes balance ⟦by the end of the month⟧", deadline_day(ymd(2045, 4, 30)), cat=c)
    T("truck inspection ⟦before may 1⟧", deadline_day(ymd(2045, 4, 30)), cat=c, conv="en-before-exclusive")
    T("booked solid ⟦late april⟧", xun(2045, 4, 3), cat=c, conv="month-parts")
    c = "holiday"
    T("tasting ⟦mother's day at noon⟧", at(holiday_in("mothers", 2045), 12), cat=c)
    T("home for ⟦memorial day⟧", P(holiday_in("memorial", 2045)), cat=c)
    c = "duration"
    T("at the denver dock ⟦in 2 and a half hours⟧", after(td(minutes=150)), cat=c)
    c = "range"
    T("run to chicago ⟦april 24-27⟧", dr(ymd(2045, 4, 24), ymd(2045, 4, 27)), cat=c)
    c = "arithmetic"
    T("wedding ⟦the first saturday of may⟧", P(nth(2045, 5, 1, 6)), cat=c)
    c = "numeric-date"
    T("truck inspection ⟦4/28⟧", P(ymd(2045, 4, 28)), cat=c, conv="en-month-first")
    c = "coordination"
    T("weddings ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("3 tubes of shuttlecocks, 12 per tube", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("deposit came in ⟦this morning⟧", pod(today(), "morning"), cat=c)
    T("diesel i got ⟦wednesday⟧", P(wd(3)), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("⟦tmrw 6pm⟧ reunion dinner at mom's", at(rel(1), 18), cat=c)
    T("venue walk-through ⟦next mon 9-11am⟧", cr(wk(1, 1), 9, 0, 11, 0), cat=c)
    T("⟨sat⟩ loading at the fontana DC ⟨5am⟩", at(wd(6), 5), cat=c)
    T("rehearsal dinner ⟦feb 22 at 7pm⟧", at(ymd(2045, 2, 22), 19), cat=c)
    c = "clock"
    T("call the caterer ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:20 has passed both ways: tomorrow 09:00")
    T("route check w/ dispatch ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:20 reads 22:00 tonight")
    T("leave for memphis ⟦3am⟧", at(rel(1), 3), cat=c, unsure="3am with no day: the coming night, 02-16")
    c = "rollover"
    T("reconcile the books ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="wednesday night said Wednesday 21:20 is in progress: today")
    T("club practice ⟦wednesday afternoon⟧", pod(wk(1, 3), "afternoon"), cat=c, conv="rollover-part",
      unsure="wednesday afternoon said Wednesday 21:20 is over: next Wednesday")
    c = "deadline"
    T("everything unloaded ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
    T("inspection paperwork ⟦by the end of the month⟧", deadline_day(ymd(2045, 2, 28)), cat=c)
    T("client files done ⟦before presidents' day⟧", deadline_day(ymd(2045, 2, 19)), cat=c, conv="en-before-exclusive")
    T("two runs to atlanta ⟦late feb⟧", xun(2045, 2, 3), cat=c, conv="month-parts")
    c = "holiday"
    T("off ⟦presidents' day⟧", P(holiday_in("presidents", 2045)), cat=c)
    T("green-themed wedding ⟦st. patrick's day⟧", P(ymd(2045, 3, 17)), cat=c)
    c = "duration"
    T("at the rest stop ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "range"
    T("home ⟦feb 18-20⟧", dr(ymd(2045, 2, 18), ymd(2045, 2, 20)), cat=c)
    c = "arithmetic"
    T("wedding ⟦the last saturday of march⟧", P(lastwd(2045, 3, 6)), cat=c)
    c = "numeric-date"
    T("the parks' wedding ⟦2/25⟧", P(ymd(2045, 2, 25)), cat=c, conv="en-month-first")
    c = "coordination"
    T("on the road ⟦next mon⟧ and ⟦wed⟧", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "none"
    T("hauled 32 tons, 920 miles this run", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("tolls ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("deposit i got ⟦valentine's day⟧", P(ymd(2045, 2, 14)), cat=c)
    T("shuttlecocks bought ⟦monday⟧", P(wd(1)), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("venue walk-through ⟦tmrw 10am⟧", at(NY46, 10), cat=c, unsure="tmrw = New Year's Day 2046")
    T("garcia wedding ⟦next sat 2-10pm⟧", cr(wk(1, 6), 14, 0, 22, 0), cat=c)
    T("⟨tue⟩ drop-off at the newark warehouse ⟨8-10am⟩", cr(wd(2), 8, 0, 10, 0), cat=c)
    T("badminton ⟦jan 4 at 7pm⟧", at(ymd(2046, 1, 4), 19), cat=c)
    c = "clock"
    T("archive this year's books ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:50 reads 23:00 tonight")
    T("roll out ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:50 has passed both ways: tomorrow 08:00")
    T("fuel stop ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day: the coming night, 2046-01-01")
    c = "rollover"
    T("go over the ledger ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="sunday night said Sunday 22:50 is in progress: today")
    T("club session ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part",
      unsure="sunday afternoon said Sunday 22:50 is over: next Sunday 2046-01-07")
    c = "deadline"
    T("this load delivered ⟦by the end of the year⟧", deadline_day(today()), cat=c, unsure="the year ends today: today alone")
    T("estimated taxes ⟦by jan 15⟧", deadline_day(ymd(2046, 1, 15)), cat=c, conv="by-inclusive")
    T("collect the deposit ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("runs out west ⟦early january⟧", xun(2046, 1, 1), cat=c, conv="month-parts")
    T("wedding bookings for ⟦Q1 next year⟧", quarter(2046, 1), cat=c, conv="quarters")
    c = "holiday"
    T("off ⟦new year's day⟧", P(NY46), cat=c)
    T("client mtg ⟦mlk day⟧", P(holiday_in("mlk", 2046)), cat=c)
    c = "duration"
    T("remind me to text the club ⟦in 30 min⟧", after(td(minutes=30)), cat=c)
    c = "range"
    T("run to denver ⟦jan 5-8⟧", dr(ymd(2046, 1, 5), ymd(2046, 1, 8)), cat=c)
    c = "arithmetic"
    T("club tournament ⟦the last friday of january⟧", P(lastwd(2046, 1, 5)), cat=c)
    c = "numeric-date"
    T("truck inspection ⟦1/10/2046⟧", P(ymd(2046, 1, 10)), cat=c, conv="en-month-first")
    c = "coordination"
    T("clients ⟦jan 2⟧ and ⟦3⟧", P(ymd(2046, 1, 2)), P(ymd(2046, 1, 3)), cat=c, conv="distribute")
    c = "none"
    T("restring at 26 lbs, two rackets", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("venue fee came in ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("tolls ⟦friday⟧", P(wd(5)), cat=c)
    T("fuel ⟦this month⟧", month_range(2045, 12), cat=c)
    T("what i made ⟦last week⟧", week_range(-1), cat=c)
