"""Round 23 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a flight attendant on rotating rosters
(签到/report times before dawn, 红眼航班/red-eyes, 过夜/layovers, 备份/standby days, 体检/medical checks, 复训/recurrent
training with deadlines), the owner of a small car-repair garage (appointments by customer or plate, 保养/services,
年检/inspection deadlines, 配件/parts, 拖车/tow calls) and a freelance translator and conference interpreter (client
calls across time zones, 交稿/deadlines, 会议同传/interpreting jobs over several days, 报税/tax deadlines) use inside
requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, quarters, durations from now,
holidays (Chinese, solar terms and Western by rule), parts of the day in progress, over or ahead, coordination, and
rows with no time (plates, order numbers, sizes, weights, counts).

Reference times (new in this round):
  NA  = 2027-10-31T21:10 Sunday, Halloween: the month and the week both end today, so 月底/"the end of the month" and
        这周内/"this week" are today alone, 明天/tomorrow = 下周一/"next monday" = 11-01, 下个月/"next month" is
        November; 今晚/"tonight" and 周日晚上/"sunday night" in progress, 周日下午/"sunday afternoon" over (next week); a
        bare 7, 8 or 9 has passed both ways and reads tomorrow (19:00, 08:00, 09:00), a bare 9:30, 10 or 11 reads
        tonight; 凌晨四点/"4am" with no day = 11-01 04:00; 立冬 Sunday 11-07 (US DST ends that night), 双十一 = Veterans
        Day Thursday 11-11, Thanksgiving 11-25, Black Friday 11-26.
  NBZ = 2043-03-08T23:50 Sunday (Chinese rows), ten minutes before a new week: 这周内 is today alone, 明天 = 下周一 =
        03-09 (flagged where both are said), a bare 8, 11 or 3 has passed both ways and reads tomorrow; 今晚十二点 =
        03-09 00:00; 凌晨两点 with no day = 03-09 02:00; 周日上午 over (next week); 妇女节 today, 植树节 Thursday 03-12,
        春分 Saturday 03-21, Easter 03-29, 清明 04-05; 月底 Tuesday 03-31.
  NBE = 2043-03-08T01:30 Sunday (English rows) in New York, the night the clocks go forward (02:00 → 03:00): no
        duration in hours is used (it would cross the change); today is Sunday, "tonight" read as Sunday evening and
        "last night" as Saturday's (flagged), "tmrw" = Monday 03-09 (flagged); a bare 8 reads 08:00 today, a bare 1 or
        2 13:00/14:00 today; "3am" with no day = today 03:00; "this week" = today alone, next week 03-09 … 03-15;
        St. Patrick's Tuesday 03-17, Palm Sunday 03-22, Good Friday 03-27, Easter 03-29.
  NC  = 2043-06-05T12:15 Friday, the Friday before 端午 (Thursday 06-11): a bare 12 has passed and reads tomorrow's
        noon, a bare 8-11 reads pm today, a bare 1 13:00; 周五上午/"friday morning" is over (next week), 周五下午/"friday
        afternoon" in progress (today); 端午前 = today … 06-11; 芒种 tomorrow (Saturday 06-06), this weekend 06-06/07,
        next week starts 06-08; 上旬 ends 06-10, 下旬 = 06-21 … 06-30, 月底 Tuesday 06-30 (Q2 and the half-year end
        then); 618 Thursday 06-18, Juneteenth Friday 06-19, Father's Day = 夏至 Sunday 06-21, 建党节 Wednesday 07-01,
        the Fourth a Saturday.
The Chinese festival and solar-term dates of 2043 were taken from lunar-python (端午 06-11, 芒种 06-06, 春分 03-21, 清明
04-05); Easter by the computus in lib.
"""
from lib import *

