import Foundation
import StandardSkills
import Testing

@Suite struct LocalDateTests {
    @Test(arguments: ["2026-12-03", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func readsAndWritesRealDates(iso: String) throws {
        let date = try #require(LocalDate(iso: iso))
        #expect(date.iso == iso)
    }

    @Test(arguments: [
        "2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-12-00", "2026-12-3", "26-12-03",
        "2026/12/03", "２０２６-12-03", "", "0000-01-01", "2026-12-03T00:00",
    ])
    func refusesWhatIsNotACalendarDate(iso: String) {
        #expect(LocalDate(iso: iso) == nil)
    }

    @Test(arguments: [
        (1_796_236_200.0, "UTC", "2026-12-02"),  // 2026-12-02T18:30:00Z
        (1_796_236_200.0, "Asia/Shanghai", "2026-12-03"),
        (1_796_236_200.0, "America/New_York", "2026-12-02"),
        (-1.0, "UTC", "1969-12-31"),
    ])
    func dateOfAnInstantDependsOnTheZone(seconds: Double, zone: String, iso: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(LocalDate(Date(timeIntervalSince1970: seconds), in: timeZone).iso == iso)
    }

    @Test func ordersAddsDaysAndCodesAsISOText() throws {
        let first = try #require(LocalDate(iso: "2026-12-31"))
        let second = first.adding(days: 1)
        #expect(second.iso == "2027-01-01")
        #expect(first < second)
        #expect(try #require(LocalDate(iso: "2024-03-01")).adding(days: -1).iso == "2024-02-29")
        let json = try JSONEncoder().encode([first])
        #expect(String(decoding: json, as: UTF8.self) == #"["2026-12-31"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: json) == [first])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }

    @Test func startOfDayIsMidnightInTheZone() throws {
        let date = try #require(LocalDate(iso: "2026-12-03"))
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        #expect(date.start(in: shanghai) == Date(timeIntervalSince1970: 1_796_256_000 - 8 * 3600))
        #expect(date.start(in: .gmt) == Date(timeIntervalSince1970: 1_796_256_000))
    }
}

@Suite struct LedgerCategoryTests {
    @Test(arguments: [
        ("food", LedgerCategory.food), ("Food", .food), ("餐饮", .food), ("吃饭", .food), ("午饭", .food), (" lunch ", .food),
        ("LUNCH", .food), ("打车", .transport), ("地铁", .transport), ("taxi", .transport), ("交通", .transport),
        ("购物", .shopping), ("房租", .housing), ("住房", .housing), ("电影", .entertainment), ("医疗", .health),
        ("学费", .education), ("工资", .salary), ("salary", .salary), ("其他", .other), ("其它", .other),
    ])
    func findsCategoriesByAnyName(name: String, category: LedgerCategory) {
        #expect(LedgerCategory(name: name) == category)
    }

    @Test(arguments: ["", "宇宙", "foodie", "expense"])
    func refusesUnknownNames(name: String) {
        #expect(LedgerCategory(name: name) == nil)
    }

    @Test func everyCategoryHasBothNamesAndFindsItself() {
        let chinese = LedgerCategory.allCases.map(\.chineseName)
        #expect(chinese == ["餐饮", "交通", "购物", "住房", "娱乐", "医疗", "教育", "工资", "其他"])
        for category in LedgerCategory.allCases {
            #expect(LedgerCategory(name: category.chineseName) == category)
            #expect(LedgerCategory(name: category.englishName) == category)
            #expect(LedgerCategory(name: category.rawValue) == category)
        }
    }

    @Test func anEntryRoundTripsThroughJSON() throws {
        let entry = LedgerEntry(
            id: 7, kind: .expense, amount: try Money.parse("35.5", currency: "CNY"), category: .food,
            date: try #require(LocalDate(iso: "2026-12-02")), note: "午饭",
            created: Date(timeIntervalSince1970: 1_796_000_000))
        let json = try JSONEncoder().encode(entry)
        #expect(try JSONDecoder().decode(LedgerEntry.self, from: json) == entry)
    }
}
