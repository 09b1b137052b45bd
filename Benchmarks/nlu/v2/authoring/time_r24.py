"""Round 24 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a florist with a small shop (花市进货 /
buying at the flower market before dawn, 婚礼布置 / wedding set-ups, deliveries in time windows, 情人节 / 母亲节 / 七夕
rushes, 冷柜 / the cold room), a startup founder raising money (investor calls across time zones, 路演 / pitch days over
several days, board meetings, 发工资 / payroll, quarter ends) and a hospital pharmacist on rotating shifts who tutors
chemistry at weekends (早班 / 晚班 / 夜班 with clock ranges crossing midnight, 执照 / licence renewal and exam deadlines,
tutoring sessions by student name, a morning run) use inside requests: a day and a clock together or apart, clock
ranges, deadlines, parts of months, quarters, durations from now, holidays (Chinese, solar terms, shopping days and
Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (stem counts,
sizes, page counts, order numbers).

Reference times (new in this round):
  NA = 2044-02-13T18:30 Saturday, the eve of Valentine's Day (情人节 tomorrow, a Sunday) and 元宵 2044 itself: this
       weekend is half over (这周末 / "this weekend" = today and tomorrow), 今晚 / "tonight" and 周六晚上 / "saturday
       night" have begun (today), 周六下午 / "saturday afternoon" is over (next week); a bare 6 has just passed and
       reads tomorrow 18:00, a bare 7 reads 19:00 today, a bare 8 or 11 reads tonight (20:00, 23:00); 凌晨四点 / "4am"
       with no day = 02-14 04:00; 这周内 / "this week" = today … Sunday 02-14; next week starts on Presidents' Day
       02-15; 2044 is a leap year, so 月底 / "the end of the month" is Monday 02-29 and 下旬 / "late february" =
       02-21 … 02-29; 雨水 Friday 02-19, 妇女节 Tuesday 03-08.
  NB = 2044-03-31T17:50 Thursday, the last working day of a month and of the first quarter: 月底 / "the end of the
       month" is today (月底前 = today alone), 本季度 / "this quarter" = Q1 (ends today), 下季度 / "next quarter" =
       Q2 starting tomorrow (愚人节, a Friday), 上季度 = Q4 2043; 周四下午 / "thursday afternoon" is still in progress
       for ten minutes (today), 周四上午 / "thursday morning" is over (next week), 周四晚上 ahead (today); a bare 5 has
       passed (tomorrow 17:00), a bare 6 is ten minutes ahead (18:00), a bare 9:30 reads 21:30; this weekend 04-02/03,
       next week starts on 清明 04-04; Good Friday 04-15, Easter 04-17, Mother's Day / 母亲节 05-08.
  NC = 2044-11-28T06:40 Monday, the Monday after Thanksgiving (11-24) and Cyber Monday itself, early in the morning:
       早上 / "morning" has barely begun (周一早上 / "monday morning" today), 周一凌晨 is over (next week), 早上七点 /
       "7am" with no day is today; a bare 7 reads 19:00 today, a bare 8 08:00 today, a bare 6 18:00; 上周 / "last
       week" = 11-21 … 11-27 (Thanksgiving, Black Friday 11-25), 这周 / "this week" = 11-28 … 12-04, 下周 / "next
       week" = 12-05 … 12-11; 月底 / "the end of the month" Wednesday 11-30; 大雪 Tuesday 12-06, 双十二 Monday 12-12,
       冬至 Wednesday 12-21, Christmas a Sunday.
The Chinese festival and solar-term dates of 2044 were taken from lunar-python (元宵 02-13, 雨水 02-19, 清明 04-04,
七夕 07-31, 大雪 12-06, 冬至 12-21); Easter by the computus in lib.
"""
from lib import *

