import SkillJSON

/// A request id: a string or an integer, echoed back in the response.
public enum JSONRPCID: Sendable, Hashable, CustomStringConvertible {
    /// An integer id (`1`).
    case number(Int)
    /// A string id (`"a-1"`).
    case string(String)

    /// The id from its JSON form, or `nil` when it is neither a string nor a whole number.
    public init?(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number):
            guard number.rounded() == number, abs(number) < 9_007_199_254_740_992 else { return nil }
            self = .number(Int(number))
        default: return nil
        }
    }

    /// The JSON form.
    public var jsonValue: JSONValue {
        switch self {
        case .number(let number): .number(Double(number))
        case .string(let text): .string(text)
        }
    }

    /// `7` or `"a-1"`, as written on the wire.
    public var description: String { jsonValue.stableString() }
}
