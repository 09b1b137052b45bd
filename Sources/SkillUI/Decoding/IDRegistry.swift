/// The ids handed out in one decoding pass, kept unique with as little hashing as possible.
///
/// Derived ids of the form `"<parent id>/<index>-<type>"` and `"<list id>/<index>"` are unique by
/// construction when the type has no `/`: the part after the last `/` names the index (and type),
/// and parent ids are unique. So they are only collected, and hashed only when something could
/// collide with them: a given id that contains `/` (or is `"root"`), or a renamed id.
struct IDRegistry {
    /// Ids given in the document and kept.
    private(set) var given: Set<String> = []
    /// Ids the decoder made that are not unique by construction: renamed ones, and derived ones
    /// whose type contains `/`.
    private var made: Set<String> = []
    /// Derived ids that are unique by construction, unhashed until ``derivedLookup()`` needs them.
    private var derived: [String] = []
    private var derivedSet: Set<String>?
    /// Ids given anywhere in the document, from an earlier pass; made ids avoid them.
    var reserved: Set<String> = []
    /// A given id turned up that an earlier node already received as a made id; the pass must
    /// run again with ``reserved`` set to ``given``.
    private(set) var needsRepair = false

    /// What became of a given id.
    enum Claim {
        case kept(String)
        /// It repeats an earlier given id; this is the new name.
        case renamed(String)
    }

    /// Claims an id given in the document.
    mutating func claimGiven(_ id: String) -> Claim {
        if given.contains(id) { return .renamed(make(id, renaming: true)) }
        if made.contains(id) || (Self.looksDerived(id) && derivedLookup().contains(id)) {
            needsRepair = true
        }
        given.insert(id)
        return .kept(id)
    }

    /// Claims a derived id; `unique` says it is unique by construction (no `/` in its type).
    mutating func claimDerived(_ id: String, unique: Bool) -> String {
        guard unique, !Self.has(given, id), !Self.has(made, id), !Self.has(reserved, id) else {
            return make(id, renaming: false)
        }
        derived.append(id)
        derivedSet?.insert(id)
        return id
    }

    /// `base` (unless `renaming`), or `base~2`, `base~3`…: the first id nobody has.
    private mutating func make(_ base: String, renaming: Bool) -> String {
        var candidate = renaming ? "\(base)~2" : base
        var suffix = renaming ? 3 : 2
        while given.contains(candidate) || made.contains(candidate) || reserved.contains(candidate)
            || derivedLookup().contains(candidate)
        {
            candidate = "\(base)~\(suffix)"
            suffix += 1
        }
        made.insert(candidate)
        return candidate
    }

    private mutating func derivedLookup() -> Set<String> {
        if let derivedSet { return derivedSet }
        let set = Set(derived)
        derivedSet = set
        return set
    }

    /// `set.contains(id)` without hashing `id` when the set is empty.
    private static func has(_ set: Set<String>, _ id: String) -> Bool {
        !set.isEmpty && set.contains(id)
    }

    /// Whether `id` could equal a derived id: `"root"`, or anything with a `/`.
    private static func looksDerived(_ id: String) -> Bool {
        id == "root" || id.utf8.contains(UInt8(ascii: "/"))
    }
}
