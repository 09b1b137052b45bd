import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import Testing

@testable import SkillMCP

/// Skills' cards as MCP Apps: negotiation, the `ui://` resources, the tool link and the card in
/// results, over an in-memory connection.
@Suite struct MCPAppsTests {
    /// What a client that shows apps puts in its initialize capabilities.
    static let appsCapabilities: JSONValue = [
        "extensions": ["io.modelcontextprotocol/ui": ["mimeTypes": ["text/html;profile=mcp-app"]]]
    ]

    static let advertisements: [(JSONValue, Bool)] = [
        ([:], false),
        (["extensions": [:]], false),
        (["extensions": ["io.modelcontextprotocol/ui": [:]]], false),
        (["extensions": ["io.modelcontextprotocol/ui": ["mimeTypes": ["text/html+skybridge"]]]], false),
        (["extensions": ["io.modelcontextprotocol/ui": ["mimeTypes": "text/html;profile=mcp-app"]]], false),
        (appsCapabilities, true),
        (
            [
                "extensions": [
                    "io.modelcontextprotocol/ui": ["mimeTypes": ["application/a2ui+json", "text/html;profile=mcp-app"]]
                ]
            ],
            true
        ),
    ]

    /// Only the extension with our MIME type in a `mimeTypes` array counts.
    @Test(arguments: advertisements)
    func aClientShowsAppsOnlyWhenItListsTheMIMEType(capabilities: JSONValue, shows: Bool) {
        #expect(MCPApps.clientShowsApps(capabilities) == shows)
    }

    @Test(arguments: ["2025-11-25", "2025-06-18"])
    func initializeDeclaresTheExtensionAndResources(version: String) async throws {
        let peer = try TestPeer.serving([EchoSkill(), CardSkill()])
        let response = try #require(try await peer.initialize(version: version, capabilities: Self.appsCapabilities))
        let capabilities = response["result"]?["capabilities"]
        #expect(response["result"]?["protocolVersion"]?.stringValue == version)
        #expect(capabilities?["extensions"]?["io.modelcontextprotocol/ui"] == [:])
        #expect(capabilities?["resources"] != nil)
        #expect(capabilities?["tools"] != nil)
    }

    /// With the extension only the skills that answer with UI link a card; without it no tool does.
    @Test(arguments: [true, false])
    func toolsLinkTheirCardOnlyForAClientThatShowsApps(advertised: Bool) async throws {
        let peer = try TestPeer.serving([EchoSkill(), CardSkill()])
        try await peer.initialize(capabilities: advertised ? Self.appsCapabilities : [:])
        let tools = try #require(try await peer.call(1, "tools/list")?["result"]?["tools"]?.arrayValue)
        let meta = Dictionary(uniqueKeysWithValues: tools.map { ($0["name"]?.stringValue ?? "", $0["_meta"]) })
        #expect(meta["echo"] == .some(nil))
        #expect(meta["test.card"] == .some(advertised ? ["ui": ["resourceUri": "ui://agentskill/test.card"]] : nil))
    }

    /// Every standard skill that answers with UI has a resource; the others none.
    @Test func resourcesListTheStandardSkillsThatAnswerWithUI() async throws {
        let peer = try TestPeer.serving(StandardSkills.all(weatherService: WeatherService()))
        try await peer.initialize()
        let resources = try #require(try await peer.call(1, "resources/list")?["result"]?["resources"]?.arrayValue)
        let uris = Set(resources.compactMap { $0["uri"]?.stringValue })
        for id in [
            "weather", "running_advice", "calendar.list", "calendar.create", "calendar.update", "calendar.delete",
            "ledger.add", "ledger.list", "ledger.summary", "ledger.undo", "reminder.list", "ui.display_text",
        ] {
            #expect(uris.contains("ui://agentskill/\(id)"), "no card for \(id)")
        }
        #expect(!uris.contains("ui://agentskill/echo"))
        for resource in resources {
            #expect(resource["mimeType"] == "text/html;profile=mcp-app")
            #expect(resource["name"]?.stringValue?.isEmpty == false)
            #expect(resource["description"]?.stringValue?.isEmpty == false)
            #expect(resource["_meta"] == AppDocument.resourceMeta)
        }
    }

