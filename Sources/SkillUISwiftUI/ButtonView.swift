#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `button` component: sends its action, with its payload and the form values, when tapped.
    struct SKButtonView: View {
        let node: SKButton
        let context: SKRenderContext

        var body: some View {
            let button = Button(node.title, role: node.role == .destructive ? .destructive : nil) {
                context.send(componentID: node.id, action: node.action, payload: node.payload)
            }
            .disabled(node.disabled || node.action.isEmpty)
            if node.role == .primary {
                button.buttonStyle(.borderedProminent)
            } else {
                button.buttonStyle(.bordered)
            }
        }
    }
#endif
