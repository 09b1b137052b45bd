"""Round 53 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as an insurance claims adjuster who drives to
inspections (fuel, tolls and parking, expense reimbursements, pay, claim amounts and deductibles), a primary-school
principal (books, prizes and medals, a school trip's costs and deposits, a budget) and a couple who make travel videos
for a living (brand payments, gear and props, flights and hotels abroad, spending in yen, euros and other currencies)
type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`,
thousands separators, deposits and balances, other currencies, and rows with no money (claim numbers, kg, miles,
tracking numbers, counts)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("这次查勘补贴⟦三百五⟧", ("350", "CNY"), cat=c)
    M("高速过路费⟦四十五块⟧", ("45", "CNY"), cat=c)
    M("奖状⟦两块五⟧一张 印了两百张", ("2.5", "CNY"), cat=c)
    M("三脚架⟦九百来块⟧", ("900", "CNY"), cat=c, conv="approx")
    M("停车⟦八块八⟧", ("8.8", "CNY"), cat=c)
    M("研学每人⟦一千二百八⟧", ("1280", "CNY"), cat=c)
    c = "scale"
    M("这次暴雨定损总额⟦380万⟧", ("3800000", "CNY"), cat=c)
    M("品牌合作费⟦3万5⟧", ("35000", "CNY"), cat=c)
    M("学校图书采购预算⟦5.2w⟧", ("52000", "CNY"), cat=c)
    M("今年器材投入⟦十来万⟧", ("100000", "CNY"), cat=c, conv="approx")
    M("一台泡水车定损⟦六万八千五⟧", ("68500", "CNY"), cat=c)
    c = "currency"
    M("札幌的民宿 ⟦32000日元⟧ 一晚", ("32000", "JPY"), cat=c)
    M("东京买的镜头 ⟦12万日元⟧", ("120000", "JPY"), cat=c)
    M("首尔转机吃饭 ⟦18000韩元⟧", ("18000", "KRW"), cat=c)
    M("曼谷拍摄的包车 ⟦2500泰铢⟧", ("2500", "THB"), cat=c)
    M("欧洲品牌给的稿费 ⟦1500欧元⟧", ("1500", "EUR"), cat=c)
    c = "format"
    M("工资到账 ⟦¥12,500⟧", ("12500", "CNY"), cat=c, conv="yen-sign-cny")
    M("研学定金 ⟦RMB 300⟧ 尾款 ⟦RMB 980⟧", ("300", "CNY"), ("980", "CNY"), cat=c)
    M("油卡余额 ⟦￥186.50⟧", ("186.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外品牌打款 ⟦US$ 2,400⟧", ("2400", "USD"), cat=c)
    M("报销合计 ⟦2 430元⟧", ("2430", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("加油⟦280⟧", ("280", "CNY"), cat=c)
    M("稳定器⟦1299⟧", ("1299", "CNY"), cat=c)
    M("图书角的书⟦1350⟧", ("1350", "CNY"), cat=c)
    M("记一笔 青团⟦58⟧", ("58", "CNY"), cat=c)
    M("奖牌⟦1500⟧", ("1500", "CNY"), cat=c)
    c = "beside-date"
    M("12月22号 油费⟦300⟧", ("300", "CNY"), cat=c)
    M("礼拜天 停车⟦20⟧", ("20", "CNY"), cat=c)
    M("愚人节那天 麦克风⟦699⟧", ("699", "CNY"), cat=c)
    M("9.28 报销⟦960⟧", ("960", "CNY"), cat=c)
    M("上周五 三脚架⟦899⟧", ("899", "CNY"), cat=c)
    c = "multi"
    M("油费⟦300⟧ 过路费⟦45⟧ 停车⟦12⟧", ("300", "CNY"), ("45", "CNY"), ("12", "CNY"), cat=c)
    M("奖牌一百个 每个⟦15⟧ 一共⟦1500⟧", ("15", "CNY"), ("1500", "CNY"), cat=c)
    M("研学定金⟦3000⟧ 已交 余款⟦9800⟧ 出发前交", ("3000", "CNY"), ("9800", "CNY"), cat=c)
    M("镜头⟦6800⟧ 滤镜⟦420⟧", ("6800", "CNY"), ("420", "CNY"), cat=c)
    M("月饼三十盒 一盒⟦一百二⟧", ("120", "CNY"), cat=c)
    c = "none"
    M("报案号 BA20630977 明天去现场", cat=c)
    M("今天跑了五个现场 开了一百六十公里", cat=c)
    M("相机包装完八公斤 托运限额二十三公斤", cat=c)
    M("五年级一共一百八十六个学生 分六辆车", cat=c)
    M("镜头快递单号 SF1402277318 还没到", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("field allowance for the storm week ⟦two hundred forty⟧", ("240", "USD"), cat=c)
    M("tolls ⟦12 bucks⟧", ("12", "USD"), cat=c)
    M("certificates ⟦a quarter⟧ each, printed 200", ("0.25", "USD"), cat=c, unsure="'a quarter' read as 0.25 dollars")
    M("tripod ⟦about 90 dollars⟧", ("90", "USD"), cat=c, conv="approx")
    M("parking ⟦$9 and change⟧", ("9", "USD"), cat=c, conv="approx")
    M("class trip ⟦eighty-five fifty⟧ a kid", ("85.5", "USD"), cat=c, conv="dollars-cents-pair")
    c = "scale"
    M("storm losses so far ⟦2.4 mil⟧", ("2400000", "USD"), cat=c)
    M("brand deal ⟦6k⟧", ("6000", "USD"), cat=c)
    M("library budget ⟦$12k⟧", ("12000", "USD"), cat=c)
    M("gear this year ⟦about 15 grand⟧", ("15000", "USD"), cat=c, conv="approx")
    M("flooded car estimate ⟦$18.5k⟧", ("18500", "USD"), cat=c)
    c = "currency"
    M("porto guesthouse ⟦€95⟧ a night", ("95", "EUR"), cat=c)
    M("lens rental in lisbon ⟦60 euros⟧", ("60", "EUR"), cat=c)
    M("layover lunch in london ⟦£14⟧", ("14", "GBP"), cat=c)
    M("tokyo sd cards ⟦¥8,000⟧", ("8000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="¥ reads CNY by the v1 convention even though the context is Tokyo")
    M("toronto brand shoot paid ⟦C$1,200⟧", ("1200", "CAD"), cat=c)
    c = "format"
    M("paycheck ⟦$2,850.00⟧", ("2850", "USD"), cat=c)
    M("trip deposit ⟦US$ 50⟧, balance ⟦US$ 235⟧", ("50", "USD"), ("235", "USD"), cat=c)
    M("gas card balance ⟦$63.20⟧", ("63.2", "USD"), cat=c)
    M("reimbursement total ⟦USD 1,412⟧", ("1412", "USD"), cat=c)
    M("lisbon camera shop ⟦EUR 189,90⟧", ("189.9", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("gas after the elm st claims ⟦48⟧", ("48", "USD"), cat=c)
    M("gimbal ⟦149⟧", ("149", "USD"), cat=c)
    M("library books ⟦310⟧", ("310", "USD"), cat=c)
    M("donuts for the staff ⟦42⟧", ("42", "USD"), cat=c)
    M("medals ⟦240⟧", ("240", "USD"), cat=c)
    c = "beside-date"
    M("12/22 gas ⟦$52⟧", ("52", "USD"), cat=c)
    M("sun parking ⟦15⟧", ("15", "USD"), cat=c)
    M("april fools' mic ⟦129⟧", ("129", "USD"), cat=c)
    M("sept 28 reimbursement ⟦$210⟧", ("210", "USD"), cat=c)
    M("last fri tripod ⟦189⟧", ("189", "USD"), cat=c)
    c = "multi"
    M("gas ⟦55⟧, tolls ⟦8⟧, parking ⟦6.50⟧", ("55", "USD"), ("8", "USD"), ("6.5", "USD"), cat=c)
    M("100 medals at ⟦$2.40⟧ each, ⟦$240⟧ total", ("2.4", "USD"), ("240", "USD"), cat=c)
    M("trip deposit ⟦$1,500⟧ paid, balance ⟦$4,200⟧ due before we leave", ("1500", "USD"), ("4200", "USD"), cat=c)
    M("lens ⟦1,299⟧ and an nd filter ⟦79.99⟧", ("1299", "USD"), ("79.99", "USD"), cat=c)
    M("30 boxes of donuts at ⟦$14⟧ a box", ("14", "USD"), cat=c)
    c = "none"
    M("claim number CLM-20631224-0877, inspect tmrw", cat=c)
    M("5 sites today, drove 104 miles", cat=c)
    M("camera bag packed is 17 lb, airline limit 50 lb", cat=c)
    M("186 fifth graders, 4 buses", cat=c)
    M("lens tracking 1Z 77A 209 03 4418 2290 still not here", cat=c)
