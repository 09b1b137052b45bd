"""Round 50 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a freelance interior designer (site visits and client meetings at set clocks, a furniture delivery window,
deposits and final payments from clients coming in, paint and samples bought, a contractor's visit moved, a trade fair
over several days in another city, materials spending this month and the last N entries), a university student who
works weekend shifts at a cinema and plays in a football league (lectures and matches at set clocks, shift pay coming
in, textbooks and boots, a match moved for the weather, running advice before training, the weather for an away
game, food spending this week) and an elderly woman who looks after her husband 老周 after a stroke (his physiotherapy
and doctor's visits at set clocks, a carer 小李 who comes some days, medicines and a rented wheelchair, the pension
coming in, a visit rescheduled, two physio sessions the same week, medical spending this year).  In everyday
proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest
changes, cancellations and several requests at once.

Reference times (see time_r50.py): NA = 2062-09-15T13:05 Friday, 八月十三 (下午 in progress, 周五上午 over → 09-22; a
bare 1 → tomorrow 13:00, a bare 2 → 14:00, a bare 12 → tomorrow's noon, a bare 8 → 20:00; this weekend 09-16/17, 中秋
Sunday 09-17, next week 09-18 … 09-24, 秋分 Saturday 09-23, 下旬 09-21 … 09-30, 月底 Saturday 09-30, 国庆 Sunday 10-01,
重阳 10-11; looking back 教师节 Sunday 09-10, 上周六 09-09, 周三 09-13, August); NB = 2063-01-01T00:40 Monday, 元旦 just
begun, 腊月初二 (凌晨 in progress; 早上七点 / 凌晨三点 with no day → today; a bare 8 → 08:00 today, a bare 1 → 13:00
today; 明天 = 01-02 (flagged); 今晚 = tonight of the 1st, 昨晚 = 12-31; this week 01-01 … 01-07, next week 01-08 …
01-14; 小寒 Friday 01-05, 腊八 Sunday 01-07, 大寒 01-20, 小年 Monday 01-22, 除夕 01-28; looking back 上周五 12-29,
圣诞 12-25, 冬至 12-21, December 2062 = 上个月, 2062 = 去年); NC = 2062-04-26T20:50 Wednesday, 三月十七 (晚上 in
progress, 周三下午 over → 05-03; a bare 9 → 21:00, a bare 10 → 22:00 tonight, a bare 8 → tomorrow 08:00; this weekend
04-29/30, 月底 Sunday 04-30, 五一 Monday 05-01, next week 05-01 … 05-07, 青年节 05-04, 立夏 Friday 05-05, 母亲节 05-14;
looking back 谷雨 Thursday 04-20, 上周日 04-23, 周一 04-24, March)."""
from lib import *

