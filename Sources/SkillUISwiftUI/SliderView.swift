#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// A `slider` component: a number from `min` to `max` (in `step`s when given), shown beside the track; the
    /// number travels with the next action.
    struct SKSliderView: View {
        let node: SKSlider
        let context: SKRenderContext
        @State private var value: Double

        init(node: SKSlider, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._value = State(initialValue: node.value)
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    if let label = node.label {
                        Text(label)
                    }
                    Spacer()
                    Text(SKPresentationNeeds.numberText(value))
                        .foregroundStyle(.secondary)
                }
                .accessibilityHidden(true)
                if node.min < node.max {
                    slider(in: node.min...node.max)
                        .accessibilityValue(SKPresentationNeeds.numberText(value))
                }
            }
            .modifier(SKInputSync(value: $value, seed: node.value, name: node.name, context: context) { .number($0) })
        }

        @ViewBuilder private func slider(in range: ClosedRange<Double>) -> some View {
            let name = SKPresentationNeeds.accessibleName(label: node.label, name: node.name)
            if let step = node.step, step > 0 {
                Slider(value: $value, in: range, step: step) { Text(name) }
            } else {
                Slider(value: $value, in: range) { Text(name) }
            }
        }
    }
#endif
