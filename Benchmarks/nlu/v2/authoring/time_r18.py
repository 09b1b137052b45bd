"""Round 18 time rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  The expressions a couple renovating their flat while
planning their wedding, a personal trainer and a small online-shop seller use inside requests: a day and a clock
together or apart, back-to-back clock ranges, deadlines (端午前, 月底前, 双十一前, "by memorial day", "before black
friday"), parts of months, durations from now, holidays and their neighbours (端午, 小满, 芒种, 618, 儿童节, 双十一, 双十二,
感恩节, Memorial Day, Black Friday, Cyber Monday, Veterans Day, Father's Day, Juneteenth, the Fourth), parts of the day
in progress or over, coordination, and rows with no time (rep counts, order numbers, sizes, weights).

Reference times (new in this round):
  NA = 2028-05-17T14:40 Wednesday afternoon: 端午 is Sunday 05-28 (eleven days on), 小满 Saturday 05-20, 芒种 06-05;
       Memorial Day Monday 05-29, 儿童节 Thursday 06-01, 618 = Father's Day Sunday 06-18; a bare 2 has passed (tomorrow
       14:00), a bare 3 is ahead, a bare 8 reads 20:00; 周三上午 is over (next week), 周三晚上 ahead (today); 下旬 = 05-21 … 05-31.
  NB = 2041-10-31T22:10 Thursday late evening, the last day of a month (and Halloween): 月底 is today, 下个月/"next month"
       is November and starts tomorrow (Friday 11-01); 今晚 in progress; a bare 9 or 10 has passed both ways and reads
       tomorrow morning, a bare 11 reads 23:00 tonight; this weekend 11-02/03, next week starts 11-04; 双十一 = Veterans
       Day Monday 11-11, Thanksgiving 11-28, Black Friday 11-29, Cyber Monday 12-02, 双十二 Thursday 12-12.
  NC = 2042-06-14T08:20 Saturday morning: this weekend has already started (today and tomorrow), 早上/"morning" in
       progress; a bare 8 has passed and reads tomorrow 08:00, a bare 9 is ahead; Father's Day is tomorrow (06-15),
       618 Wednesday, Juneteenth Thursday, 建党节 Tuesday 07-01, the Fourth a Friday; next week starts 06-16.
"""
from lib import *

NA = "2028-05-17T14:40:00"  # Wednesday afternoon, 端午 Sunday 05-28, 小满 Saturday 05-20; a bare 2 is past, 3 ahead
NB = "2041-10-31T22:10:00"  # Thursday late evening, the last day of October: 月底 today, 下个月 starts tomorrow
NC = "2042-06-14T08:20:00"  # Saturday morning: this weekend already started; Father's Day tomorrow; a bare 8 is past
Z = dict(lang="zh", tz="Asia/Shanghai")
E = dict(lang="en", tz="America/New_York")

