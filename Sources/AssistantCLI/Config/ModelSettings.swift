import AgentSkill
import SkillJSON

/// The config file's `llm` section: where the model is and how the hybrid router uses it.
///
/// ```json
/// {"llm": {"baseURL": "http://127.0.0.1:8080/v1", "model": "qwen2.5-7b-instruct",
///          "timeout": 120, "topK": 5, "threshold": 0.6}}
/// ```
///
/// Flags and the environment come first (`--llm-base-url`, `$AGENTSKILL_LLM_BASE_URL`, …); the
/// file fills in what they leave out. The API key is never read from the file: it belongs in
/// `$AGENTSKILL_LLM_API_KEY` (or `--llm-api-key`), so a config file can be shared.
struct ModelSettings: Sendable, Equatable {
    /// `baseURL`: the OpenAI-compatible server's API root.
    var baseURL: String?
    /// `model`: the model to ask.
    var model: String?
    /// `timeout`: seconds a request may take and a stream may stay silent (1…3600).
    var timeout: Double?
    /// `topK`: skills the hybrid router shows the model (0…50).
    var topK: Int?
    /// `threshold`: the NLU confidence from which the hybrid router decides locally (0…1).
    var threshold: Double?

    static let keys = ["baseURL", "model", "timeout", "topK", "threshold"]

    init() {}

    /// Reads the section at `path`.
    ///
    /// - Throws: ``JSONError/decodingFailed(path:reason:)`` for an unknown key (an `apiKey` gets
    ///   a pointer to the environment), a wrong type or a value out of range.
    init(json: JSONValue, at path: JSONPath) throws(JSONError) {
        if case .object(let members) = json, members["apiKey"] != nil {
            throw ConfigReader.problem(
                at: path.appending(key: "apiKey"),
                "the API key is not read from the config file — set AGENTSKILL_LLM_API_KEY or pass --llm-api-key")
        }
        let members = try ConfigReader.object(json, at: path, keys: Self.keys)
        baseURL = try Self.text(members["baseURL"], at: path.appending(key: "baseURL"))
        model = try Self.text(members["model"], at: path.appending(key: "model"))
        timeout = try Self.number(members["timeout"], at: path.appending(key: "timeout"), in: 1...3600)
        topK = try Self.number(members["topK"], at: path.appending(key: "topK"), in: 0...50).map { Int($0) }
        threshold = try Self.number(members["threshold"], at: path.appending(key: "threshold"), in: 0...1)
        if let topK = members["topK"]?.doubleValue, topK.rounded() != topK {
            throw ConfigReader.problem(at: path.appending(key: "topK"), "expected a whole number, got \(topK)")
        }
    }

    private static func text(_ value: JSONValue?, at path: JSONPath) throws(JSONError) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value, !text.isEmpty else {
            throw ConfigReader.problem(at: path, "expected a non-empty string, got \(value.stableString())")
        }
        return text
    }

    private static func number(
        _ value: JSONValue?, at path: JSONPath, in range: ClosedRange<Double>
    ) throws(JSONError) -> Double? {
        guard let value else { return nil }
        guard let number = value.doubleValue, range.contains(number) else {
            let bounds = "\(range.lowerBound.formatted)…\(range.upperBound.formatted)"
            throw ConfigReader.problem(at: path, "expected a number in \(bounds), got \(value.stableString())")
        }
        return number
    }
}

extension Double {
    /// `5` for 5.0, `0.6` for 0.6.
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
