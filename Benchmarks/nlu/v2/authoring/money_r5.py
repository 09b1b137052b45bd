"""Round 5 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Numbers written every way: digits, Chinese
numerals, full-width digits, words; code-switching and unpunctuated (dictated) messages."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("修车花了⟦一千零五十⟧", ("1050", "CNY"), cat=c)
    M("收银找了我⟦八毛⟧", ("0.8", "CNY"), cat=c)
    M("那支口红⟦两百八⟧", ("280", "CNY"), cat=c)
    M("给侄子包了⟦六百六⟧的红包", ("660", "CNY"), cat=c)
    M("楼下咖啡⟦三十来块⟧一杯", ("30", "CNY"), cat=c, conv="approx")
    M("今年车险⟦四千出头⟧", ("4000", "CNY"), cat=c, conv="approx", unsure="出头 (a little over) read like 多: the stated number")
    M("房租收据上写着⟦叁仟贰佰元整⟧", ("3200", "CNY"), cat=c)
    c = "scale"
    M("年终奖⟦3.5w⟧", ("35000", "CNY"), cat=c)
    M("首付凑了⟦八十万⟧", ("800000", "CNY"), cat=c)
    M("车贷还剩⟦12万⟧", ("120000", "CNY"), cat=c)
    M("副业一个月⟦5k⟧左右", ("5000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("在新加坡吃海南鸡饭⟦6新币⟧", ("6", "SGD"), cat=c)
    M("巴黎买的包⟦1200欧⟧", ("1200", "EUR"), cat=c, conv="colloquial-currency")
    M("代购的维生素⟦35刀⟧", ("35", "USD"), cat=c)
    M("台北坐捷运⟦30台币⟧", ("30", "TWD"), cat=c)
    M("首尔买化妆品⟦15万韩元⟧", ("150000", "KRW"), cat=c)
    M("机场换了⟦500港币⟧", ("500", "HKD"), cat=c)
    M("普吉岛浮潜⟦1500泰铢⟧", ("1500", "THB"), cat=c)
    c = "format"
    M("午饭⟦３５元⟧", ("35", "CNY"), cat=c)
    M("订单实付⟦¥1,888.00⟧", ("1888", "CNY"), cat=c, conv="yen-sign-cny")
    M("报销单金额⟦RMB 560⟧", ("560", "CNY"), cat=c)
    M("水果店一共⟦１２８．５元⟧", ("128.5", "CNY"), cat=c)
    M("搬家公司报价⟦2 880元⟧", ("2880", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 coffee ⟦25⟧", ("25", "CNY"), cat=c)
    M("停车费⟦10⟧", ("10", "CNY"), cat=c)
    M("煎饼果子 ⟦7⟧", ("7", "CNY"), cat=c)
    M("水果⟦46.8⟧ 记账", ("46.8", "CNY"), cat=c)
    M("滴滴 ⟦23.5⟧", ("23.5", "CNY"), cat=c)
    c = "beside-date"
    M("2月29号买了束花⟦199⟧", ("199", "CNY"), cat=c)
    M("11.4交了物业费⟦680⟧", ("680", "CNY"), cat=c)
    M("早上6点打车去机场⟦85⟧", ("85", "CNY"), cat=c)
    M("12月29号晚上吃火锅⟦260⟧", ("260", "CNY"), cat=c)
    c = "multi"
    M("早饭⟦8⟧ 午饭⟦25⟧ 晚饭⟦40⟧", ("8", "CNY"), ("25", "CNY"), ("40", "CNY"), cat=c)
    M("咖啡⟦28⟧然后蛋糕⟦32⟧", ("28", "CNY"), ("32", "CNY"), cat=c)
    M("换了⟦200美元⟧花了⟦1450块⟧人民币", ("200", "USD"), ("1450", "CNY"), cat=c)
    c = "none"
    for text in ["快递单号7789012345", "血压一百三", "这次跑了十公里", "二号线换四号线"]:
        M(text, cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("the plumber charged ⟦a hundred and fifty bucks⟧", ("150", "USD"), cat=c)
    M("⟦fourteen ninety-nine⟧ for the phone case", ("14.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("the cab was ⟦roughly thirty dollars⟧", ("30", "USD"), cat=c, conv="approx")
    M("concert tickets were ⟦two hundred fifty dollars⟧", ("250", "USD"), cat=c)
    M("um I think it was ⟦about sixty bucks⟧", ("60", "USD"), cat=c, conv="approx")
    c = "scale"
    M("the deposit is ⟦$2.5k⟧", ("2500", "USD"), cat=c)
    M("the condo went for ⟦1.5 mil⟧", ("1500000", "USD"), cat=c)
    M("I owe my brother ⟦half a grand⟧", ("500", "USD"), cat=c)
    M("the new roof was ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("starting salary ⟦$40K⟧", ("40000", "USD"), cat=c)
    c = "currency"
    M("museum in Madrid, ⟦€12⟧", ("12", "EUR"), cat=c)
    M("fish and chips in Brighton ⟦£8.50⟧", ("8.5", "GBP"), cat=c)
    M("ramen in Kyoto was ⟦1,100 yen⟧", ("1100", "JPY"), cat=c)
    M("ferry in Vancouver, ⟦C$60⟧", ("60", "CAD"), cat=c)
    M("dim sum in Hong Kong, ⟦HK$300⟧", ("300", "HKD"), cat=c)
    M("fondue in Zurich, ⟦50 Swiss francs⟧", ("50", "CHF"), cat=c)
    M("tacos in Cancun, ⟦300 Mexican pesos⟧", ("300", "MXN"), cat=c)
    c = "format"
    M("total due ⟦$1,299.00⟧", ("1299", "USD"), cat=c)
    M("the invoice from Berlin says ⟦1.050,00 €⟧", ("1050", "EUR"), cat=c, conv="comma-decimal")
    M("the watch repair is ⟦CHF 1'800⟧", ("1800", "CHF"), cat=c, conv="swiss-apostrophe")
    M("subscription renewed at ⟦USD 45⟧", ("45", "USD"), cat=c)
    M("paid ⟦＄２５⟧ at the kiosk", ("25", "USD"), cat=c)
    c = "bare"
    M("coffee ⟦5⟧", ("5", "USD"), cat=c)
    M("lunch ⟦12.75⟧", ("12.75", "USD"), cat=c)
    M("uber ⟦18⟧", ("18", "USD"), cat=c)
    M("gas ⟦47⟧ log it", ("47", "USD"), cat=c)
    M("bagel ⟦3.25⟧", ("3.25", "USD"), cat=c)
    c = "beside-date"
    M("on 2/29 I paid ⟦$75⟧ for flowers", ("75", "USD"), cat=c)
    M("Nov 4: ⟦$680⟧ HOA dues", ("680", "USD"), cat=c)
    M("6am cab to JFK ⟦$62⟧", ("62", "USD"), cat=c)
    M("Dec 29, dinner with the in-laws ⟦$140⟧", ("140", "USD"), cat=c)
    c = "multi"
    M("coffee ⟦4⟧ bagel ⟦3⟧ cab ⟦15⟧", ("4", "USD"), ("3", "USD"), ("15", "USD"), cat=c)
    M("⟦$20⟧ in cash and ⟦€15⟧ on the card", ("20", "USD"), ("15", "EUR"), cat=c)
    M("rent ⟦$1,950⟧ plus utilities ⟦$180⟧", ("1950", "USD"), ("180", "USD"), cat=c)
    c = "none"
    for text in ["tracking number 7789012345", "my blood pressure was 130", "ran 10 miles today", "take the 2 to 96th Street"]:
        M(text, cat=c)
