import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small real HTTP/1.1 server on 127.0.0.1 for tests: an ephemeral port, one thread, `poll`.
///
/// Routes come from one closure that sees the method, path, decoded query, headers and body of
/// each request. Connections are kept alive unless the client sends `Connection: close` (or
/// speaks HTTP/1.0); pipelined requests are answered in order. Besides whole answers a route may
/// answer:
///
/// - ``Reply/noAnswer``: hold the connection open without a word — for timeout tests;
/// - ``Reply/streamed(status:headers:chunks:pause:stall:)``: write the body piece by piece
///   (`Transfer-Encoding: chunked`, one flush per piece, a pause in between) on a thread of its
///   own, then end it — or, with `stall`, fall silent with the connection open.
///
/// ``stop()`` closes everything, after which connecting to the port is refused.
///
/// ```swift
/// let server = try LocalHTTPServer { request in .json(#"{"ok": true}"#) }
/// defer { server.stop() }
/// let url = server.url("/v1/forecast")
/// ```
public final class LocalHTTPServer: Sendable {
    /// One request as the route sees it.
    public struct Request: Sendable, Hashable {
        public var method: String
        public var path: String
        public var query: [String: String]
        /// Header names in lower case.
        public var headers: [String: String]
        public var body: [UInt8]

        /// The body as UTF-8 text.
        public var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    /// What the route answers.
    public enum Reply: Sendable {
        case response(status: Int, headers: [String: String], body: [UInt8])
        /// Read the request, never answer, keep the connection open until the client gives up.
        case noAnswer
        /// Write the head, then each of `chunks` as it is (an HTTP chunk each, sent at once) with
        /// `pause` in between; then end the body and close — or, with `stall`, send nothing more
        /// and keep the connection open until the client closes it.
        case streamed(status: Int, headers: [String: String], chunks: [[UInt8]], pause: Duration, stall: Bool)

        /// A JSON body with `status`.
        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            .response(
                status: status,
                headers: headers.merging(["Content-Type": "application/json; charset=utf-8"]) { mine, _ in mine },
                body: Array(text.utf8))
        }

        /// A `text/event-stream` body written in `chunks` (split wherever the test likes).
        public static func eventStream(
            _ chunks: [[UInt8]], pause: Duration = .milliseconds(2), stall: Bool = false
        ) -> Reply {
            .streamed(
                status: 200, headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"],
                chunks: chunks, pause: pause, stall: stall)
        }
    }

    public typealias Route = @Sendable (Request) -> Reply

    public enum SetupError: Error, CustomStringConvertible {
        case system(String, Int32)
        public var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let route: Route
    private let log = Mutex<[Request]>([])
    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)
    /// Connections handed back by streaming writers, for the poll loop to hold open.
    private let adopted = Mutex<[Int32]>([])
    /// Streaming writers still running.
    private let writers = DispatchGroup()
    /// Connections the client closed (seen by a read of 0 bytes or a failed write).
    private let closures = Closures()

