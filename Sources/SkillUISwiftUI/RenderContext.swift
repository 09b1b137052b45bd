#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// What every node view gets from the root: the whole tree, the form values so far, and where actions go.
    @MainActor struct SKRenderContext {
        /// The tree the root shows (its inputs give the form values).
        let tree: SKComponent
        /// The values the person gave the tree's inputs.
        let form: SKFormState
        /// Where actions go.
        let onAction: @MainActor (UIAction) -> Void

        /// Sends `action` of the component `componentID` with every input's current value.
        func send(componentID: String, action: String, payload: JSONValue?) {
            onAction(
                UIAction(
                    componentID: componentID, action: action, payload: payload, formValues: form.values(for: tree)))
        }
    }
#endif
