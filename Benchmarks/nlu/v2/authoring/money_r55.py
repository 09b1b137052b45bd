"""Round 55 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a deckhand on a coastal passenger ferry
studying for a mate's licence (pay and overtime, exam, course and licence fees, a medical check, work boots and
foul-weather gear), a grandmother who does tai chi every morning and helps raise her grandson (groceries at the market,
blood-pressure medicine, money her children send, her grandson's backpack and birthday, a dance costume) and a
freelance translator paid per job, often in foreign currency (invoices in USD, EUR, JPY, HK$ and RMB, a rate per
thousand characters, a translation-software subscription, a co-working day pass, a conference fee) type them in a
budget chat: several per message, counts beside them, dates beside them, 万/w/k/grand/million, `¥` (CNY here), `HK$`,
`JPY`, `RMB`, comma decimals, other currencies, and rows with no money (passenger counts, blood pressure readings, word
counts, licence numbers, a grandson's age)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("菜市场买排骨⟦三十八块五⟧", ("38.5", "CNY"), cat=c)
    M("降压药一盒⟦四十一块六⟧", ("41.6", "CNY"), cat=c)
    M("这家出版社千字⟦一百二⟧", ("120", "CNY"), cat=c, unsure="千字 is the unit of the rate, not a scale on the amount")
    M("雨衣雨裤一套⟦两百来块⟧", ("200", "CNY"), cat=c, conv="approx")
    M("给小宝买的书包⟦一百五⟧", ("150", "CNY"), cat=c)
    c = "scale"
    M("这单日文稿稿费⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("大副证培训班⟦一万五⟧", ("15000", "CNY"), cat=c)
    M("这个季度加班费⟦0.8w⟧", ("8000", "CNY"), cat=c)
    M("小宝一学期学费⟦一万八⟧", ("18000", "CNY"), cat=c)
    M("去年稿费一共⟦二十来万⟧", ("200000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("日本客户的稿费 ⟦85000日元⟧", ("85000", "JPY"), cat=c)
    M("香港那单 ⟦4200港币⟧", ("4200", "HKD"), cat=c)
    M("柏林的翻译社付了 ⟦680欧元⟧", ("680", "EUR"), cat=c)
    M("美国客户打了 ⟦1500美金⟧", ("1500", "USD"), cat=c)
    M("新加坡客户 ⟦900新币⟧ 还没到", ("900", "SGD"), cat=c)
    c = "format"
    M("人民币稿费到账 ⟦¥8,600⟧", ("8600", "CNY"), cat=c, conv="yen-sign-cny")
    M("发票金额 ⟦JPY 120,000⟧", ("120000", "JPY"), cat=c)
    M("港币发票 ⟦HK$3,800⟧", ("3800", "HKD"), cat=c)
    M("海员体检 ⟦RMB 380⟧", ("380", "CNY"), cat=c)
    M("美元那笔 ⟦US$ 1,250.50⟧", ("1250.5", "USD"), cat=c)
    c = "bare"
    M("买菜⟦56⟧", ("56", "CNY"), cat=c)
    M("工作靴⟦399⟧", ("399", "CNY"), cat=c)
    M("记一笔 共享办公日票⟦88⟧", ("88", "CNY"), cat=c)
    M("大副证考试报名⟦560⟧", ("560", "CNY"), cat=c)
    M("广场舞演出服⟦95⟧", ("95", "CNY"), cat=c)
    c = "beside-date"
    M("1月25号 腊八粥的料⟦46⟧", ("46", "CNY"), cat=c)
    M("周二 买菜⟦78⟧", ("78", "CNY"), cat=c)
    M("11.11 买的工作靴⟦299⟧", ("299", "CNY"), cat=c)
    M("上周五 防水外套⟦168⟧", ("168", "CNY"), cat=c)
    M("4月1号 体检⟦380⟧", ("380", "CNY"), cat=c)
    c = "multi"
    M("排骨⟦38⟧ 青菜⟦12⟧ 鸡蛋⟦15⟧", ("38", "CNY"), ("12", "CNY"), ("15", "CNY"), cat=c)
    M("考试费⟦560⟧ 培训费⟦3200⟧", ("560", "CNY"), ("3200", "CNY"), cat=c)
    M("闺女给了⟦2000⟧ 儿子给了⟦1500⟧", ("2000", "CNY"), ("1500", "CNY"), cat=c)
    M("东京那单⟦85000日元⟧ 香港那单⟦4200港币⟧", ("85000", "JPY"), ("4200", "HKD"), cat=c)
    M("工作靴两双 一双⟦三百二⟧", ("320", "CNY"), cat=c)
    c = "none"
    M("早班船六点半开 载客三百二十人", cat=c)
    M("今早量的 高压一百四十五 低压九十二", cat=c)
    M("这篇稿子八千字 分三次交", cat=c)
    M("船员证编号 3302 8819 4471", cat=c)
    M("小宝今年七岁 上二年级", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("pork chops ⟦eight fifty⟧", ("8.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("bp pills ⟦about 12 bucks⟧", ("12", "USD"), cat=c, conv="approx")
    M("work boots ⟦a hundred and forty⟧", ("140", "USD"), cat=c)
    M("coworking day pass ⟦25 bucks⟧", ("25", "USD"), cat=c)
    M("tommy's backpack ⟦forty-five dollars or so⟧", ("45", "USD"), cat=c, conv="approx")
    c = "scale"
    M("the tokyo job came to ⟦1.2 million yen⟧", ("1200000", "JPY"), cat=c)
    M("mate's course is ⟦3.5k⟧", ("3500", "USD"), cat=c)
    M("invoiced ⟦12 grand⟧ this quarter", ("12000", "USD"), cat=c)
    M("my son sent ⟦$2k⟧ for the trip home", ("2000", "USD"), cat=c)
    M("made ⟦about 85k⟧ translating last year", ("85000", "USD"), cat=c, conv="approx")
    c = "currency"
    M("tokyo client paid ⟦85,000 yen⟧", ("85000", "JPY"), cat=c)
    M("berlin agency sent ⟦680 euros⟧", ("680", "EUR"), cat=c)
    M("shanghai client paid ⟦5,000 RMB⟧", ("5000", "CNY"), cat=c)
    M("halifax exam fee ⟦C$250⟧", ("250", "CAD"), cat=c)
    M("hong kong agency paid ⟦4,200 HK dollars⟧", ("4200", "HKD"), cat=c, unsure="'HK dollars' read as 港币 / HK$")
    c = "format"
    M("invoice total ⟦$1,250.50⟧", ("1250.5", "USD"), cat=c)
    M("EUR invoice ⟦€1.480,00⟧", ("1480", "EUR"), cat=c, conv="comma-decimal")
    M("⟦JPY 120,000⟧ wired today", ("120000", "JPY"), cat=c)
    M("paid in yuan, ⟦¥3,000⟧", ("3000", "CNY"), cat=c, conv="yen-sign-cny")
    M("hk job ⟦HK$3,800⟧", ("3800", "HKD"), cat=c)
    c = "bare"
    M("groceries ⟦67⟧", ("67", "USD"), cat=c)
    M("new work boots ⟦189⟧", ("189", "USD"), cat=c)
    M("log the day pass ⟦25⟧", ("25", "USD"), cat=c)
    M("license exam fee ⟦145⟧", ("145", "USD"), cat=c)
    M("line dance class ⟦10⟧", ("10", "USD"), cat=c)
    c = "beside-date"
    M("1/25 groceries ⟦$58⟧", ("58", "USD"), cat=c)
    M("tues bp pills ⟦12⟧", ("12", "USD"), cat=c)
    M("veterans day sale boots ⟦$149⟧", ("149", "USD"), cat=c)
    M("last fri rain jacket ⟦89⟧", ("89", "USD"), cat=c)
    M("april 1 physical ⟦$120⟧", ("120", "USD"), cat=c)
    c = "multi"
    M("milk ⟦4⟧, eggs ⟦6⟧, chicken ⟦11⟧", ("4", "USD"), ("6", "USD"), ("11", "USD"), cat=c)
    M("exam fee ⟦145⟧ and the course ⟦1,200⟧", ("145", "USD"), ("1200", "USD"), cat=c)
    M("my daughter sent ⟦300⟧, my son ⟦200⟧", ("300", "USD"), ("200", "USD"), cat=c)
    M("tokyo job ⟦85,000 yen⟧, hk job ⟦HK$4,200⟧", ("85000", "JPY"), ("4200", "HKD"), cat=c)
    M("2 pairs of boots at ⟦$95⟧ each", ("95", "USD"), cat=c)
    c = "none"
    M("first boat 6:30, 320 passengers", cat=c)
    M("bp 145/92 this morning", cat=c)
    M("8,000 words in 3 batches", cat=c)
    M("license no. 7734 2291, renew next year", cat=c)
    M("tommy's 7, second grade", cat=c)
