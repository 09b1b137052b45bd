"""Round 57 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a physiotherapist who also coaches a
women's rugby team (patient sessions at set clocks and clock ranges, team training on weeknights, away matches over a
weekend in 青岛, 成都, Pittsburgh and Denver, a tournament, a session moved because a patient is ill), a long-distance
truck driver's spouse who keeps the family calendar and accounts (the driver's routes away for several days, the kids'
school evenings and dentist visits, a family trip around a holiday, an anniversary dinner moved) and a university
student who runs a small online shop selling handmade earrings (exams and lectures at set clocks, market stalls on
weekends, an essay deadline, tutoring evenings) use inside requests: a day and a clock together or apart, clock
ranges, deadlines, parts of months, durations from now, holidays (Chinese lunar, solar terms, Western by rule), parts
of the day in progress, over or ahead, coordination, and rows with no time (bead counts, scores, a truck's unit
number, a knee's flexion).

Reference times (new in this round; weekdays with Python's datetime, lunar dates with lunar-python, solar terms with
lunar-python's table and PyEphem, which agree for every term named here; Easter by the computus, checked against
dateutil; US holidays by lib's rules):
  NA = 2065-02-28T11:40 Saturday late morning, the last day of February, 正月廿四 (lunar-python): 上午 / 周六上午 /
       "saturday morning" in progress (today), 早上 (06–09) over (周六早上 moves a week, 03-07), "saturday 10am" over
       (03-07), 周六下午 / "saturday afternoon" ahead (today); a bare 12 reads today's noon (twenty minutes ahead), a
       bare 12:30 today, a bare 1 13:00 today; a bare 11 has passed and, before noon, reads tomorrow 11:00; a bare 8
       has passed and, said before 12:00, reads tomorrow 08:00; 月底 / "the end of the month" is today (月底前 = today
       alone), 下个月 / "next month" is March and starts tomorrow (Sunday 03-01), 下个月初 = 03-01 … 03-10; this weekend
       = today and tomorrow, next week 03-02 … 03-08; 惊蛰 Thursday 03-05 (PyEphem and lunar-python agree), 龙抬头 =
       妇女节 Sunday 03-08 (lunar-python; US daylight saving time begins at 02:00 that day: no duration in hours crosses it),
       植树节 Thursday 03-12, St. Patrick's Tuesday 03-17, 春分 Friday 03-20, Palm Sunday 03-22, Good Friday 03-27,
       Easter Sunday 03-29 (the computus), 清明 Saturday 04-04; looking back: 昨天 / "yesterday" Friday 02-27, 上周五 /
       "last friday" 02-20, 元宵 Thursday 02-19 (lunar-python, so a bare 元宵 with the future reading would be 2066's:
       avoided), 雨水 02-18, Presidents' Day 02-16, Valentine's Day Saturday 02-14, 本月至今 / "month to date" = the
       whole of February, January = 上个月 / "last month", Q1 = 这个季度 / "this quarter".
  NB = 2065-06-06T08:00 Saturday morning exactly on the hour, 五月初三 (lunar-python): 早上 / 周六早上 / "this morning" /
       "saturday morning" in progress, 上午 begins now; a bare 8 and 早上八点 / "8am" with no day are exactly now: not
       yet past, so today 08:00 (as time_zh.py reads a clock said at exactly now; flagged); a bare 7 reads 19:00 today,
       a bare 9 09:00 today, a bare 12 today's noon; 早上七点 / "7am" with no day has passed (tomorrow 07:00); 周六凌晨 /
       "saturday 5am" over (next week 06-13); this weekend = today and tomorrow, next week 06-08 … 06-14 opens on 端午
       (Monday 06-08, lunar-python; 端午前 = today … 06-08), 上旬 = 06-01 … 06-10, 中旬 06-11 … 06-20, 下旬 06-21 …
       06-30, 月底 Tuesday 06-30; 618 Thursday, Juneteenth Friday 06-19, Father's Day = 夏至 Sunday 06-21 (PyEphem and
       lunar-python agree), 建党节 Wednesday 07-01, the Fourth a Saturday ("before the fourth" = today … 07-03), 小暑
       Monday 07-06 (PyEphem and lunar-python agree); looking back: 芒种 = 昨天 / "yesterday" (Friday 06-05, PyEphem and
       lunar-python agree), 儿童节 = 周一 / "monday" 06-01, 上周五 / "last friday" 05-29, Memorial Day 05-25, May =
       上个月 / "last month", Q2 = 这个季度 / "this quarter", 今年以来 / "year to date" = 01-01 … 06-06.
  NC = 2065-10-13T17:55 Tuesday evening, 九月十四 (lunar-python), the day after Columbus Day (Monday 10-12): 下午 / 周二
       下午 / "tuesday afternoon" in progress for five more minutes (today), 傍晚 in progress, 周二晚上 / "tuesday night"
       ahead (today), 周二上午 / "tuesday morning" and "tuesday 4pm" over (next week 10-20); a bare 6 reads 18:00
       today, a bare 5 or 5:30 has passed (tomorrow 17:00 / 17:30), a bare 8 reads 20:00, a bare 12 tomorrow's noon;
       今晚十二点前 / "by midnight" = now … 10-14 00:00; this week 10-12 … 10-18 (这周内 = today … 10-18), this weekend
       10-17/18, next week 10-19 … 10-25 holds 霜降 (Friday 10-23, PyEphem and lunar-python agree); 中旬 10-11 … 10-20
       now, 下旬 / "late october" 10-21 … 10-31, 月底 = Halloween Saturday 10-31 ("before halloween" = today … 10-30);
       立冬 Saturday 11-07 = the first Saturday of November, 双十一 = Veterans Day Wednesday 11-11, Thanksgiving 11-26,
       Black Friday 11-27; looking back: Columbus Day = 昨天 / "yesterday", 重阳 = 寒露 Thursday 10-08 (lunar-python;
       PyEphem and lunar-python agree on 寒露), 上周五 / "last friday" 10-09, 国庆 Thursday 10-01, 中秋 09-15
       (lunar-python), September = 上个月 / "last month", Q3 = 上季度 / "last quarter".
"""
from lib import *

