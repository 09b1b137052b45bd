"""Round 6 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Phone typing: 块钱, 一百来块, 俩, corrections
("35 no wait 38" expects the corrected amount only), shorthand."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("剪个头⟦六十块钱⟧", ("60", "CNY"), cat=c)
    M("给孩子买了个书包 ⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("早饭⟦八块五毛钱⟧", ("8.5", "CNY"), cat=c)
    M("过年压岁钱一共给出去⟦两千六⟧", ("2600", "CNY"), cat=c)
    M("楼下水果店 ⟦二十七块八⟧", ("27.8", "CNY"), cat=c)
    M("修鞋⟦十五块左右⟧", ("15", "CNY"), cat=c, conv="approx")
    M("电动车换电瓶 ⟦四百多⟧", ("400", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("年终奖发了⟦3w⟧", ("30000", "CNY"), cat=c)
    M("装修总共花了⟦十二万⟧", ("120000", "CNY"), cat=c)
    M("首付凑了⟦80万⟧", ("800000", "CNY"), cat=c)
    M("每个月房贷⟦5k⟧多一点", ("5000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("在大阪买了个电饭煲⟦两万三千日元⟧", ("23000", "JPY"), cat=c)
    M("代购的包 ⟦480欧⟧", ("480", "EUR"), cat=c, conv="colloquial-currency")
    M("香港吃了顿早茶⟦360港币⟧", ("360", "HKD"), cat=c)
    M("给美国的表妹转了⟦200美金⟧", ("200", "USD"), cat=c)
    M("泰国买的纪念品⟦650泰铢⟧", ("650", "THB"), cat=c)
    c = "format"
    M("转账 ⟦¥1,688⟧", ("1688", "CNY"), cat=c, conv="yen-sign-cny")
    M("房租这个月涨到⟦4200⟧了", ("4200", "CNY"), cat=c)
    M("电费⟦１２８.６元⟧", ("128.6", "CNY"), cat=c)
    c = "bare"
    M("午饭 ⟦35⟧ 不对 ⟦38⟧", ("35", "CNY"), ("38", "CNY"), cat=c,
      unsure="a correction: both numbers are amounts in the text; the ledger row in skills takes only 38")
    M("奶茶⟦16⟧", ("16", "CNY"), cat=c)
    M("停车⟦10⟧ 记上", ("10", "CNY"), cat=c)
    M("菜市场 ⟦43.5⟧", ("43.5", "CNY"), cat=c)
    c = "beside-date"
    M("2月12号买年货花了⟦1260⟧", ("1260", "CNY"), cat=c)
    M("9.30那天加油⟦300⟧", ("300", "CNY"), cat=c)
    M("礼拜六晚上7点吃火锅⟦256⟧", ("256", "CNY"), cat=c)
    c = "multi"
    M("俩人看电影⟦90⟧，爆米花⟦35⟧", ("90", "CNY"), ("35", "CNY"), cat=c)
    M("早饭⟦7块⟧ 午饭⟦25块⟧ 晚饭⟦40块⟧", ("7", "CNY"), ("25", "CNY"), ("40", "CNY"), cat=c)
    c = "none"
    M("买了仨西瓜", cat=c)
    M("孩子考了98分", cat=c)
    M("明天早上7点半的高铁", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("haircut ⟦40 bucks⟧ + tip", ("40", "USD"), cat=c)
    M("coffee was ⟦five fifty⟧", ("5.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("parking ⟦like 20ish⟧", ("20", "USD"), cat=c, conv="approx")
    M("pizza ⟦$18 and change⟧", ("18", "USD"), cat=c, conv="approx")
    M("paid ⟦a hundred and twenty⟧ for the tickets", ("120", "USD"), cat=c)
    c = "scale"
    M("bonus came in, ⟦2.5k⟧", ("2500", "USD"), cat=c)
    M("down payment ⟦60 grand⟧", ("60000", "USD"), cat=c)
    M("the new roof is ⟦$14K⟧", ("14000", "USD"), cat=c)
    M("car loan ⟦half a grand⟧ a month", ("500", "USD"), cat=c)
    c = "currency"
    M("train to Paris ⟦€89⟧", ("89", "EUR"), cat=c)
    M("pub night ⟦30 quid⟧", ("30", "GBP"), cat=c)
    M("Toronto hotel ⟦C$210⟧", ("210", "CAD"), cat=c)
    M("ramen in Tokyo ⟦1200 yen⟧", ("1200", "JPY"), cat=c)
    M("Mexico City tacos ⟦180 Mexican pesos⟧", ("180", "MXN"), cat=c)
    c = "format"
    M("rent ⟦$2,150.00⟧", ("2150", "USD"), cat=c)
    M("invoice total ⟦USD 1,080.5⟧", ("1080.5", "USD"), cat=c)
    M("Berlin hostel ⟦1.050,00 €⟧", ("1050", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("lunch ⟦35⟧ no wait ⟦38⟧", ("35", "USD"), ("38", "USD"), cat=c,
      unsure="a correction: both numbers are amounts in the text; the ledger row in skills takes only 38")
    M("gas ⟦52⟧", ("52", "USD"), cat=c)
    M("uber ⟦23.40⟧ pls log it", ("23.4", "USD"), cat=c)
    M("grocery run ⟦96⟧", ("96", "USD"), cat=c)
    c = "beside-date"
    M("3/9 dry cleaning ⟦27⟧", ("27", "USD"), cat=c)
    M("Sat 8pm dinner ⟦64⟧", ("64", "USD"), cat=c)
    M("on 9/28 paid the vet ⟦310⟧", ("310", "USD"), cat=c)
    c = "multi"
    M("gas ⟦45⟧ & car wash ⟦12⟧", ("45", "USD"), ("12", "USD"), cat=c)
    M("movie ⟦$15⟧ plus popcorn ⟦$9⟧", ("15", "USD"), ("9", "USD"), cat=c)
    c = "none"
    M("ran 5k this am", cat=c)
    M("she's 3 months old", cat=c)
    M("need 2 lbs of chicken", cat=c)
