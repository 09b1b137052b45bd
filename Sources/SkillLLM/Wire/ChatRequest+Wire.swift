import SkillJSON

extension ChatRequest {
    /// The OpenAI wire body of this request.
    ///
    /// Options left `nil` and an empty tool list are left out. With `stream`, the body also asks
    /// for Server-Sent Events with usage in the last chunk:
    /// `"stream": true, "stream_options": {"include_usage": true}`.
    ///
    /// ```swift
    /// ChatRequest(model: "m", messages: [.user("Hi")]).jsonValue(stream: false).stableString()
    /// // {"messages":[{"content":"Hi","role":"user"}],"model":"m"}
    /// ```
    public func jsonValue(stream: Bool) -> JSONValue {
        var body: [String: JSONValue] = [
            "model": .string(model),
            "messages": .array(messages.map(\.jsonValue)),
        ]
        if !tools.isEmpty { body["tools"] = .array(tools.map(\.jsonValue)) }
        if let toolChoice { body["tool_choice"] = toolChoice.jsonValue }
        if let parallelToolCalls { body["parallel_tool_calls"] = .bool(parallelToolCalls) }
        if let temperature { body["temperature"] = .number(temperature) }
        if let maxTokens { body["max_tokens"] = .number(Double(maxTokens)) }
        if stream {
            body["stream"] = true
            body["stream_options"] = ["include_usage": true]
        }
        return .object(body)
    }
}

extension ChatMessage {
    /// `{"role", "content"}`, plus `tool_calls` or `tool_call_id` when present. An assistant
    /// message that only calls tools goes with `"content": ""`: the dialect allows `null` there,
    /// but llama-cpp-python refuses `null` (and its chat templates fail on a missing key), while
    /// every server takes the empty string.
    var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "role": .string(role.rawValue),
            "content": content.map(JSONValue.string) ?? (toolCalls.isEmpty ? .null : ""),
        ]
        if !toolCalls.isEmpty { fields["tool_calls"] = .array(toolCalls.map(\.jsonValue)) }
        if let toolCallID { fields["tool_call_id"] = .string(toolCallID) }
        return .object(fields)
    }
}

extension ToolCall {
    /// `{"id", "type": "function", "function": {"name", "arguments"}}`; the arguments go as the
    /// text the model sent.
    var jsonValue: JSONValue {
        [
            "id": .string(id), "type": "function",
            "function": ["name": .string(name), "arguments": .string(arguments)],
        ]
    }
}

extension ToolDefinition {
    /// `{"type": "function", "function": {"name", "description", "parameters"}}`.
    var jsonValue: JSONValue {
        [
            "type": "function",
            "function": ["name": .string(name), "description": .string(description), "parameters": parameters],
        ]
    }
}

extension ToolChoice {
    /// `"auto"`, `"none"`, `"required"` or `{"type": "function", "function": {"name"}}`.
    var jsonValue: JSONValue {
        switch self {
        case .auto: "auto"
        case .none: "none"
        case .required: "required"
        case .function(let name): ["type": "function", "function": ["name": .string(name)]]
        }
    }
}
