"""Round 10 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Clock times and clock ranges inside everyday
sentences, coordination of days, a day and a clock said apart, durations from now and parts of the day, at three
new reference times: a Sunday evening, a Friday just before noon and a Tuesday morning early in a month."""
from lib import *

NA = "2033-05-15T20:30:00"  # Sunday evening: 明天/tomorrow = next week's Monday 05-16; this week ends tonight;
                            # a bare 8 is past both ways (tomorrow 08:00), a bare 9 or 10 reads pm today
NB = "2033-06-17T11:40:00"  # Friday just before noon: a bare 11 is past and reads tomorrow (no pm flip before 12:00);
                            # a bare 12 is today's noon; 618 tomorrow; Father's Day / Juneteenth Sunday 06-19
NC = "2033-08-02T08:50:00"  # Tuesday morning early in a month: the morning in progress, a bare 8 is past (tomorrow),
                            # a bare 9 still ahead; 月底 08-31; this weekend 08-06/07; next week starts 08-08
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟨明天⟩上午要交报告，⟨九点到十一点半⟩别给我排会", cr(rel(1), 9, 0, 11, 30), cat=c)
    T("⟨周三⟩那天我请了假，⟨下午两点⟩去看牙", at(rel(3), 14), cat=c)
    T("⟨下周五⟩老同学从外地来 ⟨晚上七点⟩还是老地方", at(wk(1, 5), 19), cat=c)
    T("⟨周二⟩孩子篮球课 ⟨六点半到八点⟩ 你去接一下", cr(rel(2), 18, 30, 20, 0), cat=c, conv="bare-hour")
    c = "clock"
    T("⟦今晚十点⟧给我妈打个电话", at(today(), 22), cat=c)
    T("⟦九点⟧记得把垃圾拿下去", at(today(), 21), cat=c, conv="bare-hour")
    T("⟦明天八点三刻⟧出门 别迟到", at(rel(1), 8, 45), cat=c)
    T("⟦八点⟧叫我起床", at(rel(1), 8), cat=c, conv="bare-hour")
    T("⟦今晚十二点⟧开抢 别忘了", at(rel(1), 0), cat=c)
    c = "coordination"
    T("⟦周二⟧和⟦周四⟧我都在家办公", P(rel(2)), P(rel(4)), cat=c)
    T("⟦下周一⟧和⟦周三⟧都要加班", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "duration"
    T("⟦一个半小时后⟧叫我一下", after(td(minutes=90)), cat=c)
    T("⟦三刻钟以后⟧出发去机场", after(td(minutes=45)), cat=c)
    T("⟦两天后⟧再说", P(rel(2)), cat=c)
    c = "range"
    T("⟦明天下午⟧有空吗 想约你喝咖啡", pod(rel(1), "下午"), cat=c)
    T("⟦今晚⟧吃点啥好", pod(today(), "今晚"), cat=c)
    c = "deadline"
    T("⟦十点半之前⟧得把孩子哄睡", deadline_clock(dt(today(), 22, 30)), cat=c, conv="bare-hour")
    T("⟦这周之内⟧把方案搞定", R(today(), today(), "day"), cat=c, conv="week-monday-sunday",
      unsure="said on a Sunday: 'this week' is today alone")
with use(now=NB, pref="future", **Z):
    c = "composition"
    T("⟨今天⟩吃完午饭 ⟨一点半到三点⟩开周报会", cr(today(), 13, 30, 15, 0), cat=c, conv="bare-hour")
    T("⟨周日⟩去我爸那 我们⟨下午三点⟩左右到", at(rel(2), 15), cat=c, conv="approx")
    T("⟨下周一⟩车要保养 ⟨早上八点到九点⟩送过去", cr(rel(3), 8, 0, 9, 0), cat=c)
    T("⟨明天⟩带孩子去科技馆 ⟨上午十点到十二点⟩", cr(rel(1), 10, 0, 12, 0), cat=c)
    c = "clock"
    T("⟦十二点⟧下楼吃饭", at(today(), 12), cat=c, conv="bare-hour")
    T("⟦十一点⟧给客户回个电话", at(rel(1), 11), cat=c, conv="bare-hour",
      unsure="said at 11:40, before noon: 11 has passed, its pm reading is not taken before 12:00, so tomorrow 11:00")
    T("⟦四点一刻⟧去幼儿园接娃", at(today(), 16, 15), cat=c, conv="bare-hour")
    T("⟦差五分十二点⟧提醒我订外卖", at(today(), 11, 55), cat=c)
    T("⟦晚上十二点半⟧还在加班", at(rel(1), 0, 30), cat=c)
    c = "coordination"
    T("⟦周六⟧⟦周日⟧都不在家", P(rel(1)), P(rel(2)), cat=c)
    T("⟦明天上午⟧和⟦下午⟧都约满了", pod(rel(1), "上午"), pod(rel(1), "下午"), cat=c, conv="distribute")
    T("⟦下周二⟧、⟦周四⟧要去客户那边", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
    c = "duration"
    T("⟦半个钟头以后⟧开会", after(td(minutes=30)), cat=c)
    T("⟦两个半小时后⟧到上海", after(td(minutes=150)), cat=c)
    T("⟦一周后⟧出结果", P(rel(7)), cat=c)
    c = "range"
    T("⟦今天傍晚⟧可能下雨", pod(today(), "傍晚"), cat=c)
    T("⟦周日早上⟧去爬山", pod(rel(2), "早上"), cat=c)
with use(now=NC, pref="future", **Z):
    c = "composition"
    T("⟨周四⟩体检 ⟨早上八点⟩要空腹到医院", at(rel(2), 8), cat=c)
    T("⟨这周六⟩带孩子去游泳 ⟨上午十点⟩开始", at(wk(0, 6), 10), cat=c)
    T("⟨下周三⟩客户过来 ⟨下午三点一刻⟩到公司", at(wk(1, 3), 15, 15), cat=c)
    T("⟨后天晚上⟩看话剧 ⟨八点到十点⟩", cr(rel(2), 20, 0, 22, 0), cat=c)
    c = "clock"
    T("⟦九点到十一点半⟧开项目会", cr(today(), 9, 0, 11, 30), cat=c, conv="bare-hour")
    T("⟦五点半⟧去菜市场买菜", at(today(), 17, 30), cat=c, conv="bare-hour")
    T("⟦八点⟧的闹钟帮我记着", at(rel(1), 8), cat=c, conv="bare-hour")
    T("⟦九点零五分⟧有个电话会", at(today(), 9, 5), cat=c, conv="bare-hour")
    c = "coordination"
    T("⟦周三⟧⟦周五⟧都去健身", P(rel(1)), P(rel(3)), cat=c)
    T("⟦8月10号⟧、⟦11号⟧出差", P(ymd(2033, 8, 10)), P(ymd(2033, 8, 11)), cat=c, conv="distribute")
    c = "duration"
    T("⟦一刻钟后⟧下楼等车", after(td(minutes=15)), cat=c)
    T("⟦三个小时以后⟧到家", after(td(hours=3)), cat=c)
    T("⟦十天后⟧交稿", P(rel(10)), cat=c)
    c = "range"
    T("⟦今天上午⟧都在开会", pod(today(), "上午"), cat=c)
    T("⟦明天晚上⟧去看电影", pod(rel(1), "晚上"), cat=c)
    c = "deadline"
    T("房租⟦月底前⟧得交上", R(today(), ymd(2033, 8, 31), "day"), cat=c)
    T("⟦中午十二点前⟧回复客户", deadline_clock(dt(today(), 12)), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("⟨tomorrow⟩ I've got a report due, so keep ⟨9 to 11:30⟩ clear", cr(rel(1), 9, 0, 11, 30), cat=c, conv="bare-hour")
    T("⟨wednesday⟩ I took off, dentist at ⟨2pm⟩", at(rel(3), 14), cat=c)
    T("⟨next friday⟩ my college friends are in town, drinks at ⟨7pm⟩", at(wk(1, 5), 19), cat=c)
    T("⟨tuesday⟩ is basketball for the kids, ⟨6:30-8pm⟩, can you pick them up", cr(rel(2), 18, 30, 20, 0), cat=c)
    c = "clock"
    T("call mom at ⟦10 tonight⟧", at(today(), 22), cat=c)
    T("⟦9⟧ take the trash out", at(today(), 21), cat=c, conv="bare-hour")
    T("leave the house ⟦tomorrow at a quarter to nine⟧", at(rel(1), 8, 45), cat=c)
    T("wake me at ⟦8⟧", at(rel(1), 8), cat=c, conv="bare-hour")
    T("tickets drop at ⟦midnight⟧", at(rel(1), 0), cat=c)
    c = "coordination"
    T("I'm working from home ⟦Tue⟧ and ⟦Thu⟧", P(rel(2)), P(rel(4)), cat=c)
    T("late shifts ⟦next Monday⟧ and ⟦Wednesday⟧", P(wk(1, 1)), P(wk(1, 3)), cat=c, conv="distribute")
    c = "duration"
    T("ping me ⟦in an hour and a half⟧", after(td(minutes=90)), cat=c)
    T("leaving for the airport ⟦in 45 minutes⟧", after(td(minutes=45)), cat=c)
    T("let's revisit ⟦in two days⟧", P(rel(2)), cat=c)
    c = "range"
    T("free ⟦tomorrow afternoon⟧ for a coffee?", pod(rel(1), "afternoon"), cat=c)
    T("what should we eat ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    c = "deadline"
    T("kids need to be asleep ⟦by 10:30⟧", deadline_clock(dt(today(), 22, 30)), cat=c, conv="bare-hour")
    T("get it done ⟦by the end of the week⟧", R(today(), today(), "day"), cat=c, conv="week-monday-sunday",
      unsure="said on a Sunday: 'this week' is today alone")
with use(now=NB, pref="future", **E):
    c = "composition"
    T("⟨today⟩ after lunch we do the weekly report, ⟨1:30 to 3⟩", cr(today(), 13, 30, 15, 0), cat=c, conv="bare-hour")
    T("⟨sunday⟩ we're going to my dad's, we'll get there ⟨around 3⟩", at(rel(2), 15), cat=c, conv=["approx", "bare-hour"])
    T("⟨monday⟩ the car goes in for service, drop it off ⟨8 to 9am⟩", cr(rel(3), 8, 0, 9, 0), cat=c)
    T("science museum with the kids ⟨tomorrow⟩, ⟨10 till noon⟩", cr(rel(1), 10, 0, 12, 0), cat=c)
    c = "clock"
    T("heading down for lunch at ⟦12⟧", at(today(), 12), cat=c, conv="bare-hour")
    T("call the client back at ⟦11⟧", at(rel(1), 11), cat=c, conv="bare-hour",
      unsure="said at 11:40, before noon: 11 has passed, its pm reading is not taken before 12:00, so tomorrow 11:00")
    T("daycare pickup ⟦quarter past four⟧", at(today(), 16, 15), cat=c, conv="bare-hour")
    T("remind me at ⟦five to twelve⟧ to order lunch", at(today(), 11, 55), cat=c)
    T("still at the office at ⟦12:30 tonight⟧", at(rel(1), 0, 30), cat=c,
      unsure="'12:30 tonight' read as 00:30 of the next day, like 晚上十二点半")
    c = "coordination"
    T("away ⟦Saturday⟧ and ⟦Sunday⟧", P(rel(1)), P(rel(2)), cat=c)
    T("booked solid ⟦tomorrow morning⟧ and ⟦afternoon⟧", pod(rel(1), "morning"), pod(rel(1), "afternoon"), cat=c,
      conv="distribute")
    T("client visits ⟦next Tue⟧ and ⟦Thu⟧", P(wk(1, 2)), P(wk(1, 4)), cat=c, conv="distribute")
    c = "duration"
    T("meeting starts ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("we land ⟦two and a half hours from now⟧", after(td(minutes=150)), cat=c)
    T("results come back ⟦a week from now⟧", P(rel(7)), cat=c)
    c = "range"
    T("might rain ⟦this evening⟧", pod(today(), "evening"), cat=c)
    T("hiking ⟦sunday morning⟧", pod(rel(2), "morning"), cat=c)
with use(now=NC, pref="future", **E):
    c = "composition"
    T("⟨thursday⟩ is my physical, need to be there fasting at ⟨8am⟩", at(rel(2), 8), cat=c)
    T("swim class ⟨this saturday⟩, starts at ⟨10am⟩", at(wk(0, 6), 10), cat=c)
    T("⟨next wednesday⟩ the client comes in, ⟨3:15pm⟩ at the office", at(wk(1, 3), 15, 15), cat=c)
    T("theater ⟨thursday night⟩, ⟨8 to 10⟩", cr(rel(2), 20, 0, 22, 0), cat=c)
    c = "clock"
    T("project kickoff ⟦9-11:30⟧", cr(today(), 9, 0, 11, 30), cat=c, conv="bare-hour")
    T("grocery run at ⟦5:30⟧", at(today(), 17, 30), cat=c, conv="bare-hour")
    T("set an alarm for ⟦8⟧", at(rel(1), 8), cat=c, conv="bare-hour")
    T("call at ⟦9:05⟧", at(today(), 9, 5), cat=c, conv="bare-hour")
    c = "coordination"
    T("gym ⟦Wed⟧ and ⟦Fri⟧", P(rel(1)), P(rel(3)), cat=c)
    T("out of office ⟦Aug 10⟧ and ⟦11⟧", P(ymd(2033, 8, 10)), P(ymd(2033, 8, 11)), cat=c, conv="distribute")
    c = "duration"
    T("heading out ⟦in 15 minutes⟧", after(td(minutes=15)), cat=c)
    T("home ⟦three hours from now⟧", after(td(hours=3)), cat=c)
    T("draft due ⟦ten days from now⟧", P(rel(10)), cat=c)
    c = "range"
    T("in meetings all ⟦this morning⟧", pod(today(), "morning"), cat=c)
    T("movie ⟦tomorrow evening⟧", pod(rel(1), "evening"), cat=c)
    c = "deadline"
    T("rent has to be paid ⟦by the end of the month⟧", R(today(), ymd(2033, 8, 31), "day"), cat=c)
    T("reply to the client ⟦before noon⟧", deadline_clock(dt(today(), 12)), cat=c)
