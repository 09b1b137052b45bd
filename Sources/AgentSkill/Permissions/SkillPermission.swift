/// Something a skill needs access to, such as the network or the person's ledger.
///
/// Permissions are open strings with dotted names (`"calendar.read"`): the core names only what
/// any skill may need (network, storage, location); a module of skills names its own data, as the
/// standard skills name `calendar.read` and `ledger.write`. `X.read` and `X.write` also give a
/// skill the store's `X_*` tables (see ``SkillStore/StoreAccess/init(permissions:)``). Rules of a
/// ``PermissionPolicy`` can match on them:
///
/// ```swift
/// extension SkillPermission { static let notesWrite: SkillPermission = "notes.write" }
/// var permissions: [SkillPermission] { [.network, "notes.read", .notesWrite] }
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
}
