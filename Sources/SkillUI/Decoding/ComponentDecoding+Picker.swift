import SkillJSON

struct PickerFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label", "options", "selected", "action", "multiple", "style"],
        aliases: [
            "field": "name", "key": "name", "title": "label", "choices": "options", "items": "options",
            "values": "options", "value": "selected", "selection": "selected", "default": "selected",
            "current": "selected", "selectedValue": "selected", "selectedValues": "selected", "multi": "multiple",
            "multiSelect": "multiple", "allowMultiple": "multiple", "isMultiple": "multiple", "variant": "style",
            "displayStyle": "style", "appearance": "style",
        ])
    var name, label, options, selected, action, multiple, style: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        case 2: Member.place(&options, member)
        case 3: Member.place(&selected, member)
        case 4: Member.place(&action, member)
        case 5: Member.place(&multiple, member)
        case 6: Member.place(&style, member)
        default: member
        }
    }
}

/// One picker option written as an object.
struct OptionFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["value", "label"], aliases: ["key": "value", "title": "label", "text": "label", "name": "label"])
    var value, label: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&value, member)
        case 1: Member.place(&label, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Picker: options are strings (value and label alike) or `{value, label}` objects; a missing
    /// `name` defaults to the id; a `selected` value that is no option's value is ignored (warnings).
    /// A multiple picker's `selected` is an array; several values given to a single picker make it
    /// multiple when `multiple` is not set (warning).
    mutating func decodePicker(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: PickerFields.self, typeName: "picker")
        guard present(fields.options), let optionsMember = fields.options else {
            return missing("options", of: "picker")
        }
        guard case .array(let elements) = optionsMember.value else {
            mismatch(
                optionsMember.step, expected: "an array of options", got: optionsMember.value, dropping: "component")
            return .dropped
        }
        trail.append(.key(optionsMember.key))
        var options: [SKPicker.Option] = []
        options.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            trail.append(.index(index))
            if let option = pickerOption(element) { options.append(option) }
            trail.removeLast()
        }
        trail.removeLast()
        var node = SKPicker(
            name: string(fields.name) ?? "", label: string(fields.label), options: options,
            action: string(fields.action), multiple: flag(fields.multiple) ?? false,
            style: choice(fields.style, aliases: ChoiceAliases.pickerStyle, fallback: .dropdown) ?? .dropdown)
        if node.multiple {
            node.selectedValues = selectedValues(fields.selected, options: options)
        } else if case .array(let values)? = fields.selected?.value, let member = fields.selected {
            if values.count > 1, !present(fields.multiple) {
                warn(member.step, "\(values.count) options are selected", fix: "read as \"multiple\": true")
                node.multiple = true
                node.selectedValues = selectedValues(member, options: options)
            } else if let first = values.first, let text = string(first, at: member.step + [.index(0)]) {
                let rest = values.count > 1 ? "; the others ignored" : ""
                warn(member.step, "expected one value, got an array", fix: "read as \(quoted(text))\(rest)")
                node.selected = optionValue(text, options: options, at: member.step + [.index(0)])
            }
        } else if let text = string(fields.selected) {
            node.selected = optionValue(text, options: options, at: fields.selected?.step ?? [])
        }
        node.id = assignID(idMember, site: site, type: "picker")
        if node.name.isEmpty { node.name = defaultName(fields.name, id: node.id, type: "picker") }
        return .leaf(.picker(node))
    }

    /// `text` when it is an option's value; an option's label is read as its value, anything
    /// else ignored (warnings).
    private mutating func optionValue(_ text: String, options: [SKPicker.Option], at step: [JSONPath.Component])
        -> String?
    {
        if options.contains(where: { $0.value == text }) { return text }
        if let match = options.first(where: { $0.label == text }) {
            warn(step, "\(quoted(text)) is an option's label, not its value", fix: "read as \(quoted(match.value))")
            return match.value
        }
        warn(step, "\(describe(.string(text))) is not the value of an option", fix: "ignored")
        return nil
    }

    /// The chosen values of a multiple picker, in option order: an array of option values (a
    /// single string is read as a list of one, with a warning); repeats are dropped.
    private mutating func selectedValues(_ member: Member?, options: [SKPicker.Option]) -> [String] {
        guard let member else { return [] }
        var chosen = Set<String>()
        switch member.value {
        case .null:
            return []
        case .array(let values):
            for (index, value) in values.enumerated() {
                let step = member.step + [.index(index)]
                guard let text = string(value, at: step), let found = optionValue(text, options: options, at: step)
                else { continue }
                if !chosen.insert(found).inserted { warn(step, "\(quoted(found)) is selected twice", fix: "ignored") }
            }
        default:
            guard let text = string(member) else { return [] }
            warn(
                member.step, "expected an array of values for a multiple picker, got a string",
                fix: "read as [\(quoted(text))]")
            if let found = optionValue(text, options: options, at: member.step) { chosen.insert(found) }
        }
        return options.map(\.value).filter { chosen.contains($0) }
    }

    private mutating func pickerOption(_ element: JSONValue) -> SKPicker.Option? {
        switch element {
        case .string(let text):
            let value = limited(text, at: [])
            return SKPicker.Option(value: value, label: value)
        case .number, .bool:
            guard let value = string(element, at: []) else { return nil }
            return SKPicker.Option(value: value, label: value)
        case .null, .array:
            drop([], "expected an option (a string or {value, label}), got \(describe(element))", fix: "option dropped")
            return nil
        case .object(let members):
            let (fields, idMember) = collect(members, as: OptionFields.self, typeName: "option")
            var value = string(fields.value, dropping: "option")
            let label = string(fields.label)
            if value == nil, !present(fields.value) {
                if let idMember, let id = string(idMember) {
                    warn(idMember.step, "unknown field \"id\" for option", fix: "read as \"value\"")
                    value = id
                } else if let label {
                    warn([], "missing required field \"value\" for option", fix: "the label is used")
                    value = label
                }
            }
            guard let value else {
                if !present(fields.value) {
                    drop([], "missing required field \"value\" for option", fix: "option dropped")
                }
                return nil
            }
            if label == nil, !present(fields.label) {
                warn([], "missing required field \"label\" for option", fix: "the value is used")
            }
            return SKPicker.Option(value: value, label: label ?? value)
        }
    }
}
