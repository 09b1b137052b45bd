import Foundation

@testable import SkillNLU

/// English templates of the round-trip test: each writes a value into words.
enum EnglishRoundTrip {
    typealias Words = RoundTripWords

    /// A day as written; `preposition` is what may stand before it ("on Friday", "on March 4").
    struct Day {
        var words: DayWords
        var preposition: String
    }

    // MARK: - Days

    /// A day on the preferred side of now, written one of many ways.
    static func day(_ r: inout SplitMix64, _ ref: RoundTripReference, past: Bool = false) -> Day {
        switch r.int(0...10) {
        case 10:
            // A weekday said with its date restates it: "Friday, December 18", "Thursday the 11th".
            let day = past ? ref.today - r.int(0...300) : ref.today + r.int(0...300)
            let (_, month, dayOfMonth) = RoundTripCalendar.date(day)
            let name = Words.weekdays[RoundTripCalendar.weekday(day) - 1]
            let ofMonth =
                (past ? dayOfMonth <= ref.dayOfMonth : dayOfMonth >= ref.dayOfMonth) && day - ref.today < 28
                && ref.today - day < 28
            let text =
                ofMonth && r.chance(40)
                ? "\(name) the \(Words.ordinal(dayOfMonth))"
                : r.pick([
                    "\(name), \(Words.months[month - 1]) \(dayOfMonth)", "\(name) \(month)/\(dayOfMonth)",
                    "\(name), \(dayOfMonth) \(Words.months[month - 1])",
                ])
            return Day(words: DayWords(text: text, day: day), preposition: "on ")
        case 0:
            if past {
                let (text, offset) = r.pick([("today", 0), ("yesterday", -1), ("the day before yesterday", -2)])
                return Day(words: DayWords(text: text, day: ref.today + offset), preposition: "")
            }
            let (text, offset) = r.pick([("today", 0), ("tomorrow", 1), ("the day after tomorrow", 2)])
            return Day(words: DayWords(text: text, day: ref.today + offset), preposition: "")
        case 1 where !past:
            let offset = r.int(2...40)
            let number = r.chance(60) || offset >= 20 ? "\(offset)" : Words.en(offset)
            // Digits before "days from now": "at twelve thirty seven days from now" is 12:37.
            let text = r.chance(50) ? "in \(number) days" : "\(offset) days from now"
            return Day(words: DayWords(text: text, day: ref.today + offset), preposition: "")
        case 2, 3:
            let weekday = r.int(1...7)
            let name = weekdayName(&r, weekday)
            if !past, r.chance(25) {
                let current = RoundTripCalendar.weekday(ref.today)
                return Day(
                    words: DayWords(text: "this " + name, day: ref.today + (weekday - current + 7) % 7, rolls: true),
                    preposition: "")
            }
            let (prefix, weeks) = r.pick([("next ", 1), ("last ", -1)])
            let day = ref.monday + 7 * weeks + weekday - 1
            if r.chance(25) {  // "Tuesday next week"
                return Day(
                    words: DayWords(text: "\(Words.weekdays[weekday - 1]) \(prefix)week", day: day), preposition: "")
            }
            return Day(words: DayWords(text: prefix + name, day: day), preposition: "")
        case 4, 5:
            let weekday = r.int(1...7)
            let current = RoundTripCalendar.weekday(ref.today)
            let day = past ? ref.today - (current - weekday + 7) % 7 : ref.today + (weekday - current + 7) % 7
            return Day(words: DayWords(text: weekdayName(&r, weekday), day: day, rolls: true), preposition: "on ")
        case 6:
            let day = ref.today + r.int(-400...700)
            let (year, month, dayOfMonth) = RoundTripCalendar.date(day)
            let name = Words.months[month - 1]
            let short = Words.monthAbbreviations[month - 1]
            var text = r.pick([
                "\(name) \(Words.ordinal(dayOfMonth)) \(year)", "\(name) \(dayOfMonth), \(year)",
                "\(dayOfMonth) \(name) \(year)", "\(short). \(dayOfMonth), \(year)",
                "\(year)-\(Words.twoDigits(month))-\(Words.twoDigits(dayOfMonth))", "\(month)/\(dayOfMonth)/\(year)",
                "the \(Words.ordinal(dayOfMonth)) of \(name) \(year)",
                "\(short) \(Words.ordinal(dayOfMonth)) '\(Words.twoDigits(year % 100))",
            ])
            // "March 4 next year", "the 5th of next month".
            if (-1...1).contains(year - ref.year), r.chance(30) {
                text = "\(name) \(dayOfMonth) \(["last", "this", "next"][year - ref.year + 1]) year"
            }
            let monthIndex = year * 12 + month - (ref.year * 12 + ref.month)
            if (-1...1).contains(monthIndex), r.chance(30) {
                text = "the \(Words.ordinal(dayOfMonth)) of \(["last", "this", "next"][monthIndex + 1]) month"
            }
            return Day(words: DayWords(text: text, day: day), preposition: "on ")
        case 7, 8:
            let day = past ? ref.today - r.int(0...360) : ref.today + r.int(0...360)
            let (_, month, dayOfMonth) = RoundTripCalendar.date(day)
            let name = Words.months[month - 1]
            let short = Words.monthAbbreviations[month - 1]
            let text = r.pick([
                "\(name) \(Words.ordinal(dayOfMonth))", "\(name) \(dayOfMonth)", "\(dayOfMonth) \(name)",
                "\(short). \(dayOfMonth)", "\(short) \(dayOfMonth)", "\(month)/\(dayOfMonth)",
                "the \(Words.ordinal(dayOfMonth)) of \(name)", "\(Words.ordinal(dayOfMonth)) \(name)",
                "the \(Words.spokenOrdinal(dayOfMonth)) of \(name)",
                // "May first" and "May second" read as verbs: digits there.
                month == 5 && dayOfMonth <= 2 ? "\(name) \(dayOfMonth)" : "\(name) \(Words.spokenOrdinal(dayOfMonth))",
            ])
            return Day(words: DayWords(text: text, day: day), preposition: "on ")
        default:
            let dayOfMonth = r.int(1...28)
            let (year, month, current) = RoundTripCalendar.date(ref.today)
            var target = (year, month)
            if !past, dayOfMonth < current { target = month == 12 ? (year + 1, 1) : (year, month + 1) }
            if past, dayOfMonth > current { target = month == 1 ? (year - 1, 12) : (year, month - 1) }
            return Day(
                words: DayWords(
                    text: "the \(Words.ordinal(dayOfMonth))", day: RoundTripCalendar.day(target.0, target.1, dayOfMonth)
                ),
                preposition: "on ")
        }
    }

