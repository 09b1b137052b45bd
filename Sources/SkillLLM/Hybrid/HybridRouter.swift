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
public struct HybridRouter: SkillCallingRouter {
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

    /// The local router (its dialogue is this conversation's).
    public let local: NLURouter
    /// The model's router.
    public let model: LLMRouter
    /// Threshold and top k.
    public let configuration: Configuration

    /// A hybrid of `local` and `model`.
    /// A hybrid router for another conversation: the NLU's dialogue is per conversation; its
    /// trained model and the language model are shared.
    public func routerForNewConversation() -> any Router {
        HybridRouter(local: local.newConversation(), model: model, configuration: configuration)
    }

    public init(local: NLURouter, model: LLMRouter, configuration: Configuration = Configuration()) {
        self.local = local
        self.model = model
        self.configuration = configuration
    }

    /// Without an agent: the local decision when it is sure, else one model call (no loop).
    public func route(_ text: String, conversation: Conversation) async throws -> RouteDecision {
        if let decision = local.confidentDecision(text, threshold: configuration.threshold) { return decision }
        return try await model.route(text, conversation: conversation)
    }

    public func route(_ text: String, conversation: Conversation, skills: SkillCaller) async throws -> RouteDecision {
        if let decision = local.confidentDecision(text, threshold: configuration.threshold) { return decision }
        return try await model.route(
            text, conversation: conversation, skills: skills, offering: offeredSkills(for: text))
    }

    /// The skills the model sees for `text`: the top k by local rank, then the always-offered
    /// ones that are registered, without repeats.
    public func offeredSkills(for text: String) -> [String] {
        var offered = local.rankedSkills(for: text, limit: configuration.topK)
        for id in configuration.alwaysOffered where !offered.contains(id) && model.registry.skill(id: id) != nil {
            offered.append(id)
        }
        return offered
    }
}
