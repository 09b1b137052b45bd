"""Round 56 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a wedding florist who runs her shop
alone (consultations and venue walk-throughs with couples at set clocks, flower-market runs before dawn, deliveries and
set-ups on wedding days in other towns — 苏州, 无锡, Napa, Savannah —, a wedding postponed), a retired engineer who
volunteers as a science-museum docent and is learning Spanish (docent shifts and school-group tours at set clocks,
Spanish classes and a conversation group, a two-week trip to Madrid and Seville, morning walks he calls runs) and a
young couple renovating their first apartment (contractor visits, inspections and deliveries at set clocks and clock
ranges, instalments to the contractor, an electrician rescheduled, a move-in weekend; one of them types in Chinese, the
other in English) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months,
durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or
ahead, coordination, and rows with no time (stem counts, floor areas, flight and permit numbers, group sizes).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here; US holidays by lib's rules):
  NA = 2064-07-15T19:20 Tuesday evening, 六月初二 (lunar-python): 晚上 / 今晚 / 周二晚上 / "tuesday night" in progress,
       周二下午 / "tuesday afternoon" and "tuesday 3pm" over (next week 07-22, which is 大暑); a bare 7 has passed (the
       rule reads 19:00: tomorrow 19:00), a bare 8 reads 20:00 and a bare 9 21:00 today, a bare 12 tomorrow's noon;
       凌晨四点 / "4am" with no day = 07-16 04:00; 差一刻十点 / "quarter to ten" = 21:45 today; 今晚十二点前 / "by
       midnight" = now … 07-16 00:00; this week 07-14 … 07-20 (这周内 = today … 07-20), this weekend 07-19/20, next week
       07-21 … 07-27; 下旬 / "late july" 07-21 … 07-31, 月底 Thursday 07-31; 建军节 Friday 08-01, the first Saturday of
       August 08-02, 立秋 Thursday 08-07 (PyEphem: 00:10 Beijing time, ten minutes after midnight; lunar-python agrees on
       the day), 七夕 Tuesday 08-19 (lunar-python), 处暑 Friday 08-22, 中元 Wednesday 08-27 (lunar-python), Labor Day
       Monday 09-01 ("before labor day" = today … 08-31); looking back: Bastille Day yesterday (Monday 07-14), 周一 /
       "monday" 07-14, 上周五 / "last friday" 07-11, the Fourth Friday 07-04, 小暑 Sunday 07-06, 建党节 Tuesday 07-01, 端午
       Thursday 06-19 (lunar-python), June = "last month", Q2 = "last quarter", Q3 = "this quarter".
  NB = 2064-09-08T06:45 Monday early morning, 七月廿七 (lunar-python), the Monday after US Labor Day (09-01): 早上 / 周一
       早上 / "monday morning" in progress, 周一凌晨 / "monday 5am" over (next week 09-15); 早上六点半 / "6:30am" with no
       day has passed (tomorrow 06:30) while 早上七点 / "7am" is ahead today; a bare 6 reads 18:00, a bare 7 19:00, a
       bare 8 08:00 today, a bare 12 today's noon; this week 09-08 … 09-14 has just begun, this weekend 09-13/14, next
       week 09-15 … 09-21, 下下周 09-22 … 09-28; 教师节 Wednesday 09-10, 中旬 09-11 … 09-20, 秋分 Monday 09-22 (PyEphem and
       lunar-python agree), 中秋 Thursday 09-25 (lunar-python), 月底 and the end of Q3 Tuesday 09-30, 国庆 Wednesday 10-01,
       the second Saturday of October 10-11, Columbus Day Monday 10-13, 重阳 Saturday 10-18 (lunar-python), Halloween a
       Friday; "labor day" with no year would now be 2065-09-07 (avoided); looking back: 白露 yesterday (Sunday 09-07,
       PyEphem and lunar-python agree), Labor Day = 上周一 / "last monday" 09-01, 上周五 / "last friday" 09-05, 中元
       08-27, 处暑 08-22, August = "last month".
  NC = 2064-12-31T22:30 Wednesday, New Year's Eve late in the evening, 冬月廿四 (lunar-python): 今晚 / 周三晚上 /
       "wednesday night" in progress and ninety minutes from its end, 周三下午 / "wednesday afternoon" over (next week
       2065-01-07); a bare 11 reads 23:00 tonight, a bare 8, 9 or 10 has passed both ways and reads tomorrow morning, a
       bare 12 tomorrow's noon (never midnight), a bare 3 tomorrow 15:00; 今晚十二点 / "midnight" = 2065-01-01 00:00 (in
       ninety minutes), 凌晨两点 / "2am" with no day = 01-01 02:00; 明天 / "tmrw" = 元旦 / New Year's Day 2065 (a
       Thursday), 后天 Friday 01-02; 年底前 / 月底前 / "by the end of the year" are today alone, 元旦前 = today … 01-01,
       "before new year's day" = today alone; this weekend 01-03/04 (across the year boundary), 这周内 = today … 01-04,
       next week 01-05 … 01-11 opens on 小寒 (Monday 01-05, PyEphem and lunar-python agree) = the first Monday after New
       Year's, 腊八 Wednesday 01-14 (lunar-python), 中旬 01-11 … 01-20, the third Saturday of January 01-17, MLK Day =
       大寒 Monday 01-19 (PyEphem and lunar-python agree), 小年 Thursday 01-29 (northern, lunar-python), 立春 Tuesday
       02-03, 除夕 Wednesday 02-04 (腊月廿九: the twelfth month has 29 days, so there is no 腊月三十), 春节 Thursday 02-05,
       Valentine's a Saturday; 明年 / "next year" 2065, 下个月 / "next month" January 2065, the ledger's 今年 / "this
       year" 2064 (so "this year" and "year to date" are the same range today); looking back: Christmas Thursday
       12-25, 平安夜 12-24, 上周五 / "last friday" 12-26, 周一 / "monday" 12-29, 冬至 Sunday 12-21, 双十二 Friday 12-12,
       November = "last month", Q4 = "this quarter".
"""
from lib import *

