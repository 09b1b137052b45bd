"""Round 51 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a man who runs a small moving company with two vans (moving jobs at set clocks, a two-day long-distance
move, van hire, fuel and tolls, payments from customers coming in, a job moved because a lift is broken, a helper 小王
paid by the day, fuel spending this month and the last N entries), an office worker doing an evening MBA (classes and
group-project meetings at set clocks, an exam week, tuition and books, a study weekend in another city, a meeting
moved, a bonus coming in, the weather for the study weekend, what books and courses cost this quarter) and a mother
whose teenage daughter 朵朵 is a competitive figure skater (early-morning ice times at set clocks, rink fees and coach
payments, skates sharpened, a costume bought, a competition over several days in another city, running advice for
her own jogging, a lesson cancelled, skating spending this year).  In everyday proportion: about two fifths new
events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several
requests at once.

Reference times (see time_r51.py): NA = 2063-02-06T07:20 Tuesday, 正月初九 (早上 / 周二早上 in progress, 早上七点 with no
day and 周二早上七点 passed → tomorrow / next week 02-13; a bare 7 → 19:00 today, a bare 8 → 08:00 today; this week 02-05
… 02-11, next week 02-12 … 02-18 holds 元宵 Monday 02-12, 情人节 Wednesday 02-14 and 雨水 Sunday 02-18; 月底 Wednesday
02-28, 龙抬头 03-01; looking back 春节 Monday 01-29, 立春 = 上周日 02-04, January); NB = 2063-05-31T18:30 Thursday,
五月初四 (傍晚 / 今晚 / 周四晚上 in progress, 周四下午 over → 06-07; a bare 7 → 19:00, a bare 8 → 20:00 tonight, a bare 6
→ tomorrow 18:00; 月底 today, 端午 = 儿童节 tomorrow (Friday 06-01), this weekend 06-02/03, next week 06-04 … 06-10, 芒种
Tuesday 06-05, 618 Monday; looking back 小满 05-21, 上周五 05-25, this month May, Q2); NC = 2063-07-04T11:55 Wednesday,
六月初九 (上午 / 周三上午 nearly over, 下午 ahead; a bare 12 → today's noon, a bare 11 → tomorrow 11:00, a bare 1 → 13:00;
小暑 Saturday 07-07 = this weekend 07-07/08, next week 07-09 … 07-15, 月底 Tuesday 07-31, 大暑 07-23, 七夕 = 建军节
Wednesday 08-01; looking back 建党节 = 上周日 07-01, 夏至 06-21, June, Q2 = 上季度, 上半年)."""
from lib import *

