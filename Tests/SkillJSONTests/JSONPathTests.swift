import Testing

@testable import SkillJSON

@Suite struct JSONPathTests {
    @Test(
        arguments: [
            (JSONPath.root, "$"),
            (["a", "b"], "$.a.b"),
            (["items", 2, "amount"], "$.items[2].amount"),
            ([0, 1], "$[0][1]"),
            (["a b"], #"$["a b"]"#),
            (["say \"hi\""], #"$["say \"hi\""]"#),
            (["1st"], #"$["1st"]"#),
            ([""], #"$[""]"#),
            (["_private", "snake_case9"], "$._private.snake_case9"),
            (["héllo"], #"$["héllo"]"#),
            (["a.b"], #"$["a.b"]"#),
            (["line\nbreak"], #"$["line\nbreak"]"#),
        ] as [(JSONPath, String)])
    func rendersPaths(path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }

    @Test func appendingBuildsPaths() {
        let path = JSONPath.root.appending(key: "items").appending(index: 2).appending(.key("amount"))
        #expect(path == ["items", 2, "amount"])
        #expect(path.components == [.key("items"), .index(2), .key("amount")])
    }

    @Test func navigatesValues() {
        let value: JSONValue = ["items": [["amount": 1], ["amount": 2]]]
        #expect(value.value(at: ["items", 1, "amount"]) == 2)
        #expect(value.value(at: ["items", 5]) == nil)
        #expect(value.value(at: .root) == value)
    }
}
