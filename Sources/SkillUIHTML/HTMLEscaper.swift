import SkillUI

/// Escapes text for HTML text content and quoted attribute values, in one pass over UTF-8.
///
/// 1. `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` — the same
///    set everywhere, so one function is safe in text and in any quoted attribute.
/// 2. Characters that could hide or reorder what a reader sees are **dropped**: C0 controls other
///    than tab, line feed and carriage return; DEL; C1 controls (U+0080–U+009F); and the bidi
///    embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069.
/// 3. Everything else is copied unchanged, in runs: text with nothing to escape is copied whole.
enum HTMLEscaper {
    /// Appends `text`, escaped, to `output`.
    static func append(_ text: String, to output: inout HTMLBuffer) {
        var text = text
        text.withUTF8 { append($0, to: &output) }
    }

    /// Appends UTF-8 `source`, escaped, to `output`.
    static func append(_ source: UnsafeBufferPointer<UInt8>, to output: inout HTMLBuffer) {
        attention.withUnsafeBufferPointer { attention in
            append(source, to: &output, attention: attention)
        }
    }

    /// For each byte value, whether ``needsAttention(_:)``: one load per byte instead of a chain
    /// of comparisons.
    private static let attention: [Bool] = (0...255).map { needsAttention(UInt8($0)) }

    private static func append(
        _ source: UnsafeBufferPointer<UInt8>, to output: inout HTMLBuffer, attention: UnsafeBufferPointer<Bool>
    ) {
        let count = source.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = source[index]
            guard attention[Int(byte)] else {
                index += 1
                continue
            }
            let replacement: StaticString?
            let length: Int
            switch byte {
            case UInt8(ascii: "&"): (replacement, length) = ("&amp;", 1)
            case UInt8(ascii: "<"): (replacement, length) = ("&lt;", 1)
            case UInt8(ascii: ">"): (replacement, length) = ("&gt;", 1)
            case UInt8(ascii: "\""): (replacement, length) = ("&quot;", 1)
            case UInt8(ascii: "'"): (replacement, length) = ("&#39;", 1)
            case 0xC2, 0xE2:
                length = droppedSequenceLength(source, at: index)
                guard length > 0 else {
                    index += 1
                    continue
                }
                replacement = nil
            default:
                (replacement, length) = (nil, 1)
            }
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
            if let replacement { replacement.withUTF8Buffer { output.append(contentsOf: $0) } }
            index += length
            runStart = index
        }
        if runStart < count { output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count])) }
    }

    /// `text`, escaped.
    static func escape(_ text: String) -> String {
        var output = HTMLBuffer(capacity: text.utf8.count + 16)
        append(text, to: &output)
        return output.string
    }

    /// Whether `scalar` is one the escaper drops.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `byte` is markup, a control, or the lead byte of a character that might be dropped.
    private static func needsAttention(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x21, 0x23...0x25, 0x28...0x3B, 0x3D, 0x3F...0x7E, 0x09, 0x0A, 0x0D: false
        case 0x80...0xC1, 0xC3...0xE1, 0xE3...0xFF: false
        default: true
        }
    }

    /// The byte length of a dropped multi-byte character starting at `index` (a C1 control or a
    /// bidi control), or 0 when the character there is kept.
    private static func droppedSequenceLength(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index + 1 < source.count else { return 0 }
        let second = source[index + 1]
        if source[index] == 0xC2 { return (0x80...0x9F).contains(second) ? 2 : 0 }
        guard index + 2 < source.count else { return 0 }
        let third = source[index + 2]
        // U+202A–U+202E are E2 80 AA–AE; U+2066–U+2069 are E2 81 A6–A9.
        if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }
        if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
        return 0
    }
}
