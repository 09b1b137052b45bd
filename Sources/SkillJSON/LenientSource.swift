/// The whole input text of a lenient parse, for turning byte offsets into lines, columns and
/// short quotes of what is there (the same conventions as the strict parser's errors).
struct LenientSource {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Line and column of each offset, in the order given, found in one pass over the text.
    func locations(of offsets: [Int]) -> [JSONSourceLocation] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var results = [JSONSourceLocation](
            repeating: JSONSourceLocation(offset: 0, line: 1, column: 1), count: offsets.count)
        var line = 1
        var column = 1
        var position = 0
        for slot in order {
            let target = min(max(offsets[slot], 0), bytes.count)
            while position < target {
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
            results[slot] = JSONSourceLocation(offset: offsets[slot], line: line, column: column)
        }
        return results
    }

    func location(of offset: Int) -> JSONSourceLocation {
        locations(of: [offset])[0]
    }

    /// A short quoted rendering of the input at `offset`: a whole word for letters, one character
    /// otherwise, `U+XXXX` for invisible characters, or `end of input`.
    func describeToken(at offset: Int) -> String {
        guard offset >= 0, offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if ASCII.isWordByte(byte) {
            var end = offset + 1
            while end < bytes.count, end - offset < 24, ASCII.isWordByte(bytes[end]) { end += 1 }
            return "'\(text(offset..<end))'"
        }
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        let scalar = text(offset..<min(offset + length, bytes.count)).unicodeScalars.first ?? "\u{FFFD}"
        return JSONParser.quoteCharacter(scalar)
    }

    /// The bytes in `range` as text, replacing any invalid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
