import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `ledger.add`: records an expense or an income. Amounts are exact decimals (never floating
/// point), stored as integer minor units with an ISO 4217 currency.
///
/// `{"amount": "35", "category": "food", "note": "午饭"}` → an expense of 35.00 CNY today.
public struct LedgerAddSkill: TypedSkill {
    /// The entry.
    public struct Arguments: Decodable, Sendable {
        /// The amount: a decimal string (`"35.50"`) or a JSON number.
        public var amount: JSONValue
        /// ISO 4217 code; default the skill's default currency.
        public var currency: String?
        /// `expense` (default) or `income`, or 支出/收入.
        public var kind: String?
        /// One of the fixed categories, in English or Chinese (餐饮, 交通…), or a synonym (午饭 → food).
        public var category: String?
        /// The day: `YYYY-MM-DD`, today, yesterday, 昨天…; default today.
        public var date: String?
        /// A note.
        public var note: String?
    }

    public let id = "ledger.add"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Money spent or received ("午饭花了35元") is routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryRecord] }
    public var permissions: [SkillPermission] { [.ledgerRead, .ledgerWrite] }
    public var effect: SkillEffect { .write }
    /// A day said without a direction is the past one ("周五花了50" is last Friday); no day is today.
    public var dateReading: DateReading { [.leansToPast, .defaultsToToday] }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `ledger.add.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("ledger.add")
    public var uiActions: [String] { ["undo"] }
    /// The currency used when a call names none.
    public let defaultCurrency: String

    public var parameters: JSONSchema {
        var amount = JSONSchema(description: "The amount, as a decimal string such as \"35.50\" (or a number)")
        amount.type = nil
        return .object(
            [
                "amount": amount,
                "currency": .string(description: "ISO 4217 code, e.g. CNY, USD", pattern: "^[A-Za-z]{3}$"),
                "kind": .string(description: "expense (default) or income", enum: ["expense", "income", "支出", "收入"]),
                "category": .string(
                    description: "food, transport, shopping, housing, entertainment, health, education, salary, other"),
                "date": .string(description: "YYYY-MM-DD, today, yesterday… (default today)"),
                "note": .string(description: "A note"),
            ], required: ["amount"], additionalProperties: false)
    }

    /// Creates the skill; `defaultCurrency` is used when a call names none (the config's `ledger.currency`).
    public init(defaultCurrency: String = "CNY") {
        self.defaultCurrency = defaultCurrency.uppercased()
    }

    public func effect(for arguments: JSONValue) -> SkillEffect {
        arguments["action"] == "undo" ? .destructive : .write
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let book = LedgerBook(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments.note ?? "")
        let amountText: String
        switch arguments.amount {
        case .string(let text): amountText = text
        case .number: amountText = arguments.amount.stableString()
        default:
            throw StandardSkillError(
                .invalidMoney, "the amount must be a number or a decimal string, like \"35.50\"",
                chinese: "金额必须是数字，或写成数字的文本，例如“35.50”")
        }
        let amount = try Money.parse(amountText, currency: arguments.currency ?? defaultCurrency)
        let kind = try Self.kind(arguments.kind)
        var category = kind == .income ? LedgerCategory.salary : .other
        if let name = arguments.category, !name.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let known = LedgerCategory(name: name) else { throw LedgerCategory.unknown(name) }
            category = known
        }
        let date = try DateArgument.day(arguments.date, field: "date", today: context.today, fallback: context.today)
        let entry = try await book.add(
            kind: kind, amount: amount, category: category, date: date,
            note: arguments.note.flatMap { $0.isEmpty ? nil : $0 }, created: context.now)
        let text =
            language == .chinese
            ? "已记账：\(LedgerWording.line(entry, language: language))"
            : "Recorded: \(LedgerWording.line(entry, language: language))"
        let card = SKComponent.card(
            SKCard(
                title: (entry.kind == .expense ? "-" : "+") + LedgerWording.amount(entry.amount, language: language),
                subtitle: "\(entry.date.iso) · \(LedgerWording.category(entry.category, language: language))",
                children: [entry.note.map { SKComponent.text(SKText(content: $0)) }].compactMap { $0 } + [
                    .button(
                        SKButton(
                            title: language == .chinese ? "撤销" : "Undo", action: "undo",
                            payload: ["id": .number(Double(entry.id))], role: .destructive))
                ]))
        return SkillOutput(text, data: LedgerWording.data(entry), ui: card)
    }

    /// A card's undo button: finds its entry first, so the approval names it, and an entry
    /// already gone is answered without asking.
    public func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation {
        guard action.action == "undo", let id = action.payload?["id"]?.intValue.map(Int64.init) else {
            return .proceed(summary: nil)
        }
        let language = context.replyLanguage()
        guard let entry = try await LedgerBook(try context.requireStorage()).entry(id: id) else {
            return .answer(LedgerUndoSkill.nothingToUndo(id: id, language: language))
        }
        return .proceed(summary: LedgerUndoSkill.summary(of: entry, language: language))
    }

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        guard action.action == "undo" else {
            throw StandardSkillError(
                .invalidArgument, "unknown ledger action '\(action.action)' — only undo is offered",
                chinese: "记账卡片没有“\(action.action)”这个操作，只能撤销")
        }
        let expected = action.payload?["id"]?.intValue.map(Int64.init)
        return try await LedgerUndoSkill.undo(expectedID: expected, context: context)
    }

    static func kind(_ text: String?) throws(StandardSkillError) -> LedgerKind {
        switch text?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "expense", "支出", "花费": return .expense
        case "income", "收入": return .income
        case let other?:
            throw StandardSkillError(
                .invalidArgument, "kind '\(other)' is neither expense nor income",
                chinese: "收支类型“\(other)”无效：只能是支出或收入")
        }
    }
}
