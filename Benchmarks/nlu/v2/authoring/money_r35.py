"""Round 35 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a driving instructor (lesson fees per hour
and per package, fuel and car washes, a learner's road-test fee), a fishing-charter captain (deposits and balances from
customers, boat fuel by the litre or gallon, bait and ice, a trip over two days, a refund for a trip cancelled by
weather, gear bought abroad) and a woman who runs a daycare at home (monthly fees per child, snacks and supplies, a
deposit held for a place) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order numbers, fish weights and counts, children counted, licence and tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("练一个钟头车收⟦一百二⟧", ("120", "CNY"), cat=c)
    M("一桶冰⟦十五块⟧", ("15", "CNY"), cat=c)
    M("一个孩子一个月托费⟦两千六⟧", ("2600", "CNY"), cat=c)
    M("洗个车⟦三十来块⟧", ("30", "CNY"), cat=c, conv="approx")
    M("一斤虾饵⟦二十二块五⟧", ("22.5", "CNY"), cat=c)
    c = "scale"
    M("包船一天⟦3千5⟧", ("3500", "CNY"), cat=c)
    M("这学期学员学费一共⟦4.6w⟧", ("46000", "CNY"), cat=c)
    M("船发动机大修⟦两万左右⟧", ("20000", "CNY"), cat=c, conv="approx")
    M("教练车换了⟦12万8⟧", ("128000", "CNY"), cat=c)
    M("今年托班收入⟦0.9万⟧一个月", ("9000", "CNY"), cat=c)
    c = "currency"
    M("日本买的鱼线⟦6800日元⟧", ("6800", "JPY"), cat=c)
    M("澳洲客人给的小费⟦五十澳元⟧", ("50", "AUD"), cat=c)
    M("香港客人付的定金⟦港币1500⟧", ("1500", "HKD"), cat=c)
    M("网上买的绘本⟦二十五欧⟧", ("25", "EUR"), cat=c, conv="colloquial-currency")
    M("新加坡客人包船⟦800新币⟧", ("800", "SGD"), cat=c)
    c = "format"
    M("船的保险 ⟦¥6,480⟧", ("6480", "CNY"), cat=c, conv="yen-sign-cny")
    M("八月托费合计 ⟦RMB 13,000⟧", ("13000", "CNY"), cat=c)
    M("鱼探仪 ⟦￥2,899.00⟧", ("2899", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外钓具网站 ⟦US$ 145⟧", ("145", "USD"), cat=c)
    M("教练车保险 ⟦8 600元⟧", ("8600", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("加油 ⟦320⟧", ("320", "CNY"), cat=c)
    M("冰⟦60⟧", ("60", "CNY"), cat=c)
    M("记一笔 绘本和蜡笔⟦86⟧", ("86", "CNY"), cat=c)
    M("洗车⟦35⟧", ("35", "CNY"), cat=c)
    M("记一下 码头停船费⟦450⟧", ("450", "CNY"), cat=c)
    c = "beside-date"
    M("4月2号 收学费⟦3000⟧", ("3000", "CNY"), cat=c)
    M("礼拜天 鱼饵⟦180⟧", ("180", "CNY"), cat=c)
    M("8.30 点心水果⟦146⟧", ("146", "CNY"), cat=c)
    M("清明那天 船加油⟦1260⟧", ("1260", "CNY"), cat=c)
    M("上周三 路考费⟦200⟧", ("200", "CNY"), cat=c)
    c = "multi"
    M("定金⟦1000⟧ 尾款⟦2500⟧", ("1000", "CNY"), ("2500", "CNY"), cat=c)
    M("5个孩子 每人⟦2600⟧ 一共⟦13000⟧", ("2600", "CNY"), ("13000", "CNY"), cat=c)
    M("饵⟦180⟧ 冰⟦60⟧ 油⟦1200⟧", ("180", "CNY"), ("60", "CNY"), ("1200", "CNY"), cat=c)
    M("练了4个钟头 每钟头⟦120⟧", ("120", "CNY"), cat=c)
    M("牛奶⟦58⟧ 饼干⟦36⟧ 湿巾⟦29⟧", ("58", "CNY"), ("36", "CNY"), ("29", "CNY"), cat=c)
    c = "none"
    M("今天钓了12条 最大一条8斤", cat=c)
    M("学员证号 A3306 科目二第3次", cat=c)
    M("托班现在有6个孩子 最小的18个月", cat=c)
    M("订单号 JD7712045 蜡笔到了", cat=c)
    M("船号 浙岱渔05218 停3号码头", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("charge ⟦sixty-five⟧ an hour for lessons", ("65", "USD"), cat=c)
    M("bag of ice is ⟦four bucks⟧", ("4", "USD"), cat=c)
    M("car wash was ⟦fourteen ninety-nine⟧", ("14.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("monthly daycare fee ⟦around 900⟧", ("900", "USD"), cat=c, conv="approx")
    M("bait ran me ⟦$30 and change⟧", ("30", "USD"), cat=c, conv="approx")
    c = "scale"
    M("full-day charter ⟦1.2k⟧", ("1200", "USD"), cat=c)
    M("lesson income last month ⟦5 grand⟧", ("5000", "USD"), cat=c)
    M("outboard rebuild quote ⟦6.5K⟧", ("6500", "USD"), cat=c)
    M("daycare made ⟦48k⟧ last year", ("48000", "USD"), cat=c)
    M("new fish finder ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("lures from a shop in cancun ⟦MXN 900⟧", ("900", "MXN"), cat=c)
    M("canadian group paid ⟦C$ 1,100⟧", ("1100", "CAD"), cat=c)
    M("rod from osaka ⟦18,000 yen⟧", ("18000", "JPY"), cat=c)
    M("picture books from a london shop ⟦£36⟧", ("36", "GBP"), cat=c)
    M("german family's deposit ⟦€250⟧", ("250", "EUR"), cat=c)
    c = "format"
    M("boat insurance ⟦$2,340⟧", ("2340", "USD"), cat=c)
    M("august daycare fees ⟦USD 4,500.00⟧", ("4500", "USD"), cat=c)
    M("dual-brake install ⟦$1,150⟧", ("1150", "USD"), cat=c)
    M("first aid course ⟦US$ 95⟧", ("95", "USD"), cat=c)
    M("slip rental for the season ⟦$3,600⟧", ("3600", "USD"), cat=c)
    c = "bare"
    M("gas for the lesson car ⟦52⟧", ("52", "USD"), cat=c)
    M("ice ⟦16⟧", ("16", "USD"), cat=c)
    M("log crayons and glue ⟦27⟧", ("27", "USD"), cat=c)
    M("car wash ⟦15⟧", ("15", "USD"), cat=c)
    M("marina fuel ⟦310.40⟧", ("310.4", "USD"), cat=c)
    c = "beside-date"
    M("4/2 lesson package ⟦$450⟧", ("450", "USD"), cat=c)
    M("sun bait ⟦$38⟧", ("38", "USD"), cat=c)
    M("8/30 snacks ⟦$64⟧", ("64", "USD"), cat=c)
    M("labor day charter deposit ⟦$300⟧", ("300", "USD"), cat=c)
    M("last wed road test fee ⟦$35⟧", ("35", "USD"), cat=c)
    c = "multi"
    M("deposit ⟦$200⟧, balance ⟦$600⟧ at the dock", ("200", "USD"), ("600", "USD"), cat=c)
    M("5 kids at ⟦$900⟧ each, ⟦$4,500⟧ total", ("900", "USD"), ("4500", "USD"), cat=c)
    M("bait ⟦$38⟧, ice ⟦$16⟧, fuel ⟦$280⟧", ("38", "USD"), ("16", "USD"), ("280", "USD"), cat=c)
    M("4 hrs of lessons at ⟦$65⟧/hr", ("65", "USD"), cat=c)
    M("milk ⟦$9⟧, crackers ⟦$6.50⟧, wipes ⟦$12⟧", ("9", "USD"), ("6.5", "USD"), ("12", "USD"), cat=c)
    c = "none"
    M("limited out, 12 fish, biggest was 8 lbs", cat=c)
    M("learner permit #D4471 third attempt", cat=c)
    M("6 kids enrolled, youngest is 18 months", cat=c)
    M("order #88214 for the crayons", cat=c)
    M("boat reg FL 4821 KT in slip 3", cat=c)
