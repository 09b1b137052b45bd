import Foundation
import Testing

@testable import SkillJSON

@Suite struct PartialJSONParserTests {
    /// Whether `partial` could grow into `final` (strings are prefixes, arrays agree on all but the
    /// last element, objects have a subset of the keys).
    static func isPrefix(_ partial: JSONValue, of final: JSONValue) -> Bool {
        switch (partial, final) {
        case (.string(let head), .string(let whole)):
            return whole.utf8.starts(with: head.utf8)
        case (.array(let head), .array(let whole)):
            guard head.count <= whole.count else { return false }
            return head.indices.allSatisfy { index in
                index == head.count - 1 ? isPrefix(head[index], of: whole[index]) : head[index] == whole[index]
            }
        case (.object(let head), .object(let whole)):
            return head.allSatisfy { key, value in whole[key].map { isPrefix(value, of: $0) } ?? false }
        default:
            return partial == final
        }
    }

    static let documents = [
        #"{"title": "Lunch é", "items": [1, -2.5e3, true, false, null], "nested": {"k": "v\n\t\"q\" \/"}}"#,
        #"{"中文": "你好，世界", "emoji": "😀👨‍👩‍👧🇨🇳", "escaped": "\u4f60\u597d \ud83d\ude00", "list": ["日本", "語"]}"#,
        #"[[], {}, [[1]], {"a": {"b": {"c": []}}}, "", 0, -0.5, 12345678901234567890]"#,
        #""just a string with \u00e9scapes""#,
    ]

