"""Round 14 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a secondary-school teacher (家长会, 公开课, 监考, 改卷子, 秋游, 班里买奖品), a freelance photographer
(客户拍摄, 尾款, 租镜头, 日落, 下雨, 开车去外地) and a parent of three (足球训练, 钢琴课, 看牙, 生日派对, 拼车, 买菜, 学费).
In everyday proportion: about a third new events, a fifth ledger entries, a fifth look-ups, a tenth weather and
running, the rest changes, cancellations and several requests at once."""
from lib import *

NA = "2037-04-30T17:20:00"  # Thursday late afternoon, the last day of April, 五一 tomorrow (a bare 5 is past, a bare 6 ahead)
NB = "2037-09-13T19:45:00"  # Sunday evening: this week ends tonight, 明天 = next week's Monday; a bare 7 is past, a bare 8 reads 20:00
NC = "2037-06-01T08:40:00"  # Monday morning, the first of June (儿童节): 上个月 = May; a bare 8 is past (tomorrow), a bare 9 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午十点 给王女士拍全家福", cc("给王女士拍全家福", dt(rel(1), 10)), cat=c)
    K("周六下午两点到四点 老大足球训练", cc("老大足球训练", dt(wk(0, 6), 14), dt(wk(0, 6), 16)), cat=c)
    K("六点接老二下钢琴课", cc("接老二下钢琴课", dt(today(), 18)), cat=c, conv="bare-hour")
    K("五点半 家长群开视频会", cc("家长群开视频会", dt(today(), 17, 30)), cat=c, conv="bare-hour")
    K("五点去取租的镜头", cc("去取租的镜头", dt(rel(1), 17)), cat=c, conv="bare-hour",
      unsure="a bare 5 at 17:20 has just passed: tomorrow 17:00 by the rule")
    K("下周一早上7点50监考", cc("监考", dt(wk(1, 1), 7, 50)), cat=c)
    K("提醒我明早7点给小宝带水彩笔", cc("给小宝带水彩笔", dt(rel(1), 7)), cat=c)
    K("周日傍晚六点半 拍日落人像", cc("拍日落人像", dt(wk(0, 7), 18, 30)), cat=c)
    K("下周二晚上七点半到九点开家长会", cc("开家长会", dt(wk(1, 2), 19, 30), dt(wk(1, 2), 21)), cat=c)
    K("5月3号带三个娃去外婆家", cc("带三个娃去外婆家", ymd(2037, 5, 3)), cat=c)
    K("下周三到周五 去千岛湖拍婚礼", cc("去千岛湖拍婚礼", wk(1, 3), wk(1, 5)), cat=c)
    K("记一下 下周四 第三节课后 10点20 改月考卷子", cc("改月考卷子", dt(wk(1, 4), 10, 20)), cat=c,
      unsure="第三节课后 is context, not a time; the clock 10:20 is said")
