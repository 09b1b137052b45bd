"""Round 42 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as an amateur astronomer who runs the town's
astronomy club (telescope parts and eyepieces, a mount, club dues collected, a dark-sky trip), a construction worker
from the countryside working in the city (daily and monthly wages, money sent home, train tickets home, rent, back pay)
and a woman settling her late father's affairs (the funeral, flowers and a wreath, the cemetery plot, the lawyer's fee,
an insurance payout) type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand,
`¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money (order and
tracking numbers, kg, eyepiece sizes, train and seat numbers, cement bags)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("新目镜⟦六百八⟧ 滤镜⟦一百二十五块五⟧", ("680", "CNY"), ("125.5", "CNY"), cat=c)
    M("一天工钱⟦三百五⟧", ("350", "CNY"), cat=c)
    M("花圈⟦两百来块⟧", ("200", "CNY"), cat=c, conv="approx")
    M("社费每人一年⟦一百⟧ 收了⟦两千三百⟧", ("100", "CNY"), ("2300", "CNY"), cat=c)
    M("回家的硬座⟦一百六十八块五⟧", ("168.5", "CNY"), cat=c)
    M("律师费⟦三千五⟧", ("3500", "CNY"), cat=c)
    c = "scale"
    M("墓地⟦6万8⟧", ("68000", "CNY"), cat=c)
    M("保险赔了⟦20万⟧", ("200000", "CNY"), cat=c)
    M("赤道仪⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("今年往家里寄了⟦4万多⟧", ("40000", "CNY"), cat=c, conv="approx")
    M("老板还欠我⟦8千6⟧的工钱", ("8600", "CNY"), cat=c)
    c = "currency"
    M("日本买的目镜⟦38000日元⟧", ("38000", "JPY"), cat=c)
    M("美国买的星图软件⟦49美元⟧", ("49", "USD"), cat=c)
    M("德国订的滤镜⟦260欧⟧", ("260", "EUR"), cat=c, conv="colloquial-currency")
    M("爸在香港的账户还有⟦港币12000⟧", ("12000", "HKD"), cat=c)
    M("澳洲观星团报名⟦1800澳元⟧", ("1800", "AUD"), cat=c)
    c = "format"
    M("丧事一共花了 ⟦¥52,300⟧", ("52300", "CNY"), cat=c, conv="yen-sign-cny")
    M("这个月工资到账 ⟦RMB 7,200⟧", ("7200", "CNY"), cat=c)
    M("天文社账上还有 ⟦￥3,418.60⟧", ("3418.6", "CNY"), cat=c, conv="yen-sign-cny")
    M("网上买的寻星镜 ⟦US$ 89⟧", ("89", "USD"), cat=c)
    M("追悼会场地 ⟦4 800元⟧", ("4800", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("鲜花⟦360⟧", ("360", "CNY"), cat=c)
    M("记一笔 寄回家⟦3000⟧", ("3000", "CNY"), cat=c)
    M("盒饭⟦18⟧", ("18", "CNY"), cat=c)
    M("电池⟦45⟧", ("45", "CNY"), cat=c)
    M("死亡证明复印⟦12⟧", ("12", "CNY"), cat=c)
    c = "beside-date"
    M("8月5号 收社费⟦1500⟧", ("1500", "CNY"), cat=c)
    M("礼拜五 发工资⟦6800⟧", ("6800", "CNY"), cat=c)
    M("腊月廿七 买火车票⟦336⟧", ("336", "CNY"), cat=c)
    M("6.1 殡仪馆押金⟦2000⟧", ("2000", "CNY"), cat=c)
    M("上周三 寄家里⟦2500⟧", ("2500", "CNY"), cat=c)
    c = "multi"
    M("火化⟦1200⟧ 骨灰盒⟦2800⟧ 花圈⟦400⟧", ("1200", "CNY"), ("2800", "CNY"), ("400", "CNY"), cat=c)
    M("工资⟦7200⟧ 房租⟦800⟧ 寄回家⟦5000⟧ 剩⟦1400⟧", ("7200", "CNY"), ("800", "CNY"), ("5000", "CNY"), ("1400", "CNY"), cat=c)
    M("目镜三个 每个⟦450⟧ 一共⟦1350⟧", ("450", "CNY"), ("1350", "CNY"), cat=c)
    M("墓地定金⟦1万⟧ 尾款⟦5万8⟧", ("10000", "CNY"), ("58000", "CNY"), cat=c)
    M("卧铺两张 每张⟦412⟧", ("412", "CNY"), cat=c)
    c = "none"
    M("订单号 2057081066 目镜两个", cat=c)
    M("快递单号 SF1409926637 赤道仪", cat=c)
    M("今天绑了八百根钢筋", cat=c)
    M("望远镜主镜 8寸 重12公斤", cat=c)
    M("K1234次 12车厢 40号", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("new eyepiece ⟦a hundred sixty-nine bucks⟧", ("169", "USD"), cat=c)
    M("day rate ⟦two hundred fifty bucks⟧", ("250", "USD"), cat=c)
    M("wreath was ⟦about 180 bucks⟧", ("180", "USD"), cat=c, conv="approx")
    M("club dues ⟦forty dollars⟧ a head", ("40", "USD"), cat=c)
    M("bus ticket home ⟦$86 and change⟧", ("86", "USD"), cat=c, conv="approx")
    c = "scale"
    M("life insurance paid out ⟦250k⟧", ("250000", "USD"), cat=c)
    M("the plot and the stone ran ⟦9 grand⟧", ("9000", "USD"), cat=c)
    M("new mount ⟦1.8K⟧", ("1800", "USD"), cat=c)
    M("sent home ⟦half a grand⟧ this month", ("500", "USD"), cat=c)
    M("they still owe me ⟦2.4k⟧ in back pay", ("2400", "USD"), cat=c)
    c = "currency"
    M("eyepiece from a uk shop ⟦£120⟧", ("120", "GBP"), cat=c)
    M("dad's pension from germany ⟦€410⟧", ("410", "EUR"), cat=c)
    M("star party in ontario, site fee ⟦C$ 60⟧", ("60", "CAD"), cat=c)
    M("sent ⟦2,000 pesos MXN⟧ home to mom", ("2000", "MXN"), cat=c)
    M("filter from japan ⟦14,500 yen⟧", ("14500", "JPY"), cat=c)
    c = "format"
    M("funeral total ⟦$11,480⟧", ("11480", "USD"), cat=c)
    M("paycheck deposited ⟦USD 1,936.50⟧", ("1936.5", "USD"), cat=c)
    M("club treasury ⟦$2,318.75⟧", ("2318.75", "USD"), cat=c)
    M("finder scope ⟦US$ 79⟧", ("79", "USD"), cat=c)
    M("lawyer's retainer ⟦$2,500.00⟧", ("2500", "USD"), cat=c)
    c = "bare"
    M("flowers ⟦95⟧", ("95", "USD"), cat=c)
    M("log sent home ⟦600⟧", ("600", "USD"), cat=c)
    M("work gloves ⟦14⟧", ("14", "USD"), cat=c)
    M("red flashlight ⟦22⟧", ("22", "USD"), cat=c)
    M("certified copies ⟦30⟧", ("30", "USD"), cat=c)
    c = "beside-date"
    M("8/5 dues collected ⟦$320⟧", ("320", "USD"), cat=c)
    M("fri paycheck ⟦$1,150⟧", ("1150", "USD"), cat=c)
    M("mlk day train ticket ⟦$74⟧", ("74", "USD"), cat=c)
    M("5/30 funeral home deposit ⟦$1,000⟧", ("1000", "USD"), cat=c)
    M("last wed sent home ⟦$400⟧", ("400", "USD"), cat=c)
    c = "multi"
    M("cremation ⟦$1,800⟧, urn ⟦$250⟧, flowers ⟦$310⟧", ("1800", "USD"), ("250", "USD"), ("310", "USD"), cat=c)
    M("paid ⟦$1,200⟧, rent ⟦$450⟧, sent home ⟦$600⟧, ⟦$150⟧ left", ("1200", "USD"), ("450", "USD"), ("600", "USD"), ("150", "USD"), cat=c)
    M("3 eyepieces at ⟦$129⟧ each, ⟦$387⟧ total", ("129", "USD"), ("387", "USD"), cat=c)
    M("⟦$500⟧ down on the plot, ⟦$3,500⟧ balance", ("500", "USD"), ("3500", "USD"), cat=c)
    M("2 train tickets at ⟦$118⟧", ("118", "USD"), cat=c)
    c = "none"
    M("order 20570810 two eyepieces", cat=c)
    M("tracking 1Z 999 AA1 0123 4567 84 mount", cat=c)
    M("poured 12 yards of concrete today", cat=c)
    M("8 inch dobsonian, 12 kg tube", cat=c)
    M("coach 12 seat 40 on the 1234", cat=c)
