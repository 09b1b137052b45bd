/// Greetings, thanks, goodbyes and questions about the assistant itself ("你好", "thanks",
/// "help", "你能做什么", "who are you"), answered in the person's language instead of "no skill
/// matched".
///
/// Only a whole message counts, after case, spaces and punctuation are set aside: "你好" and
/// "Hi there!" are small talk, "你好，明天下午3点开会" is a request. A message of several such
/// parts ("你好，你能做什么？") gets the answer of the most useful part. The agent asks only when
/// the router found no skill, so a skill that claims a word ("help me record 35") keeps it.
enum SmallTalk: Int, Comparable {
    case goodbye
    case thanks
    case greeting
    case introduction
    case help
    case capabilities

    static func < (lhs: SmallTalk, rhs: SmallTalk) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let phrases: [SmallTalk: Set<String>] = [
        .greeting: [
            "你好", "您好", "你好呀", "你好啊", "嗨", "哈喽", "哈啰", "早", "早上好", "早安", "上午好", "中午好", "下午好",
            "晚上好", "在吗", "在不在", "hi", "hello", "hey", "hi there", "hello there", "hey there", "good morning",
            "good afternoon", "good evening", "howdy", "hiya", "yo",
        ],
        .thanks: [
            "谢谢", "谢谢你", "谢谢啦", "谢啦", "多谢", "感谢", "非常感谢", "太感谢了", "好的谢谢", "thanks", "thank you",
            "thanks a lot", "thank you so much", "many thanks", "thx", "ty", "cheers", "ok thanks", "great thanks",
        ],
        .goodbye: ["再见", "拜拜", "回头见", "晚安", "bye", "goodbye", "bye bye", "see you", "see ya", "good night"],
        .help: [
            "help", "帮助", "帮忙", "求助", "怎么用", "怎么使用", "使用说明", "how do i use this", "how does this work",
            "help me", "帮帮我",
        ],
        .capabilities: [
            "你能做什么", "你会什么", "你会做什么", "你可以做什么", "你能干什么", "你有什么功能", "有什么功能", "你能帮我做什么",
            "你都会什么", "what can you do", "what do you do", "what can i ask", "what can you help with",
            "what are your skills", "what can i say",
        ],
        .introduction: [
            "你是谁", "你叫什么", "你叫什么名字", "who are you", "what are you", "what's your name", "what is your name",
        ],
    ]

    /// The kind of small talk `text` is, or `nil` when it is (or contains) anything else.
    init?(_ text: String) {
        var best: SmallTalk?
        for part in Self.parts(of: text) {
            guard let kind = Self.phrases.first(where: { $0.value.contains(part) })?.key else { return nil }
            best = max(best ?? kind, kind)
        }
        guard let best else { return nil }
        self = best
    }

    /// The message's clauses, lowercased, with punctuation, emoji and extra spaces set aside.
    private static func parts(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        func close() {
            let part = current.split(separator: " ").joined(separator: " ")
            if !part.isEmpty { parts.append(part) }
            current = ""
        }
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "'" || character == "’" {
                current.append(character == "’" ? "'" : character)
            } else if character.isWhitespace {
                current.append(" ")
            } else if ",，.。!！?？;；~～、".contains(character) {
                close()
            }  // emoji and other symbols are set aside
        }
        close()
        return parts
    }

    /// The answer: a short line in `language`, then (except for thanks and goodbyes) three things
    /// to try, from the skills' own examples in that language.
    func reply(skills: [any Skill], language: ReplyLanguage) -> String {
        var lines: [String] = []
        switch self {
        case .goodbye: return Phrase.goodbye.text(in: language)
        case .thanks: return Phrase.thanks.text(in: language)
        case .greeting:
            lines.append(language.sentences(Phrase.greeting.text(in: language), Phrase.help.text(in: language)))
        case .introduction: lines.append(Phrase.introduction.text(in: language))
        case .help: lines.append(Phrase.help.text(in: language))
        case .capabilities:
            lines.append(Phrase.introduction.text(in: language))
            guard !skills.isEmpty else { return lines[0] + "\n" + Phrase.noSkillsRegistered.text(in: language) }
            let names = skills.map { $0.texts(in: language).name }
            lines.append(
                language.sentences(
                    Phrase.canHelpWith.text(in: language), names.joined(separator: language == .chinese ? "、" : ", ")))
        }
        let examples = Self.examples(from: skills, language: language, count: 3)
        if !examples.isEmpty {
            lines.append(Phrase.tryThese.text(in: language))
            lines += examples.map { Phrase.example.text(in: language, ["example": $0]) }
        }
        return lines.joined(separator: "\n")
    }

    /// Up to `count` examples in `language`, each from another area (the part of the id before
    /// its first dot: `calendar`, `ledger`, `weather`), and within an area from its first skill
    /// that has one. Areas whose skills declare ``Skill/roles`` (the everyday kinds of request)
    /// come before utilities such as echo, then the areas with the most examples, so a greeting
    /// offers "明天下午3点开会", "午饭花了35元" and "北京明天天气", not three ways to edit an event.
    static func examples(from skills: [any Skill], language: ReplyLanguage, count: Int) -> [String] {
        var areas: [(name: String, everyday: Bool, examples: Int, first: String?)] = []
        for skill in skills {
            let area = String(skill.id.prefix { $0 != "." })
            let example = skill.example(in: language)
            if let index = areas.firstIndex(where: { $0.name == area }) {
                areas[index].examples += skill.examples.count
                areas[index].everyday = areas[index].everyday || !skill.roles.isEmpty
                if areas[index].first == nil { areas[index].first = example?.utterance }
            } else {
                areas.append((area, !skill.roles.isEmpty, skill.examples.count, example?.utterance))
            }
        }
        let ranked = areas.enumerated().sorted { lhs, rhs in
            if lhs.element.everyday != rhs.element.everyday { return lhs.element.everyday }
            return lhs.element.examples != rhs.element.examples
                ? lhs.element.examples > rhs.element.examples : lhs.offset < rhs.offset
        }
        return Array(ranked.compactMap(\.element.first).prefix(count))
    }
}
