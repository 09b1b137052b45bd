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
