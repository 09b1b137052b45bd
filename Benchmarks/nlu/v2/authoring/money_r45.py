"""Round 45 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a street-food vendor with a night-market stall
(takings each night, stock bought at the wholesale market, the stall permit and gas), a hospital social worker who
coaches a youth debate team (entry fees, travel and hotels for tournaments, a parent's reimbursement) and a couple
planning a baby shower and a move into their parents' home (gifts and decorations, money gifted by relatives, movers,
deposits and balances) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order and stall numbers, weights, speaker scores, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("今晚收摊数了一下 ⟦一千三百八⟧", ("1380", "CNY"), cat=c)
    M("烤肠进了两箱 ⟦二百四十块五⟧", ("240.5", "CNY"), cat=c)
    M("辩论赛报名费一人⟦八十来块⟧", ("80", "CNY"), cat=c, conv="approx")
    M("气球彩带一共⟦九十八块八⟧", ("98.8", "CNY"), cat=c)
    M("二姨给了个红包 ⟦两千六⟧", ("2600", "CNY"), cat=c)
    M("竹签一包⟦七块五⟧", ("7.5", "CNY"), cat=c)
    c = "scale"
    M("这个月夜市流水⟦3万2⟧", ("32000", "CNY"), cat=c)
    M("搬家公司报价⟦4千8⟧", ("4800", "CNY"), cat=c)
    M("舅舅转了⟦1w⟧ 说给宝宝的", ("10000", "CNY"), cat=c)
    M("全年摊位费⟦1.5万⟧", ("15000", "CNY"), cat=c)
    M("今年辩论队经费⟦两万左右⟧", ("20000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("台北夜市考察吃了一圈 ⟦850台币⟧", ("850", "TWD"), cat=c)
    M("香港比赛住了一晚 ⟦980港币⟧", ("980", "HKD"), cat=c)
    M("表姐从日本寄来的婴儿服 ⟦6800日元⟧", ("6800", "JPY"), cat=c)
    M("网上买的进口奶瓶 ⟦45欧元⟧", ("45", "EUR"), cat=c)
    M("曼谷批发的小电扇 ⟦1200泰铢⟧", ("1200", "THB"), cat=c)
    c = "format"
    M("家长报销路费 ⟦¥1,260⟧", ("1260", "CNY"), cat=c, conv="yen-sign-cny")
    M("摊位押金 ⟦RMB 3,000⟧ 尾款⟦RMB 1,500⟧", ("3000", "CNY"), ("1500", "CNY"), cat=c)
    M("卡里还剩 ⟦￥12,408.60⟧", ("12408.6", "CNY"), cat=c, conv="yen-sign-cny")
    M("海淘婴儿推车 ⟦US$ 389⟧", ("389", "USD"), cat=c)
    M("搬家定金 ⟦1 000元⟧", ("1000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("燃气罐⟦120⟧", ("120", "CNY"), cat=c)
    M("记一笔 打印辩论稿⟦36⟧", ("36", "CNY"), cat=c)
    M("婴儿袜⟦59⟧", ("59", "CNY"), cat=c)
    M("收摊打车⟦42⟧", ("42", "CNY"), cat=c)
    M("纸箱胶带⟦68⟧", ("68", "CNY"), cat=c)
    c = "beside-date"
    M("2月14号 情人节那晚卖了⟦2680⟧", ("2680", "CNY"), cat=c)
    M("礼拜六 高铁去比赛⟦156⟧", ("156", "CNY"), cat=c)
    M("端午 流水⟦3100⟧", ("3100", "CNY"), cat=c)
    M("4.30 摊位许可证续费⟦600⟧", ("600", "CNY"), cat=c)
    M("上周日 派对蛋糕⟦328⟧", ("328", "CNY"), cat=c)
    c = "multi"
    M("鸡翅⟦380⟧ 鱿鱼⟦260⟧ 调料⟦75⟧", ("380", "CNY"), ("260", "CNY"), ("75", "CNY"), cat=c)
    M("报名费⟦400⟧ 高铁⟦624⟧ 住宿⟦580⟧ 盒饭⟦120⟧", ("400", "CNY"), ("624", "CNY"), ("580", "CNY"), ("120", "CNY"), cat=c)
    M("六个队员 每人报名费⟦60⟧ 一共⟦360⟧", ("60", "CNY"), ("360", "CNY"), cat=c)
    M("搬家两天 第一天⟦1800⟧ 第二天⟦1200⟧", ("1800", "CNY"), ("1200", "CNY"), cat=c)
    M("伴手礼二十份 每份⟦25⟧", ("25", "CNY"), cat=c)
    c = "none"
    M("摊位号 C区08 明晚六点出摊", cat=c)
    M("快递单号 SF1402605873 婴儿床到了", cat=c)
    M("小明最佳辩手 得分87.5", cat=c)
    M("鸡翅进了25公斤", cat=c)
    M("搬家要18个纸箱 3个大件", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("counted the till tonight ⟦fourteen hundred and change⟧", ("1400", "USD"), cat=c, conv="approx")
    M("sausages from the wholesaler ⟦two hundred forty bucks⟧", ("240", "USD"), cat=c)
    M("entry fee is ⟦about 75 bucks⟧ a kid", ("75", "USD"), cat=c, conv="approx")
    M("balloons and streamers ⟦thirty-two fifty⟧", ("32.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("aunt linda slipped us ⟦three hundred dollars⟧", ("300", "USD"), cat=c)
    c = "scale"
    M("stall did ⟦9.6k⟧ this month", ("9600", "USD"), cat=c)
    M("movers quoted ⟦2.4k⟧ for two days", ("2400", "USD"), cat=c)
    M("grandpa gave us ⟦a grand⟧ for the baby", ("1000", "USD"), cat=c)
    M("vendor permit for the year ⟦1.2k⟧", ("1200", "USD"), cat=c)
    M("team budget this season ⟦5 grand⟧", ("5000", "USD"), cat=c)
    c = "currency"
    M("street food crawl in taipei ⟦NT$ 640⟧", ("640", "TWD"), cat=c)
    M("tournament in montreal, hotel ⟦C$ 189⟧", ("189", "CAD"), cat=c)
    M("baby clothes from my cousin in london ⟦£48⟧", ("48", "GBP"), cat=c)
    M("bottle set ordered from germany ⟦€59⟧", ("59", "EUR"), cat=c)
    M("spices from the import shop ⟦¥220⟧", ("220", "CNY"), cat=c, conv="yen-sign-cny", unsure="¥ reads CNY under yen-sign-cny")
    c = "format"
    M("parent reimbursed travel ⟦$1,180.00⟧", ("1180", "USD"), cat=c)
    M("checking balance ⟦USD 3,407.25⟧", ("3407.25", "USD"), cat=c)
    M("stroller online ⟦US$ 429⟧", ("429", "USD"), cat=c)
    M("stall deposit ⟦$500⟧, balance ⟦$750⟧ due friday", ("500", "USD"), ("750", "USD"), cat=c)
    M("movers deposit ⟦$1,200⟧", ("1200", "USD"), cat=c)
    c = "bare"
    M("propane ⟦45⟧", ("45", "USD"), cat=c)
    M("log printing for the debate briefs ⟦28⟧", ("28", "USD"), cat=c)
    M("onesies ⟦36⟧", ("36", "USD"), cat=c)
    M("cab home after close ⟦31⟧", ("31", "USD"), cat=c)
    M("boxes and tape ⟦54⟧", ("54", "USD"), cat=c)
    c = "beside-date"
    M("2/14 valentine's night takings ⟦$1,920⟧", ("1920", "USD"), cat=c)
    M("sat bus to the tournament ⟦$64⟧", ("64", "USD"), cat=c)
    M("july 4th stall ⟦$2,300⟧", ("2300", "USD"), cat=c)
    M("4/30 permit renewal ⟦$150⟧", ("150", "USD"), cat=c)
    M("last sun shower cake ⟦$85⟧", ("85", "USD"), cat=c)
    c = "multi"
    M("wings ⟦$160⟧, squid ⟦$95⟧, sauces ⟦$38⟧", ("160", "USD"), ("95", "USD"), ("38", "USD"), cat=c)
    M("entry ⟦$240⟧, van rental ⟦$180⟧, motel ⟦$212⟧, pizza ⟦$64⟧", ("240", "USD"), ("180", "USD"), ("212", "USD"), ("64", "USD"), cat=c)
    M("8 debaters at ⟦$30⟧ each, ⟦$240⟧ total", ("30", "USD"), ("240", "USD"), cat=c)
    M("movers day one ⟦$1,350⟧, day two ⟦$900⟧", ("1350", "USD"), ("900", "USD"), cat=c)
    M("24 party favors at ⟦$4⟧ apiece", ("4", "USD"), cat=c)
    c = "none"
    M("stall 8C opens at 6", cat=c)
    M("tracking 1Z84W0672039 crib arriving thurs", cat=c)
    M("maya top speaker, 28.5 points", cat=c)
    M("picked up 55 lb of wings", cat=c)
    M("need 18 boxes and 3 big pieces moved", cat=c)
