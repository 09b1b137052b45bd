/// Deadlines: a time with a word that makes it the end of an interval from now — 周五前,
/// 下周三之前, 12月10号以前, 到周四为止, 截止到本周五, 最晚后天, 不晚于12月20日, by Friday,
/// no later than Dec 20, until 5pm, before Friday.
///
/// The interval starts now: today 00:00 at day grain, the current minute at hour or minute grain.
/// Like every range, its end is exclusive. A deadline day is included ("by Thursday" and 周四前
/// end at Friday 00:00); a clock deadline ends at the clock (下午5点前 ends at 17:00). English
/// "before X" excludes the day X (ends at X 00:00), and "before the weekend" / 周末前 ends where
/// the period starts. See docs/NLU.md.
enum TimeDeadlines {
    /// The deadline a marker makes of `resolution` (read from `range` of `scalars`), and the
    /// scalars the marker took; `nil` when no marker is there.
    static func apply(
        _ resolution: TimeResolver.Resolution, range: Range<Int>, scalars: [Unicode.Scalar], resolver: TimeResolver
    ) -> (resolution: TimeResolver.Resolution, marker: Range<Int>)? {
        guard let (marker, kind) = marker(around: range, in: scalars) else { return nil }
        let dayGrain = resolution.grain == .day
        // 周四下午还剩啥: what is left of a part of a day is that part, not a deadline.
        if kind == .within, !dayGrain, scalars[marker.lowerBound] == "还" { return nil }
        if kind == .within, let periodEnd = resolution.end, dayGrain {
            // 本周之内, 本月内, within this month: the period from today on.
            let start = max(resolution.start, resolver.today * 86_400)
            guard periodEnd > start else { return nil }
            return (TimeResolver.Resolution(start: start, end: periodEnd, grain: .day), marker)
        }
        if kind == .since {
            // 今年以来, since last Monday: from the time (a period's start) to today or to this minute.
            var resolution = resolution
            if resolution.start > resolver.nowLocal, dayGrain, !saysYear(scalars[range]) {
                // "since January 1" in March is this year's January, not next year's.
                resolution = Self.yearEarlier(resolution)
            }
            guard resolution.start <= resolver.nowLocal else { return nil }
            let minute = resolver.nowLocal - ((resolver.nowLocal % 60) + 60) % 60
            let end = dayGrain ? (resolver.today + 1) * 86_400 : minute
            guard end > resolution.start else { return nil }
            return (TimeResolver.Resolution(start: resolution.start, end: end, grain: resolution.grain), marker)
        }
        // Open ranges: before or after a whole month or year already over ("2015年前", "07年以前",
        // "2018年以后", "after Feb 2018") run back to the earliest or on to the latest day read.
        if let open = openRange(resolution, kind: kind, scalars: scalars, marker: marker, resolver: resolver) {
            return (open, marker)
        }
        if kind == .after || kind == .onward || kind == .upThrough { return nil }
        // Only points in the future make deadlines; "上周五前" is a past point, left alone.
        guard resolution.start >= resolver.today * 86_400 else { return nil }
        var end = resolution.start
        if kind == .through, let periodEnd = resolution.end, dayGrain {
            end = periodEnd  // through the weekend: the period included
        } else if resolution.end != nil || (kind == .before && dayGrain) {
            // A period (周末前) or English "before": up to where it starts.
            end = CivilCalendar.floorDivide(resolution.start, 86_400) * 86_400
        } else if dayGrain {
            end = resolution.start + 86_400  // the deadline day is included
        }
        let start = dayGrain ? resolver.today * 86_400 : resolver.nowLocal - ((resolver.nowLocal % 60) + 60) % 60
        guard end > start else { return nil }
        return (TimeResolver.Resolution(start: start, end: end, grain: dayGrain ? .day : resolution.grain), marker)
    }

