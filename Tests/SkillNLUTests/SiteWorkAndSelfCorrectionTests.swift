import SkillJSON
import Testing

@testable import SkillNLU

// Found on development rows in session 39.

/// Expects `text` to make a new event named `title`.
private func expectNewEvent(_ text: String, title: String) throws {
    let interpretation = try interpret(text)
    #expect(interpretation.skillID == "calendar.create", "\(text)")
    #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
}

/// Expects `text` to record a ledger entry whose `name` argument is `value`.
private func expectEntry(_ text: String, _ name: String, _ value: String) throws {
    let interpretation = try interpret(text)
    #expect(interpretation.skillID == "ledger.add", "\(text)")
    #expect(interpretation.arguments[name]?.stringValue == value, "\(text)")
}

/// Words built on 改 that name work, not a change: the event is new.
@Suite struct ChangeLookalikeTests {
    @Test(arguments: [("下周四到周六 幼儿园改造", "幼儿园改造"), ("周五下午车子改装", "车子改装"), ("今晚批改作业", "批改作业")])
    func isANewEvent(_ text: String, _ title: String) throws {
        try expectNewEvent(text, title: title)
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
        try expectNewEvent(text, title: title)
    }

    @Test(arguments: [
        ("Adobe订阅 568", "other"), ("frame.io subscription 15", "other"), ("电缆860", "shopping"),
        ("costco run 346", "food"), ("报税软件续费 699", "other"),
    ])
    func category(_ text: String, _ category: String) throws {
        try expectEntry(text, "category", category)
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
        try expectNewEvent(text, title: title)
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

/// Money a named person or a client paid the speaker, and commission taken off the takings.
@Suite struct PayersAndCommissionTests {
    @Test(arguments: [
        ("王姐付了定金500", "income"), ("前天客人付的定金 800", "income"), ("18个家长交的队费 一共5400", "income"),
        ("我付了定金500", "expense"), ("刚付的房租 3000", "expense"), ("平台佣金扣了255", "expense"),
        ("booking site took 31 commission", "expense"),
    ])
    func kind(_ text: String, _ kind: String) throws {
        try expectEntry(text, "kind", kind)
    }

    /// "a mop" is a thing bought, not one Macanese pataca.
    @Test func aMopIsNoCurrency() throws {
        let interpretation = try interpret("detergent and a mop, 27 total")
        #expect(interpretation.arguments["amount"]?.stringValue == "27")
        #expect(interpretation.arguments["currency"]?.stringValue != "MOP")
    }
}

/// Who is booked over a period is a look-up; a last clause on how a shift came about, or a stay's
/// length said again, leaves the title.
@Suite struct BookedAndTrailingClauseTests {
    @Test(arguments: ["who's checking in next week", "check-ins in the next 5 days", "未来五天都有谁入住", "接下来七天的入住"])
    func isALookUp(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test(arguments: [
        ("明天早上五点半早班 跟老刘换的", "早班"), ("12月26号到1月2号 老陈一家入住 连住七晚", "老陈一家入住"),
        ("early shift tmrw 5:30am, swapped w/ dave", "Early shift"),
        ("周六早上七点走路队集合", "走路队集合"), ("下下周一部门团建，上午10点集合", "部门团建"),
    ])
    func title(_ text: String, _ title: String) throws {
        try expectNewEvent(text, title: title)
    }
}

/// A step said after a comma ("meet at …", "leave 8am") is no part of the event's name; said
/// first, it is.
@Suite struct CommaStepTests {
    @Test(arguments: [
        ("sunday 9:30am hike, meet at the trailhead", "Hike"),
        ("sat picnic w/ the kids, leave 8am", "Picnic w/ the kids"),
        ("meet sam at 5", "Meet sam"), ("track meet saturday 9am", "Track meet"),
    ])
    func title(_ text: String, _ title: String) throws {
        try expectNewEvent(text, title: title)
    }
}

/// "X's off" calls an event off even with no day said, unless X is a person or a thing at home.
@Suite struct NamedEventOffTests {
    @Test(arguments: [("friendly's off", "calendar.delete"), ("austin's off, client pushed it", "calendar.delete")])
    func isARemoval(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test(arguments: ["she's off", "power's off"])
    func isNoRemoval(_ text: String) throws {
        #expect(try interpret(text).skillID != "calendar.delete", "\(text)")
    }
}

/// Found on round 29's development rows: look-ups of what a period holds, money sent to the speaker,
/// care words built on 换, clocks after a verb of the schedule, and corrections with "wait".
@Suite struct Round29RulesTests {
    @Test(arguments: ["未来五天的手术", "接下来七天的夜班", "端午前还要开几次庭"])
    func isALookUp(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test(arguments: [
        ("当事人打来的律师费 15000", "15000"), ("王阿姨转来的团购款 230", "230"), ("retainer came in 5000", "5000"),
        ("the ragdoll's owner paid 850 for the spay", "850"),
    ])
    func isIncome(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == "income", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    @Test(arguments: [
        ("八点给住院的猫换药", "2026-12-03T08:00:00"), ("orders close five to ten", "2026-12-03T09:55:00"),
        ("shift handover tuesday 7am", "2026-12-08T07:00:00"),
        ("knee surgery next thu 9, wait, 9:30", "2026-12-10T09:30:00"),
        ("mrs patel physical tmrw 3pm, no wait 4", "2026-12-03T16:00:00"),
    ])
    func isANewEvent(_ text: String, _ start: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
    }
}

/// "N in" marks money coming in, each entry of a list on its own.
@Suite struct AmountInTests {
    @Test func theFirstEntryIsIncome() throws {
        let calls = try interpret("deposit 100 in, groceries 96.30, ibuprofen 11.49").calls
        #expect(calls.map { $0.arguments["kind"]?.stringValue } == ["income", "expense", "expense"])
        #expect(calls.map { $0.arguments["amount"]?.stringValue } == ["100", "96.3", "11.49"])
    }

    @Test func moneyBeforeANumberIsAnAmount() throws {
        let calls = try interpret("order money 42 in, dumplings 19, litter 24").calls
        #expect(calls.map { $0.arguments["amount"]?.stringValue } == ["42", "19", "24"])
    }
}

/// Found on round 30's development rows: a place after 在 whose name starts like an activity
/// (训练塔) or with a character that ends place names (市妇幼); money a boss or a family paid; an aside
/// after the event.
@Suite struct Round30RulesTests {
    @Test(arguments: [
        ("周三下午两点消防演练 在训练塔", "训练塔", "消防演练"), ("下周二上午九点半产检 在市妇幼", "市妇幼", "产检"),
        ("明天在家吃饭", "家", "吃饭"),
    ])
    func place(_ text: String, _ location: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.arguments["location"]?.stringValue == location, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test(arguments: ["赵老板结了工钱 4500", "上周六李姐结的账 3200", "the millers paid the invoice, 2400", "overtime check 1100"])
    func isIncome(_ text: String) throws {
        #expect(try interpret(text).arguments["kind"]?.stringValue == "income", "\(text)")
    }

    @Test(arguments: [("5月12号上午八点糖耐 要空腹", "糖耐"), ("glucose test may 12 8am, gotta fast", "Glucose test")])
    func title(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// A thing money is spent on and a period, nothing else, asks what was spent on it; a period
/// ahead holds plans.
@Suite struct SpendingNamedAloneTests {
    @Test(arguments: [
        ("fuel last month", "transport"), ("takeout this quarter", "food"), ("这个月外卖", "food"),
        ("overtime last quarter", "salary"), ("rent and utilities last month", "housing"),
    ])
    func isASummary(_ text: String, _ category: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.summary", "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == category, "\(text)")
    }

    @Test(arguments: ["gym next week", "groceries next week", "下周健身"])
    func isAPlan(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.create", "\(text)")
    }
}

/// A small number hedged with -ish is an hour, never a price; a count of things and then their
/// price after a space is an amount.
@Suite struct HourIshAndCountedPriceTests {
    @Test func anHourIshIsNoAmount() throws {
        let interpretation = try interpret("thursday night close out the quarter's books, 8ish")
        #expect(interpretation.skillID == "calendar.create")
        #expect(interpretation.arguments["start"]?.stringValue == "2026-12-03T20:00:00")
    }

    @Test(arguments: [("玫瑰20支 700", "700"), ("月季苗20棵 700", "700"), ("parking 20ish", "20")])
    func isTheAmount(_ text: String, _ amount: String) throws {
        try expectEntry(text, "amount", amount)
    }
}

/// "trim" alone may be the event's name: "an hour later" moves it.
@Suite struct TrimAsANameTests {
    @Test func anHourLaterIsAShift() throws {
        let interpretation = try interpret("move friday's trim an hour later")
        #expect(interpretation.skillID == "calendar.update")
        #expect(interpretation.arguments["shift"]?.stringValue == "PT1H")
        #expect(interpretation.arguments["extend"] == nil)
    }
}

/// "moves from A to B" after the event's name finds it on A and moves it to B; a clock said again
/// after "still" is its own and stays.
@Suite struct MovesFromToTests {
    @Test(arguments: [
        "company party moves from next Friday to next Saturday",
        "company party moves from next Friday to next Saturday, still 6pm",
    ])
    func findsAndMoves(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["date"]?.stringValue == "2026-12-11", "\(text)")
        #expect(interpretation.arguments["new_date"]?.stringValue == "2026-12-12", "\(text)")
    }

    /// 还是 takes a choice back, not a clock kept.
    @Test func haishiTakesAChoiceBack() throws {
        let interpretation = try interpret("跟Mia的晚饭 改到周四 算了 还是周五 改成八点")
        #expect(interpretation.skillID == "calendar.update")
        #expect(interpretation.arguments["new_date"]?.stringValue != "2026-12-03")
    }
}

/// A look verb and the calendar as the last noun ask for a day's plans, with a date between.
@Suite struct LookAtTheCalendarTests {
    @Test(arguments: ["看看 2026年12月4日 日程", "查一下周五的安排"])
    func isALookUp(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.list", "\(text)")
        #expect(interpretation.arguments["from"]?.stringValue == "2026-12-04", "\(text)")
    }
}