with use(now=NB, pref="future", **Z):
    K("明天早上七点半拼车送娃", cc("拼车送娃", dt(rel(1), 7, 30)), cat=c)
    K("八点 再过一遍课件", cc("再过一遍课件", dt(today(), 20)), cat=c, conv="bare-hour")
    K("七点给二宝检查作业", cc("给二宝检查作业", dt(rel(1), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 19:45 has passed: tomorrow 19:00")
    K("周三下午3:30-5:00 教研活动", cc("教研活动", dt(wd(3), 15, 30), dt(wd(3), 17)), cat=c)
    K("周五下午一点到四点半 带初二三班秋游", cc("带初二三班秋游", dt(wd(5), 13), dt(wd(5), 16, 30)), cat=c)
    K("9月20号 大宝生日", cc("大宝生日", ymd(2037, 9, 20)), cat=c)
    K("下周六婚礼跟拍 一整天", cc("婚礼跟拍", wk(1, 6)), cat=c)
    K("周二晚上八点 给家长回消息", cc("给家长回消息", dt(wd(2), 20)), cat=c)
    K("明天中午十二点半跟客户对样片", cc("跟客户对样片", dt(rel(1), 12, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("九点班会", cc("班会", dt(today(), 9)), cat=c, conv="bare-hour")
    K("八点开车去苏州拍摄", cc("开车去苏州拍摄", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:40 has passed: tomorrow 08:00")
    K("周三上午十点 期末考试命题会", cc("期末考试命题会", dt(wd(3), 10)), cat=c)
    K("周五晚上 老大同学的生日派对", cc("老大同学的生日派对", dt(wd(5), 18), dt(wd(5) + td(days=1), 0)), cat=c,
      unsure="晚上 with no clock gives the evening's real bounds 18:00-00:00 (§1)")
    K("下周六早上六点出发去黄山拍日出", cc("出发去黄山拍日出", dt(wk(1, 6), 6)), cat=c)
    K("这周四下午四点到五点半 老三游泳课", cc("老三游泳课", dt(wk(0, 4), 16), dt(wk(0, 4), 17, 30)), cat=c)
    K("后天晚上7点 批改作文 别忘了", cc("批改作文", dt(rel(2), 19)), cat=c)
    K("6月10号全天 拍毕业照", cc("拍毕业照", ymd(2037, 6, 10)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("周六上午九点 老三生日派对 在淘气堡乐园", cc("老三生日派对", dt(wk(0, 6), 9), location="淘气堡乐园"), cat=c)
    K("下周四下午三点 公开课 地点：三楼多媒体教室", cc("公开课", dt(wk(1, 4), 15), location="三楼多媒体教室"), cat=c)
    K("明天下午四点半在西湖断桥拍情侣写真", cc("拍情侣写真", dt(rel(1), 16, 30), location="西湖断桥"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周二晚上七点 钢琴课 在少年宫二楼", cc("钢琴课", dt(wd(2), 19), location="少年宫二楼"), cat=c)
    K("明天下午四点一刻看牙 地点是仁爱口腔", cc("看牙", dt(rel(1), 16, 15), location="仁爱口腔"), cat=c)
    K("周四上午十点 在客户公司拍产品图", cc("拍产品图", dt(wd(4), 10), location="客户公司"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天下午两点半到五点 在工作室拍证件照", cc("拍证件照", dt(rel(1), 14, 30), dt(rel(1), 17), location="工作室"), cat=c)
    K("下周一早上7:40 三个娃体检 在社区医院", cc("三个娃体检", dt(wk(1, 1), 7, 40), location="社区医院"), cat=c)
    K("周六上午十点足球赛 地点 体育中心3号场", cc("足球赛", dt(wd(6), 10), location="体育中心3号场"), cat=c,
      unsure="地点 followed by a space, no colon, read as introducing the place")

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("五一那天带孩子去动物园", cc("带孩子去动物园", ymd(2037, 5, 1)), cat=c)
    K("母亲节中午十二点 全家吃饭", cc("全家吃饭", dt(holiday_in("mothers", 2037), 12)), cat=c)
    K("五一有啥安排", cl(ymd(2037, 5, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("今天儿童节 下午三点带娃去游乐场", cc("带娃去游乐场", dt(today(), 15)), cat=c)
    K("父亲节带孩子们去看爷爷", cc("带孩子们去看爷爷", holiday_in("fathers", 2037)), cat=c)
    K("618那天有什么安排", cl(ymd(2037, 6, 18)), cat=c)
with use(now=NB, pref="future", **Z):
    K("国庆前一天 下午两点 开班主任会", cc("开班主任会", dt(ymd(2037, 9, 30), 14)), cat=c)

c = "duration"
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我收衣服", cc("收衣服", dt(today(), 21, 15)), cat=c)
    K("两周后还租的镜头", cc("还租的镜头", rel(14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("二十分钟后提醒我给班长打电话", cc("给班长打电话", dt(today(), 9, 0)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週五下午四點 家長會", cc("家長會", dt(wd(5), 16)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下禮拜二晚上七點 鋼琴課", cc("鋼琴課", dt(wk(1, 2), 19)), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **Z):
    K("9.25-9.27 去莫干山拍民宿", cc("去莫干山拍民宿", ymd(2037, 9, 25), ymd(2037, 9, 27)), cat=c,
      unsure="9.25-9.27 as a multi-day range, month.day both ends")
with use(now=NC, pref="future", **Z):
    K("6.12 下午三点 家访", cc("家访", dt(ymd(2037, 6, 12), 15)), cat=c)

c = "coordination"
with use(now=NB, pref="future", **Z):
    KM("周二周四下午五点 足球训练", [cc("足球训练", dt(wd(2), 17)), cc("足球训练", dt(wd(4), 17))], cat=c,
       conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("这周三和下周三晚上 都有钢琴课 七点", [cc("钢琴课", dt(wd(3), 19)), cc("钢琴课", dt(wk(1, 3), 19))], cat=c,
       conv="distribute", unsure="晚上 and 七点 said once for both Wednesdays")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("给班里买奖品 86", la("86", "shopping", "奖品"), cat=c)
    K("买菜 213.5", la("213.5", "food", "买菜"), cat=c)
    K("老二钢琴课学费 1800", la("1800", "education", "钢琴课学费"), cat=c)
    K("客户尾款到账 6500", la("6500", "salary", "客户尾款", kind="income"), cat=c,
      unsure="a freelancer's client payment filed as salary")
    K("昨天加油 320", la("320", "transport", "加油", d=rel(-1)), cat=c)
    K("周二看牙 450", la("450", "health", "看牙", d=wd(2)), cat=c)
    K("文具店买红笔和作业本 58", la("58", "shopping", "红笔和作业本"), cat=c)
    K("高速费 65", la("65", "transport", "高速费"), cat=c)
with use(now=NB, pref="past", **Z):
    K("今天超市买菜 346", la("346", "food", "买菜"), cat=c)
    K("三个孩子秋季学费 一共两万四", la("24000", "education", "秋季学费"), cat=c)
    K("足球队服 三套 600", la("600", "shopping", "足球队服"), cat=c)
    K("退了一个镜头 退款1200到账了", la("1200", "other", "镜头退款", kind="income"), cat=c,
      unsure="a refund: income, category other")
    K("上周六停车 25", la("25", "transport", "停车", d=wk(-1, 6)), cat=c)
    K("周五租镜头 280", la("280", "other", "租镜头", d=wd(5)), cat=c, unsure="a gear rental filed as other")
with use(now=NC, pref="past", **Z):
    K("上个月的拍摄费到账了 9800", la("9800", "salary", "拍摄费", kind="income"), cat=c,
      unsure="上个月的 modifies the fee; the money arrived today, so the date is today; freelance pay as salary")
    K("昨天生日派对的蛋糕 268", la("268", "food", "生日派对的蛋糕", d=rel(-1)), cat=c)
    K("周六带娃看电影 三张票150", la("150", "entertainment", "看电影", d=wd(6)), cat=c)
    K("早饭 12", la("12", "food", "早饭"), cat=c)
    K("儿童节礼物 乐高 399", la("399", "shopping", "乐高"), cat=c)

c = "rollover"
with use(now=NC, pref="past", **Z):
    K("周一早上加油 300", la("300", "transport", "加油"), cat=c, unsure="周一早上 said on Monday morning: today")
with use(now=NB, pref="past", **Z):
    K("周日上午买菜 156", la("156", "food", "买菜"), cat=c)
    K("周一打印试卷 42", la("42", "shopping", "打印试卷", d=wk(0, 1)), cat=c,
      unsure="printing exam papers filed as shopping")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周日程发我看看", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("这个周末有什么安排", cl(wk(0, 6), wk(0, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天啥安排 早上要送娃不", cl(rel(1)), cat=c)
    K("下下周的安排", cl(wk(2, 1), wk(2, 7)), cat=c)
    K("下周一到周三 排了几个拍摄", cl(wk(1, 1), wk(1, 3)), cat=c, unsure="a count of shoots answered by the list")
with use(now=NC, pref="future", **Z):
    K("这个月的安排", cl(month_start(), month_end()), cat=c)
    K("这周有啥", cl(wk(0, 1), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("周末有没有空", cl(wk(0, 6), wk(0, 7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月买菜一共花了多少", ls(month_start(), month_end(), "food"), cat=c)
    K("4月份孩子们的教育支出", ls(ymd(2037, 4, 1), ymd(2037, 4, 30), "education"), cat=c)
    K("这周花了多少", ls(wk(0, 1), wk(0, 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上周总共花了多少钱啊", ls(wk(-1, 1), wk(-1, 7)), cat=c)
    K("把最近10笔账列出来", ll(limit=10), cat=c)
    K("8月份交通花了多少 跑外景的油费", ls(ymd(2037, 8, 1), ymd(2037, 8, 31), "transport"), cat=c)
with use(now=NC, pref="past", **Z):
    K("5月份一共花了多少", ls(month_start(-1), month_end(-1)), cat=c)
    K("上个月的学费那些 教育支出多少", ls(month_start(-1), month_end(-1), "education"), cat=c)
    K("上个月看病花了多少钱", ls(month_start(-1), month_end(-1), "health"), cat=c)
    K("列一下上周的账", ll(wk(-1, 1), wk(-1, 7)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("5月上旬有哪些拍摄", cl(ymd(2037, 5, 1), ymd(2037, 5, 10)), cat=c, conv="month-parts")
    K("5月中旬拍摄排得满不满", cl(ymd(2037, 5, 11), ymd(2037, 5, 20)), cat=c, conv="month-parts")
    K("下周三前有什么事", cl(today(), wk(1, 3)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="future", **Z):
    K("这周还剩啥", cl(today(), today()), cat=c, conv="week-monday-sunday",
      unsure="said on Sunday evening: what is left of this week is today alone")
    K("月底前的拍摄安排", cl(today(), ymd(2037, 9, 30)), cat=c)
    K("未来一周有啥要忙的", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="future", **Z):
    K("未来三天日程", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("期末考试前 也就是20号之前 我都有啥安排", cl(today(), ymd(2037, 6, 20)), cat=c, conv="zh-qian-inclusive")
    K("这个月下半个月的日程", cl(ymd(2037, 6, 16), ymd(2037, 6, 30)), cat=c, conv="half-month")
with use(now=NB, pref="past", **Z):
    K("这个月到现在 交通花了多少", ls(month_start(), today(), "transport"), cat=c, conv="since")
    K("最近7天在外面吃饭花了多少", ls(rel(-6), today(), "food"), cat=c)
with use(now=NC, pref="past", **Z):
    K("上个月下半个月吃饭花了多少", ls(ymd(2037, 5, 16), ymd(2037, 5, 31), "food"), cat=c, conv="half-month")
    K("今年以来学费一共交了多少", ls(ymd(2037, 1, 1), today(), "education"), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天杭州下雨吗 要去拍外景", wx("Hangzhou", rel(1)), cat=c)
    K("五一苏州天气怎么样", wx("Suzhou", ymd(2037, 5, 1)), cat=c)
    KM("这周末上海天气", [wx("Shanghai", wk(0, 6)), wx("Shanghai", wk(0, 7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天北京会下雨吗", wx("Beijing", rel(1)), cat=c)
    K("下周六杭州天气 要拍婚礼", wx("Hangzhou", wk(1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("今天南京天气", wx("Nanjing"), cat=c)
    K("下周六黄山天气 去拍日出", wx("Huangshan", wk(1, 6)), cat=c, unsure="Huangshan as the city for 黄山")
    K("周五秋游 不对 是研学 那天武汉下不下雨", wx("Wuhan", wd(5)), cat=c)

c = "running"
with use(now=NA, pref="future", **Z):
    K("周六早上 上海 适合跑步吗", ra("Shanghai", wk(0, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早适合跑步吗 成都", ra("Chengdu", rel(1)), cat=c)
    K("今晚还能出去跑一圈吗 北京", ra("Beijing"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日跑步怎么样 广州", ra("Guangzhou", wd(7)), cat=c)
    K("明天早上深圳能跑步不", ra("Shenzhen", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("初二三班家长会", dt(wk(1, 2), 19), dt(wk(1, 2), 20, 30)), ev("初二四班家长会", dt(wk(1, 3), 19), dt(wk(1, 3), 20, 30)),
         ev("公开课", dt(wk(1, 4), 15), dt(wk(1, 4), 16))]
    K("三班家长会改到下周四晚上七点", cu(0, title="三班家长会", start=dt(wk(1, 4), 19)), cat=c, given=g)
    K("四班的家长会推迟半小时", cu(1, title="四班", start=dt(wk(1, 3), 19, 30)), cat=c, given=g)
    K("公开课改到下午两点", cu(2, title="公开课", start=dt(wk(1, 4), 14)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("公开课 地点改成学校报告厅", cu(2, title="公开课", location="学校报告厅"), cat=c, given=g)
    K("周二那个家长会 提前到六点半", cu(0, title="家长会", date=wk(1, 2), start=dt(wk(1, 2), 18, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("老大足球训练", dt(wk(0, 6), 14), dt(wk(0, 6), 16)), ev("老二足球训练", dt(wk(0, 6), 16), dt(wk(0, 6), 17, 30)),
         ev("看牙 老三", dt(wk(1, 1), 16), dt(wk(1, 1), 16, 30))]
    K("老二的足球训练改到周日 同一时间", cu(1, title="老二", start=dt(wk(0, 7), 16)), cat=c, given=g,
      conv="move-keeps-clock")
    K("老三看牙改成下周一下午四点半", cu(2, title="看牙", start=dt(wk(1, 1), 16, 30)), cat=c, given=g)
    K("周六两点那个训练 延长到四点半", cu(0, title="训练", date=wk(0, 6), end=dt(wk(0, 6), 16, 30)), cat=c, given=g,
      unsure="延长到 gives a new end; the event found by its day and clock")
with use(now=NB, pref="future", **Z):
    g = [ev("拍摄 张先生全家福", dt(wd(3), 10), dt(wd(3), 12)), ev("拍摄 李小姐写真", dt(wd(3), 15), dt(wd(3), 17)),
         ev("还镜头 租赁店", wd(5), wd(5))]
    K("张先生那个提前到九点", cu(0, title="张先生", start=dt(wd(3), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("李小姐写真改到周四 时间不变", cu(1, title="李小姐写真", start=dt(wd(4), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("还镜头往后推两天", cu(2, title="还镜头", start=wd(5) + td(days=2)), cat=c, given=g,
      unsure="an all-day event moved: the new start is a date")
    K("周三下午三点那个拍摄 地点改在滨江公园", cu(1, date=wd(3), location="滨江公园"), cat=c, given=g)
    K("全家福改名 张先生一家五口全家福", cu(0, title="全家福", new_title="张先生一家五口全家福"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("钢琴课 老二", dt(wd(3), 17), dt(wd(3), 18)), ev("钢琴课 老二", dt(wk(1, 3), 17), dt(wk(1, 3), 18)),
         ev("期末命题会", dt(wd(4), 10), dt(wd(4), 11, 30))]
    K("这周三的钢琴课改到周五五点", cu(0, title="钢琴课", date=wd(3), start=dt(wd(5), 17)), cat=c, given=g,
      conv="bare-hour")
    K("命题会提前到九点半", cu(2, title="命题会", start=dt(wd(4), 9, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("命题会延长到中午十二点", cu(2, title="命题会", end=dt(wd(4), 12)), cat=c, given=g)
    K("钢琴课往后推半小时", cu(0, title="钢琴课", start=dt(wd(3), 17, 30)), cat=c, given=g, conv="next-upcoming")
    K("下周三钢琴课改成六点到七点", cu(1, title="钢琴课", date=wk(1, 3), start=dt(wk(1, 3), 18), end=dt(wk(1, 3), 19)),
      cat=c, given=g, conv="bare-hour")

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("初二三班家长会", dt(wk(1, 2), 19), dt(wk(1, 2), 20, 30)), ev("初二四班家长会", dt(wk(1, 3), 19), dt(wk(1, 3), 20, 30))]
    K("四班家长会取消", cdel(1, title="四班家长会"), cat=c, given=g)
    g = [ev("老大足球训练", dt(wk(0, 6), 14), dt(wk(0, 6), 16)), ev("老二足球训练", dt(wk(0, 6), 16), dt(wk(0, 6), 17, 30))]
    K("周六老大训练取消 教练生病了", cdel(0, title="老大", date=wk(0, 6)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("拍摄 张先生全家福", dt(wd(3), 10), dt(wd(3), 12)), ev("拍摄 李小姐写真", dt(wd(3), 15), dt(wd(3), 17))]
    K("李小姐改期了 先把写真删掉", cdel(1, title="写真"), cat=c, given=g)
    K("周三上午的拍摄取消", cdel(0, title="拍摄", date=wd(3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("钢琴课 老二", dt(wd(3), 17), dt(wd(3), 18)), ev("钢琴课 老二", dt(wk(1, 3), 17), dt(wk(1, 3), 18))]
    K("下周三钢琴课取消 老师请假", cdel(1, title="钢琴课", date=wk(1, 3)), cat=c, given=g)
    K("周三五点那个删了", cdel(0, date=wd(3)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **Z):
    KM("明天上午十点拍全家福 顺便看看杭州明天天气", [cc("拍全家福", dt(rel(1), 10)), wx("Hangzhou", rel(1))], cat=c)
    KM("周六苏州下雨吗 早上能跑步吗", [wx("Suzhou", wk(0, 6)), ra("Suzhou", wk(0, 6))], cat=c)
with use(now=NA, pref="past", **Z):
    KM("买菜186 加油300 停车10", [la("186", "food", "买菜"), la("300", "transport", "加油"), la("10", "transport", "停车")],
       cat=c)
    KM("记一下 奖品86 再看看这个月给班里买东西花了多少", [la("86", "shopping", "奖品"), ls(month_start(), month_end(), "shopping")],
       cat=c, unsure="买东西 read as the shopping category")
with use(now=NB, pref="future", **Z):
    g = [ev("拍摄 张先生全家福", dt(wd(3), 10), dt(wd(3), 12)), ev("拍摄 李小姐写真", dt(wd(3), 15), dt(wd(3), 17))]
    KM("取消李小姐写真 周三下午三点改成去取冲印的照片", [cdel(1, title="李小姐写真"), cc("去取冲印的照片", dt(wd(3), 15))],
       cat=c, given=g)
    KM("看看明天的安排 再看下明天杭州天气", [cl(rel(1)), wx("Hangzhou", rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("张先生定金到账2000 租灯150", [la("2000", "salary", "张先生定金", kind="income"), la("150", "other", "租灯")], cat=c,
       unsure="a client's deposit as salary income; a light rental as other")
with use(now=NC, pref="future", **Z):
    KM("看看这周安排 再查下上个月学费花了多少", [cl(wk(0, 1), wk(0, 7)), ls(month_start(-1), month_end(-1), "education")],
       cat=c)
    KM("明天苏州天气 八点开车去拍摄 帮我记上", [wx("Suzhou", rel(1)), cc("开车去拍摄", dt(rel(1), 8))], cat=c,
       conv="bare-hour", unsure="八点 with 明天 said before it: tomorrow 08:00")
with use(now=NC, pref="past", **Z):
    KM("超市248 水果65", [la("248", "food", "超市"), la("65", "food", "水果")], cat=c)
    KM("昨天带娃去游乐场 门票360 午饭210", [la("360", "entertainment", "门票", d=rel(-1)), la("210", "food", "午饭", d=rel(-1))],
       cat=c, conv="distribute", unsure="昨天 said once applies to both entries")

# =============================================================================== second block: more of the same month
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午三点到五点 运动会彩排", cc("运动会彩排", dt(rel(1), 15), dt(rel(1), 17)), cat=c)
    K("周日上午带老三去打疫苗 九点半", cc("带老三去打疫苗", dt(wk(0, 7), 9, 30)), cat=c)
    K("5月12号到14号 开车去黄山拍民宿", cc("开车去黄山拍民宿", ymd(2037, 5, 12), ymd(2037, 5, 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天放学后四点半 带老大去理发", cc("带老大去理发", dt(rel(1), 16, 30)), cat=c, conv="bare-hour",
      unsure="放学后 is context; the clock 4:30 reads 16:30")
    K("周四晚上八点到九点半 线上家长会", cc("线上家长会", dt(wd(4), 20), dt(wd(4), 21, 30)), cat=c)
    K("下周一早上七点 把月考卷子交到教务处", cc("把月考卷子交到教务处", dt(wk(1, 1), 7)), cat=c,
      unsure="the destination inside the activity stays in the title")
with use(now=NC, pref="future", **Z):
    K("今晚七点半 老大同学的家长来家里吃饭", cc("老大同学的家长来家里吃饭", dt(today(), 19, 30)), cat=c)
    K("十点给房东转房租", cc("给房东转房租", dt(today(), 10)), cat=c, conv="bare-hour")
c = "location"
with use(now=NC, pref="future", **Z):
    K("下周三下午四点 老二钢琴汇报演出 在市音乐厅", cc("老二钢琴汇报演出", dt(wk(1, 3), 16), location="市音乐厅"), cat=c)
    K("周五上午九点到十一点 拍幼儿园毕业照 在阳光幼儿园", cc("拍幼儿园毕业照", dt(wd(5), 9), dt(wd(5), 11),
      location="阳光幼儿园"), cat=c)

c = "money"
with use(now=NA, pref="past", **Z):
    K("今天给三个娃买运动鞋 一共897", la("897", "shopping", "运动鞋"), cat=c)
    K("老大足球课 一学期2400", la("2400", "education", "足球课"), cat=c, unsure="a sports class filed as education")
with use(now=NB, pref="past", **Z):
    K("昨天收到拍摄尾款 3500", la("3500", "salary", "拍摄尾款", d=rel(-1), kind="income"), cat=c,
      unsure="a client's balance as salary income")
    K("加油 二百八", la("280", "transport", "加油"), cat=c)
with use(now=NC, pref="past", **Z):
    K("上周五请同事喝奶茶 75", la("75", "food", "奶茶", d=wk(-1, 5)), cat=c)
    K("牙医复诊 300", la("300", "health", "牙医复诊"), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    K("下周二有什么安排", cl(wk(1, 2)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月油费花了多少", ls(month_start(), month_end(), "transport"), cat=c)
with use(now=NC, pref="past", **Z):
    K("上周在外面吃饭花了多少", ls(wk(-1, 1), wk(-1, 7), "food"), cat=c)
c = "deadline"
with use(now=NB, pref="future", **Z):
    K("下个月上旬有没有拍摄", cl(ymd(2037, 10, 1), ymd(2037, 10, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="future", **Z):
    K("这周五之前还有啥要做", cl(today(), wd(5)), cat=c, conv="zh-qian-inclusive")

c = "weather"
with use(now=NB, pref="future", **Z):
    K("周五秋游 杭州会不会下雨", wx("Hangzhou", wd(5)), cat=c)
c = "running"
with use(now=NC, pref="future", **Z):
    K("今晚能跑步吗 苏州", ra("Suzhou"), cat=c)

c = "update"
with use(now=NB, pref="future", **Z):
    g = [ev("拼车 我开", dt(rel(1), 7, 30), dt(rel(1), 8, 15)), ev("拼车 我开", dt(wd(3), 7, 30), dt(wd(3), 8, 15)),
         ev("线上家长会", dt(wd(4), 20), dt(wd(4), 21, 30))]
    K("明天拼车提前十分钟", cu(0, title="拼车", date=rel(1), start=dt(rel(1), 7, 20)), cat=c, given=g)
    K("线上家长会改到八点半开始", cu(2, title="线上家长会", start=dt(wd(4), 20, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NC, pref="future", **Z):
    g = [ev("拍幼儿园毕业照", dt(wd(5), 9), dt(wd(5), 11)), ev("拍小学毕业照", dt(wk(1, 5), 9), dt(wk(1, 5), 11))]
    K("小学毕业照改到下周四 时间不变", cu(1, title="小学毕业照", start=dt(wk(1, 4), 9)), cat=c, given=g,
      conv="move-keeps-clock")
    K("幼儿园那个毕业照 地点写阳光幼儿园操场", cu(0, title="幼儿园", location="阳光幼儿园操场"), cat=c, given=g)
c = "delete"
with use(now=NB, pref="future", **Z):
    g = [ev("拼车 我开", dt(rel(1), 7, 30), dt(rel(1), 8, 15)), ev("拼车 我开", dt(wd(3), 7, 30), dt(wd(3), 8, 15))]
    K("周三换王妈妈开车 我那天的拼车删掉", cdel(1, title="拼车", date=wd(3)), cat=c, given=g)

c = "multi"
with use(now=NA, pref="future", **Z):
    KM("周六两点老大踢球 周日三点老二钢琴 都帮我记上", [cc("老大踢球", dt(wk(0, 6), 14)), cc("老二钢琴", dt(wk(0, 7), 15))],
       cat=c, conv="bare-hour")
with use(now=NB, pref="past", **Z):
    KM("周六婚礼跟拍收入8000 来回高速加油420", [la("8000", "salary", "婚礼跟拍", d=wd(6), kind="income"),
       la("420", "transport", "高速加油", d=wd(6))], cat=c, conv="distribute",
       unsure="周六 said once applies to both; freelance pay as salary")
with use(now=NC, pref="future", **Z):
    KM("下周一上海天气 适不适合跑步", [wx("Shanghai", wk(1, 1)), ra("Shanghai", wk(1, 1))], cat=c)
