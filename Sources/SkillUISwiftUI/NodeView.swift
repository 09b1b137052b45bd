#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// One component of the tree, drawn by the view for its kind.
    struct SKNodeView: View {
        let node: SKComponent
        let context: SKRenderContext

        var body: some View {
            switch node {
            case .text(let text): SKTextView(node: text)
            default: SKUnknownView(type: node.typeName)
            }
        }
    }
#endif
