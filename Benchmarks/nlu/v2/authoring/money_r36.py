"""Round 36 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a phone-repair shop owner (screens,
batteries and parts bought, customers paying for repairs, a deposit on a booth at a trade fair, parts bought abroad), a
nursing student on clinical placements (tuition, uniforms and shoes, textbooks, a part-time job's hourly pay) and a
couple who foster rescue dogs (vet bills, kibble and crates, donations received, adoption fees, a transport run) type
them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`,
thousands separators, deposits and balances, other currencies, and rows with no money (order and tracking numbers,
IMEI numbers, kg of kibble, dogs counted, shift hours)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("换块屏收了⟦三百八⟧", ("380", "CNY"), cat=c)
    M("一套护士服⟦一百二十块五⟧", ("120.5", "CNY"), cat=c)
    M("一袋狗粮⟦两百出头⟧", ("200", "CNY"), cat=c, conv="approx", unsure="两百出头 read as about 200")
    M("兼职一个钟头⟦二十五块⟧", ("25", "CNY"), cat=c)
    M("电池进价⟦四十来块⟧一块", ("40", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("这学期学费⟦1万3⟧", ("13000", "CNY"), cat=c)
    M("上个月店里流水⟦6.8w⟧", ("68000", "CNY"), cat=c)
    M("救助站今年收到捐款⟦两万出头⟧", ("20000", "CNY"), cat=c, conv="approx", unsure="两万出头 read as about 20000")
    M("展会摊位费⟦0.45万⟧", ("4500", "CNY"), cat=c)
    M("进一批屏幕⟦3千2⟧", ("3200", "CNY"), cat=c)
    c = "currency"
    M("日本买的拆机工具⟦4500日元⟧", ("4500", "JPY"), cat=c)
    M("香港供应商的排线⟦港币680⟧", ("680", "HKD"), cat=c)
    M("英国买的护理参考书⟦四十镑⟧", ("40", "GBP"), cat=c, conv="colloquial-currency")
    M("韩国的屏幕⟦12万韩元⟧", ("120000", "KRW"), cat=c)
    M("台湾朋友捐的⟦台币3000⟧", ("3000", "TWD"), cat=c)
    c = "format"
    M("热风枪 ⟦¥1,280⟧", ("1280", "CNY"), cat=c, conv="yen-sign-cny")
    M("九月修机收入 ⟦RMB 21,600⟧", ("21600", "CNY"), cat=c)
    M("狗笼两个 ⟦￥598.00⟧", ("598", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外买的听诊器 ⟦US$ 89⟧", ("89", "USD"), cat=c)
    M("兽医账单 ⟦2 350元⟧", ("2350", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("换电池 ⟦150⟧", ("150", "CNY"), cat=c)
    M("狗粮⟦230⟧", ("230", "CNY"), cat=c)
    M("记一笔 护士鞋⟦199⟧", ("199", "CNY"), cat=c)
    M("驱虫药⟦88⟧", ("88", "CNY"), cat=c)
    M("记一下 钢化膜一盒⟦65⟧", ("65", "CNY"), cat=c)
    c = "beside-date"
    M("10月1号 收修理费⟦460⟧", ("460", "CNY"), cat=c)
    M("礼拜四 教材⟦312⟧", ("312", "CNY"), cat=c)
    M("7.2 兽医⟦540⟧", ("540", "CNY"), cat=c)
    M("元旦那天 收到捐款⟦800⟧", ("800", "CNY"), cat=c)
    M("上周五 兼职工资⟦1100⟧", ("1100", "CNY"), cat=c)
    c = "multi"
    M("屏幕⟦260⟧ 电池⟦45⟧ 排线⟦18⟧", ("260", "CNY"), ("45", "CNY"), ("18", "CNY"), cat=c)
    M("定金⟦100⟧ 取机的时候再付⟦280⟧", ("100", "CNY"), ("280", "CNY"), cat=c)
    M("3只狗 每只疫苗⟦120⟧ 一共⟦360⟧", ("120", "CNY"), ("360", "CNY"), cat=c)
    M("学费⟦6500⟧ 护士服⟦240⟧ 书⟦312⟧", ("6500", "CNY"), ("240", "CNY"), ("312", "CNY"), cat=c)
    M("上了16个钟头 每钟头⟦25⟧", ("25", "CNY"), cat=c)
    c = "none"
    M("IMEI 86742105 屏幕碎了", cat=c)
    M("狗粮20公斤 够吃三周", cat=c)
    M("现在家里寄养了4只狗 最大的35斤", cat=c)
    M("快递单号 SF1409876523 屏幕到了", cat=c)
    M("这周上了3个夜班 一共36个小时", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("screen swap runs ⟦a hundred and twenty-nine bucks⟧", ("129", "USD"), cat=c)
    M("new scrubs were ⟦thirty-four ninety-nine⟧", ("34.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("kibble ⟦about 60 bucks⟧ a bag", ("60", "USD"), cat=c, conv="approx")
    M("the job pays ⟦eighteen an hour⟧", ("18", "USD"), cat=c)
    M("crate was ⟦$80 and change⟧", ("80", "USD"), cat=c, conv="approx")
    c = "scale"
    M("spring tuition ⟦6.2k⟧", ("6200", "USD"), cat=c)
    M("shop did ⟦11 grand⟧ in september", ("11000", "USD"), cat=c)
    M("rescue raised ⟦half a grand⟧ at the event", ("500", "USD"), cat=c)
    M("booth at the expo ⟦1.5K⟧", ("1500", "USD"), cat=c)
    M("donations this year ⟦12k⟧", ("12000", "USD"), cat=c)
    c = "currency"
    M("pry tools from tokyo ⟦3,800 yen⟧", ("3800", "JPY"), cat=c)
    M("flex cables from a shenzhen seller ⟦¥450⟧", ("450", "CNY"), cat=c, conv="yen-sign-cny")
    M("nursing handbook from a uk shop ⟦£28⟧", ("28", "GBP"), cat=c)
    M("canadian adopter paid ⟦C$ 350⟧", ("350", "CAD"), cat=c)
    M("screens from a german vendor ⟦€310⟧", ("310", "EUR"), cat=c)
    c = "format"
    M("hot air station ⟦$1,049⟧", ("1049", "USD"), cat=c)
    M("fall tuition ⟦USD 7,450.00⟧", ("7450", "USD"), cat=c)
    M("vet invoice ⟦$2,315⟧", ("2315", "USD"), cat=c)
    M("stethoscope ⟦US$ 96⟧", ("96", "USD"), cat=c)
    M("september repairs ⟦$14,380⟧", ("14380", "USD"), cat=c)
    c = "bare"
    M("battery swap ⟦45⟧", ("45", "USD"), cat=c)
    M("kibble ⟦58⟧", ("58", "USD"), cat=c)
    M("log nursing shoes ⟦110⟧", ("110", "USD"), cat=c)
    M("flea meds ⟦32⟧", ("32", "USD"), cat=c)
    M("screen protectors ⟦21.50⟧", ("21.5", "USD"), cat=c)
    c = "beside-date"
    M("10/1 repair payment ⟦$240⟧", ("240", "USD"), cat=c)
    M("thurs textbooks ⟦$146⟧", ("146", "USD"), cat=c)
    M("7/2 vet ⟦$185⟧", ("185", "USD"), cat=c)
    M("new year's day donation ⟦$100⟧", ("100", "USD"), cat=c)
    M("last fri paycheck ⟦$612⟧", ("612", "USD"), cat=c)
    c = "multi"
    M("screen ⟦$95⟧, battery ⟦$22⟧, cable ⟦$8⟧", ("95", "USD"), ("22", "USD"), ("8", "USD"), cat=c)
    M("deposit ⟦$50⟧ now, ⟦$129⟧ at pickup", ("50", "USD"), ("129", "USD"), cat=c)
    M("3 dogs, ⟦$45⟧ shots each, ⟦$135⟧ total", ("45", "USD"), ("135", "USD"), cat=c)
    M("tuition ⟦$3,200⟧, scrubs ⟦$68⟧, books ⟦$146⟧", ("3200", "USD"), ("68", "USD"), ("146", "USD"), cat=c)
    M("worked 16 hrs at ⟦$18⟧/hr", ("18", "USD"), cat=c)
    c = "none"
    M("IMEI 35829104 cracked screen", cat=c)
    M("40 lb bag of kibble lasts 3 weeks", cat=c)
    M("4 fosters right now, biggest is 70 lbs", cat=c)
    M("tracking 1Z884W0312 screens arriving", cat=c)
    M("did 3 night shifts this wk, 36 hrs total", cat=c)
