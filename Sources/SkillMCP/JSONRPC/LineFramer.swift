import Foundation

/// Splits a byte stream into newline-delimited lines, with a size limit: a plain-value state machine.
///
/// Feed it chunks as they arrive; it returns the complete lines (without `\n`, and without a
/// trailing `\r`) and, for a line longer than ``maxLineBytes``, one ``Event/oversized(byteCount:)``
/// once the line ends — its bytes are dropped as they come, so a 10 MB line costs no memory, and
/// the next line is read normally. Empty lines are skipped.
///
/// ```swift
/// var framer = LineFramer(maxLineBytes: 16)
/// framer.feed(Array("{\"a\":1}\n{\"b\"".utf8))  // [.line(…{"a":1}…)]
/// ```
public struct LineFramer: Sendable {
    /// What one chunk completed.
    public enum Event: Sendable, Hashable {
        /// A complete line.
        case line([UInt8])
        /// A line that was longer than the limit, and how long it was.
        case oversized(byteCount: Int)
    }

    private enum State: Sendable {
        /// Collecting a line that fits so far.
        case collecting([UInt8])
        /// Skipping the rest of a line over the limit; `count` bytes so far.
        case discarding(count: Int)
    }

    /// The longest line accepted, in bytes.
    public let maxLineBytes: Int
    private var state = State.collecting([])

    /// Creates a framer.
    ///
    /// - Parameter maxLineBytes: The longest line accepted; 4 MiB by default.
    public init(maxLineBytes: Int = 4 * 1024 * 1024) {
        self.maxLineBytes = maxLineBytes
    }

    /// Takes in a chunk and returns what it completed, in order.
    public mutating func feed(_ chunk: some Collection<UInt8>) -> [Event] {
        if let events = chunk.withContiguousStorageIfAvailable({ feed(bytes: $0) }) { return events }
        return Array(chunk).withUnsafeBufferPointer { feed(bytes: $0) }
    }

    /// ``feed(_:)`` over contiguous bytes: each newline found with `memchr`, each piece copied
    /// once (the buffer is taken out of the state while it grows, so appending never copies it).
    private mutating func feed(bytes: UnsafeBufferPointer<UInt8>) -> [Event] {
        var events: [Event] = []
        guard let base = bytes.baseAddress else { return events }
        var start = 0
        while start < bytes.count {
            let found: UnsafeMutableRawPointer? = memchr(base + start, 0x0A, bytes.count - start)
            var end = bytes.count
            if let found { end = UnsafeRawPointer(found) - UnsafeRawPointer(base) }
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
            switch state {
            case .collecting(var buffer):
                state = .discarding(count: 0)
                if buffer.count + piece.count > maxLineBytes {
                    state = .discarding(count: buffer.count + piece.count)
                } else {
                    buffer.append(contentsOf: piece)
                    state = .collecting(buffer)
                }
            case .discarding(let count):
                state = .discarding(count: count + piece.count)
            }
            guard found != nil else { break }
            events.append(contentsOf: endLine())
            start = end + 1
        }
        return events
    }

    /// Ends the stream: a last line without `\n` still counts.
    public mutating func finish() -> [Event] {
        endLine()
    }

    private mutating func endLine() -> [Event] {
        defer { state = .collecting([]) }
        switch state {
        case .collecting(var buffer):
            if buffer.last == 0x0D { buffer.removeLast() }
            return buffer.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) ? [] : [.line(buffer)]
        case .discarding(let count):
            return [.oversized(byteCount: count)]
        }
    }
}
