"""Round 50 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a freelance interior designer (site
visits and client meetings at set clocks, a furniture delivery window, a contractor's visit, a trade fair over several
days in another city), a university student who works weekend shifts at a cinema and plays in a football league
(lectures, matches, shifts, training) and an elderly woman who looks after her husband after a stroke (physiotherapy
and doctor's visits, a carer's days, medicines) use inside requests: a day and a clock together or apart, clock
ranges, deadlines, parts of months, durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts
of the day in progress, over or ahead, coordination, and rows with no time (rep counts, sizes, weights, order numbers).

Reference times (new in this round; weekdays, lunar dates and solar terms checked with Python's datetime and
lunar-python — PyEphem was not available to cross-check the solar terms this round):
  NA = 2062-09-15T13:05 Friday, 八月十三 (lunar-python), just after lunch: 下午 / 周五下午 / "friday afternoon" in
       progress, 周五上午 / "friday morning" and 周五上午十点 / "friday 10am" over (next week 09-22), 周五晚上 ahead
       (today); a bare 1 has just passed (tomorrow 13:00), a bare 2 is ahead (14:00), a bare 12 reads tomorrow's noon, a
       bare 8 20:00; this weekend 09-16/17 starts tomorrow, next week 09-18 … 09-24; 中秋 Sunday 09-17 (lunar-python;
       中秋前 = today … 09-17), 秋分 Saturday 09-23 (lunar-python), 下旬 09-21 … 09-30, 月底 Saturday 09-30, 国庆
       Sunday 10-01 (国庆前 = today … 10-01, "before oct 1" = today … 09-30), 寒露 10-08, Columbus Day 10-09, 重阳
       Wednesday 10-11 (lunar-python); looking back: Labor Day 09-04, 白露 09-07, 教师节 Sunday 09-10, 上周六 / "last
       saturday" 09-09, 周三 / "wednesday" 09-13, August = "last month", Q3 = "this quarter".
  NB = 2063-01-01T00:40 Monday, 元旦 / New Year's Day forty minutes old, 腊月初二 (lunar-python): 凌晨 in progress
       (周一凌晨 today); 凌晨三点 / "3am" and 早上七点 / "7am" with no day are today; a bare 8 reads 08:00 today, a bare
       1 13:00 today, a bare 12 today's noon; 今晚 / "tonight" is the evening of the 1st, 昨晚 / "last night" New Year's
       Eve (flagged), 明天 / "tmrw" 01-02 (flagged); "this week" / 这周内 = 01-01 … 01-07 begins today, next week
       01-08 … 01-14; 上旬 01-01 … 01-10, 本月至今 / "month to date" today alone, 去年 / "last year" 2062, 上个月 / "last
       month" December 2062; 小寒 Friday 01-05, 腊八 Sunday 01-07 (腊八前 = today … 01-07), MLK Day 01-15, 大寒 01-20,
       小年 Monday 01-22 (northern date), 除夕 Sunday 01-28, 春节 01-29 (all lunar-python); looking back: Christmas 12-25,
       冬至 12-21 (lunar-python), 上周五 / "last friday" 12-29.
  NC = 2062-04-26T20:50 Wednesday, 三月十七 (lunar-python), late evening: 晚上 / 今晚 / 周三晚上 / "wednesday night"
       in progress, 周三下午 / "wednesday afternoon" over (next week 05-03); a bare 9 reads 21:00 tonight, a bare 10
       22:00, a bare 8 has passed both ways (tomorrow 08:00), a bare 12 tomorrow's noon; 凌晨两点 / "2am" with no day
       = 04-27 02:00; 下旬 04-21 … 04-30 now, 月底 Sunday 04-30 = the end of this weekend (04-29/30); 五一 Monday 05-01
       opens next week (05-01 … 05-07; 五一前 = today … 05-01, "before may 1" = today … 04-30); 青年节 Thursday 05-04,
       立夏 = Cinco de Mayo Friday 05-05 (lunar-python), Mother's Day 05-14, Memorial Day 05-29; looking back: 谷雨
       Thursday 04-20 (lunar-python), Easter 03-26, 上周日 / "last sunday" 04-23, 周一 / "monday" 04-24, March = "last
       month".
"""
from lib import *

