"""Round 39 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a hotel receptionist on rotating shifts who
studies for a professional exam at night (overtime pay, the course fee, the exam registration, books and mock papers,
night-shift meals), a woman whose father goes to dialysis three times a week (taxi fares, medicine, the dialysis bill
and the insurance share, her father's pension collected, a wheelchair bought) and a second-hand bookseller with a
weekend market stall and an online shop (sales taken, books bought by the box, postage, platform fees, the stall fee,
rare books sold abroad) type them in a budget chat: several per message, counts beside them, dates beside them,
万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other currencies, and rows with no money
(order and tracking numbers, kg, reps, book counts)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("这个月加班费⟦八百六⟧", ("860", "CNY"), cat=c)
    M("透析那边打车单程⟦二十三块五⟧", ("23.5", "CNY"), cat=c)
    M("一本民国旧书卖了⟦三百来块⟧", ("300", "CNY"), cat=c, conv="approx")
    M("考试报名费⟦一千零五⟧", ("1005", "CNY"), cat=c)
    M("降压药一盒⟦四十二块八⟧", ("42.8", "CNY"), cat=c)
    M("夜宵一碗面⟦十五块零五毛⟧", ("15.5", "CNY"), cat=c)
    c = "scale"
    M("培训课程全套⟦0.68万⟧", ("6800", "CNY"), cat=c)
    M("这个季度网店流水⟦3万6⟧", ("36000", "CNY"), cat=c)
    M("一车旧书收来⟦2千8⟧", ("2800", "CNY"), cat=c)
    M("爸爸一年透析自费部分⟦1.5w左右⟧", ("15000", "CNY"), cat=c, conv="approx")
    M("书展摊位押金⟦五千⟧", ("5000", "CNY"), cat=c)
    c = "currency"
    M("日本客人买走一套画册 付了⟦12000日元⟧", ("12000", "JPY"), cat=c)
    M("台湾书友汇来⟦台币2500⟧", ("2500", "TWD"), cat=c)
    M("英国网站收的旧版书⟦38英镑⟧", ("38", "GBP"), cat=c)
    M("澳门客人付⟦澳门币200⟧", ("200", "MOP"), cat=c)
    M("新加坡寄来的书款⟦新币45⟧", ("45", "SGD"), cat=c)
    c = "format"
    M("课程尾款 ⟦¥3,400⟧", ("3400", "CNY"), cat=c, conv="yen-sign-cny")
    M("爸爸这个月退休金 ⟦RMB 4,380⟧", ("4380", "CNY"), cat=c)
    M("轮椅 ⟦￥1,280.00⟧", ("1280", "CNY"), cat=c, conv="yen-sign-cny")
    M("海外平台年费 ⟦US$ 120⟧", ("120", "USD"), cat=c)
    M("本月卖书到账 ⟦12 450元⟧", ("12450", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("邮费 ⟦14⟧", ("14", "CNY"), cat=c)
    M("打车去医院⟦31⟧", ("31", "CNY"), cat=c)
    M("记一笔 真题集⟦59⟧", ("59", "CNY"), cat=c)
    M("平台扣点⟦8.6⟧", ("8.6", "CNY"), cat=c)
    M("摊位费 ⟦40⟧", ("40", "CNY"), cat=c)
    c = "beside-date"
    M("8月28号 夜班加班费⟦320⟧", ("320", "CNY"), cat=c)
    M("礼拜三 透析打车来回⟦58⟧", ("58", "CNY"), cat=c)
    M("11.11 网店卖了⟦2360⟧", ("2360", "CNY"), cat=c)
    M("腊八那天 买药⟦176⟧", ("176", "CNY"), cat=c)
    M("上周六 出摊收了⟦890⟧", ("890", "CNY"), cat=c)
    c = "multi"
    M("邮费⟦12⟧ 纸箱⟦5⟧ 胶带⟦3.5⟧", ("12", "CNY"), ("5", "CNY"), ("3.5", "CNY"), cat=c)
    M("透析单子⟦620⟧ 医保报了⟦480⟧ 自己出⟦140⟧", ("620", "CNY"), ("480", "CNY"), ("140", "CNY"), cat=c)
    M("旧书三箱 每箱⟦150⟧ 一共⟦450⟧", ("150", "CNY"), ("450", "CNY"), cat=c)
    M("课程定金⟦1000⟧ 尾款⟦3400⟧考前交", ("1000", "CNY"), ("3400", "CNY"), cat=c)
    M("打车四趟 每趟⟦29⟧", ("29", "CNY"), cat=c)
    c = "none"
    M("订单号 20530829663 旧书两本", cat=c)
    M("快递单号 YT7785120346 一箱书", cat=c)
    M("今天卖出去四十七本", cat=c)
    M("爸爸今天脱水两公斤半", cat=c)
    M("背单词三组 每组五十个", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("overtime this week ⟦two hundred forty bucks⟧", ("240", "USD"), cat=c)
    M("cab to dialysis ⟦eighteen fifty⟧", ("18.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("sold a signed first edition for ⟦about 300 bucks⟧", ("300", "USD"), cat=c, conv="approx")
    M("exam registration is ⟦three hundred seventy-five dollars⟧", ("375", "USD"), cat=c)
    M("dad's copay ⟦$35 and change⟧", ("35", "USD"), cat=c, conv="approx")
    c = "scale"
    M("prep course ⟦1.8k⟧ all in", ("1800", "USD"), cat=c)
    M("bought a whole estate library for ⟦2 grand⟧", ("2000", "USD"), cat=c)
    M("online shop did ⟦half a grand⟧ this weekend", ("500", "USD"), cat=c)
    M("dad's out-of-pocket this year ⟦4.2K⟧", ("4200", "USD"), cat=c)
    M("book fair booth ⟦1k⟧ deposit", ("1000", "USD"), cat=c)
    c = "currency"
    M("buyer in osaka paid ⟦15,000 yen⟧", ("15000", "JPY"), cat=c)
    M("atlas sold to a london dealer ⟦£85⟧", ("85", "GBP"), cat=c)
    M("paris customer ⟦€64⟧", ("64", "EUR"), cat=c)
    M("toronto order ⟦C$ 42⟧", ("42", "CAD"), cat=c)
    M("sydney collector ⟦A$ 150⟧", ("150", "AUD"), cat=c)
    c = "format"
    M("course balance ⟦$1,240⟧", ("1240", "USD"), cat=c)
    M("dad's pension deposit ⟦USD 1,486.30⟧", ("1486.3", "USD"), cat=c)
    M("wheelchair ⟦$489.00⟧", ("489", "USD"), cat=c)
    M("marketplace fees for the year ⟦US$ 312⟧", ("312", "USD"), cat=c)
    M("stall takings this month ⟦$3,905⟧", ("3905", "USD"), cat=c)
    c = "bare"
    M("postage ⟦7⟧", ("7", "USD"), cat=c)
    M("cab ⟦22⟧", ("22", "USD"), cat=c)
    M("log practice tests ⟦39⟧", ("39", "USD"), cat=c)
    M("platform fee ⟦4.35⟧", ("4.35", "USD"), cat=c)
    M("stall fee ⟦25⟧", ("25", "USD"), cat=c)
    c = "beside-date"
    M("8/28 overtime ⟦$96⟧", ("96", "USD"), cat=c)
    M("wed cab to dialysis ⟦$36⟧", ("36", "USD"), cat=c)
    M("black friday shop sales ⟦$640⟧", ("640", "USD"), cat=c)
    M("1/16 dad's meds ⟦$58⟧", ("58", "USD"), cat=c)
    M("last sat stall ⟦$270⟧", ("270", "USD"), cat=c)
    c = "multi"
    M("postage ⟦$6⟧, mailers ⟦$4⟧, tape ⟦$3.50⟧", ("6", "USD"), ("4", "USD"), ("3.5", "USD"), cat=c)
    M("dialysis bill ⟦$420⟧, insurance covered ⟦$380⟧, we owe ⟦$40⟧", ("420", "USD"), ("380", "USD"), ("40", "USD"), cat=c)
    M("3 boxes at ⟦$45⟧ a box, ⟦$135⟧ total", ("45", "USD"), ("135", "USD"), cat=c)
    M("course deposit ⟦$300⟧, balance ⟦$1,240⟧ before the exam", ("300", "USD"), ("1240", "USD"), cat=c)
    M("4 cab rides at ⟦$19⟧ each", ("19", "USD"), cat=c)
    c = "none"
    M("order 4471902 two paperbacks", cat=c)
    M("tracking 9400 1118 2233 box of books", cat=c)
    M("sold 47 books today", cat=c)
    M("dad took off 2.5 kg at dialysis", cat=c)
    M("50 flashcards, 3 rounds", cat=c)
