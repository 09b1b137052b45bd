"""Round 9 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts the way people write them in a ledger chat:
with and without a currency, before and after the item, spoken forms (三块五, 两百八, 一千二, "twelve fifty", "a
hundred and five bucks"), k / 万 / grand, cents, foreign currencies, and several numbers where only some are money."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("早饭⟦三块五⟧", ("3.5", "CNY"), cat=c)
    M("剪头发⟦两百八⟧ 有点贵", ("280", "CNY"), cat=c)
    M("新耳机⟦一千二⟧到手了", ("1200", "CNY"), cat=c)
    M("菜市场买菜花了⟦六十八块八⟧", ("68.8", "CNY"), cat=c)
    M("停车场收了⟦十五块零五毛⟧", ("15.5", "CNY"), cat=c)
    M("给孩子买文具 ⟦三十来块⟧", ("30", "CNY"), cat=c, conv="approx")
    M("矿泉水⟦两块五⟧一瓶", ("2.5", "CNY"), cat=c)
    M("话费充了⟦五十块钱⟧", ("50", "CNY"), cat=c)
    M("水果店 ⟦二十八块八毛⟧", ("28.8", "CNY"), cat=c)
    c = "scale"
    M("今年年终奖⟦两万五⟧", ("25000", "CNY"), cat=c)
    M("装修预算⟦15w⟧左右", ("150000", "CNY"), cat=c)
    M("首付攒了⟦80万⟧了", ("800000", "CNY"), cat=c)
    M("换车大概要⟦二十来万⟧", ("200000", "CNY"), cat=c, conv="approx")
    M("新工作月薪⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("房贷一共⟦一百二十万⟧", ("1200000", "CNY"), cat=c)
    c = "currency"
    M("在日本买的相机⟦五万日元⟧", ("50000", "JPY"), cat=c)
    M("首尔吃烤肉⟦3万韩元⟧", ("30000", "KRW"), cat=c)
    M("清迈按摩⟦400泰铢⟧", ("400", "THB"), cat=c)
    M("代购的包⟦1200欧元⟧", ("1200", "EUR"), cat=c)
    M("给美国同事寄礼物花了⟦60美金⟧", ("60", "USD"), cat=c)
    M("澳门买葡挞 ⟦澳门币20⟧", ("20", "MOP"), cat=c)
    M("女儿在多伦多的学费⟦两万加币⟧", ("20000", "CAD"), cat=c)
    M("伦敦打车⟦二十镑⟧", ("20", "GBP"), cat=c, conv="colloquial-currency")
    c = "format"
    M("这个月电费⟦¥236.50⟧", ("236.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("补习班学费⟦12,800元⟧", ("12800", "CNY"), cat=c)
    M("车险续了 ⟦￥4 500⟧", ("4500", "CNY"), cat=c, conv=["yen-sign-cny", "space-thousands"])
    M("租房押金⟦RMB 3000⟧", ("3000", "CNY"), cat=c)
    M("报销单上写的⟦贰仟叁佰元⟧", ("2300", "CNY"), cat=c)
    c = "bare"
    M("午饭 ⟦32⟧", ("32", "CNY"), cat=c)
    M("打车⟦27⟧ 记上", ("27", "CNY"), cat=c)
    M("记一笔 超市 ⟦156⟧", ("156", "CNY"), cat=c)
    M("⟦45⟧ 洗车", ("45", "CNY"), cat=c)
    M("帮我记下 药店⟦88⟧", ("88", "CNY"), cat=c)
    c = "beside-date"
    M("12月1号交物业费⟦680⟧", ("680", "CNY"), cat=c)
    M("5.1去千岛湖 门票⟦150⟧", ("150", "CNY"), cat=c)
    M("下午3点半打车⟦38⟧", ("38", "CNY"), cat=c)
    M("20号发的工资⟦8500⟧", ("8500", "CNY"), cat=c)
    M("双十二买了个吸尘器⟦899⟧", ("899", "CNY"), cat=c)
    c = "multi"
    M("午饭⟦25⟧ 晚饭⟦68⟧", ("25", "CNY"), ("68", "CNY"), cat=c)
    M("三个人吃饭一共⟦360⟧ 我出了⟦120⟧", ("360", "CNY"), ("120", "CNY"), cat=c)
    M("叫了2份外卖 一共⟦76⟧ 订单尾号8823", ("76", "CNY"), cat=c)
    M("买了3斤车厘子 花了⟦一百二⟧", ("120", "CNY"), cat=c)
    c = "none"
    M("我的手机尾号是6688", cat=c)
    M("这个房间能住4个人", cat=c)
    M("这个月体重降了5公斤", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("lunch was ⟦twelve fifty⟧", ("12.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("⟦a hundred and five bucks⟧ to rotate the tires", ("105", "USD"), cat=c)
    M("coffee was ⟦5 bucks and change⟧", ("5", "USD"), cat=c, conv="approx")
    M("filled up the car for ⟦around sixty bucks⟧", ("60", "USD"), cat=c, conv="approx")
    M("haircut ⟦thirty-five dollars⟧", ("35", "USD"), cat=c)
    M("the sitter was ⟦eighty dollars⟧ tonight", ("80", "USD"), cat=c)
    M("⟦nineteen ninety-nine⟧ for the phone case", ("19.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("paid ⟦two hundred and forty dollars⟧ for the car seat", ("240", "USD"), cat=c)
    c = "scale"
    M("the signing bonus is ⟦5k⟧", ("5000", "USD"), cat=c)
    M("⟦two grand⟧ for the security deposit", ("2000", "USD"), cat=c)
    M("⟦1.5k⟧ for the new couch", ("1500", "USD"), cat=c)
    M("the house down the street went for ⟦1.2 million⟧", ("1200000", "USD"), cat=c)
    M("they raised a ⟦$3.5M⟧ seed round", ("3500000", "USD"), cat=c)
    M("we still owe ⟦$250k⟧ on the mortgage", ("250000", "USD"), cat=c)
    c = "currency"
    M("dinner in Paris ⟦€86⟧", ("86", "EUR"), cat=c)
    M("⟦£12⟧ for the cab to Paddington", ("12", "GBP"), cat=c)
    M("ramen in Osaka ⟦3000 yen⟧", ("3000", "JPY"), cat=c)
    M("parking in Toronto ⟦CA$45⟧", ("45", "CAD"), cat=c)
    M("⟦200 baht⟧ for a foot massage", ("200", "THB"), cat=c)
    M("the train up the mountain was ⟦50 Swiss francs⟧", ("50", "CHF"), cat=c)
    M("dim sum in Kowloon ⟦HK$120⟧", ("120", "HKD"), cat=c)
    M("⟦1500 rupees⟧ for the driver in Jaipur", ("1500", "INR"), cat=c)
    c = "format"
    M("the laptop was ⟦$1,249.99⟧", ("1249.99", "USD"), cat=c)
    M("flights came to ⟦€1.299,00⟧", ("1299", "EUR"), cat=c, conv="comma-decimal")
    M("deposit on the Zurich flat ⟦CHF 1'250⟧", ("1250", "CHF"), cat=c, conv="swiss-apostrophe")
    M("conference fee ⟦USD 75⟧", ("75", "USD"), cat=c)
    M("bought the app for ⟦$0.99⟧", ("0.99", "USD"), cat=c)
    c = "bare"
    M("parking ⟦18⟧", ("18", "USD"), cat=c)
    M("groceries ⟦143.20⟧", ("143.2", "USD"), cat=c)
    M("uber home ⟦23⟧", ("23", "USD"), cat=c)
    M("log ⟦60⟧ for the gym", ("60", "USD"), cat=c)
    M("⟦9⟧ for the car wash", ("9", "USD"), cat=c)
    c = "beside-date"
    M("paid ⟦$1,850⟧ rent on 12/1", ("1850", "USD"), cat=c)
    M("the 3pm spin class was ⟦$25⟧", ("25", "USD"), cat=c)
    M("on May 5th we spent ⟦$90⟧ on tacos", ("90", "USD"), cat=c)
    M("spent ⟦40⟧ at the market on friday", ("40", "USD"), cat=c)
    M("the flight on 6/12 cost ⟦$320⟧", ("320", "USD"), cat=c)
    c = "multi"
    M("tickets were ⟦$45⟧ each for the 3 of us", ("45", "USD"), cat=c)
    M("dinner ⟦$120⟧ plus a ⟦$24⟧ tip", ("120", "USD"), ("24", "USD"), cat=c)
    M("coffee ⟦4.50⟧ and a muffin ⟦3.25⟧", ("4.5", "USD"), ("3.25", "USD"), cat=c)
    M("called 555-0134 about the ⟦$60⟧ refund", ("60", "USD"), cat=c)
    M("room 212, ⟦$189⟧ a night, 2 nights", ("189", "USD"), cat=c)
    c = "none"
    M("I ran a 10k this morning", cat=c)
    M("my kid got a 95 on the spelling test", cat=c)
    M("order #48213 shipped today", cat=c)
    M("grabbed a 20-pound bag of dog food", cat=c)
