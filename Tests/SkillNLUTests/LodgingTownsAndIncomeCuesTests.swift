import Testing

@testable import SkillNLU

// Found on development rows in session 38.

/// A place to stay away from home is `housing` (CONVENTIONS §12).
@Suite struct LodgingCategoryTests {
    @Test(arguments: ["酒店三晚1260", "hotel 3 nights 987", "民宿两晚 800", "airbnb for the weekend 420"])
    func isHousing(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == "housing", "\(text)")
    }
}

/// A town that names the item stays in the note; one that says where the money went does not.
@Suite struct TownsInNotesTests {
    @Test(arguments: [
        ("东京酒店定金18000日元", "东京酒店定金"), ("伦敦房租950英镑", "伦敦房租"), ("tokyo hotel deposit 18,000 yen", "Tokyo hotel deposit"),
        ("在香港买相机花了八千港币", "相机"), ("£18 for lunch in London", "Lunch"),
    ])
    func note(_ text: String, _ note: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["note"]?.stringValue == note, "\(text)")
    }
}

/// A money word anywhere before a price-sized number that ends the message makes the number the
/// amount, across a day said between them; an hour or a year does not.
@Suite struct MoneyWordEarlierTests {
    @Test(arguments: [
        ("donation came in on the 1st 500", "500"), ("venmo from the garcias yesterday 120 for walks", "120"),
    ])
    func isTheAmount(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    @Test(arguments: [
        "pay the fee on friday at 10", "donation pickup on the 1st at 1530", "donation dinner tomorrow until 1830",
    ])
    func hoursAndYearsAreNoAmount(_ text: String) throws {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty, "\(text)")
    }
}

/// A town beside days with a night away and no word of the weather is an event, not a forecast.
@Suite struct NightsAwayTests {
    @Test(arguments: [
        ("下周一到周三 成都过夜", "成都过夜"), ("nyc layover thanksgiving", "Nyc layover"),
        ("honolulu layover next mon-wed", "Honolulu layover"),
    ])
    func isAnEvent(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test func aTownAndADayAloneStillAskTheWeather() throws {
        #expect(try interpret("boston tomorrow").skillID == "weather")
    }
}

/// "wake me", 叫我: who is woken, not part of the event.
@Suite struct WakeMeTests {
    @Test(arguments: [("凌晨四点出门去机场 叫我", "出门去机场"), ("wake me 4am to leave for the airport", "Leave for the airport")])
    func title(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test func signingInKeepsItsVerb() throws {
        #expect(try interpret("下週二早上六點 簽到").arguments["title"]?.stringValue == "簽到")
    }
}

/// Short questions about a period with no question word: what it holds is asked.
@Suite struct PeriodQuestionsTests {
    @Test(arguments: [
        "any jobs this weekend", "how many cars booked tmrw", "standby days next wk?", "trips early april",
        "roster the next 7 days", "明天店里约了几台车",
    ])
    func listsTheCalendar(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test(arguments: [
        "berkshires hill training next mon-wed", "code freeze from 3pm tomorrow until noon the day after",
    ])
    func plansAreEvents(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.create", "\(text)")
    }

    @Test(arguments: ["commissions year to date", "invoices paid year to date"])
    func moneyNounsAskTheLedger(_ text: String) throws {
        #expect(try interpret(text).skillID == "ledger.summary", "\(text)")
    }
}

/// Changes and removals said as a state: "is off", "is 10-12 now".
@Suite struct StatedChangesTests {
    @Test func offThisAfternoonIsARemoval() throws {
        #expect(try interpret("this afternoon's tow run is off").skillID == "calendar.delete")
    }

    @Test func aNewClockEndingWithNowIsAChange() throws {
        let interpretation = try interpret("remote interpreting is 10-12 now")
        #expect(interpretation.skillID == "calendar.update")
        #expect(interpretation.arguments["title"]?.stringValue == "Remote interpreting")
    }
}

/// Money a customer handed over is income.
@Suite struct CustomerPaymentsTests {
    @Test(arguments: [
        "收张师傅修车款860", "收李姐保养定金500", "ms lee left a 200 deposit for the brake job", "mr kim paid for his service 860",
        "balance from sunday afternoon's customer 540",
    ])
    func isIncome(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == "income", "\(text)")
    }

