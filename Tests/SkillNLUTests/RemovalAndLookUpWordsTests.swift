import AgentSkill
import Testing

@testable import SkillNLU

/// Removals, changes and look-ups in the words of round 13's development rows (session 33):
/// "is off too", "no pickup needed", "an extra 30 minutes", "30 min late", 延误, "the last 5".
@Suite struct RemovalAndLookUpWordsTests {
    @Test(arguments: [
        ("next wednesday's lab mtg is off too", "calendar.delete title=Lab mtg"),
        ("uncle dev is taking an uber, no pickup needed", "calendar.delete title=Uncle dev"),
        ("nvm the 4:20 next friday, delete it", "calendar.delete title=nil"),
        ("the fitting needs an extra 30 minutes", "calendar.update title=Fitting"),
        ("CZ3102延误两个小时", "calendar.update title=CZ3102"),
        ("舅舅那个提前四十分钟", "calendar.update title=舅舅"),
        ("华为那边推了 删掉", "calendar.delete title=华为"),
        // A change the classifier took for free text (echo).
        ("复查往后挪一天", "calendar.update title=复查"),
        ("next 5 days schedule", "calendar.list title=nil"),
        ("list the last 5", "ledger.list title=nil"),
        // Still no removal: the power, and an undo.
        ("the power is off too", "none title=nil"),
        ("undo the last one", "ledger.undo title=nil"),
    ])
    func skillAndName(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let title = interpretation.arguments["title"]?.stringValue ?? "nil"
        #expect("\(interpretation.skillID ?? "none") title=\(title)" == expected, "\(text)")
    }

    @Test(arguments: [
        ("the fitting needs an extra 30 minutes", "extend", "PT30M"),
        ("next week's lab meeting starts 30 min late", "shift", "PT30M"),
        ("CZ3102延误两个小时", "shift", "PT2H"),
        ("舅舅那个提前四十分钟", "shift", "-PT40M"),
        ("list the last 5", "limit", "5"),
    ])
    func howMuch(_ text: String, _ key: String, _ value: String) throws {
        let arguments = try RouterFixtures.standardRouter().interpret(text).arguments
        let said = arguments[key].map { $0.stringValue ?? $0.intValue.map(String.init) ?? "?" }
        #expect(said == value, "\(text)")
    }

    /// The ledger's own words are no thing bought: 最近的账 lists every entry, not "shopping"
    /// (session 50: a Chinese user's "最近的账" found nothing).
    @Test(
        arguments: [
            ("最近的账", "ledger.list", nil), ("账目明细", "ledger.list", nil), ("看看账本", "ledger.list", nil),
            ("最近的餐饮账目", "ledger.list", "food"),
        ] as [(String, String, String?)])
    func theLedgersOwnWordsAreNoCategory(_ text: String, _ skill: String, _ category: String?) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == skill, "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == category, "\(text)")
    }

    @Test(arguments: [
        ("will it rain saturday in Boston, can i do a morning run", ["weather", "running_advice"]),
        ("明天苏州会下雨吗 适合跑步不", ["weather", "running_advice"]),
        ("how much have we spent this month, and list the last 5", ["ledger.summary", "ledger.list"]),
    ])
    func twoQuestions(_ text: String, _ skills: [String]) throws {
        #expect(try RouterFixtures.standardRouter().interpret(text).calls.map(\.skillID) == skills, "\(text)")
    }

    /// Each place with its own day, said in turn, is asked of that day only; places and days said
    /// apart are asked of every pair.
    @Test(arguments: [
        ("周六上海天气 和 周日杭州天气", ["Shanghai 2026-12-05", "Hangzhou 2026-12-06"]),
        ("weather in Boston saturday and Chicago sunday", ["Boston 2026-12-05", "Chicago 2026-12-06"]),
        (
            "weather in Boston and Chicago saturday and sunday",
            ["Boston 2026-12-05", "Boston 2026-12-06", "Chicago 2026-12-05", "Chicago 2026-12-06"]
        ),
    ])
    func placesWithTheirDays(_ text: String, _ expected: [String]) throws {
        let calls = try RouterFixtures.standardRouter().interpret(text).calls
        let said = calls.map {
            "\($0.arguments["city"]?.stringValue ?? "?") \($0.arguments["date"]?.stringValue ?? "?")"
        }
        #expect(said == expected, "\(text)")
    }
}

/// Short and odd messages go through every rule without a crash (a scan for "no " once trapped
/// on a message of one character).
@Suite struct ShortMessagesTests {
    @Test(arguments: [
        "", "a", "好", "no", "7", "7p", "off", "so", ",", "1:1", "no ", " so ", "is off", "。", "ab", "abc",
    ])
    func shortMessagesAreRead(_ text: String) throws {
        let skill = try RouterFixtures.standardRouter().interpret(text).skillID
        // None of them says which stored event to change or remove.
        #expect(skill != "calendar.delete" && skill != "calendar.update", "\(text) → \(skill ?? "none")")
    }
}
