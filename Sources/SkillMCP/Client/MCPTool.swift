import SkillJSON

/// A tool an MCP server offers, as `tools/list` describes it.
public struct MCPTool: Sendable, Hashable {
    /// The tool's name on its server.
    public var name: String
    /// What it does.
    public var description: String
    /// Its arguments' JSON Schema, as sent.
    public var inputSchema: JSONValue
    /// `readOnlyHint`: it changes nothing.
    public var readOnly: Bool
    /// `destructiveHint`: it may delete or overwrite; MCP's default for tools that are not read-only is `true`.
    public var destructive: Bool

    /// Reads one entry of `tools/list`; `nil` when it has no name.
    init?(_ value: JSONValue) {
        guard let name = value["name"]?.stringValue, !name.isEmpty else { return nil }
        self.name = name
        self.description = value["description"]?.stringValue ?? value["title"]?.stringValue ?? name
        self.inputSchema = value["inputSchema"] ?? ["type": "object"]
        let annotations = value["annotations"]
        self.readOnly = annotations?["readOnlyHint"]?.boolValue ?? false
        self.destructive = !readOnly && (annotations?["destructiveHint"]?.boolValue ?? true)
    }
}

/// What a `tools/call` answered.
public struct MCPToolResult: Sendable, Hashable {
    /// The text content blocks, joined with newlines.
    public var text: String
    /// `structuredContent`, if any.
    public var structured: JSONValue?
    /// `isError`: the tool ran and failed.
    public var isError: Bool
    /// A2UI messages the result carries, as text (JSONL or a JSON array): the first embedded
    /// resource of MIME type `application/a2ui+json`, else a `structuredContent` that is a list of
    /// A2UI messages (objects with a string `version`); `nil` for none.
    public var a2ui: String?

    /// The MIME type of A2UI messages in a result.
    static let a2uiMimeType = "application/a2ui+json"

    /// Reads a `tools/call` result.
    init(_ value: JSONValue) {
        let blocks = value["content"]?.arrayValue ?? []
        self.text = blocks.compactMap { $0["type"] == "text" ? $0["text"]?.stringValue : nil }.joined(separator: "\n")
        self.structured = value["structuredContent"]
        self.isError = value["isError"]?.boolValue ?? false
        let resource = blocks.lazy.compactMap { block -> String? in
            guard block["type"] == "resource", block["resource"]?["mimeType"] == .string(Self.a2uiMimeType) else {
                return nil
            }
            return block["resource"]?["text"]?.stringValue
        }.first
        if let resource {
            self.a2ui = resource
        } else if let messages = structured?.arrayValue, Self.areA2UIMessages(messages) {
            self.a2ui = JSONValue.array(messages).stableString()
        }
    }

    /// Whether `values` is a non-empty list of objects that each carry a string `version`.
    static func areA2UIMessages(_ values: [JSONValue]) -> Bool {
        !values.isEmpty && values.allSatisfy { $0["version"]?.stringValue != nil }
    }
}
