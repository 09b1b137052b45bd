/// What the ``PermissionPolicy`` says about one call.
public enum PermissionDecision: Sendable, Hashable {
    /// Run it.
    case allow
    /// Do not run it; the answer says why.
    case deny(PermissionReason)
    /// Ask first. When `rememberForSession` is `true`, an approval also covers later calls of
    /// the same skill in this agent session.
    case ask(PermissionReason, rememberForSession: Bool)
}

/// Why the policy decided what it did: the effect's default, or a numbered rule.
public enum PermissionReason: Sendable, Hashable, CustomStringConvertible {
    /// No rule matched, so the call's effect decided (destructive calls are asked about).
    case effect(SkillEffect)
    /// Rule `number` (1-based, in file order) matched; `text` is the rule as written
    /// (`ledger.add when amount above 1000 → ask`).
    case rule(number: Int, text: String)

    public var description: String { message(in: .english) }

    /// The reason in the given language.
    public func message(in language: ReplyLanguage) -> String {
        let zh = language == .chinese
        switch self {
        case .effect(.destructive): return zh ? "这是删除或撤销操作" : "it deletes or undoes something"
        case .effect(.write): return zh ? "这会修改数据" : "it changes data"
        case .effect(.readOnly): return zh ? "这只读取数据" : "it only reads data"
        case .rule(let number, let text): return zh ? "规则 #\(number)：\(text)" : "rule #\(number): \(text)"
        }
    }
}

/// Why a call was not run.
public enum PermissionDenial: Sendable, Hashable, CustomStringConvertible {
    /// The policy forbids it.
    case policy(PermissionReason)
    /// It needed approval and the answer was no.
    case declined(PermissionReason)
    /// It needed approval and nobody could answer (no approver configured, or nobody listening).
    case unanswered(PermissionReason)
    /// It needed approval and nobody answered within the approval timeout.
    case timedOut(PermissionReason, after: Duration)

    public var description: String { message(in: .english) }

    /// The explanation in the given language.
    public func message(in language: ReplyLanguage) -> String {
        let zh = language == .chinese
        switch self {
        case .policy(let reason):
            return zh ? "权限设置不允许（\(reason.message(in: language))）" : "the permission settings forbid it (\(reason))"
        case .declined(let reason):
            return zh
                ? "需要批准（\(reason.message(in: language))），但没有获得批准"
                : "it needed approval (\(reason)) and was not approved"
        case .unanswered(let reason):
            return zh
                ? "需要批准（\(reason.message(in: language))），但没有人可以批准"
                : "it needed approval (\(reason)) and nobody was there to approve it"
        case .timedOut(let reason, let after):
            let seconds = Int(after.components.seconds)
            let span =
                seconds % 60 == 0 && seconds >= 60
                ? (zh ? "\(seconds / 60) 分钟" : "\(seconds / 60) minute\(seconds == 60 ? "" : "s")")
                : (zh ? "\(seconds) 秒" : "\(seconds) second\(seconds == 1 ? "" : "s")")
            return zh
                ? "需要批准（\(reason.message(in: language))），但 \(span)内没有人回应"
                : "it needed approval (\(reason)) and nobody answered within \(span)"
        }
    }
}
