import Foundation
import SkillJSON
import SkillStore

/// Everything a running skill may use, and nothing more.
///
/// A skill gets the injected clock and time zone (never the machine's), the locale, the
/// recent turns of the conversation, the previous step's output inside a plan, and
/// ``invoke(_:arguments:)`` to call another registered skill, and ``storage``: the database seen
/// through the skill's declared permissions.
public struct SkillContext: Sendable {
    /// The id of the skill this context was made for.
    public let skillID: String
    /// The clock: current time and sleeping.
    public let clock: AgentClock
    /// The person's time zone.
    public let timeZone: TimeZone
    /// The person's locale.
    public let locale: Locale
    /// The most recent messages of the conversation, oldest first, including the current request.
    public let recentTurns: [Message]
    /// The output of the previous step when this skill runs as a later step of a plan.
    public let previousOutput: SkillOutput?
    /// The database, limited to the tables the skill's permissions name: `calendar.read` lets it
    /// read `calendar_*` tables, `calendar.write` also change their rows (see `StoreAccess`).
    /// `nil` when the skill declared no storage permission or the agent has no store.
    public let storage: ScopedStore?
    private let invoker: @Sendable (Invocation) async throws -> SkillOutput
    private let progress: (@Sendable (SkillOutput) async -> Void)?
    private let scheduler: (@Sendable (FollowUp.Action, Date) async throws -> FollowUp)?
    private let followUpWaker: (@Sendable () -> Void)?

    /// Creates a context; the agent does this for you. Use it directly to unit-test a skill.
    ///
    /// - Parameters:
    ///   - invoker: runs another skill for ``invoke(_:arguments:)``; the default fails with
    ///     ``AgentError/unknownSkill(_:suggestion:)``.
    ///   - progress: receives ``showProgress(_:)``; `nil` (the default) ignores it.
    ///   - scheduler: files ``schedule(_:at:)``'s follow-ups; `nil` (the default) makes it throw.
    ///   - followUpWaker: receives ``followUpsChanged()``; `nil` (the default) ignores it.
    public init(
        skillID: String,
        clock: AgentClock = .system,
        timeZone: TimeZone = .gmt,
        locale: Locale = Locale(identifier: "en_US_POSIX"),
        recentTurns: [Message] = [],
        previousOutput: SkillOutput? = nil,
        storage: ScopedStore? = nil,
        invoker: @escaping @Sendable (Invocation) async throws -> SkillOutput = { invocation in
            throw AgentError.unknownSkill(invocation.skillID, suggestion: nil)
        },
        progress: (@Sendable (SkillOutput) async -> Void)? = nil,
        scheduler: (@Sendable (FollowUp.Action, Date) async throws -> FollowUp)? = nil,
        followUpWaker: (@Sendable () -> Void)? = nil
    ) {
        self.skillID = skillID
        self.clock = clock
        self.timeZone = timeZone
        self.locale = locale
        self.recentTurns = recentTurns
        self.previousOutput = previousOutput
        self.storage = storage
        self.invoker = invoker
        self.progress = progress
        self.scheduler = scheduler
        self.followUpWaker = followUpWaker
    }

    /// Asks the agent to post a message or run a skill at `date` (now or earlier: as soon as
    /// possible). It is kept (in SQLite when the agent has a store) and delivered once, while a
    /// front end runs the agent's follow-ups — the terminal chat and `assistant serve` do.
    ///
    /// ```swift
    /// try await context.schedule(.message("⏰ 时间到"), at: context.now.addingTimeInterval(1200))
    /// ```
    ///
    /// - Throws: ``AgentError/followUpsUnavailable`` when the context was made without an agent
    ///   (a unit test), or the store's error when it cannot be kept.
    @discardableResult
    public func schedule(_ action: FollowUp.Action, at date: Date) async throws -> FollowUp {
        guard let scheduler else { throw AgentError.followUpsUnavailable }
        return try await scheduler(action, date)
    }

    /// Tells the agent that what its follow-up store hands out changed outside
    /// ``schedule(_:at:)``, so the loop that delivers follow-ups (``Agent/runFollowUps(onDelivery:onFailure:)``)
    /// looks again now instead of at the time it meant to wake. A skill whose own rows the
    /// configured ``FollowUpStore`` also delivers (the standard reminders) calls it after adding or
    /// moving one; other skills never need it. Does nothing when no agent runs the skill.
    ///
    /// ```swift
    /// try await book.snooze(id, until: context.now.addingTimeInterval(600))
    /// context.followUpsChanged()
    /// ```
    public func followUpsChanged() {
        followUpWaker?()
    }

    /// Whether ``showProgress(_:)`` reaches anyone: the skill runs as a step of the request
    /// itself (not invoked by another skill) for a front end that shows answers as they grow.
    public var showsProgress: Bool { progress != nil }

    /// Shows `partial` as the answer so far — a tree that grows while a model streams it, say.
    /// The agent shows the first partial as a new message and later ones (and the final output)
    /// as updates of that message, with patches. Does nothing when ``showsProgress`` is false.
    public func showProgress(_ partial: SkillOutput) async {
        await progress?(partial)
    }

    /// The language to answer in: Chinese when the person's latest message has Chinese in it,
    /// else the locale's language.
    public var language: ReplyLanguage {
        let request = recentTurns.last(where: { $0.role == .user })?.text ?? ""
        return ReplyLanguage.detect(in: request, fallback: ReplyLanguage(locale: locale))
    }

    /// The current time from the injected clock.
    public var now: Date { clock.now() }

    /// A Gregorian calendar in the person's time zone and locale.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// Runs another registered skill (validated, with its own timeout and retries) and returns its output.
    ///
    /// - Throws: ``AgentError`` when the skill is unknown, the arguments are invalid, it fails,
    ///   or calls nest deeper than the agent allows.
    public func invoke(_ skillID: String, arguments: JSONValue = [:]) async throws -> SkillOutput {
        try await invoker(Invocation(skillID, arguments: arguments))
    }
}
