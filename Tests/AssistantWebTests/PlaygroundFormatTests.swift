import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import AssistantWeb

/// `POST /api/render` reads our format or A2UI and answers with the other one too.
@Suite struct PlaygroundFormatTests {
    static func render(_ client: RawHTTPClient, _ fields: [String: JSONValue]) async throws -> JSONValue {
        try WebAppTests.json(await WebAppTests.post(client, "/api/render", JSONValue.object(fields).stableString()))
    }

    @Test(arguments: ["13-tabs", "10-choice-multiple", "31-array-form"])
    func anA2UIDocumentIsDetectedRenderedAndShownAsOurs(name: String) async throws {
        let example = try #require(A2UIGallery.example(named: name))
        try await WebAppTests.withApp { client, _ in
            let answer = try await Self.render(client, ["json": .string(example.json)])
            #expect(answer["format"] == "a2ui")
            #expect(answer["html"]?.stringValue?.contains("sk-root") == true)
            let tree = try #require(answer["tree"])
            let expected = try #require(A2UIDocument.read(example.json).0.render().component)
            #expect(tree == expected.jsonValue)
            #expect(answer["a2ui"]?.stringValue?.contains(#""createSurface""#) == true)
        }
    }

    @Test func oursIsWrittenAsA2UIWithTheWritersNotes() async throws {
        let example = try #require(UIGallery.example(named: "19-trip-planner"))
        try await WebAppTests.withApp { client, _ in
            let answer = try await Self.render(client, ["json": .string(example.json), "format": "auto"])
            #expect(answer["format"] == "ours")
            let jsonl = try #require(answer["a2ui"]?.stringValue)
            let lines = jsonl.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
            #expect(lines.first?["createSurface"] != nil)
            #expect(lines.allSatisfy { $0["version"] == "v0.9" })
            let tree = try #require(UIDecoder.decode(json: example.json).component)
            #expect(answer["a2uiNotes"]?.arrayValue?.count == A2UIWriter.write(tree).notes.count)
            #expect(answer["a2uiNotes"]?.arrayValue?.isEmpty == false)
        }
    }

    @Test func theFormatCanBeForcedAndAStrictA2UIErrorHasNoPreview() async throws {
        let broken = try #require(A2UIGallery.example(named: "27-open-url-javascript"))
        try await WebAppTests.withApp { client, _ in
            let asOurs = try await Self.render(client, ["json": .string(broken.json), "format": "ours"])
            #expect(asOurs["format"] == "ours")
            let lenient = try await Self.render(client, ["json": .string(broken.json), "format": "a2ui"])
            #expect(lenient["html"] != .null)
            #expect(lenient["diagnostics"]?[0]?["origin"] == #"surface "main""#)
            let strict = try await Self.render(client, ["json": .string(broken.json), "strict": true])
            #expect(strict["html"] == .null && strict["tree"] == .null && strict["a2ui"] == .null)
            let bad = await WebAppTests.post(client, "/api/render", #"{"json":"{}","format":"xml"}"#)
            #expect(bad?.status == 400)
            #expect(bad?.body.contains("'format'") == true)
        }
    }

    /// A surface with bindings and a template is shown as our bound document, and written back
    /// as A2UI with its ChildList and paths; a plain one has no bound document.
    @Test func aBoundSurfaceIsShownAsOurBoundDocument() async throws {
        let template = try #require(A2UIGallery.example(named: "17-template"))
        let tabs = try #require(A2UIGallery.example(named: "13-tabs"))
        try await WebAppTests.withApp { client, _ in
            let answer = try await Self.render(client, ["json": .string(template.json)])
            #expect(answer["format"] == "a2ui")
            let ours = try #require(answer["ours"])
            #expect(ours["$data"]?["orders"]?.arrayValue?.count == 2)
            #expect(ours["children"]?["$each"] == "/orders")
            #expect(answer["oursNotes"] == [])
            let rendered = try #require(A2UIDocument.read(template.json).0.render().component)
            #expect(answer["tree"] == rendered.jsonValue)
            let a2ui = try #require(answer["a2ui"]?.stringValue)
            #expect(a2ui.contains(#""children":{"componentId":"row","path":"/orders"}"#))
            #expect(a2ui.contains(#""text":{"path":"name"}"#))
            let plain = try await Self.render(client, ["json": .string(tabs.json)])
            #expect(plain["ours"] == .null)
        }
    }

    /// A bound document of ours is written as A2UI with its bindings and its template once.
    @Test func ourBoundDocumentIsWrittenWithItsBindings() async throws {
        let document = #"""
            {"$data": {"people": [{"n": "Ada"}, {"n": "Alan"}], "count": 2},
             "type": "card", "title": {"$call": "formatString", "args": {"value": "${/count} people"}},
             "children": [{"type": "stack", "children": {"$each": "/people", "template": {"type": "text", "id": "who", "content": {"$bind": "n"}}}}]}
            """#
        try await WebAppTests.withApp { client, _ in
            let answer = try await Self.render(client, ["json": .string(document)])
            #expect(answer["format"] == "ours")
            #expect(answer["diagnostics"] == [])
            let jsonl = try #require(answer["a2ui"]?.stringValue)
            let lines = jsonl.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
            let components = lines.flatMap { $0["updateComponents"]?["components"]?.arrayValue ?? [] }
            #expect(components.contains { $0["children"] == ["componentId": "who", "path": "/people"] })
            #expect(components.contains { $0["text"]?["call"] == "formatString" })
            #expect(components.filter { $0["id"]?.stringValue?.hasPrefix("who") == true }.count == 1)
            #expect(lines.last?["updateDataModel"]?["value"]?["people"]?.arrayValue?.count == 2)
        }
    }
}
