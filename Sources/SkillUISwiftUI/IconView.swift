#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// An `icon` component: the SF Symbol for its name, named by its label for VoiceOver (decoration without one).
    struct SKIconView: View {
        let node: SKIcon

        var body: some View {
            Image(systemName: node.name.systemImageName)
                .accessibilityLabel(node.label ?? "")
                .accessibilityHidden(node.label == nil)
        }
    }
#endif
