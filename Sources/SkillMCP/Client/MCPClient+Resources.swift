import SkillJSON
import SkillUI

extension MCPClient {
    /// Reads a resource of the server: `resources/read`.
    ///
    /// - Throws: ``MCPError``: the server's error (an unknown URI, say), a timeout, or a server
    ///   that cannot be started.
    public func readResource(_ uri: String) async throws(MCPError) -> [MCPResourceContents] {
        let connection = try await ready()
        do {
            let result = try await connection.request(
                "resources/read", params: ["uri": .string(uri)], timeout: options.callTimeout)
            return (result["contents"]?.arrayValue ?? []).compactMap(MCPResourceContents.init)
        } catch {
            throw error.adding(context: "reading '\(uri)' from MCP server '\(config.name)'")
        }
    }

    /// The A2UI layout `link` points to, read once and then taken from ``layouts``: the
    /// resource's `application/a2ui+json` contents, each read into messages. `nil` for a
    /// ``MCPUILink/Kind/probe`` link whose resource holds no A2UI.
    ///
    /// - Parameter tool: the tool whose card needs it, for the error message.
    /// - Throws: ``MCPError`` naming the server, the tool and the URI when the read fails, when a
    ///   ``MCPUILink/Kind/layout`` link holds no A2UI, or when the A2UI is larger than
    ///   ``MCPA2UILimits/maxLayoutBytes``. A failed read is not cached: the next call tries again.
    func a2uiLayout(_ link: MCPUILink, tool: String) async throws(MCPError) -> [A2UIReader.Result]? {
        let uri = link.uri
        switch layouts.entry(for: uri) {
        case .layout(let reads)?: return reads
        case .none?: return nil
        case nil: break
        }
        let context = "showing the card of '\(tool)' from MCP server '\(config.name)'"
        let generation = layouts.generation
        let contents: [MCPResourceContents]
        do {
            let connection = try await ready()
            let result = try await connection.request(
                "resources/read", params: ["uri": .string(uri)], timeout: options.callTimeout)
            contents = (result["contents"]?.arrayValue ?? []).compactMap(MCPResourceContents.init)
        } catch {
            throw MCPError(
                error.kind, "A2UI layout unavailable", "resources/read of '\(uri)' failed: \(error.message)",
                while: context)
        }
        let texts = contents.filter { $0.mimeType == MCPUILink.a2uiMimeType }.compactMap(\.textValue)
        guard !texts.isEmpty else {
            guard link.kind != .layout else {
                let found = contents.map { $0.mimeType ?? "no MIME type" }
                throw MCPError(
                    .resourceNotFound, "A2UI layout unavailable",
                    "'\(uri)' holds no \(MCPUILink.a2uiMimeType) content (it holds: "
                        + (found.isEmpty ? "nothing" : found.joined(separator: ", ")) + ")",
                    while: context)
            }
            layouts.store(.none, for: uri, readAt: generation)
            return nil
        }
        let size = texts.reduce(0) { $0 + $1.utf8.count }
        let limit = options.a2ui.maxLayoutBytes
        guard size <= limit else {
            throw MCPError(
                .invalidRequest, "A2UI layout too large",
                "'\(uri)' is \(size) bytes, more than \(limit) (maxLayoutBytes)", while: context)
        }
        let reads = texts.map { A2UIReader.read($0) }
        layouts.store(.layout(reads), for: uri, readAt: generation)
        return reads
    }
}