NA = "2063-02-06T07:20:00"  # Tuesday 07:20, 正月初九
NB = "2063-05-31T18:30:00"  # Thursday 18:30, the last day of May
NC = "2063-07-04T11:55:00"  # Wednesday 11:55, just before noon
Z = dict(lang="zh", tz="Asia/Shanghai")
CHUNJIE63 = ymd(2063, 1, 29)
LICHUN63 = ymd(2063, 2, 4)
YUANXIAO63 = ymd(2063, 2, 12)
YUSHUI63 = ymd(2063, 2, 18)
LONGTAITOU63 = ymd(2063, 3, 1)
DUANWU63 = ymd(2063, 6, 1)
MANGZHONG63 = ymd(2063, 6, 5)
XIAZHI63 = ymd(2063, 6, 21)
XIAOMAN63 = ymd(2063, 5, 21)
XIAOSHU63 = ymd(2063, 7, 7)
DASHU63 = ymd(2063, 7, 23)
QIXI63 = ymd(2063, 8, 1)
JIANDANG63 = ymd(2063, 7, 1)
PAY = "a customer's payment for a move filed as salary income (paid for one's own work, as earlier rounds filed client payments)"
VAN = "fuel, tolls and van hire filed as transport"
HELPER = "the day helper's pay filed as other (as earlier rounds filed a helper's or carer's wages)"
BOX = "boxes, tape and blankets for moves filed as shopping"
STUDY = "MBA tuition and books filed as education"
HOTEL = "a hotel for the study weekend filed as housing (a place to stay away from home)"
BONUS = "a bonus filed as salary income"
SKATE = "ice time, rink fees and coach payments for the daughter's skating filed as education (as earlier rounds filed children's lessons)"
GEAR = "skate sharpening and a costume filed as shopping"
ENTRY = "the competition's entry fee filed as entertainment (as earlier rounds filed tournament entries)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("今天上午十点 城东搬家 两辆车都去", cc("城东搬家", dt(today(), 10)), cat=c, unsure="两辆车都去 as context left out of the title")
    K("七点 MBA财务课", cc("MBA财务课", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 07:20 reads 19:00 today")
    K("八点 给刘师傅打电话借车", cc("给刘师傅打电话借车", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 07:20 is still ahead: 08:00 today")
    K("早上七点 朵朵上冰", cc("朵朵上冰", next_clock(7)), cat=c, unsure="早上七点 with no day said 07:20 has passed: tomorrow 07:00")
    K("周二早上七点 冰场训练", cc("冰场训练", dt(wk(1, 2), 7)), cat=c,
      unsure="周二早上七点 said Tuesday 07:20 has passed: next week 02-13")
    K("明早五点半 送朵朵去冰场", cc("送朵朵去冰场", dt(rel(1), 5, 30)), cat=c,
      unsure="明早 + a clock before 06:00 kept on tomorrow")
    K("周四晚上七点到九点半 小组讨论案例", cc("小组讨论案例", dt(wd(4), 19), dt(wd(4), 21, 30)), cat=c, unsure="周四 = 02-08")
    K("礼拜六 城南两户搬家 上午八点", cc("城南两户搬家", dt(wd(6), 8)), cat=c, unsure="礼拜六 = 02-10; the day and the clock said apart")
    K("下周三下午两点 帮张阿姨搬到新小区", cc("帮张阿姨搬到新小区", dt(wk(1, 3), 14)), cat=c, unsure="下周三 = 02-14")
    K("后天晚上六点半 战略管理课", cc("战略管理课", dt(rel(2), 18, 30)), cat=c)
    K("下下周四 长途搬家去南京 两天 到周五", cc("长途搬家去南京", wk(2, 4), wk(2, 5)), cat=c,
      unsure="下下周四 = 02-22 … 下下周五 02-23, a two-day event; a destination inside the activity stays in the title")
    K("周五早上六点到八点 朵朵冰时", cc("朵朵冰时", dt(wd(5), 6), dt(wd(5), 8)), cat=c, unsure="周五 = 02-09")
    K("明天下午三点 搬钢琴 哦不 三点半", cc("搬钢琴", dt(rel(1), 15, 30)), cat=c, unsure="a correction inside the message: 15:30 replaces 15:00")
    K("嗯 这周日上午九点 小组作业碰头", cc("小组作业碰头", dt(wd(7), 9)), cat=c, unsure="这周日 = 02-11; the filler left out")
    K("朵朵下周一早上五点四十上冰", cc("朵朵上冰", dt(wk(1, 1), 5, 40)), cat=c, unsure="下周一 = 02-12; a statement, not a command")
    K("月底那天 二号车年检", cc("二号车年检", ymd(2063, 2, 28)), cat=c, conv="month-end-bare")
with use(now=NB, pref="future", **Z):
    K("七点 跟组员线上开会", cc("跟组员线上开会", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 18:30 reads 19:00 tonight")
    K("六点 去仓库提车", cc("去仓库提车", bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 18:30 has passed: tomorrow 18:00")
    K("八点 复习运营管理", cc("复习运营管理", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 18:30: its am reading has passed, the pm reading is ahead: 20:00 tonight")
    K("今晚九点 给朵朵熨比赛服", cc("给朵朵熨比赛服", dt(today(), 21)), cat=c)
    K("周四下午三点 去冰场交费", cc("去冰场交费", dt(wk(1, 4), 15)), cat=c,
      unsure="周四下午三点 said Thursday 18:30 has passed: next week 06-07")
    K("周四晚上十点 把小组报告发出去", cc("把小组报告发出去", dt(today(), 22)), cat=c,
      unsure="周四晚上十点 said Thursday 18:30 is still ahead: today 22:00")
    K("明天上午九点 光华路搬家 电梯房", cc("光华路搬家", dt(rel(1), 9)), cat=c, unsure="电梯房 as context left out of the title")
    K("6月4号到8号 考试周", cc("考试周", ymd(2063, 6, 4), ymd(2063, 6, 8)), cat=c)
    K("下周二上午八点到十二点 朵朵跳跃课", cc("朵朵跳跃课", dt(wk(1, 2), 8), dt(wk(1, 2), 12)), cat=c, unsure="下周二 = 06-05")
    K("礼拜六早上五点半 冰场包场", cc("冰场包场", dt(wd(6), 5, 30)), cat=c, unsure="礼拜六 = 06-02")
    K("6月12号到13号 跨城搬家去苏州", cc("跨城搬家去苏州", ymd(2063, 6, 12), ymd(2063, 6, 13)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("后天下午 会计课 两点到五点", cc("会计课", dt(rel(2), 14), dt(rel(2), 17)), cat=c, unsure="后天 = 06-02; the day and the range said apart")
with use(now=NC, pref="future", **Z):
    K("十二点 跟客户吃饭谈搬公司", cc("跟客户吃饭谈搬公司", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 11:55 is today's noon")
    K("十一点 去冰场接朵朵", cc("去冰场接朵朵", bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:55 has passed and, before noon, reads tomorrow 11:00")
    K("一点 给小王结工钱", cc("给小王结工钱", bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 11:55 reads 13:00 today")
    K("今天下午四点到六点 写小组报告", cc("写小组报告", dt(today(), 16), dt(today(), 18)), cat=c)
    K("周三上午十点 冰场陆地训练", cc("冰场陆地训练", dt(wk(1, 3), 10)), cat=c,
      unsure="周三上午十点 said Wednesday 11:55 has passed: next week 07-11")
    K("周五早上六点 城北搬家出车", cc("城北搬家出车", dt(wd(5), 6)), cat=c, unsure="周五 = 07-06")
    K("下周一晚上七点 市场营销课", cc("市场营销课", dt(wk(1, 1), 19)), cat=c, unsure="下周一 = 07-09")
    K("7月20号到22号 朵朵去哈尔滨比赛", cc("朵朵去哈尔滨比赛", ymd(2063, 7, 20), ymd(2063, 7, 22)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("明天上午 搬家公司那边对账 十点", cc("搬家公司那边对账", dt(rel(1), 10)), cat=c, unsure="明天上午 and 十点 said apart")
    K("下下周六 MBA周末集训", cc("MBA周末集训", wk(2, 6)), cat=c, unsure="下下周六 = 07-21, all day")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周四上午九点 搬家 地点：幸福里小区3栋", cc("搬家", dt(wd(4), 9), location="幸福里小区3栋"), cat=c, unsure="周四 = 02-08")
    K("周六下午两点 小组会 在学院二楼咖啡厅", cc("小组会", dt(wd(6), 14), location="学院二楼咖啡厅"), cat=c, unsure="周六 = 02-10")
    K("明天早上六点 朵朵上冰 在奥体冰场", cc("朵朵上冰", dt(rel(1), 6), location="奥体冰场"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周三晚上七点 期末考试 地点是商学院302", cc("期末考试", dt(wk(1, 3), 19), location="商学院302"), cat=c, unsure="下周三 = 06-06")
    K("周日上午十点 看新车 在汽贸城", cc("看新车", dt(wd(7), 10), location="汽贸城"), cat=c, unsure="周日 = 06-03")
    K("明天下午四点 朵朵磨冰刀 地点：体育用品店", cc("朵朵磨冰刀", dt(rel(1), 16), location="体育用品店"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周五晚上七点 小组聚餐 在学校后门烧烤店", cc("小组聚餐", dt(wd(5), 19), location="学校后门烧烤店"), cat=c, unsure="周五 = 07-06")
    K("下周二上午八点 搬办公室 地点是科技园B座", cc("搬办公室", dt(wk(1, 2), 8), location="科技园B座"), cat=c, unsure="下周二 = 07-10")

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("元宵节晚上 带朵朵看灯 七点", cc("带朵朵看灯", dt(YUANXIAO63, 19)), cat=c, unsure="元宵 2063 = Monday 02-12 (lunar-python)")
    K("情人节那天 跟老婆吃饭", cc("跟老婆吃饭", ymd(2063, 2, 14)), cat=c, unsure="情人节 = Wednesday 02-14, all day")
    K("雨水 车子做保养", cc("车子做保养", YUSHUI63), cat=c, unsure="雨水 2063 = Sunday 02-18 (PyEphem and lunar-python agree)")
    K("二月二龙抬头 带朵朵剪头发", cc("带朵朵剪头发", LONGTAITOU63), cat=c, unsure="龙抬头 2063 = 03-01 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("端午节上午十点 朵朵冰上表演", cc("朵朵冰上表演", dt(DUANWU63, 10)), cat=c, unsure="端午 2063 = tomorrow 06-01 = 儿童节 (lunar-python)")
    K("芒种那天 货车保险到期", cc("货车保险到期", MANGZHONG63), cat=c, unsure="芒种 2063 = Tuesday 06-05 (PyEphem and lunar-python agree)")
    K("父亲节 陪我爸钓鱼", cc("陪我爸钓鱼", hol("fathers")), cat=c, unsure="父亲节 read by the US rule = 06-17")
with use(now=NC, pref="future", **Z):
    K("小暑那天 朵朵冰场测试", cc("朵朵冰场测试", XIAOSHU63), cat=c, unsure="小暑 2063 = Saturday 07-07 (PyEphem and lunar-python agree)")
    K("七夕晚上八点 跟老公看电影", cc("跟老公看电影", dt(QIXI63, 20)), cat=c, unsure="七夕 2063 = 08-01 (lunar-python), also 建军节")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后叫朵朵起床", cc("叫朵朵起床", dt(today(), 8, 0)), cat=c)
    K("三天后 一号车换轮胎", cc("一号车换轮胎", rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我交作业", cc("交作业", dt(today(), 20, 0)), cat=c)
with use(now=NC, pref="future", **Z):
    K("两周后 朵朵换新冰鞋", cc("朵朵换新冰鞋", rel(14)), cat=c)
    K("二十分钟后给搬家客户回电话", cc("给搬家客户回电话", dt(today(), 12, 15)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜四早上六點 朵朵上冰", cc("朵朵上冰", dt(wd(4), 6)), cat=c, unsure="禮拜四 = 02-08")
with use(now=NB, pref="future", **Z):
    K("下週一晚上七點 小組會議", cc("小組會議", dt(wk(1, 1), 19)), cat=c, unsure="下週一 = 06-04")
with use(now=NC, pref="future", **Z):
    K("後天上午九點 搬家 兩輛車", cc("搬家", dt(rel(2), 9)), cat=c, unsure="兩輛車 as context left out of the title")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2.16 学费截止", cc("学费截止", ymd(2063, 2, 16)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2063/6/9 朵朵省赛选拔", cc("朵朵省赛选拔", ymd(2063, 6, 9)), cat=c)
with use(now=NC, pref="future", **Z):
    K("7-18 交期末论文", cc("交期末论文", ymd(2063, 7, 18)), cat=c, unsure="7-18 read as month-day, not a range")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 MBA开学典礼", cc("MBA开学典礼", nth(2063, 3, 1, 6)), cat=c)
    K("元宵后一天 车队开工", cc("车队开工", YUANXIAO63 + td(days=1)), cat=c, unsure="元宵 2063 = 02-12 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周日 朵朵考级", cc("朵朵考级", lastwd(2063, 6, 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("这个月倒数第二个周五 交季度账", cc("交季度账", lastwd(2063, 7, 5) - td(days=7)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三、周五早上六点 朵朵冰时", [cc("朵朵冰时", dt(wd(3), 6)), cc("朵朵冰时", dt(wd(5), 6))], cat=c, conv="distribute",
       unsure="周三 = 02-07, 周五 = 02-09")
with use(now=NB, pref="future", **Z):
    KM("下周二和周四晚上七点 都有课", [cc("课", dt(wk(1, 2), 19)), cc("课", dt(wk(1, 4), 19))], cat=c, conv="distribute",
       unsure="下周 applies to both: 06-05 and 06-07")
with use(now=NC, pref="future", **Z):
    KM("9号10号 两单搬家 早上七点出车", [cc("搬家", dt(ymd(2063, 7, 9), 7)), cc("搬家", dt(ymd(2063, 7, 10), 7))], cat=c,
       conv="distribute", unsure="the clock said after the days applies to both; the title reduced to 搬家")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("张阿姨搬家尾款到了 1800", la("1800", "salary", "搬家尾款", kind="income"), cat=c, unsure=PAY)
    K("一号车加油 420", la("420", "transport", "加油"), cat=c, unsure=VAN)
    K("小王今天一天 300", la("300", "other", "小王工钱"), cat=c, unsure=HELPER)
    K("朵朵这个月教练费 2400", la("2400", "education", "教练费"), cat=c, unsure=SKATE)
    K("财务管理教材 168", la("168", "education", "财务管理教材"), cat=c, unsure=STUDY)
    K("早饭包子豆浆 12", la("12", "food", "包子豆浆"), cat=c)
with use(now=NB, pref="past", **Z):
    K("年终奖补发了 一万二", la("12000", "salary", "年终奖", kind="income"), cat=c, unsure=BONUS)
    K("过路费 85", la("85", "transport", "过路费"), cat=c, unsure=VAN)
    K("纸箱胶带 一百二", la("120", "shopping", "纸箱胶带"), cat=c, unsure=BOX)
    K("朵朵的比赛服 1680", la("1680", "shopping", "比赛服"), cat=c, unsure=GEAR)
    K("冰场包场费 900", la("900", "education", "冰场包场费"), cat=c, unsure=SKATE)
with use(now=NC, pref="past", **Z):
    K("租了一辆大货车 一天 650", la("650", "transport", "租大货车"), cat=c, unsure=VAN)
    K("MBA第二学期学费 三万八", la("38000", "education", "MBA学费"), cat=c, unsure=STUDY)
    K("磨冰刀 80", la("80", "shopping", "磨冰刀"), cat=c, unsure=GEAR)
    K("公司搬迁的款到账 6500", la("6500", "salary", "公司搬迁款", kind="income"), cat=c, unsure=PAY)
    K("午饭盒饭 25", la("25", "food", "盒饭"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("立春那天 二号车加油 380", la("380", "transport", "加油", d=LICHUN63), cat=c,
      unsure="立春 2063 = Sunday 02-04, looking back; " + VAN)
    K("初一那天小王也来了 给了600", la("600", "other", "小王", d=CHUNJIE63), cat=c,
      unsure="初一 = 春节 2063 = 01-29 (lunar-python), looking back; " + HELPER)
    K("周六朵朵教练课 400", la("400", "education", "教练课", d=wd(6)), cat=c, unsure="周六 said Tuesday, looking back = 02-03; " + SKATE)
    K("昨晚小组聚餐 AA 95", la("95", "food", "小组聚餐", d=rel(-1)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上周五 收了李先生搬家费 2200", la("2200", "salary", "搬家费", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 05-25; " + PAY)
    K("小满那天买的参考书 236", la("236", "education", "参考书", d=XIAOMAN63), cat=c,
      unsure="小满 2063 = 05-21 (PyEphem and lunar-python agree), looking back; " + STUDY)
    K("周一 高速费加油一共 560", la("560", "transport", "高速费加油", d=wd(1)), cat=c, unsure="周一 said Thursday, looking back = 05-28; " + VAN)
with use(now=NC, pref="past", **Z):
    K("建党节那天 冰场费 300", la("300", "education", "冰场费", d=JIANDANG63), cat=c, unsure="建党节 = Sunday 07-01, looking back; " + SKATE)
    K("上周六小王干了一天 350", la("350", "other", "小王", d=wk(-1, 6)), cat=c, unsure="上周六 = 06-30; " + HELPER)
    K("昨天南京学习周末的酒店 两晚 760", la("760", "housing", "酒店", d=rel(-1)), cat=c, unsure=HOTEL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周有几单搬家", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("这周末朵朵冰时排了啥", cl(wd(6), wd(7)), cat=c, unsure="这周末 = 02-10/11")
    K("下下周都有什么课", cl(wk(2, 1), wk(2, 7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月两辆车油费花了多少", ls(ymd(2063, 2, 1), ymd(2063, 2, 28), "transport"), cat=c,
      unsure=VAN + "; this month written as the whole month")
    K("最近十笔账给我看看 小王的记了没", ll(limit=10), cat=c)
    K("上个月收了多少搬家费", ls(ymd(2063, 1, 1), ymd(2063, 1, 31), "salary"), cat=c, unsure=PAY)
    K("今年朵朵滑冰花了多少", ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "education"), cat=c,
      unsure=SKATE + "; skating spending read as the education category")
with use(now=NB, pref="future", **Z):
    K("下个月上旬安排了啥", cl(ymd(2063, 6, 1), ymd(2063, 6, 10)), cat=c, conv="month-parts")
    K("明天都有啥 端午还要出车吗", cl(rel(1)), cat=c, unsure="明天 = 06-01 = 端午")
    K("下周考试周 排了几门", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个季度书和课一共花了多少", ls(ymd(2063, 4, 1), ymd(2063, 6, 30), "education"), cat=c, conv="quarters", unsure=STUDY)
    K("最近五笔油费", ll(category="transport", limit=5), cat=c, unsure=VAN)
    K("五月下旬花了多少", ls(ymd(2063, 5, 21), ymd(2063, 5, 31)), cat=c, conv="month-parts")
    K("这周吃饭一共花了多少 考试周老点外卖", ls(wk(0, 1), wk(0, 7), "food"), cat=c, unsure="this week written as the whole week 05-28 … 06-03")
with use(now=NC, pref="future", **Z):
    K("中旬有几场冰上测试", cl(ymd(2063, 7, 11), ymd(2063, 7, 20)), cat=c, conv="month-parts")
    K("下周排了哪些搬家", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NC, pref="past", **Z):
    K("上季度学费书费一共多少", ls(ymd(2063, 4, 1), ymd(2063, 6, 30), "education"), cat=c, conv="quarters", unsure=STUDY)
    K("上半年滑冰一共花了多少", ls(ymd(2063, 1, 1), ymd(2063, 6, 30), "education"), cat=c, conv="halves", unsure=SKATE)
    K("最近八笔 看看小王的钱记了没", ll(limit=8), cat=c)
    K("上个月过路费多少", ls(ymd(2063, 6, 1), ymd(2063, 6, 30), "transport"), cat=c, unsure=VAN)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("元宵前还有几单活", cl(today(), YUANXIAO63), cat=c, conv="zh-qian-inclusive", unsure="元宵 = 02-12 (lunar-python)")
    K("接下来三天朵朵冰时", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到现在油钱多少", ls(ymd(2063, 2, 1), today(), "transport"), cat=c, conv="since", unsure=VAN)
with use(now=NB, pref="future", **Z):
    K("芒种前都排了啥", cl(today(), MANGZHONG63), cat=c, conv="zh-qian-inclusive")
    K("未来一周有几次课", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="future", **Z):
    K("月底前还有几单搬家", cl(today(), ymd(2063, 7, 31)), cat=c, conv="zh-qian-inclusive")
    K("周五之前有啥安排", cl(today(), wd(5)), cat=c, conv="zh-qian-inclusive", unsure="周五 = 07-06")
with use(now=NC, pref="past", **Z):
    K("今年以来收了多少搬家费", ls(ymd(2063, 1, 1), today(), "salary"), cat=c, conv="since", unsure=PAY)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("周六去无锡搬家 天气咋样", wx("Wuxi", wd(6)), cat=c, unsure="周六 = 02-10")
    KM("这周末上海天气 学习周末要去", [wx("Shanghai", wd(6)), wx("Shanghai", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天苏州下雨吗 要搬家", wx("Suzhou", rel(1)), cat=c)
    KM("12号13号苏州天气 长途搬家", [wx("Suzhou", ymd(2063, 6, 12)), wx("Suzhou", ymd(2063, 6, 13))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("20号到22号哈尔滨天气 朵朵比赛", [wx("Harbin", ymd(2063, 7, 20)), wx("Harbin", ymd(2063, 7, 21)),
        wx("Harbin", ymd(2063, 7, 22))], cat=c, unsure="20号到22号 read as three days, one call each")
    K("今天杭州热不热", wx("Hangzhou", today()), cat=c)
    K("小暑那天南京天气 学习周末", wx("Nanjing", XIAOSHU63), cat=c, unsure="小暑 = 07-07")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早北京能跑步吗 送完朵朵想跑一圈", ra("Beijing", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上广州适合慢跑吗", ra("Guangzhou", rel(1)), cat=c)
    K("周六天津跑步行不行", ra("Tianjin", wd(6)), cat=c, unsure="周六 = 06-02")
with use(now=NC, pref="future", **Z):
    K("今天下午武汉能跑步吗", ra("Wuhan", today()), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("幸福里搬家", dt(wd(4), 9), dt(wd(4), 12)), ev("幸福里搬家", dt(wk(1, 4), 9), dt(wk(1, 4), 12))]
    K("周四幸福里那单 电梯坏了 改到周六上午九点", cu(0, title="幸福里", date=wd(4), start=dt(wd(6), 9)), cat=c, given=g,
      unsure="two jobs for the same block on different weeks; 周四 = 02-08, 周六 = 02-10; the broken lift as context")
    g = [ev("小组讨论", dt(wd(4), 19), dt(wd(4), 21)), ev("财务课", dt(today(), 19), dt(today(), 21))]
    K("小组讨论改到晚上八点", cu(0, title="小组讨论", start=dt(wd(4), 20)), cat=c, given=g, conv=["clock-only-keeps-day", "next-upcoming"],
      unsure="the next upcoming 小组讨论 is Thursday 02-08")
    g = [ev("朵朵冰时", dt(wd(3), 6), dt(wd(3), 8)), ev("朵朵冰时", dt(wd(5), 6), dt(wd(5), 8))]
    K("周五的冰时提前半小时", cu(1, title="冰时", date=wd(5), start=dt(wd(5), 5, 30)), cat=c, given=g,
      unsure="two ice times the same week; 周五 = 02-09")
with use(now=NB, pref="future", **Z):
    g = [ev("光华路搬家", dt(rel(1), 9), dt(rel(1), 12)), ev("跨城搬家去苏州", ymd(2063, 6, 12), ymd(2063, 6, 13))]
    K("明天光华路那单电梯坏了 往后推一天", cu(0, title="光华路", date=rel(1), start=dt(rel(2), 9)), cat=c, given=g,
      unsure="a relative shift of the stored start: 06-01 09:00 → 06-02 09:00")
    g = [ev("期末考试", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("小组会议", dt(wk(1, 1), 19), dt(wk(1, 1), 21))]
    K("期末考试换到商学院101", cu(0, title="期末考试", location="商学院101"), cat=c, given=g, conv="next-upcoming")
    g = [ev("朵朵跳跃课", dt(wk(1, 2), 8), dt(wk(1, 2), 12)), ev("朵朵跳跃课", dt(wk(1, 5), 8), dt(wk(1, 5), 12))]
    K("下周五的跳跃课挪到周六 时间不变", cu(1, title="跳跃课", date=wk(1, 5), start=dt(wk(1, 6), 8)), cat=c, given=g,
      conv="move-keeps-clock", unsure="two lessons the same week; 下周五 = 06-08, 周六 = 06-09")
with use(now=NC, pref="future", **Z):
    g = [ev("城北搬家出车", dt(wd(5), 6), dt(wd(5), 10)), ev("城北搬家出车", dt(wk(1, 5), 6), dt(wk(1, 5), 10))]
    K("这周五城北那单改成早上七点", cu(0, title="城北", date=wd(5), start=dt(wd(5), 7)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="two jobs on two Fridays; 这周五 = 07-06")
    g = [ev("市场营销课", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("小组聚餐", dt(wd(5), 19), dt(wd(5), 21))]
    K("营销课改名 营销期末答疑", cu(0, title="营销课", new_title="营销期末答疑"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("朵朵跳跃课", dt(wd(4), 17), dt(wd(4), 18)), ev("朵朵冰时", dt(wd(4), 6), dt(wd(4), 8))]
    K("教练生病了 周四的跳跃课取消", cdel(0, title="跳跃课", date=wd(4)), cat=c, given=g,
      unsure="a lesson and an ice time the same day; 周四 = 02-08; the reason as context")
    g = [ev("城南搬家", dt(wd(6), 8), dt(wd(6), 12)), ev("城南搬家", dt(wk(1, 6), 8), dt(wk(1, 6), 12))]
    K("下周六城南那单客户不搬了 删了", cdel(1, title="城南", date=wk(1, 6)), cat=c, given=g, unsure="下周六 = 02-17")
with use(now=NB, pref="future", **Z):
    g = [ev("小组会议", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("会计课", dt(rel(2), 14), dt(rel(2), 17))]
    K("下周一的小组会取消", cdel(0, title="小组会", date=wk(1, 1)), cat=c, given=g)
    g = [ev("朵朵冰上表演", dt(DUANWU63, 10), dt(DUANWU63, 11)), ev("光华路搬家", dt(rel(1), 9), dt(rel(1), 12))]
    K("明天冰上表演不去了", cdel(0, title="冰上表演", date=rel(1)), cat=c, given=g, unsure="a show and a moving job the same day")
with use(now=NC, pref="future", **Z):
    g = [ev("MBA周末集训", wk(2, 6), wk(2, 6)), ev("写小组报告", dt(today(), 16), dt(today(), 18))]
    K("周末集训不办了 删掉", cdel(0, title="集训"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("加油420 过路费65", [la("420", "transport", "加油"), la("65", "transport", "过路费")], cat=c, unsure=VAN)
    KM("收了张阿姨1800 小王今天300", [la("1800", "salary", "张阿姨", kind="income"), la("300", "other", "小王")], cat=c,
       unsure=PAY + "; " + HELPER)
with use(now=NA, pref="future", **Z):
    KM("周六上午八点城南搬家 再查下那天无锡天气", [cc("城南搬家", dt(wd(6), 8)), wx("Wuxi", wd(6))], cat=c, unsure="周六 = 02-10")
with use(now=NB, pref="past", **Z):
    KM("比赛服1680 磨冰刀80 再看看今年滑冰一共花了多少", [la("1680", "shopping", "比赛服"), la("80", "shopping", "磨冰刀"),
        ls(ymd(2063, 1, 1), ymd(2063, 12, 31), "education")], cat=c, unsure=GEAR + "; " + SKATE)
with use(now=NB, pref="future", **Z):
    KM("删掉下周一的小组会 加个下周二晚上八点线上小组会",
       [cdel(0, title="小组会", date=wk(1, 1)), cc("线上小组会", dt(wk(1, 2), 20))], cat=c,
       given=[ev("小组会议", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("会计课", dt(rel(2), 14), dt(rel(2), 17))],
       unsure="下周二 = 06-05")
with use(now=NC, pref="past", **Z):
    KM("盒饭25 矿泉水8", [la("25", "food", "盒饭"), la("8", "food", "矿泉水")], cat=c)
with use(now=NC, pref="future", **Z):
    KM("明早六点跑步 帮我看下明天杭州能不能跑", [cc("跑步", dt(rel(1), 6)), ra("Hangzhou", rel(1))], cat=c)
