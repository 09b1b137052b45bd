import Foundation

/// Everything a router may know about one request besides its text: the time, where the person
/// is, the conversation so far, and a way to run skills.
///
/// The agent builds one per request from its own ``AgentConfiguration`` and conversation, so no
/// router copies a clock or a time zone, and one router can serve many conversations.
public struct RoutingContext: Sendable {
    /// "Now", for "明天" and "next Friday".
    public var clock: AgentClock
    /// The person's time zone.
    public var timeZone: TimeZone
    /// The person's locale.
    public var locale: Locale
    /// The conversation so far, with the routers' dialogue state.
    public var conversation: Conversation
    /// Runs skills through the agent's whole pipeline (validation, permissions, approvals,
    /// timeouts, events) for a router that calls them while it decides; `nil` outside an agent,
    /// where such a router decides without running anything.
    public var skills: SkillCaller?

    /// Creates a context; by default the system clock and time zone, no conversation, no skills.
    public init(
        clock: AgentClock = .system, timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_US"),
        conversation: Conversation = Conversation(), skills: SkillCaller? = nil
    ) {
        self.clock = clock
        self.timeZone = timeZone
        self.locale = locale
        self.conversation = conversation
        self.skills = skills
    }
}

/// The conversation a router sees: the recent messages, the question waiting for an answer, and
/// the routers' dialogue state.
public struct Conversation: Sendable {
    /// Recent messages, oldest first; the last one is the request being routed.
    public var turns: [Message]
    /// What the agent last asked about and will run once answered (``RouteDecision/ask(question:pending:)``),
    /// or `nil` when no question is open.
    public var pending: Invocation?
    /// What the routers remember between requests (the NLU's open question and last request).
    public var state: DialogueState

    /// Creates a conversation.
    public init(turns: [Message] = [], pending: Invocation? = nil, state: DialogueState = DialogueState()) {
        self.turns = turns
        self.pending = pending
        self.state = state
    }
}

/// What routers remember about one conversation between requests, as a value the agent keeps
/// and hands back: each router stores its own part under its own type.
///
/// ```swift
/// var state = context.conversation.state
/// var dialogue = state[MyDialogue.self] ?? MyDialogue()
/// // … decide, updating `dialogue` …
/// state[MyDialogue.self] = dialogue
/// return Routing(decision, state: state)
/// ```
public struct DialogueState: Sendable {
    private var parts: [ObjectIdentifier: any Sendable] = [:]

    /// An empty state: a new conversation.
    public init() {}

    /// The part stored under `type`, or `nil`.
    public subscript<Part: Sendable>(_ type: Part.Type) -> Part? {
        get { parts[ObjectIdentifier(type)] as? Part }
        set { parts[ObjectIdentifier(type)] = newValue }
    }

    /// Whether no router remembers anything.
    public var isEmpty: Bool { parts.isEmpty }
}
