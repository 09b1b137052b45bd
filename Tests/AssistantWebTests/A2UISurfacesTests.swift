import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import AssistantWeb

/// The stream's surface bookkeeping, with no server.
@Suite struct A2UISurfacesTests {
    static func message(_ id: Int, ui: SKComponent?) -> Message {
        Message(id: id, role: .assistant, text: "", ui: ui, date: Date(timeIntervalSince1970: 0))
    }

    static func kinds(_ messages: [JSONValue]) -> [String] {
        messages.compactMap { $0.objectValue?.keys.first { $0 != "version" } }
    }

    static let card: SKComponent = .stack(
        SKStack(id: "root", children: [.toggle(SKToggle(id: "t", name: "ok", label: "OK"))]))

    @Test func aSurfaceIsCreatedOnceUpdatedWholeAndDeletedWhenItsUIGoes() {
        var surfaces = A2UISurfaces()
        #expect(surfaces.messages(for: Self.message(1, ui: nil)).isEmpty)
        let created = surfaces.messages(for: Self.message(2, ui: Self.card))
        #expect(Self.kinds(created) == ["createSurface", "updateComponents", "updateDataModel"])
        #expect(created[0]["createSurface"]?["surfaceId"] == "2")
        #expect(surfaces.isShown(2))
        let again = surfaces.messages(for: Self.message(2, ui: .text(SKText(id: "root", content: "Done"))))
        #expect(Self.kinds(again) == ["updateComponents"])
        #expect(again[0]["updateComponents"]?["components"]?[0]?["text"] == "Done")
        let gone = surfaces.messages(for: Self.message(2, ui: nil))
        #expect(gone == [["version": "v0.9", "deleteSurface": ["surfaceId": "2"]]])
        #expect(surfaces.messages(for: Self.message(2, ui: nil)).isEmpty)
        #expect(!surfaces.isShown(2))
    }

    /// A card decoded from a bound document is written with its bindings and template; the same
    /// tree without bindings is written as it always was.
    @Test func aBoundCardIsWrittenWithItsBindings() throws {
        let decoded = UIDecoder.decode(
            json:
                #"{"$data": {"plans": ["Basic", "Pro"]}, "type": "stack", "children": {"$each": "/plans", "template": {"type": "text", "id": "plan", "content": {"$bind": "."}}}}"#
        )
        let ui = try #require(decoded.component)
        let output = SkillOutput("Plans", ui: ui, bindings: decoded.bindings)
        let message = Message(id: 3, role: .assistant, output: output, date: Date(timeIntervalSince1970: 0))
        var surfaces = A2UISurfaces()
        let created = surfaces.messages(for: message)
        #expect(Self.kinds(created) == ["createSurface", "updateComponents", "updateDataModel"])
        let components = created[1]["updateComponents"]?["components"]?.arrayValue ?? []
        #expect(components.count == 2)
        #expect(components.first?["children"] == ["componentId": "plan", "path": "/plans"])
        #expect(created[2]["updateDataModel"]?["value"] == ["plans": ["Basic", "Pro"]])
        var plain = A2UISurfaces()
        let unbound = plain.messages(for: Self.message(3, ui: ui))
        #expect(unbound[1]["updateComponents"]?["components"]?.arrayValue?.count == 3)
    }

    @Test(arguments: [("12", 12), ("0", 0), ("main", nil), ("012", nil), ("-1", nil), ("", nil), ("1e3", nil)])
    func surfaceIDsAreMessageIDs(surface: String, id: Int?) {
        #expect(A2UISurfaces.messageID(of: surface) == id)
    }
}
