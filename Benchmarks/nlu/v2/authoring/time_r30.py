"""Round 30 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a firefighter on 24-hour shifts
(shifts from 8am to the next morning, swapped shifts, training days, a training burn, overtime, a kid's school event he
must move), a woman expecting her first child (产检 / prenatal check-ups, a glucose test at a set clock, a 月嫂 / doula,
maternity leave from a date, a baby shower, her husband's trip over several days) and a self-employed landscaper (jobs
at clients' gardens over several days, early starts, rain days that move jobs, a trade show, two jobs for the same
client) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, durations
from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead,
coordination, and rows with no time (rep counts, weights, sizes, order numbers).

Reference times (new in this round):
  NA = 2050-04-30T22:00 Saturday night, the eve of 五一 and the last day of a month: 明天 / "tmrw" = 五一 = Sunday 05-01
       (and May); 月底 / "the end of the month" is today (月底前 = today alone), 下个月 / "next month" May; 这周末 / "this
       weekend" = today and tomorrow (nearly over), 这周内 = today and tomorrow, next week 05-02 … 05-08; 今晚 / 周六晚上 /
       "saturday night" in progress, 周六下午 / "saturday afternoon" over (next Saturday 05-07); a bare 9 has passed both
       ways and reads tomorrow 09:00, a bare 10 reads 22:00 now (flagged), a bare 11 reads 23:00 tonight, a bare 8
       tomorrow 08:00; 凌晨两点 / "2am" with no day = 05-01 02:00; 青年节 Wednesday 05-04, 立夏 = Cinco de Mayo Thursday
       05-05, Mother's Day 05-08, 小满 05-21, Memorial Day 05-30, 端午 Thursday 06-23 (lunar-python).
  NB = 2050-09-05T07:20 Monday, US Labor Day early in the morning: 早上 / English "morning" in progress (周一早上 /
       "monday morning" today) while 早上七点 / "7am" with no day has passed (tomorrow) and 周一早上七点 / "monday 7am"
       moves a week (09-12); a bare 7 reads 19:00 today, a bare 8 08:00 today; "this week" just began (09-05 … 09-11), next
       week 09-12 … 09-18; 上旬 = 09-01 … 09-10; 白露 Wednesday 09-07, 教师节 Saturday 09-10, 秋分 09-23; 中秋 Friday
       09-30 (lunar-python) = 月底 and the end of Q3; 国庆 Saturday 10-01, 寒露 10-08, Columbus Day 10-10, 重阳 10-24.
  NC = 2050-01-28T17:45 Friday, 正月初六 (春节 2050 = Sunday 01-23 by lunar-python, 除夕 Saturday 01-22): 周五下午 /
       "friday afternoon" and 傍晚 in progress (today), 周五上午 / "friday morning" over (next week 02-04), 今晚 / "tonight"
       about to begin; a bare 5 has passed (tomorrow 17:00), a bare 6 is ahead (18:00), a bare 8 or 9 reads 20:00 / 21:00,
       a bare 12 reads tomorrow's noon; this weekend 01-29/30; 月底 / "the end of the month" Monday 01-31 (月底前 = today …
       01-31); next week 01-31 … 02-06 holds 立春 (Thursday 02-03) and 元宵 (Sunday 02-06); MLK Day was 01-17, Valentine's
       Day Monday 02-14, 雨水 02-18, Presidents' Day 02-21, 龙抬头 02-22.
The Chinese festival and solar-term dates of 2050 were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2050-04-30T22:00:00"  # Saturday 22:00, 五一 eve, 月底 today: bare 9 → tomorrow 09:00, bare 11 → 23:00
NB = "2050-09-05T07:20:00"  # Monday 07:20, Labor Day: bare 7 → 19:00, bare 8 → 08:00 today
NC = "2050-01-28T17:45:00"  # Friday 17:45, 初六: bare 5 → tomorrow 17:00, bare 6 → 18:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
WUYI = ymd(2050, 5, 1)
LIXIA = ymd(2050, 5, 5)
DUANWU = ymd(2050, 6, 23)
BAILU = ymd(2050, 9, 7)
ZHONGQIU = ymd(2050, 9, 30)
CHONGYANG = ymd(2050, 10, 24)
CHUNJIE = ymd(2050, 1, 23)
CHUXI = ymd(2050, 1, 22)
LICHUN = ymd(2050, 2, 3)
YUANXIAO = ymd(2050, 2, 6)
LONGTAITOU = ymd(2050, 2, 22)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天早上八点⟧接班 24小时", at(rel(1), 8), cat=c, unsure="明天 = 五一 05-01")
    T("⟨下周二⟩产检 ⟨上午九点半⟩", at(wk(1, 2), 9, 30), cat=c)
    T("⟦5月6号早上七点到下午四点⟧给陈姐家铺草坪", cr(ymd(2050, 5, 6), 7, 0, 16, 0), cat=c)
    T("⟦下周四晚上七点⟧孩子学校家长会", at(wk(1, 4), 19), cat=c)
    c = "clock"
    T("⟦九点⟧去花木市场拉苗", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 22:00 has passed both ways: tomorrow 09:00")
    T("⟦十一点⟧提醒我喝水吃叶酸", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:00 reads 23:00 tonight")
    T("⟦凌晨两点⟧起来看看婴儿床的胶干没干", at(rel(1), 2), cat=c, unsure="凌晨两点 with no day = the coming night, 05-01 02:00")
    T("⟦八点⟧车队集合", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:00 has passed both ways: tomorrow 08:00")
    c = "rollover"
    T("⟦周六晚上⟧值班", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 22:00 is in progress: today")
    T("⟦周六下午⟧去客户家修剪绿篱", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 22:00 is over: next Saturday 05-07")
    c = "deadline"
    T("⟦月底前⟧把月嫂定下来", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦五一前⟧把加班单交上去", deadline_day(WUYI), cat=c, conv="zh-qian-inclusive", unsure="五一 is tomorrow: today and tomorrow")
    T("⟦下个月10号前⟧把王总家的发票开了", deadline_day(ymd(2050, 5, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧换好班", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday night: today and tomorrow")
    T("⟦5月下旬⟧休产假", xun(2050, 5, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧宝宝派对", P(nth(2050, 5, 2, 6)), cat=c)
    T("⟦大后天⟧训练日", P(rel(3)), cat=c)
    c = "holiday"
    T("⟦五一⟧照样上班", P(WUYI), cat=c)
    T("⟦青年节⟧队里搞活动", P(ymd(2050, 5, 4)), cat=c)
    T("⟦立夏⟧那天给客户草坪施肥", P(LIXIA), cat=c, unsure="立夏 2050 = 05-05 (lunar-python)")
    T("⟦母亲节⟧给我妈订花", P(holiday_in("mothers", 2050)), cat=c)
    c = "duration"
    T("⟦半小时后⟧提醒我数胎动", after(td(minutes=30)), cat=c)
    T("⟦两周后⟧复查", P(rel(14)), cat=c)
    c = "range"
    T("⟦5月9号到13号⟧老公去广州出差", dr(ymd(2050, 5, 9), ymd(2050, 5, 13)), cat=c)
    c = "numeric-date"
    T("⟦5.12⟧ 糖耐", P(ymd(2050, 5, 12)), cat=c)
    c = "traditional"
    T("⟦禮拜四早上八點⟧接班", at(wd(4), 8), cat=c)
    c = "coordination"
    T("⟦周三⟧、⟦周五⟧去刘总家种树", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("俯卧撑做了5组 每组30个", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周⟧的加班费", week_range(-1), cat=c)
    T("⟦这个月⟧买的婴儿用品", month_range(2050, 4), cat=c)
    T("⟦周四⟧加的油", P(wd(4)), cat=c, unsure="周四 said Saturday, looking back: 04-28")
    T("⟦清明⟧那天收的工钱", P(ymd(2050, 4, 4)), cat=c, unsure="清明 2050 = 04-04 (lunar-python)")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午八点⟧糖耐 要空腹", at(rel(1), 8), cat=c)
    T("⟨周三⟩ 消防演练 ⟨下午两点到五点⟩", cr(wd(3), 14, 0, 17, 0), cat=c)
    T("⟦9月15号早上六点半⟧去赵老板家挖树坑", at(ymd(2050, 9, 15), 6, 30), cat=c)
    T("⟦下周六上午十点⟧宝宝派对", at(wk(1, 6), 10), cat=c)
    c = "clock"
    T("⟦七点⟧跟老公视频", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    T("⟦八点⟧到站里接班", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧装车", at(rel(1), 7), cat=c, unsure="早上七点 with no day at 07:20 has passed: tomorrow 07:00")
    T("⟦八点一刻⟧量血压", P(bare_clock(8, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周一早上⟧去苗圃", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 07:20 is in progress: today")
    T("⟦周一早上七点⟧开工", at(wk(1, 1), 7), cat=c, unsure="周一早上七点 said Monday 07:20 has passed: next Monday 09-12")
    c = "deadline"
    T("⟦中秋前⟧把张家的活干完", deadline_day(ZHONGQIU), cat=c, conv="zh-qian-inclusive", unsure="中秋 2050 = 09-30 (lunar-python)")
    T("⟦月底前⟧交换班申请", deadline_day(ymd(2050, 9, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把待产包收拾好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦中午十二点前⟧把报价发给客户", deadline_clock(dt(today(), 12)), cat=c)
    T("⟦下个月上旬⟧休产假", xun(2050, 10, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第一个周三⟧训练日", P(nth(2050, 10, 1, 3)), cat=c)
    T("⟦下下周五⟧产检", P(wk(2, 5)), cat=c)
    c = "holiday"
    T("⟦白露⟧那天种草籽", P(BAILU), cat=c, unsure="白露 2050 = 09-07 (lunar-python)")
    T("⟦教师节⟧给孩子老师送花", P(ymd(2050, 9, 10)), cat=c)
    T("⟦中秋⟧值班", P(ZHONGQIU), cat=c, unsure="中秋 2050 = 09-30 (lunar-python)")
    T("⟦国庆⟧回老家", P(ymd(2050, 10, 1)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧出发去工地", after(td(minutes=40)), cat=c)
    T("⟦三天后⟧去医院建档", P(rel(3)), cat=c)
    c = "range"
    T("⟦9月20号到23号⟧老公去成都开会", dr(ymd(2050, 9, 20), ymd(2050, 9, 23)), cat=c)
    c = "numeric-date"
    T("⟦2050/9/19⟧ 四维彩超", P(ymd(2050, 9, 19)), cat=c)
    c = "traditional"
    T("⟦週四下午三點⟧產檢", at(wd(4), 15), cat=c)
    c = "coordination"
    T("⟦周二⟧⟦周四⟧都去李姐家的院子", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("买了两袋树皮覆盖物 每袋25公斤", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的加班", month_range(2050, 8), cat=c)
    T("⟦上周六⟧收的工钱", P(wk(-1, 6)), cat=c)
    T("⟦昨天下午⟧买的婴儿床", pod(rel(-1), "下午"), cat=c)
    T("⟦8月下旬⟧加的油", xun(2050, 8, 3), cat=c, conv="month-parts")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上八点⟧到站里接班", at(rel(1), 8), cat=c)
    T("⟨下周三⟩ 产检 ⟨下午两点⟩", at(wk(1, 3), 14), cat=c)
    T("⟦2月8号上午九点到十二点⟧去何姐家剪果树", cr(ymd(2050, 2, 8), 9, 0, 12, 0), cat=c)
    T("⟦今晚八点⟧跟月嫂见面", at(today(), 20), cat=c)
    c = "clock"
    T("⟦五点⟧去接孩子", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:45 has passed: tomorrow 17:00")
    T("⟦六点⟧站里吃饭", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("⟦九点⟧提醒我吃钙片", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 17:45: the pm reading 21:00 is ahead")
    T("⟦十二点⟧跟王总吃饭看图纸", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 17:45 has passed: tomorrow's noon")
    c = "rollover"
    T("⟦周五下午⟧把合同发给客户", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 17:45 is in progress: today")
    T("⟦周五上午⟧体能训练", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 17:45 is over: next Friday 02-04")
    c = "deadline"
    T("⟦月底前⟧把加班表报上去", deadline_day(ymd(2050, 1, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦元宵前⟧把苗订好", deadline_day(YUANXIAO), cat=c, conv="zh-qian-inclusive", unsure="元宵 2050 = Sunday 02-06 (lunar-python)")
    T("⟦未来五天⟧都别排活", ndays(5), cat=c, conv="n-days-counting-today")
    T("⟦一小时内⟧给客户回电话", deadline_clock(C.now + td(hours=1)), cat=c)
    T("⟦2月中旬⟧展会", xun(2050, 2, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦2月最后一个周六⟧宝宝派对", P(lastwd(2050, 2, 6)), cat=c)
    T("⟦大大后天⟧训练日", P(rel(4)), cat=c)
    c = "holiday"
    T("⟦元宵节⟧在站里值班", P(YUANXIAO), cat=c, unsure="元宵 2050 = 02-06 (lunar-python)")
    T("⟦立春⟧那天开始干活", P(LICHUN), cat=c, unsure="立春 2050 = 02-03 (lunar-python)")
    T("⟦情人节⟧跟老公吃饭", P(ymd(2050, 2, 14)), cat=c)
    T("⟦龙抬头⟧去剪头", P(LONGTAITOU), cat=c, unsure="龙抬头 2050 = 02-22 (lunar-python)")
    c = "duration"
    T("⟦一个小时后⟧去加油", after(td(hours=1)), cat=c)
    T("⟦十天后⟧去看婴儿车", P(rel(10)), cat=c)
    c = "range"
    T("⟦2月10号到12号⟧园林展", dr(ymd(2050, 2, 10), ymd(2050, 2, 12)), cat=c)
    c = "numeric-date"
    T("⟦2-15⟧ 复训", P(ymd(2050, 2, 15)), cat=c, unsure="2-15 as month-day, not a range")
    c = "traditional"
    T("⟦後天早上七點⟧開工", at(rel(2), 7), cat=c)
    c = "coordination"
    T("⟦周一⟧、⟦周三⟧、⟦周六⟧去孙姐家", P(wd(1)), P(wd(3)), P(wd(6)), cat=c, unsure="周六 = tomorrow 01-29, listed after 周一 01-31 and 周三 02-02")
    c = "none"
    T("婴儿服买了66码和73码的", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦春节⟧值班的加班费", P(CHUNJIE), cat=c, unsure="春节 2050 = 01-23 (lunar-python)")
    T("⟦本月⟧的油钱", month_range(2050, 1), cat=c)
    T("⟦前天⟧买的奶瓶", P(rel(-2)), cat=c)
    T("⟦除夕⟧收的尾款", P(CHUXI), cat=c, unsure="除夕 2050 = 01-22 (lunar-python)")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("shift starts ⟦tmrw 8am⟧", at(rel(1), 8), cat=c)
    T("⟨next tue⟩ prenatal appt ⟨9:30am⟩", at(wk(1, 2), 9, 30), cat=c)
    T("sod job at the millers' ⟦may 6 7am-4pm⟧", cr(ymd(2050, 5, 6), 7, 0, 16, 0), cat=c)
    T("school open house ⟦next thurs at 7pm⟧", at(wk(1, 4), 19), cat=c)
    c = "clock"
    T("pick up plants ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 22:00 has passed both ways: tomorrow 09:00")
    T("take my prenatal vitamin ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:00 reads 23:00 tonight")
    T("check the crib glue ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day = the coming night, 05-01 02:00")
    T("crew meets ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 22:00 has passed both ways: tomorrow 08:00")
    c = "rollover"
    T("on shift ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="saturday night said Saturday 22:00 is in progress: today")
    T("trim the hedges ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 22:00 is over: next Saturday 05-07")
    c = "deadline"
    T("book the doula ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the month ends today: today alone")
    T("hand in the overtime sheet ⟦before may 1⟧", deadline_day(today()), cat=c, conv="en-before-exclusive", unsure="may 1 is tomorrow: today alone")
    T("invoice the Grants ⟦by may 10⟧", deadline_day(ymd(2050, 5, 10)), cat=c, conv="by-inclusive")
    T("swap shifts ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday night: today and tomorrow")
    T("maternity leave ⟦late may⟧", xun(2050, 5, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("baby shower ⟦the second saturday of may⟧", P(nth(2050, 5, 2, 6)), cat=c)
    T("training day ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "holiday"
    T("taco night at the station ⟦cinco de mayo⟧", P(ymd(2050, 5, 5)), cat=c)
    T("flowers for mom ⟦mother's day⟧", P(holiday_in("mothers", 2050)), cat=c)
    T("station bbq ⟦memorial day⟧", P(holiday_in("memorial", 2050)), cat=c)
    T("no jobs ⟦the fourth⟧", P(ymd(2050, 7, 4)), cat=c)
    c = "duration"
    T("count kicks ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("follow-up ⟦in 2 wks⟧", P(rel(14)), cat=c)
    c = "range"
    T("hubby's in atlanta ⟦may 9-13⟧", dr(ymd(2050, 5, 9), ymd(2050, 5, 13)), cat=c)
    c = "numeric-date"
    T("glucose test ⟦5/12⟧", P(ymd(2050, 5, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("plant trees at the Lees' ⟦wed⟧ and ⟦fri⟧", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("5 sets of 30 pushups", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("overtime ⟦last week⟧", week_range(-1), cat=c)
    T("baby stuff ⟦this month⟧", month_range(2050, 4), cat=c)
    T("fuel ⟦thurs⟧", P(wd(4)), cat=c, unsure="thurs said Saturday, looking back: 04-28")
    T("client paid ⟦easter⟧", P(holiday_in("easter", 2050)), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("glucose test ⟦tmrw 8am⟧, fasting", at(rel(1), 8), cat=c)
    T("⟨wed⟩ drill ⟨2 to 5pm⟩", cr(wd(3), 14, 0, 17, 0), cat=c)
    T("dig tree holes at the Parkers' ⟦sept 15 6:30am⟧", at(ymd(2050, 9, 15), 6, 30), cat=c)
    T("baby shower ⟦next sat 10am⟧", at(wk(1, 6), 10), cat=c)
    c = "clock"
    T("facetime w/ hubby ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    T("shift change ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("load the truck ⟦7am⟧", at(rel(1), 7), cat=c, unsure="7am with no day at 07:20 has passed: tomorrow 07:00")
    T("check my blood pressure ⟦quarter past eight⟧", P(bare_clock(8, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("nursery run ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 07:20 is in progress: today")
    T("crew starts ⟦monday 7am⟧", at(wk(1, 1), 7), cat=c, unsure="monday 7am said Monday 07:20 has passed: next Monday 09-12")
    c = "deadline"
    T("finish the Kims' yard ⟦by the end of the month⟧", deadline_day(ymd(2050, 9, 30)), cat=c, conv="by-inclusive")
    T("pack the hospital bag ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("send the quote ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("swap request in ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
    T("leave starts ⟦early october⟧", xun(2050, 10, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("training day ⟦the first wednesday of october⟧", P(nth(2050, 10, 1, 3)), cat=c)
    T("ob appt ⟦the friday after next⟧", P(wk(2, 5)), cat=c, conv="after-next")
    c = "holiday"
    T("station picnic ⟦labor day⟧", P(today()), cat=c, unsure="Labor Day is today")
    T("no jobs ⟦columbus day⟧", P(holiday_in("columbus", 2050)), cat=c)
    T("halloween at the firehouse ⟦halloween⟧", P(ymd(2050, 10, 31)), cat=c)
    T("on duty ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2050)), cat=c)
    c = "duration"
    T("head to the site ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("hospital pre-registration ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("hubby in denver ⟦sept 20-23⟧", dr(ymd(2050, 9, 20), ymd(2050, 9, 23)), cat=c)
    c = "numeric-date"
    T("4d ultrasound ⟦9/19/2050⟧", P(ymd(2050, 9, 19)), cat=c, conv="en-month-first")
    c = "coordination"
    T("Mrs. Ruiz's garden ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("two 50 lb bags of mulch", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("overtime ⟦last month⟧", month_range(2050, 8), cat=c)
    T("Hendersons paid ⟦last sat⟧", P(wk(-1, 6)), cat=c)
    T("crib ⟦yesterday afternoon⟧", pod(rel(-1), "afternoon"), cat=c)
    T("fuel ⟦so far this month⟧", dr(ymd(2050, 9, 1), today()), cat="deadline", conv="since")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("24-hr shift starts ⟦tmrw 8am⟧", at(rel(1), 8), cat=c)
    T("⟨next wed⟩ ob appt ⟨2pm⟩", at(wk(1, 3), 14), cat=c)
    T("prune the orchard at the Hoffs' ⟦feb 8 9am-12⟧", cr(ymd(2050, 2, 8), 9, 0, 12, 0), cat=c)
    T("meet the doula ⟦tonight at 8⟧", at(today(), 20), cat=c)
    c = "clock"
    T("pick up my son ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:45 has passed: tomorrow 17:00")
    T("station dinner ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("calcium pill ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 17:45: the pm reading 21:00 is ahead")
    T("lunch w/ a client ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 17:45 has passed: tomorrow's noon")
    c = "rollover"
    T("send the contract ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="friday afternoon said Friday 17:45 is in progress: today")
    T("pt test ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 17:45 is over: next Friday 02-04")
    c = "deadline"
    T("overtime sheet ⟦by the end of the month⟧", deadline_day(ymd(2050, 1, 31)), cat=c, conv="by-inclusive")
    T("order the shrubs ⟦before valentine's day⟧", deadline_day(ymd(2050, 2, 13)), cat=c, conv="en-before-exclusive")
    T("nothing booked ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    T("call the client back ⟦within the hour⟧", deadline_clock(C.now + td(hours=1)), cat=c, unsure="within the hour read as within one hour")
    T("trade show ⟦mid-february⟧", xun(2050, 2, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("baby shower ⟦the last saturday of february⟧", P(lastwd(2050, 2, 6)), cat=c)
    T("training ⟦four days from now⟧", P(rel(4)), cat=c)
    c = "holiday"
    T("dinner w/ hubby ⟦valentine's⟧", P(ymd(2050, 2, 14)), cat=c)
    T("no school ⟦presidents' day⟧", P(holiday_in("presidents", 2050)), cat=c)
    T("landscaping expo ⟦the monday after valentine's day⟧", P(ymd(2050, 2, 21)), cat=c, unsure="Valentine's Day 2050 is a Monday: the Monday after = 02-21")
    T("st. patrick's parade detail ⟦st. patrick's day⟧", P(ymd(2050, 3, 17)), cat=c)
    c = "duration"
    T("get gas ⟦in an hour⟧", after(td(hours=1)), cat=c)
    T("stroller shopping ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("landscape expo ⟦feb 10-12⟧", dr(ymd(2050, 2, 10), ymd(2050, 2, 12)), cat=c)
    c = "numeric-date"
    T("recert ⟦2/15⟧", P(ymd(2050, 2, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("the Suns' yard ⟦mon⟧, ⟦wed⟧ and ⟦sat⟧", P(wd(1)), P(wd(3)), P(wd(6)), cat=c)
    c = "none"
    T("onesies in 0-3 and 3-6 months", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("holiday overtime ⟦MLK day⟧", P(holiday_in("mlk", 2050)), cat=c)
    T("truck fuel ⟦this month⟧", month_range(2050, 1), cat=c)
    T("bottles ⟦the day before yesterday⟧", P(rel(-2)), cat=c)
    T("final payment ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
