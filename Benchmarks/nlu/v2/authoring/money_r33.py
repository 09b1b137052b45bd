"""Round 33 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a ski instructor in a mountain town (lesson
fees paid by clients, skis, boots, goggles and lift passes bought, a certification course, gear abroad in other
currencies), a food-truck owner (daily takings, stock and gas bought, a permit and a pitch fee, deposits for an event)
and a librarian who runs events (snacks and supplies, an author's fee, a book fair budget) type them in a budget chat:
several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators,
deposits and balances, other currencies, and rows with no money (order numbers, kg, reps, tracking numbers, ski
lengths, portions)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("两小时私教课收了⟦八百八⟧", ("880", "CNY"), cat=c)
    M("一张季卡⟦三千六⟧", ("3600", "CNY"), cat=c)
    M("今天餐车流水⟦两千来块⟧", ("2000", "CNY"), cat=c, conv="approx")
    M("一份卷饼卖⟦十六块五⟧", ("16.5", "CNY"), cat=c)
    M("故事会的小零食⟦九十多⟧", ("90", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("这个雪季的课时费一共⟦4万8⟧", ("48000", "CNY"), cat=c)
    M("新餐车的首付⟦6.5w⟧", ("65000", "CNY"), cat=c)
    M("书展的预算⟦两万左右⟧", ("20000", "CNY"), cat=c, conv="approx")
    M("指导员培训⟦0.68万⟧", ("6800", "CNY"), cat=c)
    M("一个月的摊位费加燃气⟦一万零五百⟧", ("10500", "CNY"), cat=c)
    c = "currency"
    M("北海道买的雪镜⟦一万二千日元⟧", ("12000", "JPY"), cat=c)
    M("瑞士的缆车票⟦瑞郎85⟧", ("85", "CHF"), cat=c)
    M("韩国雪场的雪服⟦32万韩元⟧", ("320000", "KRW"), cat=c)
    M("加拿大带课的小费⟦加币120⟧", ("120", "CAD"), cat=c)
    M("请香港作家来讲座 车马费⟦港币1500⟧", ("1500", "HKD"), cat=c)
    M("奥地利买的固定器⟦二百六十欧⟧", ("260", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("十二月课时费 ⟦¥21,600⟧", ("21600", "CNY"), cat=c, conv="yen-sign-cny")
    M("餐车装修 ⟦RMB 38,000⟧", ("38000", "CNY"), cat=c)
    M("雪板打蜡机 ⟦￥1,299.90⟧", ("1299.9", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外的滑雪教学网课 ⟦US$ 199⟧", ("199", "USD"), cat=c)
    M("书展书架租金 ⟦8 400元⟧", ("8400", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("雪镜 ⟦399⟧", ("399", "CNY"), cat=c)
    M("餐车加气⟦260⟧", ("260", "CNY"), cat=c)
    M("手工材料⟦73⟧", ("73", "CNY"), cat=c)
    M("记一下 面粉和生菜⟦188⟧", ("188", "CNY"), cat=c)
    M("记一笔 缆车票⟦220⟧", ("220", "CNY"), cat=c)
    c = "beside-date"
    M("12月22号 私教课收⟦1200⟧", ("1200", "CNY"), cat=c)
    M("礼拜五 流水⟦2860⟧", ("2860", "CNY"), cat=c)
    M("9.1 绘本⟦356⟧", ("356", "CNY"), cat=c)
    M("平安夜 餐车卖了⟦4100⟧", ("4100", "CNY"), cat=c)
    M("上周六 雪具保养⟦150⟧", ("150", "CNY"), cat=c)
    c = "multi"
    M("团课6个人 每人⟦280⟧ 一共⟦1680⟧", ("280", "CNY"), ("1680", "CNY"), cat=c)
    M("场地定金⟦1000⟧ 尾款⟦3000⟧", ("1000", "CNY"), ("3000", "CNY"), cat=c)
    M("面粉⟦120⟧ 鸡肉⟦360⟧ 气罐⟦95⟧", ("120", "CNY"), ("360", "CNY"), ("95", "CNY"), cat=c)
    M("卖了210份 每份⟦18⟧", ("18", "CNY"), cat=c)
    M("作家讲课费⟦2000⟧ 茶歇⟦268.5⟧", ("2000", "CNY"), ("268.5", "CNY"), cat=c)
    c = "none"
    M("订单号 2051122307 要三份鸡肉卷", cat=c)
    M("一罐液化气15公斤", cat=c)
    M("快递单号 SF1402886731 新书到了", cat=c)
    M("雪板170 雪鞋26.5码", cat=c)
    M("深蹲50个 平板支撑3组 上山前热身", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("got ⟦one hundred eighty⟧ for the private lesson", ("180", "USD"), cat=c)
    M("season pass was ⟦nine hundred and ninety-nine⟧", ("999", "USD"), cat=c)
    M("truck took in ⟦about 1,400 bucks⟧ today", ("1400", "USD"), cat=c, conv="approx")
    M("tacos go for ⟦four fifty⟧ each", ("4.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("story time snacks ⟦$30 and change⟧", ("30", "USD"), cat=c, conv="approx")
    c = "scale"
    M("lesson income this season ⟦18k⟧", ("18000", "USD"), cat=c)
    M("down payment on the new truck ⟦12 grand⟧", ("12000", "USD"), cat=c)
    M("book fair budget ⟦3.5K⟧", ("3500", "USD"), cat=c)
    M("new boots and bindings ⟦1.1k⟧", ("1100", "USD"), cat=c)
    M("festival pitch fee ⟦half a grand⟧ for the weekend", ("500", "USD"), cat=c)
    c = "currency"
    M("lift ticket in whistler ⟦C$ 189⟧", ("189", "CAD"), cat=c)
    M("goggles in zermatt ⟦CHF 1'140⟧ for the whole group", ("1140", "CHF"), cat=c, conv="swiss-apostrophe")
    M("ski rental in austria ⟦€145⟧", ("145", "EUR"), cat=c)
    M("niseko lesson tip ⟦¥5000⟧", ("5000", "CNY"), cat=c, conv="yen-sign-cny", unsure="¥ in Japan still read as CNY by the yen-sign-cny convention")
    M("author's train from london ⟦£64⟧", ("64", "GBP"), cat=c)
    M("lift pass in queenstown ⟦NZ$ 165⟧", ("165", "NZD"), cat=c)
    c = "format"
    M("december lesson fees ⟦$7,450⟧", ("7450", "USD"), cat=c)
    M("truck wrap ⟦$3,200.00⟧", ("3200", "USD"), cat=c)
    M("avalanche course ⟦US$ 425⟧", ("425", "USD"), cat=c)
    M("propane order ⟦USD 318.40⟧", ("318.4", "USD"), cat=c)
    M("the brewery paid ⟦$1,850⟧ for the catering", ("1850", "USD"), cat=c)
    c = "bare"
    M("goggles ⟦89⟧", ("89", "USD"), cat=c)
    M("gas for the generator ⟦41⟧", ("41", "USD"), cat=c)
    M("craft supplies ⟦36.75⟧", ("36.75", "USD"), cat=c)
    M("log tortillas and cheese ⟦112⟧", ("112", "USD"), cat=c)
    M("lift ticket ⟦129⟧", ("129", "USD"), cat=c)
    c = "beside-date"
    M("12/22 private lesson ⟦$240⟧", ("240", "USD"), cat=c)
    M("fri takings ⟦$1,960⟧", ("1960", "USD"), cat=c)
    M("9/1 picture books ⟦$148⟧", ("148", "USD"), cat=c)
    M("christmas eve truck sales ⟦$2,300⟧", ("2300", "USD"), cat=c)
    M("last sat ski tune ⟦$55⟧", ("55", "USD"), cat=c)
    c = "multi"
    M("6 kids in group at ⟦$75⟧ each, ⟦$450⟧ total", ("75", "USD"), ("450", "USD"), cat=c)
    M("booth deposit ⟦$200⟧, balance ⟦$600⟧", ("200", "USD"), ("600", "USD"), cat=c)
    M("flour ⟦$46⟧, chicken ⟦$138⟧, propane ⟦$32⟧", ("46", "USD"), ("138", "USD"), ("32", "USD"), cat=c)
    M("sold 210 plates at ⟦$9⟧ a plate", ("9", "USD"), cat=c)
    M("author fee ⟦$750⟧ and coffee ⟦$64.20⟧", ("750", "USD"), ("64.2", "USD"), cat=c)
    c = "none"
    M("order #77120 wants three chicken wraps", cat=c)
    M("the propane tank holds 20 lbs", cat=c)
    M("tracking 1Z88X4E20391155802 for the new books", cat=c)
    M("skis 170, boots 26.5", cat=c)
    M("50 squats and 3 planks before the first lesson", cat=c)
