"""Round 33 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a ski instructor in a mountain town
(private and group lessons at set clocks, early starts, a race day, a lesson moved for snow or wind, a certification
course), a food-truck owner (events at set places and clocks, stock and gas bought, a permit, two events on the same
day, an outdoor festival) and a librarian who runs events (story time, an author talk, a book fair over several days,
a volunteer meeting, a workshop) use inside requests: a day and a clock together or apart, clock ranges, deadlines,
parts of months, quarters, durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the
day in progress, over or ahead, coordination, and rows with no time (ski lengths, boot sizes, portions, tank weights).

Reference times (new in this round):
  NA = 2051-12-23T19:10 Saturday, two days before Christmas in the evening: 平安夜 / "christmas eve" tomorrow (Sunday
       12-24), Christmas Monday 12-25 opens next week (12-25 … 12-31, which also holds New Year's Eve); 这周末 / "this
       weekend" = today and tomorrow, 这周内 / "this week" = today … 12-24; 年底 / 月底 = Sunday 12-31, 元旦 2052 a
       Monday ("before new year's" = today … 12-31, 元旦前 = today … 01-01); 冬至 was yesterday (12-22, PyEphem and
       lunar-python agree); 今晚 / 周六晚上 / "saturday night" in progress, 周六下午 / "saturday afternoon" over (next
       week 12-30); a bare 7 has just passed (tomorrow 19:00), a bare 8 reads 20:00 tonight, a bare 12 tomorrow's noon;
       小寒 2052-01-05, 腊八 2052-01-09 (lunar-python), MLK Day 2052-01-15; looking back: Thanksgiving 11-23.
  NB = 2052-02-29T07:45 Thursday, a leap day in the early morning: 月底 / "the end of the month" is today (月底前 = today
       alone), 下个月 / "next month" March starts tomorrow; 一年后的今天 / "a year from today" clamps to 2053-02-28;
       早上 / "morning" in progress (周四早上 / "thursday morning" today) while 早上七点 / "7am" with no day has passed
       (tomorrow) and 周四早上七点 / "thursday 7am" moves a week (03-07); a bare 8 reads 08:00 today (fifteen minutes
       on), a bare 7 reads 19:00 today; 差五分八点 / "five to eight" = 07:55 today; this weekend 03-02/03 (龙抬头 Saturday
       03-02 by lunar-python), next week 03-04 … 03-10; 惊蛰 03-05, 妇女节 03-08, US DST begins Sunday 03-10, St.
       Patrick's Sunday 03-17, Easter 04-21; looking back: 元宵 02-15, Presidents' Day 02-19, 春节 02-01.
  NC = 2051-09-01T12:05 Friday, the first day of a month at noon: 上个月 / "last month" is August, 本月至今 / "so far
       this month" is today alone, 上旬 / "early september" = 09-01 … 09-10; a bare 12 has just passed (tomorrow's
       noon), a bare 12:30 and a bare 1 are ahead today, a bare 9 reads 21:00; 周五上午 / "friday morning" over (next
       week 09-08), 周五下午 / "friday afternoon" just begun (today); US Labor Day Monday 09-04 ("before labor day" =
       today … 09-03), 白露 09-07, 教师节 Sunday 09-10, 中秋 Tuesday 09-19 (lunar-python), 秋分 09-23, 国庆 Sunday 10-01,
       Columbus Day 10-09; looking back: 七夕 08-12, Q2 = 04-01 … 06-30.
The Chinese festival and solar-term dates of 2051/2052 were taken from lunar-python (solar terms cross-checked with
PyEphem); Western holidays by the rules in lib.
"""
from lib import *

