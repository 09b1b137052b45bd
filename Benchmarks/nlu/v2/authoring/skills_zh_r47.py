"""Round 47 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Three people typing to an
assistant: a yoga studio owner who teaches (classes and private sessions at set clocks, a weekend workshop, an outdoor
class in the park and its weather, memberships, drop-ins and class packs paid to her, studio rent and mats, a workshop
moved, this month's takings and the last N entries), a one-woman house-cleaning business (regular clients by name,
visits at set clocks and ranges, supplies, clients paying by transfer, bus fares, a visit swapped or cancelled, two
visits to the same client on different days, what supplies cost this quarter) and a retired man with diabetes who
keeps a vegetable garden (clinic and fasting lab appointments, pharmacy and test strips, seeds and tools, his pension,
a grandson's visit, the weather for planting and running advice for his morning walk-jog, medical spending this
year).  In everyday proportion: about two fifths new events, a sixth ledger entries, a sixth look-ups, weather and
running, the rest changes, cancellations and several requests at once.

Reference times (see time_r47.py): NA = 2061-04-01T08:05 Friday, 三月十一 (早上 / 上午 in progress; a bare 8 and 早上八点 →
tomorrow 08:00, a bare 9 → today 09:00; 周五早上七点 over → 04-08; 上个月 March, 本月至今 today alone, Q2; 清明 Monday
04-04, Easter 04-10, 谷雨 04-19, 月底 Saturday 04-30; looking back 春分 03-20, 上周五 03-25); NB = 2061-05-30T19:30
Monday, Memorial Day, 四月十二 (今晚 in progress, 周一下午 over → 06-06; a bare 7 → tomorrow 19:00, a bare 8 → 20:00,
a bare 9:30 → 21:30, a bare 12 → tomorrow's noon; 凌晨五点 → 05-31 05:00; 月底 tomorrow; 芒种 Sunday 06-05, 父亲节 06-19,
端午 Wednesday 06-22; looking back 立夏 05-05, 母亲节 05-08, 上周六 05-28); NC = 2061-09-14T12:40 Wednesday, 八月初一 (下午
in progress, 周三上午 over → 09-21; a bare 12 → tomorrow's noon, a bare 1 → 13:00, a bare 9 → 21:00; 中旬 now, 月底 Friday
09-30; 秋分 Thursday 09-22, 中秋 Wednesday 09-28, 国庆 Saturday, 重阳 10-21; looking back 白露 09-07, 上周五 09-09,
August)."""
from lib import *

NA = "2061-04-01T08:05:00"  # Friday 08:05, 三月十一, the first day of April
NB = "2061-05-30T19:30:00"  # Monday 19:30, Memorial Day, 四月十二
NC = "2061-09-14T12:40:00"  # Wednesday 12:40, 八月初一
Z = dict(lang="zh", tz="Asia/Shanghai")
QINGMING61 = ymd(2061, 4, 4)
GUYU61 = ymd(2061, 4, 19)
CHUNFEN61 = ymd(2061, 3, 20)
MANGZHONG61 = ymd(2061, 6, 5)
DUANWU61 = ymd(2061, 6, 22)
LIXIA61 = ymd(2061, 5, 5)
QIUFEN61 = ymd(2061, 9, 22)
ZHONGQIU61 = ymd(2061, 9, 28)
CHONGYANG61 = ymd(2061, 10, 21)
BAILU61 = ymd(2061, 9, 7)
MEMBER = "memberships, drop-ins, class packs and private-session fees paid to her filed as salary income (money got from her own work, as earlier rounds filed lesson fees)"
CLIENT = "a cleaning client paying by transfer filed as salary income (money got from her own work, as earlier rounds filed a client's payment)"
RENT = "the studio rent filed as housing (as earlier rounds filed a shop's rent)"
MATS = "mats and props bought for the studio filed as shopping"
SUPPLY = "cleaning supplies filed as shopping"
MED = "pharmacy, test strips, needles and check-ups filed as health"
SEED = "seeds, seedlings and garden tools filed as shopping (as earlier rounds did)"
PENSION = "a pension as salary income (as earlier rounds did)"

