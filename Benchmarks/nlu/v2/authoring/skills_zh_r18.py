"""Round 18 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a couple renovating their flat while planning their wedding (装修, 水电改造, 验收, 建材市场, 定金/尾款, 婚纱照,
试菜, 看酒店, 请柬, 份子钱), a personal trainer (私教课, 连着的几节课, 团课, 课包, 蛋白粉, 健身房会员, 教练证考试, 户外训练营
前看天气, 跑步) and a small online-shop seller (淘宝店: 发货, 晚上直播, 进货, 快递费, 平台扣点, 退款, 双十一, 月底对账, 月销售额,
见供应商, 展会).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather
and running, the rest changes, cancellations and several requests at once.

Reference times (see time_r18.py): NA = 2028-05-17T14:40 Wednesday afternoon (端午 Sunday 05-28, 小满 Saturday 05-20);
NB = 2041-10-31T22:10 Thursday late evening, the last day of October (月底 today, 下个月 starts tomorrow; 双十一 Monday);
NC = 2042-06-14T08:20 Saturday morning (this weekend already started; a bare 8 is past, a bare 9 ahead)."""
from lib import *

NA = "2028-05-17T14:40:00"  # Wednesday afternoon: a bare 2 is past (tomorrow 14:00), a bare 3 ahead, a bare 8 reads 20:00
NB = "2041-10-31T22:10:00"  # Thursday late evening, 月底 today: a bare 9/10 reads tomorrow morning, a bare 11 reads 23:00
NC = "2042-06-14T08:20:00"  # Saturday morning: 这周末 = today and tomorrow; a bare 8 reads tomorrow 08:00, a bare 9 today
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天上午十点 电工上门看水电", cc("电工上门看水电", dt(rel(1), 10)), cat=c)
    K("周五下午两点到四点 去建材市场挑瓷砖", cc("去建材市场挑瓷砖", dt(wd(5), 14), dt(wd(5), 16)), cat=c)
    K("下周二晚上六点半 去酒店试菜", cc("去酒店试菜", dt(wk(1, 2), 18, 30)), cat=c)
    K("周六早上七点拍婚纱照", cc("拍婚纱照", dt(wd(6), 7)), cat=c)
    K("三点 去物业办装修登记", cc("去物业办装修登记", dt(today(), 15)), cat=c, conv="bare-hour")
    K("两点 水管师傅来打压", cc("水管师傅来打压", dt(rel(1), 14)), cat=c, conv="bare-hour",
      unsure="a bare 2 at 14:40 has passed: tomorrow 14:00")
    K("八点 给婚庆公司回个电话", cc("给婚庆公司回个电话", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 14:40 reads 20:00 today (the pm reading is still ahead)")
    K("5月26号到28号 去广州进货", cc("去广州进货", ymd(2028, 5, 26), ymd(2028, 5, 28)), cat=c)
    K("下周一到周四 师傅贴瓷砖", cc("师傅贴瓷砖", wk(1, 1), wk(1, 4)), cat=c)
    K("周三上午 去验收吊顶 九点", cc("去验收吊顶", dt(wk(1, 3), 9)), cat=c,
      unsure="周三上午 said Wednesday 14:40 is over: next Wednesday at 09:00")
    K("今晚九点三刻开直播", cc("开直播", dt(today(), 21, 45)), cat=c)
    K("明天 给我妈送请柬", cc("给我妈送请柬", rel(1)), cat=c)
    KM("周四上午九点到十点 张姐私教 十点到十一点 刘哥私教",
       [cc("张姐私教", dt(wd(4), 9), dt(wd(4), 10)), cc("刘哥私教", dt(wd(4), 10), dt(wd(4), 11))], cat=c,
       unsure="the second range inherits 周四上午")
    K("月底 交装修尾款", cc("交装修尾款", ymd(2028, 5, 31)), cat=c, conv="month-end-bare")
    K("下下周六 看第二家酒店", cc("看第二家酒店", wk(2, 6)), cat=c)
    K("后天晚上七点到八点 燃脂团课", cc("燃脂团课", dt(rel(2), 19), dt(rel(2), 20)), cat=c)
    K("那个 周日下午 油漆工来量面积 大概三点吧", cc("油漆工来量面积", dt(wd(7), 15)), cat=c,
      unsure="周日下午 … 三点 said apart with fillers: one entity, 15:00")
with use(now=NB, pref="future", **Z):
    K("九点 打包发货", cc("打包发货", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 22:10 has passed both ways: tomorrow 09:00")
    K("十一点 下播", cc("下播", dt(today(), 23)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:10 reads 23:00 tonight")
    K("明早八点 去档口拿货", cc("去档口拿货", dt(rel(1), 8)), cat=c)
    K("下周一下午三点 跟供应商见面", cc("跟供应商见面", dt(wk(1, 1), 15)), cat=c)
    K("11月10号晚上八点到十二点 大促预热直播", cc("大促预热直播", dt(ymd(2041, 11, 10), 20), dt(ymd(2041, 11, 11), 0)),
      cat=c, unsure="晚上十二点 is 00:00 of the next day")
    K("11月5号到8号 去义乌参加小商品展会", cc("去义乌参加小商品展会", ymd(2041, 11, 5), ymd(2041, 11, 8)), cat=c)
    K("今晚十一点半 对一下库存", cc("对一下库存", dt(today(), 23, 30)), cat=c)
    K("明天下午 去邮局寄国际件 两点", cc("去邮局寄国际件", dt(rel(1), 14)), cat=c)
    K("周六晚上八点 直播卖卫衣", cc("直播卖卫衣", dt(wd(6), 20)), cat=c)
    K("下周三 月度对账", cc("月度对账", wk(1, 3)), cat=c)
    K("双十一前一天 把库存都盘一遍", cc("把库存都盘一遍", ymd(2041, 11, 10)), cat=c)
    K("周五上午十点到十二点 拍新款主图", cc("拍新款主图", dt(rel(1), 10), dt(rel(1), 12)), cat=c)
    K("周四下午三点 快递公司来谈价格", cc("快递公司来谈价格", dt(wk(1, 4), 15)), cat=c,
      unsure="周四下午三点 said Thursday 22:10 has passed: next Thursday")
    K("十点 快递上门收件", cc("快递上门收件", dt(rel(1), 10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    K("下个月第一个周一 上冬装", cc("上冬装", nth(2041, 11, 1, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("九点 团课", cc("团课", dt(today(), 9)), cat=c, conv="bare-hour")
    K("八点 带王姐练背", cc("带王姐练背", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:20 has passed; before noon it reads tomorrow 08:00")
    K("今天上午十点到十一点 王姐私教", cc("王姐私教", dt(today(), 10), dt(today(), 11)), cat=c)
    K("周日早上六点 户外训练营", cc("户外训练营", dt(wd(7), 6)), cat=c)
    K("下周三晚上七点到八点 动感单车课", cc("动感单车课", dt(wk(1, 3), 19), dt(wk(1, 3), 20)), cat=c)
    K("下周五 教练证考试", cc("教练证考试", wk(1, 5)), cat=c)
    K("明天下午两点 李哥体测", cc("李哥体测", dt(rel(1), 14)), cat=c)
    K("下周二下午四点到五点 新会员体验课", cc("新会员体验课", dt(wk(1, 2), 16), dt(wk(1, 2), 17)), cat=c)
    K("6月20号到21号 去上海参加体能培训", cc("去上海参加体能培训", ymd(2042, 6, 20), ymd(2042, 6, 21)), cat=c)
    K("今天下午三点 给陈总上课", cc("给陈总上课", dt(today(), 15)), cat=c)
    K("周一早上七点 陈总私教", cc("陈总私教", dt(wk(1, 1), 7)), cat=c)
    K("十二点 给新会员做体测", cc("给新会员做体测", dt(today(), 12)), cat=c, conv="bare-hour")
    K("下周六 半程马拉松", cc("半程马拉松", wk(1, 6)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("明天下午三点 看瓷砖 在红星美凯龙", cc("看瓷砖", dt(rel(1), 15), location="红星美凯龙"), cat=c)
    K("周五晚上六点 试菜 地点：锦江饭店", cc("试菜", dt(wd(5), 18), location="锦江饭店"), cat=c)
    K("周六早上七点 拍外景 在湿地公园", cc("拍外景", dt(wd(6), 7), location="湿地公园"), cat=c)
    K("下周一上午十点 水电验收 在新房", cc("水电验收", dt(wk(1, 1), 10), location="新房"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周二下午两点 见供应商 地点是四季青服装市场", cc("见供应商", dt(wk(1, 2), 14), location="四季青服装市场"), cat=c)
    K("明天上午十点 拿样品 在滨江仓库", cc("拿样品", dt(rel(1), 10), location="滨江仓库"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天早上六点 训练营 在西湖边", cc("训练营", dt(rel(1), 6), location="西湖边"), cat=c)
    K("下周三晚上七点 团课 在万达店", cc("团课", dt(wk(1, 3), 19), location="万达店"), cat=c)
    K("周一下午两点 考理论 地点：市体育局", cc("考理论", dt(wk(1, 1), 14), location="市体育局"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("端午节 去他家吃饭", cc("去他家吃饭", ymd(2028, 5, 28)), cat=c)
    K("端午后一天 木工进场", cc("木工进场", ymd(2028, 5, 29)), cat=c)
    K("小满那天 户外训练营", cc("户外训练营", ymd(2028, 5, 20)), cat=c)
    K("儿童节前一天 店铺上新", cc("店铺上新", ymd(2028, 5, 31)), cat=c)
with use(now=NB, pref="future", **Z):
    K("双十二 再搞一场大促", cc("再搞一场大促", ymd(2041, 12, 12)), cat=c)
    K("感恩节 海外店打折", cc("海外店打折", ymd(2041, 11, 28)), cat=c)
with use(now=NC, pref="future", **Z):
    K("618 买跑步机", cc("买跑步机", ymd(2042, 6, 18)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我下一节私教", cc("下一节私教", dt(today(), 15, 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我下播", cc("下播", dt(today(), 22, 40)), cat=c)
with use(now=NC, pref="future", **Z):
    K("十天后 教练证考试", cc("教练证考试", rel(10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜五晚上七點 團課", cc("團課", dt(wd(5), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週日下午三點 張哥私教", cc("張哥私教", dt(wd(7), 15)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("5.25 防水验收", cc("防水验收", ymd(2028, 5, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    K("11.20 交房租", cc("交房租", ymd(2041, 11, 20)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("晚上八点半 跟老公过一遍宾客名单", cc("跟老公过一遍宾客名单", dt(today(), 20, 30)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 婚礼彩排", cc("婚礼彩排", nth(2028, 6, 1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第二个周日 半马", cc("半马", nth(2042, 7, 2, 7)), cat=c)

c = "coordination"
with use(now=NC, pref="future", **Z):
    KM("下周一、周三、周五早上七点 陈总私教", [cc("陈总私教", dt(wk(1, 1), 7)), cc("陈总私教", dt(wk(1, 3), 7)),
       cc("陈总私教", dt(wk(1, 5), 7))], cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    KM("周六周日晚上八点都直播", [cc("直播", dt(wd(6), 20)), cc("直播", dt(wd(7), 20))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("电工费 600", la("600", "housing", "电工费"), cat=c, unsure="renovation labour as housing")
    K("昨天买乳胶漆 两桶 860", la("860", "housing", "乳胶漆", d=rel(-1)), cat=c, unsure="paint for the renovation as housing")
    K("婚纱照定金2000", la("2000", "other", "婚纱照定金"), cat=c, unsure="wedding photos as other")
    K("试菜那顿680 酒店说抵扣", la("680", "food", "试菜"), cat=c, unsure="a tasting dinner as food")
    K("上周六看酒店打车 46", la("46", "transport", "看酒店打车", d=wk(-1, 6)), cat=c)
    K("请柬印了150张 320块", la("320", "other", "请柬"), cat=c, unsure="invitations as other")
    K("今天卖了个十节的课包 3000", la("3000", "salary", "课包", kind="income"), cat=c,
      unsure="a session package sold as salary income")
    K("蛋白粉 399", la("399", "health", "蛋白粉"), cat=c, unsure="protein powder as health")
with use(now=NB, pref="past", **Z):
    K("这个月店铺销售额 6万3", la("63000", "salary", "店铺销售额", kind="income"), cat=c,
      unsure="monthly shop sales as salary income, dated today")
    K("进货 8600", la("8600", "shopping", "进货"), cat=c, unsure="restocking as shopping")
    K("快递费 这个月一共1460", la("1460", "other", "快递费"), cat=c, unsure="postage for the shop as other; dated today")
    K("平台扣点 980", la("980", "other", "平台扣点"), cat=c, unsure="platform fees as other")
    K("给买家退款 79", la("79", "shopping", "退款"), cat=c, unsure="a refund paid to a buyer: an expense, category shopping")
    K("昨晚直播卖了4280", la("4280", "salary", "直播", d=rel(-1), kind="income"), cat=c,
      unsure="live-stream sales as salary income")
    K("打包袋 58", la("58", "shopping", "打包袋"), cat=c)
    K("周一去档口打车 32", la("32", "transport", "去档口打车", d=wd(1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("王姐续了十节课 3000", la("3000", "salary", "王姐续课", kind="income"), cat=c,
      unsure="a client's renewal as salary income")
    K("健身房年卡 3680", la("3680", "health", "健身房年卡"), cat=c, unsure="a gym membership as health")
    K("教练证考试报名费1280", la("1280", "education", "教练证考试报名费"), cat=c)
    K("昨晚买了两桶蛋白粉 760", la("760", "health", "蛋白粉", d=rel(-1)), cat=c, unsure="protein powder as health")
    K("早上训练完吃了个早餐 18", la("18", "food", "早餐"), cat=c)
    K("周三买跑鞋 699", la("699", "shopping", "跑鞋", d=wd(3)), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周三上午交的橱柜定金 5000", la("5000", "housing", "橱柜定金"), cat=c,
      unsure="周三上午 said Wednesday afternoon looking back: today; cabinets as housing")
    K("周四收的份子钱 2000", la("2000", "other", "份子钱", d=wk(-1, 4), kind="income"), cat=c,
      unsure="周四 said Wednesday looking back: last Thursday; gifts as other income")
with use(now=NB, pref="past", **Z):
    K("周五寄的国际件 运费156", la("156", "other", "国际件运费", d=wk(-1, 5)), cat=c,
      unsure="周五 said Thursday looking back: last Friday; postage as other")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周装修都排了啥", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("6月份有什么安排", cl(ymd(2028, 6, 1), ymd(2028, 6, 30)), cat=c)
    K("这个月下旬都有啥事", cl(ymd(2028, 5, 21), ymd(2028, 5, 31)), cat=c, conv="month-parts")
    K("周六啥安排", cl(wd(6)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月装修花了多少", ls(ymd(2028, 5, 1), ymd(2028, 5, 31), "housing"), cat=c, unsure="renovation spending as housing")
    K("上个月一共花了多少 算下总账", ls(ymd(2028, 4, 1), ymd(2028, 4, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月有啥安排", cl(ymd(2041, 11, 1), ymd(2041, 11, 30)), cat=c)
    K("明天有什么事", cl(rel(1)), cat=c)
    K("下个月上旬的安排发我看看", cl(ymd(2041, 11, 1), ymd(2041, 11, 10)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月一共花了多少 对个账", ls(ymd(2041, 10, 1), ymd(2041, 10, 31)), cat=c)
    K("这个季度打车花了多少", ls(ymd(2041, 10, 1), ymd(2041, 12, 31), "transport"), cat=c, conv="quarters")
    K("上个季度店里一共花了多少", ls(ymd(2041, 7, 1), ymd(2041, 9, 30)), cat=c, conv="quarters")
    K("最近5笔账列一下", ll(limit=5), cat=c)
with use(now=NC, pref="future", **Z):
    K("下周课表", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("7月中旬有什么安排", cl(ymd(2042, 7, 11), ymd(2042, 7, 20)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上周外面吃饭花了多少", ls(wk(-1, 1), wk(-1, 7), "food"), cat=c)
    K("上半个月的账列一下", ll(ymd(2042, 6, 1), ymd(2042, 6, 15)), cat=c, conv="half-month")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("端午前还有啥要办", cl(today(), ymd(2028, 5, 28)), cat=c, conv="zh-qian-inclusive")
    K("这周还剩什么事没弄", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("这周还有几节私教", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="a count of the sessions left this week read as the list of today … Sunday")
    K("未来五天有啥课", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("月底前还有啥没办的", cl(today(), today()), cat=c, unsure="said on the last evening of October: today alone")
    K("双十一之前都排了啥", cl(today(), ymd(2041, 11, 11)), cat=c, conv="zh-qian-inclusive")
    K("接下来一周有啥", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("本月至今快递费花了多少", ls(ymd(2041, 10, 1), today(), "other"), cat=c, conv="since",
      unsure="postage as other")
with use(now=NC, pref="future", **Z):
    K("这周末还有几节课", cl(today(), wd(7)), cat=c, unsure="the weekend already started: today and tomorrow")
    K("下周三之前有什么安排", cl(today(), wk(1, 3)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("这个月到现在一共花了多少", ls(ymd(2042, 6, 1), today()), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("周六杭州会下雨吗 要拍外景", wx("Hangzhou", wd(6)), cat=c)
    K("端午那天苏州天气怎么样", wx("Suzhou", ymd(2028, 5, 28)), cat=c)
    K("明天成都热不热", wx("Chengdu", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天义乌下雨吗 要去拿货", wx("Yiwu", rel(1)), cat=c)
    KM("这周末广州天气咋样 要去拿货", [wx("Guangzhou", wd(6)), wx("Guangzhou", wd(7))], cat=c)
with use(now=NC, pref="future", **Z):
    K("明天早上杭州下不下雨 户外训练营", wx("Hangzhou", rel(1)), cat=c)
    KM("接下来三天深圳天气", [wx("Shenzhen", today()), wx("Shenzhen", rel(1)), wx("Shenzhen", rel(2))], cat=c,
       conv="n-days-counting-today")
    K("三亚下周二天气 度蜜月", wx("Sanya", wk(1, 2)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("今晚南京适合跑步吗", ra("Nanjing"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明早杭州能跑步吗", ra("Hangzhou", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("现在杭州适合跑步吗 带会员晨跑", ra("Hangzhou"), cat=c)
    K("下周六武汉适合跑半马吗", ra("Wuhan", wk(1, 6)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("电工上门看水电", dt(rel(1), 10), dt(rel(1), 11)), ev("水管师傅上门", dt(wd(5), 10), dt(wd(5), 11)),
         ev("去酒店试菜", dt(wk(1, 2), 18, 30), dt(wk(1, 2), 20, 30))]
    K("电工改到下午两点", cu(0, title="电工", start=dt(rel(1), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("水管师傅推迟一天", cu(1, title="水管师傅", start=dt(wd(6), 10)), cat=c, given=g)
    K("试菜那个改到下周三 时间不变", cu(2, title="试菜", start=dt(wk(1, 3), 18, 30)), cat=c, given=g,
      conv="move-keeps-clock")
    K("试菜改成在锦江饭店", cu(2, title="试菜", location="锦江饭店"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("直播卖卫衣", dt(wd(6), 20), dt(wd(6), 23)), ev("打包发货", dt(wd(6), 9), dt(wd(6), 11)),
         ev("跟供应商见面", dt(wk(1, 1), 15), dt(wk(1, 1), 16))]
    K("周六的直播提前一小时", cu(0, title="直播", date=wd(6), start=dt(wd(6), 19)), cat=c, given=g)
    K("周六发货改到下午两点", cu(1, title="发货", date=wd(6), start=dt(wd(6), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("供应商那个挪到下周二 同一时间", cu(2, title="供应商", start=dt(wk(1, 2), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("跟供应商见面往后推半小时", cu(2, title="跟供应商见面", start=dt(wk(1, 1), 15, 30)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("王姐私教", dt(today(), 10), dt(today(), 11)), ev("王姐私教", dt(wk(1, 2), 10), dt(wk(1, 2), 11)),
         ev("李哥体测", dt(rel(1), 14), dt(rel(1), 15))]
    K("今天王姐的课改到下午四点", cu(0, title="王姐", date=today(), start=dt(today(), 16)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("下周二王姐的私教挪到周三", cu(1, title="王姐", date=wk(1, 2), start=dt(wk(1, 3), 10)), cat=c, given=g,
      conv="move-keeps-clock")
    K("李哥体测提前半小时", cu(2, title="李哥体测", start=dt(rel(1), 13, 30)), cat=c, given=g)
    K("明天体测改成三点到四点", cu(2, title="体测", date=rel(1), start=dt(rel(1), 15), end=dt(rel(1), 16)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("电工上门看水电", dt(rel(1), 10), dt(rel(1), 11)), ev("电工上门验收", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("明天电工不来了 删掉", cdel(0, title="电工", date=rel(1)), cat=c, given=g)
    K("下周一验收那个取消", cdel(1, title="验收", date=wk(1, 1)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("直播卖卫衣", dt(wd(6), 20), dt(wd(6), 23)), ev("打包发货", dt(wd(6), 9), dt(wd(6), 11))]
    K("周六晚上的直播取消了", cdel(0, title="直播", date=wd(6)), cat=c, given=g)
    K("把周六发货那条删了", cdel(1, title="发货", date=wd(6)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("陈总私教", dt(wk(1, 1), 7), dt(wk(1, 1), 8)), ev("陈总私教", dt(wk(1, 3), 7), dt(wk(1, 3), 8))]
    K("陈总下周三出差 那节课删了", cdel(1, title="陈总", date=wk(1, 3)), cat=c, given=g)
    g = [ev("户外训练营", dt(wd(7), 6), dt(wd(7), 8)), ev("动感单车课", dt(wk(1, 3), 19), dt(wk(1, 3), 20))]
    K("明天下雨 训练营取消", cdel(0, title="训练营", date=rel(1)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("定金3000 尾款7000 都是给木工的", [la("3000", "housing", "木工定金"), la("7000", "housing", "木工尾款")], cat=c,
       unsure="carpentry as housing; notes as the items plus who was paid")
    KM("瓷砖8600 美缝1200 搬运300", [la("8600", "housing", "瓷砖"), la("1200", "housing", "美缝"),
       la("300", "housing", "搬运")], cat=c, unsure="renovation materials and labour as housing")
with use(now=NA, pref="future", **Z):
    KM("周六杭州下雨吗 顺便看下周六有啥安排", [wx("Hangzhou", wd(6)), cl(wd(6))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("快递费1460 扣点980 退款312", [la("1460", "other", "快递费"), la("980", "other", "扣点"),
       la("312", "shopping", "退款")], cat=c, unsure="postage and fees as other, a refund paid out as shopping")
    KM("记一下进货8600 再看看这个月一共花了多少", [la("8600", "shopping", "进货"),
       ls(ymd(2041, 10, 1), ymd(2041, 10, 31))], cat=c, unsure="restocking as shopping")
with use(now=NB, pref="future", **Z):
    KM("明天上午十点拿样品 再看看明天义乌下不下雨", [cc("拿样品", dt(rel(1), 10)), wx("Yiwu", rel(1))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("明天早上六点训练营 明天杭州天气怎么样 适合跑步吗", [cc("训练营", dt(rel(1), 6)), wx("Hangzhou", rel(1)),
       ra("Hangzhou", rel(1))], cat=c, unsure="the running question takes the day and city said just before it (tomorrow)")
with use(now=NC, pref="past", **Z):
    KM("王姐续课3000 蛋白粉花了399", [la("3000", "salary", "王姐续课", kind="income"), la("399", "health", "蛋白粉")],
       cat=c, unsure="a renewal as salary income, protein powder as health")
