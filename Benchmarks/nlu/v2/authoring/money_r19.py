"""Round 19 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a new graduate moving to another city
(押一付三 deposits and rent, the agent's fee, movers, train tickets, the medical, the first salary), a small orchard
and vegetable farmer (market sales, buyers' payments, fertiliser and sprays, day labourers, tractor repairs) and a
consultant who travels every week (flights, hotels, taxis, per-diem meals, reimbursements, foreign currencies) type
them in a budget chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("房租一个月⟦两千八⟧", ("2800", "CNY"), cat=c)
    M("中介费收了⟦一千五百块⟧", ("1500", "CNY"), cat=c)
    M("搬家公司要⟦六百来块⟧", ("600", "CNY"), cat=c, conv="approx")
    M("一斤苹果卖⟦三块五⟧", ("3.5", "CNY"), cat=c)
    M("打车回酒店⟦四十六块八⟧", ("46.8", "CNY"), cat=c)
    M("雇工一天⟦一百五⟧", ("150", "CNY"), cat=c)
    c = "scale"
    M("第一个月工资到手⟦9k⟧", ("9000", "CNY"), cat=c)
    M("今年果园毛收入⟦12万⟧", ("120000", "CNY"), cat=c)
    M("收购商一次结了⟦3万6⟧", ("36000", "CNY"), cat=c)
    M("这趟出差报销⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("拖拉机大修报价⟦八千五⟧", ("8500", "CNY"), cat=c)
    c = "currency"
    M("东京的酒店一晚⟦18000日元⟧", ("18000", "JPY"), cat=c)
    M("新加坡打车⟦32新币⟧", ("32", "SGD"), cat=c)
    M("伦敦吃了顿饭⟦45英镑⟧", ("45", "GBP"), cat=c)
    M("法兰克福机场买了瓶水 ⟦3.5欧⟧", ("3.5", "EUR"), cat=c, conv="colloquial-currency")
    M("香港客户餐费⟦港币860⟧", ("860", "HKD"), cat=c)
    c = "format"
    M("押一付三 一共⟦¥11,200⟧", ("11200", "CNY"), cat=c, conv="yen-sign-cny")
    M("机票发票 ⟦RMB 2,368.00⟧", ("2368", "CNY"), cat=c)
    M("化肥款 ⟦￥4,650⟧", ("4650", "CNY"), cat=c, conv="yen-sign-cny")
    M("体检费 ⟦368.00元⟧", ("368", "CNY"), cat=c)
    M("酒店三晚 ⟦1 260元⟧", ("1260", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("高铁票⟦553⟧", ("553", "CNY"), cat=c)
    M("记一下 农药⟦286⟧", ("286", "CNY"), cat=c)
    M("午饭餐补⟦60⟧", ("60", "CNY"), cat=c)
    M("纸箱⟦45⟧", ("45", "CNY"), cat=c)
    M("赶集摊位费⟦20⟧", ("20", "CNY"), cat=c)
    c = "beside-date"
    M("10月9号 卖梨⟦1860⟧", ("1860", "CNY"), cat=c)
    M("周五打车去机场⟦128⟧", ("128", "CNY"), cat=c)
    M("4.30 交房租⟦2800⟧", ("2800", "CNY"), cat=c)
    M("昨天雇了三个工 ⟦450⟧", ("450", "CNY"), cat=c)
    M("3月8号 报销到账⟦3420⟧", ("3420", "CNY"), cat=c)
    c = "multi"
    M("押金⟦2800⟧ 房租⟦8400⟧ 中介⟦1400⟧", ("2800", "CNY"), ("8400", "CNY"), ("1400", "CNY"), cat=c)
    M("机票⟦1280⟧ 酒店⟦960⟧ 打车⟦214⟧", ("1280", "CNY"), ("960", "CNY"), ("214", "CNY"), cat=c)
    M("三个工一人⟦150⟧ 一共⟦450⟧", ("150", "CNY"), ("450", "CNY"), cat=c)
    M("卖菜收了⟦680⟧ 买种子花了⟦95⟧", ("680", "CNY"), ("95", "CNY"), cat=c)
    M("工资⟦9200⟧ 扣完社保到手⟦7860⟧", ("9200", "CNY"), ("7860", "CNY"), cat=c)
    c = "none"
    M("高铁G1375 7车12F", cat=c)
    M("这筐苹果38斤", cat=c)
    M("复合肥买了20袋", cat=c)
    M("订单号 4400183726915", cat=c)
    M("房子68平 在12楼", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("rent is ⟦fourteen hundred⟧ a month", ("1400", "USD"), cat=c)
    M("movers quoted ⟦about 600 bucks⟧", ("600", "USD"), cat=c, conv="approx")
    M("apples ⟦two fifty⟧ a pound", ("2.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("cab to the hotel ⟦$38 and change⟧", ("38", "USD"), cat=c, conv="approx")
    M("day labor ⟦a hundred twenty bucks⟧ per guy", ("120", "USD"), cat=c)
    M("honey ⟦twelve ninety-nine⟧ a jar", ("12.99", "USD"), cat=c, conv="dollars-cents-pair")
    c = "scale"
    M("first paycheck ⟦3.2k⟧", ("3200", "USD"), cat=c)
    M("orchard grossed ⟦48 grand⟧ this year", ("48000", "USD"), cat=c)
    M("the buyer paid ⟦$6.5K⟧ for the lot", ("6500", "USD"), cat=c)
    M("q1 travel reimbursements ⟦11k⟧", ("11000", "USD"), cat=c)
    M("tractor rebuild ⟦half a grand⟧ just for parts", ("500", "USD"), cat=c)
    c = "currency"
    M("tokyo hotel ⟦¥18,000⟧ a night", ("18000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="¥ reads CNY by the corpus rule even for a Tokyo hotel")
    M("taxi in singapore ⟦S$32⟧", ("32", "SGD"), cat=c)
    M("dinner in london ⟦£45⟧", ("45", "GBP"), cat=c)
    M("water at frankfurt airport ⟦€3.50⟧", ("3.5", "EUR"), cat=c)
    M("toronto client lunch ⟦C$86⟧", ("86", "CAD"), cat=c)
    c = "format"
    M("first + last + deposit ⟦$4,200⟧", ("4200", "USD"), cat=c)
    M("flight invoice ⟦USD 612.40⟧", ("612.4", "USD"), cat=c)
    M("fertilizer bill ⟦$1,865.00⟧", ("1865", "USD"), cat=c)
    M("hotel folio ⟦US$ 987.30⟧", ("987.3", "USD"), cat=c)
    M("physical copay ⟦$25.00⟧", ("25", "USD"), cat=c)
    c = "bare"
    M("amtrak ⟦89⟧", ("89", "USD"), cat=c)
    M("log spray ⟦64⟧", ("64", "USD"), cat=c)
    M("per diem lunch ⟦22⟧", ("22", "USD"), cat=c)
    M("market booth fee ⟦35⟧", ("35", "USD"), cat=c)
    M("boxes ⟦18.75⟧", ("18.75", "USD"), cat=c)
    c = "beside-date"
    M("10/9 pear sales ⟦$410⟧", ("410", "USD"), cat=c)
    M("fri uber to the airport ⟦46⟧", ("46", "USD"), cat=c)
    M("4/30 rent ⟦1400⟧", ("1400", "USD"), cat=c)
    M("3 pickers yesterday ⟦$360⟧", ("360", "USD"), cat=c)
    M("mar 8 reimbursement came in ⟦$842⟧", ("842", "USD"), cat=c)
    c = "multi"
    M("deposit ⟦1400⟧ first month ⟦1400⟧ broker fee ⟦700⟧", ("1400", "USD"), ("1400", "USD"), ("700", "USD"), cat=c)
    M("flight ⟦$412⟧ hotel ⟦$630⟧ cabs ⟦$74⟧", ("412", "USD"), ("630", "USD"), ("74", "USD"), cat=c)
    M("3 pickers at ⟦$120⟧ each, ⟦$360⟧ total", ("120", "USD"), ("360", "USD"), cat=c)
    M("made ⟦$540⟧ at the market, spent ⟦$35⟧ on the booth", ("540", "USD"), ("35", "USD"), cat=c)
    M("gross ⟦$4,800⟧, take-home ⟦$3,460⟧", ("4800", "USD"), ("3460", "USD"), cat=c)
    c = "none"
    M("amtrak 2151 car 4 seat 12A", cat=c)
    M("this crate is 38 lbs", cat=c)
    M("bought 20 bags of 10-10-10", cat=c)
    M("confirmation 4400183726915", cat=c)
    M("apt is 680 sq ft on the 12th floor", cat=c)
