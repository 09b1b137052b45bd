extension LLMError {
    /// This error with every trace of `key` in its text replaced by `***`: the whole key, and any
    /// stretch of 8 of its characters (servers echo keys partly masked, like `sk-abc1…wxyz`).
    func redacting(_ key: String?) -> LLMError {
        guard let key, !key.isEmpty else { return self }
        switch self {
        case .notConfigured(let text): return .notConfigured(Self.redact(text, key: key))
        case .server(let status, let message): return .server(status: status, message: Self.redact(message, key: key))
        case .malformedResponse(let text): return .malformedResponse(Self.redact(text, key: key))
        case .transport(let text): return .transport(Self.redact(text, key: key))
        case .unknownModel(let model): return .unknownModel(Self.redact(model, key: key))
        case .unauthorized, .rateLimited, .timeout: return self
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
