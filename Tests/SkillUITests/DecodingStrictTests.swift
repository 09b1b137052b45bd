import Foundation
import SkillJSON
import Testing

@testable import SkillUI

/// Strict decoding throws the first problem, with the path into the input.
@Suite struct DecodingStrictTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var firstProblem: String
        var limits = UILimits.default
        var testDescription: String { input }
    }

    static let small = UILimits(maxDepth: 2, maxNodes: 2, maxStringBytes: 4)

    static let cases: [Case] = [
        Case(input: #"{"type":"carousel"}"#, firstProblem: #"$.type: unknown component type "carousel""#),
        Case(
            input: #"{"type":"hstack"}"#,
            firstProblem: #"$.type: unknown component type "hstack" — did you mean "stack"?"#),
        Case(input: #"{"children":[]}"#, firstProblem: #"$: missing required field "type""#),
        Case(input: #"{"type":3}"#, firstProblem: #"$.type: expected a string, got 3"#),
        Case(input: "null", firstProblem: "$: expected a component object, got null"),
        Case(input: #""hello""#, firstProblem: "$: expected a component object, got a string"),
        Case(
            input: #"{"type":"stack","children":[{"type":"text"}]}"#,
            firstProblem: #"$.children[0]: missing required field "content" for text"#),
        Case(
            input:
                #"{"type":"stack","components":[{"type":"card","children":[{"type":"list","items":[{"title":"a"},{"subtitle":"b"}]}]}]}"#,
            firstProblem: #"$.components[0].children[0].items[1]: missing required field "title" for list item"#),
        Case(input: #"{"type":"text","content":["a"]}"#, firstProblem: "$.content: expected a string, got an array"),
        Case(input: #"{"type":"text","content":7}"#, firstProblem: "$.content: expected a string, got 7"),
        Case(input: #"{"type":"stack","spacing":"16"}"#, firstProblem: #"$.spacing: expected a number, got "16""#),
        Case(
            input: #"{"type":"toggle","name":"n","label":"l","isOn":"true"}"#,
            firstProblem: #"$.isOn: expected a boolean, got "true""#),
        Case(
            input: #"{"type":"text","content":"a","style":"huge"}"#,
            firstProblem: #"$.style: "huge" is not one of "title", "headline", "body", "caption""#),
        Case(
            input: #"{"type":"text","content":"a","align":"Center"}"#,
            firstProblem: #"$.align: "Center" is not one of "leading", "center", "trailing""#),
        Case(
            input: #"{"type":"badge","text":"b","color":"blu"}"#,
            firstProblem: #"$.color: "blu" is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of label, secondaryLabel, "#
                + "background, secondaryBackground, accent, success, warning, danger)"),
        Case(
            input: #"{"type":"text","text":"a","style":"huge"}"#,
            firstProblem: #"$.text: unknown field "text" for text — did you mean "content"?"#),
        Case(input: #"{"type":"text","content":"a","foo":1}"#, firstProblem: #"$.foo: unknown field "foo" for text"#),
        Case(input: #"{"type":"button","title":"t"}"#, firstProblem: #"$: missing required field "action" for button"#),
        Case(input: #"{"type":"textField"}"#, firstProblem: #"$: missing required field "name" for textField"#),
        Case(
            input: #"{"type":"link","url":"https://e.x"}"#, firstProblem: #"$: missing required field "title" for link"#
        ),
        Case(input: #"{"type":"table","columns":["a"]}"#, firstProblem: #"$: missing required field "rows" for table"#),
        Case(
            input: #"{"type":"table","columns":["a","b"],"rows":[["1"]]}"#,
            firstProblem: "$.rows[0]: row has 1 cells for 2 columns"),
        Case(input: #"{"type":"progress","value":1.5}"#, firstProblem: "$.value: 1.5 is outside 0…1"),
        Case(
            input: #"{"type":"chart","labels":["a","b"],"series":[{"name":"s","values":[1]}]}"#,
            firstProblem: "$.series[0]: series has 1 values for 2 labels"),
        Case(
            input: #"{"type":"picker","name":"p","options":["a"],"selected":"x"}"#,
            firstProblem: #"$.selected: "x" is not the value of an option"#),
        Case(
            input: #"{"type":"stack","children":[{"type":"divider","id":"a"},{"type":"divider","id":"a"}]}"#,
            firstProblem: #"$.children[1].id: duplicate id "a""#),
        Case(input: #"{"type":"divider","id":" a "}"#, firstProblem: #"$.id: id " a " has white space around it"#),
        Case(input: #"{"type":"divider","id":7}"#, firstProblem: "$.id: expected a string id, got 7"),
        Case(
            input: #"{"type":"text","content":"0123456789"}"#,
            firstProblem: "$.content: string of 10 bytes is longer than 4 bytes (maxStringBytes)", limits: small),
        Case(
            input: #"{"type":"stack","children":[{"type":"stack","children":[{"type":"divider"}]}]}"#,
            firstProblem: "$.children[0].children[0]: components nest deeper than 2 levels (maxDepth)",
            limits: UILimits(maxDepth: 2)),
        Case(
            input: #"{"type":"stack","children":[{"type":"divider"},{"type":"divider"}]}"#,
            firstProblem: "$.children[1]: more than 2 components (maxNodes)", limits: UILimits(maxNodes: 2)),
    ]

    @Test(arguments: cases)
    func firstProblemIsThrownWithItsPath(_ testCase: Case) throws {
        let options = UIDecodingOptions(mode: .strict, limits: testCase.limits)
        #expect(try DecodingFixtures.strictProblem(testCase.input, options: options) == testCase.firstProblem)
        // `decode` in strict mode reports the same single diagnostic, and no tree.
        let result = UIDecoder.decode(try DecodingFixtures.json(testCase.input), options: options)
        #expect(result.component == nil)
        #expect(result.diagnostics.map(\.description) == [testCase.firstProblem])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func customPropertiesAreCheckedAgainstTheSchema() throws {
        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(
                type: "rating", schema: .object(["stars": .integer(minimum: 0, maximum: 5)], required: ["stars"])))
        let options = UIDecodingOptions(mode: .strict, registry: registry)
        #expect(
            try DecodingFixtures.strictProblem(
                #"{"type":"stack","children":[{"type":"rating","stars":9}]}"#, options: options)
                == "$.children[0].stars: 9 is greater than the maximum 5")
        let tree = try UIDecoder.decodeStrict(
            try DecodingFixtures.json(#"{"type":"rating","stars":4}"#), options: options)
        #expect(tree == .custom(SKCustom(id: "root", type: "rating", properties: ["stars": 4])))
    }

    @Test func textThatIsNotJSONThrowsInvalidJSON() {
        #expect {
            try UIDecoder.decodeStrict(json: #"{"type": "text",}"#)
        } throws: { error in
            guard case .invalidJSON(let jsonError) = error as? UIError else { return false }
            return jsonError.description
                == "invalid JSON at line 1, column 17: trailing comma before '}' is not allowed"
        }
    }

    @Test func decodingErrorOfCodableCarriesTheDiagnostic() {
        let data = Data(#"{"type":"stack","children":[{"type":"text"}]}"#.utf8)
        #expect {
            try JSONDecoder().decode(SKComponent.self, from: data)
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription == #"$.children[0]: missing required field "content" for text"#
        }
    }
}
