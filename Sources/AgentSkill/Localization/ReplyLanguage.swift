import Foundation

/// The language the agent answers in.
///
/// Every string a person sees comes in both (the phrase tables in ``Phrase``, and each skill's
/// ``SkillTexts``): a request's language is its own when it has Chinese in it, else the
/// configured locale's.
public enum ReplyLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case english
    case chinese

    /// The language's code in files and headers: `en`, `zh`.
    public var code: String {
        switch self {
        case .english: "en"
        case .chinese: "zh"
        }
    }

    /// Joins sentences as the language writes them: with a space in English, none in Chinese.
    public func sentences(_ sentences: String...) -> String {
        sentences.joined(separator: self == .chinese ? "" : " ")
    }

    /// The language of a code such as `zh`, `zh-CN`, `zh_Hans` or `en-US`; `nil` for any other.
    public init?(code: String) {
        let primary = code.lowercased().prefix { $0.isLetter }
        switch primary {
        case "en": self = .english
        case "zh": self = .chinese
        default: return nil
        }
    }

    /// Chinese when `text` contains CJK ideographs, otherwise `fallback`.
    public static func detect(in text: String, fallback: ReplyLanguage) -> ReplyLanguage {
        for scalar in text.unicodeScalars
        where (0x4E00...0x9FFF).contains(scalar.value)
            || (0x3400...0x4DBF).contains(scalar.value)
        {
            return .chinese
        }
        return fallback
    }

    /// Chinese for a `zh` locale, otherwise English.
    public init(locale: Locale) {
        self = locale.language.languageCode == .chinese ? .chinese : .english
    }
}
