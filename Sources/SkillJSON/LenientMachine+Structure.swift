extension LenientMachine {
    /// A byte where a value must start.
    mutating func valueByte(_ byte: UInt8, at offset: Int) -> Bool {
        switch byte {
        case ASCII.slash: startSlash(at: offset)
        case ASCII.openBrace: push(isObject: true, at: offset)
        case ASCII.openBracket: push(isObject: false, at: offset)
        case ASCII.quote: beginString(.double, role: .value, at: offset)
        case ASCII.apostrophe: beginString(.single, role: .value, at: offset)
        case ASCII.closeBracket, ASCII.closeBrace:
            guard !frames.isEmpty else {
                fail("expected a JSON value", at: offset)
                return true
            }
            close(isObject: byte == ASCII.closeBrace, at: offset)
        case ASCII.comma: valueComma(at: offset)
        default:
            guard Self.startsWord(byte, role: .value) else {
                fail("expected a JSON value", at: offset)
                return true
            }
            beginWord(.value, at: offset)
            return false
        }
        return true
    }

    /// A comma where a value should be: `[1,,2]`, `[,1]`, or `{"a": , …}`.
    private mutating func valueComma(at offset: Int) {
        guard let top = frames.indices.last else { return fail("expected a JSON value", at: offset) }
        if frames[top].isObject {
            dropDanglingKey()
            mode = .key
            afterComma = true
            commaOffset = offset
        } else {
            log.record(.extraComma, at: offset)
        }
    }

    /// A byte where an object key or `}` must come.
    mutating func keyByte(_ byte: UInt8, at offset: Int) -> Bool {
        switch byte {
        case ASCII.slash: startSlash(at: offset)
        case ASCII.quote: beginString(.double, role: .key, at: offset)
        case ASCII.apostrophe: beginString(.single, role: .key, at: offset)
        case ASCII.closeBrace, ASCII.closeBracket: close(isObject: byte == ASCII.closeBrace, at: offset)
        case ASCII.comma: log.record(.extraComma, at: offset)
        default:
            guard Self.startsWord(byte, role: .key) else {
                fail(
                    afterComma ? "expected a double-quoted object key" : "expected a double-quoted object key or '}'",
                    at: offset)
                return true
            }
            beginWord(.key, at: offset)
            return false
        }
        return true
    }

    /// A byte where `:` must come.
    mutating func colonByte(_ byte: UInt8, at offset: Int) -> Bool {
        switch byte {
        case ASCII.slash: startSlash(at: offset)
        case ASCII.colon: mode = .value
        case ASCII.comma:
            dropDanglingKey()
            mode = .key
            afterComma = true
            commaOffset = offset
        case ASCII.closeBrace, ASCII.closeBracket: close(isObject: byte == ASCII.closeBrace, at: offset)
        case ASCII.quote, ASCII.apostrophe, ASCII.openBrace, ASCII.openBracket:
            insertColon(at: offset)
            return false
        default:
            guard Self.startsWord(byte, role: .value) else {
                fail("expected ':' after object key", at: offset)
                return true
            }
            insertColon(at: offset)
            return false
        }
        return true
    }

    private mutating func insertColon(at offset: Int) {
        log.record(.missingColon, at: offset)
        mode = .value
    }

    /// A byte after a value inside a container, where `,` or a closer must come.
    mutating func afterValueByte(_ byte: UInt8, at offset: Int) -> Bool {
        let inObject = frames.last?.isObject ?? false
        switch byte {
        case ASCII.slash: startSlash(at: offset)
        case ASCII.comma:
            mode = inObject ? .key : .value
            afterComma = true
            commaOffset = offset
        case ASCII.closeBrace, ASCII.closeBracket: close(isObject: byte == ASCII.closeBrace, at: offset)
        case ASCII.quote, ASCII.apostrophe:
            insertComma(at: offset, inObject: inObject)
            return false
        case ASCII.openBrace, ASCII.openBracket:
            guard !inObject else {
                fail("expected ',' or '}' after object member", at: offset)
                return true
            }
            insertComma(at: offset, inObject: false)
            return false
        default:
            guard Self.startsWord(byte, role: inObject ? .key : .value) else {
                fail(
                    inObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element",
                    at: offset)
                return true
            }
            insertComma(at: offset, inObject: inObject)
            return false
        }
        return true
    }

    private mutating func insertComma(at offset: Int, inObject: Bool) {
        log.record(.missingComma, at: offset)
        mode = inObject ? .key : .value
    }
}
