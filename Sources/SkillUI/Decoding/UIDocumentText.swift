import SkillJSON

/// Turns document text into a ``JSONValue`` under ``UILimits``.
///
/// In lenient mode, text that does not parse strictly is handed to the repairing parser
/// (`LenientJSON` in SkillJSON), with its repairs reported as warnings.
enum UIDocumentText {
    /// The value, or one error diagnostic at `$` (too large, or not JSON). In lenient mode, text
    /// that does not parse strictly goes through ``LenientJSON`` (code fences, trailing commas,
    /// single or smart quotes, truncation…), and each repair is a warning at `$`.
    static func parse(
        _ text: String, options: UIDecodingOptions
    ) -> (value: JSONValue?, problem: Diagnostic?, repairs: [Diagnostic]) {
        do throws(UIError) {
            return (try parseStrict(text, options: options), nil, [])
        } catch {
            switch error {
            case .invalidDocument(let diagnostic): return (nil, diagnostic, [])
            case .invalidJSON(let jsonError):
                guard options.mode == .lenient else {
                    return (nil, Diagnostic(path: .root, message: jsonError.description), [])
                }
                let repaired = LenientJSON.parse(text, limits: parseLimits(options.limits))
                guard let value = repaired.value else {
                    let message = (repaired.error ?? jsonError).description
                    return (nil, Diagnostic(path: .root, message: message), [])
                }
                let notes = repaired.repairs.map {
                    Diagnostic(severity: .warning, path: .root, message: "repaired JSON: \($0)")
                }
                return (value, nil, notes)
            case .patchFailed(let reason), .dataUpdateFailed(let reason):
                return (nil, Diagnostic(path: .root, message: reason), [])
            }
        }
    }

    /// The parser limits for a document under `limits`.
    static func parseLimits(_ limits: UILimits) -> JSONParseLimits {
        // Components nest two JSON levels each (object, children array); leave room for payloads.
        JSONParseLimits(
            maxDepth: max(512, limits.maxDepth * 2 + 64), maxBytes: limits.maxDocumentBytes,
            maxStringBytes: limits.maxDocumentBytes)
    }

    /// The value; throws ``UIError/invalidDocument(_:)`` for size, ``UIError/invalidJSON(_:)`` for syntax.
    static func parseStrict(_ text: String, options: UIDecodingOptions) throws(UIError) -> JSONValue {
        let limits = options.limits
        let byteCount = text.utf8.count
        guard byteCount <= limits.maxDocumentBytes else {
            throw .invalidDocument(
                Diagnostic(
                    path: .root,
                    message: "document of \(byteCount) bytes is larger than \(limits.maxDocumentBytes) bytes"
                        + " (maxDocumentBytes)"))
        }
        do {
            return try JSONValue.parse(text, limits: parseLimits(limits))
        } catch {
            throw .invalidJSON(error)
        }
    }
}