NA = "2051-12-23T19:10:00"  # Saturday 19:10: bare 7 → tomorrow 19:00, bare 8 → 20:00 tonight
NB = "2052-02-29T07:45:00"  # Thursday 07:45, leap day: bare 8 → 08:00 today, 早上七点 → tomorrow
NC = "2051-09-01T12:05:00"  # Friday 12:05, first of the month: bare 12 → tomorrow noon, bare 1 → 13:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
DONGZHI = ymd(2051, 12, 22)
XIAOHAN = ymd(2052, 1, 5)
LABA = ymd(2052, 1, 9)
YUANXIAO = ymd(2052, 2, 15)
LONGTAITOU = ymd(2052, 3, 2)
JINGZHE = ymd(2052, 3, 5)
QIXI = ymd(2051, 8, 12)
BAILU = ymd(2051, 9, 7)
ZHONGQIU = ymd(2051, 9, 19)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点⟧ 私教课 俩小孩", at(rel(1), 9), cat=c)
    T("⟨礼拜二⟩雪场团体课 ⟨早上八点半⟩", at(wd(2), 8, 30), cat=c)
    T("⟦12月27号下午两点⟧ 绘本故事会", at(ymd(2051, 12, 27), 14), cat=c)
    T("⟦下周五晚上六点⟧ 餐车去跨年集市", at(wk(1, 5), 18), cat=c)
    c = "clock"
    T("⟦七点⟧去雪具店取板", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, passed at 19:10: tomorrow 19:00")
    T("⟦八点⟧盘点餐车库存", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:10: the pm reading 20:00 is ahead")
    T("餐车⟦十二点⟧出餐", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 has passed: tomorrow's noon")
    c = "rollover"
    T("⟦周六下午⟧上团课", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 19:10 is over: next Saturday 12-30")
    T("⟦周六晚上⟧把图书馆的海报做完", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 19:10 is in progress: today")
    T("⟦周六早上⟧雪场开门前热身", pod(wk(1, 6), "早上"), cat=c, conv="rollover-part", unsure="周六早上 said Saturday 19:10 is over: next Saturday 12-30")
    c = "deadline"
    T("⟦年底前⟧把教练证续了", deadline_day(ymd(2051, 12, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦元旦前⟧把书展的展位定下来", deadline_day(ymd(2052, 1, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把餐车的气罐换了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("⟦今晚十点前⟧把明天的课表发给学员", deadline_clock(dt(today(), 22)), cat=c)
    T("⟦下个月上旬⟧考滑雪指导员", xun(2052, 1, 1), cat=c, conv="month-parts")
    T("⟦未来三天⟧雪场都排满了课", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧图书馆书展开幕", P(nth(2052, 1, 2, 6)), cat=c)
    T("⟦圣诞节后一天⟧餐车去商场门口", P(ymd(2051, 12, 26)), cat=c)
    c = "holiday"
    T("⟦平安夜⟧餐车去教堂广场", P(ymd(2051, 12, 24)), cat=c)
    T("⟦圣诞节晚上⟧图书馆有故事会", pod(ymd(2051, 12, 25), "晚上"), cat=c)
    T("⟦腊八⟧那天餐车卖腊八粥", P(LABA), cat=c, unsure="腊八 = 2052-01-09 (lunar-python)")
    T("⟦元旦⟧雪场有比赛", P(ymd(2052, 1, 1)), cat=c)
    T("⟦小寒⟧那天雪场团课", P(XIAOHAN), cat=c, unsure="小寒 2052 = 01-05 (lunar-python, PyEphem)")
    c = "duration"
    T("⟦二十分钟后⟧提醒我关餐车的煤气", after(td(minutes=20)), cat=c)
    T("⟦五天后⟧去崇礼带课", P(rel(5)), cat=c)
    c = "range"
    T("⟦12月28号到30号⟧图书馆书展", dr(ymd(2051, 12, 28), ymd(2051, 12, 30)), cat=c)
    c = "numeric-date"
    T("⟦1.6⟧ 餐车年检", P(ymd(2052, 1, 6)), cat=c)
    c = "traditional"
    T("⟦禮拜二上午十點⟧滑雪課", at(wd(2), 10), cat=c)
    c = "coordination"
    T("⟦周一⟧⟦周三⟧都有团体课", P(wd(1)), P(wd(3)), cat=c, unsure="周一 said Saturday = Christmas 12-25")
    c = "none"
    T("这副雪板165公分 雪鞋27码", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周⟧的课时费", week_range(-1), cat=c)
    T("⟦冬至⟧卖的饺子", P(DONGZHI), cat=c, unsure="冬至 2051 = 12-22 (PyEphem, lunar-python): yesterday")
    T("⟦昨天⟧买的雪镜", P(rel(-1)), cat=c)
    T("⟦这个月⟧餐车流水", month_range(2051, 12), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上八点⟧开餐车去科技园", at(rel(1), 8), cat=c)
    T("⟨周六⟩作家讲座 ⟨下午两点半⟩", at(wd(6), 14, 30), cat=c)
    T("⟦3月5号上午十点⟧ 志愿者会议", at(ymd(2052, 3, 5), 10), cat=c)
    T("⟦下周二早上七点⟧ 一对一滑雪课", at(wk(1, 2), 7), cat=c)
    c = "clock"
    T("⟦八点⟧到雪场集合", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:45 is fifteen minutes ahead: today 08:00")
    T("⟦七点⟧收摊", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00 today")
    T("⟦早上七点⟧上山", at(rel(1), 7), cat=c, unsure="早上七点 with no day at 07:45 has passed: tomorrow 07:00")
    T("⟦差五分八点⟧出门", at(today(), 7, 55), cat=c, conv="bare-hour", unsure="the named hour 8 reads 08:00; five before = 07:55, still ahead")
    c = "rollover"
    T("⟦周四早上⟧热身拉伸", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周四早上 said Thursday 07:45 is in progress: today")
    T("⟦周四早上七点⟧进货", at(wk(1, 4), 7), cat=c, unsure="周四早上七点 said Thursday 07:45 has passed: next Thursday 03-07")
    T("⟦周四晚上⟧整理预约借书单", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把摆摊许可证的钱交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today (02-29): today alone")
    T("⟦3月中旬⟧办书展", xun(2052, 3, 2), cat=c, conv="month-parts")
    T("⟦下午三点前⟧把故事会的绘本挑好", deadline_clock(dt(today(), 15)), cat=c)
    T("⟦这周内⟧把雪板打好蜡", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦接下来一周⟧天天有课", ndays(7), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧农夫市集开张", P(nth(2052, 3, 1, 6)), cat=c, unsure="the first Saturday of March = 03-02 = 龙抬头, also this Saturday")
    T("⟦龙抬头后一天⟧图书馆剪纸活动", P(LONGTAITOU + td(days=1)), cat=c, unsure="龙抬头 2052 = 03-02 (lunar-python)")
    c = "holiday"
    T("⟦龙抬头⟧餐车去庙会", P(LONGTAITOU), cat=c, unsure="龙抬头 2052 = 03-02 (lunar-python)")
    T("⟦惊蛰⟧那天雪场最后一场比赛", P(JINGZHE), cat=c, unsure="惊蛰 2052 = 03-05 (lunar-python, PyEphem)")
    T("⟦妇女节⟧图书馆读书会", P(ymd(2052, 3, 8)), cat=c)
    T("⟦植树节⟧餐车去公园", P(ymd(2052, 3, 12)), cat=c)
    c = "duration"
    T("⟦一个半小时后⟧提醒我去接学员", after(td(minutes=90)), cat=c)
    T("⟦一年后的今天⟧续签场地", P(ymd(2053, 2, 28)), cat=c, unsure="a year from 02-29 has no 02-29: clamped to 2053-02-28")
    T("⟦半个月后⟧考证", P(rel(15)), cat=c)
    c = "range"
    T("⟦3月6号到8号⟧办书展", dr(ymd(2052, 3, 6), ymd(2052, 3, 8)), cat=c)
    c = "numeric-date"
    T("⟦2052.3.9⟧ 滑雪比赛", P(ymd(2052, 3, 9)), cat=c)
    c = "traditional"
    T("⟦下週三下午兩點⟧講座", at(wk(1, 3), 14), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧都出摊", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("今天卖了180份卷饼 用了12斤面", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的流水", month_range(2052, 1), cat=c)
    T("⟦元宵⟧收的钱", P(YUANXIAO), cat=c, unsure="元宵 2052 = 02-15 (lunar-python)")
    T("⟦周一⟧买的燃气", P(wd(1)), cat=c, unsure="周一 said Thursday, looking back: 02-26")
    c = "deadline"
    T("⟦过去七天⟧卖了多少", pastdays(7), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧绘本故事会", at(rel(1), 10), cat=c)
    T("⟨周二⟩餐车去音乐节 ⟨下午四点到十点⟩", cr(wd(2), 16, 0, 22, 0), cat=c)
    T("⟦9月9号上午九点⟧ 滑雪指导员培训报名", at(ymd(2051, 9, 9), 9), cat=c)
    T("⟦今天下午三点⟧作家见面会", at(today(), 15), cat=c)
    c = "clock"
    T("⟦十二点⟧出餐", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:05 has just passed: tomorrow's noon")
    T("⟦一点⟧去进货", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦九点⟧收摊", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:05: the pm reading 21:00 is ahead")
    T("⟦十二点半⟧跟馆长吃午饭", P(bare_clock(12, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周五上午⟧整理书架", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 12:05 is over: next Friday 09-08")
    T("⟦周五下午⟧去买活动零食", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 12:05 has just begun: today")
    T("⟦周五晚上⟧夜市出摊", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦中秋前⟧把月饼订好", deadline_day(ZHONGQIU), cat=c, conv="zh-qian-inclusive", unsure="中秋 2051 = 09-19 (lunar-python)")
    T("⟦教师节前⟧把讲座海报贴出去", deadline_day(ymd(2051, 9, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦这个月上旬⟧办旧书义卖", xun(2051, 9, 1), cat=c, conv="month-parts")
    T("⟦本季度⟧的活动经费", quarter(2051, 3), cat=c, conv="quarters")
    T("⟦国庆前⟧把餐车重新喷漆", deadline_day(ymd(2051, 10, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦十天内⟧把培训报名表交上去", ndays(10), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第一个周一⟧馆务会", P(nth(2051, 10, 1, 1)), cat=c)
    T("⟦中秋节后一天⟧图书馆猜灯谜", P(ZHONGQIU + td(days=1)), cat=c, unsure="中秋 2051 = 09-19 (lunar-python)")
    c = "holiday"
    T("⟦中秋⟧餐车去江边", P(ZHONGQIU), cat=c, unsure="中秋 2051 = 09-19 (lunar-python)")
    T("⟦教师节⟧图书馆讲座", P(ymd(2051, 9, 10)), cat=c)
    T("⟦白露⟧那天去雪场看新缆车", P(BAILU), cat=c, unsure="白露 2051 = 09-07 (lunar-python, PyEphem)")
    T("⟦国庆⟧餐车去景区", P(ymd(2051, 10, 1)), cat=c)
    c = "duration"
    T("⟦三刻钟后⟧提醒我把汤关了", after(td(minutes=45)), cat=c)
    T("⟦两天后⟧去滑雪场面试", P(rel(2)), cat=c)
    c = "range"
    T("⟦9月15号到17号⟧美食节出摊", dr(ymd(2051, 9, 15), ymd(2051, 9, 17)), cat=c)
    c = "numeric-date"
    T("⟦9/12⟧ 志愿者培训", P(ymd(2051, 9, 12)), cat=c)
    c = "traditional"
    T("⟦下禮拜一上午九點⟧開館務會", at(wk(1, 1), 9), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧都有故事会", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("燃气罐两个 每个15公斤", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的营业额", month_range(2051, 8), cat=c)
    T("⟦七夕⟧卖的奶茶", P(QIXI), cat=c, unsure="七夕 2051 = 08-12 (lunar-python)")
    T("⟦昨天⟧买的绘本", P(rel(-1)), cat=c)
    c = "deadline"
    T("⟦上季度⟧餐车挣了多少", quarter(2051, 2), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("private lesson w/ two kids ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("⟨tue⟩ group lesson ⟨8:30am⟩", at(wd(2), 8, 30), cat=c)
    T("picture book story time ⟦dec 27 at 2pm⟧", at(ymd(2051, 12, 27), 14), cat=c)
    T("truck at the new year market ⟦next fri 6pm⟧", at(wk(1, 5), 18), cat=c)
    c = "clock"
    T("grab my board from the shop ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, passed at 19:10: tomorrow 19:00")
    T("count truck stock ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:10: the pm reading 20:00 is ahead")
    T("truck starts serving ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 has passed: tomorrow's noon")
    c = "rollover"
    T("group lesson ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 19:10 is over: next Saturday 12-30")
    T("finish the library posters ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="saturday night said Saturday 19:10 is in progress: today")
    c = "deadline"
    T("renew my instructor cert ⟦by the end of the year⟧", deadline_day(ymd(2051, 12, 31)), cat=c, conv="by-inclusive")
    T("book the fair booth ⟦before new year's⟧", deadline_day(ymd(2051, 12, 31)), cat=c, conv="en-before-exclusive")
    T("swap the propane tank ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("send tmrw's lesson list ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    T("cert exam ⟦early january⟧", xun(2052, 1, 1), cat=c, conv="month-parts")
    T("lessons booked solid ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("book fair opens ⟦the second saturday of january⟧", P(nth(2052, 1, 2, 6)), cat=c)
    T("truck outside the mall ⟦the day after christmas⟧", P(ymd(2051, 12, 26)), cat=c)
    c = "holiday"
    T("truck at the church square ⟦christmas eve⟧", P(ymd(2051, 12, 24)), cat=c)
    T("story time ⟦christmas night⟧", pod(ymd(2051, 12, 25), "night"), cat=c)
    T("ski race ⟦new year's day⟧", P(ymd(2052, 1, 1)), cat=c)
    T("kids' camp ⟦MLK day⟧", P(holiday_in("mlk", 2052)), cat=c)
    T("truck on ⟦new year's eve⟧", P(ymd(2051, 12, 31)), cat=c)
    c = "duration"
    T("shut off the truck's gas ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("head up to vail ⟦five days from now⟧", P(rel(5)), cat=c)
    c = "range"
    T("library book fair ⟦dec 28-30⟧", dr(ymd(2051, 12, 28), ymd(2051, 12, 30)), cat=c)
    c = "numeric-date"
    T("truck inspection ⟦1/6⟧", P(ymd(2052, 1, 6)), cat=c, conv="en-month-first")
    c = "coordination"
    T("group lessons ⟦mon⟧ and ⟦wed⟧", P(wd(1)), P(wd(3)), cat=c, unsure="mon said Saturday = Christmas 12-25")
    c = "none"
    T("skis are 165s, boots 27.5", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("lesson fees ⟦last week⟧", week_range(-1), cat=c)
    T("goggles ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("truck takings ⟦this month⟧", month_range(2051, 12), cat=c)
    T("truck sales ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2051)), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("truck at the tech park ⟦tmrw 8am⟧", at(rel(1), 8), cat=c)
    T("⟨sat⟩ author talk ⟨2:30pm⟩", at(wd(6), 14, 30), cat=c)
    T("volunteer mtg ⟦march 5 at 10am⟧", at(ymd(2052, 3, 5), 10), cat=c)
    T("private lesson ⟦next tue 7am⟧", at(wk(1, 2), 7), cat=c)
    c = "clock"
    T("meet the group at the lift ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:45 is fifteen minutes ahead: today 08:00")
    T("close up the truck ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00 today")
    T("head up the mountain ⟦7am⟧", at(rel(1), 7), cat=c, unsure="7am with no day at 07:45 has passed: tomorrow 07:00")
    T("leave the house ⟦five to eight⟧", at(today(), 7, 55), cat=c, conv="bare-hour", unsure="the named hour 8 reads 08:00; five before = 07:55, still ahead")
    c = "rollover"
    T("warm-up ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 07:45 is in progress: today")
    T("restock ⟦thursday 7am⟧", at(wk(1, 4), 7), cat=c, unsure="thursday 7am said Thursday 07:45 has passed: next Thursday 03-07")
    T("sort the holds list ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("pay the vending permit ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the month ends today (02-29): today alone")
    T("book fair ⟦mid-march⟧", xun(2052, 3, 2), cat=c, conv="month-parts")
    T("pick the story time books ⟦by 3pm⟧", deadline_clock(dt(today(), 15)), cat=c)
    T("wax the skis ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("lessons every day ⟦the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")
    T("truck inspection ⟦before st. patrick's day⟧", deadline_day(ymd(2052, 3, 16)), cat=c, conv="en-before-exclusive")
    c = "arithmetic"
    T("farmers market opens ⟦the first saturday of march⟧", P(nth(2052, 3, 1, 6)), cat=c)
    T("craft workshop ⟦the second sunday of march⟧", P(nth(2052, 3, 2, 7)), cat=c)
    c = "holiday"
    T("truck at the parade ⟦st. patrick's day⟧", P(ymd(2052, 3, 17)), cat=c)
    T("egg hunt at the library ⟦easter⟧", P(easter(2052)), cat=c)
    T("truck closed ⟦good friday⟧", P(holiday_in("goodfriday", 2052)), cat=c)
    c = "duration"
    T("pick up my student ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("renew the lot lease ⟦a year from today⟧", P(ymd(2053, 2, 28)), cat=c, unsure="a year from 02-29 has no 02-29: clamped to 2053-02-28")
    T("cert exam ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("book fair ⟦march 6 to 8⟧", dr(ymd(2052, 3, 6), ymd(2052, 3, 8)), cat=c)
    c = "numeric-date"
    T("ski race ⟦3/9/2052⟧", P(ymd(2052, 3, 9)), cat=c, conv="en-month-first")
    c = "coordination"
    T("truck's out ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("sold 180 burritos, went through 12 lbs of cheese", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("takings ⟦last month⟧", month_range(2052, 1), cat=c)
    T("propane ⟦monday⟧", P(wd(1)), cat=c, unsure="monday said Thursday, looking back: 02-26")
    T("permit fee ⟦presidents' day⟧", P(holiday_in("presidents", 2052)), cat=c)
    c = "deadline"
    T("truck spending ⟦past 7 days⟧", pastdays(7), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("story time ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨tue⟩ truck at the music fest ⟨4-10pm⟩", cr(wd(2), 16, 0, 22, 0), cat=c)
    T("instructor clinic signup ⟦sept 9 at 9am⟧", at(ymd(2051, 9, 9), 9), cat=c)
    T("author meet and greet ⟦this afternoon at 3⟧", at(today(), 15), cat=c)
    c = "clock"
    T("start serving ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:05 has just passed: tomorrow's noon")
    T("restock run ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("close the truck ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:05: the pm reading 21:00 is ahead")
    T("lunch break ⟦at 12:30⟧", P(bare_clock(12, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("shelve returns ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 12:05 is over: next Friday 09-08")
    T("snack run for the event ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="friday afternoon said Friday 12:05 has just begun: today")
    T("night market ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("book the truck spot ⟦before labor day⟧", deadline_day(ymd(2051, 9, 3)), cat=c, conv="en-before-exclusive")
    T("fall program finished ⟦by the 10th⟧", deadline_day(ymd(2051, 9, 10)), cat=c, conv="by-inclusive")
    T("used book sale ⟦early september⟧", xun(2051, 9, 1), cat=c, conv="month-parts")
    T("event spending ⟦this quarter⟧", quarter(2051, 3), cat=c, conv="quarters")
    T("repaint the truck ⟦by october 1⟧", deadline_day(ymd(2051, 10, 1)), cat=c, conv="by-inclusive")
    T("signup form in ⟦within 10 days⟧", ndays(10), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("library board mtg ⟦the first monday of october⟧", P(nth(2051, 10, 1, 1)), cat=c)
    T("truck at the stadium ⟦the day after labor day⟧", P(holiday_in("labor", 2051) + td(days=1)), cat=c)
    c = "holiday"
    T("truck at the parade ⟦labor day⟧", P(holiday_in("labor", 2051)), cat=c)
    T("author talk ⟦columbus day⟧", P(holiday_in("columbus", 2051)), cat=c)
    T("spooky story time ⟦halloween⟧", P(ymd(2051, 10, 31)), cat=c)
    T("tailgate truck ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2051)), cat=c)
    c = "duration"
    T("turn off the soup ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    T("interview at the ski resort ⟦two days from now⟧", P(rel(2)), cat=c)
    c = "range"
    T("food fest ⟦sept 15-17⟧", dr(ymd(2051, 9, 15), ymd(2051, 9, 17)), cat=c)
    c = "numeric-date"
    T("volunteer training ⟦9/12⟧", P(ymd(2051, 9, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("story time ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("two propane tanks, 20 lbs each", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("takings ⟦last month⟧ for the truck", month_range(2051, 8), cat=c)
    T("truck sales ⟦on the fourth⟧", P(ymd(2051, 7, 4)), cat=c)
    T("snacks ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("truck income ⟦last quarter⟧", quarter(2051, 2), cat=c, conv="quarters")
