"""Round 22 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a small-town family doctor (诊所房租/clinic
rent, 药品进货/medicine stock, 诊费 and patient payments, CME course fees, conference fees), a couple planning a long
holiday abroad (机票, hotels per night in EUR, JPY, GBP and THB, 签证费, 保险, 换汇, 宠物寄养, deposits and refunds) and a
community volunteer running a food bank and a youth football team (募捐/donations, 采购/food-bank purchases, 球衣/kit,
referee fees, reimbursements from the club) type them in a budget chat: several per message, counts beside them, dates
beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, a decimal comma, colloquial currencies, and rows
with no money (kilograms, reps, order and tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("诊所这个月房租⟦六千五⟧", ("6500", "CNY"), cat=c)
    M("一个病人诊费⟦二十五块⟧", ("25", "CNY"), cat=c)
    M("宠物寄养一天⟦八十来块⟧", ("80", "CNY"), cat=c, conv="approx")
    M("球衣一件⟦一百二⟧", ("120", "CNY"), cat=c)
    M("签证费⟦六百五十块零五毛⟧", ("650.5", "CNY"), cat=c)
    M("这批药进货⟦一万两千八⟧", ("12800", "CNY"), cat=c)
    c = "scale"
    M("医学会议注册费⟦0.3万⟧", ("3000", "CNY"), cat=c)
    M("这趟欧洲玩下来预算⟦8w⟧", ("80000", "CNY"), cat=c)
    M("今年募捐一共⟦2.6万⟧", ("26000", "CNY"), cat=c)
    M("换汇 ⟦4000欧元⟧花了⟦3.1万人民币⟧", ("4000", "EUR"), ("31000", "CNY"), cat=c)
    M("药品年采购⟦30万左右⟧", ("300000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("罗马酒店一晚⟦145欧元⟧", ("145", "EUR"), cat=c)
    M("东京酒店一晚⟦18000日元⟧", ("18000", "JPY"), cat=c)
    M("曼谷酒店一晚⟦2200泰铢⟧", ("2200", "THB"), cat=c)
    M("伦敦的地铁卡充了⟦三十镑⟧", ("30", "GBP"), cat=c, conv="colloquial-currency")
    M("瑞士火车票⟦89瑞郎⟧", ("89", "CHF"), cat=c)
    M("新加坡转机吃饭⟦25新币⟧", ("25", "SGD"), cat=c)
    c = "format"
    M("诊所房租 ⟦¥6,500⟧", ("6500", "CNY"), cat=c, conv="yen-sign-cny")
    M("药品进货 ⟦RMB 12,800⟧", ("12800", "CNY"), cat=c)
    M("旅游保险 ⟦￥1,268.00⟧", ("1268", "CNY"), cat=c, conv="yen-sign-cny")
    M("机票两张 ⟦US$ 2,480⟧", ("2480", "USD"), cat=c)
    M("佛罗伦萨的民宿 ⟦1.150,00 €⟧", ("1150", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("球衣⟦1920⟧", ("1920", "CNY"), cat=c)
    M("记一下 裁判费⟦200⟧", ("200", "CNY"), cat=c)
    M("口罩手套⟦356⟧", ("356", "CNY"), cat=c)
    M("分拣用的纸箱⟦180⟧", ("180", "CNY"), cat=c)
    c = "beside-date"
    M("4月5号 诊所水电⟦860⟧", ("860", "CNY"), cat=c)
    M("周六比赛 矿泉水⟦96⟧", ("96", "CNY"), cat=c)
    M("8.7 收到募捐⟦3000⟧", ("3000", "CNY"), cat=c)
    M("清明那天出诊费⟦150⟧", ("150", "CNY"), cat=c)
    M("昨天宠物寄养定金⟦500⟧", ("500", "CNY"), cat=c)
    c = "multi"
    M("机票⟦9800⟧ 酒店⟦6400⟧ 保险⟦680⟧", ("9800", "CNY"), ("6400", "CNY"), ("680", "CNY"), cat=c)
    M("球衣16件 每件⟦120⟧ 一共⟦1920⟧", ("120", "CNY"), ("1920", "CNY"), cat=c)
    M("体检三个人 一人⟦280⟧", ("280", "CNY"), cat=c)
    M("定金⟦2000⟧ 尾款⟦4400⟧", ("2000", "CNY"), ("4400", "CNY"), cat=c)
    M("罗马三晚⟦435欧元⟧ 东京两晚⟦36000日元⟧", ("435", "EUR"), ("36000", "JPY"), cat=c)
    c = "none"
    M("今天分拣了800公斤大米", cat=c)
    M("订单号 FB20281107", cat=c)
    M("门诊看了42个病人", cat=c)
    M("训练跑了五组折返跑", cat=c)
    M("航班号 CA939", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("clinic rent is ⟦thirty-two hundred⟧ a month", ("3200", "USD"), cat=c)
    M("copay was ⟦twenty-five bucks⟧", ("25", "USD"), cat=c)
    M("kennel is ⟦about forty-five dollars⟧ a night", ("45", "USD"), cat=c, conv="approx")
    M("jerseys came to ⟦$380 and change⟧", ("380", "USD"), cat=c, conv="approx")
    M("ref fee ⟦sixty-five fifty⟧", ("65.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("the meds order was ⟦eleven hundred⟧", ("1100", "USD"), cat=c)
    c = "scale"
    M("conference registration ⟦1.2k⟧", ("1200", "USD"), cat=c)
    M("trip budget ⟦12 grand⟧", ("12000", "USD"), cat=c)
    M("donations this year ⟦$26K⟧", ("26000", "USD"), cat=c)
    M("insurance deductible ⟦half a grand⟧", ("500", "USD"), cat=c)
    M("clinic equipment loan ⟦0.25M⟧", ("250000", "USD"), cat=c)
    c = "currency"
    M("hotel in rome ⟦€145⟧ a night", ("145", "EUR"), cat=c)
    M("tokyo hotel ⟦18,000 yen⟧ per night", ("18000", "JPY"), cat=c)
    M("bangkok hotel ⟦2,200 baht⟧", ("2200", "THB"), cat=c)
    M("oyster card top-up ⟦30 quid⟧", ("30", "GBP"), cat=c)
    M("swiss rail pass ⟦CHF 1'250⟧", ("1250", "CHF"), cat=c, conv="swiss-apostrophe")
    M("layover lunch in singapore ⟦S$25⟧", ("25", "SGD"), cat=c)
    c = "format"
    M("clinic rent ⟦$3,200.00⟧", ("3200", "USD"), cat=c)
    M("meds order ⟦USD 11,480.75⟧", ("11480.75", "USD"), cat=c)
    M("two flights ⟦US$ 2,480⟧", ("2480", "USD"), cat=c)
    M("travel insurance ⟦$268.00⟧", ("268", "USD"), cat=c)
    M("florence apartment ⟦1.150,00 €⟧", ("1150", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("jerseys ⟦384⟧", ("384", "USD"), cat=c)
    M("log ref fee ⟦65⟧", ("65", "USD"), cat=c)
    M("gloves and masks ⟦56⟧", ("56", "USD"), cat=c)
    M("boxes for sorting ⟦42⟧", ("42", "USD"), cat=c)
    c = "beside-date"
    M("4/5 clinic utilities ⟦$860⟧", ("860", "USD"), cat=c)
    M("sat match water ⟦$24⟧", ("24", "USD"), cat=c)
    M("8/7 donation ⟦$300⟧", ("300", "USD"), cat=c)
    M("easter sunday house call ⟦$150⟧", ("150", "USD"), cat=c)
    M("yesterday kennel deposit ⟦$100⟧", ("100", "USD"), cat=c)
    c = "multi"
    M("flights ⟦2480⟧ hotels ⟦1900⟧ insurance ⟦268⟧", ("2480", "USD"), ("1900", "USD"), ("268", "USD"), cat=c)
    M("16 jerseys at ⟦$24⟧ each, ⟦$384⟧ total", ("24", "USD"), ("384", "USD"), cat=c)
    M("3 physicals at ⟦$95⟧", ("95", "USD"), cat=c)
    M("deposit ⟦$400⟧ balance ⟦$880⟧", ("400", "USD"), ("880", "USD"), cat=c)
    M("rome 3 nights ⟦€435⟧, tokyo 2 nights ⟦¥36,000⟧", ("435", "EUR"), ("36000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="¥ read as CNY by the convention, though the context (tokyo) suggests yen")
    c = "none"
    M("sorted 800 kg of rice today", cat=c)
    M("order # FB20281107", cat=c)
    M("saw 42 patients today", cat=c)
    M("5 sets of shuttle runs at practice", cat=c)
    M("our flight is UA 857 gate B12", cat=c)
