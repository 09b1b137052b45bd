import Foundation

/// A `DTSTART`/`DTEND` value as written, before a time zone is applied.
enum ICalendarDateValue: Sendable, Hashable {
    /// `VALUE=DATE`: a whole day (`20261203`).
    case date(LocalDate)
    /// A UTC time (`20261203T013000Z`).
    case utc(Date)
    /// A local time, in the zone named by `tzid`, or floating (no zone) when it is nil.
    case local(LocalDateTime, tzid: String?)
}

/// A `DURATION` (RFC 5545 §3.3.6): nominal days (weeks are 7 days) plus exact seconds, each at most
/// the calendar's whole span (``maximumDays``, ``maximumSeconds``), so no date arithmetic on it can
/// overflow.
struct ICalendarDuration: Sendable, Hashable {
    var days: Int
    var seconds: Int

    /// The days from 0001-01-01 to 10000-01-01: no event in the calendar lasts longer.
    static let maximumDays = CalendarBounds.endDay.daysSince1970 - CalendarBounds.firstDay.daysSince1970
    /// ``maximumDays`` in seconds (315,537,897,600: 12 digits).
    static let maximumSeconds = maximumDays * 86_400
}

/// Reads the value types the parser needs: DATE, DATE-TIME, DURATION and UTC-OFFSET.
enum ICalendarValues {
    /// Reads a DATE or DATE-TIME property.
    static func dateValue(_ line: ICalendarContentLine) throws(StandardSkillError) -> ICalendarDateValue {
        let text = line.value.trimmingCharacters(in: .whitespaces)
        let bytes = Array(text.utf8)
        func bad() -> StandardSkillError {
            StandardSkillError(
                .invalidICalendar,
                "invalid calendar file, line \(line.number): \(line.name) value '\(text.prefix(40))' is not a date"
                    + " (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)",
                chinese: "日历文件无效，第 \(line.number) 行：\(line.name) 的值“\(text.prefix(40))”不是日期"
                    + "（如 20261203）或日期时间（如 20261203T150000，协调世界时在末尾加 Z）")
        }
        guard bytes.count >= 8, let year = number(bytes, 0, 4), let month = number(bytes, 4, 2),
            let day = number(bytes, 6, 2), let date = LocalDate(year: year, month: month, day: day)
        else { throw bad() }
        if bytes.count == 8 {
            return .date(date)
        }
        guard line.parameter("VALUE")?.uppercased() != "DATE" else { throw bad() }
        let isUTC = bytes.count == 16 && (bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z"))
        guard bytes.count == 15 || isUTC, bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
            let hour = number(bytes, 9, 2), let minute = number(bytes, 11, 2), let second = number(bytes, 13, 2),
            hour < 24, minute < 60, second <= 60
        else { throw bad() }
        // A leap second (:60) is read as :59, as Foundation has no leap seconds.
        let local = LocalDateTime(date: date, hour: hour, minute: minute, second: min(second, 59))
        return isUTC ? .utc(local.instant(offsetFromGMT: 0)) : .local(local, tzid: line.parameter("TZID"))
    }

    /// Reads a DURATION property: `P1D`, `PT1H30M`, `P2W`, `P1DT12H`, `-PT15M`, `PT86400S`.
    ///
    /// Each number has at most 12 digits, and the days and the seconds may each add up to at most
    /// the calendar's span (10,000 years); longer is an error.
    static func duration(_ line: ICalendarContentLine) throws(StandardSkillError) -> ICalendarDuration {
        let text = line.value.trimmingCharacters(in: .whitespaces).uppercased()
        func bad() -> StandardSkillError {
            StandardSkillError(
                .invalidICalendar,
                "invalid calendar file, line \(line.number): DURATION '\(text.prefix(40))' is not a duration"
                    + " (like P1D, PT1H30M or P2W)",
                chinese: "日历文件无效，第 \(line.number) 行：DURATION“\(text.prefix(40))”不是时长"
                    + "（应写成 P1D、PT1H30M 或 P2W 这样）")
        }
        func tooLong() -> StandardSkillError {
            StandardSkillError(
                .invalidICalendar,
                "invalid calendar file, line \(line.number): DURATION '\(text.prefix(40))' is longer than the"
                    + " calendar's years 1 to 9999",
                chinese: "日历文件无效，第 \(line.number) 行：DURATION“\(text.prefix(40))”比日历的 1 年到 9999 年还长")
        }
        var scalars = Substring(text)[...]
        var sign = 1
        if scalars.first == "+" || scalars.first == "-" {
            sign = scalars.first == "-" ? -1 : 1
            scalars = scalars.dropFirst()
        }
        guard scalars.first == "P" else { throw bad() }
        scalars = scalars.dropFirst()
        var days = 0
        var seconds = 0
        var inTime = false
        var digits = ""
        var sawUnit = false
        for character in scalars {
            if character.isASCII, character.isNumber {
                digits.append(character)
                guard digits.count <= 12 else { throw tooLong() }
                continue
            }
            if character == "T", digits.isEmpty, !inTime {
                inTime = true
                continue
            }
            guard let value = Int(digits) else { throw bad() }
            switch (character, inTime) {
            case ("W", false): days += value * 7
            case ("D", false): days += value
            case ("H", true): seconds += value * 3600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: throw bad()
            }
            guard days <= ICalendarDuration.maximumDays, seconds <= ICalendarDuration.maximumSeconds else {
                throw tooLong()
            }
            digits = ""
            sawUnit = true
        }
        guard sawUnit, digits.isEmpty else { throw bad() }
        return ICalendarDuration(days: sign * days, seconds: sign * seconds)
    }

    /// Reads a UTC-OFFSET value (`+0800`, `-0430`, `+053328`) into seconds east of UTC.
    static func utcOffset(_ text: String) -> Int? {
        let bytes = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
            let hours = number(bytes, 1, 2), let minutes = number(bytes, 3, 2), minutes < 60
        else { return nil }
        let extra = bytes.count == 7 ? number(bytes, 5, 2) : 0
        guard let extra, extra < 60 else { return nil }
        let magnitude = hours * 3600 + minutes * 60 + extra
        return bytes[0] == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// The ASCII digits `bytes[start..<start+count]` as a number, or nil.
    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
