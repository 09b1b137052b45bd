import Foundation
import TestSupport
import Testing

@testable import AssistantWeb

@Suite struct SecurityTests {
    static func withServer(
        token: String? = nil, _ body: (RawHTTPClient, Int) async throws -> Void
    ) async throws {
        let server = try WebServer(options: .init(token: token)) { _ in .text("ok") }
        let port = try server.start()
        try await body(RawHTTPClient(port: port), port)
        await server.shutdown()
    }

    static let json = ["Content-Type": "application/json"]

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await Self.withServer { client, _ in
            for path in ["/", "/nothing"] {
                let reply = try #require(await client.send("GET", path))
                #expect(reply.header("content-security-policy") == SecurityPolicy.contentSecurityPolicy)
                #expect(reply.header("x-content-type-options") == "nosniff")
            }
            let refused = try #require(await client.send("GET", "/", host: "evil.example:80"))
            #expect(refused.header("content-security-policy")?.hasPrefix("default-src 'self'") == true)
        }
    }

    @Test(arguments: ["localhost", "127.0.0.1", "[::1]"])
    func loopbackHostNamesWithThePortPass(name: String) async throws {
        try await Self.withServer { client, port in
            #expect(await client.send("GET", "/", host: "\(name):\(port)")?.status == 200)
        }
    }

    @Test(arguments: ["evil.example", "127.0.0.1:1", "localhost", "rebind.attacker.test:PORT"])
    func foreignHostHeadersAreRefused(host: String) async throws {
        try await Self.withServer { client, port in
            let reply = try #require(
                await client.send("GET", "/", host: host.replacingOccurrences(of: "PORT", with: "\(port)")))
            #expect(reply.status == 403)
            #expect(reply.body.contains("unknown host"))
        }
    }

    @Test func postsNeedJSONOrTheCustomHeader() async throws {
        try await Self.withServer { client, _ in
            let form = ["Content-Type": "application/x-www-form-urlencoded"]
            #expect(await client.send("POST", "/api/messages", headers: form, body: Data("a=1".utf8))?.status == 403)
            #expect(
                await client.send("POST", "/api/messages", headers: Self.json, body: Data("{}".utf8))?.status == 200)
            #expect(await client.send("POST", "/x", headers: ["X-AgentSkill": "1"])?.status == 200)
        }
    }

    @Test func postsFromAnotherOriginAreRefused() async throws {
        try await Self.withServer { client, port in
            for origin in ["http://evil.example", "null", "http://127.0.0.1:\(port + 1)", "https://127.0.0.1:\(port)"] {
                let headers = Self.json.merging(["Origin": origin]) { $1 }
                let reply = try #require(await client.send("POST", "/api/messages", headers: headers))
                #expect(reply.status == 403, "origin \(origin)")
            }
            let own = Self.json.merging(["Origin": "http://localhost:\(port)"]) { $1 }
            #expect(await client.send("POST", "/api/messages", headers: own)?.status == 200)
        }
    }

    @Test func aTokenIsDemandedOnEveryRequest() async throws {
        try await Self.withServer(token: "s3cret") { client, _ in
            #expect(await client.send("GET", "/")?.status == 401)
            #expect(await client.send("GET", "/", headers: ["Authorization": "Bearer wrong"])?.status == 401)
            #expect(await client.send("GET", "/", headers: ["Authorization": "Bearer s3cret"])?.status == 200)
            #expect(await client.send("GET", "/api/events?token=s3cret")?.status == 200)
        }
    }

    @Test func aPageOpenedWithTheTokenGetsItAsACookie() async throws {
        try await Self.withServer(token: "s3cret") { client, _ in
            #expect(await client.send("GET", "/?token=wrong")?.header("set-cookie") == nil)
            let page = try #require(await client.send("GET", "/?token=s3cret"))
            let cookie = try #require(page.header("set-cookie"))
            #expect(cookie.hasPrefix("agentskill_token=s3cret;"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
            let pair = String(cookie.prefix { $0 != ";" })
            #expect(await client.send("GET", "/", headers: ["Cookie": pair])?.status == 200)
            #expect(await client.send("GET", "/", headers: ["Cookie": "agentskill_token=nope"])?.status == 401)
        }
    }

    @Test func nonLoopbackHostsNeedAToken() throws {
        #expect(throws: WebError.tokenRequired(host: "0.0.0.0")) {
            try WebServer(options: .init(host: "0.0.0.0")) { _ in .text("") }
        }
        #expect(throws: WebError.tokenRequired(host: "192.168.1.5")) {
            try WebServer(options: .init(host: "192.168.1.5", token: "")) { _ in .text("") }
        }
        _ = try WebServer(options: .init(host: "0.0.0.0", token: "t")) { _ in .text("") }
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("localhost", true), ("::1", true), ("127.8.0.1", true),
        ("0.0.0.0", false), ("10.0.0.2", false), ("example.com", false),
    ])
    func loopbackDetection(host: String, loopback: Bool) {
        #expect(SecurityPolicy.isLoopback(host) == loopback)
    }
}
