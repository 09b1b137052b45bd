"""Round 18 money rows, Chinese and English, written blind from ../CONVENTIONS.md only (no parser code, tests,
held-out rows or parser output were seen while writing them).  Amounts as a couple renovating their flat while
planning their wedding (contractor deposits and final payments, tiles, paint, the venue, photos, 份子钱 / gifts
received), a personal trainer (session packages, supplements, the gym membership, the certification exam) and a small
online-shop seller (restocking, postage, platform fees, refunds, monthly sales) type them in a budget chat."""
from lib import *

# =============================================================================== Chinese
with use(lang="zh", tz="Asia/Shanghai"):
    c = "idiom"
    M("水电改造报价⟦一万八千五⟧", ("18500", "CNY"), cat=c)
    M("试菜那顿⟦六百八⟧", ("680", "CNY"), cat=c)
    M("乳胶漆一桶⟦四百来块⟧", ("400", "CNY"), cat=c, conv="approx")
    M("蛋白粉⟦三百九十九块九⟧", ("399.9", "CNY"), cat=c)
    M("快递费一单⟦四块五⟧", ("4.5", "CNY"), cat=c)
    M("婚纱照尾款⟦两千三左右⟧", ("2300", "CNY"), cat=c, conv="approx")
    c = "scale"
    M("装修总预算⟦25w⟧", ("250000", "CNY"), cat=c)
    M("酒店订了20桌 一桌⟦4k⟧", ("4000", "CNY"), cat=c)
    M("这个月店铺销售额⟦6万3⟧", ("63000", "CNY"), cat=c)
    M("收到份子钱一共⟦八万六⟧", ("86000", "CNY"), cat=c)
    M("私教课包卖了⟦1万2⟧", ("12000", "CNY"), cat=c)
    c = "currency"
    M("婚戒在香港买的 ⟦港币28000⟧", ("28000", "HKD"), cat=c)
    M("从日本进的发夹⟦12万日元⟧", ("120000", "JPY"), cat=c)
    M("蜜月去泰国 酒店⟦9800泰铢⟧", ("9800", "THB"), cat=c)
    M("国外客户付了⟦85美元⟧", ("85", "USD"), cat=c)
    M("婚纱在韩国订的⟦150万韩元⟧", ("1500000", "KRW"), cat=c)
    c = "format"
    M("瓷砖发票 ⟦¥12,860.00⟧", ("12860", "CNY"), cat=c, conv="yen-sign-cny")
    M("平台扣点 ⟦RMB 1,236.40⟧", ("1236.4", "CNY"), cat=c)
    M("橱柜定金⟦￥5,000⟧已付", ("5000", "CNY"), cat=c, conv="yen-sign-cny")
    M("健身房年卡 ⟦3 680元⟧", ("3680", "CNY"), cat=c, conv="space-thousands")
    M("教练证考试费 ⟦1280.00元⟧", ("1280", "CNY"), cat=c)
    c = "bare"
    M("腻子粉⟦260⟧", ("260", "CNY"), cat=c)
    M("记一下 打包袋⟦58⟧", ("58", "CNY"), cat=c)
    M("请柬⟦320⟧", ("320", "CNY"), cat=c)
    M("肌酸⟦189⟧", ("189", "CNY"), cat=c)
    M("退款给买家 ⟦79⟧", ("79", "CNY"), cat=c)
    c = "beside-date"
    M("5月17号 电工费⟦600⟧", ("600", "CNY"), cat=c)
    M("周六拍婚纱照定金⟦2000⟧", ("2000", "CNY"), cat=c)
    M("11.1 进货⟦8600⟧", ("8600", "CNY"), cat=c)
    M("昨晚直播卖了⟦4280⟧", ("4280", "CNY"), cat=c)
    M("6月14号 王姐续了十节课⟦3000⟧", ("3000", "CNY"), cat=c)
    c = "multi"
    M("定金⟦3000⟧ 尾款⟦7000⟧", ("3000", "CNY"), ("7000", "CNY"), cat=c)
    M("瓷砖⟦8600⟧ 美缝⟦1200⟧ 搬运⟦300⟧", ("8600", "CNY"), ("1200", "CNY"), ("300", "CNY"), cat=c)
    M("快递费⟦1460⟧ 扣点⟦980⟧ 退款⟦312⟧", ("1460", "CNY"), ("980", "CNY"), ("312", "CNY"), cat=c)
    M("十节课一节⟦300⟧ 一共⟦3000⟧", ("300", "CNY"), ("3000", "CNY"), cat=c)
    M("酒店定金付了⟦2万⟧ 还差⟦6万⟧", ("20000", "CNY"), ("60000", "CNY"), cat=c)
    c = "none"
    M("快递单号 SF1402839917", cat=c)
    M("硬拉120公斤 5个", cat=c)
    M("客厅36平米", cat=c)
    M("这个月发了1280单", cat=c)
    M("请柬印了150张", cat=c)

