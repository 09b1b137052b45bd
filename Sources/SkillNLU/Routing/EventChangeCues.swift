/// A request to change or remove a stored event says so: a change word (改, 挪, 推迟, move,
/// reschedule, "an hour later") or a cancel word (取消, 删, 不去了, cancel, "can't make it").
/// Without one, "the third Friday of January party", "big things in the second half of the year"
/// or "后天的复诊挂的是下午两点半的号" name an event or ask about a period; they change nothing.
/// The classifier's n-grams sometimes lean to a skill that finds and edits a stored event on
/// such sentences, and that skill would then ask for approval to change something the person
/// never mentioned changing.
///
/// The other way round, some words leave no doubt that a stored event is to change (往后推,
/// 改到, 提前到, "push … back", "reschedule") or to go (取消, 删掉, "cancel", "take it off my
/// calendar"): a sentence the classifier gave to no skill, or to a skill that only looks
/// (a new event, a look-up, the weather), is given to the skill that changes or removes events.
enum EventChangeCues {
    /// Whether `text` holds a change or cancel word.
    static func said(in text: NormalizedText) -> Bool {
        RequestShape.contains(withoutServiceWords(text.scalars), cues)
    }

    /// `scalars` with "drop off" / "dropping off" blanked: delivering something ("drop off the
    /// documents at 8"), not removing an event; and "oil change", a service booked, not a change.
    private static func withoutServiceWords(_ said: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let scalars = withoutMoveNouns(said)
        // "drop visa docs at the consulate": something taken to a place, not an event dropped ("drop
        // yoga at 6" still is).
        // "two groups, drop the first one at the airport": the same after a comma.
        if let drop = dropStart(in: scalars) {
            let clause = scalars[drop...].prefix { $0 != "," && $0 != "，" }
            if RequestShape.contains(Array(clause), atWord) || RequestShape.contains(Array(clause), offWord),
                !RequestShape.contains(scalars, eventNouns)
            {
                var blanked = scalars
                blanked.replaceSubrange(drop..<drop + dropWord.count, with: repeatElement(" ", count: dropWord.count))
                return blanked
            }
        }
        guard RequestShape.contains(scalars, serviceCues) else { return scalars }
        var blanked = scalars
        for word in serviceWords {
            var index = 0
            while index + word.count <= blanked.count {
                if blanked[index..<index + word.count].elementsEqual(word),
                    index == 0 || !TextResidue.isLetter(blanked[index - 1])
                {
                    blanked.replaceSubrange(index..<index + word.count, with: repeatElement(" ", count: word.count))
                    index += word.count
                } else {
                    index += 1
                }
            }
        }
        return blanked
    }

    /// Where "drop " opens the message or a clause after a comma.
    private static func dropStart(in scalars: [Unicode.Scalar]) -> Int? {
        if scalars.starts(with: dropWord) { return 0 }
        guard scalars.contains(",") || scalars.contains("，") else { return nil }
        var index = 1
        while index + dropWord.count <= scalars.count {
            if scalars[index..<index + dropWord.count].elementsEqual(dropWord) {
                var before = index - 1
                while before > 0, scalars[before] == " " { before -= 1 }
                if scalars[before] == "," || scalars[before] == "，" { return index }
            }
            index += 1
        }
        return nil
    }

    private static let dropWord = Array("drop ".unicodeScalars)
    private static let offWord = RequestShape.Cues(["off"])  // "drop the dog off 7am"
    private static let atWord = RequestShape.Cues([
        "at the", "at my", "at her", "at his", "at our", "at their", "at mrs", "at mr", "at ms", "at dr",
    ])
    private static let eventNouns = RequestShape.Cues([
        "meeting", "appointment", "appt", "call", "class", "lesson", "session", "practice", "dinner", "lunch", "event",
    ])

    /// Work that only sounds like a change: delivering ("drop off"), a service ("oil change"), and
    /// Chinese nouns made with 改 (幼儿园改造, 改装, 批改作业).
    private static let serviceList = [
        "drop off", "dropping off", "drop-off", "oil change", "改造", "改装", "改建", "改良", "改编", "批改", "改作业", "改卷",
        // 给住院的猫换药, 换机油, "shift handover": care and upkeep, and a shift as a noun.
        "换药", "换纱布", "换油", "换机油", "换轮胎", "换尿布", "换灯泡", "换锁", "换胎", "换冬季胎", "换雪地胎", "换夏季胎", "换电瓶",
        "换滤芯", "换纱窗", "换床单", "换季", "change the cat's dressing", "change the dog's dressing", "shift handover",
        "shift report", "change the oil", "change the dressing", "change the bandage", "change the sheets",
        // 到二中调琴: tuning a piano, and other work named with 调.
        "调琴", "调音", "调律", "调试", "调研", "调查", "空调",
    ]
    private static let serviceWords: [[Unicode.Scalar]] = serviceList.map { Array($0.unicodeScalars) }
    private static let serviceCues = RequestShape.Cues(serviceList)

    /// What the strong words say: `.change`, `.cancel`, or `nil` (a cancel word wins).
    enum Request { case change, cancel }

    /// The request the strong words make, if any.
    static func request(in text: NormalizedText) -> Request? {
        let scalars = withoutServiceWords(text.scalars)
        if let strong = strongRequest(scalars) { return strong }
        // "dan cancelled coffee" — but "the babysitter cancelled so push date night" is a change.
        if RequestShape.contains(scalars, pastCancels), !RequestShape.contains(scalars, changeVerbs) { return .cancel }
        return nil
    }

    /// Whether `text` calls an event off only in passing ("lunch w mark isn't happening today"), with
    /// no verb that asks for it: in a message that goes on to move it, the event is moved.
    static func callsOffInPassing(_ text: NormalizedText) -> Bool {
        let scalars = withoutServiceWords(text.scalars)
        return strongRequest(scalars) == nil && RequestShape.contains(scalars, pastCancels)
    }

