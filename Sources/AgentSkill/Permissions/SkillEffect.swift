/// What running a skill does to the person's data, from harmless to irreversible.
///
/// The ``PermissionPolicy`` decides from the effect when no rule matches: read-only and write
/// calls run, destructive calls are asked about first. Write and destructive calls are recorded
/// in the ``AuditLog``.
///
/// ```swift
/// struct DeleteEventSkill: Skill {
///     var effect: SkillEffect { .destructive }
///     // …
/// }
/// ```
public enum SkillEffect: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Only reads or computes (weather, listing events, echo).
    case readOnly
    /// Adds or changes data (adding an event, recording an expense).
    case write
    /// Deletes or undoes data, or cannot be taken back.
    case destructive

    /// `"read-only"`, `"write"` or `"destructive"`.
    public var description: String {
        switch self {
        case .readOnly: "read-only"
        case .write: "write"
        case .destructive: "destructive"
        }
    }

    /// Whether calls with this effect are recorded in the audit log (write and destructive).
    public var isAudited: Bool { self != .readOnly }
}
