import AgentSkill
import SkillJSON
import StandardSkills
import Testing

@testable import SkillNLU

/// A skill under another id: everything routing reads is the wrapped skill's, roles included (or
/// none, to stand for a skill that declares nothing).
private struct Renamed: Skill {
    let id: String
    let base: any Skill
    var keepsRoles = true

    var description: String { base.description }
    var name: String { base.name }
    var parameters: JSONSchema { base.parameters }
    var examples: [SkillExample] { base.examples }
    var keywords: [String] { base.keywords }
    var dateReading: DateReading { base.dateReading }
    var roles: Set<SkillRole> { keepsRoles ? base.roles : [] }
    var permissions: [SkillPermission] { base.permissions }
    var effect: SkillEffect { base.effect }
    func effect(for arguments: JSONValue) -> SkillEffect { base.effect(for: arguments) }
    func texts(in language: ReplyLanguage) -> SkillTexts { base.texts(in: language) }
    func summary(for arguments: JSONValue, language: ReplyLanguage) -> String {
        base.summary(for: arguments, language: language)
    }
    func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        try await base.prepare(arguments, context: context)
    }
    var timeout: Duration? { base.timeout }
    var retryPolicy: RetryPolicy? { base.retryPolicy }
    var execution: SkillExecution { base.execution }
    // (Taps on UI, `handle(_:context:)`, play no part in routing: the default stands.)
    func arguments(for match: KeywordMatch) -> JSONValue { base.arguments(for: match) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await base.execute(arguments, context: context)
    }
}

/// The routing rules find skills by the roles they declare, not by id: the standard skills
/// registered under other ids get the same requests with the same arguments. "now" is Wednesday
/// 2026-12-02 10:00 in Shanghai.
@Suite struct SkillRolesTests {
    /// The other id of each standard skill (none keeps its own).
    private static let renamed: [String: String] = [
        "echo": "parrot.say", "ui.display_text": "screen.show",
        "calendar.create": "mycal.new", "calendar.list": "mycal.agenda", "calendar.update": "mycal.move",
        "calendar.delete": "mycal.drop",
        "ledger.add": "purse.spent", "ledger.list": "purse.lines", "ledger.summary": "purse.totals",
        "ledger.undo": "purse.oops",
        "weather": "sky.forecast", "running_advice": "sky.jog",
        "reminder.create": "nag.new", "reminder.list": "nag.all", "reminder.done": "nag.tick",
        "reminder.delete": "nag.drop", "reminder.snooze": "nag.later",
    ]

    private static func renamedID(_ id: String?) -> String? {
        id.map { renamed[$0] ?? "\($0).renamed" }
    }

    /// The standard skills, each under its other id, in the same order.
    private static func renamedSkills(keepingRoles: Bool = true) -> [any Skill] {
        StandardSkills.all().map { Renamed(id: renamedID($0.id) ?? $0.id, base: $0, keepsRoles: keepingRoles) }
    }

    /// A router over the renamed skills with the real recognizers, trained once.
    private static let renamedRouter: NLUConversation? = try? NLUConversation(
        router: NLURouter(
            skills: renamedSkills(), recognizers: StandardRecognizers.all()),
        clock: .fixed(RouterFixtures.now), timeZone: RouterFixtures.timeZone)

    @Test func everyStandardSkillHasAnotherID() {
        let ids = StandardSkills.all().map(\.id)
        #expect(ids.allSatisfy { Self.renamed[$0] != nil }, "\(ids)")
    }

    @Test(
        arguments: [
            // Requests the classifier reads alone.
            ("明天下午3点开会", "calendar.create"),
            ("午饭花了35元", "ledger.add"),
            ("what's the weather in Boston tomorrow", "weather"),
            ("这个月花了多少", "ledger.summary"),
            ("is tomorrow good for a run in Boston?", "running_advice"),
            ("把周五的会改到下午4点", "calendar.update"),
            ("取消明天的会", "calendar.delete"),
            ("撤销上一笔", "ledger.undo"),
            // A skill of free text, asked for by its keyword.
            ("复读：明天下午3点开会", "echo"),
            // Requests a rule sends to a skill by its role.
            ("what has the trip cost since we left nov 1", "ledger.summary"),
            ("list the last 5", "ledger.list"),
            ("pull up my last 10 expenses", "ledger.list"),
            ("周四到周日回老家", "calendar.create"),
            ("the next 3 days?", "calendar.list"),
            ("下周都约了啥", "calendar.list"),
            ("what's on now", "calendar.list"),
            ("月底 交排练室的钱", "calendar.create"),
            ("早上七点 去江边跑步", "calendar.create"),
            ("providence half marathon march 27", "calendar.create"),
            ("brisk walk tmrw morning in stamford ok?", "running_advice"),
            ("27号、28号、29号大连天气", "weather"),
            ("orlando weather this weekend, meet's at the outdoor pool", "weather"),
            ("client review to next tue 3pm", "calendar.update"),
            // Reminders: asked for in words of reminders, or a deadline said.
            ("两小时后提醒我给张总回电话", "reminder.create"),
            ("周五前把报告交了", "reminder.create"),
            ("10分钟后再提醒我", "reminder.snooze"),
            ("mark call mom as done", "reminder.done"),
            ("我有哪些提醒", "reminder.list"),
            ("delete the reminder to call mom", "reminder.delete"),
            ("项目评审推迟一小时", "calendar.update"),
        ] as [(String, String?)])
    func aRenamedSkillGetsTheSameRequest(_ text: String, _ standardSkill: String?) throws {
        let standard = try interpret(text)
        let router = try #require(Self.renamedRouter)
        let renamed = router.interpret(text)
        #expect(standard.skillID == standardSkill, "\(text)")
        #expect(renamed.skillID == Self.renamedID(standard.skillID), "\(text)")
        #expect(renamed.arguments == standard.arguments, "\(text)")
        // (Several days of weather are asked as one call a day.)
        #expect(renamed.calls.map(\.skillID) == standard.calls.map { Self.renamedID($0.skillID) }, "\(text)")
        #expect(renamed.calls.map(\.arguments) == standard.calls.map(\.arguments), "\(text)")
    }

