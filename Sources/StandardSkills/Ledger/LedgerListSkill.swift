import AgentSkill
import SkillJSON
import SkillUI

/// `ledger.list`: the newest entries in a date range, optionally of one category.
public struct LedgerListSkill: TypedSkill {
    /// The range and filter.
    public struct Arguments: Decodable, Sendable {
        /// The first day (default: 30 days ago).
        public var from: String?
        /// The last day, included (default today).
        public var to: String?
        /// Only this category.
        public var category: String?
        /// At most this many (default 20, at most 500).
        public var limit: Int?
    }

    public let id = "ledger.list"
    public let name = "账目明细 List entries"
    public let description = "Lists ledger entries between two dates, newest first, optionally of one category"
    /// Requests to list entries ("最近记了哪些账") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryList] }
    public var permissions: [SkillPermission] { [.ledgerRead] }
    public var effect: SkillEffect { .readOnly }
    /// A day said without a direction is the past one: the ledger looks back ("周五花了多少").
    public var dateReading: DateReading { .leansToPast }
    public var keywords: [String] { ["list expenses", "my expenses", "账目明细", "最近的账"] }
    public var parameters: JSONSchema {
        .object(
            [
                "from": .string(description: "First day (default: 30 days ago)"),
                "to": .string(description: "Last day, included (default today)"),
                "category": .string(description: "Only this category"),
                "limit": .integer(description: "At most this many", minimum: 1, maximum: 500, default: 20),
            ], additionalProperties: false)
    }

    public var examples: [SkillExample] {
        [
            SkillExample("最近的账", arguments: [:]),
            SkillExample("账目明细", arguments: [:]),
            SkillExample("看看最近几笔消费", arguments: [:]),
            SkillExample("列出今天的账", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("昨天都花了哪些钱", arguments: ["from": "2026-12-01", "to": "2026-12-01"]),
            SkillExample("这周的消费记录", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("显示我最近的记账记录", arguments: [:]),
            SkillExample("上个月的账单明细", arguments: ["from": "2026-11-01", "to": "2026-11-30"]),
            SkillExample("我吃饭的消费记录", arguments: ["category": "food"]),
            SkillExample("打车的记录给我看看", arguments: ["category": "transport"]),
            SkillExample("本月每一笔支出", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("查一下最近的交易记录", arguments: [:]),
            SkillExample("购物记录列一下", arguments: ["category": "shopping"]),
            SkillExample("把这个月的流水列出来", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("上周花钱的明细", arguments: ["from": "2026-11-23", "to": "2026-11-29"]),
            SkillExample("最近记了哪些账", arguments: [:]),
            SkillExample("今天记的账有哪些", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("前天的消费明细", arguments: ["from": "2026-11-30", "to": "2026-11-30"]),
            SkillExample("医疗支出的明细", arguments: ["category": "health"]),
            SkillExample("我最近买咖啡的记录", arguments: ["category": "food"]),
            SkillExample("翻一下这个月的账本", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("最近十笔账", arguments: [:]),
            SkillExample("给我看看账本", arguments: [:]),
            SkillExample("列出所有收入记录", arguments: ["category": "salary"]),
            SkillExample(
                "这个月房租交了几次，列出来", arguments: ["from": "2026-12-01", "to": "2026-12-31", "category": "housing"]),
            SkillExample("list expenses", arguments: [:]),
            SkillExample("my expenses", arguments: [:]),
            SkillExample("show my recent transactions", arguments: [:]),
            SkillExample("list today's expenses", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("what did I buy yesterday", arguments: ["from": "2026-12-01", "to": "2026-12-01"]),
            SkillExample("show this week's entries", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample(
                "list my ledger entries for last month", arguments: ["from": "2026-11-01", "to": "2026-11-30"]),
            SkillExample("show all my food expenses", arguments: ["category": "food"]),
            SkillExample("list my taxi rides", arguments: ["category": "transport"]),
            SkillExample("show every expense this month", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("what are my latest entries", arguments: [:]),
            SkillExample("show my shopping purchases", arguments: ["category": "shopping"]),
            SkillExample("display the ledger", arguments: [:]),
            SkillExample("itemize last week's spending", arguments: ["from": "2026-11-23", "to": "2026-11-29"]),
            SkillExample("what have I recorded recently", arguments: [:]),
            SkillExample("list the entries from today", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample(
                "show the transactions from the day before yesterday",
                arguments: ["from": "2026-11-30", "to": "2026-11-30"]),
            SkillExample("list my health expenses", arguments: ["category": "health"]),
            SkillExample("show my coffee purchases", arguments: ["category": "food"]),
            SkillExample(
                "go through this month's transactions", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("show the last ten entries", arguments: [:]),
            SkillExample("let me see my expense history", arguments: [:]),
            SkillExample("list all my income entries", arguments: ["category": "salary"]),
            SkillExample(
                "show rent payments this month",
                arguments: ["from": "2026-12-01", "to": "2026-12-31", "category": "housing"]),
            SkillExample("what did I log today", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample(
                "show me each purchase from last week", arguments: ["from": "2026-11-23", "to": "2026-11-29"]),
            SkillExample("recent ledger entries please", arguments: [:]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let book = LedgerBook(try context.requireStorage())
        let language = context.replyLanguage()
        let today = context.today
        let to = try DateArgument.day(arguments.to, field: "to", today: today, fallback: today)
        let from = try DateArgument.day(arguments.from, field: "from", today: today, fallback: to.adding(days: -30))
        let category = try LedgerSummarySkill.category(arguments.category)
        let entries = try await book.entries(
            from: from, to: to.adding(days: 1), category: category, limit: min(max(arguments.limit ?? 20, 1), 500))
        let data: JSONValue = ["entries": .array(entries.map(LedgerWording.data))]
        guard !entries.isEmpty else {
            let text =
                language == .chinese ? "\(from.iso) 至 \(to.iso) 没有记录。" : "No entries from \(from.iso) to \(to.iso)."
            return SkillOutput(text, data: data, ui: .text(SKText(content: text)))
        }
        let heading =
            language == .chinese
            ? "\(from.iso) 至 \(to.iso) 的 \(entries.count) 笔记录：" : "\(entries.count) entries, \(from.iso) to \(to.iso):"
        let lines = entries.map { "- " + LedgerWording.line($0, language: language) }
        return SkillOutput(
            ([heading] + lines).joined(separator: "\n"), data: data,
            ui: .stack(
                SKStack(
                    direction: .vertical, spacing: 8,
                    children: [
                        .text(SKText(content: heading, style: .headline)),
                        LedgerWording.list(entries, language: language),
                    ])))
    }
}
