/// Joins a day and a clock time said apart into one time: "下周二开个站会，时间定在上午十点到十点半",
/// "dentist on Monday from 8:30 to 10am", "下午三点，明天".
///
/// Two neighbouring phrases compose when one names only a day (with or without a part of the
/// day: `明天`, `下周二晚上`, `Friday`) and the other only a time of day (a clock time, a clock
/// range, or a part of the day: `上午十点到十点半`, `from 2 to 4pm`, `下午`), in either order, with at
/// most ``maximumGap`` scalars of other words between them. The clock keeps its own part of the
/// day and takes the day's when it has none (`下周二晚上……六点` is 18:00); a part of the day alone
/// joins first and a clock after it joins the result (`周日吧，下午大概两点半`). The composed time's
/// span runs from the first piece to the last; its pieces are what was read.
enum TimeComposition {
    /// The most words between a day and the clock it takes: each Chinese character counts 1, each
    /// English word 2 (so 20 characters, or 10 words: "Thursday I've got the visa appointment, be
    /// there at 10:30am").
    static let maximumGap = 20.0

    /// A phrase to resolve, with the scalar ranges it was read from.
    struct Composed {
        var phrase: TimePhrase
        var pieces: [Range<Int>]
    }

    static func compose(_ phrases: [TimePhrase], in scalars: [Unicode.Scalar]) -> [Composed] {
        var result: [Composed] = []
        for phrase in phrases {
            let next = Composed(phrase: phrase, pieces: [phrase.range])
            if let last = result.last, let joined = join(last, next, in: scalars) {
                result[result.count - 1] = joined
            } else {
                result.append(next)
            }
        }
        // Bare-number ranges that found no day are not times ("pages 9 to 5").
        return result.filter { !$0.phrase.weak }
    }

    /// What a phrase says, for composing.
    private enum Role {
        /// A day, maybe with a part of the day: `明天`, `下周二晚上`.
        case day
        /// A time of day with no day: `上午十点`, `3点到5点`, `下午`.
        case timeOfDay
        case other
    }

    private static func role(_ phrase: TimePhrase) -> Role {
        let first = phrase.first
        guard first.offset == nil, first.period == nil else { return .other }
        if first.day != nil {
            return first.clock == nil && phrase.second == nil ? .day : .other
        }
        guard first.clock != nil || first.part != nil else { return .other }
        if let second = phrase.second, second.day != nil || second.period != nil { return .other }
        return .timeOfDay
    }

    private static func join(_ left: Composed, _ right: Composed, in scalars: [Unicode.Scalar]) -> Composed? {
        let gapStart = left.phrase.range.upperBound
        let gapEnd = right.phrase.range.lowerBound
        guard gapEnd >= gapStart, gapLength(scalars[gapStart..<gapEnd]) <= maximumGap,
            !breaksClause(scalars[gapStart..<gapEnd])
        else { return nil }
        let (day, time): (TimePhrase, TimePhrase)
        switch (role(left.phrase), role(right.phrase)) {
        case (.day, .timeOfDay): (day, time) = (left.phrase, right.phrase)
        case (.timeOfDay, .day):
            // 晚上九点前把今天的单发掉: a clock with its deadline word is a deadline of its own.
            if ["前", "之前", "以前"].contains(where: { scalars[gapStart..<gapEnd].starts(with: $0.unicodeScalars) }) {
                return nil
            }
            (day, time) = (right.phrase, left.phrase)
        default: return nil
        }
        var first = time.first
        first.day = day.first.day
        first.shift = day.first.shift
        if first.part == nil {
            // "sunday evening's thing, make it lunch at noon": noon and 13:00 need no part of the day.
            if !(first.clock?.twentyFourHour ?? false) { first.part = day.first.part }
        } else if day.first.part != nil, first.clock == nil {
            return nil  // two parts of the day: 明天上午……下午
        }
        // A clock with am/pm keeps it; a part of the day from the day phrase must agree with it.
        if let meridiem = first.clock?.meridiem, let part = first.part, !part.allows(meridiem) { first.part = nil }
        let range =
            min(
                left.phrase.range.lowerBound, right.phrase.range.lowerBound)..<max(
                left.phrase.range.upperBound, right.phrase.range.upperBound)
        var second = time.second
        if second != nil, second?.part == nil, time.first.part == nil, first.part != nil, first.clock != nil,
            second?.clock?.meridiem == nil
        {
            second?.part = first.part
            second?.partCarried = true
        }
        let phrase = TimePhrase(first: first, second: second, range: range, firstEnd: range.lowerBound, weak: false)
        return Composed(phrase: phrase, pieces: (left.pieces + right.pieces).sorted { $0.lowerBound < $1.lowerBound })
    }

    /// The length of a gap in words: a Chinese character is 1, an English word 2 ("I've" is one).
    private static func gapLength(_ gap: ArraySlice<Unicode.Scalar>) -> Double {
        var length = 0.0
        var inWord = false
        for scalar in gap {
            let isLetter =
                scalar.value < 0x80 && scalar.properties.isAlphabetic || (scalar.value >= 0x30 && scalar.value <= 0x39)
                || (inWord && scalar == "'")
            if isLetter {
                if !inWord { length += 2 }
                inWord = true
            } else {
                inWord = false
                if scalar.value >= 0x3000 { length += 1 }
            }
        }
        return length
    }

    /// Whether the words between two phrases end one request and start another: a sentence end
    /// followed by a new day word is left to the phrases themselves, so only hard breaks count, and
    /// a joined request of its own ("cancel friday's rehearsal and move the recital to 7:30pm",
    /// 周五的排练取消 再把演出改到七点半).
    private static func breaksClause(_ gap: ArraySlice<Unicode.Scalar>) -> Bool {
        if gap.contains(where: { $0 == "\n" || $0 == ";" || $0 == "；" }) { return true }
        // "send tmrw's lesson list by 10pm": the day owns a thing; the clock is a deadline of its own.
        if gap.starts(with: "'s ".unicodeScalars), deadlineEnds.contains(where: { gap.reversed().starts(with: $0) }) {
            return true
        }
        // The shortest joiner and verb ("再把", " and log ") needs a few scalars of gap.
        guard gap.count >= 3 else { return false }
        return RequestShape.contains(Array(gap), newRequests)
    }

    /// Deadline words ending a gap, reversed: "by ", "before ", "until ".
    private static let deadlineEnds: [[Unicode.Scalar]] = [" by ", " before ", " until "].map {
        Array($0.unicodeScalars.reversed())
    }

    /// A joiner and a verb that starts another request about another event.
    private static let newRequests: RequestShape.Cues = {
        let verbs = ["move", "cancel", "delete", "push", "reschedule", "change", "add", "put", "book", "log", "remove"]
        return RequestShape.Cues(
            verbs.flatMap { ["and \($0)", "then \($0)", "also \($0)"] } + ["再把", "然后把", "顺便把", "另外把"])
    }()
}

extension PartOfDay {
    /// Whether a clock written with `meridiem` can lie in this part of the day.
    func allows(_ meridiem: Meridiem) -> Bool {
        switch meridiem {
        case .am: hours.start < 12
        case .pm: hours.end > 12
        }
    }
}
