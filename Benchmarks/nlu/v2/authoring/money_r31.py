"""Round 31 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a home baker who takes custom cake orders
(deposits received, flour, butter and boxes bought, a market stall fee, a baking class she teaches), a tour guide
leading groups (tips and guiding fees received, group tickets paid, a licence course, other currencies abroad) and a
high-school senior preparing for exams (tuition and books paid by a parent, pocket money, application fees) type them
in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands
separators, deposits and balances, other currencies, and rows with no money (order numbers, kg, reps, tracking
numbers, cake sizes)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("王太太的定金收了⟦三百五⟧", ("350", "CNY"), cat=c)
    M("一盒淡奶油⟦六十二块五⟧", ("62.5", "CNY"), cat=c)
    M("这团小费收了⟦一千来块⟧", ("1000", "CNY"), cat=c, conv="approx")
    M("物理补课一次⟦两百八⟧", ("280", "CNY"), cat=c)
    M("妈妈给的零花钱⟦五十块零五毛⟧", ("50.5", "CNY"), cat=c)
    c = "scale"
    M("这学期补课费一共⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("春节团的导游费⟦0.6万⟧", ("6000", "CNY"), cat=c)
    M("今年蛋糕接单收入⟦八万多⟧", ("80000", "CNY"), cat=c, conv="approx")
    M("新买的烤箱⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("集训营报名⟦两万三千六⟧", ("23600", "CNY"), cat=c)
    c = "currency"
    M("日本团司机的小费⟦五千日元⟧", ("5000", "JPY"), cat=c)
    M("泰国团收的小费⟦2000泰铢⟧", ("2000", "THB"), cat=c)
    M("在首尔买的门票⟦韩币45000⟧", ("45000", "KRW"), cat=c)
    M("法国的黄油⟦12欧⟧一块", ("12", "EUR"), cat=c, conv="colloquial-currency")
    M("瑞士团的缆车票⟦瑞郎88⟧", ("88", "CHF"), cat=c)
    M("托福报名费⟦240美元⟧", ("240", "USD"), cat=c)
    c = "format"
    M("婚礼蛋糕尾款 ⟦¥3,280⟧", ("3280", "CNY"), cat=c, conv="yen-sign-cny")
    M("团队门票 ⟦RMB 4,560⟧", ("4560", "CNY"), cat=c)
    M("一年的教辅书 ⟦￥1,086.40⟧", ("1086.4", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外网课 ⟦US$ 199⟧", ("199", "USD"), cat=c)
    M("旅行社结的账 ⟦15 800元⟧", ("15800", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("蛋糕盒 ⟦96⟧", ("96", "CNY"), cat=c)
    M("小费⟦300⟧", ("300", "CNY"), cat=c)
    M("买练习册⟦58⟧", ("58", "CNY"), cat=c)
    M("记一下 黄油⟦245⟧", ("245", "CNY"), cat=c)
    c = "beside-date"
    M("12月29号 面粉⟦180⟧", ("180", "CNY"), cat=c)
    M("周三 收了李姐的定金⟦200⟧", ("200", "CNY"), cat=c)
    M("11.22 蛋糕盒⟦75⟧", ("75", "CNY"), cat=c)
    M("元旦 带团小费⟦400⟧", ("400", "CNY"), cat=c)
    M("上礼拜六 市集摊位费⟦120⟧", ("120", "CNY"), cat=c)
    c = "multi"
    M("杯子蛋糕30个 每个⟦12⟧ 一共⟦360⟧", ("12", "CNY"), ("360", "CNY"), cat=c)
    M("定金⟦500⟧ 尾款⟦1180⟧", ("500", "CNY"), ("1180", "CNY"), cat=c)
    M("面粉⟦180⟧ 黄油⟦245⟧ 盒子⟦96⟧", ("180", "CNY"), ("245", "CNY"), ("96", "CNY"), cat=c)
    M("18个人的门票 每张⟦65⟧", ("65", "CNY"), cat=c)
    M("数学书⟦46⟧ 英语书⟦52.5⟧", ("46", "CNY"), ("52.5", "CNY"), cat=c)
    c = "none"
    M("今天模考数学考了128分", cat=c)
    M("订单号 2051033118 的生日蛋糕要8寸", cat=c)
    M("面粉一袋25公斤", cat=c)
    M("快递单号 SF1234509876 教辅到了", cat=c)
    M("跳绳1200个 仰卧起坐50个", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("got ⟦three hundred fifty⟧ deposit for the wedding cake", ("350", "USD"), cat=c)
    M("heavy cream ⟦six forty-nine⟧", ("6.49", "USD"), cat=c, conv="dollars-cents-pair")
    M("tips from the group ⟦about 200 bucks⟧", ("200", "USD"), cat=c, conv="approx")
    M("sat prep class ⟦fifteen hundred⟧", ("1500", "USD"), cat=c)
    M("mom gave me ⟦$20 and change⟧ for lunch this week", ("20", "USD"), cat=c, conv="approx")
    c = "scale"
    M("tuition for the prep course ⟦2.4k⟧", ("2400", "USD"), cat=c)
    M("new stand mixer and oven ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("guiding fees this season ⟦18K⟧", ("18000", "USD"), cat=c)
    M("made ⟦half a grand⟧ on the holiday market", ("500", "USD"), cat=c)
    M("the tour company owes me ⟦4.75k⟧", ("4750", "USD"), cat=c)
    c = "currency"
    M("tips in rome ⟦€150⟧", ("150", "EUR"), cat=c)
    M("group tickets at the tower of london ⟦£420⟧", ("420", "GBP"), cat=c)
    M("cab in tokyo ⟦4,200 yen⟧", ("4200", "JPY"), cat=c)
    M("banff park passes ⟦C$ 96⟧", ("96", "CAD"), cat=c)
    M("mexico city tour tips ⟦1,500 Mexican pesos⟧", ("1500", "MXN"), cat=c)
    M("swiss rail passes ⟦CHF 1'240⟧", ("1240", "CHF"), cat=c, conv="swiss-apostrophe")
    c = "format"
    M("wedding cake balance ⟦$1,180.00⟧", ("1180", "USD"), cat=c)
    M("flour in bulk ⟦$212.35⟧", ("212.35", "USD"), cat=c)
    M("license renewal course ⟦US$ 325⟧", ("325", "USD"), cat=c)
    M("college app fees ⟦USD 90⟧", ("90", "USD"), cat=c)
    M("the agency paid ⟦$12,640⟧ for the season", ("12640", "USD"), cat=c)
    c = "bare"
    M("cake boxes ⟦34⟧", ("34", "USD"), cat=c)
    M("tips ⟦120⟧", ("120", "USD"), cat=c)
    M("workbook ⟦27.99⟧", ("27.99", "USD"), cat=c)
    M("log butter ⟦48⟧", ("48", "USD"), cat=c)
    c = "beside-date"
    M("12/29 flour ⟦$42⟧", ("42", "USD"), cat=c)
    M("wed deposit from mrs. lopez ⟦$75⟧", ("75", "USD"), cat=c)
    M("black friday review books ⟦$63⟧", ("63", "USD"), cat=c)
    M("new year's day tips ⟦$180⟧", ("180", "USD"), cat=c)
    M("last sat market booth ⟦$35⟧", ("35", "USD"), cat=c)
    c = "multi"
    M("30 cupcakes at ⟦$3.50⟧ each, ⟦$105⟧ total", ("3.5", "USD"), ("105", "USD"), cat=c)
    M("deposit ⟦$100⟧, balance ⟦$260⟧", ("100", "USD"), ("260", "USD"), cat=c)
    M("flour ⟦$42⟧, butter ⟦$48⟧, boxes ⟦$34⟧", ("42", "USD"), ("48", "USD"), ("34", "USD"), cat=c)
    M("18 museum tickets at ⟦$22⟧ a head", ("22", "USD"), cat=c)
    M("calc book ⟦$89⟧ and the lit anthology ⟦$54⟧", ("89", "USD"), ("54", "USD"), cat=c)
    c = "none"
    M("scored 1480 on the practice sat", cat=c)
    M("order #40517 wants a 9 inch round", cat=c)
    M("25 kg of flour in the pantry", cat=c)
    M("tracking 1Z999AA10123456784 for the review books", cat=c)
    M("did 3 practice tests, 60 questions each", cat=c)
