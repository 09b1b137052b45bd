import Foundation
import SkillJSON
import SkillUI

/// One turn of the conversation: the person's words, or the agent's answer holding the
/// ``SkillOutput`` it rests on. The one answer type from skill to front end.
public struct Message: Sendable, Hashable, Identifiable {
    /// Who wrote the message.
    public enum Role: String, Sendable, Hashable, Codable {
        case user
        case assistant
    }

    /// A number unique within one agent, increasing in the order messages were created.
    public let id: Int
    /// Who wrote it.
    public let role: Role
    /// What the message shows: the text, and for answers the skill's data and UI (every UI id
    /// assigned).
    public let output: SkillOutput
    /// The skill whose output this is (for assistant messages that came from a skill).
    public let skillID: String?
    /// What went wrong, for assistant messages that report a failure.
    public let error: AgentError?
    /// When the message was created, from the agent's clock.
    public let date: Date

    /// The text of the message.
    public var text: String { output.text }
    /// The skill's structured output, if any.
    public var data: JSONValue? { output.data }
    /// The UI tree shown with the answer, with every id assigned.
    public var ui: SKComponent? { output.ui }

    /// Creates a message holding `output`.
    public init(
        id: Int, role: Role, output: SkillOutput, skillID: String? = nil, error: AgentError? = nil, date: Date
    ) {
        self.id = id
        self.role = role
        self.output = output
        self.skillID = skillID
        self.error = error
        self.date = date
    }

    /// Creates a message from its parts.
    public init(
        id: Int, role: Role, text: String, skillID: String? = nil, data: JSONValue? = nil, ui: SKComponent? = nil,
        error: AgentError? = nil, date: Date
    ) {
        self.init(
            id: id, role: role, output: SkillOutput(text, data: data, ui: ui), skillID: skillID, error: error,
            date: date)
    }
}
