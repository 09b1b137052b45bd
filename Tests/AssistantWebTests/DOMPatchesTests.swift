import SkillJSON
import SkillUI
import Testing

@testable import AssistantWeb

/// UI patches as DOM edits: every patch kind becomes redraws of the touched elements from the new tree.
@Suite struct DOMPatchesTests {
    static func tree(_ items: [String], title: String = "List") -> SKComponent {
        .card(
            SKCard(
                id: "card", title: title,
                children: [
                    .stack(SKStack(id: "left", children: items.map { .text(SKText(id: $0, content: "<\($0)>")) })),
                    .stack(SKStack(id: "right", children: [])),
                ]))
    }

    static func edits(_ old: SKComponent, _ new: SKComponent) -> [String] {
        DOMPatches.make(UIDiff.diff(from: old, to: new), newTree: new).map { edit in
            "\(edit["op"]?.stringValue ?? "?") \(edit["id"]?.stringValue ?? "?")"
        }
    }

    @Test func anInsertRedrawsTheParent() {
        #expect(Self.edits(Self.tree(["a"]), Self.tree(["a", "b"])) == ["replace left"])
    }

    @Test func aRemovalRemovesTheElement() {
        #expect(Self.edits(Self.tree(["a", "b"]), Self.tree(["a"])) == ["remove b"])
    }

    @Test func anUpdateRedrawsTheComponent() {
        #expect(Self.edits(Self.tree(["a"]), Self.tree(["a"], title: "New")) == ["replace card"])
    }

    @Test func aMoveRemovesAndRedrawsTheNewParent() {
        let old = Self.tree(["a", "b"])
        let new = SKComponent.card(
            SKCard(
                id: "card", title: "List",
                children: [
                    .stack(SKStack(id: "left", children: [.text(SKText(id: "a", content: "<a>"))])),
                    .stack(SKStack(id: "right", children: [.text(SKText(id: "b", content: "<b>"))])),
                ]))
        #expect(Self.edits(old, new) == ["remove b", "replace right"])
    }

    @Test func theHTMLIsTheEscapedFragmentOfTheNewNode() throws {
        let new = Self.tree(["a", "<img src=x onerror=alert(1)>"])
        let edit = try #require(DOMPatches.make(UIDiff.diff(from: Self.tree(["a"]), to: new), newTree: new).first)
        let html = try #require(edit["html"]?.stringValue)
        #expect(html.hasPrefix(#"<div class="sk-stack"#))
        #expect(html.contains("&lt;&lt;img src=x onerror=alert(1)&gt;&gt;"))
        #expect(!html.contains("<img"))
    }

    @Test func noTreeMeansNoEdits() {
        #expect(DOMPatches.make([.remove(id: "x")], newTree: nil).isEmpty)
    }
}