    /// The first and the last day an open range reaches: 1900-01-01 and 2099-12-31 (the years the
    /// recognizer reads), so "before 2015" is every day before 2015 and "after 2018" every day
    /// after it — bounded, so a skill can still list or sum over them.
    static let openStartYear = 1900
    static let openEndYear = 2100
    static let openStart = CivilCalendar.dayNumber(year: openStartYear, month: 1, day: 1) * 86_400
    static let openEnd = CivilCalendar.dayNumber(year: openEndYear, month: 1, day: 1) * 86_400

    /// Whether `time` is an open range (its start or end at the bounds above).
    static func isOpen(_ time: TimeEntity) -> Bool {
        time.start.year == openStartYear || time.end?.year == openEndYear
    }

    /// The open range before or after a month or a year that is already over, or `nil`.
    private static func openRange(
        _ resolution: TimeResolver.Resolution, kind: Kind, scalars: [Unicode.Scalar], marker: Range<Int>,
        resolver: TimeResolver
    ) -> TimeResolver.Resolution? {
        guard resolution.grain == .day, let end = resolution.end, end - resolution.start >= 28 * 86_400 else {
            return nil
        }
        // "2018 or later", "2015 or earlier": the period itself and every day on (back), said of any.
        if kind == .onward { return TimeResolver.Resolution(start: resolution.start, end: openEnd, grain: .day) }
        if kind == .upThrough { return TimeResolver.Resolution(start: openStart, end: end, grain: .day) }
        guard kind == .by || kind == .before || kind == .after, end <= resolver.today * 86_400 else { return nil }
        // 后 alone only after a year (三月后 may be three months on).
        if kind == .after, marker.count == 1, scalars[marker.lowerBound] == "后",
            !saysYear(scalars[..<marker.lowerBound])
        {
            return nil
        }
        return kind == .after
            ? TimeResolver.Resolution(start: end, end: openEnd, grain: .day)
            : TimeResolver.Resolution(start: openStart, end: resolution.start, grain: .day)
    }

    /// Whether the time's words name its year (four digits, 今年, 去年, "last year").
    private static func saysYear(_ words: ArraySlice<Unicode.Scalar>) -> Bool {
        var digits = 0
        for scalar in words {
            digits = NumberReader.asciiDigit(scalar) != nil ? digits + 1 : 0
            if digits == 4 || scalar == "年" { return true }
        }
        return String(String.UnicodeScalarView(words)).lowercased().contains("year")
    }

    /// `resolution` a year earlier, day for day (29 February becomes 28 February).
    private static func yearEarlier(_ resolution: TimeResolver.Resolution) -> TimeResolver.Resolution {
        func earlier(_ seconds: Int) -> Int {
            let day = CivilCalendar.floorDivide(seconds, 86_400)
            let date = CivilCalendar.date(day)
            let last = CivilCalendar.daysInMonth(year: date.year - 1, month: date.month)
            let moved = CivilCalendar.dayNumber(year: date.year - 1, month: date.month, day: min(date.day, last))
            return seconds + (moved - day) * 86_400
        }
        var moved = resolution
        moved.start = earlier(resolution.start)
        moved.end = resolution.end.map(earlier)
        return moved
    }

    /// What a marker makes of the time it marks.
    private enum Kind {
        /// by, 前, 截止: up to and including the day (a period: up to where it starts).
        case by
        /// English before: up to the day, not including it.
        case before
        /// through, thru: like `by`, but a period is included (through the weekend).
        case through
        /// 内, 之内, 以内, 剩下的, within or "the rest of" with a period: the period from today on.
        case within
        /// 以来, 至今, 到现在, since, to date, so far: from the time to today (or to this minute).
        case since
        /// 以后, 之后, after, later than: after a month or a year that is over, every day on.
        case after
        /// "or later", "onwards": a month or a year and every day after it.
        case onward
        /// "or earlier": a month or a year and every day before it.
        case upThrough
    }

