import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import SkillStore
import StandardSkills
import Testing

/// Several requests in one message (issue 15, item 11), with the real recognizers and skills.
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai; the rows are written for the rule.
@Suite struct SeveralRequestsTests {
    static let timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    static let now = LocalMoment(year: 2026, month: 12, day: 2, hour: 10).date(in: timeZone) ?? Date()

    static func router() throws -> NLUConversation { try RouterFixtures.standardRouter() }

    /// The calls as `skill key=value …` lines, arguments sorted.
    static func describe(_ calls: [Invocation], keys: [String]) -> [String] {
        calls.map { call in
            ([call.skillID] + keys.compactMap { key in call.arguments[key].map { "\(key)=\($0.stringValue ?? "?")" } })
                .joined(separator: " ")
        }
    }

    @Test(arguments: [
        ("早饭12，午饭30", ["amount", "note"], ["ledger.add amount=12 note=早饭", "ledger.add amount=30 note=午饭"]),
        (
            "昨天打车25，地铁3块", ["amount", "date"],
            ["ledger.add amount=25 date=2026-12-01", "ledger.add amount=3 date=2026-12-01"]
        ),
        (
            "后天和大后天上海的天气", ["city", "date"],
            ["weather city=Shanghai date=2026-12-04", "weather city=Shanghai date=2026-12-05"]
        ),
        (
            "weather in Denver and Austin tomorrow", ["city", "date"],
            ["weather city=Denver date=2026-12-03", "weather city=Austin date=2026-12-03"]
        ),
        (
            "明天上午九点体检，下午两点开会", ["start", "title"],
            [
                "calendar.create start=2026-12-03T09:00:00 title=体检",
                "calendar.create start=2026-12-03T14:00:00 title=开会",
            ]
        ),
    ])
    func oneCallPerRequest(_ text: String, _ keys: [String], _ expected: [String]) throws {
        let interpretation = try Self.router().interpret(text)
        #expect(Self.describe(interpretation.calls, keys: keys) == expected, "\(text)")
    }

    /// Requests for different skills: cut at a clause break that another request word follows,
    /// or at the end of a sentence.
    @Test(arguments: [
        (
            "记一笔打车30，再看看这个月花了多少", ["amount", "from", "to"],
            ["ledger.add amount=30", "ledger.summary from=2026-12-01 to=2026-12-31"]
        ),
        (
            "明天北京天气怎么样？再帮我记一笔午饭35", ["city", "date", "amount"],
            ["weather city=Beijing date=2026-12-03", "ledger.add date=2026-12-02 amount=35"]
        ),
        (
            "lunch 12 and then show my spending this week", ["amount", "from", "to"],
            ["ledger.add amount=12", "ledger.summary from=2026-11-30 to=2026-12-06"]
        ),
        (
            "move Friday's standup to 10am and add a dentist visit Monday at 3pm", ["start"],
            ["calendar.update start=2026-12-04T10:00:00", "calendar.create start=2026-12-07T15:00:00"]
        ),
        (
            "今天花了多少？明天上海下雨吗？", ["from", "city", "date"],
            ["ledger.summary from=2026-12-02", "weather city=Shanghai date=2026-12-03"]
        ),
    ])
    func oneCallPerSkill(_ text: String, _ keys: [String], _ expected: [String]) throws {
        let interpretation = try Self.router().interpret(text)
        #expect(Self.describe(interpretation.calls, keys: keys) == expected, "\(text)")
    }

    /// Coordinated days in a look-up: a run is one range, earliest first; separate days are
    /// looked up one by one.
    @Test(arguments: [
        ("前天和昨天花了多少", [String](), "2026-11-30…2026-12-01"),
        ("昨天和前天花了多少", [], "2026-11-30…2026-12-01"),
        (
            "what's on this Saturday and next Saturday",
            ["calendar.list from=2026-12-05 to=2026-12-05", "calendar.list from=2026-12-12 to=2026-12-12"], ""
        ),
        (
            "周一和周五有什么安排",
            ["calendar.list from=2026-12-07 to=2026-12-07", "calendar.list from=2026-12-04 to=2026-12-04"], ""
        ),
    ])
    func coordinatedDaysInALookUp(_ text: String, _ calls: [String], _ range: String) throws {
        let interpretation = try Self.router().interpret(text)
        #expect(Self.describe(interpretation.calls, keys: ["from", "to"]) == calls, "\(text)")
        if !range.isEmpty {
            let arguments = interpretation.arguments
            let found = "\(arguments["from"]?.stringValue ?? "-")…\(arguments["to"]?.stringValue ?? "-")"
            #expect(found == range, "\(text)")
        }
    }

