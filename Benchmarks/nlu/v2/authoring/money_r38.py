"""Round 38 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a primary-school PE teacher who also referees
youth basketball (referee fees, whistles, balls and cones bought, a tournament's entry), a retired man learning to paint
who volunteers at a library (paints, brushes and canvases, class fees, his pension, a doctor's bill, art books bought
abroad) and a young couple moving to a new flat (the deposit and the first month's rent, the movers over two days,
furniture, the internet installation, things bought abroad) type them in a budget chat: several per message, counts
beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other
currencies, and rows with no money (order and tracking numbers, kg, reps, furniture sizes, balls counted)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("一场少年赛裁判费⟦两百五⟧", ("250", "CNY"), cat=c)
    M("一个哨子⟦九块九⟧", ("9.9", "CNY"), cat=c)
    M("一管钛白颜料⟦三十来块⟧", ("30", "CNY"), cat=c, conv="approx")
    M("搬家师傅说两天一共⟦一千八⟧", ("1800", "CNY"), cat=c)
    M("宽带安装费⟦一百零八⟧", ("108", "CNY"), cat=c)
    M("挂号⟦十二块五毛⟧", ("12.5", "CNY"), cat=c)
    c = "scale"
    M("押一付三 一共⟦1.6w⟧", ("16000", "CNY"), cat=c)
    M("这季度裁判费拿了⟦4千2⟧", ("4200", "CNY"), cat=c)
    M("家具一套下来⟦两万出头⟧", ("20000", "CNY"), cat=c, conv="approx", unsure="两万出头 read as about 20000")
    M("退休金每月⟦0.56万⟧", ("5600", "CNY"), cat=c)
    M("油画班一学期⟦1万2⟧", ("12000", "CNY"), cat=c)
    c = "currency"
    M("日本带回来的画笔⟦6500日元⟧", ("6500", "JPY"), cat=c)
    M("香港买的画册⟦港币380⟧", ("380", "HKD"), cat=c)
    M("德国的床垫 打折后⟦四百五十欧⟧", ("450", "EUR"), cat=c, conv="colloquial-currency")
    M("英国网站上的裁判哨⟦25英镑⟧", ("25", "GBP"), cat=c)
    M("台湾朋友寄来的水彩⟦台币1200⟧", ("1200", "TWD"), cat=c)
    c = "format"
    M("新房押金 ⟦¥4,800⟧", ("4800", "CNY"), cat=c, conv="yen-sign-cny")
    M("这个月退休金 ⟦RMB 5,620⟧", ("5620", "CNY"), cat=c)
    M("沙发 ⟦￥3,299.00⟧", ("3299", "CNY"), cat=c, conv="yen-sign-cny")
    M("海淘的篮球 ⟦US$ 59⟧", ("59", "USD"), cat=c)
    M("搬家公司全款 ⟦2 600元⟧", ("2600", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("哨子 ⟦12⟧", ("12", "CNY"), cat=c)
    M("画布⟦35⟧", ("35", "CNY"), cat=c)
    M("记一笔 地垫⟦68⟧", ("68", "CNY"), cat=c)
    M("午饭⟦22⟧", ("22", "CNY"), cat=c)
    M("记一下 挂号费⟦50⟧", ("50", "CNY"), cat=c)
    c = "beside-date"
    M("5月3号 裁判费⟦300⟧", ("300", "CNY"), cat=c)
    M("礼拜天 买颜料⟦146⟧", ("146", "CNY"), cat=c)
    M("6.18 床垫⟦1599⟧", ("1599", "CNY"), cat=c)
    M("元旦那天 搬家打车⟦75⟧", ("75", "CNY"), cat=c)
    M("上周二 看病⟦230⟧", ("230", "CNY"), cat=c)
    c = "multi"
    M("篮球⟦120⟧ 哨子⟦12⟧ 标志桶⟦45⟧", ("120", "CNY"), ("12", "CNY"), ("45", "CNY"), cat=c)
    M("押金⟦4800⟧ 第一个月房租⟦4800⟧今天转的", ("4800", "CNY"), ("4800", "CNY"), cat=c)
    M("画布5张 每张⟦28⟧ 一共⟦140⟧", ("28", "CNY"), ("140", "CNY"), cat=c)
    M("搬家定金⟦500⟧ 尾款⟦1300⟧搬完付", ("500", "CNY"), ("1300", "CNY"), cat=c)
    M("三场比赛 每场⟦200⟧", ("200", "CNY"), cat=c)
    c = "none"
    M("订单号 20530501772 沙发下周到", cat=c)
    M("篮球7号 买十个", cat=c)
    M("纸箱四十个 书大概两百公斤", cat=c)
    M("仰卧起坐一分钟四十五个 及格", cat=c)
    M("快递单号 SF1204558637 画架", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("a youth game pays ⟦forty bucks⟧", ("40", "USD"), cat=c)
    M("tube of cadmium red ⟦twelve ninety⟧", ("12.9", "USD"), cat=c, conv="dollars-cents-pair")
    M("movers quoted ⟦about 900 bucks⟧", ("900", "USD"), cat=c, conv="approx")
    M("internet install is ⟦ninety-nine dollars⟧", ("99", "USD"), cat=c)
    M("the copay was ⟦$25 and change⟧", ("25", "USD"), cat=c, conv="approx")
    c = "scale"
    M("security deposit ⟦2.4k⟧", ("2400", "USD"), cat=c)
    M("reffed ⟦3 grand⟧ worth of games this spring", ("3000", "USD"), cat=c)
    M("couch was ⟦half a grand⟧ on sale", ("500", "USD"), cat=c)
    M("painting course ⟦1.2K⟧ for the term", ("1200", "USD"), cat=c)
    M("move so far ⟦6k⟧", ("6000", "USD"), cat=c)
    c = "currency"
    M("brushes from a tokyo shop ⟦8,400 yen⟧", ("8400", "JPY"), cat=c)
    M("art book from london ⟦£32⟧", ("32", "GBP"), cat=c)
    M("mattress from a berlin store ⟦€420⟧", ("420", "EUR"), cat=c)
    M("whistles from a vancouver site ⟦C$ 36⟧", ("36", "CAD"), cat=c)
    M("ink stick from a beijing shop ⟦¥160⟧", ("160", "CNY"), cat=c, conv="yen-sign-cny")
    c = "format"
    M("first month's rent ⟦$2,350⟧", ("2350", "USD"), cat=c)
    M("pension deposit ⟦USD 1,912.60⟧", ("1912.6", "USD"), cat=c)
    M("movers both days ⟦$1,480⟧", ("1480", "USD"), cat=c)
    M("new basketballs ⟦US$ 89⟧", ("89", "USD"), cat=c)
    M("ref fees last season ⟦$4,275⟧", ("4275", "USD"), cat=c)
    c = "bare"
    M("whistle ⟦9⟧", ("9", "USD"), cat=c)
    M("canvas ⟦18⟧", ("18", "USD"), cat=c)
    M("log doormat ⟦24⟧", ("24", "USD"), cat=c)
    M("paint thinner ⟦11.50⟧", ("11.5", "USD"), cat=c)
    M("pizza on moving day ⟦32⟧", ("32", "USD"), cat=c)
    c = "beside-date"
    M("5/3 ref fee ⟦$75⟧", ("75", "USD"), cat=c)
    M("sun paints ⟦$46⟧", ("46", "USD"), cat=c)
    M("6/18 mattress ⟦$640⟧", ("640", "USD"), cat=c)
    M("boxing day movers tip ⟦$60⟧", ("60", "USD"), cat=c)
    M("last tue doctor ⟦$40⟧", ("40", "USD"), cat=c)
    c = "multi"
    M("balls ⟦$30⟧, whistle ⟦$9⟧, cones ⟦$15⟧", ("30", "USD"), ("9", "USD"), ("15", "USD"), cat=c)
    M("deposit ⟦$2,350⟧ and first month ⟦$2,350⟧ sent today", ("2350", "USD"), ("2350", "USD"), cat=c)
    M("5 canvases at ⟦$14⟧ each, ⟦$70⟧ total", ("14", "USD"), ("70", "USD"), cat=c)
    M("movers deposit ⟦$200⟧, balance ⟦$1,280⟧ when done", ("200", "USD"), ("1280", "USD"), cat=c)
    M("3 games at ⟦$65⟧ a game", ("65", "USD"), cat=c)
    c = "none"
    M("order 5305017 couch ships next week", cat=c)
    M("need ten size 5 balls", cat=c)
    M("40 boxes, books about 90 kg", cat=c)
    M("kids did 45 situps in a minute", cat=c)
    M("tracking 1Z88420 easel", cat=c)
