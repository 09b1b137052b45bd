"""Round 28 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a couple who run a small countryside
guesthouse (民宿: guests checking in for several nights, deposits and balances, laundry and linen, supplies bought in
town, cancellations, the guests' hiking days), a city bus driver who coaches a children's football team on weekends
(early and split shifts, 换班, training twice a week, match days and a two-day tournament, a parents' meeting) and a
man recovering from knee surgery (复健 / physio three times a week, 复诊 / follow-ups, medicine, his daughter's visit,
a walking group) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months,
durations from now, holidays (Chinese lunar, solar terms, Western by rule, shopping days), parts of the day in
progress, over or ahead, coordination, and rows with no time (linen counts, jersey numbers, brace sizes).

Reference times (new in this round):
  NA = 2048-02-29T10:30 Saturday, a leap day: 月底 / "the end of the month" is today (月底前 = today alone), 下个月 /
       "next month" March starts tomorrow (Sunday 03-01); 这周末 / "this weekend" = today and tomorrow; next week
       03-02 … 03-08; 上午 / English "morning" in progress (周六上午 / "saturday morning" today) while 早上 (06–09) is
       over (周六早上 moves a week, 03-07); a bare 10 or 9:30 has passed and, before noon, reads tomorrow, a bare 11
       reads 11:00 today, a bare 3 15:00; "the 29th" of next month exists (03-29); 明年的今天 / "same day next year"
       does not exist and clamps to 2049-02-28 (flagged); 元宵 was yesterday (02-28), 惊蛰 Thursday 03-05, 妇女节 Sunday
       03-08 (= the day US DST begins; no duration in hours crosses it), 植树节 03-12, 龙抬头 Sunday 03-15, St.
       Patrick's 03-17, Good Friday 04-03, Easter 04-05 (清明 04-04).
  NB = 2048-06-18T21:45 Thursday, 618 late in the evening: 今晚 / 周四晚上 / "thursday night" in progress and nearly
       over, 周四下午 / "thursday afternoon" over (next week 06-25); a bare 9 has passed both ways and reads tomorrow
       09:00, a bare 8 tomorrow 08:00, a bare 10 or 11 reads tonight (22:00, 23:00); 凌晨两点 / "2am" with no day = 06-19
       02:00; 今晚十二点前 / "before midnight" ends 06-19 00:00; 端午 was Monday 06-15 (lunar-python), Juneteenth
       tomorrow, 夏至 Saturday 06-20, Father's Day Sunday 06-21; this weekend 06-20/21, next week 06-22 … 06-28; 下旬 /
       "late june" = 06-21 … 06-30, 月底 Tuesday 06-30, 建党节 Wednesday 07-01, the Fourth a Saturday; a bare 周五 /
       "fri" is tomorrow 06-19, before the 周一 of the same list (flagged).
  NC = 2048-12-24T16:20 Thursday, 平安夜 / Christmas Eve: 圣诞 / Christmas tomorrow (Friday), Boxing Day Saturday, this
       weekend 12-26/27; next week 12-28 … 2049-01-03 spans 元旦 (Friday 2049-01-01); 年底 / "the end of the year"
       Thursday 12-31 (= 月底); "the last friday of the year" is Christmas Day itself (flagged); 周四下午 / "thursday
       afternoon" in progress, 周四上午 / "thursday morning" over (next week 12-31); a bare 4 or 3 has passed (tomorrow
       16:00 / 15:00), a bare 5 is ahead (17:00), a bare 8 reads 20:00; 冬至 was Monday 12-21, 小寒 2049-01-05, 腊八
       2049-01-11, MLK Day 2049-01-18.
The Chinese festival and solar-term dates of 2048 were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2048-02-29T10:30:00"  # Saturday 10:30, leap day: bare 10 → tomorrow 10:00, bare 11 → 11:00, 月底 today
NB = "2048-06-18T21:45:00"  # Thursday 21:45, 618: bare 9 → tomorrow 09:00, bare 10 → 22:00, 今晚 in progress
NC = "2048-12-24T16:20:00"  # Thursday 16:20, 平安夜: bare 4 → tomorrow 16:00, bare 5 → 17:00, 圣诞 tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
LONGTAITOU = ymd(2048, 3, 15)
JINGZHE = ymd(2048, 3, 5)
DUANWU = ymd(2048, 6, 15)
XIAZHI = ymd(2048, 6, 20)
QIXI = ymd(2048, 8, 16)
XIAOHAN = ymd(2049, 1, 5)
LABA = ymd(2049, 1, 11)
NEWYEAR = ymd(2049, 1, 1)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦下周一早上五点四十⟧出第一班车", at(wk(1, 1), 5, 40), cat=c)
    T("⟨明天⟩球队训练 ⟨上午九点到十一点⟩", cr(rel(1), 9, 0, 11, 0), cat=c, unsure="明天 = Sunday 03-01, the first day of March")
    T("⟦3月6号下午两点⟧去医院复诊", at(ymd(2048, 3, 6), 14), cat=c)
    T("⟦下周三晚上七点到八点半⟧开家长会", cr(wk(1, 3), 19, 0, 20, 30), cat=c)
    c = "clock"
    T("⟦十一点⟧有客人来办入住", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 10:30 is ahead: 11:00 today")
    T("⟦十点⟧去做复健", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 10:30 has passed (before noon): tomorrow 10:00")
    T("⟦三点⟧带孩子们踢友谊赛", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦九点半⟧跟老刘换班", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 10:30 has passed: tomorrow 09:30")
    c = "rollover"
    T("⟦周六早上⟧去镇上买床单", pod(wk(1, 6), "早上"), cat=c, conv="rollover-part", unsure="周六早上 (06–09) said Saturday 10:30 is over: next Saturday 03-07")
    T("⟦周六上午⟧做复健", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周六上午 said Saturday 10:30 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把平台佣金结了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="a leap day: 月底 is today, today alone")
    T("⟦3月15号前⟧把客人的尾款收齐", deadline_day(ymd(2048, 3, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦下个月上旬⟧球队报名", xun(2048, 3, 1), cat=c, conv="month-parts")
    T("⟦这周末⟧两天都有客人住", dr(today(), rel(1)), cat=c, unsure="这周末 said Saturday = today and tomorrow (03-01)")
    c = "arithmetic"
    T("⟦下个月29号⟧再去复诊", P(ymd(2048, 3, 29)), cat=c)
    T("⟦下个月第二个周三⟧球队体检", P(nth(2048, 3, 2, 3)), cat=c)
    T("⟦明年的今天⟧再订这间房", P(addy(today(), 1)), cat=c, unsure="明年的今天 from a leap day: 2049-02-29 does not exist, clamped to 02-28")
    c = "holiday"
    T("⟦龙抬头⟧那天带队员去理发", P(LONGTAITOU), cat=c, unsure="龙抬头 2048 = 03-15 (lunar-python)")
    T("⟦妇女节⟧给老婆订个蛋糕", P(ymd(2048, 3, 8)), cat=c)
    T("⟦惊蛰⟧那天复诊", P(JINGZHE), cat=c, unsure="惊蛰 2048 = 03-05 (lunar-python)")
    c = "duration"
    T("⟦一个半小时后⟧去车站接客人", after(td(minutes=90)), cat=c)
    c = "range"
    T("⟦3月2号到5号⟧一家三口入住", dr(ymd(2048, 3, 2), ymd(2048, 3, 5)), cat=c)
    c = "numeric-date"
    T("⟦3.20⟧ 客人退房", P(ymd(2048, 3, 20)), cat=c)
    c = "traditional"
    T("⟦下週二上午十點⟧去醫院複健", at(wk(1, 2), 10), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周四⟧带孩子们训练", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("床单12套 枕套24个 毛巾30条", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧客人付的定金", P(rel(-1)), cat=c)
    T("⟦上周日⟧给球队买的球衣", P(wk(-1, 7)), cat=c)
    T("⟦这个月⟧的布草清洗费", month_range(2048, 2), cat=c)
    T("⟦上个季度⟧的医药费", quarter(2047, 4), cat=c, conv="quarters")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧早班", at(rel(1), 6), cat=c)
    T("⟨周六⟩锦标赛第一场 ⟨上午九点半⟩开球", at(wd(6), 9, 30), cat=c)
    T("⟦下周一下午三点到四点⟧做复健", cr(wk(1, 1), 15, 0, 16, 0), cat=c)
    T("⟦6月25号晚上八点⟧开家长会", at(ymd(2048, 6, 25), 20), cat=c)
    c = "clock"
    T("⟦十点⟧提醒我吃消炎药", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:45 reads 22:00 tonight")
    T("⟦九点⟧给客人回电话", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    T("⟦十一点⟧把院子的灯关了", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 21:45 reads 23:00 tonight")
    T("⟦八点⟧接班", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:45 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧有赶飞机的客人到", at(rel(1), 2), cat=c, unsure="凌晨两点 with no day = the coming night, 06-19 02:00")
    c = "rollover"
    T("⟦周四下午⟧去复诊", pod(wk(1, 4), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 21:45 is over: next Thursday 06-25")
    T("⟦周四晚上⟧把明天的早餐定了", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周四晚上 said Thursday 21:45 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把队费收齐", deadline_day(ymd(2048, 6, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦今晚十二点前⟧把房价改了", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 06-19 00:00; a clock deadline starts now")
    T("⟦建党节前⟧交锦标赛报名费", deadline_day(ymd(2048, 7, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦下旬⟧客人多", xun(2048, 6, 3), cat=c, conv="month-parts")
    T("⟦半小时内⟧回复客人", deadline_clock(C.now + td(minutes=30)), cat=c)
    c = "holiday"
    T("⟦父亲节⟧女儿回来看我", P(holiday_in("fathers", 2048)), cat=c)
    T("⟦夏至⟧那天球队加练", P(XIAZHI), cat=c, unsure="夏至 2048 = 06-20 (lunar-python)")
    T("⟦七夕⟧那几天民宿满房", P(QIXI), cat=c, unsure="七夕 2048 = 08-16 (lunar-python)")
    c = "duration"
    T("⟦两小时后⟧去车站接晚到的客人", after(td(hours=2)), cat=c)
    c = "range"
    T("⟦6月27号到28号⟧两天的杯赛", dr(ymd(2048, 6, 27), ymd(2048, 6, 28)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧球队友谊赛", P(nth(2048, 7, 1, 6)), cat=c)
    c = "numeric-date"
    T("⟦7/3⟧ 客人退房", P(ymd(2048, 7, 3)), cat=c)
    c = "traditional"
    T("⟦禮拜六早上八點⟧比賽", at(wd(6), 8), cat=c)
    c = "coordination"
    T("⟦周一⟧、⟦周三⟧、⟦周五⟧去复健", P(wd(1)), P(wd(3)), P(wd(5)), cat=c,
      unsure="bare weekdays said Thursday night: 周一 06-22, 周三 06-24, 周五 tomorrow 06-19 (the nearest each)")
    c = "none"
    T("球衣22件 12个4号球", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦端午⟧那天收的房费", P(DUANWU), cat=c, unsure="端午 2048 = Monday 06-15 (lunar-python)")
    T("⟦这个季度⟧的医药费", quarter(2048, 2), cat=c, conv="quarters")
    T("⟦618⟧买的护膝", P(today()), cat=c, unsure="618 is today")
    T("⟦上周⟧买的球", week_range(-1), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点到四点⟧圣诞亲子球赛", cr(rel(1), 14, 0, 16, 0), cat=c)
    T("⟨下周二⟩复健 ⟨上午十点⟩", at(wk(1, 2), 10), cat=c)
    T("⟦12月30号中午⟧女儿到", at(ymd(2048, 12, 30), 12), cat=c)
    T("⟦元旦早上六点半⟧发第一班车", at(NEWYEAR, 6, 30), cat=c)
    c = "clock"
    T("⟦四点⟧有客人入住", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:20 has passed: tomorrow 16:00 (圣诞)")
    T("⟦五点⟧去镇上买菜", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:20 is ahead: 17:00 today")
    T("⟦八点⟧给客人送平安果", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:20 reads 20:00 tonight")
    c = "rollover"
    T("⟦周四上午⟧去复健", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 16:20 is over: next Thursday 12-31")
    T("⟦周四下午⟧把床单收了", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 16:20 is in progress: today")
    c = "deadline"
    T("⟦年底前⟧把平台佣金对完", deadline_day(ymd(2048, 12, 31)), cat=c)
    T("⟦元旦前⟧把报销材料交上去", deadline_day(NEWYEAR), cat=c, conv="zh-qian-inclusive")
    T("⟦下个月中旬⟧复诊", xun(2049, 1, 2), cat=c, conv="month-parts")
    T("⟦未来七天⟧的订单", ndays(7), cat=c, conv="n-days-counting-today")
    T("⟦这周内⟧找人换班", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    c = "holiday"
    T("⟦圣诞节⟧球队放假", P(ymd(2048, 12, 25)), cat=c)
    T("⟦平安夜晚上⟧给客人包饺子", pod(today(), "晚上"), cat=c, unsure="平安夜 is today; its evening is ahead")
    T("⟦腊八⟧那天熬粥给客人", P(LABA), cat=c, unsure="腊八 = 2049-01-11 (lunar-python)")
    T("⟦小寒⟧去复诊", P(XIAOHAN), cat=c, unsure="小寒 = 2049-01-05 (lunar-python)")
    c = "duration"
    T("⟦三个礼拜后⟧复诊", P(rel(21)), cat=c)
    c = "range"
    T("⟦12月26号到1月2号⟧一家人连住七晚", dr(ymd(2048, 12, 26), ymd(2049, 1, 2)), cat=c)
    c = "arithmetic"
    T("⟦今年最后一个周五⟧球队聚餐", P(lastwd(2048, 12, 5)), cat=c, unsure="the last Friday of 2048 is 12-25, Christmas Day")
    c = "numeric-date"
    T("⟦1.3⟧ 客人退房", P(ymd(2049, 1, 3)), cat=c)
    c = "traditional"
    T("⟦後天上午十點⟧去複診", at(rel(2), 10), cat=c)
    c = "coordination"
    T("⟦26号⟧、⟦27号⟧都满房", P(ymd(2048, 12, 26)), P(ymd(2048, 12, 27)), cat=c)
    c = "none"
    T("护膝M码 拐杖调到第5格", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦前天⟧收的尾款", P(rel(-2)), cat=c)
    T("⟦本季度⟧的医药费", quarter(2048, 4), cat=c, conv="quarters")
    T("⟦12月上旬⟧的公交月票", xun(2048, 12, 1), cat=c, conv="month-parts")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("first run on route 42 ⟦mon 5:40am⟧", at(wd(1), 5, 40), cat=c)
    T("⟨tmrw⟩ team practice ⟨9 to 11⟩", cr(rel(1), 9, 0, 11, 0), cat=c, conv="bare-hour", unsure="tmrw = Sunday 03-01")
    T("follow-up w/ the surgeon ⟦march 6 at 2pm⟧", at(ymd(2048, 3, 6), 14), cat=c)
    T("parents' meeting ⟦next wed 7-8:30pm⟧", cr(wk(1, 3), 19, 0, 20, 30), cat=c)
    c = "clock"
    T("guests checking in ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 10:30 is ahead: 11:00 today")
    T("physio ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 10:30 has passed (before noon): tomorrow 10:00")
    T("scrimmage with the under-10s ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("shift swap w/ dave ⟦at 9:30⟧", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 10:30 has passed: tomorrow 09:30")
    c = "rollover"
    T("laundry run ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="English morning (06–12) said Saturday 10:30 is in progress: today")
    T("restock the guest pantry ⟦saturday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("platform commission settled ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="a leap day: the month ends today")
    T("balance from the lees ⟦by the 15th⟧", deadline_day(ymd(2048, 3, 15)), cat=c, conv="by-inclusive")
    T("book a ref ⟦before st. patrick's day⟧", deadline_day(ymd(2048, 3, 16)), cat=c, conv="en-before-exclusive")
    T("team signups ⟦early march⟧", xun(2048, 3, 1), cat=c, conv="month-parts")
    T("two rooms taken ⟦this weekend⟧", dr(today(), rel(1)), cat=c, unsure="this weekend said Saturday = today and tomorrow (03-01)")
    c = "arithmetic"
    T("next follow-up ⟦the 29th of next month⟧", P(ymd(2048, 3, 29)), cat=c)
    T("team physicals ⟦the second wednesday of march⟧", P(nth(2048, 3, 2, 3)), cat=c)
    T("same room ⟦same day next year⟧", P(addy(today(), 1)), cat=c, unsure="from a leap day: 2049-02-29 does not exist, clamped to 02-28")
    c = "holiday"
    T("brunch for the guests ⟦easter sunday⟧", P(holiday_in("easter", 2048)), cat=c)
    T("no practice ⟦good friday⟧", P(holiday_in("goodfriday", 2048)), cat=c)
    T("walking group picnic ⟦st. patrick's day⟧", P(ymd(2048, 3, 17)), cat=c)
    c = "duration"
    T("get the guests from the station ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "range"
    T("family of three ⟦march 2-5⟧", dr(ymd(2048, 3, 2), ymd(2048, 3, 5)), cat=c)
    c = "numeric-date"
    T("guests check out ⟦3/20⟧", P(ymd(2048, 3, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("practice ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("12 sets of sheets, 24 pillowcases", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("deposit from the guests ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("jerseys ⟦last sunday⟧", P(wk(-1, 7)), cat=c, unsure="last sunday = last week's Sunday 02-23")
    T("linen service ⟦this month⟧", month_range(2048, 2), cat=c)
    T("meds ⟦last quarter⟧", quarter(2047, 4), cat=c, conv="quarters")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("early shift ⟦tmrw 6am⟧", at(rel(1), 6), cat=c)
    T("⟨sat⟩ tournament opener, kickoff ⟨9:30am⟩", at(wd(6), 9, 30), cat=c)
    T("physio ⟦next mon 3-4pm⟧", cr(wk(1, 1), 15, 0, 16, 0), cat=c)
    T("parents' mtg ⟦june 25 at 8pm⟧", at(ymd(2048, 6, 25), 20), cat=c)
    c = "clock"
    T("take my anti-inflammatories ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:45 reads 22:00 tonight")
    T("call the guest back ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    T("lock the front gate ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 21:45 reads 23:00 tonight")
    T("relief shift ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:45 has passed both ways: tomorrow 08:00")
    T("guest's flight gets in ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day = the coming night, 06-19 02:00")
    c = "rollover"
    T("follow-up ⟦thursday afternoon⟧", pod(wk(1, 4), "afternoon"), cat=c, conv="rollover-part",
      unsure="thursday afternoon said Thursday 21:45 is over: next Thursday 06-25")
    T("plan breakfast for the guests ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="thursday night said Thursday 21:45 is in progress: today")
    c = "deadline"
    T("team fees in ⟦by the end of the month⟧", deadline_day(ymd(2048, 6, 30)), cat=c)
    T("change the room rates ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="midnight tonight = 06-19 00:00")
    T("tournament entry ⟦before july 1⟧", deadline_day(ymd(2048, 6, 30)), cat=c, conv="en-before-exclusive")
    T("busy with guests ⟦late june⟧", xun(2048, 6, 3), cat=c, conv="month-parts")
    T("answer the guest ⟦within 30 minutes⟧", deadline_clock(C.now + td(minutes=30)), cat=c)
    c = "holiday"
    T("my daughter's coming ⟦father's day⟧", P(holiday_in("fathers", 2048)), cat=c)
    T("no practice ⟦juneteenth⟧", P(ymd(2048, 6, 19)), cat=c)
    T("sparklers for the guests ⟦the fourth⟧", P(ymd(2048, 7, 4)), cat=c)
    c = "duration"
    T("fetch the late guests ⟦in 2 hours⟧", after(td(hours=2)), cat=c)
    c = "range"
    T("2-day cup ⟦june 27-28⟧", dr(ymd(2048, 6, 27), ymd(2048, 6, 28)), cat=c)
    c = "arithmetic"
    T("friendly vs the tigers ⟦the first sunday of july⟧", P(nth(2048, 7, 1, 7)), cat=c)
    c = "numeric-date"
    T("checkout ⟦7/3⟧", P(ymd(2048, 7, 3)), cat=c, conv="en-month-first")
    c = "coordination"
    T("physio ⟦mon⟧, ⟦wed⟧ and ⟦fri⟧", P(wd(1)), P(wd(3)), P(wd(5)), cat=c,
      unsure="bare weekdays said Thursday night: mon 06-22, wed 06-24, fri tomorrow 06-19 (the nearest each)")
    c = "none"
    T("22 jerseys and a dozen size 4 balls", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("room money ⟦monday⟧", P(wd(1)), cat=c, unsure="monday said Thursday, looking back: 06-15")
    T("meds ⟦this quarter⟧", quarter(2048, 2), cat=c, conv="quarters")
    T("knee brace ⟦tuesday⟧", P(wd(2)), cat=c)
    T("new balls ⟦last week⟧", week_range(-1), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("christmas family match ⟦tmrw 2-4pm⟧", cr(rel(1), 14, 0, 16, 0), cat=c)
    T("⟨next tue⟩ physio ⟨10am⟩", at(wk(1, 2), 10), cat=c)
    T("my daughter gets in ⟦dec 30 at noon⟧", at(ymd(2048, 12, 30), 12), cat=c)
    T("first bus ⟦new year's day 6:30am⟧", at(NEWYEAR, 6, 30), cat=c)
    c = "clock"
    T("check-in for room 2 ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:20 has passed: tomorrow 16:00 (Christmas)")
    T("grocery run ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 16:20 is ahead: 17:00 today")
    T("dinner w/ the guests ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:20 reads 20:00 tonight")
    c = "rollover"
    T("physio ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 16:20 is over: next Thursday 12-31")
    T("strip the beds ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="thursday afternoon said Thursday 16:20 is in progress: today")
    c = "deadline"
    T("reconcile the booking fees ⟦by the end of the year⟧", deadline_day(ymd(2048, 12, 31)), cat=c)
    T("insurance claim in ⟦before new year's⟧", deadline_day(ymd(2048, 12, 31)), cat=c, conv="en-before-exclusive")
    T("follow-up ⟦mid-january⟧", xun(2049, 1, 2), cat=c, conv="month-parts")
    T("bookings ⟦in the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")
    T("swap a shift ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    c = "holiday"
    T("team's off ⟦christmas day⟧", P(ymd(2048, 12, 25)), cat=c)
    T("leftover turkey for the guests ⟦boxing day⟧", P(ymd(2048, 12, 26)), cat=c)
    T("carols with the walking group ⟦christmas eve at 7pm⟧", at(today(), 19), cat=c)
    T("no buses ⟦mlk day⟧", P(holiday_in("mlk", 2049)), cat=c)
    c = "duration"
    T("knee follow-up ⟦3 weeks from now⟧", P(rel(21)), cat=c)
    c = "range"
    T("family staying ⟦dec 26-jan 2⟧", dr(ymd(2048, 12, 26), ymd(2049, 1, 2)), cat=c)
    c = "arithmetic"
    T("team dinner ⟦the last friday of the year⟧", P(lastwd(2048, 12, 5)), cat=c, unsure="the last Friday of 2048 is 12-25, Christmas Day")
    c = "numeric-date"
    T("checkout ⟦1/3⟧", P(ymd(2049, 1, 3)), cat=c, conv="en-month-first")
    c = "coordination"
    T("fully booked ⟦the 26th⟧ and ⟦27th⟧", P(ymd(2048, 12, 26)), P(ymd(2048, 12, 27)), cat=c)
    c = "none"
    T("knee brace size M, crutches on notch 5", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("balance from the guests ⟦two days ago⟧", P(rel(-2)), cat=c)
    T("pharmacy bills ⟦this quarter⟧", quarter(2048, 4), cat=c, conv="quarters", unsure="this quarter written as the whole Q4")
    T("bus pass ⟦early december⟧", xun(2048, 12, 1), cat=c, conv="month-parts")
