import AgentSkill
import SkillJSON
import SkillNLU
import Testing

@Suite struct RouterDialogueTests {
    @Test func asksForTheCityThenRunsWithTheAnswer() throws {
        let router = try RouterFixtures.router()
        #expect(
            router.decide("明天天气怎么样")
                == .ask(question: "哪个城市？", pending: Invocation("weather", arguments: ["date": "2026-12-03"])))
        #expect(
            router.decide("北京") == .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-03"])))
    }

    /// Planning a message analyzes its parts, and analyzing reads the dialogue: a part with a time
    /// and no skill of its own (周三奶茶店的班) once locked the dialogue twice and crashed the chat.
    @Test func planningAMessageOfSpacedClausesKeepsTheDialogueUsable() throws {
        let router = try RouterFixtures.standardRouter()
        guard case .invoke(let call) = router.decide("周三奶茶店的班 下午两点到六点") else {
            Issue.record("expected one new event")
            return
        }
        #expect(call.skillID == "calendar.create")
        #expect(call.arguments["end"]?.stringValue == "2026-12-02T18:00:00")
        guard case .plan(let calls) = router.decide("今晚打车回来四十五 明天早上九点去银行办卡") else {
            Issue.record("expected two calls")
            return
        }
        #expect(calls.map(\.skillID) == ["ledger.add", "calendar.create"])
    }

    @Test func conversationsFromOnePrototypeShareTheModelButNotTheDialogue() throws {
        let prototype = try RouterFixtures.router()
        let first = prototype.newConversation()
        let second = prototype.newConversation()
        guard case .ask = first.decide("明天天气怎么样") else {
            Issue.record("expected a question")
            return
        }
        // The other conversation has no question waiting: a bare city is not an answer there.
        let answer = RouteDecision.invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-03"]))
        #expect(second.decide("北京") != answer)
        #expect(first.decide("北京") == answer)
        #expect(first.router === prototype.router)
    }

    @Test func asksInEnglishForEnglishRequests() throws {
        let router = try RouterFixtures.router()
        #expect(
            router.decide("what's the weather like tomorrow")
                == .ask(question: "Which city?", pending: Invocation("weather", arguments: ["date": "2026-12-03"])))
        #expect(
            router.decide("Boston")
                == .invoke(Invocation("weather", arguments: ["city": "Boston", "date": "2026-12-03"])))
    }

    @Test func aBareCityWithoutAGazetteerIsTakenAsTyped() throws {
        let router = try RouterFixtures.router(recognizers: [])
        guard case .ask = router.decide("今天天气怎么样") else {
            Issue.record("expected a question")
            return
        }
        #expect(
            router.decide("杭州") == .invoke(Invocation("weather", arguments: ["city": "杭州", "date": "2026-12-02"])))
    }

    @Test func asksForTheAmountAndTakesABareNumber() throws {
        let router = try RouterFixtures.router(recognizers: [])
        #expect(
            router.decide("记一笔午饭")
                == .ask(
                    question: "多少钱？",
                    pending: Invocation(
                        "ledger.add",
                        arguments: ["kind": "expense", "category": "food", "date": "2026-12-02", "note": "午饭"])))
        #expect(
            router.decide("42")
                == .invoke(
                    Invocation(
                        "ledger.add",
                        arguments: [
                            "amount": "42", "kind": "expense", "category": "food", "date": "2026-12-02", "note": "午饭",
                        ])))
    }

    @Test func asksForTheTimeOfAnEvent() throws {
        let router = try RouterFixtures.router()
        guard case .ask(let question, _) = router.decide("添加日程：去健身") else {
            Issue.record("expected a question")
            return
        }
        #expect(question == "什么时候？")
        #expect(
            router.decide("明天下午3点")
                == .invoke(Invocation("calendar.create", arguments: ["title": "去健身", "start": "2026-12-03T15:00:00"])))
    }

    @Test func reasksTwiceThenGivesUp() throws {
        let router = try RouterFixtures.router()
        _ = router.decide("添加日程：去健身")
        guard case .ask(let first, _) = router.decide("嗯…") else {
            Issue.record("expected a re-ask")
            return
        }
        #expect(first == "没听明白。什么时候？")
        guard case .ask = router.decide("不知道") else {
            Issue.record("expected a second re-ask")
            return
        }
        guard case .reply(let giveUp) = router.decide("随便") else {
            Issue.record("expected to give up")
            return
        }
        #expect(giveUp.hasPrefix("还是没弄清楚"))
        // The request is gone: a time alone starts a new event, without the old title.
        #expect(
            router.decide("明天下午3点")
                == .ask(
                    question: "是什么事？",
                    pending: Invocation("calendar.create", arguments: ["start": "2026-12-03T15:00:00"])))
    }

    @Test func aNewRequestDropsTheQuestion() throws {
        let router = try RouterFixtures.router()
        guard case .ask = router.decide("天气怎么样") else {
            Issue.record("expected a question")
            return
        }
        #expect(
            router.decide("午饭花了35元")
                == .invoke(
                    Invocation(
                        "ledger.add",
                        arguments: [
                            "amount": "35", "currency": "CNY", "kind": "expense", "category": "food",
                            "date": "2026-12-02", "note": "午饭",
                        ])))
        // The weather question is forgotten.
        #expect(
            router.decide("北京") != .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-02"])))
    }

    @Test func followUpsChangeTheDateOrTheCity() throws {
        let router = try RouterFixtures.router()
        #expect(
            router.decide("北京明天天气")
                == .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-03"])))
        #expect(
            router.decide("那后天呢？")
                == .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-04"])))
        #expect(
            router.decide("上海呢")
                == .invoke(Invocation("weather", arguments: ["city": "Shanghai", "date": "2026-12-04"])))
    }

    @Test func englishFollowUps() throws {
        let router = try RouterFixtures.router()
        #expect(
            router.decide("weather in Boston tomorrow")
                == .invoke(Invocation("weather", arguments: ["city": "Boston", "date": "2026-12-03"])))
        #expect(
            router.decide("and on Friday?")
                == .invoke(Invocation("weather", arguments: ["city": "Boston", "date": "2026-12-04"])))
        #expect(
            router.decide("what about Shanghai?")
                == .invoke(Invocation("weather", arguments: ["city": "Shanghai", "date": "2026-12-04"])))
    }

    @Test func theCityCarriesOverToARelatedRequest() throws {
        let router = try RouterFixtures.router()
        _ = router.decide("上海天气")
        #expect(
            router.decide("明天适合跑步吗")
                == .invoke(Invocation("running_advice", arguments: ["city": "Shanghai", "date": "2026-12-03"])))
    }

    @Test func aRelatedRequestThatNamesNoPlaceOrDayKeepsTheLastDay() throws {
        let router = try RouterFixtures.router()
        _ = router.decide("北京明天天气怎么样")
        #expect(
            router.decide("适合跑步吗")
                == .invoke(Invocation("running_advice", arguments: ["city": "Beijing", "date": "2026-12-03"])))
        _ = router.decide("weather in Boston on Friday")
        #expect(
            router.decide("is it good for a run")
                == .invoke(Invocation("running_advice", arguments: ["city": "Boston", "date": "2026-12-04"])))
    }

    /// The day goes on only with the place: a new place, another kind of request, or the same
    /// skill asked afresh starts from today.
    @Test(arguments: [
        ("上海适合跑步吗", Invocation("running_advice", arguments: ["city": "Shanghai", "date": "2026-12-02"])),
        ("上海天气", Invocation("weather", arguments: ["city": "Shanghai", "date": "2026-12-02"])),
    ])
    func theDayDoesNotGoOnAlone(text: String, expected: Invocation) throws {
        let router = try RouterFixtures.router()
        _ = router.decide("北京明天天气怎么样")
        #expect(router.decide(text) == .invoke(expected))
    }

    @Test func anExpenseAfterAWeatherQuestionIsToday() throws {
        let router = try RouterFixtures.router()
        _ = router.decide("北京明天天气怎么样")
        guard case .invoke(let invocation) = router.decide("午饭花了35元") else {
            Issue.record("午饭花了35元 was not run")
            return
        }
        #expect(invocation.skillID == "ledger.add")
        #expect(invocation.arguments["date"] == nil || invocation.arguments["date"] == "2026-12-02")
    }

    @Test func resetForgetsTheConversation() throws {
        let router = try RouterFixtures.router()
        _ = router.decide("北京明天天气")
        router.reset()
        #expect(
            router.decide("那后天呢？")
                != .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-04"])))
    }
}
