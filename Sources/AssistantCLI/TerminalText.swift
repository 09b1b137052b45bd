/// Makes text safe to print on a terminal: control characters that could move the cursor,
/// change colours, retitle the window or write the clipboard are shown instead of being obeyed.
///
/// Not called directly by commands: ``TerminalStream`` applies it to everything written to a
/// stream a terminal shows (see ``TerminalStream/Kind``).
enum TerminalText {
    /// Plain text: control characters in caret notation (`ESC` → `^[`, DEL → `^?`), C1 controls as
    /// `\u{9B}`. Newlines, tabs and a carriage return right before a newline (CRLF files) pass through.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if scalar == "\r", next == "\n" {
                result.append(scalar)
            } else if isControl(scalar) {
                result.append(contentsOf: shown(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Text styled by this program's own renderers: well-formed SGR sequences (`ESC [ 1;31 m`, which
    /// only set colours and weight) are kept; every other control character is shown as in
    /// ``sanitized(_:)``, so an escape that moves the cursor or retitles the window never passes.
    static func sanitizedKeepingColors(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let end = endOfSGR(in: scalars, at: index) {
                result.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            let scalar = scalars[index]
            let crlf = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
            if isControl(scalar), !crlf {
                result.append(contentsOf: shown(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// JSON text, the same JSON value: every control character but newline and tab written as its
    /// `\u00XX` escape. Valid JSON holds such characters only inside strings (C1 controls and DEL,
    /// which JSON need not escape), where the escape means the same character; anything else that
    /// is not JSON comes out harmless too.
    static func sanitizedJSON(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(result)
    }

    /// `1 event`, `2 events`.
    static func counted(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    /// How a control character is shown: `^[`, `^?`, `\u{9B}`.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar.value == 0x7F { return "^?" }
        if scalar.value < 0x20, let caret = Unicode.Scalar(scalar.value + 0x40) { return "^\(caret)" }
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// The index just past the SGR sequence `ESC [ digits-and-semicolons m` starting at `index`, if one does.
    private static func endOfSGR(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else { return nil }
        var end = index + 2
        // A colour sequence is short; a long run of parameters is not something we write.
        while end < scalars.count, end - index < 64 {
            let scalar = scalars[end]
            if scalar == "m" { return end + 1 }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            end += 1
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x0A || value == 0x09 { return false }
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
    }
}
