"""Round 53 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions an insurance claims adjuster who drives
to inspections (inspections at set clocks, a storm week, reports due, mileage), a primary-school principal
(assemblies, parent meetings, a board meeting, a school trip over several days, term dates) and a couple who make
travel videos for a living (shoots and uploads at set clocks, a trip abroad over several days, a sunrise run) use
inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, durations from now,
holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and
rows with no time (claim counts, miles driven, medal sizes).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here; Easter by lib.easter):
  NA = 2063-12-24T16:45 Monday, 冬月初五 (lunar-python), Christmas Eve (平安夜) late in the afternoon: 下午 / 周一下午 /
       "monday afternoon" in progress and nearly over, 傍晚 and 今晚 / "this evening" ahead, 周一上午 / "monday
       morning" over (next week 12-31); a bare 4 has passed (tomorrow 16:00), a bare 5 is ahead (17:00), a bare 8
       reads 20:00, a bare 12 tomorrow's noon; 圣诞 / Christmas tomorrow (Tuesday), Boxing Day Wednesday, this weekend
       12-29/30, next week 12-31 … 2064-01-06 holds 月底 / 年底 (Monday 12-31) and 元旦 / New Year's Day (Tuesday
       2064-01-01; 元旦前 = today … 01-01, "before new year's" = today … 12-31); 小寒 Saturday 2064-01-05 (PyEphem and
       lunar-python agree), 元旦后第一个周一 01-07, MLK Day 2064-01-21, 腊八 2064-01-25 (lunar-python); looking back:
       冬至 Saturday 12-22 (PyEphem and lunar-python agree), 上周五 / "last friday" 12-21, Q4 = "this quarter".
  NB = 2063-09-30T08:05 Sunday, 八月初九 (lunar-python), the last day of a month and of Q3, early on a Sunday: 早上 /
       上午 / 周日早上 / "sunday morning" in progress, 周日早上七点 / "sunday 7am" over (next week 10-07); a bare 8 has
       just passed and, before noon, reads tomorrow 08:00, a bare 9 is ahead (09:00), a bare 11:30 today; 月底 is
       today (月底前 = today alone), "this week" / 这周内 = today alone, 明天 / "tmrw" = 下周一 = 国庆 10-01 (国庆前 =
       today and tomorrow, "before oct 1" = today alone), 国庆节后一天 10-02, next week 10-01 … 10-07 holds 中秋
       Saturday 10-06 (lunar-python), 寒露 = Columbus Day Monday 10-08 (PyEphem and lunar-python agree), 重阳 Tuesday
       10-30 (lunar-python), Halloween Wednesday 10-31, Thanksgiving 11-22; looking back: 秋分 = 上周日 / "last
       sunday" 09-23 (PyEphem and lunar-python agree), 上周五 / "last friday" 09-21, 周五 / "friday" 09-28, Q3 = "this
       quarter".
  NC = 2063-04-05T14:20 Thursday, 三月初七 (lunar-python), 清明 itself (PyEphem and lunar-python agree) in the afternoon:
       下午 / 周四下午 / "thursday afternoon" in progress, 周四上午 / "thursday morning" over (next week 04-12), 周四晚上
       / "thursday night" ahead (today); a bare 2 has passed (tomorrow 14:00), a bare 3 is ahead (15:00), a bare 12
       reads tomorrow's noon; 今晚十二点前 / "by midnight" = now … 04-06 00:00; this weekend 04-07/08 (Palm Sunday
       04-08), next week 04-09 … 04-15 holds Good Friday 04-13 and Easter 04-15 (the computus), Easter Monday 04-16;
       谷雨 Friday 04-20 (PyEphem and lunar-python agree), 下旬 04-21 … 04-30, 月底 Monday 04-30, 五一 Tuesday 05-01
       (五一前 = today … 05-01, "before may 1" = today … 04-30), Mother's Day 05-13; looking back: 愚人节 / April
       Fools' Sunday 04-01, 周二 / "tuesday" 04-03, 上周五 / "last friday" 03-30, Q1 = "last quarter".
"""
from lib import *

