"""Round 5 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Written as people type on
a phone: code-switching (明天3pm开会, coffee 25), no punctuation (voice input), filler (那个…就是…), polite long
forms and very terse ones, numbers as digits, Chinese numerals and full-width digits, the clock before the day."""
from lib import *

# Round 5 reference times
NR = "2028-02-29T12:30:00"  # Tuesday, leap day, lunch time; 惊蛰 03-05, 妇女节 03-08, 植树节 Sunday 03-12, 清明 04-04
NS = "2028-11-04T15:20:00"  # Saturday afternoon; 立冬 Tuesday 11-07, 双十一 Saturday 11-11, 感恩节 11-23, 双十二 12-12
NT = "2028-06-14T06:10:00"  # Wednesday early morning; 618 and 父亲节 Sunday 06-18, 夏至 06-21, 建党节 07-01
NU = "2028-12-29T23:35:00"  # Friday late night; 跨年 Sunday 12-31, 元旦 Monday 2029-01-01, 腊八 2029-01-22
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== update
c = "update"
with use(now=NR, pref="future", **Z):
    g = [ev("standup", dt(wk(1, 1), 10), dt(wk(1, 1), 10, 15))]
    K("下周一 standup 改到10点半", cu(0, title="standup", date=wk(1, 1), start=dt(wk(1, 1), 10, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("和王总吃饭", dt(rel(1), 12), dt(rel(1), 13, 30))]
    K("明天跟王总吃饭那个推迟一个小时", cu(0, title="王总吃饭", date=rel(1), start=dt(rel(1), 13)), cat=c, given=g)
    g = [ev("牙医复诊", dt(wd(4), 15), dt(wd(4), 16))]
    K("那个…就是周四牙医那个，能不能挪到周五，时间不变", cu(0, title="牙医", date=wd(4), start=dt(wd(5), 15)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("客户电话", dt(today(), 15), dt(today(), 15, 30)), ev("写周报", dt(today(), 17), dt(today(), 17, 30))]
    K("今天下午三点那个改到四点半", cu(0, date=today(), start=dt(today(), 16, 30)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("开会", dt(rel(1), 14), dt(rel(1), 15))]
    K("明天下午两点的开会改个名字叫产品评审", cu(0, title="开会", date=rel(1), new_title="产品评审"), cat=c, given=g)
    g = [ev("部门聚餐", dt(wd(5), 18, 30), dt(wd(5), 21))]
    K("周五部门聚餐换地方了 改在海底捞", cu(0, title="部门聚餐", date=wd(5), location="海底捞"), cat=c, given=g)
    g = [ev("体检", dt(ymd(2028, 3, 1), 8), dt(ymd(2028, 3, 1), 9))]
    K("体检往后推一周", cu(0, title="体检", start=dt(ymd(2028, 3, 8), 8)), cat=c, given=g)
    g = [ev("交房租", today(), today())]
    K("今天交房租那个改到3月1号", cu(0, title="交房租", date=today(), start=ymd(2028, 3, 1)), cat=c, given=g)
with use(now=NS, pref="future", **Z):
    g = [ev("家长会", dt(wk(1, 2), 19), dt(wk(1, 2), 20, 30))]
    K("下周二家长会提前半小时", cu(0, title="家长会", date=wk(1, 2), start=dt(wk(1, 2), 18, 30)), cat=c, given=g)
    g = [ev("看电影", dt(today(), 19, 30), dt(today(), 21, 30))]
    K("今晚看电影改成八点十分", cu(0, title="看电影", date=today(), start=dt(today(), 20, 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("1:1 with Kevin", dt(wk(1, 1), 14), dt(wk(1, 1), 14, 30))]
    K("下周一跟Kevin的1:1挪到周二 同一时间", cu(0, title="Kevin", date=wk(1, 1), start=dt(wk(1, 2), 14)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("双十一直播", dt(hol("双十一"), 20), dt(hol("双十一"), 23))]
    K("双十一那天晚上的直播改到七点开始", cu(0, title="直播", date=hol("双十一"), start=dt(hol("双十一"), 19)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("跑步", dt(rel(1), 7), dt(rel(1), 8)), ev("跑步", dt(wk(1, 2), 7), dt(wk(1, 2), 8))]
    K("明天早上跑步改到七点半", cu(0, title="跑步", date=rel(1), start=dt(rel(1), 7, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("面试", dt(wk(1, 3), 10), dt(wk(1, 3), 11))]
    K("下周三面试改到１４:００", cu(0, title="面试", date=wk(1, 3), start=dt(wk(1, 3), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("装修验收", dt(wk(1, 4), 9), dt(wk(1, 4), 11))]
    K("周四装修验收那个 结束时间延到中午十二点", cu(0, title="装修验收", date=wd(4), end=dt(wk(1, 4), 12)), cat=c, given=g)
    g = [ev("Brunch with Lily", dt(rel(1), 11), dt(rel(1), 12, 30))]
    K("明天 brunch 改到12点", cu(0, title="brunch", date=rel(1), start=dt(rel(1), 12)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NT, pref="future", **Z):
    g = [ev("送孩子上学", dt(today(), 7, 20), dt(today(), 7, 40))]
    K("今天早上送孩子改成七点", cu(0, title="送孩子", date=today(), start=dt(today(), 7)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("晨会", dt(today(), 9), dt(today(), 9, 30))]
    K("晨会推迟二十分钟", cu(0, title="晨会", start=dt(today(), 9, 20)), cat=c, given=g)
    g = [ev("618抢购", dt(hol("618"), 20), dt(hol("618"), 21))]
    K("618抢购那个提前到零点", cu(0, title="618抢购", start=dt(hol("618"), 0)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("和房东签合同", dt(wd(6), 10), dt(wd(6), 11))]
    K("周六和房东签合同 改在中介门店", cu(0, title="房东签合同", date=wd(6), location="中介门店"), cat=c, given=g)
    g = [ev("瑜伽", dt(today(), 19), dt(today(), 20)), ev("瑜伽", dt(wd(5), 19), dt(wd(5), 20))]
    K("周五的瑜伽改到周六上午十点", cu(1, title="瑜伽", date=wd(5), start=dt(wd(6), 10)), cat=c, given=g)
    g = [ev("周会", dt(rel(1), 10), dt(rel(1), 11))]
    K("把明天的周会改名为 Q3 kickoff", cu(0, title="周会", date=rel(1), new_title="Q3 kickoff"), cat=c, given=g)
    g = [ev("父亲节家宴", dt(hol("fathers"), 18), dt(hol("fathers"), 20))]
    K("父亲节家宴往后推一天", cu(0, title="父亲节家宴", start=dt(hol("fathers") + td(days=1), 18)), cat=c, given=g)
    g = [ev("健身", dt(today(), 18), dt(today(), 19))]
    K("健身改到晚上八点", cu(0, title="健身", start=dt(today(), 20)), cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NU, pref="future", **Z):
    g = [ev("跨年聚会", dt(ymd(2028, 12, 31), 20), dt(ymd(2029, 1, 1), 1))]
    K("跨年聚会改到晚上九点开始", cu(0, title="跨年聚会", start=dt(ymd(2028, 12, 31), 21)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("元旦爬山", dt(hol("元旦"), 7), dt(hol("元旦"), 12))]
    K("元旦爬山改成一月二号 时间不变", cu(0, title="元旦爬山", start=dt(ymd(2029, 1, 2), 7)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("年终总结", dt(wk(1, 2), 14), dt(wk(1, 2), 16))]
    K("年终总结挪到1月3号下午三点", cu(0, title="年终总结", start=dt(ymd(2029, 1, 3), 15)), cat=c, given=g)
    g = [ev("理发", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天理发推后一个半小时", cu(0, title="理发", date=rel(1), start=dt(rel(1), 11, 30)), cat=c, given=g)
    g = [ev("去机场接人", dt(rel(1), 16), dt(rel(1), 17))]
    K("明天那个改到五点", cu(0, date=rel(1), start=dt(rel(1), 17)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
    g = [ev("年会", dt(ymd(2029, 1, 12), 18), dt(ymd(2029, 1, 12), 21))]
    K("年会地点改到 JW万豪酒店", cu(0, title="年会", location="JW万豪酒店"), cat=c, given=g)
    g = [ev("看跨年演唱会", dt(ymd(2028, 12, 31), 19, 30), dt(ymd(2028, 12, 31), 23, 30))]
    K("跨年演唱会结束时间改成凌晨一点", cu(0, title="跨年演唱会", end=dt(ymd(2029, 1, 1), 1)), cat=c, given=g,
      unsure="an end clock earlier than the start read as the next day's (凌晨一点 after a 19:30 start)")
    g = [ev("team sync", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("下周一的team sync 元旦放假 改到周二上午10点", cu(0, title="team sync", date=wk(1, 1), start=dt(wk(1, 2), 10)), cat=c,
      given=g)

# =============================================================================== delete
c = "delete"
with use(now=NR, pref="future", **Z):
    g = [ev("羽毛球", dt(rel(1), 19), dt(rel(1), 21))]
    K("明天羽毛球取消", cdel(0, title="羽毛球", date=rel(1)), cat=c, given=g)
    g = [ev("周会", dt(wd(4), 10), dt(wd(4), 11)), ev("HR面谈", dt(wd(4), 15), dt(wd(4), 15, 30))]
    K("周四下午三点那个删掉", cdel(1, date=wd(4)), cat=c, given=g)
    g = [ev("交房租", today(), today())]
    K("那个…今天交房租的提醒删了吧 已经交了", cdel(0, title="交房租", date=today()), cat=c, given=g)
    g = [ev("weekly review", dt(wd(5), 16), dt(wd(5), 17))]
    K("周五的weekly review取消", cdel(0, title="weekly review", date=wd(5)), cat=c, given=g)
    g = [ev("带孩子种树", hol("植树节"), hol("植树节"))]
    K("植树节那天的安排删掉", cdel(0, date=hol("植树节")), cat=c, given=g)
with use(now=NS, pref="future", **Z):
    g = [ev("钢琴课", dt(rel(1), 10), dt(rel(1), 11)), ev("钢琴课", dt(wk(1, 7), 10), dt(wk(1, 7), 11))]
    K("明天钢琴课老师请假了删一下", cdel(0, title="钢琴课", date=rel(1)), cat=c, given=g)
    g = [ev("和小刘打球", dt(today(), 18), dt(today(), 20))]
    K("今晚和小刘打球取消吧他来不了", cdel(0, title="和小刘打球", date=today()), cat=c, given=g)
    g = [ev("双十一抢购", dt(hol("双十一"), 0), dt(hol("双十一"), 1))]
    K("双十一零点抢购那个不要了", cdel(0, title="抢购", date=hol("双十一")), cat=c, given=g)
    g = [ev("去4S店", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("下周三去4S店的安排删掉", cdel(0, title="去4S店", date=wk(1, 3)), cat=c, given=g)
    g = [ev("感恩节聚餐", dt(hol("thanksgiving"), 18), dt(hol("thanksgiving"), 21))]
    K("感恩节聚餐取消", cdel(0, title="感恩节聚餐"), cat=c, given=g)
with use(now=NT, pref="future", **Z):
    g = [ev("晨跑", dt(today(), 6, 30), dt(today(), 7, 30))]
    K("下雨了今天晨跑删了", cdel(0, title="晨跑", date=today()), cat=c, given=g)
    g = [ev("618直播", dt(hol("618"), 20), dt(hol("618"), 22))]
    K("618直播那个取消掉", cdel(0, title="618直播"), cat=c, given=g)
    g = [ev("开会", dt(today(), 10), dt(today(), 11)), ev("开会", dt(today(), 15), dt(today(), 16))]
    K("今天下午的会删掉", cdel(1, title="会", date=today()), cat=c, given=g)
    g = [ev("Dentist", dt(wd(5), 9), dt(wd(5), 10))]
    K("周五dentist取消", cdel(0, title="dentist", date=wd(5)), cat=c, given=g)
    g = [ev("夏至烧烤", dt(hol("夏至"), 18), dt(hol("夏至"), 21))]
    K("夏至那天烧烤不搞了 删了", cdel(0, title="烧烤", date=hol("夏至")), cat=c, given=g)
with use(now=NU, pref="future", **Z):
    g = [ev("跨年夜聚会", dt(ymd(2028, 12, 31), 20), dt(ymd(2029, 1, 1), 1))]
    K("跨年夜聚会取消了", cdel(0, title="跨年夜聚会"), cat=c, given=g)
    g = [ev("加班", dt(rel(1), 9), dt(rel(1), 18))]
    K("明天不用加班了 删掉", cdel(0, title="加班", date=rel(1)), cat=c, given=g)
    g = [ev("年终述职", dt(wk(1, 2), 10), dt(wk(1, 2), 11)), ev("年终述职彩排", dt(rel(1), 15), dt(rel(1), 16))]
    K("述职彩排删了", cdel(1, title="述职彩排"), cat=c, given=g)
    g = [ev("元旦回老家", hol("元旦"), hol("元旦") + td(days=2))]
    K("元旦回老家的行程删除", cdel(0, title="回老家", date=hol("元旦")), cat=c, given=g)
    g = [ev("理发", dt(rel(1), 10), dt(rel(1), 11))]
    K("明早十点那个删了", cdel(0, date=rel(1)), cat=c, given=g)
    g = [ev("KTV", dt(rel(1), 20), dt(rel(1), 23))]
    K("KTV 取消", cdel(0, title="KTV"), cat=c, given=g)
    g = [ev("腊八施粥", dt(hol("腊八"), 8), dt(hol("腊八"), 11))]
    K("腊八那天施粥的活动取消", cdel(0, title="施粥", date=hol("腊八")), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NR, pref="past", **Z):
    K("午饭 35", la("35", "food", "午饭"), cat=c)
    K("帮我记一下 coffee 25", la("25", "food", "coffee"), cat=c)
    K("今天打车 ３８元", la("38", "transport", "打车"), cat=c)
    K("二月最后一天 交了房租 四千二", la("4200", "housing", "房租"), cat=c)
    K("昨天 lunch 一百二 请客户的", la("120", "food", "lunch", d=rel(-1)), cat=c)
    K("工资到账 15800", la("15800", "salary", "工资", kind="income"), cat=c)
    K("健身卡续费 2999", la("2999", "health", "健身卡"), cat=c)
    K("周日给老婆买了束花 299", la("299", "shopping", "花", d=wd(7)), cat=c)
    K("那个 就是 刚才买了杯奶茶 十六块", la("16", "food", "奶茶"), cat=c)
with use(now=NS, pref="past", **Z):
    K("双十一预售付了定金 三百", la("300", "shopping", "定金"), cat=c)
    K("滴滴 23.5", la("23.5", "transport", "滴滴"), cat=c)
    K("今天早上加油 三百五", la("350", "transport", "加油"), cat=c)
    K("周四看牙 花了八百八", la("880", "health", "看牙", d=wd(4)), cat=c)
    K("闲鱼卖了个旧 iPad 收入1500", la("1500", "other", "iPad", kind="income"), cat=c)
    K("奖金 ５０００ 到账了", la("5000", "salary", "奖金", kind="income"), cat=c)
    K("电费 二百一十三块四", la("213.4", "housing", "电费"), cat=c)
    K("宽带续费一年 960", la("960", "housing", "宽带"), cat=c)
    K("帮我记账 starbucks 38", la("38", "food", "starbucks"), cat=c)
with use(now=NT, pref="past", **Z):
    K("早饭 包子 6块", la("6", "food", "包子"), cat=c)
    K("昨晚打车回家 67", la("67", "transport", "打车回家", d=rel(-1)), cat=c)
    K("提前买了个 Switch 1999", la("1999", "shopping", "Switch"), cat=c)
    K("给爸买了父亲节礼物 剃须刀 599", la("599", "shopping", "剃须刀"), cat=c)
    K("上周六 电影票两张 九十六", la("96", "entertainment", "电影票", d=wk(-1, 6)), cat=c)
    K("孩子暑假班学费 三千六百元整", la("3600", "education", "暑假班"), cat=c)
    K("兼职工资到账 800", la("800", "salary", "兼职工资", kind="income"), cat=c)
    K("猫粮 一百五", la("150", "shopping", "猫粮"), cat=c)
with use(now=NU, pref="past", **Z):
    K("刚才跨年前聚餐 AA 每人 188", la("188", "food", "聚餐"), cat=c)
    K("年终奖到账 三万二", la("32000", "salary", "年终奖", kind="income"), cat=c)
    K("今天打车一共 126", la("126", "transport", "打车"), cat=c)
    K("前天看电影 80", la("80", "entertainment", "看电影", d=rel(-2)), cat=c)
    K("元旦回家的机票 1280", la("1280", "transport", "机票"), cat=c)
    K("买了本台历 ３９．９", la("39.9", "shopping", "台历"), cat=c)
    K("体检套餐 六百九十八", la("698", "health", "体检套餐"), cat=c)
    K("这个月物业费 四百五", la("450", "housing", "物业费"), cat=c)
    K("宵夜烤串 九十二", la("92", "food", "烤串"), cat=c)
    K("东京买的手机壳 3000日元", la("3000", "shopping", "手机壳", cur="JPY"), cat=c)
    K("在香港饮茶花了 480港币", la("480", "food", "饮茶", cur="HKD"), cat=c)
    K("麻烦帮我记一笔账 今天给孩子买了两本绘本 一共八十六块 谢谢", la("86", "education", "绘本"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NR, pref="past", **Z):
    KM("午饭 35 晚饭 60", [la("35", "food", "午饭"), la("60", "food", "晚饭")], cat=c)
    KM("记两笔 coffee 28 taxi 45", [la("28", "food", "coffee"), la("45", "transport", "taxi")], cat=c)
    KM("帮我看一下这个月花了多少\n再列一下最近5笔", [ls(month_start(), month_end()), ll(limit=5)], cat=c)
with use(now=NR, pref="future", **Z):
    KM("明天3pm开会 顺便看下明天上海天气", [cc("开会", dt(rel(1), 15)), wx("Shanghai", rel(1))], cat=c)
    g = [ev("周会", dt(wd(4), 9), dt(wd(4), 10))]
    KM("周四的周会改到十点半，然后看看周四还有啥", [cu(0, title="周会", date=wd(4), start=dt(wd(4), 10, 30)), cl(wd(4))],
       cat=c, given=g, conv=["clock-only-keeps-day", "bare-hour"])
    KM("明天上午九点体检 下午三点去银行", [cc("体检", dt(rel(1), 9)), cc("去银行", dt(rel(1), 15))], cat=c,
       conv="distribute")
with use(now=NS, pref="past", **Z):
    KM("早饭12 午饭38 奶茶16", [la("12", "food", "早饭"), la("38", "food", "午饭"), la("16", "food", "奶茶")], cat=c)
    KM("今天加油300然后洗车40", [la("300", "transport", "加油"), la("40", "transport", "洗车")], cat=c)
    KM("这周花了多少 上周呢", [ls(wk(0, 1), wk(0, 7)), ls(wk(-1, 1), wk(-1, 7))], cat=c)
with use(now=NS, pref="future", **Z):
    KM("明天北京和天津天气", [wx("Beijing", rel(1)), wx("Tianjin", rel(1))], cat=c)
    KM("下周一下午三点开会，还有下周二上午十点面试", [cc("开会", dt(wk(1, 1), 15)), cc("面试", dt(wk(1, 2), 10))], cat=c)
    KM("明天上午十点跑步，顺便看看明天杭州适不适合跑", [cc("跑步", dt(rel(1), 10)), ra("Hangzhou", rel(1))], cat=c)
    g = [ev("瑜伽", dt(wd(2), 19), dt(wd(2), 20))]
    KM("取消周二的瑜伽 再帮我加个周三晚上七点的普拉提", [cdel(0, title="瑜伽", date=wd(2)), cc("普拉提", dt(wd(3), 19))],
       cat=c, given=g)
with use(now=NT, pref="past", **Z):
    KM("早饭 8\n地铁 4", [la("8", "food", "早饭"), la("4", "transport", "地铁")], cat=c)
    KM("午饭25 还有打车32", [la("25", "food", "午饭"), la("32", "transport", "打车")], cat=c)
    KM("记一下：房租 4800，水电 260，网费 100",
       [la("4800", "housing", "房租"), la("260", "housing", "水电"), la("100", "housing", "网费")], cat=c)
with use(now=NT, pref="future", **Z):
    KM("今天下午两点开会 然后提醒我四点去接孩子", [cc("开会", dt(today(), 14)), cc("去接孩子", dt(today(), 16))], cat=c,
       conv="bare-hour")
    g = [ev("晚饭", dt(wd(5), 18, 30), dt(wd(5), 20))]
    KM("把周五的晚饭改到周六 再看下周六成都天气", [cu(0, title="晚饭", date=wd(5), start=dt(wd(6), 18, 30)),
                                   wx("Chengdu", wd(6))], cat=c, given=g, conv="move-keeps-clock")
    KM("父亲节中午十二点请爸吃饭 顺便查下那天南京天气",
       [cc("请爸吃饭", dt(hol("fathers"), 12)), wx("Nanjing", hol("fathers"))], cat=c)
    KM("周五 lunch with Amy 12点\n周六 羽毛球 上午10点",
       [cc("lunch with Amy", dt(wd(5), 12)), cc("羽毛球", dt(wd(6), 10))], cat=c)
with use(now=NU, pref="past", **Z):
    KM("今天年终奖到账 32000 顺便看看这个月一共花了多少",
       [la("32000", "salary", "年终奖", kind="income"), ls(month_start(), month_end())], cat=c)
    KM("今年花了多少 还有今年工资一共进了多少",
       [ls(ymd(2028, 1, 1), ymd(2028, 12, 31)), ls(ymd(2028, 1, 1), ymd(2028, 12, 31), "salary")], cat=c)
    KM("打车 56 宵夜 88", [la("56", "transport", "打车"), la("88", "food", "宵夜")], cat=c)
with use(now=NU, pref="future", **Z):
    KM("明天上午十点跟朋友打球 另外后天北京天气怎么样", [cc("跟朋友打球", dt(rel(1), 10)), wx("Beijing", rel(2))], cat=c)
    g = [ev("跨年聚会", dt(ymd(2028, 12, 31), 20), dt(ymd(2029, 1, 1), 1)), ev("元旦爬山", dt(hol("元旦"), 7), dt(hol("元旦"), 12))]
    KM("跨年聚会改到晚上九点，然后把元旦爬山删了",
       [cu(0, title="跨年聚会", start=dt(ymd(2028, 12, 31), 21)), cdel(1, title="元旦爬山")], cat=c, given=g,
       conv="clock-only-keeps-day")
    KM("上海明天后天天气", [wx("Shanghai", rel(1)), wx("Shanghai", rel(2))], cat=c)
    KM("周日下午两点去超市 周一上午十点回老家", [cc("去超市", dt(wd(7), 14)), cc("回老家", dt(wd(1), 10))], cat=c)
    KM("看看1号到3号有什么安排 再看看那几天天津天气",
       [cl(ymd(2029, 1, 1), ymd(2029, 1, 3))] + [wx("Tianjin", ymd(2029, 1, d)) for d in (1, 2, 3)], cat=c)
    KM("明天下午三点理发 然后五点去接爸妈 帮我都记上",
       [cc("理发", dt(rel(1), 15)), cc("去接爸妈", dt(rel(1), 17))], cat=c, conv=["bare-hour", "distribute"])

# =============================================================================== composition
c = "composition"
with use(now=NR, pref="future", **Z):
    K("明天3pm开会", cc("开会", dt(rel(1), 15)), cat=c)
    K("周五 lunch with Amy 12点", cc("lunch with Amy", dt(wd(5), 12)), cat=c)
    K("下午四点 今天 给客户回电话", cc("给客户回电话", dt(today(), 16)), cat=c)
    K("那个…就是…后天上午十点半 帮我约个理发", cc("理发", dt(rel(2), 10, 30)), cat=c)
    K("３月３号 上午９点 体检", cc("体检", dt(ymd(2028, 3, 3), 9)), cat=c)
    K("下周二晚上七点半 跟老婆看电影", cc("跟老婆看电影", dt(wk(1, 2), 19, 30)), cat=c)
    K("周四早上八点一刻 送车去保养", cc("送车去保养", dt(wd(4), 8, 15)), cat=c)
    K("周日中午十二点半和爸妈吃饭", cc("和爸妈吃饭", dt(wd(7), 12, 30)), cat=c)
    K("十点 下周一 面试", cc("面试", dt(wk(1, 1), 10)), cat=c, conv="bare-hour")
    K("明天下午 两点到三点半 跟设计对稿", cc("跟设计对稿", dt(rel(1), 14), dt(rel(1), 15, 30)), cat=c)
with use(now=NS, pref="future", **Z):
    K("明天上午十点和Lily吃brunch", cc("和Lily吃brunch", dt(rel(1), 10)), cat=c)
    K("下周三 2pm 季度review", cc("季度review", dt(wk(1, 3), 14)), cat=c)
    K("今晚8点半视频会议", cc("视频会议", dt(today(), 20, 30)), cat=c)
    K("周一上午九点到十一点 新员工培训", cc("新员工培训", dt(wd(1), 9), dt(wd(1), 11)), cat=c)
    K("11月8号 下午两点 签合同", cc("签合同", dt(ymd(2028, 11, 8), 14)), cat=c)
    K("麻烦帮我在日历上加一下 下周五下午三点到五点 部门分享会 谢谢",
      cc("部门分享会", dt(wk(1, 5), 15), dt(wk(1, 5), 17)), cat=c)
    K("明早七点叫车去机场", cc("叫车去机场", dt(rel(1), 7)), cat=c)
    K("六点半 今天 去接孩子", cc("去接孩子", dt(today(), 18, 30)), cat=c, conv="bare-hour")
    K("后天下午两点半到三点半 家长会", cc("家长会", dt(rel(2), 14, 30), dt(rel(2), 15, 30)), cat=c)
    K("周二 dinner with team 七点", cc("dinner with team", dt(wd(2), 19)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **Z):
    K("今天8点 送材料", cc("送材料", dt(today(), 8)), cat=c, conv="bare-hour")
    K("今天中午十二点 和同事吃饭", cc("和同事吃饭", dt(today(), 12)), cat=c)
    K("明天 9:30am 客户拜访", cc("客户拜访", dt(rel(1), 9, 30)), cat=c)
    K("周五下午两点到四点 面试候选人", cc("面试候选人", dt(wd(5), 14), dt(wd(5), 16)), cat=c)
    K("这周六早上六点半 去爬山", cc("去爬山", dt(wk(0, 6), 6, 30)), cat=c)
    K("下周一上午十点开组会", cc("开组会", dt(wk(1, 1), 10)), cat=c)
    K("周日下午三点带儿子去游泳", cc("带儿子去游泳", dt(wd(7), 15)), cat=c)
    K("明晚七点到九点 线上课", cc("线上课", dt(rel(1), 19), dt(rel(1), 21)), cat=c)
    K("下午五点三刻 今天 取快递", cc("取快递", dt(today(), 17, 45)), cat=c)
    K("周四 11:00 review PPT", cc("review PPT", dt(wd(4), 11)), cat=c)
with use(now=NU, pref="future", **Z):
    K("明天早上十点 跟朋友打球", cc("跟朋友打球", dt(rel(1), 10)), cat=c)
    K("31号晚上八点 跨年饭", cc("跨年饭", dt(ymd(2028, 12, 31), 20)), cat=c)
    K("1月2号上午九点 开工会", cc("开工会", dt(ymd(2029, 1, 2), 9)), cat=c)
    K("周日下午两点去超市囤货", cc("去超市囤货", dt(wd(7), 14)), cat=c)
    K("下周三 晚上７点 聚餐", cc("聚餐", dt(wk(1, 3), 19)), cat=c)
    K("明天中午 12:30 和表姐吃饭", cc("和表姐吃饭", dt(rel(1), 12, 30)), cat=c)
    K("明天晚上十点到十一点半 跟老同学语音", cc("跟老同学语音", dt(rel(1), 22), dt(rel(1), 23, 30)), cat=c)
    K("两点 明天下午 去银行", cc("去银行", dt(rel(1), 14)), cat=c)
    K("下周二早上八点半 牙医", cc("牙医", dt(wk(1, 2), 8, 30)), cat=c)
    K("这么晚了 先记一下 后天上午十一点 取蛋糕", cc("取蛋糕", dt(rel(2), 11)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NR, pref="future", **Z):
    K("明天下午三点和王总在公司开会", cc("和王总开会", dt(rel(1), 15), location="公司"), cat=c)
    K("周四晚上七点在海底捞聚餐", cc("聚餐", dt(wd(4), 19), location="海底捞"), cat=c)
    K("下周一上午十点 地点：3号会议室 项目启动会", cc("项目启动会", dt(wk(1, 1), 10), location="3号会议室"), cat=c)
    K("周五下午四点在 WeWork 见投资人", cc("见投资人", dt(wd(5), 16), location="WeWork"), cat=c)
with use(now=NS, pref="future", **Z):
    K("明天中午在万象城吃 brunch", cc("吃 brunch", dt(rel(1), 12), location="万象城"), cat=c)
    K("下周二下午两点在人民医院复查", cc("复查", dt(wk(1, 2), 14), location="人民医院"), cat=c)
    K("周三晚上八点在 Blue Note 听爵士", cc("听爵士", dt(wd(3), 20), location="Blue Note"), cat=c)
    K("下周五下午三点在星巴克见客户", cc("见客户", dt(wk(1, 5), 15), location="星巴克"), cat=c)
with use(now=NT, pref="future", **Z):
    K("今天下午四点在学校门口接孩子", cc("接孩子", dt(today(), 16), location="学校门口"), cat=c)
    K("周六上午十点在奥体中心打羽毛球", cc("打羽毛球", dt(wd(6), 10), location="奥体中心"), cat=c)
    K("明天上午九点半 地点是市民中心 办护照", cc("办护照", dt(rel(1), 9, 30), location="市民中心"), cat=c)
    K("周五晚上七点在老王家打麻将", cc("打麻将", dt(wd(5), 19), location="老王家"), cat=c)
with use(now=NU, pref="future", **Z):
    K("明天下午两点在西湖边拍照", cc("拍照", dt(rel(1), 14), location="西湖边"), cat=c)
    K("31号晚上十点在外滩跨年", cc("跨年", dt(ymd(2028, 12, 31), 22), location="外滩"), cat=c)
    K("明天晚上七点在老地方吃火锅", cc("吃火锅", dt(rel(1), 19), location="老地方"), cat=c)
    K("后天上午十点在区政府办事大厅办居住证", cc("办居住证", dt(rel(2), 10), location="区政府办事大厅"), cat=c)

# =============================================================================== range (look-ups over ranges)
c = "range"
with use(now=NR, pref="future", **Z):
    K("下周都有啥安排", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("3月1号到3月5号有哪些会", cl(ymd(2028, 3, 1), ymd(2028, 3, 5)), cat=c)
    K("这周末有啥安排", cl(wd(6), wd(7)), cat=c)
with use(now=NR, pref="past", **Z):
    K("2月份吃饭一共花了多少", ls(ymd(2028, 2, 1), ymd(2028, 2, 29), "food"), cat=c)
    K("上个月的开销明细", ll(month_start(-1), month_end(-1)), cat=c)
with use(now=NS, pref="past", **Z):
    K("10月份交通花了多少", ls(ymd(2028, 10, 1), ymd(2028, 10, 31), "transport"), cat=c)
    K("上周吃饭花了多少", ls(wk(-1, 1), wk(-1, 7), "food"), cat=c)
with use(now=NS, pref="future", **Z):
    K("下周一到下周三的日程", cl(wk(1, 1), wk(1, 3)), cat=c)
    K("11月中旬有什么安排", cl(ymd(2028, 11, 11), ymd(2028, 11, 20)), cat=c, conv="month-parts")
with use(now=NT, pref="past", **Z):
    K("5月份购物花了多少", ls(ymd(2028, 5, 1), ymd(2028, 5, 31), "shopping"), cat=c)
    K("过去一周的账单", ll(rel(-6), today()), cat=c)
with use(now=NT, pref="future", **Z):
    K("6月20号到25号有哪些安排", cl(ymd(2028, 6, 20), ymd(2028, 6, 25)), cat=c)
    K("下个月有什么安排", cl(month_start(1), month_end(1)), cat=c)
    K("next week 有什么meeting", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NU, pref="past", **Z):
    K("12月吃饭花了多少", ls(ymd(2028, 12, 1), ymd(2028, 12, 31), "food"), cat=c)
    K("今年一共花了多少钱", ls(ymd(2028, 1, 1), ymd(2028, 12, 31)), cat=c)
    K("下半年交通费一共多少", ls(ymd(2028, 7, 1), ymd(2028, 12, 31), "transport"), cat=c, conv="halves")
    K("四季度的账单列一下", ll(ymd(2028, 10, 1), ymd(2028, 12, 31)), cat=c, conv="quarters")
with use(now=NU, pref="future", **Z):
    K("1月1号到1月7号有什么安排", cl(ymd(2029, 1, 1), ymd(2029, 1, 7)), cat=c)
    K("下周的会议有哪些", cl(wk(1, 1), wk(1, 7)), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NR, pref="future", **Z):
    K("明天上海下雨吗", wx("Shanghai", rel(1)), cat=c)
    KM("周末北京冷不冷", [wx("Beijing", wd(6)), wx("Beijing", wd(7))], cat=c)
    K("后天苏州天气怎么样", wx("Suzhou", rel(2)), cat=c)
with use(now=NS, pref="future", **Z):
    K("明天 Shenzhen 天气", wx("Shenzhen", rel(1)), cat=c)
    K("下周三成都会下雨吗", wx("Chengdu", wk(1, 3)), cat=c)
    K("今天杭州空气质量怎么样", wx("Hangzhou"), cat=c)
with use(now=NT, pref="future", **Z):
    K("今天广州热不热", wx("Guangzhou"), cat=c)
    K("周六厦门有台风吗", wx("Xiamen", wd(6)), cat=c)
    KM("未来三天武汉天气", [wx("Wuhan", rel(i)) for i in range(3)], cat=c, conv="n-days-counting-today")
with use(now=NU, pref="future", **Z):
    K("明天哈尔滨多少度", wx("Harbin", rel(1)), cat=c)
    K("周日长春下雪吗", wx("Changchun", wd(7)), cat=c)
    KM("下周一到周三重庆天气", [wx("Chongqing", wk(1, d)) for d in (1, 2, 3)], cat=c)
c = "running"
with use(now=NR, pref="future", **Z):
    K("明早在杭州跑步合适吗", ra("Hangzhou", rel(1)), cat=c)
    K("周六上午南京能跑步吗", ra("Nanjing", wd(6)), cat=c)
with use(now=NS, pref="future", **Z):
    K("今天傍晚上海适合跑步吗", ra("Shanghai"), cat=c)
    K("明天早上北京能跑步吗 怕霾", ra("Beijing", rel(1)), cat=c)
with use(now=NT, pref="future", **Z):
    K("现在出去跑步 苏州天气行吗", ra("Suzhou"), cat=c)
    K("周日早上深圳跑步会不会太热", ra("Shenzhen", wd(7)), cat=c)
with use(now=NU, pref="future", **Z):
    K("明早沈阳跑步冷不冷", ra("Shenyang", rel(1)), cat=c)
    K("元旦早上想去跑个步 青岛天气合适吗", ra("Qingdao", hol("元旦")), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NR, pref="future", **Z):
    K("妇女节下午三点 部门下午茶", cc("部门下午茶", dt(hol("妇女节"), 15)), cat=c)
    K("植树节那天带孩子去种树", cc("带孩子去种树", hol("植树节")), cat=c)
    K("惊蛰那天杭州天气", wx("Hangzhou", hol("惊蛰")), cat=c)
    K("清明节那天跟我哥回老家上坟", cc("跟我哥回老家上坟", hol("清明")), cat=c)
with use(now=NS, pref="future", **Z):
    K("双十一晚上八点 直播抢购", cc("直播抢购", dt(hol("双十一"), 20)), cat=c)
    K("感恩节晚上七点 跟同事吃火鸡", cc("跟同事吃火鸡", dt(hol("thanksgiving"), 19)), cat=c)
    K("立冬那天北京冷吗", wx("Beijing", hol("立冬")), cat=c)
    K("双十二那天提醒我还信用卡", cc("还信用卡", hol("双十二")), cat=c)
with use(now=NT, pref="future", **Z):
    K("618零点抢手机", cc("抢手机", dt(hol("618"), 0)), cat=c)
    K("父亲节中午带爸爸去吃饭", cc("带爸爸去吃饭", dt(hol("fathers"), 12)), cat=c)
    K("夏至那天广州天气", wx("Guangzhou", hol("夏至")), cat=c)
    K("建党节上午九点 支部活动", cc("支部活动", dt(hol("建党节"), 9)), cat=c)
with use(now=NU, pref="future", **Z):
    K("元旦那天西安天气", wx("Xi'an", hol("元旦")), cat=c)
    K("跨年夜十一点半 去江边看烟花", cc("去江边看烟花", dt(ymd(2028, 12, 31), 23, 30)), cat=c,
      unsure="跨年夜 read as the evening of Dec 31, so 十一点半 is 23:30")
    K("腊八那天去寺庙喝腊八粥", cc("去寺庙喝腊八粥", hol("腊八")), cat=c)
    K("小年那天开车回老家", cc("开车回老家", hol("小年")), cat=c, conv="xiaonian-north")
with use(now=NU, pref="past", **Z):
    K("圣诞节那天花了多少", ls(ymd(2028, 12, 25)), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NR, pref="future", **Z):
    K("3月10号之前有什么安排", cl(today(), ymd(2028, 3, 10)), cat=c, conv="zh-qian-inclusive")
    K("月底前还有啥事", cl(today(), month_end()), cat=c)
with use(now=NR, pref="past", **Z):
    K("最近七天花了多少", ls(rel(-6), today()), cat=c)
with use(now=NS, pref="past", **Z):
    K("这个月到现在花了多少", ls(month_start(), today()), cat=c, conv="since")
with use(now=NS, pref="future", **Z):
    K("双十一前有哪些安排", cl(today(), hol("双十一")), cat=c, conv="zh-qian-inclusive")
    K("未来五天有什么安排", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NT, pref="future", **Z):
    K("这周剩下的安排", cl(today(), wk(0, 7)), cat=c, conv="week-monday-sunday")
    K("6月底前有什么会", cl(today(), ymd(2028, 6, 30)), cat=c)
with use(now=NT, pref="past", **Z):
    K("今年以来医疗花了多少", ls(ymd(2028, 1, 1), today(), "health"), cat=c, conv="since")
with use(now=NU, pref="future", **Z):
    K("年底前还有什么安排", cl(today(), ymd(2028, 12, 31)), cat=c)
with use(now=NU, pref="past", **Z):
    K("过去两周打车花了多少", ls(rel(-13), today(), "transport"), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NR, pref="future", **Z):
    K("周二上午十点 部门例会", cc("部门例会", dt(wd(2) + td(days=7), 10)), cat=c)
with use(now=NR, pref="past", **Z):
    K("周二早上打车 25", la("25", "transport", "打车", d=today()), cat=c)
    K("周一晚上聚餐 花了 320", la("320", "food", "聚餐", d=wd(1)), cat=c)
with use(now=NS, pref="future", **Z):
    K("周六上午九点 去看房", cc("去看房", dt(wd(6) + td(days=7), 9)), cat=c)
with use(now=NS, pref="past", **Z):
    K("周六中午吃火锅 280", la("280", "food", "火锅", d=today()), cat=c)
with use(now=NT, pref="future", **Z):
    K("周三早上七点 晨会", cc("晨会", dt(today(), 7)), cat=c)
with use(now=NT, pref="past", **Z):
    K("周二晚上 打车 48", la("48", "transport", "打车", d=wd(2)), cat=c)
with use(now=NU, pref="future", **Z):
    K("周五晚上九点 看电影", cc("看电影", dt(wd(5) + td(days=7), 21)), cat=c)
with use(now=NU, pref="past", **Z):
    K("周五晚上聚餐 420", la("420", "food", "聚餐", d=today()), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NR, pref="future", **Z):
    K("下个月第二个周六 上午十点 带孩子去科技馆", cc("带孩子去科技馆", dt(nth(2028, 3, 2, 6), 10)), cat=c)
    K("3月最后一个周五下午四点 团建", cc("团建", dt(lastwd(2028, 3, 5), 16)), cat=c)
with use(now=NS, pref="future", **Z):
    K("感恩节前一天晚上七点 同学聚会", cc("同学聚会", dt(hol("thanksgiving") - td(days=1), 19)), cat=c)
    K("下下周一上午九点 入职", cc("入职", dt(wk(2, 1), 9)), cat=c)
with use(now=NT, pref="future", **Z):
    K("父亲节后一天上午十点 复诊", cc("复诊", dt(hol("fathers") + td(days=1), 10)), cat=c)
with use(now=NU, pref="future", **Z):
    K("元旦后第一个工作日上午九点 开会", cc("开会", dt(ymd(2029, 1, 2), 9)), cat=c,
      unsure="工作日 = Monday–Friday with no holiday calendar (flagged in CONVENTIONS): the first after Mon 01-01 is Tue 01-02")
    K("下个月第三个周一 上午十点 面试", cc("面试", dt(nth(2029, 1, 3, 1), 10)), cat=c)
    K("大大后天上午十点 回公司", cc("回公司", dt(rel(4), 10)), cat=c)

# =============================================================================== duration
c = "duration"
with use(now=NR, pref="future", **Z):
    K("半小时后提醒我喝水", cc("喝水", C.now + td(minutes=30)), cat=c)
    K("一周后上午十点 复查", cc("复查", dt(rel(7), 10)), cat=c)
with use(now=NS, pref="future", **Z):
    K("两个小时以后 去取蛋糕", cc("去取蛋糕", C.now + td(hours=2)), cat=c)
    K("三天后晚上八点 还书", cc("还书", dt(rel(3), 20)), cat=c)
with use(now=NT, pref="future", **Z):
    K("四十分钟后提醒我出门", cc("出门", C.now + td(minutes=40)), cat=c)
    K("一个月后的今天 交房租", cc("交房租", addm(today(), 1)), cat=c)
with use(now=NU, pref="future", **Z):
    K("二十分钟后提醒我关热水器", cc("关热水器", C.now + td(minutes=20)), cat=c)

# =============================================================================== clock
c = "clock"
with use(now=NR, pref="future", **Z):
    K("一点一刻提醒我开会", cc("开会", dt(today(), 13, 15)), cat=c, conv="bare-hour")
    K("两点差五分 打给张律师", cc("打给张律师", dt(today(), 13, 55)), cat=c, conv="bare-hour")
with use(now=NS, pref="future", **Z):
    K("四点三刻 去接孩子", cc("去接孩子", dt(today(), 16, 45)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **Z):
    K("早上七点半提醒我出门", cc("出门", dt(today(), 7, 30)), cat=c)
    K("十点半提醒我开电话会", cc("开电话会", dt(today(), 10, 30)), cat=c, conv="bare-hour")
with use(now=NU, pref="future", **Z):
    K("十二点提醒我订午饭", cc("订午饭", dt(rel(1), 12)), cat=c, conv="bare-hour")
    K("凌晨一点提醒我收衣服", cc("收衣服", dt(rel(1), 1)), cat=c)

# =============================================================================== numeric-date
c = "numeric-date"
with use(now=NR, pref="future", **Z):
    K("3.8 下午两点 女神节活动", cc("女神节活动", dt(ymd(2028, 3, 8), 14)), cat=c)
    K("2028/3/15 上午10点 答辩", cc("答辩", dt(ymd(2028, 3, 15), 10)), cat=c)
    K("3/1 早上八点 飞深圳", cc("飞深圳", dt(ymd(2028, 3, 1), 8)), cat=c)
with use(now=NS, pref="future", **Z):
    K("11.11 晚上八点 直播", cc("直播", dt(ymd(2028, 11, 11), 20)), cat=c)
    K("20281120 下午三点 签约", cc("签约", dt(ymd(2028, 11, 20), 15)), cat=c, conv="eight-digit-date")
with use(now=NT, pref="future", **Z):
    K("6.18 零点 抢购", cc("抢购", dt(ymd(2028, 6, 18), 0)), cat=c)
    K("2028-06-20 上午九点 面试", cc("面试", dt(ymd(2028, 6, 20), 9)), cat=c)
with use(now=NU, pref="future", **Z):
    K("1.2 上午九点 开工", cc("开工", dt(ymd(2029, 1, 2), 9)), cat=c)
    K("2029.1.15 下午两点 复诊", cc("复诊", dt(ymd(2029, 1, 15), 14)), cat=c)

# =============================================================================== traditional
c = "traditional"
with use(now=NR, pref="future", **Z):
    K("明天下午三點開會", cc("開會", dt(rel(1), 15)), cat=c)
    K("週五晚上七點 聚餐", cc("聚餐", dt(wd(5), 19)), cat=c)
with use(now=NS, pref="future", **Z):
    K("下週二上午十點 面試", cc("面試", dt(wk(1, 2), 10)), cat=c)
    K("禮拜天 中午十二點 吃飯", cc("吃飯", dt(wd(7), 12)), cat=c)
with use(now=NT, pref="future", **Z):
    K("後天下午兩點半 看牙醫", cc("看牙醫", dt(rel(2), 14, 30)), cat=c)
with use(now=NU, pref="future", **Z):
    K("元旦那天下午三點 看電影", cc("看電影", dt(hol("元旦"), 15)), cat=c)
    g = [ev("會議", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天的會議改到下午兩點", cu(0, title="會議", date=rel(1), start=dt(rel(1), 14)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NU, pref="past", **Z):
    K("昨天吃飯 兩百二", la("220", "food", "吃飯", d=rel(-1)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NR, pref="future", **Z):
    KM("周四周五北京天气", [wx("Beijing", wd(4)), wx("Beijing", wd(5))], cat=c)
    KM("下周二和周四早上七点 游泳", [cc("游泳", dt(wk(1, 2), 7)), cc("游泳", dt(wk(1, 4), 7))], cat=c, conv="distribute")
with use(now=NR, pref="past", **Z):
    KM("上周六和上周日各花了多少", [ls(wk(-1, 6)), ls(wk(-1, 7))], cat=c)
with use(now=NS, pref="future", **Z):
    KM("明天和下周日的日程", [cl(rel(1)), cl(wk(1, 7))], cat=c)
with use(now=NT, pref="future", **Z):
    KM("周六周日上午十点 都有羽毛球课", [cc("羽毛球课", dt(wd(6), 10)), cc("羽毛球课", dt(wd(7), 10))], cat=c,
       conv="distribute")
    KM("明天上午十点和下午三点 各一个面试", [cc("面试", dt(rel(1), 10)), cc("面试", dt(rel(1), 15))], cat=c,
       conv="distribute")
with use(now=NU, pref="future", **Z):
    KM("上海1号、2号、3号的天气", [wx("Shanghai", ymd(2029, 1, d)) for d in (1, 2, 3)], cat=c, conv="distribute")
with use(now=NU, pref="past", **Z):
    KM("24号和25号各花了多少", [ls(ymd(2028, 12, 24)), ls(ymd(2028, 12, 25))], cat=c)
