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
