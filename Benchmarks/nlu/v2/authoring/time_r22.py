"""Round 22 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a small-town family doctor with a
clinic (门诊/clinic hours, 出诊/home visits, on-call nights, 病例讨论/case meetings, 医学会议/conferences over several
days, CME courses, 体检/check-ups by patient name), a couple planning a long holiday abroad (签证/visa deadlines,
flights, hotels, itinerary days, insurance, 宠物寄养/pet boarding, changed and cancelled bookings) and a community
volunteer who runs a food bank and a youth football team (分拣/sorting shifts, 募捐, 比赛/weekend matches, 训练 twice
a week, 家长会) use inside requests: a day and a clock together or apart, clock ranges, deadlines, parts of months,
quarters, durations from now, holidays (Chinese, solar terms and Western by rule), parts of the day in progress, over
or ahead, coordination, and rows with no time (kilograms, kit sizes, reference numbers, counts).

Reference times (new in this round):
  NA = 2028-04-04T19:40 Tuesday evening, 清明 2028 is today: 今晚/"tonight" in progress (周二晚上 today) while
       周二下午/"tuesday afternoon" is over (next week); a bare 7 has passed and reads tomorrow 19:00, a bare 8, 9 or
       9:30 reads tonight (20:00, 21:00, 21:30); 上旬 = 04-01 … 04-10, 月底 Sunday 04-30; 五一 Monday 05-01 (五一前 =
       today … 05-01, "before may 1" = today … 04-30); Good Friday 04-14, Easter 04-16, 谷雨 Wednesday 04-19, Mother's
       Day 05-14; this weekend 04-08/09, next week starts 04-10.
  NB = 2028-09-16T00:20 Saturday, twenty minutes after midnight: 今天/today is Saturday and this weekend = today and
       tomorrow; 今晚/"tonight" is read as this Saturday's evening and 昨晚/"last night" as Friday's (flagged: a person
       up past midnight may still mean Friday night); 明天/tomorrow = Sunday 09-17 (flagged); 周五晚上/"friday night"
       is over and moves a week (09-22); a bare 8 reads 08:00 today, a bare 1 13:00 today; 凌晨三点/"3am" with no day
       = today 03:00; next week starts 09-18; 中旬 in progress, 下旬 = 09-21 … 09-30; 秋分 Friday 09-22, 国庆 Sunday
       10-01, 中秋 Tuesday 10-03, Columbus Day 10-09.
  NC = 2028-08-07T07:45 Monday, the first Monday of August: 早上/"morning" in progress (周一早上/"monday morning"
       today); a bare 7 reads 19:00 today, a bare 8 08:00 today; 早上七点/"7am" with no day has passed (tomorrow);
       月初/上旬/"early this month" = 08-01 … 08-10, "the first week" of August = 08-01 … 08-07, 下半个月 = 08-16 …
       08-31, 月底 Thursday 08-31; 立秋 is today, 处暑 Tuesday 08-22, 七夕 Saturday 08-26, 中元 09-03, Labor Day 09-04.
"""
from lib import *

