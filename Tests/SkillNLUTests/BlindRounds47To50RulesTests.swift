import Foundation
import Testing

@testable import SkillNLU

/// Rules drawn in session 42 from the development rows of the v2 corpus, rounds 47–50 and earlier (never
/// their held-out rows).
@Suite struct MoneyShapesOfRounds47To50Tests {
    @Test(arguments: [
        // A scale word does not make an amount a phone number.
        ("the condo is listed at 340 grand", "340 grand=340000 USD"),
        // Takings "did" with k, but a race distance is no money.
        ("studio did 92k last year", "92k=92000 USD"), ("stall did 9.6k this month", "9.6k=9600 USD"),
        ("ran a 10k this morning", ""),
        // A balance paid later: 尾款 and when it is paid.
        ("摄影定金1000 尾款5800当天付", "1000=1000 CNY | 5800=5800 CNY"),
        ("搬家定金500 尾款1300搬完付", "500=500 CNY | 1300=1300 CNY"),
        // A price for each one: 一套 after it, 每节 before it; 一周三次 is how often.
        ("广场舞服装120一套 买了两套 共240", "120=120 CNY | 240=240 CNY"),
        ("家教上了八节 每节300 一共2400", "300=300 CNY | 2400=2400 CNY"),
        ("复健150一次 一周三次", "150=150 CNY"),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected)
    }
}

/// Found on round 47's development rows: a yoga studio owner, a one-woman cleaning business, a
/// retired man with diabetes who keeps a vegetable garden.
@Suite struct Round47RulesTests {
    @Test(arguments: [
        ("weekend workshop apr 16-17", "2027-04-16", "Weekend workshop"),
        ("9月17号到18号 周末工作坊", "2027-09-17", "周末工作坊"),
    ])
    func weekendNamesAKindOfEvent(_ text: String, _ start: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test(arguments: ["push the workshop back a week, couldn't get the room", "工作坊往后推一周 场地没订上"])
    func aReasonIsNoNewPlace(_ text: String) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["location"] == nil, "\(text)")
        #expect(arguments["shift"]?.stringValue == "P7D", "\(text)")
    }

    @Test(arguments: [
        ("户外瑜伽改到瑜伽馆上 怕下雨", "瑜伽馆"), ("tonight's cookout moves to the lakeside pavilion", "the lakeside pavilion"),
    ])
    func aNewPlaceWithoutItsReason(_ text: String, _ place: String) throws {
        #expect(try interpret(text).arguments["location"]?.stringValue == place, "\(text)")
    }

    @Test(arguments: [
        ("试纸一盒 180", "expense health"), ("test strips 45", "expense health"), ("这个月瑜伽馆房租 9800 交了", "expense housing"),
        ("菜苗 48", "expense shopping"), ("mileage to the chens 14.50", "expense transport"),
    ])
    func whatADiabeticGardenerAndAStudioPayFor(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }
}

/// More of round 47's development rows: corrections, asides, free text asked for by name, clients
/// who pay.
@Suite struct Round47MoreRulesTests {
    @Test func aCorrectedClockKeepsTheDayAndTheName() throws {
        let arguments = try interpret("明天打扫周太太家 九点到十二点 哦不 十点到一点").arguments
        #expect(arguments["start"]?.stringValue == "2026-12-03T10:00:00")
        #expect(arguments["end"]?.stringValue == "2026-12-03T13:00:00")
        #expect(arguments["title"]?.stringValue == "打扫周太太家")
    }

    @Test(arguments: [("下周一早上七点 空腹抽血", "空腹抽血"), ("明天上午八点糖耐 要空腹", "糖耐")])
    func anAsideNeedsAnEventBeforeIt(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test(arguments: [("复活节 瑜伽馆休息", "calendar.create"), ("复读 你好", "echo"), ("复查往后挪一天", "calendar.update")])
    func freeTextIsAskedForByName(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test(arguments: [
        ("孙老师转了300", "income salary"), ("the millers sent 2400", "income salary"), ("转了300给妈妈", "expense"),
    ])
    func aClientSentIt(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text).hasPrefix(expected), "\(text)")
    }
}

