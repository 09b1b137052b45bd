import SkillJSON
import SkillUIHTML
import SkillUITerminal
import Testing

@testable import SkillUI

/// Every A2UI gallery document renders to HTML and the terminal without crashing, with exactly
/// the diagnostics written here (none for the documents not listed).
@Suite struct A2UIGalleryTests {
    /// The documents that show a check's message (a caption in the danger color, which A2UI's Text cannot carry back), or cannot
    /// render: they do not round-trip.
    static let notRoundTripping: Set<String> = [
        "24-checks-fail", "32-text-field-check-message", "42-missing-root", "27-open-url-javascript",
        "43-unknown-component",
    ]

    static let expectedDiagnostics: [String: [String]] = [
        "27-open-url-javascript": [
            #"error: surface "main": $.root.action.functionCall.args.url: openUrl opens only http and https URLs, not "javascript:alert(1)"; button shown disabled"#
        ],
        "40-cycle": [
            #"error: surface "main": $.b.children[0]: cycle a → b → a; cut here"#
        ],
        "41-dangling": [
            #"error: surface "main": $.root.children[1]: no component "missing"; skipped"#,
            #"warning: surface "main": $: not reachable from root, so not shown: "card""#,
        ],
        "42-missing-root": [
            #"error: surface "main": $: no component has id "root"; nothing to render"#
        ],
        "43-unknown-component": [
            #"warning: surface "main": $.map: unknown A2UI component type "Map" (not in the basic catalog); not shown"#,
            #"warning: surface "main": $.ok.color: unknown property "color" for Text; ignored"#,
        ],
        "44-unknown-function": [
            #"error: surface "main": $.root.text.call: unknown function "shout" — the basic catalog has required, regex, length, numeric, email, formatString, formatNumber, formatCurrency, formatDate, pluralize, openUrl, and, or, not; shown empty"#
        ],
        "45-bad-pointer": [
            #"error: line 4: $.updateDataModel.path: bad JSON Pointer "/a~1b/c~0d/deeper": cannot step into a string with "deeper"; update skipped"#,
            #"warning: surface "main": $.nowhere.text.path: nothing at /no/such/thing in the data model; shown empty"#,
            #"error: surface "main": $.broken.text.path: bad JSON Pointer "/x~2": "~" must be followed by 0 or 1 (RFC 6901); shown empty"#,
        ],
        "46-bad-lines": [
            #"error: line 2: $: not a JSON message: invalid JSON at line 1, column 116: expected ',' or ']' after array element, got end of input; line skipped"#,
            #"error: line 3: $.version: unsupported version "v0.8" — expected "v0.9", "v0.9.1" or "v0.10"; skipped"#,
            #"error: line 4: $.updateComponents.surfaceId: updateComponents needs a non-empty string surfaceId; skipped"#,
            #"error: line 6: $.updateComponents.components[1].id: a component needs a non-empty string id; skipped"#,
            #"error: line 6: $.updateComponents.components[2]: a v0.8 component (the type "Text" as a key); v0.9 writes {"id": …, "component": "Text", …}; skipped"#,
            #"error: line 7: $: a message must be an object, not array; skipped"#,
            #"error: line 8: $: more than one message in one object (createSurface, deleteSurface); skipped"#,
        ],
        "48-template-not-array": [
            #"warning: surface "main": $.root.children.path: the template's data at /items is object, not an array; no children"#
        ],
        "49-flat-checks": [
            #"warning: surface "main": $.root.checks[0]: a check written as {call, args, message} (an older draft) is read as {condition, message}"#,
            #"warning: surface "main": $.root.checks[0].args.value.path: nothing at /name in the data model; shown empty"#,
        ],
        "51-create-twice": [
            #"error: line 2: $.createSurface.surfaceId: surface "main" already exists; delete it first — message skipped"#,
            #"warning: line 4: $.deleteSurface.surfaceId: no surface "gone" to delete"#,
        ],
        "52-unreached": [
            #"warning: surface "main": $: not reachable from root, so not shown: "orphan", "stray""#
        ],
    ]

    @Test func theGalleryHasAtLeastThirtyDocuments() {
        #expect(A2UIGallery.examples.count >= 30)
        for name in Self.expectedDiagnostics.keys { #expect(A2UIGallery.example(named: name) != nil, "\(name)") }
    }

    @Test(arguments: A2UIGallery.examples)
    func rendersWithExactlyTheExpectedDiagnostics(example: UIGalleryExample) {
        let rendered = A2UIFixtures.render(example.json)
        #expect(rendered.diagnostics == Self.expectedDiagnostics[example.name] ?? [])
        guard let tree = rendered.tree else {
            #expect(example.name == "42-missing-root")
            return
        }
        let html = HTMLRenderer().renderPage(tree, title: example.name)
        #expect(html.contains("<html"))
        let terminal = TerminalRenderer(options: .init()).render(tree).text
        #expect(!terminal.isEmpty || example.name == "44-unknown-function" || example.name == "48-template-not-array")
    }

    /// What a few documents show, end to end.
    @Test(arguments: [
        ("17-template", ["Lunch", "€12.50", "Coffee", "€3.00"]),
        ("18-nested-template", ["Front", "Ada of Blue", "Lin of Blue", "Back", "Bo of Blue"]),
        ("19-format-string", ["Ada bought 2 × pens: $3.50 ${literal}", "Ada bought 1 × book: $1,234.00 ${literal}"]),
        ("21-format-date", ["2026-03-01 14:05", "Sunday, March 1", "Sun 1 Mar 26, 2:05:09 PM", "Day 25 of 12"]),
        ("22-pluralize", ["several items", "one item", "several items"]),
        ("28-data-updates", ["Your cart", "2 items"]),
        ("45-bad-pointer", ["", "escaped keys", ""]),
        ("50-format-string-injection", ["Hello ${/secret}!"]),
    ])
    func shows(name: String, texts: [String]) throws {
        let example = try #require(A2UIGallery.example(named: name))
        var shown: [String] = []
        A2UIFixtures.render(example.json).tree?.forEachNode {
            if case .text(let text) = $0 { shown.append(text.content) }
        }
        #expect(shown == texts)
    }

    @Test func checksDisableButtonsOnlyWhenTheyFail() throws {
        func buttons(_ name: String) throws -> [SKButton] {
            let example = try #require(A2UIGallery.example(named: name))
            var found: [SKButton] = []
            A2UIFixtures.render(example.json).tree?.forEachNode {
                if case .button(let button) = $0 { found.append(button) }
            }
            return found
        }
        #expect(try buttons("23-checks-pass").map(\.disabled) == [false])
        #expect(try buttons("24-checks-fail").map(\.disabled) == [true])
        #expect(try buttons("25-logic").map(\.disabled) == [false, true])
        #expect(try buttons("49-flat-checks").map(\.disabled) == [true])
    }
}

extension A2UIGalleryTests {
    /// The gallery names every basic-catalog component and function at least once.
    @Test func theGalleryCoversTheWholeBasicCatalog() {
        let all = A2UIGallery.examples.map(\.json).joined()
        for type in A2UICatalog.componentTypes {
            #expect(all.contains("\"component\": \"\(type)\""), "\(type)")
        }
        for function in A2UICatalog.functionNames {
            #expect(all.contains("\"call\": \"\(function)\"") || all.contains("${\(function)("), "\(function)")
        }
    }
}
