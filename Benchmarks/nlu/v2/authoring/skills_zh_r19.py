"""Round 19 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a new graduate job hunting and moving to another city (面试, 笔试, 宣讲会, 回offer, 看房, 押一付三, 中介费,
搬家, 入职体检, 入职, 高铁票, 房租, 第一个月工资), a small orchard and vegetable farmer who sells at markets (赶集, 采摘, 打药
前看天气, 化肥, 农资, 收购商, 卖菜收入, 雇工, 拖拉机维修, 农技培训, 采摘节) and a consultant who travels every week (航班,
出差, 客户工作坊, 酒店, 报销到账, 打车, 餐费, 跨时区电话会, 目的地天气, 出差城市里跑步, 改签和取消航班).  In everyday
proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest
changes, cancellations and several requests at once.

Reference times (see time_r19.py): NA = 2027-10-09T07:50 Saturday early morning, a make-up workday after 国庆 (a bare 7
reads 19:00 today, a bare 8 08:00 today; 重阳 yesterday, 霜降 10-23); NB = 2028-04-30T23:30 Sunday, thirty minutes before
a new week and month (明天 = 五一 = 下周一; every bare hour reads tomorrow; 月底 today); NC = 2028-03-09T09:30 Thursday
morning (早上 over, 上午 in progress; a bare 9 reads tomorrow 09:00, a bare 10 today; 植树节 Sunday, 春分 Monday 03-20)."""
from lib import *

