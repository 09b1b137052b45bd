import Foundation
import Testing

@testable import SkillJSON

@Suite struct LenientLimitsTests {
    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let text = String(repeating: "[", count: 100_000)
        let result = LenientJSON.parse(text)
        #expect(result.value == nil)
        #expect(
            result.error?.description
                == "invalid JSON at line 1, column 513: arrays and objects nest deeper than 512 levels"
                + " — raise JSONParseLimits.maxDepth if this input is expected")
    }

    @Test func depthLimitMatchesTheStrictParser() throws {
        let limits = JSONParseLimits(maxDepth: 2)
        #expect(LenientJSON.parse("[[1]", limits: limits).value == [[1]])
        #expect(
            LenientJSON.parse("[[[1]]]", limits: limits).error
                == .nestingTooDeep(
                    limit: 2, location: JSONSourceLocation(offset: 2, line: 1, column: 3)))
        // Prose does not hide nesting from the limit.
        #expect(LenientJSON.parse("see: {a: [[1]]}", limits: limits).value == nil)
    }

    @Test func inputSizeLimitIsCheckedFirst() {
        let result = LenientJSON.parse("[1, 2, 3", limits: JSONParseLimits(maxBytes: 4))
        #expect(result == LenientParseResult(value: nil, error: .inputTooLarge(byteCount: 8, limit: 4)))
    }

    @Test(arguments: ["[\"abcdef\"]", "['abcdef']", "{abcdef: 1}", "[\"abcdef"])
    func stringLengthLimitAppliesToEveryStringAndKey(text: String) {
        let result = LenientJSON.parse(text, limits: JSONParseLimits(maxStringBytes: 5))
        #expect(result.value == nil)
        #expect(result.error?.description.contains("string is longer than 5 bytes") == true)
    }

    static let samples = [
        #"{"title": "Lunch é", "items": [1, -2.5, true, null], "nested": {"k": "v\n\u00e9\ud83d\ude00"}}"#,
        "```json\n{title: 'Sync', \"at\": “3pm”, ok: True, // done\n tags: [1 2,],}\n```\nThanks!",
        "[[[{\"a\": [\"日本語\", \"😀\"]}]]]",
    ]

    @Test(arguments: samples)
    func truncationAtEveryPositionYieldsAValueOrAnError(sample: String) throws {
        let bytes = Array(sample.utf8)
        for end in 0...bytes.count {
            let prefix = String(decoding: bytes[..<end], as: UTF8.self)
            let result = LenientJSON.parse(prefix)
            #expect(result.value != nil || result.error != nil, "prefix \(end): \(prefix.debugDescription)")
            if let value = result.value {
                #expect(try JSONValue.parse(value.stableString()) == value)
            }
        }
    }

    @Test func validSamplePrefixesAreAlwaysSalvaged() throws {
        let sample = Self.samples[0]
        let bytes = Array(sample.utf8)
        // Every prefix that contains the opening brace is an object missing its end.
        for end in 1...bytes.count {
            let result = LenientJSON.parse(String(decoding: bytes[..<end], as: UTF8.self))
            #expect(result.error == nil)
            #expect(result.value?.objectValue != nil)
        }
        #expect(LenientJSON.parse(sample).value == (try JSONValue.parse(sample)))
    }

    @Test func largeBrokenDocumentsTakeLinearTime() {
        // 200,000 single-quoted strings with trailing commas and no closing bracket.
        let text = "[" + String(repeating: "'ab', ", count: 200_000)
        let clock = ContinuousClock()
        var result = LenientParseResult(value: nil)
        let elapsed = clock.measure { result = LenientJSON.parse(text) }
        #expect(result.value?.arrayValue?.count == 200_000)
        #expect(elapsed < .seconds(20))
    }

    @Test func manyProseBracketsDoNotCauseQuadraticRestarts() {
        let text = String(repeating: "[x ", count: 50_000) + "{\"a\": 1}"
        let clock = ContinuousClock()
        var result = LenientParseResult(value: nil)
        let elapsed = clock.measure { result = LenientJSON.parse(text) }
        #expect(result.value == ["a": 1])
        #expect(elapsed < .seconds(20))
    }
}
