"""Round 45 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a street-food vendor with a night-market
stall (stall nights at set clocks that run past midnight, stock bought at the wholesale market early in the morning,
takings each night, the stall permit and gas, a market night cancelled for rain), a hospital social worker who coaches a
youth debate team (patient family meetings at set clocks, debate tournaments over weekends in other towns, entry fees
and travel, a practice moved) and a couple planning a baby shower and a move into their parents' home (the shower at a
clock and a place, gifts and decorations, movers over two days, a viewing cancelled) use inside requests: a day and a
clock together or apart, clock ranges past midnight, deadlines, parts of months, quarters, durations from now, holidays
(Chinese lunar, solar terms, Western by rule), parts of the day in progress, over or ahead, coordination, and rows with
no time (stall numbers, weights, speaker scores).

Reference times (new in this round):
  NA = 2060-02-14T23:15 Saturday, Valentine's night (情人节), 正月十三 (lunar-python): 今晚 / 周六晚上 / "saturday
       night" in progress and nearly over, 周六下午 / "saturday afternoon" over (next week 02-21); every bare hour has
       passed both ways (a bare 11 is now-ish: avoided), a bare 12 reads tomorrow's noon (12 never means midnight), a
       bare 1 tomorrow 13:00, a bare 8 tomorrow 08:00; 今晚十二点 / "midnight" = 02-15 00:00, 凌晨两点 / "2am" with no
       day = 02-15 02:00; 这周末 / "this weekend" = today and tomorrow, 这周内 / "this week" = today … 02-15; next week
       02-16 … 02-22 opens on 元宵 = Presidents' Day (Monday 02-16, lunar-python and the rule in lib; 元宵前 = today …
       02-16); 雨水 Thursday 02-19 (PyEphem and lunar-python agree); a leap year: 月底 / "the end of the month" Sunday
       02-29, 下旬 / "late february" 02-21 … 02-29; 龙抬头 Thursday 03-04, 惊蛰 03-05, 妇女节 Monday 03-08, St. Patrick's
       Wednesday 03-17; looking back: 除夕 02-01 (腊月廿九), 春节 Monday 02-02, 立春 02-04, January = "last month".
  NB = 2059-06-21T05:50 Saturday at dawn, 夏至 (PyEphem and lunar-python agree; the term itself falls at 16:00) and
       五月十二 (lunar-python): 凌晨 in progress and ending (周六凌晨 today), 早上 / English "morning" just ahead today
       (周六早上 / "saturday morning" today); 早上五点 / "5am" with no day has passed (tomorrow 05:00), 早上六点 / "6am"
       ahead today; 周六凌晨三点 / "saturday 3am" over (next week 06-28); a bare 5 reads 17:00 today, a bare 6 18:00, a
       bare 8 08:00 today; 凌晨三点 / "3am" with no day = 06-22 03:00; 这周末 / "this weekend" = today and tomorrow,
       next week 06-23 … 06-29; 下旬 06-21 … 06-30 begins today, 月底 Monday 06-30, 下个月 / "next month" July and
       下半年 start Tuesday 07-01 (建党节), the Fourth a Friday, 小暑 Monday 07-07; looking back: 端午 last Saturday
       06-14 (lunar-python), Father's Day 06-15 (the third Sunday), 618 Wednesday, Juneteenth Thursday, 芒种 06-05.
  NC = 2060-04-30T17:40 Friday, the last working day of April before 五一 (四月初一, lunar-python): 月底 / "the end of
       the month" is today (月底前 = today alone), 五一 tomorrow (Saturday; 五一前 = today and tomorrow, "before may 1" =
       today alone), 下个月 / "next month" May, this weekend 05-01/02, next week 05-03 … 05-09; 傍晚 and 周五下午 /
       "friday afternoon" in progress, 周五上午 / "friday morning" over (next week 05-07), 周五晚上 / "friday night"
       ahead today; a bare 5 or 5:30 has passed (tomorrow 17:00 / 17:30), a bare 6 is ahead (18:00), a bare 8 reads
       20:00; 青年节 Tuesday 05-04, 立夏 = Cinco de Mayo Wednesday 05-05 (PyEphem and lunar-python agree), Mother's Day
       05-09 ("before mother's day" = today … 05-08), Memorial Day 05-31, 端午 Thursday 06-03 (lunar-python); looking
       back: Good Friday 04-16, Easter 04-18, 谷雨 Monday 04-19, 清明 04-04, April = "this month", Q2.
The Chinese festival and solar-term dates were taken from lunar-python (solar terms cross-checked with PyEphem);
Western holidays by the rules in lib.
"""
from lib import *

