extension JSONParser {
    /// Parses a string token starting at the opening quote; leaves the index after the closing quote.
    mutating func parseString() throws(JSONError) -> String {
        let quote = index
        index += 1
        let start = index
        index = scanToSpecialByte(from: start)
        guard index < bytes.count else { throw unterminatedString(at: quote) }
        let byte = bytes[index]
        if byte == ASCII.quote {
            guard index - start <= limits.maxStringBytes else {
                throw .stringTooLong(limit: limits.maxStringBytes, location: location(of: quote))
            }
            let string = validatedText(start..<index)
            index += 1
            return string
        }
        if byte == ASCII.backslash { return try parseEscapedString(quote: quote, start: start) }
        throw controlCharacter(at: index)
    }

    /// Continues a string that contains escapes, assembling its bytes in `scratch`.
    private mutating func parseEscapedString(quote: Int, start: Int) throws(JSONError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while true {
            guard index < bytes.count else { throw unterminatedString(at: quote) }
            let byte = bytes[index]
            if byte == ASCII.quote {
                guard scratch.count <= limits.maxStringBytes else {
                    throw .stringTooLong(limit: limits.maxStringBytes, location: location(of: quote))
                }
                index += 1
                return scratch.withUnsafeBufferPointer { Self.string(uncheckedUTF8: $0) }
            } else if byte == ASCII.backslash {
                try appendEscape()
            } else if byte < ASCII.space {
                throw controlCharacter(at: index)
            } else {
                let runEnd = scanToSpecialByte(from: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                index = runEnd
            }
            if scratch.count > limits.maxStringBytes {
                throw .stringTooLong(limit: limits.maxStringBytes, location: location(of: quote))
            }
        }
    }

    /// Decodes the escape sequence at the index (a backslash) into `scratch`.
    private mutating func appendEscape() throws(JSONError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw unterminatedString(at: escapeStart) }
        let simple: UInt8
        switch bytes[index] {
        case ASCII.quote: simple = ASCII.quote
        case ASCII.backslash: simple = ASCII.backslash
        case ASCII.slash: simple = ASCII.slash
        case ASCII.lowerB: simple = 0x08
        case ASCII.lowerF: simple = 0x0C
        case ASCII.lowerN: simple = ASCII.lineFeed
        case ASCII.lowerR: simple = ASCII.carriageReturn
        case ASCII.lowerT: simple = ASCII.tab
        case ASCII.lowerU:
            appendUTF8(try parseUnicodeEscape(escapeStart: escapeStart))
            return
        default:
            let shown = Self.quoteCharacter(scalar(at: index))
            throw invalid("invalid escape sequence: backslash followed by \(shown) in string", at: escapeStart)
        }
        scratch.append(simple)
        index += 1
    }

    /// Decodes `\uXXXX` (and a following low surrogate); the index is on the `u`.
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONError) -> Unicode.Scalar {
        let unit = try hexQuad(at: index + 1)
        index += 5
        switch unit {
        case 0xD800...0xDBFF:
            let hasLow =
                index + 1 < bytes.count && bytes[index] == ASCII.backslash && bytes[index + 1] == ASCII.lowerU
            let low = try hasLow ? hexQuad(at: index + 2) : 0
            guard (0xDC00...0xDFFF).contains(low) else {
                throw invalid(
                    "lone high surrogate \\u\(Self.hex4(unit)) in string: it must be followed by a low"
                        + " surrogate escape \\uDC00–\\uDFFF",
                    at: escapeStart)
            }
            index += 6
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw invalid(
                "lone low surrogate \\u\(Self.hex4(unit)) in string: it must follow a high surrogate"
                    + " escape \\uD800–\\uDBFF",
                at: escapeStart)
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// Reads four hex digits at `offset`.
    private func hexQuad(at offset: Int) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for position in offset..<(offset + 4) {
            guard position < bytes.count, let digit = ASCII.hexValue(bytes[position]) else {
                throw unexpected("invalid \\u escape in string: expected 4 hex digits", at: position)
            }
            value = value << 4 | digit
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        scratch.append(contentsOf: scalar.utf8)
    }

    private func unterminatedString(at quote: Int) -> JSONError {
        invalid("unterminated string: no closing '\"' before the end of input", at: quote)
    }

    private func controlCharacter(at offset: Int) -> JSONError {
        let byte = bytes[offset]
        let hint: String
        switch byte {
        case ASCII.lineFeed: hint = " — write it as \\n"
        case ASCII.carriageReturn: hint = " — write it as \\r"
        case ASCII.tab: hint = " — write it as \\t"
        default: hint = " — write it as \\u00" + String(Self.hex4(UInt32(byte)).suffix(2))
        }
        return invalid("unescaped control character U+\(Self.hex4(UInt32(byte))) in string\(hint)", at: offset)
    }

    /// The first index at or after `start` holding `"`, `\` or a control character (or the end).
    ///
    /// Checks eight bytes at a time with SWAR bit tricks before falling back to single bytes.
    @inline(__always)
    private func scanToSpecialByte(from start: Int) -> Int {
        var position = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while position + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                let quotes = word ^ (ones &* UInt64(ASCII.quote))
                let slashes = word ^ (ones &* UInt64(ASCII.backslash))
                let hasQuote = (quotes &- ones) & ~quotes
                let hasSlash = (slashes &- ones) & ~slashes
                let hasControl = (word &- ones &* 0x20) & ~word
                if (hasQuote | hasSlash | hasControl) & highs != 0 { break }
                position += 8
            }
        }
        while position < count {
            let byte = bytes[position]
            if byte == ASCII.quote || byte == ASCII.backslash || byte < ASCII.space { return position }
            position += 1
        }
        return position
    }
}
