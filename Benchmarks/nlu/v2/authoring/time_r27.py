"""Round 27 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a freelance video editor who also rents
out camera gear (client deadlines — 周五前交片 / "by friday" —, review calls, shoots over two or three days in another
city, gear returned), a grandmother who minds her grandson on weekdays and leads a community dance group (接送 / school
pick-up times, 广场舞 rehearsals and a performance, 复查 check-ups, 兴趣班, the holidays of the family) and an
electrician who leads a small crew on building sites (site visits at 7am, jobs over several days, inspections, rain
days, crew wages) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months,
durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or
ahead, coordination, and rows with no time (cable sizes, breaker ratings, memory cards, shoe sizes).

Reference times (new in this round):
  NA = 2047-01-25T18:40 Friday, 除夕 2047 (lunar-python: 腊月三十; 春节 / 大年初一 = Saturday 01-26, 初二 01-27,
       初三 01-28, 初五 Wednesday 01-30, 元宵 Saturday 02-09, 立春 Monday 02-04): 今晚 / 周五晚上 / "friday night" and
       傍晚 in progress (today), 周五下午 / "friday afternoon" over (next week, 02-01); a bare 6 has passed and reads
       tomorrow 18:00, a bare 7, 8 or 9:15 reads tonight (19:00, 20:00, 21:15), a bare 12 tomorrow's noon; 除夕夜 = this
       evening (flagged); 年前 = by 除夕 = today alone (flagged); this weekend 01-26/27 is the holiday itself; next week
       01-28 … 02-03 holds 初五 and 月底 (Thursday 01-31); 下个月上旬 = 02-01 … 02-10; MLK Day was 01-21,
       Presidents' Day 02-18, Valentine's Day a Thursday.
  NB = 2047-03-03T20:15 Sunday evening: "this week" / 这周内 is today alone, 明天 / "tmrw" = Monday 03-04 = 下周一; a
       bare 8 has passed both ways and reads tomorrow 08:00, a bare 9 or 10:30 reads tonight (21:00, 22:30); 周日晚上 /
       "sunday night" in progress (today), 周日下午 / "sunday afternoon" over (next Sunday 03-10, the day US daylight
       saving time begins — no duration in hours crosses it); 月初 / "early this month" = 03-01 … 03-10, 下旬 / "late
       march" 03-21 … 03-31; 惊蛰 Wednesday 03-06, 妇女节 Friday 03-08, 植树节 Tuesday 03-12 (= 下下周二), St. Patrick's
       Day Sunday 03-17, 清明 04-05, Good Friday 04-12, Easter 04-14.
  NC = 2047-11-27T17:30 Wednesday, the day before Thanksgiving (Thursday 11-28; Black Friday 11-29, Cyber Monday 12-02
       = the first day of next week, so "before cyber monday" = today … 12-01): 周三下午 / "wednesday afternoon" and
       傍晚 in progress (today), 周三上午 / "wednesday morning" over (next week, 12-04); a bare 5 has passed (tomorrow
       17:00), a bare 6 is ahead (18:00), a bare 8:30 reads 20:30, a bare 12 tomorrow's noon; this weekend 11-30/12-01,
       月底 / "the end of the month" Saturday 11-30, 下个月 / "next month" December; 大雪 12-07, 双十二 Thursday 12-12,
       平安夜 / Christmas Eve a Tuesday.
The Chinese festival and solar-term dates of 2047 were taken from lunar-python; Western holidays by the rules in lib.
"""
from lib import *

