"""Round 39 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a hotel receptionist on rotating shifts who studies for a professional exam at night (shifts at set clocks
that cross midnight, the exam date, a study group, the course fee and exam registration paid, overtime pay as income, a
shift swap moved, what the courses have cost this year), a woman whose father goes to dialysis three times a week
(hospital trips as single dates, taxi fares, medicine, her father's pension collected as income, the weather before
taking him out, a clinic visit cancelled, medical spending this month and last) and a second-hand bookseller with a
weekend market stall and an online shop (stall days, book-buying trips over two days, sales taken as income, postage and
platform fees, a book fair postponed, sales this quarter and the last N entries).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r39.py): NA = 2053-08-29T17:45 Friday (a bare 5 → tomorrow 17:00, a bare 6 → 18:00, a bare 8
→ 20:00; 周五下午 in progress, 周五上午 over → 09-05; this weekend 08-30/31, 月底 Sunday 08-31, 下周一 = 周一 = 09-01; 白露
09-07, 教师节 Wednesday 09-10, 中秋 Friday 09-26; looking back 七夕 08-20, 中元 08-28); NB = 2053-11-27T08:20 Thursday,
US Thanksgiving (早上 in progress; a bare 8 → tomorrow 08:00, a bare 9 → 09:00, a bare 7 → 19:00, 早上七点 → tomorrow;
this weekend 11-29/30, 月底 Sunday 11-30, 下个月 from Monday 12-01; 大雪 12-07, 双十二 Friday; looking back 双十一, 小雪
11-22); NC = 2054-01-31T22:30 Saturday, 小年 (月底 today, 下个月 tomorrow; this week = today and Sunday 02-01; a bare 11 →
23:00, a bare 10 or 8 → tomorrow; 周六下午 over → 02-07; 立春 Tuesday 02-03, 除夕 Saturday 02-07, 春节 Sunday 02-08, 元宵
02-22; looking back 腊八 01-16, 大寒 01-20)."""
from lib import *

