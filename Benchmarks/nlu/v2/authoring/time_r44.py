"""Round 44 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a commercial airline pilot with a
rotating roster (duty days over several days, early report times, layovers in other cities, a simulator check ride, per
diem, a uniform and a headset, a swapped trip), a small landlord who also works as a part-time notary (tenant viewings and
signings at set clocks, rent and notary fees coming in, repairs and a plumber, property tax, an appointment moved or
cancelled) and a student preparing for the 高考 / SAT with a tutor (classes and mock exams at set clocks, exam days over
several days, tutoring fees and books, a study plan moved) use inside requests: a day and a clock together or apart,
clock ranges, deadlines, parts of months, quarters, durations from now, holidays (Chinese lunar, solar terms, Western by
rule), parts of the day in progress, over or ahead, coordination, and rows with no time (uniform sizes, scores, ranks).

Reference times (new in this round):
  NA = 2059-03-31T05:20 Monday before dawn, the last day of March and of Q1 (二月廿八, lunar-python) and US Easter Monday
       (Easter was yesterday 03-30, Good Friday 03-28, by the computus in lib): 凌晨 in progress (周一凌晨 today),
       早上 / English "morning" still ahead today (周一早上 / "monday morning" today); 早上五点 / "5am" with no day has
       just passed (tomorrow 05:00), 早上六点 / "5:45am" are ahead today, and 周一早上五点 / "monday 5am" moves a week
       (04-07); a bare 5 reads 17:00 today under the bare-hour rule (its am reading has just passed; flagged), a bare 6
       18:00, a bare 8 08:00 today; 凌晨四点 / "4am" with no day = 04-01 04:00; 月底 / "the end of the month" is today
       (月底前 = today alone), 下个月 / "next month" April and 下季度 / "next quarter" Q2 start tomorrow (愚人节 / April
       Fools', a Tuesday); this week 03-31 … 04-06, this weekend 04-05/06 with 清明 Saturday 04-05 (PyEphem and
       lunar-python agree; 清明后一天 04-06), next week 04-07 … 04-13, 谷雨 04-20, 五一 Thursday, Mother's Day 05-11,
       Memorial Day 05-26; looking back: Easter Sunday, Good Friday, March = "this month", Q1, 上周五 03-28.
  NB = 2059-09-07T21:45 Sunday night, 白露 (PyEphem and lunar-python agree: 09-07, the term itself falls at 22:12)
       and 八月初一 (lunar-python): "this week" / 这周内 is today alone, 明天 / "tmrw" = Monday 09-08 (next week 09-08 …
       09-14, 下下周 09-15 … 09-21); 今晚 / 周日晚上 / "sunday night" in progress, 周日下午 / "sunday afternoon" over
       (next Sunday 09-14); a bare 9 has passed both ways (tomorrow 09:00), a bare 8 reads tomorrow 08:00, a bare 10
       reads 22:00 tonight; 凌晨两点 / "2am" with no day = 09-08 02:00, 晚上十二点 / "midnight" = 09-08 00:00; 教师节
       Wednesday 09-10, 中秋 Sunday 09-21 (lunar-python; 中秋前 = today … 09-21), 秋分 Tuesday 09-23, 月底 Tuesday 09-30,
       国庆 Wednesday 10-01 (国庆后一天 10-02), the first Saturday of October 10-04, Columbus Day 10-13 ("before columbus
       day" = today … 10-12); US Labor Day was Monday 09-01 (looking back), 七夕 08-14, 中元 08-22, Friday 09-05, August =
       "last month".
  NC = 2059-12-24T13:10 Wednesday, Christmas Eve (平安夜) just after lunch (冬月二十, lunar-python): a bare 1 has just
       passed (tomorrow 13:00), a bare 2 is ahead (14:00), a bare 12 reads tomorrow's noon, a bare 8 20:00 tonight;
       上午十点 / "10am" with no day = tomorrow 10:00; 下午 / 周三下午 / "wednesday afternoon" in progress (today), 周三上午 /
       "wednesday morning" over (next week 12-31); Christmas tomorrow (Thursday), 圣诞后一天 / Boxing Day Friday 12-26,
       this weekend 12-27/28, next week 12-29 … 2060-01-04 holds 年底 (Wednesday 12-31) and 元旦 / New Year's Day
       (Thursday 2060-01-01; 元旦前 = today … 01-01, "before new year's" = today … 12-31); 下个月 / "next month" January
       2060 (中旬 01-11 … 01-20, the third Saturday 01-17), 腊八 Sunday 2060-01-11 (lunar-python), MLK Day 2060-01-19;
       looking back: 冬至 Monday 12-22 (PyEphem and lunar-python agree), 双十二, Thanksgiving 11-27, Black Friday 11-28,
       last Friday 12-19, Q4.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2059-03-31T05:20:00"  # Monday 05:20, month and Q1 end, Easter Monday: 早上五点 → tomorrow 05:00, bare 5 → 17:00
NB = "2059-09-07T21:45:00"  # Sunday 21:45, 白露, 八月初一: bare 9 → tomorrow 09:00, bare 10 → 22:00
NC = "2059-12-24T13:10:00"  # Wednesday 13:10, Christmas Eve: bare 1 → tomorrow 13:00, bare 2 → 14:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
QINGMING59 = ymd(2059, 4, 5)
GUYU59 = ymd(2059, 4, 20)
ZHONGQIU59 = ymd(2059, 9, 21)
QIUFEN59 = ymd(2059, 9, 23)
QIXI59 = ymd(2059, 8, 14)
DONGZHI59 = ymd(2059, 12, 22)
LABA60 = ymd(2060, 1, 11)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早六点⟧ 签到 飞成都", at(rel(1), 6), cat=c, unsure="明早六点 = tomorrow 06:00")
    T("⟨周四⟩ 模拟机复训 ⟨下午两点到六点⟩", cr(wd(4), 14, 0, 18, 0), cat=c)
    T("⟦4月3号上午十点⟧ 跟租客签合同", at(ymd(2059, 4, 3), 10), cat=c)
    T("⟦今晚七点半⟧ 数学一对一", at(today(), 19, 30), cat=c)
    c = "clock"
    T("⟦五点⟧ 去公证处交材料", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:20 reads 17:00 today (its am reading has just passed)")
    T("⟦早上五点⟧ 起床背单词", P(next_clock(5)), cat=c, unsure="早上五点 with no day said 05:20 has just passed: tomorrow 05:00")
    T("⟦八点⟧ 带人看房", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦凌晨四点⟧ 机场签到", P(dt(rel(1), 4)), cat=c, unsure="凌晨四点 with no day said 05:20 = its next occurrence: 04-01 04:00")
    T("⟦早上差一刻六点⟧ 叫车去机场", P(dt(today(), 5, 45)), cat=c, unsure="早上 pins the am reading: 05:45 today, still ahead")
    c = "rollover"
    T("⟦周一早上⟧ 背英语作文", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 05:20 is still ahead: today")
    T("⟦周一早上五点⟧ 去晨跑", at(wk(1, 1), 5), cat=c, unsure="周一早上五点 said Monday 05:20 has passed: next week 04-07")
    T("⟦这周末⟧ 去看两套房", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 把房产税交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="said on the last day of the month: today alone")
    T("⟦清明前⟧ 把公证书寄出去", deadline_day(QINGMING59), cat=c, conv="zh-qian-inclusive", unsure="清明 2059 = 04-05 (PyEphem and lunar-python agree)")
    T("⟦下午三点前⟧ 交模拟卷", deadline_clock(dt(today(), 15)), cat=c)
    T("⟦下个月上旬⟧ 排了四个飞行日", xun(2059, 4, 1), cat=c, conv="month-parts")
    T("⟦下季度⟧ 的排班出来了没", quarter(2059, 2), cat=c, conv="quarters", unsure="Q2 begins tomorrow")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧ 第二次模考", P(nth(2059, 4, 2, 6)), cat=c)
    T("⟦清明后一天⟧ 水管工来修", P(QINGMING59 + td(days=1)), cat=c, unsure="清明 2059 = 04-05")
    c = "holiday"
    T("⟦愚人节⟧ 飞三亚", P(ymd(2059, 4, 1)), cat=c)
    T("⟦谷雨⟧那天 跟租客续约", P(GUYU59), cat=c, unsure="谷雨 2059 = 04-20 (PyEphem and lunar-python agree)")
    c = "duration"
    T("⟦三个小时后⟧ 到机场", after(td(hours=3)), cat=c)
    T("⟦两周后⟧ 模拟机检查", P(rel(14)), cat=c)
    c = "range"
    T("⟦4月8号到11号⟧ 连飞四天", dr(ymd(2059, 4, 8), ymd(2059, 4, 11)), cat=c)
    c = "traditional"
    T("⟦週三下午三點⟧ 公證處簽字", at(wd(3), 15), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周五⟧都有家教课", P(wd(2)), P(wd(5)), cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧ 交的家教费", P(rel(-1)), cat=c)
    T("⟦上周五⟧ 付的水管工", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("⟦这个月⟧ 房租收了多少", month_range(2059, 3), cat=c)
    T("⟦一季度⟧ 公证费一共多少", quarter(2059, 1), cat=c, conv="quarters", unsure="Q1 ends today")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上五点半⟧ 签到 飞乌鲁木齐", at(rel(1), 5, 30), cat=c)
    T("⟨周三⟩ 带租客看房 ⟨下午四点到五点⟩", cr(wd(3), 16, 0, 17, 0), cat=c)
    T("⟦9月12号晚上⟧ 在三亚过夜", pod(ymd(2059, 9, 12), "晚上"), cat=c)
    T("⟨礼拜四⟩ 物理补习 ⟨晚上七点⟩", at(wd(4), 19), cat=c)
    c = "clock"
    T("⟦九点⟧ 公证处一开门就去", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    T("⟦十点⟧ 再刷一套卷子", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:45: the pm reading 22:00 is ahead")
    T("⟦八点⟧ 水电工上门", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:45 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧ 落地", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 09-08 02:00")
    T("⟦晚上十二点⟧ 看一眼新排班", P(dt(rel(1), 0)), cat=c)
    c = "rollover"
    T("⟦周日下午⟧ 带学生模考", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 21:45 is over: next Sunday 09-14")
    T("⟦周日晚上⟧ 整理错题本", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 21:45 is in progress: today")
    c = "deadline"
    T("⟦这周内⟧ 把房租收齐", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦中秋前⟧ 把厨房修好", deadline_day(ZHONGQIU59), cat=c, conv="zh-qian-inclusive", unsure="中秋 2059 = 09-21 (lunar-python)")
    T("⟦今晚十一点前⟧ 交作文", deadline_clock(dt(today(), 23)), cat=c)
    T("⟦下旬⟧ 有两次模考", xun(2059, 9, 3), cat=c, conv="month-parts")
    T("⟦下下周⟧ 的飞行排班", week_range(2), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 考SAT", P(nth(2059, 10, 1, 6)), cat=c)
    T("⟦国庆后一天⟧ 签租约", P(ymd(2059, 10, 2)), cat=c)
    c = "holiday"
    T("⟦教师节⟧ 给补习老师送花", P(ymd(2059, 9, 10)), cat=c)
    T("⟦中秋⟧ 在外站过", P(ZHONGQIU59), cat=c, unsure="中秋 2059 = 09-21 (lunar-python)")
    T("⟦秋分⟧那天 模拟机复训", P(QIUFEN59), cat=c, unsure="秋分 2059 = 09-23 (PyEphem and lunar-python agree)")
    c = "duration"
    T("⟦四十五分钟后⟧ 提醒我关灯睡觉", after(td(minutes=45)), cat=c)
    T("⟦十天后⟧ 房产证公证", P(rel(10)), cat=c)
    c = "range"
    T("⟦9月15号到18号⟧ 连着飞四天", dr(ymd(2059, 9, 15), ymd(2059, 9, 18)), cat=c)
    c = "numeric-date"
    T("⟦9/20⟧ 月考", P(ymd(2059, 9, 20)), cat=c)
    c = "traditional"
    T("⟦下週二上午十點⟧ 帶租客看房", at(wk(1, 2), 10), cat=c)
    c = "none"
    T("模考612分 年级第35名", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦七夕⟧那天收的公证费", P(QIXI59), cat=c, unsure="七夕 2059 = 08-14 (lunar-python), looking back")
    T("⟦周五⟧ 买的教辅", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back = 09-05")
    c = "deadline"
    T("⟦上个月⟧ 家教费一共多少", month_range(2059, 8), cat=c)
    T("⟦本月至今⟧ 收了多少房租", dr(ymd(2059, 9, 1), today()), cat=c, conv="since")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧ 签到 飞哈尔滨", at(rel(1), 6), cat=c)
    T("⟨周五⟩ 跟租客签约 ⟨上午十点到十一点⟩", cr(wd(5), 10, 0, 11, 0), cat=c)
    T("⟦12月30号下午⟧ 模拟机检查", pod(ymd(2059, 12, 30), "下午"), cat=c)
    T("⟨下周三⟩ 数学家教 ⟨晚上六点半⟩", at(wk(1, 3), 18, 30), cat=c)
    c = "clock"
    T("⟦一点⟧ 去公证处", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:10 has just passed: tomorrow 13:00")
    T("⟦两点⟧ 水管工来", P(bare_clock(2)), cat=c, conv="bare-hour")
    T("⟦十二点⟧ 跟老师对答案", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 13:10 has passed: tomorrow's noon")
    T("⟦八点⟧ 开始刷题", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:10 reads 20:00 tonight")
    T("⟦上午十点⟧ 带人看房", P(next_clock(10)), cat=c, unsure="上午十点 with no day said 13:10 has passed: tomorrow 10:00")
    c = "rollover"
    T("⟦周三上午⟧ 去公证处", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 13:10 is over: next week 12-31")
    T("⟦周三下午⟧ 去机场", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 13:10 is in progress: today")
    T("⟦这周末⟧ 两场模考", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦元旦前⟧ 把房租收齐", deadline_day(ymd(2060, 1, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦年底前⟧ 交房产税", deadline_day(ymd(2059, 12, 31)), cat=c)
    T("⟦下午五点前⟧ 交公证材料", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦下个月中旬⟧ 期末考试", xun(2060, 1, 2), cat=c, conv="month-parts")
    T("⟦接下来一周⟧ 的航班", ndays(7), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第三个周六⟧ 模拟考", P(nth(2060, 1, 3, 6)), cat=c)
    T("⟦圣诞节后一天⟧ 飞回来", P(ymd(2059, 12, 26)), cat=c)
    c = "holiday"
    T("⟦圣诞节⟧ 在外站过夜", P(ymd(2059, 12, 25)), cat=c)
    T("⟦腊八⟧ 带租客看房", P(LABA60), cat=c, unsure="腊八 = 2060-01-11 (lunar-python)")
    c = "duration"
    T("⟦一个半小时后⟧ 起飞", after(td(minutes=90)), cat=c)
    T("⟦三周后⟧ 期末", P(rel(21)), cat=c)
    c = "range"
    T("⟦1月13号到15号⟧ 期末考试", dr(ymd(2060, 1, 13), ymd(2060, 1, 15)), cat=c)
    c = "numeric-date"
    T("⟦2060.1.8⟧ 续租", P(ymd(2060, 1, 8)), cat=c)
    c = "traditional"
    T("⟦禮拜五下午三點⟧ 水管工來", at(wd(5), 15), cat=c)
    c = "coordination"
    T("⟦周五⟧和⟦周六⟧都要飞", P(wd(5)), P(wd(6)), cat=c)
    c = "none"
    T("制服尺码175/92A 皮鞋42码", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦冬至⟧那天交的家教费", P(DONGZHI59), cat=c, unsure="冬至 2059 = 12-22 (PyEphem and lunar-python agree), looking back")
    T("⟦双十二⟧ 买的耳机", P(ymd(2059, 12, 12)), cat=c)
    c = "deadline"
    T("⟦这个季度⟧ 维修花了多少", quarter(2059, 4), cat=c, conv="quarters")
    T("⟦最近三十天⟧ 房租收了多少", pastdays(30), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("report ⟦tmrw 6am⟧ for the denver turn", at(rel(1), 6), cat=c)
    T("⟨thurs⟩ sim check ride ⟨2-6pm⟩", cr(wd(4), 14, 0, 18, 0), cat=c)
    T("lease signing ⟦april 3 at 10am⟧", at(ymd(2059, 4, 3), 10), cat=c)
    T("math tutor ⟦tonight 7:30⟧", at(today(), 19, 30), cat=c)
    c = "clock"
    T("notary appt ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:20 reads 17:00 today (its am reading has just passed)")
    T("up for vocab flashcards ⟦5am⟧", P(next_clock(5)), cat=c, unsure="5am with no day said 05:20 has just passed: tomorrow 05:00")
    T("showing ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("crew bus ⟦at 4am⟧", P(dt(rel(1), 4)), cat=c, unsure="4am with no day said 05:20 has passed: tomorrow 04:00")
    T("uber to the airport ⟦5:45am⟧", P(dt(today(), 5, 45)), cat=c)
    c = "rollover"
    T("flashcards ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 05:20 is still ahead: today")
    T("jog ⟦monday 5am⟧", at(wk(1, 1), 5), cat=c, unsure="monday 5am said Monday 05:20 has passed: next week 04-07")
    T("two showings ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("pay the property tax ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="said on the last day of the month: today alone")
    T("mail the notarized docs ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
    T("turn in the practice test ⟦by 3pm⟧", deadline_clock(dt(today(), 15)), cat=c)
    T("four duty days ⟦early april⟧", xun(2059, 4, 1), cat=c, conv="month-parts")
    T("roster for ⟦next quarter⟧", quarter(2059, 2), cat=c, conv="quarters", unsure="Q2 begins tomorrow")
    c = "arithmetic"
    T("second practice sat ⟦the second saturday of april⟧", P(nth(2059, 4, 2, 6)), cat=c)
    T("plumber comes ⟦a week from thursday⟧", P(wd(4) + td(days=7)), cat=c)
    c = "holiday"
    T("flying to orlando ⟦april fools' day⟧", P(ymd(2059, 4, 1)), cat=c)
    T("tenant moves out ⟦memorial day⟧", P(holiday_in("memorial", 2059)), cat=c)
    T("off duty ⟦mother's day⟧", P(holiday_in("mothers", 2059)), cat=c)
    c = "duration"
    T("at the airport ⟦in 3 hours⟧", after(td(hours=3)), cat=c)
    T("sim check ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("four-day trip ⟦apr 8-11⟧", dr(ymd(2059, 4, 8), ymd(2059, 4, 11)), cat=c)
    c = "numeric-date"
    T("new tenant moves in ⟦4/15⟧", P(ymd(2059, 4, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("tutoring ⟦tue⟧ and ⟦fri⟧", P(wd(2)), P(wd(5)), cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("rent came in ⟦easter sunday⟧", P(holiday_in("easter", 2059)), cat=c, unsure="Easter 2059 = 03-30, yesterday")
    T("plumber paid ⟦good friday⟧", P(holiday_in("goodfriday", 2059)), cat=c)
    c = "deadline"
    T("notary fees ⟦this month⟧", month_range(2059, 3), cat=c)
    T("repairs ⟦so far this year⟧", dr(ymd(2059, 1, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("report ⟦tmrw 5:30am⟧ for the seattle trip", at(rel(1), 5, 30), cat=c)
    T("⟨wed⟩ showing for the 2br ⟨4-5pm⟩", cr(wd(3), 16, 0, 17, 0), cat=c)
    T("layover in phoenix ⟦sept 12 evening⟧", pod(ymd(2059, 9, 12), "evening"), cat=c)
    T("⟨thurs⟩ physics tutoring ⟨7pm⟩", at(wd(4), 19), cat=c)
    c = "clock"
    T("notary office ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    T("one more practice section ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:45: the pm reading 22:00 is ahead")
    T("electrician ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:45 has passed both ways: tomorrow 08:00")
    T("wheels down ⟦at 2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 09-08 02:00")
    T("lights out ⟦at midnight⟧", P(dt(rel(1), 0)), cat=c)
    c = "rollover"
    T("proctored practice test ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 21:45 is over: next Sunday 09-14")
    T("review wrong answers ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 21:45 is in progress: today")
    c = "deadline"
    T("collect all the rent ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("fix the kitchen sink ⟦before columbus day⟧", deadline_day(ymd(2059, 10, 12)), cat=c, conv="en-before-exclusive")
    T("submit the essay ⟦by 11pm⟧", deadline_clock(dt(today(), 23)), cat=c)
    T("two mocks ⟦late september⟧", xun(2059, 9, 3), cat=c, conv="month-parts")
    T("roster for ⟦the week after next⟧", week_range(2), cat=c, conv="after-next", unsure="the week after next = 09-15 … 09-21")
    c = "arithmetic"
    T("sat exam ⟦the first saturday of october⟧", P(nth(2059, 10, 1, 6)), cat=c)
    T("lease signing ⟦the day after columbus day⟧", P(holiday_in("columbus", 2059) + td(days=1)), cat=c)
    c = "holiday"
    T("no flying ⟦columbus day⟧", P(holiday_in("columbus", 2059)), cat=c)
    T("layover in sf over ⟦halloween⟧", P(ymd(2059, 10, 31)), cat=c)
    T("home for ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2059)), cat=c)
    c = "duration"
    T("lights out ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    T("notarize the deed ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("four days of flying ⟦sept 15-18⟧", dr(ymd(2059, 9, 15), ymd(2059, 9, 18)), cat=c)
    c = "numeric-date"
    T("monthly test ⟦9/20⟧", P(ymd(2059, 9, 20)), cat=c, conv="en-month-first")
    c = "none"
    T("practice test 1380, math 720", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("notary fees ⟦labor day⟧", P(holiday_in("labor", 2059)), cat=c)
    T("prep books ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back = 09-05")
    c = "deadline"
    T("tutoring ⟦last month⟧", month_range(2059, 8), cat=c)
    T("rent ⟦month to date⟧", dr(ymd(2059, 9, 1), today()), cat=c, conv="since")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("report ⟦christmas day 6am⟧ for the chicago turn", at(ymd(2059, 12, 25), 6), cat=c)
    T("⟨fri⟩ lease signing ⟨10-11am⟩", cr(wd(5), 10, 0, 11, 0), cat=c)
    T("sim check ⟦dec 30 afternoon⟧", pod(ymd(2059, 12, 30), "afternoon"), cat=c)
    T("⟨next wed⟩ math tutoring ⟨6:30pm⟩", at(wk(1, 3), 18, 30), cat=c)
    c = "clock"
    T("notary ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:10 has just passed: tomorrow 13:00")
    T("plumber coming ⟦at 2⟧ for the leak", P(bare_clock(2)), cat=c, conv="bare-hour")
    T("go over answers w/ tutor ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 13:10 has passed: tomorrow's noon")
    T("start practice problems ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:10 reads 20:00 tonight")
    T("showing ⟦10am⟧", P(next_clock(10)), cat=c, unsure="10am with no day said 13:10 has passed: tomorrow 10:00")
    c = "rollover"
    T("notary office ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part", unsure="wednesday morning said Wednesday 13:10 is over: next week 12-31")
    T("head to the airport ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="wednesday afternoon said Wednesday 13:10 is in progress: today")
    T("two mock tests ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("collect the rent ⟦before new year's⟧", deadline_day(ymd(2059, 12, 31)), cat=c, conv="en-before-exclusive")
    T("pay the rental property tax ⟦by the end of the year⟧", deadline_day(ymd(2059, 12, 31)), cat=c)
    T("notary paperwork ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("finals ⟦mid-january⟧", xun(2060, 1, 2), cat=c, conv="month-parts")
    T("flights ⟦the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("practice sat ⟦the third saturday of january⟧", P(nth(2060, 1, 3, 6)), cat=c)
    T("fly back ⟦the day after christmas⟧", P(ymd(2059, 12, 26)), cat=c)
    c = "holiday"
    T("layover in boston ⟦christmas⟧", P(ymd(2059, 12, 25)), cat=c)
    T("day off ⟦new year's day⟧, no trips", P(ymd(2060, 1, 1)), cat=c)
    T("tenant meeting ⟦mlk day⟧", P(holiday_in("mlk", 2060)), cat=c)
    c = "duration"
    T("takeoff ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("finals ⟦in three weeks⟧", P(rel(21)), cat=c)
    c = "range"
    T("finals ⟦jan 13-15⟧", dr(ymd(2060, 1, 13), ymd(2060, 1, 15)), cat=c)
    c = "numeric-date"
    T("lease renewal ⟦1/8/2060⟧", P(ymd(2060, 1, 8)), cat=c, conv="en-month-first")
    c = "coordination"
    T("flying ⟦fri⟧ and ⟦sat⟧", P(wd(5)), P(wd(6)), cat=c)
    c = "none"
    T("headset weighs 14 oz, uniform shirt 16.5/35", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("tutor fee ⟦black friday⟧", P(holiday_in("blackfriday", 2059)), cat=c)
    T("plumber paid ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("repairs ⟦this quarter⟧", quarter(2059, 4), cat=c, conv="quarters")
    T("rent ⟦in the last 30 days⟧", pastdays(30), cat=c)