    static func weekdayName(_ r: inout SplitMix64, _ weekday: Int) -> String {
        let name = Words.weekdays[weekday - 1]
        // "Sat" and "Sun" alone are words ("sat on the sun deck"), weekdays only beside another.
        return r.chance(80) || weekday >= 6 ? name : String(name.prefix(3))
    }

    // MARK: - Clocks

    /// `hour:minute` on a 12-hour dial, digits (`3`, `3:30`).
    static func dial(_ r: inout SplitMix64, _ hour: Int, _ minute: Int) -> String {
        minute == 0 && r.chance(70) ? "\(hour)" : "\(hour):\(Words.twoDigits(minute))"
    }

    /// Hour and minutes in words: "seven thirty", "nine oh five", "eleven o'clock".
    static func spoken(_ hour: Int, _ minute: Int) -> String {
        if minute == 0 { return "\(Words.en(hour)) o'clock" }
        return "\(Words.en(hour)) " + (minute < 10 ? "oh \(Words.en(minute))" : Words.en(minute))
    }

    static func twelve(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }

    /// A meridiem written one of the usual ways.
    static func meridiem(_ r: inout SplitMix64, pm: Bool) -> String {
        pm ? r.pick(["pm", " pm", " p.m.", "PM", " PM"]) : r.pick(["am", " am", " a.m.", "AM"])
    }

