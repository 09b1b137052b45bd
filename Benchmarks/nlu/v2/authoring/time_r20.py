"""Round 20 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a musician in a gigging band who also
busks (演出 with load-in and set times, 排练 in a room rented by the hour, 音乐节 over several days, 租车, 琴弦, 录音棚,
late nights past midnight), new parents with a baby (产检, 疫苗 on schedules, 儿科, 月嫂, 奶粉 and 尿不湿, 满月酒, 产假,
grandparents visiting) and a dog walker and pet sitter (clients' dogs by name, back-to-back walks, overnight sits,
rain checks) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months,
durations from now, holidays and solar terms, parts of the day in progress, over or not yet begun, coordination, and
rows with no time (pack counts, weights, order numbers).

Reference times (new in this round):
  NA = 2028-02-29T15:40 Tuesday afternoon on the leap day: 月底/"the end of the month" is today (月底前 = today alone),
       下个月/"next month" is March and starts tomorrow; 一年后的今天/"a year from today" clamps to 2029-02-28; a bare 3
       has passed (tomorrow 15:00), a bare 4 is ahead, a bare 8 or 9:30 reads tonight (20:00, 21:30); 周二上午/"tuesday
       morning" is over (next week), 周二晚上 ahead (today); 龙抬头 was Saturday 02-26, Presidents' Day 02-21; 惊蛰
       Sunday 03-05, 妇女节 Wednesday 03-08, 植树节 Sunday 03-12 (US DST begins), St. Patrick's Friday 03-17, Easter 04-16.
  NB = 2027-12-31T23:50 Friday, ten minutes before a new year: 明天/tomorrow is 元旦 2028 (a Saturday), 明年/"next
       year" is 2028 and the ledger's 今年/"this year" 2027; 年底/月底 is today; this weekend = 01-01/02, next week starts
       01-03; a bare 8, 11 or 3 has passed both ways and reads tomorrow; 凌晨两点/"2am" with no day = 01-01 02:00; 周五
       晚上/"friday night" in progress; 腊八 Tuesday 01-04, MLK Day 01-17, 小年 01-19, 除夕 01-25, 春节 01-26.
  NC = 2028-01-17T05:30 Monday early morning, MLK Day, nine days before 春节: 早上 (06–09) and English "morning"
       (06–12) have not begun (早上七点/周一早上 are today); a bare 7 reads 19:00, a bare 8 08:00 today, a bare 5 17:00;
       this week 01-17 … 01-23, next week 01-24 … 01-30 holds 除夕 (Tuesday 01-25) and 春节 (Wednesday 01-26); 小年
       (xiaonian-north) Wednesday 01-19, 大寒 Thursday 01-20; 年前 = by 除夕; 腊八 was 01-04; Presidents' Day 02-21.
"""
from lib import *

