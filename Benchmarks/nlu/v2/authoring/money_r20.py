"""Round 20 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a musician in a gigging band who also busks
(演出费 and gig fees, merch sales, rehearsal rooms by the hour, studio time, van rental, strings and gear, festival
passes abroad), new parents with a baby (月嫂 paid monthly, 奶粉 and 尿不湿, 产检 and vaccinations, the 满月酒 deposit
and balance, grandparents' 红包) and a dog walker and pet sitter (Venmo and 微信转账 from clients, walks by count, overnight
sits, dog food and treats, vet bills) type them in a budget chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("月嫂一个月⟦一万二⟧", ("12000", "CNY"), cat=c)
    M("排练室一小时⟦八十块⟧", ("80", "CNY"), cat=c)
    M("一套琴弦⟦九十来块⟧", ("90", "CNY"), cat=c, conv="approx")
    M("遛一次狗收⟦四十五⟧", ("45", "CNY"), cat=c)
    M("一包尿不湿⟦七十九块九⟧", ("79.9", "CNY"), cat=c)
    M("街头卖唱今天收了⟦三百二⟧", ("320", "CNY"), cat=c)
    c = "scale"
    M("这场音乐节演出费⟦1.5万⟧", ("15000", "CNY"), cat=c)
    M("月嫂26天⟦1w3⟧", ("13000", "CNY"), cat=c)
    M("录音棚包一天⟦3k⟧", ("3000", "CNY"), cat=c)
    M("满月酒下来花了⟦两万左右⟧", ("20000", "CNY"), cat=c, conv="approx")
    M("今年遛狗一共挣了⟦6万8⟧", ("68000", "CNY"), cat=c)
    c = "currency"
    M("去东京音乐节 通票⟦22000日元⟧", ("22000", "JPY"), cat=c)
    M("海淘的德国奶粉⟦28欧元⟧一罐", ("28", "EUR"), cat=c)
    M("在首尔演出一场⟦80万韩元⟧", ("800000", "KRW"), cat=c)
    M("香港livehouse演出费⟦港币5000⟧", ("5000", "HKD"), cat=c)
    M("曼谷街头卖唱收了⟦1200泰铢⟧", ("1200", "THB"), cat=c)
    c = "format"
    M("月嫂工资 ⟦¥12,000⟧", ("12000", "CNY"), cat=c, conv="yen-sign-cny")
    M("租车押金 ⟦RMB 3,000⟧", ("3000", "CNY"), cat=c)
    M("宠物医院账单 ⟦￥1,286.50⟧", ("1286.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("产检费用 ⟦436.00元⟧", ("436", "CNY"), cat=c)
    M("满月酒定金 ⟦2 000元⟧", ("2000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("狗粮⟦268⟧", ("268", "CNY"), cat=c)
    M("记一下 琴弦⟦95⟧", ("95", "CNY"), cat=c)
    M("尿不湿⟦159⟧", ("159", "CNY"), cat=c)
    M("周边T恤卖了⟦880⟧", ("880", "CNY"), cat=c)
    c = "beside-date"
    M("2月29号 演出费⟦1800⟧", ("1800", "CNY"), cat=c)
    M("周六遛狗微信转账⟦240⟧", ("240", "CNY"), cat=c)
    M("12.31 跨年演出⟦3500⟧", ("3500", "CNY"), cat=c)
    M("腊八那天买奶粉⟦596⟧", ("596", "CNY"), cat=c)
    M("昨天打疫苗自费⟦680⟧", ("680", "CNY"), cat=c)
    c = "multi"
    M("满月酒定金⟦2000⟧ 尾款⟦6800⟧", ("2000", "CNY"), ("6800", "CNY"), cat=c)
    M("演出费⟦1500⟧ 周边⟦620⟧ 打赏⟦180⟧", ("1500", "CNY"), ("620", "CNY"), ("180", "CNY"), cat=c)
    M("奶粉两罐⟦596⟧ 尿不湿三包⟦237⟧", ("596", "CNY"), ("237", "CNY"), cat=c)
    M("遛狗五次一次⟦50⟧ 一共⟦250⟧", ("50", "CNY"), ("250", "CNY"), cat=c)
    M("爷爷给了⟦2000⟧红包 奶奶给了⟦1000⟧", ("2000", "CNY"), ("1000", "CNY"), cat=c)
    c = "none"
    M("狗粮一袋20斤", cat=c)
    M("宝宝身长62厘米", cat=c)
    M("快递单号 SF1402938847561", cat=c)
    M("排练了3个钟头", cat=c)
    M("一天遛了8条狗", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("night nurse is ⟦twenty-eight hundred⟧ a month", ("2800", "USD"), cat=c)
    M("rehearsal room ⟦25 bucks⟧ an hour", ("25", "USD"), cat=c)
    M("strings were ⟦$12 and change⟧", ("12", "USD"), cat=c, conv="approx")
    M("busking tips ⟦about eighty dollars⟧ today", ("80", "USD"), cat=c, conv="approx")
    M("diapers ⟦forty-four ninety-nine⟧ a box", ("44.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("a half hour walk is ⟦twenty bucks⟧", ("20", "USD"), cat=c)
    c = "scale"
    M("festival slot paid ⟦2.5k⟧", ("2500", "USD"), cat=c)
    M("made ⟦40 grand⟧ walking dogs this year", ("40000", "USD"), cat=c)
    M("studio block ⟦$1.2K⟧", ("1200", "USD"), cat=c)
    M("hospital bill ⟦half a grand⟧ after insurance", ("500", "USD"), cat=c)
    M("van for the tour ⟦1.8k⟧", ("1800", "USD"), cat=c)
    c = "currency"
    M("montreal gig paid ⟦C$600⟧", ("600", "CAD"), cat=c)
    M("london pub show ⟦£250⟧", ("250", "GBP"), cat=c)
    M("berlin festival pass ⟦€89⟧", ("89", "EUR"), cat=c)
    M("merch at the sydney show ⟦A$340⟧", ("340", "AUD"), cat=c)
    M("tokyo busking ⟦¥3,000⟧ in the case", ("3000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="¥ reads CNY by the corpus rule even in Tokyo")
    c = "format"
    M("night nurse invoice ⟦$2,800.00⟧", ("2800", "USD"), cat=c)
    M("vet bill ⟦USD 486.20⟧", ("486.2", "USD"), cat=c)
    M("van rental ⟦US$ 1,240⟧", ("1240", "USD"), cat=c)
    M("baby party balance ⟦$3,150⟧", ("3150", "USD"), cat=c)
    M("amp repair ⟦$185.00⟧", ("185", "USD"), cat=c)
    c = "bare"
    M("kibble ⟦62⟧", ("62", "USD"), cat=c)
    M("log strings ⟦11.99⟧", ("11.99", "USD"), cat=c)
    M("diapers ⟦38⟧", ("38", "USD"), cat=c)
    M("merch table ⟦410⟧", ("410", "USD"), cat=c)
    c = "beside-date"
    M("2/29 gig fee ⟦$450⟧", ("450", "USD"), cat=c)
    M("sat walks venmo ⟦$120⟧", ("120", "USD"), cat=c)
    M("12/31 nye show ⟦$900⟧", ("900", "USD"), cat=c)
    M("jan 4 formula ⟦$74⟧", ("74", "USD"), cat=c)
    M("yesterday's copay for shots ⟦$30⟧", ("30", "USD"), cat=c)
    c = "multi"
    M("party deposit ⟦500⟧ balance ⟦1800⟧", ("500", "USD"), ("1800", "USD"), cat=c)
    M("gig ⟦$300⟧ merch ⟦$145⟧ tips ⟦$62⟧", ("300", "USD"), ("145", "USD"), ("62", "USD"), cat=c)
    M("2 tubs of formula ⟦$74⟧, 3 boxes of diapers ⟦$114⟧", ("74", "USD"), ("114", "USD"), cat=c)
    M("5 walks at ⟦$25⟧ each, ⟦$125⟧ total", ("25", "USD"), ("125", "USD"), cat=c)
    M("grandpa sent ⟦$200⟧ and grandma ⟦$100⟧", ("200", "USD"), ("100", "USD"), cat=c)
    c = "none"
    M("kibble bag is 30 lbs", cat=c)
    M("baby's 24 inches long", cat=c)
    M("tracking 1Z84F2E90356217745", cat=c)
    M("rehearsed 3 hours straight", cat=c)
    M("walked 8 dogs today", cat=c)
