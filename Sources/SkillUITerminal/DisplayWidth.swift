import SkillUI

/// How many terminal columns text occupies, per grapheme cluster (what a person sees as one character).
///
/// - East Asian Wide and Fullwidth characters (CJK ideographs and their extensions, Hangul, Hiragana,
///   Katakana, fullwidth forms, CJK symbols and punctuation) take 2 columns.
/// - Emoji take 2 columns: emoji-presentation characters, text-default emoji followed by VARIATION
///   SELECTOR-16, ZWJ sequences (`👨‍👩‍👧`), flags (two regional indicators), skin-tone modified emoji and keycaps.
///   A text-default emoji alone or followed by VARIATION SELECTOR-15 takes 1.
/// - Combining marks, ZERO WIDTH JOINER, variation selectors and other format characters take 0 on their
///   own (and add nothing to the cluster they extend); so do control characters.
/// - Everything else, including East Asian Ambiguous characters such as `─` and `•`, takes 1.
///
/// The tables follow Unicode 15.0 (see `DisplayWidthTables`).
///
/// ```swift
/// DisplayWidth.of("Hello")   // 5
/// DisplayWidth.of("你好")     // 4
/// DisplayWidth.of("👨‍👩‍👧")     // 2
/// ```
public enum DisplayWidth {
    /// The number of columns `text` occupies in a terminal.
    public static func of(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20, value < 0x7F {
                total += 1
            } else if isStandalone(value) {
                total += scalarWidth(scalar)
            } else {
                return slowWidth(text)
            }
        }
        return total
    }

    /// The number of columns one grapheme cluster occupies in a terminal: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return scalarWidth(first) }

        var hasTextSelector = false
        var hasEmojiSelector = false
        var hasJoiner = false
        var hasModifier = false
        var hasKeycap = false
        var regionalIndicators = 0
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: hasTextSelector = true
            case 0xFE0F: hasEmojiSelector = true
            case 0x200D: hasJoiner = true
            case 0x1F3FB...0x1F3FF: hasModifier = true
            case 0x20E3: hasKeycap = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
        }
        let base = first.value
        let baseIsEmoji =
            DisplayWidthTables.contains(base, in: DisplayWidthTables.textDefaultEmoji)
            || (base >= 0x1F000 && DisplayWidthTables.contains(base, in: DisplayWidthTables.wide))
            || (base >= 0x2300 && base < 0x2C00 && DisplayWidthTables.contains(base, in: DisplayWidthTables.wide))
        if regionalIndicators >= 2 { return 2 }
        if hasEmojiSelector, baseIsEmoji { return 2 }
        if hasTextSelector, baseIsEmoji { return 1 }
        if hasKeycap || hasModifier { return 2 }
        if hasJoiner, baseIsEmoji { return 2 }
        return scalarWidth(first)
    }

    /// The width of one code point on its own.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }  // Latin-1 and Latin Extended; U+00AD SOFT HYPHEN is drawn by terminals
        if value >= 0x1100, DisplayWidthTables.contains(value, in: DisplayWidthTables.wide) { return 2 }
        if isStandalone(value) || !isZeroWidth(scalar) { return 1 }
        return 0
    }

    /// Whether a code point takes no column of its own: combining marks, format characters (ZWJ, ZWSP,
    /// variation selectors' neighbours), variation selectors, and Hangul medial vowels and final consonants.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul Jungseong and Jongseong
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true  // variation selectors
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF: return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return true
            default: return false
            }
        }
    }

    /// Whether a code point always forms a grapheme cluster of its own (it neither extends nor joins its
    /// neighbours), so the fast path may sum widths. None of these ranges holds a zero-width character:
    /// Latin-1 and Latin Extended, general punctuation and symbols (arrows, box drawing, block elements,
    /// geometric shapes, dingbats), CJK symbols, kana, ideographs, Hangul syllables, fullwidth forms, and
    /// emoji other than skin-tone modifiers and regional indicators.
    private static func isStandalone(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0x2FF: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF: return true
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x4DBF: return true  // skips tone and kana voicing marks
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60, 0xFFE0...0xFFE6: return true
        case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF: return true
        case 0x20000...0x3FFFD: return true
        default: return false
        }
    }

    private static func slowWidth(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }
}
