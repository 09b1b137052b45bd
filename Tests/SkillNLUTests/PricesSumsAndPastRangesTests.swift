import Testing

@testable import SkillNLU

// Found on development rows in session 37.

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

/// Street addresses are places, not clocks; a new pickup spot is the event's new place; a short
/// message that opens with rain or snow asks the weather.
@Suite struct AddressesAndRainQuestionsTests {
    @Test func addressAfterAt() throws {
        let arguments = try interpret("tmrw 2pm look at the new space at 88 Main St").arguments
        #expect(arguments["location"]?.stringValue == "88 Main St")
        #expect(arguments["title"]?.stringValue == "Look at the new space")
        #expect(arguments["start"]?.stringValue == "2026-12-03T14:00:00")
    }

    @Test func aClockAfterAtIsNoAddress() throws {
        let arguments = try interpret("lunch at 3").arguments
        #expect(arguments["location"] == nil)
        #expect(arguments["start"]?.stringValue == "2026-12-02T15:00:00")
    }

    @Test(arguments: [
        ("saturday open house address changed: 12 Elm St", "12 Elm St", "Open house"),
        ("bus trip pickup is the Walmart parking lot now", "the Walmart parking lot", "Bus trip"),
    ])
    func newPlace(_ text: String, _ place: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["location"]?.stringValue == place, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
        #expect(interpretation.arguments["start"] == nil, "\(text)")
    }