    private static func strongRequest(_ scalars: [Unicode.Scalar]) -> Request? {
        let opening = openingEnd(of: scalars)
        // One scan for the four lists.
        let found = RequestShape.tags(scalars, requestWords)
        let clauses = [opening] + clauseStarts(in: scalars)
        // "fri drinks are off", "… can go", "tuesday 3pm cancel".
        if endsOff(scalars) || endsCanGo(scalars) || endsCancel(scalars) { return .cancel }
        if takesOff(scalars, at: opening) || saysNone(scalars, at: opening) { return .cancel }
        if found & Tag.cancel != 0
            || clauses.contains(where: { RequestShape.cueLength(scalars, at: $0, cancelVerbs) != nil })
        {
            return .cancel
        }
        if found & Tag.change != 0
            || clauses.contains(where: { clause in
                RequestShape.cueLength(scalars, at: clause, changeVerbs) != nil && !namesAShift(scalars, at: clause)
            })
            || changeShape(scalars, opening: opening, found: found) || endsNow(scalars)
        {
            return .change
        }
        return nil
    }

    /// "remote interpreting is 10-12 now", "the 3pm's at 4 now", "friday's shift is a day shift now
    /// 7a to 3p": a stored event's new time, said with "is" and "now" at the end or before the clock.
    private static func endsNow(_ s: [Unicode.Scalar]) -> Bool {
        var end = s.count
        while end > 0, " .!".unicodeScalars.contains(s[end - 1]) { end -= 1 }
        var clockAfter = false
        if let now = lastNowBeforeAClock(s, before: end),
            s[(now + 5)..<end].allSatisfy({ clockScalars.contains($0) || NumberReader.asciiDigit($0) != nil })
        {
            end = now + 4
            clockAfter = true
        }
        guard end > 8, s[(end - 4)..<end].elementsEqual(" now".unicodeScalars) else { return false }
        let body = s[..<(end - 4)]
        guard let verb = starts(of: nowVerbs, in: Array(body)) else { return false }
        return clockAfter || body[verb...].contains { NumberReader.asciiDigit($0) != nil }
    }

