"""Round 11 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a parent, a freelancer and a student type
them in a budget chat, with the non-money numbers around them: counts, dates, clock times, grades, steps, rooms,
invoice and order numbers."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("早饭 包子豆浆⟦八块五⟧", ("8.5", "CNY"), cat=c)
    M("给娃买球鞋⟦四百五十九⟧", ("459", "CNY"), cat=c)
    M("兼职这周拿了⟦九百六⟧", ("960", "CNY"), cat=c)
    M("打车回宿舍⟦二十三块五⟧", ("23.5", "CNY"), cat=c)
    M("晚饭麻辣烫⟦二十二块八⟧", ("22.8", "CNY"), cat=c)
    M("游泳课学费⟦一千二⟧", ("1200", "CNY"), cat=c)
    M("周日买菜⟦两百三十六块⟧", ("236", "CNY"), cat=c)
    M("奶茶一杯⟦十五块左右⟧", ("15", "CNY"), cat=c, conv="approx")
    M("充话费⟦五十多⟧", ("50", "CNY"), cat=c, conv="approx")
    M("开学买文具 ⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("这单项目报价⟦2.5w⟧", ("25000", "CNY"), cat=c)
    M("今年接单目标⟦30万⟧", ("300000", "CNY"), cat=c)
    M("新电脑预算⟦8k⟧以内", ("8000", "CNY"), cat=c)
    M("首付还差⟦二十万⟧", ("200000", "CNY"), cat=c)
    c = "currency"
    M("美国客户付的是⟦500美元⟧", ("500", "USD"), cat=c)
    M("日本网站买的画册⟦3200日元⟧", ("3200", "JPY"), cat=c)
    M("香港客户打了⟦港币一万二⟧", ("12000", "HKD"), cat=c)
    M("德国客户尾款⟦800欧⟧", ("800", "EUR"), cat=c, conv="colloquial-currency")
    M("英国的课程报名费⟦2000英镑⟧", ("2000", "GBP"), cat=c)
    c = "format"
    M("电费 ⟦¥186.50⟧", ("186.5", "CNY"), cat=c, conv="yen-sign-cny")
    M("学费 ⟦￥5,800⟧", ("5800", "CNY"), cat=c, conv="yen-sign-cny")
    M("这个月稿费 ⟦12 000元⟧", ("12000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("午饭⟦14.5⟧", ("14.5", "CNY"), cat=c)
    M("打印资料⟦6⟧", ("6", "CNY"), cat=c)
    M("饭卡充了⟦200⟧", ("200", "CNY"), cat=c)
    M("停车⟦20⟧ 记一下", ("20", "CNY"), cat=c)
    c = "beside-date"
    M("10月8号 交书费⟦420⟧", ("420", "CNY"), cat=c)
    M("3.10交的网费⟦129⟧", ("129", "CNY"), cat=c)
    M("晚上7点打车⟦35⟧", ("35", "CNY"), cat=c)
    M("两张电影票⟦七十⟧", ("70", "CNY"), cat=c)
    M("三个娃的校服 每套⟦95⟧", ("95", "CNY"), cat=c, unsure="a price per set beside a count: only the stated 95")
    c = "multi"
    M("早饭⟦8块⟧ 地铁⟦4块⟧", ("8", "CNY"), ("4", "CNY"), cat=c)
    M("门票⟦360⟧ 午饭⟦两百一⟧ 停车⟦20⟧", ("360", "CNY"), ("210", "CNY"), ("20", "CNY"), cat=c)
    M("客户付了⟦6000⟧ 给助理结了⟦800⟧", ("6000", "CNY"), ("800", "CNY"), cat=c)
    c = "none"
    M("住在5栋1单元", cat=c)
    M("老大数学考了98分", cat=c)
    M("今天陪娃走了一万两千步", cat=c)
    M("快递单号 2034100912", cat=c)
    M("第3节课在302教室", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("ramen was ⟦twelve fifty⟧", ("12.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("cleats were ⟦sixty-five bucks⟧", ("65", "USD"), cat=c)
    M("tips tonight ⟦about 80⟧", ("80", "USD"), cat=c, conv="approx")
    M("groceries ⟦$163 and change⟧", ("163", "USD"), cat=c, conv="approx")
    M("haircut ⟦thirty dollars⟧", ("30", "USD"), cat=c)
    M("textbooks ⟦a hundred and twenty⟧", ("120", "USD"), cat=c)
    M("team snacks ⟦like 20 bucks⟧", ("20", "USD"), cat=c, conv="approx")
    M("tutoring pays ⟦twenty-five an hour⟧", ("25", "USD"), cat=c, unsure="a rate per hour is still the amount 25")
    c = "scale"
    M("project fee ⟦2.5k⟧", ("2500", "USD"), cat=c)
    M("income goal this year ⟦100 grand⟧", ("100000", "USD"), cat=c)
    M("laptop budget ⟦1.2k⟧ max", ("1200", "USD"), cat=c)
    M("student loans still ⟦30k⟧", ("30000", "USD"), cat=c)
    M("the bake sale raised ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("the UK client paid ⟦£600⟧", ("600", "GBP"), cat=c)
    M("Toronto client sent ⟦C$900⟧", ("900", "CAD"), cat=c)
    M("euro invoice ⟦€1.250,00⟧", ("1250", "EUR"), cat=c, conv="comma-decimal")
    M("ramen cookbook from japan ⟦5000 yen⟧", ("5000", "JPY"), cat=c)
    M("sent my cousin ⟦AU$80⟧", ("80", "AUD"), cat=c)
    c = "format"
    M("rent ⟦$1,850.00⟧", ("1850", "USD"), cat=c)
    M("tuition ⟦$12,400⟧ this semester", ("12400", "USD"), cat=c)
    M("invoice total ⟦USD 2,300⟧", ("2300", "USD"), cat=c)
    c = "bare"
    M("lunch ⟦11⟧", ("11", "USD"), cat=c)
    M("bus fare ⟦2.75⟧ again", ("2.75", "USD"), cat=c)
    M("printing at the library ⟦25⟧", ("25", "USD"), cat=c)
    M("boba ⟦6⟧", ("6", "USD"), cat=c)
    M("parking ⟦12⟧ log it", ("12", "USD"), cat=c)
    c = "beside-date"
    M("10/8 course reader ⟦42⟧", ("42", "USD"), cat=c)
    M("paid ⟦240⟧ for swim on 10/7", ("240", "USD"), cat=c)
    M("uber at 7pm ⟦31⟧", ("31", "USD"), cat=c)
    M("2 lattes ⟦11⟧", ("11", "USD"), cat=c)
    M("3 movie tickets ⟦45⟧ on sunday the 8th", ("45", "USD"), cat=c)
    c = "multi"
    M("breakfast ⟦8⟧, subway ⟦2.90⟧", ("8", "USD"), ("2.9", "USD"), cat=c)
    M("admission ⟦48⟧, lunch ⟦36⟧, parking ⟦12⟧", ("48", "USD"), ("36", "USD"), ("12", "USD"), cat=c)
    M("deposit ⟦1,500⟧ in, editor ⟦300⟧ out", ("1500", "USD"), ("300", "USD"), cat=c)
    c = "none"
    M("invoice #1042 went out today", cat=c)
    M("she got a 98 on the spelling test", cat=c)
    M("walked 10,000 steps today", cat=c)
    M("study room 204, building 3", cat=c)
    M("ran a 10k before the shift", cat=c)
