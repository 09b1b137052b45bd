import Foundation
import TestSupport
import Testing

@testable import AssistantWeb

/// Finding 11: a server bound to every address answers to the machine's own addresses, and to
/// the public URL's name; never to other names.
@Suite struct HostCheckTests {
    @Test func aWildcardServerAcceptsItsInterfaceAddresses() async throws {
        let server = try WebServer(options: .init(host: "0.0.0.0", token: "t")) { _ in .text("ok") }
        let port = try server.start()
        let client = RawHTTPClient(port: port)
        let auth = ["Authorization": "Bearer t"]
        let addresses = SecurityPolicy.interfaceAddresses()
        #expect(addresses.contains("127.0.0.1"))
        for address in addresses {
            let reply = await client.send("GET", "/", headers: auth, host: "\(address):\(port)")
            #expect(reply?.status == 200, "\(address)")
        }
        #expect(await client.send("GET", "/", headers: auth, host: "evil.example:\(port)")?.status == 403)
        #expect(await client.send("GET", "/", headers: auth, host: "10.255.255.254:\(port)")?.status == 403)
        await server.shutdown()
    }

    @Test func thePublicURLsNameIsAccepted() async throws {
        let options = WebServer.Options(token: "t", publicURL: "http://box.local:8443/")
        let server = try WebServer(options: options) { _ in .text("ok") }
        let port = try server.start()
        let client = RawHTTPClient(port: port)
        let auth = ["Authorization": "Bearer t"]
        #expect(await client.send("GET", "/", headers: auth, host: "box.local:8443")?.status == 200)
        #expect(await client.send("GET", "/", headers: auth, host: "box.local:\(port)")?.status == 403)
        await server.shutdown()
    }

    @Test(
        arguments: [
            ("http://box.local:8080", "box.local:8080"), ("http://Box.Local/", "box.local:80"),
            ("http://[fe80::1]:9000", "[fe80::1]:9000"), ("https://box.local", nil), ("http://box.local/chat", nil),
            ("http://user@box.local", nil), ("box.local:8080", nil), ("http://box.local:port", nil),
        ] as [(String, String?)])
    func publicURLsAreReadStrictly(url: String, authority: String?) {
        #expect(SecurityPolicy.authority(ofURL: url) == authority)
    }

    @Test func aBadPublicURLIsRefusedAtStart() {
        #expect(throws: WebError.badPublicURL("ftp://x")) {
            _ = try WebServer(options: .init(publicURL: "ftp://x")) { _ in .text("") }
        }
    }
}
