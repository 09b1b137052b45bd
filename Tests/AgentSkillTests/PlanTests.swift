import AgentSkill
import SkillJSON
import Testing

/// Doubles `n`.
struct DoubleSkill: Skill {
    let id = "double"
    let description = "Doubles n"
    var parameters: JSONSchema { .object(["n": .number()], required: ["n"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let n = arguments["n"]?.doubleValue ?? 0
        return SkillOutput(
            "\(Int(n * 2))", data: ["n": .number(n * 2), "previous": .string(context.previousOutput?.text ?? "")])
    }
}

/// Calls `say` twice through the context.
struct TwiceSkill: Skill {
    let id = "twice"
    let description = "Says the text twice"
    var keywords: [String] { ["twice"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let text = arguments["text"]?.stringValue ?? ""
        let first = try await context.invoke("say", arguments: ["text": .string(text)])
        let second = try await context.invoke("say", arguments: ["text": .string(text.uppercased())])
        return SkillOutput("\(first.text) \(second.text)")
    }
}

/// Invokes itself forever.
struct LoopSkill: Skill {
    let id = "loop"
    let description = "Calls itself"
    var keywords: [String] { ["loop"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await context.invoke("loop")
    }
}

/// Routes every request to a fixed decision.
struct FixedRouter: Router {
    var decision: RouteDecision
    func route(_ text: String, context: RoutingContext) async throws -> Routing { Routing(decision) }
}

@Suite(.timeLimit(.minutes(1))) struct PlanTests {
    @Test func stepsRunInOrderAndReadThePreviousOutput() async throws {
        let plan: RouteDecision = .plan([
            Invocation("say", arguments: ["text": "four"]),
            Invocation("double", inputs: ["n": "data.length"]),
            Invocation("double", inputs: ["n": "data.n"]),
        ])
        let agent = try Agent(
            skills: [SaySkill(), DoubleSkill()], router: FixedRouter(decision: plan), configuration: .testing())
        let events = agent.events
        let reply = await agent.send("go")
        #expect(reply.text == "16")
        #expect(reply.data == ["n": 16, "previous": "8"])
        #expect(reply.skillID == "double")
        #expect(
            phases(await drain(events)) == [
                .thinking, .executing(skillID: "say"), .executing(skillID: "double"), .executing(skillID: "double"),
                .responding, .idle,
            ])
    }

    @Test func aFailedStepEndsThePlanAndNamesTheStep() async throws {
        let plan: RouteDecision = .plan([
            Invocation("say", arguments: ["text": "x"]), Invocation("boom"), Invocation("double", arguments: ["n": 1]),
        ])
        let agent = try Agent(
            skills: [SaySkill(), BoomSkill(), DoubleSkill()], router: FixedRouter(decision: plan),
            configuration: .testing())
        let events = agent.events
        let reply = await agent.send("go")
        #expect(reply.text == "step 2 of 3 (boom) failed, so the plan stopped: boom failed: disk on fire")
        #expect(
            reply.error
                == .planStepFailed(
                    step: 2, count: 3, skillID: "boom", reason: .skillFailed(skillID: "boom", reason: "disk on fire")))
        let log = await drain(events)
        #expect(!log.contains(.phaseChanged(.executing(skillID: "double"))))
    }

    @Test func missingInputPathIsAClearError() async throws {
        let plan: RouteDecision = .plan([
            Invocation("say", arguments: ["text": "x"]), Invocation("double", inputs: ["n": "data.nope"]),
        ])
        let agent = try Agent(
            skills: [SaySkill(), DoubleSkill()], router: FixedRouter(decision: plan), configuration: .testing())
        #expect(
            await agent.send("go").text
                == "step 2 of 2 (double) failed, so the plan stopped: double got invalid arguments: $.n: the previous step's output has nothing at 'data.nope'"
        )
    }

    @Test func unknownSkillInAPlanSuggestsTheClosestOne() async throws {
        let agent = try Agent(
            skills: [SaySkill()], router: FixedRouter(decision: .invoke(Invocation("sya"))), configuration: .testing())
        #expect(await agent.send("go").text == "unknown skill 'sya' — did you mean 'say'?")
    }

    @Test func skillsCanInvokeOtherSkills() async throws {
        let agent = try Agent(skills: [TwiceSkill(), SaySkill()], configuration: .testing())
        #expect(await agent.send("twice hey").text == "hey HEY")
    }

    @Test func invocationLoopsAreStopped() async throws {
        let agent = try Agent(skills: [LoopSkill()], configuration: .testing())
        #expect(
            await agent.send("loop").text
                == "skills called each other more than 8 levels deep (while invoking loop); is there a loop?")
    }

    @Test func directRepliesAndQuestionsSkipExecution() async throws {
        for decision: RouteDecision in [
            .reply("hello there"), .ask(question: "hello there", pending: Invocation("say")),
        ] {
            let agent = try Agent(
                skills: [SaySkill()], router: FixedRouter(decision: decision), configuration: .testing())
            let events = agent.events
            #expect(await agent.send("hi").text == "hello there")
            #expect(phases(await drain(events)) == [.thinking, .responding, .idle])
        }
    }
}
