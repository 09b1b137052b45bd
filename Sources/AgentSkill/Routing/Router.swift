import SkillJSON

/// Decides what to do with a request. Every router — keyword rules, the local classifier, a
/// language model — returns the same ``RouteDecision``, so skills never know which one chose them.
///
/// A router keeps no conversation of its own: everything it may read about the conversation
/// (the recent messages, its own dialogue state, the question waiting for an answer) comes in
/// the ``RoutingContext``, and what it wants to remember comes back in ``Routing/state``. So one
/// router serves every session of a server, and the agent owns the conversation.
public protocol Router: Sendable {
    /// Decides how to answer `text` in `context`.
    ///
    /// - Throws: any error; the agent answers that it could not route the request.
    func route(_ text: String, context: RoutingContext) async throws -> Routing

    /// How the agent calls ``route(_:context:)``; ``RouterExecution/isolated`` by default.
    var execution: RouterExecution { get }
}

extension Router {
    public var execution: RouterExecution { .isolated }

    /// ``route(_:context:)``'s decision alone, in a context of its own (no conversation, the
    /// system clock and time zone): for scripts and tests that route one utterance.
    public func decision(for text: String, context: RoutingContext = RoutingContext()) async throws -> RouteDecision {
        try await route(text, context: context).decision
    }
}

/// How the agent calls a router.
public enum RouterExecution: Sendable, Hashable {
    /// In a task of its own, so that cancelling the request interrupts it: for routers that wait
    /// (a language model). The default.
    case isolated
    /// Directly in the request: for routers that answer in microseconds and never wait (keywords,
    /// the local NLU). Cancellation is checked before and after.
    case inline
}

/// What a router decided, and the dialogue state it leaves for the next request.
public struct Routing: Sendable {
    /// What to do.
    public var decision: RouteDecision
    /// The conversation's dialogue state after this request; `nil` leaves it as it was.
    public var state: DialogueState?

    /// A decision, with the dialogue state updated (or, when `nil`, unchanged).
    public init(_ decision: RouteDecision, state: DialogueState? = nil) {
        self.decision = decision
        self.state = state
    }
}

/// What a router decided.
public enum RouteDecision: Sendable, Hashable {
    /// Run one skill.
    case invoke(Invocation)
    /// Run several skills in order; each step can read the previous step's output.
    case plan([Invocation])
    /// Ask the person a question first; `pending` is what will run once it is answered. The agent
    /// keeps it as ``Conversation/pending`` for the next request.
    case ask(question: String, pending: Invocation?)
    /// Answer directly, without a skill.
    case reply(String)
    /// No skill fits; the agent says so and lists what it can do.
    case noMatch
    /// A finished answer from a router that already ran what it needed through the context's
    /// ``SkillCaller``: the output to show (the router's words over the card of the call it rests
    /// on, or UI the router made), and the skill it came from.
    case answer(SkillOutput, skillID: String?)
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
