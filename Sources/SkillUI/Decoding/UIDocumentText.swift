import SkillJSON

/// Turns document text into a ``JSONValue`` under ``UILimits``.
///
/// This is the seam for JSON repair: in lenient mode, text that does not parse strictly will be
/// handed to the repairing parser (`LenientJSON` in SkillJSON) here, with its repairs reported as
/// warnings. Until then every mode parses strictly.
enum UIDocumentText {
    /// The value, or one error diagnostic at `$` (too large, or not JSON).
    static func parse(_ text: String, options: UIDecodingOptions) -> (value: JSONValue?, problem: Diagnostic?) {
        do throws(UIError) {
            return (try parseStrict(text, options: options), nil)
        } catch {
            switch error {
            case .invalidDocument(let diagnostic): return (nil, diagnostic)
            case .invalidJSON(let jsonError): return (nil, Diagnostic(path: .root, message: jsonError.description))
            case .patchFailed(let reason): return (nil, Diagnostic(path: .root, message: reason))
            }
        }
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
        // Components nest two JSON levels each (object, children array); leave room for payloads.
        let parseLimits = JSONParseLimits(
            maxDepth: max(512, limits.maxDepth * 2 + 64), maxBytes: limits.maxDocumentBytes,
            maxStringBytes: limits.maxDocumentBytes)
        do {
            return try JSONValue.parse(text, limits: parseLimits)
        } catch {
            // LenientJSON seam: when options.mode == .lenient, try the repairing parser here.
            throw .invalidJSON(error)
        }
    }
}
