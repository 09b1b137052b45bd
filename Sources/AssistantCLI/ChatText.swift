import AgentSkill

/// The terminal chat's own words about line editing, history and Ctrl-C, in English and Chinese,
/// side by side in this one table (so they can move into the project's central localization table
/// together).
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

    /// The words in English (`en`) and Chinese (`zh`).
    var forms: (en: String, zh: String) {
        switch self {
        case .messageTooLong(let characters, let limit):
            (
                "that message is \(characters) characters; the limit is \(limit) — it was not sent."
                    + " Shorten it and send it again.",
                "这条消息有 \(characters) 个字符，上限是 \(limit) 个，没有发送。请缩短后再发。"
            )
        case .requestCancelled:
            (
                "cancelled (Ctrl-C) — the chat goes on: type another request, or Ctrl-D to leave.",
                "已取消（Ctrl-C）。对话继续：请输入新的请求，或按 Ctrl-D 退出。"
            )
        case .historyNotKept(let path, let reason):
            (
                "warning: could not keep the chat history in \(path): \(reason) — history lasts for this session only",
                "警告：无法把对话历史保存到 \(path)：\(reason)——历史只在本次对话中有效"
            )
        }
    }

    /// The words in `language`.
    func text(in language: ReplyLanguage) -> String {
        language == .chinese ? forms.zh : forms.en
    }
}
