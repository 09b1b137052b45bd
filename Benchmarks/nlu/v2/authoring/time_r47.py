"""Round 47 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a yoga studio owner who teaches (classes
and private sessions at set clocks, a weekend workshop, an outdoor class in the park, memberships and class packs), a
one-woman house-cleaning business (regular clients by name across town, visits at set clocks and ranges, supplies, bus
fares) and a retired man with diabetes who keeps a vegetable garden (clinic and fasting lab appointments, test strips,
seeds and planting days, a grandson's visit, a morning walk-jog) use inside requests: a day and a clock together or
apart, clock ranges, deadlines, parts of months, quarters, durations from now, holidays (Chinese lunar, solar terms,
Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (reps, weights,
steps).

Reference times (new in this round):
  NA = 2061-04-01T08:05 Friday, the first day of a month and of Q2 in the morning rush (三月十一, lunar-python):
       早上 / 上午 / English "morning" in progress (周五早上 / "friday morning" today), 周五早上七点 / "friday 7am" over
       (next week 04-08); a bare 8 has just passed and, before noon, reads tomorrow 08:00 (早上八点 / "8am" with no day
       too), a bare 9 is ahead (09:00 today), a bare 7 reads 19:00, a bare 12 today's noon; 上个月 / "last month" March,
       本月至今 / "month to date" today alone, 本季度 Q2, 上季度 Q1, 上旬 / "early april" 04-01 … 04-10 begins today;
       this week ends Sunday 04-03 (这周内 = today … 04-03), this weekend 04-02/03, next week 04-04 … 04-10; 清明 Monday
       04-04 (PyEphem and lunar-python agree), Good Friday 04-08, Easter Sunday 04-10 (the computus), 谷雨 Tuesday
       04-19, 月底 Saturday 04-30; looking back: 春分 03-20, St. Patrick's 03-17, 上周五 / "last friday" 03-25.
  NB = 2061-05-30T19:30 Monday evening, US Memorial Day (the last Monday of May; 四月十二, lunar-python): 晚上 / 今晚 /
       周一晚上 / "monday night" in progress, 周一下午 / "monday afternoon" over (next week 06-06); a bare 7 has passed
       (tomorrow 19:00), a bare 8 or 9:30 reads tonight (20:00, 21:30), a bare 12 tomorrow's noon; 凌晨五点 / "5am" with
       no day = 05-31 05:00; 月底 / "the end of the month" is tomorrow (Tuesday 05-31; 月底前 = today … 05-31), 下个月 /
       "next month" June starts Wednesday (儿童节); this weekend 06-04/05, next week 06-06 … 06-12; 芒种 Sunday 06-05
       (PyEphem and lunar-python agree), 618 Saturday, Father's Day = Juneteenth Sunday 06-19 (the third Sunday), 夏至
       Tuesday 06-21, 端午 Wednesday 06-22 (lunar-python); looking back: Mother's Day 05-08, 立夏 05-05, 上周六 /
       "last saturday" 05-28.
  NC = 2061-09-14T12:40 Wednesday lunch time, 八月初一 (lunar-python): 下午 / 周三下午 / "wednesday afternoon" in
       progress, 周三上午 / "wednesday morning" over (next week 09-21), 周三晚上 ahead (today); a bare 12 has passed
       (tomorrow's noon), a bare 1 is ahead (13:00), a bare 8 or 9 reads tonight (20:00, 21:00); 中旬 09-11 … 09-20
       now, 下旬 09-21 … 09-30, 月底 Friday 09-30; this weekend 09-17/18, next week 09-19 … 09-25; 秋分 Thursday 09-22
       (PyEphem and lunar-python agree), 中秋 Wednesday 09-28 two weeks ahead (lunar-python), 国庆 Saturday 10-01
       ("before oct 1" = today … 09-30), 寒露 10-08, Columbus Day 10-10, 重阳 Friday 10-21 (lunar-python), Halloween
       Monday; looking back: US Labor Day 09-05, 白露 09-07, 教师节 09-10, 上周五 / "last fri" 09-09, 七夕 08-21
       (lunar-python), August = "last month".
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2061-04-01T08:05:00"  # Friday 08:05, 三月十一, the 1st of April: bare 8 → tomorrow, bare 9 → today
NB = "2061-05-30T19:30:00"  # Monday 19:30, Memorial Day: bare 7 → tomorrow, bare 8 → 20:00, 月底 tomorrow
NC = "2061-09-14T12:40:00"  # Wednesday 12:40, 八月初一: bare 12 → tomorrow's noon, bare 1 → 13:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
QINGMING61 = ymd(2061, 4, 4)
GUYU61 = ymd(2061, 4, 19)
CHUNFEN61 = ymd(2061, 3, 20)
MANGZHONG61 = ymd(2061, 6, 5)
DUANWU61 = ymd(2061, 6, 22)
LIXIA61 = ymd(2061, 5, 5)
QIUFEN61 = ymd(2061, 9, 22)
ZHONGQIU61 = ymd(2061, 9, 28)
CHONGYANG61 = ymd(2061, 10, 21)
BAILU61 = ymd(2061, 9, 7)
QIXI61 = ymd(2061, 8, 21)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早七点⟧ 公园户外瑜伽", at(rel(1), 7), cat=c)
    T("⟨周日⟩ 给王姐家打扫 ⟨上午九点到十二点⟩", cr(wd(7), 9, 0, 12, 0), cat=c)
    T("⟦4月9号下午两点⟧ 医院复查血糖", at(ymd(2061, 4, 9), 14), cat=c)
    T("⟨下周二⟩ 私教课 ⟨晚上七点半⟩", at(wk(1, 2), 19, 30), cat=c)
    c = "clock"
    T("⟦八点⟧ 开门上早课", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed and, before noon, reads tomorrow 08:00")
    T("⟦九点⟧ 去李老师家打扫", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:05 is ahead: today 09:00")
    T("⟦七点⟧ 晚课", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦早上八点⟧ 空腹抽血", P(next_clock(8)), cat=c, unsure="早上八点 with no day said 08:05 has just passed: tomorrow 08:00")
    T("⟦十二点⟧ 给孙子打电话", P(bare_clock(12)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周五早上⟧ 菜园浇水", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周五早上 said Friday 08:05 is in progress: today")
    T("⟦周五早上七点⟧ 晨练课", at(wk(1, 5), 7), cat=c, unsure="周五早上七点 said Friday 08:05 has passed: next week 04-08")
    T("⟦周五上午⟧ 去药店拿药", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("⟦清明前⟧ 把菜苗种下去", deadline_day(QINGMING61), cat=c, conv="zh-qian-inclusive", unsure="清明 2061 = Monday 04-04 (PyEphem and lunar-python agree)")
    T("⟦月底前⟧ 交瑜伽馆房租", deadline_day(ymd(2061, 4, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦上旬⟧ 把清洁工具买齐", xun(2061, 4, 1), cat=c, conv="month-parts", unsure="上旬 begins today")
    T("⟦这周内⟧ 跟张阿姨家约好时间", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    c = "arithmetic"
    T("⟦这个月最后一个周六⟧ 周末工作坊", P(lastwd(2061, 4, 6)), cat=c)
    T("⟦清明后一天⟧ 去菜园点豆角", P(QINGMING61 + td(days=1)), cat=c, unsure="清明 2061 = 04-04")
    c = "holiday"
    T("⟦谷雨⟧ 种玉米", P(GUYU61), cat=c, unsure="谷雨 2061 = 04-19 (PyEphem and lunar-python agree)")
    T("⟦复活节⟧ 瑜伽馆休息一天", P(hol("easter")), cat=c, unsure="Easter 2061 = 04-10 (the computus)")
    c = "duration"
    T("⟦半小时后⟧ 测血糖", after(td(minutes=30)), cat=c)
    T("⟦三天后⟧ 再去王姐家", P(rel(3)), cat=c)
    c = "range"
    T("⟦4月16号到17号⟧ 周末瑜伽工作坊", dr(ymd(2061, 4, 16), ymd(2061, 4, 17)), cat=c)
    c = "traditional"
    T("⟦週二下午三點⟧ 打掃陳太太家", at(wd(2), 15), cat=c)
    c = "numeric-date"
    T("⟦4.12⟧ 眼科检查", P(ymd(2061, 4, 12)), cat=c)
    c = "coordination"
    T("⟦周一⟧和⟦周四⟧ 都去刘姐家打扫", P(wd(1)), P(wd(4)), cat=c)
    c = "none"
    T("拜日式做了十二组 每组五遍", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦春分⟧那天买的菜籽", P(CHUNFEN61), cat=c, unsure="春分 2061 = 03-20 (PyEphem and lunar-python agree), looking back")
    T("⟦上周五⟧ 收的会员费", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 试纸花了多少", month_range(2061, 3), cat=c)
    T("⟦本月至今⟧ 收了几个私教", dr(today(), today()), cat=c, conv="since", unsure="said on the 1st: today alone")
    T("⟦上季度⟧ 药费", quarter(2061, 1), cat=c, conv="quarters")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点半⟧ 空腹抽血", at(rel(1), 6, 30), cat=c)
    T("⟨周四⟩ 打扫赵姐家 ⟨下午两点到五点⟩", cr(wd(4), 14, 0, 17, 0), cat=c)
    T("⟦6月4号上午十点⟧ 周末工作坊开场", at(ymd(2061, 6, 4), 10), cat=c)
    T("⟨下下周三⟩ 复诊 ⟨上午九点⟩", at(wk(2, 3), 9), cat=c)
    c = "clock"
    T("⟦七点⟧ 私教", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00")
    T("⟦八点⟧ 晚课", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    T("⟦九点半⟧ 测睡前血糖", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 19:30 reads 21:30 tonight")
    T("⟦凌晨五点⟧ 去早市买菜苗", P(next_clock(5)), cat=c, unsure="凌晨五点 with no day = the coming night 05-31 05:00")
    T("⟦十二点⟧ 跟儿子吃饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 19:30 has passed: tomorrow's noon")
    c = "rollover"
    T("⟦周一晚上⟧ 还有一节课", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("⟦周一下午⟧ 去李老师家", pod(wk(1, 1), "下午"), cat=c, conv="rollover-part", unsure="周一下午 said Monday 19:30 is over: next week 06-06")
    T("⟦今晚⟧ 把垫子消毒", pod(today(), "今晚"), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 把续卡名单整理好", deadline_day(ymd(2061, 5, 31)), cat=c, conv="zh-qian-inclusive", unsure="月底 is tomorrow 05-31")
    T("⟦端午前⟧ 买好菜种", deadline_day(DUANWU61), cat=c, conv="zh-qian-inclusive", unsure="端午 2061 = Wednesday 06-22 (lunar-python)")
    T("⟦下个月中旬⟧ 瑜伽师资培训", xun(2061, 6, 2), cat=c, conv="month-parts")
    T("⟦晚上十点前⟧ 把明天的单子发给客户", deadline_clock(dt(today(), 22)), cat=c)
    T("⟦未来三天⟧ 每天量血压", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦芒种后一天⟧ 移栽辣椒苗", P(MANGZHONG61 + td(days=1)), cat=c, unsure="芒种 2061 = 06-05 (PyEphem and lunar-python agree)")
    T("⟦下个月第一个周六⟧ 户外瑜伽", P(nth(2061, 6, 1, 6)), cat=c)
    c = "holiday"
    T("⟦端午⟧ 孙子来过节", P(DUANWU61), cat=c, unsure="端午 2061 = 06-22 (lunar-python)")
    T("⟦父亲节⟧ 孩子们回来吃饭", P(hol("fathers")), cat=c, unsure="Father's Day 2061 = 06-19")
    T("⟦芒种⟧ 种黄豆", P(MANGZHONG61), cat=c, unsure="芒种 2061 = 06-05")
    c = "duration"
    T("⟦一刻钟后⟧ 吃药", after(td(minutes=15)), cat=c)
    T("⟦两周后⟧ 复查糖化血红蛋白", P(rel(14)), cat=c)
    c = "range"
    T("⟦6月11号到12号⟧ 孙子来家里住", dr(ymd(2061, 6, 11), ymd(2061, 6, 12)), cat=c)
    c = "numeric-date"
    T("⟦6/8⟧ 周太太家大扫除", P(ymd(2061, 6, 8)), cat=c)
    c = "coordination"
    T("⟦周三⟧、⟦周五晚上七点⟧都有私教", at(wd(3), 19), at(wd(5), 19), cat=c, conv="distribute")
    c = "traditional"
    T("⟦禮拜四上午九點⟧ 黃先生家掃除", at(wd(4), 9), cat=c)
    c = "none"
    T("体重掉了三公斤 今天走了八千步", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上周六⟧ 收到的转账", P(wk(-1, 6)), cat=c)
    T("⟦立夏⟧那天买的锄头", P(LIXIA61), cat=c, unsure="立夏 2061 = 05-05 (PyEphem and lunar-python agree), looking back")
    T("⟦母亲节⟧ 工作坊的收入", P(hol("mothers")), cat=c, unsure="Mother's Day 2061 = 05-08, looking back")
    c = "deadline"
    T("⟦这个月⟧ 药费一共多少", month_range(2061, 5), cat=c)
    T("⟦最近一周⟧ 公交花了多少", pastdays(7), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午八点⟧ 门诊复查", at(rel(1), 8), cat=c)
    T("⟨周五⟩ 孙老师家打扫 ⟨九点到十一点半⟩", cr(wd(5), 9, 0, 11, 30), cat=c, unsure="with a day word a bare 9 keeps its am reading")
    T("⟦9月24号下午三点⟧ 公园户外瑜伽", at(ymd(2061, 9, 24), 15), cat=c)
    T("⟨下周一⟩ 空腹抽血 ⟨早上七点⟩", at(wk(1, 1), 7), cat=c)
    c = "clock"
    T("⟦十二点⟧ 私教", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:40 has passed: tomorrow's noon")
    T("⟦一点⟧ 去吴姐家", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦九点⟧ 测血糖", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:40 reads 21:00 tonight")
    T("⟦八点⟧ 给客户回电话", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:40 reads 20:00 tonight")
    c = "rollover"
    T("⟦周三上午⟧ 工作坊", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 12:40 is over: next week 09-21")
    T("⟦周三下午⟧ 在菜园拔草", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("⟦周三晚上⟧ 阴瑜伽", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦中秋前⟧ 给老客户送月饼", deadline_day(ZHONGQIU61), cat=c, conv="zh-qian-inclusive", unsure="中秋 2061 = Wednesday 09-28 (lunar-python)")
    T("⟦国庆前⟧ 把菜地收拾好", deadline_day(ymd(2061, 10, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦下旬⟧ 续签瑜伽馆租约", xun(2061, 9, 3), cat=c, conv="month-parts")
    T("⟦下午四点前⟧ 把钥匙还给钱太太", deadline_clock(dt(today(), 16)), cat=c)
    c = "arithmetic"
    T("⟦中秋后一天⟧ 孙子回学校", P(ZHONGQIU61 + td(days=1)), cat=c, unsure="中秋 2061 = 09-28")
    T("⟦下个月第二个周六⟧ 工作坊", P(nth(2061, 10, 2, 6)), cat=c)
    c = "holiday"
    T("⟦秋分⟧ 种大白菜", P(QIUFEN61), cat=c, unsure="秋分 2061 = 09-22 (PyEphem and lunar-python agree)")
    T("⟦重阳节⟧ 社区老年体检", P(CHONGYANG61), cat=c, unsure="重阳 2061 = 10-21 (lunar-python)")
    T("⟦中秋节晚上⟧ 一家人吃饭", pod(ZHONGQIU61, "晚上"), cat=c)
    c = "duration"
    T("⟦四十五分钟后⟧ 出门去公园", after(td(minutes=45)), cat=c)
    T("⟦十天后⟧ 复诊", P(rel(10)), cat=c)
    c = "range"
    T("⟦9月17号到18号⟧ 周末工作坊", dr(ymd(2061, 9, 17), ymd(2061, 9, 18)), cat=c)
    c = "numeric-date"
    T("⟦2061.9.26⟧ 眼底检查", P(ymd(2061, 9, 26)), cat=c)
    c = "coordination"
    T("⟦周四⟧和⟦周六⟧ 各打扫一家", P(wd(4)), P(wd(6)), cat=c)
    c = "traditional"
    T("⟦後天上午十點⟧ 私教課", at(rel(2), 10), cat=c)
    c = "none"
    T("菜园收了十二斤西红柿", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦白露⟧那天买的菜苗", P(BAILU61), cat=c, unsure="白露 2061 = 09-07 (PyEphem and lunar-python agree), looking back")
    T("⟦上周五⟧ 孙老师转的钱", P(wk(-1, 5)), cat=c)
    T("⟦七夕⟧ 收的工作坊报名费", P(QIXI61), cat=c, unsure="七夕 2061 = 08-21 (lunar-python), looking back")
    c = "deadline"
    T("⟦上个月⟧ 交通费", month_range(2061, 8), cat=c)
    T("⟦今年以来⟧ 看病花了多少", dr(ymd(2061, 1, 1), today()), cat=c, conv="since")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("sunrise yoga in the park ⟦tmrw 7am⟧", at(rel(1), 7), cat=c)
    T("⟨sunday⟩ clean the hendersons ⟨9am-12⟩", cr(wd(7), 9, 0, 12, 0), cat=c)
    T("a1c check ⟦apr 9 at 2pm⟧", at(ymd(2061, 4, 9), 14), cat=c)
    T("⟨next tues⟩ private session ⟨7:30pm⟩", at(wk(1, 2), 19, 30), cat=c)
    c = "clock"
    T("open up for the early class ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed and, before noon, reads tomorrow 08:00")
    T("clean mrs. okafor's ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:05 is ahead: today")
    T("evening flow ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("fasting labs ⟦at 8am⟧", P(next_clock(8)), cat=c, unsure="8am with no day said 08:05 has just passed: tomorrow 08:00")
    T("call my grandson ⟦at noon⟧", P(dt(today(), 12)), cat=c)
    c = "rollover"
    T("water the garden ⟦friday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 08:05 is in progress: today")
    T("early class ⟦friday 7am⟧", at(wk(1, 5), 7), cat=c, unsure="friday 7am said Friday 08:05 has passed: next week 04-08")
    c = "deadline"
    T("get the seedlings in ⟦by monday⟧", deadline_day(wd(1)), cat=c, conv="by-inclusive")
    T("studio rent due ⟦by the end of the month⟧", deadline_day(ymd(2061, 4, 30)), cat=c)
    T("restock supplies ⟦early april⟧", xun(2061, 4, 1), cat=c, conv="month-parts", unsure="begins today")
    T("book the brennans ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("finish the mat order ⟦before easter⟧", deadline_day(hol("easter") - td(days=1)), cat=c, conv="en-before-exclusive", unsure="Easter 2061 = 04-10; before = today … 04-09")
    c = "arithmetic"
    T("weekend workshop ⟦the last saturday of april⟧", P(lastwd(2061, 4, 6)), cat=c)
    T("plant beans ⟦the monday after easter⟧", P(hol("easter") + td(days=1)), cat=c)
    c = "holiday"
    T("studio closed ⟦good friday⟧", P(hol("goodfriday")), cat=c, unsure="Good Friday 2061 = 04-08")
    T("egg hunt w/ the grandson ⟦easter sunday⟧", P(hol("easter")), cat=c)
    c = "duration"
    T("check blood sugar ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("back at the hendersons ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("yoga workshop ⟦apr 16-17⟧", dr(ymd(2061, 4, 16), ymd(2061, 4, 17)), cat=c)
    c = "numeric-date"
    T("eye exam ⟦4/12⟧", P(ymd(2061, 4, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("clean the lius' ⟦mon⟧ and ⟦thurs⟧", P(wd(1)), P(wd(4)), cat=c)
    c = "none"
    T("12 sun salutations, 3 rounds", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("garden seeds ⟦st. patrick's day⟧", P(hol("stpatrick")), cat=c, unsure="St. Patrick's 2061 = 03-17, looking back")
    T("membership paid ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("test strips ⟦last month⟧", month_range(2061, 3), cat=c)
    T("drop-ins ⟦month to date⟧", dr(today(), today()), cat=c, conv="since", unsure="said on the 1st: today alone")
    T("pharmacy ⟦last quarter⟧", quarter(2061, 1), cat=c, conv="quarters")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("fasting blood draw ⟦tomorrow 6:30am⟧", at(rel(1), 6, 30), cat=c)
    T("⟨thurs⟩ clean the garcias' ⟨2-5pm⟩", cr(wd(4), 14, 0, 17, 0), cat=c)
    T("workshop kickoff ⟦june 4 at 10am⟧", at(ymd(2061, 6, 4), 10), cat=c)
    T("⟨the wednesday after next⟩ follow-up ⟨9am⟩", at(wk(2, 3), 9), cat=c, conv="after-next")
    c = "clock"
    T("private session ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00")
    T("evening class ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    T("bedtime sugar check ⟦at 9:30⟧", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 19:30 reads 21:30 tonight")
    T("seedlings from the market ⟦at 5am⟧", P(next_clock(5)), cat=c, unsure="5am with no day = 05-31 05:00")
    T("lunch w/ my son ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 19:30 has passed: tomorrow's noon")
    c = "rollover"
    T("one more class ⟦monday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("clean for mrs. patel ⟦monday afternoon⟧", pod(wk(1, 1), "afternoon"), cat=c, conv="rollover-part", unsure="monday afternoon said Monday 19:30 is over: next week 06-06")
    T("disinfect the mats ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("membership renewals ⟦by the end of the month⟧", deadline_day(ymd(2061, 5, 31)), cat=c, unsure="the month ends tomorrow")
    T("teacher training ⟦mid-june⟧", xun(2061, 6, 2), cat=c, conv="month-parts")
    T("send tmrw's client list ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    T("order the bean seeds ⟦before father's day⟧", deadline_day(hol("fathers") - td(days=1)), cat=c, conv="en-before-exclusive", unsure="Father's Day 2061 = 06-19; before = today … 06-18")
    T("check blood pressure ⟦over the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("outdoor yoga ⟦the first saturday of june⟧", P(nth(2061, 6, 1, 6)), cat=c)
    T("transplant peppers ⟦the day after juneteenth⟧", P(ymd(2061, 6, 20)), cat=c)
    c = "holiday"
    T("kids over for ⟦father's day⟧", P(hol("fathers")), cat=c, unsure="Father's Day 2061 = 06-19")
    T("studio closed ⟦the fourth⟧", P(hol("independence")), cat=c)
    c = "duration"
    T("meds ⟦in 15 minutes⟧", after(td(minutes=15)), cat=c)
    T("a1c recheck ⟦two weeks from today⟧", P(rel(14)), cat=c)
    c = "range"
    T("grandson staying ⟦june 11-12⟧", dr(ymd(2061, 6, 11), ymd(2061, 6, 12)), cat=c)
    c = "numeric-date"
    T("deep clean at the zhous' ⟦6/8⟧", P(ymd(2061, 6, 8)), cat=c, conv="en-month-first")
    c = "coordination"
    T("private sessions ⟦wed⟧ and ⟦fri⟧ at 7pm", at(wd(3), 19), at(wd(5), 19), cat=c, conv="distribute")
    c = "none"
    T("lost 6 lbs, 9000 steps today", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("transfer from the okafors ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("new hoe ⟦mother's day⟧", P(hol("mothers")), cat=c, unsure="Mother's Day 2061 = 05-08, looking back")
    c = "deadline"
    T("meds ⟦this month⟧", month_range(2061, 5), cat=c)
    T("bus fares ⟦the past week⟧", pastdays(7), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("clinic follow-up ⟦tmrw 8am⟧", at(rel(1), 8), cat=c)
    T("⟨fri⟩ clean the suns' ⟨9-11:30⟩", cr(wd(5), 9, 0, 11, 30), cat=c, unsure="with a day word a bare 9 keeps its am reading")
    T("outdoor yoga ⟦sept 24 at 3pm⟧", at(ymd(2061, 9, 24), 15), cat=c)
    T("⟨next mon⟩ fasting labs ⟨7am⟩", at(wk(1, 1), 7), cat=c)
    c = "clock"
    T("private session ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:40 has passed: tomorrow's noon")
    T("the wus' place ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("sugar check ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:40 reads 21:00 tonight")
    T("call clients back ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:40 reads 20:00 tonight")
    c = "rollover"
    T("workshop ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part", unsure="wednesday morning said Wednesday 12:40 is over: next week 09-21")
    T("weed the garden ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("yin class ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("clear the garden beds ⟦before oct 1⟧", deadline_day(ymd(2061, 9, 30)), cat=c, conv="en-before-exclusive")
    T("renew the studio lease ⟦late september⟧", xun(2061, 9, 3), cat=c, conv="month-parts")
    T("return mrs. chen's key ⟦by 4pm⟧", deadline_clock(dt(today(), 16)), cat=c)
    T("finish the mat order ⟦by columbus day⟧", deadline_day(hol("columbus")), cat=c, conv="by-inclusive", unsure="Columbus Day 2061 = 10-10")
    c = "arithmetic"
    T("workshop ⟦the second saturday of october⟧", P(nth(2061, 10, 2, 6)), cat=c)
    T("flu shot ⟦the day after columbus day⟧", P(hol("columbus") + td(days=1)), cat=c)
    c = "holiday"
    T("studio closed ⟦columbus day⟧", P(hol("columbus")), cat=c)
    T("spooky flow class ⟦halloween night⟧", pod(ymd(2061, 10, 31), "night"), cat=c)
    c = "duration"
    T("leave for the park ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("follow-up ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("yoga retreat ⟦sept 17-18⟧", dr(ymd(2061, 9, 17), ymd(2061, 9, 18)), cat=c)
    c = "numeric-date"
    T("retina exam ⟦9/26/2061⟧", P(ymd(2061, 9, 26)), cat=c, conv="en-month-first")
    c = "coordination"
    T("cleanings ⟦thurs⟧ and ⟦sat⟧", P(wd(4)), P(wd(6)), cat=c)
    c = "none"
    T("picked 12 lbs of tomatoes", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("seedlings ⟦labor day⟧", P(hol("labor")), cat=c, unsure="Labor Day 2061 = 09-05, looking back")
    T("mrs. sun paid ⟦last fri⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("mileage ⟦last month⟧", month_range(2061, 8), cat=c)
    T("medical spending ⟦year to date⟧", dr(ymd(2061, 1, 1), today()), cat=c, conv="since")
    T("class packs sold ⟦last week⟧", week_range(-1), cat=c)
