import Foundation

/// What a ledger entry was for: a fixed set, so reports and exports group the same way everywhere.
///
/// ```swift
/// LedgerCategory(name: "午饭")    // .food
/// LedgerCategory(name: "Taxi")   // .transport
/// LedgerCategory(name: "医疗")    // .health
/// LedgerCategory(name: "宇宙")    // nil
/// ```
public enum LedgerCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Meals, groceries, drinks. 餐饮
    case food
    /// Taxis, trains, fuel. 交通
    case transport
    /// Things bought. 购物
    case shopping
    /// Rent, utilities, mortgage. 住房
    case housing
    /// Films, games, outings. 娱乐
    case entertainment
    /// Doctors and medicine. 医疗
    case health
    /// Tuition, courses, books. 教育
    case education
    /// Wages received. 工资
    case salary
    /// Anything else. 其他
    case other

    /// The Chinese name: 餐饮, 交通, 购物, 住房, 娱乐, 医疗, 教育, 工资, 其他.
    public var chineseName: String {
        switch self {
        case .food: "餐饮"
        case .transport: "交通"
        case .shopping: "购物"
        case .housing: "住房"
        case .entertainment: "娱乐"
        case .health: "医疗"
        case .education: "教育"
        case .salary: "工资"
        case .other: "其他"
        }
    }

    /// The English name, capitalized ("Food", "Transport", …); also the Beancount account component.
    public var englishName: String {
        switch self {
        case .food: "Food"
        case .transport: "Transport"
        case .shopping: "Shopping"
        case .housing: "Housing"
        case .entertainment: "Entertainment"
        case .health: "Health"
        case .education: "Education"
        case .salary: "Salary"
        case .other: "Other"
        }
    }

    /// Finds a category by what a person or a model might call it: the raw value, the English or
    /// Chinese name, or a common synonym (吃饭, 午饭, lunch → food; 打车, 地铁, taxi → transport; …).
    /// Case and surrounding white space are ignored. Returns nil for anything else.
    public init?(name: String) {
        let key = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let category = Self.byName[key] else { return nil }
        self = category
    }

    private static let synonyms: [LedgerCategory: [String]] = [
        .food: [
            "吃饭", "午饭", "午餐", "晚饭", "晚餐", "早饭", "早餐", "外卖", "饮料", "咖啡", "零食", "聚餐", "食品",
            "lunch", "dinner", "breakfast", "meal", "meals", "restaurant", "groceries", "coffee", "snacks", "dining",
        ],
        .transport: [
            "打车", "地铁", "公交", "出租车", "滴滴", "火车", "高铁", "机票", "加油", "停车",
            "taxi", "subway", "metro", "bus", "train", "uber", "fuel", "gas", "parking", "flight", "transportation",
        ],
        .shopping: ["买东西", "网购", "衣服", "日用品", "shop", "clothes", "clothing"],
        .housing: ["房租", "租金", "水电", "物业", "房贷", "rent", "utilities", "mortgage", "house", "home"],
        .entertainment: ["电影", "游戏", "旅游", "movie", "movies", "game", "games", "fun", "travel"],
        .health: ["医院", "看病", "药", "买药", "健康", "medical", "medicine", "doctor", "hospital", "pharmacy"],
        .education: ["学费", "书", "买书", "培训", "课程", "tuition", "books", "course", "courses", "school"],
        .salary: ["薪水", "薪资", "月薪", "wage", "wages", "pay", "paycheck", "income"],
        .other: ["其它", "杂项", "misc", "miscellaneous"],
    ]

    private static let byName: [String: LedgerCategory] = {
        var table: [String: LedgerCategory] = [:]
        for category in allCases {
            for name in [category.rawValue, category.englishName.lowercased(), category.chineseName]
                + (synonyms[category] ?? [])
            {
                table[name] = category
            }
        }
        return table
    }()
}

extension LedgerCategory {
    /// The error for a category that is none of these, naming the choices in both languages.
    static func unknown(_ name: String) -> StandardSkillError {
        let names = allCases.map { "\($0.rawValue) (\($0.chineseName))" }.joined(separator: ", ")
        return StandardSkillError(
            .invalidArgument, "unknown category '\(name)' — use one of \(names)",
            chinese: "没有“\(name)”这个分类——请从这些分类中选：\(allCases.map(\.chineseName).joined(separator: "、"))")
    }
}