NA = "2062-09-15T13:05:00"  # Friday 13:05: 下午 in progress, bare 1 → tomorrow, bare 2 → 14:00
NB = "2063-01-01T00:40:00"  # Monday 00:40, 元旦: 凌晨 in progress, bare 8 → 08:00 today
NC = "2062-04-26T20:50:00"  # Wednesday 20:50: 晚上 in progress, bare 9 → 21:00, bare 8 → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
ZHONGQIU62 = ymd(2062, 9, 17)
QIUFEN62 = ymd(2062, 9, 23)
GUOQING62 = ymd(2062, 10, 1)
JIAOSHI62 = ymd(2062, 9, 10)
XIAOHAN63 = ymd(2063, 1, 5)
LABA63 = ymd(2063, 1, 7)
XIAONIAN63 = ymd(2063, 1, 22)
DONGZHI62 = ymd(2062, 12, 21)
WUYI62 = ymd(2062, 5, 1)
LIXIA62 = ymd(2062, 5, 5)
GUYU62 = ymd(2062, 4, 20)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦今天下午三点半⟧ 去滨江花园工地", at(today(), 15, 30), cat=c)
    T("⟨周六⟩ 沙发送货 ⟨下午一点到三点⟩", cr(wd(6), 13, 0, 15, 0), cat=c, unsure="周六 = tomorrow 09-16")
    T("⟦下周三下午两点到四点⟧ 老周做康复", cr(wk(1, 3), 14, 0, 16, 0), cat=c)
    c = "clock"
    T("⟦两点⟧ 跟陈太太视频", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 13:05 is ahead: 14:00 today")
    T("⟦一点⟧ 带老周下楼晒太阳", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:05 has just passed: tomorrow 13:00")
    T("⟦八点⟧ 球队开会", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:05 reads 20:00 tonight")
    c = "rollover"
    T("⟦周五上午⟧ 去工地验收", pod(wk(1, 5), "上午"), cat=c, conv="rollover-part", unsure="周五上午 said Friday 13:05 is over: next week 09-22")
    T("⟦周五下午⟧ 把效果图改完", pod(today(), "下午"), cat=c, conv="rollover-part", unsure="周五下午 said Friday 13:05 is in progress: today")
    c = "deadline"
    T("⟦国庆前⟧ 把客厅吊顶做完", deadline_day(GUOQING62), cat=c, conv="zh-qian-inclusive")
    T("⟦下旬⟧ 去上海看展", xun(2062, 9, 3), cat=c, conv="month-parts")
    T("⟦下午四点前⟧ 把报价发给王总", deadline_clock(dt(today(), 16)), cat=c)
    c = "holiday"
    T("⟦中秋⟧ 带老周回女儿家", P(ZHONGQIU62), cat=c, unsure="中秋 2062 = Sunday 09-17 (lunar-python)")
    T("⟦秋分⟧那天 客户搬新家", P(QIUFEN62), cat=c, unsure="秋分 2062 = 09-23 (lunar-python)")
    c = "arithmetic"
    T("⟦中秋后一天⟧ 工人回来开工", P(ZHONGQIU62 + td(days=1)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧ 给老周量血压", after(td(minutes=40)), cat=c)
    c = "range"
    T("⟦9月25号到27号⟧ 去上海看家居展", dr(ymd(2062, 9, 25), ymd(2062, 9, 27)), cat=c)
    c = "coordination"
    T("⟦下周二⟧、⟦周四上午九点⟧ 老周理疗", at(wk(1, 2), 9), at(wk(1, 4), 9), cat=c, conv="distribute")
    c = "none"
    T("老周今天抬腿做了三组 每组十五个", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦教师节⟧那天买的教材", P(JIAOSHI62), cat=c, unsure="教师节 = Sunday 09-10, looking back")
    T("⟦周三⟧买的瓷砖样品", P(wd(3)), cat=c, unsure="周三 said Friday, looking back = 09-13")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今晚七点⟧ 跟新客户吃饭", at(today(), 19), cat=c, unsure="今晚 said 00:40 on 01-01 = the evening of 01-01")
    T("⟨这周六⟩ 影院值班 ⟨下午两点到晚上十点⟩", cr(wd(6), 14, 0, 22, 0), cat=c, unsure="这周六 = 01-06")
    T("⟦明天下午两点⟧ 去陈太太家复尺", at(rel(1), 14), cat=c, unsure="said 00:40 on 01-01: 明天 read as 01-02 (flagged)")
    c = "clock"
    T("⟦早上七点⟧ 叫老周吃药", P(next_clock(7)), cat=c, unsure="早上七点 with no day said 00:40 is ahead: today 07:00")
    T("⟦凌晨三点⟧ 起来给老周翻身", P(next_clock(3)), cat=c, unsure="凌晨三点 with no day said 00:40 = today 03:00")
    T("⟦一点⟧ 球队聚餐", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:40 reads 13:00 today")
    c = "rollover"
    T("⟦周一晚上⟧ 联赛抽签", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周一晚上 said Monday 00:40 is ahead: today")
    c = "deadline"
    T("⟦腊八前⟧ 把轮椅还了", deadline_day(LABA63), cat=c, conv="zh-qian-inclusive", unsure="腊八 = 01-07 (lunar-python)")
    T("⟦这周内⟧ 把陈太太的图出了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="said Monday: 01-01 … 01-07")
    c = "holiday"
    T("⟦小年⟧ 护工回老家", P(XIAONIAN63), cat=c, conv="xiaonian-north", unsure="小年 = 腊月廿三 = 01-22 (lunar-python)")
    T("⟦小寒⟧ 轮椅到期", P(XIAOHAN63), cat=c, unsure="小寒 2063 = 01-05 (lunar-python)")
    c = "arithmetic"
    T("⟦这个月最后一个周五⟧ 去银行", P(lastwd(2063, 1, 5)), cat=c)
    c = "traditional"
    T("⟦下週三上午十點⟧ 老周複查", at(wk(1, 3), 10), cat=c)
    c = "none"
    T("新球鞋四十二码 护腿板M号", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦昨晚⟧跨年吃的烧烤", pod(rel(-1), "晚上"), cat=c, unsure="昨晚 said 00:40 on 01-01 = New Year's Eve (flagged)")
    T("⟦冬至⟧那天包的饺子", P(DONGZHI62), cat=c, unsure="冬至 2062 = 12-21 (lunar-python), looking back")
    c = "deadline"
    T("⟦去年⟧ 老周医药费", year_range(2062), cat=c)

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦下周四上午九点到十点半⟧ 老周理疗", cr(wk(1, 4), 9, 0, 10, 30), cat=c)
    T("⟨明天下午⟩ 家具送货 ⟨两点到五点⟩", cr(rel(1), 14, 0, 17, 0), cat=c, unsure="明天下午 and 两点到五点 said apart: one range")
    c = "clock"
    T("⟦九点⟧ 给王总发报价单", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:50 reads 21:00 tonight")
    T("⟦八点⟧ 带老周去理疗", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:50 has passed both ways: tomorrow 08:00")
    T("⟦凌晨两点⟧ 给老周喂药", P(next_clock(2)), cat=c, unsure="凌晨两点 with no day = the coming night 04-27 02:00")
    c = "rollover"
    T("⟦周三下午⟧ 带客户看样板间", pod(wk(1, 3), "下午"), cat=c, conv="rollover-part", unsure="周三下午 said Wednesday 20:50 is over: next week 05-03")
    T("⟦周三晚上⟧ 复习高数", pod(today(), "晚上"), cat=c, conv="rollover-part", unsure="周三晚上 said Wednesday 20:50 is in progress: today")
    c = "deadline"
    T("⟦五一前⟧ 把陈太太家收尾", deadline_day(WUYI62), cat=c, conv="zh-qian-inclusive")
    T("⟦月底前⟧ 交效果图", deadline_day(ymd(2062, 4, 30)), cat=c, conv="zh-qian-inclusive")
    c = "holiday"
    T("⟦立夏⟧那天 收冬衣", P(LIXIA62), cat=c, unsure="立夏 2062 = 05-05 (lunar-python)")
    T("⟦母亲节中午⟧ 陪我妈吃饭", at(hol("mothers"), 12), cat=c, unsure="母亲节 2062 = 05-14")
    c = "duration"
    T("⟦半小时后⟧ 给陈太太回电话", after(td(minutes=30)), cat=c)
    c = "numeric-date"
    T("⟦5.6⟧ 客户验收", P(ymd(2062, 5, 6)), cat=c)
    c = "coordination"
    T("⟦29号⟧⟦30号下午一点⟧ 影院上班", at(ymd(2062, 4, 29), 13), at(ymd(2062, 4, 30), 13), cat=c, conv="distribute")
    c = "traditional"
    T("⟦後天晚上七點⟧ 球隊訓練", at(rel(2), 19), cat=c)
    c = "none"
    T("老周今天走了两百步 扶着助行器", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦谷雨⟧那天买的油漆", P(GUYU62), cat=c, unsure="谷雨 2062 = 04-20 (lunar-python), looking back")
    T("⟦上周日⟧ 交的联赛报名费", P(wk(-1, 7)), cat=c, unsure="上周日 = 04-23")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("hendersons site visit ⟦today 3:30pm⟧", at(today(), 15, 30), cat=c)
    T("sofa delivery ⟨sat⟩, window ⟨1-3pm⟩", cr(wd(6), 13, 0, 15, 0), cat=c, unsure="sat = tomorrow 09-16; the day and the window said apart")
    T("frank's PT ⟦next wed 2-4pm⟧", cr(wk(1, 3), 14, 0, 16, 0), cat=c)
    c = "clock"
    T("video call w/ mrs. chen ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 13:05 is ahead: 14:00 today")
    T("take frank out ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:05 has just passed: tomorrow 13:00")
    T("team meeting ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:05 reads 20:00 tonight")
    c = "rollover"
    T("walkthrough ⟦friday morning⟧", pod(wk(1, 5), "morning"), cat=c, conv="rollover-part", unsure="friday morning said Friday 13:05 is over: next week 09-22")
    T("finish the renderings ⟦friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part", unsure="in progress: today")
    T("measure mr. walsh's living room ⟦friday 10am⟧", at(wk(1, 5), 10), cat=c, unsure="friday 10am said Friday 13:05 has passed: next week 09-22")
    c = "deadline"
    T("ceiling done ⟦before oct 1⟧", deadline_day(ymd(2062, 9, 30)), cat=c, conv="en-before-exclusive")
    T("send walsh the quote ⟦by 4pm⟧", deadline_clock(dt(today(), 16)), cat=c)
    T("order the rug ⟦by the end of the month⟧", deadline_day(ymd(2062, 9, 30)), cat=c)
    c = "holiday"
    T("frank's speech therapy ⟦columbus day 11am⟧", at(hol("columbus"), 11), cat=c, unsure="Columbus Day 2062 = 10-09")
    c = "arithmetic"
    T("league semifinal ⟦the second saturday of october⟧", P(nth(2062, 10, 2, 6)), cat=c)
    c = "duration"
    T("check frank's blood pressure ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    c = "range"
    T("chicago design expo ⟦sept 25-27⟧", dr(ymd(2062, 9, 25), ymd(2062, 9, 27)), cat=c)
    c = "coordination"
    T("frank's PT ⟦next tue⟧ and ⟦thu 9am⟧", at(wk(1, 2), 9), at(wk(1, 4), 9), cat=c, conv="distribute")
    c = "none"
    T("frank did 3 sets of 12 leg lifts", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("textbook ⟦labor day⟧", P(hol("labor")), cat=c, unsure="Labor Day 2062 = 09-04, looking back")
    T("shift pay ⟦last saturday⟧", P(wk(-1, 6)), cat=c, unsure="last saturday = 09-09")

with use(now=NB, pref="future", **E):
    c = "composition"
    T("dinner w/ the new client ⟦tonight 7⟧", at(today(), 19), cat=c, conv="bare-hour", unsure="tonight said 00:40 on 01-01 = the evening of 01-01")
    T("usher shift ⟦this sat 2pm-10pm⟧", cr(wd(6), 14, 0, 22, 0), cat=c)
    T("re-measure mrs. chen's kitchen ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c, unsure="said 00:40 on 01-01: tmrw read as 01-02 (flagged)")
    c = "clock"
    T("wake frank for his pill ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day said 00:40 is ahead: today 07:00")
    T("turn frank over ⟦at 3am⟧", P(next_clock(3)), cat=c, unsure="3am with no day said 00:40 = today 03:00")
    T("grocery run ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:40 reads 08:00 today")
    c = "rollover"
    T("league draw ⟦monday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="monday night said Monday 00:40 is ahead: today")
    c = "deadline"
    T("return the wheelchair ⟦by sunday⟧", deadline_day(wd(7)), cat=c, conv="by-inclusive", unsure="sunday = 01-07")
    T("finish the chen drawings ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="said Monday: 01-01 … 01-07")
    c = "holiday"
    T("take frank to the parade ⟦mlk day⟧", P(hol("mlk")), cat=c, unsure="MLK Day 2063 = 01-15")
    c = "arithmetic"
    T("pension check ⟦the last friday of january⟧", P(lastwd(2063, 1, 5)), cat=c)
    c = "numeric-date"
    T("final exam ⟦1/12/2063⟧", P(ymd(2063, 1, 12)), cat=c, conv="en-month-first")
    c = "none"
    T("size 10 cleats, medium shin guards", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("pizza ⟦last night⟧", pod(rel(-1), "night"), cat=c, unsure="last night said 00:40 on 01-01 = New Year's Eve (flagged)")
    T("frank's meds ⟦christmas day⟧", P(ymd(2062, 12, 25)), cat=c, unsure="Christmas 2062, looking back")
    c = "deadline"
    T("frank's medical bills ⟦last year⟧", year_range(2062), cat=c)

with use(now=NC, pref="future", **E):
    c = "composition"
    T("frank PT ⟦next thurs 9-10:30am⟧", cr(wk(1, 4), 9, 0, 10, 30), cat=c)
    T("furniture delivery ⟦tmrw between 2 and 5⟧", cr(rel(1), 14, 0, 17, 0), cat=c, conv="bare-hour", unsure="bare hours in a window read pm")
    c = "clock"
    T("send mr. walsh the quote ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 20:50 reads 21:00 tonight")
    T("take frank to PT ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 20:50 has passed both ways: tomorrow 08:00")
    T("study for the quiz ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 20:50 reads 22:00 tonight")
    c = "rollover"
    T("show the clients the model unit ⟦wednesday afternoon⟧", pod(wk(1, 3), "afternoon"), cat=c, conv="rollover-part",
      unsure="wednesday afternoon said Wednesday 20:50 is over: next week 05-03")
    T("call maria ⟦wednesday night⟧", pod(today(), "night"), cat=c, conv="rollover-part", unsure="in progress: today")
    c = "deadline"
    T("all games ⟦before may 1st⟧", deadline_day(ymd(2062, 4, 30)), cat=c, conv="en-before-exclusive")
    T("quote to lopez ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("brunch w/ mom ⟦mother's day noon⟧", at(hol("mothers"), 12), cat=c, unsure="Mother's Day 2062 = 05-14")
    T("team bbq ⟦memorial day⟧", P(hol("memorial")), cat=c, unsure="Memorial Day 2062 = 05-29")
    c = "arithmetic"
    T("site kickoff ⟦the monday after mother's day⟧", P(hol("mothers") + td(days=1)), cat=c)
    c = "duration"
    T("call mrs. chen back ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    c = "coordination"
    T("cinema shifts ⟦the 29th⟧ and ⟦30th at 1pm⟧", at(ymd(2062, 4, 29), 13), at(ymd(2062, 4, 30), 13), cat=c, conv="distribute")
    c = "none"
    T("order #48-2217 for the dining chairs, 6 of them", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("league fee ⟦last sunday⟧", P(wk(-1, 7)), cat=c, unsure="last sunday = 04-23")
    T("maria ⟦monday⟧, 3 visits", P(wd(1)), cat=c, unsure="monday said Wednesday, looking back = 04-24")
