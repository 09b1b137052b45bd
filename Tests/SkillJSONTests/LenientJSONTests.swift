import Testing

@testable import SkillJSON

/// One row of a lenient-parsing table: the input, the repaired value as compact sorted JSON
/// (`nil` when nothing is salvaged), the exact repair notes and the exact error message.
struct LenientCase: Sendable, CustomTestStringConvertible {
    var input: String
    var value: String?
    var repairs: [String] = []
    var error: String?

    init(_ input: String, _ value: String?, _ repairs: [String] = [], error: String? = nil) {
        self.input = input
        self.value = value
        self.repairs = repairs
        self.error = error
    }

    var testDescription: String { input.debugDescription }

    /// Checks `result` against this row.
    func verify(_ result: LenientParseResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.value?.stableString() == value, sourceLocation: sourceLocation)
        #expect(result.repairs == repairs, sourceLocation: sourceLocation)
        #expect(result.error?.description == error, sourceLocation: sourceLocation)
    }
}

@Suite struct LenientJSONTests {
    @Test(arguments: [
        #"{"skill": "echo", "count": 2, "tags": ["a", "b"]}"#,
        #"[1, -2.5e3, 0, true, false, null, "x", [], {}]"#,
        #""h\u00e9llo \ud83d\ude00 \"quoted\" \\ \/ \n""#,
        "\u{FEFF}[1]",
        "  42  ",
        "-0.0",
        #"{"a": 1, "a": 2}"#,
        #"{"日本": "語", "emoji": "😀"}"#,
    ])
    func validJSONComesBackUnchanged(text: String) throws {
        let strict = try JSONValue.parse(text)
        #expect(LenientJSON.parse(text) == LenientParseResult(value: strict))
        // The tolerant reader alone (no strict fast path) agrees with the strict parser too.
        #expect(LenientJSON.repair(text) == LenientParseResult(value: strict))
    }