    /// Starts listening on 127.0.0.1 at a port the system picks.
    public init(route: @escaping Route) throws {
        self.route = route
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SetupError.system("socket", errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw SetupError.system("bind/listen", code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw SetupError.system("getsockname", code)
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(fd)
            throw SetupError.system("pipe", code)
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        let thread = Thread { [self] in
            serve()
            finished.signal()
        }
        thread.name = "LocalHTTPServer:\(port)"
        thread.start()
    }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Every request received so far, in order.
    public var requests: [Request] { log.withLock { $0 } }

    /// How many requests have been received.
    public var requestCount: Int { log.withLock { $0.count } }

    /// How many requests were for `path`.
    public func requestCount(path: String) -> Int { log.withLock { $0.filter { $0.path == path }.count } }

    /// How many connections the client has closed so far.
    public var clientClosures: Int { closures.count }

    /// Blocks until the client has closed `count` connections in all, or `seconds` pass; whether
    /// it did. Call it through `onOwnThread`.
    public func waitForClientClosures(_ count: Int, seconds: Double) -> Bool {
        closures.wait(for: count, seconds: seconds)
    }

    /// Closes the listener and every connection and waits for the server's threads to end. Idempotent.
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        wake()
        finished.wait()
        writers.wait()
        for fd in adopted.withLock({ $0 }) { close(fd) }
        close(wakeWrite)
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: - The server thread

    private struct Connection {
        var fd: Int32
        var buffer: [UInt8] = []
        /// Set after a `.noAnswer` route: the rest of this connection is read and ignored.
        var silenced = false
    }

    /// What became of a connection after a read.
    private enum Fate {
        case open, closed, handedOff
    }

    private func serve() {
        var connections: [Connection] = []
        defer {
            for connection in connections { close(connection.fd) }
            close(listener)
            close(wakeRead)
        }
        while true {
            var pollSet = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            pollSet.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
            pollSet += connections.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollSet, nfds_t(pollSet.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if pollSet[0].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                _ = read(wakeRead, &drain, drain.count)
                if isStopped { return }
                let handedBack = adopted.withLock { fds in
                    defer { fds.removeAll() }
                    return fds
                }
                connections += handedBack.map { Connection(fd: $0, silenced: true) }
            }
            var open: [Connection] = []
            for (index, var connection) in connections.enumerated() {
                let events = index + 2 < pollSet.count ? pollSet[index + 2].revents : 0
                switch events == 0 ? .open : handleReadable(&connection) {
                case .open: open.append(connection)
                case .closed: close(connection.fd)
                case .handedOff: break
                }
            }
            connections = open
            if pollSet[1].revents & Int16(POLLIN) != 0 {
                let client = accept(listener, nil, nil)
                if client >= 0 {
                    var yes: Int32 = 1
                    setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                    connections.append(Connection(fd: client))
                }
            }
        }
    }

    /// Reads what arrived and answers every complete request.
    private func handleReadable(_ connection: inout Connection) -> Fate {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(connection.fd, &chunk, chunk.count, 0)
        guard count > 0 else {
            closures.increment()
            return .closed
        }
        if connection.silenced { return .open }
        connection.buffer += chunk[..<count]
        while let (request, keepAlive, consumed) = Self.parse(connection.buffer) {
            connection.buffer.removeFirst(consumed)
            log.withLock { $0.append(request) }
            switch route(request) {
            case .noAnswer:
                connection.silenced = true
                connection.buffer.removeAll()
                return .open
            case .response(let status, let headers, let body):
                guard answer(status: status, headers: headers, body: body, keepAlive: keepAlive, to: connection.fd)
                else { return .closed }
                if !keepAlive { return .closed }
            case .streamed(let status, let headers, let chunks, let pause, let stall):
                startWriter(
                    fd: connection.fd, status: status, headers: headers, chunks: chunks, pause: pause, stall: stall)
                return .handedOff
            }
        }
        return .open
    }

    private func answer(status: Int, headers: [String: String], body: [UInt8], keepAlive: Bool, to fd: Int32) -> Bool {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Self.sendAll(Array(head.utf8) + body, to: fd)
    }

    // MARK: - Streaming writers

    /// Writes a streamed reply on a thread of its own (its pauses block nobody else).
    private func startWriter(
        fd: Int32, status: Int, headers: [String: String], chunks: [[UInt8]], pause: Duration, stall: Bool
    ) {
        writers.enter()
        let thread = Thread { [self] in
            defer { writers.leave() }
            var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
            head += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            guard Self.sendAll(Array(head.utf8), to: fd) else { return clientClosed(fd) }
            for (index, chunk) in chunks.enumerated() where !chunk.isEmpty {
                if index > 0 { Thread.sleep(forTimeInterval: Self.seconds(pause)) }
                if isStopped {
                    close(fd)
                    return
                }
                let framed = Array((String(chunk.count, radix: 16) + "\r\n").utf8) + chunk + [13, 10]
                guard Self.sendAll(framed, to: fd) else { return clientClosed(fd) }
            }
            if stall {
                // Silent from here on: the poll loop holds the connection and notices the close.
                adopted.withLock { $0.append(fd) }
                wake()
                return
            }
            _ = Self.sendAll(Array("0\r\n\r\n".utf8), to: fd)
            shutdown(fd, Int32(SHUT_WR))
            close(fd)
        }
        thread.name = "LocalHTTPServer:\(port) writer"
        thread.start()
    }

    private func clientClosed(_ fd: Int32) {
        closures.increment()
        close(fd)
    }

    private static func sendAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { raw in
                send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
            }
            if result <= 0 { return false }
            sent += result
        }
        return true
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    // MARK: - Parsing

    /// The first complete request in `buffer`, whether to keep the connection, and its length in bytes.
    private static func parse(_ buffer: [UInt8]) -> (Request, keepAlive: Bool, consumed: Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headEnd = buffer.indices.dropLast(3).first(where: { buffer[$0..<$0 + 4].elementsEqual(separator) })
        else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ").map(String.init) ?? []
        guard parts.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let bodyLength = Int(headers["content-length"] ?? "") ?? 0
        let consumed = headEnd + 4 + bodyLength
        guard buffer.count >= consumed else { return nil }
        let target = parts[1]
        let pathEnd = target.firstIndex(of: "?") ?? target.endIndex
        var query: [String: String] = [:]
        if pathEnd < target.endIndex {
            for pair in target[target.index(after: pathEnd)...].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1).map(String.init)
                let name = halves[0].removingPercentEncoding ?? halves[0]
                let value = halves.count > 1 ? (halves[1].removingPercentEncoding ?? halves[1]) : ""
                query[name] = value
            }
        }
        let connectionHeader = headers["connection"]?.lowercased() ?? ""
        let keepAlive = parts[2] == "HTTP/1.1" ? connectionHeader != "close" : connectionHeader == "keep-alive"
        let request = Request(
            method: parts[0], path: String(target[..<pathEnd]), query: query, headers: headers,
            body: Array(buffer[(headEnd + 4)..<consumed]))
        return (request, keepAlive, consumed)
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// A count that others can wait for.
private final class Closures: @unchecked Sendable {
    // `NSCondition` guards `value`; every access holds it.
    private let condition = NSCondition()
    private var value = 0

    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return value
    }

    func increment() {
        condition.lock()
        value += 1
        condition.broadcast()
        condition.unlock()
    }

    func wait(for target: Int, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while value < target {
            if !condition.wait(until: deadline) { return value >= target }
        }
        return true
    }
}
