"""Round 4 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them)."""
from lib import *

NM = "2027-12-25T09:00:00"  # Saturday, Christmas morning
# Round 4 reference times
NN = "2028-01-26T13:15:00"  # Wednesday, 正月初一 / Lunar New Year's Day
NO = "2028-03-31T17:45:00"  # Friday, quarter end and month end
NP = "2028-07-02T22:30:00"  # Sunday night, the last day of a week
NQ = "2028-09-04T08:05:00"  # Monday early morning, US Labor Day
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
c = "composition"
with use(now=NN, pref="future", **Z):
    T("⟨初三⟩要去医院换药，⟨上午九点半⟩到", at(hol("初三"), 9, 30), cat=c)
    T("⟨下周二⟩我值班，⟨晚上八点到十一点⟩", cr(wk(1, 2), 20, 0, 23, 0), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟨明天⟩要去驾校，⟨下午一点半⟩开始练车", at(rel(1), 13, 30), cat=c)
    T("⟨下周四⟩上午有个体检，⟨八点⟩空腹去", at(wk(1, 4), 8), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟨后天⟩的飞机，⟨早上六点五十⟩起飞", at(rel(2), 6, 50), cat=c)
    T("⟨周五⟩晚上聚餐，大概⟨七点左右⟩", at(wd(5), 19), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟨今天⟩下午要开会，⟨两点到三点半⟩", cr(today(), 14, 0, 15, 30), cat=c)
    T("⟨9月9号⟩那天搬家，师傅⟨早上八点⟩到", at(ymd(2028, 9, 9), 8), cat=c)
with use(now=NM, pref="future", **Z):
    T("⟨下周一⟩那个面试，⟨十点一刻⟩开始", at(wk(1, 1), 10, 15), cat=c, conv="bare-hour")

c = "range"
with use(now=NN, pref="future", **Z):
    T("⟦初二到初五⟧都在外地", dr(hol("初二"), hol("初五")), cat=c)
    T("⟦2月7号至11号⟧出差", dr(ymd(2028, 2, 7), ymd(2028, 2, 11)), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦下周一到下周三⟧休年假", dr(wk(1, 1), wk(1, 3)), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟦7月10日到7月20日⟧上暑期班", dr(ymd(2028, 7, 10), ymd(2028, 7, 20)), cat=c)
with use(now=NP, pref="past", **Z):
    T("⟦6月15号到25号⟧那段时间花钱很多", dr(ymd(2028, 6, 15), ymd(2028, 6, 25)), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦本周三到下周二⟧轮到我值班", dr(wk(0, 3), wk(1, 2)), cat=c)
    T("⟦9月下旬到10月上旬⟧家里装修", dr(ymd(2028, 9, 21), ymd(2028, 10, 10)), cat=c, conv="month-parts")

c = "deadline"
with use(now=NN, pref="future", **Z):
    T("⟦元宵节以前⟧把方案定下来", deadline_day(hol("元宵")), cat=c, conv="zh-qian-inclusive")
    T("⟦今天下午五点前⟧回复邮件", deadline_clock(dt(today(), 17)), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦4月15号之前⟧报税", deadline_day(ymd(2028, 4, 15)), cat=c, conv="zh-qian-inclusive")
    T("⟦三天内⟧给答复", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NP, pref="future", **Z):
    T("⟦半小时之内⟧到楼下", deadline_clock(C.now + td(minutes=30)), cat=c)
with use(now=NP, pref="past", **Z):
    T("⟦最近十天⟧花钱有点多", pastdays(10), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦月底前⟧交材料", deadline_day(month_end()), cat=c)
    T("⟦国庆起⟧实行新作息", P(hol("国庆")), cat=c, conv="open-from")

c = "arithmetic"
with use(now=NN, pref="future", **Z):
    T("⟦元宵节后一天⟧开学", P(hol("元宵") + td(days=1)), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦下个月第二个周五⟧交季度报告", P(nth(2028, 4, 2, 5)), cat=c)
    T("⟦清明节前两天⟧回老家", P(hol("清明") - td(days=2)), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟦下下个月⟧开工", month_range(2028, 9), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦大大后天⟧出发", P(rel(4)), cat=c)
    T("⟦10月倒数第二个周五⟧开董事会", P(lastwd(2028, 10, 5) - td(days=7)), cat=c)

c = "duration"
with use(now=NN, pref="future", **Z):
    T("⟦三刻钟后⟧出发", after(td(minutes=45)), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦两天半以后⟧回来", after(td(hours=60)), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟦一个月后⟧复查", P(addm(today(), 1)), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦明天这个时候⟧再联系", at(rel(1), 8, 5), cat=c)
    T("⟦半年后⟧再看看", P(addm(today(), 6)), cat=c)

c = "clock"
with use(now=NN, pref="future", **Z):
    T("⟦十点⟧给我打个电话", P(bare_clock(10)), cat=c, conv="bare-hour")
with use(now=NO, pref="future", **Z):
    T("⟦六点半⟧门口见", P(bare_clock(6, 30)), cat=c, conv="bare-hour")
with use(now=NP, pref="future", **Z):
    T("⟦半夜十二点⟧提醒我抢票", at(rel(1), 0), cat=c)
    T("⟦凌晨三点⟧的航班", at(rel(1), 3), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦九点差一刻⟧到公司", at(today(), 8, 45), cat=c)
    T("⟦下午四点零五分⟧接孩子", P(next_clock(16, 5)), cat=c)

c = "numeric-date"
with use(now=NN, pref="future", **Z):
    T("⟦2028.2.29⟧交报告", P(ymd(2028, 2, 29)), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦4/18⟧体检", P(ymd(2028, 4, 18)), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟦20280808⟧办婚礼", P(ymd(2028, 8, 8)), cat=c, conv="eight-digit-date")
with use(now=NQ, pref="future", **Z):
    T("⟦10.1⟧出发去旅游", P(ymd(2028, 10, 1)), cat=c)
with use(now=NQ, pref="past", **Z):
    T("这台电脑是⟦2028-06-18⟧买的", P(ymd(2028, 6, 18)), cat=c)

c = "traditional"
with use(now=NN, pref="future", **Z):
    T("⟦初五下午三點⟧見", at(hol("初五"), 15), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦下個月十號⟧繳費", P(ymd(2028, 4, 10)), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟦週二晚上八點⟧開會", at(wd(2), 20), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦兩週後⟧交稿", P(rel(14)), cat=c)

c = "rollover"
with use(now=NN, pref="future", **Z):
    T("⟦周三上午十点⟧复诊", at(wd(3) + td(days=7), 10), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦周五下午⟧开会", pod(today(), "下午"), cat=c, conv="rollover-part")
with use(now=NP, pref="future", **Z):
    T("⟦周日晚上⟧聚餐", pod(today(), "晚上"), cat=c, conv="rollover-part")
with use(now=NQ, pref="future", **Z):
    T("⟦周一早上⟧去跑步", pod(today(), "早上"), cat=c, conv="rollover-part")
with use(now=NQ, pref="past", **Z):
    T("⟦周二晚上⟧吃的烧烤", pod(wd(2), "晚上"), cat=c)

c = "holiday"
with use(now=NN, pref="future", **Z):
    T("⟦情人节⟧送花", P(hol("情人节")), cat=c)
    T("⟦元宵节晚上⟧一家人出去逛逛", pod(hol("元宵"), "晚上"), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦清明⟧放假", P(hol("清明")), cat=c)
    T("⟦母亲节⟧给妈妈打电话", P(hol("mothers")), cat=c)
with use(now=NP, pref="future", **Z):
    T("⟦七夕⟧去约会", P(hol("七夕")), cat=c)
    T("⟦建军节⟧放半天假", P(hol("建军节")), cat=c)
with use(now=NQ, pref="future", **Z):
    T("⟦中秋节⟧回家", P(hol("中秋")), cat=c)
    T("⟦重阳节⟧去登高", P(hol("重阳")), cat=c)

c = "coordination"
with use(now=NN, pref="future", **Z):
    T("⟦初二⟧、⟦初三⟧都要走亲戚", P(hol("初二")), P(hol("初三")), cat=c)
with use(now=NO, pref="future", **Z):
    T("⟦下周三⟧或⟦周五⟧都可以", P(wk(1, 3)), P(wk(1, 5)), cat=c, conv="distribute")
with use(now=NP, pref="future", **Z):
    T("⟦明天上午⟧和⟦下午⟧都有课", pod(rel(1), "上午"), pod(rel(1), "下午"), cat=c, conv="distribute")
with use(now=NQ, pref="future", **Z):
    T("⟦9月12号⟧、⟦13号⟧、⟦15号⟧有培训", P(ymd(2028, 9, 12)), P(ymd(2028, 9, 13)), P(ymd(2028, 9, 15)), cat=c,
      conv="distribute")

c = "none"
with use(now=NQ, pref="future", **Z):
    for text in ["体温三十七点二", "他住在十八楼", "地铁三号线换乘", "这次考了九十八分"]:
        T(text, cat=c)

# =============================================================================== English
c = "composition"
with use(now=NN, pref="future", **E):
    T("⟨Friday⟩ I'm getting my teeth cleaned, ⟨9:30am⟩", at(wd(5), 9, 30), cat=c)
    T("⟨next Tuesday⟩ I'm on call ⟨from 8 to 11pm⟩", cr(wk(1, 2), 20, 0, 23, 0), cat=c)
    T("⟨Saturday⟩, um, ⟨noon⟩, brunch with the team", at(wd(6), 12), cat=c)
with use(now=NO, pref="future", **E):
    T("⟨tomorrow⟩ driving lesson, starts ⟨at 1:30pm⟩", at(rel(1), 13, 30), cat=c)
    T("⟨next Thursday⟩ morning physical, be there ⟨at 8⟩", at(wk(1, 4), 8), cat=c, conv="bare-hour")
with use(now=NP, pref="future", **E):
    T("⟨the day after tomorrow⟩ my flight leaves ⟨at 6:50am⟩", at(rel(2), 6, 50), cat=c)
    T("⟨Friday⟩ dinner with friends, ⟨around 7ish⟩", at(wd(5), 19), cat=c, conv="bare-hour")
with use(now=NQ, pref="future", **E):
    T("⟨today⟩ there's a meeting ⟨2 to 3:30pm⟩", cr(today(), 14, 0, 15, 30), cat=c)
    T("⟨September 9⟩ the movers come ⟨at 8am⟩", at(ymd(2028, 9, 9), 8), cat=c)
with use(now=NM, pref="future", **E):
    T("⟨next Monday⟩ the interview starts ⟨at 10:15⟩", at(wk(1, 1), 10, 15), cat=c, conv="bare-hour")

c = "range"
with use(now=NN, pref="future", **E):
    T("conference ⟦Feb 7-11⟧", dr(ymd(2028, 2, 7), ymd(2028, 2, 11)), cat=c)
    T("visiting family ⟦from Friday to next Tuesday⟧", dr(wd(5), wk(1, 2)), cat=c)
with use(now=NO, pref="future", **E):
    T("PTO ⟦next Monday through Wednesday⟧", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("spring break ⟦April 10 - April 14⟧", dr(ymd(2028, 4, 10), ymd(2028, 4, 14)), cat=c)
with use(now=NP, pref="future", **E):
    T("summer camp ⟦July 10th to the 20th⟧", dr(ymd(2028, 7, 10), ymd(2028, 7, 20)), cat=c)
with use(now=NP, pref="past", **E):
    T("expenses piled up ⟦June 15 to 25⟧", dr(ymd(2028, 6, 15), ymd(2028, 6, 25)), cat=c)
with use(now=NQ, pref="future", **E):
    T("on call ⟦this Wednesday through next Tuesday⟧", dr(wk(0, 3), wk(1, 2)), cat=c)
    T("kitchen renovation ⟦late September to early October⟧", dr(ymd(2028, 9, 21), ymd(2028, 10, 10)), cat=c,
      conv="month-parts")

c = "deadline"
with use(now=NN, pref="future", **E):
    T("finalize the plan ⟦by Valentine's Day⟧", deadline_day(hol("valentine")), cat=c, conv="by-inclusive")
    T("answer the email ⟦before 5pm today⟧", deadline_clock(dt(today(), 17)), cat=c)
with use(now=NO, pref="future", **E):
    T("file taxes ⟦before April 18⟧", deadline_day(ymd(2028, 4, 17)), cat=c, conv="en-before-exclusive")
    T("the landlord wants an answer ⟦within 3 days⟧", ndays(3), cat=c, conv="n-days-counting-today")
with use(now=NP, pref="future", **E):
    T("be downstairs ⟦within half an hour⟧", deadline_clock(C.now + td(minutes=30)), cat=c)
with use(now=NP, pref="past", **E):
    T("I've been spending too much ⟦the past 10 days⟧", pastdays(10), cat=c)
with use(now=NQ, pref="future", **E):
    T("paperwork due ⟦by the end of the month⟧", deadline_day(month_end()), cat=c)
    T("new office hours ⟦effective October 1⟧", P(ymd(2028, 10, 1)), cat=c, conv="open-from")

c = "arithmetic"
with use(now=NN, pref="future", **E):
    T("classes resume ⟦the day after Presidents' Day⟧", P(hol("presidents") + td(days=1)), cat=c)
with use(now=NO, pref="future", **E):
    T("review ⟦the second Friday of next month⟧", P(nth(2028, 4, 2, 5)), cat=c)
    T("⟦two days before Easter⟧ we drive down", P(hol("easter") - td(days=2)), cat=c)
with use(now=NP, pref="future", **E):
    T("construction starts ⟦the month after next⟧", month_range(2028, 9), cat=c)
with use(now=NQ, pref="future", **E):
    T("we leave ⟦the Friday after next⟧", P(wk(2, 5)), cat=c, conv="after-next")
    T("board meeting ⟦the second-to-last Friday of October⟧", P(lastwd(2028, 10, 5) - td(days=7)), cat=c)

c = "duration"
with use(now=NN, pref="future", **E):
    T("we head out ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    T("the pizza comes ⟦in twenty-five minutes⟧", after(td(minutes=25)), cat=c)
with use(now=NO, pref="future", **E):
    T("back ⟦in two and a half days⟧", after(td(hours=60)), cat=c)
with use(now=NP, pref="future", **E):
    T("follow-up visit ⟦a month from now⟧", P(addm(today(), 1)), cat=c)
with use(now=NQ, pref="future", **E):
    T("call me ⟦same time tomorrow⟧", at(rel(1), 8, 5), cat=c)
    T("let's revisit this ⟦six months from now⟧", P(addm(today(), 6)), cat=c)

c = "clock"
with use(now=NN, pref="future", **E):
    T("call me ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour")
with use(now=NO, pref="future", **E):
    T("see you out front ⟦at half past six⟧", P(bare_clock(6, 30)), cat=c, conv="bare-hour")
with use(now=NP, pref="future", **E):
    T("ping me ⟦at midnight⟧ for the ticket drop", at(rel(1), 0), cat=c)
    T("the red-eye lands ⟦at 3am⟧", P(next_clock(3)), cat=c)
with use(now=NQ, pref="future", **E):
    T("be at the office ⟦at a quarter to nine⟧", at(today(), 8, 45), cat=c, conv="bare-hour")
    T("school pickup ⟦at 4:05pm⟧", P(next_clock(16, 5)), cat=c)

c = "numeric-date"
with use(now=NN, pref="future", **E):
    T("report due ⟦2/29/2028⟧", P(ymd(2028, 2, 29)), cat=c, conv="en-month-first")
with use(now=NO, pref="future", **E):
    T("physical on ⟦4/18⟧", P(ymd(2028, 4, 18)), cat=c, conv="en-month-first")
with use(now=NP, pref="future", **E):
    T("the wedding is ⟦08/08/2028⟧", P(ymd(2028, 8, 8)), cat=c, conv="en-month-first")
with use(now=NQ, pref="future", **E):
    T("we fly out ⟦10/1⟧", P(ymd(2028, 10, 1)), cat=c, conv="en-month-first")
    T("invoice due ⟦15/9⟧", P(ymd(2028, 9, 15)), cat=c, conv="day-first-when-over-12")
with use(now=NQ, pref="past", **E):
    T("bought this laptop ⟦June 18th, 2028⟧", P(ymd(2028, 6, 18)), cat=c)

c = "rollover"
with use(now=NN, pref="future", **E):
    T("follow-up ⟦Wednesday at 10am⟧", at(wd(3) + td(days=7), 10), cat=c)
with use(now=NO, pref="future", **E):
    T("team meeting ⟦Friday afternoon⟧", pod(today(), "afternoon"), cat=c, conv="rollover-part")
with use(now=NP, pref="future", **E):
    T("family dinner ⟦Sunday night⟧", pod(today(), "night"), cat=c, conv="rollover-part")
with use(now=NQ, pref="future", **E):
    T("going for a run ⟦Monday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part")
with use(now=NQ, pref="past", **E):
    T("we had barbecue ⟦Tuesday night⟧", pod(wd(2), "night"), cat=c)

c = "holiday"
with use(now=NN, pref="future", **E):
    T("roses for ⟦Valentine's Day⟧", P(hol("valentine")), cat=c)
    T("green beer on ⟦St. Patrick's Day⟧", P(hol("stpatrick")), cat=c)
with use(now=NO, pref="future", **E):
    T("egg hunt on ⟦Easter Sunday⟧", P(hol("easter")), cat=c)
    T("call Mom on ⟦Mother's Day⟧", P(hol("mothers")), cat=c)
with use(now=NP, pref="future", **E):
    T("sparklers on ⟦the Fourth⟧", P(hol("independence")), cat=c)
    T("long weekend for ⟦Labor Day⟧", P(hol("labor")), cat=c)
with use(now=NQ, pref="future", **E):
    T("haunted hayride ⟦Halloween night⟧", pod(hol("halloween"), "night"), cat=c)
    T("deep-frying a turkey on ⟦Thanksgiving⟧", P(hol("thanksgiving")), cat=c)

c = "coordination"
with use(now=NN, pref="future", **E):
    T("either ⟦Thursday⟧ or ⟦Friday⟧ works for the call", P(wd(4)), P(wd(5)), cat=c)
with use(now=NO, pref="future", **E):
    T("yoga ⟦next Wednesday⟧ and ⟦Friday⟧", P(wk(1, 3)), P(wk(1, 5)), cat=c, conv="distribute")
with use(now=NP, pref="future", **E):
    T("class ⟦tomorrow morning⟧ and ⟦afternoon⟧", pod(rel(1), "morning"), pod(rel(1), "afternoon"), cat=c,
      conv="distribute")
with use(now=NQ, pref="future", **E):
    T("training on ⟦Sept 12⟧, ⟦13⟧ and ⟦15⟧", P(ymd(2028, 9, 12)), P(ymd(2028, 9, 13)), P(ymd(2028, 9, 15)), cat=c,
      conv="distribute")

c = "none"
with use(now=NQ, pref="future", **E):
    for text in ["my temperature was 99.5", "she lives on the 18th floor", "transfer to the 3 line", "I got a 98 on the test"]:
        T(text, cat=c)