    @Test(arguments: [("rain in pittsfield sunday?", "weather"), ("snow tomorrow?", "weather")])
    func rainAsked(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test func aRainCheckIsNoWeather() throws {
        #expect(try interpret("rain check on dinner friday").skillID != "weather")
    }
}

/// A message that is only an item and a number is a ledger line, unless the word numbers a place
/// or a reading (session 37, round 19's farmer: "spray 64", 种子95).
@Suite struct ItemAndPriceOnlyTests {
    @Test(arguments: [("spray 64", "64"), ("mulch 38.50", "38.5"), ("喷雾 64", "64"), ("种子95", "95")])
    func isAnEntry(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    @Test(arguments: ["room 12", "weight 165", "chapter 3", "血压120", "身高180", "3号楼 2", "lunch at 3"])
    func isNoPrice(_ text: String) {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty, "\(text)")
    }
}

/// Sales are a business's pay; stock sold is sales, one's own things sold are not.
@Suite struct SalesIncomeTests {
    @Test(arguments: [
        ("sold 540 at the market this afternoon", "income salary"), ("sold pumpkins friday 920", "income salary"),
        ("pear sales 410", "income salary"), ("sold my old phone for 800", "income other"),
        ("sales tax 12", "expense other"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }

    @Test func salesSummedAreSalary() throws {
        let interpretation = try interpret("total market sales this month")
        #expect(interpretation.skillID == "ledger.summary")
        #expect(interpretation.arguments["category"]?.stringValue == "salary")
    }
}

/// Look-ups said with little more than their period, frost asked of the weather, moves that are
/// house moves, and rebooking.
@Suite struct PeriodsFrostAndMovesTests {
    @Test(arguments: [
        ("the next 3 days?", "calendar.list"), ("next week's travel", "calendar.list"),
        ("busy this weekend?", "calendar.list"), ("how is next week shaping up on the farm", "calendar.list"),
        ("interviews left by next fri", "calendar.list"), ("next week's trip to boston", "calendar.create"),
        ("is it gonna freeze in lancaster the day after tomorrow", "weather"),
        ("move out end of the month", "calendar.create"), ("rebook tomorrow's flight for 1pm", "calendar.update"),
    ])
    func skill(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    @Test func ordinalsTypedWithSpaces() throws {
        let calls = try interpret("frost risk in lancaster the 21st 22nd and 23rd?").calls
        #expect(calls.map { $0.arguments["date"]?.stringValue } == ["2026-12-21", "2026-12-22", "2026-12-23"])
        #expect(calls.allSatisfy { $0.skillID == "weather" })
    }
}

/// Round 19's farmer and job seeker, in Chinese: produce sold is sales, 押一付三 counts months,
/// a price that ends a clause of something bought, and a holiday's "那天" is the entry's day.
@Suite struct FarmAndRentChineseTests {
    @Test(arguments: [
        ("卖梨收了1860", "income salary"), ("今天下午卖菜收了680", "income salary"), ("闲鱼卖旧自行车 收入400", "income other"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }

    @Test func salesLookedUp() throws {
        let arguments = try interpret("本月至今卖菜收了多少").arguments
        #expect(arguments["category"]?.stringValue == "salary")
    }

    @Test func rentTermsAreNoAmounts() throws {
        let calls = try interpret("押一付三 押金2800 房租8400").calls
        #expect(calls.map { $0.arguments["amount"]?.stringValue } == ["2800", "8400"])
    }

    @Test(arguments: [("昨天雇了三个工 450", "450", "2026-12-01"), ("早上在镇上吃了碗面 12", "12", "2026-12-02")])
    func priceAfterAPurchase(_ text: String, _ amount: String, _ date: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
        #expect(interpretation.arguments["date"]?.stringValue == date, "\(text)")
    }

    @Test func thatDayIsTheDay() throws {
        #expect(try interpret("母亲节那天买花 200").arguments["date"]?.stringValue == "2026-05-10")
    }

    @Test func onSiteWorkIsATrip() throws {
        let interpretation = try interpret("下周二到周四 驻场 在北京")
        #expect(interpretation.skillID == "calendar.create")
        #expect(interpretation.arguments["location"]?.stringValue == "北京")
    }
}

/// What is left of a period starts today; hired hands keep their own category in a list; a bare
/// span of hours in a change; lower-case "sf"; totals to date.
@Suite struct LeftOfAPeriodAndSpansTests {
    @Test(arguments: ["anything else this week", "anything left on the calendar this week"])
    func fromToday(_ text: String) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["from"]?.stringValue == "2026-12-02", "\(text)")
        #expect(arguments["to"]?.stringValue == "2026-12-06", "\(text)")
    }

    @Test func theWholeWeekWhenNothingIsLeftAsked() throws {
        #expect(try interpret("anything this week").arguments["from"]?.stringValue == "2026-11-30")
    }

    @Test func hiredHandsAreNoShopping() throws {
        let calls = try interpret("fertilizer 1865, pickers 360, seeds 95").calls
        #expect(calls.map { $0.arguments["category"]?.stringValue } == ["shopping", "other", "shopping"])
    }

    @Test func bareHoursSpan() throws {
        let arguments = try interpret("make the final interview 11 to 12").arguments
        #expect(arguments["new_time"]?.stringValue == "11:00")
        #expect(arguments["end"]?.stringValue == "12:00")
        #expect(arguments["title"]?.stringValue == "final interview")
    }

    @Test(arguments: [
        ("running in sf next tue?", "running_advice"), ("reimbursements year to date", "ledger.summary"),
        ("下周出差怎么排的", "calendar.list"),
    ])
    func skill(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }
}

/// Several requests typed with spaces: a total and the last entries; the weather of a town and an
/// event on its day; a reimbursement names itself.
@Suite struct SpacedMixedRequestsTests {
    @Test func totalThenLastEntries() throws {
        let calls = try interpret("这个月婚礼一共花了多少 列出最近10笔").calls
        #expect(calls.map(\.skillID) == ["ledger.summary", "ledger.list"])
        #expect(calls.last?.arguments["limit"] == .number(10))
    }

    @Test func weatherThenAnEventThatDay() throws {
        let calls = try interpret("明天苏州天气 八点开车去拍摄 帮我记上").calls
        #expect(calls.map(\.skillID) == ["weather", "calendar.create"])
        #expect(calls.last?.arguments["start"]?.stringValue == "2026-12-03T08:00:00")
    }

    @Test func reimbursementIsTheNote() throws {
        #expect(try interpret("报销到账3420").arguments["note"]?.stringValue == "报销")
    }
}

/// "make thursday's breakfast shift 7 to 11am": a worker's shift is no verb that moves, so the
/// range is the new time, and the day said finds the event.
@Suite struct ShiftNounsTests {
    @Test(arguments: [
        ("make thursday's breakfast shift 7 to 11am", "2026-12-03", "2026-12-03T07:00:00", "2026-12-03T11:00:00"),
        ("tennis tomorrow is 10 to 12 now", "2026-12-03", "2026-12-03T10:00:00", "2026-12-03T12:00:00"),
    ])
    func newSpan(_ text: String, _ date: String, _ start: String, _ end: String) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["date"]?.stringValue == date, "\(text)")
        #expect(arguments["start"]?.stringValue == start, "\(text)")
        #expect(arguments["end"]?.stringValue == end, "\(text)")
    }
}

/// A bare weekday that ends a range of days is the first one after its start; "sat" before "to
/// next tue"; 去年检 is going to an annual inspection; bookkeeping at a clock time is an event.
@Suite struct RangeEndsAndReadingsTests {
    @Test(arguments: [
        ("expense the cab fares from last Monday through Wednesday", "2026-11-23T00:00:00", "2026-11-26T00:00:00"),
        ("kids at grandma's sat to next tue", "2026-12-05T00:00:00", "2026-12-09T00:00:00"),
        ("周五到下周一", "2026-12-04T00:00:00", "2026-12-08T00:00:00"),
    ])
    func span(_ text: String, _ start: String, _ end: String) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.count == 1, "\(text)")
        #expect(found.first?.start.description == start, "\(text)")
        #expect(found.first?.end?.description == end, "\(text)")
    }

