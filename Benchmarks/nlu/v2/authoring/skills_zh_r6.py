"""Round 6 Chinese end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Everyday phone typing:
礼拜三, 下礼拜, 后儿, 明儿个, 七点来钟, 晌午, 俩/仨, 块钱, 一百来块, context around the request, statements,
indirect questions and corrections inside one message (the corrected value is expected)."""
from lib import *

NR = "2029-03-11T10:45:00"  # Sunday morning (US DST began today; irrelevant in Shanghai); 龙抬头 Friday 03-16
NS = "2029-02-12T17:30:00"  # Monday evening, 除夕 2029; 春节 tomorrow (02-13), 初二 = 情人节 02-14, 元宵 02-27
NT = "2029-05-28T11:40:00"  # Monday just before noon; 儿童节 Friday 06-01, 端午 Saturday 06-16
NU = "2029-09-30T23:50:00"  # Sunday night, ten minutes before the quarter ends; tomorrow is 国庆 (a Monday)
Z = dict(lang="zh", tz="Asia/Shanghai")

L29 = {"除夕": ymd(2029, 2, 12), "春节": ymd(2029, 2, 13), "初二": ymd(2029, 2, 14), "初三": ymd(2029, 2, 15),
       "初五": ymd(2029, 2, 17), "初六": ymd(2029, 2, 18), "元宵": ymd(2029, 2, 27), "龙抬头": ymd(2029, 3, 16),
       "清明": ymd(2029, 4, 4), "端午": ymd(2029, 6, 16), "重阳": ymd(2029, 10, 16)}
OCT = lambda d: ymd(2029, 10, d)  # noqa: E731

# =============================================================================== composition
c = "composition"
with use(now=NS, pref="future", **Z):
    K("老婆说初二要回娘家 早上九点出发 帮我记上", cc("回娘家", dt(L29["初二"], 9)), cat=c)
    K("后儿上午十点去舅舅家拜年", cc("去舅舅家拜年", dt(rel(2), 10)), cat=c)
    K("明儿个晚上七点来钟 跟发小喝酒", cc("跟发小喝酒", dt(rel(1), 19)), cat=c,
      unsure="七点来钟 (about seven) read as the clock itself, like 左右")
    K("礼拜四下午三点 带孩子去逛庙会", cc("带孩子去逛庙会", dt(wd(4), 15)), cat=c)
with use(now=NR, pref="future", **Z):
    K("老婆说周六要去丈母娘家吃饭 中午11点出发 帮我记上", cc("去丈母娘家吃饭", dt(wd(6), 11)), cat=c)
    K("下礼拜二上午九点半 看牙", cc("看牙", dt(wk(1, 2), 9, 30)), cat=c)
    K("七点钟跟老王吃饭", cc("跟老王吃饭", dt(today(), 19)), cat=c, conv="bare-hour")
    K("明天 不对 后天 下午三点开会", cc("开会", dt(rel(2), 15)), cat=c)
    K("礼拜三傍晚六点接孩子放学", cc("接孩子放学", dt(wd(3), 18)), cat=c)
with use(now=NT, pref="future", **Z):
    K("晌午十二点半 跟客户吃饭", cc("跟客户吃饭", dt(today(), 12, 30)), cat=c)
    K("周五晚上八点和老婆看电影", cc("和老婆看电影", dt(wd(5), 20)), cat=c)
    K("下礼拜一早上八点 体检", cc("体检", dt(wk(1, 1), 8)), cat=c)
    K("明天下午两点 不对 两点半 跟房东交接", cc("跟房东交接", dt(rel(1), 14, 30)), cat=c)
    K("帮我记个事 礼拜三晚上九点 给老家打电话", cc("给老家打电话", dt(wd(3), 21)), cat=c)
