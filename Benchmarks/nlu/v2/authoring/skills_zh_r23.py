"""Round 23 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a flight attendant on rotating rosters (签到 before dawn, 红眼航班, 外站过夜 over several days, 备份 days,
体检, 复训 with deadlines, 外站补贴 and 工资 as income, 合租房租 as housing, 制服 and 行李箱 as shopping, the weather at
the layover city), the owner of a small car-repair garage (appointments by customer: 张师傅, 王先生, 李姐, 赵总; 保养,
年检, 配件 from suppliers, 拖车, 修车款 and 定金 as income, a mechanic's 工资 paid out, 店租 and 水电, what went on parts
this month, two look-alike bookings moved or cancelled) and a freelance translator and conference interpreter (client
calls across time zones, 交稿 deadlines, 会议同传 over several days in another city, 稿费 paid in EUR, GBP and USD,
翻译软件订阅, 词典 and 课程, 报税, the weather for a morning run between jobs).  In everyday proportion: about two
fifths new events, a sixth ledger entries, a sixth look-ups, weather and running, the rest changes, cancellations and
several requests at once.

Reference times (see time_r23.py): NA = 2027-10-31T21:10 Sunday, Halloween (月底 and 这周 end today; 明天 = 下周一 =
11-01; a bare 7/8/9 reads tomorrow, a bare 10/11 tonight; 双十一 Thursday 11-11); NBZ = 2043-03-08T23:50 Sunday, ten
minutes before a new week (明天 = 下周一 = 03-09; a bare 8/11/3 reads tomorrow; 妇女节 today, 植树节 03-12, 月底
Tuesday 03-31); NC = 2043-06-05T12:15 Friday before 端午 (Thursday 06-11; a bare 12 reads tomorrow's noon, a bare 8–11
pm today; 周五上午 over, 周五下午 in progress; 芒种 tomorrow, 月底 Tuesday 06-30)."""
from lib import *