    @Test func annualInspectionIsNoYear() {
        let found = TimeRecognizer().entities(
            in: NormalizedText("这个月下旬要去年检营业执照"), context: CoordinationEllipsisTests.now)
        #expect(found.count == 1)
        let lastYear = TimeRecognizer().entities(in: NormalizedText("去年检查了三次"), context: CoordinationEllipsisTests.now)
        #expect(lastYear.first?.start.description == "2025-01-01T00:00:00")
    }

    @Test func bookkeepingAtAClockIsAnEvent() throws {
        let interpretation = try interpret("周日晚上七点到九点 跟合伙人对这个月的账")
        #expect(interpretation.skillID == "calendar.create")
        #expect(interpretation.arguments["start"]?.stringValue == "2026-12-06T19:00:00")
    }
}

/// Round 20's musician and dog walker: pay for work done is salary; gifts, takings and interest
/// are other; "then" before bare hours; a count of hours or nights between an item and its price.
@Suite struct EarnedIncomeTests {
    @Test(arguments: [
        ("演出费到了1800", "income salary"), ("上周六遛狗收了300", "income salary"), ("收到份子钱 3000", "income other"),
        ("利息到账 12", "income other"), ("last night's gig paid 350", "income salary"),
        ("made 300 on walks last saturday", "income salary"),
        ("shower gift from aunt lisa thursday 200", "income other"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }

    @Test(arguments: ["how much did i make from gigs this year", "这个月演出一共挣了多少", "最近30天遛狗收了多少"])
    func earningsLookedUp(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.summary", "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == "salary", "\(text)")
    }

    @Test func madeItIsNoMoney() {
        let money = MoneyRecognizer().entities(
            in: NormalizedText("made it to 10"), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty)
    }

    @Test func bareHoursAfterThen() throws {
        let calls = try interpret("thurs 9-10am pt w/ jen then 10-11 pt w/ rob").calls
        #expect(calls.map { $0.arguments["title"]?.stringValue } == ["Pt w/ jen", "Pt w/ rob"])
        #expect(calls.map { $0.arguments["start"]?.stringValue } == ["2026-12-03T09:00:00", "2026-12-03T10:00:00"])
    }

    @Test(arguments: [("rehearsal room 3 hrs 75", "75"), ("排练室三个小时 240", "240"), ("hotel 3 nights 987", "987")])
    func countedLength(_ text: String, _ amount: String) throws {
        #expect(try interpret(text).arguments["amount"]?.stringValue == amount, "\(text)")
    }
}

/// Round 20's dog walker and musician, more: the night nurse is no night; 不租车了 calls it off;
/// a bare hour moved on the evening an event was found by; a price per month; a payment to make.
@Suite struct NightNurseAndCallingOffTests {
    @Test func nightNurseIsNoTime() {
        let found = TimeRecognizer().entities(
            in: NormalizedText("pay the night nurse this week"), context: CoordinationEllipsisTests.now)
        #expect(found.map(\.span.text) == ["this week"])
    }

