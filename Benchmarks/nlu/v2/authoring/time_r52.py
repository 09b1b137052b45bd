"""Round 52 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a community midwife on call (home
visits and antenatal classes at set clocks, on-call nights, a course), a theatre stage manager during a run of shows
and a short tour (calls, rehearsals, performances, a get-out day, a tour over several days in other cities) and a
retired man learning to swim who visits his grandson abroad (lessons at set clocks, a trip of several days, a morning
walk) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, durations
from now, holidays (Chinese lunar, solar terms, Western by rule, shopping days), parts of the day in progress, over or
ahead, coordination, and rows with no time (lengths swum, counts, order numbers, weights).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here; Easter by lib.easter):
  NA = 2063-03-31T22:15 Saturday, 三月初二 (lunar-python), late on the last day of a month and of Q1: 今晚 / 周六晚上 /
       "saturday night" in progress and nearly over, 周六下午 / "saturday afternoon" and 周六下午三点 / "saturday 3pm"
       over (next week 04-07); a bare 10 has just passed both ways (tomorrow 10:00), a bare 11 reads 23:00 tonight, a
       bare 7 tomorrow 19:00, a bare 12 tomorrow's noon; 今晚十二点 / "midnight" = 04-01 00:00, 凌晨两点 / "2am" with
       no day = 04-01 02:00; 月底 is today (月底前 = today alone), 下个月 / "next month" April starts tomorrow (Sunday
       04-01 = 愚人节 / April Fools'); the weekend is half over (这周末 / "this weekend" = today and tomorrow, 这周内 =
       today … 04-01), next week 04-02 … 04-08, 下下周 04-09 … 04-15; 清明 Thursday 04-05 (PyEphem and lunar-python
       agree; 清明前 = today … 04-05), Palm Sunday 04-08, Good Friday 04-13, Easter Sunday 04-15, 谷雨 Friday 04-20;
       looking back: 春分 Tuesday 03-20, St. Patrick's Saturday 03-17, 上周六 / "last saturday" 03-24, March = "this
       month", Q1 = "this quarter".
  NB = 2063-11-22T09:40 Thursday, 十月初三 (lunar-python), US Thanksgiving (the fourth Thursday) and 小雪 (PyEphem and
       lunar-python agree): 上午 / 周四上午 / "thursday morning" in progress, 早上 (06–09) over (周四早上 moves a week,
       11-29), 周四早上七点 / "thursday 7am" over (11-29); a bare 9 has just passed and, before noon, reads tomorrow
       09:00, a bare 8 tomorrow 08:00, a bare 10 or 11 ahead today, a bare 12 today's noon, a bare 7 19:00; Black Friday
       (感恩节后一天) tomorrow 11-23, this weekend 11-24/25, Cyber Monday 11-26 opens next week 11-26 … 12-02 ("before
       cyber monday" = today … 11-25); 下半个月 11-16 … 11-30 now, 月底 Friday 11-30; 大雪 Friday 12-07, 双十二
       Wednesday 12-12, 冬至 Saturday 12-22, Christmas Tuesday; looking back: 双十一 = Veterans Day Sunday 11-11, 立冬
       Wednesday 11-07, 上周五 / "last friday" 11-16, Halloween, October = "last month".
  NC = 2063-10-06T12:30 Saturday, 八月十五 = 中秋 (lunar-python), inside the 国庆 week: 上午 / 周六上午 / "saturday
       morning" over (next week 10-13), 下午 / 周六下午 in progress (today), 周六晚上 ahead; noon has just passed: a
       bare 12 reads tomorrow's noon, a bare 1 13:00 today, a bare 8 / 10 / 11 tonight (20:00, 22:00, 23:00); 这周末 /
       "this weekend" = today and tomorrow, next week 10-08 … 10-14 begins on 寒露 = Columbus Day (Monday 10-08); 上旬
       10-01 … 10-10 now, 中旬 10-11 … 10-20, 月底 Wednesday 10-31 = Halloween; 霜降 Tuesday 10-23, 重阳 Tuesday 10-30
       (lunar-python); looking back: 国庆 Monday 10-01, 秋分 Sunday 09-23, Labor Day 09-03, September = "last month",
       Q3 = "last quarter".
"""
from lib import *

