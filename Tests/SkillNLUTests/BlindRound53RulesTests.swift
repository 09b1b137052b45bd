import Foundation
import Testing

@testable import SkillNLU

/// Found on round 53's development rows (never its held-out rows): an insurance claims adjuster, a
/// primary-school principal, a couple who make travel videos.
@Suite struct Round53RulesTests {
    /// A clock taken back with ", no," or 啊不: the new clock, not a range to it.
    @Test(arguments: [
        ("inspection next tue 9am, no, 8:30", "2026-12-08T08:30:00", "Inspection"),
        ("下周二早上九点 查勘 啊不 八点半", "2026-12-08T08:30:00", "查勘"),
    ])
    func aClockTakenBack(_ text: String, _ start: String, _ title: String) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["start"]?.stringValue == start, "\(text)")
        #expect(arguments["end"] == nil, "\(text)")
        #expect(arguments["title"]?.stringValue == title, "\(text)")
    }

    /// "storm" naming the work a storm left asks nothing about the weather; a storm asked about does.
    @Test(arguments: [
        ("storm follow-up wed 2pm", "calendar.create"), ("storm week gas so far this month", "ledger.summary"),
        ("any storms wed?", "weather"),
    ])
    func aStormAsANoun(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    /// An item whose name holds a numeral (三脚架, 三明治), and a count between an item and its price.
    @Test(arguments: [
        ("上周五 三脚架899", "899=899 CNY"), ("三明治 25", "25=25 CNY"), ("青团 两盒 58", "58=58 CNY"), ("三楼302", ""),
        ("谱架两个96", "96=96 CNY"), ("布草洗了一车 两千零六", "两千零六=2006 CNY"), ("身高 一百七十", ""),
    ])
    func itemsAndTheirPrices(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected)
    }

    /// A side word with 面 or 边 stays in the place (东京塔下面).
    @Test func aSideWordInAPlace() throws {
        let arguments = try interpret("4号晚上八点 拍夜景 在东京塔下面").arguments
        #expect(arguments["location"]?.stringValue == "东京塔下面")
        #expect(arguments["title"]?.stringValue == "拍夜景")
    }
}