/// Ledger lines with a holiday, a day or a hyphenated item before the price.
@Suite struct LedgerLineShapesTests {
    @Test(arguments: [
        ("tomato starts mother's day 24", "24=24 USD"), ("garden seeds st patrick's day 24", "24=24 USD"),
        ("pizza on moving day 32", "32=32 USD"), ("drop-in 25", "25=25 USD"),
        ("last sat private session 90", "90=90 USD"), ("room 12", ""),
    ])
    func anItemThenItsPrice(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    @Test(arguments: [("annual membership last friday 1200", "ledger.add"), ("meeting friday 1200", "calendar.create")])
    func fourDigitsAfterAPastDayAreAnAmount(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }
}

/// Found on round 48's development rows: a lecturer who travels to conferences, a single mother who
/// drives at night, a family hosting relatives for the holidays.
@Suite struct Round48RulesTests {
    @Test(arguments: ["swim lessons in the next 7 days", "next 5 days, when's everyone arriving", "接下来五天 保洁单排满没"])
    func aComingPeriodAskedAboutIsListed(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test func theLastEntriesWithAReasonAfterThem() throws {
        let interpretation = try interpret("last 8 transactions, need the hotel one")
        #expect(interpretation.skillID == "ledger.list")
        #expect(interpretation.arguments["limit"]?.intValue == 8)
    }

    @Test(arguments: [("上个月出差花了多少", "transport"), ("今年差旅一共花了多少", "transport")])
    func travelIsGettingAbout(_ text: String, _ category: String) throws {
        #expect(try interpret(text).arguments["category"]?.stringValue == category, "\(text)")
    }

    @Test func whatWasPaidBackNamesTheNote() throws {
        #expect(try interpret("差旅报销到账 12000").arguments["note"]?.stringValue == "差旅报销")
    }

    @Test(arguments: [
        ("明天的课停了 感恩节放假", "calendar.delete"), ("清明节球队停训", "calendar.create"),
        ("grandma's train is late, make the pickup 11:15", "calendar.update"),
        ("gym next Tuesday and Thursday at 7pm, make two events", "calendar.create"),
    ])
    func calledOffOrChanged(_ text: String, _ skill: String) throws {
        let interpretation = try interpret(text)
        #expect((interpretation.calls.first?.skillID ?? interpretation.skillID) == skill, "\(text)")
    }

    @Test func aChangeNamedByItsDayAfterARemoval() throws {
        let calls = try interpret("周二的游泳删了 周四的改到六点").calls
        #expect(calls.map(\.skillID) == ["calendar.delete", "calendar.update"])
        #expect(calls.last?.arguments["title"]?.stringValue == "游泳")
    }

    @Test func relativesGaveTheKids() throws {
        #expect(try entryKindAndCategory(of: "aunt rose gave the kids 50") == "income other")
    }
}

/// A new event whose clock is made over at the end of the same message.
@Suite struct NewEventClockRedoneTests {
    @Test(arguments: [
        ("周四晚上八点 跑团夜跑 改成八点半吧", "周四晚上八点半 跑团夜跑"),
        ("下周五下午三点宝宝派对 哦 改成四点", "下周五下午四点宝宝派对"),
        ("send tmrw's orders to the cafes 9pm oh make it 9:30", "send tmrw's orders to the cafes 9:30pm"),
        ("thurs the chens 2-4 make it 3-5", "thurs the chens 3-5"),
    ])
    func theLaterClockTakesThePlaceOfTheFirst(_ text: String, _ expected: String) {
        #expect(NLURouter.newEventClockRedone(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "周四晚上八点的夜跑改成八点半", "周四晚上八点 跑团夜跑 改成八点半", "my 3pm today got bumped, make it 4:30",
        "next sat 10am one, make it 9:30", "the 8am delivery tomorrow, make it 7:30",
        "mtg with the builder next mon 8pm, actually make it 8:30",
    ])
    func aStoredEventOrAnotherCorrectionIsLeftAlone(_ text: String) {
        #expect(NLURouter.newEventClockRedone(text) == nil, "\(text)")
    }
}

/// Counts said with "today", Saturday later in a list, and a plan before its weather "that day".
@Suite struct CountsListsAndPlansTests {
    @Test(arguments: [("fixed 9 today, 4 of them screens", false), ("did 11 today", false), ("meeting 9 today", true)])
    func aCountDoneTodayIsNoClock(_ text: String, _ clock: Bool) throws {
        let start = try interpret(text).arguments["start"]?.stringValue ?? ""
        #expect(start.contains("T") == clock, "\(text)")
    }

