"""Round 16 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a hospital nurse (overtime and night-shift
pay, training fees, her kids' classes), a landlord (rent and deposits coming in, repairs, utility bills, property tax,
agents' fees) and someone caring for elderly parents (pharmacy, physiotherapy, a carer's wages, hospital bills,
refunds) type them in a budget or expense chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("给妈买降压药⟦五十六块五⟧", ("56.5", "CNY"), cat=c)
    M("护工一天⟦两百五⟧", ("250", "CNY"), cat=c)
    M("换个水龙头⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("夜班补贴一晚⟦八十块⟧", ("80", "CNY"), cat=c)
    M("爸的康复一次⟦三百二⟧", ("320", "CNY"), cat=c)
    M("停车费⟦七块五毛⟧", ("7.5", "CNY"), cat=c)
    c = "scale"
    M("三套房一年租金⟦14.4万⟧", ("144000", "CNY"), cat=c)
    M("加班费这个月⟦2k⟧出头", ("2000", "CNY"), cat=c, conv="approx")
    M("2号房装修⟦5w⟧", ("50000", "CNY"), cat=c)
    M("爸住院押金⟦一万⟧", ("10000", "CNY"), cat=c)
    M("护工工资一年下来⟦6万多⟧", ("60000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("给在澳洲的女儿打了⟦5000澳元⟧学费", ("5000", "AUD"), cat=c)
    M("帮妈在日本买的护膝⟦8800日元⟧", ("8800", "JPY"), cat=c)
    M("香港买的进口药⟦港币680⟧", ("680", "HKD"), cat=c)
    M("租客用⟦美金600⟧付的押金", ("600", "USD"), cat=c)
    M("舅舅从英国寄来⟦二百镑⟧", ("200", "GBP"), cat=c, conv="colloquial-currency")
    c = "format"
    M("房产税 ⟦¥2,150.00⟧ 已交", ("2150", "CNY"), cat=c, conv="yen-sign-cny")
    M("住院费结算 ⟦RMB 12,386.40⟧", ("12386.4", "CNY"), cat=c)
    M("维修发票 ⟦￥1,280⟧ 已付", ("1280", "CNY"), cat=c, conv="yen-sign-cny")
    M("3号房押金 ⟦8 400元⟧", ("8400", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("电费⟦318⟧", ("318", "CNY"), cat=c)
    M("记一下 燃气⟦96⟧", ("96", "CNY"), cat=c)
    M("药房⟦156⟧", ("156", "CNY"), cat=c)
    M("打车去医院 ⟦43⟧", ("43", "CNY"), cat=c)
    M("游泳课⟦3600⟧ 记上", ("3600", "CNY"), cat=c)
    c = "beside-date"
    M("10月31号 收1号房房租⟦3900⟧", ("3900", "CNY"), cat=c)
    M("周四 妈做CT⟦650⟧", ("650", "CNY"), cat=c)
    M("9.15 房产税⟦2150⟧", ("2150", "CNY"), cat=c)
    M("昨晚夜班 外卖⟦36⟧", ("36", "CNY"), cat=c)
    M("国庆值班费⟦900⟧ 10月8号发", ("900", "CNY"), cat=c)
    c = "multi"
    M("护工⟦5500⟧ 药⟦320⟧ 打车⟦35⟧", ("5500", "CNY"), ("320", "CNY"), ("35", "CNY"), cat=c)
    M("3套房 每套房租⟦4200⟧ 物业费⟦540⟧", ("4200", "CNY"), ("540", "CNY"), cat=c)
    M("工资⟦9800⟧到账 加班费⟦1860⟧", ("9800", "CNY"), ("1860", "CNY"), cat=c)
    M("药房退了⟦89⟧ 又买了⟦212⟧的", ("89", "CNY"), ("212", "CNY"), cat=c)
    M("租客交了⟦三千⟧ 还差⟦九百⟧", ("3000", "CNY"), ("900", "CNY"), cat=c)
    c = "none"
    M("3号房 2室1厅 89平", cat=c)
    M("爸血压150/95 吃了2片", cat=c)
    M("302床 体温38.5", cat=c)
    M("快递单号 75381290046", cat=c)
    M("周三晚上8点到周四早上8点 夜班", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("mom's bp meds ⟦about 40 bucks⟧", ("40", "USD"), cat=c, conv="approx")
    M("caregiver day rate ⟦a hundred sixty bucks⟧", ("160", "USD"), cat=c)
    M("PT copay ⟦sixty dollars⟧", ("60", "USD"), cat=c)
    M("faucet parts ⟦$45 and change⟧", ("45", "USD"), cat=c, conv="approx")
    M("hospital parking ⟦twelve fifty⟧", ("12.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("night diff ⟦two hundred ten dollars⟧", ("210", "USD"), cat=c)
    c = "scale"
    M("rents for the year ⟦66k⟧", ("66000", "USD"), cat=c)
    M("OT this month ⟦1.2k⟧", ("1200", "USD"), cat=c)
    M("new roof on the duplex ⟦$18K⟧", ("18000", "USD"), cat=c)
    M("dad's hospital deposit ⟦2 grand⟧", ("2000", "USD"), cat=c)
    M("caregiver for the year ⟦about 35k⟧", ("35000", "USD"), cat=c, conv="approx")
    c = "currency"
    M("tuition for my daughter in sydney ⟦A$5,000⟧", ("5000", "AUD"), cat=c)
    M("knee brace for mom from japan ⟦8,800 yen⟧", ("8800", "JPY"), cat=c)
    M("meds from a toronto pharmacy ⟦C$120⟧", ("120", "CAD"), cat=c)
    M("tenant paid the deposit in ⟦€900⟧", ("900", "EUR"), cat=c)
    M("uncle sent ⟦£200⟧ from london", ("200", "GBP"), cat=c)
    c = "format"
    M("property tax ⟦$3,120.00⟧ paid", ("3120", "USD"), cat=c)
    M("hospital bill ⟦USD 1,486.40⟧", ("1486.4", "USD"), cat=c)
    M("plumber invoice #2207 ⟦$1,280⟧ paid", ("1280", "USD"), cat=c)
    M("deposit for 3A ⟦$1,900.00⟧", ("1900", "USD"), cat=c)
    c = "bare"
    M("electric ⟦142⟧", ("142", "USD"), cat=c)
    M("gas bill ⟦96⟧ log it", ("96", "USD"), cat=c)
    M("pharmacy ⟦38.75⟧", ("38.75", "USD"), cat=c)
    M("uber to the hospital ⟦27⟧", ("27", "USD"), cat=c)
    M("swim lessons ⟦240⟧", ("240", "USD"), cat=c)
    c = "beside-date"
    M("10/31 rent from unit 1 ⟦1,725⟧", ("1725", "USD"), cat=c)
    M("thurs mom's CT ⟦350⟧", ("350", "USD"), cat=c)
    M("9/15 property tax ⟦3,120⟧", ("3120", "USD"), cat=c)
    M("last night on shift takeout ⟦$19⟧", ("19", "USD"), cat=c)
    M("holiday pay ⟦$480⟧ on the 8th", ("480", "USD"), cat=c)
    c = "multi"
    M("caregiver ⟦2800⟧ meds ⟦64⟧ cab ⟦22⟧", ("2800", "USD"), ("64", "USD"), ("22", "USD"), cat=c)
    M("3 units x ⟦$1,650⟧ rent plus HOA ⟦$310⟧", ("1650", "USD"), ("310", "USD"), cat=c)
    M("paycheck ⟦2,460⟧ in, OT ⟦640⟧ in", ("2460", "USD"), ("640", "USD"), cat=c)
    M("pharmacy refunded ⟦$15⟧, then spent ⟦$52⟧", ("15", "USD"), ("52", "USD"), cat=c)
    M("tenant paid ⟦$1,200⟧, still owes ⟦$450⟧", ("1200", "USD"), ("450", "USD"), cat=c)
    c = "none"
    M("unit 3A 2br 1ba 900 sq ft", cat=c)
    M("dad's bp 150/95 took 2 pills", cat=c)
    M("bed 302 temp 101.3", cat=c)
    M("tracking # 1Z999AA10123456784", cat=c)
    M("nights wed 7pm to thu 7am", cat=c)
