/// How many days a new event said on one day lasts: "trip to denver friday for 3 days", "five days
/// off starting next Thursday", 下周四起连休五天, 下周四开始休假三天. The count is of whole days,
/// the first day included (2 to 60); its words are no part of the title.
enum EventLength {
    /// The number of days said, and where (original-scalar range), outside `times`.
    static func days(in text: NormalizedText, outside times: [TimeEntity]) -> (count: Int, range: Range<Int>)? {
        let s = text.scalars
        let taken = times.flatMap { $0.pieces.map(\.range) } + times.map(\.span.range)
        var numbers = NumberReader.numbers(in: s)
        // "five days off": counts written as English words.
        for index in s.indices where (index == 0 || s[index - 1] == " ") && EnglishNumberWords.isLetter(s[index]) {
            if let word = EnglishNumberWords.read(s, at: index) { numbers.append(word) }
        }
        for number in numbers where !number.hasFraction {
            guard let count = number.integer, (2...60).contains(count), number.range.upperBound < s.count else {
                continue
            }
            var end = number.range.upperBound
            let chinese = s[end] == "天" && (end + 1 == s.count || s[end + 1] != "气")
            if chinese {
                end += 1
            } else {
                // "3 days", "five days", "3-day": an English count of days.
                if s[end] == " " || s[end] == "-" { end += 1 }
                guard let word = MoneyRecognizer.wordAt(end, in: s),
                    ["day", "days"].contains(String(String.UnicodeScalarView(s[word])))
                else { continue }
                // "five days off": the days off are the event; only the count goes.
                let off =
                    word.upperBound + 4 <= s.count
                    && String(String.UnicodeScalarView(s[word.upperBound..<(word.upperBound + 4)])) == " off"
                end = off ? number.range.upperBound : word.upperBound
            }
            var start = number.range.lowerBound
            // "for 3 days": the preposition goes with it.
            if start >= 4, String(String.UnicodeScalarView(s[(start - 4)..<start])) == "for " { start -= 4 }
            guard start < text.origins.count, end - 1 < text.origins.count else { continue }
            let range = text.origins[start]..<(text.origins[end - 1] + 1)
            if taken.contains(where: { $0.overlaps(range) }) { continue }
            return (count, range)
        }
        return nil
    }

    /// The last day of an event of `count` days from `start` (`YYYY-MM-DD`).
    static func lastDay(from start: LocalMoment, count: Int) -> String {
        let first = CivilCalendar.dayNumber(year: start.year, month: start.month, day: start.day)
        return CivilCalendar.moment(day: first + count - 1, seconds: 0).dateString
    }
}
