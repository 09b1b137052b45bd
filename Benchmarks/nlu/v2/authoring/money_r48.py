"""Round 48 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a university lecturer who supervises theses
(conference fees, flights and hotels paid, reimbursements coming in), a single mother who drives for a ride-hailing
app at night (weekly payouts, fuel, car washes, swimming lessons) and a family hosting relatives for the holidays
(groceries bought in bulk, red envelopes given and received, a reunion dinner booked with a deposit) type them in a
budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands
separators, deposits and balances, other currencies, and rows with no money (order numbers, kg, ride counts, miles,
flight and tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("给侄子的红包包了⟦八百八⟧", ("880", "CNY"), cat=c)
    M("加满一箱油⟦三百二十块五⟧", ("320.5", "CNY"), cat=c)
    M("洗车⟦三十来块⟧", ("30", "CNY"), cat=c, conv="approx")
    M("会议注册费⟦一千二⟧", ("1200", "CNY"), cat=c)
    M("年夜饭订金⟦两千左右⟧", ("2000", "CNY"), cat=c, conv="approx")
    M("过桥费⟦七块⟧ 停车⟦十五块⟧", ("7", "CNY"), ("15", "CNY"), cat=c)
    c = "scale"
    M("这周平台结了⟦3千4⟧", ("3400", "CNY"), cat=c)
    M("过年前后估计花了⟦2万多⟧", ("20000", "CNY"), cat=c, conv="approx", unsure="2万多 read as approx: the stated number")
    M("课题经费到了⟦15万⟧", ("150000", "CNY"), cat=c)
    M("报销的差旅费⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("收的红包一共⟦六千六⟧", ("6600", "CNY"), cat=c)
    c = "currency"
    M("东京开会的酒店 ⟦42000日元⟧", ("42000", "JPY"), cat=c)
    M("国际会议注册费 ⟦380美元⟧", ("380", "USD"), cat=c)
    M("表哥从香港带的红包 ⟦500港币⟧", ("500", "HKD"), cat=c)
    M("新加坡回来的小姨给孩子 ⟦100新币⟧", ("100", "SGD"), cat=c)
    M("巴黎的会务费 ⟦260欧⟧", ("260", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("机票 ⟦¥1,860⟧", ("1860", "CNY"), cat=c, conv="yen-sign-cny")
    M("年夜饭定金 ⟦RMB 1000⟧ 尾款 ⟦RMB 2,680⟧", ("1000", "CNY"), ("2680", "CNY"), cat=c)
    M("卡里余额 ⟦￥4,326.80⟧", ("4326.8", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外期刊版面费 ⟦US$ 1,500⟧", ("1500", "USD"), cat=c)
    M("信用卡还了 ⟦12 500元⟧", ("12500", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("洗了个车⟦35⟧", ("35", "CNY"), cat=c)
    M("记一笔 春联⟦28⟧", ("28", "CNY"), cat=c)
    M("回老家高铁票⟦553⟧", ("553", "CNY"), cat=c)
    M("游泳课⟦1680⟧", ("1680", "CNY"), cat=c)
    M("瓜子花生⟦96⟧", ("96", "CNY"), cat=c)
    c = "beside-date"
    M("2月3号 加油⟦300⟧", ("300", "CNY"), cat=c)
    M("礼拜四 平台到账⟦3260⟧", ("3260", "CNY"), cat=c)
    M("小年那天买的年货⟦1460⟧", ("1460", "CNY"), cat=c)
    M("11.22 酒店⟦688⟧", ("688", "CNY"), cat=c)
    M("上周日 洗车⟦40⟧", ("40", "CNY"), cat=c)
    c = "multi"
    M("机票⟦1860⟧ 酒店三晚⟦1350⟧ 打车⟦86⟧", ("1860", "CNY"), ("1350", "CNY"), ("86", "CNY"), cat=c)
    M("给了六个红包 每个⟦200⟧ 一共⟦1200⟧", ("200", "CNY"), ("1200", "CNY"), cat=c)
    M("大姑给⟦500⟧ 舅舅给⟦600⟧ 二姨给⟦400⟧", ("500", "CNY"), ("600", "CNY"), ("400", "CNY"), cat=c)
    M("汽油⟦280⟧ 洗车⟦35⟧", ("280", "CNY"), ("35", "CNY"), cat=c)
    M("车厘子两箱 一箱⟦268⟧", ("268", "CNY"), cat=c)
    c = "none"
    M("这周跑了126单", cat=c)
    M("买了10斤排骨 5斤牛肉", cat=c)
    M("航班号 CA1532 晚点了", cat=c)
    M("订单号 DD20620208 开发票用", cat=c)
    M("快递单号 YT8812345670 年货到了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("conference registration ⟦four hundred fifty⟧", ("450", "USD"), cat=c)
    M("filled up ⟦about 55 bucks⟧", ("55", "USD"), cat=c, conv="approx")
    M("car wash ⟦$18 and change⟧", ("18", "USD"), cat=c, conv="approx")
    M("gave my nephew ⟦fifty dollars⟧", ("50", "USD"), cat=c)
    M("pies from the bakery ⟦twenty-four ninety-nine⟧", ("24.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("toll ⟦6.80⟧ each way", ("6.8", "USD"), cat=c)
    c = "scale"
    M("weekly payout ⟦1.2k⟧", ("1200", "USD"), cat=c)
    M("grant came through ⟦$85k⟧", ("85000", "USD"), cat=c)
    M("the holidays ran us ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("travel reimbursement ⟦roughly 2k⟧", ("2000", "USD"), cat=c, conv="approx")
    M("grocery budget ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("hotel in montreal ⟦C$412⟧", ("412", "CAD"), cat=c)
    M("conference fee in berlin ⟦€390⟧", ("390", "EUR"), cat=c)
    M("train in london ⟦£46⟧", ("46", "GBP"), cat=c)
    M("cousin sent a gift ⟦A$150⟧", ("150", "AUD"), cat=c)
    M("hotel in zurich ⟦CHF 1'080⟧", ("1080", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "format"
    M("flights for the conference ⟦$1,284.60⟧", ("1284.6", "USD"), cat=c)
    M("restaurant deposit ⟦US$ 200⟧ balance ⟦US$ 640⟧", ("200", "USD"), ("640", "USD"), cat=c)
    M("checking balance ⟦$2,917.43⟧", ("2917.43", "USD"), cat=c)
    M("reimbursement ⟦USD 732⟧", ("732", "USD"), cat=c)
    M("costco haul ⟦$386.12⟧", ("386.12", "USD"), cat=c)
    c = "bare"
    M("car wash ⟦14⟧", ("14", "USD"), cat=c)
    M("gas at the shell ⟦48⟧", ("48", "USD"), cat=c)
    M("parking at the airport ⟦32⟧", ("32", "USD"), cat=c)
    M("swim lessons ⟦120⟧", ("120", "USD"), cat=c)
    M("cranberries and stuffing ⟦23⟧", ("23", "USD"), cat=c)
    c = "beside-date"
    M("2/3 gas ⟦$52⟧", ("52", "USD"), cat=c)
    M("thurs payout ⟦940⟧", ("940", "USD"), cat=c)
    M("black friday tv ⟦399⟧", ("399", "USD"), cat=c)
    M("nov 22 hotel ⟦$219⟧", ("219", "USD"), cat=c)
    M("last sun car wash ⟦12⟧", ("12", "USD"), cat=c)
    c = "multi"
    M("flight ⟦412⟧ hotel ⟦389⟧ uber ⟦37⟧", ("412", "USD"), ("389", "USD"), ("37", "USD"), cat=c)
    M("5 cards for the kids at ⟦$20⟧ each, ⟦$100⟧ total", ("20", "USD"), ("100", "USD"), cat=c)
    M("aunt rose gave ⟦$50⟧, uncle joe ⟦$75⟧, grandpa ⟦$100⟧", ("50", "USD"), ("75", "USD"), ("100", "USD"), cat=c)
    M("gas ⟦45⟧, wash ⟦14⟧", ("45", "USD"), ("14", "USD"), cat=c)
    M("3 turkeys at ⟦$38⟧ a piece", ("38", "USD"), cat=c)
    c = "none"
    M("41 rides this week", cat=c)
    M("bought 20 lb of potatoes", cat=c)
    M("flight UA 1187 delayed again", cat=c)
    M("order #448120 for the rental van", cat=c)
    M("tracking 1Z 999 AA1 0123 4567 84", cat=c)
