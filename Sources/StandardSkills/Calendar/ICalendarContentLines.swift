/// One unfolded iCalendar content line: `NAME;PARAM=value;…:value` (RFC 5545 §3.1).
struct ICalendarContentLine: Sendable {
    /// The physical line the content line starts on, counting from 1.
    var number: Int
    /// The property name, upper-cased.
    var name: String
    /// Parameter values by upper-cased parameter name, unquoted (RFC 6868 `^n` `^'` `^^` decoded).
    var parameters: [String: [String]]
    /// The raw value, still escaped.
    var value: String

    /// The first value of a parameter.
    func parameter(_ name: String) -> String? { parameters[name]?.first }
}

/// Splits iCalendar text into unfolded content lines, enforcing the size limits.
///
/// 1. Check the whole input against ``ICalendar/maximumInputBytes``.
/// 2. Split physical lines at LF (a CR before it is dropped); a line starting with a space or tab
///    continues the previous one (the first white-space octet is removed). Unfolding works on
///    octets, so a producer that folded inside a UTF-8 character is still read correctly.
/// 3. Parse each logical line into name, parameters and value.
enum ICalendarContentLines {
    static func read(_ text: String) throws(StandardSkillError) -> [ICalendarContentLine] {
        let bytes = Array(text.utf8)
        guard bytes.count <= ICalendar.maximumInputBytes else {
            throw StandardSkillError(
                .inputTooLarge,
                "calendar file too large: \(bytes.count) bytes, the limit is \(ICalendar.maximumInputBytes) (16 MiB)"
                    + " — split it into smaller files",
                chinese: "日历文件太大：\(bytes.count) 字节，上限是 \(ICalendar.maximumInputBytes) 字节（16 MiB）"
                    + "——请拆成几个小一些的文件")
        }
        var lines: [ICalendarContentLine] = []
        var logical: [UInt8] = []
        var logicalStart = 0
        var lineNumber = 0
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a UTF-8 byte order mark
        func flush() throws(StandardSkillError) {
            if !logical.isEmpty {
                lines.append(try parse(logical, number: logicalStart))
                logical.removeAll(keepingCapacity: true)
            }
        }
        while position < bytes.count {
            lineNumber += 1
            var end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
            let next = end + 1
            if end > position, bytes[end - 1] == 0x0D { end -= 1 }
            guard end - position <= ICalendar.maximumLineBytes else {
                throw tooLong(lineNumber)
            }
            if end > position, bytes[position] == 0x20 || bytes[position] == 0x09, !logical.isEmpty {
                logical.append(contentsOf: bytes[(position + 1)..<end])
                guard logical.count <= ICalendar.maximumLineBytes else { throw tooLong(logicalStart) }
            } else {
                try flush()
                logical.append(contentsOf: bytes[position..<end])
                logicalStart = lineNumber
            }
            position = next
        }
        try flush()
        return lines
    }

    private static func tooLong(_ line: Int) -> StandardSkillError {
        StandardSkillError(
            .inputTooLarge,
            "calendar file line \(line) too long: over \(ICalendar.maximumLineBytes) bytes (1 MiB) — is this an iCalendar file?",
            chinese: "日历文件第 \(line) 行太长：超过 \(ICalendar.maximumLineBytes) 字节（1 MiB）——这是 iCalendar 文件吗？")
    }

    private static let colon = UInt8(ascii: ":")
    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")
    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")

    /// Parses one logical line.
    static func parse(_ bytes: [UInt8], number: Int) throws(StandardSkillError) -> ICalendarContentLine {
        func problem(_ detail: String, chinese: String) -> StandardSkillError {
            StandardSkillError(
                .invalidICalendar, "invalid calendar file, line \(number): \(detail) in '\(excerpt(bytes))'",
                chinese: "日历文件无效，第 \(number) 行“\(excerpt(bytes))”：\(chinese)")
        }
        var index = 0
        func token() throws(StandardSkillError) -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > start else {
                throw problem(
                    "expected a name (letters, digits, '-') at column \(start + 1)",
                    chinese: "第 \(start + 1) 列应该是名称（字母、数字或“-”）")
            }
            return String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
        }
        let name = try token()
        var parameters: [String: [String]] = [:]
        while index < bytes.count, bytes[index] == semicolon {
            index += 1
            let parameterName = try token()
            guard index < bytes.count, bytes[index] == equals else {
                throw problem(
                    "parameter \(parameterName) has no '=value'", chinese: "参数 \(parameterName) 缺少“=值”")
            }
            index += 1
            var values: [String] = []
            repeat {
                if index < bytes.count, bytes[index] == comma { index += 1 }
                if index < bytes.count, bytes[index] == quote {
                    let start = index + 1
                    guard let close = bytes[start...].firstIndex(of: quote) else {
                        throw problem(
                            "parameter \(parameterName) opens a quote that never closes",
                            chinese: "参数 \(parameterName) 的引号没有闭合")
                    }
                    values.append(decodeCaret(bytes[start..<close]))
                    index = close + 1
                } else {
                    let start = index
                    while index < bytes.count, ![colon, semicolon, comma, quote].contains(bytes[index]) { index += 1 }
                    values.append(decodeCaret(bytes[start..<index]))
                }
            } while index < bytes.count && bytes[index] == comma
            parameters[parameterName, default: []] += values
        }
        guard index < bytes.count, bytes[index] == colon else {
            throw problem(
                "expected ':' after the name\(parameters.isEmpty ? "" : " and parameters")",
                chinese: "名称\(parameters.isEmpty ? "" : "和参数")后面应该是“:”")
        }
        let value = String(decoding: bytes[(index + 1)...], as: UTF8.self)
        return ICalendarContentLine(number: number, name: name, parameters: parameters, value: value)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// RFC 6868: `^n` is a newline, `^'` a double quote, `^^` a caret.
    private static func decodeCaret(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("^") else { return text }
        var out = ""
        var caret = false
        for character in text {
            if caret {
                switch character {
                case "n": out.append("\n")
                case "'": out.append("\"")
                case "^": out.append("^")
                default: out += "^" + String(character)
                }
                caret = false
            } else if character == "^" {
                caret = true
            } else {
                out.append(character)
            }
        }
        return caret ? out + "^" : out
    }

    /// The start of a line, for error messages: at most 60 characters, control characters shown as `?`.
    static func excerpt(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(240), as: UTF8.self)
        let shown = String(text.prefix(60).map { $0.isASCII && ($0.asciiValue ?? 0) < 0x20 ? "?" : $0 })
        return text.count > 60 ? shown + "…" : shown
    }
}