    /// Chinese markers after the time, and Chinese or English markers before it.
    private static let after: [([Unicode.Scalar], Kind)] = [
        ("到目前为止", .since), ("到现在为止", .since), ("到现在", .since), ("至今", .since), ("以来", .since),
        // 从5月1号算, 从上个月开始算: counted from the time to now (从 before it).
        ("开始算", .since), ("算起", .since), ("起算", .since), ("算", .since),
        // "2018 or later", "2019 onwards", "2015 or earlier": a month or a year and every day on (back).
        (" or later", .onward), (" or after", .onward), (" and later", .onward), (" onwards", .onward),
        (" onward", .onward), (" or earlier", .upThrough), (" or before", .upThrough), (" and earlier", .upThrough),
        (" to date", .since), (" so far", .since), ("之前", .by), ("以前", .by), ("为止", .by), ("截止", .by),
        ("之内", .within), ("以内", .within), ("内", .within), ("前", .by), ("以后", .after), ("之后", .after),
        ("后", .after),
        // 这周剩下的安排, 这个月剩余的: what is left of the period, from today on.
        ("剩下的", .within), ("剩下", .within), ("剩余的", .within), ("剩余", .within),
        // 这周还剩哪些班.
        ("还剩下的", .within), ("还剩下", .within), ("还剩", .within),
    ].map { (words: String, kind: Kind) in (Array(words.unicodeScalars), kind) }
    private static let before: [(words: [Unicode.Scalar], kind: Kind)] = [
        ("截止到", .by), ("截止至", .by), ("截至", .by), ("截止", .by), ("最晚", .by), ("最迟", .by), ("不晚于", .by),
        ("no later than ", .by), ("not later than ", .by), ("as late as ", .by), ("by ", .by), ("until ", .by),
        ("till ", .by),
        ("through ", .through), ("thru ", .through), ("within ", .within), ("before ", .before), ("b4 ", .before),
        ("since ", .since), ("after ", .after), ("later than ", .after),
        ("so far ", .since), ("the rest of ", .within), ("rest of ", .within), ("the remainder of ", .within),
        // "what's left this week", "anything left for me this month", "remaining this week": what is left
        // of a period (not of a day: "she left friday").
        ("left for me ", .within), ("left for us ", .within), ("left ", .within), ("remaining ", .within),
    ].map { (words: String, kind: Kind) in (Array(words.unicodeScalars), kind) }
    /// Words before "through" that make it a walk through something, not a deadline.
    private static let notDeadlineBeforeThrough: Set<String> = [
        "me", "us", "walk", "go", "run", "talk", "look", "get", "read", "went", "going",
    ]

    /// Words before "by" that make it a visit, not a deadline: "electrician coming by tmrw 10am".
    private static let notDeadlineBeforeBy: Set<String> = [
        "come", "comes", "coming", "came", "stop", "stops", "stopping", "stopped", "drop", "drops", "dropping",
        "dropped", "swing", "swinging", "swung", "pop", "popping", "popped", "pass", "passing", "walk", "drive",
        "driving", "go", "going", "went", "stand",
    ]

    /// The English markers of what is left that mark only a period (a week, a month, a year).
    private static let leftOfAPeriod: [[Unicode.Scalar]] = ["left for me ", "left for us ", "left ", "remaining "].map {
        Array($0.unicodeScalars)
    }
    private static let periodWords: [[Unicode.Scalar]] = ["week", "wk", "month", "year", "weekend"].map {
        Array($0.unicodeScalars)
    }

    private static let howMuch = Array("多少".unicodeScalars)
    private static let byWords = Array("by ".unicodeScalars)
    private static let endWord = Array("end ".unicodeScalars)
    private static let theEndWords = Array("the end ".unicodeScalars)
    /// "before the year ends", "before the month is over": the period's last day is included.
    private static let periodEndings = [" ends", " is over", "'s over", " is out", "'s out", " is done", " wraps up"]
        .map {
            Array($0.unicodeScalars)
        }

