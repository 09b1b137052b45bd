"""Round 54 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a man who runs a food stall at a football
stadium on match days (出摊 / the stand and restocking at set clocks, an away final over two days, a match moved, gas
bottles), a bank teller training for a long-distance cycling event (shifts and training rides at set clocks, a race over
a weekend in another city, an entry deadline) and a secondary-school student learning the violin and applying to music
colleges (lessons, rehearsals and auditions, application deadlines) use inside requests: a day and a clock together or
apart, clock ranges, deadlines, parts of months, durations from now, holidays (Chinese lunar, solar terms, Western by
rule), parts of the day in progress, over or ahead, coordination, and rows with no time (counts of sausages, kilometres
ridden, tire pressures, stall numbers).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here; Easter by lib.easter):
  NA = 2063-06-21T05:30 Thursday, 五月廿五 (lunar-python), 夏至 itself (PyEphem and lunar-python agree) before dawn:
       凌晨 / 周四凌晨 in progress, 早上 / 周四早上 / "thursday morning" ahead (today), "thursday 7am" today; a bare 5 reads
       17:00 today (the 05:00 reading has just passed, the rule reads pm), a bare 6 18:00, a bare 8 08:00 today, a bare 12
       today's noon; 早上六点半 / "6:30am" with no day = today 06:30, while 凌晨五点 / "5am" with no day has just passed
       (tomorrow 05:00); this week 06-18 … 06-24 (这周内 = today … 06-24), this weekend 06-23/24, next week 06-25 …
       07-01 holds 月底 / "the end of the month" (Saturday 06-30) and 建党节 (Sunday 07-01; 建党节前 = today … 07-01);
       下旬 / "late june" = 06-21 … 06-30 begins today; the Fourth Wednesday 07-04 ("before the fourth" = today … 07-03),
       小暑 Saturday 07-07 (PyEphem and lunar-python agree) = the first Saturday of July, 七夕 Wednesday 08-01
       (lunar-python), Labor Day 09-03; looking back: Father's Day / 父亲节 = 上周日 06-17, 618 Monday, 周二 /
       "tuesday" 06-19, 上周五 / "last friday" 06-15, 端午 06-01 (lunar-python), June = "this month".
  NB = 2063-02-14T19:45 Wednesday, 正月十七 (lunar-python), Valentine's Day / 情人节 in the evening: 晚上 / 周三晚上 /
       "wednesday night" in progress, 周三下午 / "wednesday afternoon" over (next week 02-21); a bare 8 reads 20:00
       today (the pm reading is ahead), a bare 7 has passed (tomorrow 19:00), a bare 9 reads 21:00, a bare 12 tomorrow's
       noon; 差一刻九点 / "quarter to nine" = 20:45 today; 今晚十二点前 / "by midnight" = now … 02-15 00:00; this weekend
       02-17/18 (雨水 Sunday 02-18, PyEphem and lunar-python agree), next week 02-19 … 02-25 opens on Presidents' Day
       ("before presidents' day" = today … 02-18); 月底 Wednesday 02-28 (not a leap year); 龙抬头 Thursday 03-01
       (lunar-python), 惊蛰 Monday 03-05 (PyEphem and lunar-python agree), 妇女节 Thursday 03-08, St. Patrick's Saturday
       03-17, Easter 04-15; looking back: 元宵 Monday 02-12 (lunar-python), 立春 02-04, 春节 01-29 (lunar-python), 上周五 /
       "last friday" 02-09, 周一 / "monday" 02-12, 周日 / "sunday" 02-11, January = "last month".
  NC = 2063-08-25T23:50 Saturday, 闰七月初二 (lunar-python: a leap seventh month, so 七夕 and 中元 are already past), ten
       minutes before midnight: 今晚 / 周六晚上 / "saturday night" in progress and nearly over, 周六下午 / "saturday
       afternoon" / "saturday 3pm" over (next week 09-01); every bare hour has passed both ways and reads tomorrow (8 →
       08:00, 3 → 15:00, 12 → noon); 今晚十二点 / "midnight" = 08-26 00:00, 凌晨两点 / "2am" with no day = 08-26 02:00;
       an hour from now crosses midnight (08-26 00:50); 这周内 / "this week" = today and tomorrow, 明天 / "tmrw" = Sunday
       08-26, 后天 = 下周一 = 08-27, next week 08-27 … 09-02; 月底 Friday 08-31; Labor Day Monday 09-03, 白露 Friday 09-07
       (PyEphem and lunar-python agree), 教师节 Monday 09-10, 国庆 Monday 10-01, 中秋 Saturday 10-06 (lunar-python),
       Columbus Day 10-08, Halloween Wednesday 10-31; looking back: 处暑 Thursday 08-23 (PyEphem and lunar-python agree),
       昨天 / 周五 / "friday" 08-24, 七夕 08-01 (lunar-python), Q3 = "this quarter".
"""
from lib import *

