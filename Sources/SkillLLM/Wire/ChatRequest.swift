import SkillJSON

/// A chat-completions request.
public struct ChatRequest: Sendable, Hashable {
    public var model: String
    public var messages: [ChatMessage]
    public var tools: [ToolDefinition]
    public var toolChoice: ToolChoice?
    public var parallelToolCalls: Bool?
    public var temperature: Double?
    public var maxTokens: Int?

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

/// Token counts the server reports.
public struct ChatUsage: Sendable, Hashable {
    public var promptTokens: Int
    public var completionTokens: Int
    public var totalTokens: Int

    public init(promptTokens: Int, completionTokens: Int, totalTokens: Int) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.totalTokens = totalTokens
    }
}

/// The model's answer.
public struct ChatCompletion: Sendable, Hashable {
    public var message: ChatMessage
    public var finishReason: String?
    public var usage: ChatUsage?
    public var model: String?

    public init(message: ChatMessage, finishReason: String?, usage: ChatUsage?, model: String?) {
        self.message = message
        self.finishReason = finishReason
        self.usage = usage
        self.model = model
    }
}

/// What a streamed answer yields.
public enum ChatStreamEvent: Sendable, Hashable {
    case contentDelta(String)
    case toolCallDelta(index: Int, id: String?, name: String?, argumentsFragment: String)
    case finished(ChatCompletion)
}

/// Anything that answers chat requests.
public protocol ChatModel: Sendable {
    func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion
    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error>
}

/// What went wrong talking to a model.
public enum LLMError: Error, Sendable, Hashable, CustomStringConvertible {
    case notConfigured(String)
    case unauthorized
    case unknownModel(String)
    case rateLimited(retryAfter: Double?)
    case server(status: Int, message: String)
    case timeout(seconds: Double)
    case malformedResponse(String)
    case transport(String)

    public var description: String {
        switch self {
        case .notConfigured(let what): "the language model is not configured: \(what)"
        case .unauthorized: "the server refused the API key"
        case .unknownModel(let model): "the server does not know the model '\(model)'"
        case .rateLimited: "the server is rate limiting"
        case .server(let status, let message): "the server failed (HTTP \(status)): \(message)"
        case .timeout(let seconds): "no answer within \(seconds) s"
        case .malformedResponse(let what): "malformed answer: \(what)"
        case .transport(let what): "cannot reach the server: \(what)"
        }
    }
}
