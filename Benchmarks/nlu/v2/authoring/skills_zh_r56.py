"""Round 56 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a wedding florist in 上海 who runs her shop alone (consultations with couples — 周先生和许小姐, 邹先生 — and
venue walk-throughs at set clocks, 凌晨 runs to the 花卉市场 / flower market, deliveries and 布置 / set-ups on wedding
days in 苏州 and 无锡, 定金 and 尾款 received from couples, wholesale roses and greenery, vases, 缎带 and 花泥 bought,
a van for the day, a wedding postponed, the weather on a wedding day), a retired engineer in 南京 who volunteers as a
docent at the 科技馆 and is learning Spanish (讲解 shifts and 学生团 / school-group tours at set clocks, 西语课 and a
西语角 conversation group, a two-week trip to 马德里 and 塞维利亚, flights, a hotel and museum passes in euros, his
退休金 arriving, a tour cancelled, running advice for the morning walks he calls 跑步, what the trip cost so far) and
the Chinese-typing half of a young couple in 杭州 renovating their first apartment (工长 / the contractor's visits,
水电验收 and other inspections, tile, appliance and sofa deliveries at set clocks and clock ranges, tiles, paint,
labour and the contractor's 第一期 / 第二期 / 第三期 instalments, a fridge, a washer, a sofa, the 房贷, an electrician
rescheduled, the move-in weekend, renovation spending this quarter and by category).  In everyday proportion: about
two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes,
cancellations and several requests at once.

Reference times (see time_r56.py): NA = 2064-07-15T19:20 Tuesday evening, 六月初二 (今晚 / 周二晚上 in progress,
周二下午 over → 07-22; a bare 7 → tomorrow 19:00, a bare 8 → 20:00, a bare 9 → 21:00; 凌晨四点 with no day → 07-16
04:00; this weekend 07-19/20, next week 07-21 … 07-27, 月底 Thursday 07-31; 大暑 07-22, 建军节 08-01, 立秋 08-07, 七夕
08-19; looking back 周一 07-14, 上周五 07-11, 端午 06-19, June, Q2); NB = 2064-09-08T06:45 Monday, 七月廿七 (早上 /
周一早上 in progress, 周一凌晨 over → 09-15; 早上六点半 with no day → tomorrow, 早上七点 today; a bare 6 → 18:00, a
bare 7 → 19:00, a bare 8 → 08:00, a bare 12 → noon today; this weekend 09-13/14, next week 09-15 … 09-21, 下下周
09-22 … 09-28; 教师节 Wednesday 09-10, 秋分 09-22, 中秋 Thursday 09-25, 月底 09-30, 国庆 Wednesday 10-01, 重阳 10-18;
looking back 白露 = yesterday 09-07, 上周一 09-01, 上周五 09-05, August, Q2); NC = 2064-12-31T22:30 Wednesday, New
Year's Eve, 冬月廿四 (今晚 in progress, 周三下午 over → 2065-01-07; a bare 11 → 23:00, a bare 8 or 10 → tomorrow morning,
a bare 3 → tomorrow 15:00; 凌晨两点 → 01-01 02:00; 明天 = 元旦 2065 (Thursday), 后天 Friday 01-02, this weekend 01-03/04,
next week 01-05 … 01-11 opens on 小寒, 腊八 01-14, 下个月 = January 2065, 春节 02-05, 除夕 02-04 (腊月廿九); 年底前 /
月底前 today alone; the ledger's 今年 = 2064; looking back 圣诞 12-25, 平安夜 12-24, 上周五 12-26, 周一 12-29, Q4)."""
from lib import *

NA = "2064-07-15T19:20:00"  # Tuesday 19:20, 六月初二
NB = "2064-09-08T06:45:00"  # Monday 06:45, 七月廿七, the Monday after Labor Day
NC = "2064-12-31T22:30:00"  # Wednesday 22:30, New Year's Eve
Z = dict(lang="zh", tz="Asia/Shanghai")
DASHU64 = ymd(2064, 7, 22)
BAYI64 = ymd(2064, 8, 1)
LIQIU64 = ymd(2064, 8, 7)
QIXI64 = ymd(2064, 8, 19)
DUANWU64 = ymd(2064, 6, 19)
BAILU64 = ymd(2064, 9, 7)
TEACHERS64 = ymd(2064, 9, 10)
QIUFEN64 = ymd(2064, 9, 22)
ZHONGQIU64 = ymd(2064, 9, 25)
GUOQING64 = ymd(2064, 10, 1)
CHONGYANG64 = ymd(2064, 10, 18)
XMASEVE64 = ymd(2064, 12, 24)
XMAS64 = ymd(2064, 12, 25)
YUANDAN65 = ymd(2065, 1, 1)
XIAOHAN65 = ymd(2065, 1, 5)
LABA65 = ymd(2065, 1, 14)
CHUXI65 = ymd(2065, 2, 4)
CHUNJIE65 = ymd(2065, 2, 5)
MOVEIN64 = (ymd(2064, 9, 20), ymd(2064, 9, 21))
DEP = ("a deposit or balance (定金 / 尾款) received from a couple filed as salary income (as earlier rounds filed a "
       "florist's and wedding vendors' deposits and balances)")
