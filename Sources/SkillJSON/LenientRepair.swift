/// One kind of fix the lenient reader can make; the log keeps one note per kind.
enum LenientRepair: Int, Sendable, CaseIterable {
    case codeFence
    case surroundingProse
    case trailingText
    case comment
    case trailingComma
    case extraComma
    case missingComma
    case missingColon
    case singleQuotes
    case smartQuotes
    case bareKey
    case literal
    case nonFinite
    case malformedNumber
    case controlCharacter
    case innerQuote
    case invalidEscape
    case quoteEscape
    case loneSurrogate
    case unicodeWhitespace
    case missingCloser
    case unmatchedCloser
    case unterminatedString
    case danglingKey
    case danglingSeparator
    case incompleteValue
    case unclosedContainers
    case invalidUTF8

    /// The note for `count` fixes of this kind; `detail` describes the first one.
    func message(count: Int, detail: String) -> String {
        count == 1 ? singular(detail) : plural(count, detail)
    }

    private func singular(_ detail: String) -> String {
        switch self {
        case .codeFence: "removed a Markdown code fence"
        case .surroundingProse: "took the first JSON \(detail) out of surrounding prose"
        case .trailingText: "removed trailing text after the JSON value"
        case .comment: "removed \(detail) comment"
        case .trailingComma: "removed trailing comma"
        case .extraComma: "removed extra comma"
        case .missingComma: "inserted missing comma"
        case .missingColon: "inserted missing ':'"
        case .singleQuotes: "replaced single quotes around a string"
        case .smartQuotes: "replaced smart quotes \(detail)"
        case .bareKey: "quoted bare key '\(detail)'"
        case .literal: "replaced \(detail)"
        case .nonFinite: "replaced \(detail) with null"
        case .malformedNumber: "repaired number '\(detail)'"
        case .controlCharacter: "escaped a raw \(detail) inside a string"
        case .innerQuote: "escaped an inner '\"' inside a string"
        case .invalidEscape: "kept invalid escape '\(detail)' as text"
        case .quoteEscape: "replaced escape \\' with '"
        case .loneSurrogate: "replaced a lone surrogate escape with U+FFFD"
        case .unicodeWhitespace: "removed non-ASCII whitespace \(detail)"
        case .missingCloser: "inserted missing '\(detail)'"
        case .unmatchedCloser: "removed unmatched '\(detail)'"
        case .unterminatedString: "closed an unterminated string"
        case .danglingKey: "dropped key '\(detail)' that had no value"
        case .danglingSeparator: "removed dangling '\(detail)' at end of input"
        case .incompleteValue: "dropped incomplete value '\(detail)' at end of input"
        case .unclosedContainers: "closed an unclosed bracket at end of input (added '\(detail)')"
        case .invalidUTF8: "replaced invalid UTF-8 with U+FFFD"
        }
    }

    private func plural(_ count: Int, _ detail: String) -> String {
        switch self {
        case .comment: "removed \(count) comments"
        case .trailingComma: "removed \(count) trailing commas"
        case .extraComma: "removed \(count) extra commas"
        case .missingComma: "inserted \(count) missing commas"
        case .missingColon: "inserted \(count) missing colons"
        case .singleQuotes: "replaced single quotes around \(count) strings"
        case .smartQuotes: "replaced smart quotes \(detail) around \(count) strings"
        case .bareKey: "quoted \(count) bare keys, first '\(detail)'"
        case .literal: "replaced \(count) non-JSON literals, first \(detail)"
        case .nonFinite: "replaced \(count) NaN/Infinity values with null, first \(detail)"
        case .malformedNumber: "repaired \(count) malformed numbers, first '\(detail)'"
        case .controlCharacter: "escaped \(count) raw control characters inside strings, first a \(detail)"
        case .innerQuote: "escaped \(count) inner '\"' inside strings"
        case .invalidEscape: "kept \(count) invalid escapes as text, first '\(detail)'"
        case .quoteEscape: "replaced \(count) escapes \\' with '"
        case .loneSurrogate: "replaced \(count) lone surrogate escapes with U+FFFD"
        case .unicodeWhitespace: "removed \(count) non-ASCII whitespace characters, first \(detail)"
        case .missingCloser: "inserted \(count) missing closing brackets, first '\(detail)'"
        case .unmatchedCloser: "removed \(count) unmatched closing brackets, first '\(detail)'"
        case .unterminatedString: "closed \(count) unterminated strings"
        case .danglingKey: "dropped \(count) keys that had no value, first '\(detail)'"
        case .unclosedContainers: "closed \(count) unclosed brackets at end of input (added '\(detail)')"
        case .codeFence, .surroundingProse, .trailingText, .danglingSeparator, .incompleteValue, .invalidUTF8:
            singular(detail)
        }
    }
}

/// The fixes made so far: for each kind, where it first happened, how often, and a detail.
struct LenientRepairLog: Sendable {
    struct Entry: Sendable {
        var offset: Int
        var count: Int
        var detail: String
    }

    /// Indexed by ``LenientRepair/rawValue``.
    private var entries = [Entry?](repeating: nil, count: LenientRepair.allCases.count)

    var isEmpty: Bool { entries.allSatisfy { $0 == nil } }

    func contains(_ kind: LenientRepair) -> Bool { entries[kind.rawValue] != nil }

    /// Records `count` fixes of `kind`; the detail is only computed for the first.
    mutating func record(
        _ kind: LenientRepair, at offset: Int, count: Int = 1, detail: @autoclosure () -> String = ""
    ) {
        if entries[kind.rawValue] != nil {
            entries[kind.rawValue]?.count += count
        } else {
            entries[kind.rawValue] = Entry(offset: offset, count: count, detail: detail())
        }
    }

    /// Keeps only the given kinds (used when the reader starts over further into the text).
    mutating func keepOnly(_ kinds: Set<LenientRepair>) {
        for kind in LenientRepair.allCases where !kinds.contains(kind) { entries[kind.rawValue] = nil }
    }

    /// The notes in text order, each prefixed with its line and column.
    func notes(in source: LenientSource) -> [String] {
        let recorded = LenientRepair.allCases.compactMap { kind in entries[kind.rawValue].map { (kind, $0) } }
        let ordered = recorded.sorted { ($0.1.offset, $0.0.rawValue) < ($1.1.offset, $1.0.rawValue) }
        let locations = source.locations(of: ordered.map(\.1.offset))
        return ordered.enumerated().map { position, entry in
            "\(locations[position]): \(entry.0.message(count: entry.1.count, detail: entry.1.detail))"
        }
    }
}
