import Foundation
import SkillJSON

/// Something a skill asked the agent to do later: post a message, or run a skill, at a time.
/// Kept in a ``FollowUpStore`` (SQLite for the program), and delivered once, when it is due and
/// a front end runs the agent's ``Agent/runFollowUps(onDelivery:)``.
///
/// ```swift
/// // inside a skill
/// try await context.schedule(.message("⏰ 20 minutes are up"), at: context.now.addingTimeInterval(20 * 60))
/// ```
public struct FollowUp: Sendable, Hashable, Identifiable {
    /// What to do when it is due.
    public enum Action: Sendable, Hashable {
        /// Post this text as the agent's message.
        case message(String)
        /// Run this skill call through the agent's whole pipeline (validation, permissions and
        /// approvals, timeout, audit log) and post its answer.
        case run(Invocation)
    }

    /// Its number in the store.
    public let id: Int
    /// The conversation it belongs to (``AgentConfiguration/conversationID``).
    public let conversationID: String
    /// The skill that scheduled it.
    public let skillID: String
    /// When it is due.
    public let due: Date
    /// What to do.
    public let action: Action
    /// When it was scheduled.
    public let created: Date

    /// Creates a follow-up; stores do this.
    public init(id: Int, conversationID: String, skillID: String, due: Date, action: Action, created: Date) {
        self.id = id
        self.conversationID = conversationID
        self.skillID = skillID
        self.due = due
        self.action = action
        self.created = created
    }
}

extension FollowUp.Action {
    /// `{"message": "…"}` or `{"run": {"skill": …, "arguments": …}}`: how stores keep it.
    public var jsonValue: JSONValue {
        switch self {
        case .message(let text): ["message": .string(text)]
        case .run(let invocation):
            ["run": ["skill": .string(invocation.skillID), "arguments": invocation.arguments]]
        }
    }

    /// The action ``jsonValue`` describes, or `nil` for anything else.
    public init?(json: JSONValue) {
        if let text = json["message"]?.stringValue {
            self = .message(text)
        } else if let skill = json["run"]?["skill"]?.stringValue {
            self = .run(Invocation(skill, arguments: json["run"]?["arguments"] ?? [:]))
        } else {
            return nil
        }
    }
}
