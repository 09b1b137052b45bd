"""Round 26 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a single father with shared custody (兴趣班
fees per term, child support paid or received, 体检, birthday parties, a school trip's fees, groceries), a retired engineer
who guides at a museum and plays in an amateur orchestra (退休金 / pension, concert tickets sold to friends, train
tickets to see the grandchildren, 门诊 fees, a violin bow bought abroad) and a night-shift security guard saving for a
flat (加班费 / overtime pay, rent, 房贷首付 / the down payment goal, 外卖 / late meals, a gym membership) type them in a
budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands
separators, deposits and balances, other currencies, and rows with no money (order and tracking numbers, kg, reps)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("老大的钢琴课一学期⟦三千六⟧", ("3600", "CNY"), cat=c)
    M("这个月退休金⟦六千八百五⟧", ("6850", "CNY"), cat=c)
    M("半夜的外卖⟦二十八块五⟧", ("28.5", "CNY"), cat=c)
    M("门诊挂号加拿药⟦一百来块⟧", ("100", "CNY"), cat=c, conv="approx")
    M("春游费一个孩子⟦一百五⟧", ("150", "CNY"), cat=c)
    c = "scale"
    M("首付目标⟦60万⟧ 现在攒了⟦18.5万⟧", ("600000", "CNY"), ("185000", "CNY"), cat=c)
    M("今年加班费一共⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("看中的那套房总价⟦两百三十万⟧", ("2300000", "CNY"), cat=c)
    M("乐团今年的场地赞助⟦5万⟧", ("50000", "CNY"), cat=c)
    M("一年的抚养费⟦3万6⟧", ("36000", "CNY"), cat=c)
    c = "currency"
    M("在维也纳买的琴弓⟦1800欧元⟧", ("1800", "EUR"), cat=c)
    M("给在东京的孙子寄了⟦三万日元⟧压岁钱", ("30000", "JPY"), cat=c)
    M("香港音乐会门票⟦港币880⟧", ("880", "HKD"), cat=c)
    M("孩子妈在新加坡出差 带了个玩具⟦45新币⟧", ("45", "SGD"), cat=c)
    M("网上订的乐谱⟦29美金⟧", ("29", "USD"), cat=c)
    M("英国买的松香⟦十二镑⟧", ("12", "GBP"), cat=c, conv="colloquial-currency")
    c = "format"
    M("健身房年卡 ⟦¥2,980⟧", ("2980", "CNY"), cat=c, conv="yen-sign-cny")
    M("房租押一付三 ⟦RMB 10,800⟧", ("10800", "CNY"), cat=c)
    M("孩子的编程课 ⟦US$ 120.00⟧", ("120", "USD"), cat=c)
    M("体检套餐两人 ⟦￥1,360.00⟧", ("1360", "CNY"), cat=c, conv="yen-sign-cny")
    M("首付账户余额 ⟦186 500元⟧", ("186500", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("记一下 外卖⟦36⟧", ("36", "CNY"), cat=c)
    M("买菜⟦128⟧", ("128", "CNY"), cat=c)
    M("看孙子的高铁票⟦553⟧", ("553", "CNY"), cat=c)
    M("生日蛋糕 ⟦268⟧", ("268", "CNY"), cat=c)
    c = "beside-date"
    M("1月5号 加班费⟦860⟧", ("860", "CNY"), cat=c)
    M("周六 乐团票卖给老同事 收了⟦240⟧", ("240", "CNY"), cat=c)
    M("6.1 游乐园门票⟦398⟧", ("398", "CNY"), cat=c)
    M("国庆前一天 房租⟦3600⟧", ("3600", "CNY"), cat=c)
    M("上周三 抚养费转过去⟦3000⟧", ("3000", "CNY"), cat=c)
    c = "multi"
    M("舞蹈课⟦2400⟧ 游泳课⟦1800⟧ 美术课⟦1500⟧", ("2400", "CNY"), ("1800", "CNY"), ("1500", "CNY"), cat=c)
    M("音乐会票卖了6张 每张⟦80⟧ 共⟦480⟧", ("80", "CNY"), ("480", "CNY"), cat=c)
    M("房租⟦3600⟧ 水电⟦210⟧ 宽带⟦99⟧", ("3600", "CNY"), ("210", "CNY"), ("99", "CNY"), cat=c)
    M("夜班补贴⟦300⟧ 加班费⟦1150⟧ 都到了", ("300", "CNY"), ("1150", "CNY"), cat=c)
    M("两张高铁票⟦1106⟧ 给孙子买玩具⟦199⟧", ("1106", "CNY"), ("199", "CNY"), cat=c)
    c = "none"
    M("快递单号 YT8820451173 还没到", cat=c)
    M("孩子身高132厘米 体重28公斤", cat=c)
    M("深蹲 每组15个 做5组", cat=c)
    M("乐团这次来了42个人 排了3首曲子", cat=c)
    M("夜班巡逻打卡 第17号点位", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("piano lessons ⟦three hundred sixty⟧ a month", ("360", "USD"), cat=c)
    M("pension check ⟦twenty-four hundred⟧", ("2400", "USD"), cat=c)
    M("2am burrito ⟦twelve bucks⟧", ("12", "USD"), cat=c)
    M("copay was ⟦about forty⟧", ("40", "USD"), cat=c, conv="approx")
    M("field trip ⟦$35 and change⟧ per kid", ("35", "USD"), cat=c, conv="approx")
    c = "scale"
    M("down payment goal ⟦60k⟧, saved ⟦18.5k⟧ so far", ("60000", "USD"), ("18500", "USD"), cat=c)
    M("overtime this year ⟦12K⟧", ("12000", "USD"), cat=c)
    M("the condo i like is listed at ⟦340 grand⟧", ("340000", "USD"), cat=c)
    M("orchestra's season budget ⟦half a grand⟧ short", ("500", "USD"), cat=c)
    M("child support for the year ⟦7.2k⟧", ("7200", "USD"), cat=c)
    c = "currency"
    M("bow i bought in vienna ⟦€1,800⟧", ("1800", "EUR"), cat=c)
    M("sent the grandkids in tokyo ⟦¥30,000⟧", ("30000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="¥ reads CNY by convention although the grandkids are in Tokyo")
    M("rosin from london ⟦£12⟧", ("12", "GBP"), cat=c)
    M("toronto concert tickets ⟦C$85⟧ each", ("85", "CAD"), cat=c)
    M("the kids' mom brought back a toy for ⟦45 Singapore dollars⟧", ("45", "SGD"), cat=c)
    M("sheet music off a german site ⟦29 euros⟧", ("29", "EUR"), cat=c)
    c = "format"
    M("gym membership ⟦$1,188.00⟧ for the year", ("1188", "USD"), cat=c)
    M("first and last month's rent ⟦US$ 3,200⟧", ("3200", "USD"), cat=c)
    M("coding camp for the oldest ⟦USD 450⟧", ("450", "USD"), cat=c)
    M("down payment account balance ⟦$21,340.55⟧", ("21340.55", "USD"), cat=c)
    M("checkups for both kids ⟦$260⟧ out of pocket", ("260", "USD"), cat=c)
    c = "bare"
    M("takeout ⟦18⟧", ("18", "USD"), cat=c)
    M("groceries ⟦142.60⟧", ("142.6", "USD"), cat=c)
    M("train ticket ⟦89⟧", ("89", "USD"), cat=c)
    M("birthday cake ⟦45⟧", ("45", "USD"), cat=c)
    c = "beside-date"
    M("jan 5 overtime ⟦$212⟧", ("212", "USD"), cat=c)
    M("sat sold two concert tix to the neighbors ⟦$40⟧", ("40", "USD"), cat=c)
    M("6/1 bowling w/ the kids ⟦$58⟧", ("58", "USD"), cat=c)
    M("rent on the 1st ⟦$1,600⟧", ("1600", "USD"), cat=c)
    M("last wed child support sent ⟦$600⟧", ("600", "USD"), cat=c)
    c = "multi"
    M("dance ⟦$240⟧, swim ⟦$180⟧, art ⟦$150⟧ this term", ("240", "USD"), ("180", "USD"), ("150", "USD"), cat=c)
    M("sold 6 tickets at ⟦$15⟧ each, ⟦$90⟧ total", ("15", "USD"), ("90", "USD"), cat=c)
    M("rent ⟦1600⟧ electric ⟦84⟧ internet ⟦60⟧", ("1600", "USD"), ("84", "USD"), ("60", "USD"), cat=c)
    M("night differential ⟦$75⟧ plus overtime ⟦$310⟧ on this check", ("75", "USD"), ("310", "USD"), cat=c)
    M("2 train tickets ⟦$178⟧, toys for the grandkids ⟦$36⟧", ("178", "USD"), ("36", "USD"), cat=c)
    c = "none"
    M("tracking number 1Z88A0452 still not here", cat=c)
    M("my daughter's 4 ft 4 now, 62 lbs", cat=c)
    M("squats, 5 sets of 15", cat=c)
    M("42 players at rehearsal, 3 pieces", cat=c)
    M("checkpoint 17 on the night round", cat=c)
