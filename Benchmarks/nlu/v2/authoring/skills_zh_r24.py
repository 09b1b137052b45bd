"""Round 24 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a florist with a small shop (花市进货 before dawn, 婚礼布置 at weekends, deliveries to 王太太 / 汪太太 /
李小姐 / 李先生 / 刘太太 in time windows, 情人节 / 妇女节 / 母亲节 / 七夕 rushes, 婚礼定金 and 尾款 as income, 店租,
冷柜 repairs, what the flower market cost this month, a live stream and a delivery run the same day), a startup founder
raising money (investor calls in Silicon Valley and New York time, 路演 over several days in 深圳 / 上海 / 北京, 董事会,
发工资 paid out, 融资 received in 万 and 百万, 阿里云 / 飞书 bills, 团队聚餐, quarter look-ups, the weather on a flight
day) and a hospital pharmacist on rotating shifts who tutors chemistry at weekends (早班 / 晚班 / 夜班 with ranges
crossing midnight, 药师考试 and 执照续期 deadlines, 小陈 and 小刘's lessons paid as income, 教材 and 白大褂, shift swaps
as changes of stored events, a morning run when the weather allows).  In everyday proportion: about two fifths new
events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and several
requests at once.

Reference times (see time_r24.py): NA = 2044-02-13T18:30 Saturday, 元宵 and the eve of 情人节 (明天 = 情人节, a Sunday;
这周末 half over; 周六晚上 in progress, 周六下午 over; a bare 6 reads tomorrow 18:00, a bare 7/8/11 tonight; 月底 =
02-29, a leap year); NB = 2044-03-31T17:50 Thursday, the last day of a month and of Q1 (月底 today, 本季度 = Q1, 下季度
= Q2 from tomorrow; a bare 5 reads tomorrow 17:00, a bare 6 18:00 today; 清明 next Monday 04-04); NC =
2044-11-28T06:40 Monday after Thanksgiving (早上 in progress, 周一凌晨 over; a bare 7 reads 19:00, a bare 8 08:00 today;
上周 = 11-21 … 11-27; 月底 Wednesday 11-30; 双十二 Monday 12-12)."""
from lib import *

