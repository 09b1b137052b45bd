"""Round 13 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a travelling sales rep (expense claims,
hotel nights, per diems, reimbursements), a lab manager (purchase orders, supplies) and a couple planning their
wedding (deposits, balances, red envelopes, refunds) type them in a budget or expense chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("婚纱租金⟦三千八⟧", ("3800", "CNY"), cat=c)
    M("机场大巴⟦二十块零五毛⟧", ("20.5", "CNY"), cat=c)
    M("化妆师跟妆⟦一千二左右⟧", ("1200", "CNY"), cat=c, conv="approx")
    M("打车回酒店⟦四十来块⟧", ("40", "CNY"), cat=c, conv="approx")
    M("枪头一盒⟦八块八⟧", ("8.8", "CNY"), cat=c)
    M("请柬印刷⟦四百五⟧", ("450", "CNY"), cat=c)
    c = "scale"
    M("婚宴定金⟦2w⟧", ("20000", "CNY"), cat=c)
    M("离心机采购⟦18.5万⟧", ("185000", "CNY"), cat=c)
    M("这季度销售提成⟦3万6⟧", ("36000", "CNY"), cat=c)
    M("实验室年度预算⟦120k⟧", ("120000", "CNY"), cat=c)
    M("婚礼总预算⟦二十五万⟧", ("250000", "CNY"), cat=c)
    c = "currency"
    M("新加坡酒店一晚⟦S$280⟧", ("280", "SGD"), cat=c)
    M("东京见客户 打车⟦4500日元⟧", ("4500", "JPY"), cat=c)
    M("蜜月巴厘岛 订了别墅⟦900美元⟧", ("900", "USD"), cat=c)
    M("香港机场快线⟦港币115⟧", ("115", "HKD"), cat=c)
    M("德国进口的抗体⟦€1.299,00⟧", ("1299", "EUR"), cat=c, conv="comma-decimal")
    M("曼谷拍婚纱照⟦三万五泰铢⟧", ("35000", "THB"), cat=c)
    c = "format"
    M("采购单总额 ⟦¥12,480.00⟧", ("12480", "CNY"), cat=c, conv="yen-sign-cny")
    M("酒店押金⟦1 000元⟧", ("1000", "CNY"), cat=c, conv="space-thousands")
    M("试剂报价 ⟦RMB 3,260.50⟧", ("3260.5", "CNY"), cat=c)
    M("戒指 ⟦￥23,000⟧", ("23000", "CNY"), cat=c, conv="yen-sign-cny")
    c = "bare"
    M("高铁⟦153⟧", ("153", "CNY"), cat=c)
    M("喜糖⟦1260⟧ 记上", ("1260", "CNY"), cat=c)
    M("记一笔 客户午饭⟦386⟧", ("386", "CNY"), cat=c)
    M("手套⟦96⟧", ("96", "CNY"), cat=c)
    M("酒店两晚⟦1160⟧报销", ("1160", "CNY"), cat=c)
    c = "beside-date"
    M("4月21号机票⟦1460⟧", ("1460", "CNY"), cat=c)
    M("周六试菜付了⟦2000⟧", ("2000", "CNY"), cat=c)
    M("10.15交采购款⟦8600⟧", ("8600", "CNY"), cat=c)
    M("昨晚9点请客户唱歌⟦1800⟧", ("1800", "CNY"), cat=c)
    M("6月28号婚礼当天红包收了⟦6万8⟧", ("68000", "CNY"), cat=c)
    c = "multi"
    M("打车⟦68⟧ 酒店⟦580⟧ 晚饭⟦126⟧", ("68", "CNY"), ("580", "CNY"), ("126", "CNY"), cat=c)
    M("报销到账⟦4235⟧ 退了一张机票⟦980⟧", ("4235", "CNY"), ("980", "CNY"), cat=c)
    M("婚庆定金⟦八千⟧ 摄影定金⟦三千⟧", ("8000", "CNY"), ("3000", "CNY"), cat=c)
    M("5盒枪头⟦440⟧ 2瓶乙醇⟦76⟧", ("440", "CNY"), ("76", "CNY"), cat=c)
    M("工资⟦18600⟧到了 房贷扣了⟦6200⟧", ("18600", "CNY"), ("6200", "CNY"), cat=c)
    c = "none"
    M("酒店住3晚 1206房", cat=c)
    M("离心机转速12000转", cat=c)
    M("订了12桌 每桌10个人", cat=c)
    M("航班CZ3102 32排", cat=c)
    M("下午3点到5点预约了仪器", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("dress alterations ⟦two hundred fifty bucks⟧", ("250", "USD"), cat=c)
    M("parking at the airport ⟦about 60 bucks⟧", ("60", "USD"), cat=c, conv="approx")
    M("uber to the client ⟦$23 and change⟧", ("23", "USD"), cat=c, conv="approx")
    M("cake tasting was ⟦forty-five dollars⟧", ("45", "USD"), cat=c)
    M("per diem ⟦seventy-five a day⟧", ("75", "USD"), cat=c)
    c = "scale"
    M("venue deposit ⟦$5k⟧", ("5000", "USD"), cat=c)
    M("new confocal quote came in at ⟦$1.2M⟧", ("1200000", "USD"), cat=c)
    M("sales quota this quarter ⟦half a mil⟧", ("500000", "USD"), cat=c, unsure="'half a mil' read as 500000")
    M("ring was ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("wedding budget ⟦35K⟧", ("35000", "USD"), cat=c)
    c = "currency"
    M("hotel in Toronto ⟦C$289⟧ a night", ("289", "CAD"), cat=c)
    M("taxi in London ⟦£34⟧", ("34", "GBP"), cat=c)
    M("antibodies from Germany ⟦€1.299,00⟧", ("1299", "EUR"), cat=c, conv="comma-decimal")
    M("client dinner in Tokyo ⟦¥18,000⟧", ("18000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="the yen sign is CNY by convention even where the context (Tokyo) says yen")
    M("zurich hotel ⟦CHF 1'250⟧", ("1250", "CHF"), cat=c, conv="swiss-apostrophe")
    M("honeymoon villa in Bali ⟦900 dollars⟧", ("900", "USD"), cat=c)
    c = "format"
    M("PO total ⟦$12,480.00⟧", ("12480", "USD"), cat=c)
    M("flight ⟦USD 642.30⟧", ("642.3", "USD"), cat=c)
    M("caterer balance ⟦$8,250⟧", ("8250", "USD"), cat=c)
    M("gloves ⟦$96.00⟧", ("96", "USD"), cat=c)
    c = "bare"
    M("uber ⟦48⟧", ("48", "USD"), cat=c)
    M("favors ⟦312⟧", ("312", "USD"), cat=c)
    M("log client lunch ⟦86.40⟧", ("86.4", "USD"), cat=c)
    M("pipette tips ⟦312.50⟧", ("312.5", "USD"), cat=c)
    M("hotel ⟦412⟧ for expenses", ("412", "USD"), cat=c)
    c = "beside-date"
    M("4/21 flight ⟦$642⟧", ("642", "USD"), cat=c)
    M("paid the florist ⟦600⟧ on saturday", ("600", "USD"), cat=c)
    M("10/15 reagents ⟦1,850⟧", ("1850", "USD"), cat=c)
    M("dinner w/ client last night at 9, ⟦$312⟧", ("312", "USD"), cat=c)
    M("june 28 wedding gifts in cards came to ⟦$6,800⟧", ("6800", "USD"), cat=c)
    c = "multi"
    M("cab ⟦34⟧ hotel ⟦289⟧ dinner ⟦61⟧", ("34", "USD"), ("289", "USD"), ("61", "USD"), cat=c)
    M("reimbursement ⟦1,240.55⟧ came in, airline refunded ⟦189⟧", ("1240.55", "USD"), ("189", "USD"), cat=c)
    M("photographer ⟦1500⟧ and DJ ⟦600⟧ deposits", ("1500", "USD"), ("600", "USD"), cat=c)
    M("4 boxes of gloves ⟦96⟧, 2 bottles ethanol ⟦38⟧", ("96", "USD"), ("38", "USD"), cat=c)
    M("paycheck ⟦3,860⟧ in, rent ⟦2,150⟧ out", ("3860", "USD"), ("2150", "USD"), cat=c)
    c = "none"
    M("hotel 3 nights, room 1206", cat=c)
    M("centrifuge at 12000 rpm", cat=c)
    M("12 tables of 10", cat=c)
    M("seat 32A on UA412", cat=c)
    M("booked the scope 3 to 5pm", cat=c)