    @Test(arguments: [("周五不租车了", "租车"), ("pop-up show's off", "Pop-up show")])
    func callsOff(_ text: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.delete", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test func movedOnTheEvening() throws {
        #expect(try interpret("tonight's gig moved to 9").arguments["start"]?.stringValue == "2026-12-02T21:00:00")
    }

    @Test func pricePerMonth() {
        let money = MoneyRecognizer().entities(
            in: NormalizedText("night nurse is twenty-eight hundred a month"), context: CoordinationEllipsisTests.now)
        #expect(money.map(\.amount) == [2800])
    }

    @Test(arguments: ["月底 交排练室的钱", "pay for the rehearsal room end of the month"])
    func paymentToMake(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.create", "\(text)")
    }

    @Test func catSittingIsNoLookUp() throws {
        #expect(try interpret("下周二到周四 住客户家看猫").skillID == "calendar.create")
    }
}

/// Numbers that are no times: a pace or a split, people counted.
@Suite struct PacesAndCountsTests {
    @Test(arguments: ["half marathon pace 9:30", "mile split 8:15", "配速5:30", "the 3 of us"])
    func noTime(_ text: String) {
        #expect(
            TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now).isEmpty,
            "\(text)")
    }

    @Test func aClockAfterAtStays() {
        let found = TimeRecognizer().entities(
            in: NormalizedText("meet at 9:30"), context: CoordinationEllipsisTests.now)
        #expect(found.count == 1)
    }
}

/// Round 21's agent, hairdresser and student: counts before a price, prices per visit, money in
/// other currencies' categories, and look-ups asked as questions about a day or a period.
@Suite struct SalonAndFieldworkTests {
    @Test(arguments: [
        ("sold 3 prepaid cards 600", "600"), ("paid 20 for 3 pizzas", "20"), ("烫染一次六百八", "680"), ("剪个头八十八", "88"),
    ])
    func amount(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.calls.isEmpty, "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    @Test(arguments: [
        ("奖学金到了4000", "salary"), ("新干线 14170日元", "transport"), ("会议注册费380欧元", "education"),
        ("got my referral fee 2300", "salary"),
    ])
    func category(_ text: String, _ category: String) throws {
        #expect(try interpret(text).arguments["category"]?.stringValue == category, "\(text)")
    }

    @Test(arguments: [
        "late september looking busy?", "what time's the open house tmrw", "deadlines by the end of the year",
    ])
    func looksUp(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test func interviewsInATownAreAnEvent() throws {
        #expect(try interpret("interviews next mon thru fri in cambridge").skillID == "calendar.create")
    }
}

/// A day said at the end as a correction takes the place of the day said first.
@Suite struct DayCorrectedAtTheEndTests {
    @Test(arguments: [
        ("um thursday 2-5pm jen's color, today i mean", "2026-12-02T14:00:00", "Jen's color"),
        ("嗯 周四下午两点到五点 王姐烫染 今天的", "2026-12-02T14:00:00", "王姐烫染"),
        ("周四下午两点 开会 周五的", "2026-12-04T14:00:00", "开会"),
    ])
    func corrected(_ text: String, _ start: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.calls.isEmpty, "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// A plan named as the reason for a weather question adds nothing; something taken to a place is
/// no event dropped.
@Suite struct SceneBeforeWeatherTests {
    @Test(arguments: ["open house tmrw, will it rain in boston", "field trip friday, rain in boston?"])
    func weatherOnly(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "weather", "\(text)")
        #expect(interpretation.calls.isEmpty, "\(text)")
    }

    @Test func addedIsAdded() throws {
        let calls = try interpret("add field trip friday, and rain in boston?").calls
        #expect(calls.map(\.skillID) == ["calendar.create", "weather"])
    }

    @Test(arguments: [
        ("drop visa docs at the consulate the day after tomorrow", "calendar.create"),
        ("drop yoga at 6", "calendar.delete"),
    ])
    func dropping(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }
}

/// "move dentist from 3 to 4": the hour after "from" finds the event, the hour after "to" is new;
/// "X moves from A to B" names X.
@Suite struct FromHourToHourTests {
    @Test func fromThreeToFour() throws {
        let arguments = try interpret("move dentist from 3 to 4").arguments
        #expect(arguments["during"]?.stringValue == "15:00")
        #expect(arguments["new_time"]?.stringValue == "16:00")
        #expect(arguments["title"]?.stringValue == "dentist")
    }

