import Foundation
import SkillJSON
import SkillUI

/// One turn of the conversation.
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
    /// The text of the message.
    public let text: String
    /// The skill whose output this is (for assistant messages that came from a skill).
    public let skillID: String?
    /// The skill's structured output, if any.
    public let data: JSONValue?
    /// The UI tree shown with the answer, with every id assigned.
    public let ui: SKComponent?
    /// What went wrong, for assistant messages that report a failure.
    public let error: AgentError?
    /// When the message was created, from the agent's clock.
    public let date: Date

    /// Creates a message.
    public init(
        id: Int, role: Role, text: String, skillID: String? = nil, data: JSONValue? = nil, ui: SKComponent? = nil,
        error: AgentError? = nil, date: Date
    ) {
        self.id = id
        self.role = role
        self.text = text
        self.skillID = skillID
        self.data = data
        self.ui = ui
        self.error = error
        self.date = date
    }
}
