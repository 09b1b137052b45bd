#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `spacer` component: `size` points along its stack when given, flexible otherwise.
    struct SKSpacerView: View {
        let node: SKSpacer

        var body: some View {
            if let size = node.size {
                Spacer(minLength: CGFloat(size))
                    .frame(maxWidth: CGFloat(size), maxHeight: CGFloat(size))
            } else {
                Spacer()
            }
        }
    }
#endif
