"""Round 17 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a high-school teacher who coaches the
debate team, a delivery driver on two apps and a retired couple's planner use inside requests: a day and a clock
together or apart, clock ranges, deadlines (周五中午前, 月底前, "by friday noon", "before new year's"), parts of months,
weeks and quarters, durations from now, holidays and their neighbours (万圣节, 感恩节, 双十二, 元旦 and the days around
it, Halloween, Thanksgiving, Black Friday, New Year's; no school terms: not tabled; no lunar festival or solar term:
not tabled past 2029), coordination, and rows with no time."""
from lib import *

NA = "2040-10-15T00:20:00"  # Monday just after midnight: 今晚/tonight = Monday evening, 明天 = Tuesday, 昨晚 = Sunday evening
NB = "2040-11-15T16:50:00"  # Thursday late afternoon mid-quarter: a bare 4 is past (tomorrow 16:00), 5 ahead, 8 reads 20:00
NC = "2040-12-27T09:15:00"  # Thursday morning between Christmas and New Year: 元旦 Tuesday 2041-01-01, 明年 2041
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早七点⟧出车", at(rel(1), 7), cat=c, unsure="said at 00:20 on Monday: 明早 read as Tuesday morning")
    T("⟦今晚七点半⟧孙子钢琴课", at(today(), 19, 30), cat=c)
    T("⟦周三下午三点到五点⟧开家长会", cr(wd(3), 15, 0, 17, 0), cat=c)
    T("⟨周五⟩带队去杭州 ⟨早上六点半⟩学校门口集合", at(wd(5), 6, 30), cat=c)
    T("⟦下周二晚上七点⟧高一家长会", at(wk(1, 2), 19), cat=c)
    c = "clock"
    T("⟦八点⟧开年级组会", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦一点⟧出门跑午高峰", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:20 reads 13:00 today")
    T("⟦十二点⟧去4S店", P(bare_clock(12)), cat=c, conv="bare-hour")
    T("⟦差十分八点⟧送孙女出门", at(today(), 7, 50), cat=c, conv="bare-hour",
      unsure="the named hour 8 is read first (08:00, still ahead), then ten minutes subtracted")
    c = "rollover"
    T("⟦周一晚上⟧改卷子", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦周一早上七点⟧送孙子上学", at(today(), 7), cat=c, unsure="周一 said on Monday 00:20: today's 07:00 is ahead")
    c = "deadline"
    T("⟦周五中午前⟧把成绩交上去", deadline_clock(dt(wd(5), 12)), cat=c)
    T("⟦这周内⟧把辩题定下来", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦月底前⟧把车险续了", deadline_day(ymd(2040, 10, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦下个月中旬⟧去外地比赛", xun(2040, 11, 2), cat=c, conv="month-parts")
    T("⟦今晚十二点前⟧把作文批完", deadline_clock(dt(rel(1), 0)), cat=c,
      unsure="今晚十二点 is 00:00 of Tuesday; said at 00:20 on Monday, the deadline is almost a day away")
    c = "arithmetic"
    T("⟦下下周三⟧车辆年检", P(wk(2, 3)), cat=c)
    T("⟦下个月第二个周五⟧老年大学结业", P(nth(2040, 11, 2, 5)), cat=c)
    c = "duration"
    T("⟦半小时后⟧收车回家", after(td(minutes=30)), cat=c)
    T("⟦两周后⟧带老伴去复查", P(rel(14)), cat=c)
    c = "holiday"
    T("⟦万圣节⟧带孙子去商场", P(ymd(2040, 10, 31)), cat=c)
    c = "numeric-date"
    T("⟦10.20⟧外孙女生日", P(ymd(2040, 10, 20)), cat=c)
    c = "traditional"
    T("⟦週三下午兩點⟧陪老伴看膝蓋", at(wd(3), 14), cat=c)
    c = "coordination"
    T("辩论队训练定在⟦周二⟧和⟦周四⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("车跑了十二万公里 该换机油了", cat=c)
    T("辩论队一共8个人 分两组", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨晚⟧加油花了三百", pod(rel(-1), "晚上"), cat=c)
    T("⟦周日晚上十点⟧跑完最后一单", at(rel(-1), 22), cat=c, unsure="said Monday 00:20 looking back: yesterday")

with use(now=NB, pref="future", **Z):
    c = "clock"
    T("⟦五点⟧辩论队加练", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("⟦四点⟧带老伴去复查", P(bare_clock(4)), cat=c, conv="bare-hour", unsure="a bare 4 at 16:50 has passed: tomorrow 16:00")
    T("⟦八点⟧给学生家长回电话", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:50 reads 20:00 today (the pm reading is still ahead)")
    c = "rollover"
    T("⟦周四晚上⟧门球队开会", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦周四上午⟧去银行办卡", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part",
      unsure="周四上午 said Thursday 16:50 is over: next Thursday")
    c = "composition"
    T("⟦下周三下午两点⟧去修车", at(wk(1, 3), 14), cat=c)
    T("⟦明天上午九点到十一点⟧监考", cr(rel(1), 9, 0, 11, 0), cat=c)
    T("⟨周日⟩跑早高峰 ⟨五点半⟩出门", at(wd(7), 5, 30), cat=c, conv="bare-hour",
      unsure="跑早高峰 (the morning rush) pins the half of the day: 05:30")
    c = "range"
    T("⟦11月24号到25号⟧带队去苏州", dr(ymd(2040, 11, 24), ymd(2040, 11, 25)), cat=c)
    T("⟦下周一到周五⟧天天出车", dr(wk(1, 1), wk(1, 5)), cat=c)
    c = "deadline"
    T("⟦下个季度⟧换辆新车", quarter(2041, 1), cat=c, conv="quarters")
    T("⟦下半个月⟧排班少一点", dr(ymd(2040, 11, 16), ymd(2040, 11, 30)), cat=c, conv="half-month")
    T("⟦下周五之前⟧交论文初稿", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天以内⟧把报名表交了", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦年底前⟧把车贷还清", deadline_day(ymd(2040, 12, 31)), cat=c)
    T("⟦12月第一周⟧去北京看女儿", dr(ymd(2040, 12, 1), ymd(2040, 12, 7)), cat=c, conv="first-week")
    c = "duration"
    T("⟦一个半小时后⟧提醒我改作文", after(td(minutes=90)), cat=c)
    T("⟦十天后⟧再去复查", P(rel(10)), cat=c)
    c = "holiday"
    T("⟦双十二⟧给老伴买羽绒服", P(ymd(2040, 12, 12)), cat=c)
    T("⟦感恩节⟧外孙学校有活动", P(hol("thanksgiving")), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧合唱团演出", P(lastwd(2040, 12, 6)), cat=c)
    c = "coordination"
    T("⟦下周二⟧、⟦周四晚上七点⟧加练", at(wk(1, 2), 19), at(wk(1, 4), 19), cat=c, conv="distribute")
    c = "none"
    T("这个月跑了612单 好评率98%", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦周四下午三点⟧打车去学校", at(today(), 15), cat=c)
    T("⟦周二⟧的冲单奖励到了", P(wd(2)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦十点⟧给学生讲辩题", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦九点⟧去加油", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:15 has passed; before noon it reads tomorrow 09:00")
    c = "holiday"
    T("⟦元旦⟧全家去饭店", P(ymd(2041, 1, 1)), cat=c)
    T("⟦元旦前一天⟧发成绩单", P(ymd(2040, 12, 31)), cat=c)
    T("⟦元旦后的第一个周一⟧年级组开会", P(ymd(2041, 1, 7)), cat=c)
    c = "range"
    T("⟦明年1月3号到5号⟧去北京比赛", dr(ymd(2041, 1, 3), ymd(2041, 1, 5)), cat=c)
    T("⟦下周一到周三⟧回老家", dr(wk(1, 1), wk(1, 3)), cat=c)
    c = "composition"
    T("⟦12月31号晚上六点半⟧跨年聚餐", at(ymd(2040, 12, 31), 18, 30), cat=c)
    T("⟨下周四⟩带爷爷去体检 ⟨上午八点半⟩空腹", at(wk(1, 4), 8, 30), cat=c)
    c = "deadline"
    T("⟦明年上半年⟧想去趟云南", dr(ymd(2041, 1, 1), ymd(2041, 6, 30)), cat=c, conv="halves")
    T("⟦下个月初⟧交车险", xun(2041, 1, 1), cat=c, conv="month-parts")
    T("⟦元旦之前⟧把试卷出完", deadline_day(ymd(2041, 1, 1)), cat=c, conv="zh-qian-inclusive")
    c = "duration"
    T("⟦三天后⟧带老伴去医院拆线", P(rel(3)), cat=c)
    T("⟦明天这个时候⟧再给我提个醒", at(rel(1), 9, 15), cat=c)
    c = "rollover"
    T("⟦周四早上⟧跑早餐单", pod(wk(1, 4), "早上"), cat=c, conv="rollover-part",
      unsure="周四早上 (06–09) said Thursday 09:15 is over: next Thursday")
    c = "numeric-date"
    T("⟦2041.1.8⟧交期末卷子", P(ymd(2041, 1, 8)), cat=c)
    c = "coordination"
    T("外孙⟦周六⟧和⟦周日⟧都来", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("门球队12个人 分三组", cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("start driving ⟦tmrw 7am⟧", at(rel(1), 7), cat=c, unsure="said at 00:20 on Monday: tmrw read as Tuesday")
    T("piano lesson ⟦tonight 7:30⟧", at(today(), 19, 30), cat=c)
    T("parent conferences ⟦wed 3-5pm⟧", cr(wd(3), 15, 0, 17, 0), cat=c)
    T("⟨friday⟩ bus leaves for the tournament ⟨at 6:30am⟩", at(wd(5), 6, 30), cat=c)
    T("back to school night ⟦next tue 7pm⟧", at(wk(1, 2), 19), cat=c)
    c = "clock"
    T("dept mtg ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("start the lunch shift ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:20 reads 13:00 today")
    T("drop the car off ⟦at noon⟧", P(next_clock(12)), cat=c)
    T("leave for the bus ⟦ten to eight⟧", at(today(), 7, 50), cat=c, conv="bare-hour",
      unsure="the named hour 8 is read first (08:00, still ahead), then ten minutes subtracted")
    c = "rollover"
    T("grade essays ⟦monday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("walk the kids to school ⟦monday 7:30am⟧", at(today(), 7, 30), cat=c,
      unsure="monday said on Monday 00:20: today's 07:30 is ahead")
    c = "deadline"
    T("grades in ⟦by friday noon⟧", deadline_clock(dt(wd(5), 12)), cat=c, conv="by-inclusive")
    T("pick the resolution ⟦this week⟧", week_range(0), cat=c, conv="week-monday-sunday",
      unsure="a plain 'this week' (no deadline word) read as the whole week, which is also today … Sunday on a Monday")
    T("renew the car insurance ⟦by the end of the month⟧", deadline_day(ymd(2040, 10, 31)), cat=c)
    T("away tournament ⟦mid november⟧", xun(2040, 11, 2), cat=c, conv="month-parts")
    T("finish grading ⟦before midnight tonight⟧", deadline_clock(dt(rel(1), 0)), cat=c,
      unsure="midnight tonight is 00:00 of Tuesday; said at 00:20 on Monday")
    c = "arithmetic"
    T("inspection ⟦the wednesday after next⟧", P(wk(2, 3)), cat=c, conv="after-next")
    T("watercolor show ⟦the second friday of next month⟧", P(nth(2040, 11, 2, 5)), cat=c)
    c = "duration"
    T("log off ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("knee follow up ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "holiday"
    T("trick or treat w/ the grandkids ⟦halloween⟧", P(ymd(2040, 10, 31)), cat=c)
    c = "numeric-date"
    T("emma's bday ⟦10/20⟧", P(ymd(2040, 10, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("debate practice ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("car's at 120k miles needs an oil change", cat=c)
    T("8 kids on the debate team split into 2 squads", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("gas ⟦last night⟧ was 48", pod(rel(-1), "night"), cat=c)
    T("last drop off ⟦sunday 10pm⟧", at(rel(-1), 22), cat=c, unsure="said Monday 00:20 looking back: yesterday")

with use(now=NB, pref="future", **E):
    c = "clock"
    T("extra practice ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("grandma's follow up ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour",
      unsure="a bare 4 at 16:50 has passed: tomorrow 16:00")
    T("call a parent back ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:50 reads 20:00 today (the pm reading is still ahead)")
    c = "rollover"
    T("garden club ⟦thursday evening⟧", pod(today(), "evening"), cat=c, conv="rollover-part")
    T("bank ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 16:50 is over: next Thursday")
    c = "composition"
    T("brakes ⟦next wed at 2pm⟧", at(wk(1, 3), 14), cat=c)
    T("proctoring ⟦tomorrow 9-11am⟧", cr(rel(1), 9, 0, 11, 0), cat=c)
    T("⟨sunday⟩ early shift, out the door ⟨5:30am⟩", at(wd(7), 5, 30), cat=c)
    c = "range"
    T("state qualifier ⟦nov 24-25⟧", dr(ymd(2040, 11, 24), ymd(2040, 11, 25)), cat=c)
    T("back on the road ⟦mon thru fri next week⟧", dr(wk(1, 1), wk(1, 5)), cat=c)
    c = "deadline"
    T("new car ⟦next quarter⟧ maybe", quarter(2041, 1), cat=c, conv="quarters")
    T("fewer shifts ⟦the second half of the month⟧", dr(ymd(2040, 11, 16), ymd(2040, 11, 30)), cat=c, conv="half-month")
    T("draft essay due ⟦before next friday⟧", deadline_day(wk(1, 4)), cat=c, conv="en-before-exclusive")
    T("turn in the forms ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("pay off the car loan ⟦by the end of the year⟧", deadline_day(ymd(2040, 12, 31)), cat=c)
    T("visit our daughter ⟦the first week of december⟧", dr(ymd(2040, 12, 1), ymd(2040, 12, 7)), cat=c,
      conv="first-week")
    c = "duration"
    T("remind me ⟦in an hour and a half⟧ to grade", after(td(minutes=90)), cat=c)
    T("recheck ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "holiday"
    T("dinner at our place ⟦thanksgiving at 3⟧", at(hol("thanksgiving"), 15), cat=c, conv="bare-hour")
    T("driving all day ⟦black friday⟧", P(hol("blackfriday")), cat=c)
    T("no driving ⟦the day before thanksgiving⟧", P(hol("thanksgiving") - td(days=1)), cat=c)
    c = "arithmetic"
    T("choir concert ⟦the last saturday of next month⟧", P(lastwd(2040, 12, 6)), cat=c)
    c = "coordination"
    T("extra practice ⟦next tue⟧ and ⟦thu at 7pm⟧", at(wk(1, 2), 19), at(wk(1, 4), 19), cat=c, conv="distribute",
      unsure="'next' and 'at 7pm' said once for both days")
    c = "none"
    T("612 deliveries this month 98% rating", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("uber to school ⟦thursday 3pm⟧", at(today(), 15), cat=c)
    T("peak pay for ⟦tuesday⟧ came in", P(wd(2)), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("go over the resolution ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("fill up the tank ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:15 has passed; before noon it reads tomorrow 09:00")
    c = "holiday"
    T("family brunch ⟦new year's day⟧", P(ymd(2041, 1, 1)), cat=c)
    T("post grades ⟦the day before new year's⟧", P(ymd(2040, 12, 31)), cat=c)
    T("dept meeting ⟦the first monday after new year's⟧", P(ymd(2041, 1, 7)), cat=c)
    T("party ⟦new year's eve at 8pm⟧", at(ymd(2040, 12, 31), 20), cat=c)
    c = "range"
    T("invitational ⟦jan 3 to 5⟧", dr(ymd(2041, 1, 3), ymd(2041, 1, 5)), cat=c)
    T("off ⟦mon-wed next week⟧", dr(wk(1, 1), wk(1, 3)), cat=c)
    c = "composition"
    T("nye dinner ⟦dec 31 6:30pm⟧", at(ymd(2040, 12, 31), 18, 30), cat=c)
    T("⟨next thursday⟩ grandpa's physical, fasting, ⟨8:30am⟩", at(wk(1, 4), 8, 30), cat=c)
    c = "deadline"
    T("trip to arizona ⟦the first half of next year⟧", dr(ymd(2041, 1, 1), ymd(2041, 6, 30)), cat=c, conv="halves")
    T("renew insurance ⟦early next month⟧", xun(2041, 1, 1), cat=c, conv="month-parts")
    T("exam written ⟦before new year's⟧", deadline_day(ymd(2040, 12, 31)), cat=c, conv="en-before-exclusive")
    T("budget ⟦next year⟧", year_range(2041), cat=c)
    c = "duration"
    T("stitches out ⟦in 3 days⟧", P(rel(3)), cat=c)
    T("ping me ⟦same time tomorrow⟧", at(rel(1), 9, 15), cat=c)
    c = "rollover"
    T("breakfast shift ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="English morning runs 06–12, so at 09:15 it is still in progress: today")
    c = "numeric-date"
    T("final exam copies ⟦1/8/2041⟧", P(ymd(2041, 1, 8)), cat=c, conv="en-month-first")
    c = "coordination"
    T("grandkids here ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("12 people in the bowling league 3 teams", cat=c)
