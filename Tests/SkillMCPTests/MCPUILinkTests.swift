import SkillJSON
import SkillUI
import Testing

@testable import SkillMCP

/// `_meta.ui.resourceUri` links of tools and results, and the cache of the layouts they name.
@Suite struct MCPUILinkTests {
    /// (`_meta.ui`, the URIs kept).
    static let metas: [(JSONValue, [String])] = [
        (["resourceUri": "a2ui://recipe-card"], ["a2ui://recipe-card"]),
        (["resourceUri": ["a2ui://a", "a2ui://b", "a2ui://a", "", 7]], ["a2ui://a", "a2ui://b"]),
        (["resourceUri": ["a2ui://1", "a2ui://2", "a2ui://3"]], ["a2ui://1", "a2ui://2"]),
        (["mimeType": "application/a2ui+json"], []),
        (["resourceUri": 3], []),
    ]

    @Test(arguments: metas)
    func linksAreOneURIOrAListOfThemUniqueAndBounded(ui: JSONValue, uris: [String]) throws {
        let tool = try #require(MCPTool(["name": "get_recipe", "_meta": ["ui": ui]], linkLimit: 2))
        #expect(tool.uiResourceURIs == uris)
        let result = MCPToolResult(["content": [], "_meta": ["ui": ui]], linkLimit: 2)
        #expect(result.uiResourceURIs == uris)
    }

    /// (URI, `_meta.ui.mimeType`, what becomes of the link).
    static let kinds: [(String, String?, MCPUILink.Kind)] = [
        ("a2ui://recipe-card", nil, .layout),
        ("A2UI://recipe-card", nil, .layout),
        ("ui://recipes/app", nil, .other),
        ("ui://recipes/app", "application/a2ui+json", .layout),
        ("https://example.com/card", "application/a2ui+json", .layout),
        ("a2ui://recipe-card", "text/html;profile=mcp-app", .other),
        ("file:///cards/recipe.json", nil, .probe),
    ]

    @Test(arguments: kinds)
    func a2uiLinksAreLayoutsMCPAppsPagesAreNotReadAndOthersAreProbed(
        uri: String, mimeType: String?, kind: MCPUILink.Kind
    ) {
        #expect(MCPUILink(uri: uri, mimeType: mimeType).kind == kind)
    }

    @Test func theCacheKeepsTheMostRecentlyUsedAndForgetsOnNotice() {
        let cache = A2UILayoutCache(capacity: 2)
        let layout = A2UILayoutCache.Entry.layout([A2UIReader.read("[]")])
        for uri in ["a2ui://a", "a2ui://b"] { cache.store(layout, for: uri, readAt: cache.generation) }
        _ = cache.entry(for: "a2ui://a")
        cache.store(.none, for: "a2ui://c", readAt: cache.generation)
        #expect(cache.uris == ["a2ui://a", "a2ui://c"], "b was the least recently used")

        cache.invalidate("a2ui://a")
        #expect(cache.uris == ["a2ui://c"])
        cache.invalidateAll()
        #expect(cache.uris.isEmpty)
    }

    @Test func aReadThatRacedAnInvalidationIsNotKept() {
        let cache = A2UILayoutCache(capacity: 4)
        let before = cache.generation
        cache.invalidate("a2ui://recipe-card")  // the server said it changed while we were reading
        cache.store(.none, for: "a2ui://recipe-card", readAt: before)
        #expect(cache.entry(for: "a2ui://recipe-card") == nil)
        cache.store(.none, for: "a2ui://recipe-card", readAt: cache.generation)
        #expect(cache.entry(for: "a2ui://recipe-card") != nil)
    }

    @Test func notificationsFromTheServerForgetLayouts() async throws {
        let cache = A2UILayoutCache(capacity: 4)
        let handler = ServerRequestHandler(layouts: cache)
        let (ours, _) = InMemoryTransport.pair()
        let connection = MCPConnection(transport: ours)
        for uri in ["a2ui://a", "a2ui://b"] { cache.store(.none, for: uri, readAt: cache.generation) }

        await handler.handle(
            JSONRPCNotification(method: "notifications/resources/updated", params: ["uri": "a2ui://a"]), on: connection)
        #expect(cache.uris == ["a2ui://b"])
        await handler.handle(JSONRPCNotification(method: "notifications/tools/list_changed"), on: connection)
        #expect(cache.uris == ["a2ui://b"])
        await handler.handle(JSONRPCNotification(method: "notifications/resources/list_changed"), on: connection)
        #expect(cache.uris.isEmpty)
    }
}