    @Test func saturdayLaterInAListOfPlaces() throws {
        let calls = try interpret("weather fri in chicago and sat in detroit").calls
        #expect(calls.map { $0.arguments["date"]?.stringValue } == ["2026-12-04", "2026-12-05"])
    }

    @Test func aPlanThenItsWeatherThatDay() throws {
        let calls = try interpret("visiting mom for easter, whats the weather in chicago that day").calls
        #expect(calls.map(\.skillID) == ["calendar.create", "weather"])
    }
}

/// Found on round 49's development rows: a school music teacher, a support agent training a puppy, a
/// taxi driver who rents out a room.
@Suite struct Round49RulesTests {
    @Test(arguments: [
        ("11月2号和4号 遛狗师傅下午一点来", ["2027-11-02T13:00:00", "2027-11-04T13:00:00"]),
        ("charters tmrw and the day after at 6am", ["2026-12-03T06:00:00", "2026-12-04T06:00:00"]),
    ])
    func aClockSaidOnceIsEveryDays(_ text: String, _ starts: [String]) throws {
        let calls = try interpret(text).calls
        #expect(calls.map { $0.arguments["start"]?.stringValue ?? "" } == starts, "\(text)")
    }

    @Test func aServiceIsNoChange() throws {
        let interpretation = try interpret("立冬后一天 换冬季胎")
        #expect(interpretation.skillID == "calendar.create")
    }

    @Test(arguments: [("noah paid sunday 60", "income salary"), ("mom paid sunday 60", "expense other")])
    func someonePaidOnADay(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }

    @Test func whatLessonsBroughtInIsPay() throws {
        #expect(
            try interpret("how much did lessons bring in last month").arguments["category"]?.stringValue == "salary")
    }
}

/// A stored event moved to a room with no time said.
@Suite struct MovedToARoomTests {
    @Test(arguments: [("期末排练换到音乐教室", "音乐教室"), ("周会改到3号会议室", "3号会议室")])
    func aMoveToARoom(_ text: String, _ place: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["location"]?.stringValue == place, "\(text)")
    }
}

/// Found on round 50's development rows: an interior designer, a student with cinema shifts, a
/// woman caring for her husband after a stroke.
@Suite struct Round50RulesTests {
    @Test(arguments: [("show the last ten", 10), ("last five expenses", 5)])
    func aCountInWords(_ text: String, _ limit: Int) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.list", "\(text)")
        #expect(interpretation.arguments["limit"]?.intValue == limit, "\(text)")
        #expect(interpretation.arguments["category"] == nil, "\(text)")
    }

    @Test func shiftPayIsPay() throws {
        #expect(try entryKindAndCategory(of: "shift pay last saturday 96") == "income salary")
    }
}

/// "deposit" alone beside a day and an amount is money paid in.
@Suite struct DepositAloneTests {
    @Test(arguments: [
        ("deposit this morning 1500", "income salary"), ("deposit on veterans day 100", "income salary"),
        ("wedding deposit 1000", "expense other"), ("security deposit 1400", "expense housing"),
    ])
    func depositAlone(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }
}

/// A price talked about is no entry.
@Suite struct PriceTalkTests {
    @Test(arguments: ["the condo i like is listed at 340 grand", "那套房挂牌价三百万"])
    func aListingIsNoSpending(_ text: String) throws {
        #expect(try interpret(text).skillID != "ledger.add", "\(text)")
    }

    @Test func aPriceStillPaidIsRecorded() throws {
        #expect(try interpret("paid the asking price for the bike, 400").skillID == "ledger.add")
    }
}
