import SkillJSON
import Testing

@testable import SkillUI

/// Lenient decoding: aliases, coercions and defaults, each with the exact diagnostics it reports.
@Suite struct DecodingLenientTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        /// The canonical JSON of the result (`stableString`), or `nil` when nothing survives.
        var output: String?
        var diagnostics: [String] = []
        var testDescription: String { input }
    }

    static let aliasCases: [Case] = [
        // Documented synonyms: no diagnostics.
        Case(
            input: #"{"type":"section","components":[{"type":"divider"}]}"#,
            output: #"{"children":[{"id":"root/0-divider","type":"divider"}],"id":"root","type":"stack"}"#),
        Case(
            input: #"{"type":"picker","name":"u","options":["c","f"]}"#,
            output:
                #"{"id":"root","name":"u","options":[{"label":"c","value":"c"},{"label":"f","value":"f"}],"type":"picker"}"#
        ),
        // Type aliases.
        Case(
            input: #"{"type":"hstack"}"#,
            output: #"{"children":[],"direction":"horizontal","id":"root","type":"stack"}"#,
            diagnostics: [#"$.type: unknown component type "hstack"; read as "stack" with direction "horizontal""#]),
        Case(
            input: #"{"type":"row","direction":"vertical"}"#,
            output: #"{"children":[],"id":"root","type":"stack"}"#,
            diagnostics: [#"$.type: unknown component type "row"; read as "stack" with direction "horizontal""#]),
        Case(
            input: #"{"type":"input","name":"q"}"#,
            output: #"{"id":"root","name":"q","type":"textField"}"#,
            diagnostics: [#"$.type: unknown component type "input"; read as "textField""#]),
        Case(
            input: #"{"type":"TextField","name":"q"}"#,
            output: #"{"id":"root","name":"q","type":"textField"}"#,
            diagnostics: [#"$.type: unknown component type "TextField"; read as "textField""#]),
        Case(
            input: #"{"type":"heading","content":"Hi"}"#,
            output: #"{"content":"Hi","id":"root","style":"title","type":"text"}"#,
            diagnostics: [#"$.type: unknown component type "heading"; read as "text" with style "title""#]),
        Case(
            input: #"{"type":"pie_chart","labels":["a"],"series":[{"name":"n","values":[1]}]}"#,
            output: #"{"id":"root","kind":"pie","labels":["a"],"series":[{"name":"n","values":[1]}],"type":"chart"}"#,
            diagnostics: [#"$.type: unknown component type "pie_chart"; read as "chart" with kind "pie""#]),
        Case(
            input: #"{"type":"switch","name":"n","label":"L","checked":true}"#,
            output: #"{"id":"root","isOn":true,"label":"L","name":"n","type":"toggle"}"#,
            diagnostics: [
                #"$.type: unknown component type "switch"; read as "toggle""#,
                #"$.checked: unknown field "checked" for toggle; read as "isOn""#,
            ]),
        // Field aliases and snake_case.
        Case(
            input: #"{"type":"text","text":"Hi"}"#, output: #"{"content":"Hi","id":"root","type":"text"}"#,
            diagnostics: [#"$.text: unknown field "text" for text; read as "content""#]),
        Case(
            input: #"{"type":"button","label":"Go","action":"go"}"#,
            output: #"{"action":"go","id":"root","title":"Go","type":"button"}"#,
            diagnostics: [#"$.label: unknown field "label" for button; read as "title""#]),
        Case(
            input: #"{"type":"link","title":"Docs","href":"https://e.x"}"#,
            output: #"{"id":"root","title":"Docs","type":"link","url":"https://e.x"}"#,
            diagnostics: [#"$.href: unknown field "href" for link; read as "url""#]),
        Case(
            input: #"{"type":"link","title":"Docs","url":"https://a.x","href":"https://b.x"}"#,
            output: #"{"id":"root","title":"Docs","type":"link","url":"https://a.x"}"#,
            diagnostics: [#"$.href: field "href" repeats "url"; ignored"#]),
        Case(
            input: #"{"type":"image","src":"https://e.x/a.png"}"#,
            output: #"{"id":"root","type":"image","url":"https://e.x/a.png"}"#,
            diagnostics: [#"$.src: unknown field "src" for image; read as "url""#]),
        Case(
            input: #"{"type":"text_field","name":"n","min_length":2,"max-length":"9"}"#,
            output: #"{"id":"root","maxLength":9,"minLength":2,"name":"n","type":"textField"}"#,
            diagnostics: [
                #"$.type: unknown component type "text_field"; read as "textField""#,
                #"$["max-length"]: unknown field "max-length" for textField; read as "maxLength""#,
                #"$.min_length: unknown field "min_length" for textField; read as "minLength""#,
                #"$["max-length"]: expected a number, got "9"; read as 9"#,
            ]),
        Case(
            input: #"{"type":"stack","items":[{"type":"spacer"}]}"#,
            output: #"{"children":[{"id":"root/0-spacer","type":"spacer"}],"id":"root","type":"stack"}"#,
            diagnostics: [#"$.items: unknown field "items" for stack; read as "children""#]),
        Case(
            input: #"{"type":"stack","children":[],"components":[{"type":"divider"}]}"#,
            output: #"{"children":[],"id":"root","type":"stack"}"#,
            diagnostics: [#"$.components: field "components" repeats "children"; ignored"#]),
        Case(
            input: #"{"type":"text","content":"Hi","foo":1}"#, output: #"{"content":"Hi","id":"root","type":"text"}"#,
            diagnostics: [#"$.foo: unknown field "foo" for text; ignored"#]),
        // Enumerations.
        Case(
            input: #"{"type":"text","content":"a","align":"right","weight":700,"style":"Caption"}"#,
            output: #"{"align":"trailing","content":"a","id":"root","style":"caption","type":"text","weight":"bold"}"#,
            diagnostics: [
                #"$.style: "Caption" is not one of "title", "headline", "body", "caption"; read as "caption""#,
                #"$.align: "right" is not one of "leading", "center", "trailing"; read as "trailing""#,
                #"$.weight: 700 is not one of "regular", "medium", "semibold", "bold"; read as "bold""#,
            ]),
        Case(
            input: #"{"type":"stack","direction":"diagonal"}"#, output: #"{"children":[],"id":"root","type":"stack"}"#,
            diagnostics: [#"$.direction: "diagonal" is not one of "vertical", "horizontal"; using "vertical""#]),
        Case(
            input: #"{"type":"stack","direction":"h"}"#,
            output: #"{"children":[],"direction":"horizontal","id":"root","type":"stack"}"#,
            diagnostics: [#"$.direction: "h" is not one of "vertical", "horizontal"; read as "horizontal""#]),
        Case(
            input: #"{"type":"button","title":"x","action":"a","role":"danger"}"#,
            output: #"{"action":"a","id":"root","role":"destructive","title":"x","type":"button"}"#,
            diagnostics: [
                #"$.role: "danger" is not one of "primary", "secondary", "destructive"; read as "destructive""#
            ]),
        // Coercions.
        Case(
            input: #"{"type":"stack","spacing":"16","padding":"4px"}"#,
            output: #"{"children":[],"id":"root","padding":4,"spacing":16,"type":"stack"}"#,
            diagnostics: [
                #"$.spacing: expected a number, got "16"; read as 16"#,
                #"$.padding: expected a number, got "4px"; read as 4"#,
            ]),
        Case(
            input: #"{"type":"toggle","name":"n","label":"L","is_on":"yes"}"#,
            output: #"{"id":"root","isOn":true,"label":"L","name":"n","type":"toggle"}"#,
            diagnostics: [
                #"$.is_on: unknown field "is_on" for toggle; read as "isOn""#,
                #"$.is_on: expected a boolean, got "yes"; read as true"#,
            ]),
        Case(
            input: #"{"type":"button","title":42,"action":"a","disabled":1}"#,
            output: #"{"action":"a","disabled":true,"id":"root","title":"42","type":"button"}"#,
            diagnostics: [
                #"$.title: expected a string, got 42; read as "42""#,
                #"$.disabled: expected a boolean, got 1; read as true"#,
            ]),
        Case(
            input: #"{"type":"spacer","size":-4}"#, output: #"{"id":"root","type":"spacer"}"#,
            diagnostics: [#"$.size: -4 is negative; ignored"#]),
        Case(
            input: #"{"type":"spacer","size":"wide"}"#, output: #"{"id":"root","type":"spacer"}"#,
            diagnostics: [#"$.size: expected a finite number, got "wide"; ignored"#]),
        Case(
            input: #"{"type":"text","content":"a","style":null,"color":null}"#,
            output: #"{"content":"a","id":"root","type":"text"}"#),
        // Colors.
        Case(
            input: #"{"type":"badge","text":"b","color":"blue"}"#,
            output: #"{"color":"accent","id":"root","text":"b","type":"badge"}"#,
            diagnostics: [
                #"$.color: "blue" is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of label, secondaryLabel, "#
                    + #"background, secondaryBackground, accent, success, warning, danger); read as "accent""#
            ]),
        Case(
            input: ##"{"type":"badge","text":"b","color":"#12345"}"##,
            output: #"{"id":"root","text":"b","type":"badge"}"#,
            diagnostics: [
                ##"$.color: "#12345" is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of label, secondaryLabel, "##
                    + #"background, secondaryBackground, accent, success, warning, danger); ignored"#
            ]),
        Case(
            input: #"{"type":"badge","text":"b","color":"ff9500"}"#,
            output: ##"{"color":"#FF9500","id":"root","text":"b","type":"badge"}"##,
            diagnostics: [
                #"$.color: "ff9500" is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of label, secondaryLabel, "#
                    + ##"background, secondaryBackground, accent, success, warning, danger); read as "#FF9500""##
            ]),
        Case(
            input: #"{"type":"text","content":"x","color":"secondary_label"}"#,
            output: #"{"color":"secondaryLabel","content":"x","id":"root","type":"text"}"#),
        // Shapes.
        Case(
            input: #"["Hello", {"type":"divider"}]"#,
            output:
                #"{"children":[{"content":"Hello","id":"root/0-text","type":"text"},{"id":"root/1-divider","type":"divider"}],"id":"root","type":"stack"}"#,
            diagnostics: [
                #"$: expected a component object, got an array; read as a vertical stack"#,
                #"$[0]: expected a component object, got a string; read as a text component"#,
            ]),
        Case(
            input: #"{"components":[{"type":"divider"}]}"#,
            output: #"{"children":[{"id":"root/0-divider","type":"divider"}],"id":"root","type":"stack"}"#,
            diagnostics: [#"$: missing required field "type"; read as "stack" from its fields"#]),
        Case(
            input: #"{"type":"card","title":"T","content":{"type":"divider"}}"#,
            output: #"{"children":[{"id":"root/0-divider","type":"divider"}],"id":"root","title":"T","type":"card"}"#,
            diagnostics: [
                #"$.content: unknown field "content" for card; read as "children""#,
                #"$.content: expected an array of components, got an object; read as one child"#,
            ]),
    ]

    @Test(arguments: aliasCases)
    func aliasesAndCoercions(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(testCase.input)
        #expect(component?.jsonValue.stableString() == testCase.output)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func decoderDocumentationExampleHolds() {
        let result = UIDecoder.decode(json: #"{"type": "text", "text": "Hi", "align": "left"}"#)
        #expect(result.component == .text(SKText(id: "root", content: "Hi", align: .leading)))
        #expect(
            result.diagnostics.map(\.description) == [
                #"$.text: unknown field "text" for text; read as "content""#,
                #"$.align: "left" is not one of "leading", "center", "trailing"; read as "leading""#,
            ])
        #expect(!result.hasErrors)
    }
}
