"""Round 21 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a real-estate agent (带看/showings back
to back, open houses on weekends, 签约/closings, 过户/title transfers at the registry, 佣金 and 中介费), a hairdresser
with her own chair (appointments by client name, 烫染/colour sessions of several hours, walk-ins, products, chair rent,
tips, 进修 over several days, closed days, 会员卡) and a PhD student doing fieldwork abroad (flights and trains,
conference talks, 组会 at odd hours across time zones, paper and visa deadlines, stipend and 报销, runs in a new city)
use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months, halves and
quarters, durations from now, holidays (Chinese, solar terms and Western by rule), parts of the day in progress, over
or ahead, coordination, and rows with no time (floor areas, grams of colour, order numbers, counts).

Reference times (new in this round):
  NA = 2027-09-15T09:20 Wednesday morning, 中秋 2027 (八月十五) is today: 上午 and English "morning" are in progress
       (周三上午/"wednesday morning" today) while 早上 (06–09) is over (周三早上 moves a week); a bare 9 has passed and,
       before noon, reads tomorrow 09:00, a bare 9:30 is ten minutes ahead (today), a bare 10 today; 上半个月 ends
       today, 下旬 = 09-21 … 09-30, 月底 Thursday 09-30; 国庆 Friday 10-01 (国庆前 = today … 10-01), 秋分 Thursday
       09-23, 重阳 Friday 10-08, Columbus Day 10-11, Halloween a Sunday; Labor Day was 09-06.
  NB = 2028-06-30T17:55 Friday, the last Friday of June and the last day of a month and a half-year: 月底/"the end of
       the month" is today (月底前 = today alone), 下半年/"the second half of the year" starts tomorrow (建党节, a
       Saturday), this weekend = 07-01/02, next week starts 07-03, the Fourth Tuesday; 下午/"afternoon" is still in
       progress (周五下午 today) and 周五晚上 ahead; a bare 5 has passed (tomorrow 17:00), a bare 6 is ahead (18:00), a
       bare 8 reads 20:00; 小暑 Thursday 07-06, 七夕 08-26, Labor Day 09-04.
  NC = 2028-11-23T08:30 Thursday, US Thanksgiving morning: Black Friday (感恩节后一天) is tomorrow, this weekend =
       11-25/26, Cyber Monday 11-27 ("before cyber monday" = … 11-26), next week starts 11-27; 早上/"morning" in
       progress (周四早上 today); a bare 8 has passed and, before noon, reads tomorrow 08:00, a bare 9 is ahead, a bare 7
       reads 19:00; 月底 Thursday 11-30; 小雪 was yesterday (11-22), 大雪 Wednesday 12-06, 双十二 Tuesday 12-12,
       Christmas a Monday, 元旦 2029 a Monday.
"""
from lib import *

