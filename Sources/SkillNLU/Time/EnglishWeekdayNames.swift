/// Every way English writes a weekday: the full name and the short forms people type ("thurs",
/// "weds", "sat"), Monday first. The time grammar reads "sat" and "sun" apart, with their own
/// checks (they are also words); rules that only look at a word already known to be about a day
/// use them all.
enum EnglishWeekdayNames {
    static let byWeekday: [[String]] = [
        ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed", "weds"],
        ["thursday", "thu", "thur", "thurs"],
        ["friday", "fri"], ["saturday", "sat"], ["sunday", "sun"],
    ]

    /// All of them, as one set.
    static let all: Set<String> = Set(byWeekday.joined())
}
