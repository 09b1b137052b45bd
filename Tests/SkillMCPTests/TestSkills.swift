import AgentSkill
import SkillJSON
import SkillUI

/// Skills for the server tests.
struct FailingSkill: Skill {
    struct Broken: Error, CustomStringConvertible { var description: String { "the disk is on fire" } }
    let id = "test.fail"
    let description = "Always fails"
    var effect: SkillEffect { .readOnly }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { throw Broken() }
}

/// Waits until cancelled, then says so on `cancelled`.
struct HangingSkill: Skill {
    let id = "test.hang"
    let description = "Runs until cancelled"
    let started: AsyncStream<Void>.Continuation
    let cancelled: AsyncStream<Void>.Continuation
    var effect: SkillEffect { .readOnly }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        started.yield()
        // Not a timing sleep: it only ends by cancellation.
        await withTaskCancellationHandler {
            try? await Task.sleep(for: .seconds(86_400))
        } onCancel: { [cancelled] in
            cancelled.yield()
        }
        return SkillOutput("unreachable")
    }
}

struct WipeSkill: Skill {
    let id = "test.wipe"
    let description = "Deletes everything"
    var effect: SkillEffect { .destructive }
    var parameters: JSONSchema { .object(["what": .string(minLength: 1)], required: ["what"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("wiped \(arguments["what"]?.stringValue ?? "")", data: ["wiped": arguments["what"] ?? .null])
    }
}

/// Answers with a card whose title is the text it was given, and a button that sends `undo`.
struct CardSkill: Skill {
    let id = "test.card"
    let description = "Shows a card"
    var answersWithUI: Bool { true }
    var effect: SkillEffect { .readOnly }
    var parameters: JSONSchema { .object(["title": .string()], required: ["title"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let title = arguments["title"]?.stringValue ?? ""
        return SkillOutput(
            "card: \(title)", data: ["title": .string(title), "card": "the skill's own member"],
            ui: .card(SKCard(title: title, children: [.button(SKButton(id: "undo", title: "Undo", action: "undo"))])))
    }
}
