import Foundation

/// A calendar day without a time or a time zone, written `YYYY-MM-DD`.
struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    /// Parses exactly `YYYY-MM-DD` (ASCII digits); `nil` for anything else. Does not check the calendar.
    init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `calendar`'s time zone.
    init(_ date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The start of this day in `calendar`, or `nil` when it is not a real date (`2026-02-30`).
    func start(in calendar: Calendar) -> Date? {
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            LocalDate(date, in: calendar) == self
        else { return nil }
        return calendar.startOfDay(for: date)
    }

    var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// The day a weather request is about, and how many days from today that is.
struct RequestedDay: Sendable, Hashable {
    var date: LocalDate
    /// 0 for today, 1 for tomorrow, negative for the past.
    var offset: Int

    /// How many days the forecast covers, today included (Open-Meteo's `forecast_days` maximum).
    static let forecastDays = 16

    /// Whether the forecast covers this day.
    var isInForecastRange: Bool { (0..<Self.forecastDays).contains(offset) }

    /// The words accepted for today, tomorrow and the day after, in English and Chinese.
    static let relativeWords: [(words: [String], offset: Int)] = [
        (["day after tomorrow", "the day after tomorrow", "后天"], 2),
        (["tomorrow", "明天", "明日"], 1),
        (["today", "今天", "今日"], 0),
    ]

    /// Resolves `text` (`nil` or empty = today; `YYYY-MM-DD`; `today`, `tomorrow`, `day after
    /// tomorrow`, `今天`, `明天`, `后天`) against `now` in `calendar`'s time zone.
    ///
    /// - Throws: ``StandardSkillError/Code/weatherInvalidDate`` quoting the text.
    static func resolve(_ text: String?, now: Date, calendar: Calendar) throws(StandardSkillError) -> RequestedDay {
        let today = calendar.startOfDay(for: now)
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let folded = trimmed.lowercased().split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        if folded.isEmpty { return RequestedDay(date: LocalDate(today, in: calendar), offset: 0) }
        if let offset = relativeWords.first(where: { $0.words.contains(folded) })?.offset {
            let day = calendar.date(byAdding: .day, value: offset, to: today) ?? today
            return RequestedDay(date: LocalDate(day, in: calendar), offset: offset)
        }
        guard let date = LocalDate(iso: trimmed), let start = date.start(in: calendar) else {
            throw StandardSkillError(
                .weatherInvalidDate,
                "date '\(trimmed)' is not understood — use YYYY-MM-DD, today, tomorrow, day after tomorrow, 今天, 明天 or 后天"
            )
        }
        let offset = calendar.dateComponents([.day], from: today, to: start).day ?? 0
        return RequestedDay(date: date, offset: offset)
    }
}
