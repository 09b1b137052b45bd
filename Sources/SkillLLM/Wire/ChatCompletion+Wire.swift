import SkillJSON

extension ChatCompletion {
    /// Reads a non-streamed answer: `choices[0].message` (its `content` may be `null`; its
    /// `tool_calls[].id/function.name/function.arguments`), `finish_reason`, `usage` and `model`.
    ///
    /// - Throws: ``LLMError/malformedResponse(_:)`` saying what is missing and where.
    static func parse(_ body: some Collection<UInt8>) throws(LLMError) -> ChatCompletion {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            throw .malformedResponse("the body is not JSON (\(error)): \(WirePreview.text(body))")
        }
        guard let choice = value["choices"]?[0], let message = choice["message"]?.objectValue else {
            throw .malformedResponse("no choices[0].message in \(WirePreview.text(body))")
        }
        var calls: [ToolCall] = []
        for (index, call) in (message["tool_calls"]?.arrayValue ?? []).enumerated() {
            guard let name = call["function"]?["name"]?.stringValue, !name.isEmpty else {
                throw .malformedResponse("choices[0].message.tool_calls[\(index)] has no function.name")
            }
            let id = call["id"]?.stringValue ?? ""
            calls.append(
                ToolCall(
                    id: id.isEmpty ? ToolCall.fallbackID(index) : id, name: name,
                    arguments: argumentsText(call["function"]?["arguments"])))
        }
        return ChatCompletion(
            message: .assistant(message["content"]?.stringValue, toolCalls: calls),
            finishReason: choice["finish_reason"]?.stringValue, usage: ChatUsage(wire: value["usage"]),
            model: value["model"]?.stringValue)
    }

    /// Arguments as text: servers send a JSON string; a few send the object itself.
    static func argumentsText(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: text
        case nil, .null?: "{}"
        case let other?: other.stableString()
        }
    }
}

extension ToolCall {
    /// The id given to a call the server sent without one: `call_1`, `call_2`… by position.
    static func fallbackID(_ index: Int) -> String { "call_\(index + 1)" }
}

extension ChatUsage {
    /// `{"prompt_tokens", "completion_tokens", "total_tokens"}`; `nil` when absent or `null`.
    init?(wire value: JSONValue?) {
        guard let value, let prompt = value["prompt_tokens"]?.intValue,
            let completion = value["completion_tokens"]?.intValue
        else { return nil }
        self.init(
            promptTokens: prompt, completionTokens: completion,
            totalTokens: value["total_tokens"]?.intValue ?? prompt + completion)
    }
}

/// Short renderings of what a server sent, for error messages.
enum WirePreview {
    /// The first `limit` bytes as text (invalid UTF-8 replaced), with `…` when cut, or `an empty body`.
    static func text(_ bytes: some Collection<UInt8>, limit: Int = 200) -> String {
        guard !bytes.isEmpty else { return "an empty body" }
        let text = String(decoding: bytes.prefix(limit), as: UTF8.self)
        return "'" + text + (bytes.count > limit ? "…'" : "'")
    }
}
