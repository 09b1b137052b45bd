import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import SkillMCP

/// A2UI over MCP both ways: our cards as A2UI for a client that lists `application/a2ui+json`,
/// and an imported tool's A2UI result read into a UI tree.
@Suite struct MCPA2UITests {
    static func capabilities(_ types: [String]) -> JSONValue {
        ["extensions": ["io.modelcontextprotocol/ui": ["mimeTypes": .array(types.map(JSONValue.string))]]]
    }

    static let html = "text/html;profile=mcp-app"
    static let a2ui = "application/a2ui+json"

    /// Which parts of the card each advertisement gets: (MIME types, html + tree, A2UI).
    static let advertisements: [([String], Bool, Bool)] = [
        ([], false, false), ([html], true, false), ([a2ui, html], true, true), ([a2ui], false, true),
    ]

    @Test(arguments: advertisements)
    func aCallCarriesA2UIOnlyForAClientThatListsItsMIMEType(types: [String], showsHTML: Bool, takesA2UI: Bool)
        async throws
    {
        let peer = try TestPeer.serving([CardSkill()])
        try await peer.initialize(capabilities: Self.capabilities(types))
        let call = try await peer.call(7, "tools/call", ["name": "test.card", "arguments": ["title": "Lunch"]])
        let result = try #require(call?["result"])
        let card = result["structuredContent"]?["card"]
        #expect((card?["html"] != nil) == showsHTML)
        #expect((card?["tree"] != nil) == showsHTML)
        let content = result["content"]?.arrayValue ?? []
        #expect(content.first?["type"] == "text")
        guard takesA2UI else {
            #expect(card?["a2ui"] == nil)
            #expect(content.count == 1)
            return
        }
        let messages = try #require(card?["a2ui"]?.arrayValue)
        #expect(messages.first?["createSurface"]?["surfaceId"] == "test.card.call-7")
        #expect(content.count == 2)
        let resource = content.last?["resource"]
        #expect(content.last?["type"] == "resource")
        #expect(resource?["uri"] == "ui://agentskill/test.card/a2ui")
        #expect(resource?["mimeType"] == "application/a2ui+json")
        let jsonl = try #require(resource?["text"]?.stringValue)
        #expect(jsonl == messages.map { $0.stableString() + "\n" }.joined())
        // What we send, our own reader reads back into the card.
        let rendering = MCPToolSkill.card(from: jsonl)
        #expect(rendering.component?.jsonValue.stableString().contains("Lunch") == true)
    }

    static let surface = """
        {"version":"v0.9","createSurface":{"surfaceId":"s","catalogId":"https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}
        {"version":"v0.9","updateComponents":{"surfaceId":"s","components":[{"id":"root","component":"Text","text":"Hello from A2UI"}]}}
        """

    static var messages: JSONValue {
        (try? JSONValue.parse("[" + surface.split(separator: "\n").joined(separator: ",") + "]")) ?? .null
    }

    /// A result whose content is `blocks`, with `structured` as its `structuredContent`.
    static func result(_ blocks: [JSONValue], structured: JSONValue? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["content": .array(blocks)]
        members["structuredContent"] = structured
        return .object(members)
    }

    /// An embedded resource block.
    static func resource(_ mimeType: String, _ text: String) -> JSONValue {
        ["type": "resource", "resource": ["uri": "ui://x", "mimeType": .string(mimeType), "text": .string(text)]]
    }

    static let text: JSONValue = ["type": "text", "text": "hi"]

    /// Results that carry A2UI (an embedded resource, JSONL or an array, or a message list as
    /// `structuredContent`) and ones that do not.
    static let results: [(JSONValue, Bool)] = [
        (result([text, resource(a2ui, surface)]), true),
        (result([resource(a2ui, messages.stableString())]), true),
        (result([text], structured: messages), true),
        (result([resource("text/plain", surface)]), false),
        (result([text], structured: [1, 2]), false),
        (result([text], structured: ["version": "v0.9"]), false),
    ]

    @Test(arguments: results)
    func aResultCarriesA2UIInAResourceOrAsItsStructuredContent(result: JSONValue, carries: Bool) {
        let read = MCPToolResult(result)
        #expect((read.a2ui != nil) == carries)
        guard let text = read.a2ui else { return }
        let rendering = MCPToolSkill.card(from: text)
        #expect(rendering.component?.jsonValue.stableString().contains("Hello from A2UI") == true)
    }

    /// Broken A2UI is diagnostics, never a crash: the first surface with a root wins, and a
    /// document with no tree at all says why.
    @Test(arguments: [
        ("not json\n" + surface, true, "line 1"),
        (#"{"version":"v0.9","createSurface":{"surfaceId":"empty","catalogId":"x"}}"# + "\n" + surface, true, ""),
        ("[1, 2", false, "not a JSON array"),
        ("", false, "no surface"),
        (String(repeating: " ", count: A2UILimits.default.maxInputBytes + 1), false, "maxInputBytes"),
    ])
    func brokenA2UIIsADiagnostic(text: String, renders: Bool, mentions: String) {
        let rendering = MCPToolSkill.card(from: text)
        #expect((rendering.component != nil) == renders)
        if !mentions.isEmpty {
            #expect(rendering.diagnostics.contains { $0.description.contains(mentions) }, "\(rendering.diagnostics)")
        }
    }

    /// A card with bindings written back as A2UI for a client carries them (the template once,
    /// the data model). Imported cards do not keep their surface's bindings: their component ids
    /// carry the card token (`MCPCardID`), so they are plain trees.
    @Test func aBoundCardIsWrittenWithItsBindings() throws {
        let example = try #require(A2UIGallery.example(named: "17-template"))
        let (document, _) = A2UIDocument.read(example.json)
        let bindings = try #require(
            document.ourDocument(surfaceID: try #require(document.surfaceOrder.first)).bindingsOfTheRendering)
        #expect(bindings.templates.map(\.pointer) == ["/orders"])
        let tree = try #require(MCPToolSkill.card(from: example.json).component)
        let reply = Message(
            id: 1, role: .assistant, output: SkillOutput("Orders", ui: tree, bindings: bindings),
            date: Date(timeIntervalSince1970: 0))
        let card = try #require(MCPApps.card(for: reply, language: .english, html: false, a2ui: true))
        let jsonl = (card["a2ui"]?.arrayValue ?? []).map { $0.stableString() }.joined(separator: "\n")
        #expect(jsonl.contains(#""children":{"componentId":"row","path":"/orders"}"#))
    }
}
