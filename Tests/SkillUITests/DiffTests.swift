import SkillJSON
import SkillUI
import Testing

private func text(_ id: String, _ content: String = "x") -> SKComponent {
    .text(SKText(id: id, content: content))
}

private func stack(_ id: String, _ children: [SKComponent]) -> SKComponent {
    .stack(SKStack(id: id, children: children))
}

/// An unknown node that keeps its children in its raw JSON, as the decoder leaves them.
private func gizmo(title: String, children: [JSONValue]) -> SKComponent {
    .unknown(
        SKUnknown(
            id: "g", type: "gizmo",
            raw: ["type": "gizmo", "id": "g", "title": .string(title), "children": .array(children)]))
}

/// One handcrafted diff: the trees and the exact patches expected.
struct DiffCase: CustomTestStringConvertible, Sendable {
    var name: String
    var old: SKComponent
    var new: SKComponent
    var patches: [UIPatch]

    var testDescription: String { name }
}

@Suite struct DiffTests {
    static let cases: [DiffCase] = [
        DiffCase(
            name: "insert at front",
            old: stack("root", [text("a"), text("b")]),
            new: stack("root", [text("c"), text("a"), text("b")]),
            patches: [.insert(parentID: "root", index: 0, component: text("c"))]),
        DiffCase(
            name: "remove in the middle",
            old: stack("root", [text("a"), text("b"), text("c")]),
            new: stack("root", [text("a"), text("c")]),
            patches: [.remove(id: "b")]),
        DiffCase(
            name: "move last to front",
            old: stack("root", [text("a"), text("b"), text("c")]),
            new: stack("root", [text("c"), text("a"), text("b")]),
            patches: [.move(id: "c", parentID: "root", index: 0)]),
        DiffCase(
            name: "move first to end",
            old: stack("root", [text("a"), text("b"), text("c"), text("d")]),
            new: stack("root", [text("b"), text("c"), text("d"), text("a")]),
            patches: [.move(id: "a", parentID: "root", index: 3)]),
        DiffCase(
            name: "reverse needs n-1 moves",
            old: stack("root", [text("a"), text("b"), text("c"), text("d")]),
            new: stack("root", [text("d"), text("c"), text("b"), text("a")]),
            patches: [
                .move(id: "c", parentID: "root", index: 3), .move(id: "b", parentID: "root", index: 3),
                .move(id: "a", parentID: "root", index: 3),
            ]),
        DiffCase(
            name: "cross-parent move",
            old: stack("root", [stack("left", [text("a"), text("b")]), stack("right", [text("c")])]),
            new: stack("root", [stack("left", [text("a")]), stack("right", [text("c"), text("b")])]),
            patches: [.move(id: "b", parentID: "right", index: 1)]),
        DiffCase(
            name: "moved and edited",
            old: stack("root", [stack("left", [text("a", "old")]), stack("right", [])]),
            new: stack("root", [stack("left", []), stack("right", [text("a", "new")])]),
            patches: [
                .move(id: "a", parentID: "right", index: 0), .update(id: "a", set: ["content": "new"], unset: []),
            ]),
        DiffCase(
            name: "type change replaces the subtree",
            old: stack("root", [text("a"), stack("s", [text("t1"), text("t2")])]),
            new: stack("root", [text("a"), .card(SKCard(id: "s", title: "T", children: [text("t1"), text("t2")]))]),
            patches: [
                .replace(id: "s", component: .card(SKCard(id: "s", title: "T", children: [text("t1"), text("t2")])))
            ]
        ),
        DiffCase(
            name: "root id change replaces the root",
            old: stack("root", [text("a")]),
            new: stack("page", [text("a")]),
            patches: [.replace(id: "root", component: stack("page", [text("a")]))]),
        DiffCase(
            name: "root type change replaces the root",
            old: stack("root", [text("a")]),
            new: .card(SKCard(id: "root", title: "Hi")),
            patches: [.replace(id: "root", component: .card(SKCard(id: "root", title: "Hi")))]),
        DiffCase(
            name: "list items are one property",
            old: stack("root", [.list(SKList(id: "l", items: [SKList.Item(id: "r1", title: "One")]))]),
            new: stack(
                "root",
                [
                    .list(
                        SKList(
                            id: "l", items: [SKList.Item(id: "r1", title: "One"), SKList.Item(id: "r2", title: "Two")]))
                ]),
            patches: [
                .update(
                    id: "l",
                    set: ["items": [["id": "r1", "title": "One"], ["id": "r2", "title": "Two"]]], unset: [])
            ]),
        DiffCase(
            name: "property back to its default is unset",
            old: stack("root", [.text(SKText(id: "t", content: "x", style: .title, color: .semantic(.accent)))]),
            new: stack("root", [.text(SKText(id: "t", content: "x", style: .body, color: .semantic(.accent)))]),
            patches: [.update(id: "t", set: [:], unset: ["style"])]),
        DiffCase(
            name: "node leaves a removed parent before it goes",
            old: stack("root", [stack("box", [text("a"), text("b")]), text("c")]),
            new: stack("root", [text("c"), text("a")]),
            patches: [.move(id: "a", parentID: "root", index: 2), .remove(id: "box")]),
        DiffCase(
            name: "parent and child swap",
            old: stack("root", [stack("x", [stack("y", [])])]),
            new: stack("root", [stack("y", [stack("x", [])])]),
            patches: [.move(id: "y", parentID: "root", index: 0), .move(id: "x", parentID: "y", index: 0)]),
        DiffCase(
            name: "child rescued from a replaced parent",
            old: stack("root", [stack("s", [text("t")]), stack("u", [])]),
            new: stack("root", [.card(SKCard(id: "s", title: "S")), stack("u", [text("t")])]),
            patches: [
                .move(id: "t", parentID: "u", index: 0),
                .replace(id: "s", component: .card(SKCard(id: "s", title: "S"))),
            ]),
        DiffCase(
            name: "a node wrapped in a new container is removed and inserted with it",
            old: stack("root", [text("a"), text("b")]),
            new: stack("root", [text("a"), stack("w", [text("b")])]),
            patches: [.remove(id: "b"), .insert(parentID: "root", index: 1, component: stack("w", [text("b")]))]),
        DiffCase(
            name: "removals, a move and an insert together",
            old: stack("root", [text("a"), text("b"), text("c"), text("d")]),
            new: stack("root", [text("d"), text("a"), text("e")]),
            patches: [
                .remove(id: "b"), .remove(id: "c"), .move(id: "a", parentID: "root", index: 1),
                .insert(parentID: "root", index: 2, component: text("e")),
            ]),
        DiffCase(
            name: "an unknown node whose raw children change along with a field is replaced",
            old: stack("root", [gizmo(title: "A", children: [["type": "text", "content": "x"]])]),
            new: stack("root", [gizmo(title: "B", children: [])]),
            patches: [.replace(id: "g", component: gizmo(title: "B", children: []))]),
    ]

