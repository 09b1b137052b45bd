import Foundation
import Testing

@testable import SkillJSON

@Suite struct ParserErrorTests {
    @Test(arguments: [
        ("{\"a\":1,\n\"b\":2 x}", "invalid JSON at line 2, column 7: expected ',' or '}' after object member, got 'x'"),
        ("", "invalid JSON at line 1, column 1: expected a JSON value, got end of input"),
        ("[1,2,]", "invalid JSON at line 1, column 6: trailing comma before ']' is not allowed"),
        ("{\"a\":1,}", "invalid JSON at line 1, column 8: trailing comma before '}' is not allowed"),
        ("[1 2]", "invalid JSON at line 1, column 4: expected ',' or ']' after array element, got '2'"),
        (
            "// hi\n1",
            "invalid JSON at line 1, column 1: expected a JSON value, got '/' (comments are not allowed in JSON)"
        ),
        (
            "{'a':1}",
            "invalid JSON at line 1, column 2: expected a double-quoted object key or '}', got ''' (strings must use double quotes)"
        ),
        ("{\"a\" 1}", "invalid JSON at line 1, column 6: expected ':' after object key, got '1'"),
        ("01", "invalid JSON at line 1, column 1: invalid number '01': leading zeros are not allowed"),
        ("-", "invalid JSON at line 1, column 2: invalid number: expected a digit after '-', got end of input"),
        ("1.", "invalid JSON at line 1, column 3: invalid number '1.': expected a digit after '.', got end of input"),
        (
            "1e+",
            "invalid JSON at line 1, column 4: invalid number '1e+': expected a digit in the exponent, got end of input"
        ),
        (".5", "invalid JSON at line 1, column 1: expected a JSON value, got '.'"),
        ("NaN", "invalid JSON at line 1, column 1: expected a JSON value, got 'NaN'"),
        ("-Infinity", "invalid JSON at line 1, column 2: invalid number: expected a digit after '-', got 'Infinity'"),
        ("1e400", "invalid JSON at line 1, column 1: number '1e400' is too large for a 64-bit floating-point value"),
        ("tru", "invalid JSON at line 1, column 1: expected 'true', got 'tru'"),
        ("nulL", "invalid JSON at line 1, column 1: expected 'null', got 'nulL'"),
        ("[1] [2]", "invalid JSON at line 1, column 5: unexpected content after the JSON value, got '['"),
        ("\"abc", "invalid JSON at line 1, column 1: unterminated string: no closing '\"' before the end of input"),
        (
            "\"a\nb\"",
            "invalid JSON at line 1, column 3: unescaped control character U+000A in string — write it as \\n"
        ),
        (
            "\"a\u{1}\"",
            "invalid JSON at line 1, column 3: unescaped control character U+0001 in string — write it as \\u0001"
        ),
        ("\"\\x\"", "invalid JSON at line 1, column 2: invalid escape sequence: backslash followed by 'x' in string"),
        (
            "\"\\u12G4\"",
            "invalid JSON at line 1, column 6: invalid \\u escape in string: expected 4 hex digits, got 'G4'"
        ),
        (
            "\"\\uD800\"",
            "invalid JSON at line 1, column 2: lone high surrogate \\uD800 in string: it must be followed by a low surrogate escape \\uDC00–\\uDFFF"
        ),
        (
            "\"\\uD83D\\u0041\"",
            "invalid JSON at line 1, column 2: lone high surrogate \\uD83D in string: it must be followed by a low surrogate escape \\uDC00–\\uDFFF"
        ),
        (
            "\"\\udc00\"",
            "invalid JSON at line 1, column 2: lone low surrogate \\uDC00 in string: it must follow a high surrogate escape \\uD800–\\uDBFF"
        ),
        ("[\r\n  1,\r\n  é]", "invalid JSON at line 3, column 3: expected a JSON value, got 'é'"),
        ("\"日本\" x", "invalid JSON at line 1, column 6: unexpected content after the JSON value, got 'x'"),
        ("[\u{00A0}1]", "invalid JSON at line 1, column 2: expected a JSON value, got U+00A0"),
    ])
    func rejectsInvalidJSON(text: String, message: String) {
        #expect(throws: JSONError.self) { try JSONValue.parse(text) }
        do {
            _ = try JSONValue.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func errorCarriesSourceLocation() throws {
        let error = try #require(throws: JSONError.self) { try JSONValue.parse("{\"a\":1,\n\"b\":2 x}") }
        #expect(error.location == JSONSourceLocation(offset: 14, line: 2, column: 7))
    }

    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], 1),
            ([0x5B, 0x22, 0x61, 0xC3, 0x22, 0x5D], 3),  // truncated two-byte sequence
            ([0x22, 0xC0, 0xAF, 0x22], 1),  // overlong '/'
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // encoded surrogate U+D800
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
            ([0x22, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x80, 0x22], 10),  // stray continuation
            ([0x31, 0x20, 0xE2, 0x82], 2),  // truncated at end
        ] as [([UInt8], Int)])
    func rejectsInvalidUTF8WithOffset(bytes: [UInt8], offset: Int) {
        #expect(throws: JSONError.invalidUTF8(offset: offset)) { try JSONValue.parse(Data(bytes)) }
        #expect(throws: JSONError.invalidUTF8(offset: offset)) { try JSONValue.parse(bytes) }
    }

    @Test func invalidUTF8MessageNamesTheOffset() {
        #expect(
            JSONError.invalidUTF8(offset: 7).description
                == "invalid UTF-8 at byte offset 7: JSON text must be UTF-8 encoded")
    }

    @Test func acceptsValidMultibyteUTF8Bytes() throws {
        let text = "[\"é\", \"中\", \"😀\", \"\u{10FFFF}\"]"
        #expect(try JSONValue.parse(Data(text.utf8)) == ["é", "中", "😀", "\u{10FFFF}"])
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let start = ContinuousClock.now
        let text = String(repeating: "[", count: 100_000)
        let error = try #require(throws: JSONError.self) { try JSONValue.parse(text) }
        #expect(error == .nestingTooDeep(limit: 512, location: JSONSourceLocation(offset: 512, line: 1, column: 513)))
        #expect(
            error.description.hasPrefix(
                "invalid JSON at line 1, column 513: arrays and objects nest deeper than 512 levels"))
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func parserDoesNotRecurseEvenWithoutADepthLimit() throws {
        // The parse fails at the end of input, so no deeply nested value is ever built or released.
        let text = String(repeating: "[{\"a\":", count: 100_000)
        let error = try #require(throws: JSONError.self) {
            try JSONValue.parse(text, limits: JSONParseLimits(maxDepth: .max))
        }
        #expect(error.description.hasSuffix("expected a JSON value, got end of input"))
    }

    @Test func nestingWithinARaisedLimitParses() throws {
        let depth = 1_000
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let value = try JSONValue.parse(text, limits: JSONParseLimits(maxDepth: depth))
        #expect(value["a"]?["a"]?["a"] != nil)
        let location = JSONSourceLocation(offset: (depth - 1) * 5, line: 1, column: (depth - 1) * 5 + 1)
        #expect(throws: JSONError.nestingTooDeep(limit: depth - 1, location: location)) {
            try JSONValue.parse(text, limits: JSONParseLimits(maxDepth: depth - 1))
        }
    }

    @Test func inputSizeLimit() {
        let limits = JSONParseLimits(maxBytes: 10)
        #expect(throws: JSONError.inputTooLarge(byteCount: 11, limit: 10)) {
            try JSONValue.parse("[1,2,3,4,5]", limits: limits)
        }
        #expect(throws: JSONError.inputTooLarge(byteCount: 11, limit: 10)) {
            try JSONValue.parse(Data("[1,2,3,4,5]".utf8), limits: limits)
        }
        #expect((try? JSONValue.parse("[1,2,3,45]", limits: limits)) == [1, 2, 3, 45])
        #expect(
            JSONError.inputTooLarge(byteCount: 11, limit: 10).description
                == "JSON input is too large: 11 bytes exceeds the limit of 10 bytes — raise JSONParseLimits.maxBytes if this input is expected"
        )
    }

    @Test(arguments: ["\"abcdef\"", "\"abc\\u0064ef\"", "{\"abcdef\":1}"])
    func stringLengthLimit(text: String) {
        let limits = JSONParseLimits(maxStringBytes: 5)
        let quote = text.hasPrefix("{") ? 1 : 0
        #expect(
            throws: JSONError.stringTooLong(
                limit: 5, location: JSONSourceLocation(offset: quote, line: 1, column: quote + 1))
        ) {
            try JSONValue.parse(text, limits: limits)
        }
    }

    @Test func stringAtTheLimitIsAccepted() throws {
        let limits = JSONParseLimits(maxStringBytes: 6)
        #expect(try JSONValue.parse("\"abc\\u0064ef\"", limits: limits) == "abcdef")
        #expect(try JSONValue.parse("\"é中\"", limits: JSONParseLimits(maxStringBytes: 5)) == "é中")
    }

    @Test func defaultLimits() {
        let limits = JSONParseLimits.default
        #expect(limits.maxDepth == 512)
        #expect(limits.maxBytes == 16 * 1024 * 1024)
        #expect(limits.maxStringBytes == 4 * 1024 * 1024)
    }
}
