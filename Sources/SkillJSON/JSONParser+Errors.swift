extension JSONParser {
    /// An ``JSONError/invalidJSON(reason:location:)`` at `offset` (the current index by default).
    func invalid(_ reason: String, at offset: Int? = nil) -> JSONError {
        let offset = offset ?? index
        return .invalidJSON(reason: reason, location: location(of: offset))
    }

    /// `"<expectation>, got <what is at offset>"` as an error at `offset`.
    func unexpected(_ expectation: String, at offset: Int? = nil) -> JSONError {
        let offset = offset ?? index
        return invalid("\(expectation), got \(describeToken(at: offset))", at: offset)
    }

    /// Line and column of a byte offset; computed only when an error is reported.
    func location(of offset: Int) -> JSONSourceLocation {
        var line = 1
        var column = 1
        var position = 0
        let end = min(offset, bytes.count)
        while position < end {
            let byte = bytes[position]
            if byte == ASCII.lineFeed {
                line += 1
                column = 1
            } else if byte == ASCII.carriageReturn {
                if position + 1 < bytes.count, bytes[position + 1] == ASCII.lineFeed {
                    // CR LF: the LF ends the line.
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return JSONSourceLocation(offset: offset, line: line, column: column)
    }

    /// A short quoted rendering of the input at `offset`: a whole word for letters (`'NaN'`),
    /// one character otherwise, `U+XXXX` for invisible characters, or `end of input`.
    func describeToken(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if ASCII.isWordByte(byte) {
            var end = offset + 1
            while end < bytes.count, end - offset < 24, ASCII.isWordByte(bytes[end]) { end += 1 }
            return "'\(text(offset..<end))'"
        }
        switch byte {
        case ASCII.slash: return "'/' (comments are not allowed in JSON)"
        case ASCII.apostrophe: return "''' (strings must use double quotes)"
        default: break
        }
        let scalar = scalar(at: offset)
        return Self.quoteCharacter(scalar)
    }

    /// `'c'` for visible characters, `U+XXXX` for controls, spaces and format characters.
    static func quoteCharacter(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate,
            .privateUse, .unassigned:
            "U+\(hex4(scalar.value))"
        default:
            "'\(Character(scalar))'"
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The input bytes in `range` as text, replacing any invalid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The bytes of a string token as a `String`, without validating them again: the input was
    /// validated up front (bytes) or is a `String`, and a token starts and ends at ASCII quotes.
    func validatedText(_ range: Range<Int>) -> String {
        Self.string(uncheckedUTF8: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// `bytes`, known to be valid UTF-8, as a `String`; skips the validation `String(decoding:as:)`
    /// repeats where the standard library allows it (`UTF8Span`). Debug builds check the invariant.
    static func string(uncheckedUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "string token is not valid UTF-8")
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Unicode scalar starting at `offset` (U+FFFD if the bytes are not valid there).
    func scalar(at offset: Int) -> Unicode.Scalar {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let decoded = text(offset..<min(offset + length, bytes.count))
        return decoded.unicodeScalars.first ?? "\u{FFFD}"
    }
}
