/// The built-in category words: everyday spending and income in Chinese and English — dishes,
/// drinks, snacks and groceries; transport modes and fares; rent, utilities and property fees;
/// clothing, electronics and household goods; tickets, shows, travel and leisure; medicine and
/// clinics; courses, books and tuition; pay.
///
/// Conventions (`Benchmarks/nlu/v2/CONVENTIONS.md` §12 and the ledger's own examples): hotels
/// and lodging are `housing` (§12); massage, spas and tours are `entertainment`; gyms, yoga, trainers
/// and the vet are `health`; pet food, fireworks, massage devices, a bike or a watch bought are
/// `shopping`; a ride or a car repair `transport`; phone and internet bills are
/// `housing`; haircuts, laundry, tips, gifts of money (红包) and donations are `other`.
extension CategoryLexicon {
    /// The built-in lexicon.
    public static let standard = CategoryLexicon(
        standardWords, venues: standardVenues, blocked: standardBlocked)

    static let standardWords: [String: [String]] = [
        "food": [
            // A runner's supplies on the way: 补给45.
            "补给",
            // More fruit and vegetables.
            "猕猴桃", "火龙果", "菠萝", "哈密瓜", "蓝莓", "柠檬", "石榴", "椰子", "柿子", "桔子", "红枣", "牛油果", "百香果", "油桃", "玉米", "胡萝卜",
            "洋葱", "大蒜", "辣椒", "茄子", "豆角", "豆腐", "南瓜", "冬瓜", "山药", "红薯", "油菜", "包菜", "西兰花", "蘑菇",
            "watermelon", "melon", "pineapple", "mango", "papaya", "kiwi", "peach", "plum", "pear", "oranges",
            "lemons", "coconut", "pomegranate", "raspberries", "corn", "potato", "tomato", "onion", "garlic",
            "carrot", "broccoli", "cabbage", "lettuce", "spinach", "cucumber", "eggplant", "mushroom", "tofu",
            "sweet potato", "bok choy", "meal card", "meal plan", "dining dollars", "食材",
            // More meat and pantry goods.
            "鸡翅", "鸡腿", "肥牛", "香肠", "培根", "火腿", "蚝油", "香油", "花生油", "橄榄油", "白糖",
            "bacon", "sausage", "shrimp", "salmon", "lamb", "ribs", "flour", "sugar", "olive oil", "soy sauce",
            "squid", "octopus", "clams", "mussels", "scallops", "tofu", "noodles", "鱿鱼", "章鱼", "扇贝", "生蚝",
            "oatmeal",
            // More dishes.
            "碗面", "吃面", "吃了碗", "吃了顿",
            "米饭", "盒饭", "美食", "红烧肉", "回锅肉", "锅包肉", "干锅", "砂锅", "紫菜包饭", "部队锅", "热干面", "炸酱面", "油泼面", "锅贴", "葱油饼", "灌汤包",
            "水煎包", "叉烧包", "烧饼", "春卷",
            "hot pot", "hotpot", "fried rice", "noodle", "dumpling", "bun", "soup", "stew", "chili", "lasagna",
            "udon", "pad thai", "spring roll", "kimchi", "bento", "poke bowl",
            // More snacks, sweets and drinks.
            "锅巴", "果冻", "布丁", "开心果", "核桃", "吐司", "黄油", "奶油", "气泡水", "椰汁", "奶昔", "红牛", "二锅头", "威士忌", "霸王茶姬", "塔斯汀",
            "书亦烧仙草",
            "chips", "crackers", "pie", "cupcake", "brownie", "waffle", "pancake", "pretzel", "lemonade", "cold brew",
            "matcha", "kombucha", "whiskey", "vodka", "champagne", "dunkin", "wendy's", "taco bell", "instacart",
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
            "买菜", "菜", "蔬菜", "青菜", "白菜", "土豆", "西红柿", "番茄", "黄瓜", "大米", "面粉", "食用油", "粮油", "米面油", "调料",
            "酱油", "醋", "鸡蛋", "猪肉", "牛肉", "羊肉", "鸡肉", "排骨", "鱼", "虾", "螃蟹", "肉", "水果", "苹果", "香蕉",
            "橙子", "橘子", "西瓜", "葡萄", "草莓", "榴莲", "芒果", "樱桃", "车厘子", "桃子", "梨", "柚子", "荔枝", "奶粉",
            "年货", "生鲜", "菜市场", "盒马",
            // Chains.
            "麦当劳", "肯德基", "必胜客", "汉堡王", "赛百味", "德克士", "海底捞", "沙县", "兰州拉面", "饿了么",
            // English.
            "lunch", "dinner", "breakfast", "brunch", "supper", "meal", "food", "groceries", "grocery",
            "farmers market", "coffee",
            "starbucks", "latte", "cappuccino", "espresso", "americano", "mocha", "tea", "bubble tea", "boba",
            "milk tea", "snack", "pizza", "burger", "cheeseburger", "sushi", "drinks", "drink", "beer", "wine",
            "cocktail", "takeout", "take-out", "takeaway", "doordash", "ubereats", "uber eats", "grubhub", "dining",
            "eating out", "bakery", "fruit", "vegetables", "veggies", "produce", "milkshake", "shake", "fries",
            "bagel", "donut", "doughnut", "sandwich", "sub", "salad", "noodles", "ramen", "pho", "popcorn", "candy",
            "chocolate", "gum", "ice cream", "gelato", "dessert", "cake", "cookie", "pastry", "croissant", "muffin",
            "smoothie", "juice", "soda", "coke", "eggs", "milk", "bread", "cheese", "meat", "chicken", "steak",
            "roast", "prime rib", "turkey", "ham",
            "bbq", "barbecue", "taco", "burrito", "dim sum", "bibimbap", "curry", "kebab", "falafel", "hot dog",
            "hotdog", "wings", "seafood", "oysters", "lobster", "crab", "buffet", "mcdonald's", "mcdonalds",
            "kfc", "chipotle", "whole foods", "trader joe's", "liquor", "booze", "pint", "cookout", "picnic",
            "potluck", "catering", "turkey", "dumplings", "pasta", "spaghetti", "burritos", "nachos", "bagels",
            "waffles", "pancakes", "cereal", "yogurt", "butter", "rice", "fish", "pork", "beef", "apples",
            "bananas", "berries", "avocado", "avocados", "snacks", "treats", "kaya toast", "toast",
            "happy hour", "pub", "espresso", "frappuccino", "slice", "pizza slice", "protein bar", "granola bar",
            "candy bar", "lunch special", "food truck", "喜糖",
            "可颂", "牛角包", "croissant", "croissants", "蜂蜜", "honey",
            // A baker's dairy: "heavy cream six forty-nine", 淡奶油.
            "cream", "heavy cream", "whipping cream", "cream cheese", "淡奶油",
        ],
        "transport": [
            // A tow: 拖车费, "tow fee 175"; a truck's upkeep: "truck inspection".
            "拖车费", "tow", "towing", "tow truck", "tow fee", "truck inspection", "vehicle inspection",
            "vehicle registration",
            "新干线", "shinkansen", "bullet train", "eurostar",
            // More fares, seats and lines.
            "轻轨", "城际", "卧铺", "二等座", "经济舱", "升舱", "船费", "面包车", "美团单车",
            "bus pass", "transit pass", "monthly pass", "rail pass", "eurostar", "megabus", "flixbus", "baggage fee",
            "checked bag",
            // More driving costs: fuel, tolls, repairs, the car's loan and tax.
            "加满油", "燃油费", "充电桩", "过桥费", "车贷", "车船税", "交强险", "补胎", "喷漆", "车检", "拖车",
            // Car parts and upkeep: "brake pads saturday 340", 换了个雨刮器.
            "雨刮器", "雨刷", "刹车片", "轮胎", "换轮胎", "机油", "换机油", "汽车保养", "车保养", "brake pads", "brakes", "wipers",
            "wiper blades", "tires", "new tires", "oil change", "car wash", "alignment", "windshield",
            "fill-up", "toll road", "turnpike", "valet", "towing", "tow truck", "tune-up", "auto repair",
            "car payment", "car loan", "costco gas",
            // Fuel said as an action.
            "filled up", "fill up", "tank of gas", "filled the tank",
            "打车", "打了个车", "打了车", "打个车", "打的", "出租车", "的士", "滴滴", "快车", "专车", "网约车", "顺风车", "叫车", "代驾", "包车", "租车",
            "地铁", "公交", "公交车", "巴士", "大巴", "班车", "火车", "高铁", "动车", "火车票", "高铁票", "动车票", "车票",
            "机票", "飞机", "航班", "船票", "轮渡", "渡轮", "坐车", "摩的", "三轮车", "加油", "油费", "汽油", "柴油", "油卡",
            "加油卡", "油", "充电费", "停车", "停车费", "车位费", "过路费", "路费", "高速费", "通行费", "共享单车", "哈啰", "青桔",
            "车费", "交通", "交通费", "车险", "保养", "修车", "洗车", "年检", "轮胎", "机油", "违章", "罚单", "地铁卡",
            "公交卡", "交通卡", "一卡通", "八达通", "月票", "托运费", "行李费", "接机", "送机", "机场大巴", "机场快线", "改签费", "退票费", "uber",
            "taxi", "cab", "uber", "lyft", "subway", "metro", "tube", "bus", "train", "flight", "airfare",
            "round trip", "round-trip", "return ticket", "one-way ticket", "往返机票",
            "plane ticket", "train ticket", "bus ticket", "fuel", "mileage", "gas", "gasoline", "petrol", "diesel",
            "parking",
            "parking meter", "parking ticket", "speeding ticket", "toll", "fare", "transport", "transportation",
            "car wash", "ferry", "tram", "streetcar", "rideshare", "ride", "scooter", "bike share", "citibike",
            "metrocard", "metro card", "oyster card", "car repair", "auto parts", "car parts", "oil change", "tires",
            "tire", "mechanic",
            "car insurance", "car registration", "dmv", "bike ride", "tuk-tuk", "tuk tuk", "rickshaw", "auto ride",
            "shuttle",
            "amtrak", "greyhound", "计程车", "小黄车", "airline", "car rental", "rental car", "carpool", "commute",
            "ev charging",
            "smog check", "e-zpass", "ezpass", "transit", "light rail", "cable car", "boat", "water taxi",
        ],
        "shopping": [
            // Boxes, jars, labels and packaging, whatever goes in them: 蛋糕盒, "cake boxes".
            "boxes", "cake boxes", "cake box", "蛋糕盒", "包装盒", "纸盒", "packaging", "包装", "jars", "glass jars", "罐子",
            "玻璃罐", "labels", "标签", "stickers", "贴纸",
            "kitty litter", "cat litter", "猫砂", "trophies", "trophy", "奖杯", "tubes",
            // A phone shop's parts and a foster home's crates: 屏幕, 排线, "wire crates".
            "屏幕", "手机屏", "排线", "电池", "配件", "screen", "screens", "battery", "batteries", "cable", "cables",
            "狗笼", "笼子", "crate", "crates", "wire crates",
            // A painter's things: 画布, 颜料, "oil paints", "canvases".
            "paints", "oil paints", "acrylic paints", "acrylics", "canvas", "canvases", "easel", "brushes", "画布", "画架",
            "颜料", "画笔", "篮球", "标志桶", "whistle", "whistles", "哨子",
            // A fishing boat's stores: bait and ice.
            "bait", "live bait", "ice", "bag of ice", "鱼饵", "虾饵", "饵料", "冰块",
            // A tailor's and a swimmer's things: 面料, 拉链, "wool fabric", 泳帽.
            "面料", "布料", "呢子", "棉布", "麻布", "真丝", "丝绸", "拉链", "纽扣", "扣子", "针线", "fabric", "wool", "silk", "linen",
            "buttons", "zippers", "zipper", "thread", "泳帽", "泳镜", "swim cap", "swim caps",
            // Gear for a sport or a trade, and craft supplies: 雪具, 装备, "new goggles", 手工材料.
            "gear", "装备", "雪具", "雪板", "滑雪板", "雪镜", "goggles", "ski boots", "手工材料", "craft supplies",
            // A stage's and a piano's parts: "wig 180", 琴槌毡.
            "wig", "wigs", "假发", "felts", "hammer felts", "琴槌毡", "string set",
            // Shuttlecocks and balls bought: 羽毛球 as a thing bought.
            "shuttlecocks", "shuttlecock", "shuttles",
            // Work clothes and school uniforms: 制服, 白大褂, 校服, "new scrubs".
            "校服", "制服", "白大褂", "工作服", "scrubs", "uniform", "uniforms",
            // Luggage: 登机箱, 行李箱, "a carry-on".
            "登机箱", "行李箱", "拉杆箱", "luggage", "suitcase", "carry-on", "duffel",
            "球衣", "队服", "jerseys", "team kit",
            // A salon's supplies.
            "染膏", "发蜡", "发胶", "hair color", "hair dye", "product order", "salon products",
            // Music gear, baby supplies, pet treats.
            "琴弦", "吉他弦", "拨片", "鼓棒", "strings", "guitar strings", "picks", "drumsticks", "尿不湿", "纸尿裤", "湿巾", "奶瓶",
            "wipes", "baby wipes", "pacifier", "狗零食", "猫零食", "dog treats", "cat treats",
            // Garden and farm supplies.
            "化肥", "肥料", "种子", "菜籽", "农药", "农资", "地膜", "fertilizer", "fertiliser", "seeds", "pesticide", "weed killer",
            // Seedlings for a vegetable garden: 菜苗, "tomato starts".
            "菜苗", "秧苗", "白菜苗", "番茄苗", "seedlings", "seedling", "garden seeds", "vegetable starts", "tomato starts",
            "cabbage starts", "pepper starts",
            "mulch", "potting soil",
            // More electronics and appliances.
            "投影仪", "空气炸锅", "破壁机", "榨汁机", "豆浆机", "咖啡机", "电水壶", "电磁炉", "油烟机", "抽油烟机", "燃气灶", "加湿器", "取暖器", "按摩椅", "音响",
            "无人机", "麦克风", "体重秤", "遥控车", "积木", "乐高", "玩偶", "公仔", "扫地机", "洗碗机", "扫地机器人",
            "rc car", "lego", "legos", "doll", "stuffed animal", "plushie", "board game", "puzzle", "wall calendar",
            "grill", "robot vacuum", "handbag", "purse",
            "projector", "instant pot", "toaster", "kettle", "dishwasher", "washing machine", "dryer", "humidifier",
            "air purifier", "space heater", "robot vacuum", "power bank", "webcam", "drone", "soundbar",
            // Cosmetics and toiletries.
            "面霜", "乳液", "精华液", "爽肤水", "粉底液", "眼影", "卸妆油", "指甲油", "染发剂", "洗衣粉",
            "face cream", "moisturizer", "lotion", "sunscreen", "mascara", "nail polish", "deodorant", "razor",
            "paper towels", "toilet paper",
            // More clothes and gear.
            "睡衣", "泳衣", "西装", "领带", "皮带", "瑜伽裤", "瑜伽垫",
            "blazer", "cardigan", "leggings", "sweatpants", "swimsuit", "raincoat", "slippers", "suitcase", "luggage",
            "yoga mat",
            // Pet supplies, fireworks and massage devices.
            "猫粮", "狗粮", "猫砂", "宠物用品", "烟花", "烟花爆竹", "鞭炮", "按摩仪", "按摩枪", "筋膜枪",
            "pet food", "dog food", "cat food", "cat litter", "kibble", "fireworks", "massager", "massage gun",
            // Home, decorations and toys.
            "茶几", "茶具", "茶杯", "书架", "餐桌", "鱼缸", "菜刀", "菜板", "彩灯", "灯笼", "春联", "对联", "福字", "装饰品", "玩偶", "毛绒玩具", "乐高",
            "盲盒", "闲鱼", "宜家", "预售",
            "bookshelf", "dresser", "coffee table", "bedding", "duvet", "mirror", "vase", "candle",
            "christmas lights", "string lights", "lantern", "balloon", "doll", "stuffed animal", "teddy bear", "lego",
            "jigsaw puzzle",
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
            "药妆", "伴手礼", "灯泡", "插座", "圣诞树", "christmas tree", "xmas tree", "护腿板", "shin guards", "balls", "空开", "断路器",
            "电缆", "电线", "网线", "breakers", "breaker", "conduit", "剃须刀", "电动牙刷",
            "苹果电脑", "保养品", "自行车", "电动车", "家纺", "厨具", "锅", "餐具", "杯子", "水杯",
            "shopping", "clothes", "clothing", "shoes", "sneakers", "boots", "sandals", "heels", "shirt", "t-shirt",
            "tshirt", "jeans", "pants", "trousers", "shorts", "skirt", "dress", "jacket", "coat", "hoodie", "sweater",
            "socks", "underwear", "hat", "scarf", "gloves", "bag", "handbag", "purse", "backpack", "wallet",
            "watch strap", "smartwatch", "apple watch", "new watch", "wristwatch", "jewelry", "jewellery", "necklace",
            "ring", "earrings", "bracelet", "sunglasses",
            "makeup", "cosmetics", "lipstick", "perfume", "skincare", "shampoo", "soap", "toothpaste", "toiletries",
            "amazon", "walmart", "ikea", "ebay", "etsy", "best buy", "phone", "laptop",
            "computer", "tablet", "headphones", "earbuds", "airpods", "charger", "cable", "monitor",
            "keyboard", "mouse", "camera", "lens", "speaker", "tv", "television", "gadget", "electronics", "gift",
            "furniture", "sofa", "couch", "chair", "desk", "lamp", "mattress", "curtains", "rug",
            "appliance", "fridge", "microwave", "blender", "vacuum", "air conditioner", "toy", "toys", "bike",
            "bicycle", "flowers", "bouquet", "plant", "umbrella", "batteries", "tools", "hardware", "phone case",
            "case",
            "souvenir", "merch", "kindle", "printer", "router", "hard drive", "sweatshirt", "suit", "tie", "belt",
            "outfit", "lingerie", "pajamas", "towels", "sheets", "pillow", "blanket", "cookware", "pan",
            "mug", "costume", "decorations", "pumpkin", "christmas tree", "xmas tree", "xmas decorations", "ornaments",
            "wrapping paper",
            "greeting card", "party supplies", "office supplies", "detergent", "diapers", "groomer", "sofa bed",
            "glasses frames", "perfume", "watch battery", "tools", "stroller", "car seat", "decor", "candles",
            "home depot", "lowe's", "hardware store", "new shoes", "new phone",
            // Rings and lab supplies: 婚戒, "wedding bands", 试剂, "reagents".
            "婚戒", "戒指", "钻戒", "对戒", "wedding bands", "wedding band", "wedding ring", "engagement ring", "试剂", "耗材",
            "reagents", "reagent", "lab supplies", "pipettes", "ethanol",
            // A shop's stock bought to sell: 进货 8600, "restock 640", "inventory".
            "进货", "拿货", "补货", "备货", "restock", "restocking", "inventory", "wholesale order",
            // A tradesman's tools and materials: "drill bit set", "lumber yard", "parts for the sink".
            "drill", "drill bits", "drill bit set", "power tools", "tool", "lumber", "lumber yard", "plywood", "screws",
            "nails", "building materials", "materials", "parts", "spare parts", "birthday card", "gift card",
            // A teacher's and a parent's small buys: "dry erase markers", "prizes for my class", "3 soccer jerseys".
            // Gear for running and the gym: 跑步机, "running shoes", "dumbbells".
            "跑步机", "跑鞋", "哑铃", "壶铃", "跑步装备", "treadmill", "running shoes", "running gear", "dumbbells", "kettlebell",
            "resistance bands",
            "favors", "party favors", "cups", "paper cups",
            "markers", "dry erase markers", "sticky notes", "prizes", "printing", "jersey", "jerseys", "cleats",
        ],
        "housing": [
            // A place to stay away from home: 酒店三晚, "hotel 3 nights".
            "酒店", "宾馆", "住宿", "民宿", "房费", "hotel", "motel", "airbnb", "hostel", "lodging", "accommodation",
            // A night at a campsite on the road: 营地费, "campground 55".
            "营地", "营地费", "房车营地", "campground", "campgrounds", "campsite", "campsites", "rv park", "camping fee",
            // More bills, carriers and upkeep.
            "水电燃气", "月租", "供暖费", "采暖费", "房产税", "中国移动", "中国电信", "房东", "保姆", "钟点工", "修水管", "开锁",
            "natural gas", "hoa dues", "comcast", "xfinity", "verizon", "t-mobile", "cell plan", "data plan",
            "council tax", "pest control", "exterminator", "lawn care", "landscaping", "handyman",
            "locksmith", "plumbing", "cleaning service", "storage unit", "u-haul",
            // The category named.
            "housing", "住房",
            // A shop's rent: 店租, 铺租, "shop rent".
            "店租", "铺租", "门面租金", "shop rent", "store rent", "studio rent",
            "场地租金",
            "房租", "租金", "租房", "水电", "水电费", "电费", "水费", "燃气", "燃气费", "煤气", "煤气费", "天然气", "暖气",
            "暖气费", "取暖费", "物业", "物业费", "管理费", "房贷", "月供", "首付", "网费", "宽带", "话费", "电话费", "手机费",
            "有线电视", "流量", "流量费", "手机卡", "电话卡", "装修", "家政", "保洁", "搬家", "中介费", "押金", "房款", "契税", "垃圾费", "维修费", "房子",
            "买房",
            "rent", "utilities", "utility", "electricity", "electric", "electric bill", "electricity bill",
            "power bill",
            "water bill", "gas bill", "heating", "heating bill", "mortgage", "internet bill", "wifi", "internet",
            "broadband", "phone bill", "cell phone bill", "phone plan", "cable bill", "hoa", "hoa fee",
            "property tax", "maintenance fee", "condo fee", "strata", "down payment", "security deposit", "landlord",
            "水管工", "修水管", "换门锁", "门锁", "换锁", "开锁", "锁匠",
            "plumber", "electrician", "home repair", "renovation", "home insurance", "renters insurance", "movers",
            "moving", "trash", "sewer", "cleaning lady", "housekeeping", "apartment",
            // Renovation: trades, materials and fittings (电工费 600, 乳胶漆 860, "tile 860 grout 45").
            "电工", "电工费", "水电工", "水电改造", "木工", "瓦工", "泥瓦工", "油漆工", "装修队", "工长", "乳胶漆", "油漆", "涂料",
            "瓷砖", "地砖", "墙砖", "美缝", "地板", "吊顶", "橱柜", "防水", "腻子", "水泥", "建材", "卫浴", "石膏板", "装修款",
            "reno", "remodel", "remodeling", "renovations", "contractor", "general contractor", "carpenter", "painter",
            "paint", "primer", "tile", "tiling", "grout", "drywall", "flooring", "hardwood", "countertop",
            "backsplash", "cabinet", "cabinetry", "vanity", "fixtures", "tiler",
        ],
        "entertainment": [
            // Streaming, games and shows.
            "芒果tv", "哔哩哔哩", "大会员", "网易云音乐", "qq音乐", "电玩城", "抓娃娃", "脱口秀", "相声", "音乐剧", "开心麻花", "画展",
            "disney plus", "prime video", "apple tv", "crunchyroll", "game pass", "ps5", "nintendo switch",
            "board game", "ticketmaster", "broadway", "comedy club", "imax", "dj", "photo booth",
            // Clubs a member pays for: "garden club dues", 门球队会费.
            "dues", "club dues", "membership dues", "会费",
            // Outings and sports.
            "海洋馆", "植物园", "欢乐谷", "游乐场", "滑冰", "攀岩", "卡丁车", "潜水", "漂流", "热气球", "跳伞",
            "mini golf", "go-kart", "trampoline park", "bounce house", "laser tag", "water park", "amusement park",
            "ice skating", "bouldering", "scuba",
            "kayaking", "boat tour", "cruise",
            // Massage, baths and trainers.
            "洗脚", "推拿", "汗蒸",
            "sauna", "facial",
            // Karaoke, as said in Chinese.
            "唱k", "k歌",
            // The category named.
            "entertainment", "leisure", "休闲",
            "电影", "电影票", "看电影", "游戏", "门票", "景区", "景点", "演唱会", "音乐会", "话剧", "演出",
            "展览", "博物馆", "动物园", "游乐园", "迪士尼", "环球影城", "ktv", "唱歌", "酒吧", "蹦迪", "网吧", "桌游",
            "剧本杀", "密室", "游泳", "会员", "会员费", "视频会员", "爱奇艺", "腾讯视频", "优酷", "下棋", "象棋", "围棋", "国际象棋",
            "chess", "棋社",
            "娱乐", "按摩", "足疗", "足浴", "洗浴", "温泉", "桑拿", "spa", "球赛", "滑雪", "露营", "钓鱼", "跟团",
            "团费", "旅行团", "导游", "导游费", "索道", "缆车", "游船", "票", "打球", "羽毛球", "台球", "保龄球", "高尔夫", "livehouse",
            "音乐节", "漫展", "游戏机", "steam", "玩", "出去玩", "周边游",
            "movie", "movies", "cinema", "film", "game", "games", "gaming", "video game", "concert", "tickets",
            "ticket", "concert tickets", "theatre", "theater", "musical", "netflix", "spotify", "hulu", "disney+",
            "youtube premium", "apple music", "hbo", "tour",
            "museum", "zoo", "aquarium", "theme park", "disneyland", "membership",
            "karaoke", "bar", "club", "nightclub", "bowling", "golf", "skiing", "ski pass", "lift ticket", "massage",
            "spa", "escape room", "arcade", "festival", "playstation", "xbox", "nintendo", "fishing", "camping",
            "comedy show", "opera", "ballet", "gig", "tour", "excursion", "sightseeing",
            "climbing", "entrance fee", "admission", "entry", "park pass",
            "streaming", "hobby", "casino",
        ],
        "health": [
            // Treatment, tests and dental care.
            "康复训练", "复健", "物理治疗", "正骨", "拔罐", "艾灸", "诊费", "问诊", "产检", "b超", "抽血", "胃镜", "眼科", "验光", "牙套", "正畸", "种植牙",
            "挂水", "能量胶", "盐丸", "energy gels", "energy gel", "electrolytes", "gels", "gel packs",
            "physical therapist", "acupuncture", "dermatologist", "orthodontist", "braces", "root canal",
            "teeth cleaning", "eye doctor", "eyeglasses", "hearing aid", "mri", "ultrasound", "bloodwork", "lab work",
            "emergency room", "ambulance", "medical bill", "psychiatrist",
            // Supplements, medicines and devices.
            "鱼油", "钙片", "益生菌", "褪黑素", "布洛芬", "血压计", "助听器", "护膝", "拐杖", "knee brace", "crutches",
            "anti-inflammatories", "anti-inflammatory", "painkillers", "pain relievers", "ice packs",
            "vitamin", "supplements", "fish oil", "melatonin", "inhaler", "thermometer", "eye drops",
            // Fitness: gyms, trainers, yoga and pilates.
            "健身房", "健身", "健身卡", "健身房年卡", "瑜伽", "私教课", "普拉提", "宠物医院",
            "gym", "gym membership", "spin class", "spinning class", "yoga", "yoga class", "pilates",
            "personal trainer", "crossfit", "fitness", "游泳次卡", "游泳卡", "pool pass", "swim pass",
            "animal hospital",
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
            "bandaids", "drugstore", "cvs", "walgreens", "lab test", "blood test", "counseling", "vet", "兽医", "宠物医院",
            "vet bill",
            // Care of the old and sick.
            "轮椅", "拐杖", "助行器", "蛋白粉", "护理垫", "成人纸尿裤", "wheelchair", "ct scan", "cat scan", "pet scan",
            "out of pocket", "pt",
            // A diabetic's supplies: 血糖试纸, "test strips", metformin.
            "试纸", "血糖试纸", "血糖仪", "二甲双胍", "胰岛素", "降糖药", "降压药", "采血针", "test strips", "glucose strips",
            "glucose meter", "glucometer", "insulin", "metformin", "lancets", "pen needles",
            // Supplements a trainer buys: "protein 49.99".
            "protein", "protein powder", "whey", "creatine", "增肌粉", "肌酸",
        ],
        "education": [
            // A summer camp or a course for one's licence: "camp fee", 夏令营, "continuing education".
            "camp", "camp fee", "summer camp", "day camp", "夏令营", "冬令营费", "continuing education", "ce course",
            "ce credits",
            // Exams and their fees: 药师考试报名费, "board exam registration".
            "考试报名费", "考试费", "报考费", "exam registration", "exam fee", "board exam", "licensing exam",
            // A translator's and a student's references: 词典, "a legal dictionary".
            "词典", "字典", "dictionary", "dictionaries", "glossary",
            "会议注册费", "注册费", "conference fee", "conference registration", "registration for the conference",
            // Bought for a class one teaches: "markers for class", 给班里买打印纸.
            "for class", "for my class", "for the class", "for my students", "classroom", "班里", "班上", "给学生",
            // After-school care (托管), tutoring, exams and learning apps.
            "托管费", "课后托管", "托管班", "暑托班", "保育费", "书费", "资料费", "教辅", "课时费", "学习机", "点读笔", "冬令营", "研学", "考级", "雅思", "托福",
            "考驾照", "多邻国",
            "workbook", "after-school program", "aftercare", "preschool", "kindergarten", "duolingo", "babbel",
            "skillshare", "masterclass", "test prep", "student loan", "summer school", "flashcards",
            // More stationery.
            "铅笔", "计算器",
            "crayons", "calculator",
            // More courses.
            "coding camp", "code camp", "coding class",
            // The category named.
            "education", "教育",
            "学费", "书", "买书", "书本", "书籍", "图书", "培训", "培训费", "课程", "网课", "补习", "补课", "家教", "辅导",
            "辅导班", "兴趣班", "培训班", "报班", "报了班", "补习班", "冬令营", "游泳班", "游泳课", "舞蹈班", "舞蹈课", "美术班", "编程课", "教材", "文具", "本子",
            "考试费", "报名费", "学杂费", "讲座",
            "课", "上课",
            "英语课", "钢琴课", "资料", "题库", "词典", "课本", "作业本", "早教", "夏令营", "驾校", "留学", "考研", "考证", "复训", "导游证",
            "licence renewal", "license renewal",
            "书包", "笔记本", "学习", "杂志", "练习册", "试卷", "绘本",
            "tuition", "book", "books", "magazine", "course", "course fee", "class", "textbook", "lesson", "lessons",
            "tutoring", "tutor", "piano lessons", "workshop", "seminar", "training", "exam fee", "test fee", "sat exam",
            "sat prep",
            "gre", "ielts", "toefl", "stationery", "notebook", "pens", "school supplies", "udemy", "coursera",
            "online course", "ebook", "audiobook", "college", "university", "school fees", "field trip",
            "driving lessons", "certification", "bootcamp", "tuition fee", "summer camp",
            // Children's sports and activities: "jake's soccer season fee".
            "season fee", "league fee", "soccer fee", "team fee", "registration fee",
        ],
        "salary": [
            "奖学金", "助学金", "scholarship", "research grant", "grant money",
            // The category named.
            "income", "earnings", "收入",
            // A business's takings: "market sales this month", 店铺销售额.
            "sales", "销售额", "销售收入",
            "工资", "薪水", "薪资", "月薪", "年薪", "奖金", "年终奖", "发工资", "提成", "绩效", "加班费", "补贴", "津贴",
            "salary", "paycheck", "pay check", "wage", "wages", "bonus", "payroll", "payday", "commission",
            "overtime", "stipend", "signing bonus", "freelance", "freelancing", "side gig", "consulting fee",
            // Paid for work done: 客户打款, 稿费, 尾款, "client payment", "invoice paid".
            "稿费", "稿酬", "劳务费", "报酬", "尾款", "打款", "外快", "兼职", "佣金", "课时费", "讲课费", "client payment",
            "invoice", "paid invoice", "payout", "royalties", "royalty", "retainer", "律师费", "诊金",
            // A client paying for a job in parts or a shoot's fee: 发票款, 片酬, "first installment".
            "发票款", "片酬", "酬劳", "installment", "instalment",
            // Pensions: 退休金到了, "social security came in".
            "退休金", "养老金", "pension", "social security",
            // Shift pay: "night diff 210 hit", 值班费到账.
            "night diff", "night differential", "shift differential", "holiday pay", "hazard pay", "ot pay",
            "overtime pay", "值班费", "夜班费", "夜班补贴", "加班工资", "ot", "overtime check", "工钱",
            // Allowances paid with the job: "night call allowance", per diems on tour, 出差补助.
            "allowance", "per diem", "per diems", "出差补助", "餐补", "交通补贴",
            // A delivery driver's pay: 跑单奖励到账, "doordash paid 610".
            "跑单", "冲单奖", "doordash paid", "uber eats paid", "grubhub paid", "instacart paid", "lyft paid", "uber paid",
        ],
        // Spending with no category of its own: the ledger files it as `other`.
        "other": [
            // A florist's stock and a startup's servers: 花市进货, 包装纸, 阿里云, "cloud spend".
            "花市", "花卉市场", "包装纸", "丝带", "花泥", "花艺", "花艺师", "flower market", "floral foam", "wrapping paper", "ribbon",
            "云服务", "阿里云", "腾讯云", "服务器", "飞书", "钉钉", "cloud", "aws", "server", "servers", "hosting",
            // Software paid by the month ("frame.io subscription", Adobe订阅): a streaming service
            // named beside it is entertainment.
            "subscription", "订阅", "订阅费", "software", "软件", "软件费",
            "剪个头", "剪头", "剪头发",
            // A funeral's costs, and money sent home to family: 花圈, 骨灰盒, "urn", 寄回家, "wired home".
            "丧事", "丧葬", "殡仪馆", "殡葬", "花圈", "骨灰盒", "墓地", "墓碑", "追悼会", "寿衣", "funeral", "wreath", "urn",
            "burial", "cemetery", "headstone", "casket", "memorial service", "寄回家", "往家里寄", "往家寄", "寄钱", "汇款",
            "寄给家里", "sent home", "send home", "wired home", "wire home", "remittance",
            // Money given away, and a drive's own name ("food drive donations" are no food).
            "donated", "donate", "food drive", "food bank", "clothing drive", "toy drive",
            // Hands hired for a day's work: 雇工 三个人 450, "pickers 360".
            "雇工", "雇人", "小工", "零工", "短工", "帮工", "pickers",
            // Fuel for a stove or a fire: 柴火, 气罐, "firewood".
            "柴火", "木柴", "气罐", "煤气罐", "firewood", "propane",
            "sales tax", "营业税",
            // Personal care, errands, fees, pets and money given.
            "美睫", "做头发", "做发型", "做指甲", "修鞋", "洗鞋", "配钥匙", "改衣服", "公证费", "滞纳金", "随份子", "零花钱",
            "pedicure", "waxing", "alterations", "shoe repair", "dry cleaner", "laundromat", "late fee",
            "overdraft fee", "service fee", "tobacco", "red envelope",
            "理发", "理了个发", "理个发", "剪头", "剪头发", "洗头", "美发", "烫发", "染发", "美甲", "洗衣", "干洗", "快递", "快递费", "邮费", "运费",
            "红包", "份子钱", "随礼", "礼金", "压岁钱", "捐款", "捐赠", "香烟", "烟",
            "彩票", "罚款", "签证", "签证费", "个税", "税", "保险", "手续费", "服务费", "小费", "宠物", "送礼",
            "laundry", "dry cleaning", "tips", "tip", "allowance", "haircut", "barber", "salon", "nail salon",
            "manicure", "donation", "charity",
            "taxes", "tax", "insurance", "postage", "shipping", "stamps", "cigarettes", "vape", "lottery",
            "grooming", "babysitter", "babysitting", "childcare", "daycare",
            "bank fee", "atm fee", "parking fine",
            // A wedding's paper and photos, and a shop's platform fees: 请柬, "invites 285", 平台扣点.
            "请柬", "喜帖", "婚纱照", "invites", "invitations", "save the dates", "wedding photos", "扣点", "平台扣点",
            "平台费", "etsy fees", "platform fee", "platform fees", "seller fees", "transaction fees", "listing fees",
            // Repairs of appliances: 修冰箱, 修空调.
            "维修", "修冰箱", "修空调", "修洗衣机", "修热水器", "修电脑", "修手机",
            // Gear hired for a job: "lens rental", "light stand rental".
            "lens rental", "gear rental", "equipment rental", "camera rental", "light rental", "stand rental",
            "租镜头", "租灯", "租设备", "租器材", "租相机", "器材租赁",
        ],
    ]

