import Testing

@testable import SkillJSON

@Suite struct SchemaValidationTests {
    static let weather = JSONSchema.object(
        [
            "city": .string(description: "City name", minLength: 1, maxLength: 10),
            "unit": .string(enum: ["celsius", "fahrenheit"]),
            "days": .integer(minimum: 1, maximum: 14),
            "day": .string(format: "date"),
            "at": .string(format: "date-time"),
            "code": .string(pattern: "^[A-Z]{3}$"),
            "hourly": .boolean(),
            "tags": .array(of: .string(), minItems: 1, maxItems: 3),
        ],
        required: ["city"],
        additionalProperties: false
    )

    @Test(
        arguments: [
            (["city": "Paris"], []),
            (
                [
                    "city": "Paris", "unit": "celsius", "days": 3, "day": "2024-02-29", "at": "2026-02-01T09:30:00Z",
                    "code": "CDG", "hourly": true, "tags": ["a"],
                ], []
            ),
            (["city": "Paris", "days": 3.0], []),
            ([:], [#"$: missing required property "city""#]),
            (["city": "Paris", "unit": "kelvin"], [#"$.unit: "kelvin" is not one of "celsius", "fahrenheit""#]),
            (["city": "Paris", "days": 0], ["$.days: 0 is less than the minimum 1"]),
            (["city": "Paris", "days": 15], ["$.days: 15 is greater than the maximum 14"]),
            (["city": "Paris", "days": 2.5], ["$.days: expected integer, got 2.5"]),
            (["city": ""], ["$.city: length 0 is shorter than minLength 1"]),
            (["city": "Llanfairpwll"], ["$.city: length 12 is longer than maxLength 10"]),
            (["city": "Paris", "extra": 1], ["$.extra: property is not allowed (additionalProperties is false)"]),
            (["city": "Paris", "day": "2026-02-30"], [#"$.day: "2026-02-30" is not a valid date (YYYY-MM-DD)"#]),
            (
                ["city": "Paris", "at": "2026-02-01 09:30"],
                [#"$.at: "2026-02-01 09:30" is not a valid date-time (RFC 3339, like 2026-02-01T09:30:00Z)"#]
            ),
            (["city": "Paris", "code": "cdg"], [#"$.code: "cdg" does not match the pattern "^[A-Z]{3}$""#]),
            (["city": "Paris", "hourly": "yes"], [#"$.hourly: expected boolean, got "yes""#]),
            (["city": "Paris", "tags": []], ["$.tags: 0 items is fewer than minItems 1"]),
            (["city": "Paris", "tags": ["a", "b", "c", "d"]], ["$.tags: 4 items is more than maxItems 3"]),
            (["city": "Paris", "tags": ["a", 2]], ["$.tags[1]: expected string, got 2"]),
            (["city": 42], ["$.city: expected string, got 42"]),
            ("Paris", [#"$: expected object, got "Paris""#]),
            (
                ["unit": "kelvin", "days": 0, "zzz": nil, "city": "", "aaa": true],
                [
                    #"$.aaa: property is not allowed (additionalProperties is false)"#,
                    "$.city: length 0 is shorter than minLength 1",
                    "$.days: 0 is less than the minimum 1",
                    #"$.unit: "kelvin" is not one of "celsius", "fahrenheit""#,
                    "$.zzz: property is not allowed (additionalProperties is false)",
                ]
            ),
            (
                ["unit": 5, "tags": [1, "x", nil]],
                [
                    #"$: missing required property "city""#,
                    "$.tags[0]: expected string, got 1",
                    "$.tags[2]: expected string, got null",
                    "$.unit: expected string, got 5",
                ]
            ),
        ] as [(JSONValue, [String])])
    func validatesWeatherArguments(value: JSONValue, expected: [String]) {
        #expect(Self.weather.validate(value).map(\.description) == expected)
    }

    /// Every problem is said in Chinese too, with the same path and values.
    @Test(
        arguments: [
            ([:], "缺少必填的 $.city"),
            (["city": "Paris", "unit": "kelvin"], #"$.unit："kelvin" 不是可选的值（"celsius"、"fahrenheit"）"#),
            (["city": "Paris", "days": 0], "$.days：0 小于最小值 1"),
            (["city": "Paris", "days": 15], "$.days：15 大于最大值 14"),
            (["city": "Paris", "days": 2.5], "$.days：应为整数，实际是 2.5"),
            (["city": ""], "$.city：不能为空"),
            (["city": "Llanfairpwll"], "$.city：长度为 12 个字符，最多 10 个"),
            (["city": "Paris", "extra": 1], "$.extra：不接受这个参数"),
            (["city": "Paris", "day": "2026-02-30"], #"$.day："2026-02-30" 不是有效的日期（应写成 2026-02-01 这样）"#),
            (
                ["city": "Paris", "at": "2026-02-01 09:30"],
                #"$.at："2026-02-01 09:30" 不是有效的日期时间（应写成 2026-02-01T09:30:00Z 这样）"#
            ),
            (["city": "Paris", "code": "cdg"], #"$.code："cdg" 不符合格式 "^[A-Z]{3}$""#),
            (["city": "Paris", "hourly": "yes"], #"$.hourly：应为布尔值，实际是 "yes""#),
            (["city": "Paris", "tags": []], "$.tags：只有 0 项，至少要 1 项"),
            (["city": "Paris", "tags": ["a", "b", "c", "d"]], "$.tags：有 4 项，最多 3 项"),
            ("Paris", #"应为对象，实际是 "Paris""#),
        ] as [(JSONValue, String)])
    func saysEachProblemInChineseToo(value: JSONValue, expected: String) {
        let diagnostics = Self.weather.validate(value)
        #expect(diagnostics.map(\.chineseDescription) == [expected])
        #expect(diagnostics.allSatisfy { $0.chineseMessage != nil })
    }

    @Test func nestedArraysOfObjectsReportFullPaths() {
        let schema = JSONSchema.object(
            ["items": .array(of: .object(["amount": .number(minimum: 0), "name": .string()], required: ["name"]))],
            required: ["items"])
        let value: JSONValue = [
            "items": [["amount": 1, "name": "a"], ["amount": -1, "name": "b"], ["amount": "abc"]]
        ]
        let diagnostics = schema.validate(value)
        #expect(
            diagnostics.map(\.description) == [
                "$.items[1].amount: -1 is less than the minimum 0",
                #"$.items[2]: missing required property "name""#,
                #"$.items[2].amount: expected number, got "abc""#,
            ])
        #expect(diagnostics[2].path == ["items", 2, "amount"])
        #expect(diagnostics[2].message == #"expected number, got "abc""#)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test(
        arguments: [
            (JSONSchema.any, JSONValue.null, [String]()),
            (.any, ["anything": [1, 2, 3]], []),
            (.null, nil, []),
            (.null, 0, ["$: expected null, got 0"]),
            (.number(), 3, []),
            (.number(), 3.5, []),
            (.number(minimum: 0.5, maximum: 1.5), 2.25, ["$: 2.25 is greater than the maximum 1.5"]),
            (.integer(), 3, []),
            (.integer(), 1e20, []),
            (.integer(), 3.5, ["$: expected integer, got 3.5"]),
            (.integer(), "3", [#"$: expected integer, got "3""#]),
            (.object(), ["free": "form"], []),
            (JSONSchema(enumValues: [1, "one", nil]), "one", []),
            (JSONSchema(enumValues: [1, "one", nil]), 2, [#"$: 2 is not one of 1, "one", null"#]),
            (.string(), .string(String(repeating: "x", count: 50)), []),
            (
                .number(), .string(String(repeating: "x", count: 50)),
                [#"$: expected number, got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"#]
            ),
            (.array(of: .integer()), [1, 2, 3], []),
            (.object(["a b": .integer()]), ["a b": "x"], [#"$["a b"]: expected integer, got "x""#]),
        ] as [(JSONSchema, JSONValue, [String])])
    func validatesBasicTypes(schema: JSONSchema, value: JSONValue, expected: [String]) {
        #expect(schema.validate(value).map(\.description) == expected)
    }

    @Test(arguments: [
        ("e\u{301}", 1),  // one grapheme, two scalars
        ("👨‍👩‍👧", 1),
        ("🇫🇷🇩🇪", 2),
        ("日本", 2),
    ])
    func lengthCountsCharacters(text: String, length: Int) {
        #expect(JSONSchema.string(minLength: length, maxLength: length).validate(.string(text)).isEmpty)
        #expect(
            JSONSchema.string(maxLength: length - 1).validate(.string(text)).map(\.description)
                == ["$: length \(length) is longer than maxLength \(length - 1)"])
    }

    @Test func patternSearchIsUnanchored() {
        #expect(JSONSchema.string(pattern: "[0-9]+").validate("abc123def").isEmpty)
        #expect(JSONSchema.string(pattern: "^[0-9]+$").validate("abc123def").count == 1)
        #expect(JSONSchema.string(pattern: "é+").validate("caféé😀").isEmpty)
    }

    @Test func invalidPatternIsADiagnosticNotACrash() {
        let schema = JSONSchema.array(of: .string(pattern: "([a-z"))
        let diagnostics = schema.validate(["abc", "def"])
        #expect(
            diagnostics.map(\.description) == [
                #"$[0]: the schema's pattern "([a-z" is not a valid regular expression"#,
                #"$[1]: the schema's pattern "([a-z" is not a valid regular expression"#,
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func unknownFormatsAreIgnored() {
        #expect(JSONSchema.string(format: "email").validate("not an email").isEmpty)
    }

    @Test func duplicateRequiredNamesReportOnce() {
        let schema = JSONSchema.object(required: ["a", "b", "a"])
        #expect(
            schema.validate([:]).map(\.description) == [
                #"$: missing required property "a""#, #"$: missing required property "b""#,
            ])
    }

    @Test func diagnosticDescription() {
        let diagnostic = Diagnostic(severity: .warning, path: ["count"], message: "0 is less than the minimum 1")
        #expect(diagnostic.description == "$.count: 0 is less than the minimum 1")
        #expect(Diagnostic.Severity.warning.rawValue == "warning")
    }
}
