import AgentSkill
import Foundation
import SkillJSON

/// Routes with a language model: a tool-call loop over the skills as tools.
///
/// Each step sends the conversation, the request and the tools to the model. Tool calls it makes
/// (in `tool_calls`, or written as JSON in its text — see ``TextToolCalls``) run through the
/// agent's ``SkillCaller``, so validation, permissions, approvals, the audit log and timeouts
/// apply exactly as for any other router; the results go back as `tool` messages of JSON data.
/// A call the model got wrong (arguments that are not JSON, an unknown tool, arguments that fail
/// the skill's schema) comes back to it as a result naming the path and the problem, for at most
/// ``Configuration/repairRounds`` rounds. The loop ends when the model answers without calling
/// anything, or after ``Configuration/maxSteps`` model calls.
///
/// The final answer carries the model's words and the card (UI and data) of the last skill that
/// ran, so a calendar entry made through the model looks like one made through the NLU.
public struct LLMRouter: Router {
    /// The model.
    public let model: any ChatModel
    /// The skills it may call.
    public let registry: SkillRegistry
    /// Limits and wording.
    public let configuration: Configuration

    /// A router over `registry`'s skills, asking `model`.
    public init(model: any ChatModel, registry: SkillRegistry, configuration: Configuration = Configuration()) {
        self.model = model
        self.registry = registry
        self.configuration = configuration
    }

    /// With skills to call (inside an agent), the tool-call loop over every registered skill;
    /// without (``RoutingContext/skills`` is `nil`), one model call and no loop: a tool call
    /// becomes ``RouteDecision/invoke(_:)`` (several, a plan), words become
    /// ``RouteDecision/reply(_:)``. Keeps no dialogue state: the messages are the memory.
    public func route(_ text: String, context: RoutingContext) async throws -> Routing {
        guard let skills = context.skills else {
            return Routing(try await decideOnce(text, context: context))
        }
        return Routing(try await route(text, context: context, skills: skills, offering: nil))
    }

    private func decideOnce(_ text: String, context: RoutingContext) async throws -> RouteDecision {
        let toolbox = SkillToolbox(registry.skills)
        let completion = try await model.complete(request(messages(text, context), toolbox: toolbox))
        let calls = toolCalls(in: completion.message, toolbox: toolbox)
        let invocations = calls.compactMap { call -> Invocation? in
            guard let skillID = toolbox.skillID(forTool: call.name),
                let arguments = try? JSONValue.parse(call.arguments)
            else { return nil }
            return Invocation(skillID, arguments: arguments)
        }
        if invocations.count == 1, let only = invocations.first { return .invoke(only) }
        if !invocations.isEmpty { return .plan(invocations) }
        let words = completion.message.content?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return words.isEmpty ? .noMatch : .reply(words)
    }

    /// The tool-call loop, offering the model only the skills in `skillIDs` (in that order; all
    /// skills when `nil`) — how ``HybridRouter`` keeps prompts small.
    public func route(
        _ text: String, context: RoutingContext, skills: SkillCaller, offering skillIDs: [String]?
    ) async throws -> RouteDecision {
        let offered = skillIDs.map { ids in ids.compactMap { registry.skill(id: $0) } } ?? registry.skills
        let toolbox = SkillToolbox(offered)
        var loop = LoopState(messages: messages(text, context))
        for _ in 0..<configuration.maxSteps {
            try Task.checkCancellation()
            let completion = try await model.complete(request(loop.messages, toolbox: toolbox))
            let calls = toolCalls(in: completion.message, toolbox: toolbox)
            let words = completion.message.content?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard !calls.isEmpty else { return loop.answer(words) }
            loop.messages.append(.assistant(completion.message.content, toolCalls: calls))
            var wrong: [String] = []
            for call in calls {
                if let problem = await run(call, toolbox: toolbox, skills: skills, loop: &loop) {
                    wrong.append(problem)
                }
            }
            if !wrong.isEmpty {
                loop.repairs += 1
                if loop.repairs > configuration.repairRounds {
                    return .answer(
                        SkillOutput(Self.gaveUp(after: loop.repairs - 1, problems: wrong, request: text)),
                        skillID: nil)
                }
            }
        }
        return loop.answer(nil)
    }

    /// Where one request's loop stands.
    struct LoopState {
        var messages: [ChatMessage]
        var repairs = 0
        /// The last skill that ran, and what it gave.
        var last: (skillID: String, output: SkillOutput)?

