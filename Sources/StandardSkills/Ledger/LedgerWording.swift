import AgentSkill
import SkillJSON
import SkillUI

/// How money and entries read in answers and look on cards, in Chinese and English.
enum LedgerWording {
    /// `35.00 元` (CNY in Chinese), otherwise `35.00 CNY`.
    static func amount(_ money: Money, language: ReplyLanguage) -> String {
        language == .chinese && money.currency == "CNY"
            ? "\(money.decimalString) 元" : "\(money.decimalString) \(money.currency)"
    }

    /// A total as ``amount(_:language:)`` writes an amount.
    static func amount(_ total: MoneyTotal, language: ReplyLanguage) -> String {
        language == .chinese && total.currency == "CNY"
            ? "\(total.decimalString) 元" : "\(total.decimalString) \(total.currency)"
    }

    static func category(_ category: LedgerCategory, language: ReplyLanguage) -> String {
        language == .chinese ? category.chineseName : category.englishName
    }

    static func kind(_ kind: LedgerKind, language: ReplyLanguage) -> String {
        language == .chinese ? kind.chineseName : kind.englishName
    }

    /// `2026-12-02 · 餐饮 · 午饭 · 支出 35.00 元`.
    static func line(_ entry: LedgerEntry, language: ReplyLanguage) -> String {
        let parts =
            [entry.date.iso, category(entry.category, language: language)]
            + [entry.note].compactMap { $0 }.filter { !$0.isEmpty }
            + ["\(kind(entry.kind, language: language)) \(amount(entry.amount, language: language))"]
        return parts.joined(separator: " · ")
    }

    /// The entry as skill data.
    static func data(_ entry: LedgerEntry) -> JSONValue {
        [
            "id": .number(Double(entry.id)), "kind": .string(entry.kind.rawValue),
            "amount": .string(entry.amount.decimalString), "currency": .string(entry.amount.currency),
            "category": .string(entry.category.rawValue), "date": .string(entry.date.iso),
            "note": entry.note.map(JSONValue.string) ?? .null,
        ]
    }

    /// Rows for a list of entries.
    static func list(_ entries: [LedgerEntry], language: ReplyLanguage) -> SKComponent {
        .list(
            SKList(
                items: entries.map { entry in
                    SKList.Item(
                        title: entry.note.flatMap { $0.isEmpty ? nil : $0 }
                            ?? category(entry.category, language: language),
                        subtitle: "\(entry.date.iso) · \(category(entry.category, language: language))",
                        trailing: (entry.kind == .expense ? "-" : "+") + amount(entry.amount, language: language))
                }))
    }
}
