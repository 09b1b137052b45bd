import SkillJSON
import SkillUITestSupport
import Testing

@testable import SkillUI

/// Checkbox toggles and pickers that choose several options or show chips and checkboxes.
@Suite struct ChoiceStyleTests {
    typealias Case = DecodingLenientTests.Case
    typealias T = TerminalTest

    static let lenientCases: [Case] = [
        Case(
            input: #"{"type":"checkbox","name":"a","label":"Agree","checked":true}"#,
            output: #"{"id":"root","isOn":true,"label":"Agree","name":"a","style":"checkbox","type":"toggle"}"#,
            diagnostics: [
                #"$.type: unknown component type "checkbox"; read as "toggle" with style "checkbox""#,
                #"$.checked: unknown field "checked" for toggle; read as "isOn""#,
            ]),
        Case(
            input: #"{"type":"toggle","name":"a","label":"A","style":"tick"}"#,
            output: #"{"id":"root","label":"A","name":"a","style":"checkbox","type":"toggle"}"#,
            diagnostics: [#"$.style: "tick" is not one of "switch", "checkbox"; read as "checkbox""#]),
        Case(
            input:
                #"{"type":"picker","name":"p","multiple":true,"options":["a","b","c"],"selected":["c","a","a","z"]}"#,
            output:
                #"{"id":"root","multiple":true,"name":"p","options":[{"label":"a","value":"a"},{"label":"b","value":"b"},{"label":"c","value":"c"}],"selected":["a","c"],"type":"picker"}"#,
            diagnostics: [
                #"$.selected[2]: "a" is selected twice; ignored"#,
                #"$.selected[3]: "z" is not the value of an option; ignored"#,
            ]),
        Case(
            input: #"{"type":"picker","name":"p","options":["a","b"],"selected":["a","b"],"displayStyle":"chip"}"#,
            output:
                #"{"id":"root","multiple":true,"name":"p","options":[{"label":"a","value":"a"},{"label":"b","value":"b"}],"selected":["a","b"],"style":"chips","type":"picker"}"#,
            diagnostics: [
                #"$.displayStyle: unknown field "displayStyle" for picker; read as "style""#,
                #"$.displayStyle: "chip" is not one of "dropdown", "chips", "checkbox"; read as "chips""#,
                #"$.selected: 2 options are selected; read as "multiple": true"#,
            ]),
        Case(
            input: #"{"type":"picker","name":"p","multiple":false,"options":["a","b"],"selected":["b","a"]}"#,
            output:
                #"{"id":"root","name":"p","options":[{"label":"a","value":"a"},{"label":"b","value":"b"}],"selected":"b","type":"picker"}"#,
            diagnostics: [#"$.selected: expected one value, got an array; read as "b"; the others ignored"#]),
        Case(
            input:
                #"{"type":"picker","name":"p","multiple":true,"options":[{"value":"x","label":"X"}],"selected":"X"}"#,
            output:
                #"{"id":"root","multiple":true,"name":"p","options":[{"label":"X","value":"x"}],"selected":["x"],"type":"picker"}"#,
            diagnostics: [
                #"$.selected: expected an array of values for a multiple picker, got a string; read as ["X"]"#,
                #"$.selected: "X" is an option's label, not its value; read as "x""#,
            ]),
    ]

    @Test(arguments: lenientCases)
    func lenientDecoding(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(testCase.input)
        #expect(component?.jsonValue.stableString() == testCase.output)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func strictDecodingRefusesASingleValueForAMultiplePicker() throws {
        let problem = try DecodingFixtures.strictProblem(
            #"{"type":"picker","name":"p","multiple":true,"options":["a"],"selected":"a"}"#)
        #expect(problem == "$.selected: expected an array of values for a multiple picker, got a string")
    }

    @Test func oldDocumentsKeepTheirCanonicalForm() throws {
        let old =
            #"{"id":"root","label":"L","name":"n","options":[{"label":"a","value":"a"}],"selected":"a","type":"picker"}"#
        #expect(try UIDecoder.decodeStrict(json: old).jsonValue.stableString() == old)
        let toggle = #"{"id":"root","isOn":true,"label":"L","name":"n","type":"toggle"}"#
        #expect(try UIDecoder.decodeStrict(json: toggle).jsonValue.stableString() == toggle)
    }

    static let extras = SKPicker(
        id: "x", name: "extras", label: "Extras",
        options: [.init(value: "egg", label: "Egg"), .init(value: "tofu", label: "Tofu & more")], action: "set",
        multiple: true, selectedValues: ["tofu"], style: .checkbox)

    @Test func choiceGroupsAreFieldsetsOfNamedInputs() {
        #expect(
            HTMLTestSupport.inner(.picker(Self.extras)) == """
                <fieldset class="sk-picker sk-choices sk-checkbox" data-sk-action="set" data-sk-id="x" data-sk-multiple>\
                <legend>Extras</legend>
                <label><input type="checkbox" name="extras" value="egg"><span>Egg</span></label>
                <label><input type="checkbox" name="extras" value="tofu" checked><span>Tofu &amp; more</span></label>
                </fieldset>
                """)
        var chips = Self.extras
        chips.multiple = false
        chips.selected = "egg"
        chips.style = .chips
        chips.action = nil
        chips.label = nil
        let html = HTMLTestSupport.inner(.picker(chips))
        #expect(html.hasPrefix(#"<fieldset class="sk-picker sk-choices sk-chips" data-sk-id="x" aria-label="extras">"#))
        #expect(html.contains(#"<input type="radio" name="extras" value="egg" checked>"#))
        var list = Self.extras
        list.style = .dropdown
        #expect(HTMLTestSupport.inner(.picker(list)).contains(#"<select id="sk-x" name="extras" multiple"#))
    }

    @Test func checkboxTogglesAreNotSwitches() {
        let html = HTMLTestSupport.inner(.toggle(SKToggle(id: "a", name: "a", label: "Agree", style: .checkbox)))
        #expect(html.hasPrefix(#"<div class="sk-toggle sk-checkbox" data-sk-id="a"><input type="checkbox" id="sk-a""#))
        #expect(!html.contains("switch"))
    }

    @Test func terminalMarksEachChosenOptionAndSendsTheNewList() {
        let rendering = T.render(.picker(Self.extras))
        #expect(rendering.text == T.lines("Extras:", "  [1] ☐ Egg", "  [2] ☑ Tofu & more"))
        #expect(
            rendering.choices.map(\.action.payload) == [
                ["name": "extras", "value": ["egg", "tofu"]], ["name": "extras", "value": []],
            ])
    }

    @Test func aChangedSelectionIsOneUpdate() throws {
        var after = Self.extras
        after.selectedValues = ["egg", "tofu"]
        let patches = UIDiff.diff(from: .picker(Self.extras), to: .picker(after))
        #expect(patches.map(\.description) == ["update x set selected"])
        #expect(try UIDiff.apply(patches, to: .picker(Self.extras)) == .picker(after))
    }
}
