"""Round 12 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a nurse, a café owner and a retired
couple type them in a budget chat: several per message, with units and counts beside them, next to dates and clock
times, income and refunds, and numbers that are no money (bed numbers, kilograms, blood pressure, scores)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("牛奶进货⟦一千二百八⟧", ("1280", "CNY"), cat=c)
    M("下夜班吃了碗面 ⟦二十八块⟧", ("28", "CNY"), cat=c)
    M("挂号⟦十五块钱⟧", ("15", "CNY"), cat=c)
    M("给孙子买书包⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("今天卖了⟦三千二左右⟧", ("3200", "CNY"), cat=c, conv="approx")
    M("降压药⟦一百二十八块五毛⟧", ("128.5", "CNY"), cat=c)
    M("货款⟦贰仟伍佰元⟧整", ("2500", "CNY"), cat=c)
    c = "scale"
    M("年底夜班费一共⟦1.5w⟧", ("15000", "CNY"), cat=c)
    M("装修店面花了⟦八万⟧", ("80000", "CNY"), cat=c)
    M("退休金一年大概⟦6万⟧", ("60000", "CNY"), cat=c, conv="approx")
    M("这个月营业额⟦4.6万⟧", ("46000", "CNY"), cat=c)
    M("想换个磨豆机 预算⟦3k⟧", ("3000", "CNY"), cat=c)
    c = "currency"
    M("孙女从日本带的点心 ⟦两千日元⟧", ("2000", "JPY"), cat=c)
    M("旅游团交了⟦5800元⟧", ("5800", "CNY"), cat=c)
    M("香港买的奶粉⟦港币380⟧", ("380", "HKD"), cat=c)
    M("泰国跟团 小费给了⟦100泰铢⟧", ("100", "THB"), cat=c)
    M("进口咖啡豆⟦45美金⟧一公斤", ("45", "USD"), cat=c)
    M("欧洲游退税拿回来⟦120欧⟧", ("120", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("铺租⟦￥9,000⟧", ("9000", "CNY"), cat=c, conv="yen-sign-cny")
    M("货款⟦¥2 380.50⟧", ("2380.5", "CNY"), cat=c, conv=["yen-sign-cny", "space-thousands"])
    M("医保报销了⟦1,268.00元⟧", ("1268", "CNY"), cat=c)
    M("水电一共⟦RMB 960⟧", ("960", "CNY"), cat=c)
    c = "bare"
    M("打车回家⟦45⟧", ("45", "CNY"), cat=c)
    M("纸杯⟦360⟧ 记上", ("360", "CNY"), cat=c)
    M("门诊⟦86⟧", ("86", "CNY"), cat=c)
    M("公交卡充了⟦50⟧", ("50", "CNY"), cat=c)
    M("菜钱⟦63⟧ 记一下", ("63", "CNY"), cat=c)
    c = "beside-date"
    M("8月20号交铺租⟦9000⟧", ("9000", "CNY"), cat=c)
    M("11.11买的护士鞋⟦299⟧", ("299", "CNY"), cat=c)
    M("周四晚上8点下馆子⟦186⟧", ("186", "CNY"), cat=c)
    M("12月1号起夜班补贴⟦120⟧一晚", ("120", "CNY"), cat=c)
    M("7.15退休金到账⟦5230⟧", ("5230", "CNY"), cat=c)
    M("凌晨两点吃了碗馄饨⟦18⟧", ("18", "CNY"), cat=c)
    c = "multi"
    M("收入⟦3260⟧ 付工资⟦1800⟧", ("3260", "CNY"), ("1800", "CNY"), cat=c)
    M("退款⟦59⟧到了 又买了⟦128⟧的", ("59", "CNY"), ("128", "CNY"), cat=c)
    M("早市 鸡蛋⟦15⟧ 青菜⟦8块5⟧ 豆腐⟦4块⟧", ("15", "CNY"), ("8.5", "CNY"), ("4", "CNY"), cat=c)
    M("养老金⟦4860⟧ 物业费⟦350⟧", ("4860", "CNY"), ("350", "CNY"), cat=c)
    M("两杯拿铁⟦56⟧ 三个可颂⟦45⟧", ("56", "CNY"), ("45", "CNY"), cat=c)
    c = "none"
    M("3床换到5床了", cat=c)
    M("咖啡豆一次进20公斤", cat=c)
    M("老伴血压140", cat=c)
    M("这个月排了6个夜班", cat=c)
    M("孙子数学考了98分", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("lunch in the cafeteria was ⟦twelve fifty⟧", ("12.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("new scrubs ⟦about 60 bucks⟧", ("60", "USD"), cat=c, conv="approx")
    M("parking ran me ⟦like $40⟧", ("40", "USD"), cat=c, conv="approx")
    M("tipped the delivery guy ⟦five bucks⟧", ("5", "USD"), cat=c)
    M("frank's meds ⟦$28 and change⟧", ("28", "USD"), cat=c, conv="approx")
    M("peaches at the market ⟦twenty-three fifty⟧", ("23.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("lucas's birthday cake ⟦thirty dollars⟧", ("30", "USD"), cat=c)
    c = "scale"
    M("took in ⟦2.1k⟧ today", ("2100", "USD"), cat=c)
    M("reno quote came back ⟦$18k⟧", ("18000", "USD"), cat=c)
    M("down payment on the espresso machine ⟦half a grand⟧", ("500", "USD"), cat=c)
    M("pension is ⟦about 22 grand⟧ a year", ("22000", "USD"), cat=c, conv="approx")
    M("nest egg's at ⟦1.2M⟧", ("1200000", "USD"), cat=c)
    c = "currency"
    M("cruise excursion ⟦€85⟧ each", ("85", "EUR"), cat=c)
    M("souvenirs in Cancun ⟦300 Mexican pesos⟧", ("300", "MXN"), cat=c)
    M("afternoon tea in London ⟦£12.50⟧", ("12.5", "GBP"), cat=c)
    M("beans from a Toronto roaster ⟦C$42⟧", ("42", "CAD"), cat=c)
    M("gift from the Tokyo airport ⟦2,000 yen⟧", ("2000", "JPY"), cat=c)
    M("train tour in Zurich ⟦CHF 1'250⟧ for two", ("1250", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "format"
    M("roaster invoice ⟦$1,280.00⟧", ("1280", "USD"), cat=c)
    M("river cruise deposit ⟦€1.299,00⟧", ("1299", "EUR"), cat=c, conv="comma-decimal")
    M("shop rent ⟦USD 4,500⟧", ("4500", "USD"), cat=c)
    M("⟦$2,310⟧ social security", ("2310", "USD"), cat=c)
    c = "bare"
    M("uber home ⟦26⟧", ("26", "USD"), cat=c)
    M("cups ⟦180⟧ log it", ("180", "USD"), cat=c)
    M("copay ⟦25⟧", ("25", "USD"), cat=c)
    M("bus pass ⟦20⟧", ("20", "USD"), cat=c)
    M("pho after shift ⟦16.75⟧", ("16.75", "USD"), cat=c)
    c = "beside-date"
    M("rent due 8/20 ⟦4,500⟧", ("4500", "USD"), cat=c)
    M("paid the 2 baristas on the 15th ⟦$1,850⟧", ("1850", "USD"), cat=c)
    M("thursday 8pm dinner out ⟦64⟧", ("64", "USD"), cat=c)
    M("starting 12/1 night diff is ⟦$6⟧ an hour", ("6", "USD"), cat=c)
    M("7/15 pension ⟦1,870⟧", ("1870", "USD"), cat=c)
    M("2am vending machine ⟦4.50⟧", ("4.5", "USD"), cat=c)
    c = "multi"
    M("takings ⟦2,140⟧ in, payroll ⟦1,850⟧ out", ("2140", "USD"), ("1850", "USD"), cat=c)
    M("refund ⟦$59⟧ came back, spent ⟦$128⟧ on new clogs", ("59", "USD"), ("128", "USD"), cat=c)
    M("eggs ⟦6⟧, lettuce ⟦3.50⟧, peaches ⟦8⟧", ("6", "USD"), ("3.5", "USD"), ("8", "USD"), cat=c)
    M("2 lattes ⟦11⟧ and 3 croissants ⟦12.75⟧", ("11", "USD"), ("12.75", "USD"), cat=c)
    M("pension ⟦1,870⟧ + social security ⟦2,310⟧", ("1870", "USD"), ("2310", "USD"), cat=c)
    c = "none"
    M("bed 3 moved to bed 5", cat=c)
    M("ordered 20 lbs of beans", cat=c)
    M("frank's bp was 140 over 90", cat=c)
    M("6 night shifts this month", cat=c)
    M("lucas got a 98 on his spelling test", cat=c)
