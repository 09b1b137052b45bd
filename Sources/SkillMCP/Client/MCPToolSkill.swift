import AgentSkill
import SkillJSON
import SkillUI

extension SkillPermission {
    /// Runs code outside this program: a tool of an MCP server.
    public static let external: SkillPermission = "external"
}

/// A tool of an MCP server, registered as a skill `mcp.<server>.<tool>`.
///
/// - parameters: the tool's `inputSchema` (when SkillJSON cannot read a keyword of it, an open
///   object schema, and the server checks the arguments itself);
/// - effect: `readOnlyHint` → read-only; `destructiveHint: false` → write; otherwise destructive,
///   MCP's default for a tool that is not read-only;
/// - permission: ``SkillPermission/external``;
/// - a result with `isError` fails the skill with the tool's text.
///
/// Tools that are not read-only need approval by default: see ``MCPImport/approvalRules(for:)``.
///
/// ## A2UI cards
///
/// What the A2UI project says (the MCP binding is not in the A2UI specification, so its guides
/// and samples are the reference):
/// - "A2UI over MCP" (https://a2ui.org/guides/a2ui_over_mcp/): A2UI travels as MIME type
///   `application/a2ui+json`, in a tool result as an embedded resource, or as a resource read
///   with `resources/read`; a Button's event goes back as `tools/call` of a tool named `action`
///   with `{name, context}`.
/// - "Serve A2UI Layouts from an MCP Server" (https://a2ui.org/guides/a2ui-over-mcp/, the
///   recipe sample `samples/community/mcp/a2ui-over-mcp-recipe/` of github.com/a2ui-project/a2ui,
///   formerly google/A2UI): the server publishes a static layout (`createSurface` +
///   `updateComponents` with data bindings) as an `a2ui://` resource, links it from the tool with
///   `_meta.ui.resourceUri` (in `tools/list`, and again in the result's `_meta`, with
///   `_meta.ui.mimeType`), and each call returns only data: an embedded `application/a2ui+json`
///   resource of `updateDataModel` messages. Clients read the layout once, cache it by URI, and
///   apply each call's messages. The reference client (`@a2ui/catalog-mcp`'s `callMcpTool`) lets
///   a result's links replace the tool's, applies a layout only when its surface does not exist
///   yet, and reads only embedded `application/a2ui+json` resources as A2UI.
/// - "Render A2UI Inside an MCP App" (https://a2ui.org/guides/a2ui-in-mcp-apps/): user actions go
///   back through the MCP Apps `tools/call` channel, the event name as the tool and its context
///   as the arguments.
/// - The proposed MCP binding (a2ui-project/a2ui PR #627: one top-level `messages` array,
///   catalogs negotiated with `a2uiClientCapabilities`) was closed unmerged; we do not rely on it
///   and send no A2UI capabilities.
///
/// What a result becomes:
/// 1. The tool's linked layouts (`_meta.ui.resourceUri` in `tools/list`) are read before the
///    call, so a broken layout fails before anything runs; links in the result take the place of
///    the tool's, as in the reference client. `a2ui://` links and links hinted
///    `application/a2ui+json` must hold A2UI: one that cannot be read is an ``MCPError`` naming
///    the server, the tool and the URI. `ui://` links (MCP Apps pages) are not read; any other
///    link is read and used only when it holds A2UI. Layouts are cached per client (see
///    `A2UILayoutCache`: at most ``MCPA2UILimits/maxCachedLayouts``, each at most
///    ``MCPA2UILimits/maxLayoutBytes``, forgotten on `notifications/resources/updated`,
///    `notifications/resources/list_changed` and a server restart).
/// 2. The layouts, then the result's own messages (``MCPToolResult/a2ui``: its first
///    `application/a2ui+json` embedded resource, or a `structuredContent` that is a list of A2UI
///    messages), are applied in order, and the first surface that has a tree is the card: the
///    skill's UI, built by ``SkillUI/A2UIDocument`` within ``SkillUI/A2UILimits/default``. A
///    `structuredContent` object is data, not a data model: no guide or sample applies one.
/// 3. The reader's diagnostics go into the data as `a2uiDiagnostics` (`"warning: line 3: $.…:
///    …"`), and a list of messages is not repeated as data.
///
/// Each call is a card of its own with its own data model, as fits a conversation: two calls of
/// `get_recipe` are two cards. (The reference client keeps one surface per surface id and
/// updates it on every call.)
///
/// What a tap does (``handle(_:context:)``), by `MCPTapRule`: a button whose event is named
/// like a tool of the same server calls that tool with `tools/call`, the event's context as the
/// arguments and the card's input values merged in under the arguments the tool declares; any
/// other event goes to the server's `action` tool when it has one, and is refused otherwise
/// (nothing runs). ``uiActions`` lists the server's tools and the events of the cards on screen.
/// The result becomes the card's new state: messages for the card's surface update it in place
/// (layout, data so far, new data: the data model carries over from tap to tap); a result with a
/// surface of its own replaces the card; a result without A2UI keeps the card and shows its text.
///
/// Safety: the permission check of a tap uses the called tool's effect (``effect(for:)``), so a
/// read-only card's button that calls a destructive tool is asked about before it runs, like a
/// direct call of that tool. A tap that calls a write tool (`destructiveHint: false`) is checked
/// as destructive, so it is asked about too: the import's per-tool `ask` rules name the tool's own
/// skill, not the card's, and could not cover it. The approval prompt names the called tool and
/// its arguments.
///
/// Cards live in memory (``MCPCardStore``, at most ``MCPA2UILimits/maxLiveCards`` per server):
/// after a restart, or once a card is dropped, its taps are refused with a message saying to call
/// the tool again.
public struct MCPToolSkill: Skill {
    public let id: String
    public let description: String
    public let parameters: JSONSchema
    public let effect: SkillEffect
    /// The tool as listed.
    public let tool: MCPTool
    /// Every tool of the server, which taps on this skill's cards may call.
    public let serverTools: [MCPTool]
    let client: MCPClient
    let cards: MCPCardStore
    private let callTimeout: Duration

