"""Round 16 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a hospital nurse on rotating day and night shifts (换班, 夜班, 加班费, 夜班补贴, 培训, 孩子的兴趣班), a
landlord with a few rented flats (租客看房, 收租, 维修师傅, 水电燃气费, 房产税, 搬进搬出) and someone caring for elderly
parents (带爸妈看医生, 医院复查, 药房拿药, 康复理疗, 护工工资, 家庭聚餐, 出门前看天气).  In everyday proportion: about a
third new events, a fifth ledger entries, a fifth look-ups, a tenth weather and running, the rest changes,
cancellations and several requests at once."""
from lib import *

NA = "2039-10-30T23:25:00"  # Sunday near midnight: 明天 = 下周一 = 10-31 (月底, 万圣节); a bare 8, 11 or 3 reads tomorrow
NB = "2039-08-31T06:30:00"  # Wednesday early morning, the last day of August: 早上 in progress; a bare 7 reads 19:00, a bare 8 08:00
NC = "2039-09-30T16:10:00"  # Friday afternoon before 国庆 (Saturday 10-01): a bare 4 is past (tomorrow 16:00), a bare 5 ahead
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天早上七点半 交班", cc("交班", dt(rel(1), 7, 30)), cat=c)
    K("下周二下午两点到四点 护理培训", cc("护理培训", dt(wk(1, 2), 14), dt(wk(1, 2), 16)), cat=c)
    K("周三晚上8点到周四早上8点 夜班", cc("夜班", dt(wd(3), 20), dt(wd(4), 8)), cat=c)
    K("八点 带妈去医院抽血", cc("带妈去医院抽血", dt(rel(1), 8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 23:25: 08:00 and 20:00 have passed, tomorrow 08:00")
    K("三点 租客来看房", cc("租客来看房", dt(rel(1), 15)), cat=c, conv="bare-hour")
    K("十一点 药房取药", cc("药房取药", dt(rel(1), 11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 23:25: 23:00 has just passed, tomorrow 11:00")
    K("周五上午十点 爸复查心脏", cc("爸复查心脏", dt(wd(5), 10)), cat=c)
    K("11月5号 给女儿开家长会", cc("给女儿开家长会", ymd(2039, 11, 5)), cat=c)
    K("下周四到周六 连上三个夜班", cc("连上三个夜班", wk(1, 4), wk(1, 6)), cat=c)
    K("明天下午五点半 接儿子下游泳课", cc("接儿子下游泳课", dt(rel(1), 17, 30)), cat=c)
    K("周六上午九点 水电师傅上门修热水器", cc("水电师傅上门修热水器", dt(wd(6), 9)), cat=c)
    K("下下周一 3号房租客搬走", cc("3号房租客搬走", wk(2, 1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("七点 带爸去做康复", cc("带爸去做康复", dt(today(), 19)), cat=c, conv="bare-hour",
      unsure="a bare 7 at 06:30 reads 19:00 (1–7 are pm)")
    K("八点 跟护士长说换班的事", cc("跟护士长说换班的事", dt(today(), 8)), cat=c, conv="bare-hour")
    K("今天下午三点 新租客签合同", cc("新租客签合同", dt(today(), 15)), cat=c)
    K("9月3号上午十点到十二点 带妈去眼科", cc("带妈去眼科", dt(ymd(2039, 9, 3), 10), dt(ymd(2039, 9, 3), 12)), cat=c)
    K("下周一到周三 上白班", cc("上白班", wk(1, 1), wk(1, 3)), cat=c)
    K("周五晚上六点半 全家一起吃饭 给爸过生日", cc("全家一起吃饭 给爸过生日", dt(wd(5), 18, 30)), cat=c)
    K("明天中午十二点 护工阿姨来面试", cc("护工阿姨来面试", dt(rel(1), 12)), cat=c)
    K("9月10号 教师节 给儿子老师送花", cc("给儿子老师送花", ymd(2039, 9, 10)), cat=c,
      unsure="教师节 repeats the date; not part of the title")
    K("周六早上八点 陪妈去公园走走", cc("陪妈去公园走走", dt(wd(6), 8)), cat=c)
    K("下周二下午 物业来查水表 三点", cc("物业来查水表", dt(wk(1, 2), 15)), cat=c,
      unsure="下周二下午 … 三点: one entity, 15:00")
with use(now=NC, pref="future", **Z):
    K("五点 去药房给爸拿降压药", cc("去药房给爸拿降压药", dt(today(), 17)), cat=c, conv="bare-hour")
    K("四点 中介带人看2号房", cc("中介带人看2号房", dt(rel(1), 16)), cat=c, conv="bare-hour",
      unsure="a bare 4 at 16:10 has passed: tomorrow (国庆) 16:00")
    K("八点 给护工转这个月工资", cc("给护工转这个月工资", dt(today(), 20)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 16:10 reads 20:00 today (the pm reading is still ahead)")
    K("10月2号到5号 国庆连上四天白班", cc("国庆连上四天白班", ymd(2039, 10, 2), ymd(2039, 10, 5)), cat=c,
      unsure="国庆 inside the title beside an explicit date range")
    K("下周三上午九点 带妈去中医院复诊", cc("带妈去中医院复诊", dt(wk(1, 3), 9)), cat=c)
    K("明天晚上七点 全家在外面吃饭", cc("全家在外面吃饭", dt(rel(1), 19)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("周二下午三点 换证培训 在医院三楼会议室", cc("换证培训", dt(wd(2), 15), location="医院三楼会议室"), cat=c)
    K("下周六上午十点 看房 地点：阳光小区5栋", cc("看房", dt(wk(1, 6), 10), location="阳光小区5栋"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午两点 爸做理疗 在康复中心", cc("爸做理疗", dt(rel(1), 14), location="康复中心"), cat=c)
    K("周日中午 家庭聚餐 地点是外婆家 十二点", cc("家庭聚餐", dt(wd(7), 12), location="外婆家"), cat=c,
      unsure="周日中午 … 十二点: one entity at 12:00")
    K("9月6号晚上七点 业主大会 在小区会所", cc("业主大会", dt(ymd(2039, 9, 6), 19), location="小区会所"), cat=c)
with use(now=NC, pref="future", **Z):
    K("10月8号上午九点 交接房子 在翠湖花园3单元", cc("交接房子", dt(ymd(2039, 10, 8), 9), location="翠湖花园3单元"), cat=c)

c = "holiday"
with use(now=NC, pref="future", **Z):
    K("国庆那天中午 一家人去饭店吃饭", cc("一家人去饭店吃饭", dt(ymd(2039, 10, 1), 12)), cat=c)
    K("国庆节后一天 开始上夜班", cc("开始上夜班", ymd(2039, 10, 2)), cat=c)
    K("国庆当天有啥安排", cl(ymd(2039, 10, 1)), cat=c)
with use(now=NA, pref="future", **Z):
    K("双十一那天提醒我给爸妈买羽绒服", cc("给爸妈买羽绒服", ymd(2039, 11, 11)), cat=c)

c = "duration"
with use(now=NB, pref="future", **Z):
    K("二十分钟后提醒我给妈量血压", cc("给妈量血压", dt(today(), 6, 50)), cat=c)
    K("两周后带爸去拆线", cc("带爸去拆线", rel(14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("一个半小时后去接孩子", cc("去接孩子", dt(today(), 17, 40)), cat=c)

c = "traditional"
with use(now=NB, pref="future", **Z):
    K("週五下午兩點 帶媽去複診", cc("帶媽去複診", dt(wd(5), 14)), cat=c)

c = "numeric-date"
with use(now=NB, pref="future", **Z):
    K("9.15 去交房产税", cc("去交房产税", ymd(2039, 9, 15)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("下周一周三晚上八点 夜班", [cc("夜班", dt(wk(1, 1), 20)), cc("夜班", dt(wk(1, 3), 20))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("这个月加班费到账 1860", la("1860", "salary", "加班费", kind="income"), cat=c)
    K("夜班补贴 600", la("600", "salary", "夜班补贴", kind="income"), cat=c)
    K("3号房房租收到 4200", la("4200", "housing", "3号房房租", kind="income"), cat=c,
      unsure="rent received: income, category housing")
    K("给妈买降压药 156", la("156", "health", "降压药"), cat=c)
    K("周五换水龙头 师傅上门 280", la("280", "housing", "换水龙头", d=wd(5)), cat=c)
    K("昨天打车带爸去医院 43", la("43", "transport", "打车带爸去医院", d=rel(-1)), cat=c)
    K("儿子游泳课 续了20节 3600", la("3600", "education", "游泳课"), cat=c,
      unsure="a child's swimming course as education")
with use(now=NB, pref="past", **Z):
    K("护工阿姨8月工资 5500", la("5500", "other", "护工工资"), cat=c,
      unsure="a carer's wages paid out: an expense, category other")
    K("电费 2号房 318", la("318", "housing", "电费 2号房"), cat=c)
    K("上周六爸做康复 480", la("480", "health", "康复", d=wk(-1, 6)), cat=c)
    K("新租客押金收了 8400", la("8400", "housing", "押金", kind="income"), cat=c,
      unsure="a tenant's deposit received: income, category housing")
    K("护士资格继续教育报名 300", la("300", "education", "继续教育报名"), cat=c)
with use(now=NC, pref="past", **Z):
    K("9月工资到了 9800", la("9800", "salary", "9月工资", kind="income"), cat=c)
    K("中秋给爸妈买月饼 268", la("268", "food", "月饼"), cat=c)
    K("房产税交了 2150", la("2150", "housing", "房产税"), cat=c)
    K("药房退了一盒药 退款 89", la("89", "health", "药房退款", kind="income"), cat=c,
      unsure="a refund: income; category left as health (what it refunds)")

c = "rollover"
with use(now=NB, pref="past", **Z):
    K("周三早上给爸买早饭 18", la("18", "food", "早饭"), cat=c, unsure="周三早上 said on Wednesday at 06:30: today")
with use(now=NA, pref="past", **Z):
    K("周日晚上八点全家吃饭 620", la("620", "food", "全家吃饭"), cat=c, unsure="周日晚上八点 said Sunday 23:25: today 20:00")

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周排了几个夜班", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("明天有啥事", cl(rel(1)), cat=c)
    K("11月份安排发我看看", cl(ymd(2039, 11, 1), ymd(2039, 11, 30)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今天都有什么", cl(today()), cat=c)
    K("这周末有空吗 想带爸妈出去", cl(wd(6), wd(7)), cat=c)
    K("9月的排班给我看下", cl(ymd(2039, 9, 1), ymd(2039, 9, 30)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月收了多少房租", ls(ymd(2039, 10, 1), ymd(2039, 10, 31), "housing"), cat=c,
      unsure="rent received asked as a housing summary of the month")
    K("上周给爸妈看病花了多少", ls(wk(-1, 1), wk(-1, 7), "health"), cat=c)
with use(now=NB, pref="past", **Z):
    K("8月份一共花了多少", ls(ymd(2039, 8, 1), ymd(2039, 8, 31)), cat=c)
    K("列一下这周的账", ll(wk(0, 1), wk(0, 7)), cat=c)
with use(now=NC, pref="past", **Z):
    K("这个月孩子兴趣班花了多少", ls(ymd(2039, 9, 1), ymd(2039, 9, 30), "education"), cat=c)
    K("今年交通花了多少", ls(ymd(2039, 1, 1), ymd(2039, 12, 31), "transport"), cat=c)

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("这周还剩哪些班", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said on Sunday at 23:25: this week is today alone")
    K("月底前还有啥要办的 房租要收", cl(today(), ymd(2039, 10, 31)), cat=c,
      unsure="said on 10-30: today and tomorrow")
with use(now=NB, pref="future", **Z):
    K("下个月初有啥事", cl(ymd(2039, 9, 1), ymd(2039, 9, 10)), cat=c, conv="month-parts")
    K("接下来三天的班", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="future", **Z):
    K("国庆前还有什么事", cl(today(), ymd(2039, 10, 1)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("最近一周买药花了多少", ls(rel(-6), today(), "health"), cat=c,
      unsure="最近一周 read as the last 7 days")

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明天杭州冷不冷 要带妈去医院", wx("Hangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六南京下雨吗 想带爸去公园", wx("Nanjing", wd(6)), cat=c)
    K("今天上海热不热", wx("Shanghai"), cat=c)
with use(now=NC, pref="future", **Z):
    K("国庆那天苏州天气怎么样", wx("Suzhou", ymd(2039, 10, 1)), cat=c)

c = "running"
with use(now=NB, pref="future", **Z):
    K("下夜班了 今天早上成都适合跑步吗", ra("Chengdu"), cat=c)
with use(now=NC, pref="future", **Z):
    K("明早武汉能跑步吗", ra("Wuhan", rel(1)), cat=c)

# =============================================================================== changes
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("带妈去医院抽血", dt(rel(1), 8), dt(rel(1), 9)), ev("带爸去医院复查", dt(wd(5), 10), dt(wd(5), 11)),
         ev("租客来看房", dt(rel(1), 15), dt(rel(1), 15, 30))]
    K("爸复查改到周四 时间不变", cu(1, title="复查", start=dt(wd(4), 10)), cat=c, given=g, conv="move-keeps-clock")
    K("看房推迟一个小时", cu(2, title="看房", start=dt(rel(1), 16)), cat=c, given=g)
    K("抽血提前到七点半", cu(0, title="抽血", start=dt(rel(1), 7, 30)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NB, pref="future", **Z):
    g = [ev("夜班", dt(wd(5), 20), dt(wd(6), 8)), ev("夜班", dt(wk(1, 2), 20), dt(wk(1, 3), 8)),
         ev("护理培训", dt(rel(1), 14), dt(rel(1), 16))]
    K("周五的夜班跟小李换成下周一 时间不变", cu(0, title="夜班", date=wd(5), start=dt(wk(1, 1), 20)), cat=c, given=g,
      conv="move-keeps-clock", unsure="换成 a new day: the stored 12-hour shift keeps its clock; no new end said")
    K("培训改到下午三点到五点", cu(2, title="培训", start=dt(rel(1), 15), end=dt(rel(1), 17)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NC, pref="future", **Z):
    g = [ev("中介带人看2号房", dt(rel(1), 16), dt(rel(1), 17)), ev("带妈去中医院复诊", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("看2号房那个改成后天", cu(0, title="看2号房", start=dt(rel(2), 16)), cat=c, given=g, conv="move-keeps-clock")
    K("复诊地点改成市一医院", cu(1, title="复诊", location="市一医院"), cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("租客来看房", dt(rel(1), 15), dt(rel(1), 15, 30)), ev("租客签合同", dt(rel(2), 15), dt(rel(2), 16))]
    K("明天看房的不来了 删了吧", cdel(0, title="看房", date=rel(1)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("带爸去做康复", dt(today(), 19), dt(today(), 20)), ev("带爸去做康复", dt(rel(2), 19), dt(rel(2), 20))]
    K("今晚的康复取消 爸不舒服", cdel(0, title="康复", date=today()), cat=c, given=g)

# =============================================================================== several at once
c = "multi"
with use(now=NA, pref="future", **Z):
    KM("明天杭州天气怎样 顺便看看明天的安排", [wx("Hangzhou", rel(1)), cl(rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("护工工资5500 爸的药320 打车35", [la("5500", "other", "护工工资"), la("320", "health", "爸的药"),
       la("35", "transport", "打车")], cat=c, unsure="a carer's wages as other")
with use(now=NC, pref="past", **Z):
    KM("1号房租金到账4500 2号房3800", [la("4500", "housing", "1号房租金", kind="income"),
       la("3800", "housing", "2号房", kind="income")], cat=c, conv="distribute",
       unsure="到账 and 租金 said once for both rents; rent as housing income")

# =============================================================================== second block: more of the same month
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明天晚上八点 上夜班 记得带饭", cc("上夜班 记得带饭", dt(rel(1), 20)), cat=c,
      unsure="记得带饭 kept in the title (a reminder, not a request word)")
    K("周四上午十点半 带爸去医院拿化验单", cc("带爸去医院拿化验单", dt(wd(4), 10, 30)), cat=c)
    K("11月3号下午两点 燃气公司上门检查", cc("燃气公司上门检查", dt(ymd(2039, 11, 3), 14)), cat=c)
    K("下周五晚上七点到九点 女儿钢琴汇报演出", cc("女儿钢琴汇报演出", dt(wk(1, 5), 19), dt(wk(1, 5), 21)), cat=c)
    K("后天中午 跟护工阿姨交接一下 十二点半", cc("跟护工阿姨交接一下", dt(rel(2), 12, 30)), cat=c)
    K("下周三 1号房换锁", cc("1号房换锁", wk(1, 3)), cat=c)
    K("11月7号到9号 去省医院进修", cc("去省医院进修", ymd(2039, 11, 7), ymd(2039, 11, 9)), cat=c)
    K("明天下午一点到三点补觉 别给我排事", cc("补觉", dt(rel(1), 13), dt(rel(1), 15)), cat=c,
      unsure="别给我排事 read as a comment, not part of the title")
    K("周六早上六点半 陪爸去公园打太极", cc("陪爸去公园打太极", dt(wd(6), 6, 30)), cat=c)
    K("下下周二上午九点 房子年检", cc("房子年检", dt(wk(2, 2), 9)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今晚十点 跟租客视频看下漏水", cc("跟租客视频看下漏水", dt(today(), 22)), cat=c)
    K("明天上午八点到十二点 白班", cc("白班", dt(rel(1), 8), dt(rel(1), 12)), cat=c)
    K("周五下午四点 妈的心理咨询", cc("妈的心理咨询", dt(wd(5), 16)), cat=c)
    K("9月1号 儿子开学", cc("儿子开学", ymd(2039, 9, 1)), cat=c)
    K("下周四晚上七点半 家长群开线上会", cc("家长群开线上会", dt(wk(1, 4), 19, 30)), cat=c)
    K("9月8号到12号 出去旅游 爸妈托给舅舅", cc("出去旅游 爸妈托给舅舅", ymd(2039, 9, 8), ymd(2039, 9, 12)), cat=c,
      unsure="the second clause kept in the title")
    K("明天早上九点 空调师傅来2号房", cc("空调师傅来2号房", dt(rel(1), 9)), cat=c)
    K("周日下午三点到五点 带爸妈去喝下午茶", cc("带爸妈去喝下午茶", dt(wd(7), 15), dt(wd(7), 17)), cat=c)
    K("六点 提醒我给爸打胰岛素", cc("给爸打胰岛素", dt(today(), 18)), cat=c, conv="bare-hour",
      unsure="a bare 6 at 06:30 reads 18:00 (1–7 are pm)")
with use(now=NC, pref="future", **Z):
    K("今晚九点 把下个月的排班发群里", cc("把下个月的排班发群里", dt(today(), 21)), cat=c)
    K("10月3号上午十点 带全家去看外婆", cc("带全家去看外婆", dt(ymd(2039, 10, 3), 10)), cat=c)
    K("下周一下午两点 租客退房验收", cc("租客退房验收", dt(wk(1, 1), 14)), cat=c)
    K("10月9号到11号 夜班", cc("夜班", ymd(2039, 10, 9), ymd(2039, 10, 11)), cat=c)
    K("明天早上七点 去医院替班", cc("去医院替班", dt(rel(1), 7)), cat=c)
    K("下周二上午10:30 带爸去做胃镜", cc("带爸去做胃镜", dt(wk(1, 2), 10, 30)), cat=c)

c = "location"
with use(now=NA, pref="future", **Z):
    K("周四下午三点 签租房合同 在中介门店", cc("签租房合同", dt(wd(4), 15), location="中介门店"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六上午十点 儿子足球训练 在体育公园", cc("儿子足球训练", dt(wd(6), 10), location="体育公园"), cat=c)
    K("下周三下午两点 妈做核磁 地点：人民医院放射科", cc("妈做核磁", dt(wk(1, 3), 14), location="人民医院放射科"), cat=c)
with use(now=NC, pref="future", **Z):
    K("10月4号晚上六点 同学聚会 在江边饭店", cc("同学聚会", dt(ymd(2039, 10, 4), 18), location="江边饭店"), cat=c)

c = "arithmetic"
with use(now=NB, pref="future", **Z):
    K("下个月第一个周六 带爸去体检", cc("带爸去体检", nth(2039, 9, 1, 6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下个月最后一个周五 交季度房产税", cc("交季度房产税", lastwd(2039, 10, 5)), cat=c)

c = "clock"
with use(now=NA, pref="future", **Z):
    K("差一刻八点 给妈吃药", cc("给妈吃药", dt(rel(1), 7, 45)), cat=c, conv="bare-hour",
      unsure="7:45 at 23:25 has passed both ways: tomorrow 07:45")

c = "money"
with use(now=NA, pref="past", **Z):
    K("2号房物业费 代交了 540", la("540", "housing", "2号房物业费"), cat=c)
    K("给爸买了个轮椅 899", la("899", "health", "轮椅"), cat=c)
    K("女儿钢琴课 这个月 1200", la("1200", "education", "钢琴课"), cat=c)
    K("周四带妈做CT 自费 650", la("650", "health", "做CT", d=wd(4)), cat=c)
    K("1号房租客转了房租 3900", la("3900", "housing", "1号房房租", kind="income"), cat=c,
      unsure="rent received: income, category housing")
with use(now=NB, pref="past", **Z):
    K("昨天夜班点外卖 36", la("36", "food", "点外卖", d=rel(-1)), cat=c)
    K("水费 三套房一共 265", la("265", "housing", "水费"), cat=c)
    K("护理培训报名费 单位报销了 退回 800", la("800", "education", "护理培训报名费报销", kind="income"), cat=c,
      unsure="a reimbursement: income, category left as education")
    K("给妈买了蛋白粉 两罐 398", la("398", "health", "蛋白粉"), cat=c, unsure="protein powder for an elderly parent as health")
with use(now=NC, pref="past", **Z):
    K("国庆值班费 到账 900", la("900", "salary", "国庆值班费", kind="income"), cat=c)
    K("维修师傅换马桶 连工带料 720", la("720", "housing", "换马桶"), cat=c)
    K("周三带爸打车去康复中心 来回 58", la("58", "transport", "打车去康复中心", d=wd(3)), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    K("下周三有几个班", cl(wk(1, 3)), cat=c)
    K("下个月的夜班都有哪几天", cl(ymd(2039, 11, 1), ymd(2039, 11, 30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("国庆这几天我都排了啥", cl(ymd(2039, 10, 1), ymd(2039, 10, 7)), cat=c,
      unsure="国庆这几天 read as the 国庆 week 10-01 … 10-07 (CONVENTIONS tables only 10-01)")
    K("下周 爸妈有几个复诊", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NA, pref="past", **Z):
    K("10月水电燃气一共多少", ls(ymd(2039, 10, 1), ymd(2039, 10, 31), "housing"), cat=c,
      unsure="utilities as the housing category")
    K("最近10笔账列一下", ll(limit=10), cat=c)
with use(now=NC, pref="past", **Z):
    K("9月份收入多少 工资加房租", ls(ymd(2039, 9, 1), ymd(2039, 9, 30)), cat=c,
      unsure="income asked as the month's summary (it gives both sides)")
    K("第三季度看病一共花了多少", ls(ymd(2039, 7, 1), ymd(2039, 9, 30), "health"), cat=c, conv="quarters")

c = "deadline"
with use(now=NA, pref="future", **Z):
    K("下个月上旬都排了些啥", cl(ymd(2039, 11, 1), ymd(2039, 11, 10)), cat=c, conv="month-parts")
    K("未来两周的班表", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NB, pref="future", **Z):
    K("下周五之前要办的事", cl(today(), wk(1, 5)), cat=c, conv="zh-qian-inclusive")
with use(now=NA, pref="past", **Z):
    K("这个月到目前为止给爸妈花了多少", ls(ymd(2039, 10, 1), today()), cat=c, conv="since")
with use(now=NC, pref="past", **Z):
    K("今年以来修房子花了多少", ls(ymd(2039, 1, 1), today(), "housing"), cat=c, conv="since")

c = "weather"
with use(now=NA, pref="future", **Z):
    K("周六广州下雨吗 想带爸妈去喝茶", wx("Guangzhou", wd(6)), cat=c)
with use(now=NB, pref="future", **Z):
    KM("这周末杭州天气 带妈去灵隐寺", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
with use(now=NC, pref="future", **Z):
    KM("国庆这两天北京冷吗 明天后天", [wx("Beijing", rel(1)), wx("Beijing", rel(2))], cat=c,
       unsure="明天后天 said after 这两天: 10-01 and 10-02")

c = "running"
with use(now=NA, pref="future", **Z):
    K("明天早上深圳能跑步吗 下了夜班想跑一圈", ra("Shenzhen", rel(1)), cat=c)
with use(now=NC, pref="future", **Z):
    K("国庆早上西安适合跑步吗", ra("Xi'an", ymd(2039, 10, 1)), cat=c)

c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("燃气公司上门检查", dt(ymd(2039, 11, 3), 14), dt(ymd(2039, 11, 3), 15)),
         ev("女儿钢琴汇报演出", dt(wk(1, 5), 19), dt(wk(1, 5), 21)), ev("签租房合同", dt(wd(4), 15), dt(wd(4), 16))]
    K("燃气检查改到上午十点", cu(0, title="燃气", start=dt(ymd(2039, 11, 3), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    K("租房合同改到周五 时间不变", cu(2, title="租房合同", start=dt(wd(5), 15)), cat=c, given=g, conv="move-keeps-clock")
    K("钢琴演出往后推半小时", cu(1, title="钢琴", start=dt(wk(1, 5), 19, 30)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("白班", dt(rel(1), 8), dt(rel(1), 12)), ev("白班", dt(rel(2), 8), dt(rel(2), 12)),
         ev("妈的心理咨询", dt(wd(5), 16), dt(wd(5), 17))]
    K("后天的白班改成下午一点到五点", cu(1, title="白班", date=rel(2), start=dt(rel(2), 13), end=dt(rel(2), 17)), cat=c,
      given=g, conv="clock-only-keeps-day")
    K("心理咨询改名叫妈的复诊", cu(2, title="心理咨询", new_title="妈的复诊"), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("租客退房验收", dt(wk(1, 1), 14), dt(wk(1, 1), 15)), ev("带爸去做胃镜", dt(wk(1, 2), 10, 30), dt(wk(1, 2), 12))]
    K("胃镜提前一天", cu(1, title="胃镜", start=dt(wk(1, 1), 10, 30)), cat=c, given=g)
    K("退房验收改到周一上午九点 地点改成小区门口", cu(0, title="退房验收", start=dt(wk(1, 1), 9), location="小区门口"),
      cat=c, given=g)

c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("上夜班", dt(rel(1), 20), dt(rel(2), 8)), ev("上夜班", dt(wk(1, 3), 20), dt(wk(1, 4), 8))]
    K("下周三的夜班换出去了 删掉", cdel(1, title="夜班", date=wk(1, 3)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("带全家去看外婆", dt(ymd(2039, 10, 3), 10), dt(ymd(2039, 10, 3), 18)), ev("同学聚会", dt(ymd(2039, 10, 4), 18), dt(ymd(2039, 10, 4), 21))]
    K("同学聚会不去了", cdel(1, title="同学聚会"), cat=c, given=g)

c = "multi"
with use(now=NA, pref="past", **Z):
    KM("夜班补贴600到了 外卖36 打车29", [la("600", "salary", "夜班补贴", kind="income"), la("36", "food", "外卖"),
       la("29", "transport", "打车")], cat=c)
with use(now=NB, pref="future", **Z):
    KM("明天下午两点爸做理疗 四点妈复诊", [cc("爸做理疗", dt(rel(1), 14)), cc("妈复诊", dt(rel(1), 16))], cat=c,
       conv="distribute", unsure="明天 said once for both; 四点 reads 16:00")
with use(now=NC, pref="future", **Z):
    g = [ev("带全家去看外婆", dt(ymd(2039, 10, 3), 10), dt(ymd(2039, 10, 3), 18)), ev("同学聚会", dt(ymd(2039, 10, 4), 18), dt(ymd(2039, 10, 4), 21))]
    KM("看外婆改到4号上午十点 同学聚会删了", [cu(0, title="看外婆", start=dt(ymd(2039, 10, 4), 10)), cdel(1, title="同学聚会")],
       cat=c, given=g)

# =============================================================================== third block: a few more of each kind
c = "composition"
with use(now=NC, pref="future", **Z):
    K("10月6号下午两点到四点 3号房新租客搬进来", cc("3号房新租客搬进来", dt(ymd(2039, 10, 6), 14), dt(ymd(2039, 10, 6), 16)),
      cat=c)
    K("下周四晚上 女儿舞蹈课 七点", cc("女儿舞蹈课", dt(wk(1, 4), 19)), cat=c)
with use(now=NA, pref="future", **Z):
    K("周二早上八点前把护理交班本交了 提醒我七点半", cc("把护理交班本交了", dt(wd(2), 7, 30)), cat=c,
      unsure="the reminder clock 七点半 on 周二 is the event's start; 八点前 is a deadline inside the title's context")
c = "money"
with use(now=NC, pref="past", **Z):
    K("中介费 给了半个月房租 2100", la("2100", "housing", "中介费"), cat=c)
    K("爸住院 预交了一万", la("10000", "health", "住院"), cat=c)
c = "update"
with use(now=NC, pref="future", **Z):
    g = [ev("夜班", ymd(2039, 10, 9), ymd(2039, 10, 11)), ev("3号房新租客搬进来", dt(ymd(2039, 10, 6), 14), dt(ymd(2039, 10, 6), 16))]
    K("搬家改到7号 还是下午两点到四点", cu(1, title="搬", start=dt(ymd(2039, 10, 7), 14), end=dt(ymd(2039, 10, 7), 16)), cat=c,
      given=g, conv="move-keeps-clock")
c = "delete"
with use(now=NB, pref="future", **Z):
    g = [ev("空调师傅来2号房", dt(rel(1), 9), dt(rel(1), 10)), ev("空调师傅来3号房", dt(rel(1), 14), dt(rel(1), 15))]
    K("3号房空调不用修了 删掉下午那个", cdel(1, title="3号房"), cat=c, given=g)
c = "weather"
with use(now=NB, pref="future", **Z):
    KM("接下来三天重庆会下雨吗 爸要去复查", [wx("Chongqing", today()), wx("Chongqing", rel(1)), wx("Chongqing", rel(2))], cat=c,
       conv="n-days-counting-today")
c = "multi"
with use(now=NA, pref="future", **Z):
    KM("明天苏州天气 适合带爸出去走走吗", [wx("Suzhou", rel(1)), ra("Suzhou", rel(1))], cat=c,
       unsure="a walk with a parent asked as running advice")
with use(now=NC, pref="past", **Z):
    KM("房产税2150 换马桶720 这个月修房子一共花了多少", [la("2150", "housing", "房产税"), la("720", "housing", "换马桶"),
       ls(ymd(2039, 9, 1), ymd(2039, 9, 30), "housing")], cat=c)
