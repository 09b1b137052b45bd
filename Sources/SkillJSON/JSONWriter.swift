/// Writes `JSONValue`s as UTF-8 JSON bytes.
///
/// Compact output has no whitespace; pretty output indents by two spaces and writes `": "`.
/// With `sortKeys`, object members are ordered by the UTF-8 bytes of their keys (the same order as
/// Unicode scalar values), which makes the output byte-stable.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    let sortKeys: Bool

    init(pretty: Bool, sortKeys: Bool = true) {
        self.pretty = pretty
        self.sortKeys = sortKeys
    }

    mutating func write(_ value: JSONValue, depth: Int = 0) {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): Self.appendNumber(number, to: &bytes)
        case .string(let string): Self.appendString(string, to: &bytes)
        case .array(let elements):
            guard !elements.isEmpty else { return bytes.append(contentsOf: "[]".utf8) }
            bytes.append(ASCII.openBracket)
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(ASCII.comma) }
                newline(depth: depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth: depth)
            bytes.append(ASCII.closeBracket)
        case .object(let members):
            guard !members.isEmpty else { return bytes.append(contentsOf: "{}".utf8) }
            bytes.append(ASCII.openBrace)
            var ordered = Array(members)
            if sortKeys { ordered.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            for (position, member) in ordered.enumerated() {
                if position > 0 { bytes.append(ASCII.comma) }
                newline(depth: depth + 1)
                Self.appendString(member.key, to: &bytes)
                bytes.append(ASCII.colon)
                if pretty { bytes.append(ASCII.space) }
                write(member.value, depth: depth + 1)
            }
            newline(depth: depth)
            bytes.append(ASCII.closeBrace)
        }
    }

    private mutating func newline(depth: Int) {
        guard pretty else { return }
        bytes.append(ASCII.lineFeed)
        bytes.append(contentsOf: repeatElement(ASCII.space, count: depth * 2))
    }

    // MARK: - Scalars

    /// Whole numbers up to 2^53 without a fraction; other finite numbers in the shortest form that
    /// round-trips; non-finite numbers as `null`.
    static func appendNumber(_ number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        if number.rounded(.towardZero) == number, number.magnitude <= 9_007_199_254_740_992 {
            bytes.append(contentsOf: String(Int64(number)).utf8)
        } else {
            bytes.append(contentsOf: number.description.utf8)
        }
    }

    /// A JSON string literal: `"`, `\`, and control characters escaped (short forms where RFC 8259
    /// has them, `\u00XX` otherwise), plus U+2028 and U+2029; `/` and other non-ASCII text verbatim.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(ASCII.quote)
        var string = string
        string.withUTF8 { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                if byte >= ASCII.space && byte != ASCII.quote && byte != ASCII.backslash && byte != 0xE2 {
                    index += 1
                    continue
                }
                var escape: String
                var width = 1
                switch byte {
                case ASCII.quote: escape = "\\\""
                case ASCII.backslash: escape = "\\\\"
                case ASCII.lineFeed: escape = "\\n"
                case ASCII.carriageReturn: escape = "\\r"
                case ASCII.tab: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0xE2:
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    guard index + 2 < source.count, source[index + 1] == 0x80,
                        source[index + 2] == 0xA8 || source[index + 2] == 0xA9
                    else {
                        index += 1
                        continue
                    }
                    escape = source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    escape = byte < 0x10 ? "\\u000" : "\\u001"
                    escape.append(String(byte & 0x0F, radix: 16))
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                bytes.append(contentsOf: escape.utf8)
                index += width
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
        }
        bytes.append(ASCII.quote)
    }

    /// `string` as a quoted, escaped JSON string literal.
    static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendString(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
