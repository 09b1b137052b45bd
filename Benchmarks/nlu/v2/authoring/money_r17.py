"""Round 17 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a high-school teacher who coaches the debate
team (entry fees, supplies, club dues, bus hire, refunds from the school), a delivery driver on two apps (daily and
weekly earnings, tips, gas, tolls, repairs, insurance) and a retired couple's planner (pension, doctor bills, train
tickets, gifts for the grandchildren, utility and HOA bills, invoices paid) type them in a budget or expense chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("今天跑了⟦三百二十八块五⟧", ("328.5", "CNY"), cat=c)
    M("过路费⟦十二块五毛⟧", ("12.5", "CNY"), cat=c)
    M("老伴拍片⟦两百八⟧", ("280", "CNY"), cat=c)
    M("辩论队横幅⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("加满一箱油⟦三百出头⟧", ("300", "CNY"), cat=c, conv="approx")
    M("孙子的书包⟦一百五⟧", ("150", "CNY"), cat=c)
    c = "scale"
    M("修发动机⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("两个人退休金一年⟦10万出头⟧", ("100000", "CNY"), cat=c, conv="approx")
    M("想换车 预算⟦8w⟧", ("80000", "CNY"), cat=c)
    M("这个月跑单⟦9k⟧多", ("9000", "CNY"), cat=c, conv="approx")
    M("去北京看女儿 路费加住宿⟦三千五⟧", ("3500", "CNY"), cat=c)
    c = "currency"
    M("辩论队去香港交流 报名费⟦港币1500⟧", ("1500", "HKD"), cat=c)
    M("女儿从美国寄回来⟦300美元⟧", ("300", "USD"), cat=c)
    M("外孙在日本买的文具⟦3200日元⟧", ("3200", "JPY"), cat=c)
    M("老伴在泰国买的药油⟦450泰铢⟧", ("450", "THB"), cat=c)
    M("欧洲游每人⟦一千二欧元⟧", ("1200", "EUR"), cat=c)
    c = "format"
    M("车险发票 ⟦¥3,280.00⟧ 已付", ("3280", "CNY"), cat=c, conv="yen-sign-cny")
    M("体检费 ⟦RMB 1,168.50⟧", ("1168.5", "CNY"), cat=c)
    M("修车发票⟦￥2,460⟧ 已结清", ("2460", "CNY"), cat=c, conv="yen-sign-cny")
    M("物业费一年 ⟦2 880元⟧", ("2880", "CNY"), cat=c, conv="space-thousands")
    M("高铁票 ⟦553.5元⟧", ("553.5", "CNY"), cat=c)
    c = "bare"
    M("加油⟦300⟧", ("300", "CNY"), cat=c)
    M("记一下 洗车⟦35⟧", ("35", "CNY"), cat=c)
    M("资料费⟦80⟧", ("80", "CNY"), cat=c)
    M("配药⟦230⟧", ("230", "CNY"), cat=c)
    M("给外孙买玩具 ⟦168⟧", ("168", "CNY"), cat=c)
    c = "beside-date"
    M("10月15号 加油⟦280⟧", ("280", "CNY"), cat=c)
    M("周二跑单奖励⟦200⟧到账", ("200", "CNY"), cat=c)
    M("12.1 退休金⟦4300⟧", ("4300", "CNY"), cat=c)
    M("11月24号去苏州比赛 大巴⟦1800⟧", ("1800", "CNY"), cat=c)
    M("昨晚十点吃夜宵⟦26⟧", ("26", "CNY"), cat=c)
    c = "multi"
    M("美团⟦2180⟧ 饿了么⟦1460⟧ 这周一共", ("2180", "CNY"), ("1460", "CNY"), cat=c)
    M("加油⟦320⟧ 过路费⟦45⟧ 午饭⟦22⟧", ("320", "CNY"), ("45", "CNY"), ("22", "CNY"), cat=c)
    M("电费⟦186⟧水费⟦52⟧燃气⟦73⟧", ("186", "CNY"), ("52", "CNY"), ("73", "CNY"), cat=c)
    M("两张高铁票一张⟦553⟧ 一共⟦1106⟧", ("553", "CNY"), ("1106", "CNY"), cat=c)
    M("报名费退了⟦600⟧ 还欠⟦200⟧", ("600", "CNY"), ("200", "CNY"), cat=c)
    c = "none"
    M("这周跑了186单", cat=c)
    M("辩论队第3名", cat=c)
    M("车跑了12万公里", cat=c)
    M("老伴血糖6.8", cat=c)
    M("订单号 4402981", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("made ⟦two hundred twelve bucks⟧ yesterday", ("212", "USD"), cat=c)
    M("gas was ⟦forty-eight sixty⟧", ("48.6", "USD"), cat=c, conv="dollars-cents-pair")
    M("copay ⟦about 40 bucks⟧", ("40", "USD"), cat=c, conv="approx")
    M("tolls ⟦$6 and change⟧", ("6", "USD"), cat=c, conv="approx")
    M("debate banner was ⟦a hundred and ten dollars⟧", ("110", "USD"), cat=c)
    M("grandkids' gifts ⟦ninety-six bucks⟧", ("96", "USD"), cat=c)
    c = "scale"
    M("transmission quote ⟦3.2k⟧", ("3200", "USD"), cat=c)
    M("new car budget ⟦25 grand⟧", ("25000", "USD"), cat=c)
    M("social security about ⟦34k⟧ a year for both of us", ("34000", "USD"), cat=c, conv="approx")
    M("drove for ⟦2.4K⟧ this month", ("2400", "USD"), cat=c)
    M("bus hire for the tournament ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("team trip to toronto fee ⟦C$450⟧", ("450", "CAD"), cat=c)
    M("our daughter sent ⟦£200⟧ from london", ("200", "GBP"), cat=c)
    M("grandkid's souvenir in tokyo ⟦¥3000⟧", ("3000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="the yen sign reads CNY by convention even for a Tokyo souvenir")
    M("boat tour on the rhine ⟦€85⟧ a head", ("85", "EUR"), cat=c)
    M("grandpa's meds in mexico ⟦600 Mexican pesos⟧", ("600", "MXN"), cat=c)
    c = "format"
    M("car insurance invoice ⟦$1,284.00⟧ paid", ("1284", "USD"), cat=c)
    M("hospital bill ⟦USD 2,315.40⟧", ("2315.4", "USD"), cat=c)
    M("repair invoice ⟦$ 860⟧ settled", ("860", "USD"), cat=c)
    M("hoa dues ⟦$1,320⟧ for the year", ("1320", "USD"), cat=c)
    M("amtrak ⟦$106.50⟧ each way", ("106.5", "USD"), cat=c)
    c = "bare"
    M("gas ⟦57⟧ at the turnpike stop", ("57", "USD"), cat=c)
    M("log car wash ⟦15⟧", ("15", "USD"), cat=c)
    M("handouts ⟦24⟧", ("24", "USD"), cat=c)
    M("pharmacy ⟦42.15⟧", ("42.15", "USD"), cat=c)
    M("toy for jake ⟦19.99⟧", ("19.99", "USD"), cat=c)
    c = "beside-date"
    M("10/15 gas ⟦41⟧", ("41", "USD"), cat=c)
    M("tuesday peak pay ⟦$25⟧ came in", ("25", "USD"), cat=c)
    M("dec 1 social security ⟦$1,420⟧", ("1420", "USD"), cat=c)
    M("nov 24 charter bus ⟦$480⟧", ("480", "USD"), cat=c)
    M("late snack last night at 10 ⟦$7⟧", ("7", "USD"), cat=c)
    c = "multi"
    M("doordash ⟦610⟧ uber eats ⟦455⟧ this wk", ("610", "USD"), ("455", "USD"), cat=c)
    M("gas ⟦$52⟧ tolls ⟦$9⟧ lunch ⟦$11.50⟧", ("52", "USD"), ("9", "USD"), ("11.5", "USD"), cat=c)
    M("electric ⟦142⟧ water ⟦38⟧ gas bill ⟦67⟧", ("142", "USD"), ("38", "USD"), ("67", "USD"), cat=c)
    M("2 amtrak tix ⟦$106⟧ each, ⟦$212⟧ total", ("106", "USD"), ("212", "USD"), cat=c)
    M("entry fee refunded ⟦$100⟧ still owe ⟦$50⟧", ("100", "USD"), ("50", "USD"), cat=c)
    c = "none"
    M("186 deliveries this week", cat=c)
    M("team placed 3rd out of 24", cat=c)
    M("car's at 120k miles", cat=c)
    M("grandpa's blood sugar 6.8", cat=c)
    M("order #4402981", cat=c)