    @Test(arguments: ["收拾车库买收纳箱 120", "过路收费站 15块"])
    func otherUsesOfReceivingAreSpending(_ text: String) throws {
        #expect(try interpret(text).arguments["kind"]?.stringValue == "expense", "\(text)")
    }
}

/// Clauses with no time before the one clause that says when are the reason for a change; the
/// event is named in the clause that says when.
@Suite struct ReasonsBeforeAChangeTests {
    @Test(arguments: [
        ("swapped trips w/ jen, friday's red-eye is now saturday same time", "Red-eye"),
        ("跟小林换了班 周五的红眼改成周六 时间不变", "红眼"),
    ])
    func namesTheEventInTheTimedClause(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test(arguments: [("游泳课 时间改成 9点半到10点半", "游泳课")])
    func aNameAloneBeforeTheTimeIsTheName(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// A price for a day, an hour or each thing counted, written right against its number.
@Suite struct PricePerUnitTests {
    @Test(arguments: [("护工一天两百五", "250"), ("三个娃的校服 每套95", "95"), ("同传两天 一天6000", "6000")])
    func isMoney(_ text: String, _ amount: String) throws {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.map { "\($0.amount)" } == [amount], "\(text)")
    }

    @Test(arguments: ["一天3次", "每天8小时", "一张床2米"])
    func countsAndMeasuresAreNot(_ text: String) throws {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty, "\(text)")
    }
}

/// A ledger line after a day said first: 10月29号 配件2300.
@Suite struct DayThenLedgerLineTests {
    @Test(arguments: [("10月29号 配件2300", "2300"), ("周日长距离 补给45", "45"), ("3月27号 嘉兴半马报名150", "150")])
    func isMoney(_ text: String, _ amount: String) throws {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.map { "\($0.amount)" } == [amount], "\(text)")
    }

    @Test(arguments: ["10月29号 会议室305", "周五 3号楼 12"])
    func numberedPlacesAreNot(_ text: String) throws {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty, "\(text)")
    }
}

/// Found on round 24's development rows.
@Suite struct RoundTwentyFourTests {
    @Test(arguments: [
        // (Since the reminder skills, "call me", "wake me" in 20 minutes are reminders.)
        ("九点半跟纽约的投资人连线", "calendar.create"), ("二十分钟后叫我出门跑步", "reminder.create"),
        ("wake me for a run in 20 min", "reminder.create"),
        ("board meeting the last friday of april", "calendar.create"),
        ("2.18 药师证复审", "calendar.create"), ("情人节前还要送几单", "calendar.list"),
        ("the cold room guy doesn't need to come next wed", "calendar.delete"),
        ("drop the flower basket at mrs diaz's tmrw 5pm", "calendar.create"),
    ])
    func skill(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test func aWeatherQuestionAtAClockStillAsksTheWeather() throws {
        #expect(try interpret("北京明天下午三点天气怎么样").skillID == "weather")
    }

    @Test func aCopulaOpensNoTitle() throws {
        let interpretation = try interpret("周日和周一都是早班")
        #expect(interpretation.calls.map { $0.arguments["title"]?.stringValue } == ["早班", "早班"])
    }

    @Test(arguments: [
        ("花市进货2300", "other", "花市进货"), ("店租8500", "housing", "店租"), ("药师考试报名费 320", "education", "药师考试报名费"),
        ("new scrubs 84", "shopping", "New scrubs"),
    ])
    func entry(_ text: String, _ category: String, _ note: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.arguments["category"]?.stringValue == category, "\(text)")
        #expect(interpretation.arguments["note"]?.stringValue == note, "\(text)")
    }

    @Test func theWeddingBalanceGotIsIncome() throws {
        #expect(try interpret("got the wedding balance 3000").arguments["kind"]?.stringValue == "income")
    }
}

/// A hedged bare hour after a comma takes the day said before it; a last clause that says how
/// things stand is no part of the event's name.
@Suite struct HedgesAndStatesTests {
    @Test func aHedgedHourTakesThePartOfTheDay() throws {
        let interpretation = try interpret("so saturday morning, mrs alvarez perm, 10 i think")
        #expect(interpretation.arguments["start"]?.stringValue?.hasSuffix("T10:00:00") == true)
        #expect(interpretation.arguments["title"]?.stringValue == "Mrs alvarez perm")
    }

