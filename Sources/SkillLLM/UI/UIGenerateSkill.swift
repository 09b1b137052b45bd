import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `ui.generate`: a model writes UI for an open request ("make me a card comparing three phone
/// plans"), in our format or, with ``UIGenerateFormat/a2ui``, as A2UI v0.9 messages.
///
/// 1. The model gets the compact component catalog of that format and an example.
/// 2. Its answer is read leniently: our format through the lenient UI decoder; A2UI as JSONL or
///    a JSON array, each value repaired by the lenient JSON reader (code fences, trailing commas
///    and the like), then read by `A2UIDocument` and built into our tree.
/// 3. When reading finds errors, or nothing to show, they go back to the model — each with its
///    JSON path, and for A2UI the line of the answer — for up to ``maxRepairs`` rounds.
/// 4. The answer is our ``SKComponent`` tree whatever the format, so every renderer shows it.
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
    /// How long writing the UI may take, repairs included: a local model writing a few hundred
    /// tokens needs far longer than the agent's default for skills.
    public let timeout: Duration?
    /// The most tokens one answer of the model may have (`max_tokens`).
    public let maxTokens: Int?
    /// The format the model is asked to write.
    public let format: UIGenerateFormat

    /// The skill, asking `model` for UI in `format` (ours by default), with `maxRepairs` repair
    /// rounds (2 by default), answers of at most `maxTokens` tokens (4,096) and at most `timeout`
    /// (3 minutes) for the whole.
    public init(
        model: any ChatModel, format: UIGenerateFormat = .ui, maxRepairs: Int = 2, maxTokens: Int? = 4096,
        timeout: Duration? = .seconds(180)
    ) {
        self.model = model
        self.format = format
        self.maxRepairs = max(0, maxRepairs)
        self.maxTokens = maxTokens.map { max(1, $0) }
        self.timeout = timeout
    }

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let request = arguments["request"]?.stringValue ?? ""
        var messages: [ChatMessage] = [.system(format.systemPrompt), .user(request)]
        var lastProblems: [String] = []
        for round in 0...maxRepairs {
            let text = try await answer(
                ChatRequest(messages: messages, temperature: 0.2, maxTokens: maxTokens), context: context,
                request: request)
            let reading = format.read(text)
            if let component = reading.component, reading.problems.isEmpty || round == maxRepairs {
                return SkillOutput(
                    Self.summary(of: component, request: request),
                    data: [
                        "format": .string(format.rawValue), "repairRounds": .number(Double(round)),
                        "fixes": .number(Double(reading.fixes)),
                    ],
                    ui: component, bindings: reading.bindings)
            }
            lastProblems = reading.problems.isEmpty ? [format.nothingRead] : reading.problems
            messages.append(.assistant(text))
            messages.append(.user(format.repairRequest(lastProblems)))
        }
        throw LLMError.unusableAnswer(
            "the model's \(format.name) did not decode after \(maxRepairs) repair rounds: "
                + lastProblems.joined(separator: "; "))
    }

    /// The model's answer. When the context shows progress, the answer is streamed and the tree
    /// so far is shown as it grows (at most once per ``streamBatch`` characters), so a person
    /// watches the card build up; otherwise one plain request.
    func answer(_ chatRequest: ChatRequest, context: SkillContext, request: String) async throws -> String {
        guard context.showsProgress else { return try await model.complete(chatRequest).message.content ?? "" }
        var reader = UIPartialReader(format)
        var text = ""
        var sinceShown = Int.max
        for try await event in model.stream(chatRequest) {
            switch event {
            case .contentDelta(let delta):
                text += delta
                sinceShown = sinceShown == .max ? delta.count : sinceShown + delta.count
                // Every delta is read (a tree is only shown when no node is half-arrived), but
                // a new state is shown at most once per `streamBatch` characters.
                guard let component = reader.append(delta), sinceShown >= Self.streamBatch else { continue }
                sinceShown = 0
                await context.showProgress(SkillOutput(Self.summary(of: component, request: request), ui: component))
            case .finished(let completion):
                if let final = completion.message.content, !final.isEmpty { text = final }
            case .toolCallDelta:
                break
            }
        }
        return text
    }

    /// Characters of streamed UI read at a time for the partial tree.
    static let streamBatch = 48

    /// The catalog and the rules for the model, in our format.
    static let systemPrompt = """
        You write user interfaces as JSON for a chat assistant. Answer with one JSON document only: \
        no prose, no Markdown. Prefer a card with a title; use tables for comparisons and charts \
        for numbers over time. Keep text short and in the language of the request.
        \(UICatalog.promptText())
        Example: {"type":"card","title":"Plans","children":[{"type":"table","columns":["Plan","Price"],"rows":[["Basic","$10"],["Pro","$20"]]}]}
        """

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
