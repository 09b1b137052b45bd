"""Round 54 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a man who runs a food stall at a football
stadium on match days (stock, gas bottles, takings, a stall fee and its deposit, an away final's hotel and train), a
bank teller training for a long-distance cycling event (pay, the entry fee, a bike service, parts, a race weekend in
another city, spending abroad) and a secondary-school student learning the violin and applying to music colleges
(lessons, exam and application fees, strings and sheet music, a violin's price and deposit, money from grandparents)
type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`,
thousands separators, deposits and balances, other currencies, and rows with no money (order and stall numbers, kg,
kilometres, reps, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("烤肠⟦五块五⟧一根", ("5.5", "CNY"), cat=c)
    M("一罐煤气⟦一百三⟧", ("130", "CNY"), cat=c)
    M("E弦⟦八十来块⟧", ("80", "CNY"), cat=c, conv="approx")
    M("专业课一节⟦五百⟧", ("500", "CNY"), cat=c)
    M("链条油⟦三十八块八⟧", ("38.8", "CNY"), cat=c)
    M("骑行服⟦三百八十九块⟧", ("389", "CNY"), cat=c)
    c = "scale"
    M("决赛那两天流水⟦2万6⟧", ("26000", "CNY"), cat=c)
    M("看中的那把琴⟦8.5w⟧", ("85000", "CNY"), cat=c)
    M("一个赛季摊位费⟦一万二⟧", ("12000", "CNY"), cat=c)
    M("爷爷说学费他出⟦三万左右⟧", ("30000", "CNY"), cat=c, conv="approx")
    M("今年骑车花了⟦两万出头⟧", ("20000", "CNY"), cat=c, conv="approx", unsure="出头 read as approx: the stated number")
    c = "currency"
    M("日本买的码表 ⟦39800日元⟧", ("39800", "JPY"), cat=c)
    M("维也纳夏令营报名费 ⟦450欧元⟧", ("450", "EUR"), cat=c)
    M("香港买的琴弦 ⟦680港币⟧", ("680", "HKD"), cat=c)
    M("伦敦皇家音乐学院网申 ⟦120英镑⟧", ("120", "GBP"), cat=c)
    M("台北比赛报名 ⟦1500台币⟧", ("1500", "TWD"), cat=c)
    c = "format"
    M("工资到账 ⟦¥7,600⟧", ("7600", "CNY"), cat=c, conv="yen-sign-cny")
    M("摊位押金 ⟦RMB 2000⟧ 尾款 ⟦RMB 10000⟧", ("2000", "CNY"), ("10000", "CNY"), cat=c)
    M("饭卡余额 ⟦￥46.80⟧", ("46.8", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外琴行报价 ⟦US$ 3,200⟧", ("3200", "USD"), cat=c)
    M("决赛两天合计 ⟦26 000元⟧", ("26000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("冰块⟦120⟧", ("120", "CNY"), cat=c)
    M("码表⟦899⟧", ("899", "CNY"), cat=c)
    M("乐谱⟦68⟧", ("68", "CNY"), cat=c)
    M("记一笔 自行车保养⟦180⟧", ("180", "CNY"), cat=c)
    M("考级报名费⟦650⟧", ("650", "CNY"), cat=c)
    c = "beside-date"
    M("6月17号 请我爸吃饭⟦560⟧", ("560", "CNY"), cat=c)
    M("礼拜二 煤气⟦260⟧", ("260", "CNY"), cat=c)
    M("元宵那天 流水⟦5200⟧", ("5200", "CNY"), cat=c)
    M("8.23 链条⟦260⟧", ("260", "CNY"), cat=c)
    M("上周五 松香⟦45⟧", ("45", "CNY"), cat=c)
    c = "multi"
    M("香肠⟦900⟧ 饮料⟦650⟧ 面包⟦300⟧", ("900", "CNY"), ("650", "CNY"), ("300", "CNY"), cat=c)
    M("烤肠四百根 每根进价⟦2.2⟧ 一共⟦880⟧", ("2.2", "CNY"), ("880", "CNY"), cat=c)
    M("琴的定金⟦5000⟧ 已交 剩下⟦8万⟧ 下个月付", ("5000", "CNY"), ("80000", "CNY"), cat=c)
    M("武汉酒店两晚⟦560⟧ 高铁往返⟦720⟧", ("560", "CNY"), ("720", "CNY"), cat=c)
    M("内胎三条 一条⟦三十五⟧", ("35", "CNY"), cat=c)
    c = "none"
    M("摊位号 B17 明天早上八点进场", cat=c)
    M("今天骑了九十二公里 均速二十八", cat=c)
    M("两罐煤气 一罐十五公斤", cat=c)
    M("音阶每天练三遍 每遍二十分钟", cat=c)
    M("琴弦快递单号 YT8830271946 还没到", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("hot dogs ⟦four fifty⟧ each", ("4.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("propane refill ⟦29 bucks⟧", ("29", "USD"), cat=c)
    M("E string ⟦about 15 dollars⟧", ("15", "USD"), cat=c, conv="approx")
    M("private lesson ⟦ninety⟧ an hour", ("90", "USD"), cat=c)
    M("chain lube ⟦$12 and change⟧", ("12", "USD"), cat=c, conv="approx")
    M("bib shorts ⟦a hundred twenty⟧", ("120", "USD"), cat=c)
    c = "scale"
    M("final weekend takings ⟦7.5k⟧", ("7500", "USD"), cat=c)
    M("the violin i want is ⟦$28k⟧", ("28000", "USD"), cat=c)
    M("season stand fee ⟦4 grand⟧", ("4000", "USD"), cat=c)
    M("grandpa's covering tuition, ⟦about 40k⟧ a year", ("40000", "USD"), cat=c, conv="approx")
    M("spent ⟦half a grand⟧ on the bike this month", ("500", "USD"), cat=c)
    c = "currency"
    M("bike computer from japan ⟦39,800 yen⟧", ("39800", "JPY"), cat=c)
    M("vienna summer academy fee ⟦€450⟧", ("450", "EUR"), cat=c)
    M("strings from london ⟦£38⟧", ("38", "GBP"), cat=c)
    M("toronto gran fondo entry ⟦C$165⟧", ("165", "CAD"), cat=c)
    M("swiss camp deposit ⟦CHF 1'200⟧", ("1200", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "format"
    M("paycheck ⟦$2,150.00⟧", ("2150", "USD"), cat=c)
    M("stand deposit ⟦US$ 500⟧, balance ⟦US$ 3,500⟧", ("500", "USD"), ("3500", "USD"), cat=c)
    M("lunch card balance ⟦$11.60⟧", ("11.6", "USD"), cat=c)
    M("audition fees total ⟦USD 375⟧", ("375", "USD"), cat=c)
    M("rosin from a german shop ⟦EUR 24,50⟧", ("24.5", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("ice ⟦18⟧", ("18", "USD"), cat=c)
    M("bike computer ⟦329⟧", ("329", "USD"), cat=c)
    M("sheet music ⟦38⟧", ("38", "USD"), cat=c)
    M("log the tune-up ⟦95⟧", ("95", "USD"), cat=c)
    M("application fee ⟦150⟧", ("150", "USD"), cat=c)
    c = "beside-date"
    M("6/17 dinner w/ dad ⟦$84⟧", ("84", "USD"), cat=c)
    M("tues propane ⟦58⟧", ("58", "USD"), cat=c)
    M("presidents' day ride lunch ⟦22⟧", ("22", "USD"), cat=c)
    M("aug 23 chain ⟦$45⟧", ("45", "USD"), cat=c)
    M("last fri rosin ⟦9⟧", ("9", "USD"), cat=c)
    c = "multi"
    M("hot dogs ⟦310⟧, soda ⟦220⟧, buns ⟦95⟧", ("310", "USD"), ("220", "USD"), ("95", "USD"), cat=c)
    M("400 hot dogs at ⟦$1.10⟧ each, ⟦$440⟧ total", ("1.1", "USD"), ("440", "USD"), cat=c)
    M("violin deposit ⟦$2,000⟧ paid, ⟦$26,000⟧ left next month", ("2000", "USD"), ("26000", "USD"), cat=c)
    M("philly hotel 2 nights ⟦$318⟧, train ⟦$96⟧", ("318", "USD"), ("96", "USD"), cat=c)
    M("3 tubes at ⟦$8⟧ apiece", ("8", "USD"), cat=c)
    c = "none"
    M("stand B17, load in 8am tmrw", cat=c)
    M("rode 57 miles, avg 17.4 mph", cat=c)
    M("2 propane tanks, 20 lb each", cat=c)
    M("scales 3x a day, 20 min each", cat=c)
    M("strings tracking 9400 1118 9922 3074 5521 88 still not here", cat=c)
