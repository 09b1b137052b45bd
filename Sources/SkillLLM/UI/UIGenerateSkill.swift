import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `ui.generate`: a model writes UI for an open request ("make me a card comparing three phone
/// plans"). The model gets the compact component catalog and an example; its JSON goes through
/// the lenient UI decoder (code fences, trailing commas and the like are repaired); when the
/// decoder reports errors, or nothing decodes, they go back to the model — each with its JSON
/// path — for up to ``maxRepairs`` rounds.
///
/// It has no examples or keywords on purpose: the local NLU never picks it; a model does, when
/// ``HybridRouter`` offers it.
public struct UIGenerateSkill: Skill {
    public let id = "ui.generate"
    public let name = "生成界面 Generate UI"
    public let description =
        "Makes a card, table, chart or list for an open request the other tools do not cover: comparisons, "
        + "summaries, plans, overviews. Pass the person's request in their own words."
    public var effect: SkillEffect { .readOnly }
    public var permissions: [SkillPermission] { [.network] }
    public var parameters: JSONSchema {
        .object(
            ["request": .string(description: "What to show, in the person's words", minLength: 1)],
            required: ["request"])
    }

    /// The model that writes the UI.
    public let model: any ChatModel
    /// Rounds in which the model may fix UI the decoder found errors in.
    public let maxRepairs: Int

    /// The skill, asking `model`, with `maxRepairs` repair rounds (2 by default).
    public init(model: any ChatModel, maxRepairs: Int = 2) {
        self.model = model
        self.maxRepairs = max(0, maxRepairs)
    }

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let request = arguments["request"]?.stringValue ?? ""
        var messages: [ChatMessage] = [.system(Self.systemPrompt), .user(request)]
        var lastProblems: [String] = []
        for round in 0...maxRepairs {
            let completion = try await model.complete(ChatRequest(messages: messages, temperature: 0.2))
            let text = completion.message.content ?? ""
            let result = UIDecoder.decode(json: text)
            let errors = result.diagnostics.filter { $0.severity == .error }
            if let component = result.component, errors.isEmpty || round == maxRepairs {
                let warnings = result.diagnostics.count - errors.count
                return SkillOutput(
                    Self.summary(of: component, request: request),
                    data: ["repairRounds": .number(Double(round)), "fixes": .number(Double(warnings + errors.count))],
                    ui: component)
            }
            lastProblems =
                errors.isEmpty
                ? ["no UI component could be read from the answer"] : errors.map { "\($0.path): \($0.message)" }
            messages.append(.assistant(text))
            messages.append(.user(Self.repairRequest(lastProblems)))
        }
        throw LLMError.malformedResponse(
            "the model's UI did not decode after \(maxRepairs) repair rounds: " + lastProblems.joined(separator: "; "))
    }

    /// The catalog and the rules for the model.
    static let systemPrompt = """
        You write user interfaces as JSON for a chat assistant. Answer with one JSON document only: \
        no prose, no Markdown. Prefer a card with a title; use tables for comparisons and charts \
        for numbers over time. Keep text short and in the language of the request.
        \(UICatalog.promptText())
        Example: {"type":"card","title":"Plans","children":[{"type":"table","columns":["Plan","Price"],"rows":[["Basic","$10"],["Pro","$20"]]}]}
        """

    /// What to say when the document had errors.
    static func repairRequest(_ problems: [String]) -> String {
        "That JSON has problems:\n" + problems.map { "- " + $0 }.joined(separator: "\n")
            + "\nAnswer with the corrected JSON document only."
    }

    /// A line for the chat: the card's title or the first text, else a plain "here it is".
    static func summary(of component: SKComponent, request: String) -> String {
        var found: String?
        component.forEachNode { node in
            guard found == nil else { return }
            switch node {
            case .card(let card): found = card.title
            case .text(let text): found = text.content
            default: break
            }
        }
        if let found, !found.isEmpty { return found }
        let chinese = request.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        return chinese ? "界面已生成。" : "Here it is."
    }
}