NA = "2053-08-29T17:45:00"  # Friday 17:45
NB = "2053-11-27T08:20:00"  # Thursday 08:20, Thanksgiving
NC = "2054-01-31T22:30:00"  # Saturday 22:30, 小年
Z = dict(lang="zh", tz="Asia/Shanghai")
ZHONGYUAN53 = ymd(2053, 8, 28)
QIXI53 = ymd(2053, 8, 20)
BAILU53 = ymd(2053, 9, 7)
ZHONGQIU53 = ymd(2053, 9, 26)
DAXUE53 = ymd(2053, 12, 7)
XIAOXUE53 = ymd(2053, 11, 22)
LICHUN54 = ymd(2054, 2, 3)
CHUXI54 = ymd(2054, 2, 7)
CHUNJIE54 = ymd(2054, 2, 8)
YUANXIAO54 = ymd(2054, 2, 22)
LABA54 = ymd(2054, 1, 16)
DAHAN54 = ymd(2054, 1, 20)
OT = "overtime pay filed as salary income"
COURSE = "the course fee, exam registration and prep books filed as education"
PENSION = "her father's pension collected filed as income, category salary"
SALES = "book sales (stall and online shop) filed as salary income (money earned by one's own work)"
POST = "postage, platform fees and the stall fee filed as other"
STOCK = "books bought for resale filed as shopping"
MEDS = "medicine and dialysis bills filed as health"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午两点 旧书市场出摊", cc("旧书市场出摊", dt(rel(1), 14)), cat=c)
    K("礼拜一早上七点半陪爸爸去透析", cc("陪爸爸去透析", dt(wd(1), 7, 30)), cat=c, unsure="礼拜一 said Friday = 09-01")
    K("9月3号晚上十点到早上六点 夜班", cc("夜班", dt(ymd(2053, 9, 3), 22), dt(ymd(2053, 9, 4), 6)), cat=c, unsure="a night shift: the end rolls to 09-04 06:00")
    K("下周三晚上七点到九点学习小组", cc("学习小组", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), cat=c)
    K("六点接爸爸回家", cc("接爸爸回家", dt(today(), 18)), cat=c, conv="bare-hour")
    K("五点去快递站寄书", cc("去快递站寄书", dt(rel(1), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:45 has just passed: tomorrow 17:00")
    K("八点开始刷题", cc("刷题", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 17:45: the pm reading 20:00 is ahead; 开始 left out of the title")
    K("9月5号到6号 去苏州收书", cc("去苏州收书", ymd(2053, 9, 5), ymd(2053, 9, 6)), cat=c)
    K("9月20号 资格考试", cc("资格考试", ymd(2053, 9, 20)), cat=c)
    K("周五下午三点 复诊", cc("复诊", dt(wk(1, 5), 15)), cat=c, unsure="周五下午三点 said Friday 17:45 has passed: next week 09-05")
    K("那个 周三 透析 下午一点", cc("透析", dt(wd(3), 13)), cat=c, unsure="the day and the clock said apart, a filler first")
    K("刚跟同事换了班 周日下午三点到晚上十一点 中班", cc("中班", dt(wd(7), 15), dt(wd(7), 23)), cat=c, unsure="换了班 as context")
    K("周二晚上八点学习小组 哦不对 改成八点半", cc("学习小组", dt(wd(2), 20, 30)), cat=c, unsure="a correction inside the message: 20:30 replaces 20:00")
    K("明天早上 五点半 去收书 别让我睡过头", cc("去收书", dt(rel(1), 5, 30)), cat=c, unsure="the part of day 早上 before the clock pins am; the aside left out")
with use(now=NB, pref="future", **Z):
    K("明天早上九点陪爸爸去医院", cc("陪爸爸去医院", dt(rel(1), 9)), cat=c)
    K("周六上午八点半出摊", cc("出摊", dt(wd(6), 8, 30)), cat=c)
    K("12月6号上午九点 资格考试", cc("资格考试", dt(ymd(2053, 12, 6), 9)), cat=c)
    K("今晚十一点到明早七点 大夜班", cc("大夜班", dt(today(), 23), dt(rel(1), 7)), cat=c)
    K("八点半叫车去透析", cc("叫车去透析", dt(today(), 8, 30)), cat=c, conv="bare-hour")
    K("八点交接班", cc("交接班", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:20 has passed and, before noon, reads tomorrow 08:00")
    K("早上七点去批发市场淘书", cc("去批发市场淘书", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said 08:20 has passed: tomorrow 07:00")
    K("12月13号到14号去杭州收旧书", cc("去杭州收旧书", ymd(2053, 12, 13), ymd(2053, 12, 14)), cat=c)
    K("周四早上七点 给爸爸抽血", cc("给爸爸抽血", dt(wk(1, 4), 7)), cat=c, unsure="周四早上七点 said Thursday 08:20 has passed: next week 12-04")
    K("嗯 下周一 夜班 晚上十点开始", cc("夜班", dt(wk(1, 1), 22)), cat=c, unsure="the day and the clock said apart; 开始 left out")
    K("周日 下午 书友会 两点到四点", cc("书友会", dt(wd(7), 14), dt(wd(7), 16)), cat=c, unsure="the day, part of day and clock range said apart")
    K("九点 给网店客户回消息", cc("给网店客户回消息", dt(today(), 9)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("明天下午三点书友会", cc("书友会", dt(rel(1), 15)), cat=c)
    K("下周一上午十点复诊", cc("复诊", dt(wk(1, 1), 10)), cat=c)
    K("2月5号晚上十点到第二天早上六点 夜班", cc("夜班", dt(ymd(2054, 2, 5), 22), dt(ymd(2054, 2, 6), 6)), cat=c)
    K("十一点把明天要寄的书打包", cc("把明天要寄的书打包", dt(today(), 23)), cat=c, conv="bare-hour", unsure="a bare 11 at 22:30 reads 23:00 tonight")
    K("十点陪爸爸透析", cc("陪爸爸透析", dt(rel(1), 10)), cat=c, conv="bare-hour", unsure="a bare 10 at 22:30 has passed both ways: tomorrow 10:00")
    K("2月3号到4号 跑两天收书", cc("跑两天收书", ymd(2054, 2, 3), ymd(2054, 2, 4)), cat=c, unsure="跑两天 kept in the title")
    K("周六下午两点出摊", cc("出摊", dt(wk(1, 6), 14)), cat=c, unsure="周六下午两点 said Saturday 22:30 has passed: next week 02-07")
    K("2月15号 考试", cc("考试", ymd(2054, 2, 15)), cat=c)
    K("礼拜三下午一点透析 不对 一点半", cc("透析", dt(wd(3), 13, 30)), cat=c, unsure="a correction inside the message: 13:30 replaces 13:00")
    K("周二 学习小组 晚上七点半到九点半", cc("学习小组", dt(wd(2), 19, 30), dt(wd(2), 21, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天下午两点出摊 在文庙旧书市场", cc("出摊", dt(rel(1), 14), location="文庙旧书市场"), cat=c)
    K("下周三晚上七点学习小组 地点：市图书馆三楼", cc("学习小组", dt(wk(1, 3), 19), location="市图书馆三楼"), cat=c)
with use(now=NB, pref="future", **Z):
    K("12月6号上午九点考试 地点是财经学院考点", cc("考试", dt(ymd(2053, 12, 6), 9), location="财经学院考点"), cat=c)
    K("明天早上九点陪爸爸复查 在市一医院肾内科", cc("陪爸爸复查", dt(rel(1), 9), location="市一医院肾内科"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天下午三点书友会 地点：老街咖啡馆", cc("书友会", dt(rel(1), 15), location="老街咖啡馆"), cat=c)
    K("下周一上午十点复诊 在人民医院门诊楼", cc("复诊", dt(wk(1, 1), 10), location="人民医院门诊楼"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("白露那天去郊区收书", cc("去郊区收书", BAILU53), cat=c, unsure="白露 2053 = 09-07 (lunar-python)")
    K("教师节 旧书摊搞特价", cc("旧书摊搞特价", ymd(2053, 9, 10)), cat=c)
    K("中秋晚上六点到十二点 酒店值班", cc("酒店值班", dt(ZHONGQIU53, 18), dt(ZHONGQIU53 + td(days=1), 0)), cat=c,
      unsure="中秋 2053 = 09-26 (lunar-python); 晚上十二点 = 00:00 of the next day")
with use(now=NB, pref="future", **Z):
    K("大雪那天 上夜班", cc("上夜班", DAXUE53), cat=c, unsure="大雪 2053 = 12-07 (lunar-python)")
    K("双十二 网店上新", cc("网店上新", ymd(2053, 12, 12)), cat=c)
    K("平安夜晚上八点 前台布置圣诞树", cc("前台布置圣诞树", dt(ymd(2053, 12, 24), 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("除夕 酒店值班", cc("酒店值班", CHUXI54), cat=c, unsure="除夕 2054 = 02-07 (lunar-python)")
    K("立春 陪爸爸透析", cc("陪爸爸透析", LICHUN54), cat=c, unsure="立春 2054 = 02-03 (lunar-python)")
    K("元宵晚上七点 夜市摆摊", cc("夜市摆摊", dt(YUANXIAO54, 19)), cat=c, unsure="元宵 2054 = 02-22 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("半个钟头后提醒我收摊", cc("收摊", dt(today(), 18, 15)), cat=c)
    K("十天后 出考场安排", cc("出考场安排", rel(10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("四十分钟后提醒我给爸爸吃药", cc("给爸爸吃药", dt(today(), 9, 0)), cat=c)
    K("三天后 模拟考", cc("模拟考", rel(3)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一刻钟后提醒我关灯睡觉", cc("关灯睡觉", dt(today(), 22, 45)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜三下午三點 陪爸爸透析", cc("陪爸爸透析", dt(wd(3), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("週六上午十點 擺攤", cc("擺攤", dt(wd(6), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明晚八點 讀書會", cc("讀書會", dt(rel(1), 20)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("9.20 资格考试", cc("资格考试", ymd(2053, 9, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2053-12-20 爸爸复诊", cc("爸爸复诊", ymd(2053, 12, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20540210 复查", cc("复查", ymd(2054, 2, 10)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六 旧书市集", cc("旧书市集", nth(2053, 9, 2, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周日 书友会", cc("书友会", lastwd(2053, 12, 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("春节前三天 最后一次出摊", cc("最后一次出摊", CHUNJIE54 - td(days=3)), cat=c, unsure="春节 2054 = 02-08 (lunar-python)")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("下周一周三周五早上八点都透析", [cc("透析", dt(wk(1, 1), 8)), cc("透析", dt(wk(1, 3), 8)), cc("透析", dt(wk(1, 5), 8))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周六和周日上午九点都出摊", [cc("出摊", dt(wd(6), 9)), cc("出摊", dt(wd(7), 9))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("下周一、周三晚上十点都是夜班", [cc("夜班", dt(wk(1, 1), 22)), cc("夜班", dt(wk(1, 3), 22))], cat=c, conv="distribute",
       unsure="都是夜班 gives the title 夜班")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("加班费到了 320", la("320", "salary", "加班费", kind="income"), cat=c, unsure=OT)
    K("考试报名费1005 交了", la("1005", "education", "考试报名费"), cat=c, unsure=COURSE)
    K("打车去医院 31", la("31", "transport", "打车去医院"), cat=c)
    K("今天摆摊卖了680", la("680", "salary", "摆摊", kind="income"), cat=c, unsure=SALES)
    K("邮费 14", la("14", "other", "邮费"), cat=c, unsure=POST)
    K("给爸爸买药 176", la("176", "health", "买药"), cat=c, unsure=MEDS)
with use(now=NB, pref="past", **Z):
    K("课程尾款3400", la("3400", "education", "课程尾款"), cat=c, unsure=COURSE)
    K("爸爸的退休金取出来了 4380", la("4380", "salary", "退休金", kind="income"), cat=c, unsure=PENSION)
    K("收了一车旧书 2800", la("2800", "shopping", "旧书"), cat=c, unsure=STOCK)
    K("平台扣点8.6", la("8.6", "other", "平台扣点"), cat=c, unsure=POST)
    K("透析自费140", la("140", "health", "透析自费"), cat=c, unsure=MEDS)
with use(now=NC, pref="past", **Z):
    K("网店今天进账 1260", la("1260", "salary", "网店", kind="income"), cat=c, unsure=SALES)
    K("夜宵 15.5", la("15.5", "food", "夜宵"), cat=c)
    K("真题集59", la("59", "education", "真题集"), cat=c, unsure=COURSE)
    K("轮椅1280", la("1280", "health", "轮椅"), cat=c, unsure="a wheelchair for her father filed as health")
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("中元那天收的书款 450", la("450", "salary", "书款", kind="income", d=ZHONGYUAN53), cat=c, unsure="中元 2053 = 08-28 (lunar-python); " + SALES)
    K("礼拜三透析打车来回58", la("58", "transport", "透析打车来回", d=wd(3)), cat=c, unsure="礼拜三 said Friday, looking back: 08-27")
with use(now=NB, pref="past", **Z):
    K("双十一网店卖了2360", la("2360", "salary", "网店", kind="income", d=ymd(2053, 11, 11)), cat=c, unsure=SALES)
    K("上周一打车去医院 36", la("36", "transport", "打车去医院", d=wk(-1, 1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("腊八那天买药 176", la("176", "health", "买药", d=LABA54), cat=c, unsure="腊八 2054 = 01-16 (lunar-python); " + MEDS)
    K("周四领的退休金 4380", la("4380", "salary", "退休金", kind="income", d=wd(4)), cat=c, unsure="周四 said Saturday, looking back: 01-29; " + PENSION)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下礼拜排了几个大夜", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有什么事", cl(rel(1)), cat=c)
    K("这周末除了出摊还有啥安排", cl(wd(6), wd(7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月给爸爸看病花了多少", ls(ymd(2053, 8, 1), ymd(2053, 8, 31), "health"), cat=c, unsure=MEDS)
    K("上个月我爸看病花了多少", ls(ymd(2053, 7, 1), ymd(2053, 7, 31), "health"), cat=c, unsure=MEDS)
    K("今年上课报名一共花了多少", ls(ymd(2053, 1, 1), ymd(2053, 12, 31), "education"), cat=c, unsure=COURSE)
with use(now=NB, pref="future", **Z):
    K("下个月上旬的班和透析都排了什么", cl(ymd(2053, 12, 1), ymd(2053, 12, 10)), cat=c, conv="month-parts")
    K("周六有啥事", cl(wd(6)), cat=c)
with use(now=NB, pref="past", **Z):
    K("这个季度卖书收了多少", ls(ymd(2053, 10, 1), ymd(2053, 12, 31), "salary"), cat=c, conv="quarters", unsure=SALES)
    K("最近十笔账 给我瞅一眼", ll(limit=10), cat=c)
    K("上个月加班费多少", ls(ymd(2053, 10, 1), ymd(2053, 10, 31), "salary"), cat=c, unsure=OT)
with use(now=NC, pref="future", **Z):
    K("下周夜班透析都有啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("下个月中旬的安排", cl(ymd(2054, 2, 11), ymd(2054, 2, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    KM("这个月医药费多少 上个月呢", [ls(ymd(2054, 1, 1), ymd(2054, 1, 31), "health"), ls(ymd(2053, 12, 1), ymd(2053, 12, 31), "health")], cat=c, unsure=MEDS)
    K("把最近五笔列出来", ll(limit=5), cat=c)
    K("一月下旬的邮费", ls(ymd(2054, 1, 21), ymd(2054, 1, 31), "other"), cat=c, conv="month-parts", unsure=POST)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有什么要办的", cl(today(), ymd(2053, 8, 31)), cat=c, conv="zh-qian-inclusive")
    K("教师节前有几天出摊", cl(today(), ymd(2053, 9, 10)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("这个月到现在卖书收了多少", ls(ymd(2053, 8, 1), today(), "salary"), cat=c, conv="since", unsure=SALES)
with use(now=NB, pref="future", **Z):
    K("接下来五天我都是什么班", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
    K("双十二前都有啥", cl(today(), ymd(2053, 12, 12)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("今年以来课程花了多少", ls(ymd(2053, 1, 1), today(), "education"), cat=c, conv="since", unsure=COURSE)
with use(now=NC, pref="future", **Z):
    K("这周内还剩啥事 就明天了吧", cl(today(), wd(7)), cat=c, conv="week-monday-sunday", unsure="said Saturday night: today … Sunday 02-01")
    K("春节前的安排", cl(today(), CHUNJIE54), cat=c, conv="zh-qian-inclusive", unsure="春节 2054 = 02-08 (lunar-python)")
with use(now=NC, pref="past", **Z):
    K("过去三十天打车花了多少", ls(rel(-29), today(), "transport"), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    KM("这周末南京天气 两天都要出摊", [wx("Nanjing", wd(6)), wx("Nanjing", wd(7))], cat=c)
    K("礼拜一带我爸去透析 苏州会下雨吗", wx("Suzhou", wd(1)), cat=c, unsure="the dialysis trip as context; 礼拜一 = 09-01")
with use(now=NB, pref="future", **Z):
    K("明天济南冷不冷 要推爸爸出门", wx("Jinan", rel(1)), cat=c)
    KM("12月13号14号杭州天气", [wx("Hangzhou", ymd(2053, 12, 13)), wx("Hangzhou", ymd(2053, 12, 14))], cat=c)
    K("今天青岛刮风吗", wx("Qingdao"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天西安下雪不", wx("Xi'an", rel(1)), cat=c)
    KM("接下来三天沈阳天气咋样 要接送爸爸", [wx("Shenyang", today()), wx("Shenyang", rel(1)), wx("Shenyang", rel(2))], cat=c, conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上合肥能跑步吗", ra("Hefei", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天郑州适合跑步吗", ra("Zhengzhou"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天长沙适合跑步不", ra("Changsha", rel(1)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("夜班", dt(wk(1, 3), 22), dt(wk(1, 4), 6)), ev("夜班", dt(wk(1, 5), 22), dt(wk(1, 6), 6))]
    K("下周三的夜班跟同事换到下周四 时间不变", cu(0, title="夜班", date=wk(1, 3), start=dt(wk(1, 4), 22)), cat=c, given=g, conv="move-keeps-clock",
      unsure="a shift swap moved a day at its own clock; the end not said")
    g = [ev("陪爸爸去透析", dt(wd(1), 7, 30), dt(wd(1), 12)), ev("陪爸爸复诊", dt(wd(3), 9), dt(wd(3), 10))]
    K("周一透析改成八点出门", cu(0, title="透析", date=wd(1), start=dt(wd(1), 8)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("旧书市场出摊", dt(rel(1), 14), dt(rel(1), 18)), ev("网店直播", dt(rel(1), 20), dt(rel(1), 22))]
    K("明天的网店直播往后推半小时", cu(1, title="网店直播", date=rel(1), start=dt(rel(1), 20, 30)), cat=c, given=g,
      unsure="a stall and a live stream the same day")
    g = [ev("旧书展", ymd(2053, 9, 13), ymd(2053, 9, 14)), ev("旧书市集", ymd(2053, 9, 6), ymd(2053, 9, 6))]
    K("旧书展延期一周", cu(0, title="旧书展", start=ymd(2053, 9, 20), end=ymd(2053, 9, 21)), cat=c, given=g, conv="next-upcoming",
      unsure="a two-day fair postponed a week: start and end both shifted, written as dates")
with use(now=NB, pref="future", **Z):
    g = [ev("学习小组", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("学习小组", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("下周三学习小组改到晚上八点到十点", cu(0, title="学习小组", date=wk(1, 3), start=dt(wk(1, 3), 20), end=dt(wk(1, 3), 22)), cat=c, given=g)
    g = [ev("出摊", dt(wd(6), 8, 30), dt(wd(6), 16)), ev("寄书", dt(wd(6), 17), dt(wd(6), 18))]
    K("周六出摊提前一小时", cu(0, title="出摊", date=wd(6), start=dt(wd(6), 7, 30)), cat=c, given=g)
    g = [ev("资格考试", dt(ymd(2053, 12, 6), 9), dt(ymd(2053, 12, 6), 12)), ev("模拟考", rel(3), rel(3))]
    K("资格考试地点改成财经学院东校区", cu(0, title="资格考试", location="财经学院东校区"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("复诊", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("复诊", dt(wk(2, 1), 10), dt(wk(2, 1), 11))]
    K("下周一的复诊挪到下周二 还是十点", cu(0, title="复诊", date=wk(1, 1), start=dt(wk(1, 2), 10)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("书友会", dt(rel(1), 15), dt(rel(1), 17)), ev("出摊", dt(rel(1), 9), dt(rel(1), 13))]
    K("明天书友会改叫新春书友会", cu(0, title="书友会", date=rel(1), new_title="新春书友会"), cat=c, given=g)
    g = [ev("夜班", dt(ymd(2054, 2, 5), 22), dt(ymd(2054, 2, 6), 6)), ev("中班", dt(ymd(2054, 2, 6), 15), dt(ymd(2054, 2, 6), 23))]
    K("5号夜班改成晚上十一点开始", cu(0, title="夜班", date=ymd(2054, 2, 5), start=dt(ymd(2054, 2, 5), 23)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="5号 said 01-31: next month's 5th")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("肾内科门诊", dt(wd(3), 9), dt(wd(3), 10)), ev("陪爸爸透析", dt(wd(3), 13), dt(wd(3), 17))]
    K("周三的门诊取消 医生停诊", cdel(0, title="门诊", date=wd(3)), cat=c, given=g, unsure="the reason as context")
    g = [ev("旧书市场出摊", dt(wd(6), 9), dt(wd(6), 16)), ev("旧书市场出摊", dt(wd(7), 9), dt(wd(7), 16))]
    K("周日的出摊删掉 要下雨", cdel(1, title="出摊", date=wd(7)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("陪爸爸去医院", dt(rel(1), 9), dt(rel(1), 11)), ev("陪爸爸透析", dt(wd(6), 13), dt(wd(6), 17))]
    K("明天去医院那个不去了", cdel(0, title="去医院", date=rel(1)), cat=c, given=g)
    g = [ev("学习小组", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("学习小组", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("下下周三的学习小组取消", cdel(1, title="学习小组", date=wk(2, 3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("复诊", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("复查", ymd(2054, 2, 10), ymd(2054, 2, 10))]
    K("下周一复诊取消", cdel(0, title="复诊", date=wk(1, 1)), cat=c, given=g)
    g = [ev("出摊", dt(wk(1, 6), 14), dt(wk(1, 6), 18)), ev("酒店值班", CHUXI54, CHUXI54)]
    K("除夕那天不出摊了 删了吧", cdel(0, title="出摊", date=CHUXI54), cat=c, given=g, unsure="除夕 2054 = 02-07 (lunar-python)")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("邮费12 纸箱5", [la("12", "other", "邮费"), la("5", "other", "纸箱")], cat=c, unsure=POST + "; boxes for posting too")
with use(now=NA, pref="future", **Z):
    KM("9月5号到6号去苏州收书 顺便看看那两天苏州天气",
       [cc("去苏州收书", ymd(2053, 9, 5), ymd(2053, 9, 6)), wx("Suzhou", ymd(2053, 9, 5)), wx("Suzhou", ymd(2053, 9, 6))], cat=c)
    KM("记一下加班费320 下周三晚上七点学习小组", [la("320", "salary", "加班费", kind="income", d=today()), cc("学习小组", dt(wk(1, 3), 19))], cat=c, unsure=OT)
with use(now=NB, pref="past", **Z):
    KM("打车去医院29 回来31", [la("29", "transport", "打车去医院"), la("31", "transport", "回来")], cat=c,
       unsure="the second fare's note is the bare word 回来")
with use(now=NB, pref="future", **Z):
    KM("明天早上九点陪爸爸去医院 下午三点出摊", [cc("陪爸爸去医院", dt(rel(1), 9)), cc("出摊", dt(rel(1), 15))], cat=c, unsure="the day said once for both")
with use(now=NC, pref="past", **Z):
    KM("退休金取了4380 买药花了176", [la("4380", "salary", "退休金", kind="income"), la("176", "health", "买药")], cat=c, unsure=PENSION + "; " + MEDS)
with use(now=NC, pref="future", **Z):
    KM("明天有什么安排 再看下西安天气", [cl(rel(1)), wx("Xi'an", rel(1))], cat=c)
    KM("下周一复诊取消 周三透析改到下午两点",
       [cdel(0, title="复诊", date=wk(1, 1)), cu(1, title="透析", date=wk(1, 3), start=dt(wk(1, 3), 14))], cat=c,
       given=[ev("复诊", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("陪爸爸透析", dt(wk(1, 3), 13), dt(wk(1, 3), 17))])

# =============================================================================== more, in the same proportions
c = "composition"
with use(now=NA, pref="future", **Z):
    K("下周四早班 早上七点到下午三点", cc("早班", dt(wk(1, 4), 7), dt(wk(1, 4), 15)), cat=c)
    K("我爸周五透析 下午一点到五点 帮我记上", cc("我爸透析", dt(wk(1, 5), 13), dt(wk(1, 5), 17)), cat=c,
      unsure="周五 with a clock said Friday 17:45: 13:00 has passed, next week 09-05; 我爸 kept in the title")
    K("明晚七点 网店直播卖旧书", cc("网店直播卖旧书", dt(rel(1), 19)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下下周二晚上七点 模拟考", cc("模拟考", dt(wk(2, 2), 19)), cat=c)
    K("礼拜五上午十点 去邮局寄书", cc("去邮局寄书", dt(wd(5), 10)), cat=c, unsure="礼拜五 said Thursday = Black Friday 11-28")
    K("明早七点 陪爸爸去抽血", cc("陪爸爸去抽血", dt(rel(1), 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周五上午九点到十二点 考前冲刺课", cc("考前冲刺课", dt(wk(1, 5), 9), dt(wk(1, 5), 12)), cat=c)
    K("明天上午 八点半 出摊 年货市场", cc("出摊 年货市场", dt(rel(1), 8, 30)), cat=c, unsure="the market after the activity kept in the title (no 在)")
c = "location"
with use(now=NB, pref="future", **Z):
    K("周日下午两点书友会 在二手书店二楼", cc("书友会", dt(wd(7), 14), location="二手书店二楼"), cat=c)
c = "money"
with use(now=NA, pref="past", **Z):
    K("摊位费40", la("40", "other", "摊位费"), cat=c, unsure=POST)
with use(now=NB, pref="past", **Z):
    K("夜班加班费 到账 460", la("460", "salary", "夜班加班费", kind="income"), cat=c, unsure=OT)
    K("打车回家 27", la("27", "transport", "打车回家"), cat=c)
with use(now=NC, pref="past", **Z):
    K("收旧书两箱 300", la("300", "shopping", "旧书"), cat=c, unsure=STOCK)
c = "delete"
with use(now=NB, pref="future", **Z):
    g = [ev("网店直播", dt(wd(5), 20), dt(wd(5), 22)), ev("去邮局寄书", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五晚上的直播取消", cdel(0, title="直播", date=wd(5)), cat=c, given=g, unsure="a live stream and a shipping run the same day")
c = "update"
with use(now=NB, pref="future", **Z):
    g = [ev("网店直播", dt(wd(5), 20), dt(wd(5), 22)), ev("去邮局寄书", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五寄书改到下午两点", cu(1, title="寄书", date=wd(5), start=dt(wd(5), 14)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="a live stream and a shipping run the same day")
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("今天卖书收了680 邮费花了14 摊位费40", [la("680", "salary", "卖书", kind="income"), la("14", "other", "邮费"), la("40", "other", "摊位费")], cat=c,
       unsure=SALES + "; " + POST)
with use(now=NC, pref="future", **Z):
    KM("下周一夜班 晚上十点 顺便查下明天长沙天气", [cc("夜班", dt(wk(1, 1), 22)), wx("Changsha", rel(1))], cat=c)
