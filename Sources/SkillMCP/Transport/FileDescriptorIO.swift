import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blocking reads and writes on file descriptors, kept off Swift's cooperative pool.
enum FileDescriptorIO {
    /// Reads `descriptor` on a thread of its own until end of file or an error, yielding chunks of
    /// up to 64 KiB. A blocking `read` never holds one of the pool's few threads.
    ///
    /// - Parameter closingAtEnd: Whether the reader closes `descriptor` when it is done — so it is
    ///   never closed, and its number reused, while the thread still reads it.
    static func chunks(from descriptor: Int32, closingAtEnd: Bool = false) -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    continuation.yield(Array(buffer[0..<count]))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            if closingAtEnd { close(descriptor) }
            continuation.finish()
        }
        thread.name = "SkillMCP reader fd \(descriptor)"
        thread.start()
        return stream
    }

    /// Writes every byte to `descriptor`, retrying short writes.
    ///
    /// - Throws: ``MCPError`` naming `errno` when the other end is gone.
    static func write(_ bytes: [UInt8], to descriptor: Int32, context: String) throws(MCPError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw MCPError(.transport, "cannot write", String(cString: strerror(errno)), while: context)
            }
            offset += written
        }
    }

    /// Closes a descriptor.
    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, pointer, count)
        #else
            Darwin.write(descriptor, pointer, count)
        #endif
    }

    /// Makes writing to a closed pipe an error (`EPIPE`) instead of a signal that ends the program.
    static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}
