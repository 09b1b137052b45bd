#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `stack` component: its children in a column or a row, with the spacing, alignment, padding and
    /// background it gives.
    struct SKStackView: View {
        let node: SKStack
        let context: SKRenderContext
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            stack
                .padding(CGFloat(node.padding ?? 0))
                .background(node.background?.color(in: colorScheme) ?? Color.clear)
        }

        @ViewBuilder private var stack: some View {
            let spacing = node.spacing.map { CGFloat($0) }
            switch node.direction {
            case .vertical:
                VStack(alignment: node.alignment?.horizontalAlignment ?? .leading, spacing: spacing) {
                    SKChildrenView(children: node.children, context: context)
                }
            case .horizontal:
                HStack(alignment: node.alignment?.verticalAlignment ?? .center, spacing: spacing) {
                    SKChildrenView(children: node.children, context: context)
                }
            }
        }
    }

    /// A `card` component: a titled box around its children, read by VoiceOver as one group.
    struct SKCardView: View {
        let node: SKCard
        let context: SKRenderContext
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                if let title = node.title {
                    Text(title)
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                }
                if let subtitle = node.subtitle {
                    Text(subtitle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                SKChildrenView(children: node.children, context: context)
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                SKColor.semantic(.secondaryBackground).color(in: colorScheme), in: RoundedRectangle(cornerRadius: 12)
            )
            .accessibilityElement(children: .contain)
        }
    }

    /// Child components, each identified by its id, so that a patched tree updates them in place.
    struct SKChildrenView: View {
        let children: [SKComponent]
        let context: SKRenderContext

        var body: some View {
            ForEach(children, id: \.id) { child in
                SKNodeView(node: child, context: context)
            }
        }
    }
#endif
