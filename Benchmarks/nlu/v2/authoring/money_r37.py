"""Round 37 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a hospital radiographer on a rota (overtime and
on-call pay, parking and meals at work, a course fee), a man who runs a small bike-repair stall and leads weekend group
rides (tubes, chains and parts bought, customers paying, a ride's lunch split, parts bought abroad) and a woman
organising her parents' 40th wedding anniversary party (the restaurant, the cake and the photographer, deposits and
balances, relatives' hotel rooms, gifts in other currencies) type them in a budget chat: several per message, counts
beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands separators, deposits and balances, other
currencies, and rows with no money (order and tracking numbers, tyre sizes, kg, guests and tables counted, X-rays)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("补个胎收⟦十五块⟧", ("15", "CNY"), cat=c)
    M("医院食堂一顿⟦十二块五⟧", ("12.5", "CNY"), cat=c)
    M("一条链条⟦八十来块⟧", ("80", "CNY"), cat=c, conv="approx")
    M("夜班备班一晚补⟦一百五⟧", ("150", "CNY"), cat=c)
    M("蛋糕三层的要⟦一千二百八⟧", ("1280", "CNY"), cat=c)
    M("停车一天⟦二十块零五毛⟧", ("20.5", "CNY"), cat=c)
    c = "scale"
    M("婚宴八桌 一共⟦2.4w⟧", ("24000", "CNY"), cat=c)
    M("这个月加班费⟦3千6⟧", ("3600", "CNY"), cat=c)
    M("修车摊一年流水⟦十来万⟧", ("100000", "CNY"), cat=c, conv="approx", unsure="十来万 read as about 100000")
    M("摄影跟拍全天⟦0.68万⟧", ("6800", "CNY"), cat=c)
    M("进修费⟦1万5⟧", ("15000", "CNY"), cat=c)
    c = "currency"
    M("日本买的变速器⟦18000日元⟧", ("18000", "JPY"), cat=c)
    M("表姐从香港带的红酒⟦港币900⟧", ("900", "HKD"), cat=c)
    M("澳洲的叔叔随礼⟦500澳元⟧", ("500", "AUD"), cat=c)
    M("欧洲订的碳纤维轮组⟦六百欧⟧", ("600", "EUR"), cat=c, conv="colloquial-currency")
    M("新加坡的表哥包了⟦新币200⟧", ("200", "SGD"), cat=c)
    c = "format"
    M("婚宴定金 ⟦¥5,000⟧", ("5000", "CNY"), cat=c, conv="yen-sign-cny")
    M("上个月工资 ⟦RMB 12,480⟧", ("12480", "CNY"), cat=c)
    M("内胎一箱 ⟦￥360.00⟧", ("360", "CNY"), cat=c, conv="yen-sign-cny")
    M("网上买的骑行码表 ⟦US$ 129⟧", ("129", "USD"), cat=c)
    M("酒店六间房 ⟦3 240元⟧", ("3240", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("补胎 ⟦15⟧", ("15", "CNY"), cat=c)
    M("停车费⟦25⟧", ("25", "CNY"), cat=c)
    M("记一笔 刹车片⟦45⟧", ("45", "CNY"), cat=c)
    M("午饭⟦18⟧", ("18", "CNY"), cat=c)
    M("记一下 请柬印刷⟦260⟧", ("260", "CNY"), cat=c)
    c = "beside-date"
    M("2月9号 夜班补贴⟦450⟧", ("450", "CNY"), cat=c)
    M("礼拜六 修车收了⟦120⟧", ("120", "CNY"), cat=c)
    M("3.5 蛋糕定金⟦300⟧", ("300", "CNY"), cat=c)
    M("国庆那天 骑行午饭⟦86⟧", ("86", "CNY"), cat=c)
    M("上周三 停车⟦20⟧", ("20", "CNY"), cat=c)
    c = "multi"
    M("内胎⟦25⟧ 外胎⟦90⟧ 气门芯⟦3⟧", ("25", "CNY"), ("90", "CNY"), ("3", "CNY"), cat=c)
    M("摄影定金⟦1000⟧ 尾款⟦5800⟧当天付", ("1000", "CNY"), ("5800", "CNY"), cat=c)
    M("6间房 每间⟦540⟧ 一共⟦3240⟧", ("540", "CNY"), ("3240", "CNY"), cat=c)
    M("加班费⟦1800⟧ 备班费⟦600⟧ 饭补⟦300⟧", ("1800", "CNY"), ("600", "CNY"), ("300", "CNY"), cat=c)
    M("骑行十二个人AA 每人⟦35⟧", ("35", "CNY"), cat=c)
    c = "none"
    M("订单号 20520211883 链条到了", cat=c)
    M("外胎尺寸700x25c 要两条", cat=c)
    M("今天拍了四十多个片子 加了两个小时班", cat=c)
    M("客人六十八位 八桌 每桌十个位", cat=c)
    M("快递单号 YT7720451398 蛋糕模具", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("flat fix is ⟦fifteen bucks⟧", ("15", "USD"), cat=c)
    M("cafeteria lunch ⟦eight fifty⟧", ("8.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("new chain ⟦about 40 bucks⟧", ("40", "USD"), cat=c, conv="approx")
    M("on call pays ⟦twenty-five an hour⟧", ("25", "USD"), cat=c)
    M("the cake is ⟦$300 and change⟧", ("300", "USD"), cat=c, conv="approx")
    c = "scale"
    M("banquet room ⟦4.8k⟧", ("4800", "USD"), cat=c)
    M("stall made ⟦9 grand⟧ last summer", ("9000", "USD"), cat=c)
    M("photographer wants ⟦half a grand⟧ up front", ("500", "USD"), cat=c)
    M("ct course ⟦2.5K⟧", ("2500", "USD"), cat=c)
    M("party total so far ⟦11k⟧", ("11000", "USD"), cat=c)
    c = "currency"
    M("derailleur from a japanese shop ⟦12,000 yen⟧", ("12000", "JPY"), cat=c)
    M("aunt sent ⟦£150⟧ for the party", ("150", "GBP"), cat=c)
    M("wheelset from a german shop ⟦€540⟧", ("540", "EUR"), cat=c)
    M("cousin in toronto chipped in ⟦C$ 200⟧", ("200", "CAD"), cat=c)
    M("tea set from a shanghai store ⟦¥680⟧", ("680", "CNY"), cat=c, conv="yen-sign-cny")
    c = "format"
    M("restaurant deposit ⟦$1,500⟧", ("1500", "USD"), cat=c)
    M("overtime check ⟦USD 1,236.40⟧", ("1236.4", "USD"), cat=c)
    M("hotel block ⟦$2,160⟧", ("2160", "USD"), cat=c)
    M("bike computer ⟦US$ 149⟧", ("149", "USD"), cat=c)
    M("stall income last year ⟦$23,750⟧", ("23750", "USD"), cat=c)
    c = "bare"
    M("tube ⟦8⟧", ("8", "USD"), cat=c)
    M("hospital parking ⟦14⟧", ("14", "USD"), cat=c)
    M("log brake pads ⟦22⟧", ("22", "USD"), cat=c)
    M("invitations ⟦96.50⟧", ("96.5", "USD"), cat=c)
    M("night shift dinner ⟦11⟧", ("11", "USD"), cat=c)
    c = "beside-date"
    M("2/9 on-call pay ⟦$210⟧", ("210", "USD"), cat=c)
    M("sat repairs ⟦$85⟧", ("85", "USD"), cat=c)
    M("3/5 cake deposit ⟦$100⟧", ("100", "USD"), cat=c)
    M("labor day ride lunch ⟦$64⟧", ("64", "USD"), cat=c)
    M("last wed parking ⟦$14⟧", ("14", "USD"), cat=c)
    c = "multi"
    M("tube ⟦$8⟧, tire ⟦$45⟧, valve core ⟦$2⟧", ("8", "USD"), ("45", "USD"), ("2", "USD"), cat=c)
    M("photographer deposit ⟦$400⟧, balance ⟦$1,100⟧ on the day", ("400", "USD"), ("1100", "USD"), cat=c)
    M("6 rooms at ⟦$180⟧ a night, ⟦$1,080⟧ total", ("180", "USD"), ("1080", "USD"), cat=c)
    M("overtime ⟦$620⟧, call pay ⟦$300⟧, meals ⟦$45⟧", ("620", "USD"), ("300", "USD"), ("45", "USD"), cat=c)
    M("12 riders split lunch, ⟦$18⟧ each", ("18", "USD"), cat=c)
    c = "none"
    M("order 5520211 chain shipped", cat=c)
    M("need two 700x28 tires", cat=c)
    M("shot 40-odd films today, 2 hrs over", cat=c)
    M("68 guests at 8 tables", cat=c)
    M("tracking 9400118 cake pans", cat=c)
