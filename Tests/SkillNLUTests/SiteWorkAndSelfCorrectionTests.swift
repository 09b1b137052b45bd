import SkillJSON
import Testing

@testable import SkillNLU

/// Found on development rows in session 39. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
private func interpret(_ text: String) throws -> NLUInterpretation {
    try RouterFixtures.standardRouter().interpret(text)
}

/// Words built on 改 that name work, not a change: the event is new.
@Suite struct ChangeLookalikeTests {
    @Test(arguments: [("下周四到周六 幼儿园改造", "幼儿园改造"), ("周五下午车子改装", "车子改装"), ("今晚批改作业", "批改作业")])
    func isANewEvent(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// "quarter to 8" is a clock, not a move "to 8" (the named hour reads as 8 am, CONVENTIONS §2).
    @Test func minutesToTheHourAreAClock() throws {
        let interpretation = try interpret("watch the game at quarter to 8")
        #expect(interpretation.skillID == "calendar.create")
        #expect(interpretation.arguments["start"]?.stringValue == "2026-12-03T07:45:00")
    }
}

/// A clock taken back and said again in the same message keeps the day and the half of the day.
@Suite struct SelfCorrectionTests {
    @Test(arguments: [
        ("mtg with the builder next mon 8pm, actually make it 8:30", "2026-12-07T20:30:00"),
        ("dinner with sam friday 7pm, make that 7:30", "2026-12-04T19:30:00"),
    ])
    func theNewClockOnTheDaySaid(_ text: String, _ start: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
    }
}

/// A second request joined by "and" + a verb is no part of the first one's time, and a change
/// whose clock follows its change word keeps its event's day.
@Suite struct JoinedRequestTests {
    @Test func aMoveAfterACancelIsAChange() throws {
        let interpretation = try interpret("cancel friday's rehearsal and move the recital to 7:30pm")
        #expect(interpretation.calls.map(\.skillID) == ["calendar.delete", "calendar.update"])
        let move = try #require(interpretation.calls.last)
        #expect(move.arguments["new_time"]?.stringValue == "19:30")
        #expect(move.arguments["date"] == nil)
    }

    /// 改成… after a removal names no event of its own: a new one on the removed one's day.
    @Test func aRebookingAfterACancelIsANewEvent() throws {
        let interpretation = try interpret("明天羽毛球取消 改成下午四点去游泳")
        #expect(interpretation.calls.map(\.skillID) == ["calendar.delete", "calendar.create"])
        #expect(interpretation.calls.last?.arguments["start"]?.stringValue == "2026-12-03T16:00:00")
    }
}

/// Money in: got from someone, given by someone, a client's instalment, an invoice paid at last.
@Suite struct MoneyInCuesTests {
    @Test(arguments: [
        ("got 50 from my sister the day before yesterday", "50"), ("儿子给的红包1000", "1000"),
        ("first installment from the hendersons 16000", "16000"), ("拖了两个月的发票款终于到了 12000", "12000"),
        ("宣传片的片酬八千五", "8500"),
    ])
    func isIncome(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == "income", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    /// 我给的 is money given away.
    @Test func givenByMeIsSpending() throws {
        let interpretation = try interpret("我给的份子钱 500")
        #expect(interpretation.arguments["kind"]?.stringValue == "expense")
    }
}

/// Titles and categories of site work and software.
@Suite struct SiteWordsTests {
    @Test(arguments: [("下週一早上七點到工地", "到工地"), ("on site mon 7am", "On site")])
    func title(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test(arguments: [
        ("Adobe订阅 568", "other"), ("frame.io subscription 15", "other"), ("电缆860", "shopping"),
        ("costco run 346", "food"), ("报税软件续费 699", "other"),
    ])
    func category(_ text: String, _ category: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == category, "\(text)")
    }

    @Test func aMeasureAfterADottedNumberIsNoDate() throws {
        let interpretation = try interpret("断路器32A的6个 2.5平方的线3卷")
        #expect(interpretation.analysis.times.isEmpty)
    }

    @Test func aScheduleUpToADeadlineIsALookUp() throws {
        let interpretation = try interpret("site schedule by the end of the year")
        #expect(interpretation.skillID == "calendar.list")
        #expect(interpretation.arguments["to"]?.stringValue == "2026-12-31")
    }
}

/// A first clause that only says the day is free is no part of the title.
@Suite struct DayOffClauseTests {
    @Test(arguments: [
        ("good friday no work, fishing", "Fishing"),
        ("columbus day no school - take kids apple picking", "Take kids apple picking"),
        ("off work mlk day, zoo with the kids", "Zoo with the kids"),
        ("christmas eve deliver the wedding film", "Deliver the wedding film"),
    ])
    func title(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// "before the year ends" is "before the end of the year"; a solar term takes 前; plural events
/// over a period are a look-up.
@Suite struct PeriodEndingDeadlineTests {
    @Test(arguments: [
        ("anything left on my calendar before the year ends", "2026-12-02", "2026-12-31"),
        ("concerts before the end of the year", "2026-12-02", "2026-12-31"),
        ("冬至前地里还有啥活", "2026-12-02", "2026-12-22"),
    ])
    func isALookUp(_ text: String, _ from: String, _ to: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.list", "\(text)")
        #expect(interpretation.arguments["from"]?.stringValue == from, "\(text)")
        #expect(interpretation.arguments["to"]?.stringValue == to, "\(text)")
    }
}