STOCK = "wholesale flowers and greenery filed as other (as round 24 filed a florist's flower stock)"
SUPPLY = "vases, ribbon, wrapping paper and floral foam filed as other (as earlier rounds filed a florist's supplies)"
VAN = "a van rented for a wedding day filed as transport"
PENSION = "his pension filed as salary income (as earlier rounds filed pensions)"
CLASS = "Spanish classes and books filed as education"
FLIGHT = "flights filed as transport"
HOTEL = "a hotel away from home filed as housing (CONVENTIONS §12)"
PASS = "museum passes filed as entertainment (as earlier rounds filed museum tickets)"
RENO = ("renovation costs — tiles, paint, labour, the contractor's instalments — filed as housing (as round 18 filed "
        "them); no convention decides it")
APPL = ("appliances, furniture and curtains for the new apartment filed as shopping (as earlier rounds filed a couch and "
        "a dishwasher); housing is as plausible")
LOAN = "the apartment loan payment (房贷) filed as housing (as earlier rounds filed 房贷)"
TRIP = ("the trip's costs span transport, housing and entertainment, so the look-up is asked with no category "
        "(as round 54 asked a spending that spans three)")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("七点 给新娘回个电话", cc("给新娘回个电话", bare_clock(7)), cat=c, conv="bare-hour",
      unsure="a bare 7 reads 19:00, which passed twenty minutes ago: tomorrow 19:00")
    K("八点 跟工长视频 看水电进度", cc("跟工长视频 看水电进度", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 19:20: the pm reading is ahead: 20:00 today")
    K("九点 上西班牙语网课", cc("上西班牙语网课", bare_clock(9)), cat=c, conv="bare-hour", unsure="a bare 9 at 19:20: 21:00 today")
    K("凌晨四点半 去花市拿货", cc("去花市拿货", next_clock(4, 30)), cat=c, unsure="凌晨四点半 with no day = the coming night: 07-16 04:30")
    K("明天上午十点 去苏州跟新人看场地", cc("去苏州跟新人看场地", dt(rel(1), 10)), cat=c,
      unsure="明天 = Wednesday 07-16; the town inside the activity stays in the title")
    K("周五上午九点半到十一点半 科技馆讲解", cc("科技馆讲解", dt(wd(5), 9, 30), dt(wd(5), 11, 30)), cat=c,
      unsure="周五 = 07-18; 科技馆 without 在 stays in the title")
    K("下周一下午两点到四点 瓷砖送货", cc("瓷砖送货", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), cat=c, unsure="下周一 = 07-21")
    K("周二下午三点 电工来改线", cc("电工来改线", dt(wk(1, 2), 15)), cat=c, unsure="周二下午三点 said Tuesday 19:20 has passed: next week 07-22")
    K("周四晚上七点 跟周先生许小姐聊花艺方案", cc("跟周先生许小姐聊花艺方案", dt(wd(4), 19)), cat=c, unsure="周四 = 07-17")
    K("我明天下午去物业办装修手续 两点到三点", cc("去物业办装修手续", dt(rel(1), 14), dt(rel(1), 15)), cat=c,
      unsure="a statement; the clock range after the activity; 明天 = 07-16")
    K("这周六早上六点去花市 不对 五点半", cc("去花市", dt(wd(6), 5, 30)), cat=c, unsure="a correction: 05:30 replaces 06:00; 这周六 = 07-19")
    K("8月3号到5号 铺地砖", cc("铺地砖", ymd(2064, 8, 3), ymd(2064, 8, 5)), cat=c, unsure="several days, all day")
    K("嗯 那个 后天上午十点 西语课补课", cc("西语课补课", dt(rel(2), 10)), cat=c, unsure="the fillers left out; 后天 = Thursday 07-17")
with use(now=NB, pref="future", **Z):
    K("六点 上西语课", cc("上西语课", bare_clock(6)), cat=c, conv="bare-hour", unsure="a bare 6 at 06:45 reads 18:00 today")
    K("七点 跟工长碰个头", cc("跟工长碰个头", bare_clock(7)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 06:45 reads 19:00 today (a morning meeting is possible; the rule reads pm)")
    K("八点 开店", cc("开店", bare_clock(8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:45: 08:00 today")
    K("十二点 把捧花送到酒店", cc("把捧花送到酒店", bare_clock(12)), cat=c, conv="bare-hour", unsure="a bare 12 at 06:45: today's noon")
    K("早上六点半 出门跑步", cc("出门跑步", next_clock(6, 30)), cat=c, unsure="早上六点半 with no day at 06:45 has passed: tomorrow 09-09")
    K("早上七点 去玄武湖走两圈", cc("去玄武湖走两圈", next_clock(7)), cat=c, unsure="早上七点 with no day at 06:45 is ahead: today")
    K("今天上午十点 去无锡跟新人看场地", cc("去无锡跟新人看场地", dt(today(), 10)), cat=c)
    K("周三下午两点 科技馆带学生团", cc("科技馆带学生团", dt(wd(3), 14)), cat=c, unsure="周三 = 09-10 (教师节)")
    K("明天下午一点到五点 冰箱洗衣机送货", cc("冰箱洗衣机送货", dt(rel(1), 13), dt(rel(1), 17)), cat=c, unsure="明天 = Tuesday 09-09")
    K("周一早上六点 工人进场", cc("工人进场", dt(wk(1, 1), 6)), cat=c, unsure="周一早上六点 said Monday 06:45 has passed: next week 09-15")
    K("我们下周末搬家", cc("搬家", *MOVEIN64), cat=c,
      unsure="a statement; 下周末 = next week's Saturday and Sunday, 09-20 … 09-21, one all-day event over both days")
    K("9月22号到10月5号 去马德里和塞维利亚", cc("去马德里和塞维利亚", QIUFEN64, ymd(2064, 10, 5)), cat=c,
      unsure="a trip over two weeks, all day; the cities inside the activity stay in the title")
    K("周四晚上七点 西语角 哦不对 七点半", cc("西语角", dt(wd(4), 19, 30)), cat=c, unsure="a correction: 19:30 replaces 19:00; 周四 = 09-11")
    K("嗯 明早六点半 跟老伴去玄武湖走走", cc("跟老伴去玄武湖走走", dt(rel(1), 6, 30)), cat=c, unsure="the filler left out; 明早 = Tuesday 09-09")
with use(now=NC, pref="future", **Z):
    K("十一点 下楼放烟花", cc("下楼放烟花", bare_clock(11)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:30: 23:00 tonight")
    K("八点 去花市拿货", cc("去花市拿货", bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 22:30 has passed both ways: tomorrow (元旦) 08:00")
    K("十点 跟新人对婚礼流程", cc("跟新人对婚礼流程", bare_clock(10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 22:30 has passed both ways: tomorrow 10:00")
    K("三点 去婆婆家吃饭", cc("去婆婆家吃饭", bare_clock(3)), cat=c, conv="bare-hour", unsure="a bare 3 at 22:30: tomorrow 15:00")
    K("凌晨两点 去花卉市场", cc("去花卉市场", next_clock(2)), cat=c, unsure="凌晨两点 with no day = the coming night: 2065-01-01 02:00")
    K("后天下午两点到四点 沙发送货", cc("沙发送货", dt(rel(2), 14), dt(rel(2), 16)), cat=c, unsure="后天 = Friday 2065-01-02")
    K("下周一早上七点 去花市", cc("去花市", dt(wk(1, 1), 7)), cat=c, unsure="下周一 = 2065-01-05")
    K("今晚十一点 跟老公一起跨年", cc("跟老公一起跨年", dt(today(), 23)), cat=c)
    K("周三下午两点 西语课", cc("西语课", dt(wk(1, 3), 14)), cat=c, unsure="周三下午 said Wednesday 22:30 is over: next week 2065-01-07")
    K("1月10号到12号 去无锡布置婚礼", cc("去无锡布置婚礼", ymd(2065, 1, 10), ymd(2065, 1, 12)), cat=c,
      unsure="January 2065, all day; the town inside the activity stays in the title")
    K("我后天晚上七点要参加志愿者新年聚餐", cc("参加志愿者新年聚餐", dt(rel(2), 19)), cat=c, unsure="a statement; 后天 = 2065-01-02")
    K("那个 明早八点 跟工长去新房看阳台", cc("跟工长去新房看阳台", dt(rel(1), 8)), cat=c,
      unsure="the filler left out; 明早 = 元旦 2065-01-01; the destination inside the activity stays in the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周四上午十点 讲解 地点：科技馆二楼展厅", cc("讲解", dt(wd(4), 10), location="科技馆二楼展厅"), cat=c, unsure="周四 = 07-17")
    K("下周三下午两点 水电验收 在新房", cc("水电验收", dt(wk(1, 3), 14), location="新房"), cat=c, unsure="下周三 = 07-23")
    K("明天下午三点 跟新人看场地 在苏州太湖边那家酒店", cc("跟新人看场地", dt(rel(1), 15), location="苏州太湖边那家酒店"), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天上午十点 看场地 地点是无锡灵山那片草坪", cc("看场地", dt(today(), 10), location="无锡灵山那片草坪"), cat=c)
    K("周五上午九点 跟装修公司签增项 在装修公司门店", cc("跟装修公司签增项", dt(wd(5), 9), location="装修公司门店"), cat=c,
      unsure="周五 = 09-12")
with use(now=NC, pref="future", **Z):
    K("明天上午十点 元旦讲解 在科技馆一楼大厅", cc("元旦讲解", dt(rel(1), 10), location="科技馆一楼大厅"), cat=c,
      unsure="明天 = 元旦 2065; the holiday word is part of the event's name")
    K("后天晚上七点 志愿者聚餐 地点：新街口那家粤菜馆", cc("志愿者聚餐", dt(rel(2), 19), location="新街口那家粤菜馆"), cat=c)
    K("下周六上午十点 跟新人试花 在店里", cc("跟新人试花", dt(wk(1, 6), 10), location="店里"), cat=c, unsure="下周六 = 2065-01-10")

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("七夕 苏州婚礼布置", cc("苏州婚礼布置", QIXI64), cat=c, unsure="七夕 2064 = Tuesday 08-19 (lunar-python), all day")
    K("大暑那天下午三点 去无锡送花", cc("去无锡送花", dt(DASHU64, 15)), cat=c, unsure="大暑 2064 = Tuesday 07-22 (PyEphem and lunar-python agree)")
    K("建军节上午十点 科技馆加场讲解", cc("科技馆加场讲解", dt(BAYI64, 10)), cat=c, unsure="建军节 = Friday 08-01")
    K("立秋 开始刷墙", cc("开始刷墙", LIQIU64), cat=c,
      unsure="立秋 2064 = Thursday 08-07 (PyEphem: 00:10 Beijing time, lunar-python agrees on the day), all day")
with use(now=NB, pref="future", **Z):
    K("教师节中午 给西语老师送束花", cc("给西语老师送束花", dt(TEACHERS64, 12)), cat=c, unsure="教师节 = Wednesday 09-10; 中午 = the point 12:00")
    K("中秋晚上七点 请爸妈来新家吃团圆饭", cc("请爸妈来新家吃团圆饭", dt(ZHONGQIU64, 19)), cat=c, unsure="中秋 2064 = Thursday 09-25 (lunar-python)")
    K("秋分 飞马德里", cc("飞马德里", QIUFEN64), cat=c, unsure="秋分 2064 = Monday 09-22 (PyEphem and lunar-python agree), all day")
    K("重阳上午九点 科技馆老年专场讲解", cc("科技馆老年专场讲解", dt(CHONGYANG64, 9)), cat=c, unsure="重阳 2064 = Saturday 10-18 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("元旦下午两点 去婆婆家", cc("去婆婆家", dt(YUANDAN65, 14)), cat=c, unsure="元旦 = tomorrow, Thursday 2065-01-01")
    K("腊八 回娘家喝粥", cc("回娘家喝粥", LABA65), cat=c, unsure="腊八 = 腊月初八 = Wednesday 2065-01-14 (lunar-python), all day")
    K("小寒早上九点 阳台验收", cc("阳台验收", dt(XIAOHAN65, 9)), cat=c, unsure="小寒 = Monday 2065-01-05 (PyEphem and lunar-python agree)")
    K("除夕 在新家吃年夜饭", cc("吃年夜饭", CHUXI65, location="新家"), cat=c,
      unsure="除夕 2065 = 腊月廿九 = Wednesday 02-04 (lunar-python), all day; 在新家 read as the place")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十五分钟后 提醒我给工长回电话", cc("给工长回电话", dt(today(), 20, 5)), cat=c)
    K("三周后 约物业验收", cc("约物业验收", rel(21)), cat=c, unsure="三周后 = Tuesday 08-05, all day")
with use(now=NB, pref="future", **Z):
    K("一个半小时后 提醒我回店里", cc("回店里", dt(today(), 8, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("九十分钟后 提醒我零点倒计时", cc("零点倒计时", dt(rel(1), 0)), cat=c, unsure="= 2065-01-01 00:00")
    K("十天后 西语课开学", cc("西语课开学", rel(10)), cat=c, unsure="十天后 = Saturday 2065-01-10, all day")

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜六早上六點 去花卉市場", cc("去花卉市場", dt(wd(6), 6)), cat=c, unsure="禮拜六 = 07-19")
with use(now=NB, pref="future", **Z):
    K("週四晚上七點 西語角練口語", cc("西語角練口語", dt(wd(4), 19)), cat=c, unsure="週四 = 09-11")
with use(now=NC, pref="future", **Z):
    K("後天下午三點 冰箱送貨", cc("冰箱送貨", dt(rel(2), 15)), cat=c, unsure="後天 = Friday 2065-01-02")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("8.16 苏州婚礼布置", cc("苏州婚礼布置", ymd(2064, 8, 16)), cat=c)
with use(now=NB, pref="future", **Z):
    K("20640927 苏州草坪婚礼", cc("苏州草坪婚礼", ymd(2064, 9, 27)), cat=c, conv="eight-digit-date")
with use(now=NC, pref="future", **Z):
    K("2065.1.17 苏州婚礼", cc("苏州婚礼", ymd(2065, 1, 17)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("八月第一个周六 无锡婚礼", cc("无锡婚礼", nth(2064, 8, 1, 6)), cat=c, unsure="= 08-02")
with use(now=NB, pref="future", **Z):
    K("下个月第二个周六 无锡草坪婚礼", cc("无锡草坪婚礼", nth(2064, 10, 2, 6)), cat=c, unsure="下个月 = October; = 10-11")
with use(now=NC, pref="future", **Z):
    K("下个月第三个周六 苏州园林婚礼", cc("苏州园林婚礼", nth(2065, 1, 3, 6)), cat=c, unsure="下个月 = January 2065; = 01-17")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周四、周五上午十点 都有讲解", [cc("讲解", dt(wd(4), 10)), cc("讲解", dt(wd(5), 10))], cat=c, conv="distribute",
       unsure="the clock applies to both: 07-17 and 07-18")
with use(now=NB, pref="future", **Z):
    KM("周三和周五下午两点 科技馆讲解", [cc("科技馆讲解", dt(wd(3), 14)), cc("科技馆讲解", dt(wd(5), 14))], cat=c, conv="distribute",
       unsure="the clock applies to both: 09-10 and 09-12")
with use(now=NC, pref="future", **Z):
    KM("周五周六上午十点 讲解", [cc("讲解", dt(wd(5), 10)), cc("讲解", dt(wd(6), 10))], cat=c, conv="distribute",
       unsure="the clock applies to both: 2065-01-02 and 01-03")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("周先生那场婚礼 定金到了 5000", la("5000", "salary", "定金", kind="income"), cat=c, unsure=DEP)
    K("进了一批白玫瑰 640", la("640", "other", "白玫瑰"), cat=c, unsure=STOCK)
    K("玻璃花瓶十二个 360", la("360", "other", "玻璃花瓶"), cat=c, unsure=SUPPLY)
    K("客厅瓷砖 8600", la("8600", "housing", "瓷砖"), cat=c, unsure=RENO)
    K("给工长付了第一期工程款 20000", la("20000", "housing", "第一期工程款"), cat=c, unsure=RENO)
    K("退休金到账 7850", la("7850", "salary", "退休金", kind="income"), cat=c, unsure=PENSION)
    K("马德里往返机票两张 9800", la("9800", "transport", "马德里往返机票"), cat=c, unsure=FLIGHT)
with use(now=NB, pref="past", **Z):
    K("无锡那场的尾款收到了 23000", la("23000", "salary", "尾款", kind="income"), cat=c, unsure=DEP)
    K("租了一天面包车 350", la("350", "transport", "面包车"), cat=c, unsure=VAN)
    K("缎带和包装纸 86", la("86", "other", "缎带和包装纸"), cat=c, unsure=SUPPLY)
    K("乳胶漆六桶 1380", la("1380", "housing", "乳胶漆"), cat=c, unsure=RENO)
    K("冰箱 6499", la("6499", "shopping", "冰箱"), cat=c, unsure=APPL)
    K("马德里酒店 980欧元", la("980", "housing", "马德里酒店", cur="EUR"), cat=c, unsure=HOTEL)
    K("普拉多博物馆通票两张 60欧", la("60", "entertainment", "普拉多博物馆通票", cur="EUR"), cat=c,
      conv="colloquial-currency", unsure=PASS)
with use(now=NC, pref="past", **Z):
    K("这个月房贷 6150", la("6150", "housing", "房贷"), cat=c, unsure=LOAN)
    K("第三期工程款 15000", la("15000", "housing", "第三期工程款"), cat=c, unsure=RENO)
    K("布艺沙发 7999", la("7999", "shopping", "布艺沙发"), cat=c, unsure=APPL)
    K("西语下学期学费 1800", la("1800", "education", "西语下学期学费"), cat=c, unsure=CLASS)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天收的许小姐尾款 12000", la("12000", "salary", "尾款", kind="income", d=rel(-1)), cat=c, unsure="昨天 = 07-14; " + DEP)
    K("上周五买的花泥 45", la("45", "other", "花泥", d=wk(-1, 5)), cat=c, unsure="上周五 = 07-11; " + SUPPLY)
    K("端午那天付的水电改造 6800", la("6800", "housing", "水电改造", d=DUANWU64), cat=c,
      unsure="端午 2064 = Thursday 06-19 (lunar-python), looking back; " + RENO)
with use(now=NB, pref="past", **Z):
    K("白露那天 收了个定金 3000", la("3000", "salary", "定金", kind="income", d=BAILU64), cat=c,
      unsure="白露 = yesterday, Sunday 09-07 (PyEphem and lunar-python agree); " + DEP)
    K("上周一 第二期工程款 36000", la("36000", "housing", "第二期工程款", d=wk(-1, 1)), cat=c, unsure="上周一 = 09-01; " + RENO)
    K("上周五 西语练习册 89", la("89", "education", "西语练习册", d=wk(-1, 5)), cat=c, unsure="上周五 = 09-05; " + CLASS)
with use(now=NC, pref="past", **Z):
    K("圣诞节收的尾款 18000", la("18000", "salary", "尾款", kind="income", d=XMAS64), cat=c,
      unsure="圣诞 = Thursday 12-25, looking back; " + DEP)
    K("平安夜 进的红玫瑰 900", la("900", "other", "红玫瑰", d=XMASEVE64), cat=c, unsure="平安夜 = Wednesday 12-24; " + STOCK)
    K("周一 买窗帘 2300", la("2300", "shopping", "窗帘", d=wd(1)), cat=c, unsure="周一 said Wednesday, looking back = 12-29; " + APPL)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周都排了啥 瓷砖哪天送", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 07-21 … 07-27")
    K("这周末有几场活", cl(wd(6), wd(7)), cat=c, unsure="这周末 = 07-19/20")
    K("8月上旬有几场婚礼", cl(ymd(2064, 8, 1), ymd(2064, 8, 10)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("这个月进花花了多少", ls(ymd(2064, 7, 1), ymd(2064, 7, 31), "other"), cat=c, unsure=STOCK)
    K("这个季度 装修花了多少", ls(ymd(2064, 7, 1), ymd(2064, 9, 30), "housing"), cat=c, conv="quarters", unsure="Q3 = this quarter; " + RENO)
    K("上半年定金尾款一共收了多少", ls(ymd(2064, 1, 1), ymd(2064, 6, 30), "salary"), cat=c, conv="halves", unsure=DEP)
with use(now=NB, pref="future", **Z):
    K("下周有啥安排 验收是哪天", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 09-15 … 09-21")
    K("这周末油漆工来不来 排了啥", cl(wd(6), wd(7)), cat=c, unsure="这周末 = 09-13/14")
    K("下下周都安排了什么 那周去西班牙", cl(wk(2, 1), wk(2, 7)), cat=c, unsure="下下周 = 09-22 … 09-28")
with use(now=NB, pref="past", **Z):
    K("八月份装修一共花了多少", ls(ymd(2064, 8, 1), ymd(2064, 8, 31), "housing"), cat=c, unsure=RENO)
    K("把最近十笔列一下", ll(limit=10), cat=c)
    K("上个季度 定金尾款收了多少", ls(ymd(2064, 4, 1), ymd(2064, 6, 30), "salary"), cat=c, conv="quarters", unsure="Q2; " + DEP)
with use(now=NC, pref="future", **Z):
    K("明天元旦 都排了啥", cl(rel(1)), cat=c, unsure="明天 = 2065-01-01")
    K("下周有什么事 小寒那天要验收", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="下周 = 2065-01-05 … 01-11")
    K("下个月中旬有几场婚礼", cl(ymd(2065, 1, 11), ymd(2065, 1, 20)), cat=c, conv="month-parts", unsure="下个月 = January 2065")
with use(now=NC, pref="past", **Z):
    K("今年装修一共花了多少钱", ls(ymd(2064, 1, 1), ymd(2064, 12, 31), "housing"), cat=c, unsure="今年 = 2064; " + RENO)
    K("这个季度 家电家具花了多少", ls(ymd(2064, 10, 1), ymd(2064, 12, 31), "shopping"), cat=c, conv="quarters", unsure=APPL)
    K("今年机票一共花了多少", ls(ymd(2064, 1, 1), ymd(2064, 12, 31), "transport"), cat=c, unsure="今年 = 2064; " + FLIGHT)
    K("最近八笔账给我看看", ll(limit=8), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有几场婚礼", cl(today(), ymd(2064, 7, 31)), cat=c, conv="zh-qian-inclusive")
    K("七夕前 都排了什么", cl(today(), QIXI64), cat=c, conv="zh-qian-inclusive", unsure="七夕 = 08-19")
    K("未来五天 都排了哪些活", cl(today(), rel(4)), cat=c, conv="n-days-counting-today", unsure="07-15 … 07-19")
with use(now=NA, pref="past", **Z):
    K("今年以来 收了多少定金", ls(ymd(2064, 1, 1), today(), "salary"), cat=c, conv="since", unsure=DEP)
with use(now=NB, pref="future", **Z):
    K("中秋前还有啥安排", cl(today(), ZHONGQIU64), cat=c, conv="zh-qian-inclusive", unsure="中秋 = 09-25")
    K("国庆前 还要去几趟新房", cl(today(), GUOQING64), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("9月1号到现在 西班牙这趟花了多少", ls(ymd(2064, 9, 1), today()), cat=c, conv="since", unsure=TRIP)
    K("本月至今 进花花了多少", ls(ymd(2064, 9, 1), today(), "other"), cat=c, conv="since", unsure=STOCK)
with use(now=NC, pref="future", **Z):
    K("元旦前 我还有啥事要办", cl(today(), YUANDAN65), cat=c, conv="zh-qian-inclusive", unsure="元旦 is tomorrow: today … 01-01")
    K("春节前 还有几场婚礼", cl(today(), CHUNJIE65), cat=c, conv="zh-qian-inclusive", unsure="春节 2065 = 02-05")
    K("年底前还有啥安排", cl(today()), cat=c, unsure="年底 is today: today alone")
    K("接下来三天 我都排了什么", cl(today(), rel(2)), cat=c, conv="n-days-counting-today", unsure="12-31 … 2065-01-02")
with use(now=NC, pref="past", **Z):
    K("7月到现在 出国那趟一共花了多少", ls(ymd(2064, 7, 1), today()), cat=c, conv="since", unsure=TRIP)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("七夕那天苏州下不下雨 有场户外婚礼", wx("Suzhou", QIXI64), cat=c, unsure="七夕 = 08-19")
    K("8月2号无锡天气怎么样", wx("Wuxi", ymd(2064, 8, 2)), cat=c)
    K("明天杭州下雨吗 工人要搬瓷砖", wx("Hangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    KM("9月22号到24号马德里天气", [wx("Madrid", ymd(2064, 9, 22)), wx("Madrid", ymd(2064, 9, 23)), wx("Madrid", ymd(2064, 9, 24))],
       cat=c, unsure="a range of days: one call per day")
    K("周三南京下雨吗 要带学生团", wx("Nanjing", wd(3)), cat=c, unsure="周三 = 09-10")
    K("9月29号塞维利亚热不热", wx("Seville", ymd(2064, 9, 29)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天无锡冷不冷 元旦有场婚礼", wx("Wuxi", rel(1)), cat=c, unsure="明天 = 2065-01-01")
    KM("这周末杭州天气 要搬沙发进屋", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c, unsure="这周末 = 2065-01-03/04")
    K("1月17号苏州会下雪吗", wx("Suzhou", ymd(2065, 1, 17)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上南京适合跑步吗", ra("Nanjing", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天早上南京能跑步吗 我其实就是快走", ra("Nanjing"), cat=c)
    K("到了马德里 9月23号早上适合跑步吗", ra("Madrid", ymd(2064, 9, 23)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦早上南京适合跑步吗", ra("Nanjing", YUANDAN65), cat=c, unsure="元旦 = tomorrow, 2065-01-01")

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("电工改线路", dt(rel(1), 9), dt(rel(1), 12)), ev("水电验收", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("明天电工来不了 改到周四上午十点", cu(0, title="电工", date=rel(1), start=dt(wd(4), 10)), cat=c, given=g,
      unsure="an electrician rescheduled: 07-16 09:00 → Thursday 07-17 10:00")
    g = [ev("跟邹先生见面", dt(wd(5), 19), dt(wd(5), 20)), ev("跟周先生许小姐见面", dt(wd(4), 19), dt(wd(4), 20))]
    K("周四跟周先生许小姐见面 改到晚上八点", cu(1, title="周先生许小姐", date=wd(4), start=dt(wd(4), 20)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two consultations with look-alike names on consecutive evenings; 周四 = 07-17")
    g = [ev("科技馆讲解", dt(wd(5), 9, 30), dt(wd(5), 11, 30)), ev("科技馆讲解", dt(wk(1, 5), 9, 30), dt(wk(1, 5), 11, 30))]
    K("这周五的讲解 改成下午两点到四点", cu(0, title="讲解", date=wd(5), start=dt(wd(5), 14), end=dt(wd(5), 16)), cat=c, given=g,
      unsure="two shifts a week apart; 这周五 = 07-18")
    g = [ev("瓷砖送货", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("地板送货", dt(wk(1, 3), 9), dt(wk(1, 3), 11))]
    K("下周一瓷砖送货 往后推一天", cu(0, title="瓷砖送货", date=wk(1, 1), start=dt(wk(1, 2), 14)), cat=c, given=g,
      unsure="a relative shift of the stored start: 07-21 14:00 → 07-22 14:00")
    g = [ev("西语角", dt(today(), 21), dt(today(), 22)), ev("西语课补课", dt(rel(2), 10), dt(rel(2), 11, 30))]
    K("今晚西语角 地点改到鼓楼那家咖啡馆", cu(0, title="西语角", date=today(), location="鼓楼那家咖啡馆"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("苏州周先生婚礼", ymd(2064, 9, 27), ymd(2064, 9, 27)), ev("苏州邹先生婚礼", ymd(2064, 10, 4), ymd(2064, 10, 4))]
    K("周先生的婚礼延期了 改到10月11号", cu(0, title="周先生", start=ymd(2064, 10, 11)), cat=c, given=g, conv="next-upcoming",
      unsure="a wedding postponed: all day 09-27 → 10-11")
    g = [ev("电工装灯", dt(rel(1), 9), dt(rel(1), 11)), ev("油漆工进场", dt(wd(6), 9), dt(wd(6), 17))]
    K("明天电工装灯 改到周三下午两点", cu(0, title="电工装灯", date=rel(1), start=dt(wd(3), 14)), cat=c, given=g,
      unsure="an electrician rescheduled: 09-09 09:00 → Wednesday 09-10 14:00")
    g = [ev("西语课", dt(today(), 18), dt(today(), 19, 30)), ev("西语角", dt(wd(4), 19, 30), dt(wd(4), 21))]
    K("今天的西语课 推迟半小时", cu(0, title="西语课", date=today(), start=dt(today(), 18, 30)), cat=c, given=g)
    g = [ev("科技馆带学生团", dt(wd(3), 14), dt(wd(3), 16)), ev("科技馆讲解", dt(wd(5), 14), dt(wd(5), 16))]
    K("周三带学生团 地点改到三楼机器人展厅", cu(0, title="带学生团", date=wd(3), location="三楼机器人展厅"), cat=c, given=g,
      unsure="周三 = 09-10")
with use(now=NC, pref="future", **Z):
    g = [ev("冰箱送货", dt(rel(2), 9), dt(rel(2), 11)), ev("沙发送货", dt(rel(2), 14), dt(rel(2), 16))]
    K("后天沙发送货 改到下周六上午十点", cu(1, title="沙发送货", date=rel(2), start=dt(wk(1, 6), 10)), cat=c, given=g,
      unsure="two deliveries the same day; 后天 = 2065-01-02 → 下周六 01-10 10:00")
    g = [ev("元旦讲解", dt(rel(1), 10), dt(rel(1), 12)), ev("科技馆讲解", dt(wd(5), 10), dt(wd(5), 12))]
    K("明天的元旦讲解 提前一个小时", cu(0, title="元旦讲解", date=rel(1), start=dt(rel(1), 9)), cat=c, given=g,
      unsure="a relative shift of the stored start: 2065-01-01 10:00 → 09:00; two tours in two days")
    g = [ev("去无锡布置婚礼", ymd(2065, 1, 10), ymd(2065, 1, 12)), ev("苏州婚礼", ymd(2065, 1, 17), ymd(2065, 1, 17))]
    K("无锡布置那个 改成1月11号到13号", cu(0, title="无锡布置", start=ymd(2065, 1, 11), end=ymd(2065, 1, 13)), cat=c, given=g,
      conv="next-upcoming", unsure="a set-up over three days moved a day, all day")
    g = [ev("西语课", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), ev("西语角", dt(wk(1, 3), 19), dt(wk(1, 3), 21))]
    K("下周三下午的西语课 改名叫西语中级班", cu(0, title="西语课", date=wk(1, 3), new_title="西语中级班"), cat=c, given=g,
      unsure="下周三 = 2065-01-07")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("科技馆讲解", dt(wd(4), 10), dt(wd(4), 12)), ev("科技馆讲解", dt(wd(5), 10), dt(wd(5), 12))]
    K("周四的讲解取消了 馆里闭馆检修 删掉", cdel(0, title="讲解", date=wd(4)), cat=c, given=g, unsure="a tour cancelled; 周四 = 07-17")
    g = [ev("去花市拿货", dt(wd(6), 4), dt(wd(6), 6)), ev("去花市拿货", dt(rel(1), 4), dt(rel(1), 6))]
    K("明天凌晨去花市那个删了 批发商送货上门", cdel(1, title="去花市", date=rel(1)), cat=c, given=g, unsure="明天凌晨 = 07-16")
    g = [ev("电工改线", dt(wk(1, 2), 15), dt(wk(1, 2), 17)), ev("水电验收", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("周二下午电工改线 不用了 工长自己弄", cdel(0, title="电工改线", date=wk(1, 2)), cat=c, given=g, conv="rollover-part",
      unsure="周二下午 said Tuesday 19:20 is over: next week's 07-22")
with use(now=NB, pref="future", **Z):
    g = [ev("科技馆带学生团", dt(wd(3), 14), dt(wd(3), 16)), ev("科技馆带学生团", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("周三带学生团取消了 学校改期 删了吧", cdel(0, title="带学生团", date=wd(3)), cat=c, given=g, unsure="周三 = 09-10")
    g = [ev("搬家公司上门看东西", dt(wd(6), 10), dt(wd(6), 11)), ev("搬家", *MOVEIN64)]
    K("下周末搬家那个先删掉 新房还没验收", cdel(1, title="搬家", date=MOVEIN64[0]), cat=c, given=g,
      unsure="下周末 = 09-20 … 09-21; the movers' visit is a look-alike")
    g = [ev("去花市拿货", dt(wk(1, 1), 4), dt(wk(1, 1), 6)), ev("去花市拿货", dt(wk(1, 4), 4), dt(wk(1, 4), 6))]
    K("周一凌晨去花市那个 取消", cdel(0, title="去花市", date=wk(1, 1)), cat=c, given=g, conv="rollover-part",
      unsure="周一凌晨 said Monday 06:45 is over: next week's 09-15")
with use(now=NC, pref="future", **Z):
    g = [ev("冰箱送货", dt(rel(2), 9), dt(rel(2), 11)), ev("沙发送货", dt(rel(2), 14), dt(rel(2), 16))]
    K("后天的冰箱送货取消 商家没货了", cdel(0, title="冰箱送货", date=rel(2)), cat=c, given=g, unsure="后天 = 2065-01-02")
    g = [ev("西语课", dt(wk(2, 3), 14), dt(wk(2, 3), 16)), ev("西语课", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("周三下午的西语课 删了 下学期再报", cdel(1, title="西语课", date=wk(1, 3)), cat=c, given=g, conv="rollover-part",
      unsure="周三下午 said Wednesday 22:30 is over: next week's 2065-01-07")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("白玫瑰640 花瓶360", [la("640", "other", "白玫瑰"), la("360", "other", "花瓶")], cat=c, unsure=STOCK + "; " + SUPPLY)
    KM("退休金到账7850 今年以来退休金一共多少", [la("7850", "salary", "退休金", kind="income"), ls(ymd(2064, 1, 1), today(), "salary")],
       cat=c, conv="since", unsure=PENSION)
with use(now=NA, pref="future", **Z):
    KM("明天上午十点去苏州看场地 顺便查查七夕苏州天气", [cc("去苏州看场地", dt(rel(1), 10)), wx("Suzhou", QIXI64)], cat=c,
       unsure="七夕 = 08-19")
with use(now=NB, pref="past", **Z):
    KM("乳胶漆1380 冰箱6499 这个季度装修花了多少", [la("1380", "housing", "乳胶漆"), la("6499", "shopping", "冰箱"),
        ls(ymd(2064, 7, 1), ymd(2064, 9, 30), "housing")], cat=c, conv="quarters", unsure=RENO + "; " + APPL)
with use(now=NB, pref="future", **Z):
    KM("今天上午十点去无锡看场地 晚上六点西语课", [cc("去无锡看场地", dt(today(), 10)), cc("西语课", dt(today(), 18))], cat=c,
       unsure="今天 applies to both")
    KM("9月22号飞马德里 帮我看看那天马德里天气", [cc("飞马德里", QIUFEN64), wx("Madrid", QIUFEN64)], cat=c)
with use(now=NC, pref="past", **Z):
    KM("房贷6150 第三期工程款15000", [la("6150", "housing", "房贷"), la("15000", "housing", "第三期工程款")], cat=c,
       unsure=LOAN + "; " + RENO)
    KM("圣诞收的尾款18000 平安夜进的花900", [la("18000", "salary", "尾款", kind="income", d=XMAS64),
        la("900", "other", "花", d=XMASEVE64)], cat=c, unsure="圣诞 12-25 and 平安夜 12-24, looking back; " + DEP + "; " + STOCK)
with use(now=NC, pref="future", **Z):
    KM("删了后天的冰箱送货 加一个下周六上午十点的", [cdel(0, title="冰箱送货", date=rel(2)), cc("冰箱送货", dt(wk(1, 6), 10))], cat=c,
       given=[ev("冰箱送货", dt(rel(2), 9), dt(rel(2), 11)), ev("沙发送货", dt(rel(2), 14), dt(rel(2), 16))],
       unsure="下周六 = 2065-01-10; the new event's title taken from the deleted one")
    KM("明天上午十点元旦讲解 看看南京明天冷不冷", [cc("元旦讲解", dt(rel(1), 10)), wx("Nanjing", rel(1))], cat=c,
       unsure="明天 = 元旦 2065; the holiday word is part of the event's name")
