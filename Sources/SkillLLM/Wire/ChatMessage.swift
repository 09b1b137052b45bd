import SkillJSON

/// One message of a chat-completions conversation.
public struct ChatMessage: Sendable, Hashable {
    /// Who speaks.
    public enum Role: String, Sendable, Hashable {
        case system, user, assistant, tool
    }

    public var role: Role
    public var content: String?
    /// The calls an assistant message makes; empty otherwise.
    public var toolCalls: [ToolCall]
    /// For a tool message: the call it answers.
    public var toolCallID: String?

    /// Creates a message.
    public init(role: Role, content: String?, toolCalls: [ToolCall] = [], toolCallID: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
    }

    public static func system(_ text: String) -> ChatMessage { ChatMessage(role: .system, content: text) }
    public static func user(_ text: String) -> ChatMessage { ChatMessage(role: .user, content: text) }
    public static func assistant(_ text: String?, toolCalls: [ToolCall] = []) -> ChatMessage {
        ChatMessage(role: .assistant, content: text, toolCalls: toolCalls)
    }
    public static func tool(callID: String, content: String) -> ChatMessage {
        ChatMessage(role: .tool, content: content, toolCallID: callID)
    }
}

/// One call of a tool (a function) by the model.
public struct ToolCall: Sendable, Hashable {
    public var id: String
    public var name: String
    /// The arguments as JSON text, exactly as the model sent them.
    public var arguments: String

    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }
}

/// A tool offered to the model.
public struct ToolDefinition: Sendable, Hashable {
    public var name: String
    public var description: String
    /// A JSON Schema object.
    public var parameters: JSONValue

    public init(name: String, description: String, parameters: JSONValue) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}

/// Whether and which tool the model must call.
public enum ToolChoice: Sendable, Hashable {
    case auto, none, required
    case function(String)
}
