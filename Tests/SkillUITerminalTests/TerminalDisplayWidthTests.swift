import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalDisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("Hello, world", 12),
        ("café", 4),
        ("cafe\u{301}", 4),  // e + COMBINING ACUTE ACCENT
        ("你好", 4),  // CJK Unified Ideographs
        ("㐀", 2),  // Extension A
        ("𠀀", 2),  // Extension B (plane 2)
        ("𰀀", 2),  // Extension G (plane 3)
        ("한국어", 6),  // Hangul syllables
        ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining Hangul jamo: one cluster
        ("ひらがな", 8),
        ("カタカナ", 8),
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana
        ("ＡＢＣ１２３", 12),  // fullwidth forms
        ("，。「」", 8),  // CJK punctuation
        ("\u{3000}", 2),  // IDEOGRAPHIC SPACE
        ("¥35", 3),
        ("─│╭╮•…", 6),  // East Asian Ambiguous counts as narrow
        ("😀", 2),
        ("👍🏽", 2),  // skin tone modifier
        ("☝🏽", 2),  // text-default base with a skin tone
        ("👨‍👩‍👧", 2),  // ZWJ family
        ("👩‍💻", 2),
        ("🏳️‍🌈", 2),  // flag ZWJ sequence with VS16
        ("🇨🇳🇯🇵", 4),  // two flags
        ("🇨", 1),  // a lone regional indicator
        ("❤", 1),  // text-default emoji
        ("❤️", 2),  // … with VARIATION SELECTOR-16
        ("⌚", 2),  // emoji presentation by default
        ("⌚︎", 1),  // … with VARIATION SELECTOR-15
        ("1️⃣", 2),  // keycap
        ("🫨", 2),  // SHAKING FACE, new in Unicode 15.0
        ("\u{200B}", 0),  // ZERO WIDTH SPACE
        ("\u{200D}", 0),  // a lone ZERO WIDTH JOINER
        ("\u{FE0F}", 0),  // a lone variation selector
        ("\u{301}", 0),  // a lone combining mark
        ("\u{1B}", 0),
        ("\u{7}", 0),
        ("\u{9B}", 0),  // C1 CONTROL SEQUENCE INTRODUCER
        ("a\tb", 2),
    ])
    func widthOfString(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(
        arguments: [
            ("a", 1), ("中", 2), ("😀", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("e\u{301}", 1), ("\u{301}", 0), ("\r\n", 0),
        ] as [(Character, Int)])
    func widthOfCharacter(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test func stringWidthIsTheSumOfItsClusters() {
        let samples = [
            "Mixed 中文 and emoji 👨‍👩‍👧 with flags 🇨🇳 and marks e\u{301}",
            "한국어 テキスト ＡＢＣ ❤️ ⌚︎ 1️⃣",
            "\u{1100}\u{1161}\u{11A8} 가\u{11A8} ゛か\u{3099}",
        ]
        for sample in samples {
            #expect(DisplayWidth.of(sample) == sample.reduce(0) { $0 + DisplayWidth.of($1) }, "\(sample)")
        }
    }

    @Test func wideTableIsSortedAndDisjoint() {
        for table in [DisplayWidthTables.wide, DisplayWidthTables.textDefaultEmoji] {
            for (previous, next) in zip(table, table.dropFirst()) {
                #expect(previous.upperBound < next.lowerBound, "\(previous) overlaps \(next)")
            }
        }
    }

    @Test(arguments: [
        (0x4E00 as UInt32, true), (0x9FFF, true), (0x3400, true), (0x20000, true), (0x2A6DF, true), (0x31350, true),
        (0xAC00, true), (0xD7A3, true), (0x3041, true), (0x30FF, true), (0xFF01, true), (0xFF61, false),
        (0x1F600, true), (0x1F1E6, false), (0x41, false), (0x2500, false), (0x303F, false),
    ])
    func wideTableLookup(value: UInt32, isWide: Bool) {
        #expect(DisplayWidthTables.contains(value, in: DisplayWidthTables.wide) == isWide)
    }
}
