"""Round 20 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a musician in a gigging band who also busks (演出, 进场, 上台, 排练室按小时租, 音乐节, 租车拉设备, 琴弦, 演出费,
周边, 打赏, 录音棚, 收工过了半夜), new parents with a baby (产检, 疫苗, 儿科, 月嫂, 奶粉, 尿不湿, 满月酒定金和尾款, 产假,
爷爷奶奶来住, 第一次带宝宝出门前看天气) and a dog walker and pet sitter (客户的狗按名字记: 豆豆, 可乐, 旺财, 毛毛; 连着遛的
时段, 住客户家看狗, 微信转账收款, 狗粮和零食, 宠物医院, 遛狗前看下不下雨, 主人发消息改时间和取消).  In everyday proportion:
about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes,
cancellations and several requests at once.

Reference times (see time_r20.py): NA = 2028-02-29T15:40 Tuesday, the leap day (月底 today, 下个月 March starts tomorrow;
a bare 3 reads tomorrow 15:00, a bare 4 today, a bare 8 20:00; 周二上午 over, 周二晚上 ahead); NB = 2027-12-31T23:50
Friday, ten minutes before 元旦 2028 (明天 = 元旦, 明年 = 2028, 今年 = 2027 for the ledger; every bare hour reads tomorrow;
周五晚上 in progress); NC = 2028-01-17T05:30 Monday early morning before 春节 (早上 not begun; a bare 7 reads 19:00, a
bare 8 08:00 today; 小年 Wednesday 01-19, 除夕 01-25, 春节 01-26)."""
from lib import *

