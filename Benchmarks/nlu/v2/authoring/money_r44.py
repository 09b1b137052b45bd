"""Round 44 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a commercial airline pilot with a rotating
roster (per diem, a uniform and a headset, layover meals and taxis, a crew hotel abroad), a small landlord who also works
as a part-time notary (rent coming in, deposits and balances, notary fees, repairs and a plumber, property tax) and a
student preparing for the 高考 / SAT with a tutor (tutoring fees and prep books paid by the parents, exam registration)
type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`,
thousands separators, deposits and balances, other currencies, and rows with no money (flight and order numbers,
scores, ranks, sizes, weights)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("这趟外站餐补⟦三百六⟧", ("360", "CNY"), cat=c)
    M("新耳机⟦两千八⟧ 耳罩⟦九十九块九⟧", ("2800", "CNY"), ("99.9", "CNY"), cat=c)
    M("家教一节课⟦三百来块⟧", ("300", "CNY"), cat=c, conv="approx")
    M("水管工上门修了一下 收了⟦一百五⟧", ("150", "CNY"), cat=c)
    M("公证费⟦八百块零五毛⟧", ("800.5", "CNY"), cat=c)
    M("物理真题册⟦六十八块八⟧", ("68.8", "CNY"), cat=c)
    c = "scale"
    M("今年房租一共收了⟦9万6⟧", ("96000", "CNY"), cat=c)
    M("冲刺班报名⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("厨房翻修估价⟦3万5千⟧左右", ("35000", "CNY"), cat=c, conv="approx")
    M("房产税交了⟦4千2⟧", ("4200", "CNY"), cat=c)
    M("这个月飞行小时费到账⟦2万8⟧", ("28000", "CNY"), cat=c)
    c = "currency"
    M("东京过夜吃了顿拉面⟦1200日元⟧", ("1200", "JPY"), cat=c)
    M("悉尼机场买的咖啡⟦6.5澳元⟧", ("6.5", "AUD"), cat=c)
    M("法兰克福外站打车⟦38欧⟧", ("38", "EUR"), cat=c, conv="colloquial-currency")
    M("首尔过夜买的面膜⟦35000韩币⟧", ("35000", "KRW"), cat=c)
    M("托福SAT报名费⟦111美元⟧", ("111", "USD"), cat=c)
    c = "format"
    M("三楼租客转来房租 ⟦¥3,800⟧", ("3800", "CNY"), cat=c, conv="yen-sign-cny")
    M("押金退了 ⟦RMB 7,600⟧", ("7600", "CNY"), cat=c)
    M("公证账户余额 ⟦￥21,455.80⟧", ("21455.8", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外网站买的耳机 ⟦US$ 1,095⟧", ("1095", "USD"), cat=c)
    M("一年家教费 ⟦18 000元⟧", ("18000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("水管工⟦260⟧", ("260", "CNY"), cat=c)
    M("记一笔 制服干洗⟦45⟧", ("45", "CNY"), cat=c)
    M("数学卷子⟦39⟧", ("39", "CNY"), cat=c)
    M("换门锁⟦320⟧", ("320", "CNY"), cat=c)
    M("机场大巴⟦30⟧", ("30", "CNY"), cat=c)
    c = "beside-date"
    M("3月30号 收房租⟦4500⟧", ("4500", "CNY"), cat=c)
    M("礼拜三 公证费⟦600⟧", ("600", "CNY"), cat=c)
    M("教师节 给老师买花⟦188⟧", ("188", "CNY"), cat=c)
    M("12.22 家教费⟦1600⟧", ("1600", "CNY"), cat=c)
    M("上周五 修热水器⟦380⟧", ("380", "CNY"), cat=c)
    c = "multi"
    M("数学课⟦400⟧ 英语课⟦350⟧ 资料费⟦80⟧", ("400", "CNY"), ("350", "CNY"), ("80", "CNY"), cat=c)
    M("水管⟦180⟧ 马桶⟦650⟧ 人工⟦200⟧ 打车⟦36⟧", ("180", "CNY"), ("650", "CNY"), ("200", "CNY"), ("36", "CNY"), cat=c)
    M("家教上了八节 每节⟦300⟧ 一共⟦2400⟧", ("300", "CNY"), ("2400", "CNY"), cat=c)
    M("押金⟦3000⟧ 首月房租⟦3200⟧ 今天都收了", ("3000", "CNY"), ("3200", "CNY"), cat=c)
    M("真题书三本 每本⟦45⟧", ("45", "CNY"), cat=c)
    c = "none"
    M("航班号 MU5401 明早6点签到", cat=c)
    M("订单号 2059033107 飞行耳机一副", cat=c)
    M("模考数学138分 全班第4", cat=c)
    M("行李箱称了一下 23公斤", cat=c)
    M("3号楼502 两室一厅 89平", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("per diem for the trip ⟦two hundred sixty bucks⟧", ("260", "USD"), cat=c)
    M("plumber charged ⟦a hundred eighty-five dollars⟧", ("185", "USD"), cat=c)
    M("tutor's ⟦about 90 bucks⟧ an hour", ("90", "USD"), cat=c, conv="approx")
    M("notary stamp and journal ⟦$40 and change⟧", ("40", "USD"), cat=c, conv="approx")
    M("prep book ⟦twenty-five bucks⟧", ("25", "USD"), cat=c)
    c = "scale"
    M("rent for the year came to ⟦38.4k⟧", ("38400", "USD"), cat=c)
    M("new roof quote ⟦14 grand⟧", ("14000", "USD"), cat=c)
    M("property tax ⟦6.2k⟧ due in april", ("6200", "USD"), cat=c)
    M("sat prep package ⟦half a grand⟧", ("500", "USD"), cat=c)
    M("captain upgrade bumps me to ⟦210k⟧", ("210000", "USD"), cat=c)
    c = "currency"
    M("ramen on the tokyo layover ⟦¥1,400⟧", ("1400", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="a Tokyo price with ¥ still reads CNY under yen-sign-cny")
    M("crew hotel minibar in london ⟦£12⟧", ("12", "GBP"), cat=c)
    M("taxi in frankfurt ⟦€42⟧", ("42", "EUR"), cat=c)
    M("layover in toronto, dinner ⟦C$ 58⟧", ("58", "CAD"), cat=c)
    M("duty free in zurich ⟦CHF 1'150⟧", ("1150", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "format"
    M("rent deposit from unit 2 ⟦$1,875.00⟧", ("1875", "USD"), cat=c)
    M("notary account balance ⟦USD 4,212.35⟧", ("4212.35", "USD"), cat=c)
    M("headset online ⟦US$ 1,095⟧", ("1095", "USD"), cat=c)
    M("per diem this month ⟦$1,342.50⟧", ("1342.5", "USD"), cat=c)
    M("tutoring balance owed ⟦$640⟧", ("640", "USD"), cat=c)
    c = "bare"
    M("plumber ⟦275⟧", ("275", "USD"), cat=c)
    M("log uniform dry cleaning ⟦22⟧", ("22", "USD"), cat=c)
    M("flashcards ⟦18⟧", ("18", "USD"), cat=c)
    M("new locks ⟦140⟧", ("140", "USD"), cat=c)
    M("airport parking ⟦36⟧", ("36", "USD"), cat=c)
    c = "beside-date"
    M("3/30 rent from 1B ⟦$1,650⟧", ("1650", "USD"), cat=c)
    M("wed notary fees ⟦$75⟧", ("75", "USD"), cat=c)
    M("labor day tutor ⟦$120⟧", ("120", "USD"), cat=c)
    M("12/22 water heater ⟦$410⟧", ("410", "USD"), cat=c)
    M("last fri practice tests ⟦$32⟧", ("32", "USD"), cat=c)
    c = "multi"
    M("math ⟦$90⟧, english ⟦$80⟧, books ⟦$35⟧", ("90", "USD"), ("80", "USD"), ("35", "USD"), cat=c)
    M("pipe ⟦$60⟧, valve ⟦$28⟧, labor ⟦$150⟧, cab ⟦$19⟧", ("60", "USD"), ("28", "USD"), ("150", "USD"), ("19", "USD"), cat=c)
    M("6 sessions at ⟦$85⟧, ⟦$510⟧ total", ("85", "USD"), ("510", "USD"), cat=c)
    M("⟦$1,800⟧ security deposit, ⟦$1,650⟧ first month, both in today", ("1800", "USD"), ("1650", "USD"), cat=c)
    M("3 notarizations at ⟦$15⟧ each", ("15", "USD"), cat=c)
    c = "none"
    M("flight 1187 reports at 0545", cat=c)
    M("order 5903317 one aviation headset", cat=c)
    M("practice test 1410, 98th percentile", cat=c)
    M("roller bag weighs 22 lb", cat=c)
    M("unit 3B, 2 bed 1 bath, 850 sq ft", cat=c)
