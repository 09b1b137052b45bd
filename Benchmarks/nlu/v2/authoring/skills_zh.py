"""Chinese end-to-end rows: the skill and every argument (see ../CONVENTIONS.md)."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NB = "2027-03-15T21:30:00"  # Monday
NC = "2027-06-30T08:00:00"  # Wednesday
ND = "2027-09-10T14:00:00"  # Friday
NF = "2027-11-03T16:45:00"  # Wednesday
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== calendar.create: composition
c = "composition"
with use(now=NA, **Z):
    K("下周二开个站会，时间定在上午十点到十点半", cc("站会", dt(wk(1, 2), 10), dt(wk(1, 2), 10, 30)), cat=c)
    K("周一要去看牙，8点半到10点，帮我记一下", cc("看牙", dt(wd(1), 8, 30), dt(wd(1), 10)), cat=c)
    K("下午三点，明天，和老李碰个头", cc("和老李碰头", dt(rel(1), 15)), cat=c)
    K("后天请半天假，下午1点到6点", cc("请假", dt(rel(2), 13), dt(rel(2), 18)), cat=c)
    K("周五能约个时间吗？下午两点到四点面试候选人", cc("面试候选人", dt(wd(5), 14), dt(wd(5), 16)), cat=c)
    K("12月10号那天晚上七点半有个饭局，记上", cc("饭局", dt(ymd(2026, 12, 10), 19, 30)), cat=c)
    K("晚上8点吧，周六，和朋友看电影", cc("和朋友看电影", dt(wd(6), 20)), cat=c)
    K("十点到十一点半，下周三，开评审会", cc("评审会", dt(wk(1, 3), 10), dt(wk(1, 3), 11, 30)), cat=c)
    K("下周四从下午两点一直开到五点的季度会，帮我建一下", cc("季度会", dt(wk(1, 4), 14), dt(wk(1, 4), 17)), cat=c)
    K("周四下午3-5点面试", cc("面试", dt(wd(4), 15), dt(wd(4), 17)), cat=c)
    K("明天9:30-11:00培训", cc("培训", dt(rel(1), 9, 30), dt(rel(1), 11)), cat=c)
    K("下周一14:00至15:30季度复盘", cc("季度复盘", dt(wk(1, 1), 14), dt(wk(1, 1), 15, 30)), cat=c)
    K("帮我把下周一上午九点到十一点空出来写方案", cc("写方案", dt(wk(1, 1), 9), dt(wk(1, 1), 11)), cat=c)
    K("周六带孩子去游泳，早上8点到9点半", cc("带孩子去游泳", dt(wd(6), 8), dt(wd(6), 9, 30)), cat=c)
    K("12月18号年会，晚上6点开始", cc("年会", dt(ymd(2026, 12, 18), 18)), cat=c)
    K("明天中午12点到1点和小张吃饭", cc("和小张吃饭", dt(rel(1), 12), dt(rel(1), 13)), cat=c)
    K("大后天早上有个电话会，七点一刻开始", cc("电话会", dt(rel(3), 7, 15)), cat=c)
    K("下下周一部门团建，上午10点集合", cc("部门团建", dt(wk(2, 1), 10)), cat=c)
    K("周二的钢琴课是晚上7点到9点，加到日程里", cc("钢琴课", dt(wd(2), 19), dt(wd(2), 21)), cat=c)
    K("1月5号出发，航班早上7点40", cc("航班", dt(ymd(2027, 1, 5), 7, 40)), cat=c,
      unsure="title could also be 出发")
    K("新建日程：周四 15:00-16:30 客户来访", cc("客户来访", dt(wd(4), 15), dt(wd(4), 16, 30)), cat=c)
    K("下周一例会照常，9:00-9:45", cc("例会", dt(wk(1, 1), 9), dt(wk(1, 1), 9, 45)), cat=c)
    K("周六值班，早8点到晚8点", cc("值班", dt(wd(6), 8), dt(wd(6), 20)), cat=c)
    K("周四晚上10点到凌晨2点值夜班", cc("值夜班", dt(wd(4), 22), dt(wd(5), 2)), cat=c)
    K("12月9号家长会，下午2:30", cc("家长会", dt(ymd(2026, 12, 9), 14, 30)), cat=c)
    K("下周二晚上一起吃个饭？六点，帮我记上", cc("一起吃饭", dt(wk(1, 2), 18)), cat=c)
    K("这周六的婚礼中午11点半开席", cc("婚礼", dt(wd(6), 11, 30)), cat=c)
    K("周四吧，10点到12点，产品讨论", cc("产品讨论", dt(wd(4), 10), dt(wd(4), 12)), cat=c)
with use(now=NB, **Z):
    K("周三出差，航班上午10点05分", cc("出差", dt(wd(3), 10, 5)), cat=c, unsure="title could also be 航班")
    K("下周二体检，8点到9点之间到", cc("体检", dt(wk(1, 2), 8), dt(wk(1, 2), 9)), cat=c)
    K("明天下午开会，两点到三点半", cc("开会", dt(rel(1), 14), dt(rel(1), 15, 30)), cat=c)
    K("3月20号婚礼，中午11点58分开席", cc("婚礼", dt(ymd(2027, 3, 20), 11, 58)), cat=c)
    K("周六去看展，十点到十二点", cc("看展", dt(wd(6), 10), dt(wd(6), 12)), cat=c)
    K("晚上九点的球赛，周四，提醒我看", cc("球赛", dt(wd(4), 21)), cat=c)
    K("下个月2号上午10点到下午4点开放日", cc("开放日", dt(ymd(2027, 4, 2), 10), dt(ymd(2027, 4, 2), 16)), cat=c)
    K("3月18号有个线上分享，晚上8:00-9:30", cc("线上分享", dt(ymd(2027, 3, 18), 20), dt(ymd(2027, 3, 18), 21, 30)), cat=c)
    K("周日下午一点公司楼下集合去团建", cc("团建", dt(wd(7), 13)), cat=c, unsure="title: 团建 vs 集合去团建")
    K("下周三上午开董事会，九点到十二点", cc("董事会", dt(wk(1, 3), 9), dt(wk(1, 3), 12)), cat=c)
    K("后天的复诊挂的是下午两点半的号，记一下", cc("复诊", dt(rel(2), 14, 30)), cat=c)
    K("明天晚上聚会，七点到十点", cc("聚会", dt(rel(1), 19), dt(rel(1), 22)), cat=c)
with use(now=NC, **Z):
    K("7月3号下午两点签约", cc("签约", dt(ymd(2027, 7, 3), 14)), cat=c)
    K("今天上午十点半到十一点开跟进会", cc("跟进会", dt(today(), 10, 30), dt(today(), 11)), cat=c)
    K("周五我们下午见吧，三点，聊合同", cc("聊合同", dt(wd(5), 15)), cat=c)
    K("明天的面试在上午九点四十，帮我加上", cc("面试", dt(rel(1), 9, 40)), cat=c)
    K("7月10号晚上有演唱会，七点半入场", cc("演唱会", dt(ymd(2027, 7, 10), 19, 30)), cat=c)
    K("周六早上五点半出发去爬山", cc("出发去爬山", dt(wd(6), 5, 30)), cat=c)
    K("下周二全天培训，9点到下午5点", cc("培训", dt(wk(1, 2), 9), dt(wk(1, 2), 17)), cat=c)
    K("7月8日吧，10:00到10:45，视频面试", cc("视频面试", dt(ymd(2027, 7, 8), 10), dt(ymd(2027, 7, 8), 10, 45)), cat=c)
with use(now=ND, **Z):
    K("周日上午9点到11点打羽毛球", cc("打羽毛球", dt(wd(7), 9), dt(wd(7), 11)), cat=c)
    K("下周三有个讲座，晚上七点开始", cc("讲座", dt(wk(1, 3), 19)), cat=c)
    K("今晚八点到十点加班", cc("加班", dt(today(), 20), dt(today(), 22)), cat=c)
    K("9月20号那天下午两点到五点搬家", cc("搬家", dt(ymd(2027, 9, 20), 14), dt(ymd(2027, 9, 20), 17)), cat=c)
    K("下周五的庆功宴定在晚上6点半", cc("庆功宴", dt(wk(1, 5), 18, 30)), cat=c)
    K("9月17号下午1:30至3:00答辩", cc("答辩", dt(ymd(2027, 9, 17), 13, 30), dt(ymd(2027, 9, 17), 15)), cat=c)
with use(now=NF, **Z):
    K("周六去看房，上午十点半到十二点", cc("看房", dt(wd(6), 10, 30), dt(wd(6), 12)), cat=c)
    K("约个下周一吧，15:30-16:00，和HR聊聊", cc("和HR聊聊", dt(wk(1, 1), 15, 30), dt(wk(1, 1), 16)), cat=c)
    K("晚上七点，周五，火锅", cc("火锅", dt(wd(5), 19)), cat=c)

# =============================================================================== calendar.create: multi-day
c = "range"
with use(now=NA, **Z):
    K("12月15日到18日去杭州出差", cc("去杭州出差", ymd(2026, 12, 15), ymd(2026, 12, 18)), cat=c)
    K("15号到18号请年假", cc("请年假", dom(15), dom(18)), cat=c)
    K("下周一到周三全员培训，建个日程", cc("全员培训", wk(1, 1), wk(1, 3)), cat=c)
    K("周四到周日回老家", cc("回老家", wd(4), wd(7)), cat=c)
    K("12月28日至1月3日去三亚度假", cc("去三亚度假", ymd(2026, 12, 28), ymd(2027, 1, 3)), cat=c)
    K("帮我把1月5号到2月3号标成寒假", cc("寒假", ymd(2027, 1, 5), ymd(2027, 2, 3)), cat=c)
    K("下个月3号到8号去日本玩", cc("去日本玩", ymd(2027, 1, 3), ymd(2027, 1, 8)), cat=c)
    K("从后天开始连续三天封闭开发", cc("封闭开发", rel(2), rel(4)), cat=c)
    K("下周四起连休五天", cc("休假", wk(1, 4), wk(1, 4) + td(days=4)), cat=c, unsure="title 休假 is implied by 连休")
    K("出差时间：12月14日—12月16日，去成都", cc("去成都出差", ymd(2026, 12, 14), ymd(2026, 12, 16)), cat=c,
      unsure="title assembled from 出差 and 去成都")
    K("12.21-12.25年假", cc("年假", ymd(2026, 12, 21), ymd(2026, 12, 25)), cat=c)
    K("明天下午3点到后天中午12点封闭开发", cc("封闭开发", dt(rel(1), 15), dt(rel(2), 12)), cat=c)
with use(now=NB, **Z):
    K("3月22日到26日去深圳驻场", cc("去深圳驻场", ymd(2027, 3, 22), ymd(2027, 3, 26)), cat=c)
    K("周三到周五在上海开会", cc("开会", wd(3), wd(5), location="上海"), cat=c, unsure="在上海 read as the location")
    K("4月1号至4月5号清明小长假出游", cc("清明小长假出游", ymd(2027, 4, 1), ymd(2027, 4, 5)), cat=c)
    K("下周二到下周四培训三天", cc("培训", wk(1, 2), wk(1, 4)), cat=c)
    K("4.10—4.15去云南，记进日历", cc("去云南", ymd(2027, 4, 10), ymd(2027, 4, 15)), cat=c)
    K("18号到21号有个展会", cc("展会", dom(18), dom(21)), cat=c)
with use(now=NC, **Z):
    K("7月5日到7月9日军训", cc("军训", ymd(2027, 7, 5), ymd(2027, 7, 9)), cat=c)
    K("这周五到下周一去青岛玩", cc("去青岛玩", wd(5), wk(1, 1)), cat=c)
    K("8月1号至15号休假", cc("休假", ymd(2027, 8, 1), ymd(2027, 8, 15)), cat=c)
    K("七月二十号到二十四号去新疆", cc("去新疆", ymd(2027, 7, 20), ymd(2027, 7, 24)), cat=c)
with use(now=ND, **Z):
    K("9月13日到17日出差广州", cc("出差广州", ymd(2027, 9, 13), ymd(2027, 9, 17)), cat=c)
    K("10月1日到7日国庆出游", cc("国庆出游", ymd(2027, 10, 1), ymd(2027, 10, 7)), cat=c)
    K("20号至24号去西安", cc("去西安", dom(20), dom(24)), cat=c)
with use(now=NF, **Z):
    K("11月8号到12号出差，帮我建日程", cc("出差", ymd(2027, 11, 8), ymd(2027, 11, 12)), cat=c)
    K("周五到下周二休假", cc("休假", wd(5), wk(1, 2)), cat=c)

# =============================================================================== calendar.create: location
c = "location"
with use(now=NA, **Z):
    K("明天下午两点半在小会议室讨论明年预算", cc("讨论明年预算", dt(rel(1), 14, 30), location="小会议室"), cat=c)
    K("周五上午十点开项目会，地点：公司三楼会议室", cc("项目会", dt(wd(5), 10), location="公司三楼会议室"), cat=c)
    K("后天晚上7点在海底捞聚餐", cc("聚餐", dt(rel(2), 19), location="海底捞"), cat=c)
    K("下周一上午9点到11点在301培训", cc("培训", dt(wk(1, 1), 9), dt(wk(1, 1), 11), location="301"), cat=c)
    K("12月12号下午3点在市图书馆见面", cc("见面", dt(ymd(2026, 12, 12), 15), location="市图书馆"), cat=c)
    K("周六上午去医院体检，地点是人民医院", cc("体检", dt(wd(6), 8), dt(wd(6), 12), location="人民医院"), cat=c,
      unsure="上午 without a clock: the part of day (08–12) becomes start/end")
    K("明早8点在公司楼下集合，地点：东门", cc("集合", dt(rel(1), 8), location="东门"), cat=c,
      unsure="two place phrases; the explicit 地点 wins")
    K("今晚七点半在星巴克和客户见面", cc("和客户见面", dt(today(), 19, 30), location="星巴克"), cat=c)
    K("周四下午3点到4点在二号会议室面试", cc("面试", dt(wd(4), 15), dt(wd(4), 16), location="二号会议室"), cat=c)
    K("下周三晚上在体育馆打球，七点开始", cc("打球", dt(wk(1, 3), 19), location="体育馆"), cat=c)
    K("新建日程：明天10点 部门周会 地点：A座802", cc("部门周会", dt(rel(1), 10), location="A座802"), cat=c)
    K("周日中午12点在外婆家吃饭", cc("吃饭", dt(wd(7), 12), location="外婆家"), cat=c)
    K("12月20号上午9点在国展中心参加展会", cc("参加展会", dt(ymd(2026, 12, 20), 9), location="国展中心"), cat=c)
    K("后天下午4点在学校门口接孩子", cc("接孩子", dt(rel(2), 16), location="学校门口"), cat=c)
    K("约了周五晚上八点，在万达影城看电影", cc("看电影", dt(wd(5), 20), location="万达影城"), cat=c)
with use(now=NB, **Z):
    K("明天上午十点在5楼大会议室开周会", cc("开周会", dt(rel(1), 10), location="5楼大会议室"), cat=c)
    K("周四下午两点在客户公司演示，地点：浦东软件园", cc("演示", dt(wd(4), 14), location="浦东软件园"), cat=c,
      unsure="在客户公司 and 地点 both present; the explicit 地点 wins")
    K("3月19日晚上6点在老地方聚会", cc("聚会", dt(ymd(2027, 3, 19), 18), location="老地方"), cat=c)
    K("下周一早上8点半在地铁站集合", cc("集合", dt(wk(1, 1), 8, 30), location="地铁站"), cat=c)
    K("后天下午三点到五点在实验楼B201答疑", cc("答疑", dt(rel(2), 15), dt(rel(2), 17), location="实验楼B201"), cat=c)
    K("周六上午10点在社区活动中心开业主大会", cc("开业主大会", dt(wd(6), 10), location="社区活动中心"), cat=c)
with use(now=NC, **Z):
    K("明天中午在食堂和导师吃饭，十二点", cc("和导师吃饭", dt(rel(1), 12), location="食堂"), cat=c)
    K("7月2号上午9点在区政府办手续", cc("办手续", dt(ymd(2027, 7, 2), 9), location="区政府"), cat=c)
    K("周五下午四点，地点：望京SOHO T3，见投资人", cc("见投资人", dt(wd(5), 16), location="望京SOHO T3"), cat=c)
    K("今晚8点在健身房练腿", cc("练腿", dt(today(), 20), location="健身房"), cat=c)
with use(now=ND, **Z):
    K("下周二上午10点在法院开庭", cc("开庭", dt(wk(1, 2), 10), location="法院"), cat=c)
    K("周日下午在奶奶家过中秋，三点到", cc("过中秋", dt(wd(7), 15), location="奶奶家"), cat=c)
    K("9月15日晚上7点在江边赏月", cc("赏月", dt(ymd(2027, 9, 15), 19), location="江边"), cat=c)

# =============================================================================== calendar.create: other time forms
with use(now=NA, **Z):
    K("下个月第二个周三下午开读书会，两点", cc("读书会", dt(nth(2027, 1, 2, 3), 14)), cat="arithmetic")
    K("这个月最后一个周四晚上7点部门聚餐", cc("部门聚餐", dt(lastwd(2026, 12, 4), 19)), cat="arithmetic")
    K("下下周一上午九点交季度报告", cc("交季度报告", dt(wk(2, 1), 9)), cat="arithmetic")
    K("国庆节后一天上午10点开会", cc("开会", dt(ymd(2027, 10, 2), 10)), cat="arithmetic")
    K("三周后的今天下午三点复查", cc("复查", dt(rel(21), 15)), cat="arithmetic")
    K("两个半小时后提醒我收快递", cc("收快递", C.now + td(minutes=150)), cat="duration")
    K("三刻钟后提醒我关火", cc("关火", C.now + td(minutes=45)), cat="duration")
    K("半小时以后叫我开会", cc("开会", C.now + td(minutes=30)), cat="duration")
    K("十天后上午九点拆线", cc("拆线", dt(rel(10), 9)), cat="duration")
    K("明天这个时候提醒我给妈妈打电话", cc("给妈妈打电话", dt(rel(1), 10)), cat="duration")
    K("明早九点差一刻出发去机场", cc("出发去机场", dt(rel(1), 8, 45)), cat="clock")
    K("今晚十二点提醒我抢票", cc("抢票", dt(rel(1), 0)), cat="clock")
    K("明天早上差十分八点叫我", cc("叫我起床", dt(rel(1), 7, 50)), cat="clock", unsure="title for a wake-up call")
    K("明天下午四点三刻开会", cc("开会", dt(rel(1), 16, 45)), cat="clock")
    K("深夜一点提醒我收衣服", cc("收衣服", dt(rel(1), 1)), cat="clock")
    K("冬至那天晚上六点吃饺子", cc("吃饺子", dt(hol("冬至"), 18)), cat="holiday")
    K("除夕晚上八点看春晚", cc("看春晚", dt(hol("除夕"), 20)), cat="holiday")
    K("平安夜晚上七点半去教堂", cc("去教堂", dt(hol("平安夜"), 19, 30)), cat="holiday")
    K("元宵节晚上去看灯会", cc("看灯会", dt(hol("元宵"), 18), dt(hol("元宵") + td(days=1), 0)), cat="holiday",
      unsure="晚上 without a clock: the part of day becomes start/end")
    K("腊八那天上午十点去寺里领粥", cc("去寺里领粥", dt(hol("腊八"), 10)), cat="holiday")
    K("小年中午回爸妈家", cc("回爸妈家", dt(hol("小年"), 12)), cat="holiday", conv="xiaonian-north")
    K("圣诞节全天陪家人", cc("陪家人", hol("圣诞")), cat="holiday")
    K("春节前三天请假回家", cc("请假回家", ymd(2027, 2, 3)), cat="arithmetic")
    K("12.24晚上8点聚会", cc("聚会", dt(ymd(2026, 12, 24), 20)), cat="numeric-date")
    K("2027.1.8上午10点面签", cc("面签", dt(ymd(2027, 1, 8), 10)), cat="numeric-date")
    K("27年3月4号下午两点产检", cc("产检", dt(ymd(2027, 3, 4), 14)), cat="numeric-date")
    K("1/15 早上9点交论文", cc("交论文", dt(ymd(2027, 1, 15), 9)), cat="numeric-date")
    K("週四下午三點開會", cc("開會", dt(wd(4), 15)), cat="traditional", unsure="title kept in traditional characters as said")
    K("禮拜五晚上七點聚餐", cc("聚餐", dt(wd(5), 19)), cat="traditional")
    K("後天上午十點看醫生", cc("看醫生", dt(rel(2), 10)), cat="traditional", unsure="title kept in traditional characters as said")
    K("周三早上8点晨会", cc("晨会", dt(wk(1, 3), 8)), cat="rollover")
    K("周三下午3点交接", cc("交接", dt(today(), 15)), cat="rollover")
    K("星期三上午九点半拍证件照", cc("拍证件照", dt(wk(1, 3), 9, 30)), cat="rollover")
    K("早上7点提醒我跑步", cc("跑步", dt(rel(1), 7)), cat="rollover")
with use(now=NB, **Z):
    K("周一晚上8点上网课", cc("上网课", dt(wk(1, 1), 20)), cat="rollover")
    K("周一晚上十点跟美国开会", cc("跟美国开会", dt(today(), 22)), cat="rollover")
    K("下午两点去银行", cc("去银行", dt(rel(1), 14)), cat="rollover")
    K("清明节上午去扫墓", cc("扫墓", dt(hol("清明"), 8), dt(hol("清明"), 12)), cat="holiday",
      unsure="上午 without a clock: the part of day becomes start/end")
    K("端午节那天中午回家吃粽子", cc("回家吃粽子", dt(hol("端午"), 12)), cat="holiday")
    K("母亲节订个餐厅，晚上6点", cc("订餐厅", dt(hol("mothers"), 18)), cat="holiday", unsure="title could be 母亲节晚餐")
    K("4月最后一个周五下午5点团建", cc("团建", dt(lastwd(2027, 4, 5), 17)), cat="arithmetic")
    K("下个月第一个周一早上9点开学典礼", cc("开学典礼", dt(nth(2027, 4, 1, 1), 9)), cat="arithmetic")
    K("两天半以后提醒我续费", cc("续费", C.now + td(hours=60)), cat="duration")
    K("一个半小时后提醒我吃药", cc("吃药", C.now + td(minutes=90)), cat="duration")
    K("差十分十点提醒我关电脑", cc("关电脑", dt(today(), 21, 50)), cat="clock", conv="bare-hour")
    K("0745起床", cc("起床", dt(rel(1), 7, 45)), cat="clock", conv="four-digit-clock")
    K("4.5早上八点出发", cc("出发", dt(ymd(2027, 4, 5), 8)), cat="numeric-date")
with use(now=NC, **Z):
    K("七夕晚上七点约会", cc("约会", dt(hol("七夕"), 19)), cat="holiday")
    K("中秋节晚上回家吃饭，六点", cc("回家吃饭", dt(hol("中秋"), 18)), cat="holiday")
    K("下个月第二个周六上午十点家长会", cc("家长会", dt(nth(2027, 7, 2, 6), 10)), cat="arithmetic")
    K("三刻钟后出门", cc("出门", C.now + td(minutes=45)), cat="duration")
    K("九点差一刻开站会", cc("开站会", dt(today(), 8, 45)), cat="clock", conv="bare-hour")
    K("7.15下午三点复诊", cc("复诊", dt(ymd(2027, 7, 15), 15)), cat="numeric-date")
with use(now=ND, **Z):
    K("周五下午一点开会", cc("开会", dt(wk(1, 5), 13)), cat="rollover")
    K("周五下午三点开会", cc("开会", dt(today(), 15)), cat="rollover")
    K("重阳节上午带爸妈去爬山，八点出发", cc("带爸妈去爬山", dt(hol("重阳"), 8)), cat="holiday")
    K("国庆前一天晚上出发", cc("出发", dt(ymd(2027, 9, 30), 18), dt(ymd(2027, 10, 1), 0)), cat="arithmetic",
      unsure="晚上 without a clock: the part of day becomes start/end")

# =============================================================================== calendar.list
c = "range"
with use(now=NA, **Z):
    K("下周一到周三有什么安排", cl(wk(1, 1), wk(1, 3)), cat=c)
    K("12月15号到20号我忙吗", cl(ymd(2026, 12, 15), ymd(2026, 12, 20)), cat=c)
    K("明天到周日的日程", cl(rel(1), wd(7)), cat=c)
    K("看看下个月的安排", cl(ymd(2027, 1, 1), ymd(2027, 1, 31)), cat=c)
    K("下下周有什么会", cl(wk(2, 1), wk(2, 7)), cat=c)
    K("这周末有空吗", cl(wd(6), wd(7)), cat=c)
    K("1月份的日程给我看一下", cl(ymd(2027, 1, 1), ymd(2027, 1, 31)), cat=c)
    K("周五周六有什么安排", cl(wd(5), wd(6)), cat="coordination")
    K("后天大后天我有事吗", cl(rel(2), rel(3)), cat="coordination")
    KM("这周六和下周六的安排", [cl(wd(6)), cl(wk(1, 6))], cat="coordination")
c = "deadline"
with use(now=NA, **Z):
    K("周五之前还有哪些会", cl(today(), wd(5)), cat=c, conv="zh-qian-inclusive")
    K("月底前有什么安排", cl(today(), month_end()), cat=c, conv="zh-qian-inclusive")
    K("未来三天的日程", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
    K("接下来两周忙不忙", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
    K("年底之前还有几个会", cl(today(), ymd(2026, 12, 31)), cat=c, conv="zh-qian-inclusive")
    K("下个月上旬有啥安排", cl(ymd(2027, 1, 1), ymd(2027, 1, 10)), cat=c, conv="month-parts")
    K("下个月第一周的日程", cl(ymd(2027, 1, 1), ymd(2027, 1, 7)), cat=c, conv="first-week")
    K("12月下旬我有空吗", cl(ymd(2026, 12, 21), ymd(2026, 12, 31)), cat=c, conv="month-parts")
    K("一周内有哪些安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
    K("明年第一季度的会议", cl(ymd(2027, 1, 1), ymd(2027, 3, 31)), cat=c, conv="quarters")
with use(now=NB, **Z):
    K("周四前还有什么事", cl(today(), wd(4)), cat=c, conv="zh-qian-inclusive")
    K("3月底之前的日程", cl(today(), ymd(2027, 3, 31)), cat=c, conv="zh-qian-inclusive")
    K("4月上旬的安排", cl(ymd(2027, 4, 1), ymd(2027, 4, 10)), cat=c, conv="month-parts")
    K("本周之内还有哪些会", cl(today(), wk(0, 7)), cat=c)
    K("下个月中旬忙不忙", cl(ymd(2027, 4, 11), ymd(2027, 4, 20)), cat=c, conv="month-parts")
with use(now=NC, **Z):
    K("下半年有哪些大事", cl(ymd(2027, 7, 1), ymd(2027, 12, 31)), cat=c, conv="halves")
    K("7月下旬的日程", cl(ymd(2027, 7, 21), ymd(2027, 7, 31)), cat=c, conv="month-parts")
    K("未来七天的安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, **Z):
    K("下周二到周四我有空吗", cl(wk(1, 2), wk(1, 4)), cat="range")
    K("清明节那天有安排吗", cl(hol("清明")), cat="holiday")
    K("下下个月的日程", cl(ymd(2027, 5, 1), ymd(2027, 5, 31)), cat="arithmetic")
    K("4月的第二个周日有事吗", cl(nth(2027, 4, 2, 7)), cat="arithmetic")
with use(now=ND, **Z):
    K("中秋节有什么安排", cl(hol("中秋")), cat="holiday")
    K("国庆7天假期的日程", cl(ymd(2027, 10, 1), ymd(2027, 10, 7)), cat="range")
    K("下周的日程", cl(wk(1, 1), wk(1, 7)), cat="range")
    K("週末有什麼安排", cl(wd(6), wd(7)), cat="traditional")
    K("10月第一个周三有会吗", cl(nth(2027, 10, 1, 3)), cat="arithmetic")
with use(now=NF, **Z):
    K("双十一那天有什么安排", cl(ymd(2027, 11, 11)), cat="holiday")
    K("11月下旬到12月上旬的日程", cl(ymd(2027, 11, 21), ymd(2027, 12, 10)), cat="range", conv="month-parts")
    K("感恩节前后那周有会吗", cl(wk(3, 1), wk(3, 7)), cat="holiday", unsure="前后那周 taken as the Mon–Sun week containing Thanksgiving")

# =============================================================================== calendar.update
c = "update"
with use(now=NA, **Z):
    g = [ev("项目周会", dt(wd(5), 10), dt(wd(5), 11)), ev("周会", dt(wk(1, 1), 10), dt(wk(1, 1), 11)),
         ev("和客户吃饭", dt(wd(5), 12), dt(wd(5), 13))]
    K("把周五的会改到下午三点", cu(0, title="会", date=wd(5), start=dt(wd(5), 15)), cat=c, given=g)
    g = [ev("看牙医", dt(rel(1), 10), dt(rel(1), 11)), ev("牙医复诊", dt(ymd(2026, 12, 17), 10), dt(ymd(2026, 12, 17), 11))]
    K("明天的牙医挪到下午四点", cu(0, title="牙医", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g)
    g = [ev("站会", dt(today(), 10, 30), dt(today(), 10, 45)), ev("站会", dt(rel(1), 10, 30), dt(rel(1), 10, 45))]
    K("今天的站会推迟半小时", cu(0, title="站会", date=today(), start=dt(today(), 11)), cat=c, given=g)
    g = [ev("部门聚餐", dt(rel(2), 18, 30), dt(rel(2), 20, 30)), ev("家庭聚餐", dt(wd(7), 18), dt(wd(7), 20))]
    K("把后天的聚餐提前一个小时", cu(0, title="聚餐", date=rel(2), start=dt(rel(2), 17, 30)), cat=c, given=g)
    g = [ev("打羽毛球", dt(wd(6), 15), dt(wd(6), 17))]
    K("周六的羽毛球改到周日同一时间", cu(0, title="羽毛球", date=wd(6), start=dt(wd(7), 15)), cat=c, given=g)
    g = [ev("评审会", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("评审会", dt(wk(1, 4), 14), dt(wk(1, 4), 16))]
    K("把下周一的评审会改名叫季度复盘", cu(0, title="评审会", date=wk(1, 1), new_title="季度复盘"), cat=c, given=g)
    g = [ev("面试产品经理", dt(rel(1), 14), dt(rel(1), 15)), ev("面试设计师", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天下午的面试换到3号会议室", cu(0, title="面试", date=rel(1), location="3号会议室"), cat=c, given=g,
      unsure="two interviews tomorrow; 下午 picks the 14:00 one, which title+date alone cannot")
    g = [ev("体检", dt(ymd(2026, 12, 10), 8), dt(ymd(2026, 12, 10), 10)), ev("宠物体检", dt(ymd(2026, 12, 12), 9), dt(ymd(2026, 12, 12), 10))]
    K("把12月10号的体检改到12月12号上午9点", cu(0, title="体检", date=ymd(2026, 12, 10), start=dt(ymd(2026, 12, 12), 9)), cat=c, given=g)
    g = [ev("瑜伽课", dt(today(), 19), dt(today(), 20)), ev("瑜伽课", dt(wd(5), 19), dt(wd(5), 20))]
    K("瑜伽课从今晚七点改成八点", cu(0, title="瑜伽课", date=today(), start=dt(today(), 20)), cat=c, given=g)
    g = [ev("产品讨论会", dt(wd(4), 15), dt(wd(4), 16)), ev("产品讨论会", dt(wk(1, 4), 15), dt(wk(1, 4), 16))]
    K("把周四下午3点到4点的会改成3点半到5点", cu(0, title="会", date=wd(4), start=dt(wd(4), 15, 30), end=dt(wd(4), 17)), cat=c, given=g)
    g = [ev("和王总的电话", dt(rel(1), 9), dt(rel(1), 9, 30)), ev("和王总吃饭", dt(wd(5), 12), dt(wd(5), 13, 30))]
    K("和王总的电话往后推到周五", cu(0, title="和王总的电话", start=dt(wd(5), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("周报会", dt(wk(1, 1), 9), dt(wk(1, 1), 10))]
    K("下周一的周报会挪到下周二上午十点", cu(0, title="周报会", date=wk(1, 1), start=dt(wk(1, 2), 10)), cat=c, given=g)
    g = [ev("家长会", dt(ymd(2026, 12, 9), 14, 30), dt(ymd(2026, 12, 9), 16)), ev("业主大会", dt(ymd(2026, 12, 9), 19), dt(ymd(2026, 12, 9), 21))]
    K("家长会改到下午三点", cu(0, title="家长会", start=dt(ymd(2026, 12, 9), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("跑步", dt(rel(1), 7), dt(rel(1), 8)), ev("跑步", dt(rel(2), 7), dt(rel(2), 8))]
    K("明天的跑步提前到六点半", cu(0, title="跑步", date=rel(1), start=dt(rel(1), 6, 30)), cat=c, given=g)
    g = [ev("季度会", dt(wk(1, 4), 14), dt(wk(1, 4), 17))]
    K("下周四的季度会地点改成大会议室", cu(0, title="季度会", date=wk(1, 4), location="大会议室"), cat=c, given=g)
    g = [ev("看电影", dt(wd(6), 20), dt(wd(6), 22)), ev("看电影", dt(wk(1, 6), 20), dt(wk(1, 6), 22))]
    K("这周六看电影改到晚上九点", cu(0, title="看电影", date=wd(6), start=dt(wd(6), 21)), cat=c, given=g)
    g = [ev("理发", dt(wd(7), 15), dt(wd(7), 16))]
    K("理发往后推一天", cu(0, title="理发", start=dt(wd(7) + td(days=1), 15)), cat=c, given=g)
    g = [ev("年会彩排", dt(ymd(2026, 12, 17), 14), dt(ymd(2026, 12, 17), 17)), ev("年会", dt(ymd(2026, 12, 18), 18), dt(ymd(2026, 12, 18), 21))]
    K("年会彩排提前到16号下午两点", cu(0, title="年会彩排", start=dt(ymd(2026, 12, 16), 14)), cat=c, given=g)
with use(now=NB, **Z):
    g = [ev("产品发布会", dt(ymd(2027, 3, 19), 14), dt(ymd(2027, 3, 19), 16)), ev("发布会彩排", dt(ymd(2027, 3, 18), 14), dt(ymd(2027, 3, 18), 16))]
    K("发布会推迟到下周一同一时间", cu(0, title="发布会", start=dt(wk(1, 1), 14)), cat=c, given=g,
      unsure="发布会 matches both titles; the rehearsal is 发布会彩排, so the launch itself is meant")
    g = [ev("复诊", dt(rel(2), 14, 30), dt(rel(2), 15)), ev("复诊", dt(ymd(2027, 4, 12), 14, 30), dt(ymd(2027, 4, 12), 15))]
    K("后天的复诊改到周五上午十点", cu(0, title="复诊", date=rel(2), start=dt(wd(5), 10)), cat=c, given=g)
    g = [ev("网课", dt(wk(1, 1), 20), dt(wk(1, 1), 21, 30))]
    K("下周一的网课改成晚上七点开始", cu(0, title="网课", date=wk(1, 1), start=dt(wk(1, 1), 19)), cat=c, given=g)
    g = [ev("团建", dt(wd(7), 13), dt(wd(7), 18))]
    K("团建改名叫春游", cu(0, title="团建", new_title="春游"), cat=c, given=g)
    g = [ev("董事会", dt(wk(1, 3), 9), dt(wk(1, 3), 12)), ev("董事会筹备", dt(wk(1, 2), 15), dt(wk(1, 2), 16))]
    K("把下周三董事会延后两个小时", cu(0, title="董事会", date=wk(1, 3), start=dt(wk(1, 3), 11)), cat=c, given=g)
    g = [ev("看展", dt(wd(6), 10), dt(wd(6), 12))]
    K("看展改到周六下午两点到四点", cu(0, title="看展", start=dt(wd(6), 14), end=dt(wd(6), 16)), cat=c, given=g)
with use(now=NC, **Z):
    g = [ev("签约", dt(ymd(2027, 7, 3), 14), dt(ymd(2027, 7, 3), 15))]
    K("签约改到7月5号上午", cu(0, title="签约", start=dt(ymd(2027, 7, 5), 8), end=dt(ymd(2027, 7, 5), 12)), cat=c, given=g,
      unsure="上午 without a clock: taken as the part of day, 08:00–12:00")
    g = [ev("跟进会", dt(today(), 10, 30), dt(today(), 11)), ev("跟进会", dt(rel(7), 10, 30), dt(rel(7), 11))]
    K("今天的跟进会挪到下午两点", cu(0, title="跟进会", date=today(), start=dt(today(), 14)), cat=c, given=g)
    g = [ev("演唱会", dt(ymd(2027, 7, 10), 19, 30), dt(ymd(2027, 7, 10), 22))]
    K("演唱会的地点改成鸟巢", cu(0, title="演唱会", location="鸟巢"), cat=c, given=g)
with use(now=ND, **Z):
    g = [ev("讲座", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), ev("讲座", dt(wk(2, 3), 19), dt(wk(2, 3), 21))]
    K("下周三的讲座推迟一周", cu(0, title="讲座", date=wk(1, 3), start=dt(wk(2, 3), 19)), cat=c, given=g,
      unsure="the moved lecture then coincides with the other one; still expected")
    g = [ev("庆功宴", dt(wk(1, 5), 18, 30), dt(wk(1, 5), 21))]
    K("庆功宴提前到下周四", cu(0, title="庆功宴", start=dt(wk(1, 4), 18, 30)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("加班", dt(today(), 20), dt(today(), 22))]
    K("今晚加班改到九点到十一点", cu(0, title="加班", date=today(), start=dt(today(), 21), end=dt(today(), 23)), cat=c, given=g)

# =============================================================================== calendar.delete
c = "delete"
with use(now=NA, **Z):
    g = [ev("开会", dt(rel(1), 15), dt(rel(1), 16)), ev("开会", dt(wd(5), 10), dt(wd(5), 11))]
    K("删除明天的会议", cdel(0, title="会", date=rel(1)), cat=c, given=g, unsure="title 会议 vs stored 开会: the shared word 会")
    g = [ev("面试", dt(wd(5), 14), dt(wd(5), 15)), ev("面试", dt(wk(1, 1), 14), dt(wk(1, 1), 15))]
    K("周五那场面试取消掉", cdel(0, title="面试", date=wd(5)), cat=c, given=g)
    g = [ev("瑜伽课", dt(today(), 19), dt(today(), 20))]
    K("今晚的瑜伽课不去了，删掉", cdel(0, title="瑜伽课", date=today()), cat=c, given=g)
    g = [ev("牙医预约", dt(ymd(2026, 12, 10), 16), dt(ymd(2026, 12, 10), 17)), ev("理发预约", dt(ymd(2026, 12, 10), 18), dt(ymd(2026, 12, 10), 19))]
    K("把牙医预约删了", cdel(0, title="牙医预约"), cat=c, given=g)
    g = [ev("部门聚餐", dt(rel(2), 18, 30), dt(rel(2), 20, 30))]
    K("后天那个聚餐不办了，删掉", cdel(0, title="聚餐", date=rel(2)), cat=c, given=g)
    g = [ev("爬山", dt(wd(6), 7), dt(wd(6), 12)), ev("爬山", dt(wk(1, 6), 7), dt(wk(1, 6), 12))]
    K("这周六不去爬山了，帮我删掉", cdel(0, title="爬山", date=wd(6)), cat=c, given=g)
    g = [ev("同学聚会", dt(ymd(2026, 12, 8), 18), dt(ymd(2026, 12, 8), 21))]
    K("把同学聚会从日程里拿掉", cdel(0, title="同学聚会"), cat=c, given=g)
    g = [ev("培训", dt(rel(1), 9), dt(rel(1), 12)), ev("培训", dt(rel(1), 14), dt(rel(1), 17))]
    K("明天上午那场培训删了", cdel(0, title="培训", date=rel(1)), cat=c, given=g,
      unsure="上午 picks the morning session, which title+date alone cannot")
    g = [ev("钢琴课", dt(wd(7), 14), dt(wd(7), 15)), ev("钢琴课", dt(wk(1, 7), 14), dt(wk(1, 7), 15))]
    K("周日钢琴课请假了，日程删一下", cdel(0, title="钢琴课", date=wd(7)), cat=c, given=g)
    g = [ev("项目评审", dt(wk(1, 1), 9), dt(wk(1, 1), 11))]
    K("下周一项目评审取消，帮我删除", cdel(0, title="项目评审", date=wk(1, 1)), cat=c, given=g)
    g = [ev("电话会", dt(today(), 16), dt(today(), 17)), ev("周会", dt(today(), 11), dt(today(), 12))]
    K("那个电话会不用开了，删掉它", cdel(0, title="电话会"), cat=c, given=g)
    g = [ev("去杭州出差", ymd(2026, 12, 15), ymd(2026, 12, 18)), ev("去上海出差", ymd(2027, 1, 11), ymd(2027, 1, 12))]
    K("杭州出差不去了，删掉那个日程", cdel(0, title="杭州出差"), cat=c, given=g)
    g = [ev("年会", dt(ymd(2026, 12, 18), 18), dt(ymd(2026, 12, 18), 21)), ev("年会彩排", dt(ymd(2026, 12, 17), 14), dt(ymd(2026, 12, 17), 17))]
    K("删除12月17号的彩排", cdel(1, title="彩排", date=ymd(2026, 12, 17)), cat=c, given=g)
    g = [ev("家长会", dt(ymd(2026, 12, 9), 14, 30), dt(ymd(2026, 12, 9), 16))]
    K("把下周三的家长会删了", cdel(0, title="家长会", date=wk(1, 3)), cat=c, given=g)
    g = [ev("取快递", dt(rel(1), 16), dt(rel(1), 16, 30))]
    K("明天取快递那个提醒不要了", cdel(0, title="取快递", date=rel(1)), cat=c, given=g)
with use(now=NB, **Z):
    g = [ev("上网课", dt(wk(1, 1), 20), dt(wk(1, 1), 21)), ev("上网课", dt(wk(1, 3), 20), dt(wk(1, 3), 21))]
    K("下周一的网课删掉", cdel(0, title="网课", date=wk(1, 1)), cat=c, given=g)
    g = [ev("看展", dt(wd(6), 10), dt(wd(6), 12))]
    K("周六看展取消", cdel(0, title="看展", date=wd(6)), cat=c, given=g)
    g = [ev("体检", dt(wk(1, 2), 8), dt(wk(1, 2), 9)), ev("体检报告解读", dt(ymd(2027, 4, 6), 10), dt(ymd(2027, 4, 6), 11))]
    K("下周二的体检不去了", cdel(0, title="体检", date=wk(1, 2)), cat=c, given=g)
    g = [ev("球赛", dt(wd(4), 21), dt(wd(4), 23))]
    K("周四的球赛提醒删一下", cdel(0, title="球赛", date=wd(4)), cat=c, given=g)
with use(now=NC, **Z):
    g = [ev("军训", ymd(2027, 7, 5), ymd(2027, 7, 9))]
    K("军训那个日程删掉", cdel(0, title="军训"), cat=c, given=g)
    g = [ev("爬山", dt(wd(6), 5, 30), dt(wd(6), 12)), ev("游泳", dt(wd(6), 15), dt(wd(6), 16))]
    K("周六的安排只删爬山", cdel(0, title="爬山", date=wd(6)), cat=c, given=g)
    g = [ev("视频面试", dt(ymd(2027, 7, 8), 10), dt(ymd(2027, 7, 8), 10, 45))]
    K("7月8号的视频面试取消了", cdel(0, title="视频面试", date=ymd(2027, 7, 8)), cat=c, given=g)
with use(now=ND, **Z):
    g = [ev("打羽毛球", dt(wd(7), 9), dt(wd(7), 11)), ev("打羽毛球", dt(wk(1, 7), 9), dt(wk(1, 7), 11))]
    K("删除這週日的羽毛球", cdel(0, title="羽毛球", date=wd(7)), cat=c, given=g)
    g = [ev("搬家", dt(ymd(2027, 9, 20), 14), dt(ymd(2027, 9, 20), 17))]
    K("搬家日程去掉吧", cdel(0, title="搬家"), cat=c, given=g)

# =============================================================================== ledger.add
c = "money"
with use(now=NA, **Z):
    K("早饭八块八", la("8.8", "food", "早饭"), cat=c)
    K("这个月房租三千五，记一下", la("3500", "housing", "房租"), cat=c)
    K("年终奖两万三千六到账了", la("23600", "salary", "年终奖", kind="income"), cat=c)
    K("买菜花了二十块零三毛", la("20.3", "food", "买菜"), cat=c)
    K("一双鞋一百五", la("150", "shopping", "鞋"), cat=c)
    K("记一笔 奶茶 18", la("18", "food", "奶茶"), cat=c)
    K("停车15", la("15", "transport", "停车"), cat=c)
    K("打车 32.5", la("32.5", "transport", "打车"), cat=c)
    K("泰国按摩花了500泰铢", la("500", "entertainment", "按摩", cur="THB"), cat=c, unsure="按摩 category: entertainment or health")
    K("在香港买药花了港币300", la("300", "health", "买药", cur="HKD"), cat=c)
    K("澳洲机票1200澳元", la("1200", "transport", "机票", cur="AUD"), cat=c)
    K("瑞士买手表花了3000瑞士法郎", la("3000", "shopping", "手表", cur="CHF"), cat=c)
    K("日本拉面花了1200日元", la("1200", "food", "拉面", cur="JPY"), cat=c)
    K("首付80万", la("800000", "housing", "首付"), cat=c)
    K("月薪1.8万到账", la("18000", "salary", "月薪", kind="income"), cat=c)
    K("8k买了台电脑", la("8000", "shopping", "电脑"), cat=c)
    K("双十一买的外套599", la("599", "shopping", "外套", d=ymd(2026, 11, 11)), cat=c)
    K("昨天打车花了二十六", la("26", "transport", "打车", d=rel(-1)), cat=c)
    K("前天晚上吃火锅花了268", la("268", "food", "火锅", d=rel(-2)), cat=c)
    K("上周五加油300", la("300", "transport", "加油", d=wk(-1, 5)), cat=c)
    K("周五聚餐花了200", la("200", "food", "聚餐", d=wk(-1, 5)), cat="rollover")
    K("周一交的电费186.4", la("186.4", "housing", "电费", d=wk(0, 1)), cat="rollover")
    K("20号买的书59.9", la("59.9", "education", "书", d=ymd(2026, 11, 20)), cat="rollover")
    K("11.11那天下单的耳机1299", la("1299", "shopping", "耳机", d=ymd(2026, 11, 11)), cat="numeric-date")
    K("中秋花了500", la("500", "other", d=ymd(2026, 9, 25)), cat="holiday", unsure="no item named: category other, no note")
    K("感恩节那天买了只火鸡花了320", la("320", "food", "火鸡", d=ymd(2026, 11, 26)), cat="holiday")
    K("三天前买的药136", la("136", "health", "药", d=rel(-3)), cat="duration")
    K("大大前天看电影花了78", la("78", "entertainment", "看电影", d=rel(-4)), cat="arithmetic")
    K("收到工资一万二", la("12000", "salary", "工资", kind="income"), cat=c)
    K("学费一万零五百交了", la("10500", "education", "学费"), cat=c)
    K("拿铁￥32", la("32", "food", "拿铁"), cat=c)
    K("1.299,00 €买了个相机", la("1299", "shopping", "相机", cur="EUR"), cat=c, conv="comma-decimal")
    K("欧元30的门票", la("30", "entertainment", "门票", cur="EUR"), cat=c)
    K("美金200的酒店", la("200", "housing", "酒店", cur="USD"), cat=c, unsure="hotel: housing (CONVENTIONS §12, settled in session 38)")
    K("高铁票553.5", la("553.5", "transport", "高铁票"), cat=c)
    K("挂号费二十五", la("25", "health", "挂号费"), cat=c)
    K("帮我记一下 水电费 两百八", la("280", "housing", "水电费"), cat=c)
    K("给孩子报了个课程，三千五", la("3500", "education", "课程"), cat=c)
    K("奖金3w到账", la("30000", "salary", "奖金", kind="income"), cat=c)
    K("記一筆 午餐 四十五", la("45", "food", "午餐"), cat="traditional")
with use(now=NB, **Z):
    K("周一晚上8点打车花了40", la("40", "transport", "打车", d=today()), cat="rollover")
    K("周二买衣服花了三百二", la("320", "shopping", "衣服", d=wk(-1, 2)), cat="rollover")
    K("周六聚餐花了300", la("300", "food", "聚餐", d=wk(-1, 6)), cat="rollover")
    K("昨晚十点买的夜宵38", la("38", "food", "夜宵", d=rel(-1)), cat="rollover")
    K("18号交的网课学费1999", la("1999", "education", "网课学费", d=ymd(2027, 2, 18)), cat="rollover")
    K("元宵节买汤圆花了四十", la("40", "food", "汤圆", d=ymd(2027, 2, 20)), cat="holiday")
    K("情人节送花520", la("520", "other", "送花", d=ymd(2027, 2, 14)), cat="holiday",
      unsure="flowers as a gift: category other or shopping")
    K("3.8买的化妆品699", la("699", "shopping", "化妆品", d=ymd(2027, 3, 8)), cat="numeric-date")
    K("今天早上地铁4块", la("4", "transport", "地铁"), cat=c)
    K("韩国买了个包，两万韩币", la("20000", "shopping", "包", cur="KRW"), cat=c)
    K("新加坡打车S$12", la("12", "transport", "打车", cur="SGD"), cat=c)
    K("一顿饭五百五", la("550", "food", "一顿饭"), cat=c)
    K("两周前买的球鞋899", la("899", "shopping", "球鞋", d=rel(-14)), cat="duration")
with use(now=NC, **Z):
    K("今天早餐九块九", la("9.9", "food", "早餐"), cat=c)
    K("618买的空调3999", la("3999", "shopping", "空调", d=ymd(2027, 6, 18)), cat="holiday")
    K("端午节买粽子花了88", la("88", "food", "粽子", d=ymd(2027, 6, 9)), cat="holiday")
    K("上周三加油三百五", la("350", "transport", "加油", d=wk(-1, 3)), cat="rollover")
    K("交了物业费四百八", la("480", "housing", "物业费"), cat=c)
    K("电影票两张一百二", la("120", "entertainment", "电影票"), cat=c)
    K("体检花了一千二", la("1200", "health", "体检"), cat=c)
with use(now=ND, **Z):
    K("教师节送老师花了199", la("199", "other", "送老师", d=today()), cat="holiday", unsure="gift: category other")
    K("周五上午修车四百五", la("450", "transport", "修车", d=today()), cat="rollover")
    K("周六花了120买菜", la("120", "food", "买菜", d=wk(-1, 6)), cat="rollover")
    K("下午四点打车28块", la("28", "transport", "打车", d=rel(-1)), cat="rollover")
    K("卖旧手机收入八百", la("800", "other", "卖旧手机", kind="income"), cat=c)

# =============================================================================== ledger.summary / ledger.list
c = "deadline"
with use(now=NA, **Z):
    K("最近7天花了多少", ls(rel(-6), today()), cat=c, conv="n-days-counting-today")
    K("这个月到目前为止花了多少钱", ls(ymd(2026, 12, 1), today()), cat=c, conv="since")
    K("今年以来一共花了多少", ls(ymd(2026, 1, 1), today()), cat=c, conv="since")
    K("上季度的支出汇总", ls(ymd(2026, 7, 1), ymd(2026, 9, 30)), cat=c, conv="quarters")
    K("今年上半年吃饭花了多少", ls(ymd(2026, 1, 1), ymd(2026, 6, 30), "food"), cat=c, conv="halves")
    K("11月上旬的账单明细", ll(ymd(2026, 11, 1), ymd(2026, 11, 10)), cat=c, conv="month-parts")
    K("过去三十天的打车记录", ll(rel(-29), today(), "transport"), cat=c, conv="n-days-counting-today")
    K("从上周一到现在花了多少", ls(wk(-1, 1), today()), cat=c, conv="since")
with use(now=NB, **Z):
    K("最近三天的账", ll(rel(-2), today()), cat=c, conv="n-days-counting-today")
    K("本月至今的支出", ls(ymd(2027, 3, 1), today()), cat=c, conv="since")
    K("去年下半年一共花了多少", ls(ymd(2026, 7, 1), ymd(2026, 12, 31)), cat=c, conv="halves")
    K("去年第四季度的购物支出", ls(ymd(2026, 10, 1), ymd(2026, 12, 31), "shopping"), cat=c, conv="quarters")
c = "range"
with use(now=NA, **Z):
    K("上周一到上周五一共花了多少", ls(wk(-1, 1), wk(-1, 5)), cat=c)
    K("11月1号到11月15号的账单", ll(ymd(2026, 11, 1), ymd(2026, 11, 15)), cat=c)
    K("9月到11月交通花了多少", ls(ymd(2026, 9, 1), ymd(2026, 11, 30), "transport"), cat=c)
    K("上上个月的工资收入", ls(ymd(2026, 10, 1), ymd(2026, 10, 31), "salary"), cat="arithmetic")
    K("双十一那天买了哪些东西", ll(ymd(2026, 11, 11)), cat="holiday")
    K("国庆期间花了多少", ls(ymd(2026, 10, 1), ymd(2026, 10, 7)), cat="holiday", unsure="国庆期间 taken as Oct 1–7")
    K("昨天和前天花了多少", ls(rel(-2), rel(-1)), cat="coordination")
    K("上周末的消费明细", ll(wk(-1, 6), wk(-1, 7)), cat=c)
    K("最近10笔账", ll(limit=10), cat=c, unsure="no range: only the limit")
    K("上個月買東西花了多少", ls(ymd(2026, 11, 1), ymd(2026, 11, 30), "shopping"), cat="traditional")
with use(now=NB, **Z):
    K("3月1号到10号一共花了多少", ls(ymd(2027, 3, 1), ymd(2027, 3, 10)), cat=c)
    K("上周三到上周日的打车费", ls(wk(-1, 3), wk(-1, 7), "transport"), cat=c)
    K("1月到2月的账", ll(ymd(2027, 1, 1), ymd(2027, 2, 28)), cat=c)
    K("春节那周花了多少", ls(ymd(2027, 2, 1), ymd(2027, 2, 7)), cat="holiday", unsure="春节那周 taken as the Mon–Sun week containing 02-06")
    K("上个月看病买药一共花了多少", ls(ymd(2027, 2, 1), ymd(2027, 2, 28), "health"), cat=c)
with use(now=NF, **Z):
    K("上个月和这个月一共花了多少", ls(ymd(2027, 10, 1), ymd(2027, 11, 30)), cat="coordination",
      unsure="this month's end is in the future; to = the month's last day")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, **Z):
    K("北京后天天气怎么样", wx("Beijing", rel(2)), cat=c)
    K("上海周六会下雨吗", wx("Shanghai", wd(6)), cat=c)
    K("广州下周一多少度", wx("Guangzhou", wk(1, 1)), cat=c)
    K("大后天杭州冷不冷", wx("Hangzhou", rel(3)), cat=c)
    K("12月5号成都天气", wx("Chengdu", ymd(2026, 12, 5)), cat="numeric-date")
    K("深圳這週日天氣如何", wx("Shenzhen", wd(7)), cat="traditional")
    K("冬至那天哈尔滨多冷", wx("Harbin", hol("冬至")), cat="holiday")
    K("南京下周三要带伞吗", wx("Nanjing", wk(1, 3)), cat=c)
    K("明天早上苏州有雾吗", wx("Suzhou", rel(1)), cat=c)
    K("重庆今天下午会下雨吗", wx("Chongqing", today()), cat=c)
with use(now=NB, **Z):
    K("武汉周四天气", wx("Wuhan", wd(4)), cat=c)
    K("后天西安刮风吗", wx("Xi'an", rel(2)), cat=c)
    K("天津下周一气温", wx("Tianjin", wk(1, 1)), cat=c)
    K("春分那天厦门天气怎么样", wx("Xiamen", hol("春分")), cat="holiday")
with use(now=ND, **Z):
    K("中秋节青岛天气好吗，能不能看到月亮", wx("Qingdao", hol("中秋")), cat="holiday")
    K("长沙周日热不热", wx("Changsha", wd(7)), cat=c)
    K("明天昆明天气", wx("Kunming", rel(1)), cat=c)
c = "running"
with use(now=NA, **Z):
    K("后天早上在北京能跑步吗", ra("Beijing", rel(2)), cat=c)
    K("周六上海适合跑步吗", ra("Shanghai", wd(6)), cat=c)
    K("下周一杭州跑步合适吗", ra("Hangzhou", wk(1, 1)), cat=c)
with use(now=NC, **Z):
    K("明天早上广州能不能晨跑", ra("Guangzhou", rel(1)), cat=c)
    K("周五深圳跑步建议", ra("Shenzhen", wd(5)), cat=c)
    K("今天傍晚成都适合慢跑吗", ra("Chengdu", today()), cat=c)

# =============================================================================== several requests in one message
c = "multi"
with use(now=NA, **Z):
    KM("午饭35，晚饭80", [la("35", "food", "午饭"), la("80", "food", "晚饭")], cat=c)
    KM("明天和后天北京的天气", [wx("Beijing", rel(1)), wx("Beijing", rel(2))], cat=c)
    KM("打车28，地铁4块", [la("28", "transport", "打车"), la("4", "transport", "地铁")], cat=c)
    KM("早餐8块、午餐25、晚餐60", [la("8", "food", "早餐"), la("25", "food", "午餐"), la("60", "food", "晚餐")], cat=c)
    KM("这周末上海天气怎么样", [wx("Shanghai", wd(6)), wx("Shanghai", wd(7))], cat=c)
    KM("周五周六杭州会下雨吗", [wx("Hangzhou", wd(5)), wx("Hangzhou", wd(6))], cat=c)
    KM("房租3500，水电200", [la("3500", "housing", "房租"), la("200", "housing", "水电")], cat=c)
    KM("记一笔打车30，再看看这个月花了多少",
       [la("30", "transport", "打车"), ls(ymd(2026, 12, 1), ymd(2026, 12, 31))], cat=c,
       unsure="这个月 for the summary: the whole month (to = month end) as the skill's own examples write it")
    KM("明天上午十点开会，下午三点去医院", [cc("开会", dt(rel(1), 10)), cc("去医院", dt(rel(1), 15))], cat=c)
    KM("昨天午饭45，今天午饭38", [la("45", "food", "午饭", d=rel(-1)), la("38", "food", "午饭")], cat=c)
    KM("北京和上海明天的天气", [wx("Beijing", rel(1)), wx("Shanghai", rel(1))], cat=c)
    KM("咖啡32和蛋糕28", [la("32", "food", "咖啡"), la("28", "food", "蛋糕")], cat=c)
    KM("未来三天广州的天气", [wx("Guangzhou", today()), wx("Guangzhou", rel(1)), wx("Guangzhou", rel(2))], cat=c,
       conv="n-days-counting-today")
    KM("周六上午游泳，周日下午看电影，帮我都记上",
       [cc("游泳", dt(wd(6), 8), dt(wd(6), 12)), cc("看电影", dt(wd(7), 12), dt(wd(7), 18))], cat=c,
       unsure="parts of day without clocks become start/end")
    KM("删掉明天的会，再加一个后天上午10点的会",
       [cdel(0, title="会", date=rel(1)), cc("开会", dt(rel(2), 10))], cat=c,
       given=[ev("项目会", dt(rel(1), 14), dt(rel(1), 15))], unsure="title for the new meeting: 会 or 开会")
    KM("机票2000酒店1500", [la("2000", "transport", "机票"), la("1500", "housing", "酒店")], cat=c)
    KM("工资一万二，奖金三千", [la("12000", "salary", "工资", kind="income"), la("3000", "salary", "奖金", kind="income")], cat=c)
with use(now=NB, **Z):
    KM("后天和大后天成都天气", [wx("Chengdu", rel(2)), wx("Chengdu", rel(3))], cat=c)
    KM("挂号20，药156", [la("20", "health", "挂号"), la("156", "health", "药")], cat=c)
    KM("周三周四武汉会下雨吗", [wx("Wuhan", wd(3)), wx("Wuhan", wd(4))], cat=c)
    KM("油费300，过路费85", [la("300", "transport", "油费"), la("85", "transport", "过路费")], cat=c)
    KM("明天下午两点面试，晚上七点聚餐", [cc("面试", dt(rel(1), 14)), cc("聚餐", dt(rel(1), 19))], cat=c)
with use(now=NC, **Z):
    KM("奶茶15，炸鸡39.9", [la("15", "food", "奶茶"), la("39.9", "food", "炸鸡")], cat=c)
    KM("今明两天深圳的天气", [wx("Shenzhen", today()), wx("Shenzhen", rel(1))], cat=c)
    KM("充电器59耳机129", [la("59", "shopping", "充电器"), la("129", "shopping", "耳机")], cat=c)
with use(now=ND, **Z):
    KM("中秋和下周一北京天气怎么样", [wx("Beijing", hol("中秋")), wx("Beijing", wk(1, 1))], cat=c)
    KM("电影90爆米花35", [la("90", "entertainment", "电影"), la("35", "food", "爆米花")], cat=c)
