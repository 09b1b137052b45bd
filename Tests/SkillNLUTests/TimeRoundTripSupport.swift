import Foundation

@testable import SkillNLU

/// A tiny deterministic generator (SplitMix64): the same seed gives the same cases on every
/// machine, so a failure printed with its seed can be replayed.
struct SplitMix64 {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the slight modulo bias does not matter here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// `true` with `percent` in a hundred.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}

/// The test's own calendar: day numbers since 1970-01-01 (Howard Hinnant's algorithms), written
/// apart from `CivilCalendar` so the oracle does not share the parser's arithmetic.
enum RoundTripCalendar {
    /// Day number of a civil date.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day number.
    static func date(_ number: Int) -> (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday).
    static func weekday(_ number: Int) -> Int { ((number + 3) % 7 + 7) % 7 + 1 }

    /// The wall-clock moment `seconds` after the start of day `number`.
    static func moment(_ number: Int, seconds: Int = 0) -> LocalMoment {
        let extra = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = date(number + extra)
        let rest = seconds - extra * 86_400
        return LocalMoment(year: year, month: month, day: day, hour: rest / 3600, minute: rest % 3600 / 60)
    }
}

/// One "now" a case is read against.
struct RoundTripReference {
    var now: String
    var zone: String
    var today: Int
    /// Seconds after midnight of now.
    var second: Int
    var date: Date

    init(_ now: String, _ zone: String) {
        self.now = now
        self.zone = zone
        let moment = TimeTestSupport.moment(now) ?? LocalMoment(year: 1970, month: 1, day: 1)
        today = RoundTripCalendar.day(moment.year, moment.month, moment.day)
        second = moment.hour * 3600 + moment.minute * 60
        date = moment.date(in: TimeZone(identifier: zone) ?? .gmt) ?? Date(timeIntervalSince1970: 0)
    }

    /// Now in the test's local seconds.
    var local: Int { today * 86_400 + second }
    var year: Int { RoundTripCalendar.date(today).year }
    var month: Int { RoundTripCalendar.date(today).month }
    var dayOfMonth: Int { RoundTripCalendar.date(today).day }
    var monday: Int { today - RoundTripCalendar.weekday(today) + 1 }

    /// Today plus `months` calendar months, the day clamped to the month's length.
    func monthsOn(_ months: Int) -> Int {
        let (year, month, day) = RoundTripCalendar.date(today)
        let index = year * 12 + month - 1 + months
        let (targetYear, targetMonth) = (index / 12, index % 12 + 1)
        let next = targetMonth == 12 ? (targetYear + 1, 1) : (targetYear, targetMonth + 1)
        let length = RoundTripCalendar.day(next.0, next.1, 1) - RoundTripCalendar.day(targetYear, targetMonth, 1)
        return RoundTripCalendar.day(targetYear, targetMonth, min(day, length))
    }

    /// The wall clock `seconds` after now, seconds dropped (offsets go through real time).
    func after(seconds: Int) -> LocalMoment {
        let target = LocalMoment(date.addingTimeInterval(TimeInterval(seconds)), in: TimeZone(identifier: zone) ?? .gmt)
        return LocalMoment(
            year: target.year, month: target.month, day: target.day, hour: target.hour, minute: target.minute)
    }
}

/// A generated text and the value it was written from.
struct RoundTripCase: CustomStringConvertible {
    var family: String
    var text: String
    var start: LocalMoment
    var end: LocalMoment?
    var reference: RoundTripReference
    var past = false

    var description: String {
        "[\(family)] \"\(text)\" now \(reference.now) \(reference.zone)\(past ? " past" : "") → \(start)–"
            + "\(end.map(\.description) ?? "nil")"
    }
}

/// A day as written, and the day number it names.
struct DayWords {
    var text: String
    var day: Int
    /// A bare weekday ("周三", "Wednesday"): a clock already past on it today rolls it a week.
    var rolls = false
}

/// A clock as written: seconds after midnight, and whether the bare-hour rule chose a morning
/// hour (8–11) that may also be read as the evening when no day is said.
struct ClockWords {
    var text: String
    var seconds: Int
    var eveningAlternative = false
}

/// Number words used by the templates.
enum RoundTripWords {
    static let zhDigits = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]

    /// 0–99 in Chinese numerals (`二十三`, `十五`).
    static func zh(_ number: Int) -> String {
        if number <= 10 { return zhDigits[number] }
        if number < 20 { return "十" + zhDigits[number - 10] }
        let tens = zhDigits[number / 10] + "十"
        return number % 10 == 0 ? tens : tens + zhDigits[number % 10]
    }

    /// An hour or a count in Chinese numerals: 两 for 2 (两点, 两天).
    static func zhHour(_ hour: Int) -> String { hour == 2 ? "两" : zh(hour) }

    static let enOnes = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let enTens = ["", "", "twenty", "thirty", "forty", "fifty"]

    /// 0–59 in English words (`forty-five`).
    static func en(_ number: Int) -> String {
        if number < 20 { return enOnes[number] }
        return number % 10 == 0 ? enTens[number / 10] : "\(enTens[number / 10])-\(enOnes[number % 10])"
    }

    static func ordinal(_ day: Int) -> String {
        let suffix =
            (11...13).contains(day % 100)
            ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][day % 10]
        return "\(day)\(suffix)"
    }

    /// 1–31 as an ordinal word: "fourth", "twenty-first", "thirtieth".
    static func spokenOrdinal(_ day: Int) -> String {
        let units = [
            "", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
            "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
            "nineteenth",
        ]
        if day < 20 { return units[day] }
        if day % 10 == 0 { return day == 20 ? "twentieth" : "thirtieth" }
        return "\(enTens[day / 10])-\(units[day % 10])"
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let zhWeekdays = ["一", "二", "三", "四", "五", "六", "日"]

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
