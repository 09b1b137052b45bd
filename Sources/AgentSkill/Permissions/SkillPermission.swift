/// Something a skill needs access to, such as the network or the person's ledger.
///
/// Permissions are open strings with dotted names (`"calendar.read"`); the constants below are
/// the ones the standard skills use. Rules of a ``PermissionPolicy`` can match on them:
///
/// ```swift
/// var permissions: [SkillPermission] { [.ledgerRead, .ledgerWrite] }
/// ```
public struct SkillPermission: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Talks to servers on the network.
    public static let network: SkillPermission = "network"
    /// Reads or writes its own stored data.
    public static let storage: SkillPermission = "storage"
    /// Uses the person's location.
    public static let location: SkillPermission = "location"
    /// Reads calendar events.
    public static let calendarRead: SkillPermission = "calendar.read"
    /// Adds, changes or deletes calendar events.
    public static let calendarWrite: SkillPermission = "calendar.write"
    /// Reads ledger entries.
    public static let ledgerRead: SkillPermission = "ledger.read"
    /// Adds, changes or deletes ledger entries.
    public static let ledgerWrite: SkillPermission = "ledger.write"
    /// Reads or changes calendar events: the coarse name from before read and write were told
    /// apart. Prefer ``calendarRead`` and ``calendarWrite``; kept so existing skills compile.
    public static let calendar: SkillPermission = "calendar"
}
