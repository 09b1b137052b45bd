import Testing

@testable import SkillJSON

/// Inputs the fuzzers (`scripts/fuzz lenient`, `scripts/fuzz partial`) found; each failed a check once.
@Suite struct LenientFuzzRegressionTests {
    @Test(arguments: [
        // A non-breaking space before the value was skipped without a note, so invalid JSON
        // came back looking valid.
        LenientCase("\u{00A0}0e45", "0", ["line 1, column 1: removed non-ASCII whitespace U+00A0"]),
        // The same after a leading literal.
        LenientCase("true\u{00A0}", "true", ["line 1, column 5: removed non-ASCII whitespace U+00A0"]),
    ])
    func lenientFindings(row: LenientCase) {
        row.verify(LenientJSON.parse(row.input))
        row.verify(LenientJSON.repair(row.input))
    }

    /// A literal was shown while it was still being read (`false`), then the input went on
    /// (`falsee___`) and the literal was dropped: a snapshot must never show more than the end.
    @Test func snapshotsNeverShowAWordBeforeItEnds() {
        var parser = PartialJSONParser()
        for byte in "[[[[falsee___".utf8 {
            parser.append(bytes: [byte])
            if let best = parser.bestValue { #expect(PartialJSONParserTests.isPrefix(best, of: [[[[]]]])) }
        }
        #expect(parser.finish().value == [[[[]]]])
    }
}
