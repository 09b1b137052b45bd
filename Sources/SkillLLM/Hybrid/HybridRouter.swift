import AgentSkill
import SkillNLU

/// The program's router when a model is configured: the local rules and NLU first, the model
/// for the rest.
///
/// A request the ``NLURouter`` is sure of — an explicit command, an answer to its own question,
/// or a prediction at or above ``Configuration/threshold`` — is decided locally in microseconds,
/// with no model call. Anything else goes to the ``LLMRouter``'s tool-call loop, which is shown
/// only the ``Configuration/topK`` skills the local classifier ranks highest for the request
/// (plus the skills in ``Configuration/alwaysOffered``, such as `ui.generate`), so prompts stay
/// small however many skills are registered.
public struct HybridRouter: Router {
    /// When to trust the local answer, and how many skills to show the model.
    public struct Configuration: Sendable, Hashable {
        /// The classifier confidence from which a local decision is taken (0…1).
        public var threshold: Double
        /// Skills shown to the model, by local rank.
        public var topK: Int
        /// Skills always shown to the model besides the top k (when registered).
        public var alwaysOffered: [String]

        /// Threshold 0.6, top 5, and `ui.generate` always.
        public init(threshold: Double = 0.6, topK: Int = 5, alwaysOffered: [String] = ["ui.generate"]) {
            self.threshold = threshold
            self.topK = max(0, topK)
            self.alwaysOffered = alwaysOffered
        }
    }

    /// The local router.
    public let local: NLURouter
    /// The model's router.
    public let model: LLMRouter
    /// Threshold and top k.
    public let configuration: Configuration

    /// A hybrid of `local` and `model`.
    public init(local: NLURouter, model: LLMRouter, configuration: Configuration = Configuration()) {
        self.local = local
        self.model = model
        self.configuration = configuration
    }

    /// The local decision when it is sure (the NLU's dialogue state updated); else the model's
    /// tool-call loop over the offered skills inside an agent, or one model call outside one.
    public func route(_ text: String, context: RoutingContext) async throws -> Routing {
        var state = context.conversation.state
        let moment = NLUContext(now: context.clock.now(), timeZone: context.timeZone)
        if let decision = local.confidentDecision(
            text, threshold: configuration.threshold, at: moment, state: &state)
        {
            return Routing(decision, state: state)
        }
        let offered = offeredSkills(for: text, at: moment)
        guard let skills = context.skills else { return try await model.route(text, context: context) }
        return Routing(
            try await model.route(text, context: context, skills: skills, offering: offered))
    }

    /// The skills the model sees for `text`: the top k by local rank, then the always-offered
    /// ones that are registered, without repeats.
    public func offeredSkills(for text: String, at moment: NLUContext) -> [String] {
        var offered = local.rankedSkills(for: text, limit: configuration.topK, at: moment)
        for id in configuration.alwaysOffered where !offered.contains(id) && model.registry.skill(id: id) != nil {
            offered.append(id)
        }
        return offered
    }
}
