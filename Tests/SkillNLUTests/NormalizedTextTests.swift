import Testing

@testable import SkillNLU

@Suite struct NormalizedTextTests {
    @Test(arguments: [
        ("明天 下午３点，开会！", "明天 下午3点,开会!"), ("  Hello\tWORLD \n", "hello world"),
        ("ＡＢＣ１２３", "abc123"), ("１，２９９元", "1,299元"), ("“你好”。", "\"你好\"."),
        ("a\u{200B}b", "ab"), ("Ünïcode Straße", "ünïcode straße"), ("【通知】", "[通知]"),
    ])
    func normalizes(_ input: String, _ expected: String) {
        let text = NormalizedText(input)
        #expect(String(String.UnicodeScalarView(text.scalars)) == expected)
        #expect(text.origins.count == text.scalars.count + 1)
    }

    @Test func spansMapBackToTheOriginalText() {
        let text = NormalizedText("明天 下午３点，开会！")
        #expect(text.span(3..<6).text == "下午３")
        #expect(text.span(3..<6).range == 3..<6)
        let spaced = NormalizedText("  Hello   WORLD")
        #expect(spaced.span(6..<11).text == "WORLD")
        #expect(spaced.span(0..<11).text == "Hello   WORLD")
    }
}
