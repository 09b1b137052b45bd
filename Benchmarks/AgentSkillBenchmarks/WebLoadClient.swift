import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One blocking HTTP/1.1 exchange per connection over a POSIX socket to 127.0.0.1, as the
/// server wants it (it never keeps connections alive). Used from plain threads only.
struct WebLoadClient {
    /// The server's port.
    let port: Int
    /// Seconds a connect, send or receive may wait before the exchange counts as failed.
    var timeout = 30

    /// What one exchange gave: the status and the whole reply, or why it failed.
    enum Outcome {
        case reply(status: Int, text: String)
        case failure(String)
    }

    /// `POST path` with a JSON `body` and an optional `Cookie` header; reads until the server
    /// closes the connection.
    func post(_ path: String, json body: String, cookie: String?) -> Outcome {
        var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        return exchange(Array((head + body).utf8))
    }

    private func exchange(_ request: [UInt8]) -> Outcome {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return .failure("socket: \(Self.errorName(errno))") }
        defer { close(socket) }
        var interval = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return .failure("connect: \(Self.errorName(errno))") }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { bytes in
                send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return .failure("send: \(Self.errorName(errno))") }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0 else { return .failure("recv: \(Self.errorName(errno))") }
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let match = text.firstMatch(of: /^HTTP\/1\.[01] (\d{3})/), let status = Int(match.1) else {
            return .failure(received.isEmpty ? "closed without a reply" : "no HTTP status line")
        }
        return .reply(status: status, text: text)
    }

    /// `agentskill_session=…` from a reply's `Set-Cookie` header.
    static func sessionCookie(in reply: String) -> String? {
        reply.firstMatch(of: /\r\n[Ss]et-[Cc]ookie: (agentskill_session=[0-9a-f]+)/).map { String($0.1) }
    }

    /// `ECONNRESET (Connection reset by peer)` for an `errno`.
    static func errorName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            ECONNREFUSED: "ECONNREFUSED", ECONNRESET: "ECONNRESET", EPIPE: "EPIPE", EAGAIN: "EAGAIN (timeout)",
            EADDRNOTAVAIL: "EADDRNOTAVAIL", EMFILE: "EMFILE", ETIMEDOUT: "ETIMEDOUT",
        ]
        return names[number] ?? "errno \(number) (\(String(cString: strerror(number))))"
    }
}
