"""Round 4 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("打车费⟦二十三块五⟧", ("23.5", "CNY"), cat=c)
    M("一件T恤⟦九十九块九⟧", ("99.9", "CNY"), cat=c)
    M("红包包了⟦两千零八⟧", ("2008", "CNY"), cat=c)
    M("找零⟦三毛五⟧", ("0.35", "CNY"), cat=c)
    M("换个屏幕要⟦三百多块⟧", ("300", "CNY"), cat=c, conv="approx")
    M("首付款⟦贰拾万元整⟧", ("200000", "CNY"), cat=c)
    M("这个包⟦七千二⟧，有点贵", ("7200", "CNY"), cat=c)
    c = "scale"
    M("跳槽后年薪⟦45w⟧", ("450000", "CNY"), cat=c)
    M("这轮融资⟦2.5亿⟧", ("250000000", "CNY"), cat=c)
    M("项目预算只有⟦3k⟧", ("3000", "CNY"), cat=c)
    c = "currency"
    M("在东京买药花了⟦12000日元⟧", ("12000", "JPY"), cat=c)
    M("伦敦坐一次地铁⟦2.8英镑⟧", ("2.8", "GBP"), cat=c)
    M("首尔吃烤肉⟦6万韩币⟧", ("60000", "KRW"), cat=c)
    M("加拿大一年学费⟦1.5万加元⟧", ("15000", "CAD"), cat=c)
    M("清迈做了个按摩⟦400泰铢⟧", ("400", "THB"), cat=c)
    M("孟买打车⟦350卢比⟧", ("350", "INR"), cat=c)
    c = "format"
    M("已转账⟦￥12,800.00⟧", ("12800", "CNY"), cat=c, conv="yen-sign-cny")
    M("发票金额⟦RMB 3,450.5⟧", ("3450.5", "CNY"), cat=c)
    M("装修队报价⟦1 200元⟧", ("1200", "CNY"), cat=c, conv="space-thousands")
    M("应付总计⟦¥0.99⟧", ("0.99", "CNY"), cat=c, conv="yen-sign-cny")
    c = "bare"
    M("记一下 馒头⟦3⟧", ("3", "CNY"), cat=c)
    M("洗衣液⟦39.9⟧", ("39.9", "CNY"), cat=c)
    M("话费⟦50⟧", ("50", "CNY"), cat=c)
    M("早点⟦6.5⟧，记账", ("6.5", "CNY"), cat=c)
    c = "beside-date"
    M("1月26号发红包⟦800⟧", ("800", "CNY"), cat=c)
    M("3.31交了房租⟦4200⟧", ("4200", "CNY"), cat=c)
    M("7月2号晚上10点半打车⟦58⟧", ("58", "CNY"), cat=c)
    M("2028年9月的学费⟦6800⟧", ("6800", "CNY"), cat=c)
    c = "multi"
    M("午饭⟦32⟧，奶茶⟦18⟧，晚饭⟦75⟧", ("32", "CNY"), ("18", "CNY"), ("75", "CNY"), cat=c)
    M("押金⟦500⟧，月租⟦3800⟧", ("500", "CNY"), ("3800", "CNY"), cat=c)
    M("在香港花了⟦2000港币⟧，大概⟦1850块⟧人民币", ("2000", "HKD"), ("1850", "CNY"), cat=c)
    c = "none"
    for text in ["第18届运动会", "住3号楼502室", "鞋码42码", "会员积分2000分"]:
        M(text, cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("the cab was ⟦twenty-two fifty⟧", ("22.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("that jacket was ⟦a hundred and twenty bucks⟧", ("120", "USD"), cat=c)
    M("lunch was ⟦fifteen dollars and change⟧", ("15", "USD"), cat=c, conv="approx")
    M("it's ⟦nine ninety-nine⟧ on sale", ("9.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("the repair ran ⟦around 300 bucks⟧", ("300", "USD"), cat=c, conv="approx")
    c = "scale"
    M("rent is ⟦two grand⟧ a month", ("2000", "USD"), cat=c)
    M("the house sold for ⟦1.2 million dollars⟧", ("1200000", "USD"), cat=c)
    M("they offered a ⟦$75k⟧ salary", ("75000", "USD"), cat=c)
    M("the city budget is ⟦$3bn⟧", ("3000000000", "USD"), cat=c)
    M("⟦a quarter million⟧ in student loans", ("250000", "USD"), cat=c)
    c = "currency"
    M("a beer in Dublin, ⟦€6.50⟧", ("6.5", "EUR"), cat=c)
    M("a pint in London, ⟦£5.80⟧", ("5.8", "GBP"), cat=c)
    M("conveyor-belt sushi in Osaka, ⟦3,200 yen⟧", ("3200", "JPY"), cat=c)
    M("the hostel in Sydney, ⟦A$45⟧ a night", ("45", "AUD"), cat=c)
    M("cab in Mexico City, ⟦180 MXN⟧", ("180", "MXN"), cat=c)
    M("chai at the Mumbai station, ⟦₹40⟧", ("40", "INR"), cat=c)
    c = "format"
    M("balance: ⟦$1,024.50⟧", ("1024.5", "USD"), cat=c)
    M("the German listing says ⟦2.450,00 €⟧", ("2450", "EUR"), cat=c, conv="comma-decimal")
    M("pay ⟦CHF 2'300⟧ by Friday", ("2300", "CHF"), cat=c, conv="swiss-apostrophe")
    M("refund of ⟦EUR 19.99⟧", ("19.99", "EUR"), cat=c)
    c = "bare"
    M("log pho ⟦13.50⟧", ("13.5", "USD"), cat=c)
    M("dry cleaner ⟦27⟧", ("27", "USD"), cat=c)
    M("metro ⟦2.90⟧", ("2.9", "USD"), cat=c)
    M("add ⟦8⟧ for coffee", ("8", "USD"), cat=c)
    c = "beside-date"
    M("on 1/26 I spent ⟦$40⟧ on dumplings", ("40", "USD"), cat=c)
    M("Mar 31, 2028: ⟦$1,800⟧ rent", ("1800", "USD"), cat=c)
    M("at 10:30 last night, ⟦$35⟧ cab", ("35", "USD"), cat=c)
    M("Labor Day sale, ⟦$199⟧ for the mattress topper", ("199", "USD"), cat=c)
    c = "multi"
    M("coffee ⟦$4⟧, bagel ⟦$3.50⟧, cab ⟦$18⟧", ("4", "USD"), ("3.5", "USD"), ("18", "USD"), cat=c)
    M("first month ⟦$2,100⟧ plus deposit ⟦$2,100⟧", ("2100", "USD"), ("2100", "USD"), cat=c)
    M("⟦5,000 yen⟧ in Tokyo and ⟦$30⟧ at the airport", ("5000", "JPY"), ("30", "USD"), cat=c)
    c = "none"
    for text in ["take the 405 freeway", "boarding at gate B22", "a size 10 shoe", "I walked 8,000 steps"]:
        M(text, cat=c)
