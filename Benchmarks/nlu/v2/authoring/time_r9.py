"""Round 9 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Time said the way people say it inside everyday
requests: a day and a clock range said apart with words between, deadlines and open ranges, parts of months and
years, calendar arithmetic, durations from now, clock idioms, numeric dates, holidays and their neighbours, and
coordination; short phrases mixed with full sentences that carry the expression in the middle."""
from lib import *

# Round 9 reference times
NA = "2032-03-31T16:30:00"  # Wednesday afternoon, the last day of a quarter and of March: a bare 3 or 4 is past;
                            # next quarter starts tomorrow (愚人节); 清明 Sunday 04-04; Easter was 03-28
NB = "2032-11-29T08:15:00"  # Monday morning right after the Thanksgiving long weekend (Cyber Monday): the morning in
                            # progress, a bare 8 is past; the month ends tomorrow; 双十二 two weeks on
NC = "2032-04-29T19:40:00"  # Thursday evening late in a month: 月底 is tomorrow, this weekend is 五一 (05-01/02),
                            # next week starts 05-03; a bare 8 still reads 20:00; 今晚 in progress
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# Lunar festivals and solar terms of 2032/2033 (lunar-python: Lunar.fromYmd(...).getSolar(), getJieQiTable()).
L32 = {"腊八": ymd(2032, 1, 20), "小年": ymd(2032, 2, 4), "除夕": ymd(2032, 2, 10), "春节": ymd(2032, 2, 11),
       "元宵": ymd(2032, 2, 25), "龙抬头": ymd(2032, 3, 13), "清明": ymd(2032, 4, 4), "谷雨": ymd(2032, 4, 19),
       "立夏": ymd(2032, 5, 5), "小满": ymd(2032, 5, 20), "端午": ymd(2032, 6, 12), "七夕": ymd(2032, 8, 12),
       "中秋": ymd(2032, 9, 19), "重阳": ymd(2032, 10, 12), "大雪": ymd(2032, 12, 6)}