# =============================================================================== Chinese
with use(now=NA, pref="future", **Z):
    c = "composition"
    T("⟦明天上午十点⟧电工来看水电改造", at(rel(1), 10), cat=c)
    T("⟦周五下午两点到四点⟧去建材市场看瓷砖", cr(wd(5), 14, 0, 16, 0), cat=c)
    T("⟨下周二⟩去酒店试菜 ⟨晚上六点半⟩", at(wk(1, 2), 18, 30), cat=c)
    T("⟦周六早上七点⟧拍婚纱照 要早起化妆", at(wd(6), 7), cat=c)
    T("⟦今晚八点⟧跟老公对一下请柬名单", at(today(), 20), cat=c)
    c = "clock"
    T("⟦两点⟧水电师傅来", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:40 has passed: tomorrow 14:00")
    T("⟦三点⟧去物业办装修手续", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("⟦八点⟧给婚庆回电话", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 14:40 reads 20:00 today (the pm reading is still ahead)")
    T("⟦晚上九点三刻⟧开直播", at(today(), 21, 45), cat=c)
    c = "rollover"
    T("⟦周三上午⟧去验收吊顶", pod(wk(1, 3), "上午"), cat=c, conv="rollover-part",
      unsure="周三上午 said Wednesday 14:40 is over: next Wednesday")
    T("⟦周三晚上⟧约团课", pod(today(), "晚上"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦端午前⟧把婚纱照选好", deadline_day(ymd(2028, 5, 28)), cat=c, conv="zh-qian-inclusive")
    T("⟦这个月下旬⟧油漆进场", xun(2028, 5, 3), cat=c, conv="month-parts")
    T("⟦月底之前⟧尾款要结清", deadline_day(ymd(2028, 5, 31)), cat=c, conv="zh-qian-inclusive")
    T("⟦下周五以前⟧把请柬寄出去", deadline_day(wk(1, 5)), cat=c, conv="zh-qian-inclusive")
    T("⟦未来五天⟧都有私教课", ndays(5), cat=c, conv="n-days-counting-today")
    T("⟦48小时内⟧要发货", deadline_clock(C.now + td(hours=48)), cat=c)
    c = "holiday"
    T("⟦端午节⟧去男方家吃饭", P(ymd(2028, 5, 28)), cat=c)
    T("⟦小满那天⟧户外训练营", P(ymd(2028, 5, 20)), cat=c)
    T("⟦618⟧店里大促", P(ymd(2028, 6, 18)), cat=c)
    T("⟦儿童节前一天⟧上新", P(ymd(2028, 5, 31)), cat=c)
    T("⟦端午后一天⟧木工进场", P(ymd(2028, 5, 29)), cat=c)
    c = "duration"
    T("⟦四十分钟后⟧下一节私教", after(td(minutes=40)), cat=c)
    T("⟦两个星期后⟧验收水电", P(rel(14)), cat=c)
    T("⟦一个半月后⟧办婚礼", P(ymd(2028, 7, 2)), cat=c, unsure="一个半月 read as one month + 15 days (06-17 + 15)")
    c = "range"
    T("⟦5月26号到28号⟧去广州进货", dr(ymd(2028, 5, 26), ymd(2028, 5, 28)), cat=c)
    T("⟦下周一到周四⟧贴瓷砖", dr(wk(1, 1), wk(1, 4)), cat=c)
    c = "arithmetic"
    T("⟦下个月第一个周六⟧婚礼彩排", P(nth(2028, 6, 1, 6)), cat=c)
    T("⟦大后天⟧交定金", P(rel(3)), cat=c)
    c = "numeric-date"
    T("⟦5.25⟧防水验收", P(ymd(2028, 5, 25)), cat=c)
    c = "traditional"
    T("⟦禮拜五晚上七點⟧團課", at(wd(5), 19), cat=c)
    c = "coordination"
    T("私教课⟦周四⟧⟦周六⟧各一节", P(wd(4)), P(wd(6)), cat=c)
    c = "none"
    T("深蹲5组每组12个", cat=c)
    T("瓷砖要800乘800的 一共36片", cat=c)
with use(now=NA, pref="past", **Z):
    c = "rollover"
    T("⟦周三上午⟧交了橱柜定金", pod(today(), "上午"), cat=c)
    T("⟦上周六⟧去看的酒店", P(wk(-1, 6)), cat=c)

with use(now=NB, pref="future", **Z):
    c = "clock"
    T("⟦九点⟧打包发货", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 22:10 has passed both ways: tomorrow 09:00")
    T("⟦十一点⟧下播", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:10 reads 23:00 tonight (the pm reading is still ahead)")
    T("⟦十点⟧快递来收件", P(bare_clock(10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    c = "composition"
    T("⟦明早八点⟧去档口拿货", at(rel(1), 8), cat=c)
    T("⟨下周一⟩跟供应商见面 ⟨下午三点⟩", at(wk(1, 1), 15), cat=c)
    T("⟦11月10号晚上八点⟧预热直播", at(ymd(2041, 11, 10), 20), cat=c)
    T("⟦今晚十一点半⟧对一下库存", at(today(), 23, 30), cat=c)
    c = "rollover"
    T("⟦今晚⟧再播一场", pod(today(), "今晚"), cat=c)
    T("⟦周四晚上⟧直播", pod(today(), "晚上"), cat=c, conv="rollover-part",
      unsure="周四晚上 said Thursday 22:10 is still in progress: today")
    T("⟦周四下午⟧去邮局寄件", pod(wk(1, 4), "下午"), cat=c, conv="rollover-part")
    c = "deadline"
    T("⟦月底前⟧把这个月的账对完", deadline_day(today()), cat=c,
      unsure="said on the last evening of October: the deadline is today alone")
    T("⟦双十一之前⟧补货", deadline_day(ymd(2041, 11, 11)), cat=c, conv="zh-qian-inclusive")
    T("⟦下个月上旬⟧上新款", xun(2041, 11, 1), cat=c, conv="month-parts")
    T("⟦今晚十二点前⟧改好价格", deadline_clock(dt(rel(1), 0)), cat=c)
    T("⟦一周内⟧处理完退款", ndays(7), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("⟦双十一零点⟧准时开抢 别睡过了", at(ymd(2041, 11, 11), 0), cat=c, unsure="零点 read as 00:00 at the start of 11-11")
    T("⟦双十二⟧再来一波", P(ymd(2041, 12, 12)), cat=c)
    T("⟦感恩节⟧海外店铺打折", P(ymd(2041, 11, 28)), cat=c)
    T("⟦万圣节晚上⟧最后一场直播", pod(today(), "晚上"), cat=c)
    c = "range"
    T("⟦11月5号到8号⟧去义乌参加展会", dr(ymd(2041, 11, 5), ymd(2041, 11, 8)), cat=c)
    T("⟦下个月⟧的进货计划", month_range(2041, 11), cat=c)
    c = "duration"
    T("⟦半个钟头后⟧下播", after(td(minutes=30)), cat=c)
    T("⟦三天后⟧供应商到货", P(rel(3)), cat=c)
    c = "arithmetic"
    T("⟦下个月最后一个周五⟧盘点", P(lastwd(2041, 11, 5)), cat=c)
    c = "numeric-date"
    T("⟦11.11⟧当天别安排别的事", P(ymd(2041, 11, 11)), cat=c)
    c = "coordination"
    T("⟦周六⟧和⟦周日⟧晚上都直播", pod(wd(6), "晚上"), pod(wd(7), "晚上"), cat=c, conv="distribute")
    c = "none"
    T("订单号 58830217764 已签收", cat=c)
    T("这批卫衣要M码30件 L码20件", cat=c)
with use(now=NB, pref="past", **Z):
    c = "rollover"
    T("⟦今天下午⟧退了两单", pod(today(), "下午"), cat=c)
    T("⟦周一⟧发的那批货", P(wd(1)), cat=c)

with use(now=NC, pref="future", **Z):
    c = "clock"
    T("⟦八点⟧带会员练背", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:20 has passed; before noon it reads tomorrow 08:00")
    T("⟦九点⟧团课", P(bare_clock(9)), cat=c, conv="bare-hour")
    c = "composition"
    T("⟦今天上午十点到十一点⟧王姐私教", cr(today(), 10, 0, 11, 0), cat=c)
    T("⟦十一点到十二点⟧接着上李哥的课", cr(today(), 11, 0, 12, 0), cat=c, conv="bare-hour")
    T("⟨周日⟩户外训练营 ⟨早上六点⟩集合", at(wd(7), 6), cat=c)
    T("⟦下周三晚上七点到八点⟧动感单车团课", cr(wk(1, 3), 19, 0, 20, 0), cat=c)
    c = "rollover"
    T("⟦周六早上⟧带会员晨跑", pod(today(), "早上"), cat=c, conv="rollover-part",
      unsure="周六早上 (06–09) said Saturday 08:20 is still in progress: today")
    T("⟦这周末⟧不休息", dr(today(), rel(1)), cat=c, unsure="the weekend already started: today and tomorrow")
    c = "deadline"
    T("⟦下周三之前⟧把教练证考试报了", deadline_day(wk(1, 3)), cat=c, conv="zh-qian-inclusive")
    T("⟦这周内⟧把蛋白粉补上", deadline_day(wk(0, 7)), cat=c, conv="week-monday-sunday",
      unsure="said Saturday: the week has today and tomorrow left")
    T("⟦本月内⟧续健身房会员", deadline_day(ymd(2042, 6, 30)), cat=c)
    T("⟦下半个月⟧课排满了", dr(ymd(2042, 6, 16), ymd(2042, 6, 30)), cat=c, conv="half-month")
    c = "holiday"
    T("⟦618⟧买个新跑步机", P(ymd(2042, 6, 18)), cat=c)
    T("⟦建党节⟧健身房闭馆", P(ymd(2042, 7, 1)), cat=c)
    c = "duration"
    T("⟦一小时后⟧下一个会员到", after(td(hours=1)), cat=c)
    T("⟦十天以后⟧考教练证", P(rel(10)), cat=c)
    c = "arithmetic"
    T("⟦下个月第二个周日⟧半程马拉松", P(nth(2042, 7, 2, 7)), cat=c)
    c = "range"
    T("⟦7月中旬⟧去外地培训", xun(2042, 7, 2), cat=c, conv="month-parts")
    c = "traditional"
    T("⟦週日下午三點⟧張哥的私教", at(wd(7), 15), cat=c)
    c = "coordination"
    T("⟦下周一⟧、⟦周三⟧、⟦周五早上七点⟧给陈总上课", at(wk(1, 1), 7), at(wk(1, 3), 7), at(wk(1, 5), 7), cat=c,
      conv="distribute")
    c = "none"
    T("卧推80公斤做了3组", cat=c)
    T("会员体脂率从28降到22", cat=c)
with use(now=NC, pref="past", **Z):
    c = "rollover"
    T("⟦昨晚⟧买了两桶蛋白粉", pod(rel(-1), "晚上"), cat=c)

# =============================================================================== English
with use(now=NA, pref="future", **E):
    c = "composition"
    T("electrician coming ⟦tmrw 10am⟧", at(rel(1), 10), cat=c)
    T("tile shopping ⟦fri 2-4pm⟧", cr(wd(5), 14, 0, 16, 0), cat=c)
    T("⟨next tue⟩ tasting at the venue ⟨6:30pm⟩", at(wk(1, 2), 18, 30), cat=c)
    T("engagement photos ⟦sat 7am⟧ hair and makeup before", at(wd(6), 7), cat=c)
    T("go over the invite list w/ him ⟦tonight at 8⟧", at(today(), 20), cat=c)
    c = "clock"
    T("plumber ⟦at 2⟧", P(bare_clock(2)), cat=c, conv="bare-hour", unsure="a bare 2 at 14:40 has passed: tomorrow 14:00")
    T("permit office ⟦at 3⟧", P(bare_clock(3)), cat=c, conv="bare-hour")
    T("call the florist back ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 14:40 reads 20:00 today (the pm reading is still ahead)")
    T("go live ⟦a quarter to ten tonight⟧", at(today(), 21, 45), cat=c)
    c = "rollover"
    T("ceiling inspection ⟦wednesday morning⟧", pod(wk(1, 3), "morning"), cat=c, conv="rollover-part",
      unsure="wednesday morning said Wednesday 14:40 is over: next Wednesday")
    T("group class ⟦wednesday evening⟧", pod(today(), "evening"), cat=c, conv="rollover-part")
    c = "deadline"
    T("pick the photo album ⟦by memorial day⟧", deadline_day(ymd(2028, 5, 29)), cat=c, conv="by-inclusive")
    T("painters start ⟦late may⟧", xun(2028, 5, 3), cat=c, conv="month-parts")
    T("final payment ⟦by the end of the month⟧", deadline_day(ymd(2028, 5, 31)), cat=c)
    T("invites mailed ⟦before next friday⟧", deadline_day(wk(1, 4)), cat=c, conv="en-before-exclusive")
    T("sessions booked ⟦the next 5 days⟧", ndays(5), cat=c, conv="n-days-counting-today")
    T("ship it ⟦within 48 hours⟧", deadline_clock(C.now + td(hours=48)), cat=c)
    c = "holiday"
    T("bbq at his parents' ⟦memorial day⟧", P(ymd(2028, 5, 29)), cat=c)
    T("shop sale ⟦father's day⟧", P(ymd(2028, 6, 18)), cat=c)
    T("bootcamp ⟦the day before memorial day⟧", P(ymd(2028, 5, 28)), cat=c)
    T("sale ends ⟦juneteenth⟧", P(ymd(2028, 6, 19)), cat=c)
    c = "duration"
    T("next client ⟦in 40 min⟧", after(td(minutes=40)), cat=c)
    T("plumbing inspection ⟦two weeks from today⟧", P(rel(14)), cat=c)
    c = "range"
    T("buying trip ⟦may 26-28⟧", dr(ymd(2028, 5, 26), ymd(2028, 5, 28)), cat=c)
    T("tiling ⟦mon thru thu next week⟧", dr(wk(1, 1), wk(1, 4)), cat=c)
    c = "arithmetic"
    T("wedding rehearsal ⟦the first saturday of june⟧", P(nth(2028, 6, 1, 6)), cat=c)
    T("deposit due ⟦3 days from now⟧", P(rel(3)), cat=c)
    c = "numeric-date"
    T("waterproofing check ⟦5/25⟧", P(ymd(2028, 5, 25)), cat=c, conv="en-month-first")
    c = "coordination"
    T("pt sessions ⟦thu⟧ and ⟦sat⟧", P(wd(4)), P(wd(6)), cat=c)
    c = "none"
    T("5 sets of 12 squats", cat=c)
    T("need 36 tiles 24x24", cat=c)
with use(now=NA, pref="past", **E):
    c = "rollover"
    T("paid the cabinet deposit ⟦wednesday morning⟧", pod(today(), "morning"), cat=c)
    T("toured the venue ⟦last saturday⟧", P(wk(-1, 6)), cat=c)

with use(now=NB, pref="future", **E):
    c = "clock"
    T("pack orders ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour",
      unsure="a bare 9 at 22:10 has passed both ways: tomorrow 09:00")
    T("end the stream ⟦at 11⟧", P(bare_clock(11)), cat=c, conv="bare-hour",
      unsure="a bare 11 at 22:10 reads 23:00 tonight (the pm reading is still ahead)")
    T("ups pickup ⟦at 10⟧", P(bare_clock(10)), cat=c, conv="bare-hour",
      unsure="a bare 10 at 22:10 has passed both ways: tomorrow 10:00")
    c = "composition"
    T("restock run ⟦tmrw 8am⟧", at(rel(1), 8), cat=c)
    T("⟨next monday⟩ supplier call ⟨3pm⟩", at(wk(1, 1), 15), cat=c)
    T("preview live ⟦11/28 at 8pm⟧", at(ymd(2041, 11, 28), 20), cat=c, conv="en-month-first")
    T("inventory count ⟦tonight 11:30⟧", at(today(), 23, 30), cat=c)
    c = "rollover"
    T("one more stream ⟦tonight⟧", pod(today(), "tonight"), cat=c)
    T("live sale ⟦thursday night⟧", pod(today(), "night"), cat=c, conv="rollover-part",
      unsure="thursday night said Thursday 22:10 is still in progress: today")
    T("post office run ⟦thursday afternoon⟧", pod(wk(1, 4), "afternoon"), cat=c, conv="rollover-part")
    c = "deadline"
    T("reconcile the books ⟦by the end of the month⟧", deadline_day(today()), cat=c,
      unsure="said on the last evening of October: the deadline is today alone")
    T("restock ⟦before black friday⟧", deadline_day(ymd(2041, 11, 28)), cat=c, conv="en-before-exclusive")
    T("new listings ⟦early next month⟧", xun(2041, 11, 1), cat=c, conv="month-parts")
    T("fix prices ⟦before midnight⟧", deadline_clock(dt(rel(1), 0)), cat=c)
    T("clear the refunds ⟦within a week⟧", ndays(7), cat=c, conv="n-days-counting-today")
    c = "holiday"
    T("big sale ⟦black friday⟧", P(ymd(2041, 11, 29)), cat=c)
    T("free shipping ⟦cyber monday⟧", P(ymd(2041, 12, 2)), cat=c)
    T("military discount ⟦veterans day⟧", P(ymd(2041, 11, 11)), cat=c)
    T("costume sale ends ⟦halloween night⟧", pod(today(), "night"), cat=c)
    c = "range"
    T("trade fair ⟦nov 5 to 8⟧", dr(ymd(2041, 11, 5), ymd(2041, 11, 8)), cat=c)
    T("restock plan for ⟦next month⟧", month_range(2041, 11), cat=c)
    c = "duration"
    T("end the live ⟦in half an hour⟧", after(td(minutes=30)), cat=c)
    T("supplier delivery ⟦in 3 days⟧", P(rel(3)), cat=c)
    c = "arithmetic"
    T("stock take ⟦the last friday of next month⟧", P(lastwd(2041, 11, 5)), cat=c)
    c = "numeric-date"
    T("holiday cutoff ⟦12/15⟧", P(ymd(2041, 12, 15)), cat=c, conv="en-month-first")
    c = "coordination"
    T("live ⟦sat⟧ and ⟦sun night⟧", pod(wd(6), "night"), pod(wd(7), "night"), cat=c, conv="distribute",
      unsure="'night' said once for both days")
    c = "none"
    T("order #5883021776 delivered", cat=c)
    T("need 30 mediums and 20 larges", cat=c)
with use(now=NB, pref="past", **E):
    c = "rollover"
    T("two refunds ⟦this afternoon⟧", pod(today(), "afternoon"), cat=c)
    T("the batch shipped ⟦monday⟧", P(wd(1)), cat=c)

with use(now=NC, pref="future", **E):
    c = "clock"
    T("back day w/ a client ⟦at 8⟧", P(bare_clock(8)), cat=c, conv="bare-hour",
      unsure="a bare 8 at 08:20 has passed; before noon it reads tomorrow 08:00")
    T("spin class ⟦at 9⟧", P(bare_clock(9)), cat=c, conv="bare-hour")
    c = "composition"
    T("sarah pt ⟦today 10-11am⟧", cr(today(), 10, 0, 11, 0), cat=c)
    T("then mike ⟦11 to 12⟧", cr(today(), 11, 0, 12, 0), cat=c, conv="bare-hour")
    T("⟨sunday⟩ bootcamp meet up ⟨6am⟩", at(wd(7), 6), cat=c)
    T("spin class ⟦next wed 7-8pm⟧", cr(wk(1, 3), 19, 0, 20, 0), cat=c)
    c = "rollover"
    T("run club ⟦saturday morning⟧", pod(today(), "morning"), cat=c, conv="rollover-part",
      unsure="saturday morning said Saturday 08:20 is still in progress: today")
    T("no day off ⟦this weekend⟧", dr(today(), rel(1)), cat=c, unsure="the weekend already started: today and tomorrow")
    c = "deadline"
    T("register for the cert exam ⟦by next wed⟧", deadline_day(wk(1, 3)), cat=c, conv="by-inclusive")
    T("restock protein ⟦this week⟧", week_range(0), cat=c, conv="week-monday-sunday",
      unsure="a plain 'this week' read as the whole week (Monday … Sunday)")
    T("renew the gym membership ⟦by the end of june⟧", deadline_day(ymd(2042, 6, 30)), cat=c)
    T("fully booked ⟦the second half of the month⟧", dr(ymd(2042, 6, 16), ymd(2042, 6, 30)), cat=c, conv="half-month")
    c = "holiday"
    T("dad's bbq ⟦father's day⟧", P(ymd(2042, 6, 15)), cat=c)
    T("gym closed ⟦the fourth⟧", P(ymd(2042, 7, 4)), cat=c)
    T("5k ⟦juneteenth morning⟧", pod(ymd(2042, 6, 19), "morning"), cat=c)
    c = "duration"
    T("next client ⟦in an hour⟧", after(td(hours=1)), cat=c)
    T("cert exam ⟦10 days from now⟧", P(rel(10)), cat=c)
    c = "arithmetic"
    T("half marathon ⟦the second sunday of july⟧", P(nth(2042, 7, 2, 7)), cat=c)
    c = "range"
    T("trainer workshop ⟦mid july⟧", xun(2042, 7, 2), cat=c, conv="month-parts")
    c = "coordination"
    T("train the ceo ⟦next mon⟧, ⟦wed⟧ and ⟦fri at 7am⟧", at(wk(1, 1), 7), at(wk(1, 3), 7), at(wk(1, 5), 7), cat=c,
      conv="distribute", unsure="'next' and 'at 7am' said once for all three days")
    c = "none"
    T("benched 175 lbs for 3 sets", cat=c)
    T("client's body fat went from 28 to 22", cat=c)
with use(now=NC, pref="past", **E):
    c = "rollover"
    T("bought 2 tubs of protein ⟦last night⟧", pod(rel(-1), "night"), cat=c)
