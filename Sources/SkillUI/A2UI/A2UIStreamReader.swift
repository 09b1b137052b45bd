/// Reads an A2UI JSONL stream as it arrives, in chunks cut anywhere (even inside a UTF-8
/// character): each complete line becomes its message as soon as its newline arrives.
///
/// ```swift
/// var stream = A2UIStreamReader()
/// var document = A2UIDocument()
/// for await chunk in bytes {
///     _ = document.apply(stream.append(chunk))
///     show(document.render())          // a partial surface that only grows
/// }
/// _ = document.apply(stream.finish())  // a last line without its newline
/// ```
public struct A2UIStreamReader: Sendable {
    /// The limits: a line longer than ``A2UILimits/maxInputBytes`` is skipped, and messages past
    /// ``A2UILimits/maxMessages`` are refused.
    public let limits: A2UILimits
    private var pending: [UInt8] = []
    private var lineNumber = 0
    private var messageCount = 0
    private var skippingLongLine = false

    /// Creates a reader.
    public init(limits: A2UILimits = .default) { self.limits = limits }

    /// Adds bytes; returns the messages of the lines they completed.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> A2UIReader.Result {
        var result = A2UIReader.Result(messages: [], diagnostics: [])
        for byte in bytes {
            if byte == 0x0A {
                completeLine(into: &result)
                continue
            }
            guard !skippingLongLine else { continue }
            pending.append(byte)
            if pending.count > limits.maxInputBytes {
                result.diagnostics.append(
                    A2UIDiagnostic(
                        .line(lineNumber + 1),
                        "line longer than \(limits.maxInputBytes) bytes (maxInputBytes); skipped"))
                pending = []
                skippingLongLine = true
            }
        }
        return result
    }

    /// Ends the stream: a last line without a newline is read now.
    public mutating func finish() -> A2UIReader.Result {
        var result = A2UIReader.Result(messages: [], diagnostics: [])
        if !pending.isEmpty { completeLine(into: &result) }
        return result
    }

    private mutating func completeLine(into result: inout A2UIReader.Result) {
        lineNumber += 1
        defer {
            pending = []
            skippingLongLine = false
        }
        guard !skippingLongLine else { return }
        let line = String(decoding: pending, as: UTF8.self)
        guard !line.allSatisfy(\.isWhitespace) else { return }
        guard messageCount < limits.maxMessages else {
            result.diagnostics.append(
                A2UIDiagnostic(.line(lineNumber), "more than \(limits.maxMessages) messages (maxMessages); skipped"))
            return
        }
        messageCount += 1
        A2UIReader.readLine(line, number: lineNumber, limits: A2UIReader.parseLimits(limits), into: &result)
    }
}
