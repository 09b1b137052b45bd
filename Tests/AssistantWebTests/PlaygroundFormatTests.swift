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
}
