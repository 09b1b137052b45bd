"""Round 19 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a new graduate job hunting and moving
to another city (面试, 笔试, 宣讲会, offer deadlines, 看房, 搬家, 入职体检, 入职, 高铁票), a small orchard and vegetable
farmer who sells at markets (赶集, 采摘, 打药, 化肥, 收购商, 雇工, 拖拉机维修, 农技培训, 霜降/春分 before the work) and a
consultant who travels every week (航班, 出差, client workshops, 酒店, 报销, calls across time zones) use inside
requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, durations from now, holidays
and solar terms, parts of the day in progress or over, coordination, and rows with no time (flight and order numbers,
weights, counts).

Reference times (new in this round):
  NA = 2027-10-09T07:50 Saturday early morning, a Chinese make-up workday (调休上班) after the 国庆 week (assumed by the
       2021 pattern, when 10-01 was also a Friday; lib has no 调休 table and 工作日 ignores public holidays anyway):
       早上/"morning" in progress (周六早上 today), a bare 7 reads 19:00 today, a bare 8 08:00 today; this weekend =
       today and tomorrow; next week starts on Columbus Day (Monday 10-11); 重阳 and 寒露 were yesterday (10-08), 霜降
       Saturday 10-23; 上旬 ends tomorrow, 中旬 10-11 … 10-20, 月底 Sunday 10-31 (Halloween); 双十一 Thursday;
       Thanksgiving 11-25.
  NB = 2028-04-30T23:30 Sunday, thirty minutes before midnight on the last day of a month: "this week" is today alone,
       明天/tomorrow = next week's Monday = 五一 (05-01) = the first of next month; 月底 is today; a bare 8, 11 or 3 has
       passed both ways and reads tomorrow; 凌晨两点 with no day = 05-01 02:00; 周日晚上 in progress; 青年节 Thursday
       05-04, 立夏 Friday 05-05, Mother's Day 05-14, 端午 Sunday 05-28, Memorial Day 05-29.
  NC = 2028-03-09T09:30 Thursday morning in the week US daylight saving time begins (Sunday 03-12, 02:00 → 03:00 in
       New York; durations in hours stay short of it): English "morning" (06–12) in progress, 早上 (06–09) over (周四早上
       moves a week); a bare 9 has passed and, before noon, reads tomorrow 09:00, a bare 10 is ahead; 妇女节 was
       yesterday, 植树节 Sunday, St. Patrick's Friday 03-17, 春分 Monday 03-20, 月底/quarter end Friday 03-31, 清明
       Tuesday 04-04, Good Friday 04-14, Easter 04-16.
"""
from lib import *

