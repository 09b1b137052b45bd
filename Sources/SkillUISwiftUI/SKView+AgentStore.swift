#if canImport(SwiftUI)
    import AgentSkill
    import SkillUI
    import SwiftUI

    extension SKView {
        /// Creates a view of the card of the message `messageID` whose taps go back to its skill through `store`
        /// (``AgentStore/perform(_:messageID:)``); the store's messages then show the updated card.
        ///
        /// ```swift
        /// if let tree = message.ui {
        ///     SKView(tree: tree, messageID: message.id, store: store)
        /// }
        /// ```
        public init(tree: SKComponent, messageID: Int, store: AgentStore) {
            self.init(tree: tree) { action in
                Task { await store.perform(action, messageID: messageID) }
            }
        }
    }
#endif
