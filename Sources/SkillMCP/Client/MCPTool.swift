import AgentSkill
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
    /// The UI resources its `_meta.ui.resourceUri` links to (an A2UI layout, an MCP Apps page).
    var uiLinks: [MCPUILink]

    /// The URIs of ``uiLinks``: `["a2ui://recipe-card"]`.
    public var uiResourceURIs: [String] { uiLinks.map(\.uri) }

    /// What calling it does, from its annotations: `readOnlyHint` → read-only;
    /// `destructiveHint: false` → write; otherwise destructive, MCP's default.
    public var effect: SkillEffect { readOnly ? .readOnly : destructive ? .destructive : .write }

    /// Reads one entry of `tools/list`, keeping at most `linkLimit` UI links; `nil` when it has no name.
    init?(_ value: JSONValue, linkLimit: Int = MCPA2UILimits.default.maxLinks) {
        guard let name = value["name"]?.stringValue, !name.isEmpty else { return nil }
        self.name = name
        self.description = value["description"]?.stringValue ?? value["title"]?.stringValue ?? name
        self.inputSchema = value["inputSchema"] ?? ["type": "object"]
        let annotations = value["annotations"]
        self.readOnly = annotations?["readOnlyHint"]?.boolValue ?? false
        self.destructive = !readOnly && (annotations?["destructiveHint"]?.boolValue ?? true)
        self.uiLinks = MCPUILink.links(in: value, limit: linkLimit)
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
    /// The UI resources its `_meta.ui.resourceUri` links to; when there are any they take the
    /// place of the tool's own links for this result.
    var uiLinks: [MCPUILink]

    /// The URIs of the result's own UI links.
    public var uiResourceURIs: [String] { uiLinks.map(\.uri) }

    /// The MIME type of A2UI messages in a result.
    static let a2uiMimeType = MCPUILink.a2uiMimeType

    /// Reads a `tools/call` result, keeping at most `linkLimit` UI links.
    init(_ value: JSONValue, linkLimit: Int = MCPA2UILimits.default.maxLinks) {
        let blocks = value["content"]?.arrayValue ?? []
        self.text = blocks.compactMap { $0["type"] == "text" ? $0["text"]?.stringValue : nil }.joined(separator: "\n")
        self.structured = value["structuredContent"]
        self.isError = value["isError"]?.boolValue ?? false
        self.uiLinks = MCPUILink.links(in: value, limit: linkLimit)
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
