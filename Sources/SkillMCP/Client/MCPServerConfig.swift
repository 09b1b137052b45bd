import SkillJSON

/// One server of an MCP config file: how to start it.
///
/// The file has the shape MCP clients share:
///
/// ```json
/// {"mcpServers": {"time": {"command": "uvx", "args": ["mcp-server-time"], "env": {"TZ": "UTC"}}}}
/// ```
public struct MCPServerConfig: Sendable, Hashable {
    /// The server's name, the middle part of its skills' ids (`mcp.time.get_current_time`).
    public var name: String
    /// The program to run: a path, or a name looked up in `PATH`.
    public var command: String
    /// Its arguments.
    public var args: [String]
    /// Variables added to (or replacing in) our environment for it.
    public var env: [String: String]

    /// Creates a server entry.
    public init(name: String, command: String, args: [String] = [], env: [String: String] = [:]) {
        self.name = name
        self.command = command
        self.args = args
        self.env = env
    }

    /// Reads the servers of a config file, sorted by name.
    ///
    /// - Parameter file: The file's path, for messages.
    /// - Throws: ``MCPError`` of kind ``MCPError/Kind/invalidConfig`` naming the JSON path:
    ///   `invalid MCP config: $.mcpServers.time.command must be a non-empty string — while reading mcp.json`.
    public static func servers(in value: JSONValue, file: String) throws(MCPError) -> [MCPServerConfig] {
        func invalid(_ detail: String) -> MCPError {
            MCPError(.invalidConfig, "invalid MCP config", detail, while: "reading \(file)")
        }
        guard case .object(let root) = value else { throw invalid("$ must be an object with \"mcpServers\"") }
        guard let servers = root["mcpServers"] else { return [] }
        guard case .object(let entries) = servers else { throw invalid("$.mcpServers must be an object") }
        var configs: [MCPServerConfig] = []
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "$.mcpServers.\(name)"
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) })
            else { throw invalid("\(path): a server name may hold only letters, digits, '-' and '_'") }
            guard case .object(let members) = entry else { throw invalid("\(path) must be an object") }
            guard let command = members["command"]?.stringValue, !command.isEmpty else {
                throw invalid("\(path).command must be a non-empty string")
            }
            var args: [String] = []
            if let value = members["args"] {
                guard let list = value.arrayValue?.compactMap(\.stringValue), list.count == value.arrayValue?.count
                else { throw invalid("\(path).args must be an array of strings") }
                args = list
            }
            var env: [String: String] = [:]
            if let value = members["env"] {
                guard case .object(let variables) = value else { throw invalid("\(path).env must be an object") }
                for (key, variable) in variables {
                    guard let text = variable.stringValue else { throw invalid("\(path).env.\(key) must be a string") }
                    env[key] = text
                }
            }
            configs.append(MCPServerConfig(name: name, command: command, args: args, env: env))
        }
        return configs
    }
}
