"""Round 46 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a primary-care nurse practitioner who
volunteers at an animal shelter (clinic sessions at set clocks, shelter shifts on weekends, an adoption day outdoors, a
continuing-education course), a small bakery owner supplying cafés (deliveries at dawn, flour and butter bought in bulk,
an oven repair, a tasting with a new café moved) and a father training for a marathon while his kids are on summer
holiday (long runs at set clocks, a race over a weekend in another city, summer camp and its pickups) use inside
requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, quarters, durations from now,
holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and
rows with no time (distances, weights, order numbers, rep counts).

Reference times (new in this round):
  NA = 2060-08-08T04:40 Sunday before dawn (七月十三, lunar-python): 凌晨 in progress (周日凌晨 today), 早上 / English
       "morning" still ahead today (周日早上 / "sunday morning" today); 早上五点 / "5am" with no day is still ahead
       (today 05:00), 凌晨四点 / "4am" with no day has passed (the coming night 08-09 04:00); 周日凌晨四点 / "sunday 4am"
       over (next week 08-15); a bare 5 reads 17:00 today, a bare 8 08:00 today, a bare 12 today's noon; "this
       week" / 这周内 is today alone, 明天 / "tmrw" = 下周一 = 08-09 (next week 08-09 … 08-15); 中元 Tuesday 08-10
       (lunar-python), 中旬 08-11 … 08-20, 处暑 Sunday 08-22 (PyEphem and lunar-python agree), 下旬 08-21 … 08-31,
       月底 Tuesday 08-31, Labor Day 09-06, 中秋 Thursday 09-09 (lunar-python); looking back: 立秋 yesterday 08-07
       (PyEphem and lunar-python agree), 七夕 Monday 08-02 (lunar-python), 建军节 08-01, July = "last month".
  NB = 2061-01-29T14:20 Saturday afternoon, 正月初九 (lunar-python): 这周末 / "this weekend" = today and tomorrow;
       下午 / 周六下午 / "saturday afternoon" in progress (today), 周六上午 / "saturday morning" and "saturday 10am"
       over (next week 02-05), 周六晚上 ahead (today); a bare 2 has passed (tomorrow 14:00), a bare 3 is ahead
       (15:00), a bare 8 reads 20:00, a bare 12 tomorrow's noon; next week 01-31 … 02-06; 月底 Monday 01-31 (月底前 =
       today … 01-31), 下个月 / "next month" February; 立春 Thursday 02-03 (PyEphem and lunar-python agree), 元宵 Friday
       02-04 (lunar-python), Valentine's Monday 02-14, Presidents' Day = 龙抬头 Monday 02-21 (the rule; lunar-python);
       looking back: 春节 Friday 01-21, 除夕 01-20, 大寒 01-19, MLK Day 01-17, December 2060 = "last month".
  NC = 2060-11-01T11:50 Monday just before noon, the first day of a month (十月初九, lunar-python): 中午 / "noon" ten
       minutes ahead (a bare 12 = today 12:00), a bare 11 has passed and, before noon, reads tomorrow 11:00, a bare 8
       or 9 tomorrow morning, a bare 1 13:00 today; 上午 / 周一上午 / "monday morning" in progress (today), 周一早上 and
       "monday 10am" over (next week 11-08); 上个月 / "last month" October, 本月至今 / "month to date" today alone,
       本季度 Q4, 上旬 11-01 … 11-10; US Election Day Tuesday 11-02 (the Tuesday after the first Monday), 立冬
       Saturday 11-06 (PyEphem and lunar-python agree), US DST ends Sunday 11-07 (no duration in hours crosses it),
       双十一 = Veterans Day Thursday 11-11, 小雪 11-21, Thanksgiving 11-25, Black Friday 11-26, 月底 Tuesday 11-30;
       looking back: Halloween yesterday, 霜降 10-22, Columbus Day 10-11, 重阳 10-02 (lunar-python).
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2060-08-08T04:40:00"  # Sunday 04:40, 七月十三: 凌晨 in progress, 早上五点 ahead, 凌晨四点 passed
NB = "2061-01-29T14:20:00"  # Saturday 14:20, 正月初九: bare 2 → tomorrow, bare 3 → 15:00 today
NC = "2060-11-01T11:50:00"  # Monday 11:50, the 1st of November: bare 11 → tomorrow, bare 12 → today's noon
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
ZHONGYUAN60 = ymd(2060, 8, 10)
CHUSHU60 = ymd(2060, 8, 22)
ZHONGQIU60 = ymd(2060, 9, 9)
LIQIU60 = ymd(2060, 8, 7)
QIXI60 = ymd(2060, 8, 2)
LICHUN61 = ymd(2061, 2, 3)
YUANXIAO61 = ymd(2061, 2, 4)
LONGTAITOU61 = ymd(2061, 2, 21)
CHUNJIE61 = ymd(2061, 1, 21)
CHUXI61 = ymd(2061, 1, 20)
LIDONG60 = ymd(2060, 11, 6)
XIAOXUE60 = ymd(2060, 11, 21)
SHUANGJIANG60 = ymd(2060, 10, 22)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天凌晨五点⟧ 给三家咖啡馆送面包", at(rel(1), 5), cat=c)
    T("⟨周三⟩ 门诊 ⟨上午八点半到十二点⟩", cr(wd(3), 8, 30, 12, 0), cat=c)
    T("⟦8月14号早上六点⟧ 长距离跑三十公里", at(ymd(2060, 8, 14), 6), cat=c)
    T("⟨下周六⟩去救助站值班 ⟨九点到一点⟩", cr(wk(1, 6), 9, 0, 13, 0), cat=c, unsure="a bare 9 to 1 read as 09:00–13:00 (the range's hours in order)")
    c = "clock"
    T("⟦五点⟧ 接孩子", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 04:40 reads 17:00 today")
    T("⟦八点⟧ 送孩子去夏令营", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 04:40 reads 08:00 today")
    T("⟦早上五点⟧ 出门跑步", P(next_clock(5)), cat=c, unsure="早上五点 with no day said 04:40 is still ahead: today")
    T("⟦凌晨四点⟧ 起来揉面", P(next_clock(4)), cat=c, unsure="凌晨四点 with no day said 04:40 has passed: the coming night 08-09 04:00")
    T("⟦十二点⟧ 面包出炉", P(bare_clock(12)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周日早上⟧ 去救助站遛狗", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周日早上 said Sunday 04:40 is still ahead: today")
    T("⟦周日凌晨四点⟧ 烤第一炉", at(wk(1, 7), 4), cat=c, unsure="周日凌晨四点 said Sunday 04:40 has passed: next week 08-15")
    T("⟦周日凌晨⟧ 还在揉面", pod(today(), "凌晨"), cat=c, conv="rollover-part", unsure="周日凌晨 said Sunday 04:40 is in progress: today")
    c = "deadline"
    T("⟦这周内⟧ 把继续教育课报了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦中元前⟧ 把黄油订好", deadline_day(ZHONGYUAN60), cat=c, conv="zh-qian-inclusive", unsure="中元 2060 = Tuesday 08-10 (lunar-python)")
    T("⟦月底前⟧ 交夏令营尾款", deadline_day(ymd(2060, 8, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦中旬⟧ 领养日", xun(2060, 8, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第一个周日⟧ 半程马拉松", P(nth(2060, 9, 1, 7)), cat=c)
    T("⟦中秋前两天⟧ 月饼订单截止", P(ZHONGQIU60 - td(days=2)), cat=c, unsure="中秋 2060 = 09-09 (lunar-python); 前两天 = two days before")
    c = "holiday"
    T("⟦处暑⟧那天 救助站领养日", P(CHUSHU60), cat=c, unsure="处暑 2060 = 08-22 (PyEphem and lunar-python agree)")
    T("⟦中元节⟧ 面包店早关门", P(ZHONGYUAN60), cat=c, unsure="中元 2060 = 08-10 (lunar-python)")
    c = "duration"
    T("⟦二十五分钟后⟧ 出门送货", after(td(minutes=25)), cat=c)
    T("⟦十天后⟧ 夏令营结营", P(rel(10)), cat=c)
    c = "range"
    T("⟦8月21号到22号⟧ 去青岛跑马", dr(ymd(2060, 8, 21), ymd(2060, 8, 22)), cat=c)
    c = "traditional"
    T("⟦禮拜二下午兩點⟧ 門診", at(wd(2), 14), cat=c)
    c = "none"
    T("配速五分半 跑了三十二公里", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦立秋⟧那天买的黄油", P(LIQIU60), cat=c, unsure="立秋 2060 = 08-07 (PyEphem and lunar-python agree), looking back")
    T("⟦七夕⟧ 咖啡馆结的货款", P(QIXI60), cat=c, unsure="七夕 2060 = 08-02 (lunar-python), looking back")
    c = "deadline"
    T("⟦本月至今⟧ 夏令营花了多少", dr(ymd(2060, 8, 1), today()), cat=c, conv="since")
    T("⟦上个月⟧ 面粉钱", month_range(2060, 7), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点⟧ 长跑二十五公里", at(rel(1), 7), cat=c)
    T("⟨下周四⟩ 新咖啡馆试吃 ⟨下午三点半⟩", at(wk(1, 4), 15, 30), cat=c)
    T("⟦2月5号上午九点到十二点⟧ 救助站领养活动", cr(ymd(2061, 2, 5), 9, 0, 12, 0), cat=c)
    T("⟨礼拜一⟩ 送货 ⟨凌晨四点半⟩", at(wd(1), 4, 30), cat=c, unsure="礼拜一 said Saturday = 01-31")
    c = "clock"
    T("⟦两点⟧ 护理课", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:20 has passed: tomorrow 14:00")
    T("⟦三点⟧ 去宠物医院拿药", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 14:20 is ahead: today 15:00")
    T("⟦八点⟧ 跟咖啡馆老板通话", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 14:20 reads 20:00 tonight")
    T("⟦十二点⟧ 去取烤箱配件", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 14:20 has passed: tomorrow's noon")
    c = "rollover"
    T("⟦周六上午⟧ 救助站值班", pod(wk(1, 6), "上午"), cat=c, conv="rollover-part", unsure="周六上午 said Saturday 14:20 is over: next week 02-05")
    T("⟦周六下午⟧ 给猫洗澡", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 14:20 is in progress: today")
    T("⟦这周末⟧ 救助站缺人", dr(wd(6), wd(7)), cat=c, unsure="said Saturday: today and tomorrow")
    c = "deadline"
    T("⟦月底前⟧ 把面粉钱结了", deadline_day(ymd(2061, 1, 31)), cat=c, conv="zh-qian-inclusive", unsure="月底 is Monday 01-31")
    T("⟦元宵前⟧ 汤圆面包试做", deadline_day(YUANXIAO61), cat=c, conv="zh-qian-inclusive", unsure="元宵 2061 = Friday 02-04 (lunar-python)")
    T("⟦下个月上旬⟧ 报名马拉松", xun(2061, 2, 1), cat=c, conv="month-parts")
    T("⟦今晚九点前⟧ 把订单发过去", deadline_clock(dt(today(), 21)), cat=c)
    c = "arithmetic"
    T("⟦元宵后一天⟧ 面包店恢复送货", P(YUANXIAO61 + td(days=1)), cat=c, unsure="元宵 2061 = 02-04 (lunar-python)")
    T("⟦下个月最后一个周日⟧ 城市马拉松", P(lastwd(2061, 2, 7)), cat=c)
    c = "holiday"
    T("⟦立春⟧ 做春卷面包", P(LICHUN61), cat=c, unsure="立春 2061 = 02-03 (PyEphem and lunar-python agree)")
    T("⟦龙抬头⟧那天 带孩子理发", P(LONGTAITOU61), cat=c, unsure="龙抬头 2061 = 02-21 (lunar-python)")
    c = "duration"
    T("⟦四十分钟后⟧ 面团发好", after(td(minutes=40)), cat=c)
    T("⟦两周后⟧ 护理执照续期考试", P(rel(14)), cat=c)
    c = "numeric-date"
    T("⟦2.12⟧ 领养日", P(ymd(2061, 2, 12)), cat=c)
    c = "coordination"
    T("⟦周日⟧和⟦下周六⟧都去救助站", P(wd(7)), P(wk(1, 6)), cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦大年初一⟧ 咖啡馆补的货款", P(CHUNJIE61), cat=c, unsure="春节 2061 = 01-21 (lunar-python), looking back")
    T("⟦周四⟧ 买的跑鞋", P(wd(4)), cat=c, unsure="周四 said Saturday, looking back = 01-27")
    c = "deadline"
    T("⟦最近两周⟧ 黄油花了多少", pastdays(14), cat=c)
    T("⟦去年12月⟧ 的课程费", month_range(2060, 12), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点到十一点半⟧ 门诊", cr(rel(1), 9, 0, 11, 30), cat=c)
    T("⟨周五⟩ 送货 ⟨凌晨五点一刻⟩", at(wd(5), 5, 15), cat=c)
    T("⟦11月13号下午两点⟧ 救助站领养会", at(ymd(2060, 11, 13), 14), cat=c)
    c = "clock"
    T("⟦十一点⟧ 烤箱师傅来修", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:50 has passed and, before noon, reads tomorrow 11:00")
    T("⟦中午⟧ 吃完饭去跑五公里", P(dt(today(), 12)), cat=c, unsure="中午 said 11:50 is ten minutes ahead: today")
    T("⟦一点⟧ 回门诊", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦九点⟧ 交货给咖啡馆", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 11:50 has passed both ways: tomorrow 09:00")
    c = "rollover"
    T("⟦周一早上⟧ 晨跑", pod(wk(1, 1), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 11:50 is over: next week 11-08")
    T("⟦周一上午⟧ 还有三个病人", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周一上午 said Monday 11:50 is in progress: today")
    T("⟦周一上午十点⟧ 护士例会", at(wk(1, 1), 10), cat=c, unsure="周一上午十点 said Monday 11:50 has passed: next week 11-08")
    c = "deadline"
    T("⟦双十一前⟧ 囤一批黄油", deadline_day(ymd(2060, 11, 11)), cat=c, conv="zh-qian-inclusive")
    T("⟦上旬⟧ 交继续教育学分", xun(2060, 11, 1), cat=c, conv="month-parts", unsure="上旬 begins today")
    T("⟦年底前⟧ 跑完全马", deadline_day(ymd(2060, 12, 31)), cat=c)
    T("⟦下午五点前⟧ 把面包送到", deadline_clock(dt(today(), 17)), cat=c)
    c = "arithmetic"
    T("⟦这个月第三个周六⟧ 领养日", P(nth(2060, 11, 3, 6)), cat=c)
    T("⟦立冬后一天⟧ 长跑", P(LIDONG60 + td(days=1)), cat=c, unsure="立冬 2060 = 11-06 (PyEphem and lunar-python agree)")
    c = "holiday"
    T("⟦立冬⟧ 店里做饺子面包", P(LIDONG60), cat=c, unsure="立冬 2060 = 11-06 (PyEphem and lunar-python agree)")
    T("⟦感恩节⟧ 给咖啡馆送南瓜派", P(hol("thanksgiving")), cat=c)
    c = "duration"
    T("⟦一个半小时后⟧ 出门跑步", after(td(minutes=90)), cat=c)
    c = "range"
    T("⟦11月20号到21号⟧ 去厦门比赛", dr(ymd(2060, 11, 20), ymd(2060, 11, 21)), cat=c)
    c = "numeric-date"
    T("⟦2060-11-19⟧ 课程考试", P(ymd(2060, 11, 19)), cat=c)
    c = "coordination"
    T("⟦周三⟧、⟦周五早上六点⟧都要长跑", at(wd(3), 6), at(wd(5), 6), cat=c, conv="distribute")
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦霜降⟧那天修烤箱花的", P(SHUANGJIANG60), cat=c, unsure="霜降 2060 = 10-22 (PyEphem and lunar-python agree), looking back")
    T("⟦上周五⟧ 交的课程费", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 咖啡馆一共结了多少", month_range(2060, 10), cat=c)
    T("⟦上季度⟧ 黄油总共多少钱", quarter(2060, 3), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("bread drop at 3 cafes ⟦tmrw 5am⟧", at(rel(1), 5), cat=c)
    T("⟨wed⟩ clinic ⟨8:30am-12⟩", cr(wd(3), 8, 30, 12, 0), cat=c)
    T("20 mile long run ⟦aug 14 at 6am⟧", at(ymd(2060, 8, 14), 6), cat=c)
    T("⟨next sat⟩ shelter shift ⟨9 to 1⟩", cr(wk(1, 6), 9, 0, 13, 0), cat=c, unsure="a bare 9 to 1 read as 09:00–13:00")
    c = "clock"
    T("pick up the kids ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 04:40 reads 17:00 today")
    T("camp drop-off ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 04:40 reads 08:00 today")
    T("out the door for a run ⟦at 5am⟧", P(next_clock(5)), cat=c, unsure="5am said 04:40 is still ahead: today")
    T("start the dough ⟦at 4am⟧", P(next_clock(4)), cat=c, unsure="4am said 04:40 has passed: the coming night 08-09 04:00")
    T("loaves out of the oven ⟦at noon⟧", P(dt(today(), 12)), cat=c)
    c = "rollover"
    T("walk the shelter dogs ⟦sunday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="sunday morning said Sunday 04:40 is ahead: today")
    T("first bake ⟦sunday 4am⟧", at(wk(1, 7), 4), cat=c, unsure="sunday 4am said Sunday 04:40 has passed: next week 08-15")
    T("long run ⟦tmrw⟧ before camp", P(rel(1)), cat=c, unsure="said Sunday 04:40 before sleep or after: tomorrow = Monday 08-09")
    c = "deadline"
    T("sign up for the CE course ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("order butter ⟦by tuesday⟧", deadline_day(wd(2)), cat=c, conv="by-inclusive")
    T("camp balance due ⟦by the end of the month⟧", deadline_day(ymd(2060, 8, 31)), cat=c)
    T("adoption day ⟦mid-august⟧", xun(2060, 8, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("half marathon ⟦the first sunday of september⟧", P(nth(2060, 9, 1, 7)), cat=c)
    T("race ⟦the saturday before labor day⟧", P(hol("labor") - td(days=2)), cat=c, unsure="Labor Day 2060 = 09-06; the Saturday before = 09-04")
    c = "holiday"
    T("no camp ⟦labor day⟧", P(hol("labor")), cat=c)
    c = "duration"
    T("leave for deliveries ⟦in 25 min⟧", after(td(minutes=25)), cat=c)
    T("camp ends ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("marathon in boston ⟦aug 21-22⟧", dr(ymd(2060, 8, 21), ymd(2060, 8, 22)), cat=c)
    c = "none"
    T("ran 20 miles at 8:45 pace", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("butter order ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back = 08-06")
    T("cafe paid ⟦last saturday⟧", P(wk(-1, 6)), cat=c, unsure="last saturday said Sunday = last week's Saturday 07-31 (week-based)")
    c = "deadline"
    T("camp costs ⟦so far this month⟧", dr(ymd(2060, 8, 1), today()), cat=c, conv="since")
    T("flour spending ⟦last month⟧", month_range(2060, 7), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("long run ⟦tomorrow 7am⟧", at(rel(1), 7), cat=c)
    T("⟨next thurs⟩ tasting w/ the new cafe ⟨3:30pm⟩", at(wk(1, 4), 15, 30), cat=c)
    T("adoption event ⟦feb 5 9am-noon⟧", cr(ymd(2061, 2, 5), 9, 0, 12, 0), cat=c)
    c = "clock"
    T("CE class ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:20 has passed: tomorrow 14:00")
    T("grab meds at the vet ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 14:20 is ahead: 15:00 today")
    T("call the cafe owner ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 14:20 reads 20:00 tonight")
    T("pick up the oven part ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 14:20 has passed: tomorrow's noon")
    c = "rollover"
    T("shelter shift ⟦saturday morning⟧", pod(wk(1, 6), "morning"), cat=c, conv="rollover-part", unsure="saturday morning said Saturday 14:20 is over: next week 02-05")
    T("bathe the cats ⟦saturday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("shelter short staffed ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c, unsure="said Saturday: today and tomorrow")
    c = "deadline"
    T("settle the flour bill ⟦by monday⟧", deadline_day(wd(1)), cat=c, conv="by-inclusive", unsure="monday = 01-31, also the month's end")
    T("race signup ⟦early february⟧", xun(2061, 2, 1), cat=c, conv="month-parts")
    T("send the order ⟦before 9 tonight⟧", deadline_clock(dt(today(), 21)), cat=c)
    T("new menu ⟦before valentine's⟧", deadline_day(ymd(2061, 2, 13)), cat=c, conv="en-before-exclusive", unsure="Valentine's 2061 = Monday 02-14; before = today … 02-13")
    c = "arithmetic"
    T("city marathon ⟦the last sunday of february⟧", P(lastwd(2061, 2, 7)), cat=c)
    T("camp info night ⟦a week from thursday⟧", P(wd(4) + td(days=7)), cat=c)
    c = "holiday"
    T("heart cookies for ⟦valentine's day⟧", P(hol("valentine")), cat=c)
    T("no clinic ⟦presidents day⟧", P(hol("presidents")), cat=c, unsure="Presidents' Day 2061 = 02-21")
    c = "duration"
    T("dough's proofed ⟦in 40 minutes⟧", after(td(minutes=40)), cat=c)
    T("license renewal exam ⟦two weeks from today⟧", P(rel(14)), cat=c)
    c = "numeric-date"
    T("adoption day ⟦2/12⟧", P(ymd(2061, 2, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("shelter ⟦sunday⟧ and ⟦next saturday⟧", P(wd(7)), P(wk(1, 6)), cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("running shoes ⟦thursday⟧", P(wd(4)), cat=c, unsure="thursday said Saturday, looking back = 01-27")
    T("cafe invoice paid ⟦mlk day⟧", P(hol("mlk")), cat=c, unsure="MLK Day 2061 = 01-17, looking back")
    c = "deadline"
    T("butter ⟦the last 2 weeks⟧", pastdays(14), cat=c)
    T("course fee ⟦last december⟧", month_range(2060, 12), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("clinic ⟦tmrw 9-11:30am⟧", cr(rel(1), 9, 0, 11, 30), cat=c)
    T("⟨fri⟩ deliveries ⟨5:15am⟩", at(wd(5), 5, 15), cat=c)
    T("adoption fair ⟦nov 13 at 2pm⟧", at(ymd(2060, 11, 13), 14), cat=c)
    c = "clock"
    T("oven guy comes ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 11:50 has passed and, before noon, reads tomorrow 11:00")
    T("5k ⟦at noon⟧", P(dt(today(), 12)), cat=c, unsure="noon said 11:50 is ten minutes ahead: today")
    T("back at clinic ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("drop at the cafe ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 11:50 has passed both ways: tomorrow 09:00")
    c = "rollover"
    T("staff huddle ⟦monday 10am⟧", at(wk(1, 1), 10), cat=c, unsure="monday 10am said Monday 11:50 has passed: next week 11-08")
    T("three more patients ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 11:50 is in progress: today")
    c = "deadline"
    T("vote ⟦by election day⟧", deadline_day(ymd(2060, 11, 2)), cat=c, conv="by-inclusive", unsure="US Election Day 2060 = Tuesday 11-02 (the Tuesday after the first Monday)")
    T("stock up on butter ⟦before veterans day⟧", deadline_day(ymd(2060, 11, 10)), cat=c, conv="en-before-exclusive")
    T("finish CE credits ⟦early this month⟧", xun(2060, 11, 1), cat=c, conv="month-parts", unsure="begins today")
    T("deliver ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    c = "arithmetic"
    T("adoption day ⟦the third saturday of november⟧", P(nth(2060, 11, 3, 6)), cat=c)
    T("long run ⟦the day after thanksgiving⟧", P(hol("thanksgiving") + td(days=1)), cat=c)
    c = "holiday"
    T("no clinic ⟦veterans day⟧", P(hol("veterans")), cat=c)
    T("pumpkin pies to the cafes ⟦thanksgiving morning⟧", pod(hol("thanksgiving"), "morning"), cat=c)
    c = "duration"
    T("head out for a run ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "range"
    T("race trip to philly ⟦nov 20-21⟧", dr(ymd(2060, 11, 20), ymd(2060, 11, 21)), cat=c)
    c = "numeric-date"
    T("course exam ⟦11/19/2060⟧", P(ymd(2060, 11, 19)), cat=c, conv="en-month-first")
    c = "coordination"
    T("long runs ⟦wed⟧ and ⟦fri⟧ 6am", at(wd(3), 6), at(wd(5), 6), cat=c, conv="distribute")
    c = "none"
    T("order #58213, 40 lb flour", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("oven repair ⟦halloween⟧", P(ymd(2060, 10, 31)), cat=c, unsure="Halloween was yesterday")
    T("course fee ⟦last fri⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("what the cafes paid ⟦last month⟧", month_range(2060, 10), cat=c)
    T("butter ⟦last quarter⟧", quarter(2060, 3), cat=c, conv="quarters")
