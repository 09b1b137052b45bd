/// What the person has approved so far in one agent session ("once per session").
///
/// The agent keeps one and updates it when a call whose rule says `"remember": "session"` is
/// approved; the ``PermissionPolicy`` reads it.
///
/// ```swift
/// var session = PermissionSession()
/// session.remember("calendar.delete")
/// session.hasApproved("calendar.delete")  // true
/// ```
public struct PermissionSession: Sendable, Hashable {
    /// The skills approved for the rest of the session.
    public private(set) var approvedSkillIDs: Set<String>

    /// Creates a session, empty unless told otherwise.
    public init(approvedSkillIDs: Set<String> = []) {
        self.approvedSkillIDs = approvedSkillIDs
    }

    /// Records that `skillID` is approved for the rest of the session.
    public mutating func remember(_ skillID: String) {
        approvedSkillIDs.insert(skillID)
    }

    /// Whether `skillID` was approved for the rest of the session.
    public func hasApproved(_ skillID: String) -> Bool {
        approvedSkillIDs.contains(skillID)
    }
}
