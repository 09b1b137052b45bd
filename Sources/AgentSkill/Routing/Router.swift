import SkillJSON

/// Decides what to do with a request. Every router — keyword rules, the local classifier, a
/// language model — returns the same ``RouteDecision``, so skills never know which one chose them.
public protocol Router: Sendable {
    /// Decides how to answer `text`, given the conversation so far.
    ///
    /// - Throws: any error; the agent answers that it could not route the request.
    func route(_ text: String, conversation: Conversation) async throws -> RouteDecision

    /// Whether ``route(_:conversation:)`` answers at once without waiting on anything (like
    /// ``KeywordRouter``). The agent calls such a router directly; any other router runs in its
    /// own task so that cancelling the request interrupts it. Defaults to `false`.
    var answersImmediately: Bool { get }

    /// A router for another conversation over the same skills: a router that keeps a
    /// conversation's state (the NLU's dialogue) returns a fresh one that shares what can be
    /// shared (its trained model); one that keeps none returns itself, the default. A server makes
    /// one per session from one prototype, without knowing which router it holds.
    func routerForNewConversation() -> any Router
}

// MARK: - Default implementations

extension Router {
    public var answersImmediately: Bool { false }

    public func routerForNewConversation() -> any Router { self }
}

/// What a router decided.
public enum RouteDecision: Sendable, Hashable {
    /// Run one skill.
    case invoke(Invocation)
    /// Run several skills in order; each step can read the previous step's output.
    case plan([Invocation])
    /// Ask the person a question first; `pending` is what will run once it is answered.
    case ask(question: String, pending: Invocation?)
    /// Answer directly, without a skill.
    case reply(String)
    /// No skill fits; the agent says so and lists what it can do.
    case noMatch
    /// A finished answer from a router that already ran what it needed through a
    /// ``SkillCaller`` (see ``SkillCallingRouter``).
    case answer(RoutedAnswer)
}

/// One call of one skill with its arguments.
public struct Invocation: Sendable, Hashable {
    /// The skill to run.
    public var skillID: String
    /// The arguments, validated against the skill's schema before it runs.
    public var arguments: JSONValue
    /// Arguments taken from the previous plan step's output: argument name → output path
    /// (`"text"`, `"data"`, `"data.forecast.0.temperature"`). They override `arguments`.
    public var inputs: [String: String]

    /// Creates an invocation.
    ///
    /// ```swift
    /// Invocation("running_advice", inputs: ["forecast": "data"])
    /// ```
    public init(_ skillID: String, arguments: JSONValue = [:], inputs: [String: String] = [:]) {
        self.skillID = skillID
        self.arguments = arguments
        self.inputs = inputs
    }
}

/// The conversation a router sees: the most recent messages, oldest first.
public struct Conversation: Sendable, Hashable {
    /// Recent messages, oldest first; the last one is the request being routed.
    public var turns: [Message]

    /// Creates a conversation.
    public init(turns: [Message] = []) {
        self.turns = turns
    }
}
