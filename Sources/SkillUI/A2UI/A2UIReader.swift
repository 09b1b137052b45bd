import SkillJSON

/// Reads A2UI server-to-client messages from text: JSONL (one message object per line) or one JSON
/// array of messages.
///
/// Reading never throws and never stops at the first problem: a line that is not JSON, a message
/// of an unknown kind or with a missing field is a diagnostic (`line 3: $.updateComponents.surfaceId:
/// …`) and the message is skipped; the next line is read as usual. Input over
/// ``A2UILimits/maxInputBytes`` is refused whole, before parsing.
///
/// ```swift
/// let read = A2UIReader.read(jsonl)
/// read.messages.count        // 3
/// read.diagnostics.map(\.description)
/// ```
public enum A2UIReader {
    /// The messages that could be read, in input order, and every problem.
    public struct Result: Sendable {
        /// The messages.
        public var messages: [A2UIEnvelope]
        /// Problems and notes, in input order.
        public var diagnostics: [A2UIDiagnostic]
    }

    /// Reads JSONL or a JSON array of messages.
    public static func read(_ text: String, limits: A2UILimits = .default) -> Result {
        let byteCount = text.utf8.count
        guard byteCount <= limits.maxInputBytes else {
            let message = "input of \(byteCount) bytes is larger than \(limits.maxInputBytes) bytes (maxInputBytes)"
            return Result(messages: [], diagnostics: [A2UIDiagnostic(.input, message)])
        }
        let parseLimits = parseLimits(limits)
        guard text.drop(while: \.isWhitespace).first == "[" else {
            var result = Result(messages: [], diagnostics: [])
            for (index, line) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                guard result.messages.count < limits.maxMessages else {
                    result.diagnostics.append(
                        A2UIDiagnostic(
                            .line(index + 1),
                            "more than \(limits.maxMessages) messages (maxMessages); this one and the rest skipped"))
                    break
                }
                readLine(String(decoding: line, as: UTF8.self), number: index + 1, limits: parseLimits, into: &result)
            }
            return result
        }
        let elements: [JSONValue]
        do {
            elements = try JSONValue.parse(text, limits: parseLimits).arrayValue ?? []
        } catch {
            return Result(messages: [], diagnostics: [A2UIDiagnostic(.input, "not a JSON array of messages: \(error)")])
        }
        var result = Result(messages: [], diagnostics: [])
        for (index, element) in elements.enumerated() {
            guard index < limits.maxMessages else {
                result.diagnostics.append(
                    A2UIDiagnostic(
                        .message(index),
                        "more than \(limits.maxMessages) messages (maxMessages); this one and the rest skipped"))
                break
            }
            decode(element, origin: .message(index), into: &result)
        }
        return result
    }

    static func parseLimits(_ limits: A2UILimits) -> JSONParseLimits {
        JSONParseLimits(
            maxDepth: limits.maxJSONDepth, maxBytes: limits.maxInputBytes, maxStringBytes: limits.maxInputBytes)
    }

    /// Reads one JSONL line (blank lines are skipped; a trailing `\r` is white space).
    static func readLine(_ line: String, number: Int, limits: JSONParseLimits, into result: inout Result) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        do {
            decode(try JSONValue.parse(line, limits: limits), origin: .line(number), into: &result)
        } catch {
            result.diagnostics.append(A2UIDiagnostic(.line(number), "not a JSON message: \(error); line skipped"))
        }
    }

    private static func decode(_ value: JSONValue, origin: A2UIDiagnostic.Origin, into result: inout Result) {
        var sink = A2UIDiagnosticSink(origin: origin)
        if let envelope = A2UIMessageDecoder.decode(value, origin: origin, sink: &sink) {
            result.messages.append(envelope)
        }
        result.diagnostics.append(contentsOf: sink.items)
    }
}