NA = "2064-07-15T19:20:00"  # Tuesday 19:20, 六月初二: a bare 7 → tomorrow 19:00, a bare 8 → 20:00
NB = "2064-09-08T06:45:00"  # Monday 06:45, 七月廿七, a week after Labor Day: a bare 7 → 19:00, a bare 8 → 08:00 today
NC = "2064-12-31T22:30:00"  # Wednesday 22:30, New Year's Eve: a bare 11 → 23:00, a bare 10 → tomorrow 10:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
DASHU64 = ymd(2064, 7, 22)
BAYI64 = ymd(2064, 8, 1)
LIQIU64 = ymd(2064, 8, 7)
QIXI64 = ymd(2064, 8, 19)
CHUSHU64 = ymd(2064, 8, 22)
ZHONGYUAN64 = ymd(2064, 8, 27)
LABOR64 = ymd(2064, 9, 1)
DUANWU64 = ymd(2064, 6, 19)
BASTILLE64 = ymd(2064, 7, 14)
FOURTH64 = ymd(2064, 7, 4)
BAILU64 = ymd(2064, 9, 7)
TEACHERS64 = ymd(2064, 9, 10)
QIUFEN64 = ymd(2064, 9, 22)
ZHONGQIU64 = ymd(2064, 9, 25)
GUOQING64 = ymd(2064, 10, 1)
COLUMBUS64 = ymd(2064, 10, 13)
CHONGYANG64 = ymd(2064, 10, 18)
HALLOWEEN64 = ymd(2064, 10, 31)
XMAS64 = ymd(2064, 12, 25)
YUANDAN65 = ymd(2065, 1, 1)
XIAOHAN65 = ymd(2065, 1, 5)
LABA65 = ymd(2065, 1, 14)
MLK65 = ymd(2065, 1, 19)
CHUXI65 = ymd(2065, 2, 4)
CHUNJIE65 = ymd(2065, 2, 5)
VALENTINE65 = ymd(2065, 2, 14)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 去苏州跟新人看场地", at(rel(1), 10), cat=c, unsure="明天 = Wednesday 07-16")
    T("⟨周五⟩ 科技馆讲解 ⟨上午九点半到十一点半⟩", cr(wd(5), 9, 30, 11, 30), cat=c, unsure="周五 = 07-18; the day and the clock range said apart")
    T("⟦下周一下午两点到四点⟧ 瓷砖送货", cr(wk(1, 1), 14, 0, 16, 0), cat=c, unsure="下周一 = 07-21")
    c = "clock"
    T("⟦七点⟧ 给新娘打电话对花单", P(bare_clock(7)), cat=c, conv="bare-hour",
      unsure="a bare 7 reads 19:00, which passed twenty minutes ago: tomorrow 19:00")
    T("⟦八点⟧ 跟工长视频看进度", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:20: the pm reading is ahead: 20:00 today")
    T("⟦凌晨四点⟧ 去花卉市场拿货", P(next_clock(4)), cat=c, unsure="凌晨四点 with no day = the coming night: 07-16 04:00")
    T("⟦差一刻十点⟧ 把明天要的花报给批发商", P(bare_clock(9, 45)), cat=c, conv="bare-hour",
      unsure="差一刻十点 = 9:45; the named 10 reads 22:00 tonight (pm ahead), so 21:45 today")
    c = "rollover"
    T("⟦周二下午⟧ 去物业办装修手续", pod(wk(1, 2), "下午"), cat=c, conv="rollover-part", unsure="周二下午 said Tuesday 19:20 is over: next week 07-22")
    T("⟦周二下午三点⟧ 电工来改线", at(wk(1, 2), 15), cat=c, unsure="周二下午三点 said Tuesday 19:20 has passed: next week 07-22")
    c = "deadline"
    T("⟦月底前⟧ 把瓷砖钱结清", deadline_day(ymd(2064, 7, 31)), cat=c, conv="zh-qian-inclusive", unsure="月底 = Thursday 07-31")
    T("⟦七夕前⟧ 把苏州那场的花订好", deadline_day(QIXI64), cat=c, conv="zh-qian-inclusive", unsure="七夕 2064 = Tuesday 08-19 (lunar-python)")
    T("⟦今晚十二点前⟧ 把报价单发给新人", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 07-16 00:00")
    c = "holiday"
    T("⟦七夕⟧ 苏州有场婚礼", P(QIXI64), cat=c, unsure="七夕 2064 = Tuesday 08-19 (lunar-python)")
    T("⟦大暑⟧那天 去无锡送花", P(DASHU64), cat=c, unsure="大暑 2064 = Tuesday 07-22 (PyEphem and lunar-python agree)")
    T("⟦立秋⟧ 开始刷墙", P(LIQIU64), cat=c,
      unsure="立秋 2064 = Thursday 08-07: PyEphem puts it at 00:10 Beijing time, ten minutes after midnight; lunar-python agrees on the day")
    T("⟦中元节⟧ 回老家给父母上坟", P(ZHONGYUAN64), cat=c, unsure="中元 2064 = Wednesday 08-27 (lunar-python)")
    c = "range"
    T("⟦8月3号到5号⟧ 铺地砖", dr(ymd(2064, 8, 3), ymd(2064, 8, 5)), cat=c)
    T("⟦这个月下旬⟧ 装橱柜", xun(2064, 7, 3), cat=c, conv="month-parts")
    c = "duration"
    T("⟦四十五分钟后⟧ 给工长回电话", after(td(minutes=45)), cat=c, unsure="20:05")
    c = "arithmetic"
    T("⟦八月第一个周六⟧ 无锡婚礼", P(nth(2064, 8, 1, 6)), cat=c, unsure="= 08-02")
    c = "coordination"
    T("⟦周四⟧、⟦周五上午十点⟧ 都有讲解", at(wd(4), 10), at(wd(5), 10), cat=c, conv="distribute",
      unsure="the clock applies to both: 07-17 and 07-18")
    c = "traditional"
    T("⟦禮拜六早上六點⟧ 去花市", at(wd(6), 6), cat=c, unsure="禮拜六 = 07-19")
    T("⟦下週三下午兩點⟧ 水電驗收", at(wk(1, 3), 14), cat=c, unsure="下週三 = 07-23")
    c = "numeric-date"
    T("⟦8.16⟧ 苏州婚礼布置", P(ymd(2064, 8, 16)), cat=c)
    c = "none"
    T("一百二十枝白玫瑰 分八个花瓶", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周五⟧ 买的花瓶", P(wk(-1, 5)), cat=c, unsure="上周五 = 07-11")
    T("⟦端午⟧那天 收的尾款", P(DUANWU64), cat=c, unsure="端午 2064 = Thursday 06-19 (lunar-python), looking back")
    c = "range"

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟨周三⟩ 科技馆带学生团 ⟨下午两点⟩", at(wd(3), 14), cat=c, unsure="周三 = 09-10 (教师节); the day and the clock said apart")
    T("⟦明天下午一点到五点⟧ 冰箱洗衣机送货", cr(rel(1), 13, 0, 17, 0), cat=c, unsure="明天 = Tuesday 09-09")
    c = "clock"
    T("⟦六点⟧ 上西语课", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 06:45 reads 18:00 today")
    T("⟦七点⟧ 跟工长碰头", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 06:45 reads 19:00 today")
    T("⟦八点⟧ 到店里开门", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:45: 08:00 today")
    T("⟦早上六点半⟧ 出门跑步", P(next_clock(6, 30)), cat=c, unsure="早上六点半 with no day at 06:45 has passed: tomorrow 09-09")
    T("⟦早上七点⟧ 去公园走两圈", P(next_clock(7)), cat=c, unsure="早上七点 with no day at 06:45 is ahead: today")
    c = "rollover"
    T("⟦周一早上⟧ 去花市", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 06:45 is in progress: today")
    T("⟦周一凌晨⟧ 去花市拿货", pod(wk(1, 1), "凌晨"), cat=c, conv="rollover-part", unsure="周一凌晨 said Monday 06:45 is over: next week 09-15")
    c = "deadline"
    T("⟦中秋前⟧ 把沙发定下来", deadline_day(ZHONGQIU64), cat=c, conv="zh-qian-inclusive", unsure="中秋 2064 = Thursday 09-25 (lunar-python)")
    T("⟦月底前⟧ 搬进去", deadline_day(ymd(2064, 9, 30)), cat=c, conv="zh-qian-inclusive", unsure="月底 = Tuesday 09-30")
    T("⟦下午五点前⟧ 把尾款收了", deadline_clock(dt(today(), 17)), cat=c, unsure="now … today 17:00")
    c = "holiday"
    T("⟦教师节⟧ 给西语老师送束花", P(TEACHERS64), cat=c, unsure="教师节 = Wednesday 09-10")
    T("⟦秋分⟧那天 飞马德里", P(QIUFEN64), cat=c, unsure="秋分 2064 = Monday 09-22 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦9月22号到10月5号⟧ 去马德里和塞维利亚", dr(QIUFEN64, ymd(2064, 10, 5)), cat=c, unsure="a trip over two weeks")
    c = "duration"
    c = "arithmetic"
    T("⟦下个月第二个周六⟧ 无锡婚礼", P(nth(2064, 10, 2, 6)), cat=c, unsure="下个月 = October; = 10-11")
    T("⟦国庆节后一天⟧ 搬家", P(GUOQING64 + td(days=1)), cat=c, unsure="= Thursday 10-02")
    c = "coordination"
    T("⟦周三⟧和⟦周五下午两点⟧ 都有讲解", at(wd(3), 14), at(wd(5), 14), cat=c, conv="distribute",
      unsure="the clock applies to both: 09-10 and 09-12")
    c = "traditional"
    T("⟦週四晚上七點⟧ 西語角", at(wd(4), 19), cat=c, unsure="週四 = 09-11")
    c = "numeric-date"
    T("⟦20640927⟧ 苏州婚礼", P(ymd(2064, 9, 27)), cat=c, conv="eight-digit-date")
    c = "none"
    T("花瓶二十四个 丝带三卷", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦白露⟧那天 收的定金", P(BAILU64), cat=c, unsure="白露 2064 = yesterday, Sunday 09-07 (PyEphem and lunar-python agree)")
    T("⟦上周一⟧ 付的第二期工程款", P(wk(-1, 1)), cat=c, unsure="上周一 = 09-01")
    c = "range"

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟨后天⟩ 沙发送货 ⟨下午两点到四点⟩", cr(rel(2), 14, 0, 16, 0), cat=c, unsure="后天 = Friday 2065-01-02; the day and the clock range said apart")
    c = "clock"
    T("⟦十一点⟧ 下楼放烟花", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:30: the pm reading is ahead: 23:00 tonight")
    T("⟦八点⟧ 去花市拿货", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:30 has passed both ways: tomorrow 08:00")
    T("那个 ⟦明早八点⟧ 跟工长去新房看阳台", at(rel(1), 8), cat="composition", unsure="the filler left out; 明早 = 元旦 2065-01-01")
    T("⟦十二点⟧ 吃饺子", P(bare_clock(12)), cat=c, conv="bare-hour",
      unsure="a bare 12 never means midnight: tomorrow's noon (though said on New Year's Eve, midnight is plausible)")
    T("⟦凌晨两点⟧ 去花卉市场", P(next_clock(2)), cat=c, unsure="凌晨两点 with no day = the coming night: 2065-01-01 02:00")
    T("⟦今晚十二点⟧ 零点倒数", P(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 2065-01-01 00:00")
    c = "rollover"
    T("⟦周三下午⟧ 西语课", pod(wk(1, 3), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 22:30 is over: next week 2065-01-07")
    T("⟦周三晚上⟧ 西语角跨年聚会", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周三晚上 said Wednesday 22:30 is in progress: today")
    c = "deadline"
    T("⟦年底前⟧ 把工程尾款付了", deadline_day(today()), cat=c, unsure="年底 is today: today alone")
    T("⟦元旦前⟧ 把花送到酒店", deadline_day(YUANDAN65), cat=c, conv="zh-qian-inclusive", unsure="元旦 is tomorrow: today … 01-01")
    T("⟦春节前⟧ 把阳台弄完", deadline_day(CHUNJIE65), cat=c, conv="zh-qian-inclusive", unsure="春节 2065 = Thursday 02-05 (lunar-python)")
    T("⟦一个小时之内⟧ 把明天的花单发出去", deadline_clock(C.now + td(hours=1)), cat=c, unsure="now … 23:30")
    c = "holiday"
    T("⟦腊八⟧ 去婆婆家喝粥", P(LABA65), cat=c, unsure="腊八 = 腊月初八 = Wednesday 2065-01-14 (lunar-python)")
    T("⟦小寒⟧那天 阳台验收", P(XIAOHAN65), cat=c, unsure="小寒 = Monday 2065-01-05 (PyEphem and lunar-python agree)")
    T("⟦年三十⟧ 在新家吃年夜饭", P(CHUXI65), cat=c,
      unsure="年三十 = 除夕, the last day of the lunar year: 腊月廿九 = Wednesday 2065-02-04 (the twelfth month has 29 days, lunar-python)")
    c = "range"
    c = "duration"
    T("⟦九十分钟后⟧ 零点倒计时", after(td(minutes=90)), cat=c, unsure="= 2065-01-01 00:00")
    c = "arithmetic"
    T("⟦下个月第三个周六⟧ 苏州婚礼", P(nth(2065, 1, 3, 6)), cat=c, unsure="下个月 = January 2065; = 01-17")
    T("⟦元旦后的第一个周一⟧ 西语课开课", P(XIAOHAN65), cat=c, unsure="= 2065-01-05")
    c = "coordination"
    T("⟦周五⟧、⟦周六上午十点⟧ 都有讲解", at(wd(5), 10), at(wd(6), 10), cat=c, conv="distribute",
      unsure="the clock applies to both: 2065-01-02 and 01-03")
    c = "traditional"
    T("⟦後天下午三點⟧ 冰箱送貨", at(rel(2), 15), cat=c, unsure="後天 = Friday 2065-01-02")
    c = "numeric-date"
    T("⟦1/24⟧ 无锡婚礼", P(ymd(2065, 1, 24)), cat=c, unsure="1/24 said on 12-31: next year's")
    c = "none"
    T("客厅装了十二个射灯 两个吊灯", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦圣诞节⟧ 收的尾款", P(XMAS64), cat=c, unsure="圣诞 = Thursday 12-25, looking back")
    T("⟦上周五⟧ 还的房贷", P(wk(-1, 5)), cat=c, unsure="上周五 = 12-26")
    c = "range"
    T("⟦今年⟧ 装修一共花了多少", year_range(2064), cat=c, unsure="said on 12-31: 今年 = 2064, whole")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("venue walk-through in napa ⟦tmrw 10am⟧", at(rel(1), 10), cat=c, unsure="tmrw = Wednesday 07-16")
    T("docent shift ⟨fri⟩ at the science museum, ⟨9:30-11:30am⟩", cr(wd(5), 9, 30, 11, 30), cat=c,
      unsure="fri = 07-18; the day and the clock range said apart")
    T("tile delivery ⟦next mon 2-4pm⟧", cr(wk(1, 1), 14, 0, 16, 0), cat=c, unsure="next mon = 07-21")
    c = "clock"
    T("call the bride about the flower list ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour",
      unsure="a bare 7 reads 19:00, which passed twenty minutes ago: tomorrow 19:00")
    T("facetime the contractor ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:20: the pm reading is ahead: 20:00 today")
    T("wholesale flower market ⟦4am⟧", P(next_clock(4)), cat=c, unsure="4am with no day = the coming night: 07-16 04:00")
    T("send the wholesaler my order ⟦at a quarter to ten⟧", P(bare_clock(9, 45)), cat=c, conv="bare-hour",
      unsure="a quarter to ten = 9:45; the named 10 reads 22:00 tonight, so 21:45 today")
    c = "rollover"
    T("hoa renovation paperwork ⟦tuesday afternoon⟧", pod(wk(1, 2), "afternoon"), cat=c, conv="rollover-part",
      unsure="tuesday afternoon said Tuesday 19:20 is over: next week 07-22")
    T("look at light fixtures w/ jess ⟦tuesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="tuesday night said Tuesday 19:20 is in progress: today")
    T("electrician rewiring ⟦tuesday 3pm⟧", at(wk(1, 2), 15), cat=c, unsure="tuesday 3pm said Tuesday 19:20 has passed: next week 07-22")
    c = "deadline"
    T("pay off the tile guy ⟦by the end of the month⟧", deadline_day(ymd(2064, 7, 31)), cat=c, conv="by-inclusive", unsure="= Thursday 07-31")
    T("final flower order for savannah ⟦before labor day⟧", deadline_day(LABOR64 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Labor Day 2064 = Monday 09-01: today … 08-31")
    T("quote to the couple ⟦by midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 07-16 00:00")
    c = "holiday"
    T("savannah wedding ⟦labor day⟧", P(LABOR64), cat=c, unsure="Labor Day 2064 = Monday 09-01")
    T("paint the bedroom ⟦the day after labor day⟧", P(LABOR64 + td(days=1)), cat=c, unsure="= Tuesday 09-02")
    c = "range"
    T("floor tile goes in ⟦aug 3-5⟧", dr(ymd(2064, 8, 3), ymd(2064, 8, 5)), cat=c)
    T("kitchen cabinets ⟦late july⟧", xun(2064, 7, 3), cat=c, conv="month-parts")
    c = "duration"
    T("call the contractor back ⟦in 45 min⟧", after(td(minutes=45)), cat=c, unsure="20:05")
    c = "arithmetic"
    T("napa wedding ⟦the first saturday of august⟧", P(nth(2064, 8, 1, 6)), cat=c, unsure="= 08-02")
    c = "coordination"
    T("docent shifts ⟦thu⟧ and ⟦fri at 10am⟧", at(wd(4), 10), at(wd(5), 10), cat=c, conv="distribute",
      unsure="the clock applies to both: 07-17 and 07-18")
    c = "numeric-date"
    T("savannah wedding set-up ⟦8/16⟧", P(ymd(2064, 8, 16)), cat=c, conv="en-month-first")
    c = "none"
    T("120 white roses split into 8 vases", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("bud vases ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 07-11")
    T("crepes w/ my spanish class ⟦bastille day⟧", P(BASTILLE64), cat=c, unsure="Bastille Day (July 14) is not in CONVENTIONS §9's list; read by its date: yesterday, Monday 07-14")
    T("balance from the parkers ⟦the fourth⟧", P(FOURTH64), cat=c, unsure="the Fourth = Friday 07-04, looking back")
    c = "range"

with use(now=NB, pref="future", **E):
    c = "composition"
    T("school group tour ⟨wed⟩ at the museum, ⟨2pm⟩", at(wd(3), 14), cat=c, unsure="wed = 09-10; the day and the clock said apart")
    T("fridge and washer delivery ⟦tmrw 1-5pm⟧", cr(rel(1), 13, 0, 17, 0), cat=c, unsure="tmrw = Tuesday 09-09")
    c = "clock"
    T("spanish class ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 06:45 reads 18:00 today")
    T("meet the contractor ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 06:45 reads 19:00 today")
    T("open up the shop ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:45: 08:00 today")
    T("my morning 'run' ⟦6:30am⟧", P(next_clock(6, 30)), cat=c, unsure="6:30am with no day at 06:45 has passed: tomorrow 09-09")
    T("ok so walk-through w/ the garcias ⟦tmrw morning 9:30⟧", at(rel(1), 9, 30), cat="composition",
      unsure="tmrw = Tuesday 09-09; 'morning' pins 9:30 to the morning")
    T("two laps of the park ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day at 06:45 is ahead: today")
    c = "rollover"
    T("flower market ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="monday morning said Monday 06:45 is in progress: today")
    T("wholesale pickup ⟦monday 5am⟧", at(wk(1, 1), 5), cat=c, unsure="monday 5am said Monday 06:45 has passed: next week 09-15")
    c = "deadline"
    T("pick the sofa ⟦before columbus day⟧", deadline_day(COLUMBUS64 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Columbus Day 2064 = Monday 10-13: today … 10-12")
    T("move in ⟦by the end of the month⟧", deadline_day(ymd(2064, 9, 30)), cat=c, conv="by-inclusive", unsure="= Tuesday 09-30")
    T("collect the balance ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c, unsure="now … today 17:00")
    c = "holiday"
    T("museum free day ⟦columbus day⟧", P(COLUMBUS64), cat=c, unsure="Columbus Day 2064 = Monday 10-13")
    T("napa wedding ⟦halloween⟧", P(HALLOWEEN64), cat=c, unsure="Halloween 2064 = Friday 10-31")
    c = "range"
    T("madrid and seville ⟦sept 22 - oct 5⟧", dr(QIUFEN64, ymd(2064, 10, 5)), cat=c, unsure="a trip over two weeks")
    c = "duration"
    T("leave for spain ⟦two weeks from today⟧", P(rel(14)), cat=c, unsure="= Monday 09-22 (day grain)")
    c = "arithmetic"
    T("napa wedding ⟦the second saturday of october⟧", P(nth(2064, 10, 2, 6)), cat=c, unsure="= 10-11")
    T("paint touch-ups ⟦the thursday after next⟧", P(wk(2, 4)), cat=c, conv="after-next", unsure="= 09-25")
    c = "coordination"
    T("tours ⟦wed⟧ and ⟦fri at 2pm⟧", at(wd(3), 14), at(wd(5), 14), cat=c, conv="distribute",
      unsure="the clock applies to both: 09-10 and 09-12")
    c = "numeric-date"
    T("napa wedding ⟦10/11/2064⟧", P(ymd(2064, 10, 11)), cat=c, conv="en-month-first")
    T("savannah wedding ⟦27/9⟧", P(ymd(2064, 9, 27)), cat=c, conv="day-first-when-over-12")
    c = "none"
    T("24 vases and 3 rolls of ribbon", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("deposit from the nguyens ⟦yesterday⟧", P(rel(-1)), cat=c, unsure="yesterday = Sunday 09-07")
    T("second installment ⟦last monday⟧", P(wk(-1, 1)), cat=c, unsure="last monday = Labor Day 09-01")
    c = "range"

with use(now=NC, pref="future", **E):
    c = "composition"
    T("new year's day tour at the museum ⟦tmrw 10am⟧", at(rel(1), 10), cat=c, unsure="tmrw = New Year's Day 2065, Thursday 01-01")
    T("sofa delivery ⟨fri⟩ between ⟨2 and 4pm⟩", cr(wd(5), 14, 0, 16, 0), cat=c,
      unsure="fri = 2065-01-02; a bare first hour takes the second's pm")
    c = "clock"
    T("fireworks on the roof ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:30: 23:00 tonight")
    T("pick up the flowers ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:30 has passed both ways: tomorrow 08:00")
    T("brunch w/ the in-laws ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 never means midnight: tomorrow's noon")
    T("wholesale market ⟦2am⟧", P(next_clock(2)), cat=c, unsure="2am with no day = the coming night: 2065-01-01 02:00")
    c = "rollover"
    T("spanish class ⟦wednesday afternoon⟧", pod(wk(1, 3), "afternoon"), cat=c, conv="rollover-part",
      unsure="wednesday afternoon said Wednesday 22:30 is over: next week 2065-01-07")
    T("language exchange party ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="wednesday night said Wednesday 22:30 is in progress: today")
    c = "deadline"
    T("pay the contractor ⟦by the end of the year⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the year ends today: today alone")
    T("centerpieces delivered ⟦before new year's day⟧", deadline_day(today()), cat=c, conv="en-before-exclusive",
      unsure="New Year's Day is tomorrow: today alone")
    T("finish the balcony ⟦before valentine's day⟧", deadline_day(VALENTINE65 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Valentine's Day 2065 = Saturday 02-14: today … 02-13")
    T("send tmrw's flower order ⟦within the hour⟧", deadline_clock(C.now + td(hours=1)), cat=c, unsure="now … 23:30")
    c = "holiday"
    T("electrical inspection ⟦mlk day⟧", P(MLK65), cat=c, unsure="MLK Day 2065 = Monday 01-19")
    T("dumplings at the new place ⟦lunar new year⟧", P(CHUNJIE65), cat=c, unsure="Lunar New Year 2065 = Thursday 02-05 (lunar-python)")
    c = "range"
    T("curtains go up ⟦mid january⟧", xun(2065, 1, 2), cat=c, conv="month-parts", unsure="January 2065")
    c = "duration"
    T("countdown starts ⟦in 90 minutes⟧", after(td(minutes=90)), cat=c, unsure="= 2065-01-01 00:00")
    c = "arithmetic"
    T("savannah wedding ⟦the third saturday of january⟧", P(nth(2065, 1, 3, 6)), cat=c, unsure="= 2065-01-17")
    T("spanish term starts ⟦the first monday after new year's⟧", P(XIAOHAN65), cat=c, unsure="= 2065-01-05")
    c = "coordination"
    T("tours ⟦fri⟧ and ⟦sat at 10am⟧", at(wd(5), 10), at(wd(6), 10), cat=c, conv="distribute",
      unsure="the clock applies to both: 2065-01-02 and 01-03")
    c = "numeric-date"
    T("napa wedding ⟦1/24/2065⟧", P(ymd(2065, 1, 24)), cat=c, conv="en-month-first")
    T("last tile order ⟦1/31⟧", P(ymd(2065, 1, 31)), cat=c, conv="en-month-first", unsure="1/31 said on 12-31: next year's")
    c = "none"
    T("12 recessed lights and 2 pendants", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("balance from the garcias ⟦christmas day⟧", P(XMAS64), cat=c, unsure="Christmas = Thursday 12-25, looking back")
    T("loan payment ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 12-26")
    c = "range"
    T("reno spending ⟦this year⟧", year_range(2064), cat=c, unsure="said on 12-31: this year = 2064, whole")
