import Foundation
import SkillJSON
import StandardSkills
import Testing

@testable import SkillNLU

/// The name of the event a change or a deletion means (issue 15, item 12). Rows written for the rule.
@Suite struct EventWordsTests {
    @Test(arguments: [
        ("周会改到下午三点", "周会"), ("那个复盘会不开了", "复盘会"), ("羽毛球课请假了删一下", "羽毛球课"),
        ("只删跑步", "跑步"), ("Move the budget review to", "budget review"),
        ("Cancel my haircut", "haircut"), ("Get rid of the vet appointment", "vet appointment"),
        ("Push the sync with Lee back", "sync with Lee"), ("体检", "体检"), ("周五值班那条", "周五值班"), ("端午划龙舟的安排", "端午划龙舟"),
        ("I won't make it book club", "book club"), ("Scratch the lunch with Ann", "lunch with Ann"),
        ("家长会时间", "家长会"), ("Take the moving day off my", "moving day"),
        // Called off in its own words; dictation fillers; traditional characters matched folded.
        ("音乐会不看了", "音乐会"), ("露营不搞了", "露营"), ("团购那个不要了", "团购"), ("就是那个周会然后呢", "周会"),
        ("義賣的活動", "義賣"), ("去廣州的行程 刪掉", "去廣州"),
    ])
    func nameOfTheEvent(_ title: String, _ expected: String) {
        #expect(EventWords.name(in: title) == expected, "\(title)")
    }

    /// Words that name no event: a cancel word first, or a word for whatever is on a day.
    @Test(arguments: [
        "那个删掉", "删掉", "的安排", "安排", "取消掉", "帮我从日历里去掉", "作废", "那个 不去了", "Remove", "scrap", "Thing",
        "whatever's", "Rename", "能不能", "可不可以",
    ])
    func wordsThatNameNoEvent(_ title: String) {
        #expect(EventWords.name(in: title).isEmpty, "\(title)")
    }

    @Test func theTimeAloneFindsTheEventToDelete() throws {
        let router = try NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all())
        let interpretation = router.interpret(
            "周四下午三点那个删掉",
            at: NLUContext(
                now: Date(timeIntervalSince1970: 1_796_176_800),
                timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt))
        #expect(interpretation.skillID == "calendar.delete")
        #expect(interpretation.arguments["title"] == nil)
        #expect(interpretation.arguments["during"] == "15:00")
    }
}
