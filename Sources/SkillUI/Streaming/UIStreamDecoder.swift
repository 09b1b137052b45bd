import SkillJSON

/// Decodes a UI document while it is still arriving — a model streaming its answer — and gives
/// the best tree so far after every chunk, for progressive rendering.
///
/// Chunks may split anywhere (inside a string, a number, a multi-byte character). Each update
/// closes what is open, drops what is incomplete, and decodes leniently; ``finish()`` decodes the
/// whole text, repairing what a model typically gets wrong. A bound document (one with `"$data"`)
/// is resolved at every update against the data that has arrived so far: put `$data` first so
/// that bindings show values early; until it arrives the document is read as a plain one, and a
/// pointer still arriving may name nothing yet (a warning, shown empty). Each update re-decodes the tree so far
/// (linear in its size); call it per chunk of tokens rather than per byte for large documents.
///
/// ```swift
/// var stream = UIStreamDecoder()
/// for await chunk in modelOutput {
///     if let partial = stream.append(chunk) { show(partial.component) }
/// }
/// let final = stream.finish()
/// ```
public struct UIStreamDecoder: Sendable {
    private var parser: PartialJSONParser
    private var lastValue: JSONValue?
    private let options: UIDecodingOptions

    /// Creates a decoder with the given options (lenient by default).
    public init(options: UIDecodingOptions = .init()) {
        self.options = options
        let limits = options.limits
        self.parser = PartialJSONParser(
            limits: JSONParseLimits(
                maxDepth: max(512, limits.maxDepth * 2 + 64), maxBytes: limits.maxDocumentBytes,
                maxStringBytes: limits.maxDocumentBytes))
    }

    /// Adds a chunk; returns the decoded tree so far when it changed, `nil` when it did not (or
    /// nothing renderable has arrived yet). A partial tree in which a half-arrived node had to be
    /// dropped (an error diagnostic) is held back, so what is shown only ever grows.
    public mutating func append(_ chunk: String) -> UIDecodeResult? {
        append(bytes: chunk.utf8)
    }

    /// Adds a chunk of UTF-8 as it came off the wire, which may end inside a multi-byte
    /// character; returns what ``append(_:)`` returns.
    public mutating func append(bytes chunk: some Collection<UInt8>) -> UIDecodeResult? {
        parser.append(bytes: chunk)
        guard let value = parser.bestValue, value != lastValue else { return nil }
        lastValue = value
        let result = UIDecoder.decode(value, options: options)
        return result.component == nil || result.hasErrors ? nil : result
    }

    /// Ends the stream and decodes the complete text (with JSON repair in lenient mode).
    public mutating func finish() -> UIDecodeResult {
        let parsed = parser.finish()
        guard let value = parsed.value else {
            let message = parsed.error?.description ?? "no JSON value in the stream"
            return UIDecodeResult(component: nil, diagnostics: [Diagnostic(path: .root, message: message)])
        }
        var result = UIDecoder.decode(value, options: options)
        let repairs = parsed.repairs.map {
            Diagnostic(severity: .warning, path: .root, message: "repaired JSON: \($0)")
        }
        result.diagnostics.insert(contentsOf: repairs, at: 0)
        return result
    }
}
