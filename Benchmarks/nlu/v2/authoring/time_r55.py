"""Round 55 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a deckhand on a coastal passenger ferry
studying for a mate's licence (early sailings and rotating shifts at set clocks, exam sittings and a medical check in
other port cities, sailings cancelled for weather), a grandmother who does tai chi in the park every morning and helps
raise her grandson (school drop-off and pick-up, 广场舞 / line dancing, a doctor's appointment, a trip to her hometown
over several days, typed slowly, often as statements) and a freelance translator paid per job in several currencies
(client calls at set clocks, delivery deadlines — 周五前交稿, "due by thursday noon" —, a conference in another city)
use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, durations from now,
holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and
rows with no time (passenger and car counts, blood pressure readings, word counts, a grandson's age).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here; Easter by lib.easter, checked against
dateutil's):
  NA = 2064-01-31T08:10 Thursday, 腊月十四 (lunar-python), the last day of January: 早上 / 上午 / 周四早上 / "thursday
       morning" in progress; a bare 8 has just passed and, before noon, reads tomorrow 08:00, a bare 9 reads 09:00 today,
       a bare 12 today's noon, a bare 3 15:00 today; 早上七点 / "7am" with no day has passed (tomorrow 02-01), 周四早上七点 /
       "thursday 7am" moves a week (02-07); 差五分九点 / "five to nine" = 08:55 today; 月底 / "the end of the month" is
       today (月底前 = today alone), 下个月 / "next month" is February 2064, a leap month (下个月底 = 02-29); this week
       01-28 … 02-03, this weekend 02-02/03 (Groundhog Day Saturday 02-02), next week 02-04 … 02-10 opens on 立春 (Monday
       02-04) and holds 小年 (Saturday 02-09, the northern 腊月廿三 = the second Saturday of February); 下下周 02-11 … 02-17
       holds Valentine's Day (Thursday 02-14), 除夕 (Saturday 02-16, 腊月三十) and 春节 (Sunday 02-17; 春节前 = today …
       02-17, "before lunar new year" = today … 02-16, 年前 = by 除夕); Presidents' Day Monday 02-18 = 初二, 雨水 Tuesday
       02-19, Ash Wednesday 02-20, 元宵 Sunday 03-02, 龙抬头 Wednesday 03-19 (lunar-python); looking back: 腊八 = 上周五
       01-25 (lunar-python), MLK Day 01-21, 大寒 01-20, 周二 / "tuesday" 01-29, 昨天 01-30, January = "this month"
       (本月至今 = the whole month), December 2063 = "last month".
  NB = 2064-04-04T12:05 Friday, 二月十八 (lunar-python), 清明 itself (PyEphem and lunar-python agree) and Good Friday (Easter
       Sunday 04-06 by the computus), five minutes after noon: 上午 / 周五上午 / "friday morning" over (next week 04-11),
       下午 / 周五下午 / "friday afternoon" in progress (today); a bare 12 has just passed and reads tomorrow's noon, a
       bare 1 reads 13:00 today, a bare 8, 10 or 11 reads tonight (20:00, 22:00, 23:00); 中午十二点 / "noon" with no day
       has passed (tomorrow 12:00); 今晚十二点前 / "by midnight" = now … 04-05 00:00; this weekend 04-05/06 (Easter
       Sunday), next week 04-07 … 04-13 opens on Easter Monday; 上旬 04-01 … 04-10 now, 下旬 04-21 … 04-30, 月底
       Wednesday 04-30, 五一 Thursday 05-01 (五一前 = today … 05-01, "before may 1" = today … 04-30); 谷雨 Saturday 04-19,
       立夏 Monday 05-05 (PyEphem and lunar-python agree), Mother's Day 05-11; looking back: 愚人节 / April Fools' Tuesday
       04-01, 上周五 / "last friday" 03-28, 春分 03-20, Q1 = 上季度 / "last quarter", March = "last month".
  NC = 2064-11-26T16:40 Wednesday, 十月十八 (lunar-python), the afternoon before US Thanksgiving (Thursday 11-27; Black
       Friday 11-28, Cyber Monday 12-01): 下午 / 周三下午 in progress, 周三上午 / "wednesday morning" over (next week
       12-03), 周三晚上 / "wednesday night" ahead (today); a bare 4 has passed (tomorrow 16:00), a bare 5 is ahead
       (17:00), a bare 8 reads 20:00, a bare 12 tomorrow's noon, a bare 3:30 tomorrow 15:30; this weekend 11-29/30, 月底
       Sunday 11-30 ("before cyber monday" = today … 11-30), next week 12-01 … 12-07 holds 大雪 (Saturday 12-06, PyEphem
       and lunar-python agree = the first Saturday of December); 双十二 Friday 12-12, 冬至 Sunday 12-21 (PyEphem and
       lunar-python agree), Christmas Eve Wednesday 12-24, 元旦 2065 Thursday; looking back: 双十一 = Veterans Day Tuesday
       11-11, 小雪 = 上周五 / "last friday" 11-21 (PyEphem and lunar-python agree), 立冬 11-06, October = 上个月, Q4 = this
       quarter.
"""
from lib import *