    @Test(arguments: [
        // Code fences and surrounding text
        LenientCase("```json\n{\"a\": 1}\n```", #"{"a":1}"#, ["line 1, column 1: removed a Markdown code fence"]),
        LenientCase("```\n[1, 2]\n```", "[1,2]", ["line 1, column 1: removed a Markdown code fence"]),
        LenientCase("```{\"a\": 1}```", #"{"a":1}"#, ["line 1, column 1: removed a Markdown code fence"]),
        LenientCase(
            "Sure! Here: {\"a\": 1} Hope it helps", #"{"a":1}"#,
            ["line 1, column 13: took the first JSON object out of surrounding prose"]),
        LenientCase(
            "The list is [1, 2].", "[1,2]", ["line 1, column 13: took the first JSON array out of surrounding prose"]),
        LenientCase(
            "{\"a\": 1} thanks!", #"{"a":1}"#, ["line 1, column 10: removed trailing text after the JSON value"]),
        LenientCase(
            "[see below] {\"a\": 1}", #"{"a":1}"#,
            ["line 1, column 13: took the first JSON object out of surrounding prose"]),
        // Commas and colons
        LenientCase("[1, 2, 3,]", "[1,2,3]", ["line 1, column 9: removed trailing comma"]),
        LenientCase("{\"a\": 1,}", #"{"a":1}"#, ["line 1, column 8: removed trailing comma"]),
        LenientCase("{\"a\": [1,],}", #"{"a":[1]}"#, ["line 1, column 9: removed 2 trailing commas"]),
        LenientCase("[1,,2]", "[1,2]", ["line 1, column 4: removed extra comma"]),
        LenientCase("[1 2 3]", "[1,2,3]", ["line 1, column 4: inserted 2 missing commas"]),
        LenientCase("{\"a\": 1 \"b\": 2}", #"{"a":1,"b":2}"#, ["line 1, column 9: inserted missing comma"]),
        LenientCase("[\"a\"\n\"b\"]", #"["a","b"]"#, ["line 2, column 1: inserted missing comma"]),
        LenientCase("{\"a\" \"b\"}", #"{"a":"b"}"#, ["line 1, column 6: inserted missing ':'"]),
        // Comments
        LenientCase("{\"a\": 1 // one\n}", #"{"a":1}"#, ["line 1, column 9: removed // comment"]),
        LenientCase("[1, /* two */ 2]", "[1,2]", ["line 1, column 5: removed /* */ comment"]),
        LenientCase("/* head */ {\"a\": /* mid */ 1}", #"{"a":1}"#, ["line 1, column 1: removed 2 comments"]),
        // Quotes and keys
        LenientCase("{'a': 'b'}", #"{"a":"b"}"#, ["line 1, column 2: replaced single quotes around 2 strings"]),
        LenientCase(
            "{'a': 'it's fine'}", #"{"a":"it's fine"}"#, ["line 1, column 2: replaced single quotes around 2 strings"]),
        LenientCase("{\"a\": “b”}", #"{"a":"b"}"#, ["line 1, column 7: replaced smart quotes “…”"]),
        LenientCase("{‘a’: ‘b’}", #"{"a":"b"}"#, ["line 1, column 2: replaced smart quotes ‘…’ around 2 strings"]),
        LenientCase("“hello”", #""hello""#, ["line 1, column 1: replaced smart quotes “…”"]),
        LenientCase("{title: \"x\"}", #"{"title":"x"}"#, ["line 1, column 2: quoted bare key 'title'"]),
        LenientCase(
            "{title: \"x\", n_2: 1, $x: 2}", #"{"$x":2,"n_2":1,"title":"x"}"#,
            ["line 1, column 2: quoted 3 bare keys, first 'title'"]),
        LenientCase("{名前: 1}", #"{"名前":1}"#, ["line 1, column 2: quoted bare key '名前'"]),
        // Literals and numbers
        LenientCase("[True]", "[true]", ["line 1, column 2: replaced True with true"]),
        LenientCase(
            "{\"a\": True, \"b\": False, \"c\": None}", #"{"a":true,"b":false,"c":null}"#,
            ["line 1, column 7: replaced 3 non-JSON literals, first True with true"]),
        LenientCase("[undefined]", "[null]", ["line 1, column 2: replaced undefined with null"]),
        LenientCase("[NaN]", "[null]", ["line 1, column 2: replaced NaN with null"]),
        LenientCase(
            "[NaN, Infinity, -Infinity]", "[null,null,null]",
            ["line 1, column 2: replaced 3 NaN/Infinity values with null, first NaN"]),
        LenientCase("[1e400]", "[null]", ["line 1, column 2: replaced 1e400 with null"]),
        LenientCase(
            "[01, .5, +1, 1.]", "[1,0.5,1,1]", ["line 1, column 2: repaired 4 malformed numbers, first '01'"]),
        LenientCase("True", "true", ["line 1, column 1: replaced True with true"]),
        // Inside strings
        LenientCase(
            "{\"a\": \"one\ntwo\"}", #"{"a":"one\ntwo"}"#,
            ["line 1, column 11: escaped a raw line break inside a string"]),
        LenientCase(
            "{\"a\": \"tab\there\"}", #"{"a":"tab\there"}"#, ["line 1, column 11: escaped a raw tab inside a string"]),
        LenientCase(
            "{\"a\": \"He said \"hi\" to me\", \"b\": 1}", #"{"a":"He said \"hi\" to me","b":1}"#,
            ["line 1, column 16: escaped 2 inner '\"' inside strings"]),
        LenientCase("{\"a\": \"\\x41\"}", #"{"a":"\\x41"}"#, ["line 1, column 8: kept invalid escape '\\x' as text"]),
        LenientCase("{\"a\": \"it\\'s\"}", #"{"a":"it's"}"#, ["line 1, column 10: replaced escape \\' with '"]),
        LenientCase(
            "{\"a\": \"\\ud800\"}", #"{"a":"\#u{FFFD}"}"#,
            ["line 1, column 8: replaced a lone surrogate escape with U+FFFD"]),
        LenientCase("[\u{00A0}1]", "[1]", ["line 1, column 2: removed non-ASCII whitespace U+00A0"]),
        // Brackets
        LenientCase("{\"a\": [1, 2}", #"{"a":[1,2]}"#, ["line 1, column 12: inserted missing ']'"]),
        LenientCase("{\"a\": 1]}", #"{"a":1}"#, ["line 1, column 8: removed unmatched ']'"]),
    ])
    func repairsOneKindOfMistake(row: LenientCase) {
        row.verify(LenientJSON.parse(row.input))
    }

    @Test(arguments: [
        LenientCase("\"abc", #""abc""#, ["line 1, column 1: closed an unterminated string"]),
        LenientCase(
            "{\"a\": \"x", #"{"a":"x"}"#,
            [
                "line 1, column 7: closed an unterminated string",
                "line 1, column 9: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            "[1, [2, {\"b\": 3", #"[1,[2,{"b":3}]]"#,
            ["line 1, column 16: closed 3 unclosed brackets at end of input (added '}]]')"]),
        LenientCase(
            "{\"a\": \"x\", \"b\":", #"{"a":"x"}"#,
            [
                "line 1, column 12: dropped key 'b' that had no value",
                "line 1, column 16: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            "{\"a\": \"x\", \"b\"", #"{"a":"x"}"#,
            [
                "line 1, column 12: dropped key 'b' that had no value",
                "line 1, column 15: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            "{\"a\": \"x\", \"ti", #"{"a":"x"}"#,
            [
                "line 1, column 12: dropped key 'ti' that had no value",
                "line 1, column 15: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            "{\"a\": \"x\",", #"{"a":"x"}"#,
            [
                "line 1, column 10: removed dangling ',' at end of input",
                "line 1, column 11: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            "[1, tr", "[1]",
            [
                "line 1, column 5: dropped incomplete value 'tr' at end of input",
                "line 1, column 7: closed an unclosed bracket at end of input (added ']')",
            ]),
        LenientCase(
            "[1, -2.", "[1]",
            [
                "line 1, column 5: dropped incomplete value '-2.' at end of input",
                "line 1, column 8: closed an unclosed bracket at end of input (added ']')",
            ]),
        LenientCase(
            "{\"a\": \"\\u00", #"{"a":""}"#,
            [
                "line 1, column 7: closed an unterminated string",
                "line 1, column 12: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            "[\"\\ud83d\\ude00\", \"\\ud83d", #"["😀",""]"#,
            [
                "line 1, column 18: closed an unterminated string",
                "line 1, column 25: closed an unclosed bracket at end of input (added ']')",
            ]),
    ])
    func closesTruncatedDocuments(row: LenientCase) {
        row.verify(LenientJSON.parse(row.input))
    }

    @Test(arguments: [
        LenientCase("", nil, error: "invalid JSON at line 1, column 1: expected a JSON value, got end of input"),
        LenientCase("   \n", nil, error: "invalid JSON at line 2, column 1: expected a JSON value, got end of input"),
        LenientCase("hello world", nil, error: "invalid JSON at line 1, column 1: expected a JSON value, got 'hello'"),
        LenientCase(
            "None of this is JSON", nil, error: "invalid JSON at line 1, column 1: expected a JSON value, got 'None'"),
        LenientCase("-", nil, error: "invalid JSON at line 1, column 1: incomplete value '-' at end of input"),
        LenientCase(
            "{\"a\": @}", nil,
            error: "invalid JSON at line 1, column 7: expected a JSON value, got '@'"),
        LenientCase(
            "[1, 2, @, 3]", "[1,2]",
            error: "invalid JSON at line 1, column 8: expected a JSON value, got '@'"),
        LenientCase(
            "{\"a\": 1, \"b\": hello}", #"{"a":1}"#,
            error: "invalid JSON at line 1, column 15: expected a JSON value, got 'hello'"),
        LenientCase(
            "[1, 2 / 3]", "[1,2]",
            error: "invalid JSON at line 1, column 7: unexpected '/' that does not start a comment"),
    ])
    func reportsWhatCannotBeRead(row: LenientCase) {
        row.verify(LenientJSON.parse(row.input))
    }
}
