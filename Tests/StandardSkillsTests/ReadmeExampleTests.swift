import AgentSkill
import SkillJSON
import StandardSkills
import Testing

// The README's "A skill in 20 lines", verbatim, so the front door cannot drift from the code.

struct GreetSkill: TypedSkill {
    struct Arguments: Decodable, Sendable { var text: String }

    let id = "greet"
    let description = "Greets someone by name"
    var keywords: [String] { ["greet", "问候"] }
    var parameters: JSONSchema {
        .object(["text": .string(description: "who to greet", minLength: 1)], required: ["text"])
    }

    func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("Hello, \(arguments.text)!", data: ["name": .string(arguments.text)])
    }
}

@Suite(.timeLimit(.minutes(1))) struct ReadmeExampleTests {
    @Test func greetSkillWorksAsTheReadmeSays() async throws {
        // The README's agent, without its 10-second skill timeout: on a busy 2-core machine other
        // suites can hold the cooperative pool that long, and this test is about the skill, not speed.
        let agent = try Agent(
            skills: [GreetSkill(), EchoSkill()], configuration: AgentConfiguration(defaultTimeout: nil))
        let events = agent.events
        let reply = await agent.send("greet Ada")
        #expect(reply.text == "Hello, Ada!")
        #expect(reply.skillID == "greet")
        var iterator = events.makeAsyncIterator()
        guard case .messageAppended(let request) = await iterator.next()?.kind else {
            Issue.record("the first event should be the request appended")
            return
        }
        #expect(request.text == "greet Ada")
        #expect(await iterator.next()?.kind == .phaseChanged(.thinking))
        // The README's handle on one request: its own events, ending with its answer.
        let handle = await agent.submit("greet Bob")
        var kinds: [AgentEvent.Kind] = []
        for await event in handle.updates {
            #expect(event.requestID == handle.id)
            kinds.append(event.kind)
        }
        let answer = await handle.result
        #expect(answer.text == "Hello, Bob!")
        #expect(kinds.last == .requestFinished(answer))
        #expect(kinds.contains(.skillStarted(skillID: "greet", arguments: ["text": "Bob"])))
    }

    @Test func badRequestReadsAsTheReadmeSays() async throws {
        let agent = try Agent(skills: [GreetSkill()])
        #expect(
            await agent.send("greet").text
                == "greet got invalid arguments: $.text: length 0 is shorter than minLength 1")
    }
}