    private static func marker(around range: Range<Int>, in s: [Unicode.Scalar]) -> (Range<Int>, Kind)? {
        for (words, kind) in after where matches(words, in: s, at: range.upperBound) {
            // 前 or 内 alone must not start another word (前天, 前面, 内容 are not deadlines).
            let end = range.upperBound + words.count
            if words.count == 1, end < s.count, "天面后边头年容部外科衣网心需".unicodeScalars.contains(s[end]) { continue }
            // 前地铁站 is a place; 霜降前地里还有啥活 is a deadline.
            if words.count == 1, end + 1 < s.count, s[end] == "地", s[end + 1] == "铁" { continue }
            // 本季度还剩多少预算: how much is left of something, over the whole period.
            if words.first == "还", matches(howMuch, in: s, at: end) { continue }
            // 到……为止 needs its 到, and 从……算 its 从.
            if words == Array("为止".unicodeScalars), !(range.lowerBound > 0 && s[range.lowerBound - 1] == "到") {
                continue
            }
            if words.last == "算" || words == Array("算起".unicodeScalars),
                !(range.lowerBound > 0 && s[range.lowerBound - 1] == "从")
            {
                continue
            }
            return (range.upperBound..<end, kind)
        }
        for (words, kind) in before {
            let start = range.lowerBound - words.count
            guard start >= 0, matches(words, in: s, at: start) else { continue }
            if words.first.map({ $0.value < 0x80 }) == true, start > 0, s[start - 1].properties.isAlphabetic {
                continue
            }
            // "walk-through tmrw 2pm", "drive-thru": the end of a hyphenated word is no deadline.
            if start > 0, s[start - 1] == "-" { continue }
            // "walk me through next week", "go through friday's notes", "coming by tmrw": no deadline.
            if kind == .through || words == byWords, start > 1, s[start - 1] == " " {
                var first = start - 1
                while first > 0, s[first - 1].properties.isAlphabetic { first -= 1 }
                let word = String(String.UnicodeScalarView(s[first..<(start - 1)]))
                if (kind == .through ? Self.notDeadlineBeforeThrough : Self.notDeadlineBeforeBy).contains(word) {
                    continue
                }
            }
            if leftOfAPeriod.contains(words),
                !periodWords.contains(where: { word in
                    range.indices.contains { matches(word, in: s, at: $0) }
                })
            {
                continue
            }
            // "before the end of the month" includes the month's last day.
            if kind == .before,
                matches(endWord, in: s, at: range.lowerBound) || matches(theEndWords, in: s, at: range.lowerBound)
                    || periodEndings.contains(where: {
                        range.count > $0.count && matches($0, in: s, at: range.upperBound - $0.count)
                    })
            {
                return (start..<range.lowerBound, .by)
            }
            return (start..<range.lowerBound, kind)
        }
        // "file the receipts this week", "cold room fixed this week": a task this week is due by Sunday.
        if isTaskThisWeek(range, in: s) { return (range.upperBound..<range.upperBound, .within) }
        return sinceAnEvent(around: range, in: s)
    }

