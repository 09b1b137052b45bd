"""Round 21 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a real-estate agent (佣金/commissions,
中介费, 定金 and 尾款, listing prices, staging and photos, taxes at a transfer), a hairdresser with her own chair (cuts,
烫染/colour, tips, 染膏 and products, chair rent, 会员卡/prepaid cards sold) and a PhD student doing fieldwork abroad
(stipend and grant money, 报销/reimbursements, flights, trains, rent and conference fees in EUR, JPY and GBP as well as
CNY and USD) type them in a budget chat: several per message, counts beside them, dates beside them, 万/k/grand/M,
`¥`, `RMB`, `US$`, thousands separators, a decimal comma, colloquial currencies, and rows with no money."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("这单中介费收了⟦两万三⟧", ("23000", "CNY"), cat=c)
    M("烫染一次⟦六百八⟧", ("680", "CNY"), cat=c)
    M("客人给了⟦五十来块⟧小费", ("50", "CNY"), cat=c, conv="approx")
    M("一管染膏⟦四十八块五⟧", ("48.5", "CNY"), cat=c)
    M("佣金拿了⟦三万六千五⟧", ("36500", "CNY"), cat=c)
    M("剪个头⟦八十八⟧", ("88", "CNY"), cat=c)
    c = "scale"
    M("这单佣金⟦4.5万⟧", ("45000", "CNY"), cat=c)
    M("业主挂牌⟦680万⟧", ("6800000", "CNY"), cat=c)
    M("奖学金一年⟦12w⟧", ("120000", "CNY"), cat=c)
    M("今天会员卡卖了⟦3k⟧", ("3000", "CNY"), cat=c)
    M("首付大概⟦两百万左右⟧", ("2000000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("伦敦的房租⟦950英镑⟧一个月", ("950", "GBP"), cat=c)
    M("柏林开会注册费⟦380欧元⟧", ("380", "EUR"), cat=c)
    M("东京到京都新干线⟦14170日元⟧", ("14170", "JPY"), cat=c)
    M("回国机票⟦1200美元⟧", ("1200", "USD"), cat=c)
    M("在剑桥打车花了⟦二十镑⟧", ("20", "GBP"), cat=c, conv="colloquial-currency")
    M("会议晚宴⟦三十欧⟧", ("30", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("中介费 ⟦¥23,000⟧", ("23000", "CNY"), cat=c, conv="yen-sign-cny")
    M("工位房租 ⟦RMB 4,500⟧", ("4500", "CNY"), cat=c)
    M("报销单 ⟦￥2,386.40⟧", ("2386.4", "CNY"), cat=c, conv="yen-sign-cny")
    M("进修学费 ⟦3800.00元⟧", ("3800", "CNY"), cat=c)
    M("法兰克福的机票 ⟦1.299,00 €⟧", ("1299", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("染膏⟦236⟧", ("236", "CNY"), cat=c)
    M("记一下 打车⟦38⟧", ("38", "CNY"), cat=c)
    M("小费⟦50⟧", ("50", "CNY"), cat=c)
    M("房源拍照修图⟦800⟧", ("800", "CNY"), cat=c)
    c = "beside-date"
    M("9月15号 佣金⟦18000⟧", ("18000", "CNY"), cat=c)
    M("周六开放日 茶歇⟦260⟧", ("260", "CNY"), cat=c)
    M("6.30 交工位租金⟦3500⟧", ("3500", "CNY"), cat=c)
    M("中秋那天小费⟦200⟧", ("200", "CNY"), cat=c)
    M("昨天过户 税费交了⟦12600⟧", ("12600", "CNY"), cat=c)
    c = "multi"
    M("定金⟦5万⟧ 尾款⟦15万⟧", ("50000", "CNY"), ("150000", "CNY"), cat=c)
    M("剪发⟦88⟧ 染发⟦480⟧ 护理⟦168⟧", ("88", "CNY"), ("480", "CNY"), ("168", "CNY"), cat=c)
    M("会员卡卖了三张 一张⟦1000⟧ 一共⟦3000⟧", ("1000", "CNY"), ("3000", "CNY"), cat=c)
    M("奖学金到了⟦4000⟧ 报销到了⟦1260⟧", ("4000", "CNY"), ("1260", "CNY"), cat=c)
    M("机票⟦980欧元⟧ 酒店⟦120000日元⟧", ("980", "EUR"), ("120000", "JPY"), cat=c)
    c = "none"
    M("今天带看了6套", cat=c)
    M("那套建筑面积98平", cat=c)
    M("快递单号 YT3309182746511", cat=c)
    M("早上跑了8公里", cat=c)
    M("王姐的会员卡还剩12次", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("a men's cut is ⟦forty-five bucks⟧", ("45", "USD"), cat=c)
    M("she tipped ⟦twenty dollars⟧", ("20", "USD"), cat=c)
    M("product run was ⟦$60 and change⟧", ("60", "USD"), cat=c, conv="approx")
    M("balayage is ⟦two hundred fifty dollars⟧", ("250", "USD"), cat=c)
    M("staging came to ⟦about fifteen hundred bucks⟧", ("1500", "USD"), cat=c, conv="approx")
    M("chair rent is ⟦twelve hundred⟧ a month", ("1200", "USD"), cat=c)
    c = "scale"
    M("commission on the maple st house ⟦9 grand⟧", ("9000", "USD"), cat=c)
    M("listed at ⟦1.2M⟧", ("1200000", "USD"), cat=c)
    M("stipend is ⟦32k⟧ a year", ("32000", "USD"), cat=c)
    M("travel grant ⟦$15K⟧", ("15000", "USD"), cat=c)
    M("photos ran ⟦half a grand⟧", ("500", "USD"), cat=c)
    c = "currency"
    M("rent in london ⟦£950⟧ a month", ("950", "GBP"), cat=c)
    M("berlin conference fee ⟦€380⟧", ("380", "EUR"), cat=c)
    M("shinkansen to kyoto ⟦14,170 yen⟧", ("14170", "JPY"), cat=c)
    M("train to oxford ⟦25 quid⟧", ("25", "GBP"), cat=c)
    M("conference dinner ⟦30 euros⟧", ("30", "EUR"), cat=c)
    c = "format"
    M("commission check ⟦$9,000.00⟧", ("9000", "USD"), cat=c)
    M("reimbursement ⟦USD 1,286.40⟧", ("1286.4", "USD"), cat=c)
    M("staging invoice ⟦US$ 2,400⟧", ("2400", "USD"), cat=c)
    M("listing photographer ⟦$450.00⟧", ("450", "USD"), cat=c)
    M("flight to frankfurt ⟦1.299,00 €⟧", ("1299", "EUR"), cat=c, conv="comma-decimal")
    c = "bare"
    M("color ⟦62⟧", ("62", "USD"), cat=c)
    M("log uber ⟦38⟧", ("38", "USD"), cat=c)
    M("tips ⟦50⟧", ("50", "USD"), cat=c)
    M("listing photos ⟦300⟧", ("300", "USD"), cat=c)
    c = "beside-date"
    M("9/15 commission ⟦$4,500⟧", ("4500", "USD"), cat=c)
    M("sat open house snacks ⟦$85⟧", ("85", "USD"), cat=c)
    M("6/30 chair rent ⟦$1,200⟧", ("1200", "USD"), cat=c)
    M("thanksgiving tips ⟦$140⟧", ("140", "USD"), cat=c)
    M("yesterday's closing costs ⟦$3,200⟧", ("3200", "USD"), cat=c)
    c = "multi"
    M("deposit ⟦5k⟧ balance ⟦15k⟧", ("5000", "USD"), ("15000", "USD"), cat=c)
    M("cut ⟦45⟧ color ⟦120⟧ treatment ⟦35⟧", ("45", "USD"), ("120", "USD"), ("35", "USD"), cat=c)
    M("3 prepaid cards at ⟦$200⟧ each, ⟦$600⟧ total", ("200", "USD"), ("600", "USD"), cat=c)
    M("stipend ⟦$2,650⟧ and reimbursement ⟦$412⟧ came in", ("2650", "USD"), ("412", "USD"), cat=c)
    M("flight ⟦€980⟧ hotel ⟦£640⟧", ("980", "EUR"), ("640", "GBP"), cat=c)
    c = "none"
    M("showed 6 houses today", cat=c)
    M("the lot is 0.3 acres", cat=c)
    M("tracking 1Z92A4E80384751029", cat=c)
    M("ran 8k this morning", cat=c)
    M("12 visits left on her card", cat=c)
