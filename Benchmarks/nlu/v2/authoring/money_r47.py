"""Round 47 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a yoga studio owner who teaches (memberships,
drop-ins and class packs paid to her, studio rent, mats, a weekend workshop), a one-woman house-cleaning business
(clients paying by transfer, supplies, bus fares and mileage, a deposit on a steam cleaner) and a retired man with
diabetes who keeps a vegetable garden (pharmacy, test strips, seeds and tools, his pension) type them in a budget chat:
several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators,
deposits and balances, other currencies, and rows with no money (order numbers, kg, reps, blood-sugar readings,
tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("年卡会员交了⟦三千六⟧", ("3600", "CNY"), cat=c)
    M("瑜伽垫一张⟦一百二十八块八⟧", ("128.8", "CNY"), cat=c)
    M("血糖试纸一盒⟦九十来块⟧", ("90", "CNY"), cat=c, conv="approx")
    M("公交一趟⟦两块⟧ 地铁⟦四块五⟧", ("2", "CNY"), ("4.5", "CNY"), cat=c)
    M("菜籽一包⟦三块五毛⟧", ("3.5", "CNY"), cat=c)
    M("王姐这个月的保洁费⟦一千零八十⟧", ("1080", "CNY"), cat=c)
    c = "scale"
    M("瑜伽馆一年房租⟦12万⟧", ("120000", "CNY"), cat=c)
    M("这个季度会员费一共⟦4万8⟧", ("48000", "CNY"), cat=c)
    M("退休金一个月⟦6千2⟧", ("6200", "CNY"), cat=c)
    M("工作坊收了⟦1.5w左右⟧", ("15000", "CNY"), cat=c, conv="approx")
    M("今年看病估计⟦两万出头⟧", ("20000", "CNY"), cat=c, conv="approx", unsure="出头 read as approx: the stated number")
    c = "currency"
    M("巴厘岛瑜伽培训 ⟦650美元⟧", ("650", "USD"), cat=c)
    M("德国进口蒸汽清洁机 ⟦420欧⟧", ("420", "EUR"), cat=c, conv="colloquial-currency")
    M("儿子在香港买的血糖仪 ⟦580港币⟧", ("580", "HKD"), cat=c)
    M("日本的菜种 ⟦2400日元⟧", ("2400", "JPY"), cat=c)
    M("泰国学员交的 ⟦3000泰铢⟧", ("3000", "THB"), cat=c)
    c = "format"
    M("瑜伽馆流水 ⟦¥52,300⟧", ("52300", "CNY"), cat=c, conv="yen-sign-cny")
    M("清洁机定金 ⟦RMB 800⟧ 尾款 ⟦RMB 2,400⟧", ("800", "CNY"), ("2400", "CNY"), cat=c)
    M("银行卡余额 ⟦￥18,462.50⟧", ("18462.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("海淘瑜伽砖 ⟦US$ 39⟧", ("39", "USD"), cat=c)
    M("押金 ⟦3 000元⟧ 退回来了", ("3000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("拖把⟦45⟧", ("45", "CNY"), cat=c)
    M("记一笔 胰岛素针头⟦68⟧", ("68", "CNY"), cat=c)
    M("锄头⟦35⟧", ("35", "CNY"), cat=c)
    M("次卡⟦880⟧", ("880", "CNY"), cat=c)
    M("消毒液⟦29⟧", ("29", "CNY"), cat=c)
    c = "beside-date"
    M("4月1号 李老师转了⟦360⟧", ("360", "CNY"), cat=c)
    M("礼拜三 药店⟦216⟧", ("216", "CNY"), cat=c)
    M("谷雨那天买的菜苗⟦48⟧", ("48", "CNY"), cat=c)
    M("5.28 工作坊尾款⟦2600⟧", ("2600", "CNY"), cat=c)
    M("上周六 私教课⟦500⟧", ("500", "CNY"), cat=c)
    c = "multi"
    M("试纸⟦180⟧ 二甲双胍⟦36⟧ 针头⟦68⟧", ("180", "CNY"), ("36", "CNY"), ("68", "CNY"), cat=c)
    M("赵姐⟦240⟧ 孙老师⟦300⟧ 周太太⟦360⟧", ("240", "CNY"), ("300", "CNY"), ("360", "CNY"), cat=c)
    M("垫子十张 每张⟦99⟧ 一共⟦990⟧", ("99", "CNY"), ("990", "CNY"), cat=c)
    M("单次课⟦120⟧ 十次卡⟦980⟧", ("120", "CNY"), ("980", "CNY"), cat=c)
    M("菜籽六包 一包⟦5块⟧", ("5", "CNY"), cat=c)
    c = "none"
    M("空腹血糖 6.1 餐后 8.4", cat=c)
    M("有机肥买了20公斤", cat=c)
    M("平板支撑三组 每组一分钟", cat=c)
    M("会员卡号 YG0417 别弄丢", cat=c)
    M("快递单号 SF1306524819 试纸到了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("annual membership ⟦twelve hundred⟧", ("1200", "USD"), cat=c)
    M("new cork mat ⟦about 80 bucks⟧", ("80", "USD"), cat=c, conv="approx")
    M("test strips ran me ⟦$45 and change⟧", ("45", "USD"), cat=c, conv="approx")
    M("seed packets ⟦three ninety-nine⟧ each", ("3.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("mrs. okafor paid ⟦one hundred and sixty⟧", ("160", "USD"), cat=c)
    M("bus fare ⟦2.90⟧ each way", ("2.9", "USD"), cat=c)
    c = "scale"
    M("studio lease ⟦$54k⟧ a year", ("54000", "USD"), cat=c)
    M("memberships this quarter ⟦18.5k⟧", ("18500", "USD"), cat=c)
    M("workshop brought in ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("medical bills this year ⟦roughly 6k⟧", ("6000", "USD"), cat=c, conv="approx")
    M("steam cleaner budget ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("bali teacher training ⟦€1,450⟧", ("1450", "EUR"), cat=c)
    M("heirloom seeds from a uk shop ⟦£18⟧", ("18", "GBP"), cat=c)
    M("meter my son got in toronto ⟦C$64⟧", ("64", "CAD"), cat=c)
    M("retreat deposit ⟦CHF 1'200⟧", ("1200", "CHF"), cat=c, conv="swiss-apostrophe")
    M("yoga blocks from japan ⟦3,800 yen⟧", ("3800", "JPY"), cat=c)
    c = "format"
    M("studio gross ⟦$21,740.00⟧", ("21740", "USD"), cat=c)
    M("steam cleaner deposit ⟦US$ 150⟧ balance ⟦US$ 449⟧", ("150", "USD"), ("449", "USD"), cat=c)
    M("checking balance ⟦$7,318.26⟧", ("7318.26", "USD"), cat=c)
    M("class pack ⟦USD 180⟧", ("180", "USD"), cat=c)
    M("glucose monitor ⟦$129.95⟧", ("129.95", "USD"), cat=c)
    c = "bare"
    M("mop heads ⟦22⟧", ("22", "USD"), cat=c)
    M("pen needles ⟦31⟧", ("31", "USD"), cat=c)
    M("trowel ⟦17⟧", ("17", "USD"), cat=c)
    M("drop-in ⟦25⟧", ("25", "USD"), cat=c)
    M("bleach ⟦9⟧", ("9", "USD"), cat=c)
    c = "beside-date"
    M("4/1 the brennans sent ⟦$140⟧", ("140", "USD"), cat=c)
    M("wed pharmacy ⟦38⟧", ("38", "USD"), cat=c)
    M("tomato starts on memorial day ⟦24⟧", ("24", "USD"), cat=c)
    M("sept 9 workshop balance ⟦$260⟧", ("260", "USD"), cat=c)
    M("last sat private session ⟦90⟧", ("90", "USD"), cat=c)
    c = "multi"
    M("strips ⟦45⟧ metformin ⟦12⟧ needles ⟦31⟧", ("45", "USD"), ("12", "USD"), ("31", "USD"), cat=c)
    M("hendersons ⟦$120⟧, garcias ⟦$150⟧, zhous ⟦$135⟧", ("120", "USD"), ("150", "USD"), ("135", "USD"), cat=c)
    M("10 mats at ⟦$39⟧ each, ⟦$390⟧ total", ("39", "USD"), ("390", "USD"), cat=c)
    M("drop-in ⟦$25⟧, 10-class pack ⟦$210⟧", ("25", "USD"), ("210", "USD"), cat=c)
    M("6 seed packets at ⟦$4⟧ a pop", ("4", "USD"), cat=c)
    c = "none"
    M("fasting sugar 112 this morning", cat=c)
    M("got 40 lb of compost", cat=c)
    M("3 sets of 10 chair squats", cat=c)
    M("member id YS-2210, front desk", cat=c)
    M("tracking 9400 1118 9922 3047 strips on the way", cat=c)
