"""Round 57 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a physiotherapist who also coaches a women's
rugby team (clinic pay and match-day stipends, kinesiology tape, a massage table, team kit, a tournament entry, boots
and a mouthguard bought abroad), a long-distance truck driver's spouse who keeps the family accounts (the driver's pay,
fuel-card top-ups, tolls, diesel, a repair bill, groceries, the dentist, the family's yearly budget) and a university
student who runs a small online shop selling handmade earrings (pearls, beads, silver wire, ear hooks and gift boxes,
shipping, platform fees, payouts, tutoring by the hour) type them in a budget chat: several per message, counts beside
them, dates beside them, 万/w/k/grand, `¥` (CNY here), `￥`, `RMB`, `US$`, `C$`, `MXN`, space-grouped thousands, yen,
HK$, won, pounds and euros, and rows with no money (bead counts, a match score, a tracking number, a truck's unit
number and plate, a knee's flexion)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("一包淡水珍珠⟦二十八块五⟧", ("28.5", "CNY"), cat=c)
    M("肌效贴一卷⟦三十八块五⟧", ("38.5", "CNY"), cat=c)
    M("家教一小时⟦一百二⟧", ("120", "CNY"), cat=c, unsure="一百二 = 120 (the trailing unit left out is the next lower one); 一小时 is the unit of the price")
    M("二宝补牙花了⟦四百来块⟧", ("400", "CNY"), cat=c, conv="approx")
    M("按摩床⟦三千五⟧", ("3500", "CNY"), cat=c)
    c = "scale"
    M("诊所这个月工资⟦1万2⟧", ("12000", "CNY"), cat=c)
    M("老公这个月工资⟦1.8w⟧", ("18000", "CNY"), cat=c)
    M("全家一年开销⟦十二万左右⟧", ("120000", "CNY"), cat=c, conv="approx")
    M("耳环店这个月流水⟦2.6k⟧", ("2600", "CNY"), cat=c)
    M("球队今年的赞助⟦三万⟧", ("30000", "CNY"), cat=c)
    c = "currency"
    M("日本买的捷克珠 ⟦3000日元⟧", ("3000", "JPY"), cat=c)
    M("香港寄来的耳钩 ⟦150港币⟧", ("150", "HKD"), cat=c)
    M("韩国的饰品配件 ⟦两万韩元⟧", ("20000", "KRW"), cat=c)
    M("英国订的按摩油 ⟦30英镑⟧", ("30", "GBP"), cat=c)
    M("护齿从美国带的 ⟦25美元⟧", ("25", "USD"), cat=c)
    c = "format"
    M("诊所工资到账 ⟦¥12,800⟧", ("12800", "CNY"), cat=c, conv="yen-sign-cny")
    M("修车发票 ⟦￥4,360.00⟧", ("4360", "CNY"), cat=c, conv="yen-sign-cny")
    M("按摩床 ⟦RMB 3,599⟧", ("3599", "CNY"), cat=c)
    M("油卡充值 ⟦2 000元⟧", ("2000", "CNY"), cat=c, conv="space-thousands")
    M("平台结算 ⟦1,236.50元⟧", ("1236.5", "CNY"), cat=c)
    c = "bare"
    M("耳钩⟦36⟧", ("36", "CNY"), cat=c)
    M("记一笔 过路费⟦85⟧", ("85", "CNY"), cat=c)
    M("肌贴⟦120⟧", ("120", "CNY"), cat=c)
    M("今天买菜⟦156⟧", ("156", "CNY"), cat=c)
    M("寄耳环的快递费⟦48⟧", ("48", "CNY"), cat=c)
    c = "beside-date"
    M("2月27号 加油⟦400⟧", ("400", "CNY"), cat=c)
    M("周五 补牙⟦380⟧", ("380", "CNY"), cat=c)
    M("6.5 平台扣点⟦96⟧", ("96", "CNY"), cat=c, unsure="6.5 is a date (June 5)")
    M("上周五 修车⟦4360⟧", ("4360", "CNY"), cat=c)
    M("10月9号 家教费⟦600⟧", ("600", "CNY"), cat=c)
    c = "multi"
    M("珠子⟦68⟧ 银线⟦45⟧ 包装盒⟦30⟧", ("68", "CNY"), ("45", "CNY"), ("30", "CNY"), cat=c)
    M("柴油⟦600⟧ 过路费⟦230⟧", ("600", "CNY"), ("230", "CNY"), cat=c)
    M("理疗收入⟦3200⟧ 比赛补贴⟦800⟧", ("3200", "CNY"), ("800", "CNY"), cat=c)
    M("买菜⟦186⟧ 看牙⟦380⟧", ("186", "CNY"), ("380", "CNY"), cat=c)
    M("球衣⟦1800⟧ 肌贴⟦240⟧", ("1800", "CNY"), ("240", "CNY"), cat=c)
    c = "none"
    M("每对耳环六颗珠子 两个耳钩", cat=c)
    M("比赛打成了24比17", cat=c)
    M("快递单号 SF1234567890", cat=c)
    M("老公的车牌是豫A 8K235", cat=c)
    M("陈先生膝盖能弯到一百二十度了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("freshwater pearls ⟦twenty-eight fifty⟧", ("28.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("kinesio tape ⟦about 40 bucks⟧", ("40", "USD"), cat=c, conv="approx")
    M("tutoring pays ⟦thirty-five dollars⟧ an hour", ("35", "USD"), cat=c, unsure="'an hour' is the unit of the price")
    M("the massage table was ⟦a hundred and eighty-nine⟧", ("189", "USD"), cat=c)
    M("josh's dentist copay ⟦$40 and change⟧", ("40", "USD"), cat=c, conv="approx")
    c = "scale"
    M("clinic pay this month ⟦5.2k⟧", ("5200", "USD"), cat=c)
    M("rick's paycheck ⟦$2.8k⟧", ("2800", "USD"), cat=c)
    M("family budget for the year ⟦70 grand⟧", ("70000", "USD"), cat=c)
    M("the team sponsor put in ⟦10k⟧", ("10000", "USD"), cat=c)
    M("shop sales this year ⟦about 4 grand⟧", ("4000", "USD"), cat=c, conv="approx")
    c = "currency"
    M("czech glass beads from a japanese shop ⟦3000 yen⟧", ("3000", "JPY"), cat=c)
    M("earring findings from a uk seller ⟦£18⟧", ("18", "GBP"), cat=c)
    M("rugby boots from germany ⟦€120⟧", ("120", "EUR"), cat=c)
    M("toronto tournament entry ⟦C$250⟧", ("250", "CAD"), cat=c)
    M("silver clasps from oaxaca ⟦MXN 400⟧", ("400", "MXN"), cat=c)
    c = "format"
    M("clinic paycheck ⟦$2,640.00⟧", ("2640", "USD"), cat=c)
    M("truck repair ⟦$4,360⟧", ("4360", "USD"), cat=c)
    M("massage table ⟦US$389⟧", ("389", "USD"), cat=c)
    M("fuel card top-up ⟦$ 500⟧", ("500", "USD"), cat=c)
    M("shop payout ⟦$1,236.50⟧", ("1236.5", "USD"), cat=c)
    c = "bare"
    M("ear hooks ⟦12⟧", ("12", "USD"), cat=c)
    M("log tolls ⟦18⟧", ("18", "USD"), cat=c)
    M("tape ⟦46⟧", ("46", "USD"), cat=c)
    M("groceries ⟦163⟧", ("163", "USD"), cat=c)
    M("shipping ⟦9⟧", ("9", "USD"), cat=c)
    c = "beside-date"
    M("2/27 gas ⟦$62⟧", ("62", "USD"), cat=c)
    M("fri dentist ⟦95⟧", ("95", "USD"), cat=c)
    M("6/5 platform fees ⟦$14⟧", ("14", "USD"), cat=c)
    M("last fri truck repair ⟦1,200⟧", ("1200", "USD"), cat=c)
    M("oct 9 tutoring ⟦$140⟧", ("140", "USD"), cat=c)
    c = "multi"
    M("beads ⟦24⟧, wire ⟦15⟧, gift boxes ⟦18⟧", ("24", "USD"), ("15", "USD"), ("18", "USD"), cat=c)
    M("diesel ⟦310⟧ and tolls ⟦42⟧", ("310", "USD"), ("42", "USD"), cat=c)
    M("clinic pay ⟦2,640⟧, match stipend ⟦150⟧", ("2640", "USD"), ("150", "USD"), cat=c)
    M("groceries ⟦186⟧, dentist ⟦95⟧", ("186", "USD"), ("95", "USD"), cat=c)
    M("jerseys ⟦480⟧, tape ⟦60⟧", ("480", "USD"), ("60", "USD"), cat=c)
    c = "none"
    M("6 beads and 2 hooks a pair", cat=c)
    M("we won 24-17", cat=c)
    M("tracking no. 1Z999AA10123456784", cat=c)
    M("rick's truck is unit 4417", cat=c)
    M("knee flexion's up to 120 degrees", cat=c)
