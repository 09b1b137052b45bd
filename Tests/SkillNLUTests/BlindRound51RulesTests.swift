import Foundation
import Testing

@testable import SkillNLU

/// Found on round 51's development rows (never its held-out rows): a man who runs a small moving
/// company, an office worker doing an evening MBA, the mother of a teenage figure skater.
@Suite struct Round51RulesTests {
    /// A house move named as the event is no change of a stored one.
    @Test(arguments: [
        ("north end move fri 6am", "2026-12-04T06:00:00", "North end move"),
        ("long haul move to boston dec 22-23", "2026-12-22", "Long haul move to boston"),
        ("office move next tue 8am", "2026-12-08T08:00:00", "Office move"),
        ("move for the kleins friday 8am", "2026-12-04T08:00:00", "Move for the kleins"),
    ])
    func aMoveIsAnEvent(_ text: String, _ start: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// "move" as a verb still moves: opening the request, after a need or a comma, with its object,
    /// or an event that "moves to" a time.
    @Test(arguments: [
        "move the dentist to 4pm", "can you move my run to friday", "dentist move to 4pm",
        "the company party moves from friday to saturday", "recert on friday?? no. move it to monday at 1pm",
        "need to move standup to 10",
    ])
    func aMoveVerbStillMoves(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.update", "\(text)")
    }

    @Test(arguments: [
        // A hundred-and-so-much said the short way, after what was bought.
        ("纸箱胶带 一百二", "一百二=120 CNY"), ("磨冰刀 一百五", "一百五=150 CNY"),
        // A reading is no price; a room in a place said with 地点 is no price.
        ("血压一百三", ""), ("体重一百二", ""), ("期末考试 地点是商学院302", ""), ("地址：幸福路88号", ""),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected)
    }
}
