"""Round 32 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a piano tuner who visits homes and schools
(tuning fees received, strings, hammers and felts bought, fuel and parking), an actor in a touring play (per diem
received, costume and make-up costs, hotel nights, other currencies on a tour abroad) and a beekeeper who sells honey
at markets and online (honey sales received, jars, labels and foundation sheets bought, shipping costs, a beekeeping
course, a market stall fee) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order numbers, kg, reps, tracking numbers, string gauges, hive counts)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("调一台立式琴收了⟦三百八⟧", ("380", "CNY"), cat=c)
    M("一套低音弦⟦一千二百五⟧", ("1250", "CNY"), cat=c)
    M("剧组每天的补贴⟦两百来块⟧", ("200", "CNY"), cat=c, conv="approx")
    M("一瓶槐花蜜卖⟦六十八块八⟧", ("68.8", "CNY"), cat=c)
    M("停车费⟦十二块五⟧", ("12.5", "CNY"), cat=c)
    c = "scale"
    M("学校那批琴的调音费一共⟦1万6⟧", ("16000", "CNY"), cat=c)
    M("巡演三个月的补贴⟦3.6w⟧", ("36000", "CNY"), cat=c)
    M("今年卖蜂蜜收入⟦十二万左右⟧", ("120000", "CNY"), cat=c, conv="approx")
    M("新买的摇蜜机⟦0.45万⟧", ("4500", "CNY"), cat=c)
    M("音乐厅那台三角琴的大修⟦两万零八百⟧", ("20800", "CNY"), cat=c)
    c = "currency"
    M("东京演出的日补贴⟦八千日元⟧", ("8000", "JPY"), cat=c)
    M("新加坡那站的化妆品⟦新币65⟧", ("65", "SGD"), cat=c)
    M("德国订的琴槌毡⟦二百四十欧元⟧", ("240", "EUR"), cat=c)
    M("新西兰的麦卢卡蜂蜜样品⟦150纽币⟧", ("150", "NZD"), cat=c, unsure="纽币 is not in the conventions' list; read as NZD")
    M("香港场的出租车⟦港币180⟧", ("180", "HKD"), cat=c)
    M("伦敦买的戏服配件⟦35镑⟧", ("35", "GBP"), cat=c, conv="colloquial-currency")
    c = "format"
    M("一季度调琴收入 ⟦¥18,640⟧", ("18640", "CNY"), cat=c, conv="yen-sign-cny")
    M("蜂蜜礼盒的货款 ⟦RMB 6,300⟧", ("6300", "CNY"), cat=c)
    M("戏服定做 ⟦￥2,480.50⟧", ("2480.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("国外网课的养蜂课 ⟦US$ 149⟧", ("149", "USD"), cat=c)
    M("蜂箱一批 ⟦12 600元⟧", ("12600", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("琴弦 ⟦86⟧", ("86", "CNY"), cat=c)
    M("跑高速加油⟦350⟧", ("350", "CNY"), cat=c)
    M("标签⟦45⟧", ("45", "CNY"), cat=c)
    M("记一下 卸妆油⟦129⟧", ("129", "CNY"), cat=c)
    c = "beside-date"
    M("2月12号 蜂蜜卖了⟦960⟧", ("960", "CNY"), cat=c)
    M("礼拜四 二中调琴费⟦1200⟧", ("1200", "CNY"), cat=c)
    M("7.1 罐子⟦420⟧", ("420", "CNY"), cat=c)
    M("元宵 演出补贴⟦300⟧", ("300", "CNY"), cat=c)
    M("上周日 集市摊位费⟦80⟧", ("80", "CNY"), cat=c)
    c = "multi"
    M("罐子200个 每个⟦2.3⟧ 一共⟦460⟧", ("2.3", "CNY"), ("460", "CNY"), cat=c)
    M("定金⟦800⟧ 尾款⟦1600⟧", ("800", "CNY"), ("1600", "CNY"), cat=c)
    M("琴弦⟦86⟧ 停车⟦20⟧ 加油⟦300⟧", ("86", "CNY"), ("20", "CNY"), ("300", "CNY"), cat=c)
    M("卖了35瓶 每瓶⟦68⟧", ("68", "CNY"), cat=c)
    M("假发⟦380⟧ 粉底⟦156.5⟧", ("380", "CNY"), ("156.5", "CNY"), cat=c)
    c = "none"
    M("订单号 2051071903 要两瓶枣花蜜", cat=c)
    M("一箱蜜大概25公斤", cat=c)
    M("快递单号 YT8820316547 蜂蜜寄出了", cat=c)
    M("中音区换了3根弦 17号规格", cat=c)
    M("下蹲100个 开合跳200个 热身", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("got ⟦one hundred forty⟧ for tuning the upright", ("140", "USD"), cat=c)
    M("bass string set ⟦two hundred and twenty-five⟧", ("225", "USD"), cat=c)
    M("per diem is ⟦about 60 bucks⟧ a day", ("60", "USD"), cat=c, conv="approx")
    M("pound of clover honey goes for ⟦twelve fifty⟧", ("12.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("parking downtown ⟦$18 and change⟧", ("18", "USD"), cat=c, conv="approx")
    c = "scale"
    M("the school district contract ⟦6.5k⟧", ("6500", "USD"), cat=c)
    M("per diem for the whole tour ⟦4 grand⟧", ("4000", "USD"), cat=c)
    M("honey sales this year ⟦22K⟧", ("22000", "USD"), cat=c)
    M("new extractor ⟦1.2k⟧", ("1200", "USD"), cat=c)
    M("concert grand rebuild quote ⟦half a grand⟧ for the hammers alone", ("500", "USD"), cat=c)
    c = "currency"
    M("per diem in toronto ⟦C$ 75⟧", ("75", "CAD"), cat=c)
    M("makeup in london ⟦£42⟧", ("42", "GBP"), cat=c)
    M("felts from germany ⟦€96⟧", ("96", "EUR"), cat=c)
    M("cab in sydney ⟦A$ 38⟧", ("38", "AUD"), cat=c)
    M("manuka honey sample ⟦NZ$ 60⟧", ("60", "NZD"), cat=c)
    M("zurich hotel ⟦CHF 1'180⟧", ("1180", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "format"
    M("q1 tuning income ⟦$9,840⟧", ("9840", "USD"), cat=c)
    M("wig and costume fitting ⟦$1,275.00⟧", ("1275", "USD"), cat=c)
    M("beekeeping course ⟦US$ 289⟧", ("289", "USD"), cat=c)
    M("jar order ⟦USD 412.60⟧", ("412.6", "USD"), cat=c)
    M("the store paid ⟦$3,360⟧ for the fall honey", ("3360", "USD"), cat=c)
    c = "bare"
    M("strings ⟦38⟧", ("38", "USD"), cat=c)
    M("gas for the van ⟦52⟧", ("52", "USD"), cat=c)
    M("labels ⟦24.99⟧", ("24.99", "USD"), cat=c)
    M("log makeup remover ⟦17⟧", ("17", "USD"), cat=c)
    c = "beside-date"
    M("2/12 honey at the market ⟦$480⟧", ("480", "USD"), cat=c)
    M("thurs tuning at the high school ⟦$600⟧", ("600", "USD"), cat=c)
    M("7/1 jars ⟦$210⟧", ("210", "USD"), cat=c)
    M("presidents' day per diem ⟦$60⟧", ("60", "USD"), cat=c)
    M("last sun market stall ⟦$40⟧", ("40", "USD"), cat=c)
    c = "multi"
    M("200 jars at ⟦$1.15⟧ each, ⟦$230⟧ total", ("1.15", "USD"), ("230", "USD"), cat=c)
    M("deposit ⟦$150⟧, balance ⟦$300⟧", ("150", "USD"), ("300", "USD"), cat=c)
    M("strings ⟦$38⟧, parking ⟦$12⟧, gas ⟦$45⟧", ("38", "USD"), ("12", "USD"), ("45", "USD"), cat=c)
    M("sold 35 jars at ⟦$14⟧ a jar", ("14", "USD"), cat=c)
    M("wig ⟦$180⟧ and foundation ⟦$42.50⟧", ("180", "USD"), ("42.5", "USD"), cat=c)
    c = "none"
    M("order #61842 wants two jars of buckwheat", cat=c)
    M("a full super is about 60 lbs", cat=c)
    M("tracking 9400111899223344556677 for the honey", cat=c)
    M("swapped 3 strings in the tenor, gauge 17", cat=c)
    M("100 squats and 200 jumping jacks before the show", cat=c)