# =============================================================================== composition / create
c = "composition"
with use(now=NA, pref="future", **Z):
    K("明早七点 公园户外瑜伽", cc("公园户外瑜伽", dt(rel(1), 7)), cat=c)
    K("周日给王姐家打扫 上午九点到十二点", cc("给王姐家打扫", dt(wd(7), 9), dt(wd(7), 12)), cat=c, unsure="the day and the clock range said apart; 周日 = 04-03")
    K("4月9号下午两点 医院复查血糖", cc("医院复查血糖", dt(ymd(2061, 4, 9), 14)), cat=c)
    K("下周二晚上七点半 私教课", cc("私教课", dt(wk(1, 2), 19, 30)), cat=c)
    K("八点开门上早课", cc("开门上早课", dt(rel(1), 8)), cat=c, conv="bare-hour", unsure="a bare 8 at 08:05 has just passed and, before noon, reads tomorrow 08:00")
    K("九点去李老师家打扫", cc("去李老师家打扫", dt(today(), 9)), cat=c, conv="bare-hour")
    K("早上八点空腹抽血", cc("空腹抽血", dt(rel(1), 8)), cat=c, unsure="早上八点 with no day said 08:05 has just passed: tomorrow 08:00")
    K("周五早上七点 晨练课", cc("晨练课", dt(wk(1, 5), 7)), cat=c, unsure="周五早上七点 said Friday 08:05 has passed: next week 04-08")
    K("嗯 礼拜天下午三点 给刘姐家打扫 哦不对 两点", cc("给刘姐家打扫", dt(wd(7), 14)), cat=c, unsure="a correction inside the message: 14:00 replaces 15:00")
    K("女儿说下周六上午十点带孙子过来", cc("带孙子过来", dt(wk(1, 6), 10)), cat=c, unsure="the daughter's word as context; the title as the activity")
    K("4月16号到17号 周末瑜伽工作坊", cc("周末瑜伽工作坊", ymd(2061, 4, 16), ymd(2061, 4, 17)), cat=c)
    K("3号 给张阿姨家开荒保洁 全天", cc("给张阿姨家开荒保洁", dom(3)), cat=c, unsure="全天: an all-day event; 3号 said on the 1st = 04-03")
    K("周一上午八点到十点去医院抽血 要空腹", cc("去医院抽血", dt(wd(1), 8), dt(wd(1), 10)), cat=c, unsure="the context after it; 周一 = 04-04 (清明)")
with use(now=NB, pref="future", **Z):
    K("明天早上六点半 空腹抽血", cc("空腹抽血", dt(rel(1), 6, 30)), cat=c)
    K("周四下午两点到五点 打扫赵姐家", cc("打扫赵姐家", dt(wd(4), 14), dt(wd(4), 17)), cat=c)
    K("6月4号上午十点 周末工作坊开场", cc("周末工作坊开场", dt(ymd(2061, 6, 4), 10)), cat=c)
    K("下下周三上午九点 复诊", cc("复诊", dt(wk(2, 3), 9)), cat=c, unsure="下下周三 = 06-15")
    K("七点 私教", cc("私教", dt(rel(1), 19)), cat=c, conv="bare-hour", unsure="a bare 7 at 19:30 has passed: tomorrow 19:00")
    K("八点上晚课", cc("上晚课", dt(today(), 20)), cat=c, conv="bare-hour", unsure="a bare 8 at 19:30 reads 20:00 tonight")
    K("九点半提醒我测睡前血糖", cc("测睡前血糖", dt(today(), 21, 30)), cat=c, conv="bare-hour", unsure="a bare 9:30 at 19:30 reads 21:30 tonight")
    K("凌晨五点去早市买菜苗", cc("去早市买菜苗", dt(rel(1), 5)), cat=c, unsure="凌晨五点 with no day = the coming night 05-31 05:00")
    K("周一下午三点 去李老师家打扫", cc("去李老师家打扫", dt(wk(1, 1), 15)), cat=c, unsure="周一下午三点 said Monday 19:30 has passed: next week 06-06")
    K("6月11号到12号 孙子来家里住", cc("孙子来家里住", ymd(2061, 6, 11), ymd(2061, 6, 12)), cat=c)
    K("明天打扫周太太家 九点到十二点 哦不 十点到一点", cc("打扫周太太家", dt(rel(1), 10), dt(rel(1), 13)), cat=c,
      unsure="a correction inside the message: 10:00–13:00 replaces 09:00–12:00 (a bare 10 to 1 read in order)")
    K("周五晚上七点 给小林上私教", cc("给小林上私教", dt(wd(5), 19)), cat=c)