NA = "2027-10-09T07:50:00"  # Saturday 07:50, 调休上班: a bare 7 reads 19:00 today, a bare 8 08:00 today
NB = "2028-04-30T23:30:00"  # Sunday 23:30, the last day of April: 明天 = 五一 = 下周一; bare hours read tomorrow
NC = "2028-03-09T09:30:00"  # Thursday 09:30: 早上 over, 上午 in progress; a bare 9 reads tomorrow, a bare 10 today
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("今天上午十点二面 记一下", cc("二面", dt(today(), 10)), cat=c)
    K("下周二下午两点到三点 网申笔试", cc("网申笔试", dt(wk(1, 2), 14), dt(wk(1, 2), 15)), cat=c)
    K("周一晚上七点 中介带看房", cc("中介带看房", dt(wd(1), 19)), cat=c)
    K("明早六点去镇上赶集", cc("去镇上赶集", dt(rel(1), 6)), cat=c)
    K("10月15号上午九点 入职体检 记得空腹", cc("入职体检", dt(ymd(2027, 10, 15), 9)), cat=c,
      unsure="记得空腹 is a note, not part of the title")
    K("七点 跟HR视频面", cc("跟HR视频面", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 07:50 reads 19:00 today")
    K("八点去果园打药", cc("去果园打药", dt(today(), 8)), cat=c, conv="bare-hour")
    K("十二点 收购商来拉苹果", cc("收购商来拉苹果", dt(today(), 12)), cat=c, conv="bare-hour")
    K("10月18号到20号 去深圳跑宣讲会", cc("去深圳跑宣讲会", ymd(2027, 10, 18), ymd(2027, 10, 20)), cat=c)
    K("下周三到周五 果园采摘节", cc("果园采摘节", wk(1, 3), wk(1, 5)), cat=c)
    K("周日上午 雇工摘苹果 八点开始", cc("雇工摘苹果", dt(wd(7), 8)), cat=c)
    K("后天早上七点到十一点 采摘", cc("采摘", dt(rel(2), 7), dt(rel(2), 11)), cat=c)
    K("月底搬家", cc("搬家", ymd(2027, 10, 31)), cat=c, conv="month-end-bare")
    K("下下周一入职", cc("入职", wk(2, 1)), cat=c)
    K("今天晚上八点到九点 群面", cc("群面", dt(today(), 20), dt(today(), 21)), cat=c)
    K("明天下午 收购商来看梨 两点左右", cc("收购商来看梨", dt(rel(1), 14)), cat=c, conv="approx",
      unsure="明天下午 … 两点左右 said apart: one entity, 14:00")
    K("那个周二上午九点 去人才市场交材料", cc("去人才市场交材料", dt(wd(2), 9)), cat=c)
with use(now=NB, pref="future", **Z):
    K("八点 去高铁站", cc("去高铁站", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:30 has passed both ways: tomorrow 08:00")
    K("十一点 给客户回邮件", cc("给客户回邮件", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:30 has passed both ways: tomorrow 11:00")
    K("明早七点 飞成都", cc("飞成都", dt(rel(1), 7)), cat=c)
    K("下周三早上八点二十 飞深圳", cc("飞深圳", dt(wk(1, 3), 8, 20)), cat=c)
    K("5月8号下午两点半到五点半 客户工作坊", cc("客户工作坊", dt(ymd(2028, 5, 8), 14, 30), dt(ymd(2028, 5, 8), 17, 30)),
      cat=c)
    K("明天凌晨一点 跟伦敦同事开会", cc("跟伦敦同事开会", dt(rel(1), 1)), cat=c,
      unsure="明天 said at 23:30 Sunday is Monday 05-01, 1:00 is ninety minutes away")
    K("凌晨两点 跟纽约客户电话会", cc("跟纽约客户电话会", dt(rel(1), 2)), cat=c,
      unsure="凌晨 + hour with no day: the coming night (05-01 02:00)")
    K("5月10号到12号 去上海出差", cc("去上海出差", ymd(2028, 5, 10), ymd(2028, 5, 12)), cat=c)
    K("下个月底 交房租", cc("交房租", ymd(2028, 5, 31)), cat=c, conv="month-end-bare")
    K("周五晚上七点 跟客户吃饭", cc("跟客户吃饭", dt(wd(5), 19)), cat=c)
    K("下周一 客户培训 一整天", cc("客户培训", wk(1, 1)), cat=c,
      unsure="一整天 read as an all-day event; 下周一 said Sunday night is tomorrow 05-01")
    K("明天下午三点 去看房", cc("去看房", dt(rel(1), 15)), cat=c)
    K("三点 再去看一套房", cc("再去看一套房", dt(rel(1), 15)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 23:30 has passed: tomorrow 15:00")
    K("周六早上八点到十点 跑步顺便熟悉下新小区", cc("跑步顺便熟悉下新小区", dt(wd(6), 8), dt(wd(6), 10)), cat=c)
    K("下下周二 去北京见客户", cc("去北京见客户", wk(2, 2)), cat=c)
with use(now=NC, pref="future", **Z):
    K("九点 去农资店拉化肥", cc("去农资店拉化肥", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 09:30 has passed; before noon it reads tomorrow 09:00")
    K("十点 农技站培训", cc("农技站培训", dt(today(), 10)), cat=c, conv="bare-hour")
    K("周日早上六点 赶集", cc("赶集", dt(wd(7), 6)), cat=c)
    K("明天下午三点 修拖拉机的师傅来", cc("修拖拉机的师傅来", dt(rel(1), 15)), cat=c)
    K("下周一上午十点半 终面", cc("终面", dt(wk(1, 1), 10, 30)), cat=c)
    K("3月15号晚上七点 校园宣讲会", cc("校园宣讲会", dt(ymd(2028, 3, 15), 19)), cat=c)
    K("周四早上七点 打药", cc("打药", dt(wk(1, 4), 7)), cat=c,
      unsure="周四早上七点 said Thursday 09:30 has passed: next Thursday")
    K("今天下午四点到六点 雇工栽苗", cc("雇工栽苗", dt(today(), 16), dt(today(), 18)), cat=c)
    K("下周二到周四 去武汉出差", cc("去武汉出差", wk(1, 2), wk(1, 4)), cat=c)
    K("周五 拉一车菜去县城卖", cc("拉一车菜去县城卖", wd(5)), cat=c)
    K("明天下午 收购商过来 大概四点", cc("收购商过来", dt(rel(1), 16)), cat=c, conv="approx",
      unsure="明天下午 … 大概四点 said apart: one entity, 16:00")
    K("下周六早上五点半 出摊", cc("出摊", dt(wk(1, 6), 5, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("下周一上午十点 面试 在望京SOHO", cc("面试", dt(wk(1, 1), 10), location="望京SOHO"), cat=c)
    K("明天早上五点半 赶集 地点：王家集", cc("赶集", dt(rel(1), 5, 30), location="王家集"), cat=c)
    K("周三下午三点 农技培训 在镇农技站", cc("农技培训", dt(wd(3), 15), location="镇农技站"), cat=c)
    K("嗯 下周四下午两点半 宣讲会 在学校大礼堂", cc("宣讲会", dt(wk(1, 4), 14, 30), location="学校大礼堂"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周二到周四 驻场 在北京", cc("驻场", wk(1, 2), wk(1, 4), location="北京"), cat=c)
    K("5月8号下午两点 工作坊 地点是客户总部18楼", cc("工作坊", dt(ymd(2028, 5, 8), 14), location="客户总部18楼"), cat=c)
    K("周三晚上八点 跟客户吃饭 在海底捞", cc("跟客户吃饭", dt(wk(1, 3), 20), location="海底捞"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天上午十点 看房 在万科城", cc("看房", dt(rel(1), 10), location="万科城"), cat=c)
    K("周日早上六点 赶集 地点：李家镇", cc("赶集", dt(wd(7), 6), location="李家镇"), cat=c)
    K("下周三下午两点 入职体检 在市一医院", cc("入职体检", dt(wk(1, 3), 14), location="市一医院"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("霜降那天 打最后一遍药", cc("打最后一遍药", ymd(2027, 10, 23)), cat=c)
    K("双十一 买搬家的收纳箱", cc("买搬家的收纳箱", ymd(2027, 11, 11)), cat=c)
with use(now=NB, pref="future", **Z):
    K("五一早上九点搬家", cc("搬家", dt(ymd(2028, 5, 1), 9)), cat=c)
    K("母亲节 给我妈订花", cc("给我妈订花", ymd(2028, 5, 14)), cat=c)
    K("立夏那天 开始卖西瓜", cc("开始卖西瓜", ymd(2028, 5, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("清明 回老家上坟", cc("回老家上坟", ymd(2028, 4, 4)), cat=c)
    K("植树节 补种桃树", cc("补种桃树", ymd(2028, 3, 12)), cat=c)
    K("春分那天下种", cc("下种", ymd(2028, 3, 20)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十五分钟后提醒我出门赶高铁", cc("出门赶高铁", dt(today(), 8, 35)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一个半小时后提醒我去登机口", cc("去登机口", dt(rel(1), 1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("两周后报到", cc("报到", rel(14)), cat=c)
    K("半小时后提醒我去地里收膜", cc("去地里收膜", dt(today(), 10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜四下午三點 面試", cc("面試", dt(wd(4), 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天上午十點 面試", cc("面試", dt(rel(2), 10)), cat=c)
    K("禮拜六早上六點 趕集", cc("趕集", dt(wd(6), 6)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("10.16 银行笔试", cc("银行笔试", ymd(2027, 10, 16)), cat=c)
with use(now=NC, pref="future", **Z):
    K("3.18 去农技站领苗", cc("去农技站领苗", ymd(2028, 3, 18)), cat=c)

c = "clock"
with use(now=NB, pref="future", **Z):
    K("早上六点半 打车去机场", cc("打车去机场", dt(rel(1), 6, 30)), cat=c,
      unsure="早上六点半 with no day said at 23:30: tomorrow")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六搬家", cc("搬家", nth(2027, 11, 2, 6)), cat=c)
    K("大大后天三面", cc("三面", rel(4)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周一 入职", cc("入职", nth(2028, 4, 1, 1)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周二周四都去镇上赶集", [cc("去镇上赶集", wd(2)), cc("去镇上赶集", wd(4))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("周二、周四上午九点 客户工作坊", [cc("客户工作坊", dt(wd(2), 9)), cc("客户工作坊", dt(wd(4), 9))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("卖梨收了1860", la("1860", "salary", "卖梨", kind="income"), cat=c, unsure="market sales as salary income")
    K("昨天雇了三个工 450", la("450", "other", "雇工", d=rel(-1)), cat=c, unsure="day labourers' pay as other")
    K("农药 286", la("286", "shopping", "农药"), cat=c, unsure="farm supplies as shopping")
    K("高铁票553", la("553", "transport", "高铁票"), cat=c)
    K("中介费1400 心疼", la("1400", "housing", "中介费"), cat=c)
    K("周四面试打车 48", la("48", "transport", "面试打车", d=wd(4)), cat=c)
    K("赶集摊位费20", la("20", "other", "摊位费"), cat=c)
    K("早上在镇上吃了碗面 12", la("12", "food", "面"), cat=c)
    K("入职体检交了368", la("368", "health", "入职体检"), cat=c)
with use(now=NB, pref="past", **Z):
    K("打车去机场128", la("128", "transport", "打车去机场"), cat=c)
    K("酒店三晚1260", la("1260", "housing", "酒店"), cat=c, unsure="a hotel stay as housing")
    K("出差报销到账 3420", la("3420", "other", "出差报销", kind="income"), cat=c,
      unsure="a reimbursement as other income")
    K("周五的出租车票 86", la("86", "transport", "出租车", d=wd(5)), cat=c)
    K("上周三晚上请客户吃饭 420", la("420", "food", "请客户吃饭", d=wk(-1, 3)), cat=c)
    K("今天下午卖菜收了680", la("680", "salary", "卖菜", kind="income"), cat=c, unsure="market sales as salary income")
    K("房租2800交了", la("2800", "housing", "房租"), cat=c)
    K("机场吃了碗牛肉面 58", la("58", "food", "牛肉面"), cat=c)
with use(now=NC, pref="past", **Z):
    K("化肥款 4650", la("4650", "shopping", "化肥"), cat=c, unsure="fertiliser as shopping")
    K("修拖拉机花了1200", la("1200", "other", "修拖拉机"), cat=c, unsure="a tractor repair as other")
    K("第一个月工资到了 9200", la("9200", "salary", "第一个月工资", kind="income"), cat=c)
    K("妇女节那天卖花收了2400", la("2400", "salary", "卖花", d=ymd(2028, 3, 8), kind="income"), cat=c,
      unsure="market sales as salary income")
    K("前天晚上打车 36", la("36", "transport", "打车", d=rel(-2)), cat=c)
    K("种子95", la("95", "shopping", "种子"), cat=c, unsure="seeds as shopping")
    K("农技培训报名费 200", la("200", "education", "农技培训报名费"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("重阳节卖柿子收了920", la("920", "salary", "卖柿子", d=ymd(2027, 10, 8), kind="income"), cat=c,
      unsure="重阳 was yesterday; market sales as salary income")
with use(now=NB, pref="past", **Z):
    K("周日上午搬家师傅 600", la("600", "housing", "搬家师傅"), cat=c,
      unsure="周日上午 said Sunday night looking back: today; movers as housing")
with use(now=NC, pref="past", **Z):
    K("周四早上雇工 三个人 450", la("450", "other", "雇工"), cat=c,
      unsure="周四早上 said Thursday 09:30 looking back: today; labour as other")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周都有哪些面试", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("11月有啥安排", cl(ymd(2027, 11, 1), ymd(2027, 11, 30)), cat=c)
    K("这个月中旬都有什么事", cl(ymd(2027, 10, 11), ymd(2027, 10, 20)), cat=c, conv="month-parts")
    K("这周末忙不忙", cl(today(), rel(1)), cat=c, unsure="said Saturday morning: the weekend is today and tomorrow")
with use(now=NA, pref="past", **Z):
    K("这个月卖果子一共收了多少", ls(ymd(2027, 10, 1), ymd(2027, 10, 31), "salary"), cat=c,
      unsure="market sales were logged as salary; a summary of that category")
    K("上个月花了多少钱", ls(ymd(2027, 9, 1), ymd(2027, 9, 30)), cat=c)
    K("最近十笔账给我看看", ll(limit=10), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周出差怎么排的", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有啥事 我看下", cl(rel(1)), cat=c)
    K("5月下旬安排", cl(ymd(2028, 5, 21), ymd(2028, 5, 31)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月打车一共多少", ls(ymd(2028, 4, 1), ymd(2028, 4, 30), "transport"), cat=c)
    K("这周吃饭花了多少", ls(wk(0, 1), wk(0, 7), "food"), cat=c)
    K("一季度一共花了多少", ls(ymd(2028, 1, 1), ymd(2028, 3, 31)), cat=c, conv="quarters")
with use(now=NC, pref="future", **Z):
    K("下周都安排了些啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("4月上旬都排了啥", cl(ymd(2028, 4, 1), ymd(2028, 4, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上个月化肥农药花了多少", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "shopping"), cat=c,
      unsure="farm supplies as shopping")
    K("上周的账列一下", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("去年下半年一共收入多少", ls(ymd(2027, 7, 1), ymd(2027, 12, 31)), cat=c, conv="halves",
      unsure="a question about income read as a summary of the period, no category")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("下周五之前还有几场面试", cl(today(), wk(1, 5)), cat=c, conv="zh-qian-inclusive",
      unsure="a count of interviews read as the list of today … next Friday")
    K("霜降前地里还有啥活", cl(today(), ymd(2027, 10, 23)), cat=c, conv="zh-qian-inclusive")
    K("月底前除了搬家还有啥要办", cl(today(), ymd(2027, 10, 31)), cat=c, conv="zh-qian-inclusive")
    K("未来三天都排了啥", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("这周还有事吗", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Sunday 23:30: the week has only today left")
    K("五一之前还有啥没弄", cl(today(), ymd(2028, 5, 1)), cat=c, conv="zh-qian-inclusive")
    K("接下来一周的出差安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("今年以来报销到账多少", ls(ymd(2028, 1, 1), today(), "other"), cat=c, conv="since",
      unsure="reimbursements were logged as other income")
    K("最近7天一共花了多少钱", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **Z):
    K("春分前都有什么安排", cl(today(), ymd(2028, 3, 20)), cat=c, conv="zh-qian-inclusive")
    K("这周内还有啥", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
with use(now=NC, pref="past", **Z):
    K("本月至今卖菜收了多少", ls(ymd(2028, 3, 1), today(), "salary"), cat=c, conv="since",
      unsure="market sales were logged as salary")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天会下雨吗 要打药 烟台", wx("Yantai", rel(1)), cat=c)
    KM("这周末深圳天气咋样 去跑宣讲会", [wx("Shenzhen", today()), wx("Shenzhen", rel(1))], cat=c,
       unsure="the weekend already started: today and tomorrow")
    KM("霜降前后几天会不会打霜 看下烟台21号22号23号", [wx("Yantai", ymd(2027, 10, 21)), wx("Yantai", ymd(2027, 10, 22)),
       wx("Yantai", ymd(2027, 10, 23))], cat=c, unsure="three days named by number: one call each")
with use(now=NB, pref="future", **Z):
    K("明天成都天气", wx("Chengdu", rel(1)), cat=c)
    K("下周三上海下雨吗", wx("Shanghai", wk(1, 3)), cat=c)
    KM("接下来三天北京天气怎么样 要去驻场", [wx("Beijing", today()), wx("Beijing", rel(1)), wx("Beijing", rel(2))],
       cat=c, conv="n-days-counting-today", unsure="said at 23:30: today counts as the first of the three days")
with use(now=NC, pref="future", **Z):
    K("周日寿光下不下雨 要赶集", wx("Shouguang", wd(7)), cat=c)
    K("后天寿光会降温吗 怕冻了苗", wx("Shouguang", rel(2)), cat=c)
    KM("明天和后天武汉天气", [wx("Wuhan", rel(1)), wx("Wuhan", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("深圳明早适合跑步吗", ra("Shenzhen", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早在成都酒店附近能跑步吗", ra("Chengdu", rel(1)), cat=c)
    K("下周二北京适合跑步吗", ra("Beijing", wk(1, 2)), cat=c)
with use(now=NC, pref="future", **Z):
    K("现在武汉适合跑步吗", ra("Wuhan"), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("二面", dt(today(), 10), dt(today(), 11)), ev("中介带看房", dt(wd(1), 19), dt(wd(1), 20)),
         ev("中介带看房", dt(wd(3), 19), dt(wd(3), 20))]
    K("二面改到下午三点", cu(0, title="二面", start=dt(today(), 15)), cat=c, given=g, conv="clock-only-keeps-day")
    K("周一看房推迟半小时", cu(1, title="看房", date=wd(1), start=dt(wd(1), 19, 30)), cat=c, given=g)
    K("周三看房那个挪到周四 时间不变", cu(2, title="看房", date=wd(3), start=dt(wd(4), 19)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("收购商来拉苹果", dt(today(), 12), dt(today(), 13)), ev("收购商来拉梨", dt(wd(3), 12), dt(wd(3), 13))]
    K("拉苹果的改到下午两点", cu(0, title="拉苹果", start=dt(today(), 14)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("成都航班", dt(rel(1), 7), dt(rel(1), 9, 30)), ev("深圳航班", dt(wk(1, 3), 8, 20), dt(wk(1, 3), 11)),
         ev("客户工作坊", dt(ymd(2028, 5, 8), 14, 30), dt(ymd(2028, 5, 8), 17, 30))]
    K("明天的航班改签到下午一点", cu(0, title="航班", date=rel(1), start=dt(rel(1), 13)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("深圳那班改到周四 同一时间", cu(1, title="深圳", start=dt(wk(1, 4), 8, 20)), cat=c, given=g,
      conv="move-keeps-clock")
    K("工作坊往后推一天", cu(2, title="工作坊", start=dt(ymd(2028, 5, 9), 14, 30)), cat=c, given=g)
    K("客户工作坊地点改成客户总部", cu(2, title="客户工作坊", location="客户总部"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("修拖拉机", dt(rel(1), 15), dt(rel(1), 16)), ev("修拖拉机", dt(wk(1, 2), 15), dt(wk(1, 2), 16)),
         ev("终面", dt(wk(1, 1), 10, 30), dt(wk(1, 1), 11, 30))]
    K("明天修拖拉机的提前一小时", cu(0, title="修拖拉机", date=rel(1), start=dt(rel(1), 14)), cat=c, given=g)
    K("下周二修拖拉机那个改到上午十点", cu(1, title="修拖拉机", date=wk(1, 2), start=dt(wk(1, 2), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("终面改成十一点到十二点", cu(2, title="终面", start=dt(wk(1, 1), 11), end=dt(wk(1, 1), 12)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("中介带看房", dt(wd(1), 19), dt(wd(1), 20)), ev("中介带看房", dt(wd(3), 19), dt(wd(3), 20))]
    K("周三看房取消 那套租出去了", cdel(1, title="看房", date=wd(3)), cat=c, given=g)
    g = [ev("去镇上赶集", dt(rel(1), 6), dt(rel(1), 11)), ev("果园采摘节", wk(1, 3), wk(1, 5))]
    K("明天不赶集了 删了吧", cdel(0, title="赶集", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("成都航班", dt(rel(1), 7), dt(rel(1), 9, 30)), ev("深圳航班", dt(wk(1, 3), 8, 20), dt(wk(1, 3), 11))]
    K("深圳不去了 把深圳航班删掉", cdel(1, title="深圳航班"), cat=c, given=g)
    g = [ev("客户工作坊", dt(wd(2), 9), dt(wd(2), 12)), ev("客户工作坊", dt(wd(4), 9), dt(wd(4), 12))]
    K("周四的工作坊取消了", cdel(1, title="工作坊", date=wd(4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("赶集", dt(wd(7), 6), dt(wd(7), 11)), ev("赶集", dt(wk(1, 6), 5, 30), dt(wk(1, 6), 11))]
    K("下周六的集不去了 取消", cdel(1, title="集", date=wk(1, 6)), cat=c, given=g)
    g = [ev("修拖拉机", dt(rel(1), 15), dt(rel(1), 16)), ev("农技站培训", dt(today(), 10), dt(today(), 12))]
    K("师傅说拖拉机不用修了 明天那个删掉", cdel(0, title="拖拉机", date=rel(1)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("押一付三 押金2800 房租8400", [la("2800", "housing", "押金"), la("8400", "housing", "房租")], cat=c)
    KM("卖梨1860 摊位费20", [la("1860", "salary", "卖梨", kind="income"), la("20", "other", "摊位费")], cat=c,
       unsure="market sales as salary income")
with use(now=NA, pref="future", **Z):
    KM("明天烟台下雨吗 顺便记一下明天八点去打药", [wx("Yantai", rel(1)), cc("去打药", dt(rel(1), 8))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("机票1280 酒店960 打车214", [la("1280", "transport", "机票"), la("960", "housing", "酒店"),
       la("214", "transport", "打车")], cat=c, unsure="a hotel as housing")
    KM("报销到账3420 顺便看下这个月一共花了多少", [la("3420", "other", "报销", kind="income"),
       ls(ymd(2028, 4, 1), ymd(2028, 4, 30))], cat=c, unsure="a reimbursement as other income")
with use(now=NB, pref="future", **Z):
    KM("明早七点飞成都 成都明天天气怎么样", [cc("飞成都", dt(rel(1), 7)), wx("Chengdu", rel(1))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("周日早上六点赶集 周日寿光天气怎么样", [cc("赶集", dt(wd(7), 6)), wx("Shouguang", wd(7))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("化肥4650 雇工450 种子95", [la("4650", "shopping", "化肥"), la("450", "other", "雇工"),
       la("95", "shopping", "种子")], cat=c, unsure="farm supplies as shopping, labour as other")