    /// Parts of the day that can hold `hour`, with the dial hour they use.
    static func parts(_ hour: Int) -> [(String, Int)] {
        var found: [(String, Int)] = []
        if (5...11).contains(hour) { found.append(("in the morning", hour)) }
        if (13...17).contains(hour) { found.append(("in the afternoon", hour - 12)) }
        if (18...23).contains(hour) { found.append(("in the evening", hour - 12)) }
        if (20...23).contains(hour) { found.append(("at night", hour - 12)) }
        return found
    }

    /// `hour:minute` written one of the ways its meaning is decided; `nil` when none is.
    static func clock(_ r: inout SplitMix64, _ hour: Int, _ minute: Int, idioms: Bool) -> ClockWords? {
        let seconds = hour * 3600 + minute * 60
        var options: [ClockWords] = []
        let pm = hour >= 12
        let at = r.chance(50) ? "at " : ""
        options.append(
            ClockWords(text: at + dial(&r, twelve(hour), minute) + meridiem(&r, pm: pm), seconds: seconds))
        if hour >= 13 || hour < 10 {
            options.append(
                ClockWords(text: "\(at)\(Words.twoDigits(hour)):\(Words.twoDigits(minute))", seconds: seconds))
        }
        // "7.45 pm", "730pm", "at 1400" (four digits after "at").
        if minute > 0 {
            options.append(
                ClockWords(
                    text: "\(at)\(twelve(hour)).\(Words.twoDigits(minute)) \(pm ? "pm" : "am")", seconds: seconds))
            options.append(
                ClockWords(text: "\(at)\(twelve(hour))\(Words.twoDigits(minute))\(pm ? "pm" : "am")", seconds: seconds))
        }
        options.append(ClockWords(text: "at \(Words.twoDigits(hour))\(Words.twoDigits(minute))", seconds: seconds))
        for dialHour in ChineseRoundTrip.bareHours(hour) where dialHour <= 12 {
            let text = r.chance(25) ? spoken(dialHour, minute) : dial(&r, dialHour, minute)
            options.append(
                ClockWords(text: "at " + text, seconds: seconds, eveningAlternative: (8...11).contains(dialHour)))
        }
        for (part, dialHour) in parts(hour) {
            let text = r.chance(25) ? spoken(dialHour, minute) : dial(&r, dialHour, minute)
            options.append(ClockWords(text: "\(at)\(text) \(part)", seconds: seconds))
        }
        if r.chance(30), minute > 0 {
            options.append(
                ClockWords(text: at + spoken(twelve(hour), minute) + " " + (pm ? "pm" : "am"), seconds: seconds))
        }
        if idioms, let idiom = idiom(&r, hour, minute) { options.append(ClockWords(text: idiom, seconds: seconds)) }
        if hour == 12, minute == 0 {
            options.append(ClockWords(text: r.pick(["at noon", "noon", "at 12 noon"]), seconds: seconds))
        }
        if hour == 0, minute == 0, r.chance(50) {
            // Midnight ends its day: "Friday at midnight" is Saturday 00:00.
            return ClockWords(text: "at midnight", seconds: 24 * 3600)
        }
        return r.pick(options)
    }