NA = "2027-09-15T09:20:00"  # Wednesday 09:20, 中秋 today: 上午 in progress, 早上 over; a bare 9 → tomorrow, 9:30 today
NB = "2028-06-30T17:55:00"  # Friday 17:55, month and half-year end: 月底 today; bare 5 → tomorrow, 6 today, 8 → 20:00
NC = "2028-11-23T08:30:00"  # Thursday 08:30, Thanksgiving: Black Friday tomorrow; bare 8 → tomorrow, 9 today, 7 → 19:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧带客户看房", at(rel(1), 10), cat=c)
    T("⟦周六下午两点到四点⟧开放日", cr(wd(6), 14, 0, 16, 0), cat=c)
    T("⟨周五⟩跟买家签约 ⟨下午三点半⟩", at(wd(5), 15, 30), cat=c)
    T("⟦9月20号上午九点⟧去房管局过户", at(ymd(2027, 9, 20), 9), cat=c)
    T("⟦下周二晚上七点⟧王姐烫染", at(wk(1, 2), 19), cat=c)
    T("⟦国庆节下午两点⟧还有一组带看", at(ymd(2027, 10, 1), 14), cat=c)
    c = "clock"
    T("⟦九点⟧组会", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:20 has passed and, before noon, reads tomorrow 09:00")
    T("⟦九点半⟧带看 别迟到", P(bare_clock(9, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 09:20 is ten minutes ahead: today")
    T("⟦十点⟧给李先生剪头", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("⟦三点⟧签合同", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦晚上十一点⟧跟导师视频", at(today(), 23), cat=c)
    T("⟦凌晨三点⟧开组会 有时差", at(rel(1), 3), cat=c, unsure="凌晨 + hour with no day: the coming night, 09-16")
    c = "rollover"
    T("⟦周三上午⟧那组带看", pod(today(), "上午"), cat=c, conv="rollover-part",
      unsure="周三上午 said Wednesday 09:20 is in progress: today")
    T("⟦周三早上⟧去河边跑步", pod(wk(1, 3), "早上"), cat=c, conv="rollover-part",
      unsure="周三早上 (06–09) said Wednesday 09:20 is over: next Wednesday")
    T("⟦周三晚上⟧一家人赏月", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦国庆前⟧把过户办完", deadline_day(ymd(2027, 10, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午五点前⟧把合同发给买家", deadline_clock(dt(today(), 17)), cat=c)
    T("⟦这个月底之前⟧交论文初稿", deadline_day(ymd(2027, 9, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦一周内⟧回审稿意见", ndays(7), cat=c, conv="n-days-counting-today")
    T("签证材料⟦9月28号截止⟧", deadline_day(ymd(2027, 9, 28)), cat=c)
    c = "holiday"
    T("⟦中秋⟧店里歇一天", P(today()), cat=c, unsure="中秋 is today")
    T("⟦秋分那天⟧搞开放日", P(ymd(2027, 9, 23)), cat=c)
    T("⟦重阳节⟧带我妈来店里做头发", P(ymd(2027, 10, 8)), cat=c)
    T("⟦国庆节后一天⟧去房管局", P(ymd(2027, 10, 2)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧到小区门口接客户", after(td(minutes=40)), cat=c)
    T("⟦一个半小时后⟧冲染膏", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧进修结业", P(rel(14)), cat=c)
    c = "range"
    T("⟦9月24号到26号⟧去上海进修", dr(ymd(2027, 9, 24), ymd(2027, 9, 26)), cat=c)
    T("⟦10月1号到7号⟧店休", dr(ymd(2027, 10, 1), ymd(2027, 10, 7)), cat=c)
    T("⟦下旬⟧带看都排满了", xun(2027, 9, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("⟦下个月第二个周六⟧开放日", P(nth(2027, 10, 2, 6)), cat=c)
    T("⟦这个月最后一个周日⟧店休", P(lastwd(2027, 9, 7)), cat=c)
    c = "numeric-date"
    T("⟦9.22⟧ 网签", P(ymd(2027, 9, 22)), cat=c)
    c = "traditional"
    T("⟦禮拜六下午兩點⟧帶看", at(wd(6), 14), cat=c)
    c = "coordination"
    T("⟦周四⟧和⟦周五⟧都有组会", P(wd(4)), P(wd(5)), cat=c)
    c = "none"
    T("这套建筑面积89平 得房率八成", cat=c)
    T("染膏调了两管 每管60克", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨天下午⟧到的佣金", pod(rel(-1), "下午"), cat=c)
    T("⟦上周六⟧收的小费", P(wk(-1, 6)), cat=c)
    T("⟦周一⟧进的染膏", P(wd(1)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "clock"
    T("⟦五点⟧给张姐剪头", P(bare_clock(5)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 17:55 has passed: tomorrow 17:00")
    T("⟦六点⟧签约", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("⟦八点⟧跟东京那边开组会", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:55 reads 20:00 tonight")
    T("⟦六点一刻⟧客户到店", P(bare_clock(6, 15)), cat=c, conv="bare-hour")
    c = "composition"
    T("⟦明天上午十点到十二点⟧开放日", cr(rel(1), 10, 0, 12, 0), cat=c)
    T("⟦7月3号下午两点⟧过户", at(ymd(2028, 7, 3), 14), cat=c)
    T("⟨下周一⟩连着带看三套 ⟨上午九点开始⟩", at(wk(1, 1), 9), cat=c)
    T("⟦建党节上午⟧开放日", pod(ymd(2028, 7, 1), "上午"), cat=c)
    c = "rollover"
    T("⟦周五下午⟧那个烫发还没做完", pod(today(), "下午"), cat=c, conv="rollover-part",
      unsure="周五下午 said Friday 17:55 is still in progress: today")
    T("⟦周五晚上⟧跟买家吃饭", pod(today(), "晚上"), cat=c, conv="rollover-part")
    T("⟦这周末⟧两场开放日", dr(rel(1), rel(2)), cat=c, unsure="said Friday evening: the weekend is tomorrow and Sunday")
    c = "deadline"
    T("⟦月底前⟧把中介费收齐", deadline_day(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    T("⟦今天六点前⟧把签证材料交了", deadline_clock(dt(today(), 18)), cat=c)
    T("⟦7月10号之前⟧交论文", deadline_day(ymd(2028, 7, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦未来三天⟧的带看", ndays(3), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("⟦建党节⟧有开放日", P(ymd(2028, 7, 1)), cat=c)
    T("⟦小暑那天⟧进修开课", P(ymd(2028, 7, 6)), cat=c)
    T("⟦七夕⟧店里做活动", P(ymd(2028, 8, 26)), cat=c)
    c = "range"
    T("⟦下半年⟧报了个进修班", dr(ymd(2028, 7, 1), ymd(2028, 12, 31)), cat=c, conv="halves",
      unsure="下半年 said on 06-30 starts tomorrow")
    T("⟦7月上旬⟧去京都做田野", xun(2028, 7, 1), cat=c, conv="month-parts")
    T("⟦下周三到周五⟧进修", dr(wk(1, 3), wk(1, 5)), cat=c)
    T("⟦三季度⟧的业绩指标", quarter(2028, 3), cat=c, conv="quarters")
    c = "duration"
    T("⟦二十分钟后⟧收工", after(td(minutes=20)), cat=c)
    T("⟦三天后⟧签约", P(rel(3)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧交房", P(lastwd(2028, 7, 5)), cat=c)
    T("⟦大后天⟧去房管局", P(rel(3)), cat=c)
    c = "numeric-date"
    T("⟦7/5⟧ 开组会", P(ymd(2028, 7, 5)), cat=c)
    c = "traditional"
    T("⟦下週二上午十點⟧帶看", at(wk(1, 2), 10), cat=c)
    c = "coordination"
    T("⟦周六⟧、⟦周日⟧都有开放日", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("会员卡还剩8次", cat=c)
    T("三室两厅 120平 朝南", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦今天上午⟧收的小费", pod(today(), "上午"), cat=c)
    T("⟦周二⟧进的货", P(wd(2)), cat=c)
    T("⟦端午⟧那天加班剪的头", P(ymd(2028, 5, 28)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦八点⟧组会", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    T("⟦九点⟧带看", P(bare_clock(9)), cat=c, conv="bare-hour")
    T("⟦早上八点⟧去跑步", at(rel(1), 8), cat=c, unsure="早上八点 with no day has passed at 08:30: tomorrow")
    T("⟦七点⟧关店", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 08:30 reads 19:00 today")
    c = "composition"
    T("⟦明天下午两点⟧签约", at(rel(1), 14), cat=c)
    T("⟦周六上午十点到下午一点⟧开放日", cr(wd(6), 10, 0, 13, 0), cat=c)
    T("⟨下周三⟩飞伦敦 ⟨早上七点⟩的航班", at(wk(1, 3), 7), cat=c)
    T("⟦12月2号晚上八点⟧做学术报告", at(ymd(2028, 12, 2), 20), cat=c)
    T("⟦感恩节晚上⟧去导师家吃饭", pod(today(), "晚上"), cat=c, unsure="感恩节 is today")
    c = "rollover"
    T("⟦周四早上⟧先跑个步", pod(today(), "早上"), cat=c, conv="rollover-part",
      unsure="周四早上 said Thursday 08:30 is in progress: today")
    T("⟦周四下午⟧有个烫染", pod(today(), "下午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧交签证材料", deadline_day(ymd(2028, 11, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦双十二之前⟧把产品囤好", deadline_day(ymd(2028, 12, 12)), cat=c, conv="zh-qian-inclusive")
    T("⟦十点前⟧回买家消息", deadline_clock(dt(today(), 10)), cat=c, conv="bare-hour")
    T("⟦接下来两周⟧都在伦敦", ndays(14), cat=c, conv="n-days-counting-today")
    T("⟦年底前⟧把报销弄完", deadline_day(ymd(2028, 12, 31)), cat=c)
    c = "holiday"
    T("⟦感恩节后一天⟧去买染膏", P(rel(1)), cat=c)
    T("⟦圣诞节⟧在伦敦过", P(ymd(2028, 12, 25)), cat=c)
    T("⟦大雪那天⟧搞开放日", P(ymd(2028, 12, 6)), cat=c)
    T("⟦元旦⟧店休", P(ymd(2029, 1, 1)), cat=c)
    c = "range"
    T("⟦12月中旬⟧去东京开会", xun(2028, 12, 2), cat=c, conv="month-parts")
    T("⟦下周一到周五⟧在剑桥做访谈", dr(wk(1, 1), wk(1, 5)), cat=c)
    T("⟦这周末⟧有两个开放日要盯", dr(wd(6), wd(7)), cat=c)
    c = "duration"
    T("⟦三刻钟后⟧客户到", after(td(minutes=45)), cat=c)
    T("⟦半个月后⟧签证下来", P(rel(15)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周一⟧组会", P(nth(2028, 12, 1, 1)), cat=c)
    c = "numeric-date"
    T("⟦2028/12/05⟧ 交房", P(ymd(2028, 12, 5)), cat=c)
    c = "traditional"
    T("⟦禮拜天上午十點⟧開放日", at(wd(7), 10), cat=c)
    c = "coordination"
    T("⟦周五⟧跟⟦周六⟧都约满了", P(wd(5)), P(wd(6)), cat=c)
    c = "none"
    T("订单号 88320147", cat=c)
    T("今天剪了11个头", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦昨天⟧到的佣金", P(rel(-1)), cat=c)
    T("⟦小雪那天⟧买的染膏", P(ymd(2028, 11, 22)), cat=c)
    T("⟦上周五⟧报销到账了", P(wk(-1, 5)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("showing ⟦tmrw 10am⟧ at the oak st condo", at(rel(1), 10), cat=c)
    T("open house ⟦sat 2-4pm⟧", cr(wd(6), 14, 0, 16, 0), cat=c)
    T("⟨fri⟩ closing w/ the parkers ⟨3:30pm⟩", at(wd(5), 15, 30), cat=c)
    T("title transfer ⟦9/20 at 9am⟧", at(ymd(2027, 9, 20), 9), cat=c, conv="en-month-first")
    T("color appt for jen ⟦next tue 7pm⟧", at(wk(1, 2), 19), cat=c)
    T("showing ⟦columbus day at 2pm⟧", at(ymd(2027, 10, 11), 14), cat=c)
    c = "clock"
    T("group mtg ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:20 has passed and, before noon, reads tomorrow 09:00")
    T("showing ⟦at 9:30⟧ dont be late", P(bare_clock(9, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 09:20 is ten minutes ahead: today")
    T("trim for mr lee ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
    T("sign the listing agreement ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("call w/ my advisor ⟦11pm⟧", at(today(), 23), cat=c)
    T("zoom w/ the lab ⟦3am⟧ bc time zones", at(rel(1), 3), cat=c, unsure="3am with no day: the coming night, 09-16")
    c = "rollover"
    T("showing ⟦wednesday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="wednesday morning said Wednesday 09:20 is in progress: today")
    T("client dinner ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("walk-ins only ⟦wednesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("finish the transfer paperwork ⟦before october 1⟧", deadline_day(ymd(2027, 9, 30)), cat=c,
      conv="en-before-exclusive")
    T("send the contract to the buyers ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c)
    T("first draft due ⟦by the end of the month⟧", deadline_day(ymd(2027, 9, 30)), cat=c)
    T("reply to reviewer 2 ⟦within a week⟧", ndays(7), cat=c, conv="n-days-counting-today")
    T("visa docs due ⟦by sept 28⟧", deadline_day(ymd(2027, 9, 28)), cat=c, conv="by-inclusive")
    c = "holiday"
    T("salon closed ⟦columbus day⟧", P(ymd(2027, 10, 11)), cat=c)
    T("spooky open house ⟦halloween⟧", P(ymd(2027, 10, 31)), cat=c)
    T("⟦thanksgiving⟧ dinner at my sister's", P(ymd(2027, 11, 25)), cat=c)
    c = "duration"
    T("at the gate ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("rinse the color ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("course wraps up ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "range"
    T("training in chicago ⟦sept 24-26⟧", dr(ymd(2027, 9, 24), ymd(2027, 9, 26)), cat=c)
    T("booked solid ⟦late september⟧", xun(2027, 9, 3), cat=c, conv="month-parts")
    c = "arithmetic"
    T("open house ⟦the second saturday of october⟧", P(nth(2027, 10, 2, 6)), cat=c)
    T("salon closed ⟦the last sunday of the month⟧", P(lastwd(2027, 9, 7)), cat=c)
    c = "numeric-date"
    T("closing ⟦9/22⟧", P(ymd(2027, 9, 22)), cat=c, conv="en-month-first")
    c = "coordination"
    T("group mtgs ⟦thu⟧ and ⟦fri⟧", P(wd(4)), P(wd(5)), cat=c)
    c = "none"
    T("the condo is 1,150 sq ft", cat=c)
    T("mixed 2 tubes of color, 60g each", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("commission landed ⟦yesterday afternoon⟧", pod(rel(-1), "afternoon"), cat=c)
    T("tips from ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("color i ordered ⟦monday⟧", P(wd(1)), cat=c)

with use(now=NB, pref="future", **E):
    c = "clock"
    T("cut for sam ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 17:55 has passed: tomorrow 17:00")
    T("signing ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour")
    T("group mtg w/ tokyo ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:55 reads 20:00 tonight")
    T("client gets here ⟦quarter past six⟧", P(bare_clock(6, 15)), cat=c, conv="bare-hour")
    c = "composition"
    T("open house ⟦tmrw 10-12⟧", cr(rel(1), 10, 0, 12, 0), cat=c, conv="bare-hour",
      unsure="10-12 with no am/pm: 10:00 to noon")
    T("title transfer ⟦7/3 at 2pm⟧", at(ymd(2028, 7, 3), 14), cat=c, conv="en-month-first")
    T("⟨next mon⟩ three showings back to back starting ⟨9am⟩", at(wk(1, 1), 9), cat=c)
    T("open house ⟦the fourth in the morning⟧", pod(ymd(2028, 7, 4), "morning"), cat=c)
    c = "rollover"
    T("perm still going ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="friday afternoon said Friday 17:55 is still in progress: today")
    T("dinner w/ the buyers ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    T("2 open houses ⟦this weekend⟧", dr(rel(1), rel(2)), cat=c,
      unsure="said Friday evening: the weekend is tomorrow and Sunday")
    c = "deadline"
    T("collect all the fees ⟦by the end of the month⟧", deadline_day(today()), cat=c,
      unsure="the month ends today: today alone")
    T("visa docs in ⟦by 6pm today⟧", deadline_clock(dt(today(), 18)), cat=c)
    T("paper due ⟦by july 10⟧", deadline_day(ymd(2028, 7, 10)), cat=c, conv="by-inclusive")
    T("showings ⟦the next 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("open house ⟦the fourth of july⟧", P(ymd(2028, 7, 4)), cat=c)
    T("salon closed ⟦labor day⟧", P(ymd(2028, 9, 4)), cat=c)
    T("color special ⟦halloween⟧", P(ymd(2028, 10, 31)), cat=c)
    c = "range"
    T("training course ⟦the second half of the year⟧", dr(ymd(2028, 7, 1), ymd(2028, 12, 31)), cat=c, conv="halves",
      unsure="the second half said on 06-30 starts tomorrow")
    T("fieldwork in kyoto ⟦early july⟧", xun(2028, 7, 1), cat=c, conv="month-parts")
    T("course ⟦next wed thru fri⟧", dr(wk(1, 3), wk(1, 5)), cat=c)
    T("⟦q3⟧ sales goal", quarter(2028, 3), cat=c, conv="quarters")
    c = "duration"
    T("wrap up ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("signing ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "arithmetic"
    T("hand over the keys ⟦the last friday of july⟧", P(lastwd(2028, 7, 5)), cat=c)
    c = "numeric-date"
    T("lab mtg ⟦7/5⟧", P(ymd(2028, 7, 5)), cat=c, conv="en-month-first")
    c = "coordination"
    T("open houses ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("prepaid card has 8 visits left", cat=c)
    T("3 bed 2 bath, 1,300 sq ft", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("tips ⟦this morning⟧", pod(today(), "morning"), cat=c)
    T("product order ⟦tuesday⟧", P(wd(2)), cat=c)
    T("worked ⟦memorial day⟧", P(ymd(2028, 5, 29)), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("group mtg ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:30 has passed and, before noon, reads tomorrow 08:00")
    T("showing ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour")
    T("run ⟦8am⟧", at(rel(1), 8), cat=c, unsure="8am with no day has passed at 08:30: tomorrow")
    T("close up ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 08:30 reads 19:00 today")
    c = "composition"
    T("signing ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c)
    T("open house ⟦sat 10am-1pm⟧", cr(wd(6), 10, 0, 13, 0), cat=c)
    T("⟨next wed⟩ flight to london ⟨7am⟩", at(wk(1, 3), 7), cat=c)
    T("conference talk ⟦dec 2 at 8pm⟧", at(ymd(2028, 12, 2), 20), cat=c)
    T("dinner at my advisor's ⟦thanksgiving night⟧", pod(today(), "night"), cat=c, unsure="Thanksgiving is today")
    c = "rollover"
    T("run first ⟦thursday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="thursday morning said Thursday 08:30 is in progress: today")
    T("color session ⟦thursday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("visa docs ⟦by the end of the month⟧", deadline_day(ymd(2028, 11, 30)), cat=c)
    T("stock up on product ⟦before cyber monday⟧", deadline_day(ymd(2028, 11, 26)), cat=c, conv="en-before-exclusive")
    T("reply to the buyer ⟦by 10⟧", deadline_clock(dt(today(), 10)), cat=c, conv="bare-hour")
    T("in london ⟦the next two weeks⟧", ndays(14), cat=c, conv="n-days-counting-today")
    T("reimbursements done ⟦by the end of the year⟧", deadline_day(ymd(2028, 12, 31)), cat=c)
    c = "holiday"
    T("doorbuster run ⟦black friday⟧", P(rel(1)), cat=c)
    T("push the online listings ⟦cyber monday⟧", P(ymd(2028, 11, 27)), cat=c)
    T("in london for ⟦christmas⟧", P(ymd(2028, 12, 25)), cat=c)
    T("salon closed ⟦new year's day⟧", P(ymd(2029, 1, 1)), cat=c)
    c = "range"
    T("tokyo conference ⟦mid-december⟧", xun(2028, 12, 2), cat=c, conv="month-parts")
    T("interviews in cambridge ⟦next mon-fri⟧", dr(wk(1, 1), wk(1, 5)), cat=c)
    T("two open houses ⟦this weekend⟧", dr(wd(6), wd(7)), cat=c)
    c = "duration"
    T("client's here ⟦in 45 min⟧", after(td(minutes=45)), cat=c)
    T("visa should come through ⟦a fortnight from now⟧", P(rel(14)), cat=c)
    c = "arithmetic"
    T("group mtg ⟦the first monday of december⟧", P(nth(2028, 12, 1, 1)), cat=c)
    c = "numeric-date"
    T("closing ⟦12/5/2028⟧", P(ymd(2028, 12, 5)), cat=c, conv="en-month-first")
    c = "coordination"
    T("booked solid ⟦fri⟧ and ⟦sat⟧", P(wd(5)), P(wd(6)), cat=c)
    c = "none"
    T("order #88320147", cat=c)
    T("did 11 cuts today", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("commission hit ⟦yesterday⟧", P(rel(-1)), cat=c)
    T("reimbursement came in ⟦last friday⟧", P(wk(-1, 5)), cat=c)
    T("tips from ⟦halloween⟧", P(ymd(2028, 10, 31)), cat=c)
