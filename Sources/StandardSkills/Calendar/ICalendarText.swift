/// The text rules of RFC 5545 §3.1 and §3.3.11: TEXT escaping, parameter quoting, and folding of
/// content lines at 75 octets without splitting a UTF-8 character.
enum ICalendarText {
    /// The longest physical line, in octets, not counting the CRLF.
    static let maximumLineOctets = 75

    /// Escapes a TEXT value: `\` `;` `,` get a backslash, any line break becomes `\n`, and other
    /// control characters (which TEXT may not hold) are dropped; tabs stay.
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\", ";", ",":
                out.append("\\")
                out.append(scalar)
            case "\n" where previousWasCR:
                continue  // the CR already wrote the line break
            case "\n", "\r":
                out.append(contentsOf: "\\n".unicodeScalars)
            case "\t":
                out.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                continue
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Undoes ``escape(_:)``: `\n` or `\N` is a newline, `\\` `\;` `\,` are themselves; a backslash
    /// before anything else is kept as written (lenient, as other readers are).
    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "n", "N": out.append("\n")
                case "\\", ";", ",", ":", "\"": out.append(scalar)
                default:
                    out.append("\\")
                    out.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar)
            }
        }
        if escaping { out.append("\\") }
        return String(out)
    }

    /// A TEXT value as an event keeps it: unescaped, and normalized as ``escape(_:)`` would write it
    /// (line breaks as `\n`, other control characters but tab dropped), so what an import reads is
    /// what an export of it writes and a second import reads.
    static func text(_ value: Substring) -> String {
        let unescaped = unescape(value)
        guard
            unescaped.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F }
            )
        else { return unescaped }
        return unescape(escape(unescaped)[...])
    }

    /// A parameter value, double-quoted when it holds `:` `;` or `,`; double quotes and control
    /// characters, which a parameter value cannot hold, are dropped.
    static func parameterValue(_ value: String) -> String {
        let clean = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\"" && $0.value >= 0x20 }))
        return clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(clean)\"" : clean
    }

    /// Appends one content line to `out`, folded into physical lines of at most 75 octets (a
    /// continuation line starts with a space, which counts), each ended by CRLF. A fold never
    /// falls inside a UTF-8 multi-byte character.
    static func appendFolded(_ line: String, to out: inout [UInt8]) {
        let bytes = Array(line.utf8)
        var start = 0
        var budget = maximumLineOctets
        while bytes.count - start > budget {
            var end = start + budget
            while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // back off to a character boundary
            out.append(contentsOf: bytes[start..<end])
            out.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = end
            budget = maximumLineOctets - 1
        }
        out.append(contentsOf: bytes[start...])
        out.append(contentsOf: [0x0D, 0x0A])
    }
}
