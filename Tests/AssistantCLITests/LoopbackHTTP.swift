import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal blocking HTTP client for 127.0.0.1 over a POSIX socket, run on a thread of its own
/// (never on the cooperative pool) — enough to see that a served `assistant` answers, and that
/// its port is closed once it stopped.
enum LoopbackHTTP {
    /// A reply: the status code and everything after the status line.
    struct Reply: Sendable {
        var status: Int
        var text: String
    }

    /// Why an exchange failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `GET path` to `127.0.0.1:port` and reads the reply until the server closes the
    /// connection (or `timeout` seconds pass without data).
    static func get(_ path: String, port: Int, timeout: Int = 30) async throws -> Reply {
        try await onOwnThread {
            let (socket, error) = connect(port: port)
            guard socket >= 0 else { throw Failure(description: "connect to port \(port): errno \(error)") }
            defer { close(socket) }
            var interval = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
            let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
            var sent = 0
            while sent < request.count {
                let count = request[sent...].withUnsafeBytes { bytes in
                    send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
                }
                guard count > 0 else { throw Failure(description: "send to port \(port): errno \(errno)") }
                sent += count
            }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                received += buffer[0..<count]
            }
            let text = String(decoding: received, as: UTF8.self)
            guard let match = text.firstMatch(of: /^HTTP\/1\.[01] (\d{3})/), let status = Int(match.1) else {
                throw Failure(description: "no HTTP status line from port \(port): \(text.prefix(200))")
            }
            return Reply(status: status, text: text)
        }
    }

    /// The `errno` of connecting to `127.0.0.1:port` (`ECONNREFUSED` when nothing listens), or 0
    /// when the connection was made.
    static func connectError(port: Int) async -> Int32 {
        await onOwnThread {
            let (socket, error) = connect(port: port)
            if socket >= 0 { close(socket) }
            return error
        }
    }

    /// A connected socket and 0, or -1 and the `errno` of the failure.
    private static func connect(port: Int) -> (socket: Int32, error: Int32) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return (-1, errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let error = errno
            close(socket)
            return (-1, error)
        }
        return (socket, 0)
    }
}