with use(now=NU, pref="future", **Z):
    K("明天早上六点半 自驾去千岛湖", cc("自驾去千岛湖", dt(rel(1), 6, 30)), cat=c)
    K("礼拜二下午三点 带爸妈去看展", cc("带爸妈去看展", dt(wd(2), 15)), cat=c)
    K("后儿晚上六点 同学聚会", cc("同学聚会", dt(rel(2), 18)), cat=c)
    K("10月8号上午十点 开季度会", cc("开季度会", dt(OCT(8), 10)), cat=c)
    K("明儿个八点钟去机场接人", cc("去机场接人", dt(rel(1), 8)), cat=c, conv="bare-hour")

# =============================================================================== money
c = "money"
with use(now=NS, pref="past", **Z):
    K("年货 一千二百来块", la("1200", "shopping", "年货"), cat=c, conv="approx")
    K("买烟花爆竹花了三百八", la("380", "shopping", "烟花爆竹"), cat=c)
    K("年夜饭饭店订的 2888 记一下", la("2888", "food", "年夜饭"), cat=c)
    K("发压岁钱 800", la("800", "other", "压岁钱"), cat=c)
with use(now=NR, pref="past", **Z):
    K("房租这个月涨到4200了 记一下", la("4200", "housing", "房租"), cat=c)
    K("剪头发六十块钱", la("60", "other", "剪头发"), cat=c)
    K("午饭 35 不对 38", la("38", "food", "午饭"), cat=c)
    K("昨儿个打车 四十二", la("42", "transport", "打车", d=rel(-1)), cat=c)
    K("礼拜五晚上 火锅 256", la("256", "food", "火锅", d=wd(5)), cat=c)
    K("150块 买了双拖鞋和毛巾", la("150", "shopping", "拖鞋和毛巾"), cat=c)
with use(now=NT, pref="past", **Z):
    K("工资到了 一万二", la("12000", "salary", "工资", kind="income"), cat=c)
    K("孩子报了个游泳班 一千八", la("1800", "education", "游泳班"), cat=c)
    K("给老妈买了个按摩仪 六百来块", la("600", "shopping", "按摩仪"), cat=c, conv="approx")
    K("看牙花了450", la("450", "health", "看牙"), cat=c)
    K("加油 三百块钱", la("300", "transport", "加油"), cat=c)
    K("上礼拜六 俩人吃烤肉 三百二", la("320", "food", "烤肉", d=wk(-1, 6)), cat=c)
    K("闲鱼上把旧相机卖了 850", la("850", "other", "旧相机", kind="income"), cat=c)
with use(now=NU, pref="past", **Z):
    K("高铁票 俩人 六百四", la("640", "transport", "高铁票"), cat=c)
    K("物业费交了一年的 2400", la("2400", "housing", "物业费"), cat=c)
    K("奖金到账 五千", la("5000", "salary", "奖金", kind="income"), cat=c)
    K("刚才吃了个夜宵 烧烤88", la("88", "food", "烧烤"), cat=c)
    K("这礼拜三理发 50块钱", la("50", "other", "理发", d=wd(3)), cat=c)
    K("早上包子豆浆 9块", la("9", "food", "包子豆浆"), cat=c)

# =============================================================================== update
c = "update"
with use(now=NR, pref="future", **Z):
    g = [ev("看牙", dt(wd(4), 16), dt(wd(4), 17))]
    K("看牙挪到礼拜五下午四点了", cu(0, title="看牙", start=dt(wd(5), 16)), cat=c, given=g)
    g = [ev("去丈母娘家吃饭", dt(wd(6), 11), dt(wd(6), 14))]
    K("礼拜六去丈母娘家那个 改成下礼拜天 时间不变", cu(0, title="丈母娘家", date=wd(6), start=dt(wk(1, 7), 11)), cat=c,
      given=g, conv="move-keeps-clock")
    g = [ev("周会", dt(wk(1, 1), 10), dt(wk(1, 1), 11))]
    K("下礼拜一的周会 推迟半小时", cu(0, title="周会", date=wk(1, 1), start=dt(wk(1, 1), 10, 30)), cat=c, given=g)
    g = [ev("打羽毛球", dt(today(), 19), dt(today(), 21))]
    K("今晚打羽毛球 改到七点半", cu(0, title="羽毛球", date=today(), start=dt(today(), 19, 30)), cat=c, given=g,
      conv="clock-only-keeps-day")
