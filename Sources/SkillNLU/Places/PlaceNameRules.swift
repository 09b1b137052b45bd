/// When a place name found in an utterance counts as the place: the recognizer's rules, in one
/// table so they can be read and changed together.
///
/// 1. **Latin names** match only as whole words: the scalars on either side are not Latin letters
///    or digits (Chinese characters count as a boundary: "去Boston跑步" finds Boston).
/// 2. **Names that are common English words** (`commonWords`: Nice, Reading, Bath, Mobile…) match only
///    when capitalized in the original text and not the first word of a sentence, where a capital
///    says nothing: "flying to Nice" finds Nice; "nice weather", "Nice weather" do not.
/// 3. **Two-letter aliases** (`LA`, `SF`) match only when written in capitals, except those in
///    `lowerCaseAliases` (`dc`).
/// 4. **Chinese names** match anywhere (Chinese has no spaces), must be two characters or longer,
///    and take a following 市 into the span ("北京市"). Names that are also common words or
///    provinces (`needsCitySuffix`: 中山, 吉林, 大同…) match only with 市: "吉林市" yes, "吉林省" no.
/// 5. **Phrases that contain a place name but are not places** (`notPlaces`: 马赛克, 长治久安…) are
///    matched like names and yield nothing, so the longest match takes them away from the place.
/// 6. The longest match wins; matches never overlap. A name shared by several places means the most
///    populous (Portland is Portland, Oregon).
enum PlaceNameRules {
    /// Place names (normalized: lower case) that are common English words.
    static let commonWords: Set<String> = [
        "bath", "cali", "canton", "chester", "cork", "hue", "mecca", "medina", "mobile", "nice", "orange",
        "phoenix", "reading", "split", "buffalo", "boulder", "mesa", "riverside", "queens",
    ]

    /// Two-letter aliases people type in lower case too ("weather in dc next monday"): no common
    /// word is spelled so.
    static let lowerCaseAliases: Set<String> = ["dc", "sf"]

    /// Chinese names that are common words, or also name a province: matched only before 市.
    static let needsCitySuffix: Set<String> = ["中山", "吉林", "大同", "中卫", "北海", "日照", "来宾", "安康", "德州"]

    /// Phrases that hold a place name but do not mean the place.
    static let notPlaces: [String] = [
        "马赛克", "长治久安", "夸下海口", "开封后", "已开封", "未开封", "三明治", "四平八稳", "广安门",
    ]

    /// How a key may match.
    enum Rule: UInt8, Sendable {
        /// Anywhere a name may match, in any case.
        case anyCase
        /// Capitalized in the original, and not at the start of a sentence.
        case capitalized
        /// Every letter upper case in the original.
        case upperCase
        /// Only when 市 follows.
        case needsCitySuffix
        /// Matches, and yields no place.
        case notAPlace
    }

    /// The rule for a normalized key.
    static func rule(forKey key: String) -> Rule {
        if commonWords.contains(key) { return .capitalized }
        if needsCitySuffix.contains(key) { return .needsCitySuffix }
        let scalars = key.unicodeScalars
        if scalars.count <= 2, scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
            !lowerCaseAliases.contains(key)
        {
            return .upperCase
        }
        return .anyCase
    }

    /// Whether `scalar` is part of a Latin-script word: an ASCII letter or digit, or a letter below
    /// the CJK blocks (accented Latin, Greek, Cyrillic). Chinese characters are not.
    @inline(__always)
    static func isLatinWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
                || (value >= 0x41 && value <= 0x5A)
        }
        return value < 0x2E80 && scalar.properties.isAlphabetic
    }

    /// Whether a key is written in Latin script (and so needs word boundaries).
    static func isLatin(_ key: [Unicode.Scalar]) -> Bool {
        guard let first = key.first else { return false }
        return first.value < 0x2E80
    }

    /// 市, "city", which may follow a Chinese name.
    static let citySuffix: Unicode.Scalar = "市"
}