    @Test(arguments: cases)
    func producesExactPatches(_ diffCase: DiffCase) throws {
        let patches = UIDiff.diff(from: diffCase.old, to: diffCase.new)
        #expect(patches == diffCase.patches, "\(patches.map(\.description))")
        #expect(try UIDiff.apply(patches, to: diffCase.old) == diffCase.new)
    }

    @Test func equalTreesGiveNoPatches() {
        let tree = stack("root", [text("a"), stack("s", [text("b")])])
        #expect(UIDiff.diff(from: tree, to: tree).isEmpty)
    }

    @Test func editingOneLeafUpdatesOnlyTheChangedKeys() {
        let old = stack(
            "root",
            [
                .button(SKButton(id: "b", title: "Save", action: "save", role: .secondary)),
                stack("s", [text("t")]),
            ])
        let new = stack(
            "root",
            [
                .button(SKButton(id: "b", title: "Saved", action: "save", role: .secondary, disabled: true)),
                stack("s", [text("t")]),
            ])
        #expect(
            UIDiff.diff(from: old, to: new) == [.update(id: "b", set: ["title": "Saved", "disabled": true], unset: [])])
    }

    /// The differ compares container fields one by one (to avoid copies); a stored property added
    /// to one of these must be added to `hasSameOwnFields` too.
    @Test func containerFieldListsAreTheOnesTheDifferCompares() {
        let labels = { (value: Any) in Mirror(reflecting: value).children.compactMap(\.label) }
        #expect(labels(SKStack()) == ["id", "direction", "spacing", "alignment", "padding", "background", "children"])
        #expect(labels(SKCard()) == ["id", "title", "subtitle", "children"])
        #expect(labels(SKCustom(type: "x")) == ["id", "type", "properties", "children"])
    }

    @Test func repeatedIDsFallBackToReplacingTheRoot() {
        let old = stack("root", [text("a"), text("b")])
        let new = stack("root", [text("a"), text("a"), text("c")])
        #expect(UIDiff.diff(from: old, to: new) == [.replace(id: "root", component: new)])
    }
}

@Suite struct DiffApplyTests {
    static let tree = stack("root", [text("a"), stack("s", [text("b"), stack("inner", [])])])

