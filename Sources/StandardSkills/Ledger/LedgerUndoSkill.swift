import AgentSkill
import SkillJSON
import SkillUI

/// `ledger.undo`: removes the most recently added entry. Destructive: the permission policy asks
/// first, and ``prepare(_:context:)`` finds the entry before it asks, so the approval names it
/// ("撤销记账：12-02 餐饮 午饭 支出 35.00 元") and the entry approved is the one removed, even if
/// another was added while the question waited.
public struct LedgerUndoSkill: Skill {
    public let id = "ledger.undo"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Requests to take back an entry ("撤销上一笔") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryUndo] }
    public var permissions: [SkillPermission] { [.ledgerRead, .ledgerWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `ledger.undo.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("ledger.undo")
    public var parameters: JSONSchema {
        .object(
            [
                "id": .integer(
                    description: "The entry to remove (default: the newest); found before approval", minimum: 1)
            ],
            additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    /// Finds the entry first: an empty ledger is answered at once, with nothing to approve;
    /// otherwise the call names the entry by id, and the approval says which it is.
    public func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        let book = LedgerBook(try context.requireStorage())
        let id = arguments["id"]?.intValue.map(Int64.init)
        let entry = if let id { try await book.entry(id: id) } else { try await book.lastEntry() }
        guard let entry else { return .answer(Self.nothingToUndo(id: id, language: context.replyLanguage())) }
        return .proceed(
            arguments: ["id": .number(Double(entry.id))],
            summary: Self.summary(of: entry, language: context.replyLanguage()))
    }

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await Self.undo(expectedID: arguments["id"]?.intValue.map(Int64.init), context: context)
    }

    /// `撤销记账：2026-12-02 · 餐饮 · 午饭 · 支出 35.00 元` / `Undo entry: …`: the approval's line.
    static func summary(of entry: LedgerEntry, language: ReplyLanguage) -> String {
        (language == .chinese ? "撤销记账：" : "Undo entry: ") + LedgerWording.line(entry, language: language)
    }

    /// The answer when there is nothing to remove: an empty ledger, or entry `id` already gone.
    static func nothingToUndo(id: Int64?, language: ReplyLanguage) -> SkillOutput {
        let text =
            id == nil
            ? (language == .chinese ? "账本是空的，没有可以撤销的记录。" : "The ledger is empty; there is nothing to undo.")
            : (language == .chinese ? "这笔记录已经不在了。" : "That entry is already gone.")
        return SkillOutput(text, data: ["removed": .null])
    }

    /// Removes entry `expectedID` (a card's undo button), or the newest entry when `nil`.
    static func undo(expectedID: Int64?, context: SkillContext) async throws -> SkillOutput {
        let book = LedgerBook(try context.requireStorage())
        let language = context.replyLanguage()
        let removed: LedgerEntry?
        if let expectedID {
            removed = try await book.delete(id: expectedID)
        } else {
            removed = try await book.undoLast()
        }
        guard let removed else { return nothingToUndo(id: expectedID, language: language) }
        let line = LedgerWording.line(removed, language: language)
        let text = language == .chinese ? "已撤销：\(line)" : "Removed: \(line)"
        return SkillOutput(
            text, data: ["removed": LedgerWording.data(removed)],
            ui: .card(
                SKCard(
                    title: text,
                    children: [
                        .badge(
                            SKBadge(text: language == .chinese ? "已撤销" : "Undone", color: .semantic(.secondaryLabel)))
                    ])))
    }
}
