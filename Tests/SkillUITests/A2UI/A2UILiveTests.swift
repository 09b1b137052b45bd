import Foundation
import SkillJSON
import Testing

@testable import SkillUI

@Suite struct A2UILiveTests {
    static func surface() -> A2UISurface {
        var document = A2UIDocument()
        _ = document.apply(
            A2UIReader.read(
                A2UIFixtures.jsonl(
                    [
                        ["id": "root", "component": "Column", "children": ["title", "temp", "list"]],
                        ["id": "title", "component": "Text", "text": "Weather", "variant": "h1"],
                        ["id": "temp", "component": "Text", "text": ["path": "/temp"]],
                        ["id": "list", "component": "Column", "children": ["componentId": "day", "path": "/days"]],
                        ["id": "day", "component": "Text", "text": ["path": "name"]],
                    ], data: ["temp": "20°", "days": [["name": "Mon"]]])))
        return document.surfaces["main"] ?? A2UISurface(id: "main")
    }

    @Test func aDataChangeToOneBoundTextIsOneSmallPatch() {
        var live = A2UILiveSurface(Self.surface())
        let step = live.apply(.updateDataModel(surfaceID: "main", path: "/temp", value: "21°"))
        #expect(step.diagnostics.isEmpty)
        #expect(step.patches == [.update(id: "temp", set: ["content": "21°"], unset: [])])
    }

    @Test func aNewArrayElementIsOneInsert() throws {
        var live = A2UILiveSurface(Self.surface())
        let before = try #require(live.tree)
        let step = live.apply(.updateDataModel(surfaceID: "main", path: "/days/1", value: ["name": "Tue"]))
        #expect(step.patches.count == 1)
        guard case .insert(let parent, let index, let component)? = step.patches.first else {
            Issue.record("expected an insert, got \(step.patches)")
            return
        }
        #expect(parent == "list")
        #expect(index == 1)
        #expect(component.id == "day#1")
        #expect(try UIDiff.apply(step.patches, to: before) == live.tree)
    }

    @Test func aComponentUpdateIsAPatchToo() throws {
        var live = A2UILiveSurface(Self.surface())
        let step = live.apply(
            .updateComponents(
                surfaceID: "main",
                components: [A2UIComponentRecord(id: "title", type: "Text", properties: ["text": "Forecast"])]))
        #expect(step.patches == [.update(id: "title", set: ["content": "Forecast"], unset: ["style"])])
    }

    @Test func anUpdateThatChangesNothingVisibleHasNoPatches() {
        var live = A2UILiveSurface(Self.surface())
        #expect(live.apply(.updateDataModel(surfaceID: "main", path: "/unused", value: 1)).patches.isEmpty)
    }
}

@Suite struct A2UIActionTests {
    @Test func aTapBecomesTheA2UIActionMessage() {
        let tap = UIAction(
            componentID: "pay#2", action: "checkout", payload: ["orderId": "A-17"], formValues: ["x": "y"])
        let message = A2UIAction.message(
            for: tap, surfaceID: "orders", now: Date(timeIntervalSince1970: 1_772_360_100.25))
        #expect(
            message == [
                "version": "v0.9",
                "action": [
                    "name": "checkout", "surfaceId": "orders", "sourceComponentId": "pay",
                    "timestamp": "2026-03-01T10:15:00.250Z", "context": ["orderId": "A-17"],
                ],
            ])
    }

    @Test(arguments: [(nil, [:]), ("x", ["value": "x"])] as [(JSONValue?, JSONValue)])
    func aPayloadThatIsNotAnObjectTravelsAsValue(payload: JSONValue?, context: JSONValue) {
        let message = A2UIAction.message(
            for: UIAction(componentID: "b", action: "go", payload: payload), surfaceID: "s",
            now: Date(timeIntervalSince1970: 0))
        #expect(message["action"]?["context"] == context)
        #expect(message["action"]?["timestamp"] == "1970-01-01T00:00:00.000Z")
    }

    @Test(arguments: [("row#0#12", "row"), ("x~2", "x"), ("a#b", "a#b"), ("plain", "plain"), ("c#1~3", "c")])
    func sourceComponentIDs(ours: String, theirs: String) {
        #expect(A2UIAction.sourceComponentID(ours) == theirs)
    }

    @Test func aButtonsContextIsResolvedIntoItsPayload() {
        let document = A2UIFixtures.jsonl(
            [
                [
                    "id": "root", "component": "Button", "child": "l",
                    "action": ["event": ["name": "send", "context": ["email": ["path": "/email"], "n": 2]]],
                ],
                ["id": "l", "component": "Text", "text": "Send"],
            ], data: ["email": "ada@example.com"])
        guard case .button(let button)? = A2UIFixtures.render(document).tree else {
            Issue.record("no button")
            return
        }
        #expect(button.action == "send")
        #expect(button.payload == ["email": "ada@example.com", "n": 2])
        #expect(button.title == "Send")
    }
}