    /// Coordinated times with one activity are one event at each time, the coordinator and the
    /// request words ("make two events", 帮我建两个日程) out of the title.
    @Test(arguments: [
        (
            "gym next Tuesday and Thursday at 7pm, make two events",
            [
                "calendar.create start=2026-12-08T19:00:00 title=Gym",
                "calendar.create start=2026-12-10T19:00:00 title=Gym",
            ]
        ),
        (
            "这周六和下周六去打球",
            ["calendar.create start=2026-12-05 title=去打球", "calendar.create start=2026-12-12 title=去打球"]
        ),
        (
            "周二周四晚上七点瑜伽，帮我建两个日程",
            [
                "calendar.create start=2026-12-08T19:00:00 title=瑜伽",
                "calendar.create start=2026-12-03T19:00:00 title=瑜伽",
            ]
        ),
    ])
    func oneEventAtEachCoordinatedTime(_ text: String, _ expected: [String]) throws {
        let interpretation = try Self.router().interpret(text)
        #expect(Self.describe(interpretation.calls, keys: ["start", "title"]) == expected, "\(text)")
    }

    /// Several days without a city: the city is asked once, and the answer runs every day.
    @Test(arguments: [
        ("后天大后天都有雨吗", "北京", ["weather city=Beijing date=2026-12-04", "weather city=Beijing date=2026-12-05"]),
        (
            "weather tomorrow and the day after", "in Boston",
            ["weather city=Boston date=2026-12-03", "weather city=Boston date=2026-12-04"]
        ),
    ])
    func theCityIsAskedOnceForEveryDay(_ text: String, _ reply: String, _ expected: [String]) throws {
        let router = try Self.router()
        guard case .ask = router.decide(text) else {
            Issue.record("\(text): expected a question for the city")
            return
        }
        guard case .plan(let calls) = router.decide(reply) else {
            Issue.record("\(reply): expected a call per day")
            return
        }
        #expect(Self.describe(calls, keys: ["city", "date"]) == expected, "\(text) / \(reply)")
    }

    /// A part that is no complete request on its own keeps the message one request.
    @Test(arguments: [
        "午饭35。嗯", "book the room for Friday. Then tell Ann", "dinner in Paris, 56 euros",
    ])
    func incompletePartsDoNotSplit(_ text: String) throws {
        #expect(try Self.router().interpret(text).calls.isEmpty, "\(text)")
    }

    @Test(arguments: ["午饭花了35元", "明天下午3点到5点开会", "下周二开个站会，时间定在上午十点到十点半", "北京明天天气"])
    func oneRequestStaysOne(_ text: String) throws {
        #expect(try Self.router().interpret(text).calls.isEmpty, "\(text)")
    }

    /// End to end: both entries are stored, and the answer shows both.
    /// An agent over the standard skills and an in-memory store.
    static func agent() throws -> Agent {
        let store = try SkillStore.inMemory()
        try StandardSchema.migrator.migrate(store)
        var configuration = AgentConfiguration(clock: .fixed(Self.now), timeZone: Self.timeZone, store: store)
        configuration.defaultTimeout = nil  // no wall-clock limit on a busy machine
        return Agent(
            registry: try SkillRegistry(StandardSkills.all()), router: try Self.router().router,
            configuration: configuration)
    }

    @Test func bothEntriesAreStoredAndShown() async throws {
        let agent = try Self.agent()
        let reply = await agent.send("早饭12，午饭30")
        #expect(reply.error == nil, "\(reply.text)")
        #expect(reply.text.contains("12") && reply.text.contains("30"), "\(reply.text)")
        let list = await agent.invoke(Invocation("ledger.list", arguments: ["from": "2026-12-02", "to": "2026-12-02"]))
        let entries = list.data?["entries"]?.arrayValue ?? []
        #expect(entries.compactMap { $0["note"]?.stringValue }.sorted() == ["午饭", "早饭"], "\(list.text)")
    }

    @Test func anEntryAndASummaryAreBothAnswered() async throws {
        let agent = try Self.agent()
        let reply = await agent.send("记一笔打车30，再看看这个月花了多少")
        #expect(reply.error == nil, "\(reply.text)")
        // Both answers are shown: the entry's card and the month's summary.
        guard case .stack(let stack)? = reply.ui else {
            Issue.record("expected a stack of two cards, got \(String(describing: reply.ui))")
            return
        }
        #expect(stack.children.count == 2)
        let list = await agent.invoke(Invocation("ledger.list", arguments: ["from": "2026-12-01", "to": "2026-12-31"]))
        let entries = list.data?["entries"]?.arrayValue ?? []
        #expect(entries.compactMap { $0["amount"]?.stringValue } == ["30.00"], "\(list.text)")
    }
}