NA = "2028-04-04T19:40:00"  # Tuesday 19:40, 清明: 今晚 in progress; bare 7 → tomorrow 19:00, bare 8/9 → tonight
NB = "2028-09-16T00:20:00"  # Saturday 00:20: today is Saturday; bare 8 → 08:00 today; 周五晚上 moves a week
NC = "2028-08-07T07:45:00"  # Monday 07:45, first Monday of August, 立秋: 早上 in progress; bare 7 → 19:00, 8 → 08:00
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午九点⟧门诊加号", at(rel(1), 9), cat=c)
    T("⟦周四下午两点到五点⟧出诊", cr(wd(4), 14, 0, 17, 0), cat=c)
    T("⟨礼拜五⟩病例讨论 ⟨晚上七点半⟩", at(wd(5), 19, 30), cat=c)
    T("⟦4月20号上午十点⟧去领馆面签", at(ymd(2028, 4, 20), 10), cat=c)
    T("⟦下周三晚上六点到八点⟧球队训练", cr(wk(1, 3), 18, 0, 20, 0), cat=c)
    c = "clock"
    T("⟦八点⟧跟旅行社视频", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:40 reads 20:00 tonight")
    T("⟦七点⟧夜班交接", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:40 has passed: tomorrow 19:00")
    T("⟦九点半⟧给宠物店回电话", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 19:40 reads 21:30 tonight")
    T("⟦今晚十一点⟧值班", at(today(), 23), cat=c)
    T("⟦凌晨两点⟧去病房看一眼", at(rel(1), 2), cat=c, unsure="凌晨 + hour with no day: the coming night, 04-05")
    c = "rollover"
    T("⟦周二晚上⟧家长会", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周二晚上 said Tuesday 19:40 is in progress: today")
    T("⟦周二下午⟧的门诊", pod(wk(1, 2), "下午"), cat=c, conv="rollover-part", unsure="周二下午 said Tuesday 19:40 is over: next Tuesday")
    c = "deadline"
    T("⟦五一前⟧把签证办下来", deadline_day(ymd(2028, 5, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦月底前⟧交诊所房租", deadline_day(ymd(2028, 4, 30)), cat=c, conv="zh-qian-inclusive")
    T("⟦十天内⟧把机票订了", ndays(10), cat=c, conv="n-days-counting-today")
    T("⟦今晚十点前⟧把保险单发过去", deadline_clock(dt(today(), 22)), cat=c)
    c = "holiday"
    T("⟦清明节后一天⟧门诊照常", P(ymd(2028, 4, 5)), cat=c)
    T("⟦谷雨那天⟧搞义诊", P(ymd(2028, 4, 19)), cat=c)
    T("⟦复活节⟧那周去罗马", P(ymd(2028, 4, 16)), cat=c, unsure="the entity is 复活节 itself; 那周 left as context")
    T("⟦劳动节⟧出发", P(ymd(2028, 5, 1)), cat=c)
    c = "duration"
    T("⟦二十五分钟后⟧给病人回电话", after(td(minutes=25)), cat=c)
    T("⟦三天后⟧拿签证", P(rel(3)), cat=c)
    c = "range"
    T("⟦4月20号到23号⟧去广州开医学会议", dr(ymd(2028, 4, 20), ymd(2028, 4, 23)), cat=c)
    T("⟦下下周⟧都在罗马", week_range(2), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周日⟧有主场比赛", P(nth(2028, 5, 2, 7)), cat=c)
    c = "numeric-date"
    T("⟦4.18⟧ 打疫苗", P(ymd(2028, 4, 18)), cat=c)
    c = "traditional"
    T("⟦週四晚上八點⟧病例討論", at(wd(4), 20), cat=c)
    c = "coordination"
    T("⟦周三⟧和⟦周六⟧训练", P(wd(3)), P(wd(6)), cat=c)
    c = "none"
    T("球衣要16件 M码10件 L码6件", cat=c)
    T("签证申请号 VN8830271", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦今天上午⟧收的诊费", pod(today(), "上午"), cat=c)
    T("⟦上周日⟧买的球衣", P(wk(-1, 7)), cat=c)
    T("⟦周一⟧进的药", P(wd(1)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "clock"
    T("⟦八点⟧分拣", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:20 reads 08:00 today (Saturday)")
    T("⟦一点⟧比赛开球", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:20 reads 13:00 today")
    T("⟦凌晨三点⟧起来看航班", at(today(), 3), cat=c, unsure="凌晨三点 with no day at 00:20: today 03:00, still ahead")
    T("⟦今晚七点⟧家长群开会", at(today(), 19), cat=c,
      unsure="said Saturday 00:20: 今晚 read as Saturday evening, though a person still up may mean Friday night")
    c = "composition"
    T("⟦明天上午十点⟧主场比赛", at(rel(1), 10), cat=c, unsure="明天 said at 00:20 Saturday: Sunday 09-17")
    T("⟦周六上午九点到十二点⟧分拣", cr(today(), 9, 0, 12, 0), cat=c, unsure="周六 said at 00:20 Saturday: today")
    T("⟨下周二⟩训练 ⟨傍晚五点半开始⟩", at(wk(1, 2), 17, 30), cat=c)
    T("⟦9月25号早上七点⟧的航班", at(ymd(2028, 9, 25), 7), cat=c)
    c = "rollover"
    T("⟦周五晚上⟧训练", pod(wd(5), "晚上"), cat=c, conv="rollover-part",
      unsure="周五晚上 said Saturday 00:20 is over: next Friday 09-22")
    T("⟦这周末⟧两场比赛", dr(today(), rel(1)), cat=c, unsure="said Saturday 00:20: the weekend is today and tomorrow")
    c = "deadline"
    T("⟦国庆前⟧把宠物寄养订好", deadline_day(ymd(2028, 10, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦下周五之前⟧交球衣钱", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦本周内⟧把捐赠清单整理好", deadline_day(wd(7)), cat=c, conv="week-monday-sunday",
      unsure="said Saturday: this week is today and Sunday")
    T("⟦两小时内⟧回酒店邮件", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "holiday"
    T("⟦中秋⟧给球员发月饼", P(ymd(2028, 10, 3)), cat=c)
    T("⟦秋分那天⟧有医学讲座", P(ymd(2028, 9, 22)), cat=c)
    T("⟦国庆节前一天⟧飞大阪", P(ymd(2028, 9, 30)), cat=c)
    c = "range"
    T("⟦下旬⟧分拣排班", xun(2028, 9, 3), cat=c, conv="month-parts")
    T("⟦10月1号到7号⟧在日本", dr(ymd(2028, 10, 1), ymd(2028, 10, 7)), cat=c)
    T("⟦四季度⟧的采购预算", quarter(2028, 4), cat=c, conv="quarters")
    c = "duration"
    T("⟦一个半小时后⟧叫我", after(td(minutes=90)), cat=c)
    T("⟦两周后⟧联赛开打", P(rel(14)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧募捐活动", P(nth(2028, 10, 1, 6)), cat=c)
    T("⟦这个月最后一个周日⟧决赛", P(lastwd(2028, 9, 7)), cat=c)
    c = "numeric-date"
    T("⟦10/2⟧ 京都一日游", P(ymd(2028, 10, 2)), cat=c)
    c = "traditional"
    T("⟦禮拜天下午三點⟧比賽", at(wd(7), 15), cat=c)
    c = "coordination"
    T("⟦周二⟧、⟦周四⟧晚上训练", pod(wd(2), "晚上"), pod(wd(4), "晚上"), cat=c, conv="distribute")
    c = "none"
    T("今天分拣了1200公斤", cat=c)
    T("球队一共18个人 替补4个", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦昨晚⟧收的募捐", pod(rel(-1), "晚上"), cat=c, unsure="昨晚 said Saturday 00:20: Friday evening")
    T("⟦周四⟧买的菜", P(wd(4)), cat=c)
    T("⟦教师节⟧那天收的锦旗", P(ymd(2028, 9, 10)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦七点⟧家长会", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:45 reads 19:00 today")
    T("⟦八点⟧开门诊", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("⟦早上七点⟧去送狗", at(rel(1), 7), cat=c, unsure="早上七点 with no day has passed at 07:45: tomorrow")
    c = "composition"
    T("⟦明天下午三点⟧给张阿姨体检", at(rel(1), 15), cat=c)
    T("⟦8月12号上午十点⟧打比赛", at(ymd(2028, 8, 12), 10), cat=c)
    T("⟨周四⟩出诊去李村 ⟨下午两点⟩", at(wd(4), 14), cat=c)
    T("⟦周一上午十点⟧继续教育网课", at(today(), 10), cat=c)
    c = "rollover"
    T("⟦周一早上⟧先去分拣", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周一早上 said Monday 07:45 is in progress: today")
    c = "deadline"
    T("⟦8月10号前⟧交签证材料", deadline_day(ymd(2028, 8, 10)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把药品进货单签了", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("⟦月底前⟧交继续教育学分", deadline_day(ymd(2028, 8, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦未来一周⟧的门诊排班", ndays(7), cat=c, conv="n-days-counting-today")
    c = "range"
    T("⟦月初⟧那几天分拣人手不够", xun(2028, 8, 1), cat=c, conv="month-parts")
    T("⟦这个月第一周⟧都在值班", dr(ymd(2028, 8, 1), ymd(2028, 8, 7)), cat=c, conv="first-week")
    T("⟦下半个月⟧去欧洲", dr(ymd(2028, 8, 16), ymd(2028, 8, 31)), cat=c, conv="half-month")
    c = "holiday"
    T("⟦立秋⟧给队员买西瓜", P(today()), cat=c, unsure="立秋 is today")
    T("⟦七夕⟧那天飞巴黎", P(ymd(2028, 8, 26)), cat=c)
    T("⟦处暑⟧前后换季体检", P(ymd(2028, 8, 22)), cat=c, unsure="前后 after a day read as around that day")
    c = "duration"
    T("⟦半个钟头后⟧出门", after(td(minutes=30)), cat=c)
    T("⟦十天后⟧出发", P(rel(10)), cat=c)
    c = "arithmetic"
    T("⟦这个月第三个周六⟧杯赛", P(nth(2028, 8, 3, 6)), cat=c)
    T("⟦大大后天⟧病例讨论", P(rel(4)), cat=c)
    c = "numeric-date"
    T("⟦8.15⟧ 续保", P(ymd(2028, 8, 15)), cat=c)
    T("⟦20280820⟧ 去领馆", P(ymd(2028, 8, 20)), cat=c, conv="eight-digit-date")
    c = "traditional"
    T("⟦下週三早上八點⟧體檢", at(wk(1, 3), 8), cat=c)
    c = "coordination"
    T("⟦周二⟧跟⟦周四⟧都要出诊", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("进了50盒阿莫西林", cat=c)
    T("俯卧撑30个 做三组", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦建军节⟧那天收的捐款", P(ymd(2028, 8, 1)), cat=c)
    T("⟦上周六⟧买的训练锥", P(wk(-1, 6)), cat=c)
    T("⟦今天早上⟧的诊费", pod(today(), "早上"), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("extra clinic hours ⟦tmrw 9am⟧", at(rel(1), 9), cat=c)
    T("home visits ⟦thurs 2-5pm⟧", cr(wd(4), 14, 0, 17, 0), cat=c)
    T("⟨friday⟩ case mtg ⟨7:30pm⟩", at(wd(5), 19, 30), cat=c)
    T("visa interview ⟦4/20 at 10am⟧", at(ymd(2028, 4, 20), 10), cat=c, conv="en-month-first")
    T("team practice ⟦next wed 6-8pm⟧", cr(wk(1, 3), 18, 0, 20, 0), cat=c)
    c = "clock"
    T("call w/ the travel agent ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:40 reads 20:00 tonight")
    T("on-call handover ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:40 has passed: tomorrow 19:00")
    T("call the kennel back ⟦at 9:30⟧", P(bare_clock(9, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 19:40 reads 21:30 tonight")
    T("on call ⟦11pm tonight⟧", at(today(), 23), cat=c)
    T("check on the ward ⟦2am⟧", at(rel(1), 2), cat=c, unsure="2am with no day: the coming night, 04-05")
    c = "rollover"
    T("parents mtg ⟦tuesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="tuesday night said Tuesday 19:40 is in progress: today")
    T("clinic ⟦tuesday afternoon⟧", pod(wk(1, 2), "afternoon"), cat=c, conv="rollover-part", unsure="tuesday afternoon said Tuesday 19:40 is over: next Tuesday")
    c = "deadline"
    T("get the visas sorted ⟦before may 1⟧", deadline_day(ymd(2028, 4, 30)), cat=c, conv="en-before-exclusive")
    T("clinic rent due ⟦by the end of the month⟧", deadline_day(ymd(2028, 4, 30)), cat=c)
    T("book flights ⟦within 10 days⟧", ndays(10), cat=c, conv="n-days-counting-today")
    T("send the insurance form ⟦by 10pm⟧", deadline_clock(dt(today(), 22)), cat=c)
    c = "holiday"
    T("clinic closed ⟦good friday⟧", P(ymd(2028, 4, 14)), cat=c)
    T("in rome for ⟦easter⟧", P(ymd(2028, 4, 16)), cat=c)
    T("free screening day ⟦the monday after easter⟧", P(ymd(2028, 4, 17)), cat=c)
    T("brunch w/ mom and the kids ⟦mother's day⟧", P(ymd(2028, 5, 14)), cat=c)
    c = "duration"
    T("call the patient back ⟦in 25 min⟧", after(td(minutes=25)), cat=c)
    T("pick up passports ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "range"
    T("medical conference in boston ⟦apr 20-23⟧", dr(ymd(2028, 4, 20), ymd(2028, 4, 23)), cat=c)
    T("in rome ⟦the week after next⟧", week_range(2), cat=c)
    c = "arithmetic"
    T("home game ⟦the second sunday of may⟧", P(nth(2028, 5, 2, 7)), cat=c)
    c = "numeric-date"
    T("flu shots ⟦4/18⟧", P(ymd(2028, 4, 18)), cat=c, conv="en-month-first")
    c = "coordination"
    T("practice ⟦wed⟧ and ⟦sat⟧", P(wd(3)), P(wd(6)), cat=c)
    c = "none"
    T("need 16 jerseys, 10 medium 6 large", cat=c)
    T("visa application # VN8830271", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("copays collected ⟦this morning⟧", pod(today(), "morning"), cat=c)
    T("jerseys i bought ⟦last sunday⟧", P(wk(-1, 7)), cat=c)
    T("meds order ⟦monday⟧", P(wd(1)), cat=c)

with use(now=NB, pref="future", **E):
    c = "clock"
    T("sorting shift ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:20 reads 08:00 today (Saturday)")
    T("kickoff ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:20 reads 13:00 today")
    T("check the flight status ⟦3am⟧", at(today(), 3), cat=c, unsure="3am with no day at 00:20: today 03:00, still ahead")
    T("parents group call ⟦tonight at 7⟧", at(today(), 19), cat=c,
      unsure="said Saturday 00:20: tonight read as Saturday evening, though a person still up may mean Friday night")
    c = "composition"
    T("home game ⟦tmrw 10am⟧", at(rel(1), 10), cat=c, unsure="tmrw said at 00:20 Saturday: Sunday 09-17")
    T("sorting ⟦sat 9am-12pm⟧", cr(today(), 9, 0, 12, 0), cat=c, unsure="sat said at 00:20 Saturday: today")
    T("⟨next tue⟩ practice, starts ⟨5:30pm⟩", at(wk(1, 2), 17, 30), cat=c)
    T("flight ⟦sept 25 at 7am⟧", at(ymd(2028, 9, 25), 7), cat=c)
    c = "rollover"
    T("practice ⟦friday night⟧", pod(wd(5), "night"), cat=c, conv="rollover-part",
      unsure="friday night said Saturday 00:20 is over: next Friday 09-22")
    T("two matches ⟦this weekend⟧", dr(today(), rel(1)), cat=c, unsure="said Saturday 00:20: the weekend is today and tomorrow")
    c = "deadline"
    T("book the dog boarding ⟦by oct 1⟧", deadline_day(ymd(2028, 10, 1)), cat=c, conv="by-inclusive")
    T("jersey money due ⟦before next friday⟧", deadline_day(wk(1, 4)), cat=c, conv="en-before-exclusive")
    T("sort out the donation list ⟦by the end of the week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday",
      unsure="said Saturday: the week ends tomorrow")
    T("answer the hotel email ⟦within 2 hours⟧", deadline_clock(C.now + td(hours=2)), cat=c)
    c = "holiday"
    T("team party ⟦halloween⟧", P(ymd(2028, 10, 31)), cat=c)
    T("food drive ⟦columbus day⟧", P(ymd(2028, 10, 9)), cat=c)
    T("pantry closed ⟦thanksgiving⟧", P(ymd(2028, 11, 23)), cat=c)
    c = "range"
    T("sorting rota for ⟦late september⟧", xun(2028, 9, 3), cat=c, conv="month-parts")
    T("in japan ⟦oct 1-7⟧", dr(ymd(2028, 10, 1), ymd(2028, 10, 7)), cat=c)
    T("⟦q4⟧ purchasing budget", quarter(2028, 4), cat=c, conv="quarters")
    c = "duration"
    T("wake me ⟦in an hour and a half⟧ for the flight check", after(td(minutes=90)), cat=c)
    T("league starts ⟦two weeks from now⟧", P(rel(14)), cat=c)
    c = "arithmetic"
    T("food drive ⟦the first saturday of october⟧", P(nth(2028, 10, 1, 6)), cat=c)
    T("final ⟦the last sunday of the month⟧", P(lastwd(2028, 9, 7)), cat=c)
    c = "numeric-date"
    T("kyoto day trip ⟦10/2⟧", P(ymd(2028, 10, 2)), cat=c, conv="en-month-first")
    c = "coordination"
    T("practice ⟦tue⟧ and ⟦thu⟧ evenings", pod(wd(2), "evening"), pod(wd(4), "evening"), cat=c, conv="distribute")
    c = "none"
    T("sorted 2,600 lbs today", cat=c)
    T("18 kids on the roster, 4 subs", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("donations from ⟦last night⟧", pod(rel(-1), "night"), cat=c, unsure="last night said Saturday 00:20: Friday evening")
    T("groceries ⟦thursday⟧", P(wd(4)), cat=c)
    T("paid the ref ⟦labor day⟧", P(ymd(2028, 9, 4)), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("parents mtg ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:45 reads 19:00 today")
    T("clinic opens ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour")
    T("drop the dog off ⟦7am⟧", at(rel(1), 7), cat=c, unsure="7am with no day has passed at 07:45: tomorrow")
    c = "composition"
    T("checkup for mrs patel ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c)
    T("match ⟦8/12 at 10am⟧", at(ymd(2028, 8, 12), 10), cat=c, conv="en-month-first")
    T("⟨thu⟩ house call out at the miller farm ⟨2pm⟩", at(wd(4), 14), cat=c)
    T("CME webinar ⟦monday 10am⟧", at(today(), 10), cat=c)
    c = "rollover"
    T("sorting shift first thing ⟦monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="monday morning said Monday 07:45 is in progress: today")
    c = "deadline"
    T("visa docs in ⟦by aug 10⟧", deadline_day(ymd(2028, 8, 10)), cat=c, conv="by-inclusive")
    T("sign the meds order ⟦this week⟧", deadline_day(wd(7)), cat=c, conv="week-monday-sunday")
    T("CME credits due ⟦by the end of the month⟧", deadline_day(ymd(2028, 8, 31)), cat=c)
    T("clinic schedule ⟦the next 7 days⟧", ndays(7), cat=c, conv="n-days-counting-today")
    c = "range"
    T("short on sorters ⟦early this month⟧", xun(2028, 8, 1), cat=c, conv="month-parts")
    T("on call ⟦the first week of august⟧", dr(ymd(2028, 8, 1), ymd(2028, 8, 7)), cat=c, conv="first-week")
    T("in europe ⟦the second half of the month⟧", dr(ymd(2028, 8, 16), ymd(2028, 8, 31)), cat=c, conv="half-month")
    c = "holiday"
    T("clinic closed ⟦labor day⟧", P(ymd(2028, 9, 4)), cat=c)
    T("costume game ⟦halloween⟧", P(ymd(2028, 10, 31)), cat=c)
    c = "duration"
    T("leave ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("we fly out ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "arithmetic"
    T("cup game ⟦the third saturday of august⟧", P(nth(2028, 8, 3, 6)), cat=c)
    T("case review ⟦4 days from now⟧", P(rel(4)), cat=c)
    c = "numeric-date"
    T("renew the insurance ⟦8/15⟧", P(ymd(2028, 8, 15)), cat=c, conv="en-month-first")
    T("consulate ⟦Aug. 20, 2028⟧", P(ymd(2028, 8, 20)), cat=c)
    c = "coordination"
    T("house calls ⟦tue⟧ and ⟦thu⟧", P(wd(2)), P(wd(4)), cat=c)
    c = "none"
    T("ordered 50 boxes of amoxicillin", cat=c)
    T("3 sets of 30 pushups", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("donation came in ⟦the 1st⟧", P(ymd(2028, 8, 1)), cat=c)
    T("cones i bought ⟦last saturday⟧", P(wk(-1, 6)), cat=c)
    T("copays ⟦this morning⟧", pod(today(), "morning"), cat=c)