NA = "2027-10-31T21:10:00"   # Sunday 21:10, Halloween: month and week end today; bare 7/8/9 → tomorrow, 10/11 → tonight
NBZ = "2043-03-08T23:50:00"  # Sunday 23:50 (zh): 明天 = 下周一; bare 8/11/3 → tomorrow
NBE = "2043-03-08T01:30:00"  # Sunday 01:30 (en), US DST begins at 02:00: bare 8 → 08:00 today, bare 1 → 13:00
NC = "2043-06-05T12:15:00"   # Friday 12:15 before 端午 (06-11): bare 12 → tomorrow noon, bare 8–11 → pm today
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
DUANWU = ymd(2043, 6, 11)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天早上五点⟧签到", at(rel(1), 5), cat=c)
    T("⟦下周三下午两点到四点⟧复训", cr(wk(1, 3), 14, 0, 16, 0), cat=c)
    T("⟨礼拜四⟩给张师傅的车做保养 ⟨上午十点⟩", at(wd(4), 10), cat=c)
    T("⟦11月5号晚上十一点⟧的红眼航班", at(ymd(2027, 11, 5), 23), cat=c)
    T("⟦下周一早上六点⟧签到", at(wk(1, 1), 6), cat=c, unsure="下周一 said Sunday night: tomorrow 11-01")
    c = "clock"
    T("⟦十点⟧打给拖车公司", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:10 reads 22:00 tonight")
    T("⟦九点⟧交稿", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:10 has passed both ways: tomorrow 09:00")
    T("⟦八点半⟧开店门", P(bare_clock(8, 30)), cat=c, conv="bare-hour",
      unsure="a bare 8:30 at 21:10 has passed both ways: tomorrow 08:30")
    T("⟦十一点一刻⟧跟纽约客户通电话", P(bare_clock(11, 15)), cat=c, conv="bare-hour", unsure="a bare 11:15 at 21:10 reads 23:15 tonight")
    T("⟦凌晨四点⟧出门去机场", at(rel(1), 4), cat=c, unsure="凌晨 + hour with no day: the coming night, 11-01")
    c = "rollover"
    T("⟦周日晚上⟧对一下发票", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 21:10 is in progress: today")
    T("⟦周日下午⟧帮客户年检", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 21:10 is over: next Sunday")
    c = "deadline"
    T("⟦月底前⟧把复训报名表交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦下周五之前⟧交稿", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十一前⟧把新行李箱买了", deadline_day(ymd(2027, 11, 11)), cat=c, conv="zh-qian-inclusive")
    T("⟦三小时内⟧把拖车叫到", deadline_clock(C.now + td(hours=3)), cat=c)
    T("⟦这周内⟧把尾款收回来", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: this week is today alone")
    c = "holiday"
    T("⟦万圣节晚上⟧飞红眼", pod(today(), "晚上"), cat=c, unsure="万圣节 is today; its evening is in progress")
    T("⟦立冬⟧那天去体检", P(ymd(2027, 11, 7)), cat=c)
    T("⟦感恩节⟧飞纽约过夜", P(ymd(2027, 11, 25)), cat=c)
    T("⟦双十一⟧囤一批刹车片", P(ymd(2027, 11, 11)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧提醒我叫车去机场", after(td(minutes=40)), cat=c)
    T("⟦两天后⟧复训考试", P(rel(2)), cat=c)
    c = "range"
    T("⟦11月8号到11号⟧在深圳做会议同传", dr(ymd(2027, 11, 8), ymd(2027, 11, 11)), cat=c)
    T("⟦下周⟧全是备份", week_range(1), cat=c)
    T("⟦下个月中旬⟧交年检材料", xun(2027, 11, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧拿体检报告", P(nth(2027, 11, 1, 6)), cat=c)
    T("⟦大后天⟧在成都过夜", P(rel(3)), cat=c)
    c = "numeric-date"
    T("⟦11.3⟧ 车子年检", P(ymd(2027, 11, 3)), cat=c)
    c = "traditional"
    T("⟦下週二早上六點⟧簽到", at(wk(1, 2), 6), cat=c)
    c = "coordination"
    T("⟦周三⟧和⟦周五⟧都是备份", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("车牌沪A7K829 换四个轮胎", cat=c)
    T("复训要飞够12个航段", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦今天下午⟧收的修车款", pod(today(), "下午"), cat=c)
    T("⟦周五⟧买的刹车片", P(wd(5)), cat=c)
    T("⟦上个礼拜六⟧的外站补贴", P(wk(-1, 6)), cat=c)

with use(now=NBZ, pref="future", **Z):
    c = "clock"
    T("⟦八点⟧去公司签到", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("⟦十一点⟧去接拖车", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:50 has passed both ways: tomorrow 11:00")
    T("⟦凌晨两点⟧起床赶早班", at(rel(1), 2), cat=c, unsure="凌晨 + hour with no day at 23:50: the coming night, 03-09")
    T("⟦今晚十二点⟧提醒我把稿子发出去", at(rel(1), 0), cat=c, unsure="今晚十二点 = 00:00 of 03-09, ten minutes away")
    c = "composition"
    T("⟦明天上午九点⟧给王先生的车年检", at(rel(1), 9), cat=c)
    T("⟦下周一下午三点⟧体检", at(wk(1, 1), 15), cat=c, unsure="下周一 said Sunday 23:50: tomorrow 03-09")
    T("⟦周一早上六点⟧签到", at(wd(1), 6), cat=c, unsure="周一 said Sunday 23:50: tomorrow")
    T("⟨周三⟩跟法国客户通话 ⟨晚上九点半⟩", at(wd(3), 21, 30), cat=c)
    T("⟦3月12号上午十点到十二点⟧做保养", cr(ymd(2043, 3, 12), 10, 0, 12, 0), cat=c)
    c = "rollover"
    T("⟦周日晚上⟧把术语表过一遍", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 23:50 is in progress: today")
    T("⟦周日上午⟧复训", pod(wk(1, 7), "上午"), cat=c, conv="rollover-part", unsure="周日上午 said Sunday 23:50 is over: next Sunday")
    c = "deadline"
    T("⟦本周内⟧把发票开出去", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:50: this week is today alone")
    T("⟦下周三前⟧交稿", deadline_day(wk(1, 3)), cat=c, conv="zh-qian-inclusive")
    T("⟦月底之前⟧报税", deadline_day(ymd(2043, 3, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天内⟧把配件送到", ndays(3), cat=c, conv="n-days-counting-today", unsure="said at 23:50: today counts as the first day")
    c = "holiday"
    T("⟦植树节⟧那天备份", P(ymd(2043, 3, 12)), cat=c)
    T("⟦春分⟧去北京同传", P(ymd(2043, 3, 21)), cat=c)
    T("⟦清明节⟧回老家", P(ymd(2043, 4, 5)), cat=c)
    T("⟦复活节⟧在巴黎过夜", P(easter(2043)), cat=c)
    c = "duration"
    T("⟦一刻钟后⟧提醒我交稿", after(td(minutes=15)), cat=c)
    T("⟦一周后⟧复训", P(rel(7)), cat=c)
    c = "range"
    T("⟦3月16号到19号⟧在上海做同传", dr(ymd(2043, 3, 16), ymd(2043, 3, 19)), cat=c)
    T("⟦下半个月⟧都是长航线", dr(ymd(2043, 3, 16), ymd(2043, 3, 31)), cat=c, conv="half-month")
    c = "arithmetic"
    T("⟦这个月最后一个周五⟧年检截止", P(lastwd(2043, 3, 5)), cat=c)
    T("⟦下个月第二个周一⟧交译稿", P(nth(2043, 4, 2, 1)), cat=c)
    c = "numeric-date"
    T("⟦3/20⟧ 东京过夜", P(ymd(2043, 3, 20)), cat=c)
    c = "traditional"
    T("⟦明天下午兩點⟧體檢", at(rel(1), 14), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周四⟧备份", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("登机箱20寸 不能超过7公斤", cat=c)
    T("翻译订单号 TR430308921", cat=c)
with use(now=NBZ, pref="past", **Z):
    c = "rollover"
    T("⟦昨晚⟧叫拖车的钱", pod(rel(-1), "晚上"), cat=c)
    T("⟦上周五⟧买的词典", P(wk(-1, 5)), cat=c)
    T("⟦这周一⟧交的房租", P(wk(0, 1)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦十点⟧给客户回电话", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 12:15 reads 22:00 tonight")
    T("⟦十二点⟧吃饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:15 has passed: tomorrow's noon")
    T("⟦一点⟧来接车", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("⟦八点⟧交稿", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:15 reads 20:00 tonight")
    c = "composition"
    T("⟦明天早上七点⟧签到", at(rel(1), 7), cat=c)
    T("⟦下周二下午两点⟧给李姐的车换机油", at(wk(1, 2), 14), cat=c)
    T("⟨周四⟩红眼 ⟨晚上十一点半⟩起飞", at(wd(4), 23, 30), cat=c)
    T("⟦6月9号上午九点到十一点⟧线上口译", cr(ymd(2043, 6, 9), 9, 0, 11, 0), cat=c)
    c = "rollover"
    T("⟦周五上午⟧的保养", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 12:15 is over: next Friday")
    T("⟦周五下午⟧年检", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 12:15 is in progress: today")
    c = "deadline"
    T("⟦端午前⟧交稿", deadline_day(DUANWU), cat=c, conv="zh-qian-inclusive")
    T("⟦下午五点前⟧把车修好", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦6月底前⟧报税", deadline_day(ymd(2043, 6, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦未来五天⟧的排班", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("⟦端午⟧在厦门过夜", P(DUANWU), cat=c)
    T("⟦芒种⟧那天歇一天", P(ymd(2043, 6, 6)), cat=c, unsure="芒种 2043 is tomorrow, 06-06 (lunar-python)")
    T("⟦618⟧买个新行李箱", P(ymd(2043, 6, 18)), cat=c)
    T("⟦端午节后一天⟧复训", P(DUANWU + td(days=1)), cat=c)
    T("⟦夏至⟧飞悉尼", P(ymd(2043, 6, 21)), cat=c)
    c = "duration"
    T("⟦二十分钟后⟧叫拖车", after(td(minutes=20)), cat=c)
    T("⟦十天后⟧交体检报告", P(rel(10)), cat=c)
    c = "range"
    T("⟦6月15号到18号⟧在杭州同传", dr(ymd(2043, 6, 15), ymd(2043, 6, 18)), cat=c)
    T("⟦下旬⟧都在外站", xun(2043, 6, 3), cat=c, conv="month-parts")
    T("⟦三季度⟧的培训计划", quarter(2043, 3), cat=c, conv="quarters")
    c = "arithmetic"
    T("⟦下个月第一个周三⟧复训", P(nth(2043, 7, 1, 3)), cat=c)
    c = "numeric-date"
    T("⟦2043/6/20⟧ 年检", P(ymd(2043, 6, 20)), cat=c)
    c = "traditional"
    T("⟦週六上午十點⟧保養", at(wd(6), 10), cat=c)
    c = "coordination"
    T("⟦下周一⟧和⟦周三⟧飞长沙", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "none"
    T("保养换了4升机油", cat=c)
    T("模拟舱练了三个科目", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦今天上午⟧收的定金", pod(today(), "上午"), cat=c)
    T("⟦周一⟧买的轮胎", P(wd(1)), cat=c)
    T("⟦儿童节⟧那天到账的稿费", P(ymd(2043, 6, 1)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("report ⟦tmrw 5am⟧", at(rel(1), 5), cat=c)
    T("recurrent training ⟦next wed 2-4pm⟧", cr(wk(1, 3), 14, 0, 16, 0), cat=c)
    T("⟨thurs⟩ service on mr kim's civic ⟨10am⟩", at(wd(4), 10), cat=c)
    T("red-eye ⟦nov 5 at 11pm⟧", at(ymd(2027, 11, 5), 23), cat=c)
    T("report ⟦monday 6am⟧", at(wd(1), 6), cat=c, unsure="monday said Sunday night: tomorrow 11-01")
    c = "clock"
    T("call the tow company ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:10 reads 22:00 tonight")
    T("deliver the translation ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:10 has passed both ways: tomorrow 09:00")
    T("open the shop ⟦8:30⟧", P(bare_clock(8, 30)), cat=c, conv="bare-hour", unsure="a bare 8:30 at 21:10 has passed both ways: tomorrow 08:30")
    T("call w/ the tokyo client ⟦at quarter past 11⟧", P(bare_clock(11, 15)), cat=c, conv="bare-hour",
      unsure="a bare 11:15 at 21:10 reads 23:15 tonight")
    T("leave for the airport ⟦4am⟧", at(rel(1), 4), cat=c, unsure="4am with no day: the coming night, 11-01")
    c = "rollover"
    T("go over invoices ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 21:10 is in progress: today")
    T("inspection for a customer ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part",
      unsure="sunday afternoon said Sunday 21:10 is over: next Sunday")
    c = "deadline"
    T("recurrent training form in ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the month ends today: today alone")
    T("translation due ⟦by next friday⟧", deadline_day(wk(1, 5)), cat=c, conv="by-inclusive")
    T("buy a new suitcase ⟦before nov 11⟧", deadline_day(ymd(2027, 11, 10)), cat=c, conv="en-before-exclusive")
    T("get the tow truck here ⟦within 3 hours⟧", deadline_clock(C.now + td(hours=3)), cat=c)
    T("collect the balance ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: this week is today alone")
    c = "holiday"
    T("⟦halloween night⟧ red-eye", pod(today(), "night"), cat=c, unsure="halloween is today; its night is in progress")
    T("medical ⟦veterans day⟧", P(ymd(2027, 11, 11)), cat=c)
    T("layover in nyc ⟦thanksgiving⟧", P(ymd(2027, 11, 25)), cat=c)
    T("stock up on brake pads ⟦black friday⟧", P(ymd(2027, 11, 26)), cat=c)
    c = "duration"
    T("remind me to call a cab ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("recurrent exam ⟦2 days from now⟧", P(rel(2)), cat=c)
    c = "range"
    T("interpreting in montreal ⟦nov 8-11⟧", dr(ymd(2027, 11, 8), ymd(2027, 11, 11)), cat=c)
    T("standby all of ⟦next week⟧", week_range(1), cat=c)
    T("inspection paperwork ⟦mid november⟧", xun(2027, 11, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("medical results ⟦the first saturday of november⟧", P(nth(2027, 11, 1, 6)), cat=c)
    T("layover in denver ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "numeric-date"
    T("state inspection ⟦11/3⟧", P(ymd(2027, 11, 3)), cat=c, conv="en-month-first")
    c = "coordination"
    T("standby ⟦wed⟧ and ⟦fri⟧", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("plate 7KXR829, 4 new tires", cat=c)
    T("need 12 more sectors for recurrent", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("repair payment ⟦this afternoon⟧", pod(today(), "afternoon"), cat=c)
    T("brake pads i bought ⟦friday⟧", P(wd(5)), cat=c)
    T("per diem from ⟦last saturday⟧", P(wk(-1, 6)), cat=c)

with use(now=NBE, pref="future", **E):
    c = "clock"
    T("report ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 01:30 reads 08:00 today (Sunday)")
    T("pick up the tow ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 01:30 reads 14:00 today")
    T("check the roster ⟦3am⟧", at(today(), 3), cat=c,
      unsure="3am with no day at 01:30: today 03:00, which exists on the night the clocks go forward (02:00 → 03:00)")
    T("client call ⟦tonight at 9:30⟧", at(today(), 21, 30), cat=c,
      unsure="said Sunday 01:30: tonight read as Sunday evening, though a person still up may mean the night now")
    c = "composition"
    T("inspection on mr ortiz's truck ⟦tmrw 9am⟧", at(rel(1), 9), cat=c, unsure="tmrw said at 01:30 Sunday: Monday 03-09")
    T("medical ⟦next monday 3pm⟧", at(wk(1, 1), 15), cat=c, unsure="next monday said Sunday: 03-09")
    T("⟨wed⟩ call w/ the paris client, ⟨9:30pm⟩", at(wd(3), 21, 30), cat=c)
    T("service ⟦3/12 10am-12pm⟧", cr(ymd(2043, 3, 12), 10, 0, 12, 0), cat=c, conv="en-month-first")
    T("brunch w/ the crew ⟦sunday 11am⟧", at(today(), 11), cat=c, unsure="sunday said Sunday 01:30: today")
    c = "rollover"
    T("glossary review ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 01:30 is ahead: today")
    T("recurrent ⟦saturday morning⟧", pod(wd(6), "morning"), cat=c)
    c = "deadline"
    T("invoices out ⟦by the end of the week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday",
      unsure="said Sunday: the week ends today")
    T("translation due ⟦by wed⟧", deadline_day(wd(3)), cat=c, conv="by-inclusive")
    T("file taxes ⟦before april 15⟧", deadline_day(ymd(2043, 4, 14)), cat=c, conv="en-before-exclusive")
    T("parts delivered ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("standby ⟦st patrick's day⟧", P(ymd(2043, 3, 17)), cat=c)
    T("layover in rome ⟦easter⟧", P(easter(2043)), cat=c)
    T("shop closed ⟦good friday⟧", P(easter(2043) - td(days=2)), cat=c)
    c = "duration"
    T("remind me to send the draft ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("recurrent ⟦a week from now⟧", P(rel(7)), cat=c)
    c = "range"
    T("interpreting in toronto ⟦march 16-19⟧", dr(ymd(2043, 3, 16), ymd(2043, 3, 19)), cat=c)
    T("long-haul trips ⟦the second half of the month⟧", dr(ymd(2043, 3, 16), ymd(2043, 3, 31)), cat=c, conv="half-month")
    c = "arithmetic"
    T("inspection deadline ⟦the last friday of march⟧", P(lastwd(2043, 3, 5)), cat=c)
    T("translation due ⟦the second monday of april⟧", P(nth(2043, 4, 2, 1)), cat=c)
    c = "numeric-date"
    T("tokyo layover ⟦3/20⟧", P(ymd(2043, 3, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("standby ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("carry-on max 22 x 14 x 9, 40 lbs", cat=c)
    T("translation order TR430308921", cat=c)
with use(now=NBE, pref="past", **E):
    c = "rollover"
    T("tow fee ⟦last night⟧", pod(rel(-1), "night"), cat=c, unsure="last night said Sunday 01:30: Saturday evening")
    T("dictionary i bought ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    T("rent paid ⟦monday⟧", P(wd(1)), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("call the client back ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 12:15 reads 22:00 tonight")
    T("lunch ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:15 has passed: tomorrow's noon")
    T("customer picks up the car ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour")
    T("draft due ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:15 reads 20:00 tonight")
    c = "composition"
    T("report ⟦tmrw 7am⟧", at(rel(1), 7), cat=c)
    T("oil change for ms lee ⟦next tue 2pm⟧", at(wk(1, 2), 14), cat=c)
    T("⟨thurs⟩ red-eye, departs ⟨11:30pm⟩", at(wd(4), 23, 30), cat=c)
    T("remote interpreting ⟦6/9 9-11am⟧", cr(ymd(2043, 6, 9), 9, 0, 11, 0), cat=c, conv="en-month-first")
    c = "rollover"
    T("service ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 12:15 is over: next Friday")
    T("inspection ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="friday afternoon said Friday 12:15 is in progress: today")
    c = "deadline"
    T("translation due ⟦by june 11⟧", deadline_day(DUANWU), cat=c, conv="by-inclusive")
    T("car fixed ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("quarterly tax ⟦before july 1⟧", deadline_day(ymd(2043, 6, 30)), cat=c, conv="en-before-exclusive")
    T("roster for ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("layover in atlanta ⟦juneteenth⟧", P(ymd(2043, 6, 19)), cat=c)
    T("dinner w/ dad ⟦father's day⟧", P(ymd(2043, 6, 21)), cat=c)
    T("shop closed ⟦independence day⟧", P(ymd(2043, 7, 4)), cat=c)
    T("interpreting job ⟦the day after juneteenth⟧", P(ymd(2043, 6, 20)), cat=c)
    c = "duration"
    T("call the tow truck ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("medical paperwork ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("interpreting in chicago ⟦june 15-18⟧", dr(ymd(2043, 6, 15), ymd(2043, 6, 18)), cat=c)
    T("away on trips ⟦late june⟧", xun(2043, 6, 3), cat=c, conv="month-parts")
    T("⟦q3⟧ training plan", quarter(2043, 3), cat=c, conv="quarters")
    c = "arithmetic"
    T("recurrent ⟦the first wednesday of july⟧", P(nth(2043, 7, 1, 3)), cat=c)
    c = "numeric-date"
    T("inspection ⟦June 20th, 2043⟧", P(ymd(2043, 6, 20)), cat=c)
    c = "coordination"
    T("flying to nashville ⟦next mon⟧ and ⟦wed⟧", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "none"
    T("used 4 quarts of oil on the service", cat=c)
    T("3 drills in the sim today", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("deposit taken ⟦this morning⟧", pod(today(), "morning"), cat=c)
    T("tires i bought ⟦monday⟧", P(wd(1)), cat=c)
    T("invoice paid ⟦june 1⟧", P(ymd(2043, 6, 1)), cat=c)