NA = "2027-10-09T07:50:00"  # Saturday early morning, a make-up workday: a bare 7 reads 19:00, a bare 8 08:00 today
NB = "2028-04-30T23:30:00"  # Sunday 23:30, the last day of April: tomorrow = 五一 = next week; bare 8/11/3 read tomorrow
NC = "2028-03-09T09:30:00"  # Thursday morning, US DST begins Sunday 03-12: a bare 9 reads tomorrow, a bare 10 today
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦今天上午十点⟧二面 调休还得上班 得请假", at(today(), 10), cat=c)
    T("⟦下周二下午两点到三点⟧网申笔试", cr(wk(1, 2), 14, 0, 15, 0), cat=c)
    T("⟨周一⟩去看房子 ⟨晚上七点⟩中介带", at(wd(1), 19), cat=c)
    T("⟦明天早上六点⟧去镇上赶集", at(rel(1), 6), cat=c)
    T("⟦10月15号上午九点⟧入职体检 要空腹", at(ymd(2027, 10, 15), 9), cat=c)
    c = "clock"
    T("⟦七点⟧跟HR视频", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:50 reads 19:00 today")
    T("⟦八点⟧去果园打药 趁太阳没出来", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦十二点⟧收购商来拉苹果", P(bare_clock(12)), cat=c, conv="bare-hour")
    T("⟦早上七点半⟧去地里", at(rel(1), 7, 30), cat=c, unsure="早上七点半 with no day said at 07:50 has passed: tomorrow")
    c = "rollover"
    T("⟦周六早上⟧调休上班 烦", pod(today(), "早上"), cat=c, conv="rollover-part",
      unsure="周六早上 (06–09) said Saturday 07:50 is in progress: today")
    T("⟦周六上午⟧雇人摘梨", pod(today(), "上午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦下周五之前⟧要回offer", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦这个月中旬⟧交房租", xun(2027, 10, 2), cat=c, conv="month-parts")
    T("⟦霜降前⟧把白菜收完", deadline_day(ymd(2027, 10, 23)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天之内⟧确认入职时间", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦月底以前⟧搬完家", deadline_day(ymd(2027, 10, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦两个小时内⟧做完在线测评", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "holiday"
    T("⟦双十一⟧买搬家的收纳箱", P(ymd(2027, 11, 11)), cat=c)
    T("⟦霜降那天⟧打最后一遍药", P(ymd(2027, 10, 23)), cat=c)
    T("⟦立冬前一天⟧把白菜窖起来", P(ymd(2027, 11, 6)), cat=c)
    c = "duration"
    T("⟦四十五分钟后⟧出门赶高铁", after(td(minutes=45)), cat=c)
    T("⟦半个月后⟧正式入职", P(rel(15)), cat=c)
    c = "range"
    T("⟦10月18号到20号⟧去深圳跑宣讲会", dr(ymd(2027, 10, 18), ymd(2027, 10, 20)), cat=c)
    T("⟦下周三到周五⟧果园采摘节", dr(wk(1, 3), wk(1, 5)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周六⟧搬家", P(nth(2027, 11, 2, 6)), cat=c)
    T("⟦大大后天⟧三面", P(rel(4)), cat=c)
    c = "numeric-date"
    T("⟦10.16⟧ 银行笔试", P(ymd(2027, 10, 16)), cat=c)
    c = "traditional"
    T("⟦禮拜四下午三點⟧面試", at(wd(4), 15), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周四⟧都要去镇上赶集", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("今年苹果一共卖了8600斤", cat=c)
    T("复合肥要20袋 一袋50公斤", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦重阳节⟧那天卖了一车柿子", P(ymd(2027, 10, 8)), cat=c, unsure="重阳 was yesterday; the ledger reads back")
    T("⟦昨天下午⟧雇了三个工", pod(rel(-1), "下午"), cat=c)
    T("⟦周四⟧面的那家还没消息", P(wd(4)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "clock"
    T("⟦八点⟧去高铁站", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    T("⟦十一点⟧给客户回邮件", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    T("⟦三点⟧再去看一套房", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦凌晨两点⟧跟纽约那边开电话会", at(rel(1), 2), cat=c, unsure="凌晨 + hour with no day: the coming night, 05-01")
    c = "composition"
    T("⟦明早七点⟧的航班", at(rel(1), 7), cat=c)
    T("⟨下周三⟩去成都出差 ⟨早上八点二十⟩的飞机", at(wk(1, 3), 8, 20), cat=c)
    T("⟦5月8号下午两点半⟧客户工作坊", at(ymd(2028, 5, 8), 14, 30), cat=c)
    T("⟦明天凌晨一点⟧跟伦敦同事对方案", at(rel(1), 1), cat=c, unsure="明天 said at 23:30 Sunday is Monday 05-01")
    c = "rollover"
    T("⟦周日晚上⟧收拾行李", pod(today(), "晚上"), cat=c, conv="rollover-part",
      unsure="周日晚上 said Sunday 23:30 is in progress: today")
    T("⟦这周内⟧把报销单交了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Sunday 23:30: the week has only today left")
    c = "deadline"
    T("⟦五一前⟧买好高铁票", deadline_day(ymd(2028, 5, 1)), cat=c, conv="zh-qian-inclusive",
      unsure="五一 is tomorrow: today and tomorrow")
    T("⟦端午之前⟧把黄瓜摘完", deadline_day(ymd(2028, 5, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦未来一周⟧出差排得满满的", ndays(7), cat=c, conv="n-days-counting-today")
    T("⟦今晚十二点之前⟧提交报销", deadline_clock(dt(rel(1), 0)), cat=c)
    c = "holiday"
    T("⟦五一⟧出发去杭州", P(ymd(2028, 5, 1)), cat=c)
    T("⟦母亲节⟧给我妈订束花", P(ymd(2028, 5, 14)), cat=c)
    T("⟦立夏那天⟧开始卖西瓜", P(ymd(2028, 5, 5)), cat=c)
    T("⟦青年节⟧公司团建", P(ymd(2028, 5, 4)), cat=c)
    c = "range"
    T("⟦5月10号到12号⟧在上海出差", dr(ymd(2028, 5, 10), ymd(2028, 5, 12)), cat=c)
    T("⟦下下周⟧都在北京驻场", week_range(2), cat=c)
    T("⟦下个月底⟧交房租", P(ymd(2028, 5, 31)), cat=c, conv="month-end-bare")
    c = "duration"
    T("⟦一个半小时后⟧登机", after(td(minutes=90)), cat=c)
    T("⟦十天以后⟧才回来", P(rel(10)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧季度汇报", P(lastwd(2028, 5, 5)), cat=c)
    c = "numeric-date"
    T("⟦5.6⟧ 飞深圳", P(ymd(2028, 5, 6)), cat=c)
    c = "traditional"
    T("⟦下週二早上八點⟧的航班", at(wk(1, 2), 8), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周四⟧都在客户那边开工作坊", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("航班号CA1501 座位32K", cat=c)
    T("酒店订单号 8837201946", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦周五⟧的出租车票找不到了", P(wd(5)), cat=c)
    T("⟦上周三⟧的餐补还没报", P(wk(-1, 3)), cat=c)
    T("⟦今天下午⟧卖菜收了多少", pod(today(), "下午"), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦九点⟧去农资店拉化肥", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:30 has passed; before noon it reads tomorrow 09:00")
    T("⟦十点⟧农技站培训", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦六点⟧去拿种子", P(bare_clock(6)), cat=c, conv="bare-hour")
    c = "composition"
    T("⟦周日早上六点⟧去赶集", at(wd(7), 6), cat=c)
    T("⟦明天下午三点⟧修拖拉机的师傅来", at(rel(1), 15), cat=c)
    T("⟨下周一⟩终面 ⟨上午十点半⟩", at(wk(1, 1), 10, 30), cat=c)
    T("⟦3月15号晚上⟧校园宣讲会", pod(ymd(2028, 3, 15), "晚上"), cat=c)
    c = "rollover"
    T("⟦周四早上⟧去打药", pod(wk(1, 4), "早上"), cat=c, conv="rollover-part",
      unsure="周四早上 (06–09) said Thursday 09:30 is over: next Thursday")
    T("⟦周四上午⟧去交体检报告", pod(today(), "上午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦春分前⟧把化肥撒完", deadline_day(ymd(2028, 3, 20)), cat=c, conv="zh-qian-inclusive")
    T("⟦这个月下旬⟧育苗", xun(2028, 3, 3), cat=c, conv="month-parts")
    T("⟦48小时之内⟧回复offer", deadline_clock(C.now + td(hours=48)), cat=c)
    T("⟦下周三以前⟧把简历改完", deadline_day(wk(1, 3)), cat=c, conv="zh-qian-inclusive")
    c = "holiday"
    T("⟦植树节⟧去补种桃树", P(ymd(2028, 3, 12)), cat=c)
    T("⟦清明⟧那天回老家给爷爷上坟", P(ymd(2028, 4, 4)), cat=c)
    T("⟦春分那天⟧下种", P(ymd(2028, 3, 20)), cat=c)
    c = "range"
    T("⟦3月中旬⟧去杭州面试", xun(2028, 3, 2), cat=c, conv="month-parts")
    T("⟦下周二到周四⟧出差去武汉", dr(wk(1, 2), wk(1, 4)), cat=c)
    c = "duration"
    T("⟦二十分钟后⟧收购商到", after(td(minutes=20)), cat=c)
    T("⟦两周后⟧报到", P(rel(14)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周一⟧入职", P(nth(2028, 4, 1, 1)), cat=c)
    c = "numeric-date"
    T("⟦3/18⟧ 去农技站", P(ymd(2028, 3, 18)), cat=c)
    c = "traditional"
    T("⟦後天上午十點⟧面試", at(rel(2), 10), cat=c)
    c = "coordination"
    T("⟦这周六⟧和⟦下周六⟧都去赶集", P(wk(0, 6)), P(wk(1, 6)), cat=c)
    c = "none"
    T("一亩大棚摘了4000斤草莓", cat=c)
    T("打了3遍药 每遍兑水15公斤", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦妇女节⟧那天卖了两百束花", P(ymd(2028, 3, 8)), cat=c)
    T("⟦前天晚上⟧打车回来的", pod(rel(-2), "晚上"), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("second round interview ⟦today 10am⟧", at(today(), 10), cat=c)
    T("online assessment ⟦next tue 2-3pm⟧", cr(wk(1, 2), 14, 0, 15, 0), cat=c)
    T("⟨monday⟩ apartment viewing ⟨7pm⟩ w/ the broker", at(wd(1), 19), cat=c)
    T("farmers market ⟦tmrw 6am⟧ setup", at(rel(1), 6), cat=c)
    T("pre-employment physical ⟦10/15 at 9am⟧ fasting", at(ymd(2027, 10, 15), 9), cat=c, conv="en-month-first")
    c = "clock"
    T("video call w/ the recruiter ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 07:50 reads 19:00 today")
    T("spray the orchard ⟦at 8⟧ before it warms up", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("buyer picking up apples ⟦at noon⟧", at(today(), 12), cat=c)
    T("out to the field ⟦at 0730⟧", at(rel(1), 7, 30), cat=c, conv="four-digit-clock",
      unsure="07:30 with no day said at 07:50 has passed: tomorrow")
    c = "rollover"
    T("work shift ⟦saturday morning⟧ ugh", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="saturday morning said Saturday 07:50 is in progress: today")
    T("pickers start ⟦saturday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("reply to the offer ⟦by next fri⟧", deadline_day(wk(1, 5)), cat=c, conv="by-inclusive")
    T("rent due ⟦mid october⟧", xun(2027, 10, 2), cat=c, conv="month-parts")
    T("squash all in ⟦before halloween⟧", deadline_day(ymd(2027, 10, 30)), cat=c, conv="en-before-exclusive")
    T("confirm the start date ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("moved out ⟦by the end of the month⟧ hopefully", deadline_day(ymd(2027, 10, 31)), cat=c)
    T("finish the coding test ⟦within 2 hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "holiday"
    T("pumpkin patch opens ⟦columbus day⟧", P(ymd(2027, 10, 11)), cat=c)
    T("hayride ⟦halloween night⟧", pod(ymd(2027, 10, 31), "night"), cat=c)
    T("market stall ⟦the day after thanksgiving⟧", P(ymd(2027, 11, 26)), cat=c)
    c = "duration"
    T("leave for the train ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("start date ⟦a fortnight from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("career fair in boston ⟦oct 18-20⟧", dr(ymd(2027, 10, 18), ymd(2027, 10, 20)), cat=c)
    T("u-pick weekend ⟦next fri thru sun⟧", dr(wk(1, 5), wk(1, 7)), cat=c)
    c = "arithmetic"
    T("moving day ⟦the second saturday of november⟧", P(nth(2027, 11, 2, 6)), cat=c)
    T("third interview ⟦4 days from now⟧", P(rel(4)), cat=c)
    c = "numeric-date"
    T("bank online test ⟦10/16⟧", P(ymd(2027, 10, 16)), cat=c, conv="en-month-first")
    c = "coordination"
    T("market ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("sold 860 lbs of apples this season", cat=c)
    T("need 20 bags of 10-10-10, 50 lb each", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("sold a truckload of pumpkins ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("hired 3 pickers ⟦yesterday afternoon⟧", pod(rel(-1), "afternoon"), cat=c)
    T("the firm i interviewed with ⟦thursday⟧ still hasn't called", P(wd(4)), cat=c)

with use(now=NB, pref="future", **E):
    c = "clock"
    T("leave for the airport ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    T("client follow-up ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    T("one more apartment viewing ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("call w/ singapore ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day: the coming night, Monday 05-01")
    c = "composition"
    T("flight ⟦tmrw 7am⟧", at(rel(1), 7), cat=c)
    T("⟨next wed⟩ flying to chicago ⟨8:20am⟩", at(wk(1, 3), 8, 20), cat=c)
    T("client workshop ⟦5/8 2:30pm⟧", at(ymd(2028, 5, 8), 14, 30), cat=c, conv="en-month-first")
    T("sync with the london team ⟦1am tomorrow⟧", at(rel(1), 1), cat=c, unsure="tomorrow said at 23:30 Sunday is Monday 05-01")
    c = "rollover"
    T("pack ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="sunday night said Sunday 23:30 is in progress: today")
    T("file expenses ⟦by the end of the week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Sunday 23:30: the week has only today left")
    c = "deadline"
    T("book train tickets ⟦before may 1st⟧", deadline_day(ymd(2028, 4, 30)), cat=c, conv="en-before-exclusive",
      unsure="the day before May 1 is today: today alone")
    T("cucumbers picked ⟦by memorial day⟧", deadline_day(ymd(2028, 5, 29)), cat=c, conv="by-inclusive")
    T("trips ⟦over the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")
    T("submit the expense report ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    c = "holiday"
    T("brunch w/ mom ⟦mother's day⟧", P(ymd(2028, 5, 14)), cat=c)
    T("client dinner ⟦cinco de mayo⟧", P(ymd(2028, 5, 5)), cat=c)
    T("fly home ⟦the friday before memorial day⟧", P(ymd(2028, 5, 26)), cat=c)
    c = "range"
    T("dallas trip ⟦may 10-12⟧", dr(ymd(2028, 5, 10), ymd(2028, 5, 12)), cat=c)
    T("on site in denver ⟦the week after next⟧", week_range(2), cat=c)
    T("rent ⟦end of next month⟧", P(ymd(2028, 5, 31)), cat=c, conv="month-end-bare")
    c = "duration"
    T("boarding ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("back home ⟦in 10 days⟧", P(rel(10)), cat=c)
    c = "arithmetic"
    T("quarterly review ⟦the last friday of may⟧", P(lastwd(2028, 5, 5)), cat=c)
    c = "numeric-date"
    T("flight to sfo ⟦5/6⟧", P(ymd(2028, 5, 6)), cat=c, conv="en-month-first")
    c = "coordination"
    T("at the client ⟦tue⟧ and ⟦thu⟧ for workshops", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("flight UA1523 seat 32K", cat=c)
    T("hotel confirmation #8837201946", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("lost the cab receipt from ⟦friday⟧", P(wd(5)), cat=c)
    T("per diem from ⟦last wed⟧ not filed yet", P(wk(-1, 3)), cat=c)
    T("market sales ⟦this afternoon⟧", pod(today(), "afternoon"), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("farm supply store ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:30 has passed; before noon it reads tomorrow 09:00")
    T("extension office workshop ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("pick up seed potatoes ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    c = "composition"
    T("farmers market ⟦sunday 6am⟧", at(wd(7), 6), cat=c, unsure="the day US DST begins: 06:00 wall time")
    T("tractor repair guy ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("⟨next monday⟩ final interview ⟨10:30am⟩", at(wk(1, 1), 10, 30), cat=c)
    T("campus career night ⟦3/15 evening⟧", pod(ymd(2028, 3, 15), "evening"), cat=c, conv="en-month-first")
    T("same call ⟦this time sunday⟧", at(wd(7), 9, 30), cat="duration",
      unsure="an anchor keeping now's wall clock on Sunday, the day DST begins")
    c = "rollover"
    T("spray ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="English morning (06–12) said Thursday 09:30 is in progress: today")
    T("co-op delivery ⟦thursday evening⟧", pod(today(), "evening"), cat=c, conv="rollover-part")
    c = "deadline"
    T("fertilizer down ⟦by st patrick's day⟧", deadline_day(ymd(2028, 3, 17)), cat=c, conv="by-inclusive")
    T("start seedlings ⟦late march⟧", xun(2028, 3, 3), cat=c, conv="month-parts")
    T("answer the offer ⟦within 48 hours⟧", deadline_clock(C.now + td(hours=48)), cat=c)
    T("resume updated ⟦before next wed⟧", deadline_day(wk(1, 2)), cat=c, conv="en-before-exclusive")
    c = "holiday"
    T("green beer market ⟦st. patrick's day⟧", P(ymd(2028, 3, 17)), cat=c)
    T("egg hunt at the farm ⟦easter sunday⟧", P(ymd(2028, 4, 16)), cat=c)
    T("closed ⟦good friday⟧", P(ymd(2028, 4, 14)), cat=c)
    c = "range"
    T("interviews in austin ⟦mid march⟧", xun(2028, 3, 2), cat=c, conv="month-parts")
    T("trip to atlanta ⟦next tue through thu⟧", dr(wk(1, 2), wk(1, 4)), cat=c)
    c = "duration"
    T("buyer shows up ⟦in 20 minutes⟧", after(td(minutes=20)), cat=c)
    T("report for orientation ⟦in two weeks⟧", P(rel(14)), cat=c)
    c = "arithmetic"
    T("first day ⟦the first monday in april⟧", P(nth(2028, 4, 1, 1)), cat=c)
    c = "numeric-date"
    T("extension office ⟦3/18⟧", P(ymd(2028, 3, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("market ⟦this sat⟧ and ⟦next sat⟧", P(wk(0, 6)), P(wk(1, 6)), cat=c)
    c = "none"
    T("4000 lbs of strawberries off one acre", cat=c)
    T("sprayed 3 times, 15 gallons a pass", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("sold 200 bunches of tulips ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("cab home ⟦tuesday night⟧", pod(wd(2), "night"), cat=c)
