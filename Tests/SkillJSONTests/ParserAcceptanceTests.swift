import Foundation
import Testing

@testable import SkillJSON

@Suite struct ParserAcceptanceTests {
    @Test(
        arguments: [
            ("null", JSONValue.null),
            ("true", true),
            (" false ", false),
            ("0", 0),
            ("-0", 0),
            ("42", 42),
            ("-17", -17),
            ("3.25", 3.25),
            ("1e3", 1000),
            ("1E+3", 1000),
            ("25e-1", 2.5),
            ("\"\"", ""),
            ("\"a\\\"b\\\\c\\/d\"", "a\"b\\c/d"),
            ("\"\\b\\f\\n\\r\\t\"", "\u{8}\u{C}\n\r\t"),
            ("\"\\u0041\\u00e9\\u4E2D\"", "Aé中"),
            ("\"\\ud83d\\ude00\"", "😀"),
            ("\"\\u0000\"", "\u{0}"),
            ("\"日本語 🎉\"", "日本語 🎉"),
            ("[]", []),
            ("[1,[2,[3]]]", [1, [2, [3]]]),
            ("{}", [:]),
            (" {\n\t\"a\" : 1 ,\r\n \"b\":[true,null] } ", ["a": 1, "b": [true, nil]]),
            ("{\"a\":1,\"a\":2}", ["a": 2]),
            ("\u{FEFF}[1]", [1]),
        ] as [(String, JSONValue)])
    func acceptsValidJSON(text: String, expected: JSONValue) throws {
        #expect(try JSONValue.parse(text) == expected)
        #expect(try JSONValue.parse(Data(text.utf8)) == expected)
        #expect(try JSONValue.parse(Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        "0.1", "1e-7", "123456789012345678901234567890", "0.30000000000000004", "2.2250738585072014e-308",
        "4.9e-324", "1.7976931348623157e308", "9007199254740993", "18446744073709551615", "-1234.5678e-12",
        "1e22", "1e23", "123456789012345.6", "1234567890123456.7", "0.000001", "1e-400", "12345678901234567890",
        "3.14159265358979323846264338327950288",
    ])
    func parsesNumbersLikeDoubleInit(text: String) throws {
        let expected = try #require(Double(text))
        let parsed = try #require(try JSONValue.parse(text).doubleValue)
        #expect(parsed.bitPattern == expected.bitPattern)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let parsed = try #require(try JSONValue.parse("-0.0").doubleValue)
        #expect(parsed.sign == .minus)
    }

    @Test func parsesLargeDocumentsWithLongStrings() throws {
        let long = String(repeating: "abcdefgh", count: 10_000)
        let text =
            "[" + Array(repeating: "{\"s\":\"\(long)\",\"n\":[1,2.5,-3e2]}", count: 20).joined(separator: ",") + "]"
        let value = try JSONValue.parse(text)
        #expect(value.arrayValue?.count == 20)
        #expect(value[19]?["s"]?.stringValue == long)
        #expect(value[0]?["n"] == [1, 2.5, -300])
    }

    @Test func escapedStringsKeepTheTextAroundEscapes() throws {
        let text = #""start 日本 \n middle \u00e9 end of a longer run of text""#
        #expect(try JSONValue.parse(text) == "start 日本 \n middle é end of a longer run of text")
    }

    @Test func parsesAnyByteCollection() throws {
        let bytes = Array(#"{"k":[1,"é"]}"#.utf8)
        #expect(try JSONValue.parse(bytes.lazy.map { $0 }) == ["k": [1, "é"]])
        #expect(try JSONValue.parse(bytes[...]) == ["k": [1, "é"]])
        #expect(throws: JSONError.inputTooLarge(byteCount: 14, limit: 4)) {
            try JSONValue.parse(bytes.lazy.map { $0 }, limits: JSONParseLimits(maxBytes: 4))
        }
    }

    @Test func dataSliceOffsetsAreRelativeToTheSlice() throws {
        let data = Data([0x20, 0x20, 0x22, 0xFF, 0x22])
        #expect(throws: JSONError.invalidUTF8(offset: 1)) { try JSONValue.parse(data[2...]) }
    }

    @Test func acceptsNestingUpToTheDepthLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let value = try JSONValue.parse(text)
        #expect(value.arrayValue?.count == 1)
    }
}
