import SkillJSON
import SkillUIHTML
import Testing

@testable import SkillUI

@Suite("Bound documents: $data, $bind, $call, $each")
struct UIBindingTests {
    private func decode(_ text: String, strict: Bool = false) -> UIDecodeResult {
        UIDecoder.decode(json: text, options: UIDecodingOptions(mode: strict ? .strict : .lenient))
    }

    @Test func aBindingReadsTheModelAndIsNoted() throws {
        let result = decode(
            #"{"$data": {"user": {"name": "Ada"}}, "type": "text", "content": {"$bind": "/user/name"}}"#)
        guard case .text(let text)? = result.component else {
            Issue.record("expected text, got \(String(describing: result.component))")
            return
        }
        #expect(text.content == "Ada")
        #expect(text.id == "root")
        #expect(result.diagnostics.isEmpty)
        let bindings = try #require(result.bindings)
        #expect(bindings.fields == [.init(componentID: "root", path: ["content"], expression: ["$bind": "/user/name"])])
        #expect(bindings.data == ["user": ["name": "Ada"]])
    }

    @Test func aPlainDocumentHasNoBindings() {
        let result = decode(#"{"type": "text", "content": "Hi"}"#)
        #expect(result.bindings == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [
        (#"{"$bind": "/count"}"#, "3"),
        (#"{"$bind": "/flag"}"#, "true"),
        (#"{"$bind": "/missing"}"#, ""),
        (#"{"$call": "formatCurrency", "args": {"value": {"$bind": "/total"}, "currency": "USD"}}"#, "$1,234.50"),
        (#"{"$call": "formatString", "args": {"value": "${/count} items"}}"#, "3 items"),
        (#"{"$call": "pluralize", "args": {"value": {"$bind": "/count"}, "one": "one", "other": "many"}}"#, "many"),
    ])
    func expressionsBecomeText(expression: String, expected: String) {
        let document =
            #"{"$data": {"count": 3, "flag": true, "total": 1234.5}, "type": "text", "content": "#
            + expression + "}"
        let result = decode(document)
        guard case .text(let text)? = result.component else {
            Issue.record("no text for \(expression)")
            return
        }
        #expect(text.content == expected)
        #expect(!result.diagnostics.contains { $0.message.contains("expected a string") })
    }

    @Test func aMissingPathIsAWarningInOurSpelling() {
        let result = decode(#"{"$data": {}, "type": "text", "content": {"$bind": "/nowhere"}}"#)
        #expect(
            result.diagnostics.map(\.description) == [
                #"$.content["$bind"]: nothing at /nowhere in the data model; shown empty"#
            ])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func numbersAndBooleansAreCoercedToTheFieldsTypes() {
        let result = decode(
            #"{"$data": {"v": "42", "on": "true"}, "type": "stack", "children": [{"type": "slider", "name": "s", "max": 100, "value": {"$bind": "/v"}}, {"type": "toggle", "name": "t", "label": "T", "isOn": {"$bind": "/on"}}]}"#
        )
        guard case .stack(let stack)? = result.component, case .slider(let slider) = stack.children[0],
            case .toggle(let toggle) = stack.children[1]
        else {
            Issue.record("unexpected tree \(String(describing: result.component))")
            return
        }
        #expect(slider.value == 42)
        #expect(toggle.isOn)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func aTemplateCopiesItsComponentPerElementWithSuffixedIDs() throws {
        let result = decode(
            #"""
            {"$data": {"orders": [{"name": "Tea", "qty": 2}, {"name": "Cake", "qty": 1}]},
             "type": "stack", "children": [
               {"type": "text", "id": "head", "content": "Orders"},
               {"$each": "/orders", "template": {"type": "text", "id": "row", "content": {"$call": "formatString", "args": {"value": "${name} × ${qty}"}}}},
               {"type": "text", "id": "foot", "content": "End"}]}
            """#)
        guard case .stack(let stack)? = result.component else {
            Issue.record("no stack")
            return
        }
        #expect(stack.children.map(\.id) == ["head", "row#0", "row#1", "foot"])
        let texts = stack.children.compactMap { node -> String? in
            if case .text(let text) = node { return text.content }
            return nil
        }
        #expect(texts == ["Orders", "Tea × 2", "Cake × 1", "End"])
        let template = try #require(result.bindings?.templates.first)
        #expect(template.componentID == "root")
        #expect(template.path == ["children"])
        #expect(template.start == 1)
        #expect(template.count == 2)
        #expect(template.pointer == "/orders")
        #expect(result.bindings?.fields.isEmpty == true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func nestedTemplatesAddBothIndexes() {
        let result = decode(
            #"""
            {"$data": {"groups": [{"items": ["a", "b"]}, {"items": ["c"]}]},
             "type": "stack", "children": {"$each": "/groups", "template":
               {"type": "stack", "id": "group", "children": {"$each": "items", "template": {"type": "text", "id": "cell", "content": {"$bind": "."}}}}}}
            """#)
        var ids: [String] = []
        var contents: [String] = []
        func walk(_ node: SKComponent) {
            ids.append(node.id)
            if case .text(let text) = node { contents.append(text.content) }
            node.children.forEach(walk)
        }
        if let root = result.component { walk(root) }
        #expect(ids == ["root", "group#0", "cell#0#0", "cell#0#1", "group#1", "cell#1#0"])
        #expect(contents == ["a", "b", "c"])
    }

    @Test func tableRowsAndListItemsCanBeTemplates() {
        let result = decode(
            #"""
            {"$data": {"people": [{"n": "Ada", "age": 36}, {"n": "Alan", "age": 41}]},
             "type": "stack", "children": [
               {"type": "table", "columns": ["Name", "Age"], "rows": {"$each": "/people", "template": [{"$bind": "n"}, {"$bind": "age"}]}},
               {"type": "list", "items": {"$each": "/people", "template": {"title": {"$bind": "n"}}}}]}
            """#)
        guard case .stack(let stack)? = result.component, case .table(let table) = stack.children[0],
            case .list(let list) = stack.children[1]
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(table.rows == [["Ada", "36"], ["Alan", "41"]])
        #expect(list.items.map(\.title) == ["Ada", "Alan"])
        #expect(result.bindings?.templates.map(\.path) == [["rows"], ["items"]])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func boundInputsAreNamedByTheirPointerAndWriteBack() throws {
        let result = decode(
            #"""
            {"$data": {"form": {"email": "a@b.c", "subscribe": false}},
             "type": "stack", "children": [
               {"type": "textField", "label": "Email", "value": {"$bind": "/form/email"}},
               {"type": "toggle", "name": "sub", "label": "Subscribe", "isOn": {"$bind": "/form/subscribe"}}]}
            """#)
        guard case .stack(let stack)? = result.component, case .textField(let field) = stack.children[0] else {
            Issue.record("unexpected tree")
            return
        }
        #expect(field.name == "form/email")
        #expect(field.value == "a@b.c")
        let bindings = try #require(result.bindings)
        #expect(bindings.inputs == ["form/email": "/form/email", "sub": "/form/subscribe"])
        let updated = bindings.data(applying: ["form/email": "x@y.z", "sub": true, "other": 1])
        #expect(updated == ["form": ["email": "x@y.z", "subscribe": true]])
    }

    /// Sites are listed, and made ids handed out, in key order: the same document gives the same
    /// bindings however its objects were built (a stream builds them differently from a parse).
    @Test(arguments: [0, 5, 64, 1_000])
    func sitesComeInKeyOrderWhateverTheObjectsCapacity(capacity: Int) throws {
        var field = [String: JSONValue](minimumCapacity: capacity)
        for key in ["value", "placeholder", "pattern", "name", "label"] { field[key] = ["$bind": .string("/" + key)] }
        field["type"] = "textField"
        var root = [String: JSONValue](minimumCapacity: capacity)
        root["children"] = [.object(field), ["type": "text", "content": ["$bind": "/label"]]]
        root["type"] = "card"
        root["title"] = ["$bind": "/name"]
        root["$data"] = ["value": "v", "placeholder": "p", "pattern": ".*", "name": "n", "label": "l"]
        let bindings = try #require(UIDecoder.decode(.object(root)).bindings)
        #expect(
            bindings.fields.map(\.componentID) == [
                "textField-1", "textField-1", "textField-1", "textField-1", "textField-1", "text-2", "root",
            ])
        #expect(
            bindings.fields.map(\.path.description) == [
                "$.label", "$.name", "$.pattern", "$.placeholder", "$.value", "$.content", "$.title",
            ])
    }

    @Test func aComponentHoldingASiteGetsAnIDThatNobodyGave() {
        let result = decode(
            #"{"$data": {"t": "x"}, "type": "stack", "children": [{"type": "text", "id": "text-1", "content": "given"}, {"type": "text", "content": {"$bind": "/t"}}]}"#
        )
        #expect(result.component?.children.map(\.id) == ["text-1", "text-2"])
        #expect(result.bindings?.fields.map(\.componentID) == ["text-2"])
    }

    @Test(arguments: [
        (
            #"{"$data": [], "type": "text", "content": "x"}"#,
            #"$["$data"]: the data model must be an object, got an array; read as {}"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$bind": 3}}"#,
            #"$.content["$bind"]: expected a JSON Pointer string, got 3; shown empty"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": true}}"#,
            #"$.content["$call"]: expected a function name, got true; shown empty"#
        ),
        (
            #"{"$data": {"a": 1}, "type": "stack", "children": {"$each": "/a", "template": {"type": "divider"}}}"#,
            #"$.children["$each"]: /a is 1, not an array; no copies"#
        ),
        (
            #"{"$data": {}, "type": "stack", "children": {"$each": "/a"}}"#,
            #"$.children: a template needs "template", the value to copy; no copies"#
        ),
        (
            #"{"$data": {}, "type": "stack", "children": {"$each": "/a~9", "template": {"type": "divider"}}}"#,
            #"$.children["$each"]: bad JSON Pointer"#
        ),
        (#"{"$data": {}, "type": "text", "content": "x", "$extra": 1}"#, #"$["$extra"]: "$extra" is not a field"#),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "nope", "args": {}}}"#,
            #"$.content["$call"]: unknown function "nope""#
        ),
        (
            #"{"$data": {"a": "x"}, "type": "text", "content": {"$bind": "/a", "default": "y"}}"#,
            #"$.content.default: "default" is not part of a "$bind" expression; ignored"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "not", "args": {"value": {"$bind": 3}}}}"#,
            #"$.content.args.value["$bind"]: expected a JSON Pointer string, got 3; read as null"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "formatString", "args": "x"}}"#,
            #"$.content.args: expected an object of arguments, got "x"; read as {}"#
        ),
        (
            #"{"$data": {}, "type": "text", "content": {"$call": "openUrl", "args": {"url": "https://example.com"}}}"#,
            #"$.content["$call"]: openUrl opens a page when tapped and has no value; write a link"#
        ),
    ])
    func badBindingsAreDiagnosticsNotCrashes(document: String, expected: String) {
        let result = decode(document)
        #expect(result.component != nil)
        #expect(result.diagnostics.contains { $0.description.hasPrefix(expected) }, "\(result.diagnostics)")
    }

    /// What an expression does not take is dropped, and the rest still works, in arguments too.
    @Test func extraMembersOfAnExpressionAreIgnored() {
        let result = decode(
            #"{"$data": {"a": "x"}, "type": "text", "content": {"$call": "formatString", "note": 1, "args": {"value": {"$bind": "/a", "or": "y"}}}}"#
        )
        guard case .text(let text)? = result.component else {
            Issue.record("no text")
            return
        }
        #expect(text.content == "x")
        #expect(
            result.diagnostics.map(\.description) == [
                #"$.content.note: "note" is not part of a "$call" expression; ignored"#,
                #"$.content.args.value.or: "or" is not part of a "$bind" expression; ignored"#,
            ])
    }

    @Test func strictModeFailsOnTheFirstBindingProblem() {
        let result = decode(#"{"$data": {}, "type": "text", "content": {"$bind": "/gone"}}"#, strict: true)
        #expect(result.component == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                #"$.content["$bind"]: nothing at /gone in the data model; shown empty"#
            ])
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func aTemplateStopsAtItsCopyLimit() {
        let elements = Array(repeating: "0", count: 1_500).joined(separator: ",")
        let result = decode(
            #"{"$data": {"a": ["# + elements
                + #"]}, "type": "stack", "children": {"$each": "/a", "template": {"type": "divider"}}}"#)
        #expect(result.component?.children.count == 1_000)
        #expect(result.diagnostics.contains { $0.message.contains("maxTemplateItems") })
    }

    @Test func nestedTemplatesStopAtTheNodeLimit() {
        let elements = Array(repeating: "0", count: 1_000).joined(separator: ",")
        let result = decode(
            #"{"$data": {"a": ["# + elements
                + #"]}, "type": "stack", "children": {"$each": "/a", "template": {"type": "stack", "children": {"$each": "/a", "template": {"type": "divider"}}}}}"#
        )
        #expect(result.diagnostics.contains { $0.message.contains("maxNodes") })
        var count = 0
        func walk(_ node: SKComponent) {
            count += 1
            node.children.forEach(walk)
        }
        if let root = result.component { walk(root) }
        #expect(count <= UILimits.default.maxNodes)
    }

    @Test func hostileDataIsTextNeverMarkup() {
        let result = decode(
            #"{"$data": {"x": "<script>alert(1)</script>${/x}"}, "type": "text", "content": {"$call": "formatString", "args": {"value": "${/x}"}}}"#
        )
        guard case .text(let text)? = result.component else {
            Issue.record("no text")
            return
        }
        #expect(text.content == "<script>alert(1)</script>${/x}")
        let html = HTMLRenderer().render(.text(text))
        #expect(!html.contains("<script>"))
    }

    /// `and` and `or` take their operands in an array: expressions inside it are evaluated, and
    /// `"."` in a template is the element there too.
    @Test(arguments: [
        (
            #"{"$call": "or", "args": {"values": [{"$bind": "/no"}, {"$call": "required", "args": {"value": "x"}}]}}"#,
            true
        ),
        (#"{"$call": "and", "args": {"values": [{"$bind": "/yes"}, {"$bind": "/no"}]}}"#, false),
        (
            #"{"$call": "not", "args": {"value": {"$call": "or", "args": {"values": [{"$bind": "/no"}, {"$bind": "/yes"}]}}}}"#,
            false
        ),
        (
            #"{"$call": "not", "args": {"value": {"$call": "and", "args": {"values": [{"$bind": "/no"}, {"$bind": "/yes"}]}}}}"#,
            true
        ),
    ])
    func expressionsInsideArgumentArraysAreEvaluated(expression: String, expected: Bool) throws {
        let result = decode(
            #"{"$data": {"yes": true, "no": false}, "type": "toggle", "name": "t", "label": "T", "isOn": "# + expression
                + "}")
        guard case .toggle(let toggle)? = result.component else {
            Issue.record("no toggle for \(expression)")
            return
        }
        #expect(toggle.isOn == expected, "\(expression)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func theElementItselfIsFoundInsideArgumentArrays() {
        let result = decode(
            #"""
            {"$data": {"master": true, "flags": [true, false]}, "type": "stack", "children": {"$each": "/flags", "template":
              {"type": "toggle", "id": "t", "name": "t", "label": "T", "isOn": {"$call": "and", "args": {"values": [{"$bind": "."}, {"$bind": "/master"}]}}}}}
            """#)
        let flags = result.component?.children.compactMap { node -> Bool? in
            if case .toggle(let toggle) = node { return toggle.isOn }
            return nil
        }
        #expect(flags == [true, false])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// An expression built in code 100,000 arrays deep is refused before it is translated or
    /// evaluated: one error, no stack overflow.
    @Test func aDeeplyNestedExpressionIsOneErrorNotACrash() throws {
        var deep: JSONValue = ["$bind": "/x"]
        for _ in 0..<100_000 { deep = [deep] }
        var document: JSONValue = [
            "$data": ["x": true], "type": "toggle", "name": "t", "label": "T",
            "isOn": ["$call": "and", "args": ["values": deep]],
        ]
        deep = .null
        var result = UIDecoder.decode(document)
        DecodingFixtures.dismantle(&document)
        if var bindings = result.bindings {
            result.bindings = nil
            DecodingFixtures.dismantle(&bindings.source)
            for index in bindings.fields.indices { DecodingFixtures.dismantle(&bindings.fields[index].expression) }
        }
        guard case .toggle(let toggle)? = result.component else {
            Issue.record("expected a toggle")
            return
        }
        #expect(!toggle.isOn)
        #expect(
            result.diagnostics.map(\.description) == [
                "$.isOn: the expression nests more than 64 levels of objects and arrays; shown empty"
            ])
    }

    /// `and` and `or` take a list of values; bindings in that list are read too.
    @Test(arguments: [(true, false, true), (false, false, false)])
    func logicReadsTheBindingsInItsList(a: Bool, b: Bool, disabled: Bool) {
        let result = decode(
            #"{"$data": {"a": "# + String(a) + #", "b": "# + String(b)
                + #"}, "type": "button", "title": "Go", "action": "go", "disabled": {"$call": "or", "args": {"values": [{"$bind": "/a"}, {"$bind": "/b"}]}}}"#
        )
        guard case .button(let button)? = result.component else {
            Issue.record("no button")
            return
        }
        #expect(button.disabled == disabled)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// A2UI keeps a picker's choice as a list even when only one may be chosen; a single picker
    /// bound to such a list takes its one value.
    @Test(arguments: [(#"["f"]"#, "f"), (#""f""#, "f"), ("[]", nil)])
    func aSinglePickerBoundToAListTakesItsValue(data: String, selected: String?) {
        let result = decode(
            #"{"$data": {"unit": "# + data
                + #"}, "type": "picker", "selected": {"$bind": "/unit"}, "options": [{"value": "c", "label": "C"}, {"value": "f", "label": "F"}]}"#
        )
        guard case .picker(let picker)? = result.component else {
            Issue.record("no picker")
            return
        }
        #expect(picker.selected == selected)
        #expect(picker.name == "unit")
        #expect(!picker.multiple)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func expressionsTranslateToA2UIAndBack() {
        let ours: JSONValue = [
            "$call": "formatCurrency", "args": ["value": ["$bind": "/total"], "currency": "USD"],
        ]
        let a2ui = UIBindingSyntax.a2uiExpression(ours)
        #expect(a2ui == ["call": "formatCurrency", "args": ["value": ["path": "/total"], "currency": "USD"]])
        #expect(UIBindingSyntax.ourExpression(fromA2UI: a2ui) == ours)
        #expect(UIBindingSyntax.ourExpression(fromA2UI: "plain") == "plain")
        let logic: JSONValue = ["$call": "and", "args": ["values": [["$bind": "/a"], [["$bind": "/b"]], true]]]
        let a2uiLogic = UIBindingSyntax.a2uiExpression(logic)
        #expect(a2uiLogic == ["call": "and", "args": ["values": [["path": "/a"], [["path": "/b"]], true]]])
        #expect(UIBindingSyntax.ourExpression(fromA2UI: a2uiLogic) == logic)
        let relative: JSONValue = ["$call": "and", "args": ["values": [["$bind": "/a"], ["$bind": "b"]]]]
        let written = UIBindingSyntax.a2uiExpression(relative)
        #expect(written == ["call": "and", "args": ["values": [["path": "/a"], ["path": "b"]]]])
        #expect(UIBindingSyntax.ourExpression(fromA2UI: written) == relative)
    }
}
