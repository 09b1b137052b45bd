#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// A `toggle` component: a switch, or a checkbox on macOS; flipping it sends its action when it has one.
    struct SKToggleView: View {
        let node: SKToggle
        let context: SKRenderContext
        @State private var isOn: Bool

        init(node: SKToggle, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._isOn = State(initialValue: node.isOn)
        }

        var body: some View {
            Toggle(node.label, isOn: $isOn)
                .modifier(SKToggleStyle(style: node.style))
                .modifier(
                    SKInputSync(
                        value: $isOn, seed: node.isOn, name: node.name,
                        action: node.action.map { (componentID: node.id, name: $0) }, context: context
                    ) { JSONValue.bool($0) })
        }
    }

    /// The toggle's look: a checkbox where the platform has one (macOS), else a switch.
    struct SKToggleStyle: ViewModifier {
        let style: SKToggle.Style

        func body(content: Content) -> some View {
            #if os(macOS)
                if style == .checkbox {
                    content.toggleStyle(.checkbox)
                } else {
                    content.toggleStyle(.switch)
                }
            #else
                content.toggleStyle(.switch)
            #endif
        }
    }
#endif
