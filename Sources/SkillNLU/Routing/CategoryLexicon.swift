/// Words that name what money was spent on or came from, in Chinese and English, mapped onto the
/// ledger's fixed categories: `food`, `transport`, `shopping`, `housing`, `entertainment`,
/// `health`, `education`, `salary`, `other`.
///
/// Matching is on normalized (lower-cased) text; English words match whole words only, Chinese
/// words anywhere; the longest word wins, then the earliest.
///
/// ```swift
/// CategoryLexicon.standard.category(in: NormalizedText("午饭花了35元"))  // "food"
/// CategoryLexicon.standard.category(in: NormalizedText("uber home 23"))  // "transport"
/// ```
public struct CategoryLexicon: Sendable {
    private struct Entry: Sendable {
        var scalars: [Unicode.Scalar]
        var category: String
        var wholeWord: Bool
    }

    /// Entries by their first scalar.
    private let entries: [Unicode.Scalar: [Entry]]

    /// A lexicon from `category → words`.
    public init(_ words: [String: [String]]) {
        var entries: [Unicode.Scalar: [Entry]] = [:]
        for category in words.keys.sorted() {
            for word in words[category] ?? [] {
                let scalars = NormalizedText(word).scalars
                guard let first = scalars.first else { continue }
                let wholeWord = scalars.first.map(Self.isWordScalar) ?? false
                entries[first, default: []].append(Entry(scalars: scalars, category: category, wholeWord: wholeWord))
            }
        }
        self.entries = entries
    }

    /// Whether a lexicon word ends exactly at `end` in `scalars` (an English word must also start
    /// a word): `parking` in "parking 15", `奶茶` in "奶茶18".
    func hasWord(endingAt end: Int, in scalars: [Unicode.Scalar]) -> Bool {
        for candidates in entries.values {
            for entry in candidates {
                let start = end - entry.scalars.count
                guard start >= 0, scalars[start..<end].elementsEqual(entry.scalars) else { continue }
                if entry.wholeWord, start > 0, Self.isWordScalar(scalars[start - 1]) { continue }
                return true
            }
        }
        return false
    }

    /// The category of the longest lexicon word in `text`, or `nil`.
    public func category(in text: NormalizedText) -> String? {
        let scalars = text.scalars
        var best: (length: Int, category: String)?
        for start in scalars.indices {
            guard let candidates = entries[scalars[start]] else { continue }
            if let entry = candidates.first, entry.wholeWord, start > 0, Self.isWordScalar(scalars[start - 1]) {
                continue
            }
            for entry in candidates where entry.scalars.count > (best?.length ?? 0) {
                let end = start + entry.scalars.count
                guard end <= scalars.count, scalars[start..<end].elementsEqual(entry.scalars) else { continue }
                if entry.wholeWord, end < scalars.count, Self.isWordScalar(scalars[end]) {
                    // Allow a plural or verb "s" ("taxis", "coffees"), nothing longer.
                    guard scalars[end] == "s", end + 1 == scalars.count || !Self.isWordScalar(scalars[end + 1]) else {
                        continue
                    }
                }
                best = (entry.scalars.count, entry.category)
            }
        }
        return best?.category
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
    }

    /// The built-in lexicon.
    public static let standard = CategoryLexicon([
        "food": [
            "吃饭", "午饭", "午餐", "中饭", "晚饭", "晚餐", "早饭", "早餐", "早点", "夜宵", "宵夜", "外卖", "饭", "餐",
            "饮料", "奶茶", "咖啡", "星巴克", "零食", "水果", "聚餐", "火锅", "烧烤", "面包", "食堂", "买菜", "菜", "超市",
            "麦当劳", "肯德基", "喝酒", "啤酒", "蛋糕", "食品",
            "lunch", "dinner", "breakfast", "brunch", "meal", "food", "restaurant", "groceries", "grocery", "coffee",
            "starbucks", "latte", "tea", "snack", "snacks", "pizza", "burger", "sushi", "drinks", "beer", "takeout",
            "dining", "cafe", "bakery", "fruit", "wine", "milkshake", "fries", "bagel", "donut", "sandwich", "salad",
            "noodles", "ramen", "popcorn", "炸鸡", "月饼", "粽子", "汉堡", "披萨", "薯条", "爆米花", "面条", "包子", "饺子", "小龙虾", "红酒",
        ],
        "transport": [
            "打车", "出租车", "的士", "滴滴", "地铁", "公交", "公交车", "巴士", "火车", "高铁", "动车", "机票", "飞机",
            "加油", "油费", "停车", "停车费", "过路费", "共享单车", "车费", "路费", "交通",
            "taxi", "cab", "uber", "lyft", "subway", "metro", "bus", "train", "flight", "airfare", "fuel", "gas",
            "petrol", "parking", "toll", "tolls", "fare", "transport", "transportation", "car wash", "洗车", "高速费",
        ],
        "shopping": [
            "购物", "买东西", "网购", "淘宝", "京东", "衣服", "鞋", "鞋子", "裤子", "日用品", "化妆品", "手机", "电脑",
            "耳机", "包包",
            "shopping", "clothes", "clothing", "shoes", "shirt", "jacket", "amazon", "phone", "laptop",
            "headphones", "gift", "gifts", "charger", "earbuds", "furniture", "sofa", "flowers", "充电宝", "数据线", "家具",
            "沙发", "空调", "冰箱", "洗衣机", "鲜花",
        ],
        "housing": [
            "房租", "租金", "水电", "水电费", "电费", "水费", "燃气费", "物业", "物业费", "房贷", "网费", "宽带",
            "rent", "utilities", "electricity", "water bill", "mortgage", "internet bill", "wifi", "internet",
            "phone bill",
            "话费", "电话费",
        ],
        "entertainment": [
            "电影", "电影票", "游戏", "旅游", "门票", "演唱会", "ktv", "唱歌", "健身房", "娱乐",
            "movie", "movies", "cinema", "game", "games", "concert", "tickets", "netflix", "spotify", "travel",
            "museum", "gym", "karaoke", "subscription", "健身卡", "会员",
        ],
        "health": [
            "医院", "看病", "挂号", "药", "买药", "药店", "体检", "牙医", "医疗",
            "doctor", "hospital", "medicine", "pharmacy", "dentist", "clinic", "checkup", "pills", "medical",
            "vitamins",
            "维生素", "感冒药",
        ],
        "education": [
            "学费", "书", "买书", "培训", "课程", "网课", "补习", "教材", "文具",
            "tuition", "book", "books", "course", "courses", "class", "textbook", "school", "lesson", "lessons",
        ],
        // Spending with no category of its own: the ledger files it as `other`.
        "other": [
            "laundry", "dry cleaning", "tips", "tip", "allowance", "haircut", "donation", "理发", "洗衣", "干洗", "快递",
            "红包", "捐款",
        ],
        "salary": [
            "工资", "薪水", "薪资", "月薪", "奖金", "年终奖", "发工资",
            "salary", "paycheck", "wage", "wages", "bonus", "payroll",
        ],
    ])
}
