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

    /// Creates an output.
    ///
    /// ```swift
    /// SkillOutput("明天 12°C", data: ["temperature": 12])
    /// ```
    public init(_ text: String, data: JSONValue? = nil, ui: SKComponent? = nil) {
        self.text = text
        self.data = data
        self.ui = ui
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
