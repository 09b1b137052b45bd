"""Round 28 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a couple who run a small countryside
guesthouse (房费 / room money per night, 定金 and 尾款 / deposits and balances from guests, platform commission,
cleaning and laundry, supplies bought in town, a cancellation refunded), a city bus driver who coaches a children's
football team on weekends (队费 / team fees from parents, jerseys and balls, a tournament entry, a team dinner) and a man
recovering from knee surgery (复健 / physio sessions, 复诊 copays, medicine, insurance reimbursements, a knee brace, his
daughter's train ticket) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order and tracking numbers, room numbers, weights, reps, jersey numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("大床房一晚⟦三百八⟧", ("380", "CNY"), cat=c)
    M("镇上买了两袋米⟦一百二十块五⟧", ("120.5", "CNY"), cat=c)
    M("复健一次自费⟦一百五⟧", ("150", "CNY"), cat=c)
    M("给球队买了一箱水⟦四十来块⟧", ("40", "CNY"), cat=c, conv="approx")
    M("布草洗了一车 ⟦两千零六⟧", ("2006", "CNY"), cat=c)
    c = "scale"
    M("这个月房费一共收了⟦4.6万⟧", ("46000", "CNY"), cat=c)
    M("民宿装修贷款还剩⟦二十三万⟧", ("230000", "CNY"), cat=c)
    M("手术住院总共花了⟦6.8w⟧ 医保报了⟦4万2⟧", ("68000", "CNY"), ("42000", "CNY"), cat=c)
    M("队费今年收了⟦1万1⟧", ("11000", "CNY"), cat=c)
    M("包场团建的定金⟦1.5万⟧", ("15000", "CNY"), cat=c)
    c = "currency"
    M("日本客人付了⟦三万五千日元⟧", ("35000", "JPY"), cat=c)
    M("香港客人转的⟦港币2000⟧", ("2000", "HKD"), cat=c)
    M("韩国客人给的⟦十万韩元⟧ 当小费", ("100000", "KRW"), cat=c)
    M("女儿从新加坡带的护膝⟦85新币⟧", ("85", "SGD"), cat=c)
    M("德国客人的房费⟦320欧⟧", ("320", "EUR"), cat=c, conv="colloquial-currency")
    M("平台结算用的美金 ⟦460美元⟧", ("460", "USD"), cat=c)
    c = "format"
    M("4月的房全包了 定金 ⟦¥8,800⟧", ("8800", "CNY"), cat=c, conv="yen-sign-cny")
    M("保险理赔到账 ⟦RMB 18,350.00⟧", ("18350", "CNY"), cat=c)
    M("海外平台佣金 ⟦US$ 96.40⟧", ("96.4", "USD"), cat=c)
    M("锦标赛报名费 ⟦￥1,200⟧", ("1200", "CNY"), cat=c, conv="yen-sign-cny")
    M("民宿年流水 ⟦386 000元⟧", ("386000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 床单⟦680⟧", ("680", "CNY"), cat=c)
    M("止痛药⟦46⟧", ("46", "CNY"), cat=c)
    M("球衣 ⟦1320⟧", ("1320", "CNY"), cat=c)
    M("退了客人定金 ⟦500⟧", ("500", "CNY"), cat=c)
    c = "beside-date"
    M("2月28号 收了王姐的尾款⟦1680⟧", ("1680", "CNY"), cat=c)
    M("周三 复诊挂号⟦30⟧", ("30", "CNY"), cat=c)
    M("6.18 抢的护膝⟦239⟧", ("239", "CNY"), cat=c)
    M("平安夜 客人订了烤全羊⟦1288⟧", ("1288", "CNY"), cat=c)
    M("上礼拜四 换班请老刘吃饭⟦96⟧", ("96", "CNY"), cat=c)
    c = "multi"
    M("定金⟦500⟧ 尾款⟦1340⟧ 三晚一共⟦1840⟧", ("500", "CNY"), ("1340", "CNY"), ("1840", "CNY"), cat=c)
    M("18个孩子 每人队费⟦300⟧", ("300", "CNY"), cat=c)
    M("球衣⟦1320⟧ 球⟦480⟧ 护腿板⟦360⟧", ("1320", "CNY"), ("480", "CNY"), ("360", "CNY"), cat=c)
    M("复健⟦150⟧一次 一周三次 这周⟦450⟧", ("150", "CNY"), ("450", "CNY"), cat=c)
    M("这单⟦1700⟧ 平台抽成⟦255⟧", ("1700", "CNY"), ("255", "CNY"), cat=c)
    c = "none"
    M("订单号 2048022912345 客人已入住", cat=c)
    M("3号房 住了4个人 多加一张床", cat=c)
    M("今天腿举做了3组 每组15个", cat=c)
    M("10号球衣给小宇 7号给阿杰", cat=c)
    M("买了25公斤的米 10斤鸡蛋", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("queen room is ⟦a hundred forty⟧ a night", ("140", "USD"), cat=c)
    M("groceries in town ⟦about ninety bucks⟧", ("90", "USD"), cat=c, conv="approx")
    M("copay for physio ⟦twenty-five dollars⟧", ("25", "USD"), cat=c)
    M("pizza for the whole team ⟦sixty-two fifty⟧", ("62.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("laundromat ate ⟦$40 and change⟧", ("40", "USD"), cat=c, conv="approx")
    c = "scale"
    M("surgery bill was ⟦42k⟧, insurance covered ⟦36k⟧", ("42000", "USD"), ("36000", "USD"), cat=c)
    M("bookings brought in ⟦11.5K⟧ this season", ("11500", "USD"), cat=c)
    M("new roof on the cottage ⟦eight grand⟧", ("8000", "USD"), cat=c)
    M("guesthouse appraised at ⟦1.1 million⟧", ("1100000", "USD"), cat=c)
    M("league gave us ⟦half a grand⟧ for gear", ("500", "USD"), cat=c)
    c = "currency"
    M("german couple paid in cash, ⟦€300⟧", ("300", "EUR"), cat=c)
    M("british guest left a ⟦£20⟧ tip", ("20", "GBP"), cat=c)
    M("quebec family's deposit ⟦C$250⟧", ("250", "CAD"), cat=c)
    M("japanese guests paid ⟦30,000 yen⟧", ("30000", "JPY"), cat=c)
    M("swiss hikers paid ⟦CHF 1'250⟧ for the week", ("1250", "CHF"), cat=c, conv="swiss-apostrophe")
    M("australian guest ⟦A$180⟧ through the app", ("180", "AUD"), cat=c)
    c = "format"
    M("deposit for the whole house in april ⟦$1,800.00⟧", ("1800", "USD"), cat=c)
    M("insurance reimbursement ⟦US$ 2,346.75⟧", ("2346.75", "USD"), cat=c)
    M("platform commission ⟦USD 84.60⟧", ("84.6", "USD"), cat=c)
    M("tournament entry ⟦$275⟧ for 2 days", ("275", "USD"), cat=c)
    M("season total ⟦$3,412.18⟧", ("3412.18", "USD"), cat=c)
    c = "bare"
    M("sheets ⟦214⟧", ("214", "USD"), cat=c)
    M("ibuprofen ⟦11.49⟧", ("11.49", "USD"), cat=c)
    M("jerseys ⟦396⟧", ("396", "USD"), cat=c)
    M("refunded the cancellation ⟦150⟧", ("150", "USD"), cat=c)
    c = "beside-date"
    M("feb 28 got the balance from the lees ⟦$420⟧", ("420", "USD"), cat=c)
    M("wed follow-up copay ⟦$30⟧", ("30", "USD"), cat=c)
    M("12/24 firewood for the guests ⟦$65⟧", ("65", "USD"), cat=c)
    M("6/18 knee brace on sale ⟦$39.99⟧", ("39.99", "USD"), cat=c)
    M("last thurs bought dave lunch for swapping ⟦$18⟧", ("18", "USD"), cat=c)
    c = "multi"
    M("deposit ⟦$100⟧, balance ⟦$320⟧, 3 nights ⟦$420⟧ total", ("100", "USD"), ("320", "USD"), ("420", "USD"), cat=c)
    M("16 kids at ⟦$75⟧ each for the season", ("75", "USD"), cat=c)
    M("jerseys ⟦$396⟧, balls ⟦$120⟧, cones ⟦$28⟧", ("396", "USD"), ("120", "USD"), ("28", "USD"), cat=c)
    M("physio ⟦$25⟧ a visit, 3x a week, ⟦$75⟧ this week", ("25", "USD"), ("75", "USD"), cat=c)
    M("my daughter's train ⟦$64⟧ each way, ⟦$128⟧ round trip", ("64", "USD"), ("128", "USD"), cat=c)
    c = "none"
    M("booking ref HX20480229 checked in", cat=c)
    M("room 3 has 4 people, added a cot", cat=c)
    M("3 sets of 15 leg raises today", cat=c)
    M("#10 jersey goes to max, #7 to leo", cat=c)
    M("bought a 25 lb bag of rice and 5 dozen eggs", cat=c)
