import SkillJSON
import SkillUI

/// The A2UI an imported tool's answer carries: the layouts it links to (read with
/// `resources/read`) and the messages in the result itself, in the order they are applied.
struct A2UIParts: Sendable {
    /// Each linked layout's contents, read into messages.
    var layouts: [A2UIReader.Result] = []
    /// The result's own messages (its first `application/a2ui+json` resource, or a message list
    /// as `structuredContent`).
    var inline: A2UIReader.Result?

    /// Whether there is no A2UI at all.
    var isEmpty: Bool { layouts.isEmpty && inline == nil }
}

/// One A2UI card an imported tool drew, as a client holds it: the surfaces (layout and data
/// model), which surface is shown, and what was shown. A plain value; ``MCPCardStore`` keeps it
/// between taps.
struct MCPCard: Sendable {
    /// The surfaces, with their components and data models.
    var document: A2UIDocument
    /// The surface shown.
    var surfaceID: String
    /// The shown tree, with the ids A2UI gave (before ``SKComponent/prefixingIDs(with:)``).
    var tree: SKComponent
    /// The text shown with it.
    var text: String

    /// What a tap's result does to a card.
    enum Outcome: Sendable {
        /// Messages for the shown surface: the same card with its new tree.
        case updated(MCPCard)
        /// A surface of its own: a new card in the old one's place.
        case replaced(MCPCard)
        /// The shown surface was deleted: the card goes away.
        case removed
        /// Nothing to show: the card stays as it was.
        case unchanged
    }

    /// Draws a card from `parts`: the layouts, then the result's messages, and the first surface
    /// that has a tree. A layout that would create a surface again is skipped (the first one wins).
    ///
    /// - Returns: the card (`nil` when no surface renders) and every diagnostic of reading and
    ///   building it; the diagnostics of surfaces tried before the shown one are left out.
    static func draw(_ parts: A2UIParts, text: String, limits: A2UILimits = .default) -> (
        card: MCPCard?, diagnostics: [A2UIDiagnostic]
    ) {
        var document = A2UIDocument(limits: limits)
        var notes: [A2UIDiagnostic] = []
        for layout in parts.layouts where !creates(existingIn: document, layout) {
            notes += document.apply(layout)
        }
        if let inline = parts.inline { notes += document.apply(inline) }
        var tried: A2UIRendering?
        for id in document.surfaceOrder {
            let rendering = document.render(surfaceID: id)
            if let tree = rendering.component {
                let card = MCPCard(document: document, surfaceID: id, tree: tree, text: text)
                return (card, notes + rendering.diagnostics)
            }
            tried = tried ?? rendering
        }
        return (nil, notes + (tried ?? document.render()).diagnostics)
    }

    /// What a tap's result `parts` does to this card.
    ///
    /// - Messages that all concern the shown surface (linked layouts that create it again are
    ///   skipped, since the card has it): applied to this card's document, so the data model
    ///   grows from tap to tap, and the surface is built again → ``Outcome/updated(_:)``; or
    ///   ``Outcome/removed`` when they delete it.
    /// - Anything that creates a surface (a layout of another surface, a `createSurface` in the
    ///   result, even of this surface's id) or speaks of another surface: a card drawn from the
    ///   result alone (``draw(_:text:limits:)``) → ``Outcome/replaced(_:)``.
    /// - No A2UI, or nothing that renders → ``Outcome/unchanged``.
    func applying(_ parts: A2UIParts, text: String) -> (outcome: Outcome, diagnostics: [A2UIDiagnostic]) {
        guard !parts.isEmpty else { return (.unchanged, []) }
        let layouts = parts.layouts.filter { !creates(surface: surfaceID, only: $0) }
        let inline = parts.inline?.messages ?? []
        let staysHere =
            layouts.isEmpty
            && inline.allSatisfy { envelope in
                if case .createSurface = envelope.message { return false }
                return envelope.message.surfaceID == surfaceID
            }
        guard staysHere else {
            let (card, notes) = Self.draw(parts, text: text, limits: document.limits)
            return (card.map(Outcome.replaced) ?? .unchanged, notes)
        }
        var document = self.document
        var notes = parts.inline.map { document.apply($0) } ?? []
        guard document.surfaces[surfaceID] != nil else { return (.removed, notes) }
        let rendering = document.render(surfaceID: surfaceID)
        notes += rendering.diagnostics
        guard let tree = rendering.component else { return (.unchanged, notes) }
        let card = MCPCard(document: document, surfaceID: surfaceID, tree: tree, text: text)
        return (.updated(card), notes)
    }

    /// Whether `layout` creates a surface `document` already has.
    private static func creates(existingIn document: A2UIDocument, _ layout: A2UIReader.Result) -> Bool {
        layout.messages.contains { envelope in
            if case .createSurface(let create) = envelope.message { return document.surfaces[create.surfaceID] != nil }
            return false
        }
    }

    /// Whether `layout` is (another copy of) this card's own layout: it creates `surface` and
    /// nothing else.
    private func creates(surface: String, only layout: A2UIReader.Result) -> Bool {
        var createsIt = false
        for envelope in layout.messages {
            if case .createSurface = envelope.message { createsIt = createsIt || envelope.message.surfaceID == surface }
            if envelope.message.surfaceID != surface { return false }
        }
        return createsIt
    }
}
