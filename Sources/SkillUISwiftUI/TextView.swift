#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `text` component: a title, a paragraph or a caption, in the Dynamic Type style its `style` names.
    struct SKTextView: View {
        let node: SKText
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Text(node.content)
                .font(node.style.font)
                .fontWeight(node.weight?.fontWeight)
                .foregroundStyle(node.color?.color(in: colorScheme) ?? Color.primary)
                .multilineTextAlignment(node.align?.textAlignment ?? .leading)
                .frame(maxWidth: node.align == nil ? nil : .infinity, alignment: node.align?.frameAlignment ?? .leading)
        }
    }
#endif
