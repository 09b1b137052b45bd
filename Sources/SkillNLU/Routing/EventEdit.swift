import SkillJSON

/// What a request to change a stored event (``AgentSkill/SkillRole/eventChange``) says beyond the event's name,
/// written so the skill can apply it to the event it finds:
///
/// - the time before the first change word finds the event (`date`: 把**周五**的会改到下午三点);
/// - the time after it is the change: a day and a clock → `start` in full; a day alone →
///   `new_date` (the event keeps its clock: 推到周五, "push it to Friday"); a clock alone →
///   `new_time` `HH:MM` (the event keeps its day: 改到下午三点, "move the dentist to 4pm"), or a
///   full `start` when the event's day was said (今天的跟进会挪到下午两点); a clock range also
///   gives `end`, in full or as `HH:MM` on the new start's day;
/// - a duration with a direction → `shift`, an ISO 8601 duration applied to the stored start
///   (推迟半小时 → `PT30M`, "an hour earlier" → `-PT1H`, "back a week" → `P7D`), unless a target
///   time is also said (推迟半小时到三点半: the target wins);
/// - 同一时间 / "same time" keeps the clock: the day alone counts;
/// - 改名叫 X, "rename … to X" → `new_title`; 地点改成 X, "change the venue to X", or a room
///   where a time would be (换到3号会议室) → `location`.
///
/// The change words are found once per request with a short scan over the normalized scalars;
/// this runs only when the skill that changes events was chosen.
enum EventEdit {
    /// Where a change begins (the name ends before it).
    /// Verbs that move an event from one time to another ("move my run tomorrow morning to the
    /// evening").
    private static let moveVerbs = RequestShape.Cues([
        "move", "moved", "push", "pushed", "shift", "reschedule", "rebook", "bump", "postpone", "delay", "change",
        "switch",
        "改", "挪", "推", "调", "换", "移",
    ])

    private static let changeWords = words([
        "改名叫", "改名为", "改名成", "改名", "改叫", "重命名", "的地点", "地点", "的时间", "改成", "改到", "改为", "改在", "改期",
        "挪到", "往后推", "往后挪", "往前挪", "往前推", "推迟", "延后", "延期", "延迟", "推到", "推后", "提前", "提早", "换到",
        "换成", "换个", "调到", "调整", "移到", "往前提", "定在", "改约", "延长", "的结束时间", "结束时间", "顺延", "往后延", "延到", "拖到", "放到", "定到",
        "改", "挪", "换", "晚一",
        "早一", " got postponed ", " got pushed ", " got moved ", " got bumped ", " got delayed ", " postponed ",
        " pushed ", " delayed ", " bumped ", " to ", " is at ", " is in ", " is now", " now at", " should ", " back ",
        " up to ", " forward",
        " earlier",
        " later", " until ", " by ", " now ", " will now ", " same time", ", ", " for ", " make it ", " make that ",
        " can it be ",
        " could it be ", " be at ", " start at", " starts at", " is moving", " wants ", " would rather ", " prefers ",
        " is moved", " has moved", " moved to", " has been ", " got moved", " was moved", " got pushed", " got changed",
        " got bumped", " was bumped",
        " got rescheduled", " was rescheduled", " -> ", "->", " → ", "→",
        " until ", " end at", " ends at", " finish at", " will be at", " will be held at", " will now be at",
        " will be ", " gets back at", " get back at", " gets in at",
        " have it ", " goes till ", " goes until ", " runs till ", " runs until ", " till ", " can we do ",
        " could we do ", " can you do ", " can only do ", " can only make it ", " can only make ",
        // "tomorrow's walkthrough - 11:30 instead", "yoga tonight: 7 to 8 instead": a dash or a
        // colon after the name sets off the change.
        " - ", ": ", " do it ",
        // "saturday open house address changed: 12 Elm St": the name ends before its new place.
        " address changed", " new address", " location changed", " venue changed", " address is ", " location is ",
        // "company party moves from next Friday to next Saturday".
        " moves from ", " moves to ", " is moving from ", " moving from ",
        // "bus trip pickup is the Walmart parking lot now".
        " pickup is ", " pick up is ", " pickup spot is ", " meeting point is ", " meetup spot is ",
    ])
    private static let renameWords = words([
        "改名叫", "改名为", "改名成", "改个名字", "改名字", "换个名字", "换名字", "改个名", "改名", "改叫", "重命名为", "重命名成", "重命名",
        "名字改成", "名字改为", "名字改叫", "名称改为", "名称改成", "标题改成", "标题改为",
    ])
    /// What may stand between a rename word and the new name: 叫, 为, 成.
    private static let renameParticles: Set<Unicode.Scalar> = ["叫", "为", "成"]
    private static let renameEnglish = words(["rename ", "retitle ", "change the name of ", "change the title of "])
    private static let venueWords = words([
        "地点", "场地", "地址", "会议室", "venue", "location", "place", "room", "where", "address", "pickup is", "pick up is",
        "pickup spot", "meeting point", "meetup spot", "spot", "parking spot", "摊位", "位置",
    ])
    private static let roomEnds = words([
        "室", "厅", "馆", "楼", "层", "店", "园", "中心", "酒店", "大厦", " studio", " room", " hall", " pavilion",
        " center", " centre", " gym", " library", " store", " shop", " park", " ave", " street", " st",
    ])
    private static let sameClock = words(["同一时间", "同一个时间", "原来的时间", "same time"])
    private static let earlierWords = words([
        "提前", "提早", "往前", "早一", "早", "前一", "前两", "前三", "前半", "earlier", " up ", "forward", "sooner", "ahead",
    ])
    /// Words that move an event later, weighed against ``earlierWords`` by how near each stands to
    /// the amount.
    private static let laterWords = words([
        "往后", "推迟", "推后", "延后", "延迟", "延误", "延期", "顺延", "晚", "later", "back", "push", "delay", "late",
        "postpone",
    ])
    /// Request words that open a sentence and may hold a change word ("I need to move …").
    /// "priya asked to push our 1:1 to 3": who asked comes first; the request starts at its verb.
    private static func whoAsked(in scalars: [Unicode.Scalar]) -> Int? {
        guard let asked = firstMatch(of: askedWords, in: scalars, from: 0), asked.lowerBound <= 24,
            let verb = firstMatch(of: askedVerbs, in: scalars, from: asked.upperBound),
            verb.lowerBound == asked.upperBound,
            // "physio needs to move to wednesday": the event itself moves; nobody asked.
            firstMatch(of: verbParticles, in: scalars, from: verb.upperBound)?.lowerBound != verb.upperBound
        else { return nil }
        return asked.upperBound
    }

    private static let verbParticles = words(["to ", "back", "up", "forward", "out", "by ", "a ", "an "])

    private static let askedWords = words([
        " asked to ", " asked me to ", " asked us to ", " wants to ", " wants me to ", " needs to ", " needs me to ",
        " would like to ", " wanted to ",
    ])
    private static let askedVerbs = words(["push ", "move ", "reschedule ", "bump ", "shift ", "cancel ", "change "])

    private static let requestOpenings = words(
        EventChangeCues.needs.map { $0 + " " } + [
            "i want to ", "i'd like to ", "can you ", "could you ",
            "please ", "help me ", "just ",
            // A verb and its particle ("push back the dentist by an hour"): the name follows.
            "push back ", "push out ", "move up ", "bump up ", "bump back ", "bring forward ",
            // Interjections before a comma ("hey, the car inspection on Friday - …").
            "hey, ", "hey ", "hi, ", "um, ", "umm, ", "uh, ", "ok, ", "okay, ", "so, ", "well, ", "oh, ", "ah, ",
            "嗯，", "嗯,", "那个，", "那个,", "哎，", "诶，",
        ])

