"""Round 29 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a vet who runs a small animal clinic
(surgeries booked by the hour, on-call nights, vaccination days, drugs and supplies ordered, a three-day conference,
farm calls), a retired woman who runs a neighbourhood group-buy (团购) for her building (截单 / orders closing by a
deadline, delivery days, her 广场舞 and 老年大学 classes, a trip with old classmates over several days) and a young
lawyer in her first years (court hearings, filing deadlines "by the 15th" / 15号前, client calls, bar association
dues, a weekend hike) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of
months, durations from now, holidays (Chinese lunar, solar terms, Western by rule, shopping days), parts of the day in
progress, over or ahead, coordination, and rows with no time (weights, cage numbers, order counts, docket numbers).

Reference times (new in this round):
  NA = 2049-02-02T08:15 Tuesday, 正月初一 (春节 2049 by lunar-python; 除夕 was yesterday, Monday 02-01): 初二 tomorrow
       (02-03, also 立春), 初五 Saturday 02-06, 元宵 Tuesday 02-16; "this week" 02-01 … 02-07 holds the holiday, next
       week 02-08 … 02-14; 月初 / "early this month" = 02-01 … 02-10, 月底 Sunday 02-28 (not a leap year); 早上 / 上午 /
       English "morning" in progress (周二早上 / "tuesday morning" today) while 周二早上七点 / "tuesday 7am" has passed
       (next week 02-09); a bare 8 has just passed and, before noon, reads tomorrow 08:00, a bare 9 or 10 is ahead, a bare
       7 reads 19:00; Groundhog Day today, Valentine's Day Sunday 02-14, Presidents' Day Monday 02-15 ("before presidents'
       day" = today … 02-14), 龙抬头 = 惊蛰 Friday 03-05.
  NB = 2049-05-31T08:05 Monday, US Memorial Day and the last day of a month: 月底 / "the end of the month" is today
       (月底前 = today alone), 下个月 / "next month" June starts tomorrow (儿童节, a Tuesday); this week 05-31 … 06-06,
       next week 06-07 … 06-13; 周一早上 / "monday morning" in progress (today), 周一早上八点 / "monday 8am" passed five
       minutes ago (next week 06-07); a bare 8 reads tomorrow 08:00, a bare 9 or 10:30 is ahead; 端午 Friday 06-04
       (lunar-python), 芒种 Saturday 06-05, 618 Friday, Juneteenth Saturday, Father's Day Sunday 06-20, the Fourth a
       Sunday; the weekend before (05-29/30) is over, so 这周末 / "this weekend" is read as 06-05/06 (flagged).
  NC = 2049-10-31T23:30 Sunday, Halloween night thirty minutes before a new month and a new week: 今晚 / 周日晚上 /
       "sunday night" / "tonight" in progress and nearly over, 周日下午 / "sunday afternoon" over (next Sunday 11-07);
       明天 / "tmrw" = 下周一 / "next monday" = 11-01; 这周内 / "this week" and 月底前 / "by the end of the month" are today
       alone; 下个月 / "next month" November; every bare hour has passed both ways and reads tomorrow (a bare 11 → 11-01
       11:00, a bare 8 → 08:00); 凌晨两点 / "2am" with no day = 11-01 02:00; 立冬 Sunday 11-07, the day US daylight saving
       time ends (02:00 → 01:00 in New York; no duration in hours crosses it); 双十一 = Veterans Day Thursday 11-11,
       Thanksgiving 11-25, Black Friday 11-26; 腊八 2050 falls on 元旦 2050-01-01 (lunar-python).
The Chinese festival and solar-term dates of 2049 were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2049-02-02T08:15:00"  # Tuesday 08:15, 正月初一: bare 8 → tomorrow 08:00, bare 9 → 09:00, 初二 tomorrow
NB = "2049-05-31T08:05:00"  # Monday 08:05, Memorial Day, 月底 today: bare 8 → tomorrow 08:00, bare 9 → 09:00
NC = "2049-10-31T23:30:00"  # Sunday 23:30, Halloween: every bare hour → tomorrow, 明天 = 下周一 = 11-01
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUXI = ymd(2049, 2, 1)
CHUER = ymd(2049, 2, 3)      # 初二 = 立春
LICHUN = ymd(2049, 2, 3)
CHUWU = ymd(2049, 2, 6)
YUANXIAO = ymd(2049, 2, 16)
LONGTAITOU = ymd(2049, 3, 5)  # = 惊蛰
DUANWU = ymd(2049, 6, 4)
MANGZHONG = ymd(2049, 6, 5)
CHONGYANG = ymd(2049, 10, 5)
LIDONG = ymd(2049, 11, 7)
LABA = ymd(2050, 1, 1)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点到十二点⟧给泰迪做绝育", cr(rel(1), 10, 0, 12, 0), cat=c, unsure="明天 = 初二 02-03")
    T("⟨初五⟩团购的菜到货 ⟨下午三点⟩", at(CHUWU, 15), cat=c, unsure="初五 2049 = Saturday 02-06 (lunar-python); said apart: one entity")
    T("⟦2月9号下午两点⟧开庭", at(ymd(2049, 2, 9), 14), cat=c)
    T("⟦下周三晚上七点半⟧老年大学书法课", at(wk(1, 3), 19, 30), cat=c)
    c = "clock"
    T("⟦八点⟧给住院的猫换药", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:15 has passed (before noon): tomorrow 08:00")
    T("⟦九点⟧跟当事人通个电话", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:15 is ahead: 09:00 today")
    T("⟦七点⟧下楼跳广场舞", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦差五分十点⟧截单", at(today(), 9, 55), cat=c, conv="bare-hour", unsure="the named hour 10 reads 10:00 today; five before is 09:55")
    c = "rollover"
    T("⟦周二早上⟧查一遍住院部", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周二早上 said Tuesday 08:15 is in progress: today")
    T("⟦周二早上七点⟧值班交接", at(wk(1, 2), 7), cat=c, unsure="周二早上七点 said Tuesday 08:15 has passed: next Tuesday 02-09")
    c = "deadline"
    T("⟦元宵节前⟧把年货团购的账结清", deadline_day(YUANXIAO), cat=c, conv="zh-qian-inclusive", unsure="元宵 2049 = 02-16 (lunar-python)")
    T("⟦15号前⟧把上诉状交了", deadline_day(ymd(2049, 2, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把狂犬疫苗订好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦今晚八点前⟧截单", deadline_clock(dt(today(), 20)), cat=c)
    T("⟦月初⟧团购的水果多", xun(2049, 2, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧诊所疫苗日", P(nth(2049, 3, 1, 6)), cat=c)
    T("⟦大后天⟧值夜班", P(rel(3)), cat=c)
    c = "holiday"
    T("⟦初二⟧回娘家", P(CHUER), cat=c, unsure="初二 2049 = 02-03 (lunar-python), tomorrow")
    T("⟦立春⟧那天团购春卷", P(LICHUN), cat=c, unsure="立春 2049 = 02-03 (lunar-python)")
    T("⟦情人节⟧律所放半天假", P(ymd(2049, 2, 14)), cat=c)
    T("⟦龙抬头⟧那天去剪头发", P(LONGTAITOU), cat=c, unsure="龙抬头 2049 = 03-05 = 惊蛰 (lunar-python)")
    c = "duration"
    T("⟦三刻钟后⟧给哈士奇拆线", after(td(minutes=45)), cat=c)
    T("⟦十天后⟧带狗来复查", P(rel(10)), cat=c)
    c = "range"
    T("⟦2月20号到22号⟧跟老同学去黄山", dr(ymd(2049, 2, 20), ymd(2049, 2, 22)), cat=c)
    c = "numeric-date"
    T("⟦2.25⟧ 劳动仲裁开庭", P(ymd(2049, 2, 25)), cat=c)
    c = "traditional"
    T("⟦禮拜四下午兩點⟧開庭", at(wd(4), 14), cat=c)
    c = "coordination"
    T("⟦周四⟧、⟦周六⟧团购到货", P(wd(4)), P(wd(6)), cat=c)
    c = "none"
    T("猫粮10公斤 狗粮5袋 针管200支", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦除夕⟧那天收的团购款", P(CHUXI), cat=c, unsure="除夕 2049 = yesterday 02-01 (lunar-python)")
    T("⟦上个月⟧点的外卖", month_range(2049, 1), cat=c)
    T("⟦昨天晚上⟧急诊收的钱", pod(rel(-1), "晚上"), cat=c)
    T("⟦上周五⟧进的疫苗", P(wk(-1, 5)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点⟧给金毛做手术", at(rel(1), 9), cat=c)
    T("⟨周四⟩开庭 ⟨下午两点半⟩", at(wd(4), 14, 30), cat=c)
    T("⟦6月8号晚上七点到九点⟧老年大学合唱课", cr(ymd(2049, 6, 8), 19, 0, 21, 0), cat=c)
    T("⟦今天下午三点到五点⟧疫苗日", cr(today(), 15, 0, 17, 0), cat=c)
    c = "clock"
    T("⟦八点⟧诊所开门接诊", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed (before noon): tomorrow 08:00")
    T("⟦十点半⟧跟客户视频", P(bare_clock(10, 30)), cat=c, conv="bare-hour")
    T("⟦六点⟧截单", P(bare_clock(6)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周一早上⟧团购的菜到了", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 08:05 is in progress: today")
    T("⟦周一早上八点⟧查房", at(wk(1, 1), 8), cat=c, unsure="周一早上八点 said Monday 08:05 has passed: next Monday 06-07")
    c = "deadline"
    T("⟦月底前⟧把团购的账对完", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦15号前⟧提交答辩状", deadline_day(ymd(2049, 6, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦端午前⟧粽子团购截单", deadline_day(DUANWU), cat=c, conv="zh-qian-inclusive", unsure="端午 2049 = Friday 06-04 (lunar-python)")
    T("⟦下个月中旬⟧兽医年会", xun(2049, 6, 2), cat=c, conv="month-parts")
    T("⟦未来三天⟧都有夜班", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦两小时内⟧回复当事人", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "arithmetic"
    T("⟦6月最后一个周五⟧律协活动", P(lastwd(2049, 6, 5)), cat=c)
    T("⟦下下周二⟧疫苗日", P(wk(2, 2)), cat=c)
    c = "holiday"
    T("⟦儿童节⟧带孙子去公园", P(ymd(2049, 6, 1)), cat=c)
    T("⟦端午⟧诊所放假", P(DUANWU), cat=c, unsure="端午 2049 = 06-04 (lunar-python)")
    T("⟦芒种⟧那天团购新麦面粉", P(MANGZHONG), cat=c, unsure="芒种 2049 = 06-05 (lunar-python)")
    T("⟦父亲节⟧陪我爸吃饭", P(holiday_in("fathers", 2049)), cat=c)
    c = "duration"
    T("⟦半个月后⟧拆石膏", P(rel(15)), cat=c)
    T("⟦一个半小时后⟧出诊", after(td(minutes=90)), cat=c)
    c = "range"
    T("⟦6月10号到12号⟧兽医大会", dr(ymd(2049, 6, 10), ymd(2049, 6, 12)), cat=c)
    c = "numeric-date"
    T("⟦6/15⟧ 举证期满", P(ymd(2049, 6, 15)), cat=c)
    c = "traditional"
    T("⟦下週三上午九點⟧手術", at(wk(1, 3), 9), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周五⟧广场舞", P(wd(2)), P(wd(5)), cat=c, unsure="周五 = 06-04, also 端午")
    c = "none"
    T("粽子团了36份 每份10个", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上周六⟧收的团购款", P(wk(-1, 6)), cat=c)
    T("⟦这个月⟧的外卖", month_range(2049, 5), cat=c)
    T("⟦母亲节⟧买的花", P(holiday_in("mothers", 2049)), cat=c)
    T("⟦上旬⟧进的药", xun(2049, 5, 1), cat=c, conv="month-parts")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点⟧去农场出诊", at(rel(1), 7), cat=c, unsure="明天 = Monday 11-01")
    T("⟨周三⟩开庭 ⟨上午十点⟩", at(wd(3), 10), cat=c)
    T("⟦11月5号晚上七点⟧老同学聚会", at(ymd(2049, 11, 5), 19), cat=c)
    T("⟦下周二下午两点到四点⟧跟客户开会", cr(wk(1, 2), 14, 0, 16, 0), cat=c)
    c = "clock"
    T("⟦十一点⟧截单", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    T("⟦八点⟧给猫做手术", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    T("⟦凌晨一点⟧再去看一眼住院的狗", at(rel(1), 1), cat=c, unsure="凌晨一点 with no day = the coming night, 11-01 01:00")
    T("⟦十二点半⟧跟当事人吃饭", P(bare_clock(12, 30)), cat=c, conv="bare-hour", unsure="a bare 12:30 is noon-based; at 23:30 it reads tomorrow 12:30")
    c = "rollover"
    T("⟦周日晚上⟧值班", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 23:30 is in progress: today")
    T("⟦周日下午⟧跳广场舞", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 23:30 is over: next Sunday 11-07")
    c = "deadline"
    T("⟦这周内⟧把证据目录交上去", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:30: today alone")
    T("⟦下个月底前⟧把律协会费交了", deadline_day(ymd(2049, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十一前⟧团购截单", deadline_day(ymd(2049, 11, 11)), cat=c, conv="zh-qian-inclusive")
    T("⟦今晚十二点前⟧把代理词发出去", deadline_clock(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 11-01 00:00, thirty minutes away")
    T("⟦11月上旬⟧疫苗日", xun(2049, 11, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧团购年货", P(lastwd(2049, 11, 6)), cat=c)
    T("⟦大大后天⟧值夜班", P(rel(4)), cat=c)
    c = "holiday"
    T("⟦立冬⟧那天团购饺子", P(LIDONG), cat=c, unsure="立冬 2049 = Sunday 11-07 (lunar-python)")
    T("⟦感恩节⟧给客户寄卡片", P(holiday_in("thanksgiving", 2049)), cat=c)
    T("⟦腊八⟧熬粥分给邻居", P(LABA), cat=c, unsure="腊八 = 2050-01-01, also 元旦 (lunar-python)")
    T("⟦平安夜⟧诊所早关门", P(ymd(2049, 12, 24)), cat=c)
    c = "duration"
    T("⟦两个半小时后⟧再给它打一针", after(td(minutes=150)), cat=c, unsure="23:30 + 150 min = 11-01 02:00")
    T("⟦三周后⟧复诊", P(rel(21)), cat=c)
    c = "range"
    T("⟦11月12号到14号⟧跟老同学去桂林", dr(ymd(2049, 11, 12), ymd(2049, 11, 14)), cat=c)
    c = "numeric-date"
    T("⟦11.20⟧ 二审开庭", P(ymd(2049, 11, 20)), cat=c)
    c = "traditional"
    T("⟦後天上午九點⟧手術", at(rel(2), 9), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周四⟧去老年大学", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("3号笼的拉布拉多 12.5公斤", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧收的团购款", P(rel(-1)), cat=c)
    T("⟦本月⟧点外卖", month_range(2049, 10), cat=c)
    T("⟦上周⟧进的药", week_range(-1), cat=c)
    T("⟦国庆节⟧收的诊费", P(ymd(2049, 10, 1)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("spay the little poodle ⟦tmrw 10am-12⟧", cr(rel(1), 10, 0, 12, 0), cat=c)
    T("⟨sat⟩ group order gets delivered, ⟨around 3pm⟩", at(wd(6), 15), cat=c)
    T("hearing ⟦feb 9 at 2pm⟧", at(ymd(2049, 2, 9), 14), cat=c)
    T("calligraphy class ⟦next wed 7:30pm⟧", at(wk(1, 3), 19, 30), cat=c)
    c = "clock"
    T("change the cat's dressing ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:15 has passed (before noon): tomorrow 08:00")
    T("client call ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:15 is ahead: 09:00 today")
    T("line dancing ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("orders close ⟦five to ten⟧", at(today(), 9, 55), cat=c, conv="bare-hour")
    c = "rollover"
    T("ward rounds ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="tuesday morning said Tuesday 08:15 is in progress: today")
    T("shift handover ⟦tuesday 7am⟧", at(wk(1, 2), 7), cat=c, unsure="tuesday 7am said Tuesday 08:15 has passed: next Tuesday 02-09")
    c = "deadline"
    T("appeal brief due ⟦by the 15th⟧", deadline_day(ymd(2049, 2, 15)), cat=c, conv="by-inclusive")
    T("order rabies vaccine ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("file the motion ⟦before presidents' day⟧", deadline_day(ymd(2049, 2, 14)), cat=c, conv="en-before-exclusive")
    T("orders close ⟦by 8pm⟧", deadline_clock(dt(today(), 20)), cat=c)
    T("lots of fruit orders ⟦early this month⟧", xun(2049, 2, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("vaccine clinic ⟦the first saturday of march⟧", P(nth(2049, 3, 1, 6)), cat=c)
    T("on call ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "holiday"
    T("bar luncheon ⟦the friday before valentine's day⟧", P(ymd(2049, 2, 12)), cat=c)
    T("firm's half day ⟦valentine's day⟧", P(ymd(2049, 2, 14)), cat=c)
    T("no court ⟦presidents' day⟧", P(holiday_in("presidents", 2049)), cat=c)
    T("dinner with my old roommates ⟦chinese new year⟧", P(today()), cat=c, unsure="Chinese New Year 2049 = today 02-02 (lunar-python)")
    c = "duration"
    T("take the husky's stitches out ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("recheck the dog ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("trip with my college friends ⟦feb 20-22⟧", dr(ymd(2049, 2, 20), ymd(2049, 2, 22)), cat=c)
    c = "numeric-date"
    T("arbitration hearing ⟦2/25⟧", P(ymd(2049, 2, 25)), cat=c, conv="en-month-first")
    c = "coordination"
    T("deliveries ⟦thu⟧ and ⟦sat⟧", P(wd(4)), P(wd(6)), cat=c)
    c = "none"
    T("22 lbs of kibble, 5 bags of dog food, 200 syringes", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("group order money ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("takeout ⟦last month⟧", month_range(2049, 1), cat=c)
    T("emergency fee ⟦last night⟧", pod(rel(-1), "night"), cat=c)
    T("vaccines ordered ⟦last friday⟧", P(wk(-1, 5)), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("surgery on the golden ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("⟨thurs⟩ hearing ⟨2:30pm⟩", at(wd(4), 14, 30), cat=c)
    T("choir class ⟦june 8 7-9pm⟧", cr(ymd(2049, 6, 8), 19, 0, 21, 0), cat=c)
    T("vaccination day ⟦today 3 to 5pm⟧", cr(today(), 15, 0, 17, 0), cat=c)
    c = "clock"
    T("open the clinic ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed (before noon): tomorrow 08:00")
    T("video call w/ the client ⟦at 10:30⟧", P(bare_clock(10, 30)), cat=c, conv="bare-hour")
    T("orders close ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    c = "rollover"
    T("produce gets delivered ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 08:05 is in progress: today")
    T("rounds ⟦monday 8am⟧", at(wk(1, 1), 8), cat=c, unsure="monday 8am said Monday 08:05 has passed: next Monday 06-07")
    c = "deadline"
    T("reconcile the group order ⟦by the end of the month⟧", deadline_day(today()), cat=c, unsure="the month ends today: today alone")
    T("answer due ⟦by june 15⟧", deadline_day(ymd(2049, 6, 15)), cat=c, conv="by-inclusive")
    T("register for the vet conference ⟦before june 10⟧", deadline_day(ymd(2049, 6, 9)), cat=c, conv="en-before-exclusive")
    T("vet conference ⟦mid-june⟧", xun(2049, 6, 2), cat=c, conv="month-parts")
    T("on call ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("get back to the client ⟦within 2 hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "arithmetic"
    T("bar association mixer ⟦the last friday of june⟧", P(lastwd(2049, 6, 5)), cat=c)
    T("vaccine day ⟦the tuesday after next⟧", P(wk(2, 2)), cat=c, conv="after-next")
    c = "holiday"
    T("clinic's closed ⟦memorial day⟧", P(today()), cat=c, unsure="Memorial Day is today")
    T("bbq with the neighbors ⟦the fourth⟧", P(ymd(2049, 7, 4)), cat=c)
    T("dinner with dad ⟦father's day⟧", P(holiday_in("fathers", 2049)), cat=c)
    T("office closed ⟦juneteenth⟧", P(ymd(2049, 6, 19)), cat=c)
    c = "duration"
    T("cast comes off ⟦in two weeks⟧", P(rel(14)), cat=c)
    T("farm call ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    c = "range"
    T("vet conference ⟦june 10-12⟧", dr(ymd(2049, 6, 10), ymd(2049, 6, 12)), cat=c)
    c = "numeric-date"
    T("discovery closes ⟦6/15⟧", P(ymd(2049, 6, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("line dancing ⟦tue⟧ and ⟦fri⟧", P(wd(2)), P(wd(5)), cat=c)
    c = "none"
    T("36 orders of dumplings, 10 per box", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("group order money ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("late-night takeout ⟦this month⟧", month_range(2049, 5), cat=c)
    T("flowers ⟦mother's day⟧", P(holiday_in("mothers", 2049)), cat=c)
    T("drug order ⟦early may⟧", xun(2049, 5, 1), cat=c, conv="month-parts")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("farm call ⟦tmrw 7am⟧", at(rel(1), 7), cat=c, unsure="tmrw = Monday 11-01")
    T("⟨wed⟩ hearing, ⟨10am⟩ sharp", at(wd(3), 10), cat=c)
    T("class reunion dinner ⟦nov 5 at 7pm⟧", at(ymd(2049, 11, 5), 19), cat=c)
    T("client meeting ⟦next tue 2-4pm⟧", cr(wk(1, 2), 14, 0, 16, 0), cat=c, unsure="next tue said Sunday night = 11-02")
    c = "clock"
    T("orders close ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    T("cat surgery ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    T("check on the boarded dog ⟦1am⟧", at(rel(1), 1), cat=c, unsure="1am with no day = the coming night, 11-01 01:00")
    T("lunch with the client ⟦at 12:30⟧", P(bare_clock(12, 30)), cat=c, conv="bare-hour", unsure="12:30 at 23:30 reads tomorrow 12:30")
    c = "rollover"
    T("on call ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="sunday night said Sunday 23:30 is in progress: today")
    T("line dancing ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 23:30 is over: next Sunday 11-07")
    c = "deadline"
    T("exhibit list in ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday 23:30: today alone")
    T("bar dues ⟦by the end of next month⟧", deadline_day(ymd(2049, 11, 30)), cat=c, conv="by-inclusive")
    T("orders close ⟦before veterans day⟧", deadline_day(ymd(2049, 11, 10)), cat=c, conv="en-before-exclusive")
    T("send the brief ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="midnight tonight = 11-01 00:00, thirty minutes away")
    T("vaccination days ⟦early november⟧", xun(2049, 11, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("holiday group order ⟦the last saturday of november⟧", P(lastwd(2049, 11, 6)), cat=c)
    T("on call ⟦four days from now⟧", P(rel(4)), cat=c)
    c = "holiday"
    T("cards to clients ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2049)), cat=c)
    T("clinic closes early ⟦christmas eve⟧", P(ymd(2049, 12, 24)), cat=c)
    T("no court ⟦veterans day⟧", P(ymd(2049, 11, 11)), cat=c)
    T("doorbusters for the building ⟦black friday⟧", P(holiday_in("blackfriday", 2049)), cat=c)
    c = "duration"
    T("next injection ⟦in 2 and a half hours⟧", after(td(minutes=150)), cat=c, unsure="23:30 + 150 min = 11-01 02:00")
    T("recheck ⟦3 weeks from now⟧", P(rel(21)), cat=c)
    c = "range"
    T("trip w/ old classmates ⟦nov 12-14⟧", dr(ymd(2049, 11, 12), ymd(2049, 11, 14)), cat=c)
    c = "numeric-date"
    T("appeal hearing ⟦11/20⟧", P(ymd(2049, 11, 20)), cat=c, conv="en-month-first")
    c = "coordination"
    T("senior college ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("lab in kennel 3 weighs 27.5 lbs", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("group order money ⟦yesterday afternoon⟧", pod(rel(-1), "afternoon"), cat=c)
    T("takeout ⟦so far this month⟧", dr(ymd(2049, 10, 1), today()), cat="deadline", conv="since")
    T("drugs ordered ⟦last week⟧", week_range(-1), cat=c)
    T("exam fees ⟦halloween⟧", P(today()), cat=c, unsure="Halloween is today")
