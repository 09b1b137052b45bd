import SkillJSON

/// The bounds a connection enforces on what it reads.
///
/// A line over ``maxLineBytes`` is dropped as it streams in and answered with a -32600 error;
/// the session goes on. Each line is parsed with ``json`` (nesting depth, string size).
public struct MCPLimits: Sendable, Hashable {
    /// The longest message line accepted, in bytes; 4 MiB by default.
    public var maxLineBytes: Int
    /// The parser's limits for one message; by default 128 levels of nesting and strings up to
    /// the line limit.
    public var json: JSONParseLimits

    /// Creates limits.
    public init(maxLineBytes: Int = 4 * 1024 * 1024, maxDepth: Int = 128) {
        self.maxLineBytes = maxLineBytes
        self.json = JSONParseLimits(maxDepth: maxDepth, maxBytes: maxLineBytes, maxStringBytes: maxLineBytes)
    }

    /// 4 MiB lines, 128 levels.
    public static let `default` = MCPLimits()
}