NA = "2044-02-13T18:30:00"  # Saturday 18:30, 元宵, eve of 情人节: bare 6 → tomorrow 18:00, bare 7/8/11 → tonight
NB = "2044-03-31T17:50:00"  # Thursday 17:50, month and Q1 end: bare 5 → tomorrow 17:00, bare 6 → 18:00 today
NC = "2044-11-28T06:40:00"  # Monday 06:40 after Thanksgiving: bare 7 → 19:00, bare 8 → 08:00 today
Z = dict(lang="zh", tz="Asia/Shanghai")
VDAY = ymd(2044, 2, 14)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明早四点去花市进货", cc("去花市进货", dt(rel(1), 4)), cat=c, unsure="明早 with a clock before 6: tomorrow 04:00")
    K("下周六上午十点到下午两点 布置婚礼现场", cc("布置婚礼现场", dt(wk(1, 6), 10), dt(wk(1, 6), 14)), cat=c)
    K("礼拜四给王太太送花 下午三点到五点", cc("给王太太送花", dt(wd(4), 15), dt(wd(4), 17)), cat=c,
      unsure="礼拜四 … 下午三点到五点 said apart: one entity")
    K("2月20号晚上八点跟投资人视频", cc("跟投资人视频", dt(ymd(2044, 2, 20), 20)), cat=c)
    K("八点盘点剩下的花", cc("盘点剩下的花", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 18:30 reads 20:00 tonight")
    K("周一晚上十点到早上六点 夜班", cc("夜班", dt(wd(1), 22), dt(wd(1) + td(days=1), 6)), cat=c,
      unsure="the end clock is earlier: the shift ends Tuesday 06:00")
    K("嗯 周二 给小陈补化学 晚上七点吧", cc("给小陈补化学", dt(wd(2), 19)), cat=c, unsure="周二 … 晚上七点 said apart: one entity")
    K("2月22号到24号 去深圳路演", cc("去深圳路演", ymd(2044, 2, 22), ymd(2044, 2, 24)), cat=c)
    K("下周二早班 早上七点到下午三点", cc("早班", dt(wk(1, 2), 7), dt(wk(1, 2), 15)), cat=c)
    K("后天去医院考继续教育", cc("去医院考继续教育", rel(2)), cat=c)
    K("十一点跟硅谷投资人电话", cc("跟硅谷投资人电话", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 18:30 reads 23:00 tonight")
    K("下周五下午 跟律师过一下投资协议 两点到四点", cc("跟律师过一下投资协议", dt(wk(1, 5), 14), dt(wk(1, 5), 16)), cat=c,
      unsure="下周五下午 … 两点到四点 said apart: one entity")
    K("周日下午三点 给李小姐送99朵玫瑰 哦不对 四点", cc("给李小姐送99朵玫瑰", dt(wd(7), 16)), cat=c,
      unsure="a correction inside the message: 16:00 replaces 15:00")
with use(now=NB, pref="future", **Z):
    K("明天上午十点 董事会", cc("董事会", dt(rel(1), 10)), cat=c)
    K("下周二晚上十点到早上六点 夜班", cc("夜班", dt(wk(1, 2), 22), dt(wk(1, 3), 6)), cat=c,
      unsure="the end clock is earlier: the shift ends Wednesday 06:00")
    K("周六婚礼布置 早上七点开始", cc("婚礼布置", dt(wd(6), 7)), cat=c, unsure="周六 … 早上七点 said apart; 开始 dropped from the title")
    K("4月8号下午两点到四点 给小陈补化学", cc("给小陈补化学", dt(ymd(2044, 4, 8), 14), dt(ymd(2044, 4, 8), 16)), cat=c)
    K("六点 团队聚餐", cc("团队聚餐", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 at 17:50 is ten minutes ahead: today 18:00")
    K("五点去取花", cc("去取花", dt(rel(1), 17)), cat=c, conv="bare-hour", unsure="a bare 5 at 17:50 has passed: tomorrow 17:00")
    K("4月11号到13号 去上海路演", cc("去上海路演", ymd(2044, 4, 11), ymd(2044, 4, 13)), cat=c)
    K("九点半跟纽约的投资人连线", cc("跟纽约的投资人连线", dt(today(), 21, 30)), cat=c, conv="bare-hour",
      unsure="a bare 9:30 at 17:50 reads 21:30 tonight")
    K("周四晚上对季度账 八点", cc("对季度账", dt(today(), 20)), cat=c, unsure="周四晚上 said Thursday 17:50 is ahead: today 20:00")
    K("下下周三 药师考试", cc("药师考试", wk(2, 3)), cat=c)
    K("月底 交房租", cc("交房租", today()), cat=c, conv="month-end-bare", unsure="月底 is today")
    K("呃 明天晚上七点到九点 给小陈上课", cc("给小陈上课", dt(rel(1), 19), dt(rel(1), 21)), cat=c)
with use(now=NC, pref="future", **Z):
    K("今天早上七点半到药房交班", cc("到药房交班", dt(today(), 7, 30)), cat=c)
    K("周三晚上十点到早上六点 夜班", cc("夜班", dt(wd(3), 22), dt(wd(4), 6)), cat=c,
      unsure="the end clock is earlier: the shift ends Thursday 06:00")
    K("礼拜四给小刘补化学 晚上七点到九点", cc("给小刘补化学", dt(wd(4), 19), dt(wd(4), 21)), cat=c)
    K("12月3号上午十点 布置婚礼", cc("布置婚礼", dt(ymd(2044, 12, 3), 10)), cat=c)
    K("七点给小刘上课", cc("给小刘上课", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 06:40 reads 19:00 today")
    K("八点 董事会", cc("董事会", dt(today(), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 06:40 reads 08:00 today")
    K("12月5号到7号 去北京路演", cc("去北京路演", ymd(2044, 12, 5), ymd(2044, 12, 7)), cat=c)
    K("下周一早班 早上七点到下午三点", cc("早班", dt(wk(1, 1), 7), dt(wk(1, 1), 15)), cat=c)
    K("下周三上午 投资人来公司 十点", cc("投资人来公司", dt(wk(1, 3), 10)), cat=c, unsure="下周三上午 … 十点 said apart: one entity")
    K("周五晚上团队年会 六点半", cc("团队年会", dt(wd(5), 18, 30)), cat=c, unsure="周五晚上 … 六点半 said apart: one entity")
    K("明天下午五点 给刘太太送花篮", cc("给刘太太送花篮", dt(rel(1), 17)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("周二下午三点跟投资人见面 在国贸星巴克", cc("跟投资人见面", dt(wd(2), 15), location="国贸星巴克"), cat=c)
    K("下周六上午十点婚礼布置 地点：香格里拉酒店宴会厅", cc("婚礼布置", dt(wk(1, 6), 10), location="香格里拉酒店宴会厅"), cat=c)
    K("周日上午十点 给刘太太送花 在滨江花园5栋", cc("给刘太太送花", dt(wd(7), 10), location="滨江花园5栋"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午两点路演 地点是创业大街3号楼", cc("路演", dt(rel(1), 14), location="创业大街3号楼"), cat=c)
    K("周六上午九点给小陈补课 在市图书馆", cc("给小陈补课", dt(wd(6), 9), location="市图书馆"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周三上午十点董事会 在公司大会议室", cc("董事会", dt(wd(3), 10), location="公司大会议室"), cat=c)
    K("12月5号下午两点路演 在国家会议中心", cc("路演", dt(ymd(2044, 12, 5), 14), location="国家会议中心"), cat=c)
    K("周六早上五点去花市进货 地点：斗南花卉市场", cc("去花市进货", dt(wd(6), 5), location="斗南花卉市场"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("情人节早上六点开门", cc("开门", dt(VDAY, 6)), cat=c)
    K("元宵节晚上八点 团队吃汤圆", cc("团队吃汤圆", dt(today(), 20)), cat=c, unsure="元宵 2044 is today (lunar-python)")
    K("妇女节 店里搞促销", cc("店里搞促销", ymd(2044, 3, 8)), cat=c)
with use(now=NB, pref="future", **Z):
    K("清明回老家扫墓", cc("回老家扫墓", ymd(2044, 4, 4)), cat=c)
    K("母亲节 康乃馨预售开始", cc("康乃馨预售开始", holiday_in("mothers", 2044)), cat=c)
    K("七夕 店里加人手", cc("店里加人手", ymd(2044, 7, 31)), cat=c, unsure="七夕 2044 = 07-31 (lunar-python)")
with use(now=NC, pref="future", **Z):
    K("双十二 续费云服务器", cc("续费云服务器", ymd(2044, 12, 12)), cat=c)
    K("平安夜 加班包花束", cc("加班包花束", ymd(2044, 12, 24)), cat=c)
    K("冬至那天夜班", cc("夜班", ymd(2044, 12, 21)), cat=c, unsure="冬至 2044 = 12-21 (lunar-python)")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十五分钟后提醒我出门送花", cc("出门送花", dt(today(), 19, 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我发工资", cc("发工资", dt(today(), 18, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("二十分钟后叫我出门跑步", cc("出门跑步", dt(today(), 7, 0)), cat=c)
    K("三天后 交继续教育学分", cc("交继续教育学分", rel(3)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週一晚上八點 夜班交接", cc("夜班交接", dt(wk(1, 1), 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜六早上七點 婚禮佈置", cc("婚禮佈置", dt(wd(6), 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週五晚上十點 上夜班", cc("上夜班", dt(wd(5), 22)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2.18 药师证复审", cc("药师证复审", ymd(2044, 2, 18)), cat=c)
with use(now=NB, pref="future", **Z):
    K("4/6 执照续期", cc("执照续期", ymd(2044, 4, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20441210 药师考试", cc("药师考试", ymd(2044, 12, 10)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周日 婚礼", cc("婚礼", nth(2044, 3, 2, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月最后一个周五 董事会", cc("董事会", lastwd(2044, 4, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周六 婚礼花艺", cc("婚礼花艺", nth(2044, 12, 1, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻八点 出门送花", cc("出门送花", dt(today(), 19, 45)), cat=c, conv="bare-hour",
      unsure="the named hour 8 at 18:30 reads 20:00; a quarter before is 19:45")
with use(now=NB, pref="future", **Z):
    K("六点一刻跟团队吃饭", cc("跟团队吃饭", dt(today(), 18, 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("八点差五分 开董事会", cc("开董事会", dt(today(), 7, 55)), cat=c, conv="bare-hour",
      unsure="the named hour 8 at 06:40 reads 08:00; five minutes before is 07:55")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周日和周一都是早班", [cc("早班", wd(7)), cc("早班", wd(1))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("周一、周三晚上十点 夜班", [cc("夜班", dt(wd(1), 22)), cc("夜班", dt(wd(3), 22))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("下周二和周四给小刘补课", [cc("给小刘补课", wk(1, 2)), cc("给小刘补课", wk(1, 4))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("婚礼定金到账3000", la("3000", "salary", "婚礼定金", kind="income"), cat=c, unsure="a customer's deposit as salary income")
    K("花市进货2300", la("2300", "other", "花市进货"), cat=c, unsure="flowers bought as shop stock: other")
    K("包装纸和丝带 460", la("460", "other", "包装纸和丝带"), cat=c, unsure="shop supplies as other")
    K("店租8500", la("8500", "housing", "店租"), cat=c)
    K("这个月药房工资到账 11200", la("11200", "salary", "工资", kind="income"), cat=c)
    K("小陈补课费400", la("400", "salary", "补课费", kind="income"), cat=c, unsure="tutoring pay as salary income")
    K("冷柜修理费850", la("850", "other", "冷柜修理费"), cat=c, unsure="a cold-room repair as other")
    K("情人节前进了三箱厄瓜多尔玫瑰 5400", la("5400", "other", "厄瓜多尔玫瑰"), cat=c, unsure="flowers bought as shop stock: other")
with use(now=NB, pref="past", **Z):
    K("天使轮到账300万", la("3000000", "salary", "天使轮", kind="income"), cat=c, unsure="funding received as salary income")
    K("发工资18.6万", la("186000", "other", "发工资"), cat=c, unsure="payroll paid out: an expense, category other")
    K("阿里云账单12480", la("12480", "other", "阿里云账单"), cat=c, unsure="a cloud bill as other")
    K("团队聚餐1460", la("1460", "food", "团队聚餐"), cat=c)
    K("去深圳路演的机票1280", la("1280", "transport", "机票"), cat=c)
    K("深圳酒店两晚 960", la("960", "housing", "酒店"), cat=c)
    K("飞书年费 3500", la("3500", "other", "飞书年费"), cat=c, unsure="a software subscription as other")
with use(now=NC, pref="past", **Z):
    K("化学教材两本 136", la("136", "education", "化学教材"), cat=c)
    K("新白大褂两件 318", la("318", "shopping", "白大褂"), cat=c)
    K("执照续期费680", la("680", "other", "执照续期费"), cat=c, unsure="a licence renewal fee as other")
    K("药师考试报名费 320", la("320", "education", "药师考试报名费"), cat=c)
    K("婚礼尾款收了5200", la("5200", "salary", "婚礼尾款", kind="income"), cat=c, unsure="a customer's balance as salary income")
    K("跑步鞋 599", la("599", "shopping", "跑步鞋"), cat=c)
    K("云服务器续费一年 2万4", la("24000", "other", "云服务器续费"), cat=c, unsure="a cloud bill as other")

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周四买的花泥 86", la("86", "other", "花泥", d=wd(4)), cat=c, unsure="shop supplies as other")
    K("今天上午收的婚礼定金 1000", la("1000", "salary", "婚礼定金", kind="income"), cat=c, unsure="a customer's deposit as salary income")
with use(now=NB, pref="past", **Z):
    K("昨晚团队吃饭 1180", la("1180", "food", "团队吃饭", d=rel(-1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("周六小刘补课三小时 600", la("600", "salary", "补课", kind="income", d=wd(6)), cat=c, unsure="tutoring pay as salary income")
    K("感恩节那天收的尾款 7000", la("7000", "salary", "尾款", kind="income", d=ymd(2044, 11, 24)), cat=c,
      unsure="a customer's balance as salary income")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("明天都有哪些单要送", cl(rel(1)), cat=c, unsure="the deliveries read as the list of tomorrow")
    K("下周的班怎么排的", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("这周末还有啥安排", cl(wd(6), wd(7)), cat=c, unsure="said Saturday 18:30: the weekend is today and tomorrow")
with use(now=NA, pref="past", **Z):
    K("这个月花市进货花了多少", ls(ymd(2044, 2, 1), ymd(2044, 2, 29), "other"), cat=c, unsure="flower stock was logged as other")
    K("一月份店里一共花了多少", ls(ymd(2044, 1, 1), ymd(2044, 1, 31)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月的安排", cl(ymd(2044, 4, 1), ymd(2044, 4, 30)), cat=c)
    K("下周有几个夜班", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="a count read as the list of next week")
with use(now=NB, pref="past", **Z):
    K("本季度融资到账多少", ls(ymd(2044, 1, 1), ymd(2044, 3, 31), "salary"), cat=c, conv="quarters",
      unsure="funding was logged as salary")
    K("上季度云服务花了多少", ls(ymd(2043, 10, 1), ymd(2043, 12, 31), "other"), cat=c, conv="quarters",
      unsure="cloud bills were logged as other")
    K("3月上旬花了多少", ls(ymd(2044, 3, 1), ymd(2044, 3, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="future", **Z):
    K("这周都排了啥", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("下个月中旬的排班", cl(ymd(2044, 12, 11), ymd(2044, 12, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("感恩节那周一共花了多少", ls(wk(-1, 1), wk(-1, 7)), cat=c, unsure="the week of Thanksgiving read as 11-21 … 11-27 (last week)")
    K("最近十笔账列一下 我核对核对", ll(limit=10), cat=c)
    K("上个月补课收了多少", ls(ymd(2044, 10, 1), ymd(2044, 10, 31), "salary"), cat=c, unsure="tutoring pay was logged as salary")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("情人节前还要送几单", cl(today(), VDAY), cat=c, conv="zh-qian-inclusive", unsure="a count read as the list of today … 02-14")
    K("月底前有啥要交的 药师那边", cl(today(), ymd(2044, 2, 29)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("这个月到现在花店花了多少", ls(ymd(2044, 2, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **Z):
    K("月底前还剩啥事", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    K("清明前的排班", cl(today(), ymd(2044, 4, 4)), cat=c, conv="zh-qian-inclusive")
    K("接下来五天有啥安排", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来一共融了多少", ls(ymd(2044, 1, 1), today(), "salary"), cat=c, conv="since", unsure="funding was logged as salary")
    K("最近30天花了多少", ls(rel(-29), today()), cat=c)
with use(now=NC, pref="future", **Z):
    K("年底前还有几场路演", cl(today(), ymd(2044, 12, 31)), cat=c, unsure="a count read as the list of today … 12-31")
    K("这周之内要交什么", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
    K("双十二之前都排了些啥", cl(today(), ymd(2044, 12, 12)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("本月至今一共花出去多少", ls(ymd(2044, 11, 1), today()), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天情人节 上海会下雨吗 要送一天花", wx("Shanghai", rel(1)), cat=c)
    KM("深圳2月22号到24号天气", [wx("Shenzhen", ymd(2044, 2, 22)), wx("Shenzhen", ymd(2044, 2, 23)),
                             wx("Shenzhen", ymd(2044, 2, 24))], cat=c)
    KM("这周末杭州天气咋样 要送花", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c,
       unsure="said Saturday 18:30: the weekend is today and tomorrow")
with use(now=NB, pref="future", **Z):
    K("明天飞上海 上海天气怎么样", wx("Shanghai", rel(1)), cat=c)
    KM("下周一和周二成都天气", [wx("Chengdu", wk(1, 1)), wx("Chengdu", wk(1, 2))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    K("12月5号北京冷不冷 要去路演", wx("Beijing", ymd(2044, 12, 5)), cat=c)
    K("明天广州下雨吗", wx("Guangzhou", rel(1)), cat=c)
    KM("这周六周日南京天气", [wx("Nanjing", wd(6)), wx("Nanjing", wd(7))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早能在杭州跑步吗", ra("Hangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六早上上海适合跑步吗", ra("Shanghai", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("现在外面适合跑步吗 杭州", ra("Hangzhou"), cat=c)
    K("明天早上成都能跑步不", ra("Chengdu", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("给王太太送花", dt(rel(1), 10), dt(rel(1), 11)), ev("给汪太太送花", dt(rel(1), 14), dt(rel(1), 15)),
         ev("布置婚礼现场", dt(wk(1, 6), 10), dt(wk(1, 6), 14))]
    K("汪太太那单改到下午四点", cu(1, title="汪太太", start=dt(rel(1), 16)), cat=c, given=g, conv="clock-only-keeps-day")
    K("王太太的花提前一小时送", cu(0, title="王太太", start=dt(rel(1), 9)), cat=c, given=g)
    K("婚礼现场布置挪到下周日 时间不变", cu(2, title="婚礼现场", start=dt(wk(1, 7), 10)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("跟投资人视频", dt(ymd(2044, 2, 20), 20), dt(ymd(2044, 2, 20), 21)), ev("董事会", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("跟投资人的视频改到21号 时间不变", cu(0, title="投资人", start=dt(ymd(2044, 2, 21), 20)), cat=c, given=g,
      conv="move-keeps-clock")
    K("下周三董事会改成下午三点到五点", cu(1, title="董事会", date=wk(1, 3), start=dt(wk(1, 3), 15), end=dt(wk(1, 3), 17)), cat=c,
      given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("给小陈补化学", dt(wd(6), 9), dt(wd(6), 11)), ev("给小陈补化学", dt(wk(1, 6), 9), dt(wk(1, 6), 11)),
         ev("夜班", dt(wk(1, 2), 22), dt(wk(1, 3), 6))]
    K("这周六小陈的课改到下午两点", cu(0, title="小陈", date=wd(6), start=dt(wd(6), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("跟小王换了班 下周二的夜班换成周四 时间不变", cu(2, title="夜班", date=wk(1, 2), start=dt(wk(1, 4), 22)), cat=c, given=g,
      conv="move-keeps-clock", unsure="a swapped shift as a change of the stored event")
    K("下周六小陈的补课往后推一小时", cu(1, title="小陈", date=wk(1, 6), start=dt(wk(1, 6), 10)), cat=c, given=g)
    g = [ev("路演", dt(rel(1), 14), dt(rel(1), 16)), ev("路演彩排", dt(today(), 20), dt(today(), 21))]
    K("明天路演改到上午十点", cu(0, title="路演", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g, conv="clock-only-keeps-day")
    K("今晚的彩排推迟半小时", cu(1, title="彩排", date=today(), start=dt(today(), 20, 30)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("早班", dt(rel(1), 7), dt(rel(1), 15)), ev("晚班", dt(wd(3), 15), dt(wd(3), 23)),
         ev("给小刘补化学", dt(wd(4), 19), dt(wd(4), 21))]
    K("周三的晚班改成早上七点到下午三点", cu(1, title="晚班", date=wd(3), start=dt(wd(3), 7), end=dt(wd(3), 15)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="a shift swap as a change of the stored event's hours")
    K("小刘周四的课改到周六下午两点", cu(2, title="小刘", date=wd(4), start=dt(wd(6), 14)), cat=c, given=g)
    K("明天早班提前到六点半", cu(0, title="早班", date=rel(1), start=dt(rel(1), 6, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"], unsure="六点半 for an early shift read as 06:30")
    g = [ev("跟投资人电话", dt(today(), 8), dt(today(), 9)), ev("跟投资人吃饭", dt(today(), 19), dt(today(), 21))]
    K("跟投资人吃饭改到明天 时间不变", cu(1, title="跟投资人吃饭", start=dt(rel(1), 19)), cat=c, given=g, conv="move-keeps-clock")
    K("今天投资人电话改到九点", cu(0, title="投资人电话", date=today(), start=dt(today(), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("直播卖花", dt(rel(1), 20), dt(rel(1), 22)), ev("送花", dt(rel(1), 10), dt(rel(1), 18))]
    K("明天晚上的直播不搞了 太忙", cdel(0, title="直播", date=rel(1)), cat=c, given=g)
    g = [ev("给李小姐送花", dt(wd(7), 16), dt(wd(7), 17)), ev("给李先生送花", dt(wd(7), 11), dt(wd(7), 12))]
    K("李先生那单退了 删掉", cdel(1, title="李先生"), cat=c, given=g)
    g = [ev("早班", wd(7), wd(7)), ev("早班", wd(1), wd(1))]
    K("周一的早班跟人换掉了 删了", cdel(1, title="早班", date=wd(1)), cat=c, given=g)
    g = [ev("跟投资人视频", dt(ymd(2044, 2, 20), 20), dt(ymd(2044, 2, 20), 21)), ev("跟律师过投资协议", dt(wk(1, 5), 14), dt(wk(1, 5), 16))]
    K("周五跟律师的会取消", cdel(1, title="律师", date=wk(1, 5)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("冷柜维修", dt(rel(1), 9), dt(rel(1), 11)), ev("冷柜维修", dt(wk(1, 3), 9), dt(wk(1, 3), 11))]
    K("下周三冷柜师傅不用来了", cdel(1, title="冷柜", date=wk(1, 3)), cat=c, given=g)
    g = [ev("团队聚餐", dt(today(), 18), dt(today(), 20)), ev("董事会", dt(rel(1), 10), dt(rel(1), 12))]
    K("今晚聚餐取消", cdel(0, title="聚餐", date=today()), cat=c, given=g)
    g = [ev("去上海路演", ymd(2044, 4, 11), ymd(2044, 4, 13)), ev("回老家扫墓", ymd(2044, 4, 4), ymd(2044, 4, 4))]
    K("上海路演延期了 先删掉", cdel(0, title="上海路演"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("给小刘补化学", dt(wd(4), 19), dt(wd(4), 21)), ev("给小刘补化学", dt(wd(6), 14), dt(wd(6), 16))]
    K("小刘周六那次课取消了", cdel(1, title="小刘", date=wd(6)), cat=c, given=g)
    g = [ev("晨跑", dt(today(), 7), dt(today(), 8)), ev("晨跑", dt(rel(1), 7), dt(rel(1), 8))]
    K("今天下雨 晨跑取消", cdel(0, title="晨跑", date=today()), cat=c, given=g)
    g = [ev("去北京路演", ymd(2044, 12, 5), ymd(2044, 12, 7)), ev("董事会", dt(today(), 8), dt(today(), 9))]
    K("北京路演那趟删了 投资人改线上了", cdel(0, title="北京路演"), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("婚礼定金3000 花市进货2300", [la("3000", "salary", "婚礼定金", kind="income"), la("2300", "other", "花市进货")], cat=c,
       unsure="a customer's deposit as salary income; flower stock as other")
with use(now=NA, pref="future", **Z):
    KM("明天上海天气 顺便记一下明早四点去花市", [wx("Shanghai", rel(1)), cc("去花市", dt(rel(1), 4))], cat=c,
       unsure="明早 with a clock before 6: tomorrow 04:00")
with use(now=NB, pref="past", **Z):
    KM("发工资18.6万 阿里云12480 聚餐1460", [la("186000", "other", "发工资"), la("12480", "other", "阿里云"),
                                        la("1460", "food", "聚餐")], cat=c, unsure="payroll paid out and a cloud bill as other")
with use(now=NB, pref="future", **Z):
    KM("明天上午十点董事会 下午两点路演", [cc("董事会", dt(rel(1), 10)), cc("路演", dt(rel(1), 14))], cat=c, conv="distribute")
    KM("清明回老家 查一下那天成都天气", [cc("回老家", ymd(2044, 4, 4)), wx("Chengdu", ymd(2044, 4, 4))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("教材136 白大褂318", [la("136", "education", "教材"), la("318", "shopping", "白大褂")], cat=c)
with use(now=NC, pref="future", **Z):
    g = [ev("晚班", dt(wd(3), 15), dt(wd(3), 23)), ev("给小刘补化学", dt(wd(4), 19), dt(wd(4), 21))]
    KM("周三晚班取消 小刘的课改到周五 时间不变", [cdel(0, title="晚班", date=wd(3)), cu(1, title="小刘", start=dt(wd(5), 19))],
       cat=c, given=g, conv="move-keeps-clock")
    KM("明早杭州能跑步吗 再看看这周排班", [ra("Hangzhou", rel(1)), cl(wk(0, 1), wk(0, 7))], cat=c)