    @Test(arguments: [
        ("so um thursday 4pm walk rocky, owner's out of town", "Walk rocky"),
        ("vacation sept 8 thru 12, uncle has mom and dad", "Vacation"),
        ("pre-employment physical 10/15 9am, no breakfast", "Pre-employment physical"),
        ("may 8th 6 to 9pm, Jake's birthday thing", "Jake's birthday thing"),
    ])
    func title(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// Found on round 25's development rows.
@Suite struct RoundTwentyFiveTests {
    @Test(arguments: [
        ("any filings due by the end of the month", "calendar.list"),
        ("which weekends in may are still open", "calendar.list"),
        ("wedding bookings Q1 next year", "calendar.list"), ("下周的单子", "calendar.list"),
        ("day shifts mon thru wed next week", "calendar.create"), ("cabs in the last 30 days", "ledger.summary"),
        ("newark drop-off 2 hrs later", "calendar.update"),
    ])
    func skill(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test func aHyphenatedThroughIsNoDeadline() throws {
        let interpretation = try interpret("venue walk-through tmrw 2pm")
        #expect(interpretation.arguments["title"]?.stringValue == "Venue walk-through")
        #expect(interpretation.arguments["end"] == nil)
    }

    @Test(arguments: ["club dues collected 480", "got the dalton fee, 450"])
    func collectedIsIncome(_ text: String) throws {
        #expect(try interpret(text).arguments["kind"]?.stringValue == "income", "\(text)")
    }

    @Test func aWeddingThatDayKeepsNoMeasureWord() throws {
        #expect(try interpret("腊八那天有场婚礼").arguments["title"]?.stringValue == "婚礼")
    }
}

/// A period said as the owner of a thing ("this year's books") names the thing; the other times
/// place the event.
@Suite struct OwnedPeriodsTests {
    @Test(arguments: [
        ("archive this year's books at 11", "Archive this year's books", "T11:00:00"),
        ("tonight 10pm go over next wk's route w/ dispatch", "Go over next wk's route w/ dispatch", "T22:00:00"),
    ])
    func event(_ text: String, _ title: String, _ clock: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue?.hasSuffix(clock) == true, "\(text)")
        #expect(interpretation.arguments["end"] == nil, "\(text)")
    }
}

/// A plan, then the weather of "that day": both are asked.
@Suite struct PlanThenWeatherOfThatDayTests {
    @Test func bothAreCalled() throws {
        let calls = try interpret("清明回老家 查一下那天成都天气").calls
        #expect(calls.map(\.skillID) == ["calendar.create", "weather"])
    }

    @Test func aSceneThenARainQuestionAsksOnlyTheWeather() throws {
        #expect(try interpret("field trip friday, rain in boston?").calls.isEmpty)
    }
}

/// A named quarter, month or year right before a noun names the thing ("Q4 estimated taxes").
@Suite struct NamedPeriodBeforeANounTests {
    @Test func theDeadlineDayPlacesIt() throws {
        let interpretation = try interpret("Q4 estimated taxes due jan 15")
        #expect(interpretation.arguments["title"]?.stringValue == "Q4 estimated taxes due")
        #expect(interpretation.arguments["start"]?.stringValue == "2027-01-15")
    }

    @Test func aMonthAndDayStayTheTime() throws {
        #expect(try interpret("march 5 dentist at 3").arguments["start"]?.stringValue == "2027-03-05T15:00:00")
    }
}

/// A balance the speaker paid is spending, of no pay category; one a client paid is income.
@Suite struct BalancesPaidTests {
    @Test(arguments: [
        ("乐队尾款付了6000", "expense other"), ("付给花艺师8800", "expense other"), ("客户付了尾款3000", "income salary"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        let arguments = try interpret(text).arguments
        let said = "\(arguments["kind"]?.stringValue ?? "nil") \(arguments["category"]?.stringValue ?? "nil")"
        #expect(said == expected, "\(text)")
    }
}

/// "now" in a question of what is on asks the calendar; it changes nothing.
@Suite struct OnNowTests {
    @Test(arguments: ["what is on now", "what's on now", "anything on right now?"])
    func looksUp(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test func aMoveStillMoves() throws {
        #expect(try interpret("move what's on now to 5pm").skillID == "calendar.update")
    }
}

/// Found on round 26's development rows.
@Suite struct RoundTwentySixTests {
    @Test(arguments: [
        ("6.15 学校组织去科技馆", "calendar.create"), ("今晚苏州刮不刮风 骑车去上班", "weather"), ("腊八那天去看孙子", "calendar.create"),
        ("night differential came in 75", "ledger.add"),
    ])
    func skill(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test(arguments: [("sunday concert, curtain 2:30pm", "Concert"), ("礼拜天音乐会 下午两点半开场", "音乐会")])
    func theCurtainIsNoPartOfTheName(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// A period, 的, and a short name of things: what the period holds of them.
@Suite struct PeriodsThingsTests {
    @Test(arguments: ["这周末的演出", "年底前的音乐会", "五一前的装货预约"])
    func looksUp(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test func spendingIsTheLedgers() throws {
        #expect(try interpret("今年12月的购物清单").skillID != "calendar.list")
    }
}

/// A removal that names its event by a pronoun ("… with him", "her physical") means the person the
/// reason before it names.
@Suite struct PronounAfterAReasonTests {
    @Test(arguments: [
        ("jordan's out sick, scrap tomorrow's 1:1 with him", "jordan"),
        ("mrs patel cancelled tmrw, delete her physical", "mrs patel"),
        ("it's pouring, delete my run this morning", "Run"),
    ])
    func title(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.delete", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }
}
