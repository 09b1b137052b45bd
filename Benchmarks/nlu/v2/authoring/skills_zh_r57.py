"""Round 57 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a physiotherapist in 上海 who also coaches a women's rugby team (patients — 王阿姨, 陈先生, 刘大爷, 小林 — at
set clocks and clock ranges in her clinic, team training on weeknights, away matches over a weekend in 青岛 and 成都, a
tournament, 肌贴 / tape, 球衣 / kit and a 按摩床 / massage table bought, 诊所工资 / clinic pay and 比赛补贴 / match-day
stipends as income, a session moved because a patient is ill, running advice before a match, the weather for a match
day), the spouse of a long-distance truck driver in 郑州 who keeps the family calendar and accounts (老公 away on
routes to 广州, 武汉 and 新疆 for several days, 乐乐's and 朵朵's / 大宝's and 二宝's school evenings and dentist visits,
买菜 / groceries, 油卡 / fuel-card top-ups, 过路费 and ETC tolls, a repair bill for the truck, 老公工资 / the driver's pay
arriving, a family trip to 洛阳 over 端午, an anniversary dinner moved, spending by category this month and this year)
and a university student in 武汉 who runs a small online shop selling handmade earrings (高数 and 期末 exams and lectures
at set clocks, 市集 / market stalls on weekends, 珠子 / beads, 银线 / silver wire, 耳钩 and 包装盒 / packaging bought,
快递费 / shipping and 平台扣点 / platform fees, sales received, 家教 / tutoring paid by the hour, a 论文 / essay deadline,
the last N entries).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups,
weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r57.py): NA = 2065-02-28T11:40 Saturday, the last day of February, 正月廿四 (上午 / 周六上午
in progress, 早上 and 周六上午十点 over → 03-07; a bare 12 → noon today, a bare 1 → 13:00, a bare 11 → tomorrow 11:00, a
bare 8 → tomorrow 08:00; 月底 is today, 下个月 = March from tomorrow; this weekend = today and tomorrow, next week 03-02 …
03-08; 惊蛰 03-05, 龙抬头 = 妇女节 Sunday 03-08, 植树节 03-12, 春分 03-20, 清明 Saturday 04-04; looking back 昨天 02-27,
上周五 02-20, 元宵 02-19, January, Q1 = this quarter); NB = 2065-06-06T08:00 Saturday, 五月初三 (早上 / 周六早上 in
progress; a bare 8 is exactly now → today 08:00 (flagged), a bare 7 → 19:00, a bare 9 → 09:00, a bare 12 → noon today;
早上七点 with no day → tomorrow; next week 06-08 … 06-14 opens on 端午 (Monday 06-08), 中旬 06-11 … 06-20, 月底 06-30,
父亲节 = 夏至 06-21, 建党节 07-01; looking back 芒种 = 昨天 06-05, 儿童节 = 周一 06-01, 上周五 05-29, May, Q2 = this
quarter); NC = 2065-10-13T17:55 Tuesday, 九月十四 (周二下午 in progress for five minutes, 周二上午 over → 10-20, 周二晚上
ahead; a bare 6 → 18:00, a bare 5 or 5:30 → tomorrow, a bare 8 → 20:00, a bare 12 → tomorrow's noon; this week ends
Sunday 10-18, this weekend 10-17/18, next week 10-19 … 10-25, 霜降 Friday 10-23, 月底 = 万圣节 Saturday 10-31, 立冬
11-07, 双十一 11-11; looking back 昨天 10-12, 重阳 = 寒露 10-08, 上周五 10-09, 国庆 10-01, September, Q3 = last quarter)."""
from lib import *

NA = "2065-02-28T11:40:00"  # Saturday 11:40, the last day of February, 正月廿四
NB = "2065-06-06T08:00:00"  # Saturday 08:00 on the hour, 五月初三
NC = "2065-10-13T17:55:00"  # Tuesday 17:55, 九月十四, the day after Columbus Day
Z = dict(lang="zh", tz="Asia/Shanghai")
YUANXIAO65 = ymd(2065, 2, 19)
JINGZHE65 = ymd(2065, 3, 5)
LONGTAITOU65 = ymd(2065, 3, 8)
WOMEN65 = ymd(2065, 3, 8)
ZHISHU65 = ymd(2065, 3, 12)
QINGMING65 = ymd(2065, 4, 4)
ERTONG65 = ymd(2065, 6, 1)
MANGZHONG65 = ymd(2065, 6, 5)
DUANWU65 = ymd(2065, 6, 8)
FATHERS65 = ymd(2065, 6, 21)
XIAZHI65 = ymd(2065, 6, 21)
JIANDANG65 = ymd(2065, 7, 1)
GUOQING65 = ymd(2065, 10, 1)
CHONGYANG65 = ymd(2065, 10, 8)
SHUANGJIANG65 = ymd(2065, 10, 23)
HALLOWEEN65 = ymd(2065, 10, 31)
LIDONG65 = ymd(2065, 11, 7)
SINGLES65 = ymd(2065, 11, 11)
PAY = ("clinic pay (诊所工资), patients' fees (理疗收入) and match-day stipends (比赛补贴) filed as salary income (as earlier "
       "rounds filed a clinic's fees and a referee's match fees)")
