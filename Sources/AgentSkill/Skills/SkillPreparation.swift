import SkillJSON

/// What a skill's look-up before the permission check decided (see ``Skill/prepare(_:context:)``).
///
/// ```swift
/// func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
///     guard let event = try find(arguments, context) else { return .answer(SkillOutput("No event matches.")) }
///     return .proceed(arguments: ["id": .string(event.uid)], summary: "Delete “\(event.title)”")
/// }
/// ```
public enum SkillPreparation: Sendable, Hashable {
    /// Go on to the permission check and the run with these arguments (resolved: an id instead
    /// of title words, concrete times instead of "an hour later"); `summary`, when given, is the
    /// line the approval prompt and the audit log show instead of ``Skill/summary(for:)``'s.
    case proceed(arguments: JSONValue, summary: String?)
    /// Answer now with this output: nothing to approve or run (nothing matched, or several
    /// matched and the person must choose).
    case answer(SkillOutput)
}

/// What a skill's look-up before a UI action's permission check decided (see
/// ``Skill/prepare(_:context:)-(UIAction,_)``).
public enum ActionPreparation: Sendable, Hashable {
    /// Go on to the permission check and the handler; `summary`, when given, is the line the
    /// approval prompt and the audit log show.
    case proceed(summary: String?)
    /// Answer now with this output, as the handler's would be (the target is gone, say):
    /// nothing to approve or run.
    case answer(SkillOutput)
}
