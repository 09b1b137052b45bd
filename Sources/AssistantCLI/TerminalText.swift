/// Makes text safe to print on a terminal: control characters that could move the cursor,
/// change colours or retitle the window are shown in caret notation (`ESC` → `^[`) instead of
/// being obeyed. Newlines and tabs pass through.
enum TerminalText {
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.append(scalar)
                continue
            }
            if scalar.value == 0x7F {
                result.append(contentsOf: "^?".unicodeScalars)
            } else if scalar.value < 0x20, let caret = Unicode.Scalar(scalar.value + 0x40) {
                result.append("^")
                result.append(caret)
            } else {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(result)
    }

    /// `1 event`, `2 events`.
    static func counted(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x0A || value == 0x09 { return false }
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
    }
}
