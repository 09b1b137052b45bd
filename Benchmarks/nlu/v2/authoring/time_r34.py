"""Round 34 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a tailor who takes orders and fittings
(fittings at set clocks, orders due by a date, deposits and balances, fabric bought, a wedding dress over several
fittings, a fitting moved), a swim coach for children (lessons at pools at set clocks, a swim meet over a weekend, two
groups on the same day, a pool closed) and a host who rents out two cars on a car-sharing app (bookings over several
days, handovers at set clocks and places, tolls and repairs, a car in the shop) use inside requests: a day and a clock
together or apart, clock ranges, deadlines, parts of months, halves and quarters, durations from now, holidays (Chinese
lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time
(body measurements, cap and goggle counts, lap counts).

Reference times (new in this round):
  NA = 2052-05-27T06:15 Monday, US Memorial Day before most people are up: 早上 / "morning" has just begun (周一早上 /
       "monday morning" today) while 周一凌晨 is over (next week 06-03) and 早上六点 / "6am" with no day has passed
       (tomorrow 06:00); 早上七点 / "7am" is ahead today; a bare 6 or 7 reads 18:00 / 19:00 today, a bare 8 08:00 today;
       差一刻七点 / "quarter to seven" = 18:45 today; "this week" just began (05-27 … 06-02), next week 06-03 … 06-09;
       月底 / "the end of the month" Friday 05-31; 儿童节 = 端午 Saturday 06-01 (lunar-python), this weekend 06-01/02;
       芒种 Wednesday 06-05, Father's Day 06-16, 618 Tuesday, Juneteenth Wednesday 06-19; looking back: 小满 05-20,
       Mother's Day 05-12, last week 05-20 … 05-26.
  NB = 2052-06-30T22:50 Sunday, the last night of a month, a quarter and a half-year: "this week" / 这周内 and 月底前 are
       today alone; 明天 / "tmrw" = Monday 07-01 (建党节, 下半年 and Q3 start), so 下周三 / "next wed" = 周三 = 07-03;
       the Fourth is Thursday; a bare 11 reads 23:00 tonight (ten minutes on), every other bare hour has passed both ways
       and reads tomorrow (8 → 08:00, 10:30 → 10:30, 3 → 15:00); 今晚十二点 / "midnight" = 07-01 00:00; 凌晨两点 / "2am"
       with no day = 07-01 02:00; 今晚 / 周日晚上 / "sunday night" in progress, 周日下午 / "sunday afternoon" over (next
       Sunday 07-07); 小暑 Saturday 07-06, 七夕 = 建军节 Thursday 08-01 (lunar-python), Labor Day 09-02; looking back:
       端午 06-01, 上半年 / "the first half" 01-01 … 06-30, May = "last month".
  NC = 2052-11-11T09:00 Monday, 双十一 = US Veterans Day at nine: 上午 / "morning" in progress (周一上午 / "monday
       morning" today) while 早上 (06–09) has just ended (周一早上 moves a week, 11-18, flagged); a bare 9 is now (avoided),
       a bare 9:30, 10 or 11 is ahead today, a bare 8 has passed (tomorrow 08:00); 差十分十一点 / "ten to eleven" = 10:50;
       this week 11-11 … 11-17, this weekend 11-16/17, next week 11-18 … 11-24; 中旬 = 11-11 … 11-20, 下旬 = 11-21 … 11-30,
       月底 Saturday 11-30; 小雪 Thursday 11-21, Thanksgiving 11-28 ("before thanksgiving" = today … 11-27), Black Friday
       11-29, Cyber Monday 12-02, 双十二 Thursday 12-12; 本季度 Q4, 下季度 Q1 2053; looking back: 立冬 Thursday 11-07,
       October = "last month", Q3 = 07-01 … 09-30.
The Chinese festival and solar-term dates of 2052 were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2052-05-27T06:15:00"  # Monday 06:15, Memorial Day: bare 6 → 18:00 today, 早上六点 → tomorrow, bare 8 → 08:00 today
NB = "2052-06-30T22:50:00"  # Sunday 22:50, month/quarter/half-year end: bare 11 → 23:00 tonight, bare 8 → tomorrow 08:00
NC = "2052-11-11T09:00:00"  # Monday 09:00, 双十一 = Veterans Day: bare 10 → today 10:00, bare 8 → tomorrow 08:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
DUANWU = ymd(2052, 6, 1)
XIAOMAN = ymd(2052, 5, 20)
MANGZHONG = ymd(2052, 6, 5)
XIAOSHU = ymd(2052, 7, 6)
QIXI = ymd(2052, 8, 1)
LIDONG = ymd(2052, 11, 7)
XIAOXUE = ymd(2052, 11, 21)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧ 婚纱第二次试穿", at(rel(1), 15), cat=c)
    T("⟨礼拜四⟩少儿游泳课 ⟨下午四点半⟩", at(wd(4), 16, 30), cat=c)
    T("⟦6月3号上午十点⟧ 交车给租客", at(ymd(2052, 6, 3), 10), cat=c)
    T("⟦下周二晚上七点⟧ 中级班加课", at(wk(1, 2), 19), cat=c)
    c = "clock"
    T("⟦六点⟧去泳池开门", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead at 06:15: today 18:00")
    T("⟦早上六点⟧来量尺寸", at(rel(1), 6), cat=c, unsure="早上六点 with no day at 06:15 has passed: tomorrow 06:00")
    T("⟦早上七点⟧交车", at(today(), 7), cat=c, unsure="早上七点 with no day at 06:15 is ahead: today")
    T("⟦差一刻七点⟧出门去游泳馆", at(today(), 18, 45), cat=c, conv="bare-hour", unsure="the named hour 7 reads 19:00; a quarter before = 18:45 today")
    c = "rollover"
    T("⟦周一早上⟧把旗袍熨好", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 06:15 has just begun: today")
    T("⟦周一凌晨⟧去机场接车", pod(wk(1, 1), "凌晨"), cat=c, conv="rollover-part", unsure="周一凌晨 said Monday 06:15 is over: next Monday 06-03")
    c = "deadline"
    T("⟦月底前⟧把三套西装交了", deadline_day(ymd(2052, 5, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦儿童节前⟧把比赛报名表交上去", deadline_day(ymd(2052, 6, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把婚纱的裙摆改好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦中午十二点前⟧把车洗干净", deadline_clock(dt(today(), 12)), cat=c)
    T("⟦下个月中旬⟧有游泳比赛", xun(2052, 6, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第三个周日⟧婚礼", P(nth(2052, 6, 3, 7)), cat=c)
    T("⟦端午节后一天⟧泳池重新开放", P(DUANWU + td(days=1)), cat=c, unsure="端午 2052 = 06-01 (lunar-python)")
    c = "holiday"
    T("⟦端午⟧泳池闭馆", P(DUANWU), cat=c, unsure="端午 2052 = 06-01 (lunar-python), also 儿童节")
    T("⟦儿童节⟧给小学员办水上游戏", P(ymd(2052, 6, 1)), cat=c)
    T("⟦芒种⟧那天去面料市场", P(MANGZHONG), cat=c, unsure="芒种 2052 = 06-05 (lunar-python, PyEphem)")
    T("⟦618⟧囤一批真丝面料", P(ymd(2052, 6, 18)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧提醒我去泳池", after(td(minutes=40)), cat=c)
    T("⟦三天后⟧交车", P(rel(3)), cat=c)
    c = "range"
    T("⟦6月7号到9号⟧车租给自驾游的客人", dr(ymd(2052, 6, 7), ymd(2052, 6, 9)), cat=c)
    c = "numeric-date"
    T("⟦6.8⟧ 婚纱最后一次试穿", P(ymd(2052, 6, 8)), cat=c)
    c = "traditional"
    T("⟦禮拜三下午三點⟧試衣", at(wd(3), 15), cat=c)
    c = "coordination"
    T("⟦周二⟧⟦周四⟧都有初级班", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("腰围二尺三 裤长一米零二", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周⟧收的游泳课费", week_range(-1), cat=c)
    T("⟦小满⟧那天买的布", P(XIAOMAN), cat=c, unsure="小满 2052 = 05-20 (lunar-python, PyEphem)")
    T("⟦昨天⟧跑高速交的过路费", P(rel(-1)), cat=c)
    T("⟦这个月⟧平台的收益", month_range(2052, 5), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上九点⟧ 机场交车", at(rel(1), 9), cat=c)
    T("⟨周三⟩试穿西装 ⟨下午两点⟩", at(wd(3), 14), cat=c, unsure="周三 said Sunday night = 07-03")
    T("⟦7月4号上午十点⟧ 游泳队集训", at(ymd(2052, 7, 4), 10), cat=c)
    T("⟦下周六下午三点到五点⟧ 少儿游泳课", cr(wk(1, 6), 15, 0, 17, 0), cat=c)
    c = "clock"
    T("⟦十一点⟧去停车场取车", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:50: the pm reading 23:00 is ten minutes ahead")
    T("⟦八点⟧开店门", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 has passed both ways: tomorrow 08:00")
    T("⟦今晚十二点⟧订单结束", at(rel(1), 0), cat=c, unsure="今晚十二点 = 00:00 of 07-01")
    T("⟦凌晨两点⟧去机场还车", at(rel(1), 2), cat=c, unsure="凌晨两点 with no day = the coming night, 07-01 02:00")
    c = "rollover"
    T("⟦周日下午⟧给客人量尺寸", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 22:50 is over: next Sunday 07-07")
    T("⟦周日晚上⟧把车吸一遍尘", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 22:50 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把面料钱结了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today (06-30): today alone")
    T("⟦下个月底前⟧把婚纱做好", deadline_day(ymd(2052, 7, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦下半年⟧的租车订单", dr(ymd(2052, 7, 1), ymd(2052, 12, 31)), cat=c, conv="halves", unsure="下半年 said on 06-30 = 2052's second half, starting tomorrow")
    T("⟦7月上旬⟧游泳比赛", xun(2052, 7, 1), cat=c, conv="month-parts")
    T("⟦十天之内⟧把旗袍交了", ndays(10), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧婚礼", P(lastwd(2052, 7, 6)), cat=c)
    T("⟦建党节后一天⟧泳馆恢复开放", P(ymd(2052, 7, 2)), cat=c)
    c = "holiday"
    T("⟦建党节⟧泳馆闭馆", P(ymd(2052, 7, 1)), cat=c)
    T("⟦小暑⟧那天户外泳池开放", P(XIAOSHU), cat=c, unsure="小暑 2052 = 07-06 (lunar-python, PyEphem)")
    T("⟦七夕⟧婚纱要交给新娘", P(QIXI), cat=c, unsure="七夕 2052 = 08-01 (lunar-python), also 建军节")
    c = "duration"
    T("⟦半小时后⟧提醒我去还车", after(td(minutes=30)), cat=c)
    T("⟦一周后⟧交西装", P(rel(7)), cat=c)
    c = "range"
    T("⟦7月10号到15号⟧车租出去了", dr(ymd(2052, 7, 10), ymd(2052, 7, 15)), cat=c)
    c = "numeric-date"
    T("⟦2052/7/8⟧ 婚纱第三次试穿", P(ymd(2052, 7, 8)), cat=c)
    c = "traditional"
    T("⟦下週四上午十點⟧交車", at(wk(1, 4), 10), cat=c)
    c = "coordination"
    T("⟦明天⟧和⟦后天⟧都有游泳课", P(rel(1)), P(rel(2)), cat=c)
    c = "none"
    T("泳镜要十副 泳帽十二顶", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧平台打的款", month_range(2052, 5), cat=c)
    T("⟦端午⟧那天的订单", P(DUANWU), cat=c, unsure="端午 2052 = 06-01 (lunar-python)")
    T("⟦周五⟧交的过路费", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back: 06-28")
    c = "deadline"
    T("⟦上半年⟧买面料花的钱", dr(ymd(2052, 1, 1), ymd(2052, 6, 30)), cat=c, conv="halves")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 旗袍试穿", at(rel(1), 10), cat=c)
    T("⟨周五⟩成人游泳班 ⟨晚上七点到八点半⟩", cr(wd(5), 19, 0, 20, 30), cat=c)
    T("⟦11月20号下午两点⟧ 交车给老客户", at(ymd(2052, 11, 20), 14), cat=c)
    T("⟦下周三早上八点⟧ 车送去保养", at(wk(1, 3), 8), cat=c)
    c = "clock"
    T("⟦十点⟧开始量尺寸", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦八点⟧去泳池", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 09:00 has passed, before noon: tomorrow 08:00")
    T("⟦九点半⟧交车", P(bare_clock(9, 30)), cat=c, conv="bare-hour")
    T("⟦差十分十一点⟧出门", at(today(), 10, 50), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周一上午⟧改裤脚", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周一上午 said Monday 09:00 is in progress: today")
    T("⟦周一早上⟧洗车", pod(wk(1, 1), "早上"), cat=c, conv="rollover-part", unsure="早上 is 06–09; at 09:00 it has just ended: next Monday 11-18")
    T("⟦周一晚上⟧中级班", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦双十二前⟧把羊毛面料囤好", deadline_day(ymd(2052, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦月底前⟧把三件大衣做完", deadline_day(ymd(2052, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦这个月下旬⟧游泳比赛", xun(2052, 11, 3), cat=c, conv="month-parts")
    T("⟦年底前⟧把车险续了", deadline_day(ymd(2052, 12, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦两周内⟧把婚纱交了", ndays(14), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧冬季游泳比赛", P(nth(2052, 12, 1, 6)), cat=c)
    T("⟦小雪后一天⟧车送去换雪地胎", P(XIAOXUE + td(days=1)), cat=c, unsure="小雪 2052 = 11-21 (lunar-python, PyEphem)")
    c = "holiday"
    T("⟦小雪⟧那天户外泳池关了", P(XIAOXUE), cat=c, unsure="小雪 2052 = 11-21 (lunar-python, PyEphem)")
    T("⟦感恩节⟧两台车都租出去了", P(holiday_in("thanksgiving", 2052)), cat=c)
    T("⟦双十二⟧裁缝店做活动", P(ymd(2052, 12, 12)), cat=c)
    c = "duration"
    T("⟦一个钟头后⟧提醒我去还车", after(td(hours=1)), cat=c)
    T("⟦十天后⟧交西装", P(rel(10)), cat=c)
    c = "range"
    T("⟦11月22号到24号⟧游泳比赛", dr(ymd(2052, 11, 22), ymd(2052, 11, 24)), cat=c)
    c = "numeric-date"
    T("⟦11.25⟧ 旗袍交货", P(ymd(2052, 11, 25)), cat=c)
    c = "traditional"
    T("⟦下禮拜二下午四點⟧游泳課", at(wk(1, 2), 16), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧车都租出去了", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("胸围九十二 腰围七十四 肩宽四十二", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的平台收益", month_range(2052, 10), cat=c)
    T("⟦立冬⟧那天买的呢子布", P(LIDONG), cat=c, unsure="立冬 2052 = 11-07 (lunar-python, PyEphem)")
    T("⟦昨天⟧收的尾款", P(rel(-1)), cat=c)
    c = "deadline"
    T("⟦上季度⟧游泳课收入", quarter(2052, 3), cat=c, conv="quarters")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("wedding dress 2nd fitting ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("⟨thurs⟩ kids swim lesson ⟨4:30pm⟩", at(wd(4), 16, 30), cat=c)
    T("car handover to the guest ⟦june 3 at 10am⟧", at(ymd(2052, 6, 3), 10), cat=c)
    T("extra lesson for the intermediate group ⟦next tue 7pm⟧", at(wk(1, 2), 19), cat=c)
    c = "clock"
    T("open up the pool ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, still ahead at 06:15: today 18:00")
    T("measurements ⟦6am⟧", at(rel(1), 6), cat=c, unsure="6am with no day at 06:15 has passed: tomorrow 06:00")
    T("hand over the car ⟦7am⟧", at(today(), 7), cat=c, unsure="7am with no day at 06:15 is ahead: today")
    T("leave for the pool ⟦quarter to seven⟧", at(today(), 18, 45), cat=c, conv="bare-hour", unsure="the named hour 7 reads 19:00; a quarter before = 18:45 today")
    c = "rollover"
    T("press the qipao ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 06:15 has just begun: today")
    T("return the car ⟦monday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("deliver the three suits ⟦by the end of the month⟧", deadline_day(ymd(2052, 5, 31)), cat=c, conv="by-inclusive")
    T("meet entry forms in ⟦before june 1⟧", deadline_day(ymd(2052, 5, 31)), cat=c, conv="en-before-exclusive")
    T("finish the dress hem ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("get the car washed ⟦by noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("swim meet ⟦mid-june⟧", xun(2052, 6, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("wedding ⟦the third sunday of june⟧", P(nth(2052, 6, 3, 7)), cat=c)
    T("pool reopens ⟦the day after memorial day⟧", P(holiday_in("memorial", 2052) + td(days=1)), cat=c)
    c = "holiday"
    T("both cars booked ⟦father's day⟧", P(holiday_in("fathers", 2052)), cat=c)
    T("pool closed ⟦juneteenth⟧", P(ymd(2052, 6, 19)), cat=c)
    T("water games for the kids ⟦the fourth of july⟧", P(ymd(2052, 7, 4)), cat=c)
    c = "duration"
    T("remind me to head to the pool ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("hand the car over ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("car rented to a road trip guest ⟦june 7-9⟧", dr(ymd(2052, 6, 7), ymd(2052, 6, 9)), cat=c)
    c = "numeric-date"
    T("final dress fitting ⟦6/8⟧", P(ymd(2052, 6, 8)), cat=c, conv="en-month-first")
    c = "coordination"
    T("beginner group ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("waist 30, inseam 32, sleeve 34", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("swim lesson fees ⟦last week⟧", week_range(-1), cat=c)
    T("fabric ⟦mother's day⟧", P(holiday_in("mothers", 2052)), cat=c)
    T("guest ran up tolls ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("app payouts ⟦this month⟧", month_range(2052, 5), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("car handover at the airport ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("⟨wed⟩ suit fitting ⟨2pm⟩", at(wd(3), 14), cat=c, unsure="wed said Sunday night = 07-03")
    T("swim team practice ⟦july 4th at 10am⟧", at(ymd(2052, 7, 4), 10), cat=c)
    T("kids swim lesson ⟦next sat 3-5pm⟧", cr(wk(1, 6), 15, 0, 17, 0), cat=c)
    c = "clock"
    T("pick up the car from the lot ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:50: the pm reading 23:00 is ten minutes ahead")
    T("open the shop ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 has passed both ways: tomorrow 08:00")
    T("booking ends ⟦at midnight⟧", at(rel(1), 0), cat=c, unsure="midnight tonight = 00:00 of 07-01")
    T("return the car at the airport ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day = the coming night, 07-01 02:00")
    c = "rollover"
    T("measure a client ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 22:50 is over: next Sunday 07-07")
    T("vacuum the car ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 22:50 is in progress: today")
    c = "deadline"
    T("pay the fabric bill ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the month ends today (06-30): today alone")
    T("wedding dress done ⟦by the end of july⟧", deadline_day(ymd(2052, 7, 31)), cat=c, conv="by-inclusive")
    T("bookings ⟦the second half of the year⟧", dr(ymd(2052, 7, 1), ymd(2052, 12, 31)), cat=c, conv="halves", unsure="said on 06-30 = 2052's second half, starting tomorrow")
    T("swim meet ⟦early july⟧", xun(2052, 7, 1), cat=c, conv="month-parts")
    T("deliver the qipao ⟦within 10 days⟧", ndays(10), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("wedding ⟦the last saturday of july⟧", P(lastwd(2052, 7, 6)), cat=c)
    T("pool reopens ⟦the day after the fourth⟧", P(ymd(2052, 7, 5)), cat=c)
    c = "holiday"
    T("pool closed ⟦independence day⟧", P(ymd(2052, 7, 4)), cat=c)
    T("both cars out ⟦labor day⟧", P(holiday_in("labor", 2052)), cat=c)
    c = "duration"
    T("remind me to return the car ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("suit delivery ⟦a week from now⟧", P(rel(7)), cat=c)
    c = "range"
    T("car's rented out ⟦july 10 to 15⟧", dr(ymd(2052, 7, 10), ymd(2052, 7, 15)), cat=c)
    c = "numeric-date"
    T("third dress fitting ⟦7/8/2052⟧", P(ymd(2052, 7, 8)), cat=c, conv="en-month-first")
    c = "coordination"
    T("swim lessons ⟦tmrw⟧ and ⟦the day after⟧", P(rel(1)), P(rel(2)), cat=c)
    c = "none"
    T("need 10 pairs of goggles and 12 caps", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("app payout ⟦last month⟧", month_range(2052, 5), cat=c)
    T("guest tolls ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back: 06-28")
    T("bookings ⟦memorial day⟧", P(holiday_in("memorial", 2052)), cat=c)
    c = "deadline"
    T("fabric spending ⟦the first half of the year⟧", dr(ymd(2052, 1, 1), ymd(2052, 6, 30)), cat=c, conv="halves")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("qipao fitting ⟦tomorrow at 10am⟧", at(rel(1), 10), cat=c)
    T("⟨fri⟩ adult swim class ⟨7-8:30pm⟩", cr(wd(5), 19, 0, 20, 30), cat=c)
    T("car handover to a regular ⟦nov 20 at 2pm⟧", at(ymd(2052, 11, 20), 14), cat=c)
    T("car in for service ⟦next wed 8am⟧", at(wk(1, 3), 8), cat=c)
    c = "clock"
    T("start measuring ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("head to the pool ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 09:00 has passed, before noon: tomorrow 08:00")
    T("hand over the car ⟦at 9:30⟧", P(bare_clock(9, 30)), cat=c, conv="bare-hour")
    T("leave ⟦ten to eleven⟧", at(today(), 10, 50), cat=c, conv="bare-hour")
    c = "rollover"
    T("hem the trousers ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 09:00 is in progress (English morning 06–12): today")
    T("intermediate group ⟦monday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("order wool fabric ⟦before thanksgiving⟧", deadline_day(ymd(2052, 11, 27)), cat=c, conv="en-before-exclusive")
    T("finish three coats ⟦by the end of the month⟧", deadline_day(ymd(2052, 11, 30)), cat=c, conv="by-inclusive")
    T("swim meet ⟦late november⟧", xun(2052, 11, 3), cat=c, conv="month-parts")
    T("renew the car insurance ⟦by the end of the year⟧", deadline_day(ymd(2052, 12, 31)), cat=c, conv="by-inclusive")
    T("wedding dress delivered ⟦within two weeks⟧", ndays(14), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("winter swim meet ⟦the first saturday of december⟧", P(nth(2052, 12, 1, 6)), cat=c)
    T("car back from the shop ⟦the day after thanksgiving⟧", P(holiday_in("thanksgiving", 2052) + td(days=1)), cat=c)
    c = "holiday"
    T("both cars booked ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2052)), cat=c)
    T("shop sale ⟦black friday⟧", P(holiday_in("blackfriday", 2052)), cat=c)
    T("wedding ⟦christmas eve⟧", P(ymd(2052, 12, 24)), cat=c)
    c = "duration"
    T("remind me to return the car ⟦in an hour⟧", after(td(hours=1)), cat=c)
    T("suit delivery ⟦ten days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("swim meet ⟦nov 22-24⟧", dr(ymd(2052, 11, 22), ymd(2052, 11, 24)), cat=c)
    c = "numeric-date"
    T("qipao delivery ⟦11/25⟧", P(ymd(2052, 11, 25)), cat=c, conv="en-month-first")
    c = "coordination"
    T("cars rented ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("chest 38, waist 32, shoulders 18", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("app earnings ⟦last month⟧", month_range(2052, 10), cat=c)
    T("fabric ⟦last thursday⟧", P(wk(-1, 4)), cat=c)
    T("balance paid ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("swim lesson income ⟦last quarter⟧", quarter(2052, 3), cat=c, conv="quarters")
