import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny blocking HTTP/1.1 client over a POSIX socket, so tests control every header (Host,
/// Origin, Content-Length) and can read event streams; it runs on a thread of its own, never on
/// the cooperative pool the server's handlers need.
public struct RawHTTPClient: Sendable {
    /// The port on 127.0.0.1.
    public let port: Int

    /// A client for `127.0.0.1:port`.
    public init(port: Int) { self.port = port }

    /// A reply: status, headers (names lowercased) and the body as text.
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: String

        /// The header `name`, in any case.
        public func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    /// The text of a reply read so far, readable while the exchange goes on.
    public final class Progress: Sendable {
        private let received = Mutex("")
        /// Creates an empty progress.
        public init() {}
        /// The text so far.
        public var text: String { received.withLock { $0 } }
        fileprivate func update(_ data: Data) { received.withLock { $0 = String(decoding: data, as: UTF8.self) } }
    }

    /// Sends one request and reads the reply until the server closes the connection, or until
    /// `until` holds for the text read so far (asked on every arrival and every quiet second);
    /// `progress` follows the text as it arrives.
    public func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data(),
        host: String? = nil, timeout: TimeInterval = 60, until: (@Sendable (String) -> Bool)? = nil,
        progress: Progress? = nil
    ) async -> Reply? {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let request = Data(head.utf8) + body
        let port = self.port
        return await onOwnThread {
            Self.exchange(request, port: port, timeout: timeout, until: until, progress: progress)
        }
    }

    private static func exchange(
        _ request: Data, port: Int, timeout: TimeInterval, until: ((String) -> Bool)?, progress: Progress?
    ) -> Reply? {
        let (socket, _) = connect(port: port)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var interval = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        request.withUnsafeBytes { bytes in
            while sent < bytes.count {
                let count = Glibc.send(
                    socket, bytes.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { return }
                sent += count
            }
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // One deadline for the whole exchange, on the monotonic clock: a stream that keeps
        // sending heartbeats cannot keep the client waiting past it.
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(min((deadline - now) / 1_000_000, 1_000))) >= 0 else { break }
            if ready.revents == 0 {
                // A quiet second: `until` may depend on more than the text (a flag a test sets).
                if let until, until(String(decoding: received, as: UTF8.self)) { break }
                continue
            }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
            progress?.update(received)
            if let until, until(String(decoding: received, as: UTF8.self)) { break }
        }
        return parse(received)
    }

    /// Tries to connect and hangs up: 0 when the port accepted, else the `errno` of the failure
    /// (`ECONNREFUSED` for a port nobody listens on).
    public func connectError() async -> Int32 {
        let port = self.port
        return await onOwnThread {
            let (socket, error) = Self.connect(port: port)
            if socket >= 0 { close(socket) }
            return socket >= 0 ? 0 : error
        }
    }

    /// A connected TCP socket to 127.0.0.1:`port`, or -1 and the `errno`.
    static func connect(port: Int) -> (socket: Int32, error: Int32) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return (-1, errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let error = errno
            close(socket)
            return (-1, error)
        }
        return (socket, 0)
    }

    private static func parse(_ data: Data) -> Reply? {
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return nil }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
            let status = Int(statusLine.split(separator: " ")[1])
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Reply(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}
