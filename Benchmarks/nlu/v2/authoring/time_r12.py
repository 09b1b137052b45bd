"""Round 12 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a nurse on rotating shifts, a small
café owner and a retired couple use inside their requests: shift times crossing midnight, a day and a clock said
together or apart, clock ranges, deadlines and parts of months, durations from now, holidays and their neighbours."""
from lib import *

NA = "2035-11-20T23:10:00"  # Tuesday late night: tomorrow is 50 minutes away; Thanksgiving Thursday 11-22
NB = "2035-08-15T12:40:00"  # Wednesday lunch time mid-month: a bare 9/10 reads pm today, a bare 12 tomorrow's noon
NC = "2035-06-30T14:10:00"  # Saturday afternoon, the last day of a month and half-year
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
TG = holiday_in("thanksgiving", 2035)

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref="future", **Z):
    T("⟨明晚⟩⟨七点⟩接班", at(rel(1), 19), cat=c)
    T("⟨周四⟩下了夜班 ⟨上午十点⟩去看牙", at(rel(2), 10), cat=c)
    T("⟨后天⟩跟小刘换班 ⟨晚上7点⟩开始", at(rel(2), 19), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟨明天⟩供应商⟨上午九点半⟩送豆子", at(rel(1), 9, 30), cat=c)
    T("⟨周五⟩面试那个小姑娘 ⟨下午3点⟩", at(rel(2), 15), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟨下周一⟩老伴复查 ⟨早上八点⟩到医院", at(rel(2), 8), cat=c)
    T("⟨明天⟩孙子来 ⟨中午⟩一起吃饭", at(rel(1), 12), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    T("⟦明晚7点到周四早上7点⟧的夜班", R(dt(rel(1), 19), dt(rel(2), 7)), cat=c)
    T("⟦周日晚上七点到早上七点⟧替班", cr(rel(5), 19, 0, 7, 0), cat=c,
      unsure="the end clock (早上七点) is earlier than the start, so it is Monday's 07:00")
    T("⟦下周一到周三⟧连着三个白班", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦下午两点到六点⟧小王看店", cr(today(), 14, 0, 18, 0), cat=c)
    T("⟦8月20号到25号⟧店里装修", dr(ymd(2035, 8, 20), ymd(2035, 8, 25)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦7月8号到12号⟧出去旅游", dr(ymd(2035, 7, 8), ymd(2035, 7, 12)), cat=c)
    T("⟦明天上午九点到十一点⟧带孙子上游泳课", cr(rel(1), 9, 0, 11, 0), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    T("⟦月底前⟧把护理记录补完", deadline_day(ymd(2035, 11, 30)), cat=c)
    T("⟦下周三之前⟧交排班表", deadline_day(wk(1, 3)), cat=c, conv="zh-qian-inclusive")
    T("⟦明早八点前⟧把交班报告写好", deadline_clock(dt(rel(1), 8)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦周五下午五点前⟧把货款打过去", deadline_clock(dt(rel(2), 17)), cat=c)
    T("⟦这个月下旬⟧要去年检营业执照", xun(2035, 8, 3), cat=c, conv="month-parts")
    T("⟦三天内⟧把牛奶钱结了", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    T("⟦上半个月⟧的营业额加起来多少", dr(ymd(2035, 8, 1), ymd(2035, 8, 15)), cat=c, conv="half-month")
with use(now=NC, pref="future", **Z):
    T("⟦下个月初⟧去体检", xun(2035, 7, 1), cat=c, conv="month-parts")
    T("⟦年底前⟧想去趟海南", deadline_day(ymd(2035, 12, 31)), cat=c)
    T("⟦下个月底⟧退休金调整", P(ymd(2035, 7, 31)), cat=c, conv="month-end-bare")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    T("⟦下个月第一个周一⟧开始轮岗", P(nth(2035, 12, 1, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦这个月最后一个周六⟧盘点", P(lastwd(2035, 8, 6)), cat=c)
    T("⟦下下周三⟧送新咖啡机", P(wk(2, 3)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦下个月第二个周三⟧社区义诊", P(nth(2035, 7, 2, 3)), cat=c)
    T("⟦大后天⟧去看孙女", P(rel(3)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    T("⟦四个小时后⟧下班", after(td(hours=4)), cat=c)
    T("⟦半个钟头后⟧给5床量体温", after(td(minutes=30)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦一个半小时以后⟧面包出炉", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧再进一次豆子", P(rel(14)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦半个月后⟧去复查", P(rel(15)), cat=c)
    T("⟦明天这个时候⟧孙子就到了", at(rel(1), 14, 10), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    T("⟦凌晨三点半⟧给3床抽血", at(rel(1), 3, 30), cat=c)
    T("⟦差一刻七点⟧交班", at(rel(1), 18, 45), cat=c, conv="bare-hour",
      unsure="the named hour 7 reads 19:00 (bare), minus 15 is 18:45, passed today so tomorrow; a nurse may mean 06:45")
with use(now=NB, pref="future", **Z):
    T("⟦三点一刻⟧收货", at(today(), 15, 15), cat=c, conv="bare-hour")
    T("⟦晚上十点半⟧关店", at(today(), 22, 30), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦五点差十分⟧去接孙女", at(today(), 16, 50), cat=c, conv="bare-hour")
    T("⟦早上6点⟧去早市", at(rel(1), 6), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **Z):
    T("⟦8.20⟧交房租", P(ymd(2035, 8, 20)), cat=c)
    T("⟦2035/09/01⟧新菜单上线", P(ymd(2035, 9, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦7-15⟧去社保局", P(ymd(2035, 7, 15)), cat=c, unsure="7-15 read as a month.day date, not a range")
with use(now=NA, pref="future", **Z):
    T("⟦20351201⟧开始上夜班", P(ymd(2035, 12, 1)), cat=c, conv="eight-digit-date")

c = "traditional"
with use(now=NA, pref="future", **Z):
    T("⟦下禮拜一⟧換班", P(wk(1, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟨週五⟩⟨下午三點⟩面試", at(rel(2), 15), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦兩個禮拜後⟧回台北", P(rel(14)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **Z):
    T("⟦周二早上七点⟧的班", at(wk(1, 2), 7), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦周三上午⟧送货", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part")
    T("⟦周三下午⟧盘点", pod(today(), "下午"), cat=c, conv="rollover-part")
with use(now=NC, pref="future", **Z):
    T("⟦周六上午⟧去早市", pod(rel(7), "上午"), cat=c, conv="rollover-part")
with use(now=NC, pref="past", **Z):
    T("⟦周四晚上⟧下馆子花了一百八", pod(wd(4), "晚上"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    T("⟦感恩节⟧科室聚餐", P(TG), cat=c)
    T("⟦平安夜晚上⟧值班", pod(ymd(2035, 12, 24), "晚上"), cat=c)
    T("⟦元旦后的第一个周一⟧开始新排班", P(ymd(2036, 1, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦国庆前三天⟧店里要备货", P(ymd(2035, 9, 28)), cat=c, unsure="国庆前三天 read as the day three days before 10-01")
    T("⟦教师节⟧做个咖啡活动", P(ymd(2035, 9, 10)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦建党节⟧社区有活动", P(ymd(2035, 7, 1)), cat=c)
    T("⟦国庆节后一天⟧回来", P(ymd(2035, 10, 2)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    T("⟦周五⟧⟦周六⟧都是夜班", P(rel(3)), P(rel(4)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦下周二⟧、⟦周四⟧送货", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    T("⟦明天上午⟧和⟦下午⟧都有人来", pod(rel(1), "上午"), pod(rel(1), "下午"), cat=c, conv="distribute")

c = "none"
with use(now=NA, pref="future", **Z):
    T("3床的病人换完药了", cat=c)
with use(now=NB, pref="future", **Z):
    T("咖啡豆要进20公斤", cat=c)
with use(now=NC, pref="future", **Z):
    T("老伴今年七十二了", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NA, pref="future", **E):
    T("⟨tmrw⟩ i'm back on at ⟨7pm⟩", at(rel(1), 19), cat=c)
    T("⟨thurs⟩ after nights, dentist ⟨10am⟩", at(rel(2), 10), cat=c)
    T("swap w/ Jen ⟨friday⟩, she starts ⟨7p⟩", at(rel(3), 19), cat=c, unsure="7p typed for 7pm")
with use(now=NB, pref="future", **E):
    T("⟨tomorrow⟩ the roaster drops off beans ⟨9:30am⟩", at(rel(1), 9, 30), cat=c)
    T("⟨fri⟩ interview the new girl ⟨at 3⟩", at(rel(2), 15), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    T("⟨next monday⟩ frank's cardiology ⟨8 am⟩", at(rel(2), 8), cat=c)
    T("⟨tomorrow⟩ the grandkids come over for ⟨noon⟩ lunch", at(rel(1), 12), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    T("⟦7pm tmrw to 7am thursday⟧ night shift", R(dt(rel(1), 19), dt(rel(2), 7)), cat=c)
    T("covering ⟦sunday 7pm-7am⟧", cr(rel(5), 19, 0, 7, 0), cat=c,
      unsure="the end clock (7am) is earlier than the start, so it is Monday's 07:00")
    T("⟦next mon thru wed⟧ three day shifts in a row", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NB, pref="future", **E):
    T("maya covers the counter ⟦2-6pm⟧", cr(today(), 14, 0, 18, 0), cat=c)
    T("shop closed for reno ⟦aug 20-25⟧", dr(ymd(2035, 8, 20), ymd(2035, 8, 25)), cat=c)
with use(now=NC, pref="future", **E):
    T("we're away ⟦july 8th through the 12th⟧", dr(ymd(2035, 7, 8), ymd(2035, 7, 12)), cat=c)
    T("lucas swim lesson ⟦tomorrow 9 to 11am⟧", cr(rel(1), 9, 0, 11, 0), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    T("finish my charting ⟦by the end of the month⟧", deadline_day(ymd(2035, 11, 30)), cat=c)
    T("shift requests due ⟦before next wednesday⟧", deadline_day(wk(1, 3) - td(days=1)), cat=c,
      conv="en-before-exclusive")
    T("handoff notes done ⟦by 8am⟧", deadline_clock(dt(rel(1), 8)), cat=c)
with use(now=NB, pref="future", **E):
    T("pay the roaster ⟦by 5pm friday⟧", deadline_clock(dt(rel(2), 17)), cat=c)
    T("health inspection sometime ⟦late this month⟧", xun(2035, 8, 3), cat=c, conv="month-parts")
    T("settle the milk bill ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **E):
    T("takings for ⟦the first half of the month⟧", dr(ymd(2035, 8, 1), ymd(2035, 8, 15)), cat=c, conv="half-month")
with use(now=NC, pref="future", **E):
    T("physicals ⟦early next month⟧", xun(2035, 7, 1), cat=c, conv="month-parts")
    T("we want to see the grand canyon ⟦by the end of the year⟧", deadline_day(ymd(2035, 12, 31)), cat=c)
    T("pension adjustment ⟦at the end of next month⟧", P(ymd(2035, 7, 31)), cat=c, conv="month-end-bare")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    T("new rotation starts ⟦the first monday of next month⟧", P(nth(2035, 12, 1, 1)), cat=c)
with use(now=NB, pref="future", **E):
    T("inventory ⟦the last saturday of the month⟧", P(lastwd(2035, 8, 6)), cat=c)
    T("new grinder arrives ⟦the wednesday after next⟧", P(wk(2, 3)), cat=c, conv="after-next")
with use(now=NC, pref="future", **E):
    T("free clinic ⟦the second wednesday of july⟧", P(nth(2035, 7, 2, 3)), cat=c)
    T("visiting emma ⟦3 days from now⟧", P(rel(3)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    T("i'm off ⟦in 4 hours⟧", after(td(hours=4)), cat=c)
    T("vitals on bed 5 ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
with use(now=NB, pref="future", **E):
    T("scones out ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("reorder beans ⟦two weeks from now⟧", P(rel(14)), cat=c)
with use(now=NC, pref="future", **E):
    T("follow-up ⟦in a fortnight⟧", P(rel(14)), cat=c)
    T("lucas gets here ⟦this time tomorrow⟧", at(rel(1), 14, 10), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    T("blood draw on bed 3 at ⟦3:30am⟧", at(rel(1), 3, 30), cat=c)
    T("report at ⟦quarter to 7⟧", at(rel(1), 18, 45), cat=c, conv="bare-hour",
      unsure="the named hour 7 reads pm (18:45), passed today so tomorrow; a night nurse may mean 06:45")
with use(now=NB, pref="future", **E):
    T("delivery at ⟦a quarter past three⟧", at(today(), 15, 15), cat=c, conv="bare-hour")
    T("close up at ⟦10:30 tonight⟧", at(today(), 22, 30), cat=c)
with use(now=NC, pref="future", **E):
    T("get emma at ⟦ten to five⟧", at(today(), 16, 50), cat=c, conv="bare-hour")
    T("market opens ⟦6am⟧", at(rel(1), 6), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **E):
    T("rent due ⟦8/20⟧", P(ymd(2035, 8, 20)), cat=c, conv="en-month-first")
    T("new menu launches ⟦9/1/2035⟧", P(ymd(2035, 9, 1)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    T("ss office ⟦7/15⟧", P(ymd(2035, 7, 15)), cat=c, conv="en-month-first")
    T("emma's birthday is ⟦24/7⟧", P(ymd(2035, 7, 24)), cat=c, conv="day-first-when-over-12",
      unsure="24/7 could also be read as 'all the time'; here it is a date")
with use(now=NA, pref="future", **E):
    T("nights start ⟦Sat, Dec 1⟧", P(ymd(2035, 12, 1)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **E):
    T("my ⟦tuesday 7am⟧ shift", at(wk(1, 2), 7), cat=c)
with use(now=NB, pref="future", **E):
    T("delivery ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part",
      unsure="the morning (06–12) is entirely over at 12:40, so next Wednesday")
    T("count the drawer ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
with use(now=NC, pref="future", **E):
    T("farmers market ⟦saturday morning⟧", pod(rel(7), "morning"), cat=c, conv="rollover-part")
with use(now=NC, pref="past", **E):
    T("dinner out ⟦thursday night⟧ was 64", pod(wd(4), "night"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    T("potluck on the unit ⟦thanksgiving⟧", P(TG), cat=c)
    T("working ⟦christmas eve night⟧", pod(ymd(2035, 12, 24), "night"), cat=c)
    T("new schedule starts ⟦the monday after new year's⟧", P(ymd(2036, 1, 7)), cat=c,
      unsure="'the monday after new year's' = the first Monday after Jan 1")
    T("shop the sales ⟦black friday⟧", P(TG + td(days=1)), cat=c)
with use(now=NB, pref="future", **E):
    T("closed ⟦labor day⟧", P(holiday_in("labor", 2035)), cat=c)
    T("pumpkin spice launch ⟦the day after labor day⟧", P(holiday_in("labor", 2035) + td(days=1)), cat=c)
with use(now=NC, pref="future", **E):
    T("cookout on ⟦the fourth⟧", P(ymd(2035, 7, 4)), cat=c)
    T("bus trip ⟦the friday before labor day⟧", P(holiday_in("labor", 2035) - td(days=3)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    T("nights ⟦fri⟧ and ⟦sat⟧", P(rel(3)), P(rel(4)), cat=c)
with use(now=NB, pref="future", **E):
    T("deliveries ⟦next tuesday⟧ and ⟦thursday⟧", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NC, pref="future", **E):
    T("people coming by ⟦tomorrow morning⟧ and ⟦afternoon⟧", pod(rel(1), "morning"), pod(rel(1), "afternoon"), cat=c,
      conv="distribute")

c = "none"
with use(now=NA, pref="future", **E):
    T("bed 3 got his meds", cat=c)
with use(now=NB, pref="future", **E):
    T("need 20 lbs of beans", cat=c)
with use(now=NC, pref="future", **E):
    T("frank and i have been retired 5 years", cat=c, unsure="'5 years' is a length, not a time from now")
