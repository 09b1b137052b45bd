#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// A `picker` component choosing any number of options (SwiftUI's `Picker` chooses one): a button per option
    /// that turns it on and off, drawn as a chip (`chips`) or a checkbox (`dropdown`, `checkbox`); choosing sends
    /// its action when it has one. The values travel in option order.
    struct SKMultiplePickerView: View {
        let node: SKPicker
        let context: SKRenderContext
        @State private var chosen: Set<String>
        @Environment(\.colorScheme) private var colorScheme

        init(node: SKPicker, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._chosen = State(initialValue: Set(node.selectedValues))
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                if let label = node.label {
                    Text(label)
                        .font(.subheadline)
                        .accessibilityAddTraits(.isHeader)
                }
                if node.style == .chips {
                    HStack(spacing: 6) { options }
                } else {
                    VStack(alignment: .leading, spacing: 4) { options }
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(SKPresentationNeeds.accessibleName(label: node.label, name: node.name))
            .modifier(
                SKInputSync(
                    value: $chosen, seed: Set(node.selectedValues), name: node.name,
                    action: node.action.map { (componentID: node.id, name: $0) }, context: context
                ) { [options = node.options] chosen in
                    .array(options.map(\.value).filter { chosen.contains($0) }.map(JSONValue.string))
                })
        }

        private var options: some View {
            ForEach(node.options, id: \.value) { option in
                let isChosen = chosen.contains(option.value)
                Button(action: { flip(option.value) }) {
                    if node.style == .chips {
                        Text(option.label)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .background(chipColor(isChosen), in: Capsule())
                    } else {
                        Label(option.label, systemImage: isChosen ? "checkmark.square.fill" : "square")
                    }
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(isChosen ? .isSelected : [])
            }
        }

        private func flip(_ value: String) {
            if chosen.contains(value) {
                chosen.remove(value)
            } else {
                chosen.insert(value)
            }
        }

        private func chipColor(_ isChosen: Bool) -> Color {
            SKColor.semantic(isChosen ? .accent : .secondaryBackground).color(in: colorScheme).opacity(
                isChosen ? 0.3 : 1)
        }
    }
#endif
