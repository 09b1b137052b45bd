"""Round 32 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a piano tuner who visits homes and
schools (visits at clients' addresses, two visits to the same school on different days, a concert-hall job the evening
before a recital, parts and strings bought), an actor in a touring play (rehearsals at set clocks, shows in several
cities over several days, a matinee and an evening show on the same day, an audition, a day off between cities) and a
beekeeper who sells honey at markets and online (hive checks early in the morning, market days, jars and labels
bought, a beekeeping course, a delivery to a shop) use inside requests: a day and a clock together or apart, clock
ranges, deadlines, parts of months, quarters and halves, durations from now, holidays (Chinese lunar, solar terms,
Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (jar counts, hive
counts, weights, string gauges).

Reference times (new in this round):
  NA = 2051-02-14T08:30 Tuesday, Valentine's Day (情人节) and 正月初四 2051 (lunar-python: 春节 Saturday 02-11, 除夕
       02-10, 初二 02-12, 元宵 Saturday 02-25, 龙抬头 03-14): 早上 / "morning" in progress (周二早上 / "tuesday morning"
       today) while 周二早上七点 / "tuesday 7am" has passed (next week 02-21) and 早上七点 / "7am" with no day is
       tomorrow; a bare 8 has passed and, before noon, reads tomorrow 08:00, a bare 9 or 11:15 is still ahead today;
       这周末 / "this weekend" 02-18/19 (雨水 Sunday 02-19), next week 02-20 … 02-26 opens on Presidents' Day (02-20);
       月底 / "the end of the month" Tuesday 02-28 (no 02-29 in 2051); 惊蛰 03-05, 妇女节 Wednesday 03-08, St.
       Patrick's Friday 03-17; looking back: 除夕 02-10, MLK Day 01-16.
  NB = 2051-07-02T23:40 Sunday, twenty minutes before a new week: "this week" / 这周内 is today alone, 明天 / "tmrw" =
       Monday 07-03 (next week 07-03 … 07-09, so 下周三 = 07-05), the Fourth a Tuesday; 下半年 / "the second half of
       the year" began yesterday (07-01, 建党节); every bare hour has passed both ways (a bare 11 or 8 reads tomorrow
       morning); 凌晨两点 / "2am" with no day = 07-03 02:00, 今晚十二点 / "midnight" = 07-03 00:00; 今晚 / 周日晚上 /
       "sunday night" in progress and nearly over, 周日下午 / "sunday afternoon" over (next Sunday 07-09); 小暑 Friday
       07-07, 建军节 08-01, 七夕 Saturday 08-12 (lunar-python), 月底 Monday 07-31; looking back: 端午 06-13, 上半年 /
       "the first half" 01-01 … 06-30.
  NC = 2051-10-09T13:15 Monday, US Columbus Day, the first Monday after China's 国庆 week (中秋 2051 was 09-19 by
       lunar-python, so the two holidays did not merge; 寒露 was yesterday, 10-08): 下午 / "afternoon" in progress
       (周一下午 / "monday afternoon" today), 周一上午 / "monday morning" over (next week 10-16); a bare 1 has just
       passed (tomorrow 13:00), a bare 2 is ahead (14:00), a bare 10 reads 22:00 tonight; 差一刻两点 / "quarter to two"
       = 13:45 today; 重阳 Friday 10-13, 霜降 Monday 10-23, 下旬 = 10-21 … 10-31, 月底 = Halloween Tuesday 10-31;
       下季度 / "next quarter" Q1 2052, 上季度 Q3 2051; 双十一 = Veterans Day Saturday 11-11, Thanksgiving 11-23.
The Chinese festival and solar-term dates of 2051 were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2051-02-14T08:30:00"  # Tuesday 08:30, Valentine's Day, 初四: bare 8 → tomorrow 08:00, bare 9 → 09:00 today
NB = "2051-07-02T23:40:00"  # Sunday 23:40: this week = today alone, bare 11 → tomorrow 11:00
NC = "2051-10-09T13:15:00"  # Monday 13:15, Columbus Day: bare 1 → tomorrow 13:00, bare 2 → 14:00 today
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUXI = ymd(2051, 2, 10)
CHUER = ymd(2051, 2, 12)
YUANXIAO = ymd(2051, 2, 25)
YUSHUI = ymd(2051, 2, 19)
LONGTAITOU = ymd(2051, 3, 14)
DUANWU = ymd(2051, 6, 13)
XIAOSHU = ymd(2051, 7, 7)
QIXI = ymd(2051, 8, 12)
ZHONGQIU = ymd(2051, 9, 19)
CHONGYANG = ymd(2051, 10, 13)
SHUANGJIANG = ymd(2051, 10, 23)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧ 去实验小学调琴", at(rel(1), 14), cat=c)
    T("⟨周四⟩给张老师家的钢琴调音 ⟨上午十点⟩", at(wd(4), 10), cat=c)
    T("⟦2月18号晚上七点半⟧ 话剧首演", at(ymd(2051, 2, 18), 19, 30), cat=c)
    T("⟦下周一早上六点⟧ 开箱看蜂群", at(wk(1, 1), 6), cat=c)
    c = "clock"
    T("⟦八点⟧去加油", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    T("⟦九点⟧到学校调琴", P(bare_clock(9)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧开蜂箱", at(rel(1), 7), cat=c, unsure="早上七点 with no day at 08:30 has passed: tomorrow 07:00")
    T("⟦十一点一刻⟧对台词", P(bare_clock(11, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周二早上⟧检查蜂箱", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周二早上 said Tuesday 08:30 is in progress: today")
    T("⟦周二早上七点⟧去批发市场买罐子", at(wk(1, 2), 7), cat=c, unsure="周二早上七点 said Tuesday 08:30 has passed: next Tuesday 02-21")
    T("⟦周二晚上⟧加演一场", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把蜂蜜罐子订好", deadline_day(ymd(2051, 2, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦元宵前⟧把新剧的台词背熟", deadline_day(YUANXIAO), cat=c, conv="zh-qian-inclusive", unsure="元宵 2051 = 02-25 (lunar-python)")
    T("⟦这周内⟧把学校那三台琴调完", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦下午五点前⟧把网店的单发出去", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦3月上旬⟧去上养蜂课", xun(2051, 3, 1), cat=c, conv="month-parts")
    T("⟦未来五天⟧都在外地演出", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧蜂蜜市集", P(nth(2051, 3, 1, 6)), cat=c)
    T("⟦元宵节后一天⟧去音乐厅调琴", P(YUANXIAO + td(days=1)), cat=c, unsure="元宵 2051 = 02-25 (lunar-python)")
    c = "holiday"
    T("⟦元宵⟧那天演两场", P(YUANXIAO), cat=c, unsure="元宵 2051 = 02-25 (lunar-python)")
    T("⟦雨水⟧那天开箱看看", P(YUSHUI), cat=c, unsure="雨水 2051 = 02-19 (lunar-python)")
    T("⟦龙抬头⟧去杭州演出", P(LONGTAITOU), cat=c, unsure="龙抬头 2051 = 03-14 (lunar-python)")
    T("⟦妇女节⟧给女子学校调琴", P(ymd(2051, 3, 8)), cat=c)
    c = "duration"
    T("⟦半小时后⟧出发去客户家", after(td(minutes=30)), cat=c)
    T("⟦三天后⟧到成都", P(rel(3)), cat=c)
    c = "range"
    T("⟦2月20号到23号⟧在武汉演", dr(ymd(2051, 2, 20), ymd(2051, 2, 23)), cat=c)
    c = "numeric-date"
    T("⟦3.2⟧ 去琴行买琴弦", P(ymd(2051, 3, 2)), cat=c)
    c = "traditional"
    T("⟦週四下午三點⟧調琴", at(wd(4), 15), cat=c)
    c = "coordination"
    T("⟦周三⟧⟦周五⟧都去二中调琴", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("这批蜂蜜装了120瓶 每瓶500克", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周⟧的调琴费", week_range(-1), cat=c)
    T("⟦除夕⟧买的琴弦", P(CHUXI), cat=c, unsure="除夕 2051 = 02-10 (lunar-python)")
    T("⟦初二⟧收的蜂蜜钱", P(CHUER), cat=c, unsure="初二 2051 = 02-12 (lunar-python)")
    T("⟦昨天⟧加的油", P(rel(-1)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点⟧去音乐学院调琴", at(rel(1), 9), cat=c, unsure="明天 said Sunday 23:40 = Monday 07-03")
    T("⟨下周三⟩ 联排 ⟨下午两点到六点⟩", cr(wk(1, 3), 14, 0, 18, 0), cat=c)
    T("⟦7月8号早上五点半⟧开蜂箱", at(ymd(2051, 7, 8), 5, 30), cat=c)
    T("⟦后天晚上七点半⟧西安首场", at(rel(2), 19, 30), cat=c)
    c = "clock"
    T("⟦十一点⟧去蜂场", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:40 has passed both ways: tomorrow 11:00")
    T("⟦八点⟧给李老师回电话", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:40 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧起来打包发货", at(rel(1), 2), cat=c, unsure="凌晨两点 with no day = the coming night, 07-03 02:00")
    T("⟦六点半⟧出发去剧场", P(bare_clock(6, 30)), cat=c, conv="bare-hour", unsure="a bare 6:30 reads 18:30, passed: tomorrow 18:30")
    c = "rollover"
    T("⟦周日下午⟧去市集摆摊", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 23:40 is over: next Sunday 07-09")
    T("⟦周日晚上⟧把账对完", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 23:40 is in progress: today")
    c = "deadline"
    T("⟦这周内⟧把蜂蜜寄给老客户", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:40: today alone")
    T("⟦今晚十二点前⟧把试镜报名表交了", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 07-03 00:00, twenty minutes away")
    T("⟦7月中旬⟧巡演到广州", xun(2051, 7, 2), cat=c, conv="month-parts")
    T("⟦下半年⟧报个养蜂进阶班", dr(ymd(2051, 7, 1), ymd(2051, 12, 31)), cat=c, conv="halves", unsure="下半年 began yesterday: written as the whole half")
    T("⟦月底前⟧把琴弦的钱结了", deadline_day(ymd(2051, 7, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天内⟧把试镜片段准备好", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧蜂蜜集市", P(nth(2051, 8, 2, 6)), cat=c, unsure="the second Saturday of August = 七夕 08-12")
    T("⟦大后天⟧去南京调琴", P(rel(3)), cat=c)
    c = "holiday"
    T("⟦七夕⟧加演一场", P(QIXI), cat=c, unsure="七夕 2051 = 08-12 (lunar-python)")
    T("⟦建军节⟧去部队礼堂调琴", P(ymd(2051, 8, 1)), cat=c)
    T("⟦小暑⟧那天摇蜜", P(XIAOSHU), cat=c, unsure="小暑 2051 = 07-07 (lunar-python)")
    T("⟦中秋⟧卖蜂蜜礼盒", P(ZHONGQIU), cat=c, unsure="中秋 2051 = 09-19 (lunar-python)")
    c = "duration"
    T("⟦四十分钟后⟧提醒我关灯睡觉", after(td(minutes=40)), cat=c, unsure="crosses midnight: 07-03 00:20")
    T("⟦两周后⟧试镜", P(rel(14)), cat=c)
    c = "range"
    T("⟦7月10号到15号⟧在重庆巡演", dr(ymd(2051, 7, 10), ymd(2051, 7, 15)), cat=c)
    c = "numeric-date"
    T("⟦7/20⟧ 给外国语学校调琴", P(ymd(2051, 7, 20)), cat=c)
    c = "traditional"
    T("⟦下週五晚上八點⟧演出", at(wk(1, 5), 20), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周四⟧都要排练", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("这箱摇了40斤蜜 装了80瓶", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的调琴费", month_range(2051, 6), cat=c)
    T("⟦周五⟧买的琴弦", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back: 06-30")
    T("⟦端午⟧收的蜂蜜钱", P(DUANWU), cat=c, unsure="端午 2051 = 06-13 (lunar-python)")
    c = "deadline"
    T("⟦上半年⟧卖蜂蜜的收入", dr(ymd(2051, 1, 1), ymd(2051, 6, 30)), cat=c, conv="halves")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧给一中调琴", at(rel(1), 10), cat=c)
    T("⟨周三⟩去试镜 ⟨下午三点⟩", at(wd(3), 15), cat=c)
    T("⟦10月15号早上六点⟧检查蜂箱", at(ymd(2051, 10, 15), 6), cat=c)
    T("⟦今晚七点半⟧开演", at(today(), 19, 30), cat=c)
    c = "clock"
    T("⟦一点⟧去琴行拿配件", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:15 has just passed: tomorrow 13:00")
    T("⟦两点⟧到客户家调琴", P(bare_clock(2)), cat=c, conv="bare-hour")
    T("⟦十点⟧跟剧组视频开会", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 13:15: the pm reading 22:00 is ahead")
    T("⟦差一刻两点⟧出门", at(today(), 13, 45), cat=c, conv="bare-hour", unsure="the named hour 2 reads 14:00; a quarter before = 13:45, still ahead")
    c = "rollover"
    T("⟦周一上午⟧去调琴", pod(wk(1, 1), "上午"), cat=c, conv="rollover-part", unsure="周一上午 said Monday 13:15 is over: next Monday 10-16")
    T("⟦周一下午⟧对一下账", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周一下午 said Monday 13:15 is in progress: today")
    T("⟦周一晚上⟧走台", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把网店的蜂蜜发完", deadline_day(ymd(2051, 10, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦重阳前⟧把敬老院的琴调好", deadline_day(CHONGYANG), cat=c, conv="zh-qian-inclusive", unsure="重阳 2051 = 10-13 (lunar-python)")
    T("⟦下旬⟧去深圳巡演", xun(2051, 10, 3), cat=c, conv="month-parts")
    T("⟦下季度⟧多接几个学校的活", quarter(2052, 1), cat=c, conv="quarters")
    T("⟦年底前⟧把养蜂证考下来", deadline_day(ymd(2051, 12, 31)), cat=c, conv="zh-qian-inclusive")
    c = "arithmetic"
    T("⟦下个月第一个周日⟧蜂蜜市集", P(nth(2051, 11, 1, 7)), cat=c)
    T("⟦霜降后一天⟧把蜂箱收回来", P(SHUANGJIANG + td(days=1)), cat=c, unsure="霜降 2051 = 10-23 (lunar-python)")
    c = "holiday"
    T("⟦重阳⟧去养老院调琴", P(CHONGYANG), cat=c, unsure="重阳 2051 = 10-13 (lunar-python)")
    T("⟦万圣节⟧剧场有特别场", P(ymd(2051, 10, 31)), cat=c)
    T("⟦双十一⟧蜂蜜打折", P(ymd(2051, 11, 11)), cat=c)
    T("⟦感恩节⟧给国际学校调琴", P(holiday_in("thanksgiving", 2051)), cat=c)
    c = "duration"
    T("⟦一个钟头后⟧提醒我喂蜂", after(td(hours=1)), cat=c)
    T("⟦十天后⟧到昆明", P(rel(10)), cat=c)
    c = "range"
    T("⟦10月20号到25号⟧巡演在长沙", dr(ymd(2051, 10, 20), ymd(2051, 10, 25)), cat=c)
    c = "numeric-date"
    T("⟦2051-10-28⟧ 养蜂课结业", P(ymd(2051, 10, 28)), cat=c)
    c = "traditional"
    T("⟦後天上午九點⟧調琴", at(rel(2), 9), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧两天都摆摊", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("三个蜂场一共48箱蜂", cat=c)
with use(now=NC, pref="past", **Z):
    c = "deadline"
    T("⟦上季度⟧卖蜂蜜卖了多少", quarter(2051, 3), cat=c, conv="quarters")
    T("⟦本月至今⟧的快递费", dr(ymd(2051, 10, 1), today()), cat=c, conv="since")
    c = "rollover"
    T("⟦国庆节⟧收的调琴费", P(ymd(2051, 10, 1)), cat=c)
    T("⟦上周六⟧买的标签", P(wk(-1, 6)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("tune the piano at lincoln elementary ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c)
    T("⟨thurs⟩ tuning at mrs. cole's ⟨10am⟩", at(wd(4), 10), cat=c)
    T("opening night ⟦feb 18 at 7:30pm⟧", at(ymd(2051, 2, 18), 19, 30), cat=c)
    T("hive check ⟦next mon 6am⟧", at(wk(1, 1), 6), cat=c, unsure="next monday = Presidents' Day 02-20")
    c = "clock"
    T("gas up the car ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    T("at the school to tune ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour")
    T("open the hives ⟦7am⟧", at(rel(1), 7), cat=c, unsure="7am with no day at 08:30 has passed: tomorrow 07:00")
    T("line run ⟦at 11:15⟧", P(bare_clock(11, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("check the hives ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="tuesday morning said Tuesday 08:30 is in progress: today")
    T("jar wholesaler ⟦tuesday 7am⟧", at(wk(1, 2), 7), cat=c, unsure="tuesday 7am said Tuesday 08:30 has passed: next Tuesday 02-21")
    T("extra show ⟦tuesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("order the honey jars ⟦by the end of the month⟧", deadline_day(ymd(2051, 2, 28)), cat=c, conv="by-inclusive")
    T("off book ⟦before presidents' day⟧", deadline_day(ymd(2051, 2, 19)), cat=c, conv="en-before-exclusive")
    T("finish the three school pianos ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("ship the online orders ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("beekeeping class ⟦early march⟧", xun(2051, 3, 1), cat=c, conv="month-parts")
    T("on the road ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("honey market ⟦the first saturday of march⟧", P(nth(2051, 3, 1, 6)), cat=c)
    T("concert hall tuning ⟦the day after presidents' day⟧", P(holiday_in("presidents", 2051) + td(days=1)), cat=c)
    c = "holiday"
    T("two shows on ⟦presidents' day⟧", P(holiday_in("presidents", 2051)), cat=c)
    T("boston run ⟦st. patrick's day⟧", P(ymd(2051, 3, 17)), cat=c)
    T("school piano ⟦valentine's day⟧", P(today()), cat=c, unsure="Valentine's Day is today")
    T("honey stall ⟦easter⟧", P(easter(2051)), cat=c)
    c = "duration"
    T("head to the client's ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("get to denver ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("playing chicago ⟦feb 20-23⟧", dr(ymd(2051, 2, 20), ymd(2051, 2, 23)), cat=c)
    c = "numeric-date"
    T("buy strings at the piano shop ⟦3/2⟧", P(ymd(2051, 3, 2)), cat=c, conv="en-month-first")
    c = "coordination"
    T("tuning at the high school ⟦wed⟧ and ⟦fri⟧", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("filled 120 jars, 16 oz each", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("tuning fees ⟦last week⟧", week_range(-1), cat=c)
    T("strings ⟦MLK day⟧", P(holiday_in("mlk", 2051)), cat=c)
    T("honey money ⟦sunday⟧", P(wd(7)), cat=c, unsure="sunday said Tuesday, looking back: 02-12")
    T("gas ⟦yesterday⟧", P(rel(-1)), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("tuning at the conservatory ⟦tmrw 9am⟧", at(rel(1), 9), cat=c, unsure="tmrw said Sunday 23:40 = Monday 07-03")
    T("⟨next wed⟩ run-through ⟨2-6pm⟩", cr(wk(1, 3), 14, 0, 18, 0), cat=c)
    T("open the hives ⟦july 8 5:30am⟧", at(ymd(2051, 7, 8), 5, 30), cat=c)
    T("first show in pittsburgh ⟦the day after tomorrow at 7:30pm⟧", at(rel(2), 19, 30), cat=c)
    c = "clock"
    T("out to the bee yard ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:40 has passed both ways: tomorrow 11:00")
    T("call mr. lee back ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:40 has passed both ways: tomorrow 08:00")
    T("up to pack orders ⟦at 2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day = the coming night, 07-03 02:00")
    T("leave for the theater ⟦at 6:30⟧", P(bare_clock(6, 30)), cat=c, conv="bare-hour", unsure="a bare 6:30 reads 18:30, passed: tomorrow 18:30")
    c = "rollover"
    T("market stall ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 23:40 is over: next Sunday 07-09")
    T("finish the books ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 23:40 is in progress: today")
    c = "deadline"
    T("mail honey to the regulars ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:40: today alone")
    T("audition form in ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="midnight tonight = 07-03 00:00, twenty minutes away")
    T("tour hits atlanta ⟦mid-july⟧", xun(2051, 7, 2), cat=c, conv="month-parts")
    T("advanced beekeeping course ⟦in the second half of the year⟧", dr(ymd(2051, 7, 1), ymd(2051, 12, 31)), cat=c, conv="halves",
      unsure="the second half began yesterday: written as the whole half")
    T("pay for the strings ⟦by the end of the month⟧", deadline_day(ymd(2051, 7, 31)), cat=c, conv="by-inclusive")
    T("audition sides ready ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("honey fair ⟦the second saturday of august⟧", P(nth(2051, 8, 2, 6)), cat=c)
    T("tune in providence ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "holiday"
    T("no show ⟦on the fourth⟧", P(ymd(2051, 7, 4)), cat=c)
    T("honey booth ⟦labor day⟧", P(holiday_in("labor", 2051)), cat=c)
    T("school pianos before term ⟦the day before labor day⟧", P(holiday_in("labor", 2051) - td(days=1)), cat=c)
    T("tuning at the church ⟦halloween⟧", P(ymd(2051, 10, 31)), cat=c)
    c = "duration"
    T("lights out ⟦in 40 min⟧", after(td(minutes=40)), cat=c, unsure="crosses midnight: 07-03 00:20")
    T("audition ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("playing cleveland ⟦july 10 to 15⟧", dr(ymd(2051, 7, 10), ymd(2051, 7, 15)), cat=c)
    c = "numeric-date"
    T("tune at the prep school ⟦7/20⟧", P(ymd(2051, 7, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("rehearsal ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("pulled 40 lbs off one super, 80 jars", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("tuning fees ⟦last month⟧", month_range(2051, 6), cat=c)
    T("strings ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back: 06-30")
    T("honey sales ⟦juneteenth⟧", P(ymd(2051, 6, 19)), cat=c)
    c = "deadline"
    T("honey income ⟦first half of the year⟧", dr(ymd(2051, 1, 1), ymd(2051, 6, 30)), cat=c, conv="halves")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("tune at central high ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨wed⟩ audition ⟨3pm⟩", at(wd(3), 15), cat=c)
    T("hive check ⟦oct 15 6am⟧", at(ymd(2051, 10, 15), 6), cat=c)
    T("curtain ⟦tonight 7:30⟧", at(today(), 19, 30), cat=c)
    c = "clock"
    T("pick up parts at the piano shop ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:15 has just passed: tomorrow 13:00")
    T("tuning at a client's ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour")
    T("zoom w/ the company ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 13:15: the pm reading 22:00 is ahead")
    T("leave ⟦quarter to two⟧", at(today(), 13, 45), cat=c, conv="bare-hour", unsure="the named hour 2 reads 14:00; a quarter before = 13:45, still ahead")
    c = "rollover"
    T("tuning ⟦monday morning⟧", pod(wk(1, 1), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 13:15 is over: next Monday 10-16")
    T("do the books ⟦monday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="monday afternoon said Monday 13:15 is in progress: today")
    T("tech rehearsal ⟦monday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("ship the online honey orders ⟦by the end of the month⟧", deadline_day(ymd(2051, 10, 31)), cat=c, conv="by-inclusive")
    T("nursing home piano done ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
    T("tour in phoenix ⟦late october⟧", xun(2051, 10, 3), cat=c, conv="month-parts")
    T("more school contracts ⟦next quarter⟧", quarter(2052, 1), cat=c, conv="quarters")
    T("beekeeper cert ⟦by the end of the year⟧", deadline_day(ymd(2051, 12, 31)), cat=c, conv="by-inclusive")
    c = "arithmetic"
    T("honey market ⟦the first sunday of november⟧", P(nth(2051, 11, 1, 7)), cat=c)
    T("take the supers off ⟦the day after halloween⟧", P(ymd(2051, 11, 1)), cat=c)
    c = "holiday"
    T("special show ⟦halloween night⟧", pod(ymd(2051, 10, 31), "night"), cat=c)
    T("honey sale ⟦veterans day⟧", P(ymd(2051, 11, 11)), cat=c)
    T("tune the church piano ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2051)), cat=c)
    T("honey gift boxes ⟦black friday⟧", P(holiday_in("blackfriday", 2051)), cat=c)
    c = "duration"
    T("feed the bees ⟦in an hour⟧", after(td(hours=1)), cat=c)
    T("get to tucson ⟦ten days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("playing albuquerque ⟦oct 20-25⟧", dr(ymd(2051, 10, 20), ymd(2051, 10, 25)), cat=c)
    c = "numeric-date"
    T("beekeeping course wraps ⟦10/28/2051⟧", P(ymd(2051, 10, 28)), cat=c, conv="en-month-first")
    c = "coordination"
    T("market stall ⟦sat⟧ and ⟦sun⟧ both", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("three bee yards, 48 hives total", cat=c)
with use(now=NC, pref="past", **E):
    c = "deadline"
    T("honey sales ⟦last quarter⟧", quarter(2051, 3), cat=c, conv="quarters")
    T("shipping ⟦month to date⟧", dr(ymd(2051, 10, 1), today()), cat=c, conv="since")
    c = "rollover"
    T("tuning fee ⟦labor day⟧", P(holiday_in("labor", 2051)), cat=c)
    T("labels ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