    /// Places money is spent at: they count only when nothing bought is named.
    static let standardVenues: [String: [String]] = [
        "food": [
            "超市", "便利店", "餐厅", "饭店", "饭馆", "食堂", "咖啡店", "奶茶店", "面包店", "菜市场", "restaurant", "cafe",
            "café", "diner", "supermarket", "grocery store", "deli", "canteen", "cafeteria", "罗森", "家乐福", "永辉", "面馆",
            "aldi", "kroger", "tesco",
            // "costco run 346": a warehouse club is where the groceries come from (two blind rounds).
            "costco", "sam's club",
        ],
        "transport": [
            "机场", "火车站", "加油站", "airport", "gas station", "station", "高铁站", "地铁站", "服务区", "petrol station",
            // "travel spending this year", 出差, 差旅: getting about, as the rounds' writers read it.
            "travel", "出差", "差旅", "差旅费", "business trip", "business travel",
        ],
        "shopping": [
            "商场", "商店", "专卖店", "免税店", "奥特莱斯", "mall", "store", "shop", "outlet", "supplies", "stuff", "things",
        ],
        // A studio's own rent is no yoga class: 瑜伽馆房租.
        "health": ["医院", "诊所", "药店", "hospital", "clinic", "pharmacy", "er visit", "瑜伽馆", "健身馆", "yoga studio"],
        "education": ["学校", "school", "幼儿园", "书店", "bookstore"],
        "entertainment": [
            "电影院", "影院", "cinema", "旅游", "旅行", "度假", "trip", "vacation", "holiday",
        ],
    ]

    /// Words that contain a category word but do not mean it.
    static let standardBlocked: [String] = [
        "包括", "包含", "包邮", "打包票", "一笔", "记一笔", "笔记", "票数", "投票", "股票", "发票", "吃亏",
        "菜单", "菜鸟", "鱼竿", "酒精", "面试", "见面", "书记", "秘书", "课题", "课长", "玩笑", "开玩笑", "药方",
        "游戏规则",
        // Longer words with an item inside them that are not spending.
        "书面", "书写", "说明书", "油菜花", "炒鱿鱼", "背锅", "小菜一碟",
        // People named by what they handle: 药师 (a pharmacist).
        "药师", "药剂师",
    ]
}
