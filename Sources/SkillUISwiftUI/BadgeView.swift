#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `badge` component: a small label in its color (accent by default) on a tint of it.
    struct SKBadgeView: View {
        let node: SKBadge
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let tint = (node.color ?? .semantic(.accent)).color(in: colorScheme)
            Text(node.text)
                .font(.caption)
                .fontWeight(.semibold)
                .foregroundStyle(tint)
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(tint.opacity(0.14), in: Capsule())
        }
    }
#endif
