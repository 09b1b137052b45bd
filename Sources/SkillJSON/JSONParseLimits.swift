/// Bounds the parser enforces so hostile or accidental input cannot exhaust memory or time.
///
/// Exceeding a limit throws ``JSONError/nestingTooDeep(limit:location:)``,
/// ``JSONError/inputTooLarge(byteCount:limit:)`` or ``JSONError/stringTooLong(limit:location:)``.
/// The parser never recurses, so even a large `maxDepth` cannot overflow the stack while parsing;
/// keep it modest anyway, because deeply nested values are slow to compare and release.
///
/// ```swift
/// let limits = JSONParseLimits(maxDepth: 32, maxBytes: 64 * 1024)
/// let value = try JSONValue.parse(requestBody, limits: limits)
/// ```
public struct JSONParseLimits: Sendable, Hashable {
    /// The deepest allowed nesting of arrays and objects; a top-level scalar has depth 0.
    public var maxDepth: Int
    /// The largest accepted input, in UTF-8 bytes.
    public var maxBytes: Int
    /// The longest accepted string or object key, in UTF-8 bytes after unescaping.
    public var maxStringBytes: Int

    /// Creates limits; every parameter defaults to the value in ``default``.
    public init(maxDepth: Int = 512, maxBytes: Int = 16 * 1024 * 1024, maxStringBytes: Int = 4 * 1024 * 1024) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
        self.maxStringBytes = maxStringBytes
    }

    /// Depth 512, 16 MiB of input, 4 MiB per string.
    public static let `default` = JSONParseLimits()

    /// No practical limits; used for JSON this module produced itself.
    static let unlimited = JSONParseLimits(maxDepth: .max, maxBytes: .max, maxStringBytes: .max)
}
