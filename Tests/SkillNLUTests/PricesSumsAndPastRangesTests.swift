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