    @Test(
        arguments: [
            ("weather + running in Boston thursday", ["weather", "running_advice"]),
            ("log pension 2310 then show meds this month", ["ledger.add", "ledger.summary"]),
            ("午饭35，晚饭80", ["ledger.add", "ledger.add"]),
        ])
    func severalRequestsReachTheRenamedSkills(_ text: String, _ skills: [String]) throws {
        let standard = try interpret(text)
        let router = try #require(Self.renamedRouter)
        let renamed = router.interpret(text)
        #expect(standard.calls.map(\.skillID) == skills, "\(text)")
        #expect(renamed.calls.map(\.skillID) == standard.calls.map { Self.renamedID($0.skillID) }, "\(text)")
        #expect(renamed.calls.map(\.arguments) == standard.calls.map(\.arguments), "\(text)")
    }

    @Test func theStandardSkillsDeclareWhatTheirArgumentsWouldSay() throws {
        let model = try RouterFixtures.standardRouter().router.currentModel()
        #expect(model.roles.skill(for: .eventCreate) == "calendar.create")
        #expect(model.roles.skill(for: .eventList) == "calendar.list")
        #expect(model.roles.skill(for: .eventChange) == "calendar.update")
        #expect(model.roles.skill(for: .eventRemove) == "calendar.delete")
        #expect(model.roles.skill(for: .entryRecord) == "ledger.add")
        #expect(model.roles.skill(for: .entryList) == "ledger.list")
        #expect(model.roles.skill(for: .entrySummary) == "ledger.summary")
        #expect(model.roles.skill(for: .entryUndo) == "ledger.undo")
        #expect(model.roles.skill(for: .weatherForecast) == "weather")
        #expect(model.roles.skill(for: .outdoorAdvice) == "running_advice")
        #expect(model.roles.skill(for: .reminderCreate) == "reminder.create")
        #expect(model.roles.skill(for: .reminderList) == "reminder.list")
        #expect(model.roles.skill(for: .reminderDone) == "reminder.done")
        #expect(model.roles.skill(for: .reminderRemove) == "reminder.delete")
        #expect(model.roles.skill(for: .reminderSnooze) == "reminder.snooze")
        // The declared roles agree with what the arguments' shapes infer.
        let undeclared = try NLURouter(skills: Self.renamedSkills(keepingRoles: false)).currentModel()
        #expect(Self.renamedID(model.eventCreator) == undeclared.eventCreator)
        #expect(Self.renamedID(model.eventChanger) == undeclared.eventChanger)
        #expect(Self.renamedID(model.eventRemover) == undeclared.eventRemover)
        #expect(Self.renamedID(model.entryRecorder) == undeclared.entryRecorder)
    }

    /// A skill with the shape of one that makes events (a title and a start) and an id first in
    /// order, declaring nothing.
    private struct Appointment: Skill {
        let id = "aaa.appointment"
        let description = "Books an appointment"
        var parameters: JSONSchema {
            .object(["title": .string(), "start": .string(format: "local-date-time")], required: ["title", "start"])
        }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
    }

    @Test func aDeclaredRoleWinsOverTheShapeOfTheArguments() throws {
        let model = try NLURouter(skills: [Appointment(), CalendarCreateSkill()]).currentModel()
        #expect(model.eventCreator == "calendar.create")
    }

    @Test func withNoRoleDeclaredTheShapeOfTheArgumentsStillFindsTheSkill() throws {
        let model = try NLURouter(skills: [Appointment()]).currentModel()
        #expect(model.eventCreator == "aaa.appointment")
        #expect(model.roles.skill(for: .eventCreate) == nil)
    }

    /// Skills that declare the same role: the first by id serves it.
    private struct Planner: Skill {
        let id: String
        let description = "Plans"
        var roles: Set<SkillRole> { [.eventCreate, "plan.custom"] }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
    }

    @Test func theFirstByIDServesARoleSeveralDeclare() {
        let roles = RoleTable([SkillSlots(Planner(id: "b.plan")), SkillSlots(Planner(id: "a.plan"))])
        #expect(roles.skill(for: .eventCreate) == "a.plan")
        #expect(roles.skill(for: "plan.custom") == "a.plan")
        #expect(roles.plays("a.plan", .eventCreate))
        #expect(!roles.plays("b.plan", .eventCreate))
        #expect(!roles.plays(nil, .eventList))
        #expect(!roles.has(.eventList))
        #expect(roles.skills(for: [.eventList, .eventCreate]) == ["a.plan"])
    }

    @Test(arguments: [
        (SkillRole.eventCreate, "event.create"), (.eventList, "event.list"), (.eventChange, "event.change"),
        (.eventRemove, "event.remove"), (.entryRecord, "entry.record"), (.entryList, "entry.list"),
        (.entrySummary, "entry.summary"), (.entryUndo, "entry.undo"), (.weatherForecast, "weather.forecast"),
        (.outdoorAdvice, "outdoor.advice"),
    ])
    func aRoleIsItsName(_ role: SkillRole, _ name: String) {
        #expect(role.rawValue == name)
        #expect(role == SkillRole(rawValue: name))
        #expect(role.description == name)
    }
}
