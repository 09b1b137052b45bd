import AgentSkill
import Foundation
import SkillJSON
import Testing

@testable import StandardSkills

/// Finding the event an update or delete means, and the change it makes (CONVENTIONS §12).
@Suite struct CalendarEventMatchTests {
    static let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    /// 2026-12-02T10:00 in Shanghai.
    static let now = Date(timeIntervalSince1970: 1_796_176_800)

    static func event(_ title: String, _ start: String, _ end: String, allDay: Bool = false) -> CalendarEvent {
        func instant(_ text: String) -> Date {
            (try? DateArgument.moment(text, field: "t", today: LocalDate(now, in: zone), timeZone: zone).date) ?? now
        }
        return CalendarEvent(
            uid: title + start, title: title, start: instant(start), end: instant(end), timeZone: zone.identifier,
            stamp: now, allDay: allDay)
    }

    static let stored = [
        event("项目周会", "2026-12-04T10:00", "2026-12-04T11:00"),
        event("周会", "2026-12-07T10:00", "2026-12-07T11:00"),
        event("Dentist appointment", "2026-12-04T10:00", "2026-12-04T11:00"),
        event("Dentist follow-up", "2026-12-22T10:00", "2026-12-22T11:00"),
        event("产品发布会", "2026-12-19T14:00", "2026-12-19T16:00"),
        event("发布会彩排", "2026-12-18T14:00", "2026-12-18T16:00"),
        event("面试产品经理", "2026-12-03T14:00", "2026-12-03T15:00"),
        event("面试设计师", "2026-12-03T10:00", "2026-12-03T11:00"),
        event("开会", "2026-12-03T15:00", "2026-12-03T16:00"),
        event("Business trip to Denver", "2026-12-15", "2026-12-18", allDay: true),
    ]

