import SkillJSON

/// The default one-line text of a call: `ledger.add {"amount":"35"}`.
enum SkillCallSummary {
    /// How many characters of arguments the summary keeps before cutting with `…`.
    static let argumentLimit = 100

    /// The id, then the arguments as compact sorted JSON (left out when empty), cut to
    /// ``argumentLimit`` characters.
    static func text(skillID: String, arguments: JSONValue) -> String {
        switch arguments {
        case .null, .object([:]), .array([]): return skillID
        default: break
        }
        let json = arguments.stableString()
        guard json.count > argumentLimit else { return "\(skillID) \(json)" }
        return "\(skillID) \(json.prefix(argumentLimit - 1))…"
    }
}
