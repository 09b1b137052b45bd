"""Round 56 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a wedding florist who runs her shop alone
(deposits and balances from couples, wholesale roses, hydrangeas and greenery, vases, ribbon and floral foam, a van
for the day), a retired engineer who volunteers as a museum docent and is learning Spanish (his pension, Spanish
classes and a workbook, flights, a hotel in Madrid, museum passes and a flamenco show in euros) and a young couple
renovating their first apartment (tiles, paint, labour and the contractor's instalments, a fridge, a washer, a sofa,
the loan) type them in a budget chat: several per message, counts beside them, dates beside them, 万/w/k/grand,
`¥` (CNY here), `￥`, `RMB`, `US$`, comma decimals, space-grouped thousands, euros, HK$, yen and pounds, and rows with
no money (stem counts, floor areas, a flight number, a tour's group size, a permit number)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("一扎白玫瑰⟦八十五块五⟧", ("85.5", "CNY"), cat=c)
    M("缎带一卷⟦十二块八⟧", ("12.8", "CNY"), cat=c)
    M("客厅瓷砖一平米⟦一百三⟧", ("130", "CNY"), cat=c, unsure="一平米 is the unit of the price, not a scale on the amount")
    M("西语课一节⟦一百五十来块⟧", ("150", "CNY"), cat=c, conv="approx")
    M("面包车租一天⟦三百五左右⟧", ("350", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("周先生那场婚礼的花艺⟦2万8⟧", ("28000", "CNY"), cat=c)
    M("硬装预算⟦十五万⟧", ("150000", "CNY"), cat=c)
    M("第二期工程款⟦3.6w⟧", ("36000", "CNY"), cat=c)
    M("西班牙两周 预算⟦四万上下⟧", ("40000", "CNY"), cat=c, conv="approx")
    M("房贷还剩⟦一百二十万⟧", ("1200000", "CNY"), cat=c)
    c = "currency"
    M("马德里的酒店 ⟦980欧元⟧", ("980", "EUR"), cat=c)
    M("普拉多博物馆通票 ⟦五十欧⟧", ("50", "EUR"), cat=c, conv="colloquial-currency")
    M("塞维利亚弗拉门戈演出 ⟦45欧元⟧", ("45", "EUR"), cat=c)
    M("从香港订的玻璃花瓶 ⟦1200港币⟧", ("1200", "HKD"), cat=c)
    M("日本进的和纸丝带 ⟦8000日元⟧", ("8000", "JPY"), cat=c)
    c = "format"
    M("苏州婚礼定金到账 ⟦¥12,000⟧", ("12000", "CNY"), cat=c, conv="yen-sign-cny")
    M("对开门冰箱 ⟦RMB 6,499⟧", ("6499", "CNY"), cat=c)
    M("两张机票 ⟦€1.236,50⟧", ("1236.5", "EUR"), cat=c, conv="comma-decimal")
    M("滚筒洗衣机 ⟦3 299元⟧", ("3299", "CNY"), cat=c, conv="space-thousands")
    M("退休金 ⟦￥7,850.00⟧", ("7850", "CNY"), cat=c, conv="yen-sign-cny")
    c = "bare"
    M("花泥⟦45⟧", ("45", "CNY"), cat=c)
    M("记一笔 面包车油费⟦180⟧", ("180", "CNY"), cat=c)
    M("乳胶漆⟦680⟧", ("680", "CNY"), cat=c)
    M("西语练习册⟦89⟧", ("89", "CNY"), cat=c)
    M("讲解员工作餐⟦25⟧", ("25", "CNY"), cat=c)
    c = "beside-date"
    M("7月14号 花瓶⟦260⟧", ("260", "CNY"), cat=c)
    M("周一 瓷砖尾款⟦4800⟧", ("4800", "CNY"), cat=c)
    M("9.7 收定金⟦5000⟧", ("5000", "CNY"), cat=c, unsure="9.7 is a date (September 7)")
    M("上周五 还房贷⟦6150⟧", ("6150", "CNY"), cat=c)
    M("12月25号 收尾款⟦18000⟧", ("18000", "CNY"), cat=c)
    c = "multi"
    M("玫瑰⟦320⟧ 绣球⟦180⟧ 尤加利叶⟦60⟧", ("320", "CNY"), ("180", "CNY"), ("60", "CNY"), cat=c)
    M("瓷砖⟦8600⟧ 人工⟦3200⟧", ("8600", "CNY"), ("3200", "CNY"), cat=c)
    M("机票⟦9800⟧ 酒店⟦980欧元⟧", ("9800", "CNY"), ("980", "EUR"), cat=c)
    M("定金⟦5000⟧ 尾款⟦23000⟧", ("5000", "CNY"), ("23000", "CNY"), cat=c)
    M("沙发⟦7999⟧ 茶几⟦1299⟧", ("7999", "CNY"), ("1299", "CNY"), cat=c)
    c = "none"
    M("一百二十枝玫瑰 分成十二束", cat=c)
    M("客厅二十八平 次卧十一平", cat=c)
    M("航班 IB3207 早上九点四十起飞", cat=c)
    M("周二周四两场讲解 每场四十个学生", cat=c)
    M("装修许可证编号 2064-0715-88", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("silk ribbon ⟦twelve eighty⟧", ("12.8", "USD"), cat=c, conv="dollars-cents-pair")
    M("peonies ⟦about 90 bucks⟧", ("90", "USD"), cat=c, conv="approx")
    M("the porcelain tile is ⟦six fifty⟧ a square foot", ("6.5", "USD"), cat=c, conv="dollars-cents-pair",
      unsure="'a square foot' is the unit of the price")
    M("spanish class is ⟦forty dollars⟧ a session", ("40", "USD"), cat=c)
    M("cargo van for the day ⟦a hundred and twenty-five⟧", ("125", "USD"), cat=c)
    c = "scale"
    M("the parker wedding flowers came to ⟦8.5k⟧", ("8500", "USD"), cat=c)
    M("reno budget is ⟦60 grand⟧", ("60000", "USD"), cat=c)
    M("second installment ⟦$12k⟧", ("12000", "USD"), cat=c)
    M("loan balance ⟦310k⟧", ("310000", "USD"), cat=c)
    M("the whole spain trip ⟦about 9 grand⟧", ("9000", "USD"), cat=c, conv="approx")
    c = "currency"
    M("madrid hotel ⟦980 euros⟧", ("980", "EUR"), cat=c)
    M("real alcázar tickets ⟦€14.50⟧", ("14.5", "EUR"), cat=c)
    M("prado pass ⟦45 euros⟧", ("45", "EUR"), cat=c)
    M("ranunculus from holland ⟦600 euros⟧", ("600", "EUR"), cat=c)
    M("vintage vases from a london shop ⟦£240⟧", ("240", "GBP"), cat=c)
    c = "format"
    M("deposit from the nguyens ⟦$2,500.00⟧", ("2500", "USD"), cat=c)
    M("french-door fridge ⟦US$1,899⟧", ("1899", "USD"), cat=c)
    M("two flights ⟦€1.236,50⟧", ("1236.5", "EUR"), cat=c, conv="comma-decimal")
    M("pension came in ⟦$3,140⟧", ("3140", "USD"), cat=c)
    M("front-load washer ⟦$ 899⟧", ("899", "USD"), cat=c)
    c = "bare"
    M("floral foam ⟦38⟧", ("38", "USD"), cat=c)
    M("log van gas ⟦64⟧", ("64", "USD"), cat=c)
    M("paint ⟦212⟧", ("212", "USD"), cat=c)
    M("spanish workbook ⟦24⟧", ("24", "USD"), cat=c)
    M("coffee w/ the other docents ⟦9⟧", ("9", "USD"), cat=c)
    c = "beside-date"
    M("7/14 bud vases ⟦$120⟧", ("120", "USD"), cat=c)
    M("mon tile balance ⟦2,400⟧", ("2400", "USD"), cat=c)
    M("9/7 deposit ⟦$1,500⟧", ("1500", "USD"), cat=c)
    M("last fri loan payment ⟦1,860⟧", ("1860", "USD"), cat=c)
    M("dec 25 balance ⟦$4,200⟧", ("4200", "USD"), cat=c)
    c = "multi"
    M("roses ⟦180⟧, hydrangeas ⟦95⟧, eucalyptus ⟦30⟧", ("180", "USD"), ("95", "USD"), ("30", "USD"), cat=c)
    M("tile ⟦3,400⟧ and labor ⟦1,600⟧", ("3400", "USD"), ("1600", "USD"), cat=c)
    M("flights ⟦1,420⟧, hotel ⟦980 euros⟧", ("1420", "USD"), ("980", "EUR"), cat=c)
    M("deposit ⟦2,000⟧, balance ⟦6,500⟧", ("2000", "USD"), ("6500", "USD"), cat=c)
    M("sofa ⟦1,899⟧, coffee table ⟦349⟧", ("1899", "USD"), ("349", "USD"), cat=c)
    c = "none"
    M("120 roses in 12 bunches", cat=c)
    M("living room is 310 sq ft", cat=c)
    M("flight IB 6250 leaves at 9:40", cat=c)
    M("two tours today, 40 kids each", cat=c)
    M("permit no. 2064-0715-88", cat=c)