NA = "2028-02-29T15:40:00"  # Tuesday 15:40, the leap day: 月底 today; a bare 3 reads tomorrow, a bare 4 today, 8 → 20:00
NB = "2027-12-31T23:50:00"  # Friday 23:50, New Year's Eve: 明天 = 元旦 2028; bare 8/11/3 read tomorrow
NC = "2028-01-17T05:30:00"  # Monday 05:30, MLK Day, before 春节: 早上 not begun; a bare 7 → 19:00, a bare 8 → 08:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦今晚八点⟧酒吧演出 记得带备用弦", at(today(), 20), cat=c)
    T("⟦明天下午两点到五点⟧排练室 按小时算的", cr(rel(1), 14, 0, 17, 0), cat=c)
    T("⟨周四⟩录音棚 ⟨上午十点⟩开工", at(wd(4), 10), cat=c)
    T("⟦3月3号晚上九点⟧上台", at(ymd(2028, 3, 3), 21), cat=c)
    T("⟦后天早上七点⟧带宝宝打疫苗", at(rel(2), 7), cat=c)
    T("⟦下周一下午三点半⟧遛豆豆", at(wk(1, 1), 15, 30), cat=c)
    c = "clock"
    T("⟦三点⟧去琴行换琴弦", P(bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 15:40 has passed: tomorrow 15:00")
    T("⟦四点⟧遛旺财", P(bare_clock(4)), cat=c, conv="bare-hour")
    T("⟦八点⟧试音", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 15:40 reads 20:00 tonight")
    T("⟦九点半⟧上台 别迟到", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 15:40 reads 21:30 tonight")
    T("⟦凌晨一点⟧才能收工", at(rel(1), 1), cat=c, unsure="凌晨 + hour with no day: the coming night, 03-01")
    c = "rollover"
    T("⟦周二上午⟧的产检", pod(wk(1, 2), "上午"), cat=c, conv="rollover-part",
      unsure="周二上午 said Tuesday 15:40 is over: next Tuesday")
    T("⟦周二晚上⟧酒吧驻唱", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把月嫂工资结了", deadline_day(today()), cat=c, conv="zh-qian-inclusive",
      unsure="月底 is today (the leap day): today alone")
    T("⟦下个月上旬⟧去音乐节", xun(2028, 3, 1), cat=c, conv="month-parts")
    T("⟦三天内⟧回狗主人消息", ndays(3), cat=c, conv="n-days-counting-today")
    T("⟦惊蛰前⟧把小样录完", deadline_day(ymd(2028, 3, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦晚上十点前⟧把狗送回去", deadline_clock(dt(today(), 22)), cat=c)
    c = "holiday"
    T("⟦妇女节⟧给老婆订束花", P(ymd(2028, 3, 8)), cat=c)
    T("⟦植树节⟧那天公园有个户外演出", P(ymd(2028, 3, 12)), cat=c)
    T("⟦惊蛰那天⟧帮客户喂猫", P(ymd(2028, 3, 5)), cat=c)
    c = "duration"
    T("⟦一年后的今天⟧宝宝就会走路了吧", P(ymd(2029, 2, 28)), cat=c,
      unsure="a year from the leap day clamps to 2029-02-28")
    T("⟦二十分钟后⟧出门遛狗", after(td(minutes=20)), cat=c)
    T("⟦两个半小时后⟧上台", after(td(minutes=150)), cat=c)
    c = "range"
    T("⟦3月10号到12号⟧音乐节", dr(ymd(2028, 3, 10), ymd(2028, 3, 12)), cat=c)
    T("⟦下周五到下周日⟧住客户家看狗", dr(wk(1, 5), wk(1, 7)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧办满月酒", P(nth(2028, 3, 1, 6)), cat=c)
    T("⟦下个月最后一天⟧交排练室租金", P(ymd(2028, 3, 31)), cat=c)
    c = "numeric-date"
    T("⟦3.4⟧ 去琴行试琴", P(ymd(2028, 3, 4)), cat=c)
    c = "traditional"
    T("⟦禮拜四晚上八點⟧演出", at(wd(4), 20), cat=c)
    c = "coordination"
    T("⟦周三⟧和⟦周五⟧都去遛可乐", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("尿不湿买了3包 每包84片", cat=c)
    T("宝宝体重6.2公斤", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦昨天晚上⟧演出收了八百", pod(rel(-1), "晚上"), cat=c)
    T("⟦周日⟧一共遛了五条狗", P(wd(7)), cat=c)
    T("⟦龙抬头⟧那天剪的头", P(ymd(2028, 2, 26)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "clock"
    T("⟦八点⟧去接月嫂", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("⟦十一点⟧遛毛毛", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:50 has passed both ways: tomorrow 11:00")
    T("⟦三点⟧乐队排练", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦凌晨两点⟧才散场", at(rel(1), 2), cat=c, unsure="凌晨 + hour with no day: the coming night, 2028-01-01")
    c = "composition"
    T("⟦明天中午十二点⟧去丈母娘家吃饭", at(rel(1), 12), cat=c, unsure="明天 said at 23:50 is 元旦, ten minutes away")
    T("⟦元旦下午两点⟧商场快闪演出", at(ymd(2028, 1, 1), 14), cat=c)
    T("⟨下周二⟩带宝宝去儿科 ⟨上午九点半⟩", at(wk(1, 2), 9, 30), cat=c)
    T("⟦1月5号晚上七点半⟧livehouse演出", at(ymd(2028, 1, 5), 19, 30), cat=c)
    T("⟦明年1月8号⟧宝宝满月", P(ymd(2028, 1, 8)), cat=c, unsure="明年 said on 12-31 is 2028, next week")
    c = "rollover"
    T("⟦周五晚上⟧跨年演出", pod(today(), "晚上"), cat=c, conv="rollover-part",
      unsure="周五晚上 said Friday 23:50 is in progress: today")
    T("⟦这周末⟧爷爷奶奶过来看孙子", dr(rel(1), rel(2)), cat=c, unsure="said Friday night: the weekend is tomorrow and Sunday")
    c = "deadline"
    T("⟦年底前⟧把演出费要回来", deadline_day(today()), cat=c, unsure="年底 is today: today alone")
    T("⟦腊八前⟧把奶粉囤好", deadline_day(ymd(2028, 1, 4)), cat=c, conv="zh-qian-inclusive")
    T("⟦元旦之前⟧回完狗主人的消息", deadline_day(ymd(2028, 1, 1)), cat=c, conv="zh-qian-inclusive",
      unsure="元旦 is tomorrow: today and tomorrow")
    T("⟦今晚十二点前⟧把寄养的账对完", deadline_clock(dt(rel(1), 0)), cat=c)
    T("⟦接下来五天⟧都住客户家看狗", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("⟦元旦⟧去爷爷奶奶家", P(ymd(2028, 1, 1)), cat=c)
    T("⟦小年⟧带宝宝回老家看太奶奶", P(ymd(2028, 1, 19)), cat=c, conv="xiaonian-north")
    T("⟦除夕⟧在家守岁 不接演出", P(ymd(2028, 1, 25)), cat=c)
    c = "range"
    T("⟦1月10号到12号⟧去厦门音乐节", dr(ymd(2028, 1, 10), ymd(2028, 1, 12)), cat=c)
    T("⟦下周一到周三⟧订了录音棚", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("⟦明年上半年⟧都休产假", dr(ymd(2028, 1, 1), ymd(2028, 6, 30)), cat=c, conv="halves")
    c = "duration"
    T("⟦十分钟后⟧倒数", after(td(minutes=10)), cat=c)
    T("⟦三天后⟧打疫苗", P(rel(3)), cat=c)
    c = "arithmetic"
    T("⟦下个月第三个周一⟧月嫂合同到期", P(nth(2028, 1, 3, 1)), cat=c, unsure="下个月 said on 12-31 is January 2028")
    c = "numeric-date"
    T("⟦1.3⟧ 产后复查", P(ymd(2028, 1, 3)), cat=c)
    c = "traditional"
    T("⟦明天下午三點⟧排練", at(rel(1), 15), cat=c)
    c = "coordination"
    T("⟦周六⟧、⟦周日⟧都有演出", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("月嫂合同签了26天", cat=c)
    T("狗粮一袋15公斤", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦周三⟧买的尿不湿", P(wd(3)), cat=c)
    T("⟦圣诞节⟧那天遛狗收的红包", P(ymd(2027, 12, 25)), cat=c)
    T("⟦今天下午⟧演出费到账了", pod(today(), "下午"), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦七点⟧遛狗", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 05:30 reads 19:00 today")
    T("⟦八点⟧去儿科", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦早上六点半⟧喂奶", at(today(), 6, 30), cat=c, unsure="早上 has not begun at 05:30: today")
    T("⟦五点⟧收摊", P(bare_clock(5)), cat=c, conv="bare-hour")
    c = "composition"
    T("⟦今天早上七点⟧遛三条狗", at(today(), 7), cat=c)
    T("⟦周三下午两点⟧打疫苗", at(wd(3), 14), cat=c)
    T("⟨明天⟩录音棚 ⟨晚上九点到凌晨一点⟩", cr(rel(1), 21, 0, 1, 0), cat=c)
    T("⟦1月20号上午十点⟧产检", at(ymd(2028, 1, 20), 10), cat=c)
    c = "rollover"
    T("⟦周一早上⟧先遛狗", pod(today(), "早上"), cat=c, conv="rollover-part",
      unsure="周一早上 said Monday 05:30 has not begun: today")
    T("⟦周一上午⟧去租车", pod(today(), "上午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦年前⟧把演出费要回来", deadline_day(ymd(2028, 1, 25)), cat=c, unsure="年前 = by 除夕 (01-25)")
    T("⟦小年之前⟧把狗粮送到客户家", deadline_day(ymd(2028, 1, 19)), cat=c, conv=["zh-qian-inclusive", "xiaonian-north"])
    T("⟦这周内⟧给月嫂结工资", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("⟦中午之前⟧把混音发过去", deadline_clock(dt(today(), 12)), cat=c)
    c = "holiday"
    T("⟦小年⟧包饺子", P(ymd(2028, 1, 19)), cat=c, conv="xiaonian-north")
    T("⟦大寒那天⟧别带宝宝出门", P(ymd(2028, 1, 20)), cat=c)
    T("⟦初五⟧开工演出", P(ymd(2028, 1, 30)), cat=c)
    c = "range"
    T("⟦下周⟧都在老家过年", week_range(1), cat=c)
    T("⟦1月下旬⟧不接遛狗的单", xun(2028, 1, 3), cat=c, conv="month-parts")
    T("⟦除夕到初三⟧爷爷奶奶住我们家", dr(ymd(2028, 1, 25), ymd(2028, 1, 28)), cat=c)
    c = "duration"
    T("⟦半小时后⟧喂奶", after(td(minutes=30)), cat=c)
    T("⟦42天后⟧产后复查", P(rel(42)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周日⟧办满月酒", P(nth(2028, 2, 2, 7)), cat=c)
    T("⟦大后天⟧交租车押金", P(rel(3)), cat=c)
    c = "numeric-date"
    T("⟦2028.1.22⟧ 满月酒", P(ymd(2028, 1, 22)), cat=c)
    c = "traditional"
    T("⟦週三上午十點⟧打疫苗", at(wd(3), 10), cat=c)
    c = "coordination"
    T("⟦周二⟧跟⟦周四⟧都要去客户家喂猫", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("奶粉一罐800克 每顿90毫升", cat=c)
    T("新专辑一共12首歌", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦昨晚⟧演出累坏了", pod(rel(-1), "晚上"), cat=c)
    T("⟦上周六⟧遛狗收了三百", P(wk(-1, 6)), cat=c)
    T("⟦腊八⟧那天买的奶粉", P(ymd(2028, 1, 4)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("bar gig ⟦tonight 8pm⟧ bring spare strings", at(today(), 20), cat=c)
    T("rehearsal room ⟦tmrw 2-5pm⟧ paying by the hour", cr(rel(1), 14, 0, 17, 0), cat=c)
    T("⟨thurs⟩ studio session starts ⟨10am⟩", at(wd(4), 10), cat=c)
    T("on stage ⟦3/3 at 9pm⟧", at(ymd(2028, 3, 3), 21), cat=c, conv="en-month-first")
    T("baby's shots ⟦the day after tomorrow at 7am⟧", at(rel(2), 7), cat=c)
    T("walk biscuit ⟦next mon 3:30pm⟧", at(wk(1, 1), 15, 30), cat=c)
    c = "clock"
    T("new strings at the shop ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 15:40 has passed: tomorrow 15:00")
    T("walk rocky ⟦at 4⟧", P(bare_clock(4)), cat=c, conv="bare-hour")
    T("soundcheck ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 15:40 reads 20:00 tonight")
    T("we go on ⟦at 9:30⟧ dont be late", P(bare_clock(9, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 15:40 reads 21:30 tonight")
    T("load out's at ⟦1am⟧", at(rel(1), 1), cat=c, unsure="1am with no day: the coming night, 03-01")
    c = "rollover"
    T("ob appt ⟦tuesday morning⟧", pod(wk(1, 2), "morning"), cat=c, conv="rollover-part",
      unsure="tuesday morning said Tuesday 15:40 is over: next Tuesday")
    T("residency at the bar ⟦tuesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
    c = "deadline"
    T("pay the night nurse ⟦by the end of the month⟧", deadline_day(today()), cat=c,
      unsure="the month ends today (the leap day): today alone")
    T("festival ⟦early march⟧", xun(2028, 3, 1), cat=c, conv="month-parts")
    T("get back to the dog owners ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    T("demo done ⟦before st patrick's day⟧", deadline_day(ymd(2028, 3, 16)), cat=c, conv="en-before-exclusive")
    T("drop the dog off ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    c = "holiday"
    T("pub gig ⟦st. patrick's day⟧", P(ymd(2028, 3, 17)), cat=c)
    T("baby's first easter brunch ⟦easter sunday⟧", P(ymd(2028, 4, 16)), cat=c)
    T("no walks ⟦good friday⟧", P(ymd(2028, 4, 14)), cat=c)
    c = "duration"
    T("baby should be walking ⟦a year from today⟧", P(ymd(2029, 2, 28)), cat=c,
      unsure="a year from the leap day clamps to 2029-02-28")
    T("out the door w/ the dogs ⟦in 20 min⟧", after(td(minutes=20)), cat=c)
    T("showtime ⟦in two and a half hours⟧", after(td(minutes=150)), cat=c)
    c = "range"
    T("festival ⟦march 10-12⟧", dr(ymd(2028, 3, 10), ymd(2028, 3, 12)), cat=c)
    T("house sitting ⟦next fri thru sun⟧", dr(wk(1, 5), wk(1, 7)), cat=c)
    c = "arithmetic"
    T("baby's party ⟦the first saturday of march⟧", P(nth(2028, 3, 1, 6)), cat=c)
    T("rehearsal room rent due ⟦the last day of next month⟧", P(ymd(2028, 3, 31)), cat=c)
    c = "numeric-date"
    T("try out guitars ⟦3/4⟧", P(ymd(2028, 3, 4)), cat=c, conv="en-month-first")
    c = "coordination"
    T("walk luna ⟦wed⟧ and ⟦fri⟧", P(wd(3)), P(wd(5)), cat=c)
    c = "none"
    T("3 packs of diapers, 84 count each", cat=c)
    T("baby's 13.6 lbs now", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("made 800 at the gig ⟦last night⟧", pod(rel(-1), "night"), cat=c)
    T("walked 5 dogs ⟦sunday⟧", P(wd(7)), cat=c)
    T("tips from ⟦presidents day⟧ busking", P(ymd(2028, 2, 21)), cat=c)

with use(now=NB, pref="future", **E):
    c = "clock"
    T("pick up the night nurse ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    T("walk max ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:50 has passed both ways: tomorrow 11:00")
    T("band practice ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("bar closes ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day: the coming night, 2028-01-01")
    c = "composition"
    T("lunch at the in-laws ⟦tmrw noon⟧", at(rel(1), 12), cat=c, unsure="tomorrow said at 23:50 is New Year's Day")
    T("mall pop-up show ⟦new year's day 2pm⟧", at(ymd(2028, 1, 1), 14), cat=c)
    T("⟨next tue⟩ pediatrician ⟨9:30am⟩", at(wk(1, 2), 9, 30), cat=c)
    T("club gig ⟦jan 5 7:30pm⟧", at(ymd(2028, 1, 5), 19, 30), cat=c)
    T("baby turns one month ⟦jan 8 next year⟧", P(ymd(2028, 1, 8)), cat=c, unsure="next year said on 12-31 is 2028")
    c = "rollover"
    T("nye show ⟦friday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="friday night said Friday 23:50 is in progress: today")
    T("grandparents visiting ⟦this weekend⟧", dr(rel(1), rel(2)), cat=c,
      unsure="said Friday night: the weekend is tomorrow and Sunday")
    c = "deadline"
    T("chase the gig money ⟦by the end of the year⟧", deadline_day(today()), cat=c,
      unsure="the year ends today: today alone")
    T("stock up on formula ⟦by mlk day⟧", deadline_day(ymd(2028, 1, 17)), cat=c, conv="by-inclusive")
    T("reply to the dog owners ⟦before new year's⟧", deadline_day(today()), cat=c, conv="en-before-exclusive",
      unsure="the day before New Year's Day is today: today alone")
    T("square up the sitting invoices ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    T("sitting at the hendersons' ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("grandma's for dinner ⟦new year's day⟧", P(ymd(2028, 1, 1)), cat=c)
    T("no walks ⟦mlk day⟧", P(ymd(2028, 1, 17)), cat=c)
    T("⟦valentine's day⟧ gig", P(ymd(2028, 2, 14)), cat=c)
    c = "range"
    T("miami festival ⟦jan 10-12⟧", dr(ymd(2028, 1, 10), ymd(2028, 1, 12)), cat=c)
    T("studio ⟦next mon thru wed⟧", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("parental leave ⟦the first half of next year⟧", dr(ymd(2028, 1, 1), ymd(2028, 6, 30)), cat=c, conv="halves")
    c = "duration"
    T("countdown ⟦in 10 min⟧", after(td(minutes=10)), cat=c)
    T("shots ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "arithmetic"
    T("night nurse contract ends ⟦the third monday of january⟧", P(nth(2028, 1, 3, 1)), cat=c)
    c = "numeric-date"
    T("postpartum checkup ⟦1/3⟧", P(ymd(2028, 1, 3)), cat=c, conv="en-month-first")
    c = "coordination"
    T("gigs ⟦sat⟧ and ⟦sun⟧", P(wd(6)), P(wd(7)), cat=c)
    c = "none"
    T("night nurse booked for 26 nights", cat=c)
    T("dog food comes in a 30 lb bag", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("diapers i bought ⟦wednesday⟧", P(wd(3)), cat=c)
    T("holiday tips from ⟦christmas day⟧ walks", P(ymd(2027, 12, 25)), cat=c)
    T("gig money came in ⟦this afternoon⟧", pod(today(), "afternoon"), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("walk the dogs ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 05:30 reads 19:00 today")
    T("pediatrician ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("feed the baby ⟦6:30am⟧", at(today(), 6, 30), cat=c, unsure="6:30am said at 05:30 is still ahead: today")
    T("busking ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour")
    c = "composition"
    T("walk 3 dogs ⟦this morning at 7⟧", at(today(), 7), cat=c)
    T("shots ⟦wed 2pm⟧", at(wd(3), 14), cat=c)
    T("⟨tmrw⟩ studio ⟨9pm to 1am⟩", cr(rel(1), 21, 0, 1, 0), cat=c)
    T("ob checkup ⟦jan 20 10am⟧", at(ymd(2028, 1, 20), 10), cat=c)
    c = "rollover"
    T("dogs first ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="monday morning said Monday 05:30 has not begun: today")
    T("pick up the rental van ⟦monday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("chase the gig money ⟦by presidents day⟧", deadline_day(ymd(2028, 2, 21)), cat=c, conv="by-inclusive")
    T("drop off kibble at the clients' ⟦before wednesday⟧", deadline_day(wd(2)), cat=c, conv="en-before-exclusive")
    T("pay the night nurse ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday")
    T("send the mix ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
    c = "holiday"
    T("band day off ⟦mlk day⟧", P(today()), cat=c, unsure="MLK Day is today")
    T("valentine's dinner gig ⟦valentine's day⟧", P(ymd(2028, 2, 14)), cat=c)
    T("super busy ⟦groundhog day⟧ lol", P(ymd(2028, 2, 2)), cat=c)
    c = "range"
    T("grandparents here ⟦next week⟧", week_range(1), cat=c)
    T("no walk bookings ⟦late january⟧", xun(2028, 1, 3), cat=c, conv="month-parts")
    T("van rental ⟦jan 24 to jan 28⟧", dr(ymd(2028, 1, 24), ymd(2028, 1, 28)), cat=c)
    c = "duration"
    T("feed her ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("postpartum checkup ⟦six weeks from now⟧", P(rel(42)), cat=c)
    c = "arithmetic"
    T("baby's party ⟦the second sunday of february⟧", P(nth(2028, 2, 2, 7)), cat=c)
    T("van deposit due ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "numeric-date"
    T("baby party ⟦1/22/2028⟧", P(ymd(2028, 1, 22)), cat=c, conv="en-month-first")
    c = "coordination"
    T("feed the clients' cat ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("formula tub is 28 oz, 6 bottles a day", cat=c)
    T("the new ep has 6 songs", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("gig ran late ⟦last night⟧", pod(rel(-1), "night"), cat=c)
    T("made 300 walking dogs ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("formula i bought ⟦sunday⟧", P(wd(7)), cat=c)
