import SkillJSON

struct PickerFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label", "options", "selected", "action"],
        aliases: [
            "field": "name", "key": "name", "title": "label", "choices": "options", "items": "options",
            "values": "options", "value": "selected", "selection": "selected", "default": "selected",
            "current": "selected", "selectedValue": "selected",
        ])
    var name, label, options, selected, action: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        case 2: Member.place(&options, member)
        case 3: Member.place(&selected, member)
        case 4: Member.place(&action, member)
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
            selected: string(fields.selected), action: string(fields.action))
        if let selected = node.selected, !options.contains(where: { $0.value == selected }) {
            let step = fields.selected?.step ?? []
            if let match = options.first(where: { $0.label == selected }) {
                warn(
                    step, "\(quoted(selected)) is an option's label, not its value",
                    fix: "read as \(quoted(match.value))")
                node.selected = match.value
            } else {
                warn(step, "\(describe(.string(selected))) is not the value of an option", fix: "ignored")
                node.selected = nil
            }
        }
        node.id = assignID(idMember, site: site, type: "picker")
        if node.name.isEmpty { node.name = defaultName(fields.name, id: node.id, type: "picker") }
        return .leaf(.picker(node))
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