L33 = {"腊八": ymd(2033, 1, 8), "小年": ymd(2033, 1, 23), "除夕": ymd(2033, 1, 30), "春节": ymd(2033, 1, 31),
       "元宵": ymd(2033, 2, 14)}

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref="future", **Z):
    T("⟨下周三⟩那天我都在，⟨上午九点到十一点⟩你随便挑", cr(wk(1, 3), 9, 0, 11, 0), cat=c)
    T("⟨明天⟩我请了半天假 ⟨下午两点⟩去办护照", at(rel(1), 14), cat=c)
    T("⟨周五⟩再说吧，⟨晚上七点半⟩老地方见", at(wd(5), 19, 30), cat=c)
    T("⟨4月6号⟩跟医生约好了，⟨早上八点四十⟩到", at(ymd(2032, 4, 6), 8, 40), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟨今天⟩开完周会以后 大概⟨下午三点到四点半⟩有空", cr(today(), 15, 0, 16, 30), cat=c)
    T("⟨这周四⟩孩子学校开家长会 ⟨晚上六点半⟩开始", at(wk(0, 4), 18, 30), cat=c)
    T("⟨后天⟩吧 师傅说⟨十点⟩左右过来修热水器", at(rel(2), 10), cat=c, conv="bare-hour")
    T("⟨下下周一⟩ 我们约的是⟨中午十二点⟩", at(wk(2, 1), 12), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟨下周二⟩要是不下雨 ⟨傍晚六点⟩去打球", at(wk(1, 2), 18), cat=c)
    T("⟨明天⟩ 老板说了 ⟨下午四点到五点⟩ 开复盘会", cr(rel(1), 16, 0, 17, 0), cat=c)
    T("⟨周日⟩我一天都在家，⟨上午十点⟩以后你随时过来", at(wd(7), 10), cat=c, conv="open-after",
      unsure="'十点以后' with a day: the point 10:00 (open-after), composed with 周日")
    T("⟨下周四⟩那个面试改了 ⟨下午三点一刻⟩", at(wk(1, 4), 15, 15), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    T("⟦4月5号到9号⟧去成都出差", dr(ymd(2032, 4, 5), ymd(2032, 4, 9)), cat=c)
    T("⟦下周一到周五⟧都在总部培训", dr(wk(1, 1), wk(1, 5)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦12月20号到明年1月3号⟧ 回国", dr(ymd(2032, 12, 20), ymd(2033, 1, 3)), cat=c)
    T("⟦这周三到周六⟧我妈过来住几天", dr(wk(0, 3), wk(0, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦5月1号到5号⟧放假", dr(ymd(2032, 5, 1), ymd(2032, 5, 5)), cat=c)
    T("⟦周六到下周三⟧去云南玩", dr(wd(6), wk(1, 3)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    T("⟦月底之前⟧得把报销单交了", deadline_day(month_end()), cat=c, unsure="said on the month's last day: today alone")
    T("⟦下周五以前⟧给我回个话", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天之内⟧把合同签回来", ndays(3), cat=c, conv="n-days-counting-today")
    T("房租⟦下个月上旬⟧交就行", xun(2032, 4, 1), cat=c, conv="month-parts")
    T("⟦二季度⟧的目标定了没", quarter(2032, 2), cat=c, conv="quarters")
    T("⟦下午五点前⟧ 把表交上去", deadline_clock(dt(today(), 17)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦这周之内⟧把年假申请提了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦年底前⟧要把驾照换掉", deadline_day(ymd(2032, 12, 31)), cat=c)
    T("⟦下个月下旬⟧回老家一趟", xun(2032, 12, 3), cat=c, conv="month-parts")
    T("打算⟦明年上半年⟧买车", dr(ymd(2033, 1, 1), ymd(2033, 6, 30)), cat=c, conv="halves")
    T("⟦12月的第一周⟧要出差", dr(ymd(2032, 12, 1), ymd(2032, 12, 7)), cat=c, conv="first-week")
    T("⟦半小时之内⟧回我电话", deadline_clock(C.now + td(minutes=30)), cat=c)
with use(now=NC, pref="future", **Z):
    T("材料⟦月底前⟧交齐", deadline_day(month_end()), cat=c)
    T("⟦下个月中旬⟧去体检", xun(2032, 5, 2), cat=c, conv="month-parts")
    T("⟦最晚下周三⟧给答复", deadline_day(wk(1, 3)), cat=c)
    T("⟦五一前⟧把房子收拾好", deadline_day(ymd(2032, 5, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦今年下半年⟧想换个工作", dr(ymd(2032, 7, 1), ymd(2032, 12, 31)), cat=c, conv="halves")
    T("⟦从下周一开始⟧每天早起跑步", P(wk(1, 1)), cat=c, conv="open-from")
    T("⟦晚上九点以后⟧别给我打电话", P(dt(today(), 21)), cat=c, conv="open-after")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    T("⟦下个月第二个周三⟧有例会", P(nth(2032, 4, 2, 3)), cat=c)
    T("⟦大后天⟧去拿体检报告", P(rel(3)), cat=c)
    T("⟦下下周二⟧交稿", P(wk(2, 2)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦12月最后一个周五⟧公司年会", P(lastwd(2032, 12, 5)), cat=c)
    T("⟦大大后天⟧我调休", P(rel(4)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦下个月倒数第二个周五⟧发奖金", P(lastwd(2032, 5, 5) - td(days=7)), cat=c)
    T("⟦下下个月⟧搬家", month_range(2032, 6), cat=c)
    T("⟦五一后的第一个周一⟧开工", P(ymd(2032, 5, 3)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    T("⟦一个半小时后⟧提醒我吃药", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧复诊", P(rel(14)), cat=c)
    T("⟦三刻钟以后⟧出门", after(td(minutes=45)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦半个月后⟧再交一次房租", P(rel(15)), cat=c)
    T("⟦明天这个时候⟧再打给他", P(dt(rel(1), 8, 15)), cat=c)
    T("⟦两个小时以后⟧开会", after(td(hours=2)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦三天后的晚上八点⟧聚餐", at(rel(3), 20), cat=c)
    T("⟦半年以后⟧再说吧", P(addm(today(), 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    T("⟦五点一刻⟧下楼拿快递", at(today(), 17, 15), cat=c, conv="bare-hour")
    T("⟦差一刻六点⟧出发", at(today(), 17, 45), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **Z):
    T("⟦九点半⟧到公司", at(today(), 9, 30), cat=c, conv="bare-hour")
    T("⟦中午十二点半⟧吃饭", at(today(), 12, 30), cat=c)
    T("下午的评审定在⟦一点一刻⟧", at(today(), 13, 15), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    T("⟦八点三刻⟧开始看球", at(today(), 20, 45), cat=c, conv="bare-hour")
    T("⟦今晚十二点⟧抢票", at(rel(1), 0), cat=c)
    T("⟦晚八点⟧直播", at(today(), 20), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    T("⟦4.15⟧报个税", P(ymd(2032, 4, 15)), cat=c)
    T("⟦2032/04/20⟧ 面试", P(ymd(2032, 4, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦12.12⟧ 店里搞活动", P(ymd(2032, 12, 12)), cat=c)
    T("⟦20321218⟧考试", P(ymd(2032, 12, 18)), cat=c, conv="eight-digit-date")
with use(now=NC, pref="future", **Z):
    T("⟦5-20⟧ 纪念日", P(ymd(2032, 5, 20)), cat=c, unsure="5-20 might also read as a range (CONVENTIONS §5)")
    T("⟦32.6.1⟧入职", P(ymd(2032, 6, 1)), cat=c, unsure="27.6.1-style year.month.day, flagged in CONVENTIONS §5")

c = "traditional"
with use(now=NA, pref="future", **Z):
    T("⟦下週三下午兩點⟧開會", at(wk(1, 3), 14), cat=c)
    T("⟦大後天⟧回台北", P(rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦這禮拜六⟧搬家", P(wk(0, 6)), cat=c)
    T("⟦三個小時後⟧出發", after(td(hours=3)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦五號之前⟧繳費", deadline_day(dom(5)), cat=c, conv="zh-qian-inclusive")
    T("⟦禮拜天晚上⟧看電影", pod(wd(7), "晚上"), cat=c)

c = "rollover"
with use(now=NA, pref="future", **Z):
    T("⟦周三下午三点⟧开会", at(rel(7), 15), cat=c)
    T("⟦三点⟧ 开会", at(rel(1), 15), cat=c, conv="bare-hour")
    T("⟦周三上午⟧去银行", pod(rel(7), "上午"), cat=c, conv="rollover-part")
with use(now=NB, pref="future", **Z):
    T("⟦周一早上七点⟧去跑步", at(rel(7), 7), cat=c)
    T("⟦八点⟧的车", at(rel(1), 8), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    T("⟦周四下午⟧的会", pod(rel(7), "下午"), cat=c, conv="rollover-part")
    T("⟦七点⟧见", at(rel(1), 19), cat=c, conv="bare-hour")
with use(now=NC, pref="past", **Z):
    T("⟦周四上午十点⟧打车花了30", at(today(), 10), cat=c)
    T("⟦周五⟧买的那双鞋", P(wd(5)), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    T("⟦清明节⟧回老家扫墓", P(L32["清明"]), cat=c)
    T("⟦清明前一天⟧出发", P(L32["清明"] - td(days=1)), cat=c)
    T("⟦端午节⟧吃粽子", P(L32["端午"]), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦双十二⟧囤点货", P(ymd(2032, 12, 12)), cat=c)
    T("⟦平安夜晚上八点⟧聚会", at(ymd(2032, 12, 24), 20), cat=c)
    T("⟦元旦后的第一个周一⟧上班", P(ymd(2033, 1, 3)), cat=c)
    T("⟦春节前三天⟧回家", P(L33["春节"] - td(days=3)), cat=c)
    T("⟦腊八⟧那天 去寺里排队领粥", P(L33["腊八"]), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦母亲节⟧订个餐厅", P(holiday_in("mothers", 2032)), cat=c)
    T("⟦中秋前一天⟧回家", P(L32["中秋"] - td(days=1)), cat=c)
    T("老家的习俗⟦立夏⟧要称体重", P(L32["立夏"]), cat=c)
    T("⟦端午节后一天⟧上班", P(L32["端午"] + td(days=1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    T("⟦周六⟧⟦周日⟧都要加班", P(wd(6)), P(wd(7)), cat=c)
    T("⟦下周二⟧和⟦周四⟧都有课", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    T("⟦12月5号⟧、⟦6号⟧两天不在", P(ymd(2032, 12, 5)), P(ymd(2032, 12, 6)), cat=c, conv="distribute")
    T("⟦明天上午⟧和⟦下午⟧都有会", pod(rel(1), "上午"), pod(rel(1), "下午"), cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    T("⟦周一⟧⟦周三⟧⟦周五⟧去游泳", P(wd(1)), P(wd(3)), P(wd(5)), cat=c,
      unsure="said Thursday evening: 周五 is tomorrow, 周一 and 周三 next week")

c = "none"
with use(now=NB, pref="future", **Z):
    T("我住在3号楼502", cat=c)
    T("这次考了98分", cat=c)
    T("买了6个鸡蛋", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NA, pref="future", **E):
    T("⟨thursday⟩ works for me, say ⟨from 2 to 3:30⟩", cr(wd(4), 14, 0, 15, 30), cat=c, conv="bare-hour")
    T("⟨tomorrow⟩ if it isn't raining, a quick run ⟨at 7am⟩", at(rel(1), 7), cat=c)
    T("⟨next Tuesday⟩ the plumber said he'd come ⟨between 9 and 11⟩", cr(wk(1, 2), 9, 0, 11, 0), cat=c,
      conv="bare-hour")
    T("⟨April 12⟩, dentist, ⟨8:45am⟩", at(ymd(2032, 4, 12), 8, 45), cat=c)
with use(now=NB, pref="future", **E):
    T("⟨today⟩ after standup, maybe ⟨11 to 11:30⟩", cr(today(), 11, 0, 11, 30), cat=c, conv="bare-hour")
    T("⟨wednesday⟩ is the parent teacher thing, ⟨6:15 pm⟩", at(wd(3), 18, 15), cat=c)
    T("⟨the 3rd⟩ I have a call with the bank ⟨at 10:30am⟩", at(ymd(2032, 12, 3), 10, 30), cat=c)
    T("⟨friday⟩ we're doing dinner, ⟨7:30pm⟩ probably", at(wd(5), 19, 30), cat=c)
with use(now=NC, pref="future", **E):
    T("⟨saturday⟩ we're hitting the farmers market ⟨around 9⟩", at(wd(6), 9), cat=c, conv="bare-hour")
    T("⟨next wednesday⟩ I'm booked ⟨from noon to 2⟩", cr(wk(1, 3), 12, 0, 14, 0), cat=c, conv="bare-hour")
    T("⟨tomorrow⟩ the movers come ⟨8am to 12⟩", cr(rel(1), 8, 0, 12, 0), cat=c)
    T("⟨sunday⟩ brunch with the in-laws ⟨at 11:30⟩", at(wd(7), 11, 30), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    T("⟦April 5th through the 9th⟧ I'm in Denver", dr(ymd(2032, 4, 5), ymd(2032, 4, 9)), cat=c)
    T("⟦next Monday to Wednesday⟧ is the offsite", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NB, pref="future", **E):
    T("out of office ⟦Dec 20 to Jan 2⟧", dr(ymd(2032, 12, 20), ymd(2033, 1, 2)), cat=c)
    T("⟦this Wednesday through Friday⟧ in Chicago", dr(wk(0, 3), wk(0, 5)), cat=c)
with use(now=NC, pref="future", **E):
    T("visiting my parents ⟦May 1st to the 5th⟧", dr(ymd(2032, 5, 1), ymd(2032, 5, 5)), cat=c)
    T("⟦saturday to next tuesday⟧ we're at the lake", dr(wd(6), wk(1, 2)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    T("I need the deck ⟦by end of day Friday⟧", deadline_day(wd(5)), cat=c, conv="by-inclusive")
    T("send the invoice ⟦no later than the 20th⟧", deadline_day(dom(20)), cat=c, conv="by-inclusive")
    T("⟦before April 10⟧ please", deadline_day(ymd(2032, 4, 9)), cat=c, conv="en-before-exclusive")
    T("we're moving ⟦early April⟧", xun(2032, 4, 1), cat=c, conv="month-parts")
    T("the hiring plan for ⟦Q2⟧", quarter(2032, 2), cat=c, conv="quarters")
    T("get it to me ⟦by 6pm⟧", deadline_clock(dt(today(), 18)), cat=c)
    T("sometime in ⟦the second half of next month⟧", dr(ymd(2032, 4, 16), ymd(2032, 4, 30)), cat=c, conv="half-month")
with use(now=NB, pref="future", **E):
    T("reply ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦by the end of the week⟧ if you can", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦the first week of next month⟧ is crazy", dr(ymd(2032, 12, 1), ymd(2032, 12, 7)), cat=c, conv="first-week")
    T("we fly home ⟦late December⟧", xun(2032, 12, 3), cat=c, conv="month-parts")
    T("finish the audit ⟦by end of year⟧", deadline_day(ymd(2032, 12, 31)), cat=c, conv="by-inclusive")
    T("call me back ⟦within the next 2 hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
with use(now=NC, pref="future", **E):
    T("rent's due ⟦by the end of the month⟧", deadline_day(month_end()), cat=c)
    T("the kitchen should be done ⟦mid-May⟧", xun(2032, 5, 2), cat=c, conv="month-parts")
    T("we want to buy a house in ⟦the first half of next year⟧", dr(ymd(2033, 1, 1), ymd(2033, 6, 30)), cat=c,
      conv="halves")
    T("⟦starting next monday⟧ I'm on the early shift", P(wk(1, 1)), cat=c, conv="open-from")
    T("don't call ⟦after 9pm⟧", P(dt(today(), 21)), cat=c, conv="open-after")
    T("I'm away ⟦until Sunday⟧", deadline_day(wd(7)), cat=c, conv="until-inclusive")
    T("⟦the last week of May⟧ is the recital", dr(ymd(2032, 5, 25), ymd(2032, 5, 31)), cat=c, conv="last-week")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    T("⟦the second Wednesday of next month⟧", P(nth(2032, 4, 2, 3)), cat=c)
    T("let's do ⟦the Tuesday after next⟧", P(wk(2, 2)), cat=c, conv="after-next")
    T("⟦a week from thursday⟧ works", P(wd(4) + td(days=7)), cat=c)
    T("⟦the last Friday of April⟧", P(lastwd(2032, 4, 5)), cat=c)
with use(now=NB, pref="future", **E):
    T("book club is ⟦the third Thursday of December⟧", P(nth(2032, 12, 3, 4)), cat=c)
    T("⟦two weeks from friday⟧ we leave", P(wd(5) + td(days=14)), cat=c)
    T("⟦the month after next⟧ is wide open", month_range(2033, 1), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦the first Monday of June⟧", P(nth(2032, 6, 1, 1)), cat=c)
    T("⟦the day before Mother's Day⟧", P(holiday_in("mothers", 2032) - td(days=1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    T("remind me ⟦in 90 minutes⟧", after(td(minutes=90)), cat=c)
    T("the sitter leaves ⟦two and a half hours from now⟧", after(td(minutes=150)), cat=c)
    T("⟦a fortnight from now⟧ the cast comes off", P(rel(14)), cat=c)
with use(now=NB, pref="future", **E):
    T("check the oven ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    T("⟦this time next week⟧ I'll be in Lisbon", P(dt(rel(7), 8, 15)), cat=c)
    T("the cast check is ⟦three weeks from today⟧", P(rel(21)), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦six months from now⟧ the lease is up", P(addm(today(), 6)), cat=c)
    T("⟦same time tomorrow⟧?", P(dt(rel(1), 19, 40)), cat=c)
    T("⟦3 days from now at 6pm⟧", at(rel(3), 18), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    T("pick me up at ⟦quarter past five⟧", at(today(), 17, 15), cat=c, conv="bare-hour")
    T("meet at ⟦twenty to six⟧", at(today(), 17, 40), cat=c, conv="bare-hour")
    T("dinner ⟦half past seven⟧", at(today(), 19, 30), cat=c, conv="bare-hour")
with use(now=NB, pref="future", **E):
    T("I'll be in at ⟦a quarter to ten⟧", at(today(), 9, 45), cat=c, conv="bare-hour")
    T("lunch ⟦noonish⟧?", at(today(), 12), cat=c, unsure="'noonish' read as noon, like 'around 9ish' → 9")
    T("call at ⟦ten past one⟧", at(today(), 13, 10), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    T("the game starts ⟦8:45 tonight⟧", at(today(), 20, 45), cat=c)
    T("be there at ⟦five to nine⟧", at(today(), 20, 55), cat=c, conv="bare-hour")
    T("tickets drop at ⟦12am⟧", at(rel(1), 0), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **E):
    T("taxes due ⟦4/15⟧", P(ymd(2032, 4, 15)), cat=c, conv="en-month-first")
    T("interview on ⟦04/20/2032⟧", P(ymd(2032, 4, 20)), cat=c, conv="en-month-first")
    T("my flight is ⟦20/4⟧", P(ymd(2032, 4, 20)), cat=c, conv="day-first-when-over-12")
with use(now=NB, pref="future", **E):
    T("recital ⟦12/6⟧", P(ymd(2032, 12, 6)), cat=c, conv="en-month-first")
    T("⟦Mon, Dec 13⟧ works", P(ymd(2032, 12, 13)), cat=c)
with use(now=NC, pref="future", **E):
    T("closing on ⟦5/3⟧", P(ymd(2032, 5, 3)), cat=c, conv="en-month-first")
    T("⟦the 2nd of May⟧ is her birthday", P(ymd(2032, 5, 2)), cat=c)
    T("start date ⟦June 1st, 2032⟧", P(ymd(2032, 6, 1)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **E):
    T("⟦wednesday at 2pm⟧ sync", at(rel(7), 14), cat=c)
    T("call her ⟦at 3⟧", at(rel(1), 15), cat=c, conv="bare-hour")
    T("⟦wednesday morning⟧ gym", pod(rel(7), "morning"), cat=c, conv="rollover-part")
with use(now=NB, pref="future", **E):
    T("⟦monday at 7am⟧ run club", at(rel(7), 7), cat=c)
    T("⟦this morning⟧ I'm slammed", pod(today(), "morning"), cat=c)
with use(now=NB, pref="past", **E):
    T("⟦sunday night⟧ pizza was 32", pod(wd(7), "night"), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦thursday afternoon⟧ planning", pod(rel(7), "afternoon"), cat=c, conv="rollover-part")
    T("see you ⟦at 7⟧", at(rel(1), 19), cat=c, conv="bare-hour")
with use(now=NC, pref="past", **E):
    T("⟦thursday at noon⟧ lunch was 18", at(today(), 12), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    T("⟦Easter⟧ at grandma's", P(holiday_in("easter", 2033)), cat=c, unsure="Easter 2032 was 03-28, so the next is 2033")
    T("prank the team on ⟦April Fools'⟧", P(ymd(2032, 4, 1)), cat=c)
    T("⟦the day before Memorial Day⟧", P(holiday_in("memorial", 2032) - td(days=1)), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦Christmas Eve⟧ at my brother's", P(ymd(2032, 12, 24)), cat=c)
    T("⟦New Year's Eve at 10pm⟧", at(ymd(2032, 12, 31), 22), cat=c)
    T("⟦MLK Day⟧ we're off", P(holiday_in("mlk", 2033)), cat=c)
    T("⟦the Monday after Christmas⟧", P(ymd(2032, 12, 27)), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦Cinco de Mayo⟧ tacos", P(ymd(2032, 5, 5)), cat=c)
    T("brunch for dad on ⟦Father's Day⟧", P(holiday_in("fathers", 2032)), cat=c)
    T("fireworks on ⟦the Fourth⟧", P(ymd(2032, 7, 4)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    T("⟦saturday⟧ and ⟦sunday⟧ I'm working", P(wd(6)), P(wd(7)), cat=c)
    T("⟦tomorrow morning⟧ and ⟦evening⟧ I'm busy", pod(rel(1), "morning"), pod(rel(1), "evening"), cat=c,
      conv="distribute")
with use(now=NB, pref="future", **E):
    T("⟦the 5th⟧ or ⟦the 6th⟧ for the party", P(ymd(2032, 12, 5)), P(ymd(2032, 12, 6)), cat=c)
with use(now=NC, pref="future", **E):
    T("yoga ⟦Mon⟧ and ⟦Wed⟧", P(wd(1)), P(wd(3)), cat=c)
    T("the vet can do either ⟦3pm⟧ or ⟦5pm tomorrow⟧", at(rel(1), 15), at(rel(1), 17), cat=c, conv="distribute",
      unsure="'tomorrow' said once after both clocks applies to both")

c = "none"
with use(now=NB, pref="future", **E):
    T("I'm on floor 14", cat=c)
    T("we still need 3 folding chairs for the party", cat=c)
    T("gate B12", cat=c)
