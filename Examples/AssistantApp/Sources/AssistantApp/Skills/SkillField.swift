import AgentSkill
import Foundation
import SkillJSON

/// One argument of a skill as a form field, made from its JSON Schema: what to type or choose, and what was typed
/// or chosen so far.
struct SkillField: Identifiable, Hashable {
    /// What kind of control the argument gets.
    enum Kind: Hashable {
        /// Text, or JSON for an array or an object.
        case text
        /// A number; whole when `integer`.
        case number(integer: Bool)
        /// On or off.
        case flag
        /// One of the schema's `enum` values, each with its label.
        case choice([Choice])
    }

    /// An allowed value and the words shown for it.
    struct Choice: Hashable {
        let value: String
        let label: String
    }

    /// The argument's name.
    let id: String
    let label: String
    let kind: Kind
    let isRequired: Bool
    /// The schema's description, shown under the field.
    let hint: String?
    /// The text typed, or the value chosen (empty for none).
    var text: String
    var isOn: Bool

    init(name: String, schema: JSONSchema, isRequired: Bool, texts: SkillTexts) {
        id = name
        label = texts.label(of: name)
        self.isRequired = isRequired
        hint = schema.description
        let choices = (schema.enumValues ?? []).compactMap(\.stringValue)
        kind =
            if !choices.isEmpty {
                .choice(choices.map { Choice(value: $0, label: texts.label(of: $0, for: name)) })
            } else {
                switch schema.type {
                case .boolean: .flag
                case .integer: .number(integer: true)
                case .number: .number(integer: false)
                default: .text
                }
            }
        switch schema.defaultValue {
        case .string(let text): self.text = text
        case .number(let number): self.text = number.rounded() == number ? String(Int(number)) : String(number)
        default: self.text = ""
        }
        isOn = schema.defaultValue?.boolValue ?? false
    }

    /// The argument to send, or `nil` when the field was left empty (a flag is always sent).
    var argument: JSONValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .flag: return .bool(isOn)
        case .number(let integer):
            guard let number = Double(trimmed) else { return trimmed.isEmpty ? nil : .string(trimmed) }
            return .number(integer ? number.rounded() : number)
        case .choice: return trimmed.isEmpty ? nil : .string(trimmed)
        case .text:
            guard !trimmed.isEmpty else { return nil }
            if trimmed.hasPrefix("[") || trimmed.hasPrefix("{"), let json = try? JSONValue.parse(trimmed) {
                return json
            }
            return .string(text)
        }
    }

    /// The words the chat shows for the value (a choice by its label).
    var shownValue: String {
        switch kind {
        case .flag: isOn ? "✓" : "✗"
        case .choice(let choices): choices.first { $0.value == text }?.label ?? text
        default: text
        }
    }
}
