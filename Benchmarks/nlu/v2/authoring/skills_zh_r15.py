"""Round 15 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a restaurant owner (供应商送货, 员工排班, 卫生检查, 营业额, 现金支出), a retired marathoner who volunteers
(外地训练跑, 比赛, 跑团开会, 看医生, 退休金, 小额开销) and a software developer working remotely (站会, sprint review,
值班周, 出差开会, 订阅, 数码产品).  In everyday proportion: about a third new events, a fifth ledger entries, a fifth
look-ups, a tenth weather and running, the rest changes, cancellations and several requests at once."""
from lib import *

NA = "2038-03-19T22:40:00"  # Friday late evening: 明天 = Saturday; a bare 9 or 10 reads tomorrow morning, a bare 11 reads 23:00
NB = "2038-06-15T10:20:00"  # Tuesday mid-morning mid-month: a bare 10 is past (tomorrow 10:00), a bare 11 ahead; 上午 in progress
NC = "2037-12-31T15:30:00"  # Thursday afternoon, the last day of 2037: 明天 = 元旦 2038; a bare 3 is past, a bare 4 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天早上六点半 跑团长距离拉练", cc("跑团长距离拉练", dt(rel(1), 6, 30)), cat=c)
    K("周六下午两点到五点 后厨大扫除", cc("后厨大扫除", dt(wd(6), 14), dt(wd(6), 17)), cat=c)
    K("下周一上午9点 站会", cc("站会", dt(wk(1, 1), 9)), cat=c)
    K("十一点提醒我把冷库门关好", cc("把冷库门关好", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:40: 11:00 has passed and the pm reading 23:00 is still ahead")
    K("九点去菜市场订下周的肉", cc("去菜市场订下周的肉", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 22:40: both readings have passed, tomorrow 09:00")
    K("三点 新来的服务员面试", cc("新来的服务员面试", dt(rel(1), 15)), cat=c, conv="bare-hour")
    K("下周三下午2点-3点 sprint review", cc("sprint review", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), cat=c)
    K("下周二到周五 值班", cc("值班", wk(1, 2), wk(1, 5)), cat=c)
    K("3月27号 嘉兴半程马拉松", cc("嘉兴半程马拉松", ymd(2038, 3, 27)), cat=c)
    K("周日早上5点40出门去练20公里", cc("出门去练20公里", dt(wd(7), 5, 40)), cat=c)
    K("下周四晚上八点 跑团开会 商量比赛补给", cc("跑团开会 商量比赛补给", dt(wk(1, 4), 20)), cat=c)
    K("明天中午十二点 蔬菜供应商送货", cc("蔬菜供应商送货", dt(rel(1), 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("十一点跟产品经理过需求", cc("跟产品经理过需求", dt(today(), 11)), cat=c, conv="bare-hour")
    K("十点 给后厨师傅发工资", cc("给后厨师傅发工资", dt(rel(1), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 10:20 has passed; before noon there is no pm flip: tomorrow 10:00")
    K("三点半 卫生局来检查", cc("卫生局来检查", dt(today(), 15, 30)), cat=c, conv="bare-hour")
    K("周四上午10点到11点半 季度复盘", cc("季度复盘", dt(wd(4), 10), dt(wd(4), 11, 30)), cat=c)
    K("下周一到周日 轮到我值班", cc("轮到我值班", wk(1, 1), wk(1, 7)), cat=c)
    K("明早七点去复查膝盖", cc("去复查膝盖", dt(rel(1), 7)), cat=c)
    K("周五晚上九点到十一点 上线发版", cc("上线发版", dt(wd(5), 21), dt(wd(5), 23)), cat=c)
    K("6月26号 去青岛参加马拉松志愿者培训", cc("去青岛参加马拉松志愿者培训", ymd(2038, 6, 26)), cat=c)
    K("下下周三到周五 去深圳参加技术大会", cc("去深圳参加技术大会", wk(2, 3), wk(2, 5)), cat=c)
    K("今天下午四点 跟海鲜供应商对账", cc("跟海鲜供应商对账", dt(today(), 16)), cat=c)
    K("后天早上六点 带新人跑5公里", cc("带新人跑5公里", dt(rel(2), 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四点 盘点仓库", cc("盘点仓库", dt(today(), 16)), cat=c, conv="bare-hour")
    K("三点 给员工发年终红包", cc("给员工发年终红包", dt(rel(1), 15)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 15:30 has passed: tomorrow (元旦) 15:00")
    K("八点 跨年夜包场 记一下", cc("跨年夜包场", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 15:30 reads 20:00 today (the pm reading is still ahead)")
    K("下周一上午九点半 新年第一个站会", cc("新年第一个站会", dt(wk(1, 1), 9, 30)), cat=c)
    K("1月9号到11号 厦门马拉松", cc("厦门马拉松", ymd(2038, 1, 9), ymd(2038, 1, 11)), cat=c)
    K("明年1月15号 体检", cc("体检", ymd(2038, 1, 15)), cat=c)
    K("周六早上七点 新年第一次长距离", cc("新年第一次长距离", dt(wd(6), 7)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("下周二上午十点 卫生检查 在店里", cc("卫生检查", dt(wk(1, 2), 10), location="店里"), cat=c)
    K("周日早上六点 在奥森南门集合 长距离", cc("长距离", dt(wd(7), 6), location="奥森南门"), cat=c,
      unsure="the activity 长距离 after the place; 集合 is a meeting word, title left as 长距离")
with use(now=NB, pref="future", **Z):
    K("周四下午三点 骨科复诊 地点：市六医院", cc("骨科复诊", dt(wd(4), 15), location="市六医院"), cat=c)
    K("下周三晚上七点 跑团聚餐 在老地方烧烤店", cc("跑团聚餐", dt(wk(1, 3), 19), location="老地方烧烤店"), cat=c)
    K("明天下午两点在共享办公室 面试候选人", cc("面试候选人", dt(rel(1), 14), location="共享办公室"), cat=c)
with use(now=NC, pref="future", **Z):
    K("1月6号上午10点 消防检查 地点是后厨", cc("消防检查", dt(ymd(2038, 1, 6), 10), location="后厨"), cat=c)
    K("周六上午九点到十二点 马拉松志愿者培训 在体育中心", cc("马拉松志愿者培训", dt(wd(6), 9), dt(wd(6), 12),
      location="体育中心"), cat=c)

c = "holiday"
with use(now=NB, pref="future", **Z):
    K("父亲节中午 店里包场 十二点", cc("店里包场", dt(holiday_in("fathers", 2038), 12)), cat=c)
    K("618那天提醒我买机械键盘", cc("买机械键盘", ymd(2038, 6, 18)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦上午十点 跑团新年第一跑", cc("跑团新年第一跑", dt(ymd(2038, 1, 1), 10)), cat=c)
    K("元旦那天有啥安排", cl(ymd(2038, 1, 1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("半小时后提醒我关下烤箱 别烤糊了", cc("关下烤箱", dt(today(), 23, 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("四十分钟后提醒我进会议", cc("进会议", dt(today(), 11)), cat=c)
    K("三周后复查", cc("复查", rel(21)), cat=c)

c = "traditional"
with use(now=NB, pref="future", **Z):
    K("週四下午三點 衛生檢查", cc("衛生檢查", dt(wd(4), 15)), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **Z):
    K("7.3 成都技术沙龙", cc("成都技术沙龙", ymd(2038, 7, 3)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("下周二周四早上六点 间歇跑", [cc("间歇跑", dt(wk(1, 2), 6)), cc("间歇跑", dt(wk(1, 4), 6))], cat=c,
       conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("今天营业额 8640", la("8640", "other", "营业额", kind="income"), cat=c,
      unsure="a restaurant's takings: income, category other")
    K("现金买了两箱一次性手套 90", la("90", "shopping", "一次性手套"), cat=c)
    K("给送菜的小哥现金 1350", la("1350", "food", "送菜", ), cat=c,
      unsure="cash paid for a vegetable delivery: food")
    K("跑鞋 799", la("799", "shopping", "跑鞋"), cat=c)
    K("昨天打车去机场 96", la("96", "transport", "打车去机场", d=rel(-1)), cat=c)
    K("云服务器续费 468", la("468", "other", "云服务器续费"), cat=c, unsure="a cloud subscription as other")
    K("周三看膝盖 挂号加理疗 320", la("320", "health", "挂号加理疗", d=wd(3)), cat=c)
with use(now=NB, pref="past", **Z):
    K("退休金到账 5860", la("5860", "salary", "退休金", kind="income"), cat=c,
      unsure="a pension: income, category salary")
    K("马拉松报名费 200", la("200", "entertainment", "马拉松报名费"), cat=c,
      unsure="a race entry fee as entertainment")
    K("周日高铁去嘉兴 来回 146", la("146", "transport", "高铁去嘉兴", d=wd(7)), cat=c)
    K("能量胶一盒 128", la("128", "health", "能量胶"), cat=c, unsure="energy gels as health")
    K("今天午市流水 3260", la("3260", "other", "午市流水", kind="income"), cat=c,
      unsure="a restaurant's takings: income, category other")
    K("机械键盘退货 退了 599", la("599", "other", "机械键盘退货", kind="income"), cat=c,
      unsure="a refund: income, category other")
    K("上周五修冰箱 现金 450", la("450", "other", "修冰箱", d=wk(-1, 5)), cat=c)
with use(now=NC, pref="past", **Z):
    K("年终奖到账 2万", la("20000", "salary", "年终奖", kind="income"), cat=c)
    K("降噪耳机 1699", la("1699", "shopping", "降噪耳机"), cat=c)
    K("跨年食材 进了一批牛肉 4800", la("4800", "food", "牛肉"), cat=c)
    K("昨天给跑团买了20瓶水 60", la("60", "food", "水", d=rel(-1)), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周五晚上请员工吃夜宵 380", la("380", "food", "夜宵"), cat=c, unsure="周五晚上 said on Friday night: today")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("这周末排了啥 跑步还是店里", cl(wd(6), wd(7)), cat=c)
    K("下周排班怎么样 发我看看", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天都有啥会", cl(rel(1)), cat=c)
    K("这周日程", cl(wk(0, 1), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("下个月的比赛安排", cl(ymd(2038, 7, 1), ymd(2038, 7, 31)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周有什么安排", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("1月份日程", cl(ymd(2038, 1, 1), ymd(2038, 1, 31)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这周营业额一共多少", ls(wk(0, 1), wk(0, 7)), cat=c,
      unsure="takings asked as a summary of the week; the summary gives both sides")
    K("这个月买食材花了多少", ls(ymd(2038, 3, 1), ymd(2038, 3, 31), "food"), cat=c)
with use(now=NB, pref="past", **Z):
    K("上个月看病花了多少", ls(ymd(2038, 5, 1), ymd(2038, 5, 31), "health"), cat=c)
    K("5月份家里一共花了多少", ls(ymd(2038, 5, 1), ymd(2038, 5, 31)), cat=c)
with use(now=NC, pref="past", **Z):
    K("今年一共花了多少", ls(ymd(2037, 1, 1), ymd(2037, 12, 31)), cat=c)
    K("今年交通花了多少 去外地跑比赛的", ls(ymd(2037, 1, 1), ymd(2037, 12, 31), "transport"), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前有什么要办的", cl(today(), ymd(2038, 3, 31)), cat=c)
    K("未来一周有几场训练", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("这周还剩哪些会", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("下旬有几个会", cl(ymd(2038, 6, 21), ymd(2038, 6, 30)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月到目前 现金支出多少", ls(ymd(2038, 6, 1), today()), cat=c, conv="since",
      unsure="现金 is how it was paid, not a category")
with use(now=NC, pref="future", **Z):
    K("下个月上旬有啥事", cl(ymd(2038, 1, 1), ymd(2038, 1, 10)), cat=c, conv="month-parts")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天嘉兴天气", wx("Jiaxing", rel(1)), cat=c)
    K("下周六杭州下雨吗 要去比赛", wx("Hangzhou", wk(1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周五深圳天气 出差", wx("Shenzhen", wd(5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦北京冷不冷", wx("Beijing", ymd(2038, 1, 1)), cat=c)

c = "running"
with use(now=NA, pref="future", **Z):
    K("明早苏州能跑步吗", ra("Suzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周日适合跑长距离吗 上海", ra("Shanghai", wd(7)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("蔬菜供应商送货", dt(rel(1), 12), dt(rel(1), 12, 30)), ev("海鲜供应商送货", dt(rel(1), 14), dt(rel(1), 14, 30)),
         ev("卫生检查", dt(wk(1, 2), 10), dt(wk(1, 2), 11))]
    K("海鲜送货改到明天上午十点", cu(1, title="海鲜", start=dt(rel(1), 10)), cat=c, given=g)
    K("卫生检查推迟一天", cu(2, title="卫生检查", start=dt(wk(1, 3), 10)), cat=c, given=g)
    K("蔬菜那个送货提前半小时", cu(0, title="蔬菜", start=dt(rel(1), 11, 30)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("站会", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("站会", dt(rel(2), 9, 30), dt(rel(2), 9, 45)),
         ev("sprint review", dt(wd(5), 14), dt(wd(5), 15))]
    K("明天的站会改到十点", cu(0, title="站会", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("sprint review 挪到下周一 时间不变", cu(2, title="sprint review", start=dt(wk(1, 1), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    K("周四的站会改成线上 地点写腾讯会议", cu(1, title="站会", date=rel(2), location="腾讯会议"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("跑团新年第一跑", dt(rel(1), 10), dt(rel(1), 12)), ev("长距离", dt(wd(6), 7), dt(wd(6), 10))]
    K("新年第一跑改到早上八点", cu(0, title="新年第一跑", start=dt(rel(1), 8)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("周六长距离改名 30公里拉练", cu(1, title="长距离", new_title="30公里拉练"), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("蔬菜供应商送货", dt(rel(1), 12), dt(rel(1), 12, 30)), ev("海鲜供应商送货", dt(rel(1), 14), dt(rel(1), 14, 30))]
    K("海鲜明天不送了 删掉", cdel(1, title="海鲜"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("站会", dt(rel(1), 9, 30), dt(rel(1), 9, 45)), ev("站会", dt(rel(2), 9, 30), dt(rel(2), 9, 45))]
    K("周四站会取消", cdel(1, title="站会", date=rel(2)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **Z):
    KM("明天嘉兴天气怎样 早上能跑吗", [wx("Jiaxing", rel(1)), ra("Jiaxing", rel(1))], cat=c)
with use(now=NA, pref="past", **Z):
    KM("营业额8640 现金买菜1350 煤气费420", [la("8640", "other", "营业额", kind="income"), la("1350", "food", "买菜"),
       la("420", "housing", "煤气费")], cat=c, unsure="takings as income, other; the restaurant's gas bill as housing")
with use(now=NB, pref="future", **Z):
    KM("看看明天日程 顺便查下周五深圳天气", [cl(rel(1)), wx("Shenzhen", wd(5))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("今年一共花了多少 交通多少", [ls(ymd(2037, 1, 1), ymd(2037, 12, 31)),
       ls(ymd(2037, 1, 1), ymd(2037, 12, 31), "transport")], cat=c, conv="distribute")

# =============================================================================== second block: more of the same month
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天下午四点 新厨师试菜", cc("新厨师试菜", dt(rel(1), 16)), cat=c)
    K("周日晚上七点到九点 跟合伙人对这个月的账", cc("跟合伙人对这个月的账", dt(wd(7), 19), dt(wd(7), 21)), cat=c)
    K("下周五上午十点 去医院拿核磁结果", cc("去医院拿核磁结果", dt(wk(1, 5), 10)), cat=c)
    K("下周三 排班表发到群里", cc("排班表发到群里", wk(1, 3)), cat=c)
    K("明天早上八点 油烟机清洗的师傅上门", cc("油烟机清洗的师傅上门", dt(rel(1), 8)), cat=c)
    K("下周一到周三 去宁波练山路", cc("去宁波练山路", wk(1, 1), wk(1, 3)), cat=c)
    K("后天上午十点半跟前端同事结对", cc("跟前端同事结对", dt(rel(2), 10, 30)), cat=c)
    K("提醒我下周二晚上十点 续费域名", cc("续费域名", dt(wk(1, 2), 22)), cat=c)
    K("周六上午九点到十一点半 给马拉松选手发号码布", cc("给马拉松选手发号码布", dt(wd(6), 9), dt(wd(6), 11, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午五点 跟猪肉供应商谈价格", cc("跟猪肉供应商谈价格", dt(rel(1), 17)), cat=c)
    K("周四晚上八点半 线上技术分享", cc("线上技术分享", dt(wd(4), 20, 30)), cat=c)
    K("下周二早上六点 跑团间歇课", cc("跑团间歇课", dt(wk(1, 2), 6)), cat=c)
    K("今天下午两点到三点 代码评审", cc("代码评审", dt(today(), 14), dt(today(), 15)), cat=c)
    K("周五上午九点 排下周的班", cc("排下周的班", dt(wd(5), 9)), cat=c)
    K("6月28号到30号 去杭州客户那边驻场", cc("去杭州客户那边驻场", ymd(2038, 6, 28), ymd(2038, 6, 30)), cat=c)
    K("下周六 跑团20周年活动 全天", cc("跑团20周年活动", wk(1, 6)), cat=c)
    K("明天中午十二点半 去社区医院量血压", cc("去社区医院量血压", dt(rel(1), 12, 30)), cat=c)
    K("五点 服务员开例会", cc("服务员开例会", dt(today(), 17)), cat=c, conv="bare-hour")
with use(now=NC, pref="future", **Z):
    K("今晚十一点半 店里倒计时活动", cc("店里倒计时活动", dt(today(), 23, 30)), cat=c)
    K("元旦下午三点 去爸妈家吃饭", cc("去爸妈家吃饭", dt(ymd(2038, 1, 1), 15)), cat=c)
    K("1月4号上午十点 新年第一次sprint planning", cc("新年第一次sprint planning", dt(ymd(2038, 1, 4), 10)), cat=c)
    K("下周三下午两点 骨科复查", cc("骨科复查", dt(wk(1, 3), 14)), cat=c)
    K("周日早上七点 跑团新年拉练", cc("跑团新年拉练", dt(wd(7), 7)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天下午三点 面试服务员 在店里二楼", cc("面试服务员", dt(rel(1), 15), location="店里二楼"), cat=c)
    K("下周四上午9:30 体检 在市中心医院", cc("体检", dt(wk(1, 4), 9, 30), location="市中心医院"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六早上六点 在滨江绿道跑25公里", cc("跑25公里", dt(wd(6), 6), location="滨江绿道"), cat=c)
    K("下周一下午两点 产品评审 地点：3号会议室", cc("产品评审", dt(wk(1, 1), 14), location="3号会议室"), cat=c)
with use(now=NC, pref="future", **Z):
    K("1月8号晚上七点 跑团年会 地点是湖边饭店", cc("跑团年会", dt(ymd(2038, 1, 8), 19), location="湖边饭店"), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.10 上午九点 厨房设备年检", cc("厨房设备年检", dt(ymd(2038, 4, 10), 9)), cat=c)

c = "traditional"
with use(now=NC, pref="future", **Z):
    K("下週一早上九點半 站會", cc("站會", dt(wk(1, 1), 9, 30)), cat=c)

c = "money"
with use(now=NA, pref="past", **Z):
    K("今天晚市营业额 5120", la("5120", "other", "晚市营业额", kind="income"), cat=c,
      unsure="a restaurant's takings: income, category other")
    K("给洗碗阿姨发工资 现金 3200", la("3200", "other", "洗碗阿姨工资"), cat=c,
      unsure="wages paid out: an expense, category other")
    K("周二去杭州比赛 高铁 73", la("73", "transport", "高铁", d=wd(2)), cat=c)
with use(now=NB, pref="past", **Z):
    K("理疗 320", la("320", "health", "理疗"), cat=c)
    K("JetBrains 全家桶续费 1299", la("1299", "education", "JetBrains 全家桶续费"), cat=c,
      unsure="a developer tool subscription as education")
    K("昨天中午跟跑友吃饭 168", la("168", "food", "跟跑友吃饭", d=rel(-1)), cat=c)
    K("上周六跑团活动 AA 50", la("50", "entertainment", "跑团活动", d=wk(-1, 6)), cat=c)
    K("客户项目尾款到了 15000", la("15000", "salary", "客户项目尾款", kind="income"), cat=c,
      unsure="a side-project payment as salary")
with use(now=NC, pref="past", **Z):
    K("跨年夜预订定金收了 6000", la("6000", "other", "跨年夜预订定金", kind="income"), cat=c,
      unsure="a restaurant's booking deposits: income, category other")
    K("买了个扩展坞 349", la("349", "shopping", "扩展坞"), cat=c)
    K("上周三看牙 480", la("480", "health", "看牙", d=wk(-1, 3)), cat=c)

c = "rollover"
with use(now=NB, pref="past", **Z):
    K("周二早上打车去医院 32", la("32", "transport", "打车去医院"), cat=c, unsure="周二早上 said on Tuesday morning: today")

c = "range"
with use(now=NA, pref="future", **Z):
    K("明天有啥", cl(rel(1)), cat=c)
    K("下周三有几场会", cl(wk(1, 3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周的跑步计划 给我看下", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("上周营业额多少", ls(wk(-1, 1), wk(-1, 7)), cat=c)
    K("这个月跑步装备花了多少 购物那块", ls(ymd(2038, 3, 1), ymd(2038, 3, 31), "shopping"), cat=c)
with use(now=NB, pref="past", **Z):
    K("列一下昨天的账", ll(rel(-1)), cat=c)
    K("把最近20笔流水列一下", ll(limit=20), cat=c)
with use(now=NC, pref="past", **Z):
    K("12月份一共花了多少", ls(ymd(2037, 12, 1), ymd(2037, 12, 31)), cat=c)
    K("11月看病花了多少", ls(ymd(2037, 11, 1), ymd(2037, 11, 30), "health"), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("下周五之前都有啥事", cl(today(), wk(1, 5)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="future", **Z):
    K("接下来两周的安排", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
    K("7月上旬有比赛吗", cl(ymd(2038, 7, 1), ymd(2038, 7, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("最近30天吃饭花了多少", ls(rel(-29), today(), "food"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明年上半年有啥安排", cl(ymd(2038, 1, 1), ymd(2038, 6, 30)), cat=c, conv="halves")

c = "weather"
with use(now=NA, pref="future", **Z):
    K("周日宁波会下雨吗", wx("Ningbo", wd(7)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天上海多少度", wx("Shanghai"), cat=c)
    K("下周一杭州天气 要去驻场", wx("Hangzhou", wk(1, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    KM("这周末厦门天气", [wx("Xiamen", wd(6)), wx("Xiamen", wd(7))], cat=c)

c = "running"
with use(now=NA, pref="future", **Z):
    K("周日早上宁波适合跑山吗", ra("Ningbo", wd(7)), cat=c)
with use(now=NC, pref="future", **Z):
    K("元旦早上北京能跑步吗 太冷了吧", ra("Beijing", ymd(2038, 1, 1)), cat=c)

c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("新厨师试菜", dt(rel(1), 16), dt(rel(1), 17)), ev("面试服务员", dt(rel(1), 15), dt(rel(1), 15, 30)),
         ev("跟合伙人对账", dt(wd(7), 19), dt(wd(7), 21))]
    K("试菜改到周日中午十二点", cu(0, title="试菜", start=dt(wd(7), 12)), cat=c, given=g)
    K("服务员那个面试往后推一个小时", cu(1, title="面试", start=dt(rel(1), 16)), cat=c, given=g)
    K("对账改到晚上八点到十点", cu(2, title="对账", start=dt(wd(7), 20), end=dt(wd(7), 22)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("跑团间歇课", dt(wk(1, 2), 6), dt(wk(1, 2), 7, 30)), ev("跑团间歇课", dt(wk(2, 2), 6), dt(wk(2, 2), 7, 30)),
         ev("骨科复诊", dt(wd(4), 15), dt(wd(4), 16))]
    K("下周二的间歇课改到下周三 时间不变", cu(0, title="间歇课", date=wk(1, 2), start=dt(wk(1, 3), 6)), cat=c, given=g,
      conv="move-keeps-clock")
    K("复诊提前到下午两点", cu(2, title="复诊", start=dt(wd(4), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("间歇课推迟半小时", cu(0, title="间歇课", start=dt(wk(1, 2), 6, 30)), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("骨科复查", dt(wk(1, 3), 14), dt(wk(1, 3), 15)), ev("跑团年会", dt(ymd(2038, 1, 8), 19), dt(ymd(2038, 1, 8), 21))]
    K("年会地点改成江边酒楼", cu(1, title="年会", location="江边酒楼"), cat=c, given=g)
    K("骨科复查往后推一周", cu(0, title="骨科复查", start=dt(wk(2, 3), 14)), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("新厨师试菜", dt(rel(1), 16), dt(rel(1), 17)), ev("面试服务员", dt(rel(1), 15), dt(rel(1), 15, 30))]
    K("面试的人不来了 取消吧", cdel(1, title="面试"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("跑团间歇课", dt(wk(1, 2), 6), dt(wk(1, 2), 7, 30)), ev("跑团间歇课", dt(wk(2, 2), 6), dt(wk(2, 2), 7, 30))]
    K("下下周二的间歇课删掉", cdel(1, title="间歇课", date=wk(2, 2)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("跑团新年拉练", dt(wd(7), 7), dt(wd(7), 10)), ev("骨科复查", dt(wk(1, 3), 14), dt(wk(1, 3), 15))]
    K("周日拉练取消 降温了", cdel(0, title="拉练", date=wd(7)), cat=c, given=g)

c = "multi"
with use(now=NA, pref="future", **Z):
    KM("明天下午四点试菜 三点面试服务员", [cc("试菜", dt(rel(1), 16)), cc("面试服务员", dt(rel(1), 15))], cat=c,
       conv="distribute", unsure="明天 said once for both; 三点 reads 15:00")
with use(now=NB, pref="past", **Z):
    KM("理疗320 打车32 能量胶128", [la("320", "health", "理疗"), la("32", "transport", "打车"),
       la("128", "health", "能量胶")], cat=c, unsure="energy gels as health")
with use(now=NB, pref="future", **Z):
    g = [ev("跑团间歇课", dt(wk(1, 2), 6), dt(wk(1, 2), 7, 30)), ev("骨科复诊", dt(wd(4), 15), dt(wd(4), 16))]
    KM("复诊取消 周四下午改成去拿核磁报告 三点", [cdel(1, title="复诊"), cc("去拿核磁报告", dt(wd(4), 15))], cat=c, given=g,
       unsure="三点 after 周四下午: 15:00 that day")
with use(now=NC, pref="past", **Z):
    KM("年终奖两万到账 给员工发红包8800", [la("20000", "salary", "年终奖", kind="income"), la("8800", "other", "给员工发红包")],
       cat=c, unsure="red packets for staff as other")
with use(now=NC, pref="future", **Z):
    KM("明天有啥安排 北京天气怎么样", [cl(rel(1)), wx("Beijing", rel(1))], cat=c, conv="distribute",
       unsure="明天 said once for the calendar and the weather")

# =============================================================================== third block: weather and running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("3月27号嘉兴天气怎么样 比赛那天", wx("Jiaxing", ymd(2038, 3, 27)), cat=c)
with use(now=NB, pref="future", **Z):
    K("青岛这周六天气", wx("Qingdao", wd(6)), cat=c)
    KM("明后两天成都下雨吗", [wx("Chengdu", rel(1)), wx("Chengdu", rel(2))],
       cat=c, unsure="明后两天 = tomorrow and the day after")
c = "running"
with use(now=NB, pref="future", **Z):
    K("今晚杭州能跑步吗", ra("Hangzhou"), cat=c)
    K("周六早上青岛适合跑步吗 培训前想跑一圈", ra("Qingdao", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周六厦门跑步合适吗", ra("Xiamen", wk(1, 6)), cat=c)
