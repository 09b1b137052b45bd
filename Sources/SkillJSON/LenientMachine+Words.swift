extension LenientMachine {
    /// What a bare word means as a value, and the fix it took to read it that way.
    struct WordReading: Sendable {
        var value: JSONValue
        var repair: LenientRepair?
        var detail = ""
    }

    /// Starts a bare word at its first byte (not yet read).
    mutating func beginWord(_ role: Role, at offset: Int) {
        afterComma = false
        word.removeAll(keepingCapacity: true)
        wordOffset = offset
        wordRole = role
        mode = .word
    }

    /// Reads the bytes that continue the word; the first other byte ends it.
    mutating func consumeWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, base: Int) -> Int {
        let role: Role = wordRole == .key ? .key : .value
        var index = start
        while index < bytes.count, Self.continuesWord(bytes[index], role: role) { index += 1 }
        word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        if wordRole == .key, word.count > limits.maxStringBytes {
            fail(.stringTooLong, "object key is too long", at: wordOffset)
            return index
        }
        if index < bytes.count { endWord(final: false) }
        return index
    }

    /// Interprets the finished word; `final` when the input ended right after it.
    mutating func endWord(final: Bool) {
        switch wordRole {
        case .key:
            let key = String(decoding: word, as: UTF8.self)
            if final {
                log.record(.danglingKey, at: wordOffset, detail: Self.shorten(key))
                mode = .key
            } else {
                log.record(.bareKey, at: wordOffset, detail: Self.shorten(key))
                setKey(key, at: wordOffset)
            }
        case .value:
            if let reading = final && Self.isCutNumber(word) ? nil : Self.interpret(word) {
                record(reading)
                complete(reading.value)
            } else if final {
                log.record(
                    .incompleteValue, at: wordOffset, detail: Self.shorten(String(decoding: word, as: UTF8.self)))
                dropIncompleteValue()
            } else {
                fail("expected a JSON value", at: wordOffset)
            }
        case .probe:
            guard Self.interpret(word) != nil else { return startProse(at: wordOffset) }
            if final { acceptProbe() } else { mode = .probeTail }
        }
    }

    /// Takes a word at the very start of the text (`True`) as the whole value.
    mutating func acceptProbe() {
        guard let reading = Self.interpret(word) else { return startProse(at: wordOffset) }
        beginValue(at: wordOffset, kind: "value")
        record(reading)
        if let blank = probeBlank {
            log.record(.unicodeWhitespace, at: blank.offset, detail: "U+\(JSONParser.hex4(blank.value))")
        }
        complete(reading.value)
    }

    private mutating func record(_ reading: WordReading) {
        if let repair = reading.repair { log.record(repair, at: wordOffset, detail: reading.detail) }
    }

    private mutating func dropIncompleteValue() {
        guard let top = frames.indices.last else {
            droppedValueOffset = droppedValueOffset ?? wordOffset
            mode = .value
            return
        }
        frames[top].key = nil
        mode = .afterValue
    }

    /// Whether `word` is a number cut off before its digits (`-`, `1.`, `2e`, `2e+`).
    static func isCutNumber(_ word: [UInt8]) -> Bool {
        guard let first = word.first, let last = word.last, !isLetter(first) else { return false }
        return last == ASCII.period || last == ASCII.minus || last == ASCII.plus || last | 0x20 == ASCII.lowerE
    }

    /// Reads a bare word as a JSON value: a literal (also Python's and other spellings), a number
    /// (also malformed ones such as `01` or `.5`), or NaN/Infinity as `null`.
    static func interpret(_ word: [UInt8]) -> WordReading? {
        guard let first = word.first else { return nil }
        let text = String(decoding: word, as: UTF8.self)
        if isLetter(first) || first == 0x5F || first == 0x24 { return interpretLiteral(text) }
        let number = word.withUnsafeBufferPointer { buffer -> Double? in
            guard case .number(let value)? = try? JSONParser.parse(buffer, limits: .unlimited, validateUTF8: false)
            else { return nil }
            return value
        }
        if let number { return WordReading(value: .number(number)) }
        if let reading = interpretLiteral(text), reading.repair == .nonFinite { return reading }
        guard let value = Double(text) else { return nil }
        guard value.isFinite else { return WordReading(value: .null, repair: .nonFinite, detail: text) }
        return WordReading(value: .number(value), repair: .malformedNumber, detail: shorten(text))
    }

    private static func interpretLiteral(_ text: String) -> WordReading? {
        switch text {
        case "true": return WordReading(value: .bool(true))
        case "false": return WordReading(value: .bool(false))
        case "null": return WordReading(value: .null)
        default: break
        }
        switch text.lowercased() {
        case "true": return WordReading(value: .bool(true), repair: .literal, detail: "\(text) with true")
        case "false": return WordReading(value: .bool(false), repair: .literal, detail: "\(text) with false")
        case "null", "none", "nil", "undefined":
            return WordReading(value: .null, repair: .literal, detail: "\(text) with null")
        case "nan", "+nan", "-nan", "infinity", "+infinity", "-infinity", "inf", "+inf", "-inf":
            return WordReading(value: .null, repair: .nonFinite, detail: text)
        default: return nil
        }
    }
}