    @Test(
        arguments: [
            // clock-only-keeps-day, next-upcoming
            ("calendar.update", ["title": "dentist", "new_time": "16:00"], 2, "2026-12-04T16:00:00"),
            // move-keeps-clock
            (
                "calendar.update", ["title": "周会", "date": "2026-12-04", "new_date": "2026-12-05"], 0,
                "2026-12-05T10:00:00"
            ),
            // a shift applied to the stored start
            ("calendar.update", ["title": "周会", "date": "2026-12-07", "shift": "PT30M"], 1, "2026-12-07T10:30:00"),
            ("calendar.update", ["title": "dentist", "shift": "-PT1H"], 2, "2026-12-04T09:00:00"),
            ("calendar.update", ["title": "dentist", "shift": "P7D"], 2, "2026-12-11T10:00:00"),
            // a title ending in the words comes before one that only contains them
            ("calendar.update", ["title": "发布会", "new_date": "2026-12-21"], 4, "2026-12-21T14:00:00"),
            // a part of the day tells two interviews apart
            ("calendar.delete", ["title": "面试", "date": "2026-12-03", "during": "12:00-18:00"], 6, nil),
            // a close match: 会议 shares 会 with 开会
            ("calendar.delete", ["title": "会议", "date": "2026-12-03"], 8, nil),
            ("calendar.delete", ["title": "Denver trip"], 9, nil),
            // a clock said without am/pm: the reading nearer the event's own clock
            ("calendar.update", ["title": "开会", "new_time": "04:30", "am_pm_unsaid": true], 8, "2026-12-03T16:30:00"),
            (
                "calendar.update", ["title": "面试设计师", "new_time": "20:30", "am_pm_unsaid": true], 7,
                "2026-12-03T08:30:00"
            ),
            (
                "calendar.update", ["title": "产品发布会", "start": "2026-12-20T03:00:00", "am_pm_unsaid": true], 4,
                "2026-12-20T15:00:00"
            ),
            // a tie (16:00 and 04:00 are both six hours from 10:00) keeps the reading given
            (
                "calendar.update", ["title": "面试设计师", "new_time": "16:00", "am_pm_unsaid": true], 7,
                "2026-12-03T16:00:00"
            ),
            // without the flag the clock is taken as given
            ("calendar.update", ["title": "开会", "new_time": "04:30"], 8, "2026-12-03T04:30:00"),
        ] as [(String, JSONValue, Int, String?)])
    func theEventAndItsNewStart(_ skill: String, _ arguments: JSONValue, _ index: Int, _ start: String?) throws {
        let result = try CalendarEventMatch.resolve(
            skillID: skill, arguments: arguments, events: Self.stored, now: Self.now, timeZone: Self.zone)
        guard case .one(let found, let resolved) = result else {
            Issue.record("expected one event, got \(result)")
            return
        }
        #expect(found == index)
        #expect(resolved["id"] == .string(Self.stored[index].uid))
        if let start { #expect(resolved["start"] == .string(start)) }
    }

    /// Title words that match nothing fall back on the request as said: the event whose title it
    /// names is meant, and the title words become the part it named. Nothing named, nothing found.
    @Test(
        arguments: [
            ("calendar.delete", ["title": "跟人", "said": "周三的开会不去了 跟人换了"], 8 as Int?, "开会"),
            (
                "calendar.update", ["title": "Got", "said": "got moved to the 4pm denver flight", "new_time": "16:00"],
                9, "Denver"
            ),
            // Two characters shared with two titles: both, and the next upcoming wins.
            ("calendar.delete", ["title": "一次", "said": "周会 取消一次"], 0, "周会"),
            // One character, or only fillers, names nothing.
            ("calendar.delete", ["title": "跟人", "said": "会 跟人换了"], nil, nil),
            ("calendar.delete", ["title": "Them", "said": "cancel the appointment with them"], nil, nil),
        ] as [(String, JSONValue, Int?, String?)])
    func theRequestAsSaidNamesTheEvent(_ skill: String, _ arguments: JSONValue, _ index: Int?, _ title: String?)
        throws
    {
        let result = try CalendarEventMatch.resolve(
            skillID: skill, arguments: arguments, events: Self.stored, now: Self.now, timeZone: Self.zone)
        guard let index else {
            #expect(result == .none)
            return
        }
        guard case .one(let found, let resolved) = result else {
            Issue.record("expected one event, got \(result)")
            return
        }
        #expect(found == index)
        #expect(resolved["title"] == title.map { .string($0) })
        #expect(resolved["said"] == nil)
    }

    @Test func theLengthIsKeptAndAnEndClockIsOnTheNewDay() throws {
        let result = try CalendarEventMatch.resolve(
            skillID: "calendar.update", arguments: ["title": "开会", "new_date": "2026-12-05", "end": "18:30"],
            events: Self.stored, now: Self.now, timeZone: Self.zone)
        guard case .one(_, let resolved) = result else {
            Issue.record("expected one event, got \(result)")
            return
        }
        #expect(resolved["start"] == "2026-12-05T15:00:00")
        #expect(resolved["end"] == "2026-12-05T18:30:00")
    }

    /// A new length runs from the start; an extension moves the end by a signed duration; an end
    /// said without am/pm is read after the start.
    @Test(arguments: [
        (["title": "开会", "length": "PT2H"] as JSONValue, "2026-12-03T15:00:00", "2026-12-03T17:00:00"),
        (["title": "开会", "extend": "PT30M"] as JSONValue, "2026-12-03T15:00:00", "2026-12-03T16:30:00"),
        (["title": "开会", "extend": "-PT15M"] as JSONValue, "2026-12-03T15:00:00", "2026-12-03T15:45:00"),
        (
            ["title": "开会", "new_time": "16:00", "length": "PT45M"] as JSONValue, "2026-12-03T16:00:00",
            "2026-12-03T16:45:00"
        ),
        // "goes till 5" said without am/pm: 05:00 would end before the 15:00 start.
        (
            ["title": "开会", "end": "05:00", "am_pm_unsaid": true] as JSONValue, "2026-12-03T15:00:00",
            "2026-12-03T17:00:00"
        ),
        // A new range said without am/pm (改成七点到八点半): the end moves with the start's reading.
        (
            ["title": "面试设计师", "new_time": "19:00", "end": "20:30", "am_pm_unsaid": true] as JSONValue,
            "2026-12-03T07:00:00", "2026-12-03T08:30:00"
        ),
        (
            ["title": "开会", "new_time": "04:00", "end": "05:30", "am_pm_unsaid": true] as JSONValue,
            "2026-12-03T16:00:00", "2026-12-03T17:30:00"
        ),
        // 改成十点到十二点 read as 22:00 to noon: the start flips to 10:00, and the end is noon, the
        // first 12 o'clock after it.
        (
            ["title": "开会", "new_time": "22:00", "end": "12:00", "am_pm_unsaid": true] as JSONValue,
            "2026-12-03T10:00:00", "2026-12-03T12:00:00"
        ),
    ])
    func lengthsAndExtensions(_ arguments: JSONValue, _ start: String, _ end: String) throws {
        let result = try CalendarEventMatch.resolve(
            skillID: "calendar.update", arguments: arguments, events: Self.stored, now: Self.now, timeZone: Self.zone)
        guard case .one(_, let resolved) = result else {
            Issue.record("expected one event, got \(result)")
            return
        }
        #expect(resolved["start"]?.stringValue == start)
        #expect(resolved["end"]?.stringValue == end)
        #expect(resolved["length"] == nil && resolved["extend"] == nil)
    }

    /// A length that is not a positive duration, or an extension that ends before the start, is refused.
    @Test(
        arguments: [
            ["title": "开会", "length": "-PT1H"], ["title": "开会", "length": "two hours"],
            ["title": "开会", "extend": "-PT2H"],
        ] as [JSONValue])
    func aBadLengthIsRefused(_ arguments: JSONValue) {
        #expect(throws: StandardSkillError.self) {
            try CalendarEventMatch.resolve(
                skillID: "calendar.update", arguments: arguments, events: Self.stored, now: Self.now,
                timeZone: Self.zone)
        }
    }

