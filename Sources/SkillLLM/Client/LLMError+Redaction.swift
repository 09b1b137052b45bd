extension LLMError {
    /// This error with the secrets of `configuration` kept out of its text: the API key (see
    /// ``redacting(_:)``), the password of the base URL — as written and percent-decoded — and
    /// the password of any URL's user info (`http://user:***@host`).
    func redacting(_ configuration: LLMConfiguration) -> LLMError {
        let url = configuration.baseURL
        let passwords = [url.password(percentEncoded: true), url.password(percentEncoded: false)].compactMap { $0 }
        var redacted = redacting(configuration.apiKey)
        for password in passwords where !password.isEmpty {
            redacted = redacted.mapText { $0.replacingOccurrences(of: password, with: URLRedaction.mask) }
        }
        return redacted.mapText(URLRedaction.redactingPasswords(in:))
    }

    /// This error with every trace of `key` in its text replaced by `***`: the whole key, and any
    /// stretch of 8 of its characters (servers echo keys partly masked, like `sk-abc1…wxyz`).
    func redacting(_ key: String?) -> LLMError {
        guard let key, !key.isEmpty else { return self }
        return mapText { Self.redact($0, key: key) }
    }

    /// This error with `transform` applied to each text it carries.
    func mapText(_ transform: (String) -> String) -> LLMError {
        switch self {
        case .notConfigured(let text): .notConfigured(transform(text))
        case .server(let status, let message): .server(status: status, message: transform(message))
        case .malformedResponse(let text): .malformedResponse(transform(text))
        case .unusableAnswer(let text): .unusableAnswer(transform(text))
        case .transport(let text): .transport(transform(text))
        case .unknownModel(let model): .unknownModel(transform(model))
        case .unauthorized, .rateLimited, .timeout: self
        }
    }

    static func redact(_ text: String, key: String) -> String {
        var result = text.replacingOccurrences(of: key, with: "***")
        let characters = Array(key)
        let window = 8
        guard characters.count > window else { return result }
        for start in 0...(characters.count - window) {
            let piece = String(characters[start..<(start + window)])
            if result.contains(piece) { result = result.replacingOccurrences(of: piece, with: "***") }
        }
        return result
    }
}