with use(now=NC, pref="future", **Z):
    K("明天上午八点 门诊复查", cc("门诊复查", dt(rel(1), 8)), cat=c)
    K("周五 孙老师家打扫 九点到十一点半", cc("孙老师家打扫", dt(wd(5), 9), dt(wd(5), 11, 30)), cat=c, unsure="the day and the clock range said apart; with a day word a bare 9 keeps its am reading")
    K("9月24号下午三点 公园户外瑜伽", cc("公园户外瑜伽", dt(ymd(2061, 9, 24), 15)), cat=c)
    K("下周一早上七点 空腹抽血", cc("空腹抽血", dt(wk(1, 1), 7)), cat=c)
    K("十二点 私教", cc("私教", dt(rel(1), 12)), cat=c, conv="bare-hour", unsure="a bare 12 at 12:40 has passed: tomorrow's noon")
    K("一点去吴姐家", cc("去吴姐家", dt(today(), 13)), cat=c, conv="bare-hour")
    K("九点测血糖", cc("测血糖", dt(today(), 21)), cat=c, conv="bare-hour", unsure="a bare 9 at 12:40 reads 21:00 tonight")
    K("周三上午十点 工作坊", cc("工作坊", dt(wk(1, 3), 10)), cat=c, unsure="周三上午十点 said Wednesday 12:40 has passed: next week 09-21")
    K("9月17号到18号 周末工作坊", cc("周末工作坊", ymd(2061, 9, 17), ymd(2061, 9, 18)), cat=c)
    K("国庆中午 孙子回来吃饭", cc("孙子回来吃饭", dt(ymd(2061, 10, 1), 12)), cat=c)
    K("周四下午两点到四点 去周太太家 改成三点到五点吧", cc("去周太太家", dt(wd(4), 15), dt(wd(4), 17)), cat=c,
      unsure="a correction inside the message: 15:00–17:00 replaces 14:00–16:00")
    K("老伴说周六早上六点半一起去公园快走", cc("一起去公园快走", dt(wd(6), 6, 30)), cat=c, unsure="the wife's word as context")

c = "location"
with use(now=NA, pref="future", **Z):
    K("明早七点户外瑜伽 在人民公园东门", cc("户外瑜伽", dt(rel(1), 7), location="人民公园东门"), cat=c)
    K("周二下午三点复诊 地点：市二医院内分泌科", cc("复诊", dt(wd(2), 15), location="市二医院内分泌科"), cat=c)
with use(now=NB, pref="future", **Z):
    K("6月4号上午十点工作坊 在滨江瑜伽馆三楼", cc("工作坊", dt(ymd(2061, 6, 4), 10), location="滨江瑜伽馆三楼"), cat=c)
    K("周三上午九点复查 地点：社区医院", cc("复查", dt(wd(3), 9), location="社区医院"), cat=c)
with use(now=NC, pref="future", **Z):
    K("9月24号下午三点户外瑜伽 在中山公园草坪", cc("户外瑜伽", dt(ymd(2061, 9, 24), 15), location="中山公园草坪"), cat=c)
    K("明天上午八点复查 地点是省人民医院", cc("复查", dt(rel(1), 8), location="省人民医院"), cat=c)

c = "holiday"
with use(now=NA, pref="future", **Z):
    K("清明 去菜园种豆角", cc("去菜园种豆角", QINGMING61), cat=c, unsure="清明 2061 = Monday 04-04 (PyEphem and lunar-python agree)")
    K("谷雨那天 种玉米", cc("种玉米", GUYU61), cat=c, unsure="谷雨 2061 = 04-19 (PyEphem and lunar-python agree)")
    K("复活节 瑜伽馆休息", cc("瑜伽馆休息", hol("easter")), cat=c, unsure="复活节 2061 = 04-10 (the computus)")
with use(now=NB, pref="future", **Z):
    K("端午 孙子来过节", cc("孙子来过节", DUANWU61), cat=c, unsure="端午 2061 = Wednesday 06-22 (lunar-python)")
    K("父亲节 孩子们回来吃饭", cc("孩子们回来吃饭", hol("fathers")), cat=c, unsure="父亲节 2061 = 06-19")
    K("芒种 种黄豆", cc("种黄豆", MANGZHONG61), cat=c, unsure="芒种 2061 = 06-05 (PyEphem and lunar-python agree)")
with use(now=NC, pref="future", **Z):
    K("秋分 种大白菜", cc("种大白菜", QIUFEN61), cat=c, unsure="秋分 2061 = 09-22 (PyEphem and lunar-python agree)")
    K("重阳节 社区老年体检", cc("社区老年体检", CHONGYANG61), cat=c, unsure="重阳 2061 = 10-21 (lunar-python)")
    K("中秋节晚上 一家人吃饭", cc("一家人吃饭", dt(ZHONGQIU61, 18), dt(ZHONGQIU61 + td(days=1), 0)), cat=c,
      unsure="中秋 2061 = 09-28 (lunar-python); 晚上 with no clock gives the real bounds 18:00–00:00")

