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
    ])
    func nameOfTheEvent(_ title: String, _ expected: String) {
        #expect(EventWords.name(in: title) == expected, "\(title)")
    }
}
