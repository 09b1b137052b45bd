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
    public let name = "记账 Record expense"
    public let description = "Records an expense or an income: amount, currency, category, date and note"
    /// Money spent or received ("午饭花了35元") is routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryRecord] }
    public var permissions: [SkillPermission] { [.ledgerRead, .ledgerWrite] }
    public var effect: SkillEffect { .write }
    /// A day said without a direction is the past one ("周五花了50" is last Friday); no day is today.
    public var dateReading: DateReading { [.leansToPast, .defaultsToToday] }
    public var keywords: [String] { ["record expense", "add expense", "记账", "记一笔"] }
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
    public var examples: [SkillExample] {
        [
            SkillExample(
                "午饭花了35元",
                arguments: [
                    "amount": "35", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "taxi 12.5 dollars",
                arguments: [
                    "amount": "12.5", "currency": "USD", "kind": "expense", "category": "transport",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "打车花了28块",
                arguments: [
                    "amount": "28", "currency": "CNY", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "昨天买咖啡花了32元",
                arguments: [
                    "amount": "32", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-01",
                ]),
            SkillExample(
                "记一笔：地铁6元",
                arguments: [
                    "amount": "6", "currency": "CNY", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "早餐12块",
                arguments: [
                    "amount": "12", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "今天买衣服花了399",
                arguments: [
                    "amount": "399", "currency": "CNY", "kind": "expense", "category": "shopping", "date": "2026-12-02",
                ]),
            SkillExample(
                "交房租4500元",
                arguments: [
                    "amount": "4500", "currency": "CNY", "kind": "expense", "category": "housing", "date": "2026-12-02",
                ]),
            SkillExample(
                "看电影花了80块钱",
                arguments: [
                    "amount": "80", "currency": "CNY", "kind": "expense", "category": "entertainment",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "买药花了56.8元",
                arguments: [
                    "amount": "56.8", "currency": "CNY", "kind": "expense", "category": "health", "date": "2026-12-02",
                ]),
            SkillExample(
                "记账 学费3000",
                arguments: [
                    "amount": "3000", "currency": "CNY", "kind": "expense", "category": "education",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "这个月工资到账15000元",
                arguments: [
                    "amount": "15000", "currency": "CNY", "kind": "income", "category": "salary", "date": "2026-12-02",
                ]),
            SkillExample(
                "收到奖金2000元",
                arguments: [
                    "amount": "2000", "currency": "CNY", "kind": "income", "category": "salary", "date": "2026-12-02",
                ]),
            SkillExample(
                "晚饭和朋友吃火锅花了268",
                arguments: [
                    "amount": "268", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "前天加油花了300块",
                arguments: [
                    "amount": "300", "currency": "CNY", "kind": "expense", "category": "transport",
                    "date": "2026-11-30",
                ]),
            SkillExample(
                "网购日用品花了89元",
                arguments: [
                    "amount": "89", "currency": "CNY", "kind": "expense", "category": "shopping", "date": "2026-12-02",
                ]),
            SkillExample(
                "水电费交了210元",
                arguments: [
                    "amount": "210", "currency": "CNY", "kind": "expense", "category": "housing", "date": "2026-12-02",
                ]),
            SkillExample(
                "上周五聚餐AA了150元",
                arguments: [
                    "amount": "150", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-11-27",
                ]),
            SkillExample(
                "买了本书45块",
                arguments: [
                    "amount": "45", "currency": "CNY", "kind": "expense", "category": "education", "date": "2026-12-02",
                ]),
            SkillExample(
                "奶茶18元",
                arguments: [
                    "amount": "18", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "停车费20元",
                arguments: [
                    "amount": "20", "currency": "CNY", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "健身房年卡花了1999",
                arguments: [
                    "amount": "1999", "currency": "CNY", "kind": "expense", "category": "health",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "挂号费50元记一下",
                arguments: [
                    "amount": "50", "currency": "CNY", "kind": "expense", "category": "health", "date": "2026-12-02",
                ]),
            SkillExample(
                "帮我记一笔高铁票553.5元",
                arguments: [
                    "amount": "553.5", "currency": "CNY", "kind": "expense", "category": "transport",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "昨天超市买菜花了126块",
                arguments: [
                    "amount": "126", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-01",
                ]),
            SkillExample(
                "滴滴打车去机场花了96",
                arguments: [
                    "amount": "96", "currency": "CNY", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "报销收入800元",
                arguments: [
                    "amount": "800", "currency": "CNY", "kind": "income", "category": "other", "date": "2026-12-02",
                ]),
            SkillExample(
                "spent 15 dollars on lunch",
                arguments: [
                    "amount": "15", "currency": "USD", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "add expense: coffee 4.5 dollars",
                arguments: [
                    "amount": "4.5", "currency": "USD", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "record 30 yuan for the subway",
                arguments: [
                    "amount": "30", "currency": "CNY", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "I paid 1200 dollars rent",
                arguments: [
                    "amount": "1200", "currency": "USD", "kind": "expense", "category": "housing", "date": "2026-12-02",
                ]),
            SkillExample(
                "uber home was 23 dollars",
                arguments: [
                    "amount": "23", "currency": "USD", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "bought groceries for 86 dollars yesterday",
                arguments: [
                    "amount": "86", "currency": "USD", "kind": "expense", "category": "food", "date": "2026-12-01",
                ]),
            SkillExample(
                "movie tickets 30 dollars",
                arguments: [
                    "amount": "30", "currency": "USD", "kind": "expense", "category": "entertainment",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "spent 60 dollars at the pharmacy",
                arguments: [
                    "amount": "60", "currency": "USD", "kind": "expense", "category": "health", "date": "2026-12-02",
                ]),
            SkillExample(
                "log 45 dollars for books",
                arguments: [
                    "amount": "45", "currency": "USD", "kind": "expense", "category": "education", "date": "2026-12-02",
                ]),
            SkillExample(
                "got my salary of 5000 dollars",
                arguments: [
                    "amount": "5000", "currency": "USD", "kind": "income", "category": "salary", "date": "2026-12-02",
                ]),
            SkillExample(
                "received a 300 dollar bonus",
                arguments: [
                    "amount": "300", "currency": "USD", "kind": "income", "category": "salary", "date": "2026-12-02",
                ]),
            SkillExample(
                "dinner was 72 dollars",
                arguments: [
                    "amount": "72", "currency": "USD", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "filled up gas for 50 dollars",
                arguments: [
                    "amount": "50", "currency": "USD", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "new shoes 120 dollars",
                arguments: [
                    "amount": "120", "currency": "USD", "kind": "expense", "category": "shopping", "date": "2026-12-02",
                ]),
            SkillExample(
                "electricity bill 95 dollars",
                arguments: [
                    "amount": "95", "currency": "USD", "kind": "expense", "category": "housing", "date": "2026-12-02",
                ]),
            SkillExample(
                "I spent 25 euros on a train ticket",
                arguments: [
                    "amount": "25", "currency": "EUR", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "breakfast 8 dollars this morning",
                arguments: [
                    "amount": "8", "currency": "USD", "kind": "expense", "category": "food", "date": "2026-12-02",
                ]),
            SkillExample(
                "paid 40 dollars for parking",
                arguments: [
                    "amount": "40", "currency": "USD", "kind": "expense", "category": "transport", "date": "2026-12-02",
                ]),
            SkillExample(
                "add 200 yuan for a concert ticket",
                arguments: [
                    "amount": "200", "currency": "CNY", "kind": "expense", "category": "entertainment",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "spent 18 dollars on snacks yesterday",
                arguments: [
                    "amount": "18", "currency": "USD", "kind": "expense", "category": "food", "date": "2026-12-01",
                ]),
            SkillExample(
                "doctor visit cost me 150 dollars",
                arguments: [
                    "amount": "150", "currency": "USD", "kind": "expense", "category": "health", "date": "2026-12-02",
                ]),
            SkillExample(
                "record an expense of 9.99 for Netflix",
                arguments: [
                    "amount": "9.99", "currency": "USD", "kind": "expense", "category": "entertainment",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "I earned 400 dollars freelancing",
                arguments: [
                    "amount": "400", "currency": "USD", "kind": "income", "category": "other", "date": "2026-12-02",
                ]),
            SkillExample(
                "bus fare 2.75 dollars",
                arguments: [
                    "amount": "2.75", "currency": "USD", "kind": "expense", "category": "transport",
                    "date": "2026-12-02",
                ]),
            SkillExample(
                "put down 65 dollars for a gift",
                arguments: [
                    "amount": "65", "currency": "USD", "kind": "expense", "category": "shopping", "date": "2026-12-02",
                ]),
        ]
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
            throw StandardSkillError(.invalidMoney, "the amount must be a number or a decimal string, like \"35.50\"")
        }
        let amount = try Money.parse(amountText, currency: arguments.currency ?? defaultCurrency)
        let kind = try Self.kind(arguments.kind)
        var category = kind == .income ? LedgerCategory.salary : .other
        if let name = arguments.category, !name.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let known = LedgerCategory(name: name) else {
                let names = LedgerCategory.allCases.map { "\($0.rawValue) (\($0.chineseName))" }.joined(separator: ", ")
                throw StandardSkillError(.invalidArgument, "unknown category '\(name)' — use one of \(names)")
            }
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

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        guard action.action == "undo" else {
            throw StandardSkillError(
                .invalidArgument, "unknown ledger action '\(action.action)' — only undo is offered")
        }
        let expected = action.payload?["id"]?.intValue.map(Int64.init)
        return try await LedgerUndoSkill.undo(expectedID: expected, context: context)
    }

    static func kind(_ text: String?) throws(StandardSkillError) -> LedgerKind {
        switch text?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "expense", "支出", "花费": return .expense
        case "income", "收入": return .income
        case let other?: throw StandardSkillError(.invalidArgument, "kind '\(other)' is neither expense nor income")
        }
    }
}
