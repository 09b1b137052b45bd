import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

/// A destructive skill that looks its argument up before the permission check: "missing" answers
/// at once, anything else proceeds with a resolved id and a summary naming it.
private struct LookUpDeleteSkill: Skill {
    let id = "notes.delete"
    let description = "Deletes a note found by its words"
    let counter: RunCounter
    var keywords: [String] { ["delete"] }
    var effect: SkillEffect { .destructive }
    var parameters: JSONSchema { .object(["text": .string(minLength: 1), "id": .string()]) }

    func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        let words = arguments["text"]?.stringValue ?? ""
        if words == "missing" { return .answer(SkillOutput("No note matches “missing”.")) }
        return .proceed(arguments: ["id": "note-7", "text": .string(words)], summary: "Delete the note “\(words)”")
    }

    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        counter.ran(id)
        return SkillOutput("deleted \(arguments["id"]?.stringValue ?? "?")")
    }
}

@Suite(.timeLimit(.minutes(1))) struct SkillPreparationTests {
    @Test func nothingMatchingAnswersWithoutAskingForApproval() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [LookUpDeleteSkill(counter: counter)], configuration: .testing(approver: .events, auditLog: log))
        let events = agent.events
        async let answered = answerApprovals(on: events, of: agent, approved: true)
        let reply = await agent.invoke(Invocation("notes.delete", arguments: ["text": "missing"]))
        let seen = await answered
        #expect(reply.text == "No note matches “missing”.")
        #expect(reply.error == nil)
        #expect(!seen.contains { if case .approvalRequested = $0 { true } else { false } })
        #expect(counter.count("notes.delete") == 0)
        #expect(await log.entries.isEmpty)
    }

    @Test func theApprovalNamesWhatWasFoundAndTheRunGetsTheResolvedArguments() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [LookUpDeleteSkill(counter: counter)], configuration: .testing(approver: .events, auditLog: log))
        let events = agent.events
        async let answered = answerApprovals(on: events, of: agent, approved: true)
        let reply = await agent.invoke(Invocation("notes.delete", arguments: ["text": "old note"]))
        let seen = await answered
        #expect(reply.text == "deleted note-7")
        let summaries = seen.compactMap { event -> String? in
            if case .approvalRequested(let request) = event { request.summary } else { nil }
        }
        #expect(summaries == ["Delete the note “old note”"])
        #expect(await log.entries.map(\.summary) == ["Delete the note “old note”"])
    }

    @Test func resolvedArgumentsAreValidatedAgain() async throws {
        struct BadPreparation: Skill {
            let id = "bad"
            let description = "Resolves to arguments its schema refuses"
            var parameters: JSONSchema { .object(["text": .string()], additionalProperties: false) }
            func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
                .proceed(arguments: ["unknown": 1], summary: nil)
            }
            func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
                SkillOutput("ran")
            }
        }
        let agent = try Agent(skills: [BadPreparation()], configuration: .testing(approver: .always(true)))
        let reply = await agent.invoke(Invocation("bad", arguments: ["text": "x"]))
        guard case .invalidArguments? = reply.error else {
            Issue.record("expected invalid arguments, got \(reply.text)")
            return
        }
    }
}
