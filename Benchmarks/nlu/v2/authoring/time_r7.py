"""Round 7 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Everyday life as typed or dictated: speech turned
into text (no punctuation, fillers, numbers as words), code-switching (3pm 有个 meeting, hotpot 7pm fri), British
English (dd/mm over 12, a fortnight, at the weekend), traditional characters and Taiwan / Hong Kong phrasing, and
typos a reader still understands (tomorow, wendesday)."""
from lib import *

# Round 7 reference times
NA = "2030-12-28T15:20:00"  # Saturday afternoon in the last week of 2030: next week crosses into 2031; 元旦 = 腊八 (Wed)
NB = "2030-02-02T09:30:00"  # Saturday morning, 除夕 2030: 春节 tomorrow (Sunday 02-03), 立春 = 初二 on Monday 02-04
NC = "2030-04-22T08:30:00"  # Monday morning, Easter Monday (a UK bank holiday): morning in progress, bare 8 is past
ND = "2030-07-01T00:10:00"  # Monday, ten minutes after midnight on the first of a month, quarter and half-year
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# Lunar festivals and solar terms of 2030/2031 (lunar-python: Lunar.fromYmd(...).getSolar(), getJieQiTable()).
L30 = {"除夕": ymd(2030, 2, 2), "春节": ymd(2030, 2, 3), "初二": ymd(2030, 2, 4), "初三": ymd(2030, 2, 5),
       "初五": ymd(2030, 2, 7), "初六": ymd(2030, 2, 8), "初八": ymd(2030, 2, 10), "元宵": ymd(2030, 2, 17),
       "立春": ymd(2030, 2, 4), "龙抬头": ymd(2030, 3, 5), "清明": ymd(2030, 4, 5), "谷雨": ymd(2030, 4, 20),
       "立夏": ymd(2030, 5, 5), "端午": ymd(2030, 6, 5), "夏至": ymd(2030, 6, 21), "小暑": ymd(2030, 7, 7),
       "七夕": ymd(2030, 8, 5), "中秋": ymd(2030, 9, 12), "重阳": ymd(2030, 10, 5), "冬至": ymd(2030, 12, 22)}
