"""Round 10 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Several entries in one message with different items
and days, amounts next to numbers that are not money (clock times, counts, dates, room and order numbers), and
spoken forms."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "multi"
    M("昨天午饭⟦三十二⟧ 今天打车⟦二十七⟧", ("32", "CNY"), ("27", "CNY"), cat=c)
    M("周六电影票⟦九十⟧，爆米花⟦三十五⟧", ("90", "CNY"), ("35", "CNY"), cat=c)
    M("买菜⟦一百二⟧ 水果⟦四十八块五⟧ 牛奶⟦二十六⟧", ("120", "CNY"), ("48.5", "CNY"), ("26", "CNY"), cat=c)
    M("工资到了⟦一万五⟧，房租交了⟦四千二⟧", ("15000", "CNY"), ("4200", "CNY"), cat=c)
    M("早饭⟦十二⟧ 地铁⟦四块⟧ 晚上烧烤⟦两百八⟧", ("12", "CNY"), ("4", "CNY"), ("280", "CNY"), cat=c)
    M("给老爸买剃须刀⟦四百九⟧，给老妈买围巾⟦两百六⟧", ("490", "CNY"), ("260", "CNY"), cat=c)
    M("前天加油⟦三百五⟧ 昨天洗车⟦四十⟧", ("350", "CNY"), ("40", "CNY"), cat=c)
    c = "beside-date"
    M("8月5号交的游泳班学费⟦一千八⟧", ("1800", "CNY"), cat=c)
    M("6.18抢的扫地机器人⟦1999⟧", ("1999", "CNY"), cat=c)
    M("晚上七点半的电影 票价⟦四十五⟧", ("45", "CNY"), cat=c)
    M("5月20号送的花 ⟦520⟧", ("520", "CNY"), cat=c)
    M("下午三点到五点的羽毛球场 ⟦八十块⟧", ("80", "CNY"), cat=c)
    c = "none"
    M("订了3间房，住两晚", cat=c)
    M("1208房间的空调坏了", cat=c)
    M("九点二十的高铁 G1234", cat=c)
    M("订单号 20330617 还没发货", cat=c)
    c = "bare"
    M("咖啡 ⟦26⟧", ("26", "CNY"), cat=c)
    M("停车 ⟦15⟧ 两小时", ("15", "CNY"), cat=c)
    M("记一笔 打印资料 ⟦8.5⟧", ("8.5", "CNY"), cat=c)
    M("3个人AA 每人⟦68⟧", ("68", "CNY"), cat=c)
    M("2楼的理发店 剪头⟦45⟧", ("45", "CNY"), cat=c)
    c = "idiom"
    M("水电费⟦两百零五块⟧", ("205", "CNY"), cat=c)
    M("奶茶两杯⟦三十一块八⟧", ("31.8", "CNY"), cat=c)
    M("孩子零花钱给了⟦五十来块⟧", ("50", "CNY"), cat=c, conv="approx")
    M("体检套餐⟦一千三百八⟧", ("1380", "CNY"), cat=c)
    M("口罩一盒⟦九块九⟧", ("9.9", "CNY"), cat=c)
    c = "scale"
    M("年终奖发了⟦三万二⟧", ("32000", "CNY"), cat=c)
    M("换新车首付⟦8w⟧", ("80000", "CNY"), cat=c)
    c = "currency"
    M("在东京吃拉面⟦1200日元⟧ 坐地铁⟦210日元⟧", ("1200", "JPY"), ("210", "JPY"), cat=c)
    M("香港买的奶粉⟦港币三百八⟧", ("380", "HKD"), cat=c)
    M("海淘的鞋⟦89美元⟧ 运费⟦15刀⟧", ("89", "USD"), ("15", "USD"), cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "multi"
    M("lunch yesterday ⟦$14⟧, uber today ⟦$19⟧", ("14", "USD"), ("19", "USD"), cat=c)
    M("movie tickets saturday ⟦32 bucks⟧, popcorn ⟦9⟧", ("32", "USD"), ("9", "USD"), cat=c)
    M("groceries ⟦84.50⟧, fruit ⟦12.99⟧, milk ⟦4.29⟧", ("84.5", "USD"), ("12.99", "USD"), ("4.29", "USD"), cat=c)
    M("paycheck came in, ⟦$3,200⟧, rent out ⟦$1,850⟧", ("3200", "USD"), ("1850", "USD"), cat=c)
    M("bagel ⟦four dollars⟧, subway ⟦2.90⟧, takeout ⟦twenty-seven⟧", ("4", "USD"), ("2.9", "USD"), ("27", "USD"), cat=c)
    M("dad's grill ⟦249⟧ and mom's scarf ⟦sixty⟧", ("249", "USD"), ("60", "USD"), cat=c)
    M("gas monday ⟦$48⟧, car wash tuesday ⟦$15⟧", ("48", "USD"), ("15", "USD"), cat=c)
    c = "beside-date"
    M("summer camp deposit on 8/5, ⟦$1,200⟧", ("1200", "USD"), cat=c, conv="en-month-first")
    M("the 7:30 movie was ⟦$15⟧ a ticket", ("15", "USD"), cat=c)
    M("June 17 dinner ⟦$86⟧", ("86", "USD"), cat=c)
    M("court from 3 to 5 cost us ⟦$40⟧", ("40", "USD"), cat=c)
    M("paid the 5/31 water bill, ⟦$62.40⟧", ("62.4", "USD"), cat=c, conv="en-month-first")
    c = "none"
    M("booked 3 rooms for 2 nights", cat=c)
    M("the AC in room 1208 is broken", cat=c)
    M("train 2151 leaves at 9:20", cat=c)
    M("order #20330617 hasn't shipped", cat=c)
    c = "bare"
    M("coffee ⟦5.75⟧", ("5.75", "USD"), cat=c)
    M("parking ⟦12⟧ for 2 hours", ("12", "USD"), cat=c)
    M("log printing ⟦8.50⟧", ("8.5", "USD"), cat=c)
    M("split 3 ways, ⟦22⟧ each", ("22", "USD"), cat=c)
    M("haircut at the 2nd st place ⟦30⟧", ("30", "USD"), cat=c)
    c = "idiom"
    M("electric bill ⟦a hundred and twelve⟧", ("112", "USD"), cat=c)
    M("two iced lattes ⟦eleven fifty⟧", ("11.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("gave the kids ⟦about 20 bucks⟧", ("20", "USD"), cat=c, conv="approx")
    M("lunch was ⟦$12 and change⟧", ("12", "USD"), cat=c, conv="approx")
    M("masks ⟦nine ninety-nine⟧", ("9.99", "USD"), cat=c, conv="dollars-cents-pair")
    c = "scale"
    M("year-end bonus ⟦3.2k⟧", ("3200", "USD"), cat=c)
    M("down payment on the car ⟦eight grand⟧", ("8000", "USD"), cat=c)
    c = "currency"
    M("ramen in Tokyo ⟦1,200 yen⟧, subway ⟦210 yen⟧", ("1200", "JPY"), ("210", "JPY"), cat=c)
    M("baby formula in Hong Kong ⟦HK$380⟧", ("380", "HKD"), cat=c)
    M("shoes from the UK ⟦£89⟧, shipping ⟦£15⟧", ("89", "GBP"), ("15", "GBP"), cat=c)
