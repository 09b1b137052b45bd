"""Round 51 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a man who runs a small moving company with
two vans (customers' payments and deposits, fuel, tolls, van hire, a helper paid by the day, boxes and tape), an
office worker doing an evening MBA (tuition, books, a study weekend's hotel and train, a bonus) and a mother whose
teenage daughter is a competitive figure skater (ice time, rink fees, coach payments, skate sharpening, a costume, a
competition abroad) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order numbers, kg, reps, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("张阿姨搬家尾款⟦一千八⟧", ("1800", "CNY"), cat=c)
    M("小王一天⟦三百⟧", ("300", "CNY"), cat=c)
    M("一号车加满⟦四百来块⟧", ("400", "CNY"), cat=c, conv="approx")
    M("磨一次冰刀⟦八十块⟧", ("80", "CNY"), cat=c)
    M("早饭⟦六块五⟧", ("6.5", "CNY"), cat=c)
    M("教练一节课⟦四百五⟧", ("450", "CNY"), cat=c)
    c = "scale"
    M("MBA两年学费⟦26万⟧", ("260000", "CNY"), cat=c)
    M("年终奖⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("新货车首付⟦5w⟧", ("50000", "CNY"), cat=c)
    M("朵朵一年滑冰⟦八万多⟧", ("80000", "CNY"), cat=c, conv="approx")
    M("公司搬迁整单⟦两万三千五⟧", ("23500", "CNY"), cat=c)
    c = "currency"
    M("朵朵去日本比赛报名费 ⟦30000日元⟧", ("30000", "JPY"), cat=c)
    M("网上买的冰鞋刀片 ⟦280美元⟧", ("280", "USD"), cat=c)
    M("香港游学住宿 ⟦2400港币⟧", ("2400", "HKD"), cat=c)
    M("加拿大订的比赛服 ⟦350加元⟧", ("350", "CAD"), cat=c)
    M("欧洲案例库订阅 ⟦99欧⟧", ("99", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("公司搬迁款到账 ⟦¥6,500⟧", ("6500", "CNY"), cat=c, conv="yen-sign-cny")
    M("冰场押金 ⟦RMB 1000⟧ 月卡 ⟦RMB 680⟧", ("1000", "CNY"), ("680", "CNY"), cat=c)
    M("油卡余额 ⟦￥1,236.80⟧", ("1236.8", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外网课 ⟦US$ 120⟧", ("120", "USD"), cat=c)
    M("第二学期学费 ⟦38 000元⟧", ("38000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("高速过路费⟦65⟧", ("65", "CNY"), cat=c)
    M("记一笔 纸箱⟦120⟧", ("120", "CNY"), cat=c)
    M("参考书⟦236⟧", ("236", "CNY"), cat=c)
    M("冰场费⟦150⟧", ("150", "CNY"), cat=c)
    M("盒饭⟦22⟧", ("22", "CNY"), cat=c)
    c = "beside-date"
    M("2月4号 加油⟦380⟧", ("380", "CNY"), cat=c)
    M("礼拜天 冰时⟦300⟧", ("300", "CNY"), cat=c)
    M("元宵那天 小王⟦400⟧", ("400", "CNY"), cat=c)
    M("5.28 高速费⟦92⟧", ("92", "CNY"), cat=c)
    M("上周六 教练费⟦900⟧", ("900", "CNY"), cat=c)
    c = "multi"
    M("加油⟦420⟧ 过路费⟦65⟧ 停车⟦15⟧", ("420", "CNY"), ("65", "CNY"), ("15", "CNY"), cat=c)
    M("冰时四次 每次⟦150⟧ 共⟦600⟧", ("150", "CNY"), ("600", "CNY"), cat=c)
    M("定金⟦500⟧ 已收 尾款⟦1300⟧ 搬完给", ("500", "CNY"), ("1300", "CNY"), cat=c)
    M("高铁⟦248⟧ 酒店两晚⟦760⟧", ("248", "CNY"), ("760", "CNY"), cat=c)
    M("纸箱五十个 一个⟦四块⟧", ("4", "CNY"), cat=c)
    c = "none"
    M("今天搬了四十二箱 楼梯上了六层", cat=c)
    M("朵朵今天跳了三十个跳跃 摔了五次", cat=c)
    M("冰箱一百二十公斤 两个人抬", cat=c)
    M("冰鞋快递单号 SF1402938476 明天到", cat=c)
    M("二号车今天跑了三百八十公里", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("mrs. ortiz paid the balance, ⟦nine hundred fifty⟧", ("950", "USD"), cat=c)
    M("luis for the day ⟦160 bucks⟧", ("160", "USD"), cat=c)
    M("filled up van 1, ⟦about 80 dollars⟧", ("80", "USD"), cat=c, conv="approx")
    M("skate sharpening ⟦fifteen bucks⟧", ("15", "USD"), cat=c)
    M("coffee ⟦$4 and change⟧", ("4", "USD"), cat=c, conv="approx")
    M("case book ⟦forty-six ninety-nine⟧", ("46.99", "USD"), cat=c, conv="dollars-cents-pair")
    c = "scale"
    M("MBA tuition this year ⟦$48k⟧", ("48000", "USD"), cat=c)
    M("year-end bonus ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("down payment on a box truck ⟦12k⟧", ("12000", "USD"), cat=c)
    M("maddie's skating runs ⟦half a grand⟧ a month", ("500", "USD"), cat=c)
    M("office relocation job ⟦roughly 6.8k⟧", ("6800", "USD"), cat=c, conv="approx")
    c = "currency"
    M("competition entry in vancouver ⟦C$180⟧", ("180", "CAD"), cat=c)
    M("blades from a german shop ⟦€310⟧", ("310", "EUR"), cat=c)
    M("london study weekend hotel ⟦£240⟧", ("240", "GBP"), cat=c)
    M("costume fabric from tokyo ⟦18,000 yen⟧", ("18000", "JPY"), cat=c)
    M("toronto rink rental ⟦CA$95⟧", ("95", "CAD"), cat=c)
    c = "format"
    M("office move wire ⟦$2,400.00⟧", ("2400", "USD"), cat=c)
    M("rink deposit ⟦US$ 200⟧, monthly pass ⟦US$ 85⟧", ("200", "USD"), ("85", "USD"), cat=c)
    M("gas card balance ⟦$1,236.80⟧", ("1236.8", "USD"), cat=c)
    M("spring tuition ⟦USD 9,500⟧", ("9500", "USD"), cat=c)
    M("truck repair ⟦$1,875.25⟧", ("1875.25", "USD"), cat=c)
    c = "bare"
    M("tolls ⟦14⟧", ("14", "USD"), cat=c)
    M("tape and boxes ⟦64⟧", ("64", "USD"), cat=c)
    M("stats textbook ⟦118⟧", ("118", "USD"), cat=c)
    M("ice time ⟦40⟧", ("40", "USD"), cat=c)
    M("sub ⟦11⟧", ("11", "USD"), cat=c)
    c = "beside-date"
    M("2/4 gas ⟦$71⟧", ("71", "USD"), cat=c)
    M("sun ice ⟦45⟧", ("45", "USD"), cat=c)
    M("memorial day tolls ⟦23⟧", ("23", "USD"), cat=c)
    M("may 25 mr. lee ⟦$1,100⟧", ("1100", "USD"), cat=c)
    M("last sat coach ⟦75⟧", ("75", "USD"), cat=c)
    c = "multi"
    M("gas ⟦78⟧, tolls ⟦14⟧, parking ⟦12⟧", ("78", "USD"), ("14", "USD"), ("12", "USD"), cat=c)
    M("4 ice sessions at ⟦$40⟧ each, ⟦$160⟧ total", ("40", "USD"), ("160", "USD"), cat=c)
    M("deposit ⟦$200⟧ in, balance ⟦$950⟧ due on move day", ("200", "USD"), ("950", "USD"), cat=c)
    M("train ⟦62⟧, hotel 2 nights ⟦318⟧", ("62", "USD"), ("318", "USD"), cat=c)
    M("50 boxes at ⟦$1.25⟧ apiece", ("1.25", "USD"), cat=c)
    c = "none"
    M("moved 42 boxes up 6 flights today", cat=c)
    M("maddie did 30 jumps, fell 5 times", cat=c)
    M("fridge is 260 lb, needs two guys", cat=c)
    M("skates tracking 9400 1118 9922 3456 7812 34", cat=c)
    M("van 2 did 236 miles today", cat=c)