NA = "2047-01-25T18:40:00"  # Friday 18:40, 除夕: bare 6 → tomorrow 18:00, bare 7/8 → tonight, 今晚 in progress
NB = "2047-03-03T20:15:00"  # Sunday 20:15: bare 8 → tomorrow 08:00, bare 9 → 21:00, this week = today
NC = "2047-11-27T17:30:00"  # Wednesday 17:30, the day before Thanksgiving: bare 5 → tomorrow, bare 6 → 18:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
CHUNJIE = ymd(2047, 1, 26)
CHUER = ymd(2047, 1, 27)
CHUSAN = ymd(2047, 1, 28)
CHUWU = ymd(2047, 1, 30)
YUANXIAO = ymd(2047, 2, 9)
LICHUN = ymd(2047, 2, 4)
JINGZHE = ymd(2047, 3, 6)
QINGMING = ymd(2047, 4, 5)
DAXUE = ymd(2047, 12, 7)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦下周一早上七点⟧到工地碰头", at(wk(1, 1), 7), cat=c)
    T("⟨周六⟩陪孙子去庙会 ⟨下午两点⟩出门", at(wd(6), 14), cat=c, unsure="周六 = 01-26 = 大年初一")
    T("⟦1月29号上午九点到十二点⟧广场舞排练", cr(ymd(2047, 1, 29), 9, 0, 12, 0), cat=c)
    T("⟦下周三晚上八点到十点⟧跟客户视频审片", cr(wk(1, 3), 20, 0, 22, 0), cat=c)
    c = "clock"
    T("⟦七点⟧给儿子打视频拜年", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 18:40 reads 19:00 tonight")
    T("⟦六点⟧去把租出去的相机收回来", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:40 has passed: tomorrow 18:00")
    T("⟦八点⟧一家人看春晚", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:40 reads 20:00 tonight")
    T("⟦九点一刻⟧包饺子", P(bare_clock(9, 15)), cat=c, conv="bare-hour", unsure="a bare 9:15 at 18:40 reads 21:15 tonight")
    c = "rollover"
    T("⟦周五下午⟧去工作室调色", pod(wk(1, 5), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 18:40 is over: next Friday 02-01")
    T("⟦周五晚上⟧把素材备份一下", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周五晚上 said Friday 18:40 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把宣传片交了", deadline_day(ymd(2047, 1, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦初五前⟧把租的镜头还回来", deadline_day(CHUWU), cat=c, conv="zh-qian-inclusive", unsure="初五 2047 = 01-30 (lunar-python)")
    T("⟦年前⟧把工人的工钱结清", deadline_day(today()), cat=c, unsure="年前 = by 除夕, and 除夕 is today: today alone")
    T("⟦下个月上旬⟧工地复工", xun(2047, 2, 1), cat=c, conv="month-parts")
    T("⟦元宵节之前⟧把电缆钱付了", deadline_day(YUANXIAO), cat=c, conv="zh-qian-inclusive", unsure="元宵 2047 = 02-09 (lunar-python)")
    c = "holiday"
    T("⟦大年初一⟧带孙子去拜年", P(CHUNJIE), cat=c, unsure="春节 2047 = 01-26 (lunar-python)")
    T("⟦元宵节晚上⟧舞蹈队有演出", pod(YUANXIAO, "晚上"), cat=c, unsure="元宵 2047 = 02-09 (lunar-python)")
    T("⟦除夕夜⟧陪孙子守岁", pod(today(), "晚上"), cat=c, unsure="除夕夜 = this evening (flagged in CONVENTIONS)")
    T("⟦立春⟧那天工地开工", P(LICHUN), cat=c, unsure="立春 2047 = 02-04 (lunar-python)")
    c = "duration"
    T("⟦两个半小时后⟧下楼放烟花", after(td(minutes=150)), cat=c)
    c = "range"
    T("⟦1月30号到2月2号⟧去杭州拍外景", dr(ymd(2047, 1, 30), ymd(2047, 2, 2)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周一⟧新工地开工", P(nth(2047, 2, 1, 1)), cat=c)
    c = "numeric-date"
    T("⟦2.14⟧ 给客户交片", P(ymd(2047, 2, 14)), cat=c)
    c = "traditional"
    T("⟦下週四下午三點⟧帶孫子去複查", at(wk(1, 4), 15), cat=c)
    c = "coordination"
    T("⟦初二⟧和⟦初三⟧都去亲戚家拜年", P(CHUER), P(CHUSAN), cat=c, unsure="初二 01-27, 初三 01-28 (lunar-python)")
    c = "none"
    T("4平方的电线买了100米 空开8个", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧退回来的器材押金", P(rel(-1)), cat=c)
    T("⟦上周六⟧买菜花的", P(wk(-1, 6)), cat=c)
    T("⟦这个月⟧给工人发的工资", month_range(2047, 1), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点⟧工地碰头", at(rel(1), 7), cat=c)
    T("⟨周三⟩审片会 ⟨下午三点到四点半⟩", cr(wd(3), 15, 0, 16, 30), cat=c)
    T("⟦下下周二上午九点⟧去医院复查", at(wk(2, 2), 9), cat=c, unsure="下下周二 = 03-12")
    T("⟦3月8号晚上七点⟧舞蹈队在社区演出", at(ymd(2047, 3, 8), 19), cat=c)
    c = "clock"
    T("⟦八点⟧去工地放线", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:15 has passed both ways: tomorrow 08:00")
    T("⟦九点⟧跟客户开个视频会", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:15 reads 21:00 tonight")
    T("⟦十点半⟧把素材导出来", P(bare_clock(10, 30)), cat=c, conv="bare-hour", unsure="a bare 10:30 at 20:15 reads 22:30 tonight")
    c = "rollover"
    T("⟦周日下午⟧舞蹈队排练", pod(wk(1, 7), "下午"), cat=c, conv="rollover-part", unsure="周日下午 said Sunday 20:15 is over: next Sunday 03-10")
    T("⟦周日晚上⟧把发票开了", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周日晚上 said Sunday 20:15 is in progress: today")
    c = "deadline"
    T("⟦这周内⟧把片子交给客户", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Sunday evening: today alone")
    T("⟦下周五前⟧交初剪", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦月初⟧把上个月的工钱结了", xun(2047, 3, 1), cat=c, conv="month-parts")
    T("⟦3月下旬⟧工地验收", xun(2047, 3, 3), cat=c, conv="month-parts")
    T("⟦未来三天⟧都在工地", ndays(3), cat=c, conv="n-days-counting-today", unsure="said at 20:15: today … 03-05")
    c = "holiday"
    T("⟦妇女节⟧舞蹈队去社区演出", P(ymd(2047, 3, 8)), cat=c)
    T("⟦惊蛰⟧那天去医院复查", P(JINGZHE), cat=c, unsure="惊蛰 2047 = 03-06 (lunar-python)")
    T("⟦清明节前一天⟧回老家扫墓", P(QINGMING - td(days=1)), cat=c, unsure="清明 2047 = 04-05 (lunar-python)")
    c = "duration"
    T("⟦四十五分钟后⟧提醒我吃降压药", after(td(minutes=45)), cat=c)
    c = "range"
    T("⟦3月12号到14号⟧去成都拍片", dr(ymd(2047, 3, 12), ymd(2047, 3, 14)), cat=c)
    c = "arithmetic"
    T("⟦这个月最后一个周五⟧给工人发工资", P(lastwd(2047, 3, 5)), cat=c)
    c = "numeric-date"
    T("⟦3/15⟧ 器材归还", P(ymd(2047, 3, 15)), cat=c)
    c = "traditional"
    T("⟦禮拜三早上七點⟧到工地", at(wd(3), 7), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周四⟧去接孙子放学", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("断路器32A的6个 2.5平方的线3卷", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦前天⟧收的红包", P(rel(-2)), cat=c)
    T("⟦上个月⟧面包车的油费", month_range(2047, 2), cat=c)
    T("⟦周五⟧交的兴趣班学费", P(wd(5)), cat=c, unsure="周五 said Sunday, looking back: 03-01")

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天早上七点⟧去工地看现场", at(rel(1), 7), cat=c)
    T("⟨周六⟩舞蹈队演出 ⟨晚上七点⟩开场", at(wd(6), 19), cat=c)
    T("⟦下周二上午十点到十二点⟧跟客户审片", cr(wk(1, 2), 10, 0, 12, 0), cat=c)
    T("⟦12月5号下午两点⟧配电箱验收", at(ymd(2047, 12, 5), 14), cat=c)
    c = "clock"
    T("⟦五点⟧去幼儿园接孙子", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:30 has passed: tomorrow 17:00")
    T("⟦六点⟧下楼跳广场舞", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:30 is ahead: 18:00 today")
    T("⟦十二点⟧跟甲方吃午饭", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 17:30 has passed: tomorrow's noon")
    T("⟦八点半⟧导出成片", P(bare_clock(8, 30)), cat=c, conv="bare-hour", unsure="a bare 8:30 at 17:30 reads 20:30 tonight")
    c = "rollover"
    T("⟦周三上午⟧去医院拿药", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part", unsure="周三上午 said Wednesday 17:30 is over: next Wednesday 12-04")
    T("⟦周三下午⟧去五金店买电缆", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 17:30 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧把二期的钱收回来", deadline_day(ymd(2047, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十二前⟧把剪辑软件续费了", deadline_day(ymd(2047, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦下个月中旬⟧孙子的美术班结课", xun(2047, 12, 2), cat=c, conv="month-parts")
    T("⟦年底前⟧工地收尾", deadline_day(ymd(2047, 12, 31)), cat=c)
    T("⟦两小时内⟧把样片发过去", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "holiday"
    T("⟦感恩节⟧美国客户放假", P(holiday_in("thanksgiving", 2047)), cat=c)
    T("⟦大雪⟧那天去医院复查", P(DAXUE), cat=c, unsure="大雪 2047 = 12-07 (lunar-python)")
    T("⟦平安夜之前⟧交片", deadline_day(ymd(2047, 12, 24)), cat=c, conv="zh-qian-inclusive")
    c = "duration"
    T("⟦三天后⟧去工地验收", P(rel(3)), cat=c)
    c = "range"
    T("⟦12月3号到6号⟧去西安拍婚礼", dr(ymd(2047, 12, 3), ymd(2047, 12, 6)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周六⟧舞蹈队比赛", P(nth(2047, 12, 2, 6)), cat=c)
    c = "numeric-date"
    T("⟦12.10⟧ 交片", P(ymd(2047, 12, 10)), cat=c)
    c = "traditional"
    T("⟦後天下午四點⟧去接孫子", at(rel(2), 16), cat=c)
    c = "coordination"
    T("⟦周四⟧和⟦周五⟧都在工地", P(wd(4)), P(wd(5)), cat=c)
    c = "none"
    T("相机电池3块 128G的卡2张", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦上周三⟧收的器材租金", P(wk(-1, 3)), cat=c)
    T("⟦本月至今⟧的油费", dr(ymd(2047, 11, 1), today()), cat=c, conv="since")
    T("⟦昨天⟧的过路费", P(rel(-1)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("site walkthrough ⟦mon 7am⟧", at(wd(1), 7), cat=c)
    T("⟨sat⟩ taking my grandson to the aquarium, leave ⟨at 10am⟩", at(wd(6), 10), cat=c)
    T("dance group rehearsal ⟦jan 29 9am-12pm⟧", cr(ymd(2047, 1, 29), 9, 0, 12, 0), cat=c)
    T("review call w/ the client ⟦next wed 8-10pm⟧", cr(wk(1, 3), 20, 0, 22, 0), cat=c)
    c = "clock"
    T("video call with my son ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 18:40 reads 19:00 tonight")
    T("pick up the rented camera ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:40 has passed: tomorrow 18:00")
    T("start the render ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:40 reads 20:00 tonight")
    T("grandson's bedtime ⟦quarter past 9⟧", P(bare_clock(9, 15)), cat=c, conv="bare-hour", unsure="9:15 at 18:40 reads 21:15 tonight")
    c = "rollover"
    T("edit suite booked ⟦friday afternoon⟧", pod(wk(1, 5), "afternoon"), cat=c, conv="rollover-part",
      unsure="friday afternoon said Friday 18:40 is over: next Friday 02-01")
    T("pack the gear ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="friday night said Friday 18:40 is in progress: today")
    c = "deadline"
    T("rough cut to the client ⟦by the end of the month⟧", deadline_day(ymd(2047, 1, 31)), cat=c)
    T("rented lenses back ⟦by wednesday⟧", deadline_day(wd(3)), cat=c, conv="by-inclusive")
    T("crew paid ⟦before presidents' day⟧", deadline_day(ymd(2047, 2, 17)), cat=c, conv="en-before-exclusive")
    T("job site reopens ⟦early february⟧", xun(2047, 2, 1), cat=c, conv="month-parts")
    T("send the final invoice ⟦within 10 days⟧", ndays(10), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("dance recital ⟦valentine's day at 6pm⟧", at(ymd(2047, 2, 14), 18), cat=c)
    T("site closed ⟦presidents' day⟧", P(holiday_in("presidents", 2047)), cat=c)
    c = "duration"
    T("head out to the party ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c)
    c = "range"
    T("shoot in austin ⟦jan 30-feb 2⟧", dr(ymd(2047, 1, 30), ymd(2047, 2, 2)), cat=c)
    c = "arithmetic"
    T("new site kickoff ⟦the first monday of february⟧", P(nth(2047, 2, 1, 1)), cat=c)
    c = "numeric-date"
    T("client delivery ⟦2/12⟧", P(ymd(2047, 2, 12)), cat=c, conv="en-month-first")
    c = "coordination"
    T("on site ⟦mon⟧ and ⟦tue⟧", P(wd(1)), P(wd(2)), cat=c)
    c = "none"
    T("14 gauge wire, one 250 ft roll", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("gear deposit came back ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("groceries ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("crew wages ⟦this month⟧", month_range(2047, 1), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("site meeting ⟦tmrw 7am⟧", at(rel(1), 7), cat=c)
    T("⟨wed⟩ review call ⟨3 to 4:30⟩", cr(wd(3), 15, 0, 16, 30), cat=c, conv="bare-hour")
    T("follow-up appt ⟦the tuesday after next at 9am⟧", at(wk(2, 2), 9), cat=c, conv="after-next")
    T("dance group show ⟦march 8 7pm⟧", at(ymd(2047, 3, 8), 19), cat=c)
    c = "clock"
    T("head to the site ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:15 has passed both ways: tomorrow 08:00")
    T("quick call with the client ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:15 reads 21:00 tonight")
    T("export the footage ⟦at 10:30⟧", P(bare_clock(10, 30)), cat=c, conv="bare-hour", unsure="a bare 10:30 at 20:15 reads 22:30 tonight")
    c = "rollover"
    T("dance practice ⟦sunday afternoon⟧", pod(wk(1, 7), "afternoon"), cat=c, conv="rollover-part",
      unsure="sunday afternoon said Sunday 20:15 is over: next Sunday 03-10")
    T("do the invoices ⟦sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="sunday night said Sunday 20:15 is in progress: today")
    c = "deadline"
    T("final cut out ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday", unsure="said Sunday evening: today alone")
    T("first cut ⟦by next friday⟧", deadline_day(wk(1, 5)), cat=c, conv="by-inclusive")
    T("settle last month's wages ⟦early this month⟧", xun(2047, 3, 1), cat=c, conv="month-parts")
    T("final inspection ⟦late march⟧", xun(2047, 3, 3), cat=c, conv="month-parts")
    T("on site ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today", unsure="said at 20:15: today … 03-05")
    c = "holiday"
    T("parade with the dance group ⟦st. patrick's day⟧", P(ymd(2047, 3, 17)), cat=c)
    T("brunch with the grandkids ⟦easter sunday⟧", P(holiday_in("easter", 2047)), cat=c)
    T("site shut ⟦good friday⟧", P(holiday_in("goodfriday", 2047)), cat=c)
    c = "duration"
    T("remind me to take my pills ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    c = "range"
    T("shoot in denver ⟦march 12-14⟧", dr(ymd(2047, 3, 12), ymd(2047, 3, 14)), cat=c)
    c = "arithmetic"
    T("crew payday ⟦the last friday of march⟧", P(lastwd(2047, 3, 5)), cat=c)
    c = "numeric-date"
    T("gear return ⟦3/15⟧", P(ymd(2047, 3, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("grandson pickup ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("breakers: six 20 amp, two 30 amp", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("van gas ⟦friday⟧", P(wd(5)), cat=c, unsure="friday said Sunday, looking back: 03-01")
    T("fuel ⟦last month⟧", month_range(2047, 2), cat=c)
    T("bridge tolls ⟦saturday⟧", P(wd(6)), cat=c, unsure="saturday said Sunday, looking back: 03-02")

with use(now=NC, pref="future", **E):
    c = "composition"
    T("⟦fri 7am⟧ site visit on elm st", at(wd(5), 7), cat=c)
    T("⟨sat⟩ dance group recital, doors open ⟨7pm⟩", at(wd(6), 19), cat=c)
    T("client review ⟦next tue 10am-12pm⟧", cr(wk(1, 2), 10, 0, 12, 0), cat=c)
    T("panel inspection ⟦dec 5 2pm⟧", at(ymd(2047, 12, 5), 14), cat=c)
    c = "clock"
    T("leave for my daughter's ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:30 has passed: tomorrow 17:00")
    T("dance class ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:30 is ahead: 18:00 today")
    T("lunch w/ the client ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 17:30 has passed: tomorrow's noon")
    T("upload the proxies ⟦at 8:30⟧", P(bare_clock(8, 30)), cat=c, conv="bare-hour", unsure="a bare 8:30 at 17:30 reads 20:30 tonight")
    c = "rollover"
    T("pharmacy run ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part",
      unsure="wednesday morning said Wednesday 17:30 is over: next Wednesday 12-04")
    T("breakers from the supply house ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="wednesday afternoon said Wednesday 17:30 is in progress: today")
    c = "deadline"
    T("collect the second payment ⟦by the end of the month⟧", deadline_day(ymd(2047, 11, 30)), cat=c)
    T("renew the editing software ⟦before cyber monday⟧", deadline_day(ymd(2047, 12, 1)), cat=c, conv="en-before-exclusive")
    T("grandson's art class ends ⟦mid-december⟧", xun(2047, 12, 2), cat=c, conv="month-parts")
    T("wrap up the site ⟦by the end of the year⟧", deadline_day(ymd(2047, 12, 31)), cat=c)
    T("send the sample cut ⟦within 2 hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "holiday"
    T("dinner at my daughter's ⟦thanksgiving at 3pm⟧", at(holiday_in("thanksgiving", 2047), 15), cat=c)
    T("camera deals ⟦black friday⟧", P(holiday_in("blackfriday", 2047)), cat=c)
    T("deliver the film ⟦christmas eve⟧", P(ymd(2047, 12, 24)), cat=c)
    c = "duration"
    T("final walkthrough ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("wedding shoot in seattle ⟦dec 3-6⟧", dr(ymd(2047, 12, 3), ymd(2047, 12, 6)), cat=c)
    c = "arithmetic"
    T("dance competition ⟦the second saturday of december⟧", P(nth(2047, 12, 2, 6)), cat=c)
    c = "numeric-date"
    T("delivery ⟦12/10⟧", P(ymd(2047, 12, 10)), cat=c, conv="en-month-first")
    c = "coordination"
    T("crew on site ⟦fri⟧ and ⟦sat⟧", P(wd(5)), P(wd(6)), cat=c)
    c = "none"
    T("2 camera batteries, two 128GB cards", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("gear rental paid ⟦last wednesday⟧", P(wk(-1, 3)), cat=c)
    T("van fuel ⟦month to date⟧", dr(ymd(2047, 11, 1), today()), cat=c, conv="since")
    T("turnpike tolls ⟦yesterday⟧", P(rel(-1)), cat=c)
