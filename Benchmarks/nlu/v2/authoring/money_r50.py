"""Round 50 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a freelance interior designer (client
deposits and final payments, paint, samples and furniture, a trade fair trip), a university student who works
weekend shifts at a cinema and plays in a football league (shift pay, textbooks, boots, league fees, food) and an
elderly woman who looks after her husband after a stroke (medicines, physiotherapy, a rented wheelchair, the carer's
pay, the pension) type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand,
`¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money (order
numbers, kg, reps, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("陈太太的定金⟦两万⟧", ("20000", "CNY"), cat=c)
    M("样板漆一罐⟦五十二块⟧", ("52", "CNY"), cat=c)
    M("老周这个月药费⟦八百来块⟧", ("800", "CNY"), cat=c, conv="approx")
    M("食堂一顿⟦十五块五⟧", ("15.5", "CNY"), cat=c)
    M("护工一天⟦一百八⟧", ("180", "CNY"), cat=c)
    M("影院周末两天⟦四百多⟧", ("400", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("王总的尾款⟦3万5⟧", ("35000", "CNY"), cat=c)
    M("整套软装预算⟦12万⟧", ("120000", "CNY"), cat=c)
    M("意大利沙发⟦2w8⟧", ("28000", "CNY"), cat=c, unsure="2w8 read like 2万8 = 28000")
    M("老周住院押金交了⟦一万⟧", ("10000", "CNY"), cat=c)
    M("养老金一个月⟦三千八⟧", ("3800", "CNY"), cat=c)
    c = "currency"
    M("米兰展会门票 ⟦45欧元⟧", ("45", "EUR"), cat=c)
    M("日本带回来的墙纸样本 ⟦8000日元⟧", ("8000", "JPY"), cat=c)
    M("香港买的球鞋 ⟦1200港币⟧", ("1200", "HKD"), cat=c)
    M("网上订的进口护膝 ⟦39美金⟧", ("39", "USD"), cat=c)
    M("英国的灯具 ⟦260镑⟧", ("260", "GBP"), cat=c, conv="colloquial-currency")
    c = "format"
    M("客户打款 ⟦¥18,600⟧", ("18600", "CNY"), cat=c, conv="yen-sign-cny")
    M("轮椅押金 ⟦RMB 500⟧ 月租 ⟦RMB 300⟧", ("500", "CNY"), ("300", "CNY"), cat=c)
    M("医保卡余额 ⟦￥2,318.40⟧", ("2318.4", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外设计软件订阅 ⟦US$ 55⟧", ("55", "USD"), cat=c)
    M("餐桌椅一套 ⟦9 800元⟧", ("9800", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("打车去工地⟦36⟧", ("36", "CNY"), cat=c)
    M("记一笔 降压药⟦86⟧", ("86", "CNY"), cat=c)
    M("教材⟦64⟧", ("64", "CNY"), cat=c)
    M("理疗⟦200⟧", ("200", "CNY"), cat=c)
    M("护腿板⟦45⟧", ("45", "CNY"), cat=c)
    c = "beside-date"
    M("9月13号 瓷砖样品⟦240⟧", ("240", "CNY"), cat=c)
    M("礼拜六 影院工资⟦420⟧", ("420", "CNY"), cat=c)
    M("冬至那天买菜⟦68⟧", ("68", "CNY"), cat=c)
    M("12.29 护工⟦1500⟧", ("1500", "CNY"), cat=c)
    M("上周日 报名费⟦200⟧", ("200", "CNY"), cat=c)
    c = "multi"
    M("样板漆⟦156⟧ 墙纸小样⟦35⟧ 打车⟦28⟧", ("156", "CNY"), ("35", "CNY"), ("28", "CNY"), cat=c)
    M("理疗三次 每次⟦200⟧ 共⟦600⟧", ("200", "CNY"), ("600", "CNY"), cat=c)
    M("晚饭⟦26⟧ 奶茶⟦15⟧ 地铁⟦4⟧", ("26", "CNY"), ("15", "CNY"), ("4", "CNY"), cat=c)
    M("定金⟦2万⟧ 已收 尾款⟦1.5万⟧ 还没到", ("20000", "CNY"), ("15000", "CNY"), cat=c)
    M("球袜三双 一双⟦19⟧", ("19", "CNY"), cat=c)
    c = "none"
    M("老周今天走了三百步 歇了四次", cat=c)
    M("客厅四十二平 层高二米八", cat=c)
    M("老周体重六十二公斤 降压药一天两片", cat=c)
    M("快递单号 YT7765102394 沙发发货了", cat=c)
    M("联赛第五轮 我们三比一赢了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("mrs. chen's deposit ⟦four grand⟧", ("4000", "USD"), cat=c)
    M("paint sample ⟦nine bucks⟧", ("9", "USD"), cat=c)
    M("frank's meds this month ⟦about 120 dollars⟧", ("120", "USD"), cat=c, conv="approx")
    M("ushering saturday ⟦$96 and change⟧", ("96", "USD"), cat=c, conv="approx")
    M("cleats ⟦eighty-nine ninety⟧", ("89.9", "USD"), cat=c, conv="dollars-cents-pair")
    M("copay ⟦forty bucks⟧ again", ("40", "USD"), cat=c)
    c = "scale"
    M("walsh's final payment ⟦6.5k⟧", ("6500", "USD"), cat=c)
    M("whole furnishing budget ⟦$40k⟧", ("40000", "USD"), cat=c)
    M("custom sectional ⟦2 grand⟧", ("2000", "USD"), cat=c)
    M("frank's rehab stay ⟦half a grand⟧ out of pocket", ("500", "USD"), cat=c)
    M("semester tuition ⟦roughly 7.2k⟧", ("7200", "USD"), cat=c, conv="approx")
    c = "currency"
    M("milan fair ticket ⟦€45⟧", ("45", "EUR"), cat=c)
    M("lamp from a london shop ⟦£180⟧", ("180", "GBP"), cat=c)
    M("fabric swatches from montreal ⟦C$60⟧", ("60", "CAD"), cat=c)
    M("rug from a tokyo dealer ⟦95,000 yen⟧", ("95000", "JPY"), cat=c)
    M("away tournament in toronto ⟦CA$120⟧ entry", ("120", "CAD"), cat=c)
    c = "format"
    M("client wire ⟦$18,600.00⟧", ("18600", "USD"), cat=c)
    M("wheelchair deposit ⟦US$ 150⟧, rent ⟦US$ 85⟧", ("150", "USD"), ("85", "USD"), cat=c)
    M("savings balance ⟦$12,418.36⟧", ("12418.36", "USD"), cat=c)
    M("PT bill ⟦USD 240⟧", ("240", "USD"), cat=c)
    M("dining set ⟦$3,275.50⟧", ("3275.5", "USD"), cat=c)
    c = "bare"
    M("uber to the site ⟦18⟧", ("18", "USD"), cat=c)
    M("blood pressure meds ⟦42⟧", ("42", "USD"), cat=c)
    M("econ textbook ⟦74⟧", ("74", "USD"), cat=c)
    M("shin guards ⟦22⟧", ("22", "USD"), cat=c)
    M("paint roller set ⟦31⟧", ("31", "USD"), cat=c)
    c = "beside-date"
    M("9/13 tile samples ⟦$36⟧", ("36", "USD"), cat=c)
    M("sat shift ⟦96⟧", ("96", "USD"), cat=c)
    M("christmas eve pharmacy ⟦58⟧", ("58", "USD"), cat=c)
    M("dec 29 maria ⟦$520⟧", ("520", "USD"), cat=c)
    M("last sun league fee ⟦60⟧", ("60", "USD"), cat=c)
    c = "multi"
    M("paint samples ⟦27⟧, swatches ⟦12⟧, uber ⟦18⟧", ("27", "USD"), ("12", "USD"), ("18", "USD"), cat=c)
    M("3 PT visits at ⟦$40⟧ each, ⟦$120⟧ total", ("40", "USD"), ("120", "USD"), cat=c)
    M("ramen ⟦14⟧, boba ⟦6⟧, subway ⟦2.90⟧", ("14", "USD"), ("6", "USD"), ("2.9", "USD"), cat=c)
    M("deposit ⟦4k⟧ in, final ⟦6.5k⟧ still pending", ("4000", "USD"), ("6500", "USD"), cat=c)
    M("2 pairs of socks at ⟦$8⟧ a pair", ("8", "USD"), cat=c)
    c = "none"
    M("frank walked 300 steps today, rested 4 times", cat=c)
    M("living room is 14 by 18 ft, 9 ft ceilings", cat=c)
    M("frank weighs 141 lb, 2 pills a day", cat=c)
    M("tracking 1Z 999 AA1 01 2345 6784 for the sofa", cat=c)
    M("we won 3-1 in round 5", cat=c)
