"""Round 2 time rows (issue 15), Chinese and English, written blind from ../CONVENTIONS.md only."""
from lib import *

NA = "2026-12-02T10:00:00"  # Wednesday
NB = "2027-03-15T21:30:00"  # Monday
NC = "2027-06-30T08:00:00"  # Wednesday
ND = "2027-09-10T14:00:00"  # Friday
NE = "2027-01-29T19:00:00"  # Friday
NF = "2027-11-03T16:45:00"  # Wednesday
NG = "2026-12-31T22:15:00"  # Thursday, the last evening of the year
NH = "2027-03-14T11:00:00"  # Sunday, the day US daylight saving time began (02:00 -> 03:00)
NI = "2027-07-31T11:20:00"  # Saturday, the last day of a month
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
c = "composition"
with use(now=NA, pref="future", **Z):
    T("⟨下周三⟩我们组要聚餐，⟨晚上六点半⟩", at(wk(1, 3), 18, 30), cat=c)
    T("⟨明天⟩有空吗？⟨下午三点到四点⟩想找你聊聊", cr(rel(1), 15, 0, 16, 0), cat=c)
    T("⟨12月9号⟩那天我得去医院，⟨早上八点⟩就要到", at(ymd(2026, 12, 9), 8), cat=c)
    T("⟨周五⟩的话，大概⟨十点左右⟩吧", at(wd(5), 10), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟨后天⟩孩子学校开放日，⟨上午九点到十一点⟩", cr(rel(2), 9, 0, 11, 0), cat=c)
    T("⟨下周一⟩早上的航班，⟨七点五十⟩起飞", at(wk(1, 1), 7, 50), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟨周六⟩带娃去游乐园，⟨九点⟩门口集合", at(wd(6), 9), cat=c)
    T("⟨7月8号⟩面试，HR说是⟨下午两点半⟩", at(ymd(2027, 7, 8), 14, 30), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟨下周二⟩晚上有个局，⟨七点⟩开始", at(wk(1, 2), 19), cat=c)
    T("⟨大后天⟩去拔牙，约的是⟨上午十点一刻⟩", at(rel(3), 10, 15), cat=c)
with use(now=NE, pref="future", **Z):
    T("⟨周日⟩我们去看电影吧，⟨下午四点⟩那场", at(wd(7), 16), cat=c)
    T("⟨2月2号⟩的体检，⟨早上七点半⟩空腹去", at(ymd(2027, 2, 2), 7, 30), cat=c)
with use(now=NF, pref="future", **Z):
    T("⟨今天⟩还有个会，⟨晚上七点到八点半⟩", cr(today(), 19, 0, 20, 30), cat=c)
    T("⟨下周四⟩，嗯，⟨中午十二点⟩一起吃饭", at(wk(1, 4), 12), cat=c)
with use(now=NG, pref="future", **Z):
    T("⟨周六⟩去崇礼滑雪，⟨早上六点⟩出发", at(wd(6), 6), cat=c)
with use(now=NH, pref="future", **Z):
    T("⟨下周五⟩公司年会，⟨晚上六点⟩签到", at(wk(1, 5), 18), cat=c)
with use(now=NI, pref="future", **Z):
    T("⟨8月3号⟩搬家，搬家公司⟨早上八点⟩到", at(ymd(2027, 8, 3), 8), cat=c)

c = "range"
with use(now=NA, pref="future", **Z):
    T("⟦12月20号到25号⟧我在外地", dr(ymd(2026, 12, 20), ymd(2026, 12, 25)), cat=c)
    T("⟦下周一到周三⟧要出差", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("⟦这周四到下周二⟧都在休假", dr(wd(4), wk(1, 2)), cat=c)
with use(now=NA, pref="past", **Z):
    T("⟦11月20号到25号⟧那几天花得有点多", dr(ymd(2026, 11, 20), ymd(2026, 11, 25)), cat=c)
with use(now=NB, pref="future", **Z):
    T("培训安排在⟦3月22号至26号⟧", dr(ymd(2027, 3, 22), ymd(2027, 3, 26)), cat=c)
    T("我⟦下个月1号到5号⟧回老家", dr(ymd(2027, 4, 1), ymd(2027, 4, 5)), cat=c)
with use(now=NC, pref="future", **Z):
    T("孩子⟦7月12日—7月16日⟧参加夏令营", dr(ymd(2027, 7, 12), ymd(2027, 7, 16)), cat=c)
    T("⟦明天到周五⟧都有雨", dr(rel(1), wd(5)), cat=c)
with use(now=ND, pref="future", **Z):
    T("项目冻结期是⟦9月20号到10月8号⟧", dr(ymd(2027, 9, 20), ymd(2027, 10, 8)), cat=c)
    T("⟦下周三到下周五⟧我都不在", dr(wk(1, 3), wk(1, 5)), cat=c)
with use(now=NE, pref="future", **Z):
    T("公司⟦2月4号到2月11号⟧放假", dr(ymd(2027, 2, 4), ymd(2027, 2, 11)), cat=c)
    T("我⟦周六到下周二⟧不在北京", dr(wd(6), wk(1, 2)), cat=c)
with use(now=NF, pref="future", **Z):
    T("⟦11月8日~11月12日⟧出差深圳", dr(ymd(2027, 11, 8), ymd(2027, 11, 12)), cat=c)
    T("⟦这周五到周日⟧带孩子回姥姥家", dr(wd(5), wd(7)), cat=c)
with use(now=NF, pref="past", **Z):
    T("⟦上周一到上周三⟧的打车费报一下", dr(wk(-1, 1), wk(-1, 3)), cat=c)
with use(now=NG, pref="future", **Z):
    T("我⟦1月2号到4号⟧去哈尔滨看冰雕", dr(ymd(2027, 1, 2), ymd(2027, 1, 4)), cat=c)
    T("⟦下周二至周四⟧连着三天培训", dr(wk(1, 2), wk(1, 4)), cat=c)
with use(now=NH, pref="future", **Z):
    T("⟦明天到后天⟧连着两天考试", dr(rel(1), rel(2)), cat=c)
with use(now=NI, pref="future", **Z):
    T("我们⟦8月9号到8月13号⟧去三亚", dr(ymd(2027, 8, 9), ymd(2027, 8, 13)), cat=c)
    T("⟦下周一到下周五⟧每天都得早起", dr(wk(1, 1), wk(1, 5)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    T("⟦下个月第三个周五⟧交材料", P(nth(2027, 1, 3, 5)), cat=c)
    T("⟦大大后天⟧我才回来", P(rel(4)), cat=c)
    T("⟦下下周二⟧开始上新课", P(wk(2, 2)), cat=c)
    T("⟦这个月最后一个周四⟧团建", P(lastwd(2026, 12, 4)), cat=c)
with use(now=NB, pref="future", **Z):
    T("⟦清明节后一天⟧去踏青", P(hol("清明") + td(days=1)), cat=c)
    T("⟦下个月倒数第二天⟧交房租", P(ymd(2027, 4, 29)), cat=c)
    T("⟦下下个月⟧再说吧", month_range(2027, 5), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦8月第一个周一⟧开学报到", P(nth(2027, 8, 1, 1)), cat=c)
    T("⟦七夕前一天⟧把花订好", P(hol("七夕") - td(days=1)), cat=c)
with use(now=ND, pref="future", **Z):
    T("⟦中秋节后第二天⟧回公司", P(hol("中秋") + td(days=2)), cat=c)
    T("⟦国庆节后一天⟧上班", P(ymd(2027, 10, 2)), cat=c)
    T("⟦10月最后一个周日⟧跑马拉松", P(lastwd(2027, 10, 7)), cat=c)
with use(now=NE, pref="future", **Z):
    T("⟦除夕前三天⟧放假", P(hol("除夕") - td(days=3)), cat=c)
with use(now=NE, pref="past", **Z):
    T("⟦上上周五⟧那顿饭是我请的", P(wk(-2, 5)), cat=c, conv="before-last")
with use(now=NF, pref="future", **Z):
    T("⟦下个月第二个周三⟧开董事会", P(nth(2027, 12, 2, 3)), cat=c)
    T("⟦感恩节前一天⟧美国同事都请假了", P(hol("thanksgiving") - td(days=1)), cat=c)
with use(now=NG, pref="future", **Z):
    T("⟦元旦后的第一个周一⟧正式上班", P(ymd(2027, 1, 4)), cat=c)
with use(now=NI, pref="future", **Z):
    T("⟦下个月倒数第二个周五⟧出结果", P(lastwd(2027, 8, 5) - td(days=7)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **Z):
    T("⟦周五⟧⟦周六⟧我都有空", P(wd(5)), P(wd(6)), cat=c)
    T("⟦下周二⟧、⟦周四⟧都要去医院换药", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
    T("⟦12月12号⟧、⟦13号⟧两天都在加班", P(ymd(2026, 12, 12)), P(ymd(2026, 12, 13)), cat=c, conv="distribute")
with use(now=NB, pref="future", **Z):
    T("我⟦明天上午⟧和⟦后天下午⟧都可以", pod(rel(1), "上午"), pod(rel(2), "下午"), cat=c)
    T("⟦周三⟧或者⟦周四⟧见面吧", P(wd(3)), P(wd(4)), cat=c)
with use(now=NC, pref="future", **Z):
    T("⟦明天早上⟧和⟦晚上⟧各吃一次药", pod(rel(1), "早上"), pod(rel(1), "晚上"), cat=c, conv="distribute")
    T("⟦明天下午三点⟧或者⟦五点⟧都行", at(rel(1), 15), at(rel(1), 17), cat=c, conv="distribute")
with use(now=ND, pref="future", **Z):
    T("⟦周六⟧⟦周日⟧两天都排满了", P(wd(6)), P(wd(7)), cat=c)
    T("复诊在⟦9月18号⟧和⟦25号⟧", P(ymd(2027, 9, 18)), P(ymd(2027, 9, 25)), cat=c, conv="distribute")
with use(now=NE, pref="future", **Z):
    T("健身房我打算⟦下周一⟧、⟦下周三⟧、⟦下周五⟧去", P(wk(1, 1)), P(wk(1, 3)), P(wk(1, 5)), cat=c)
    T("⟦大年初二⟧和⟦初三⟧走亲戚", P(hol("初二")), P(hol("初三")), cat=c, conv="distribute")
with use(now=NF, pref="future", **Z):
    T("⟦今晚⟧或者⟦明晚⟧打个电话", pod(today(), "今晚"), pod(rel(1), "晚上"), cat=c)
    T("⟦周四上午十点⟧和⟦周五下午两点⟧各有一场面试", at(wd(4), 10), at(wd(5), 14), cat=c)
with use(now=NG, pref="future", **Z):
    T("⟦1月5号⟧和⟦1月12号⟧都要去复查", P(ymd(2027, 1, 5)), P(ymd(2027, 1, 12)), cat=c)
with use(now=NH, pref="future", **Z):
    T("⟦明天⟧和⟦后天⟧好像都下雨", P(rel(1)), P(rel(2)), cat=c)
with use(now=NI, pref="future", **Z):
    T("游泳课是⟦8月2号⟧、⟦4号⟧、⟦6号⟧三天", P(ymd(2027, 8, 2)), P(ymd(2027, 8, 4)), P(ymd(2027, 8, 6)), cat=c,
      conv="distribute")

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    T("合同⟦2027.3.4⟧到期", P(ymd(2027, 3, 4)), cat=c)
    T("⟦12/25⟧那天店里打折", P(ymd(2026, 12, 25)), cat=c)
    T("签证有效期到⟦20270105⟧", P(ymd(2027, 1, 5)), cat=c, conv="eight-digit-date")
with use(now=NB, pref="future", **Z):
    T("航班是⟦2027/04/18⟧的", P(ymd(2027, 4, 18)), cat=c)
    T("⟦5.20⟧那天想给她个惊喜", P(ymd(2027, 5, 20)), cat=c)
    T("⟦27.6.1⟧开始执行新规定", P(ymd(2027, 6, 1)), cat=c, unsure="two-digit year.month.day (27.6.1), flagged in CONVENTIONS")
with use(now=NC, pref="future", **Z):
    T("⟦2027-7-9⟧交定稿", P(ymd(2027, 7, 9)), cat=c)
    T("⟦8.15⟧之后再联系我", P(ymd(2027, 8, 15)), cat=c)
with use(now=ND, pref="future", **Z):
    T("报名截止是⟦9/30⟧", P(ymd(2027, 9, 30)), cat=c)
    T("⟦20271001⟧出发", P(ymd(2027, 10, 1)), cat=c, conv="eight-digit-date")
with use(now=NE, pref="future", **Z):
    T("⟦2.14⟧订了餐厅", P(ymd(2027, 2, 14)), cat=c)
    T("复试时间：⟦2027.02.03⟧", P(ymd(2027, 2, 3)), cat=c)
with use(now=NF, pref="future", **Z):
    T("⟦11.11⟧当天发货", P(ymd(2027, 11, 11)), cat=c)
    T("⟦12/1⟧起调整作息", P(ymd(2027, 12, 1)), cat=c)
with use(now=NG, pref="future", **Z):
    T("⟦1.8⟧回公司", P(ymd(2027, 1, 8)), cat=c)
    T("发票日期写⟦2027-01-15⟧", P(ymd(2027, 1, 15)), cat=c)
with use(now=NI, pref="past", **Z):
    T("这个是⟦7.20⟧那天买的", P(ymd(2027, 7, 20)), cat=c)

with use(now=ND, pref="future", **Z):
    T("⟦中秋节晚上⟧一起赏月", pod(hol("中秋"), "晚上"), cat="holiday")
with use(now=NG, pref="future", **Z):
    T("⟦小年⟧那天记得祭灶", P(hol("小年")), cat="holiday", conv="xiaonian-north")
with use(now=NC, pref="future", **Z):
    T("报销⟦月底前⟧交上来", deadline_day(month_end()), cat="deadline")
with use(now=NF, pref="future", **Z):
    T("方案⟦下周三之前⟧给我", deadline_day(wk(1, 3)), cat="deadline", conv="zh-qian-inclusive")
with use(now=NB, pref="future", **Z):
    T("⟦两天半以后⟧再看结果", after(td(hours=60)), cat="duration")
    T("⟦十点⟧提醒我吃药", P(bare_clock(10)), cat="clock", conv="bare-hour")
with use(now=NG, pref="future", **Z):
    T("⟦三刻钟后⟧我们就出发", after(td(minutes=45)), cat="duration")
    T("⟦晚上十二点半⟧放烟花", at(rel(1), 0, 30), cat="clock")

# =============================================================================== English
c = "composition"
with use(now=NA, pref="future", **E):
    T("⟨next Wednesday⟩ our team's doing dinner, ⟨6:30pm⟩", at(wk(1, 3), 18, 30), cat=c)
    T("free ⟨tomorrow⟩? I'd like to chat ⟨from 3 to 4⟩", cr(rel(1), 15, 0, 16, 0), cat=c)
    T("⟨Dec 9⟩ I have to be at the hospital ⟨at 8am⟩", at(ymd(2026, 12, 9), 8), cat=c)
    T("⟨Friday⟩, let's say ⟨10ish⟩", at(wd(5), 10), cat=c)
with use(now=NB, pref="future", **E):
    T("⟨the day after tomorrow⟩ is open house at school, ⟨9 to 11am⟩", cr(rel(2), 9, 0, 11, 0), cat=c)
    T("flight ⟨next Monday⟩ morning, takes off ⟨at 7:50⟩", at(wk(1, 1), 7, 50), cat=c)
with use(now=NC, pref="future", **E):
    T("⟨Saturday⟩ amusement park with the kids, meet at the gate ⟨at 9⟩", at(wd(6), 9), cat=c)
    T("⟨July 8⟩ interview, HR said ⟨2:30pm⟩", at(ymd(2027, 7, 8), 14, 30), cat=c)
with use(now=ND, pref="future", **E):
    T("⟨next Tuesday⟩ there's a get-together in the evening, starts ⟨at 7⟩", at(wk(1, 2), 19), cat=c)
    T("tooth extraction ⟨three days from now⟩, booked for ⟨10:15am⟩", at(rel(3), 10, 15), cat=c)
with use(now=NE, pref="future", **E):
    T("⟨Sunday⟩ let's see the movie, the ⟨4pm⟩ showing", at(wd(7), 16), cat=c)
    T("⟨Feb 2⟩ physical, have to go in fasting ⟨at 7:30am⟩", at(ymd(2027, 2, 2), 7, 30), cat=c)
with use(now=NF, pref="future", **E):
    T("one more meeting ⟨today⟩, ⟨7 to 8:30pm⟩", cr(today(), 19, 0, 20, 30), cat=c)
    T("⟨next Thursday⟩, um, lunch together ⟨at noon⟩", at(wk(1, 4), 12), cat=c)
with use(now=NG, pref="future", **E):
    T("⟨Saturday⟩ skiing in Vermont, we leave ⟨at 6am⟩", at(wd(6), 6), cat=c)
with use(now=NH, pref="future", **E):
    T("⟨next Friday⟩ is the company party, check-in ⟨at 6pm⟩", at(wk(1, 5), 18), cat=c)
with use(now=NI, pref="future", **E):
    T("⟨Aug 3⟩ moving day, the movers arrive ⟨at 8am⟩", at(ymd(2027, 8, 3), 8), cat=c)

c = "range"
with use(now=NA, pref="future", **E):
    T("I'm away ⟦Dec 20-25⟧", dr(ymd(2026, 12, 20), ymd(2026, 12, 25)), cat=c)
    T("traveling ⟦Monday through Wednesday next week⟧", dr(wk(1, 1), wk(1, 3)), cat=c)
    T("on vacation ⟦from this Thursday to next Tuesday⟧", dr(wd(4), wk(1, 2)), cat=c)
with use(now=NA, pref="past", **E):
    T("spent way too much ⟦Nov 20 to 25⟧", dr(ymd(2026, 11, 20), ymd(2026, 11, 25)), cat=c)
with use(now=NB, pref="future", **E):
    T("training runs ⟦March 22-26⟧", dr(ymd(2027, 3, 22), ymd(2027, 3, 26)), cat=c)
    T("visiting my folks ⟦the 1st through the 5th of next month⟧", dr(ymd(2027, 4, 1), ymd(2027, 4, 5)), cat=c)
with use(now=NC, pref="future", **E):
    T("the kids are at camp ⟦July 12 – July 16⟧", dr(ymd(2027, 7, 12), ymd(2027, 7, 16)), cat=c)
    T("rain ⟦from tomorrow through Friday⟧", dr(rel(1), wd(5)), cat=c)
with use(now=ND, pref="future", **E):
    T("code freeze ⟦Sept 20 to Oct 8⟧", dr(ymd(2027, 9, 20), ymd(2027, 10, 8)), cat=c)
    T("⟦Wednesday to Friday next week⟧ I'm out", dr(wk(1, 3), wk(1, 5)), cat=c)
with use(now=NE, pref="future", **E):
    T("the office is closed ⟦Feb 4 to Feb 11⟧", dr(ymd(2027, 2, 4), ymd(2027, 2, 11)), cat=c)
    T("not in town ⟦from Saturday to next Tuesday⟧", dr(wd(6), wk(1, 2)), cat=c)
with use(now=NF, pref="future", **E):
    T("business trip ⟦11/8-11/12⟧", dr(ymd(2027, 11, 8), ymd(2027, 11, 12)), cat=c, conv="en-month-first")
    T("taking the kids to Grandma's ⟦this Friday through Sunday⟧", dr(wd(5), wd(7)), cat=c)
with use(now=NF, pref="past", **E):
    T("expense the cab fares from ⟦last Monday through Wednesday⟧", dr(wk(-1, 1), wk(-1, 3)), cat=c)
with use(now=NG, pref="future", **E):
    T("going to Vermont ⟦Jan 2nd to the 4th⟧", dr(ymd(2027, 1, 2), ymd(2027, 1, 4)), cat=c)
    T("three days of training, ⟦Tuesday to Thursday next week⟧", dr(wk(1, 2), wk(1, 4)), cat=c)
with use(now=NH, pref="future", **E):
    T("exams ⟦from tomorrow to Tuesday⟧", dr(rel(1), wd(2)), cat=c)
with use(now=NI, pref="future", **E):
    T("Cape Cod ⟦Aug 9 through Aug 13⟧", dr(ymd(2027, 8, 9), ymd(2027, 8, 13)), cat=c)
    T("early mornings every day ⟦next Monday to Friday⟧", dr(wk(1, 1), wk(1, 5)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **E):
    T("papers are due ⟦the third Friday of next month⟧", P(nth(2027, 1, 3, 5)), cat=c)
    T("new classes start ⟦the Thursday after next⟧", P(wk(2, 4)), cat=c, conv="after-next")
    T("team outing ⟦the last Thursday of this month⟧", P(lastwd(2026, 12, 4)), cat=c)
    T("let's revisit ⟦the month after next⟧", month_range(2027, 2), cat=c)
with use(now=NB, pref="future", **E):
    T("back at school ⟦the Monday after Easter⟧", P(hol("easter") + td(days=1)), cat=c)
    T("rent is due ⟦the second to last day of April⟧", P(ymd(2027, 4, 29)), cat=c)
with use(now=NC, pref="future", **E):
    T("orientation ⟦the first Monday in August⟧", P(nth(2027, 8, 1, 1)), cat=c)
    T("the results come out ⟦two weeks from Friday⟧", P(wd(5) + td(days=14)), cat=c)
with use(now=ND, pref="future", **E):
    T("order the turkey ⟦the Friday before Thanksgiving⟧", P(hol("thanksgiving") - td(days=6)), cat=c)
    T("carve the pumpkins ⟦the day before Halloween⟧", P(ymd(2027, 10, 30)), cat=c)
    T("marathon is ⟦the last Sunday in October⟧", P(lastwd(2027, 10, 7)), cat=c)
with use(now=NE, pref="past", **E):
    T("I paid for dinner ⟦the Friday before last⟧", P(wk(-2, 5)), cat=c, conv="before-last")
with use(now=NE, pref="future", **E):
    T("board call ⟦the second Tuesday of February⟧", P(nth(2027, 2, 2, 2)), cat=c)
with use(now=NF, pref="future", **E):
    T("back in the office ⟦the Monday after Thanksgiving⟧", P(hol("thanksgiving") + td(days=4)), cat=c)
    T("board meeting ⟦the second Wednesday of next month⟧", P(nth(2027, 12, 2, 3)), cat=c)
with use(now=NG, pref="future", **E):
    T("officially back to work ⟦the first Monday after New Year's Day⟧", P(ymd(2027, 1, 4)), cat=c)
with use(now=NI, pref="future", **E):
    T("results ⟦the second-to-last Friday of next month⟧", P(lastwd(2027, 8, 5) - td(days=7)), cat=c)

c = "coordination"
with use(now=NA, pref="future", **E):
    T("I'm free ⟦Friday⟧ and ⟦Saturday⟧", P(wd(5)), P(wd(6)), cat=c)
    T("wound dressing at the clinic ⟦next Tuesday⟧ and ⟦Thursday⟧", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
    T("overtime on ⟦December 12th⟧ and ⟦13th⟧", P(ymd(2026, 12, 12)), P(ymd(2026, 12, 13)), cat=c, conv="distribute")
with use(now=NB, pref="future", **E):
    T("I can do ⟦tomorrow morning⟧ or ⟦Wednesday afternoon⟧", pod(rel(1), "morning"), pod(wd(3), "afternoon"), cat=c)
    T("⟦Wednesday⟧ or ⟦Thursday⟧ works for me", P(wd(3)), P(wd(4)), cat=c)
with use(now=NC, pref="future", **E):
    T("take the pills ⟦tomorrow morning⟧ and ⟦evening⟧", pod(rel(1), "morning"), pod(rel(1), "evening"), cat=c,
      conv="distribute")
    T("⟦2pm⟧ or ⟦4pm tomorrow⟧, your pick", at(rel(1), 14), at(rel(1), 16), cat=c, conv="distribute")
with use(now=ND, pref="future", **E):
    T("busy ⟦Saturday⟧ and ⟦Sunday⟧ both", P(wd(6)), P(wd(7)), cat=c)
    T("follow-up visits ⟦Sept 18⟧ and ⟦25⟧", P(ymd(2027, 9, 18)), P(ymd(2027, 9, 25)), cat=c, conv="distribute")
with use(now=NE, pref="future", **E):
    T("gym ⟦next Monday⟧, ⟦Wednesday⟧ and ⟦Friday⟧", P(wk(1, 1)), P(wk(1, 3)), P(wk(1, 5)), cat=c, conv="distribute")
    T("⟦Feb 6⟧ or ⟦Feb 7⟧ for the party?", P(ymd(2027, 2, 6)), P(ymd(2027, 2, 7)), cat=c)
with use(now=NF, pref="future", **E):
    T("call me ⟦tonight⟧ or ⟦tomorrow night⟧", pod(today(), "tonight"), pod(rel(1), "night"), cat=c)
    T("interviews ⟦Thursday at 10am⟧ and ⟦Friday at 2pm⟧", at(wd(4), 10), at(wd(5), 14), cat=c)
with use(now=NG, pref="future", **E):
    T("follow-ups on ⟦Jan 5⟧ and ⟦Jan 12⟧", P(ymd(2027, 1, 5)), P(ymd(2027, 1, 12)), cat=c)
with use(now=NH, pref="future", **E):
    T("rain ⟦Monday⟧ and ⟦Tuesday⟧, apparently", P(wd(1)), P(wd(2)), cat=c)
with use(now=NI, pref="future", **E):
    T("swim lessons ⟦Aug 2⟧, ⟦4⟧ and ⟦6⟧", P(ymd(2027, 8, 2)), P(ymd(2027, 8, 4)), P(ymd(2027, 8, 6)), cat=c,
      conv="distribute")

c = "numeric-date"
with use(now=NA, pref="future", **E):
    T("the lease ends ⟦2/5/2027⟧", P(ymd(2027, 2, 5)), cat=c, conv="en-month-first")
    T("store closed ⟦12/28⟧", P(ymd(2026, 12, 28)), cat=c, conv="en-month-first")
    T("the form says ⟦30/12⟧", P(ymd(2026, 12, 30)), cat=c, conv="day-first-when-over-12")
    T("visa expires ⟦Jan. 22, 2027⟧", P(ymd(2027, 1, 22)), cat=c)
with use(now=NB, pref="future", **E):
    T("flight on ⟦04/18/2027⟧", P(ymd(2027, 4, 18)), cat=c, conv="en-month-first")
    T("recital on ⟦the 3rd of May '27⟧", P(ymd(2027, 5, 3)), cat=c)
    T("anniversary is ⟦5/20⟧", P(ymd(2027, 5, 20)), cat=c, conv="en-month-first")
with use(now=NC, pref="future", **E):
    T("final draft due ⟦7/9/27⟧", P(ymd(2027, 7, 9)), cat=c, conv="en-month-first")
    T("dinner ⟦Fri, Jul 16⟧", P(ymd(2027, 7, 16)), cat=c)
with use(now=ND, pref="future", **E):
    T("registration closes ⟦9/30⟧", P(ymd(2027, 9, 30)), cat=c, conv="en-month-first")
    T("the invite says ⟦14/10⟧", P(ymd(2027, 10, 14)), cat=c, conv="day-first-when-over-12")
with use(now=NE, pref="future", **E):
    T("table booked for ⟦02/14⟧", P(ymd(2027, 2, 14)), cat=c, conv="en-month-first")
    T("second interview ⟦Tuesday the 9th⟧", P(ymd(2027, 2, 9)), cat=c)
with use(now=NF, pref="future", **E):
    T("ships ⟦11/11⟧", P(ymd(2027, 11, 11)), cat=c, conv="en-month-first")
    T("new hours start ⟦12/1/2027⟧", P(ymd(2027, 12, 1)), cat=c, conv="en-month-first")
with use(now=NG, pref="future", **E):
    T("back in the office ⟦1/8⟧", P(ymd(2027, 1, 8)), cat=c, conv="en-month-first")
    T("invoice dated ⟦08th Jan 2027⟧", P(ymd(2027, 1, 8)), cat=c)
with use(now=NI, pref="past", **E):
    T("I bought this ⟦7/20⟧", P(ymd(2027, 7, 20)), cat=c, conv="en-month-first")

with use(now=ND, pref="future", **E):
    T("costume party ⟦Halloween night⟧", pod(hol("halloween"), "night"), cat="holiday")
with use(now=NE, pref="future", **E):
    T("no school on ⟦Presidents' Day⟧", P(hol("presidents")), cat="holiday")
with use(now=NC, pref="future", **E):
    T("get your expenses in ⟦by the end of the month⟧", deadline_day(month_end()), cat="deadline")
with use(now=NF, pref="future", **E):
    T("send me the deck ⟦before next Wednesday⟧", deadline_day(wk(1, 3) - td(days=1)), cat="deadline",
      conv="en-before-exclusive")
with use(now=NB, pref="future", **E):
    T("check back ⟦two and a half days from now⟧", after(td(hours=60)), cat="duration")
    T("remind me ⟦at 10⟧ to take my pills", P(bare_clock(10)), cat="clock", conv="bare-hour")
with use(now=NH, pref="future", **E):
    T("the roast is done ⟦in 3 hours⟧", after(td(hours=3)), cat="duration")
with use(now=NG, pref="future", **E):
    T("leaving ⟦in 45 minutes⟧", after(td(minutes=45)), cat="duration")
