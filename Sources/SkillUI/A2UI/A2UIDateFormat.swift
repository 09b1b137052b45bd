import Foundation

/// `formatDate`: reads ISO 8601 text (or milliseconds since the Unix epoch, as JavaScript's `Date`)
/// and writes it with a Unicode TR35 pattern subset, in English, in the given time zone.
///
/// Pattern letters: `yyyy` `yy` (year), `M` `MM` `MMM` `MMMM` (month), `d` `dd` (day), `E` `EEE`
/// `EEEE` (weekday), `H` `HH` (0–23), `h` `hh` (1–12), `m` `mm`, `s` `ss`, `a` (AM/PM). Text in
/// single quotes is literal (`''` is a quote); other characters are copied.
///
/// A time without an offset (`2026-03-01T09:30`) or a bare date is read as wall time in the time
/// zone; one with `Z` or `±hh:mm` is an instant shown in the time zone.
enum A2UIDateFormat {
    static func parse(_ value: JSONValueLike, timeZone: TimeZone) -> Date? {
        switch value {
        case .number(let milliseconds):
            guard milliseconds.isFinite, abs(milliseconds) < 1e16 else { return nil }
            return Date(timeIntervalSince1970: milliseconds / 1000)
        case .text(let text): return parse(text, timeZone: timeZone)
        }
    }

    enum JSONValueLike {
        case number(Double)
        case text(String)
    }

    static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= scalars.count else { return nil }
            var value = 0
            for offset in 0..<digits {
                let byte = scalars[index + offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < scalars.count, scalars[index] == byte else { return false }
            index += 1
            return true
        }
        var components = DateComponents()
        components.calendar = calendar(timeZone)
        components.timeZone = timeZone
        let timeOnly = scalars.count >= 3 && scalars[2] == UInt8(ascii: ":")
        if timeOnly {
            (components.year, components.month, components.day) = (1970, 1, 1)
        } else {
            guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2), expect(UInt8(ascii: "-")),
                let day = number(2), (1...12).contains(month), (1...31).contains(day)
            else { return nil }
            (components.year, components.month, components.day) = (year, month, day)
            guard index < scalars.count else { return components.date }
            guard expect(UInt8(ascii: "T")) || expect(UInt8(ascii: " ")) || expect(UInt8(ascii: "t")) else {
                return nil
            }
        }
        guard let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2), hour < 24, minute < 60 else {
            return nil
        }
        components.hour = hour
        components.minute = minute
        if expect(UInt8(ascii: ":")) {
            guard let second = number(2), second < 61 else { return nil }
            components.second = second
            if expect(UInt8(ascii: ".")) {
                var nanos = 0
                var digits = 0
                while index < scalars.count, scalars[index] >= 48, scalars[index] <= 57 {
                    if digits < 9 { nanos = nanos * 10 + Int(scalars[index] - 48) }
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 9) { nanos *= 10 }
                components.nanosecond = nanos
            }
        }
        if index < scalars.count {
            if expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z")) {
                components.timeZone = TimeZone(secondsFromGMT: 0)
            } else {
                let sign: Int
                if expect(UInt8(ascii: "+")) {
                    sign = 1
                } else if expect(UInt8(ascii: "-")) {
                    sign = -1
                } else {
                    return nil
                }
                guard let hours = number(2) else { return nil }
                _ = expect(UInt8(ascii: ":"))
                guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
                components.timeZone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
            }
        }
        guard index == scalars.count else { return nil }
        return components.date
    }

    static func format(_ date: Date, pattern: String, timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents(
            [.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
        let characters = Array(pattern)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                index += 1
                if index < characters.count, characters[index] == "'" {
                    output.append("'")
                    index += 1
                    continue
                }
                while index < characters.count {
                    if characters[index] == "'" {
                        if index + 1 < characters.count, characters[index + 1] == "'" {
                            output.append("'")
                            index += 2
                            continue
                        }
                        break
                    }
                    output.append(characters[index])
                    index += 1
                }
                index += 1
                continue
            }
            var count = 1
            while index + count < characters.count, characters[index + count] == character { count += 1 }
            index += count
            output += field(character, count: count, parts) ?? String(repeating: character, count: count)
        }
        return output
    }

    private static func field(_ letter: Character, count: Int, _ parts: DateComponents) -> String? {
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let hour = parts.hour ?? 0
        switch letter {
        case "y": return count == 2 ? padded((parts.year ?? 0) % 100, 2) : padded(parts.year, count)
        case "M", "L":
            let month = parts.month ?? 1
            switch count {
            case 1, 2: return padded(month, count)
            case 3: return String(monthNames[month - 1].prefix(3))
            default: return monthNames[month - 1]
            }
        case "d": return padded(parts.day, count)
        case "E":
            let name = weekdayNames[(parts.weekday ?? 1) - 1]
            return count >= 4 ? name : String(name.prefix(3))
        case "H": return padded(hour, count)
        case "h": return padded(hour % 12 == 0 ? 12 : hour % 12, count)
        case "m": return padded(parts.minute, count)
        case "s": return padded(parts.second, count)
        case "a": return hour < 12 ? "AM" : "PM"
        default: return nil
        }
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}
