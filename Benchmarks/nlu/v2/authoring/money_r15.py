"""Round 15 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a restaurant owner (daily takings, cash
paid to suppliers, wages, repairs, inspections), a retired marathoner who volunteers (race fees, train tickets,
physio, pension, small buys) and a remote software developer (subscriptions, cloud bills, gadgets, conference trips,
invoices paid) type them in a budget or expense chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("今天买葱姜蒜⟦三十六块五⟧", ("36.5", "CNY"), cat=c)
    M("服务员一天工钱⟦两百八⟧", ("280", "CNY"), cat=c)
    M("理疗一次⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("能量胶一包⟦十二块八⟧", ("12.8", "CNY"), cat=c)
    M("冰箱维修⟦一千零五⟧", ("1005", "CNY"), cat=c)
    M("找零少了⟦两毛五⟧", ("0.25", "CNY"), cat=c)
    c = "scale"
    M("这个月营业额⟦13.6万⟧", ("136000", "CNY"), cat=c)
    M("年终奖⟦2w⟧", ("20000", "CNY"), cat=c)
    M("新店装修预算⟦三十万左右⟧", ("300000", "CNY"), cat=c, conv="approx")
    M("接私活收了⟦8k⟧", ("8000", "CNY"), cat=c)
    M("笔记本⟦1万2⟧", ("12000", "CNY"), cat=c)
    c = "currency"
    M("GitHub Copilot 一个月⟦10美元⟧", ("10", "USD"), cat=c)
    M("东京马拉松报名费⟦16500日元⟧", ("16500", "JPY"), cat=c)
    M("香港跑山赛 住宿⟦港币1200⟧", ("1200", "HKD"), cat=c)
    M("柏林开会 打车⟦三十五欧⟧", ("35", "EUR"), cat=c, conv="colloquial-currency")
    M("新加坡供应商的香料⟦S$240⟧", ("240", "SGD"), cat=c)
    c = "format"
    M("卫生检查整改 ⟦¥3,800.00⟧", ("3800", "CNY"), cat=c, conv="yen-sign-cny")
    M("服务器年费 ⟦RMB 2,468⟧", ("2468", "CNY"), cat=c)
    M("供应商发票 ⟦￥12,350⟧ 已付", ("12350", "CNY"), cat=c, conv="yen-sign-cny")
    M("退休金 ⟦5 860元⟧", ("5860", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("买菜⟦1350⟧", ("1350", "CNY"), cat=c)
    M("记一下 煤气费⟦420⟧", ("420", "CNY"), cat=c)
    M("跑鞋 ⟦799⟧", ("799", "CNY"), cat=c)
    M("高铁⟦73⟧", ("73", "CNY"), cat=c)
    M("云盘续费⟦98⟧ 记上", ("98", "CNY"), cat=c)
    c = "beside-date"
    M("3月27号 嘉兴半马报名⟦150⟧", ("150", "CNY"), cat=c)
    M("周日长距离 补给⟦45⟧", ("45", "CNY"), cat=c)
    M("6.18 显示器⟦1899⟧", ("1899", "CNY"), cat=c)
    M("昨晚十点 宵夜⟦88⟧", ("88", "CNY"), cat=c)
    M("12月31号 跨年夜营业额⟦2.3万⟧", ("23000", "CNY"), cat=c)
    c = "multi"
    M("营业额⟦8640⟧ 现金买菜⟦1350⟧ 煤气⟦420⟧", ("8640", "CNY"), ("1350", "CNY"), ("420", "CNY"), cat=c)
    M("3个服务员 每人⟦280⟧ 厨师⟦450⟧", ("280", "CNY"), ("450", "CNY"), cat=c)
    M("退休金到账⟦5860⟧ 理疗花了⟦320⟧", ("5860", "CNY"), ("320", "CNY"), cat=c)
    M("键盘退款⟦599⟧到了 新买的鼠标⟦349⟧", ("599", "CNY"), ("349", "CNY"), cat=c)
    M("客户付了⟦一万五⟧ 还欠⟦五千⟧", ("15000", "CNY"), ("5000", "CNY"), cat=c)
    c = "none"
    M("10号桌4位 2号包间12位", cat=c)
    M("半马21.0975公里", cat=c)
    M("配速5分30 心率150", cat=c)
    M("订单号 20380315001", cat=c)
    M("周六下午两点到五点 大扫除", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("scallions and ginger ⟦about 20 bucks⟧", ("20", "USD"), cat=c, conv="approx")
    M("line cook shift ⟦a hundred forty bucks⟧ cash", ("140", "USD"), cat=c)
    M("physio copay ⟦thirty-five dollars⟧", ("35", "USD"), cat=c)
    M("gels ⟦$30 and change⟧", ("30", "USD"), cat=c, conv="approx")
    M("fridge tech ⟦two hundred twenty-five dollars⟧", ("225", "USD"), cat=c)
    M("usb-c hub ⟦thirty-nine ninety-nine⟧", ("39.99", "USD"), cat=c, conv="dollars-cents-pair")
    c = "scale"
    M("march takings ⟦52k⟧", ("52000", "USD"), cat=c)
    M("bonus ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("reno budget for the patio ⟦$40K⟧", ("40000", "USD"), cat=c)
    M("side gig paid ⟦half a grand⟧", ("500", "USD"), cat=c)
    M("laptop ⟦2.4k⟧", ("2400", "USD"), cat=c)
    c = "currency"
    M("berlin conf cab ⟦€35⟧", ("35", "EUR"), cat=c)
    M("tokyo marathon entry ⟦16,500 yen⟧", ("16500", "JPY"), cat=c)
    M("london half hotel ⟦£180⟧", ("180", "GBP"), cat=c)
    M("toronto meetup dinner ⟦C$64⟧", ("64", "CAD"), cat=c)
    M("saffron from a swiss shop ⟦CHF 85⟧", ("85", "CHF"), cat=c)
    c = "format"
    M("inspection fix-ups ⟦$3,800.00⟧", ("3800", "USD"), cat=c)
    M("aws annual ⟦USD 1,140⟧", ("1140", "USD"), cat=c)
    M("munich hotel ⟦1.240,00 €⟧", ("1240", "EUR"), cat=c, conv="comma-decimal")
    M("produce invoice #5521 ⟦$2,350⟧ paid", ("2350", "USD"), cat=c)
    c = "bare"
    M("produce ⟦610⟧", ("610", "USD"), cat=c)
    M("gas bill ⟦380⟧ log it", ("380", "USD"), cat=c)
    M("shoes ⟦165⟧", ("165", "USD"), cat=c)
    M("train ⟦21.50⟧", ("21.5", "USD"), cat=c)
    M("icloud ⟦2.99⟧", ("2.99", "USD"), cat=c)
    c = "beside-date"
    M("3/27 providence half entry ⟦95⟧", ("95", "USD"), cat=c)
    M("sun long run snacks ⟦12⟧", ("12", "USD"), cat=c)
    M("6/18 monitor ⟦$279⟧", ("279", "USD"), cat=c)
    M("last night 10pm staff pizza ⟦$64⟧", ("64", "USD"), cat=c)
    M("12/31 nye takings ⟦9,870⟧", ("9870", "USD"), cat=c)
    c = "multi"
    M("takings ⟦4,320⟧ produce cash ⟦610⟧ gas ⟦380⟧", ("4320", "USD"), ("610", "USD"), ("380", "USD"), cat=c)
    M("3 servers x ⟦$140⟧ plus the cook ⟦$220⟧", ("140", "USD"), ("220", "USD"), cat=c)
    M("pension ⟦2,140⟧ in, PT ⟦35⟧ out", ("2140", "USD"), ("35", "USD"), cat=c)
    M("keyboard refund ⟦$129⟧ landed, new mouse ⟦$79⟧", ("129", "USD"), ("79", "USD"), cat=c)
    M("client paid ⟦$4,500⟧, still owes ⟦$1,500⟧", ("4500", "USD"), ("1500", "USD"), cat=c)
    c = "none"
    M("table 12 party of 6", cat=c)
    M("ran a 10k in 52:30", cat=c)
    M("avg pace 8:45, hr 150", cat=c)
    M("ticket #4417", cat=c)
    M("deep clean sat 2-5", cat=c)