NA = "2044-02-13T18:30:00"  # Saturday 18:30, 元宵 and the eve of 情人节: bare 6 → tomorrow 18:00, bare 7/8/11 → tonight
NB = "2044-03-31T17:50:00"  # Thursday 17:50, month and Q1 end today: bare 5 → tomorrow 17:00, bare 6 → 18:00 today
NC = "2044-11-28T06:40:00"  # Monday 06:40, Cyber Monday: 早上 in progress; bare 7 → 19:00, bare 8 → 08:00 today
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
VDAY = ymd(2044, 2, 14)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天早上六点⟧店里开门卖玫瑰", at(rel(1), 6), cat=c)
    T("⟦下周六上午十点到下午两点⟧布置婚礼现场", cr(wk(1, 6), 10, 0, 14, 0), cat=c)
    T("⟨礼拜四⟩送花到王太太家 ⟨下午三点到五点⟩", cr(wd(4), 15, 0, 17, 0), cat=c)
    T("⟦2月20号晚上八点⟧跟投资人视频", at(ymd(2044, 2, 20), 20), cat=c)
    c = "clock"
    T("⟦八点⟧盘点一下剩的花", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30 reads 20:00 tonight")
    T("⟦六点⟧跟硅谷那边通电话", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has just passed: tomorrow 18:00")
    T("⟦凌晨四点⟧去花市进货", at(rel(1), 4), cat=c, unsure="凌晨 + hour with no day: the coming night, 02-14")
    c = "rollover"
    T("⟦周六晚上⟧把花束都包好", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 18:30 is in progress: today")
    T("⟦周六下午⟧婚礼彩排", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 18:30 is over: next Saturday")
    c = "deadline"
    T("⟦情人节前⟧把玫瑰全包好", deadline_day(VDAY), cat=c, conv="zh-qian-inclusive")
    T("⟦月底前⟧把店租交了", deadline_day(ymd(2044, 2, 29)), cat=c, conv="zh-qian-inclusive", unsure="2044 is a leap year: 02-29")
    T("⟦这周内⟧把冷柜修好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and Sunday")
    T("⟦下旬⟧都是夜班", xun(2044, 2, 3), cat=c, conv="month-parts", unsure="leap February: 02-21 … 02-29")
    c = "holiday"
    T("⟦情人节早上六点⟧开门", at(VDAY, 6), cat=c)
    T("⟦元宵节晚上⟧团队一起吃汤圆", pod(today(), "晚上"), cat=c, unsure="元宵 2044 is today (lunar-python); its evening is in progress")
    c = "duration"
    T("⟦四十五分钟后⟧提醒我出门送花", after(td(minutes=45)), cat=c)
    c = "range"
    T("⟦2月22号到24号⟧去深圳路演", dr(ymd(2044, 2, 22), ymd(2044, 2, 24)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周日⟧有场婚礼", P(nth(2044, 3, 2, 7)), cat=c)
    c = "numeric-date"
    T("⟦2.18⟧ 药师证复审", P(ymd(2044, 2, 18)), cat=c)
    c = "traditional"
    T("⟦下週一晚上八點⟧夜班交接", at(wk(1, 1), 20), cat=c)
    c = "coordination"
    T("⟦周日⟧和⟦周一⟧都是早班", P(wd(7)), P(wd(1)), cat=c)
    c = "none"
    T("红玫瑰99枝 满天星3扎", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦今天上午⟧收的婚礼定金", pod(today(), "上午"), cat=c)
    T("⟦周四⟧买的花泥", P(wd(4)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧董事会", at(rel(1), 10), cat=c)
    T("⟦下周二晚上十点到早上六点⟧夜班", cr(wk(1, 2), 22, 0, 6, 0), cat=c, unsure="the end clock is earlier: it ends the next morning")
    T("⟨周六⟩婚礼布置 ⟨早上七点⟩开始", at(wd(6), 7), cat=c)
    T("⟦4月8号下午两点到四点⟧给小陈补化学", cr(ymd(2044, 4, 8), 14, 0, 16, 0), cat=c)
    c = "clock"
    T("⟦五点⟧去取订好的花", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:50 has passed: tomorrow 17:00")
    T("⟦六点⟧团队聚餐", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:50 is ten minutes ahead: 18:00 today")
    c = "rollover"
    T("⟦周四晚上⟧对一下季度账", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周四晚上 said Thursday 17:50 is ahead: today")
    T("⟦周四上午⟧的早班", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 17:50 is over: next Thursday")
    c = "deadline"
    T("⟦月底前⟧把路演的报销单交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦清明前⟧把执业证续上", deadline_day(ymd(2044, 4, 4)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午六点前⟧把工资发出去", deadline_clock(dt(today(), 18)), cat=c, unsure="ten minutes from now")
    T("⟦下季度⟧的融资计划", quarter(2044, 2), cat=c, conv="quarters")
    c = "holiday"
    T("⟦清明⟧回老家扫墓", P(ymd(2044, 4, 4)), cat=c)
    T("⟦母亲节⟧的康乃馨要提前订", P(holiday_in("mothers", 2044)), cat=c)
    c = "duration"
    T("⟦半小时后⟧提醒我发工资", after(td(minutes=30)), cat=c)
    c = "range"
    T("⟦4月11号到13号⟧在上海路演", dr(ymd(2044, 4, 11), ymd(2044, 4, 13)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧开董事会", P(lastwd(2044, 4, 5)), cat=c)
    c = "numeric-date"
    T("⟦4/6⟧ 执照续期", P(ymd(2044, 4, 6)), cat=c)
    c = "traditional"
    T("⟦禮拜六早上七點⟧婚禮佈置", at(wd(6), 7), cat=c)
    c = "coordination"
    T("⟦周一⟧、⟦周三⟧夜班", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("冷柜温度调到4度", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦今天下午⟧到账的融资款", pod(today(), "下午"), cat=c)
    T("⟦周一⟧买的化学参考书", P(wd(1)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦今天早上七点半⟧到药房交班", at(today(), 7, 30), cat=c)
    T("⟦周三晚上十点到早上六点⟧夜班", cr(wd(3), 22, 0, 6, 0), cat=c, unsure="the end clock is earlier: it ends Thursday morning")
    T("⟨礼拜四⟩给小刘补化学 ⟨晚上七点到九点⟩", cr(wd(4), 19, 0, 21, 0), cat=c)
    T("⟦12月3号上午十点⟧布置婚礼", at(ymd(2044, 12, 3), 10), cat=c)
    c = "clock"
    T("⟦七点⟧给小刘上课", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 06:40 reads 19:00 today")
    T("⟦早上七点⟧出门跑步", P(next_clock(7)), cat=c, unsure="早上七点 with no day at 06:40 is still ahead: today")
    c = "rollover"
    T("⟦周一早上⟧晨跑", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 06:40 is in progress: today")
    T("⟦周一凌晨⟧去花市进货", pod(wk(1, 1), "凌晨"), cat=c, conv="rollover-part", unsure="周一凌晨 said Monday 06:40 is over: next Monday")
    c = "deadline"
    T("⟦月底前⟧交执照续期材料", deadline_day(ymd(2044, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十二之前⟧把云服务器续费", deadline_day(ymd(2044, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周之内⟧把教材买齐", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦下个月中旬⟧交药师继续教育学分", xun(2044, 12, 2), cat=c, conv="month-parts")
    c = "holiday"
    T("⟦大雪⟧那天去花市", P(ymd(2044, 12, 6)), cat=c, unsure="大雪 2044 = 12-06 (lunar-python)")
    T("⟦冬至⟧夜班", P(ymd(2044, 12, 21)), cat=c)
    c = "duration"
    T("⟦二十分钟后⟧叫我出门跑步", after(td(minutes=20)), cat=c)
    c = "range"
    T("⟦12月5号到7号⟧在北京路演", dr(ymd(2044, 12, 5), ymd(2044, 12, 7)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧婚礼", P(nth(2044, 12, 1, 6)), cat=c)
    c = "numeric-date"
    T("⟦12.10⟧ 药师考试", P(ymd(2044, 12, 10)), cat=c)
    c = "traditional"
    T("⟦週五晚上十點⟧上夜班", at(wd(5), 22), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周五⟧早班", P(wd(2)), P(wd(5)), cat=c)
    c = "none"
    T("化学练习册第5章 30道题", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦感恩节⟧那天收的婚礼尾款", P(ymd(2044, 11, 24)), cat=c)
    T("⟦上周六⟧补课的钱", P(wk(-1, 6)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("shop opens ⟦tmrw 6am⟧ for the rose rush", at(rel(1), 6), cat=c)
    T("wedding setup ⟦next sat 10am-2pm⟧", cr(wk(1, 6), 10, 0, 14, 0), cat=c)
    T("⟨thurs⟩ delivery to mrs wong's, window ⟨3-5pm⟩", cr(wd(4), 15, 0, 17, 0), cat=c)
    T("investor video call ⟦feb 20 at 8pm⟧", at(ymd(2044, 2, 20), 20), cat=c)
    c = "clock"
    T("count leftover stems ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30 reads 20:00 tonight")
    T("call w/ the SF investors ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has just passed: tomorrow 18:00")
    T("flower market run ⟦4am⟧", at(rel(1), 4), cat=c, unsure="4am with no day: the coming night, 02-14")
    c = "rollover"
    T("wrap all the bouquets ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="saturday night said Saturday 18:30 is in progress: today")
    T("wedding rehearsal ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part",
      unsure="saturday afternoon said Saturday 18:30 is over: next Saturday")
    c = "deadline"
    T("roses all wrapped ⟦by valentine's day⟧", deadline_day(VDAY), cat=c, conv="by-inclusive")
    T("shop rent paid ⟦by the end of the month⟧", deadline_day(ymd(2044, 2, 29)), cat=c, unsure="2044 is a leap year: 02-29")
    T("cold room fixed ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday: today and Sunday")
    T("night shifts all ⟦late february⟧", xun(2044, 2, 3), cat=c, conv="month-parts", unsure="leap February: 02-21 … 02-29")
    c = "holiday"
    T("shop opens ⟦6am valentine's day⟧", at(VDAY, 6), cat=c)
    T("board call ⟦presidents' day⟧", P(holiday_in("presidents", 2044)), cat=c)
    c = "duration"
    T("remind me to head out w/ the delivery ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    c = "range"
    T("pitching in austin ⟦feb 22-24⟧", dr(ymd(2044, 2, 22), ymd(2044, 2, 24)), cat=c)
    c = "arithmetic"
    T("wedding ⟦the second sunday of march⟧", P(nth(2044, 3, 2, 7)), cat=c)
    c = "numeric-date"
    T("license review ⟦2/18⟧", P(ymd(2044, 2, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("early shifts ⟦sun⟧ and ⟦mon⟧", P(wd(7)), P(wd(1)), cat=c)
    c = "none"
    T("99 red roses, 3 bunches of baby's breath", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("wedding deposit came in ⟦this morning⟧", pod(today(), "morning"), cat=c)
    T("floral foam i bought ⟦thursday⟧", P(wd(4)), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("board mtg ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("night shift ⟦next tue 10pm-6am⟧", cr(wk(1, 2), 22, 0, 6, 0), cat=c, unsure="the end clock is earlier: it ends the next morning")
    T("⟨sat⟩ wedding setup starts ⟨7am⟩", at(wd(6), 7), cat=c)
    T("chem tutoring w/ emma ⟦4/8 2-4pm⟧", cr(ymd(2044, 4, 8), 14, 0, 16, 0), cat=c, conv="en-month-first")
    c = "clock"
    T("pick up the flower order ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:50 has passed: tomorrow 17:00")
    T("team dinner ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:50 is ten minutes ahead: 18:00 today")
    c = "rollover"
    T("go over the quarter's books ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="thursday night said Thursday 17:50 is ahead: today")
    T("early shift ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 17:50 is over: next Thursday")
    c = "deadline"
    T("expense report in ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the month ends today: today alone")
    T("renew my pharmacist license ⟦before april 4⟧", deadline_day(ymd(2044, 4, 3)), cat=c, conv="en-before-exclusive")
    T("payroll out ⟦by 6pm⟧", deadline_clock(dt(today(), 18)), cat=c, unsure="ten minutes from now")
    T("fundraising plan for ⟦next quarter⟧", quarter(2044, 2), cat=c, conv="quarters")
    c = "holiday"
    T("demo day ⟦april fools'⟧, not a joke", P(ymd(2044, 4, 1)), cat=c)
    T("shop closed ⟦easter sunday⟧", P(easter(2044)), cat=c)
    T("order carnations early for ⟦mother's day⟧", P(holiday_in("mothers", 2044)), cat=c)
    c = "duration"
    T("remind me to run payroll ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    c = "range"
    T("pitch week in new york ⟦april 11-13⟧", dr(ymd(2044, 4, 11), ymd(2044, 4, 13)), cat=c)
    c = "arithmetic"
    T("board meeting ⟦the last friday of april⟧", P(lastwd(2044, 4, 5)), cat=c)
    c = "numeric-date"
    T("license renewal ⟦4/6⟧", P(ymd(2044, 4, 6)), cat=c, conv="en-month-first")
    c = "coordination"
    T("nights ⟦mon⟧ and ⟦wed⟧", P(wd(1)), P(wd(3)), cat=c)
    c = "none"
    T("set the cold room to 38 degrees", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("seed money hit the account ⟦this afternoon⟧", pod(today(), "afternoon"), cat=c)
    T("chem review book i got ⟦monday⟧", P(wd(1)), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("handover at the pharmacy ⟦today 7:30am⟧", at(today(), 7, 30), cat=c)
    T("night shift ⟦wed 10pm to 6am⟧", cr(wd(3), 22, 0, 6, 0), cat=c, unsure="the end clock is earlier: it ends Thursday morning")
    T("⟨thurs⟩ chem tutoring w/ liam ⟨7-9pm⟩", cr(wd(4), 19, 0, 21, 0), cat=c)
    T("wedding flowers setup ⟦dec 3 at 10am⟧", at(ymd(2044, 12, 3), 10), cat=c)
    c = "clock"
    T("liam's lesson ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 06:40 reads 19:00 today")
    T("out for a run ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day at 06:40 is still ahead: today")
    c = "rollover"
    T("run ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 06:40 is in progress: today")
    T("investor update ⟦monday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="monday afternoon said Monday 06:40 is ahead: today")
    c = "deadline"
    T("license renewal papers ⟦by the end of the month⟧", deadline_day(ymd(2044, 11, 30)), cat=c)
    T("renew the cloud plan ⟦by dec 12⟧", deadline_day(ymd(2044, 12, 12)), cat=c, conv="by-inclusive")
    T("buy the textbooks ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("CE credits due ⟦mid december⟧", xun(2044, 12, 2), cat=c, conv="month-parts")
    c = "holiday"
    T("shop closed ⟦christmas⟧", P(ymd(2044, 12, 25)), cat=c)
    T("night shift ⟦new year's eve⟧", P(ymd(2044, 12, 31)), cat=c)
    c = "duration"
    T("wake me for a run ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    c = "range"
    T("pitching in boston ⟦dec 5-7⟧", dr(ymd(2044, 12, 5), ymd(2044, 12, 7)), cat=c)
    c = "arithmetic"
    T("wedding ⟦the first saturday of december⟧", P(nth(2044, 12, 1, 6)), cat=c)
    c = "numeric-date"
    T("pharmacy exam ⟦12/10⟧", P(ymd(2044, 12, 10)), cat=c, conv="en-month-first")
    c = "coordination"
    T("early shifts ⟦tue⟧ and ⟦fri⟧", P(wd(2)), P(wd(5)), cat=c)
    c = "none"
    T("workbook ch 5, 30 problems", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("wedding balance paid ⟦thanksgiving⟧", P(ymd(2044, 11, 24)), cat=c)
    T("tutoring money from ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("textbooks i bought ⟦black friday⟧", P(ymd(2044, 11, 25)), cat=c)
    T("sales i made ⟦last week⟧", week_range(-1), cat=c)
