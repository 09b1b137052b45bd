"""Round 40 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a dental hygienist training for her first
triathlon (the race entry fee, a wetsuit, a bike service, pool passes, physio visits, energy gels), a one-man plumbing
business (parts and fittings, customers paying for jobs, van fuel and tolls, a water heater bought for a customer,
deposits) and a church volunteer who coordinates the choir and the food drive (donations received, groceries bought for
the drive, a hall rented with a deposit, bake sale takings, sheet music) type them in a budget chat: several per
message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and
balances, other currencies, and rows with no money (order and tracking numbers, kg, reps, lap counts, pipe sizes)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("铁三报名费⟦一千二百八⟧", ("1280", "CNY"), cat=c)
    M("能量胶一盒⟦六十九块九⟧", ("69.9", "CNY"), cat=c)
    M("王先生家换阀门 收了⟦三百五⟧", ("350", "CNY"), cat=c)
    M("义卖那天卖蛋糕卖了⟦两千来块⟧", ("2000", "CNY"), cat=c, conv="approx")
    M("一个弯头⟦四块五⟧", ("4.5", "CNY"), cat=c)
    M("诗班买了新歌谱 ⟦一百零八⟧", ("108", "CNY"), cat=c)
    c = "scale"
    M("新公路车⟦1.28万⟧", ("12800", "CNY"), cat=c)
    M("今年接活流水大概⟦23万⟧", ("230000", "CNY"), cat=c, conv="approx")
    M("这季度募捐一共⟦4万6⟧", ("46000", "CNY"), cat=c)
    M("租礼堂⟦3千⟧ 押金另算", ("3000", "CNY"), cat=c)
    M("训练营全包⟦0.45w⟧", ("4500", "CNY"), cat=c)
    c = "currency"
    M("海淘的防寒泳衣⟦189美元⟧", ("189", "USD"), cat=c)
    M("香港教会捐来⟦港币5000⟧", ("5000", "HKD"), cat=c)
    M("日本代购的泳镜⟦4800日元⟧", ("4800", "JPY"), cat=c)
    M("德国进口的温控阀⟦65欧元⟧", ("65", "EUR"), cat=c)
    M("澳洲校友奉献⟦300澳元⟧", ("300", "AUD"), cat=c)
    c = "format"
    M("热水器 ⟦¥2,680⟧", ("2680", "CNY"), cat=c, conv="yen-sign-cny")
    M("本月募捐到账 ⟦RMB 18,450⟧", ("18450", "CNY"), cat=c)
    M("理疗五次 ⟦￥1,500.00⟧", ("1500", "CNY"), cat=c, conv="yen-sign-cny")
    M("比赛芯片押金 ⟦US$ 40⟧", ("40", "USD"), cat=c)
    M("这个月配件 ⟦6 380元⟧", ("6380", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("今天过路费 ⟦35⟧", ("35", "CNY"), cat=c)
    M("加油⟦420⟧", ("420", "CNY"), cat=c)
    M("记一笔 生料带⟦12⟧", ("12", "CNY"), cat=c)
    M("游泳次卡⟦680⟧", ("680", "CNY"), cat=c)
    M("买米面油 ⟦856⟧", ("856", "CNY"), cat=c)
    c = "beside-date"
    M("2月27号 张姐家通下水道收了⟦200⟧", ("200", "CNY"), cat=c)
    M("礼拜天 奉献箱收了⟦1360⟧", ("1360", "CNY"), cat=c)
    M("元宵那天 买汤圆给诗班⟦96⟧", ("96", "CNY"), cat=c)
    M("3.1 单车保养⟦260⟧", ("260", "CNY"), cat=c)
    M("上周五 高速费⟦78⟧", ("78", "CNY"), cat=c)
    c = "multi"
    M("三通⟦8⟧ 球阀⟦45⟧ 软管两根⟦30⟧", ("8", "CNY"), ("45", "CNY"), ("30", "CNY"), cat=c)
    M("礼堂租金⟦1500⟧ 押金⟦500⟧ 退了押金就是⟦1500⟧", ("1500", "CNY"), ("500", "CNY"), ("1500", "CNY"), cat=c)
    M("能量胶六支 每支⟦12⟧ 一共⟦72⟧", ("12", "CNY"), ("72", "CNY"), cat=c)
    M("热水器定金⟦500⟧ 装好再付尾款⟦2180⟧", ("500", "CNY"), ("2180", "CNY"), cat=c)
    M("理疗三次 每次⟦300⟧", ("300", "CNY"), cat=c)
    c = "none"
    M("订单号 20560229518 防寒泳衣一件", cat=c)
    M("快递单号 SF1402298876 两箱罐头", cat=c)
    M("今天游了三十二个来回", cat=c)
    M("收到大米二十五公斤 面粉十袋", cat=c)
    M("4分管 要十二米", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("tri entry was ⟦two hundred sixty-five bucks⟧", ("265", "USD"), cat=c)
    M("energy gels ⟦twenty-nine ninety⟧ a box", ("29.9", "USD"), cat=c, conv="dollars-cents-pair")
    M("mr. wong paid ⟦about 350 bucks⟧ for the valve job", ("350", "USD"), cat=c, conv="approx")
    M("bake sale brought in ⟦six hundred and forty dollars⟧", ("640", "USD"), cat=c)
    M("pool pass ⟦$85 and change⟧", ("85", "USD"), cat=c, conv="approx")
    c = "scale"
    M("new tri bike ⟦3.2k⟧", ("3200", "USD"), cat=c)
    M("water heater job came to ⟦2 grand⟧ with labor", ("2000", "USD"), cat=c)
    M("food drive raised ⟦half a grand⟧ this sunday", ("500", "USD"), cat=c)
    M("billed ⟦48K⟧ in jobs last year", ("48000", "USD"), cat=c)
    M("hall rental ⟦1.2k⟧ for the benefit concert", ("1200", "USD"), cat=c)
    c = "currency"
    M("wetsuit from a uk shop ⟦£210⟧", ("210", "GBP"), cat=c)
    M("toronto cousin donated ⟦C$ 100⟧", ("100", "CAD"), cat=c)
    M("valve from a german supplier ⟦€58⟧", ("58", "EUR"), cat=c)
    M("race in mexico entry ⟦1,800 MXN⟧", ("1800", "MXN"), cat=c)
    M("goggles ordered from japan ⟦3,900 yen⟧", ("3900", "JPY"), cat=c)
    c = "format"
    M("water heater ⟦$1,149⟧", ("1149", "USD"), cat=c)
    M("donations deposited ⟦USD 2,315.50⟧", ("2315.5", "USD"), cat=c)
    M("physio package ⟦$450.00⟧", ("450", "USD"), cat=c)
    M("timing chip deposit ⟦US$ 25⟧", ("25", "USD"), cat=c)
    M("parts this month ⟦$1,862⟧", ("1862", "USD"), cat=c)
    c = "bare"
    M("tolls ⟦9.50⟧", ("9.5", "USD"), cat=c)
    M("diesel ⟦74⟧", ("74", "USD"), cat=c)
    M("log teflon tape ⟦4⟧", ("4", "USD"), cat=c)
    M("bike tune-up ⟦95⟧", ("95", "USD"), cat=c)
    M("canned goods ⟦136⟧", ("136", "USD"), cat=c)
    c = "beside-date"
    M("2/27 drain job ⟦$180⟧", ("180", "USD"), cat=c)
    M("sunday collection ⟦$1,020⟧", ("1020", "USD"), cat=c)
    M("3/1 bike service ⟦$110⟧", ("110", "USD"), cat=c)
    M("good friday tolls ⟦$14⟧", ("14", "USD"), cat=c)
    M("last thurs sheet music ⟦$62⟧", ("62", "USD"), cat=c)
    c = "multi"
    M("tee ⟦$3⟧, ball valve ⟦$18⟧, two supply lines ⟦$14⟧", ("3", "USD"), ("18", "USD"), ("14", "USD"), cat=c)
    M("hall ⟦$600⟧ plus a ⟦$200⟧ deposit, ⟦$800⟧ up front", ("600", "USD"), ("200", "USD"), ("800", "USD"), cat=c)
    M("6 gels at ⟦$2.50⟧ each, ⟦$15⟧ total", ("2.5", "USD"), ("15", "USD"), cat=c)
    M("customer paid ⟦$300⟧ deposit, ⟦$849⟧ balance on install", ("300", "USD"), ("849", "USD"), cat=c)
    M("3 physio visits at ⟦$90⟧", ("90", "USD"), cat=c)
    c = "none"
    M("order 5602291 one wetsuit size M", cat=c)
    M("tracking 1Z 88A 402 5512 cans for the drive", cat=c)
    M("swam 64 lengths today", cat=c)
    M("40 lbs of rice, 12 boxes of pasta donated", cat=c)
    M("3/4 inch pex, 40 feet", cat=c)
