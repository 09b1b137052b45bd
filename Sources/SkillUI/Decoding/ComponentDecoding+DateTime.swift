import SkillJSON

// Date and time input.

struct DateTimeInputFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label", "value", "mode", "min", "max"],
        aliases: [
            "field": "name", "key": "name", "title": "label", "default": "value", "defaultValue": "value",
            "kind": "mode", "inputType": "mode", "format": "mode", "minimum": "min", "earliest": "min",
            "maximum": "max", "latest": "max",
        ])
    var name, label, value, mode, min, max: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        case 2: Member.place(&value, member)
        case 3: Member.place(&mode, member)
        case 4: Member.place(&min, member)
        case 5: Member.place(&max, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Date-time input: `value`, `min` and `max` must have the mode's ISO 8601 form (a value of
    /// another form sets a missing `mode`; other misfits are ignored); a `max` before `min` is
    /// ignored and a value outside them clamped (warnings).
    mutating func decodeDateTimeInput(_ members: [String: JSONValue], site: NodeSite, preset: TypePreset)
        -> NodeOutcome
    {
        let (fields, idMember) = collect(members, as: DateTimeInputFields.self, typeName: "dateTimeInput")
        var mode = choice(fields.mode, aliases: ChoiceAliases.dateMode, fallback: .dateTime) ?? preset.dateMode
        var value = fields.value.flatMap { isoText($0) }
        if mode == nil, let (text, found) = value, let form = found, form != .dateTime, let member = fields.value {
            warn(
                member.step, "\(quoted(text)) is a \(form.rawValue), not a dateTime",
                fix: "mode set to \(quoted(form.rawValue))", hint: "did you mean mode \(quoted(form.rawValue))?")
            mode = form
        }
        let resolved = mode ?? .dateTime
        var node = SKDateTimeInput(name: string(fields.name) ?? "", label: string(fields.label), mode: resolved)
        node.value = inMode(&value, resolved, fields.value)
        var lower = fields.min.flatMap { isoText($0) }
        var upper = fields.max.flatMap { isoText($0) }
        node.min = inMode(&lower, resolved, fields.min)
        node.max = inMode(&upper, resolved, fields.max)
        if let min = node.min, let max = node.max, ISODateTimeText.sortKey(max) < ISODateTimeText.sortKey(min),
            let member = fields.max
        {
            warn(member.step, "max \(quoted(max)) is before min \(quoted(min))", fix: "ignored")
            node.max = nil
        }
        if let current = node.value, let member = fields.value {
            let key = ISODateTimeText.sortKey(current)
            let bound =
                node.min.flatMap { key < ISODateTimeText.sortKey($0) ? $0 : nil }
                ?? node.max.flatMap { key > ISODateTimeText.sortKey($0) ? $0 : nil }
            if let bound {
                let range = "\(node.min ?? "")…\(node.max ?? "")"
                warn(member.step, "\(quoted(current)) is outside \(range)", fix: "clamped to \(quoted(bound))")
                node.value = bound
            }
        }
        node.id = assignID(idMember, site: site, type: "dateTimeInput")
        if node.name.isEmpty { node.name = defaultName(fields.name, id: node.id, type: "dateTimeInput") }
        return .leaf(.dateTimeInput(node))
    }

    /// A member's text with the ISO form it has (`nil` form when it has none); a space between
    /// date and time is read as `T` (warning).
    private mutating func isoText(_ member: Member) -> (String, SKDateTimeInput.Mode?)? {
        guard let text = string(member) else { return nil }
        if let form = ISODateTimeText.mode(of: text) { return (text, form) }
        if let fixed = ISODateTimeText.repaired(text) {
            warn(member.step, "\(quoted(text)) separates date and time with a space", fix: "read as \(quoted(fixed))")
            return (fixed, .dateTime)
        }
        return (text, nil)
    }

    /// The text when its form is `mode`'s; otherwise `nil`, with a warning.
    private mutating func inMode(
        _ parsed: inout (String, SKDateTimeInput.Mode?)?, _ mode: SKDateTimeInput.Mode, _ member: Member?
    ) -> String? {
        guard let (text, form) = parsed, let member else { return nil }
        guard form == mode else {
            warn(
                member.step, "\(describe(.string(text))) is not a \(mode.rawValue) (\(ISODateTimeText.form(of: mode)))",
                fix: "ignored")
            parsed = nil
            return nil
        }
        return text
    }
}