NA = "2064-01-31T08:10:00"  # Thursday 08:10, 腊月十四, the last day of January: a bare 8 → tomorrow 08:00
NB = "2064-04-04T12:05:00"  # Friday 12:05, 清明 and Good Friday: a bare 12 → tomorrow's noon, a bare 1 → 13:00
NC = "2064-11-26T16:40:00"  # Wednesday 16:40, the day before Thanksgiving: a bare 4 → tomorrow 16:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
LICHUN64 = ymd(2064, 2, 4)
XIAONIAN64 = ymd(2064, 2, 9)
CHUXI64 = ymd(2064, 2, 16)
CHUNJIE64 = ymd(2064, 2, 17)
CHUER64 = ymd(2064, 2, 18)
LABA64 = ymd(2064, 1, 25)
GROUNDHOG64 = ymd(2064, 2, 2)
VALENTINE64 = ymd(2064, 2, 14)
PRESIDENTS64 = ymd(2064, 2, 18)
QINGMING64 = ymd(2064, 4, 4)
EASTER64 = ymd(2064, 4, 6)
GUYU64 = ymd(2064, 4, 19)
LIXIA64 = ymd(2064, 5, 5)
MOTHERS64 = ymd(2064, 5, 11)
THANKS64 = ymd(2064, 11, 27)
BLACKFRI64 = ymd(2064, 11, 28)
DAXUE64 = ymd(2064, 12, 6)
DONGZHI64 = ymd(2064, 12, 21)
XIAOXUE64 = ymd(2064, 11, 21)
SHUANG11_64 = ymd(2064, 11, 11)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点半⟧ 跑头班船", at(rel(1), 6, 30), cat=c, unsure="明天 = Friday 02-01")
    T("⟨下周二⟩ 送小宝上学 ⟨早上七点半⟩", at(wk(1, 2), 7, 30), cat=c, unsure="下周二 = 02-05; the day and the clock said apart")
    T("⟦今天下午三点到四点⟧ 跟东京客户开视频会", cr(today(), 15, 0, 16, 0), cat=c)
    c = "clock"
    T("⟦八点⟧ 公园打太极", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:10 has passed and, before noon, reads tomorrow 08:00")
    T("⟦十二点⟧ 跟船长交班", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 08:10: today's noon")
    T("⟦早上七点⟧ 上早班", P(next_clock(7)), cat=c, unsure="早上七点 with no day at 08:10 has passed: tomorrow 02-01")
    T("⟦差五分九点⟧ 进会议室", P(bare_clock(8, 55)), cat=c, conv="bare-hour", unsure="差五分九点 = 8:55, ahead today")
    c = "rollover"
    T("⟦周四早上⟧ 打太极", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周四早上 said Thursday 08:10 is in progress: today")
    T("⟦周四早上七点⟧ 船上消防演练", at(wk(1, 4), 7), cat=c, unsure="周四早上七点 said Thursday 08:10 has passed: next week 02-07")
    c = "deadline"
    T("⟦月底前⟧ 把日本那单发票开了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦春节前⟧ 回老家", deadline_day(CHUNJIE64), cat=c, conv="zh-qian-inclusive", unsure="春节 2064 = Sunday 02-17 (lunar-python)")
    T("⟦年前⟧ 把船员证换了", deadline_day(CHUXI64), cat=c, unsure="年前 = by 除夕 (Saturday 02-16, lunar-python), flagged by the conventions")
    T("⟦下个月底⟧ 健康证到期", P(ymd(2064, 2, 29)), cat=c, conv="month-end-bare", unsure="February 2064 has 29 days")
    c = "holiday"
    T("⟦小年⟧ 给小宝包饺子", P(XIAONIAN64), cat=c, conv="xiaonian-north", unsure="小年 = 腊月廿三 = Saturday 02-09 (lunar-python)")
    T("⟦立春⟧那天 去体检", P(LICHUN64), cat=c, unsure="立春 2064 = Monday 02-04 (PyEphem and lunar-python agree)")
    T("⟦除夕⟧ 还得值班", P(CHUXI64), cat=c, unsure="除夕 2064 = Saturday 02-16, 腊月三十 (lunar-python)")
    c = "range"
    T("⟦2月5号到7号⟧ 去大连考大副证", dr(ymd(2064, 2, 5), ymd(2064, 2, 7)), cat=c)
    T("⟦大年初二到初五⟧ 回娘家", dr(CHUER64, ymd(2064, 2, 21)), cat=c, unsure="初二 = 02-18 … 初五 = 02-21 (lunar-python)")
    c = "duration"
    T("⟦四十分钟后⟧ 吃降压药", after(td(minutes=40)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周六⟧ 船员理论考试", P(nth(2064, 2, 2, 6)), cat=c, unsure="= 02-09 (also 小年)")
    c = "coordination"
    T("⟦周五⟧、⟦周六早上六点半⟧ 都是早班船", at(wd(5), 6, 30), at(wd(6), 6, 30), cat=c, conv="distribute",
      unsure="the clock applies to both: 02-01 and 02-02")
    c = "traditional"
    T("⟦禮拜六上午十點⟧ 帶孫子去公園", at(wd(6), 10), cat=c, unsure="禮拜六 = 02-02")
    c = "numeric-date"
    T("⟦2.20⟧ 大副证笔试", P(ymd(2064, 2, 20)), cat=c)
    c = "none"
    T("头班船载客三百二十人 车四十台", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦腊八⟧那天 买的米和豆子", P(LABA64), cat=c, unsure="腊八 = Friday 01-25 (lunar-python), looking back")
    T("⟦周二⟧ 收的日元稿费", P(wd(2)), cat=c, unsure="周二 said Thursday, looking back = 01-29")
    c = "deadline"
    T("⟦这个月到目前为止⟧ 收了多少稿费", dr(ymd(2064, 1, 1), today()), cat=c, conv="since", unsure="said on the 31st: the whole month")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点到十二点⟧ 跟德国客户视频", cr(rel(1), 10, 0, 12, 0), cat=c, unsure="明天 = Saturday 04-05")
    T("⟨下周三⟩ 去医院量血压 ⟨上午九点⟩", at(wk(1, 3), 9), cat=c, unsure="下周三 = 04-09; the day and the clock said apart")
    c = "clock"
    T("⟦十二点⟧ 接班", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:05 has just passed: tomorrow's noon")
    T("⟦一点⟧ 开船", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 12:05 reads 13:00 today")
    T("⟦八点⟧ 把译稿交了", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:05: the pm reading is ahead: 20:00 today")
    T("⟦中午十二点⟧ 去闺女家吃饭", P(next_clock(12)), cat=c, unsure="中午十二点 with no day at 12:05 has passed: tomorrow 04-05")
    c = "rollover"
    T("⟦周五上午⟧ 广场舞排练", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 12:05 is over: next week 04-11")
    T("⟦周五下午⟧ 接孙子", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 12:05 is in progress: today")
    c = "deadline"
    T("⟦今晚十二点前⟧ 交稿", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 04-05 00:00")
    T("⟦五一前⟧ 把大副证考下来", deadline_day(ymd(2064, 5, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧ 把发票寄出去", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Friday: today … 04-06")
    c = "holiday"
    T("⟦清明⟧ 去给老伴扫墓", P(today()), cat=c, unsure="清明 2064 is today, Friday 04-04 (PyEphem and lunar-python agree)")
    T("⟦谷雨⟧那天 回老家", P(GUYU64), cat=c, unsure="谷雨 2064 = Saturday 04-19 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦4月8号到10号⟧ 去厦门体检加考试", dr(ymd(2064, 4, 8), ymd(2064, 4, 10)), cat=c)
    c = "duration"
    T("⟦一个半小时后⟧ 开船", after(td(minutes=90)), cat=c, unsure="13:35")
    c = "arithmetic"
    T("⟦五月最后一个周六⟧ 海事局考试", P(lastwd(2064, 5, 6)), cat=c, unsure="= 05-31")
    T("⟦清明节后一天⟧ 补一个班", P(QINGMING64 + td(days=1)), cat=c, unsure="清明 is today: the day after = 04-05")
    c = "traditional"
    T("⟦下週一早上七點半⟧ 送孫子上學", at(wk(1, 1), 7, 30), cat=c, unsure="下週一 = 04-07")
    c = "numeric-date"
    T("⟦4/18⟧ 翻译研讨会", P(ymd(2064, 4, 18)), cat=c)
    c = "coordination"
    T("⟦周六⟧、⟦周日⟧ 都加班跑船", P(wd(6)), P(wd(7)), cat=c, unsure="this weekend: 04-05 and 04-06")
    c = "none"
    T("高压一百四十五 低压九十二", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦愚人节⟧那天 收的港币稿费", P(ymd(2064, 4, 1)), cat=c, unsure="愚人节 = Tuesday 04-01, looking back")
    T("⟦上周五⟧ 买的雨衣", P(wk(-1, 5)), cat=c, unsure="上周五 = 03-28")
    c = "deadline"
    T("⟦上个季度⟧ 稿费", quarter(2064, 1), cat=c, conv="quarters")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧ 早班船", at(rel(1), 6), cat=c, unsure="明天 = Thursday 11-27")
    T("⟨周五⟩ 小宝生日 ⟨晚上六点⟩ 吃蛋糕", at(wd(5), 18), cat=c, unsure="周五 = 11-28; the day and the clock said apart")
    T("⟦下周一下午两点到三点⟧ 客户电话会", cr(wk(1, 1), 14, 0, 15, 0), cat=c, unsure="下周一 = 12-01")
    c = "clock"
    T("⟦四点⟧ 去接小宝", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:40 has passed: tomorrow 16:00")
    T("⟦八点⟧ 跟纽约那边开会", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:40 reads 20:00 today")
    T("⟦十二点⟧ 船员体检", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 16:40: tomorrow's noon")
    T("⟦三点半⟧ 去医院拿药", P(bare_clock(3, 30)), cat=c, conv="bare-hour", unsure="a bare 3:30 at 16:40 has passed: tomorrow 15:30")
    c = "rollover"
    T("⟦周三上午⟧ 翻译软件培训", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 16:40 is over: next week 12-03")
    T("⟦周三晚上⟧ 跳舞", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周三晚上 said Wednesday 16:40 is ahead: today")
    c = "deadline"
    T("⟦周五前⟧交稿", deadline_day(wd(5)), cat=c, conv="zh-qian-inclusive", unsure="周五 = 11-28")
    T("⟦大雪前⟧ 把棉衣买了", deadline_day(DAXUE64), cat=c, conv="zh-qian-inclusive", unsure="大雪 2064 = Saturday 12-06 (PyEphem and lunar-python agree)")
    T("⟦明天下午五点前⟧ 把校对稿发回去", deadline_clock(dt(rel(1), 17)), cat=c, unsure="now … 11-27 17:00")
    c = "holiday"
    T("⟦双十二⟧ 给孙子买书包", P(ymd(2064, 12, 12)), cat=c)
    T("⟦冬至⟧ 包饺子", P(DONGZHI64), cat=c, unsure="冬至 2064 = Sunday 12-21 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦12月8号到10号⟧ 去杭州开翻译年会", dr(ymd(2064, 12, 8), ymd(2064, 12, 10)), cat=c)
    T("⟦下个月初⟧ 回老家住几天", xun(2064, 12, 1), cat=c, conv="month-parts")
    c = "duration"
    T("⟦两个半小时后⟧ 靠港", after(td(minutes=150)), cat=c, unsure="19:10")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 实操考试", P(nth(2064, 12, 1, 6)), cat=c, unsure="= 12-06 (also 大雪)")
    T("⟦感恩节后一天⟧ 给美国客户发发票", P(BLACKFRI64), cat=c, unsure="= Friday 11-28")
    c = "traditional"
    T("⟦週日下午兩點⟧ 廣場舞比賽", at(wd(7), 14), cat=c, unsure="週日 = 11-30")
    c = "coordination"
    T("⟦明天⟧和⟦后天早上六点⟧ 都是早班", at(rel(1), 6), at(rel(2), 6), cat=c, conv="distribute",
      unsure="the clock applies to both: 11-27 and 11-28")
    c = "numeric-date"
    c = "none"
    T("这单日文稿一万二千字 分三批交", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦双十一⟧ 买的工作靴", P(SHUANG11_64), cat=c, unsure="双十一 = Tuesday 11-11, looking back")
    T("⟦上周五⟧ 到账的美元稿费", P(wk(-1, 5)), cat=c, unsure="上周五 = 11-21 (also 小雪)")
    c = "deadline"
    T("⟦本月至今⟧ 加班费", dr(ymd(2064, 11, 1), today()), cat=c, conv="since")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("first ferry run ⟦tmrw 6:30am⟧", at(rel(1), 6, 30), cat=c, unsure="tmrw = Friday 02-01")
    T("walk tommy to school ⟨next tue⟩, ⟨7:45am⟩", at(wk(1, 2), 7, 45), cat=c, unsure="next tue = 02-05; the day and the clock said apart")
    T("video call w/ the tokyo client ⟦today 3-4pm⟧", cr(today(), 15, 0, 16, 0), cat=c)
    c = "clock"
    T("tai chi ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:10 has passed and, before noon, reads tomorrow 08:00")
    T("crew change ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 08:10: today's noon")
    T("early shift ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day at 08:10 has passed: tomorrow 02-01")
    T("join the zoom ⟦at five to nine⟧", P(bare_clock(8, 55)), cat=c, conv="bare-hour", unsure="five to nine = 8:55, ahead today")
    c = "rollover"
    T("tai chi in the park ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 08:10 is in progress: today")
    T("fire drill on board ⟦thursday 7am⟧", at(wk(1, 4), 7), cat=c, unsure="thursday 7am said Thursday 08:10 has passed: next week 02-07")
    c = "deadline"
    T("tokyo invoice out ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the end of the month is today: today alone")
    T("home to see my sister ⟦before lunar new year⟧", deadline_day(CHUNJIE64 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Lunar New Year = Sunday 02-17 (lunar-python): today … 02-16")
    T("draft due ⟦by thursday noon⟧", deadline_clock(dt(today(), 12)), cat=c, unsure="thursday noon said Thursday 08:10 is ahead: now … today 12:00")
    T("medical cert expires ⟦end of next month⟧", P(ymd(2064, 2, 29)), cat=c, conv="month-end-bare", unsure="February 2064 has 29 days")
    c = "holiday"
    T("pancakes w/ the grandkids ⟦groundhog day⟧", P(GROUNDHOG64), cat=c, unsure="Groundhog Day = Saturday 02-02")
    T("dinner out w/ my wife ⟦valentine's day⟧", P(VALENTINE64), cat=c, unsure="Valentine's Day 2064 = Thursday 02-14")
    c = "range"
    T("license exam in seattle ⟦feb 5-7⟧", dr(ymd(2064, 2, 5), ymd(2064, 2, 7)), cat=c)
    T("translators' conference ⟦mid february⟧", xun(2064, 2, 2), cat=c, conv="month-parts")
    c = "duration"
    T("blood pressure pill ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    c = "arithmetic"
    T("coast guard exam ⟦the second saturday of february⟧", P(nth(2064, 2, 2, 6)), cat=c, unsure="= 02-09")
    T("drive back home ⟦the friday before presidents' day⟧", P(PRESIDENTS64 - td(days=3)), cat=c, unsure="= 02-15")
    c = "coordination"
    T("early boats ⟦fri⟧ and ⟦sat at 6:30am⟧", at(wd(5), 6, 30), at(wd(6), 6, 30), cat=c, conv="distribute",
      unsure="the clock applies to both: 02-01 and 02-02")
    c = "numeric-date"
    T("mate's written exam ⟦2/20⟧", P(ymd(2064, 2, 20)), cat=c, conv="en-month-first")
    c = "none"
    T("first boat carried 320 passengers and 40 cars", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("groceries ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 01-25")
    T("yen invoice paid ⟦tuesday⟧", P(wd(2)), cat=c, unsure="tuesday said Thursday, looking back = 01-29")
    c = "deadline"
    T("translation income ⟦month to date⟧", dr(ymd(2064, 1, 1), today()), cat=c, conv="since", unsure="said on the 31st: the whole month")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("video call w/ the berlin agency ⟦tmrw 10am-12pm⟧", cr(rel(1), 10, 0, 12, 0), cat=c, unsure="tmrw = Saturday 04-05")
    T("bp check ⟨next wed⟩ at the clinic, ⟨9am⟩", at(wk(1, 3), 9), cat=c, unsure="next wed = 04-09; the day and the clock said apart")
    c = "clock"
    T("relieve the mate ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:05 has just passed: tomorrow's noon")
    T("boat leaves ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 12:05 reads 13:00 today")
    T("draft to the client ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:05: the pm reading is ahead: 20:00 today")
    T("lunch at my daughter's ⟦at noon⟧", P(next_clock(12)), cat=c, unsure="noon with no day at 12:05 has passed: tomorrow 04-05")
    c = "rollover"
    T("line dancing practice ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part",
      unsure="friday morning said Friday 12:05 is over: next week 04-11")
    T("school pickup ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="friday afternoon said Friday 12:05 is in progress: today")
    c = "deadline"
    T("draft in ⟦by midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 04-05 00:00")
    T("mate's license ⟦before may 1⟧", deadline_day(ymd(2064, 4, 30)), cat=c, conv="en-before-exclusive")
    T("mail the invoices ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Friday: today … 04-06")
    c = "holiday"
    T("egg hunt w/ the grandkids ⟦easter⟧", P(EASTER64), cat=c, unsure="Easter 2064 = Sunday 04-06 (the computus)")
    T("church ⟦good friday at 7pm⟧", at(today(), 19), cat=c, unsure="Good Friday 2064 is today, 04-04")
    T("brunch w/ my kids ⟦mother's day⟧", P(MOTHERS64), cat=c, unsure="Mother's Day 2064 = Sunday 05-11")
    c = "range"
    T("exam sitting in halifax ⟦april 8-10⟧", dr(ymd(2064, 4, 8), ymd(2064, 4, 10)), cat=c)
    c = "duration"
    T("boat leaves ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c, unsure="13:35")
    c = "arithmetic"
    T("coast guard exam ⟦the last saturday of may⟧", P(lastwd(2064, 5, 6)), cat=c, unsure="= 05-31")
    T("visit my hometown ⟦the sunday after easter⟧", P(EASTER64 + td(days=7)), cat=c, unsure="= 04-13")
    c = "coordination"
    T("overtime ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c, unsure="this weekend: 04-05 and 04-06")
    c = "numeric-date"
    T("translation workshop ⟦4/18⟧", P(ymd(2064, 4, 18)), cat=c, conv="en-month-first")
    c = "none"
    T("bp 145 over 92 after tai chi", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("HK job paid ⟦april fools' day⟧", P(ymd(2064, 4, 1)), cat=c, unsure="April Fools' = Tuesday 04-01, looking back")
    T("rain jacket ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 03-28")
    c = "deadline"
    T("translation income ⟦last quarter⟧", quarter(2064, 1), cat=c, conv="quarters")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("early boat ⟦tmrw 6am⟧", at(rel(1), 6), cat=c, unsure="tmrw = Thanksgiving, Thursday 11-27")
    T("tommy's birthday cake ⟨fri⟩, ⟨6pm⟩", at(wd(5), 18), cat=c, unsure="fri = 11-28; the day and the clock said apart")
    T("client call ⟦next mon 2-3pm⟧", cr(wk(1, 1), 14, 0, 15, 0), cat=c, unsure="next mon = 12-01")
    c = "clock"
    T("pick tommy up from piano ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:40 has passed: tomorrow 16:00")
    T("call the new york agency ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:40 reads 20:00 today")
    T("crew physical ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 16:40: tomorrow's noon")
    T("pharmacy ⟦at 3:30⟧", P(bare_clock(3, 30)), cat=c, conv="bare-hour", unsure="a bare 3:30 at 16:40 has passed: tomorrow 15:30")
    c = "rollover"
    T("CAT tool training ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part",
      unsure="wednesday morning said Wednesday 16:40 is over: next week 12-03")
    T("line dancing ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="wednesday night said Wednesday 16:40 is ahead: today")
    c = "deadline"
    T("subtitles due ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive", unsure="friday = 11-28")
    T("final draft ⟦before cyber monday⟧", deadline_day(ymd(2064, 11, 30)), cat=c, conv="en-before-exclusive",
      unsure="Cyber Monday = 12-01: today … 11-30")
    T("proofs back ⟦by 5pm tmrw⟧", deadline_clock(dt(rel(1), 17)), cat=c, unsure="now … 11-27 17:00")
    c = "holiday"
    T("turkey at my daughter's ⟦thanksgiving⟧", P(THANKS64), cat=c, unsure="Thanksgiving = tomorrow, Thursday 11-27")
    T("tommy's new backpack ⟦black friday⟧", P(BLACKFRI64), cat=c, unsure="Black Friday = 11-28")
    c = "range"
    T("conference in chicago ⟦dec 8-10⟧", dr(ymd(2064, 12, 8), ymd(2064, 12, 10)), cat=c)
    T("back home to ohio ⟦early next month⟧", xun(2064, 12, 1), cat=c, conv="month-parts")
    c = "duration"
    T("docking ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c, unsure="19:10")
    c = "arithmetic"
    T("practical exam ⟦the first saturday of december⟧", P(nth(2064, 12, 1, 6)), cat=c, unsure="= 12-06")
    c = "coordination"
    T("early boats ⟦tmrw⟧ and ⟦fri at 6am⟧", at(rel(1), 6), at(wd(5), 6), cat=c, conv="distribute",
      unsure="the clock applies to both: 11-27 and 11-28")
    c = "numeric-date"
    T("year-end contract ⟦12/15⟧", P(ymd(2064, 12, 15)), cat=c, conv="en-month-first")
    c = "none"
    T("the japanese job is 12,000 characters", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("work boots ⟦veterans day⟧", P(SHUANG11_64), cat=c, unsure="Veterans Day = Tuesday 11-11, looking back")
    T("usd invoice paid ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 11-21")
    c = "deadline"
    T("overtime ⟦so far this month⟧", dr(ymd(2064, 11, 1), today()), cat=c, conv="since")