    @Test func noneAndSeveral() throws {
        let none = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": "yoga"], events: Self.stored, now: Self.now,
            timeZone: Self.zone)
        #expect(none == .none)
        let several = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": "面试", "date": "2026-12-03"], events: Self.stored,
            now: Self.now, timeZone: Self.zone)
        #expect(several == .several([7, 6]))
    }

    /// Moved into a part of a day: the clock stays when it lies inside, else the part's start.
    @Test(arguments: [
        ("2026-12-05T18:30", "2026-12-06T18:30:00"), ("2026-12-05T09:00", "2026-12-06T18:00:00"),
    ])
    func movedIntoAPartOfTheDay(_ start: String, _ expected: String) throws {
        let date = [Self.event("约会", start, "2026-12-05T21:00")]
        let found = try CalendarEventMatch.resolve(
            skillID: "calendar.update", arguments: ["title": "约会", "new_date": "2026-12-06", "within": "18:00-24:00"],
            events: date, now: Self.now, timeZone: Self.zone)
        guard case .one(_, let resolved) = found else {
            Issue.record("expected one event, found \(found)")
            return
        }
        #expect(resolved["start"]?.stringValue == expected)
    }

    @Test func aBadPartOfTheDayIsRefused() {
        let date = [Self.event("约会", "2026-12-05T18:30", "2026-12-05T21:00")]
        #expect(throws: StandardSkillError.self) {
            _ = try CalendarEventMatch.resolve(
                skillID: "calendar.update", arguments: ["title": "约会", "within": "evening"], events: date,
                now: Self.now, timeZone: Self.zone)
        }
    }

    /// A new end before the start on the start's own day is after midnight (结束时间改成凌晨一点).
    @Test(arguments: ["01:00", "2026-12-31T01:00"])
    func anEndBeforeTheStartIsAfterMidnight(_ end: String) throws {
        let concert = [Self.event("跨年演唱会", "2026-12-31T20:00", "2026-12-31T23:00")]
        let found = try CalendarEventMatch.resolve(
            skillID: "calendar.update", arguments: ["title": "跨年演唱会", "end": .string(end)], events: concert,
            now: Self.now, timeZone: Self.zone)
        guard case .one(_, let resolved) = found else {
            Issue.record("expected one event, found \(found)")
            return
        }
        #expect(resolved["end"]?.stringValue == "2027-01-01T01:00:00")
    }

    /// Two titles share runs of the same length with the words (带猫打针: 带猫 and 打针); the one
    /// that keeps more of them in order wins.
    /// 那个会 says only what kind of event it is: the one event on the day said is meant.
    @Test func aKindAloneFindsTheOneEventOfTheDay() throws {
        let day = [
            Self.event("项目对接", "2026-12-04T14:00", "2026-12-04T15:00"),
            Self.event("项目对接", "2026-12-07T14:00", "2026-12-07T15:00"),
        ]
        let found = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": "会", "date": "2026-12-04"], events: day, now: Self.now,
            timeZone: Self.zone)
        guard case .one(let index, _) = found else {
            Issue.record("expected one event, found \(found)")
            return
        }
        #expect(index == 0)
        let without = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": "会"], events: day, now: Self.now, timeZone: Self.zone)
        guard case .none = without else {
            Issue.record("a kind alone with no day found \(without)")
            return
        }
    }

    /// Every word said, numbers too, in another order beats a longer run of fewer (session 36):
    /// "lane 4 swim meet" is "Swim meet – Lane 4 heats", not the earlier "… Lane 2 …".
    @Test(arguments: [("lane 4 swim meet", 1), ("lane 2 swim meet", 0)])
    func everyWordSaidFindsTheEvent(_ words: String, _ expected: Int) throws {
        let meets = [
            Self.event("Swim meet – Lane 2 heats", "2026-12-04T09:00", "2026-12-04T11:00"),
            Self.event("Swim meet – Lane 4 heats", "2026-12-05T09:00", "2026-12-05T11:00"),
        ]
        let found = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": .string(words)], events: meets, now: Self.now,
            timeZone: Self.zone)
        guard case .one(let index, _) = found else {
            Issue.record("expected one event, found \(found)")
            return
        }
        #expect(index == expected)
    }

    /// An end said without am/pm before the start is on the event's half of the day.
    @Test func anEndWithoutAmPmIsAfterTheStart() throws {
        let dinner = Self.event("Team dinner", "2026-12-06T18:00", "2026-12-06T20:00")
        let changed = try CalendarEventMatch.apply(
            ["end": "2026-12-06T09:00:00", "am_pm_unsaid": true], to: dinner,
            today: LocalDate(Self.now, in: Self.zone), timeZone: Self.zone)
        #expect(LocalDateTime(changed.end, in: Self.zone).hour == 21)
        // A train due at 11:25 whose arrival is now "10:05" said without am/pm (read as 22:05).
        let train = Self.event("去杭州的高铁", "2026-12-06T07:30", "2026-12-06T11:25")
        let arrived = try CalendarEventMatch.apply(
            ["end": "2026-12-06T22:05:00", "am_pm_unsaid": true], to: train,
            today: LocalDate(Self.now, in: Self.zone), timeZone: Self.zone)
        #expect(LocalDateTime(arrived.end, in: Self.zone).hour == 10)
    }

    @Test func wordsInOrderBreakATie() throws {
        let pets = [
            Self.event("带狗去打针", "2026-12-07T10:00", "2026-12-07T11:00"),
            Self.event("带猫去打针", "2026-12-08T10:00", "2026-12-08T11:00"),
        ]
        let found = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": "带猫打针"], events: pets, now: Self.now,
            timeZone: Self.zone)
        guard case .one(let index, _) = found else {
            Issue.record("expected one event, found \(found)")
            return
        }
        #expect(index == 1)
    }

    @Test(arguments: [
        ("PT30M", 0, 1_800), ("-PT1H", 0, -3_600), ("P1D", 1, 0), ("P7D", 7, 0), ("P1W", 7, 0),
        ("PT1H30M", 0, 5_400), ("-P2DT12H", -2, -43_200),
    ])
    func shiftsRead(_ text: String, _ days: Int, _ seconds: Int) {
        #expect(CalendarEventMatch.Shift(iso: text) == CalendarEventMatch.Shift(days: days, seconds: seconds))
    }

    @Test func aBadShiftIsRefused() {
        #expect(CalendarEventMatch.Shift(iso: "an hour") == nil)
        #expect(CalendarEventMatch.Shift(iso: "P") == nil)
    }
}

