extension LenientMachine {
    /// Starts a string after its opening quote (already read).
    mutating func beginString(_ quote: LenientStringToken.Quote, role: Role, at offset: Int) {
        afterComma = false
        string.role = role
        string.quote = quote
        string.openOffset = offset
        string.buffer.removeAll(keepingCapacity: true)
        string.pending = .none
        string.heldHigh = nil
        switch quote {
        case .double: break
        case .single: log.record(.singleQuotes, at: offset)
        case .smartDouble: log.record(.smartQuotes, at: offset, detail: "“…”")
        case .smartSingle: log.record(.smartQuotes, at: offset, detail: "‘…’")
        }
        mode = .string
    }

    /// Reads a run of plain text, or one byte that needs a decision.
    mutating func consumeString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, base: Int) -> Int {
        if string.pending == .none {
            let end = plainRunEnd(bytes, from: start)
            if end > start {
                appendText(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                return end
            }
        }
        return stringByte(bytes[start], at: base + start) ? start + 1 : start
    }

    /// The end of the run of bytes from `start` that are plain text in the current string.
    private func plainRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let closer = string.quote.asciiCloser
        let stopsAtNonASCII = string.quote.isSmart
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == closer || byte == ASCII.backslash || byte < ASCII.space || (stopsAtNonASCII && byte >= 0x80) {
                break
            }
            index += 1
        }
        return index
    }

    /// Handles one byte of a string that is not plain text; returns whether it was used up.
    private mutating func stringByte(_ byte: UInt8, at offset: Int) -> Bool {
        switch string.pending {
        case .none:
            if byte == ASCII.backslash {
                startEscape(at: offset)
            } else if byte == string.quote.asciiCloser {
                startCloseCandidate([byte], at: offset)
            } else if byte >= 0x80 && LenientMachine.sequenceLength(lead: byte) > 1 {
                string.pending = .scalar
                string.pendingBytes = [byte]
                string.pendingOffset = offset
            } else {
                if byte < ASCII.space { noteControl(byte, at: offset) }
                appendText(CollectionOfOne(byte))
            }
            return true
        case .escape:
            return escapeByte(byte)
        case .lowSurrogate:
            guard byte == ASCII.backslash else {
                emitLoneHigh()
                string.pending = .none
                return false
            }
            startEscape(at: offset)
            return true
        case .scalar:
            return scalarByte(byte)
        case .closeCandidate:
            return closeCandidateByte(byte, at: offset)
        }
    }

    private mutating func startEscape(at offset: Int) {
        string.pending = .escape
        string.escape.removeAll(keepingCapacity: true)
        string.escapeOffset = offset
    }

    private mutating func startCloseCandidate(_ bytes: [UInt8], at offset: Int) {
        string.pending = .closeCandidate
        string.pendingBytes = bytes
        string.pendingOffset = offset
        string.trailingSpace.removeAll(keepingCapacity: true)
    }

    /// After a quote that may close the string: blanks wait, a structural byte closes the string,
    /// anything else makes the quote (and the blanks) part of the text.
    private mutating func closeCandidateByte(_ byte: UInt8, at offset: Int) -> Bool {
        if Self.isWhitespace(byte) {
            string.trailingSpace.append(byte)
            return true
        }
        let afterLineBreak = string.trailingSpace.contains { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }
        if LenientStringToken.endsString(before: byte, afterLineBreak: afterLineBreak) {
            endString()
            return false
        }
        if string.quote == .double { log.record(.innerQuote, at: string.pendingOffset) }
        string.pending = .none
        appendText(string.pendingBytes)
        var position = offset - string.trailingSpace.count
        for blank in string.trailingSpace {
            if blank < ASCII.space { noteControl(blank, at: position) }
            position += 1
        }
        appendText(string.trailingSpace)
        return false
    }

    /// The next byte of a multi-byte character in a smart-quoted string.
    private mutating func scalarByte(_ byte: UInt8) -> Bool {
        let length = Self.sequenceLength(lead: string.pendingBytes[0])
        guard byte & 0xC0 == 0x80, string.pendingBytes.count < length else {
            string.pending = .none
            appendText(string.pendingBytes)
            return false
        }
        string.pendingBytes.append(byte)
        if string.pendingBytes.count == length {
            string.pending = .none
            if string.quote.isCloser(Self.decodeScalar(string.pendingBytes)) {
                startCloseCandidate(string.pendingBytes, at: string.pendingOffset)
            } else {
                appendText(string.pendingBytes)
            }
        }
        return true
    }

    /// Appends decoded bytes to the string, enforcing ``JSONParseLimits/maxStringBytes``.
    mutating func appendText(_ bytes: some Collection<UInt8>) {
        string.buffer.append(contentsOf: bytes)
        if string.buffer.count > limits.maxStringBytes {
            fail(.stringTooLong, "string is too long", at: string.openOffset)
        }
    }

    private mutating func noteControl(_ byte: UInt8, at offset: Int) {
        log.record(.controlCharacter, at: offset, detail: Self.controlName(byte))
    }

    static func controlName(_ byte: UInt8) -> String {
        switch byte {
        case ASCII.lineFeed, ASCII.carriageReturn: "line break"
        case ASCII.tab: "tab"
        default: "control character U+\(JSONParser.hex4(UInt32(byte)))"
        }
    }

    /// Completes the string at its closing quote.
    mutating func endString() {
        string.pending = .none
        let text = String(decoding: string.buffer, as: UTF8.self)
        if string.role == .key {
            setKey(text, at: string.openOffset)
        } else {
            complete(.string(text))
        }
    }

    /// Completes a string cut off by the end of input, dropping a half-read escape or character.
    mutating func finishString() {
        if string.pending == .closeCandidate { return endString() }
        string.pending = .none
        string.heldHigh = nil
        let text = string.completeText
        if string.role == .key {
            log.record(.danglingKey, at: string.openOffset, detail: Self.shorten(text))
            mode = .key
            return
        }
        log.record(.unterminatedString, at: string.openOffset)
        complete(.string(text))
    }

    /// Up to 40 characters of `text`, for repair notes.
    static func shorten(_ text: String) -> String {
        text.count <= 40 ? text : text.prefix(39) + "…"
    }
}
