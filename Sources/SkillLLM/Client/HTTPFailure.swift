import SkillJSON

/// HTTP answers other than 2xx, as ``LLMError``s people can act on.
enum HTTPFailure {
    /// The error for `status`: 401 and 403 refuse the key, 404 names `model`, 429 carries
    /// `Retry-After`, anything else the server's own message from `body`.
    static func error(status: Int, body: [UInt8], retryAfter: Double?, model: String) -> LLMError {
        switch status {
        case 401, 403: .unauthorized
        case 404: .unknownModel(model)
        case 429: .rateLimited(retryAfter: retryAfter)
        default: .server(status: status, message: serverMessage(body))
        }
    }

    /// `error.message` of an OpenAI error body (`{"error": {"message": …}}`); also `{"error": "…"}`,
    /// `{"detail": "…"}` and `{"message": "…"}` as other servers write them; else the body's start.
    static func serverMessage(_ body: [UInt8]) -> String {
        if let value = try? JSONValue.parse(body) {
            let candidates = [
                value["error"]?["message"], value["error"], value["detail"], value["message"],
            ]
            if let message = candidates.lazy.compactMap({ $0?.stringValue }).first(where: { !$0.isEmpty }) {
                return message
            }
        }
        let text = String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "no details in the answer" : text + (body.count > 300 ? "…" : "")
    }

    /// `Retry-After` as seconds; an HTTP date (rare for APIs) reads as `nil`.
    static func retryAfter(_ header: String?) -> Double? {
        guard let text = header?.trimmingCharacters(in: .whitespaces), let seconds = Double(text), seconds.isFinite,
            seconds >= 0
        else { return nil }
        return seconds
    }
}