KIT = ("kinesiology tape, team kit and the massage table filed as shopping (as earlier rounds filed jerseys, cones and "
       "whistles); health is as plausible for the tape")
ENTRY = "a tournament entry fee filed as entertainment (as earlier rounds filed a race entry)"
FUEL = "fuel, fuel-card top-ups (油卡) and tolls filed as transport"
REPAIR = "the truck's repair bill filed as transport (as earlier rounds filed a car repair); other is as plausible"
DRIVER = "the driver's pay (老公工资) filed as salary income"
SALES = ("what the earring shop and the stall sold filed as salary income (as earlier rounds filed a bookseller's and a "
         "beekeeper's sales)")
MAT = ("beads, silver wire, ear hooks and gift boxes for the earrings filed as shopping (as earlier rounds filed a "
       "tailor's fabric and a beekeeper's labels)")
POST = "shipping (快递费) filed as other (as earlier rounds filed a shop's postage)"
FEE = "platform fees (平台扣点) and the stall fee (摊位费) filed as other (as earlier rounds did)"
TUTOR = "tutoring pay (家教费) filed as salary income"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("十二点 跟队医交接一下", cc("跟队医交接一下", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 11:40: today's noon")
    K("一点 收摊去吃饭", cc("收摊去吃饭", bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 reads 13:00 today")
    K("十一点 给王阿姨做肩颈理疗", cc("给王阿姨做肩颈理疗", bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 11:40 has passed and, before noon, reads tomorrow 11:00")
    K("八点 送二宝去上绘画课", cc("送二宝去上绘画课", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 11:40 has passed; said before 12:00 the pm flip does not apply: tomorrow (Sunday) 08:00")
    K("十二点半 去驿站取珠子快递", cc("去驿站取珠子快递", bare_clock(12, 30)), cat=c, conv="bare-hour", unsure="today 12:30")
    K("明天下午两点 给陈先生做膝盖康复", cc("给陈先生做膝盖康复", dt(rel(1), 14)), cat=c, unsure="明天 = Sunday 03-01")
    K("下周三晚上七点到八点半 乐乐学校开家长会", cc("乐乐学校开家长会", dt(wk(1, 3), 19), dt(wk(1, 3), 20, 30)), cat=c,
      unsure="下周三 = 03-04")
    K("周六上午十点 球队体能课", cc("球队体能课", dt(wk(1, 6), 10)), cat=c, unsure="周六上午十点 said Saturday 11:40 has passed: next week 03-07")
    K("我下周一上午九点带朵朵去看牙", cc("带朵朵去看牙", dt(wk(1, 1), 9)), cat=c, unsure="a statement; 下周一 = 03-02")
    K("今天下午三点到六点 市集摆摊 不对 两点半开始", cc("市集摆摊", dt(today(), 14, 30), dt(today(), 18)), cat=c,
      unsure="a correction of the start only: 14:30 replaces 15:00, the end 18:00 kept")
    K("3月7号到8号 去青岛打客场", cc("去青岛打客场", ymd(2065, 3, 7), ymd(2065, 3, 8)), cat=c,
      unsure="an away weekend, all day over Saturday and Sunday; the city inside the activity stays in the title")
    K("嗯 那个 后天上午十点 复习高数", cc("复习高数", dt(rel(2), 10)), cat=c, unsure="the fillers left out; 后天 = Monday 03-02")
    K("老公下周三到周六跑广州 记一下", cc("老公跑广州", wk(1, 3), wk(1, 6)), cat=c,
      unsure="the driver's route as one all-day event over 03-04 … 03-07; the request words left out of the title")
with use(now=NB, pref="future", **Z):
    K("八点 出门去市集", cc("出门去市集", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 said at exactly 08:00: not yet past, today 08:00 (as time_zh.py reads a clock at exactly now); tomorrow is as plausible")
    K("七点 给初二学生上家教", cc("给初二学生上家教", bare_clock(7)), cat=c, conv="bare-hour", unsure="a bare 7 at 08:00 reads 19:00 today")
    K("九点 给小林做康复训练", cc("给小林做康复训练", bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 08:00: 09:00 today")
    K("十二点 市集收摊", cc("市集收摊", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 08:00: today's noon")
    K("早上七点 去江边跑步", cc("去江边跑步", next_clock(7)), cat=c, unsure="早上七点 with no day at 08:00 has passed: tomorrow 06-07")
    K("今天上午九点到十一点 球队训练", cc("球队训练", dt(today(), 9), dt(today(), 11)), cat=c)
    K("下周二下午四点半 朵朵看牙", cc("朵朵看牙", dt(wk(1, 2), 16, 30)), cat=c, unsure="下周二 = 06-09")
    K("明晚七点 跟老公视频", cc("跟老公视频", dt(rel(1), 19)), cat=c, unsure="明晚 = Sunday 06-07")
    K("6月13号到14号 去成都打客场", cc("去成都打客场", ymd(2065, 6, 13), ymd(2065, 6, 14)), cat=c,
      unsure="an away weekend, all day; the city inside the activity stays in the title")
    K("这周日早上六点出发去洛阳 不对 六点半", cc("出发去洛阳", dt(wd(7), 6, 30)), cat=c,
      unsure="a correction: 06:30 replaces 06:00; 这周日 = 06-07")
    K("我周二下午要去学校答辩 两点到三点", cc("去学校答辩", dt(wd(2), 14), dt(wd(2), 15)), cat=c,
      unsure="a statement; the clock range after the activity; 周二 = 06-09")
    K("嗯 下周四晚上八点 乐乐学校毕业演出", cc("乐乐学校毕业演出", dt(wk(1, 4), 20)), cat=c, unsure="the filler left out; 下周四 = 06-11")
with use(now=NC, pref="future", **Z):
    K("六点 球队开会", cc("球队开会", bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:55: 18:00 today")
    K("五点 给学生上家教", cc("给学生上家教", bare_clock(5)), cat=c, conv="bare-hour",
      unsure="a bare 5 reads 17:00, which has passed: tomorrow 17:00")
    K("五点半 去接乐乐", cc("去接乐乐", bare_clock(5, 30)), cat=c, conv="bare-hour", unsure="a bare 5:30 has passed: tomorrow 17:30")
    K("八点 跟老公视频一下", cc("跟老公视频一下", bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:55: 20:00 today")
    K("十二点 跟导师见面", cc("跟导师见面", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 17:55 has passed: tomorrow's noon")
    K("明天下午三点 给刘大爷做康复", cc("给刘大爷做康复", dt(rel(1), 15)), cat=c, unsure="明天 = Wednesday 10-14")
    K("周四晚上七点到九点 球队训练", cc("球队训练", dt(wd(4), 19), dt(wd(4), 21)), cat=c, unsure="周四 = 10-15")
    K("下周六上午十点到下午四点 市集摆摊", cc("市集摆摊", dt(wk(1, 6), 10), dt(wk(1, 6), 16)), cat=c, unsure="下周六 = 10-24")
    K("周二上午九点 诊所例会", cc("诊所例会", dt(wk(1, 2), 9)), cat=c, unsure="周二上午九点 said Tuesday 17:55 has passed: next week 10-20")
    K("周六晚上六点半 结婚纪念日吃火锅", cc("结婚纪念日吃火锅", dt(wd(6), 18, 30)), cat=c, unsure="周六 = 10-17")
    K("那个 下周一到周四 老公跑新疆", cc("老公跑新疆", wk(1, 1), wk(1, 4)), cat=c,
      unsure="the filler left out; the driver's route as one all-day event over 10-19 … 10-22")
    K("10月24号到25号 成都客场", cc("成都客场", ymd(2065, 10, 24), ymd(2065, 10, 25)), cat=c, unsure="an away weekend, all day")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天上午十点 康复训练 地点：诊所二号治疗室", cc("康复训练", dt(rel(1), 10), location="诊所二号治疗室"), cat=c)
    K("下周二晚上七点 球队训练 在江湾体育场", cc("球队训练", dt(wk(1, 2), 19), location="江湾体育场"), cat=c, unsure="下周二 = 03-03")
    K("今天下午两点 摆摊 在汉街创意市集", cc("摆摊", dt(today(), 14), location="汉街创意市集"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周三上午十点 期末考试 地点是教三201", cc("期末考试", dt(wk(1, 3), 10), location="教三201"), cat=c, unsure="下周三 = 06-10")
    K("明天下午四点 跟队员开会 在俱乐部会议室", cc("跟队员开会", dt(rel(1), 16), location="俱乐部会议室"), cat=c)
    K("周二下午三点 朵朵看牙 在人民路那家口腔诊所", cc("朵朵看牙", dt(wd(2), 15), location="人民路那家口腔诊所"), cat=c, unsure="周二 = 06-09")
with use(now=NC, pref="future", **Z):
    K("周四晚上七点 训练 在新江湾城橄榄球场", cc("训练", dt(wd(4), 19), location="新江湾城橄榄球场"), cat=c, unsure="周四 = 10-15")
    K("周六上午十点 市集摆摊 地点：楚河汉街", cc("市集摆摊", dt(wd(6), 10), location="楚河汉街"), cat=c, unsure="周六 = 10-17")

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("龙抬头 带乐乐去剪头", cc("带乐乐去剪头", LONGTAITOU65), cat=c, unsure="龙抬头 2065 = Sunday 03-08 (lunar-python), all day")
    K("惊蛰下午三点 球队恢复室外训练", cc("球队恢复室外训练", dt(JINGZHE65, 15)), cat=c,
      unsure="惊蛰 2065 = Thursday 03-05 (PyEphem and lunar-python agree)")
    K("妇女节上午十点 诊所义诊", cc("诊所义诊", dt(WOMEN65, 10)), cat=c,
      unsure="妇女节 = Sunday 03-08; the holiday may be part of the event's name (妇女节义诊)")
    K("植树节 乐乐学校种树", cc("乐乐学校种树", ZHISHU65), cat=c, unsure="植树节 = Thursday 03-12, all day")
with use(now=NB, pref="future", **Z):
    K("端午 全家去洛阳", cc("全家去洛阳", DUANWU65), cat=c, unsure="端午 2065 = Monday 06-08 (lunar-python), all day")
    K("父亲节晚上六点 全家吃饭", cc("全家吃饭", dt(FATHERS65, 18)), cat=c,
      unsure="父亲节 = Father's Day, the third Sunday of June = 06-21; the holiday may be part of the dinner's name")
    K("夏至上午九点 夏季联赛开赛", cc("夏季联赛开赛", dt(XIAZHI65, 9)), cat=c, unsure="夏至 2065 = Sunday 06-21 (PyEphem and lunar-python agree)")
    K("建党节 店铺上新", cc("店铺上新", JIANDANG65), cat=c, unsure="建党节 = Wednesday 07-01, all day")
with use(now=NC, pref="future", **Z):
    K("霜降 去青岛打比赛", cc("去青岛打比赛", SHUANGJIANG65), cat=c, unsure="霜降 2065 = Friday 10-23 (PyEphem and lunar-python agree), all day")
    K("万圣节下午两点 市集摆摊", cc("市集摆摊", dt(HALLOWEEN65, 14)), cat=c, unsure="万圣节 = Saturday 10-31")
    K("立冬晚上七点 结婚纪念日吃饭", cc("结婚纪念日吃饭", dt(LIDONG65, 19)), cat=c, unsure="立冬 2065 = Saturday 11-07 (PyEphem and lunar-python agree)")
    K("双十一零点 店铺开抢", cc("店铺开抢", dt(SINGLES65, 0)), cat=c,
      unsure="双十一零点 = the very start of 11-11, 00:00 (as CONVENTIONS §11 reads 11.11零点 as a time)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后 提醒我收摊", cc("收摊", dt(today(), 12, 20)), cat=c)
    K("两周后 陈先生复查", cc("陈先生复查", rel(14)), cat=c, unsure="两周后 = Saturday 03-14, all day")
with use(now=NB, pref="future", **Z):
    K("半小时后 提醒我出门", cc("出门", dt(today(), 8, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一个半小时后 提醒我给老公打电话", cc("给老公打电话", dt(today(), 19, 25)), cat=c)
    K("三天后 交论文", cc("交论文", rel(3)), cat=c, unsure="三天后 = Friday 10-16, all day")

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜一下午兩點 給劉大爺做康復", cc("給劉大爺做康復", dt(wd(1), 14)), cat=c, unsure="禮拜一 = 03-02")
with use(now=NB, pref="future", **Z):
    K("後天下午三點 給小林做康復", cc("給小林做康復", dt(rel(2), 15)), cat=c, unsure="後天 = Monday 06-08 (端午)")
with use(now=NC, pref="future", **Z):
    K("下週三上午九點 二寶看牙", cc("二寶看牙", dt(wk(1, 3), 9)), cat=c, unsure="下週三 = 10-21")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("3.21 成都比赛", cc("成都比赛", ymd(2065, 3, 21)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2065.6.20 市集摆摊", cc("市集摆摊", ymd(2065, 6, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20651107 耳环市集", cc("耳环市集", ymd(2065, 11, 7)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("三月第二个周六 创意市集", cc("创意市集", nth(2065, 3, 2, 6)), cat=c, unsure="= 03-14")
with use(now=NB, pref="future", **Z):
    K("下个月第一个周日 市集摆摊", cc("市集摆摊", nth(2065, 7, 1, 7)), cat=c, unsure="下个月 = July; = 07-05")
with use(now=NC, pref="future", **Z):
    K("下个月第二个周六 锦标赛", cc("锦标赛", nth(2065, 11, 2, 6)), cat=c, unsure="下个月 = November; = 11-14")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二、周四晚上七点 球队训练", [cc("球队训练", dt(wd(2), 19)), cc("球队训练", dt(wd(4), 19))], cat=c, conv="distribute",
       unsure="the clock applies to both: 03-03 and 03-05")
with use(now=NB, pref="future", **Z):
    KM("周一和周三晚上七点半 家教", [cc("家教", dt(wd(1), 19, 30)), cc("家教", dt(wd(3), 19, 30))], cat=c, conv="distribute",
       unsure="the clock applies to both: 06-08 and 06-10")
with use(now=NC, pref="future", **Z):
    KM("周三周五晚上六点 家教", [cc("家教", dt(wd(3), 18)), cc("家教", dt(wd(5), 18))], cat=c, conv="distribute",
       unsure="the clock applies to both: 10-14 and 10-16")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("诊所工资到账 12800", la("12800", "salary", "诊所工资", kind="income"), cat=c, unsure=PAY)
    K("比赛补贴到了 800", la("800", "salary", "比赛补贴", kind="income"), cat=c, unsure=PAY)
    K("肌贴十卷 380", la("380", "shopping", "肌贴"), cat=c, unsure=KIT)
    K("买了张按摩床 3599", la("3599", "shopping", "按摩床"), cat=c, unsure=KIT)
    K("买菜 156", la("156", "food", "买菜"), cat=c)
    K("油卡充了 2000", la("2000", "transport", "油卡"), cat=c, unsure=FUEL)
    K("耳环这周卖了 1240", la("1240", "salary", "耳环", kind="income"), cat=c, unsure=SALES)
    K("珠子和银线 113", la("113", "shopping", "珠子和银线"), cat=c, unsure=MAT)
with use(now=NB, pref="past", **Z):
    K("老公工资到了 18000", la("18000", "salary", "老公工资", kind="income"), cat=c, unsure=DRIVER)
    K("过路费 230", la("230", "transport", "过路费"), cat=c, unsure=FUEL)
    K("家教费收了 600", la("600", "salary", "家教费", kind="income"), cat=c, unsure=TUTOR)
    K("平台扣点 96", la("96", "other", "平台扣点"), cat=c, unsure=FEE)
    K("寄耳环的快递费 48", la("48", "other", "快递费"), cat=c, unsure=POST)
    K("球衣二十套 1800", la("1800", "shopping", "球衣"), cat=c, unsure=KIT)
with use(now=NC, pref="past", **Z):
    K("老公那台车的修车费 4360", la("4360", "transport", "修车费"), cat=c, unsure=REPAIR)
    K("朵朵补牙 380", la("380", "health", "朵朵补牙"), cat=c)
    K("锦标赛报名费 1500", la("1500", "entertainment", "锦标赛报名费"), cat=c, unsure=ENTRY)
    K("包装盒一百个 65", la("65", "shopping", "包装盒"), cat=c, unsure=MAT)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天加油 400", la("400", "transport", "加油", d=rel(-1)), cat=c, unsure="昨天 = Friday 02-27; " + FUEL)
    K("上周五 二宝看牙 260", la("260", "health", "二宝看牙", d=wk(-1, 5)), cat=c, unsure="上周五 = 02-20")
    K("元宵那天 市集卖了 860", la("860", "salary", "市集", kind="income", d=YUANXIAO65), cat=c,
      unsure="元宵 2065 = Thursday 02-19 (lunar-python), looking back; " + SALES)
with use(now=NB, pref="past", **Z):
    K("芒种那天 过路费 185", la("185", "transport", "过路费", d=MANGZHONG65), cat=c,
      unsure="芒种 = yesterday, Friday 06-05 (PyEphem and lunar-python agree); " + FUEL)
    K("儿童节给孩子买礼物 320", la("320", "shopping", "给孩子买礼物", d=ERTONG65), cat=c, unsure="儿童节 = Monday 06-01, looking back")
    K("上周五 家教收了 450", la("450", "salary", "家教", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 05-29; " + TUTOR)
with use(now=NC, pref="past", **Z):
    K("昨天ETC扣了 126", la("126", "transport", "ETC", d=rel(-1)), cat=c, unsure="昨天 = Monday 10-12; ETC = the toll transponder; " + FUEL)
    K("重阳那天 换轮胎 1200", la("1200", "transport", "换轮胎", d=CHONGYANG65), cat=c,
      unsure="重阳 2065 = Thursday 10-08 (lunar-python), looking back; " + REPAIR)
    K("上周五 比赛补贴 600", la("600", "salary", "比赛补贴", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 10-09; " + PAY)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周都排了啥 老公在不在家", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 03-02 … 03-08")
    K("这周末除了摆摊还有啥安排", cl(wd(6), wd(7)), cat=c, unsure="这周末 = today and tomorrow, 02-28 … 03-01")
    K("下个月初有几场比赛", cl(ymd(2065, 3, 1), ymd(2065, 3, 10)), cat=c, conv="month-parts", unsure="下个月 = March")
with use(now=NA, pref="past", **Z):
    K("这个月家里买菜花了多少钱", ls(ymd(2065, 2, 1), ymd(2065, 2, 28), "food"), cat=c)
    K("上个月油费过路费一共多少", ls(ymd(2065, 1, 1), ymd(2065, 1, 31), "transport"), cat=c, unsure=FUEL)
    K("把我最近记的十笔账列出来", ll(limit=10), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周有什么安排 端午那几天", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 06-08 … 06-14")
    K("这周末两天都排了什么", cl(wd(6), wd(7)), cat=c, unsure="这周末 = today and tomorrow, 06-06 … 06-07")
    K("6月中旬都有啥考试", cl(ymd(2065, 6, 11), ymd(2065, 6, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("上个月家里吃饭花了多少", ls(ymd(2065, 5, 1), ymd(2065, 5, 31), "food"), cat=c)
    K("这个季度 快递费一共多少", ls(ymd(2065, 4, 1), ymd(2065, 6, 30), "other"), cat=c, conv="quarters",
      unsure="Q2 = this quarter; " + POST + "; platform fees share the category")
    K("把最近五笔给我看看", ll(limit=5), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周都有啥 老公不在家", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 10-19 … 10-25")
    K("这周末队里有比赛吗", cl(wd(6), wd(7)), cat=c, unsure="这周末 = 10-17/18")
    K("这个月下旬有几场比赛", cl(ymd(2065, 10, 21), ymd(2065, 10, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上个季度 修车加油一共花了多少", ls(ymd(2065, 7, 1), ymd(2065, 9, 30), "transport"), cat=c, conv="quarters",
      unsure="Q3 = last quarter; " + FUEL + "; " + REPAIR)
    K("九月份 耳环卖了多少", ls(ymd(2065, 9, 1), ymd(2065, 9, 30), "salary"), cat=c, unsure=SALES + "; tutoring shares the category")
    K("最近二十笔账", ll(limit=20), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有哪些事没办", cl(today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    K("清明前 全家都排了什么", cl(today(), QINGMING65), cat=c, conv="zh-qian-inclusive", unsure="清明 2065 = Saturday 04-04")
    K("未来五天 有几个病人", cl(today(), rel(4)), cat=c, conv="n-days-counting-today", unsure="02-28 … 03-04")
with use(now=NA, pref="past", **Z):
    K("今年以来 油卡一共充了多少", ls(ymd(2065, 1, 1), today(), "transport"), cat=c, conv="since", unsure=FUEL)
    K("本月至今 耳环卖了多少", ls(ymd(2065, 2, 1), today(), "salary"), cat=c, conv="since",
      unsure="本月至今 = the whole of February, which ends today; " + SALES)
with use(now=NB, pref="future", **Z):
    K("端午前还有啥安排", cl(today(), DUANWU65), cat=c, conv="zh-qian-inclusive", unsure="端午 = Monday 06-08: today … 06-08")
    K("月底前还有几场考试", cl(today(), ymd(2065, 6, 30)), cat=c, conv="zh-qian-inclusive")
    K("接下来七天 都排了啥", cl(today(), rel(6)), cat=c, conv="n-days-counting-today", unsure="06-06 … 06-12")
with use(now=NB, pref="past", **Z):
    K("今年以来 家教一共挣了多少", ls(ymd(2065, 1, 1), today(), "salary"), cat=c, conv="since", unsure=TUTOR + "; sales share the category")
with use(now=NC, pref="future", **Z):
    K("这周内还有几次训练", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday", unsure="today … Sunday 10-18")
    K("双十一前 都排了什么", cl(today(), SINGLES65), cat=c, conv="zh-qian-inclusive")
    K("未来三天诊所有啥安排", cl(today(), rel(2)), cat=c, conv="n-days-counting-today", unsure="10-13 … 10-15")
with use(now=NC, pref="past", **Z):
    K("本月至今 家里买菜花了多少", ls(ymd(2065, 10, 1), today(), "food"), cat=c, conv="since")
    K("今年以来 看牙一共花了多少", ls(ymd(2065, 1, 1), today(), "health"), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("下周六青岛天气怎么样 客场比赛", wx("Qingdao", wk(1, 6)), cat=c, unsure="下周六 = 03-07")
    K("明天武汉下雨吗 还要出摊", wx("Wuhan", rel(1)), cat=c, unsure="明天 = 03-01")
    K("3月21号成都天气", wx("Chengdu", ymd(2065, 3, 21)), cat=c)
with use(now=NB, pref="future", **Z):
    KM("6月13号到14号成都天气", [wx("Chengdu", ymd(2065, 6, 13)), wx("Chengdu", ymd(2065, 6, 14))], cat=c,
       unsure="two days: one call per day")
    K("端午洛阳热不热", wx("Luoyang", DUANWU65), cat=c, unsure="端午 = 06-08")
    K("今天上海下雨吗 上午要训练", wx("Shanghai"), cat=c)
with use(now=NC, pref="future", **Z):
    KM("这周末郑州天气 带孩子出去玩", [wx("Zhengzhou", wd(6)), wx("Zhengzhou", wd(7))], cat=c, unsure="这周末 = 10-17/18")
    K("霜降那天青岛冷不冷", wx("Qingdao", SHUANGJIANG65), cat=c, unsure="霜降 = 10-23")
    K("周六武汉下不下雨 要摆摊", wx("Wuhan", wd(6)), cat=c, unsure="周六 = 10-17")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上上海适合跑步吗", ra("Shanghai", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("比赛前一天 6月12号成都能跑步吗", ra("Chengdu", ymd(2065, 6, 12)), cat=c)
    K("现在上海适合跑步吗", ra("Shanghai"), cat=c)
with use(now=NC, pref="future", **Z):
    K("10月22号青岛适合跑步吗 比赛前一天", ra("Qingdao", ymd(2065, 10, 22)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("给王阿姨做理疗", dt(rel(1), 11), dt(rel(1), 12)), ev("给陈先生做康复", dt(rel(1), 14), dt(rel(1), 15))]
    K("王阿姨感冒了 明天的理疗改到下周二上午十点", cu(0, title="理疗", date=rel(1), start=dt(wk(1, 2), 10)), cat=c, given=g,
      unsure="a session moved because the patient is ill: 03-01 11:00 → Tuesday 03-03 10:00")
    g = [ev("结婚纪念日晚饭", dt(wd(7), 18), dt(wd(7), 20)), ev("乐乐学校家长会", dt(wk(1, 3), 19), dt(wk(1, 3), 20, 30))]
    K("老公周日回不来 纪念日晚饭改到下周六晚上六点", cu(0, title="纪念日晚饭", date=wd(7), start=dt(wk(1, 6), 18)), cat=c, given=g,
      unsure="an anniversary dinner moved: Sunday 03-01 18:00 → 下周六 03-07 18:00")
    g = [ev("球队训练", dt(wd(2), 19), dt(wd(2), 21)), ev("球队训练", dt(wd(4), 19), dt(wd(4), 21))]
    K("周四的训练 推迟半小时", cu(1, title="训练", date=wd(4), start=dt(wd(4), 19, 30)), cat=c, given=g,
      unsure="two training sessions in one week; 周四 = 03-05")
    g = [ev("市集摆摊", dt(today(), 14, 30), dt(today(), 18)), ev("市集摆摊", dt(wk(1, 6), 14), dt(wk(1, 6), 18))]
    K("今天摆摊 地点改到昙华林", cu(0, title="摆摊", date=today(), location="昙华林"), cat=c, given=g)
    g = [ev("带朵朵去看牙", dt(wk(1, 1), 9), dt(wk(1, 1), 10)), ev("乐乐看牙", dt(wk(1, 5), 16), dt(wk(1, 5), 17))]
    K("朵朵看牙 往后推一天", cu(0, title="朵朵", start=dt(wk(1, 2), 9)), cat=c, given=g, conv="next-upcoming",
      unsure="a relative shift of the stored start: 03-02 09:00 → 03-03 09:00")
with use(now=NB, pref="future", **Z):
    g = [ev("小林康复训练", dt(today(), 9), dt(today(), 10)), ev("陈先生康复训练", dt(today(), 10, 30), dt(today(), 11, 30))]
    K("小林今天来不了 发烧了 改到下周二下午三点", cu(0, title="小林", date=today(), start=dt(wk(1, 2), 15)), cat=c, given=g,
      unsure="a session moved because the patient is ill: today 09:00 → 下周二 06-09 15:00")
    g = [ev("成都客场", ymd(2065, 6, 13), ymd(2065, 6, 14)), ev("青岛客场", ymd(2065, 7, 4), ymd(2065, 7, 5))]
    K("成都客场改到6月20号到21号了", cu(0, title="成都客场", start=ymd(2065, 6, 20), end=ymd(2065, 6, 21)), cat=c, given=g,
      conv="next-upcoming", unsure="an away weekend moved a week, all day")
    g = [ev("全家去洛阳", DUANWU65, DUANWU65), ev("老公跑武汉", ymd(2065, 6, 9), ymd(2065, 6, 11))]
    K("去洛阳那个 改成周日到周一 玩两天", cu(0, title="去洛阳", start=wd(7), end=DUANWU65), cat=c, given=g, conv="next-upcoming",
      unsure="the 端午 trip lengthened to two days: all day 06-07 … 06-08")
    g = [ev("家教", dt(wd(1), 19, 30), dt(wd(1), 21)), ev("家教", dt(wd(3), 19, 30), dt(wd(3), 21))]
    K("周一的家教 改名叫数学辅导", cu(0, title="家教", date=wd(1), new_title="数学辅导"), cat=c, given=g, unsure="周一 = 06-08")
with use(now=NC, pref="future", **Z):
    g = [ev("结婚纪念日吃火锅", dt(wd(6), 18, 30), dt(wd(6), 20, 30)), ev("乐乐家长会", dt(wd(4), 19), dt(wd(4), 20))]
    K("老公周六赶不回来 纪念日那顿改到下周六晚上七点", cu(0, title="纪念日", date=wd(6), start=dt(wk(1, 6), 19)), cat=c, given=g,
      unsure="an anniversary dinner moved: 10-17 18:30 → 10-24 19:00")
    g = [ev("给刘大爷做康复", dt(rel(1), 15), dt(rel(1), 16)), ev("给刘阿姨做康复", dt(rel(2), 15), dt(rel(2), 16))]
    K("刘大爷住院了 明天的康复改到下周三下午三点", cu(0, title="刘大爷", date=rel(1), start=dt(wk(1, 3), 15)), cat=c, given=g,
      unsure="look-alike patients (刘大爷 / 刘阿姨); 10-14 15:00 → 10-21 15:00")
    g = [ev("球队训练", dt(wd(4), 19), dt(wd(4), 21)), ev("球队训练", dt(wk(1, 4), 19), dt(wk(1, 4), 21))]
    K("这周四训练 提前一个小时", cu(0, title="训练", date=wd(4), start=dt(wd(4), 18)), cat=c, given=g,
      unsure="two sessions a week apart; a relative shift: 10-15 19:00 → 18:00")
    g = [ev("市集摆摊", dt(wd(6), 10), dt(wd(6), 16)), ev("市集摆摊", dt(wk(1, 6), 10), dt(wk(1, 6), 16))]
    K("下周六摆摊 改成下午一点到六点", cu(1, title="摆摊", date=wk(1, 6), start=dt(wk(1, 6), 13), end=dt(wk(1, 6), 18)), cat=c,
      given=g, unsure="two stalls a week apart; 下周六 = 10-24")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("给王叔叔做理疗", dt(rel(2), 11), dt(rel(2), 12)), ev("给王阿姨做理疗", dt(rel(1), 11), dt(rel(1), 12))]
    K("王阿姨那个理疗删了 她住院了", cdel(1, title="王阿姨"), cat=c, given=g, conv="next-upcoming",
      unsure="look-alike patients (王叔叔 / 王阿姨); the target is not the first stored event")
    g = [ev("去青岛打客场", ymd(2065, 3, 7), ymd(2065, 3, 8)), ev("成都比赛", ymd(2065, 3, 21), ymd(2065, 3, 21))]
    K("青岛那场取消了 场地结冰 删掉", cdel(0, title="青岛"), cat=c, given=g, conv="next-upcoming")
    g = [ev("复习高数", dt(rel(2), 10), dt(rel(2), 12)), ev("高数考试", dt(wk(1, 5), 9), dt(wk(1, 5), 11))]
    K("后天复习高数那个不用了", cdel(0, title="复习高数", date=rel(2)), cat=c, given=g, unsure="后天 = 03-02")
with use(now=NB, pref="future", **Z):
    g = [ev("市集摆摊", dt(today(), 8), dt(today(), 12)), ev("市集摆摊", dt(rel(1), 9), dt(rel(1), 13))]
    K("明天的市集摆摊 取消 要下雨", cdel(1, title="市集摆摊", date=rel(1)), cat=c, given=g, unsure="明天 = 06-07")
    g = [ev("老公跑武汉", ymd(2065, 6, 8), ymd(2065, 6, 10)), ev("老公跑长沙", ymd(2065, 6, 15), ymd(2065, 6, 17))]
    K("老公下周不跑武汉了 删了吧", cdel(0, title="跑武汉", date=ymd(2065, 6, 8)), cat=c, given=g,
      unsure="下周 = 06-08 … 06-14; the route starts 06-08")
with use(now=NC, pref="future", **Z):
    g = [ev("跟导师见面", dt(rel(1), 12), dt(rel(1), 13)), ev("跟导师见面", dt(wk(1, 3), 12), dt(wk(1, 3), 13))]
    K("明天跟导师见面取消 老师出差了", cdel(0, title="跟导师见面", date=rel(1)), cat=c, given=g, unsure="明天 = 10-14")
    g = [ev("诊所培训", dt(wk(1, 2), 14), dt(wk(1, 2), 17)), ev("诊所例会", dt(wk(1, 2), 9), dt(wk(1, 2), 10))]
    K("周二上午的例会 删掉", cdel(1, title="例会", date=wk(1, 2)), cat=c, given=g, conv="rollover-part",
      unsure="周二上午 said Tuesday 17:55 is over: next week's 10-20")
    g = [ev("二宝看牙", dt(wk(1, 3), 9), dt(wk(1, 3), 10)), ev("大宝看牙", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("下周三二宝看牙不去了", cdel(0, title="二宝看牙", date=wk(1, 3)), cat=c, given=g, unsure="下周三 = 10-21")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("珠子68 银线45 包装盒30", [la("68", "shopping", "珠子"), la("45", "shopping", "银线"), la("30", "shopping", "包装盒")], cat=c,
       unsure=MAT)
    KM("油卡充了2000 今年以来交通一共花了多少", [la("2000", "transport", "油卡"), ls(ymd(2065, 1, 1), today(), "transport")], cat=c,
       conv="since", unsure=FUEL)
with use(now=NA, pref="future", **Z):
    KM("明天下午两点给陈先生做康复 顺便看看下周六青岛天气", [cc("给陈先生做康复", dt(rel(1), 14)), wx("Qingdao", wk(1, 6))], cat=c,
       unsure="下周六 = 03-07")
with use(now=NB, pref="past", **Z):
    KM("老公工资到了18000 这个月家里一共花了多少", [la("18000", "salary", "老公工资", kind="income"),
        ls(ymd(2065, 6, 1), ymd(2065, 6, 30))], cat=c, unsure=DRIVER + "; spending over all categories")
    KM("过路费230 柴油600", [la("230", "transport", "过路费"), la("600", "transport", "柴油")], cat=c, unsure=FUEL)
with use(now=NB, pref="future", **Z):
    KM("端午全家去洛阳 帮我查查那天洛阳天气", [cc("全家去洛阳", DUANWU65), wx("Luoyang", DUANWU65)], cat=c, unsure="端午 = 06-08")
    KM("今天上午九点到十一点训练 下午两点给陈先生做康复", [cc("训练", dt(today(), 9), dt(today(), 11)),
        cc("给陈先生做康复", dt(today(), 14))], cat=c, unsure="今天 applies to both")
with use(now=NC, pref="past", **Z):
    KM("修车4360 比赛补贴600到了", [la("4360", "transport", "修车"), la("600", "salary", "比赛补贴", kind="income")], cat=c,
       unsure=REPAIR + "; " + PAY)
with use(now=NC, pref="future", **Z):
    KM("删了明天跟导师见面 加一个周四中午的", [cdel(0, title="跟导师见面", date=rel(1)), cc("跟导师见面", dt(wd(4), 12))], cat=c,
       given=[ev("跟导师见面", dt(rel(1), 12), dt(rel(1), 13)), ev("球队训练", dt(wd(4), 19), dt(wd(4), 21))],
       unsure="周四 = 10-15; 中午 = 12:00; the new event's title taken from the deleted one")
    KM("霜降那天去青岛打比赛 看看青岛那天天气", [cc("去青岛打比赛", SHUANGJIANG65), wx("Qingdao", SHUANGJIANG65)], cat=c,
       unsure="霜降 = 10-23")
