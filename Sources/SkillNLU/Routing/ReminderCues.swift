/// Words that say a request is about a reminder, whatever the classifier's n-grams made of it.
/// (Each list is matched as ``RequestShape/contains(_:_:)`` matches: English as whole words.)
///
/// The skills that keep reminders (``AgentSkill/SkillRole/reminderCreate``) and put one off
/// (``AgentSkill/SkillRole/reminderSnooze``) share their words with the calendar's: "at 5pm to call
/// mom" is a reminder when it says "remind me", an event when it says nothing of the kind; "推迟一小时"
/// puts off the alarm that just rang only when the sentence says 再, 提醒 or "snooze" — else it
/// moves an event ("项目评审推迟一小时"). The router keeps the classifier's choice of those skills only
/// when these words are there (a new to-do may instead say its deadline: 周五前把报告交了).
enum ReminderCues {
    /// Whether `text` asks to be reminded or keeps a to-do: 提醒我, 别忘了, 待办, "remind me", "to-do".
    static func asksToBeReminded(_ text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, remindWords)
    }

    /// Whether `text` asks to be woken: 叫醒, 叫我起床, "wake me", "get me up".
    static func asksToBeWoken(_ text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, wakeWords)
    }

    /// What a wake-up call with nothing else to say is kept as: 起床, "Wake up".
    static func wakeUpTitle(chinese: Bool) -> String { chinese ? "起床" : "Wake up" }

    /// Whether `text` asks for an alarm again, or later: 再提醒, 稍后, 等会儿, "snooze", "again", "later".
    static func asksAgain(_ text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, againWords)
    }

    /// Whether `text` says something is done: 完成, 搞定, 交了, "done", "finished", "check off".
    static func saysDone(_ text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, doneWords)
    }

    /// Whether `text` asks something (几, 啥, 哪些, "how many", a question mark) rather than keeps it.
    static func asksAQuestion(_ text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, questionWords) || text.scalars.last == "?" || text.scalars.last == "？"
    }

    private static let remindWords = RequestShape.Cues([
        "提醒", "别忘", "不要忘", "待办", "叫我", "喊我", "remind", "reminder", "to-do", "todo", "to do list",
        "don't let me forget", "don't forget", "ping me", "nudge me", "alert me", "bug me", "wake me",
        "get me up", "叫醒",
    ])

    private static let wakeWords = RequestShape.Cues(["叫醒", "叫我起床", "喊我起床", "wake me", "get me up"])

    private static let againWords = RequestShape.Cues([
        "再提醒", "再叫", "再喊", "再响", "再说", "再给我", "稍后", "等会", "等一会", "等下", "晚点", "晚一点", "一会", "提醒", "snooze",
        "again", "later", "remind", "reminder", "once more", "more minutes", "ping me", "bug me",
    ])

    private static let doneWords = RequestShape.Cues([
        "完成", "做完", "搞定", "办完", "办好", "弄好", "做好", "晾好", "好了", "了", "勾掉", "划掉", "done", "finish", "finished",
        "complete", "completed", "check off", "check it off", "tick off", "tick it off", "cross off", "mark", "did it",
        "i did", "i've", "i have", "already", "is sent", "is paid",
    ])

    private static let questionWords = RequestShape.Cues([
        "几", "多少", "啥", "什么", "哪些", "吗", "how many", "what", "which", "anything", "any ", "show", "list",
    ])
}
