import AgentSkill
import Foundation
import Synchronization

/// One conversation with an ``NLURouter`` outside an agent: it keeps the dialogue state between
/// calls and reads times at its own clock and time zone. For evaluation tools, the `nlu` command
/// and tests; inside an ``AgentSkill/Agent`` the agent keeps the conversation.
///
/// ```swift
/// let conversation = NLUConversation(router: router, clock: .fixed(now), timeZone: shanghai)
/// conversation.decide("明天天气怎么样")  // .ask("哪个城市？", …)
/// conversation.decide("北京")            // .invoke(weather {"city": "Beijing", …})
/// ```
public final class NLUConversation: Sendable {
    /// The router, shared with any other conversation.
    public let router: NLURouter
    /// "Now".
    public let clock: AgentClock
    /// The person's time zone.
    public let timeZone: TimeZone
    private let state = Mutex(DialogueState())

    /// A new conversation with `router`.
    public init(router: NLURouter, clock: AgentClock = .system, timeZone: TimeZone = .current) {
        self.router = router
        self.clock = clock
        self.timeZone = timeZone
    }

    /// Another conversation with the same router, clock and time zone.
    public func newConversation() -> NLUConversation {
        NLUConversation(router: router, clock: clock, timeZone: timeZone)
    }

    /// The moment a message is read at: the clock's now in the time zone.
    public var moment: NLUContext { NLUContext(now: clock.now(), timeZone: timeZone) }

    /// Decides `text` and remembers the dialogue state for the next message.
    public func decide(_ text: String) -> RouteDecision {
        let moment = moment
        return state.withLock { router.decide(text, at: moment, state: &$0) }
    }

    /// ``NLURouter/confidentDecision(_:threshold:at:state:)`` in this conversation.
    public func confidentDecision(_ text: String, threshold: Double) -> RouteDecision? {
        let moment = moment
        return state.withLock { router.confidentDecision(text, threshold: threshold, at: moment, state: &$0) }
    }

    /// ``NLURouter/interpret(_:at:)`` now; the conversation is neither read nor changed.
    public func interpret(_ text: String) -> NLUInterpretation {
        router.interpret(text, at: moment)
    }

    /// ``NLURouter/analyze(_:at:)`` now; the conversation is neither read nor changed.
    public func analyze(_ text: String) -> NLUAnalysis {
        router.analyze(text, at: moment)
    }

    /// ``NLURouter/rankedSkills(for:limit:at:)`` now.
    public func rankedSkills(for text: String, limit: Int) -> [String] {
        router.rankedSkills(for: text, limit: limit, at: moment)
    }

    /// Forgets the open question and the last request.
    public func reset() {
        state.withLock { $0 = DialogueState() }
    }
}
