"""Round 36 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a phone-repair shop owner (repairs
promised by a clock or a day, parts and screens bought, customers paying, a supplier delivery window, a trade fair over
two days, a pickup moved, an order cancelled), a nursing student on clinical placements (placement shifts at set
clocks, an exam, a skills lab, tuition and uniforms, a part-time job's pay, a study group moved, books this term) and a
couple who foster rescue dogs (vet visits at set clocks, adoption events on weekends, donations, food and crates, a
home check, a transport run over two days, a visit cancelled) use inside requests: a day and a clock together or apart,
clock ranges, deadlines, parts of months, quarters, halves, durations from now, holidays (Chinese lunar, solar terms,
Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (screens and
batteries counted, bags of kibble by weight).

Reference times (new in this round):
  NA = 2052-10-01T09:40 Tuesday, 国庆 morning: 上午 / "morning" in progress (周二上午 / "tuesday morning" today), 周二早上
       (06–09) over (next week 10-08); a bare 9 has passed and, before noon, reads tomorrow 09:00, a bare 10 is ahead
       today; 早上八点 / "8am" with no day has passed (tomorrow 08:00); 差一刻十一点 / "quarter to eleven" = 10:45 today;
       this week 09-30 … 10-06, this weekend 10-05/06, next week 10-07 … 10-13; 中秋 is NOT in the 国庆 week (lunar-python:
       09-07); 寒露 Monday 10-07 (PyEphem and lunar-python agree), Columbus Day 10-14, 霜降 10-23, 重阳 Wednesday 10-30
       (lunar-python), 月底 / "the end of the month" Thursday 10-31 = Halloween ("before halloween" = today … 10-30);
       looking back: 上个月 / "last month" September, 中秋 09-07, Labor Day 09-02, 上季度 / "last quarter" Q3; 本月至今 /
       "month to date" is today alone.
  NB = 2053-01-01T10:00 Wednesday, 元旦 morning: "this year" 2053 has just begun, "last year" 2052, 下个月 / "next month"
       February; 上午 / "morning" in progress (周三上午 / "wednesday morning" today), 周三早上 over (next week 01-08); a bare
       10 is now (avoided), a bare 9 has passed and, before noon, reads tomorrow 09:00, a bare 11 or 10:30 is ahead today,
       a bare 3 reads 15:00; this week 12-30 … 01-05, this weekend 01-04/05, next week 01-06 … 01-12; 小寒 Sunday 01-05,
       大寒 Sunday 01-19 (PyEphem and lunar-python agree), MLK Day 01-20 ("before mlk day" = today … 01-19), 腊八 Monday
       01-27, 立春 02-03, 小年 02-11, Valentine's 02-14, Presidents' Day 02-17, 除夕 Tuesday 02-18, 春节 Wednesday 02-19
       (lunar-python); 下旬 = 01-21 … 01-31; looking back: 平安夜 / Christmas Eve 2052-12-24, December = "last month",
       上季度 / "last quarter" Q4 2052.
  NC = 2052-07-04T16:00 Thursday, US Independence Day afternoon: 下午 / "afternoon" in progress (周四下午 today), 周四上午 /
       "thursday morning" over (next week 07-11), 周四晚上 and 傍晚 ahead today; a bare 4 is now (avoided), a bare 5 or 5:30
       is ahead today, a bare 3 has passed (tomorrow 15:00), a bare 8 reads 20:00 tonight; this weekend 07-06/07 (小暑
       Saturday 07-06, PyEphem and lunar-python agree), next week 07-08 … 07-14; 大暑 07-22, 月底 Wednesday 07-31 ("before
       aug 1" = today … 07-31), 建军节 = 七夕 Thursday 08-01 (lunar-python), 立秋 08-07; looking back: 建党节 Monday 07-01,
       618, Father's Day 06-16, 上半年 / "the first half of the year" 01-01 … 06-30, June = "last month", 本季度 Q3 just begun.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2052-10-01T09:40:00"  # Tuesday 09:40, 国庆: bare 9 → tomorrow 09:00, bare 10 → today 10:00
NB = "2053-01-01T10:00:00"  # Wednesday 10:00, 元旦: bare 9 → tomorrow 09:00, bare 11 → today 11:00
NC = "2052-07-04T16:00:00"  # Thursday 16:00, the Fourth: bare 5 → 17:00 today, bare 3 → tomorrow 15:00, bare 8 → 20:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
HANLU = ymd(2052, 10, 7)
CHONGYANG = ymd(2052, 10, 30)
ZHONGQIU = ymd(2052, 9, 7)
XIAOHAN = ymd(2053, 1, 5)
LABA = ymd(2053, 1, 27)
CHUXI = ymd(2053, 2, 18)
CHUNJIE = ymd(2053, 2, 19)
XIAOSHU = ymd(2052, 7, 6)
DASHU = ymd(2052, 7, 22)
QIXI = ymd(2052, 8, 1)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 给客户换屏", at(rel(1), 10), cat=c)
    T("⟨周六⟩带狗狗去打疫苗 ⟨下午三点⟩", at(wd(6), 15), cat=c)
    T("⟦10月8号早上七点⟧ 去医院实习报到", at(ymd(2052, 10, 8), 7), cat=c)
    T("⟦下周四下午两点半⟧ 供应商送屏幕过来", at(wk(1, 4), 14, 30), cat=c)
    c = "clock"
    T("⟦九点⟧开店", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed, before noon: tomorrow 09:00")
    T("⟦十点⟧客户来取手机", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦差一刻十一点⟧去宠物医院", at(today(), 10, 45), cat=c, conv="bare-hour")
    T("⟦早上八点⟧去喂狗", P(next_clock(8)), cat=c, unsure="早上八点 with no day said 09:40 has passed: tomorrow 08:00")
    c = "rollover"
    T("⟦周二上午⟧在店里修主板", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周二上午 said Tuesday 09:40 is in progress: today")
    T("⟦周二早上⟧去病房跟班", pod(wk(1, 2), "早上"), cat=c, conv="rollover-part", unsure="周二早上 said Tuesday 09:40 is over: next Tuesday 10-08")
    T("⟦周二晚上⟧学习小组复习", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把这批屏幕的货款结了", deadline_day(ymd(2052, 10, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦重阳节前⟧把狗狗的领养资料交上去", deadline_day(CHONGYANG), cat=c, conv="zh-qian-inclusive", unsure="重阳 2052 = 10-30 (lunar-python)")
    T("⟦中午十二点前⟧把这台手机修好", deadline_clock(dt(today(), 12)), cat=c)
    T("⟦这个月中旬⟧护理技能考试", xun(2052, 10, 2), cat=c, conv="month-parts")
    T("⟦五天内⟧把三台手机修好", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦国庆后一天⟧店里开门", P(ymd(2052, 10, 2)), cat=c)
    T("⟦这个月最后一个周六⟧领养日", P(lastwd(2052, 10, 6)), cat=c)
    c = "holiday"
    T("⟦国庆⟧店里照常营业", P(ymd(2052, 10, 1)), cat=c, unsure="国庆 is today; a holiday today counts (future, today included)")
    T("⟦寒露⟧那天带狗去打针", P(HANLU), cat=c, unsure="寒露 2052 = 10-07 (lunar-python, PyEphem)")
    T("⟦重阳⟧去养老院做护理志愿", P(CHONGYANG), cat=c, unsure="重阳 2052 = 10-30 (lunar-python)")
    T("⟦万圣节⟧办领养活动", P(ymd(2052, 10, 31)), cat=c)
    c = "duration"
    T("⟦半小时后⟧提醒我去拿配件", after(td(minutes=30)), cat=c)
    T("⟦三天后⟧带狗去复查", P(rel(3)), cat=c)
    c = "range"
    T("⟦10月12号到13号⟧ 手机配件展", dr(ymd(2052, 10, 12), ymd(2052, 10, 13)), cat=c)
    c = "numeric-date"
    T("⟦10.18⟧ 护理技能考试", P(ymd(2052, 10, 18)), cat=c)
    c = "traditional"
    T("⟦週五下午三點⟧帶狗去看獸醫", at(wd(5), 15), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧都有领养活动", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("今天修了九台 换了四块屏", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧进的配件", month_range(2052, 9), cat=c)
    T("⟦中秋⟧那天收到的捐款", P(ZHONGQIU), cat=c, unsure="中秋 2052 = 09-07 (lunar-python)")
    T("⟦昨天⟧买的狗粮", P(rel(-1)), cat=c)
    c = "deadline"
    T("⟦上个季度⟧的兽医费", quarter(2052, 3), cat=c, conv="quarters")
    T("⟦本月至今⟧的修机收入", dr(ymd(2052, 10, 1), today()), cat=c, conv="since", unsure="said 10-01: today alone")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧ 狗狗绝育复查", at(rel(1), 15), cat=c)
    T("⟨周五⟩学习小组 ⟨晚上七点⟩", at(wd(5), 19), cat=c)
    T("⟦1月9号早上八点⟧ 内科护理考试", at(ymd(2053, 1, 9), 8), cat=c)
    T("⟦下周一上午九点半⟧ 供应商送电池", at(wk(1, 1), 9, 30), cat=c)
    c = "clock"
    T("⟦十一点⟧ 客户来拿手机", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("⟦九点⟧开门", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 10:00 has passed, before noon: tomorrow 09:00")
    T("⟦三点⟧带狗去公园", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦十点半⟧去宠物店", P(bare_clock(10, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周三上午⟧盘点店里的库存", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 10:00 is in progress: today")
    T("⟦周三早上⟧去医院交班", pod(wk(1, 3), "早上"), cat=c, conv="rollover-part", unsure="周三早上 said Wednesday 10:00 is over: next Wednesday 01-08")
    T("⟦周三下午⟧领养家庭家访", pod(today(), "下午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦春节前⟧把狗都送到领养家庭", deadline_day(CHUNJIE), cat=c, conv="zh-qian-inclusive", unsure="春节 2053 = 02-19 (lunar-python)")
    T("⟦1月15号前⟧交学费", deadline_day(ymd(2053, 1, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午两点前⟧把屏幕换好", deadline_clock(dt(today(), 14)), cat=c)
    T("⟦这个月下旬⟧期末考试", xun(2053, 1, 3), cat=c, conv="month-parts")
    T("⟦这周内⟧把狗笼买好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Wednesday: today … Sunday 01-05")
    c = "arithmetic"
    T("⟦元旦后的第一个周一⟧开始轮科", P(ymd(2053, 1, 6)), cat=c)
    T("⟦下个月第一个周六⟧领养日", P(nth(2053, 2, 1, 6)), cat=c)
    c = "holiday"
    T("⟦腊八⟧给店里伙计煮粥", P(LABA), cat=c, unsure="腊八 2053 = 01-27 (lunar-python)")
    T("⟦小寒⟧那天带狗打疫苗", P(XIAOHAN), cat=c, unsure="小寒 2053 = 01-05 (lunar-python, PyEphem)")
    T("⟦除夕⟧店里关门", P(CHUXI), cat=c, unsure="除夕 2053 = 02-18 (lunar-python)")
    T("⟦元旦⟧也得去医院实习", P(today()), cat=c, unsure="元旦 is today; a holiday today counts")
    c = "duration"
    T("⟦四十分钟后⟧提醒我给狗喂药", after(td(minutes=40)), cat=c)
    T("⟦一周后⟧带狗复查", P(rel(7)), cat=c)
    c = "range"
    T("⟦1月10号到11号⟧ 开车去外地接狗", dr(ymd(2053, 1, 10), ymd(2053, 1, 11)), cat=c)
    c = "numeric-date"
    T("⟦2053/1/18⟧ 技能考核", P(ymd(2053, 1, 18)), cat=c)
    c = "traditional"
    T("⟦禮拜四晚上八點⟧學習小組", at(wd(4), 20), cat=c)
    c = "coordination"
    T("⟦周四⟧⟦周五⟧都要去宠物医院", P(wd(4)), P(wd(5)), cat=c)
    c = "none"
    T("狗粮两袋 每袋二十斤", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦去年⟧收到的捐款", year_range(2052), cat=c, unsure="said 2053-01-01: 去年 = 2052")
    T("⟦上个月⟧买书的钱", month_range(2052, 12), cat=c)
    T("⟦前天⟧进的电池", P(rel(-2)), cat=c)
    T("⟦平安夜⟧收的修理费", P(ymd(2052, 12, 24)), cat=c)
    c = "deadline"
    T("⟦上个季度⟧的兽医账", quarter(2052, 4), cat=c, conv="quarters")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 领养家庭来家访", at(rel(1), 10), cat=c)
    T("⟨下周二⟩去儿科实习 ⟨早上七点半⟩", at(wk(1, 2), 7, 30), cat=c)
    T("⟦7月20号下午两点⟧ 领养日", at(ymd(2052, 7, 20), 14), cat=c)
    T("⟦周六上午九点到十一点⟧ 技能实训", cr(wd(6), 9, 0, 11, 0), cat=c)
    c = "clock"
    T("⟦五点⟧客户来取机", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("⟦三点⟧去进货", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 reads 15:00, passed at 16:00: tomorrow 15:00")
    T("⟦八点⟧遛狗", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: 08:00 has passed, the pm reading 20:00 is ahead")
    T("⟦五点半⟧关店", P(bare_clock(5, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周四下午⟧修平板", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 16:00 is in progress: today")
    T("⟦周四上午⟧带狗看兽医", pod(wk(1, 4), "上午"), cat=c, conv="rollover-part", unsure="周四上午 said Thursday 16:00 is over: next Thursday 07-11")
    T("⟦周四晚上⟧复习药理", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦傍晚⟧带狗出去转转", pod(today(), "傍晚"), cat=c, unsure="傍晚 with no day said 16:00 is still ahead: today")
    c = "deadline"
    T("⟦月底前⟧把配件钱结清", deadline_day(ymd(2052, 7, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦建军节前⟧把两只狗送走", deadline_day(ymd(2052, 8, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦晚上九点前⟧把手机修好", deadline_clock(dt(today(), 21)), cat=c)
    T("⟦下个月上旬⟧考试", xun(2052, 8, 1), cat=c, conv="month-parts")
    T("⟦未来三天⟧都在医院实习", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦小暑后一天⟧带狗去游泳", P(XIAOSHU + td(days=1)), cat=c, unsure="小暑 2052 = 07-06 (lunar-python, PyEphem)")
    T("⟦下个月第二个周日⟧领养日", P(nth(2052, 8, 2, 7)), cat=c)
    c = "holiday"
    T("⟦七夕⟧店里搞贴膜活动", P(QIXI), cat=c, unsure="七夕 2052 = 08-01 (lunar-python), the same day as 建军节")
    T("⟦大暑⟧那天别带狗出门", P(DASHU), cat=c, unsure="大暑 2052 = 07-22 (lunar-python, PyEphem)")
    T("⟦建军节⟧去社区义诊", P(ymd(2052, 8, 1)), cat=c)
    T("⟦小暑⟧办领养日", P(XIAOSHU), cat=c, unsure="小暑 2052 = 07-06 (lunar-python, PyEphem)")
    c = "duration"
    T("⟦一个钟头后⟧提醒我去拿屏幕", after(td(hours=1)), cat=c)
    T("⟦十天后⟧考试", P(rel(10)), cat=c)
    c = "range"
    T("⟦7月13号到14号⟧ 开车把狗送去外省", dr(ymd(2052, 7, 13), ymd(2052, 7, 14)), cat=c)
    c = "numeric-date"
    T("⟦20520715⟧ 交实习报告", P(ymd(2052, 7, 15)), cat=c, conv="eight-digit-date")
    c = "traditional"
    T("⟦後天下午兩點⟧帶狗打針", at(rel(2), 14), cat=c)
    c = "coordination"
    T("⟦明天⟧和⟦后天⟧都要去医院", P(rel(1)), P(rel(2)), cat=c)
    c = "none"
    T("换了三块屏 两块电池", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦上个月⟧的教材费", month_range(2052, 6), cat=c)
    T("⟦建党节⟧那天收的捐款", P(ymd(2052, 7, 1)), cat=c)
    T("⟦618⟧买的狗粮", P(ymd(2052, 6, 18)), cat=c)
    c = "deadline"
    T("⟦上半年⟧的兽医费", dr(ymd(2052, 1, 1), ymd(2052, 6, 30)), cat=c, conv="halves")
    T("⟦这个季度⟧的配件钱", quarter(2052, 3), cat=c, conv="quarters", unsure="这个季度 said 07-04 = Q3, only begun")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("screen swap for a customer ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨sat⟩ shots for the pups ⟨3pm⟩", at(wd(6), 15), cat=c)
    T("clinical orientation ⟦oct 8 at 7am⟧", at(ymd(2052, 10, 8), 7), cat=c)
    T("supplier dropping off screens ⟦next thurs 2:30pm⟧", at(wk(1, 4), 14, 30), cat=c)
    c = "clock"
    T("open the shop ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 09:40 has passed, before noon: tomorrow 09:00")
    T("customer picking up her phone ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("leave for the vet ⟦quarter to eleven⟧", at(today(), 10, 45), cat=c, conv="bare-hour")
    T("feed the fosters ⟦8am⟧", P(next_clock(8)), cat=c, unsure="8am with no day said 09:40 has passed: tomorrow 08:00")
    c = "rollover"
    T("logic board repair ⟦tuesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="tuesday morning said Tuesday 09:40 is in progress: today")
    T("study group ⟦tuesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("ward shift ⟦tuesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("pay the screen supplier ⟦by the end of the month⟧", deadline_day(ymd(2052, 10, 31)), cat=c, conv="by-inclusive")
    T("adoption paperwork in ⟦before halloween⟧", deadline_day(ymd(2052, 10, 30)), cat=c, conv="en-before-exclusive")
    T("phone fixed ⟦by noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("skills exam ⟦mid-october⟧", xun(2052, 10, 2), cat=c, conv="month-parts")
    T("fix 3 phones ⟦within 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("shop closed ⟦the day after columbus day⟧", P(holiday_in("columbus", 2052) + td(days=1)), cat=c)
    T("adoption day ⟦the last saturday of october⟧", P(lastwd(2052, 10, 6)), cat=c)
    c = "holiday"
    T("adoption event ⟦columbus day⟧", P(holiday_in("columbus", 2052)), cat=c)
    T("costume walk for the fosters ⟦halloween⟧", P(ymd(2052, 10, 31)), cat=c)
    T("shop open ⟦thanksgiving⟧ morning only", P(holiday_in("thanksgiving", 2052)), cat=c, unsure="the holiday alone marked; 'morning only' read as a note")
    c = "duration"
    T("remind me to grab parts ⟦in 30 min⟧", after(td(minutes=30)), cat=c)
    T("recheck for the pup ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("phone parts expo ⟦oct 12-13⟧", dr(ymd(2052, 10, 12), ymd(2052, 10, 13)), cat=c)
    c = "numeric-date"
    T("nursing skills exam ⟦10/18⟧", P(ymd(2052, 10, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("adoption events ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("fixed 9 today, 4 of them screens", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("parts ⟦last month⟧", month_range(2052, 9), cat=c)
    T("donations ⟦labor day⟧", P(holiday_in("labor", 2052)), cat=c)
    T("dog food ⟦yesterday⟧", P(rel(-1)), cat=c)
    c = "deadline"
    T("vet bills ⟦last quarter⟧", quarter(2052, 3), cat=c, conv="quarters")
    T("repair income ⟦month to date⟧", dr(ymd(2052, 10, 1), today()), cat=c, conv="since", unsure="said 10-01: today alone")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("spay recheck ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("⟨fri⟩ study group ⟨7pm⟩", at(wd(5), 19), cat=c)
    T("med-surg exam ⟦jan 9 at 8am⟧", at(ymd(2053, 1, 9), 8), cat=c)
    T("battery delivery ⟦next mon 9:30am⟧", at(wk(1, 1), 9, 30), cat=c)
    c = "clock"
    T("customer grabbing the phone ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour")
    T("open up ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 10:00 has passed, before noon: tomorrow 09:00")
    T("dog park ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("pet store run ⟦at 10:30⟧", P(bare_clock(10, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("inventory count ⟦wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="wednesday morning said Wednesday 10:00 is in progress: today")
    T("home check ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    T("care plan homework ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("tuition due ⟦by jan 15⟧", deadline_day(ymd(2053, 1, 15)), cat=c, conv="by-inclusive")
    T("buy the crates ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Wednesday: today … Sunday 01-05")
    T("screen done ⟦by 2pm⟧", deadline_clock(dt(today(), 14)), cat=c)
    T("finals ⟦late january⟧", xun(2053, 1, 3), cat=c, conv="month-parts")
    T("rehome the puppies ⟦before mlk day⟧", deadline_day(holiday_in("mlk", 2053) - td(days=1)), cat=c, conv="en-before-exclusive")
    c = "arithmetic"
    T("rotation starts ⟦the first monday after new year's⟧", P(ymd(2053, 1, 6)), cat=c)
    T("adoption day ⟦the first saturday of february⟧", P(nth(2053, 2, 1, 6)), cat=c)
    c = "holiday"
    T("shop closed ⟦mlk day⟧", P(holiday_in("mlk", 2053)), cat=c)
    T("adoption event ⟦presidents' day⟧", P(holiday_in("presidents", 2053)), cat=c)
    T("puppy kissing booth ⟦valentine's day⟧", P(ymd(2053, 2, 14)), cat=c)
    T("clinical shift even on ⟦new year's day⟧", P(today()), cat=c, unsure="new year's day is today; a holiday today counts")
    c = "duration"
    T("remind me to give the meds ⟦in 40 minutes⟧", after(td(minutes=40)), cat=c)
    T("recheck ⟦a week from now⟧", P(rel(7)), cat=c)
    c = "range"
    T("picking up dogs upstate ⟦jan 10-11⟧", dr(ymd(2053, 1, 10), ymd(2053, 1, 11)), cat=c)
    c = "numeric-date"
    T("skills check-off ⟦1/18/2053⟧", P(ymd(2053, 1, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("vet runs ⟦thurs⟧ and ⟦fri⟧", P(wd(4)), P(wd(5)), cat=c)
    c = "none"
    T("2 bags of kibble, 30 lbs each", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("donations ⟦last year⟧", year_range(2052), cat=c, unsure="said 2053-01-01: last year = 2052")
    T("books ⟦last month⟧", month_range(2052, 12), cat=c)
    T("batteries ⟦the day before yesterday⟧", P(rel(-2)), cat=c)
    T("repair income ⟦christmas eve⟧", P(ymd(2052, 12, 24)), cat=c)
    c = "deadline"
    T("vet costs ⟦last quarter⟧", quarter(2052, 4), cat=c, conv="quarters")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("home check for the pup ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨next tue⟩ peds rotation ⟨7:30am⟩", at(wk(1, 2), 7, 30), cat=c)
    T("adoption day ⟦july 20 at 2pm⟧", at(ymd(2052, 7, 20), 14), cat=c)
    T("skills lab ⟦sat 9-11am⟧", cr(wd(6), 9, 0, 11, 0), cat=c)
    c = "clock"
    T("customer pickup ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour")
    T("restock run ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 reads 15:00, passed at 16:00: tomorrow 15:00")
    T("walk the dogs ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 16:00: 08:00 has passed, the pm reading 20:00 is ahead")
    T("close up ⟦at 5:30⟧", P(bare_clock(5, 30)), cat=c, conv="bare-hour")
    c = "rollover"
    T("tablet repair ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="thursday afternoon said Thursday 16:00 is in progress: today")
    T("vet visit ⟦thursday morning⟧", pod(wk(1, 4), "morning"), cat=c, conv="rollover-part", unsure="thursday morning said Thursday 16:00 is over: next Thursday 07-11")
    T("pharm review ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("keep the dogs inside ⟦tonight⟧, fireworks", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("pay the parts guy ⟦by the end of the month⟧", deadline_day(ymd(2052, 7, 31)), cat=c, conv="by-inclusive")
    T("rehome two dogs ⟦before aug 1⟧", deadline_day(ymd(2052, 7, 31)), cat=c, conv="en-before-exclusive")
    T("phone fixed ⟦by 9pm⟧", deadline_clock(dt(today(), 21)), cat=c)
    T("pharm exam ⟦early august⟧", xun(2052, 8, 1), cat=c, conv="month-parts")
    T("on the ward ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("adoption day ⟦the second sunday of august⟧", P(nth(2052, 8, 2, 7)), cat=c)
    T("shop closed ⟦the day after the fourth⟧", P(ymd(2052, 7, 5)), cat=c)
    c = "holiday"
    T("dogs stay in ⟦independence day⟧", P(today()), cat=c, unsure="independence day is today; a holiday today counts")
    T("shop closed ⟦labor day⟧", P(holiday_in("labor", 2052)), cat=c)
    T("adoption event ⟦halloween⟧", P(ymd(2052, 10, 31)), cat=c)
    c = "duration"
    T("remind me to grab the screen ⟦in an hour⟧", after(td(hours=1)), cat=c)
    T("exam ⟦ten days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("transport run to ohio ⟦july 13-14⟧", dr(ymd(2052, 7, 13), ymd(2052, 7, 14)), cat=c)
    c = "numeric-date"
    T("placement report ⟦7/15⟧", P(ymd(2052, 7, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("on the ward ⟦tmrw⟧ and ⟦the day after⟧", P(rel(1)), P(rel(2)), cat=c)
    c = "none"
    T("3 screens and 2 batteries swapped", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("textbooks ⟦last month⟧", month_range(2052, 6), cat=c)
    T("donations ⟦monday⟧", P(wd(1)), cat=c, unsure="monday said Thursday, looking back: 07-01")
    T("kibble ⟦father's day⟧", P(holiday_in("fathers", 2052)), cat=c)
    c = "deadline"
    T("vet bills ⟦the first half of the year⟧", dr(ymd(2052, 1, 1), ymd(2052, 6, 30)), cat=c, conv="halves")
    T("parts ⟦this quarter⟧", quarter(2052, 3), cat=c, conv="quarters", unsure="this quarter said 07-04 = Q3, only begun")
