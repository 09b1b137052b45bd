import Foundation

/// Which occurrences of a repeating event a change or removal means (`scope` of calendar.update
/// and calendar.delete), from the words alone:
///
/// - `series` — stopping it (不再…了, 以后都不…了, "I'm quitting", "stop the weekly …", "for good"),
///   or all of it (所有的, 全部, 整个, 每周的…都, "all my", "every …", "the recurring …");
/// - `following` — from a day or from now on (从下周开始, 下周起, 以后的…都, "from now on", "from next
///   week on", "starting next week", "all future", "after this week");
/// - `occurrence` — one marked as one (只, 这次, 那次, "just", "only", "skip", "this one");
/// - none of these: `nil`, and the skill decides (one occurrence when a day is said, else all).
///
/// Stopping said with a start ("从下周开始不去打羽毛球了") ends the series from there: `following`.
enum EventScope: String, Sendable {
    case occurrence
    case following
    case series

    /// The scope `text` says, or `nil`.
    static func said(in text: NormalizedText) -> EventScope? {
        let scalars = text.scalars
        let startSaid = RequestShape.contains(scalars, startWords) || saysFromAnOn(scalars)
        if RequestShape.contains(scalars, stopWords), !startSaid { return .series }
        if startSaid || RequestShape.contains(scalars, followingWords) { return .following }
        if RequestShape.contains(scalars, seriesWords) { return .series }
        if RequestShape.contains(scalars, occurrenceWords) { return .occurrence }
        return nil
    }

    /// Whether `text` says to change or stop a repeating event from now on or for good (以后的周会
    /// 都改到…, 以后不再上钢琴课了, "from now on yoga starts at 6pm", "stop the weekly yoga"): words a
    /// new event is never made with. `stops`: whether it is to stop.
    static func changesASeries(_ text: NormalizedText) -> (said: Bool, stops: Bool) {
        let scalars = text.scalars
        let stops = RequestShape.contains(scalars, stopWords)
        return (stops || RequestShape.contains(scalars, strongFollowingWords), stops)
    }

    /// `title` without the scope words said after it ("Hot yoga for all of them" → "Hot yoga",
    /// 普拉提，以后都这样 → 普拉提).
    static func withoutScopeWords(_ title: String) -> String {
        var title = title
        for ending in titleEndings {
            if title.lowercased().hasSuffix(ending), title.count > ending.count {
                title = String(title.dropLast(ending.count)).trimmingCharacters(
                    in: .whitespaces.union(.punctuationCharacters))
            }
        }
        return title
    }

    private static let titleEndings = [
        " for all of them", " for all", " for every one", " for all sessions", " going forward", " from now on",
        " for good", "以后都这样", "以后都是",
    ]

    /// "from Monday on", "from the 15th on" (`from`, one to four words, `on` ending a clause);
    /// 从12月14号开始, 从元旦起 (从, a day, 开始 or 起, no move between).
    private static func saysFromAnOn(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.contains("从") || RequestShape.contains(scalars, fromWord) else { return false }
        let said = String(String.UnicodeScalarView(scalars))
        return said.range(of: "\\bfrom( [a-z0-9']+){1,4} on\\b(?! the\\b| a\\b)", options: .regularExpression) != nil
            || said.range(of: "从[^,.，。改挪换调到]{1,10}(开始|起)", options: .regularExpression) != nil
    }

    private static let fromWord = RequestShape.Cues(["from"])

    private static let stopWords = RequestShape.Cues([
        "不再", "再也不", "以后都不", "以后不", "今后不", "以后就不", "stop the", "stop my", "stop going", "quitting",
        "i quit", "for good", "no longer",
    ])
    /// Words that say where a run of changed occurrences starts (从下周五改到下周六 moves one: no start).
    private static let startWords = RequestShape.Cues([
        "从下周开始", "从下周起", "下周起", "下周开始", "从下个月开始", "从下个月起", "下个月起", "下个月开始", "从明天开始",
        "从明天起", "明天起", "从今天开始", "从今天起", "从现在开始", "从现在起", "从下次开始", "从下次起", "下次起",
        "下次开始", "从这周开始", "从本周起", "from now on", "from next week on", "from next month on",
        "starting next week", "starting next month", "starting tomorrow", "from then on", "from here on",
    ])
    private static let followingWords = RequestShape.Cues([
        "以后的", "以后都", "今后", "此后", "going forward", "onward", "onwards", "all future", "future",
        "after this week", "after this month", "the rest of",
    ])
    /// Following words that never open a new event: rerouting a sentence to a change is safe.
    private static let strongFollowingWords = RequestShape.Cues([
        "以后的", "以后都", "从下周开始", "从下周起", "下周起", "from now on", "going forward", "from next week on",
        "from then on",
    ])
    /// All of them ("all" alone is too often "after all", "all day", "all-hands": it counts after a verb).
    private static let seriesWords = RequestShape.Cues([
        "所有", "全部", "整个", "系列", "统统", "每周的", "每星期的", "每个星期的", "每次的", "每个月的", "all my",
        "all of my", "all of them", "all our", "every", "recurring", "the whole series", "the series", "altogether",
        "cancel all", "delete all", "remove all", "move all", "change all", "drop all", "push all", "shift all",
        "clear all", "make all", "reschedule all", "rename all",
    ])
    /// One marked as one ("just" alone is as often "just delete it").
    private static let occurrenceWords = RequestShape.Cues([
        "只这", "只取消", "只删", "只改", "只挪", "只推", "仅这", "这次", "这一次", "那次", "那一次", "本次", "just this",
        "just that", "just the one", "just for", "just tomorrow", "just today", "just next", "only this", "only that",
        "only the one", "only for", "only tomorrow", "only today", "only next", "skip", "this one", "this time",
        "that one",
    ])
}
