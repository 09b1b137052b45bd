import AgentSkill
import Foundation
import SkillJSON

/// Best-effort city and date from a keyword-routed utterance, until real language understanding
/// arrives: the date is a date word or `YYYY-MM-DD` found anywhere; the city is what is left once
/// the keyword, the date and filler words are removed.
///
/// `"北京明天天气怎么样"` → city `北京`, date `明天`; `"weather in New York tomorrow?"` → city
/// `New York`, date `tomorrow`. When nothing is left, the city is empty and the schema says so.
struct UtteranceSlots: Sendable, Hashable {
    var city: String
    var date: String?

    init(_ match: KeywordMatch) {
        self.init(utterance: match.utterance)
    }

    init(utterance: String) {
        var text = utterance
        for mark in Self.punctuation { text = text.replacingOccurrences(of: mark, with: " ") }
        var date: String?
        for word in Self.chineseDates where text.contains(word) {
            date = date ?? word
            text = text.replacingOccurrences(of: word, with: " ")
        }
        for filler in Self.chineseFillers { text = text.replacingOccurrences(of: filler, with: " ") }
        var tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var kept: [String] = []
        var index = 0
        while index < tokens.count {
            let lower = tokens[index].lowercased()
            let rest = tokens[index...].prefix(4).map { $0.lowercased() }
            if rest.starts(with: ["the", "day", "after", "tomorrow"]) {
                date = date ?? "day after tomorrow"
                index += 4
            } else if rest.starts(with: ["day", "after", "tomorrow"]) {
                date = date ?? "day after tomorrow"
                index += 3
            } else if lower == "today" || lower == "tomorrow" {
                date = date ?? lower
                index += 1
            } else if LocalDate(iso: lower) != nil {
                date = date ?? lower
                index += 1
            } else {
                if !Self.englishFillers.contains(lower) { kept.append(tokens[index]) }
                index += 1
            }
        }
        tokens = kept
        self.city = tokens.joined(separator: " ")
        self.date = date
    }

    /// `{"city": …}` plus `"date"` when one was found.
    var arguments: JSONValue {
        var object: [String: JSONValue] = ["city": .string(city)]
        if let date { object["date"] = .string(date) }
        return .object(object)
    }

    private static let punctuation = [
        ",", ".", "?", "!", ";", ":", "，", "。", "？", "！", "；", "：", "、", "\"", "“", "”", "(", ")", "（", "）",
        "「", "」",
    ]
    private static let chineseDates = ["后天", "明天", "明日", "今天", "今日"]
    /// Longest first, so `天气预报` goes before `天气`.
    private static let chineseFillers = [
        "天气预报", "适合跑步", "能跑步", "去跑步", "怎么样", "天气", "气温", "跑步", "慢跑", "怎样", "如何", "适合", "下雨",
        "查询", "查一下", "看看", "告诉我", "帮我", "请问", "可以", "建议", "吗", "呢", "的", "在",
    ]
    private static let englishFillers: Set<String> = [
        "what", "what's", "what’s", "whats", "how", "how's", "how’s", "is", "are", "the", "weather", "forecast",
        "like", "in", "at", "for", "on", "will", "it", "be", "should", "i", "we", "go", "going", "run", "running",
        "jog", "jogging", "a", "an", "to", "can", "good", "ok", "okay", "me", "tell", "please", "there", "rain",
        "about", "outside", "advice", "check", "show", "give",
    ]
}
