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
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Requests to list entries ("最近记了哪些账") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryList] }
    public var permissions: [SkillPermission] { [.ledgerRead] }
    public var effect: SkillEffect { .readOnly }
    /// A day said without a direction is the past one: the ledger looks back ("周五花了多少").
    public var dateReading: DateReading { .leansToPast }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `ledger.list.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("ledger.list")
    public var parameters: JSONSchema {
        .object(
            [
                "from": .string(description: "First day (default: 30 days ago)"),
                "to": .string(description: "Last day, included (default today)"),
                "category": .string(description: "Only this category"),
                "limit": .integer(description: "At most this many", minimum: 1, maximum: 500, default: 20),
            ], additionalProperties: false)
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