NA = "2060-02-14T23:15:00"  # Saturday 23:15, Valentine's night, 正月十三: every bare hour passed, bare 12 → tomorrow noon
NB = "2059-06-21T05:50:00"  # Saturday 05:50, 夏至: 早上五点 → tomorrow 05:00, bare 5 → 17:00, bare 8 → 08:00 today
NC = "2060-04-30T17:40:00"  # Friday 17:40, 月底, 五一 tomorrow: bare 5 → tomorrow 17:00, bare 6 → 18:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
YUANXIAO60 = ymd(2060, 2, 16)
YUSHUI60 = ymd(2060, 2, 19)
LONGTAITOU60 = ymd(2060, 3, 4)
CHUNJIE60 = ymd(2060, 2, 2)
XIAZHI59 = ymd(2059, 6, 21)
DUANWU59 = ymd(2059, 6, 14)
XIAOSHU59 = ymd(2059, 7, 7)
LIXIA60 = ymd(2060, 5, 5)
DUANWU60 = ymd(2060, 6, 3)
GUYU60 = ymd(2060, 4, 19)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明晚六点到凌晨一点⟧ 夜市出摊", cr(rel(1), 18, 0, 1, 0), cat=c, unsure="the end clock earlier than the start goes to the next day: 02-16 01:00")
    T("⟨周二⟩ 病人家属谈话 ⟨上午十点⟩", at(wd(2), 10), cat=c)
    T("⟦2月21号下午三点⟧ 宝宝派对", at(ymd(2060, 2, 21), 15), cat=c)
    T("⟦明天早上五点⟧ 去批发市场进货", at(rel(1), 5), cat=c)
    c = "clock"
    T("⟦十二点⟧ 收摊", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:15 has passed: tomorrow's noon (12 never means midnight)")
    T("⟦一点⟧ 跟辩论队开会", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 23:15 reads tomorrow 13:00")
    T("⟦八点⟧ 搬家公司来看东西", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:15 has passed both ways: tomorrow 08:00")
    T("⟦今晚十二点⟧ 把炉子熄了", P(dt(rel(1), 0)), cat=c)
    T("⟦凌晨两点⟧ 把摊车推回去", P(dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 02-15 02:00")
    c = "rollover"
    T("⟦周六下午⟧ 辩论队训练", pod(wk(1, 6), "下午"), cat=c, conv="rollover-part", unsure="周六下午 said Saturday 23:15 is over: next week 02-21")
    T("⟦周六晚上⟧ 摆摊", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周六晚上 said Saturday 23:15 is in progress: today")
    T("⟦这周末⟧ 看婴儿床", dr(wd(6), wd(7)), cat=c, unsure="said Saturday night: today and tomorrow")
    c = "deadline"
    T("⟦元宵前⟧ 把摊位费交了", deadline_day(YUANXIAO60), cat=c, conv="zh-qian-inclusive", unsure="元宵 2060 = Monday 02-16 (lunar-python)")
    T("⟦月底前⟧ 把派对礼物买齐", deadline_day(ymd(2060, 2, 29)), cat=c, conv="zh-qian-inclusive", unsure="a leap year: February ends on the 29th")
    T("⟦今晚十二点前⟧ 把辩题发群里", deadline_clock(dt(rel(1), 0)), cat=c)
    T("⟦下旬⟧ 搬到爸妈家", xun(2060, 2, 3), cat=c, conv="month-parts", unsure="a leap year: 02-21 … 02-29")
    c = "arithmetic"
    T("⟦元宵后一天⟧ 恢复出摊", P(YUANXIAO60 + td(days=1)), cat=c, unsure="元宵 2060 = 02-16 (lunar-python)")
    T("⟦下个月第一个周六⟧ 市里辩论赛", P(nth(2060, 3, 1, 6)), cat=c)
    c = "holiday"
    T("⟦雨水⟧那天 夜市休市", P(YUSHUI60), cat=c, unsure="雨水 2060 = 02-19 (PyEphem and lunar-python agree)")
    T("⟦龙抬头⟧ 去剪头 顺便看房", P(LONGTAITOU60), cat=c, unsure="龙抬头 2060 = 03-04 (lunar-python)")
    c = "duration"
    T("⟦二十分钟后⟧ 提醒我关煤气", after(td(minutes=20)), cat=c)
    c = "range"
    T("⟦2月27号到28号⟧ 搬家", dr(ymd(2060, 2, 27), ymd(2060, 2, 28)), cat=c)
    c = "traditional"
    T("⟦禮拜四晚上七點⟧ 夜市開張", at(wd(4), 19), cat=c)
    c = "none"
    T("摊位号B区17 摊车长两米二", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦春节⟧那天的流水", P(CHUNJIE60), cat=c, unsure="春节 2060 = 02-02 (lunar-python), looking back")
    T("⟦周四⟧ 交的报名费", P(wd(4)), cat=c, unsure="周四 said Saturday, looking back = 02-12")
    c = "deadline"
    T("⟦这个月⟧ 出摊挣了多少", month_range(2060, 2), cat=c)
    T("⟦上个月⟧ 辩论队路费", month_range(2060, 1), cat=c)

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今晚七点到凌晨两点⟧ 出摊", cr(today(), 19, 0, 2, 0), cat=c, unsure="past midnight: ends 06-22 02:00")
    T("⟨下周一⟩ 家属会谈 ⟨下午两点半⟩", at(wk(1, 1), 14, 30), cat=c)
    T("⟦6月28号上午十点⟧ 迎婴派对", at(ymd(2059, 6, 28), 10), cat=c)
    T("⟨礼拜三⟩ 辩论练习 ⟨晚上六点到八点⟩", cr(wd(3), 18, 0, 20, 0), cat=c)
    c = "clock"
    T("⟦五点⟧ 出摊", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:50 reads 17:00 today")
    T("⟦早上五点⟧ 去批发市场", P(next_clock(5)), cat=c, unsure="早上五点 with no day said 05:50 has passed: tomorrow 05:00")
    T("⟦早上六点半⟧ 拉货", P(dt(today(), 6, 30)), cat=c, unsure="早上 pins the am reading: 06:30 today, still ahead")
    T("⟦八点⟧ 搬家师傅到", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 05:50 reads 08:00 today")
    T("⟦凌晨三点⟧ 收摊", P(dt(rel(1), 3)), cat=c, unsure="凌晨三点 with no day said 05:50 has passed: the coming night 06-22 03:00")
    c = "rollover"
    T("⟦周六早上⟧ 去进货", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周六早上 said Saturday 05:50 is still ahead: today")
    T("⟦周六凌晨三点⟧ 盘点", at(wk(1, 6), 3), cat=c, unsure="周六凌晨三点 said Saturday 05:50 has passed: next week 06-28")
    T("⟦这周末⟧ 去外地比赛", dr(wd(6), wd(7)), cat=c, unsure="said Saturday: today and tomorrow")
    c = "deadline"
    T("⟦月底前⟧ 把燃气费交了", deadline_day(ymd(2059, 6, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦建党节前⟧ 搬完", deadline_day(ymd(2059, 7, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦上午十点前⟧ 把菜备好", deadline_clock(dt(today(), 10)), cat=c)
    T("⟦下个月上旬⟧ 省赛", xun(2059, 7, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第二个周日⟧ 派对", P(nth(2059, 7, 2, 7)), cat=c)
    T("⟦这个月倒数第二天⟧ 搬家", P(ymd(2059, 6, 29)), cat=c, unsure="倒数第二天 of June = 06-29")
    c = "holiday"
    T("⟦小暑⟧那天 辩论赛决赛", P(XIAOSHU59), cat=c, unsure="小暑 2059 = 07-07 (lunar-python)")
    T("⟦七夕⟧ 夜市人多 早点出摊", P(ymd(2059, 8, 14)), cat=c, unsure="七夕 2059 = 08-14 (lunar-python)")
    c = "duration"
    T("⟦一刻钟后⟧ 出门进货", after(td(minutes=15)), cat=c)
    T("⟦三天后⟧ 搬家公司上门", P(rel(3)), cat=c)
    c = "range"
    T("⟦6月27号到28号⟧ 去苏州打比赛", dr(ymd(2059, 6, 27), ymd(2059, 6, 28)), cat=c)
    c = "numeric-date"
    T("⟦7.5⟧ 搬家第一天", P(ymd(2059, 7, 5)), cat=c)
    c = "coordination"
    T("⟦下周五⟧和⟦下周六⟧都出摊", P(wk(1, 5)), P(wk(1, 6)), cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦端午⟧那天卖了多少", P(DUANWU59), cat=c, unsure="端午 2059 = 06-14 (lunar-python), looking back")
    T("⟦周三⟧ 付的路费", P(wd(3)), cat=c, unsure="周三 said Saturday, looking back = 06-18")
    c = "deadline"
    T("⟦本月至今⟧ 流水多少", dr(ymd(2059, 6, 1), today()), cat=c, conv="since")
    T("⟦最近七天⟧ 进货花了多少", pastdays(7), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦五一晚上六点到十二点⟧ 夜市", cr(ymd(2060, 5, 1), 18, 0, 0, 0), cat=c, unsure="晚上…十二点 ends 05-02 00:00")
    T("⟨下周二⟩ 家属会 ⟨上午九点半⟩", at(wk(1, 2), 9, 30), cat=c)
    T("⟦5月8号下午两点⟧ 宝宝派对", at(ymd(2060, 5, 8), 14), cat=c)
    T("⟨明天⟩ 搬家公司 ⟨早上八点⟩ 到", at(rel(1), 8), cat=c)
    c = "clock"
    T("⟦五点⟧ 去批发市场", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:40 has passed: tomorrow 17:00")
    T("⟦六点⟧ 出摊", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("⟦八点⟧ 辩论队视频会", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:40 reads 20:00 tonight")
    T("⟦五点半⟧ 取蛋糕", P(bare_clock(5, 30)), cat=c, conv="bare-hour", unsure="a bare 5:30 at 17:40 has passed: tomorrow 17:30")
    c = "rollover"
    T("⟦周五上午⟧ 跟病人家属谈", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 17:40 is over: next week 05-07")
    T("⟦周五晚上⟧ 出摊", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周五晚上 said Friday 17:40 is ahead: today")
    T("⟦傍晚⟧ 去接货", pod(today(), "傍晚"), cat=c, unsure="傍晚 said 17:40 is in progress: today")
    c = "deadline"
    T("⟦月底前⟧ 把摊位许可证续了", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="said on the last day of the month: today alone")
    T("⟦五一前⟧ 把装饰挂好", deadline_day(ymd(2060, 5, 1)), cat=c, conv="zh-qian-inclusive", unsure="五一 is tomorrow: today and tomorrow")
    T("⟦晚上九点前⟧ 把辩论稿改完", deadline_clock(dt(today(), 21)), cat=c)
    T("⟦下个月中旬⟧ 去杭州比赛", xun(2060, 5, 2), cat=c, conv="month-parts")
    T("⟦本季度⟧ 摊位费", quarter(2060, 2), cat=c, conv="quarters")
    c = "arithmetic"
    T("⟦下个月最后一个周六⟧ 辩论赛", P(lastwd(2060, 5, 6)), cat=c)
    T("⟦五一后第二天⟧ 第二批家具搬过去", P(ymd(2060, 5, 3)), cat=c, unsure="后第二天 = two days after 05-01")
    c = "holiday"
    T("⟦立夏⟧那天 派对", P(LIXIA60), cat=c, unsure="立夏 2060 = 05-05 (PyEphem and lunar-python agree)")
    T("⟦端午⟧ 夜市加场", P(DUANWU60), cat=c, unsure="端午 2060 = 06-03 (lunar-python)")
    c = "duration"
    T("⟦四十分钟后⟧ 开摊", after(td(minutes=40)), cat=c)
    T("⟦两周后⟧ 搬家", P(rel(14)), cat=c)
    c = "range"
    T("⟦5月15号到16号⟧ 去宁波打辩论", dr(ymd(2060, 5, 15), ymd(2060, 5, 16)), cat=c)
    c = "traditional"
    T("⟦下週三下午兩點⟧ 家屬會談", at(wk(1, 3), 14), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧都搬", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("鸡翅进了30斤 竹签两千根", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦谷雨⟧那天交的摊位费", P(GUYU60), cat=c, unsure="谷雨 2060 = 04-19 (lunar-python), looking back")
    T("⟦上周六⟧ 买的气球", P(wk(-1, 6)), cat=c)
    c = "deadline"
    T("⟦这个月⟧ 辩论队花了多少", month_range(2060, 4), cat=c)
    T("⟦今年以来⟧ 流水一共多少", dr(ymd(2060, 1, 1), today()), cat=c, conv="since")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("market stall ⟦tmrw 6pm-1am⟧", cr(rel(1), 18, 0, 1, 0), cat=c, unsure="the end clock earlier than the start goes to the next day: 02-16 01:00")
    T("⟨tues⟩ family mtg for rm 412 ⟨10am⟩", at(wd(2), 10), cat=c)
    T("baby shower ⟦feb 21 at 3pm⟧", at(ymd(2060, 2, 21), 15), cat=c)
    T("wholesale market run ⟦tomorrow 5am⟧", at(rel(1), 5), cat=c)
    c = "clock"
    T("close up the stall ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 23:15 has passed: tomorrow's noon (12 never means midnight)")
    T("debate captains call ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 23:15 reads tomorrow 13:00")
    T("movers come look ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 23:15 has passed both ways: tomorrow 08:00")
    T("shut off the propane ⟦at midnight⟧", P(dt(rel(1), 0)), cat=c)
    T("wheel the cart back ⟦at 2am⟧", P(dt(rel(1), 2)), cat=c, unsure="2am with no day = the coming night: 02-15 02:00")
    c = "rollover"
    T("debate practice ⟦saturday afternoon⟧", pod(wk(1, 6), "afternoon"), cat=c, conv="rollover-part", unsure="saturday afternoon said Saturday 23:15 is over: next week 02-21")
    T("stall ⟦saturday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="saturday night said Saturday 23:15 is in progress: today")
    T("look at cribs ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c, unsure="said Saturday night: today and tomorrow")
    c = "deadline"
    T("pay the stall fee ⟦by presidents' day⟧", deadline_day(holiday_in("presidents", 2060)), cat=c, conv="by-inclusive")
    T("shower gifts bought ⟦by the end of the month⟧", deadline_day(ymd(2060, 2, 29)), cat=c, conv="by-inclusive", unsure="a leap year: February ends on the 29th")
    T("post the motion ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    T("move in w/ my folks ⟦late feb⟧", xun(2060, 2, 3), cat=c, conv="month-parts", unsure="a leap year: 02-21 … 02-29")
    c = "arithmetic"
    T("stall back open ⟦the day after presidents day⟧", P(holiday_in("presidents", 2060) + td(days=1)), cat=c)
    T("city debate tournament ⟦the first saturday in march⟧", P(nth(2060, 3, 1, 6)), cat=c)
    c = "holiday"
    T("extra stall night ⟦st. patrick's day⟧", P(holiday_in("stpatrick", 2060)), cat=c)
    T("no practice ⟦presidents' day⟧", P(holiday_in("presidents", 2060)), cat=c)
    c = "duration"
    T("turn off the fryer ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    c = "range"
    T("moving ⟦feb 27-28⟧", dr(ymd(2060, 2, 27), ymd(2060, 2, 28)), cat=c)
    c = "numeric-date"
    T("shower rsvp deadline ⟦2/25⟧", P(ymd(2060, 2, 25)), cat=c, conv="en-month-first")
    c = "none"
    T("stall 17B, cart is 7 ft long", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("takings ⟦valentine's day⟧", P(ymd(2060, 2, 14)), cat=c, unsure="Valentine's Day is today")
    T("entry fee paid ⟦thurs⟧", P(wd(4)), cat=c, unsure="thurs said Saturday, looking back = 02-12")
    c = "deadline"
    T("stall takings ⟦this month⟧", month_range(2060, 2), cat=c)
    T("debate travel ⟦last month⟧", month_range(2060, 1), cat=c)

with use(now=NB, pref="future", **E):
    c = "composition"
    T("stall ⟦tonight 7pm to 2am⟧", cr(today(), 19, 0, 2, 0), cat=c, unsure="past midnight: ends 06-22 02:00")
    T("⟨next mon⟩ family meeting ⟨2:30pm⟩", at(wk(1, 1), 14, 30), cat=c)
    T("baby shower ⟦june 28 10am⟧", at(ymd(2059, 6, 28), 10), cat=c)
    T("⟨wed⟩ debate practice ⟨6-8pm⟩", cr(wd(3), 18, 0, 20, 0), cat=c)
    c = "clock"
    T("open the stall ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 05:50 reads 17:00 today")
    T("wholesale run ⟦5am⟧", P(next_clock(5)), cat=c, unsure="5am with no day said 05:50 has passed: tomorrow 05:00")
    T("load the van ⟦6:30am⟧", P(dt(today(), 6, 30)), cat=c)
    T("movers here ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 05:50 reads 08:00 today")
    T("pack up the stall ⟦3am⟧", P(dt(rel(1), 3)), cat=c, unsure="3am with no day said 05:50 has passed: the coming night 06-22 03:00")
    c = "rollover"
    T("restock ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part", unsure="saturday morning said Saturday 05:50 is just ahead: today")
    T("inventory ⟦saturday 3am⟧", at(wk(1, 6), 3), cat=c, unsure="saturday 3am said Saturday 05:50 has passed: next week 06-28")
    T("away tournament ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c, unsure="said Saturday: today and tomorrow")
    c = "deadline"
    T("pay the gas bill ⟦by the end of the month⟧", deadline_day(ymd(2059, 6, 30)), cat=c, conv="by-inclusive")
    T("moved out ⟦before the fourth⟧", deadline_day(ymd(2059, 7, 3)), cat=c, conv="en-before-exclusive")
    T("prep done ⟦by 10am⟧", deadline_clock(dt(today(), 10)), cat=c)
    T("state tournament ⟦early july⟧", xun(2059, 7, 1), cat=c, conv="month-parts")
    c = "arithmetic"
    T("shower ⟦the second sunday of july⟧", P(nth(2059, 7, 2, 7)), cat=c)
    T("movers ⟦a week from monday⟧", P(wd(1) + td(days=7)), cat=c)
    c = "holiday"
    T("big stall night ⟦the fourth⟧", P(ymd(2059, 7, 4)), cat=c)
    T("no debate ⟦labor day⟧", P(holiday_in("labor", 2059)), cat=c)
    c = "duration"
    T("leave for the market ⟦in 15 minutes⟧", after(td(minutes=15)), cat=c)
    T("movers ⟦three days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("away tournament ⟦june 27-28⟧", dr(ymd(2059, 6, 27), ymd(2059, 6, 28)), cat=c)
    c = "coordination"
    T("stall ⟦sun⟧ and ⟦mon⟧", P(wd(7)), P(wd(1)), cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("takings ⟦father's day⟧", P(holiday_in("fathers", 2059)), cat=c, unsure="Father's Day 2059 = 06-15, looking back")
    T("paid for the van ⟦wed⟧", P(wd(3)), cat=c, unsure="wed said Saturday, looking back = 06-18")
    c = "deadline"
    T("stall takings ⟦month to date⟧", dr(ymd(2059, 6, 1), today()), cat=c, conv="since")
    T("stock ⟦the past 7 days⟧", pastdays(7), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("night market ⟦may 1 6pm to midnight⟧", cr(ymd(2060, 5, 1), 18, 0, 0, 0), cat=c, unsure="midnight as the end = 05-02 00:00")
    T("⟨next tue⟩ family conference ⟨9:30am⟩", at(wk(1, 2), 9, 30), cat=c)
    T("baby shower ⟦may 8 2pm⟧", at(ymd(2060, 5, 8), 14), cat=c)
    T("⟨tmrw⟩ movers ⟨8am⟩", at(rel(1), 8), cat=c)
    c = "clock"
    T("wholesale pickup ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:40 has passed: tomorrow 17:00")
    T("stall opens ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("debate zoom ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:40 reads 20:00 tonight")
    T("grab the cake ⟦at 5:30⟧", P(bare_clock(5, 30)), cat=c, conv="bare-hour", unsure="a bare 5:30 at 17:40 has passed: tomorrow 17:30")
    c = "rollover"
    T("family meeting ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 17:40 is over: next week 05-07")
    T("stall ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="friday night said Friday 17:40 is ahead: today")
    T("debate prep ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="friday afternoon said Friday 17:40 is still in progress: today")
    c = "deadline"
    T("renew the vendor permit ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive", unsure="said on the last day of the month: today alone")
    T("decorations up ⟦before may 1⟧", deadline_day(today()), cat=c, conv="en-before-exclusive", unsure="May 1 is tomorrow: today alone")
    T("finish the case file ⟦by 9pm⟧", deadline_clock(dt(today(), 21)), cat=c)
    T("tournament in hartford ⟦mid-may⟧", xun(2060, 5, 2), cat=c, conv="month-parts")
    T("stall fees ⟦this quarter⟧", quarter(2060, 2), cat=c, conv="quarters")
    c = "arithmetic"
    T("debate tournament ⟦the last saturday of may⟧", P(lastwd(2060, 5, 6)), cat=c)
    T("second load of furniture ⟦the sunday after may day⟧", P(ymd(2060, 5, 2)), cat=c, unsure="May Day Saturday 05-01; the Sunday after = 05-02")
    c = "holiday"
    T("stall special ⟦cinco de mayo⟧", P(ymd(2060, 5, 5)), cat=c)
    T("brunch w/ both moms ⟦mother's day⟧", P(holiday_in("mothers", 2060)), cat=c)
    T("no stall ⟦memorial day⟧", P(holiday_in("memorial", 2060)), cat=c)
    c = "duration"
    T("open up ⟦in 40 mins⟧", after(td(minutes=40)), cat=c)
    T("move ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("away tournament ⟦may 15-16⟧", dr(ymd(2060, 5, 15), ymd(2060, 5, 16)), cat=c)
    c = "coordination"
    T("moving ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("30 lbs of wings, 2000 skewers", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("stall fee paid ⟦good friday⟧", P(holiday_in("goodfriday", 2060)), cat=c)
    T("balloons ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    c = "deadline"
    T("debate spending ⟦this month⟧", month_range(2060, 4), cat=c)
    T("takings ⟦so far this year⟧", dr(ymd(2060, 1, 1), today()), cat=c, conv="since")
