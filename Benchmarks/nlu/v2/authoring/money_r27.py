"""Round 27 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a freelance video editor who also rents out
camera gear (片酬 / fees per project, 器材租金 / gear rental income, 押金 / deposits taken and returned, software
subscriptions, invoices paid late, a shoot abroad), a grandmother who minds her grandson and leads a community dance
group (买菜 / groceries, 医保 / medicine, 兴趣班 fees, 红包 / red packets given and received, dance costumes) and an
electrician who leads a small crew (cable and breakers, a client's instalments, crew wages, van fuel and tolls) type
them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`,
thousands separators, deposits and balances, other currencies, and rows with no money (order and tracking numbers,
cable lengths, breaker ratings, shoe sizes)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("宣传片的片酬⟦八千五⟧", ("8500", "CNY"), cat=c)
    M("给孙子的压岁红包⟦两千零八⟧", ("2008", "CNY"), cat=c)
    M("早上买菜⟦三十六块八⟧", ("36.8", "CNY"), cat=c)
    M("医保卡里拿药自付了⟦五十多⟧", ("50", "CNY"), cat=c, conv="approx")
    M("面包车加满油⟦四百二⟧", ("420", "CNY"), cat=c)
    c = "scale"
    M("这个工地总包⟦18万⟧ 先付了⟦5.4万⟧", ("180000", "CNY"), ("54000", "CNY"), cat=c)
    M("今年器材租出去赚了⟦3.6w⟧", ("36000", "CNY"), cat=c)
    M("新买的电影机⟦六万二⟧", ("62000", "CNY"), cat=c)
    M("小区配电改造整个项目⟦一百二十万⟧", ("1200000", "CNY"), cat=c)
    M("舞蹈队街道补贴⟦1万2⟧", ("12000", "CNY"), cat=c)
    c = "currency"
    M("日本客户的片酬⟦四十万日元⟧", ("400000", "JPY"), cat=c)
    M("在香港租的稳定器⟦港币1500⟧", ("1500", "HKD"), cat=c)
    M("剪辑软件年费⟦299美元⟧", ("299", "USD"), cat=c)
    M("去曼谷拍片 住宿⟦3200泰铢⟧一晚", ("3200", "THB"), cat=c)
    M("女儿从澳洲给孙子寄的玩具⟦80澳元⟧", ("80", "AUD"), cat=c)
    M("欧洲客户的尾款⟦2400欧⟧还没到", ("2400", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("镜头押金 ⟦¥5,000⟧ 已退", ("5000", "CNY"), cat=c, conv="yen-sign-cny")
    M("配电箱材料 ⟦RMB 12,680⟧", ("12680", "CNY"), cat=c)
    M("海外素材网站年费 ⟦US$ 199.00⟧", ("199", "USD"), cat=c)
    M("舞蹈队演出服二十套 ⟦￥3,600.00⟧", ("3600", "CNY"), cat=c, conv="yen-sign-cny")
    M("甲方第二期款 ⟦45 000元⟧", ("45000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 电缆⟦860⟧", ("860", "CNY"), cat=c)
    M("孙子的画画课⟦1200⟧", ("1200", "CNY"), cat=c)
    M("过路费 ⟦65⟧", ("65", "CNY"), cat=c)
    M("相机租出去三天 收了⟦900⟧", ("900", "CNY"), cat=c)
    c = "beside-date"
    M("1月20号 给小王发工资⟦6500⟧", ("6500", "CNY"), cat=c)
    M("周四 发票那笔钱才到 ⟦12000⟧", ("12000", "CNY"), cat=c)
    M("3.8 舞蹈队聚餐 每人⟦50⟧", ("50", "CNY"), cat=c)
    M("大年初一 收了红包⟦600⟧", ("600", "CNY"), cat=c)
    M("上周五 空开十个⟦350⟧", ("350", "CNY"), cat=c)
    c = "multi"
    M("小王⟦6500⟧ 老李⟦7200⟧ 小赵⟦5800⟧ 这个月工资", ("6500", "CNY"), ("7200", "CNY"), ("5800", "CNY"), cat=c)
    M("镜头租了4天 一天⟦150⟧ 共⟦600⟧", ("150", "CNY"), ("600", "CNY"), cat=c)
    M("油费⟦420⟧ 过路费⟦135⟧ 停车⟦20⟧", ("420", "CNY"), ("135", "CNY"), ("20", "CNY"), cat=c)
    M("押金收了⟦3000⟧ 租金⟦1200⟧ 还了相机退押金", ("3000", "CNY"), ("1200", "CNY"), cat=c)
    M("降压药⟦68⟧ 复查挂号⟦25⟧ 医保报了一半", ("68", "CNY"), ("25", "CNY"), cat=c)
    c = "none"
    M("快递单号 SF1047729301 镜头寄回去了", cat=c)
    M("孙子鞋码32 身高125厘米", cat=c)
    M("4平方的线拉了85米", cat=c)
    M("舞蹈队这次来了28个人 排了2支舞", cat=c)
    M("工地3号楼 12层 电表箱6个", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("promo video fee ⟦eighty-five hundred⟧", ("8500", "USD"), cat=c)
    M("birthday card for my grandson with ⟦fifty bucks⟧ in it", ("50", "USD"), cat=c)
    M("groceries came to ⟦about sixty⟧", ("60", "USD"), cat=c, conv="approx")
    M("filled up the van, ⟦ninety-two fifty⟧", ("92.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("copay for the blood pressure pills ⟦twelve dollars⟧", ("12", "USD"), cat=c)
    c = "scale"
    M("whole job is ⟦48k⟧, first installment ⟦16k⟧", ("48000", "USD"), ("16000", "USD"), cat=c)
    M("gear rentals brought in ⟦9.5K⟧ this year", ("9500", "USD"), cat=c)
    M("new cinema camera ⟦six grand⟧", ("6000", "USD"), cat=c)
    M("the hospital wing contract is ⟦1.2 million⟧", ("1200000", "USD"), cat=c)
    M("dance group got a city grant of ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("japanese client paid ⟦400,000 yen⟧", ("400000", "JPY"), cat=c)
    M("gimbal rental in london ⟦£85⟧", ("85", "GBP"), cat=c)
    M("paris shoot per diem ⟦€60⟧ a day", ("60", "EUR"), cat=c)
    M("toronto client still owes ⟦C$2,400⟧", ("2400", "CAD"), cat=c)
    M("stock footage from an australian site ⟦A$120⟧", ("120", "AUD"), cat=c)
    M("hotel in mexico city ⟦1,800 MXN⟧ a night", ("1800", "MXN"), cat=c)
    c = "format"
    M("lens deposit ⟦$1,500.00⟧ refunded", ("1500", "USD"), cat=c)
    M("breaker panel and wire ⟦US$ 2,318⟧", ("2318", "USD"), cat=c)
    M("editing suite subscription ⟦USD 54.99⟧ a month", ("54.99", "USD"), cat=c)
    M("invoice #2047-11 for ⟦$3,250⟧, 30 days late", ("3250", "USD"), cat=c)
    M("business account balance ⟦$14,806.40⟧", ("14806.4", "USD"), cat=c)
    c = "bare"
    M("wire ⟦312⟧", ("312", "USD"), cat=c)
    M("grandson's swim lessons ⟦120⟧", ("120", "USD"), cat=c)
    M("tolls ⟦17.50⟧", ("17.5", "USD"), cat=c)
    M("camera rental 3 days ⟦270⟧", ("270", "USD"), cat=c)
    c = "beside-date"
    M("jan 20 paid mike ⟦$1,400⟧ for the week", ("1400", "USD"), cat=c)
    M("thurs the late invoice finally cleared ⟦$3,250⟧", ("3250", "USD"), cat=c)
    M("3/8 dance group dinner ⟦$22⟧ each", ("22", "USD"), cat=c)
    M("tues breakers from the supply house ⟦$186⟧", ("186", "USD"), cat=c)
    M("11/29 black friday lens deal ⟦$649⟧", ("649", "USD"), cat=c)
    c = "multi"
    M("mike ⟦1400⟧, dave ⟦1250⟧, luis ⟦1100⟧ this week", ("1400", "USD"), ("1250", "USD"), ("1100", "USD"), cat=c)
    M("rented the lens 4 days at ⟦$40⟧ a day, ⟦$160⟧ total", ("40", "USD"), ("160", "USD"), cat=c)
    M("gas ⟦$78⟧, tolls ⟦$14⟧, parking ⟦$9⟧", ("78", "USD"), ("14", "USD"), ("9", "USD"), cat=c)
    M("took a ⟦$500⟧ deposit plus ⟦$270⟧ rental on the camera", ("500", "USD"), ("270", "USD"), cat=c)
    M("pills ⟦$12⟧ and the checkup copay ⟦$30⟧", ("12", "USD"), ("30", "USD"), cat=c)
    c = "none"
    M("tracking number 9400 1118 9922 lens shipped back", cat=c)
    M("my grandson wears a size 12 shoe now", cat=c)
    M("pulled 85 ft of 12 gauge today", cat=c)
    M("28 ladies at dance practice, 2 routines", cat=c)
    M("building 3, floor 12, six meter panels", cat=c)
