import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port on 127.0.0.1 that is bound but never listens: every connection to it is refused at
/// once, and no other test's server can take the port while this lives (a stopped server's port
/// can be reused by a server another test starts in parallel).
public final class RefusingPort: Sendable {
    /// The port number.
    public let port: Int
    private let descriptor: Int32

    public init?() {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return nil }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                    bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
                }
            }
            guard bound else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            self.port = Int(UInt16(bigEndian: address.sin_port))
        #else
            return nil
        #endif
    }

    /// The API root a client would use on this port.
    public var baseURL: URL? { URL(string: "http://127.0.0.1:\(port)/v1") }

    /// `path` on this port (`/v1/search`).
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    deinit {
        #if canImport(Glibc)
            close(descriptor)
        #endif
    }
}