NA = "2062-09-15T13:05:00"  # Friday 13:05
NB = "2063-01-01T00:40:00"  # Monday 00:40, 元旦
NC = "2062-04-26T20:50:00"  # Wednesday 20:50
Z = dict(lang="zh", tz="Asia/Shanghai")
ZHONGQIU62 = ymd(2062, 9, 17)
QIUFEN62 = ymd(2062, 9, 23)
GUOQING62 = ymd(2062, 10, 1)
CHONGYANG62 = ymd(2062, 10, 11)
JIAOSHI62 = ymd(2062, 9, 10)
XIAOHAN63 = ymd(2063, 1, 5)
LABA63 = ymd(2063, 1, 7)
XIAONIAN63 = ymd(2063, 1, 22)
CHUXI63 = ymd(2063, 1, 28)
DONGZHI62 = ymd(2062, 12, 21)
WUYI62 = ymd(2062, 5, 1)
LIXIA62 = ymd(2062, 5, 5)
GUYU62 = ymd(2062, 4, 20)
FEE = "a client's deposit or final payment filed as salary income (paid for one's own work, as earlier rounds filed client deposits)"
MAT = "paint, samples and other materials bought for clients' jobs filed as shopping"
SHIFT = "cinema shift pay filed as salary income"
BOOK = "textbooks filed as education"
BOOTS = "football boots filed as shopping"
LEAGUE = "the football league's fee filed as entertainment (as earlier rounds filed race and tournament entries)"
MED = "medicines, physiotherapy and the rented wheelchair filed as health (as earlier rounds filed a wheelchair)"
CARER = "the carer's pay filed as other (as earlier rounds filed a carer's wages)"
PENSION = "the pension filed as salary income (as earlier rounds filed a pension)"
AFTERMID = "said at 00:40 on 01-01: 明天 read as 01-02 (flagged: someone still up may mean the 1st)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("今天下午三点半 去滨江花园工地看现场", cc("去滨江花园工地看现场", dt(today(), 15, 30)), cat=c)
    K("两点 跟陈太太视频过一下方案", cc("跟陈太太视频过一下方案", bare_clock(2)), cat=c, conv="bare-hour",
      unsure="a bare 2 at 13:05 is ahead: 14:00 today")
    K("一点 带老周去楼下晒太阳", cc("带老周去楼下晒太阳", bare_clock(1)), cat=c, conv="bare-hour",
      unsure="a bare 1 at 13:05 has just passed: tomorrow 13:00")
    K("十二点 陪老周吃午饭", cc("陪老周吃午饭", bare_clock(12)), cat=c, conv="bare-hour",
      unsure="a bare 12 at 13:05 has passed: tomorrow's noon")
    K("八点 球队开会讨论客场", cc("球队开会讨论客场", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 13:05 has passed as am; its pm reading is ahead: 20:00 tonight")
    K("明天影院上班 上午十点到下午四点", cc("影院上班", dt(rel(1), 10), dt(rel(1), 16)), cat=c)
    K("周六 沙发送货 下午一点到三点", cc("沙发送货", dt(wd(6), 13), dt(wd(6), 15)), cat=c,
      unsure="周六 = tomorrow 09-16; the day and the clock range said apart")
    K("礼拜天晚上六点 回儿子家吃团圆饭", cc("回儿子家吃团圆饭", dt(wd(7), 18)), cat=c, unsure="礼拜天 = 09-17 (also 中秋)")
    K("周五上午十点 跟王总量房", cc("跟王总量房", dt(wk(1, 5), 10)), cat=c,
      unsure="周五上午十点 said Friday 13:05 has passed: next week 09-22")
    K("下周三下午两点到四点 老周做康复", cc("老周做康复", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c, unsure="下周三 = 09-20")
    K("9月25号到27号 去上海看家居展", cc("去上海看家居展", ymd(2062, 9, 25), ymd(2062, 9, 27)), cat=c,
      unsure="a destination inside the activity stays in the title")
    K("下下周一 联赛客场 下午三点", cc("联赛客场", dt(wk(2, 1), 15)), cat=c, unsure="下下周一 = 09-25; the day and the clock said apart")
    K("明天下午四点踢比赛 哦不对 四点半", cc("踢比赛", dt(rel(1), 16, 30)), cat=c,
      unsure="a correction inside the message: 16:30 replaces 16:00")
    K("周日上午九点 护工小李来", cc("护工小李来", dt(wd(7), 9)), cat=c, unsure="周日 = 09-17")
    K("下午五点 去建材市场挑地砖", cc("去建材市场挑地砖", dt(today(), 17)), cat=c)
    K("呃 明天晚上七点到九点 影院晚班", cc("影院晚班", dt(rel(1), 19), dt(rel(1), 21)), cat=c, unsure="the filler left out")
    K("下周一早上八点 高数课", cc("高数课", dt(wk(1, 1), 8)), cat=c, unsure="下周一 = 09-18")
    K("我老伴下周五下午去复查 三点", cc("去复查", dt(wk(1, 5), 15)), cat=c,
      unsure="下周五 = 09-22; a statement, not a command; 我老伴 left out of the title")
with use(now=NB, pref="future", **Z):
    K("早上七点 叫老周起来吃降压药", cc("叫老周起来吃降压药", next_clock(7)), cat=c,
      unsure="早上七点 with no day said 00:40 is still ahead: today 07:00")
    K("八点 去菜场买菜", cc("去菜场买菜", bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 00:40 reads 08:00 today")
    K("一点 球队聚餐", cc("球队聚餐", bare_clock(1)), cat=c, conv="bare-hour", unsure="a bare 1 at 00:40 reads 13:00 today")
    K("今晚七点 跟新客户吃饭", cc("跟新客户吃饭", dt(today(), 19)), cat=c, unsure="今晚 said 00:40 on 01-01 = the evening of 01-01")
    K("凌晨三点 起来给老周翻身", cc("起来给老周翻身", next_clock(3)), cat=c,
      unsure="凌晨三点 with no day said 00:40 = today 03:00")
    K("明天下午两点 去陈太太家复尺", cc("去陈太太家复尺", dt(rel(1), 14)), cat=c, unsure=AFTERMID)
    K("周三上午九点半 第一节高数课", cc("第一节高数课", dt(wd(3), 9, 30)), cat=c, unsure="周三 = 01-03")
    K("1月8号至10号 去广州参加家具展", cc("去广州参加家具展", ymd(2063, 1, 8), ymd(2063, 1, 10)), cat=c)
    K("这周六 影院值班 下午两点到晚上十点", cc("影院值班", dt(wd(6), 14), dt(wd(6), 22)), cat=c, unsure="这周六 = 01-06")
    K("周一晚上八点 联赛抽签会", cc("联赛抽签会", dt(today(), 20)), cat=c,
      unsure="周一晚上八点 said Monday 00:40 is still ahead: today 20:00")
    K("下周二下午三点到五点 期末复习课", cc("期末复习课", dt(wk(1, 2), 15), dt(wk(1, 2), 17)), cat=c, unsure="下周二 = 01-09")
    K("周四 护工小李请假 她家里有事", cc("护工小李请假", wd(4)), cat=c, unsure="周四 = 01-04, all day; the reason as context left out")
    K("后天上午十点 油漆师傅进场", cc("油漆师傅进场", dt(rel(2), 10)), cat=c, unsure="后天 said 00:40 on 01-01 = 01-03 (flagged like 明天)")
with use(now=NC, pref="future", **Z):
    K("九点 给王总发报价单", cc("给王总发报价单", bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 20:50 reads pm: 21:00 tonight")
    K("八点 带老周去做理疗", cc("带老周去做理疗", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 20:50 has passed both ways: tomorrow 08:00")
    K("十点 复习英语", cc("复习英语", bare_clock(10)), cat=c, conv="bare-hour", unsure="a bare 10 at 20:50 reads 22:00 tonight")
    K("明早七点半 晨练", cc("晨练", dt(rel(1), 7, 30)), cat=c)
    K("周三下午三点 带客户看样板间", cc("带客户看样板间", dt(wk(1, 3), 15)), cat=c,
      unsure="周三下午三点 said Wednesday 20:50 has passed: next week 05-03")
    K("这周日下午三点 联赛最后一轮", cc("联赛最后一轮", dt(wd(7), 15)), cat=c, unsure="这周日 = 04-30")
    K("下周四上午九点到十点半 老周理疗", cc("老周理疗", dt(wk(1, 4), 9), dt(wk(1, 4), 10, 30)), cat=c, unsure="下周四 = 05-04")
    K("5月8号到10号 去深圳看建材展", cc("去深圳看建材展", ymd(2062, 5, 8), ymd(2062, 5, 10)), cat=c)
    K("明天下午 家具送货 两点到五点之间", cc("家具送货", dt(rel(1), 14), dt(rel(1), 17)), cat=c,
      unsure="a delivery window '两点到五点之间' read as the event's range")
    K("周六早上九点 影院早班", cc("影院早班", dt(wd(6), 9)), cat=c, unsure="周六 = 04-29")
    K("后天晚上六点半 跟队友看球", cc("跟队友看球", dt(rel(2), 18, 30)), cat=c)
    K("月底那天 陈太太家交房", cc("陈太太家交房", ymd(2062, 4, 30)), cat=c, conv="month-end-bare")

c = "location"
with use(now=NA, pref="future", **Z):
    K("下周一下午两点 跟王总见面 在星巴克万达店", cc("跟王总见面", dt(wk(1, 1), 14), location="星巴克万达店"), cat=c)
    K("明天上午十点看瓷砖 地点：红星美凯龙", cc("看瓷砖", dt(rel(1), 10), location="红星美凯龙"), cat=c)
    K("周二上午九点 老周看神经科 在市二院", cc("老周看神经科", dt(wk(1, 2), 9), location="市二院"), cat=c,
      unsure="周二 said Friday = 09-19")
with use(now=NB, pref="future", **Z):
    K("下周一上午十点 老周复查 在市一院康复科", cc("老周复查", dt(wk(1, 1), 10), location="市一院康复科"), cat=c)
    K("周五下午四点 球队训练 地点是东区足球场", cc("球队训练", dt(wd(5), 16), location="东区足球场"), cat=c, unsure="周五 = 01-05")
with use(now=NC, pref="future", **Z):
    K("周五晚上七点 客场比赛 在大学城体育场", cc("客场比赛", dt(wd(5), 19), location="大学城体育场"), cat=c, unsure="周五 = 04-28")
    K("明天上午十一点 跟刘先生签合同 地点：他公司楼下咖啡馆", cc("跟刘先生签合同", dt(rel(1), 11), location="他公司楼下咖啡馆"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("中秋晚上六点 带老周回女儿家吃饭", cc("带老周回女儿家吃饭", dt(ZHONGQIU62, 18)), cat=c,
      unsure="中秋 2062 = Sunday 09-17 (lunar-python)")
    K("秋分那天 客户搬新家", cc("客户搬新家", QIUFEN62), cat=c, unsure="秋分 2062 = Saturday 09-23 (lunar-python)")
    K("国庆 带老周去看升旗 早上六点", cc("带老周去看升旗", dt(GUOQING62, 6)), cat=c, unsure="国庆 = Sunday 10-01")
    K("重阳节 社区敬老活动", cc("社区敬老活动", CHONGYANG62), cat=c, unsure="重阳 2062 = 10-11 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("腊八那天 带老周去寺里喝粥", cc("带老周去寺里喝粥", LABA63), cat=c, unsure="腊八 = 腊月初八 = Sunday 01-07 (lunar-python)")
    K("小寒 轮椅到期要还", cc("轮椅到期要还", XIAOHAN63), cat=c, unsure="小寒 2063 = Friday 01-05 (lunar-python)")
    K("除夕晚上六点 年夜饭", cc("年夜饭", dt(CHUXI63, 18)), cat=c, unsure="除夕 = 01-28 (lunar-python: 春节 2063 = 01-29)")
    K("小年 护工回老家", cc("护工回老家", XIAONIAN63), cat=c, conv="xiaonian-north", unsure="小年 = 腊月廿三 = 01-22 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("五一上午十点 带老周去公园转转", cc("带老周去公园转转", dt(WUYI62, 10)), cat=c)
    K("母亲节中午十二点 陪我妈吃饭 在外婆家菜馆", cc("陪我妈吃饭", dt(hol("mothers"), 12), location="外婆家菜馆"), cat=c,
      unsure="母亲节 2062 = the second Sunday of May = 05-14")
    K("立夏那天 把老周的冬衣收起来", cc("把老周的冬衣收起来", LIXIA62), cat=c, unsure="立夏 2062 = Friday 05-05 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我给老周量血压", cc("给老周量血压", dt(today(), 13, 45)), cat=c)
    K("两周后 跟陈太太对软装清单", cc("跟陈太太对软装清单", rel(14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("两个小时后叫我给老周翻身", cc("给老周翻身", dt(today(), 2, 40)), cat=c)
with use(now=NC, pref="future", **Z):
    K("半小时后提醒我给陈太太回电话", cc("给陈太太回电话", dt(today(), 21, 20)), cat=c)
    K("十天后 交效果图", cc("交效果图", rel(10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜六下午兩點 沙發送貨", cc("沙發送貨", dt(wd(6), 14)), cat=c, unsure="禮拜六 = 09-16")
with use(now=NB, pref="future", **Z):
    K("下週三上午十點 老周複查", cc("老周複查", dt(wk(1, 3), 10)), cat=c, unsure="下週三 = 01-10")
with use(now=NC, pref="future", **Z):
    K("後天晚上七點 球隊訓練", cc("球隊訓練", dt(rel(2), 19)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("9.20 交客厅效果图", cc("交客厅效果图", ymd(2062, 9, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2063/1/12 期末考试", cc("期末考试", ymd(2063, 1, 12)), cat=c)
with use(now=NC, pref="future", **Z):
    K("5.6 客户验收", cc("客户验收", ymd(2062, 5, 6)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 联赛半决赛", cc("联赛半决赛", nth(2062, 10, 2, 6)), cat=c)
    K("中秋后一天 工人回来开工", cc("工人回来开工", ZHONGQIU62 + td(days=1)), cat=c, unsure="中秋 2062 = 09-17 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("这个月最后一个周五 去银行取养老金", cc("去银行取养老金", lastwd(2063, 1, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("五一后一天 工地开工", cc("工地开工", WUYI62 + td(days=1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("下周二、周四上午九点 老周理疗", [cc("老周理疗", dt(wk(1, 2), 9)), cc("老周理疗", dt(wk(1, 4), 9))], cat=c, conv="distribute",
       unsure="two physio sessions the same week: 09-19 and 09-21")
with use(now=NB, pref="future", **Z):
    KM("周三和周五下午两点 都有课", [cc("课", dt(wd(3), 14)), cc("课", dt(wd(5), 14))], cat=c, conv="distribute",
       unsure="周三 = 01-03, 周五 = 01-05")
with use(now=NC, pref="future", **Z):
    KM("29号30号 影院上班 下午一点", [cc("影院上班", dt(ymd(2062, 4, 29), 13)), cc("影院上班", dt(ymd(2062, 4, 30), 13))], cat=c,
       conv="distribute", unsure="the clock said after the days applies to both")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("陈太太的设计定金到了 两万", la("20000", "salary", "设计定金", kind="income"), cat=c, unsure=FEE)
    K("买了三罐样板漆 156", la("156", "shopping", "样板漆"), cat=c, unsure=MAT)
    K("护工小李这周工资 1200", la("1200", "other", "护工工资"), cat=c, unsure=CARER)
    K("老周的降压药 286", la("286", "health", "降压药"), cat=c, unsure=MED)
    K("食堂午饭 18", la("18", "food", "午饭"), cat=c)
    K("新球鞋 459", la("459", "shopping", "球鞋"), cat=c, unsure=BOOTS)
with use(now=NB, pref="past", **Z):
    K("轮椅租了一个月 300", la("300", "health", "轮椅"), cat=c, unsure=MED)
    K("养老金到账 3860", la("3860", "salary", "养老金", kind="income"), cat=c, unsure=PENSION)
    K("昨晚跨年吃烧烤 96", la("96", "food", "烧烤", d=rel(-1)), cat=c,
      unsure="昨晚 said 00:40 on 01-01 = New Year's Eve 12-31 (flagged)")
    K("墙纸小样 寄过来 35", la("35", "shopping", "墙纸小样"), cat=c, unsure=MAT)
with use(now=NC, pref="past", **Z):
    K("王总的尾款 三万五 收到了", la("35000", "salary", "尾款", kind="income"), cat=c, unsure=FEE)
    K("两本教材 128", la("128", "education", "教材"), cat=c, unsure=BOOK)
    K("晚饭麻辣烫 26", la("26", "food", "麻辣烫"), cat=c)
    K("这周影院工资 560 到了", la("560", "salary", "影院工资", kind="income"), cat=c, unsure=SHIFT)
    K("老周的康复理疗 一次 200", la("200", "health", "康复理疗"), cat=c, unsure=MED)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周三买的瓷砖样品 240", la("240", "shopping", "瓷砖样品", d=wd(3)), cat=c, unsure="周三 said Friday, looking back = 09-13; " + MAT)
    K("上周六 影院工资 420", la("420", "salary", "影院工资", kind="income", d=wk(-1, 6)), cat=c, unsure="上周六 = 09-09; " + SHIFT)
    K("教师节那天买的教材 85", la("85", "education", "教材", d=JIAOSHI62), cat=c, unsure="教师节 = Sunday 09-10, looking back; " + BOOK)
    K("昨天老周拿药 175", la("175", "health", "拿药", d=rel(-1)), cat=c, unsure=MED)
with use(now=NB, pref="past", **Z):
    K("圣诞那天 老周的药 320", la("320", "health", "药", d=ymd(2062, 12, 25)), cat=c, unsure="圣诞 2062 = 12-25, looking back; " + MED)
    K("上周五 护工工资 1500", la("1500", "other", "护工工资", d=wk(-1, 5)), cat=c, unsure="上周五 = 12-29; " + CARER)
    K("冬至那天买菜包饺子 68", la("68", "food", "买菜包饺子", d=DONGZHI62), cat=c, unsure="冬至 2062 = 12-21 (lunar-python), looking back")
    K("昨天影院跨年场加班费 300", la("300", "salary", "影院加班费", kind="income", d=rel(-1)), cat=c,
      unsure="昨天 said 00:40 on 01-01 = 12-31; " + SHIFT)
with use(now=NC, pref="past", **Z):
    K("谷雨那天买的油漆 380", la("380", "shopping", "油漆", d=GUYU62), cat=c, unsure="谷雨 2062 = 04-20 (lunar-python), looking back; " + MAT)
    K("上周日 联赛报名费 200", la("200", "entertainment", "联赛报名费", d=wk(-1, 7)), cat=c, unsure="上周日 = 04-23; " + LEAGUE)
    K("周一 护工来了三次 一共600", la("600", "other", "护工", d=wd(1)), cat=c, unsure="周一 said Wednesday, looking back = 04-24; " + CARER)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下旬有哪些工地要跑", cl(ymd(2062, 9, 21), ymd(2062, 9, 30)), cat=c, conv="month-parts")
    K("下周老周理疗是哪几天", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("这周末有没有球赛 想约同学打球", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月材料花了多少", ls(ymd(2062, 9, 1), ymd(2062, 9, 30), "shopping"), cat=c,
      unsure=MAT + "; this month written as the whole month")
    K("最近八笔账 看看定金记了没", ll(limit=8), cat=c)
    K("这周吃饭花了多少钱", ls(wk(0, 1), wk(0, 7), "food"), cat=c, unsure="this week written as the whole week 09-11 … 09-17")
    K("今年老周看病一共花了多少", ls(ymd(2062, 1, 1), ymd(2062, 12, 31), "health"), cat=c, unsure=MED)
with use(now=NB, pref="future", **Z):
    K("元旦这周都排了些啥", cl(wk(0, 1), wk(0, 7)), cat=c, unsure="said Monday 00:40: the week 01-01 … 01-07")
    K("1月上旬有什么课", cl(ymd(2063, 1, 1), ymd(2063, 1, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("上个月材料钱一共多少", ls(ymd(2062, 12, 1), ymd(2062, 12, 31), "shopping"), cat=c, unsure=MAT)
    K("去年老周医药费总共多少", ls(ymd(2062, 1, 1), ymd(2062, 12, 31), "health"), cat=c, unsure="去年 said on 01-01 2063 = 2062; " + MED)
    K("最近十笔列出来", ll(limit=10), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月上旬 都排了什么", cl(ymd(2062, 5, 1), ymd(2062, 5, 10)), cat=c, conv="month-parts")
    K("明天都有啥事 家具要送货", cl(rel(1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("这周吃的花了多少", ls(wk(0, 1), wk(0, 7), "food"), cat=c, unsure="this week written as the whole week 04-24 … 04-30")
    K("最近五笔材料的账", ll(category="shopping", limit=5), cat=c, unsure=MAT)
    K("这个季度医药费多少", ls(ymd(2062, 4, 1), ymd(2062, 6, 30), "health"), cat=c, conv="quarters", unsure=MED)
    K("上个月影院工资一共多少", ls(ymd(2062, 3, 1), ymd(2062, 3, 31), "salary"), cat=c, unsure=SHIFT)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("国庆前都有啥安排", cl(today(), GUOQING62), cat=c, conv="zh-qian-inclusive")
    K("接下来五天有几个现场", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到现在收了多少设计费", ls(ymd(2062, 9, 1), today(), "salary"), cat=c, conv="since", unsure=FEE)
with use(now=NB, pref="future", **Z):
    K("未来五天护工哪几天来", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("腊八前还有几次理疗", cl(today(), LABA63), cat=c, conv="zh-qian-inclusive", unsure="腊八 = 01-07 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("月底前还有哪些事要跑", cl(today(), ymd(2062, 4, 30)), cat=c, conv="zh-qian-inclusive")
    K("五一前有几场比赛", cl(today(), WUYI62), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("本月至今设计费进账多少", ls(ymd(2062, 4, 1), today(), "salary"), cat=c, conv="since", unsure=FEE)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天客场在苏州 天气咋样", wx("Suzhou", rel(1)), cat=c)
    KM("这周末杭州天气 中秋想带老周出去走走", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
    KM("上海25号到27号天气 去看展", [wx("Shanghai", ymd(2062, 9, 25)), wx("Shanghai", ymd(2062, 9, 26)),
        wx("Shanghai", ymd(2062, 9, 27))], cat=c, unsure="25号到27号 read as three days, one call each")
with use(now=NB, pref="future", **Z):
    K("今天北京冷不冷 要推老周出门", wx("Beijing", today()), cat=c, unsure="said 00:40: 今天 = 01-01")
    K("小寒那天广州天气", wx("Guangzhou", XIAOHAN63), cat=c, unsure="小寒 2063 = 01-05")
with use(now=NC, pref="future", **Z):
    K("周五晚上客场 武汉会下雨吗", wx("Wuhan", wd(5)), cat=c, unsure="周五 = 04-28")
    KM("深圳8号9号天气 去看展", [wx("Shenzhen", ymd(2062, 5, 8)), wx("Shenzhen", ymd(2062, 5, 9))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早南京能跑步吗 训练前想先跑两圈", ra("Nanjing", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上成都适合跑步吗", ra("Chengdu", rel(1)), cat=c, unsure=AFTERMID)
with use(now=NC, pref="future", **Z):
    K("明天长沙适合跑步不 下午有训练", ra("Changsha", rel(1)), cat=c)
    K("周六早上西安跑步行吗", ra("Xi'an", wd(6)), cat=c, unsure="周六 = 04-29")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("老周康复", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("老周康复", dt(wk(1, 4), 9), dt(wk(1, 4), 10))]
    K("下周四的康复改到周五上午十点", cu(1, title="康复", date=wk(1, 4), start=dt(wk(1, 5), 10)), cat=c, given=g,
      unsure="two physio sessions the same week; 下周四 = 09-21; 周五上午十点 said Friday 13:05 has passed: 09-22")
    g = [ev("装修师傅来", dt(rel(1), 10), dt(rel(1), 11)), ev("装修师傅来", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("明天装修师傅改成下午三点来", cu(0, title="装修师傅", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two contractor visits on different days")
    g = [ev("联赛客场比赛", dt(wd(7), 15), dt(wd(7), 17)), ev("影院上班", dt(wd(6), 10), dt(wd(6), 16))]
    K("周日比赛说要下大雨 推到下周日 时间不变", cu(0, title="比赛", date=wd(7), start=dt(wk(1, 7), 15)), cat=c, given=g,
      conv="move-keeps-clock", unsure="周日 = 09-17, 下周日 = 09-24; the reason as context")
with use(now=NB, pref="future", **Z):
    g = [ev("护工小李来", dt(rel(1), 9), dt(rel(1), 12)), ev("护工小李来", dt(wd(4), 9), dt(wd(4), 12))]
    K("周四小李改成下午两点来", cu(1, title="小李", date=wd(4), start=dt(wd(4), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="the carer's two visits on different days; 周四 = 01-04")
    g = [ev("老周复查", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("老周理疗", dt(wd(3), 9), dt(wd(3), 10))]
    K("老周复查提前一天", cu(0, title="老周复查", start=dt(wk(1, 1) - td(days=1), 10)), cat=c, given=g, conv="next-upcoming",
      unsure="a relative shift of the stored start: 01-08 10:00 → 01-07 10:00")
with use(now=NC, pref="future", **Z):
    g = [ev("工地看现场", dt(rel(1), 10), dt(rel(1), 11)), ev("工地看现场", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五去工地的改到周六 时间不变", cu(1, title="工地", date=wd(5), start=dt(wd(6), 10)), cat=c, given=g, conv="move-keeps-clock",
      unsure="two site visits on different days; 周五 = 04-28, 周六 = 04-29")
    g = [ev("老周理疗", dt(rel(1), 9), dt(rel(1), 10)), ev("老周看医生", dt(wd(5), 14), dt(wd(5), 15))]
    K("明天理疗推迟半小时", cu(0, title="理疗", date=rel(1), start=dt(rel(1), 9, 30)), cat=c, given=g)
    g = [ev("客场比赛", dt(wd(5), 19), dt(wd(5), 21)), ev("球队训练", dt(rel(1), 18), dt(rel(1), 20))]
    K("周五客场比赛换地方了 改到体育中心", cu(0, title="客场比赛", date=wd(5), location="体育中心"), cat=c, given=g)
    g = [ev("跟刘先生签合同", dt(rel(1), 11), dt(rel(1), 12)), ev("跟王总量房", dt(wd(5), 10), dt(wd(5), 11))]
    K("签合同那个改名叫 刘先生别墅签约", cu(0, title="签合同", new_title="刘先生别墅签约"), cat=c, given=g, conv="next-upcoming")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("跟陈太太视频", dt(today(), 14), dt(today(), 15)), ev("跟王总量房", dt(wk(1, 5), 10), dt(wk(1, 5), 11))]
    K("陈太太说今天不视频了 删掉", cdel(0, title="陈太太", date=today()), cat=c, given=g)
    g = [ev("老周康复", dt(wk(1, 2), 9), dt(wk(1, 2), 10)), ev("老周康复", dt(wk(1, 4), 9), dt(wk(1, 4), 10))]
    K("下周二那次康复取消", cdel(0, title="康复", date=wk(1, 2)), cat=c, given=g, unsure="two physio sessions the same week; 下周二 = 09-19")
with use(now=NB, pref="future", **Z):
    g = [ev("高数课", dt(wd(3), 9, 30), dt(wd(3), 11)), ev("高数课", dt(wd(5), 9, 30), dt(wd(5), 11))]
    K("周五的高数课停了 删了吧", cdel(1, title="高数课", date=wd(5)), cat=c, given=g, unsure="周五 = 01-05")
    g = [ev("广州家具展", ymd(2063, 1, 8), ymd(2063, 1, 10)), ev("去陈太太家复尺", dt(rel(1), 14), dt(rel(1), 15))]
    K("广州家具展不去了", cdel(0, title="家具展"), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("家具送货", dt(rel(1), 14), dt(rel(1), 17)), ev("窗帘安装", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天家具送货取消了 厂家延期", cdel(0, title="家具送货", date=rel(1)), cat=c, given=g,
      unsure="a delivery and an installation the same day")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("样板漆156 打车去工地32", [la("156", "shopping", "样板漆"), la("32", "transport", "打车")], cat=c, unsure=MAT)
with use(now=NA, pref="future", **Z):
    KM("周六下午一点到三点沙发送货 顺便查下那天上海天气",
       [cc("沙发送货", dt(wd(6), 13), dt(wd(6), 15)), wx("Shanghai", wd(6))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("养老金3860到了 再看看上个月药费多少", [la("3860", "salary", "养老金", kind="income"),
        ls(ymd(2062, 12, 1), ymd(2062, 12, 31), "health")], cat=c, unsure=PENSION + "; " + MED)
with use(now=NB, pref="future", **Z):
    KM("删掉周五的高数课 加个周五下午三点补考",
       [cdel(1, title="高数课", date=wd(5)), cc("补考", dt(wd(5), 15))], cat=c,
       given=[ev("高数课", dt(wd(3), 9, 30), dt(wd(3), 11)), ev("高数课", dt(wd(5), 9, 30), dt(wd(5), 11))],
       unsure="周五 = 01-05")
with use(now=NC, pref="past", **Z):
    KM("晚饭26 奶茶15", [la("26", "food", "晚饭"), la("15", "food", "奶茶")], cat=c)
    KM("理疗200 轮椅租金150", [la("200", "health", "理疗"), la("150", "health", "轮椅租金")], cat=c, unsure=MED)
with use(now=NC, pref="future", **Z):
    KM("明晚七点训练 顺便看下明天长沙能不能跑步", [cc("训练", dt(rel(1), 19)), ra("Changsha", rel(1))], cat=c)
