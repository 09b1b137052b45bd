/// One call of a tool (a function) by the model.
///
/// ```swift
/// let call = ToolCall(id: "call_1", name: "weather", arguments: #"{"city":"Paris"}"#)
/// let arguments = try JSONValue.parse(call.arguments)  // the model may send invalid JSON
/// ```
public struct ToolCall: Sendable, Hashable {
    /// The server's id for the call; the ``ChatMessage/tool(callID:content:)`` answer repeats it.
    public var id: String
    /// The tool's name.
    public var name: String
    /// The arguments as JSON text, exactly as the model sent them (not necessarily valid JSON).
    public var arguments: String

    /// Creates a call.
    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }
}
