import SkillJSON

// Button, text field, toggle and picker: the components that send actions and form values.

struct ButtonFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["title", "action", "payload", "role", "disabled"],
        aliases: [
            "label": "title", "text": "title", "content": "title", "onClick": "action", "onTap": "action",
            "onPress": "action", "event": "action", "command": "action", "actionId": "action", "data": "payload",
            "params": "payload", "parameters": "payload", "args": "payload", "variant": "role", "style": "role",
            "isDisabled": "disabled",
        ])
    var title, action, payload, role, disabled: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&title, member)
        case 1: Member.place(&action, member)
        case 2: Member.place(&payload, member)
        case 3: Member.place(&role, member)
        case 4: Member.place(&disabled, member)
        default: member
        }
    }
}

struct TextFieldFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label", "placeholder", "value", "kind", "required", "minLength", "maxLength", "pattern"],
        aliases: [
            "field": "name", "key": "name", "title": "label", "hint": "placeholder", "prompt": "placeholder",
            "defaultValue": "value", "default": "value", "text": "value", "inputType": "kind", "keyboard": "kind",
            "keyboardType": "kind", "fieldType": "kind", "format": "kind", "isRequired": "required",
            "min": "minLength", "max": "maxLength", "regex": "pattern",
        ])
    var name, label, placeholder, value, kind, required, minLength, maxLength, pattern: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        case 2: Member.place(&placeholder, member)
        case 3: Member.place(&value, member)
        case 4: Member.place(&kind, member)
        case 5: Member.place(&required, member)
        case 6: Member.place(&minLength, member)
        case 7: Member.place(&maxLength, member)
        case 8: Member.place(&pattern, member)
        default: member
        }
    }
}

struct ToggleFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label", "isOn", "action", "style"],
        aliases: [
            "field": "name", "key": "name", "title": "label", "text": "label", "on": "isOn", "value": "isOn",
            "checked": "isOn", "enabled": "isOn", "selected": "isOn", "state": "isOn", "variant": "style",
            "appearance": "style", "displayStyle": "style",
        ])
    var name, label, isOn, action, style: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        case 2: Member.place(&isOn, member)
        case 3: Member.place(&action, member)
        case 4: Member.place(&style, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Button: a missing `action` keeps the button, disabled, with action `""` (warning).
    mutating func decodeButton(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ButtonFields.self, typeName: "button")
        guard present(fields.title) else { return missing("title", of: "button") }
        guard let title = string(fields.title, dropping: "component") else { return .dropped }
        var node = SKButton(
            title: title, action: "", payload: fields.payload.map { freeform($0.value, at: $0.step) },
            role: choice(fields.role, aliases: ChoiceAliases.role, fallback: .primary) ?? .primary,
            disabled: flag(fields.disabled) ?? false)
        if let action = string(fields.action) {
            node.action = action
        } else {
            if !present(fields.action) {
                warn([], "missing required field \"action\" for button", fix: "shown disabled")
            }
            node.disabled = true
        }
        node.id = assignID(idMember, site: site, type: "button")
        return .leaf(.button(node))
    }

    /// Text field: a missing `name` defaults to the field's id (warning).
    mutating func decodeTextField(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: TextFieldFields.self, typeName: "textField")
        var node = SKTextField(
            name: string(fields.name) ?? "", label: string(fields.label), placeholder: string(fields.placeholder),
            value: string(fields.value),
            kind: choice(fields.kind, aliases: ChoiceAliases.fieldKind, fallback: .text) ?? .text,
            required: flag(fields.required) ?? false, minLength: count(fields.minLength),
            maxLength: count(fields.maxLength), pattern: string(fields.pattern))
        if let minLength = node.minLength, let maxLength = node.maxLength, minLength > maxLength,
            let member = fields.maxLength
        {
            warn(member.step, "maxLength \(maxLength) is less than minLength \(minLength)", fix: "ignored")
            node.maxLength = nil
        }
        node.id = assignID(idMember, site: site, type: "textField")
        if node.name.isEmpty { node.name = defaultName(fields.name, id: node.id, type: "textField") }
        return .leaf(.textField(node))
    }

    /// Toggle: a missing `name` defaults to the id, a missing `label` to the name (warnings);
    /// `style` defaults to switch, or to what a type alias says (`checkbox`).
    mutating func decodeToggle(_ members: [String: JSONValue], site: NodeSite, preset: TypePreset) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ToggleFields.self, typeName: "toggle")
        let label = string(fields.label)
        var node = SKToggle(
            name: string(fields.name) ?? "", label: label ?? "", isOn: flag(fields.isOn) ?? false,
            action: string(fields.action),
            style: choice(fields.style, aliases: ChoiceAliases.toggleStyle, fallback: .switch) ?? preset.toggleStyle
                ?? .switch)
        node.id = assignID(idMember, site: site, type: "toggle")
        if node.name.isEmpty { node.name = defaultName(fields.name, id: node.id, type: "toggle") }
        if label == nil {
            if !present(fields.label) {
                warn([], "missing required field \"label\" for toggle", fix: "the name is used")
            }
            node.label = node.name
        }
        return .leaf(.toggle(node))
    }

    /// The name of an input that has none: its id, with a warning when the field was missing.
    mutating func defaultName(_ member: Member?, id: String, type: String) -> String {
        if !present(member) {
            warn([], "missing required field \"name\" for \(type)", fix: "the id \(quoted(id)) is used")
        } else if case .string("")? = member?.value {
            warn(member?.step ?? [], "name is empty", fix: "the id \(quoted(id)) is used")
        }
        return id
    }
}
