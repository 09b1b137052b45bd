import SkillJSON

// Slider: a number input over a range.

struct SliderFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label", "min", "max", "step", "value"],
        aliases: [
            "field": "name", "key": "name", "title": "label", "minimum": "min", "minValue": "min", "from": "min",
            "maximum": "max", "maxValue": "max", "to": "max", "increment": "step", "stepSize": "step",
            "current": "value", "default": "value", "defaultValue": "value",
        ])
    var name, label, min, max, step, value: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        case 2: Member.place(&min, member)
        case 3: Member.place(&max, member)
        case 4: Member.place(&step, member)
        case 5: Member.place(&value, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Slider: `max` is required and must be above `min` (a reversed range is swapped, an empty one
    /// drops the slider); a `step` that is not positive is ignored; `value` defaults to `min` and is
    /// clamped into the range (warnings).
    mutating func decodeSlider(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: SliderFields.self, typeName: "slider")
        guard present(fields.max) else { return missing("max", of: "slider") }
        guard let maxMember = fields.max, var upper = number(maxMember, dropping: "component") else {
            return .dropped
        }
        var lower = number(fields.min) ?? 0
        if upper < lower {
            warn(
                maxMember.step, "max \(format(upper)) is below min \(format(lower))",
                fix: "the two are swapped")
            swap(&lower, &upper)
        } else if upper == lower {
            drop(maxMember.step, "max \(format(upper)) equals min \(format(lower)), so there is nothing to choose")
            return .dropped
        }
        var step = number(fields.step)
        if let given = step, given <= 0, let member = fields.step {
            warn(member.step, "step \(format(given)) is not positive", fix: "ignored")
            step = nil
        }
        var value = number(fields.value) ?? lower
        if value < lower || value > upper, let member = fields.value {
            let clamped = Swift.min(Swift.max(value, lower), upper)
            warn(
                member.step, "\(format(value)) is outside \(format(lower))…\(format(upper))",
                fix: "clamped to \(format(clamped))")
            value = clamped
        }
        var node = SKSlider(
            name: string(fields.name) ?? "", label: string(fields.label), min: lower, max: upper, step: step,
            value: value)
        node.id = assignID(idMember, site: site, type: "slider")
        if node.name.isEmpty { node.name = defaultName(fields.name, id: node.id, type: "slider") }
        return .leaf(.slider(node))
    }
}
