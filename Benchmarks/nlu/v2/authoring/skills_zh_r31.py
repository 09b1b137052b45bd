"""Round 31 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a home baker who takes custom cake orders (pickups at set clocks, orders due by a date, deposits received as
income, flour, butter and boxes bought, a market stall on a weekend morning, a baking class she teaches over two
evenings, moving a tasting, the weather for an outdoor market, what ingredients cost this month), a tour guide leading
groups (multi-day tours, airport pickups at early clocks, tips and guiding fees as income, group tickets paid, a tour
cancelled, two groups on the same day, the weather in several cities over several days, a licence-renewal course, the
fees earned last month) and a high-school senior preparing for exams (模考 at set clocks, 补课, tuition and books paid
by a parent, pocket money in, a sports day, an application deadline, moving a study group, cancelling a tutor
session, what books cost this term).  In everyday proportion: about two fifths new events, a sixth ledger entries, a
sixth look-ups, weather and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r31.py): NA = 2050-12-31T21:30 Saturday, New Year's Eve late at night (明天 = 元旦 2051,
Sunday; 年底前 / 月底前 = today alone; 这周末 = today and tomorrow; next week 01-02 … 01-08; a bare 9 reads tomorrow
09:00, a bare 10 22:00 tonight; 周六下午 over → 01-07; 腊八 01-20, 小年 02-04, 春节 02-11); NB = 2050-11-24T12:10
Thursday, US Thanksgiving (a bare 12 has just passed → tomorrow's noon, a bare 1 13:00, a bare 9 21:00; 周四上午 over
→ 12-01, 周四下午 in progress; 月底 Wednesday 11-30; this weekend 11-26/27, next week 11-28 … 12-04; 双十二 Monday);
NC = 2051-03-31T06:50 Friday, the last day of Q1 (早上 in progress; 早上六点 with no day → tomorrow, 早上七点 today; a bare
6 or 7 reads 18:00 / 19:00; 月底前 today alone; 下季度 from tomorrow; 愚人节 Saturday, Easter 04-02, 清明 Wednesday
04-05; next week 04-03 … 04-09)."""
from lib import *

NA = "2050-12-31T21:30:00"  # Saturday 21:30, New Year's Eve
NB = "2050-11-24T12:10:00"  # Thursday 12:10, Thanksgiving
NC = "2051-03-31T06:50:00"  # Friday 06:50, the last day of Q1
Z = dict(lang="zh", tz="Asia/Shanghai")
YUANDAN = ymd(2051, 1, 1)
LABA = ymd(2051, 1, 20)
XIAONIAN = ymd(2051, 2, 4)
QINGMING = ymd(2051, 4, 5)
EASTER = ymd(2051, 4, 2)
INC = "clients' deposits and payments, tips and guiding fees filed as salary income"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午十点王太太来取蛋糕", cc("王太太来取蛋糕", dt(rel(1), 10)), cat=c, unsure="明天 = 元旦 2051-01-01")
    K("下周六上午八点到十二点 市集摆摊", cc("市集摆摊", dt(wk(1, 6), 8), dt(wk(1, 6), 12)), cat=c)
    K("十点跟客户确认蛋糕尺寸", cc("跟客户确认蛋糕尺寸", dt(today(), 22)), cat=c, conv="bare-hour", unsure="a bare 10 at 21:30 reads 22:00 tonight")
    K("九点去粮油店拉面粉", cc("去粮油店拉面粉", dt(rel(1), 9)), cat=c, conv="bare-hour", unsure="a bare 9 at 21:30 has passed both ways: tomorrow 09:00")
    K("1月5号到8号 带团去云南", cc("带团去云南", ymd(2051, 1, 5), ymd(2051, 1, 8)), cat=c)
    K("下周二下午四点 英语补课", cc("英语补课", dt(wk(1, 2), 16)), cat=c)
    K("嗯 下周三 物理模考 早上八点", cc("物理模考", dt(wk(1, 3), 8)), cat=c)
    K("周六下午试吃 三点", cc("试吃", dt(wk(1, 6), 15)), cat=c, unsure="周六下午三点 said Saturday 21:30 has passed: next Saturday 01-07; the clock said apart")
    K("刚接了个单 1月7号下午两点 生日蛋糕取货", cc("生日蛋糕取货", dt(ymd(2051, 1, 7), 14)), cat=c, unsure="刚接了个单 as context, left out of the title")
    K("后天早上七点到晚上六点 带团爬山", cc("带团爬山", dt(rel(2), 7), dt(rel(2), 18)), cat=c)
    K("1月14号晚上七点 哦不对 七点半 学习小组", cc("学习小组", dt(ymd(2051, 1, 14), 19, 30)), cat=c, unsure="a correction inside the message: 19:30 replaces 19:00")
    K("1月10号 交报名表 截止日", cc("交报名表", ymd(2051, 1, 10)), cat=c, unsure="截止日 left out of the title; an all-day event")
