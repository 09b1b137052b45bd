import Foundation
import SkillJSON
import Testing

@testable import SkillUI

@Suite struct A2UIFunctionTests {
    static func call(_ name: String, _ args: JSONValue) -> JSONValue {
        ["call": .string(name), "args": args, "returnType": "string"]
    }

    /// Each basic-catalog function that makes text, over a small data model.
    @Test(arguments: [
        (call("formatString", ["value": "Hi ${/name}, \\${not} ${/missing}!"]), "Hi Ada, ${not} !"),
        (
            call(
                "formatString",
                [
                    "value":
                        "${formatNumber(value:${/n}, decimals:1)} / ${pluralize(value:${/n}, one:'one', other:\"many\")}"
                ]), "1,234.5 / many"
        ),
        (call("formatString", ["value": "${/name"]), "${/name"),
        (call("formatNumber", ["value": 1234567.891]), "1,234,567.891"),
        (call("formatNumber", ["value": -0.004, "decimals": 2]), "0.00"),
        (call("formatNumber", ["value": 2.5, "decimals": 0, "grouping": false]), "3"),
        (call("formatCurrency", ["value": 1234.5, "currency": "USD"]), "$1,234.50"),
        (call("formatNumber", ["value": 1.5, "decimals": 1e300]), "1.500000000000"),
        (call("formatCurrency", ["value": 500, "currency": "JPY"]), "¥500"),
        (call("formatCurrency", ["value": -12, "currency": "chf"]), "-CHF\u{00A0}12.00"),
        (
            call("formatDate", ["value": "2026-03-01T14:05:09Z", "format": "yyyy-MM-dd HH:mm:ss"]),
            "2026-03-01 14:05:09"
        ),
        (
            call("formatDate", ["value": "2026-03-01T14:05:09+08:00", "format": "EEEE d MMMM, h:mm a"]),
            "Sunday 1 March, 6:05 AM"
        ),
        (call("formatDate", ["value": "2026-12-25", "format": "E, MMM d ''yy 'at' H"]), "Fri, Dec 25 '26 at 0"),
        (call("formatDate", ["value": 0, "format": "yyyy"]), "1970"),
        (call("formatDate", ["value": "09:30", "format": "HH:mm"]), "09:30"),
        (call("formatDate", ["value": "not a date", "format": "yyyy"]), ""),
        (call("pluralize", ["value": 1, "one": "item", "other": "items"]), "item"),
        (call("pluralize", ["value": 0, "zero": "none", "one": "item", "other": "items"]), "items"),
        (call("shout", ["value": "x"]), ""),
    ])
    func formats(value: JSONValue, expected: String) {
        #expect(A2UIFixtures.text(value, data: ["name": "Ada", "n": 1234.5]) == expected)
    }

    @Test(arguments: [
        ("en", 1.0, "one"), ("en", 1.5, "other"), ("zh", 1.0, "other"), ("fr", 0.0, "one"),
        ("ru", 3.0, "few"), ("ru", 11.0, "many"), ("ru", 21.0, "one"), ("ar", 0.0, "zero"), ("ar", 2.0, "two"),
        ("xx", 1.0, "other"),
    ])
    func pluralCategories(language: String, value: Double, category: String) {
        #expect(A2UIPlural.category(value, language: language) == category)
    }

    /// The Boolean functions, seen through a Button's checks (failing disables it).
    @Test(
        arguments: [
            (["call": "required", "args": ["value": ""]], false), (["call": "required", "args": ["value": [1]]], true),
            (["call": "regex", "args": ["value": "12345", "pattern": "^[0-9]{5}$"]], true),
            (["call": "regex", "args": ["value": "aaaa!", "pattern": "^(a+)+$"]], false),
            (["call": "length", "args": ["value": "abc", "min": 2, "max": 3]], true),
            (["call": "length", "args": ["value": "abcd", "max": 3]], false),
            (["call": "numeric", "args": ["value": "42", "min": 18]], true),
            (["call": "numeric", "args": ["value": "forty", "min": 18]], false),
            (["call": "email", "args": ["value": "ada@example.com"]], true),
            (["call": "email", "args": ["value": "ada@example"]], false),
            (["call": "and", "args": ["values": [true, "true"]]], true),
            (["call": "and", "args": ["values": [true, 0]]], false),
            (["call": "or", "args": ["values": [false, 1]]], true),
            (["call": "not", "args": ["value": "false"]], true),
        ] as [(JSONValue, Bool)])
    func checks(condition: JSONValue, passes: Bool) {
        let document = A2UIFixtures.jsonl([
            [
                "id": "root", "component": "Button", "child": "label", "action": ["event": ["name": "go"]],
                "checks": [["condition": condition, "message": "no"]],
            ],
            ["id": "label", "component": "Text", "text": "Go"],
        ])
        guard case .button(let button)? = A2UIFixtures.render(document).tree else {
            Issue.record("no button")
            return
        }
        #expect(button.disabled == !passes)
    }

    @Test func refusesAPatternThatBacktracksExponentially() {
        #expect(A2UIEvaluator.hasNestedQuantifier("^(a+)+$"))
        #expect(A2UIEvaluator.hasNestedQuantifier("(x|y*)*"))
        #expect(!A2UIEvaluator.hasNestedQuantifier("^[0-9]{5}(-[0-9]{4})?$"))
        #expect(!A2UIEvaluator.hasNestedQuantifier(#"^\(a+\)+$"#))
        let document = A2UIFixtures.jsonl([
            [
                "id": "root", "component": "Text",
                "text": ["call": "formatString", "args": ["value": "${/x}"]],
            ]
        ])
        #expect(A2UIFixtures.render(document).diagnostics.contains { $0.contains("nothing at /x") })
    }

    @Test func refusesARegexInputOverTheLimit() {
        var evaluator = A2UIEvaluator(model: [:], options: .init(), limits: A2UILimits(maxRegexInputLength: 4))
        let value = evaluator.evaluate(
            ["call": "regex", "args": ["value": "abcde", "pattern": "b"]], scope: [], path: ["x"])
        #expect(value == false)
        #expect(evaluator.diagnostics.map(\.message).first?.contains("maxRegexInputLength") == true)
    }

    @Test func interpolatedDataIsNeverReadAgainAsATemplate() {
        let value = Self.call("formatString", ["value": "${/a}"])
        #expect(A2UIFixtures.text(value, data: ["a": "${/b}", "b": "secret"]) == "${/b}")
    }

    @Test func nestingBeyondTheExpressionLimitIsADiagnostic() {
        var template = "x"
        for _ in 0..<40 { template = "${formatString(value:\(template == "x" ? "'x'" : template))}" }
        let document = A2UIFixtures.jsonl([
            ["id": "root", "component": "Text", "text": Self.call("formatString", ["value": .string(template)])]
        ])
        let rendered = A2UIFixtures.render(document)
        #expect(rendered.tree != nil)
        #expect(rendered.diagnostics.contains { $0.contains("maxExpressionDepth") })
    }

    @Test(arguments: [("true", true), ("FALSE", false), ("yes", false), ("", false)])
    func coercesTextToBooleans(text: String, expected: Bool) {
        #expect(A2UICoercion.bool(.string(text)) == expected)
    }

    @Test func coercesToText() {
        #expect(A2UICoercion.string(3) == "3")
        #expect(A2UICoercion.string(2.5) == "2.5")
        #expect(A2UICoercion.string(nil) == "")
        #expect(A2UICoercion.string(["a": 1]) == #"{"a":1}"#)
        #expect(A2UICoercion.number("12.5") == 12.5)
        #expect(A2UICoercion.number("x") == 0)
    }
}
