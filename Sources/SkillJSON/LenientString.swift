/// A string being read by ``LenientMachine``: its quotes, its decoded UTF-8 so far, and any
/// half-read escape, character or closing quote.
struct LenientStringToken: Sendable {
    /// The quote characters around a string.
    enum Quote: Sendable, Equatable {
        /// `"…"`, as JSON requires.
        case double
        /// `'…'`.
        case single
        /// `“…”` (also `”…”` and `„…“`).
        case smartDouble
        /// `‘…’` (also `’…’` and `‚…‘`).
        case smartSingle

        /// The smart quote that `scalar` opens, if it is one.
        init?(opening scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x201C, 0x201D, 0x201E: self = .smartDouble
            case 0x2018, 0x2019, 0x201A: self = .smartSingle
            default: return nil
            }
        }

        /// The ASCII quote that can end this string.
        var asciiCloser: UInt8 {
            self == .double || self == .smartDouble ? ASCII.quote : ASCII.apostrophe
        }

        var isSmart: Bool { self == .smartDouble || self == .smartSingle }

        /// Whether the non-ASCII `scalar` can end this string.
        func isCloser(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .smartDouble: scalar.value == 0x201C || scalar.value == 0x201D
            case .smartSingle: scalar.value == 0x2018 || scalar.value == 0x2019
            case .double, .single: false
            }
        }
    }

    /// What the string is waiting for before it can go on.
    enum Pending: Sendable, Equatable {
        case none
        /// After a backslash: the escape so far is in `escape`.
        case escape
        /// After a high surrogate escape, hoping for `\uDC00`–`\uDFFF`.
        case lowSurrogate
        /// Inside a multi-byte character of a smart-quoted string (it may be the closing quote).
        case scalar
        /// After a quote that may end the string; the next non-blank byte decides.
        case closeCandidate
    }

    var role = LenientMachine.Role.value
    var quote = Quote.double
    var openOffset = 0
    var buffer: [UInt8] = []
    var pending = Pending.none
    var escape: [UInt8] = []
    var escapeOffset = 0
    var heldHigh: UInt32?
    var heldOffset = 0
    /// The bytes of a half-read character or of a candidate closing quote.
    var pendingBytes: [UInt8] = []
    var pendingOffset = 0
    /// Whitespace after a candidate closing quote.
    var trailingSpace: [UInt8] = []

    /// The text so far, without a character whose bytes have not all arrived.
    var completeText: String {
        String(decoding: buffer[..<Self.completePrefixLength(buffer)], as: UTF8.self)
    }

    /// The length of `bytes` without a trailing, incomplete UTF-8 sequence.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var lead = bytes.count
        while lead > 0, bytes.count - lead < 4 {
            lead -= 1
            let byte = bytes[lead]
            guard byte & 0xC0 == 0x80 else {
                let needed = LenientMachine.sequenceLength(lead: byte)
                return lead + needed > bytes.count ? lead : bytes.count
            }
        }
        return bytes.count
    }

    /// Whether a candidate closing quote really ends the string, judging by the next non-blank
    /// `byte` and whether a line break came before it.
    ///
    /// Text goes on after an inner quote or apostrophe with a letter or punctuation (`"say "hi"
    /// now"`, `'it's'`); JSON goes on with a separator, a closer, another string, a number or a
    /// container (the last three when a comma or colon is missing), or on a new line.
    static func endsString(before byte: UInt8, afterLineBreak: Bool) -> Bool {
        if afterLineBreak || ASCII.isDigit(byte) { return true }
        switch byte {
        case ASCII.comma, ASCII.colon, ASCII.closeBrace, ASCII.closeBracket, ASCII.openBrace, ASCII.openBracket,
            ASCII.quote, ASCII.apostrophe, ASCII.slash, ASCII.minus:
            return true
        default:
            return false
        }
    }
}