/// The look-up before approval, end to end: a SQLite store, the calendar skills, an agent.
@Suite(.timeLimit(.minutes(1))) struct CalendarApprovalTests {
    /// Answers every approval request with `approved` and collects the events until idle.
    static func answering(_ stream: AsyncStream<AgentEvent>, of agent: Agent, approved: Bool) async -> [AgentEvent.Kind]
    {
        var seen: [AgentEvent.Kind] = []
        for await event in stream {
            seen.append(event.kind)
            if case .approvalRequested(let request) = event.kind {
                agent.answerApproval(id: request.id, approved: approved)
            }
            if event.kind == .phaseChanged(.idle) { break }
        }
        return seen
    }

    static func approvalSummaries(_ events: [AgentEvent.Kind]) -> [String] {
        events.compactMap { if case .approvalRequested(let request) = $0 { request.summary } else { nil } }
    }

    @Test func theApprovalNamesTheEventAndNothingMatchingAsksNothing() async throws {
        let harness = try SkillHarness(approver: .events)
        defer { harness.cleanUp() }
        _ = await harness.run("calendar.create", ["title": "团队会议", "start": "2026-12-03T10:00"])

        let first = harness.agent.events
        async let missing = Self.answering(first, of: harness.agent, approved: true)
        let none = await harness.run("calendar.delete", ["title": "瑜伽"])
        #expect(Self.approvalSummaries(await missing).isEmpty)
        #expect(none.text == "没有找到匹配的日程（瑜伽）。")

        let second = harness.agent.events
        async let asked = Self.answering(second, of: harness.agent, approved: true)
        let deleted = await harness.run("calendar.delete", ["title": "会议", "date": "明天"])
        #expect(Self.approvalSummaries(await asked) == ["删除日程“团队会议” 12月3日 周四 10:00–11:00"])
        #expect(deleted.text.hasPrefix("已删除日程：团队会议"))
        let left = await harness.run("calendar.list", ["from": "明天", "to": "明天"])
        #expect(left.data?["events"] == [])
    }

    @Test func anUpdateIsResolvedBeforeItRuns() async throws {
        let harness = try SkillHarness(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt, locale: "en_US")
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "Dentist appointment", "start": "2026-12-04T10:00", "end": "2026-12-04T11:00"])
        _ = await harness.run("calendar.create", ["title": "Dentist follow-up", "start": "2026-12-22T10:00"])
        let moved = await harness.run("calendar.update", ["title": "dentist", "new_time": "16:00"])
        #expect(moved.text == "Updated: Dentist appointment · Fri 4 Dec, 16:00–17:00")
        let later = await harness.run("calendar.update", ["title": "dentist", "date": "2026-12-04", "shift": "PT30M"])
        #expect(later.text == "Updated: Dentist appointment · Fri 4 Dec, 16:30–17:30")
        let renamed = await harness.run("calendar.update", ["title": "follow", "new_title": "Dentist check"])
        #expect(renamed.text.hasPrefix("Updated: Dentist check · Tue 22 Dec"))
    }

    @Test func anUpdateApprovalNamesTheOldAndNewTimes() async throws {
        let policy = PermissionPolicy(rules: [PermissionRule(skill: "calendar.update", decision: .ask)])
        let harness = try SkillHarness(approver: .events, policy: policy)
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "站会", "start": "2026-12-02T10:30", "end": "2026-12-02T10:45"])
        let events = harness.agent.events
        async let asked = Self.answering(events, of: harness.agent, approved: true)
        let moved = await harness.run("calendar.update", ["title": "站会", "shift": "PT30M"])
        #expect(
            Self.approvalSummaries(await asked) == ["修改日程“站会” 12月2日 周三 10:30–10:45 → 12月2日 周三 11:00–11:15"])
        #expect(moved.text == "已修改日程：站会 · 12月2日 周三 11:00–11:15")
    }
}

