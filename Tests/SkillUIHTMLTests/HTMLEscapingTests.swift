import Testing

@testable import SkillUI
@testable import SkillUIHTML

@Suite struct HTMLEscapingTests {
    @Test(
        arguments: [
            ("", ""),
            ("plain text", "plain text"),
            ("欢迎使用智能助手 😀", "欢迎使用智能助手 😀"),
            ("a & b", "a &amp; b"),
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
            ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
            ("it's", "it&#39;s"),
            ("&amp;", "&amp;amp;"),
            ("tab\tline\ncr\r", "tab\tline\ncr\r"),
            ("nul\u{0}bell\u{7}esc\u{1B}del\u{7F}", "nulbellescdel"),
            ("c1\u{80}\u{85}\u{9F}kept\u{A0}", "c1kept\u{A0}"),
            ("rtl\u{202E}gnp.exe", "rtlgnp.exe"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}", ""),
            (
                "marks \u{200E}\u{200F}\u{2029}\u{2065}\u{206A}\u{2029} stay",
                "marks \u{200E}\u{200F}\u{2029}\u{2065}\u{206A}\u{2029} stay"
            ),
            ("€ ₤ \u{2020}", "€ ₤ \u{2020}"),
            ("<\u{202E}>", "&lt;&gt;"),
        ])
    func escapesMarkupAndDropsHiddenCharacters(input: String, expected: String) {
        #expect(HTMLEscaper.escape(input) == expected)
        var buffer = HTMLBuffer(capacity: 1)
        HTMLEscaper.append("x", to: &buffer)
        HTMLEscaper.append(input, to: &buffer)
        #expect(buffer.string == "x" + expected)
    }

    /// Every scalar of the first three planes' interesting ranges, and all of ASCII and Latin-1:
    /// markup becomes an entity, a dropped character disappears, anything else is kept as is.
    @Test func everyScalarIsEscapedKeptOrDropped() {
        let ranges: [ClosedRange<UInt32>] = [
            0...0x2FFF, 0xD7F0...0xD7FF, 0xE000...0xE0FF, 0xFFF0...0xFFFF, 0x1F600...0x1F64F,
        ]
        for scalar in ranges.joined().compactMap(Unicode.Scalar.init) {
            let text = "a" + String(scalar) + "b"
            let expected: String
            switch scalar {
            case "&": expected = "&amp;"
            case "<": expected = "&lt;"
            case ">": expected = "&gt;"
            case "\"": expected = "&quot;"
            case "'": expected = "&#39;"
            default: expected = HTMLEscaper.isDropped(scalar) ? "" : String(scalar)
            }
            #expect(HTMLEscaper.escape(text) == "a" + expected + "b", "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func bufferGrowsAndKeepsItsBytes() {
        var buffer = HTMLBuffer(capacity: 1)
        for index in 0..<1_000 { HTMLEscaper.append("<\(index)>", to: &buffer) }
        buffer.removeLast()
        let expected = (0..<1_000).map { "&lt;\($0)&gt;" }.joined()
        #expect(buffer.string == String(expected.dropLast()))
        #expect(buffer.count == expected.utf8.count - 1)
    }

    @Test func escapesEveryCharacterOfALongMixedString() {
        let input = String(repeating: "ab<c>&\"d'é\u{202E}中", count: 500)
        let expected = String(repeating: "ab&lt;c&gt;&amp;&quot;d&#39;é中", count: 500)
        #expect(HTMLEscaper.escape(input) == expected)
    }

    @Test(
        arguments: [
            ("https://example.com/a?b=1&c=2", "https://example.com/a?b=1&c=2"),
            ("http://example.com", "http://example.com"),
            ("HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"),
            ("  https://example.com/  ", "https://example.com/"),
            ("\u{1}\u{0}https://example.com", "https://example.com"),
            ("ht\ttps://exa\nmple.com", "https://example.com"),
            ("https://example.com/x.png\" onerror=\"alert(1)", "https://example.com/x.png%22%20onerror=%22alert(1)"),
            ("https://example.com/?q=<b>'`", "https://example.com/?q=%3Cb%3E%27%60"),
            ("https://例子.测试/路径", "https://例子.测试/路径"),
        ])
    func allowsHTTPLinks(input: String, expected: String) {
        #expect(HTMLURLPolicy.allowedURL(input, for: .link) == expected)
        #expect(HTMLURLPolicy.allowedURL(input, for: .image) == expected)
    }

    @Test(
        arguments: [
            "javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)",
            "\u{0}javascript:alert(1)", "jav&#x09;ascript:alert(1)", "vbscript:msgbox(1)", "file:///etc/passwd",
            "data:text/html,<script>alert(1)</script>", "data:image/svg+xml,<svg onload=alert(1)>",
            "data:image/svg+xml;base64,PHN2Zz4=", "data:image/png", "data:image/pngx;base64,AAAA", "//evil.example",
            "/relative/path", "relative", "", "   ", ":no-scheme", "1http://x", "https\u{202E}://x",
            "https://ex\u{202E}ample.com", "https://exa\u{1}mple.com", "\u{3000}https://example.com",
            "https ://example.com", "mailto:a@example.com", "blob:https://example.com/uuid",
        ])
    func refusesEverythingElse(input: String) {
        #expect(HTMLURLPolicy.allowedURL(input, for: .link) == nil)
        #expect(HTMLURLPolicy.allowedURL(input, for: .image) == nil)
    }

    @Test(
        arguments: [
            "data:image/png;base64,iVBORw0KGgo=", "DATA:IMAGE/PNG;base64,iVBORw0KGgo=", "data:image/jpeg;base64,/9j/",
            "data:image/gif;base64,R0lGOD", "data:image/webp;base64,UklGR", "data:image/png,rawbytes",
        ])
    func allowsRasterDataImagesForImagesOnly(input: String) {
        #expect(HTMLURLPolicy.allowedURL(input, for: .image) == input)
        #expect(HTMLURLPolicy.allowedURL(input, for: .link) == nil)
    }

    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "0"), (1, "1"), (12.5, "12.5"), (-0.25, "-0.25"), (0.125, "0.13"), (0.004, "0"),
            (-0.004, "0"), (1.10, "1.1"), (Double.nan, "0"), (Double.infinity, "0"), (-Double.infinity, "0"),
            (1e300, "1000000000000"), (-1e300, "-1000000000000"), (99.999, "100"),
        ])
    func formatsNumbersWithoutNaNOrExponents(value: Double, expected: String) {
        #expect(HTMLNumber.format(value) == expected)
    }

    @Test(
        arguments: [
            (3.0, "3"), (-7.0, "-7"), (2.5, "2.5"), (Double.nan, "–"), (Double.infinity, "–"), (1e20, "1e+20"),
        ])
    func displaysDataValues(value: Double, expected: String) {
        #expect(SKValueText.exact(value) == expected)
    }

    @Test func controlIDsHaveNoWhitespace() {
        #expect(HTMLWriter.controlID(nodeID: "root/0-textField", name: "x") == "sk-root/0-textField")
        #expect(HTMLWriter.controlID(nodeID: "", name: "email") == "sk-email")
        #expect(HTMLWriter.controlID(nodeID: "", name: "") == "sk-field")
        #expect(HTMLWriter.controlID(nodeID: "a b\tc\u{3000}d", name: "") == "sk-a_b_c_d")
    }
}
