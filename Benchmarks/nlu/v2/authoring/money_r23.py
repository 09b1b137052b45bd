"""Round 23 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a flight attendant on rotating rosters
(外站补贴/per diem, 工资/pay, crash-pad rent, uniform and luggage purchases, 体检 fees), the owner of a small car-repair
garage (配件/parts from suppliers, 拖车/tow fees, customer payments and 定金/deposits, a mechanic's 工资, rent and
utilities) and a freelance translator and conference interpreter (invoices paid in EUR, GBP, JPY, CHF and USD, software
subscriptions, dictionaries and courses, 税/taxes) type them in a budget chat: several per message, counts beside them,
dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, a decimal comma, a Swiss apostrophe,
colloquial currencies, and rows with no money (plates, order and tracking numbers, kilograms, reps)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("这个月外站补贴⟦一千八⟧", ("1800", "CNY"), cat=c)
    M("拖车一趟⟦三百五⟧", ("350", "CNY"), cat=c)
    M("刹车片一套⟦两百来块⟧", ("200", "CNY"), cat=c, conv="approx")
    M("机油一桶⟦八十八块八⟧", ("88.8", "CNY"), cat=c)
    M("修车师傅这个月工资⟦七千二⟧", ("7200", "CNY"), cat=c)
    M("词典app年费⟦九十八块五毛⟧", ("98.5", "CNY"), cat=c)
    c = "scale"
    M("这批翻译稿费⟦1.6万⟧", ("16000", "CNY"), cat=c)
    M("店里一年房租⟦12w⟧", ("120000", "CNY"), cat=c)
    M("同传三天报价⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("年检设备贷款还剩⟦3.5万左右⟧", ("35000", "CNY"), cat=c, conv="approx")
    M("今年飞行小时费加起来⟦6万多⟧", ("60000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("德国客户打过来⟦2400欧元⟧", ("2400", "EUR"), cat=c)
    M("英国那单稿费⟦850英镑⟧", ("850", "GBP"), cat=c)
    M("东京外站吃拉面⟦1200日元⟧", ("1200", "JPY"), cat=c)
    M("日内瓦会议口译费⟦3000瑞郎⟧", ("3000", "CHF"), cat=c)
    M("香港过夜买了个颈枕⟦港币180⟧", ("180", "HKD"), cat=c)
    M("悉尼机场咖啡⟦六澳元⟧", ("6", "AUD"), cat=c)
    c = "format"
    M("配件进货 ⟦¥4,860⟧", ("4860", "CNY"), cat=c, conv="yen-sign-cny")
    M("翻译软件订阅 ⟦RMB 1,288⟧", ("1288", "CNY"), cat=c)
    M("发票金额 ⟦US$ 3,250.00⟧", ("3250", "USD"), cat=c)
    M("慕尼黑会议口译 ⟦2.480,00 €⟧", ("2480", "EUR"), cat=c, conv="comma-decimal")
    M("苏黎世那单 ⟦CHF 1'800⟧", ("1800", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "bare"
    M("拖车⟦350⟧", ("350", "CNY"), cat=c)
    M("记一下 制服干洗⟦45⟧", ("45", "CNY"), cat=c)
    M("轮胎四条⟦1680⟧", ("1680", "CNY"), cat=c)
    M("体检费⟦260⟧", ("260", "CNY"), cat=c)
    c = "beside-date"
    M("10月29号 配件⟦2300⟧", ("2300", "CNY"), cat=c)
    M("周五 收李姐修车款⟦860⟧", ("860", "CNY"), cat=c)
    M("3.8 到账稿费⟦5600⟧", ("5600", "CNY"), cat=c)
    M("万圣节那天打车去机场⟦95⟧", ("95", "CNY"), cat=c)
    M("昨天拖车⟦400⟧", ("400", "CNY"), cat=c)
    c = "multi"
    M("机油⟦320⟧ 滤芯⟦85⟧ 工时费⟦150⟧", ("320", "CNY"), ("85", "CNY"), ("150", "CNY"), cat=c)
    M("轮胎4条 每条⟦420⟧ 一共⟦1680⟧", ("420", "CNY"), ("1680", "CNY"), cat=c)
    M("定金⟦500⟧ 尾款⟦1300⟧", ("500", "CNY"), ("1300", "CNY"), cat=c)
    M("同传两天 一天⟦6000⟧", ("6000", "CNY"), cat=c)
    M("欧元那单⟦1800欧⟧ 英镑那单⟦600镑⟧", ("1800", "EUR"), ("600", "GBP"), cat=c, conv="colloquial-currency")
    c = "none"
    M("车牌苏E8K265 保养到了3万公里", cat=c)
    M("快递单号 SF1043920385", cat=c)
    M("行李箱限重23公斤", cat=c)
    M("这个月飞了14个航段", cat=c)
    M("这篇稿子一共8600字", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("per diem this trip was ⟦a hundred and forty bucks⟧", ("140", "USD"), cat=c)
    M("tow was ⟦a hundred seventy-five bucks⟧", ("175", "USD"), cat=c)
    M("brake pads were ⟦about sixty dollars⟧", ("60", "USD"), cat=c, conv="approx")
    M("crash pad is ⟦four hundred fifty⟧ a month", ("450", "USD"), cat=c)
    M("new roller bag ran me ⟦$230 and change⟧", ("230", "USD"), cat=c, conv="approx")
    M("the mechanic's pay this week ⟦twelve hundred⟧", ("1200", "USD"), cat=c)
    c = "scale"
    M("the translation job paid ⟦2.4k⟧", ("2400", "USD"), cat=c)
    M("shop lease renewal ⟦40 grand⟧ a year", ("40000", "USD"), cat=c)
    M("interpreting income so far ⟦$18K⟧", ("18000", "USD"), cat=c)
    M("lift repair quote ⟦half a grand⟧", ("500", "USD"), cat=c)
    M("equipment loan ⟦0.12M⟧", ("120000", "USD"), cat=c)
    c = "currency"
    M("german client paid ⟦€2,400⟧", ("2400", "EUR"), cat=c)
    M("uk invoice ⟦£850⟧", ("850", "GBP"), cat=c)
    M("ramen on the tokyo layover ⟦1,200 yen⟧", ("1200", "JPY"), cat=c)
    M("geneva conference fee ⟦3,000 Swiss francs⟧", ("3000", "CHF"), cat=c)
    M("toronto airport snacks ⟦C$14⟧", ("14", "CAD"), cat=c)
    M("neck pillow in hong kong ⟦HK$180⟧", ("180", "HKD"), cat=c)
    c = "format"
    M("parts order ⟦$4,860.00⟧", ("4860", "USD"), cat=c)
    M("CAT tool subscription ⟦USD 1,288⟧", ("1288", "USD"), cat=c)
    M("invoice total ⟦US$ 3,250.50⟧", ("3250.5", "USD"), cat=c)
    M("munich conference job ⟦2.480,00 €⟧", ("2480", "EUR"), cat=c, conv="comma-decimal")
    M("zurich job ⟦CHF 1'800⟧", ("1800", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "bare"
    M("tow ⟦175⟧", ("175", "USD"), cat=c)
    M("log uniform dry cleaning ⟦18⟧", ("18", "USD"), cat=c)
    M("four tires ⟦640⟧", ("640", "USD"), cat=c)
    M("FAA medical ⟦125⟧", ("125", "USD"), cat=c)
    c = "beside-date"
    M("10/29 parts ⟦$2,300⟧", ("2300", "USD"), cat=c)
    M("fri ms lee paid ⟦$860⟧", ("860", "USD"), cat=c)
    M("3/8 invoice in ⟦$1,450⟧", ("1450", "USD"), cat=c)
    M("halloween cab to the airport ⟦$48⟧", ("48", "USD"), cat=c)
    M("yesterday tow ⟦$150⟧", ("150", "USD"), cat=c)
    c = "multi"
    M("oil ⟦45⟧ filter ⟦12⟧ labor ⟦90⟧", ("45", "USD"), ("12", "USD"), ("90", "USD"), cat=c)
    M("4 tires at ⟦$160⟧ each, ⟦$640⟧ total", ("160", "USD"), ("640", "USD"), cat=c)
    M("deposit ⟦$200⟧ balance due ⟦$540⟧", ("200", "USD"), ("540", "USD"), cat=c)
    M("2 days interpreting at ⟦$900⟧ a day", ("900", "USD"), cat=c)
    M("euro job ⟦€1,800⟧, pound job ⟦600 quid⟧", ("1800", "EUR"), ("600", "GBP"), cat=c)
    c = "none"
    M("plate 8KRT265, due at 30,000 miles", cat=c)
    M("parts tracking # 1Z84X2E90355102174", cat=c)
    M("checked bag limit 50 lbs", cat=c)
    M("flew 14 legs this month", cat=c)
    M("the doc is 8,600 words", cat=c)
