"""Round 39 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a hotel receptionist on rotating shifts
who studies for a professional exam at night (shifts at set clocks that cross midnight, the exam date, a study group,
the course fee and the exam registration, overtime pay, a shift swap moved), a woman whose father goes to dialysis three
times a week (hospital trips as single dates, taxi fares, medicine, her father's pension collected, the weather before
taking him out, a clinic visit cancelled) and a second-hand bookseller with a weekend market stall and an online shop
(stall days, book-buying trips over two days, sales taken, postage and platform fees, a book fair postponed) use inside
requests: a day and a clock together or apart, clock ranges (a night shift across midnight), deadlines, parts of months,
durations from now, holidays (Chinese lunar, solar terms, Western by rule, shopping days), parts of the day in
progress, over or ahead, coordination, and rows with no time (rep counts, order numbers, book sizes, parcel weights).

Reference times (new in this round):
  NA = 2053-08-29T17:45 Friday late afternoon (lunar 七月十六): a bare 5 has just passed (tomorrow 17:00), a bare 6 is
       ahead (18:00 today), a bare 8 reads 20:00 tonight; 下午 / "friday afternoon" and 傍晚 in progress (today), 周五上午 /
       "friday morning" over (next week 09-05), 周五晚上 / "friday night" ahead (today); this weekend = tomorrow and Sunday
       08-30/31, 月底 / "the end of the month" Sunday 08-31 (月底前 = today … 08-31), next week 09-01 … 09-07 opens on US
       Labor Day (Monday 09-01, the first Monday of September; "before labor day" = today … 08-31); 下旬 = 08-21 … 08-31;
       白露 Sunday 09-07 (lunar-python), 教师节 Wednesday 09-10, 秋分 09-22, 中秋 Friday 09-26 (lunar-python), 国庆
       Wednesday 10-01; looking back: 七夕 Wednesday 08-20 and 中元 Thursday 08-28 (yesterday; lunar-python), 处暑 08-22,
       July = "last month".
  NB = 2053-11-27T08:20 Thursday, US Thanksgiving morning (the fourth Thursday of November, checked; lunar 十月十八):
       Black Friday tomorrow (11-28), this weekend 11-29/30, 月底 Sunday 11-30, 下个月 / "next month" December starts
       Monday 12-01 (Cyber Monday; "before cyber monday" = today … 11-30); 早上 / "morning" in progress (周四早上 /
       "thursday morning" today); a bare 8 has just passed and, before noon, reads tomorrow 08:00, a bare 8:30 or 9 is
       ahead today, a bare 7 reads 19:00; 早上七点 / "7am" with no day has passed (tomorrow 07:00); 大雪 Sunday 12-07, 双十二
       Friday 12-12, 冬至 Sunday 12-21, Christmas a Thursday; looking back: 小雪 11-22, 双十一 11-11, 立冬 11-07, October =
       "last month"; 本季度 Q4.
  NC = 2054-01-31T22:30 Saturday late night, 腊月廿三 = 小年 (northern date, lunar-python): 月底 is today (月底前 =
       today alone), 下个月 / "next month" February starts tomorrow; 这周内 / "this week" = today and Sunday 02-01 (weeks
       run Monday–Sunday), this weekend today and tomorrow, next week 02-02 … 02-08; 今晚 / 周六晚上 / "saturday night" in
       progress and nearly over, 周六下午 / "saturday afternoon" over (next week 02-07); a bare 11 reads 23:00 tonight, a
       bare 10:45 22:45 tonight, a bare 10 or 8 has passed both ways (tomorrow 10:00 / 08:00); 凌晨两点 / "2am" with no
       day = 02-01 02:00, 今晚十二点 / "midnight" = 02-01 00:00; 立春 Tuesday 02-03, 除夕 Saturday 02-07, 春节 Sunday 02-08
       (lunar-python; 春节前 = today … 02-08, 年前 = by 除夕), Valentine's a Saturday, Presidents' Day 02-16, 元宵 Sunday
       02-22; looking back: 腊八 01-16, MLK Day 01-19, 大寒 01-20, January = "this month", December 2053 = "last month".
The Chinese festival and solar-term dates were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2053-08-29T17:45:00"  # Friday 17:45: bare 5 → tomorrow 17:00, bare 6 → 18:00, bare 8 → 20:00
NB = "2053-11-27T08:20:00"  # Thursday 08:20, Thanksgiving: bare 8 → tomorrow 08:00, bare 9 → 09:00, bare 7 → 19:00
NC = "2054-01-31T22:30:00"  # Saturday 22:30, 小年: bare 11 → 23:00, bare 10 → tomorrow 10:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
QIXI53 = ymd(2053, 8, 20)
ZHONGYUAN53 = ymd(2053, 8, 28)
BAILU53 = ymd(2053, 9, 7)
ZHONGQIU53 = ymd(2053, 9, 26)
DAXUE53 = ymd(2053, 12, 7)
XIAOXUE53 = ymd(2053, 11, 22)
LICHUN54 = ymd(2054, 2, 3)
CHUXI54 = ymd(2054, 2, 7)
CHUNJIE54 = ymd(2054, 2, 8)
YUANXIAO54 = ymd(2054, 2, 22)
LABA54 = ymd(2054, 1, 16)
LABOR53 = ymd(2053, 9, 1)
THANKS53 = ymd(2053, 11, 27)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧ 旧书市场出摊", at(rel(1), 14), cat=c)
    T("⟨礼拜一⟩ 陪我爸透析 ⟨早上七点半⟩出门", at(wd(1), 7, 30), cat=c, unsure="礼拜一 said Friday = 09-01")
    T("⟦9月3号晚上十点到早上六点⟧ 夜班", cr(ymd(2053, 9, 3), 22, 0, 6, 0), cat=c, unsure="a night shift: the end rolls to 09-04 06:00")
    T("⟦下周三晚上七点到九点⟧ 学习小组", cr(wk(1, 3), 19, 0, 21, 0), cat=c)
    c = "clock"
    T("⟦五点⟧去快递站寄书", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:45 has just passed: tomorrow 17:00")
    T("⟦六点⟧ 接我爸回家", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("⟦八点⟧开始刷题", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:45: the pm reading 20:00 is ahead")
    c = "rollover"
    T("⟦周五下午⟧把网店订单打包", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 17:45 is in progress: today")
    T("⟦周五上午⟧去前台交班表", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 17:45 is over: next week 09-05")
    T("⟦这周末⟧两天都出摊", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧把考试报名费交了", deadline_day(ymd(2053, 8, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦教师节前⟧ 把教辅旧书上架", deadline_day(ymd(2053, 9, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦晚上九点前⟧把今天的单发掉", deadline_clock(dt(today(), 21)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周六⟧ 旧书市集", P(nth(2053, 9, 2, 6)), cat=c)
    c = "holiday"
    T("⟦白露⟧那天 去郊区收书", P(BAILU53), cat=c, unsure="白露 2053 = 09-07 (lunar-python)")
    T("⟦中秋⟧ 酒店排了我上班", P(ZHONGQIU53), cat=c, unsure="中秋 2053 = 09-26 (lunar-python)")
    c = "duration"
    T("⟦半个钟头后⟧叫我吃饭", after(td(minutes=30)), cat=c)
    c = "range"
    T("⟦9月5号到6号⟧ 去苏州收书 两天", dr(ymd(2053, 9, 5), ymd(2053, 9, 6)), cat=c)
    c = "numeric-date"
    T("⟦9.20⟧ 考试", P(ymd(2053, 9, 20)), cat=c)
    c = "traditional"
    T("⟦禮拜三下午三點⟧ 陪爸爸透析", at(wd(3), 15), cat=c)
    c = "coordination"
    T("⟦周一⟧⟦周三⟧⟦周五⟧都要去透析", P(wd(1)), P(wd(3)), P(wd(5)), cat=c,
      unsure="周五 said Friday 17:45 with no clock: today (the bare weekday includes today)")
    c = "none"
    T("一箱书三十二公斤 两箱", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦中元⟧那天收的书款", P(ZHONGYUAN53), cat=c, unsure="中元 2053 = 08-28 (lunar-python): yesterday")
    T("⟦七月份⟧的加班费", month_range(2053, 7), cat=c)
    c = "deadline"
    T("⟦这个月⟧给我爸买药花了多少", month_range(2053, 8), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上九点⟧ 陪爸爸去医院", at(rel(1), 9), cat=c)
    T("⟨周六⟩出摊 ⟨上午八点半⟩到", at(wd(6), 8, 30), cat=c)
    T("⟦12月6号上午九点⟧ 资格考试", at(ymd(2053, 12, 6), 9), cat=c)
    T("⟦今晚十一点到明早七点⟧ 大夜班", cr(today(), 23, 0, 7, 0), cat=c, unsure="a night shift: the end is 11-28 07:00")
    c = "clock"
    T("⟦八点⟧交接班", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:20 has passed and, before noon, reads tomorrow 08:00")
    T("⟦八点半⟧叫车去透析", P(bare_clock(8, 30)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧去批发市场淘书", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 08:20 has passed: tomorrow 07:00")
    c = "rollover"
    T("⟦周四早上⟧给爸爸量血压", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周四早上 said Thursday 08:20 is in progress: today")
    T("⟦这周末⟧去书展", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦下个月初⟧把课程尾款交了", xun(2053, 12, 1), cat=c, conv="month-parts")
    T("⟦双十二前⟧把网店库存理一遍", deadline_day(ymd(2053, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦两小时内⟧把排班表发群里", deadline_clock(dt(today(), 10, 20)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周日⟧ 书友会", P(lastwd(2053, 12, 7)), cat=c)
    c = "holiday"
    T("⟦大雪⟧那天 夜班", P(DAXUE53), cat=c, unsure="大雪 2053 = 12-07 (lunar-python)")
    T("⟦圣诞⟧ 前台要布置", P(ymd(2053, 12, 25)), cat=c)
    c = "duration"
    T("⟦三天后⟧ 考前模拟", P(rel(3)), cat=c)
    c = "range"
    T("⟦12月13号到14号⟧ 去杭州收旧书", dr(ymd(2053, 12, 13), ymd(2053, 12, 14)), cat=c)
    c = "numeric-date"
    T("⟦2053-12-20⟧ 复诊", P(ymd(2053, 12, 20)), cat=c)
    c = "traditional"
    T("⟦週六上午十點⟧ 擺攤", at(wd(6), 10), cat=c)
    c = "coordination"
    T("⟦12月1号⟧、⟦3号⟧、⟦5号⟧透析", P(ymd(2053, 12, 1)), P(ymd(2053, 12, 3)), P(ymd(2053, 12, 5)), cat=c, conv="distribute")
    c = "none"
    T("深蹲三组 每组十五个", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦双十一⟧网店卖的钱", P(ymd(2053, 11, 11)), cat=c)
    T("⟦上周一⟧打车去医院", P(wk(-1, 1)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 加班费一共多少", month_range(2053, 10), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧ 书友会", at(rel(1), 15), cat=c)
    T("⟨下周一⟩复诊 ⟨上午十点⟩", at(wk(1, 1), 10), cat=c)
    T("⟦2月5号晚上十点到第二天早上六点⟧ 夜班", cr(ymd(2054, 2, 5), 22, 0, 6, 0, d2=ymd(2054, 2, 6)), cat=c)
    c = "clock"
    T("⟦十一点⟧ 把明天要寄的书打包好", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:30 reads 23:00 tonight")
    T("⟦十点⟧陪爸爸透析", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:30 has passed both ways: tomorrow 10:00")
    T("⟦凌晨两点⟧ 起来给爸爸翻身", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 02-01 02:00")
    c = "rollover"
    T("⟦周六下午⟧ 出摊", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 22:30 is over: next week 02-07")
    T("⟦今晚⟧再背一章", pod(today(), "今晚"), cat=c)
    c = "deadline"
    T("⟦这周内⟧ 把报名表交了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today … Sunday 02-01")
    T("⟦年前⟧ 把网店的单全发完", deadline_day(CHUXI54), cat=c, unsure="年前 = by 除夕 02-07 (lunar-python)")
    T("⟦今晚十二点前⟧ 上传课程作业", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 02-01 00:00")
    T("⟦下个月中旬⟧ 考试", xun(2054, 2, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦春节前三天⟧ 最后一次出摊", P(CHUNJIE54 - td(days=3)), cat=c, unsure="春节 2054 = 02-08 (lunar-python)")
    c = "holiday"
    T("⟦除夕⟧ 酒店值班", P(CHUXI54), cat=c, unsure="除夕 2054 = 02-07 (lunar-python)")
    T("⟦立春⟧ 透析", P(LICHUN54), cat=c, unsure="立春 2054 = 02-03 (lunar-python)")
    T("⟦元宵⟧ 夜市摆摊", P(YUANXIAO54), cat=c, unsure="元宵 2054 = 02-22 (lunar-python)")
    c = "duration"
    T("⟦一刻钟后⟧提醒我关灯睡觉", after(td(minutes=15)), cat=c)
    T("⟦两周后⟧ 出成绩", P(rel(14)), cat=c)
    c = "range"
    T("⟦2月3号到4号⟧ 跑两天收书", dr(ymd(2054, 2, 3), ymd(2054, 2, 4)), cat=c)
    c = "numeric-date"
    T("⟦20540210⟧ 复查", P(ymd(2054, 2, 10)), cat=c, conv="eight-digit-date")
    c = "traditional"
    T("⟦明晚八點⟧ 讀書會", at(rel(1), 20), cat=c)
    c = "coordination"
    T("⟦下周一⟧和⟦下周三⟧都是夜班", P(wk(1, 1)), P(wk(1, 3)), cat=c)
    c = "none"
    T("32开的旧书 一百二十本", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦腊八⟧那天的出租车钱", P(LABA54), cat=c, unsure="腊八 2054 = 01-16 (lunar-python)")
    T("⟦周四⟧ 领的退休金", P(wd(4)), cat=c, unsure="周四 said Saturday, looking back: 01-29")
    c = "deadline"
    T("⟦过去七天⟧ 邮费多少", pastdays(7), cat=c)
    T("⟦一月上旬⟧卖书的钱", xun(2054, 1, 1), cat=c, conv="month-parts")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("market stall ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c)
    T("⟨mon⟩ dad's dialysis, leave ⟨7:30am⟩", at(wd(1), 7, 30), cat=c, unsure="mon said Friday = 09-01")
    T("night shift ⟦sept 3 10pm to 6am⟧", cr(ymd(2053, 9, 3), 22, 0, 6, 0), cat=c, unsure="a night shift: the end rolls to 09-04 06:00")
    T("study group ⟦next wed 7-9pm⟧", cr(wk(1, 3), 19, 0, 21, 0), cat=c)
    c = "clock"
    T("drop parcels at the post office ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:45 has just passed: tomorrow 17:00")
    T("pick dad up ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("practice questions ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:45: the pm reading 20:00 is ahead")
    c = "rollover"
    T("pack the online orders ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="friday afternoon said Friday 17:45 is in progress: today")
    T("hand in the rota ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 17:45 is over: next week 09-05")
    T("stall both days ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("exam registration paid ⟦by the end of the month⟧", deadline_day(ymd(2053, 8, 31)), cat=c, conv="by-inclusive")
    T("relist the textbooks ⟦before labor day⟧", deadline_day(LABOR53 - td(days=1)), cat=c, conv="en-before-exclusive")
    T("ship today's orders ⟦by 9pm⟧", deadline_clock(dt(today(), 21)), cat=c)
    c = "arithmetic"
    T("book fair ⟦the second saturday of september⟧", P(nth(2053, 9, 2, 6)), cat=c)
    c = "holiday"
    T("stall ⟦labor day⟧", P(LABOR53), cat=c)
    T("front desk shift ⟦columbus day⟧", P(holiday_in("columbus", 2053)), cat=c)
    c = "duration"
    T("remind me to eat ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    c = "range"
    T("book run upstate ⟦sept 5-6⟧", dr(ymd(2053, 9, 5), ymd(2053, 9, 6)), cat=c)
    c = "numeric-date"
    T("exam ⟦9/20⟧", P(ymd(2053, 9, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("dialysis ⟦mon⟧, ⟦wed⟧ and ⟦fri⟧", P(wd(1)), P(wd(3)), P(wd(5)), cat=c,
      unsure="fri said Friday 17:45 with no clock: today (the bare weekday includes today)")
    c = "none"
    T("two boxes of books, 70 lbs each", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("book sales ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("overtime ⟦in july⟧", month_range(2053, 7), cat=c)
    c = "deadline"
    T("dad's meds ⟦this month⟧", month_range(2053, 8), cat=c)
    T("postage ⟦late august⟧", xun(2053, 8, 3), cat=c, conv="month-parts", unsure="looking back: 08-21 … 08-31, partly ahead")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("dad to the hospital ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("⟨sat⟩ set up the stall, be there ⟨8:30am⟩", at(wd(6), 8, 30), cat=c)
    T("certification exam ⟦dec 6 at 9am⟧", at(ymd(2053, 12, 6), 9), cat=c)
    T("graveyard shift ⟦tonight 11pm to 7am⟧", cr(today(), 23, 0, 7, 0), cat=c, unsure="a night shift: the end is 11-28 07:00")
    c = "clock"
    T("shift handover ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:20 has passed and, before noon, reads tomorrow 08:00")
    T("cab to dialysis ⟦at 8:30⟧", P(bare_clock(8, 30)), cat=c, conv="bare-hour")
    T("estate sale run ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 08:20 has passed: tomorrow 07:00")
    c = "rollover"
    T("check dad's blood pressure ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 08:20 is in progress: today")
    T("book fair ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("course balance due ⟦early december⟧", xun(2053, 12, 1), cat=c, conv="month-parts")
    T("inventory the shop ⟦before cyber monday⟧", deadline_day(ymd(2053, 11, 30)), cat=c, conv="en-before-exclusive")
    T("post the rota ⟦within 2 hours⟧", deadline_clock(dt(today(), 10, 20)), cat=c)
    c = "arithmetic"
    T("book club ⟦the last sunday of december⟧", P(lastwd(2053, 12, 7)), cat=c)
    c = "holiday"
    T("stall ⟦black friday⟧", P(ymd(2053, 11, 28)), cat=c)
    T("front desk ⟦christmas eve⟧", P(ymd(2053, 12, 24)), cat=c)
    T("turkey w/ dad ⟦thanksgiving⟧", P(today()), cat=c, unsure="thanksgiving (the fourth Thursday) is today; a holiday today counts")
    c = "duration"
    T("mock exam ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("book buying trip ⟦dec 13-14⟧", dr(ymd(2053, 12, 13), ymd(2053, 12, 14)), cat=c)
    c = "numeric-date"
    T("follow-up ⟦12/20/2053⟧", P(ymd(2053, 12, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("dialysis ⟦dec 1⟧, ⟦3⟧ and ⟦5⟧", P(ymd(2053, 12, 1)), P(ymd(2053, 12, 3)), P(ymd(2053, 12, 5)), cat=c, conv="distribute")
    c = "none"
    T("3 sets of 15 squats", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("shop sales ⟦singles' day⟧", P(ymd(2053, 11, 11)), cat=c)
    T("cab to the hospital ⟦last monday⟧", P(wk(-1, 1)), cat=c)
    c = "deadline"
    T("front desk overtime ⟦last month⟧", month_range(2053, 10), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("book club ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("⟨next mon⟩ clinic follow-up ⟨10am⟩", at(wk(1, 1), 10), cat=c)
    T("night shift ⟦feb 5 10pm to 6am⟧", cr(ymd(2054, 2, 5), 22, 0, 6, 0), cat=c, unsure="a night shift: the end rolls to 02-06 06:00")
    c = "clock"
    T("pack tmrw's parcels ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:30 reads 23:00 tonight")
    T("dad's dialysis ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:30 has passed both ways: tomorrow 10:00")
    T("turn dad over ⟦at 2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 02-01 02:00")
    c = "rollover"
    T("stall ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 22:30 is over: next week 02-07")
    T("one more chapter ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("registration form ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today … Sunday 02-01")
    T("upload the coursework ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    T("exam ⟦mid-february⟧", xun(2054, 2, 2), cat=c, conv="month-parts")
    T("ship the backlog ⟦before valentine's⟧", deadline_day(ymd(2054, 2, 13)), cat=c, conv="en-before-exclusive")
    c = "arithmetic"
    T("book fair ⟦the first saturday of march⟧", P(nth(2054, 3, 1, 6)), cat=c)
    c = "holiday"
    T("front desk ⟦presidents' day⟧", P(holiday_in("presidents", 2054)), cat=c)
    T("stall ⟦valentine's day⟧", P(ymd(2054, 2, 14)), cat=c)
    T("dad's eye checkup ⟦groundhog day⟧", P(ymd(2054, 2, 2)), cat=c)
    c = "duration"
    T("lights out ⟦in 15 min⟧", after(td(minutes=15)), cat=c)
    T("results out ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("buying trip ⟦feb 3-4⟧", dr(ymd(2054, 2, 3), ymd(2054, 2, 4)), cat=c)
    c = "numeric-date"
    T("recheck ⟦2/10⟧", P(ymd(2054, 2, 10)), cat=c, conv="en-month-first")
    c = "coordination"
    T("night shifts ⟦next mon⟧ and ⟦wed⟧", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "none"
    T("120 paperbacks, mass market size", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("cab fare ⟦mlk day⟧", P(holiday_in("mlk", 2054)), cat=c)
    T("dad's pension ⟦thurs⟧", P(wd(4)), cat=c, unsure="thurs said Saturday, looking back: 01-29")
    c = "deadline"
    T("postage ⟦the past 7 days⟧", pastdays(7), cat=c)
    T("sales ⟦early january⟧", xun(2054, 1, 1), cat=c, conv="month-parts")
