import AgentSkill
import SkillJSON
import SkillNLU
import Testing

@Suite struct RouterSlotTests {
    @Test(
        arguments: [
            ("北京明天天气", Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-03"])),
            ("上海天气怎么样", Invocation("weather", arguments: ["city": "Shanghai", "date": "2026-12-02"])),
            (
                "明天上海适合跑步吗",
                Invocation("running_advice", arguments: ["city": "Shanghai", "date": "2026-12-03"])
            ),
            (
                "明天下午3点开会",
                Invocation("calendar.create", arguments: ["title": "开会", "start": "2026-12-03T15:00:00"])
            ),
            (
                "提醒我明天下午3点给妈妈打电话",
                Invocation("reminder.create", arguments: ["title": "给妈妈打电话", "at": "2026-12-03T15:00:00"])
            ),
            (
                "lunch with Ann on Friday at noon",
                Invocation("calendar.create", arguments: ["title": "Lunch with Ann", "start": "2026-12-04T12:00:00"])
            ),
            (
                "create an event: project review next Monday from 9 to 11am",
                Invocation(
                    "calendar.create",
                    arguments: [
                        "title": "Project review", "start": "2026-12-07T09:00:00", "end": "2026-12-07T11:00:00",
                    ])
            ),
            ("明天有什么安排", Invocation("calendar.list", arguments: ["from": "2026-12-03", "to": "2026-12-03"])),
            ("看看这周的日程", Invocation("calendar.list", arguments: ["from": "2026-11-30", "to": "2026-12-06"])),
            (
                "午饭花了35元",
                Invocation(
                    "ledger.add",
                    arguments: [
                        "amount": "35", "currency": "CNY", "kind": "expense", "category": "food", "date": "2026-12-02",
                        "note": "午饭",
                    ])
            ),
            (
                "taxi 12.5 dollars",
                Invocation(
                    "ledger.add",
                    arguments: [
                        "amount": "12.5", "currency": "USD", "kind": "expense", "category": "transport",
                        "date": "2026-12-02", "note": "Taxi",
                    ])
            ),
            (
                "周五打车花了35元",
                Invocation(
                    "ledger.add",
                    arguments: [
                        "amount": "35", "currency": "CNY", "kind": "expense", "category": "transport",
                        "date": "2026-11-27", "note": "打车",
                    ])
            ),
            (
                "工资到账3000",
                Invocation(
                    "ledger.add",
                    arguments: [
                        "amount": "3000", "currency": "CNY", "kind": "income", "category": "salary",
                        "date": "2026-12-02", "note": "工资",
                    ])
            ),
            (
                "这周打车花了多少钱",
                Invocation(
                    "ledger.summary", arguments: ["from": "2026-11-30", "to": "2026-12-06", "category": "transport"])
            ),
            ("复读：你好", Invocation("echo", arguments: ["text": "你好"])),
            ("echo good morning", Invocation("echo", arguments: ["text": "good morning"])),
            ("显示文本：欢迎回来", Invocation("ui.display_text", arguments: ["content": "欢迎回来"])),
            (
                "删除明天的开会",
                Invocation("calendar.delete", arguments: ["title": "开会", "date": "2026-12-03", "said": "删除明天的开会"])
            ),
            // The possessive 's a removed time leaves is not part of the title.
            (
                "delete tomorrow's meeting",
                Invocation(
                    "calendar.delete",
                    arguments: ["title": "Meeting", "date": "2026-12-03", "said": "delete tomorrow's meeting"])
            ),

            ("撤销记账", Invocation("ledger.undo", arguments: [:])),
        ] as [(String, Invocation)])
    func fillsTheSlots(text: String, expected: Invocation) throws {
        let router = try RouterFixtures.router()
        #expect(router.decide(text) == .invoke(expected))
    }

    /// With the real recognizers: a day and a clock said apart fill one start and end, and the
    /// title keeps only what the event is (issue 15, item 1; the issue's own examples).
    @Test(
        arguments: [
            (
                "standup next Tuesday 10-10:30am",
                Invocation(
                    "calendar.create",
                    arguments: ["title": "Standup", "start": "2026-12-08T10:00:00", "end": "2026-12-08T10:30:00"])
            ),
            (
                "dentist on Monday from 8:30 to 10am",
                Invocation(
                    "calendar.create",
                    arguments: ["title": "Dentist", "start": "2026-12-07T08:30:00", "end": "2026-12-07T10:00:00"])
            ),
        ] as [(String, Invocation)])
    func composedTimesFillOneStartAndEnd(text: String, expected: Invocation) throws {
        let router = try RouterFixtures.router(recognizers: StandardRecognizers.all())
        #expect(router.decide(text) == .invoke(expected))
    }

    @Test func chitChatIsNoMatch() throws {
        let router = try RouterFixtures.router()
        #expect(router.decide("讲个笑话") == .noMatch)
        #expect(router.decide("play some jazz") == .noMatch)
    }

    @Test(
        arguments: [
            ("午饭花了35元", "food"), ("打车回家", "transport"), ("uber home", "transport"), ("买了件衣服", "shopping"),
            ("交房租", "housing"), ("movie tickets", "entertainment"), ("买药", "health"), ("books for class", "education"),
            ("工资", "salary"), ("lunch", "food"), ("coffees", "food"),
        ] as [(String, String)])
    func categoryLexicon(text: String, category: String) {
        #expect(CategoryLexicon.standard.category(in: NormalizedText(text)) == category)
    }

    @Test func englishCategoryWordsAreWholeWords() {
        #expect(CategoryLexicon.standard.category(in: NormalizedText("bussing tables")) == nil)
        #expect(CategoryLexicon.standard.category(in: NormalizedText("the gasket")) == nil)
    }

    @Test func analysisReportsEntitiesAndIntentWithoutChangingTheDialogue() throws {
        let router = try RouterFixtures.router()
        let analysis = router.analyze("北京明天天气")
        #expect(analysis.entities.map(\.kind) == ["place", "time"])
        #expect(analysis.prediction.skillID == "weather")
        guard case .ask = router.decide("明天天气怎么样") else {
            Issue.record("expected a question")
            return
        }
        _ = router.analyze("讲个笑话")
        #expect(
            router.decide("北京") == .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-03"])))
    }
}
