"""Round 41 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a tattoo artist with her own studio (client
deposits and balances, ink, needles and gloves, a convention booth and hotel), a retired man who plays in chess
tournaments and volunteers as a school crossing guard (entry fees, club dues, a small prize, a chess clock) and a family
hosting an exchange student (groceries, a phone plan, the program's monthly stipend, school fees, a holiday trip) type them
in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand, `¥`, `RMB`, `US$`, thousands
separators, deposits and balances, other currencies, and rows with no money (order and tracking numbers, kg, needle
sizes, tournament ratings, session counts)."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("小臂图定金⟦五百⟧ 做完再收⟦一千八⟧", ("500", "CNY"), ("1800", "CNY"), cat=c)
    M("一盒手套⟦三十八块五⟧", ("38.5", "CNY"), cat=c)
    M("象棋公开赛报名费⟦一百二⟧", ("120", "CNY"), cat=c)
    M("交换生的手机套餐一个月⟦五十九⟧", ("59", "CNY"), cat=c)
    M("比赛拿了个第三名 奖金⟦三百来块⟧", ("300", "CNY"), cat=c, conv="approx")
    M("色料补了一套 ⟦两千零六十⟧", ("2060", "CNY"), cat=c)
    c = "scale"
    M("今年工作室流水大概⟦18万⟧", ("180000", "CNY"), cat=c, conv="approx")
    M("纹身展摊位费⟦6千5⟧", ("6500", "CNY"), cat=c)
    M("交换项目一年补贴⟦3.6万⟧", ("36000", "CNY"), cat=c)
    M("新纹身机⟦0.88w⟧", ("8800", "CNY"), cat=c)
    M("带学生去云南玩 一共花了⟦1万2⟧", ("12000", "CNY"), cat=c)
    c = "currency"
    M("日本买的纹身针⟦12000日元⟧", ("12000", "JPY"), cat=c)
    M("美国订的色料⟦260美金⟧", ("260", "USD"), cat=c)
    M("学生家里寄来⟦200欧元⟧ 说是生活费", ("200", "EUR"), cat=c)
    M("香港棋赛报名⟦港币350⟧", ("350", "HKD"), cat=c)
    M("泰国纹身展门票⟦1500泰铢⟧", ("1500", "THB"), cat=c)
    c = "format"
    M("这个月定金收了 ⟦¥8,600⟧", ("8600", "CNY"), cat=c, conv="yen-sign-cny")
    M("交换项目补贴到账 ⟦RMB 3,000⟧", ("3000", "CNY"), cat=c)
    M("一年的棋社会费 ⟦￥480.00⟧", ("480", "CNY"), cat=c, conv="yen-sign-cny")
    M("网上买的电子棋钟 ⟦US$ 65⟧", ("65", "USD"), cat=c)
    M("纹身展酒店三晚 ⟦1 350元⟧", ("1350", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("保鲜膜⟦45⟧", ("45", "CNY"), cat=c)
    M("记一笔 买菜⟦236⟧", ("236", "CNY"), cat=c)
    M("棋谱两本⟦88⟧", ("88", "CNY"), cat=c)
    M("去机场打车⟦126⟧", ("126", "CNY"), cat=c)
    M("针一盒⟦150⟧", ("150", "CNY"), cat=c)
    c = "beside-date"
    M("2月1号 收定金⟦800⟧", ("800", "CNY"), cat=c)
    M("礼拜六 棋赛奖金⟦200⟧", ("200", "CNY"), cat=c)
    M("除夕 给学生红包⟦666⟧", ("666", "CNY"), cat=c)
    M("9.1 学生校服⟦320⟧", ("320", "CNY"), cat=c)
    M("上周四 墨水⟦410⟧", ("410", "CNY"), cat=c)
    c = "multi"
    M("手套⟦40⟧ 保鲜膜⟦45⟧ 凡士林⟦28⟧", ("40", "CNY"), ("45", "CNY"), ("28", "CNY"), cat=c)
    M("补贴⟦3000⟧ 买菜⟦1100⟧ 话费⟦59⟧ 剩⟦1841⟧", ("3000", "CNY"), ("1100", "CNY"), ("59", "CNY"), ("1841", "CNY"), cat=c)
    M("报名费三个比赛 每个⟦100⟧ 一共⟦300⟧", ("100", "CNY"), ("300", "CNY"), cat=c)
    M("定金⟦600⟧ 尾款⟦2400⟧ 总价⟦3000⟧", ("600", "CNY"), ("2400", "CNY"), ("3000", "CNY"), cat=c)
    M("高铁票两张 每张⟦553⟧", ("553", "CNY"), cat=c)
    c = "none"
    M("订单号 5702031188 色料六瓶", cat=c)
    M("快递单号 YT7092241563 棋钟一个", cat=c)
    M("今天纹了五个小时", cat=c)
    M("学生行李两件 一件23公斤", cat=c)
    M("等级分涨到1850了", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("deposit was ⟦a hundred fifty bucks⟧, balance ⟦four hundred⟧ after", ("150", "USD"), ("400", "USD"), cat=c)
    M("gloves ⟦twelve ninety-nine⟧ a box", ("12.99", "USD"), cat=c, conv="dollars-cents-pair")
    M("took ⟦about 75 bucks⟧ in prize money", ("75", "USD"), cat=c, conv="approx")
    M("club dues ⟦sixty dollars⟧ a year", ("60", "USD"), cat=c)
    M("groceries ⟦$210 and change⟧ this week", ("210", "USD"), cat=c, conv="approx")
    c = "scale"
    M("studio did ⟦92k⟧ last year", ("92000", "USD"), cat=c)
    M("convention booth ⟦1.5k⟧", ("1500", "USD"), cat=c)
    M("the program pays ⟦half a grand⟧ a month for her", ("500", "USD"), cat=c)
    M("new rotary machine ⟦1.1K⟧", ("1100", "USD"), cat=c)
    M("spring break trip ran ⟦3 grand⟧", ("3000", "USD"), cat=c)
    c = "currency"
    M("needles from a uk supplier ⟦£48⟧", ("48", "GBP"), cat=c)
    M("her parents sent ⟦€300⟧", ("300", "EUR"), cat=c)
    M("montreal chess open entry ⟦C$ 90⟧", ("90", "CAD"), cat=c)
    M("ink from japan ⟦7,800 yen⟧", ("7800", "JPY"), cat=c)
    M("seoul convention ticket ⟦₩45,000⟧", ("45000", "KRW"), cat=c)
    c = "format"
    M("deposits this month ⟦$3,450⟧", ("3450", "USD"), cat=c)
    M("stipend deposited ⟦USD 1,250.00⟧", ("1250", "USD"), cat=c)
    M("hotel for the convention ⟦$612.40⟧", ("612.4", "USD"), cat=c)
    M("digital chess clock ⟦US$ 59⟧", ("59", "USD"), cat=c)
    M("school trip fee ⟦$1,075⟧", ("1075", "USD"), cat=c)
    c = "bare"
    M("cling wrap ⟦18⟧", ("18", "USD"), cat=c)
    M("log groceries ⟦146⟧", ("146", "USD"), cat=c)
    M("chess book ⟦32⟧", ("32", "USD"), cat=c)
    M("airport parking ⟦24⟧", ("24", "USD"), cat=c)
    M("phone plan ⟦35⟧", ("35", "USD"), cat=c)
    c = "beside-date"
    M("2/1 deposit ⟦$200⟧", ("200", "USD"), cat=c)
    M("sat prize ⟦$100⟧", ("100", "USD"), cat=c)
    M("labor day cookout stuff ⟦$88⟧", ("88", "USD"), cat=c)
    M("9/1 school supplies ⟦$64⟧", ("64", "USD"), cat=c)
    M("last thurs ink ⟦$140⟧", ("140", "USD"), cat=c)
    c = "multi"
    M("gloves ⟦$13⟧, wrap ⟦$18⟧, ointment ⟦$9⟧", ("13", "USD"), ("18", "USD"), ("9", "USD"), cat=c)
    M("stipend ⟦$500⟧, groceries ⟦$380⟧, phone ⟦$35⟧, ⟦$85⟧ left", ("500", "USD"), ("380", "USD"), ("35", "USD"), ("85", "USD"), cat=c)
    M("3 tournaments at ⟦$40⟧ each, ⟦$120⟧ total", ("40", "USD"), ("120", "USD"), cat=c)
    M("⟦$200⟧ down, ⟦$650⟧ balance, ⟦$850⟧ for the whole piece", ("200", "USD"), ("650", "USD"), ("850", "USD"), cat=c)
    M("2 plane tickets at ⟦$289⟧", ("289", "USD"), cat=c)
    c = "none"
    M("order 57020318 six bottles of ink", cat=c)
    M("tracking 9400 1118 2233 chess clock", cat=c)
    M("tattooed for 5 hours straight", cat=c)
    M("her suitcase was 23 kg", cat=c)
    M("rating went up to 1850", cat=c)
