import SkillJSON
import Testing

@testable import SkillUI

/// A2UI → our bound document → decode → A2UI with bindings → read: the tree stays, and so do the
/// `path` bindings and ChildList templates, except where listed here with the reason.
@Suite struct A2UIBindingRoundTripTests {
    /// The gallery documents that render.
    static let rendering = A2UIGallery.examples.filter { A2UIFixtures.render($0.json).tree != nil }

    /// The `path` bindings that legitimately do not come back, per document: pointer → how many.
    static let lostPaths: [String: [String: Int]] = [
        // The ZIP field's regex check becomes our `pattern`, written back as `validationRegexp`,
        // which is a literal pattern, not a check on the bound value.
        "23-checks-pass": ["/zip": 1],
        // A numeric check on a TextField has no field of ours (only its message shows, as text).
        "24-checks-fail": ["/age": 1],
        // As in 23: the regex check becomes `pattern`, then `validationRegexp`.
        "32-text-field-check-message": ["/code": 1],
    ]

    /// The documents that keep their bindings but not their tree: a failing check's message is a
    /// caption in the danger color, which A2UI's Text cannot carry back (as in the plain round
    /// trip, ``A2UIGalleryTests/notRoundTripping``), and an unknown component is written as an
    /// empty Column.
    static let treeChanges: Set<String> = ["24-checks-fail", "32-text-field-check-message", "43-unknown-component"]

    @Test(arguments: rendering)
    func ourBoundDocumentDecodesToTheRenderedTree(example: UIGalleryExample) throws {
        let (document, _) = A2UIDocument.read(example.json)
        let ours = document.ourDocument()
        let tree = try #require(ours.rendering.component)
        let json = try #require(ours.json)
        let decoded = try #require(UIDecoder.decode(json).component)
        #expect(A2UIFixtures.withoutIDs(decoded) == A2UIFixtures.withoutIDs(tree))
        #expect(!ours.notes.contains { $0.description.contains("would not show the same tree") }, "\(ours.notes)")
        #expect(ours.rendering.diagnostics == document.render().diagnostics)
    }

