import AgentSkill
import Foundation
import SkillJSON

/// Finding the reminder a `reminder.done`, `reminder.delete` or `reminder.snooze` call means.
///
/// 1. `id` names it;
/// 2. else the `title` words — without the words of the request itself ("mark … as done", 再,
///    "10 minutes", 标记为完成, 删掉), which name no reminder — keep the reminders whose title matches best (the same title, one that
///    ends with or holds the words, a close match — as ``CalendarEventMatch`` scores event titles),
///    and when they match none (or say nothing), the request as typed (`said`, without those
///    words) names one the same way, or by a shared run of words;
///    among equals, the one that rang last, else the soonest due;
/// 3. else (no words at all) the one whose alarm rang last ("10分钟后再提醒我", "done"), or the
///    only one there is.
enum ReminderLookup {
    /// What a look-up found.
    enum Found: Sendable, Hashable {
        /// The reminder meant.
        case one(Reminder)
        /// Nothing matches; `words` are what was said to name it (`nil`: nothing was said).
        case none(words: String?)
    }

    /// The reminder `arguments` mean among `candidates` (open ones, or all), with `lastFired`
    /// standing for "the one that just rang"; when nothing says which and nothing rang, the only
    /// candidate when `orTheOnlyOne` (done, delete: not snooze, which is about an alarm that rang).
    static func find(_ arguments: JSONValue, candidates: [Reminder], lastFired: Reminder?, orTheOnlyOne: Bool = true)
        -> Found
    {
        if let id = arguments["id"]?.intValue {
            let found = candidates.first { $0.id == Int64(id) }
            return found.map(Found.one) ?? .none(words: "#\(id)")
        }
        // The title words first, then the request as typed: each without the request's own words.
        let named = [arguments["title"], arguments["said"]].compactMap { value -> (said: String, words: String)? in
            guard let said = value?.stringValue, let words = nameWords(said) else { return nil }
            return (said.trimmingCharacters(in: .whitespacesAndNewlines), words)
        }
        for (_, words) in named {
            let scored = candidates.map { ($0, CalendarEventMatch.score(words, $0.title)) }.filter { $0.1 > 0 }
            if let best = scored.map(\.1).max(), let found = preferred(scored.filter { $0.1 >= best - 0.0001 }.map(\.0))
            {
                return .one(found)
            }
            let runs = candidates.compactMap { reminder in
                CalendarEventMatch.requestNames(words, reminder.title).map { (reminder, $0.count) }
            }
            if let longest = runs.map(\.1).max(), let found = preferred(runs.filter { $0.1 == longest }.map(\.0)) {
                return .one(found)
            }
        }
        // Nothing named that way: quote the title words as said, else what was left of the request.
        if let first = named.first {
            let title = arguments["title"]?.stringValue.flatMap(ReminderTime.nonEmpty)
            return .none(words: title != nil && nameWords(title ?? "") != nil ? first.said : first.words)
        }
        if let lastFired, candidates.contains(where: { $0.id == lastFired.id }) { return .one(lastFired) }
        if orTheOnlyOne, candidates.count == 1, let only = candidates.first { return .one(only) }
        return .none(words: nil)
    }

    /// The words of `text` that may name a reminder: without the words that ask to tick it off,
    /// snooze or remove it, and without lengths of time; `nil` when nothing of a name is left
    /// ("done", 完成了, "Again", 再, "10 minutes").
    static func nameWords(_ text: String) -> String? {
        var text = text.lowercased()
        for phrase in chineseCommandWords where text.contains(phrase) {
            text = text.replacingOccurrences(of: phrase, with: " ")
        }
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "-" })
            .filter { word in !englishCommandWords.contains(String(word)) && !word.allSatisfy(\.isNumber) }
        let left = words.joined(separator: " ")
        let ideographs = left.unicodeScalars.filter { $0.properties.isIdeographic }.count
        let letters = words.filter { $0.count >= 2 && $0.allSatisfy { $0.isASCII } }.count
        return ideographs >= 2 || letters > 0 ? left : nil
    }

    /// Chinese words of the requests, longest first (removed wherever they stand).
    static let chineseCommandWords: [String] = [
        "标记为已完成", "标记为完成", "标记成完成", "已经完成", "标记完成", "这个提醒", "那个提醒", "这条提醒", "那条提醒",
        "这个待办", "那个待办", "这条待办", "那条待办", "提醒事项", "这件事", "那件事", "再提醒", "再叫我", "一会儿",
        "等会儿", "等一会", "过一会", "晚一点", "做完了", "办完了", "已完成", "完成了", "搞定了", "勾掉", "划掉", "搞定",
        "做完", "办完", "完成", "标记", "提醒", "待办", "稍后", "晚点", "推迟", "延后", "分钟", "小时", "已经", "刚才",
        "可以", "叫我", "一下", "不需要", "不要了", "不用", "不要", "取消", "删除", "删掉", "删了", "去掉", "移除", "撤销", "再", "了", "吧", "我", "的",
        "后", "把", "过",
    ].sorted { $0.count > $1.count }

    /// English words of the requests.
    static let englishCommandWords: Set<String> = [
        "mark", "marked", "as", "done", "complete", "completed", "finished", "finish", "check", "checked", "off",
        "tick",
        "cross", "it", "that", "this", "one", "the", "a", "an", "my", "reminder", "reminders", "to-do", "todo",
        "task", "again", "later", "snooze", "snoozed", "remind", "me", "in", "for", "by", "minute", "minutes", "min",
        "mins", "hour", "hours", "more", "once", "please", "ok", "okay", "i", "did", "with", "all", "got", "is",
        "was", "about", "bit", "half", "to", "of", "give", "ping", "bug", "ask", "push", "back", "delay",
        "postpone", "until", "hit", "now", "have", "has", "i've", "it's", "that's", "ten", "five", "fifteen", "twenty",
        "thirty", "two", "three", "few", "delete", "remove", "cancel", "drop", "scrap", "clear", "rid", "get", "never",
        "mind", "don't", "stop", "reminding", "need", "anymore", "from", "list", "any", "longer",
    ]

    /// Among reminders that match equally: the one that rang last, else the soonest due, else the oldest.
    private static func preferred(_ reminders: [Reminder]) -> Reminder? {
        reminders.min { a, b in
            switch (a.fired, b.fired) {
            case (let x?, let y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                let (x, y) = (a.due ?? .distantFuture, b.due ?? .distantFuture)
                return x != y ? x < y : a.id < b.id
            }
        }
    }
}