        /// The answer: the model's words (else the last skill's), with that skill's card.
        func answer(_ words: String?) -> RouteDecision {
            let text = words.flatMap { $0.isEmpty ? nil : $0 } ?? last?.output.text ?? ""
            guard let last else { return text.isEmpty ? .noMatch : .reply(text) }
            return .answer(SkillOutput(text, data: last.output.data, ui: last.output.ui), skillID: last.skillID)
        }
    }

    /// Runs one call and appends its result; returns the problem when the model got the call
    /// wrong (counted as a repair round), `nil` otherwise — a refused or failed skill is a result,
    /// not a mistake of the model's.
    private func run(
        _ call: ToolCall, toolbox: SkillToolbox, skills: SkillCaller, loop: inout LoopState
    ) async -> String? {
        func reply(_ content: String) { loop.messages.append(.tool(callID: call.id, content: content)) }
        // Offering only some skills keeps prompts small; it is not a permission boundary (the
        // agent's permissions and approvals are), so a registered skill the model names without
        // having been shown it — `ledger__add` guessed next to `ledger__list` — still runs.
        guard
            let skillID = toolbox.skillID(forTool: call.name)
                ?? (toolbox.tools.count < registry.skills.count
                    ? SkillToolbox(registry.skills).skillID(forTool: call.name) : nil)
        else {
            let names = toolbox.tools.map(\.name).joined(separator: ", ")
            let problem = "there is no tool named '\(call.name)'"
            reply(ToolResult.failure(skillID: nil, error: problem, fix: "call one of: \(names)"))
            return problem
        }
        let arguments: JSONValue
        do {
            arguments = try JSONValue.parse(call.arguments.isEmpty ? "{}" : call.arguments)
        } catch {
            let problem = "the arguments of '\(call.name)' are not valid JSON: \(error)"
            reply(ToolResult.failure(skillID: skillID, error: problem, fix: "send the arguments as one JSON object"))
            return problem
        }
        do throws(AgentError) {
            let output = try await skills(Invocation(skillID, arguments: arguments))
            loop.last = (skillID, output)
            reply(ToolResult.success(skillID: skillID, output: output))
            return nil
        } catch {
            if case .invalidArguments(_, let reasons) = error {
                // The model reads English: the problems as they were found, with their paths.
                let problems = reasons.map(\.english)
                reply(
                    ToolResult.failure(
                        skillID: skillID, error: "the arguments do not match the schema of '\(call.name)'",
                        problems: problems, fix: "call it again with corrected arguments"))
                return "'\(call.name)': " + problems.joined(separator: "; ")
            }
            if error == .cancelled { return nil }
            reply(ToolResult.failure(skillID: skillID, error: error.description))
            return nil
        }
    }

    /// Tool calls in the message's `tool_calls`, else written as JSON in its text. Calls without
    /// an id get one, since each result must name its call.
    private func toolCalls(in message: ChatMessage, toolbox: SkillToolbox) -> [ToolCall] {
        let calls =
            message.toolCalls.isEmpty
            ? TextToolCalls.find(in: message.content ?? "", toolbox: toolbox) : message.toolCalls
        return calls.enumerated().map { index, call in
            call.id.isEmpty ? ToolCall(id: "call-\(index + 1)", name: call.name, arguments: call.arguments) : call
        }
    }

    /// The system prompt, the earlier turns within the memory budget, and the request.
    private func messages(_ text: String, _ context: RoutingContext) -> [ChatMessage] {
        var turns = context.conversation.turns
        if let last = turns.last, last.role == .user, last.text == text { turns.removeLast() }
        return [.system(systemPrompt(context))] + configuration.memory.messages(for: turns).messages + [.user(text)]
    }

    private func request(_ messages: [ChatMessage], toolbox: SkillToolbox) -> ChatRequest {
        ChatRequest(
            messages: messages, tools: toolbox.tools, toolChoice: toolbox.tools.isEmpty ? nil : .auto,
            parallelToolCalls: toolbox.tools.isEmpty ? nil : true, temperature: configuration.temperature,
            maxTokens: configuration.maxTokens)
    }

    /// The answer when the model kept getting its calls wrong, in the request's language.
    static func gaveUp(after rounds: Int, problems: [String], request: String) -> String {
        let detail = problems.joined(separator: "; ")
        if request.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) {
            return "模型在 \(rounds) 次修正后仍未给出有效的调用：\(detail)"
        }
        return "The model did not produce a valid call after \(rounds) repair rounds: \(detail)"
    }
}