NA = "2028-02-29T15:40:00"  # Tuesday 15:40, the leap day: 月底 today; a bare 3 reads tomorrow, 4 today, 8 → 20:00
NB = "2027-12-31T23:50:00"  # Friday 23:50: 明天 = 元旦 2028; bare 8/11/3 read tomorrow
NC = "2028-01-17T05:30:00"  # Monday 05:30: 早上 not begun; a bare 7 → 19:00, a bare 8 → 08:00 today
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("今晚八点酒吧演出", cc("酒吧演出", dt(today(), 20)), cat=c)
    K("明天下午两点到五点 乐队排练", cc("乐队排练", dt(rel(1), 14), dt(rel(1), 17)), cat=c)
    K("周四上午十点 录音棚", cc("录音棚", dt(wd(4), 10)), cat=c)
    K("3月3号晚上九点上台 帮我记一下", cc("上台", dt(ymd(2028, 3, 3), 21)), cat=c)
    K("后天早上七点带宝宝打疫苗", cc("带宝宝打疫苗", dt(rel(2), 7)), cat=c)
    K("下周一下午三点半到四点半 遛豆豆", cc("遛豆豆", dt(wk(1, 1), 15, 30), dt(wk(1, 1), 16, 30)), cat=c)
    K("四点遛旺财", cc("遛旺财", dt(today(), 16)), cat=c, conv="bare-hour")
    K("八点试音", cc("试音", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 15:40 reads 20:00 tonight")
    K("三点 去琴行换弦", cc("去琴行换弦", dt(rel(1), 15)), cat=c, conv="bare-hour",
      unsure="a bare 3 at 15:40 has passed: tomorrow 15:00")
    K("3月10号到12号 音乐节", cc("音乐节", ymd(2028, 3, 10), ymd(2028, 3, 12)), cat=c)
    K("下周五到下周日 住客户家看狗", cc("住客户家看狗", wk(1, 5), wk(1, 7)), cat=c)
    K("月底 交排练室的钱", cc("交排练室的钱", today()), cat=c, conv="month-end-bare",
      unsure="月底 is today (the leap day)")
    K("明天租面包车拉设备", cc("租面包车拉设备", rel(1)), cat=c)
    K("周二晚上九点半 驻唱", cc("驻唱", dt(today(), 21, 30)), cat=c, unsure="周二晚上 said Tuesday 15:40 is still ahead: today")
    K("周四下午 儿科复诊 三点左右吧", cc("儿科复诊", dt(wd(4), 15)), cat=c, conv="approx",
      unsure="周四下午 … 三点左右 said apart: one entity, 15:00")
with use(now=NB, pref="future", **Z):
    K("八点 接月嫂", cc("接月嫂", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    K("十一点遛毛毛", cc("遛毛毛", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:50 has passed both ways: tomorrow 11:00")
    K("明天中午十二点 去丈母娘家吃饭", cc("去丈母娘家吃饭", dt(rel(1), 12)), cat=c,
      unsure="明天 said at 23:50 is 元旦, ten minutes away")
    K("元旦下午两点到四点 商场快闪演出", cc("商场快闪演出", dt(ymd(2028, 1, 1), 14), dt(ymd(2028, 1, 1), 16)), cat=c)
    K("下周二上午九点半 带宝宝去儿科", cc("带宝宝去儿科", dt(wk(1, 2), 9, 30)), cat=c)
    K("1月5号晚上七点半 livehouse演出", cc("livehouse演出", dt(ymd(2028, 1, 5), 19, 30)), cat=c)
    K("凌晨一点半 去接鼓手", cc("去接鼓手", dt(rel(1), 1, 30)), cat=c,
      unsure="凌晨 + clock with no day: the coming night (2028-01-01 01:30)")
    K("明年1月8号 满月酒", cc("满月酒", ymd(2028, 1, 8)), cat=c, unsure="明年 said on 12-31 is 2028, next week")
    K("1月10号到12号 去厦门音乐节", cc("去厦门音乐节", ymd(2028, 1, 10), ymd(2028, 1, 12)), cat=c)
    K("下周一到周三 录音棚", cc("录音棚", wk(1, 1), wk(1, 3)), cat=c)
    K("下下周四 宝宝打第二针", cc("宝宝打第二针", wk(2, 4)), cat=c)
    K("早上七点 遛狗", cc("遛狗", dt(rel(1), 7)), cat=c, unsure="早上七点 with no day said at 23:50: tomorrow")
with use(now=NC, pref="future", **Z):
    K("七点 遛狗", cc("遛狗", dt(today(), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 05:30 reads 19:00 today")
    K("早上七点 遛三条狗", cc("遛三条狗", dt(today(), 7)), cat=c, unsure="早上 has not begun at 05:30: today")
    K("周三下午两点 打疫苗", cc("打疫苗", dt(wd(3), 14)), cat=c)
    K("明天晚上九点到凌晨一点 录音棚", cc("录音棚", dt(rel(1), 21), dt(rel(2), 1)), cat=c)
    K("1月20号上午十点 产检", cc("产检", dt(ymd(2028, 1, 20), 10)), cat=c)
    K("八点 带宝宝去儿科", cc("带宝宝去儿科", dt(today(), 8)), cat=c, conv="bare-hour")
    K("下周二到周四 住客户家看猫", cc("住客户家看猫", wk(1, 2), wk(1, 4)), cat=c)
    K("周五 租车", cc("租车", wd(5)), cat=c)
    K("除夕到初三 爷爷奶奶住我们家", cc("爷爷奶奶住我们家", ymd(2028, 1, 25), ymd(2028, 1, 28)), cat=c)
    K("那个 礼拜四下午四点 遛旺财 主人出差了", cc("遛旺财", dt(wd(4), 16)), cat=c,
      unsure="主人出差了 is context, not part of the title")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周四晚上八点 演出 在MAO Livehouse", cc("演出", dt(wd(4), 20), location="MAO Livehouse"), cat=c)
    K("明天下午两点 排练 地点：声场排练室", cc("排练", dt(rel(1), 14), location="声场排练室"), cat=c)
    K("下周三上午十点 产检 在妇幼保健院", cc("产检", dt(wk(1, 3), 10), location="妇幼保健院"), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周二上午九点半 打疫苗 在社区医院", cc("打疫苗", dt(wk(1, 2), 9, 30), location="社区医院"), cat=c)
    K("1月10号到12号 音乐节 在厦门", cc("音乐节", ymd(2028, 1, 10), ymd(2028, 1, 12), location="厦门"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周三下午两点 遛狗 地点是朝阳公园", cc("遛狗", dt(wd(3), 14), location="朝阳公园"), cat=c)
    K("明天晚上九点 录音 在飞鸟录音棚", cc("录音", dt(rel(1), 21), location="飞鸟录音棚"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("妇女节 给老婆订花", cc("给老婆订花", ymd(2028, 3, 8)), cat=c)
    K("植树节 公园户外演出", cc("公园户外演出", ymd(2028, 3, 12)), cat=c)
    K("惊蛰那天 帮客户喂猫", cc("帮客户喂猫", ymd(2028, 3, 5)), cat=c)
with use(now=NB, pref="future", **Z):
    K("元旦 去爷爷奶奶家", cc("去爷爷奶奶家", ymd(2028, 1, 1)), cat=c)
    K("小年 回老家", cc("回老家", ymd(2028, 1, 19)), cat=c, conv="xiaonian-north")
    K("腊八 带宝宝去奶奶家", cc("带宝宝去奶奶家", ymd(2028, 1, 4)), cat=c)
with use(now=NC, pref="future", **Z):
    K("初五 开工演出", cc("开工演出", ymd(2028, 1, 30)), cat=c)
    K("大寒那天 给狗买衣服", cc("给狗买衣服", ymd(2028, 1, 20)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("二十分钟后提醒我出门遛狗", cc("出门遛狗", dt(today(), 16)), cat=c)
with use(now=NB, pref="future", **Z):
    K("十分钟后提醒我给乐队发新年快乐", cc("给乐队发新年快乐", dt(rel(1), 0)), cat=c)
with use(now=NC, pref="future", **Z):
    K("半小时后提醒我喂奶", cc("喂奶", dt(today(), 6)), cat=c)
    K("42天后 产后复查", cc("产后复查", rel(42)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("禮拜四晚上八點 演出", cc("演出", dt(wd(4), 20)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午三點 排練", cc("排練", dt(rel(1), 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週三上午十點 打疫苗", cc("打疫苗", dt(wd(3), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("3.4 去琴行试琴", cc("去琴行试琴", ymd(2028, 3, 4)), cat=c)
with use(now=NC, pref="future", **Z):
    K("2028.1.22 满月酒", cc("满月酒", ymd(2028, 1, 22)), cat=c)

c = "clock"
with use(now=NC, pref="future", **Z):
    K("五点半 收摊", cc("收摊", dt(today(), 17, 30)), cat=c, conv="bare-hour",
      unsure="a bare 5:30 said at 05:30 reads 17:30 today")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 满月酒", cc("满月酒", nth(2028, 3, 1, 6)), cat=c)
with use(now=NB, pref="future", **Z):
    K("下个月第三个周一 月嫂合同到期", cc("月嫂合同到期", nth(2028, 1, 3, 1)), cat=c,
      unsure="下个月 said on 12-31 is January 2028")
with use(now=NC, pref="future", **Z):
    K("大后天 交租车押金", cc("交租车押金", rel(3)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三周五都去遛可乐", [cc("遛可乐", wd(3)), cc("遛可乐", wd(5))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("周六、周日晚上八点 演出", [cc("演出", dt(wd(6), 20)), cc("演出", dt(wd(7), 20))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周二跟周四 去客户家喂猫", [cc("去客户家喂猫", wd(2)), cc("去客户家喂猫", wd(4))], cat=c)

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("演出费到了1800", la("1800", "salary", "演出费", kind="income"), cat=c, unsure="gig fees as salary income")
    K("琴弦 95", la("95", "shopping", "琴弦"), cat=c)
    K("排练室三个小时 240", la("240", "other", "排练室"), cat=c, unsure="a rehearsal room by the hour as other")
    K("月嫂工资 12000", la("12000", "other", "月嫂工资"), cat=c, unsure="a night nurse's pay as other")
    K("尿不湿159", la("159", "shopping", "尿不湿"), cat=c)
    K("昨天遛狗微信转账收了240", la("240", "salary", "遛狗", d=rel(-1), kind="income"), cat=c,
      unsure="dog-walking pay as salary income")
    K("产检 436", la("436", "health", "产检"), cat=c)
with use(now=NB, pref="past", **Z):
    K("跨年演出费3500到账", la("3500", "salary", "跨年演出费", kind="income"), cat=c, unsure="gig fees as salary income")
    K("周三买的奶粉 596", la("596", "food", "奶粉", d=wd(3)), cat=c, unsure="formula as food")
    K("租车 1240", la("1240", "transport", "租车"), cat=c)
    K("周边T恤卖了880", la("880", "salary", "周边T恤", kind="income"), cat=c, unsure="merch sales as salary income")
    K("狗粮268", la("268", "shopping", "狗粮"), cat=c, unsure="dog food as shopping")
with use(now=NC, pref="past", **Z):
    K("上周六遛狗收了300", la("300", "salary", "遛狗", d=wk(-1, 6), kind="income"), cat=c,
      unsure="dog-walking pay as salary income")
    K("宠物医院 带客户的狗打针 380", la("380", "other", "宠物医院"), cat=c, unsure="a vet bill as other")
    K("昨晚演出 收了1500", la("1500", "salary", "演出", d=rel(-1), kind="income"), cat=c,
      unsure="gig fees as salary income")
    K("疫苗自费680", la("680", "health", "疫苗"), cat=c)
    K("录音棚3000", la("3000", "other", "录音棚"), cat=c, unsure="studio time as other")
    K("满月酒定金2000", la("2000", "food", "满月酒定金"), cat=c, unsure="a banquet deposit as food")

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周二上午打疫苗 自费 320", la("320", "health", "打疫苗"), cat=c,
      unsure="周二上午 said Tuesday 15:40 looking back: today")
with use(now=NB, pref="past", **Z):
    K("周五晚上演出 打赏收了260", la("260", "salary", "打赏", kind="income"), cat=c,
      unsure="周五晚上 said Friday 23:50 looking back: today; tips as salary income")
with use(now=NC, pref="past", **Z):
    K("周日遛狗 收了180", la("180", "salary", "遛狗", d=wd(7), kind="income"), cat=c,
      unsure="周日 said Monday looking back: yesterday; dog-walking pay as salary income")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周都有哪些演出", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("3月有啥安排", cl(ymd(2028, 3, 1), ymd(2028, 3, 31)), cat=c)
    K("下个月上旬忙不忙", cl(ymd(2028, 3, 1), ymd(2028, 3, 10)), cat=c, conv="month-parts")
    K("这周末遛狗的单多吗", cl(wk(0, 6), wk(0, 7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月演出一共挣了多少", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "salary"), cat=c,
      unsure="gig fees were logged as salary; a summary of that category")
    K("这个月奶粉尿不湿花了多少", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "shopping"), cat=c,
      unsure="baby supplies as shopping (formula was logged as food elsewhere)")
    K("最近五笔账给我瞅瞅", ll(limit=5), cat=c)
with use(now=NB, pref="future", **Z):
    K("下周我都有啥安排", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天都有啥事", cl(rel(1)), cat=c, unsure="明天 said at 23:50 is 元旦")
    K("1月下旬都排了啥", cl(ymd(2028, 1, 21), ymd(2028, 1, 31)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("今年一共挣了多少演出费", ls(ymd(2027, 1, 1), ymd(2027, 12, 31), "salary"), cat=c,
      unsure="今年 said on 12-31 is 2027; gig fees were logged as salary")
    K("第四季度花了多少", ls(ymd(2027, 10, 1), ymd(2027, 12, 31)), cat=c, conv="quarters")
    K("这个月打车一共花了多少钱", ls(ymd(2027, 12, 1), ymd(2027, 12, 31), "transport"), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周都有啥", cl(wk(0, 1), wk(0, 7)), cat=c)
    K("下周过年都有什么安排", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NC, pref="past", **Z):
    K("上个月遛狗收入多少", ls(ymd(2027, 12, 1), ymd(2027, 12, 31), "salary"), cat=c,
      unsure="dog-walking pay was logged as salary")
    K("把上周的账列一下 我对对", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("最近十笔", ll(limit=10), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有啥没弄", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    K("惊蛰前有几场演出", cl(today(), ymd(2028, 3, 5)), cat=c, conv="zh-qian-inclusive",
      unsure="a count of gigs read as the list of today … 03-05")
    K("未来三天遛狗排了啥", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止一共花了多少", ls(ymd(2028, 2, 1), today()), cat=c, conv="since")
with use(now=NB, pref="future", **Z):
    K("元旦前还有事吗", cl(today(), ymd(2028, 1, 1)), cat=c, conv="zh-qian-inclusive",
      unsure="元旦 is tomorrow: today and tomorrow")
    K("接下来一周的安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="past", **Z):
    K("最近30天遛狗收了多少", ls(rel(-29), today(), "salary"), cat=c, unsure="dog-walking pay was logged as salary")
with use(now=NC, pref="future", **Z):
    K("小年之前都要干啥", cl(today(), ymd(2028, 1, 19)), cat=c, conv=["zh-qian-inclusive", "xiaonian-north"])
    K("年前还有几场演出", cl(today(), ymd(2028, 1, 25)), cat=c, unsure="年前 = by 除夕 (01-25)")
with use(now=NC, pref="past", **Z):
    K("今年以来花了多少", ls(ymd(2028, 1, 1), today()), cat=c, conv="since")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天成都下雨吗 要遛狗", wx("Chengdu", rel(1)), cat=c)
    KM("这周末杭州天气咋样 想带宝宝第一次出门", [wx("Hangzhou", wk(0, 6)), wx("Hangzhou", wk(0, 7))], cat=c)
    KM("厦门3月10号到12号天气 音乐节", [wx("Xiamen", ymd(2028, 3, 10)), wx("Xiamen", ymd(2028, 3, 11)),
       wx("Xiamen", ymd(2028, 3, 12))], cat=c, unsure="a three-day range: one call per day")
with use(now=NB, pref="future", **Z):
    K("元旦杭州天气怎么样 想推宝宝出去走走", wx("Hangzhou", ymd(2028, 1, 1)), cat=c)
    KM("明天和后天成都会下雨吗", [wx("Chengdu", rel(1)), wx("Chengdu", rel(2))], cat=c)
with use(now=NC, pref="future", **Z):
    K("今天成都下雨吗 七点要遛狗", wx("Chengdu", today()), cat=c)
    K("除夕杭州下雪吗", wx("Hangzhou", ymd(2028, 1, 25)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("成都现在适合跑步吗", ra("Chengdu"), cat=c)
with use(now=NB, pref="future", **Z):
    K("元旦早上北京适合跑步吗", ra("Beijing", ymd(2028, 1, 1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天杭州能跑步吗", ra("Hangzhou", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("遛豆豆", dt(wd(3), 10), dt(wd(3), 11)), ev("遛豆豆", dt(wd(5), 10), dt(wd(5), 11)),
         ev("酒吧演出", dt(today(), 20), dt(today(), 22))]
    K("豆豆主人发消息说周五那次改到下午三点", cu(1, title="豆豆", date=wd(5), start=dt(wd(5), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("周三遛豆豆推迟一小时", cu(0, title="遛豆豆", date=wd(3), start=dt(wd(3), 11)), cat=c, given=g)
    K("今晚演出改到九点", cu(2, title="演出", date=today(), start=dt(today(), 21)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="九点 with 今晚 reads 21:00")
with use(now=NB, pref="future", **Z):
    g = [ev("儿科", dt(wk(1, 2), 9, 30), dt(wk(1, 2), 10, 30)), ev("打疫苗", dt(wk(1, 4), 9, 30), dt(wk(1, 4), 10, 30)),
         ev("livehouse演出", dt(ymd(2028, 1, 5), 19, 30), dt(ymd(2028, 1, 5), 22))]
    K("儿科那个挪到周三 时间不变", cu(0, title="儿科", start=dt(wk(1, 3), 9, 30)), cat=c, given=g, conv="move-keeps-clock")
    K("打疫苗提前到八点半", cu(1, title="打疫苗", start=dt(wk(1, 4), 8, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("livehouse演出往后推一天", cu(2, title="livehouse演出", start=dt(ymd(2028, 1, 6), 19, 30)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("录音棚", dt(rel(1), 21), dt(rel(2), 1)), ev("录音棚", dt(wk(1, 1), 21), dt(wk(1, 2), 1)),
         ev("产检", dt(ymd(2028, 1, 20), 10), dt(ymd(2028, 1, 20), 11))]
    K("下周一录音棚改成晚上八点到十一点", cu(1, title="录音棚", date=wk(1, 1), start=dt(wk(1, 1), 20),
      end=dt(wk(1, 1), 23)), cat=c, given=g, conv="clock-only-keeps-day")
    K("产检改到下午两点", cu(2, title="产检", start=dt(ymd(2028, 1, 20), 14)), cat=c, given=g, conv="clock-only-keeps-day")
    K("明天录音棚那个地点改成飞鸟录音棚", cu(0, title="录音棚", date=rel(1), location="飞鸟录音棚"), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("遛豆豆", dt(wd(3), 10), dt(wd(3), 11)), ev("遛豆豆", dt(wd(5), 10), dt(wd(5), 11))]
    K("豆豆主人说周三不用遛了 删掉", cdel(0, title="豆豆", date=wd(3)), cat=c, given=g)
    g = [ev("住客户家看狗", wk(1, 5), wk(1, 7)), ev("音乐节", ymd(2028, 3, 10), ymd(2028, 3, 12))]
    K("看狗那单取消了", cdel(0, title="看狗"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("商场快闪演出", dt(ymd(2028, 1, 1), 14), dt(ymd(2028, 1, 1), 16)),
         ev("去丈母娘家吃饭", dt(ymd(2028, 1, 1), 12), dt(ymd(2028, 1, 1), 14))]
    K("快闪演出取消了", cdel(0, title="快闪演出"), cat=c, given=g)
    g = [ev("打疫苗", dt(wk(1, 4), 9, 30), dt(wk(1, 4), 10, 30)), ev("打疫苗", dt(wk(2, 4), 9, 30), dt(wk(2, 4), 10, 30))]
    K("下下周四的疫苗不打了 删了", cdel(1, title="疫苗", date=wk(2, 4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("喂猫", dt(wd(2), 10), dt(wd(2), 11)), ev("喂猫", dt(wd(4), 10), dt(wd(4), 11))]
    K("客户提前回来了 周四喂猫的取消", cdel(1, title="喂猫", date=wd(4)), cat=c, given=g)
    g = [ev("租车", wd(5), wd(5)), ev("录音棚", dt(rel(1), 21), dt(rel(2), 1))]
    K("周五不租车了", cdel(0, title="租车", date=wd(5)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("演出费1800 周边620", [la("1800", "salary", "演出费", kind="income"), la("620", "salary", "周边", kind="income")],
       cat=c, unsure="gig fees and merch sales as salary income")
with use(now=NA, pref="future", **Z):
    KM("明天成都下雨吗 顺便记一下明天上午十点遛豆豆", [wx("Chengdu", rel(1)), cc("遛豆豆", dt(rel(1), 10))], cat=c)
    g = [ev("遛豆豆", dt(wd(3), 10), dt(wd(3), 11)), ev("遛豆豆", dt(wd(5), 10), dt(wd(5), 11))]
    KM("豆豆主人说周五那次取消 周三的改到下午四点", [cdel(1, title="豆豆", date=wd(5)),
       cu(0, title="豆豆", date=wd(3), start=dt(wd(3), 16))], cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="past", **Z):
    KM("奶粉596 尿不湿237", [la("596", "food", "奶粉"), la("237", "shopping", "尿不湿")], cat=c, unsure="formula as food")
with use(now=NB, pref="future", **Z):
    KM("元旦下午两点商场演出 元旦北京天气怎么样", [cc("商场演出", dt(ymd(2028, 1, 1), 14)), wx("Beijing", ymd(2028, 1, 1))],
       cat=c)
with use(now=NC, pref="future", **Z):
    KM("今天上午十点到十一点遛豆豆 十一点到十二点遛可乐", [cc("遛豆豆", dt(today(), 10), dt(today(), 11)),
       cc("遛可乐", dt(today(), 11), dt(today(), 12))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("遛狗收了250 狗零食买了45", [la("250", "salary", "遛狗", kind="income"), la("45", "shopping", "狗零食")], cat=c,
       unsure="dog-walking pay as salary income, treats as shopping")
    KM("月嫂工资12000 顺便看下这个月一共花了多少", [la("12000", "other", "月嫂工资"), ls(ymd(2028, 1, 1), ymd(2028, 1, 31))],
       cat=c, unsure="a night nurse's pay as other")
