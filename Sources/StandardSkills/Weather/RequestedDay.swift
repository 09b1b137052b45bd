import Foundation

extension LocalDate {
    /// The day `date` falls on in `calendar`'s time zone.
    init(_ date: Date, in calendar: Calendar) {
        self.init(date, in: calendar.timeZone)
    }

    /// The start of this day in `calendar`.
    func start(in calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(year: year, month: month, day: day)).map(calendar.startOfDay(for:))
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
                "date '\(trimmed)' is not understood — use YYYY-MM-DD, today, tomorrow, day after tomorrow, 今天, 明天 or 后天",
                chinese: "“\(trimmed)”不是能识别的日期——请写成 2026-12-03 这样的日期，或者今天、明天、后天")
        }
        let offset = calendar.dateComponents([.day], from: today, to: start).day ?? 0
        return RequestedDay(date: date, offset: offset)
    }
}
