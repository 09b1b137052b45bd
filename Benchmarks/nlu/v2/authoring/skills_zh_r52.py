"""Round 52 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a community midwife on call (home visits and antenatal classes at set clocks, on-call nights, births that
move everything, mileage and fuel, a course fee and textbooks, pay and a night-call allowance coming in, a visit moved,
a class cancelled, transport spending this month and the last N entries), a theatre stage manager during a run of
shows and a short tour (calls, rehearsals and performances at set clocks, a tour over several days in other cities,
per diems and fees coming in, props and tape bought, late-night taxis, a rehearsal moved, the weather for a get-out
day, what taxis cost this week) and a retired man learning to swim who visits his grandson in Sydney (swimming lessons
at set clocks, a trip of several days abroad, flights and gifts, spending in Australian dollars, the pension coming in,
advice for his morning walk, a lesson moved, travel spending this year).  In everyday proportion: about two fifths new
events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several
requests at once.

Reference times (see time_r52.py): NA = 2063-03-31T22:15 Saturday, 三月初二 (今晚 / 周六晚上 in progress and nearly
over, 周六下午 over → 04-07; a bare 10 has passed both ways → tomorrow 10:00, a bare 11 → 23:00 tonight, a bare 7 →
tomorrow 19:00, a bare 12 → tomorrow's noon; 月底 today, 下个月 April starts tomorrow (Sunday 04-01, 愚人节), this weekend
= today and tomorrow, next week 04-02 … 04-08 holds 清明 Thursday 04-05, 下下周 04-09 … 04-15; looking back 春分 Tuesday
03-20, 上周六 03-24, March, Q1); NB = 2063-11-22T09:40 Thursday, 十月初三, 小雪 and US Thanksgiving (上午 / 周四上午 in
progress, 早上 and 周四早上七点 over → 11-29; a bare 9 has passed → tomorrow 09:00, a bare 8 → tomorrow 08:00, a bare 10
or 11 ahead today; Black Friday tomorrow, this weekend 11-24/25, next week 11-26 … 12-02, 月底 Friday 11-30, 大雪 Friday
12-07, 双十二 Wednesday 12-12; looking back 双十一 Sunday 11-11, 立冬 Wednesday 11-07, 上周五 11-16, October);
NC = 2063-10-06T12:30 Saturday, 中秋 (八月十五, lunar-python) in the 国庆 week (上午 / 周六上午 over → 10-13, 下午 in
progress; a bare 12 has passed → tomorrow's noon, a bare 1 → 13:00, a bare 8 / 10 / 11 → tonight 20:00 / 22:00 /
23:00; this weekend = today and tomorrow, next week 10-08 … 10-14 begins on 寒露 = Columbus Day (Monday 10-08), 上旬
10-01 … 10-10 now, 月底 Wednesday 10-31, 重阳 Tuesday 10-30; looking back 国庆 Monday 10-01, 秋分 Sunday 09-23,
September, Q3 = 上季度)."""
from lib import *