with use(now=NS, pref="future", **Z):
    g = [ev("去姥姥家拜年", dt(L29["初二"], 10), dt(L29["初二"], 12))]
    K("初二去姥姥家那个 提前到九点", cu(0, title="姥姥家", date=L29["初二"], start=dt(L29["初二"], 9)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("同学聚会", dt(L29["初五"], 18), dt(L29["初五"], 21))]
    K("同学聚会改到初六 几点不变", cu(0, title="同学聚会", start=dt(L29["初六"], 18)), cat=c, given=g, conv="move-keeps-clock")
    g = [ev("给领导拜年", dt(L29["初三"], 15), dt(L29["初三"], 16))]
    K("初三给领导拜年的 地点改在他家小区门口的茶馆",
      cu(0, title="给领导拜年", date=L29["初三"], location="他家小区门口的茶馆"), cat=c, given=g)
    g = [ev("视频拜年", dt(today(), 20), dt(today(), 20, 30))]
    K("视频拜年往后推俩钟头", cu(0, title="视频拜年", start=dt(today(), 22)), cat=c, given=g)
with use(now=NT, pref="future", **Z):
    g = [ev("家长会", dt(wd(4), 18, 30), dt(wd(4), 20))]
    K("家长会挪到礼拜五 还是六点半", cu(0, title="家长会", start=dt(wd(5), 18, 30)), cat=c, given=g)
    g = [ev("项目评审", dt(rel(1), 14), dt(rel(1), 15)), ev("项目评审", dt(rel(2), 14), dt(rel(2), 15))]
    K("后儿的项目评审往后推一个钟头", cu(1, title="项目评审", date=rel(2), start=dt(rel(2), 15)), cat=c, given=g)
    g = [ev("团建", wd(6), wd(6))]
    K("把团建改名叫 部门春游", cu(0, title="团建", new_title="部门春游"), cat=c, given=g)
    g = [ev("取快递", dt(today(), 18), dt(today(), 18, 30))]
    K("下午六点那个 改到七点", cu(0, date=today(), start=dt(today(), 19)), cat=c, given=g, conv="clock-only-keeps-day")
    g = [ev("体检", dt(wk(1, 2), 8), dt(wk(1, 2), 9))]
    K("体检往后挪一个礼拜", cu(0, title="体检", start=dt(wk(2, 2), 8)), cat=c, given=g)
    g = [ev("跟客户吃饭", dt(today(), 12, 30), dt(today(), 13, 30))]
    K("客户说晚点到 中午吃饭那个改成一点 不对 一点一刻", cu(0, title="吃饭", date=today(), start=dt(today(), 13, 15)),
      cat=c, given=g, conv="clock-only-keeps-day")
with use(now=NU, pref="future", **Z):
    g = [ev("自驾游出发", dt(rel(1), 7), dt(rel(1), 8))]
    K("明早出发那个 提前到六点", cu(0, title="出发", date=rel(1), start=dt(rel(1), 6)), cat=c, given=g,
      conv="clock-only-keeps-day")
    g = [ev("季度复盘", dt(wk(1, 3), 14), dt(wk(1, 3), 16))]
    K("季度复盘改到礼拜四下午 三点到五点", cu(0, title="季度复盘", start=dt(wd(4), 15), end=dt(wd(4), 17)), cat=c, given=g)
    g = [ev("陪爷爷爬山", L29["重阳"], L29["重阳"])]
    K("重阳节爬山那个 改到前一天", cu(0, title="爬山", date=L29["重阳"], start=L29["重阳"] - td(days=1)), cat=c, given=g)

# =============================================================================== delete
c = "delete"
with use(now=NR, pref="future", **Z):
    g = [ev("练车", dt(wd(2), 19), dt(wd(2), 20)), ev("练车", dt(wd(4), 19), dt(wd(4), 20))]
    K("礼拜四的练车取消了", cdel(1, title="练车", date=wd(4)), cat=c, given=g)
    g = [ev("和小李吃饭", dt(today(), 12), dt(today(), 13))]
    K("小李放我鸽子了 中午吃饭那个删了吧", cdel(0, title="吃饭", date=today()), cat=c, given=g)
with use(now=NS, pref="future", **Z):
    g = [ev("逛庙会", dt(L29["初三"], 9), dt(L29["初三"], 12))]
    K("初三人太多 庙会不去了 删掉", cdel(0, title="庙会", date=L29["初三"]), cat=c, given=g)
    g = [ev("加班", dt(rel(1), 9), dt(rel(1), 12))]
    K("大年初一加什么班 删了", cdel(0, title="加班", date=rel(1)), cat=c, given=g)
with use(now=NT, pref="future", **Z):
    g = [ev("带娃去海边", ymd(2029, 6, 1), ymd(2029, 6, 3))]
    K("海边去不成了 要下雨 删掉吧", cdel(0, title="海边"), cat=c, given=g)
    g = [ev("健身", dt(today(), 19), dt(today(), 20)), ev("健身", dt(wd(3), 19), dt(wd(3), 20))]
    K("礼拜三晚上七点那个删掉", cdel(1, date=wd(3)), cat=c, given=g)
    g = [ev("电话会", dt(rel(1), 11), dt(rel(1), 12))]
    K("明儿个那个电话会 取消", cdel(0, title="电话会", date=rel(1)), cat=c, given=g)
with use(now=NU, pref="future", **Z):
    g = [ev("值班", dt(rel(1), 9), dt(rel(1), 18))]
    K("国庆不用值班了 把值班删了", cdel(0, title="值班", date=rel(1)), cat=c, given=g)
    g = [ev("看房", dt(wk(1, 6), 10), dt(wk(1, 6), 11))]
    K("下礼拜六看房的事不用了 删", cdel(0, title="看房", date=wk(1, 6)), cat=c, given=g)
    g = [ev("牙医复诊", dt(OCT(9), 15), dt(OCT(9), 16))]
    K("牙医那个 删掉", cdel(0, title="牙医"), cat=c, given=g, conv="next-upcoming")

# =============================================================================== multi
c = "multi"
with use(now=NS, pref="past", **Z):
    KM("打车 35 然后 买水果 68", [la("35", "transport", "打车"), la("68", "food", "水果")], cat=c)
    KM("红包发了两千 烟花三百", [la("2000", "other", "红包"), la("300", "shopping", "烟花")], cat=c)
with use(now=NS, pref="future", **Z):
    KM("初二上午十点回娘家 顺便看看那天北京天气", [cc("回娘家", dt(L29["初二"], 10)), wx("Beijing", L29["初二"])], cat=c)
with use(now=NR, pref="past", **Z):
    KM("早饭 9块\n午饭 32\n打车 26", [la("9", "food", "早饭"), la("32", "food", "午饭"), la("26", "transport", "打车")],
       cat=c)
    KM("昨天超市 212 还有 今天加油 300", [la("212", "shopping", "超市", d=rel(-1)), la("300", "transport", "加油")], cat=c)
with use(now=NR, pref="future", **Z):
    KM("下礼拜二上午十点 面试 再帮我查下那天上海天气", [cc("面试", dt(wk(1, 2), 10)), wx("Shanghai", wk(1, 2))], cat=c)
    KM("礼拜三晚上七点跟老王吃饭，这个月吃饭花了多少",
       [cc("跟老王吃饭", dt(wd(3), 19)), ls(month_start(), month_end(), "food")], cat=c)
with use(now=NT, pref="future", **Z):
    g = [ev("家长会", dt(wd(4), 18, 30), dt(wd(4), 20))]
    KM("家长会改到礼拜五晚上七点 然后看看礼拜五还有啥安排", [cu(0, title="家长会", start=dt(wd(5), 19)), cl(wd(5))], cat=c,
       given=g)
    KM("明天杭州天气怎么样 后儿呢", [wx("Hangzhou", rel(1)), wx("Hangzhou", rel(2))], cat=c)
with use(now=NT, pref="past", **Z):
    KM("这礼拜花了多少 上礼拜呢", [ls(wk(0, 1), wk(0, 7)), ls(wk(-1, 1), wk(-1, 7))], cat=c)
    KM("俩人午饭 96 顺便 记一下停车费 15", [la("96", "food", "午饭"), la("15", "transport", "停车费")], cat=c)
with use(now=NU, pref="future", **Z):
    KM("明早六点半开车回老家 顺便看下明天合肥的天气", [cc("开车回老家", dt(rel(1), 6, 30)), wx("Hefei", rel(1))], cat=c)
    g = [ev("值班", dt(rel(1), 9), dt(rel(1), 18))]
    KM("值班删了 再加个 明天下午三点 带爸妈逛公园", [cdel(0, title="值班"), cc("带爸妈逛公园", dt(rel(1), 15))], cat=c,
       given=g)
with use(now=NU, pref="past", **Z):
    KM("这个季度一共花了多少 还有九月吃饭花了多少",
       [ls(ymd(2029, 7, 1), ymd(2029, 9, 30)), ls(ymd(2029, 9, 1), ymd(2029, 9, 30), "food")], cat=c, conv="quarters")

# =============================================================================== range / look-ups
c = "range"
with use(now=NR, pref="future", **Z):
    K("我下礼拜三有空吗", cl(wk(1, 3)), cat=c)
    K("下礼拜都有啥安排", cl(wk(1, 1), wk(1, 7)), cat=c)
with use(now=NS, pref="future", **Z):
    K("初一到初五有什么安排", cl(L29["春节"], L29["初五"]), cat=c)
with use(now=NT, pref="past", **Z):
    K("上个月吃饭花超了没", ls(month_start(-1), month_end(-1), "food"), cat=c)
    K("上礼拜的账给我看看", ll(wk(-1, 1), wk(-1, 7)), cat=c)
with use(now=NU, pref="past", **Z):
    K("九月份交通花了多少", ls(ymd(2029, 9, 1), ymd(2029, 9, 30), "transport"), cat=c)
    K("7月到9月一共花了多少", ls(ymd(2029, 7, 1), ymd(2029, 9, 30)), cat=c)
with use(now=NU, pref="future", **Z):
    K("国庆1号到7号我都有啥事", cl(OCT(1), OCT(7)), cat=c)

c = "deadline"
with use(now=NT, pref="future", **Z):
    K("月底前我还有啥安排", cl(today(), month_end()), cat=c)
with use(now=NT, pref="past", **Z):
    K("这个月到现在花了多少了 心里没数", ls(month_start(), today()), cat=c, conv="since")
with use(now=NR, pref="future", **Z):
    K("接下来三天有什么事", cl(today(), rel(2)), cat=c, conv="n-days-counting-today")
with use(now=NU, pref="future", **Z):
    K("年底前都有哪些安排", cl(today(), ymd(2029, 12, 31)), cat=c)
with use(now=NS, pref="future", **Z):
    K("元宵节前我都有啥安排", cl(today(), L29["元宵"]), cat=c, conv="zh-qian-inclusive")
with use(now=NU, pref="past", **Z):
    K("最近七天一共花了多少钱", ls(rel(-6), today()), cat=c)

# =============================================================================== weather / running
c = "weather"
with use(now=NS, pref="future", **Z):
    K("明天北京冷不冷", wx("Beijing", rel(1)), cat=c)
with use(now=NR, pref="future", **Z):
    K("下礼拜一上海下雨吗", wx("Shanghai", wk(1, 1)), cat=c)
with use(now=NT, pref="future", **Z):
    K("端午那天广州天气咋样", wx("Guangzhou", L29["端午"]), cat=c)
    KM("这周末南京天气怎么样", [wx("Nanjing", wd(6)), wx("Nanjing", wd(7))], cat=c)
with use(now=NU, pref="future", **Z):
    K("后儿西安会下雨不", wx("Xi'an", rel(2)), cat=c)
    KM("国庆头三天 成都天气", [wx("Chengdu", OCT(1)), wx("Chengdu", OCT(2)), wx("Chengdu", OCT(3))], cat=c,
       unsure="国庆头三天 read as Oct 1–3, one call per day")
c = "running"
with use(now=NR, pref="future", **Z):
    K("明儿个早上在北京跑步合适不", ra("Beijing", rel(1)), cat=c)
with use(now=NT, pref="future", **Z):
    K("傍黑想去江边跑个步 武汉今天天气行吗", ra("Wuhan"), cat=c)
with use(now=NU, pref="future", **Z):
    K("礼拜六深圳适合跑步吗", ra("Shenzhen", wd(6)), cat=c)

# =============================================================================== holiday
c = "holiday"
with use(now=NS, pref="future", **Z):
    K("元宵节晚上七点 带孩子看灯会", cc("带孩子看灯会", dt(L29["元宵"], 19)), cat=c)
    K("情人节晚上六点半跟老婆吃饭", cc("跟老婆吃饭", dt(ymd(2029, 2, 14), 18, 30)), cat=c)
with use(now=NR, pref="future", **Z):
    K("清明节 回老家给爷爷扫墓", cc("回老家给爷爷扫墓", L29["清明"]), cat=c)
    K("龙抬头那天十点去理发", cc("去理发", dt(L29["龙抬头"], 10)), cat=c, conv="bare-hour")
with use(now=NT, pref="future", **Z):
    K("儿童节上午十点 去幼儿园看孩子演出", cc("去幼儿园看孩子演出", dt(ymd(2029, 6, 1), 10)), cat=c)
    K("端午那天下午三点 包粽子", cc("包粽子", dt(L29["端午"], 15)), cat=c)
with use(now=NU, pref="future", **Z):
    K("重阳节上午九点 陪爷爷爬山", cc("陪爷爷爬山", dt(L29["重阳"], 9)), cat=c)

# =============================================================================== location
c = "location"
with use(now=NR, pref="future", **Z):
    K("礼拜三下午两点 在万达三楼的星巴克 见客户", cc("见客户", dt(wd(3), 14), location="万达三楼的星巴克"), cat=c)
with use(now=NS, pref="future", **Z):
    K("初三中午十二点 在老地方聚餐", cc("聚餐", dt(L29["初三"], 12), location="老地方"), cat=c)
with use(now=NT, pref="future", **Z):
    K("明天上午十点面试 地点是科技园B座", cc("面试", dt(rel(1), 10), location="科技园B座"), cat=c)
    g = [ev("部门聚餐", dt(wd(5), 18), dt(wd(5), 20))]
    K("礼拜五聚餐换地方了 在公司楼下的湘菜馆", cu(0, title="聚餐", date=wd(5), location="公司楼下的湘菜馆"), cat=c, given=g)
with use(now=NU, pref="future", **Z):
    K("10月3号晚上六点 在外婆家吃饭", cc("吃饭", dt(OCT(3), 18), location="外婆家"), cat=c)
    K("后儿上午九点 在4号门集合 去秋游", cc("去秋游", dt(rel(2), 9), location="4号门"), cat=c,
      unsure="the place 在4号门 belongs to 集合 (meet), not to the outing; the title drops 集合")
