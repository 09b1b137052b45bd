/// The error type of the SkillLLM module: what went wrong talking to a language model.
///
/// ``description`` says what failed and what to do about it. No case carries the API key, and
/// text that comes from the server is scrubbed of it before it is stored here.
///
/// ```swift
/// LLMError.unknownModel("gpt-9").description
/// // "the server does not know the model 'gpt-9' (HTTP 404): check --llm-model / AGENTSKILL_LLM_MODEL …"
/// ```
public enum LLMError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The model is not (fully) configured; the text says what is missing and how to set it.
    case notConfigured(String)
    /// The server refused the API key (HTTP 401 or 403).
    case unauthorized
    /// The server answered 404 for a request naming this model.
    case unknownModel(String)
    /// HTTP 429, still after the retries; `retryAfter` is the server's last `Retry-After` in seconds.
    case rateLimited(retryAfter: Double?)
    /// Any other HTTP failure (after the retries, for 5xx), with the server's message.
    case server(status: Int, message: String)
    /// No answer within the timeout (for a stream: no bytes for that long).
    case timeout(seconds: Double)
    /// The answer is not the chat-completions JSON expected; the text says what and where.
    case malformedResponse(String)
    /// The server could not be reached, or the connection broke (after the retries).
    case transport(String)
    /// The model answered, but what it wrote could not be used, even after the repair rounds
    /// (`ui.generate`'s UI that never decoded); the text says what was wrong and where.
    case unusableAnswer(String)

    /// What failed and what to do about it.
    public var description: String {
        switch self {
        case .notConfigured(let what):
            "the language model is not configured: \(what)"
        case .unauthorized:
            "the server refused the API key (HTTP 401/403): check --llm-api-key / AGENTSKILL_LLM_API_KEY"
        case .unknownModel(let model):
            "the server does not know the model '\(model)' (HTTP 404): check --llm-model / AGENTSKILL_LLM_MODEL"
                + " against the server's GET /models, and that --llm-base-url ends in /v1"
        case .rateLimited(let retryAfter?):
            "the server is rate limiting requests (HTTP 429) and asks to wait \(Self.seconds(retryAfter))"
                + " — try again later"
        case .rateLimited(nil):
            "the server is rate limiting requests (HTTP 429) — try again later"
        case .server(let status, let message):
            "the model server failed (HTTP \(status)): \(message)"
        case .timeout(let seconds):
            "timed out after \(Self.seconds(seconds)) waiting for the model server — check that it is running"
                + " and not overloaded, or allow more time (LLMConfiguration.timeout)"
        case .malformedResponse(let what):
            "the model server's answer is not a chat completion: \(what)"
        case .transport(let what):
            "cannot talk to the model server: \(what) — check --llm-base-url / AGENTSKILL_LLM_BASE_URL"
        case .unusableAnswer(let what):
            "the model's answer could not be used: \(what) — try again, or a larger model"
        }
    }

    /// `12 s`, `0.5 s`.
    private static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
