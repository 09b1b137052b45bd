"""Round 14 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a secondary-school teacher (classroom
purchases, trip money), a freelance photographer (invoices paid and unpaid, deposits, gear rentals, fuel and tolls)
and a parent of three (groceries, school fees, lessons, birthday parties) type them in a budget or expense chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("班里奖品⟦八十六块五⟧", ("86.5", "CNY"), cat=c)
    M("老二钢琴课一节⟦两百五⟧", ("250", "CNY"), cat=c)
    M("加油⟦三百来块⟧", ("300", "CNY"), cat=c, conv="approx")
    M("三个娃的校服⟦一千一百五⟧", ("1150", "CNY"), cat=c)
    M("菜市场⟦六十二块三毛⟧", ("62.3", "CNY"), cat=c)
    M("生日派对场地⟦一千零八⟧", ("1008", "CNY"), cat=c)
    c = "scale"
    M("婚礼跟拍报价⟦1.2w⟧", ("12000", "CNY"), cat=c)
    M("新机身⟦2万3⟧", ("23000", "CNY"), cat=c)
    M("今年学费一共⟦4.8万⟧", ("48000", "CNY"), cat=c)
    M("这个月接单收入⟦15k⟧", ("15000", "CNY"), cat=c)
    M("买车预算⟦二十万左右⟧", ("200000", "CNY"), cat=c, conv="approx")
    c = "currency"
    M("网上买的美国滤镜⟦$89⟧", ("89", "USD"), cat=c)
    M("去日本拍樱花 租车⟦18000日元⟧", ("18000", "JPY"), cat=c)
    M("香港客户尾款⟦港币8800⟧", ("8800", "HKD"), cat=c)
    M("英国的镜头盖⟦二十镑⟧", ("20", "GBP"), cat=c, conv="colloquial-currency")
    M("研学团费 每人⟦三百欧⟧", ("300", "EUR"), cat=c, conv="colloquial-currency")
    c = "format"
    M("学费 ⟦¥16,800.00⟧", ("16800", "CNY"), cat=c, conv="yen-sign-cny")
    M("相机保险 ⟦RMB 1,299⟧", ("1299", "CNY"), cat=c)
    M("发票金额 ⟦￥4,500⟧ 已开", ("4500", "CNY"), cat=c, conv="yen-sign-cny")
    M("钢琴 ⟦12 000元⟧", ("12000", "CNY"), cat=c, conv="space-thousands")
    c = "bare"
    M("买菜⟦213⟧", ("213", "CNY"), cat=c)
    M("记一下 高速费⟦65⟧", ("65", "CNY"), cat=c)
    M("看牙 ⟦450⟧", ("450", "CNY"), cat=c)
    M("红笔作业本⟦58⟧", ("58", "CNY"), cat=c)
    M("停车⟦25⟧ 记上", ("25", "CNY"), cat=c)
    c = "beside-date"
    M("5月3号 外婆家来回油费⟦180⟧", ("180", "CNY"), cat=c)
    M("周六足球比赛 报名费⟦120⟧", ("120", "CNY"), cat=c)
    M("9.20 大宝生日蛋糕⟦268⟧", ("268", "CNY"), cat=c)
    M("昨晚八点半 外卖⟦96⟧", ("96", "CNY"), cat=c)
    M("6月1号 收到拍摄费⟦9800⟧", ("9800", "CNY"), cat=c)
    c = "multi"
    M("买菜⟦186⟧ 加油⟦300⟧ 停车⟦10⟧", ("186", "CNY"), ("300", "CNY"), ("10", "CNY"), cat=c)
    M("客户尾款到账⟦6500⟧ 退了个镜头⟦1200⟧", ("6500", "CNY"), ("1200", "CNY"), cat=c)
    M("3个娃 每人学费⟦8000⟧ 校车费⟦1200⟧", ("8000", "CNY"), ("1200", "CNY"), cat=c)
    M("租灯⟦150⟧ 租背景布⟦80⟧", ("150", "CNY"), ("80", "CNY"), cat=c)
    M("定金收了⟦两千⟧ 还差⟦四千五⟧没付", ("2000", "CNY"), ("4500", "CNY"), cat=c)
    c = "none"
    M("三个娃 12岁 9岁 5岁", cat=c)
    M("镜头70-200 光圈2.8", cat=c)
    M("初二三班 45人 302教室", cat=c)
    M("周六2点到4点踢球", cat=c)
    M("发票号 04473815", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("class prizes ⟦about 40 bucks⟧", ("40", "USD"), cat=c, conv="approx")
    M("piano lesson ⟦forty-five dollars⟧", ("45", "USD"), cat=c)
    M("gas ⟦$50 and change⟧", ("50", "USD"), cat=c, conv="approx")
    M("pizza for the team ⟦sixty-two fifty⟧", ("62.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("field trip money ⟦twelve bucks⟧ per kid", ("12", "USD"), cat=c)
    M("goodie bags for the party ⟦twenty-four ninety-nine⟧", ("24.99", "USD"), cat=c, conv="dollars-cents-pair")
    c = "scale"
    M("wedding package quote ⟦4.5k⟧", ("4500", "USD"), cat=c)
    M("new body + lens ⟦3 grand⟧", ("3000", "USD"), cat=c)
    M("booked ⟦$18K⟧ in shoots so far this year", ("18000", "USD"), cat=c)
    M("college fund goal ⟦a quarter million⟧", ("250000", "USD"), cat=c)
    M("minivan budget ⟦half a grand⟧ a month", ("500", "USD"), cat=c)
    c = "currency"
    M("gobo from a UK shop ⟦£35⟧", ("35", "GBP"), cat=c)
    M("montreal shoot parking ⟦C$22⟧", ("22", "CAD"), cat=c)
    M("prints from a german lab ⟦€48⟧", ("48", "EUR"), cat=c)
    M("tokyo client paid ⟦¥60,000⟧", ("60000", "CNY"), cat=c, conv="yen-sign-cny",
      unsure="¥ reads CNY by the convention even where the client is in Tokyo")
    M("toronto wedding second shooter ⟦CA$400⟧", ("400", "CAD"), cat=c)
    c = "format"
    M("invoice #1043 ⟦$1,850.00⟧ paid", ("1850", "USD"), cat=c)
    M("tuition ⟦$2,400⟧", ("2400", "USD"), cat=c)
    M("swiss tripod ⟦CHF 1'150⟧", ("1150", "CHF"), cat=c, conv="swiss-apostrophe")
    M("flash refund ⟦USD 329.00⟧", ("329", "USD"), cat=c)
    c = "bare"
    M("groceries ⟦213.50⟧", ("213.5", "USD"), cat=c)
    M("tolls ⟦12.75⟧", ("12.75", "USD"), cat=c)
    M("copay ⟦40⟧", ("40", "USD"), cat=c)
    M("sticky notes ⟦6.49⟧", ("6.49", "USD"), cat=c)
    M("parking ⟦25⟧ log it", ("25", "USD"), cat=c)
    c = "beside-date"
    M("5/3 gas to grandma's ⟦48⟧", ("48", "USD"), cat=c)
    M("sat tournament fee ⟦$60⟧", ("60", "USD"), cat=c)
    M("sept 20 bday cake ⟦48⟧", ("48", "USD"), cat=c)
    M("last night 8:30 takeout ⟦$38⟧", ("38", "USD"), cat=c)
    M("paid 6/1 for the may shoots ⟦2,200⟧", ("2200", "USD"), cat=c)
    c = "multi"
    M("groceries ⟦186⟧ gas ⟦48⟧ parking ⟦10⟧", ("186", "USD"), ("48", "USD"), ("10", "USD"), cat=c)
    M("henderson paid ⟦$1,850⟧, still waiting on garcia ⟦$900⟧", ("1850", "USD"), ("900", "USD"), cat=c)
    M("3 kids x ⟦$800⟧ tuition plus ⟦$120⟧ bus", ("800", "USD"), ("120", "USD"), cat=c)
    M("light stand ⟦35⟧ backdrop ⟦20⟧ rental", ("35", "USD"), ("20", "USD"), cat=c)
    M("refund ⟦$329⟧ came in, new flash was ⟦$449⟧", ("329", "USD"), ("449", "USD"), cat=c)
    c = "none"
    M("jake 12, lily 9, max 5", cat=c)
    M("70-200mm f/2.8", cat=c)
    M("room 214, 32 kids", cat=c)
    M("soccer sat 2-4", cat=c)
    M("invoice #1043", cat=c)