    /// "since school started sept 1", "since we left nov 1", 从11月1号出发到现在, 9月1号开学以来: a
    /// day named by what began on it, counted from to now. The words between are a short clause
    /// ending with a verb of beginning (English) or one to three ideographs (Chinese).
    private static func sinceAnEvent(around range: Range<Int>, in s: [Unicode.Scalar]) -> (Range<Int>, Kind)? {
        // Chinese: the time, a short verb, then 到现在 / 以来 / 至今.
        var gap = range.upperBound
        let near = s[range.upperBound..<min(s.count, range.upperBound + 4)]
        let sinceAhead = near.contains { $0 == "到" || $0 == "以" || $0 == "至" }
        while sinceAhead, gap < s.count, gap - range.upperBound < 3, NumberReader.isCJK(s[gap]),
            NumberReader.chineseDigit(s[gap]) == nil
        {
            gap += 1
            for words in sinceAfter where matches(words, in: s, at: gap) {
                return (range.upperBound..<(gap + words.count), .since)
            }
        }
        // English: "since", a clause of one to four words ending with a verb of beginning, the time.
        guard range.lowerBound > 1, s[range.lowerBound - 1] == " " else { return nil }
        var end = range.lowerBound - 1
        var first = true
        for _ in 0..<6 {
            var start = end
            while start > 0, s[start - 1] != " " { start -= 1 }
            guard start < end else { return nil }
            let code = EnglishNumberWords.code(s, start..<end)
            if first {
                guard let code, beginningVerbs.contains(code) else { return nil }
                first = false
            } else if code == sinceCode {
                return (start..<range.lowerBound, .since)
            }
            guard start > 1, s[start - 1] == " " else { return nil }
            end = start - 1
        }
        return nil
    }

    private static let sinceAfter = ["到现在", "以来", "至今", "到目前为止"].map { Array($0.unicodeScalars) }

    /// Verbs that end a clause naming when something began: "since school started", "since we left",
    /// "since we got back", "since the shop opened".
    private static let beginningVerbs: Set<UInt64> = Set(
        [
            "started", "began", "begun", "left", "opened", "arrived", "landed", "moved", "returned", "joined",
            "launched",
            "back", "in", "kicked", "off", "signed", "retired", "reopened",
        ].map(EnglishNumberWords.code))
    private static let sinceCode = EnglishNumberWords.code("since")

    /// Whether `range` is "this week" at the end of an English task: a message opening with a verb
    /// of a chore ("order", "pay", "swap"), or with a word of being done right before ("fixed",
    /// "out", "in"); never a question or a look-up.
    private static func isTaskThisWeek(_ range: Range<Int>, in s: [Unicode.Scalar]) -> Bool {
        guard range.count == thisWeek.count, range.lowerBound > 0, range.upperBound <= s.count,
            s[range].elementsEqual(thisWeek), !s.contains("?")
        else { return false }
        let rest = s[range.upperBound...].filter { !" .!,;".unicodeScalars.contains($0) }
        guard rest.isEmpty else { return false }
        let words = String(String.UnicodeScalarView(s[..<range.lowerBound])).split(separator: " ").map(String.init)
        guard let first = words.first, let last = words.last, words.count >= 2 else { return false }
        return choreVerbs.contains(first) || doneWords.contains(last)
    }

    private static let thisWeek = Array("this week".unicodeScalars)

    /// Verbs that open a chore: "collect the balance this week".
    private static let choreVerbs: Set<String> = [
        "file", "collect", "order", "pay", "pack", "swap", "call", "send", "finish", "submit", "book", "fix", "clean",
        "buy", "return", "renew", "sign", "email", "text", "ship", "mail", "deliver", "finalize", "review", "write",
        "print", "confirm", "sort", "prep", "prepare", "restock", "refill", "settle", "invoice", "chase", "clear",
        "hand", "turn", "get", "pick", "drop", "schedule", "arrange", "repair", "replace", "update", "upload", "post",
        "reply", "respond", "apply", "register", "enroll", "install", "paint", "mow", "trim", "plant", "wash",
        "refund", "repay", "clean", "service", "pick", "deposit", "transfer",
    ]

    /// Words of a thing being done, right before "this week": "final cut out this week".
    private static let doneWords: Set<String> = [
        "fixed", "done", "in", "out", "finished", "sorted", "signed", "sent", "submitted", "booked", "ordered",
        "filed", "paid", "returned", "back", "delivered", "shipped", "repaired", "installed", "completed", "ready",
    ]

    private static func matches(_ words: [Unicode.Scalar], in s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0, index + words.count <= s.count else { return false }
        for (offset, scalar) in words.enumerated() where s[index + offset] != scalar { return false }
        return true
    }
}
