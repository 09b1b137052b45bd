import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import SkillUIHTML

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
/// 4. **A2UI.** A client that also lists ``a2uiMimeType`` among the extension's MIME types (the
///    A2UI-over-MCP-Apps draft) gets the card as A2UI v0.9 messages from ``SkillUI/A2UIWriter``
///    too: `structuredContent.card.a2ui`, and an embedded resource
///    `ui://agentskill/<skill-id>/a2ui` of that MIME type whose text is the messages as JSONL
///    (``a2uiResource(for:skillID:surfaceID:)``). The surface id names the call.
enum MCPApps {
    /// The extension's identifier in capabilities.
    static let extensionID = "io.modelcontextprotocol/ui"
    /// The MIME type of an app's HTML document.
    static let mimeType = "text/html;profile=mcp-app"
    /// The MIME type of A2UI messages (JSONL or a JSON array) in the A2UI-over-MCP-Apps draft.
    static let a2uiMimeType = "application/a2ui+json"
    /// Where our resources live: `ui://agentskill/weather`.
    static let uriPrefix = "ui://agentskill/"
    /// The longest part of an unknown URI an error message quotes.
    static let quotedURILimit = 200

    /// Whether initialize's client `capabilities` advertise the extension with our MIME type.
    static func clientShowsApps(_ capabilities: JSONValue?) -> Bool {
        let types = capabilities?["extensions"]?[extensionID]?["mimeTypes"]?.arrayValue ?? []
        return types.contains(.string(mimeType))
    }

    /// Whether initialize's client `capabilities` list ``a2uiMimeType`` among the extension's MIME types.
    static func clientTakesA2UI(_ capabilities: JSONValue?) -> Bool {
        let types = capabilities?["extensions"]?[extensionID]?["mimeTypes"]?.arrayValue ?? []
        return types.contains(.string(a2uiMimeType))
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
    /// fragment; the app's document holds the stylesheet) and the tree's JSON when `html`, the
    /// A2UI v0.9 messages on surface `surfaceID` when `a2ui` (with the UI's bindings and templates
    /// when it was decoded from a bound document); `nil` without UI or with neither.
    static func card(
        for reply: Message, language: ReplyLanguage, html: Bool = true, a2ui: Bool = false, surfaceID: String = "main"
    ) -> JSONValue? {
        guard let ui = reply.ui, html || a2ui else { return nil }
        var card: [String: JSONValue] = [:]
        if html {
            let renderer = HTMLRenderer(options: .init(language: language.code))
            card["html"] = .string(renderer.render(ui))
            card["tree"] = ui.jsonValue
        }
        if a2ui {
            card["a2ui"] = .array(A2UIWriter.write(ui, bindings: reply.output.bindings, surfaceID: surfaceID).messages)
        }
        return .object(card)
    }

    /// The `content` block that carries a card's A2UI messages (`card.a2ui`) as an MCP embedded
    /// resource: `{type: "resource", resource: {uri: "ui://agentskill/<skill-id>/a2ui", mimeType:
    /// "application/a2ui+json", text: <JSONL>}}`; `nil` when the card has no messages.
    static func a2uiResource(for card: JSONValue?, skillID: String) -> JSONValue? {
        guard let messages = card?["a2ui"]?.arrayValue, !messages.isEmpty else { return nil }
        let jsonl = messages.map { $0.stableString() + "\n" }.joined()
        return [
            "type": "resource",
            "resource": [
                "uri": .string(uri(for: skillID) + "/a2ui"), "mimeType": .string(a2uiMimeType), "text": .string(jsonl),
            ],
        ]
    }
}
