"""Round 15 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a restaurant owner, a retired
marathoner who volunteers and a remote software developer use inside requests: a day and a clock together or apart,
clock ranges, deadlines ("by friday noon", 月底前, 年底前) and parts of months and weeks, durations from now, holidays
and their neighbours (no school terms: they are not tabled; no lunar festival or solar term: not tabled past 2029),
coordination, and rows with no time."""
from lib import *

NA = "2038-03-19T22:40:00"  # Friday late evening: tomorrow is Saturday; a bare 9/10 reads tomorrow, a bare 11 reads 23:00
NB = "2038-06-15T10:20:00"  # Tuesday mid-morning mid-month: a bare 10 is past (tomorrow), a bare 11 ahead
NC = "2037-12-31T15:30:00"  # Thursday afternoon, the last day of 2037: tomorrow is 元旦 2038; a bare 3 past, a bare 4 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早六点半⟧跑团拉练", at(rel(1), 6, 30), cat=c)
    T("⟦周六下午两点到五点⟧后厨大扫除", cr(wd(6), 14, 0, 17, 0), cat=c)
    T("⟨下周一⟩站会 ⟨九点⟩准时进", at(wk(1, 1), 9), cat=c, conv="bare-hour")
    T("⟦今晚十一点⟧关店", at(today(), 23), cat=c)
    T("⟦周日早上五点四十⟧出门练长距离", at(wd(7), 5, 40), cat=c)
    c = "range"
    T("⟦3月27号到28号⟧去嘉兴比赛", dr(ymd(2038, 3, 27), ymd(2038, 3, 28)), cat=c)
    T("⟦下周二到周五⟧我值班", dr(wk(1, 2), wk(1, 5)), cat=c)
    c = "deadline"
    T("⟦月底前⟧把卫生许可证续上", deadline_day(ymd(2038, 3, 31)), cat=c)
    T("⟦下周三中午12点前⟧交排班表", deadline_clock(dt(wk(1, 3), 12)), cat=c)
    T("⟦4月上旬⟧跑团换届", xun(2038, 4, 1), cat=c, conv="month-parts")
    T("发票⟦这周之内⟧报了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said on Friday night: today to Sunday")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧半马", P(nth(2038, 4, 1, 6)), cat=c)
    T("⟦下下周四⟧做技术分享", P(wk(2, 4)), cat=c)
    c = "duration"
    T("⟦半小时后⟧提醒我关烤箱", after(td(minutes=30)), cat=c)
    T("⟦两周后⟧复查膝盖", P(rel(14)), cat=c)
    c = "clock"
    T("⟦十一点⟧提醒我关冷库", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="at 22:40 the pm reading 23:00 is still ahead")
    T("⟦九点⟧去市场订肉", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="at 22:40 both readings have passed: tomorrow 09:00")
    c = "rollover"
    T("⟦周五晚上九点⟧跟会计对账", at(wk(1, 5), 21), cat=c, unsure="Friday 21:00 said on Friday at 22:40: next week")
    T("⟦周五晚上⟧加班做宵夜", pod(today(), "晚上"), cat=c, conv="rollover-part",
      unsure="the evening is in progress, so today")
    c = "holiday"
    T("⟦复活节⟧跑团休息一次", P(hol("easter")), cat=c)
    T("⟦愚人节⟧上线新版本", P(ymd(2038, 4, 1)), cat=c)
    c = "coordination"
    T("送货改成⟦下周二⟧和⟦周五⟧", P(wk(1, 2)), P(wk(1, 5)), cat=c, conv="distribute")
    c = "none"
    T("10号桌4位 加一份米饭", cat=c)
    T("半马21公里 跑团来了37个人", cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧面试厨师", at(rel(1), 14), cat=c)
    T("⟦周四上午10点到11点半⟧季度复盘", cr(wd(4), 10, 0, 11, 30), cat=c)
    T("⟨周五⟩发版 ⟨晚上九点到十一点⟩", cr(wd(5), 21, 0, 23, 0), cat=c)
    T("⟦后天早上六点⟧带新人跑步", at(rel(2), 6), cat=c)
    c = "clock"
    T("⟦十一点⟧跟产品过需求", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("⟦十点⟧给师傅们发工资", P(bare_clock(10)), cat=c, conv="bare-hour",
      unsure="at 10:20 a bare 10 has passed; before noon there is no pm flip: tomorrow 10:00")
    T("⟦差一刻十二点⟧下楼取外卖", P(bare_clock(11, 45)), cat=c)
    c = "range"
    T("⟦6月26号到27号⟧青岛志愿者培训", dr(ymd(2038, 6, 26), ymd(2038, 6, 27)), cat=c)
    T("⟦下下周三到周五⟧深圳开技术大会", dr(wk(2, 3), wk(2, 5)), cat=c)
    c = "deadline"
    T("⟦周五中午前⟧把代码合进去", deadline_clock(dt(wd(5), 12)), cat=c)
    T("⟦下半个月⟧轮到我值班", dr(ymd(2038, 6, 16), ymd(2038, 6, 30)), cat=c, conv="half-month")
    T("⟦这周内⟧把体检报告取了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦月底之前⟧交季度税", deadline_day(ymd(2038, 6, 30)), cat=c)
    T("⟦7月中旬⟧带队去西宁", xun(2038, 7, 2), cat=c, conv="month-parts")
    T("⟦未来三天⟧都会下雨吗", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦这个月最后一个周六⟧跑团月度会", P(lastwd(2038, 6, 6)), cat=c)
    T("⟦下个月第二个周三⟧sprint review", P(nth(2038, 7, 2, 3)), cat=c)
    T("⟦建党节前一天⟧交报告", P(ymd(2038, 6, 30)), cat=c)
    c = "duration"
    T("⟦一个半小时后⟧开会", after(td(minutes=90)), cat=c)
    T("⟦十天后⟧复诊", P(rel(10)), cat=c)
    c = "holiday"
    T("⟦父亲节⟧店里做套餐", P(hol("fathers")), cat=c)
    T("⟦618⟧买显示器", P(ymd(2038, 6, 18)), cat=c)
    c = "rollover"
    T("⟦周二上午九点⟧的站会", at(wk(1, 2), 9), cat=c, unsure="Tuesday 09:00 said on Tuesday at 10:20: next week")
    T("⟦周二上午⟧去银行存营业款", pod(today(), "上午"), cat=c, conv="rollover-part",
      unsure="the morning is in progress, so today")
    c = "traditional"
    T("⟦週四下午三點⟧衛生檢查", at(wd(4), 15), cat=c)
    T("⟦下禮拜一早上七點⟧跑步", at(wk(1, 1), 7), cat=c)
    c = "numeric-date"
    T("⟦7.3⟧成都沙龙", P(ymd(2038, 7, 3)), cat=c)
    T("⟦2038.7.10⟧出发去西宁", P(ymd(2038, 7, 10)), cat=c)

with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦周日早上⟧跑了30公里", pod(wd(7), "早上"), cat=c)
    c = "composition"
    T("⟦昨晚八点⟧那桌客人没买单", at(rel(-1), 20), cat=c)

with use(now=NC, pref="future", **Z):
    c = "holiday"
    T("⟦明年元旦上午十点⟧新年第一跑", at(ymd(2038, 1, 1), 10), cat=c)
    c = "arithmetic"
    T("⟦元旦后的第一个周一⟧开工", P(ymd(2038, 1, 4)), cat=c)
    c = "clock"
    T("⟦今晚十二点⟧放烟花", at(ymd(2038, 1, 1), 0), cat=c)
    T("⟦四点⟧盘点", P(bare_clock(4)), cat=c, conv="bare-hour")
    T("⟦三点⟧发红包", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 15:30 has passed: tomorrow")
    c = "deadline"
    T("⟦年底前⟧把店里的账对完", deadline_day(today()), cat=c, unsure="said on Dec 31: the interval is today alone")
    T("⟦明年上半年⟧跑一次全马", dr(ymd(2038, 1, 1), ymd(2038, 6, 30)), cat=c, conv="halves")
    T("⟦下个月初⟧交铺租", xun(2038, 1, 1), cat=c, conv="month-parts")
    c = "range"
    T("⟦1月9号到11号⟧厦门马拉松", dr(ymd(2038, 1, 9), ymd(2038, 1, 11)), cat=c)
    c = "composition"
    T("⟦下周一上午九点半⟧开年会", at(wk(1, 1), 9, 30), cat=c)
    c = "none"
    T("跨年夜订了18桌 还剩3桌", cat=c)
with use(now=NC, pref="past", **Z):
    c = "deadline"
    T("⟦今年以来⟧跑了几场比赛", dr(ymd(2037, 1, 1), today()), cat=c, conv="since")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("club long run ⟦tmrw 6:30am⟧", at(rel(1), 6, 30), cat=c)
    T("deep clean ⟦sat 2-5⟧", cr(wd(6), 14, 0, 17, 0), cat=c, conv="bare-hour")
    T("⟨monday⟩ standup, be on at ⟨9⟩", at(wk(1, 1), 9), cat=c, conv="bare-hour")
    T("close up ⟦tonight at 11⟧", at(today(), 23), cat=c)
    T("out the door ⟦sunday 5:40am⟧", at(wd(7), 5, 40), cat=c)
    c = "range"
    T("providence race weekend ⟦march 27-28⟧", dr(ymd(2038, 3, 27), ymd(2038, 3, 28)), cat=c)
    T("on call ⟦next tue thru fri⟧", dr(wk(1, 2), wk(1, 5)), cat=c)
    c = "deadline"
    T("renew the health permit ⟦by the end of the month⟧", deadline_day(ymd(2038, 3, 31)), cat=c)
    T("shift schedule due ⟦by noon next wed⟧", deadline_clock(dt(wk(1, 3), 12)), cat=c)
    T("club elections ⟦early april⟧", xun(2038, 4, 1), cat=c, conv="month-parts")
    T("file the receipts ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="'this week' as a deadline said on Friday night: today to Sunday")
    c = "arithmetic"
    T("half marathon ⟦the first saturday of next month⟧", P(nth(2038, 4, 1, 6)), cat=c)
    T("tech talk ⟦the thursday after next⟧", P(wk(2, 4)), cat=c, conv="after-next")
    c = "duration"
    T("fryer off ⟦in 30 min⟧", after(td(minutes=30)), cat=c)
    T("knee recheck ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "clock"
    T("lock the walk-in ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="at 22:40 the pm reading 23:00 is still ahead")
    T("call the meat guy ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="at 22:40 both readings have passed: tomorrow 09:00")
    c = "rollover"
    T("reconcile with the accountant ⟦friday 9pm⟧", at(wk(1, 5), 21), cat=c,
      unsure="Friday 21:00 said on Friday at 22:40: next week")
    T("late prep ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="the night is in progress, so today")
    c = "holiday"
    T("club's off ⟦easter sunday⟧", P(hol("easter")), cat=c)
    T("ship the new version ⟦april fools⟧ lol", P(ymd(2038, 4, 1)), cat=c)
    c = "coordination"
    T("deliveries moving to ⟦next tue⟧ and ⟦fri⟧", P(wk(1, 2)), P(wk(1, 5)), cat=c, conv="distribute")
    c = "none"
    T("table 10, party of 4", cat=c)
    T("37 runners showed up for the 13.1", cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("interview a cook ⟦tomorrow 2pm⟧", at(rel(1), 14), cat=c)
    T("quarterly retro ⟦thurs 10-11:30am⟧", cr(wd(4), 10, 0, 11, 30), cat=c)
    T("⟨friday⟩ release, ⟨9 to 11pm⟩", cr(wd(5), 21, 0, 23, 0), cat=c)
    T("newbie run ⟦day after tomorrow 6am⟧", at(rel(2), 6), cat=c)
    c = "clock"
    T("reqs w/ PM ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("payroll ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour",
      unsure="at 10:20 a bare 10 has passed; before noon there is no pm flip: tomorrow 10:00")
    T("grab lunch from the lobby ⟦a quarter to twelve⟧", P(bare_clock(11, 45)), cat=c)
    c = "range"
    T("volunteer training ⟦june 26-27⟧", dr(ymd(2038, 6, 26), ymd(2038, 6, 27)), cat=c)
    T("austin conf ⟦wed to fri the week after next⟧", dr(wk(2, 3), wk(2, 5)), cat=c,
      unsure="'the week after next' said once for both days")
    c = "deadline"
    T("merge the branch ⟦by friday noon⟧", deadline_clock(dt(wd(5), 12)), cat=c)
    T("I'm on call ⟦the second half of the month⟧", dr(ymd(2038, 6, 16), ymd(2038, 6, 30)), cat=c, conv="half-month")
    T("pick up the lab results ⟦by the end of the week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("quarterly taxes ⟦before the end of the month⟧", deadline_day(ymd(2038, 6, 30)), cat=c)
    T("trail trip ⟦mid-july⟧", xun(2038, 7, 2), cat=c, conv="month-parts")
    T("rain ⟦the next 3 days⟧?", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("club monthly mtg ⟦the last saturday of the month⟧", P(lastwd(2038, 6, 6)), cat=c)
    T("sprint review ⟦the second wednesday of next month⟧", P(nth(2038, 7, 2, 3)), cat=c)
    T("report due ⟦the day before the fourth⟧", P(ymd(2038, 7, 3)), cat=c,
      unsure="'the fourth' read as Independence Day, not the 4th of a month")
    c = "duration"
    T("meeting ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("follow up ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "holiday"
    T("prix fixe menu ⟦father's day⟧", P(hol("fathers")), cat=c)
    T("volunteering at the 5k ⟦juneteenth morning⟧", pod(ymd(2038, 6, 19), "morning"), cat=c,
      unsure="holiday + part of day composes")
    c = "rollover"
    T("standup ⟦tuesday 9am⟧", at(wk(1, 2), 9), cat=c, unsure="Tuesday 09:00 said on Tuesday at 10:20: next week")
    T("bank run w/ the cash ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="the morning is in progress, so today")
    c = "numeric-date"
    T("denver meetup ⟦7/3⟧", P(ymd(2038, 7, 3)), cat=c, conv="en-month-first")
    T("flying out ⟦07/10/2038⟧", P(ymd(2038, 7, 10)), cat=c, conv="en-month-first")

with use(now=NB, pref="past", **E):
    c = "rollover"
    T("ran 18 ⟦sunday morning⟧", pod(wd(7), "morning"), cat=c)
    c = "composition"
    T("the table that walked out ⟦last night at 8⟧", at(rel(-1), 20), cat=c)

with use(now=NC, pref="future", **E):
    c = "holiday"
    T("club's first run ⟦new year's day at 10am⟧", at(ymd(2038, 1, 1), 10), cat=c)
    c = "arithmetic"
    T("back to work ⟦the first monday after new year's⟧", P(ymd(2038, 1, 4)), cat=c)
    c = "clock"
    T("fireworks ⟦at midnight⟧", at(ymd(2038, 1, 1), 0), cat=c)
    T("inventory ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour")
    T("bonuses ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 15:30 has passed: tomorrow")
    c = "deadline"
    T("close the books ⟦by the end of the year⟧", deadline_day(today()), cat=c,
      unsure="said on Dec 31: the interval is today alone")
    T("run a full ⟦in the first half of next year⟧", dr(ymd(2038, 1, 1), ymd(2038, 6, 30)), cat=c, conv="halves")
    T("rent due ⟦early next month⟧", xun(2038, 1, 1), cat=c, conv="month-parts")
    c = "range"
    T("houston marathon ⟦jan 9-11⟧", dr(ymd(2038, 1, 9), ymd(2038, 1, 11)), cat=c)
    c = "composition"
    T("all hands ⟦monday 9:30am⟧", at(wk(1, 1), 9, 30), cat=c)
    c = "none"
    T("nye: 18 tables booked, 3 left", cat=c)
with use(now=NC, pref="past", **E):
    c = "deadline"
    T("how many races ⟦year to date⟧", dr(ymd(2037, 1, 1), today()), cat=c, conv="since")