NA = "2063-03-31T22:15:00"  # Saturday 22:15: the month ends today, a bare 10 just passed, a bare 11 → 23:00
NB = "2063-11-22T09:40:00"  # Thursday 09:40, Thanksgiving and 小雪: a bare 9 just passed → tomorrow, a bare 10 ahead
NC = "2063-10-06T12:30:00"  # Saturday 12:30, 中秋: a bare 12 just passed → tomorrow's noon, a bare 1 → 13:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
QINGMING63 = ymd(2063, 4, 5)
GUYU63 = ymd(2063, 4, 20)
CHUNFEN63 = ymd(2063, 3, 20)
XIAOXUE63 = ymd(2063, 11, 22)
DAXUE63 = ymd(2063, 12, 7)
DONGZHI63 = ymd(2063, 12, 22)
LIDONG63 = ymd(2063, 11, 7)
ZHONGQIU63 = ymd(2063, 10, 6)
HANLU63 = ymd(2063, 10, 8)
SHUANGJIANG63 = ymd(2063, 10, 23)
CHONGYANG63 = ymd(2063, 10, 30)
QIUFEN63 = ymd(2063, 9, 23)
GUOQING63 = ymd(2063, 10, 1)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早八点⟧ 小周家访", at(rel(1), 8), cat=c, unsure="明早 = Sunday 04-01")
    T("⟨下周三⟩ 技术排练 ⟨下午一点到六点⟩", cr(wk(1, 3), 13, 0, 18, 0), cat=c, unsure="下周三 = 04-04; the day and the range said apart")
    T("⟦周一晚上八点到第二天早上八点⟧ 夜班待命", R(dt(wd(1), 20), dt(wd(1) + td(days=1), 8)), cat=c, unsure="周一 = 04-02; the end on the next morning")
    c = "clock"
    T("⟦十点⟧ 给产妇回电话", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:15 has passed both ways: tomorrow 10:00")
    T("⟦十一点⟧ 再查一遍产包", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:15 reads 23:00 tonight")
    T("⟦今晚十二点⟧ 开始待命", at(rel(1), 0), cat=c, unsure="今晚十二点 = 04-01 00:00")
    T("⟦凌晨两点⟧ 提醒我看一下宫缩记录", at(rel(1), 2), cat=c, unsure="凌晨两点 with no day = the coming night 04-01 02:00")
    c = "rollover"
    T("⟦周六下午⟧ 游泳课", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 22:15 is over: next week 04-07")
    T("⟦周六晚上⟧ 把道具清单发群里", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 22:15 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧ 把里程表交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦清明前⟧ 把继续教育学分修完", deadline_day(QINGMING63), cat=c, conv="zh-qian-inclusive", unsure="清明 2063 = Thursday 04-05")
    T("⟦这周内⟧ 把演出报告写完", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today … 04-01")
    c = "holiday"
    T("⟦谷雨⟧那天 游泳考试", P(GUYU63), cat=c, unsure="谷雨 2063 = Friday 04-20 (PyEphem and lunar-python agree)")
    T("⟦愚人节下午⟧ 装台", pod(ymd(2063, 4, 1), "下午"), cat=c, unsure="愚人节 = tomorrow 04-01; the holiday and the part of day compose")
    c = "range"
    T("⟦4月18号到5月2号⟧ 去悉尼看孙子", dr(ymd(2063, 4, 18), ymd(2063, 5, 2)), cat=c)
    T("⟦下个月中旬⟧ 成都巡演", xun(2063, 4, 2), cat=c, conv="month-parts")
    c = "duration"
    T("⟦半小时后⟧ 给小周回电话", after(td(minutes=30)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周三⟧ 产科年会", P(nth(2063, 4, 2, 3)), cat=c)
    c = "coordination"
    T("⟦下周二⟧、⟦周四上午九点⟧ 家访", at(wk(1, 2), 9), at(wk(1, 4), 9), cat=c, conv="distribute", unsure="下周 and the clock apply to both")
    c = "none"
    T("游了二十五米 换气还是呛水", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦春分⟧那天买的泳镜", P(CHUNFEN63), cat=c, unsure="春分 2063 = Tuesday 03-20, looking back")
    T("⟦上周六⟧ 游泳课的钱", P(wk(-1, 6)), cat=c, unsure="上周六 = 03-24")
    c = "deadline"
    T("⟦这个季度⟧ 交通费", quarter(2063, 1), cat=c, conv="quarters", unsure="Q1 ends today")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今天下午两点到四点⟧ 孕妇学校", cr(today(), 14, 0, 16, 0), cat=c)
    T("⟨后天⟩ 产后访视 ⟨上午九点⟩", at(rel(2), 9), cat=c, unsure="后天 = Saturday 11-24; the day and the clock said apart")
    c = "clock"
    T("⟦九点⟧ 游泳课", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    T("⟦十点⟧ 去刘女士家", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:40 is ahead: 10:00 today")
    T("⟦七点⟧ 剧场开门", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 09:40 reads 19:00 today")
    c = "rollover"
    T("⟦周四早上⟧ 去泳池", pod(wk(1, 4), "早上"), cat=c, conv="rollover-part", unsure="周四早上 (06–09) said Thursday 09:40 is over: next week 11-29")
    T("⟦周四上午⟧ 整理道具", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 09:40 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧ 交继续教育作业", deadline_day(ymd(2063, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦大雪之前⟧ 换雪地胎", deadline_day(DAXUE63), cat=c, conv="zh-qian-inclusive", unsure="大雪 2063 = Friday 12-07")
    T("⟦中午十二点前⟧ 把排练表发出去", deadline_clock(dt(today(), 12)), cat=c)
    c = "holiday"
    T("⟦冬至⟧ 回来吃饺子", P(DONGZHI63), cat=c, unsure="冬至 2063 = Saturday 12-22 (PyEphem and lunar-python agree)")
    T("⟦双十二晚上八点⟧ 剧组聚餐", at(ymd(2063, 12, 12), 20), cat=c)
    T("⟦感恩节后一天⟧ 加演一场", P(hol("blackfriday")), cat=c, unsure="感恩节 = today 11-22: the day after = 11-23")
    c = "range"
    T("⟦12月20号到1月5号⟧ 在悉尼过年", dr(ymd(2063, 12, 20), ymd(2064, 1, 5)), cat=c, unsure="across the year end")
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧ 剧组年会", P(lastwd(2063, 12, 5)), cat=c)
    c = "duration"
    T("⟦四十五分钟后⟧ 出发", after(td(minutes=45)), cat=c)
    c = "traditional"
    T("⟦下週一晚上七點⟧ 孕婦學校", at(wk(1, 1), 19), cat=c)
    c = "numeric-date"
    T("⟦2063/12/15⟧ 年度考核", P(ymd(2063, 12, 15)), cat=c)
    c = "none"
    T("胶带买了三卷 一卷五十米", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦双十一⟧买的泳衣", P(ymd(2063, 11, 11)), cat=c, unsure="双十一 = Sunday 11-11, looking back")
    T("⟦立冬⟧那天加的油", P(LIDONG63), cat=c, unsure="立冬 2063 = Wednesday 11-07, looking back")
    c = "deadline"
    T("⟦上个月⟧ 油费停车费", month_range(2063, 10), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点到五点⟧ 技术合成", cr(rel(1), 14, 0, 17, 0), cat=c)
    T("⟨下周二⟩ 孕妇课 ⟨晚上七点⟩", at(wk(1, 2), 19), cat=c, unsure="下周二 = 10-09; the day and the clock said apart")
    c = "clock"
    T("⟦十二点⟧ 跟孙子视频", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has passed: tomorrow's noon")
    T("⟦一点⟧ 去泳池", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 12:30 reads 13:00 today")
    T("⟦十一点⟧ 散戏", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 12:30: the pm reading is ahead: 23:00 tonight")
    c = "rollover"
    T("⟦周六上午⟧ 游泳课", pod(wk(1, 6), "上午"), cat=c, conv="rollover-part", unsure="周六上午 said Saturday 12:30 is over: next week 10-13")
    T("⟦周六下午⟧ 拆台", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 12:30 is in progress: today")
    c = "deadline"
    T("⟦重阳前⟧ 把签证办下来", deadline_day(CHONGYANG63), cat=c, conv="zh-qian-inclusive", unsure="重阳 2063 = Tuesday 10-30 (lunar-python)")
    T("⟦10号之前⟧ 交巡演报销单", deadline_day(ymd(2063, 10, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天内⟧ 把机票订了", ndays(3), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("⟦中秋晚上⟧ 陪老伴赏月", pod(ZHONGQIU63, "晚上"), cat=c, unsure="中秋 2063 = today 10-06 (lunar-python); the holiday and the part of day compose")
    T("⟦霜降⟧那天 重庆演出结束", P(SHUANGJIANG63), cat=c, unsure="霜降 2063 = Tuesday 10-23 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦10月15号到18号⟧ 重庆巡演", dr(ymd(2063, 10, 15), ymd(2063, 10, 18)), cat=c)
    c = "arithmetic"
    T("⟦这个月第三个周四⟧ 游泳考级", P(nth(2063, 10, 3, 4)), cat=c)
    T("⟦寒露后第二天⟧ 产检家访", P(HANLU63 + td(days=2)), cat=c, unsure="寒露 2063 = Monday 10-08; two days after = 10-10")
    c = "numeric-date"
    T("⟦10-25⟧ 续签证", P(ymd(2063, 10, 25)), cat=c, unsure="10-25 read as month-day, not a range")
    c = "traditional"
    T("⟦後天上午十點⟧ 劇組走台", at(rel(2), 10), cat=c)
    c = "coordination"
    T("⟦9号⟧⟦11号下午三点⟧ 游泳课", at(ymd(2063, 10, 9), 15), at(ymd(2063, 10, 11), 15), cat=c, conv="distribute")
    c = "none"
    T("月饼买了四盒 每盒六个", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦国庆⟧那天打的车", P(GUOQING63), cat=c, unsure="国庆 = Monday 10-01, looking back")
    T("⟦周三⟧ 巡演补贴", P(wd(3)), cat=c, unsure="周三 said Saturday, looking back = 10-03")
    c = "deadline"
    T("⟦上季度⟧ 交通费", quarter(2063, 3), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("visit jess ⟦tmrw 8am⟧", at(rel(1), 8), cat=c)
    T("tech rehearsal ⟨next wed⟩, ⟨1 to 6⟩", cr(wk(1, 3), 13, 0, 18, 0), cat=c, conv="bare-hour", unsure="next wed = 04-04; the day and the range said apart")
    T("on call ⟦mon 8pm to 8am tues⟧", R(dt(wd(1), 20), dt(wd(2), 8)), cat=c)
    c = "clock"
    T("call the new mom back ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:15 has passed both ways: tomorrow 10:00")
    T("recheck the birth bag ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:15 reads 23:00 tonight")
    T("on call from ⟦midnight⟧", at(rel(1), 0), cat=c, unsure="midnight (tonight) = 04-01 00:00")
    T("check the contraction log ⟦at 2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day = the coming night 04-01 02:00")
    c = "rollover"
    T("swim lesson ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part",
      unsure="saturday afternoon said Saturday 22:15 is over: next week 04-07")
    T("send the props list ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("hand in mileage ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the month ends today: today alone")
    T("finish CE credits ⟦before easter⟧", deadline_day(ymd(2063, 4, 14)), cat=c, conv="en-before-exclusive", unsure="Easter 2063 = 04-15")
    T("show report done ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today … 04-01")
    c = "holiday"
    T("call the grandkids ⟦easter sunday 10am⟧", at(hol("easter"), 10), cat=c, unsure="Easter 2063 = 04-15")
    T("swim lesson ⟦good friday⟧", P(hol("goodfriday")), cat=c, unsure="Good Friday 2063 = 04-13")
    T("matinee ⟦palm sunday⟧", P(hol("palmsunday")), cat=c, unsure="Palm Sunday 2063 = 04-08")
    c = "range"
    T("dublin trip ⟦april 18 thru may 2⟧", dr(ymd(2063, 4, 18), ymd(2063, 5, 2)), cat=c)
    T("boston run ⟦mid april⟧", xun(2063, 4, 2), cat=c, conv="month-parts")
    c = "duration"
    T("call jess back ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    c = "arithmetic"
    T("midwives conference ⟦the second wednesday of april⟧", P(nth(2063, 4, 2, 3)), cat=c)
    c = "coordination"
    T("home visits ⟦next tue⟧ and ⟦thu 9am⟧", at(wk(1, 2), 9), at(wk(1, 4), 9), cat=c, conv="distribute")
    c = "none"
    T("swam 25 yards, still swallowing water", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("goggles ⟦st. patrick's day⟧", P(hol("stpatrick")), cat=c, unsure="St. Patrick's = 03-17, looking back")
    T("swim lesson ⟦last saturday⟧", P(wk(-1, 6)), cat=c, unsure="last saturday = 03-24")
    c = "deadline"
    T("transport ⟦this quarter⟧", quarter(2063, 1), cat=c, conv="quarters", unsure="Q1 ends today")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("childbirth class ⟦today 2-4pm⟧", cr(today(), 14, 0, 16, 0), cat=c)
    T("postpartum visit ⟨sat⟩, ⟨9am⟩", at(wd(6), 9), cat=c, unsure="sat = 11-24; the day and the clock said apart")
    c = "clock"
    T("swim lesson ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    T("prenatal visit ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:40 is ahead: 10:00 today")
    T("house opens ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 09:40 reads 19:00 today")
    c = "rollover"
    T("pool ⟦thursday 7am⟧", at(wk(1, 4), 7), cat=c, unsure="thursday 7am said Thursday 09:40 has passed: next week 11-29")
    T("sort props ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("CE assignment ⟦by the end of the month⟧", deadline_day(ymd(2063, 11, 30)), cat=c, conv="by-inclusive")
    T("book the flights ⟦before cyber monday⟧", deadline_day(ymd(2063, 11, 25)), cat=c, conv="en-before-exclusive", unsure="Cyber Monday = 11-26")
    T("send the rehearsal schedule ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    c = "holiday"
    T("matinee ⟦black friday 2pm⟧", at(hol("blackfriday"), 14), cat=c, unsure="Black Friday = tomorrow 11-23")
    T("christmas w/ the grandkids ⟦christmas eve⟧", P(hol("christmas_eve")), cat=c)
    T("pie w/ the cast ⟦thanksgiving night⟧", pod(today(), "night"), cat=c, unsure="Thanksgiving = today: tonight 18:00–23:00")
    c = "range"
    T("dublin for the holidays ⟦dec 20 - jan 5⟧", dr(ymd(2063, 12, 20), ymd(2064, 1, 5)), cat=c, unsure="across the year end")
    c = "arithmetic"
    T("holiday party ⟦the last friday of december⟧", P(lastwd(2063, 12, 5)), cat=c)
    c = "duration"
    T("leave for the visit ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    c = "numeric-date"
    T("annual review ⟦12/15/2063⟧", P(ymd(2063, 12, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("shows ⟦fri⟧ and ⟦sat 7:30pm⟧", at(wd(5), 19, 30), at(wd(6), 19, 30), cat=c, conv="distribute")
    c = "none"
    T("bought 3 rolls of tape, 60 yards each", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("swimsuit ⟦veterans day⟧", P(hol("veterans")), cat=c, unsure="Veterans Day = Sunday 11-11, looking back")
    T("show fee ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 11-16")
    c = "deadline"
    T("transport ⟦last month⟧", month_range(2063, 10), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("cue-to-cue ⟦tmrw 2-5pm⟧", cr(rel(1), 14, 0, 17, 0), cat=c)
    T("breathing class ⟨next tues⟩ ⟨at 7pm⟩", at(wk(1, 2), 19), cat=c, unsure="next tues = 10-09")
    c = "clock"
    T("facetime the grandkids ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has passed: tomorrow's noon")
    T("pool ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 12:30 reads 13:00 today")
    T("curtain down ⟦around 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 12:30: the pm reading is ahead: 23:00 tonight")
    c = "rollover"
    T("swim lesson ⟦saturday morning⟧", pod(wk(1, 6), "morning"), cat=c, conv="rollover-part",
      unsure="saturday morning said Saturday 12:30 is over: next week 10-13")
    T("get-out ⟦saturday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("visa sorted ⟦by halloween⟧", deadline_day(hol("halloween")), cat=c, conv="by-inclusive", unsure="Halloween = Wednesday 10-31")
    T("book the flights ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("tour receipts in ⟦early this month⟧", xun(2063, 10, 1), cat=c, conv="month-parts", unsure="said 10-06: 10-01 … 10-10")
    c = "holiday"
    T("home visit ⟦columbus day 9am⟧", at(hol("columbus"), 9), cat=c, unsure="Columbus Day 2063 = Monday 10-08")
    T("strike the set ⟦the friday before halloween⟧", P(hol("halloween") - td(days=5)), cat=c, unsure="= 10-26")
    c = "range"
    T("philly run ⟦oct 15-18⟧", dr(ymd(2063, 10, 15), ymd(2063, 10, 18)), cat=c)
    c = "arithmetic"
    T("swim test ⟦the third thursday of this month⟧", P(nth(2063, 10, 3, 4)), cat=c)
    c = "numeric-date"
    T("passport renewal ⟦25/10⟧", P(ymd(2063, 10, 25)), cat=c, conv="day-first-when-over-12")
    c = "duration"
    T("head to the theater ⟦in 2 hours⟧", after(td(hours=2)), cat=c)
    c = "coordination"
    T("swim lessons ⟦the 9th⟧ and ⟦11th at 3pm⟧", at(ymd(2063, 10, 9), 15), at(ymd(2063, 10, 11), 15), cat=c, conv="distribute")
    c = "none"
    T("bought 4 boxes of mooncakes, 6 in each", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("cab ⟦monday⟧", P(wd(1)), cat=c, unsure="monday said Saturday, looking back = 10-01")
    T("ob textbook ⟦labor day⟧", P(hol("labor")), cat=c, unsure="Labor Day = 09-03, looking back")
    c = "deadline"
    T("transport ⟦last quarter⟧", quarter(2063, 3), cat=c, conv="quarters")
