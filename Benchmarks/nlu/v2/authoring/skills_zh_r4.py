"""Round 4 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
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
NJ = "2027-02-16T07:40:00"  # Tuesday, early morning in the Spring Festival season
NK = "2027-05-31T18:00:00"  # Monday, month end
NL = "2027-10-28T23:50:00"  # Thursday, ten minutes before midnight
NM = "2027-12-25T09:00:00"  # Saturday, Christmas morning
# Round 4 reference times
NN = "2028-01-26T13:15:00"  # Wednesday, 正月初一 (春节 2028); 除夕 was yesterday, 元宵 is Wednesday 2028-02-09
NO = "2028-03-31T17:45:00"  # Friday, the end of a quarter and of a month; 愚人节 tomorrow, 清明 Tuesday 04-04
NP = "2028-07-02T22:30:00"  # Sunday night, the last day of a week; 建党节 was yesterday
NQ = "2028-09-04T08:05:00"  # Monday early morning; 教师节 is Sunday 09-10, 中秋 2028-10-03
Z = dict(lang="zh", tz="Asia/Shanghai")

# =============================================================================== update
c = "update"
with use(now=NN, pref="future", **Z):
    g = [ev("去姑姑家拜年", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天去姑姑家拜年那个，挪到下午三点吧", cu(0, title="姑姑家拜年", date=rel(1), start=dt(rel(1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("同学聚会", dt(wd(5), 18), dt(wd(5), 21)), ev("同学聚会", dt(wk(1, 5), 18), dt(wk(1, 5), 21))]
    K("初三的同学聚会往后推一个小时", cu(0, title="同学聚会", date=hol("初三"), start=dt(hol("初三"), 19)), cat=c, given=g)
    g = [ev("逛庙会", dt(rel(2), 9), dt(rel(2), 12))]
    K("嗯 那个逛庙会的 改成初五下午两点到五点", cu(0, title="逛庙会", start=dt(hol("初五"), 14), end=dt(hol("初五"), 17)),
      cat=c, given=g)
    g = [ev("视频拜年", dt(today(), 20), dt(today(), 20, 30))]
    K("今晚视频拜年提前半个钟头", cu(0, title="视频拜年", date=today(), start=dt(today(), 19, 30)), cat=c, given=g)
    g = [ev("开工例会", dt(hol("元宵"), 9, 30), dt(hol("元宵"), 10, 30))]
    K("元宵节那天的开工例会改到下午两点半", cu(0, title="开工例会", date=hol("元宵"), start=dt(hol("元宵"), 14, 30)), cat=c,
      given=g, conv="clock-only-keeps-day")
    g = [ev("带爸妈逛花市", dt(wd(6), 9), dt(wd(6), 11))]
    K("周六逛花市那个，能不能换到周日，还是九点", cu(0, title="逛花市", date=wd(6), start=dt(wd(7), 9)), cat=c, given=g)
    g = [ev("和表哥打麻将", dt(today(), 19), dt(today(), 23))]
    K("今晚跟表哥打麻将 推到明天，几点不变", cu(0, title="打麻将", date=today(), start=dt(rel(1), 19)), cat=c, given=g,
      conv="move-keeps-clock")
    g = [ev("体检", dt(wk(1, 3), 8), dt(wk(1, 3), 9)), ev("体检报告解读", dt(wk(2, 3), 15), dt(wk(2, 3), 16))]
    K("下周三体检改到下周四早上八点", cu(0, title="体检", date=wk(1, 3), start=dt(wk(1, 4), 8)), cat=c, given=g)
    g = [ev("项目复盘", dt(rel(1), 16), dt(rel(1), 17))]
    K("明天那个复盘，往前提一个半钟头", cu(0, title="复盘", date=rel(1), start=dt(rel(1), 14, 30)), cat=c, given=g)
    g = [ev("给爷爷拜年", dt(hol("初三"), 10), dt(hol("初三"), 12))]
    K("初三给爷爷拜年那个，改成初二，时间不动", cu(0, title="给爷爷拜年", date=hol("初三"), start=dt(hol("初二"), 10)), cat=c,
      given=g, conv="move-keeps-clock")
with use(now=NO, pref="future", **Z):
    g = [ev("季度结账", dt(today(), 18), dt(today(), 20))]
    K("季度结账那个往后推四十分钟", cu(0, title="季度结账", start=dt(today(), 18, 40)), cat=c, given=g)
    g = [ev("踏青", wd(6), wd(6))]
    K("愚人节那天的踏青改到清明", cu(0, title="踏青", date=hol("愚人节"), start=hol("清明")), cat=c, given=g)
    g = [ev("周报评审", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("周报评审", dt(wk(2, 1), 10), dt(wk(2, 1), 11))]
    K("下下周一的周报评审改成十点半开始", cu(1, title="周报评审", date=wk(2, 1), start=dt(wk(2, 1), 10, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("牙齿矫正复诊", dt(wk(1, 2), 14), dt(wk(1, 2), 15))]
    K("下周二的矫正复诊 改成4月6号上午九点", cu(0, title="矫正复诊", date=wk(1, 2), start=dt(ymd(2028, 4, 6), 9)), cat=c,
      given=g)
    g = [ev("和房东交接", dt(rel(1), 10), dt(rel(1), 11))]
    K("明早跟房东交接那个改到十一点半", cu(0, title="房东交接", date=rel(1), start=dt(rel(1), 11, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("部门季度聚餐", dt(today(), 18, 30), dt(today(), 21))]
    K("今晚的聚餐，地点改在公司对面的烤鱼店", cu(0, title="聚餐", date=today(), location="公司对面的烤鱼店"), cat=c, given=g)
    g = [ev("财报电话会", dt(wk(1, 3), 21), dt(wk(1, 3), 22))]
    K("把财报电话会的名字改成 一季度业绩沟通会", cu(0, title="财报电话会", new_title="一季度业绩沟通会"), cat=c, given=g)
    g = [ev("清明扫墓", hol("清明"), hol("清明"))]
    K("扫墓那个往后挪一天", cu(0, title="扫墓", start=hol("清明") + td(days=1)), cat=c, given=g)
    g = [ev("客户回访", dt(wk(1, 1), 15), dt(wk(1, 1), 16)), ev("周会", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("下周一下午三点那个，往后挪一个钟", cu(0, date=wk(1, 1), start=dt(wk(1, 1), 16)), cat=c, given=g)
with use(now=NP, pref="future", **Z):
    g = [ev("晨会", dt(rel(1), 9), dt(rel(1), 9, 30)), ev("晨会", dt(rel(2), 9), dt(rel(2), 9, 30))]
    K("明天的晨会推到九点四十五", cu(0, title="晨会", date=rel(1), start=dt(rel(1), 9, 45)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("老兵座谈会", dt(hol("建军节"), 9), dt(hol("建军节"), 11))]
    K("建军节那个老兵座谈会提前到7月31号，时间不变",
      cu(0, title="老兵座谈会", date=hol("建军节"), start=dt(ymd(2028, 7, 31), 9)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("瑜伽私教", dt(wd(2), 19), dt(wd(2), 20)), ev("瑜伽私教", dt(wd(4), 19), dt(wd(4), 20))]
    K("周四的瑜伽私教改成晚上八点", cu(1, title="瑜伽私教", date=wd(4), start=dt(wd(4), 20)), cat=c, given=g)
    g = [ev("去4S店保养", dt(wk(1, 6), 9), dt(wk(1, 6), 11))]
    K("下周六保养那个推迟一周", cu(0, title="保养", date=wk(1, 6), start=dt(wk(2, 6), 9)), cat=c, given=g)
    g = [ev("季度OKR对齐", dt(rel(1), 14), dt(rel(1), 16))]
    K("太晚了不想弄 明天下午的OKR对齐改成三点到五点", cu(0, title="OKR对齐", date=rel(1), start=dt(rel(1), 15),
                                                 end=dt(rel(1), 17)), cat=c, given=g)
    g = [ev("七夕约会", dt(hol("七夕"), 18), dt(hol("七夕"), 21))]
    K("七夕那天的约会改到晚上七点半", cu(0, title="约会", date=hol("七夕"), start=dt(hol("七夕"), 19, 30)), cat=c, given=g)
with use(now=NQ, pref="future", **Z):
    g = [ev("站会", dt(today(), 9), dt(today(), 9, 15)), ev("站会", dt(rel(1), 9), dt(rel(1), 9, 15))]
    K("今天的站会顺延十五分钟", cu(0, title="站会", date=today(), start=dt(today(), 9, 15)), cat=c, given=g)
    g = [ev("教师节给班主任送花", dt(hol("教师节"), 8), dt(hol("教师节"), 8, 30))]
    K("教师节送花那个，改成前一天下午四点",
      cu(0, title="送花", date=hol("教师节"), start=dt(hol("教师节") - td(days=1), 16)), cat=c, given=g)
    g = [ev("开学家长会", dt(wd(3), 18, 30), dt(wd(3), 20))]
    K("周三的家长会往后延半个小时", cu(0, title="家长会", date=wd(3), start=dt(wd(3), 19)), cat=c, given=g)
    g = [ev("预算评审", dt(wd(4), 10), dt(wd(4), 11, 30))]
    K("预算评审从周四换到周五，还是十点", cu(0, title="预算评审", date=wd(4), start=dt(wd(5), 10)), cat=c, given=g)
    g = [ev("中秋家宴", dt(hol("中秋"), 18), dt(hol("中秋"), 20))]
    K("中秋家宴改在外婆家吃", cu(0, title="中秋家宴", location="外婆家"), cat=c, given=g)
    g = [ev("骑行", dt(wd(6), 6, 30), dt(wd(6), 9))]
    K("周六骑行推迟到七点一刻出发", cu(0, title="骑行", date=wd(6), start=dt(wd(6), 7, 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("供应商电话会", dt(today(), 9), dt(today(), 10))]
    K("早上九点那个电话会改到十点", cu(0, title="电话会", date=today(), start=dt(today(), 10)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("读书会", dt(wd(5), 19, 30), dt(wd(5), 21))]
    K("周五那个读书会改个名，叫秋季共读会", cu(0, title="读书会", date=wd(5), new_title="秋季共读会"), cat=c, given=g)
    g = [ev("设计评审", dt(today(), 14), dt(today(), 16))]
    K("设计评审延长到下午五点半", cu(0, title="设计评审", end=dt(today(), 17, 30)), cat=c, given=g)
with use(now=NA, pref="future", **Z):
    g = [ev("年度体检", dt(wk(1, 2), 8), dt(wk(1, 2), 10))]
    K("年度体检推迟两周", cu(0, title="年度体检", start=dt(wk(3, 2), 8)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("晨跑", dt(rel(1), 6), dt(rel(1), 7))]
    K("明早晨跑改成六点半到七点半", cu(0, title="晨跑", date=rel(1), start=dt(rel(1), 6, 30), end=dt(rel(1), 7, 30)), cat=c,
      given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("半年总结会", dt(today(), 15), dt(today(), 17))]
    K("今天下午的半年总结会提前到一点", cu(0, title="半年总结会", date=today(), start=dt(today(), 13)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=ND, pref="future", **Z):
    g = [ev("中秋茶话会", dt(hol("中秋"), 15), dt(hol("中秋"), 17))]
    K("中秋茶话会改到中秋前一天", cu(0, title="中秋茶话会", start=dt(hol("中秋") - td(days=1), 15)), cat=c, given=g,
      conv="move-keeps-clock")
with use(now=NE, pref="future", **Z):
    g = [ev("年货采购", dt(wd(7), 9), dt(wd(7), 12))]
    K("周日的年货采购改成小年那天", cu(0, title="年货采购", date=wd(7), start=dt(hol("小年"), 9)), cat=c, given=g,
      conv=["move-keeps-clock", "xiaonian-north"])
with use(now=NF, pref="future", **Z):
    g = [ev("双十一预热会", dt(ymd(2027, 11, 8), 10), dt(ymd(2027, 11, 8), 11))]
    K("双十一预热会改到下周二上午十点半", cu(0, title="双十一预热会", start=dt(wk(1, 2), 10, 30)), cat=c, given=g)
with use(now=NG, pref="future", **Z):
    g = [ev("元旦爬山", dt(rel(1), 7), dt(rel(1), 12))]
    K("元旦爬山晚点出发吧，改成九点", cu(0, title="元旦爬山", start=dt(rel(1), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NH, pref="future", **Z):
    g = [ev("和小陈对方案", dt(today(), 15), dt(today(), 16))]
    K("下午跟小陈对方案那个，往后推到四点半", cu(0, title="对方案", date=today(), start=dt(today(), 16, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NI, pref="future", **Z):
    g = [ev("建军节慰问", dt(rel(1), 10), dt(rel(1), 11))]
    K("明天建军节的慰问活动提前到九点", cu(0, title="慰问", date=rel(1), start=dt(rel(1), 9)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NJ, pref="future", **Z):
    g = [ev("复诊", dt(today(), 9), dt(today(), 10))]
    K("复诊晚一个小时", cu(0, title="复诊", start=dt(today(), 10)), cat=c, given=g)
with use(now=NK, pref="future", **Z):
    g = [ev("618选品会", dt(ymd(2027, 6, 4), 14), dt(ymd(2027, 6, 4), 16))]
    K("选品会改到618前一天下午两点", cu(0, title="选品会", start=dt(ymd(2027, 6, 17), 14)), cat=c, given=g)
with use(now=NL, pref="future", **Z):
    g = [ev("面试", dt(rel(1), 10), dt(rel(1), 11)), ev("面试", dt(rel(1), 15), dt(rel(1), 16))]
    K("明天下午那个面试改成四点", cu(1, title="面试", date=rel(1), start=dt(rel(1), 16)), cat=c, given=g,
      conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NM, pref="future", **Z):
    g = [ev("年终述职", dt(wk(1, 3), 9), dt(wk(1, 3), 10))]
    K("述职挪到30号，几点不变", cu(0, title="述职", start=dt(ymd(2027, 12, 30), 9)), cat=c, given=g, conv="move-keeps-clock")

# =============================================================================== delete
c = "delete"
with use(now=NN, pref="future", **Z):
    g = [ev("初五迎财神", dt(hol("初五"), 0), dt(hol("初五"), 1))]
    K("迎财神那个删了吧 不熬夜了", cdel(0, title="迎财神"), cat=c, given=g)
    g = [ev("KTV", dt(today(), 20), dt(today(), 23)), ev("KTV", dt(wd(6), 20), dt(wd(6), 23))]
    K("今晚的KTV取消", cdel(0, title="KTV", date=today()), cat=c, given=g)
    g = [ev("去丈母娘家", dt(rel(1), 10), dt(rel(1), 18))]
    K("明天去丈母娘家那条先删掉，改天再约", cdel(0, title="丈母娘家", date=rel(1)), cat=c, given=g)
    g = [ev("元宵灯会", dt(hol("元宵"), 18), dt(hol("元宵"), 21))]
    K("把元宵灯会从日历里拿掉", cdel(0, title="元宵灯会"), cat=c, given=g)
with use(now=NO, pref="future", **Z):
    g = [ev("羽毛球", dt(rel(1), 15), dt(rel(1), 17)), ev("羽毛球", dt(rel(8), 15), dt(rel(8), 17))]
    K("明天下午的羽毛球场没订到，删了", cdel(0, title="羽毛球", date=rel(1)), cat=c, given=g)
    g = [ev("季度末加班", dt(today(), 19), dt(today(), 22))]
    K("今晚不加班了，把加班那条删掉", cdel(0, title="加班", date=today()), cat=c, given=g)
    g = [ev("清明回老家", hol("清明"), hol("清明") + td(days=2))]
    K("清明回老家那个行程取消", cdel(0, title="回老家", date=hol("清明")), cat=c, given=g)
    g = [ev("周会", dt(wk(1, 1), 10), dt(wk(1, 1), 11)), ev("一对一", dt(wk(1, 1), 14), dt(wk(1, 1), 14, 30))]
    K("下周一的一对一先去掉", cdel(1, title="一对一", date=wk(1, 1)), cat=c, given=g)
with use(now=NP, pref="future", **Z):
    g = [ev("早班", dt(rel(1), 7), dt(rel(1), 15))]
    K("明天早班跟同事换了，日程删了", cdel(0, title="早班", date=rel(1)), cat=c, given=g)
    g = [ev("看房", dt(wk(1, 6), 10), dt(wk(1, 6), 11)), ev("看房", dt(wk(1, 7), 10), dt(wk(1, 7), 11))]
    K("下周日的看房不要了", cdel(1, title="看房", date=wk(1, 7)), cat=c, given=g)
    g = [ev("七夕烛光晚餐", dt(hol("七夕"), 19), dt(hol("七夕"), 21))]
    K("分手了，七夕的烛光晚餐删掉", cdel(0, title="烛光晚餐", date=hol("七夕")), cat=c, given=g)
    g = [ev("驾照体检", dt(wd(3), 9), dt(wd(3), 10))]
    K("周三上午驾照体检那个划掉", cdel(0, title="驾照体检", date=wd(3)), cat=c, given=g)
with use(now=NQ, pref="future", **Z):
    g = [ev("开学典礼", dt(today(), 9), dt(today(), 11))]
    K("开学典礼改线上了，日历上的删掉", cdel(0, title="开学典礼"), cat=c, given=g)
    g = [ev("白露采茶", dt(hol("白露"), 8), dt(hol("白露"), 12))]
    K("白露那天采茶的安排取消", cdel(0, title="采茶", date=hol("白露")), cat=c, given=g)
    g = [ev("健身", dt(today(), 19), dt(today(), 20)), ev("健身", dt(wd(3), 19), dt(wd(3), 20)),
         ev("健身", dt(wd(5), 19), dt(wd(5), 20))]
    K("周三那次健身删了", cdel(1, title="健身", date=wd(3)), cat=c, given=g)
    g = [ev("下午茶", dt(today(), 15), dt(today(), 16))]
    K("三点的下午茶不去了", cdel(0, title="下午茶"), cat=c, given=g, conv="next-upcoming")
with use(now=NA, pref="future", **Z):
    g = [ev("年会彩排", dt(wk(1, 4), 14), dt(wk(1, 4), 17))]
    K("下周四的年会彩排取消了，帮我删", cdel(0, title="年会彩排", date=wk(1, 4)), cat=c, given=g)
with use(now=NB, pref="future", **Z):
    g = [ev("植发咨询", dt(wd(4), 15), dt(wd(4), 16))]
    K("周四植发咨询那个不去了", cdel(0, title="植发咨询", date=wd(4)), cat=c, given=g)
with use(now=NC, pref="future", **Z):
    g = [ev("七一党课", dt(rel(1), 9), dt(rel(1), 11))]
    K("建党节那天的党课删掉", cdel(0, title="党课", date=hol("建党节")), cat=c, given=g)
with use(now=ND, pref="future", **Z):
    g = [ev("周末露营", wd(6), wd(7))]
    K("台风要来，周末露营删掉吧", cdel(0, title="露营", date=wd(6)), cat=c, given=g)
with use(now=NF, pref="future", **Z):
    g = [ev("车位续租", ymd(2027, 11, 15), ymd(2027, 11, 15))]
    K("15号车位续租提醒删掉，已经续了", cdel(0, title="车位续租", date=ymd(2027, 11, 15)), cat=c, given=g)
with use(now=NH, pref="future", **Z):
    g = [ev("看展", dt(today(), 14), dt(today(), 17)), ev("看展", dt(wk(1, 6), 14), dt(wk(1, 6), 17))]
    K("今天下午看展不去了，删除", cdel(0, title="看展", date=today()), cat=c, given=g)
with use(now=NI, pref="future", **Z):
    g = [ev("带娃去动物园", dt(rel(1), 9), dt(rel(1), 12))]
    K("明天太热了，动物园那个删了", cdel(0, title="动物园", date=rel(1)), cat=c, given=g)
with use(now=NK, pref="future", **Z):
    g = [ev("端午龙舟赛", dt(hol("端午"), 9), dt(hol("端午"), 12))]
    K("龙舟赛取消了，删掉日程", cdel(0, title="龙舟赛"), cat=c, given=g)
with use(now=NL, pref="future", **Z):
    g = [ev("晨跑", dt(rel(1), 6), dt(rel(1), 7)), ev("晨跑", dt(rel(3), 6), dt(rel(3), 7))]
    K("大后天的晨跑删掉", cdel(1, title="晨跑", date=rel(3)), cat=c, given=g)

# =============================================================================== money (ledger.add)
c = "money"
with use(now=NN, pref="past", **Z):
    K("除夕的年夜饭 酒店订的 三千八", la("3800", "food", "年夜饭", d=hol("除夕")), cat=c)
    K("公司发的年终奖 38000 已经到账", la("38000", "salary", "年终奖", kind="income"), cat=c)
    K("昨天给爸妈买的按摩椅 4599", la("4599", "shopping", "按摩椅", d=rel(-1)), cat=c)
    K("春联福字 45", la("45", "shopping", "春联福字"), cat=c)
    K("初一打车去庙会 38块", la("38", "transport", "打车去庙会"), cat=c)
    K("45.5 外卖", la("45.5", "food", "外卖"), cat=c)
    K("韩国代购的面霜 35万韩币", la("350000", "shopping", "面霜", cur="KRW"), cat=c)
with use(now=NO, pref="past", **Z):
    K("季度末聚餐AA 每人168", la("168", "food", "聚餐"), cat=c)
    K("打车去机场 一百二十七", la("127", "transport", "打车去机场"), cat=c)
    K("给孩子买了套练习册，六十八块", la("68", "education", "练习册"), cat=c)
    K("药店 感冒药加口罩 56.8", la("56.8", "health", "感冒药加口罩"), cat=c)
    K("房贷还了六千三", la("6300", "housing", "房贷"), cat=c)
    K("下午茶 两杯拿铁 七十六", la("76", "food", "拿铁"), cat=c)
    K("周三买了个机械键盘 399", la("399", "shopping", "机械键盘", d=wd(3)), cat=c)
    K("季度奖金到账 6000", la("6000", "salary", "季度奖金", kind="income"), cat=c)
    K("曼谷夜市吃饭 450铢", la("450", "food", "夜市吃饭", cur="THB"), cat=c)
with use(now=NP, pref="past", **Z):
    K("今天带娃去水上乐园，门票两张三百六", la("360", "entertainment", "门票"), cat=c)
    K("周五交的暑期托管费 2800", la("2800", "education", "暑期托管费", d=wd(5)), cat=c)
    K("油费 四百一十五", la("415", "transport", "油费"), cat=c)
    K("西瓜两个 32", la("32", "food", "西瓜"), cat=c)
    K("这个月水费 86.4", la("86.4", "housing", "水费"), cat=c)
    K("昨晚撸串花了三百八", la("380", "food", "撸串", d=rel(-1)), cat=c)
    K("在香港迪士尼买了玩偶，三百港币", la("300", "shopping", "玩偶", cur="HKD"), cat=c)
    K("欧洲旅行的火车票 89欧", la("89", "transport", "火车票", cur="EUR"), cat=c, conv="colloquial-currency")
with use(now=NQ, pref="past", **Z):
    K("早饭 包子豆浆 7块5", la("7.5", "food", "包子豆浆"), cat=c)
    K("昨天给孩子交学费 4800", la("4800", "education", "学费", d=rel(-1)), cat=c)
    K("地铁卡充了两百", la("200", "transport", "地铁卡"), cat=c)
    K("上周六看电影 两张票 九十", la("90", "entertainment", "看电影", d=wk(-1, 6)), cat=c)
    K("8月工资到了，一万六千八", la("16800", "salary", "工资", kind="income"), cat=c)
    K("周日买的月饼礼盒 328", la("328", "food", "月饼礼盒", d=wd(7)), cat=c)
    K("出差新加坡打车 28新币", la("28", "transport", "打车", cur="SGD"), cat=c)
    K("二手相机出掉了，收入两千六", la("2600", "other", "二手相机", kind="income"), cat=c)
    K("¥12 公交加地铁", la("12", "transport", "公交加地铁"), cat=c, conv="yen-sign-cny")
with use(now=NA, pref="past", **Z):
    K("周一挂号加拍片 花了三百二", la("320", "health", "挂号加拍片", d=wd(1)), cat=c)
    K("哎 今天又没忍住，奶茶加蛋糕花了四十三", la("43", "food", "奶茶加蛋糕"), cat=c)
with use(now=NB, pref="past", **Z):
    K("今天早上的咖啡 二十八", la("28", "food", "咖啡"), cat=c)
with use(now=NC, pref="past", **Z):
    K("刚交了半年物业费 1890", la("1890", "housing", "物业费"), cat=c)
    K("记账：理疗两次 共 560", la("560", "health", "理疗"), cat=c)
with use(now=NE, pref="past", **Z):
    K("前天买的羽绒服 899", la("899", "shopping", "羽绒服", d=rel(-2)), cat=c)
with use(now=NF, pref="past", **Z):
    K("网课会员 年费 498", la("498", "education", "网课会员"), cat=c)
    K("我刚刚在京东下单了一台投影仪，两千一", la("2100", "shopping", "投影仪"), cat=c)
with use(now=NG, pref="past", **Z):
    K("跨年夜火锅 四个人 六百四", la("640", "food", "火锅"), cat=c)
with use(now=NH, pref="past", **Z):
    K("去上海的高铁票 二等座 ￥338", la("338", "transport", "高铁票"), cat=c, conv="yen-sign-cny")
with use(now=NI, pref="past", **Z):
    K("买了本考研英语 54.9", la("54.9", "education", "考研英语"), cat=c)
    K("孩子钢琴课这个月的学费交了 1200", la("1200", "education", "钢琴课"), cat=c)
with use(now=NJ, pref="past", **Z):
    K("空气炸锅 二百九十九", la("299", "shopping", "空气炸锅"), cat=c)
with use(now=NK, pref="past", **Z):
    K("端午粽子礼盒 88", la("88", "food", "粽子礼盒"), cat=c)
with use(now=NL, pref="past", **Z):
    K("刚打车回家 七十九块", la("79", "transport", "打车回家"), cat=c)
with use(now=NM, pref="past", **Z):
    K("圣诞树和彩灯 一共260", la("260", "shopping", "圣诞树和彩灯"), cat=c)

# =============================================================================== multi
c = "multi"
with use(now=NN, pref="past", **Z):
    KM("除夕那天：红酒 268，车厘子 156", [la("268", "food", "红酒", d=hol("除夕")), la("156", "food", "车厘子", d=hol("除夕"))],
       cat=c, conv="distribute")
    KM("今天初一，打车去外婆家 42，给小孩红包 1000", [la("42", "transport", "打车去外婆家"), la("1000", "other", "红包")], cat=c,
       unsure="红包 (a gift of money) has no category of its own: other")
    KM("从除夕到今天花了多少，再把昨天的每一笔列出来", [ls(hol("除夕"), today()), ll(rel(-1))], cat=c)
    KM("从上周一到今天，吃饭花了多少；顺便列出最近10笔", [ls(wk(-1, 1), today(), "food"), ll(limit=10)], cat=c)
with use(now=NN, pref="future", **Z):
    KM("初五下午三点去财神庙，顺便看看那天杭州天气", [cc("去财神庙", dt(hol("初五"), 15)), wx("Hangzhou", hol("初五"))], cat=c)
    KM("明天上午十点去给大伯拜年，后天上午十点去舅舅家", [cc("去给大伯拜年", dt(rel(1), 10)), cc("去舅舅家", dt(rel(2), 10))],
       cat=c)
    g = [ev("团拜会", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    KM("团拜会推到下周二，然后帮我看看下周一还有啥", [cu(0, title="团拜会", start=dt(wk(1, 2), 10)), cl(wk(1, 1))], cat=c,
       given=g, conv="move-keeps-clock")
    KM("元宵节晚上七点带孩子逛灯会，再查一下那天北京冷不冷",
       [cc("带孩子逛灯会", dt(hol("元宵"), 19)), wx("Beijing", hol("元宵"))], cat=c)
with use(now=NO, pref="past", **Z):
    KM("午饭 黄焖鸡 26\n晚饭 日料 238\n打车 31",
       [la("26", "food", "黄焖鸡"), la("238", "food", "日料"), la("31", "transport", "打车")], cat=c)
    KM("季度末了，看下这个季度总共花了多少，然后列一下三月份吃饭的明细",
       [ls(ymd(2028, 1, 1), ymd(2028, 3, 31)), ll(ymd(2028, 3, 1), ymd(2028, 3, 31), "food")], cat=c, conv="quarters")
    KM("工资到账一万五，房租交了五千二", [la("15000", "salary", "工资", kind="income"), la("5200", "housing", "房租")], cat=c)
    KM("记三笔：早餐 9.5、咖啡 26、晚上看话剧 380",
       [la("9.5", "food", "早餐"), la("26", "food", "咖啡"), la("380", "entertainment", "看话剧")], cat=c)
with use(now=NO, pref="future", **Z):
    KM("明天上午十点带孩子去科技馆，顺便查下明天深圳天气", [cc("带孩子去科技馆", dt(rel(1), 10)), wx("Shenzhen", rel(1))], cat=c)
    g = [ev("季度复盘", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), ev("团队聚餐", dt(wk(1, 1), 18), dt(wk(1, 1), 20))]
    KM("下周一季度复盘改到三点，聚餐取消",
       [cu(0, title="季度复盘", date=wk(1, 1), start=dt(wk(1, 1), 15)), cdel(1, title="聚餐")], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
    KM("清明节早上七点去扫墓，另外看看那天苏州会不会下雨", [cc("去扫墓", dt(hol("清明"), 7)), wx("Suzhou", hol("清明"))], cat=c)
with use(now=NP, pref="past", **Z):
    KM("今天：停车费 15，过路费 65，加油 300",
       [la("15", "transport", "停车费"), la("65", "transport", "过路费"), la("300", "transport", "加油")], cat=c)
    KM("看看这周和上周各花了多少", [ls(wk(0, 1), wk(0, 7)), ls(wk(-1, 1), wk(-1, 7))], cat=c)
    KM("暑假出游：机票 2380，景区门票 420", [la("2380", "transport", "机票"), la("420", "entertainment", "景区门票")], cat=c)
    KM("上个月和这个月分别花了多少", [ls(month_start(-1), month_end(-1)), ls(month_start(), month_end())], cat=c)
with use(now=NP, pref="future", **Z):
    KM("明天早上九点例会，晚上七点半羽毛球，都帮我记上", [cc("例会", dt(rel(1), 9)), cc("羽毛球", dt(rel(1), 19, 30))], cat=c,
       conv="distribute")
    g = [ev("周会", dt(rel(1), 10), dt(rel(1), 11))]
    KM("明天周会挪到下午两点\n再帮我加个明晚八点的家长群视频",
       [cu(0, title="周会", date=rel(1), start=dt(rel(1), 14)), cc("家长群视频", dt(rel(1), 20))], cat=c, given=g)
    KM("周二上海和杭州的天气", [wx("Shanghai", wd(2)), wx("Hangzhou", wd(2))], cat=c)
    g = [ev("体检", dt(wk(1, 2), 8), dt(wk(1, 2), 9))]
    KM("下周二的体检删掉，再帮我查下下周二广州下不下雨", [cdel(0, title="体检", date=wk(1, 2)), wx("Guangzhou", wk(1, 2))],
       cat=c, given=g)
with use(now=NQ, pref="past", **Z):
    KM("早饭12，地铁5，午饭还没吃", [la("12", "food", "早饭"), la("5", "transport", "地铁")], cat=c)
    KM("8月份一共花了多少？另外8月交通费单独算一下",
       [ls(ymd(2028, 8, 1), ymd(2028, 8, 31)), ls(ymd(2028, 8, 1), ymd(2028, 8, 31), "transport")], cat=c)
    KM("昨天：菜市场 86，打车 46", [la("86", "food", "菜市场", d=rel(-1)), la("46", "transport", "打车", d=rel(-1))], cat=c,
       conv="distribute")
    KM("刚加油花了 320，顺便看看这个月交通的明细",
       [la("320", "transport", "加油"), ll(month_start(), month_end(), "transport")], cat=c)
with use(now=NQ, pref="future", **Z):
    KM("今天上午十点开学典礼，下午三点家长会，顺便查下明天成都的天气",
       [cc("开学典礼", dt(today(), 10)), cc("家长会", dt(today(), 15)), wx("Chengdu", rel(1))], cat=c, conv="distribute")
    g = [ev("教研会", dt(wd(3), 14), dt(wd(3), 16)), ev("听课", dt(wd(4), 10), dt(wd(4), 11))]
    KM("周三的教研会提前到上午九点，周四听课那个删掉",
       [cu(0, title="教研会", date=wd(3), start=dt(wd(3), 9)), cdel(1, title="听课", date=wd(4))], cat=c, given=g)
    KM("教师节那天下午两点给王老师送花，顺便看看那天武汉天气",
       [cc("给王老师送花", dt(hol("教师节"), 14)), wx("Wuhan", hol("教师节"))], cat=c)
with use(now=NA, pref="past", **Z):
    KM("上周五唱K 260，周六买菜 118", [la("260", "entertainment", "唱K", d=wk(-1, 5)), la("118", "food", "买菜", d=wd(6))], cat=c)
with use(now=NB, pref="future", **Z):
    KM("明天下午两点到四点开部门会，周三上午九点半去银行办房贷",
       [cc("开部门会", dt(rel(1), 14), dt(rel(1), 16)), cc("去银行办房贷", dt(wd(3), 9, 30))], cat=c)
with use(now=NC, pref="future", **Z):
    g = [ev("半年述职", dt(today(), 14), dt(today(), 16))]
    KM("半年述职延到明天同一时间，顺便看下明天南京的天气",
       [cu(0, title="半年述职", start=dt(rel(1), 14)), wx("Nanjing", rel(1))], cat=c, given=g, conv="move-keeps-clock")
with use(now=ND, pref="past", **Z):
    KM("奶茶15 炸鸡39", [la("15", "food", "奶茶"), la("39", "food", "炸鸡")], cat=c)
with use(now=NE, pref="future", **Z):
    KM("下周一早上八点体检，下周二晚上七点公司年会", [cc("体检", dt(wk(1, 1), 8)), cc("公司年会", dt(wk(1, 2), 19))], cat=c)
with use(now=NF, pref="past", **Z):
    KM("双十一预售定金：扫地机 100，洗碗机 200", [la("100", "shopping", "扫地机"), la("200", "shopping", "洗碗机")], cat=c)
with use(now=NG, pref="future", **Z):
    KM("元旦下午三点去看电影，顺便看下那天西安天气", [cc("去看电影", dt(hol("元旦"), 15)), wx("Xi'an", hol("元旦"))], cat=c)
with use(now=NH, pref="past", **Z):
    KM("周五加油 350，停车 20", [la("350", "transport", "加油", d=wd(5)), la("20", "transport", "停车", d=wd(5))], cat=c,
       conv="distribute")
with use(now=NI, pref="future", **Z):
    KM("8月2号上午十点去面试，8月3号下午两点复试",
       [cc("去面试", dt(ymd(2027, 8, 2), 10)), cc("复试", dt(ymd(2027, 8, 3), 14))], cat=c)
with use(now=NJ, pref="past", **Z):
    KM("昨天早饭 18，午饭 35，晚饭 62",
       [la("18", "food", "早饭", d=rel(-1)), la("35", "food", "午饭", d=rel(-1)), la("62", "food", "晚饭", d=rel(-1))], cat=c,
       conv="distribute")
with use(now=NK, pref="future", **Z):
    g = [ev("家长会", dt(wd(3), 19), dt(wd(3), 20, 30))]
    KM("周三家长会改成七点半，再帮我看下周三还有别的事没",
       [cu(0, title="家长会", date=wd(3), start=dt(wd(3), 19, 30)), cl(wd(3))], cat=c, given=g,
       conv=["clock-only-keeps-day", "bare-hour"])
with use(now=NL, pref="past", **Z):
    KM("万圣节装扮 89，南瓜灯 35", [la("89", "shopping", "万圣节装扮"), la("35", "shopping", "南瓜灯")], cat=c)
with use(now=NM, pref="past", **Z):
    KM("今天圣诞：火鸡大餐 588，礼物包装纸 25", [la("588", "food", "火鸡大餐"), la("25", "shopping", "礼物包装纸")], cat=c)
with use(now=NQ, pref="future", **Z):
    KM("周六跑步的话，青岛和大连哪边天气好", [ra("Qingdao", wd(6)), ra("Dalian", wd(6))], cat=c)

# =============================================================================== composition
c = "composition"
with use(now=NN, pref="future", **Z):
    K("初二上午，十点半左右，去同学家串门", cc("去同学家串门", dt(hol("初二"), 10, 30)), cat=c)
    K("下周一，下午两点到四点，开工第一次全员会", cc("开工第一次全员会", dt(wk(1, 1), 14), dt(wk(1, 1), 16)), cat=c)
    K("后天晚上吧 八点一刻 跟发小喝酒", cc("跟发小喝酒", dt(rel(2), 20, 15)), cat=c)
    K("今天三点四十提醒我给外婆打电话", cc("给外婆打电话", dt(today(), 15, 40)), cat=c, conv="bare-hour")
with use(now=NO, pref="future", **Z):
    K("明天，上午九点到十一点半，陪老妈去医院复查", cc("陪老妈去医院复查", dt(rel(1), 9), dt(rel(1), 11, 30)), cat=c)
    K("下周三晚上 七点到九点 线上直播课", cc("线上直播课", dt(wk(1, 3), 19), dt(wk(1, 3), 21)), cat=c)
    K("4月3号周一早上七点五十，送孩子上学", cc("送孩子上学", dt(ymd(2028, 4, 3), 7, 50)), cat=c)
    K("今晚十点到十二点 打游戏 别打扰", cc("打游戏", dt(today(), 22), dt(rel(1), 0)), cat=c)
    K("周日下午，差一刻三点，接奶奶", cc("接奶奶", dt(wd(7), 14, 45)), cat=c)
with use(now=NP, pref="future", **Z):
    K("明天中午十二点半 跟客户吃饭", cc("跟客户吃饭", dt(rel(1), 12, 30)), cat=c)
    K("周三吧，下午四点，跟HR谈续约", cc("跟HR谈续约", dt(wd(3), 16)), cat=c)
    K("下周五，上午十点到下午一点，团队拓展", cc("团队拓展", dt(wk(1, 5), 10), dt(wk(1, 5), 13)), cat=c)
    K("后天早上六点二十的航班，帮我记一下", cc("航班", dt(rel(2), 6, 20)), cat=c)
    K("明晚十一点到凌晨一点，看欧洲杯", cc("看欧洲杯", dt(rel(1), 23), dt(rel(2), 1)), cat=c)
with use(now=NQ, pref="future", **Z):
    K("今天九点一刻 跟校长开会", cc("跟校长开会", dt(today(), 9, 15)), cat=c, conv="bare-hour")
    K("周四下午三点半到五点，给新生做入学培训", cc("给新生做入学培训", dt(wd(4), 15, 30), dt(wd(4), 17)), cat=c)
    K("这周六，早上七点，去郊区摘葡萄", cc("去郊区摘葡萄", dt(wk(0, 6), 7)), cat=c)
    K("9月8号晚上八点，和大学室友视频", cc("和大学室友视频", dt(ymd(2028, 9, 8), 20)), cat=c)
    K("下周二，十点到十一点，季度预算沟通", cc("季度预算沟通", dt(wk(1, 2), 10), dt(wk(1, 2), 11)), cat=c, conv="bare-hour")
with use(now=NA, pref="future", **Z):
    K("周五傍晚六点三刻 去接孩子", cc("去接孩子", dt(wd(5), 18, 45)), cat=c)
with use(now=NB, pref="future", **Z):
    K("明天中午，十二点四十，和导师吃饭", cc("和导师吃饭", dt(rel(1), 12, 40)), cat=c)
with use(now=NF, pref="future", **Z):
    K("今晚八点差五分 提醒我抢票", cc("抢票", dt(today(), 19, 55)), cat=c)
with use(now=NK, pref="future", **Z):
    K("6月5号，周六，上午九点，带孩子去学游泳", cc("带孩子去学游泳", dt(ymd(2027, 6, 5), 9)), cat=c)
with use(now=NM, pref="future", **Z):
    K("后天，晚上，七点半，年终同学会", cc("年终同学会", dt(rel(2), 19, 30)), cat=c)
with use(now=NI, pref="future", **Z):
    K("下周三下午两点十分 面试，提醒我", cc("面试", dt(wk(1, 3), 14, 10)), cat=c)

# =============================================================================== range
c = "range"
with use(now=NN, pref="future", **Z):
    K("初二到初五回老家", cc("回老家", hol("初二"), hol("初五")), cat=c)
    K("下周一到周三去三亚度假", cc("去三亚度假", wk(1, 1), wk(1, 3)), cat=c)
    K("初五到元宵有哪些安排", cl(hol("初五"), hol("元宵")), cat=c)
with use(now=NN, pref="past", **Z):
    K("1月1号到昨天的餐饮开销", ls(ymd(2028, 1, 1), rel(-1), "food"), cat=c)
    K("上个月的每一笔开销都列出来", ll(month_start(-1), month_end(-1)), cat=c)
with use(now=NO, pref="future", **Z):
    K("4月10号到14号去成都出差", cc("去成都出差", ymd(2028, 4, 10), ymd(2028, 4, 14)), cat=c)
    K("清明节到五一之间我有哪些安排", cl(hol("清明"), hol("劳动节")), cat=c)
    KM("接下来三天广州天气", [wx("Guangzhou", rel(i)) for i in range(3)], cat=c, conv="n-days-counting-today")
with use(now=NO, pref="past", **Z):
    K("一季度医疗花了多少", ls(ymd(2028, 1, 1), ymd(2028, 3, 31), "health"), cat=c, conv="quarters")
    K("3月1号到今天 买东西花了多少", ls(ymd(2028, 3, 1), today(), "shopping"), cat=c)
with use(now=NP, pref="future", **Z):
    K("7月10号至15号带爸妈去青岛", cc("带爸妈去青岛", ymd(2028, 7, 10), ymd(2028, 7, 15)), cat=c)
    KM("下周一到周五北京天气", [wx("Beijing", wk(1, d)) for d in range(1, 6)], cat=c)
    K("这个月中旬有什么安排", cl(ymd(2028, 7, 11), ymd(2028, 7, 20)), cat=c, conv="month-parts")
with use(now=NP, pref="past", **Z):
    K("上半年总共花了多少钱", ls(ymd(2028, 1, 1), ymd(2028, 6, 30)), cat=c, conv="halves")
    K("6月下旬的交通支出明细", ll(ymd(2028, 6, 21), ymd(2028, 6, 30), "transport"), cat=c, conv="month-parts")
with use(now=NQ, pref="future", **Z):
    K("9月11号到13号在杭州参加培训", cc("参加培训", ymd(2028, 9, 11), ymd(2028, 9, 13), location="杭州"), cat=c)
    K("国庆节到10月5号我都有什么安排", cl(hol("国庆"), ymd(2028, 10, 5)), cat=c)
    K("9月下旬有哪些会", cl(ymd(2028, 9, 21), ymd(2028, 9, 30)), cat=c, conv="month-parts")
with use(now=NQ, pref="past", **Z):
    K("8月下半个月吃饭花了多少", ls(ymd(2028, 8, 16), ymd(2028, 8, 31), "food"), cat=c, conv="half-month")
with use(now=NG, pref="past", **Z):
    K("今年12月的购物清单", ll(ymd(2026, 12, 1), ymd(2026, 12, 31), "shopping"), cat=c)
with use(now=NE, pref="future", **Z):
    K("2月3号到2月9号回老家过年", cc("回老家过年", ymd(2027, 2, 3), ymd(2027, 2, 9)), cat=c)
with use(now=NI, pref="past", **Z):
    K("7月1号到今天的娱乐开销", ls(ymd(2027, 7, 1), today(), "entertainment"), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NN, pref="future", **Z):
    K("元宵节中午十二点家庭聚餐", cc("家庭聚餐", dt(hol("元宵"), 12)), cat=c)
    K("情人节晚上七点跟老婆吃西餐", cc("跟老婆吃西餐", dt(hol("情人节"), 19)), cat=c)
    K("立春那天提醒我给绿植换盆", cc("给绿植换盆", hol("立春")), cat=c)
    K("二月二上午十点带儿子去剪头", cc("带儿子去剪头", dt(hol("龙抬头"), 10)), cat=c)
    K("初五那天北京天气咋样", wx("Beijing", hol("初五")), cat=c)
    K("元宵节成都适合夜跑吗", ra("Chengdu", hol("元宵")), cat=c)
with use(now=NO, pref="future", **Z):
    K("愚人节上午十点公司团建", cc("公司团建", dt(hol("愚人节"), 10)), cat=c)
    K("清明当天杭州会下雨吗", wx("Hangzhou", hol("清明")), cat=c)
    K("五一劳动节早上八点自驾去黄山", cc("自驾去黄山", dt(hol("劳动节"), 8)), cat=c)
    K("母亲节那天给我妈订束花", cc("给我妈订束花", hol("mothers")), cat=c)
    K("端午节那天的安排给我看看", cl(hol("端午")), cat=c)
    K("青年节下午两点团委开会", cc("团委开会", dt(hol("青年节"), 14)), cat=c)
with use(now=NP, pref="future", **Z):
    K("八一建军节上午九点去慰问老兵", cc("去慰问老兵", dt(hol("建军节"), 9)), cat=c)
    K("七夕晚上八点，带女朋友去看烟花", cc("带女朋友去看烟花", dt(hol("七夕"), 20)), cat=c)
    K("小暑那天北京热不热", wx("Beijing", hol("小暑")), cat=c)
    K("中秋节上海天气怎么样", wx("Shanghai", hol("中秋")), cat=c)
with use(now=NP, pref="past", **Z):
    K("建党节那天花了多少", ls(hol("建党节")), cat=c)
with use(now=NQ, pref="future", **Z):
    K("教师节上午十点学校表彰大会", cc("学校表彰大会", dt(hol("教师节"), 10)), cat=c)
    K("中秋节晚上六点回爸妈家吃团圆饭", cc("回爸妈家吃团圆饭", dt(hol("中秋"), 18)), cat=c)
    K("重阳节那天带外公外婆去爬山", cc("带外公外婆去爬山", hol("重阳")), cat=c)
    K("双十一那天晚上十点提醒我付尾款", cc("付尾款", dt(hol("双十一"), 22)), cat=c)
    K("感恩节那天给客户发邮件", cc("给客户发邮件", hol("thanksgiving")), cat=c)
with use(now=NQ, pref="past", **Z):
    K("中元节那天花了多少钱", ls(hol("中元")), cat=c)
with use(now=NF, pref="past", **Z):
    K("万圣节那天的开销列一下", ll(hol("halloween")), cat=c)
with use(now=NH, pref="future", **Z):
    K("清明节那天南京会不会下雨", wx("Nanjing", hol("清明")), cat=c)
with use(now=NK, pref="future", **Z):
    K("夏至那天早上五点去看日出", cc("去看日出", dt(hol("夏至"), 5)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NN, pref="future", **Z):
    K("后天上午十点在万达影城看电影", cc("看电影", dt(rel(2), 10), location="万达影城"), cat=c)
    K("初五晚上六点，地点：老家祠堂，家族聚会", cc("家族聚会", dt(hol("初五"), 18), location="老家祠堂"), cat=c)
with use(now=NO, pref="future", **Z):
    K("下周二下午三点在研发楼二层，发布会彩排", cc("发布会彩排", dt(wk(1, 2), 15), location="研发楼二层"), cat=c)
    K("明天上午十点在人民公园东门跟驴友集合", cc("跟驴友集合", dt(rel(1), 10), location="人民公园东门"), cat=c)
    K("明天中午12点在楼下食堂和新同事小林吃饭", cc("和新同事小林吃饭", dt(rel(1), 12), location="楼下食堂"), cat=c)
with use(now=NP, pref="future", **Z):
    K("周三晚上七点在体育中心看演唱会", cc("看演唱会", dt(wd(3), 19), location="体育中心"), cat=c)
    K("下周六上午九点半，地点是市儿童医院，给宝宝打疫苗", cc("给宝宝打疫苗", dt(wk(1, 6), 9, 30), location="市儿童医院"), cat=c)
with use(now=NQ, pref="future", **Z):
    K("明天下午两点在学院会议室开新学期教学会", cc("开新学期教学会", dt(rel(1), 14), location="学院会议室"), cat=c)
    K("周五晚上八点在胡同里那家小酒馆见老同学", cc("见老同学", dt(wd(5), 20), location="胡同里那家小酒馆"), cat=c)
    K("9月15号上午十点，地点：区法院三号庭，出庭", cc("出庭", dt(ymd(2028, 9, 15), 10), location="区法院三号庭"), cat=c)
with use(now=NA, pref="future", **Z):
    K("周六下午两点在国家大剧院听音乐会", cc("听音乐会", dt(wd(6), 14), location="国家大剧院"), cat=c)
with use(now=NF, pref="future", **Z):
    K("明早九点在社区卫生服务中心打流感疫苗", cc("打流感疫苗", dt(rel(1), 9), location="社区卫生服务中心"), cat=c)
with use(now=NL, pref="future", **Z):
    K("周六晚上七点在朋友开的酒吧过万圣节", cc("过万圣节", dt(wd(6), 19), location="朋友开的酒吧"), cat=c)

# =============================================================================== deadline
c = "deadline"
with use(now=NN, pref="future", **Z):
    K("元宵前都排了些什么", cl(today(), hol("元宵")), cat=c, conv="zh-qian-inclusive")
with use(now=NN, pref="past", **Z):
    K("最近两周吃饭花了多少", ls(rel(-13), today(), "food"), cat=c)
with use(now=NO, pref="future", **Z):
    K("五一以前的日程给我看看", cl(today(), hol("劳动节")), cat=c, conv="zh-qian-inclusive")
    K("两周内有什么会", cl(today(), rel(13)), cat=c, conv="n-days-counting-today")
with use(now=NO, pref="past", **Z):
    K("本季度至今餐饮一共多少", ls(ymd(2028, 1, 1), today(), "food"), cat=c, conv="since")
with use(now=NP, pref="future", **Z):
    K("未来一周有哪些安排", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NP, pref="past", **Z):
    K("今年以来交通一共花了多少", ls(ymd(2028, 1, 1), today(), "transport"), cat=c, conv="since")
with use(now=NQ, pref="future", **Z):
    K("月底前还有什么事", cl(today(), month_end()), cat=c)
    K("10号之前有什么安排", cl(today(), ymd(2028, 9, 10)), cat=c, conv="zh-qian-inclusive")
with use(now=NQ, pref="past", **Z):
    K("过去30天花了多少", ls(rel(-29), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NN, pref="future", **Z):
    K("明天大连下不下雪", wx("Dalian", rel(1)), cat=c)
    KM("这周末哈尔滨冷不冷", [wx("Harbin", wd(6)), wx("Harbin", wd(7))], cat=c)
with use(now=NO, pref="future", **Z):
    K("周日深圳有雨吗", wx("Shenzhen", wd(7)), cat=c)
with use(now=NP, pref="future", **Z):
    K("明天武汉多少度", wx("Wuhan", rel(1)), cat=c)
    K("后天厦门是台风天吗", wx("Xiamen", rel(2)), cat=c)
with use(now=NQ, pref="future", **Z):
    K("今天北京空气怎么样，需要戴口罩吗", wx("Beijing"), cat=c)
    K("下周一南宁天气", wx("Nanning", wk(1, 1)), cat=c)
    KM("今明两天昆明天气", [wx("Kunming", today()), wx("Kunming", rel(1))], cat=c)
with use(now=NL, pref="future", **Z):
    K("西安明天降温吗", wx("Xi'an", rel(1)), cat=c)
c = "running"
with use(now=NN, pref="future", **Z):
    K("明天早上在北京跑步会不会太冷", ra("Beijing", rel(1)), cat=c)
with use(now=NO, pref="future", **Z):
    K("周六上午杭州适合跑半马吗", ra("Hangzhou", wd(6)), cat=c)
with use(now=NP, pref="future", **Z):
    K("明早广州能晨跑吗，怕太热", ra("Guangzhou", rel(1)), cat=c)
with use(now=NQ, pref="future", **Z):
    K("今天傍晚深圳跑步合适吗", ra("Shenzhen"), cat=c)
with use(now=NB, pref="future", **Z):
    K("周三长沙能不能户外跑", ra("Changsha", wd(3)), cat=c)

# =============================================================================== arithmetic
c = "arithmetic"
with use(now=NQ, pref="future", **Z):
    K("国庆后的第一个周一上午九点部门例会", cc("部门例会", dt(ymd(2028, 10, 2), 9)), cat=c)
    K("9月第三个周六带孩子去海洋馆", cc("带孩子去海洋馆", nth(2028, 9, 3, 6)), cat=c)
with use(now=NO, pref="future", **Z):
    K("下个月最后一个周五下午四点团建", cc("团建", dt(lastwd(2028, 4, 5), 16)), cat=c)
with use(now=NN, pref="future", **Z):
    K("元宵节后第二天上午十点开学", cc("开学", dt(hol("元宵") + td(days=2), 10)), cat=c)
with use(now=NP, pref="future", **Z):
    K("下下周三下午两点半，牙医复查", cc("牙医复查", dt(wk(2, 3), 14, 30)), cat=c)

# =============================================================================== rollover
c = "rollover"
with use(now=NN, pref="future", **Z):
    K("周三上午十点去做理疗", cc("去做理疗", dt(wd(3) + td(days=7), 10)), cat=c)
with use(now=NO, pref="future", **Z):
    K("周五下午五点跟客户通电话", cc("跟客户通电话", dt(wd(5) + td(days=7), 17)), cat=c)
with use(now=NQ, pref="future", **Z):
    K("周一早上八点升旗仪式", cc("升旗仪式", dt(wk(1, 1), 8)), cat=c)
with use(now=NP, pref="past", **Z):
    K("周日晚上看电影花了120", la("120", "entertainment", "看电影", d=today()), cat=c)
with use(now=NQ, pref="past", **Z):
    K("周二吃火锅花了 276", la("276", "food", "火锅", d=wd(2)), cat=c)
with use(now=NO, pref="past", **Z):
    K("周六打车去机场 96", la("96", "transport", "打车去机场", d=wd(6)), cat=c)

# =============================================================================== coordination
c = "coordination"
with use(now=NN, pref="future", **Z):
    KM("初二和初三上海天气", [wx("Shanghai", hol("初二")), wx("Shanghai", hol("初三"))], cat=c)
with use(now=NO, pref="future", **Z):
    KM("下周二、周四晚上八点都有瑜伽课", [cc("瑜伽课", dt(wk(1, 2), 20)), cc("瑜伽课", dt(wk(1, 4), 20))], cat=c,
       conv="distribute")
with use(now=NP, pref="future", **Z):
    KM("看看周二和周五的日程", [cl(wd(2)), cl(wd(5))], cat=c)
with use(now=NQ, pref="future", **Z):
    KM("9月12号、14号下午三点都要去医院换药",
       [cc("去医院换药", dt(ymd(2028, 9, 12), 15)), cc("去医院换药", dt(ymd(2028, 9, 14), 15))], cat=c, conv="distribute")
with use(now=NQ, pref="past", **Z):
    KM("上周一和上周五各花了多少", [ls(wk(-1, 1)), ls(wk(-1, 5))], cat=c)

# =============================================================================== duration / numeric-date / clock / traditional
c = "duration"
with use(now=NN, pref="future", **Z):
    K("四十分钟后提醒我关火", cc("关火", C.now + td(minutes=40)), cat=c)
with use(now=NP, pref="future", **Z):
    K("三天后上午九点交房", cc("交房", dt(rel(3), 9)), cat=c)
with use(now=NQ, pref="future", **Z):
    K("一个半小时以后提醒我去开会", cc("去开会", C.now + td(minutes=90)), cat=c)
c = "numeric-date"
with use(now=NN, pref="future", **Z):
    K("2.14 晚上七点 看电影", cc("看电影", dt(ymd(2028, 2, 14), 19)), cat=c)
with use(now=NO, pref="future", **Z):
    K("2028/4/12 上午十点 签约", cc("签约", dt(ymd(2028, 4, 12), 10)), cat=c)
with use(now=NP, pref="future", **Z):
    K("20280715 上午九点 搬家", cc("搬家", dt(ymd(2028, 7, 15), 9)), cat=c, conv="eight-digit-date")
with use(now=NQ, pref="future", **Z):
    K("9-20 下午三点 交论文初稿", cc("交论文初稿", dt(ymd(2028, 9, 20), 15)), cat=c, unsure="9-20 might also read as a range")
c = "clock"
with use(now=NN, pref="future", **Z):
    K("两点三刻提醒我吃药", cc("吃药", dt(today(), 14, 45)), cat=c, conv="bare-hour")
with use(now=NQ, pref="future", **Z):
    K("十一点差十分提醒我订午饭", cc("订午饭", dt(today(), 10, 50)), cat=c, conv="bare-hour")
with use(now=NO, pref="future", **Z):
    K("八点半提醒我给妈妈打电话", cc("给妈妈打电话", dt(today(), 20, 30)), cat=c, conv="bare-hour")
c = "traditional"
with use(now=NN, pref="future", **Z):
    K("明天下午兩點去舅舅家拜年", cc("去舅舅家拜年", dt(rel(1), 14)), cat=c)
with use(now=NO, pref="future", **Z):
    g = [ev("會議", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("下週一的會議改到下午三點", cu(0, title="會議", date=wk(1, 1), start=dt(wk(1, 1), 15)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NP, pref="future", **Z):
    K("禮拜三晚上七點半和同事聚餐", cc("和同事聚餐", dt(wd(3), 19, 30)), cat=c)
with use(now=NQ, pref="past", **Z):
    K("昨天午餐兩個人一百二", la("120", "food", "午餐", d=rel(-1)), cat=c)

# =============================================================================== money (more: 刀, 元, 收到)
c = "money"
with use(now=NP, pref="past", **Z):
    K("代购的球鞋 120刀", la("120", "shopping", "球鞋", cur="USD"), cat=c)
with use(now=NQ, pref="past", **Z):
    K("菜市场买了两斤排骨 68元", la("68", "food", "排骨"), cat=c)
    K("收到上个月的奖金 4500", la("4500", "salary", "奖金", kind="income"), cat=c)
