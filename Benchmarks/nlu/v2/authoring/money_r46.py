"""Round 46 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a primary-care nurse practitioner who
volunteers at an animal shelter (a continuing-education course fee, supplies donated and bought, adoption fees), a small
bakery owner supplying cafés (flour and butter bought in bulk, cafés paying their invoices, an oven repair, deposits and
balances) and a father training for a marathon while his kids are on summer holiday (race entry, shoes, a hotel in
another city, summer camp) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order numbers, kg, reps, tracking numbers, race bibs)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("继续教育课程费 ⟦一千八百五⟧", ("1850", "CNY"), cat=c)
    M("黄油一箱⟦三百二十块五⟧", ("320.5", "CNY"), cat=c)
    M("马拉松报名费⟦两百来块⟧", ("200", "CNY"), cat=c, conv="approx")
    M("给救助站买猫砂 ⟦八十九块九⟧", ("89.9", "CNY"), cat=c)
    M("修烤箱师傅要了⟦一千二⟧", ("1200", "CNY"), cat=c)
    M("孩子冰棍一根⟦三块五⟧", ("3.5", "CNY"), cat=c)
    c = "scale"
    M("这个季度咖啡馆货款一共⟦8万6⟧", ("86000", "CNY"), cat=c)
    M("新烤箱报价⟦2万3⟧", ("23000", "CNY"), cat=c)
    M("夏令营两个孩子⟦1.2万⟧", ("12000", "CNY"), cat=c)
    M("面粉一年大概⟦3w左右⟧", ("30000", "CNY"), cat=c, conv="approx")
    M("跑鞋预算⟦1千5⟧", ("1500", "CNY"), cat=c)
    c = "currency"
    M("东京马拉松报名 ⟦18000日元⟧", ("18000", "JPY"), cat=c)
    M("法国黄油进口价 每公斤⟦9欧⟧", ("9", "EUR"), cat=c, conv="colloquial-currency")
    M("香港跑步装备 ⟦760港币⟧", ("760", "HKD"), cat=c)
    M("网上课程 ⟦199美元⟧", ("199", "USD"), cat=c)
    M("新加坡比赛酒店 ⟦320新币⟧", ("320", "SGD"), cat=c)
    c = "format"
    M("咖啡馆月结 ⟦¥4,860⟧", ("4860", "CNY"), cat=c, conv="yen-sign-cny")
    M("烤箱定金 ⟦RMB 5,000⟧ 尾款 ⟦RMB 18,000⟧", ("5000", "CNY"), ("18000", "CNY"), cat=c)
    M("店里账户余额 ⟦￥36,512.40⟧", ("36512.4", "CNY"), cat=c, conv="yen-sign-cny")
    M("海淘跑步手表 ⟦US$ 349⟧", ("349", "USD"), cat=c)
    M("夏令营押金 ⟦2 000元⟧", ("2000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("狗粮⟦260⟧", ("260", "CNY"), cat=c)
    M("记一笔 能量胶⟦96⟧", ("96", "CNY"), cat=c)
    M("鸡蛋⟦148⟧", ("148", "CNY"), cat=c)
    M("送货油费⟦75⟧", ("75", "CNY"), cat=c)
    M("孩子泳镜⟦49⟧", ("49", "CNY"), cat=c)
    c = "beside-date"
    M("8月1号 咖啡馆结了⟦3200⟧", ("3200", "CNY"), cat=c)
    M("礼拜五 黄油⟦640⟧", ("640", "CNY"), cat=c)
    M("立秋那天买的跑鞋⟦899⟧", ("899", "CNY"), cat=c)
    M("11.1 课程费⟦1850⟧", ("1850", "CNY"), cat=c)
    M("上周六 救助站捐了⟦500⟧", ("500", "CNY"), cat=c)
    c = "multi"
    M("面粉⟦1260⟧ 黄油⟦960⟧ 鸡蛋⟦148⟧", ("1260", "CNY"), ("960", "CNY"), ("148", "CNY"), cat=c)
    M("报名费⟦260⟧ 高铁⟦553⟧ 酒店两晚⟦780⟧", ("260", "CNY"), ("553", "CNY"), ("780", "CNY"), cat=c)
    M("三家咖啡馆 一家⟦1800⟧ 一家⟦2400⟧ 还有一家⟦950⟧", ("1800", "CNY"), ("2400", "CNY"), ("950", "CNY"), cat=c)
    M("两个孩子 每人夏令营⟦3800⟧ 一共⟦7600⟧", ("3800", "CNY"), ("7600", "CNY"), cat=c)
    M("狗粮十袋 每袋⟦65⟧", ("65", "CNY"), cat=c)
    c = "none"
    M("订单号 BK20600808 明早五点送", cat=c)
    M("面粉进了50公斤", cat=c)
    M("深蹲三组 每组15个", cat=c)
    M("号码布 A3127 别丢了", cat=c)
    M("快递单号 YT8830162745 猫砂到了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("CE course fee ⟦eighteen hundred⟧", ("1800", "USD"), cat=c)
    M("race entry ⟦about 120 bucks⟧", ("120", "USD"), cat=c, conv="approx")
    M("butter ran me ⟦$84 and change⟧", ("84", "USD"), cat=c, conv="approx")
    M("kitty litter ⟦twenty-nine ninety-nine⟧", ("29.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("oven guy charged ⟦four hundred and twenty⟧", ("420", "USD"), cat=c)
    M("popsicles for the kids ⟦6 bucks⟧", ("6", "USD"), cat=c)
    c = "scale"
    M("cafes paid ⟦$8.6k⟧ this quarter", ("8600", "USD"), cat=c)
    M("new deck oven quote ⟦23 grand⟧", ("23000", "USD"), cat=c)
    M("summer camp for both ⟦2.4k⟧", ("2400", "USD"), cat=c)
    M("flour for the year ⟦roughly 30k⟧", ("30000", "USD"), cat=c, conv="approx")
    M("shoe budget ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("berlin marathon entry ⟦€135⟧", ("135", "EUR"), cat=c)
    M("london race hotel ⟦£210⟧", ("210", "GBP"), cat=c)
    M("toronto half entry ⟦C$95⟧", ("95", "CAD"), cat=c)
    M("butter from a normandy supplier ⟦1.240,00 €⟧", ("1240", "EUR"), cat=c, conv="comma-decimal")
    M("tokyo marathon entry ⟦18,000 yen⟧", ("18000", "JPY"), cat=c)
    c = "format"
    M("cafe invoice ⟦$1,860.00⟧", ("1860", "USD"), cat=c)
    M("oven deposit ⟦US$ 5,000⟧ balance ⟦US$ 18,000⟧", ("5000", "USD"), ("18000", "USD"), cat=c)
    M("business checking ⟦$36,512.40⟧", ("36512.4", "USD"), cat=c)
    M("camp deposit ⟦USD 250⟧", ("250", "USD"), cat=c)
    M("gps watch ⟦$349.99⟧", ("349.99", "USD"), cat=c)
    c = "bare"
    M("dog food ⟦58⟧", ("58", "USD"), cat=c)
    M("gels ⟦32⟧", ("32", "USD"), cat=c)
    M("eggs ⟦44⟧", ("44", "USD"), cat=c)
    M("van gas ⟦61⟧", ("61", "USD"), cat=c)
    M("goggles ⟦14⟧", ("14", "USD"), cat=c)
    c = "beside-date"
    M("aug 1 cafe paid ⟦$900⟧", ("900", "USD"), cat=c)
    M("fri butter ⟦210⟧", ("210", "USD"), cat=c)
    M("11/1 course fee ⟦$185⟧", ("185", "USD"), cat=c)
    M("shoes on mlk day ⟦139⟧", ("139", "USD"), cat=c)
    M("last sat shelter donation ⟦75⟧", ("75", "USD"), cat=c)
    c = "multi"
    M("flour ⟦126⟧ butter ⟦96⟧ eggs ⟦44⟧", ("126", "USD"), ("96", "USD"), ("44", "USD"), cat=c)
    M("entry ⟦$120⟧, hotel ⟦$289⟧, gas ⟦$45⟧", ("120", "USD"), ("289", "USD"), ("45", "USD"), cat=c)
    M("3 cafes paid: ⟦$450⟧, ⟦$620⟧ and ⟦$380⟧", ("450", "USD"), ("620", "USD"), ("380", "USD"), cat=c)
    M("2 kids, camp ⟦$600⟧ each, ⟦$1,200⟧ total", ("600", "USD"), ("1200", "USD"), cat=c)
    M("12 bags of kibble at ⟦$18⟧ a bag", ("18", "USD"), cat=c)
    c = "none"
    M("order #BK-4417 out for delivery at 5am", cat=c)
    M("picked up 50 lb of flour", cat=c)
    M("3 sets of 12 lunges", cat=c)
    M("bib 3127, corral B", cat=c)
    M("tracking 1Z84R20460117 kibble arriving", cat=c)
