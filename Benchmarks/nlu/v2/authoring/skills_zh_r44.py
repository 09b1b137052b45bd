"""Round 44 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a commercial airline pilot with a rotating roster (duty days over several days, early report times, layovers
in other cities, the weather at each destination, a simulator check ride, per diem as income, a uniform and a headset
bought, a swapped trip, what the layovers cost this month), a small landlord who also works as a part-time notary
(tenant viewings and signings at set clocks, two visits by contractors, rent and notary fees as income, repairs and a
plumber paid, property tax, an appointment moved or cancelled, repair spending this year and the last N entries) and a
student preparing for the 高考 with a tutor (classes and mock exams at set clocks, exam days over several days, tutoring
fees and books paid by the parents, a study plan moved, the weather on exam day, tutoring spending since the term
began).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r44.py): NA = 2059-03-31T05:20 Monday before dawn, the last day of March and Q1 (早上五点 →
tomorrow 05:00, a bare 5 → 17:00 today, a bare 8 → 08:00 today, 凌晨四点 → 04-01 04:00; 周一早上五点 over → 04-07; 月底前 =
today alone; 愚人节 and Q2 tomorrow; this weekend 04-05/06, 清明 Saturday 04-05; next week 04-07 … 04-13; looking back
上周五 03-28, March, Q1); NB = 2059-09-07T21:45 Sunday night, 白露, 八月初一 (这周内 = today alone; 明天 = 周一 = 09-08;
周三 = 09-10 教师节; a bare 9 → tomorrow 09:00, a bare 10 → 22:00, a bare 8 → tomorrow 08:00; 凌晨两点 → 09-08 02:00;
周日下午三点 over → 09-14; 中秋 09-21, 秋分 09-23, 国庆 10-01; looking back 七夕 08-14, Friday 09-05, August); NC =
2059-12-24T13:10 Wednesday, 平安夜 (a bare 1 → tomorrow 13:00, a bare 2 → 14:00, a bare 12 → tomorrow's noon, a bare 8 →
20:00; 上午十点 → tomorrow 10:00; 周三上午十点 over → 12-31; 圣诞 tomorrow, this weekend 12-27/28, next week 12-29 …
2060-01-04, 年底 12-31, 元旦 Thursday 2060-01-01, 腊八 2060-01-11; looking back 冬至 12-22, 双十二, 上周五 12-19, Q4)."""
from lib import *