/// The words of a request that name the stored event, as the event's title writes them: the
/// longest run of words shared in the same order, not one word of it.
@Suite struct CalendarMatchedWordsTests {
    @Test(
        arguments: [
            ("Get the PTA meeting", "PTA meeting", "PTA meeting"),
            ("Not doing the test drive", "Test drive with Sam", "Test drive"),
            ("Forget the deep clean", "Deep clean", "Deep clean"),
            ("Skipping the Christmas market", "Christmas market downtown", "Christmas market"),
            // Fillers alone name nothing.
            ("the meeting", "Board meeting", nil),
            ("Denver trip", "Business trip to Denver", "Denver"),
            // A whole title said among other words (a reason before it): the title.
            ("水管工说来不了换水龙头", "换水龙头", "换水龙头"),
            ("rain all day so the picnic is off", "Picnic", "Picnic"),
            ("party plans", "Art", nil),
            // Three Chinese characters in a row name the event, whatever else is said.
            ("物业说明天来不了换门锁那个", "物业上门换门锁", "换门锁"), ("明天的会议", "会议室装修", nil),
            // Every word said is in the title, in another order; a two-letter name counts.
            ("li's call", "Call with Li", "Li"), ("sam dinner", "Dinner with Sam", "Dinner"),
            ("li's review", "Call with Li", nil), ("the call", "Call with Li", nil),
            // A character typed wrong; a pointer between the words.
            ("瑜珈课", "瑜伽课", "瑜伽课"), ("dentst appt", "Dentist", "Dentist"), ("dentist", "Dance", nil),
            ("老王那个会", "跟老王开会", "老王"),
        ] as [(String, String, String?)])
    func theSharedRunOfWords(_ said: String, _ title: String, _ expected: String?) {
        #expect(CalendarEventMatch.matchedWords(said, in: title) == expected)
    }

    /// A run of days finds the event among them ("next week's dentist"): the follow-up on the
    /// 22nd, not the appointment on the 4th; a run that runs backwards is an error that says so.
    @Test func aRunOfDaysFindsTheEventAmongThem() throws {
        let result = try CalendarEventMatch.resolve(
            skillID: "calendar.delete", arguments: ["title": "dentist", "date": "2026-12-21/2026-12-27"],
            events: CalendarEventMatchTests.stored, now: CalendarEventMatchTests.now,
            timeZone: CalendarEventMatchTests.zone)
        guard case .one(let index, _) = result else {
            Issue.record("expected one event, got \(result)")
            return
        }
        #expect(index == 3)
        #expect(throws: StandardSkillError.self) {
            try CalendarEventMatch.resolve(
                skillID: "calendar.delete", arguments: ["title": "dentist", "date": "2026-12-27/2026-12-21"],
                events: CalendarEventMatchTests.stored, now: CalendarEventMatchTests.now,
                timeZone: CalendarEventMatchTests.zone)
        }
    }
}
