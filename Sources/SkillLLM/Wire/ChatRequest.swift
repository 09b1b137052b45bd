/// A chat-completions request: the conversation, the tools on offer and sampling options.
///
/// Options left `nil` are not sent, so the server's defaults apply.
///
/// ```swift
/// let request = ChatRequest(messages: [.user("Add milk to my list")], tools: tools, toolChoice: .auto)
/// let answer = try await client.complete(request)
/// ```
public struct ChatRequest: Sendable, Hashable {
    /// The model; `""` means the client's configured ``LLMConfiguration/model``.
    public var model: String
    /// The conversation so far.
    public var messages: [ChatMessage]
    /// The tools the model may call; empty sends no `tools` key.
    public var tools: [ToolDefinition]
    /// `tool_choice`, when set.
    public var toolChoice: ToolChoice?
    /// `parallel_tool_calls`, when set.
    public var parallelToolCalls: Bool?
    /// `temperature`, when set.
    public var temperature: Double?
    /// `max_tokens`, when set.
    public var maxTokens: Int?

    /// Creates a request.
    public init(
        model: String = "", messages: [ChatMessage], tools: [ToolDefinition] = [], toolChoice: ToolChoice? = nil,
        parallelToolCalls: Bool? = nil, temperature: Double? = nil, maxTokens: Int? = nil
    ) {
        self.model = model
        self.messages = messages
        self.tools = tools
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
        self.temperature = temperature
        self.maxTokens = maxTokens
    }
}