NA = "2059-03-31T05:20:00"  # Monday 05:20, the last day of March and of Q1
NB = "2059-09-07T21:45:00"  # Sunday 21:45, 白露, 八月初一
NC = "2059-12-24T13:10:00"  # Wednesday 13:10, 平安夜
Z = dict(lang="zh", tz="Asia/Shanghai")
QINGMING59 = ymd(2059, 4, 5)
GUYU59 = ymd(2059, 4, 20)
ZHONGQIU59 = ymd(2059, 9, 21)
QIUFEN59 = ymd(2059, 9, 23)
QIXI59 = ymd(2059, 8, 14)
DONGZHI59 = ymd(2059, 12, 22)
LABA60 = ymd(2060, 1, 11)
PERDIEM = "per diem (外站津贴/餐补) filed as salary income (paid by the airline for one's own work)"
GEAR = "a uniform, a headset and other flying gear filed as shopping"
RENT = "rent received filed as housing income (as earlier rounds file a landlord's rent)"
NOTARY = "notary fees received filed as salary income (paid for one's own work)"
REPAIR = "repairs, a plumber and property tax on the flats filed as housing"
TUTOR = "tutoring fees and prep books filed as education"
HOTEL = "a layover hotel filed as housing (a place to stay away from home)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明早六点签到飞成都", cc("签到飞成都", dt(rel(1), 6)), cat=c, unsure="明早六点 = 04-01 06:00; the title keeps both actions")
    K("周四下午两点到六点 模拟机复训", cc("模拟机复训", dt(wd(4), 14), dt(wd(4), 18)), cat=c)
    K("4月3号上午十点 跟租客签合同", cc("跟租客签合同", dt(ymd(2059, 4, 3), 10)), cat=c)
    K("今晚七点半 数学一对一", cc("数学一对一", dt(today(), 19, 30)), cat=c)
    K("五点去公证处交材料", cc("去公证处交材料", dt(today(), 17)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 05:20 reads 17:00 today (its am reading has just passed)")
    K("八点 带人看房", cc("带人看房", dt(today(), 8)), cat=c, conv="bare-hour")
    K("早上五点起床背单词", cc("起床背单词", dt(rel(1), 5)), cat=c, unsure="早上五点 with no day said 05:20 has just passed: tomorrow 05:00")
    K("凌晨四点 机场签到", cc("机场签到", dt(rel(1), 4)), cat=c, unsure="凌晨四点 with no day said 05:20 = its next occurrence: 04-01 04:00")
    K("4月8号到11号 连飞四天", cc("连飞四天", ymd(2059, 4, 8), ymd(2059, 4, 11)), cat=c)
    K("周一早上五点 去晨跑", cc("去晨跑", dt(wk(1, 1), 5)), cat=c, unsure="周一早上五点 said Monday 05:20 has passed: next week 04-07")
    K("后天 跟租客签约 下午三点", cc("跟租客签约", dt(rel(2), 15)), cat=c, unsure="the day and the clock said apart")
    K("妈说家教改了 周五晚上六点到八点 英语课", cc("英语课", dt(wd(5), 18), dt(wd(5), 20)), cat=c, unsure="the mother's word as context")
    K("周三下午四点看房 不对 四点半", cc("看房", dt(wd(3), 16, 30)), cat=c, unsure="a correction inside the message: 16:30 replaces 16:00")
with use(now=NB, pref="future", **Z):
    K("明天早上五点半签到飞乌鲁木齐", cc("签到飞乌鲁木齐", dt(rel(1), 5, 30)), cat=c)
    K("周三下午四点到五点 带租客看房", cc("带租客看房", dt(wd(3), 16), dt(wd(3), 17)), cat=c)
    K("礼拜四晚上七点 物理补习", cc("物理补习", dt(wd(4), 19)), cat=c)
    K("九点 公证处一开门就去", cc("公证处一开门就去", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 21:45 has passed both ways: tomorrow 09:00")
    K("十点再刷一套卷子", cc("再刷一套卷子", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:45: the pm reading 22:00 is ahead")
    K("八点 水电工上门", cc("水电工上门", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 21:45 has passed both ways: tomorrow 08:00")
    K("9月15号到18号 连着飞四天", cc("连着飞四天", ymd(2059, 9, 15), ymd(2059, 9, 18)), cat=c)
    K("周日下午三点 带学生模考", cc("带学生模考", dt(wk(1, 7), 15)), cat=c, unsure="周日下午三点 said Sunday 21:45 has passed: next Sunday 09-14")
    K("凌晨两点 落地乌鲁木齐", cc("落地乌鲁木齐", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day = the coming night: 09-08 02:00")
    K("嗯 周二 去公证处 上午十点", cc("去公证处", dt(wd(2), 10)), cat=c, unsure="the day and the clock said apart")
    K("排班出来了 9月12号到14号 三亚过夜", cc("三亚过夜", ymd(2059, 9, 12), ymd(2059, 9, 14)), cat=c, unsure="the new roster as context")
    K("今晚十点半 背古诗 哦不对 十一点", cc("背古诗", dt(today(), 23)), cat=c, unsure="a correction inside the message: 23:00 replaces 22:30")
with use(now=NC, pref="future", **Z):
    K("明天早上六点签到飞哈尔滨", cc("签到飞哈尔滨", dt(rel(1), 6)), cat=c)
    K("周五上午十点到十一点 跟租客签约", cc("跟租客签约", dt(wd(5), 10), dt(wd(5), 11)), cat=c)
    K("下周三晚上六点半 数学家教", cc("数学家教", dt(wk(1, 3), 18, 30)), cat=c)
    K("一点 去公证处", cc("去公证处", dt(rel(1), 13)), cat=c, conv="bare-hour", unsure="a bare 1 at 13:10 has just passed: tomorrow 13:00")
    K("两点水管工来", cc("水管工来", dt(today(), 14)), cat=c, conv="bare-hour")
    K("八点开始刷物理题", cc("开始刷物理题", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 13:10 reads 20:00 tonight")
    K("上午十点 带人看房", cc("带人看房", dt(rel(1), 10)), cat=c, unsure="上午十点 with no day said 13:10 has passed: tomorrow 10:00")
    K("1月13号到15号 期末考试", cc("期末考试", ymd(2060, 1, 13), ymd(2060, 1, 15)), cat=c)
    K("周三上午十点 去公证处", cc("去公证处", dt(wk(1, 3), 10)), cat=c, unsure="周三上午十点 said Wednesday 13:10 has passed: next week 12-31")
    K("刚换了班 周六 飞广州 早上七点签到", cc("飞广州", dt(wd(6), 7)), cat=c, unsure="the swapped trip as context; the day and the clock said apart; 签到 left out of the title")
    K("平安夜也要上课 今晚七点 英语一对一", cc("英语一对一", dt(today(), 19)), cat=c, unsure="the context before it")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周三下午四点半看房 在幸福里小区3号楼", cc("看房", dt(wd(3), 16, 30), location="幸福里小区3号楼"), cat=c)
    K("周四下午两点模拟机复训 地点：飞行训练中心", cc("模拟机复训", dt(wd(4), 14), location="飞行训练中心"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周二上午十点办公证 地点是区公证处", cc("办公证", dt(wd(2), 10), location="区公证处"), cat=c)
    K("周四晚上七点物理补习 在新东方学校", cc("物理补习", dt(wd(4), 19), location="新东方学校"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周五上午十点签约 在锦绣花园5栋", cc("签约", dt(wd(5), 10), location="锦绣花园5栋"), cat=c)
    K("12月30号下午两点模拟机检查 地点：航空公司培训部", cc("模拟机检查", dt(ymd(2059, 12, 30), 14), location="航空公司培训部"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("愚人节 飞三亚", cc("飞三亚", ymd(2059, 4, 1)), cat=c)
    K("清明节 回老家扫墓", cc("回老家扫墓", QINGMING59), cat=c, unsure="清明 2059 = 04-05 (PyEphem and lunar-python agree)")
    K("谷雨那天 跟租客续约", cc("跟租客续约", GUYU59), cat=c, unsure="谷雨 2059 = 04-20 (PyEphem and lunar-python agree)")
with use(now=NB, pref="future", **Z):
    K("教师节 给补习老师送花", cc("给补习老师送花", ymd(2059, 9, 10)), cat=c)
    K("中秋晚上七点 跟家里视频", cc("跟家里视频", dt(ZHONGQIU59, 19)), cat=c, unsure="中秋 2059 = 09-21 (lunar-python)")
    K("秋分那天 模拟机复训", cc("模拟机复训", QIUFEN59), cat=c, unsure="秋分 2059 = 09-23 (PyEphem and lunar-python agree)")
with use(now=NC, pref="future", **Z):
    K("圣诞节 在外站过夜", cc("在外站过夜", ymd(2059, 12, 25)), cat=c)
    K("元旦 休息一天", cc("休息一天", ymd(2060, 1, 1)), cat=c)
    K("腊八 带租客看房", cc("带租客看房", LABA60), cat=c, unsure="腊八 = 2060-01-11 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("三个小时后提醒我到机场", cc("到机场", dt(today(), 8, 20)), cat=c)
    K("两周后 模拟机检查", cc("模拟机检查", rel(14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("四十五分钟后提醒我关灯睡觉", cc("关灯睡觉", dt(today(), 22, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("半小时后 给租客回电话", cc("给租客回电话", dt(today(), 13, 40)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週三下午三點 公證處簽字", cc("公證處簽字", dt(wd(3), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下週二上午十點 帶租客看房", cc("帶租客看房", dt(wk(1, 2), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("禮拜五下午三點 水管工來", cc("水管工來", dt(wd(5), 15)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.15 新租客搬进来", cc("新租客搬进来", ymd(2059, 4, 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2059/9/20 上午八点 月考", cc("月考", dt(ymd(2059, 9, 20), 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20600108 续租签字", cc("续租签字", ymd(2060, 1, 8)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 第二次模考", cc("第二次模考", nth(2059, 4, 2, 6)), cat=c)
    K("清明后一天 水管工来修", cc("水管工来修", QINGMING59 + td(days=1)), cat=c, unsure="清明 2059 = 04-05")
with use(now=NB, pref="future", **Z):
    K("国庆后一天 签租约", cc("签租约", ymd(2059, 10, 2)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第三个周六 模拟考", cc("模拟考", nth(2060, 1, 3, 6)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二、周五晚上七点 都有家教课", [cc("家教课", dt(wd(2), 19)), cc("家教课", dt(wd(5), 19))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周一周四下午三点都要带人看房", [cc("带人看房", dt(wd(1), 15)), cc("带人看房", dt(wd(4), 15))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周六周日上午九点 都有模考", [cc("模考", dt(wd(6), 9)), cc("模考", dt(wd(7), 9))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("外站津贴到账 1860", la("1860", "salary", "外站津贴", kind="income"), cat=c, unsure=PERDIEM)
    K("三楼房租到了 3800", la("3800", "housing", "房租", kind="income"), cat=c, unsure=RENT)
    K("水管工 260", la("260", "housing", "水管工"), cat=c, unsure=REPAIR)
    K("新制服 680", la("680", "shopping", "制服"), cat=c, unsure=GEAR)
    K("家教费 1200 我妈付的", la("1200", "education", "家教费"), cat=c, unsure=TUTOR + "; who paid as context")
    K("机场大巴30", la("30", "transport", "机场大巴"), cat=c)
with use(now=NB, pref="past", **Z):
    K("公证费收了600", la("600", "salary", "公证费", kind="income"), cat=c, unsure=NOTARY)
    K("真题册三本 135", la("135", "education", "真题册"), cat=c, unsure=TUTOR)
    K("房产税4200交了", la("4200", "housing", "房产税"), cat=c, unsure=REPAIR)
    K("飞行耳机 2800", la("2800", "shopping", "飞行耳机"), cat=c, unsure=GEAR)
    K("三亚外站酒店自己垫了 520", la("520", "housing", "酒店"), cat=c, unsure=HOTEL)
with use(now=NC, pref="past", **Z):
    K("平安夜还在上课 家教费1600", la("1600", "education", "家教费"), cat=c, unsure=TUTOR + "; the context before it")
    K("换门锁320", la("320", "housing", "换门锁"), cat=c, unsure=REPAIR)
    K("二楼租客转了房租3500", la("3500", "housing", "房租", kind="income"), cat=c, unsure=RENT)
    K("哈尔滨外站打车 58", la("58", "transport", "打车"), cat=c)
    K("外站餐补到了 360", la("360", "salary", "餐补", kind="income"), cat=c, unsure=PERDIEM)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("上周五付的水管工 450", la("450", "housing", "水管工", d=wk(-1, 5)), cat=c, unsure="上周五 said Monday = 03-28; " + REPAIR)
    K("昨天收的公证费 800", la("800", "salary", "公证费", kind="income", d=rel(-1)), cat=c, unsure=NOTARY)
with use(now=NB, pref="past", **Z):
    K("周五买的教辅 96", la("96", "education", "教辅", d=wd(5)), cat=c, unsure="周五 said Sunday, looking back = 09-05; " + TUTOR)
    K("七夕那天收的房租 4500", la("4500", "housing", "房租", kind="income", d=QIXI59), cat=c, unsure="七夕 2059 = 08-14 (lunar-python); " + RENT)
with use(now=NC, pref="past", **Z):
    K("冬至那天交的家教费 1600", la("1600", "education", "家教费", d=DONGZHI59), cat=c, unsure="冬至 2059 = 12-22; " + TUTOR)
    K("双十二买的耳机 1999", la("1999", "shopping", "耳机", d=ymd(2059, 12, 12)), cat=c, unsure=GEAR)
    K("前天修热水器 380", la("380", "housing", "修热水器", d=rel(-2)), cat=c, unsure=REPAIR)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周末都排了啥 要去看房吗", cl(wd(6), wd(7)), cat=c)
    K("下周飞几天", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("清明那天有啥安排", cl(QINGMING59), cat=c, unsure="清明 2059 = 04-05")
with use(now=NA, pref="past", **Z):
    K("这个月房租一共收了多少", ls(ymd(2059, 3, 1), ymd(2059, 3, 31), "housing"), cat=c, unsure=RENT + "; the summary takes that category")
    K("一季度维修花了多少", ls(ymd(2059, 1, 1), ymd(2059, 3, 31), "housing"), cat=c, conv="quarters", unsure=REPAIR)
    K("把最近十笔账列出来", ll(limit=10), cat=c)
with use(now=NB, pref="future", **Z):
    K("下旬都有哪些模考", cl(ymd(2059, 9, 21), ymd(2059, 9, 30)), cat=c, conv="month-parts")
    K("下礼拜的排班", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个月外站住宿花了多少", ls(ymd(2059, 9, 1), ymd(2059, 9, 30), "housing"), cat=c, unsure=HOTEL)
    K("上个月家教一共花了多少", ls(ymd(2059, 8, 1), ymd(2059, 8, 31), "education"), cat=c, unsure=TUTOR)
    K("列一下最近五笔维修", ll(category="housing", limit=5), cat=c, unsure=REPAIR)
with use(now=NC, pref="future", **Z):
    K("下周都有什么安排", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("元旦那天有事吗", cl(ymd(2060, 1, 1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("今年维修一共花了多少", ls(ymd(2059, 1, 1), ymd(2059, 12, 31), "housing"), cat=c, unsure=REPAIR + "; this year as the whole year (the skill's own reading of a period)")
    K("这个季度公证费收了多少", ls(ymd(2059, 10, 1), ymd(2059, 12, 31), "salary"), cat=c, conv="quarters", unsure=NOTARY)
    K("最近8笔家教费", ll(category="education", limit=8), cat=c, unsure=TUTOR)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有啥公证的事没办", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="said on the last day of the month: today alone")
    K("清明前有几个飞行日", cl(today(), QINGMING59), cat=c, conv="zh-qian-inclusive", unsure="清明 2059 = 04-05")
    K("接下来五天的航班", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("今年以来维修花了多少", ls(ymd(2059, 1, 1), today(), "housing"), cat=c, conv="since", unsure=REPAIR)
with use(now=NB, pref="future", **Z):
    K("这周内还有飞行安排吗", cl(today(), today()), cat=c, conv="week-monday-sunday", unsure="said Sunday: today alone")
    K("中秋前都排了啥", cl(today(), ZHONGQIU59), cat=c, conv="zh-qian-inclusive", unsure="中秋 2059 = 09-21 (lunar-python)")
with use(now=NB, pref="past", **Z):
    K("开学到现在家教花了多少 9月1号开的学", ls(ymd(2059, 9, 1), today(), "education"), cat=c, conv="since",
      unsure="the term's start given in the message; " + TUTOR)
    K("本月至今收了多少房租", ls(ymd(2059, 9, 1), today(), "housing"), cat=c, conv="since", unsure=RENT)
with use(now=NC, pref="future", **Z):
    K("元旦前都约了哪些看房", cl(today(), ymd(2060, 1, 1)), cat=c, conv="zh-qian-inclusive")
    K("年底前还要飞几趟", cl(today(), ymd(2059, 12, 31)), cat=c)
    K("未来一周的航班", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("这个月到目前为止外站花了多少", ls(ymd(2059, 12, 1), today()), cat=c, conv="since", unsure="layover spending without one category")
    K("最近30天收了多少公证费", ls(rel(-29), today(), "salary"), cat=c, unsure=NOTARY)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天成都下雨吗 要飞过去", wx("Chengdu", rel(1)), cat=c)
    KM("这周末三亚天气", [wx("Sanya", wd(6)), wx("Sanya", wd(7))], cat=c)
    KM("明天成都 后天拉萨 天气怎么样", [wx("Chengdu", rel(1)), wx("Lhasa", rel(2))], cat=c, unsure="two cities on two days: one call each")
with use(now=NB, pref="future", **Z):
    K("明天乌鲁木齐天气咋样", wx("Urumqi", rel(1)), cat=c)
    K("9月20号月考那天北京冷不冷", wx("Beijing", ymd(2059, 9, 20)), cat=c)
    KM("周二三亚 周三海口 天气", [wx("Sanya", wd(2)), wx("Haikou", wd(3))], cat=c, unsure="two cities on two days: one call each")
with use(now=NC, pref="future", **Z):
    K("今天下午哈尔滨多少度", wx("Harbin"), cat=c)
    KM("期末那三天北京天气 1月13号到15号", [wx("Beijing", ymd(2060, 1, 13)), wx("Beijing", ymd(2060, 1, 14)), wx("Beijing", ymd(2060, 1, 15))], cat=c,
       unsure="exam days over several days: one call each")
    KM("接下来三天广州外站天气", [wx("Guangzhou", today()), wx("Guangzhou", rel(1)), wx("Guangzhou", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("早上能在成都跑步吗", ra("Chengdu"), cat=c, unsure="早上 said 05:20 is today's morning")
with use(now=NB, pref="future", **Z):
    K("明天早上乌鲁木齐适合跑步吗", ra("Urumqi", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六广州适合跑步不", ra("Guangzhou", wd(6)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("跟租客签合同", dt(ymd(2059, 4, 3), 10), dt(ymd(2059, 4, 3), 11)), ev("跟租客签合同", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("周四跟租客签合同改到下午两点", cu(0, title="跟租客签合同", date=wd(4), start=dt(wd(4), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two signings with the same title on different days; 周四 = 04-03")
    g = [ev("模拟机复训", dt(wd(4), 14), dt(wd(4), 18)), ev("数学一对一", dt(today(), 19, 30), dt(today(), 21))]
    K("模拟机复训挪到周五 时间不变", cu(0, title="模拟机复训", start=dt(wd(5), 14)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("水管工来修", dt(wd(3), 9), dt(wd(3), 11)), ev("电工来修", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("周三水管工改到下午三点来", cu(0, title="水管工", date=wd(3), start=dt(wd(3), 15)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two contractor visits")
    g = [ev("数学一对一", dt(today(), 19, 30), dt(today(), 21)), ev("英语一对一", dt(rel(1), 19, 30), dt(rel(1), 21))]
    K("今晚数学课往后推半小时", cu(0, title="数学", date=today(), start=dt(today(), 20)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("带租客看房", dt(wd(3), 16), dt(wd(3), 17)), ev("带租客看房", dt(wd(6), 10), dt(wd(6), 11))]
    K("周三看房提前到下午两点", cu(0, title="看房", date=wd(3), start=dt(wd(3), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two viewings with the same title; 周三 said Sunday = 09-10")
    g = [ev("连着飞四天", ymd(2059, 9, 15), ymd(2059, 9, 18)), ev("三亚过夜", ymd(2059, 9, 12), ymd(2059, 9, 14))]
    K("跟同事换了班 连着飞那个改成16号到19号", cu(0, title="连着飞", start=ymd(2059, 9, 16), end=ymd(2059, 9, 19)), cat=c, given=g,
      conv="next-upcoming", unsure="a swapped trip: both days written as dates")
    g = [ev("物理补习", dt(wd(4), 19), dt(wd(4), 21)), ev("化学补习", dt(wd(4), 16), dt(wd(4), 18))]
    K("周四物理补习换个地方 改到老师家", cu(0, title="物理补习", date=wd(4), location="老师家"), cat=c, given=g)
    g = [ev("学习计划：刷数学真题", dt(rel(1), 19), dt(rel(1), 21)), ev("学习计划：背英语单词", dt(rel(2), 19), dt(rel(2), 21))]
    K("明天刷数学真题的计划挪到后天同一时间", cu(0, title="刷数学真题", date=rel(1), start=dt(rel(2), 19)), cat=c, given=g, conv="move-keeps-clock",
      unsure="a study plan moved")
with use(now=NC, pref="future", **Z):
    g = [ev("跟租客签约", dt(wd(5), 10), dt(wd(5), 11)), ev("水管工来", dt(today(), 14), dt(today(), 15))]
    K("签约改到下周一同一时间", cu(0, title="签约", start=dt(wk(1, 1), 10)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"])
    g = [ev("模考", dt(wd(6), 9), dt(wd(6), 11, 30)), ev("模考", dt(wd(7), 9), dt(wd(7), 11, 30))]
    K("周日那场模考改到下午两点", cu(1, title="模考", date=wd(7), start=dt(wd(7), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two mock exams on two days")
    g = [ev("模拟机检查", dt(ymd(2059, 12, 30), 14), dt(ymd(2059, 12, 30), 18)), ev("飞哈尔滨", dt(rel(1), 6), dt(rel(1), 12))]
    K("模拟机检查改名叫模拟机考核", cu(0, title="模拟机检查", new_title="模拟机考核"), cat=c, given=g, conv="next-upcoming")
    g = [ev("看房", dt(rel(1), 10), dt(rel(1), 11)), ev("公证处签字", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天看房改成上午十一点到十二点", cu(0, title="看房", date=rel(1), start=dt(rel(1), 11), end=dt(rel(1), 12)), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("看房", dt(wd(3), 16, 30), dt(wd(3), 17, 30)), ev("公证处签字", dt(wd(3), 15), dt(wd(3), 16))]
    K("周三的看房取消 租客不来了", cdel(0, title="看房", date=wd(3)), cat=c, given=g, unsure="a viewing and a notary signing the same day; the reason as context")
    g = [ev("水管工来修", dt(wd(3), 9), dt(wd(3), 11)), ev("电工来修", dt(wk(1, 2), 9), dt(wk(1, 2), 11))]
    K("下周二电工不用来了", cdel(1, title="电工", date=wk(1, 2)), cat=c, given=g, unsure="two contractor visits")
with use(now=NB, pref="future", **Z):
    g = [ev("三亚过夜", ymd(2059, 9, 12), ymd(2059, 9, 14)), ev("连着飞四天", ymd(2059, 9, 15), ymd(2059, 9, 18))]
    K("三亚那趟换给别人飞了 删掉", cdel(0, title="三亚"), cat=c, given=g, conv="next-upcoming", unsure="a swapped trip")
    g = [ev("带人看房", dt(wd(1), 15), dt(wd(1), 16)), ev("带人看房", dt(wd(4), 15), dt(wd(4), 16))]
    K("周四的看房取消", cdel(1, title="看房", date=wd(4)), cat=c, given=g, unsure="two viewings with the same title on different days")
    g = [ev("背古诗", dt(today(), 23), dt(rel(1), 0)), ev("物理补习", dt(wd(4), 19), dt(wd(4), 21))]
    K("今晚背古诗删了 太困了", cdel(0, title="背古诗", date=today()), cat=c, given=g, unsure="the reason as context")
with use(now=NC, pref="future", **Z):
    g = [ev("直播讲题", dt(rel(1), 20), dt(rel(1), 22)), ev("寄公证书", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天的直播讲题取消", cdel(0, title="直播讲题", date=rel(1)), cat=c, given=g, unsure="a live stream and a shipping run the same day")
    g = [ev("模考", dt(wd(6), 9), dt(wd(6), 11, 30)), ev("模考", dt(wd(7), 9), dt(wd(7), 11, 30))]
    K("周六那场模考删掉", cdel(0, title="模考", date=wd(6)), cat=c, given=g, unsure="two mock exams on two days")
    g = [ev("期末考试", ymd(2060, 1, 13), ymd(2060, 1, 15)), ev("数学家教", dt(wk(1, 3), 18, 30), dt(wk(1, 3), 20))]
    K("下周三数学家教取消 老师回老家", cdel(1, title="数学家教", date=wk(1, 3)), cat=c, given=g, unsure="the reason as context")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("房租3800到了 顺便记下水管工260", [la("3800", "housing", "房租", kind="income"), la("260", "housing", "水管工")], cat=c,
       unsure=RENT + "; " + REPAIR)
with use(now=NA, pref="future", **Z):
    KM("4月8号到11号连飞 查下8号成都的天气", [cc("连飞", ymd(2059, 4, 8), ymd(2059, 4, 11)), wx("Chengdu", ymd(2059, 4, 8))], cat=c)
    KM("明天晚上七点数学课 后天晚上七点英语课", [cc("数学课", dt(rel(1), 19)), cc("英语课", dt(rel(2), 19))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("公证费600 餐补360 打车45", [la("600", "salary", "公证费", kind="income"), la("360", "salary", "餐补", kind="income"),
                                   la("45", "transport", "打车")], cat=c, unsure=NOTARY + "; " + PERDIEM)
with use(now=NB, pref="future", **Z):
    KM("周三下午四点看房 顺便看看那天北京会不会下雨", [cc("看房", dt(wd(3), 16)), wx("Beijing", wd(3))], cat=c)
    KM("周三看房挪到周四同一时间 再把周六的看房删了",
       [cu(0, title="看房", date=wd(3), start=dt(wd(4), 16)), cdel(1, title="看房", date=wd(6))], cat=c,
       given=[ev("带租客看房", dt(wd(3), 16), dt(wd(3), 17)), ev("带租客看房", dt(wd(6), 10), dt(wd(6), 11))], conv="move-keeps-clock")
with use(now=NC, pref="past", **Z):
    KM("家教费1600 真题书45", [la("1600", "education", "家教费"), la("45", "education", "真题书")], cat=c, unsure=TUTOR)
    KM("记一下房产税4200 再看看今年房子上一共花了多少", [la("4200", "housing", "房产税"), ls(ymd(2059, 1, 1), ymd(2059, 12, 31), "housing")],
       cat=c, unsure=REPAIR)
with use(now=NC, pref="future", **Z):
    KM("这周末有啥安排 再查下周六北京天气", [cl(wd(6), wd(7)), wx("Beijing", wd(6))], cat=c)
    KM("明天上午十点看房 下午三点公证处签字", [cc("看房", dt(rel(1), 10)), cc("公证处签字", dt(rel(1), 15))], cat=c,
       unsure="the day said once for both")
    KM("周五哈尔滨 周六沈阳 两个外站的天气", [wx("Harbin", wd(5)), wx("Shenyang", wd(6))], cat="weather",
       unsure="two cities on two days: one call each")