NA = "2065-02-28T11:40:00"  # Saturday 11:40, the last day of February: a bare 12 → noon today, a bare 11 → tomorrow
NB = "2065-06-06T08:00:00"  # Saturday 08:00 on the hour: a bare 8 is exactly now (today), a bare 7 → 19:00
NC = "2065-10-13T17:55:00"  # Tuesday 17:55, the day after Columbus Day: a bare 6 → 18:00, a bare 5 → tomorrow
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")
VALENTINE65 = ymd(2065, 2, 14)
PRESIDENTS65 = ymd(2065, 2, 16)
YUANXIAO65 = ymd(2065, 2, 19)
JINGZHE65 = ymd(2065, 3, 5)
LONGTAITOU65 = ymd(2065, 3, 8)
WOMEN65 = ymd(2065, 3, 8)
ZHISHU65 = ymd(2065, 3, 12)
STPAT65 = ymd(2065, 3, 17)
CHUNFEN65 = ymd(2065, 3, 20)
GOODFRI65 = ymd(2065, 3, 27)
EASTER65 = ymd(2065, 3, 29)
QINGMING65 = ymd(2065, 4, 4)
MEMORIAL65 = ymd(2065, 5, 25)
ERTONG65 = ymd(2065, 6, 1)
MANGZHONG65 = ymd(2065, 6, 5)
DUANWU65 = ymd(2065, 6, 8)
JUNETEENTH65 = ymd(2065, 6, 19)
FATHERS65 = ymd(2065, 6, 21)
XIAZHI65 = ymd(2065, 6, 21)
JIANDANG65 = ymd(2065, 7, 1)
FOURTH65 = ymd(2065, 7, 4)
XIAOSHU65 = ymd(2065, 7, 6)
ZHONGQIU65 = ymd(2065, 9, 15)
GUOQING65 = ymd(2065, 10, 1)
CHONGYANG65 = ymd(2065, 10, 8)
COLUMBUS65 = ymd(2065, 10, 12)
SHUANGJIANG65 = ymd(2065, 10, 23)
HALLOWEEN65 = ymd(2065, 10, 31)
LIDONG65 = ymd(2065, 11, 7)
SINGLES65 = ymd(2065, 11, 11)
VETERANS65 = ymd(2065, 11, 11)
THANKS65 = ymd(2065, 11, 26)

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天下午两点⟧ 给陈先生做膝盖康复", at(rel(1), 14), cat=c, unsure="明天 = Sunday 03-01")
    T("⟨下周三⟩ 乐乐学校开家长会 ⟨晚上七点到八点半⟩", cr(wk(1, 3), 19, 0, 20, 30), cat=c,
      unsure="下周三 = 03-04; the day and the clock range said apart")
    T("⟦今天下午三点到五点⟧ 创意市集摆摊", cr(today(), 15, 0, 17, 0), cat=c)
    c = "clock"
    T("⟦十二点⟧ 跟队医交接", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 11:40: today's noon, twenty minutes ahead")
    T("⟦一点⟧ 收摊吃饭", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00 today")
    T("⟦十一点⟧ 给王阿姨做肩颈理疗", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:40 has passed and, before noon, reads tomorrow 11:00")
    T("⟦八点⟧ 送二宝去上绘画课", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 11:40 has passed; said before 12:00 the pm flip does not apply: tomorrow 08:00")
    c = "rollover"
    T("⟦周六上午⟧ 诊所加班", pod(today(), "上午"), cat=c, conv="rollover-part", unsure="周六上午 said Saturday 11:40 is in progress: today")
    T("⟦周六早上⟧ 陪乐乐晨跑", pod(wk(1, 6), "早上"), cat=c, conv="rollover-part",
      unsure="周六早上 (06–09) said Saturday 11:40 is over: next week 03-07")
    T("⟦周六上午十点⟧ 球队体能课", at(wk(1, 6), 10), cat=c, unsure="周六上午十点 said Saturday 11:40 has passed: next week 03-07")
    c = "deadline"
    T("⟦月底前⟧ 把一月份的油卡发票整理好", deadline_day(today()), cat=c, conv="zh-qian-inclusive",
      unsure="月底 is today (February 2065 has 28 days): today alone")
    T("⟦龙抬头之前⟧ 带儿子去剪头", deadline_day(LONGTAITOU65), cat=c, conv="zh-qian-inclusive",
      unsure="龙抬头 2065 = 二月初二 = Sunday 03-08 (lunar-python)")
    T("⟦清明前⟧ 把全家出游的酒店订好", deadline_day(QINGMING65), cat=c, conv="zh-qian-inclusive",
      unsure="清明 2065 = Saturday 04-04 (PyEphem and lunar-python agree)")
    T("⟦下个月初⟧ 开学考", xun(2065, 3, 1), cat=c, conv="month-parts", unsure="下个月 = March: 03-01 … 03-10")
    c = "holiday"
    T("⟦惊蛰⟧ 球队恢复室外训练", P(JINGZHE65), cat=c, unsure="惊蛰 2065 = Thursday 03-05 (PyEphem and lunar-python agree)")
    T("⟦妇女节⟧ 诊所义诊", P(WOMEN65), cat=c, unsure="妇女节 = Sunday 03-08 (also 龙抬头)")
    T("⟦春分⟧那天 结婚纪念日", P(CHUNFEN65), cat=c, unsure="春分 2065 = Friday 03-20 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦3月7号到8号⟧ 去青岛打客场", dr(ymd(2065, 3, 7), ymd(2065, 3, 8)), cat=c, unsure="an away weekend, Saturday and Sunday")
    T("⟦下周⟧ 老公跑广州 不在家", week_range(1), cat=c, unsure="下周 = 03-02 … 03-08")
    c = "duration"
    T("⟦四十分钟后⟧ 提醒我收摊", after(td(minutes=40)), cat=c, unsure="12:20")
    c = "arithmetic"
    T("⟦三月第二个周六⟧ 创意市集", P(nth(2065, 3, 2, 6)), cat=c, unsure="= 03-14")
    c = "coordination"
    T("⟦周二⟧、⟦周四晚上七点⟧ 球队训练", at(wd(2), 19), at(wd(4), 19), cat=c, conv="distribute",
      unsure="the clock applies to both: 03-03 and 03-05")
    c = "traditional"
    T("⟦禮拜一下午兩點⟧ 給劉大爺做康復", at(wd(1), 14), cat=c, unsure="禮拜一 = 03-02")
    c = "numeric-date"
    T("⟦3.21⟧ 成都比赛", P(ymd(2065, 3, 21)), cat=c)
    c = "none"
    T("一袋珍珠一百颗 能做二十对耳环", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦上周五⟧ 给老公油卡充的钱", P(wk(-1, 5)), cat=c, unsure="上周五 = 02-20")
    T("⟦元宵⟧那天 市集卖的钱", P(YUANXIAO65), cat=c, unsure="元宵 2065 = Thursday 02-19 (lunar-python), looking back")
    c = "range"
    T("⟦这个月⟧ 菜钱油钱一共花了多少", month_range(2065, 2), cat=c, unsure="this month = February, whole (it ends today)")

with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟦今天上午九点到十一点⟧ 球队训练", cr(today(), 9, 0, 11, 0), cat=c)
    T("⟨下周二⟩ 朵朵看牙 ⟨下午四点半⟩", at(wk(1, 2), 16, 30), cat=c, unsure="下周二 = 06-09; the day and the clock said apart")
    T("⟦明晚七点⟧ 跟老公视频", at(rel(1), 19), cat=c, unsure="明晚 = Sunday 06-07")
    c = "clock"
    T("⟦八点⟧ 出门去市集", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 said at exactly 08:00: not yet past, today 08:00 (as time_zh.py reads a clock at exactly now)")
    T("⟦七点⟧ 给初二学生上家教", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 08:00 reads 19:00 today")
    T("⟦早上七点⟧ 去江边跑步", P(next_clock(7)), cat=c, unsure="早上七点 with no day at 08:00 has passed: tomorrow 06-07")
    c = "rollover"
    T("⟦周六早上⟧ 去市集占位", pod(today(), "早上"), cat=c, conv="rollover-part", unsure="周六早上 said Saturday 08:00 is in progress: today")
    T("⟦周六凌晨⟧ 老公到家", pod(wk(1, 6), "凌晨"), cat=c, conv="rollover-part", unsure="周六凌晨 said Saturday 08:00 is over: next week 06-13")
    c = "deadline"
    T("⟦端午前⟧ 把粽子买好", deadline_day(DUANWU65), cat=c, conv="zh-qian-inclusive", unsure="端午 2065 = Monday 06-08 (lunar-python)")
    T("⟦下午五点前⟧ 把耳环寄出去", deadline_clock(dt(today(), 17)), cat=c, unsure="now … today 17:00")
    T("⟦月底前⟧ 把论文交了", deadline_day(ymd(2065, 6, 30)), cat=c, conv="zh-qian-inclusive", unsure="月底 = Tuesday 06-30")
    T("⟦六月中旬⟧ 期末考试", xun(2065, 6, 2), cat=c, conv="month-parts")
    c = "holiday"
    T("⟦端午⟧ 全家去洛阳", P(DUANWU65), cat=c, unsure="端午 2065 = Monday 06-08 (lunar-python)")
    T("⟦父亲节⟧ 老公正好在家", P(FATHERS65), cat=c, unsure="父亲节 = Father's Day, the third Sunday of June = 06-21")
    T("⟦夏至⟧ 夏季联赛开赛", P(XIAZHI65), cat=c, unsure="夏至 2065 = Sunday 06-21 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦6月13号到14号⟧ 去成都打客场", dr(ymd(2065, 6, 13), ymd(2065, 6, 14)), cat=c, unsure="an away weekend")
    T("⟦下周一到周三⟧ 老公跑武汉", dr(wk(1, 1), wk(1, 3)), cat=c, unsure="06-08 … 06-10")
    c = "duration"
    T("⟦半小时后⟧ 提醒我出门", after(td(minutes=30)), cat=c, unsure="08:30")
    c = "arithmetic"
    T("⟦下个月第一个周日⟧ 市集摆摊", P(nth(2065, 7, 1, 7)), cat=c, unsure="下个月 = July; = 07-05")
    T("⟦端午后一天⟧ 老公出车", P(DUANWU65 + td(days=1)), cat=c, unsure="= Tuesday 06-09")
    c = "coordination"
    T("⟦周一⟧、⟦周三晚上七点半⟧ 家教", at(wd(1), 19, 30), at(wd(3), 19, 30), cat=c, conv="distribute",
      unsure="the clock applies to both: 06-08 and 06-10")
    c = "traditional"
    T("⟦禮拜天早上六點⟧ 全家出發去洛陽", at(wd(7), 6), cat=c, unsure="禮拜天 = 06-07")
    c = "numeric-date"
    T("⟦20650613⟧ 成都客场", P(ymd(2065, 6, 13)), cat=c, conv="eight-digit-date")
    c = "none"
    T("九针T针各两百根 耳钩一百对", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦芒种⟧那天 加的油", P(MANGZHONG65), cat=c, unsure="芒种 2065 = yesterday, Friday 06-05 (PyEphem and lunar-python agree)")
    c = "range"

with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟦明天下午三点⟧ 给刘大爷做康复", at(rel(1), 15), cat=c, unsure="明天 = Wednesday 10-14")
    T("⟨周四⟩ 球队训练 ⟨晚上七点到九点⟩", cr(wd(4), 19, 0, 21, 0), cat=c, unsure="周四 = 10-15; the day and the clock range said apart")
    T("⟦下周六上午十点到下午四点⟧ 市集摆摊", cr(wk(1, 6), 10, 0, 16, 0), cat=c, unsure="下周六 = 10-24")
    c = "clock"
    T("⟦六点⟧ 球队开会", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:55: 18:00 today, five minutes ahead")
    T("⟦五点⟧ 给学生上家教", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 reads 17:00, which has passed: tomorrow 17:00")
    T("⟦五点半⟧ 去接乐乐", P(bare_clock(5, 30)), cat=c, conv="bare-hour", unsure="a bare 5:30 reads 17:30, which has passed: tomorrow 17:30")
    T("⟦八点⟧ 跟老公视频", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:55: the pm reading is ahead: 20:00 today")
    c = "rollover"
    T("⟦周二下午⟧ 门诊", pod(today(), "下午"), cat=c, conv="rollover-part",
      unsure="周二下午 said Tuesday 17:55 is still in progress (five minutes left): today")
    T("⟦周二上午⟧ 诊所例会", pod(wk(1, 2), "上午"), cat=c, conv="rollover-part", unsure="周二上午 said Tuesday 17:55 is over: next week 10-20")
    T("⟦周二下午四点⟧ 给陈先生复查", at(wk(1, 2), 16), cat=c, unsure="周二下午四点 said Tuesday 17:55 has passed: next week 10-20")
    c = "deadline"
    T("⟦今晚十二点前⟧ 把论文提交", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 10-14 00:00")
    T("⟦这周内⟧ 把修车钱付了", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="today … Sunday 10-18")
    T("⟦双十一前⟧ 把新款耳环上架", deadline_day(SINGLES65), cat=c, conv="zh-qian-inclusive", unsure="双十一 = Wednesday 11-11")
    T("⟦这个月下旬⟧ 去成都打客场", xun(2065, 10, 3), cat=c, conv="month-parts", unsure="10-21 … 10-31")
    c = "holiday"
    T("⟦霜降⟧那天 去青岛打比赛", P(SHUANGJIANG65), cat=c, unsure="霜降 2065 = Friday 10-23 (PyEphem and lunar-python agree)")
    T("⟦万圣节⟧ 市集摆摊", P(HALLOWEEN65), cat=c, unsure="万圣节 = Saturday 10-31")
    T("⟦立冬⟧ 结婚纪念日", P(LIDONG65), cat=c, unsure="立冬 2065 = Saturday 11-07 (PyEphem and lunar-python agree)")
    c = "range"
    T("⟦10月24号到25号⟧ 成都客场", dr(ymd(2065, 10, 24), ymd(2065, 10, 25)), cat=c, unsure="an away weekend")
    c = "duration"
    T("⟦一个半小时后⟧ 提醒我给老公打电话", after(td(minutes=90)), cat=c, unsure="19:25")
    c = "arithmetic"
    T("⟦下个月第一个周六⟧ 耳环市集", P(nth(2065, 11, 1, 6)), cat=c, unsure="下个月 = November; = 11-07 (立冬)")
    c = "coordination"
    T("⟦周三⟧和⟦周五晚上六点⟧ 家教", at(wd(3), 18), at(wd(5), 18), cat=c, conv="distribute",
      unsure="the clock applies to both: 10-14 and 10-16")
    c = "traditional"
    T("⟦週四晚上七點⟧ 球隊訓練", at(wd(4), 19), cat=c, unsure="週四 = 10-15")
    c = "numeric-date"
    T("⟦10.24⟧ 成都比赛", P(ymd(2065, 10, 24)), cat=c)
    c = "none"
    T("一对耳环用两根银线 六颗珠子", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦重阳⟧那天 给爸妈买的东西", P(CHONGYANG65), cat=c, unsure="重阳 2065 = Thursday 10-08 (lunar-python), looking back")
    c = "range"
    T("⟦上个季度⟧ 家里一共花了多少", quarter(2065, 3), cat=c, conv="quarters", unsure="Q3 = 07-01 … 09-30")

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("knee rehab w/ mr. alvarez ⟦tmrw 2pm⟧", at(rel(1), 14), cat=c, unsure="tmrw = Sunday 03-01")
    T("parent-teacher night for josh ⟨next wed⟩, ⟨7-8:30pm⟩", cr(wk(1, 3), 19, 0, 20, 30), cat=c,
      unsure="next wed = 03-04; the day and the clock range said apart")
    T("craft market stall ⟦today 3-5pm⟧", cr(today(), 15, 0, 17, 0), cat=c)
    c = "clock"
    T("handoff w/ the team doc ⟦at 12⟧", P(bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 11:40: today's noon")
    T("pack up the stall ⟦at 1⟧", P(bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00 today")
    T("mrs. kowalski's shoulder session ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:40 has passed and, before noon, reads tomorrow 11:00")
    T("drop maddie at swim ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 11:40 has passed; said before 12:00 the pm flip does not apply: tomorrow 08:00")
    c = "rollover"
    T("extra clinic hours ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="saturday morning (06–12) said Saturday 11:40 is in progress: today")
    T("team fitness ⟦saturday 10am⟧", at(wk(1, 6), 10), cat=c, unsure="saturday 10am said Saturday 11:40 has passed: next week 03-07")
    c = "deadline"
    T("sort the fuel card receipts ⟦by the end of the month⟧", deadline_day(today()), cat=c, conv="by-inclusive",
      unsure="the month ends today: today alone")
    T("book the spring break motel ⟦before st. patrick's day⟧", deadline_day(STPAT65 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="St. Patrick's = Tuesday 03-17: today … 03-16")
    T("essay draft ⟦by next friday⟧", deadline_day(wk(1, 5)), cat=c, conv="by-inclusive", unsure="next friday = 03-06")
    T("file the family taxes ⟦before easter⟧", deadline_day(EASTER65 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Easter 2065 = Sunday 03-29 (the computus): today … 03-28")
    c = "holiday"
    T("team night at the pub ⟦st. patrick's day⟧", P(STPAT65), cat=c, unsure="St. Patrick's = Tuesday 03-17")
    T("family brunch ⟦easter sunday⟧", P(EASTER65), cat=c, unsure="Easter 2065 = 03-29 (the computus, checked against dateutil)")
    c = "range"
    T("denver away trip ⟦mar 7-8⟧", dr(ymd(2065, 3, 7), ymd(2065, 3, 8)), cat=c, unsure="an away weekend")
    T("rick's on the memphis run ⟦next week⟧", week_range(1), cat=c, unsure="next week = 03-02 … 03-08")
    c = "duration"
    T("remind me to pack up ⟦in 40 min⟧", after(td(minutes=40)), cat=c, unsure="12:20")
    c = "arithmetic"
    T("craft fair ⟦the second saturday of march⟧", P(nth(2065, 3, 2, 6)), cat=c, unsure="= 03-14")
    c = "coordination"
    T("practice ⟦tue⟧ and ⟦thu at 7pm⟧", at(wd(2), 19), at(wd(4), 19), cat=c, conv="distribute",
      unsure="the clock applies to both: 03-03 and 03-05")
    c = "numeric-date"
    T("denver match ⟦3/21⟧", P(ymd(2065, 3, 21)), cat=c, conv="en-month-first")
    T("spring market ⟦14/3⟧", P(ymd(2065, 3, 14)), cat=c, conv="day-first-when-over-12")
    c = "none"
    T("100 freshwater pearls makes 20 pairs", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("filled up the minivan ⟦last friday⟧", P(wk(-1, 5)), cat=c, unsure="last friday = 02-20")
    T("tolls ⟦presidents' day⟧", P(PRESIDENTS65), cat=c, unsure="Presidents' Day 2065 = Monday 02-16, looking back")
    c = "range"

with use(now=NB, pref="future", **E):
    c = "composition"
    T("practice ⟦today 9-11am⟧", cr(today(), 9, 0, 11, 0), cat=c)
    T("maddie's dentist ⟨next tue⟩ ⟨at 4:30pm⟩", at(wk(1, 2), 16, 30), cat=c, unsure="next tue = 06-09; the day and the clock said apart")
    T("facetime rick ⟦tmrw night at 7⟧", at(rel(1), 19), cat=c, unsure="tmrw = Sunday 06-07; night pins 7 to 19:00")
    c = "clock"
    T("head out to the market ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 said at exactly 08:00: not yet past, today 08:00 (as time_zh.py reads a clock at exactly now)")
    T("tutoring ⟦at 7⟧", P(bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 08:00 reads 19:00 today")
    T("run along the river ⟦7am⟧", P(next_clock(7)), cat=c, unsure="7am with no day at 08:00 has passed: tomorrow 06-07")
    T("kids' swim lessons ⟦8am⟧", P(next_clock(8)), cat=c,
      unsure="8am with no day said at exactly 08:00: not yet past, today 08:00 (tomorrow is as plausible)")
    c = "rollover"
    T("grab a spot at the market ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="saturday morning said Saturday 08:00 is in progress: today")
    T("rick gets home ⟦saturday 5am⟧", at(wk(1, 6), 5), cat=c, unsure="saturday 5am said Saturday 08:00 has passed: next week 06-13")
    c = "deadline"
    T("mail the earring orders ⟦by 5pm⟧", deadline_clock(dt(today(), 17)), cat=c, unsure="now … today 17:00")
    T("final paper ⟦by the end of the month⟧", deadline_day(ymd(2065, 6, 30)), cat=c, conv="by-inclusive", unsure="= Tuesday 06-30")
    T("book the lake cabin ⟦before the fourth⟧", deadline_day(FOURTH65 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="the Fourth = Saturday 07-04: today … 07-03")
    c = "holiday"
    T("lake trip ⟦fourth of july⟧", P(FOURTH65), cat=c, unsure="the Fourth = Saturday 07-04")
    T("cookout while rick's home ⟦father's day⟧", P(FATHERS65), cat=c, unsure="Father's Day 2065 = Sunday 06-21")
    c = "range"
    T("away trip to denver ⟦jun 13-14⟧", dr(ymd(2065, 6, 13), ymd(2065, 6, 14)), cat=c, unsure="an away weekend")
    T("rick's out ⟦mon-wed⟧", dr(wd(1), wd(3)), cat=c, unsure="mon-wed = 06-08 … 06-10")
    T("answer shop messages ⟦this morning⟧", pod(today(), "morning"), cat=c, unsure="this morning (06–12), in progress at 08:00: today")
    c = "duration"
    T("remind me to leave ⟦in half an hour⟧", after(td(minutes=30)), cat=c, unsure="08:30")
    c = "arithmetic"
    T("craft fair ⟦the first sunday of july⟧", P(nth(2065, 7, 1, 7)), cat=c, unsure="= 07-05")
    T("anniversary dinner ⟦the day after father's day⟧", P(FATHERS65 + td(days=1)), cat=c, unsure="= Monday 06-22")
    c = "coordination"
    T("tutoring ⟦mon⟧ and ⟦wed at 7:30pm⟧", at(wd(1), 19, 30), at(wd(3), 19, 30), cat=c, conv="distribute",
      unsure="the clock applies to both: 06-08 and 06-10")
    c = "numeric-date"
    T("stats final ⟦6/12/2065⟧", P(ymd(2065, 6, 12)), cat=c, conv="en-month-first")
    c = "none"
    T("200 ear hooks and 150 jump rings", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("diesel ⟦yesterday⟧", P(rel(-1)), cat=c, unsure="yesterday = Friday 06-05")
    T("rick's turnpike tolls ⟦memorial day⟧", P(MEMORIAL65), cat=c, unsure="Memorial Day 2065 = Monday 05-25, looking back")
    c = "range"

with use(now=NC, pref="future", **E):
    c = "composition"
    T("mr. alvarez recheck ⟦tmrw 3pm⟧", at(rel(1), 15), cat=c, unsure="tmrw = Wednesday 10-14")
    T("practice ⟨thu⟩ on the turf field, ⟨7 to 9pm⟩", cr(wd(4), 19, 0, 21, 0), cat=c,
      unsure="thu = 10-15; the day and the clock range said apart")
    T("market stall ⟦next sat 10am-4pm⟧", cr(wk(1, 6), 10, 0, 16, 0), cat=c, unsure="next sat = 10-24")
    c = "clock"
    T("team meeting ⟦at 6⟧", P(bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:55: 18:00 today")
    T("tutoring ⟦at 5⟧", P(bare_clock(5)), cat=c, conv="bare-hour", unsure="a bare 5 reads 17:00, which has passed: tomorrow 17:00")
    T("pick up josh ⟦at 5:30⟧", P(bare_clock(5, 30)), cat=c, conv="bare-hour", unsure="a bare 5:30 has passed: tomorrow 17:30")
    T("facetime rick ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:55: 20:00 today")
    c = "rollover"
    T("patients at the clinic ⟦tuesday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part",
      unsure="tuesday afternoon said Tuesday 17:55 is still in progress (five minutes left): today")
    T("staff meeting ⟦tuesday morning⟧", pod(wk(1, 2), "morning"), cat=c, conv="rollover-part",
      unsure="tuesday morning said Tuesday 17:55 is over: next week 10-20")
    T("recheck ⟦tuesday 4pm⟧", at(wk(1, 2), 16), cat=c, unsure="tuesday 4pm said Tuesday 17:55 has passed: next week 10-20")
    c = "deadline"
    T("submit the essay ⟦by midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c, unsure="now … 10-14 00:00")
    T("pay the repair shop ⟦this week⟧", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="today … Sunday 10-18")
    T("restock the shop ⟦before halloween⟧", deadline_day(HALLOWEEN65 - td(days=1)), cat=c, conv="en-before-exclusive",
      unsure="Halloween = Saturday 10-31: today … 10-30")
    T("pittsburgh trip ⟦late october⟧", xun(2065, 10, 3), cat=c, conv="month-parts", unsure="10-21 … 10-31")
    c = "holiday"
    T("pop-up stall ⟦halloween⟧", P(HALLOWEEN65), cat=c, unsure="Halloween = Saturday 10-31")
    T("dinner at my mom's ⟦thanksgiving⟧", P(THANKS65), cat=c, unsure="Thanksgiving 2065 = Thursday 11-26")
    c = "range"
    T("pittsburgh away trip ⟦oct 24-25⟧", dr(ymd(2065, 10, 24), ymd(2065, 10, 25)), cat=c, unsure="an away weekend")
    T("rick's on the long haul ⟦next week⟧", week_range(1), cat=c, unsure="next week = 10-19 … 10-25")
    c = "duration"
    T("call rick ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c, unsure="19:25")
    c = "arithmetic"
    T("craft fair ⟦the first saturday of november⟧", P(nth(2065, 11, 1, 6)), cat=c, unsure="= 11-07")
    T("tournament ⟦the friday after next⟧", P(wk(2, 5)), cat=c, conv="after-next",
      unsure="week-based (下下周五): the week after next is 10-26 … 11-01, so 10-30; 10-23 is as plausible said on a Tuesday")
    c = "coordination"
    T("tutoring ⟦wed⟧ and ⟦fri at 6pm⟧", at(wd(3), 18), at(wd(5), 18), cat=c, conv="distribute",
      unsure="the clock applies to both: 10-14 and 10-16")
    c = "numeric-date"
    T("denver match ⟦10/24⟧", P(ymd(2065, 10, 24)), cat=c, conv="en-month-first")
    c = "none"
    T("2 inches of wire and 6 beads per pair", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("ohio turnpike tolls ⟦columbus day⟧", P(COLUMBUS65), cat=c, unsure="Columbus Day 2065 = yesterday, Monday 10-12")
    c = "range"
    T("family spending ⟦last quarter⟧", quarter(2065, 3), cat=c, conv="quarters", unsure="Q3 = 07-01 … 09-30")
