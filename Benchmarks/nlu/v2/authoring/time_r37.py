"""Round 37 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a hospital radiographer on a rota (early,
late and weekend shifts, on-call nights, a course over two days, overtime and on-call pay, parking and meals at work, a
shift swapped, leave cancelled), a man who runs a small bike-repair stall and leads weekend group rides (repairs promised
by a day, parts and tubes bought, customers paying, rides starting at set clocks and places, a ride cancelled for rain)
and a woman organising her parents' 40th wedding anniversary party (a restaurant, the cake and the photographer at set
clocks, deposits, relatives arriving over several days, a rehearsal dinner moved, a guest list call) use inside
requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, quarters, durations from now,
holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and
rows with no time (spokes and tubes counted, tyre sizes, guests counted, X-ray counts).

Reference times (new in this round):
  NA = 2052-02-11T18:30 Sunday evening, 正月十一 2052 (lunar-python: 春节 was Thursday 02-01, 元宵 Thursday 02-15, 龙抬头
       Saturday 03-02): "this week" / 这周内 is today alone, 明天 / "tmrw" = Monday 02-12 (下周三 = 周三 = Valentine's
       02-14); 傍晚 (17–19) and 今晚 / 周日晚上 / "sunday night" in progress, 周日下午 / "sunday afternoon" over (next Sunday
       02-18); a bare 6 has passed (tomorrow 18:00), a bare 7 or 7:30 reads tonight, a bare 8 20:00 tonight; 明早 = Monday
       06–09; Presidents' Day Monday 02-19 = 雨水 (PyEphem and lunar-python agree); a leap year: 月底 / "the end of the
       month" Thursday 02-29, 下旬 = 02-21 … 02-29; 惊蛰 03-05, 妇女节 03-08; looking back: 春节 02-01, 立春 02-04, January
       = "last month".
  NB = 2053-03-08T08:00 Saturday morning, 妇女节: a bare 8 is now (avoided), a bare 9 or 10 is ahead today, a bare 7 reads
       19:00; 早上 / "morning" in progress (周六早上 today), 早上七点 / "7am" with no day has passed (tomorrow 07:00);
       这周末 / "this weekend" = today and tomorrow, next week 03-10 … 03-16; US DST begins Sunday 03-09 in New York (no
       duration in hours crosses it); 植树节 Wednesday 03-12, St. Patrick's Monday 03-17, 春分 Thursday 03-20 (PyEphem and
       lunar-python agree), 龙抬头 Friday 03-21 (lunar-python), 月底 Monday 03-31, 清明 = Good Friday 04-04, Easter 04-06;
       中旬 = 03-11 … 03-20; looking back: 惊蛰 = 元宵 Wednesday 03-05 (PyEphem, lunar-python), 春节 02-19, Presidents'
       Day 02-17, February = "last month".
  NC = 2052-09-30T23:10 Monday night, the last night of a month and a quarter, the night before 国庆: 明天 / "tmrw" =
       国庆 (Tuesday 10-01), 下个月 / "next month" October, 下季度 / "next quarter" Q4 from tomorrow, 月底前 / "by the end of
       the month" today alone; every bare hour has passed both ways (a bare 11 too, 23:00 being ten minutes gone: tomorrow
       11:00; a bare 8 tomorrow 08:00, a bare 3 tomorrow 15:00); 凌晨两点 / "2am" with no day = 10-01 02:00, 今晚十二点 / "midnight" =
       10-01 00:00; 今晚 / 周一晚上 in progress, 周一下午 over (next week 10-07); this week 09-30 … 10-06, this weekend
       10-05/06; 寒露 Monday 10-07, Columbus Day 10-14, 霜降 10-23, 重阳 Wednesday 10-30 (lunar-python), Halloween
       Thursday 10-31; looking back: 中秋 09-07 (lunar-python), Labor Day 09-02, 秋分 09-22, 本季度 / "this quarter" Q3.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2052-02-11T18:30:00"  # Sunday 18:30: bare 6 → tomorrow 18:00, bare 7 → 19:00 today, bare 8 → 20:00
NB = "2053-03-08T08:00:00"  # Saturday 08:00, 妇女节: bare 9 → today 09:00, bare 7 → 19:00 today
NC = "2052-09-30T23:10:00"  # Monday 23:10: every bare hour (11 too) → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUNJIE52 = ymd(2052, 2, 1)
YUANXIAO52 = ymd(2052, 2, 15)
LONGTAITOU52 = ymd(2052, 3, 2)
YUSHUI52 = ymd(2052, 2, 19)
JINGZHE53 = ymd(2053, 3, 5)
YUANXIAO53 = ymd(2053, 3, 5)
CHUNFEN53 = ymd(2053, 3, 20)
LONGTAITOU53 = ymd(2053, 3, 21)
QINGMING53 = ymd(2053, 4, 4)
HANLU52 = ymd(2052, 10, 7)
CHONGYANG52 = ymd(2052, 10, 30)
ZHONGQIU52 = ymd(2052, 9, 7)
QIUFEN52 = ymd(2052, 9, 22)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明早七点⟧ 早班 别迟到", at(rel(1), 7), cat=c)
    T("⟨礼拜三⟩结婚纪念日蛋糕 ⟨下午四点⟩去取", at(wd(3), 16), cat=c, unsure="礼拜三 said Sunday = 02-14")
    T("⟦2月18号上午十点⟧ 周末骑行 集合", at(ymd(2052, 2, 18), 10), cat=c)
    T("⟦下周四晚上八点到十二点⟧ 夜班备班", cr(wk(1, 4), 20, 0, 0, 0), cat=c, unsure="an end of 十二点 after 晚上 read as midnight: 02-16 00:00")
    c = "clock"
    T("⟦六点⟧去摊位拿车", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, passed at 18:30: tomorrow 18:00")
    T("⟦七点半⟧跟饭店确认包间", P(bare_clock(7, 30)), cat=c, conv="bare-hour")
    T("⟦八点⟧给我爸妈打电话说聚会的事", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30: the pm reading 20:00 is ahead")
    c = "rollover"
    T("⟦周日晚上⟧把骑行路线发群里", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦周日下午⟧去看场地", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 18:30 is over: next Sunday 02-18")
    T("⟦傍晚⟧补两条内胎", pod(today(), "傍晚"), cat=c, unsure="傍晚 with no day said 18:30 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把婚宴定金交了", deadline_day(ymd(2052, 2, 29)), cat=c, conv="zh-qian-inclusive", unsure="2052 is a leap year: 月底 = 02-29")
    T("⟦元宵节前⟧把客人名单定下来", deadline_day(YUANXIAO52), cat=c, conv="zh-qian-inclusive", unsure="元宵 2052 = 02-15 (lunar-python)")
    T("⟦这周内⟧把排班表交上去", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("⟦这个月下旬⟧放射防护培训", xun(2052, 2, 3), cat=c, conv="month-parts", unsure="a leap year: 02-21 … 02-29")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 春季首骑", P(nth(2052, 3, 1, 6)), cat=c)
    T("⟦下下周五⟧ 调休", P(wk(2, 5)), cat=c)
    c = "holiday"
    T("⟦元宵⟧那天上晚班", P(YUANXIAO52), cat=c, unsure="元宵 2052 = 02-15 (lunar-python)")
    T("⟦情人节⟧ 车摊搞活动", P(ymd(2052, 2, 14)), cat=c)
    T("⟦龙抬头⟧ 带车友去骑山", P(LONGTAITOU52), cat=c, unsure="龙抬头 2052 = 03-02 (lunar-python)")
    T("⟦雨水⟧那天夜班", P(YUSHUI52), cat=c, unsure="雨水 2052 = 02-19 (PyEphem, lunar-python)")
    c = "duration"
    T("⟦二十分钟后⟧提醒我收摊", after(td(minutes=20)), cat=c)
    T("⟦两周后⟧ 培训考核", P(rel(14)), cat=c)
    c = "range"
    T("⟦2月20号到21号⟧ 去省医院上培训课", dr(ymd(2052, 2, 20), ymd(2052, 2, 21)), cat=c)
    c = "numeric-date"
    T("⟦3.1⟧ 取纪念日蛋糕", P(ymd(2052, 3, 1)), cat=c)
    c = "traditional"
    T("⟦禮拜二早上七點⟧ 早班", at(wd(2), 7), cat=c)
    c = "coordination"
    T("⟦周二⟧⟦周四⟧都是晚班", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("补了五条胎 换了两根辐条", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦春节⟧那几天的加班费", P(CHUNJIE52), cat=c, unsure="春节 2052 = 02-01 (lunar-python); the holiday as one day")
    T("⟦上个月⟧买配件的钱", month_range(2052, 1), cat=c)
    T("⟦周五⟧收的修车钱", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back: 02-09")
    c = "deadline"
    T("⟦这个月到目前为止⟧的停车费", dr(ymd(2052, 2, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今天上午九点⟧ 车队从河堤出发", at(today(), 9), cat=c)
    T("⟨下周一⟩去影像科培训 ⟨早上八点半⟩", at(wk(1, 1), 8, 30), cat=c)
    T("⟦3月15号中午十二点⟧ 婚宴试菜", at(ymd(2053, 3, 15), 12), cat=c)
    T("⟦周日下午两点到五点⟧ 修车摊出摊", cr(wd(7), 14, 0, 17, 0), cat=c)
    c = "clock"
    T("⟦九点⟧开摊", P(bare_clock(9)), cat=c, conv="bare-hour")
    T("⟦七点⟧跟摄影师通电话", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧去接舅舅", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 08:00 has passed: tomorrow 07:00")
    T("⟦十点一刻⟧跟花店碰一下", P(bare_clock(10, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("⟦周六早上⟧给车打气", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周六早上 said Saturday 08:00 is in progress: today")
    T("⟦周六晚上⟧ 值班", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦这周末⟧带队骑一趟", dr(today(), rel(1)), cat=c, unsure="这周末 said Saturday: today and tomorrow")
    c = "deadline"
    T("⟦植树节前⟧把蛋糕款式定了", deadline_day(ymd(2053, 3, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦中午十二点前⟧把车修好", deadline_clock(dt(today(), 12)), cat=c)
    T("⟦这个月中旬⟧ 长途骑行", xun(2053, 3, 2), cat=c, conv="month-parts")
    T("⟦接下来五天⟧都是早班", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("⟦这个月最后一个周日⟧ 纪念日聚会", P(lastwd(2053, 3, 7)), cat=c)
    T("⟦春分后一天⟧ 骑行去看油菜花", P(CHUNFEN53 + td(days=1)), cat=c, unsure="春分 2053 = 03-20 (PyEphem, lunar-python)")
    c = "holiday"
    T("⟦清明⟧ 不出摊", P(QINGMING53), cat=c, unsure="清明 2053 = 04-04 (lunar-python)")
    T("⟦龙抬头⟧那天带我爸去理发", P(LONGTAITOU53), cat=c, unsure="龙抬头 2053 = 03-21 (lunar-python)")
    T("⟦妇女节⟧给我妈订花", P(today()), cat=c, unsure="妇女节 is today; a holiday today counts")
    c = "duration"
    T("⟦一个半小时后⟧提醒我去取片子", after(td(minutes=90)), cat=c)
    T("⟦十天后⟧ 舅舅一家到", P(rel(10)), cat=c)
    c = "range"
    T("⟦3月20号到23号⟧ 亲戚陆续过来", dr(ymd(2053, 3, 20), ymd(2053, 3, 23)), cat=c)
    c = "numeric-date"
    T("⟦2053-3-29⟧ 四十周年纪念宴", P(ymd(2053, 3, 29)), cat=c)
    c = "traditional"
    T("⟦下週三下午兩點⟧ 跟攝影師見面", at(wk(1, 3), 14), cat=c)
    c = "coordination"
    T("⟦今天⟧和⟦明天⟧都带队骑行", P(today()), P(rel(1)), cat=c)
    c = "none"
    T("客人一共六十八位 八桌", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦元宵⟧那天值班的补贴", P(YUANXIAO53), cat=c, unsure="元宵 2053 = 03-05 (lunar-python)")
    T("⟦上个月⟧的夜班费", month_range(2053, 2), cat=c)
    T("⟦礼拜四⟧付的摄影定金", P(wd(4)), cat=c, unsure="礼拜四 said Saturday, looking back: 03-06")
    c = "deadline"
    T("⟦今年以来⟧的配件钱", dr(ymd(2053, 1, 1), today()), cat=c, conv="since")
    T("⟦最近一周⟧修车收入", pastdays(7), cat=c, unsure="最近一周 read as the last 7 days counting today")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧ 国庆骑行 江边集合", at(rel(1), 10), cat=c)
    T("⟨周四⟩跟饭店谈菜单 ⟨下午三点⟩", at(wd(4), 15), cat=c)
    T("⟦10月3号晚上六点⟧ 彩排晚宴", at(ymd(2052, 10, 3), 18), cat=c)
    T("⟦下周二早上七点半到下午三点半⟧ 早班", cr(wk(1, 2), 7, 30, 15, 30), cat=c)
    c = "clock"
    T("⟦十一点⟧睡觉前给车充气", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:10: 23:00 passed ten minutes ago; 11:00 passed; rolls to tomorrow 11:00")
    T("⟦八点⟧开摊", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:10 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧ 夜班急诊拍片", P(dt(rel(1), 2)), cat=c, unsure="凌晨 with no day = the coming night: 10-01 02:00")
    c = "rollover"
    T("⟦周一下午⟧ 设备质控", pod(wk(1, 1), "下午"), cat=c, conv="rollover-part", unsure="周一下午 said Monday 23:10 is over: next Monday 10-07")
    T("⟦今晚十二点⟧前把名单发给饭店", P(dt(rel(1), 0)), cat=c, unsure="今晚十二点 = 10-01 00:00; marked as the clock, 前 left outside")
    c = "deadline"
    T("⟦月底前⟧把加班单交了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="said 09-30: today alone")
    T("⟦重阳节前⟧把纪念册做好", deadline_day(CHONGYANG52), cat=c, conv="zh-qian-inclusive", unsure="重阳 2052 = 10-30 (lunar-python)")
    T("⟦下个月上旬⟧ 放射科进修", xun(2052, 10, 1), cat=c, conv="month-parts")
    T("⟦下季度⟧ 轮岗到CT室", quarter(2052, 4), cat=c, conv="quarters", unsure="下季度 said 09-30 = Q4, starting tomorrow")
    c = "arithmetic"
    T("⟦国庆后一天⟧ 摊位恢复营业", P(ymd(2052, 10, 2)), cat=c)
    T("⟦下个月第三个周六⟧ 百公里骑行", P(nth(2052, 10, 3, 6)), cat=c)
    c = "holiday"
    T("⟦国庆⟧ 带队骑环湖", P(ymd(2052, 10, 1)), cat=c)
    T("⟦寒露⟧那天上夜班", P(HANLU52), cat=c, unsure="寒露 2052 = 10-07 (PyEphem, lunar-python)")
    T("⟦重阳⟧ 爸妈纪念日家宴", P(CHONGYANG52), cat=c, unsure="重阳 2052 = 10-30 (lunar-python)")
    c = "duration"
    T("⟦半个钟头后⟧叫我去拍急诊片", after(td(minutes=30)), cat=c)
    T("⟦三天后⟧ 姑姑从外地过来", P(rel(3)), cat=c)
    c = "range"
    T("⟦10月4号到6号⟧ 亲戚们住酒店", dr(ymd(2052, 10, 4), ymd(2052, 10, 6)), cat=c)
    c = "numeric-date"
    T("⟦10/12⟧ 放射技师考试", P(ymd(2052, 10, 12)), cat=c)
    c = "traditional"
    T("⟦明晚八點⟧ 車友聚餐", at(rel(1), 20), cat=c)
    c = "coordination"
    T("⟦10月2号⟧、⟦3号⟧都要上班", P(ymd(2052, 10, 2)), P(ymd(2052, 10, 3)), cat=c, conv="distribute")
    c = "none"
    T("今天拍了四十二个片子 两个CT", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦中秋⟧那天的值班费", P(ZHONGQIU52), cat=c, unsure="中秋 2052 = 09-07 (lunar-python)")
    T("⟦今晚⟧吃的夜宵", pod(today(), "今晚"), cat=c)
    T("⟦上周六⟧骑行的午饭", P(wk(-1, 6)), cat=c)
    c = "deadline"
    T("⟦这个季度⟧配件花的钱", quarter(2052, 3), cat=c, conv="quarters", unsure="said 09-30, the quarter's last day")
    T("⟦这个月⟧的加班费", month_range(2052, 9), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("early shift ⟦tmrw 7am⟧ dont be late", at(rel(1), 7), cat=c)
    T("⟨wed⟩ pick up the anniversary cake ⟨4pm⟩", at(wd(3), 16), cat=c, unsure="wed said Sunday = 02-14")
    T("group ride meetup ⟦feb 18 at 10am⟧", at(ymd(2052, 2, 18), 10), cat=c)
    T("on call ⟦next thurs 8pm to midnight⟧", cr(wk(1, 4), 20, 0, 0, 0), cat=c, unsure="midnight as the end: 02-16 00:00")
    c = "clock"
    T("grab the bikes from the stall ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00, passed at 18:30: tomorrow 18:00")
    T("confirm the private room ⟦at 7:30⟧", P(bare_clock(7, 30)), cat=c, conv="bare-hour")
    T("call mom and dad about the party ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30: the pm reading 20:00 is ahead")
    c = "rollover"
    T("post the ride route ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("look at the venue ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part", unsure="sunday afternoon said Sunday 18:30 is over: next Sunday 02-18")
    T("patch two tubes ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("banquet deposit ⟦by the end of the month⟧", deadline_day(ymd(2052, 2, 29)), cat=c, conv="by-inclusive", unsure="a leap year: 02-29")
    T("guest list final ⟦before presidents' day⟧", deadline_day(holiday_in("presidents", 2052) - td(days=1)), cat=c, conv="en-before-exclusive")
    T("rota in ⟦this week⟧", deadline_day(today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    T("radiation safety refresher ⟦late feb⟧", xun(2052, 2, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("first spring ride ⟦the first saturday of march⟧", P(nth(2052, 3, 1, 6)), cat=c)
    T("swap day ⟦the friday after next⟧", P(wk(2, 5)), cat=c, conv="after-next")
    c = "holiday"
    T("stall promo ⟦valentine's⟧", P(ymd(2052, 2, 14)), cat=c)
    T("ride ⟦presidents' day⟧", P(holiday_in("presidents", 2052)), cat=c)
    T("working ⟦st. patrick's day⟧ late shift", P(ymd(2052, 3, 17)), cat=c)
    c = "duration"
    T("remind me to close the stall ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("course exam ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("training course at the state hospital ⟦feb 20-21⟧", dr(ymd(2052, 2, 20), ymd(2052, 2, 21)), cat=c)
    c = "numeric-date"
    T("anniversary cake pickup ⟦3/1⟧", P(ymd(2052, 3, 1)), cat=c, conv="en-month-first")
    c = "coordination"
    T("lates ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("patched 5 tubes and trued 2 wheels", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("overtime ⟦last sunday⟧", P(wk(-1, 7)), cat=c)
    T("tubes and chains ⟦last month⟧", month_range(2052, 1), cat=c)
    T("repair money ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back: 02-09")
    c = "deadline"
    T("parking at work ⟦so far this month⟧", dr(ymd(2052, 2, 1), today()), cat=c, conv="since")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("ride leaves from the levee ⟦today at 9am⟧", at(today(), 9), cat=c)
    T("⟨next mon⟩ imaging course ⟨8:30am⟩", at(wk(1, 1), 8, 30), cat=c)
    T("menu tasting ⟦march 15 at noon⟧", at(ymd(2053, 3, 15), 12), cat=c)
    T("stall open ⟦sun 2-5pm⟧", cr(wd(7), 14, 0, 17, 0), cat=c)
    c = "clock"
    T("open the stall ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour")
    T("call the photographer ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour")
    T("pick up uncle ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 08:00 has passed: tomorrow 07:00")
    T("florist check-in ⟦quarter past ten⟧", P(bare_clock(10, 15)), cat=c, conv="bare-hour")
    c = "rollover"
    T("pump the tires ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="saturday morning said Saturday 08:00 is in progress: today")
    T("on call ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("lead a ride ⟦this weekend⟧", dr(today(), rel(1)), cat=c, unsure="this weekend said Saturday: today and tomorrow")
    c = "deadline"
    T("pick the cake design ⟦by wednesday⟧", deadline_day(wd(3)), cat=c, conv="by-inclusive")
    T("bike done ⟦by noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    T("century ride ⟦mid-march⟧", xun(2053, 3, 2), cat=c, conv="month-parts")
    T("early shifts ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "arithmetic"
    T("anniversary party ⟦the last sunday of march⟧", P(lastwd(2053, 3, 7)), cat=c)
    T("no stall ⟦the day after st. patrick's⟧", P(ymd(2053, 3, 18)), cat=c)
    c = "holiday"
    T("stall closed ⟦good friday⟧", P(holiday_in("goodfriday", 2053)), cat=c)
    T("easter ride ⟦easter sunday⟧", P(holiday_in("easter", 2053)), cat=c)
    T("order mom's anniversary flowers ⟦mother's day⟧", P(holiday_in("mothers", 2053)), cat=c)
    c = "duration"
    T("remind me to grab the films ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("uncle's family lands ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("relatives arriving ⟦march 20-23⟧", dr(ymd(2053, 3, 20), ymd(2053, 3, 23)), cat=c)
    c = "numeric-date"
    T("40th anniversary dinner ⟦3/29/2053⟧", P(ymd(2053, 3, 29)), cat=c, conv="en-month-first")
    c = "coordination"
    T("leading rides ⟦today⟧ and ⟦tomorrow⟧", P(today()), P(rel(1)), cat=c)
    c = "none"
    T("68 guests, 8 tables of 8 or 9", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("on-call pay ⟦presidents' day⟧", P(holiday_in("presidents", 2053)), cat=c)
    T("night shift pay ⟦last month⟧", month_range(2053, 2), cat=c)
    T("photographer deposit ⟦thurs⟧", P(wd(4)), cat=c, unsure="thurs said Saturday, looking back: 03-06")
    c = "deadline"
    T("parts ⟦year to date⟧", dr(ymd(2053, 1, 1), today()), cat=c, conv="since")
    T("repair income ⟦the past 7 days⟧", pastdays(7), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("ride meetup by the river ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("⟨thurs⟩ menu talk at the restaurant ⟨3pm⟩", at(wd(4), 15), cat=c)
    T("rehearsal dinner ⟦oct 3 at 6pm⟧", at(ymd(2052, 10, 3), 18), cat=c)
    T("early shift ⟦next tue 7:30am-3:30pm⟧", cr(wk(1, 2), 7, 30, 15, 30), cat=c)
    c = "clock"
    T("charge the ebike ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 23:10: both readings passed (23:00 ten minutes ago): tomorrow 11:00")
    T("open the stall ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:10 has passed both ways: tomorrow 08:00")
    T("er films ⟦2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 10-01 02:00")
    c = "rollover"
    T("qa on the scanner ⟦monday afternoon⟧", pod(wk(1, 1), "afternoon"), cat=c, conv="rollover-part", unsure="monday afternoon said Monday 23:10 is over: next Monday 10-07")
    T("send the list to the restaurant ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    c = "deadline"
    T("overtime forms in ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="said 09-30: today alone")
    T("photo album done ⟦before halloween⟧", deadline_day(ymd(2052, 10, 30)), cat=c, conv="en-before-exclusive")
    T("ct training ⟦early october⟧", xun(2052, 10, 1), cat=c, conv="month-parts")
    T("rotation to ct ⟦next quarter⟧", quarter(2052, 4), cat=c, conv="quarters", unsure="next quarter said 09-30 = Q4, starting tomorrow")
    c = "arithmetic"
    T("stall reopens ⟦the day after columbus day⟧", P(holiday_in("columbus", 2052) + td(days=1)), cat=c)
    T("century ride ⟦the third saturday of october⟧", P(nth(2052, 10, 3, 6)), cat=c)
    c = "holiday"
    T("stall closed ⟦columbus day⟧", P(holiday_in("columbus", 2052)), cat=c)
    T("costume ride ⟦halloween⟧", P(ymd(2052, 10, 31)), cat=c)
    T("working ⟦thanksgiving⟧ on call", P(holiday_in("thanksgiving", 2052)), cat=c)
    c = "duration"
    T("wake me for the er films ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("aunt flies in ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("relatives in the hotel ⟦oct 4-6⟧", dr(ymd(2052, 10, 4), ymd(2052, 10, 6)), cat=c)
    c = "numeric-date"
    T("registry exam ⟦10/12⟧", P(ymd(2052, 10, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("working ⟦oct 2⟧ and ⟦3⟧", P(ymd(2052, 10, 2)), P(ymd(2052, 10, 3)), cat=c, conv="distribute")
    c = "none"
    T("42 x-rays today and 2 cts", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("on-call pay ⟦labor day⟧", P(holiday_in("labor", 2052)), cat=c)
    T("late snack ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    T("ride lunch ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    c = "deadline"
    T("bike parts spend ⟦this quarter⟧", quarter(2052, 3), cat=c, conv="quarters", unsure="said 09-30, the quarter's last day")
    T("overtime ⟦this month⟧", month_range(2052, 9), cat=c)