with use(now=NB, pref="future", **Z):
    K("明天早上六点去机场接团", cc("去机场接团", dt(rel(1), 6)), cat=c)
    K("下周一上午八点到十一点半 一模", cc("一模", dt(wk(1, 1), 8), dt(wk(1, 1), 11, 30)), cat=c)
    K("12月3号下午两点 试吃会", cc("试吃会", dt(ymd(2050, 12, 3), 14)), cat=c)
    K("今晚七点张小姐来取蛋糕", cc("张小姐来取蛋糕", dt(today(), 19)), cat=c)
    K("一点去书店拿教辅", cc("去书店拿教辅", dt(today(), 13)), cat=c, conv="bare-hour")
    K("九点上网课", cc("上网课", dt(today(), 21)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:10: the pm reading 21:00 is ahead")
    K("11月28号到12月2号 带团去桂林", cc("带团去桂林", ymd(2050, 11, 28), ymd(2050, 12, 2)), cat=c)
    K("周六上午九点到下午一点 市集摆摊", cc("市集摆摊", dt(wd(6), 9), dt(wd(6), 13)), cat=c)
    K("周四上午补课 十点", cc("补课", dt(wk(1, 4), 10)), cat=c, unsure="周四上午十点 said Thursday 12:10 has passed: next Thursday 12-01")
    K("十二点半去学校拿准考证", cc("去学校拿准考证", dt(today(), 12, 30)), cat=c, conv="bare-hour")
    K("那个 下周五晚上 烘焙课第二节 七点到九点", cc("烘焙课第二节", dt(wk(1, 5), 19), dt(wk(1, 5), 21)), cat=c)
    K("12月8号早上五点 两个团 先送一个去机场", cc("送一个去机场", dt(ymd(2050, 12, 8), 5)), cat=c,
      unsure="两个团 and 先 as context; title = the activity")
with use(now=NC, pref="future", **Z):
    K("明天上午十点市集开摊", cc("市集开摊", dt(rel(1), 10)), cat=c)
    K("下周三下午两点到四点 模拟考", cc("模拟考", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c, unsure="下周三 = 清明 04-05")
    K("4月8号早上五点半去机场接团", cc("去机场接团", dt(ymd(2051, 4, 8), 5, 30)), cat=c)
    K("今天晚上八点补英语", cc("补英语", dt(today(), 20)), cat=c)
    K("六点来取蛋糕", cc("来取蛋糕", dt(today(), 18)), cat=c, conv="bare-hour", unsure="a bare 6 reads 18:00 today")
    K("早上七点在酒店门口接团", cc("在酒店门口接团", dt(today(), 7)), cat=c, unsure="在酒店门口 read as part of the activity, not a place")
    K("早上六点起来背单词", cc("起来背单词", dt(rel(1), 6)), cat=c, unsure="早上六点 with no day at 06:50 has passed: tomorrow 06:00")
    K("4月3号到6号 带团去西安", cc("带团去西安", ymd(2051, 4, 3), ymd(2051, 4, 6)), cat=c)
    K("下周二晚上七点到九点 化学补课", cc("化学补课", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("周五凌晨五点去机场送团", cc("去机场送团", dt(wk(1, 5), 5)), cat=c, unsure="周五凌晨五点 said Friday 06:50 has passed: next Friday 04-07")
    K("4月12号 一模 上午八点", cc("一模", dt(ymd(2051, 4, 12), 8)), cat=c)
    K("下周四 导游证复训 全天", cc("导游证复训", wk(1, 4)), cat=c, unsure="全天 = all-day; left out of the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("1月3号晚上七点烘焙课 在社区活动中心", cc("烘焙课", dt(ymd(2051, 1, 3), 19), location="社区活动中心"), cat=c)
    K("下周六上午八点市集摆摊 地点：人民公园", cc("市集摆摊", dt(wk(1, 6), 8), location="人民公园"), cat=c)
    K("明天下午三点试吃 在我家工作室", cc("试吃", dt(rel(1), 15), location="我家工作室"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周一上午八点一模 在学校礼堂", cc("一模", dt(wk(1, 1), 8), location="学校礼堂"), cat=c)
    K("明天早上六点接团 地点是浦东机场T2", cc("接团", dt(rel(1), 6), location="浦东机场T2"), cat=c)
    K("周六下午两点学习小组 在图书馆三楼", cc("学习小组", dt(wd(6), 14), location="图书馆三楼"), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周三上午九点导游证培训 在旅游局", cc("导游证培训", dt(wk(1, 3), 9), location="旅游局"), cat=c)
    K("明天上午十点摆摊 地点：滨江市集", cc("摆摊", dt(rel(1), 10), location="滨江市集"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("元旦早上六点去机场接团", cc("去机场接团", dt(YUANDAN, 6)), cat=c)
    K("腊八那天做一批腊八粥蛋糕", cc("做一批腊八粥蛋糕", LABA), cat=c, unsure="腊八 2051 = 01-20 (lunar-python)")
    K("小年那天接团", cc("接团", XIAONIAN), cat=c, conv="xiaonian-north", unsure="小年 2051 = 02-04 (lunar-python)")
with use(now=NB, pref="future", **Z):
    K("感恩节晚上七点 带美国团吃饭", cc("带美国团吃饭", dt(today(), 19)), cat=c, unsure="感恩节 is today")
    K("平安夜下午四点 交圣诞蛋糕", cc("交圣诞蛋糕", dt(ymd(2050, 12, 24), 16)), cat=c)
    K("双十二 囤黄油", cc("囤黄油", ymd(2050, 12, 12)), cat=c)
with use(now=NC, pref="future", **Z):
    K("愚人节上午十一点 交整蛊蛋糕", cc("交整蛊蛋糕", dt(ymd(2051, 4, 1), 11)), cat=c)
    K("清明那天带团去西湖", cc("带团去西湖", QINGMING), cat=c, unsure="清明 2051 = 04-05 (lunar-python)")
    K("复活节下午两点 彩蛋蛋糕取货", cc("彩蛋蛋糕取货", dt(EASTER, 14)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十五分钟后提醒我把蛋糕胚拿出来", cc("把蛋糕胚拿出来", dt(today(), 22, 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("二十分钟后出门去取奶油", cc("出门去取奶油", dt(today(), 12, 30)), cat=c)
    K("半个月后一模", cc("一模", rel(15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("十分钟后叫我起床", cc("起床", dt(today(), 7, 0)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("明天下午三點 取蛋糕", cc("取蛋糕", dt(rel(1), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜六上午十點擺攤", cc("擺攤", dt(wd(6), 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下週二晚上七點補課", cc("補課", dt(wk(1, 2), 19)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("1.15 生日蛋糕交货", cc("生日蛋糕交货", ymd(2051, 1, 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("2050/12/10 交志愿表", cc("交志愿表", ymd(2050, 12, 10)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20510412 一模", cc("一模", ymd(2051, 4, 12)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第三个周六 市集摆摊", cc("市集摆摊", nth(2051, 1, 3, 6)), cat=c, unsure="下个月 said 12-31 = January 2051; the third Saturday = 01-21")
with use(now=NB, pref="future", **Z):
    K("12月第二个周日 烘焙市集", cc("烘焙市集", nth(2050, 12, 2, 7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周六 烘焙课", cc("烘焙课", lastwd(2051, 4, 6)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("明早六点三刻出发去机场", cc("出发去机场", dt(rel(1), 6, 45)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一点一刻去拿准考证", cc("去拿准考证", dt(today(), 13, 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("差一刻八点 到校门口集合", cc("到校门口集合", dt(today(), 7, 45)), cat=c, conv="bare-hour", unsure="the named hour 8 reads 08:00 today; a quarter before is 07:45")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("1月3号、4号晚上七点 教烘焙课", [cc("教烘焙课", dt(ymd(2051, 1, 3), 19)), cc("教烘焙课", dt(ymd(2051, 1, 4), 19))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周六周日上午都去市集摆摊 八点开始", [cc("去市集摆摊", dt(wd(6), 8)), cc("去市集摆摊", dt(wd(7), 8))], cat=c,
       conv="distribute", unsure="八点开始 said once applies to both days")
with use(now=NC, pref="future", **Z):
    KM("下周一、周三晚上七点 补物理", [cc("补物理", dt(wk(1, 1), 19)), cc("补物理", dt(wk(1, 3), 19))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("王太太定金到了 350", la("350", "salary", "定金", kind="income"), cat=c, unsure=INC)
    K("面粉180", la("180", "food", "面粉"), cat=c, unsure="baking ingredients as food")
    K("带团小费 400", la("400", "salary", "小费", kind="income"), cat=c, unsure=INC)
    K("蛋糕盒 96", la("96", "shopping", "蛋糕盒"), cat=c)
    K("物理补课费280", la("280", "education", "物理补课费"), cat=c)
    K("零花钱到了 50", la("50", "other", "零花钱", kind="income"), cat=c, unsure="pocket money as other income")
with use(now=NB, pref="past", **Z):
    K("导游费到账2600", la("2600", "salary", "导游费", kind="income"), cat=c)
    K("团队门票 1170", la("1170", "entertainment", "团队门票"), cat=c, unsure="group tickets as entertainment")
    K("教辅书58", la("58", "education", "教辅书"), cat=c)
    K("黄油 245", la("245", "food", "黄油"), cat=c, unsure="baking ingredients as food")
    K("市集摊位费120", la("120", "other", "摊位费"), cat=c, unsure="a market stall fee as other")
    K("打车去机场 86", la("86", "transport", "打车"), cat=c)
with use(now=NC, pref="past", **Z):
    K("这学期补课费 6800 我妈付的", la("6800", "education", "补课费"), cat=c, unsure="paid by a parent, logged as an expense")
    K("导游证复训报名费600", la("600", "education", "导游证复训"), cat=c)
    K("蛋糕尾款收了1180", la("1180", "salary", "尾款", kind="income"), cat=c, unsure=INC)
    K("地铁 4块", la("4", "transport", "地铁"), cat=c)
    K("收到小费300", la("300", "salary", "小费", kind="income"), cat=c, unsure=INC)
    K("练习册46", la("46", "education", "练习册"), cat=c)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周四买的黄油 245", la("245", "food", "黄油", d=wd(4)), cat=c, unsure="周四 said Saturday, looking back: 12-29; ingredients as food")
    K("圣诞节收的定金 200", la("200", "salary", "定金", kind="income", d=ymd(2050, 12, 25)), cat=c, unsure=INC)
with use(now=NB, pref="past", **Z):
    K("前天收的定金 300", la("300", "salary", "定金", kind="income", d=rel(-2)), cat=c, unsure=INC)
    K("上周五买的蛋糕盒 75", la("75", "shopping", "蛋糕盒", d=wk(-1, 5)), cat=c)
with use(now=NC, pref="past", **Z):
    K("昨天买的复习书 152", la("152", "education", "复习书", d=rel(-1)), cat=c)
    K("周四打车 35", la("35", "transport", "打车", d=wd(4)), cat=c, unsure="周四 said Friday, looking back: yesterday 03-30")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周有啥安排", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("元旦那天都有啥", cl(YUANDAN), cat=c)
    K("下个月中旬有什么事", cl(ymd(2051, 1, 11), ymd(2051, 1, 20)), cat=c, conv="month-parts")
with use(now=NA, pref="past", **Z):
    K("这个月黄油面粉花了多少", ls(ymd(2050, 12, 1), ymd(2050, 12, 31), "food"), cat=c, unsure="ingredients as food")
    K("今年导游费一共多少", ls(ymd(2050, 1, 1), ymd(2050, 12, 31), "salary"), cat=c, unsure="今年 written as the whole year 2050; guiding fees as salary")
with use(now=NB, pref="future", **Z):
    K("这周末市集前后有啥安排", cl(wd(6), wd(7)), cat=c)
    K("下周五有什么", cl(wk(1, 5)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上个月导游费多少", ls(ymd(2050, 10, 1), ymd(2050, 10, 31), "salary"), cat=c, unsure="guiding fees as salary")
    K("这个月的账列一下", ll(ymd(2050, 11, 1), ymd(2050, 11, 30)), cat=c)
    K("11月下旬花了多少", ls(ymd(2050, 11, 21), ymd(2050, 11, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="future", **Z):
    K("下周有几个团", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("4月上旬都有啥安排", cl(ymd(2051, 4, 1), ymd(2051, 4, 10)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("最近十笔账给我看看 对一下定金", ll(limit=10), cat=c)
    K("本季度买书花了多少", ls(ymd(2051, 1, 1), ymd(2051, 3, 31), "education"), cat=c, conv="quarters", unsure="books as education")
    K("上个月买材料买书一共花了多少", ls(ymd(2051, 2, 1), ymd(2051, 2, 28)), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("年底前还有啥事没办", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="年底 is today: today alone")
    K("1月10号前都有啥安排", cl(today(), ymd(2051, 1, 10)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="future", **Z):
    K("月底前还有几个蛋糕单", cl(today(), ymd(2050, 11, 30)), cat=c, conv="zh-qian-inclusive")
    K("未来七天有几个团", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("本月至今小费收了多少", ls(ymd(2050, 11, 1), today(), "salary"), cat=c, conv="since", unsure="tips as salary")
    K("最近七天蛋糕店花了多少", ls(rel(-6), today()), cat=c)
with use(now=NC, pref="future", **Z):
    K("清明前有哪些团", cl(today(), QINGMING), cat=c, conv="zh-qian-inclusive", unsure="清明 2051 = 04-05 (lunar-python)")
    K("接下来三天有什么安排", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("今年以来补课费花了多少", ls(ymd(2051, 1, 1), today(), "education"), cat=c, conv="since")
    K("最近三十天花了多少", ls(rel(-29), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天元旦 南京天气咋样", wx("Nanjing", rel(1)), cat=c)
    KM("1月5号到7号昆明天气 带团", [wx("Kunming", ymd(2051, 1, 5)), wx("Kunming", ymd(2051, 1, 6)), wx("Kunming", ymd(2051, 1, 7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("周六摆摊 上海会下雨吗", wx("Shanghai", wd(6)), cat=c)
    KM("这周末桂林天气怎么样", [wx("Guilin", wd(6)), wx("Guilin", wd(7))], cat=c)
with use(now=NC, pref="future", **Z):
    K("明天市集 杭州天气", wx("Hangzhou", rel(1)), cat=c)
    KM("下周一西安和北京的天气", [wx("Xi'an", wk(1, 1)), wx("Beijing", wk(1, 1))], cat=c)
    K("清明那天苏州会下雨吗", wx("Suzhou", QINGMING), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("元旦早上广州适合跑步吗 想跑个新年第一跑", ra("Guangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("运动会前练练 今天成都适合跑步吗", ra("Chengdu"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周日早上厦门适合跑步不", ra("Xiamen", wd(7)), cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("王太太试吃", dt(wk(1, 2), 15), dt(wk(1, 2), 16)), ev("李小姐试吃", dt(wk(1, 4), 15), dt(wk(1, 4), 16))]
    K("王太太的试吃挪到周三", cu(0, title="王太太", start=dt(wk(1, 3), 15)), cat=c, given=g, conv="move-keeps-clock")
    K("李小姐试吃提前一个小时", cu(1, title="李小姐试吃", start=dt(wk(1, 4), 14)), cat=c, given=g)
    g = [ev("物理补课", dt(wk(1, 1), 19), dt(wk(1, 1), 21)), ev("物理补课", dt(wk(1, 3), 19), dt(wk(1, 3), 21))]
    K("周三的物理补课改到晚上八点", cu(1, title="物理补课", date=wk(1, 3), start=dt(wk(1, 3), 20)), cat=c, given=g, conv="clock-only-keeps-day")
    K("周一补课推迟半小时", cu(0, title="补课", date=wk(1, 1), start=dt(wk(1, 1), 19, 30)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("学习小组", dt(wd(6), 14), dt(wd(6), 16)), ev("市集摆摊", dt(wd(6), 9), dt(wd(6), 13))]
    K("周六学习小组改到周日下午两点", cu(0, title="学习小组", date=wd(6), start=dt(wd(7), 14)), cat=c, given=g)
    g = [ev("接团", dt(rel(1), 6), dt(rel(1), 8)), ev("接团", dt(wk(1, 1), 7), dt(wk(1, 1), 9))]
    K("明天接团改到早上五点半 航班提前了", cu(0, title="接团", date=rel(1), start=dt(rel(1), 5, 30)), cat=c, given=g)
    K("下周一接团那个 地点改成虹桥机场", cu(1, title="接团", date=wk(1, 1), location="虹桥机场"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("一模", dt(ymd(2051, 4, 12), 8), dt(ymd(2051, 4, 12), 11, 30)), ev("化学补课", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("化学补课改到下周四", cu(1, title="化学补课", start=dt(wk(1, 4), 19)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("带团去西安", ymd(2051, 4, 3), ymd(2051, 4, 6)), ev("市集摆摊", dt(rel(1), 10), dt(rel(1), 14))]
    K("明天摆摊改成十一点开始", cu(1, title="摆摊", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("试吃", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), ev("烘焙课", dt(wk(1, 2), 19), dt(wk(1, 2), 21))]
    K("下周一的试吃改名叫婚礼蛋糕试吃", cu(0, title="试吃", date=wk(1, 1), new_title="婚礼蛋糕试吃"), cat=c, given=g)
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("英语补课", dt(wk(1, 2), 16), dt(wk(1, 2), 18)), ev("英语补课", dt(wk(2, 2), 16), dt(wk(2, 2), 18))]
    K("下周二的英语补课取消 老师请假了", cdel(0, title="英语补课", date=wk(1, 2)), cat=c, given=g)
    g = [ev("生日蛋糕取货", dt(ymd(2051, 1, 7), 14), dt(ymd(2051, 1, 7), 15)), ev("试吃", dt(ymd(2051, 1, 7), 15), dt(ymd(2051, 1, 7), 16))]
    K("1月7号的试吃删了 客户不来了", cdel(1, title="试吃", date=ymd(2051, 1, 7)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("带团去厦门", ymd(2050, 12, 3), ymd(2050, 12, 5)), ev("带团去桂林", ymd(2050, 11, 28), ymd(2050, 12, 2))]
    K("厦门那个团取消了", cdel(0, title="厦门"), cat=c, given=g)
    g = [ev("数学补课", dt(wk(1, 4), 15), dt(wk(1, 4), 17)), ev("数学补课", dt(wk(1, 6), 10), dt(wk(1, 6), 12))]
    K("下周四数学补课不上了", cdel(0, title="数学补课", date=wk(1, 4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("直播卖蛋糕", dt(rel(1), 19), dt(rel(1), 21)), ev("发快递", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天的直播取消", cdel(0, title="直播", date=rel(1)), cat=c, given=g)
    g = [ev("化学补课", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), ev("物理补课", dt(wk(1, 2), 16), dt(wk(1, 2), 18))]
    K("下周二物理补课删掉", cdel(1, title="物理补课", date=wk(1, 2)), cat=c, given=g)
    g = [ev("学习小组", dt(wd(7), 14), dt(wd(7), 16)), ev("学习小组", dt(wk(1, 7), 14), dt(wk(1, 7), 16))]
    K("学习小组取消", cdel(0, title="学习小组"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("面粉180 黄油245 盒子96", [la("180", "food", "面粉"), la("245", "food", "黄油"), la("96", "shopping", "盒子")], cat=c,
       unsure="ingredients as food, boxes as shopping")
with use(now=NA, pref="future", **Z):
    KM("1月5号带团去云南 顺便看下昆明那天天气", [cc("带团去云南", ymd(2051, 1, 5)), wx("Kunming", ymd(2051, 1, 5))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("小费300 打车86", [la("300", "salary", "小费", kind="income"), la("86", "transport", "打车")], cat=c, unsure=INC)
with use(now=NB, pref="future", **Z):
    KM("周六上午九点市集摆摊 周日下午两点学习小组", [cc("市集摆摊", dt(wd(6), 9)), cc("学习小组", dt(wd(7), 14))], cat=c)
    KM("下周四数学补课取消 周六的学习小组改到三点",
       [cdel(0, title="数学补课", date=wk(1, 4)), cu(1, title="学习小组", date=wd(6), start=dt(wd(6), 15))], cat=c,
       given=[ev("数学补课", dt(wk(1, 4), 15), dt(wk(1, 4), 17)), ev("学习小组", dt(wd(6), 14), dt(wd(6), 16))],
       conv=["clock-only-keeps-day", "bare-hour"], unsure="周六 = this Saturday 11-26; a bare 3 on the group's day reads 15:00")
with use(now=NC, pref="past", **Z):
    KM("补课费6800 练习册46", [la("6800", "education", "补课费"), la("46", "education", "练习册")], cat=c)
with use(now=NC, pref="future", **Z):
    KM("下周有啥安排 再看看周日厦门天气", [cl(wk(1, 1), wk(1, 7)), wx("Xiamen", wd(7))], cat=c)
    KM("记一下收了定金500 下周六下午三点试吃", [la("500", "salary", "定金", kind="income"), cc("试吃", dt(wk(1, 6), 15))], cat=c, unsure=INC)