    /// The change word after a comma at `comma` when the clause before it only says why ("it's
    /// late, just push tomorrow's check-in to 10:30"): the clause after opens with a change verb
    /// whose object is not a pointer back ("…, move it to 4" names the event before the comma).
    private static func afterAReason(_ comma: Int, in scalars: [Unicode.Scalar]) -> Int? {
        guard comma + 2 < scalars.count, scalars[comma] == ",", scalars[comma + 1] == " " else { return nil }
        var start = comma + 2
        if let just = firstMatch(of: reasonOpeners, in: scalars, from: start), just.lowerBound == start {
            start = just.upperBound
        }
        guard let verb = firstMatch(of: reasonVerbs, in: scalars, from: start), verb.lowerBound == start,
            firstMatch(of: pointers, in: scalars, from: verb.upperBound)?.lowerBound != verb.upperBound
        else { return nil }
        return firstIndex(of: changeWords, in: scalars, from: verb.upperBound)
    }

    /// Where the one clause that says a time starts, when clauses before it say none: the reasons
    /// before a change. `nil` when the first clause says a time, or several do.
    private static func timedClauseStart(in text: NormalizedText, times: [TimeEntity]) -> Int? {
        let clauses = SlotFiller.clauses(of: text.scalars)
        guard clauses.count >= 2 else { return nil }
        let timed = clauses.indices.filter { index in
            let clause = clauses[index]
            let range = text.origins[clause.lowerBound]..<text.origins[clause.upperBound - 1] + 1
            return times.contains { $0.span.range.overlaps(range) }
        }
        guard timed.count == 1, let only = timed.first, only > 0 else { return nil }
        return clauses[only].lowerBound
    }

    /// Whether " instead" follows `time` right away ("walkthrough monday 9am instead, meet at the
    /// front gate"): the new time, whatever comes after.
    private static func saidInstead(after time: TimeEntity, in text: NormalizedText) -> Bool {
        let original = text.originalScalars
        let end = time.span.range.upperBound
        guard end + 8 <= original.count else { return false }
        return String(String.UnicodeScalarView(original[end..<(end + 8)])).lowercased() == " instead"
    }

    /// Whether `time` is said right after a word that denies it (not, instead of, rather than, 而不是).
    private static func deniedTime(_ time: TimeEntity, in text: NormalizedText) -> Bool {
        let before = String(String.UnicodeScalarView(text.originalScalars[..<time.span.range.lowerBound]))
            .lowercased()
        let trimmed = before.hasSuffix(" ") ? String(before.dropLast()) : before
        return [" not", ",not", " instead of", " rather than", "而不是", "不是"].contains { trimmed.hasSuffix($0) }
            || trimmed == "not"
    }

