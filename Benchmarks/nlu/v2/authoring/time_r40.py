"""Round 40 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a dental hygienist training for her first
triathlon (clinic days at set clocks, swim, bike and run sessions, the race entry and a wetsuit, a physio visit, a long
ride, race week moved), a one-man plumbing business (jobs at customers' addresses at set clocks, parts and fittings,
customers paying, van fuel and tolls, a job moved or cancelled) and a church volunteer who coordinates the choir and the
food drive (choir practice, services, a bake sale, donations received, groceries bought, a hall rented, a practice
cancelled) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months,
durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead,
coordination, and rows with no time (rep counts, pipe sizes, lap counts, distances).

Reference times (new in this round):
  NA = 2056-02-29T16:30 Tuesday, a leap day that is also 元宵 (正月十五, lunar-python): 月底 / "the end of the month" is
       today (月底前 = today alone), 下个月 / "next month" March starts tomorrow; 一年后的今天 / "a year from today" clamps
       to 2057-02-28; a bare 4 has just passed (tomorrow 16:00), a bare 5 is ahead (17:00), a bare 8 reads 20:00;
       下午 / "tuesday afternoon" in progress (today), 周二上午 / "tuesday morning" over (next week 03-07); this week
       02-28 … 03-05, this weekend 03-04/05, next week 03-06 … 03-12; 惊蛰 Sunday 03-05 (lunar-python), 妇女节 Wednesday
       03-08, US DST begins 03-12, 龙抬头 = St. Patrick's Friday 03-17 (lunar-python; "before st. patrick's day" = today
       … 03-16), 春分 03-20, Easter 04-02; looking back: 春节 02-15, Valentine's 02-14, 雨水 02-19, Presidents' Day 02-21,
       February = "this month".
  NB = 2054-04-01T09:10 Wednesday, April Fools' morning (lunar 二月廿四): Q2 begins today (本季度 Q2, 上季度 = Q1),
       上个月 / "last month" March, 本月至今 today alone; 上午 / English "morning" in progress (周三上午 / "wednesday
       morning" today) while 早上 (06–09) is over (周三早上 moves a week, 04-08) and 早上七点 / "7am" with no day reads
       tomorrow; a bare 9 has just passed and, before noon, reads tomorrow 09:00, a bare 10 is ahead today, a bare 7 reads
       19:00; this week 03-30 … 04-05, this weekend 04-04/05, next week 04-06 … 04-12; 清明 Saturday 04-04 (PyEphem and
       lunar-python), 谷雨 04-20, 五一 Friday 05-01, Mother's Day 05-10, Memorial Day 05-25, 端午 06-10 (lunar-python);
       looking back: Easter was Sunday 03-29, Good Friday 03-27, Easter Monday 03-30.
  NC = 2056-12-31T23:20 Sunday, the last night of the year: "this week" / 这周内 is today alone, 年底前 / 月底前 today
       alone; 明天 / "tmrw" = 元旦 2057 = Monday, the start of next week (01-01 … 01-07), 下个月 / "next month" January
       2057; 今晚 / 周日晚上 nearly over, 周日下午 / "sunday afternoon" over (next week 01-07); a bare 11 is now-ish
       (avoided), a bare 12 has passed (tomorrow's noon; 12 never means midnight), a bare 1 reads tomorrow 13:00, a bare 8
       tomorrow 08:00; 凌晨一点 / "1am" with no day = 01-01 01:00, 今晚十二点 / "midnight" = 01-01 00:00; 小寒 01-05,
       腊八 Friday 01-12, MLK Day 01-15, 大寒 01-19, 小年 01-27 (northern), 除夕 = 立春 Saturday 02-03, 春节 Sunday 02-04
       (lunar-python); looking back: 冬至 Thursday 12-21, Christmas Monday 12-25, the ledger's 今年 / "this year" 2056.
The Chinese festival and solar-term dates were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2056-02-29T16:30:00"  # Tuesday 16:30, leap day, 元宵: bare 4 → tomorrow 16:00, bare 5 → 17:00, bare 8 → 20:00
NB = "2054-04-01T09:10:00"  # Wednesday 09:10, April Fools': bare 9 → tomorrow 09:00, bare 10 → 10:00, bare 7 → 19:00
NC = "2056-12-31T23:20:00"  # Sunday 23:20, New Year's Eve: bare 12 → tomorrow 12:00, bare 1 → tomorrow 13:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
JINGZHE56 = ymd(2056, 3, 5)
LONGTAITOU56 = ymd(2056, 3, 17)
QINGMING54 = ymd(2054, 4, 4)
GUYU54 = ymd(2054, 4, 20)
DUANWU54 = ymd(2054, 6, 10)
EASTER54 = ymd(2054, 3, 29)
LABA57 = ymd(2057, 1, 12)
XIAONIAN57 = ymd(2057, 1, 27)
CHUXI57 = ymd(2057, 2, 3)
CHUNJIE57 = ymd(2057, 2, 4)
XIAOHAN57 = ymd(2057, 1, 5)
DONGZHI56 = ymd(2056, 12, 21)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧ 游泳课", at(rel(1), 6), cat=c)
    T("⟨礼拜四⟩诊所上班 ⟨八点半到五点半⟩", cr(wd(4), 8, 30, 17, 30), cat=c, conv="bare-hour",
      unsure="a clinic day: 八点半 reads am, 五点半 pm (17:30); 礼拜四 said Tuesday = 03-02")
    T("⟦3月2号下午两点到四点⟧ 去王先生家修水管", cr(ymd(2056, 3, 2), 14, 0, 16, 0), cat=c)
    T("⟦下周日上午十点⟧ 主日崇拜", at(wk(1, 7), 10), cat=c)
    c = "clock"
    T("⟦四点⟧去五金店拿配件", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:30 has just passed: tomorrow 16:00")
    T("⟦五点⟧ 骑单车台", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("⟦八点⟧ 诗班练唱", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:30: the pm reading 20:00 is ahead")
    c = "rollover"
    T("⟦周二下午⟧把义卖清单打出来", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周二下午 said Tuesday 16:30 is in progress: today")
    T("⟦周二上午⟧ 去李阿姨家换龙头", pod(wk(1, 2), "上午"), cat=c, conv="rollover-part", unsure="周二上午 said Tuesday 16:30 is over: next week 03-07")
    T("⟦这周末⟧ 长距离骑行", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧把铁三报名费交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 on the leap day is today: today alone")
    T("⟦妇女节前⟧ 把募捐海报贴出去", deadline_day(ymd(2056, 3, 8)), cat=c, conv="zh-qian-inclusive")
    T("⟦晚上十点前⟧把报价单发给客户", deadline_clock(dt(today(), 22)), cat=c)
    T("⟦下个月上旬⟧ 买防寒泳衣", xun(2056, 3, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第三个周六⟧ 教会义卖", P(nth(2056, 3, 3, 6)), cat=c)
    T("⟦一年后的今天⟧ 再比一次铁三", P(addy(today(), 1)), cat=c, unsure="a year from the leap day clamps to 2057-02-28")
    c = "holiday"
    T("⟦惊蛰⟧那天 开始户外骑", P(JINGZHE56), cat=c, unsure="惊蛰 2056 = 03-05 (lunar-python)")
    T("⟦龙抬头⟧ 诗班聚餐", P(LONGTAITOU56), cat=c, unsure="龙抬头 2056 = 03-17 (lunar-python)")
    T("⟦元宵晚上七点⟧ 诗班唱诗", at(today(), 19), cat=c, unsure="元宵 2056 is today (lunar-python); a holiday today counts")
    c = "duration"
    T("⟦四十五分钟后⟧提醒我拉伸", after(td(minutes=45)), cat=c)
    T("⟦两周后⟧ 理疗复查", P(rel(14)), cat=c)
    c = "range"
    T("⟦3月11号到12号⟧ 骑行训练营", dr(ymd(2056, 3, 11), ymd(2056, 3, 12)), cat=c)
    c = "numeric-date"
    T("⟦3.19⟧ 第一次公开水域游", P(ymd(2056, 3, 19)), cat=c)
    c = "traditional"
    T("⟦禮拜四晚上七點半⟧ 詩班練唱", at(wd(4), 19, 30), cat=c)
    c = "coordination"
    T("⟦周三⟧和⟦周六⟧都去跑步", P(wd(3)), P(wd(6)), cat=c)
    c = "none"
    T("泳池来回二十趟 一趟五十米", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦情人节⟧买的泳镜", P(ymd(2056, 2, 14)), cat=c)
    T("⟦上周六⟧收到的捐款", P(wk(-1, 6)), cat=c)
    c = "deadline"
    T("⟦这个月⟧ 配件花了多少", month_range(2056, 2), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 去张姐家通下水道", at(rel(1), 10), cat=c)
    T("⟨周五⟩ 诗班彩排 ⟨晚上七点到九点⟩", cr(wd(5), 19, 0, 21, 0), cat=c)
    T("⟦4月6号下午一点半⟧ 理疗", at(ymd(2054, 4, 6), 13, 30), cat=c)
    T("⟦下周六早上六点到八点⟧ 骑完接着跑", cr(wk(1, 6), 6, 0, 8, 0), cat=c)
    c = "clock"
    T("⟦九点⟧ 去建材市场", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed and, before noon, reads tomorrow 09:00")
    T("⟦十点⟧ 客户家换热水器", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦七点⟧ 诗班练唱", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧去泳池", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 09:10 has passed: tomorrow 07:00")
    c = "rollover"
    T("⟦周三早上⟧ 游泳", pod(wk(1, 3), "早上"), cat=c, conv="rollover-part", unsure="周三早上 (06–09) said Wednesday 09:10 is over: next week 04-08")
    T("⟦周三上午⟧ 把发票理一下", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 09:10 is in progress: today")
    T("⟦这周末⟧ 去郊外长骑", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦清明前⟧ 把募捐登记表收齐", deadline_day(QINGMING54), cat=c, conv="zh-qian-inclusive", unsure="清明 2054 = 04-04 (lunar-python)")
    T("⟦月底前⟧ 对一下配件的账", deadline_day(ymd(2054, 4, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦中午十二点前⟧ 回客户电话", deadline_clock(dt(today(), 12)), cat=c)
    T("⟦这个月中旬⟧ 比赛周", xun(2054, 4, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦五月第二个周日⟧ 诗班献唱", P(nth(2054, 5, 2, 7)), cat=c)
    T("⟦这个月最后一个周六⟧ 教会义卖", P(lastwd(2054, 4, 6)), cat=c)
    c = "holiday"
    T("⟦清明⟧那天 不接活", P(QINGMING54), cat=c, unsure="清明 2054 = 04-04 (lunar-python)")
    T("⟦五一⟧ 铁三比赛", P(ymd(2054, 5, 1)), cat=c)
    T("⟦谷雨⟧ 户外骑行", P(GUYU54), cat=c, unsure="谷雨 2054 = 04-20 (lunar-python)")
    T("⟦端午⟧ 诗班表演", P(DUANWU54), cat=c, unsure="端午 2054 = 06-10 (lunar-python)")
    c = "duration"
    T("⟦一个半小时后⟧到下一家", after(td(minutes=90)), cat=c)
    T("⟦十天后⟧ 比赛", P(rel(10)), cat=c)
    c = "range"
    T("⟦4月10号到12号⟧ 去外地集训", dr(ymd(2054, 4, 10), ymd(2054, 4, 12)), cat=c)
    c = "numeric-date"
    T("⟦2054/4/18⟧ 义卖", P(ymd(2054, 4, 18)), cat=c)
    c = "traditional"
    T("⟦後天下午兩點⟧ 修水管", at(rel(2), 14), cat=c)
    c = "coordination"
    T("⟦4月8号⟧、⟦15号⟧、⟦22号⟧都要理疗", P(ymd(2054, 4, 8)), P(ymd(2054, 4, 15)), P(ymd(2054, 4, 22)), cat=c, conv="distribute")
    c = "none"
    T("游1.5公里 骑40公里 跑10公里", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦复活节⟧那天收的奉献", P(EASTER54), cat=c, unsure="Easter 2054 = 03-29, looking back")
    T("⟦上周五⟧的过路费", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 油费多少", month_range(2054, 3), cat=c)
    T("⟦上季度⟧ 募捐收了多少", quarter(2054, 1), cat=c, conv="quarters")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧ 新年礼拜", at(rel(1), 15), cat=c)
    T("⟨下周三⟩去客户家装水槽 ⟨上午九点⟩", at(wk(1, 3), 9), cat=c, unsure="said Sunday: 下周三 = 01-03")
    T("⟦1月6号晚上七点到九点⟧ 诗班练唱", cr(ymd(2057, 1, 6), 19, 0, 21, 0), cat=c)
    c = "clock"
    T("⟦十二点⟧ 去客户家看漏水", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:20 is noon and has passed: tomorrow 12:00")
    T("⟦一点⟧ 理疗", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed: tomorrow 13:00")
    T("⟦凌晨一点⟧ 提醒我关热水器", P(dt(rel(1), 1)), cat=c, unsure="凌晨一点 with no day = the coming night: 01-01 01:00")
    T("⟦八点⟧ 去游泳", P(bare_clock(8)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周日下午⟧ 长距离骑行", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 23:20 is over: next week 01-07")
    T("⟦今晚⟧ 把训练计划写完", pod(today(), "今晚"), cat=c)
    T("⟦下周末⟧ 骑车", dr(wk(1, 6), wk(1, 7)), cat=c)
    c = "deadline"
    T("⟦年底前⟧ 把捐款收据开完", deadline_day(today()), cat=c, unsure="年底 is today: today alone")
    T("⟦今晚十二点前⟧ 报名", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 01-01 00:00")
    T("⟦春节前⟧ 募捐结束", deadline_day(CHUNJIE57), cat=c, conv="zh-qian-inclusive", unsure="春节 2057 = 02-04 (lunar-python)")
    T("⟦这周内⟧ 把诗班排班发出去", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦下个月下旬⟧ 义卖", xun(2057, 1, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦元旦后的第一个周六⟧ 诗班聚会", P(ymd(2057, 1, 6)), cat=c)
    T("⟦下个月第二个周日⟧ 圣餐礼拜", P(nth(2057, 1, 2, 7)), cat=c)
    c = "holiday"
    T("⟦腊八⟧ 教会施粥", P(LABA57), cat=c, unsure="腊八 = 2057-01-12 (lunar-python)")
    T("⟦小年⟧ 给客户检修暖气", P(XIAONIAN57), cat=c, conv="xiaonian-north", unsure="小年 = 2057-01-27 (lunar-python)")
    T("⟦除夕⟧ 不接活", P(CHUXI57), cat=c, unsure="除夕 2057 = 02-03 (lunar-python)")
    T("⟦小寒⟧那天 冬泳", P(XIAOHAN57), cat=c, unsure="小寒 2057 = 01-05 (lunar-python)")
    c = "duration"
    T("⟦半小时后⟧ 叫我睡觉", after(td(minutes=30)), cat=c)
    T("⟦三周后⟧ 理疗复查", P(rel(21)), cat=c)
    c = "range"
    T("⟦1月8号到10号⟧ 去三亚冬训", dr(ymd(2057, 1, 8), ymd(2057, 1, 10)), cat=c)
    c = "numeric-date"
    T("⟦2057.1.20⟧ 义卖", P(ymd(2057, 1, 20)), cat=c)
    c = "traditional"
    T("⟦下週二上午十點⟧ 修熱水器", at(wk(1, 2), 10), cat=c)
    c = "coordination"
    T("⟦1月2号⟧和⟦1月4号⟧都有活", P(ymd(2057, 1, 2)), P(ymd(2057, 1, 4)), cat=c)
    c = "none"
    T("20的PPR水管 买六根", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦圣诞⟧收的奉献", P(ymd(2056, 12, 25)), cat=c)
    T("⟦冬至⟧那天买的米面", P(DONGZHI56), cat=c, unsure="冬至 2056 = 12-21 (lunar-python)")
    T("⟦上周六⟧ 收的捐款", P(wk(-1, 6)), cat=c, unsure="said Sunday: last week's Saturday 12-23")
    c = "deadline"
    T("⟦今年⟧ 训练花了多少", year_range(2056), cat=c)
    T("⟦第四季度⟧ 募捐收入", quarter(2056, 4), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("swim session ⟦tmrw 6am⟧", at(rel(1), 6), cat=c)
    T("⟨thurs⟩ clinic ⟨8:30 to 5:30⟩", cr(wd(4), 8, 30, 17, 30), cat=c, conv="bare-hour",
      unsure="a clinic day: 8:30 reads am, 5:30 pm; thurs said Tuesday = 03-02")
    T("fix the leak at mr. wong's ⟦march 2 2-4pm⟧", cr(ymd(2056, 3, 2), 14, 0, 16, 0), cat=c)
    T("sunday service ⟦next sun 10am⟧", at(wk(1, 7), 10), cat=c)
    c = "clock"
    T("grab fittings at the supply house ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:30 has just passed: tomorrow 16:00")
    T("bike trainer ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("choir practice ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:30: the pm reading 20:00 is ahead")
    c = "rollover"
    T("print the bake sale list ⟦tuesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="tuesday afternoon said Tuesday 16:30 is in progress: today")
    T("swap mrs. lee's faucet ⟦tuesday morning⟧", pod(wk(1, 2), "morning"), cat=c, conv="rollover-part", unsure="tuesday morning said Tuesday 16:30 is over: next week 03-07")
    T("long ride ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("pay the tri entry ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the end of February is today (leap day): today alone")
    T("food drive flyers up ⟦before st. patrick's day⟧", deadline_day(ymd(2056, 3, 16)), cat=c, conv="en-before-exclusive")
    T("send the quote ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    T("new wetsuit ⟦early march⟧", xun(2056, 3, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("bake sale ⟦the third saturday of march⟧", P(nth(2056, 3, 3, 6)), cat=c)
    T("do the race again ⟦a year from today⟧", P(addy(today(), 1)), cat=c, unsure="a year from the leap day clamps to 2057-02-28")
    c = "holiday"
    T("open water swim ⟦easter sunday⟧", P(holiday_in("easter", 2056)), cat=c)
    T("choir sings ⟦st. patrick's day⟧", P(ymd(2056, 3, 17)), cat=c)
    T("no jobs ⟦mother's day⟧", P(holiday_in("mothers", 2056)), cat=c)
    c = "duration"
    T("stretch ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("physio recheck ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("bike camp ⟦march 11-12⟧", dr(ymd(2056, 3, 11), ymd(2056, 3, 12)), cat=c)
    c = "numeric-date"
    T("first open water swim ⟦3/19⟧", P(ymd(2056, 3, 19)), cat=c, conv="en-month-first")
    c = "coordination"
    T("runs ⟦wed⟧ and ⟦sat⟧", P(wd(3)), P(wd(6)), cat=c)
    c = "none"
    T("20 laps, 25 yards each", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("new goggles ⟦valentine's day⟧", P(ymd(2056, 2, 14)), cat=c)
    T("van fuel ⟦presidents' day⟧", P(holiday_in("presidents", 2056)), cat=c)
    c = "deadline"
    T("parts ⟦this month⟧", month_range(2056, 2), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("unclog mrs. chen's drain ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨fri⟩ choir rehearsal ⟨7-9pm⟩", cr(wd(5), 19, 0, 21, 0), cat=c)
    T("physio ⟦april 6 at 1:30pm⟧", at(ymd(2054, 4, 6), 13, 30), cat=c)
    T("brick workout ⟦next sat 6-8am⟧", cr(wk(1, 6), 6, 0, 8, 0), cat=c)
    c = "clock"
    T("supply run ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:10 has passed and, before noon, reads tomorrow 09:00")
    T("water heater swap ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("choir ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("pool ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 09:10 has passed: tomorrow 07:00")
    c = "rollover"
    T("sort invoices ⟦wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="English morning (06–12) said Wednesday 09:10 is in progress: today")
    T("pool ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("choir robes cleaned ⟦before mother's day⟧", deadline_day(ymd(2054, 5, 9)), cat=c, conv="en-before-exclusive")
    T("reconcile the parts receipts ⟦by the end of the month⟧", deadline_day(ymd(2054, 4, 30)), cat=c, conv="by-inclusive")
    T("call the customer back ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("race week ⟦mid-april⟧", xun(2054, 4, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("choir sings ⟦the second sunday of may⟧", P(nth(2054, 5, 2, 7)), cat=c)
    T("bake sale ⟦the last saturday of april⟧", P(lastwd(2054, 4, 6)), cat=c)
    c = "holiday"
    T("race ⟦memorial day⟧", P(holiday_in("memorial", 2054)), cat=c)
    T("choir brunch ⟦mother's day⟧", P(holiday_in("mothers", 2054)), cat=c)
    T("food drive table ⟦cinco de mayo⟧", P(ymd(2054, 5, 5)), cat=c)
    c = "duration"
    T("next job ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("race ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("training camp ⟦april 10-12⟧", dr(ymd(2054, 4, 10), ymd(2054, 4, 12)), cat=c)
    c = "numeric-date"
    T("bake sale ⟦4/18/2054⟧", P(ymd(2054, 4, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("physio ⟦april 8⟧, ⟦15⟧ and ⟦22⟧", P(ymd(2054, 4, 8)), P(ymd(2054, 4, 15)), P(ymd(2054, 4, 22)), cat=c, conv="distribute")
    c = "none"
    T("1.5k swim, 40k bike, 10k run", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("offering ⟦easter⟧", P(EASTER54), cat=c, unsure="Easter 2054 = 03-29, looking back")
    T("tolls ⟦good friday⟧", P(ymd(2054, 3, 27)), cat=c)
    c = "deadline"
    T("van fuel ⟦last month⟧", month_range(2054, 3), cat=c)
    T("food drive ⟦last quarter⟧", quarter(2054, 1), cat=c, conv="quarters")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("new year's service ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("⟨next wed⟩ install a kitchen sink ⟨9am⟩", at(wk(1, 3), 9), cat=c, unsure="said Sunday: next wed = 01-03")
    T("choir practice ⟦jan 6 7-9pm⟧", cr(ymd(2057, 1, 6), 19, 0, 21, 0), cat=c)
    c = "clock"
    T("look at the leak ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:20 is noon and has passed: tomorrow 12:00")
    T("physio ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00, passed: tomorrow 13:00")
    T("shut off the water heater ⟦at 1am⟧", P(dt(rel(1), 1)), cat=c, unsure="1am with no day = the coming night: 01-01 01:00")
    T("swim ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    c = "rollover"
    T("long ride ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 23:20 is over: next week 01-07")
    T("finish the training plan ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("donation receipts out ⟦by the end of the year⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the end of the year is today: today alone")
    T("register ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    T("food drive wraps up ⟦before mlk day⟧", deadline_day(ymd(2057, 1, 14)), cat=c, conv="en-before-exclusive")
    T("choir rota out ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("bake sale ⟦late january⟧", xun(2057, 1, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("choir social ⟦the first saturday after new year's⟧", P(ymd(2057, 1, 6)), cat=c)
    T("prayer breakfast ⟦the second sunday of january⟧", P(nth(2057, 1, 2, 7)), cat=c)
    c = "holiday"
    T("choir brunch ⟦new year's day⟧", P(ymd(2057, 1, 1)), cat=c)
    T("food drive ⟦mlk day⟧", P(holiday_in("mlk", 2057)), cat=c)
    T("no jobs ⟦presidents' day⟧", P(holiday_in("presidents", 2057)), cat=c)
    c = "duration"
    T("bed ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("physio recheck ⟦three weeks from now⟧", P(rel(21)), cat=c)
    c = "range"
    T("winter training camp ⟦jan 8-10⟧", dr(ymd(2057, 1, 8), ymd(2057, 1, 10)), cat=c)
    c = "numeric-date"
    T("bake sale ⟦1/20/2057⟧", P(ymd(2057, 1, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("jobs ⟦jan 2⟧ and ⟦jan 4⟧", P(ymd(2057, 1, 2)), P(ymd(2057, 1, 4)), cat=c)
    c = "none"
    T("half-inch copper pipe, six lengths", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("offering ⟦christmas⟧", P(ymd(2056, 12, 25)), cat=c)
    T("groceries ⟦christmas eve⟧", P(ymd(2056, 12, 24)), cat=c)
    T("bridge tolls ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("training costs ⟦this year⟧", year_range(2056), cat=c)
    T("food drive ⟦q4⟧", quarter(2056, 4), cat=c, conv="quarters")
