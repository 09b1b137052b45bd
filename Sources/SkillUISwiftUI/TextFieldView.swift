#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `textField` component: a labelled text input whose text travels with the next action.
    struct SKTextFieldView: View {
        let node: SKTextField
        let context: SKRenderContext
        @State private var text: String

        init(node: SKTextField, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._text = State(initialValue: node.value ?? "")
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                if let label = node.label {
                    Text(label)
                        .font(.subheadline)
                        .accessibilityHidden(true)
                }
                TextField(
                    SKPresentationNeeds.accessibleName(
                        label: node.label, placeholder: node.placeholder, name: node.name),
                    text: $text, prompt: node.placeholder.map { Text($0) }
                )
                .textFieldStyle(.roundedBorder)
            }
            .modifier(
                SKInputSync(value: $text, seed: node.value ?? "", name: node.name, context: context) { [node] text in
                    SKPresentationNeeds.formValue(of: node, text: text)
                })
        }
    }
#endif