NA = "2063-06-21T05:30:00"  # Thursday 05:30, 夏至: a bare 5 → 17:00, 凌晨五点 / "5am" just passed → tomorrow
NB = "2063-02-14T19:45:00"  # Wednesday 19:45, Valentine's: a bare 8 → 20:00, a bare 7 → tomorrow 19:00
NC = "2063-08-25T23:50:00"  # Saturday 23:50: every bare hour → tomorrow, midnight ten minutes away
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
JIANDANG63 = ymd(2063, 7, 1)
FOURTH63 = ymd(2063, 7, 4)
XIAOSHU63 = ymd(2063, 7, 7)
QIXI63 = ymd(2063, 8, 1)
FATHERS63 = ymd(2063, 6, 17)
DUANWU63 = ymd(2063, 6, 1)
YUSHUI63 = ymd(2063, 2, 18)
LONGTAITOU63 = ymd(2063, 3, 1)
JINGZHE63 = ymd(2063, 3, 5)
YUANXIAO63 = ymd(2063, 2, 12)
CHUNJIE63 = ymd(2063, 1, 29)
PRESIDENTS63 = ymd(2063, 2, 19)
CHUSHU63 = ymd(2063, 8, 23)
BAILU63 = ymd(2063, 9, 7)
LABOR63 = ymd(2063, 9, 3)
ZHONGQIU63 = ymd(2063, 10, 6)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点到五点⟧ 上柜台", cr(rel(1), 14, 0, 17, 0), cat=c, unsure="明天 = Friday 06-22")
    T("⟨下周二⟩ 骑行训练 ⟨晚上七点半⟩", at(wk(1, 2), 19, 30), cat=c, unsure="下周二 = 06-26; the day and the clock said apart")
    c = "clock"
    T("⟦五点⟧ 换气罐", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:30 reads 17:00 today (the rule reads 1–7 as pm)")
    T("⟦六点⟧ 出去骑一圈", P(bare_clock(6)), cat=c, conv="bare-hour",
      unsure="a bare 6 at 05:30 reads 18:00 by the rule, though a dawn ride at 06:00 is plausible")
    T("⟦八点⟧ 上琴课", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 05:30 is ahead: 08:00 today")
    T("⟦凌晨五点⟧ 起来进货", P(next_clock(5)), cat=c, unsure="凌晨 + hour with no day = its next occurrence: 05:00 has just passed, tomorrow 06-22")
    T("⟦早上六点半⟧ 去批发市场", P(next_clock(6, 30)), cat=c, unsure="早上六点半 with no day at 05:30 is ahead: today")
    c = "rollover"
    T("⟦周四凌晨⟧ 备料", pod(today(), "凌晨"), cat=c, conv="rollover-part", unsure="周四凌晨 said Thursday 05:30 is in progress: today")
    T("⟦周四早上⟧ 银行晨会", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周四早上 said Thursday 05:30 is ahead: today")
    c = "deadline"
    T("⟦月底前⟧ 把摊位费交了", deadline_day(ymd(2063, 6, 30)), cat=c, conv="zh-qian-inclusive", unsure="月底 = Saturday 06-30, next week")
    T("⟦这周内⟧ 把报名表填完", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Thursday: today … 06-24")
    T("⟦建党节前⟧ 把复试曲目背下来", deadline_day(JIANDANG63), cat=c, conv="zh-qian-inclusive", unsure="建党节 = Sunday 07-01")
    T("⟦早上八点前⟧ 把冰柜装满", deadline_clock(dt(today(), 8)), cat=c)
    c = "holiday"
    T("⟦小暑⟧那天 早点出门骑", P(XIAOSHU63), cat=c, unsure="小暑 2063 = Saturday 07-07 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦6月30号到7月1号⟧ 去武汉摆摊", dr(ymd(2063, 6, 30), ymd(2063, 7, 1)), cat=c)
    T("⟦下个月上旬⟧ 复试", xun(2063, 7, 1), cat=c, conv="month-parts")
    T("⟦这个月下旬⟧ 少排几个班", xun(2063, 6, 3), cat=c, conv="month-parts", unsure="下旬 = 06-21 … 06-30, starting today")
    c = "duration"
    T("⟦半小时后⟧ 开炉子", after(td(minutes=30)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 琴童音乐会", P(nth(2063, 7, 1, 6)), cat=c, unsure="= 07-07 (also 小暑)")
    c = "coordination"
    T("⟦下周一⟧、⟦周三晚上七点⟧ 骑行训练", at(wk(1, 1), 19), at(wk(1, 3), 19), cat=c, conv="distribute",
      unsure="下周 and the clock apply to both: 06-25 and 06-27")
    c = "traditional"
    T("⟦週六上午十點⟧ 出攤", at(wd(6), 10), cat=c, unsure="週六 = 06-23")
    c = "none"
    T("一车货 香肠四百根 饮料十二箱", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦父亲节⟧那天 请我爸吃饭", P(FATHERS63), cat=c, unsure="父亲节 2063 = Sunday 06-17, looking back")
    T("⟦周二⟧ 补的煤气", P(wd(2)), cat=c, unsure="周二 said Thursday, looking back = 06-19")
    c = "deadline"
    T("⟦本月至今⟧ 进货", dr(ymd(2063, 6, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点到九点⟧ 晨骑", cr(rel(1), 7, 0, 9, 0), cat=c, unsure="明天 = Thursday 02-15")
    T("⟨这周六⟩ 主场出摊 ⟨中午十二点⟩", at(wd(6), 12), cat=c, unsure="这周六 = 02-17; the day and the clock said apart")
    c = "clock"
    T("⟦八点⟧ 视频回课", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:45: the pm reading is ahead: 20:00 today")
    T("⟦七点⟧ 出摊", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:45 has passed: tomorrow 19:00")
    T("⟦十二点⟧ 跟同事吃饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 19:45: tomorrow's noon")
    T("⟦差一刻九点⟧ 练音阶", P(bare_clock(8, 45)), cat=c, conv="bare-hour",
      unsure="差一刻九点 = 8:45; at 19:45 the am reading passed, the pm reading 20:45 is ahead")
    c = "rollover"
    T("⟦周三晚上⟧ 骑行台", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周三晚上 said Wednesday 19:45 is in progress: today")
    T("⟦周三下午⟧ 乐理课", pod(wk(1, 3), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 19:45 is over: next week 02-21")
    c = "deadline"
    T("⟦月底前⟧ 交报名费", deadline_day(ymd(2063, 2, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦龙抬头前⟧ 把曲子练熟", deadline_day(LONGTAITOU63), cat=c, conv="zh-qian-inclusive", unsure="龙抬头 2063 = Thursday 03-01 (lunar-python)")
    T("⟦今晚十二点前⟧ 把申请交了", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 02-15 00:00")
    c = "holiday"
    T("⟦雨水⟧那天 乐团排练", P(YUSHUI63), cat=c, unsure="雨水 2063 = Sunday 02-18 (PyEphem and lunar-python agree)")
    T("⟦惊蛰⟧ 骑行赛", P(JINGZHE63), cat=c, unsure="惊蛰 2063 = Monday 03-05 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦2月24号到25号⟧ 去杭州比赛", dr(ymd(2063, 2, 24), ymd(2063, 2, 25)), cat=c)
    T("⟦下个月中旬⟧ 专业考试", xun(2063, 3, 2), cat=c, conv="month-parts", unsure="下个月 = March: 03-11 … 03-20")
    c = "duration"
    T("⟦二十分钟后⟧ 练音阶", after(td(minutes=20)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周日⟧ 骑行赛", P(nth(2063, 3, 2, 7)), cat=c, unsure="= 03-11")
    c = "traditional"
    T("⟦下週二晚上七點⟧ 騎行", at(wk(1, 2), 19), cat=c, unsure="下週二 = 02-20")
    c = "numeric-date"
    T("⟦3.10⟧ 骑行俱乐部年会", P(ymd(2063, 3, 10)), cat=c)
    c = "none"
    T("摊位号B区17 一场卖了四百份", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦元宵⟧那天的流水", P(YUANXIAO63), cat=c, unsure="元宵 2063 = Monday 02-12 (lunar-python), looking back")
    T("⟦上周五⟧ 买的琴弦", P(wk(-1, 5)), cat=c, unsure="上周五 = 02-09")
    c = "deadline"
    T("⟦今年以来⟧ 骑车的开销", dr(ymd(2063, 1, 1), today()), cat=c, conv="since")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧ 长距离骑行", at(rel(1), 6), cat=c, unsure="明天 = Sunday 08-26, minutes away")
    T("⟨下周一⟩ 替老李上班 ⟨上午九点⟩", at(wk(1, 1), 9), cat=c, unsure="下周一 said Saturday night = 08-27")
    c = "clock"
    T("⟦八点⟧ 去球场备货", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("⟦十二点⟧ 开球", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 never means midnight: tomorrow's noon")
    T("⟦今晚十二点⟧ 交报名表", P(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 08-26 00:00, ten minutes away")
    T("⟦凌晨两点⟧ 看欧冠", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 08-26 02:00")
    c = "rollover"
    T("⟦周六晚上⟧ 收摊盘点", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 23:50 is in progress: today")
    T("⟦周六下午⟧ 合奏排练", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 23:50 is over: next week 09-01")
    c = "deadline"
    T("⟦月底前⟧ 交申请材料", deadline_day(ymd(2063, 8, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧ 把琴弦换了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("⟦十分钟内⟧ 把煤气关了", deadline_clock(C.now + td(minutes=10)), cat=c, unsure="now … 08-26 00:00")
    c = "holiday"
    T("⟦白露⟧那天 骑八十公里", P(BAILU63), cat=c, unsure="白露 2063 = Friday 09-07 (PyEphem and lunar-python agree)")
    T("⟦中秋⟧ 主场出摊", P(ZHONGQIU63), cat=c, unsure="中秋 2063 = Saturday 10-06 (lunar-python)")
    c = "range"
    T("⟦9月1号到2号⟧ 去成都", dr(ymd(2063, 9, 1), ymd(2063, 9, 2)), cat=c)
    T("⟦下个月中旬⟧ 面试", xun(2063, 9, 2), cat=c, conv="month-parts", unsure="下个月 = September: 09-11 … 09-20")
    c = "duration"
    T("⟦一个小时后⟧ 提醒我关煤气", after(td(hours=1)), cat=c, unsure="crosses midnight: 08-26 00:50")
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧ 收官战", P(lastwd(2063, 9, 6)), cat=c, unsure="= 09-29")
    c = "traditional"
    T("⟦禮拜一下午四點⟧ 琴課", at(wd(1), 16), cat=c, unsure="禮拜一 said Saturday = 08-27")
    c = "coordination"
    T("⟦下周二⟧、⟦周四早上六点⟧ 晨骑", at(wk(1, 2), 6), at(wk(1, 4), 6), cat=c, conv="distribute",
      unsure="下周 and the clock apply to both: 08-28 and 08-30")
    c = "none"
    T("一场卖了三百多根烤肠 面包不够", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦处暑⟧那天 换的链条", P(CHUSHU63), cat=c, unsure="处暑 2063 = Thursday 08-23, looking back")
    T("⟦昨天⟧ 进的货", P(rel(-1)), cat=c, unsure="昨天 = Friday 08-24 (today ends in ten minutes)")
    c = "deadline"
    T("⟦这个季度⟧ 煤气", quarter(2063, 3), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("teller shift ⟦tmrw 2-5pm⟧", cr(rel(1), 14, 0, 17, 0), cat=c, unsure="tmrw = Friday 06-22")
    T("training ride ⟨next tue⟩, 25 miles, ⟨7:30pm⟩", at(wk(1, 2), 19, 30), cat=c,
      unsure="next tue = 06-26; 25 miles is a distance; the day and the clock said apart")
    c = "clock"
    T("propane swap ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:30 reads 17:00 today")
    T("quick spin ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour",
      unsure="a bare 6 at 05:30 reads 18:00 by the rule, though a dawn ride at 06:00 is plausible")
    T("violin ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 05:30 is ahead: 08:00 today")
    T("costco run for buns ⟦5am⟧", P(next_clock(5)), cat=c, unsure="5am with no day at 05:30 has just passed: tomorrow 06-22")
    T("stock pickup ⟦6:30am⟧", P(next_clock(6, 30)), cat=c, unsure="6:30am with no day at 05:30 is ahead: today")
    c = "rollover"
    T("branch huddle ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 05:30 is ahead: today")
    c = "deadline"
    T("stall fee paid ⟦by the end of the month⟧", deadline_day(ymd(2063, 6, 30)), cat=c, unsure="the end of the month = Saturday 06-30")
    T("audition pieces memorized ⟦before the fourth⟧", deadline_day(ymd(2063, 7, 3)), cat=c, conv="en-before-exclusive",
      unsure="the Fourth = Wednesday 07-04: today … 07-03")
    T("freezer stocked ⟦by 8am⟧", deadline_clock(dt(today(), 8)), cat=c)
    T("entry form done ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Thursday: today … 06-24")
    c = "holiday"
    T("fireworks game ⟦the fourth⟧", P(FOURTH63), cat=c, unsure="= Wednesday 07-04")
    T("doubleheader ⟦labor day⟧", P(LABOR63), cat=c, unsure="Labor Day 2063 = Monday 09-03")
    c = "range"
    T("kansas city ⟦june 30 - july 1⟧", dr(ymd(2063, 6, 30), ymd(2063, 7, 1)), cat=c)
    T("auditions ⟦early july⟧", xun(2063, 7, 1), cat=c, conv="month-parts")
    T("fewer shifts ⟦late june⟧", xun(2063, 6, 3), cat=c, conv="month-parts", unsure="late june = 06-21 … 06-30, starting today")
    c = "duration"
    T("light the grill ⟦in 30 min⟧", after(td(minutes=30)), cat=c)
    c = "arithmetic"
    T("student recital ⟦first saturday of next month⟧", P(nth(2063, 7, 1, 6)), cat=c, unsure="= 07-07")
    c = "coordination"
    T("rides ⟦next mon⟧ and ⟦wed at 7pm⟧", at(wk(1, 1), 19), at(wk(1, 3), 19), cat=c, conv="distribute",
      unsure="next and the clock apply to both: 06-25 and 06-27")
    c = "numeric-date"
    T("CIM audition ⟦7/14⟧", P(ymd(2063, 7, 14)), cat=c, conv="en-month-first")
    c = "none"
    T("80 hot dogs, 12 cases of soda, 3 bags of ice", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("steak dinner w/ my dad ⟦father's day⟧", P(FATHERS63), cat=c, unsure="Father's Day 2063 = Sunday 06-17, looking back")
    T("propane ⟦tuesday⟧", P(wd(2)), cat=c, unsure="tuesday said Thursday, looking back = 06-19")
    c = "deadline"
    T("stock ⟦month to date⟧", dr(ymd(2063, 6, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("dawn ride ⟦tmrw 7-9am⟧", cr(rel(1), 7, 0, 9, 0), cat=c, unsure="tmrw = Thursday 02-15")
    T("home opener stand ⟨this sat⟩, open at ⟨noon⟩", at(wd(6), 12), cat=c, unsure="this sat = 02-17; the day and the clock said apart")
    c = "clock"
    T("lesson check-in ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:45: the pm reading is ahead: 20:00 today")
    T("stand shift ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:45 has passed: tomorrow 19:00")
    T("teller lunch ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 19:45: tomorrow's noon")
    T("scales ⟦at quarter to nine⟧", P(bare_clock(8, 45)), cat=c, conv="bare-hour",
      unsure="quarter to nine = 8:45; at 19:45 the am reading passed, the pm reading 20:45 is ahead")
    c = "rollover"
    T("trainer ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="wednesday night said Wednesday 19:45 is in progress: today")
    T("music theory ⟦wednesday afternoon⟧", pod(wk(1, 3), "afternoon"), cat=c, conv="rollover-part",
      unsure="wednesday afternoon said Wednesday 19:45 is over: next week 02-21")
    c = "deadline"
    T("entry fee in ⟦by the end of the month⟧", deadline_day(ymd(2063, 2, 28)), cat=c)
    T("prescreen video up ⟦before presidents' day⟧", deadline_day(PRESIDENTS63 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Presidents' Day = Monday 02-19: today … 02-18")
    T("application submitted ⟦by midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 02-15 00:00")
    c = "holiday"
    T("group ride ⟦presidents' day⟧", P(PRESIDENTS63), cat=c, unsure="= Monday 02-19")
    T("home match ⟦st. patrick's day⟧", P(hol("stpatrick")), cat=c, unsure="= Saturday 03-17")
    c = "range"
    T("gran fondo ⟦feb 24-25⟧", dr(ymd(2063, 2, 24), ymd(2063, 2, 25)), cat=c)
    T("exams ⟦mid march⟧", xun(2063, 3, 2), cat=c, conv="month-parts")
    c = "duration"
    T("scales ⟦in 20 minutes⟧", after(td(minutes=20)), cat=c)
    c = "arithmetic"
    T("crit race ⟦the second sunday of march⟧", P(nth(2063, 3, 2, 7)), cat=c, unsure="= 03-11")
    c = "coordination"
    T("lessons ⟦the 17th⟧ and ⟦18th at 10am⟧", at(ymd(2063, 2, 17), 10), at(ymd(2063, 2, 18), 10), cat=c, conv="distribute")
    c = "none"
    T("25c tires, 90 psi front, 95 rear", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("stand takings ⟦monday⟧", P(wd(1)), cat=c, unsure="monday said Wednesday, looking back = 02-12")
    T("strings ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 02-09")
    T("bib shorts ⟦sunday⟧", P(wd(7)), cat=c, unsure="sunday said Wednesday, looking back = 02-11")
    c = "deadline"
    T("cycling spend ⟦so far this year⟧", dr(ymd(2063, 1, 1), today()), cat=c, conv="since")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("long ride ⟦tmrw 6am⟧", at(rel(1), 6), cat=c, unsure="tmrw = Sunday 08-26, minutes away")
    T("cover mike's shift ⟨mon⟩, ⟨9am⟩", at(wd(1), 9), cat=c, unsure="mon said Saturday night = 08-27")
    c = "clock"
    T("restock ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("kickoff ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 never means midnight: tomorrow's noon")
    T("submit the app ⟦at midnight⟧", P(dt(rel(1), 0)), cat=c, unsure="midnight = 08-26 00:00, ten minutes away")
    T("champions league ⟦2am⟧", P(next_clock(2)), cat=c, unsure="2am with no day = 08-26 02:00")
    c = "rollover"
    T("cash count ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="saturday night said Saturday 23:50 is in progress: today")
    T("ensemble ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part",
      unsure="saturday afternoon said Saturday 23:50 is over: next week 09-01")
    c = "deadline"
    T("application in ⟦by the end of the month⟧", deadline_day(ymd(2063, 8, 31)), cat=c)
    T("new strings on ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and tomorrow")
    T("propane off ⟦within 10 minutes⟧", deadline_clock(C.now + td(minutes=10)), cat=c, unsure="now … 08-26 00:00")
    c = "holiday"
    T("century ride ⟦labor day⟧", P(LABOR63), cat=c, unsure="Labor Day 2063 = Monday 09-03")
    T("boston audition ⟦columbus day⟧", P(hol("columbus")), cat=c, unsure="Columbus Day 2063 = Monday 10-08")
    c = "range"
    T("philly ⟦sept 1-2⟧", dr(ymd(2063, 9, 1), ymd(2063, 9, 2)), cat=c)
    T("auditions ⟦mid september⟧", xun(2063, 9, 2), cat=c, conv="month-parts")
    c = "duration"
    T("propane off ⟦in an hour⟧", after(td(hours=1)), cat=c, unsure="crosses midnight: 08-26 00:50")
    c = "arithmetic"
    T("season finale ⟦the last saturday of september⟧", P(lastwd(2063, 9, 6)), cat=c, unsure="= 09-29")
    c = "numeric-date"
    T("charity century ⟦9/22/2063⟧", P(ymd(2063, 9, 22)), cat=c, conv="en-month-first")
    c = "coordination"
    T("dawn rides ⟦next tue⟧ and ⟦thu at 6am⟧", at(wk(1, 2), 6), at(wk(1, 4), 6), cat=c, conv="distribute",
      unsure="next and the clock apply to both: 08-28 and 08-30")
    c = "none"
    T("sold 310 hot dogs, ran out of buns", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("new chain ⟦thursday⟧", P(wd(4)), cat=c, unsure="thursday said Saturday, looking back = 08-23")
    T("restock ⟦yesterday⟧", P(rel(-1)), cat=c, unsure="yesterday = Friday 08-24 (today ends in ten minutes)")
    c = "deadline"
    T("propane ⟦this quarter⟧", quarter(2063, 3), cat=c, conv="quarters")