NA = "2063-03-31T22:15:00"  # Saturday 22:15, the last day of March
NB = "2063-11-22T09:40:00"  # Thursday 09:40, 小雪 and Thanksgiving
NC = "2063-10-06T12:30:00"  # Saturday 12:30, 中秋 in the 国庆 week
Z = dict(lang="zh", tz="Asia/Shanghai")
QINGMING63 = ymd(2063, 4, 5)
CHUNFEN63 = ymd(2063, 3, 20)
XIAOXUE63 = ymd(2063, 11, 22)
DAXUE63 = ymd(2063, 12, 7)
LIDONG63 = ymd(2063, 11, 7)
ZHONGQIU63 = ymd(2063, 10, 6)
HANLU63 = ymd(2063, 10, 8)
CHONGYANG63 = ymd(2063, 10, 30)
QIUFEN63 = ymd(2063, 9, 23)
GUOQING63 = ymd(2063, 10, 1)
SHUANG11 = ymd(2063, 11, 11)
CAR = "mileage, fuel and parking for home visits filed as transport"
PAY = "the midwife's pay filed as salary income"
NIGHT = "a night-call allowance filed as salary income (paid for one's own work)"
COURSE = "a midwifery course fee and textbooks filed as education"
DIEM = "a tour per diem filed as salary income (paid by the employer for one's work; earlier rounds filed it as salary or other)"
FEE = "a stage manager's fee filed as salary income"
PROPS = "props and gaffer tape bought for the show filed as shopping"
TAXI = "taxis filed as transport"
SWIM = "swimming lessons filed as education (a course of lessons)"
PENSION = "a pension filed as income, category salary (as earlier rounds did)"
FLIGHT = "flights filed as transport"
GIFT = "gifts for the grandson filed as shopping"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明早八点 小周家访", cc("小周家访", dt(rel(1), 8)), cat=c, unsure="明早 = Sunday 04-01")
    K("十一点 把产包再查一遍", cc("把产包再查一遍", bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:15 reads 23:00 tonight")
    K("十点 给陈太太回个电话", cc("给陈太太回个电话", bare_clock(10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 22:15 has passed both ways: tomorrow 10:00")
    K("七点 剧场集合", cc("剧场集合", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 22:15 has passed: tomorrow 19:00")
    K("十二点 跟导演吃饭", cc("跟导演吃饭", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 22:15: tomorrow's noon")
    K("周六下午三点 游泳课", cc("游泳课", dt(wk(1, 6), 15)), cat=c, unsure="周六下午三点 said Saturday 22:15 has passed: next week 04-07")
    K("周六晚上十一点 开始夜班待命", cc("开始夜班待命", dt(today(), 23)), cat=c,
      unsure="周六晚上十一点 said Saturday 22:15 is still ahead: today 23:00")
    K("下周二上午九点到十一点 孕妇学校上课", cc("孕妇学校上课", dt(wk(1, 2), 9), dt(wk(1, 2), 11)), cat=c, unsure="下周二 = 04-03")
    K("4月18号到5月2号 去悉尼看孙子", cc("去悉尼看孙子", ymd(2063, 4, 18), ymd(2063, 5, 2)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("下周三 技术排练 下午一点到六点", cc("技术排练", dt(wk(1, 3), 13), dt(wk(1, 3), 18)), cat=c,
      unsure="下周三 = 04-04; the day and the range said apart")
    K("后天晚上七点半 首演", cc("首演", dt(rel(2), 19, 30)), cat=c, unsure="后天 = Monday 04-02")
    K("下下周一上午九点 去陈太太家做产后复查", cc("去陈太太家做产后复查", dt(wk(2, 1), 9)), cat=c, unsure="下下周一 = 04-09")
    K("4月10号到14号 成都巡演", cc("成都巡演", ymd(2063, 4, 10), ymd(2063, 4, 14)), cat=c)
    K("这周日早上七点 游泳", cc("游泳", dt(wd(7), 7)), cat=c, unsure="这周日 said Saturday = tomorrow 04-01")
    K("明天下午 装台 两点到六点", cc("装台", dt(rel(1), 14), dt(rel(1), 18)), cat=c, unsure="明天下午 and the range said apart")
    K("周一晚上八点到第二天早上八点 夜班待命", cc("夜班待命", dt(wd(1), 20), dt(wd(1) + td(days=1), 8)), cat=c,
      unsure="周一 = 04-02; the end on the next morning")
    K("周三下午两点 剧组开会 不对 三点", cc("剧组开会", dt(wd(3), 15)), cat=c, unsure="a correction: 15:00 replaces 14:00; 周三 = 04-04")
    K("我下周五上午要去王姐家产前家访 九点半", cc("去王姐家产前家访", dt(wk(1, 5), 9, 30)), cat=c,
      unsure="下周五 = 04-06; a statement with the clock said after")
    K("嗯那个 明天上午十点半 跟教练学换气", cc("跟教练学换气", dt(rel(1), 10, 30)), cat=c, unsure="the filler left out")
    K("下周四晚上七点半 成都场彩排", cc("成都场彩排", dt(wk(1, 4), 19, 30)), cat=c, unsure="下周四 = 04-05 (清明)")
with use(now=NB, pref="future", **Z):
    K("十点 去刘女士家产前家访", cc("去刘女士家产前家访", bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 09:40 is ahead: 10:00 today")
    K("九点 游泳课", cc("游泳课", bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:40 has passed and, before noon, reads tomorrow 09:00")
    K("八点 剧场开早会", cc("剧场开早会", bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 09:40 has passed: tomorrow 08:00")
    K("周四上午十一点 去道具库搬东西", cc("去道具库搬东西", dt(today(), 11)), cat=c,
      unsure="周四上午十一点 said Thursday 09:40 is still ahead: today")
    K("周四早上七点 游泳", cc("游泳", dt(wk(1, 4), 7)), cat=c, unsure="周四早上七点 said Thursday 09:40 has passed: next week 11-29")
    K("今天下午两点到四点 孕妇学校", cc("孕妇学校", dt(today(), 14), dt(today(), 16)), cat=c)
    K("12月20号到1月5号 去悉尼看孙子过年", cc("去悉尼看孙子过年", ymd(2063, 12, 20), ymd(2064, 1, 5)), cat=c,
      unsure="a trip across the year end: 2063-12-20 … 2064-01-05")
    K("明晚七点半 演出", cc("演出", dt(rel(1), 19, 30)), cat=c)
    K("下周三下午一点 复排", cc("复排", dt(wk(1, 3), 13)), cat=c, unsure="下周三 = 11-28")
    K("12月3号到5号 西安巡演 带两个箱子", cc("西安巡演", ymd(2063, 12, 3), ymd(2063, 12, 5)), cat=c,
      unsure="带两个箱子 as context left out of the title")
    K("下周六 全天走台", cc("全天走台", wk(1, 6)), cat=c, unsure="下周六 = 12-01, all day; 全天 kept in the title as said")
    K("后天上午九点 产后访视 赵女士", cc("产后访视 赵女士", dt(rel(2), 9)), cat=c, unsure="后天 = Saturday 11-24; the person kept in the title")
    K("礼拜天下午四点到五点 游泳练习", cc("游泳练习", dt(wd(7), 16), dt(wd(7), 17)), cat=c, unsure="礼拜天 = 11-25")
    K("明天中午 跟舞美吃饭 十二点半", cc("跟舞美吃饭", dt(rel(1), 12, 30)), cat=c, unsure="明天中午 and 十二点半 said apart")
    K("下周一晚上八点 夜班 到早上八点", cc("夜班", dt(wk(1, 1), 20), dt(wk(1, 2), 8)), cat=c, unsure="下周一 = 11-26; the end on the next morning")
with use(now=NC, pref="future", **Z):
    K("十二点 跟孙子视频", cc("跟孙子视频", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:30 has passed: tomorrow's noon")
    K("一点 去泳池", cc("去泳池", bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 12:30 reads 13:00 today")
    K("十点 给小周打个电话", cc("给小周打个电话", bare_clock(10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 12:30: the am reading passed, the pm reading is ahead: 22:00 tonight")
    K("周六上午十点 游泳课", cc("游泳课", dt(wk(1, 6), 10)), cat=c, unsure="周六上午十点 said Saturday 12:30 has passed: next week 10-13")
    K("10月15号到18号 重庆巡演", cc("重庆巡演", ymd(2063, 10, 15), ymd(2063, 10, 18)), cat=c)
    K("下周一上午九点 孕晚期家访", cc("孕晚期家访", dt(wk(1, 1), 9)), cat=c, unsure="下周一 = 10-08")
    K("明天下午两点到五点 技术合成", cc("技术合成", dt(rel(1), 14), dt(rel(1), 17)), cat=c)
    K("10月20号到27号 飞悉尼看孙子", cc("飞悉尼看孙子", ymd(2063, 10, 20), ymd(2063, 10, 27)), cat=c)
    K("下周三晚上七点半 首演 六点到场", cc("首演", dt(wk(1, 3), 19, 30)), cat=c,
      unsure="下周三 = 10-10; the call time 六点到场 read as context, the show's clock taken")
    K("今天下午三点 剧组拆台", cc("剧组拆台", dt(today(), 15)), cat=c)
    K("周日早上六点半 游泳", cc("游泳", dt(wd(7), 6, 30)), cat=c, unsure="周日 = tomorrow 10-07")
    K("下周二 晚上七点 孕妇课 讲分娩呼吸", cc("孕妇课 讲分娩呼吸", dt(wk(1, 2), 19)), cat=c, unsure="下周二 = 10-09; the topic kept in the title")
    K("后天上午十点 产后42天复查 小周", cc("产后42天复查 小周", dt(rel(2), 10)), cat=c, unsure="42 is no time (the day count of the check-up)")
    K("周四下午 游泳 三点到四点", cc("游泳", dt(wd(4), 15), dt(wd(4), 16)), cat=c, unsure="周四 = 10-11")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周二上午九点 孕妇学校 在社区卫生中心二楼", cc("孕妇学校", dt(wd(2), 9), location="社区卫生中心二楼"), cat=c, unsure="周二 = 04-03")
    K("明天下午两点 装台 地点：成都锦城剧场", cc("装台", dt(rel(1), 14), location="成都锦城剧场"), cat=c)
    K("下周一下午三点 游泳课 在体育馆游泳池", cc("游泳课", dt(wk(1, 1), 15), location="体育馆游泳池"), cat=c, unsure="下周一 = 04-02")
with use(now=NB, pref="future", **Z):
    K("明天上午十点 产前家访 地点是幸福路12号", cc("产前家访", dt(rel(1), 10), location="幸福路12号"), cat=c)
    K("周六晚上七点 演出 在大剧院小剧场", cc("演出", dt(wd(6), 19), location="大剧院小剧场"), cat=c, unsure="周六 = 11-24")
    K("下周二上午九点 继续教育培训 地点：妇幼保健院", cc("继续教育培训", dt(wk(1, 2), 9), location="妇幼保健院"), cat=c, unsure="下周二 = 11-27")
with use(now=NC, pref="future", **Z):
    K("下周四下午两点 游泳课 在老年活动中心泳池", cc("游泳课", dt(wk(1, 4), 14), location="老年活动中心泳池"), cat=c, unsure="下周四 = 10-11")
    K("15号晚上七点 重庆首场 地点是国泰艺术中心", cc("重庆首场", dt(ymd(2063, 10, 15), 19), location="国泰艺术中心"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("清明那天上午十点 游泳课", cc("游泳课", dt(QINGMING63, 10)), cat=c, unsure="清明 2063 = Thursday 04-05 (PyEphem and lunar-python agree)")
    K("愚人节 下午两点 装台", cc("装台", dt(ymd(2063, 4, 1), 14)), cat=c, unsure="愚人节 = tomorrow 04-01")
    K("复活节 跟孙子视频", cc("跟孙子视频", hol("easter")), cat=c, unsure="复活节 2063 = Sunday 04-15, all day")
with use(now=NB, pref="future", **Z):
    K("大雪那天 游泳课 上午十点", cc("游泳课", dt(DAXUE63, 10)), cat=c, unsure="大雪 2063 = Friday 12-07 (PyEphem and lunar-python agree)")
    K("双十二晚上八点 剧组聚餐", cc("剧组聚餐", dt(ymd(2063, 12, 12), 20)), cat=c)
    K("平安夜 在悉尼陪孙子", cc("陪孙子", hol("平安夜"), location="悉尼"), cat=c,
      unsure="平安夜 = 12-24, all day; 在悉尼 read as a place")
with use(now=NC, pref="future", **Z):
    K("中秋 晚上八点 陪老伴赏月", cc("陪老伴赏月", dt(today(), 20)), cat=c, unsure="中秋 2063 = today 10-06 (lunar-python)")
    K("重阳节 带老伴爬山", cc("带老伴爬山", CHONGYANG63), cat=c, unsure="重阳 2063 = Tuesday 10-30 (lunar-python), all day")
    K("寒露那天上午九点 家访", cc("家访", dt(HANLU63, 9)), cat=c, unsure="寒露 2063 = Monday 10-08 (PyEphem and lunar-python agree)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("半小时后提醒我给产妇回电话", cc("给产妇回电话", dt(today(), 22, 45)), cat=c)
    K("三天后 车子保养", cc("车子保养", rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("四十五分钟后 出发去家访", cc("出发去家访", dt(today(), 10, 25)), cat=c)
with use(now=NC, pref="future", **Z):
    K("两小时后 叫我去剧场", cc("去剧场", dt(today(), 14, 30)), cat=c)
    K("十天后 去悉尼之前体检", cc("去悉尼之前体检", rel(10)), cat=c, unsure="十天后 = 10-16, all day")

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜三下午兩點 游泳課", cc("游泳課", dt(wd(3), 14)), cat=c, unsure="禮拜三 = 04-04")
with use(now=NB, pref="future", **Z):
    K("下週一晚上七點 孕婦學校", cc("孕婦學校", dt(wk(1, 1), 19)), cat=c, unsure="下週一 = 11-26")
with use(now=NC, pref="future", **Z):
    K("後天上午十點 劇組走台", cc("劇組走台", dt(rel(2), 10)), cat=c, unsure="後天 = Monday 10-08")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.20 助产士资格复审", cc("助产士资格复审", ymd(2063, 4, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2063/12/15 年度考核", cc("年度考核", ymd(2063, 12, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("10-25 续签证", cc("续签证", ymd(2063, 10, 25)), cat=c, unsure="10-25 read as month-day, not a range")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周三 产科年会", cc("产科年会", nth(2063, 4, 2, 3)), cat=c, unsure="= 04-11")
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周五 剧组年会", cc("剧组年会", lastwd(2063, 12, 5)), cat=c, unsure="= 12-28")
with use(now=NC, pref="future", **Z):
    K("这个月第三个周四 游泳考级", cc("游泳考级", nth(2063, 10, 3, 4)), cat=c, unsure="= 10-18")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("下周二、周四上午九点 两个家访", [cc("家访", dt(wk(1, 2), 9)), cc("家访", dt(wk(1, 4), 9))], cat=c, conv="distribute",
       unsure="下周 and the clock apply to both: 04-03 and 04-05; the title reduced to 家访")
with use(now=NB, pref="future", **Z):
    KM("周五周六晚上七点半 都有演出", [cc("演出", dt(wd(5), 19, 30)), cc("演出", dt(wd(6), 19, 30))], cat=c, conv="distribute",
       unsure="周五 = 11-23, 周六 = 11-24")
with use(now=NC, pref="future", **Z):
    KM("9号11号下午三点 游泳课", [cc("游泳课", dt(ymd(2063, 10, 9), 15)), cc("游泳课", dt(ymd(2063, 10, 11), 15))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("加油 350 这礼拜跑了六个家访", la("350", "transport", "加油"), cat=c, unsure=CAR)
    K("这个月夜班补贴到了 1200", la("1200", "salary", "夜班补贴", kind="income"), cat=c, unsure=NIGHT)
    K("助产继续教育 报名费 1500", la("1500", "education", "继续教育报名费"), cat=c, unsure=COURSE)
    K("巡演补贴到账 800", la("800", "salary", "巡演补贴", kind="income"), cat=c, unsure=DIEM)
    K("给孙子买的乐高 499", la("499", "shopping", "乐高"), cat=c, unsure=GIFT)
    K("夜宵 烤串 68", la("68", "food", "烤串"), cat=c)
with use(now=NB, pref="past", **Z):
    K("工资到了 9800", la("9800", "salary", "工资", kind="income"), cat=c, unsure=PAY)
    K("两本产科教材 218", la("218", "education", "产科教材"), cat=c, unsure=COURSE)
    K("养老金到账 5600", la("5600", "salary", "养老金", kind="income"), cat=c, unsure=PENSION)
    K("悉尼往返机票 7800", la("7800", "transport", "悉尼往返机票"), cat=c, unsure=FLIGHT)
    K("道具 假花两束 胶带三卷 一共 96", la("96", "shopping", "假花 胶带"), cat=c, unsure=PROPS)
    K("游泳课十节 1800", la("1800", "education", "游泳课十节"), cat=c, unsure=SWIM)
with use(now=NC, pref="past", **Z):
    K("演出费打过来了 4500", la("4500", "salary", "演出费", kind="income"), cat=c, unsure=FEE)
    K("半夜散戏打车回家 56", la("56", "transport", "打车回家"), cat=c, unsure=TAXI)
    K("在悉尼给孙子买玩具 45澳元", la("45", "shopping", "玩具", cur="AUD"), cat=c, unsure=GIFT + "; 澳元 → AUD")
    K("泳镜泳帽 130", la("130", "shopping", "泳镜泳帽"), cat=c)
    K("月饼 两盒 176", la("176", "food", "月饼"), cat=c)
    K("停车费 20 家访停在小区门口", la("20", "transport", "停车费"), cat=c, unsure=CAR)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("上周六游泳课 200", la("200", "education", "游泳课", d=wk(-1, 6)), cat=c, unsure="上周六 = 03-24; " + SWIM)
    K("春分那天买的泳镜 89", la("89", "shopping", "泳镜", d=CHUNFEN63), cat=c, unsure="春分 2063 = Tuesday 03-20, looking back")
    K("周三 打车 62 排练到十二点多", la("62", "transport", "打车", d=wd(3)), cat=c, unsure="周三 said Saturday, looking back = 03-28; " + TAXI)
with use(now=NB, pref="past", **Z):
    K("双十一买的泳衣 159", la("159", "shopping", "泳衣", d=SHUANG11), cat=c, unsure="双十一 = Sunday 11-11, looking back")
    K("立冬那天加油 320", la("320", "transport", "加油", d=LIDONG63), cat=c, unsure="立冬 2063 = Wednesday 11-07, looking back; " + CAR)
    K("上周五 演出费到了 3000", la("3000", "salary", "演出费", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 11-16; " + FEE)
with use(now=NC, pref="past", **Z):
    K("国庆那天 打车 75", la("75", "transport", "打车", d=GUOQING63), cat=c, unsure="国庆 = Monday 10-01, looking back; " + TAXI)
    K("秋分那天 买的助产教材 132", la("132", "education", "助产教材", d=QIUFEN63), cat=c, unsure="秋分 2063 = Sunday 09-23, looking back; " + COURSE)
    K("周三巡演补贴 600", la("600", "salary", "巡演补贴", kind="income", d=wd(3)), cat=c,
      unsure="周三 said Saturday, looking back = 10-03; " + DIEM)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周有几场演出", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有啥 愚人节装台那天", cl(rel(1)), cat=c, unsure="明天 = 04-01")
    K("四月上旬的家访排了几个", cl(ymd(2063, 4, 1), ymd(2063, 4, 10)), cat=c, conv="month-parts")
    K("下下周有啥 要去成都", cl(wk(2, 1), wk(2, 7)), cat=c, unsure="下下周 = 04-09 … 04-15")
with use(now=NA, pref="past", **Z):
    K("这个月交通花了多少 油费停车都算", ls(ymd(2063, 3, 1), ymd(2063, 3, 31), "transport"), cat=c, unsure=CAR)
    K("最近五笔账 看看油费记了没", ll(limit=5), cat=c)
    K("这个季度学费花了多少", ls(ymd(2063, 1, 1), ymd(2063, 3, 31), "education"), cat=c, conv="quarters", unsure=COURSE)
    K("这周打车花了多少", ls(wk(0, 1), wk(0, 7), "transport"), cat=c, unsure=TAXI + "; this week written as the whole week 03-26 … 04-01")
with use(now=NB, pref="future", **Z):
    K("这周末都排了些啥 演出几场", cl(wd(6), wd(7)), cat=c, unsure="这周末 = 11-24/25")
    K("下周排了几个家访", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("下个月上旬呢 有几场", cl(ymd(2063, 12, 1), ymd(2063, 12, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("今年机票花了多少", ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "transport"), cat=c,
      unsure=FLIGHT + "; travel spending asked as flights, the transport category")
    K("上个月交通费", ls(ymd(2063, 10, 1), ymd(2063, 10, 31), "transport"), cat=c, unsure=CAR)
    K("最近十笔 看看补贴记了没", ll(limit=10), cat=c)
    K("这周打车一共多少", ls(wk(0, 1), wk(0, 7), "transport"), cat=c, unsure=TAXI + "; this week written as the whole week 11-19 … 11-25")
    K("11月上半个月吃饭花了多少", ls(ymd(2063, 11, 1), ymd(2063, 11, 15), "food"), cat=c, conv="half-month")
with use(now=NC, pref="future", **Z):
    K("这周末还有啥事", cl(wd(6), wd(7)), cat=c, unsure="这周末 = today and tomorrow 10-06/07")
    K("下周有几节游泳课", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("下旬都排了啥 去悉尼前后", cl(ymd(2063, 10, 21), ymd(2063, 10, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上季度交通花了多少", ls(ymd(2063, 7, 1), ymd(2063, 9, 30), "transport"), cat=c, conv="quarters", unsure=CAR)
    K("最近三笔交通", ll(category="transport", limit=3), cat=c)
    K("九月份游泳课花了多少", ls(ymd(2063, 9, 1), ymd(2063, 9, 30), "education"), cat=c, unsure=SWIM)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("清明前还有几个家访", cl(today(), QINGMING63), cat=c, conv="zh-qian-inclusive", unsure="清明 = Thursday 04-05")
    K("接下来三天有啥", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到现在 交通多少", ls(ymd(2063, 3, 1), today(), "transport"), cat=c, conv="since", unsure="today is the month's last day; " + CAR)
with use(now=NB, pref="future", **Z):
    K("月底前还有几场", cl(today(), ymd(2063, 11, 30)), cat=c, conv="zh-qian-inclusive")
    K("未来一周排了啥 有没有夜班", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来养老金一共到了多少", ls(ymd(2063, 1, 1), today(), "salary"), cat=c, conv="since", unsure=PENSION)
with use(now=NC, pref="future", **Z):
    K("周三之前有什么安排", cl(today(), wd(3)), cat=c, conv="zh-qian-inclusive", unsure="周三 = 10-10")
    K("去悉尼之前 20号前都有啥", cl(today(), ymd(2063, 10, 20)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("本月至今打车花了多少", ls(ymd(2063, 10, 1), today(), "transport"), cat=c, conv="since", unsure=TAXI)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天成都下雨吗 装台", wx("Chengdu", rel(1)), cat=c)
    K("14号成都天气 那天拆台", wx("Chengdu", ymd(2063, 4, 14)), cat=c)
    KM("18号19号悉尼天气", [wx("Sydney", ymd(2063, 4, 18)), wx("Sydney", ymd(2063, 4, 19))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("3号到5号西安天气 巡演", [wx("Xi'an", ymd(2063, 12, 3)), wx("Xi'an", ymd(2063, 12, 4)), wx("Xi'an", ymd(2063, 12, 5))], cat=c,
       unsure="3号到5号 read as three days, one call each")
    K("今天会下雪吗 上海 要出门家访", wx("Shanghai"), cat=c)
with use(now=NC, pref="future", **Z):
    K("18号重庆天气怎么样 拆台那天", wx("Chongqing", ymd(2063, 10, 18)), cat=c)
    KM("这周末杭州天气咋样 想去西湖走走", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c, unsure="这周末 = today and tomorrow")
    K("20号悉尼天气 飞过去那天", wx("Sydney", ymd(2063, 10, 20)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早南京适合散步吗", ra("Nanjing", rel(1)), cat=c, unsure="a morning walk read as the running-advice skill")
with use(now=NB, pref="future", **Z):
    K("明天早上北京能出去走走吗 太冷就不去了", ra("Beijing", rel(1)), cat=c, unsure="a morning walk read as the running-advice skill")
    K("周六武汉适合跑步吗", ra("Wuhan", wd(6)), cat=c, unsure="周六 = 11-24")
with use(now=NC, pref="future", **Z):
    K("明早广州适合快走吗", ra("Guangzhou", rel(1)), cat=c, unsure="a brisk walk read as the running-advice skill")
    K("下周一悉尼适合晨跑吗", ra("Sydney", wk(1, 1)), cat=c, unsure="下周一 = 10-08")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("小周家访", dt(rel(1), 8), dt(rel(1), 9)), ev("小周家访", dt(wk(1, 3), 8), dt(wk(1, 3), 9))]
    K("明天小周那个家访 改到下午三点 她要去医院", cu(0, title="小周", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two visits to the same mother on different days; the reason as context")
    g = [ev("技术排练", dt(wk(1, 3), 13), dt(wk(1, 3), 18)), ev("首演", dt(rel(2), 19, 30), dt(rel(2), 22))]
    K("技术排练挪到周四 时间不变", cu(0, title="技术排练", start=dt(wk(1, 4), 13)), cat=c, given=g,
      conv=["move-keeps-clock", "next-upcoming"], unsure="周四 = 04-05, after the rehearsal's own day 04-04")
    g = [ev("游泳课", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), ev("游泳课", dt(wk(1, 3), 15), dt(wk(1, 3), 16))]
    K("周三的游泳课推迟一小时", cu(1, title="游泳课", date=wk(1, 3), start=dt(wk(1, 3), 16)), cat=c, given=g,
      unsure="two lessons the same week; 周三 = 04-04")
with use(now=NB, pref="future", **Z):
    g = [ev("产前家访", dt(rel(1), 10), dt(rel(1), 11)), ev("产前家访", dt(wk(1, 2), 10), dt(wk(1, 2), 11))]
    K("明天的产前家访 接生了去不了 往后推一天", cu(0, title="产前家访", date=rel(1), start=dt(rel(2), 10)), cat=c, given=g,
      unsure="a relative shift of the stored start: 11-23 10:00 → 11-24 10:00; a birth as the reason")
    g = [ev("复排", dt(wk(1, 3), 13), dt(wk(1, 3), 17)), ev("演出", dt(rel(1), 19, 30), dt(rel(1), 22))]
    K("复排改成下午两点开始", cu(0, title="复排", start=dt(wk(1, 3), 14)), cat=c, given=g, conv=["clock-only-keeps-day", "next-upcoming"])
    g = [ev("孕妇学校", dt(today(), 14), dt(today(), 16)), ev("继续教育培训", dt(wk(1, 2), 9), dt(wk(1, 2), 12))]
    K("今天孕妇学校换到三楼会议室", cu(0, title="孕妇学校", date=today(), location="三楼会议室"), cat=c, given=g)
    g = [ev("游泳课", dt(rel(1), 9), dt(rel(1), 10)), ev("游泳练习", dt(wd(7), 16), dt(wd(7), 17))]
    K("明天游泳课 教练说改成十点", cu(0, title="游泳课", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("技术合成", dt(rel(1), 14), dt(rel(1), 17)), ev("首演", dt(wk(1, 3), 19, 30), dt(wk(1, 3), 22))]
    K("明天技术合成提前到上午十点", cu(0, title="技术合成", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g)
    g = [ev("孕晚期家访", dt(wk(1, 1), 9), dt(wk(1, 1), 10)), ev("孕晚期家访", dt(wk(1, 4), 9), dt(wk(1, 4), 10))]
    K("周四那个孕晚期家访 改到周五上午", cu(1, title="孕晚期家访", date=wk(1, 4), start=dt(wk(1, 5), 9)), cat=c, given=g,
      conv="move-keeps-clock", unsure="two visits the same week; 周四 = 10-11 → 周五 10-12 at the stored 09:00 (上午 read as agreeing with it)")
    g = [ev("游泳课", dt(wk(1, 6), 10), dt(wk(1, 6), 11)), ev("跟孙子视频", dt(rel(1), 12), dt(rel(1), 13))]
    K("游泳课改名 游泳考级前加练", cu(0, title="游泳课", new_title="游泳考级前加练"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("孕妇学校上课", dt(wk(1, 2), 9), dt(wk(1, 2), 11)), ev("家访", dt(wk(1, 2), 14), dt(wk(1, 2), 15))]
    K("下周二孕妇学校停一次 删掉", cdel(0, title="孕妇学校", date=wk(1, 2)), cat=c, given=g, unsure="a class and a visit the same day")
    g = [ev("游泳课", dt(wk(1, 6), 15), dt(wk(1, 6), 16)), ev("游泳课", dt(wk(2, 6), 15), dt(wk(2, 6), 16))]
    K("下下周六游泳课不上了 要去成都", cdel(1, title="游泳课", date=wk(2, 6)), cat=c, given=g, unsure="下下周六 = 04-14")
with use(now=NB, pref="future", **Z):
    g = [ev("剧组会", dt(rel(1), 10), dt(rel(1), 11)), ev("演出", dt(rel(1), 19, 30), dt(rel(1), 22))]
    K("明天上午剧组会取消了", cdel(0, title="剧组会", date=rel(1)), cat=c, given=g, unsure="a meeting and a show the same day")
    g = [ev("产后访视 赵女士", dt(rel(2), 9), dt(rel(2), 10)), ev("产前家访", dt(rel(2), 14), dt(rel(2), 15))]
    K("赵女士那个访视删了 她回娘家了", cdel(0, title="赵女士"), cat=c, given=g, conv="next-upcoming")
    g = [ev("游泳练习", dt(wd(7), 16), dt(wd(7), 17)), ev("游泳课", dt(rel(1), 9), dt(rel(1), 10))]
    K("礼拜天的游泳练习取消", cdel(0, title="游泳练习", date=wd(7)), cat=c, given=g, unsure="礼拜天 = 11-25")
with use(now=NC, pref="future", **Z):
    g = [ev("孕妇课 讲分娩呼吸", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), ev("孕晚期家访", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("下周二的孕妇课取消 报名的人太少", cdel(0, title="孕妇课", date=wk(1, 2)), cat=c, given=g)
    g = [ev("剧组拆台", dt(today(), 15), dt(today(), 18)), ev("去泳池", dt(today(), 13), dt(today(), 14))]
    K("今天不去泳池了 删了吧", cdel(1, title="泳池", date=today()), cat=c, given=g, unsure="a get-out and a swim the same day")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("加油300 停车15", [la("300", "transport", "加油"), la("15", "transport", "停车")], cat=c, unsure=CAR)
    KM("胶带四卷48 打车回家39", [la("48", "shopping", "胶带"), la("39", "transport", "打车回家")], cat=c, unsure=PROPS + "; " + TAXI)
with use(now=NA, pref="future", **Z):
    KM("明天下午两点装台 再看下明天成都天气", [cc("装台", dt(rel(1), 14)), wx("Chengdu", rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("养老金到了5600 机票7800 今年机票一共花了多少", [la("5600", "salary", "养老金", kind="income"), la("7800", "transport", "机票"),
        ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "transport")], cat=c, unsure=PENSION + "; " + FLIGHT)
with use(now=NB, pref="future", **Z):
    KM("删了明天的剧组会 加一个周六上午十点的剧组会",
       [cdel(0, title="剧组会", date=rel(1)), cc("剧组会", dt(wd(6), 10))], cat=c,
       given=[ev("剧组会", dt(rel(1), 10), dt(rel(1), 11)), ev("演出", dt(rel(1), 19, 30), dt(rel(1), 22))],
       unsure="周六 = 11-24")
    KM("明早七点散步 帮我看看明天北京适不适合", [cc("散步", dt(rel(1), 7)), ra("Beijing", rel(1))], cat=c,
       unsure="a walk read as the running-advice skill")
with use(now=NC, pref="past", **Z):
    KM("月饼176 打车56 演出费到了4500", [la("176", "food", "月饼"), la("56", "transport", "打车"),
        la("4500", "salary", "演出费", kind="income")], cat=c, unsure=TAXI + "; " + FEE)
with use(now=NC, pref="future", **Z):
    KM("15号晚上七点重庆首演 顺便查下那天重庆天气", [cc("重庆首演", dt(ymd(2063, 10, 15), 19)), wx("Chongqing", ymd(2063, 10, 15))], cat=c)
    KM("下周一上午九点家访 下午三点游泳课", [cc("家访", dt(wk(1, 1), 9)), cc("游泳课", dt(wk(1, 1), 15))], cat=c,
       unsure="下周一 = 10-08 applies to both")
