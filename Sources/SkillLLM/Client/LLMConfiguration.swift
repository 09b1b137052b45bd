import Foundation

/// Where the model is and how to talk to it.
///
/// The API key never appears in ``description``, ``debugDescription``, `dump` output or errors; nor
/// does a password in the base URL's user info (`http://user:secret@host/v1` shows as
/// `http://user:***@host/v1`).
///
/// ```swift
/// let configuration = try LLMConfiguration.resolve(
///     baseURL: flags["--llm-base-url"], model: flags["--llm-model"], apiKey: flags["--llm-api-key"],
///     environment: ProcessInfo.processInfo.environment)
/// let model = configuration.map { OpenAIClient(configuration: $0) }  // nil: run without a model
/// ```
public struct LLMConfiguration: Sendable, Hashable {
    /// The API root, such as `http://127.0.0.1:8080/v1`; requests go to `baseURL/chat/completions`.
    public var baseURL: URL
    /// The model name sent when a request names none.
    public var model: String
    /// Sent as `Authorization: Bearer KEY` when set.
    public var apiKey: String?
    /// Seconds a request may take, and seconds a stream may stay silent (default 60).
    public var timeout: Double
    /// Retries after 429 (honouring `Retry-After`), 5xx and connection failures (default 2).
    public var maxRetries: Int
    /// How requests travel (default ``LLMTransport/platformDefault``: libcurl on Linux).
    public var transport: LLMTransport

    /// Creates a configuration; a negative `maxRetries` counts as 0.
    public init(
        baseURL: URL, model: String, apiKey: String? = nil, timeout: Double = 60, maxRetries: Int = 2,
        transport: LLMTransport = .platformDefault
    ) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.timeout = timeout
        self.maxRetries = max(0, maxRetries)
        self.transport = transport
    }

    /// `baseURL/chat/completions`, whether or not the base URL ends in a slash.
    var chatCompletionsURL: URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text + "/chat/completions") ?? baseURL.appendingPathComponent("chat/completions")
    }
}

extension LLMConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `model 'NAME' at URL (API key set)` — never the key itself, nor the URL's password.
    public var description: String {
        "model '\(model)' at \(URLRedaction.display(baseURL))" + (apiKey == nil ? " (no API key)" : " (API key set)")
    }

    /// The same as ``description``, with the timeout and retries.
    public var debugDescription: String {
        "LLMConfiguration(\(description), timeout: \(timeout) s, maxRetries: \(maxRetries), transport: \(transport))"
    }

    /// The fields, with the key shown as `<redacted>` and the URL's password as `***`, so `dump`
    /// and debuggers cannot leak them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": URLRedaction.display(baseURL), "model": model,
                "apiKey": apiKey == nil ? "nil" : "<redacted>", "timeout": timeout,
                "maxRetries": maxRetries, "transport": transport,
            ], displayStyle: .struct)
    }
}
