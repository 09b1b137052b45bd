import AgentSkill
import SkillJSON
import SkillUI

/// `ledger.summary`: totals for a period per currency and kind, by category, with a bar chart.
public struct LedgerSummarySkill: TypedSkill {
    /// The period and filter.
    public struct Arguments: Decodable, Sendable {
        /// The first day (default: the first of this month).
        public var from: String?
        /// The last day, included (default today).
        public var to: String?
        /// Only this category.
        public var category: String?
    }

    public let id = "ledger.summary"
    public let name = "收支汇总 Ledger summary"
    public let description = "Totals of expenses and income between two dates, by category (default: this month)"
    /// Questions of totals ("这个月花了多少") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entrySummary] }
    public var permissions: [SkillPermission] { [.ledgerRead] }
    public var effect: SkillEffect { .readOnly }
    /// A day said without a direction is the past one: the ledger looks back ("周五花了多少").
    public var dateReading: DateReading { .leansToPast }
    public var keywords: [String] { ["expense summary", "spending summary", "收支汇总", "花了多少", "本月支出"] }
    public var parameters: JSONSchema {
        .object(
            [
                "from": .string(description: "First day (default: the first of this month)"),
                "to": .string(description: "Last day, included (default today)"),
                "category": .string(description: "Only this category"),
            ], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("这个月花了多少钱", arguments: [:]),
            SkillExample("本月支出汇总", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("上个月一共花了多少", arguments: ["from": "2026-11-01", "to": "2026-11-30"]),
            SkillExample("这周花了多少钱", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("今天花了多少", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("昨天总共消费多少", arguments: ["from": "2026-12-01", "to": "2026-12-01"]),
            SkillExample("这个月吃饭花了多少", arguments: ["category": "food"]),
            SkillExample("上个月交通费一共多少", arguments: ["from": "2026-11-01", "to": "2026-11-30", "category": "transport"]),
            SkillExample("收支汇总", arguments: [:]),
            SkillExample("我这个月的收入和支出", arguments: [:]),
            SkillExample("统计一下本月的开销", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("上周的消费情况", arguments: ["from": "2026-11-23", "to": "2026-11-29"]),
            SkillExample("这个月购物花了多少", arguments: ["category": "shopping"]),
            SkillExample(
                "今年在娱乐上花了多少钱", arguments: ["from": "2026-01-01", "to": "2026-12-31", "category": "entertainment"]),
            SkillExample("帮我算算这个月的账", arguments: [:]),
            SkillExample("最近花钱多吗", arguments: [:]),
            SkillExample("本月咖啡一共花了多少", arguments: ["category": "food"]),
            SkillExample("11月的账单汇总", arguments: ["from": "2026-11-01", "to": "2026-11-30"]),
            SkillExample("这周打车花了多少钱", arguments: ["from": "2026-11-30", "to": "2026-12-06", "category": "transport"]),
            SkillExample("看看这个月的支出分类", arguments: [:]),
            SkillExample("我这个月存了多少钱", arguments: [:]),
            SkillExample("上个月医疗花了多少", arguments: ["from": "2026-11-01", "to": "2026-11-30", "category": "health"]),
            SkillExample("本月总支出是多少", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("这个月的工资收入多少", arguments: ["category": "salary"]),
            SkillExample("花钱情况总结一下", arguments: [:]),
            SkillExample("今天一共消费了多少钱", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("how much did I spend this month", arguments: [:]),
            SkillExample("spending summary", arguments: [:]),
            SkillExample("expense summary for last month", arguments: ["from": "2026-11-01", "to": "2026-11-30"]),
            SkillExample("how much have I spent this week", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("what did I spend today", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("total spending yesterday", arguments: ["from": "2026-12-01", "to": "2026-12-01"]),
            SkillExample("how much did I spend on food this month", arguments: ["category": "food"]),
            SkillExample(
                "how much went to transport last month",
                arguments: ["from": "2026-11-01", "to": "2026-11-30", "category": "transport"]),
            SkillExample("show my income and expenses", arguments: [:]),
            SkillExample("break down my spending by category", arguments: [:]),
            SkillExample(
                "what's my total expense for November", arguments: ["from": "2026-11-01", "to": "2026-11-30"]),
            SkillExample("how much have I spent on coffee this month", arguments: ["category": "food"]),
            SkillExample("summarize my spending last week", arguments: ["from": "2026-11-23", "to": "2026-11-29"]),
            SkillExample("how much did shopping cost me this month", arguments: ["category": "shopping"]),
            SkillExample("what's my budget looking like", arguments: [:]),
            SkillExample("how much money did I make this month", arguments: ["category": "salary"]),
            SkillExample(
                "total taxi costs this week",
                arguments: ["from": "2026-11-30", "to": "2026-12-06", "category": "transport"]),
            SkillExample("give me a spending report", arguments: [:]),
            SkillExample(
                "how much have I spent so far this year", arguments: ["from": "2026-01-01", "to": "2026-12-31"]),
            SkillExample(
                "what did entertainment cost me in November",
                arguments: ["from": "2026-11-01", "to": "2026-11-30", "category": "entertainment"]),
            SkillExample("am I spending too much this month", arguments: [:]),
            SkillExample("what are my monthly totals", arguments: [:]),
            SkillExample(
                "how much did I spend on rent last month",
                arguments: ["from": "2026-11-01", "to": "2026-11-30", "category": "housing"]),
            SkillExample("sum up today's expenses", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("where did my money go this month", arguments: [:]),
            SkillExample("expense totals by category", arguments: [:]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let book = LedgerBook(try context.requireStorage())
        let language = context.replyLanguage()
        let today = context.today
        let firstOfMonth = LocalDate(year: today.year, month: today.month, day: 1) ?? today
        let from = try DateArgument.day(arguments.from, field: "from", today: today, fallback: firstOfMonth)
        let to = try DateArgument.day(arguments.to, field: "to", today: today, fallback: today)
        guard to >= from else {
            throw StandardSkillError(.invalidArgument, "'to' (\(to.iso)) is before 'from' (\(from.iso))")
        }
        let category = try Self.category(arguments.category)
        let summary = try await book.summary(from: from, to: to.adding(days: 1), category: category)
        let period = language == .chinese ? "\(from.iso) 至 \(to.iso)" : "\(from.iso) to \(to.iso)"
        let data: JSONValue = [
            "from": .string(from.iso), "to": .string(to.iso),
            "totals": .array(summary.totals.map(Self.data)), "byCategory": .array(summary.byCategory.map(Self.data)),
        ]
        guard !summary.totals.isEmpty else {
            let text = language == .chinese ? "\(period)没有记录。" : "No entries from \(period)."
            return SkillOutput(text, data: data, ui: .text(SKText(content: text)))
        }
        var lines = [language == .chinese ? "\(period)：" : "\(period):"]
        for total in summary.totals {
            let parts = summary.byCategory.filter {
                $0.kind == total.kind && $0.amount.currency == total.amount.currency
            }
            .map {
                "\(LedgerWording.category($0.category ?? .other, language: language)) \(LedgerWording.amount($0.amount, language: language))"
            }
            lines.append(
                "- \(LedgerWording.kind(total.kind, language: language)) \(LedgerWording.amount(total.amount, language: language))"
                    + (language == .chinese ? "（\(total.count) 笔）" : " (\(total.count))")
                    + (parts.count > 1
                        ? (language == .chinese ? "：" : ": ")
                            + parts.joined(separator: language == .chinese ? "，" : ", ") : ""))
        }
        var children: [SKComponent] = summary.totals.map { total in
            .text(
                SKText(
                    content:
                        "\(LedgerWording.kind(total.kind, language: language)) \(LedgerWording.amount(total.amount, language: language))",
                    style: .headline, color: .semantic(total.kind == .expense ? .danger : .success)))
        }
        // One bar chart per currency that has expenses: the categories' shares of spending.
        for total in summary.totals where total.kind == .expense {
            let rows = summary.byCategory.filter { $0.kind == .expense && $0.amount.currency == total.amount.currency }
            guard rows.count > 1 else { continue }
            children.append(
                .chart(
                    SKChart(
                        kind: .bar,
                        title: (language == .chinese ? "支出分类" : "Spending by category") + " (\(total.amount.currency))",
                        labels: rows.map { LedgerWording.category($0.category ?? .other, language: language) },
                        series: [
                            SKChart.Series(
                                name: total.amount.currency,
                                values: rows.map { Double($0.amount.decimalString) ?? 0 })
                        ])))
        }
        return SkillOutput(
            lines.joined(separator: "\n"), data: data,
            ui: .card(SKCard(title: language == .chinese ? "收支汇总" : "Summary", subtitle: period, children: children)))
    }

    static func data(_ total: LedgerBook.Summary.Total) -> JSONValue {
        [
            "kind": .string(total.kind.rawValue), "category": total.category.map { .string($0.rawValue) } ?? .null,
            "amount": .string(total.amount.decimalString), "currency": .string(total.amount.currency),
            "count": .number(Double(total.count)),
        ]
    }

    /// A category argument; `nil` when absent, an error naming the choices when unknown.
    static func category(_ name: String?) throws(StandardSkillError) -> LedgerCategory? {
        guard let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let category = LedgerCategory(name: name) else {
            let names = LedgerCategory.allCases.map { "\($0.rawValue) (\($0.chineseName))" }.joined(separator: ", ")
            throw StandardSkillError(.invalidArgument, "unknown category '\(name)' — use one of \(names)")
        }
        return category
    }
}
