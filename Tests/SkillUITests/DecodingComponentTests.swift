import SkillJSON
import Testing

@testable import SkillUI

/// Per-component lenient rules: defaults for missing fields, padding, clamping, dropping.
@Suite struct DecodingComponentTests {
    typealias Case = DecodingLenientTests.Case

    static let cases: [Case] = [
        // Chart.
        Case(
            input:
                #"{"type":"chart","chartType":"line","labels":["a","b","c"],"series":[{"name":"s","values":[1,"2"]},{"name":"t","values":[1,2,3,4]}]}"#,
            output:
                #"{"id":"root","kind":"line","labels":["a","b","c"],"series":[{"name":"s","values":[1,2,0]},{"name":"t","values":[1,2,3]}],"type":"chart"}"#,
            diagnostics: [
                #"$.chartType: unknown field "chartType" for chart; read as "kind""#,
                #"$.series[0].values[1]: expected a number, got "2"; read as 2"#,
                "$.series[0]: series has 2 values for 3 labels; padded with 0",
                "$.series[1]: series has 4 values for 3 labels; cut to 3",
            ]),
        Case(
            input: #"{"type":"chart","chart_type":"pie","series":[3,5]}"#,
            output:
                #"{"id":"root","kind":"pie","labels":["1","2"],"series":[{"name":"","values":[3,5]}],"type":"chart"}"#,
            diagnostics: [
                #"$.chart_type: unknown field "chart_type" for chart; read as "kind""#,
                "$.series: expected an array of series, got an array of numbers; read as one series",
                #"$: missing required field "labels" for chart; numbered 1…2"#,
            ]),
        Case(
            input: #"{"type":"chart","labels":["a"],"series":[{"values":[1],"color":"nope"},"x"]}"#,
            output: #"{"id":"root","kind":"bar","labels":["a"],"series":[{"name":"","values":[1]}],"type":"chart"}"#,
            diagnostics: [
                #"$.series[0]: missing required field "name" for series; read as """#,
                #"$.series[0].color: "nope" is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of label, secondaryLabel, "#
                    + "background, secondaryBackground, accent, success, warning, danger); ignored",
                #"$.series[1]: expected a series {name, values}, got "x"; series dropped"#,
            ]),
        Case(
            input: #"{"type":"chart","labels":["a"]}"#, output: nil,
            diagnostics: [#"$: missing required field "series" for chart; component dropped"#]),
        // Table.
        Case(
            input: #"{"type":"table","columns":["a","b"],"rows":[["1"],["1","2","3"],{"b":2,"a":"x"},[true,null]]}"#,
            output:
                #"{"columns":["a","b"],"id":"root","rows":[["1",""],["1","2"],["x","2"],["true",""]],"type":"table"}"#,
            diagnostics: [
                "$.rows[0]: row has 1 cells for 2 columns; padded with empty cells",
                "$.rows[1]: row has 3 cells for 2 columns; cut to 2",
                "$.rows[2]: expected an array of cells, got an object; read in column order",
                #"$.rows[2].b: expected a string, got 2; read as "2""#,
                #"$.rows[3][0]: expected a string, got true; read as "true""#,
                #"$.rows[3][1]: expected a string, got null; read as """#,
            ]),
        Case(
            input: #"{"type":"table","headers":[{"title":"Name"}]}"#,
            output: #"{"columns":["Name"],"id":"root","rows":[],"type":"table"}"#,
            diagnostics: [
                #"$.headers: unknown field "headers" for table; read as "columns""#,
                #"$.headers[0]: expected a string, got an object; read its "title""#,
                #"$: missing required field "rows" for table; read as no rows"#,
            ]),
        // Progress.
        Case(
            input: #"{"type":"progress","value":"45%"}"#, output: #"{"id":"root","type":"progress","value":0.45}"#,
            diagnostics: [
                #"$.value: expected a number, got "45%"; read as 45"#, "$.value: 45 is outside 0…1; read as 45% = 0.45",
            ]),
        Case(
            input: #"{"type":"progress","value":150}"#, output: #"{"id":"root","type":"progress","value":1}"#,
            diagnostics: ["$.value: 150 is outside 0…1; clamped to 1"]),
        Case(
            input: #"{"type":"progress","value":-0.5}"#, output: #"{"id":"root","type":"progress","value":0}"#,
            diagnostics: ["$.value: -0.5 is outside 0…1; clamped to 0"]),
        Case(
            input: #"{"type":"progress","label":"x"}"#, output: nil,
            diagnostics: [#"$: missing required field "value" for progress; component dropped"#]),
        // Picker.
        Case(
            input:
                #"{"type":"picker","name":"p","options":[{"value":"a"},{"label":"B"},{"key":"c","title":"C"},7,null],"selected":"B"}"#,
            output:
                #"{"id":"root","name":"p","options":[{"label":"a","value":"a"},{"label":"B","value":"B"},{"label":"C","value":"c"},{"label":"7","value":"7"}],"selected":"B","type":"picker"}"#,
            diagnostics: [
                #"$.options[0]: missing required field "label" for option; the value is used"#,
                #"$.options[1]: missing required field "value" for option; the label is used"#,
                #"$.options[2].key: unknown field "key" for option; read as "value""#,
                #"$.options[2].title: unknown field "title" for option; read as "label""#,
                #"$.options[3]: expected a string, got 7; read as "7""#,
                "$.options[4]: expected an option (a string or {value, label}), got null; option dropped",
            ]),
        Case(
            input: #"{"type":"picker","name":"p","options":[{"value":"c","label":"°C"}],"selected":"°C"}"#,
            output: #"{"id":"root","name":"p","options":[{"label":"°C","value":"c"}],"selected":"c","type":"picker"}"#,
            diagnostics: [#"$.selected: "°C" is an option's label, not its value; read as "c""#]),
        Case(
            input: #"{"type":"picker","options":["a"]}"#,
            output: #"{"id":"root","name":"root","options":[{"label":"a","value":"a"}],"type":"picker"}"#,
            diagnostics: [#"$: missing required field "name" for picker; the id "root" is used"#]),
        // List.
        Case(
            input:
                #"{"type":"list","items":["Milk",{"subtitle":"no title"},{"title":"Eggs","payload":{"n":12}},null]}"#,
            output:
                #"{"id":"root","items":[{"id":"root/0","title":"Milk"},{"id":"root/2","payload":{"n":12},"title":"Eggs"}],"type":"list"}"#,
            diagnostics: [
                "$.items[0]: expected a list item object, got a string; read as its title",
                #"$.items[1]: missing required field "title" for list item; item dropped"#,
                "$.items[3]: expected a list item object, got null; item dropped",
            ]),
        Case(
            input: #"{"type":"list","items":{"title":"x"}}"#, output: nil,
            diagnostics: ["$.items: expected an array of items, got an object; component dropped"]),
        // Inputs.
        Case(
            input: #"{"type":"button","title":"Later"}"#,
            output: #"{"action":"","disabled":true,"id":"root","title":"Later","type":"button"}"#,
            diagnostics: [#"$: missing required field "action" for button; shown disabled"#]),
        Case(
            input: #"{"type":"textField","id":"email","kind":"e-mail","minLength":5,"maxLength":2.5}"#,
            output: #"{"id":"email","kind":"email","minLength":5,"name":"email","type":"textField"}"#,
            diagnostics: [
                #"$.kind: "e-mail" is not one of "text", "number", "date", "email"; read as "email""#,
                "$.maxLength: expected a whole number, got 2.5; read as 2",
                "$.maxLength: maxLength 2 is less than minLength 5; ignored",
                #"$: missing required field "name" for textField; the id "email" is used"#,
            ]),
        Case(
            input: #"{"type":"toggle","name":"wifi"}"#,
            output: #"{"id":"root","label":"wifi","name":"wifi","type":"toggle"}"#,
            diagnostics: [#"$: missing required field "label" for toggle; the name is used"#]),
        Case(
            input: #"{"type":"link","url":"https://e.x"}"#,
            output: #"{"id":"root","title":"https://e.x","type":"link","url":"https://e.x"}"#,
            diagnostics: [#"$: missing required field "title" for link; the URL is used"#]),
        // Leaves that cannot be repaired are dropped; their container stays.
        Case(
            input:
                #"{"type":"card","children":[{"type":"text","content":{"a":1}},{"type":"image"},{"type":"badge"},3]}"#,
            output: #"{"children":[],"id":"root","type":"card"}"#,
            diagnostics: [
                "$.children[0].content: expected a string, got an object; component dropped",
                #"$.children[1]: missing required field "url" for image; component dropped"#,
                #"$.children[2]: missing required field "text" for badge; component dropped"#,
                "$.children[3]: expected a component object, got 3; component dropped",
            ]),
        // Unknown types keep their members (with type and id) and are not decoded further.
        Case(
            input: #"{"type":"carousel","autoplay":true,"children":[{"type":"nope"}]}"#,
            output: #"{"autoplay":true,"children":[{"type":"nope"}],"id":"root","type":"carousel"}"#,
            diagnostics: [#"$.type: unknown component type "carousel"; kept as an unknown node that renders nothing"#]),
    ]

    @Test(arguments: cases)
    func lenientRules(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(testCase.input)
        #expect(component?.jsonValue.stableString() == testCase.output)
        #expect(diagnostics == testCase.diagnostics)
    }

    static var registry: SKComponentRegistry {
        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(
                type: "rating", schema: .object(["stars": .integer(minimum: 0, maximum: 5)], required: ["stars"])))
        registry.register(SKCustomComponentDefinition(type: "carousel", acceptsChildren: true))
        return registry
    }

    static let customCases: [Case] = [
        Case(
            input: #"{"type":"rating","stars":4,"id":"r"}"#, output: #"{"id":"r","stars":4,"type":"rating"}"#),
        Case(
            input: #"{"type":"stack","children":[{"type":"rating","stars":9},{"type":"rating"}]}"#,
            output: #"{"children":[],"id":"root","type":"stack"}"#,
            diagnostics: [
                "$.children[0].stars: 9 is greater than the maximum 5",
                #"$.children[0]: properties do not match the schema of "rating"; component dropped"#,
                #"$.children[1]: missing required property "stars""#,
                #"$.children[1]: properties do not match the schema of "rating"; component dropped"#,
            ]),
        Case(
            input: #"{"type":"rating","stars":1,"children":[{"type":"divider"}]}"#,
            output: #"{"id":"root","stars":1,"type":"rating"}"#,
            diagnostics: [#"$.children: custom type "rating" takes no children; ignored"#]),
        Case(
            input: #"{"type":"carousel","autoplay":true,"components":[{"type":"image","url":"https://e.x/1.png"}]}"#,
            output:
                #"{"autoplay":true,"children":[{"id":"root/0-image","type":"image","url":"https://e.x/1.png"}],"id":"root","type":"carousel"}"#
        ),
    ]

    @Test(arguments: customCases)
    func customTypesFromTheRegistry(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(
            testCase.input, options: UIDecodingOptions(registry: Self.registry))
        #expect(component?.jsonValue.stableString() == testCase.output)
        #expect(diagnostics == testCase.diagnostics)
    }
}
