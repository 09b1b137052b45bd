/// The built-in category words: everyday spending and income in Chinese and English — dishes,
/// drinks, snacks and groceries; transport modes and fares; rent, utilities and property fees;
/// clothing, electronics and household goods; tickets, shows, travel and leisure; medicine and
/// clinics; courses, books and tuition; pay.
///
/// Conventions (`Benchmarks/nlu/v2/CONVENTIONS.md` §12 and the ledger's own examples): hotels
/// and lodging are `other`; massage, spas, tours and gyms are `entertainment`; a bike or a
/// watch bought is `shopping`, a ride or a car repair `transport`; phone and internet bills are
/// `housing`; haircuts, laundry, tips, gifts of money (红包) and donations are `other`.
extension CategoryLexicon {
    /// The built-in lexicon.
    public static let standard = CategoryLexicon(
        standardWords, venues: standardVenues, blocked: standardBlocked)

    static let standardWords: [String: [String]] = [
        "food": [
            // More fruit.
            "strawberries", "blueberries", "grapes", "cherries",
            // The category named.
            "吃上",
            // Meals and eating out.
            "吃饭", "午饭", "午餐", "中饭", "中午饭", "晚饭", "晚餐", "早饭", "早餐", "早点", "夜宵", "宵夜", "外卖", "饭", "餐",
            "饭钱", "餐费", "饭费", "伙食", "伙食费", "餐饮", "聚餐", "请客", "下馆子", "堂食", "打包", "吃喝", "吃的", "年夜饭",
            "团建聚餐", "快餐", "套餐", "便当", "自助餐", "早茶", "下午茶", "小吃", "夜市", "大排档", "食品", "零食", "零嘴",
            // Dishes.
            "火锅", "烧烤", "烤肉", "烤串", "撸串", "羊肉串", "麻辣烫", "麻辣香锅", "冒菜", "串串", "烤鸭", "烤鱼", "酸菜鱼",
            "小龙虾", "海鲜", "寿司", "刺身", "日料", "韩料", "西餐", "中餐", "牛排", "披萨", "比萨", "汉堡", "薯条", "炸鸡",
            "鸡排", "鸭脖", "卤味", "熟食", "沙拉", "三明治", "热狗", "饺子", "水饺", "馄饨", "包子", "小笼包", "生煎", "烧麦",
            "肠粉", "馒头", "油条", "豆浆", "煎饼", "煎饼果子", "肉夹馍", "凉皮", "米粉", "米线", "螺蛳粉", "面条", "拉面",
            "牛肉面", "炒面", "炒饭", "盖饭", "盖浇饭", "煲仔饭", "黄焖鸡", "粥", "泡面", "方便面", "火腿肠", "辣条", "拌面",
            "石锅拌饭", "拉条子", "担担面", "粉丝", "酸辣粉", "关东煮", "烤冷面", "手抓饼", "蛋饼", "月饼", "粽子", "汤圆",
            "元宵", "年糕", "火鸡", "烤红薯", "糖葫芦", "臭豆腐", "点心", "糕点", "蛋挞", "面包", "蛋糕", "甜品", "甜点",
            "冰淇淋", "冰激凌", "雪糕", "冰棍", "巧克力", "糖果", "饼干", "薯片", "坚果", "瓜子", "花生", "口香糖", "爆米花",
            // Drinks.
            "饮料", "奶茶", "咖啡", "拿铁", "美式", "卡布奇诺", "摩卡", "星巴克", "瑞幸", "喜茶", "奈雪", "蜜雪冰城", "茶",
            "茶叶", "果汁", "可乐", "雪碧", "矿泉水", "酸奶", "牛奶", "豆奶", "喝酒", "啤酒", "白酒", "红酒", "葡萄酒", "洋酒",
            "鸡尾酒", "酒水", "酒",
            // Groceries.
            "买菜", "菜", "蔬菜", "青菜", "白菜", "土豆", "西红柿", "番茄", "黄瓜", "大米", "面粉", "食用油", "粮油", "调料",
            "酱油", "醋", "鸡蛋", "猪肉", "牛肉", "羊肉", "鸡肉", "排骨", "鱼", "虾", "螃蟹", "肉", "水果", "苹果", "香蕉",
            "橙子", "橘子", "西瓜", "葡萄", "草莓", "榴莲", "芒果", "樱桃", "车厘子", "桃子", "梨", "柚子", "荔枝", "奶粉",
            "年货", "生鲜", "菜市场", "盒马",
            // Chains.
            "麦当劳", "肯德基", "必胜客", "汉堡王", "赛百味", "德克士", "海底捞", "沙县", "兰州拉面", "饿了么",
            // English.
            "lunch", "dinner", "breakfast", "brunch", "supper", "meal", "food", "groceries", "grocery", "coffee",
            "starbucks", "latte", "cappuccino", "espresso", "americano", "mocha", "tea", "bubble tea", "boba",
            "milk tea", "snack", "pizza", "burger", "cheeseburger", "sushi", "drinks", "drink", "beer", "wine",
            "cocktail", "takeout", "take-out", "takeaway", "doordash", "ubereats", "uber eats", "grubhub", "dining",
            "eating out", "bakery", "fruit", "vegetables", "veggies", "produce", "milkshake", "shake", "fries",
            "bagel", "donut", "doughnut", "sandwich", "sub", "salad", "noodles", "ramen", "pho", "popcorn", "candy",
            "chocolate", "gum", "ice cream", "gelato", "dessert", "cake", "cookie", "pastry", "croissant", "muffin",
            "smoothie", "juice", "soda", "coke", "eggs", "milk", "bread", "cheese", "meat", "chicken", "steak",
            "bbq", "barbecue", "taco", "burrito", "dim sum", "bibimbap", "curry", "kebab", "falafel", "hot dog",
            "hotdog", "wings", "seafood", "oysters", "lobster", "crab", "buffet", "mcdonald's", "mcdonalds",
            "kfc", "chipotle", "whole foods", "trader joe's", "liquor", "booze", "pint", "cookout", "picnic",
            "potluck", "catering", "turkey", "dumplings", "pasta", "spaghetti", "burritos", "nachos", "bagels",
            "waffles", "pancakes", "cereal", "yogurt", "butter", "rice", "fish", "pork", "beef", "apples",
            "bananas", "berries", "avocado", "avocados", "snacks", "treats", "kaya toast", "toast",
            "happy hour", "pub", "espresso", "frappuccino", "slice", "pizza slice", "protein bar", "granola bar",
            "candy bar", "lunch special", "food truck",
        ],
        "transport": [
            // Fuel said as an action.
            "filled up", "fill up", "tank of gas", "filled the tank",
            "打车", "打了个车", "打了车", "打个车", "打的", "出租车", "的士", "滴滴", "快车", "专车", "网约车", "顺风车", "叫车", "代驾", "包车", "租车",
            "地铁", "公交", "公交车", "巴士", "大巴", "班车", "火车", "高铁", "动车", "火车票", "高铁票", "动车票", "车票",
            "机票", "飞机", "航班", "船票", "轮渡", "渡轮", "坐车", "摩的", "三轮车", "加油", "油费", "汽油", "柴油", "油卡",
            "加油卡", "油", "充电费", "停车", "停车费", "车位费", "过路费", "路费", "高速费", "通行费", "共享单车", "哈啰", "青桔",
            "车费", "交通", "交通费", "车险", "保养", "修车", "洗车", "年检", "轮胎", "机油", "违章", "罚单", "地铁卡",
            "公交卡", "交通卡", "一卡通", "八达通", "月票", "托运费", "行李费", "接机", "送机", "机场大巴", "机场快线", "改签费", "退票费", "uber",
            "taxi", "cab", "uber", "lyft", "subway", "metro", "tube", "bus", "train", "flight", "airfare",
            "plane ticket", "train ticket", "bus ticket", "fuel", "gas", "gasoline", "petrol", "diesel", "parking",
            "parking meter", "parking ticket", "speeding ticket", "toll", "fare", "transport", "transportation",
            "car wash", "ferry", "tram", "streetcar", "rideshare", "ride", "scooter", "bike share", "citibike",
            "metrocard", "metro card", "oyster card", "car repair", "oil change", "tires", "tire", "mechanic",
            "car insurance", "car registration", "dmv", "bike ride", "tuk-tuk", "tuk tuk", "rickshaw", "auto ride",
            "shuttle",
            "amtrak", "greyhound", "airline", "car rental", "rental car", "carpool", "commute", "ev charging",
            "smog check", "e-zpass", "ezpass", "transit", "light rail", "cable car", "boat", "water taxi",
        ],
        "shopping": [
            // More goods.
            "羊绒衫", "rice cooker", "air fryer", "coffee maker",
            "购物", "买东西", "网购", "淘宝", "天猫", "京东", "拼多多", "唯品会", "亚马逊", "衣服", "上衣", "外套", "大衣",
            "羽绒服", "棉袄", "夹克", "风衣", "卫衣", "毛衣", "t恤", "衬衫", "裙子", "连衣裙", "裤子", "牛仔裤", "短裤",
            "内衣", "内裤", "袜子", "鞋", "鞋子", "运动鞋", "球鞋", "皮鞋", "高跟鞋", "靴子", "拖鞋", "凉鞋", "帽子", "围巾",
            "手套", "包", "包包", "背包", "双肩包", "钱包", "手提包", "行李箱", "箱包", "手表", "表带", "眼镜", "墨镜",
            "首饰", "项链", "戒指", "耳环", "手链", "饰品", "化妆品", "护肤品", "口红", "面膜", "香水", "洗面奶", "防晒霜",
            "洗发水", "沐浴露", "牙膏", "牙刷", "纸巾", "卫生纸", "日用品", "洗衣液", "洗洁精", "毛巾", "床单", "被子", "枕头",
            "家居", "家具", "沙发", "床垫", "桌子", "椅子", "柜子", "书桌", "窗帘", "地毯", "台灯", "电器", "家电", "空调",
            "冰箱", "洗衣机", "电视", "电视机", "微波炉", "烤箱", "电饭煲", "吸尘器", "扫地机器人", "热水器", "吹风机", "风扇",
            "净水器", "手机", "苹果手机", "手机壳", "手机膜", "贴膜", "电脑", "笔记本电脑", "平板", "耳机", "显示器", "键盘",
            "鼠标", "音箱", "相机", "镜头", "充电器", "充电宝", "数据线", "u盘", "硬盘", "路由器", "打印机", "智能手表", "手环",
            "玩具", "礼物", "礼品", "鲜花", "买花", "花束", "束花", "盆栽", "绿植", "纪念品", "特产", "数码", "雨伞", "伞", "电池",
            "药妆", "伴手礼", "灯泡", "插座", "剃须刀", "电动牙刷", "苹果电脑", "保养品", "自行车", "电动车", "家纺", "厨具", "锅", "餐具", "杯子", "水杯",
            "shopping", "clothes", "clothing", "shoes", "sneakers", "boots", "sandals", "heels", "shirt", "t-shirt",
            "tshirt", "jeans", "pants", "trousers", "shorts", "skirt", "dress", "jacket", "coat", "hoodie", "sweater",
            "socks", "underwear", "hat", "scarf", "gloves", "bag", "handbag", "purse", "backpack", "wallet",
            "watch strap", "smartwatch", "apple watch", "new watch", "wristwatch", "jewelry", "jewellery", "necklace",
            "ring", "earrings", "bracelet", "sunglasses",
            "makeup", "cosmetics", "lipstick", "perfume", "skincare", "shampoo", "soap", "toothpaste", "toiletries",
            "amazon", "walmart", "ikea", "costco", "ebay", "etsy", "best buy", "phone", "laptop",
            "computer", "tablet", "headphones", "earbuds", "airpods", "charger", "cable", "monitor",
            "keyboard", "mouse", "camera", "lens", "speaker", "tv", "television", "gadget", "electronics", "gift",
            "furniture", "sofa", "couch", "chair", "desk", "lamp", "mattress", "curtains", "rug",
            "appliance", "fridge", "microwave", "blender", "vacuum", "air conditioner", "toy", "toys", "bike",
            "bicycle", "flowers", "bouquet", "plant", "umbrella", "batteries", "tools", "hardware", "phone case",
            "case",
            "souvenir", "merch", "kindle", "printer", "router", "hard drive", "sweatshirt", "suit", "tie", "belt",
            "outfit", "lingerie", "pajamas", "towels", "sheets", "pillow", "blanket", "cookware", "pan",
            "mug", "costume", "decorations", "pumpkin", "christmas tree", "ornaments", "wrapping paper",
            "greeting card", "party supplies", "office supplies", "detergent", "diapers", "groomer", "sofa bed",
            "glasses frames", "perfume", "watch battery", "tools", "paint", "stroller", "car seat", "decor", "candles",
            "home depot", "lowe's", "hardware store", "new shoes", "new phone",
        ],
        "housing": [
            // The category named.
            "housing", "住房",
            "房租", "租金", "租房", "水电", "水电费", "电费", "水费", "燃气", "燃气费", "煤气", "煤气费", "天然气", "暖气",
            "暖气费", "取暖费", "物业", "物业费", "管理费", "房贷", "月供", "首付", "网费", "宽带", "话费", "电话费", "手机费",
            "有线电视", "流量", "流量费", "手机卡", "电话卡", "装修", "家政", "保洁", "搬家", "中介费", "押金", "房款", "契税", "垃圾费", "维修费", "房子",
            "买房",
            "rent", "utilities", "utility", "electricity", "electric bill", "electricity bill", "power bill",
            "water bill", "gas bill", "heating", "heating bill", "mortgage", "internet bill", "wifi", "internet",
            "broadband", "phone bill", "cell phone bill", "phone plan", "cable bill", "hoa", "hoa fee",
            "property tax", "maintenance fee", "condo fee", "strata", "down payment", "security deposit", "landlord",
            "plumber", "electrician", "home repair", "renovation", "home insurance", "renters insurance", "movers",
            "moving", "trash", "sewer", "cleaning lady", "housekeeping", "apartment",
        ],
        "entertainment": [
            // Karaoke, as said in Chinese.
            "唱k", "k歌",
            // The category named.
            "entertainment", "leisure", "休闲",
            "电影", "电影票", "看电影", "游戏", "门票", "景区", "景点", "演唱会", "音乐会", "话剧", "演出",
            "展览", "博物馆", "动物园", "游乐园", "迪士尼", "环球影城", "ktv", "唱歌", "酒吧", "蹦迪", "网吧", "桌游",
            "剧本杀", "密室", "健身房", "健身", "健身卡", "游泳", "瑜伽", "会员", "会员费", "视频会员", "爱奇艺", "腾讯视频", "优酷",
            "娱乐", "按摩", "足疗", "足浴", "洗浴", "温泉", "桑拿", "spa", "球赛", "滑雪", "露营", "钓鱼", "跟团",
            "团费", "旅行团", "导游", "导游费", "索道", "缆车", "游船", "票", "打球", "羽毛球", "台球", "保龄球", "高尔夫", "livehouse",
            "音乐节", "漫展", "游戏机", "steam", "玩", "出去玩", "周边游", "烟花",
            "movie", "movies", "cinema", "film", "game", "games", "gaming", "video game", "concert", "tickets",
            "ticket", "concert tickets", "theatre", "theater", "musical", "netflix", "spotify", "hulu", "disney+",
            "youtube premium", "apple music", "hbo", "subscription", "tour",
            "museum", "zoo", "aquarium", "theme park", "disneyland", "gym", "gym membership", "membership",
            "karaoke", "bar", "club", "nightclub", "bowling", "golf", "skiing", "ski pass", "lift ticket", "massage",
            "spa", "escape room", "arcade", "festival", "playstation", "xbox", "nintendo", "fishing", "camping",
            "fireworks", "comedy show", "opera", "ballet", "gig", "tour", "excursion", "sightseeing",
            "yoga", "yoga class", "pilates", "climbing", "entrance fee", "admission", "entry", "park pass",
            "streaming", "hobby", "casino",
        ],
        "health": [
            // The category named.
            "health", "healthcare", "health care", "健康",
            "看病", "挂号", "挂号费", "门诊", "急诊", "住院", "住院费", "手术", "手术费", "药", "买药", "药费", "药品", "药房",
            "体检", "牙医", "看牙", "洗牙", "补牙", "拔牙", "牙科", "医疗", "医药费", "医疗费", "中医", "针灸", "理疗", "复查",
            "疫苗", "打针", "输液", "感冒药", "维生素", "保健品", "口罩", "创可贴", "眼药水", "心理咨询", "医保", "看医生",
            "检查费", "化验", "拍片", "配眼镜", "隐形眼镜",
            "doctor", "doctor's visit", "medicine", "meds", "medication", "dentist", "dental", "checkup", "check-up",
            "pills", "medical", "vitamins", "prescription", "copay", "co-pay", "therapy", "therapist",
            "physio", "physiotherapy", "physical therapy", "chiropractor", "optometrist", "eye exam",
            "contact lenses", "contacts", "vaccine", "flu shot", "urgent care", "x-ray", "surgery",
            "health insurance", "aspirin", "ibuprofen", "tylenol", "advil", "cough syrup", "band-aids",
            "bandaids", "drugstore", "cvs", "walgreens", "lab test", "blood test", "counseling", "vet",
            "vet bill",
        ],
        "education": [
            // More courses.
            "coding camp", "code camp", "coding class",
            // The category named.
            "education", "教育",
            "学费", "书", "买书", "书本", "书籍", "图书", "培训", "培训费", "课程", "网课", "补习", "补课", "家教", "辅导",
            "辅导班", "兴趣班", "培训班", "游泳班", "游泳课", "舞蹈班", "舞蹈课", "美术班", "编程课", "教材", "文具", "本子", "考试费", "报名费", "学杂费", "讲座",
            "课", "上课",
            "英语课", "钢琴课", "资料", "题库", "词典", "课本", "作业本", "早教", "夏令营", "驾校", "留学", "考研", "考证",
            "书包", "笔记本", "学习", "杂志", "练习册", "试卷", "绘本",
            "tuition", "book", "books", "magazine", "course", "course fee", "class", "textbook", "lesson", "lessons",
            "tutoring", "tutor", "piano lessons", "workshop", "seminar", "training", "exam fee", "test fee", "sat",
            "gre", "ielts", "toefl", "stationery", "notebook", "pens", "school supplies", "udemy", "coursera",
            "online course", "ebook", "audiobook", "college", "university", "school fees", "field trip",
            "driving lessons", "certification", "bootcamp", "tuition fee", "summer camp",
        ],
        "salary": [
            // The category named.
            "income", "earnings", "收入",
            "工资", "薪水", "薪资", "月薪", "年薪", "奖金", "年终奖", "发工资", "提成", "绩效", "加班费", "补贴", "津贴",
            "salary", "paycheck", "pay check", "wage", "wages", "bonus", "payroll", "payday", "commission",
            "overtime", "stipend", "signing bonus",
        ],
        // Spending with no category of its own: the ledger files it as `other`.
        "other": [
            "理发", "理了个发", "理个发", "剪头", "剪头发", "洗头", "美发", "烫发", "染发", "美甲", "洗衣", "干洗", "快递", "快递费", "邮费", "运费",
            "红包", "份子钱", "随礼", "礼金", "压岁钱", "捐款", "捐赠", "酒店", "宾馆", "住宿", "民宿", "房费", "香烟", "烟",
            "彩票", "罚款", "签证", "签证费", "个税", "税", "保险", "手续费", "服务费", "小费", "宠物", "猫粮", "狗粮", "宠物医院", "送礼",
            "laundry", "dry cleaning", "tips", "tip", "allowance", "haircut", "barber", "salon", "nail salon",
            "manicure", "donation", "charity", "hotel", "motel", "airbnb", "hostel", "lodging", "accommodation",
            "taxes", "tax", "insurance", "postage", "shipping", "stamps", "cigarettes", "vape", "lottery",
            "pet food", "dog food", "cat food", "grooming", "babysitter", "babysitting", "childcare", "daycare",
            "bank fee", "atm fee", "parking fine",
        ],
    ]

