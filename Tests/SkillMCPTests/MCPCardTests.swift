import SkillJSON
import SkillUI
import Testing

@testable import SkillMCP

/// A card drawn from a layout and a call's data, and what a tap's result does to it:
/// ``MCPCard``, ``MCPCardStore`` and the card ids, with no server.
@Suite struct MCPCardTests {
    static let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"

    /// A layout like the recipe sample's: a title and a servings line bound to the data model,
    /// and a button whose context reads the servings.
    static let layout = """
        [{"version":"v0.9","createSurface":{"surfaceId":"recipe","catalogId":"\(catalog)"}},
         {"version":"v0.9","updateComponents":{"surfaceId":"recipe","components":[
           {"id":"root","component":"Column","children":["title","servings","scale"]},
           {"id":"title","component":"Text","text":{"path":"/title"}},
           {"id":"servings","component":"Text","text":{"call":"formatString","args":{"value":"Serves ${/servings}"}}},
           {"id":"scale","component":"Button","child":"scale-label",
            "action":{"event":{"name":"scale_servings","context":{"servings":{"path":"/servings"}}}}},
           {"id":"scale-label","component":"Text","text":"Double"}]}}]
        """

    /// `updateDataModel` messages for the recipe surface (or `surface`).
    static func data(_ updates: [(String, JSONValue)], surface: String = "recipe") -> A2UIReader.Result {
        let messages = updates.map { path, value -> JSONValue in
            [
                "version": "v0.9",
                "updateDataModel": ["surfaceId": .string(surface), "path": .string(path), "value": value],
            ]
        }
        return A2UIReader.read(JSONValue.array(messages).stableString())
    }

    static func texts(_ tree: SKComponent?) -> [String] {
        var texts: [String] = []
        tree?.forEachNode { if case .text(let text) = $0 { texts.append(text.content) } }
        return texts
    }

    static func drawn() throws -> MCPCard {
        let parts = A2UIParts(
            layouts: [A2UIReader.read(layout)], inline: data([("/", ["title": "Pancakes", "servings": 4])]))
        let (card, diagnostics) = MCPCard.draw(parts, text: "called get_recipe")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(card)
    }

    @Test func aLayoutAndTheCallsDataMakeTheCard() throws {
        let card = try Self.drawn()
        #expect(card.surfaceID == "recipe")
        #expect(Self.texts(card.tree) == ["Pancakes", "Serves 4"])
        let button = card.tree.component(withID: "scale")
        guard case .button(let scale)? = button else {
            Issue.record("no button: \(card.tree)")
            return
        }
        #expect(scale.action == "scale_servings")
        #expect(scale.payload == ["servings": 4])
    }

    @Test func dataForTheShownSurfaceUpdatesTheCardAndTheModelCarriesOver() throws {
        let card = try Self.drawn()
        let (outcome, diagnostics) = card.applying(A2UIParts(inline: Self.data([("/servings", 8)])), text: "scaled")
        #expect(diagnostics.isEmpty)
        guard case .updated(let updated) = outcome else {
            Issue.record("not updated: \(outcome)")
            return
        }
        #expect(Self.texts(updated.tree) == ["Pancakes", "Serves 8"], "the title stays from the first call")
        #expect(updated.text == "scaled")
        // The card's own layout, linked again, is not applied twice.
        let (again, _) = updated.applying(
            A2UIParts(layouts: [A2UIReader.read(Self.layout)], inline: Self.data([("/servings", 16)])), text: "")
        guard case .updated(let twice) = again else {
            Issue.record("not updated: \(again)")
            return
        }
        #expect(Self.texts(twice.tree) == ["Pancakes", "Serves 16"])
    }

    @Test func aSurfaceOfItsOwnReplacesTheCardAndNoA2UIKeepsIt() throws {
        let card = try Self.drawn()
        let other = """
            {"version":"v0.9","createSurface":{"surfaceId":"facts","catalogId":"\(Self.catalog)"}}
            {"version":"v0.9","updateComponents":{"surfaceId":"facts","components":[{"id":"root","component":"Text","text":"227 kcal"}]}}
            """
        let (replaced, _) = card.applying(A2UIParts(inline: A2UIReader.read(other)), text: "")
        guard case .replaced(let facts) = replaced else {
            Issue.record("not replaced: \(replaced)")
            return
        }
        #expect(facts.surfaceID == "facts")
        #expect(Self.texts(facts.tree) == ["227 kcal"])

        let (kept, notes) = card.applying(A2UIParts(), text: "in the pantry")
        guard case .unchanged = kept else {
            Issue.record("changed: \(kept)")
            return
        }
        #expect(notes.isEmpty)

        let deleted = A2UIReader.read(#"{"version":"v0.9","deleteSurface":{"surfaceId":"recipe"}}"#)
        guard case .removed = card.applying(A2UIParts(inline: deleted), text: "").outcome else {
            Issue.record("not removed")
            return
        }
    }

    @Test func cardIDsNameTheCardAndTheStoreKeepsTheNewest() throws {
        let card = try Self.drawn()
        let store = MCPCardStore(capacity: 2, epoch: "test")
        let first = store.add(card)
        #expect(first == "card-test-1")
        let tree = card.tree.prefixingIDs(with: first)
        #expect(tree.id == "card-test-1:root")
        #expect(tree.contains(componentID: "card-test-1:scale"))
        #expect(MCPCardID.token(in: "card-test-1:scale") == first)
        #expect(MCPCardID.token(in: "scale") == nil)
        #expect(MCPCardID.token(in: "other:scale") == nil)
        #expect(store.offeredActions == ["scale_servings"])

        let second = store.add(card)
        #expect(store.card(first) != nil, "using the first makes the second the oldest")
        _ = store.add(card)
        #expect(store.count == 2)
        #expect(store.card(second) == nil)
        #expect(store.card(first) != nil)
        store.remove(first)
        #expect(store.card(first) == nil)
    }
}
