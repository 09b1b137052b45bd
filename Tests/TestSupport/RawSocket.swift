import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection to 127.0.0.1 that a test drives byte by byte: a client that sends half a
/// request and waits (slowloris), declares a body it never sends, or hangs up mid-request.
public final class RawSocket: @unchecked Sendable {
    // Only the owning test touches the descriptor; `close` is idempotent.
    private var descriptor: Int32

    /// Connects to `127.0.0.1:port`; `nil` when the connection is refused.
    public init?(port: Int) {
        let (socket, _) = RawHTTPClient.connect(port: port)
        guard socket >= 0 else { return nil }
        descriptor = socket
    }

    deinit { close() }

    /// Sends `text`; `false` when the connection is gone.
    @discardableResult
    public func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Whether the server still holds the connection open: nothing to read and no end yet.
    /// Never blocks.
    public var isOpenAndQuiet: Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    /// Reads until the server closes the connection or `timeout` seconds pass; the text read.
    public func readAll(timeout: TimeInterval) -> String {
        var interval = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Hangs up.
    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}
