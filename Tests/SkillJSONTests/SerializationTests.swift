import Foundation
import TestSupport
import Testing

@testable import SkillJSON

@Suite struct SerializationTests {
    @Test(
        arguments: [
            (JSONValue.null, "null"),
            (true, "true"),
            (0, "0"),
            (-0.0, "0"),
            (42, "42"),
            (-7, "-7"),
            (1.5, "1.5"),
            (0.1, "0.1"),
            (1e-7, "1e-07"),
            (9_007_199_254_740_992, "9007199254740992"),
            (-9_007_199_254_740_992, "-9007199254740992"),
            (9_007_199_254_740_994, "9.007199254740994e+15"),
            (1e300, "1e+300"),
            (.number(.infinity), "null"),
            (.number(.nan), "null"),
            ("", "\"\""),
            ("a\"b\\c/d", #""a\"b\\c/d""#),
            ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
            ("\u{0}\u{1F}\u{7F}", #""\u0000\u001f\#u{7F}""#),
            ("\u{2028}x\u{2029}", #""\u2028x\u2029""#),
            ("é中😀", "\"é中😀\""),
            ([], "[]"),
            ([:], "{}"),
            (["b": [true, nil], "a": 1], #"{"a":1,"b":[true,null]}"#),
            (["é": 1, "z": 2, "Z": 3, "a": 4, "aa": 5], #"{"Z":3,"a":4,"aa":5,"z":2,"é":1}"#),
            ([[[]], [:], ["k": []]], #"[[[]],{},{"k":[]}]"#),
        ] as [(JSONValue, String)])
    func compactStableString(value: JSONValue, expected: String) {
        #expect(value.stableString() == expected)
        #expect(value.description == expected)
        #expect(value.stableData() == Data(expected.utf8))
    }

    @Test func prettyStableString() {
        let value: JSONValue = ["b": [true, nil, [:], []], "a": ["x": "y"], "c": 1]
        let expected = """
            {
              "a": {
                "x": "y"
              },
              "b": [
                true,
                null,
                {},
                []
              ],
              "c": 1
            }
            """
        #expect(value.stableString(pretty: true) == expected)
        #expect(value.stableData(pretty: true) == Data(expected.utf8))
    }

    @Test func keysSortByUnicodeScalarNotByStringComparison() {
        // U+FF21 (fullwidth A) sorts after U+00E9 by scalar value; 😀 (U+1F600) sorts last.
        let value: JSONValue = ["😀": 1, "\u{FF21}": 2, "é": 3, "e": 4]
        #expect(value.stableString() == "{\"e\":4,\"é\":3,\"\u{FF21}\":2,\"😀\":1}")
    }

    static let roundTripValues: [JSONValue] = [
        nil, true, false, 0, 1, -1, 0.5, -2.75, 1e-300, .number(.leastNonzeroMagnitude), 1.7976931348623157e308,
        123_456_789.123,
        9_007_199_254_740_993, 3.141592653589793,
        "", "plain", "quote \" backslash \\ slash /", "\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F}",
        "中文字符", "日本語のテキスト", "한국어", "emoji 😀👍🏽👨‍👩‍👧", "\u{2028}\u{2029}", "e\u{301}", "\u{10FFFF}",
        [], [:], [1, "two", [3, [4, [5]]], ["six": 6]],
        ["nested": ["deeper": ["deepest": [nil, true, 1.25, "x"]]], "": "empty key", "a b": ["c\"d": 1]],
    ]

    @Test(arguments: roundTripValues)
    func roundTrips(value: JSONValue) throws {
        #expect(try JSONValue.parse(value.stableString()) == value)
        #expect(try JSONValue.parse(value.stableString(pretty: true)) == value)
        #expect(try JSONValue.parse(value.stableData()) == value)
        let reparsed = try JSONValue.parse(value.stableString())
        #expect(reparsed.stableString() == value.stableString())
    }

    @Test func numbersRoundTripBitForBit() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let number = Double(bitPattern: generator.next())
            guard number.isFinite else { continue }
            let parsed = try #require(try JSONValue.parse(JSONValue.number(number).stableString()).doubleValue)
            #expect(parsed == number, "\(number)")
        }
    }
}
