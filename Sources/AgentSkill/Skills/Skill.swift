import Foundation
import SkillJSON
import SkillUI

/// One capability the agent can run: weather, calendar, ledger, echo, or your own.
///
/// A conformer supplies only what it alone knows — an ``id``, a ``description`` and
/// ``execute(_:context:)``; everything else has a default. Arguments are validated against
/// ``parameters`` before `execute` runs, so `execute` sees only well-formed input.
///
/// ```swift
/// struct ShoutSkill: Skill {
///     let id = "shout"
///     let description = "Repeats text in capitals"
///     var keywords: [String] { ["shout", "大声"] }
///     var parameters: JSONSchema { .object(["text": .string(minLength: 1)], required: ["text"]) }
///     func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
///         SkillOutput(arguments["text"]?.stringValue?.uppercased() ?? "")
///     }
/// }
/// ```
public protocol Skill: Sendable {
    /// A stable identifier, unique within a registry (`"shout"`, `"notes.add"`). Routing rules
    /// never name it: they find a skill by its ``roles``.
    var id: String { get }
    /// A one-line description shown to people and to language models.
    var description: String { get }
    /// A human-readable name; defaults to ``id``.
    var name: String { get }
    /// The name, description and labels a person reads, in `language` (``SkillTexts``). The
    /// default is ``name`` and ``description`` in every language, with no labels; a skill that
    /// people use in Chinese and English gives both, usually from its vocabulary file.
    func texts(in language: ReplyLanguage) -> SkillTexts
    /// The JSON Schema of the arguments; defaults to an object that accepts anything.
    /// The registry reads it once, when the skill is registered.
    var parameters: JSONSchema { get }
    /// Example utterances with the arguments they mean; they train routers and document the skill.
    var examples: [SkillExample] { get }
    /// Words or phrases (Chinese or English, any case) that select this skill in ``KeywordRouter``.
    var keywords: [String] { get }
    /// How routers read the days said to it (``DateReading``); by default neither hint.
    var dateReading: DateReading { get }
    /// The kinds of request it serves (``SkillRole``), so that a router's built-in rules find it
    /// by what it does, whatever its id; by default none, and it is routed by its examples,
    /// keywords and arguments alone.
    ///
    /// ```swift
    /// var roles: Set<SkillRole> { [.entryRecord] }  // "午饭花了35元" comes here
    /// ```
    var roles: Set<SkillRole> { get }
    /// What the skill needs access to; rules of the ``PermissionPolicy`` can match on these.
    var permissions: [SkillPermission] { get }
    /// What running the skill does to the person's data; the default is ``SkillEffect/write``.
    ///
    /// The default is `write`, not `readOnly`, because a skill that has not said what it does
    /// may change something: it still runs without asking (writes run by default), but every
    /// call is recorded in the audit log and rules can target it. A skill that only looks
    /// things up says `.readOnly`; one that deletes or undoes says `.destructive` and is asked
    /// about before every call.
    ///
    /// ```swift
    /// var effect: SkillEffect { .readOnly }
    /// ```
    var effect: SkillEffect { get }
    /// The effect of one call; defaults to ``effect``. Override it when some arguments make a
    /// call more dangerous than others:
    ///
    /// ```swift
    /// func effect(for arguments: JSONValue) -> SkillEffect {
    ///     arguments["all"] == true ? .destructive : .write
    /// }
    /// ```
    func effect(for arguments: JSONValue) -> SkillEffect
    /// One line in `language` that says what a call will do, for approval prompts and the audit
    /// log. The default puts the skill's name (``texts(in:)``) before its arguments in plain
    /// words, labelled, cut to about 100 characters: `记账：金额 35，类别 餐饮` / `Record expense:
    /// amount 35, category Food`; never JSON. A skill that can say more names what it acts on
    /// (`删除日程“开会” 12月4日 周五 15:00`), usually from ``prepare(_:context:)``, which can look it up.
    func summary(for arguments: JSONValue, language: ReplyLanguage) -> String
    /// Looks up what a call means before the permission check, so an approval can name it:
    /// `calendar.delete {"title": "meeting", "date": "tomorrow"}` finds the one stored event and
    /// asks "Delete “Team meeting” Thu 3 Dec 10:00–11:00?"; when nothing or several match it
    /// answers at once and no approval is asked. Runs after validation, with the skill's own
    /// context (store access by its ``permissions``), and not for UI actions. The default
    /// changes nothing: `.proceed(arguments: arguments, summary: nil)`.
    ///
    /// Resolved arguments are validated again against ``parameters`` before the permission check.
    ///
    /// - Throws: any error; it becomes an agent message naming this skill, and nothing runs.
    func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation
    /// Looks up what a tap on this skill's UI means before the permission check, so an approval
    /// can name it: a card's undo button finds its entry and asks "撤销记账：午饭 35.00 元"; when
    /// the entry is gone it answers at once and no approval is asked. The default proceeds with
    /// no summary, and the prompt names the skill and the control the person tapped (`记账：撤销`).
    ///
    /// - Throws: any error; it becomes an agent message naming this skill, and nothing runs.
    func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation
    /// How long one attempt may run; `nil` uses the agent's default (10 s unless configured).
    var timeout: Duration? { get }
    /// How failures that declare themselves retryable are retried; `nil` uses the agent's default.
    var retryPolicy: RetryPolicy? { get }
    /// Whether the skill runs in its own task (the default) or directly in the request.
    var execution: SkillExecution { get }
    /// The action names this skill's UI may send back; any other action is rejected unread.
    var uiActions: [String] { get }
    /// Whether its answers usually carry a UI tree (``SkillOutput/ui``): `assistant mcp` then
    /// offers the card as an MCP App (a `ui://` resource the tool links to). Defaults to `false`.
    var answersWithUI: Bool { get }
    /// Handles a tap on UI this skill produced. The returned output's `ui` replaces the old tree
    /// (the agent sends the difference as patches); its text replaces the message text.
    ///
    /// - Throws: any error; it becomes an agent message naming this skill. The default throws
    ///   ``AgentError/actionNotAllowed(skillID:action:)``.
    func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput
    /// Turns a keyword match into arguments; the default is `{"text": <rest of the utterance>}`.
    func arguments(for match: KeywordMatch) -> JSONValue
    /// Runs the skill on validated arguments.
    ///
    /// - Throws: any error; it becomes an agent message naming this skill. Throw a
    ///   ``RetryableError`` whose `isRetryable` is `true` to be retried with backoff.
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput
}