    @Test func aCardResourceIsAFullDocumentWithAStrictPolicy() async throws {
        let peer = try TestPeer.serving([CardSkill()])
        try await peer.initialize(capabilities: Self.appsCapabilities)
        let read = try await peer.call(1, "resources/read", ["uri": "ui://agentskill/test.card"])
        let content = try #require(read?["result"]?["contents"]?[0])
        #expect(content["uri"] == "ui://agentskill/test.card")
        #expect(content["mimeType"] == "text/html;profile=mcp-app")
        let csp = try #require(content["_meta"]?["ui"]?["csp"])
        for key in ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"] {
            #expect(csp[key] == [], "\(key) allows an outside origin")
        }
        #expect(content["_meta"]?["ui"]?["prefersBorder"] == true)
        let html = try #require(content["text"]?.stringValue)
        #expect(html.hasPrefix("<!doctype html>\n<html lang="))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains("data-sk-skill=\"test.card\""))
        let policy = try #require(Self.metaPolicy(in: html))
        #expect(policy == AppDocument.contentSecurityPolicy)
        #expect(!policy.contains("unsafe-eval") && !policy.contains("http") && !policy.contains("*"))
        #expect(policy.contains("connect-src 'none'") && policy.contains("frame-src 'none'"))
    }

    /// The policy lets exactly the document's one script run: its hash is the script's.
    @Test func thePolicyAllowsTheDocumentsScriptByItsHash() throws {
        let html = AppDocument.html(skillID: "weather", title: "Weather", language: .english)
        let scripts = html.components(separatedBy: "<script>").dropFirst()
        #expect(scripts.count == 1)
        let script = try #require(scripts.first?.components(separatedBy: "</script>").first)
        let policy = try #require(Self.metaPolicy(in: html))
        let directives = policy.components(separatedBy: "; ")
        #expect(
            directives.filter { $0.hasPrefix("script-src") } == [
                "script-src 'sha256-\(SHA256.base64Digest(of: script))'"
            ])
        #expect(directives.first == "default-src 'none'")
    }

    static let unknownResources: [(JSONValue, Int, String)] = [
        (["uri": "ui://agentskill/test.crad"], -32002, "resource not found: 'ui://agentskill/test.crad'; did you mean"),
        (["uri": "ui://agentskill/echo"], -32002, "resource not found: 'ui://agentskill/echo'"),
        (["uri": "file:///etc/passwd"], -32002, "resource not found: 'file:///etc/passwd'"),
        (["uri": .string("ui://" + String(repeating: "x", count: 5_000))], -32002, "xxx…'"),
        ([:], -32602, "'resources/read' needs a string \"uri\""),
    ]

    @Test(arguments: unknownResources)
    func unknownResourcesAreErrorsThatSayWhat(params: JSONValue, code: Int, fragment: String) async throws {
        let peer = try TestPeer.serving([EchoSkill(), CardSkill()])
        try await peer.initialize()
        let error = try #require(try await peer.call(1, "resources/read", params)?["error"])
        #expect(error["code"]?.intValue == code)
        let message = try #require(error["message"]?.stringValue)
        #expect(message.contains(fragment), "\(message)")
        #expect(message.count < 600)
    }

    /// The card comes as escaped HTML and as the tree, beside the data and the text.
    @Test func aUIToolsResultCarriesTheCardForAClientThatShowsApps() async throws {
        let peer = try TestPeer.serving([CardSkill()])
        try await peer.initialize(capabilities: Self.appsCapabilities)
        let title = "<script>alert(1)</script> & \"lunch\""
        let call = try await peer.call(1, "tools/call", ["name": "test.card", "arguments": ["title": .string(title)]])
        let result = try #require(call?["result"])
        #expect(result["isError"] == false)
        #expect(result["content"]?[0]?["text"]?.stringValue == "card: \(title)")
        let structured = try #require(result["structuredContent"])
        #expect(structured["title"]?.stringValue == title)
        let html = try #require(structured["card"]?["html"]?.stringValue)
        #expect(html.hasPrefix("<div class=\"sk-root\""))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;lunch&quot;"))
        #expect(!html.contains("<script"))
        #expect(html.contains("data-sk-action=\"undo\""))
        #expect(structured["card"]?["tree"]?["type"] == "card")
        #expect(structured["card"]?["tree"]?["title"]?.stringValue == title)
    }

    @Test func aClientWithoutAppsGetsTheResultAsBefore() async throws {
        let peer = try TestPeer.serving([CardSkill()])
        try await peer.initialize()
        let call = try await peer.call(1, "tools/call", ["name": "test.card", "arguments": ["title": "Lunch"]])
        #expect(call?["result"]?["structuredContent"] == ["title": "Lunch", "card": "the skill's own member"])
    }

    static let uris: [(String, String)] = [
        ("weather", "ui://agentskill/weather"),
        ("calendar.list", "ui://agentskill/calendar.list"),
        ("mcp.my server/tool?", "ui://agentskill/mcp.my%20server%2Ftool%3F"),
        ("日历", "ui://agentskill/%E6%97%A5%E5%8E%86"),
    ]

    @Test(arguments: uris)
    func resourceURIsEncodeWhatIsNotUnreserved(id: String, uri: String) {
        #expect(MCPApps.uri(for: id) == uri)
    }

    static let digests: [(String, String)] = [
        ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
        ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="
        ),
        (String(repeating: "a", count: 1_000), "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="),
    ]

    /// FIPS 180-4's examples, and one across many blocks.
    @Test(arguments: digests)
    func sha256MatchesKnownDigests(text: String, digest: String) {
        #expect(SHA256.base64Digest(of: text) == digest)
    }

    /// The `content` of the document's `<meta http-equiv="Content-Security-Policy">`.
    static func metaPolicy(in html: String) -> String? {
        let marker = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        guard let start = html.range(of: marker) else { return nil }
        return html[start.upperBound...].components(separatedBy: "\"").first
    }
}