    /// Where the last " now " followed by a digit starts before `end`.
    private static func lastNowBeforeAClock(_ s: [Unicode.Scalar], before end: Int) -> Int? {
        var index = end - 6
        while index >= 0 {
            if s[index + 1] == "n", s[index + 2] == "o", s[index + 3] == "w", s[index] == " ", s[index + 4] == " ",
                NumberReader.asciiDigit(s[index + 5]) != nil
            {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// What a clock or a clock range is written with besides digits: "7a to 3p", "9:30-11am".
    private static let clockScalars = Set(" :-aptom".unicodeScalars)
    private static let nowVerbs = [" is ", " are ", "'s "].map { Array($0.unicodeScalars) }

    /// Where the first of `cues` starts in `s`.
    private static func starts(of cues: [[Unicode.Scalar]], in s: [Unicode.Scalar]) -> Int? {
        cues.compactMap { cue in starts(of: cue, in: s, before: s.count).first }.min()
    }

    /// "shift tonight 8 till 11", "shift at the café sat": a work shift, not a verb.
    private static func namesAShift(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        guard let length = RequestShape.cueLength(s, at: start, shiftNoun), start + length + 1 < s.count else {
            return false
        }
        let next = start + length + 1
        return NumberReader.asciiDigit(s[next]) != nil || RequestShape.cueLength(s, at: next, shiftFollowers) != nil
    }

    private static let shiftNoun = RequestShape.Cues(["shift", "work shift", "my shift"])
    private static let shiftFollowers = RequestShape.Cues([
        "tonight", "today", "tomorrow", "tmrw", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
        "sunday", "mon", "tue", "wed", "weds", "thu", "fri", "sat", "sun", "at", "from", "starts", "this", "next", "on",
    ])

    /// Whether the message ends with "is off", "are off" or "'s off" (punctuation after allowed),
    /// or with one of them and the day it is off ("book club is off this week", "… is off tomorrow").
    private static func endsOff(_ s: [Unicode.Scalar]) -> Bool {
        var end = s.count
        while end > 0, " .!".unicodeScalars.contains(s[end - 1]) { end -= 1 }
        // Most messages say no "off" at all.
        guard end >= 4, (3..<end).contains(where: { s[$0] == "f" && s[$0 - 1] == "f" && s[$0 - 2] == "o" }) else {
            return false
        }
        // The cue ending the message or its first clause ("open house is off, sellers pulled the
        // listing"), or only day words after it ("is off this week", "… too").
        let clauseEnd = s[..<end].firstIndex(of: ",") ?? end
        let found = [end, clauseEnd].contains { stop in
            offEndings.contains { cue in
                starts(of: cue, in: s, before: stop).contains { at in
                    s[(at + cue.count)..<stop].split(separator: " ").allSatisfy {
                        offDayWords.contains(String(String.UnicodeScalarView($0)))
                    }
                }
            }
        }
        // A day said: an event's, not the power or the heating; or a name of its own ("friendly's off,
        // client pushed it"), not a person or a thing at home ("she's off", "the heat's off").
        guard found else { return false }
        if RequestShape.contains(s, daysSaid) { return true }
        return !RequestShape.contains(s, notEventsOff) && !pronounsOff.contains(where: { s.starts(with: $0) })
    }

    /// Things at home and people that can be "off" without an event being called off.
    private static let notEventsOff = RequestShape.Cues(
        [
            "power", "heat", "heating", "water", "electricity", "lights", "light", "wifi", "internet", "ac", "a/c",
            "gas",
            "alarm", "tv", "phone", "oven", "stove", "fridge", "engine", "car", "boss", "manager", "mom", "dad", "wife",
            "husband", "kid", "kids", "nanny", "sitter", "babysitter", "teacher", "coach",
        ].flatMap { [$0, $0 + "'s"] })
    private static let pronounsOff = [
        "he's", "she's", "it's", "that's", "who's", "what's", "everyone's", "he is", "she is", "it is",
    ].map {
        Array($0.unicodeScalars)
    }

    /// Whether the message ends with a cancel verb after what it cancels: "tuesday 3pm cancel",
    /// "yoga tmrw delete pls".
    private static func endsCancel(_ s: [Unicode.Scalar]) -> Bool {
        var end = s.count
        for _ in 0..<2 {
            while end > 0, " -,.!".unicodeScalars.contains(s[end - 1]) { end -= 1 }
            var start = end
            while start > 0, TextResidue.isLetter(s[start - 1]) { start -= 1 }
            guard start > 0, start < end else { return false }
            let word = s[start..<end]
            if endCancels.contains(where: { word.elementsEqual($0) }) { return true }
            guard endFillers.contains(where: { word.elementsEqual($0) }) else { return false }
            end = start
        }
        return false
    }

    private static let endCancels = ["cancel", "delete", "remove", "scrap", "nix"].map { Array($0.unicodeScalars) }
    private static let endFillers = ["it", "that", "pls", "please", "plz"].map { Array($0.unicodeScalars) }

    private static let offEndings = [" is off", " are off", "'s off"].map { Array($0.unicodeScalars) }
    /// Words that may follow "is off" and still end the message: the day it is off.
    private static let offDayWords: Set<String> = [
        "this", "next", "week", "weekend", "today", "tonight", "tomorrow", "tmrw", "on", "for", "monday", "tuesday",
        "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "weds", "thu", "fri", "sat",
        "sun",
        "morning", "afternoon", "evening", "night", "too", "either", "also",
    ]

    /// "take the couples massage off Valentine's Day", "take off wednesday gym": an event taken
    /// off the calendar (not "take Mia to the airport").
    private static func takesOff(_ s: [Unicode.Scalar], at opening: Int) -> Bool {
        guard let length = RequestShape.cueLength(s, at: opening, takeVerb) else { return false }
        let rest = Array(s[(opening + length)...])
        return rest.starts(with: " off ".unicodeScalars) || RequestShape.contains(rest, offWords)
    }

    /// "no standup monday, it's a company offsite", "no gym tonight": a day's event that will not
    /// happen.
    /// Also a last clause that says it after why ("carlos backed out, no shift swap", "rain
    /// tomorrow so no farmers market").
    private static func saysNone(_ s: [Unicode.Scalar], at opening: Int) -> Bool {
        guard !s.contains(where: { NumberReader.asciiDigit($0) != nil }) else { return false }
        if RequestShape.cueLength(s, at: opening, noWord) != nil { return RequestShape.contains(s, daysSaid) }
        // Most messages say no "no " at all.
        guard s.count > 4, (2..<s.count).contains(where: { s[$0] == " " && s[$0 - 1] == "o" && s[$0 - 2] == "n" })
        else {
            return false
        }
        for joiner in noClauses {
            guard let at = starts(of: joiner, in: s, before: s.count).last else { continue }
            let rest = s[(at + joiner.count)...]
            let words = rest.split(separator: " ").count
            // "teacher's out, no piano next wednesday": a day said after it is reason enough (not
            // after an interjection: "ok, no rush tomorrow").
            let before = String(String.UnicodeScalarView(s[..<at])).trimmingCharacters(in: .whitespaces)
            return (1...4).contains(words) && !rest.contains(where: { ",.;".unicodeScalars.contains($0) })
                && (RequestShape.contains(Array(s[..<at]), noneCauses)
                    || (RequestShape.contains(Array(rest), daysSaid) && before.contains(" ")))
        }
        return false
    }

    private static let noClauses = [", no ", " so no "].map { Array($0.unicodeScalars) }
    /// Why an event will not happen, said before "no X".
    private static let noneCauses = RequestShape.Cues([
        "backed out", "bailed", "cancelled", "canceled", "sick", "rain", "raining", "snow", "closed", "called off",
        "can't make it", "cant make it", "'s out", " is out", "out of town", "away", "flooded", "storm",
    ])

    private static let takeVerb = RequestShape.Cues(["take"])
    private static let noWord = RequestShape.Cues(["no"])
    private static let offWords = RequestShape.Cues([" off my", " off the", " off "])

    /// "wednesday's school run can go", "… can go, grandma's doing it": an event let go, at the end
    /// of the message or of its first clause (not "can go for a run").
    private static let canGo = Array(" can go".unicodeScalars)

    private static func endsCanGo(_ s: [Unicode.Scalar]) -> Bool {
        starts(of: canGo, in: s, before: s.count).contains { index in
            let after = index + canGo.count
            return after == s.count || ",.!;".unicodeScalars.contains(s[after])
        }
    }

    /// Where `cue` starts in `s` before `end` (it ends by `end`), in text order.
    /// Lazy: nothing is allocated for a message that does not hold the cue.
    private static func starts(of cue: [Unicode.Scalar], in s: [Unicode.Scalar], before end: Int)
        -> LazyFilterCollection<Range<Int>>
    {
        (0..<max(0, end - cue.count + 1)).lazy.filter { start in
            // (The first two scalars first: most positions fail there, without a slice.)
            !cue.isEmpty && s[start] == cue[0] && (cue.count < 2 || s[start + 1] == cue[1])
                && s[start..<start + cue.count].elementsEqual(cue)
        }
    }

    private static let daysSaid = RequestShape.Cues([
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon ", "tue ", "tues ", "wed ",
        "thu ", "thur ", "thurs ", "fri ", "sat ", "sun ", "today", "tomorrow", "tmrw", "tonight", "weekend", "wknd",
        "this week", "next week", "this morning", "this afternoon", "this evening",
    ])

    /// Where a clause after a comma starts, past request words: "it's pouring, delete my run this
    /// morning" and 台风要来，周末露营删掉吧 say why first.
    private static func clauseStarts(in scalars: [Unicode.Scalar]) -> [Int] {
        var starts: [Int] = []
        for index in scalars.indices where scalars[index] == "," || scalars[index] == "，" || isSo(scalars, at: index) {
            var start = index + (scalars[index] == " " ? 4 : 1)
            while start < scalars.count, scalars[start] == " " { start += 1 }
            guard start < scalars.count else { continue }
            while let length = RequestShape.cueLength(scalars, at: start, openings) {
                start += length
                while start < scalars.count, scalars[start] == " " { start += 1 }
            }
            starts.append(start)
        }
        return starts
    }

    /// Whether " so " stands at `index`: "maria's out sick so cancel our 1:1" goes on to the request.
    private static func isSo(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        index + 4 < s.count && s[index] == " " && s[index + 1] == "s" && s[index + 2] == "o" && s[index + 3] == " "
    }

    /// The bits of the lists in ``requestWords``.
    private enum Tag {
        static let cancel: UInt32 = 1
        static let change: UInt32 = 2
        static let newEvent: UInt32 = 4
        static let instead: UInt32 = 8
    }

    private static let requestWords = RequestShape.Cues(
        tagged: strongCancelList.map { ($0, Tag.cancel) } + strongChangeList.map { ($0, Tag.change) }
            + newEventWordsList.map { ($0, Tag.newEvent) } + insteadWordsList.map { ($0, Tag.instead) })

    /// English sentences that change an event by their shape more than by a verb: "yoga tonight:
    /// 7 to 8 instead" (instead, with no word that makes a new event), "make the team dinner
    /// Saturday at noon" (make, not "make a/an …"), "Friday's retro is in room 3 now", "the movers
    /// are coming Sunday now, not Saturday".
    private static func changeShape(_ scalars: [Unicode.Scalar], opening: Int, found: UInt32) -> Bool {
        if putsAtAPlace(scalars, opening: opening) { return true }
        if nowThenAClock(scalars) { return true }
        // "company party location: the Marriott downtown", "new client thing: location is the WeWork
        // on 5th": a place given to an event with no time (with one, "team dinner tomorrow 7pm,
        // location: Joe's" is a new event).
        if RequestShape.contains(scalars, placeLabels), !saysAClock(scalars),
            !scalars.indices.dropFirst().contains(where: {
                (scalars[$0] == "点" || scalars[$0] == "时") && numerals.contains(scalars[$0 - 1])  // not 地点
            })
        {
            return true
        }
        // "my guitar class moved to Tuesday - add it" asks for a new event.
        if found & Tag.newEvent != 0 { return false }
        if found & Tag.instead != 0 { return true }
        if movesToAClock(scalars) { return true }
        // "the dentist is Tuesday not Monday": a time said and another one denied.
        if notATime(scalars) { return true }
        // "pull next Monday's report up to this Friday", "bring the review forward to 1".
        if RequestShape.cueLength(scalars, at: opening, pullVerbs) != nil, RequestShape.contains(scalars, pullUps) {
            return true
        }
        // (Also opening a later clause: "grandma's train is late, make the pickup 11:15".)
        if ([opening] + clauseStarts(in: scalars)).contains(where: { start in
            RequestShape.cueLength(scalars, at: start, makeVerb) != nil
                && RequestShape.cueLength(scalars, at: start + 5, newThingWords) == nil
        }) {
            return true
        }
        // "book club is at the library this time", "standup monday is in the big conference room":
        // an event said to be somewhere, with no clock (which would make it a new event's time).
        if isAtAPlace(scalars) { return true }
        // "… is in room 3 now", not "three days from now" or "right now".
        var end = scalars.count
        while end > 0,
            scalars[end - 1] == "." || scalars[end - 1] == "!" || scalars[end - 1] == "?"
                || scalars[end - 1] == " "
        {
            end -= 1
        }
        // "date night at Nopa this time" (not "call mom this time tomorrow").
        if end >= 12, scalars[(end - 10)..<end].elementsEqual(" this time".unicodeScalars) { return true }
        guard end >= 8, scalars[end - 4] == " ", scalars[end - 3] == "n", scalars[end - 2] == "o",
            scalars[end - 1] == "w"
        else { return false }
        var wordStart = end - 4
        while wordStart > 0, EnglishNumberWords.isLetter(scalars[wordStart - 1]) { wordStart -= 1 }
        guard let code = EnglishNumberWords.code(scalars, wordStart..<(end - 4)) else { return true }
        guard !nowIsATime.contains(code) else { return false }
        // A state said of an event ("is in the Oak Room now") or a new clock ("goes till 11 now"),
        // not "let's meet now" or "call mom now": the present, asked for.
        return scalars.contains { NumberReader.asciiDigit($0) != nil } || RequestShape.contains(scalars, stateVerbs)
    }

    private static let stateVerbs = RequestShape.Cues(["is", "are", "was", "were", "be"])

    /// Whether a name is followed by "now" and a new clock ("CE course now 3-5"): a change even
    /// where the name sounds like something bought.
    /// Also "remote interpreting is 10-12 now": the clock, then "now" ending the message.
    static func saysNowThenAClock(_ text: NormalizedText) -> Bool {
        nowThenAClock(text.scalars) || endsNow(text.scalars)
    }

    /// "CE course now 3-5", "standup now 9:15": a name, then "now" and the new clock.
    private static func nowThenAClock(_ s: [Unicode.Scalar]) -> Bool {
        guard s.count > 7 else { return false }
        for index in 1..<(s.count - 5)
        where s[index] == " " && s[index + 1] == "n" && s[index + 2] == "o" && s[index + 3] == "w"
            && s[index + 4] == " "
        {
            guard NumberReader.asciiDigit(s[index + 5]) != nil, TextResidue.isLetter(s[index - 1]) else { continue }
            var wordStart = index
            while wordStart > 0, TextResidue.isLetter(s[wordStart - 1]) { wordStart -= 1 }
            // "right now 5", "from now 3 days": "now" as the present.
            let before = String(String.UnicodeScalarView(s[wordStart..<index]))
            return !TimeGrammar.presentNowWords.contains(before)
        }
        return false
    }

    /// " is at " / " is in " / "'s at " before a place (a letter word that is no time word), in a
    /// message without digits or clock words: an event's new place.
    private static func isAtAPlace(_ s: [Unicode.Scalar]) -> Bool {
        guard s.count > 8 else { return false }
        for index in 3..<(s.count - 4) where s[index] == " " || s[index] == "'" {
            let next = s[index + 1]
            guard next == "i" || next == "a" || next == "s" else { continue }
            for word in isAtWords
            where index + word.count < s.count && s[index..<(index + word.count)].elementsEqual(word) {
                guard !saysAClock(s), !RequestShape.contains(s, clockWords) else { return false }
                let place = index + word.count
                return TextResidue.isLetter(s[place]) && RequestShape.cueLength(s, at: place, notPlaces) == nil
                    && EnglishNumberWords.read(s, at: place) == nil  // "is in two weeks"
            }
        }
        return false
    }

    /// "put the board meeting in room 4B", "move my haircut to Supercuts on Main": a stored event
    /// (after "the" or "my") given a place, with no day or clock in the message.
    private static func putsAtAPlace(_ s: [Unicode.Scalar], opening: Int) -> Bool {
        // (Cues are matched without their edge spaces: "in" is the word in.)
        guard let verb = RequestShape.cueLength(s, at: opening, putVerbs),
            RequestShape.cueLength(s, at: opening + verb + 1, possessives) != nil,
            !RequestShape.contains(s, dayWords), !RequestShape.contains(s, clockWords)
        else { return false }
        for index in (opening + verb)..<max(opening + verb, s.count - 4) where s[index] == " " {
            guard let word = RequestShape.cueLength(s, at: index + 1, placeWords) else { continue }
            let place = index + 2 + word
            guard place < s.count, TextResidue.isLetter(s[place]),
                !s[..<index].contains(where: { NumberReader.asciiDigit($0) != nil }),
                RequestShape.cueLength(s, at: place, notPlaces) == nil,
                RequestShape.cueLength(s, at: place, notPutPlaces) == nil,
                EnglishNumberWords.read(s, at: place) == nil
            else { return false }
            return true
        }
        return false
    }

    private static let putVerbs = RequestShape.Cues(["put", "move", "relocate", "switch"])
    private static let possessives = RequestShape.Cues(["the", "my", "our"])
    private static let placeWords = RequestShape.Cues(["in", "at", "to"])
    private static let notPutPlaces = RequestShape.Cues([
        "my calendar", "the calendar", "calendar", "my schedule", "the schedule", "for", "there", "next", "this",
        "later", "earlier", "bed",
    ])
    private static let weekdayNames = RequestShape.Cues([
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
        "weds", "thu", "thurs", "fri", "sat", "sun",
    ])
    /// Words of going somewhere, before which " to " names a place, not a new day.
    private static let tripWords = RequestShape.Cues([
        "drive", "fly", "flight", "trip", "train", "bus", "go", "going", "head", "walk", "ride", "back", "ticket",
    ])

    private static let dayWords = RequestShape.Cues([
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
        "weds",
        "thu", "thurs", "fri", "sat", "sun", "today", "tomorrow", "tonight", "week", "month", "morning", "afternoon",
        "evening", "night", "am", "pm", "o'clock",
    ])

    /// Whether the message holds a number that may be a clock: digits standing alone or before
    /// am/pm or a colon, not "2nd floor", "room 4B" or "5th Avenue".
    private static func saysAClock(_ s: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index < s.count {
            guard NumberReader.asciiDigit(s[index]) != nil else {
                index += 1
                continue
            }
            var end = index
            while end < s.count, NumberReader.asciiDigit(s[end]) != nil { end += 1 }
            guard end < s.count, TextResidue.isLetter(s[end]) else { return true }
            if s[end] == "a" || s[end] == "p",
                end + 1 >= s.count || !TextResidue.isLetter(s[end + 1]) || s[end + 1] == "m"
            {
                return true  // 5pm, 7a
            }
            index = end
        }
        return false
    }

    private static let isAtWords: [[Unicode.Scalar]] = [
        " is at ", " is in ", "'s at ", " are at ", " is now at ", " is on zoom", " is on teams", " is on meet",
        " is now on zoom",
    ].map {
        Array($0.unicodeScalars)
    }
    /// Words after "is in" / "is at" that say when, not where.
    private static let notPlaces = RequestShape.Cues([
        "noon", "midnight", "the morning", "the afternoon", "the evening", "night", "january", "february", "march",
        "april", "may", "june", "july", "august", "september", "october", "november", "december", "monday", "tuesday",
        "wednesday", "thursday", "friday", "saturday", "sunday", "progress", "trouble", "danger", "town", "session",
        "a week", "a day", "an hour", "a month", "a year", "a few", "a couple", "half an hour", "the next", "the past",
    ])

    /// The words before " to " that count minutes to the hour ("quarter to 8", "ten to 6").
    private static let minutesTo = [" quarter", " half", " five", " ten", " twenty", " twenty-five", " twenty five"].map
    {
        Array($0.unicodeScalars)
    }

    /// "gym to 8pm", "next Wednesday's interview to 14:00": a name, then " to " and a clock, with
    /// no clock before it (which would make "9 to 10" a range).
    private static func movesToAClock(_ s: [Unicode.Scalar]) -> Bool {
        let to: [Unicode.Scalar] = [" ", "t", "o", " "]
        guard s.count > 6, let at = (1..<(s.count - 4)).first(where: { s[$0..<$0 + 4].elementsEqual(to) }) else {
            return false
        }
        let after = at + 4
        var end = after
        while end < s.count, NumberReader.asciiDigit(s[end]) != nil { end += 1 }
        // 8, 8pm, 14:00, 8.30 — not 5th Avenue or 8 people.
        let clockAfter =
            (end > after && end - after <= 2
                && (end == s.count || ":.ap ".unicodeScalars.contains(s[end]))
                && !(end < s.count && s[end] == " " && end + 1 < s.count && TextResidue.isLetter(s[end + 1])))
            || RequestShape.cueLength(s, at: after, clockWords) != nil
        // "product review to tuesday": a name moved to a day, no day said before it.
        let dayAfter = RequestShape.cueLength(s, at: after, weekdayNames) != nil && at <= 40
        guard clockAfter || dayAfter else { return false }
        guard !s[..<at].contains(where: { NumberReader.asciiDigit($0) != nil }) else { return false }
        let before = Array(s[..<at])
        // "watch the game at quarter to 8": minutes to the hour, a clock of its own.
        if clockAfter,
            minutesTo.contains(where: { before.count >= $0.count && before.suffix($0.count).elementsEqual($0) })
        {
            return false
        }
        if dayAfter, !clockAfter, RequestShape.contains(before, dayWords) || RequestShape.contains(before, tripWords) {
            return false
        }
        return !RequestShape.contains(before, clockWords) && !RequestShape.contains(before, rangeOpenings)
    }

    /// Whether " not " stands right before a day or a clock ("Tuesday not Monday", "at 4, not 3"),
    /// or 不是 after a time and before another (见客户是明天下午三点半 不是三点, 体检是周四 不是周五).
    private static func notATime(_ s: [Unicode.Scalar]) -> Bool {
        if let bu = (0..<max(0, s.count - 2)).first(where: { s[$0] == "不" && s[$0 + 1] == "是" }), bu > 1 {
            let after = s[bu + 2]
            if chineseTimeStarts.contains(after), s[..<bu].contains(where: chineseTimeStarts.contains) { return true }
        }
        let not: [Unicode.Scalar] = [" ", "n", "o", "t", " "]
        guard s.count > 6 else { return false }
        for index in 0..<(s.count - 5) where s[index..<index + 5].elementsEqual(not) {
            let after = index + 5
            if NumberReader.asciiDigit(s[after]) != nil { return true }
            if RequestShape.cueLength(s, at: after, deniedDays) != nil { return true }
        }
        return false
    }

    private static let numerals = Set("0123456789零一二两三四五六七八九十半".unicodeScalars)

    /// Scalars a Chinese time may start with, for 不是 between two times.
    private static let chineseTimeStarts = Set("0123456789一二三四五六七八九十两周星礼今明后昨上下早晚中".unicodeScalars)

    private static let deniedDays = RequestShape.Cues([
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
        "weds",
        "thu",
        "thur", "thurs", "fri", "sat", "sun", "today", "tomorrow", "tonight", "noon", "the ", "next ", "this ",
    ])
    private static let placeLabels = RequestShape.Cues([
        "location:", "venue:", "place:", "地点是", "地点在", "地址是", "location is", "venue is", "address is",
    ])
    private static let pullVerbs = RequestShape.Cues(["pull ", "bring "])
    private static let pullUps = RequestShape.Cues([
        " up to ", " up by ", " up a ", " up an ", " forward to ", " forward by ",
    ])
    private static let clockWords = RequestShape.Cues(["noon", "midnight"])
    private static let rangeOpenings = RequestShape.Cues(["from", "between", "add", "put", "schedule"])

    /// The words before "now" that make it a time: "from now", "right now", "for now".
    private static let nowIsATime: Set<UInt64> = Set(
        ["from", "for", "right", "by", "until", "till", "as", "just", "of"].map(EnglishNumberWords.code))

    private static let insteadWordsList: [String] = [
        "instead", "make it", "make that", "can it be", "could it be", "moved to", "got changed to", "changed to",
    ]
    /// Words that ask for a new event, so that "instead" replaces nothing stored: "put a swim Friday
    /// 7pm instead".
    private static let newEventWordsList: [String] = [
        "add", "put", "schedule", "create", "set up", "new", "a new", "do a", "have a", "plan a", "book a", "book an",
        "book dinner", "book lunch",
        "book drinks", "book coffee", "book brunch", "book a call",
    ]

    /// Whether the request opens with "rename" or "retitle" (after "please", "can you" …).
    static func opensWithRename(_ text: NormalizedText) -> Bool {
        RequestShape.cueLength(text.scalars, at: openingEnd(of: text.scalars), renameVerbs) != nil
    }

    private static let renameVerbs = RequestShape.Cues(["rename ", "retitle "])

    /// Whether `text` asks in so many words for a new event ("… moved to Monday, add it", 帮我建一个)
    /// and cancels nothing: the event it names is not stored yet.
    static func asksForNewEvent(in text: NormalizedText) -> Bool {
        // "move out walkthrough next mon 2pm", "move-in inspection friday": a landlord's event named
        // after a move, with no "to" that would move it.
        if RequestShape.cueLength(text.scalars, at: 0, moveNouns) != nil, !RequestShape.contains(text.scalars, toWord) {
            return true
        }
        return RequestShape.contains(text.scalars, strongCreate) && !RequestShape.contains(text.scalars, strongCancel)
    }

    private static let moveNouns = RequestShape.Cues([
        "move out walkthrough", "move-out walkthrough", "move out inspection", "move-out inspection",
        "move in inspection",
        "move-in inspection", "move in walkthrough", "move-in walkthrough", "move out day", "move-out day",
        "move in day",
        "move-in day", "move out cleaning", "move-out cleaning", "move out clean", "move-out clean",
        // "move out end of the month", "moving day saturday": the move itself.
        "move out", "move-out", "move in", "move-in", "moving out", "moving in", "moving day",
    ])
    private static let toWord = RequestShape.Cues(["to"])

    private static let strongCreate = RequestShape.Cues([
        "add it", "add this", "add that", "put it on", "put it in", "新建", "帮我建", "建一个", "加上日程", "加到日程",
    ])
    private static let makeVerb = RequestShape.Cues(["make "])
    /// What follows "make" when it makes something new: "make a dentist appointment", "make me…".
    private static let newThingWords = RequestShape.Cues([
        "a", "an", "me", "sure", "some", "time", "room", "plans", "new", "dinner reservations", "reservations",
        // "…, make two events", "make them both", "make one for each".
        "two", "three", "four", "2", "3", "4", "them", "one", "both", "each", "events", "entries",
    ])

    /// Where request words at the start end ("please ", "can you ", "帮我", "把"): 0 when none.
    private static func openingEnd(of scalars: [Unicode.Scalar]) -> Int {
        var end = 0
        while let length = RequestShape.cueLength(scalars, at: end, openings) {
            end += length
            while end < scalars.count, scalars[end] == " " { end += 1 }
        }
        return end
    }

    private static let openings = RequestShape.Cues(
        [
            "please", "can you", "could you", "can we", "could we", "let's", "lets", "i want to", "i'd like to",
            "go ahead and", "help me", "帮我", "请", "麻烦", "把", "um", "umm", "uh", "so", "ok", "okay", "hey", "oh",
        ] + needs)

    /// A need said before the request ("need to push the accountant back 2 hours", "gotta move the
    /// dentist to 4"): no part of what is changed. Shared by the change and name readers.
    static let needs = ["i need to", "need to", "we need to", "i have to", "have to", "we have to", "gotta", "i gotta"]
    /// Verbs that change an event when they open the request ("push my physical back two days").
    private static let changeVerbs = RequestShape.Cues([
        "push", "postpone", "reschedule", "move", "rename", "shift", "bump", "delay", "extend", "lengthen", "shorten",
        "rebook",
    ])
    /// Verbs that remove an event when they open the request.
    private static let cancelVerbs = RequestShape.Cues([
        "cancel", "delete", "remove", "drop", "get rid of", "scrap", "scratch", "nix", "kill", "ditch", "skip",
        "forget the", "forget about", "撤销",
        "取消", "删",
    ])

    /// Whether `text` names an event and then, after " to ", the one time it says, ending the
    /// message: "client review to next tue 3pm", "dentist to friday 4pm instead" (not "drive to
    /// boston friday", "add lunch to friday at noon", "2 to 4pm").
    static func movesToATime(_ text: NormalizedText, times: [Range<Int>]) -> Bool {
        guard times.count == 1, let time = times.first, time.lowerBound >= 5 else { return false }
        let original = String(String.UnicodeScalarView(text.originalScalars)).lowercased()
        let scalars = Array(original.unicodeScalars)
        guard scalars.count == text.originalScalars.count, time.upperBound <= scalars.count,
            scalars[(time.lowerBound - 4)..<time.lowerBound].elementsEqual(" to ".unicodeScalars)
        else { return false }
        let after = String(String.UnicodeScalarView(scalars[time.upperBound...]))
            .trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        guard ["", "instead", "please", "pls", "then"].contains(after) else { return false }
        let before = String(String.UnicodeScalarView(scalars[..<(time.lowerBound - 4)]))
        let words = before.split(separator: " ")
        guard (1...5).contains(words.count), before.unicodeScalars.allSatisfy({ $0.value < 0x80 }),
            let first = words.first, !createVerbs.contains(String(first))
        else { return false }
        return true
    }

    /// Words opening a request that makes or plans something, whose " to " is no move.
    private static let createVerbs: Set<String> = [
        "add", "schedule", "book", "put", "set", "remind", "go", "drive", "fly", "walk", "ride", "head", "take",
        "bring",
        "send", "trip", "flight", "train", "bus", "move", "moving", "commute", "drop", "pick", "get", "from", "up",
        "down", "back", "return", "come", "coming", "travel", "shuttle", "carpool", "run", "bike", "i", "we", "need",
        "want", "have", "plan", "make", "new", "create",
    ]

    /// Whether `text` holds a strong change word (改到, 推迟, "push it", "move it to"): a cancel verb
    /// at the start does not make such a request a removal.
    static func said(change text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, strongChange)
    }
    private static let strongChangeList: [String] = [
        "往后推", "往前推", "往后挪", "往前挪", "推迟", "延后", "提前到", "提前一", "提前半", "提前十", "提前二", "提前两", "提前五", "提前三", "提前四", "提前六",
        "提前七", "提前八", "提前九",
        "挪到", "改到", "改成", "改名", "改个名", "换个名字", "重命名", "顺延", "推到", "改在", "延期", "push it", "push to",
        "push back",
        "move it to", "moves to", "moves from", "slide it", "now, not",
        "提早到", "往前提", "往后延", "推后", "晚一个小时", "早一个小时", "晚一个钟", "早一个钟", "晚半小时", "早半小时", "晚半个小时",
        "早半个小时", "move it up", "bring it forward", "push it back", "an hour later", "an hour earlier",
        "half an hour later", "half an hour earlier",
        // "brunch tomorrow -> noon", "huddle 20 min later", "an hour and a half later".
        "->", "→", " min later", " mins later", " minutes later", " min earlier", " mins earlier", " minutes earlier",
        " hours later", " hours earlier", " hour later", " hour earlier", "half later", "half earlier",
        " hrs later", " hrs earlier", " hr later", " hr earlier",
        // "book club next Wednesday will be at Hannah's place", "company party location: the Marriott",
        // "have it run till noon", 改到周五，时间不变.
        "got pushed", "pushed back", "was pushed", "got moved", "was moved", "moved up", "got postponed",
        "will be at ", "will be held at ", "will now be at ", "address changed", "new address", "venue changed",
        "location changed", "put that as the location", "update the location", "make that the location",
        "change the location", "that's the new location", "pickup is", "pick up is", "pickup spot is",
        "地点写", "地址写", "地址改", "地址换", "have it run till", "got bumped", "was bumped",
        "bumped to", "bumped a", "bumped an", "bumped back", "instead of", "rather than", "而不是",
        "have it run until", "have it end at", "make it end at", "same time", "same day", "时间不变", "同一时间", "同一个时间",
        "地点改",
        "地点换", "地方换", "地方改", "换个地方", "换地方", "地点定",
        // A new length: 延长半小时, 缩短十分钟, "an hour longer", "add half an hour to", "down to an hour".
        "延误", "an extra", " min late", " mins late", " minutes late", " hour late", " hours late",
        "延长", "缩短", "加半个小时", "加半小时", "加一个小时", "加一小时", "加一个钟", "多留半", "多留一", "多待半", "多待一", " longer",
        " shorter", "add half an hour to", "add an hour to", "add another hour",
        "add 15 minutes to", "add 30 minutes to", "down to an hour", "down to half an hour", "down to 30 minutes",
        "needs two hours", "needs an hour", "needs 90 minutes", "rename ", "retitle ", "pull it forward",
        "move it forward", "got extended", "got shortened", "goes till", "goes until", "runs till", "runs until",
        "will run till", "will run until", "will go till", "will go until", "will run over",
        // "physio back a week": a name and a shift, no verb.
        " back a week", " back a day", " back an hour", " back half an hour", " forward a week", " forward a day",
        " forward an hour", " forward half an hour", " forward 30 minutes", " forward 15 minutes", " forward two hours",
        " forward 20 minutes", " forward 45 minutes", "can we do ", "could we do ", " can only do ", " can only make ",
        "start it at ",
        "have it start at ", "have it start ", "kick it off at ", ", change to ", ", change it to ",
        // "dinner w sam is now at 7:30", "run long, end it at 4".
        " is now ", " are now ", "end it at ", "finish it at ", "wrap it up at ", "will now be", "will be on",
        "needs to move", "has to move",
        // "board prep needs to start at 8:30 tomorrow": when a stored event starts or ends.
        "needs to start", "needs to end", "has to start", "has to end", "should start at", "should end at",
        "now starts", "now ends",
        // "endoscopy a day earlier", "bloodwork earlier, 7:30".
        " day earlier", " day later", " days earlier", " days later", " week earlier", " week later", " weeks earlier",
        " weeks later", " earlier,", " later,",
    ]
    private static let strongChange = RequestShape.Cues(strongChangeList)
    private static let strongCancelList: [String] = [
        "取消", "删掉", "删了", "删除", "删一下", "撤销", "撤掉", "去掉", "拿掉", "cancel it", "delete it", "remove it",
        "take it off", "off my calendar", "off the calendar", "划掉", "勾掉", "call off", "called off", "calling off",
        "kill ",
        // "book club is off, take it out", "karaoke - delete".
        "take it out", "- delete", "- cancel", "- remove", ", delete", "delete that", "cancel that",
        // Called off in its own words: 饭局作废, 那个不开了, 喝酒不去了, "the 3pm is not happening",
        // "the chicago trip got axed", "ditch wednesday's bank appointment".
        "作废", "不开了", "不去了", "不吃了", "不看了", "不搞了", "不约了", "不做了", "不办了", "去不了", "不要了", "not happening",
        "不打了", "不踢了", "不跑了", "不游了", "不练了", "不上了", "不聚了", "不玩了", "不唱了", "不逛了", "不爬了", "不学了", "不考了",
        "不见面了", "不过去了", "不用去了", "不用来了", "不用上了", "不用接了", "不用送了", "不用接", "不用送",
        // 周五不租车了, 周三不用遛了, 周六不加班了, "pop-up show's off".
        "不租车了", "不租了", "不遛了", "不用遛了", "不加班了", "不值班了", "不喂了", "不用喂了", "不拍了", "不修了", "不回了",
        "不飞了", "不接了", "不送了",
        // 明天的课停了: lessons and practice called off (清明节球队停训 says what the day is).
        "课停了", "会停了", "练习停了", "训练停了", "show's off", "gig's off", "'s off tonight", "is off tonight", "'s cancelled",
        // "we don't need next saturday's tasting", "no pickup needed".
        "don't need", "no longer need", "needed anymore", "pickup needed", "doesn't need to come",
        "don't need to come", "doesn't have to come", "no need to come",
        "got axed", "was axed", "ditch ", "bin it", "scrap ", "scratch ",
        // "we're not doing the brunch anymore", "skip the next standup".
        "anymore", "not doing the", "skip the next", "skip next",
    ]
    private static let strongCancel = RequestShape.Cues(strongCancelList)
    /// Called off in so many words, unless a change follows ("lunch w mark isn't happening today,
    /// move it to monday"): "tom bailed on brunch", "the accountant call isn't happening".
    private static let pastCancels = RequestShape.Cues([
        "cancelled", "canceled", "got cancelled", "was cancelled", "isn't happening", "won't happen", "bailed on",
        "bailing on", "fell through", "called it off",
    ])

    private static let cues = RequestShape.Cues([
        // Change (Chinese)
        "改", "挪", "推迟", "推后", "推到", "往后", "往前", "延后", "延期", "延迟", "延长", "顺延", "延到", "提前", "提早", "换",
        "调", "移到", "拖到", "放到", "定到", "地点是", "地址是", "晚一", "早一", "晚半", "早半", "缩短", "更新", "修改", "重新安排", "变", "重命名",
        // Cancel (Chinese)
        "删", "取消", "去掉", "拿掉", "撤", "划掉", "不去", "不参加", "不开", "不办", "不用", "作废", "算了", "清掉", "清空",
        "去不了", "去不成", "来不了", "不了了", "不要了", "不需要", "没了", "黄了", "泡汤", "不约", "不做了", "免了", "不去了",
        // Change (English, whole words)
        "move", "moved", "moves", "moving", "reschedule", "rescheduled", "rebook", "rebooked", "push", "pushed",
        "shift",
        "shifted", "change",
        "changed", "rename", "renamed", "postpone", "postponed", "delay", "delayed", "bump", "bumped", "earlier",
        "later", "sooner", "instead", "extend", "extended", "shorten", "shortened", "forward", "switch", "swap",
        "make it", "now at", "is at", "is now", "update", "edit", "adjust", "retitle", "should",
        // Cancel (English)
        "delete", "deleted", "remove", "removed", "cancel", "canceled", "cancelled", "drop", "scrap", "scratch",
        "skip", "skipping", "not going", "can't make", "cannot make", "can't go", "won't make", "won't be",
        "get rid of", "call off", "called off", "calling off", "clear", "take off", "take out", "wipe", "erase", "nix",
        "forget",
        "no longer", "not happening", "cross off", "can go", "axed", "ditch", "is off", "are off", "'s off", "off my",
        "off the calendar",
        "not coming", "won't come", "can't come", "can't attend", "not attending", "bail", "don't need", "no need",
    ])
}