    @Test(arguments: rendering)
    func roundTripKeepsTheTreeAndTheBindings(example: UIGalleryExample) throws {
        let (document, _) = A2UIDocument.read(example.json)
        let first = try #require(document.render().component)
        let ours = document.ourDocument()
        let decoded = UIDecoder.decode(try #require(ours.json))
        let tree = try #require(decoded.component)
        let output = A2UIWriter.write(tree, bindings: decoded.bindings)
        let back = try #require(A2UIFixtures.render(output.jsonl).tree)
        if Self.treeChanges.contains(example.name) {
            #expect(A2UIFixtures.withoutIDs(back) != A2UIFixtures.withoutIDs(first))
        } else {
            #expect(A2UIFixtures.withoutIDs(back) == A2UIFixtures.withoutIDs(first))
        }
        let surface = try #require(document.surfaces[document.surfaceOrder[0]])
        let input = Self.census(surface.components.values.map(\.jsonValue))
        let written = Self.census(Self.components(of: output))
        var missing = input.paths
        for (pointer, count) in written.paths { missing[pointer, default: 0] -= count }
        missing = missing.filter { $0.value > 0 }
        #expect(missing == Self.lostPaths[example.name] ?? [:], "\(example.name)")
        #expect(written.childLists == input.childLists, "\(example.name)")
    }

    /// What the gallery keeps, counted: asserted so a change shows, and printed.
    @Test func theGalleryKeepsItsBindingsAndTemplates() throws {
        var bound = 0
        var inputPaths = 0
        var keptPaths = 0
        var childLists = 0
        var keptChildLists = 0
        for example in Self.rendering {
            let (document, _) = A2UIDocument.read(example.json)
            let ours = document.ourDocument()
            let decoded = UIDecoder.decode(try #require(ours.json))
            let output = A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)
            let surface = try #require(document.surfaces[document.surfaceOrder[0]])
            let input = Self.census(surface.components.values.map(\.jsonValue))
            let written = Self.census(Self.components(of: output))
            if ours.isBound { bound += 1 }
            inputPaths += input.paths.values.reduce(0, +)
            keptPaths += input.paths.map { pointer, count in min(count, written.paths[pointer] ?? 0) }.reduce(0, +)
            childLists += input.childLists
            keptChildLists += min(input.childLists, written.childLists)
        }
        #expect(Self.rendering.count == 43)
        #expect(bound == 23)
        #expect(inputPaths == 42)
        #expect(keptPaths == 39)
        #expect(childLists == 6)
        #expect(keptChildLists == 6)
        print(
            "measured: \(Self.rendering.count) A2UI gallery documents render, \(bound) as bound documents of ours;"
                + " \(keptPaths) of \(inputPaths) path bindings and \(keptChildLists) of \(childLists) ChildList"
                + " templates come back from A2UI → ours → A2UI")
    }

    /// One surface with something a binding cannot give, and the note it brings.
    struct Unkept: Sendable, CustomStringConvertible {
        var name: String
        var components: [JSONValue]
        var data: JSONValue
        var note: String
        var expressions: Int

        var description: String { name }
    }

    static let unkept: [Unkept] = [
        Unkept(
            name: "clamped slider",
            components: [["id": "root", "component": "Slider", "max": 10, "value": ["path": "/v"]]],
            data: ["v": 50], note: "changed from what the binding gives", expressions: 0),
        Unkept(
            name: "date read without its zone",
            components: [
                [
                    "id": "root", "component": "DateTimeInput", "enableDate": true, "enableTime": true,
                    "value": ["path": "/at"],
                ]
            ], data: ["at": "2026-03-01T10:15:00Z"], note: "changed from what the binding gives", expressions: 0),
        Unkept(
            name: "a copy showing a check's message",
            components: [
                ["id": "root", "component": "Column", "children": ["componentId": "code", "path": "/rows"]],
                [
                    "id": "code", "component": "TextField", "label": ["path": "label"], "value": ["path": "code"],
                    "checks": [
                        [
                            "condition": ["call": "length", "args": ["value": ["path": "code"], "min": 3]],
                            "message": "Too short",
                        ]
                    ],
                ],
            ], data: ["rows": [["code": "abcd", "label": "A"], ["code": "ab", "label": "B"]]],
            note: "does not have the template's shape", expressions: 0),
        Unkept(
            name: "openUrl of a bound URL",
            components: [
                [
                    "id": "root", "component": "Button", "child": "label",
                    "action": ["functionCall": ["call": "openUrl", "args": ["url": ["path": "/u"]]]],
                ],
                ["id": "label", "component": "Text", "text": ["path": "/t"]],
            ], data: ["u": "https://example.com", "t": "Open"], note: "openUrl takes a literal URL", expressions: 1),
        Unkept(
            name: "unknown function",
            components: [["id": "root", "component": "Text", "text": ["call": "shout", "args": ["value": "hi"]]]],
            data: [:], note: "an unknown function is kept as its value", expressions: 0),
    ]

    /// What a binding cannot give keeps its value, says so, and the document still shows the
    /// rendered tree.
    @Test(arguments: unkept)
    func whatABindingCannotGiveKeepsItsValue(_ row: Unkept) throws {
        let (document, _) = A2UIDocument.read(A2UIFixtures.jsonl(row.components, data: row.data))
        let ours = document.ourDocument()
        #expect(ours.notes.contains { $0.description.contains(row.note) }, "\(ours.notes)")
        #expect(ours.kept.expressions == row.expressions)
        #expect(ours.kept.templates == 0)
        let tree = try #require(ours.rendering.component)
        let json = try #require(ours.json)
        let decoded = try #require(UIDecoder.decode(json).component)
        #expect(A2UIFixtures.withoutIDs(decoded) == A2UIFixtures.withoutIDs(tree))
    }

    // MARK: Support

    /// The components of a writer's `updateComponents`.
    static func components(of output: A2UIWriter.Output) -> [JSONValue] {
        output.messages.flatMap { $0["updateComponents"]?["components"]?.arrayValue ?? [] }
    }

    /// The `{"path"}` bindings (by pointer, with how many) and ChildList templates in components.
    static func census(_ components: [JSONValue]) -> (paths: [String: Int], childLists: Int) {
        var paths: [String: Int] = [:]
        var childLists = 0
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                if object.count == 1, case .string(let pointer)? = object["path"] {
                    paths[pointer, default: 0] += 1
                    return
                }
                if object["componentId"] != nil, object["path"] != nil { childLists += 1 }
                object.values.forEach(walk)
            case .array(let elements):
                elements.forEach(walk)
            default:
                break
            }
        }
        components.forEach(walk)
        return (paths, childLists)
    }
}
