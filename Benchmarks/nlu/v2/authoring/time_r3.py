"""Round 3 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them)."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NJ = "2027-02-16T07:40:00"  # Tuesday, early morning (正月十一; 元宵 is Saturday; Presidents' Day was yesterday)
NK = "2027-05-31T18:00:00"  # Monday, month end, Memorial Day
NL = "2027-10-28T23:50:00"  # Thursday, ten minutes before midnight
NM = "2027-12-25T09:00:00"  # Saturday, Christmas morning
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
c = "composition"
with use(now=NJ, pref="future", **Z):
    T("⟨周四⟩要去办签证，⟨上午十点半⟩到", at(wd(4), 10, 30), cat=c)
    T("⟨后天⟩吧，⟨晚上七点⟩那边见", at(rel(2), 19), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟨下周二⟩我得出差，航班是⟨早上七点二十⟩的", at(wk(1, 2), 7, 20), cat=c)
    T("⟨明天⟩能不能抽空，⟨下午两点到三点⟩碰一下", cr(rel(1), 14, 0, 15, 0), cat=c)
with use(now=NL, pref="future", **Z):
    T("⟨明天⟩上午有个电话面试，⟨十点一刻⟩开始", at(rel(1), 10, 15), cat=c)
    T("⟨周六⟩孩子学游泳，⟨九点⟩上课", at(wd(6), 9), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟨27号⟩那天体检，要⟨早上七点半⟩空腹到", at(ymd(2027, 12, 27), 7, 30), cat=c)
    T("⟨元旦⟩一起吃个饭？⟨中午十二点半⟩", at(hol("元旦"), 12, 30), cat=c)
    T("⟨下周三⟩，嗯，⟨晚上八点⟩，有个线上分享", at(wk(1, 3), 20), cat=c)

c = "range"
with use(now=NJ, pref="future", **Z):
    T("⟦2月22号到26号⟧封闭培训", dr(ymd(2027, 2, 22), ymd(2027, 2, 26)), cat=c)
    T("⟦元宵节到下周三⟧我都在老家", dr(hol("元宵"), wk(1, 3)), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦6月7日至11日⟧出差", dr(ymd(2027, 6, 7), ymd(2027, 6, 11)), cat=c)
with use(now=NK, pref="past", **Z):
    T("⟦5月10号到20号⟧那阵子开销很大", dr(ymd(2027, 5, 10), ymd(2027, 5, 20)), cat=c)
with use(now=NL, pref="future", **Z):
    T("⟦下周一到周四⟧连续加班", dr(wk(1, 1), wk(1, 4)), cat=c)
    T("⟦11月15日–11月19日⟧在深圳参展", dr(ymd(2027, 11, 15), ymd(2027, 11, 19)), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦12月28号到1月2号⟧都放假", dr(ymd(2027, 12, 28), ymd(2028, 1, 2)), cat=c)
    T("⟦这周六到下周二⟧去哈尔滨", dr(wk(0, 6), wk(1, 2)), cat=c)

c = "deadline"
with use(now=NJ, pref="future", **Z):
    T("报告⟦周五之前⟧交", deadline_day(wd(5)), cat=c, conv="zh-qian-inclusive")
    T("⟦元宵节前⟧把年终总结写完", deadline_day(hol("元宵")), cat=c, conv="zh-qian-inclusive")
with use(now=NK, pref="future", **Z):
    T("发票⟦月底前⟧寄出", deadline_day(month_end()), cat=c)
    T("⟦今晚十点前⟧给我回复", deadline_clock(dt(today(), 22)), cat=c)
with use(now=NK, pref="past", **Z):
    T("⟦今年以来⟧攒了不少钱", dr(ymd(2027, 1, 1), today()), cat=c, conv="since")
with use(now=NL, pref="future", **Z):
    T("⟦两小时内⟧处理完", deadline_clock(C.now + td(hours=2)), cat=c)
    T("⟦下周三以前⟧交房租", deadline_day(wk(1, 3)), cat=c, conv="zh-qian-inclusive")
with use(now=NM, pref="future", **Z):
    T("⟦年底前⟧把账对清", deadline_day(ymd(2027, 12, 31)), cat=c)
    T("⟦元旦起⟧执行新的考勤制度", P(hol("元旦")), cat=c, conv="open-from")
with use(now=NA, pref="future", **Z):
    T("⟦本月内⟧搬完家", deadline_day(month_end()), cat=c)

c = "arithmetic"
with use(now=NJ, pref="future", **Z):
    T("新学期⟦下个月第一个周一⟧报到", P(nth(2027, 3, 1, 1)), cat=c)
    T("⟦元宵节后第三天⟧回北京", P(hol("元宵") + td(days=3)), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦6月最后一个周日⟧是家庭日", P(lastwd(2027, 6, 7)), cat=c)
with use(now=NL, pref="future", **Z):
    T("装修⟦下下个月⟧才开工", month_range(2027, 12), cat=c)
    T("⟦双十一后第二天⟧发货", P(hol("双十一") + td(days=2)), cat=c)
with use(now=NM, pref="past", **Z):
    T("⟦大大前天⟧那顿饭是老王请的", P(rel(-4)), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦下个月第二个周三⟧交季度材料", P(nth(2028, 1, 2, 3)), cat=c)

c = "duration"
with use(now=NJ, pref="future", **Z):
    T("⟦一个半小时后⟧车到楼下", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧再约", P(rel(14)), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦半个月后⟧复查", P(rel(15)), cat=c)
with use(now=NL, pref="future", **Z):
    T("⟦十分钟以后⟧叫我", after(td(minutes=10)), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦一年后的今天⟧我们再来这里", P(addy(today(), 1)), cat=c)
    T("⟦四天后的晚上六点⟧吃散伙饭", at(rel(4), 18), cat=c)

c = "clock"
with use(now=NL, pref="future", **Z):
    T("⟦十一点半⟧提醒我", P(bare_clock(11, 30)), cat=c, conv="bare-hour")
    T("⟦凌晨一点⟧还要开会", at(rel(1), 1), cat=c)
    T("⟦今晚十二点⟧截止报名", at(rel(1), 0), cat=c)
with use(now=NJ, pref="future", **Z):
    T("⟦八点差一刻⟧到楼下", at(today(), 7, 45), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦早七点⟧的大巴", P(next_clock(7)), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦九点⟧开始直播", P(bare_clock(9)), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NJ, pref="future", **Z):
    T("⟦2027.2.28⟧正式上线", P(ymd(2027, 2, 28)), cat=c)
    T("⟦3/15⟧那天搬家", P(ymd(2027, 3, 15)), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦20270618⟧大促开始", P(ymd(2027, 6, 18)), cat=c, conv="eight-digit-date")
with use(now=NL, pref="future", **Z):
    T("⟦11.5⟧交稿", P(ymd(2027, 11, 5)), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦2028-01-05⟧的机票", P(ymd(2028, 1, 5)), cat=c)
with use(now=NM, pref="past", **Z):
    T("这双鞋是⟦12.20⟧买的", P(ymd(2027, 12, 20)), cat=c)

c = "traditional"
with use(now=NJ, pref="future", **Z):
    T("⟦下週二上午十點⟧開會", at(wk(1, 2), 10), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦後天晚上七點半⟧見", at(rel(2), 19, 30), cat=c)
with use(now=NL, pref="future", **Z):
    T("⟦禮拜六下午兩點⟧去看房", at(wd(6), 14), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦明年一月五號⟧出發", P(ymd(2028, 1, 5)), cat=c)
    T("⟦大後天⟧回來", P(rel(3)), cat=c)

c = "rollover"
with use(now=NJ, pref="future", **Z):
    T("⟦周二早上七点⟧晨练", at(wk(1, 2), 7), cat=c)
    T("⟦周二早上⟧提醒我吃药", pod(today(), "早上"), cat=c, conv="rollover-part")
with use(now=NK, pref="future", **Z):
    T("⟦周一上午十点⟧约了牙医", at(wk(1, 1), 10), cat=c)
with use(now=NL, pref="future", **Z):
    T("⟦周四晚上⟧看球", pod(today(), "晚上"), cat=c, conv="rollover-part")
with use(now=NM, pref="future", **Z):
    T("⟦周六上午十一点⟧碰头", at(today(), 11), cat=c)
with use(now=NL, pref="past", **Z):
    T("⟦周四下午三点⟧打的车", at(today(), 15), cat=c)
with use(now=NM, pref="past", **Z):
    T("那箱水果是⟦周日⟧下单的", P(wd(7)), cat=c)

c = "holiday"
with use(now=NJ, pref="future", **Z):
    T("⟦元宵节晚上⟧一起煮汤圆", pod(hol("元宵"), "晚上"), cat=c)
    T("⟦二月二⟧剃头", P(hol("龙抬头")), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦端午节⟧放假吗", P(hol("端午")), cat=c)
    T("等⟦618⟧再买洗衣机", P(hol("618")), cat=c)
with use(now=NL, pref="future", **Z):
    T("⟦立冬⟧那天降温", P(hol("立冬")), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟦腊八节⟧那天公司发粥", P(hol("腊八")), cat=c)
    T("⟦除夕夜⟧一起守岁", pod(hol("除夕"), "晚上"), cat=c, unsure="除夕夜 read as that evening (flagged in CONVENTIONS)")
    T("据说⟦大寒⟧会下大雪", P(hol("大寒")), cat=c)

c = "coordination"
with use(now=NJ, pref="future", **Z):
    T("⟦周四⟧、⟦周五⟧都在外面跑客户", P(wd(4)), P(wd(5)), cat=c)
with use(now=NK, pref="future", **Z):
    T("⟦下周一⟧和⟦周三⟧去医院换药", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
with use(now=NL, pref="future", **Z):
    T("⟦明天上午⟧或⟦下午⟧都行", pod(rel(1), "上午"), pod(rel(1), "下午"), cat=c, conv="distribute")
with use(now=NM, pref="future", **Z):
    T("⟦28号⟧、⟦29号⟧、⟦30号⟧轮到我值班", P(ymd(2027, 12, 28)), P(ymd(2027, 12, 29)), P(ymd(2027, 12, 30)), cat=c)
    T("⟦元旦⟧和⟦大年初一⟧都回老家", P(hol("元旦")), P(hol("春节")), cat=c)

c = "none"
with use(now=NL, pref="future", **Z):
    for text in ["住在三号楼二单元", "他考了第七名", "血糖六点八", "这本书有三百页", "打了九折还是贵"]:
        T(text, cat=c)

# =============================================================================== English
c = "composition"
with use(now=NJ, pref="future", **E):
    T("⟨Thursday⟩ I've got the visa appointment, be there ⟨at 10:30am⟩", at(wd(4), 10, 30), cat=c)
    T("⟨the day after tomorrow⟩ then, see you ⟨at 7pm⟩", at(rel(2), 19), cat=c)
with use(now=NK, pref="future", **E):
    T("⟨next Tuesday⟩ I fly out, the flight's ⟨at 7:20am⟩", at(wk(1, 2), 7, 20), cat=c)
    T("can you squeeze in a chat ⟨tomorrow⟩, ⟨2 to 3pm⟩?", cr(rel(1), 14, 0, 15, 0), cat=c)
with use(now=NL, pref="future", **E):
    T("⟨tomorrow⟩ there's a phone screen, starts ⟨at 10:15⟩", at(rel(1), 10, 15), cat=c, conv="bare-hour")
    T("⟨Saturday⟩ swim class for the kid, ⟨9am⟩ sharp", at(wd(6), 9), cat=c)
with use(now=NM, pref="future", **E):
    T("⟨the 27th⟩ I have a physical, ⟨7:30am⟩, fasting", at(ymd(2027, 12, 27), 7, 30), cat=c)
    T("⟨next Wednesday⟩ there's a webinar, um, ⟨at 8pm⟩", at(wk(1, 3), 20), cat=c)

c = "range"
with use(now=NJ, pref="future", **E):
    T("bootcamp ⟦Feb 22-26⟧", dr(ymd(2027, 2, 22), ymd(2027, 2, 26)), cat=c)
    T("I'm upstate ⟦from Saturday through next Wednesday⟧", dr(wd(6), wk(1, 3)), cat=c)
with use(now=NK, pref="future", **E):
    T("out of office ⟦June 7th to the 11th⟧", dr(ymd(2027, 6, 7), ymd(2027, 6, 11)), cat=c)
with use(now=NK, pref="past", **E):
    T("spending was crazy ⟦May 10 to 20⟧", dr(ymd(2027, 5, 10), ymd(2027, 5, 20)), cat=c)
with use(now=NL, pref="future", **E):
    T("overtime ⟦next Monday through Thursday⟧", dr(wk(1, 1), wk(1, 4)), cat=c)
    T("trade show ⟦Nov 15 – Nov 19⟧", dr(ymd(2027, 11, 15), ymd(2027, 11, 19)), cat=c)
with use(now=NM, pref="future", **E):
    T("the office is closed ⟦Dec 28 through Jan 2⟧", dr(ymd(2027, 12, 28), ymd(2028, 1, 2)), cat=c)

c = "deadline"
with use(now=NJ, pref="future", **E):
    T("wrap up the audit ⟦no later than Thursday⟧", deadline_day(wd(4)), cat=c, conv="by-inclusive")
    T("the coupon is good ⟦through the 28th⟧", deadline_day(ymd(2027, 2, 28)), cat=c, conv="until-inclusive")
with use(now=NK, pref="future", **E):
    T("close the books ⟦by end of month⟧", deadline_day(month_end()), cat=c)
    T("reply ⟦before 10 tonight⟧", deadline_clock(dt(today(), 22)), cat=c)
with use(now=NK, pref="past", **E):
    T("how much I've saved ⟦year to date⟧", dr(ymd(2027, 1, 1), today()), cat=c, conv="since")
with use(now=NL, pref="future", **E):
    T("fix it ⟦within 2 hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
    T("pay the rent ⟦before next Wednesday⟧", deadline_day(wk(1, 3) - td(days=1)), cat=c, conv="en-before-exclusive")
with use(now=NM, pref="future", **E):
    T("⟦by New Year's Eve⟧ I need the report", deadline_day(hol("nye")), cat=c, conv="by-inclusive")
    T("the new policy applies ⟦starting January 1⟧", P(ymd(2028, 1, 1)), cat=c, conv="open-from")
with use(now=NA, pref="future", **E):
    T("get it done ⟦in the next 10 days⟧", ndays(10), cat=c, conv="n-days-counting-today")

c = "arithmetic"
with use(now=NJ, pref="future", **E):
    T("classes start ⟦the first Monday in March⟧", P(nth(2027, 3, 1, 1)), cat=c)
    T("⟦the day after St. Patrick's Day⟧ I'm off", P(hol("stpatrick") + td(days=1)), cat=c)
with use(now=NK, pref="future", **E):
    T("family day is ⟦the last Sunday in June⟧", P(lastwd(2027, 6, 7)), cat=c)
with use(now=NL, pref="future", **E):
    T("⟦the Wednesday before Thanksgiving⟧ we drive up", P(hol("thanksgiving") - td(days=1)), cat=c)
with use(now=NM, pref="past", **E):
    T("the plumber came ⟦the Friday before last⟧", P(wk(-2, 5)), cat=c, conv="before-last")
with use(now=NM, pref="future", **E):
    T("quarterly review ⟦the third Thursday of January⟧", P(nth(2028, 1, 3, 4)), cat=c)

c = "duration"
with use(now=NJ, pref="future", **E):
    T("the movers show up ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
with use(now=NK, pref="future", **E):
    T("follow-up ⟦two weeks from now⟧", P(rel(14)), cat=c)
with use(now=NL, pref="future", **E):
    T("wake me ⟦in ten minutes⟧", after(td(minutes=10)), cat=c)
    T("check back ⟦two months from now⟧", P(addm(today(), 2)), cat=c)
with use(now=NM, pref="future", **E):
    T("⟦a year from today⟧ we'll see where we are", P(addy(today(), 1)), cat=c)
    T("farewell dinner ⟦four days from now at 6pm⟧", at(rel(4), 18), cat=c)

c = "clock"
with use(now=NL, pref="future", **E):
    T("remind me ⟦at 11:30⟧", P(bare_clock(11, 30)), cat=c, conv="bare-hour")
    T("there's a call ⟦at 1am⟧", P(next_clock(1)), cat=c)
    T("the deadline is ⟦midnight tonight⟧", at(rel(1), 0), cat=c)
with use(now=NJ, pref="future", **E):
    T("be downstairs ⟦at a quarter to eight⟧", at(today(), 7, 45), cat=c, conv="bare-hour")
with use(now=NM, pref="future", **E):
    T("the bus leaves ⟦at 7 in the morning⟧", P(next_clock(7)), cat=c)
with use(now=NK, pref="future", **E):
    T("the livestream starts ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NJ, pref="future", **E):
    T("launch on ⟦2/28/2027⟧", P(ymd(2027, 2, 28)), cat=c, conv="en-month-first")
    T("moving ⟦3/15⟧", P(ymd(2027, 3, 15)), cat=c, conv="en-month-first")
with use(now=NK, pref="future", **E):
    T("big sale ⟦06/18⟧", P(ymd(2027, 6, 18)), cat=c, conv="en-month-first")
with use(now=NL, pref="future", **E):
    T("draft due ⟦Fri, Nov 5⟧", P(ymd(2027, 11, 5)), cat=c)
with use(now=NM, pref="future", **E):
    T("flight on ⟦1/5/28⟧", P(ymd(2028, 1, 5)), cat=c, conv="en-month-first")
    T("invoice dated ⟦the 3rd of January 2028⟧", P(ymd(2028, 1, 3)), cat=c)
with use(now=NM, pref="past", **E):
    T("bought these boots ⟦12/20⟧", P(ymd(2027, 12, 20)), cat=c, conv="en-month-first")

c = "rollover"
with use(now=NJ, pref="future", **E):
    T("stretching class ⟦Tuesday at 7am⟧", at(wk(1, 2), 7), cat=c)
    T("remind me ⟦Tuesday morning⟧ to take my pills", pod(today(), "morning"), cat=c, conv="rollover-part")
with use(now=NK, pref="future", **E):
    T("dentist ⟦Monday at 10am⟧", at(wk(1, 1), 10), cat=c)
with use(now=NL, pref="future", **E):
    T("watching the game ⟦Thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
with use(now=NM, pref="future", **E):
    T("brunch ⟦Saturday at 11⟧", at(today(), 11), cat=c, conv="bare-hour")
with use(now=NL, pref="past", **E):
    T("took a cab ⟦Thursday at 3pm⟧", at(today(), 15), cat=c)
with use(now=NM, pref="past", **E):
    T("that box of apples was ordered ⟦Sunday⟧", P(wd(7)), cat=c)

c = "holiday"
with use(now=NJ, pref="future", **E):
    T("we're off ⟦Easter Monday⟧", P(hol("eastermonday")), cat=c)
    T("church service on ⟦Ash Wednesday⟧", P(hol("ashwednesday")), cat=c)
with use(now=NK, pref="future", **E):
    T("off work on ⟦Juneteenth⟧", P(hol("juneteenth")), cat=c)
with use(now=NL, pref="future", **E):
    T("doorbuster deals ⟦Black Friday⟧", P(hol("blackfriday")), cat=c)
    T("trick-or-treating ⟦Halloween evening⟧", pod(hol("halloween"), "evening"), cat=c)
with use(now=NM, pref="future", **E):
    T("no school on ⟦MLK Day⟧", P(hol("mlk")), cat=c)
with use(now=NM, pref="past", **E):
    T("⟦Cyber Monday⟧ was a bust", P(hol("cybermonday")), cat=c)

c = "coordination"
with use(now=NJ, pref="future", **E):
    T("I'm free ⟦Thursday⟧ or ⟦Friday⟧ afternoon-ish", P(wd(4)), P(wd(5)), cat=c)
with use(now=NK, pref="future", **E):
    T("doctor ⟦next Monday⟧ and ⟦Wednesday⟧", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
with use(now=NL, pref="future", **E):
    T("⟦tomorrow morning⟧ or ⟦afternoon⟧ works", pod(rel(1), "morning"), pod(rel(1), "afternoon"), cat=c, conv="distribute")
with use(now=NM, pref="future", **E):
    T("on call ⟦Dec 28⟧, ⟦29⟧ and ⟦30⟧", P(ymd(2027, 12, 28)), P(ymd(2027, 12, 29)), P(ymd(2027, 12, 30)), cat=c,
      conv="distribute")
    T("home for ⟦New Year's Day⟧ and ⟦MLK Day⟧", P(hol("newyear")), P(hol("mlk")), cat=c)

c = "none"
with use(now=NL, pref="future", **E):
    for text in ["my blood sugar was 6.8", "apartment 3B on the 9th floor", "I scored 7 out of 10", "a 12-pack of water",
                 "Route 66 road trip"]:
        T(text, cat=c)
