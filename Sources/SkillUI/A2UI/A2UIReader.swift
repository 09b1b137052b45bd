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
        let parseLimits = JSONParseLimits(
            maxDepth: limits.maxJSONDepth, maxBytes: limits.maxInputBytes, maxStringBytes: limits.maxInputBytes)
        var messages: [A2UIEnvelope] = []
        var diagnostics: [A2UIDiagnostic] = []
        var units: [(A2UIDiagnostic.Origin, JSONValue)] = []
        if text.drop(while: \.isWhitespace).first == "[" {
            do {
                let value = try JSONValue.parse(text, limits: parseLimits)
                for (index, element) in (value.arrayValue ?? []).enumerated() {
                    units.append((.message(index), element))
                }
            } catch {
                return Result(
                    messages: [], diagnostics: [A2UIDiagnostic(.input, "not a JSON array of messages: \(error)")])
            }
        } else {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                do {
                    units.append((.line(index + 1), try JSONValue.parse(String(line), limits: parseLimits)))
                } catch {
                    diagnostics.append(A2UIDiagnostic(.line(index + 1), "not a JSON message: \(error); line skipped"))
                }
            }
        }
        for (position, (origin, value)) in units.enumerated() {
            guard position < limits.maxMessages else {
                diagnostics.append(
                    A2UIDiagnostic(
                        origin, "more than \(limits.maxMessages) messages (maxMessages); this one and the rest skipped")
                )
                break
            }
            var sink = A2UIDiagnosticSink(origin: origin)
            if let envelope = A2UIMessageDecoder.decode(value, origin: origin, sink: &sink) {
                messages.append(envelope)
            }
            diagnostics.append(contentsOf: sink.items)
        }
        return Result(messages: messages, diagnostics: diagnostics)
    }
}
