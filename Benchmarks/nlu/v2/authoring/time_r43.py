"""Round 43 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a young professional e-sports player
(scrims and matches late at night and past midnight, a weekend tournament in another city, prize money and a sponsor's
payment, a new mouse and headset, a match rescheduled, gear spending this quarter), a mobile pet groomer working from a van
(appointments at customers' addresses at set clocks, shampoo and clippers, customers paying, van fuel, an appointment
moved or cancelled, the weather for a day of outdoor work) and a retired couple on a camper-van road trip (campsites over
several nights in different towns, fuel and campground fees, the weather in each town, a reservation moved, the pension,
what the trip has cost so far) use inside requests: a day and a clock together or apart, clock ranges across midnight,
deadlines, parts of months, quarters and halves, durations from now, holidays (Chinese lunar, solar terms, shopping days,
Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (mouse DPI, rank and
win rate, tank litres, dog weights, order numbers).

Reference times (new in this round):
  NA = 2058-10-01T10:15 Tuesday, 国庆 morning (八月十四, lunar-python): 中秋 tomorrow (Wednesday 10-02, lunar-python;
       中秋前 = today … 10-02, "before the mid-autumn festival" = today … 10-01), 中秋后一天 10-03; Q4 begins today
       (本季度 / "this quarter" Q4, 上季度 / "last quarter" Q3, 上个月 / "last month" September); 上午 / English "morning"
       in progress (周二上午 / "tuesday morning" today) while 早上 (06–09) is over (周二早上 moves a week, 10-08) and
       早上八点 / "8am" with no day reads tomorrow 08:00; a bare 10 has just passed and, before noon, reads tomorrow
       10:00, a bare 11 is ahead today, a bare 7 reads 19:00; 差一刻十二点 / "quarter to twelve" = 11:45 today; this week
       09-30 … 10-06, this weekend 10-05/06, next week 10-07 … 10-13; 寒露 Tuesday 10-08 (PyEphem and lunar-python agree),
       Columbus Day Monday 10-14, 下旬 10-21 … 10-31, 重阳 Friday 10-25 (lunar-python), 月底 / Halloween Thursday 10-31;
       looking back: 中元 Monday 09-02 (lunar-python) = US Labor Day, 七夕 08-25, September = "last month", Q3.
  NB = 2058-06-30T16:00 Sunday afternoon, the last day of a month and of the first half of the year (五月初十): "this
       week" / 这周内 is today alone, 明天 / "tmrw" = Monday 07-01 (建党节; 下半年 / "the second half of the year",
       Q3 and July start); 下午 / "sunday afternoon" in progress, 周日上午 / "sunday morning" over (next Sunday 07-07),
       周日晚上 / "sunday night" ahead today; a bare 4 is now (avoided), a bare 5 is ahead (17:00), a bare 3 has passed
       (tomorrow 15:00), a bare 8 reads 20:00; 晚上十二点 / "midnight" = 07-01 00:00; next week 07-01 … 07-07; the
       Fourth Thursday 07-04, 小暑 Sunday 07-07 (PyEphem and lunar-python agree), 七夕 08-25 (lunar-python); looking
       back: 端午 Tuesday 06-25 (lunar-python), 夏至 06-21, Juneteenth 06-19, 618, Father's Day 06-16, 上半年 /
       "the first half" 01-01 … 06-30, last week 06-17 … 06-23, Friday 06-28.
  NC = 2058-11-28T19:30 Thursday, US Thanksgiving evening (the fourth Thursday; 十月十三, lunar-python): Black Friday
       tomorrow (感恩节后一天 11-29), 月底 Saturday 11-30 (月底前 = today … 11-30), this weekend 11-30 / 12-01, 下个月 /
       "next month" December starts Sunday 12-01, Cyber Monday 12-02 opens next week (12-02 … 12-08; "before cyber
       monday" = today … 12-01); 晚上 / 今晚 / "thursday night" in progress, 周四下午 / "thursday afternoon" over (next
       week 12-05); a bare 7 has passed (tomorrow 19:00), a bare 8 reads 20:00 today, a bare 11:30 23:30 tonight;
       凌晨两点 / "2am" with no day = 11-29 02:00, 今晚十二点前 / "before midnight" ends 11-29 00:00; 大雪 Saturday 12-07
       (PyEphem and lunar-python agree), 双十二 Thursday 12-12 (双十二前 = today … 12-12), 平安夜 Tuesday 12-24,
       Christmas Wednesday; looking back: 双十一 = Veterans Day Monday 11-11, 小雪 11-22, Halloween, October = "last
       month", 本季度 Q4.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2058-10-01T10:15:00"  # Tuesday 10:15, 国庆, 中秋 tomorrow: bare 10 → tomorrow 10:00, bare 11 → 11:00 today
NB = "2058-06-30T16:00:00"  # Sunday 16:00, month and half-year end: bare 3 → tomorrow 15:00, bare 5 → 17:00
NC = "2058-11-28T19:30:00"  # Thursday 19:30, Thanksgiving: bare 7 → tomorrow 19:00, bare 8 → 20:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
ZHONGQIU58 = ymd(2058, 10, 2)
CHONGYANG58 = ymd(2058, 10, 25)
HANLU58 = ymd(2058, 10, 8)
ZHONGYUAN58 = ymd(2058, 9, 2)
QIXI58 = ymd(2058, 8, 25)
XIAOSHU58 = ymd(2058, 7, 7)
DUANWU58 = ymd(2058, 6, 25)
DAXUE58 = ymd(2058, 12, 7)
THANKS58 = ymd(2058, 11, 28)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦今晚十一点⟧ 战队训练赛", at(today(), 23), cat=c)
    T("⟨周六⟩ 去上海打半决赛 ⟨下午两点⟩", at(wd(6), 14), cat=c)
    T("⟦明天下午三点到五点⟧ 给李姐家泰迪洗澡", cr(rel(1), 15, 0, 17, 0), cat=c)
    T("⟦10月5号晚上⟧ 住蓬莱营地", pod(ymd(2058, 10, 5), "晚上"), cat=c)
    c = "clock"
    T("⟦十点⟧ 去宠物批发市场拿货", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 10:15 has passed and, before noon, reads tomorrow 10:00")
    T("⟦十一点⟧ 上门给金毛剪毛", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("⟦早上八点⟧ 房车出发去威海", P(next_clock(8)), cat=c, unsure="早上八点 with no day said 10:15 has passed: tomorrow 08:00")
    T("⟦凌晨一点⟧ 再打两把排位", P(dt(rel(1), 1)), cat=c, unsure="凌晨一点 with no day = the coming night: 10-02 01:00")
    T("⟦差一刻十二点⟧ 去加油站", P(dt(today(), 11, 45)), cat=c)
    c = "rollover"
    T("⟦周二上午⟧ 洗护车补货", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周二上午 said Tuesday 10:15 is in progress: today")
    T("⟦周二早上⟧ 给房车换机油", pod(wk(1, 2), "早上"), cat=c, conv="rollover-part", unsure="周二早上 said Tuesday 10:15 is over: next week 10-08")
    T("⟦这周末⟧ 在烟台的营地", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 把赞助合同签了", deadline_day(ymd(2058, 10, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦中秋前⟧ 开到威海", deadline_day(ZHONGQIU58), cat=c, conv="zh-qian-inclusive", unsure="中秋 2058 = 10-02 (lunar-python): today and tomorrow")
    T("⟦中午十二点前⟧ 把复盘报告交给教练", deadline_clock(dt(today(), 12)), cat=c)
    T("⟦下旬⟧ 去成都打线下赛", xun(2058, 10, 3), cat=c, conv="month-parts")
    T("⟦这个季度⟧ 外设预算五千", quarter(2058, 4), cat=c, conv="quarters", unsure="Q4 begins today")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 给老客户的柯基洗澡", P(nth(2058, 11, 1, 6)), cat=c)
    T("⟦中秋后一天⟧ 离开威海", P(ZHONGQIU58 + td(days=1)), cat=c, unsure="中秋 2058 = 10-02 (lunar-python)")
    c = "holiday"
    T("⟦中秋⟧ 在海边营地赏月", P(ZHONGQIU58), cat=c, unsure="中秋 2058 = 10-02 (lunar-python)")
    T("⟦重阳节⟧ 回老家看看", P(CHONGYANG58), cat=c, unsure="重阳 2058 = 10-25 (lunar-python)")
    T("⟦寒露⟧那天 开到蓬莱", P(HANLU58), cat=c, unsure="寒露 2058 = 10-08 (PyEphem and lunar-python agree)")
    c = "duration"
    T("⟦两个半小时后⟧ 开始打训练赛", after(td(minutes=150)), cat=c)
    T("⟦十天后⟧ 房车保养", P(rel(10)), cat=c)
    c = "range"
    T("⟦10月3号到6号⟧ 住大连的营地", dr(ymd(2058, 10, 3), ymd(2058, 10, 6)), cat=c)
    c = "numeric-date"
    T("⟦10.12⟧ 城市赛第一轮", P(ymd(2058, 10, 12)), cat=c)
    c = "traditional"
    T("⟦週四下午兩點⟧ 給薩摩耶洗澡", at(wd(4), 14), cat=c)
    c = "coordination"
    T("⟦周三⟧和⟦周四⟧都有上门单", P(wd(3)), P(wd(4)), cat=c)
    c = "none"
    T("鼠标DPI调到800 灵敏度0.45", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦中元节⟧那天加的油", P(ZHONGYUAN58), cat=c, unsure="中元 2058 = 09-02 (lunar-python), looking back")
    T("⟦昨天⟧ 收的洗护费", P(rel(-1)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 油钱一共多少", month_range(2058, 9), cat=c)
    T("⟦上季度⟧ 外设花了多少", quarter(2058, 3), cat=c, conv="quarters")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 上门给比熊洗护", at(rel(1), 10), cat=c)
    T("⟨下周三⟩ 战队训练赛 ⟨晚上九点到十二点⟩", cr(wk(1, 3), 21, 0, 0, 0), cat=c, unsure="晚上十二点 as the end = 00:00 of the next day (07-04)")
    T("⟦7月4号下午⟧ 开到黄山营地", pod(ymd(2058, 7, 4), "下午"), cat=c)
    T("⟨礼拜二⟩ 房车去千岛湖 ⟨早上七点半⟩", at(wd(2), 7, 30), cat=c)
    c = "clock"
    T("⟦五点⟧ 给泰迪剪指甲", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("⟦三点⟧ 线上训练赛", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 16:00 has passed: tomorrow 15:00")
    T("⟦八点⟧ 开直播", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: the pm reading 20:00 is ahead")
    T("⟦晚上十二点⟧ 开始冲分", P(dt(rel(1), 0)), cat=c)
    c = "rollover"
    T("⟦周日上午⟧ 洗房车", pod(wk(1, 7), "上午"), cat=c, conv="rollover-part", unsure="周日上午 said Sunday 16:00 is over: next Sunday 07-07")
    T("⟦周日晚上⟧ 营地烧烤", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 16:00 is still ahead: today")
    c = "deadline"
    T("⟦这周内⟧ 把剪刀送去磨", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦下半年⟧ 战队的赛程", dr(ymd(2058, 7, 1), ymd(2058, 12, 31)), cat=c, conv="halves")
    T("⟦下个月上旬⟧ 开到西安", xun(2058, 7, 1), cat=c, conv="month-parts")
    T("⟦今晚十点前⟧ 把营地订好", deadline_clock(dt(today(), 22)), cat=c)
    T("⟦7月4号前⟧ 交杯赛报名表", deadline_day(ymd(2058, 7, 4)), cat=c, conv="zh-qian-inclusive")
    c = "arithmetic"
    T("⟦下个月第二个周五⟧ 杯赛开打", P(nth(2058, 7, 2, 5)), cat=c)
    T("⟦大后天⟧ 到黄山", P(rel(3)), cat=c)
    c = "holiday"
    T("⟦建党节⟧ 上门洗护停一天", P(ymd(2058, 7, 1)), cat=c)
    T("⟦小暑⟧那天 到婺源", P(XIAOSHU58), cat=c, unsure="小暑 2058 = 07-07 (PyEphem and lunar-python agree)")
    T("⟦七夕⟧ 老两口在营地过", P(QIXI58), cat=c, unsure="七夕 2058 = 08-25 (lunar-python)")
    c = "duration"
    T("⟦一个半小时后⟧ 去加油", after(td(minutes=90)), cat=c)
    T("⟦半个月后⟧ 开回家", P(rel(15)), cat=c)
    c = "range"
    T("⟦7月8号到12号⟧ 住黄山脚下的营地", dr(ymd(2058, 7, 8), ymd(2058, 7, 12)), cat=c)
    c = "numeric-date"
    T("⟦7/15⟧ 线下赛", P(ymd(2058, 7, 15)), cat=c)
    c = "traditional"
    T("⟦下週一上午十點⟧ 給柯基洗澡", at(wk(1, 1), 10), cat=c)
    c = "coordination"
    T("⟦周一⟧、⟦周三⟧都要上门", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("房车长7米 油箱80升", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦端午⟧ 发的比赛奖金", P(DUANWU58), cat=c, unsure="端午 2058 = 06-25 (lunar-python), looking back")
    T("⟦周五⟧ 买的剃毛器", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back = 06-28")
    c = "deadline"
    T("⟦上半年⟧ 一共收了多少", dr(ymd(2058, 1, 1), ymd(2058, 6, 30)), cat=c, conv="halves")
    T("⟦上周⟧ 加油花了多少", week_range(-1), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天晚上八点⟧ 杭州线下赛", at(rel(1), 20), cat=c)
    T("⟨周六⟩ 给布偶猫洗澡 ⟨上午九点到十点半⟩", cr(wd(6), 9, 0, 10, 30), cat=c)
    T("⟦12月7号中午⟧ 到漳州营地", pod(ymd(2058, 12, 7), "中午"), cat=c)
    T("⟨下周一⟩ 房车年检 ⟨下午两点⟩", at(wk(1, 1), 14), cat=c)
    c = "clock"
    T("⟦七点⟧ 约了训练赛", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00")
    T("⟦八点⟧ 开播", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    T("⟦十一点半⟧ 跟教练复盘", P(bare_clock(11, 30)), cat=c, conv="bare-hour", unsure="a bare 11:30 at 19:30: the pm reading 23:30 is ahead")
    T("⟦凌晨两点⟧ 还有一场", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 11-29 02:00")
    c = "rollover"
    T("⟦周四下午⟧ 上门给贵宾剪毛", pod(wk(1, 4), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 19:30 is over: next week 12-05")
    T("⟦周四晚上⟧ 营地篝火", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周四晚上 said Thursday 19:30 is in progress: today")
    T("⟦这周末⟧ 住厦门的营地", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 把房车保险续上", deadline_day(ymd(2058, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十二前⟧ 把新键盘买了", deadline_day(ymd(2058, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦今晚十二点前⟧ 交战队报名", deadline_clock(dt(rel(1), 0)), cat=c)
    T("⟦下个月中旬⟧ 开回家", xun(2058, 12, 2), cat=c, conv="month-parts")
    T("⟦未来五天⟧ 的上门单", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第二个周日⟧ 总决赛", P(nth(2058, 12, 2, 7)), cat=c)
    T("⟦感恩节后一天⟧ 给狗狗洗澡", P(THANKS58 + td(days=1)), cat=c)
    c = "holiday"
    T("⟦大雪⟧那天 到漳州", P(DAXUE58), cat=c, unsure="大雪 2058 = 12-07 (PyEphem and lunar-python agree)")
    T("⟦平安夜⟧ 在营地过", P(ymd(2058, 12, 24)), cat=c)
    T("⟦双十二⟧ 囤洗护用品", P(ymd(2058, 12, 12)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧ 上线", after(td(minutes=40)), cat=c)
    T("⟦三周后⟧ 房车保养", P(rel(21)), cat=c)
    c = "range"
    T("⟦12月3号到5号⟧ 住泉州的营地", dr(ymd(2058, 12, 3), ymd(2058, 12, 5)), cat=c)
    c = "numeric-date"
    T("⟦2058.12.9⟧ 战队体检", P(ymd(2058, 12, 9)), cat=c)
    c = "traditional"
    T("⟦禮拜六晚上九點⟧ 線上賽", at(wd(6), 21), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧各有两单上门", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("排位打到第3名 胜率62%", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦双十一⟧ 买的耳机", P(ymd(2058, 11, 11)), cat=c)
    T("⟦小雪⟧那天 交的营地费", P(ymd(2058, 11, 22)), cat=c, unsure="小雪 2058 = 11-22 (PyEphem and lunar-python agree), looking back")
    c = "deadline"
    T("⟦这个季度⟧ 外设花了多少", quarter(2058, 4), cat=c, conv="quarters")
    T("⟦最近十天⟧ 收了多少洗护费", pastdays(10), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("team scrim ⟦tonight 11pm⟧", at(today(), 23), cat=c)
    T("⟨sat⟩ semifinal in philly ⟨2pm⟩", at(wd(6), 14), cat=c)
    T("bath for mrs lee's poodle ⟦tmrw 3-5pm⟧", cr(rel(1), 15, 0, 17, 0), cat=c)
    T("campsite in bar harbor ⟦oct 5 evening⟧", pod(ymd(2058, 10, 5), "evening"), cat=c)
    c = "clock"
    T("pick up grooming supplies ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 10:15 has passed and, before noon, reads tomorrow 10:00")
    T("golden retriever trim ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("rv heads out ⟦8am⟧", P(next_clock(8)), cat=c, unsure="8am with no day said 10:15 has passed: tomorrow 08:00")
    T("couple more ranked games ⟦at 1am⟧", P(dt(rel(1), 1)), cat=c, unsure="1am with no day = the coming night: 10-02 01:00")
    T("gas station ⟦at quarter to twelve⟧", P(dt(today(), 11, 45)), cat=c)
    c = "rollover"
    T("restock the van ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="tuesday morning said Tuesday 10:15 is in progress: today")
    T("oil change on the rv ⟦tuesday 7am⟧", at(wk(1, 2), 7), cat=c, unsure="tuesday 7am said Tuesday 10:15 has passed: next week 10-08")
    T("campground in portland ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("sign the sponsor contract ⟦by the end of the month⟧", deadline_day(ymd(2058, 10, 31)), cat=c, conv="by-inclusive")
    T("get to acadia ⟦before columbus day⟧", deadline_day(ymd(2058, 10, 13)), cat=c, conv="en-before-exclusive")
    T("vod review to coach ⟦by noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("lan event in austin ⟦late october⟧", xun(2058, 10, 3), cat=c, conv="month-parts")
    T("gear budget ⟦this quarter⟧", quarter(2058, 4), cat=c, conv="quarters", unsure="Q4 begins today")
    c = "arithmetic"
    T("corgi regular ⟦the first saturday of november⟧", P(nth(2058, 11, 1, 6)), cat=c)
    T("leave bar harbor ⟦the day after columbus day⟧", P(holiday_in("columbus", 2058) + td(days=1)), cat=c)
    c = "holiday"
    T("costume grooming special ⟦halloween⟧", P(ymd(2058, 10, 31)), cat=c)
    T("moon viewing at the campsite ⟦mid-autumn festival⟧", P(ZHONGQIU58), cat=c, unsure="the Mid-Autumn Festival 2058 = 10-02 (lunar-python)")
    T("no grooming ⟦columbus day⟧", P(holiday_in("columbus", 2058)), cat=c)
    c = "duration"
    T("start scrims ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c)
    T("rv service ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("campground in bar harbor ⟦oct 3-6⟧", dr(ymd(2058, 10, 3), ymd(2058, 10, 6)), cat=c)
    c = "numeric-date"
    T("city qualifier round 1 ⟦10/12⟧", P(ymd(2058, 10, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("house calls ⟦wed⟧ and ⟦thurs⟧", P(wd(3)), P(wd(4)), cat=c)
    c = "none"
    T("mouse at 800 dpi, sens 0.45", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("filled up the van ⟦labor day⟧", P(holiday_in("labor", 2058)), cat=c)
    T("grooming payments ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("what the van burned in gas ⟦last month⟧", month_range(2058, 9), cat=c)
    T("gear spending ⟦last quarter⟧", quarter(2058, 3), cat=c, conv="quarters")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("bichon house call ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨next wed⟩ team scrims ⟨9pm-midnight⟩", cr(wk(1, 3), 21, 0, 0, 0), cat=c, unsure="midnight as the end = 00:00 of the next day (07-04)")
    T("pull into the shenandoah campground ⟦july 4 afternoon⟧", pod(ymd(2058, 7, 4), "afternoon"), cat=c)
    T("⟨tues⟩ drive the rv to lake george ⟨7:30am⟩", at(wd(2), 7, 30), cat=c)
    c = "clock"
    T("nail trim for the terrier ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("online scrim ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 16:00 has passed: tomorrow 15:00")
    T("go live ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: the pm reading 20:00 is ahead")
    T("ranked grind ⟦at midnight⟧", P(dt(rel(1), 0)), cat=c)
    c = "rollover"
    T("wash the rv ⟦sunday morning⟧", pod(wk(1, 7), "morning"), cat=c, conv="rollover-part", unsure="sunday morning said Sunday 16:00 is over: next Sunday 07-07")
    T("campfire cookout ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 16:00 is still ahead: today")
    c = "deadline"
    T("get the shears sharpened ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("league schedule ⟦the second half of the year⟧", dr(ymd(2058, 7, 1), ymd(2058, 12, 31)), cat=c, conv="halves")
    T("reach asheville ⟦early july⟧", xun(2058, 7, 1), cat=c, conv="month-parts")
    T("book the campsite ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    T("cup signup ⟦before the fourth⟧", deadline_day(ymd(2058, 7, 3)), cat=c, conv="en-before-exclusive")
    c = "arithmetic"
    T("cup kicks off ⟦the second friday of july⟧", P(nth(2058, 7, 2, 5)), cat=c)
    T("arrive in knoxville ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "holiday"
    T("no house calls ⟦the fourth of july⟧", P(ymd(2058, 7, 4)), cat=c)
    T("back home ⟦labor day⟧", P(holiday_in("labor", 2058)), cat=c)
    T("campground potluck ⟦independence day⟧", P(ymd(2058, 7, 4)), cat=c)
    c = "duration"
    T("fill up ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("drive home ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("campground near the smokies ⟦july 8-12⟧", dr(ymd(2058, 7, 8), ymd(2058, 7, 12)), cat=c)
    c = "numeric-date"
    T("lan qualifier ⟦7/15⟧", P(ymd(2058, 7, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("house calls ⟦mon⟧ and ⟦wed⟧", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("the rv is 24 ft, 55 gallon tank", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("prize money came in ⟦father's day⟧", P(holiday_in("fathers", 2058)), cat=c)
    T("new clippers ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back = 06-28")
    c = "deadline"
    T("income ⟦the first half of the year⟧", dr(ymd(2058, 1, 1), ymd(2058, 6, 30)), cat=c, conv="halves")
    T("fuel ⟦last week⟧", week_range(-1), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("lan final in boston ⟦tmrw 8pm⟧", at(rel(1), 20), cat=c)
    T("⟨sat⟩ ragdoll bath ⟨9-10:30am⟩", cr(wd(6), 9, 0, 10, 30), cat=c)
    T("pull into the savannah campground ⟦dec 7 at noon⟧", at(ymd(2058, 12, 7), 12), cat=c)
    T("⟨next mon⟩ rv inspection ⟨2pm⟩", at(wk(1, 1), 14), cat=c)
    c = "clock"
    T("scrim booked ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00")
    T("stream starts ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    T("vod review w/ coach ⟦at 11:30⟧", P(bare_clock(11, 30)), cat=c, conv="bare-hour", unsure="a bare 11:30 at 19:30: the pm reading 23:30 is ahead")
    T("one more match ⟦at 2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 11-29 02:00")
    c = "rollover"
    T("poodle trim ⟦thursday afternoon⟧", pod(wk(1, 4), "afternoon"), cat=c, conv="rollover-part", unsure="thursday afternoon said Thursday 19:30 is over: next week 12-05")
    T("campfire ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="thursday night said Thursday 19:30 is in progress: today")
    T("campground in st augustine ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("renew the rv insurance ⟦by the end of the month⟧", deadline_day(ymd(2058, 11, 30)), cat=c, conv="by-inclusive")
    T("buy the new keyboard ⟦before cyber monday⟧", deadline_day(ymd(2058, 12, 1)), cat=c, conv="en-before-exclusive")
    T("team signup ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    T("drive home ⟦mid-december⟧", xun(2058, 12, 2), cat=c, conv="month-parts")
    T("house calls ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("grand final ⟦the second sunday of december⟧", P(nth(2058, 12, 2, 7)), cat=c)
    T("dog baths ⟦the day after thanksgiving⟧", P(THANKS58 + td(days=1)), cat=c)
    c = "holiday"
    T("headset deal ⟦black friday⟧", P(THANKS58 + td(days=1)), cat=c)
    T("at the campground for ⟦christmas eve⟧", P(ymd(2058, 12, 24)), cat=c)
    T("van's off ⟦christmas day⟧", P(ymd(2058, 12, 25)), cat=c)
    c = "duration"
    T("log on ⟦in 40 minutes⟧", after(td(minutes=40)), cat=c)
    T("rv service ⟦in three weeks⟧", P(rel(21)), cat=c)
    c = "range"
    T("campground in charleston ⟦dec 3-5⟧", dr(ymd(2058, 12, 3), ymd(2058, 12, 5)), cat=c)
    c = "numeric-date"
    T("team physicals ⟦12/9/2058⟧", P(ymd(2058, 12, 9)), cat=c, conv="en-month-first")
    c = "coordination"
    T("two house calls each ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("ranked #3 on the ladder, 62% win rate", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("headset ⟦veterans day⟧", P(ymd(2058, 11, 11)), cat=c)
    T("campground fee ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    c = "deadline"
    T("gear spending ⟦this quarter⟧", quarter(2058, 4), cat=c, conv="quarters")
    T("grooming income ⟦in the last 10 days⟧", pastdays(10), cat=c)
