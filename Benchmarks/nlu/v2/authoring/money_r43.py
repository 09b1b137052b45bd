"""Round 43 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a young professional e-sports player (prize
money, a sponsor's payment, a new mouse, headset and keyboard, the team's travel to a weekend tournament), a mobile pet
groomer working from a van (customers paying per groom, shampoo and clippers, van fuel, a deposit for a booking) and a
retired couple on a camper-van road trip (fuel, campground fees per night, the pension, the trip's running total) type
them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`,
thousands separators, deposits and balances, other currencies, and rows with no money (order and tracking numbers, kg,
mouse DPI, ranks, tank sizes)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("新鼠标⟦四百九十九⟧ 鼠标垫⟦八十九块九⟧", ("499", "CNY"), ("89.9", "CNY"), cat=c)
    M("洗一只泰迪⟦一百二⟧", ("120", "CNY"), cat=c)
    M("营地一晚⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("加满一箱油⟦六百五⟧左右", ("650", "CNY"), cat=c, conv="approx")
    M("电推剪⟦三百八十八块八⟧", ("388.8", "CNY"), cat=c)
    M("战队这个月给我发了⟦八千五⟧", ("8500", "CNY"), cat=c)
    c = "scale"
    M("冠军奖金⟦30万⟧ 我分到⟦4万5⟧", ("300000", "CNY"), ("45000", "CNY"), cat=c)
    M("赞助费⟦1.5w⟧到账", ("15000", "CNY"), cat=c)
    M("这趟自驾油钱快⟦1万⟧了", ("10000", "CNY"), cat=c, conv="approx")
    M("房车是⟦38万⟧买的", ("380000", "CNY"), cat=c)
    M("这个月洗护收入⟦2万3千6⟧", ("23600", "CNY"), cat=c)
    c = "currency"
    M("韩国买的键盘⟦159000韩元⟧", ("159000", "KRW"), cat=c)
    M("在泰国比赛的奖金⟦50000泰铢⟧", ("50000", "THB"), cat=c)
    M("德国订的洗护香波⟦45欧⟧", ("45", "EUR"), cat=c, conv="colloquial-currency")
    M("房车开到澳门 停车费⟦澳门币80⟧", ("80", "MOP"), cat=c)
    M("海外赞助商付了⟦2000美金⟧", ("2000", "USD"), cat=c)
    c = "format"
    M("退休金到账 ⟦¥6,850⟧", ("6850", "CNY"), cat=c, conv="yen-sign-cny")
    M("这趟到现在花了 ⟦RMB 18,420⟧", ("18420", "CNY"), cat=c)
    M("洗护车账户余额 ⟦￥12,306.50⟧", ("12306.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("外服点卡 ⟦US$ 25⟧", ("25", "USD"), cat=c)
    M("营地年卡 ⟦2 880元⟧", ("2880", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("营地费⟦160⟧", ("160", "CNY"), cat=c)
    M("记一笔 加油⟦420⟧", ("420", "CNY"), cat=c)
    M("耳机⟦899⟧", ("899", "CNY"), cat=c)
    M("宠物香波⟦128⟧", ("128", "CNY"), cat=c)
    M("高速费⟦75⟧", ("75", "CNY"), cat=c)
    c = "beside-date"
    M("10月1号 收洗护费⟦360⟧", ("360", "CNY"), cat=c)
    M("礼拜四 营地费⟦180⟧", ("180", "CNY"), cat=c)
    M("八月十五 加油⟦500⟧", ("500", "CNY"), cat=c)
    M("6.28 退休金⟦4200⟧", ("4200", "CNY"), cat=c)
    M("上周六 买剪刀⟦260⟧", ("260", "CNY"), cat=c)
    c = "multi"
    M("洗澡⟦120⟧ 剪毛⟦80⟧ 驱虫⟦50⟧", ("120", "CNY"), ("80", "CNY"), ("50", "CNY"), cat=c)
    M("油费⟦650⟧ 营地⟦160⟧ 买菜⟦95⟧ 过路费⟦42⟧", ("650", "CNY"), ("160", "CNY"), ("95", "CNY"), ("42", "CNY"), cat=c)
    M("营地住三晚 每晚⟦150⟧ 一共⟦450⟧", ("150", "CNY"), ("450", "CNY"), cat=c)
    M("订金⟦100⟧ 尾款⟦200⟧ 今天结清", ("100", "CNY"), ("200", "CNY"), cat=c)
    M("鼠标两个 每个⟦599⟧", ("599", "CNY"), cat=c)
    c = "none"
    M("订单号 2058100188 电推剪一把", cat=c)
    M("快递单号 YT7730145629 香波两箱", cat=c)
    M("金毛称了一下 32公斤", cat=c)
    M("鼠标DPI 1600 回报率4000", cat=c)
    M("排位第7名 打了200把", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("new mouse ⟦a hundred twenty-nine bucks⟧", ("129", "USD"), cat=c)
    M("full groom on a doodle ⟦ninety-five dollars⟧", ("95", "USD"), cat=c)
    M("campsite was ⟦about 45 bucks⟧ a night", ("45", "USD"), cat=c, conv="approx")
    M("filled the rv for ⟦$180 and change⟧", ("180", "USD"), cat=c, conv="approx")
    M("nail trim ⟦fifteen bucks⟧", ("15", "USD"), cat=c)
    c = "scale"
    M("team won ⟦50k⟧, my cut ⟦7.5k⟧", ("50000", "USD"), ("7500", "USD"), cat=c)
    M("sponsor deal ⟦12 grand⟧ for the year", ("12000", "USD"), cat=c)
    M("the rv cost ⟦85k⟧ used", ("85000", "USD"), cat=c)
    M("fuel on this trip's pushing ⟦2 grand⟧", ("2000", "USD"), cat=c)
    M("grooming brought in ⟦6.2k⟧ in october", ("6200", "USD"), cat=c)
    c = "currency"
    M("keyboard from a korean shop ⟦₩189,000⟧", ("189000", "KRW"), cat=c)
    M("prize from the toronto lan ⟦C$ 3,000⟧", ("3000", "CAD"), cat=c)
    M("campground in quebec ⟦CA$ 52⟧ a night", ("52", "CAD"), cat=c)
    M("headset from a uk seller ⟦£89⟧", ("89", "GBP"), cat=c)
    M("tournament in berlin paid ⟦€1,500⟧", ("1500", "EUR"), cat=c)
    c = "format"
    M("pension deposit ⟦$2,418.60⟧", ("2418.6", "USD"), cat=c)
    M("trip total so far ⟦$6,932⟧", ("6932", "USD"), cat=c)
    M("van account balance ⟦USD 3,105.25⟧", ("3105.25", "USD"), cat=c)
    M("game credits ⟦US$ 20⟧", ("20", "USD"), cat=c)
    M("new clippers ⟦$249.00⟧", ("249", "USD"), cat=c)
    c = "bare"
    M("campsite ⟦48⟧", ("48", "USD"), cat=c)
    M("log gas ⟦72⟧", ("72", "USD"), cat=c)
    M("headset ⟦199⟧", ("199", "USD"), cat=c)
    M("oatmeal shampoo ⟦34⟧", ("34", "USD"), cat=c)
    M("tolls ⟦11⟧", ("11", "USD"), cat=c)
    c = "beside-date"
    M("10/1 grooming payments ⟦$340⟧", ("340", "USD"), cat=c)
    M("thurs campground ⟦$55⟧", ("55", "USD"), cat=c)
    M("thanksgiving fill-up ⟦$96⟧", ("96", "USD"), cat=c)
    M("6/28 pension ⟦$2,100⟧", ("2100", "USD"), cat=c)
    M("last sat new shears ⟦$85⟧", ("85", "USD"), cat=c)
    c = "multi"
    M("bath ⟦$60⟧, haircut ⟦$40⟧, teeth ⟦$15⟧", ("60", "USD"), ("40", "USD"), ("15", "USD"), cat=c)
    M("gas ⟦$88⟧, site ⟦$45⟧, groceries ⟦$62⟧, propane ⟦$24⟧", ("88", "USD"), ("45", "USD"), ("62", "USD"), ("24", "USD"), cat=c)
    M("3 nights at ⟦$42⟧, ⟦$126⟧ total", ("42", "USD"), ("126", "USD"), cat=c)
    M("⟦$25⟧ deposit, ⟦$70⟧ balance paid today", ("25", "USD"), ("70", "USD"), cat=c)
    M("2 mice at ⟦$79⟧ each", ("79", "USD"), cat=c)
    c = "none"
    M("order 58100188 one set of clippers", cat=c)
    M("tracking 9400 1118 9922 3301 4458 27 shampoo", cat=c)
    M("the golden weighed in at 70 lb", cat=c)
    M("mouse at 1600 dpi, 4000 hz polling", cat=c)
    M("ranked 7th, 200 games played", cat=c)
