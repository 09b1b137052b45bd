#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `custom` component (a type the application registered): its children in a column. An application that
    /// draws its own types wraps ``SKView`` rather than teaching it their look.
    struct SKCustomView: View {
        let node: SKCustom
        let context: SKRenderContext

        var body: some View {
            VStack(alignment: .leading) {
                SKChildrenView(children: node.children, context: context)
            }
        }
    }
#endif