    /// Creates the skill for one tool of `client`'s server.
    ///
    /// - Parameters:
    ///   - serverTools: all the server's tools (taps call them by event name); `[tool]` when empty.
    ///   - cards: where its cards are kept between taps; share one among a server's skills.
    public init(
        tool: MCPTool, client: MCPClient, callTimeout: Duration = .seconds(30), serverTools: [MCPTool] = [],
        cards: MCPCardStore = MCPCardStore()
    ) {
        self.id = "mcp.\(client.config.name).\(tool.name)"
        self.description = tool.description
        self.parameters = (try? JSONSchema(jsonValue: tool.inputSchema)) ?? JSONSchema(type: .object)
        self.effect = tool.effect
        self.tool = tool
        self.serverTools = serverTools.isEmpty ? [tool] : serverTools
        self.client = client
        self.cards = cards
        self.callTimeout = callTimeout
    }

    public var name: String { tool.name }
    public var permissions: [SkillPermission] { [.external] }
    /// A little longer than the call's own timeout, so the clearer MCP error wins the race.
    public var timeout: Duration? { callTimeout + .seconds(5) }

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        // The tool's own layouts first: when one is broken, nothing has run.
        let declared = try await layouts(tool.uiLinks, of: tool)
        let result = try await client.call(tool.name, arguments: arguments)
        try check(result, of: tool)
        let (parts, notes) = try await parts(of: result, from: tool, declared: declared)
        guard !parts.isEmpty else { return SkillOutput(result.text, data: result.structured) }
        let (card, diagnostics) = MCPCard.draw(parts, text: result.text)
        let data = Self.data(of: result, notes: notes + diagnostics.map(Self.note))
        guard let card else { return SkillOutput(result.text, data: data) }
        let token = cards.add(card)
        return SkillOutput(result.text, data: data, ui: card.tree.prefixingIDs(with: token))
    }

    /// The tree of the first surface in `text` (A2UI JSONL or a JSON array) that has one, and every
    /// diagnostic of reading it; the diagnostics of surfaces tried before it are left out.
    static func card(from text: String) -> A2UIRendering {
        let (card, diagnostics) = MCPCard.draw(A2UIParts(inline: A2UIReader.read(text)), text: "")
        return A2UIRendering(component: card?.tree, diagnostics: diagnostics)
    }

    // MARK: - Results

    /// Fails with the tool's text when `result` is a tool error.
    func check(_ result: MCPToolResult, of tool: MCPTool) throws(MCPError) {
        guard result.isError else { return }
        throw MCPError(
            .remote(code: 0), "tool failed", result.text.isEmpty ? "no message" : result.text,
            while: "calling '\(tool.name)' on MCP server '\(client.config.name)'")
    }

    /// The A2UI of `tool`'s `result`: the layouts the result links to (or else `declared`, the
    /// tool's own, read before the call) and the result's own messages; with notes on links that
    /// were skipped.
    func parts(
        of result: MCPToolResult, from tool: MCPTool, declared: (reads: [A2UIReader.Result], notes: [String])
    ) async throws(MCPError) -> (A2UIParts, notes: [String]) {
        let (layouts, notes) = result.uiLinks.isEmpty ? declared : try await layouts(result.uiLinks, of: tool)
        return (A2UIParts(layouts: layouts, inline: result.a2ui.map { A2UIReader.read($0) }), notes)
    }

    /// Reads the A2UI layouts of `links` (``MCPUILink/Kind``): layouts must be there, probed
    /// links that fail or hold no A2UI are left out with a note, other links are not read.
    func layouts(_ links: [MCPUILink], of tool: MCPTool) async throws(MCPError) -> (
        reads: [A2UIReader.Result], notes: [String]
    ) {
        var reads: [A2UIReader.Result] = []
        var notes: [String] = []
        for link in links {
            switch link.kind {
            case .other:
                continue
            case .layout:
                reads += try await client.a2uiLayout(link, tool: tool.name) ?? []
            case .probe:
                do {
                    reads += try await client.a2uiLayout(link, tool: tool.name) ?? []
                } catch {
                    notes.append("warning: linked resource '\(link.uri)' skipped: \(error.message)")
                }
            }
        }
        return (reads, notes)
    }

    /// The data of an answer with A2UI: `structuredContent` unless it is the message list itself,
    /// with `notes` as `a2uiDiagnostics`.
    static func data(of result: MCPToolResult, notes: [String]) -> JSONValue? {
        let structuredIsA2UI = result.structured?.arrayValue.map(MCPToolResult.areA2UIMessages) ?? false
        let data = structuredIsA2UI ? nil : result.structured
        guard !notes.isEmpty else { return data }
        let list = JSONValue.array(notes.map(JSONValue.string))
        switch data {
        case .object(var members)?:
            members["a2uiDiagnostics"] = list
            return .object(members)
        case let value?: return ["value": value, "a2uiDiagnostics": list]
        case nil: return ["a2uiDiagnostics": list]
        }
    }

    /// A diagnostic as a line of `a2uiDiagnostics`.
    static func note(_ diagnostic: A2UIDiagnostic) -> String {
        "\(diagnostic.severity.rawValue): \(diagnostic)"
    }
}
