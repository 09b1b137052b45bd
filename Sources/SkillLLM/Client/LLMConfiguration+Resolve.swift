import Foundation

extension LLMConfiguration {
    /// The configuration from command-line flags and the environment, or `nil` when no model is
    /// configured at all (the program then runs without one).
    ///
    /// Each setting is taken from the first of these that is set and not empty:
    ///
    /// | setting | flag | environment |
    /// |---|---|---|
    /// | base URL | `--llm-base-url` | `AGENTSKILL_LLM_BASE_URL`, then `OPENAI_BASE_URL` |
    /// | model | `--llm-model` | `AGENTSKILL_LLM_MODEL` |
    /// | API key | `--llm-api-key` | `AGENTSKILL_LLM_API_KEY`, then `OPENAI_API_KEY` |
    ///
    /// `OPENAI_BASE_URL` and `OPENAI_API_KEY` alone configure nothing — other programs set them
    /// too — but fill in what a configured model lacks.
    ///
    /// - Parameters:
    ///   - baseURL: `--llm-base-url`, if given.
    ///   - model: `--llm-model`, if given.
    ///   - apiKey: `--llm-api-key`, if given.
    ///   - environment: The process environment.
    /// - Throws: ``LLMError/notConfigured(_:)`` when half-configured (a URL without a model or the
    ///   other way round), or when the URL is not an absolute http(s) URL.
    ///
    /// ```swift
    /// try LLMConfiguration.resolve(baseURL: nil, model: nil, apiKey: nil, environment: [:])  // nil
    /// try LLMConfiguration.resolve(
    ///     baseURL: "http://127.0.0.1:8080/v1", model: "qwen2.5-7b", apiKey: nil, environment: [:])
    /// ```
    public static func resolve(
        baseURL: String?, model: String?, apiKey: String?, environment: [String: String]
    ) throws(LLMError) -> LLMConfiguration? {
        func first(_ flag: String?, _ names: String...) -> String? {
            let candidates = [flag] + names.map { environment[$0] }
            return candidates.lazy.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
                .first { !$0.isEmpty }
        }
        let ownURL = first(baseURL, "AGENTSKILL_LLM_BASE_URL")
        let model = first(model, "AGENTSKILL_LLM_MODEL")
        let key = first(apiKey, "AGENTSKILL_LLM_API_KEY", "OPENAI_API_KEY")
        guard ownURL != nil || model != nil else { return nil }
        guard let model else {
            throw .notConfigured(
                "a server is given (\(URLRedaction.redactingPasswords(in: ownURL ?? ""))) but no model: pass"
                    + " --llm-model or set AGENTSKILL_LLM_MODEL")
        }
        guard let text = ownURL ?? first(nil, "OPENAI_BASE_URL") else {
            throw .notConfigured(
                "the model '\(model)' is given but no server: pass --llm-base-url (for example"
                    + " http://127.0.0.1:8080/v1) or set AGENTSKILL_LLM_BASE_URL")
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw .notConfigured(
                "'\(URLRedaction.redactingPasswords(in: text))' is not an http(s) URL: pass --llm-base-url like"
                    + " http://127.0.0.1:8080/v1")
        }
        return LLMConfiguration(baseURL: url, model: model, apiKey: key)
    }
}
