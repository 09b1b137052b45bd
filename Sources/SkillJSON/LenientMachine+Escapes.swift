extension LenientMachine {
    /// The next byte of an escape sequence; invalid escapes are kept as text.
    mutating func escapeByte(_ byte: UInt8) -> Bool {
        guard string.escape.isEmpty else { return unicodeEscapeByte(byte) }
        if byte != ASCII.lowerU, string.heldHigh != nil { emitLoneHigh() }
        let simple: UInt8
        switch byte {
        case ASCII.quote, ASCII.backslash, ASCII.slash: simple = byte
        case ASCII.lowerB: simple = 0x08
        case ASCII.lowerF: simple = 0x0C
        case ASCII.lowerN: simple = ASCII.lineFeed
        case ASCII.lowerR: simple = ASCII.carriageReturn
        case ASCII.lowerT: simple = ASCII.tab
        case ASCII.apostrophe:
            if string.quote != .single { log.record(.quoteEscape, at: string.escapeOffset) }
            simple = ASCII.apostrophe
        case ASCII.lowerU:
            string.escape.append(byte)
            return true
        default:
            // Not an escape: keep the backslash and read the byte again as text.
            string.pending = .none
            log.record(.invalidEscape, at: string.escapeOffset, detail: "\\" + Self.printable(byte))
            appendText(CollectionOfOne(ASCII.backslash))
            return false
        }
        string.pending = .none
        appendText(CollectionOfOne(simple))
        return true
    }

    /// The next byte of `\uXXXX`.
    private mutating func unicodeEscapeByte(_ byte: UInt8) -> Bool {
        guard ASCII.hexValue(byte) != nil else {
            if string.heldHigh != nil { emitLoneHigh() }
            string.pending = .none
            let kept = [ASCII.backslash] + string.escape
            log.record(.invalidEscape, at: string.escapeOffset, detail: String(decoding: kept, as: UTF8.self))
            appendText(kept)
            return false
        }
        string.escape.append(byte)
        guard string.escape.count == 5 else { return true }
        var unit: UInt32 = 0
        for hex in string.escape.dropFirst() { unit = unit << 4 | (ASCII.hexValue(hex) ?? 0) }
        string.pending = .none
        appendUnit(unit)
        return true
    }

    /// Adds the UTF-16 code unit of a `\u` escape, pairing surrogates.
    private mutating func appendUnit(_ unit: UInt32) {
        if let high = string.heldHigh {
            string.heldHigh = nil
            if (0xDC00...0xDFFF).contains(unit) {
                return appendScalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
            }
            emitLone(at: string.heldOffset)
        }
        switch unit {
        case 0xD800...0xDBFF:
            string.heldHigh = unit
            string.heldOffset = string.escapeOffset
            string.pending = .lowSurrogate
        case 0xDC00...0xDFFF:
            emitLone(at: string.escapeOffset)
        default:
            appendScalar(unit)
        }
    }

    /// Replaces a held high surrogate that no low surrogate followed with U+FFFD.
    mutating func emitLoneHigh() {
        string.heldHigh = nil
        emitLone(at: string.heldOffset)
    }

    private mutating func emitLone(at offset: Int) {
        log.record(.loneSurrogate, at: offset)
        appendScalar(0xFFFD)
    }

    private mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        appendText(scalar.utf8)
    }

    /// A byte as it would appear in a note: itself if visible ASCII, otherwise `U+XX`.
    static func printable(_ byte: UInt8) -> String {
        byte > ASCII.space && byte < 0x7F
            ? String(UnicodeScalar(byte)) : "U+\(JSONParser.hex4(UInt32(byte)))"
    }
}
