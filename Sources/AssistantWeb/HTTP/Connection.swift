import CCivetweb
import Foundation

/// One civetweb connection, valid only during the request handler call that received it.
struct Connection {
    let pointer: OpaquePointer

    /// The request line, headers and query, without the body.
    func requestHead() -> (request: HTTPRequest, contentLength: Int64)? {
        guard let info = mg_get_request_info(pointer) else { return nil }
        let head = info.pointee
        var headers: [String: String] = [:]
        for index in 0..<head.num_headers {
            guard let name = ccivetweb_header_name(info, index), let value = ccivetweb_header_value(info, index)
            else { continue }
            headers[String(cString: name).lowercased()] = String(cString: value)
        }
        let method = head.request_method.map { String(cString: $0) } ?? "GET"
        let path = head.local_uri.map { String(cString: $0) } ?? "/"
        let query = head.query_string.map { HTTPRequest.parseQuery(String(cString: $0)) } ?? [:]
        let request = HTTPRequest(
            method: method, path: path, query: query, headers: headers, serverPort: Int(head.server_port))
        return (request, head.content_length)
    }

    /// How reading a body ended.
    enum Body {
        case complete(Data)
        /// More than the limit arrived.
        case tooLarge
        /// Fewer bytes than `Content-Length` declared arrived before the deadline or the end.
        case incomplete(received: Int)
    }

    /// Reads the body until it ends, exceeds `limit` bytes, or `deadline` passes. Each read waits
    /// at most the server's request timeout, so a client that declares a body and never sends it
    /// holds the thread until the deadline, not longer.
    func readBody(limit: Int, declared: Int64, deadline: DispatchTime) -> Body {
        var body = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { mg_read(pointer, $0.baseAddress, $0.count) }
            if count > 0 {
                body.append(contentsOf: buffer[0..<Int(count)])
                if body.count > limit { return .tooLarge }
            }
            let short = declared >= 0 && Int64(body.count) < declared
            if count <= 0 { return short ? .incomplete(received: body.count) : .complete(body) }
            if short, DispatchTime.now() >= deadline { return .incomplete(received: body.count) }
        }
    }

    /// The socket under this connection, for watching whether the client is still there; `nil`
    /// where it cannot be found (only Linux looks).
    func socket() -> Int32? {
        guard let info = mg_get_request_info(pointer) else { return nil }
        let descriptor = ccivetweb_request_socket(info)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Whether the client behind `socket` has closed its end. Never blocks or reads data.
    static func peerClosed(_ socket: Int32) -> Bool {
        ccivetweb_peer_closed(socket) != 0
    }

    /// Reads and drops up to `limit` more body bytes, so the client gets to read the answer
    /// before the connection closes instead of a reset.
    func discardBody(limit: Int) {
        var dropped = 0
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while dropped < limit {
            let count = buffer.withUnsafeMutableBytes { mg_read(pointer, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            dropped += Int(count)
        }
    }

    /// Sends the status line and headers.
    func sendHead(status: Int, headers: [(name: String, value: String)]) {
        mg_response_header_start(pointer, Int32(status))
        for header in headers {
            mg_response_header_add(pointer, header.name, header.value, -1)
        }
        mg_response_header_send(pointer)
    }

    /// Writes bytes; `false` when the client has gone away.
    @discardableResult
    func write(_ data: Data) -> Bool {
        guard !data.isEmpty else { return true }
        let written = data.withUnsafeBytes { mg_write(pointer, $0.baseAddress, $0.count) }
        return written == data.count
    }
}
