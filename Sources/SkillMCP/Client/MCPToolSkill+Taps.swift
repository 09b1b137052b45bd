import AgentSkill
import SkillJSON
import SkillUI

/// A tap made ready to send: the card it came from, what it calls, with what.
struct ResolvedTap: Sendable {
    /// The card's token (``MCPCardID``).
    var token: String
    /// The card as it is now.
    var card: MCPCard
    /// What the tap calls.
    var target: MCPTapRule.Target
    /// The call's arguments.
    var arguments: JSONValue
}

extension MCPToolSkill {
    /// What this skill's cards may send: the server's tool names (``MCPTapRule``), and every
    /// event the cards on screen offer — so that an event that is no tool reaches
    /// ``prepare(_:context:)-(UIAction,_)``, which sends it to the server's `action` tool or
    /// refuses it with a message that says why; nothing runs before that.
    public var uiActions: [String] {
        Set(serverTools.map(\.name)).union(cards.offeredActions).sorted()
    }

    /// The effect of one call: for the arguments of a tap on one of its cards, the effect of the
    /// tool the tap calls (``MCPTapRule/effect(own:target:couldBeDirectCall:)``), so the
    /// permission check asks about a tap as about that tool; for anything else, ``effect``.
    public func effect(for arguments: JSONValue) -> SkillEffect {
        guard let tap = MCPTap(arguments: arguments),
            let target = MCPTapRule.target(for: tap.event, among: serverTools)
        else { return effect }
        let couldBeDirectCall = !parameters.validate(arguments).contains { $0.severity == .error }
        return MCPTapRule.effect(own: effect, target: target.tool.effect, couldBeDirectCall: couldBeDirectCall)
    }

    /// Checks a tap before the permission check and names the call it will make for the approval
    /// prompt (`delete_recipe: recipeId pancakes`).
    ///
    /// - Throws: ``MCPError`` when the card is no longer in memory, when the event is no tool of
    ///   the server and it has no `action` tool, or when the event's context is not an object;
    ///   then nothing is asked and nothing runs.
    public func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation {
        let tap = try resolve(action)
        let called = MCPToolSkill(tool: tap.target.tool, client: client)
        return .proceed(summary: called.summary(for: tap.arguments, language: context.language))
    }

    /// Sends a tap on one of its cards to the server (``MCPTapRule``) and returns the card's new
    /// state: the same card updated in place, a new card in its place, no card when the result
    /// deletes its surface, or the card as it was with the result's text.
    ///
    /// - Throws: ``MCPError``: as ``prepare(_:context:)-(UIAction,_)``, and when the call or a
    ///   layout it links to fails; the card then stays as it was.
    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        let tap = try resolve(action)
        let called = tap.target.tool
        let declared = try await layouts(called.uiLinks, of: called)
        let result = try await client.call(called.name, arguments: tap.arguments)
        try check(result, of: called)
        let (parts, notes) = try await parts(of: result, from: called, declared: declared)
        let (outcome, diagnostics) = tap.card.applying(parts, text: result.text)
        let data = Self.data(of: result, notes: notes + diagnostics.map(Self.note))
        let text = result.text.isEmpty ? tap.card.text : result.text
        var shown: MCPCard
        switch outcome {
        case .updated(let card), .replaced(let card):
            shown = card
        case .removed:
            cards.remove(tap.token)
            return SkillOutput(text, data: data, ui: nil)
        case .unchanged:
            shown = tap.card
        }
        shown.text = text
        cards.replace(tap.token, with: shown)
        return SkillOutput(text, data: data, ui: shown.tree.prefixingIDs(with: tap.token))
    }

    /// The card a tap came from, what it calls and with what.
    func resolve(_ action: UIAction) throws(MCPError) -> ResolvedTap {
        let tap = MCPTap(action)
        let context = "handling a tap on '\(tap.componentID)' of a card of '\(tool.name)'"
        guard let token = MCPCardID.token(in: tap.componentID), let card = cards.card(token) else {
            throw MCPError(
                .invalidRequest, "card no longer live",
                "its layout and data are not in memory any more (the assistant was restarted, or more than"
                    + " \(cards.capacity) cards were shown since); run '\(id)' again for a fresh card",
                while: context)
        }
        guard let target = MCPTapRule.target(for: tap.event, among: serverTools) else {
            throw MCPError(
                .invalidParams, "not a tool",
                "the button sends '\(tap.event)', which is not a tool of MCP server '\(client.config.name)' (its"
                    + " tools: \(serverTools.map(\.name).joined(separator: ", "))), and the server has no"
                    + " '\(MCPTapRule.actionToolName)' tool to take it",
                while: context)
        }
        let arguments = try MCPTapRule.arguments(for: tap, calling: target)
        return ResolvedTap(token: token, card: card, target: target, arguments: arguments)
    }
}
