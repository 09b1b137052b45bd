/// The model's answer to a ``ChatRequest``.
public struct ChatCompletion: Sendable, Hashable {
    /// The assistant message: words, tool calls, or both.
    public var message: ChatMessage
    /// Why the model stopped: `stop`, `tool_calls`, `length`, `content_filter`…; `nil` if not said.
    public var finishReason: String?
    /// The token counts, when the server reported them.
    public var usage: ChatUsage?
    /// The model that answered, as the server names it.
    public var model: String?

    /// Creates a completion.
    public init(message: ChatMessage, finishReason: String?, usage: ChatUsage?, model: String?) {
        self.message = message
        self.finishReason = finishReason
        self.usage = usage
        self.model = model
    }
}

/// Token counts the server reports (`usage`).
public struct ChatUsage: Sendable, Hashable {
    /// Tokens of the request.
    public var promptTokens: Int
    /// Tokens of the answer.
    public var completionTokens: Int
    /// Both together.
    public var totalTokens: Int

    /// Creates counts.
    public init(promptTokens: Int, completionTokens: Int, totalTokens: Int) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.totalTokens = totalTokens
    }
}
