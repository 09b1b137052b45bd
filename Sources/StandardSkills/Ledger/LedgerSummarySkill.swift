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
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Questions of totals ("这个月花了多少") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entrySummary] }
    public var permissions: [SkillPermission] { [.ledgerRead] }
    public var effect: SkillEffect { .readOnly }
    /// A day said without a direction is the past one: the ledger looks back ("周五花了多少").
    public var dateReading: DateReading { .leansToPast }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `ledger.summary.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("ledger.summary")
    public var parameters: JSONSchema {
        .object(
            [
                "from": .string(description: "First day (default: the first of this month)"),
                "to": .string(description: "Last day, included (default today)"),
                "category": .string(description: "Only this category"),
            ], additionalProperties: false)
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
            throw DateArgument.backwards(from: from, to: to)
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
                        title: language == .chinese
                            ? "支出分类（\(total.amount.currency == "CNY" ? "元" : total.amount.currency)）"
                            : "Spending by category (\(total.amount.currency))",
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
        guard let category = LedgerCategory(name: name) else { throw LedgerCategory.unknown(name) }
        return category
    }
}
