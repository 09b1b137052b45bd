import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The test server itself: keep-alive, pipelining, `Connection: close`, stop.
@Suite(.timeLimit(.minutes(1))) struct WeatherTestServerTests {
    private static func echoPath() throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            .json(#"{"path":"\#(request.path)","q":"\#(request.query["q"] ?? "")"}"#)
        }
    }

    @Test func urlSessionRequestsOverKeepAliveAreAllAnswered() async throws {
        let server = try Self.echoPath()
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        for index in 0..<5 {
            let (data, response) = try await session.data(from: server.url("/n/\(index)?q=%E5%8C%97%E4%BA%AC"))
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self) == #"{"path":"/n/\#(index)","q":"北京"}"#)
        }
        #expect(server.requestCount == 5)
        #expect(server.requests.map(\.method) == Array(repeating: "GET", count: 5))
    }

    @Test func pipelinedRequestsAreAnsweredInOrderAndCloseIsHonoured() throws {
        let server = try Self.echoPath()
        defer { server.stop() }
        let text = try Self.exchange(
            port: server.port,
            "GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let a = #"{"path":"/a","q":""}"#
        let b = #"{"path":"/b","q":""}"#
        #expect(text.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3)
        #expect(text.contains("Connection: keep-alive\r\n\r\n\(a)HTTP/1.1 200 OK"))
        // The server closed the connection right after the second answer: the read ended there.
        #expect(text.hasSuffix("Connection: close\r\n\r\n\(b)"))
        #expect(server.requests.map(\.path) == ["/a", "/b"])
    }

    /// A stopped server has let its port go: this test can bind it again (and holds it while it
    /// checks, so it never dials a port that a server another test starts may have taken). Tests
    /// run in parallel, so another test's server may take the freed port in the moment between the
    /// stop and the bind; the check is made with up to five servers, and one clean bind proves the
    /// port is let go (a server that kept its port would fail every time).
    @Test func aStoppedServerLetsItsPortGo() throws {
        var attempts: [String] = []
        for _ in 0..<5 {
            let server = try Self.echoPath()
            let port = server.port
            server.stop()
            server.stop()
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var reuse: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            var address = Self.loopback(port)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                attempts.append("port \(port): errno \(errno)")
                continue
            }
            // Bound here and never listening: a connection to it is refused.
            #expect(throws: (any Error).self) { try Self.exchange(port: port, "GET / HTTP/1.1\r\n\r\n") }
            return
        }
        Issue.record("no stopped server let its port go: \(attempts.joined(separator: "; "))")
    }

    /// 127.0.0.1:`port` as a socket address.
    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// Sends `request` on a fresh connection and reads until the server closes it (2 s at most).
    private static func exchange(port: UInt16, _ request: String) throws -> String {
        struct Refused: Error {}
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = Self.loopback(port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Refused() }
        var limit = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            received += chunk[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
