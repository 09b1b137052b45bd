"""Round 24 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a florist with a small shop (花市进货 /
flower-market buying, wedding orders paid as 定金 / deposits and 尾款 / balances, 情人节 rushes, 店租 / rent, the 冷柜 /
cold-room repair), a startup founder raising money (融资 / funding in 万, 百万, "1.5M", payroll paid out, cloud and
software bills, team dinners, investors paying in USD, SGD and HKD) and a hospital pharmacist who tutors chemistry at
weekends (工资 / pay, tutoring paid per hour, textbooks, uniforms, licence and exam fees) type them in a budget chat:
several per message, counts and rates beside them, dates beside them, 万/k/grand/M, `¥`, `RMB`, `US$`, thousands
separators, colloquial currencies, and rows with no money (order and tracking numbers, stems, kilograms, hours)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("花市进了一车玫瑰 ⟦两千三⟧", ("2300", "CNY"), cat=c)
    M("冷柜修好了 师傅收了⟦八百五⟧", ("850", "CNY"), cat=c)
    M("包装纸一卷⟦十二块五⟧", ("12.5", "CNY"), cat=c)
    M("补课一小时⟦两百来块⟧", ("200", "CNY"), cat=c, conv="approx")
    M("团队聚餐人均⟦一百二⟧", ("120", "CNY"), cat=c)
    c = "scale"
    M("天使轮到账⟦300万⟧", ("3000000", "CNY"), cat=c)
    M("A轮估值⟦1.2亿⟧", ("120000000", "CNY"), cat=c)
    M("这个月发工资一共⟦18.6w⟧", ("186000", "CNY"), cat=c)
    M("婚礼布置报价⟦2万8⟧", ("28000", "CNY"), cat=c)
    M("情人节这两天流水⟦五万多⟧", ("50000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("硅谷那个投资人打了⟦50万美元⟧", ("500000", "USD"), cat=c)
    M("新加坡基金的过桥款⟦20万新币⟧", ("200000", "SGD"), cat=c)
    M("香港路演的酒店⟦港币2600⟧", ("2600", "HKD"), cat=c)
    M("荷兰进口的郁金香球⟦480欧元⟧", ("480", "EUR"), cat=c)
    M("日本的花艺剪刀⟦一万二日元⟧", ("12000", "JPY"), cat=c)
    M("英文化学教材⟦四十五英镑⟧", ("45", "GBP"), cat=c)
    c = "format"
    M("云服务器账单 ⟦¥12,480⟧", ("12480", "CNY"), cat=c, conv="yen-sign-cny")
    M("婚礼花艺合同 ⟦RMB 36,000⟧", ("36000", "CNY"), cat=c)
    M("设计软件年费 ⟦US$ 599.00⟧", ("599", "USD"), cat=c)
    M("药师执照续期 ⟦￥680.00⟧", ("680", "CNY"), cat=c, conv="yen-sign-cny")
    M("融资款 ⟦1 500 000元⟧", ("1500000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 花泥⟦86⟧", ("86", "CNY"), cat=c)
    M("白大褂⟦159⟧", ("159", "CNY"), cat=c)
    M("跑腿送花⟦35⟧", ("35", "CNY"), cat=c)
    M("化学参考书 ⟦68⟧", ("68", "CNY"), cat=c)
    c = "beside-date"
    M("2月12号 花市进货⟦3600⟧", ("3600", "CNY"), cat=c)
    M("周六 小陈补课费⟦400⟧", ("400", "CNY"), cat=c)
    M("3.31 发工资⟦186000⟧", ("186000", "CNY"), cat=c)
    M("情人节前一天收定金⟦1000⟧", ("1000", "CNY"), cat=c)
    M("上周五 冷柜配件⟦420⟧", ("420", "CNY"), cat=c)
    c = "multi"
    M("玫瑰⟦1800⟧ 百合⟦650⟧ 包装⟦120⟧", ("1800", "CNY"), ("650", "CNY"), ("120", "CNY"), cat=c)
    M("婚礼花艺 定金⟦3000⟧ 尾款⟦7000⟧", ("3000", "CNY"), ("7000", "CNY"), cat=c)
    M("补课3小时 每小时⟦200⟧ 一共⟦600⟧", ("200", "CNY"), ("600", "CNY"), cat=c)
    M("服务器⟦1.2万⟧ 办公软件⟦3千5⟧", ("12000", "CNY"), ("3500", "CNY"), cat=c)
    M("美元那笔⟦20万刀⟧ 港币那笔⟦50万港币⟧", ("200000", "USD"), ("500000", "HKD"), cat=c)
    c = "none"
    M("订单号 HX20440213 玫瑰52枝", cat=c)
    M("快递单号 YT8831204576", cat=c)
    M("冷柜要调到4度 放15公斤花材", cat=c)
    M("这周夜班排了3个 一共36小时", cat=c)
    M("BP改到第9版了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("flower market haul this morning ⟦eleven hundred⟧", ("1100", "USD"), cat=c)
    M("cold room fix was ⟦three hundred fifty⟧ for the part alone", ("350", "USD"), cat=c)
    M("tissue paper roll ⟦twelve bucks⟧", ("12", "USD"), cat=c)
    M("tutoring is ⟦about sixty⟧ an hour", ("60", "USD"), cat=c, conv="approx")
    M("team dinner came to ⟦$480 and change⟧", ("480", "USD"), cat=c, conv="approx")
    c = "scale"
    M("seed round closed ⟦1.5M⟧", ("1500000", "USD"), cat=c)
    M("series A at a ⟦12 mil⟧ pre", ("12000000", "USD"), cat=c)
    M("payroll this month ⟦86k⟧", ("86000", "USD"), cat=c)
    M("wedding flower quote ⟦4 grand⟧", ("4000", "USD"), cat=c)
    M("valentine's weekend sales ⟦about 9K⟧", ("9000", "USD"), cat=c, conv="approx")
    c = "currency"
    M("singapore fund bridge ⟦S$200,000⟧", ("200000", "SGD"), cat=c)
    M("hong kong investor wired ⟦HK$500,000⟧", ("500000", "HKD"), cat=c)
    M("dutch tulip bulbs ⟦€480⟧", ("480", "EUR"), cat=c)
    M("japanese floral shears ⟦12,000 yen⟧", ("12000", "JPY"), cat=c)
    M("uk chem textbook ⟦£45⟧", ("45", "GBP"), cat=c)
    M("toronto pitch hotel ⟦C$320⟧", ("320", "CAD"), cat=c)
    c = "format"
    M("cloud bill ⟦$12,480.00⟧", ("12480", "USD"), cat=c)
    M("wedding contract ⟦USD 6,500⟧", ("6500", "USD"), cat=c)
    M("design software ⟦US$ 599⟧", ("599", "USD"), cat=c)
    M("license renewal ⟦$95.00⟧", ("95", "USD"), cat=c)
    M("wire in ⟦$1,500,000⟧", ("1500000", "USD"), cat=c)
    c = "bare"
    M("log floral foam ⟦86⟧", ("86", "USD"), cat=c)
    M("scrubs ⟦42⟧", ("42", "USD"), cat=c)
    M("courier for a delivery ⟦18⟧", ("18", "USD"), cat=c)
    M("chem review book ⟦34⟧", ("34", "USD"), cat=c)
    c = "beside-date"
    M("2/12 flower market ⟦$1,600⟧", ("1600", "USD"), cat=c)
    M("sat emma's tutoring ⟦$120⟧", ("120", "USD"), cat=c)
    M("3/31 payroll ⟦$86,000⟧", ("86000", "USD"), cat=c)
    M("deposit the day before valentine's ⟦$250⟧", ("250", "USD"), cat=c)
    M("last fri cold room parts ⟦$140⟧", ("140", "USD"), cat=c)
    c = "multi"
    M("roses ⟦900⟧ lilies ⟦310⟧ wrap ⟦45⟧", ("900", "USD"), ("310", "USD"), ("45", "USD"), cat=c)
    M("wedding flowers deposit ⟦$1,000⟧ balance ⟦$3,000⟧", ("1000", "USD"), ("3000", "USD"), cat=c)
    M("3 hrs tutoring at ⟦$60⟧/hr, ⟦$180⟧ total", ("60", "USD"), ("180", "USD"), cat=c)
    M("aws ⟦4.2k⟧ and slack ⟦$850⟧", ("4200", "USD"), ("850", "USD"), cat=c)
    M("pitch trip: hotel ⟦£380⟧, train ⟦90 quid⟧", ("380", "GBP"), ("90", "GBP"), cat=c)
    c = "none"
    M("order HX20440213, 52 roses", cat=c)
    M("tracking # 1Z77A0E40391827465", cat=c)
    M("cold room at 38F, 30 lbs of greens", cat=c)
    M("3 night shifts this week, 36 hours", cat=c)
    M("deck is on v9 now", cat=c)
