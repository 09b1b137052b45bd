"""Round 52 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a community midwife on call (pay and a
night-call allowance, mileage, fuel and parking, a course fee and textbooks), a theatre stage manager during a run of
shows and a short tour (per diems and fees, props and tape, late-night taxis, a hotel on tour) and a retired man
learning to swim who visits his grandchildren abroad (lessons, flights, gifts, spending in another currency, the
pension) type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`,
`RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money (order numbers,
kg, reps, lengths swum, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("夜班补贴这个月⟦一千二⟧", ("1200", "CNY"), cat=c)
    M("打车回家⟦五十六块⟧", ("56", "CNY"), cat=c)
    M("泳镜⟦八十来块⟧", ("80", "CNY"), cat=c, conv="approx")
    M("小区门口停车⟦五块五⟧", ("5.5", "CNY"), cat=c)
    M("游泳课一节⟦一百八⟧", ("180", "CNY"), cat=c)
    M("道具假花⟦两毛五⟧一朵 买了一百朵", ("0.25", "CNY"), cat=c)
    c = "scale"
    M("这次巡演演出费⟦1万5⟧", ("15000", "CNY"), cat=c)
    M("去悉尼一趟估计要⟦三万多⟧", ("30000", "CNY"), cat=c, conv="approx")
    M("养老金一年下来⟦6.7w⟧", ("67000", "CNY"), cat=c)
    M("助产进修班学费⟦两万三千八⟧", ("23800", "CNY"), cat=c)
    M("剧组整个制作预算⟦120万⟧", ("1200000", "CNY"), cat=c)
    c = "currency"
    M("悉尼给孙子买的球鞋 ⟦129澳元⟧", ("129", "AUD"), cat=c)
    M("机场吃饭 ⟦38澳币⟧", ("38", "AUD"), cat=c)
    M("转机在新加坡买的巧克力 ⟦25新币⟧", ("25", "SGD"), cat=c)
    M("香港场的住宿 ⟦1800港币⟧", ("1800", "HKD"), cat=c)
    M("网上买的英文产科教材 ⟦65美金⟧", ("65", "USD"), cat=c)
    c = "format"
    M("工资到账 ⟦¥9,800⟧", ("9800", "CNY"), cat=c, conv="yen-sign-cny")
    M("泳池押金 ⟦RMB 200⟧ 年卡 ⟦RMB 1,680⟧", ("200", "CNY"), ("1680", "CNY"), cat=c)
    M("油卡余额 ⟦￥312.40⟧", ("312.4", "CNY"), cat=c, conv="yen-sign-cny")
    M("孙子的生日礼物 ⟦US$ 89⟧", ("89", "USD"), cat=c)
    M("巡演补贴合计 ⟦4 800元⟧", ("4800", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("加满一箱⟦350⟧", ("350", "CNY"), cat=c)
    M("胶带⟦36⟧", ("36", "CNY"), cat=c)
    M("产科教材⟦218⟧", ("218", "CNY"), cat=c)
    M("记一笔 泳帽⟦45⟧", ("45", "CNY"), cat=c)
    M("夜宵⟦42⟧", ("42", "CNY"), cat=c)
    c = "beside-date"
    M("3月20号 泳镜⟦89⟧", ("89", "CNY"), cat=c)
    M("礼拜三 打车⟦62⟧", ("62", "CNY"), cat=c)
    M("国庆那天 打车⟦75⟧", ("75", "CNY"), cat=c)
    M("11.11 泳衣⟦159⟧", ("159", "CNY"), cat=c)
    M("上周五 演出费⟦3000⟧", ("3000", "CNY"), cat=c)
    c = "multi"
    M("加油⟦300⟧ 停车⟦15⟧ 过路费⟦20⟧", ("300", "CNY"), ("15", "CNY"), ("20", "CNY"), cat=c)
    M("游泳课十节 每节⟦180⟧ 一共⟦1800⟧", ("180", "CNY"), ("1800", "CNY"), cat=c)
    M("进修班定金⟦2000⟧ 已交 余款⟦21800⟧ 开课前交", ("2000", "CNY"), ("21800", "CNY"), cat=c)
    M("机票⟦7800⟧ 给孙子的乐高⟦499⟧", ("7800", "CNY"), ("499", "CNY"), cat=c)
    M("胶带三卷 一卷⟦十二块⟧", ("12", "CNY"), cat=c)
    c = "none"
    M("今天游了四个来回 一个来回五十米", cat=c)
    M("小周的宝宝三千二百克 五十厘米", cat=c)
    M("道具箱快递单号 YT7730021945 明天到成都", cat=c)
    M("今天跑了四个家访 开了八十六公里", cat=c)
    M("二号道具箱十八公斤 三号二十二公斤", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("night call allowance this month ⟦three hundred twenty⟧", ("320", "USD"), cat=c)
    M("cab home ⟦27 bucks⟧", ("27", "USD"), cat=c)
    M("goggles ⟦about 20 dollars⟧", ("20", "USD"), cat=c, conv="approx")
    M("parking ⟦$6 and change⟧", ("6", "USD"), cat=c, conv="approx")
    M("swim lesson ⟦thirty-two fifty⟧", ("32.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("fake flowers ⟦a buck fifty⟧ each, needed 40", ("1.5", "USD"), cat=c, unsure="'a buck fifty' read as 1.50")
    c = "scale"
    M("fee for the whole run ⟦4.5k⟧", ("4500", "USD"), cat=c)
    M("the dublin trip will run ⟦about 3 grand⟧", ("3000", "USD"), cat=c, conv="approx")
    M("pension adds up to ⟦$23k⟧ a year", ("23000", "USD"), cat=c)
    M("midwifery certificate program ⟦$6.2k⟧", ("6200", "USD"), cat=c)
    M("production budget ⟦1.2 mil⟧", ("1200000", "USD"), cat=c)
    c = "currency"
    M("sneakers for liam in dublin ⟦€89⟧", ("89", "EUR"), cat=c)
    M("airport lunch ⟦14 euros⟧", ("14", "EUR"), cat=c)
    M("layover chocolate in london ⟦£12⟧", ("12", "GBP"), cat=c)
    M("toronto tour hotel ⟦C$210⟧", ("210", "CAD"), cat=c)
    M("textbook from an aussie site ⟦A$75⟧", ("75", "AUD"), cat=c)
    c = "format"
    M("paycheck ⟦$2,460.00⟧", ("2460", "USD"), cat=c)
    M("pool deposit ⟦US$ 50⟧, annual pass ⟦US$ 340⟧", ("50", "USD"), ("340", "USD"), cat=c)
    M("gas card balance ⟦$87.40⟧", ("87.4", "USD"), cat=c)
    M("per diem total ⟦USD 1,050⟧", ("1050", "USD"), cat=c)
    M("dublin gift shop ⟦EUR 42,50⟧", ("42.5", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("gas for the visits ⟦48⟧", ("48", "USD"), cat=c)
    M("spike tape ⟦18⟧", ("18", "USD"), cat=c)
    M("ob textbook ⟦67⟧", ("67", "USD"), cat=c)
    M("swim cap ⟦12⟧", ("12", "USD"), cat=c)
    M("late pizza ⟦22⟧", ("22", "USD"), cat=c)
    c = "beside-date"
    M("3/20 goggles ⟦$18⟧", ("18", "USD"), cat=c)
    M("wed cab ⟦24⟧", ("24", "USD"), cat=c)
    M("veterans day swimsuit ⟦39⟧", ("39", "USD"), cat=c)
    M("nov 16 show fee ⟦$600⟧", ("600", "USD"), cat=c)
    M("last mon cab ⟦31⟧", ("31", "USD"), cat=c)
    c = "multi"
    M("gas ⟦40⟧, parking ⟦9⟧, tolls ⟦6.50⟧", ("40", "USD"), ("9", "USD"), ("6.5", "USD"), cat=c)
    M("10 swim lessons at ⟦$28⟧ each, ⟦$280⟧ total", ("28", "USD"), ("280", "USD"), cat=c)
    M("course deposit ⟦$500⟧ paid, balance ⟦$5,700⟧ due before it starts", ("500", "USD"), ("5700", "USD"), cat=c)
    M("flight ⟦620⟧ and lego for liam ⟦59.99⟧", ("620", "USD"), ("59.99", "USD"), cat=c)
    M("3 rolls of tape at ⟦$6⟧ a roll", ("6", "USD"), cat=c)
    c = "none"
    M("swam 4 lengths today, 25 yards each", cat=c)
    M("baby girl 7 lb 2 oz, 20 inches", cat=c)
    M("props trunk tracking 1Z 884 20A 03 5521 7734 lands in philly tmrw", cat=c)
    M("4 home visits today, drove 54 miles", cat=c)
    M("trunk 2 is 40 lb, trunk 3 is 48", cat=c)
