"""Round 30 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a firefighter on 24-hour shifts (overtime pay
received, station dinner money, gear bought, his kid's school costs), a woman expecting her first child (产检 fees, a
月嫂 / doula deposit and balance, baby things bought, a baby shower) and a self-employed landscaper (clients paying
invoices, plants and mulch bought, truck fuel, a trade show booth) type them in a budget chat: several per message,
counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other
currencies, and rows with no money (order numbers, kg, reps, tracking numbers, sizes)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("这个月加班费到了⟦两千三⟧", ("2300", "CNY"), cat=c)
    M("站里伙食费每人⟦一百五⟧", ("150", "CNY"), cat=c)
    M("叶酸一瓶⟦四十八块八⟧", ("48.8", "CNY"), cat=c)
    M("一车树皮覆盖物⟦八百来块⟧", ("800", "CNY"), cat=c, conv="approx")
    M("婴儿床⟦一千零九⟧", ("1009", "CNY"), cat=c)
    c = "scale"
    M("月嫂42天⟦1万6⟧", ("16000", "CNY"), cat=c)
    M("王总家花园的工程款⟦3.8万⟧", ("38000", "CNY"), cat=c)
    M("今年加班费加起来有⟦两万多⟧", ("20000", "CNY"), cat=c, conv="approx")
    M("新皮卡⟦十二万五⟧", ("125000", "CNY"), cat=c)
    M("园林展的展位⟦0.8w⟧", ("8000", "CNY"), cat=c)
    c = "currency"
    M("海淘的婴儿推车⟦520欧元⟧", ("520", "EUR"), cat=c)
    M("老公在香港给宝宝买的奶粉⟦港币980⟧", ("980", "HKD"), cat=c)
    M("日本买的纸尿裤⟦一万二日元⟧", ("12000", "JPY"), cat=c)
    M("进口的草籽⟦300美元⟧", ("300", "USD"), cat=c)
    M("澳洲的朋友寄的羊毛毯⟦150澳元⟧", ("150", "AUD"), cat=c)
    M("在新加坡转机买的玩具⟦新币45⟧", ("45", "SGD"), cat=c)
    c = "format"
    M("空气呼吸器面罩 ⟦¥2,680⟧", ("2680", "CNY"), cat=c, conv="yen-sign-cny")
    M("月嫂定金 ⟦RMB 5,000⟧", ("5000", "CNY"), cat=c)
    M("李总付的尾款 ⟦￥12,360.50⟧", ("12360.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外订的园艺剪 ⟦US$ 89.99⟧", ("89.99", "USD"), cat=c)
    M("一年的苗木款 ⟦86 400元⟧", ("86400", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("站里聚餐 ⟦60⟧", ("60", "CNY"), cat=c)
    M("皮卡加油⟦350⟧", ("350", "CNY"), cat=c)
    M("产检⟦436⟧", ("436", "CNY"), cat=c)
    M("记一下 奶瓶⟦129⟧", ("129", "CNY"), cat=c)
    c = "beside-date"
    M("4月28号 加油⟦400⟧", ("400", "CNY"), cat=c)
    M("周四 陈姐付了草坪钱⟦6800⟧", ("6800", "CNY"), cat=c)
    M("9.5 糖耐⟦95⟧", ("95", "CNY"), cat=c)
    M("初六 站里夜宵⟦45⟧", ("45", "CNY"), cat=c)
    M("上礼拜五 消防靴⟦560⟧", ("560", "CNY"), cat=c)
    c = "multi"
    M("月季20棵 每棵⟦35⟧ 一共⟦700⟧", ("35", "CNY"), ("700", "CNY"), cat=c)
    M("定金⟦3000⟧ 尾款⟦13000⟧", ("3000", "CNY"), ("13000", "CNY"), cat=c)
    M("婴儿床⟦1009⟧ 床垫⟦399⟧ 蚊帐⟦68⟧", ("1009", "CNY"), ("399", "CNY"), ("68", "CNY"), cat=c)
    M("加班三个班 每班⟦300⟧", ("300", "CNY"), cat=c)
    M("柴油⟦420⟧ 过路费⟦35⟧", ("420", "CNY"), ("35", "CNY"), cat=c)
    c = "none"
    M("负重爬楼训练 背20公斤 爬了8趟", cat=c)
    M("订单号 4500238817 的树苗发货了", cat=c)
    M("宝宝衣服买的73码", cat=c)
    M("快递单号 YT9876543210", cat=c)
    M("今天俯卧撑100个 引体向上20个", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("overtime check came in, ⟦eleven hundred⟧", ("1100", "USD"), cat=c)
    M("chipped in ⟦about twenty bucks⟧ for station dinner", ("20", "USD"), cat=c, conv="approx")
    M("prenatal vitamins ⟦twenty-four ninety-nine⟧", ("24.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("mulch was ⟦$90 and change⟧", ("90", "USD"), cat=c, conv="approx")
    M("crib came to ⟦three hundred forty⟧", ("340", "USD"), cat=c)
    c = "scale"
    M("the Parkers' patio job is ⟦12k⟧", ("12000", "USD"), cat=c)
    M("doula package ⟦1.8K⟧", ("1800", "USD"), cat=c)
    M("new trailer ⟦6 grand⟧", ("6000", "USD"), cat=c)
    M("made ⟦half a grand⟧ in overtime this week", ("500", "USD"), cat=c)
    M("hospital estimate for delivery ⟦14.5k⟧", ("14500", "USD"), cat=c)
    c = "currency"
    M("stroller from a german shop ⟦€389⟧", ("389", "EUR"), cat=c)
    M("hubby's hotel in toronto ⟦C$210⟧ a night", ("210", "CAD"), cat=c)
    M("baby blanket from london ⟦£45⟧", ("45", "GBP"), cat=c)
    M("bulbs from a dutch grower ⟦EUR 1.250,00⟧", ("1250", "EUR"), cat=c, conv="comma-decimal")
    M("souvenir for the baby from tokyo ⟦3,000 yen⟧", ("3000", "JPY"), cat=c)
    M("bunker gear catalog from sydney ⟦A$420⟧", ("420", "AUD"), cat=c)
    c = "format"
    M("turnout boots ⟦$349.95⟧", ("349.95", "USD"), cat=c)
    M("Hendersons paid ⟦$4,860.00⟧", ("4860", "USD"), cat=c)
    M("trade show booth ⟦US$ 750⟧", ("750", "USD"), cat=c)
    M("car seat ⟦USD 279⟧", ("279", "USD"), cat=c)
    M("annual plant order ⟦$23,415⟧", ("23415", "USD"), cat=c)
    c = "bare"
    M("diesel ⟦86⟧", ("86", "USD"), cat=c)
    M("station pizza ⟦12⟧", ("12", "USD"), cat=c)
    M("copay ⟦35⟧", ("35", "USD"), cat=c)
    M("burp cloths ⟦18.50⟧", ("18.5", "USD"), cat=c)
    c = "beside-date"
    M("4/28 fuel ⟦$92⟧", ("92", "USD"), cat=c)
    M("thurs Mrs. Chen paid ⟦$680⟧", ("680", "USD"), cat=c)
    M("labor day cookout supplies ⟦$64⟧", ("64", "USD"), cat=c)
    M("jan 22 gloves ⟦$38⟧", ("38", "USD"), cat=c)
    M("last fri glucose test copay ⟦$40⟧", ("40", "USD"), cat=c)
    c = "multi"
    M("20 boxwoods at ⟦$28⟧ each, ⟦$560⟧ total", ("28", "USD"), ("560", "USD"), cat=c)
    M("doula deposit ⟦$500⟧, balance ⟦$1,300⟧", ("500", "USD"), ("1300", "USD"), cat=c)
    M("crib ⟦$340⟧, mattress ⟦$129⟧, sheets ⟦$32⟧", ("340", "USD"), ("129", "USD"), ("32", "USD"), cat=c)
    M("3 extra shifts at ⟦$410⟧ each", ("410", "USD"), cat=c)
    M("gas ⟦$75⟧ and tolls ⟦$9⟧", ("75", "USD"), ("9", "USD"), cat=c)
    c = "none"
    M("stair climb drill, 45 lb pack, 8 flights", cat=c)
    M("plant order #77120 shipped", cat=c)
    M("she's in 0-3 month onesies", cat=c)
    M("tracking 9400111899223344556677", cat=c)
    M("100 pushups and 20 pullups today", cat=c)