    /// "half past six pm", "a quarter to nine in the evening", "ten to 8 am".
    static func idiom(_ r: inout SplitMix64, _ hour: Int, _ minute: Int) -> String? {
        let phrase: String
        let named: Int
        switch minute {
        case 30: (phrase, named) = ("half past", hour)
        case 15: (phrase, named) = (r.pick(["quarter past", "a quarter past", "fifteen past"]), hour)
        case 5, 10, 20, 25: (phrase, named) = ("\(Words.en(minute)) \(r.pick(["past", "after"]))", hour)
        case 45: (phrase, named) = (r.pick(["quarter to", "a quarter to", "quarter of"]), hour + 1)
        case 35, 40, 50, 55: (phrase, named) = ("\(Words.en(60 - minute)) to", hour + 1)
        default: return nil
        }
        guard (1...23).contains(named), named != 12 else { return nil }
        let dialHour = twelve(named)
        let inWords = r.chance(50)
        let number = inWords ? Words.en(dialHour) : "\(dialHour)"
        var endings = [inWords ? (named >= 12 ? " pm" : " am") : meridiem(&r, pm: named >= 12)]
        endings += parts(named).map { " " + $0.0 }
        if ChineseRoundTrip.bareHours(named).contains(dialHour) { endings.append("") }
        let ending = r.pick(endings)
        return (r.chance(50) || ending.isEmpty ? "at " : "") + "\(phrase) \(number)\(ending)"
    }

    /// A clock range on one day: "2-4pm", "from 9:30 to 11", "10:30am to 1pm", "14:00-15:30".
    /// With `alone` (no day said) two bare numbers are left out: "9 to 5" alone is no time.
    static func clockRange(_ r: inout SplitMix64, _ start: Int, _ end: Int, alone: Bool = false) -> String? {
        let (h1, m1, h2, m2) = (start / 60, start % 60, end / 60, end % 60)
        var options: [String] = []
        let joiner = r.pick(["-", " - ", " to ", " until ", "–"])
        let from = r.chance(40) ? "from " : ""
        let firstPM = h1 >= 12
        let secondPM = h2 >= 12
        // A bare first hour takes the end's am/pm, or the morning when later on the dial.
        if h1 > 0, firstPM == secondPM || (!firstPM && h1 % 12 > h2 % 12) {
            options.append(
                from + dial(&r, twelve(h1), m1) + joiner + dial(&r, twelve(h2), m2) + meridiem(&r, pm: secondPM))
            // "between 2 and 4pm"
            options.append(
                "between \(dial(&r, twelve(h1), m1)) and \(dial(&r, twelve(h2), m2))\(meridiem(&r, pm: secondPM))")
        }
        options.append(
            from + dial(&r, twelve(h1), m1) + meridiem(&r, pm: firstPM) + joiner + dial(&r, twelve(h2), m2)
                + meridiem(&r, pm: secondPM))
        let bare1 = ChineseRoundTrip.bareHours(h1).filter { $0 <= 12 }
        let bare2 = ChineseRoundTrip.bareHours(h2).filter { $0 <= 12 }
        if let d1 = bare1.first, let d2 = bare2.first, !alone {
            options.append(from + dial(&r, d1, m1) + r.pick([" to ", " until ", "-"]) + dial(&r, d2, m2))
        }
        let shared = parts(h1).filter { part in parts(h2).contains { $0.0 == part.0 } }
        if !shared.isEmpty, let (part, d1) = Optional(r.pick(shared)),
            let d2 = parts(h2).first(where: { $0.0 == part })?.1
        {
            options.append(from + dial(&r, d1, m1) + " to " + dial(&r, d2, m2) + " " + part)
        }
        if h1 >= 13 || h1 < 10 {
            options.append(
                "\(from)\(Words.twoDigits(h1)):\(Words.twoDigits(m1))\(joiner)\(Words.twoDigits(h2)):\(Words.twoDigits(m2))"
            )
        }
        return r.pick(options)
    }

    // MARK: - Pieces of sentences

    static let heads = ["", "", "dentist ", "team sync ", "call with Ann ", "remind me about the review "]
    static let fillers = [", ", " ", ", let's say ", ", the call is ", " - book the room ", ", I think "]
    static let tails = ["", "", " with the team", " please", " for the review"]
}
