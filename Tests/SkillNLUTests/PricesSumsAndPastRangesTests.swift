import Testing

@testable import SkillNLU

/// Found on development rows in session 37. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
private func interpret(_ text: String) throws -> NLUInterpretation {
    try RouterFixtures.standardRouter().interpret(text)
}

/// A tip, tax or fee added with "+" or "plus" is part of the amount before it: one entry.
@Suite struct AddOnAmountsTests {
    @Test(arguments: [
        ("haircut 30 + tip 5", "35", "Haircut"), ("dinner 80 plus tip 12", "92", "Dinner"),
        ("理发30+小费5", "35", "理发"),
    ])
    func oneEntry(_ text: String, _ amount: String, _ note: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.calls.isEmpty, "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
        #expect(interpretation.arguments["note"]?.stringValue == note, "\(text)")
    }

    @Test func twoThingsAddedAreTwoEntries() throws {
        let interpretation = try interpret("午饭35+晚饭80")
        #expect(interpretation.calls.map { $0.arguments["note"]?.stringValue } == ["午饭", "晚饭"])
    }
}

/// A price for a period written right against its number: 一学期2400, 一年200.
@Suite struct PricePerPeriodTests {
    @Test(arguments: [("老大足球课 一学期2400", "2400", "老大足球课"), ("门球队会费 一年200", "200", "门球队会费")])
    func isAnEntry(_ text: String, _ amount: String, _ note: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
        #expect(interpretation.arguments["note"]?.stringValue == note, "\(text)")
    }

    @Test func aCountOfDaysIsNoPrice() {
        let money = MoneyRecognizer().entities(in: NormalizedText("一年365天"), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty)
    }
}

/// "sat swim lessons 240, sun school uniforms 95": "sun" opening a later item of a list whose
/// first item opens with its day is Sunday.
@Suite struct ShortWeekendInAListTests {
    @Test func eachItemHasItsDay() throws {
        let calls = try interpret("sat swim lessons 240, sun school uniforms 95").calls
        #expect(calls.map { $0.arguments["date"]?.stringValue } == ["2026-11-28", "2026-11-29"])
        #expect(calls.map { $0.arguments["note"]?.stringValue } == ["Swim lessons", "School uniforms"])
    }
}

/// "since January 1" in spring is this year's January; a month range may be written with a dash.
@Suite struct SinceAndMonthDashTests {
    @Test(arguments: [
        ("since dec 1", "2026-12-01T00:00:00"), ("since November 3", "2026-11-03T00:00:00"),
        ("since Jan 5", "2026-01-05T00:00:00"),
    ])
    func sinceIsPast(_ text: String, _ start: String) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.first?.start.description == start, "\(text)")
    }

    @Test(arguments: ["spending jul-sep", "spending jul - sep", "july–september spending"])
    func monthsAcrossADash(_ text: String) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.count == 1, "\(text)")
        #expect(found.first?.start.description == "2027-07-01T00:00:00", "\(text)")
        #expect(found.first?.end?.description == "2027-10-01T00:00:00", "\(text)")
    }

    @Test(arguments: [
        ("list what I spent on Halloween", "ledger.list"), ("since January 1, what's my food total", "ledger.summary"),
    ])
    func moneyAskedIsTheLedger(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }
}

/// Holiday days and week ranges: 国庆这几天 is the week off, 初七 after 除夕 is the seventh day of
/// the new year (not 七一), and 下下周三到周五 ends on that week's Friday.
@Suite struct HolidayDaysAndWeekdayRangesTests {
    @Test(arguments: [
        ("国庆这几天我都排了啥", "2027-10-01T00:00:00", "2027-10-08T00:00:00"),
        ("从除夕到初七一共花了多少", "2027-02-05T00:00:00", "2027-02-13T00:00:00"),
        ("下下周三到周五 去深圳参加技术大会", "2026-12-16T00:00:00", "2026-12-19T00:00:00"),
        ("the wed after next thru fri", "2026-12-16T00:00:00", "2026-12-19T00:00:00"),
    ])
    func span(_ text: String, _ start: String, _ end: String) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.count == 1, "\(text)")
        #expect(found.first?.start.description == start, "\(text)")
        #expect(found.first?.end?.description == end, "\(text)")
    }
}

/// 游泳取消 周二下午改去图书馆看书: a new event after a removal, at a part of the day, spans it.
@Suite struct RebookedAtAPartOfDayTests {
    @Test func removalThenNewEvent() throws {
        let calls = try interpret("游泳取消 周二下午改去图书馆看书").calls
        #expect(calls.map(\.skillID) == ["calendar.delete", "calendar.create"])
        #expect(calls.last?.arguments["title"]?.stringValue == "去图书馆看书")
        #expect(calls.last?.arguments["start"]?.stringValue == "2026-12-08T12:00:00")
        #expect(calls.last?.arguments["end"]?.stringValue == "2026-12-08T18:00:00")
    }
}
