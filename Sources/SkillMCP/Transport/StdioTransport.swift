import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// MCP's stdio transport from the server's side: messages arrive on standard input and leave on
/// standard output, which carries nothing else. (Logs go to standard error.)
public final class StdioTransport: MCPTransport {
    public let incoming: AsyncStream<[UInt8]>
    private let output: Int32
    private let writing = Mutex(())

    /// Creates the transport over two descriptors; standard input and output by default.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        _ = FileDescriptorIO.ignoreBrokenPipes
        self.incoming = FileDescriptorIO.chunks(from: input)
        self.output = output
    }

    public func send(_ bytes: [UInt8]) async throws(MCPError) {
        let output = output
        // One message at a time: a message is never interleaved with another.
        try writing.withLock { _ throws(MCPError) in
            try FileDescriptorIO.write(bytes, to: output, context: "writing a message to standard output")
        }
    }

    public func close() async {
        FileDescriptorIO.close(output)
    }
}
