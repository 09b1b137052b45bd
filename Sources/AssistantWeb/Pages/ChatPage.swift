import SkillUI
import SkillUIHTML

/// The chat page at `/`: the skill panel, the message list and the composer, in the shell with
/// the phase indicator. `chat.js` brings it to life (it works against the JSON API and the event
/// stream); without script the page says so.
///
/// The document itself never scrolls: the page is the viewport's height, and only the message
/// list scrolls (`site.css`).
struct ChatPage {
    var language: PageLanguage
    /// The input's `maxlength`: the server's message limit (``WebApp/Limits/maxMessageCharacters``).
    var maxMessageCharacters = 4_000

    func render() -> String {
        let text = ChatText(language)
        var shell = PageShell(language: language, section: .chat, title: "AgentSkill")
        shell.scripts = ["chat.js"]
        shell.scriptText = text.forScript
        shell.headerStatus =
            "<span id=\"phase\" class=\"phase\" data-phase=\"idle\" role=\"status\" aria-live=\"polite\">"
            + "\(text.idle)</span>\n"
        var main = "<main class=\"chat\">\n"
        main += "<section class=\"skill-panel\" aria-labelledby=\"skills-title\">\n"
        main += "<h2 class=\"skill-panel-title\" id=\"skills-title\">\(text.skills)</h2>\n"
        main += "<ul class=\"skill-list\" id=\"skill-list\"></ul>\n"
        main += "<form class=\"skill-form\" id=\"skill-form\" hidden novalidate></form>\n"
        main += "</section>\n"
        main += "<ol class=\"messages\" id=\"messages\" aria-live=\"polite\" aria-label=\"\(text.conversation)\">\n"
        main += "<li class=\"empty-state\" id=\"empty-state\"><h1>\(text.welcome)</h1><p>\(text.hint)</p>"
        main += "<ul class=\"examples\">"
        for example in text.examples {
            let escaped = HTMLRenderer.escape(example)
            main += "<li><button type=\"button\" class=\"example\" data-example=\"\(escaped)\">\(escaped)</button></li>"
        }
        main += "</ul><noscript><p>\(text.noScript)</p></noscript></li>\n</ol>\n"
        main += "<form class=\"composer\" id=\"composer\">\n"
        main += "<label class=\"visually-hidden\" for=\"input\">\(text.message)</label>\n"
        main +=
            "<textarea id=\"input\" name=\"text\" rows=\"1\" maxlength=\"\(maxMessageCharacters)\" autocomplete=\"off\""
        main += " placeholder=\"\(text.placeholder)\" autofocus></textarea>\n"
        main += "<button type=\"submit\" class=\"button button-primary\" id=\"send\">\(text.send)</button>\n"
        main += "</form>\n<p class=\"notice\" id=\"notice\" role=\"alert\"></p>\n</main>\n"
        return shell.render(main: main)
    }
}

/// The chat page's words, in the page and for its script.
struct ChatText {
    let idle, skills, conversation, welcome, hint, noScript, message, placeholder, send: String
    let examples: [String]
    /// Strings `chat.js` shows (phases, buttons, errors), by key.
    let forScript: [String: String]

    init(_ language: PageLanguage) {
        switch language {
        case .chinese:
            (idle, skills, conversation) = ("空闲", "技能", "对话")
            (welcome, hint) = ("有什么可以帮你？", "直接输入，或点上面的技能填表运行。比如：")
            noScript = "这个页面需要 JavaScript。终端里也可以用：assistant chat"
            (message, placeholder, send) = ("消息", "输入消息，回车发送，Shift+回车换行", "发送")
            examples = ["明天下午3点开会", "午饭花了35元", "北京明天天气怎么样", "复读：你好"]
            forScript = [
                "idle": "空闲", "thinking": "思考中…", "executing": "正在运行 {skill}…",
                "awaitingApproval": "等待确认：{skill}", "responding": "回复中…", "offline": "连接断开，正在重连…",
                "run": "运行", "cancel": "取消", "required": "必填", "confirm": "确认", "deny": "拒绝",
                "approvalTitle": "需要你的确认", "approved": "已确认", "denied": "已拒绝", "expired": "已过期",
                "sendFailed": "发送失败：{error}", "actionFailed": "操作失败：{error}", "you": "你", "agent": "助手",
                "yes": "是", "no": "否", "unset": "（不填）", "send": "发送", "stop": "停止", "stopping": "正在停止…",
                "stopped": "已停止", "stopFailed": "无法停止：{error}", "notifyOffer": "到时在本机弹出通知",
                "tooLong": "消息太长：{length} 个字符，上限是 {limit} 个。请删减后再发送。",
            ]
        case .english:
            (idle, skills, conversation) = ("Idle", "Skills", "Conversation")
            (welcome, hint) = (
                "What can I do for you?", "Type a request, or pick a skill above and fill in its form. For example:"
            )
            noScript = "This page needs JavaScript. The terminal works too: assistant chat"
            (message, placeholder, send) = ("Message", "Type a message — Enter sends, Shift+Enter adds a line", "Send")
            examples = [
                "meeting tomorrow at 3pm", "lunch cost $12", "is tomorrow good for a run in Boston?", "echo hello",
            ]
            forScript = [
                "idle": "Idle", "thinking": "Thinking…", "executing": "Running {skill}…",
                "awaitingApproval": "Waiting for you: {skill}", "responding": "Answering…",
                "offline": "Connection lost — reconnecting…", "run": "Run", "cancel": "Cancel", "required": "required",
                "confirm": "Confirm", "deny": "Deny", "approvalTitle": "Your confirmation is needed",
                "approved": "Confirmed", "denied": "Denied", "expired": "Expired",
                "sendFailed": "Could not send: {error}",
                "actionFailed": "The action failed: {error}", "you": "You", "agent": "Assistant", "yes": "yes",
                "no": "no", "unset": "(none)", "send": "Send", "stop": "Stop", "stopping": "Stopping…",
                "stopped": "Stopped", "stopFailed": "Could not stop: {error}",
                "notifyOffer": "Notify me on this device when it's time",
                "tooLong":
                    "Your message is too long: {length} characters, and the limit is {limit}. Shorten it and send it again.",
            ]
        }
    }
}
