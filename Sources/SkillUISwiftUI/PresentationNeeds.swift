#if canImport(SwiftUI)
    import SkillJSON
    import SkillUI

    /// Presentation rules this renderer needs that today live only inside the HTML page or the terminal renderer.
    ///
    /// Each is a minimal stand-in, to be replaced by the shared rule named in its comment once
    /// `Sources/SkillUI/Presentation` holds the rules every renderer follows. Nothing here is meant to stay.
    enum SKPresentationNeeds {
        /// The form values a tree's inputs hold before anyone touches them, by input name.
        ///
        /// Replace with the shared form-values rule; today it is `formValues(root)` in
        /// `Sources/AssistantWeb/Resources/chat.js`, which reads the HTML inputs (a text field's text, a number
        /// field's number, a toggle's Boolean, a slider's number, a picker's value or `null`, a multiple picker's
        /// values in option order, a date or time as its ISO text).
        static func formValues(in tree: SKComponent) -> [String: JSONValue] {
            var values: [String: JSONValue] = [:]
            tree.forEachNode { node in
                switch node {
                case .textField(let field): values[field.name] = formValue(of: field, text: field.value ?? "")
                case .toggle(let toggle): values[toggle.name] = .bool(toggle.isOn)
                case .slider(let slider): values[slider.name] = .number(slider.value)
                case .picker(let picker):
                    values[picker.name] =
                        picker.multiple
                        ? .array(picker.selectedValues.map(JSONValue.string))
                        : picker.selected.map(JSONValue.string) ?? .null
                case .dateTimeInput(let input): values[input.name] = .string(input.value ?? "")
                default: break
                }
            }
            return values
        }

        /// The form value of a text field showing `text`: a number for a number field holding one, else the text.
        ///
        /// Replace with the shared form-values rule; today it is the `type === "number"` branch of
        /// `formValues(root)` in `Sources/AssistantWeb/Resources/chat.js`.
        static func formValue(of field: SKTextField, text: String) -> JSONValue {
            if field.kind == .number, let number = Double(text), number.isFinite { return .number(number) }
            return .string(text)
        }

        /// The words shown for a component of a type nobody knows.
        ///
        /// Replace with the shared placeholder rule; today it is the debug text of `RenderPass.unknown(_:width:)`
        /// in `Sources/SkillUI/Rendering/Terminal/RenderPass+Content.swift` (`[unknown component "type"]`).
        static func unknownComponentText(type: String) -> String {
            "[unknown component \"\(type)\"]"
        }
    }
#endif
