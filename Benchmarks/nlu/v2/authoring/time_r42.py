"""Round 42 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions an amateur astronomer who runs the town's
astronomy club (star parties late at night and past midnight, a meteor shower, telescope parts and eyepieces, club dues,
clear skies for observing nights, a star party moved), a construction worker from the countryside working in the city
(shifts at set clocks, wages, money sent home, train tickets home for the holidays, the labour office, weather on site)
and a woman settling her late father's affairs (the funeral home and a lawyer at set clocks, flowers and the funeral,
an insurance payout, his appointments cancelled, the burial day) use inside requests: a day and a clock together or
apart, clock ranges across midnight, deadlines, parts of months, durations from now, holidays (Chinese lunar, solar
terms, Western by rule), parts of the day in progress, over or ahead, coordination, and rows with no time (eyepiece
sizes, cement bags, train and seat numbers).

Reference times (new in this round):
  NA = 2057-08-10T23:50 Friday (七月十一, lunar-python), ten minutes before midnight: 明天 / "tmrw" = Saturday 08-11
       starts in ten minutes; 今晚 / 周五晚上 / "friday night" in progress and nearly over, 周五下午 / "friday afternoon"
       over (next week 08-17); every bare hour has passed both ways (a bare 11 too: avoided), a bare 12 reads tomorrow's
       noon (12 never means midnight), a bare 1 tomorrow 13:00, a bare 8 tomorrow 08:00; 凌晨两点 / "2am" with no day =
       08-11 02:00, 今晚十二点 / "midnight" = 08-11 00:00; 这周内 / "this week" = today … Sunday 08-12, this weekend
       08-11/12 (the Perseids peak the night into Sunday 08-12), next week 08-13 … 08-19; 中元 Tuesday 08-14
       (lunar-python; 中元前 = today … 08-14), 处暑 Wednesday 08-22 (lunar-python), 下旬 08-21 … 08-31, 月底 Friday 08-31,
       Labor Day Monday 09-03 ("before labor day" = today … 09-02), 中秋 09-13; looking back: 七夕 Monday 08-06, 立秋 08-07,
       July = "last month".
  NB = 2057-05-31T18:30 Thursday (四月廿八), the last evening of a month: 月底 / "the end of the month" is today (月底前 =
       today alone), 下个月 / "next month" June starts tomorrow (儿童节, a Friday); 傍晚, 今晚 / 周四晚上 / "thursday
       night" in progress, 周四下午 / "thursday afternoon" over (next week 06-07); a bare 6 has passed (tomorrow 18:00), a
       bare 7 reads 19:00 today, a bare 8 or 9:30 reads tonight (20:00, 21:30); this weekend 06-02/03, next week 06-04 …
       06-10; 芒种 Tuesday 06-05, 端午 Wednesday 06-06 (lunar-python), Father's Day Sunday 06-17 (the third Sunday), 618
       Monday, Juneteenth Tuesday, the Fourth a Wednesday; looking back: Memorial Day 05-28, 五一, May = "this month".
  NC = 2058-01-21T07:05 Monday, US MLK Day (the third Monday of January) early morning, 腊月廿七 (lunar-python):
       早上 / English "morning" in progress (周一早上 / "monday morning" today), 周一凌晨 over (next week 01-28), 早上七点 /
       "7am" with no day has passed (tomorrow 07:00) while a bare 7 reads 19:00 today, a bare 8 08:00 today, a bare 6 18:00;
       除夕 Wednesday 01-23 (腊月廿九: the twelfth month has 29 days), 春节 Thursday 01-24, 初二 01-25, 初三 01-26, 初五
       Monday 01-28, 元宵 Thursday 02-07 (lunar-python), 立春 Sunday 02-03 (lunar-python); 年前 = by 除夕 (flagged); this week
       01-21 … 01-27, this weekend 01-26/27, next week 01-28 … 02-03; 月底 Thursday 01-31; Presidents' Day 02-18; looking
       back: 大寒 yesterday 01-20, 小年 Thursday 01-17 (northern), 腊八 01-02, December 2057 = "last month", 2057 = "last year".
The Chinese festival and solar-term dates were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2057-08-10T23:50:00"  # Friday 23:50: bare 12 → tomorrow noon, bare 1 → tomorrow 13:00, 凌晨两点 → 08-11 02:00
NB = "2057-05-31T18:30:00"  # Thursday 18:30, 月底 today: bare 6 → tomorrow 18:00, bare 7 → 19:00, bare 8 → 20:00
NC = "2058-01-21T07:05:00"  # Monday 07:05, MLK Day, 腊月廿七: bare 7 → 19:00, bare 8 → 08:00, 早上七点 → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
ZHONGYUAN57 = ymd(2057, 8, 14)
QIXI57 = ymd(2057, 8, 6)
CHUSHU57 = ymd(2057, 8, 22)
ZHONGQIU57 = ymd(2057, 9, 13)
DUANWU57 = ymd(2057, 6, 6)
MANGZHONG57 = ymd(2057, 6, 5)
FATHERS57 = ymd(2057, 6, 17)
CHUXI58 = ymd(2058, 1, 23)
CHUNJIE58 = ymd(2058, 1, 24)
CHUER58 = ymd(2058, 1, 25)
CHUSAN58 = ymd(2058, 1, 26)
CHUWU58 = ymd(2058, 1, 28)
YUANXIAO58 = ymd(2058, 2, 7)
LICHUN58 = ymd(2058, 2, 3)
XIAONIAN58 = ymd(2058, 1, 17)
LABA58 = ymd(2058, 1, 2)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明晚十点到凌晨两点⟧ 天文社观星", cr(rel(1), 22, 0, 2, 0), cat=c, unsure="the end clock earlier than the start: 08-12 02:00")
    T("⟨下周三⟩ 去劳动局 ⟨上午九点半⟩", at(wk(1, 3), 9, 30), cat=c)
    T("⟦8月12号凌晨三点⟧ 英仙座流星雨极大", at(ymd(2057, 8, 12), 3), cat=c)
    T("⟨礼拜六⟩在殡仪馆开追悼会 ⟨上午十点⟩", at(wd(6), 10), cat=c, unsure="礼拜六 said Friday 23:50 = tomorrow 08-11")
    c = "clock"
    T("⟦凌晨两点⟧ 起来拍流星", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 08-11 02:00")
    T("⟦十二点⟧ 跟律师通电话", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:50: tomorrow's noon (12 never means midnight)")
    T("⟦八点⟧ 工地集合", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("⟦今晚十二点⟧ 镜头对准英仙座", P(dt(rel(1), 0)), cat=c)
    T("⟦一点⟧ 去殡仪馆拿骨灰", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00: tomorrow")
    c = "rollover"
    T("⟦周五晚上⟧ 在楼顶观测", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周五晚上 said Friday 23:50 is in progress: today")
    T("⟦周五下午⟧ 工地安全会", pod(wk(1, 5), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 23:50 is over: next week 08-17")
    T("⟦这周末⟧ 星空派对", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦月底前⟧ 把爸的户口销了", deadline_day(ymd(2057, 8, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦中元前⟧ 把墓地定下来", deadline_day(ZHONGYUAN57), cat=c, conv="zh-qian-inclusive", unsure="中元 2057 = 08-14 (lunar-python)")
    T("⟦明天中午前⟧ 给律师回话", deadline_clock(dt(rel(1), 12)), cat=c)
    T("⟦这周内⟧ 把上个月工钱结了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Friday 23:50: today … 08-12")
    T("⟦下个月上旬⟧ 回老家", xun(2057, 9, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧ 星空派对", P(nth(2057, 9, 2, 6)), cat=c)
    T("⟦大后天⟧ 下葬", P(rel(3)), cat=c, unsure="大后天 said 23:50 Friday: 08-13, not counted from the day about to start")
    c = "holiday"
    T("⟦中元节⟧ 给爸烧纸", P(ZHONGYUAN57), cat=c, unsure="中元 2057 = 08-14 (lunar-python)")
    T("⟦处暑⟧那天 工地放半天", P(CHUSHU57), cat=c, unsure="处暑 2057 = 08-22 (lunar-python)")
    T("⟦中秋⟧ 天文社赏月", P(ZHONGQIU57), cat=c, unsure="中秋 2057 = 09-13 (lunar-python)")
    T("⟦国庆⟧ 坐火车回老家", P(ymd(2057, 10, 1)), cat=c)
    c = "duration"
    T("⟦十分钟后⟧ 提醒我看流星", after(td(minutes=10)), cat=c, unsure="now + 10 min = 08-11 00:00")
    T("⟦两天后⟧ 去律师那签字", P(rel(2)), cat=c)
    c = "range"
    T("⟦8月20号到22号⟧ 去山里观星", dr(ymd(2057, 8, 20), ymd(2057, 8, 22)), cat=c)
    c = "numeric-date"
    T("⟦8.25⟧ 保险公司来人", P(ymd(2057, 8, 25)), cat=c)
    c = "traditional"
    T("⟦下週二上午十點⟧ 律師事務所", at(wk(1, 2), 10), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧都要上工", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("目镜买了两个 一个25毫米一个10毫米", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦七夕⟧那天订的花圈", P(QIXI57), cat=c, unsure="七夕 2057 = 08-06 (lunar-python), looking back")
    T("⟦上周一⟧ 发的工钱", P(wk(-1, 1)), cat=c)
    c = "deadline"
    T("⟦上个月⟧ 往家里寄了多少", month_range(2057, 7), cat=c)
    T("⟦今年以来⟧ 望远镜配件花了多少", dr(ymd(2057, 1, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 去殡仪馆签字", at(rel(1), 10), cat=c)
    T("⟨下周二⟩ 见律师 ⟨下午三点到四点⟩", cr(wk(1, 2), 15, 0, 16, 0), cat=c)
    T("⟦6月6号晚上九点⟧ 天文社观测", at(DUANWU57, 21), cat=c)
    T("⟨礼拜六⟩ 坐火车回家 ⟨早上六点四十⟩", at(wd(6), 6, 40), cat=c)
    c = "clock"
    T("⟦六点⟧ 工地收工", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    T("⟦七点⟧ 天文社开会", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦八点⟧ 跟律师视频", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30: the pm reading 20:00 is ahead")
    T("⟦九点半⟧ 把望远镜搬上楼顶", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 18:30 reads 21:30 tonight")
    c = "rollover"
    T("⟦周四下午⟧ 去保险公司", pod(wk(1, 4), "下午"), cat=c, conv="rollover-part", unsure="周四下午 said Thursday 18:30 is over: next week 06-07")
    T("⟦今晚⟧ 看木星", pod(today(), "今晚"), cat=c)
    T("⟦周四晚上⟧ 社团例会", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周四晚上 said Thursday 18:30 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧ 交社费", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦端午前⟧ 把回家的火车票买好", deadline_day(DUANWU57), cat=c, conv="zh-qian-inclusive", unsure="端午 2057 = 06-06 (lunar-python)")
    T("⟦今晚十点前⟧ 把追悼会名单发给殡仪馆", deadline_clock(dt(today(), 22)), cat=c)
    T("⟦下个月中旬⟧ 去公证处办继承", xun(2057, 6, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧ 星空派对", P(lastwd(2057, 6, 6)), cat=c)
    T("⟦端午后一天⟧ 回工地", P(DUANWU57 + td(days=1)), cat=c, unsure="端午 2057 = 06-06 (lunar-python)")
    c = "holiday"
    T("⟦端午⟧ 回老家", P(DUANWU57), cat=c, unsure="端午 2057 = 06-06 (lunar-python)")
    T("⟦儿童节⟧ 带小朋友来天文台", P(ymd(2057, 6, 1)), cat=c)
    T("⟦芒种⟧那天下葬", P(MANGZHONG57), cat=c, unsure="芒种 2057 = 06-05 (lunar-python)")
    T("⟦父亲节⟧ 去给爸扫墓", P(FATHERS57), cat=c, unsure="父亲节 read as the third Sunday of June like Father's Day: 06-17")
    c = "duration"
    T("⟦半小时后⟧ 提醒我架望远镜", after(td(minutes=30)), cat=c)
    T("⟦一周后⟧ 拿死亡证明", P(rel(7)), cat=c)
    c = "range"
    T("⟦6月8号到10号⟧ 去青海冷湖观星", dr(ymd(2057, 6, 8), ymd(2057, 6, 10)), cat=c)
    c = "numeric-date"
    T("⟦2057/6/12⟧ 保险公司约谈", P(ymd(2057, 6, 12)), cat=c)
    c = "traditional"
    T("⟦禮拜一上午九點⟧ 去勞動局", at(wd(1), 9), cat=c)
    c = "coordination"
    T("⟦6月2号⟧、⟦3号⟧都加班", P(ymd(2057, 6, 2)), P(ymd(2057, 6, 3)), cat=c, conv="distribute")
    c = "none"
    T("今天扛了四十袋水泥 一袋五十公斤", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦上周六⟧ 往家里寄的钱", P(wk(-1, 6)), cat=c)
    T("⟦五一⟧ 发的工资", P(ymd(2057, 5, 1)), cat=c)
    c = "deadline"
    T("⟦这个月⟧ 办丧事花了多少", month_range(2057, 5), cat=c)
    T("⟦最近七天⟧ 花在花店的钱", pastdays(7), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点⟧ 工地上工", at(rel(1), 7), cat=c)
    T("⟨周二⟩ 跟律师见面 ⟨下午两点到三点半⟩", cr(wd(2), 14, 0, 15, 30), cat=c)
    T("⟦1月26号晚上八点⟧ 观测猎户座大星云", at(CHUSAN58, 20), cat=c)
    c = "clock"
    T("⟦七点⟧ 给殡仪馆打电话", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, ahead today")
    T("⟦八点⟧ 上工", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧ 跟工头碰头", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 07:05 has passed: tomorrow 07:00")
    T("⟦六点⟧ 天文社聚餐", P(bare_clock(6)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周一早上⟧ 去劳动局", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 07:05 is in progress: today")
    T("⟦周一凌晨⟧ 拍星轨", pod(wk(1, 1), "凌晨"), cat=c, conv="rollover-part", unsure="周一凌晨 said Monday 07:05 is over: next week 01-28")
    T("⟦这周末⟧ 回家过年", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("⟦年前⟧ 把工钱要回来", deadline_day(CHUXI58), cat=c, unsure="年前 = by 除夕 = 01-23 (lunar-python; flagged in CONVENTIONS)")
    T("⟦除夕前⟧ 到家", deadline_day(CHUXI58), cat=c, conv="zh-qian-inclusive", unsure="除夕 2058 = 01-23 (腊月廿九, lunar-python)")
    T("⟦月底前⟧ 交天文社会费", deadline_day(ymd(2058, 1, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦上午十点前⟧ 给律师回电话", deadline_clock(dt(today(), 10)), cat=c)
    T("⟦下个月下旬⟧ 去办房子过户", xun(2058, 2, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 天文社年会", P(nth(2058, 2, 1, 6)), cat=c)
    T("⟦初五⟧ 回城里上工", P(CHUWU58), cat=c, unsure="初五 2058 = 01-28 (lunar-python)")
    c = "holiday"
    T("⟦除夕⟧ 在家吃年夜饭", P(CHUXI58), cat=c, unsure="除夕 2058 = 01-23 (lunar-python)")
    T("⟦大年初一⟧ 给爸上坟", P(CHUNJIE58), cat=c, unsure="春节 2058 = 01-24 (lunar-python)")
    T("⟦元宵⟧ 天文社看月亮", P(YUANXIAO58), cat=c, unsure="元宵 2058 = 02-07 (lunar-python)")
    T("⟦立春⟧那天开工", P(LICHUN58), cat=c, unsure="立春 2058 = 02-03 (lunar-python)")
    c = "duration"
    T("⟦四十五分钟后⟧ 出门", after(td(minutes=45)), cat=c)
    T("⟦三天后⟧ 去车站取票", P(rel(3)), cat=c)
    c = "range"
    T("⟦1月22号到2月5号⟧ 放假回老家", dr(ymd(2058, 1, 22), ymd(2058, 2, 5)), cat=c)
    c = "numeric-date"
    T("⟦1.30⟧ 去保险公司", P(ymd(2058, 1, 30)), cat=c)
    c = "traditional"
    T("⟦週二晚上七點⟧ 天文社聚會", at(wd(2), 19), cat=c)
    c = "coordination"
    T("⟦初二⟧和⟦初三⟧走亲戚", P(CHUER58), P(CHUSAN58), cat=c, unsure="初二 01-25, 初三 01-26 (lunar-python)")
    c = "none"
    T("车次K1234 12车厢 40号座", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦小年⟧那天发的工钱", P(XIAONIAN58), cat=c, conv="xiaonian-north", unsure="小年 = 2058-01-17 (lunar-python), looking back")
    T("⟦腊八⟧ 买的花", P(LABA58), cat=c, unsure="腊八 = 2058-01-02 (lunar-python), looking back")
    c = "deadline"
    T("⟦上个月⟧ 往家寄了多少", month_range(2057, 12), cat=c)
    T("⟦去年⟧ 一共寄回家多少", year_range(2057), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("star party ⟦tmrw 10pm-2am⟧", cr(rel(1), 22, 0, 2, 0), cat=c, unsure="the end clock earlier than the start: 08-12 02:00")
    T("⟨next wed⟩ labor office ⟨9:30am⟩", at(wk(1, 3), 9, 30), cat=c)
    T("perseids peak ⟦aug 12 at 3am⟧", at(ymd(2057, 8, 12), 3), cat=c)
    T("⟨sat⟩ memorial service at the funeral home ⟨10am⟩", at(wd(6), 10), cat=c, unsure="sat said Friday 23:50 = tomorrow 08-11")
    c = "clock"
    T("get up for the meteors ⟦at 2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 08-11 02:00")
    T("call the lawyer ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:50: tomorrow's noon (12 never means midnight)")
    T("crew meets up ⟦at 8⟧ sharp", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("scope on cassiopeia ⟦at midnight⟧", P(dt(rel(1), 0)), cat=c)
    T("pick up the ashes ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00: tomorrow")
    c = "rollover"
    T("observing from the roof ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="friday night said Friday 23:50 is in progress: today")
    T("site safety meeting ⟦friday afternoon⟧", pod(wk(1, 5), "afternoon"), cat=c, conv="rollover-part", unsure="friday afternoon said Friday 23:50 is over: next week 08-17")
    T("club star party ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("close dad's bank account ⟦by the end of the month⟧", deadline_day(ymd(2057, 8, 31)), cat=c, conv="by-inclusive")
    T("order the headstone ⟦before labor day⟧", deadline_day(ymd(2057, 9, 2)), cat=c, conv="en-before-exclusive")
    T("call the lawyer back ⟦by noon tmrw⟧", deadline_clock(dt(rel(1), 12)), cat=c)
    T("get paid for july ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Friday 23:50: today … 08-12")
    T("trip home ⟦early september⟧", xun(2057, 9, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("dark-sky weekend ⟦the second saturday of september⟧", P(nth(2057, 9, 2, 6)), cat=c)
    T("burial ⟦the day after tomorrow⟧", P(rel(2)), cat=c, unsure="said 23:50 Friday: 08-12")
    c = "holiday"
    T("no work ⟦labor day⟧", P(holiday_in("labor", 2057)), cat=c)
    T("train home ⟦thanksgiving⟧", P(holiday_in("thanksgiving", 2057)), cat=c)
    T("sidewalk telescopes for trick-or-treaters ⟦halloween⟧", P(ymd(2057, 10, 31)), cat=c)
    c = "duration"
    T("remind me to look up ⟦in 10 min⟧", after(td(minutes=10)), cat=c, unsure="now + 10 min = 08-11 00:00")
    T("sign at the lawyer's ⟦2 days from now⟧", P(rel(2)), cat=c)
    c = "range"
    T("dark-sky trip ⟦aug 20-22⟧", dr(ymd(2057, 8, 20), ymd(2057, 8, 22)), cat=c)
    c = "numeric-date"
    T("insurance adjuster ⟦8/25⟧", P(ymd(2057, 8, 25)), cat=c, conv="en-month-first")
    c = "coordination"
    T("working ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("ordered a 25mm and a 10mm eyepiece", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("flowers ordered ⟦last monday⟧", P(wk(-1, 1)), cat=c)
    T("paycheck ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    c = "deadline"
    T("sent home ⟦last month⟧", month_range(2057, 7), cat=c)
    T("eyepiece spending ⟦year to date⟧", dr(ymd(2057, 1, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("funeral home ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨next tues⟩ lawyer ⟨3-4pm⟩", cr(wk(1, 2), 15, 0, 16, 0), cat=c)
    T("club observing ⟦june 6 at 9pm⟧", at(ymd(2057, 6, 6), 21), cat=c)
    T("⟨sat⟩ bus home ⟨6:40am⟩", at(wd(6), 6, 40), cat=c)
    c = "clock"
    T("site wraps up ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    T("club meeting ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("video call w/ the lawyer ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30: the pm reading 20:00 is ahead")
    T("haul the scope to the roof ⟦at 9:30⟧", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 18:30 reads 21:30 tonight")
    c = "rollover"
    T("insurance office ⟦thursday afternoon⟧", pod(wk(1, 4), "afternoon"), cat=c, conv="rollover-part", unsure="thursday afternoon said Thursday 18:30 is over: next week 06-07")
    T("jupiter ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    T("club night ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="thursday night said Thursday 18:30 is in progress: today")
    c = "deadline"
    T("collect the last club dues ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="the month ends today: today alone")
    T("buy the train tickets ⟦before father's day⟧", deadline_day(FATHERS57 - td(days=1)), cat=c, conv="en-before-exclusive")
    T("send the funeral home the guest list ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    T("probate paperwork ⟦mid-june⟧", xun(2057, 6, 2), cat=c, conv="month-parts")
    c = "arithmetic"
    T("star party ⟦the last saturday of june⟧", P(lastwd(2057, 6, 6)), cat=c)
    T("back on site ⟦the day after father's day⟧", P(FATHERS57 + td(days=1)), cat=c)
    c = "holiday"
    T("visit dad's grave ⟦father's day⟧", P(FATHERS57), cat=c)
    T("no observing, fireworks ⟦the fourth⟧", P(ymd(2057, 7, 4)), cat=c)
    T("site closed ⟦juneteenth⟧", P(ymd(2057, 6, 19)), cat=c)
    c = "duration"
    T("set up the scope ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("pick up the death certificates ⟦a week from today⟧", P(rel(7)), cat=c)
    c = "range"
    T("dark-sky trip to utah ⟦june 8-10⟧", dr(ymd(2057, 6, 8), ymd(2057, 6, 10)), cat=c)
    c = "numeric-date"
    T("insurance meeting ⟦6/12/2057⟧", P(ymd(2057, 6, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("overtime ⟦june 2⟧ and ⟦3⟧", P(ymd(2057, 6, 2)), P(ymd(2057, 6, 3)), cat=c, conv="distribute")
    c = "none"
    T("hauled 40 bags of cement, 50 lb each", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("money sent home ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("flowers ⟦memorial day⟧", P(holiday_in("memorial", 2057)), cat=c)
    c = "deadline"
    T("funeral costs ⟦this month⟧", month_range(2057, 5), cat=c)
    T("what went out ⟦in the last 7 days⟧", pastdays(7), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("on site ⟦tmrw 7am⟧", at(rel(1), 7), cat=c)
    T("⟨tues⟩ lawyer ⟨2-3:30pm⟩", cr(wd(2), 14, 0, 15, 30), cat=c)
    T("orion nebula ⟦jan 26 at 8pm⟧", at(ymd(2058, 1, 26), 20), cat=c)
    c = "clock"
    T("call the funeral home ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 reads 19:00, ahead today")
    T("start work ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("meet the foreman ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 07:05 has passed: tomorrow 07:00")
    T("club dinner ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    c = "rollover"
    T("labor office ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="monday morning said Monday 07:05 is in progress: today")
    T("site meeting ⟦monday 6am⟧", at(wk(1, 1), 6), cat=c, unsure="monday 6am said Monday 07:05 has passed: next week 01-28")
    T("star trails ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "deadline"
    T("club dues ⟦by the end of the month⟧", deadline_day(ymd(2058, 1, 31)), cat=c, conv="by-inclusive")
    T("get my back pay ⟦before chinese new year⟧", deadline_day(CHUNJIE58 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Chinese New Year 2058 = 01-24 (lunar-python)")
    T("call the lawyer ⟦before 10am⟧", deadline_clock(dt(today(), 10)), cat=c)
    T("transfer the deed ⟦late february⟧", xun(2058, 2, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("club annual meeting ⟦the first saturday of february⟧", P(nth(2058, 2, 1, 6)), cat=c)
    T("back on site ⟦the day after presidents' day⟧", P(holiday_in("presidents", 2058) + td(days=1)), cat=c)
    c = "holiday"
    T("job site shut ⟦presidents' day⟧", P(holiday_in("presidents", 2058)), cat=c)
    T("dumplings with the crew ⟦chinese new year⟧", P(CHUNJIE58), cat=c, unsure="Chinese New Year 2058 = 01-24 (lunar-python)")
    T("flowers on dad's grave ⟦valentine's day⟧", P(ymd(2058, 2, 14)), cat=c)
    c = "duration"
    T("leave ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    T("pick up the tickets ⟦in three days⟧", P(rel(3)), cat=c)
    c = "range"
    T("home for the new year ⟦jan 22 - feb 5⟧", dr(ymd(2058, 1, 22), ymd(2058, 2, 5)), cat=c)
    c = "numeric-date"
    T("insurance office ⟦1/30⟧", P(ymd(2058, 1, 30)), cat=c, conv="en-month-first")
    c = "coordination"
    T("site work ⟦tue⟧ and ⟦wed⟧", P(wd(2)), P(wd(3)), cat=c)
    c = "none"
    T("train 1234, car 12, seat 40", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("flowers ⟦last thursday⟧", P(wk(-1, 4)), cat=c)
    T("paycheck ⟦new year's day⟧", P(ymd(2058, 1, 1)), cat=c)
    c = "deadline"
    T("wired to my family ⟦last month⟧", month_range(2057, 12), cat=c)
    T("sent home ⟦last year⟧", year_range(2057), cat=c)
