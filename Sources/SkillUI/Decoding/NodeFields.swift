import SkillJSON

/// One member of a component object, remembered with the key it was written under (for paths).
struct Member {
    /// How the key was spelled: canonical, a documented synonym, or an alias that needs a warning.
    enum Spelling: UInt8, Comparable {
        case canonical, synonym, alias

        static func < (lhs: Spelling, rhs: Spelling) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var key: String
    var value: JSONValue
    var spelling: Spelling = .canonical

    /// The path step of this member.
    var step: [JSONPath.Component] { [.key(key)] }
}

/// The fields of one component kind: one optional ``Member`` per canonical key.
///
/// `assign` switches over slot numbers (positions in ``keys``), and ``FieldKeys`` finds a key's
/// slot by comparing lengths and end bytes before strings, so reading a well-formed node costs
/// no hashing and few string comparisons.
protocol NodeFieldSet {
    init()
    /// The canonical keys (slot order) and the aliases accepted in lenient mode.
    static var keys: FieldKeys { get }
    /// Stores `member` in the field at `slot`; returns the member that lost when the field was
    /// already set (see ``Member/place(_:_:)``).
    mutating func assign(_ slot: Int, _ member: Member) -> Member?
}

extension Member {
    /// Puts `member` into `slot`; when both exist the canonical spelling (then the smaller key)
    /// wins, and the other is returned.
    @inline(__always)
    static func place(_ slot: inout Member?, _ member: Member) -> Member? {
        guard let current = slot else {
            slot = member
            return nil
        }
        if (member.spelling, member.key) < (current.spelling, current.key) {
            slot = member
            return current
        }
        return member
    }
}

/// A kind's canonical keys, found by slot, and its lenient spellings: every canonical name in any
/// case, `snake_case` or `kebab-case`, plus listed aliases.
struct FieldKeys {
    /// The canonical keys, in slot order.
    let names: [String]
    private let signatures: [UInt32]
    private var canonicalByFolded: [String: String] = [:]
    /// The slot of `children`, for the `components` synonym.
    let childrenSlot: Int?

    /// - Parameters:
    ///   - names: The canonical keys, in slot order.
    ///   - aliases: Other spellings, alias → canonical name.
    init(_ names: [String], aliases: [String: String] = [:]) {
        self.names = names
        signatures = names.map(Self.signature)
        childrenSlot = names.firstIndex(of: "children")
        for name in names { canonicalByFolded[Self.fold(name)] = name }
        for (alias, name) in aliases { canonicalByFolded[Self.fold(alias)] = name }
    }

    /// The slot of the canonical key `key`.
    func slot(of key: String, signature: UInt32) -> Int? {
        for index in signatures.indices where signatures[index] == signature && names[index] == key {
            return index
        }
        return nil
    }

    /// The slot `key` stands for as an alias (lenient spelling), with its canonical name.
    func aliasSlot(of key: String) -> (slot: Int, name: String)? {
        guard let name = canonicalByFolded[Self.fold(key)], let slot = names.firstIndex(of: name) else {
            return nil
        }
        return (slot, name)
    }

    /// Length and first byte: different signatures mean different keys.
    @inline(__always)
    static func signature(_ key: String) -> UInt32 {
        let utf8 = key.utf8
        guard let first = utf8.first else { return 0 }
        return UInt32(truncatingIfNeeded: utf8.count) << 8 | UInt32(first)
    }

    /// Lowercased, without `_`, `-` and spaces.
    static func fold(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != "_" && scalar != "-" && scalar != " " {
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }

    /// `signature("type")`, `signature("id")` and `signature("components")`, as constants.
    static var typeSignature: UInt32 { 4 << 8 | UInt32(UInt8(ascii: "t")) }
    static var idSignature: UInt32 { 2 << 8 | UInt32(UInt8(ascii: "i")) }
    static var componentsSignature: UInt32 { 10 << 8 | UInt32(UInt8(ascii: "c")) }
}

extension DecodingSession {
    /// Sorts a component object's members into `Fields`, resolving aliases and reporting unknown
    /// and repeated keys (in key order, so diagnostics are deterministic).
    ///
    /// - Returns: the fields and the `id` member.
    mutating func collect<Fields: NodeFieldSet>(
        _ members: [String: JSONValue], as _: Fields.Type, typeName: String
    ) -> (fields: Fields, id: Member?) {
        var fields = Fields()
        var id: Member?
        var unresolved: [Member] = []
        var ignored: [Member] = []
        let keys = Fields.keys
        for (key, value) in members {
            let signature = FieldKeys.signature(key)
            if signature == FieldKeys.typeSignature && key == "type" { continue }
            if signature == FieldKeys.idSignature && key == "id" {
                id = Member(key: key, value: value)
                continue
            }
            var member = Member(key: key, value: value)
            var slot = keys.slot(of: key, signature: signature)
            if slot == nil, signature == FieldKeys.componentsSignature, key == "components" {
                slot = keys.childrenSlot
                member.spelling = .synonym
            }
            guard let slot else {
                unresolved.append(member)
                continue
            }
            if let loser = fields.assign(slot, member) { ignored.append(loser) }
        }
        guard !unresolved.isEmpty || !ignored.isEmpty else { return (fields, id) }
        var pending = unresolved.map { ($0, true) } + ignored.map { ($0, false) }
        pending.sort { $0.0.key < $1.0.key }
        for (member, isUnresolved) in pending {
            guard isUnresolved else {
                // Only `components` can lose in the first pass: it is the one synonym.
                warn(member.step, "field \(quoted(member.key)) repeats \(quoted("children"))", fix: "ignored")
                continue
            }
            resolve(member, into: &fields, typeName: typeName)
        }
        return (fields, id)
    }

    private mutating func resolve<Fields: NodeFieldSet>(_ member: Member, into fields: inout Fields, typeName: String) {
        guard let (slot, name) = Fields.keys.aliasSlot(of: member.key) else {
            warn(member.step, "unknown field \(quoted(member.key)) for \(typeName)", fix: "ignored")
            return
        }
        var alias = member
        alias.spelling = .alias
        if fields.assign(slot, alias) == nil {
            warn(
                member.step, "unknown field \(quoted(member.key)) for \(typeName)", fix: "read as \(quoted(name))",
                hint: "did you mean \(quoted(name))?")
        } else {
            // Aliases come in key order after every canonical key, so the alias is the one ignored.
            warn(member.step, "field \(quoted(member.key)) repeats \(quoted(name))", fix: "ignored")
        }
    }
}

/// `text` as a JSON string literal, for messages.
func quoted(_ text: String) -> String {
    JSONValue.string(text).stableString()
}
