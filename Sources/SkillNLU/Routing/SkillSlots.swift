import AgentSkill
import SkillJSON

/// What the router needs to know about one skill: its keywords and its arguments as slots.
struct SkillSlots: Sendable {
    let id: String
    let keywords: [String]
    let schema: SlotSchema
    /// It has both a day and a moment slot (a change of events: find on a day, move to a time);
    /// with two times in the utterance, the first finds and the second moves.
    let findsAndMoves: Bool
    /// It has a `kind` slot (records spending): an unmatched category becomes `other` (or `salary`).
    let recordsEntries: Bool

    /// It finds a stored event by an `id` or words of its title (to change or remove it): its
    /// title slot holds the event's name, not the whole request.
    let findsEvent: Bool

    /// An absent `date` slot is today (weather, running advice, a ledger entry), not "any day".
    let datesDefaultToToday: Bool
    /// Its ambiguous days lean to the past ("周五花了50" is last Friday).
    let leansToPast: Bool

    /// It asks about a place on a day (weather, running advice): a question after it may share both.
    let asksOfAPlaceAndDay: Bool

    /// The kinds of request it declares it serves (``AgentSkill/Skill/roles``).
    let roles: Set<SkillRole>

    /// The slots of `skill`; `datesDefaultToToday` and `leansToPast` add to what its
    /// ``AgentSkill/Skill/dateReading`` declares.
    init(_ skill: any Skill, datesDefaultToToday: Bool = false, leansToPast: Bool = false) {
        self.datesDefaultToToday = datesDefaultToToday || skill.dateReading.contains(.defaultsToToday)
        self.leansToPast = leansToPast || skill.dateReading.contains(.leansToPast)
        id = skill.id
        roles = skill.roles
        keywords = skill.keywords
        schema = SlotSchema(skill.parameters)
        let kinds = schema.slots.map(\.kind)
        findsAndMoves = kinds.contains(.day) && kinds.contains(.moment)
        recordsEntries = kinds.contains(.entryKind)
        findsEvent = kinds.contains(.title) && skill.parameters.properties["id"] != nil
        asksOfAPlaceAndDay = kinds.contains(.place) && kinds.contains(.day)
    }

    /// The first required argument `arguments` lacks.
    func missing(in arguments: [String: JSONValue]) -> (name: String, kind: SlotKind)? {
        for name in schema.required where arguments[name] == nil {
            if let kind = schema.kind(of: name) { return (name, kind) }
        }
        return nil
    }
}