c = "duration"
with use(now=NA, pref="future", **Z):
    K("半小时后提醒我测血糖", cc("测血糖", dt(today(), 8, 35)), cat=c)
    K("三天后 再去王姐家", cc("再去王姐家", rel(3)), cat=c)
with use(now=NB, pref="future", **Z):
    K("一刻钟后提醒我吃药", cc("吃药", dt(today(), 19, 45)), cat=c)
    K("两周后 复查糖化血红蛋白", cc("复查糖化血红蛋白", rel(14)), cat=c)
with use(now=NC, pref="future", **Z):
    K("四十五分钟后提醒我出门去公园", cc("出门去公园", dt(today(), 13, 25)), cat=c)
    K("十天后 复诊", cc("复诊", rel(10)), cat=c)

c = "traditional"
with use(now=NA, pref="future", **Z):
    K("週二下午三點 打掃陳太太家", cc("打掃陳太太家", dt(wd(2), 15)), cat=c)
with use(now=NB, pref="future", **Z):
    K("禮拜四上午九點 黃先生家掃除", cc("黃先生家掃除", dt(wd(4), 9)), cat=c)
with use(now=NC, pref="future", **Z):
    K("後天上午十點 私教課", cc("私教課", dt(rel(2), 10)), cat=c)

c = "numeric-date"
with use(now=NA, pref="future", **Z):
    K("4.12 眼科检查", cc("眼科检查", ymd(2061, 4, 12)), cat=c)
with use(now=NB, pref="future", **Z):
    K("6/8 周太太家大扫除", cc("周太太家大扫除", ymd(2061, 6, 8)), cat=c)
with use(now=NC, pref="future", **Z):
    K("2061.9.26 眼底检查", cc("眼底检查", ymd(2061, 9, 26)), cat=c)

c = "arithmetic"
with use(now=NA, pref="future", **Z):
    K("这个月最后一个周六 周末工作坊", cc("周末工作坊", lastwd(2061, 4, 6)), cat=c)
    K("清明后一天 去菜园点豆角", cc("去菜园点豆角", QINGMING61 + td(days=1)), cat=c, unsure="清明 2061 = 04-04")
with use(now=NB, pref="future", **Z):
    K("下个月第一个周六 户外瑜伽", cc("户外瑜伽", nth(2061, 6, 1, 6)), cat=c)
    K("芒种后一天 移栽辣椒苗", cc("移栽辣椒苗", MANGZHONG61 + td(days=1)), cat=c, unsure="芒种 2061 = 06-05")
with use(now=NC, pref="future", **Z):
    K("下个月第二个周六 工作坊", cc("工作坊", nth(2061, 10, 2, 6)), cat=c)
    K("中秋后一天 孙子回学校", cc("孙子回学校", ZHONGQIU61 + td(days=1)), cat=c, unsure="中秋 2061 = 09-28")

c = "coordination"
with use(now=NA, pref="future", **Z):
    KM("周一和周四 都去刘姐家打扫", [cc("去刘姐家打扫", wd(1)), cc("去刘姐家打扫", wd(4))], cat=c, unsure="all-day entries; 都 left out of the title")
with use(now=NB, pref="future", **Z):
    KM("周三、周五晚上七点都有私教", [cc("私教", dt(wd(3), 19)), cc("私教", dt(wd(5), 19))], cat=c, conv="distribute")
with use(now=NC, pref="future", **Z):
    KM("周四、周六下午一点 都去吴姐家", [cc("去吴姐家", dt(wd(4), 13)), cc("去吴姐家", dt(wd(6), 13))], cat=c, conv="distribute")

# =============================================================================== ledger
c = "money"
with use(now=NA, pref="past", **Z):
    K("李老师转了保洁费 360", la("360", "salary", "保洁费", kind="income"), cat=c, unsure=CLIENT)
    K("试纸一盒 180", la("180", "health", "试纸"), cat=c, unsure=MED)
    K("瑜伽垫十张 990", la("990", "shopping", "瑜伽垫"), cat=c, unsure=MATS)
    K("菜籽 3.5", la("3.5", "shopping", "菜籽"), cat=c, unsure=SEED)
    K("这个月瑜伽馆房租 9800 交了", la("9800", "housing", "瑜伽馆房租"), cat=c, unsure=RENT)
