extension LenientMachine {
    /// Collects the bytes of one non-ASCII character between tokens, then handles it whole;
    /// a broken sequence counts as U+FFFD.
    mutating func assembleScalar(_ byte: UInt8, at offset: Int) -> Bool {
        if scalarBytes.isEmpty {
            guard Self.sequenceLength(lead: byte) > 1 else {
                handleScalar("\u{FFFD}", bytes: [byte], at: offset)
                return true
            }
            scalarBytes.append(byte)
            scalarOffset = offset
            return true
        }
        let continues = byte & 0xC0 == 0x80
        if continues { scalarBytes.append(byte) }
        guard !continues || scalarBytes.count >= Self.sequenceLength(lead: scalarBytes[0]) else { return true }
        let bytes = scalarBytes
        scalarBytes.removeAll(keepingCapacity: true)
        handleScalar(continues ? Self.decodeScalar(bytes) : "\u{FFFD}", bytes: bytes, at: scalarOffset)
        return continues
    }

    /// Handles a non-ASCII character between tokens: smart quotes open strings, Unicode spaces are
    /// skipped, anything else is prose before the value or an error inside it.
    mutating func handleScalar(_ scalar: Unicode.Scalar, bytes: [UInt8], at offset: Int) {
        let quote = LenientStringToken.Quote(opening: scalar)
        let blank = Self.isUnicodeBlank(scalar)
        switch mode {
        case .prologue:
            if blank {
                // A byte order mark may start JSON text; other blanks are not JSON whitespace.
                if scalar.value != 0xFEFF || offset != 0 {
                    log.record(.unicodeWhitespace, at: offset, detail: "U+\(JSONParser.hex4(scalar.value))")
                }
                return
            }
            guard let quote else { return startProse(at: offset) }
            beginValue(at: offset, kind: "value")
            beginString(quote, role: .value, at: offset)
        case .fenceTag:
            mode = .prologue
            handleScalar(scalar, bytes: bytes, at: offset)
        case .probeTail:
            guard blank else { return startProse(at: wordOffset) }
            // Noted only if the word is taken as the value after all.
            if probeBlank == nil { probeBlank = (offset, scalar.value) }
        case .value, .key, .colon, .afterValue:
            if blank {
                log.record(.unicodeWhitespace, at: offset, detail: "U+\(JSONParser.hex4(scalar.value))")
                return
            }
            structuralScalar(scalar, quote: quote, bytes: bytes, at: offset)
        default:
            break
        }
    }

    private mutating func structuralScalar(
        _ scalar: Unicode.Scalar, quote: LenientStringToken.Quote?, bytes: [UInt8], at offset: Int
    ) {
        let inObject = frames.last?.isObject ?? false
        switch mode {
        case .value:
            guard let quote else { return fail("expected a JSON value", at: offset) }
            beginString(quote, role: .value, at: offset)
        case .key:
            if let quote { return beginString(quote, role: .key, at: offset) }
            beginWord(.key, at: offset)
            word.append(contentsOf: bytes)
        case .colon:
            guard let quote else { return fail("expected ':' after object key", at: offset) }
            log.record(.missingColon, at: offset)
            beginString(quote, role: .value, at: offset)
        case .afterValue:
            guard let quote else {
                return fail(
                    inObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element",
                    at: offset)
            }
            log.record(.missingComma, at: offset)
            beginString(quote, role: inObject ? .key : .value, at: offset)
        default:
            break
        }
    }

    /// Starts skipping prose (text before the value that is not JSON).
    mutating func startProse(at offset: Int) {
        if proseOffset == nil { proseOffset = offset }
        mode = .prose
    }

    /// The length of the UTF-8 sequence that `lead` starts, or 1 if it cannot start one.
    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    static func decodeScalar(_ bytes: [UInt8]) -> Unicode.Scalar {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Spaces and invisible characters that models put where JSON only allows ASCII whitespace.
    static func isUnicodeBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00A0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }
}