    @Test(arguments: [
        (UIPatch.remove(id: "nope"), "no component has id 'nope' — while applying remove nope"),
        (.remove(id: "root"), "'root' is the root, which cannot be removed"),
        (.insert(parentID: "a", index: 0, component: text("n")), "'a' is a text, which cannot hold children"),
        (.insert(parentID: "s", index: 3, component: text("n")), "index 3 is outside 0...2 for the children of 's'"),
        (.insert(parentID: "s", index: -1, component: text("n")), "index -1 is outside 0...2"),
        (.insert(parentID: "s", index: 0, component: text("b")), "a component with id 'b' is already in the tree"),
        (.move(id: "s", parentID: "inner", index: 0), "'inner' is inside 's', so 's' cannot move into it"),
        (.move(id: "s", parentID: "s", index: 0), "'s' is inside 's'"),
        (.move(id: "b", parentID: "s", index: 2), "index 2 is outside 0...1 for the children of 's'"),
        (.move(id: "root", parentID: "s", index: 0), "'root' is the root, which cannot move"),
        (.move(id: "ghost", parentID: "s", index: 0), "no component has id 'ghost'"),
        (.update(id: "a", set: ["style": "huge"], unset: []), "the update does not fit 'a'"),
        (.update(id: "a", set: ["id": "z"], unset: []), "an update cannot change 'id' of 'a'"),
        (.update(id: "a", set: [:], unset: ["content"]), "the update does not fit 'a'"),
        (.replace(id: "b", component: text("a")), "a component with id 'a' is already in the tree"),
    ])
    func aPatchThatDoesNotFitThrowsNamingTheID(patch: UIPatch, reason: String) {
        #expect {
            _ = try UIDiff.apply([patch], to: Self.tree)
        } throws: { error in
            guard case .patchFailed(let message) = error as? UIError else { return false }
            return message.contains(reason)
        }
    }

    @Test func patchesApplyInOrderWithIndicesAtTheirTime() throws {
        let patched = try UIDiff.apply(
            [
                .insert(parentID: "root", index: 2, component: text("c")),
                .move(id: "a", parentID: "root", index: 2),
                .update(id: "c", set: ["content": "see"], unset: []),
                .remove(id: "inner"),
                .replace(id: "b", component: .divider(SKDivider(id: "b"))),
            ], to: Self.tree)
        #expect(patched == stack("root", [stack("s", [.divider(SKDivider(id: "b"))]), text("c", "see"), text("a")]))
    }

    @Test func theRootCanBeReplacedWithANewID() throws {
        #expect(try UIDiff.apply([.replace(id: "root", component: text("solo"))], to: Self.tree) == text("solo"))
    }

    @Test func updatesOfCustomAndUnknownNodesEditTheirJSON() throws {
        let tree = stack(
            "root",
            [
                .custom(SKCustom(id: "c", type: "rating", properties: ["stars": 3, "max": 5])),
                .unknown(SKUnknown(id: "u", type: "gizmo", raw: ["type": "gizmo", "id": "u", "speed": 1])),
            ])
        let patched = try UIDiff.apply(
            [
                .update(id: "c", set: ["stars": 4], unset: ["max"]),
                .update(id: "u", set: ["speed": 2], unset: []),
            ], to: tree)
        #expect(
            patched
                == stack(
                    "root",
                    [
                        .custom(SKCustom(id: "c", type: "rating", properties: ["stars": 4])),
                        .unknown(SKUnknown(id: "u", type: "gizmo", raw: ["type": "gizmo", "id": "u", "speed": 2])),
                    ]))
    }
}

@Suite struct DiffWireFormTests {
    static let examples: [(UIPatch, String)] = [
        (
            .insert(parentID: "list", index: 0, component: text("t9", "Hi")),
            #"{"component":{"content":"Hi","id":"t9","type":"text"},"index":0,"op":"insert","parentID":"list"}"#
        ),
        (.remove(id: "t3"), #"{"id":"t3","op":"remove"}"#),
        (.move(id: "t4", parentID: "side", index: 2), #"{"id":"t4","index":2,"op":"move","parentID":"side"}"#),
        (
            .update(id: "b1", set: ["title": "Save"], unset: ["disabled"]),
            #"{"id":"b1","op":"update","set":{"title":"Save"},"unset":["disabled"]}"#
        ),
        (.update(id: "b1", set: [:], unset: ["role"]), #"{"id":"b1","op":"update","unset":["role"]}"#),
        (
            .replace(id: "c2", component: .card(SKCard(id: "c2", title: "Now"))),
            #"{"component":{"children":[],"id":"c2","title":"Now","type":"card"},"id":"c2","op":"replace"}"#
        ),
    ]

    @Test(arguments: examples)
    func encodesWithAnOpTagAndDecodesBack(patch: UIPatch, json: String) throws {
        let value = try JSONValue(encoding: patch)
        #expect(value.stableString() == json)
        #expect(try value.decode(UIPatch.self) == patch)
    }

    @Test func anUnknownOpIsRefusedByName() {
        #expect(throws: JSONError.self) {
            try (["op": "explode", "id": "x"] as JSONValue).decode(UIPatch.self)
        }
    }
}
