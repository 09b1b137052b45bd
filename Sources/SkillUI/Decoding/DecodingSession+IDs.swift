import SkillJSON

/// Ids: given ones are kept (trimmed, unique); missing ones are derived from the position.
///
/// The root is `"root"`, a child `"<parent id>/<index>-<type>"` (index in the input array), a list
/// row `"<list id>/<index>"`. A repeated given id is renamed `"<id>~2"`, `"<id>~3"`… (an error in
/// strict mode). Made ids (derived or renamed) never take an id given anywhere in the document:
/// when a given id turns up that an earlier node already received as a made id, the pass is run
/// again with every given id reserved (see ``IDRegistry``).
extension DecodingSession {
    /// The derived id of the child at `index` of `parentID`.
    static func childID(parent parentID: String, index: Int, type: String) -> String {
        derivedID(parentID, index, type)
    }

    /// `"<parent>/<index>"`, or `"<parent>/<index>-<type>"`, copied into one allocation
    /// (appending to a `String` piece by piece costs several times more).
    static func derivedID(_ parent: String, _ index: Int, _ type: String? = nil) -> String {
        var parent = parent
        var type = type ?? ""
        var digitCount = 1
        var rest = index.magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        return parent.withUTF8 { parentBytes in
            type.withUTF8 { typeBytes in
                let count = parentBytes.count + 1 + digitCount + (typeBytes.isEmpty ? 0 : 1 + typeBytes.count)
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var offset = buffer.initialize(from: parentBytes).1
                    buffer[offset] = UInt8(ascii: "/")
                    offset += digitCount
                    var value = index.magnitude
                    for position in 0..<digitCount {
                        buffer[offset - position] = UInt8(ascii: "0") + UInt8(value % 10)
                        value /= 10
                    }
                    offset += 1
                    if !typeBytes.isEmpty {
                        buffer[offset] = UInt8(ascii: "-")
                        offset += 1
                        offset =
                            UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: typeBytes).1
                            + offset
                    }
                    return offset
                }
            }
        }
    }

    /// The id of a node of `type` at `site`: the given `member` when usable, otherwise derived.
    ///
    /// `checkType` is for custom and unknown types, whose names may contain `/` (built-in names
    /// never do, so their derived ids are unique by construction).
    mutating func assignID(_ member: Member?, site: NodeSite, type: String, checkType: Bool = false) -> String {
        let unique = !checkType || !type.utf8.contains(UInt8(ascii: "/"))
        return assignID(member, derived: site.derivedID(type: type), unique: unique)
    }

    /// The id of a list row: the given `member` when usable, otherwise `"<list id>/<index>"`.
    mutating func assignRowID(_ member: Member?, list listID: String, index: Int) -> String {
        assignID(member, derived: Self.derivedID(listID, index))
    }

    private mutating func assignID(
        _ member: Member?, derived: @autoclosure () -> String, unique: Bool = true
    ) -> String {
        guard let member, let given = givenID(member) else {
            return idRegistry.claimDerived(derived(), unique: unique)
        }
        switch idRegistry.claimGiven(given) {
        case .kept(let id):
            return id
        case .renamed(let renamed):
            warn(member.step, "duplicate id \(quoted(given))", fix: "renamed \(quoted(renamed))")
            return renamed
        }
    }

    /// The given id as a usable string, or `nil` (reported) when it cannot be used.
    private mutating func givenID(_ member: Member) -> String? {
        switch member.value {
        case .string(let text):
            let trimmed = limited(text, at: member.step).trimmingWhitespace()
            if trimmed.isEmpty {
                warn(member.step, "id is empty", fix: "a derived id is used")
                return nil
            }
            if trimmed.utf8.count != text.utf8.count, text.utf8.count <= limits.maxStringBytes {
                warn(member.step, "id \(describe(member.value)) has white space around it", fix: "trimmed")
            }
            return trimmed
        case .number:
            let text = member.value.stableString()
            warn(member.step, "expected a string id, got \(text)", fix: "read as \(quoted(text))")
            return text
        case .null:
            return nil
        case .bool, .array, .object:
            warn(
                member.step, "expected a string id, got \(describe(member.value))", fix: "a derived id is used")
            return nil
        }
    }
}
