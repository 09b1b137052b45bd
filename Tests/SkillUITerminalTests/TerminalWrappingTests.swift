import TestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalWrappingTests {
    private func wrap(_ text: String, _ width: Int) -> [String] {
        TextWrapper.wrap(text: text, width: width).map { $0.encoded(color: false, dark: true) }
    }

    @Test(arguments: [
        ("the quick brown fox", 10, ["the quick", "brown fox"]),
        ("a    b", 3, ["a", "b"]),  // spaces at a break are dropped
        ("abcdefghijkl", 5, ["abcde", "fghij", "kl"]),  // a long word is hard-broken
        ("go abcdefghijkl", 5, ["go", "abcde", "fghij", "kl"]),
        ("一二三四五六", 5, ["一二", "三四", "五六"]),  // CJK breaks between any two characters
        ("一二三四。", 8, ["一二三", "四。"]),  // no line starts with closing punctuation
        ("一二三「四」", 8, ["一二三", "「四」"]),  // no line ends with opening punctuation
        ("Hello世界", 7, ["Hello世", "界"]),
        ("你好, world of text", 9, ["你好,", "world of", "text"]),
        ("  indented text here", 10, ["  indented", "text here"]),  // leading indentation stays
        ("first\nsecond line", 20, ["first", "second line"]),
        ("", 10, [""]),
    ])
    func wrapsByDisplayWidth(text: String, width: Int, expected: [String]) {
        #expect(wrap(text, width) == expected)
    }

    @Test func neverSplitsAGraphemeCluster() {
        let family = "👨‍👩‍👧"
        #expect(wrap(family + family + family, 5) == [family + family, family])
        #expect(wrap("🇨🇳🇯🇵🇺🇸", 4) == ["🇨🇳🇯🇵", "🇺🇸"])
        #expect(wrap("e\u{301}e\u{301}e\u{301}", 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(wrap("한국어텍스트", 5) == ["한국", "어텍", "스트"])
    }

    @Test func truncatesWithEllipsis() {
        func cut(_ text: String, _ width: Int) -> String {
            TextWrapper.truncate(text: text, width: width).encoded(color: false, dark: true)
        }
        #expect(cut("Hello world", 8) == "Hello w…")
        #expect(cut("Hello world", 11) == "Hello world")
        #expect(cut("Hello world", 6) == "Hello…")  // no space before the ellipsis
        #expect(cut("一二三四", 5) == "一二…")
        #expect(cut("一二三四", 6) == "一二…")
        #expect(cut("👨‍👩‍👧👨‍👩‍👧", 3) == "👨‍👩‍👧…")
    }

    /// Random mixes of words, CJK, emoji and combining marks: every line fits, and nothing but spaces is
    /// lost or reordered.
    @Test func randomTextFitsAndKeepsEveryCharacter() {
        let pieces = [
            "word", "longerword", "a", "中文", "汉字很多的句子", "，", "。", "「", "」", "👨‍👩‍👧", "🇨🇳", "e\u{301}",
            "한국어", "ｶﾀｶﾅ", "supercalifragilisticexpialidocious", " ", " ", " ", "  ",
        ]
        var random = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...25, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }
            .joined()
            let width = Int.random(in: 2...30, using: &random)
            let lines = wrap(text, width)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(text) at \(width): \(line)")
            }
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(text) at \(width)")
        }
    }
}
