"""Round 48 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a university lecturer who supervises
theses (office hours and defenses at set clocks, a conference in another city over several days, flights, hotels and
reimbursements), a single mother who drives for a ride-hailing app at night (her children's swimming, dance and
camp at set clocks, weekly payouts, fuel and a car wash, a parent-teacher meeting) and a family hosting relatives for
the holidays (relatives arriving by train and plane at set clocks, a reunion dinner, red envelopes, a station pickup)
use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, halves, durations
from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead,
coordination, and rows with no time (ride counts, miles, weights).

Reference times (new in this round):
  NA = 2062-02-08T16:45 Wednesday, 除夕 2062 (腊月廿九: 腊月 2061 has 29 days, lunar-python) in the late afternoon:
       春节 tomorrow (Thursday 02-09), 初二 02-10, 初三 Saturday 02-11, 初四 02-12, 初五 Monday 02-13, 初七 02-15,
       元宵 Thursday 02-23 (lunar-python); Valentine's Tuesday 02-14 (= 初六), 雨水 Saturday 02-18 (PyEphem and
       lunar-python agree), Presidents' Day Monday 02-20, 龙抬头 Sunday 03-12; 下午 / 周三下午 / "wednesday afternoon"
       in progress, 傍晚 and 除夕夜 / "tonight" ahead, 周三上午 / "wednesday morning" over (next week 02-15); a bare 4
       has passed (tomorrow 16:00), a bare 5 is ahead (17:00), a bare 8 reads 20:00, a bare 9:30 21:30, a bare 12
       tomorrow's noon; 上旬 now, 中旬 / "mid-february" 02-11 … 02-20, 月底 Tuesday 02-28; this weekend 02-11/12, next
       week 02-13 … 02-19; looking back: 立春 Friday 02-03 (= 上周五 / "last friday"; PyEphem and lunar-python agree),
       小年 02-02 (northern), MLK Day 01-16, January = "last month", 今年以来 / "year to date" 01-01 … today.
  NB = 2061-11-23T22:10 Wednesday, the night before US Thanksgiving (the fourth Thursday, 11-24; 十月十二,
       lunar-python): Black Friday 11-25, Cyber Monday 11-28; a bare 10 has passed both ways (tomorrow 10:00), a bare
       11 reads 23:00 tonight, a bare 7 tomorrow 19:00; 今晚 / 周三晚上 / "wednesday night" in progress and almost
       over, 周三下午 / "wednesday afternoon" over (next week 11-30); 明早 = 11-24 06:00–08:00; 凌晨两点 / "2am" with
       no day = 11-24 02:00; 今晚十二点前 / "by midnight" = now … 11-24 00:00; 月底 Wednesday 11-30; this weekend
       11-26/27, next week 11-28 … 12-04, 下下周 from 12-05; 大雪 Tuesday 12-06, 冬至 Wednesday 12-21 (PyEphem and
       lunar-python agree), 双十二 Monday 12-12, Christmas a Sunday, 元旦 2062 a Sunday; looking back: 小雪 yesterday
       11-22 (PyEphem and lunar-python agree), 双十一 = Veterans Day Friday 11-11, 上周五 / "last friday" 11-18,
       October = "last month".
  NC = 2061-07-09T06:15 Saturday at dawn (五月廿二, lunar-python): 早上 / 周六早上 / "saturday morning" in progress,
       周六凌晨 / "saturday 4am" over (next week 07-16); 早上六点 / "6am" with no day has passed (tomorrow 06:00); a
       bare 6 reads 18:00 today, a bare 7 19:00, a bare 8 08:00 today, a bare 12 today's noon; 这周末 / "this weekend"
       = today and tomorrow (这周内 = today … 07-10), next week 07-11 … 07-17; 上旬 now, 中旬 07-11 … 07-20, 下旬
       07-21 … 07-31, 月底 Sunday 07-31; 大暑 Friday 07-22 (PyEphem and lunar-python agree), 建军节 = the first Monday
       of August 08-01, 七夕 Sunday 08-21, 中元 Monday 08-29 (lunar-python), Labor Day 09-05; looking back: 小暑
       Wednesday 07-06 (PyEphem and lunar-python agree), Independence Day Monday 07-04, 上周五 / "last fri" = 建党节
       07-01, June = "last month", 上半年 / "the first half of the year" 01-01 … 06-30.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2062-02-08T16:45:00"  # Wednesday 16:45, 除夕 (腊月廿九): bare 4 → tomorrow, bare 5 → 17:00, 春节 tomorrow
NB = "2061-11-23T22:10:00"  # Wednesday 22:10, the night before Thanksgiving: bare 10 → tomorrow, bare 11 → 23:00
NC = "2061-07-09T06:15:00"  # Saturday 06:15: 早上 in progress, bare 6 → 18:00, bare 8 → 08:00 today
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUNJIE62 = ymd(2062, 2, 9)
CHU2_62 = ymd(2062, 2, 10)
CHU3_62 = ymd(2062, 2, 11)
CHU4_62 = ymd(2062, 2, 12)
CHU5_62 = ymd(2062, 2, 13)
CHU7_62 = ymd(2062, 2, 15)
YUANXIAO62 = ymd(2062, 2, 23)
YUSHUI62 = ymd(2062, 2, 18)
LONGTAITOU62 = ymd(2062, 3, 12)
LICHUN62 = ymd(2062, 2, 3)
XIAONIAN62 = ymd(2062, 2, 2)
XIAOXUE61 = ymd(2061, 11, 22)
DAXUE61 = ymd(2061, 12, 6)
DONGZHI61 = ymd(2061, 12, 21)
XIAOSHU61 = ymd(2061, 7, 6)
DASHU61 = ymd(2061, 7, 22)
QIXI61 = ymd(2061, 8, 21)
ZHONGYUAN61 = ymd(2061, 8, 29)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦初三上午十点⟧ 去高铁站接二姨一家", at(CHU3_62, 10), cat=c, unsure="初三 = 正月初三 = Saturday 02-11 (lunar-python)")
    T("⟨初五⟩ 舅舅坐飞机来 ⟨晚上八点二十⟩到", at(CHU5_62, 20, 20), cat=c, unsure="初五 = 02-13; the day and the clock said apart")
    T("⟦2月16号下午两点⟧ 论文开题答辩", at(ymd(2062, 2, 16), 14), cat=c)
    T("⟨下周二⟩ 女儿游泳课 ⟨六点到七点⟩", cr(wk(1, 2), 18, 0, 19, 0), cat=c, conv="bare-hour", unsure="with a day word a bare 6 to 7 reads pm")
    c = "clock"
    T("⟦四点⟧ 去超市拉年货", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    T("⟦五点⟧ 贴春联", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    T("⟦八点⟧ 一家人看春晚", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 tonight")
    T("⟦三点⟧ 上线接单", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 16:45 has passed: tomorrow 15:00")
    c = "rollover"
    T("⟦周三下午⟧ 改学生论文", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 16:45 is in progress: today")
    T("⟦周三上午⟧ 答疑时间", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 16:45 is over: next week 02-15")
    T("⟦傍晚⟧ 去火车站接奶奶", pod(today(), "傍晚"), cat=c, unsure="傍晚 with no day at 16:45 is ahead: today 17:00–18:00")
    T("⟦除夕夜⟧ 一起守岁", pod(today(), "晚上"), cat=c, unsure="除夕夜 = tonight (除夕 is today, 腊月廿九), flagged in CONVENTIONS")
    c = "deadline"
    T("⟦元宵前⟧ 把亲戚都送走", deadline_day(YUANXIAO62), cat=c, conv="zh-qian-inclusive", unsure="元宵 2062 = Thursday 02-23 (lunar-python)")
    T("⟦月底前⟧ 交差旅报销单", deadline_day(ymd(2062, 2, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦中旬⟧ 改完三篇毕业论文", xun(2062, 2, 2), cat=c, conv="month-parts")
    T("⟦晚上九点前⟧ 年夜饭的菜备好", deadline_clock(dt(today(), 21)), cat=c)
    T("⟦初七前⟧ 把初稿发给学生", deadline_day(CHU7_62), cat=c, conv="zh-qian-inclusive", unsure="初七 = 正月初七 = 02-15 (lunar-python)")
    c = "arithmetic"
    T("⟦春节后第二天⟧ 去外婆家", P(CHUNJIE62 + td(days=2)), cat=c, unsure="春节 2062 = 02-09; 后第二天 = two days after = 02-11")
    T("⟦下个月第二个周四⟧ 学术会议报到", P(nth(2062, 3, 2, 4)), cat=c)
    c = "holiday"
    T("⟦元宵节晚上⟧ 一家人吃汤圆", pod(YUANXIAO62, "晚上"), cat=c, unsure="元宵 2062 = 02-23 (lunar-python)")
    T("⟦情人节⟧ 孩子学校开学", P(ymd(2062, 2, 14)), cat=c)
    T("⟦龙抬头⟧ 带儿子去理发", P(LONGTAITOU62), cat=c, unsure="龙抬头 2062 = Sunday 03-12 (lunar-python)")
    T("⟦雨水⟧那天回学校", P(YUSHUI62), cat=c, unsure="雨水 2062 = 02-18 (PyEphem and lunar-python agree)")
    c = "duration"
    T("⟦四十分钟后⟧ 出门接单", after(td(minutes=40)), cat=c)
    T("⟦一周后⟧ 正式开学", P(rel(7)), cat=c)
    c = "range"
    T("⟦2月20号到23号⟧ 去武汉开会", dr(ymd(2062, 2, 20), ymd(2062, 2, 23)), cat=c)
    c = "numeric-date"
    T("⟦2.25⟧ 研究生复试", P(ymd(2062, 2, 25)), cat=c)
    c = "coordination"
    T("⟦初二⟧和⟦初四⟧ 都有亲戚上门", P(CHU2_62), P(CHU4_62), cat=c, unsure="初二 = 02-10, 初四 = 02-12 (lunar-python)")
    c = "traditional"
    T("⟦下週一上午九點⟧ 開組會", at(wk(1, 1), 9), cat=c)
    c = "none"
    T("买了三箱橙子 二十斤猪肉 两条鱼", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦立春⟧那天加的油", P(LICHUN62), cat=c, unsure="立春 2062 = 02-03 (PyEphem and lunar-python agree), looking back")
    T("⟦小年⟧ 买的对联", P(XIAONIAN62), cat=c, conv="xiaonian-north", unsure="小年 (腊月廿三) = 02-02 (lunar-python), looking back")
    c = "deadline"
    T("⟦上个月⟧ 差旅费", month_range(2062, 1), cat=c)
    T("⟦今年以来⟧ 过年花了多少", dr(ymd(2062, 1, 1), today()), cat=c, conv="since")
    T("⟦上周⟧ 平台结算的钱", week_range(-1), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明早七点⟧ 送孩子上学", at(rel(1), 7), cat=c)
    T("⟨周五⟩ 开题答辩 ⟨下午两点到四点⟩", cr(wd(5), 14, 0, 16, 0), cat=c)
    T("⟦12月3号上午九点⟧ 飞成都开会", at(ymd(2061, 12, 3), 9), cat=c)
    T("⟨下下周一⟩ 儿子钢琴课 ⟨晚上六点半⟩", at(wk(2, 1), 18, 30), cat=c, unsure="下下周一 = 12-05")
    c = "clock"
    T("⟦十点⟧ 给研究生答疑", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    T("⟦十一点⟧ 再跑两单就收", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:10 reads 23:00 tonight")
    T("⟦凌晨两点⟧ 收车回家", P(next_clock(2)), cat=c, unsure="凌晨两点 with no day = the coming night 11-24 02:00")
    T("⟦七点⟧ 接女儿下舞蹈课", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 22:10 has passed: tomorrow 19:00")
    c = "rollover"
    T("⟦周三晚上⟧ 还要跑几单", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("⟦周三下午⟧ 组会", pod(wk(1, 3), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 22:10 is over: next week 11-30")
    T("⟦今晚⟧ 把答辩名单发出去", pod(today(), "今晚"), cat=c, unsure="今晚 almost over at 22:10, still today")
    T("⟦明早⟧ 去洗车", pod(rel(1), "明早"), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 把会议报销交了", deadline_day(ymd(2061, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦大雪前⟧ 给车换雪地胎", deadline_day(DAXUE61), cat=c, conv="zh-qian-inclusive", unsure="大雪 2061 = Tuesday 12-06 (PyEphem and lunar-python agree)")
    T("⟦下个月上旬⟧ 论文查重", xun(2061, 12, 1), cat=c, conv="month-parts")
    T("⟦今晚十二点前⟧ 把PPT改完", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 00:00 of 11-24")
    T("⟦这周内⟧ 订好回老家的高铁票", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧ 系里年会", P(lastwd(2061, 12, 5)), cat=c)
    T("⟦冬至前一天⟧ 接奶奶过来住", P(DONGZHI61 - td(days=1)), cat=c, unsure="冬至 2061 = 12-21 (PyEphem and lunar-python agree)")
    c = "holiday"
    T("⟦感恩节⟧ 带孩子去朋友家吃饭", P(hol("thanksgiving")), cat=c, unsure="感恩节 2061 = Thursday 11-24, tomorrow")
    T("⟦双十二⟧ 囤年货", P(ymd(2061, 12, 12)), cat=c)
    T("⟦冬至⟧ 一家人包饺子", P(DONGZHI61), cat=c, unsure="冬至 2061 = 12-21")
    c = "duration"
    T("⟦二十分钟后⟧ 下线休息", after(td(minutes=20)), cat=c)
    T("⟦五天后⟧ 出差回来", P(rel(5)), cat=c)
    c = "range"
    T("⟦12月3号到6号⟧ 在成都开学术会议", dr(ymd(2061, 12, 3), ymd(2061, 12, 6)), cat=c)
    c = "numeric-date"
    T("⟦12/9⟧ 开家长会", P(ymd(2061, 12, 9)), cat=c)
    c = "coordination"
    T("⟦周六⟧、⟦周日上午十点⟧都有游泳课", at(wd(6), 10), at(wd(7), 10), cat=c, conv="distribute")
    c = "traditional"
    T("⟦後天晚上七點⟧ 接兒子下課", at(rel(2), 19), cat=c)
    c = "none"
    T("跑了二十三单 流水还行", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦小雪⟧那天洗的车", P(XIAOXUE61), cat=c, unsure="小雪 2061 = 11-22, yesterday (PyEphem and lunar-python agree)")
    T("⟦双十一⟧ 买的机票", P(ymd(2061, 11, 11)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 油钱", month_range(2061, 10), cat=c)
    T("⟦这个月到目前为止⟧ 平台打了多少钱", dr(ymd(2061, 11, 1), today()), cat=c, conv="since")
    T("⟦最近十天⟧ 加了几次油", pastdays(10), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦今天上午十点⟧ 带女儿去学画画", at(today(), 10), cat=c)
    T("⟨下周三⟩ 论文答辩 ⟨上午九点半到十一点⟩", cr(wk(1, 3), 9, 30, 11, 0), cat=c)
    T("⟦7月18号下午三点⟧ 飞西安开会", at(ymd(2061, 7, 18), 15), cat=c)
    T("⟨周日⟩ 儿子游泳 ⟨早上八点⟩", at(wd(7), 8), cat=c, unsure="周日 said Saturday = tomorrow 07-10")
    c = "clock"
    T("⟦六点⟧ 去接孩子", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00 today")
    T("⟦八点⟧ 送女儿去夏令营", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:15 is ahead: 08:00 today")
    T("⟦早上六点⟧ 出车", P(next_clock(6)), cat=c, unsure="早上六点 with no day said 06:15 has passed: tomorrow 06:00")
    T("⟦十二点⟧ 补个觉", P(bare_clock(12)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周六早上⟧ 洗个车", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周六早上 said Saturday 06:15 is in progress: today")
    T("⟦周六凌晨⟧ 跑机场单", pod(wk(1, 6), "凌晨"), cat=c, conv="rollover-part", unsure="周六凌晨 said Saturday 06:15 is over: next week 07-16")
    T("⟦周六晚上⟧ 带娃看电影", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦这周内⟧ 把评审意见写完", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("⟦大暑前⟧ 开完会回来", deadline_day(DASHU61), cat=c, conv="zh-qian-inclusive", unsure="大暑 2061 = Friday 07-22 (PyEphem and lunar-python agree)")
    T("⟦月底前⟧ 交暑期课程表", deadline_day(ymd(2061, 7, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦下旬⟧ 带孩子回老家", xun(2061, 7, 3), cat=c, conv="month-parts")
    T("⟦中午十二点前⟧ 把租的车还了", deadline_clock(dt(today(), 12)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周一⟧ 新学期备课会", P(nth(2061, 8, 1, 1)), cat=c, unsure="= 08-01, also 建军节")
    T("⟦建军节后一天⟧ 出发去开会", P(ymd(2061, 8, 2)), cat=c)
    c = "holiday"
    T("⟦七夕⟧ 在家做饭", P(QIXI61), cat=c, unsure="七夕 2061 = Sunday 08-21 (lunar-python)")
    T("⟦中元节⟧ 回老家上坟", P(ZHONGYUAN61), cat=c, unsure="中元 2061 = Monday 08-29 (lunar-python)")
    T("⟦大暑⟧ 游泳班结课", P(DASHU61), cat=c, unsure="大暑 2061 = 07-22")
    c = "duration"
    T("⟦一个半小时后⟧ 叫孩子起床", after(td(minutes=90)), cat=c)
    T("⟦半个月后⟧ 开学术年会", P(rel(15)), cat=c)
    c = "range"
    T("⟦7月18号到21号⟧ 去西安开会", dr(ymd(2061, 7, 18), ymd(2061, 7, 21)), cat=c)
    c = "numeric-date"
    T("⟦7.26⟧ 亲戚坐火车过来", P(ymd(2061, 7, 26)), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周四⟧ 都有游泳课", P(wd(2)), P(wd(4)), cat=c)
    c = "traditional"
    T("⟦下週三下午兩點⟧ 論文答辯", at(wk(1, 3), 14), cat=c)
    c = "none"
    T("夜里拉了十五单 开了两百多公里", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦小暑⟧那天加的油", P(XIAOSHU61), cat=c, unsure="小暑 2061 = 07-06 (PyEphem and lunar-python agree), looking back")
    T("⟦上周五⟧ 平台周结", P(wk(-1, 5)), cat=c, unsure="上周五 = 07-01 (建党节)")
    T("⟦昨晚⟧ 跑的单", pod(rel(-1), "晚上"), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 加油花了多少", month_range(2061, 6), cat=c)
    T("⟦上半年⟧ 出差花了多少", dr(ymd(2061, 1, 1), ymd(2061, 6, 30)), cat=c, conv="halves")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("pick up grandma at penn station ⟦fri 9:40am⟧", at(wd(5), 9, 40), cat=c)
    T("⟨next tues⟩ maya's swim lesson ⟨6-7pm⟩", cr(wk(1, 2), 18, 0, 19, 0), cat=c)
    T("thesis defense ⟦feb 16 at 2pm⟧", at(ymd(2062, 2, 16), 14), cat=c)
    T("⟨thursday⟩ office hours ⟨10 to noon⟩", cr(wd(4), 10, 0, 12, 0), cat=c, unsure="thursday said Wednesday = 02-09")
    c = "clock"
    T("costco run ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    T("get the kids ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    T("go online for rides ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 tonight")
    T("call the hotel back ⟦at 9:30⟧", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 16:45 reads 21:30 tonight")
    c = "rollover"
    T("grade papers ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("office hours ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part", unsure="wednesday morning said Wednesday 16:45 is over: next week 02-15")
    T("car wash ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("reimbursement forms ⟦by the end of the month⟧", deadline_day(ymd(2062, 2, 28)), cat=c)
    T("send chapter drafts ⟦before valentine's⟧", deadline_day(ymd(2062, 2, 13)), cat=c, conv="en-before-exclusive")
    T("book the conference hotel ⟦by presidents' day⟧", deadline_day(hol("presidents")), cat=c, conv="by-inclusive", unsure="Presidents' Day 2062 = 02-20")
    T("grade the theses ⟦mid-february⟧", xun(2062, 2, 2), cat=c, conv="month-parts")
    T("submit grades ⟦by 6pm⟧", deadline_clock(dt(today(), 18)), cat=c)
    c = "arithmetic"
    T("conference check-in ⟦the second thursday of march⟧", P(nth(2062, 3, 2, 4)), cat=c)
    T("fly home ⟦the day after presidents' day⟧", P(hol("presidents") + td(days=1)), cat=c)
    c = "holiday"
    T("dinner w/ the kids ⟦valentine's day⟧", P(ymd(2062, 2, 14)), cat=c)
    T("kids off school ⟦presidents' day⟧", P(hol("presidents")), cat=c)
    T("parade w/ the kids ⟦st. patrick's⟧", P(hol("stpatrick")), cat=c)
    c = "duration"
    T("leave for the airport ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("semester starts ⟦a week from today⟧", P(rel(7)), cat=c)
    c = "range"
    T("conference in chicago ⟦feb 20-23⟧", dr(ymd(2062, 2, 20), ymd(2062, 2, 23)), cat=c)
    c = "numeric-date"
    T("grad interviews ⟦2/25⟧", P(ymd(2062, 2, 25)), cat=c, conv="en-month-first")
    c = "coordination"
    T("swim lessons ⟦tues⟧ and ⟦thurs⟧", P(wd(2)), P(wd(4)), cat=c, unsure="tues = 02-14, thurs = 02-09")
    c = "none"
    T("did 36 rides, 410 miles", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("gas ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    T("car wash ⟦mlk day⟧", P(hol("mlk")), cat=c, unsure="MLK Day 2062 = 01-16, looking back")
    c = "deadline"
    T("travel spending ⟦last month⟧", month_range(2062, 1), cat=c)
    T("rideshare payouts ⟦year to date⟧", dr(ymd(2062, 1, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("get aunt rose at the amtrak station ⟦tmrw 10:15am⟧", at(rel(1), 10, 15), cat=c)
    T("⟨fri⟩ uncle joe lands ⟨at 1:40pm⟩", at(wd(5), 13, 40), cat=c)
    T("thesis defense ⟦dec 2 at 3pm⟧", at(ymd(2061, 12, 2), 15), cat=c)
    T("⟨the monday after next⟩ swim lesson ⟨5:30pm⟩", at(wk(2, 1), 17, 30), cat=c, conv="after-next")
    c = "clock"
    T("turkey goes in ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    T("last ride ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:10 reads 23:00 tonight")
    T("airport run ⟦at 2am⟧", P(next_clock(2)), cat=c, unsure="2am with no day = 11-24 02:00")
    T("pie pickup ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 22:10 has passed: tomorrow 19:00")
    c = "rollover"
    T("driving ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("thesis office hours ⟦wednesday afternoon⟧", pod(wk(1, 3), "afternoon"), cat=c, conv="rollover-part", unsure="over: next week 11-30")
    T("brine the turkey ⟦tonight⟧", pod(today(), "tonight"), cat=c, unsure="tonight almost over at 22:10, still today")
    c = "deadline"
    T("travel receipts in ⟦by the end of the month⟧", deadline_day(ymd(2061, 11, 30)), cat=c)
    T("order the ham ⟦before thanksgiving⟧", deadline_day(today()), cat=c, conv="en-before-exclusive", unsure="Thanksgiving is tomorrow: before = today alone")
    T("book flights ⟦by cyber monday⟧", deadline_day(hol("cybermonday")), cat=c, conv="by-inclusive", unsure="Cyber Monday 2061 = 11-28")
    T("papers graded ⟦early december⟧", xun(2061, 12, 1), cat=c, conv="month-parts")
    T("slides done ⟦by midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="midnight = 00:00 of 11-24")
    c = "arithmetic"
    T("department party ⟦the second friday of december⟧", P(nth(2061, 12, 2, 5)), cat=c)
    T("cousins to jfk ⟦the sunday after thanksgiving⟧", P(hol("thanksgiving") + td(days=3)), cat=c)
    c = "holiday"
    T("mall w/ the cousins ⟦black friday⟧", P(hol("blackfriday")), cat=c)
    T("everyone over ⟦christmas eve⟧", P(ymd(2061, 12, 24)), cat=c)
    T("relatives head home ⟦new year's day⟧", P(ymd(2062, 1, 1)), cat=c)
    c = "duration"
    T("check the pie ⟦in 25 minutes⟧", after(td(minutes=25)), cat=c)
    T("back from the conference ⟦5 days from now⟧", P(rel(5)), cat=c)
    c = "range"
    T("conference in denver ⟦dec 3-6⟧", dr(ymd(2061, 12, 3), ymd(2061, 12, 6)), cat=c)
    c = "numeric-date"
    T("parent-teacher conference ⟦12/9⟧", P(ymd(2061, 12, 9)), cat=c, conv="en-month-first")
    c = "coordination"
    T("swim ⟦sat⟧ and ⟦sun⟧ at 10am", at(wd(6), 10), at(wd(7), 10), cat=c, conv="distribute")
    c = "none"
    T("22 lb turkey, 3 pies, 14 people", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("gas ⟦veterans day⟧", P(hol("veterans")), cat=c, unsure="Veterans Day 2061 = 11-11, looking back")
    T("car wash ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("fuel ⟦month to date⟧", dr(ymd(2061, 11, 1), today()), cat=c, conv="since")
    T("groceries ⟦the past 10 days⟧", pastdays(10), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("art class w/ lily ⟦today 10am⟧", at(today(), 10), cat=c)
    T("⟨next wed⟩ thesis defense ⟨9:30-11⟩", cr(wk(1, 3), 9, 30, 11, 0), cat=c, unsure="with a day word a bare 9:30 keeps its am reading")
    T("fly to seattle ⟦july 18 at 3pm⟧", at(ymd(2061, 7, 18), 15), cat=c)
    T("⟨sunday⟩ jake's swim ⟨8am⟩", at(wd(7), 8), cat=c, unsure="sunday said Saturday = tomorrow 07-10")
    c = "clock"
    T("pick up the kids ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00 today")
    T("drop lily at day camp ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:15 is ahead: 08:00 today")
    T("hit the road ⟦at 6am⟧", P(next_clock(6)), cat=c, unsure="6am with no day said 06:15 has passed: tomorrow 06:00")
    T("nap ⟦at noon⟧", P(dt(today(), 12)), cat=c)
    c = "rollover"
    T("wash the car ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("airport rides ⟦saturday 4am⟧", at(wk(1, 6), 4), cat=c, unsure="saturday 4am said Saturday 06:15 has passed: next week 07-16")
    T("movie w/ the kids ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("finish the referee reports ⟦by sunday⟧", deadline_day(wd(7)), cat=c, conv="by-inclusive")
    T("syllabus due ⟦by the end of the month⟧", deadline_day(ymd(2061, 7, 31)), cat=c)
    T("back from the conference ⟦before aug 1⟧", deadline_day(ymd(2061, 7, 31)), cat=c, conv="en-before-exclusive")
    T("visit grandma ⟦late july⟧", xun(2061, 7, 3), cat=c, conv="month-parts")
    T("return the rental ⟦by noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    c = "arithmetic"
    T("faculty meeting ⟦the first monday of august⟧", P(nth(2061, 8, 1, 1)), cat=c)
    T("school starts ⟦the day after labor day⟧", P(hol("labor") + td(days=1)), cat=c)
    c = "holiday"
    T("cookout at my sister's ⟦labor day⟧", P(hol("labor")), cat=c, unsure="Labor Day 2061 = 09-05")
    c = "duration"
    T("wake the kids ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("conference ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("conference in seattle ⟦july 18-21⟧", dr(ymd(2061, 7, 18), ymd(2061, 7, 21)), cat=c)
    T("kids at grandma's ⟦this weekend⟧", dr(today(), rel(1)), cat=c, unsure="this weekend said Saturday = today and tomorrow")
    c = "numeric-date"
    T("cousins come by train ⟦7/26⟧", P(ymd(2061, 7, 26)), cat=c, conv="en-month-first")
    c = "coordination"
    T("swim ⟦tues⟧ and ⟦thurs⟧ 5pm", at(wd(2), 17), at(wd(4), 17), cat=c, conv="distribute")
    c = "none"
    T("15 rides overnight, 212 miles", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("gas ⟦the fourth⟧", P(ymd(2061, 7, 4)), cat=c, unsure="the Fourth = Monday 07-04, looking back")
    T("app payout ⟦last fri⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("fuel for the car ⟦last month⟧", month_range(2061, 6), cat=c)
    T("conference travel ⟦the first half of the year⟧", dr(ymd(2061, 1, 1), ymd(2061, 6, 30)), cat=c, conv="halves")
