import SkillJSON

/// A link from a tool (its `tools/list` entry) or from one of its results to a UI resource:
/// `_meta.ui.resourceUri`, the key MCP Apps and A2UI's MCP samples both use, with the optional
/// `_meta.ui.mimeType` hint the A2UI recipe sample sends beside it.
///
/// The URI may be one string or a list of strings (as `@a2ui/catalog-mcp`'s
/// `readUiResourceUris` accepts); empty and repeated URIs are dropped, and at most
/// ``MCPA2UILimits/maxLinks`` are kept.
struct MCPUILink: Sendable, Hashable {
    /// How a link is treated when its tool answers.
    enum Kind: Sendable, Hashable {
        /// An A2UI layout (`a2ui://…`, or the hint says `application/a2ui+json`): read it, and a
        /// layout that cannot be read fails the call.
        case layout
        /// Some other URI with no hint: read it, use it when it holds A2UI, ignore it otherwise.
        case probe
        /// Not A2UI: an MCP Apps page (`ui://…`, `text/html;profile=mcp-app`) or another hinted
        /// type. Never read here.
        case other
    }

    /// The resource's URI.
    var uri: String
    /// `_meta.ui.mimeType`, when the link names one.
    var mimeType: String?

    /// The MIME type of A2UI messages.
    static let a2uiMimeType = "application/a2ui+json"

    /// What to do with the link.
    var kind: Kind {
        if mimeType == Self.a2uiMimeType { return .layout }
        if mimeType != nil { return .other }
        let scheme = uri.prefix { $0 != ":" }.lowercased()
        switch scheme {
        case "a2ui": return .layout
        case "ui": return .other
        default: return .probe
        }
    }

    /// The links in `_meta.ui` of a tool or a result; `[]` when there are none.
    static func links(in value: JSONValue, limit: Int) -> [MCPUILink] {
        guard let ui = value["_meta"]?["ui"] else { return [] }
        let mimeType = ui["mimeType"]?.stringValue
        let declared: [JSONValue]
        switch ui["resourceUri"] {
        case .array(let values)?: declared = values
        case let value?: declared = [value]
        case nil: declared = []
        }
        var links: [MCPUILink] = []
        for uri in declared.compactMap(\.stringValue) where !uri.isEmpty && links.count < limit {
            let link = MCPUILink(uri: uri, mimeType: mimeType)
            if !links.contains(link) { links.append(link) }
        }
        return links
    }
}
