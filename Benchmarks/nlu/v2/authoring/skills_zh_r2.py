"""Round 2 Chinese end-to-end rows (issue 15), written blind: the skill and every argument, from
../CONVENTIONS.md only (no parser code or output was seen while writing them)."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NB = "2027-03-15T21:30:00"  # Monday
NC = "2027-06-30T08:00:00"  # Wednesday
ND = "2027-09-10T14:00:00"  # Friday
NE = "2027-01-29T19:00:00"  # Friday
NF = "2027-11-03T16:45:00"  # Wednesday
NG = "2026-12-31T22:15:00"  # Thursday, the last evening of the year
NH = "2027-03-14T11:00:00"  # Sunday
NI = "2027-07-31T11:20:00"  # Saturday, the last day of a month
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition
c = "composition"
with use(now=NA, pref="future", **Z):
    K("下周四要理发，帮我定在下午四点", cc("理发", dt(wk(1, 4), 16)), cat=c)
    K("周五晚上跟大学室友聚餐，七点半，帮我加个日程", cc("跟大学室友聚餐", dt(wd(5), 19, 30)), cat=c)
    K("后天上午帮我空出来，九点到十一点给客户做演示", cc("给客户做演示", dt(rel(2), 9), dt(rel(2), 11)), cat=c)
    K("12月8号，也就是下周二，下午三点半开家长会", cc("家长会", dt(ymd(2026, 12, 8), 15, 30)), cat=c)
    K("这周六早上七点，去机场接我妈", cc("去机场接我妈", dt(wd(6), 7)), cat=c)
    K("下午两点左右吧，明天，跟设计师过一下稿子", cc("跟设计师过一下稿子", dt(rel(1), 14)), cat=c)
    K("周日下午带儿子去上编程课，一点到三点", cc("带儿子去上编程课", dt(wd(7), 13), dt(wd(7), 15)), cat=c)
    K("麻烦记一下：下周一 8:45 部门晨会", cc("部门晨会", dt(wk(1, 1), 8, 45)), cat=c)
    K("明天的话，中午十二点半和房东见面签合同", cc("和房东见面签合同", dt(rel(1), 12, 30)), cat=c)
    K("12月20号周日早上六点半去爬山", cc("去爬山", dt(ymd(2026, 12, 20), 6, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午提醒我给王老师打电话，三点", cc("给王老师打电话", dt(rel(1), 15)), cat=c)
    K("下周五，嗯，晚上八点，陪老婆看话剧", cc("陪老婆看话剧", dt(wk(1, 5), 20)), cat=c)
    K("周三 晚7:30 羽毛球", cc("羽毛球", dt(wd(3), 19, 30)), cat=c)
    K("3月19号（周五）下午四点十五 见投资人", cc("见投资人", dt(ymd(2027, 3, 19), 16, 15)), cat=c)
    K("今晚十点半和美国同事开电话会", cc("和美国同事开电话会", dt(today(), 22, 30)), cat=c)
    K("后天吧，早上九点一刻，去社保局交材料", cc("去社保局交材料", dt(rel(2), 9, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("7月2号周五上午十点，我要去车管所换驾照", cc("去车管所换驾照", dt(ymd(2027, 7, 2), 10)), cat=c)
    K("周四吧，下午两点，装修师傅上门量尺寸", cc("装修师傅上门量尺寸", dt(wd(4), 14)), cat=c)
    K("下周一早上先开个晨会，八点半", cc("晨会", dt(wk(1, 1), 8, 30)), cat=c)
    K("明天下午四点到五点半，给新人做入职培训", cc("给新人做入职培训", dt(rel(1), 16), dt(rel(1), 17, 30)), cat=c)
with use(now=ND, pref="future", **Z):
    K("今天下午五点的时候，帮我记上接孩子放学", cc("接孩子放学", dt(today(), 17)), cat=c)
    K("下周二晚上瑜伽课，七点到九点", cc("瑜伽课", dt(wk(1, 2), 19), dt(wk(1, 2), 21)), cat=c)
    K("嗯…周日上午十点半，陪闺蜜去试婚纱", cc("陪闺蜜去试婚纱", dt(wd(7), 10, 30)), cat=c)
with use(now=NE, pref="future", **Z):
    K("周日上午十点，带爸妈去看新房", cc("带爸妈去看新房", dt(wd(7), 10)), cat=c)
    K("下周三下午年终述职，两点到四点", cc("年终述职", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c)
with use(now=NF, pref="future", **Z):
    K("周五早上九点送车去保养", cc("送车去保养", dt(wd(5), 9)), cat=c)
    K("今天晚上八点跟前端对一下接口", cc("跟前端对一下接口", dt(today(), 20)), cat=c)
    K("11月9号晚上 19:00-20:30 线上课", cc("线上课", dt(ymd(2027, 11, 9), 19), dt(ymd(2027, 11, 9), 20, 30)), cat=c)
with use(now=NG, pref="future", **Z):
    K("明天上午十点半和朋友看电影", cc("和朋友看电影", dt(rel(1), 10, 30)), cat=c)
    K("周六下午给孩子补数学，三点到五点", cc("给孩子补数学", dt(wd(6), 15), dt(wd(6), 17)), cat=c)
with use(now=NH, pref="future", **Z):
    K("今天下午三点去超市买菜", cc("去超市买菜", dt(today(), 15)), cat=c)
    K("下周二早上，七点四十，送孩子去春游集合", cc("送孩子去春游集合", dt(wk(1, 2), 7, 40)), cat=c)
with use(now=NI, pref="future", **Z):
    K("明天早上六点，去机场赶飞机", cc("去机场赶飞机", dt(rel(1), 6)), cat=c)
    K("下周二下午一点半，部门培训，别忘了", cc("部门培训", dt(wk(1, 2), 13, 30)), cat=c)
    K("8月5号是周四吧？那天上午十点面试", cc("面试", dt(ymd(2027, 8, 5), 10)), cat=c)

# =============================================================================== range
c = "range"
with use(now=NA, pref="future", **Z):
    K("12月21号到24号去成都出差", cc("去成都出差", ymd(2026, 12, 21), ymd(2026, 12, 24)), cat=c)
    K("下周都有什么安排？", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("看看12月10号到15号我有哪些日程", cl(ymd(2026, 12, 10), ymd(2026, 12, 15)), cat=c)
    KM("北京这周末天气怎么样", [wx("Beijing", wd(6)), wx("Beijing", wd(7))], cat=c)
with use(now=NA, pref="past", **Z):
    K("11月份总共花了多少？", ls(ymd(2026, 11, 1), ymd(2026, 11, 30)), cat=c)
    K("最近7天吃饭花了多少", ls(rel(-6), today(), "food"), cat=c)
with use(now=NB, pref="future", **Z):
    K("4月1号至3号请年假", cc("请年假", ymd(2027, 4, 1), ymd(2027, 4, 3)), cat=c)
    K("接下来三天我忙不忙？看下日程", cl(today(), rel(2)), cat=c)
    KM("未来三天上海会下雨吗", [wx("Shanghai", rel(0)), wx("Shanghai", rel(1)), wx("Shanghai", rel(2))], cat=c,
       conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("上周打车一共花了多少", ls(wk(-1, 1), wk(-1, 7), "transport"), cat=c)
    K("把这个月的账单明细列出来", ll(month_start(), month_end()), cat=c)
with use(now=NC, pref="future", **Z):
    K("7月10号到7月17号带孩子去青岛玩", cc("带孩子去青岛玩", ymd(2027, 7, 10), ymd(2027, 7, 17)), cat=c)
    K("7月上旬的日程帮我列一下", cl(ymd(2027, 7, 1), ymd(2027, 7, 10)), cat=c, conv="month-parts")
    KM("帮我看看广州明天跟后天会不会很热", [wx("Guangzhou", rel(1)), wx("Guangzhou", rel(2))], cat=c)
with use(now=NC, pref="past", **Z):
    K("今年上半年花了多少钱", ls(ymd(2027, 1, 1), ymd(2027, 6, 30)), cat=c, conv="halves")
    K("5月份在吃上花了多少", ls(ymd(2027, 5, 1), ymd(2027, 5, 31), "food"), cat=c)
with use(now=ND, pref="future", **Z):
    K("国庆1号到7号回老家", cc("回老家", ymd(2027, 10, 1), ymd(2027, 10, 7)), cat=c)
    K("这个周末有什么事吗", cl(wd(6), wd(7)), cat=c)
    K("下周三到周五在上海培训", cc("培训", wk(1, 3), wk(1, 5), location="上海"), cat=c)
with use(now=ND, pref="past", **Z):
    K("8月份的购物支出汇总一下", ls(ymd(2027, 8, 1), ymd(2027, 8, 31), "shopping"), cat=c)
    K("上个月的流水给我看看", ll(month_start(-1), month_end(-1)), cat=c)
with use(now=NE, pref="future", **Z):
    K("除夕到初三回爷爷家过年", cc("回爷爷家过年", hol("除夕"), hol("初三")), cat=c)
    K("下个月的安排都给我列出来", cl(month_start(1), month_end(1)), cat=c)
with use(now=NE, pref="past", **Z):
    K("从1号到现在一共花了多少", ls(ymd(2027, 1, 1), today()), cat=c, conv="since")
with use(now=NF, pref="future", **Z):
    K("11月11号到13号参加行业展会", cc("参加行业展会", ymd(2027, 11, 11), ymd(2027, 11, 13)), cat=c)
    K("未来一周的日程", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NF, pref="past", **Z):
    K("10月的账单列一下，最近的20条就行", ll(ymd(2027, 10, 1), ymd(2027, 10, 31), limit=20), cat=c)
with use(now=NG, pref="future", **Z):
    K("1月4号到8号封闭开发，帮我标一下", cc("封闭开发", ymd(2027, 1, 4), ymd(2027, 1, 8)), cat=c)
    K("下周一到周三我都有啥会", cl(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NG, pref="past", **Z):
    K("今年以来总共花了多少钱", ls(ymd(2026, 1, 1), today()), cat=c, conv="since")
with use(now=NH, pref="future", **Z):
    K("下周的日程表给我看看", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("3月22号到26号去深圳参加培训", cc("去深圳参加培训", ymd(2027, 3, 22), ymd(2027, 3, 26)), cat=c)
with use(now=NH, pref="past", **Z):
    K("上上周的开销统计一下", ls(wk(-2, 1), wk(-2, 7)), cat=c)
with use(now=NI, pref="future", **Z):
    K("8月上旬我都有什么安排", cl(ymd(2027, 8, 1), ymd(2027, 8, 10)), cat=c, conv="month-parts")
    KM("接下来三天厦门天气如何", [wx("Xiamen", rel(0)), wx("Xiamen", rel(1)), wx("Xiamen", rel(2))], cat=c,
       conv="n-days-counting-today")
with use(now=NI, pref="past", **Z):
    K("过去三十天娱乐花了多少", ls(rel(-29), today(), "entertainment"), cat=c)

# =============================================================================== update
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("周会", dt(rel(1), 10), dt(rel(1), 11)), ev("周会", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("下周四的周会改到下午两点", cu(1, title="周会", date=wk(1, 4), start=dt(wk(1, 4), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("看牙", dt(wd(5), 15), dt(wd(5), 16)), ev("理发", dt(wd(6), 11), dt(wd(6), 12))]
    K("看牙那个往后推一个小时", cu(0, title="看牙", start=dt(wd(5), 16)), cat=c, given=g)
    g = [ev("羽毛球", dt(wd(5), 19), dt(wd(5), 21))]
    K("把周五的羽毛球挪到周六，时间不变", cu(0, title="羽毛球", date=wd(5), start=dt(wd(6), 19)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("产品会", dt(rel(1), 10), dt(rel(1), 11)), ev("例会", dt(rel(1), 15), dt(rel(1), 16))]
    K("把明天下午那个会改名叫预算评审", cu(1, title="会", date=rel(1), new_title="预算评审"), cat=c, given=g)
    g = [ev("客户午餐", dt(wd(5), 12), dt(wd(5), 13, 30))]
    K("周五客户午餐的地点改成国贸三期", cu(0, title="客户午餐", date=wd(5), location="国贸三期"), cat=c, given=g)
    g = [ev("体检", dt(wk(1, 1), 8), dt(wk(1, 1), 10))]
    K("体检往后推两天吧", cu(0, title="体检", start=dt(wk(1, 3), 8)), cat=c, given=g)
    g = [ev("跟老王的电话会", dt(rel(1), 15), dt(rel(1), 16))]
    K("跟老王的电话会提前半小时", cu(0, title="跟老王的电话会", start=dt(rel(1), 14, 30)), cat=c, given=g)
    g = [ev("家长会", dt(wd(5), 16), dt(wd(5), 17))]
    K("把家长会改到下周二晚上七点", cu(0, title="家长会", start=dt(wk(1, 2), 19)), cat=c, given=g)
    g = [ev("瑜伽", dt(rel(-2), 19), dt(rel(-2), 20)), ev("瑜伽", dt(today(), 19), dt(today(), 20)),
         ev("瑜伽", dt(rel(7), 19), dt(rel(7), 20))]
    K("瑜伽改到晚上八点", cu(1, title="瑜伽", start=dt(today(), 20)), cat=c, given=g, conv="next-upcoming")
    g = [ev("跑步", dt(wd(7), 7), dt(wd(7), 8))]
    K("把周日的“跑步”改名叫“半马训练”", cu(0, title="跑步", date=wd(7), new_title="半马训练"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("面试", dt(rel(1), 14), dt(rel(1), 15))]
    K("明天的面试改到后天上午十点", cu(0, title="面试", date=rel(1), start=dt(rel(2), 10)), cat=c, given=g)
    g = [ev("读书会", dt(wd(4), 19, 30), dt(wd(4), 21))]
    K("周四的读书会推迟一周", cu(0, title="读书会", date=wd(4), start=dt(wd(4) + td(days=7), 19, 30)), cat=c, given=g)
    g = [ev("季度汇报", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("把下周一的季度汇报提前到这周五", cu(0, title="季度汇报", date=wk(1, 1), start=dt(wk(0, 5), 9)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("部门聚餐", dt(wd(5), 18), dt(wd(5), 20))]
    K("聚餐那个改成周六中午", cu(0, title="聚餐", start=dt(wd(6), 12)), cat=c, given=g)
    g = [ev("直播", dt(today(), 22), dt(today(), 23))]
    K("今晚的直播改名叫新品发布会", cu(0, title="直播", date=today(), new_title="新品发布会"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("牙医", dt(ymd(2027, 7, 2), 10), dt(ymd(2027, 7, 2), 11)),
         ev("牙医复查", dt(ymd(2027, 7, 16), 10), dt(ymd(2027, 7, 16), 11))]
    K("7月16号的牙医复查改到下午两点半", cu(1, title="牙医复查", date=ymd(2027, 7, 16), start=dt(ymd(2027, 7, 16), 14, 30)),
      cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("跟房东看房", dt(today(), 18), dt(today(), 19))]
    K("跟房东看房挪到明天早上七点半", cu(0, title="跟房东看房", start=dt(rel(1), 7, 30)), cat=c, given=g)
    g = [ev("团建", wd(5), wd(5))]
    K("周五的团建往后推一天", cu(0, title="团建", date=wd(5), start=wd(6)), cat=c, given=g)
    g = [ev("项目会", dt(rel(1), 10), dt(rel(1), 11)), ev("项目会", dt(rel(1), 15), dt(rel(1), 16))]
    K("把明天上午的会从十点改到十一点", cu(0, title="会", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
with use(now=ND, pref="future", **Z):
    g = [ev("培训", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 11, 30))]
    K("下周三的培训改到周四同一时间", cu(0, title="培训", date=wk(1, 3), start=dt(wk(1, 4), 9, 30)), cat=c, given=g)
    g = [ev("中秋聚餐", dt(hol("中秋"), 18), dt(hol("中秋"), 21))]
    K("中秋聚餐提前到中秋前一天晚上六点", cu(0, title="中秋聚餐", start=dt(hol("中秋") - td(days=1), 18)), cat=c, given=g)
    g = [ev("和供应商电话", dt(today(), 16), dt(today(), 16, 30)), ev("和财务电话", dt(wk(1, 1), 10), dt(wk(1, 1), 10, 30))]
    K("今天下午四点那个电话挪到五点半", cu(0, title="电话", date=today(), start=dt(today(), 17, 30)), cat=c, given=g)
    g = [ev("站会", dt(wk(1, 1), 9, 30), dt(wk(1, 1), 9, 45))]
    K("下周一的站会改个名字，叫每日同步", cu(0, title="站会", date=wk(1, 1), new_title="每日同步"), cat=c, given=g)
with use(now=NE, pref="future", **Z):
    g = [ev("年会", dt(wk(1, 5), 18), dt(wk(1, 5), 21))]
    K("年会从下周五改到下周六，还是晚上六点", cu(0, title="年会", date=wk(1, 5), start=dt(wk(1, 6), 18)), cat=c, given=g)
    g = [ev("年夜饭", dt(hol("除夕"), 18), dt(hol("除夕"), 21))]
    K("把除夕的年夜饭提前一个小时", cu(0, title="年夜饭", date=hol("除夕"), start=dt(hol("除夕"), 17)), cat=c, given=g)
    g = [ev("看电影", dt(rel(1), 14), dt(rel(1), 16))]
    K("明天的看电影改名成陪爸妈看电影", cu(0, title="看电影", date=rel(1), new_title="陪爸妈看电影"), cat=c, given=g)
with use(now=NF, pref="future", **Z):
    g = [ev("直播间值班", dt(ymd(2027, 11, 11), 19), dt(ymd(2027, 11, 11), 23))]
    K("双十一那天的直播间值班推迟到晚上九点", cu(0, title="直播间值班", date=ymd(2027, 11, 11), start=dt(ymd(2027, 11, 11), 21)),
      cat=c, given=g)
    g = [ev("复盘会", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五的复盘会地点改成在3号会议室", cu(0, title="复盘会", date=wd(5), location="3号会议室"), cat=c, given=g)
    g = [ev("羽毛球", dt(today(), 19), dt(today(), 21))]
    K("今晚的羽毛球往后挪半个小时", cu(0, title="羽毛球", date=today(), start=dt(today(), 19, 30)), cat=c, given=g)
with use(now=NG, pref="future", **Z):
    g = [ev("聚会", dt(rel(1), 17), dt(rel(1), 21))]
    K("元旦的聚会改到1月2号，时间不变", cu(0, title="聚会", date=rel(1), start=dt(ymd(2027, 1, 2), 17)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("体检", dt(ymd(2027, 1, 5), 8, 30), dt(ymd(2027, 1, 5), 10))]
    K("明年1月5号的体检改到1月8号早上八点", cu(0, title="体检", date=ymd(2027, 1, 5), start=dt(ymd(2027, 1, 8), 8)), cat=c,
      given=g)
    g = [ev("跨年倒数", dt(today(), 23, 50), dt(rel(1), 0, 10))]
    K("跨年倒数那个提前十分钟", cu(0, title="跨年倒数", start=dt(today(), 23, 40)), cat=c, given=g)
with use(now=NH, pref="future", **Z):
    g = [ev("游泳", dt(today(), 14), dt(today(), 15)), ev("游泳", dt(rel(7), 14), dt(rel(7), 15))]
    K("下午的游泳改到四点", cu(0, title="游泳", start=dt(today(), 16)), cat=c, given=g, conv="next-upcoming")
    g = [ev("早会", dt(rel(1), 9), dt(rel(1), 9, 30))]
    K("下周一的早会推迟到九点半", cu(0, title="早会", date=rel(1), start=dt(rel(1), 9, 30)), cat=c, given=g)
with use(now=NI, pref="future", **Z):
    g = [ev("带娃去动物园", dt(rel(1), 9), dt(rel(1), 12))]
    K("明天带娃去动物园，改成下周六吧", cu(0, title="带娃去动物园", date=rel(1), start=dt(wk(1, 6), 9)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("牙科复诊", dt(ymd(2027, 8, 3), 10), dt(ymd(2027, 8, 3), 11))]
    K("8月3号的牙科复诊改到4号下午三点", cu(0, title="牙科复诊", date=ymd(2027, 8, 3), start=dt(ymd(2027, 8, 4), 15)),
      cat=c, given=g)
    g = [ev("饭局", dt(today(), 12), dt(today(), 13, 30))]
    K("今天中午的饭局推迟到一点", cu(0, title="饭局", date=today(), start=dt(today(), 13)), cat=c, given=g)
    g = [ev("钢琴课", dt(wk(1, 2), 17), dt(wk(1, 2), 18)), ev("钢琴课", dt(wk(1, 4), 17), dt(wk(1, 4), 18))]
    K("下周四的钢琴课往前挪一天", cu(1, title="钢琴课", date=wk(1, 4), start=dt(wk(1, 3), 17)), cat=c, given=g)

# =============================================================================== delete
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("理发", dt(rel(1), 15), dt(rel(1), 16)), ev("理发", dt(rel(15), 15), dt(rel(15), 16))]
    K("取消明天下午的理发", cdel(0, title="理发", date=rel(1)), cat=c, given=g)
    g = [ev("体检", dt(wd(5), 8), dt(wd(5), 10))]
    K("周五那个体检不去了，删掉吧", cdel(0, title="体检", date=wd(5)), cat=c, given=g)
    g = [ev("开会", dt(rel(1), 10), dt(rel(1), 11)), ev("跟老张的饭局", dt(wd(6), 18), dt(wd(6), 20))]
    K("把跟老张的饭局删了", cdel(1, title="跟老张的饭局"), cat=c, given=g)
    g = [ev("讲座", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("下周四的那个讲座我不去了，从日程里去掉", cdel(0, title="讲座", date=wk(1, 4)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("瑜伽课", dt(wd(2), 19), dt(wd(2), 20)), ev("瑜伽课", dt(wk(1, 2), 19), dt(wk(1, 2), 20))]
    K("下周二的瑜伽课帮我取消", cdel(1, title="瑜伽课", date=wk(1, 2)), cat=c, given=g)
    g = [ev("参加婚礼", ymd(2027, 3, 20), ymd(2027, 3, 20))]
    K("删除3月20号的婚礼", cdel(0, title="婚礼", date=ymd(2027, 3, 20)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("健身", dt(today(), 19), dt(today(), 20))]
    K("今天的健身取消，太累了", cdel(0, title="健身", date=today()), cat=c, given=g)
    g = [ev("签约", dt(ymd(2027, 7, 3), 14), dt(ymd(2027, 7, 3), 15))]
    K("7月3号那个签约黄了，删掉", cdel(0, title="签约", date=ymd(2027, 7, 3)), cat=c, given=g)
with use(now=ND, pref="future", **Z):
    g = [ev("聚餐", dt(hol("中秋"), 18), dt(hol("中秋"), 20))]
    K("中秋那天的聚餐取消吧", cdel(0, title="聚餐", date=hol("中秋")), cat=c, given=g)
    g = [ev("约会", dt(today(), 19), dt(today(), 21))]
    K("取消今天晚上的约会", cdel(0, title="约会", date=today()), cat=c, given=g)
with use(now=NE, pref="future", **Z):
    g = [ev("去姥姥家", hol("初二"), hol("初二"))]
    K("初二去姥姥家那个日程删一下", cdel(0, title="去姥姥家", date=hol("初二")), cat=c, given=g)
    g = [ev("看房", dt(wd(7), 10), dt(wd(7), 11))]
    K("周日的看房取消", cdel(0, title="看房", date=wd(7)), cat=c, given=g)
with use(now=NF, pref="future", **Z):
    g = [ev("面试", dt(wd(5), 10), dt(wd(5), 11)), ev("面试", dt(wd(5), 15), dt(wd(5), 16))]
    K("周五下午那个面试不用了，删了吧", cdel(1, title="面试", date=wd(5)), cat=c, given=g)
    g = [ev("晨跑", dt(rel(1), 6, 30), dt(rel(1), 7, 30))]
    K("撤销明早的晨跑", cdel(0, title="晨跑", date=rel(1)), cat=c, given=g)
with use(now=NG, pref="future", **Z):
    g = [ev("爬山", rel(1), rel(1))]
    K("元旦的爬山计划取消", cdel(0, title="爬山", date=rel(1)), cat=c, given=g)
    g = [ev("跨年倒数", dt(today(), 23, 50), dt(rel(1), 0, 10))]
    K("今晚的跨年倒数删掉", cdel(0, title="跨年倒数", date=today()), cat=c, given=g)
with use(now=NH, pref="future", **Z):
    g = [ev("出差", wk(1, 3), wk(1, 4))]
    K("把下周三的出差删了", cdel(0, title="出差", date=wk(1, 3)), cat=c, given=g)
    g = [ev("网球课", dt(today(), 15), dt(today(), 16)), ev("网球课", dt(rel(7), 15), dt(rel(7), 16))]
    K("取消下午三点的网球课", cdel(0, title="网球课"), cat=c, given=g, conv="next-upcoming")
with use(now=NI, pref="future", **Z):
    g = [ev("游泳课", dt(rel(1), 9), dt(rel(1), 10))]
    K("明天的游泳课取消", cdel(0, title="游泳课", date=rel(1)), cat=c, given=g)
    g = [ev("体检", dt(ymd(2027, 8, 6), 8), dt(ymd(2027, 8, 6), 9))]
    K("8月6号的体检不去了，帮我删掉", cdel(0, title="体检", date=ymd(2027, 8, 6)), cat=c, given=g)
    g = [ev("例会", dt(wd(1), 9), dt(wd(1), 10))]
    K("删掉周一早上的例会", cdel(0, title="例会", date=wd(1)), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NA, pref="past", **Z):
    K("早上买了个煎饼果子，七块五", la("7.5", "food", "煎饼果子"), cat=c)
    K("昨天打车去机场花了一百二", la("120", "transport", "打车去机场", d=rel(-1)), cat=c)
    K("这个月的房租交了，三千八", la("3800", "housing", "房租"), cat=c)
    K("工资到账了，一万二千五", la("12500", "salary", "工资", kind="income"), cat=c)
    K("给女儿报了个钢琴班，两千四", la("2400", "education", "钢琴班"), cat=c)
    K("周一看电影花了85块", la("85", "entertainment", "看电影", d=wd(1)), cat=c)
with use(now=NB, pref="past", **Z):
    K("晚饭吃火锅，我付了268", la("268", "food", "火锅"), cat=c)
    K("年终奖到账两万", la("20000", "salary", "年终奖", kind="income"), cat=c)
    K("买感冒药38.5", la("38.5", "health", "感冒药"), cat=c)
    K("上周六加油三百五", la("350", "transport", "加油", d=wk(-1, 6)), cat=c)
with use(now=NC, pref="past", **Z):
    K("昨晚买水果花了46块8", la("46.8", "food", "水果", d=rel(-1)), cat=c)
    K("报了个雅思班，花了五千八", la("5800", "education", "雅思班"), cat=c)
    K("买了双运动鞋，￥699", la("699", "shopping", "运动鞋"), cat=c, conv="yen-sign-cny")
with use(now=ND, pref="past", **Z):
    K("高铁票两张，一共1106", la("1106", "transport", "高铁票"), cat=c)
    K("在日本买的化妆品，一万二日元", la("12000", "shopping", "化妆品", cur="JPY"), cat=c)
with use(now=NE, pref="past", **Z):
    K("给我妈买了件羽绒服，一千二", la("1200", "shopping", "羽绒服"), cat=c)
    K("昨天看牙花了六百", la("600", "health", "看牙", d=rel(-1)), cat=c)
with use(now=NF, pref="past", **Z):
    K("双十一预售的定金付了200", la("200", "shopping", "定金"), cat=c)
    K("地铁卡充值100", la("100", "transport", "地铁卡充值"), cat=c)
    K("奖金到账 8000", la("8000", "salary", "奖金", kind="income"), cat=c)
with use(now=NG, pref="past", **Z):
    K("跨年夜吃大餐花了四百九", la("490", "food", "吃大餐"), cat=c)
    K("今天交了下季度房租 9600", la("9600", "housing", "房租"), cat=c)
with use(now=NH, pref="past", **Z):
    K("周五打车回家45", la("45", "transport", "打车回家", d=wd(5)), cat=c)
    K("买了三本书，一共一百零八", la("108", "education", "书"), cat=c)
with use(now=NI, pref="past", **Z):
    K("这个月工资发了，到账一万六", la("16000", "salary", "工资", kind="income"), cat=c)
    K("刚才停车费15块", la("15", "transport", "停车费"), cat=c)
    K("在香港买相机花了八千港币", la("8000", "shopping", "相机", cur="HKD"), cat=c)
    K("在巴黎吃饭花了56欧", la("56", "food", "吃饭", cur="EUR"), cat=c, conv="colloquial-currency")

# =============================================================================== multi
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("午饭32，奶茶15", [la("32", "food", "午饭"), la("15", "food", "奶茶")], cat=c)
    KM("打车去公司25，顺便查一下上个月交通花了多少",
       [la("25", "transport", "打车去公司"), ls(month_start(-1), month_end(-1), "transport")], cat=c)
with use(now=NA, pref="future", **Z):
    KM("明天北京和上海的天气", [wx("Beijing", rel(1)), wx("Shanghai", rel(1))], cat=c, conv="distribute")
    g = [ev("健身", dt(wd(4), 19), dt(wd(4), 20))]
    KM("周五下午三点开会，然后把周四的健身删了", [cc("开会", dt(wd(5), 15)), cdel(0, title="健身", date=wd(4))], cat=c,
       given=g)
with use(now=NB, pref="future", **Z):
    KM("明早七点提醒我跑步，另外看看明天杭州天气", [cc("跑步", dt(rel(1), 7)), wx("Hangzhou", rel(1))], cat=c)
    KM("加个日程：周三下午两点见客户；再记一笔咖啡28", [cc("见客户", dt(wd(3), 14)), la("28", "food", "咖啡")], cat=c)
with use(now=NC, pref="past", **Z):
    KM("早餐15，地铁4块，午饭38", [la("15", "food", "早餐"), la("4", "transport", "地铁"), la("38", "food", "午饭")], cat=c)
with use(now=NC, pref="future", **Z):
    KM("查一下下周的日程，顺便看看深圳下周一天气", [cl(wk(1, 1), wk(1, 7)), wx("Shenzhen", wk(1, 1))], cat=c)
with use(now=ND, pref="past", **Z):
    KM("今天买菜花了86，打车回来23", [la("86", "food", "买菜"), la("23", "transport", "打车")], cat=c)
with use(now=ND, pref="future", **Z):
    g = [ev("例会", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    KM("把下周一的例会改到十点，再帮我加一个周二下午三点的面试",
       [cu(0, title="例会", date=wk(1, 1), start=dt(wk(1, 1), 10)), cc("面试", dt(wk(1, 2), 15))], cat=c, given=g)
with use(now=NE, pref="past", **Z):
    KM("订年夜饭押金500，打车去酒店38", [la("500", "food", "年夜饭押金"), la("38", "transport", "打车去酒店")], cat=c)
with use(now=NF, pref="future", **Z):
    g = [ev("瑜伽", dt(rel(1), 19), dt(rel(1), 20))]
    KM("明天的瑜伽取消，另外周五晚上七点去游泳", [cdel(0, title="瑜伽", date=rel(1)), cc("去游泳", dt(wd(5), 19))],
       cat=c, given=g)
with use(now=NF, pref="past", **Z):
    KM("这个月花了多少钱？顺便列一下最近10笔", [ls(month_start(), month_end()), ll(limit=10)], cat=c)
with use(now=NG, pref="past", **Z):
    KM("今天的账：晚饭210，电影票两张90", [la("210", "food", "晚饭"), la("90", "entertainment", "电影票")], cat=c)
with use(now=NG, pref="future", **Z):
    KM("明天元旦，帮我看下北京天气，再看看明天有什么安排", [wx("Beijing", rel(1)), cl(rel(1))], cat=c)
with use(now=NH, pref="past", **Z):
    KM("买菜112，交电费210", [la("112", "food", "买菜"), la("210", "housing", "电费")], cat=c)
with use(now=NH, pref="future", **Z):
    KM("今天南京适合跑步吗？明天呢", [ra("Nanjing", today()), ra("Nanjing", rel(1))], cat=c)
with use(now=NI, pref="past", **Z):
    KM("记账：房租4200，物业费380", [la("4200", "housing", "房租"), la("380", "housing", "物业费")], cat=c)
    KM("这个月和上个月分别花了多少", [ls(month_start(), month_end()), ls(month_start(-1), month_end(-1))], cat=c)
with use(now=NI, pref="future", **Z):
    g = [ev("羽毛球", dt(today(), 16), dt(today(), 18))]
    KM("明天上午十点去医院复查，提醒我；还有把今天下午的羽毛球取消",
       [cc("去医院复查", dt(rel(1), 10)), cdel(0, title="羽毛球", date=today())], cat=c, given=g)
with use(now=NB, pref="past", **Z):
    KM("刚打车回家花了52，帮我看看这个月打车一共多少了",
       [la("52", "transport", "打车回家"), ls(month_start(), month_end(), "transport")], cat=c)

# =============================================================================== location
c = "location"
with use(now=NA, pref="future", **Z):
    K("周四下午两点在望京SOHO T3见客户", cc("见客户", dt(wd(4), 14), location="望京SOHO T3"), cat=c)
    K("明天晚上七点，地点是海底捞中关村店，部门聚餐", cc("部门聚餐", dt(rel(1), 19), location="海底捞中关村店"), cat=c)
    K("周六上午十点半，在少年宫，儿子的围棋比赛", cc("儿子的围棋比赛", dt(wd(6), 10, 30), location="少年宫"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周三上午十点在人民医院复查", cc("复查", dt(wd(3), 10), location="人民医院"), cat=c)
    K("下周五晚上七点和小美看电影，在万达影城", cc("和小美看电影", dt(wk(1, 5), 19), location="万达影城"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周六早上八点半在奥森南门晨跑", cc("晨跑", dt(wd(6), 8, 30), location="奥森南门"), cat=c)
    K("7月5号下午3点 家长会 地点：实验小学三楼", cc("家长会", dt(ymd(2027, 7, 5), 15), location="实验小学三楼"), cat=c)
with use(now=ND, pref="future", **Z):
    K("下周二上午十点季度汇报，在公司大会议室", cc("季度汇报", dt(wk(1, 2), 10), location="公司大会议室"), cat=c)
    K("今晚八点在星巴克和Lily碰个面", cc("和Lily碰个面", dt(today(), 20), location="星巴克"), cat=c)
with use(now=NE, pref="future", **Z):
    K("周日中午十二点在外婆家吃饭", cc("吃饭", dt(wd(7), 12), location="外婆家"), cat=c)
    K("下周一下午四点去税务局办事", cc("去税务局办事", dt(wk(1, 1), 16)), cat=c)
with use(now=NF, pref="future", **Z):
    K("周五下午两点半在3号楼201开组会", cc("组会", dt(wd(5), 14, 30), location="3号楼201"), cat=c)
    K("明天上午九点，地点：浦东机场T2，接客户", cc("接客户", dt(rel(1), 9), location="浦东机场T2"), cat=c)
with use(now=NG, pref="future", **Z):
    K("1月3号晚上在国家大剧院听音乐会，七点半开始", cc("听音乐会", dt(ymd(2027, 1, 3), 19, 30), location="国家大剧院"),
      cat=c)
with use(now=NH, pref="future", **Z):
    K("下周四中午在公司楼下的面馆跟老周吃饭", cc("跟老周吃饭", dt(wk(1, 4), 12), location="公司楼下的面馆"), cat=c)
with use(now=NI, pref="future", **Z):
    K("明天下午三点在图书馆二楼自习", cc("自习", dt(rel(1), 15), location="图书馆二楼"), cat=c)
    K("8月2号上午十点坐高铁去北京出差", cc("坐高铁去北京出差", dt(ymd(2027, 8, 2), 10)), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("这周五之前我还有什么安排", cl(today(), wd(5)), cat=c, conv="zh-qian-inclusive")
    K("月底前有什么日程吗", cl(today(), month_end()), cat=c)
with use(now=NB, pref="future", **Z):
    K("3月25号之前的日程给我看看", cl(today(), ymd(2027, 3, 25)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="future", **Z):
    K("两周内我有哪些会", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=ND, pref="future", **Z):
    K("下周三以前都有啥安排", cl(today(), wk(1, 3)), cat=c, conv="zh-qian-inclusive")
with use(now=NF, pref="future", **Z):
    K("年底前还有哪些安排", cl(today(), ymd(2027, 12, 31)), cat=c)
with use(now=NF, pref="past", **Z):
    K("本月至今花了多少", ls(month_start(), today()), cat=c, conv="since")
with use(now=NI, pref="future", **Z):
    K("到8月10号为止我都有什么事", cl(today(), ymd(2027, 8, 10)), cat=c)
with use(now=NG, pref="past", **Z):
    K("今年以来在交通上花了多少", ls(ymd(2026, 1, 1), today(), "transport"), cat=c, conv="since")

# =============================================================================== holiday
c = "holiday"
with use(now=NA, pref="future", **Z):
    K("平安夜晚上八点和女朋友吃饭", cc("和女朋友吃饭", dt(hol("平安夜"), 20)), cat=c)
    K("冬至那天包饺子，帮我记上", cc("包饺子", hol("冬至")), cat=c)
with use(now=NB, pref="future", **Z):
    K("清明节回老家扫墓", cc("回老家扫墓", hol("清明")), cat=c)
with use(now=NC, pref="future", **Z):
    K("七夕晚上七点跟老婆吃烛光晚餐", cc("跟老婆吃烛光晚餐", dt(hol("七夕"), 19)), cat=c)
with use(now=ND, pref="future", **Z):
    K("重阳节带爸妈去爬山", cc("带爸妈去爬山", hol("重阳")), cat=c)
    K("中秋节上海会下雨吗", wx("Shanghai", hol("中秋")), cat=c)
with use(now=NE, pref="future", **Z):
    K("元宵节晚上七点去看灯会", cc("去看灯会", dt(hol("元宵"), 19)), cat=c)
with use(now=NF, pref="future", **Z):
    K("感恩节那天下午四点给美国客户打电话", cc("给美国客户打电话", dt(hol("thanksgiving"), 16)), cat=c)
with use(now=NG, pref="future", **Z):
    K("腊八那天去雍和宫喝腊八粥", cc("去雍和宫喝腊八粥", hol("腊八")), cat=c)
with use(now=NH, pref="future", **Z):
    K("母亲节带妈妈去吃顿好的", cc("带妈妈去吃顿好的", hol("mothers")), cat=c)
with use(now=NI, pref="future", **Z):
    K("七夕那天杭州天气怎么样", wx("Hangzhou", hol("七夕")), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第二个周六上午十点带孩子打疫苗", cc("带孩子打疫苗", dt(nth(2027, 1, 2, 6), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下下周三下午三点复查", cc("复查", dt(wk(2, 3), 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周五搞团建", cc("团建", lastwd(2027, 7, 5)), cat=c)
with use(now=ND, pref="future", **Z):
    K("大大后天上午九点去面试", cc("去面试", dt(rel(4), 9)), cat=c)
with use(now=NF, pref="future", **Z):
    K("12月第一个周一上午十点开年度预算会", cc("年度预算会", dt(nth(2027, 12, 1, 1), 10)), cat=c)
with use(now=NG, pref="future", **Z):
    K("下个月倒数第二个周五晚上六点半部门年会", cc("部门年会", dt(lastwd(2027, 1, 5) - td(days=7), 18, 30)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("下周二、周四晚上七点都去健身，帮我建两个日程", [cc("健身", dt(wk(1, 2), 19)), cc("健身", dt(wk(1, 4), 19))], cat=c,
       conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("看看周三和周五的日程", [cl(wd(3)), cl(wd(5))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("7月5号、6号青岛天气", [wx("Qingdao", ymd(2027, 7, 5)), wx("Qingdao", ymd(2027, 7, 6))], cat=c, conv="distribute")
with use(now=ND, pref="future", **Z):
    KM("北京和天津明天下雨吗", [wx("Beijing", rel(1)), wx("Tianjin", rel(1))], cat=c, conv="distribute")
with use(now=NF, pref="future", **Z):
    KM("周四周五下午两点都有培训，帮我加上", [cc("培训", dt(wd(4), 14)), cc("培训", dt(wd(5), 14))], cat=c,
       conv="distribute")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("深圳今天热不热", wx("Shenzhen"), cat=c)
with use(now=NB, pref="future", **Z):
    K("大后天成都天气咋样", wx("Chengdu", rel(3)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周六西安会下雨吗？要出门", wx("Xi'an", wk(1, 6)), cat=c)
with use(now=NE, pref="future", **Z):
    K("哈尔滨周日多少度", wx("Harbin", wd(7)), cat=c)
with use(now=NG, pref="future", **Z):
    K("明天三亚天气好不好，想去海边", wx("Sanya", rel(1)), cat=c)
with use(now=NE, pref="future", **Z):
    KM("周六和周日广州天气怎么样", [wx("Guangzhou", wd(6)), wx("Guangzhou", wd(7))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("周六北京适合去跑个步不", ra("Beijing", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("今天成都的空气适合晨跑吗", ra("Chengdu"), cat=c)
with use(now=ND, pref="future", **Z):
    K("下周日杭州能跑半马吗，天气行不行", ra("Hangzhou", wk(1, 7)), cat=c)
with use(now=NH, pref="future", **Z):
    K("明天早上在武汉跑步合适吗", ra("Wuhan", rel(1)), cat=c)
with use(now=NI, pref="future", **Z):
    K("后天想在青岛海边跑步，天气允许吗", ra("Qingdao", rel(2)), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NA, pref="future", **Z):
    K("周三早上八点游泳", cc("游泳", dt(wd(3) + td(days=7), 8)), cat=c)
with use(now=ND, pref="future", **Z):
    K("周五上午十点去复印材料", cc("去复印材料", dt(wd(5) + td(days=7), 10)), cat=c)
with use(now=NI, pref="future", **Z):
    K("周六早上七点爬香山", cc("爬香山", dt(wd(6) + td(days=7), 7)), cat=c)
with use(now=NB, pref="past", **Z):
    K("周一晚上八点打车花了40", la("40", "transport", "打车", d=today()), cat=c)
with use(now=NF, pref="past", **Z):
    K("周四请同事吃饭花了150", la("150", "food", "请同事吃饭", d=wd(4)), cat=c)

# =============================================================================== duration / numeric-date / traditional / clock
c = "duration"
with use(now=NA, pref="future", **Z):
    K("三天后的下午两点去拿体检报告", cc("去拿体检报告", dt(rel(3), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我收衣服", cc("收衣服", C.now + td(minutes=30)), cat=c)
with use(now=ND, pref="future", **Z):
    K("一个半小时以后开会", cc("开会", C.now + td(minutes=90)), cat=c)
c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("2027.1.8 上午十点 签证面谈", cc("签证面谈", dt(ymd(2027, 1, 8), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("4/2 下午三点 牙医", cc("牙医", dt(ymd(2027, 4, 2), 15)), cat=c)
with use(now=NF, pref="future", **Z):
    K("11.20 全天团建", cc("团建", ymd(2027, 11, 20)), cat=c)
c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週三下午兩點開會", cc("開會", dt(wk(1, 3), 14)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜五晚上八點看電影", cc("看電影", dt(wd(5), 20)), cat=c)
c = "clock"
with use(now=NG, pref="future", **Z):
    K("十一点提醒我关热水器", cc("关热水器", bare_clock(11)), cat=c, conv="bare-hour")
with use(now=NA, pref="future", **Z):
    K("明天差一刻九点开早会", cc("早会", dt(rel(1), 8, 45)), cat=c)
