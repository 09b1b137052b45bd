/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// 1. Check the input size against ``JSONParseLimits/maxBytes``.
/// 2. Validate UTF-8 up front (only for byte input; `String` is already valid).
/// 3. Parse iteratively with explicit container stacks, so nesting depth costs heap, not stack.
///
/// Strings without escapes become `String`s straight from the input buffer; escaped strings are
/// assembled in one reusable scratch buffer. Positions are turned into line and column only when
/// an error is thrown.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: JSONParseLimits
    var index = 0
    var scratch: [UInt8] = []

    /// An open container and where its contents start on the shared element or member stack.
    private enum Container {
        case array(start: Int)
        case object(start: Int)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Parses one complete JSON document.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits, validateUTF8: Bool
    ) throws(JSONError) -> JSONValue {
        guard bytes.count <= limits.maxBytes else {
            throw .inputTooLarge(byteCount: bytes.count, limit: limits.maxBytes)
        }
        if validateUTF8, let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw .invalidUTF8(offset: offset)
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        return try parser.parseDocument()
    }

    private mutating func parseDocument() throws(JSONError) -> JSONValue {
        // RFC 8259 §8.1: a parser may ignore a leading byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw unexpected("unexpected content after the JSON value")
        }
        return value
    }

    // MARK: - Values and containers

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        // Contents of all open containers share two stacks, so their storage is reused.
        var containers: [Container] = []
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        var keys: [String] = []

        nextValue: while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("expected a JSON value") }
            var value: JSONValue
            switch bytes[index] {
            case ASCII.openBracket:
                try checkDepth(containers.count)
                index += 1
                skipWhitespace()
                if peek() == ASCII.closeBracket {
                    index += 1
                    value = .array([])
                } else {
                    containers.append(.array(start: elements.count))
                    continue nextValue
                }
            case ASCII.openBrace:
                try checkDepth(containers.count)
                index += 1
                skipWhitespace()
                if peek() == ASCII.closeBrace {
                    index += 1
                    value = .object([:])
                } else {
                    keys.append(try parseMemberKey(afterComma: false))
                    containers.append(.object(start: members.count))
                    continue nextValue
                }
            case ASCII.quote: value = .string(try parseString())
            case ASCII.lowerT: value = try parseLiteral("true", .bool(true))
            case ASCII.lowerF: value = try parseLiteral("false", .bool(false))
            case ASCII.lowerN: value = try parseLiteral("null", .null)
            case ASCII.minus, ASCII.zero...ASCII.nine: value = .number(try parseNumber())
            default: throw unexpected("expected a JSON value")
            }

            // A value is complete: add it to the open container, closing containers as they end.
            while let container = containers.last {
                skipWhitespace()
                switch container {
                case .array(let start):
                    elements.append(value)
                    if peek() == ASCII.comma {
                        index += 1
                        skipWhitespace()
                        if peek() == ASCII.closeBracket {
                            throw invalid("trailing comma before ']' is not allowed")
                        }
                        continue nextValue
                    }
                    guard peek() == ASCII.closeBracket else {
                        throw unexpected("expected ',' or ']' after array element")
                    }
                    index += 1
                    containers.removeLast()
                    value = .array(Array(elements[start...]))
                    elements.removeSubrange(start...)
                case .object(let start):
                    members.append((keys.removeLast(), value))
                    if peek() == ASCII.comma {
                        index += 1
                        keys.append(try parseMemberKey(afterComma: true))
                        continue nextValue
                    }
                    guard peek() == ASCII.closeBrace else {
                        throw unexpected("expected ',' or '}' after object member")
                    }
                    index += 1
                    containers.removeLast()
                    value = .object(Self.dictionary(members[start...]))
                    members.removeSubrange(start...)
                }
            }
            return value
        }
    }

    /// Builds an object's dictionary at its final size; a repeated key keeps its last value.
    private static func dictionary(
        _ members: ArraySlice<(key: String, value: JSONValue)>
    ) -> [String: JSONValue] {
        var dictionary = [String: JSONValue](minimumCapacity: members.count)
        for (key, value) in members { dictionary[key] = value }
        return dictionary
    }

    /// Parses `"key" :` and leaves the index after the colon.
    private mutating func parseMemberKey(afterComma: Bool) throws(JSONError) -> String {
        skipWhitespace()
        guard peek() == ASCII.quote else {
            if afterComma && peek() == ASCII.closeBrace {
                throw invalid("trailing comma before '}' is not allowed")
            }
            throw unexpected(
                afterComma ? "expected a double-quoted object key" : "expected a double-quoted object key or '}'")
        }
        let key = try parseString()
        skipWhitespace()
        guard peek() == ASCII.colon else { throw unexpected("expected ':' after object key") }
        index += 1
        return key
    }

    private func checkDepth(_ depth: Int) throws(JSONError) {
        if depth >= limits.maxDepth {
            throw .nestingTooDeep(limit: limits.maxDepth, location: location(of: index))
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        let expected = word.utf8Start
        guard index + count <= bytes.count else { throw unexpected("expected '\(word)'") }
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw unexpected("expected '\(word)'")
        }
        index += count
        return value
    }

    // MARK: - Scanning helpers

    @inline(__always)
    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.space, ASCII.lineFeed, ASCII.carriageReturn, ASCII.tab: index += 1
            default: return
            }
        }
    }
}
