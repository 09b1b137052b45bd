import SkillJSON

/// A tool offered to the model: sent as `{"type": "function", "function": {…}}`.
///
/// ```swift
/// let weather = ToolDefinition(
///     name: "weather", description: "The forecast for a city",
///     parameters: ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]])
/// ```
public struct ToolDefinition: Sendable, Hashable {
    /// The name the model calls it by.
    public var name: String
    /// What it does, for the model.
    public var description: String
    /// Its arguments as a JSON Schema object.
    public var parameters: JSONValue

    /// Creates a definition.
    public init(name: String, description: String, parameters: JSONValue) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}

/// Whether and which tool the model must call (`tool_choice`).
public enum ToolChoice: Sendable, Hashable {
    /// The model decides.
    case auto
    /// The model must not call tools.
    case none
    /// The model must call at least one tool.
    case required
    /// The model must call the named tool.
    case function(String)
}