L31 = {"腊八": ymd(2031, 1, 1), "小寒": ymd(2031, 1, 5), "小年": ymd(2031, 1, 16), "除夕": ymd(2031, 1, 22),
       "春节": ymd(2031, 1, 23)}

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref="future", **Z):
    T("嗯 那个 ⟨明天⟩⟨下午三点半⟩去接我妈", at(rel(1), 15, 30), cat=c)
    T("⟨周一⟩⟨3pm⟩有个meeting", at(wd(1), 15), cat=c)
    T("⟨下礼拜四⟩⟨早上八点半⟩去体检", at(wk(1, 4), 8, 30), cat=c)
    T("就是⟨后天⟩然后呢⟨晚上七点⟩跟老同学吃饭", at(rel(2), 19), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟨大年初二⟩ ⟨十点钟⟩去外婆家拜年", at(L30["初二"], 10), cat=c, conv="bare-hour")
    T("⟨初五⟩⟨晚上6点⟩跟同学聚个餐", at(L30["初五"], 18), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟨这周五⟩⟨晚上八点⟩去看live", at(wk(0, 5), 20), cat=c)
    T("⟨周三⟩call一下老板 ⟨下午两点⟩", at(wd(3), 14), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟨今天⟩⟨早上八点⟩有个call别忘了", at(today(), 8), cat=c)
    T("⟨礼拜四⟩⟨下午两点⟩面试", at(wd(4), 14), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    T("⟦12月30号到1月3号⟧在三亚", dr(ymd(2030, 12, 30), ymd(2031, 1, 3)), cat=c)
    T("⟦下周一到周三⟧请年假", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦初一到初六⟧都在老家", dr(L30["春节"], L30["初六"]), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦4月27号到5月5号⟧去云南玩", dr(ymd(2030, 4, 27), ymd(2030, 5, 5)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦这个月15号到20号⟧出差", dr(ymd(2030, 7, 15), ymd(2030, 7, 20)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    T("⟦年底前⟧把账对完", deadline_day(ymd(2030, 12, 31)), cat=c)
    T("⟦元旦之前⟧把PPT发给老板", deadline_day(ymd(2031, 1, 1)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="future", **Z):
    T("⟦初八之前⟧得回到上海", deadline_day(L30["初八"]), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="future", **Z):
    T("⟦五一前⟧交房租", deadline_day(ymd(2030, 5, 1)), cat=c, conv="zh-qian-inclusive")
    T("⟦下午五点前⟧把report发出去", deadline_clock(dt(today(), 17)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦这个月之内⟧把驾照换了", deadline_day(month_end()), cat=c)
    T("⟦未来三天⟧有没有空", ndays(3), cat=c, conv="n-days-counting-today")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    T("⟦下个月第一个周五⟧团建", P(nth(2031, 1, 1, 5)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦元宵节后一天⟧上班", P(L30["元宵"] + td(days=1)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦五一后的第一个周一⟧开始新项目", P(ymd(2030, 5, 6)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦这个月最后一个周五⟧发工资", P(lastwd(2030, 7, 5)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    T("⟦半个钟头后⟧提醒我关火", after(td(minutes=30)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦一个半小时以后⟧出门", after(td(minutes=90)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦两周后⟧去复查", P(rel(14)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦三天以后⟧交稿", P(rel(3)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    T("⟦晚上八点一刻⟧开始", at(today(), 20, 15), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦十一点三刻⟧吃午饭", at(today(), 11, 45), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    T("⟦差五分九点⟧到公司", at(today(), 8, 55), cat=c, conv="bare-hour")
with use(now=ND, pref="future", **Z):
    T("⟦早上七点零五分⟧的航班", at(today(), 7, 5), cat=c)
    T("⟦十二点半⟧去食堂吃午饭", at(today(), 12, 30), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    T("⟦1.5⟧回上海", P(ymd(2031, 1, 5)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦2030.2.10⟧开工", P(ymd(2030, 2, 10)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦5/20⟧订个餐厅", P(ymd(2030, 5, 20)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦20300715⟧交材料", P(ymd(2030, 7, 15)), cat=c, conv="eight-digit-date")

c = "traditional"
with use(now=NA, pref="future", **Z):
    T("⟦下禮拜五⟧要開會", P(wk(1, 5)), cat=c)
    T("⟨後天⟩⟨早上八點半⟩去機場", at(rel(2), 8, 30), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦這個週末⟧回台中", dr(wd(6), wd(7)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦禮拜六晚上七點⟧吃飯", at(wd(6), 19), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦這個月底⟧搬家", P(month_end()), cat=c, conv="month-end-bare")
    T("⟦兩個禮拜後⟧回香港", P(rel(14)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **Z):
    T("⟦周六上午十点⟧去爬山", at(wk(1, 6), 10), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦礼拜一早上八点⟧交周报", at(wk(1, 1), 8), cat=c)
with use(now=NA, pref="past", **Z):
    T("⟦周六中午⟧吃饭花了88", at(today(), 12), cat=c)
with use(now=ND, pref="past", **Z):
    T("⟦周日晚上⟧打车花了45", pod(rel(-1), "晚上"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    T("⟦腊八⟧喝腊八粥", P(L31["腊八"]), cat=c)
    T("⟦除夕⟧回老家", P(L31["除夕"]), cat=c)
    T("⟦元旦⟧去看升旗", P(ymd(2031, 1, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦情人节⟧订个花", P(ymd(2030, 2, 14)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦端午节⟧回家", P(L30["端午"]), cat=c)
    T("⟦立夏⟧那天称体重", P(L30["立夏"]), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦七夕⟧给老婆买礼物", P(L30["七夕"]), cat=c)
    T("⟦中秋节晚上⟧赏月", pod(L30["中秋"], "晚上"), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    T("⟦周一⟧和⟦周二⟧要加班", P(wd(1)), P(wd(2)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦周三⟧、⟦周五⟧去健身", P(wd(3)), P(wd(5)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦7月8号⟧、⟦9号⟧出差", P(ymd(2030, 7, 8)), P(ymd(2030, 7, 9)), cat=c, conv="distribute")

c = "none"
with use(now=NC, pref="future", **Z):
    T("我们班有45个人", cat=c)
    T("房间号是1208", cat=c)
    T("买了2斤苹果", cat=c)

# =============================================================================== English
c = "composition"
with use(now=NA, pref="future", **E):
    T("um so ⟨tomorrow⟩ uh ⟨three thirty pm⟩ pick up mom from the airport", at(rel(1), 15, 30), cat=c)
    T("⟨monday⟩ ⟨at nine in the morning⟩ dentist", at(wd(1), 9), cat=c)
    T("hotpot with Lily ⟨7pm⟩ ⟨fri⟩", at(wd(5), 19), cat=c)
with use(now=NB, pref="future", **E):
    T("⟨tomorow⟩ ⟨at 10⟩ brunch with the Wongs", at(rel(1), 10), cat=c, conv="bare-hour")
    T("⟨wendesday⟩ ⟨6:30pm⟩ yoga", at(wd(3), 18, 30), cat=c)
with use(now=NC, pref="future", **E):
    T("so yeah ⟨thursday⟩ like ⟨two pm⟩ the plumber's coming", at(wd(4), 14), cat=c)
    T("⟨friday⟩ ⟨half past seven⟩ dinner at Jamie's", at(wd(5), 19, 30), cat=c, conv="bare-hour")
with use(now=ND, pref="future", **E):
    T("⟨this thursday⟩ ⟨at noon⟩ cookout", at(wk(0, 4), 12), cat=c)
    T("⟨tuesday⟩ ⟨eight fifteen am⟩ standup", at(wd(2), 8, 15), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    T("visiting my folks ⟦dec 30 - jan 2⟧", dr(ymd(2030, 12, 30), ymd(2031, 1, 2)), cat=c)
with use(now=NB, pref="future", **E):
    T("out of town ⟦feb 11 thru 15⟧", dr(ymd(2030, 2, 11), ymd(2030, 2, 15)), cat=c)
with use(now=NC, pref="future", **E):
    T("we're at the coast ⟦at the weekend⟧", dr(wd(6), wd(7)), cat=c,
      unsure="British 'at the weekend' read as the coming Saturday–Sunday")
with use(now=ND, pref="future", **E):
    T("lake house ⟦july 4th to 7th⟧", dr(ymd(2030, 7, 4), ymd(2030, 7, 7)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **E):
    T("book the flights ⟦by new year's eve⟧", deadline_day(ymd(2030, 12, 31)), cat=c, conv="by-inclusive")
    T("return the sweater ⟦before jan 3⟧", deadline_day(ymd(2031, 1, 2)), cat=c, conv="en-before-exclusive")
with use(now=NB, pref="future", **E):
    T("get the visa sorted ⟦within a fortnight⟧", ndays(14), cat=c, conv="n-days-counting-today",
      unsure="a fortnight counted as 14 days like 'within 14 days'")
with use(now=NC, pref="future", **E):
    T("pay the council tax ⟦by end of april⟧", deadline_day(ymd(2030, 4, 30)), cat=c, conv="by-inclusive")
    T("send it over ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
with use(now=ND, pref="future", **E):
    T("renew the passport ⟦in the next two weeks⟧", ndays(14), cat=c, conv="n-days-counting-today")
with use(now=ND, pref="past", **E):
    T("how much have I spent ⟦so far this year⟧", dr(ymd(2030, 1, 1), today()), cat=c, conv="since")

c = "arithmetic"
with use(now=NA, pref="future", **E):
    T("⟦the first monday of january⟧ back to work", P(nth(2031, 1, 1, 1)), cat=c)
with use(now=NB, pref="future", **E):
    T("⟦the friday after valentine's⟧ game night", P(ymd(2030, 2, 15)), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦the last friday of may⟧ leaving do", P(lastwd(2030, 5, 5)), cat=c)
with use(now=ND, pref="future", **E):
    T("⟦the day after the fourth⟧ I'm off", P(ymd(2030, 7, 5)), cat=c)

c = "duration"
with use(now=NA, pref="future", **E):
    T("take the cake out ⟦in forty five minutes⟧", after(td(minutes=45)), cat=c)
    T("⟦Monday week⟧ the builders start", P(wk(1, 1) + td(days=7)), cat=c,
      unsure="British 'Monday week' read as a week after the coming Monday (CONVENTIONS.md is silent)")
with use(now=NB, pref="future", **E):
    T("dentist recall ⟦a fortnight from today⟧", P(rel(14)), cat=c)
with use(now=NC, pref="future", **E):
    T("call me back ⟦in like twenty minutes⟧", after(td(minutes=20)), cat=c)
with use(now=ND, pref="future", **E):
    T("⟦three weeks from today⟧ the cast comes off", P(rel(21)), cat=c)

c = "clock"
with use(now=NA, pref="future", **E):
    T("drinks ⟦quarter past eight tonight⟧", at(today(), 20, 15), cat=c)
with use(now=NB, pref="future", **E):
    T("meet me ⟦twenty to twelve⟧", at(today(), 11, 40), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **E):
    T("the call's at ⟦nine fifteen⟧", at(today(), 9, 15), cat=c, conv="bare-hour")
with use(now=ND, pref="future", **E):
    T("lunch ⟦half past twelve⟧", at(today(), 12, 30), cat=c)
    T("pick up ⟦ten to six⟧", at(today(), 17, 50), cat=c, conv="bare-hour")

c = "numeric-date"
with use(now=NA, pref="future", **E):
    T("flight back ⟦14/1⟧", P(ymd(2031, 1, 14)), cat=c, conv="day-first-when-over-12")
    T("party ⟦31/12⟧ at ours", P(ymd(2030, 12, 31)), cat=c, conv="day-first-when-over-12")
with use(now=NB, pref="future", **E):
    T("dinner res ⟦2/14⟧", P(ymd(2030, 2, 14)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    T("MOT due ⟦25/5⟧", P(ymd(2030, 5, 25)), cat=c, conv="day-first-when-over-12")
with use(now=ND, pref="future", **E):
    T("vet ⟦7/10⟧", P(ymd(2030, 7, 10)), cat=c, conv="en-month-first")
    T("wedding ⟦Sat, Jul 13⟧", P(ymd(2030, 7, 13)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **E):
    T("⟦saturday 11am⟧ farmers market", at(wk(1, 6), 11), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦monday 8am⟧ gym", at(wk(1, 1), 8), cat=c)
with use(now=NA, pref="past", **E):
    T("⟦saturday morning⟧ coffee was 6", R(dt(today(), 6), dt(today(), 11), "hour"), cat=c)
with use(now=ND, pref="past", **E):
    T("⟦sunday night⟧ takeout 32", pod(rel(-1), "night"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **E):
    T("brunch ⟦new year's day⟧", P(ymd(2031, 1, 1)), cat=c)
    T("⟦MLK day⟧ volunteering", P(holiday_in("mlk", 2031)), cat=c)
with use(now=NB, pref="future", **E):
    T("dumplings at Mei's for ⟦chinese new year⟧", P(L30["春节"]), cat=c,
      unsure="English 'Chinese New Year' read as 春节 (CONVENTIONS.md lists only the Chinese name)")
    T("⟦presidents day⟧ sale", P(holiday_in("presidents", 2030)), cat=c)
with use(now=NC, pref="future", **E):
    T("⟦mother's day⟧ lunch", P(holiday_in("mothers", 2030)), cat=c)
with use(now=ND, pref="future", **E):
    T("fireworks ⟦the fourth of july⟧", P(ymd(2030, 7, 4)), cat=c)
    T("⟦labor day⟧ road trip", P(holiday_in("labor", 2030)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    T("either ⟦mon⟧ or ⟦tue⟧ for the haircut", P(wd(1)), P(wd(2)), cat=c)
with use(now=NC, pref="future", **E):
    T("gym ⟦wed⟧ and ⟦fri⟧", P(wd(3)), P(wd(5)), cat=c)
with use(now=ND, pref="future", **E):
    T("⟦the 8th⟧ or ⟦the 9th⟧ for the movers", P(ymd(2030, 7, 8)), P(ymd(2030, 7, 9)), cat=c)

c = "none"
with use(now=NC, pref="future", **E):
    T("we're in flat 12B", cat=c)
    T("we lost two nil", cat=c)
    T("my kid is 7", cat=c)
