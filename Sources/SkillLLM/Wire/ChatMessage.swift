/// One message of a chat-completions conversation.
///
/// ```swift
/// let messages: [ChatMessage] = [
///     .system("You are a helpful assistant."),
///     .user("What is the weather in Paris?"),
///     .assistant(nil, toolCalls: [ToolCall(id: "call_1", name: "weather", arguments: #"{"city":"Paris"}"#)]),
///     .tool(callID: "call_1", content: #"{"temperature":18}"#),
/// ]
/// ```
public struct ChatMessage: Sendable, Hashable {
    /// Who speaks; the raw value is the wire `role`.
    public enum Role: String, Sendable, Hashable {
        /// Instructions for the model.
        case system
        /// The person.
        case user
        /// The model.
        case assistant
        /// The result of a tool call, answering ``ChatMessage/toolCallID``.
        case tool
    }

    /// Who speaks.
    public var role: Role
    /// The text; `nil` for an assistant message that only calls tools.
    public var content: String?
    /// The calls an assistant message makes; empty otherwise.
    public var toolCalls: [ToolCall]
    /// For a tool message: the ``ToolCall/id`` of the call it answers.
    public var toolCallID: String?

    /// Creates a message; prefer ``system(_:)``, ``user(_:)``, ``assistant(_:toolCalls:)`` and
    /// ``tool(callID:content:)``.
    public init(role: Role, content: String?, toolCalls: [ToolCall] = [], toolCallID: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
    }

    /// Instructions for the model.
    public static func system(_ text: String) -> ChatMessage { ChatMessage(role: .system, content: text) }

    /// What the person says.
    public static func user(_ text: String) -> ChatMessage { ChatMessage(role: .user, content: text) }

    /// What the model said: words, tool calls, or both.
    public static func assistant(_ text: String?, toolCalls: [ToolCall] = []) -> ChatMessage {
        ChatMessage(role: .assistant, content: text, toolCalls: toolCalls)
    }

    /// The result of the tool call `callID`.
    public static func tool(callID: String, content: String) -> ChatMessage {
        ChatMessage(role: .tool, content: content, toolCallID: callID)
    }
}
