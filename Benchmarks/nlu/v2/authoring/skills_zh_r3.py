"""Round 3 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them)."""
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
# Round 3 reference times
NJ = "2027-02-16T07:40:00"  # Tuesday, early morning in the Spring Festival season (正月十一, 元宵 is Saturday)
NK = "2027-05-31T18:00:00"  # Monday, month end, US Memorial Day; 儿童节 tomorrow, 端午 next Wednesday
NL = "2027-10-28T23:50:00"  # Thursday, ten minutes before midnight
NM = "2027-12-25T09:00:00"  # Saturday, Christmas morning
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== update
c = "update"
with use(now=NJ, pref="future", **Z):
    g = [ev("复工动员会", dt(rel(1), 9), dt(rel(1), 10))]
    K("明天那个复工动员会，改成九点四十开始吧", cu(0, title="复工动员会", date=rel(1), start=dt(rel(1), 9, 40)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("方案评审", dt(wd(4), 10), dt(wd(4), 11)), ev("方案评审", dt(wk(1, 4), 10), dt(wk(1, 4), 11))]
    K("下周四的方案评审提前一个钟头", cu(1, title="方案评审", date=wk(1, 4), start=dt(wk(1, 4), 9)), cat=c, given=g)
    g = [ev("跟舅舅吃饭", dt(wd(6), 18), dt(wd(6), 20))]
    K("元宵节跟舅舅吃饭那个，改到中午十二点", cu(0, title="跟舅舅吃饭", date=hol("元宵"), start=dt(hol("元宵"), 12)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("牙科复诊", dt(rel(2), 15), dt(rel(2), 16))]
    K("牙科复诊往后挪两天，时间不变", cu(0, title="牙科复诊", start=dt(rel(4), 15)), cat=c, given=g)
    g = [ev("给老板汇报春节数据", dt(today(), 16), dt(today(), 17))]
    K("今天给老板汇报那个 提早到下午两点", cu(0, title="给老板汇报", date=today(), start=dt(today(), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("产品周会", dt(wd(3), 10), dt(wd(3), 11)), ev("技术周会", dt(wd(3), 14), dt(wd(3), 15))]
    K("周三下午的周会 推后半小时", cu(1, title="周会", date=wd(3), start=dt(wd(3), 14, 30)), cat=c, given=g)
    g = [ev("看房", dt(wd(7), 10), dt(wd(7), 11))]
    K("周日看房那个改成下周六，同一时间", cu(0, title="看房", date=wd(7), start=dt(wk(1, 6), 10)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("驾校练车", dt(rel(1), 8), dt(rel(1), 10))]
    K("明天练车改成下午两点到四点", cu(0, title="练车", date=rel(1), start=dt(rel(1), 14), end=dt(rel(1), 16)), cat=c, given=g)
    g = [ev("拜年视频", dt(today(), 20), dt(today(), 21))]
    K("晚上那个拜年视频改到明天同一时间", cu(0, title="拜年视频", start=dt(rel(1), 20)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("产品经理面试", dt(wd(5), 15), dt(wd(5), 16))]
    K("嗯…周五下午三点那个面试，推迟到四点一刻", cu(0, title="面试", date=wd(5), start=dt(wd(5), 16, 15)), cat=c, given=g)
with use(now=NK, pref="future", **Z):
    g = [ev("季度复盘", dt(rel(1), 10), dt(rel(1), 11, 30))]
    K("能不能把明天的季度复盘往后延一天", cu(0, title="季度复盘", date=rel(1), start=dt(rel(2), 10)), cat=c, given=g)
    g = [ev("亲子活动", wd(2), wd(2))]
    K("儿童节那天的亲子活动挪到周六", cu(0, title="亲子活动", date=hol("儿童节"), start=wd(6)), cat=c, given=g)
    g = [ev("部门聚餐", dt(wk(1, 2), 18, 30), dt(wk(1, 2), 20, 30))]
    K("下周二部门聚餐推到端午那天，还是六点半", cu(0, title="部门聚餐", date=wk(1, 2), start=dt(hol("端午"), 18, 30)), cat=c,
      given=g)
    g = [ev("年中述职", dt(wd(4), 9), dt(wd(4), 10))]
    K("年中述职改到周五上午十点半", cu(0, title="年中述职", start=dt(wd(5), 10, 30)), cat=c, given=g)
    g = [ev("HR电话", dt(today(), 19), dt(today(), 19, 30))]
    K("今晚那个HR电话推迟四十五分钟", cu(0, title="HR电话", date=today(), start=dt(today(), 19, 45)), cat=c, given=g)
    g = [ev("游泳", dt(rel(1), 7), dt(rel(1), 8)), ev("游泳", dt(wd(4), 7), dt(wd(4), 8))]
    K("周四的游泳改成晚上七点", cu(1, title="游泳", date=wd(4), start=dt(wd(4), 19)), cat=c, given=g)
    g = [ev("开会", dt(wd(3), 15), dt(wd(3), 16))]
    K("周三下午三点那个会，名字改成“供应商对账”", cu(0, title="会", date=wd(3), new_title="供应商对账"), cat=c, given=g)
    g = [ev("客户拜访", dt(wd(5), 14), dt(wd(5), 15))]
    K("周五的客户拜访改在对方公司楼下的咖啡厅", cu(0, title="客户拜访", date=wd(5), location="对方公司楼下的咖啡厅"), cat=c,
      given=g)
    g = [ev("618备货会", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("备货会提前到这周五，时间照旧", cu(0, title="备货会", start=dt(wk(0, 5), 10)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NL, pref="future", **Z):
    g = [ev("晨会", dt(rel(1), 9), dt(rel(1), 9, 30))]
    K("太晚了，明天晨会我想改到十点", cu(0, title="晨会", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("万圣节派对", dt(wd(7), 19), dt(wd(7), 23))]
    K("万圣节派对提前到周六晚上，七点不变", cu(0, title="万圣节派对", start=dt(wd(6), 19)), cat=c, given=g)
    g = [ev("交房租提醒", wk(1, 1), wk(1, 1))]
    K("交房租提醒挪到11月3号", cu(0, title="交房租提醒", start=ymd(2027, 11, 3)), cat=c, given=g)
    g = [ev("双十一直播彩排", dt(ymd(2027, 11, 10), 20), dt(ymd(2027, 11, 10), 22))]
    K("直播彩排往前提一天", cu(0, title="直播彩排", start=dt(ymd(2027, 11, 9), 20)), cat=c, given=g)
    g = [ev("体检", dt(wd(6), 8), dt(wd(6), 9))]
    K("周六的体检推迟一个礼拜", cu(0, title="体检", date=wd(6), start=dt(wd(6) + td(days=7), 8)), cat=c, given=g)
    g = [ev("读书分享", dt(wk(1, 2), 19, 30), dt(wk(1, 2), 21))]
    K("下周二读书分享，改成晚上八点到九点半", cu(0, title="读书分享", date=wk(1, 2), start=dt(wk(1, 2), 20),
                                          end=dt(wk(1, 2), 21, 30)), cat=c, given=g)
    g = [ev("瑜伽", dt(wd(6), 9), dt(wd(6), 10)), ev("瑜伽", dt(wd(7), 9), dt(wd(7), 10))]
    K("周日的瑜伽往后推到十点半", cu(1, title="瑜伽", date=wd(7), start=dt(wd(7), 10, 30)), cat=c, given=g)
    g = [ev("接机", dt(wd(6), 14, 20), dt(wd(6), 15, 20))]
    K("周六接机时间变了，改成下午五点四十", cu(0, title="接机", date=wd(6), start=dt(wd(6), 17, 40)), cat=c, given=g)
with use(now=NM, pref="future", **Z):
    g = [ev("圣诞晚餐", dt(today(), 18), dt(today(), 20))]
    K("今天的圣诞晚餐往后推一个半小时", cu(0, title="圣诞晚餐", date=today(), start=dt(today(), 19, 30)), cat=c, given=g)
    g = [ev("跨年聚会", dt(wk(1, 5), 20), dt(wk(1, 6), 1))]
    K("跨年聚会改成晚上九点开始", cu(0, title="跨年聚会", start=dt(wk(1, 5), 21)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("年终总结会", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("年终总结会", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("把下周三的年终总结会挪到周四", cu(1, title="年终总结会", date=wk(1, 3), start=dt(wk(1, 4), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("施粥义工", dt(hol("腊八"), 9), dt(hol("腊八"), 11))]
    K("腊八那天的施粥义工改到早上七点半", cu(0, title="施粥义工", date=hol("腊八"), start=dt(hol("腊八"), 7, 30)), cat=c, given=g)
    g = [ev("还信用卡", wk(1, 2), wk(1, 2))]
    K("还信用卡那条提前到27号", cu(0, title="还信用卡", start=ymd(2027, 12, 27)), cat=c, given=g)
    g = [ev("和Tom打球", dt(rel(1), 15), dt(rel(1), 17))]
    K("和Tom打球往后挪，改成下午四点到六点", cu(0, title="和Tom打球", start=dt(rel(1), 16), end=dt(rel(1), 18)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NA, pref="future", **Z):
    g = [ev("年会节目排练", dt(wd(5), 18, 30), dt(wd(5), 20))]
    K("排练那个往后挪一小时，周五的", cu(0, title="排练", date=wd(5), start=dt(wd(5), 19, 30)), cat=c, given=g)
    g = [ev("写周报", dt(wd(5), 16), dt(wd(5), 17))]
    K("周五“写周报”那条，名字改成“整理本周数据”", cu(0, title="写周报", date=wd(5), new_title="整理本周数据"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("早班机", dt(rel(1), 7, 30), dt(rel(1), 9, 30))]
    K("航班改签了，明早的早班机改到十一点二十", cu(0, title="早班机", date=rel(1), start=dt(rel(1), 11, 20)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("递交签证材料", dt(ymd(2027, 7, 6), 9), dt(ymd(2027, 7, 6), 10))]
    K("7月6号递交签证材料那个，挪到7号下午一点半",
      cu(0, title="递交签证材料", date=ymd(2027, 7, 6), start=dt(ymd(2027, 7, 7), 13, 30)), cat=c, given=g)
with use(now=ND, pref="future", **Z):
    g = [ev("教师节聚餐", dt(today(), 18), dt(today(), 20))]
    K("今晚教师节聚餐，地点换成在学校东门的湘菜馆", cu(0, title="教师节聚餐", date=today(), location="学校东门的湘菜馆"), cat=c,
      given=g)
with use(now=NE, pref="future", **Z):
    g = [ev("买年货", dt(rel(1), 9), dt(rel(1), 12))]
    K("明天买年货那个，改成后天", cu(0, title="买年货", date=rel(1), start=dt(rel(2), 9)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NF, pref="future", **Z):
    g = [ev("组会", dt(today(), 17, 30), dt(today(), 18, 30))]
    K("今天的组会往后顺延二十分钟", cu(0, title="组会", date=today(), start=dt(today(), 17, 50)), cat=c, given=g)
with use(now=NG, pref="future", **Z):
    g = [ev("新年第一跑", dt(rel(1), 7), dt(rel(1), 8))]
    K("元旦早上那个新年第一跑推到八点半", cu(0, title="新年第一跑", date=rel(1), start=dt(rel(1), 8, 30)), cat=c, given=g)
with use(now=NH, pref="future", **Z):
    g = [ev("家教", dt(today(), 15), dt(today(), 17)), ev("家教", dt(rel(7), 15), dt(rel(7), 17))]
    K("家教改到四点开始", cu(0, title="家教", start=dt(today(), 16)), cat=c, given=g, conv=["next-upcoming", "bare-hour"])
with use(now=NI, pref="future", **Z):
    g = [ev("带猫打疫苗", dt(rel(1), 10), dt(rel(1), 11))]
    K("猫打疫苗改成下午三点", cu(0, title="猫打疫苗", start=dt(rel(1), 15)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NJ, pref="future", **Z):
    g = [ev("开工饭", dt(wd(5), 12), dt(wd(5), 13, 30)), ev("开工饭", dt(wk(1, 5), 12), dt(wk(1, 5), 13, 30))]
    K("这周五的开工饭，改叫“部门新春午宴”", cu(0, title="开工饭", date=wk(0, 5), new_title="部门新春午宴"), cat=c, given=g)
with use(now=NK, pref="future", **Z):
    g = [ev("团队周会", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天团队周会改在三楼大会议室开", cu(0, title="团队周会", date=rel(1), location="三楼大会议室"), cat=c, given=g)
with use(now=NL, pref="future", **Z):
    g = [ev("看演唱会", dt(ymd(2027, 11, 6), 19, 30), dt(ymd(2027, 11, 6), 22))]
    K("下周六的演唱会提前半小时出发，改成七点", cu(0, title="演唱会", date=wk(1, 6), start=dt(wk(1, 6), 19)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])

# =============================================================================== delete
c = "delete"
with use(now=NJ, pref="future", **Z):
    g = [ev("拜访客户", dt(rel(1), 10), dt(rel(1), 11)), ev("拜访客户", dt(wd(5), 10), dt(wd(5), 11))]
    K("周五拜访客户那个取消掉", cdel(1, title="拜访客户", date=wd(5)), cat=c, given=g)
    g = [ev("猜灯谜活动", dt(hol("元宵"), 19), dt(hol("元宵"), 21))]
    K("元宵节晚上的猜灯谜我不去了，删了吧", cdel(0, title="猜灯谜", date=hol("元宵")), cat=c, given=g)
    g = [ev("理疗", dt(today(), 17), dt(today(), 18))]
    K("今天下午的理疗帮我划掉", cdel(0, title="理疗", date=today()), cat=c, given=g)
    g = [ev("春季招聘宣讲会", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("下周三的宣讲会取消了，日历上也去掉", cdel(0, title="宣讲会", date=wk(1, 3)), cat=c, given=g)
    g = [ev("健身", dt(today(), 19), dt(today(), 20)), ev("健身", dt(wd(4), 19), dt(wd(4), 20))]
    K("这周四晚上的健身删掉，腿还疼", cdel(1, title="健身", date=wk(0, 4)), cat=c, given=g)
with use(now=NK, pref="future", **Z):
    g = [ev("烧烤", dt(today(), 19), dt(today(), 22))]
    K("今晚烧烤下雨泡汤了，日程删掉", cdel(0, title="烧烤", date=today()), cat=c, given=g)
    g = [ev("儿童节演出", dt(rel(1), 15), dt(rel(1), 17))]
    K("儿童节那个演出，去掉吧", cdel(0, title="演出", date=hol("儿童节")), cat=c, given=g)
    g = [ev("周会", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("周会", dt(wk(2, 1), 10), dt(wk(2, 1), 11))]
    K("下下周一的周会不开了", cdel(1, title="周会", date=wk(2, 1)), cat=c, given=g)
    g = [ev("看牙", dt(wd(4), 16), dt(wd(4), 17)), ev("剪头发", dt(wd(4), 18), dt(wd(4), 19))]
    K("周四剪头发那个不要了", cdel(1, title="剪头发", date=wd(4)), cat=c, given=g)
    g = [ev("项目启动会", dt(wk(1, 3), 9, 30), dt(wk(1, 3), 10, 30))]
    K("那个项目启动会不开了，删除", cdel(0, title="项目启动会"), cat=c, given=g)
with use(now=NL, pref="future", **Z):
    g = [ev("万圣节变装派对", dt(wd(7), 20), dt(wd(7), 23))]
    K("把万圣节的变装派对删了", cdel(0, title="变装派对", date=hol("halloween")), cat=c, given=g)
    g = [ev("早起跑步", dt(rel(1), 6), dt(rel(1), 7))]
    K("都快十二点了，明天早起跑步那个取消吧", cdel(0, title="早起跑步", date=rel(1)), cat=c, given=g)
    g = [ev("交车险", ymd(2027, 11, 5), ymd(2027, 11, 5))]
    K("11月5号交车险那个提醒删掉，已经交了", cdel(0, title="交车险", date=ymd(2027, 11, 5)), cat=c, given=g)
    g = [ev("家长会", dt(wd(6), 9), dt(wd(6), 11))]
    K("撤掉周六上午的家长会", cdel(0, title="家长会", date=wd(6)), cat=c, given=g)
    g = [ev("牙套复查", dt(wk(1, 2), 15), dt(wk(1, 2), 16))]
    K("把下周二的牙套复查删了", cdel(0, title="牙套复查", date=wk(1, 2)), cat=c, given=g)
with use(now=NM, pref="future", **Z):
    g = [ev("圣诞集市", dt(today(), 14), dt(today(), 17))]
    K("圣诞集市今天不去了，删", cdel(0, title="圣诞集市", date=today()), cat=c, given=g)
    g = [ev("年底对账", dt(wk(1, 5), 10), dt(wk(1, 5), 12))]
    K("31号的年底对账删掉", cdel(0, title="年底对账", date=ymd(2027, 12, 31)), cat=c, given=g)
    g = [ev("去登山", hol("元旦"), hol("元旦"))]
    K("元旦去登山那个行程，帮我从日历里去掉", cdel(0, title="去登山", date=hol("元旦")), cat=c, given=g)
    g = [ev("羽毛球", dt(rel(1), 10), dt(rel(1), 12)), ev("羽毛球", dt(wk(1, 7), 10), dt(wk(1, 7), 12))]
    K("明天的羽毛球不打了", cdel(0, title="羽毛球", date=rel(1)), cat=c, given=g)
    g = [ev("跨国电话会", dt(today(), 15), dt(today(), 16))]
    K("下午三点那个电话会删掉", cdel(0, title="电话会"), cat=c, given=g, conv="next-upcoming")
with use(now=NA, pref="future", **Z):
    g = [ev("试驾", dt(wd(6), 14), dt(wd(6), 15))]
    K("周六下午两点的试驾，不去了，删掉", cdel(0, title="试驾", date=wd(6)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("复诊", dt(wd(3), 9), dt(wd(3), 10))]
    K("周三那个复诊医生停诊了 删除", cdel(0, title="复诊", date=wd(3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("上门维修空调", dt(today(), 14), dt(today(), 15))]
    K("师傅说今天来不了，修空调那个删了吧", cdel(0, title="修空调", date=today()), cat=c, given=g)
with use(now=ND, pref="future", **Z):
    g = [ev("中秋晚会", dt(hol("中秋"), 19), dt(hol("中秋"), 21))]
    K("中秋晚会取消了，日历里删一下", cdel(0, title="中秋晚会"), cat=c, given=g)
with use(now=NE, pref="future", **Z):
    g = [ev("大扫除", wd(7), wd(7))]
    K("周日大扫除就不弄了，删掉", cdel(0, title="大扫除", date=wd(7)), cat=c, given=g)
with use(now=NF, pref="future", **Z):
    g = [ev("和小李吃饭", dt(today(), 18, 30), dt(today(), 20))]
    K("小李放我鸽子了，今晚吃饭那条删了", cdel(0, title="吃饭", date=today()), cat=c, given=g)
with use(now=NG, pref="future", **Z):
    g = [ev("年假", ymd(2027, 1, 4), ymd(2027, 1, 8))]
    K("1月4号开始的年假先撤掉", cdel(0, title="年假", date=ymd(2027, 1, 4)), cat=c, given=g)
with use(now=NH, pref="future", **Z):
    g = [ev("网课", dt(today(), 19), dt(today(), 21)), ev("网课", dt(rel(2), 19), dt(rel(2), 21))]
    K("今晚的网课删掉", cdel(0, title="网课", date=today()), cat=c, given=g)
with use(now=NI, pref="future", **Z):
    g = [ev("搬家", wk(1, 6), wk(1, 6))]
    K("下周六搬家的日程先删了，房子没谈好", cdel(0, title="搬家", date=wk(1, 6)), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NJ, pref="past", **Z):
    K("早饭 豆浆油条 9块", la("9", "food", "豆浆油条"), cat=c)
    K("昨天团购了两张电影票，七十", la("70", "entertainment", "电影票", d=rel(-1)), cat=c)
    K("回京高铁 553.5元", la("553.5", "transport", "回京高铁"), cat=c)
    K("给小区交了这季度的物业费 1260", la("1260", "housing", "物业费"), cat=c)
    K("周日买的那件大衣 一千三百八", la("1380", "shopping", "大衣", d=wd(7)), cat=c)
    K("加油300，92号的", la("300", "transport", "加油"), cat=c)
with use(now=NK, pref="past", **Z):
    K("工资到了 一万四千二", la("14200", "salary", "工资", kind="income"), cat=c)
    K("儿童节礼物提前买了，乐高 599", la("599", "shopping", "乐高"), cat=c)
    K("下班打车 四十三块五", la("43.5", "transport", "打车"), cat=c)
    K("上周五请客户吃日料，1680", la("1680", "food", "日料", d=wk(-1, 5)), cat=c)
    K("孩子英语课续费3200", la("3200", "education", "英语课"), cat=c)
    K("买了盒布洛芬 二十八块", la("28", "health", "布洛芬"), cat=c)
    K("美国同事帮我代购的耳机 199刀", la("199", "shopping", "耳机", cur="USD"), cat=c)
    K("花了二十五买了一斤车厘子", la("25", "food", "车厘子"), cat=c)
with use(now=NL, pref="past", **Z):
    K("夜宵烧烤 一百零六", la("106", "food", "夜宵烧烤"), cat=c)
    K("加班打车回家，滴滴 67.8", la("67.8", "transport", "打车回家"), cat=c)
    K("刚在网上买了个显示器 1299", la("1299", "shopping", "显示器"), cat=c)
    K("电费交了 三百一", la("310", "housing", "电费"), cat=c)
    K("周二看话剧 两张票 560", la("560", "entertainment", "话剧", d=wd(2)), cat=c)
    K("周一的挂号费 50", la("50", "health", "挂号费", d=wd(1)), cat=c)
    K("交了房租4500", la("4500", "housing", "房租"), cat=c)
    K("两本考公的书 一共89", la("89", "education", "考公的书"), cat=c)
with use(now=NM, pref="past", **Z):
    K("平安夜大餐 两个人 ¥438", la("438", "food", "大餐", d=hol("平安夜")), cat=c, conv="yen-sign-cny")
    K("年终奖到账 三万五", la("35000", "salary", "年终奖", kind="income"), cat=c)
    K("昨晚的蛋糕 168", la("168", "food", "蛋糕", d=rel(-1)), cat=c)
    K("在东京买的电饭煲，三万二千日元", la("32000", "shopping", "电饭煲", cur="JPY"), cat=c)
    K("给老妈买了件羊绒衫，花了一千一", la("1100", "shopping", "羊绒衫"), cat=c)
    K("考研资料 245.6", la("245.6", "education", "考研资料"), cat=c)
with use(now=NA, pref="past", **Z):
    K("冬天的暖气费交了2340", la("2340", "housing", "暖气费"), cat=c)
with use(now=NB, pref="past", **Z):
    K("今晚和同学唱K AA了 132", la("132", "entertainment", "唱K"), cat=c)
with use(now=NC, pref="past", **Z):
    K("在首尔买了化妆品 12万韩元", la("120000", "shopping", "化妆品", cur="KRW"), cat=c)
with use(now=ND, pref="past", **Z):
    K("周三挂急诊花了七百二", la("720", "health", "急诊", d=wd(3)), cat=c)
with use(now=NE, pref="past", **Z):
    K("换了个手机壳 三十五", la("35", "shopping", "手机壳"), cat=c)
with use(now=NF, pref="past", **Z):
    K("昨天买的地铁月票 一百五", la("150", "transport", "地铁月票", d=rel(-1)), cat=c)
with use(now=NG, pref="past", **Z):
    K("跨年演唱会门票 1280", la("1280", "entertainment", "跨年演唱会门票"), cat=c)
with use(now=NH, pref="past", **Z):
    K("给儿子报了编程夏令营，先交了一千定金", la("1000", "education", "编程夏令营"), cat=c)
with use(now=NI, pref="past", **Z):
    K("闲鱼卖旧自行车 收入400", la("400", "other", "旧自行车", kind="income"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NK, pref="past", **Z):
    KM("午饭牛肉面28，下班打车35", [la("28", "food", "牛肉面"), la("35", "transport", "打车")], cat=c)
    KM("记两笔：水果42.5\n超市日用品 137", [la("42.5", "food", "水果"), la("137", "shopping", "日用品")], cat=c)
with use(now=NK, pref="future", **Z):
    KM("明天上午十点牙科复查，然后帮我看下明天广州会不会下雨", [cc("牙科复查", dt(rel(1), 10)), wx("Guangzhou", rel(1))], cat=c)
    g = [ev("羽毛球", dt(wd(3), 19), dt(wd(3), 21))]
    KM("周三的羽毛球删了吧，再帮我加个周四晚上七点半的游泳", [cdel(0, title="羽毛球", date=wd(3)), cc("游泳", dt(wd(4), 19, 30))],
       cat=c, given=g)
    KM("6月2号下午三点到五点培训\n6月3号上午十点客户来访",
       [cc("培训", dt(ymd(2027, 6, 2), 15), dt(ymd(2027, 6, 2), 17)), cc("客户来访", dt(ymd(2027, 6, 3), 10))], cat=c)
    KM("嗯…帮我看看端午那天的安排，再看下那天厦门天气", [cl(hol("端午")), wx("Xiamen", hol("端午"))], cat=c)
with use(now=NK, **Z):
    KM("刚吃饭花了86，帮我再建个明早八点的晨跑", [la("86", "food", "吃饭"), cc("晨跑", dt(rel(1), 8))], cat=c)
with use(now=NJ, pref="future", **Z):
    KM("元宵节杭州天气怎么样？顺便看看那天我有啥安排", [wx("Hangzhou", hol("元宵")), cl(hol("元宵"))], cat=c)
    g = [ev("例会", dt(rel(1), 9), dt(rel(1), 10)), ev("午餐会", dt(rel(1), 12), dt(rel(1), 13))]
    KM("例会推到九点半，另外午餐会不开了，删掉",
       [cu(0, title="例会", start=dt(rel(1), 9, 30)), cdel(1, title="午餐会")], cat=c, given=g, conv="clock-only-keeps-day")
    KM("周四上海天气，还有周五南京的", [wx("Shanghai", wd(4)), wx("Nanjing", wd(5))], cat=c)
with use(now=NJ, pref="past", **Z):
    KM("昨天的账：打车到公司48，咖啡32", [la("48", "transport", "打车到公司", d=rel(-1)), la("32", "food", "咖啡", d=rel(-1))],
       cat=c, conv="distribute")
    KM("看看最近7天花了多少，再看看上个月买东西花了多少",
       [ls(rel(-6), today()), ls(month_start(-1), month_end(-1), "shopping")], cat=c)
with use(now=NL, pref="future", **Z):
    KM("明天下午三点见投资人\n周六上午十点带娃上钢琴课", [cc("见投资人", dt(rel(1), 15)), cc("带娃上钢琴课", dt(wd(6), 10))],
       cat=c)
    g = [ev("组会", dt(rel(1), 10), dt(rel(1), 11))]
    KM("明天的组会删了，然后帮我查下明天还有什么别的安排", [cdel(0, title="组会", date=rel(1)), cl(rel(1))], cat=c, given=g)
with use(now=NL, pref="past", **Z):
    KM("上个月吃饭总共多少钱，另外把上个月交通的明细列一下",
       [ls(month_start(-1), month_end(-1), "food"), ll(month_start(-1), month_end(-1), "transport")], cat=c)
    KM("九月和十月交通费各花了多少",
       [ls(ymd(2027, 9, 1), ymd(2027, 9, 30), "transport"), ls(ymd(2027, 10, 1), ymd(2027, 10, 31), "transport")], cat=c,
       conv="distribute")
with use(now=NM, pref="future", **Z):
    g = [ev("家庭聚餐", dt(rel(1), 12), dt(rel(1), 14))]
    KM("明天家庭聚餐改到晚上六点，顺便查下明天上海冷不冷",
       [cu(0, title="家庭聚餐", date=rel(1), start=dt(rel(1), 18)), wx("Shanghai", rel(1))], cat=c, given=g)
    KM("看看下周的安排，另外元旦那天哈尔滨多冷", [cl(wk(1, 1), wk(1, 7)), wx("Harbin", hol("元旦"))], cat=c)
with use(now=NM, pref="past", **Z):
    KM("圣诞礼物：给老婆的包 2899，给儿子的遥控车 329", [la("2899", "shopping", "包"), la("329", "shopping", "遥控车")], cat=c)
    KM("视频会员续费 ¥68，另外把这个月娱乐的支出列一下",
       [la("68", "entertainment", "视频会员"), ll(month_start(), month_end(), "entertainment")], cat=c, conv="yen-sign-cny")
with use(now=NA, pref="future", **Z):
    KM("周四下午两点物业上门查水表，周五上午九点换门锁，都记上",
       [cc("物业上门查水表", dt(wd(4), 14)), cc("换门锁", dt(wd(5), 9))], cat=c)
    KM("明天上午十点半去银行，下午三点接孩子，顺便看下明天北京的天气",
       [cc("去银行", dt(rel(1), 10, 30)), cc("接孩子", dt(rel(1), 15)), wx("Beijing", rel(1))], cat=c, conv="distribute")
with use(now=NB, pref="past", **Z):
    KM("今天的：早餐12、地铁6、晚饭火锅188",
       [la("12", "food", "早餐"), la("6", "transport", "地铁"), la("188", "food", "火锅")], cat=c)
with use(now=NC, pref="future", **Z):
    KM("下周一到周三去苏州出差，然后看看苏州下周一天气", [cc("去苏州出差", wk(1, 1), wk(1, 3)), wx("Suzhou", wk(1, 1))], cat=c)
with use(now=ND, pref="future", **Z):
    KM("明天和后天成都都适合跑步吗", [ra("Chengdu", rel(1)), ra("Chengdu", rel(2))], cat=c)
with use(now=NE, pref="past", **Z):
    KM("上周的花销总数，还有这周到现在花了多少", [ls(wk(-1, 1), wk(-1, 7)), ls(wk(0, 1), today())], cat=c, conv="since")
with use(now=NF, pref="future", **Z):
    g = [ev("月度汇报", dt(wd(5), 10), dt(wd(5), 11))]
    KM("周五月度汇报挪到下周一同一时间，再帮我建个周五下午三点的团建",
       [cu(0, title="月度汇报", date=wd(5), start=dt(wk(1, 1), 10)), cc("团建", dt(wd(5), 15))], cat=c, given=g)
with use(now=NG, pref="past", **Z):
    KM("今晚涮羊肉三百二，打车回来五十六", [la("320", "food", "涮羊肉"), la("56", "transport", "打车")], cat=c)
with use(now=NH, pref="future", **Z):
    KM("下周二上午九点面试，下周三下午两点体检，提醒我", [cc("面试", dt(wk(1, 2), 9)), cc("体检", dt(wk(1, 3), 14))], cat=c)
with use(now=NI, pref="past", **Z):
    KM("记一下：高速过路费45，停车费20", [la("45", "transport", "高速过路费"), la("20", "transport", "停车费")], cat=c)
with use(now=NI, pref="future", **Z):
    KM("周一早上七点半送孩子去夏令营，周二晚上八点线上家长会",
       [cc("送孩子去夏令营", dt(wd(1), 7, 30)), cc("线上家长会", dt(wd(2), 20))], cat=c)

# =============================================================================== composition
c = "composition"
with use(now=NJ, pref="future", **Z):
    K("周四吧，下午四点半，跟装修公司对预算", cc("跟装修公司对预算", dt(wd(4), 16, 30)), cat=c)
    K("下午三点，今天，提醒我去银行办网银", cc("去银行办网银", dt(today(), 15)), cat=c)
    K("明天帮我记一个会，跟财务对年终奖，十点一刻", cc("跟财务对年终奖", dt(rel(1), 10, 15)), cat=c)
    K("后天中午十二点二十 跟老同学吃饭", cc("跟老同学吃饭", dt(rel(2), 12, 20)), cat=c)
    K("下周一，早上八点，送车去4S店", cc("送车去4S店", dt(wk(1, 1), 8)), cat=c)
with use(now=NK, pref="future", **Z):
    K("明天儿童节，下午四点去幼儿园看演出", cc("去幼儿园看演出", dt(rel(1), 16)), cat=c)
    K("周四晚上家访，七点一刻到八点", cc("家访", dt(wd(4), 19, 15), dt(wd(4), 20)), cat=c)
    K("今晚九点半跟香港那边开电话会", cc("跟香港那边开电话会", dt(today(), 21, 30)), cat=c)
    K("下周三早上，六点五十，赶高铁去武汉", cc("赶高铁去武汉", dt(wk(1, 3), 6, 50)), cat=c)
with use(now=NL, pref="future", **Z):
    K("明天早上九点交季度报表，帮我设个日程", cc("交季度报表", dt(rel(1), 9)), cat=c)
    K("周日下午，两点到三点半，陪孩子去看牙", cc("陪孩子去看牙", dt(wd(7), 14), dt(wd(7), 15, 30)), cat=c)
    K("11月1号周一上午十点，部门新人见面会", cc("部门新人见面会", dt(ymd(2027, 11, 1), 10)), cat=c)
    K("后天晚上，大概八点左右，给外婆打电话", cc("给外婆打电话", dt(rel(2), 20)), cat=c)
    K("今天晚上十一点五十五提醒我关电脑", cc("关电脑", dt(today(), 23, 55)), cat=c)
with use(now=NM, pref="future", **Z):
    K("明天下午去看电影，三点四十那场", cc("去看电影", dt(rel(1), 15, 40)), cat=c)
    K("27号早上九点半，牙医", cc("牙医", dt(ymd(2027, 12, 27), 9, 30)), cat=c)
    K("下周五下午一点，和团队一起年终聚餐", cc("和团队一起年终聚餐", dt(wk(1, 5), 13)), cat=c)
    K("周一上午十点到十一点半，跟律师聊合同", cc("跟律师聊合同", dt(wd(1), 10), dt(wd(1), 11, 30)), cat=c)
with use(now=NA, pref="future", **Z):
    K("下周六上午去考科目二，八点二十到考场", cc("考科目二", dt(wk(1, 6), 8, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天晚上吧，七点半，跟房产中介看房", cc("跟房产中介看房", dt(rel(1), 19, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("7月9号下午，一点半开始，毕业典礼", cc("毕业典礼", dt(ymd(2027, 7, 9), 13, 30)), cat=c)
with use(now=ND, pref="future", **Z):
    K("周日早上七点，带狗去公园遛弯", cc("带狗去公园遛弯", dt(wd(7), 7)), cat=c)
with use(now=NF, pref="future", **Z):
    K("今晚七点四十五，和产品经理过需求", cc("和产品经理过需求", dt(today(), 19, 45)), cat=c)
with use(now=NG, pref="future", **Z):
    K("1月2号中午，十二点，和前同事吃饭", cc("和前同事吃饭", dt(ymd(2027, 1, 2), 12)), cat=c)

# =============================================================================== range
c = "range"
with use(now=NJ, pref="future", **Z):
    K("2月23日至25日去厦门开年会", cc("去厦门开年会", ymd(2027, 2, 23), ymd(2027, 2, 25)), cat=c)
    K("元宵到下周一这几天我都有什么安排", cl(hol("元宵"), wk(1, 1)), cat=c)
    KM("未来五天北京会不会下雪", [wx("Beijing", rel(i)) for i in range(5)], cat=c, conv="n-days-counting-today")
with use(now=NJ, pref="past", **Z):
    K("从除夕到初七一共花了多少", ls(hol("除夕"), hol("春节") + td(days=6)), cat=c)
    K("上个月的购物明细", ll(month_start(-1), month_end(-1), "shopping"), cat=c)
with use(now=NK, pref="future", **Z):
    K("6月7号到11号在成都培训", cc("培训", ymd(2027, 6, 7), ymd(2027, 6, 11), location="成都"), cat=c)
    K("下周的日程给我过一下", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("6月8号到10号我忙吗", cl(ymd(2027, 6, 8), ymd(2027, 6, 10)), cat=c)
with use(now=NK, pref="past", **Z):
    K("五月份一共花了多少", ls(ymd(2027, 5, 1), ymd(2027, 5, 31)), cat=c)
    K("上上个月吃饭花了多少", ls(ymd(2027, 3, 1), ymd(2027, 3, 31), "food"), cat=c)
with use(now=NL, pref="future", **Z):
    K("11月第一周我都有什么会", cl(ymd(2027, 11, 1), ymd(2027, 11, 7)), cat=c, conv="first-week")
    K("下个月10号到12号去上海看展", cc("去上海看展", ymd(2027, 11, 10), ymd(2027, 11, 12)), cat=c)
with use(now=NL, pref="past", **Z):
    K("第三季度的总支出", ls(ymd(2027, 7, 1), ymd(2027, 9, 30)), cat=c, conv="quarters")
    K("十月份每一笔交通支出都列出来", ll(ymd(2027, 10, 1), ymd(2027, 10, 31), "transport"), cat=c)
with use(now=NM, pref="future", **Z):
    K("圣诞到元旦这一周有什么安排", cl(today(), hol("元旦")), cat=c)
    KM("下周一到下周三哈尔滨天气", [wx("Harbin", wk(1, 1)), wx("Harbin", wk(1, 2)), wx("Harbin", wk(1, 3))], cat=c)
    K("1月3号到6号带爸妈去三亚", cc("带爸妈去三亚", ymd(2028, 1, 3), ymd(2028, 1, 6)), cat=c)
with use(now=NM, pref="past", **Z):
    K("今年下半年在吃的方面开销有多少", ls(ymd(2027, 7, 1), ymd(2027, 12, 31), "food"), cat=c, conv="halves")
    K("把12月份每一笔都列给我看看", ll(ymd(2027, 12, 1), ymd(2027, 12, 31)), cat=c)
with use(now=NA, pref="past", **Z):
    K("11月中旬那十天花了多少", ls(ymd(2026, 11, 11), ymd(2026, 11, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="future", **Z):
    K("3月下旬那几天都排了些啥", cl(ymd(2027, 3, 21), ymd(2027, 3, 31)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("二季度看病吃药花了多少", ls(ymd(2027, 4, 1), ymd(2027, 6, 30), "health"), cat=c, conv="quarters")
with use(now=ND, pref="future", **Z):
    K("中秋到国庆之间有什么日程", cl(hol("中秋"), hol("国庆")), cat=c)
with use(now=NI, pref="future", **Z):
    K("8月16号到20号，去西安旅游", cc("去西安旅游", ymd(2027, 8, 16), ymd(2027, 8, 20)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NJ, pref="future", **Z):
    K("明天下午两点半在区政府服务大厅办居住证", cc("办居住证", dt(rel(1), 14, 30), location="区政府服务大厅"), cat=c)
    K("周六晚上七点，地点：外滩源一号，闺蜜生日会", cc("闺蜜生日会", dt(wd(6), 19), location="外滩源一号"), cat=c)
with use(now=NK, pref="future", **Z):
    K("明天上午九点在儿童医院给娃体检", cc("给娃体检", dt(rel(1), 9), location="儿童医院"), cat=c)
    K("周五晚上八点在工体看球", cc("看球", dt(wd(5), 20), location="工体"), cat=c)
    K("下周二下午三点 地点是B座1208 供应商谈判", cc("供应商谈判", dt(wk(1, 2), 15), location="B座1208"), cat=c)
with use(now=NL, pref="future", **Z):
    K("周六上午十点在区图书馆报告厅听讲座", cc("听讲座", dt(wd(6), 10), location="区图书馆报告厅"), cat=c)
    K("明天晚上六点半在老地方和阿杰喝酒", cc("和阿杰喝酒", dt(rel(1), 18, 30), location="老地方"), cat=c)
    K("11月3号下午两点去西湖边拍照", cc("去西湖边拍照", dt(ymd(2027, 11, 3), 14)), cat=c)
with use(now=NM, pref="future", **Z):
    K("明天中午在姥姥家吃团圆饭，十二点", cc("吃团圆饭", dt(rel(1), 12), location="姥姥家"), cat=c)
    K("下周二上午十点半，在4号会议室开年终复盘", cc("年终复盘", dt(wk(1, 2), 10, 30), location="4号会议室"), cat=c)
    K("31号晚上在朋友家跨年，八点过去", cc("跨年", dt(ymd(2027, 12, 31), 20), location="朋友家"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周三下午四点在星巴克国贸店面试候选人", cc("面试候选人", dt(wd(3), 16), location="星巴克国贸店"), cat=c)
with use(now=NC, pref="future", **Z):
    K("7月3号早上八点，在奥体中心北门集合，去徒步", cc("去徒步", dt(ymd(2027, 7, 3), 8), location="奥体中心北门"), cat=c,
      unsure="the place is where the group meets; title taken as the activity")
with use(now=ND, pref="future", **Z):
    K("下周一上午十点在市民中心办护照", cc("办护照", dt(wk(1, 1), 10), location="市民中心"), cat=c)
with use(now=NF, pref="future", **Z):
    K("周六下午三点在万象城五楼的KTV给小周过生日", cc("给小周过生日", dt(wd(6), 15), location="万象城五楼的KTV"), cat=c)
with use(now=NH, pref="future", **Z):
    K("下周四晚上七点，地点：蓝色港湾，同学聚会", cc("同学聚会", dt(wk(1, 4), 19), location="蓝色港湾"), cat=c)
with use(now=NI, pref="future", **Z):
    K("8月9号早上七点半飞广州见客户", cc("飞广州见客户", dt(ymd(2027, 8, 9), 7, 30)), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NJ, pref="future", **Z):
    K("元宵节之前还有哪些安排", cl(today(), hol("元宵")), cat=c, conv="zh-qian-inclusive")
with use(now=NK, pref="future", **Z):
    K("6月10号前我都有什么事", cl(today(), ymd(2027, 6, 10)), cat=c, conv="zh-qian-inclusive")
with use(now=NK, pref="past", **Z):
    K("本月至今一共支出了多少", ls(month_start(), today()), cat=c, conv="since")
with use(now=NL, pref="future", **Z):
    K("三天之内有什么会要开", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("到周日为止还有什么安排", cl(today(), wd(7)), cat=c)
with use(now=NM, pref="future", **Z):
    K("今年之内还剩哪些日程", cl(today(), ymd(2027, 12, 31)), cat=c)
with use(now=NM, pref="past", **Z):
    K("今年以来医药费总共多少钱", ls(ymd(2027, 1, 1), today(), "health"), cat=c, conv="since")
with use(now=NA, pref="future", **Z):
    K("十天内我有哪些日程", cl(today(), rel(9)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("从3月1号到现在打车花了多少", ls(ymd(2027, 3, 1), today(), "transport"), cat=c, conv="since")
with use(now=NF, pref="future", **Z):
    K("下个月15号以前有什么安排", cl(today(), ymd(2027, 12, 15)), cat=c, conv="zh-qian-inclusive")

# =============================================================================== holiday
c = "holiday"
with use(now=NJ, pref="future", **Z):
    K("元宵节晚上去看花灯，七点出发", cc("去看花灯", dt(hol("元宵"), 19)), cat=c)
    K("龙抬头那天去理发", cc("去理发", hol("龙抬头")), cat=c)
    K("妇女节下午带我妈去做SPA，两点", cc("带我妈去做SPA", dt(ymd(2027, 3, 8), 14)), cat=c)
with use(now=NK, pref="future", **Z):
    K("端午节上午十点去外婆家包粽子", cc("去外婆家包粽子", dt(hol("端午"), 10)), cat=c)
    K("父亲节那天给老爸订个蛋糕", cc("给老爸订个蛋糕", hol("fathers")), cat=c)
with use(now=NL, pref="future", **Z):
    K("立冬那天吃饺子，帮我记一下", cc("吃饺子", hol("立冬")), cat=c)
    K("双十一零点提醒我抢购", cc("抢购", dt(hol("双十一"), 0)), cat=c)
with use(now=NM, pref="future", **Z):
    K("小年那天回老家", cc("回老家", hol("小年")), cat=c, conv="xiaonian-north")
    K("除夕上海天气怎么样", wx("Shanghai", hol("除夕")), cat=c)
    K("元旦下午三点跟朋友去滑冰", cc("跟朋友去滑冰", dt(hol("元旦"), 15)), cat=c)
with use(now=NA, pref="future", **Z):
    K("圣诞节晚上七点跟同事交换礼物", cc("跟同事交换礼物", dt(hol("圣诞"), 19)), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NJ, pref="future", **Z):
    K("元宵节前一天晚上七点跟大学同学视频", cc("跟大学同学视频", dt(hol("元宵") - td(days=1), 19)), cat=c)
with use(now=NK, pref="future", **Z):
    K("下个月第三个周六带孩子去科技馆", cc("带孩子去科技馆", nth(2027, 6, 3, 6)), cat=c)
with use(now=NL, pref="future", **Z):
    K("下下周一上午九点半，开题报告答辩", cc("开题报告答辩", dt(wk(2, 1), 9, 30)), cat=c)
with use(now=NM, pref="future", **Z):
    K("下个月最后一个周五下午三点年会彩排", cc("年会彩排", dt(lastwd(2028, 1, 5), 15)), cat=c)
    K("大大后天上午十点去提新车", cc("去提新车", dt(rel(4), 10)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NJ, pref="future", **Z):
    KM("周四周五北京都会下雪吗", [wx("Beijing", wd(4)), wx("Beijing", wd(5))], cat=c)
with use(now=NK, pref="future", **Z):
    KM("下周一和周三早上七点都要晨跑，帮我建上", [cc("晨跑", dt(wk(1, 1), 7)), cc("晨跑", dt(wk(1, 3), 7))], cat=c,
       conv="distribute")
with use(now=NL, pref="future", **Z):
    KM("看一下周六和下周二的日程", [cl(wd(6)), cl(wk(1, 2))], cat=c)
with use(now=NM, pref="future", **Z):
    KM("27号、28号、29号大连天气", [wx("Dalian", ymd(2027, 12, d)) for d in (27, 28, 29)], cat=c, conv="distribute")
with use(now=NA, pref="future", **Z):
    KM("下周一、周三、周五上午十点开碰头会",
       [cc("碰头会", dt(wk(1, 1), 10)), cc("碰头会", dt(wk(1, 3), 10)), cc("碰头会", dt(wk(1, 5), 10))], cat=c, conv="distribute")
with use(now=NF, pref="future", **Z):
    KM("11月8号和15号下午两点都有培训课", [cc("培训课", dt(ymd(2027, 11, 8), 14)), cc("培训课", dt(ymd(2027, 11, 15), 14))],
       cat=c, conv="distribute")

# =============================================================================== weather / running
c = "weather"
with use(now=NJ, pref="future", **Z):
    K("今天昆明气温多少", wx("Kunming"), cat=c)
with use(now=NK, pref="future", **Z):
    K("明天重庆热不热啊", wx("Chongqing", rel(1)), cat=c)
    KM("接下来两天郑州会下暴雨吗", [wx("Zhengzhou", today()), wx("Zhengzhou", rel(1))], cat=c, conv="n-days-counting-today")
with use(now=NL, pref="future", **Z):
    K("周日长沙下不下雨", wx("Changsha", wd(7)), cat=c)
    K("明天杭州要带伞吗", wx("Hangzhou", rel(1)), cat=c)
with use(now=NM, pref="future", **Z):
    KM("这周末沈阳天气", [wx("Shenyang", wd(6)), wx("Shenyang", wd(7))], cat=c)
with use(now=NA, pref="future", **Z):
    K("下周三拉萨天气", wx("Lhasa", wk(1, 3)), cat=c)
with use(now=NI, pref="future", **Z):
    K("后天大连海边风大不大", wx("Dalian", rel(2)), cat=c)
c = "running"
with use(now=NJ, pref="future", **Z):
    K("今天早上北京适合跑步吗，雾霾大不大", ra("Beijing"), cat=c)
with use(now=NK, pref="future", **Z):
    K("明早深圳能不能出去跑个五公里", ra("Shenzhen", rel(1)), cat=c)
with use(now=NL, pref="future", **Z):
    K("苏州周六上午跑个步天气行吗", ra("Suzhou", wd(6)), cat=c)
with use(now=NM, pref="future", **Z):
    K("明天上海户外跑步合适吗", ra("Shanghai", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周六广州适合晨跑吗", ra("Guangzhou", wk(0, 6)), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NJ, pref="future", **Z):
    K("周二早上七点去公园打太极", cc("去公园打太极", dt(wd(2) + td(days=7), 7)), cat=c)
with use(now=NK, pref="future", **Z):
    K("周一下午三点部门例会", cc("部门例会", dt(wd(1) + td(days=7), 15)), cat=c)
with use(now=NL, pref="future", **Z):
    K("周四晚上九点打羽毛球", cc("打羽毛球", dt(wd(4) + td(days=7), 21)), cat=c)
with use(now=NM, pref="future", **Z):
    K("周六早上八点去早市", cc("去早市", dt(wd(6) + td(days=7), 8)), cat=c)
with use(now=NL, pref="past", **Z):
    K("周四晚上打车花了58", la("58", "transport", "打车", d=today()), cat=c)
with use(now=NK, pref="past", **Z):
    K("周二买菜花了76", la("76", "food", "买菜", d=wd(2)), cat=c)
with use(now=NM, pref="past", **Z):
    K("周六早上吃早茶花了180", la("180", "food", "早茶", d=today()), cat=c)

# =============================================================================== duration / numeric-date / traditional / clock
c = "duration"
with use(now=NJ, pref="future", **Z):
    K("二十分钟后提醒我出门", cc("出门", C.now + td(minutes=20)), cat=c)
with use(now=NL, pref="future", **Z):
    K("一刻钟以后提醒我睡觉", cc("睡觉", C.now + td(minutes=15)), cat=c)
with use(now=NM, pref="future", **Z):
    K("五天以后上午十点续签合同", cc("续签合同", dt(rel(5), 10)), cat=c)
with use(now=NK, pref="future", **Z):
    K("两个小时后开线上会", cc("线上会", C.now + td(hours=2)), cat=c)
c = "numeric-date"
with use(now=NJ, pref="future", **Z):
    K("3.1 上午九点 开学报到", cc("开学报到", dt(ymd(2027, 3, 1), 9)), cat=c)
with use(now=NK, pref="future", **Z):
    K("2027/6/15 下午两点 年检", cc("年检", dt(ymd(2027, 6, 15), 14)), cat=c)
with use(now=NL, pref="future", **Z):
    K("11/5 晚上七点 羽毛球比赛", cc("羽毛球比赛", dt(ymd(2027, 11, 5), 19)), cat=c)
with use(now=NM, pref="future", **Z):
    K("20280108 上午十点 面签", cc("面签", dt(ymd(2028, 1, 8), 10)), cat=c, conv="eight-digit-date")
    K("1.15 全天培训", cc("培训", ymd(2028, 1, 15)), cat=c)
c = "traditional"
with use(now=NJ, pref="future", **Z):
    K("後天下午三點半和設計師開會", cc("和設計師開會", dt(rel(2), 15, 30)), cat=c)
with use(now=NK, pref="future", **Z):
    K("週五晚上七點聚餐，幫我記一下", cc("聚餐", dt(wd(5), 19)), cat=c)
with use(now=NL, pref="future", **Z):
    g = [ev("組會", dt(rel(1), 9), dt(rel(1), 10))]
    K("明天早上九點的組會改到十點", cu(0, title="組會", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NM, pref="future", **Z):
    K("禮拜一上午十點看醫生", cc("看醫生", dt(wd(1), 10)), cat=c)
with use(now=NA, pref="past", **Z):
    K("把上個月購物的開銷加總一下", ls(ymd(2026, 11, 1), ymd(2026, 11, 30), "shopping"), cat=c)
c = "clock"
with use(now=NL, pref="future", **Z):
    K("十一点五十五提醒我吃药", cc("吃药", dt(today(), 23, 55)), cat=c, conv="bare-hour")
with use(now=NJ, pref="future", **Z):
    K("差五分九点提醒我打卡", cc("打卡", dt(today(), 8, 55)), cat=c)
with use(now=NM, pref="future", **Z):
    K("十二点一刻提醒我取快递", cc("取快递", dt(today(), 12, 15)), cat=c, conv="bare-hour")
