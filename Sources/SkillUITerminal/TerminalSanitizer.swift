import SkillUI

/// Makes text from a UI tree safe to write to a terminal.
///
/// A tree comes from skills and models, so its strings may carry escape sequences that would clear the
/// screen, set the window title or reorder what people read. Every string passes through here before it
/// is laid out:
///
/// - Line feed, carriage return (alone or before a line feed), U+2028 LINE SEPARATOR and U+2029
///   PARAGRAPH SEPARATOR end a line where content may span lines, and become a space elsewhere.
/// - A tab becomes one space.
/// - Other C0 controls and DEL are shown in caret notation: ESC as `^[`, BEL as `^G`, DEL as `^?`.
/// - C1 controls (U+0080–U+009F) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
///   U+2066–U+2069) are shown as `\u{9B}`, `\u{202E}`.
///
/// Replacing rather than dropping keeps a hostile string visible for what it is, while no byte of it can
/// act on the terminal.
enum TerminalSanitizer {
    /// The lines of `text`, split at its line breaks, each free of control characters.
    static func lines(_ text: String) -> [String] {
        if isPlain(text) { return [text] }
        var lines: [String] = []
        var current = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar.value == 0x0A, previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar.value == 0x0D
            switch scalar.value {
            case 0x0A, 0x0D, 0x2028, 0x2029:
                lines.append(current)
                current = ""
            default:
                appendSafe(scalar, to: &current)
            }
        }
        lines.append(current)
        return lines
    }

    /// `text` on one line: line breaks become spaces, other controls as in ``lines(_:)``.
    static func line(_ text: String) -> String {
        if isPlain(text) { return text }
        return lines(text).joined(separator: " ")
    }

    /// Whether `text` holds nothing to replace, so it needs no work: one pass over its UTF-8 bytes looking
    /// for C0 controls and DEL, C1 controls (`C2 80`…`C2 9F`), U+2028…U+202E (`E2 80 A8`…`AE`) and
    /// U+2066…U+2069 (`E2 81 A6`…`A9`).
    static func isPlain(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return false }
            if previous == 0xC2, byte <= 0x9F, byte >= 0x80 { return false }
            if beforePrevious == 0xE2, previous == 0x80, byte >= 0xA8, byte <= 0xAE { return false }
            if beforePrevious == 0xE2, previous == 0x81, byte >= 0xA6, byte <= 0xA9 { return false }
            beforePrevious = previous
            previous = byte
        }
        return true
    }

    private static func appendSafe(_ scalar: Unicode.Scalar, to text: inout String) {
        switch scalar.value {
        case 0x09:
            text.append(" ")
        case 0x00...0x1F, 0x7F:
            text.append("^")
            text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value ^ 0x40)))
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            text.append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
        default:
            text.unicodeScalars.append(scalar)
        }
    }
}
