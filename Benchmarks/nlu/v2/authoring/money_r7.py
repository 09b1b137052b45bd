"""Round 7 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Dictated amounts (二十五块, "twenty five dollars"),
code-switching (lunch花了35, "50 kuai"), British pounds (£12.50, quid), Taiwan / Hong Kong amounts (台幣, 港幣, NT$)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("嗯 那个 午饭花了⟦二十五块⟧", ("25", "CNY"), cat=c)
    M("给我妈买了件毛衣⟦一百二十八块五⟧", ("128.5", "CNY"), cat=c)
    M("就是 修电脑花了⟦两百八左右⟧", ("280", "CNY"), cat=c, conv="approx")
    M("打的回来⟦三十七块钱⟧", ("37", "CNY"), cat=c)
    M("过年红包一共⟦三千六⟧", ("3600", "CNY"), cat=c)
    c = "scale"
    M("年终奖到手⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("这次旅游花了⟦三万五⟧", ("35000", "CNY"), cat=c)
    M("换个新手机 预算⟦6k⟧", ("6000", "CNY"), cat=c)
    M("车贷还剩⟦十万零五千⟧", ("105000", "CNY"), cat=c, unsure="十万零五千 read as 105000")
    c = "currency"
    M("在台北吃了個便當⟦NT$120⟧", ("120", "TWD"), cat=c)
    M("香港機場買了杯咖啡⟦港幣45⟧", ("45", "HKD"), cat=c)
    M("⟦台幣580元⟧的晚餐", ("580", "TWD"), cat=c, unsure="台幣 before the number and 元 after it: one TWD amount")
    M("东京买的药妆⟦日币八千⟧", ("8000", "JPY"), cat=c)
    M("伦敦地铁卡充了⟦30镑⟧", ("30", "GBP"), cat=c, conv="colloquial-currency")
    M("新加坡打车⟦25新币⟧", ("25", "SGD"), cat=c)
    c = "format"
    M("网费 ⟦¥99.00⟧", ("99", "CNY"), cat=c, conv="yen-sign-cny")
    M("物業費⟦1 200元⟧", ("1200", "CNY"), cat=c, conv="space-thousands")
    M("房租 ⟦￥3,800⟧", ("3800", "CNY"), cat=c, conv="yen-sign-cny")
    c = "bare"
    M("lunch花了⟦35⟧", ("35", "CNY"), cat=c)
    M("奶茶⟦18⟧ 记上", ("18", "CNY"), cat=c)
    M("停车费⟦15⟧", ("15", "CNY"), cat=c)
    M("taxi ⟦46⟧ 记一下", ("46", "CNY"), cat=c, unsure="a Chinese row by its request words; the bare amount is CNY")
    c = "beside-date"
    M("12月28号超市⟦326⟧", ("326", "CNY"), cat=c)
    M("7.1交电费⟦210⟧", ("210", "CNY"), cat=c)
    M("昨天晚上8点唱K⟦400⟧", ("400", "CNY"), cat=c)
    c = "multi"
    M("早饭⟦十二块⟧ 午饭⟦三十⟧", ("12", "CNY"), ("30", "CNY"), cat=c)
    M("咖啡⟦28⟧ 然后呢 面包⟦15⟧", ("28", "CNY"), ("15", "CNY"), cat=c)
    c = "none"
    M("坐三号线过去", cat=c)
    M("我家住18楼", cat=c)
    M("今天跑了五公里", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("um lunch was ⟦twenty five dollars⟧", ("25", "USD"), cat=c)
    M("the coffee was ⟦three fifty⟧", ("3.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("so yeah the cab was like ⟦forty bucks⟧", ("40", "USD"), cat=c)
    M("paid ⟦a hundred and fifty dollars⟧ for the concert", ("150", "USD"), cat=c)
    M("it was ⟦twelve hundred⟧ for the couch", ("1200", "USD"), cat=c)
    c = "scale"
    M("year end bonus ⟦3.5k⟧", ("3500", "USD"), cat=c)
    M("the house went for ⟦1.2 mil⟧", ("1200000", "USD"), cat=c)
    M("new boiler ⟦4 grand⟧", ("4000", "USD"), cat=c)
    c = "currency"
    M("train to Brighton ⟦£12.50⟧", ("12.5", "GBP"), cat=c)
    M("pub quiz ⟦20 quid⟧", ("20", "GBP"), cat=c)
    M("dim sum in Hong Kong ⟦HK$320⟧", ("320", "HKD"), cat=c)
    M("bubble tea in Taipei ⟦NT$75⟧", ("75", "TWD"), cat=c)
    M("dumplings in Beijing ⟦50 kuai⟧", ("50", "CNY"), cat=c, conv="kuai")
    M("hotpot in Chengdu ⟦200 rmb⟧", ("200", "CNY"), cat=c)
    M("hostel in Lisbon ⟦€45⟧", ("45", "EUR"), cat=c)
    c = "format"
    M("new laptop ⟦$1,049.99⟧", ("1049.99", "USD"), cat=c)
    M("deposit ⟦USD 300⟧", ("300", "USD"), cat=c)
    M("council tax ⟦£1,480.00⟧", ("1480", "GBP"), cat=c)
    c = "bare"
    M("gas ⟦48.60⟧ log it", ("48.6", "USD"), cat=c)
    M("tolls ⟦7.25⟧", ("7.25", "USD"), cat=c)
    M("hotpot ⟦68⟧", ("68", "USD"), cat=c)
    c = "beside-date"
    M("12/27 vet bill ⟦180⟧", ("180", "USD"), cat=c)
    M("sat brunch ⟦54⟧", ("54", "USD"), cat=c)
    M("jul 1 rent ⟦1900⟧", ("1900", "USD"), cat=c)
    c = "multi"
    M("coffee ⟦4.75⟧ and a muffin ⟦3.25⟧", ("4.75", "USD"), ("3.25", "USD"), cat=c)
    M("uber ⟦18⟧ plus tip ⟦4⟧", ("18", "USD"), ("4", "USD"), cat=c)
    c = "none"
    M("ran a half marathon", cat=c)
    M("room 305", cat=c)
    M("I've got 3 kids", cat=c)
