import AgentSkill
import SkillJSON
import SkillUI

/// `ledger.undo`: removes the most recently added entry. Destructive: the permission policy asks first.
public struct LedgerUndoSkill: Skill {
    public let id = "ledger.undo"
    public let name = "撤销记账 Undo last entry"
    public let description = "Removes the most recently recorded ledger entry"
    /// Requests to take back an entry ("撤销上一笔") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryUndo] }
    public var permissions: [SkillPermission] { [.ledgerRead, .ledgerWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { ["undo expense", "undo last entry", "撤销记账", "删除上一笔"] }
    public var parameters: JSONSchema { .object([:], additionalProperties: false) }

    public var examples: [SkillExample] {
        [
            SkillExample("撤销记账", arguments: [:]),
            SkillExample("删除上一笔", arguments: [:]),
            SkillExample("刚才那笔记错了，撤销", arguments: [:]),
            SkillExample("撤回最后一笔账", arguments: [:]),
            SkillExample("上一笔不对，删掉", arguments: [:]),
            SkillExample("把刚记的那笔删了", arguments: [:]),
            SkillExample("撤销上一条记录", arguments: [:]),
            SkillExample("刚才记错账了", arguments: [:]),
            SkillExample("取消刚才的记账", arguments: [:]),
            SkillExample("最后一笔账不要了", arguments: [:]),
            SkillExample("撤销刚刚那一笔", arguments: [:]),
            SkillExample("删除最近一笔记录", arguments: [:]),
            SkillExample("那笔账撤回吧", arguments: [:]),
            SkillExample("刚记的账撤销一下", arguments: [:]),
            SkillExample("上一笔记账作废", arguments: [:]),
            SkillExample("我记错了，撤销上一笔", arguments: [:]),
            SkillExample("把最新的一笔账删除", arguments: [:]),
            SkillExample("撤掉刚才那笔支出", arguments: [:]),
            SkillExample("刚才的消费记录删掉", arguments: [:]),
            SkillExample("回退上一次记账", arguments: [:]),
            SkillExample("撤销最后一次记账", arguments: [:]),
            SkillExample("上一笔重复了，删掉", arguments: [:]),
            SkillExample("刚才多记了一笔，撤销", arguments: [:]),
            SkillExample("撤销刚才记的午饭", arguments: [:]),
            SkillExample("刚才那笔金额错了，先删掉", arguments: [:]),
            SkillExample("undo expense", arguments: [:]),
            SkillExample("undo last entry", arguments: [:]),
            SkillExample("undo that", arguments: [:]),
            SkillExample("delete the last entry", arguments: [:]),
            SkillExample("remove my last expense", arguments: [:]),
            SkillExample("that entry was wrong, undo it", arguments: [:]),
            SkillExample("scratch the last one", arguments: [:]),
            SkillExample("undo the last transaction", arguments: [:]),
            SkillExample("take back the last entry", arguments: [:]),
            SkillExample("I made a mistake, remove the last record", arguments: [:]),
            SkillExample("cancel the expense I just added", arguments: [:]),
            SkillExample("delete the entry I just made", arguments: [:]),
            SkillExample("revert the last ledger entry", arguments: [:]),
            SkillExample("oops, undo that expense", arguments: [:]),
            SkillExample("remove the most recent transaction", arguments: [:]),
            SkillExample("undo my last record", arguments: [:]),
            SkillExample("the last entry is a duplicate, delete it", arguments: [:]),
            SkillExample("roll back the last expense", arguments: [:]),
            SkillExample("get rid of the last entry", arguments: [:]),
            SkillExample("undo the coffee I just logged", arguments: [:]),
            SkillExample("erase the last expense", arguments: [:]),
            SkillExample("that was wrong, remove it from the ledger", arguments: [:]),
            SkillExample("undo the previous entry", arguments: [:]),
            SkillExample("delete my latest expense", arguments: [:]),
            SkillExample("please undo the last thing I recorded", arguments: [:]),
            SkillExample("void the last transaction", arguments: [:]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await Self.undo(expectedID: nil, context: context)
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
        guard let removed else {
            let text =
                expectedID == nil
                ? (language == .chinese ? "账本是空的，没有可以撤销的记录。" : "The ledger is empty; there is nothing to undo.")
                : (language == .chinese ? "这笔记录已经不在了。" : "That entry is already gone.")
            return SkillOutput(text, data: ["removed": .null])
        }
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
