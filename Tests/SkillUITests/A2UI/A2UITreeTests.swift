import SkillJSON
import Testing

@testable import SkillUI

@Suite struct A2UITreeTests {
    @Test func templatesGiveEachInstanceAStableDerivedID() {
        let document = A2UIFixtures.jsonl(
            [
                ["id": "root", "component": "Column", "children": ["componentId": "group", "path": "/groups"]],
                ["id": "group", "component": "Column", "children": ["componentId": "member", "path": "members"]],
                ["id": "member", "component": "Text", "text": ["path": "name"]],
            ],
            data: ["groups": [["members": [["name": "a"], ["name": "b"]]], ["members": [["name": "c"]]]]])
        let rendered = A2UIFixtures.render(document)
        #expect(rendered.diagnostics.isEmpty)
        #expect(
            A2UIFixtures.ids(rendered.tree) == ["root", "group#0", "member#0#0", "member#0#1", "group#1", "member#1#0"])
        var texts: [String] = []
        rendered.tree?.forEachNode { if case .text(let text) = $0 { texts.append(text.content) } }
        #expect(texts == ["a", "b", "c"])
    }

    @Test func aTemplateOverTheLimitIsCut() {
        let items: [JSONValue] = (0..<10).map { .number(Double($0)) }
        let document = A2UIFixtures.jsonl(
            [
                ["id": "root", "component": "Column", "children": ["componentId": "item", "path": "/items"]],
                ["id": "item", "component": "Text", "text": "x"],
            ], data: ["items": .array(items)])
        let rendered = A2UIFixtures.render(document, limits: A2UILimits(maxTemplateItems: 4))
        #expect(rendered.tree?.children.count == 4)
        #expect(
            rendered.diagnostics == [
                #"error: surface "main": $.root.children.path: 10 items at /items are more than 4 (maxTemplateItems); the first 4 shown"#
            ])
    }

    @Test func aComponentReferencedTwiceGetsASecondID() {
        let document = A2UIFixtures.jsonl([
            ["id": "root", "component": "Row", "children": ["x", "x"]], ["id": "x", "component": "Text", "text": "x"],
        ])
        let rendered = A2UIFixtures.render(document)
        #expect(A2UIFixtures.ids(rendered.tree) == ["root", "x", "x~2"])
        #expect(rendered.diagnostics.count == 1)
    }

    @Test func aSelfReferenceIsACycleCutWhereFound() {
        let document = A2UIFixtures.jsonl([["id": "root", "component": "Card", "child": "root"]])
        let rendered = A2UIFixtures.render(document)
        #expect(rendered.tree == .card(SKCard(id: "root", children: [])))
        #expect(rendered.diagnostics == [#"error: surface "main": $.root.child: cycle root → root; cut here"#])
    }

    @Test func aHundredThousandComponentsStopAtTheNodeLimit() {
        var components: [JSONValue] = [
            ["id": "root", "component": "Column", "children": .array((0..<100_000).map { .string("t\($0)") })]
        ]
        components += (0..<100_000).map { ["id": .string("t\($0)"), "component": "Text", "text": "x"] }
        let document = A2UIFixtures.jsonl(components)
        let limits = A2UILimits(maxInputBytes: 16 * 1024 * 1024, maxComponents: 200_000)
        let rendered = A2UIFixtures.render(document, limits: limits)
        #expect(rendered.tree?.nodeCount == limits.maxTreeNodes)
        #expect(rendered.diagnostics.filter { $0.hasPrefix("error") }.count == 1)
    }

    @Test func aSurfaceRefusesComponentsOverItsLimit() {
        var surface = A2UISurface(id: "s")
        let records = (0..<5).map { A2UIComponentRecord(id: "c\($0)", type: "Text") }
        let problems = surface.apply(
            .updateComponents(surfaceID: "s", components: records), limits: A2UILimits(maxComponents: 3))
        #expect(surface.components.count == 3)
        #expect(problems.count == 1)
    }

    @Test func deepChainsStopAtTheDepthLimit() {
        var components: [JSONValue] = []
        for level in 0..<200 {
            let id = level == 0 ? "root" : "c\(level)"
            components.append(["id": .string(id), "component": "Card", "child": .string("c\(level + 1)")])
        }
        components.append(["id": "c200", "component": "Text", "text": "bottom"])
        let rendered = A2UIFixtures.render(A2UIFixtures.jsonl(components))
        #expect(rendered.tree != nil)
        #expect(rendered.diagnostics.contains { $0.contains("maxTreeDepth") })
    }

    @Test func inputsTakeTheirNameFromTheirBinding() {
        let document = A2UIFixtures.jsonl(
            [
                ["id": "root", "component": "Column", "children": ["componentId": "field", "path": "/people"]],
                ["id": "field", "component": "TextField", "label": "Name", "value": ["path": "name"]],
            ], data: ["people": [["name": "Ada"]]])
        guard case .textField(let field)? = A2UIFixtures.render(document).tree?.children.first else {
            Issue.record("no field")
            return
        }
        #expect(field.name == "people/0/name")
        #expect(field.value == "Ada")
        #expect(field.id == "field#0")
    }

    @Test func aFailingCheckOnAFilledInputShowsItsMessage() {
        let check: JSONValue = [
            "condition": ["call": "length", "args": ["value": ["path": "/code"], "min": 6], "returnType": "boolean"],
            "message": "Too short",
        ]
        let document = A2UIFixtures.jsonl(
            [["id": "root", "component": "TextField", "label": "Code", "value": ["path": "/code"], "checks": [check]]],
            data: ["code": "abc"])
        let tree = A2UIFixtures.render(document).tree
        guard case .stack(let stack)? = tree, case .text(let note)? = stack.children.last,
            case .textField(let field)? = stack.children.first
        else {
            Issue.record("expected a field with its message: \(String(describing: tree))")
            return
        }
        #expect(note.content == "Too short")
        #expect(note.color == .semantic(.danger))
        #expect(field.minLength == 6)
    }

    @Test func aMissingRequiredPropertyIsNamed() {
        let rendered = A2UIFixtures.render(A2UIFixtures.jsonl([["id": "root", "component": "Image"]]))
        #expect(rendered.tree == .image(SKImage(id: "root", url: "")))
        #expect(rendered.diagnostics == [#"warning: surface "main": $.root.url: Image needs "url"; shown without it"#])
    }
}