NA = "2063-12-24T16:45:00"  # Monday 16:45, Christmas Eve: a bare 4 just passed → tomorrow, a bare 5 → 17:00
NB = "2063-09-30T08:05:00"  # Sunday 08:05, the month and Q3 end today: a bare 8 just passed → tomorrow 08:00
NC = "2063-04-05T14:20:00"  # Thursday 14:20, 清明: a bare 2 just passed → tomorrow 14:00, a bare 3 → 15:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
DONGZHI63 = ymd(2063, 12, 22)
XIAOHAN64 = ymd(2064, 1, 5)
LABA64 = ymd(2064, 1, 25)
YUANDAN64 = ymd(2064, 1, 1)
GUOQING63 = ymd(2063, 10, 1)
ZHONGQIU63 = ymd(2063, 10, 6)
HANLU63 = ymd(2063, 10, 8)
CHONGYANG63 = ymd(2063, 10, 30)
QIUFEN63 = ymd(2063, 9, 23)
QINGMING63 = ymd(2063, 4, 5)
GUYU63 = ymd(2063, 4, 20)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点到四点⟧ 查勘三户", cr(rel(1), 14, 0, 16, 0), cat=c, unsure="三户 is a count; 明天 = 12-25")
    T("⟨下周三⟩ 校董会 ⟨下午三点⟩", at(wk(1, 3), 15), cat=c, unsure="下周三 = 2064-01-02; the day and the clock said apart")
    c = "clock"
    T("⟦四点⟧ 去老李家看漏水", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    T("⟦五点⟧ 家委会碰个头", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    T("⟦八点⟧ 把平安夜那期传上去", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 today")
    c = "rollover"
    T("⟦周一下午⟧ 补拍空镜", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周一下午 said Monday 16:45 is in progress: today")
    T("⟦周一上午⟧ 全校集会", pod(wk(1, 1), "上午"), cat=c, conv="rollover-part", unsure="周一上午 said Monday 16:45 is over: next week 12-31")
    T("⟦傍晚⟧ 去4S店看泡水车", pod(today(), "傍晚"), cat=c, unsure="傍晚 (17–19) at 16:45 is still ahead: today")
    c = "deadline"
    T("⟦元旦前⟧ 把查勘报告交了", deadline_day(YUANDAN64), cat=c, conv="zh-qian-inclusive", unsure="元旦 = 2064-01-01")
    T("⟦年底前⟧ 把这批暴雨理赔结案", deadline_day(ymd(2063, 12, 31)), cat=c)
    T("⟦下午五点前⟧ 把奖状打出来", deadline_clock(dt(today(), 17)), cat=c)
    c = "holiday"
    T("⟦圣诞节上午⟧ 拍街景", pod(ymd(2063, 12, 25), "上午"), cat=c, unsure="圣诞 = tomorrow; the holiday and the part of day compose")
    T("⟦小寒⟧那天 研学行前会", P(XIAOHAN64), cat=c, unsure="小寒 = Saturday 2064-01-05 (PyEphem and lunar-python agree)")
    T("⟦腊八⟧ 给老师们发腊八粥", P(LABA64), cat=c, unsure="腊八 = 腊月初八 = 2064-01-25 (lunar-python)")
    c = "range"
    T("⟦1月8号到10号⟧ 带五年级去西安研学", dr(ymd(2064, 1, 8), ymd(2064, 1, 10)), cat=c, unsure="next year's January")
    T("⟦下个月上旬⟧ 开学典礼", xun(2064, 1, 1), cat=c, conv="month-parts")
    c = "duration"
    T("⟦四十分钟后⟧ 交报告", after(td(minutes=40)), cat=c)
    c = "arithmetic"
    T("⟦元旦后第一个周一⟧ 开学彩排", P(ymd(2064, 1, 7)), cat=c, unsure="元旦 = Tuesday 2064-01-01; the first Monday after = 01-07")
    T("⟦下个月第二个周五⟧ 家长开放日", P(nth(2064, 1, 2, 5)), cat=c, unsure="= 2064-01-11")
    c = "coordination"
    T("⟦26号⟧⟦27号下午两点⟧ 各一个查勘", at(ymd(2063, 12, 26), 14), at(ymd(2063, 12, 27), 14), cat=c, conv="distribute")
    c = "none"
    T("暴雨过后一共接了二十三个报案 九个是屋顶", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦冬至⟧那天的油费", P(DONGZHI63), cat=c, unsure="冬至 2063 = Saturday 12-22, looking back")
    T("⟦上周五⟧ 买的三脚架", P(wk(-1, 5)), cat=c, unsure="上周五 = 12-21")
    c = "deadline"
    T("⟦这个季度⟧ 里程油费", quarter(2063, 4), cat=c, conv="quarters")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点到八点⟧ 拍升旗", cr(rel(1), 6, 0, 8, 0), cat=c, unsure="明天 = 国庆 10-01")
    T("⟨礼拜四⟩ 去和平路查勘 ⟨上午九点半⟩", at(wd(4), 9, 30), cat=c, unsure="礼拜四 = 10-04; the day and the clock said apart")
    c = "clock"
    T("⟦八点⟧ 查勘建材仓库", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed and, before noon, reads tomorrow 08:00")
    T("⟦九点⟧ 开始剪片", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:05 is ahead: 09:00 today")
    T("⟦十一点半⟧ 对脚本", P(bare_clock(11, 30)), cat=c, conv="bare-hour", unsure="a bare 11:30 at 08:05 is ahead: 11:30 today")
    c = "rollover"
    T("⟦周日早上⟧ 出去跑一圈", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周日早上 said Sunday 08:05 is in progress: today")
    T("⟦周日早上七点⟧ 拍早市", at(wk(1, 7), 7), cat=c, unsure="周日早上七点 said Sunday 08:05 has passed: next week 10-07")
    c = "deadline"
    T("⟦国庆前⟧ 把报销单交上去", deadline_day(GUOQING63), cat=c, conv="zh-qian-inclusive", unsure="国庆 = tomorrow: today and tomorrow")
    T("⟦月底前⟧ 交季度查勘总结", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦这周内⟧ 把红叶预告剪完", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    c = "holiday"
    T("⟦中秋晚上⟧ 直播赏月", pod(ZHONGQIU63, "晚上"), cat=c, unsure="中秋 2063 = Saturday 10-06 (lunar-python)")
    T("⟦寒露⟧那天 台风回访", P(HANLU63), cat=c, unsure="寒露 2063 = Monday 10-08 (PyEphem and lunar-python agree)")
    T("⟦国庆节后一天⟧ 补拍", P(GUOQING63 + td(days=1)), cat=c, unsure="= 10-02")
    T("⟦重阳⟧ 带学生去敬老院", P(CHONGYANG63), cat=c, unsure="重阳 2063 = Tuesday 10-30 (lunar-python)")
    c = "range"
    T("⟦10月2号到6号⟧ 去日本拍红叶", dr(ymd(2063, 10, 2), ymd(2063, 10, 6)), cat=c)
    T("⟦下个月中旬⟧ 期中考试", xun(2063, 10, 2), cat=c, conv="month-parts", unsure="下个月 = October: 10-11 … 10-20")
    c = "duration"
    T("⟦两个半小时后⟧ 上传", after(td(minutes=150)), cat=c)
    c = "traditional"
    T("⟦下週三下午兩點⟧ 颱風回訪", at(wk(1, 3), 14), cat=c, unsure="下週三 said Sunday = 10-03")
    c = "numeric-date"
    T("⟦10.12⟧ 理赔资格年审", P(ymd(2063, 10, 12)), cat=c)
    c = "none"
    T("跑了七个现场 开了二百一十公里", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦秋分⟧那天加的油", P(QIUFEN63), cat=c, unsure="秋分 2063 = Sunday 09-23, looking back")
    T("⟦上周五⟧ 报销到账", P(wk(-1, 5)), cat=c, unsure="上周五 said Sunday = 09-21")
    c = "deadline"
    T("⟦这个季度⟧ 油费", quarter(2063, 3), cat=c, conv="quarters", unsure="Q3 ends today")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点到十二点⟧ 查勘东湖小区", cr(rel(1), 10, 0, 12, 0), cat=c)
    T("⟨后天⟩ 拍樱花 ⟨早上六点⟩", at(rel(2), 6), cat=c, unsure="后天 = Saturday 04-07; the day and the clock said apart")
    c = "clock"
    T("⟦两点⟧ 去城西仓库", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:20 has passed: tomorrow 14:00")
    T("⟦三点⟧ 拍踏青", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 14:20 is ahead: 15:00 today")
    T("⟦十二点⟧ 跟教研组吃饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 14:20 has passed: tomorrow's noon")
    c = "rollover"
    T("⟦周四上午⟧ 教师例会", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 14:20 is over: next week 04-12")
    T("⟦周四晚上⟧ 家长会", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周四晚上 said Thursday 14:20 is ahead: today")
    T("⟦周四下午⟧ 剪清明那期", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 14:20 is in progress: today")
    c = "deadline"
    T("⟦五一前⟧ 把研学方案报上去", deadline_day(ymd(2063, 5, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦谷雨之前⟧ 把茶园研学定下来", deadline_day(GUYU63), cat=c, conv="zh-qian-inclusive", unsure="谷雨 2063 = Friday 04-20")
    T("⟦今晚十二点前⟧ 上传清明vlog", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 04-06 00:00")
    c = "holiday"
    T("⟦复活节上午⟧ 拍教堂外景", pod(hol("easter"), "上午"), cat=c, unsure="复活节 2063 = Sunday 04-15")
    T("⟦清明节后一天⟧ 查勘回访", P(QINGMING63 + td(days=1)), cat=c, unsure="清明 = today 04-05: the day after = 04-06")
    c = "range"
    T("⟦4月23号到25号⟧ 杭州研学", dr(ymd(2063, 4, 23), ymd(2063, 4, 25)), cat=c)
    T("⟦下旬⟧ 期中家长会", xun(2063, 4, 3), cat=c, conv="month-parts", unsure="下旬 of this month: 04-21 … 04-30")
    c = "duration"
    T("⟦一个半小时后⟧ 出发去仓库", after(td(minutes=90)), cat=c)
    c = "arithmetic"
    T("⟦这个月倒数第二个周五⟧ 校长例会", P(ymd(2063, 4, 20)), cat=c, unsure="April 2063's Fridays: 6, 13, 20, 27")
    c = "traditional"
    T("⟦禮拜一早上八點⟧ 升旗", at(wd(1), 8), cat=c, unsure="禮拜一 = 04-09")
    c = "coordination"
    T("⟦下周一⟧、⟦周三下午四点⟧ 教研会", at(wk(1, 1), 16), at(wk(1, 3), 16), cat=c, conv="distribute",
      unsure="下周 and the clock apply to both: 04-09 and 04-11")
    c = "none"
    T("奖牌订了一百个 每个直径五厘米", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦愚人节⟧那天买的麦克风", P(ymd(2063, 4, 1)), cat=c, unsure="愚人节 = Sunday 04-01, looking back")
    T("⟦周二⟧ 报销到账", P(wd(2)), cat=c, unsure="周二 said Thursday, looking back = 04-03")
    c = "deadline"
    T("⟦上季度⟧ 油费", quarter(2063, 1), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("inspect 3 houses ⟦tmrw 2-4pm⟧", cr(rel(1), 14, 0, 16, 0), cat=c, unsure="tmrw = 12-25")
    T("board meeting ⟨next wed⟩, ⟨3pm⟩", at(wk(1, 3), 15), cat=c, unsure="next wed = 2064-01-02; the day and the clock said apart")
    c = "clock"
    T("hendersons' roof ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:45 has passed: tomorrow 16:00")
    T("parent council ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:45 is ahead: 17:00 today")
    T("upload the xmas eve ep ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:45 reads 20:00 today")
    c = "rollover"
    T("reshoot b-roll ⟦monday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("all-school assembly ⟦monday morning⟧", pod(wk(1, 1), "morning"), cat=c, conv="rollover-part",
      unsure="monday morning said Monday 16:45 is over: next week 12-31")
    T("look at a flooded car ⟦this evening⟧", pod(today(), "evening"), cat=c)
    c = "deadline"
    T("close out the storm claims ⟦by the end of the year⟧", deadline_day(ymd(2063, 12, 31)), cat=c, conv="by-inclusive")
    T("inspection report ⟦before new year's⟧", deadline_day(ymd(2063, 12, 31)), cat=c, conv="en-before-exclusive",
      unsure="New Year's Day = 2064-01-01: today … 12-31")
    T("print the certificates ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    c = "holiday"
    T("shoot the lights ⟦christmas morning⟧", pod(hol("christmas"), "morning"), cat=c, unsure="Christmas = tomorrow 12-25")
    T("inspections ⟦boxing day⟧", P(hol("boxing")), cat=c, unsure="Boxing Day = Wednesday 12-26")
    T("trip parent meeting ⟦mlk day⟧", P(hol("mlk")), cat=c, unsure="MLK Day 2064 = Monday 01-21")
    c = "range"
    T("baltimore class trip ⟦jan 8-10⟧", dr(ymd(2064, 1, 8), ymd(2064, 1, 10)), cat=c, unsure="next year's January")
    T("new term prep ⟦early january⟧", xun(2064, 1, 1), cat=c, conv="month-parts")
    c = "duration"
    T("file the report ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    c = "arithmetic"
    T("open house ⟦the second friday of january⟧", P(nth(2064, 1, 2, 5)), cat=c, unsure="= 2064-01-11")
    c = "coordination"
    T("inspections ⟦the 26th⟧ and ⟦27th at 2pm⟧", at(ymd(2063, 12, 26), 14), at(ymd(2063, 12, 27), 14), cat=c, conv="distribute")
    c = "numeric-date"
    T("class trip forms due ⟦1/3/2064⟧", P(ymd(2064, 1, 3)), cat=c, conv="en-month-first")
    c = "none"
    T("23 claims since the storm, 9 of them roofs", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("gas ⟦saturday⟧", P(wd(6)), cat=c, unsure="saturday said Monday, looking back = 12-22")
    T("tripod ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 12-21")
    c = "deadline"
    T("mileage ⟦this quarter⟧", quarter(2063, 4), cat=c, conv="quarters")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("film the sunrise ⟦tmrw 6-8am⟧", cr(rel(1), 6, 0, 8, 0), cat=c, unsure="tmrw = 10-01")
    T("maple ave inspection ⟨thurs⟩, ⟨9:30am⟩", at(wd(4), 9, 30), cat=c, unsure="thurs = 10-04; the day and the clock said apart")
    c = "clock"
    T("lumber yard ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed and, before noon, reads tomorrow 08:00")
    T("start editing ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:05 is ahead: 09:00 today")
    T("script call ⟦at 11:30⟧", P(bare_clock(11, 30)), cat=c, conv="bare-hour", unsure="a bare 11:30 at 08:05 is ahead: today")
    c = "rollover"
    T("quick run ⟦sunday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="sunday morning said Sunday 08:05 is in progress: today")
    T("farmers market shoot ⟦sunday 7am⟧", at(wk(1, 7), 7), cat=c, unsure="sunday 7am said Sunday 08:05 has passed: next week 10-07")
    c = "deadline"
    T("reimbursement forms in ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the month ends today: today alone")
    T("porto teaser cut ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("book the porto hotel ⟦before oct 1⟧", deadline_day(today()), cat=c, conv="en-before-exclusive", unsure="oct 1 is tomorrow: today alone")
    c = "holiday"
    T("storm follow-ups ⟦columbus day⟧", P(hol("columbus")), cat=c, unsure="Columbus Day 2063 = Monday 10-08")
    T("costume parade ⟦halloween 1pm⟧", at(hol("halloween"), 13), cat=c, unsure="Halloween = Wednesday 10-31")
    T("shoot w/ my parents ⟦thanksgiving⟧", P(hol("thanksgiving")), cat=c, unsure="Thanksgiving 2063 = 11-22")
    c = "range"
    T("porto trip ⟦oct 2-6⟧", dr(ymd(2063, 10, 2), ymd(2063, 10, 6)), cat=c)
    T("midterms ⟦mid october⟧", xun(2063, 10, 2), cat=c, conv="month-parts")
    c = "duration"
    T("upload it ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c)
    c = "numeric-date"
    T("adjuster license renewal ⟦10/12⟧", P(ymd(2063, 10, 12)), cat=c, conv="en-month-first")
    c = "arithmetic"
    T("wedding shoot ⟦the last saturday of october⟧", P(lastwd(2063, 10, 6)), cat=c, unsure="= 10-27")
    c = "none"
    T("7 sites, 130 miles on the odometer", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("gas for the county claims ⟦last sunday⟧", P(wk(-1, 7)), cat=c, unsure="last sunday said Sunday = 09-23")
    T("reimbursement ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back = 09-28")
    c = "deadline"
    T("gas ⟦this quarter⟧", quarter(2063, 3), cat=c, conv="quarters", unsure="Q3 ends today")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("lakeview condos ⟦tmrw 10am-12pm⟧", cr(rel(1), 10, 0, 12, 0), cat=c)
    T("cherry blossoms ⟨sat⟩ ⟨6am⟩", at(wd(6), 6), cat=c, unsure="sat = 04-07")
    c = "clock"
    T("westside warehouse ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:20 has passed: tomorrow 14:00")
    T("hike b-roll ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 14:20 is ahead: 15:00 today")
    T("lunch w/ the grade leads ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 14:20 has passed: tomorrow's noon")
    c = "rollover"
    T("staff meeting ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 14:20 is over: next week 04-12")
    T("parent night ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="ahead: today")
    T("edit the hike ep ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("trip plan to the district ⟦before may 1⟧", deadline_day(ymd(2063, 4, 30)), cat=c, conv="en-before-exclusive")
    T("upload the easter teaser ⟦by midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="midnight (tonight) = 04-06 00:00")
    T("book the madrid hotel ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("inspection ⟦good friday⟧", P(hol("goodfriday")), cat=c, unsure="Good Friday 2063 = 04-13")
    T("egg hunt ⟦easter monday 10am⟧", at(hol("eastermonday"), 10), cat=c, unsure="Easter Monday 2063 = 04-16")
    T("brunch shoot ⟦mother's day⟧", P(hol("mothers")), cat=c, unsure="Mother's Day 2063 = 05-13")
    c = "range"
    T("philly class trip ⟦apr 23-25⟧", dr(ymd(2063, 4, 23), ymd(2063, 4, 25)), cat=c)
    T("parent meetings ⟦late april⟧", xun(2063, 4, 3), cat=c, conv="month-parts")
    c = "duration"
    T("head out ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "arithmetic"
    T("principals meeting ⟦the second to last friday of april⟧", P(ymd(2063, 4, 20)), cat=c, unsure="April 2063's Fridays: 6, 13, 20, 27")
    c = "coordination"
    T("dept meetings ⟦next mon⟧ and ⟦wed 4pm⟧", at(wk(1, 1), 16), at(wk(1, 3), 16), cat=c, conv="distribute",
      unsure="next week and the clock apply to both: 04-09 and 04-11")
    c = "numeric-date"
    T("brand contract signing ⟦27/4⟧", P(ymd(2063, 4, 27)), cat=c, conv="day-first-when-over-12")
    c = "none"
    T("ordered 100 medals, 2 inches across", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("mic ⟦april fools'⟧", P(hol("aprilfools")), cat=c, unsure="April Fools' = Sunday 04-01, looking back")
    T("reimbursement ⟦tuesday⟧", P(wd(2)), cat=c, unsure="tuesday said Thursday, looking back = 04-03")
    c = "deadline"
    T("gas ⟦last quarter⟧", quarter(2063, 1), cat=c, conv="quarters")
