"""Round 49 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a high-school music teacher who runs
the school band and gives private lessons (rehearsals, concerts, lessons at set clocks, a band trip over several
days), a remote customer-support agent on rotating shifts who is training a new puppy (shifts, puppy classes, vet
visits, the dog walker's visits) and a city taxi driver who rents out a spare room (shifts, car maintenance, the
lodger's check-in and check-out, a repairman, two inspections) use inside requests: a day and a clock together or
apart, clock ranges, deadlines, parts of months, durations from now, holidays (Chinese lunar, solar terms, Western by
rule), parts of the day in progress, over or ahead, coordination, and rows with no time (rep counts, weights, order
numbers, sizes).

Reference times (new in this round):
  NA = 2062-04-04T07:20 Tuesday, 清明 2062 (PyEphem and lunar-python agree) and 二月廿五 (lunar-python), early
       morning: 早上 / 周二早上 / "tuesday morning" in progress, 周二凌晨 over (next week 04-11), 上午 ahead; 早上七点 /
       "7am" with no day has just passed (tomorrow 07:00), 周二早上七点 / "tuesday 7am" moves a week (04-11); a bare 7
       reads 19:00 today, a bare 8 08:00 today, a bare 3 15:00; 上旬 04-01 … 04-10 now, 月底 Sunday 04-30, 五一
       Monday 05-01 (五一前 = today … 05-01, "before may 1" = today … 04-30); this week 04-03 … 04-09, this weekend
       04-08/09, next week 04-10 … 04-16, 下下周 from 04-17; 谷雨 Thursday 04-20 (PyEphem and lunar-python agree),
       Mother's Day 05-14, Memorial Day 05-29; looking back: Easter Sunday 03-26 and Good Friday 03-24 (the computus),
       春分 03-20, 上周五 / "last friday" 03-31, March = "last month", Q1 = "last quarter".
  NB = 2061-10-30T18:20 Sunday, the eve of Halloween's eve (九月十八, lunar-python): 傍晚 and 今晚 / 周日晚上 /
       "sunday night" in progress, 周日下午 / "sunday afternoon" over (next week 11-06); a bare 6 has passed (tomorrow
       18:00), a bare 7 or 7:30 reads tonight, a bare 8 20:00 (its am reading is past), a bare 12 tomorrow's noon;
       凌晨两点 / "2am" with no day = 10-31 02:00; "this week" / 这周内 is today alone, 明天 / "tmrw" = 下周一 = 10-31,
       which is also 月底 / "the end of the month" and Halloween; next week 10-31 … 11-06, the Sunday US daylight
       saving time ends (11-06 02:00 → 01:00; no duration in hours crosses it); 下个月 / "next month" November: 立冬
       Monday 11-07 (PyEphem and lunar-python agree), 双十一 = Veterans Day Friday 11-11, Thanksgiving 11-24; looking
       back: 重阳 Friday 10-21 (lunar-python) = 上周五 / "last friday", 霜降 10-23 (PyEphem and lunar-python agree),
       Columbus Day 10-10, September = "last month", Q3 = "last quarter".
  NC = 2062-06-01T09:40 Thursday, 儿童节 and the first day of a month (四月廿四, lunar-python): 上午 / 周四上午 /
       "thursday morning" in progress, 早上 (06–09) over (周四早上 moves a week, 06-08); a bare 9 has passed and,
       before noon, reads tomorrow 09:00, a bare 10 is ahead (10:00 today), a bare 8 tomorrow 08:00, a bare 12 today's
       noon; 本月至今 / "month to date" today alone, 上个月 / "last month" May, 上旬 06-01 … 06-10 begins today, 下半个月
       06-16 … 06-30, 月底 Friday 06-30 (also the end of Q2 and of 上半年); this week 05-29 … 06-04, this weekend
       06-03/04, next week 06-05 … 06-11; 芒种 Monday 06-05 (PyEphem and lunar-python agree), 端午 Sunday 06-11
       (lunar-python; 端午前 = today … 06-11), 618 = Father's Day Sunday 06-18, Juneteenth Monday 06-19, 夏至 Wednesday
       06-21 (PyEphem and lunar-python agree), the Fourth a Tuesday; looking back: Memorial Day 05-29, 小满 05-21
       (PyEphem and lunar-python agree), 上周五 / "last friday" 05-26, Mother's Day 05-14.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2062-04-04T07:20:00"  # Tuesday 07:20, 清明: 早上 in progress, bare 7 → 19:00, bare 8 → 08:00 today
NB = "2061-10-30T18:20:00"  # Sunday 18:20: 傍晚 in progress, bare 6 → tomorrow, bare 8 → 20:00, Halloween tomorrow
NC = "2062-06-01T09:40:00"  # Thursday 09:40, 儿童节: bare 9 → tomorrow, bare 10 → 10:00 today
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
QINGMING62 = ymd(2062, 4, 4)
GUYU62 = ymd(2062, 4, 20)
CHUNFEN62 = ymd(2062, 3, 20)
WUYI62 = ymd(2062, 5, 1)
LIDONG61 = ymd(2061, 11, 7)
CHONGYANG61 = ymd(2061, 10, 21)
SHUANGJIANG61 = ymd(2061, 10, 23)
MANGZHONG62 = ymd(2062, 6, 5)
DUANWU62 = ymd(2062, 6, 11)
XIAZHI62 = ymd(2062, 6, 21)
XIAOMAN62 = ymd(2062, 5, 21)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦今天下午四点半⟧ 乐队排练", at(today(), 16, 30), cat=c)
    T("⟨礼拜四⟩ 浩浩的单簧管课 ⟨晚上六点半⟩", at(wd(4), 18, 30), cat=c, unsure="礼拜四 = 04-06; the day and the clock said apart")
    T("⟦明天下午三点到五点⟧ 管乐团分声部排练", cr(rel(1), 15, 0, 17, 0), cat=c)
    T("⟨下周一⟩夜班 ⟨晚上十点到早上六点⟩", cr(wk(1, 1), 22, 0, 6, 0), cat=c, unsure="the end before the start goes to the next day (04-11 06:00)")
    c = "clock"
    T("⟦三点⟧ 给小雨上长笛课", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 reads 15:00 today")
    T("⟦八点⟧开晨会", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:20 is ahead: 08:00 today")
    T("⟦七点⟧ 带豆豆去楼下草坪", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads pm: 19:00 today")
    T("⟦早上七点⟧ 送豆豆去寄养", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 07:20 has passed: tomorrow 07:00")
    c = "rollover"
    T("⟦周二早上⟧ 带豆豆出去转转", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周二早上 said Tuesday 07:20 is in progress: today")
    T("⟦周二凌晨⟧ 夜班交接", pod(wk(1, 2), "凌晨"), cat=c, conv="rollover-part", unsure="周二凌晨 said Tuesday 07:20 is over: next week 04-11")
    T("⟦周二早上七点⟧ 交班会", at(wk(1, 2), 7), cat=c, unsure="周二早上七点 said Tuesday 07:20 has passed: next week 04-11")
    c = "deadline"
    T("⟦五一前⟧ 把演出曲目定下来", deadline_day(WUYI62), cat=c, conv="zh-qian-inclusive")
    T("⟦月底前⟧ 交排练场地申请", deadline_day(ymd(2062, 4, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦上旬⟧ 把考级曲子过一遍", xun(2062, 4, 1), cat=c, conv="month-parts")
    T("⟦早上八点前⟧ 把豆豆遛完", deadline_clock(dt(today(), 8)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 家长开放日演出", P(nth(2062, 5, 1, 6)), cat=c)
    c = "holiday"
    T("⟦清明⟧ 去给爷爷扫墓", P(QINGMING62), cat=c, unsure="清明 2062 = today 04-04 (PyEphem and lunar-python agree)")
    T("⟦谷雨⟧那天 学校春季音乐会", P(GUYU62), cat=c, unsure="谷雨 2062 = 04-20 (PyEphem and lunar-python agree)")
    T("⟦母亲节⟧ 带我妈去听音乐会", P(hol("mothers")), cat=c, unsure="母亲节 2062 = 05-14 (the second Sunday of May)")
    c = "duration"
    T("⟦二十分钟后⟧ 出门遛狗", after(td(minutes=20)), cat=c)
    c = "range"
    T("⟦4月12号到14号⟧ 带乐队去苏州比赛", dr(ymd(2062, 4, 12), ymd(2062, 4, 14)), cat=c)
    c = "numeric-date"
    T("⟦4.15⟧ 学生考级", P(ymd(2062, 4, 15)), cat=c)
    c = "coordination"
    T("⟦周三⟧、⟦周五下午四点⟧都要排练", at(wd(3), 16), at(wd(5), 16), cat=c, conv="distribute")
    c = "traditional"
    T("⟦禮拜五下午三點⟧ 樂隊排練", at(wd(5), 15), cat=c)
    c = "none"
    T("豆豆今天学会了坐下和握手 练了二十次", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦复活节⟧那天买的簧片", P(hol("easter")), cat=c, unsure="复活节 2062 = 03-26 (the computus), looking back")
    T("⟦上周五⟧ 豆豆打的针", P(wk(-1, 5)), cat=c, unsure="上周五 = 03-31")
    c = "deadline"
    T("⟦上个季度⟧ 狗花了多少", quarter(2062, 1), cat=c, conv="quarters")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明晚八点⟧ 幼犬班", at(rel(1), 20), cat=c)
    T("⟨周三⟩上中班 ⟨下午两点到晚上十点⟩", cr(wd(3), 14, 0, 22, 0), cat=c, unsure="周三 = 11-02")
    T("⟦11月5号上午十点⟧ 燃气公司上门检查", at(ymd(2061, 11, 5), 10), cat=c)
    T("⟨下周四⟩ 林同学补课 ⟨晚上七点⟩", at(wk(1, 4), 19), cat=c, unsure="下周四 = 11-03")
    c = "clock"
    T("⟦八点⟧ 给小雨妈妈打电话", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:20 reads 20:00 tonight")
    T("⟦六点⟧ 去火车站接租客", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:20 has passed: tomorrow 18:00")
    T("⟦凌晨两点⟧ 交车给夜班师傅", P(next_clock(2)), cat=c, unsure="凌晨两点 with no day = the coming night 10-31 02:00")
    c = "rollover"
    T("⟦周日晚上⟧ 对一下这周的账", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 18:20 is in progress: today")
    T("⟦周日下午⟧ 豆豆社会化课", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 18:20 is over: next Sunday 11-06")
    T("⟦傍晚⟧ 洗个车", pod(today(), "傍晚"), cat=c, unsure="傍晚 in progress at 18:20: today 17:00–18:00")
    c = "deadline"
    T("⟦这周内⟧ 把排练表发给家长", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: the week is today alone")
    T("⟦立冬前⟧ 换冬季胎", deadline_day(LIDONG61), cat=c, conv="zh-qian-inclusive", unsure="立冬 2061 = 11-07 (PyEphem and lunar-python agree)")
    T("⟦下个月上旬⟧ 租客退房", xun(2061, 11, 1), cat=c, conv="month-parts")
    T("⟦今晚十点前⟧ 把车还回公司", deadline_clock(dt(today(), 22)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧ 乐队年度音乐会", P(lastwd(2061, 11, 6)), cat=c)
    T("⟦立冬后一天⟧ 换冬季胎", P(LIDONG61 + td(days=1)), cat=c)
    c = "holiday"
    T("⟦万圣节晚上七点⟧ 乐队去商场演出", at(ymd(2061, 10, 31), 19), cat=c, unsure="万圣节 = tomorrow 10-31")
    T("⟦双十一⟧ 豆豆打第二针", P(ymd(2061, 11, 11)), cat=c)
    c = "duration"
    T("⟦半小时后⟧ 给豆豆喂晚饭", after(td(minutes=30)), cat=c)
    c = "range"
    T("⟦11月18号至20号⟧ 乐队去南京集训", dr(ymd(2061, 11, 18), ymd(2061, 11, 20)), cat=c)
    c = "numeric-date"
    T("⟦2061/11/9⟧ 车辆年审", P(ymd(2061, 11, 9)), cat=c)
    c = "coordination"
    T("⟦11月2号⟧和⟦4号下午一点⟧ 遛狗师傅来", at(ymd(2061, 11, 2), 13), at(ymd(2061, 11, 4), 13), cat=c, conv=["distribute", "bare-hour"])
    c = "traditional"
    T("⟦下週二晚上七點⟧ 帶豆豆上訓練課", at(wk(1, 2), 19), cat=c)
    c = "none"
    T("换了四个轮胎 205/55R16 的", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦重阳⟧那天的过路费", P(CHONGYANG61), cat=c, unsure="重阳 2061 = 10-21 (lunar-python), looking back")
    T("⟦周五⟧ 给遛狗的钱", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back = 10-28")
    c = "deadline"
    T("⟦上个月⟧ 房租收了多少", month_range(2061, 9), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦今天下午三点⟧ 学校儿童节汇演", at(today(), 15), cat=c)
    T("⟨下周三⟩ 租客小刘搬进来 ⟨下午两点⟩", at(wk(1, 3), 14), cat=c, unsure="下周三 = 06-07")
    T("⟦下周五下午四点到六点⟧ 期末排练", cr(wk(1, 5), 16, 0, 18, 0), cat=c)
    T("⟦后天早上六点⟧的早班", at(rel(2), 6), cat=c)
    c = "clock"
    T("⟦九点⟧ 车去4S店保养", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    T("⟦十点⟧ 师傅来修热水器", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:40 is ahead: 10:00 today")
    T("⟦十二点⟧ 跟小雨家长吃饭", P(bare_clock(12)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周四早上⟧ 遛狗的小陈来", pod(wk(1, 4), "早上"), cat=c, conv="rollover-part", unsure="周四早上 (06–09) said Thursday 09:40 is over: next week 06-08")
    T("⟦周四上午⟧ 给豆豆洗澡", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 09:40 is in progress: today")
    c = "deadline"
    T("⟦端午前⟧ 把豆豆送去寄养", deadline_day(DUANWU62), cat=c, conv="zh-qian-inclusive", unsure="端午 2062 = 06-11 (lunar-python)")
    T("⟦下半个月⟧ 期末考试周", dr(ymd(2062, 6, 16), ymd(2062, 6, 30)), cat=c, conv="half-month")
    T("⟦中午十二点前⟧ 把房间收拾出来", deadline_clock(dt(today(), 12)), cat=c)
    c = "arithmetic"
    T("⟦端午前一天⟧ 豆豆送去寄养", P(DUANWU62 - td(days=1)), cat=c, unsure="端午 2062 = 06-11")
    c = "holiday"
    T("⟦芒种⟧那天 租客入住", P(MANGZHONG62), cat=c, unsure="芒种 2062 = Monday 06-05 (PyEphem and lunar-python agree)")
    T("⟦父亲节中午⟧ 请我爸吃饭", at(hol("fathers"), 12), cat=c, unsure="父亲节 2062 = 06-18 (the third Sunday of June), also 618")
    T("⟦夏至晚上七点⟧ 毕业音乐会", at(XIAZHI62, 19), cat=c, unsure="夏至 2062 = 06-21")
    c = "duration"
    T("⟦一个小时后⟧ 给豆豆喂药", after(td(hours=1)), cat=c)
    c = "range"
    T("⟦6月24号到26号⟧ 乐队去厦门演出", dr(ymd(2062, 6, 24), ymd(2062, 6, 26)), cat=c)
    c = "numeric-date"
    T("⟦6.20⟧ 乐队汇报演出", P(ymd(2062, 6, 20)), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日上午十点⟧都有课", at(wd(6), 10), at(wd(7), 10), cat=c, conv="distribute")
    c = "traditional"
    T("⟦後天上午十點⟧ 修車師傅來", at(rel(2), 10), cat=c)
    c = "none"
    T("豆豆现在十二斤 狗粮换成中型犬的", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦小满⟧那天修的长笛", P(XIAOMAN62), cat=c, unsure="小满 2062 = 05-21 (PyEphem and lunar-python agree), looking back")
    T("⟦上周五⟧ 加的油", P(wk(-1, 5)), cat=c, unsure="上周五 = 05-26")
    c = "deadline"
    T("⟦本月至今⟧ 跑了多少钱", dr(today(), today()), cat=c, conv="since", unsure="said on the 1st: today alone")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("band rehearsal ⟦today 3:30-5⟧", cr(today(), 15, 30, 17, 0), cat=c, conv="bare-hour")
    T("⟨thurs⟩ noah's clarinet lesson, ⟨6:30pm⟩", at(wd(4), 18, 30), cat=c, unsure="thurs = 04-06")
    T("sectionals ⟦tmrw 3 to 5pm⟧", cr(rel(1), 15, 0, 17, 0), cat=c)
    T("night shift ⟦next monday 10pm to 6am⟧", cr(wk(1, 1), 22, 0, 6, 0), cat=c, unsure="the end goes to the next day 04-11 06:00")
    c = "clock"
    T("emma's flute lesson ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("staff mtg ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 07:20 is ahead: 08:00 today")
    T("take biscuit to the park ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads pm: 19:00 today")
    T("drop biscuit at daycare ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 07:20 has passed: tomorrow 07:00")
    c = "rollover"
    T("call the vet ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("team huddle ⟦tuesday 7am⟧", at(wk(1, 2), 7), cat=c, unsure="tuesday 7am said Tuesday 07:20 has passed: next week 04-11")
    c = "deadline"
    T("set list done ⟦before may 1⟧", deadline_day(ymd(2062, 4, 30)), cat=c, conv="en-before-exclusive")
    T("book the band bus ⟦by friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive", unsure="friday = 04-07")
    T("run through the festival pieces ⟦early april⟧", xun(2062, 4, 1), cat=c, conv="month-parts")
    T("walk biscuit ⟦by 8am⟧", deadline_clock(dt(today(), 8)), cat=c)
    c = "arithmetic"
    T("parents' night concert ⟦the first saturday of may⟧", P(nth(2062, 5, 1, 6)), cat=c)
    T("spring concert ⟦the saturday before memorial day⟧", P(hol("memorial") - td(days=2)), cat=c, unsure="Memorial Day 2062 = 05-29")
    c = "holiday"
    T("take mom to the symphony ⟦mother's day⟧", P(hol("mothers")), cat=c, unsure="Mother's Day 2062 = 05-14")
    c = "duration"
    T("walk biscuit ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    c = "range"
    T("band trip to boston ⟦apr 12-14⟧", dr(ymd(2062, 4, 12), ymd(2062, 4, 14)), cat=c)
    c = "numeric-date"
    T("solo & ensemble festival ⟦4/15⟧", P(ymd(2062, 4, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("rehearsal ⟦wed⟧ and ⟦fri 4pm⟧", at(wd(3), 16), at(wd(5), 16), cat=c, conv="distribute")
    c = "none"
    T("biscuit did 15 sits and 10 downs, weighs 14 lb", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("reeds ⟦good friday⟧", P(hol("goodfriday")), cat=c, unsure="Good Friday 2062 = 03-24, looking back")
    T("vet visit ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 03-31")
    c = "deadline"
    T("dog spending ⟦last quarter⟧", quarter(2062, 1), cat=c, conv="quarters")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("puppy class ⟦tmrw night 8pm⟧", at(rel(1), 20), cat=c)
    T("⟨wednesday⟩ i'm on swing shift ⟨2 to 10pm⟩", cr(wd(3), 14, 0, 22, 0), cat=c, unsure="wednesday = 11-02; a bare 2 takes the pm of the end")
    T("gas company safety check ⟦nov 5 10am⟧", at(ymd(2061, 11, 5), 10), cat=c)
    T("cab inspection ⟦next tues 9am⟧", at(wk(1, 2), 9), cat=c, unsure="next tues = 11-01")
    c = "clock"
    T("call emma's mom ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:20 reads 20:00 tonight")
    T("pick up tom from the bus ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:20 has passed: tomorrow 18:00")
    T("hand the cab over ⟦at 2am⟧", P(next_clock(2)), cat=c, unsure="2am with no day = 10-31 02:00")
    c = "rollover"
    T("go over the books ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("puppy social hour ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="over: next Sunday 11-06")
    c = "deadline"
    T("send the rehearsal schedule ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: the week is today alone")
    T("insurance renewal ⟦by the end of the month⟧", deadline_day(ymd(2061, 10, 31)), cat=c, unsure="the month ends tomorrow")
    T("snow tires on ⟦before veterans day⟧", deadline_day(ymd(2061, 11, 10)), cat=c, conv="en-before-exclusive", unsure="Veterans Day 2061 = 11-11")
    T("cab back to the garage ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    c = "arithmetic"
    T("winter concert ⟦the last saturday of november⟧", P(lastwd(2061, 11, 6)), cat=c)
    T("snow tires ⟦the day after veterans day⟧", P(hol("veterans") + td(days=1)), cat=c)
    c = "holiday"
    T("band plays the mall ⟦halloween 7pm⟧", at(ymd(2061, 10, 31), 19), cat=c, unsure="Halloween = tomorrow")
    T("lodger checks out ⟦veterans day⟧", P(hol("veterans")), cat=c)
    T("airport line ⟦thanksgiving 5am⟧", at(hol("thanksgiving"), 5), cat=c, unsure="Thanksgiving 2061 = 11-24")
    c = "duration"
    T("feed biscuit ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    c = "range"
    T("band camp ⟦nov 18 through 20⟧", dr(ymd(2061, 11, 18), ymd(2061, 11, 20)), cat=c)
    c = "numeric-date"
    T("cab inspection ⟦11/9/2061⟧", P(ymd(2061, 11, 9)), cat=c, conv="en-month-first")
    c = "coordination"
    T("jess walks biscuit ⟦nov 2⟧ and ⟦nov 4 at 1pm⟧", at(ymd(2061, 11, 2), 13), at(ymd(2061, 11, 4), 13), cat=c, conv="distribute")
    c = "none"
    T("new tires, 215/60R16, 4 of them", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("tolls ⟦columbus day⟧", P(hol("columbus")), cat=c, unsure="Columbus Day 2061 = 10-10, looking back")
    T("oil change ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 10-21")
    T("paid the walker ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back = 10-28")
    c = "deadline"
    T("rent collected ⟦last month⟧", month_range(2061, 9), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("final rehearsal ⟦next fri 4-6pm⟧", cr(wk(1, 5), 16, 0, 18, 0), cat=c, unsure="next fri = 06-09")
    T("new lodger moves in ⟦wed 2pm⟧", at(wd(3), 14), cat=c, unsure="wed = 06-07")
    T("early shift ⟦saturday 5am to 1pm⟧", cr(wd(6), 5, 0, 13, 0), cat=c)
    T("⟨next tues⟩ chamber concert ⟨7:30pm⟩", at(wk(1, 2), 19, 30), cat=c, unsure="next tues = 06-06")
    c = "clock"
    T("cab service ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    T("plumber for the water heater ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:40 is ahead: 10:00 today")
    T("lunch w/ noah's parents ⟦at noon⟧", P(dt(today(), 12)), cat=c)
    c = "rollover"
    T("jess walks biscuit ⟦thursday 8am⟧", at(wk(1, 4), 8), cat=c, unsure="thursday 8am said Thursday 09:40 has passed: next week 06-08")
    T("bathe biscuit ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("biscuit to the sitter ⟦before father's day⟧", deadline_day(hol("fathers") - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Father's Day 2062 = 06-18")
    T("room cleared out ⟦by noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("jess daily ⟦the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")
    T("exam week ⟦the second half of june⟧", dr(ymd(2062, 6, 16), ymd(2062, 6, 30)), cat=c, conv="half-month")
    c = "arithmetic"
    T("biscuit to the sitter ⟦the day before father's day⟧", P(hol("fathers") - td(days=1)), cat=c)
    c = "holiday"
    T("dinner w/ dad ⟦father's day 6pm⟧", at(hol("fathers"), 18), cat=c, unsure="Father's Day 2062 = 06-18")
    T("band marches in the parade ⟦on the fourth⟧", P(ymd(2062, 7, 4)), cat=c)
    T("cookout w/ the band families ⟦juneteenth⟧", P(hol("juneteenth")), cat=c)
    c = "duration"
    T("give biscuit his meds ⟦in an hour⟧", after(td(hours=1)), cat=c)
    c = "range"
    T("jazz band trip to philly ⟦june 24-26⟧", dr(ymd(2062, 6, 24), ymd(2062, 6, 26)), cat=c)
    c = "numeric-date"
    T("spring band showcase ⟦6/20⟧", P(ymd(2062, 6, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("lessons ⟦sat⟧ and ⟦sun 10am⟧", at(wd(6), 10), at(wd(7), 10), cat=c, conv="distribute")
    c = "none"
    T("order #77120 for a size 3 trumpet mouthpiece", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("trumpet valve fix ⟦memorial day⟧", P(hol("memorial")), cat=c, unsure="Memorial Day 2062 = 05-29, looking back")
    T("gas ⟦last fri⟧", P(wk(-1, 5)), cat=c, unsure="last fri = 05-26")
    c = "deadline"
    T("fares ⟦so far this month⟧", dr(today(), today()), cat=c, conv="since", unsure="said on the 1st: today alone")
