#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI
    import SwiftUI

    /// A `dateTimeInput` component: a date, a time of day or both, within `min` and `max`; its ISO 8601 text
    /// travels with the next action (empty until the person picks one when the component holds none).
    struct SKDateTimeInputView: View {
        let node: SKDateTimeInput
        let context: SKRenderContext
        @State private var date: Date

        init(node: SKDateTimeInput, context: SKRenderContext) {
            self.node = node
            self.context = context
            self._date = State(initialValue: Self.date(of: node.value, node) ?? Date())
        }

        var body: some View {
            DatePicker(selection: $date, in: bounds, displayedComponents: components) {
                Text(SKPresentationNeeds.accessibleName(label: node.label, name: node.name))
            }
            .modifier(
                SKInputSync(
                    value: $date, seed: Self.date(of: node.value, node) ?? date, name: node.name, context: context
                ) { [node] date in
                    .string(SKPresentationNeeds.isoText(of: date, mode: node.mode))
                })
        }

        private var components: DatePickerComponents {
            switch node.mode {
            case .date: [.date]
            case .time: [.hourAndMinute]
            case .dateTime: [.date, .hourAndMinute]
            }
        }

        /// From `min` to `max`; a missing bound is open.
        private var bounds: ClosedRange<Date> {
            let lower = Self.date(of: node.min, node) ?? .distantPast
            let upper = Self.date(of: node.max, node) ?? .distantFuture
            return lower <= upper ? lower...upper : Date.distantPast...Date.distantFuture
        }

        private static func date(of text: String?, _ node: SKDateTimeInput) -> Date? {
            text.flatMap { SKPresentationNeeds.date(fromISO: $0, mode: node.mode) }
        }
    }
#endif