NA = "2027-10-31T21:10:00"   # Sunday 21:10, Halloween: bare 7/8/9 → tomorrow, 10/11 → tonight
NBZ = "2043-03-08T23:50:00"  # Sunday 23:50: 明天 = 下周一; bare 8/11/3 → tomorrow
NC = "2043-06-05T12:15:00"   # Friday 12:15 before 端午: bare 12 → tomorrow noon, bare 8–11 → pm today
Z = dict(lang="zh", tz="Asia/Shanghai")
DUANWU = ymd(2043, 6, 11)

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明早五点签到", cc("签到", dt(rel(1), 5)), cat=c, unsure="明早 with a clock: tomorrow 05:00")
    K("下周三下午两点到四点 复训", cc("复训", dt(wk(1, 3), 14), dt(wk(1, 3), 16)), cat=c)
    K("礼拜四给张师傅的车做保养 上午十点", cc("给张师傅的车做保养", dt(wd(4), 10)), cat=c,
      unsure="礼拜四 … 上午十点 said apart: one entity")
    K("11月5号晚上十一点 红眼航班", cc("红眼航班", dt(ymd(2027, 11, 5), 23)), cat=c)
    K("十点打给拖车公司", cc("打给拖车公司", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 21:10 reads 22:00 tonight")
    K("九点 交稿", cc("交稿", dt(rel(1), 9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 21:10 has passed both ways: tomorrow 09:00")
    K("凌晨四点出门去机场 叫我", cc("出门去机场", dt(rel(1), 4)), cat=c, unsure="凌晨 with no day: the coming night, 11-01")
    K("11月8号到11号 去深圳做会议同传", cc("去深圳做会议同传", ymd(2027, 11, 8), ymd(2027, 11, 11)), cat=c)
    K("下周一到周三 成都过夜", cc("成都过夜", wk(1, 1), wk(1, 3)), cat=c, unsure="a three-day layover as a multi-day event")
    K("后天 复训考试", cc("复训考试", rel(2)), cat=c)
    K("嗯 周二晚上 跟柏林客户开会 八点吧", cc("跟柏林客户开会", dt(wd(2), 20)), cat=c,
      unsure="周二晚上 … 八点 said apart: one entity, 20:00")
    K("明天下午三点王先生来提车 哦不对 四点", cc("王先生来提车", dt(rel(1), 16)), cat=c,
      unsure="a correction inside the message: 16:00 replaces 15:00")
with use(now=NBZ, pref="future", **Z):
    K("八点去公司签到", cc("去公司签到", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:50 has passed both ways: tomorrow 08:00")
    K("十一点 接拖车", cc("接拖车", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:50 has passed both ways: tomorrow 11:00")
    K("明天上午九点 王先生的车年检", cc("王先生的车年检", dt(rel(1), 9)), cat=c)
    K("周一早上六点签到", cc("签到", dt(rel(1), 6)), cat=c, unsure="周一 said Sunday 23:50: tomorrow")
    K("周三跟法国客户通话 晚上九点半", cc("跟法国客户通话", dt(wd(3), 21, 30)), cat=c,
      unsure="周三 … 晚上九点半 said apart: one entity")
    K("3月12号上午十点到十二点 做保养", cc("做保养", dt(ymd(2043, 3, 12), 10), dt(ymd(2043, 3, 12), 12)), cat=c)
    K("3月16号到19号 去上海做同传", cc("去上海做同传", ymd(2043, 3, 16), ymd(2043, 3, 19)), cat=c)
    K("凌晨两点起床 赶早班", cc("起床赶早班", dt(rel(1), 2)), cat=c, unsure="凌晨两点 with no day at 23:50: 03-09 02:00")
    K("今晚十二点 提醒我把稿子发出去", cc("把稿子发出去", dt(rel(1), 0)), cat=c,
      unsure="今晚十二点 = 00:00 of 03-09, ten minutes away")
    K("下周四 备份", cc("备份", wk(1, 4)), cat=c)
    K("月底 报税", cc("报税", ymd(2043, 3, 31)), cat=c, conv="month-end-bare")
with use(now=NC, pref="future", **Z):
    K("十点给客户回电话", cc("给客户回电话", dt(today(), 22)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 12:15 reads 22:00 tonight")
    K("一点 李姐来接车", cc("李姐来接车", dt(today(), 13)), cat=c, conv="bare-hour")
    K("明天早上七点 签到", cc("签到", dt(rel(1), 7)), cat=c)
    K("下周二下午两点 给李姐的车换机油", cc("给李姐的车换机油", dt(wk(1, 2), 14)), cat=c)
    K("周四红眼 晚上十一点半起飞", cc("红眼", dt(wd(4), 23, 30)), cat=c,
      unsure="周四 … 晚上十一点半 said apart; 起飞 dropped from the title")
    K("6月9号上午九点到十一点 线上口译", cc("线上口译", dt(ymd(2043, 6, 9), 9), dt(ymd(2043, 6, 9), 11)), cat=c)
    K("6月15号到18号 去杭州同传", cc("去杭州同传", ymd(2043, 6, 15), ymd(2043, 6, 18)), cat=c)
    K("下周一到周三 昆明过夜", cc("昆明过夜", wk(1, 1), wk(1, 3)), cat=c)
    K("周五上午 赵总的车保养", cc("赵总的车保养", dt(wk(1, 5), 8), dt(wk(1, 5), 12)), cat=c, conv="rollover-part",
      unsure="周五上午 said Friday 12:15 is over: next Friday; a part of day gives the real bounds 08:00–12:00")
    K("八点 交稿", cc("交稿", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 12:15 reads 20:00 tonight")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周二上午九点复训 在培训中心三楼", cc("复训", dt(wd(2), 9), location="培训中心三楼"), cat=c)
    K("明天下午两点 给赵总的车做年检 地点：城北检测站", cc("给赵总的车做年检", dt(rel(1), 14), location="城北检测站"), cat=c)
    K("11月8号上午九点同传 地点是深圳会展中心", cc("同传", dt(ymd(2027, 11, 8), 9), location="深圳会展中心"), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("明天下午三点体检 在航医中心", cc("体检", dt(rel(1), 15), location="航医中心"), cat=c)
    K("周三上午十点 跟供应商对账 在汽配城", cc("跟供应商对账", dt(wd(3), 10), location="汽配城"), cat=c)
with use(now=NC, pref="future", **Z):
    K("6月15号上午八点半同传 在杭州国际博览中心", cc("同传", dt(ymd(2043, 6, 15), 8, 30), location="杭州国际博览中心"), cat=c)
    K("下周一下午两点复训 地点：模拟机大楼", cc("复训", dt(wk(1, 1), 14), location="模拟机大楼"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("立冬那天 去体检", cc("去体检", ymd(2027, 11, 7)), cat=c)
    K("感恩节 飞纽约", cc("飞纽约", ymd(2027, 11, 25)), cat=c)
    K("双十一 店里搞保养活动", cc("店里搞保养活动", ymd(2027, 11, 11)), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("植树节 备份", cc("备份", ymd(2043, 3, 12)), cat=c)
    K("春分 去北京同传", cc("去北京同传", ymd(2043, 3, 21)), cat=c)
with use(now=NC, pref="future", **Z):
    K("端午 厦门过夜", cc("厦门过夜", DUANWU), cat=c)
    K("端午节后一天 复训", cc("复训", DUANWU + td(days=1)), cat=c)
    K("建党节 报税截止", cc("报税截止", ymd(2043, 7, 1)), cat=c)

c = "duration"
with use(now=NA, pref="future", **Z):
    K("四十分钟后提醒我叫车去机场", cc("叫车去机场", dt(today(), 21, 50)), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("一刻钟后提醒我交稿", cc("交稿", dt(rel(1), 0, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("二十分钟后 提醒我叫拖车", cc("叫拖车", dt(today(), 12, 35)), cat=c)
    K("十天后 交体检报告", cc("交体检报告", rel(10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("下週二早上六點 簽到", cc("簽到", dt(wk(1, 2), 6)), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("明天下午兩點 體檢", cc("體檢", dt(rel(1), 14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("週六上午十點 保養", cc("保養", dt(wd(6), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("11.3 车子年检", cc("车子年检", ymd(2027, 11, 3)), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("3/20 东京过夜", cc("东京过夜", ymd(2043, 3, 20)), cat=c)
with use(now=NC, pref="future", **Z):
    K("20430620 年检", cc("年检", ymd(2043, 6, 20)), cat=c, conv="eight-digit-date")

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("下个月第一个周六 拿体检报告", cc("拿体检报告", nth(2027, 11, 1, 6)), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("这个月最后一个周五 年检", cc("年检", lastwd(2043, 3, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月第一个周三 复训", cc("复训", nth(2043, 7, 1, 3)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("十一点一刻跟纽约客户通电话", cc("跟纽约客户通电话", dt(today(), 23, 15)), cat=c, conv="bare-hour",
      unsure="a bare 11:15 at 21:10 reads 23:15 tonight")
with use(now=NC, pref="future", **Z):
    K("差十分两点 张师傅来送配件", cc("张师傅来送配件", dt(today(), 13, 50)), cat=c, conv="bare-hour")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周三和周五都是备份", [cc("备份", wd(3)), cc("备份", wd(5))], cat=c)
with use(now=NBZ, pref="future", **Z):
    KM("周二、周四上午十点 线上口译", [cc("线上口译", dt(wd(2), 10)), cc("线上口译", dt(wd(4), 10))], cat=c,
       conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("下周一和周三飞长沙", [cc("飞长沙", wk(1, 1)), cc("飞长沙", wk(1, 3))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("这趟外站补贴到账1800", la("1800", "salary", "外站补贴", kind="income"), cat=c, unsure="per diem as salary income")
    K("合租房租1500", la("1500", "housing", "合租房租"), cat=c)
    K("新制服两套 680", la("680", "shopping", "制服"), cat=c)
    K("收张师傅修车款860", la("860", "salary", "修车款", kind="income"), cat=c,
      unsure="a customer's payment to the garage as salary income")
    K("配件进货2300", la("2300", "other", "配件进货"), cat=c, unsure="car parts bought for the garage as other")
    K("拖车费350", la("350", "transport", "拖车费"), cat=c)
with use(now=NBZ, pref="past", **Z):
    K("德国客户稿费到账2400欧元", la("2400", "salary", "稿费", cur="EUR", kind="income"), cat=c,
      unsure="a translation fee as salary income")
    K("翻译软件年费1288", la("1288", "other", "翻译软件年费"), cat=c, unsure="a software subscription as other")
    K("买了本法汉大词典 198", la("198", "education", "法汉大词典"), cat=c, unsure="a dictionary as education")
    K("给修车师傅发工资7200", la("7200", "other", "修车师傅工资"), cat=c,
      unsure="工资 paid out to a mechanic: an expense, not income; category other")
    K("店里水电费 930", la("930", "housing", "水电费"), cat=c, unsure="the garage's utilities as housing")
    K("体检费260", la("260", "health", "体检费"), cat=c)
with use(now=NC, pref="past", **Z):
    K("这个月工资到账 14500", la("14500", "salary", "工资", kind="income"), cat=c)
    K("买了个登机箱 899", la("899", "shopping", "登机箱"), cat=c)
    K("收李姐保养定金500", la("500", "salary", "保养定金", kind="income"), cat=c,
      unsure="a customer's deposit as salary income")
    K("同传课程报名费3600", la("3600", "education", "同传课程报名费"), cat=c)
    K("英国那单稿费850英镑到了", la("850", "salary", "稿费", cur="GBP", kind="income"), cat=c,
      unsure="a translation fee as salary income")
    K("店租8000", la("8000", "housing", "店租"), cat=c)

c = "rollover"
with use(now=NA, pref="past", **Z):
    K("周日下午收的尾款 1300", la("1300", "salary", "尾款", kind="income"), cat=c,
      unsure="周日下午 said Sunday 21:10 looking back: today; a customer's balance as salary income")
    K("周五买刹车片 420", la("420", "other", "刹车片", d=wd(5)), cat=c, unsure="car parts as other")
with use(now=NBZ, pref="past", **Z):
    K("昨晚叫拖车 400", la("400", "transport", "叫拖车", d=rel(-1)), cat=c)
with use(now=NC, pref="past", **Z):
    K("周一买了四条轮胎 1680", la("1680", "other", "轮胎", d=wd(1)), cat=c, unsure="tyres for the garage as other")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周排班啥样", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("11月份都排了些啥", cl(ymd(2027, 11, 1), ymd(2027, 11, 30)), cat=c)
    K("明天店里约了几台车", cl(rel(1)), cat=c, unsure="a count read as the list of tomorrow")
with use(now=NA, pref="past", **Z):
    K("这个月配件花了多少", ls(ymd(2027, 10, 1), ymd(2027, 10, 31), "other"), cat=c,
      unsure="car parts were logged as other")
    K("下旬一共花了多少", ls(ymd(2027, 10, 21), ymd(2027, 10, 31)), cat=c, conv="month-parts")
    K("三季度稿费收了多少", ls(ymd(2027, 7, 1), ymd(2027, 9, 30), "salary"), cat=c, conv="quarters",
      unsure="translation fees were logged as salary")
with use(now=NBZ, pref="future", **Z):
    K("明天啥安排 礼拜一了", cl(rel(1)), cat=c)
    K("下周排了几天备份", cl(wk(1, 1), wk(1, 7)), cat=c, unsure="a count read as the list of next week")
    K("4月上旬的行程", cl(ymd(2043, 4, 1), ymd(2043, 4, 10)), cat=c, conv="month-parts")
with use(now=NBZ, pref="past", **Z):
    K("二月份一共花了多少钱", ls(ymd(2043, 2, 1), ymd(2043, 2, 28)), cat=c)
    K("最近十笔 列出来", ll(limit=10), cat=c)
with use(now=NC, pref="future", **Z):
    K("这周末有活吗", cl(wd(6), wd(7)), cat=c)
    K("下半个月的排班", cl(ymd(2043, 6, 16), ymd(2043, 6, 30)), cat=c, conv="half-month")
with use(now=NC, pref="past", **Z):
    K("上个月在吃饭上花了多少", ls(ymd(2043, 5, 1), ymd(2043, 5, 31), "food"), cat=c)
    K("上礼拜的账拉一下", ll(wk(-1, 1), wk(-1, 7)), cat=c)
    K("最近五笔收入支出翻出来看看", ll(limit=5), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("月底前还有啥没办", cl(today(), today()), cat=c, conv="zh-qian-inclusive", unsure="月底 is today: today alone")
    K("双十一之前的安排", cl(today(), ymd(2027, 11, 11)), cat=c, conv="zh-qian-inclusive")
    K("未来一周的排班", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("这个月到现在店里花了多少", ls(ymd(2027, 10, 1), today()), cat=c, conv="since")
with use(now=NBZ, pref="future", **Z):
    K("下周三前要交几篇稿", cl(today(), wk(1, 3)), cat=c, conv="zh-qian-inclusive",
      unsure="a count read as the list of today … 03-11")
    K("接下来三天都排了啥", cl(today(), rel(2)), cat=c, conv="n-days-counting-today",
      unsure="said at 23:50: today counts as the first of the three days")
with use(now=NBZ, pref="past", **Z):
    K("今年以来稿费一共多少", ls(ymd(2043, 1, 1), today(), "salary"), cat=c, conv="since",
      unsure="translation fees were logged as salary")
with use(now=NC, pref="future", **Z):
    K("端午前都有啥", cl(today(), DUANWU), cat=c, conv="zh-qian-inclusive")
    K("月底之前的安排", cl(today(), ymd(2043, 6, 30)), cat=c, conv="zh-qian-inclusive")
with use(now=NC, pref="past", **Z):
    K("最近7天一共花出去多少", ls(rel(-6), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天成都天气怎么样 要在那过夜", wx("Chengdu", rel(1)), cat=c)
    KM("深圳11月8号到10号的天气", [wx("Shenzhen", ymd(2027, 11, 8)), wx("Shenzhen", ymd(2027, 11, 9)),
                               wx("Shenzhen", ymd(2027, 11, 10))], cat=c)
with use(now=NBZ, pref="future", **Z):
    KM("下周末东京天气", [wx("Tokyo", wk(1, 6)), wx("Tokyo", wk(1, 7))], cat=c)
    K("3月16号上海下雨吗", wx("Shanghai", ymd(2043, 3, 16)), cat=c)
with use(now=NC, pref="future", **Z):
    KM("端午厦门和广州天气", [wx("Xiamen", DUANWU), wx("Guangzhou", DUANWU)], cat=c)
    K("明天拖车要去郊区 杭州会下雨不", wx("Hangzhou", rel(1)), cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("明早在深圳跑步合适吗", ra("Shenzhen", rel(1)), cat=c)
with use(now=NBZ, pref="future", **Z):
    K("明天早上北京适合跑步吗 同传前想跑一圈", ra("Beijing", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("现在杭州能出去跑步吗", ra("Hangzhou"), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("给张师傅的车做保养", dt(rel(1), 10), dt(rel(1), 12)), ev("给张师傅的车做保养", dt(wd(4), 10), dt(wd(4), 12)),
         ev("复训", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("张师傅礼拜四那次保养改到下午三点", cu(1, title="张师傅", date=wd(4), start=dt(wd(4), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("明天张师傅的保养往后推一小时", cu(0, title="张师傅", date=rel(1), start=dt(rel(1), 11)), cat=c, given=g)
    K("复训挪到下周四 时间不变", cu(2, title="复训", start=dt(wk(1, 4), 14)), cat=c, given=g, conv="move-keeps-clock")
with use(now=NBZ, pref="future", **Z):
    g = [ev("跟法国客户通话", dt(wd(3), 21, 30), dt(wd(3), 22, 30)), ev("红眼航班", dt(wd(5), 23), dt(wd(6), 5)),
         ev("体检", dt(rel(1), 15), dt(rel(1), 16))]
    K("跟小林换了班 周五的红眼改成周六 时间不变", cu(1, title="红眼", date=wd(5), start=dt(wd(6), 23)), cat=c, given=g,
      conv="move-keeps-clock", unsure="a swapped trip as a change of the stored event")
    K("法国客户那个电话提前半小时", cu(0, title="法国客户", start=dt(wd(3), 21)), cat=c, given=g)
    K("明天体检改到上午十点", cu(2, title="体检", date=rel(1), start=dt(rel(1), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("王先生换机油", dt(rel(1), 10), dt(rel(1), 11)), ev("王先生换刹车片", dt(rel(1), 14), dt(rel(1), 16)),
         ev("线上口译", dt(ymd(2043, 6, 9), 9), dt(ymd(2043, 6, 9), 11))]
    K("王先生换刹车片那个改到周日下午两点", cu(1, title="王先生换刹车片", start=dt(wd(7), 14)), cat=c, given=g)
    K("线上口译改成十点到十二点", cu(2, title="线上口译", start=dt(ymd(2043, 6, 9), 10), end=dt(ymd(2043, 6, 9), 12)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("明天换机油的地点改成城西分店", cu(0, title="换机油", date=rel(1), location="城西分店"), cat=c, given=g)

with use(now=NA, pref="future", **Z):
    g = [ev("拖车去4S店", dt(rel(1), 9), dt(rel(1), 10)), ev("跟上海客户电话会", dt(wd(2), 15), dt(wd(2), 16))]
    K("周二跟上海客户的电话会挪到周三 时间不变", cu(1, title="上海客户", date=wd(2), start=dt(wd(3), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("明天拖车改成九点半", cu(0, title="拖车", date=rel(1), start=dt(rel(1), 9, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NBZ, pref="future", **Z):
    g = [ev("王先生的车年检", dt(rel(1), 9), dt(rel(1), 10)), ev("王先生的车保养", dt(wk(1, 3), 9), dt(wk(1, 3), 11))]
    K("王先生周三的保养改成下午两点到四点", cu(1, title="王先生", date=wk(1, 3), start=dt(wk(1, 3), 14), end=dt(wk(1, 3), 16)),
      cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("厦门过夜", DUANWU, DUANWU), ev("复训", dt(DUANWU + td(days=1), 9), dt(DUANWU + td(days=1), 17))]
    K("复训改到下下周一 时间不变", cu(1, title="复训", start=dt(wk(2, 1), 9)), cat=c, given=g, conv="move-keeps-clock")

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("给赵总的车做年检", dt(rel(1), 14), dt(rel(1), 15)), ev("给赵总的车做保养", dt(wd(3), 9), dt(wd(3), 11))]
    K("赵总周三的保养取消了", cdel(1, title="赵总", date=wd(3)), cat=c, given=g)
    g = [ev("去深圳做会议同传", ymd(2027, 11, 8), ymd(2027, 11, 11)), ev("成都过夜", wk(1, 1), wk(1, 3))]
    K("深圳那个同传客户取消了 删掉", cdel(0, title="深圳"), cat=c, given=g)
with use(now=NBZ, pref="future", **Z):
    g = [ev("直播讲术语", dt(wd(3), 20), dt(wd(3), 21)), ev("寄样稿", dt(wd(3), 10), dt(wd(3), 11))]
    K("周三晚上的直播不搞了", cdel(0, title="直播", date=wd(3)), cat=c, given=g)
    g = [ev("备份", wk(1, 2), wk(1, 2)), ev("备份", wk(1, 4), wk(1, 4))]
    K("周四的备份被排掉了 删了", cdel(1, title="备份", date=wk(1, 4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("供应商上门送配件", dt(rel(1), 9), dt(rel(1), 10)), ev("供应商上门送配件", dt(wk(1, 2), 9), dt(wk(1, 2), 10))]
    K("下周二供应商那趟不用来了", cdel(1, title="供应商", date=wk(1, 2)), cat=c, given=g)
    g = [ev("李姐来接车", dt(today(), 13), dt(today(), 14)), ev("李先生来接车", dt(today(), 15), dt(today(), 16))]
    K("李先生今天不来接车了 删掉", cdel(1, title="李先生", date=today()), cat=c, given=g)

with use(now=NC, pref="future", **Z):
    g = [ev("拖车", dt(today(), 15), dt(today(), 16)), ev("拖车", dt(rel(1), 15), dt(rel(1), 16))]
    K("今天下午那趟拖车不用去了", cdel(0, title="拖车", date=today()), cat=c, given=g)
with use(now=NA, pref="future", **Z):
    g = [ev("直播卖配件", dt(wd(6), 20), dt(wd(6), 22)), ev("给客户发货", dt(wd(6), 10), dt(wd(6), 11))]
    K("礼拜六发货那个删了 客户自己来取", cdel(1, title="发货", date=wd(6)), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("修车款860 配件2300", [la("860", "salary", "修车款", kind="income"), la("2300", "other", "配件")], cat=c,
       unsure="a customer's payment as salary income; car parts as other")
with use(now=NA, pref="future", **Z):
    KM("明天成都天气 顺便记一下明早五点签到", [wx("Chengdu", rel(1)), cc("签到", dt(rel(1), 5))], cat=c)
with use(now=NBZ, pref="past", **Z):
    KM("稿费到账5600 词典198", [la("5600", "salary", "稿费", kind="income"), la("198", "education", "词典")], cat=c,
       unsure="a translation fee as salary income; a dictionary as education")
with use(now=NBZ, pref="future", **Z):
    g = [ev("体检", dt(rel(1), 15), dt(rel(1), 16)), ev("备份", wk(1, 4), wk(1, 4))]
    KM("体检取消 周四备份改到周五", [cdel(0, title="体检"), cu(1, title="备份", date=wk(1, 4), start=wk(1, 5))], cat=c,
       given=g, conv="move-keeps-clock", unsure="an all-day event moved: the new start is the new day")
with use(now=NC, pref="future", **Z):
    KM("一点接车 八点交稿", [cc("接车", dt(today(), 13)), cc("交稿", dt(today(), 20))], cat=c, conv="bare-hour")
with use(now=NC, pref="past", **Z):
    KM("拖车350 店租8000 水电900", [la("350", "transport", "拖车"), la("8000", "housing", "店租"),
                                 la("900", "housing", "水电")], cat=c, unsure="utilities as housing")
