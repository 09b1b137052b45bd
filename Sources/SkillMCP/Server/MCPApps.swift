import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// Skills' cards as MCP Apps (the `io.modelcontextprotocol/ui` extension, stable 2026-01-26).
///
/// 1. **Negotiate.** The server always declares the extension and the `resources` capability;
///    a client shows apps when its initialize capabilities carry
///    `extensions["io.modelcontextprotocol/ui"].mimeTypes` with ``mimeType``.
/// 2. **Declare.** Each skill that answers with UI (``AgentSkill/Skill/answersWithUI``) has a
///    resource `ui://agentskill/<skill-id>`, listed by `resources/list` and read by
///    `resources/read` as a full HTML5 document (``AppDocument``) with a policy that allows no
///    outside origin. Every client may list and read them.
/// 3. **Link.** For a client that shows apps, those skills' tools carry
///    `_meta.ui.resourceUri`, and their results add `structuredContent.card`: the card as HTML
///    from ``SkillUI/HTMLRenderer`` and as the UI tree's JSON. The text content stays, for hosts
///    that show text. A client that did not advertise the extension sees the tools and results
///    exactly as before.
enum MCPApps {
    /// The extension's identifier in capabilities.
    static let extensionID = "io.modelcontextprotocol/ui"
    /// The MIME type of an app's HTML document.
    static let mimeType = "text/html;profile=mcp-app"
    /// Where our resources live: `ui://agentskill/weather`.
    static let uriPrefix = "ui://agentskill/"
    /// The longest part of an unknown URI an error message quotes.
    static let quotedURILimit = 200

    /// Whether initialize's client `capabilities` advertise the extension with our MIME type.
    static func clientShowsApps(_ capabilities: JSONValue?) -> Bool {
        let types = capabilities?["extensions"]?[extensionID]?["mimeTypes"]?.arrayValue ?? []
        return types.contains(.string(mimeType))
    }

    /// The resource URI of `skillID`; characters outside `A-Z a-z 0-9 - . _ ~` are percent-encoded.
    static func uri(for skillID: String) -> String {
        uriPrefix + (skillID.addingPercentEncoding(withAllowedCharacters: unreserved) ?? skillID)
    }

    /// RFC 3986's unreserved characters.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `_meta` for the tool of `skill`, when it answers with UI.
    static func toolMeta(for skill: any Skill) -> JSONValue? {
        guard skill.answersWithUI else { return nil }
        return ["ui": ["resourceUri": .string(uri(for: skill.id))]]
    }

    /// The `resources/list` result: one entry per skill that answers with UI, in registry order,
    /// with the same `_meta.ui` as its content (hosts that prefetch read it from the list).
    static func list(_ registry: SkillRegistry, language: ReplyLanguage) -> JSONValue {
        let resources: [JSONValue] = registry.skills.filter(\.answersWithUI).map { skill in
            let texts = skill.texts(in: language)
            return [
                "uri": .string(uri(for: skill.id)), "name": .string(skill.id), "title": .string(texts.name),
                "description": .string(
                    (language == .chinese ? "卡片：" : "Card: ") + texts.description),
                "mimeType": .string(mimeType), "_meta": AppDocument.resourceMeta,
            ]
        }
        return ["resources": .array(resources)]
    }

    /// The `resources/read` result for `params.uri`.
    ///
    /// - Throws: ``MCPError`` (-32602) without a string `uri`, (-32002) for a URI that names no
    ///   skill answering with UI, quoting it (cut to ``quotedURILimit`` characters).
    static func read(_ params: JSONValue?, registry: SkillRegistry, language: ReplyLanguage) throws(MCPError)
        -> JSONValue
    {
        guard let requested = params?["uri"]?.stringValue else {
            throw MCPError(
                .invalidParams, "invalid params", "'resources/read' needs a string \"uri\"", while: "reading a resource"
            )
        }
        guard let skill = registry.skills.first(where: { $0.answersWithUI && uri(for: $0.id) == requested }) else {
            let quoted = requested.count > quotedURILimit ? requested.prefix(quotedURILimit) + "…" : requested
            let known = registry.skills.filter(\.answersWithUI).map { uri(for: $0.id) }
            let suggestion = ClosestMatch.find(requested, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw MCPError(
                .resourceNotFound, "resource not found", "'\(quoted)'\(suggestion)",
                while: "reading a resource (this server has \(known.count) ui:// cards; list them with resources/list)",
                data: ["uri": .string(String(quoted))])
        }
        let html = AppDocument.html(skillID: skill.id, title: skill.texts(in: language).name, language: language)
        return [
            "contents": [
                [
                    "uri": .string(requested), "mimeType": .string(mimeType), "text": .string(html),
                    "_meta": AppDocument.resourceMeta,
                ]
            ]
        ]
    }

    /// `structuredContent.card` for a reply: its UI rendered by ``SkillUI/HTMLRenderer`` (a
    /// fragment; the app's document holds the stylesheet) and the tree's JSON; `nil` without UI.
    static func card(for reply: Message, language: ReplyLanguage) -> JSONValue? {
        guard let ui = reply.ui else { return nil }
        let renderer = HTMLRenderer(options: .init(language: language.code))
        return ["html": .string(renderer.render(ui)), "tree": ui.jsonValue]
    }
}
