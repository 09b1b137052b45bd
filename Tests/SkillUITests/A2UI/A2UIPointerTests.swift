import SkillJSON
import Testing

@testable import SkillUI

@Suite struct A2UIPointerTests {
    @Test(arguments: [
        ("/a~1b/c~0d", ["a/b", "c~d"], true), ("", [], true), ("/", [], true), ("name", ["name"], false),
        ("items/0/name", ["items", "0", "name"], false), ("/a//b", ["a", "", "b"], true), (".", [], false),
    ])
    func parsesEscapesAndRelativePointers(text: String, segments: [String], absolute: Bool) throws {
        let pointer = try A2UIPointer.parse(text)
        #expect(pointer.segments == segments)
        #expect(pointer.isAbsolute == absolute)
    }

    /// `.` is the template item itself, as our `{"$bind": "."}`: a list of plain strings can be a
    /// template's data.
    @Test func aDotIsTheTemplateItemItself() {
        let jsonl = A2UIFixtures.jsonl(
            [
                ["id": "root", "component": "Column", "children": ["componentId": "cell", "path": "/tags"]],
                ["id": "cell", "component": "Text", "text": ["path": "."]],
            ], data: ["tags": ["red", "green"]])
        let rendered = A2UIFixtures.render(jsonl)
        var texts: [String] = []
        rendered.tree?.forEachNode { if case .text(let text) = $0 { texts.append(text.content) } }
        #expect(texts == ["red", "green"])
        #expect(rendered.diagnostics.isEmpty)
        #expect((try? A2UIPointer.parse("."))?.description == ".")
    }

    @Test(arguments: ["/x~2", "/x~", "~a"])
    func refusesABadEscape(text: String) {
        #expect(throws: A2UIPointerError.self) { try A2UIPointer.parse(text) }
    }

    @Test func upsertsAutoVivifiesAndDeletes() throws {
        var surface = A2UISurface(id: "s")
        let updates: [(String, JSONValue?)] = [
            ("/user/name", "Ada"), ("/list/1/title", "second"), ("/user/age", 36), ("/user/age", nil), ("/list/0", nil),
        ]
        for (path, value) in updates {
            #expect(surface.apply(.updateDataModel(surfaceID: "s", path: path, value: value)).isEmpty)
        }
        #expect(surface.dataModel == ["user": ["name": "Ada"], "list": [nil, ["title": "second"]]])
    }

    @Test func refusesSteppingThroughAString() {
        var surface = A2UISurface(id: "s")
        surface.apply(.updateDataModel(surfaceID: "s", path: "/a", value: "text"))
        let problems = surface.apply(.updateDataModel(surfaceID: "s", path: "/a/b", value: 1))
        #expect(
            problems.map(\.description) == [
                #"$.updateDataModel.path: bad JSON Pointer "/a/b": cannot step into a string with "b"; update skipped"#
            ])
        #expect(surface.dataModel == ["a": "text"])
    }

    @Test func refusesANonIndexIntoAnArray() {
        var surface = A2UISurface(id: "s")
        surface.apply(.updateDataModel(surfaceID: "s", path: "/list", value: [1, 2]))
        let problems = surface.apply(.updateDataModel(surfaceID: "s", path: "/list/x", value: 3))
        #expect(problems.count == 1)
        #expect(surface.dataModel == ["list": [1, 2]])
    }

    @Test func replacesTheWholeModelOnlyWithAnObject() {
        var surface = A2UISurface(id: "s")
        #expect(surface.apply(.updateDataModel(surfaceID: "s", path: "/", value: ["a": 1])).isEmpty)
        #expect(surface.apply(.updateDataModel(surfaceID: "s", path: "/", value: 5)).count == 1)
        #expect(surface.dataModel == ["a": 1])
    }
}
