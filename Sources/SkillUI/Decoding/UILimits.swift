/// Bounds the UI decoder enforces so hostile or runaway model output cannot exhaust memory or time.
///
/// Both decoding modes check them: strict mode throws at the first limit exceeded, lenient mode
/// keeps what fits and reports one diagnostic per limit.
///
/// ```swift
/// var limits = UILimits.default
/// limits.maxNodes = 500
/// let result = UIDecoder.decode(json: text, options: UIDecodingOptions(limits: limits))
/// ```
public struct UILimits: Sendable, Hashable {
    /// The deepest nesting of components; the root is level 1. Free-form JSON values (payloads,
    /// custom properties) may also nest at most this deep.
    public var maxDepth: Int
    /// The most components in one tree (as ``SKComponent/nodeCount`` counts them: list rows are not components).
    public var maxNodes: Int
    /// The longest string, in UTF-8 bytes; lenient mode cuts longer ones at a `Character` boundary.
    public var maxStringBytes: Int
    /// The largest document accepted as text, in UTF-8 bytes (checked before parsing).
    public var maxDocumentBytes: Int

    /// Creates limits; every parameter defaults to the value in ``default``.
    public init(
        maxDepth: Int = 64, maxNodes: Int = 10_000, maxStringBytes: Int = 65_536,
        maxDocumentBytes: Int = 4 * 1_048_576
    ) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxStringBytes = maxStringBytes
        self.maxDocumentBytes = maxDocumentBytes
    }

    /// 64 levels, 10,000 components, 64 KiB per string, 4 MiB per document.
    public static let `default` = UILimits()
}
