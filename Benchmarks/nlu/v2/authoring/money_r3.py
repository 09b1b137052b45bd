"""Round 3 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("一碗牛肉面⟦十六块五⟧", ("16.5", "CNY"), cat=c)
    M("这台冰箱⟦四千八⟧，要不要等活动", ("4800", "CNY"), cat=c)
    M("收银员找了我⟦六毛⟧", ("0.6", "CNY"), cat=c)
    M("装修尾款⟦两千零五十⟧", ("2050", "CNY"), cat=c)
    M("寄个快递⟦十二块零五分⟧", ("12.05", "CNY"), cat=c)
    M("修手机大概⟦五百来块⟧", ("500", "CNY"), cat=c, conv="approx")
    M("发票上写的是⟦叁仟陆佰元整⟧", ("3600", "CNY"), cat=c)
    c = "scale"
    M("听说他们公司估值⟦30亿⟧", ("3000000000", "CNY"), cat=c)
    M("offer给的年包⟦50w⟧", ("500000", "CNY"), cat=c)
    M("首付要⟦一百二十万⟧", ("1200000", "CNY"), cat=c)
    M("绩效奖金发了⟦8k⟧", ("8000", "CNY"), cat=c)
    c = "currency"
    M("往返机票花了⟦450美元⟧", ("450", "USD"), cat=c)
    M("在大阪药妆店花了⟦8000日元⟧", ("8000", "JPY"), cat=c)
    M("在澳门吃葡国菜⟦380澳门币⟧", ("380", "MOP"), cat=c)
    M("吉隆坡打车⟦35马币⟧", ("35", "MYR"), cat=c)
    M("台北夜市逛了一圈花了⟦500台币⟧", ("500", "TWD"), cat=c)
    M("河内住一晚⟦80万越南盾⟧", ("800000", "VND"), cat=c)
    M("瑞士的火车票⟦120瑞郎⟧", ("120", "CHF"), cat=c)
    M("悉尼一杯咖啡⟦5澳元⟧", ("5", "AUD"), cat=c)
    c = "format"
    M("已转账⟦¥2,350.00⟧", ("2350", "CNY"), cat=c, conv="yen-sign-cny")
    M("合同总价⟦RMB 128,000⟧", ("128000", "CNY"), cat=c)
    M("师傅报价⟦2 500元⟧", ("2500", "CNY"), cat=c, conv="space-thousands")
    M("订单金额：⟦￥99.90⟧", ("99.9", "CNY"), cat=c, conv="yen-sign-cny")
    c = "bare"
    M("记账 煎饼⟦8⟧", ("8", "CNY"), cat=c)
    M("打车⟦27.5⟧", ("27.5", "CNY"), cat=c)
    M("水电⟦236⟧", ("236", "CNY"), cat=c)
    M("烤鸭⟦198⟧，记一下", ("198", "CNY"), cat=c)
    c = "beside-date"
    M("2月14号订花花了⟦399⟧", ("399", "CNY"), cat=c)
    M("11.11买了个扫地机器人⟦1699⟧", ("1699", "CNY"), cat=c)
    M("下午3点半交了⟦200⟧押金", ("200", "CNY"), cat=c)
    M("12月25号收到退款⟦86.5⟧", ("86.5", "CNY"), cat=c)
    M("2027年3月的房租⟦5200⟧", ("5200", "CNY"), cat=c)
    c = "multi"
    M("打车⟦23⟧，地铁⟦4⟧，公交⟦2⟧", ("23", "CNY"), ("4", "CNY"), ("2", "CNY"), cat=c)
    M("定金⟦100⟧，尾款⟦899⟧", ("100", "CNY"), ("899", "CNY"), cat=c)
    M("在首尔花了⟦50万韩元⟧，差不多⟦2700块⟧人民币", ("500000", "KRW"), ("2700", "CNY"), cat=c)
    c = "none"
    for text in ["坐了3站地铁", "楼高28层", "视力5.0", "电池还剩15%", "排队排到第12号"]:
        M(text, cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("the haircut was ⟦thirty-five bucks⟧", ("35", "USD"), cat=c)
    M("the road bike cost ⟦twelve hundred dollars⟧", ("1200", "USD"), cat=c)
    M("gas came to ⟦about 50 bucks⟧", ("50", "USD"), cat=c, conv="approx")
    M("the burger was ⟦eleven ninety-five⟧", ("11.95", "USD"), cat=c, conv="dollars-cents-pair")
    M("the desk lamp was ⟦$40 and change⟧", ("40", "USD"), cat=c, conv="approx")
    c = "scale"
    M("the startup raised ⟦$4.2M⟧", ("4200000", "USD"), cat=c)
    M("her new salary is ⟦95k⟧", ("95000", "USD"), cat=c)
    M("the transit budget is ⟦2.3 billion dollars⟧", ("2300000000", "USD"), cat=c)
    M("they want ⟦half a grand⟧ as a deposit", ("500", "USD"), cat=c)
    M("the villa in Goa cost ⟦₹40 lakh⟧", ("4000000", "INR"), cat=c, conv="lakh")
    c = "currency"
    M("dinner in Lisbon, ⟦€38⟧", ("38", "EUR"), cat=c)
    M("tube fares in London add up, ⟦£6.80⟧ today", ("6.8", "GBP"), cat=c)
    M("a ryokan in Kyoto, ⟦45,000 yen⟧ a night", ("45000", "JPY"), cat=c)
    M("the Star Ferry is ⟦HK$5⟧", ("5", "HKD"), cat=c)
    M("taxi in Singapore, ⟦S$22⟧", ("22", "SGD"), cat=c)
    M("Korean barbecue in Seoul, ⟦₩48,000⟧", ("48000", "KRW"), cat=c)
    M("the watch was ⟦950 Swiss francs⟧", ("950", "CHF"), cat=c)
    M("bubble tea in Taipei, ⟦NT$65⟧", ("65", "TWD"), cat=c)
    c = "format"
    M("total due: ⟦$12,480.00⟧", ("12480", "USD"), cat=c)
    M("the Italian site lists it at ⟦3.199,00 €⟧", ("3199", "EUR"), cat=c, conv="comma-decimal")
    M("wire ⟦CHF 5'600⟧ to the landlord", ("5600", "CHF"), cat=c, conv="swiss-apostrophe")
    M("refund of ⟦USD 42.10⟧", ("42.1", "USD"), cat=c)
    c = "bare"
    M("takeout pad thai ⟦17.50⟧", ("17.5", "USD"), cat=c)
    M("uber ⟦14.30⟧", ("14.3", "USD"), cat=c)
    M("log ⟦45⟧ for gas", ("45", "USD"), cat=c)
    M("dentist copay ⟦30⟧", ("30", "USD"), cat=c)
    c = "beside-date"
    M("on 2/14 I spent ⟦$85⟧ on flowers", ("85", "USD"), cat=c)
    M("Nov 11, 2027: ⟦$60⟧ at the outlet mall", ("60", "USD"), cat=c)
    M("at 3:30 I paid ⟦$12⟧ for parking", ("12", "USD"), cat=c)
    M("Labor Day weekend, ⟦$150⟧ on camping gear", ("150", "USD"), cat=c)
    M("rent for March 2027 was ⟦$2,200⟧", ("2200", "USD"), cat=c)
    c = "multi"
    M("bus ⟦$2.90⟧, lunch ⟦$14⟧, coffee ⟦$5⟧", ("2.9", "USD"), ("14", "USD"), ("5", "USD"), cat=c)
    M("deposit ⟦$100⟧ and the balance ⟦$899⟧", ("100", "USD"), ("899", "USD"), cat=c)
    M("⟦£40⟧ in London and ⟦€35⟧ in Paris", ("40", "GBP"), ("35", "EUR"), cat=c)
    c = "none"
    for text in ["take the 7 train", "row 14 seat C", "a 2-liter bottle", "my phone is at 5% battery",
                 "section 220 upper deck"]:
        M(text, cat=c)