# =============================================================================== English
with use(lang="en", tz="America/New_York"):
    c = "idiom"
    M("the electrician quoted ⟦eighteen hundred bucks⟧", ("1800", "USD"), cat=c)
    M("tasting dinner was ⟦about 90 bucks⟧", ("90", "USD"), cat=c, conv="approx")
    M("paint ⟦fifty-four ninety⟧ a gallon", ("54.9", "USD"), cat=c, conv="dollars-cents-pair")
    M("protein tub ⟦$49 and change⟧", ("49", "USD"), cat=c, conv="approx")
    M("postage ⟦four fifty⟧ per package", ("4.5", "USD"), cat=c, conv="dollars-cents-pair")
    M("photographer balance ⟦twelve hundred dollars⟧", ("1200", "USD"), cat=c)
    c = "scale"
    M("reno budget ⟦60k⟧", ("60000", "USD"), cat=c)
    M("venue is ⟦18 grand⟧ all in", ("18000", "USD"), cat=c)
    M("shop did ⟦4.3K⟧ in sales this month", ("4300", "USD"), cat=c)
    M("wedding gifts came to ⟦12 grand⟧", ("12000", "USD"), cat=c)
    M("sold a 20 session package ⟦1.6k⟧", ("1600", "USD"), cat=c)
    c = "currency"
    M("rings from london ⟦£2,400⟧", ("2400", "GBP"), cat=c)
    M("resin charms from japan ⟦18000 yen⟧", ("18000", "JPY"), cat=c)
    M("honeymoon villa in bali ⟦€1,150⟧", ("1150", "EUR"), cat=c)
    M("etsy order from toronto ⟦C$62⟧", ("62", "CAD"), cat=c)
    M("aussie buyer paid ⟦A$45⟧", ("45", "AUD"), cat=c)
    c = "format"
    M("tile invoice ⟦$3,486.20⟧", ("3486.2", "USD"), cat=c)
    M("etsy fees ⟦USD 312.75⟧", ("312.75", "USD"), cat=c)
    M("cabinet deposit ⟦$ 2,000⟧ paid", ("2000", "USD"), cat=c)
    M("gym membership ⟦$1,140⟧ a year", ("1140", "USD"), cat=c)
    M("cert exam ⟦US$399⟧", ("399", "USD"), cat=c)
    c = "bare"
    M("drywall patch ⟦38⟧", ("38", "USD"), cat=c)
    M("log poly mailers ⟦24⟧", ("24", "USD"), cat=c)
    M("invites ⟦285⟧", ("285", "USD"), cat=c)
    M("creatine ⟦32.99⟧", ("32.99", "USD"), cat=c)
    M("refunded a buyer ⟦18.50⟧", ("18.5", "USD"), cat=c)
    c = "beside-date"
    M("5/17 electrician ⟦350⟧", ("350", "USD"), cat=c)
    M("sat photo shoot deposit ⟦$500⟧", ("500", "USD"), cat=c)
    M("11/1 restock ⟦$640⟧", ("640", "USD"), cat=c)
    M("sold ⟦$820⟧ on the live last night", ("820", "USD"), cat=c)
    M("june 14 sarah renewed 10 sessions ⟦$750⟧", ("750", "USD"), cat=c)
    c = "multi"
    M("deposit ⟦$1,500⟧ balance ⟦$3,500⟧", ("1500", "USD"), ("3500", "USD"), cat=c)
    M("tile ⟦$860⟧ grout ⟦$45⟧ delivery ⟦$75⟧", ("860", "USD"), ("45", "USD"), ("75", "USD"), cat=c)
    M("postage ⟦212⟧ etsy fees ⟦96⟧ refunds ⟦41⟧", ("212", "USD"), ("96", "USD"), ("41", "USD"), cat=c)
    M("10 sessions at ⟦$75⟧ each, ⟦$750⟧ total", ("75", "USD"), ("750", "USD"), cat=c)
    M("paid the venue ⟦5k⟧ still owe ⟦13k⟧", ("5000", "USD"), ("13000", "USD"), cat=c)
    c = "none"
    M("tracking 1Z999AA10123456784", cat=c)
    M("deadlift 265 lbs x 5", cat=c)
    M("living room is 380 sq ft", cat=c)
    M("shipped 312 orders this month", cat=c)
    M("printed 150 invites", cat=c)