// MARK: - Default implementations

extension Skill {
    public var name: String { id }
    public func texts(in language: ReplyLanguage) -> SkillTexts { SkillTexts(name: name, description: description) }
    public var parameters: JSONSchema { .any }
    public var examples: [SkillExample] { [] }
    public var keywords: [String] { [] }
    public var dateReading: DateReading { [] }
    public var roles: Set<SkillRole> { [] }
    public var permissions: [SkillPermission] { [] }
    public var effect: SkillEffect { .write }
    public func effect(for arguments: JSONValue) -> SkillEffect { effect }
    public func summary(for arguments: JSONValue, language: ReplyLanguage) -> String {
        SkillCallSummary.text(texts: texts(in: language), arguments: arguments, language: language)
    }
    public func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation {
        .proceed(summary: nil)
    }
    public func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        .proceed(arguments: arguments, summary: nil)
    }
    public var timeout: Duration? { nil }
    public var retryPolicy: RetryPolicy? { nil }
    public var execution: SkillExecution { .isolated }
    public var uiActions: [String] { [] }
    public var answersWithUI: Bool { false }

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        throw AgentError.actionNotAllowed(skillID: id, action: action.action)
    }

    public func arguments(for match: KeywordMatch) -> JSONValue {
        ["text": .string(match.rest)]
    }
}

/// An utterance that should select a skill, with the arguments it means.
public struct SkillExample: Sendable, Hashable, Codable {
    /// What a person might type.
    public var utterance: String
    /// The arguments that utterance stands for, when known.
    public var arguments: JSONValue?

    /// Creates an example.
    public init(_ utterance: String, arguments: JSONValue? = nil) {
        self.utterance = utterance
        self.arguments = arguments
    }
}

/// How the agent runs a skill.
public enum SkillExecution: Sendable, Hashable {
    /// In its own task, raced against its timeout and the request's cancellation: the agent
    /// answers on time even when the skill hangs or ignores cancellation. The default.
    case isolated
    /// Directly in the request: no task and no timer, so a few microseconds cheaper. Only for
    /// pure, quick skills that never wait on I/O (echo, arithmetic, formatting): timeouts do not
    /// apply, and cancellation is only checked before the skill starts.
    case inline
}
