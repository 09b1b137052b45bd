/// A weekday said beside a date as an aside names the same day: "12月8号，也就是下周二，下午三点半",
/// "3月19号（周五）下午四点十五", "Dec 8, that's next Tuesday, … at 3:30", "Aug 5 is a Thursday
/// right? … at 10am". When a date is followed, with nothing but an aside between them, by a time
/// that starts with a weekday and falls on the same weekday, the two are one time: the date with
/// the second time's clock. A weekday that disagrees is another day and stays apart, and so do
/// weekdays after weekdays (这周四、下周四).
enum TimeApposition {
    /// The one entity `date` and `next` make when `next` restates `date`'s weekday after an aside
    /// (the scalars between them, `gap`), else `nil`. The caller sets its span and pieces.
    static func merged(_ date: TimeEntity, _ next: TimeEntity, gap: ArraySlice<Unicode.Scalar>) -> TimeEntity? {
        let day = dayNumber(date.start)
        let nextDay = dayNumber(next.start)
        guard date.end == nil, date.grain == .day, isAside(gap),
            CivilCalendar.weekday(day) == CivilCalendar.weekday(nextDay)
        else { return nil }
        var merged = next
        merged.start = moved(next.start, by: day - nextDay)
        merged.end = next.end.map { moved($0, by: day - nextDay) }
        merged.saysDay = true
        return merged
    }

    private static func dayNumber(_ moment: LocalMoment) -> Int {
        CivilCalendar.dayNumber(year: moment.year, month: moment.month, day: moment.day)
    }

    /// `moment` on the day `days` later, at the same time of day.
    private static func moved(_ moment: LocalMoment, by days: Int) -> LocalMoment {
        let seconds = moment.hour * 3_600 + moment.minute * 60 + moment.second
        return CivilCalendar.moment(day: dayNumber(moment) + days, seconds: seconds)
    }

    /// Whether `gap` is only punctuation, spaces and the words of an aside (也就是, that's, is a).
    private static func isAside(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        var rest = gap.drop { !isWordScalar($0) }
        while !rest.isEmpty {
            // A whole word: an English one ends where the letters do ("is" is not "island").
            guard
                let word = asideWords.first(where: { word in
                    rest.starts(with: word)
                        && (word[0].value >= 0x80 || rest.count == word.count
                            || !isWordScalar(rest[rest.index(rest.startIndex, offsetBy: word.count)]))
                })
            else { return false }
            rest = rest.dropFirst(word.count).drop { !isWordScalar($0) }
        }
        return true
    }

    private static let asideWords: [[Unicode.Scalar]] = [
        "也就是", "就是", "即", "是", "that's", "that is", "which is", "it's", "is a", "is", "i.e.", "ie", "a", "an",
    ].map { Array($0.unicodeScalars) }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'"
    }
}
