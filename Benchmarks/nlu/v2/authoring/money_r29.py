"""Round 29 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a vet who runs a small animal clinic
(诊费 / treatment paid by clients, surgeries, vaccines, drugs and supplies ordered, a conference fee, an on-call night),
a retired woman who runs a neighbourhood group-buy (团购) for her building (neighbours paying her per order, suppliers
paid, her dance and senior-college fees, a trip with old classmates) and a young lawyer in her first years (a retainer
received, bar association dues, filing fees, late-night takeout, rent) type them in a budget chat: several per
message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and
balances, other currencies, and rows with no money (order numbers, case numbers, kg, reps, tracking numbers)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("给布偶猫做绝育 收了⟦八百五⟧", ("850", "CNY"), cat=c)
    M("楼上张阿姨的车厘子 ⟦一百二十八块五⟧", ("128.5", "CNY"), cat=c)
    M("狂犬疫苗一针⟦六十来块⟧", ("60", "CNY"), cat=c, conv="approx")
    M("加班点的麻辣烫⟦三十二块八⟧", ("32.8", "CNY"), cat=c)
    M("老年大学这学期学费⟦一千零五⟧", ("1005", "CNY"), cat=c)
    c = "scale"
    M("这个月诊所流水⟦12.6万⟧", ("126000", "CNY"), cat=c)
    M("新买的B超机⟦二十八万⟧", ("280000", "CNY"), cat=c)
    M("当事人打来的律师费⟦3w⟧ 先付了⟦1万5⟧", ("30000", "CNY"), ("15000", "CNY"), cat=c)
    M("团购一年走了差不多⟦四万多⟧的货", ("40000", "CNY"), cat=c, conv="approx")
    M("兽医年会的赞助⟦2.5万⟧", ("25000", "CNY"), cat=c)
    c = "currency"
    M("跟老同学去日本 带了⟦八万日元⟧", ("80000", "JPY"), cat=c)
    M("香港的客户付了⟦港币6500⟧", ("6500", "HKD"), cat=c)
    M("进口的驱虫药⟦420欧元⟧", ("420", "EUR"), cat=c)
    M("在首尔买的面霜⟦五万韩币⟧", ("50000", "KRW"), cat=c)
    M("泰国玩了两天 花了⟦三千泰铢⟧", ("3000", "THB"), cat=c)
    M("英国的会议注册费⟦150英镑⟧", ("150", "GBP"), cat=c)
    c = "format"
    M("手术设备尾款 ⟦¥36,800⟧", ("36800", "CNY"), cat=c, conv="yen-sign-cny")
    M("律所发的季度奖 ⟦RMB 12,500.00⟧", ("12500", "CNY"), cat=c)
    M("美国的期刊订阅 ⟦US$ 219.90⟧", ("219.9", "USD"), cat=c)
    M("团购供应商月结 ⟦￥8,640⟧", ("8640", "CNY"), cat=c, conv="yen-sign-cny")
    M("诊所年租金 ⟦168 000元⟧", ("168000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 猫砂⟦96⟧", ("96", "CNY"), cat=c)
    M("宵夜⟦58⟧", ("58", "CNY"), cat=c)
    M("律协会费 ⟦1200⟧", ("1200", "CNY"), cat=c)
    M("收了3楼王姐的团购款 ⟦186⟧", ("186", "CNY"), cat=c)
    c = "beside-date"
    M("2月1号 除夕夜急诊收了⟦600⟧", ("600", "CNY"), cat=c)
    M("周五 付了水果供应商⟦2350⟧", ("2350", "CNY"), cat=c)
    M("5.31 会费⟦1500⟧", ("1500", "CNY"), cat=c)
    M("双十一 给诊所囤的猫粮⟦1688⟧", ("1688", "CNY"), cat=c)
    M("上礼拜三 立案费⟦50⟧", ("50", "CNY"), cat=c)
    c = "multi"
    M("手术费⟦1200⟧ 住院三天⟦450⟧ 药⟦180⟧", ("1200", "CNY"), ("450", "CNY"), ("180", "CNY"), cat=c)
    M("24户 每户⟦45⟧", ("45", "CNY"), cat=c)
    M("定金⟦5000⟧ 余款⟦15000⟧ 一共⟦两万⟧", ("5000", "CNY"), ("15000", "CNY"), ("20000", "CNY"), cat=c)
    M("广场舞服装⟦120⟧一套 买了两套 共⟦240⟧", ("120", "CNY"), ("240", "CNY"), cat=c)
    M("外卖⟦42⟧ 打车⟦36⟧", ("42", "CNY"), ("36", "CNY"), cat=c)
    c = "none"
    M("团购第38期 共62单", cat=c)
    M("案号 2049民初1234号", cat=c)
    M("这只柯基体重11公斤 打了2针", cat=c)
    M("快递单号 SF1234567890 到了", cat=c)
    M("今天深蹲做了4组 每组12个", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("spay for the ragdoll came to ⟦eight hundred fifty⟧", ("850", "USD"), cat=c)
    M("late-night ramen ⟦about twenty bucks⟧", ("20", "USD"), cat=c, conv="approx")
    M("rabies shot is ⟦thirty-five dollars⟧", ("35", "USD"), cat=c)
    M("pad thai and a soda ⟦eighteen seventy-five⟧", ("18.75", "USD"), cat=c, conv="dollars-cents-pair")
    M("cat litter ran me ⟦$30 and change⟧", ("30", "USD"), cat=c, conv="approx")
    c = "scale"
    M("clinic did ⟦96k⟧ in revenue last quarter", ("96000", "USD"), cat=c)
    M("new ultrasound machine is ⟦45 grand⟧", ("45000", "USD"), cat=c)
    M("retainer came in at ⟦7.5K⟧", ("7500", "USD"), cat=c)
    M("student loans still ⟦120k⟧", ("120000", "USD"), cat=c)
    M("the firm's malpractice policy is ⟦2 million⟧", ("2000000", "USD"), cat=c)
    c = "currency"
    M("conference hotel in toronto ⟦C$640⟧", ("640", "CAD"), cat=c)
    M("my classmates' trip to london, ⟦£380⟧ for the flat", ("380", "GBP"), cat=c)
    M("imported dewormer ⟦€210⟧", ("210", "EUR"), cat=c)
    M("tokyo client paid ⟦200,000 yen⟧", ("200000", "JPY"), cat=c)
    M("swiss expert witness billed ⟦CHF 2'400⟧", ("2400", "CHF"), cat=c, conv="swiss-apostrophe")
    M("mexico trip souvenirs ⟦500 Mexican pesos⟧", ("500", "MXN"), cat=c)
    c = "format"
    M("surgical table balance ⟦$12,480.00⟧", ("12480", "USD"), cat=c)
    M("bar dues ⟦US$ 475⟧", ("475", "USD"), cat=c)
    M("filing fee ⟦USD 402⟧", ("402", "USD"), cat=c)
    M("supplier invoice for the building order ⟦$1,236.40⟧", ("1236.4", "USD"), cat=c)
    M("clinic rent ⟦$4,750⟧ a month", ("4750", "USD"), cat=c)
    c = "bare"
    M("kitty litter ⟦24⟧", ("24", "USD"), cat=c)
    M("midnight tacos ⟦16.50⟧", ("16.5", "USD"), cat=c)
    M("cle course ⟦89⟧", ("89", "USD"), cat=c)
    M("mrs. ortiz paid for her order ⟦42⟧", ("42", "USD"), cat=c)
    c = "beside-date"
    M("feb 1 emergency visit paid ⟦$380⟧", ("380", "USD"), cat=c)
    M("fri paid the fruit supplier ⟦$612⟧", ("612", "USD"), cat=c)
    M("5/31 bar dues ⟦$475⟧", ("475", "USD"), cat=c)
    M("halloween candy for the waiting room ⟦$27⟧", ("27", "USD"), cat=c)
    M("last wed court parking ⟦$14⟧", ("14", "USD"), cat=c)
    c = "multi"
    M("surgery ⟦$900⟧, 3 nights boarding ⟦$150⟧, meds ⟦$64⟧", ("900", "USD"), ("150", "USD"), ("64", "USD"), cat=c)
    M("24 households at ⟦$18⟧ each", ("18", "USD"), cat=c)
    M("retainer ⟦$5,000⟧, first invoice ⟦$2,300⟧, balance ⟦$2,700⟧", ("5000", "USD"), ("2300", "USD"), ("2700", "USD"), cat=c)
    M("dance shoes ⟦$45⟧ a pair, got 2, ⟦$90⟧", ("45", "USD"), ("90", "USD"), cat=c)
    M("takeout ⟦$23⟧ and a cab ⟦$31⟧", ("23", "USD"), ("31", "USD"), cat=c)
    c = "none"
    M("group order #38, 62 orders total", cat=c)
    M("case no. 2049-CV-01234 filed", cat=c)
    M("corgi weighs 24 lbs, got 2 shots", cat=c)
    M("tracking 1Z999AA10123456784 delivered", cat=c)
    M("4 sets of 12 squats today", cat=c)