    /// Places money is spent at: they count only when nothing bought is named.
    static let standardVenues: [String: [String]] = [
        "food": [
            "超市", "便利店", "餐厅", "饭店", "饭馆", "食堂", "咖啡店", "奶茶店", "面包店", "菜市场", "restaurant", "cafe",
            "café", "diner", "supermarket", "grocery store", "deli", "canteen", "cafeteria",
        ],
        "transport": ["机场", "火车站", "加油站", "airport", "gas station", "station"],
        "shopping": [
            "商场", "商店", "专卖店", "免税店", "奥特莱斯", "mall", "store", "shop", "outlet", "supplies", "stuff", "things",
        ],
        "health": ["医院", "诊所", "药店", "hospital", "clinic", "pharmacy", "er visit"],
        "education": ["学校", "school"],
        "entertainment": [
            "电影院", "影院", "cinema", "旅游", "旅行", "度假", "travel", "trip", "vacation", "holiday",
        ],
    ]

    /// Words that contain a category word but do not mean it.
    static let standardBlocked: [String] = [
        "包括", "包含", "包邮", "打包票", "一笔", "记一笔", "笔记", "票数", "投票", "股票", "发票", "吃亏",
        "菜单", "菜鸟", "鱼竿", "酒精", "面试", "见面", "书记", "秘书", "课题", "课长", "玩笑", "开玩笑", "药方",
        "游戏规则",
    ]
}
