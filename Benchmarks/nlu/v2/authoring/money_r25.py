"""Round 25 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a professional wedding planner (client 定金 /
deposits and 尾款 / balances received, vendor payments made: florists, caterers, bands, venues), a long-haul truck driver
(运费 / per-load pay, 柴油 / diesel, 过路费 / tolls, 年检 / the inspection, meals on the road, a load paid in CAD) and an
accountant in tax season who runs a badminton club at weekends (代账费 / client fees, overtime pay, 订场 / court hire by the
hour, 会费 / club fees collected, shuttlecocks by the tube) type them in a budget chat: several per message, counts and
rates beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, colloquial currencies, and
rows with no money (order and waybill numbers, tons, kilometres, reps, tension)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("张先生那场婚礼尾款还差⟦一万二⟧", ("12000", "CNY"), cat=c)
    M("加满一箱柴油⟦两千一百五⟧", ("2150", "CNY"), cat=c)
    M("一桶羽毛球⟦八十五块⟧", ("85", "CNY"), cat=c)
    M("服务区吃了碗面⟦二十来块⟧", ("20", "CNY"), cat=c, conv="approx")
    M("这单运费⟦四千八⟧", ("4800", "CNY"), cat=c)
    c = "scale"
    M("刘小姐婚礼总包⟦18.8万⟧", ("188000", "CNY"), cat=c)
    M("今年报税季代账收入⟦12w⟧", ("120000", "CNY"), cat=c)
    M("换一台新车头得⟦四十多万⟧", ("400000", "CNY"), cat=c, conv="approx")
    M("酒店宴会厅场地费⟦3万6⟧", ("36000", "CNY"), cat=c)
    M("俱乐部一年会费收了⟦2.4万⟧", ("24000", "CNY"), cat=c)
    c = "currency"
    M("海外客户婚礼在巴厘岛 预算⟦8万美元⟧", ("80000", "USD"), cat=c)
    M("香港那个客户的代账费⟦港币6800⟧", ("6800", "HKD"), cat=c)
    M("意大利运来的婚纱⟦3200欧元⟧", ("3200", "EUR"), cat=c)
    M("日本买的球拍⟦两万四千日元⟧", ("24000", "JPY"), cat=c)
    M("泰国婚礼的乐队⟦九万泰铢⟧", ("90000", "THB"), cat=c)
    M("帮朋友报的加拿大税 收了⟦五百加元⟧", ("500", "CAD"), cat=c)
    c = "format"
    M("婚庆公司合同 ⟦¥58,800⟧", ("58800", "CNY"), cat=c, conv="yen-sign-cny")
    M("年检加保险 ⟦RMB 9,460⟧", ("9460", "CNY"), cat=c)
    M("报税软件年费 ⟦US$ 299.00⟧", ("299", "USD"), cat=c)
    M("球馆包场押金 ⟦￥2,000.00⟧", ("2000", "CNY"), cat=c, conv="yen-sign-cny")
    M("整车运费 ⟦12 600元⟧", ("12600", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 过路费⟦365⟧", ("365", "CNY"), cat=c)
    M("羽毛球两桶⟦170⟧", ("170", "CNY"), cat=c)
    M("试菜打车⟦48⟧", ("48", "CNY"), cat=c)
    M("加班夜宵 ⟦36⟧", ("36", "CNY"), cat=c)
    c = "beside-date"
    M("4月12号 加油⟦1980⟧", ("1980", "CNY"), cat=c)
    M("周日 订场两小时⟦160⟧", ("160", "CNY"), cat=c)
    M("2.14 收婚礼定金⟦5000⟧", ("5000", "CNY"), cat=c)
    M("除夕前一天 卸货结了运费⟦6200⟧", ("6200", "CNY"), cat=c)
    M("上周五 客户代账费⟦1500⟧", ("1500", "CNY"), cat=c)
    c = "multi"
    M("花艺⟦8800⟧ 灯光⟦4500⟧ 主持⟦3000⟧", ("8800", "CNY"), ("4500", "CNY"), ("3000", "CNY"), cat=c)
    M("刘小姐婚礼 定金⟦2万⟧ 尾款⟦6万8⟧", ("20000", "CNY"), ("68000", "CNY"), cat=c)
    M("订场3小时 每小时⟦80⟧ 共⟦240⟧", ("80", "CNY"), ("240", "CNY"), cat=c)
    M("柴油⟦2150⟧ 过路费⟦680⟧ 吃饭⟦95⟧", ("2150", "CNY"), ("680", "CNY"), ("95", "CNY"), cat=c)
    M("会费收了12个人 每人⟦200⟧ 一共⟦2400⟧", ("200", "CNY"), ("2400", "CNY"), cat=c)
    c = "none"
    M("运单号 SF1290448731 货重18吨", cat=c)
    M("这趟跑了1620公里 开了21个小时", cat=c)
    M("客户发票号 04457821 共3张", cat=c)
    M("俱乐部这周报名28人 订了4片场", cat=c)
    M("挥拍练习 每组50下 做3组", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("reyes still owe ⟦twelve hundred⟧ on the balance", ("1200", "USD"), cat=c)
    M("fill-up at the flying j ⟦six hundred forty⟧", ("640", "USD"), cat=c)
    M("tube of shuttlecocks ⟦twenty-eight bucks⟧", ("28", "USD"), cat=c)
    M("truck stop breakfast ⟦about fifteen⟧", ("15", "USD"), cat=c, conv="approx")
    M("band wants ⟦$3,000 and change⟧ for the night", ("3000", "USD"), cat=c, conv="approx")
    c = "scale"
    M("garcia wedding total budget ⟦85k⟧", ("85000", "USD"), cat=c)
    M("tax season billings ⟦120K⟧ so far", ("120000", "USD"), cat=c)
    M("new rig would run ⟦180 grand⟧", ("180000", "USD"), cat=c)
    M("venue buyout ⟦half a grand⟧ an hour", ("500", "USD"), cat=c)
    M("club dues for the year ⟦2.4k⟧", ("2400", "USD"), cat=c)
    c = "currency"
    M("toronto load paid ⟦C$2,800⟧", ("2800", "CAD"), cat=c)
    M("destination wedding in cancun, ⟦MXN 95,000⟧ for the venue", ("95000", "MXN"), cat=c)
    M("italian gown ⟦€3,200⟧", ("3200", "EUR"), cat=c)
    M("london client's return ⟦£650⟧", ("650", "GBP"), cat=c)
    M("japanese racket ⟦24,000 yen⟧", ("24000", "JPY"), cat=c)
    M("aussie couple's deposit ⟦A$5,000⟧", ("5000", "AUD"), cat=c)
    c = "format"
    M("caterer contract ⟦$18,750.00⟧", ("18750", "USD"), cat=c)
    M("inspection + registration ⟦USD 1,460⟧", ("1460", "USD"), cat=c)
    M("tax software ⟦US$ 299⟧", ("299", "USD"), cat=c)
    M("court deposit ⟦$200.00⟧", ("200", "USD"), cat=c)
    M("load pays ⟦$4,250⟧", ("4250", "USD"), cat=c)
    c = "bare"
    M("log tolls ⟦38⟧", ("38", "USD"), cat=c)
    M("shuttlecocks ⟦56⟧", ("56", "USD"), cat=c)
    M("uber to the tasting ⟦23⟧", ("23", "USD"), cat=c)
    M("late-night takeout at the office ⟦19⟧", ("19", "USD"), cat=c)
    c = "beside-date"
    M("4/12 diesel ⟦$640⟧", ("640", "USD"), cat=c, conv="en-month-first")
    M("sun court rental ⟦$60⟧", ("60", "USD"), cat=c)
    M("2/14 wedding deposit ⟦$2,000⟧", ("2000", "USD"), cat=c)
    M("dec 29 scale ticket ⟦$12⟧", ("12", "USD"), cat=c)
    M("last fri client fee ⟦$450⟧", ("450", "USD"), cat=c)
    c = "multi"
    M("florist ⟦2800⟧ lighting ⟦1400⟧ dj ⟦900⟧", ("2800", "USD"), ("1400", "USD"), ("900", "USD"), cat=c)
    M("garcia deposit ⟦$5,000⟧, balance ⟦$17,500⟧", ("5000", "USD"), ("17500", "USD"), cat=c)
    M("3 courts x 2 hrs at ⟦$25⟧/hr, ⟦$150⟧ total", ("25", "USD"), ("150", "USD"), cat=c)
    M("diesel ⟦640⟧ tolls ⟦72⟧ lunch ⟦14⟧", ("640", "USD"), ("72", "USD"), ("14", "USD"), cat=c)
    M("dues from 12 members at ⟦$40⟧ each = ⟦$480⟧", ("40", "USD"), ("480", "USD"), cat=c)
    c = "none"
    M("BOL 5590417283, 42,000 lbs", cat=c)
    M("drove 11 hrs, 640 miles today", cat=c)
    M("form 1040 for 3 clients, 2 extensions", cat=c)
    M("28 signed up, 4 courts this sat", cat=c)
    M("footwork drills, 3 sets of 50", cat=c)
