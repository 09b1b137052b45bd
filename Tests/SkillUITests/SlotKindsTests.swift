import SkillJSON
import SkillUIHTML
import SkillUITerminal
import SkillUITestSupport
import Testing

@testable import SkillUI

/// Tabs and modal: components whose children fill named slots.
@Suite struct SlotKindsTests {
    typealias Case = DecodingLenientTests.Case
    typealias T = TerminalTest

    static let lenientCases: [Case] = [
        Case(
            input: #"{"type":"tabs","tabs":[{"title":"A","child":{"type":"divider"}},{"label":"B","content":"hi"}]}"#,
            output:
                #"{"id":"root","tabs":[{"child":{"id":"root/0-divider","type":"divider"},"title":"A"},{"child":{"content":"hi","id":"root/1-text","type":"text"},"title":"B"}],"type":"tabs"}"#,
            diagnostics: [
                #"$.tabs[1].content: unknown field "content" for tab; read as "child""#,
                #"$.tabs[1].label: unknown field "label" for tab; read as "title""#,
                "$.tabs[1].content: expected a component object, got a string; read as a text component",
            ]),
        Case(
            input:
                #"{"type":"tabs","selected":5,"tabs":[7,{"title":"A"},{"child":{"type":"divider"}},{"title":"C","child":{"type":"text"}}]}"#,
            output:
                #"{"id":"root","tabs":[{"child":{"id":"root/2-divider","type":"divider"},"title":"1"}],"type":"tabs"}"#,
            diagnostics: [
                "$.tabs[0]: expected a tab {title, child}, got 7; tab dropped",
                #"$.tabs[1]: missing required field "child" for tab; tab dropped"#,
                #"$.tabs[2]: missing required field "title" for tab; numbered "1""#,
                "$.selected: tab 5 is past the last tab, 1; clamped to 1",
                #"$.tabs[3].child: missing required field "content" for text; component dropped"#,
                #"$.tabs[3]: the content of tab "C" was dropped; tab dropped"#,
            ]),
        Case(
            input: #"{"type":"dialog","trigger":"Open","body":{"type":"divider"},"title":"T"}"#,
            output:
                #"{"content":{"id":"root/1-divider","type":"divider"},"id":"root","title":"T","trigger":{"content":"Open","id":"root/0-text","type":"text"},"type":"modal"}"#,
            diagnostics: [
                #"$.type: unknown component type "dialog"; read as "modal""#,
                #"$.body: unknown field "body" for modal; read as "content""#,
                "$.trigger: expected a component object, got a string; read as a text component",
            ]),
        Case(
            input:
                #"{"type":"stack","children":[{"type":"modal","trigger":{"type":"text"},"content":{"type":"divider"}}]}"#,
            output: #"{"children":[],"id":"root","type":"stack"}"#,
            diagnostics: [
                #"$.children[0].trigger: missing required field "content" for text; component dropped"#,
                "$.children[0]: the trigger of the modal was dropped; component dropped",
            ]),
        Case(
            input: #"{"type":"modal","trigger":{"type":"divider"}}"#, output: nil,
            diagnostics: [#"$: missing required field "content" for modal; component dropped"#]),
    ]

    @Test(arguments: lenientCases)
    func lenientDecoding(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(testCase.input)
        #expect(component?.jsonValue.stableString() == testCase.output)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func moreThanTheTabLimitIsCut() throws {
        let tab = #"{"title":"t","child":{"type":"divider"}}"#
        let input =
            #"{"type":"tabs","tabs":["# + Array(repeating: tab, count: SKTabs.maxTabs + 3).joined(separator: ",") + "]}"
        let (component, diagnostics) = try DecodingFixtures.lenient(input)
        guard case .tabs(let tabs)? = component else { return #expect(Bool(false), "not tabs") }
        #expect(tabs.tabs.count == SKTabs.maxTabs)
        #expect(diagnostics == ["$.tabs[20]: more than 20 tabs; this and later tabs dropped"])
        #expect(
            try DecodingFixtures.strictProblem(#"{"type":"tabs","tabs":[{"title":"A"}]}"#)
                == #"$.tabs[0]: missing required field "child" for tab"#)
    }

    static let tabs = SKTabs(
        id: "t",
        tabs: [
            .init(title: "One", child: .text(SKText(id: "a", content: "first"))),
            .init(title: "Two <2>", child: .text(SKText(id: "b", content: "second"))),
        ], selected: 1)

    @Test func tabsAreRadioButtonsWithPanelsInHTMLAndAHeaderInTheTerminal() {
        let html = HTMLTestSupport.inner(.tabs(Self.tabs))
        #expect(html.contains(#"<input type="radio" class="sk-tab-input" name="sk-t-tabs" id="sk-t-tab-1" checked>"#))
        #expect(html.contains(#"<label class="sk-tab" for="sk-t-tab-1">Two &lt;2&gt;</label>"#))
        #expect(html.components(separatedBy: "role=\"region\"").count == 3)
        #expect(T.text(.tabs(Self.tabs)) == T.lines("One │ [Two <2>]", "second"))
        #expect(T.text(.tabs(Self.tabs), width: 8) == T.lines("One │", "[Two", "<2>]", "second"))
    }

    @Test func modalOpensAPopoverFromItsTrigger() {
        let modal = SKModal(
            id: "m", trigger: .text(SKText(id: "x", content: "Why?")),
            content: .text(SKText(id: "y", content: "Because")))
        let html = HTMLTestSupport.inner(.modal(modal))
        #expect(html.contains(#"<button type="button" class="sk-modal-trigger" popovertarget="sk-m-dialog">"#))
        #expect(
            html.contains(#"<div class="sk-modal-dialog" popover role="dialog" id="sk-m-dialog" aria-label="Why?">"#))
        #expect(T.text(.modal(modal)) == T.lines("Why?", "▸ Why?", "  Because"))
    }

    @Test func aChangedPageIsAnUpdateInsideItAndANewPageReplacesTheTabs() throws {
        var edited = Self.tabs
        edited.tabs[0].child = .text(SKText(id: "a", content: "changed"))
        edited.tabs[1].title = "Deux"
        let patches = UIDiff.diff(from: .tabs(Self.tabs), to: .tabs(edited))
        #expect(patches.map(\.description).sorted() == ["update a set content", "update t set tabs"])
        #expect(try UIDiff.apply(patches, to: .tabs(Self.tabs)) == .tabs(edited))

        var grown = Self.tabs
        grown.tabs.append(.init(title: "Three", child: .divider(SKDivider(id: "c"))))
        let replaced = UIDiff.diff(from: .tabs(Self.tabs), to: .tabs(grown))
        #expect(replaced.map(\.description) == ["replace t with tabs t"])
        #expect(try UIDiff.apply(replaced, to: .tabs(Self.tabs)) == .tabs(grown))
    }

    @Test func patchesCannotEmptyASlot() {
        #expect(throws: UIError.self) { try UIDiff.apply([.remove(id: "a")], to: .tabs(Self.tabs)) }
        #expect(throws: UIError.self) {
            try UIDiff.apply(
                [.insert(parentID: "t", index: 0, component: .divider(SKDivider(id: "z")))], to: .tabs(Self.tabs))
        }
        #expect(throws: UIError.self) {
            try UIDiff.apply(
                [.update(id: "t", set: ["tabs": [["title": "only one"]]], unset: [])], to: .tabs(Self.tabs))
        }
    }

    @Test func normalizingKeepsAnEmptyPageAndAccessibilityPathsNameTheSlot() {
        let tree = SKComponent.tabs(
            SKTabs(
                id: "t",
                tabs: [
                    .init(title: "Empty", child: .stack(SKStack(id: "e"))),
                    .init(title: "", child: .image(SKImage(id: "i", url: "https://e.x/a.png"))),
                ]))
        #expect(UINormalizer.normalize(tree) == tree)
        let problems = AccessibilityCheck.check(tree).map(\.description)
        #expect(problems.contains { $0.hasPrefix("$.tabs[1]: tab has no title") })
        #expect(problems.contains { $0.hasPrefix("$.tabs[1].child: image has no alt text") })
    }

    @Test func tabsNestedFarTooDeepCostOneDiagnosticPerLimit() throws {
        var deep: JSONValue = ["type": "text", "content": "bottom"]
        for level in 0..<100_000 {
            deep =
                level.isMultiple(of: 2)
                ? ["type": "tabs", "tabs": [["title": "t", "child": deep]]]
                : ["type": "modal", "trigger": ["type": "divider"], "content": deep]
        }
        defer { DecodingFixtures.dismantle(&deep) }
        let result = UIDecoder.decode(deep)
        // The depth limit once, and the innermost kept tab, whose page the limit took.
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages == [
                "components nest deeper than 64 levels (maxDepth); deeper components dropped",
                #"the content of tab "t" was dropped; tab dropped"#,
            ])
        if let component = result.component {
            #expect(component.nodeCount <= 64 * 2)
            _ = HTMLRenderer().render(component)
            _ = TerminalRenderer().render(component)
        }
    }
}
