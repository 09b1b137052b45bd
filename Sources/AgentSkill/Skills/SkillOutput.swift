import SkillJSON
import SkillUI

/// What a skill answers: text for a chat bubble, optional structured data, optional UI.
public struct SkillOutput: Sendable, Hashable {
    /// The answer as a person reads it (also what front ends without UI show).
    public var text: String
    /// Structured data for programs (`assistant ask --json`, plan steps, front ends).
    public var data: JSONValue?
    /// A UI tree to show with the answer; taps on it come back through ``Skill/handle(_:context:)``.
    /// Empty ids are filled in by the agent (``SKComponent/withAssignedIDs()``).
    public var ui: SKComponent?
    /// For a ``ui`` decoded from a bound document (``SkillUI/UIDecodeResult/bindings``): its data
    /// model and where its expressions and templates sit, so an A2UI client gets them back
    /// (`GET /api/a2ui/events`); `nil` for a tree built in code.
    public var bindings: UIBindings?
    /// Set when the skill could not do its job although it answered (the weather service
    /// unreachable, no event matching): the text still explains it to the person, and scripts
    /// (`assistant ask --json`, exit status 1) see that it failed. `nil` for success.
    public var failure: SkillFailure?

    /// Creates an output.
    ///
    /// ```swift
    /// SkillOutput("明天 12°C", data: ["temperature": 12])
    /// ```
    public init(
        _ text: String, data: JSONValue? = nil, ui: SKComponent? = nil, bindings: UIBindings? = nil,
        failure: SkillFailure? = nil
    ) {
        self.text = text
        self.data = data
        self.ui = ui
        self.bindings = bindings
        self.failure = failure
    }

    /// The value at a dotted path: `"text"`, `"data"`, or `"data.a.b.0"` (array indices as numbers).
    public func value(at path: String) -> JSONValue? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first else { return nil }
        var current: JSONValue?
        switch head {
        case "text": current = .string(text)
        case "data": current = data
        default: return nil
        }
        for part in parts.dropFirst() {
            guard let value = current else { return nil }
            if let index = Int(part), case .array = value {
                current = value[index]
            } else {
                current = value[part]
            }
        }
        return current
    }
}

/// Why a skill that answered could not do its job: a stable code for programs and a message for
/// people (see ``SkillOutput/failure``).
public struct SkillFailure: Sendable, Hashable {
    /// A stable machine-readable name (`"weatherUnreachable"`, `"notFound"`).
    public var code: String
    /// What went wrong, in words.
    public var message: String

    /// Creates a failure.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}