    @Test(arguments: documents)
    func byteByByteSnapshotsGrowIntoTheStrictValue(document: String) throws {
        let expected = try JSONValue.parse(document)
        var parser = PartialJSONParser()
        var previous: JSONValue?
        for byte in document.utf8 {
            parser.append(bytes: [byte])
            guard let best = parser.bestValue else { continue }
            #expect(Self.isPrefix(best, of: expected), "\(best.stableString())")
            if let previous { #expect(Self.isPrefix(previous, of: best)) }
            #expect(!best.stableString().contains("\u{FFFD}"))
            previous = best
        }
        #expect(parser.finish() == LenientParseResult(value: expected))
    }

    @Test(arguments: documents)
    func everySplitPointGivesTheSameResult(document: String) throws {
        let expected = try JSONValue.parse(document)
        let bytes = Array(document.utf8)
        for split in 0...bytes.count {
            var parser = PartialJSONParser()
            parser.append(bytes: bytes[..<split])
            if let best = parser.bestValue {
                #expect(Self.isPrefix(best, of: expected), "split \(split): \(best.stableString())")
                #expect(!best.stableString().contains("\u{FFFD}"), "split \(split)")
            }
            parser.append(bytes: bytes[split...])
            #expect(parser.finish() == LenientParseResult(value: expected), "split \(split)")
        }
    }

    @Test(
        arguments: [
            ("", nil),
            ("{", "{}"),
            (#"{"ti"#, "{}"),
            (#"{"title""#, "{}"),
            (#"{"title":"#, "{}"),
            (#"{"title": ""#, #"{"title":""}"#),
            (#"{"title": "Lun"#, #"{"title":"Lun"}"#),
            (#"{"title": "Lun\"#, #"{"title":"Lun"}"#),
            (#"{"title": "Lun\u4f"#, #"{"title":"Lun"}"#),
            (#"{"title": "Lun\u4f60"#, #"{"title":"Lun你"}"#),
            (#"{"title": "a\ud83d"#, #"{"title":"a"}"#),
            (#"{"title": "a\ud83d\ude00"#, #"{"title":"a😀"}"#),
            (#"{"n": 12"#, "{}"),
            (#"{"n": 12,"#, #"{"n":12}"#),
            (#"{"n": tr"#, "{}"),
            (#"{"n": true"#, "{}"),
            (#"{"n": true}"#, #"{"n":true}"#),
            (#"{"n": [1, 2"#, #"{"n":[1]}"#),
            (#"{"n": [1, {"#, #"{"n":[1,{}]}"#),
            ("[\"a\", 'b", #"["a","b"]"#),
            ("```json\n{\"a\": [\"x", #"{"a":["x"]}"#),
            ("Here: {a: 1, b: 'q", #"{"a":1,"b":"q"}"#),
            ("42", nil),
        ] as [(String, String?)])
    func bestValueIsTheValueAsIfTheInputEndedNow(prefix: String, expected: String?) {
        var parser = PartialJSONParser()
        parser.append(prefix)
        #expect(parser.bestValue?.stableString() == expected)
    }

    @Test func multiByteCharacterSplitAcrossChunksIsNeverBroken() {
        var parser = PartialJSONParser()
        let bytes = Array(#"["日😀"]"#.utf8)
        var seen: [String] = []
        for byte in bytes {
            parser.append(bytes: [byte])
            if let text = parser.bestValue?[0]?.stringValue { seen.append(text) }
        }
        #expect(seen == ["", "", "", "日", "日", "日", "日", "日😀", "日😀", "日😀"])
    }

    @Test func completesAtTheEndOfTheTopLevelValue() {
        var parser = PartialJSONParser()
        parser.append(#"{"a": [1]"#)
        #expect(!parser.isComplete)
        parser.append("}")
        #expect(parser.isComplete)
        parser.append(" and some chatter")
        #expect(parser.bestValue == ["a": [1]])
        #expect(
            parser.finish()
                == LenientParseResult(
                    value: ["a": [1]], repairs: ["line 1, column 12: removed trailing text after the JSON value"]))
    }

    @Test(arguments: [
        "Sure:\n```json\n{title: 'x', tags: ['a' 'b',], ok: True} \n```",
        "[see below] {\"a\": 1, \"b\": [1, 2}",
        "{\"text\": \"He said \"hi\" to me\", \"n\": NaN",
        "{\"a\": \"\\ud83d\\u0041 \\x\", 'b': ‘c’}",
    ])
    func finishMatchesLenientParseForAnyChunking(text: String) {
        let expected = LenientJSON.parse(text)
        let bytes = Array(text.utf8)
        for size in [1, 2, 3, 7, bytes.count] {
            var parser = PartialJSONParser()
            var start = 0
            while start < bytes.count {
                let end = min(start + size, bytes.count)
                parser.append(bytes: bytes[start..<end])
                _ = parser.bestValue
                start = end
            }
            #expect(parser.finish() == expected, "chunk size \(size)")
        }
    }

    @Test func finishIsIdempotentAndStopsAppending() {
        var parser = PartialJSONParser()
        parser.append("[1, 2")
        let first = parser.finish()
        parser.append(", 3]")
        #expect(parser.finish() == first)
        #expect(first.value == [1, 2])
        #expect(parser.bestValue == [1, 2])
    }

    @Test func inputBeyondMaxBytesIsAnError() {
        var parser = PartialJSONParser(limits: JSONParseLimits(maxBytes: 8))
        parser.append("[1, 2, ")
        parser.append("3, 4]")
        #expect(parser.bestValue == [1, 2])
        #expect(parser.finish() == LenientParseResult(value: nil, error: .inputTooLarge(byteCount: 12, limit: 8)))
    }

    @Test func deepNestingIsAnError() {
        var parser = PartialJSONParser()
        for _ in 0..<1_000 { parser.append("[") }
        #expect(parser.finish().error?.description.contains("nest deeper than 512 levels") == true)
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        var parser = PartialJSONParser()
        parser.append(bytes: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
        #expect(
            parser.finish()
                == LenientParseResult(
                    value: ["a\u{FFFD}"], repairs: ["line 1, column 4: replaced invalid UTF-8 with U+FFFD"]))
    }

    @Test func appendingManySmallChunksTakesLinearTime() {
        let elements = (0..<100_000).map { #"{"id": \#($0), "name": "item \#($0)"}"# }
        let text = "[" + elements.joined(separator: ", ") + "]"
        let bytes = Array(text.utf8)
        let clock = ContinuousClock()
        var parser = PartialJSONParser()
        let elapsed = clock.measure {
            var start = 0
            while start < bytes.count {
                let end = min(start + 5, bytes.count)
                parser.append(bytes: bytes[start..<end])
                start = end
            }
        }
        #expect(parser.isComplete)
        #expect(parser.finish().value?.arrayValue?.count == 100_000)
        #expect(elapsed < .seconds(30))
    }
}
