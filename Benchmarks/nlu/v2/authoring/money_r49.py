"""Round 49 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a high-school music teacher who runs the
school band and gives private lessons (lesson fees per student, reeds and sheet music, an instrument repair, a band
trip), a remote customer-support agent on rotating shifts who is training a new puppy (dog food and toys, vet bills,
puppy classes, a dog walker paid) and a city taxi driver who rents out a spare room (fares, fuel and tolls, car
maintenance, the lodger's rent and deposit, a repairman) type them in a budget chat: several per message, counts
beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other
currencies, and rows with no money (order numbers, kg, reps, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("小雨这节课⟦两百⟧", ("200", "CNY"), cat=c)
    M("一盒簧片⟦八十五块五⟧", ("85.5", "CNY"), cat=c)
    M("修萨克斯⟦三百来块⟧", ("300", "CNY"), cat=c, conv="approx")
    M("狗粮一袋⟦一百六⟧", ("160", "CNY"), cat=c)
    M("过路费⟦十二块⟧ 停车⟦八块⟧", ("12", "CNY"), ("8", "CNY"), cat=c)
    M("今天流水⟦七百多⟧", ("700", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("乐队去苏州的大巴⟦3千2⟧", ("3200", "CNY"), cat=c)
    M("这学期私教课一共收了⟦1.6万⟧", ("16000", "CNY"), cat=c)
    M("新买的长笛⟦1w2⟧", ("12000", "CNY"), cat=c, unsure="1w2 read like 1万2 = 12000")
    M("学校乐器经费批了⟦5万⟧", ("50000", "CNY"), cat=c)
    M("车险一年⟦四千八⟧", ("4800", "CNY"), cat=c)
    c = "currency"
    M("网上买的日本簧片 ⟦6800日元⟧", ("6800", "JPY"), cat=c)
    M("海外乐谱网站 ⟦45美元⟧", ("45", "USD"), cat=c)
    M("香港琴行修号 ⟦900港币⟧", ("900", "HKD"), cat=c)
    M("德国订的狗绳 ⟦29欧元⟧", ("29", "EUR"), cat=c)
    M("英国考级报名费 ⟦85镑⟧", ("85", "GBP"), cat=c, conv="colloquial-currency")
    c = "format"
    M("长笛维修 ⟦¥1,280⟧", ("1280", "CNY"), cat=c, conv="yen-sign-cny")
    M("租客押金 ⟦RMB 2200⟧ 房租 ⟦RMB 2,200⟧", ("2200", "CNY"), ("2200", "CNY"), cat=c)
    M("油卡余额 ⟦￥1,036.50⟧", ("1036.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("进口狗粮 ⟦US$ 68⟧", ("68", "USD"), cat=c)
    M("乐队服装 ⟦6 400元⟧", ("6400", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("加油⟦320⟧", ("320", "CNY"), cat=c)
    M("记一笔 幼犬疫苗⟦120⟧", ("120", "CNY"), cat=c)
    M("谱架两个⟦96⟧", ("96", "CNY"), cat=c)
    M("遛狗费⟦300⟧", ("300", "CNY"), cat=c)
    M("换机油⟦460⟧", ("460", "CNY"), cat=c)
    c = "beside-date"
    M("4月3号 课费⟦200⟧", ("200", "CNY"), cat=c)
    M("礼拜五 过路费⟦35⟧", ("35", "CNY"), cat=c)
    M("重阳那天加油⟦300⟧", ("300", "CNY"), cat=c)
    M("10.28 遛狗⟦200⟧", ("200", "CNY"), cat=c)
    M("上周一 疫苗⟦150⟧", ("150", "CNY"), cat=c)
    c = "multi"
    M("簧片⟦180⟧ 乐谱⟦65⟧ 松香⟦28⟧", ("180", "CNY"), ("65", "CNY"), ("28", "CNY"), cat=c)
    M("三个学生 每人⟦200⟧ 一共⟦600⟧", ("200", "CNY"), ("600", "CNY"), cat=c)
    M("加油⟦300⟧ 过路费⟦45⟧ 洗车⟦30⟧", ("300", "CNY"), ("45", "CNY"), ("30", "CNY"), cat=c)
    M("房租⟦2200⟧ 水电⟦186⟧ 都收到了", ("2200", "CNY"), ("186", "CNY"), cat=c)
    M("咬胶四根 一根⟦12⟧", ("12", "CNY"), cat=c)
    c = "none"
    M("今天跑了三十一单 四百二十公里", cat=c)
    M("豆豆五公斤了 一天三顿", cat=c)
    M("乐队四十二个人 二十个长号", cat=c)
    M("快递单号 SF1402233876 狗笼到了", cat=c)
    M("工单号 GD-20620404-117 已经处理", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("emma's lesson ⟦sixty bucks⟧", ("60", "USD"), cat=c)
    M("bridge toll ⟦about 17 dollars⟧", ("17", "USD"), cat=c, conv="approx")
    M("puppy chow ⟦$54 and change⟧", ("54", "USD"), cat=c, conv="approx")
    M("reeds ⟦thirty-two fifty⟧", ("32.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("walker gets ⟦twenty a walk⟧", ("20", "USD"), cat=c, unsure="'twenty a walk' read as 20 dollars")
    M("tip from a fare ⟦fifteen bucks⟧", ("15", "USD"), cat=c)
    c = "scale"
    M("band trip bus ⟦2.4k⟧", ("2400", "USD"), cat=c)
    M("private lessons this semester ⟦$9k⟧", ("9000", "USD"), cat=c)
    M("new flute ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("music dept budget ⟦half a grand⟧ left", ("500", "USD"), cat=c)
    M("medallion lease ⟦roughly 1.5k⟧ a month", ("1500", "USD"), cat=c, conv="approx")
    c = "currency"
    M("reeds from a french shop ⟦€38⟧", ("38", "EUR"), cat=c)
    M("sheet music from london ⟦£24⟧", ("24", "GBP"), cat=c)
    M("fare paid in ⟦C$40⟧ by a tourist", ("40", "CAD"), cat=c)
    M("band festival in toronto ⟦CA$350⟧", ("350", "CAD"), cat=c)
    M("mouthpiece from tokyo ⟦12,000 yen⟧", ("12000", "JPY"), cat=c)
    c = "format"
    M("sax overhaul ⟦$1,140.00⟧", ("1140", "USD"), cat=c)
    M("lodger deposit ⟦US$ 950⟧ first month ⟦US$ 950⟧", ("950", "USD"), ("950", "USD"), cat=c)
    M("checking balance ⟦$3,482.17⟧", ("3482.17", "USD"), cat=c)
    M("vet bill ⟦USD 215⟧", ("215", "USD"), cat=c)
    M("brake job ⟦$612.40⟧", ("612.4", "USD"), cat=c)
    c = "bare"
    M("gas ⟦61⟧", ("61", "USD"), cat=c)
    M("chew toys ⟦19⟧", ("19", "USD"), cat=c)
    M("valve oil ⟦8⟧", ("8", "USD"), cat=c)
    M("puppy class ⟦180⟧", ("180", "USD"), cat=c)
    M("car wash ⟦16⟧", ("16", "USD"), cat=c)
    c = "beside-date"
    M("4/3 lesson ⟦$60⟧", ("60", "USD"), cat=c)
    M("fri tolls ⟦22⟧", ("22", "USD"), cat=c)
    M("columbus day gas ⟦58⟧", ("58", "USD"), cat=c)
    M("oct 28 walker ⟦$80⟧", ("80", "USD"), cat=c)
    M("last mon vet ⟦95⟧", ("95", "USD"), cat=c)
    c = "multi"
    M("reeds ⟦32⟧, valve oil ⟦8⟧, rosin ⟦6⟧", ("32", "USD"), ("8", "USD"), ("6", "USD"), cat=c)
    M("3 students at ⟦$60⟧ each, ⟦$180⟧ total", ("60", "USD"), ("180", "USD"), cat=c)
    M("gas ⟦55⟧, tolls ⟦14⟧, wash ⟦16⟧", ("55", "USD"), ("14", "USD"), ("16", "USD"), cat=c)
    M("tom paid rent ⟦950⟧ plus utilities ⟦85⟧", ("950", "USD"), ("85", "USD"), cat=c)
    M("4 tennis balls for biscuit at ⟦$3⟧ a piece", ("3", "USD"), cat=c)
    c = "none"
    M("31 fares today, 260 miles", cat=c)
    M("biscuit is 14 lb now, 3 meals a day", cat=c)
    M("42 kids in the band, 6 trombones", cat=c)
    M("tracking 9400 1118 9922 3456 7810 22 for the crate", cat=c)
    M("ticket #58213 closed", cat=c)
