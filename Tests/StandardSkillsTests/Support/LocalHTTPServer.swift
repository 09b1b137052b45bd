import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small real HTTP/1.1 server on 127.0.0.1 for tests: an ephemeral port, one thread, `poll`.
///
/// Routes come from one closure that sees the method, path and decoded query of each request.
/// Connections are kept alive unless the client sends `Connection: close` (or speaks HTTP/1.0);
/// pipelined requests are answered in order. A route may answer ``Reply/noAnswer`` to hold the
/// connection open without a word — for timeout tests. ``stop()`` closes everything, after which
/// connecting to the port is refused.
///
/// ```swift
/// let server = try LocalHTTPServer { request in .json(#"{"ok": true}"#) }
/// defer { server.stop() }
/// let url = server.url("/v1/forecast")
/// ```
final class LocalHTTPServer: Sendable {
    /// One request as the route sees it.
    struct Request: Sendable, Hashable {
        var method: String
        var path: String
        var query: [String: String]
        var headers: [String: String]
    }

    /// What the route answers.
    enum Reply: Sendable {
        case response(status: Int, headers: [String: String], body: [UInt8])
        /// Read the request, never answer, keep the connection open until the client gives up.
        case noAnswer

        /// A JSON body with `status`.
        static func json(_ text: String, status: Int = 200) -> Reply {
            .response(
                status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(text.utf8))
        }
    }

    typealias Route = @Sendable (Request) -> Reply

    enum SetupError: Error, CustomStringConvertible {
        case system(String, Int32)
        var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let route: Route
    private let log = Mutex<[Request]>([])
    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts listening on 127.0.0.1 at a port the system picks.
    init(route: @escaping Route) throws {
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
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Every request received so far, in order.
    var requests: [Request] { log.withLock { $0 } }

    /// How many requests have been received.
    var requestCount: Int { log.withLock { $0.count } }

    /// How many requests were for `path`.
    func requestCount(path: String) -> Int { log.withLock { $0.filter { $0.path == path }.count } }

    /// Closes the listener and every connection and waits for the server thread to end. Idempotent.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        finished.wait()
        close(wakeWrite)
    }

    // MARK: - The server thread

    private struct Connection {
        var fd: Int32
        var buffer: [UInt8] = []
        /// Set after a `.noAnswer` route: the rest of this connection is read and ignored.
        var silenced = false
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
            if pollSet[0].revents != 0 { return }
            var open: [Connection] = []
            for (index, var connection) in connections.enumerated() {
                let events = pollSet[index + 2].revents
                if events == 0 || handleReadable(&connection) {
                    open.append(connection)
                } else {
                    close(connection.fd)
                }
            }
            connections = open
            if pollSet[1].revents & Int16(POLLIN) != 0 {
                let client = accept(listener, nil, nil)
                if client >= 0 { connections.append(Connection(fd: client)) }
            }
        }
    }

    /// Reads what arrived and answers every complete request; `false` when the connection is done.
    private func handleReadable(_ connection: inout Connection) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(connection.fd, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        if connection.silenced { return true }
        connection.buffer += chunk[..<count]
        while let (request, keepAlive, consumed) = Self.parse(connection.buffer) {
            connection.buffer.removeFirst(consumed)
            log.withLock { $0.append(request) }
            switch route(request) {
            case .noAnswer:
                connection.silenced = true
                connection.buffer.removeAll()
                return true
            case .response(let status, let headers, let body):
                guard answer(status: status, headers: headers, body: body, keepAlive: keepAlive, to: connection.fd)
                else { return false }
                if !keepAlive { return false }
            }
        }
        return true
    }

    private func answer(status: Int, headers: [String: String], body: [UInt8], keepAlive: Bool, to fd: Int32) -> Bool {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
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
        let request = Request(method: parts[0], path: String(target[..<pathEnd]), query: query, headers: headers)
        return (request, keepAlive, consumed)
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
