"""Round 5 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Everyday phrasing: code-switching (3pm, standup),
no punctuation (voice input), filler, full-width digits, the clock before the day, the day last."""
from lib import *

# Round 5 reference times
NR = "2028-02-29T12:30:00"  # Tuesday, leap day, lunch hour (the month ends today; a year on is 2029-02-28)
NS = "2028-11-04T15:20:00"  # Saturday afternoon, the weekend before US daylight saving time ends (Sun 11-05 02:00)
NT = "2028-06-14T06:10:00"  # Wednesday, early morning (before 8; 618, Father's Day and Juneteenth ahead)
NU = "2028-12-29T23:35:00"  # Friday, late night near the year end (元旦 2029 is next Monday)
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
c = "composition"
with use(now=NR, pref="future", **Z):
    T("⟦明天3pm⟧开会", at(rel(1), 15), cat=c)
    T("⟨周五⟩ lunch with Amy ⟨12点⟩", at(wd(5), 12), cat=c)
    T("⟨下周一⟩ standup ⟨十点半⟩", at(wk(1, 1), 10, 30), cat=c, conv="bare-hour")
    T("那个…就是…⟨后天⟩吧 ⟨上午十点半⟩ 去剪头发", at(rel(2), 10, 30), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟨三点半⟩吧 ⟨明天⟩ 老地方见", at(rel(1), 15, 30), cat=c, conv="bare-hour")
    T("⟨下周三晚上⟩和老同学吃饭⟨七点⟩", at(wk(1, 3), 19), cat=c)
    T("⟨周二⟩ dinner with team ⟨7pm⟩", at(wd(2), 19), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦今天８点⟧送材料过去", at(today(), 8), cat=c, conv="bare-hour")
    T("⟨周六⟩带娃去游乐场 大概⟨九点⟩出发", at(wd(6), 9), cat=c, conv="bare-hour")
with use(now=NU, pref="future", **Z):
    T("⟦明早七点⟧的高铁别忘了", at(rel(1), 7), cat=c)
    T("⟨后天晚上⟩去外滩跨年 ⟨十点⟩集合", at(rel(2), 22), cat=c)
    T("⟨1月2号⟩上班第一天 ⟨早上九点⟩开会", at(ymd(2029, 1, 2), 9), cat=c)

c = "range"
with use(now=NR, pref="future", **Z):
    T("⟦3月6号到10号⟧去深圳出差", dr(ymd(2028, 3, 6), ymd(2028, 3, 10)), cat=c)
    T("⟦这周四到下周二⟧请假", dr(wk(0, 4), wk(1, 2)), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦11月11号到13号⟧在上海看展", dr(ymd(2028, 11, 11), ymd(2028, 11, 13)), cat=c)
with use(now=NT, pref="past", **Z):
    T("⟦上周五到这周一⟧天天加班", dr(wk(-1, 5), wk(0, 1)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦元旦到1月3号⟧放假", dr(ymd(2029, 1, 1), ymd(2029, 1, 3)), cat=c)
    T("⟦下周一至周五⟧休年假", dr(wk(1, 1), wk(1, 5)), cat=c)

c = "deadline"
with use(now=NR, pref="future", **Z):
    T("⟦3月15号前⟧交材料", deadline_day(ymd(2028, 3, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦月底之前⟧把报销单交了", deadline_day(month_end()), cat=c)
    T("⟦下午四点前⟧回个电话", deadline_clock(dt(today(), 16)), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦一周内⟧给答复", ndays(7), cat=c, conv="n-days-counting-today")
with use(now=NS, pref="past", **Z):
    T("⟦这个月到目前为止⟧花得不多", dr(month_start(), today()), cat=c, conv="since")
with use(now=NT, pref="future", **Z):
    T("⟦6月下旬⟧去云南玩", xun(2028, 6, 3), cat=c, conv="month-parts")
    T("⟦两小时内⟧赶到", deadline_clock(C.now + td(hours=2)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦年底前⟧把发票开了", deadline_day(ymd(2028, 12, 31)), cat=c)
    T("⟦明年上半年⟧把驾照考下来", dr(ymd(2029, 1, 1), ymd(2029, 6, 30)), cat=c, conv="halves")

c = "arithmetic"
with use(now=NR, pref="future", **Z):
    T("⟦下个月第一个周一⟧孩子开学", P(nth(2028, 3, 1, 1)), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦感恩节前一天⟧去超市", P(hol("thanksgiving") - td(days=1)), cat=c)
    T("⟦11月最后一个周五⟧黑五", P(lastwd(2028, 11, 5)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦父亲节后一天⟧回公司", P(hol("fathers") + td(days=1)), cat=c)
    T("⟦下下周五⟧交稿", P(wk(2, 5)), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦元旦后的第一个周五⟧聚餐", P(ymd(2029, 1, 5)), cat=c)
    T("⟦下个月倒数第二天⟧交物业费", P(ymd(2029, 1, 30)), cat=c)

c = "duration"
with use(now=NR, pref="future", **Z):
    T("⟦一个月后⟧去医院拆线", P(addm(today(), 1)), cat=c)
    T("⟦一年后的今天⟧再来", P(addy(today(), 1)), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦两个半小时后⟧出发", after(td(minutes=150)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦四十五分钟以后⟧出门", after(td(minutes=45)), cat=c)
    T("⟦下周这个时候⟧再打给我", at(rel(7), 6, 10), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦二十五分钟后⟧提醒我", after(td(minutes=25)), cat=c)
    T("⟦三天后⟧回来", P(rel(3)), cat=c)

c = "clock"
with use(now=NR, pref="future", **Z):
    T("⟦十点⟧给我回个电话", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦一点一刻⟧开会", P(bare_clock(1, 15)), cat=c, conv="bare-hour")
with use(now=NS, pref="future", **Z):
    T("⟦差五分四点⟧到门口", P(bare_clock(3, 55)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **Z):
    T("⟦七点⟧叫我起床", at(today(), 7), cat=c, conv="bare-hour",
      unsure="叫我起床 (wake me) taken as pinning the morning, so not 19:00")
    T("⟦早上7:45⟧出门", at(today(), 7, 45), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦凌晨一点⟧收衣服", at(rel(1), 1), cat=c)
    T("⟦十二点半⟧吃午饭", P(bare_clock(12, 30)), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NR, pref="future", **Z):
    T("⟦2028.3.1⟧开始上班", P(ymd(2028, 3, 1)), cat=c)
    T("⟦3/8⟧那天放半天假", P(ymd(2028, 3, 8)), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦２０２８年１１月１１日⟧发货", P(ymd(2028, 11, 11)), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦6-18⟧大促", P(ymd(2028, 6, 18)), cat=c, unsure="6-18 might also read as a range")
with use(now=NU, pref="future", **Z):
    T("⟦20290105⟧出发", P(ymd(2029, 1, 5)), cat=c, conv="eight-digit-date")
    T("⟦1.8⟧开学", P(ymd(2029, 1, 8)), cat=c)

c = "traditional"
with use(now=NR, pref="future", **Z):
    T("⟦下週三下午兩點⟧面試", at(wk(1, 3), 14), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦禮拜一早上九點⟧上課", at(wd(1), 9), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦後天晚上七點半⟧樓下見", at(rel(2), 19, 30), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦明年一月十號⟧報到", P(ymd(2029, 1, 10)), cat=c)

c = "rollover"
with use(now=NR, pref="future", **Z):
    T("⟦周二上午十点⟧例会", at(wd(2) + td(days=7), 10), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦周六下午⟧有空", pod(today(), "下午"), cat=c, conv="rollover-part")
    T("⟦周六上午⟧去看房", pod(wd(6) + td(days=7), "上午"), cat=c, conv="rollover-part")
with use(now=NT, pref="future", **Z):
    T("⟦周三早上⟧跑步", pod(today(), "早上"), cat=c, conv="rollover-part")
with use(now=NT, pref="past", **Z):
    T("⟦周三晚上⟧吃的火锅", pod(wd(3) - td(days=7), "晚上"), cat=c,
      unsure="said Wednesday 06:10 looking back: this Wednesday evening has not begun, so last Wednesday's")
with use(now=NU, pref="future", **Z):
    T("⟦周五晚上九点⟧看电影", at(wd(5) + td(days=7), 21), cat=c)
with use(now=NU, pref="past", **Z):
    T("⟦周五早上⟧打的车", pod(today(), "早上"), cat=c)

c = "holiday"
with use(now=NR, pref="future", **Z):
    T("⟦惊蛰⟧那天下雨吗", P(hol("惊蛰")), cat=c)
    T("⟦妇女节下午⟧放半天假", pod(hol("妇女节"), "下午"), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦双十一零点⟧开抢", at(hol("双十一"), 0), cat=c)
    T("⟦立冬⟧那天包饺子", P(hol("立冬")), cat=c)
with use(now=NT, pref="future", **Z):
    T("⟦618⟧买手机", P(hol("618")), cat=c)
    T("⟦夏至⟧吃面", P(hol("夏至")), cat=c)
with use(now=NU, pref="future", **Z):
    T("⟦腊八⟧去庙里喝粥", P(hol("腊八")), cat=c)
    T("⟦跨年夜⟧去江边", pod(ymd(2028, 12, 31), "晚上"), cat=c, unsure="跨年夜 read as the evening of Dec 31 (flagged)")
    T("⟦小年⟧回老家", P(hol("小年")), cat=c, conv="xiaonian-north")

c = "coordination"
with use(now=NR, pref="future", **Z):
    T("⟦周四⟧⟦周五⟧都要加班", P(wd(4)), P(wd(5)), cat=c)
with use(now=NS, pref="future", **Z):
    T("⟦下周二⟧和⟦周四⟧都行", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NT, pref="future", **Z):
    T("⟦明天早上⟧和⟦晚上⟧各量一次血压", pod(rel(1), "早上"), pod(rel(1), "晚上"), cat=c, conv="distribute")
with use(now=NU, pref="future", **Z):
    T("⟦1月3号⟧、⟦4号⟧、⟦5号⟧都要出差", P(ymd(2029, 1, 3)), P(ymd(2029, 1, 4)), P(ymd(2029, 1, 5)), cat=c,
      conv="distribute")

c = "none"
with use(now=NT, pref="future", **Z):
    for text in ["房间号1208", "取件码3715", "这件打八五折", "他三十五岁了"]:
        T(text, cat=c)

# =============================================================================== English
c = "composition"
with use(now=NR, pref="future", **E):
    T("lunch with Ann ⟨at noon⟩, ⟨Friday⟩", at(wd(5), 12), cat=c)
    T("dentist ⟦thu 3⟧", at(wd(4), 15), cat=c, conv="bare-hour")
    T("um ⟨tomorrow⟩ I think ⟨around 4⟩ for the haircut", at(rel(1), 16), cat=c, conv="bare-hour")
    T("⟨next Monday⟩ the sprint demo, ⟨ten thirty⟩ if possible", at(wk(1, 1), 10, 30), cat=c, conv="bare-hour")
with use(now=NS, pref="future", **E):
    T("⟨at 9:30am⟩ ⟨Monday⟩ the plumber comes", at(wd(1), 9, 30), cat=c)
    T("⟨Sunday⟩ brunch ⟨eleven thirty⟩", at(wd(7), 11, 30), cat=c, conv="bare-hour")
    T("pick up the cake ⟨6pm⟩ ⟨tomorrow⟩", at(rel(1), 18), cat=c)
with use(now=NT, pref="future", **E):
    T("drop the car off ⟦at 8 this morning⟧", at(today(), 8), cat=c)
    T("⟨Saturday⟩ soccer practice, ⟨ten to ten⟩", at(wd(6), 9, 50), cat=c, conv="bare-hour")
with use(now=NU, pref="future", **E):
    T("flight ⟦tomorrow at seven a.m.⟧", at(rel(1), 7), cat=c)
    T("⟨New Year's Eve⟩ party ⟨starts at 9⟩", at(ymd(2028, 12, 31), 21), cat=c, conv="bare-hour")
    T("⟨Jan 2⟩, first day back, ⟨9am⟩ all-hands", at(ymd(2029, 1, 2), 9), cat=c)

c = "range"
with use(now=NR, pref="future", **E):
    T("⟦March 6-10⟧ in Austin", dr(ymd(2028, 3, 6), ymd(2028, 3, 10)), cat=c)
    T("out of office ⟦Thursday through next Tuesday⟧", dr(wd(4), wk(1, 2)), cat=c)
with use(now=NS, pref="future", **E):
    T("visiting Mom ⟦Nov 11 to 13⟧", dr(ymd(2028, 11, 11), ymd(2028, 11, 13)), cat=c)
with use(now=NT, pref="past", **E):
    T("worked late every night ⟦from last Friday to this Monday⟧", dr(wk(-1, 5), wk(0, 1)), cat=c)
with use(now=NU, pref="future", **E):
    T("office closed ⟦New Year's Day through January 3rd⟧", dr(ymd(2029, 1, 1), ymd(2029, 1, 3)), cat=c)
    T("PTO ⟦Monday to Friday next week⟧", dr(wk(1, 1), wk(1, 5)), cat=c, conv="distribute")

c = "deadline"
with use(now=NR, pref="future", **E):
    T("paperwork in ⟦by March 15⟧", deadline_day(ymd(2028, 3, 15)), cat=c, conv="by-inclusive")
    T("submit the expense report ⟦before the end of the month⟧", deadline_day(month_end()), cat=c)
    T("call the bank back ⟦before 4pm⟧", deadline_clock(dt(today(), 16)), cat=c)
with use(now=NS, pref="future", **E):
    T("they need an answer ⟦within a week⟧", ndays(7), cat=c, conv="n-days-counting-today")
with use(now=NS, pref="past", **E):
    T("grocery spending ⟦month to date⟧", dr(month_start(), today()), cat=c, conv="since")
with use(now=NT, pref="future", **E):
    T("road trip to Maine ⟦late June⟧", xun(2028, 6, 3), cat=c, conv="month-parts")
    T("I have to be there ⟦within two hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
with use(now=NU, pref="future", **E):
    T("file the invoices ⟦by the end of the year⟧", deadline_day(ymd(2028, 12, 31)), cat=c)
    T("get my license ⟦in the first half of next year⟧", dr(ymd(2029, 1, 1), ymd(2029, 6, 30)), cat=c, conv="halves")

c = "arithmetic"
with use(now=NR, pref="future", **E):
    T("school starts ⟦the first Monday of next month⟧", P(nth(2028, 3, 1, 1)), cat=c)
with use(now=NS, pref="future", **E):
    T("grocery run ⟦the day before Thanksgiving⟧", P(hol("thanksgiving") - td(days=1)), cat=c)
    T("sale ends ⟦the last Friday in November⟧", P(lastwd(2028, 11, 5)), cat=c)
with use(now=NT, pref="future", **E):
    T("back at work ⟦the day after Father's Day⟧", P(hol("fathers") + td(days=1)), cat=c)
    T("draft due ⟦the Friday after next⟧", P(wk(2, 5)), cat=c, conv="after-next")
with use(now=NU, pref="future", **E):
    T("team dinner ⟦the first Friday after New Year's⟧", P(ymd(2029, 1, 5)), cat=c)
    T("rent due ⟦the second-to-last day of next month⟧", P(ymd(2029, 1, 30)), cat=c)

c = "duration"
with use(now=NR, pref="future", **E):
    T("follow-up ⟦a month from today⟧", P(addm(today(), 1)), cat=c)
    T("see you ⟦a year from today⟧", P(addy(today(), 1)), cat=c)
with use(now=NS, pref="future", **E):
    T("we leave ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c)
with use(now=NT, pref="future", **E):
    T("out the door ⟦in forty-five minutes⟧", after(td(minutes=45)), cat=c)
    T("call me again ⟦same time next week⟧", at(rel(7), 6, 10), cat=c)
with use(now=NU, pref="future", **E):
    T("ping me ⟦in 25 mins⟧", after(td(minutes=25)), cat=c)
    T("back ⟦three days from now⟧", P(rel(3)), cat=c)

c = "clock"
with use(now=NR, pref="future", **E):
    T("call me back ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("meeting ⟦at quarter past one⟧", P(bare_clock(1, 15)), cat=c, conv="bare-hour")
with use(now=NS, pref="future", **E):
    T("be at the door ⟦at five to four⟧", P(bare_clock(3, 55)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **E):
    T("wake me up ⟦at 7⟧", at(today(), 7), cat=c, conv="bare-hour",
      unsure="'wake me up' taken as pinning the morning, so not 19:00")
    T("leave the house ⟦at 7:45 a.m.⟧", at(today(), 7, 45), cat=c)
with use(now=NU, pref="future", **E):
    T("bring the laundry in ⟦at 1am⟧", at(rel(1), 1), cat=c)
    T("lunch ⟦at 12:30⟧", P(bare_clock(12, 30)), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NR, pref="future", **E):
    T("start date ⟦3/1/2028⟧", P(ymd(2028, 3, 1)), cat=c, conv="en-month-first")
    T("potluck on ⟦03/08⟧", P(ymd(2028, 3, 8)), cat=c, conv="en-month-first")
with use(now=NS, pref="future", **E):
    T("ships ⟦11/11/28⟧", P(ymd(2028, 11, 11)), cat=c, conv="en-month-first")
with use(now=NT, pref="future", **E):
    T("the sale is ⟦6/18⟧", P(ymd(2028, 6, 18)), cat=c, conv="en-month-first")
    T("her birthday is ⟦18/6⟧", P(ymd(2028, 6, 18)), cat=c, conv="day-first-when-over-12")
with use(now=NU, pref="future", **E):
    T("depart ⟦1/5/29⟧", P(ymd(2029, 1, 5)), cat=c, conv="en-month-first")
    T("orientation ⟦Fri, Jan 5⟧", P(ymd(2029, 1, 5)), cat=c)

c = "rollover"
with use(now=NR, pref="future", **E):
    T("staff meeting ⟦Tuesday at 10am⟧", at(wd(2) + td(days=7), 10), cat=c)
with use(now=NS, pref="future", **E):
    T("free ⟦Saturday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    T("open house ⟦Saturday morning⟧", pod(wd(6) + td(days=7), "morning"), cat=c, conv="rollover-part")
with use(now=NT, pref="future", **E):
    T("a run ⟦Wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part")
with use(now=NT, pref="past", **E):
    T("we had hot pot ⟦Wednesday night⟧", pod(wd(3) - td(days=7), "night"), cat=c,
      unsure="said Wednesday 06:10 looking back: tonight has not begun, so last Wednesday's")
with use(now=NU, pref="future", **E):
    T("movie ⟦Friday at 9pm⟧", at(wd(5) + td(days=7), 21), cat=c)
with use(now=NU, pref="past", **E):
    T("took a cab ⟦Friday morning⟧", pod(today(), "morning"), cat=c)

c = "holiday"
with use(now=NR, pref="future", **E):
    T("parade on ⟦St. Patrick's Day⟧", P(hol("stpatrick")), cat=c)
    T("family over for ⟦Easter⟧", P(hol("easter")), cat=c)
with use(now=NS, pref="future", **E):
    T("the ceremony on ⟦Veterans Day⟧", P(hol("veterans")), cat=c)
    T("shopping on ⟦Black Friday⟧", P(hol("blackfriday")), cat=c)
with use(now=NT, pref="future", **E):
    T("block party on ⟦Juneteenth⟧", P(hol("juneteenth")), cat=c)
    T("grill out on ⟦Father's Day⟧", P(hol("fathers")), cat=c)
with use(now=NU, pref="future", **E):
    T("fireworks on ⟦New Year's Eve⟧", P(ymd(2028, 12, 31)), cat=c)
    T("day off for ⟦MLK Day⟧", P(hol("mlk")), cat=c)

c = "coordination"
with use(now=NR, pref="future", **E):
    T("working late ⟦Thursday⟧ and ⟦Friday⟧", P(wd(4)), P(wd(5)), cat=c)
with use(now=NS, pref="future", **E):
    T("⟦next Tuesday⟧ or ⟦Thursday⟧ both work", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NT, pref="future", **E):
    T("meds ⟦tomorrow morning⟧ and ⟦night⟧", pod(rel(1), "morning"), pod(rel(1), "night"), cat=c, conv="distribute")
with use(now=NU, pref="future", **E):
    T("on the road ⟦Jan 3⟧, ⟦4⟧ and ⟦5⟧", P(ymd(2029, 1, 3)), P(ymd(2029, 1, 4)), P(ymd(2029, 1, 5)), cat=c,
      conv="distribute")

c = "none"
with use(now=NT, pref="future", **E):
    for text in ["apartment 1208", "the locker code is 3715", "everything is 15% off", "he is 35"]:
        T(text, cat=c)
