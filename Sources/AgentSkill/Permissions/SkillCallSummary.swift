import SkillJSON

/// The default one-line text of a call, in plain words: the skill's name, then its arguments
/// labelled and in order, `记账：金额 35，类别 餐饮，备注 午饭` / `Record expense: amount 35,
/// category Food, note 午饭`. No JSON reaches a person: nested values are listed, and the line is
/// cut at ``limit`` characters.
enum SkillCallSummary {
    /// How many characters the summary keeps before cutting with `…`.
    static let limit = 100

    static func text(texts: SkillTexts, arguments: JSONValue, language: ReplyLanguage) -> String {
        let chinese = language == .chinese
        var parts: [String] = []
        switch arguments {
        case .object(let members):
            for (name, value) in members.sorted(by: { $0.key < $1.key }) {
                guard let shown = plain(value, label: { texts.label(of: $0, for: name) }, chinese: chinese) else {
                    continue
                }
                parts.append(texts.label(of: name) + " " + shown)
            }
        case .null: break
        default:
            if let shown = plain(arguments, label: { $0 }, chinese: chinese) { parts.append(shown) }
        }
        guard !parts.isEmpty else { return texts.name }
        let line = texts.name + (chinese ? "：" : ": ") + parts.joined(separator: chinese ? "，" : ", ")
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }

    /// A value as words: strings as they are (an enumerated value by its label), numbers without
    /// a needless `.0`, yes/no, lists joined; `nil` for null and empty values.
    private static func plain(_ value: JSONValue, label: (String) -> String, chinese: Bool) -> String? {
        switch value {
        case .null: return nil
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : label(trimmed)
        case .bool(let flag): return flag ? (chinese ? "是" : "yes") : (chinese ? "否" : "no")
        case .number: return value.stableString()
        case .array(let elements):
            let shown = elements.compactMap { plain($0, label: label, chinese: chinese) }
            return shown.isEmpty ? nil : shown.joined(separator: chinese ? "、" : ", ")
        case .object(let members):
            let shown = members.sorted(by: { $0.key < $1.key }).compactMap { key, element in
                plain(element, label: { $0 }, chinese: chinese).map { "\(key) \($0)" }
            }
            guard !shown.isEmpty else { return nil }
            return chinese ? "（" + shown.joined(separator: "，") + "）" : "(" + shown.joined(separator: ", ") + ")"
        }
    }
}
