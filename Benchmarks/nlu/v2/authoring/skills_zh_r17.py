"""Round 17 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a high-school teacher who coaches the debate team (上课, 改卷, 交成绩, 辩论队训练, 去外地比赛, 家长会, 班费,
资料费), a delivery driver on two apps (跑早单/晚高峰, 两个平台的收入, 加油, 修车, 过路费, 休息, 出车前看雨雪) and a retired
couple's planner (孙子孙女的活动, 看医生, 坐高铁, 合唱团/门球队, 退休金, 水电物业).  In everyday proportion: about a
third new events, a fifth ledger entries, a fifth look-ups, a tenth weather and running, the rest changes,
cancellations and several requests at once."""
from lib import *

NA = "2040-10-15T00:20:00"  # Monday just after midnight: 今晚 = Monday evening, 明天 = Tuesday 10-16, 昨晚 = Sunday; a bare 8 reads 08:00 today
NB = "2040-11-15T16:50:00"  # Thursday late afternoon mid-quarter: a bare 4 is past (tomorrow 16:00), a bare 5 ahead, a bare 8 reads 20:00
NC = "2040-12-27T09:15:00"  # Thursday morning between Christmas and New Year: 元旦 Tuesday 2041-01-01; a bare 9 is past, a bare 10 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午三点到五点 辩论队训练", cc("辩论队训练", dt(rel(1), 15), dt(rel(1), 17)), cat=c,
      unsure="said at 00:20 on Monday: 明天 read as Tuesday 10-16")
    K("八点 开年级组会", cc("开年级组会", dt(today(), 8)), cat=c, conv="bare-hour")
    K("两点 跑午高峰", cc("跑午高峰", dt(today(), 14)), cat=c, conv="bare-hour")
    K("周三上午十点 陪老伴去医院看膝盖", cc("陪老伴去医院看膝盖", dt(wd(3), 10)), cat=c)
    K("周五到周日 带队去杭州比赛", cc("带队去杭州比赛", wd(5), wd(7)), cat=c)
    K("下周二晚上七点 高一家长会", cc("高一家长会", dt(wk(1, 2), 19)), cat=c)
    K("10月20号 外孙女生日", cc("外孙女生日", ymd(2040, 10, 20)), cat=c)
    K("下下周六早上7点 坐高铁去北京看女儿", cc("坐高铁去北京看女儿", dt(wk(2, 6), 7)), cat=c)
    K("周四早上六点到十点 跑早单", cc("跑早单", dt(wd(4), 6), dt(wd(4), 10)), cat=c)
    K("十二点 去4S店保养车", cc("去4S店保养车", dt(today(), 12)), cat=c, conv="bare-hour")
    K("今天下午一点 老年大学书法课", cc("老年大学书法课", dt(today(), 13)), cat=c)
    K("周六 休息 不接单", cc("休息 不接单", wd(6)), cat=c, unsure="不接单 kept in the title beside 休息")
    K("下周一 交期中成绩", cc("交期中成绩", wk(1, 1)), cat=c)
    K("月底 交车险", cc("交车险", ymd(2040, 10, 31)), cat=c, conv="month-end-bare")
    K("周一早上七点 送孙子上学", cc("送孙子上学", dt(today(), 7)), cat=c,
      unsure="周一 said on Monday at 00:20: today's 07:00 is still ahead")
    K("后天晚上八点 给辩论队开线上复盘会", cc("给辩论队开线上复盘会", dt(rel(2), 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("五点 辩论队加练", cc("辩论队加练", dt(today(), 17)), cat=c, conv="bare-hour")
    K("四点 带老伴去复查", cc("带老伴去复查", dt(rel(1), 16)), cat=c, conv="bare-hour",
      unsure="a bare 4 at 16:50 has passed: tomorrow 16:00")
    K("八点 跟学生家长通电话", cc("跟学生家长通电话", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:50 reads 20:00 today (the pm reading is still ahead)")
    K("11月24号到25号 带辩论队去苏州参赛", cc("带辩论队去苏州参赛", ymd(2040, 11, 24), ymd(2040, 11, 25)), cat=c)
    K("周日早上五点半 出门跑早高峰", cc("出门跑早高峰", dt(wd(7), 5, 30)), cat=c)
    K("明天上午九点到十一点 监考", cc("监考", dt(rel(1), 9), dt(rel(1), 11)), cat=c)
    K("下周三下午 修车 两点", cc("修车", dt(wk(1, 3), 14)), cat=c, unsure="下周三下午 … 两点: one entity, 14:00")
    K("12月1号提醒我看下退休金到没到账", cc("看下退休金到没到账", ymd(2040, 12, 1)), cat=c)
    K("周四晚上八点 门球队开会", cc("门球队开会", dt(today(), 20)), cat=c,
      unsure="周四晚上八点 said Thursday 16:50: still ahead, today")
    K("周四下午三点 去银行办社保卡", cc("去银行办社保卡", dt(wk(1, 4), 15)), cat=c,
      unsure="周四下午三点 said Thursday 16:50 has passed: next Thursday")
    K("下周一上午第三节课 公开课 十点", cc("公开课", dt(wk(1, 1), 10)), cat=c,
      unsure="第三节课 is not a time; 下周一上午 … 十点 is one entity")
    K("明晚七点到九点 跑晚高峰", cc("跑晚高峰", dt(rel(1), 19), dt(rel(1), 21)), cat=c)
with use(now=NC, pref="future", **Z):
    K("十点 给学生讲辩题", cc("给学生讲辩题", dt(today(), 10)), cat=c, conv="bare-hour")
    K("九点 去加油站加油", cc("去加油站加油", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:15 has passed; before noon it reads tomorrow 09:00")
    K("12月31号晚上 跨年聚餐 六点半", cc("跨年聚餐", dt(ymd(2040, 12, 31), 18, 30)), cat=c)
    K("明年1月3号到5号 去北京辩论邀请赛", cc("去北京辩论邀请赛", ymd(2041, 1, 3), ymd(2041, 1, 5)), cat=c)
    K("下周四上午 带爷爷去体检 八点半", cc("带爷爷去体检", dt(wk(1, 4), 8, 30)), cat=c)
    K("周六晚上七点 外孙来家吃饭", cc("外孙来家吃饭", dt(wd(6), 19)), cat=c)
    K("1月8号 交期末试卷", cc("交期末试卷", ymd(2041, 1, 8)), cat=c)
    K("明天早上七点 跑早餐单", cc("跑早餐单", dt(rel(1), 7)), cat=c)
    K("今天下午两点到四点 老年合唱团排练", cc("老年合唱团排练", dt(today(), 14), dt(today(), 16)), cat=c)
    K("下周一到周三 休息三天 回老家", cc("休息三天 回老家", wk(1, 1), wk(1, 3)), cat=c,
      unsure="回老家 kept in the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("今晚七点半 孙子钢琴课 在少年宫", cc("孙子钢琴课", dt(today(), 19, 30), location="少年宫"), cat=c)
    K("周三下午三点 家长会 在学校阶梯教室", cc("家长会", dt(wd(3), 15), location="学校阶梯教室"), cat=c)
    K("明天上午十点 看牙 地点：市口腔医院", cc("看牙", dt(rel(1), 10), location="市口腔医院"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六上午九点 合唱团排练 在社区活动中心", cc("合唱团排练", dt(wd(6), 9), location="社区活动中心"), cat=c)
    K("下周一早上八点 换轮胎 在路口那家修车铺", cc("换轮胎", dt(wk(1, 1), 8), location="路口那家修车铺"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周五下午两点 辩论赛 地点是三中报告厅", cc("辩论赛", dt(wd(5), 14), location="三中报告厅"), cat=c)

c = "holiday"
with use(now=NC, pref="future", **Z):
    K("元旦那天中午 全家去饭店", cc("全家去饭店", dt(ymd(2041, 1, 1), 12)), cat=c)
    K("元旦前一天 给学生发成绩单", cc("给学生发成绩单", ymd(2040, 12, 31)), cat=c)
    K("元旦后的第一个周一 年级组开会", cc("年级组开会", ymd(2041, 1, 7)), cat=c)
    K("元旦当天有啥安排", cl(ymd(2041, 1, 1)), cat=c)
with use(now=NA, pref="future", **Z):
    K("万圣节那天 带孙子去商场玩", cc("带孙子去商场玩", ymd(2040, 10, 31)), cat=c)
with use(now=NB, pref="future", **Z):
    K("双十二提醒我给老伴买羽绒服", cc("给老伴买羽绒服", ymd(2040, 12, 12)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我收车", cc("收车", dt(today(), 0, 40)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个小时后提醒我改作文", cc("改作文", dt(today(), 17, 50)), cat=c)
with use(now=NC, pref="future", **Z):
    K("三天后 带老伴去拆线", cc("带老伴去拆线", rel(3)), cat=c)

c = "traditional"
with use(now=NB, pref="future", **Z):
    K("週六上午十點 帶孫女去學游泳", cc("帶孫女去學游泳", dt(wd(6), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("10.25 车辆年检", cc("车辆年检", ymd(2040, 10, 25)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差十分八点 出门送孙女", cc("出门送孙女", dt(today(), 7, 50)), cat=c, conv="bare-hour")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 带队去外地比赛", cc("带队去外地比赛", nth(2040, 11, 1, 6)), cat=c)

c = "coordination"
with use(now=NB, pref="future", **Z):
    KM("下周二周四晚上七点 辩论队加练", [cc("辩论队加练", dt(wk(1, 2), 19)), cc("辩论队加练", dt(wk(1, 4), 19))],
       cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("昨天两个平台一共跑了486", la("486", "salary", "两个平台", d=rel(-1), kind="income"), cat=c,
      unsure="delivery earnings as salary income")
    K("昨晚加油 300", la("300", "transport", "加油", d=rel(-1)), cat=c)
    K("过路费 35", la("35", "transport", "过路费"), cat=c)
    K("周六修车换刹车片 680", la("680", "transport", "修车换刹车片", d=wd(6)), cat=c, unsure="a car repair as transport")
    K("给孙子交兴趣班 2400", la("2400", "education", "兴趣班"), cat=c)
    K("老伴看膝盖 挂号加拍片 420", la("420", "health", "看膝盖"), cat=c)
with use(now=NB, pref="past", **Z):
    K("辩论队去苏州的报名费 1200", la("1200", "education", "辩论队报名费"), cat=c)
    K("给班里买打印纸和白板笔 156", la("156", "education", "打印纸和白板笔"), cat=c,
      unsure="school supplies bought for a class as education")
    K("退休金到账 两个人一共8600", la("8600", "salary", "退休金", kind="income"), cat=c,
      unsure="a pension as salary income")
    K("高铁票两张 去北京 1106", la("1106", "transport", "高铁票"), cat=c)
    K("网购的雨衣退了 退款 89", la("89", "shopping", "雨衣退款", kind="income"), cat=c,
      unsure="a refund: income; category left as shopping")
    K("周二跑单奖励到账 200", la("200", "salary", "跑单奖励", d=wd(2), kind="income"), cat=c)
with use(now=NC, pref="past", **Z):
    K("昨天给外孙买新年礼物 368", la("368", "shopping", "新年礼物", d=rel(-1)), cat=c)
    K("圣诞那天的冲单奖励 到账 150", la("150", "salary", "冲单奖励", d=ymd(2040, 12, 25), kind="income"), cat=c)
    K("补胎 60", la("60", "transport", "补胎"), cat=c)
    K("周一去医院配药 230", la("230", "health", "配药", d=wd(1)), cat=c)
    K("辩论队聚餐 AA 我出了85", la("85", "food", "辩论队聚餐"), cat=c)
    K("物业费 一年 2880", la("2880", "housing", "物业费"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周日晚上十点加油 280", la("280", "transport", "加油", d=rel(-1)), cat=c,
      unsure="周日晚上 said Monday 00:20 looking back: yesterday")
with use(now=NB, pref="past", **Z):
    K("周四下午三点打车去学校 26", la("26", "transport", "打车去学校"), cat=c, unsure="周四下午三点 said Thursday 16:50: today")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周有几场比赛", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("明天啥安排", cl(rel(1)), cat=c, unsure="said at 00:20: 明天 read as Tuesday")
    K("下周的安排发我", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("11月份有什么事", cl(ymd(2040, 11, 1), ymd(2040, 11, 30)), cat=c)
with use(now=NA, pref="past", **Z):
    K("上周加油花了多少", ls(wk(-1, 1), wk(-1, 7), "transport"), cat=c, unsure="fuel as transport")
    K("上个月一共花了多少", ls(ymd(2040, 9, 1), ymd(2040, 9, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("这周末有啥事没 想歇两天", cl(wd(6), wd(7)), cat=c)
    K("下半个月有啥安排", cl(ymd(2040, 11, 16), ymd(2040, 11, 30)), cat=c, conv="half-month")
    K("12月有几个比赛", cl(ymd(2040, 12, 1), ymd(2040, 12, 31)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上个季度一共花了多少", ls(ymd(2040, 7, 1), ymd(2040, 9, 30)), cat=c, conv="quarters")
    K("这个季度看病花了多少", ls(ymd(2040, 10, 1), ymd(2040, 12, 31), "health"), cat=c, conv="quarters")
    K("这周跑单收入列一下", ll(wk(0, 1), wk(0, 7), "salary"), cat=c, unsure="delivery income listed as salary")
with use(now=NC, pref="future", **Z):
    K("下周安排", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明年1月上旬有啥安排", cl(ymd(2041, 1, 1), ymd(2041, 1, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("今年到现在一共花了多少钱", ls(ymd(2040, 1, 1), today()), cat=c, conv="since", unsure="今年到现在 as year to date (today)")
    K("这个月修车花了多少", ls(ymd(2040, 12, 1), ymd(2040, 12, 31), "transport"), cat=c)
    K("最近10笔账给我瞅瞅", ll(limit=10), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("这周还剩什么事", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Monday 00:20: the whole week is left")
    K("周五前要干啥", cl(today(), wd(5)), cat=c, conv="zh-qian-inclusive")
    K("未来三天有什么安排", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("这周还有啥", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
    K("接下来一周都排了啥", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
    K("月底前还要交啥", cl(today(), ymd(2040, 11, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("年底前还有啥要办", cl(today(), ymd(2040, 12, 31)), cat=c)
    K("元旦前还有啥事", cl(today(), ymd(2041, 1, 1)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("这个月到目前为止油钱花了多少", ls(ymd(2040, 11, 1), today(), "transport"), cat=c, conv="since", unsure="fuel as transport")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天杭州下雨吗 要跑早单", wx("Hangzhou", rel(1)), cat=c, unsure="said at 00:20: 明天 read as Tuesday")
    K("今天南京有雨吗", wx("Nanjing"), cat=c)
    K("周三苏州天气 要带队去比赛", wx("Suzhou", wd(3)), cat=c)
with use(now=NB, pref="future", **Z):
    KM("这周末北京下雪吗 要出车", [wx("Beijing", wd(6)), wx("Beijing", wd(7))], cat=c)
    K("明天郑州冷不冷", wx("Zhengzhou", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦哈尔滨天气咋样", wx("Harbin", ymd(2041, 1, 1)), cat=c)
    K("明天济南下雪吗 路好不好走", wx("Jinan", rel(1)), cat=c)
    KM("接下来三天沈阳天气", [wx("Shenyang", today()), wx("Shenyang", rel(1)), wx("Shenyang", rel(2))], cat=c,
       conv="n-days-counting-today")
c = "running"
with use(now=NA, pref="future", **Z):
    K("今天早上广州适合跑步吗", ra("Guangzhou"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早青岛能跑步吗", ra("Qingdao", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六厦门适合晨跑吗", ra("Xiamen", wd(6)), cat=c)
    K("明天上海能不能跑步 老伴想去", ra("Shanghai", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("辩论队训练", dt(rel(1), 15), dt(rel(1), 17)), ev("辩论队训练", dt(wd(4), 15), dt(wd(4), 17)),
         ev("陪老伴看膝盖", dt(wd(3), 10), dt(wd(3), 11))]
    K("周四的训练改到周五 时间不变", cu(1, title="训练", date=wd(4), start=dt(wd(5), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("明天训练推迟半小时", cu(0, title="训练", date=rel(1), start=dt(rel(1), 15, 30)), cat=c, given=g)
    K("看膝盖改到下午两点", cu(2, title="看膝盖", start=dt(wd(3), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("周四训练改成在图书馆", cu(1, title="训练", date=wd(4), location="图书馆"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("修车", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), ev("保养车", dt(wk(2, 3), 14), dt(wk(2, 3), 15)),
         ev("门球队开会", dt(today(), 20), dt(today(), 21))]
    K("修车提前到下周二 同一时间", cu(0, title="修车", start=dt(wk(1, 2), 14)), cat=c, given=g, conv="move-keeps-clock")
    K("今晚门球队开会改到明晚", cu(2, title="门球队开会", date=today(), start=dt(rel(1), 20)), cat=c, given=g,
      conv="move-keeps-clock")
    K("保养那个往后推一周", cu(1, title="保养", start=dt(wk(3, 3), 14)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("外孙来家吃饭", dt(wd(6), 19), dt(wd(6), 21)), ev("跨年聚餐", dt(ymd(2040, 12, 31), 18, 30),
         dt(ymd(2040, 12, 31), 21)), ev("带爷爷去体检", dt(wk(1, 4), 8, 30), dt(wk(1, 4), 10))]
    K("跨年聚餐改到七点", cu(1, title="跨年聚餐", start=dt(ymd(2040, 12, 31), 19)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="七点 at an evening event read as 19:00 (bare-hour gives 19:00 as well)")
    K("体检提前一天", cu(2, title="体检", start=dt(wk(1, 3), 8, 30)), cat=c, given=g)
    K("外孙吃饭那个改成周日中午", cu(0, title="外孙", start=dt(wd(7), 12)), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("辩论队训练", dt(rel(1), 15), dt(rel(1), 17)), ev("辩论队训练", dt(wd(4), 15), dt(wd(4), 17))]
    K("周四的训练取消", cdel(1, title="训练", date=wd(4)), cat=c, given=g)
    g = [ev("孙子钢琴课", dt(today(), 19, 30), dt(today(), 20, 30)), ev("孙子钢琴课", dt(wk(1, 1), 19, 30), dt(wk(1, 1), 20, 30))]
    K("今晚钢琴课请假了 删掉", cdel(0, title="钢琴课", date=today()), cat=c, given=g)
    K("下周一的钢琴课也不上了", cdel(1, title="钢琴课", date=wk(1, 1)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("修车", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), ev("保养车", dt(wk(2, 3), 14), dt(wk(2, 3), 15))]
    K("下周三修车不去了 删掉", cdel(0, title="修车", date=wk(1, 3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("外孙来家吃饭", dt(wd(6), 19), dt(wd(6), 21)), ev("外孙女来家吃饭", dt(wk(1, 6), 19), dt(wk(1, 6), 21))]
    K("周六外孙不来了 把吃饭那个删了", cdel(0, title="吃饭", date=wd(6)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **Z):
    KM("明天杭州下雨吗 顺便看下明天有啥事", [wx("Hangzhou", rel(1)), cl(rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("加油320 过路费45 午饭22", [la("320", "transport", "加油"), la("45", "transport", "过路费"),
       la("22", "food", "午饭")], cat=c)
    KM("记一下 资料费80 再看看这个月教育花了多少", [la("80", "education", "资料费"),
       ls(ymd(2040, 11, 1), ymd(2040, 11, 30), "education")], cat=c)
    KM("电费186 水费52", [la("186", "housing", "电费"), la("52", "housing", "水费")], cat=c)
    KM("这周美团跑了2180 饿了么1460", [la("2180", "salary", "美团", kind="income"),
       la("1460", "salary", "饿了么", kind="income")], cat=c, unsure="two apps' weekly earnings as salary income, dated today")
with use(now=NC, pref="future", **Z):
    KM("周六晚上七点外孙来吃饭 再看看那天北京冷不冷", [cc("外孙来吃饭", dt(wd(6), 19)), wx("Beijing", wd(6))], cat=c)

# =============================================================================== second block: more of the same month
c = "money"
with use(now=NA, pref="past", **Z):
    K("上周五换了个雨刮器 75", la("75", "transport", "雨刮器", d=wk(-1, 5)), cat=c)
    K("给老伴买钙片 128", la("128", "health", "钙片"), cat=c)
    K("学校把去杭州的车费报了 420", la("420", "transport", "车费报销", kind="income"), cat=c,
      unsure="a reimbursement: income, category left as transport")
with use(now=NB, pref="past", **Z):
    K("门球队会费 一年200", la("200", "entertainment", "门球队会费"), cat=c, unsure="a club's dues as entertainment")
    K("给孙女交舞蹈课 1800", la("1800", "education", "舞蹈课"), cat=c)
    K("违停罚单 150", la("150", "transport", "违停罚单"), cat=c)
with use(now=NC, pref="past", **Z):
    K("辩论赛奖品 210", la("210", "education", "辩论赛奖品"), cat=c, unsure="prizes for a school debate as education")
    K("上周四的跑单奖励到账 300", la("300", "salary", "跑单奖励", d=wk(-1, 4), kind="income"), cat=c)

c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("跑早单", dt(wd(4), 6), dt(wd(4), 10)), ev("跑晚高峰", dt(wd(4), 17), dt(wd(4), 20))]
    K("周四早单改成七点到十一点", cu(0, title="早单", date=wd(4), start=dt(wd(4), 7), end=dt(wd(4), 11)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="七点到十一点 at a morning shift: 07:00–11:00 (bare 7 would read 19:00; 早单 pins the morning)")
with use(now=NB, pref="future", **Z):
    g = [ev("辩论队去苏州参赛", ymd(2040, 11, 24), ymd(2040, 11, 25)), ev("辩论队训练", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("去苏州参赛那个改成26号到27号", cu(0, title="去苏州参赛", start=ymd(2040, 11, 26), end=ymd(2040, 11, 27)), cat=c,
      given=g, unsure="an all-day event moved to new dates: start and end written as dates")
with use(now=NC, pref="future", **Z):
    g = [ev("老年合唱团排练", dt(today(), 14), dt(today(), 16)), ev("老年合唱团排练", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("今天合唱团排练推迟一小时", cu(0, title="合唱团排练", date=today(), start=dt(today(), 15)), cat=c, given=g)

c = "delete"
with use(now=NB, pref="future", **Z):
    g = [ev("门球队开会", dt(today(), 20), dt(today(), 21)), ev("门球队比赛", dt(wd(6), 9), dt(wd(6), 11))]
    K("今晚门球队的会取消了", cdel(0, title="门球队", date=today()), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("去北京辩论邀请赛", ymd(2041, 1, 3), ymd(2041, 1, 5)), ev("辩论队集训", dt(rel(1), 9), dt(rel(1), 12))]
    K("北京邀请赛不去了 删掉", cdel(0, title="邀请赛"), cat=c, given=g)

c = "multi"
with use(now=NA, pref="future", **Z):
    KM("周三上午十点陪老伴看膝盖 挂号费50先记上", [cc("陪老伴看膝盖", dt(wd(3), 10)), la("50", "health", "挂号费")], cat=c,
       unsure="the ledger entry dated today (no day said for the payment)")
with use(now=NC, pref="future", **Z):
    KM("元旦北京天气怎么样 适合跑步吗", [wx("Beijing", ymd(2041, 1, 1)), ra("Beijing", ymd(2041, 1, 1))], cat=c)
