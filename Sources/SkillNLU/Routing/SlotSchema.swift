import SkillJSON

/// What fills one argument of a skill, as ``NLURouter`` reads it from the skill's parameter schema.
///
/// The rules, in order:
/// 1. an explicit `format` on the property: `"date"` (a day, `YYYY-MM-DD`) or `"local-date-time"`
///    (`YYYY-MM-DDTHH:MM:SS` without an offset) makes it a time slot; the property name then says
///    which end of a range it takes (`end`, `to` → the end, anything else → the start);
/// 2. otherwise the property name: `city`/`place` ← a place (its English name); `date` ← a day;
///    `from`/`to` ← the first/last day of a range (or the one day); `start`/`end` ← a moment or
///    the two ends of a range; `amount`/`currency` ← money; `kind` ← expense/income words;
///    `category` ← the category lexicon; `title` ← the text without time expressions and
///    fillers; `text`/`content` ← the text after the skill's keyword; `limit` ← 最近10笔, "the last 20";
///    `said` ← the request as typed; `duration` (or `format: "duration"`) ← a length or the time
///    until a moment said from now, as ISO 8601; `deadline` ← the end of a time said as a
///    deadline from now (周五前, "by Friday", 下午5点前: the last day, or the moment), which the
///    skill's `start`-like moment then does not take; `scope` (an enum holding `series`) ←
///    which occurrences of a repeating event the words mean (``EventScope``);
/// 3. `format: "rrule"` ← how the request says it repeats (``EventRepetition``), which then also
///    writes the first occurrence into the moment slot;
/// 4. any other property is left for the skill's default or a language model.
enum SlotKind: Sendable, Hashable {
    case place
    case day
    case rangeFrom
    case rangeTo
    case moment
    case momentEnd
    case amount
    case currency
    case entryKind
    case category
    case title
    /// Where an event takes place, as said (`在海底捞`, "at the library", `地点：A座802`).
    case venue
    /// A ledger note: the words beside the amount ("午饭" in "午饭花了35元").
    case note
    /// How many to show (`limit`): 最近10笔, "the last 20".
    case count
    case text
    /// The request as said (`said`): lets a skill that finds a stored thing fall back on the
    /// whole message when the name words miss.
    case request
    /// How long, as ISO 8601 (`PT20M`, `PT1H30M`): a length said ("for 20 minutes", 一个半小时) or
    /// the time until a moment said from now ("in 2 minutes", 两小时后). For timers and reminders.
    case duration
    /// The end of a deadline said from now (`deadline`): 周五前, "by Friday" → the last day
    /// (`2026-12-04`); 下午5点前, "by 5pm" → the moment (`2026-12-02T17:00:00`). For to-dos.
    case deadline
    /// How it repeats, as an RFC 5545 `RRULE` value (`format: "rrule"`): 每周三 → `FREQ=WEEKLY;BYDAY=WE`.
    case recurrence
    /// Which occurrences of a repeating event (`scope`): `occurrence`, `following` or `series`.
    case scope

    /// The slot of property `name` with schema `schema`, or `nil` when nothing fills it.
    init?(name: String, schema: JSONSchema) {
        let isEnd = name == "end" || name == "to"
        switch schema.format {
        case "date":
            self = isEnd ? .rangeTo : (name == "from" ? .rangeFrom : .day)
            return
        case "local-date-time":
            self = isEnd ? .momentEnd : .moment
            return
        case "duration":
            self = .duration
            return
        case "rrule":
            self = .recurrence
            return
        default: break
        }
        if name == "scope", schema.enumValues?.contains(.string("series")) == true {
            self = .scope
            return
        }
        switch name {
        case "city", "place": self = .place
        case "date": self = .day
        case "from": self = .rangeFrom
        case "to": self = .rangeTo
        case "start": self = .moment
        case "end": self = .momentEnd
        case "amount": self = .amount
        case "currency": self = .currency
        case "kind": self = .entryKind
        case "category": self = .category
        case "title": self = .title
        case "location": self = .venue
        case "note": self = .note
        case "text", "content": self = .text
        case "limit": self = .count
        case "said": self = .request
        case "duration": self = .duration
        case "deadline": self = .deadline
        default: return nil
        }
    }

    /// The entity kind that fills this slot, if any.
    var entityKind: EntityKinds {
        switch self {
        case .place: .place
        case .day, .rangeFrom, .rangeTo, .moment, .momentEnd, .duration, .deadline: .time
        case .amount, .currency: .money
        case .entryKind, .category, .title, .venue, .note, .text, .count, .request, .recurrence, .scope: []
        }
    }

    /// Whether a follow-up ("那后天呢", "what about Shanghai?") may change this slot.
    var followsUp: Bool { self != .duration && (entityKind == .place || entityKind == .time) }
}

/// A skill's arguments as slots: which property each slot fills, and which are required.
struct SlotSchema: Sendable, Hashable {
    /// `(property, slot)` in property-name order, so filling is deterministic.
    let slots: [(name: String, kind: SlotKind)]
    /// Required properties that have a slot, in the schema's order.
    let required: [String]

    init(_ schema: JSONSchema) {
        let slots: [(name: String, kind: SlotKind)] = schema.properties.keys.sorted().compactMap { name in
            guard let property = schema.properties[name], let kind = SlotKind(name: name, schema: property) else {
                return nil
            }
            return (name, kind)
        }
        self.slots = slots
        required = schema.required.filter { name in slots.contains { $0.name == name } }
    }

    static func == (lhs: SlotSchema, rhs: SlotSchema) -> Bool {
        lhs.required == rhs.required && lhs.slots.map(\.name) == rhs.slots.map(\.name)
            && lhs.slots.map(\.kind) == rhs.slots.map(\.kind)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(required)
        for slot in slots {
            hasher.combine(slot.name)
            hasher.combine(slot.kind)
        }
    }

    /// The slot of property `name`.
    func kind(of name: String) -> SlotKind? {
        slots.first { $0.name == name }?.kind
    }
}
