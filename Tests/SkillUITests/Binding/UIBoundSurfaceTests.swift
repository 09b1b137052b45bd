import SkillJSON
import Testing

@testable import SkillUI

@Suite struct UIBoundSurfaceTests {
    /// A greeting, a templated list of orders between two fixed texts, and a bound form whose
    /// values are shown again in texts.
    static let document = #"""
        {"$data": {"user": {"name": "Ada"}, "orders": [{"name": "Tea", "qty": 2}, {"name": "Cake", "qty": 1}, {"name": "Pie", "qty": 3}],
                   "form": {"email": "a@b.c", "volume": 4, "news": false, "size": "m"}},
         "type": "stack", "children": [
           {"type": "text", "id": "greeting", "content": {"$call": "formatString", "args": {"value": "Hello, ${/user/name}"}}},
           {"type": "text", "id": "head", "content": "Orders"},
           {"type": "stack", "id": "orders", "children": {"$each": "/orders", "template":
             {"type": "text", "id": "row", "content": {"$call": "formatString", "args": {"value": "${name} × ${qty}"}}}}},
           {"type": "text", "id": "first-order", "content": {"$call": "formatString", "args": {"value": "${/orders/0/name} first"}}},
           {"type": "textField", "id": "email", "label": "Email", "value": {"$bind": "/form/email"}},
           {"type": "text", "id": "preview", "content": {"$call": "formatString", "args": {"value": "Sending to ${/form/email}"}}},
           {"type": "slider", "id": "volume", "name": "volume", "max": 10, "value": {"$bind": "/form/volume"}},
           {"type": "text", "id": "volume-text", "content": {"$bind": "/form/volume"}},
           {"type": "toggle", "id": "news", "label": "News", "isOn": {"$bind": "/form/news"}},
           {"type": "picker", "id": "size", "label": "Size", "options": ["s", "m", "l"], "selected": {"$bind": "/form/size"}},
           {"type": "text", "id": "foot", "content": "End"}]}
        """#

    private func surface(strict: Bool = false) throws -> UIBoundSurface {
        try UIBoundSurface(json: Self.document, options: UIDecodingOptions(mode: strict ? .strict : .lenient))
    }

    private func texts(_ tree: SKComponent) -> [String: String] {
        var texts: [String: String] = [:]
        tree.forEachNode { if case .text(let text) = $0 { texts[text.id] = text.content } }
        return texts
    }

    @Test func aNewSurfaceShowsTheResolvedTree() throws {
        let surface = try surface()
        #expect(surface.diagnostics.isEmpty, "\(surface.diagnostics)")
        let texts = texts(surface.tree)
        #expect(texts["greeting"] == "Hello, Ada")
        #expect(texts["row#0"] == "Tea × 2")
        #expect(texts["row#2"] == "Pie × 3")
        #expect(texts["volume-text"] == "4")
        #expect(surface.bindings.inputs["form/email"] == "/form/email")
        #expect(surface.data["user"]?["name"] == "Ada")
    }

    @Test func changingTheValueBehindOneBoundTextIsOneUpdateOnThatNode() throws {
        var surface = try surface()
        let before = surface.tree
        let patches = try surface.set("Grace", at: "/user/name")
        #expect(patches == [.update(id: "greeting", set: ["content": "Hello, Grace"], unset: [])])
        #expect(try UIDiff.apply(patches, to: before) == surface.tree)
        #expect(surface.data["user"]?["name"] == "Grace")
    }

    @Test func appendingAnElementToATemplatedArrayIsOneInsert() throws {
        var surface = try surface()
        let before = surface.tree
        let patches = try surface.set(["name": "Jam", "qty": 5], at: "/orders/-")
        #expect(patches.count == 1)
        guard case .insert(let parent, let index, let component)? = patches.first else {
            Issue.record("expected one insert, got \(patches)")
            return
        }
        #expect(parent == "orders")
        #expect(index == 3)
        #expect(component == .text(SKText(id: "row#3", content: "Jam × 5")))
        #expect(try UIDiff.apply(patches, to: before) == surface.tree)
    }

    @Test func removingTheLastElementIsOneRemove() throws {
        var surface = try surface()
        let before = surface.tree
        let patches = try surface.remove(at: "/orders/2")
        #expect(patches == [.remove(id: "row#2")])
        #expect(try UIDiff.apply(patches, to: before) == surface.tree)
        #expect(surface.data["orders"]?.arrayValue?.count == 2)
    }

    /// Copies are named by index: removing one before the end shifts the later ones' content
    /// and removes the last copy.
    @Test func removingAnElementBeforeTheEndUpdatesTheCopiesAfterIt() throws {
        var surface = try surface()
        let before = surface.tree
        let patches = try surface.remove(at: "/orders/1")
        #expect(Set(patches) == [.update(id: "row#1", set: ["content": "Pie × 3"], unset: []), .remove(id: "row#2")])
        #expect(try UIDiff.apply(patches, to: before) == surface.tree)
    }

    @Test func typedValuesWriteBackAndEverythingBoundToThemFollows() throws {
        var surface = try surface()
        let before = surface.tree
        let patches = try surface.apply(formValues: [
            "form/email": "x@y.z", "volume": 7, "form/news": true, "form/size": "l", "unbound": "ignored",
        ])
        #expect(
            Set(patches) == [
                .update(id: "email", set: ["value": "x@y.z"], unset: []),
                .update(id: "preview", set: ["content": "Sending to x@y.z"], unset: []),
                .update(id: "volume", set: ["value": 7], unset: []),
                .update(id: "volume-text", set: ["content": "7"], unset: []),
                .update(id: "news", set: ["isOn": true], unset: []),
                .update(id: "size", set: ["selected": "l"], unset: []),
            ])
        #expect(try UIDiff.apply(patches, to: before) == surface.tree)
        #expect(surface.data["form"] == ["email": "x@y.z", "volume": 7, "news": true, "size": "l"])
        #expect(surface.data["unbound"] == nil)
        guard case .textField(let field)? = surface.tree.first(id: "email") else {
            Issue.record("no email field")
            return
        }
        #expect(field.value == "x@y.z")
    }

    @Test func anUpdateThatChangesNothingVisibleHasNoPatches() throws {
        var surface = try surface()
        #expect(try surface.set(1, at: "/unused").isEmpty)
        #expect(try surface.update(data: surface.data).isEmpty)
    }

    @Test(arguments: [
        ("/user/na~2me", #"bad JSON Pointer "/user/na~2me": "~" must be followed by 0 or 1"#),
        ("user/name", #""user/name" is relative"#),
        ("/user/name/first", #"bad JSON Pointer "/user/name/first": cannot step into a string with "first""#),
        ("/orders/x", #"bad JSON Pointer "/orders/x": "x" is not an index of an array"#),
        ("", "the data model must be an object, got 3"),
    ])
    func aBadPointerIsAnErrorThatNamesItAndChangesNothing(pointer: String, expected: String) throws {
        var surface = try surface()
        let before = (surface.tree, surface.data, surface.diagnostics)
        do {
            try surface.set(3, at: pointer)
            Issue.record("set at \(pointer) did not throw")
        } catch {
            guard case .dataUpdateFailed(let message) = error else {
                Issue.record("expected dataUpdateFailed, got \(error)")
                return
            }
            #expect(message.contains(expected), "\(message)")
            #expect(pointer.isEmpty || message.contains("while setting \(pointer)"), "\(message)")
        }
        #expect(surface.tree == before.0)
        #expect(surface.data == before.1)
        #expect(surface.diagnostics == before.2)
    }

    @Test(arguments: [
        ("/orders/3", "nothing at /orders/3 in the data model"),
        ("/user/age", "nothing at /user/age in the data model"),
        ("/user/name/x", "nothing at /user/name/x in the data model"),
        ("", "the whole model cannot be removed"),
        ("/a~", #"bad JSON Pointer "/a~""#),
    ])
    func removingWhatIsNotThereIsAnErrorAndChangesNothing(pointer: String, expected: String) throws {
        var surface = try surface()
        let before = (surface.tree, surface.data)
        #expect {
            try surface.remove(at: pointer)
        } throws: { error in
            guard case .dataUpdateFailed(let message) = error as? UIError else { return false }
            return message.contains(expected) && message.hasSuffix("while removing \(pointer)")
        }
        #expect(surface.tree == before.0)
        #expect(surface.data == before.1)
    }

    @Test func aModelThatIsNotAnObjectIsRefused() throws {
        var surface = try surface()
        #expect(throws: UIError.dataUpdateFailed("the data model must be an object, got an array")) {
            try surface.update(data: [1, 2])
        }
    }

    @Test func aMissingValueIsAWarningInLenientMode() throws {
        var surface = try surface()
        let patches = try surface.remove(at: "/user/name")
        #expect(patches == [.update(id: "greeting", set: ["content": "Hello, "], unset: [])])
        #expect(surface.diagnostics.map(\.severity) == [.warning])
        #expect(surface.diagnostics.first?.message.contains("/user/name") == true)
    }

    @Test func inStrictModeAChangeThatBreaksTheDocumentThrowsAndChangesNothing() throws {
        var surface = try surface(strict: true)
        #expect(surface.diagnostics.isEmpty)
        let before = surface.tree
        #expect {
            try surface.remove(at: "/user")
        } throws: { error in
            guard case .invalidDocument(let diagnostic) = error as? UIError else { return false }
            return diagnostic.description.contains("nothing at /user/name in the data model")
        }
        #expect(surface.tree == before)
        #expect(surface.data["user"]?["name"] == "Ada")
    }

    @Test func aDocumentWithoutDataStartsWithAnEmptyModel() throws {
        var surface = try UIBoundSurface(
            json: #"{"type": "text", "id": "t", "content": {"$bind": "/greeting"}}"#)
        #expect(surface.data == [:])
        #expect(texts(surface.tree)["t"] == "")
        let patches = try surface.update(data: ["greeting": "Hi"])
        #expect(patches == [.update(id: "t", set: ["content": "Hi"], unset: [])])
        #expect(surface.diagnostics.isEmpty)
    }

    /// Found by the fuzzer: an unknown type keeps its templated children in its raw JSON; a change
    /// to them and to a field at once must still give patches that make the new tree.
    @Test func anUnknownNodesTemplatedChildrenChangeWithItsFields() throws {
        var surface = try UIBoundSurface(
            json: #"""
                {"$data": {"t": "A", "items": [1, 2]}, "type": "gizmo", "id": "g", "title": {"$bind": "/t"},
                 "children": {"$each": "/items", "template": {"type": "text", "id": "x", "content": {"$bind": "."}}}}
                """#)
        let before = surface.tree
        let patches = try surface.update(data: ["t": "B", "items": []])
        #expect(try UIDiff.apply(patches, to: before) == surface.tree)
        #expect(patches.count == 1)
    }

    @Test(arguments: [
        ("not json at all", UIDecodingOptions.Mode.strict),
        ("[1, 2]", .lenient),
        (#"{"$data": {}, "type": "text", "content": {"$bind": "/x"}}"#, .strict),
    ])
    func aDocumentThatGivesNoTreeIsRefused(text: String, mode: UIDecodingOptions.Mode) {
        #expect(throws: UIError.self) {
            try UIBoundSurface(json: text, options: UIDecodingOptions(mode: mode))
        }
    }
}

extension SKComponent {
    /// The node with `id` in this tree, if any.
    fileprivate func first(id: String) -> SKComponent? {
        var found: SKComponent?
        forEachNode { if found == nil, $0.id == id { found = $0 } }
        return found
    }
}
