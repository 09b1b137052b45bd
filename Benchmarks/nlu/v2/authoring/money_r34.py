"""Round 34 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a tailor who takes orders and fittings
(deposits and balances paid by clients, fabric and thread bought, a wedding dress priced in parts, cloth bought abroad
in other currencies), a swim coach for children (lesson fees per child and per term, goggles and caps bought, a pool
lane rented, a swim meet's entry fees) and a host who rents out two cars on a car-sharing app (payouts, cleaning,
tolls and repairs, a booking refunded) type them in a budget chat: several per message, counts beside them, dates
beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with
no money (order numbers, measurements, lap counts, plate and tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("一件旗袍收⟦两千八⟧", ("2800", "CNY"), cat=c)
    M("改个裤脚⟦三十五块⟧", ("35", "CNY"), cat=c)
    M("这期游泳课一个孩子⟦一千二百五⟧", ("1250", "CNY"), cat=c)
    M("洗一次车⟦四十来块⟧", ("40", "CNY"), cat=c, conv="approx")
    M("两卷线⟦八块五⟧", ("8.5", "CNY"), cat=c)
    c = "scale"
    M("婚纱总价⟦1万6⟧", ("16000", "CNY"), cat=c)
    M("上个月平台收益⟦1.28w⟧", ("12800", "CNY"), cat=c)
    M("修车估价⟦八千左右⟧", ("8000", "CNY"), cat=c, conv="approx")
    M("暑期班学费一共⟦3万4千⟧", ("34000", "CNY"), cat=c)
    M("一年的车险⟦0.52万⟧", ("5200", "CNY"), cat=c)
    c = "currency"
    M("意大利带回来的羊毛料⟦三百二十欧⟧", ("320", "EUR"), cat=c, conv="colloquial-currency")
    M("日本买的泳镜⟦4800日元⟧", ("4800", "JPY"), cat=c)
    M("英国订的西装面料⟦一百五十镑⟧", ("150", "GBP"), cat=c, conv="colloquial-currency")
    M("香港租客多给了⟦港币300⟧", ("300", "HKD"), cat=c)
    M("泰国买的真丝⟦2400泰铢⟧", ("2400", "THB"), cat=c)
    c = "format"
    M("婚纱尾款 ⟦¥8,800⟧", ("8800", "CNY"), cat=c, conv="yen-sign-cny")
    M("两台车六月收益 ⟦RMB 15,320⟧", ("15320", "CNY"), cat=c)
    M("缝纫机 ⟦￥3,499.00⟧", ("3499", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外的游泳教练网课 ⟦US$ 89⟧", ("89", "USD"), cat=c)
    M("换变速箱 ⟦12 600元⟧", ("12600", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("泳帽 ⟦25⟧", ("25", "CNY"), cat=c)
    M("过路费⟦65⟧", ("65", "CNY"), cat=c)
    M("记一笔 拉链和纽扣⟦42⟧", ("42", "CNY"), cat=c)
    M("洗车⟦38⟧", ("38", "CNY"), cat=c)
    M("记一下 泳池场地费⟦600⟧", ("600", "CNY"), cat=c)
    c = "beside-date"
    M("5月26号 收定金⟦2000⟧", ("2000", "CNY"), cat=c)
    M("礼拜六 过路费⟦120⟧", ("120", "CNY"), cat=c)
    M("11.11 面料⟦1580⟧", ("1580", "CNY"), cat=c)
    M("端午那天 平台到账⟦960⟧", ("960", "CNY"), cat=c)
    M("上周四 修车⟦2300⟧", ("2300", "CNY"), cat=c)
    c = "multi"
    M("定金⟦3000⟧ 尾款⟦5800⟧", ("3000", "CNY"), ("5800", "CNY"), cat=c)
    M("8个孩子 每人⟦150⟧ 一共⟦1200⟧", ("150", "CNY"), ("1200", "CNY"), cat=c)
    M("泳镜⟦68⟧ 泳帽⟦25⟧ 浮板⟦45⟧", ("68", "CNY"), ("25", "CNY"), ("45", "CNY"), cat=c)
    M("租了3天 每天⟦260⟧", ("260", "CNY"), cat=c)
    M("洗车⟦40⟧ 加油⟦310⟧ 过路费⟦85⟧", ("40", "CNY"), ("310", "CNY"), ("85", "CNY"), cat=c)
    c = "none"
    M("订单号 T20880 取两条西裤", cat=c)
    M("今天游了1500米 40个来回", cat=c)
    M("车牌 沪A·7K392 停在B2", cat=c)
    M("布料要3米2 幅宽1米5", cat=c)
    M("快递单号 YT8806543219 面料到了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("charged ⟦three hundred fifty⟧ for the suit alterations", ("350", "USD"), cat=c)
    M("hemming pants is ⟦fifteen bucks⟧", ("15", "USD"), cat=c)
    M("car wash was ⟦twelve ninety-nine⟧", ("12.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("swim term per kid ⟦around 240⟧", ("240", "USD"), cat=c, conv="approx")
    M("thread and needles ⟦$9 and change⟧", ("9", "USD"), cat=c, conv="approx")
    c = "scale"
    M("wedding dress all in ⟦4.2k⟧", ("4200", "USD"), cat=c)
    M("app payouts last month ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("transmission quote ⟦2.8K⟧", ("2800", "USD"), cat=c)
    M("summer swim camp revenue ⟦11k⟧", ("11000", "USD"), cat=c)
    M("new serger ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("italian wool from milan ⟦€380⟧", ("380", "EUR"), cat=c)
    M("savile row cloth ⟦£210⟧", ("210", "GBP"), cat=c)
    M("goggles in tokyo ⟦5,500 yen⟧", ("5500", "JPY"), cat=c)
    M("toronto guest paid ⟦C$ 420⟧", ("420", "CAD"), cat=c)
    M("silk in bangkok ⟦2,400 baht⟧", ("2400", "THB"), cat=c)
    c = "format"
    M("wedding dress balance ⟦$2,650⟧", ("2650", "USD"), cat=c)
    M("june payouts ⟦USD 3,184.50⟧", ("3184.5", "USD"), cat=c)
    M("sewing machine ⟦$1,299.00⟧", ("1299", "USD"), cat=c)
    M("coaching cert course ⟦US$ 275⟧", ("275", "USD"), cat=c)
    M("body shop bill ⟦$4,075⟧", ("4075", "USD"), cat=c)
    c = "bare"
    M("swim caps ⟦48⟧", ("48", "USD"), cat=c)
    M("bridge tolls ⟦17.50⟧", ("17.5", "USD"), cat=c)
    M("log zippers and buttons ⟦23⟧", ("23", "USD"), cat=c)
    M("detailing ⟦95⟧", ("95", "USD"), cat=c)
    M("pool lane rental ⟦180⟧", ("180", "USD"), cat=c)
    c = "beside-date"
    M("5/26 deposit ⟦$500⟧", ("500", "USD"), cat=c)
    M("sat tolls ⟦$22⟧", ("22", "USD"), cat=c)
    M("11/11 fabric ⟦$312⟧", ("312", "USD"), cat=c)
    M("memorial day payout ⟦$640⟧", ("640", "USD"), cat=c)
    M("last thu repair ⟦$730⟧", ("730", "USD"), cat=c)
    c = "multi"
    M("deposit ⟦$800⟧, balance ⟦$1,600⟧", ("800", "USD"), ("1600", "USD"), cat=c)
    M("8 kids at ⟦$30⟧ each, ⟦$240⟧ total", ("30", "USD"), ("240", "USD"), cat=c)
    M("goggles ⟦$14⟧, caps ⟦$8⟧, kickboards ⟦$19⟧", ("14", "USD"), ("8", "USD"), ("19", "USD"), cat=c)
    M("3-day booking at ⟦$85⟧ a day", ("85", "USD"), cat=c)
    M("wash ⟦$12⟧, gas ⟦$48⟧, tolls ⟦$9.75⟧", ("12", "USD"), ("48", "USD"), ("9.75", "USD"), cat=c)
    c = "none"
    M("order #5521 two pairs of slacks for pickup", cat=c)
    M("swam 1500m, 60 lengths", cat=c)
    M("plate 7KXR392 parked on level 2", cat=c)
    M("need 3.5 yards of fabric, 60 inch wide", cat=c)
    M("tracking 9400111899223344556677 for the wool", cat=c)
