#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `progress` component: a bar from 0 to 1 under its label, read by VoiceOver as a percentage.
    struct SKProgressView: View {
        let node: SKProgress

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                if let label = node.label {
                    Text(label)
                        .font(.subheadline)
                }
                ProgressView(value: min(max(node.value, 0), 1), total: 1)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(node.label ?? "")
            .accessibilityValue(SKPresentationNeeds.percentText(node.value))
        }
    }
#endif
