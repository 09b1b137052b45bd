"""Round 12 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a nurse on rotating shifts (夜班, 白班, 换班, appointments between shifts), a small café owner (供应商,
进货, 营业额, 店员排班, 送货) and a retired couple (复查, 孙子, 旅游团, 退休金, 早市).  Weighted toward changing and
cancelling events already in the calendar, against `given` calendars holding look-alikes."""
from lib import *

NA = "2035-11-20T23:10:00"  # Tuesday late night: 明天 (Wed) is 50 minutes away; a bare 7 reads tomorrow 19:00
NB = "2035-08-15T12:40:00"  # Wednesday lunch time mid-month: a bare 9/10 reads pm today, a bare 12 tomorrow's noon
NC = "2035-06-30T14:10:00"  # Saturday afternoon, the last day of a month and half-year: 月底 today, 下个月 = July
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== update
c = "update"
with use(now=NA, pref="future", **Z):
    W, TH, F, SA, SU, NM = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    g = [ev("夜班", dt(W, 19), dt(TH, 7)), ev("夜班", dt(F, 19), dt(SA, 7)), ev("牙科复诊", dt(TH, 14), dt(TH, 15))]
    K("周三夜班跟小刘换了 改到周四晚上七点", cu(0, title="夜班", date=W, start=dt(TH, 19)), cat=c, given=g,
      unsure="a swap with a colleague: only the start is moved; the stored 12-hour length is not restated")
    K("明天夜班推迟一小时", cu(0, title="夜班", date=W, start=dt(W, 20)), cat=c, given=g)
    K("牙科复诊改到周五下午三点", cu(2, title="牙科复诊", start=dt(F, 15)), cat=c, given=g)
    K("周五夜班改成早上七点到下午三点", cu(1, title="夜班", date=F, start=dt(F, 7), end=dt(F, 15)), cat=c, given=g)
    K("复诊那个往后推半小时", cu(2, title="复诊", start=dt(TH, 14, 30)), cat=c, given=g)
    K("牙科复诊 加半个小时", cu(2, title="牙科复诊", end=dt(TH, 15, 30)), cat=c, given=g,
      unsure="half an hour longer: the new end is the stored end + 30 minutes, the start kept")
    K("复诊地点改到市口腔医院", cu(2, title="复诊", location="市口腔医院"), cat=c, given=g)
    K("周四下午两点那个挪到周六 时间一样", cu(2, date=TH, start=dt(SA, 14)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("白班", dt(W, 7), dt(W, 15)), ev("白班", dt(SA, 7), dt(SA, 15)), ev("护理培训", dt(F, 9), dt(F, 11))]
    K("周六白班改到周日 时间不变", cu(1, title="白班", date=SA, start=dt(SU, 7)), cat=c, given=g, conv="move-keeps-clock")
    K("护理培训改成下午两点到四点", cu(2, title="护理培训", start=dt(F, 14), end=dt(F, 16)), cat=c, given=g)
    K("培训改到下周一", cu(2, title="培训", start=dt(NM, 9)), cat=c, given=g, conv="move-keeps-clock")
    K("明早白班提前半小时", cu(0, title="白班", date=W, start=dt(W, 6, 30)), cat=c, given=g)
    K("护理培训 地点在住院部三楼示教室", cu(2, title="护理培训", location="住院部三楼示教室"), cat=c, given=g)
    K("护士长让周六那个班晚一个钟头开始", cu(1, date=SA, start=dt(SA, 8)), cat=c, given=g,
      unsure="'周六那个班' names the event by its day; 班 is a substring of 白班 but the day picks it")
    K("培训延长到十二点", cu(2, title="培训", end=dt(F, 12)), cat=c, given=g, conv="bare-hour")
    g = [ev("跟小周换班", dt(SU, 19), dt(NM, 7)), ev("带妈去医院拿药", dt(W, 16), dt(W, 17))]
    K("拿药那个改到明天下午五点", cu(1, title="拿药", date=W, start=dt(W, 17)), cat=c, given=g)
    K("跟小周换班那个 小周说改到下周一晚上", cu(0, title="跟小周换班", start=dt(NM, 19)), cat=c, given=g,
      conv="move-keeps-clock", unsure="下周一晚上 with no clock: the stored clock (19:00) is kept, as it lies in the evening")
    K("带妈去医院拿药改名叫 陪妈复查", cu(1, title="带妈去医院拿药", new_title="陪妈复查"), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    TH, F, SA, SU, M1 = rel(1), rel(2), rel(3), rel(4), rel(5)
    g = [ev("咖啡豆送货", dt(TH, 9), dt(TH, 10)), ev("咖啡豆送货", dt(wk(1, 4), 9), dt(wk(1, 4), 10)),
         ev("面试新店员", dt(F, 15), dt(F, 15, 30))]
    K("明天的咖啡豆送货改到十点", cu(0, title="咖啡豆送货", date=TH, start=dt(TH, 10)), cat=c, given=g,
      conv="bare-hour")
    K("下周四送货 供应商说推迟到下午两点", cu(1, title="送货", date=wk(1, 4), start=dt(wk(1, 4), 14)), cat=c, given=g)
    K("面试新店员改到周六上午十点", cu(2, title="面试新店员", start=dt(SA, 10)), cat=c, given=g)
    K("面试往后推一小时", cu(2, title="面试", start=dt(F, 16)), cat=c, given=g)
    K("面试那个多留半小时", cu(2, title="面试", end=dt(F, 16)), cat=c, given=g,
      unsure="half an hour longer: the new end is the stored end (15:30) + 30 minutes")
    K("周五面试地点改成店里二楼", cu(2, title="面试", date=F, location="店里二楼"), cat=c, given=g)
    K("送货 明天的 提前到八点半", cu(0, title="送货", date=TH, start=dt(TH, 8, 30)), cat=c, given=g,
      conv="bare-hour")
    K("明天上午九点那个往后挪四十分钟", cu(0, date=TH, start=dt(TH, 9, 40)), cat=c, given=g)
    g = [ev("小王排班", dt(SA, 8), dt(SA, 14)), ev("小王排班", dt(SU, 8), dt(SU, 14)), ev("店员例会", dt(M1, 19), dt(M1, 20))]
    K("小王周日的班改成下午两点到八点", cu(1, title="小王", date=SU, start=dt(SU, 14), end=dt(SU, 20)), cat=c, given=g)
    K("周六小王的班往后推两个小时", cu(0, title="小王", date=SA, start=dt(SA, 10)), cat=c, given=g)
    K("店员例会改到下周二 同一时间", cu(2, title="店员例会", start=dt(wk(1, 2), 19)), cat=c, given=g,
      conv="move-keeps-clock")
    K("例会提前到六点半", cu(2, title="例会", start=dt(M1, 18, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    K("周一例会开完要对账 延长到九点", cu(2, title="例会", date=M1, end=dt(M1, 21)), cat=c, given=g,
      unsure="a bare 9 as the end of a 19:00 meeting: 21:00")
    K("周六小王那班 结束改成下午一点", cu(0, title="小王", date=SA, end=dt(SA, 13)), cat=c, given=g)
    g = [ev("交铺租", F, F), ev("牛奶供应商对账", dt(wd(5), 16), dt(wd(5), 17))]
    K("交铺租那个挪到下周一", cu(0, title="交铺租", start=M1), cat=c, given=g,
      unsure="an all-day event moved to another day stays all-day: the new start is a date")
    K("牛奶那边对账改成周五早上八点", cu(1, title="对账", start=dt(F, 8)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    SU, M, T, W, TH, F = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    g = [ev("老伴复查", dt(M, 9), dt(M, 10)), ev("带孙子游泳", dt(T, 15), dt(T, 16, 30)),
         ev("带孙子游泳", dt(TH, 15), dt(TH, 16, 30)), ev("社区体检", dt(W, 7, 30), dt(W, 9))]
    K("周四带孙子游泳改到周五 时间不变", cu(2, title="带孙子游泳", date=TH, start=dt(F, 15)), cat=c, given=g,
      conv="move-keeps-clock")
    K("老伴复查改到周三上午十点", cu(0, title="老伴复查", start=dt(W, 10)), cat=c, given=g)
    K("复查推迟半小时 医生说九点半", cu(0, title="复查", start=dt(M, 9, 30)), cat=c, given=g)
    K("社区体检提前到早上七点", cu(3, title="社区体检", start=dt(W, 7)), cat=c, given=g)
    K("周二的游泳延长到五点", cu(1, title="游泳", date=T, end=dt(T, 17)), cat=c, given=g, conv="bare-hour")
    K("周二游泳换地方了 在区体育馆", cu(1, title="游泳", date=T, location="区体育馆"), cat=c, given=g)
    K("下周一上午九点那个往后挪一天", cu(0, date=M, start=dt(T, 9)), cat=c, given=g)
    K("体检那天要空腹 改成七点到八点半", cu(3, title="体检", start=dt(W, 7), end=dt(W, 8, 30)), cat=c, given=g,
      unsure="七点 on a morning check-up stored at 07:30 (空腹): 07:00, not the bare-hour 19:00")
    K("老伴的复查 地点写 人民医院心内科", cu(0, title="复查", location="人民医院心内科"), cat=c, given=g)
    g = [ev("逛早市", dt(SU, 6, 30), dt(SU, 8)), ev("逛早市", dt(wk(1, 7), 6, 30), dt(wk(1, 7), 8)),
         ev("旅游团集合", dt(wk(1, 3), 6), dt(wk(1, 3), 7))]
    K("明天早市晚点去 改成七点半", cu(0, title="早市", date=SU, start=dt(SU, 7, 30)), cat=c, given=g,
      unsure="七点半 on a market stored at 06:30 (晚点去 = a bit later): 07:30, not the bare-hour 19:30")
    K("旅游团集合时间改了 五点四十", cu(2, title="旅游团集合", start=dt(wk(1, 3), 5, 40)), cat=c, given=g,
      unsure="五点四十 on a 06:00 assembly: 05:40, not the bare-hour 17:40")
    K("旅游团集合地点改到火车站北广场", cu(2, title="旅游团集合", location="火车站北广场"), cat=c, given=g)
    K("下礼拜天的早市改成礼拜六去", cu(1, title="早市", date=wk(1, 7), start=dt(wk(1, 6), 6, 30)), cat=c, given=g,
      conv="move-keeps-clock", unsure="礼拜六 read as the Saturday before that Sunday (07-07); today's Saturday market time has passed")

# =============================================================================== delete
c = "delete"
with use(now=NA, pref="future", **Z):
    W, TH, F, SA, SU, NM = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    g = [ev("夜班", dt(W, 19), dt(TH, 7)), ev("夜班", dt(F, 19), dt(SA, 7)), ev("牙科复诊", dt(TH, 14), dt(TH, 15))]
    K("周五夜班小李替我了 删掉", cdel(1, title="夜班", date=F), cat=c, given=g)
    K("牙不疼了 复诊取消", cdel(2, title="复诊"), cat=c, given=g)
    K("明晚的班不用上了 删了吧", cdel(0, date=W), cat=c, given=g,
      unsure="'明晚的班' names the night shift by its evening; 班 is in 夜班")
    K("周四下午那个看牙的 不去了", cdel(2, date=TH), cat=c, given=g)
    g = [ev("白班", dt(W, 7), dt(W, 15)), ev("白班", dt(SA, 7), dt(SA, 15)), ev("护理培训", dt(F, 9), dt(F, 11))]
    K("培训取消了 护士长刚发的通知", cdel(2, title="培训"), cat=c, given=g)
    K("周六白班换出去了 日历上删掉", cdel(1, title="白班", date=SA), cat=c, given=g)
    K("明早七点那个班删了", cdel(0, date=W), cat=c, given=g)
    g = [ev("跟小周换班", dt(SU, 19), dt(NM, 7)), ev("带妈去医院拿药", dt(W, 16), dt(W, 17))]
    K("不换班了 小周自己能上 把那个删了", cdel(0, title="换班"), cat=c, given=g)
    K("我哥带妈去拿药 明天那个删掉", cdel(1, date=W), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    TH, F, SA, SU, M1 = rel(1), rel(2), rel(3), rel(4), rel(5)
    g = [ev("咖啡豆送货", dt(TH, 9), dt(TH, 10)), ev("咖啡豆送货", dt(wk(1, 4), 9), dt(wk(1, 4), 10)),
         ev("面试新店员", dt(F, 15), dt(F, 15, 30))]
    K("下周四的送货取消 豆子还够", cdel(1, title="送货", date=wk(1, 4)), cat=c, given=g)
    K("那个来面试的说不来了 面试删掉", cdel(2, title="面试"), cat=c, given=g)
    K("明天早上九点那个取消", cdel(0, date=TH), cat=c, given=g)
    g = [ev("小王排班", dt(SA, 8), dt(SA, 14)), ev("小王排班", dt(SU, 8), dt(SU, 14)), ev("店员例会", dt(M1, 19), dt(M1, 20))]
    K("小王周日请假 那天的班删了", cdel(1, title="小王", date=SU), cat=c, given=g)
    K("下周一例会不开了", cdel(2, title="例会", date=M1), cat=c, given=g)
    K("周六那个排班删掉 我自己看店", cdel(0, title="排班", date=SA), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    SU, M, T, W, TH, F = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    g = [ev("老伴复查", dt(M, 9), dt(M, 10)), ev("带孙子游泳", dt(T, 15), dt(T, 16, 30)),
         ev("带孙子游泳", dt(TH, 15), dt(TH, 16, 30)), ev("社区体检", dt(W, 7, 30), dt(W, 9))]
    K("孙子周四要去他姥姥家 游泳那个删了", cdel(2, title="游泳", date=TH), cat=c, given=g)
    K("社区体检推到下个月了 先删掉", cdel(3, title="社区体检"), cat=c, given=g)
    K("周二下午三点那个不去了", cdel(1, date=T), cat=c, given=g)
    K("老伴复查取消 医生出差", cdel(0, title="老伴复查"), cat=c, given=g)
    g = [ev("逛早市", dt(SU, 6, 30), dt(SU, 8)), ev("逛早市", dt(wk(1, 7), 6, 30), dt(wk(1, 7), 8)),
         ev("旅游团集合", dt(wk(1, 3), 6), dt(wk(1, 3), 7))]
    K("明天下雨 早市不去了", cdel(0, title="早市", date=SU), cat=c, given=g)
    K("旅游团退了 集合那个删掉", cdel(2, title="集合"), cat=c, given=g)

# =============================================================================== multi
c = "multi"
with use(now=NA, pref="future", **Z):
    W, TH, F, SA, SU, NM = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    g = [ev("夜班", dt(W, 19), dt(TH, 7)), ev("牙科复诊", dt(TH, 14), dt(TH, 15))]
    KM("复诊取消 改成周五下午两点去拔牙", [cdel(1, title="复诊"), cc("去拔牙", dt(F, 14))], cat=c, given=g)
    KM("明天夜班推迟一小时 再看看周四还有什么", [cu(0, title="夜班", date=W, start=dt(W, 20)), cl(TH)], cat=c, given=g)
    KM("周六下午三点跟小刘换班 顺便查下周六杭州天气", [cc("跟小刘换班", dt(SA, 15)), wx("Hangzhou", SA)], cat=c)
    KM("周四下了夜班想跑个步 杭州周四天气咋样 适合跑步吗", [wx("Hangzhou", TH), ra("Hangzhou", TH)], cat=c,
       unsure="'周四下了夜班' is context; both questions are about Thursday")
with use(now=NA, pref="past", **Z):
    KM("夜宵二十八 打车回家四十五", [la("28", "food", "夜宵"), la("45", "transport", "打车回家")], cat=c)
    KM("今天食堂午饭15 给科室买水果120", [la("15", "food", "食堂午饭"), la("120", "food", "水果")], cat=c,
       unsure="fruit bought for the ward filed as food")
    KM("这个月工资到账了 11800 房贷扣了4200",
       [la("11800", "salary", "工资", kind="income"), la("4200", "housing", "房贷")], cat=c)
with use(now=NB, pref="future", **Z):
    TH, F, SA, SU, M1 = rel(1), rel(2), rel(3), rel(4), rel(5)
    g = [ev("咖啡豆送货", dt(TH, 9), dt(TH, 10)), ev("店员例会", dt(M1, 19), dt(M1, 20))]
    KM("明天送货改到十点 然后周五下午三点面试一个店员",
       [cu(0, title="送货", date=TH, start=dt(TH, 10)), cc("面试店员", dt(F, 15))], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("例会取消 下周二晚上七点改开个全员会",
       [cdel(1, title="例会"), cc("全员会", dt(wk(1, 2), 19))], cat=c, given=g)
    KM("周六早上八点去批发市场进货 那天广州下雨吗", [cc("去批发市场进货", dt(SA, 8)), wx("Guangzhou", SA)], cat=c)
with use(now=NB, pref="past", **Z):
    KM("牛奶进货640 纸杯 280", [la("640", "food", "牛奶进货"), la("280", "shopping", "纸杯")], cat=c,
       unsure="café supplies: milk filed as food, paper cups as shopping")
    KM("今天收入3260 付了小王工资1800",
       [la("3260", "other", "收入", kind="income"), la("1800", "other", "小王工资")], cat=c,
       unsure="the café's takings: income, category other; wages paid to staff: an expense, category other")
    KM("电费 860 水费 132 网费 199",
       [la("860", "housing", "电费"), la("132", "housing", "水费"), la("199", "housing", "网费")], cat=c)
    KM("这个月进货花了多少 上个月呢", [ls(month_start(), month_end()), ls(month_start(-1), month_end(-1))], cat=c,
       unsure="进货 is no category of the ledger: the whole month's spending is asked")
with use(now=NC, pref="future", **Z):
    SU, M, T, W, TH, F = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    g = [ev("老伴复查", dt(M, 9), dt(M, 10)), ev("带孙子游泳", dt(T, 15), dt(T, 16, 30))]
    KM("复查改到周三上午九点 再查查周三北京天气", [cu(0, title="复查", start=dt(W, 9)), wx("Beijing", W)], cat=c, given=g)
    KM("游泳取消 周二下午改去图书馆看书", [cdel(1, title="游泳"), cc("去图书馆看书", dt(T, 12), dt(T, 18))], cat=c,
       given=g, unsure="周二下午 with no clock in a create: the afternoon's real bounds 12:00–18:00")
    KM("下周三早上六点旅游团集合 查一下下周三青岛天气", [cc("旅游团集合", dt(wk(1, 3), 6)), wx("Qingdao", wk(1, 3))], cat=c)
    KM("明天和后天北京天气怎么样 早上能不能去公园跑步",
       [wx("Beijing", SU), wx("Beijing", M), ra("Beijing", SU), ra("Beijing", M)], cat=c,
       unsure="the running question repeats both days said before (distribute)")
with use(now=NC, pref="past", **Z):
    KM("早市买菜63 给孙子买玩具99", [la("63", "food", "早市买菜"), la("99", "shopping", "玩具")], cat=c)
    KM("养老金到账4860 交了物业费350",
       [la("4860", "salary", "养老金", kind="income"), la("350", "housing", "物业费")], cat=c,
       unsure="a pension filed as income, category salary")
    KM("上半年一共花了多少 看病花了多少",
       [ls(ymd(2035, 1, 1), ymd(2035, 6, 30)), ls(ymd(2035, 1, 1), ymd(2035, 6, 30), "health")], cat=c, conv="halves")

# =============================================================================== composition (and clock, rollover, …)
c = "composition"
with use(now=NA, pref="future", **Z):
    W, TH, F, SA, SU, NM = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    K("明晚七点夜班 到周四早上七点", cc("夜班", dt(W, 19), dt(TH, 7)), cat=c)
    K("周五下了夜班 上午十点去办护照", cc("去办护照", dt(F, 10)), cat=c, unsure="'下了夜班' is context, no part of the title")
    K("周六早上八点半跟护士长交接", cc("跟护士长交接", dt(SA, 8, 30)), cat=c)
    K("周日晚上7点到第二天早上7点 替小周上夜班", cc("替小周上夜班", dt(SU, 19), dt(NM, 7)), cat=c)
    K("后天中午十二点半跟小刘吃饭", cc("跟小刘吃饭", dt(TH, 12, 30)), cat=c)
    K("下周一 上午十点 科室开会", cc("科室开会", dt(NM, 10)), cat=c)
    K("周四下午两点到三点半院感培训", cc("院感培训", dt(TH, 14), dt(TH, 15, 30)), cat=c)
    K("凌晨两点记得给3床换药", cc("给3床换药", dt(W, 2)), cat=c,
      unsure="凌晨 + hour without a day said at 23:10: the coming night's 02:00 (tomorrow's date)")
with use(now=NB, pref="future", **Z):
    TH, F, SA, SU, M1 = rel(1), rel(2), rel(3), rel(4), rel(5)
    K("明天上午十点修咖啡机 师傅会来", cc("修咖啡机", dt(TH, 10)), cat=c, unsure="'师傅会来' is context, no part of the title")
    K("周五下午三点面试兼职", cc("面试兼职", dt(F, 15)), cat=c)
    K("今天关门后9点盘点", cc("盘点", dt(today(), 21)), cat=c, conv="bare-hour",
      unsure="关门后 is context; a bare 9 said at 12:40 with 今天 reads 21:00")
    K("周三下午四点收牛奶", cc("收牛奶", dt(today(), 16)), cat=c)
    K("周六早上六点半来店里备料", cc("来店里备料", dt(SA, 6, 30)), cat=c)
    K("下周一下午两点 跟房东谈续租 别忘了", cc("跟房东谈续租", dt(M1, 14)), cat=c)
with use(now=NC, pref="future", **Z):
    SU, M, T, W, TH, F = rel(1), rel(2), rel(3), rel(4), rel(5), rel(6)
    K("明天上午九点带孙子去公园", cc("带孙子去公园", dt(SU, 9)), cat=c)
    K("下周二下午三点半 老伴去理发", cc("老伴去理发", dt(T, 15, 30)), cat=c)
    K("两点半去超市买菜", cc("去超市买菜", dt(today(), 14, 30)), cat=c, conv="bare-hour")
    K("下个月15号上午九点去社保局", cc("去社保局", dt(ymd(2035, 7, 15), 9)), cat=c)
    K("孙女周五放假 来家里住 周五下午五点去车站接她", cc("去车站接她", dt(F, 17)), cat=c,
      unsure="the context before the request is no title")

c = "clock"
with use(now=NA, pref="future", **Z):
    K("7点提醒我交班", cc("交班", dt(rel(1), 19)), cat=c, conv="bare-hour",
      unsure="said at 23:10: a bare 7 reads 19:00, passed today, so tomorrow 19:00 (a nurse may mean 07:00)")
    K("明早差十分七点叫我起来", cc("叫我起来", dt(rel(1), 6, 50)), cat=c,
      unsure="叫我起来 kept as the title (a wake-up call)")
with use(now=NB, pref="future", **Z):
    K("明早七点三刻开店", cc("开店", dt(rel(1), 7, 45)), cat=c)
    K("下午三点一刻 面包店送货", cc("面包店送货", dt(today(), 15, 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("晚上八点半 跟老伴看戏", cc("跟老伴看戏", dt(today(), 20, 30)), cat=c)

c = "rollover"
with use(now=NA, pref="future", **Z):
    K("周二晚上九点 交接病历", cc("交接病历", dt(wk(1, 2), 21)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周三上午十点进货", cc("进货", dt(wk(1, 3), 10)), cat=c)
    K("12点跟房东吃饭", cc("跟房东吃饭", dt(rel(1), 12)), cat=c, conv="bare-hour",
      unsure="said at 12:40: a bare 12 has passed and reads tomorrow's noon")
with use(now=NC, pref="future", **Z):
    K("周六上午十点 老年大学书法课", cc("老年大学书法课", dt(rel(7), 10)), cat=c)
    K("两点去银行取钱", cc("去银行取钱", dt(rel(1), 14)), cat=c, conv="bare-hour",
      unsure="said at 14:10: a bare 2 has passed and reads tomorrow 14:00 (a Sunday)")

c = "location"
with use(now=NA, pref="future", **Z):
    K("周五下午两点 在医院门口的星巴克 跟小刘见面", cc("跟小刘见面", dt(rel(3), 14), location="医院门口的星巴克"), cat=c)
    K("下周二上午九点体检 地点：职工医院二楼", cc("体检", dt(wk(1, 2), 9), location="职工医院二楼"), cat=c)
    K("周四晚上七点 在护士站 开个小会", cc("开个小会", dt(rel(2), 19), location="护士站"), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天下午两点在万达三楼看新店面", cc("看新店面", dt(rel(1), 14), location="万达三楼"), cat=c)
    K("下周一上午十点 跟供应商签合同 地点是他们公司", cc("跟供应商签合同", dt(wk(1, 1), 10), location="他们公司"), cat=c)
    K("周五晚上八点 店员聚餐 在楼下火锅店", cc("店员聚餐", dt(rel(2), 20), location="楼下火锅店"), cat=c)
with use(now=NC, pref="future", **Z):
    K("周一上午十点 在社区医院量血压", cc("量血压", dt(rel(2), 10), location="社区医院"), cat=c)
    K("下周五中午在全聚德给老伴过生日", cc("给老伴过生日", dt(rel(6), 12), location="全聚德"), cat=c)
    K("明天上午九点半 孙子的钢琴汇报演出 地点：少年宫小剧场",
      cc("孙子的钢琴汇报演出", dt(rel(1), 9, 30), location="少年宫小剧场"), cat=c)

c = "range"
with use(now=NC, pref="future", **Z):
    K("7月8号到12号跟团去桂林", cc("跟团去桂林", ymd(2035, 7, 8), ymd(2035, 7, 12)), cat=c)
    K("下个月我跟老伴都有啥安排", cl(ymd(2035, 7, 1), ymd(2035, 7, 31)), cat=c)
    K("这周末有啥事", cl(today(), rel(1)), cat=c)
    K("下周有啥安排 念给我听", cl(wk(1, 1), wk(1, 7)), cat=c, conv="week-monday-sunday")
with use(now=NB, pref="future", **Z):
    K("周四到周日店里有什么安排", cl(rel(1), rel(4)), cat=c)
with use(now=NA, pref="future", **Z):
    K("这周还有几个班", cl(wk(0, 1), wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="'还有几个班' asks for the week's calendar; the whole Monday–Sunday week is written as earlier rounds do")
with use(now=NC, pref="past", **Z):
    K("这个月一共花了多少", ls(month_start(), month_end()), cat=c)
    K("上半年买药花了多少钱", ls(ymd(2035, 1, 1), ymd(2035, 6, 30), "health"), cat=c, conv="halves")
with use(now=NB, pref="past", **Z):
    K("上礼拜店里一共花出去多少", ls(wk(-1, 1), wk(-1, 7)), cat=c)
    K("7月份的账给我看看", ll(ymd(2035, 7, 1), ymd(2035, 7, 31)), cat=c)
with use(now=NA, pref="past", **Z):
    K("这个月打车花了多少", ls(month_start(), month_end(), "transport"), cat=c)

c = "deadline"
with use(now=NB, pref="future", **Z):
    K("这个月下旬店里有啥安排", cl(ymd(2035, 8, 21), ymd(2035, 8, 31)), cat=c, conv="month-parts")
    K("月底前还有啥要办的", cl(today(), ymd(2035, 8, 31)), cat=c)
    K("20号之前我有啥安排", cl(today(), ymd(2035, 8, 20)), cat=c, conv="zh-qian-inclusive")
with use(now=NB, pref="past", **Z):
    K("上半个月一共花了多少", ls(ymd(2035, 8, 1), ymd(2035, 8, 15)), cat=c, conv="half-month")
    K("最近七天店里一共花了多少钱", ls(rel(-6), today()), cat=c)
    K("这个月到现在吃饭花了多少", ls(month_start(), today(), "food"), cat=c, conv="since")
with use(now=NC, pref="future", **Z):
    K("7月上旬有什么安排", cl(ymd(2035, 7, 1), ymd(2035, 7, 10)), cat=c, conv="month-parts")
    K("未来五天有啥事", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="future", **Z):
    K("元旦前我还有哪些班", cl(today(), ymd(2036, 1, 1)), cat=c, conv="zh-qian-inclusive")
    K("月底之前有什么安排", cl(today(), ymd(2035, 11, 30)), cat=c, conv="zh-qian-inclusive")

c = "money"
with use(now=NA, pref="past", **Z):
    K("夜宵麻辣烫32", la("32", "food", "麻辣烫"), cat=c)
    K("买了双护士鞋 299", la("299", "shopping", "护士鞋"), cat=c)
    K("昨天停车费25", la("25", "transport", "停车费", d=rel(-1)), cat=c)
    K("夜班补贴到账600", la("600", "salary", "夜班补贴", kind="income"), cat=c)
    K("挂号费 十五块", la("15", "health", "挂号费"), cat=c)
with use(now=NB, pref="past", **Z):
    K("咖啡豆进了二十公斤 一共1280", la("1280", "food", "咖啡豆"), cat=c,
      unsure="beans for the café filed as food; 二十公斤 is a quantity, not money")
    K("今天收入2850", la("2850", "other", "收入", kind="income"), cat=c,
      unsure="the café's takings: income, category other")
    K("买了两箱纸杯 一共360", la("360", "shopping", "纸杯"), cat=c)
    K("外卖平台结算到账4630", la("4630", "other", "外卖平台结算", kind="income"), cat=c,
      unsure="a delivery platform's payout: income, category other")
    K("交铺租九千", la("9000", "housing", "铺租"), cat=c)
    K("周一修咖啡机花了450", la("450", "other", "修咖啡机", d=wd(1)), cat=c, unsure="a repair filed as other")
with use(now=NC, pref="past", **Z):
    K("早市买菜四十六块五", la("46.5", "food", "早市买菜"), cat=c)
    K("退休金到了 5230", la("5230", "salary", "退休金", kind="income"), cat=c,
      unsure="a pension filed as income, category salary")
    K("给孙子的红包 500", la("500", "other", "红包"), cat=c)
    K("降压药128", la("128", "health", "降压药"), cat=c)
    K("老年卡充了五十", la("50", "transport", "老年卡"), cat=c, unsure="a senior transit card top-up filed as transport")
    K("周四跟老伴下馆子花了186", la("186", "food", "下馆子", d=wd(4)), cat=c)

c = "weather"
with use(now=NC, pref="future", **Z):
    K("明天北京下雨吗", wx("Beijing", rel(1)), cat=c)
    KM("这周末青岛天气怎么样", [wx("Qingdao", today()), wx("Qingdao", rel(1))], cat=c)
    KM("下周一到周三桂林天气", [wx("Guilin", rel(2)), wx("Guilin", rel(3)), wx("Guilin", rel(4))], cat=c)
with use(now=NA, pref="future", **Z):
    K("感恩节那天上海冷不冷", wx("Shanghai", ymd(2035, 11, 22)), cat=c)
    K("明天下班的时候杭州会下雨吗", wx("Hangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("周六广州有台风吗", wx("Guangzhou", rel(3)), cat=c)

c = "running"
with use(now=NC, pref="future", **Z):
    K("明早适合去公园跑步吗 北京", ra("Beijing", rel(1)), cat=c)
    K("周四早上成都适合慢跑吗", ra("Chengdu", rel(5)), cat=c)
with use(now=NA, pref="future", **Z):
    K("下了夜班想去江边跑一圈 明天杭州适合跑步吗", ra("Hangzhou", rel(1)), cat=c)
with use(now=NB, pref="future", **Z):
    K("今晚关店后能去跑步吗 深圳", ra("Shenzhen"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("平安夜晚上七点跟朋友吃饭", cc("跟朋友吃饭", dt(ymd(2035, 12, 24), 19)), cat=c)
    K("感恩节那天我上什么班", cl(ymd(2035, 11, 22)), cat=c)
    K("双十二那天有安排吗", cl(ymd(2035, 12, 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("国庆节后一天上午十点进货", cc("进货", dt(ymd(2035, 10, 2), 10)), cat=c)
    K("教师节给孙老师送花 下午三点", cc("给孙老师送花", dt(ymd(2035, 9, 10), 15)), cat=c)
with use(now=NC, pref="future", **Z):
    K("建党节那天北京天气怎么样", wx("Beijing", rel(1)), cat=c)

c = "arithmetic"
with use(now=NC, pref="future", **Z):
    K("下个月第一个周一上午十点复查", cc("复查", dt(nth(2035, 7, 1, 1), 10)), cat=c)
with use(now=NB, pref="future", **Z):
    K("这个月最后一个周五晚上七点店里团建", cc("店里团建", dt(lastwd(2035, 8, 5), 19)), cat=c)

c = "duration"
with use(now=NB, pref="future", **Z):
    K("半小时后提醒我关烤箱", cc("关烤箱", C.now + td(minutes=30)), cat=c)
with use(now=NC, pref="future", **Z):
    K("两个小时后提醒我给老伴吃药", cc("给老伴吃药", C.now + td(hours=2)), cat=c)

c = "coordination"
with use(now=NC, pref="future", **Z):
    KM("周二周四下午三点带孙子游泳", [cc("带孙子游泳", dt(rel(3), 15)), cc("带孙子游泳", dt(rel(5), 15))], cat=c,
       conv="distribute")

c = "numeric-date"
with use(now=NC, pref="future", **Z):
    K("7.15上午九点 去社保局办卡", cc("去社保局办卡", dt(ymd(2035, 7, 15), 9)), cat=c)
with use(now=NB, pref="future", **Z):
    K("8/25下午三点 消防检查", cc("消防检查", dt(ymd(2035, 8, 25), 15)), cat=c)

c = "traditional"
with use(now=NB, pref="future", **Z):
    K("禮拜六早上八點去批發市場", cc("去批發市場", dt(rel(3), 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("下禮拜二下午兩點 帶老伴去醫院", cc("帶老伴去醫院", dt(rel(3), 14)), cat=c)
