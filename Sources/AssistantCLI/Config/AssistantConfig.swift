import AgentSkill
import SkillJSON
import SkillLLM

/// The settings read from the config file (`config.json`).
///
/// ```json
/// {
///   "permissions": {"rules": [{"skill": "ledger.add", "when": {"argument": "amount", "above": 1000}, "decision": "ask"}]},
///   "ledger": {"currency": "USD"},
///   "llm": {"baseURL": "http://127.0.0.1:8080/v1", "model": "qwen2.5-7b-instruct", "topK": 5},
///   "ui": {"format": "a2ui"}
/// }
/// ```
///
/// Each top-level section belongs to one part of the program; sections this version does not
/// know are ignored, so a newer file still works, but inside a known section every key is
/// checked and an unknown one is an error (a typo must not silently loosen a permission).
struct AssistantConfig: Sendable, Equatable {
    /// The `permissions` section; the default policy when the file has none.
    var permissions = PermissionPolicy()
    /// `ledger.currency`: the ISO 4217 code of amounts written without one; `CNY` by default.
    var ledgerCurrency = AssistantConfig.defaultLedgerCurrency

    /// The `llm` section: the model's server, name, timeout and the hybrid router's settings.
    var model = ModelSettings()

    /// `ui.format`: what `ui.generate` asks the model to write, `"ui"` (ours, the default) or
    /// `"a2ui"` (A2UI v0.9 messages); the person sees the same card either way.
    var uiFormat = UIGenerateFormat.ui

    /// The currency when the file names none.
    static let defaultLedgerCurrency = "CNY"

    /// Reads the settings from a parsed file.
    ///
    /// - Throws: ``JSONError/decodingFailed(path:reason:)`` naming the path of the first problem.
    init(json: JSONValue) throws(JSONError) {
        guard case .object(let sections) = json else {
            throw .decodingFailed(
                path: .root, reason: "expected an object with sections such as \"permissions\", got \(json.typeName)")
        }
        if let permissions = sections["permissions"] {
            self.permissions = try PermissionPolicy(json: permissions, at: ["permissions"])
        }
        if let llm = sections["llm"] {
            self.model = try ModelSettings(json: llm, at: ["llm"])
        }
        if let ui = sections["ui"] {
            let members = try ConfigReader.object(ui, at: ["ui"], keys: ["format"])
            if let format = members["format"] {
                self.uiFormat = try ConfigReader.choice(format, at: ["ui", "format"], of: UIGenerateFormat.allCases)
            }
        }
        if let ledger = sections["ledger"] {
            let members = try ConfigReader.object(ledger, at: ["ledger"], keys: ["currency"])
            if let currency = members["currency"] {
                self.ledgerCurrency = try Self.currency(currency, at: ["ledger", "currency"])
            }
        }
    }

    /// The defaults, for when there is no file.
    init() {}

    /// A three-letter upper-case ISO 4217 code such as `CNY` or `USD`.
    static func currency(_ value: JSONValue, at path: JSONPath) throws(JSONError) -> String {
        let expected = "expected a three-letter ISO 4217 currency code such as \"CNY\" or \"USD\""
        guard case .string(let code) = value else {
            throw ConfigReader.problem(at: path, "\(expected), got \(value.typeName)")
        }
        let isCode = { (text: String) in text.utf8.count == 3 && text.utf8.allSatisfy { (65...90).contains($0) } }
        guard isCode(code) else {
            let hint = isCode(code.uppercased()) ? " — did you mean \"\(code.uppercased())\"?" : ""
            throw ConfigReader.problem(at: path, "\(expected), got \"\(code)\"\(hint)")
        }
        return code
    }
}
