import SkillJSON
import Testing

@testable import SkillUI

/// Bound documents of ours written as A2UI with their bindings, and read back.
@Suite struct A2UIBoundWriterTests {
    /// One bound document of ours and what its A2UI must hold.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var json: String
        /// The `{"path"}` pointers the written components hold, sorted.
        var paths: [String]
        /// How many ChildList templates.
        var childLists: Int
        /// Whether reading the A2UI back gives our own tree (up to ids), not only what the plain
        /// writer's A2UI gives (a table or list comes back as stacks either way).
        var readsBackAsOurs: Bool

        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "text bound to a path",
            json: #"{"$data": {"user": {"name": "Ada"}}, "type": "text", "content": {"$bind": "/user/name"}}"#,
            paths: ["/user/name"], childLists: 0, readsBackAsOurs: true),
        Case(
            name: "formatCurrency call",
            json: #"""
                {"$data": {"total": 1234.5}, "type": "text",
                 "content": {"$call": "formatCurrency", "args": {"value": {"$bind": "/total"}, "currency": "USD"}}}
                """#,
            paths: ["/total"], childLists: 0, readsBackAsOurs: true),
        Case(
            name: "template of rows in a stack",
            json: #"""
                {"$data": {"orders": [{"name": "Tea", "qty": 2}, {"name": "Cake", "qty": 1}]},
                 "type": "stack", "children": {"$each": "/orders", "template":
                   {"type": "stack", "id": "row", "direction": "horizontal", "children": [
                     {"type": "text", "id": "name", "content": {"$bind": "name"}},
                     {"type": "text", "id": "qty", "content": {"$call": "formatString", "args": {"value": "× ${qty}"}}}]}}}
                """#,
            paths: ["name"], childLists: 1, readsBackAsOurs: true),
        Case(
            name: "table whose rows are a template",
            json: #"""
                {"$data": {"ageHeading": "Age", "people": [{"n": "Ada", "age": 36}, {"n": "Alan", "age": 41}]},
                 "type": "table", "columns": ["Name", {"$bind": "/ageHeading"}],
                 "rows": {"$each": "/people", "template": [{"$bind": "n"}, {"$bind": "age"}]}}
                """#,
            paths: ["/ageHeading", "age", "n"], childLists: 1, readsBackAsOurs: false),
        Case(
            name: "nested templates",
            json: #"""
                {"$data": {"groups": [{"title": "Fruit", "items": ["apple", "pear"]}, {"title": "Nuts", "items": ["pecan"]}]},
                 "type": "stack", "children": {"$each": "/groups", "template":
                   {"type": "stack", "id": "group", "children": [
                     {"type": "text", "id": "title", "style": "headline", "content": {"$bind": "title"}},
                     {"type": "stack", "id": "items", "children": {"$each": "items", "template":
                       {"type": "text", "id": "item", "content": {"$bind": "."}}}}]}}}
                """#,
            paths: [".", "title"], childLists: 2, readsBackAsOurs: true),
        Case(
            name: "bound textField, toggle and slider",
            json: #"""
                {"$data": {"form": {"email": "a@b.c", "subscribe": true, "volume": 4}},
                 "type": "stack", "children": [
                   {"type": "textField", "label": "Email", "value": {"$bind": "/form/email"}},
                   {"type": "toggle", "label": "Subscribe", "style": "checkbox", "isOn": {"$bind": "/form/subscribe"}},
                   {"type": "slider", "label": "Volume", "max": 10, "value": {"$bind": "/form/volume"}}]}
                """#,
            paths: ["/form/email", "/form/subscribe", "/form/volume"], childLists: 0, readsBackAsOurs: true),
        Case(
            name: "list whose items are a template, with a bound payload",
            json: #"""
                {"$data": {"todo": [{"t": "Milk", "id": 7}, {"t": "Eggs", "id": 8}]},
                 "type": "list", "items": {"$each": "/todo", "template":
                   {"title": {"$bind": "t"}, "action": "done", "payload": {"id": {"$bind": "id"}}}}}
                """#,
            paths: ["id", "t"], childLists: 1, readsBackAsOurs: false),
        Case(
            name: "button disabled by a condition, picker chosen from the data",
            json: #"""
                {"$data": {"agreed": false, "unit": ["c"]},
                 "type": "stack", "children": [
                   {"type": "picker", "label": "Unit", "style": "chips", "selected": {"$bind": "/unit"},
                    "options": [{"value": "c", "label": "°C"}, {"value": "f", "label": "°F"}]},
                   {"type": "button", "title": "Send", "action": "send", "role": "secondary",
                    "disabled": {"$call": "not", "args": {"value": {"$bind": "/agreed"}}}}]}
                """#,
            paths: ["/agreed", "/unit"], childLists: 0, readsBackAsOurs: true),
    ]

    @Test(arguments: cases)
    func writesBindingsAndTemplatesAndReadsBackTheSameTree(_ row: Case) throws {
        let decoded = UIDecoder.decode(json: row.json)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let tree = try #require(decoded.component)
        let bindings = try #require(decoded.bindings)
        let output = A2UIWriter.write(tree, bindings: bindings)
        let components = A2UIBindingRoundTripTests.components(of: output)
        let census = A2UIBindingRoundTripTests.census(components)
        #expect(census.paths.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted() == row.paths)
        #expect(census.childLists == row.childLists)
        #expect(!components.contains { ($0["id"]?.stringValue ?? "").contains("#") }, "a copy was written")
        #expect(output.messages.last?["updateDataModel"]?["value"] == bindings.data)
        let back = A2UIFixtures.render(output.jsonl)
        #expect(!back.diagnostics.contains { $0.hasPrefix("error") }, "\(back.diagnostics)")
        let plain = try #require(A2UIFixtures.render(A2UIWriter.write(tree).jsonl).tree)
        let bound = try #require(back.tree)
        #expect(A2UIFixtures.withoutIDs(bound) == A2UIFixtures.withoutIDs(plain))
        if row.readsBackAsOurs { #expect(A2UIFixtures.withoutIDs(bound) == A2UIFixtures.withoutIDs(tree)) }
    }

    /// The point of keeping bindings: a data update the agent sends later reaches the surface.
    @Test func aDataUpdateReachesTheWrittenTemplate() throws {
        let row = try #require(Self.cases.first { $0.name == "template of rows in a stack" })
        let decoded = UIDecoder.decode(json: row.json)
        let output = A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)
        let update: JSONValue = [
            "version": "v0.9",
            "updateDataModel": ["surfaceId": "main", "path": "/orders/2", "value": ["name": "Pie", "qty": 3]],
        ]
        let tree = try #require(A2UIFixtures.render(output.jsonl + update.stableString() + "\n").tree)
        var texts: [String] = []
        tree.forEachNode { if case .text(let text) = $0 { texts.append(text.content) } }
        #expect(texts == ["Tea", "× 2", "Cake", "× 1", "Pie", "× 3"])
    }

    @Test func withoutBindingsTheWriterIsUnchanged() throws {
        for row in Self.cases {
            let tree = try #require(UIDecoder.decode(json: row.json).component)
            #expect(A2UIWriter.write(tree, bindings: nil).jsonl == A2UIWriter.write(tree).jsonl)
        }
    }

    @Test func whatCannotBeWrittenAsAnExpressionIsItsValueWithANote() throws {
        let decoded = UIDecoder.decode(
            json: #"""
                {"$data": {"n": 3, "name": "x"}, "type": "stack", "children": [
                  {"type": "slider", "name": "n", "max": {"$bind": "/n"}, "value": 1},
                  {"type": "text", "content": {"$call": "required", "args": {"value": {"$bind": "/name"}}}},
                  {"type": "toggle", "name": "flag", "label": "Flag", "style": "checkbox", "isOn": {"$bind": "/name"}},
                  {"type": "stack", "children": [
                    {"type": "text", "content": "head"},
                    {"$each": "/list", "template": {"type": "divider"}}]}]}
                """#)
        let output = A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)
        #expect(
            output.notes.map(\.description) == [
                #"$["text-2"]: $.content: $call required has no A2UI form on this property; written as its value"#,
                #"$["toggle-3"]: the input "flag" is bound to /name; A2UI names an input by its binding, so it reads back as "name""#,
                #"$["stack-4"]: $.children: a template among other elements has no A2UI form (a ChildList is all ids or one template); the copies are written out"#,
                #"$["slider-1"]: $.max: the expression has no A2UI property here; written as its value"#,
            ])
    }

    // MARK: Hostile input

    @Test func aTemplateOverAHundredThousandElementsIsWrittenOnceAndCappedOnReading() throws {
        let elements = Array(repeating: #"{"v": 1}"#, count: 100_000).joined(separator: ",")
        let document =
            #"{"$data": {"big": ["# + elements
            + #"]}, "type": "stack", "children": {"$each": "/big", "template": {"type": "text", "id": "cell", "content": {"$bind": "v"}}}}"#
        let decoded = UIDecoder.decode(json: document)
        #expect(decoded.diagnostics.contains { $0.message.contains("maxTemplateItems") })
        let tree = try #require(decoded.component)
        #expect(tree.children.count == 1_000)
        let output = A2UIWriter.write(tree, bindings: decoded.bindings)
        let components = A2UIBindingRoundTripTests.components(of: output)
        #expect(components.count == 2)
        #expect(A2UIBindingRoundTripTests.census(components).childLists == 1)
        let back = A2UIFixtures.render(output.jsonl)
        #expect(back.tree?.children.count == 1_000)
        #expect(back.diagnostics.contains { $0.contains("maxTemplateItems") })
        // And from A2UI: the template stays one `$each`.
        let (read, _) = A2UIDocument.read(output.jsonl)
        let ours = read.ourDocument()
        #expect(ours.kept.templates == 1)
        #expect(ours.rendering.component?.children.count == 1_000)
    }

    @Test func aTemplateThatContainsItselfIsWrittenOutNotLooped() throws {
        // A2UI: the root is its own template, over a one-element array: it nests until the
        // depth limit. Ours cannot write that once, so the copies are written out.
        let jsonl = A2UIFixtures.jsonl(
            [["id": "root", "component": "Column", "children": ["componentId": "root", "path": "/a"]]],
            data: ["a": [1]])
        let (document, _) = A2UIDocument.read(jsonl)
        let ours = document.ourDocument()
        #expect(ours.notes.contains { $0.description.contains("contains itself") }, "\(ours.notes)")
        #expect(ours.kept.templates == 0)
        let json = try #require(ours.json)
        #expect(UIDecoder.decode(json).component != nil)
        // Ours: a template whose copy holds a template over the same array, every id the same.
        let decoded = UIDecoder.decode(
            json: #"""
                {"$data": {"a": [1]}, "type": "stack", "id": "loop", "children": {"$each": "/a", "template":
                  {"type": "stack", "id": "loop", "children": {"$each": "/a", "template":
                    {"type": "text", "id": "loop", "content": {"$bind": "."}}}}}}
                """#)
        let output = A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)
        let components = A2UIBindingRoundTripTests.components(of: output)
        #expect(Set(components.compactMap { $0["id"]?.stringValue }).count == components.count)
        let back = A2UIFixtures.render(output.jsonl)
        #expect(!back.diagnostics.contains { $0.hasPrefix("error") }, "\(back.diagnostics)")
        let backTree = try #require(back.tree)
        let ourTree = try #require(decoded.component)
        #expect(A2UIFixtures.withoutIDs(backTree) == A2UIFixtures.withoutIDs(ourTree))
    }

    @Test func aBoundJavascriptURLIsNeverWrittenAsALink() throws {
        let decoded = UIDecoder.decode(
            json: #"{"$data": {"u": "javascript:alert(1)"}, "type": "link", "title": "Go", "url": {"$bind": "/u"}}"#)
        let output = A2UIWriter.write(try #require(decoded.component), bindings: decoded.bindings)
        let components = A2UIBindingRoundTripTests.components(of: output)
        #expect(components.map { $0["component"] } == ["Text"])
        #expect(!components.description.contains("javascript"))
        #expect(output.notes.contains { $0.description.contains("$.url") }, "\(output.notes)")
        // A web URL bound: written as its value (openUrl takes a literal), with a note.
        let web = UIDecoder.decode(
            json: #"{"$data": {"u": "https://example.com"}, "type": "link", "title": "Go", "url": {"$bind": "/u"}}"#)
        let written = A2UIWriter.write(try #require(web.component), bindings: web.bindings)
        #expect(written.jsonl.contains(#""url":"https://example.com""#))
        #expect(written.notes.contains { $0.message.contains("literal URL") })
    }
}
