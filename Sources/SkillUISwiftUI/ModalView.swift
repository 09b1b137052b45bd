#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `modal` component: its trigger in place; tapping it opens the content in a sheet with the title and a
    /// close button. A button trigger only opens the sheet: its own action is not sent.
    struct SKModalView: View {
        let node: SKModal
        let context: SKRenderContext
        @State private var isPresented = false

        var body: some View {
            trigger
                .sheet(isPresented: $isPresented) {
                    VStack(alignment: .leading, spacing: 12) {
                        HStack {
                            if let title = node.name {
                                Text(title)
                                    .font(.headline)
                                    .accessibilityAddTraits(.isHeader)
                            }
                            Spacer()
                            Button(action: { isPresented = false }) {
                                Image(systemName: "xmark")
                            }
                            .accessibilityLabel(SKPresentationNeeds.closeLabel)
                        }
                        ScrollView {
                            SKNodeView(node: node.content, context: context)
                        }
                    }
                    .padding()
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel(SKPresentationNeeds.dialogName(node))
                }
        }

        @ViewBuilder private var trigger: some View {
            if case .button(let button) = node.trigger {
                Button(button.title) { isPresented = true }
                    .buttonStyle(.bordered)
                    .disabled(button.disabled)
            } else {
                Button(action: { isPresented = true }) {
                    SKNodeView(node: node.trigger, context: context)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(node.name ?? "")
            }
        }
    }
#endif