    @Test func movesFrom() throws {
        #expect(
            try interpret("company party moves from next Friday to next Saturday").arguments["title"]?.stringValue
                == "Company party")
    }
}

/// 地点：滨江一号: a number right after a labelled place's name is part of it.
@Suite struct NumberedPlaceNamesTests {
    @Test func placeKeepsItsNumber() throws {
        let arguments = try interpret("明天上午十点 带看 地点：滨江一号").arguments
        #expect(arguments["location"]?.stringValue == "滨江一号")
        #expect(arguments["start"]?.stringValue == "2026-12-03T10:00:00")
    }
}

/// Entries typed with spaces before a total asked: each entry, then the total.
@Suite struct EntriesThenATotalTests {
    @Test func spacedAfterAPrice() throws {
        let calls = try interpret("房产税2150 换马桶720 这个月修房子一共花了多少").calls
        #expect(calls.map(\.skillID) == ["ledger.add", "ledger.add", "ledger.summary"])
        #expect(calls.first?.arguments["amount"]?.stringValue == "2150")
    }
}

/// Round 22's doctor and volunteer: a clock taken back after the event's name; donations received
/// are no pay; look-ups of an itinerary or a schedule over days; "drop the dog off" drops nothing.
@Suite struct ClockTakenBackTests {
    @Test(arguments: [
        ("明天下午三点 李老师体检 哦不对 四点", "2026-12-03T16:00:00", "李老师体检"),
        ("mrs patel physical tmrw 3pm, no wait 4", "2026-12-03T16:00:00", "Mrs patel physical"),
    ])
    func corrected(_ text: String, _ start: String, _ title: String) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["start"]?.stringValue == start, "\(text)")
        #expect(arguments["end"] == nil, "\(text)")
        #expect(arguments["title"]?.stringValue == title, "\(text)")
    }

    @Test func donationsAreOther() throws {
        #expect(try interpret("收到募捐3000").arguments["category"]?.stringValue == "other")
    }

    @Test(arguments: [
        ("10月上旬的行程", "calendar.list"), ("itinerary for early october", "calendar.list"),
        ("clinic schedule the next 5 days", "calendar.list"), ("drop the dog off 7am", "calendar.create"),
    ])
    func skill(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }
}

/// Two entries and two events said in one breath.
@Suite struct TwoInOneBreathTests {
    @Test func incomeThenWages() throws {
        let calls = try interpret("今天收入3260 付了小王工资1800").calls
        #expect(calls.map { $0.arguments["kind"]?.stringValue } == ["income", "expense"])
        #expect(calls.map { $0.arguments["amount"]?.stringValue } == ["3260", "1800"])
    }

    @Test func twoKidsTwoDays() throws {
        let calls = try interpret("jake soccer sat 2 and emma piano sun 3, add both").calls
        #expect(calls.map { $0.arguments["title"]?.stringValue } == ["Jake soccer", "Emma piano"])
        #expect(calls.map { $0.arguments["start"]?.stringValue } == ["2026-12-05T14:00:00", "2026-12-06T15:00:00"])
    }
}

/// Which showing is said by its time; a meeting noted is what follows 记一个会.
@Suite struct ShowingsAndNotedMeetingsTests {
    @Test(arguments: [
        ("明天帮我记一个会，跟财务对年终奖，十点一刻", "跟财务对年终奖"), ("明天下午去看电影，三点四十那场", "去看电影"),
        ("elm st showing 9-10am", "Elm st showing"),
    ])
    func title(_ text: String, _ title: String) throws {
        #expect(try interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// 10-8返校: a month and day with a dash opening the message before a Chinese word; 3-5个人 stays
/// a count.
@Suite struct DashedChineseDatesTests {
    @Test func dateBeforeAWord() {
        let found = TimeRecognizer().entities(in: NormalizedText("10-8返校"), context: CoordinationEllipsisTests.now)
        #expect(found.first?.start.description == "2027-10-08T00:00:00")
    }

    @Test(arguments: ["3-5个人", "2-3天"])
    func countsStayCounts(_ text: String) {
        #expect(TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now).isEmpty)
    }
}
