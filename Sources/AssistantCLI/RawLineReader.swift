import Foundation
import Synchronization

/// Lines of bytes from a file descriptor, read in 64 KiB chunks: what
/// ``TerminalIO/readRawLine`` reads standard input with.
final class RawLineReader: Sendable {
    private let descriptor: Int32
    private let state: Mutex<State>

    private struct State {
        var splitter: LineSplitter
        var atEnd = false
    }

    /// A reader of `descriptor` whose lines are cut at `limit + 1` bytes.
    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.state = Mutex(State(splitter: LineSplitter(limit: limit)))
    }

    /// The next line, or `nil` at end of input (or on a read error). Calls `beforeWaiting` before
    /// each `read` that may block.
    func next(beforeWaiting: () -> Void) -> [UInt8]? {
        state.withLock { state in
            while true {
                if let line = state.splitter.nextLine() { return line }
                if state.atEnd { return state.splitter.finish() }
                beforeWaiting()
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    state.atEnd = true
                    continue
                }
                chunk.removeSubrange(count...)
                state.splitter.feed(chunk)
            }
        }
    }
}

/// Splits bytes fed in chunks into lines, as a plain value (no I/O).
///
/// A line is the bytes before a `\n` (a final line without one counts too). A line longer than
/// `limit` bytes is kept only up to `limit + 1` bytes, so one endless line cannot fill memory and
/// the caller still sees that it was too long.
struct LineSplitter {
    /// The longest line kept whole.
    let limit: Int
    /// The current line so far, at most `limit + 1` bytes.
    private var line: [UInt8] = []
    /// Whether `line` holds bytes of an unfinished line (so `finish` returns it, even when empty
    /// after a cut).
    private var started = false
    private var chunk: [UInt8] = []
    private var offset = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds the next chunk of input; call only once ``nextLine()`` has returned `nil`.
    mutating func feed(_ bytes: [UInt8]) {
        chunk = bytes
        offset = 0
    }

    /// The next complete line in what was fed, or `nil` when more input is needed.
    mutating func nextLine() -> [UInt8]? {
        guard offset < chunk.count else { return nil }
        let rest = chunk[offset...]
        guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else {
            keep(rest)
            offset = chunk.count
            return nil
        }
        keep(chunk[offset..<newline])
        offset = newline + 1
        defer {
            line = []
            started = false
        }
        return line
    }

    /// At end of input: the last line if it had no newline, then `nil`.
    mutating func finish() -> [UInt8]? {
        guard started else { return nil }
        defer {
            line = []
            started = false
        }
        return line
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        started = started || !bytes.isEmpty
        let room = limit + 1 - line.count
        if room > 0 { line += bytes.prefix(room) }
    }
}
