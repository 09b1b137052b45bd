import SkillJSON

/// Puts a streamed chat completion together from the `data` of its Server-Sent Events.
///
/// Each chunk (`{"choices": [{"delta": …, "finish_reason": …}], "usage": …}`) becomes
/// ``ChatStreamEvent`` deltas, and the whole message is assembled on the way: content deltas
/// concatenated; tool calls put together by `index`, their id and name taken from the first
/// delta that has them and their arguments from fragments split anywhere; the finish reason;
/// and the usage figures, which arrive in the last chunk. `[DONE]` ends the stream.
///
/// ```swift
/// var assembler = StreamAssembler()
/// var events: [ChatStreamEvent] = []
/// try assembler.read(Array(#"{"choices":[{"index":0,"delta":{"content":"Hi"}}]}"#.utf8)[...], into: &events)
/// assembler.completion.message.content  // "Hi"
/// ```
package struct StreamAssembler: Sendable {
    private struct PartialCall: Sendable {
        var id = ""
        var name = ""
        var arguments = ""
    }

    private var content = ""
    private var sawContent = false
    /// Calls by their `index`, in the order they first appeared.
    private var calls: [(index: Int, call: PartialCall)] = []
    private var finishReason: String?
    private var usage: ChatUsage?
    private var model: String?
    /// How many JSON chunks were read (`[DONE]` not counted).
    package private(set) var chunkCount = 0
    /// Whether `data: [DONE]` arrived; later events are ignored.
    package private(set) var isDone = false

    /// An empty assembler.
    package init() {}

    /// Reads one event's data — a JSON chunk, or `[DONE]` — and appends its deltas to `events`.
    ///
    /// - Throws: ``LLMError/malformedResponse(_:)`` naming the chunk when it is not a JSON object,
    ///   or ``LLMError/server(status:message:)`` when the server reports an error in the stream.
    package mutating func read(_ data: ArraySlice<UInt8>, into events: inout [ChatStreamEvent]) throws(LLMError) {
        guard !isDone else { return }
        if Self.isDone(data) {
            isDone = true
            return
        }
        chunkCount += 1
        let chunk: JSONValue
        do {
            chunk = try JSONValue.parse(data)
        } catch {
            throw .malformedResponse("chunk \(chunkCount) is not JSON (\(error)): \(WirePreview.text(data))")
        }
        guard case .object(let fields) = chunk else {
            throw .malformedResponse("chunk \(chunkCount) is not a JSON object: \(WirePreview.text(data))")
        }
        if let error = fields["error"], !error.isNull { throw Self.streamedError(error, chunk: chunkCount) }
        if let found = ChatUsage(wire: fields["usage"]) { usage = found }
        if let name = fields["model"]?.stringValue { model = name }
        guard let choices = fields["choices"] else { return }
        guard case .array(let list) = choices else {
            throw .malformedResponse("chunk \(chunkCount): choices is \(choices.typeName), expected an array")
        }
        for choice in list where (choice["index"]?.intValue ?? 0) == 0 {
            try read(choice: choice, into: &events)
        }
    }

    /// The assembled answer so far (all of it once the stream has ended).
    package var completion: ChatCompletion {
        let toolCalls = calls.sorted { $0.index < $1.index }.enumerated().map { position, entry in
            ToolCall(
                id: entry.call.id.isEmpty ? ToolCall.fallbackID(position) : entry.call.id, name: entry.call.name,
                arguments: entry.call.arguments)
        }
        return ChatCompletion(
            message: .assistant(sawContent ? content : nil, toolCalls: toolCalls), finishReason: finishReason,
            usage: usage, model: model)
    }

    /// The completion of a stream that has ended, or why it is incomplete.
    ///
    /// - Throws: ``LLMError/malformedResponse(_:)`` when the stream stopped before `[DONE]` and
    ///   before any finish reason (a cut connection), or a tool call never got a name.
    package func finished() throws(LLMError) -> ChatCompletion {
        guard isDone || finishReason != nil else {
            throw .malformedResponse(
                "the stream ended after \(chunkCount) chunks without a finish_reason or [DONE]"
                    + " — the connection may have been cut")
        }
        if let nameless = calls.first(where: { $0.call.name.isEmpty }) {
            throw .malformedResponse("tool call \(nameless.index) of the stream never got a function.name")
        }
        return completion
    }

    private mutating func read(choice: JSONValue, into events: inout [ChatStreamEvent]) throws(LLMError) {
        if let reason = choice["finish_reason"]?.stringValue { finishReason = reason }
        guard let delta = choice["delta"], !delta.isNull else { return }
        if let text = delta["content"]?.stringValue, !text.isEmpty {
            content += text
            sawContent = true
            events.append(.contentDelta(text))
        }
        guard let toolCalls = delta["tool_calls"]?.arrayValue else { return }
        for (position, call) in toolCalls.enumerated() {
            let index = call["index"]?.intValue ?? position
            let id = call["id"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            let name = call["function"]?["name"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            let fragment =
                switch call["function"]?["arguments"] {
                case .string(let text)?: text
                case nil, .null?: ""
                case let other?: other.stableString()
                }
            let slot: Int
            if let found = calls.lastIndex(where: { $0.index == index }) {
                slot = found
            } else {
                calls.append((index, PartialCall()))
                slot = calls.count - 1
            }
            if let id, calls[slot].call.id.isEmpty { calls[slot].call.id = id }
            if let name, calls[slot].call.name.isEmpty { calls[slot].call.name = name }
            calls[slot].call.arguments += fragment
            events.append(.toolCallDelta(index: index, id: id, name: name, argumentsFragment: fragment))
        }
    }

    /// `{"error": {"message", "code"}}` (or `{"error": "text"}`) sent inside a stream.
    private static func streamedError(_ error: JSONValue, chunk: Int) -> LLMError {
        let message = error["message"]?.stringValue ?? error.stringValue ?? error.stableString()
        let code = error["code"]?.intValue ?? error["status"]?.intValue
        return .server(
            status: code.flatMap { (400...599).contains($0) ? $0 : nil } ?? 200,
            message: "chunk \(chunk) reports an error: \(message)")
    }

    /// Whether the data is `[DONE]` (surrounding spaces allowed).
    private static func isDone(_ data: ArraySlice<UInt8>) -> Bool {
        var trimmed = data
        while let first = trimmed.first, first == 0x20 || first == 0x09 { trimmed.removeFirst() }
        while let last = trimmed.last, last == 0x20 || last == 0x09 { trimmed.removeLast() }
        return trimmed.elementsEqual(doneMarker)
    }

    private static let doneMarker: [UInt8] = Array("[DONE]".utf8)
}