    /// Where ", <change verb> it" starts ("…, push it half an hour", "…, move it to 4"), or `nil`.
    private static func pointedChange(in scalars: [Unicode.Scalar]) -> Int? {
        var index = 0
        while index + 2 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == ",", scalars[index + 1] == " " else { continue }
            var start = index + 2
            if let just = firstMatch(of: reasonOpeners, in: scalars, from: start), just.lowerBound == start {
                start = just.upperBound
            }
            guard let verb = firstMatch(of: reasonVerbs, in: scalars, from: start), verb.lowerBound == start,
                let pointer = firstMatch(of: pointers, in: scalars, from: verb.upperBound),
                pointer.lowerBound == verb.upperBound
            else { continue }
            return index
        }
        return nil
    }

    private static let reasonOpeners = words([
        "so can you ", "so could you ", "so please ", "so just ", "so ", "just ", "please ", "can you ", "could you ",
    ])
    private static let reasonVerbs = words(["push ", "move ", "bump ", "shift ", "reschedule ", "bring ", "pull "])
    private static let pointers = words(["it ", "it", "that ", "this ", "them "])

    /// Where the opening request words end (0 when there are none).
    private static func requestEnd(in scalars: [Unicode.Scalar]) -> Int {
        var end = whoAsked(in: scalars) ?? 0
        while let match = firstMatch(of: requestOpenings, in: scalars, from: end), match.lowerBound == end {
            end = match.upperBound
        }
        return end
    }

    /// A new length or a longer run: 改成两个小时, "make it two hours", "needs two hours", "cut it down to
    /// an hour" → `length`; 延长半小时, "add half an hour to", "an hour longer" → `extend`; 缩短十五分钟,
    /// "15 minutes shorter" → a negative `extend`. `nil` when the duration moves the event (推迟半小时,
    /// "an hour later").
    static func lengthChange(in scalars: [Unicode.Scalar], shift: Shift) -> (key: String, value: String)? {
        let after = shift.range.upperBound
        if after < scalars.count, scalars[after] == "后" || scalars[after] == "前" { return nil }
        let window = max(0, shift.range.lowerBound - 10)
        if let said = firstMatch(of: lengthWords, in: scalars, from: window), said.upperBound <= shift.range.lowerBound,
            shift.range.lowerBound - said.upperBound <= 1
        {
            return ("length", shift.iso)
        }
        // "make the 1:1 with Sarah 30 minutes": make, the event, and the length ending the request.
        if scalars.starts(with: "make ".unicodeScalars), !scalars.starts(with: "make it ".unicodeScalars),
            scalars[after...].allSatisfy({ $0 == " " || $0 == "." || $0 == "!" }),
            firstIndex(of: words([" later", " earlier", " sooner"]), in: scalars, from: 0) == nil
        {
            return ("length", shift.iso)
        }
        if firstIndex(of: shorterWords, in: scalars, from: 0) != nil { return ("extend", "-" + shift.iso) }
        if firstIndex(of: longerWords, in: scalars, from: 0) != nil { return ("extend", shift.iso) }
        return nil
    }

    private static let lengthWords = words([
        "改成", "变成", "缩短成", "缩短到", "缩成", "只开", "开", "make it ", "make it just ", "needs ", "need ", "down to ",
        "to just ", "last ", "lasts ", "run for ", "be ",
    ])
    private static let longerWords = words([
        "延长", "加长", "多加", "多开", "多留", "多待", "加半", "加一", "加两", "加个", "longer", "extend", "add ", "extra",
    ])
    // ("trim" alone may name the event: "move friday's trim an hour later".)
    private static let shorterWords = words([
        "缩短", "少开", "shorter", "shorten", "cut it by", "trim it", "trim off", "trim by",
    ])

    /// Words that say the new time is where the event ends (延长到五点, "extend it until 5pm").
    private static let endWords = words([
        "延长", "结束", "到站", "到达时间", "落地", "extend", "end at", "ends at", "end by", "end it at", "finish it at",
        // "the lancaster trip gets back at 8pm": a trip ends when it is back.
        "gets back at", "get back at", "be back at",
        "finish at", "finishes at",
        "wrap up at",
        "run till", "run until", "go till", "go until", "last till", "last until", "goes till", "goes until",
        "runs till", "runs until", "lasts till", "lasts until",
    ])
    private static let tailFillers = words(["吧", "了", "哦", "啊", "呢", "please", "instead", "now"])

    private static func words(_ list: [String]) -> [[Unicode.Scalar]] {
        list.map { Array($0.unicodeScalars) }  // as written: NormalizedText would trim " to "
    }

    /// Rewrites `arguments` (filled by the generic slots) for an event change said in `analysis`.
    static func fill(_ arguments: inout [String: JSONValue], analysis: NLUAnalysis, keywords: [String]) {
        let text = analysis.text
        let scalars = text.scalars
        guard !scalars.isEmpty else { return }
        // 地点写上 招商银行科技园支行, 地点换成 海底捞: a place given by its label, beside any other change.
        let labeled = labeledPlace(in: text)
        defer { if let labeled { arguments["location"] = .string(labeled.name) } }
        // 中秋聚餐, "the Valentine's dinner": a holiday that names the event is no day to look on;
        // "address changed: 12 Elm St" holds no clock.
        let times = analysis.times.filter { time in
            !time.pieces.allSatisfy { TimeRecognizer.isChineseHolidayModifier($0.range, in: text) }
                && !(labeled.map { $0.range.contains(time.span.range.lowerBound) } ?? false)
        }
        let shift = findShift(in: scalars)
        var cut = firstIndex(of: changeWords, in: scalars, from: max(1, requestEnd(in: scalars)))
        if let comma = cut, let later = afterAReason(comma, in: scalars) { cut = later }
        // "back to school night wednesday, push it half an hour": a change said of "it" after a
        // comma sets off the name and its time before it, whatever words they hold.
        if let comma = pointedChange(in: scalars), cut.map({ $0 < comma }) ?? true { cut = comma }
        // "swapped trips w/ jen, friday's red-eye is now saturday", 跟小林换了班 周五的红眼改成周六: clauses
        // with no time say why; the change is in the one clause that says when.
        // Only when that clause names the event itself (not 游泳课 时间改成…, 游泳课 五一那天改到十点).
        var reasonEnd = timedClauseStart(in: text, times: times)
        // "caught a birth, bump tmrw's prenatal visit a day": a shift ends the name as a change word would.
        if let start = reasonEnd, cut.map({ $0 < start }) ?? true,
            let inClause = firstIndex(of: changeWords, in: scalars, from: start + 1)
                ?? shift.map(\.range.lowerBound).flatMap({ $0 > start ? $0 : nil }),
            let named = name(in: text, before: inClause, times: times, keywords: keywords, after: start),
            !named.isEmpty, !aspects.contains(named), !named.hasSuffix("那天")
        {
            cut = inClause
        } else {
            reasonEnd = nil
        }
        if let shift, cut.map({ shift.range.lowerBound < $0 }) ?? true {
            // 周会早半小时, 晚一个小时: the direction just before the duration is part of the change.
            let lower = shift.range.lowerBound
            cut = lower > 1 && (scalars[lower - 1] == "早" || scalars[lower - 1] == "晚") ? lower - 1 : lower
        }
        let cutOffset = cut.map { text.origins[$0] } ?? Int.max
        let shiftRange = shift.map { text.origins[$0.range.lowerBound]..<text.origins[$0.range.upperBound - 1] + 1 }

        // Which times find the event and which change it.
        var find: [TimeEntity] = []
        var change: [TimeEntity] = []
        for time in times {
            if let shiftRange, time.span.range.overlaps(shiftRange),
                time.span.range.upperBound <= shiftRange.upperBound + 6,
                shiftRange.lowerBound - time.span.range.lowerBound <= 3
            {
                continue  // "two hours later", "by two (weeks)" read as a time from now: it is the shift
            }
            // "make dinner with sam 7 to 9:30", "tennis tomorrow is 10 to 12 now": a range across
            // " to " with no verb before it that moves an event is the new time, whole.
            if time.end != nil, let cut, time.span.range.lowerBound < cutOffset, cutOffset < time.span.range.upperBound,
                firstMatch(of: words([" to "]), in: scalars, from: cut)?.lowerBound == cut,
                !RequestShape.contains(Self.withoutShiftNouns(Array(scalars[..<cut])), Self.moveVerbs)
            {
                change.append(time)
                // "make thursday's breakfast shift 7 to 11am": the day said finds the event too.
                if time.saysDay, time.pieces.count >= 2 {
                    var day = time
                    day.start = LocalMoment(year: time.start.year, month: time.start.month, day: time.start.day)
                    day.end = nil
                    day.grain = .day
                    day.pieces = [time.pieces[0]]
                    day.span = time.pieces[0]
                    find.append(day)
                }
                continue
            }
            // "move my run tomorrow morning to the evening": one range read across the change word
            // " to " is the event's time and its new one, read apart.
            if time.pieces.count == 1, time.end != nil, let piece = time.pieces.first, let cut,
                piece.range.lowerBound < cutOffset, cutOffset < piece.range.upperBound,
                let word = firstMatch(of: changeWords, in: scalars, from: cut), word.lowerBound == cut,
                word.upperBound < scalars.count,
                let head = reread(piece.range.lowerBound..<cutOffset, in: text, context: analysis.context),
                let tail = reread(
                    text.origins[word.upperBound]..<piece.range.upperBound, in: text, context: analysis.context)
            {
                find.append(head)
                change.append(tail)
                continue
            }
            let before = time.pieces.contains { $0.range.lowerBound < cutOffset }
            let after = time.pieces.contains { $0.range.lowerBound >= cutOffset }
            if before, after, let shiftRange,
                time.pieces.filter({ $0.range.lowerBound >= cutOffset }).allSatisfy({
                    $0.range.overlaps(shiftRange) && $0.range.upperBound <= shiftRange.upperBound + 6
                })
            {
                find.append(time)  // "tomorrow's standup by 15 (minutes)": the day finds, the rest is the shift
                continue
            }
            if before && after {
                // One composed time across the change word (今晚加班改到九点到十一点): the day finds,
                // the whole is the change — and what was said before the change word (明天下午那个
                // 面试改成四点: 明天下午) finds it by its part of the day too.
                find.append(headOf(time, before: cutOffset, in: text, context: analysis.context) ?? time)
                change.append(time)
            } else if before, cut == nil || !saidInstead(after: time, in: text) {
                find.append(time)
            } else {
                change.append(time)
            }
        }
        // "Tuesday not Monday", "on Friday instead of Thursday", 周五而不是周四: the time denied finds
        // the event; the other one is the change.
        let denied = times.count >= 2 ? times.first(where: { deniedTime($0, in: text) }) : nil
        if let denied {
            find = [denied]
            change = times.filter { $0 != denied }
        }
        if cut == nil, change.isEmpty, find.count >= 2 {
            change = Array(find.dropFirst())
            find = [find[0]]
        }
        if cut == nil, denied == nil, find.count == 1, let only = find.first, shift == nil,
            !isPossessive(only, in: text)
        {
            change = [only]
            find = []
            // "thursday yoga 8pm instead": a day said before the name and a clock after it — the
            // day finds the event as well.
            if only.pieces.count >= 2, let second = only.pieces.dropFirst().first,
                let head = headOf(only, before: second.range.lowerBound, in: text, context: analysis.context),
                head.grain == .day
            {
                find = [head]
            }
        }

        // "barbecue at the lake: push it a day": a place said before the change names the event;
        // only one after it is a new place.
        let original = String(String.UnicodeScalarView(text.originalScalars))
        // "dinner at luca's -> 8pm": a place that starts before the change names the event too.
        if let place = arguments["location"]?.stringValue, cutOffset != Int.max,
            let found = original.range(of: place), original[..<found.lowerBound].unicodeScalars.count < cutOffset
        {
            arguments["location"] = nil
        }
        // "soccer practice is at the rec center this week": a new place for the event of a period,
        // not a new time.
        if arguments["location"] != nil, !change.isEmpty, change.allSatisfy(spansDays) {
            find += change
            change = []
        }
        arguments["start"] = nil
        arguments["end"] = nil
        arguments["date"] = nil
        let findDay = find.first(where: { $0.saysDay && !spansDays($0) })?.start.dateString
        if let findDay {
            arguments["date"] = .string(findDay)
        } else if let run = find.first(where: { $0.saysDay }).flatMap(dayRun) {
            arguments["date"] = .string(run)  // "next week's piano lesson": among those days
        }
        if let first = find.first, !change.contains(first),
            !first.pieces.contains(where: { piece in shiftRange.map { piece.range.overlaps($0) } ?? false }),
            let window = window(of: first)
        {
            arguments["during"] = .string(window)
        }

        if let title = name(in: text, before: cut, times: times, keywords: keywords, after: reasonEnd) {
            arguments["title"] = title.isEmpty ? nil : .string(title)
        }
        if let rename = rename(in: text) {
            arguments["new_title"] = .string(rename)
            return
        }
        let keepsClock = firstIndex(of: sameClock, in: scalars, from: 0) != nil
        if let shift, let lengthChange = lengthChange(in: scalars, shift: shift) {
            arguments[lengthChange.key] = .string(lengthChange.value)  // 延长半小时, 改成两个小时
            // "add half an hour to tomorrow's 1:1": the event is named after "to", its day with it.
            if let to = firstMatch(of: words([" to "]), in: scalars, from: shift.range.upperBound),
                to.lowerBound == shift.range.upperBound,
                let title = TextResidue.title(
                    in: text,
                    removing: times.flatMap { $0.pieces.map(\.range) } + [
                        text.origins[0]..<text.origins[to.upperBound]
                    ],
                    extraFillers: keywords)
            {
                let name = EventWords.name(in: title)
                arguments["title"] = name.isEmpty ? nil : .string(name)
                if let day = times.first(where: {
                    $0.saysDay && $0.span.range.lowerBound >= text.origins[to.upperBound]
                }) {
                    arguments["date"] = .string(day.start.dateString)
                }
            }
            return
        }
        if let cut, change.allSatisfy({ $0.grain == .day }),
            let place = venue(in: text, after: cut, timeSaid: !change.isEmpty || shift != nil)
        {
            // 换到3号会议室: "3号" is part of the room, not the 3rd.
            if change.allSatisfy({ place.contains($0.span.text) }) {
                arguments["location"] = .string(place)
                return
            }
        }
        if let target = change.last, target.grain != .day, firstIndex(of: endWords, in: scalars, from: 0) != nil {
            // 延长到下午五点, "extend the workshop until 5pm": only the end moves.
            let moment = target.end ?? target.start
            let day = target.saysDay ? moment.dateString : findDay
            arguments["end"] = .string(day.map { $0 + moment.description.dropFirst(10) } ?? clock(moment))
            // "should end at 9", 结束时间改成九点: read on the event's half of the day.
            if target.end == nil, amPmUnsaid(target) { arguments["am_pm_unsaid"] = .bool(true) }
            return
        }
        if let target = change.last, target.grain == .day,
            let weeks = weeksAhead(target, from: find.first, now: analysis.context)
        {
            // 推到下周, "push it to next week": the same weekday and clock that many weeks on.
            arguments["shift"] = .string((weeks < 0 ? "-" : "") + "P\(7 * abs(weeks))D")
            return
        }
        if let range = change.last ?? find.first, range.grain == .day, let end = range.end,
            range.span.range.contains(cutOffset) || (find.contains(range) && change.contains(range))
                || Self.saidFromTo(range, in: analysis.text)
        {
            // "move the yoga class from Tuesday to Thursday": one range across the change word,
            // its first day finds and its last day is the new one.
            arguments["date"] = .string(range.start.dateString)
            arguments["new_date"] = .string(SlotFiller.lastDay(of: range.start, end: end))
            return
        }
        if let target = change.last, isPartOfDay(target), saysNoClock(target), let end = target.end, !keepsClock {
            // 约会改到周日晚上: the day, and the part of the day the event's clock should lie in.
            if target.saysDay { arguments["new_date"] = .string(target.start.dateString) }
            let sameDay = end.dateString == target.start.dateString
            arguments["within"] = .string(clock(target.start) + "-" + (sameDay ? clock(end) : "24:00"))
            return
        }
        if var target = change.last {
            if target.grain == .day, change.count >= 2, change[change.count - 2].grain == .day,
                Self.joinedByAnd(change[change.count - 2], target, in: analysis.text)
            {
                // "moved to the 26th and 27th": the days it now takes, from the first.
                target = change[change.count - 2]
            }
            let dayOfEvent = target.saysDay ? target.start.dateString : findDay
            if target.grain == .day || (keepsClock && target.saysDay) {
                var day = target.start.dateString
                if let found = find.first(where: { $0.saysDay && (!spansDays($0) || dayRun($0) != nil) }),
                    day < found.start.dateString, target.weekdayAlone
                {
                    // 把下周一的面试改到周三, 周日的采购改到周六: a weekday alone before the event's day
                    // is in the event's week, unless that is over.
                    day = inWeek(of: found.start, weekdayOf: target.start, notBefore: analysis.context)
                }
                arguments["new_date"] = .string(day)
            } else if let dayOfEvent {
                arguments["start"] = .string(dayOfEvent + target.start.description.dropFirst(10))
            } else {
                arguments["new_time"] = .string(clock(target.start))
            }
            if target.grain != .day, target.end == nil || !isPartOfDay(target), !keepsClock, amPmUnsaid(target) {
                arguments["am_pm_unsaid"] = .bool(true)
            }
            if let end = target.end, target.grain != .day, !isPartOfDay(target) {
                if let dayOfEvent {
                    arguments["end"] = .string(dayOfEvent + end.description.dropFirst(10))
                } else {
                    arguments["end"] = .string(clock(end))
                }
            }
            return
        }
        if let shift, firstIndex(of: endWords, in: scalars, from: 0) == nil {
            // (延长半小时 lengthens the event: not a move, and not written yet.)
            // The direction may come just before the amount ("bring the call forward half an hour", "earlier
            // by 30 min").
            // The direction word nearest the amount wins: in 明早跑步往后推半小时 the 早 of 明早 is
            // a day, and 往后 right before the amount says later.
            let window = max(0, shift.range.lowerBound - 14)..<min(scalars.count, shift.range.upperBound + 10)
            let earlier =
                nearestDistance(of: earlierWords, to: shift.range, in: scalars, within: window).map {
                    earlierAt in
                    nearestDistance(of: laterWords, to: shift.range, in: scalars, within: window).map { earlierAt < $0 }
                        ?? true
                } ?? false
            arguments["shift"] = .string((earlier ? "-" : "") + shift.iso)
            return
        }
        if let cut, var hour = bareHour(in: scalars, from: cut) {
            // "reschedule tomorrow's team meeting to 11": a bare hour where the new time goes.
            // "tonight's gig moved to 9": on the evening the event was found by.
            if hour.saidHour < 12, hour.hour < 12, arguments["during"]?.stringValue?.hasPrefix("18:") == true {
                hour.hour += 12
            }
            let time = (hour.hour < 10 ? "0" : "") + "\(hour.hour):" + (hour.minute < 10 ? "0" : "") + "\(hour.minute)"
            // "make the final interview 11 to 12": a bare hour before "to" starts the new span (not
            // "move dentist from 3 to 4", where it finds the event).
            let fromHour = bareHourBefore(cut, in: scalars).flatMap { from in
                matches(Array("from ".unicodeScalars), in: scalars, at: max(0, cut - from.said.count - 5)) ? from : nil
            }
            if let fromHour, arguments["during"] == nil {
                // "move dentist from 3 to 4": the hour after "from" is the event's own.
                arguments["during"] = .string((fromHour.hour < 10 ? "0" : "") + "\(fromHour.hour):00")
                let said = " from \(fromHour.said)"
                if let title = arguments["title"]?.stringValue, title.hasSuffix(said) {
                    arguments["title"] = .string(String(title.dropLast(said.count)))
                }
            }
            if fromHour == nil, let from = bareHourBefore(cut, in: scalars),
                !RequestShape.contains(Self.withoutShiftNouns(Array(scalars[..<cut])), Self.moveVerbs)
            {
                let start = (from.hour < 10 ? "0" : "") + "\(from.hour):00"
                arguments["start"] = .string(findDay.map { "\($0)T\(start):00" } ?? start)
                arguments["end"] = .string(findDay.map { "\($0)T\(time):00" } ?? time)
                if findDay == nil {
                    arguments["new_time"] = arguments["start"]
                    arguments["start"] = nil
                }
                if let title = arguments["title"]?.stringValue, title.hasSuffix(" \(from.said)") {
                    arguments["title"] = .string(String(title.dropLast(from.said.count + 1)))
                }
                return
            }
            if firstIndex(of: endWords, in: scalars, from: 0) != nil {
                // "the bbq goes till 9 now": the end moves, read on the event's half of the day.
                arguments["end"] = .string(findDay.map { "\($0)T\(time):00" } ?? time)
                if hour.saidHour < 12 { arguments["am_pm_unsaid"] = .bool(true) }
                return
            }
            if let findDay {
                arguments["start"] = .string("\(findDay)T\(time):00")
            } else {
                arguments["new_time"] = .string(time)
            }
            if hour.saidHour < 12 { arguments["am_pm_unsaid"] = .bool(true) }
            return
        }
        if let cut, let place = venue(in: text, after: cut, timeSaid: !change.isEmpty || shift != nil) {
            arguments["location"] = .string(place)
            return
        }
        if let cut, let renamed = firstMatch(of: renameByChange, in: scalars, from: cut), renamed.lowerBound == cut,
            let rest = rest(of: text, from: renamed.upperBound),
            let title = arguments["title"]?.stringValue, rest.contains(where: { title.contains($0) })
        {
            // 下周一的面试改成电话面试: what it becomes, when that is no time and no place and
            // shares a word with the name (读书会改为线上 is not a new name).
            arguments["new_title"] = .string(rest)
        }
    }

    private static let renameByChange = words(["改成", "换成", "改为"])

    /// Whether `time` is a weekday said alone (周三, "Wednesday"), without this, next or a date.
    /// The day with `moment`'s weekday in the Monday-based week of `event`, or the week after when
    /// that day is before today.
    private static func inWeek(of event: LocalMoment, weekdayOf moment: LocalMoment, notBefore context: NLUContext)
        -> String
    {
        let now = LocalMoment(context.now, in: context.timeZone)
        let today = CivilCalendar.dayNumber(year: now.year, month: now.month, day: now.day)
        let target = CivilCalendar.dayNumber(year: moment.year, month: moment.month, day: moment.day)
        var day =
            CivilCalendar.monday(of: CivilCalendar.dayNumber(year: event.year, month: event.month, day: event.day))
            + CivilCalendar.weekday(target) - 1
        if day < today { day += 7 }
        return CivilCalendar.moment(day: day, seconds: 0).dateString
    }

    /// For a whole week said as the new time (下周, "next week"): how many weeks it is after the
    /// week of the event's day when said (下下周的例会推到下周 → −1), else after this week.
    private static func weeksAhead(_ time: TimeEntity, from found: TimeEntity?, now context: NLUContext) -> Int? {
        func days(_ moment: LocalMoment) -> Int? {
            LocalMoment(year: moment.year, month: moment.month, day: moment.day).date(in: .gmt).map {
                Int(($0.timeIntervalSince1970 / 86_400).rounded(.down))
            }
        }
        guard let end = time.end, let start = days(time.start), let last = days(end), last - start == 7,
            let base = days(found?.start ?? LocalMoment(context.now, in: context.timeZone))
        else { return nil }
        let monday = base - ((base + 3) % 7 + 7) % 7  // 1970-01-01 was a Thursday
        let weeks = Int((Double(start - monday) / 7).rounded(.down))
        return weeks == 0 ? nil : weeks
    }

    /// Whether a clock was said with nothing that fixes its half of the day: no am/pm, no part of
    /// the day, not a 24-hour hour (七点一刻, "8:15", "at 7"; not 晚上八点, "8pm", "19:15", 十九点).
    static func amPmUnsaid(_ time: TimeEntity) -> Bool {
        guard time.start.hour % 12 != 0 else { return false }
        // The pieces read, not the words between them (明天早市晚点去 改成七点半: 晚 is "later").
        let text = time.pieces.map(\.text).joined(separator: " ").lowercased()
        // Whole English words ("team" says no am); Chinese characters anywhere.
        let englishWords = Set(
            text.split(whereSeparator: { !$0.isLetter && $0 != "." }).map {
                String($0.drop(while: { $0 == "." }).reversed().drop(while: { $0 == "." }).reversed())
            })
        if halfOfDayWords.contains(where: { word in
            word.unicodeScalars.allSatisfy(\.isASCII) ? englishWords.contains(word) : text.contains(word)
        }) {
            return false
        }
        // "7a to 3p": a or p typed right after the clock.
        let scalars = Array(text.unicodeScalars)
        if scalars.indices.dropFirst().contains(where: { index in
            (scalars[index] == "a" || scalars[index] == "p") && asciiDigit(scalars[index - 1]) != nil
                && (index + 1 == scalars.count || !scalars[index + 1].properties.isAlphabetic)
        }) {
            return false
        }
        // 十九点, 二十点: a 24-hour hour in Chinese numerals (not 十点, read as 22:00 in the evening).
        if time.start.hour >= 13,
            ["十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十"].contains(where: text.contains)
        {
            return false
        }
        let digits = text.unicodeScalars.drop { asciiDigit($0) == nil }.prefix { asciiDigit($0) != nil }
        if let first = digits.first, let hour = Int(String(String.UnicodeScalarView(digits))),
            hour >= 13 || (first == "0" && digits.count >= 2)
        {
            return false
        }
        return true
    }

    private static let halfOfDayWords = [
        "am", "pm", "a.m", "p.m", "morning", "afternoon", "evening", "night", "noon", "midnight", "早", "晚", "午",
        "夜", "凌晨", "傍晚", "黄昏", "清晨",
    ]

    /// The words of a composed `time` said before `offset` (original scalars), read again on their
    /// own, with their spans where they stand in `text`; `nil` when they say no day.
    private static func headOf(_ time: TimeEntity, before offset: Int, in text: NormalizedText, context: NLUContext)
        -> TimeEntity?
    {
        let head = time.pieces.filter { $0.range.lowerBound < offset }
        guard head.count == 1, let piece = head.first, let said = reread(piece.range, in: text, context: context),
            said.saysDay
        else { return nil }
        return said
    }

    /// The time said in `range` (original scalars) of `text`, read on its own, with its spans where
    /// they stand in `text`.
    private static func reread(_ range: Range<Int>, in text: NormalizedText, context: NLUContext) -> TimeEntity? {
        guard range.lowerBound >= 0, range.upperBound <= text.originalScalars.count, !range.isEmpty else { return nil }
        let words = String(String.UnicodeScalarView(text.originalScalars[range]))
        guard var said = TimeRecognizer().entities(in: NormalizedText(words), context: context).first else {
            return nil
        }
        let shift = range.lowerBound
        said.span = TextSpan(
            range: (said.span.range.lowerBound + shift)..<(said.span.range.upperBound + shift), text: said.span.text)
        said.pieces = said.pieces.map {
            TextSpan(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), text: $0.text)
        }
        return said
    }

    /// The place after a label and its verb (地点是湘菜馆, 地点写上 X, 地址改成 X, "location is X"),
    /// up to the end of its clause.
    static func labeledPlace(in text: NormalizedText) -> (name: String, range: Range<Int>)? {
        let scalars = text.scalars
        guard let label = firstMatch(of: placeLabels, in: scalars, from: 0) else { return nil }
        var start = label.upperBound
        var introduced = false  // by a verb or a colon: "the location of X to Y" is no label
        while true {
            while start < scalars.count, scalars[start] == " " || scalars[start] == ":" {
                if scalars[start] == ":" { introduced = true }
                start += 1
            }
            guard let verb = firstMatch(of: placeVerbs, in: scalars, from: start), verb.lowerBound == start else {
                break
            }
            introduced = true
            start = verb.upperBound
        }
        guard introduced, start < scalars.count else { return nil }
        var end = start
        while end < scalars.count, scalars[end] != ",", scalars[end] != ".", scalars[end] != "!" {
            // A space then more Chinese starts another clause (地点是湘菜馆 记得带礼物).
            if scalars[end] == " ", end > start, TextResidue.isHan(scalars[end - 1]) { break }
            end += 1
        }
        // "couch delivery location is 22 birch lane now": the closing "now" says when it changed.
        for tail in [" now", " instead", " please"] where end - start > tail.count {
            if scalars[(end - tail.count)..<end].elementsEqual(tail.unicodeScalars) { end -= tail.count }
        }
        let place = text.span(start..<end).text.trimmingEdges()
        return place.isEmpty ? nil : (place, text.origins[start]..<text.origins[end])
    }

    private static let placeLabels = words(["换个地方", "换地方", "地点", "地址", "地方", "location", "venue", "address"])
    private static let placeVerbs = words([
        "是", "写上", "写成", "写", "换成", "改成", "改为", "换到", "改到", "定在", "定了", "在", "换", "改", "去", "到",
        "is now", "is",
        "changed to", "changed", "moved to", "now",
    ])

    /// Whether a time's words hold no clock ("周日晚上", "tomorrow evening" — not "9 to 1").
    private static func saysNoClock(_ time: TimeEntity) -> Bool {
        let said = time.pieces.map(\.text).joined(separator: " ").lowercased()
        return !said.unicodeScalars.contains {
            NumberReader.asciiDigit($0) != nil || $0 == "点" || $0 == "時" || $0 == "点"
        }
            && !["am", "pm", "noon", "o'clock", "时"].contains(where: said.contains)
    }

    /// A part of the day (下午 12–18, "the evening"), not a clock range said: four hours or more
    /// on whole hours, with no clock in its words.
    private static func isPartOfDay(_ time: TimeEntity) -> Bool {
        guard let end = time.end, time.start.minute == 0, end.minute == 0 else { return false }
        let hours = (end.day == time.start.day ? end.hour : end.hour + 24) - time.start.hour
        // "7am to 3pm" is a range said, however long.
        return hours >= 4 && saysNoClock(time)
    }

    /// `during` for the skill that removes events: the part of the day or clock said with the event's day
    /// ("tomorrow morning's training" → `06:00-12:00`); a week said (下周的例会) is no one `date`.
    static func fillWindow(_ arguments: inout [String: JSONValue], analysis: NLUAnalysis) {
        guard let first = analysis.times.first else { return }
        if let window = window(of: first) { arguments["during"] = .string(window) }
        if spansDays(first) { arguments["date"] = dayRun(first).map { .string($0) } }
    }

    /// The days a time of several days covers, as the skills take them ("next week" →
    /// `2026-12-07/2026-12-13`), when they are at most 62; `nil` for one day or more days.
    private static func dayRun(_ time: TimeEntity) -> String? {
        guard spansDays(time), let end = time.end else { return nil }
        guard let first = time.start.date(in: .gmt), let after = end.date(in: .gmt),
            after.timeIntervalSince(first) <= 62 * 86_400
        else { return nil }
        return time.start.dateString + "/" + SlotFiller.lastDay(of: time.start, end: end)
    }

    /// Whether `time` is several whole days (下周, "next week"), not one day.
    private static func spansDays(_ time: TimeEntity) -> Bool {
        guard time.grain == .day, let end = time.end else { return false }
        return end.dateString > time.start.dateString && !(end.hour == 0 && end.dateString == nextDay(time.start))
    }

    private static func nextDay(_ moment: LocalMoment, adding days: Int = 1) -> String {
        let date = LocalMoment(year: moment.year, month: moment.month, day: moment.day).date(in: .gmt)
        return date.map { LocalMoment($0.addingTimeInterval(86_400 * Double(days)), in: .gmt).dateString } ?? ""
    }

    /// When the event starts, as said with its day: `HH:MM` for a clock, `HH:MM-HH:MM` for a
    /// part of the day; `nil` for a day alone.
    static func window(of time: TimeEntity) -> String? {
        guard time.grain != .day else { return nil }
        let from = clock(time.start)
        guard let end = time.end, end > time.start else { return from }
        let sameDay = end.dateString == time.start.dateString
        return from + "-" + (sameDay ? clock(end) : "24:00")
    }

    /// The event's name: the words before the change, without times and request words.
    private static func name(
        in text: NormalizedText, before cut: Int?, times: [TimeEntity], keywords: [String], after reasonEnd: Int? = nil
    ) -> String? {
        guard let cut else { return nil }
        let tail = text.origins[cut]..<(text.originalScalars.count + 1)
        // 太晚了，明天晨会我想改到十点; "it's late, just push …": a clause before the one that names
        // the event says why, not what.
        var head: [Range<Int>] = []
        let scalars = text.scalars
        // 王总说明天不行 吃饭往后挪一天: a clause of why typed before a space.
        let spaceAfterReason = scalars[..<cut].indices.last { index in
            index > 0 && index + 1 < cut && scalars[index] == " " && TextResidue.isHan(scalars[index - 1])
                && TextResidue.isHan(scalars[index + 1])
                && firstIndex(of: reasonWords, in: Array(scalars[..<index]), from: 0) != nil
        }
        if let comma = scalars[..<cut].lastIndex(of: ",") ?? spaceAfterReason, comma > 0,
            text.scalars[(comma + 1)..<cut].filter({ $0.properties.isAlphabetic }).count >= 2,
            // 那个会，名字改成…: what is changed, not why.
            !aspects.contains(String(String.UnicodeScalarView(text.scalars[(comma + 1)..<cut])).trimmingEdges()),
            !times.contains(where: {
                $0.span.range.lowerBound < text.origins[comma] && $0.span.range.upperBound > text.origins[comma]
            })
        {
            head = [0..<(text.origins[comma] + 1)]
        }
        if head.isEmpty, let reasonEnd, reasonEnd < cut { head = [0..<text.origins[reasonEnd]] }
        // "priya asked to push our 1:1 to 3": who asked is no part of the name.
        if head.isEmpty, let opening = whoAsked(in: scalars), opening < cut { head = [0..<text.origins[opening]] }
        // "push the Valentine's dinner an hour later": a holiday before the name is part of it.
        let spans = times.flatMap { $0.pieces.map(\.range) }.filter {
            !TimeRecognizer.isHolidayModifier($0, in: text) && !TimeRecognizer.isChineseHolidayModifier($0, in: text)
        }
        guard
            let title = TextResidue.title(
                in: text, removing: spans + [tail] + head, extraFillers: keywords + editVerbs)
        else {
            return nil
        }
        // 周会我想（推迟）, 面试能不能（改到）: the wish before the change word is no part of the name.
        let name = EventWords.trimmed(EventWords.name(in: title, cutAtChange: false), trailing: wishes)
        // "the 3 o'clock tomorrow - …": an article alone names nothing (empty); the time finds the event.
        return articles.contains(name.lowercased()) ? "" : name
    }

    private static let articles: Set<String> = ["the", "a", "an", "my", "our", "this", "that", "那个", "这个", "那条", "那件事"]
    /// Verbs before the event's name that are no part of it ("pull the report up to Friday").
    private static let editVerbs = ["pull", "bring", "start", "do", "have"]

    private static let wishes = [
        "我想", "我要", "想要", "需要", "能不能", "可不可以", " are coming", " is coming", " are now", " is now", " now",
        " 名字", " 名称", " 标题", "的名字", "名字",
    ]
    /// Words of why a change is asked for, in a clause before the one that names the event.
    private static let reasonWords = words([
        "说", "不行", "来不了", "去不了", "没空", "有事", "临时", "因为", "下雨", "加班", "出差", "生病", "堵车",
    ])
    /// What of an event a change names after a comma (名字改成…): no reason.
    private static let aspects: Set<String> = ["名字", "名称", "标题", "的名字", "时间", "地点", "的时间", "的地点"]

    /// The new title after 改名叫 / 改个名字，叫 / "rename … to".
    private static func rename(in text: NormalizedText) -> String? {
        let scalars = text.scalars
        if let at = firstMatch(of: renameWords, in: scalars, from: 0) {
            var start = at.upperBound
            // 改个名字，叫每日同步; 改名字为…
            while start < scalars.count, scalars[start] == "," || scalars[start] == " " || scalars[start] == ":" {
                start += 1
            }
            if start < scalars.count, renameParticles.contains(scalars[start]) { start += 1 }
            return rest(of: text, from: start)
        }
        guard firstIndex(of: renameEnglish, in: scalars, from: 0) != nil else { return nil }
        let to = Array(" to ".unicodeScalars)
        var last: Int?
        var index = 0
        while let found = firstIndex(of: [to], in: scalars, from: index) {
            last = found
            index = found + 1
        }
        return last.flatMap { rest(of: text, from: $0 + to.count) }
    }

    /// A new place after the change word: when the words there are said to be a place (地点,
    /// venue, room) or end like one (会议室, 大厦).
    private static func venue(in text: NormalizedText, after cut: Int, timeSaid: Bool) -> String? {
        let scalars = text.scalars
        var start = cut
        var moved = false  // 换到海底捞: a move with no time said moves it to a place
        if let marker = firstMatch(of: changeWords, in: scalars, from: cut), marker.lowerBound == cut {
            start = marker.upperBound
            moved = !timeSaid && firstMatch(of: placeMoves, in: scalars, from: cut)?.lowerBound == cut
        }
        // 地点改成X, "the venue to X": the place follows the next change word.
        if let next = firstMatch(of: changeWords, in: scalars, from: start), next.upperBound < scalars.count {
            start = next.upperBound
        }
        // "brunch on sunday will be at my mom's place, update the location": the place was said
        // before the words that ask to change it.
        if let asked = rest(of: text, from: start), RequestShape.contains(NormalizedText(asked).scalars, askedForPlace),
            asked.split(separator: " ").count <= 5,
            let at = firstMatch(
                of: words([" will be at ", " will be held at ", " is at ", " is now at ", " is on ", " is now on "]),
                in: scalars, from: 0),
            at.upperBound <= start
        {
            start = at.upperBound
        }
        guard var place = rest(of: text, from: start) else { return nil }
        // "will be at my mom's place, update the location": the place ends at a comma — unless a
        // floor, room or suite of it follows ("St. Mary's, 3rd floor").
        if let comma = place.firstIndex(where: { $0 == "," || $0 == "，" }), comma > place.startIndex {
            if !VenueFinder.namesAPartOfAPlace(String(place[place.index(after: comma)...])) {
                place = String(place[..<comma]).trimmingEdges()
            }
        }
        // 改到瑜伽馆 怕下雨, "to the studio because of the rain": the reason is no part of the place.
        for reason in [" 怕", " 因为", " 下雨", " because", " since", " rain", " due to"] {
            if let found = place.range(of: reason), found.lowerBound > place.startIndex {
                place = String(place[..<found.lowerBound]).trimmingEdges()
            }
        }
        // 场地没订上, "couldn't get the room": a place said with a negation is the reason for a change.
        let lowered = place.lowercased()
        if ["没", "不", "n't", " not ", "no "].contains(where: { lowered.contains($0) || lowered.hasPrefix($0) }) {
            return nil
        }
        // 游泳换地方了 在区体育馆: the place is what follows 在 after the words that say it changed.
        if let at = place.range(of: " 在", options: .backwards),
            place.distance(from: at.upperBound, to: place.endIndex) >= 2
        {
            place = String(place[at.upperBound...])
        }
        // 地点换成在学校东门的湘菜馆, 换到三楼会议室开: 在 before the place and 开 after it are no part of it.
        if place.hasPrefix("在"), place.count > 2 { place.removeFirst() }
        // "is now in room 12": the preposition is no part of the place.
        for preposition in ["in ", "at "] where place.lowercased().hasPrefix(preposition) && place.count > 4 {
            place.removeFirst(preposition.count)
        }
        // "is at sarah's place this time": when is no part of where.
        for tail in [" this time", " instead", " from now on", " for now", " now"]
        where place.lowercased().hasSuffix(tail) && place.count > tail.count + 2 {
            place.removeLast(tail.count)
            break
        }
        for tail in ["开会", "举行", "举办", "进行", "吃饭", "见面", "开", "吃", "聚", "见", "玩"]
        where place.hasSuffix(tail) && place.count > tail.count + 1 {
            place.removeLast(tail.count)
            break
        }
        // 改到瑜伽馆上: 上 after a hall or a room is "at", no part of it (楼上 is a place).
        if place.hasSuffix("上"), place.count > 2, let before = place.dropLast().last, "馆室厅店场".contains(before) {
            place.removeLast()
        }
        let said = firstIndex(of: venueWords, in: scalars, from: 0) != nil
        let placeScalars = NormalizedText(place).scalars
        let roomLike = roomEnds.contains { end in
            placeScalars.count > end.count && Array(placeScalars.suffix(end.count)) == end
        }
        return said || roomLike || (moved && place.count <= 16) ? place : nil
    }

    private static let askedForPlace = RequestShape.Cues([
        "update the location", "change the location", "put that as the location", "update the venue", "update it",
        "set the location", "make that the location", "that's the new location",
    ])
    private static let placeMoves = words(["换到", "改到", "挪到", "搬到", "改在", "换在"])

    /// 期末排练换到音乐教室: a move word, then a room, hall or building ending the message — a
    /// stored event moved to a new place.
    static func movesToARoom(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let move = firstMatch(of: placeMoves, in: scalars, from: 0) else { return false }
        var rest = Array(scalars[move.upperBound...])
        while let last = rest.last, " 。.!！了吧".unicodeScalars.contains(last) { rest.removeLast() }
        guard (2...12).contains(rest.count),
            rest.allSatisfy({ TextResidue.isHan($0) || NumberReader.asciiDigit($0) != nil })
        else { return false }
        return roomEnds.contains { end in rest.count > end.count && Array(rest.suffix(end.count)) == end }
    }

    /// The original text from normalized index `from` to the end, without edge punctuation and
    /// trailing particles; `nil` when nothing is left.
    private static func rest(of text: NormalizedText, from: Int) -> String? {
        guard from < text.scalars.count else { return nil }
        var result = text.span(from..<text.scalars.count).text.trimmingEdges()
        // 名字改成“供应商对账”: quotes around the new name are no part of it.
        let quotes: Set<Character> = ["“", "”", "\"", "「", "」", "『", "』", "‘", "’"]
        if let first = result.first, let last = result.last, quotes.contains(first), quotes.contains(last),
            result.count > 2
        {
            result = String(result.dropFirst().dropLast()).trimmingEdges()
        }
        var changed = true
        while changed {
            changed = false
            let lower = NormalizedText(result).scalars
            for filler in tailFillers where lower.count > filler.count && Array(lower.suffix(filler.count)) == filler {
                result = String(String.UnicodeScalarView(result.unicodeScalars.dropLast(filler.count))).trimmingEdges()
                changed = true
                break
            }
        }
        return result.isEmpty ? nil : result
    }

    /// A bare number after the change word that can only be an hour ("to 11", "改到3:30"): 1–6
    /// are afternoon hours, as a meeting is moved to them.
    private static func bareHour(in scalars: [Unicode.Scalar], from cut: Int) -> (
        hour: Int, minute: Int, saidHour: Int
    )? {
        guard let marker = firstMatch(of: changeWords, in: scalars, from: cut), marker.lowerBound == cut else {
            return nil
        }
        var first = marker.upperBound
        // " - make it 10", ", move to 10", ": doors moved, make it 7": change words may follow one
        // another, with at most two words of letters between them.
        while first > 0, let next = firstMatch(of: changeWords, in: scalars, from: first - 1),
            next.upperBound > first, next.lowerBound <= first || isFewWords(scalars[first..<next.lowerBound])
        {
            first = next.upperBound
        }
        if first < scalars.count, scalars[first] == " " { first += 1 }  // " moved to" 9
        if matches(Array("at ".unicodeScalars), in: scalars, at: first) { first += 3 }
        // "address changed: 12 Elm St": a house number, not an hour.
        guard first < scalars.count, asciiDigit(scalars[first]) != nil, !StreetAddress.starts(in: scalars, at: first)
        else { return nil }
        var position = first
        var hour = 0
        while position < scalars.count, let digit = asciiDigit(scalars[position]) {
            hour = hour * 10 + digit
            position += 1
        }
        var minute = 0
        if position + 2 < scalars.count, scalars[position] == ":", let tens = asciiDigit(scalars[position + 1]),
            let ones = asciiDigit(scalars[position + 2])
        {
            minute = tens * 10 + ones
            position += 3
        }
        guard position == scalars.count || TextResidue.isSeparator(scalars[position]), (1...23).contains(hour),
            minute < 60
        else { return nil }
        return (hour <= 7 ? hour + 12 : hour, minute, hour)  // CONVENTIONS: a bare 1–7 is pm
    }

    /// A bare hour (one or two digits after a space) right before " to " at `cut`, on the same
    /// rule as ``bareHour(in:from:)``: 1–7 are afternoon hours.
    private static func bareHourBefore(_ cut: Int, in scalars: [Unicode.Scalar]) -> (hour: Int, said: String)? {
        guard matches(Array(" to ".unicodeScalars), in: scalars, at: cut) else { return nil }
        var start = cut
        while start > 0, asciiDigit(scalars[start - 1]) != nil { start -= 1 }
        guard (1...2).contains(cut - start), start > 0, scalars[start - 1] == " " else { return nil }
        let said = String(String.UnicodeScalarView(scalars[start..<cut]))
        guard let hour = Int(said), (1...12).contains(hour) else { return nil }
        return (hour <= 7 ? hour + 12 : hour, said)
    }

    /// `scalars` with "shift" blanked where it is a worker's shift, not the verb ("thursday's
    /// breakfast shift", "my night shift").
    private static func withoutShiftNouns(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let text = String(String.UnicodeScalarView(scalars))
        guard text.contains("shift") else { return scalars }
        var result = text
        for kind in shiftKinds {
            result = result.replacingOccurrences(of: kind + " shift", with: kind + " _____")
        }
        return Array(result.unicodeScalars)
    }

    private static let shiftKinds = [
        "breakfast", "lunch", "dinner", "day", "night", "morning", "evening", "afternoon", "late", "early", "double",
        "overnight", "weekend", "closing", "opening", "'s", "my", "the", "a", "your", "her", "his", "their", "our",
    ]

    /// Whether `scalars` are one or two words of ASCII letters.
    private static func isFewWords(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        let words = scalars.split(separator: " ")
        return (1...2).contains(words.count)
            && words.allSatisfy { $0.allSatisfy { ($0.value >= 0x61 && $0.value <= 0x7A) || $0 == "'" } }
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }

    /// Whether `time` is followed by 的 or 's ("周五的会", "Friday's interview"): it names the event's day.
    private static func isPossessive(_ time: TimeEntity, in text: NormalizedText) -> Bool {
        let end = time.span.range.upperBound
        let scalars = text.scalars
        guard let index = text.origins.firstIndex(where: { $0 >= end }), index < scalars.count else { return false }
        if scalars[index] == "的" { return true }
        return scalars[index] == "'" && index + 1 < scalars.count && scalars[index + 1] == "s"
    }

    private static func clock(_ moment: LocalMoment) -> String {
        String(moment.description.dropFirst(11).prefix(5))
    }

    // MARK: - Scanning

    private static func firstIndex(of words: [[Unicode.Scalar]], in scalars: [Unicode.Scalar], from: Int) -> Int? {
        firstMatch(of: words, in: scalars, from: from)?.lowerBound
    }

    /// How far the nearest of `words` inside `window` stands from `range` (0 when touching it).
    private static func nearestDistance(
        of words: [[Unicode.Scalar]], to range: Range<Int>, in scalars: [Unicode.Scalar], within window: Range<Int>
    ) -> Int? {
        var best: Int?
        var index = window.lowerBound
        while index < window.upperBound {
            guard let found = firstMatch(of: words, in: scalars, from: index), found.lowerBound < window.upperBound
            else { break }
            let distance =
                found.upperBound <= range.lowerBound
                ? range.lowerBound - found.upperBound : max(0, found.lowerBound - range.upperBound)
            if distance < best ?? Int.max { best = distance }
            index = found.lowerBound + 1
        }
        return best
    }

    /// The first place at or after `from` where one of `words` starts (the longest there).
    private static func firstMatch(of words: [[Unicode.Scalar]], in scalars: [Unicode.Scalar], from: Int)
        -> Range<Int>?
    {
        guard from < scalars.count else { return nil }
        for index in from..<scalars.count {
            var best = 0
            for word in words where word.count > best && matches(word, in: scalars, at: index) { best = word.count }
            if best > 0 { return index..<(index + best) }
        }
        return nil
    }

    static func matches(_ word: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + word.count <= scalars.count else { return false }
        for offset in 0..<word.count where scalars[index + offset] != word[offset] { return false }
        return true
    }

    /// "company party moves from next Friday to next Saturday": a range of days said with "from …
    /// to" (从…到) is the day the event is on and the day it moves to.
    static func saidFromTo(_ range: TimeEntity, in text: NormalizedText) -> Bool {
        let original = text.originalScalars
        let start = range.span.range.lowerBound
        guard start >= 5, start <= original.count else { return false }
        let before = String(String.UnicodeScalarView(original[(start - 5)..<start])).lowercased()
        let said = range.span.text.lowercased()
        return (before == "from " && said.contains(" to ")) || (before.hasSuffix("从") && said.contains("到"))
    }
    /// Whether only " and " lies between two times ("the 26th and 27th").
    static func joinedByAnd(_ first: TimeEntity, _ second: TimeEntity, in text: NormalizedText) -> Bool {
        let gap = first.span.range.upperBound..<second.span.range.lowerBound
        guard !gap.isEmpty, gap.upperBound <= text.scalars.count else { return false }
        return text.scalars[gap].elementsEqual(" and ".unicodeScalars)
            || text.scalars[gap].elementsEqual("和".unicodeScalars)
    }
}

extension String {
    /// Without spaces and punctuation at either end.
    fileprivate func trimmingEdges() -> String {
        let scalars = Array(unicodeScalars)
        var lower = 0
        var upper = scalars.count
        while lower < upper, TextResidue.isSeparator(scalars[lower]) { lower += 1 }
        while upper > lower, TextResidue.isSeparator(scalars[upper - 1]) { upper -= 1 }
        return String(String.UnicodeScalarView(scalars[lower..<upper]))
    }

}
