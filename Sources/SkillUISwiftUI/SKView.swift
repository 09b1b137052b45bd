#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// Shows a SkillUI component tree (`docs/UI-FORMAT.md`) with SwiftUI and sends taps back as ``UIAction``s.
    ///
    /// Every component kind has a view; semantic colors follow the color scheme. Inputs keep what the person typed
    /// or chose in their own state, seeded from the component; the next button tap sends those values as the
    /// action's `formValues`, keyed by each input's `name`. Views take their identity from component ids, so a
    /// patched tree updates them in place.
    ///
    /// ```swift
    /// SKView(tree: tree) { action in
    ///     Task { await store.perform(action, messageID: message.id) }
    /// }
    /// ```
    public struct SKView: View {
        private let tree: SKComponent
        private let onAction: @MainActor (UIAction) -> Void
        @State private var form = SKFormState()

        /// Creates a view of `tree`.
        ///
        /// - Parameters:
        ///   - tree: the component tree, with its ids assigned (as on a `Message`).
        ///   - onAction: called on the main actor for every tap on a button or a list row, and for every change
        ///     of a toggle or picker that declares an action; the action carries the tree's current form values.
        public init(tree: SKComponent, onAction: @escaping @MainActor (UIAction) -> Void) {
            self.tree = tree
            self.onAction = onAction
        }

        /// The tree's root component.
        public var body: some View {
            SKNodeView(node: tree, context: SKRenderContext(tree: tree, form: form, onAction: onAction))
        }
    }
#endif
