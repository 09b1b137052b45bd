import AgentSkill

/// The terminal chat's words about line editing, history and Ctrl-C, as typed values; their
/// wording, in English and Chinese, is in the central phrase table (``AgentSkill/Phrase``).
///
/// The chat speaks the language of the agent configuration's locale (`--locale`, else `LC_ALL`,
/// `LC_MESSAGES` or `LANG`): Chinese for `zh*`, English otherwise — see
/// ``AgentSkill/ReplyLanguage/init(locale:)``.
///
/// ```swift
/// ChatText.messageTooLong(characters: 20_000, limit: 16_000).text(in: .chinese)
/// // 这条消息有 20000 个字符，上限是 16000 个，没有发送。请缩短后再发。
/// ```
enum ChatText: Sendable, Hashable {
    /// A line over ``ChatSession/messageCharacterLimit`` was typed or pasted; it was not sent.
    case messageTooLong(characters: Int, limit: Int)
    /// Ctrl-C stopped the request that was running (or declined the call it asked about).
    case requestCancelled
    /// The history file could not be read or written; history then lasts for this session only.
    case historyNotKept(path: String, reason: String)

    /// One of each case, with sample values: what the table's tests go through.
    static let samples: [ChatText] = [
        .messageTooLong(characters: 20_000, limit: 16_000),
        .requestCancelled,
        .historyNotKept(path: "/home/someone/.local/state/agentskill/history", reason: "permission denied"),
    ]

    /// The words in `language`, from the central phrase table (``AgentSkill/Phrase``).
    func text(in language: ReplyLanguage) -> String {
        switch self {
        case .messageTooLong(let characters, let limit):
            Phrase.messageTooLong.text(in: language, ["characters": "\(characters)", "limit": "\(limit)"])
        case .requestCancelled:
            Phrase.chatCancelled.text(in: language)
        case .historyNotKept(let path, let reason):
            Phrase.historyNotKept.text(in: language, ["path": path, "reason": reason])
        }
    }
}
