"""Round 31 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a home baker who takes custom cake
orders (pickups at set clocks, orders due by a date, a market stall on a weekend morning, a baking class over two
evenings, a tasting moved), a tour guide leading groups (multi-day tours, airport pickups at early clocks, two groups on
the same day, a licence-renewal course) and a high-school senior preparing for exams (mock exams at set clocks, 补课 /
tutoring, a sports day, an application deadline, a study group) use inside requests: a day and a clock together or
apart, clock ranges, deadlines, parts of months, quarters, durations from now, holidays (Chinese lunar, solar terms,
Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (cake sizes, weights,
practice-set counts).

Reference times (new in this round):
  NA = 2050-12-31T21:30 Saturday, New Year's Eve late at night: 明天 / "tmrw" = 元旦 2051 = Sunday 01-01 (a new month
       and year); 年底 / 月底 / "the end of the year" is today (年底前 = today alone); 下个月 / "next month" January 2051;
       这周末 / "this weekend" = today and tomorrow (across the year boundary), 这周内 = today and tomorrow, next week
       01-02 … 01-08; 今晚 / 周六晚上 / "saturday night" in progress, 周六下午 / "saturday afternoon" over (next Saturday
       01-07); a bare 9 has passed both ways and reads tomorrow 09:00, a bare 10 reads 22:00 tonight, a bare 8 tomorrow
       08:00, a bare 7:30 tomorrow 19:30; 今晚十二点 / "midnight" = 01-01 00:00; 小寒 Thursday 01-05, MLK Day 01-16,
       腊八 = 大寒 Friday 01-20, 小年 = 立春 Saturday 02-04, 除夕 02-10, 春节 Saturday 02-11 (lunar-python); looking
       back: Christmas was last Sunday 12-25, 冬至 12-22, "this year" (ledger) 2050.
  NB = 2050-11-24T12:10 Thursday, US Thanksgiving (感恩节) ten minutes after noon: Black Friday tomorrow, this weekend
       11-26/27, Cyber Monday 11-28 = the first day of next week (11-28 … 12-04); a bare 12 has just passed and reads
       tomorrow's noon, a bare 12:30 is ahead today, a bare 1 reads 13:00, a bare 9 reads 21:00 today; 周四上午 /
       "thursday morning" over (next week 12-01), 周四下午 / "thursday afternoon" in progress, 周四晚上 ahead (today);
       月底 / "the end of the month" Wednesday 11-30 (six days left); 下季度 / "next quarter" Q1 2051; 大雪 Wednesday
       12-07, 双十二 Monday 12-12, Christmas Eve a Saturday; looking back: 小雪 was Tuesday 11-22.
  NC = 2051-03-31T06:50 Friday, the last day of a month and a quarter, early morning (and Good Friday): 早上 / English
       "morning" in progress (周五早上 / "friday morning" today), 周五凌晨 / "friday 5am" over (next week 04-07); a bare 6
       or 7 reads 18:00 / 19:00 today, a bare 8:30 08:30 today, 早上六点 / "6am" with no day has passed (tomorrow)
       while 早上七点 / "7am" is ten minutes ahead (today); 月底前 / "by the end of the month" is today alone, 下个月 /
       "next month" April, 下季度 / "next quarter" Q2 from tomorrow (愚人节, a Saturday), 上季度 Q4 2050; Easter Sunday
       04-02 ("before easter" = today … 04-01), Easter Monday 04-03, 清明 Wednesday 04-05 (lunar-python), 谷雨 04-20,
       五一 Monday 05-01, Mother's Day 05-14; looking back: 龙抬头 03-14, Palm Sunday 03-26.
The Chinese festival and solar-term dates of 2050/2051 were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2050-12-31T21:30:00"  # Saturday 21:30, New Year's Eve: bare 9 → tomorrow 09:00, bare 10 → 22:00
NB = "2050-11-24T12:10:00"  # Thursday 12:10, Thanksgiving: bare 12 → tomorrow's noon, bare 1 → 13:00
NC = "2051-03-31T06:50:00"  # Friday 06:50, the last day of Q1: bare 6 → 18:00, 早上六点 → tomorrow 06:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
YUANDAN = ymd(2051, 1, 1)
XIAOHAN = ymd(2051, 1, 5)
LABA = ymd(2051, 1, 20)
XIAONIAN = ymd(2051, 2, 4)
CHUXI = ymd(2051, 2, 10)
CHUNJIE = ymd(2051, 2, 11)
DONGZHI = ymd(2050, 12, 22)
XIAOXUE = ymd(2050, 11, 22)
DAXUE = ymd(2050, 12, 7)
QINGMING = ymd(2051, 4, 5)
GUYU = ymd(2051, 4, 20)
LONGTAITOU = ymd(2051, 3, 14)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 王太太来取蛋糕", at(rel(1), 10), cat=c, unsure="明天 = 元旦 2051-01-01")
    T("⟨元旦⟩那天去机场接团 ⟨早上六点⟩", at(YUANDAN, 6), cat=c)
    T("⟦1月3号晚上七点到九点⟧ 烘焙课第一节", cr(ymd(2051, 1, 3), 19, 0, 21, 0), cat=c)
    T("⟦下周六上午⟧去市集摆摊", pod(wk(1, 6), "上午"), cat=c)
    c = "clock"
    T("⟦十点⟧跟客户确认蛋糕尺寸", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:30 reads 22:00 tonight")
    T("⟦九点⟧去粮油店拉面粉", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:30 has passed both ways: tomorrow 09:00")
    T("⟦今晚十二点⟧跨年 提醒我给我妈打电话", at(rel(1), 0), cat=c, unsure="今晚十二点 = 2051-01-01 00:00")
    T("⟦七点半⟧接机", P(bare_clock(7, 30)), cat=c, conv="bare-hour", unsure="a bare 7:30 reads 19:30, passed at 21:30: tomorrow 19:30")
    c = "rollover"
    T("⟦周六晚上⟧把定金的账对一下", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 21:30 is in progress: today")
    T("⟦周六下午⟧试吃", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 21:30 is over: next Saturday 01-07")
    c = "deadline"
    T("⟦年底前⟧把定金收齐", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="年底 is today: today alone")
    T("⟦1月10号前⟧交报名表", deadline_day(ymd(2051, 1, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把模考卷子刷完", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday night: today and tomorrow (元旦)")
    T("⟦下个月中旬⟧期末考", xun(2051, 1, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第三个周六⟧市集摆摊", P(nth(2051, 1, 3, 6)), cat=c)
    T("⟦大后天⟧带团去黄山", P(rel(3)), cat=c)
    c = "holiday"
    T("⟦腊八⟧做一批腊八粥蛋糕", P(LABA), cat=c, unsure="腊八 2051 = 01-20 (lunar-python)")
    T("⟦小年⟧那天接团", P(XIAONIAN), cat=c, conv="xiaonian-north", unsure="小年 2051 = 02-04 (lunar-python)")
    T("⟦春节⟧不接单", P(CHUNJIE), cat=c, unsure="春节 2051 = 02-11 (lunar-python)")
    c = "duration"
    T("⟦四十五分钟后⟧把蛋糕胚拿出来", after(td(minutes=45)), cat=c)
    T("⟦一个半小时后⟧提醒我关烤箱", after(td(minutes=90)), cat=c)
    c = "range"
    T("⟦1月5号到8号⟧带团去云南", dr(ymd(2051, 1, 5), ymd(2051, 1, 8)), cat=c)
    c = "numeric-date"
    T("⟦1.15⟧ 生日蛋糕交货", P(ymd(2051, 1, 15)), cat=c)
    c = "traditional"
    T("⟦明天下午三點⟧取蛋糕", at(rel(1), 15), cat=c)
    c = "coordination"
    T("⟦周一⟧⟦周三⟧补物理", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("6寸的做了8个 8寸的做了3个", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周⟧的导游费", week_range(-1), cat=c)
    T("⟦圣诞节⟧收的定金", P(ymd(2050, 12, 25)), cat=c)
    T("⟦冬至⟧那天买的黄油", P(DONGZHI), cat=c, unsure="冬至 2050 = 12-22 (lunar-python)")
    T("⟦今年⟧收的小费", year_range(2050), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧去机场接团", at(rel(1), 6), cat=c)
    T("⟨下周一⟩ 模考 ⟨上午八点到十一点半⟩", cr(wk(1, 1), 8, 0, 11, 30), cat=c)
    T("⟦12月3号下午两点⟧试吃会", at(ymd(2050, 12, 3), 14), cat=c)
    T("⟦今晚七点⟧来取蛋糕", at(today(), 19), cat=c)
    c = "clock"
    T("⟦十二点⟧提醒我去取淡奶油", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:10 has just passed: tomorrow's noon")
    T("⟦一点⟧去书店拿教辅", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦九点⟧上网课", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:10: the pm reading 21:00 is ahead")
    T("⟦十二点半⟧去学校拿准考证", P(bare_clock(12, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周四上午⟧补数学", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 12:10 is over: next Thursday 12-01")
    T("⟦周四下午⟧对账", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 12:10 is in progress: today")
    T("⟦周四晚上⟧烤蛋糕胚", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把申请材料交了", deadline_day(ymd(2050, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午五点前⟧把蛋糕做好", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦周日前⟧报导游证培训", deadline_day(wd(7)), cat=c, conv="zh-qian-inclusive")
    T("⟦12月上旬⟧带团去厦门", xun(2050, 12, 1), cat=c, conv="month-parts")
    T("⟦下季度⟧导游证年审", quarter(2051, 1), cat=c, conv="quarters")
    c = "arithmetic"
    T("⟦12月第二个周日⟧烘焙市集", P(nth(2050, 12, 2, 7)), cat=c)
    T("⟦下下周三⟧二模", P(wk(2, 3)), cat=c)
    c = "holiday"
    T("⟦感恩节⟧那天接个美国团", P(today()), cat=c, unsure="感恩节 is today")
    T("⟦大雪⟧那天出团", P(DAXUE), cat=c, unsure="大雪 2050 = 12-07 (lunar-python)")
    T("⟦双十二⟧囤黄油", P(ymd(2050, 12, 12)), cat=c)
    T("⟦平安夜⟧交圣诞蛋糕", P(ymd(2050, 12, 24)), cat=c)
    c = "duration"
    T("⟦二十分钟后⟧出门", after(td(minutes=20)), cat=c)
    T("⟦半个月后⟧一模", P(rel(15)), cat=c)
    c = "range"
    T("⟦11月28号到12月2号⟧带团去桂林", dr(ymd(2050, 11, 28), ymd(2050, 12, 2)), cat=c)
    c = "numeric-date"
    T("⟦12/10⟧ 交志愿表", P(ymd(2050, 12, 10)), cat=c)
    c = "traditional"
    T("⟦禮拜六上午十點⟧擺攤", at(wd(6), 10), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧都去市集", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("黄油买了5公斤 面粉25公斤", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的小费", month_range(2050, 10), cat=c)
    T("⟦这周⟧买书花的", week_range(0), cat=c, unsure="这周 looking back written as the whole week 11-21 … 11-27")
    T("⟦前天⟧收的定金", P(rel(-2)), cat=c)
    T("⟦小雪⟧那天买的蛋糕盒", P(XIAOXUE), cat=c, unsure="小雪 2050 = 11-22 (lunar-python)")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧市集开摊", at(rel(1), 10), cat=c)
    T("⟨下周三⟩ 模拟考 ⟨下午两点到四点⟩", cr(wk(1, 3), 14, 0, 16, 0), cat=c, unsure="下周三 = 清明 04-05")
    T("⟦4月8号早上五点半⟧去机场接团", at(ymd(2051, 4, 8), 5, 30), cat=c)
    T("⟦今天晚上八点⟧补英语", at(today(), 20), cat=c)
    c = "clock"
    T("⟦六点⟧来取蛋糕", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00: today, although 06:00 has just passed")
    T("⟦七点⟧出发去集合点", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00 today (not 07:00, ten minutes away)")
    T("⟦早上六点⟧起来背单词", at(rel(1), 6), cat=c, unsure="早上六点 with no day at 06:50 has passed: tomorrow 06:00")
    T("⟦早上七点⟧在酒店门口接团", at(today(), 7), cat=c)
    T("⟦八点半⟧上课", P(bare_clock(8, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周五早上⟧背单词", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周五早上 said Friday 06:50 is in progress: today")
    T("⟦周五凌晨⟧去机场送团", pod(wk(1, 5), "凌晨"), cat=c, conv="rollover-part", unsure="周五凌晨 said Friday 06:50 is over: next Friday 04-07")
    c = "deadline"
    T("⟦月底前⟧交作文", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦清明前⟧把团费收齐", deadline_day(QINGMING), cat=c, conv="zh-qian-inclusive", unsure="清明 2051 = 04-05 (lunar-python)")
    T("⟦下个季度⟧接几个长线团", quarter(2051, 2), cat=c, conv="quarters", unsure="下个季度 = Q2, which starts tomorrow")
    T("⟦4月下旬⟧学校运动会", xun(2051, 4, 3), cat=c, conv="month-parts")
    T("⟦三天内⟧把大学报名表交上去", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧烘焙课", P(lastwd(2051, 4, 6)), cat=c)
    T("⟦清明节后一天⟧带团", P(QINGMING + td(days=1)), cat=c)
    c = "holiday"
    T("⟦愚人节⟧交一个整蛊蛋糕", P(ymd(2051, 4, 1)), cat=c)
    T("⟦复活节⟧做彩蛋蛋糕", P(easter(2051)), cat=c)
    T("⟦谷雨⟧那天带团去茶园", P(GUYU), cat=c, unsure="谷雨 2051 = 04-20 (lunar-python)")
    T("⟦五一⟧带团", P(ymd(2051, 5, 1)), cat=c)
    c = "duration"
    T("⟦十分钟后⟧叫我起床", after(td(minutes=10)), cat=c)
    T("⟦一周后⟧高考体检", P(rel(7)), cat=c)
    c = "range"
    T("⟦4月3号到6号⟧带团去西安", dr(ymd(2051, 4, 3), ymd(2051, 4, 6)), cat=c)
    c = "numeric-date"
    T("⟦2051.4.12⟧ 一模", P(ymd(2051, 4, 12)), cat=c)
    c = "traditional"
    T("⟦下週二晚上七點⟧補課", at(wk(1, 2), 19), cat=c)
    c = "coordination"
    T("⟦周日⟧和⟦周一⟧都补化学", P(wd(7)), P(wd(1)), cat=c)
    c = "none"
    T("报了三科 每科刷20套题", cat=c)
with use(now=NC, pref="past", **Z):
    c = "deadline"
    T("⟦上季度⟧的导游费", quarter(2050, 4), cat=c, conv="quarters")
    T("⟦本季度⟧买书花的钱", quarter(2051, 1), cat=c, conv="quarters")
    c = "rollover"
    T("⟦周四⟧买的面粉", P(wd(4)), cat=c, unsure="周四 said Friday, looking back: yesterday 03-30")
    T("⟦龙抬头⟧收的定金", P(LONGTAITOU), cat=c, unsure="龙抬头 2051 = 03-14 (lunar-python)")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("cake pickup ⟦tmrw 10am⟧", at(rel(1), 10), cat=c, unsure="tmrw = New Year's Day 2051-01-01")
    T("⟨new year's day⟩ airport pickup for the group ⟨6am⟩", at(YUANDAN, 6), cat=c)
    T("baking class part 1 ⟦jan 3 7-9pm⟧", cr(ymd(2051, 1, 3), 19, 0, 21, 0), cat=c)
    T("market stall ⟦next sat morning⟧", pod(wk(1, 6), "morning"), cat=c)
    c = "clock"
    T("confirm the cake size w/ the client ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:30 reads 22:00 tonight")
    T("grab flour ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:30 has passed both ways: tomorrow 09:00")
    T("call mom ⟦at midnight⟧", at(rel(1), 0), cat=c, unsure="midnight tonight = 2051-01-01 00:00")
    T("group lands ⟦at 7:30⟧", P(bare_clock(7, 30)), cat=c, conv="bare-hour", unsure="a bare 7:30 reads 19:30, passed at 21:30: tomorrow 19:30")
    c = "rollover"
    T("do the books ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="saturday night said Saturday 21:30 is in progress: today")
    T("cake tasting ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 21:30 is over: next Saturday 01-07")
    c = "deadline"
    T("collect every deposit ⟦by the end of the year⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the year ends today: today alone")
    T("college apps due ⟦by jan 10⟧", deadline_day(ymd(2051, 1, 10)), cat=c, conv="by-inclusive")
    T("finish the practice papers ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday night: today and tomorrow")
    T("final exams ⟦mid-january⟧", xun(2051, 1, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("farmers market ⟦the third saturday of january⟧", P(nth(2051, 1, 3, 6)), cat=c)
    T("smokies tour ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "holiday"
    T("no orders ⟦MLK day⟧", P(holiday_in("mlk", 2051)), cat=c)
    T("heart cakes due ⟦valentine's day⟧", P(ymd(2051, 2, 14)), cat=c)
    T("dc group tour ⟦presidents' day⟧", P(holiday_in("presidents", 2051)), cat=c)
    c = "duration"
    T("take the sponge out ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("oven off ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "range"
    T("arizona tour ⟦jan 5-8⟧", dr(ymd(2051, 1, 5), ymd(2051, 1, 8)), cat=c)
    c = "numeric-date"
    T("birthday cake due ⟦1/15⟧", P(ymd(2051, 1, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("physics tutoring ⟦mon⟧ and ⟦wed⟧", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("made 8 six-inch cakes and 3 eight-inch", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("tips ⟦last week⟧", week_range(-1), cat=c)
    T("deposit came in ⟦christmas eve⟧", P(ymd(2050, 12, 24)), cat=c)
    T("butter ⟦thurs⟧", P(wd(4)), cat=c, unsure="thurs said Saturday, looking back: 12-29")
    T("guiding fees ⟦this year⟧", year_range(2050), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("airport pickup ⟦tmrw 6am⟧", at(rel(1), 6), cat=c)
    T("⟨next mon⟩ mock exam ⟨8-11:30am⟩", cr(wk(1, 1), 8, 0, 11, 30), cat=c)
    T("tasting ⟦dec 3 at 2pm⟧", at(ymd(2050, 12, 3), 14), cat=c)
    T("cake pickup ⟦tonight at 7⟧", at(today(), 19), cat=c)
    c = "clock"
    T("pick up the cream ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:10 has just passed: tomorrow's noon")
    T("get my review books ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("online class ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:10: the pm reading 21:00 is ahead")
    T("grab my exam admission slip ⟦at 12:30⟧", P(bare_clock(12, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("math tutoring ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 12:10 is over: next Thursday 12-01")
    T("balance the books ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="thursday afternoon said Thursday 12:10 is in progress: today")
    T("bake the layers ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("applications in ⟦by the end of the month⟧", deadline_day(ymd(2050, 11, 30)), cat=c, conv="by-inclusive")
    T("cakes boxed ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("sign up for the license course ⟦before sunday⟧", deadline_day(ymd(2050, 11, 26)), cat=c, conv="en-before-exclusive")
    T("savannah tour ⟦early december⟧", xun(2050, 12, 1), cat=c, conv="month-parts")
    T("guide license refresher ⟦next quarter⟧", quarter(2051, 1), cat=c, conv="quarters")
    c = "arithmetic"
    T("holiday market ⟦the second sunday of december⟧", P(nth(2050, 12, 2, 7)), cat=c)
    T("second mock ⟦the wednesday after next⟧", P(wk(2, 3)), cat=c, conv="after-next")
    c = "holiday"
    T("cake orders close ⟦black friday⟧", P(rel(1)), cat=c, unsure="Black Friday is tomorrow")
    T("online cake sale ⟦cyber monday⟧", P(holiday_in("cybermonday", 2050)), cat=c)
    T("yule logs due ⟦christmas eve⟧", P(ymd(2050, 12, 24)), cat=c)
    T("no tours ⟦new year's day⟧", P(YUANDAN), cat=c)
    c = "duration"
    T("leave for the bakery supply store ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("first mock ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("new orleans group ⟦nov 28-dec 2⟧", dr(ymd(2050, 11, 28), ymd(2050, 12, 2)), cat=c)
    c = "numeric-date"
    T("early decision app due ⟦12/10⟧", P(ymd(2050, 12, 10)), cat=c, conv="en-month-first")
    c = "coordination"
    T("craft market ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("got 11 lbs of butter and a 50 lb sack of flour", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("tips ⟦last month⟧", month_range(2050, 10), cat=c)
    T("books ⟦this week⟧", week_range(0), cat=c, unsure="this week looking back written as the whole week 11-21 … 11-27")
    T("cake deposit ⟦two days ago⟧", P(rel(-2)), cat=c)
    T("cake boxes ⟦last friday⟧", P(wk(-1, 5)), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("market opens ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨next wed⟩ practice test ⟨2-4pm⟩", cr(wk(1, 3), 14, 0, 16, 0), cat=c)
    T("airport run ⟦april 8 5:30am⟧", at(ymd(2051, 4, 8), 5, 30), cat=c)
    T("english tutoring ⟦tonight at 8⟧", at(today(), 20), cat=c)
    c = "clock"
    T("client picks up the cake ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00: today, although 06:00 has just passed")
    T("head to the meeting point ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00 today (not 07:00, ten minutes away)")
    T("up and studying ⟦6am⟧", at(rel(1), 6), cat=c, unsure="6am with no day at 06:50 has passed: tomorrow 06:00")
    T("meet the group in the hotel lobby ⟦7am⟧", at(today(), 7), cat=c)
    T("first period ⟦at 8:30⟧", P(bare_clock(8, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("flashcards ⟦friday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 06:50 is in progress: today")
    T("airport drop-off ⟦friday 5am⟧", at(wk(1, 5), 5), cat=c, unsure="friday 5am said Friday 06:50 has passed: next Friday 04-07")
    c = "deadline"
    T("essay in ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the month ends today: today alone")
    T("collect the tour fees ⟦before easter⟧", deadline_day(ymd(2051, 4, 1)), cat=c, conv="en-before-exclusive")
    T("license renewal ⟦next quarter⟧", quarter(2051, 2), cat=c, conv="quarters", unsure="next quarter = Q2, which starts tomorrow")
    T("sports day ⟦late april⟧", xun(2051, 4, 3), cat=c, conv="month-parts")
    T("forms in ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("baking class ⟦the last saturday of april⟧", P(lastwd(2051, 4, 6)), cat=c)
    T("wine country tour ⟦the day after easter⟧", P(easter(2051) + td(days=1)), cat=c)
    c = "holiday"
    T("prank cake due ⟦april fools' day⟧", P(ymd(2051, 4, 1)), cat=c)
    T("egg cakes ⟦easter⟧", P(easter(2051)), cat=c)
    T("bake sale ⟦good friday⟧", P(today()), cat=c, unsure="Good Friday is today")
    T("mother's day cake orders ⟦mother's day⟧", P(holiday_in("mothers", 2051)), cat=c)
    c = "duration"
    T("wake me ⟦in 10 min⟧", after(td(minutes=10)), cat=c)
    T("school physical ⟦a week from today⟧", P(rel(7)), cat=c)
    c = "range"
    T("dc tour ⟦april 3-6⟧", dr(ymd(2051, 4, 3), ymd(2051, 4, 6)), cat=c)
    c = "numeric-date"
    T("first mock ⟦4/12/2051⟧", P(ymd(2051, 4, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("chem tutoring ⟦sun⟧ and ⟦mon⟧", P(wd(7)), P(wd(1)), cat=c)
    c = "none"
    T("signed up for 3 subjects, 20 practice sets each", cat=c)
with use(now=NC, pref="past", **E):
    c = "deadline"
    T("guiding fees ⟦last quarter⟧", quarter(2050, 4), cat=c, conv="quarters")
    T("book costs ⟦this quarter⟧", quarter(2051, 1), cat=c, conv="quarters")
    c = "rollover"
    T("flour ⟦thurs⟧", P(wd(4)), cat=c, unsure="thurs said Friday, looking back: yesterday 03-30")
    T("deposit ⟦palm sunday⟧", P(holiday_in("palmsunday", 2051)), cat=c)
