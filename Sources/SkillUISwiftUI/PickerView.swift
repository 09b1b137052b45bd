#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// A `picker` component choosing one option: a menu (`dropdown`), a segmented control (`chips`) or radio
    /// buttons (`checkbox`); choosing sends its action when it has one.
    struct SKPickerView: View {
        let node: SKPicker
        let context: SKRenderContext
        @State private var selection: String?

        init(node: SKPicker, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._selection = State(initialValue: node.selected)
        }

        var body: some View {
            styledPicker
                .modifier(
                    SKInputSync(
                        value: $selection, seed: node.selected, name: node.name,
                        action: node.action.map { (componentID: node.id, name: $0) }, context: context
                    ) { $0.map(JSONValue.string) ?? .null })
        }

        @ViewBuilder private var styledPicker: some View {
            switch node.style {
            case .dropdown: picker.pickerStyle(.menu)
            case .chips: picker.pickerStyle(.segmented)
            case .checkbox: picker.pickerStyle(.inline)
            }
        }

        private var picker: some View {
            Picker(SKPresentationNeeds.accessibleName(label: node.label, name: node.name), selection: $selection) {
                ForEach(node.options, id: \.value) { option in
                    Text(option.label).tag(String?.some(option.value))
                }
            }
        }
    }
#endif
