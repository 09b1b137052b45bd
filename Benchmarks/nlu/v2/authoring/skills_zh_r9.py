"""Round 9 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Time and money said the way
people say them inside everyday requests: a day and a clock range said apart, deadlines and parts of months in
look-ups, ledger entries terse and chatty (三块五, 两百八, 一千二), weather and running for days and places, changes
and removals of stored events, and several requests in one message."""
from lib import *

NA = "2032-03-31T16:30:00"  # Wednesday afternoon, the last day of Q1 and of March; 愚人节 tomorrow, 清明 Sunday 04-04
NB = "2032-11-29T08:15:00"  # Monday morning after a long weekend (US Thanksgiving 11-25); the month ends tomorrow
NC = "2032-04-29T19:40:00"  # Thursday evening late in a month: 月底 tomorrow, the weekend is 五一, next week 05-03
Z = dict(lang="zh", tz="Asia/Shanghai")

# Lunar festivals and solar terms (lunar-python: Lunar.fromYmd(...).getSolar(), getJieQiTable()).
L32 = {"清明": ymd(2032, 4, 4), "端午": ymd(2032, 6, 12), "中秋": ymd(2032, 9, 19)}
NY33 = ymd(2033, 1, 1)

# =============================================================================== composition
c = "composition"
with use(now=NA, pref="future", **Z):
    K("下周三那天 上午九点到十一点 去体检 帮我记上", cc("去体检", dt(wk(1, 3), 9), dt(wk(1, 3), 11)), cat=c)
    K("明天我请了半天假，下午两点去出入境办护照，帮我加到日历", cc("去出入境办护照", dt(rel(1), 14)), cat=c)
    K("周五晚上七点半 老同学聚餐 记一下", cc("老同学聚餐", dt(wd(5), 19, 30)), cat=c)
    K("4月6号早上八点四十 牙医复诊", cc("牙医复诊", dt(ymd(2032, 4, 6), 8, 40)), cat=c)
    K("周六我有空，就下午三点到五点吧，陪儿子上游泳课", cc("陪儿子上游泳课", dt(wd(6), 15), dt(wd(6), 17)), cat=c)
    K("下下周一上午十点 季度启动会", cc("季度启动会", dt(wk(2, 1), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天开完周会以后 下午三点到四点半 跟设计对一下稿子", cc("跟设计对一下稿子", dt(today(), 15), dt(today(), 16, 30)),
      cat=c)
    K("这周四孩子学校开家长会，晚上六点半，帮我记上", cc("孩子学校开家长会", dt(wk(0, 4), 18, 30)), cat=c)
    K("后天十点左右 修热水器 帮我记一下", cc("修热水器", dt(rel(2), 10)), cat=c, conv="bare-hour")
    K("下周二 中午十二点 跟王总吃饭", cc("跟王总吃饭", dt(wk(1, 2), 12)), cat=c)
    K("周六上午 九点到十一点半 带女儿上钢琴课", cc("带女儿上钢琴课", dt(wd(6), 9), dt(wd(6), 11, 30)), cat=c)
    K("12月10号那天 我想想 晚上七点吧 部门聚餐", cc("部门聚餐", dt(ymd(2032, 12, 10), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周二要是不下雨，傍晚六点去打球，帮我记一下", cc("去打球", dt(wk(1, 2), 18)), cat=c)
    K("明天 老板说了 下午四点到五点 开复盘会", cc("开复盘会", dt(rel(1), 16), dt(rel(1), 17)), cat=c)
    K("下周一早上七点半 送车去保养", cc("送车去保养", dt(wk(1, 1), 7, 30)), cat=c)
    K("5月8号 晚上六点到九点 同学聚会", cc("同学聚会", dt(ymd(2032, 5, 8), 18), dt(ymd(2032, 5, 8), 21)), cat=c)
    K("周日下午两点去看房 中介说他在楼下等", cc("去看房", dt(wd(7), 14)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **Z):
    K("周三下午三点 开部门会", cc("开部门会", dt(rel(7), 15)), cat=c)
    K("三点 给房东打个电话", cc("给房东打个电话", dt(rel(1), 15)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("七点 去接孩子", cc("去接孩子", dt(rel(1), 19)), cat=c, conv="bare-hour")
with use(now=NB, pref="past", **Z):
    K("周一早上打车 35", la("35", "transport", "打车", d=today()), cat=c)
with use(now=NC, pref="past", **Z):
    K("周五买菜花了120", la("120", "food", "买菜", d=wd(5)), cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("早饭三块五", la("3.5", "food", "早饭"), cat=c)
    K("剪头发两百八 记一下", la("280", "other", "剪头发"), cat=c)
    K("昨天买了个新耳机 一千二", la("1200", "shopping", "耳机", d=rel(-1)), cat=c)
    K("季度奖金到账 八千", la("8000", "salary", "季度奖金", kind="income"), cat=c)
    K("交了下个季度的物业费 1860", la("1860", "housing", "物业费"), cat=c)
    K("打车去机场 128", la("128", "transport", "打车去机场"), cat=c)
    K("今天中午请同事喝奶茶 花了96", la("96", "food", "奶茶"), cat=c)
    K("周一给孩子交了春游的钱 150", la("150", "education", "春游", d=wd(1)), cat=c,
      unsure="a school outing filed as education")
with use(now=NB, pref="past", **Z):
    K("早饭 包子豆浆 八块五", la("8.5", "food", "包子豆浆"), cat=c)
    K("加油 三百", la("300", "transport", "加油"), cat=c)
    K("这个月工资到了 一万二", la("12000", "salary", "工资", kind="income"), cat=c)
    K("周六带孩子去游乐园 门票四百六", la("460", "entertainment", "游乐园", d=wd(6)), cat=c)
    K("网费一年 一千零八", la("1008", "housing", "网费"), cat=c)
    K("给我妈买的药 二百三十五块", la("235", "health", "药"), cat=c)
    K("昨天在日本买的药妆 一万二日元", la("12000", "shopping", "药妆", d=rel(-1), cur="JPY"), cat=c)
    K("记账：停车费 十五块零五毛", la("15.5", "transport", "停车费"), cat=c)
with use(now=NC, pref="past", **Z):
    K("晚饭两个人 一百八十八", la("188", "food", "晚饭"), cat=c)
    K("今天下午看牙 花了六百", la("600", "health", "看牙"), cat=c)
    K("五一的高铁票 两张 五百四", la("540", "transport", "高铁票"), cat=c,
      unsure="五一 names the trip the tickets are for, not the day of the expense: dated today")
    K("卖了个旧相机 收了一千五", la("1500", "other", "旧相机", kind="income"), cat=c)
    K("房租 3800 交了", la("3800", "housing", "房租"), cat=c)
    K("兼职的稿费到账 2000", la("2000", "salary", "稿费", kind="income"), cat=c,
      unsure="freelance fees filed as salary (income)")
    K("孩子英语课续费 四千八", la("4800", "education", "英语课"), cat=c)
    K("电影票两张 ¥78", la("78", "entertainment", "电影票"), cat=c, conv="yen-sign-cny")
    K("昨晚打车回家 46", la("46", "transport", "打车", d=rel(-1)), cat=c)
    K("嗯 水果店 二十八块八毛", la("28.8", "food", "水果"), cat=c)

# =============================================================================== update
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("周会", dt(rel(1), 10), dt(rel(1), 11)), ev("牙医复诊", dt(ymd(2032, 4, 6), 8, 40), dt(ymd(2032, 4, 6), 9, 40)),
         ev("跟老陈吃饭", dt(wd(5), 19), dt(wd(5), 21))]
    K("明天那个周会 往后推半小时吧 老板说十点来不了", cu(0, title="周会", date=rel(1), start=dt(rel(1), 10, 30)), cat=c, given=g)
    K("牙医复诊改到下周三 时间不变", cu(1, title="牙医复诊", start=dt(wk(1, 3), 8, 40)), cat=c, given=g,
      conv="move-keeps-clock")
    K("跟老陈吃饭改到晚上七点半", cu(2, title="跟老陈吃饭", start=dt(wd(5), 19, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("周五跟老陈吃饭 地点改成海底捞", cu(2, title="跟老陈吃饭", date=wd(5), location="海底捞"), cat=c, given=g)
    K("明天的周会提前到九点", cu(0, title="周会", date=rel(1), start=dt(rel(1), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("周会明天 延长到十一点半", cu(0, title="周会", date=rel(1), end=dt(rel(1), 11, 30)), cat=c, given=g, conv="bare-hour")
with use(now=NB, pref="future", **Z):
    g = [ev("体检", dt(rel(1), 8), dt(rel(1), 10)), ev("家长会", dt(wk(0, 4), 18, 30), dt(wk(0, 4), 20)),
         ev("年会彩排", dt(wd(5), 14), dt(wd(5), 17))]
    K("体检改到后天 还是八点", cu(0, title="体检", start=dt(rel(2), 8)), cat=c, given=g, conv="move-keeps-clock")
    K("家长会往后推一天", cu(1, title="家长会", start=dt(wk(0, 5), 18, 30)), cat=c, given=g)
    K("周五的年会彩排 改成下午三点开始", cu(2, title="年会彩排", date=wd(5), start=dt(wd(5), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("年会彩排 地点改成公司五楼大厅", cu(2, title="年会彩排", location="公司五楼大厅"), cat=c, given=g)
    K("明天体检提前一个小时", cu(0, title="体检", date=rel(1), start=dt(rel(1), 7)), cat=c, given=g)
    K("把家长会改名叫 期末家长会", cu(1, title="家长会", new_title="期末家长会"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("复盘会", dt(rel(1), 16), dt(rel(1), 17)), ev("打球", dt(wk(1, 2), 18), dt(wk(1, 2), 20)),
         ev("同学聚会", dt(ymd(2032, 5, 8), 18), dt(ymd(2032, 5, 8), 21))]
    K("明天的复盘会 挪到下周一 同一时间", cu(0, title="复盘会", date=rel(1), start=dt(wk(1, 1), 16)), cat=c, given=g,
      conv="move-keeps-clock")
    K("复盘会改到明天上午十点", cu(0, title="复盘会", start=dt(rel(1), 10)), cat=c, given=g)
    K("下周二打球 推迟半个小时", cu(1, title="打球", date=wk(1, 2), start=dt(wk(1, 2), 18, 30)), cat=c, given=g)
    K("同学聚会地点是湘菜馆", cu(2, title="同学聚会", location="湘菜馆"), cat=c, given=g)
    K("8号的同学聚会 改成晚上七点到十点", cu(2, title="同学聚会", date=ymd(2032, 5, 8), start=dt(ymd(2032, 5, 8), 19),
                                      end=dt(ymd(2032, 5, 8), 22)), cat=c, given=g)
    K("打球那个 下周二改成周三", cu(1, title="打球", date=wk(1, 2), start=dt(wk(1, 3), 18)), cat=c, given=g,
      conv="move-keeps-clock")
    K("明天四点那个会 改到五点", cu(0, date=rel(1), start=dt(rel(1), 17)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("游泳课", dt(wd(6), 9), dt(wd(6), 10)), ev("游泳课", dt(wk(1, 6), 9), dt(wk(1, 6), 10))]
    K("游泳课 五一那天改到十点", cu(0, title="游泳课", date=ymd(2032, 5, 1), start=dt(ymd(2032, 5, 1), 10)), cat=c,
      given=g, conv=["clock-only-keeps-day", "bare-hour"])

# =============================================================================== delete
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("周会", dt(rel(1), 10), dt(rel(1), 11)), ev("牙医复诊", dt(ymd(2032, 4, 6), 8, 40), dt(ymd(2032, 4, 6), 9, 40)),
         ev("跟老陈吃饭", dt(wd(5), 19), dt(wd(5), 21))]
    K("明天的周会不开了 老板出差 删掉", cdel(0, title="周会", date=rel(1)), cat=c, given=g)
    K("跟老陈的饭不吃了 删掉吧", cdel(2, title="跟老陈"), cat=c, given=g)
    K("4月6号那个删了", cdel(1, date=ymd(2032, 4, 6)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("体检", dt(rel(1), 8), dt(rel(1), 10)), ev("家长会", dt(wk(0, 4), 18, 30), dt(wk(0, 4), 20)),
         ev("年会彩排", dt(wd(5), 14), dt(wd(5), 17))]
    K("体检不去了 帮我删掉", cdel(0, title="体检"), cat=c, given=g)
    K("周五的年会彩排 取消", cdel(2, title="年会彩排", date=wd(5)), cat=c, given=g)
    K("这周四的家长会不开了", cdel(1, title="家长会", date=wk(0, 4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("复盘会", dt(rel(1), 16), dt(rel(1), 17)), ev("打球", dt(wk(1, 2), 18), dt(wk(1, 2), 20)),
         ev("同学聚会", dt(ymd(2032, 5, 8), 18), dt(ymd(2032, 5, 8), 21))]
    K("复盘会取消了", cdel(0, title="复盘会"), cat=c, given=g)
    K("下周二打球泡汤了 删了吧", cdel(1, title="打球", date=wk(1, 2)), cat=c, given=g)
    K("同学聚会不搞了", cdel(2, title="同学聚会"), cat=c, given=g)
    g = [ev("游泳课", dt(wd(6), 9), dt(wd(6), 10)), ev("游泳课", dt(wk(1, 6), 9), dt(wk(1, 6), 10))]
    K("这周六的游泳课取消", cdel(0, title="游泳课", date=wd(6)), cat=c, given=g)
    K("下周六的游泳课删了", cdel(1, title="游泳课", date=wk(1, 6)), cat=c, given=g)
    K("游泳课先取消一次", cdel(0, title="游泳课"), cat=c, given=g, conv="next-upcoming",
      unsure="'cancel one session' read as the next upcoming one")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("清明过完 下周都排了些啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("4月1号到4号我有什么安排", cl(ymd(2032, 4, 1), ymd(2032, 4, 4)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个季度一共花了多少", ls(ymd(2032, 1, 1), ymd(2032, 3, 31)), cat=c, conv="quarters")
    K("三月份吃饭花了多少", ls(ymd(2032, 3, 1), ymd(2032, 3, 31), "food"), cat=c)
with use(now=NB, pref="past", **Z):
    K("上周花了多少钱", ls(wk(-1, 1), wk(-1, 7)), cat=c)
    K("这个月交通费多少", ls(ymd(2032, 11, 1), ymd(2032, 11, 30), "transport"), cat=c)
    K("最近五笔账", ll(limit=5), cat=c)
with use(now=NC, pref="past", **Z):
    K("上个月的账单给我看看", ll(ymd(2032, 3, 1), ymd(2032, 3, 31)), cat=c)
    K("今年一季度买东西花了多少", ls(ymd(2032, 1, 1), ymd(2032, 3, 31), "shopping"), cat=c, conv="quarters")
with use(now=NC, pref="future", **Z):
    K("五一到五号有什么安排", cl(ymd(2032, 5, 1), ymd(2032, 5, 5)), cat=c)
    K("下周有啥事", cl(wk(1, 1), wk(1, 7)), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前我还有什么事", cl(today(), today()), cat=c, unsure="said on the month's last day: today alone")
    K("下周五以前有哪些安排", cl(today(), wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    K("未来三天有什么事", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("这周之内还有啥安排", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("年底前都有哪些事", cl(today(), ymd(2032, 12, 31)), cat=c)
    K("12月上旬有什么安排", cl(ymd(2032, 12, 1), ymd(2032, 12, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月到目前为止 花了多少钱了", ls(ymd(2032, 11, 1), today()), cat=c, conv="since")
    K("最近七天吃饭花了多少", ls(rel(-6), today(), "food"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天就月底了 月底前还有啥安排", cl(today(), ymd(2032, 4, 30)), cat=c)
    K("五一前还有什么事", cl(today(), ymd(2032, 5, 1)), cat=c, conv="zh-qian-inclusive")
    K("下个月中旬有什么安排", cl(ymd(2032, 5, 11), ymd(2032, 5, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("今年以来交通花了多少", ls(ymd(2032, 1, 1), today(), "transport"), cat=c, conv="since")
    K("四月中旬花了多少", ls(ymd(2032, 4, 11), ymd(2032, 4, 20)), cat=c, conv="month-parts")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天愚人节 上海会下雨吗", wx("Shanghai", rel(1)), cat=c)
    K("清明节杭州天气咋样 要回去扫墓", wx("Hangzhou", L32["清明"]), cat=c)
    KM("这周末成都天气如何", [wx("Chengdu", wd(6)), wx("Chengdu", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("今天出门要带伞吗 广州", wx("Guangzhou"), cat=c)
    K("大后天哈尔滨多少度", wx("Harbin", rel(3)), cat=c)
    KM("下周一和下周二 南京的天气", [wx("Nanjing", wk(1, 1)), wx("Nanjing", wk(1, 2))], cat=c)
with use(now=NC, pref="future", **Z):
    K("五一厦门天气怎么样", wx("Xiamen", ymd(2032, 5, 1)), cat=c)
    KM("明天和后天 青岛会下雨吗", [wx("Qingdao", rel(1)), wx("Qingdao", rel(2))], cat=c)
    K("下周三去西安出差 那天天气怎么样", wx("Xi'an", wk(1, 3)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早适合跑步吗 深圳", ra("Shenzhen", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六早上想跑个半马 苏州天气行吗", ra("Suzhou", wd(6)), cat=c)
    K("今天降温了 北京还能去跑步吗", ra("Beijing"), cat=c)
with use(now=NC, pref="future", **Z):
    K("五一早上 杭州适合跑步吗", ra("Hangzhou", ymd(2032, 5, 1)), cat=c)
    K("明天傍晚 武汉能跑步不", ra("Wuhan", rel(1)), cat=c)

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("早饭八块 午饭三十五 晚饭六十", [la("8", "food", "早饭"), la("35", "food", "午饭"), la("60", "food", "晚饭")], cat=c)
    KM("打车去机场128 然后机场吃饭96", [la("128", "transport", "打车去机场"), la("96", "food", "机场吃饭")], cat=c)
    KM("今天是月底 这个月花了多少 再看看下个月第一周有什么安排",
       [ls(ymd(2032, 3, 1), ymd(2032, 3, 31)), cl(ymd(2032, 4, 1), ymd(2032, 4, 7))], cat=c, conv="first-week")
with use(now=NA, pref="future", **Z):
    KM("明天下午两点去办护照 顺便查一下明天上海天气", [cc("去办护照", dt(rel(1), 14)), wx("Shanghai", rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("今天午饭32 打车27 还有咖啡28",
       [la("32", "food", "午饭"), la("27", "transport", "打车"), la("28", "food", "咖啡")], cat=c)
    KM("工资到了一万二 房租交了四千五",
       [la("12000", "salary", "工资", kind="income"), la("4500", "housing", "房租")], cat=c)
with use(now=NB, pref="future", **Z):
    g = [ev("体检", dt(rel(1), 8), dt(rel(1), 10))]
    KM("取消明天的体检 改成下周一早上八点", [cdel(0, title="体检", date=rel(1)), cc("体检", dt(wk(1, 1), 8))], cat=c, given=g,
       unsure="'改成' after a cancel: the old event deleted and a new one created (not one update)")
    KM("这周四晚上六点半家长会 帮我记上 再查下那天北京天气",
       [cc("家长会", dt(wk(0, 4), 18, 30)), wx("Beijing", wk(0, 4))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("明天下午四点到五点开复盘会 周六上午十点去看房",
       [cc("开复盘会", dt(rel(1), 16), dt(rel(1), 17)), cc("去看房", dt(wd(6), 10))], cat=c)
    KM("五一杭州天气怎么样 适合跑步吗", [wx("Hangzhou", ymd(2032, 5, 1)), ra("Hangzhou", ymd(2032, 5, 1))], cat=c)
    g = [ev("复盘会", dt(rel(1), 16), dt(rel(1), 17)), ev("打球", dt(wk(1, 2), 18), dt(wk(1, 2), 20))]
    KM("复盘会推迟到五点 另外下周有什么安排", [cu(0, title="复盘会", start=dt(rel(1), 17)), cl(wk(1, 1), wk(1, 7))], cat=c,
       given=g, conv=["clock-only-keeps-day", "bare-hour"])
    KM("删掉下周二打球 加个周三晚上七点打羽毛球",
       [cdel(1, title="打球", date=wk(1, 2)), cc("打羽毛球", dt(wk(1, 3), 19))], cat=c, given=g)
with use(now=NC, pref="past", **Z):
    KM("晚饭188 电影票78", [la("188", "food", "晚饭"), la("78", "entertainment", "电影票")], cat=c)
    KM("四月花了多少 吃饭又花了多少",
       [ls(ymd(2032, 4, 1), ymd(2032, 4, 30)), ls(ymd(2032, 4, 1), ymd(2032, 4, 30), "food")], cat=c)
    KM("奶茶16 地铁4 晚上烧烤一百二",
       [la("16", "food", "奶茶"), la("4", "transport", "地铁"), la("120", "food", "烧烤")], cat=c)

# =============================================================================== location
c = "location"
with use(now=NA, pref="future", **Z):
    K("明天上午十点 在公司三楼会议室 面试新人", cc("面试新人", dt(rel(1), 10), location="公司三楼会议室"), cat=c)
    K("周六下午两点 跟小李看电影 地点：万达影城", cc("跟小李看电影", dt(wd(6), 14), location="万达影城"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周三晚上七点 在星巴克 见房东", cc("见房东", dt(wd(3), 19), location="星巴克"), cat=c)
    K("12月3号上午九点半 办房贷 地点是招商银行", cc("办房贷", dt(ymd(2032, 12, 3), 9, 30), location="招商银行"), cat=c)
with use(now=NC, pref="future", **Z):
    K("五一中午十二点 在外婆家吃饭", cc("吃饭", dt(ymd(2032, 5, 1), 12), location="外婆家"), cat=c)
    K("下周三下午三点 在市一医院 拆线", cc("拆线", dt(wk(1, 3), 15), location="市一医院"), cat=c)
    K("周日上午九点半 在小区门口 集合去爬山", cc("集合去爬山", dt(wd(7), 9, 30), location="小区门口"), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NA, pref="future", **Z):
    K("清明节上午八点 回老家扫墓", cc("回老家扫墓", dt(L32["清明"], 8)), cat=c)
    K("愚人节晚上七点 部门聚餐", cc("部门聚餐", dt(ymd(2032, 4, 1), 19)), cat=c)
with use(now=NB, pref="future", **Z):
    K("平安夜晚上八点 跟朋友聚会", cc("跟朋友聚会", dt(ymd(2032, 12, 24), 20)), cat=c)
    K("元旦后的第一个周一 上午九点 开年会", cc("开年会", dt(ymd(2033, 1, 3), 9)), cat=c)
    K("双十二那天我有什么安排", cl(ymd(2032, 12, 12)), cat=c)
with use(now=NB, pref="past", **Z):
    K("上周四感恩节买火鸡花了60刀", la("60", "food", "火鸡", d=holiday_in("thanksgiving", 2032), cur="USD"), cat=c)
    K("双十一买的羽绒服 899", la("899", "shopping", "羽绒服", d=ymd(2032, 11, 11)), cat=c)
with use(now=NC, pref="future", **Z):
    K("五一上午十点 出发去千岛湖", cc("出发去千岛湖", dt(ymd(2032, 5, 1), 10)), cat=c)
    K("母亲节那天 给妈妈订个蛋糕", cc("给妈妈订个蛋糕", holiday_in("mothers", 2032)), cat=c)
    K("端午节前一天 下午三点 回老家", cc("回老家", dt(L32["端午"] - td(days=1), 15)), cat=c)

# =============================================================================== a few of the rest
with use(now=NA, pref="future", **Z):
    K("下个月第二个周三 上午十点 例会", cc("例会", dt(nth(2032, 4, 2, 3), 10)), cat="arithmetic")
    K("一个半小时后 提醒我给狗喂药", cc("给狗喂药", C.now + td(minutes=90)), cat="duration")
    K("4.15 报税", cc("报税", ymd(2032, 4, 15)), cat="numeric-date")
    K("下週三下午兩點 開會", cc("開會", dt(wk(1, 3), 14)), cat="traditional")
    KM("周六和周日 上海的天气", [wx("Shanghai", wd(6)), wx("Shanghai", wd(7))], cat="coordination")
with use(now=NB, pref="future", **Z):
    K("12月最后一个周五 晚上六点 公司年会", cc("公司年会", dt(lastwd(2032, 12, 5), 18)), cat="arithmetic")
    K("半个月后 去医院拆石膏", cc("去医院拆石膏", rel(15)), cat="duration")
    K("差一刻十点 开电话会", cc("开电话会", dt(today(), 9, 45)), cat="clock", conv="bare-hour")
    K("2032/12/18 考驾照科目二", cc("考驾照科目二", ymd(2032, 12, 18)), cat="numeric-date")
with use(now=NC, pref="future", **Z):
    K("大后天上午九点 去车管所", cc("去车管所", dt(rel(3), 9)), cat="arithmetic")
    K("八点半 跟家里视频", cc("跟家里视频", dt(today(), 20, 30)), cat="clock", conv="bare-hour")
    K("禮拜天晚上七點 看電影", cc("看電影", dt(wd(7), 19)), cat="traditional")
    KM("下周一和周三 各有什么安排", [cl(wk(1, 1)), cl(wk(1, 3))], cat="coordination", conv="distribute")