with use(now=NB, pref="past", **Z):
    K("周太太微信转了保洁费 360", la("360", "salary", "保洁费", kind="income"), cat=c, unsure=CLIENT)
    K("二甲双胍 36", la("36", "health", "二甲双胍"), cat=c, unsure=MED)
    K("坐公交去赵姐家 4块", la("4", "transport", "公交"), cat=c)
    K("退休金到账 6200", la("6200", "salary", "退休金", kind="income"), cat=c, unsure=PENSION)
    K("两个学员办了次卡 一共1760", la("1760", "salary", "次卡", kind="income"), cat=c, unsure=MEMBER)
with use(now=NC, pref="past", **Z):
    K("孙老师转了300", la("300", "salary", "孙老师", kind="income"), cat=c, unsure=CLIENT)
    K("消毒液 29", la("29", "shopping", "消毒液"), cat=c, unsure=SUPPLY)
    K("打车去钱太太家 26", la("26", "transport", "打车"), cat=c)
    K("眼底检查 380", la("380", "health", "眼底检查"), cat=c, unsure=MED)
    K("养老金到账了 6200", la("6200", "salary", "养老金", kind="income"), cat=c, unsure=PENSION)
c = "rollover"
with use(now=NA, pref="past", **Z):
    K("昨天药店 216", la("216", "health", "药店", d=rel(-1)), cat=c, unsure=MED)
    K("上周五收的年卡 3600", la("3600", "salary", "年卡", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 03-25; " + MEMBER)
    K("春分那天买的菜籽 24", la("24", "shopping", "菜籽", d=CHUNFEN61), cat=c, unsure="春分 2061 = 03-20 (PyEphem and lunar-python agree); " + SEED)
with use(now=NB, pref="past", **Z):
    K("上周六收的转账 240", la("240", "salary", "转账", kind="income", d=wk(-1, 6)), cat=c, unsure="上周六 = 05-28; " + CLIENT)
    K("立夏那天买的菜苗 48", la("48", "shopping", "菜苗", d=LIXIA61), cat=c, unsure="立夏 2061 = 05-05 (PyEphem and lunar-python agree); " + SEED)
    K("母亲节工作坊收了 2600", la("2600", "salary", "工作坊", kind="income", d=hol("mothers")), cat=c, unsure="母亲节 2061 = 05-08, looking back; " + MEMBER)
with use(now=NC, pref="past", **Z):
    K("白露那天买的白菜苗 30", la("30", "shopping", "白菜苗", d=BAILU61), cat=c, unsure="白露 2061 = 09-07 (PyEphem and lunar-python agree); " + SEED)
    K("上周五孙老师转的 300", la("300", "salary", "孙老师", kind="income", d=wk(-1, 5)), cat=c, unsure="上周五 = 09-09; " + CLIENT)
    K("前天药店 216", la("216", "health", "药店", d=rel(-2)), cat=c, unsure="前天 = 09-12; " + MED)

# =============================================================================== look-ups
c = "range"
with use(now=NA, pref="future", **Z):
    K("下周都有啥 清明要回老家", cl(wk(1, 1), wk(1, 7)), cat=c)
    K("清明那天有安排没", cl(QINGMING61), cat=c)
    K("上旬有几个保洁单", cl(ymd(2061, 4, 1), ymd(2061, 4, 10)), cat=c, conv="month-parts", unsure="上旬 begins today")
with use(now=NA, pref="past", **Z):
    K("上个月试纸花了多少", ls(ymd(2061, 3, 1), ymd(2061, 3, 31), "health"), cat=c, unsure=MED)
    K("最近十笔账 瑜伽馆的", ll(limit=10), cat=c)
    K("这个季度清洁用品花了多少", ls(ymd(2061, 4, 1), ymd(2061, 6, 30), "shopping"), cat=c, conv="quarters", unsure="Q2 begins today; " + SUPPLY)
    K("今年看病花了多少", ls(ymd(2061, 1, 1), ymd(2061, 12, 31), "health"), cat=c, unsure=MED + "; 今年 = the whole year 2061")
with use(now=NB, pref="future", **Z):
    K("端午那天有事没", cl(DUANWU61), cat=c)
    K("下个月中旬都排了啥 培训那几天", cl(ymd(2061, 6, 11), ymd(2061, 6, 20)), cat=c, conv="month-parts")
with use(now=NB, pref="past", **Z):
    K("这个月药费一共多少", ls(ymd(2061, 5, 1), ymd(2061, 5, 31), "health"), cat=c, unsure=MED)
    K("最近一周公交花了多少", ls(rel(-6), today(), "transport"), cat=c)
    K("最近五笔保洁的账给我看看", ll(limit=5), cat=c)
    K("这个月会员和工作坊一共收了多少", ls(ymd(2061, 5, 1), ymd(2061, 5, 31), "salary"), cat=c, unsure=MEMBER + "; the summary takes that category")
with use(now=NC, pref="future", **Z):
    K("这周末都有啥", cl(wd(6), wd(7)), cat=c)
    K("中秋那天有事没", cl(ZHONGQIU61), cat=c, unsure="中秋 2061 = 09-28 (lunar-python)")
    K("下旬有几节私教", cl(ymd(2061, 9, 21), ymd(2061, 9, 30)), cat=c, conv="month-parts")
with use(now=NC, pref="past", **Z):
    K("上个月交通费多少", ls(ymd(2061, 8, 1), ymd(2061, 8, 31), "transport"), cat=c)
    K("这个季度买清洁用品花了多少", ls(ymd(2061, 7, 1), ymd(2061, 9, 30), "shopping"), cat=c, conv="quarters", unsure=SUPPLY)
    K("最近八笔账列一下 看看药钱", ll(limit=8), cat=c)
c = "deadline"
with use(now=NA, pref="future", **Z):
    K("这周内还有啥安排 今天才周五", cl(today(), wd(7)), cat=c, conv="week-monday-sunday")
    K("清明前都排了什么", cl(today(), QINGMING61), cat=c, conv="zh-qian-inclusive")
    K("接下来五天 保洁单排满没", cl(today(), rel(4)), cat=c, conv="n-days-counting-today")
with use(now=NA, pref="past", **Z):
    K("本月至今收了多少会员费 今天才1号", ls(today(), today(), "salary"), cat=c, conv="since", unsure="said on the 1st: month to date is today alone; " + MEMBER)
with use(now=NB, pref="future", **Z):
    K("月底前还有几个保洁单", cl(today(), ymd(2061, 5, 31)), cat=c, conv="zh-qian-inclusive", unsure="月底 is tomorrow 05-31")
    K("端午前有啥安排", cl(today(), DUANWU61), cat=c, conv="zh-qian-inclusive")
    K("未来一周 私教排了几节", cl(today(), rel(6)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="future", **Z):
    K("中秋前都排了什么", cl(today(), ZHONGQIU61), cat=c, conv="zh-qian-inclusive")
    K("国庆前还有几个保洁单", cl(today(), ymd(2061, 10, 1)), cat=c, conv="zh-qian-inclusive")
    K("接下来三天有啥安排 孙子要来", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NC, pref="past", **Z):
    K("今年以来看病花了多少", ls(ymd(2061, 1, 1), today(), "health"), cat=c, conv="since", unsure=MED)

# =============================================================================== weather / running
c = "weather"
with use(now=NA, pref="future", **Z):
    K("明早上海下雨吗 公园有户外课", wx("Shanghai", rel(1)), cat=c)
    K("清明杭州天气怎么样 要种菜", wx("Hangzhou", QINGMING61), cat=c)
with use(now=NB, pref="future", **Z):
    KM("这周末杭州天气 想种菜", [wx("Hangzhou", wd(6)), wx("Hangzhou", wd(7))], cat=c)
    K("芒种那天苏州下雨吗", wx("Suzhou", MANGZHONG61), cat=c)
    K("周六上海适合户外瑜伽吗 看下天气", wx("Shanghai", wd(6)), cat=c)
with use(now=NC, pref="future", **Z):
    K("秋分那天杭州下雨吗 要种白菜", wx("Hangzhou", QIUFEN61), cat=c)
    KM("明天后天上海天气", [wx("Shanghai", rel(1)), wx("Shanghai", rel(2))], cat=c)
c = "running"
with use(now=NA, pref="future", **Z):
    K("今天早上成都适合慢跑吗", ra("Chengdu"), cat=c, unsure="早上 in progress at 08:05: today")
    KM("这周末南京适合快走慢跑吗", [ra("Nanjing", wd(6)), ra("Nanjing", wd(7))], cat=c)
with use(now=NB, pref="future", **Z):
    K("明天早上无锡能慢跑吗 血糖有点高", ra("Wuxi", rel(1)), cat=c, unsure="the reason as context")
with use(now=NC, pref="future", **Z):
    K("明天早上苏州适合快走慢跑吗", ra("Suzhou", rel(1)), cat=c)
    KM("周六周日南京适合跑步吗", [ra("Nanjing", wd(6)), ra("Nanjing", wd(7))], cat=c)

# =============================================================================== update / delete
c = "update"
with use(now=NA, pref="future", **Z):
    g = [ev("给王姐家打扫", dt(wd(7), 9), dt(wd(7), 12)), ev("给王姐家打扫", dt(wk(1, 3), 9), dt(wk(1, 3), 12))]
    K("下周三王姐家改到下午两点", cu(1, title="王姐家", date=wk(1, 3), start=dt(wk(1, 3), 14)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two visits to the same client on different days; 下周三 = 04-06")
    g = [ev("周末瑜伽工作坊", ymd(2061, 4, 16), ymd(2061, 4, 17)), ev("私教课", dt(wk(1, 2), 19, 30), dt(wk(1, 2), 20, 30))]
    K("工作坊往后推一周 场地没订上", cu(0, title="工作坊", start=ymd(2061, 4, 23)), cat=c, given=g, conv="next-upcoming",
      unsure="a two-day all-day event moved a week: the new start 04-23 as a date; no new end said; the reason as context")
    g = [ev("空腹抽血", dt(rel(1), 8), dt(rel(1), 8, 30)), ev("医院复查血糖", dt(ymd(2061, 4, 9), 14), dt(ymd(2061, 4, 9), 15))]
    K("明天抽血提前到七点半", cu(0, title="抽血", date=rel(1), start=dt(rel(1), 7, 30)), cat=c, given=g, conv="clock-only-keeps-day",
      unsure="七点半 with the event's morning: 07:30")
with use(now=NB, pref="future", **Z):
    g = [ev("打扫赵姐家", dt(wd(4), 14), dt(wd(4), 17)), ev("打扫赵姐家", dt(wk(1, 4), 14), dt(wk(1, 4), 17))]
    K("下周四赵姐家提前到上午九点", cu(1, title="赵姐家", date=wk(1, 4), start=dt(wk(1, 4), 9)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two visits to the same client; 下周四 = 06-09")
    g = [ev("周末工作坊开场", dt(ymd(2061, 6, 4), 10), dt(ymd(2061, 6, 4), 12)), ev("户外瑜伽", dt(ymd(2061, 6, 4), 7), dt(ymd(2061, 6, 4), 8))]
    K("工作坊开场挪到周日 时间不变", cu(0, title="工作坊", start=dt(ymd(2061, 6, 5), 10)), cat=c, given=g, conv=["next-upcoming", "move-keeps-clock"],
      unsure="周日 said Monday = 06-05, the day after the event")
    g = [ev("复诊", dt(wk(2, 3), 9), dt(wk(2, 3), 10)), ev("空腹抽血", dt(rel(1), 6, 30), dt(rel(1), 7))]
    K("复诊推迟半小时", cu(0, title="复诊", start=dt(wk(2, 3), 9, 30)), cat=c, given=g, conv="next-upcoming")
with use(now=NC, pref="future", **Z):
    g = [ev("孙老师家打扫", dt(wd(5), 9), dt(wd(5), 11, 30)), ev("孙老师家打扫", dt(wk(1, 5), 9), dt(wk(1, 5), 11, 30))]
    K("这周五孙老师家改到下午一点", cu(0, title="孙老师家", date=wd(5), start=dt(wd(5), 13)), cat=c, given=g,
      conv="clock-only-keeps-day", unsure="two visits to the same client; 这周五 = 09-16")
    g = [ev("门诊复查", dt(rel(1), 8), dt(rel(1), 9)), ev("空腹抽血", dt(wk(1, 1), 7), dt(wk(1, 1), 7, 30))]
    K("明天复查推迟一个小时", cu(0, title="复查", date=rel(1), start=dt(rel(1), 9)), cat=c, given=g)
    g = [ev("公园户外瑜伽", dt(ymd(2061, 9, 24), 15), dt(ymd(2061, 9, 24), 16, 30)), ev("周末工作坊", ymd(2061, 9, 17), ymd(2061, 9, 18))]
    K("户外瑜伽改到瑜伽馆上 怕下雨", cu(0, title="户外瑜伽", location="瑜伽馆"), cat=c, given=g, conv="next-upcoming", unsure="the reason as context")
c = "delete"
with use(now=NA, pref="future", **Z):
    g = [ev("去刘姐家打扫", dt(wd(1), 14), dt(wd(1), 17)), ev("去刘姐家打扫", dt(wd(4), 14), dt(wd(4), 17))]
    K("周四刘姐家不去了 她出差", cdel(1, title="刘姐家", date=wd(4)), cat=c, given=g, unsure="two visits to the same client; 周四 = 04-07; the reason as context")
    g = [ev("空腹抽血", dt(rel(1), 8), dt(rel(1), 8, 30)), ev("复诊", dt(wd(2), 15), dt(wd(2), 16))]
    K("抽血取消 医生说下个月再查", cdel(0, title="抽血"), cat=c, given=g, conv="next-upcoming", unsure="the reason as context")
with use(now=NB, pref="future", **Z):
    g = [ev("私教", dt(rel(1), 19), dt(rel(1), 20)), ev("给小林上私教", dt(wd(5), 19), dt(wd(5), 20))]
    K("小林的私教取消 她脚扭了", cdel(1, title="小林"), cat=c, given=g, conv="next-upcoming", unsure="two private sessions; the one named for 小林")
    g = [ev("打扫周太太家", dt(rel(1), 10), dt(rel(1), 13)), ev("周太太家大扫除", ymd(2061, 6, 8), ymd(2061, 6, 8))]
    K("6月8号周太太家的大扫除删了", cdel(1, title="周太太家", date=ymd(2061, 6, 8)), cat=c, given=g, unsure="two visits to the same client")
with use(now=NC, pref="future", **Z):
    g = [ev("周末工作坊", ymd(2061, 9, 17), ymd(2061, 9, 18)), ev("公园户外瑜伽", dt(ymd(2061, 9, 24), 15), dt(ymd(2061, 9, 24), 16, 30))]
    K("工作坊取消 报名的人太少", cdel(0, title="工作坊"), cat=c, given=g, conv="next-upcoming", unsure="the reason as context")
    g = [ev("去吴姐家", dt(today(), 13), dt(today(), 16)), ev("去吴姐家", dt(wk(1, 3), 13), dt(wk(1, 3), 16))]
    K("下周三吴姐家不去了", cdel(1, title="吴姐家", date=wk(1, 3)), cat=c, given=g, unsure="two visits to the same client; 下周三 = 09-21")

# =============================================================================== several requests
c = "multi"
with use(now=NA, pref="past", **Z):
    KM("试纸180 针头68", [la("180", "health", "试纸"), la("68", "health", "针头")], cat=c, unsure=MED)
with use(now=NA, pref="future", **Z):
    KM("明早七点户外瑜伽 顺便看下上海明天天气", [cc("户外瑜伽", dt(rel(1), 7)), wx("Shanghai", rel(1))], cat=c)
with use(now=NB, pref="past", **Z):
    KM("试纸180 二甲双胍36 锄头35", [la("180", "health", "试纸"), la("36", "health", "二甲双胍"), la("35", "shopping", "锄头")], cat=c,
       unsure=MED + "; " + SEED)
    KM("记一下退休金6200 再看看这个月药费多少", [la("6200", "salary", "退休金", kind="income"), ls(ymd(2061, 5, 1), ymd(2061, 5, 31), "health")], cat=c,
       unsure=PENSION + "; " + MED)
with use(now=NB, pref="future", **Z):
    KM("周四下午两点打扫赵姐家 再查下周四南京天气", [cc("打扫赵姐家", dt(wd(4), 14)), wx("Nanjing", wd(4))], cat=c)
with use(now=NC, pref="past", **Z):
    KM("眼底检查380 药216", [la("380", "health", "眼底检查"), la("216", "health", "药")], cat=c, unsure=MED)
    KM("孙老师转了300 公交2块", [la("300", "salary", "孙老师", kind="income"), la("2", "transport", "公交")], cat=c, unsure=CLIENT)
with use(now=NC, pref="future", **Z):
    KM("明天上午八点复查 下午两点去钱太太家打扫", [cc("复查", dt(rel(1), 8)), cc("去钱太太家打扫", dt(rel(1), 14))], cat=c,
       conv="distribute", unsure="明天 said once applies to both")
    KM("周五孙老师家的改到周六同一时间 下周五的删了",
       [cu(0, title="孙老师家", date=wd(5), start=dt(wd(6), 9)), cdel(1, title="孙老师家", date=wk(1, 5))], cat=c,
       given=[ev("孙老师家打扫", dt(wd(5), 9), dt(wd(5), 11, 30)), ev("孙老师家打扫", dt(wk(1, 5), 9), dt(wk(1, 5), 11, 30))],
       conv="move-keeps-clock", unsure="two visits to the same client; 周五 = 09-16, 周六 = 09-17, 下周五 = 09-23")
