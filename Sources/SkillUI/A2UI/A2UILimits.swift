import SkillJSON

/// What reading and building an A2UI surface may cost. Every limit, when hit, is a diagnostic that
/// names it; nothing is ever read past it.
///
/// | Limit | Default |
/// |---|---|
/// | `maxInputBytes` — the whole input, checked before parsing | 4 MiB |
/// | `maxMessages` — messages in one input | 10,000 |
/// | `maxJSONDepth` — nesting of one message's JSON | 128 |
/// | `maxComponents` — components one surface holds | 10,000 |
/// | `maxTreeNodes` / `maxTreeDepth` — nodes and levels of the built tree | ``UILimits`` (10,000 / 64) |
/// | `maxTemplateItems` — instances one template makes | 1,000 |
/// | `maxPatternLength` — a `regex` pattern, in characters | 256 |
/// | `maxRegexInputLength` — the text a `regex` tests, in characters | 4,096 |
/// | `maxExpressionDepth` — nesting of `${…}` and function calls | 16 |
public struct A2UILimits: Sendable, Hashable {
    public var maxInputBytes: Int
    public var maxMessages: Int
    public var maxJSONDepth: Int
    public var maxComponents: Int
    public var maxTreeNodes: Int
    public var maxTreeDepth: Int
    public var maxTemplateItems: Int
    public var maxPatternLength: Int
    public var maxRegexInputLength: Int
    public var maxExpressionDepth: Int

    /// Creates limits; the defaults are in the type's table.
    public init(
        maxInputBytes: Int = 4 * 1024 * 1024, maxMessages: Int = 10_000, maxJSONDepth: Int = 128,
        maxComponents: Int = 10_000, maxTreeNodes: Int = UILimits.default.maxNodes,
        maxTreeDepth: Int = UILimits.default.maxDepth, maxTemplateItems: Int = 1_000, maxPatternLength: Int = 256,
        maxRegexInputLength: Int = 4_096, maxExpressionDepth: Int = 16
    ) {
        self.maxInputBytes = maxInputBytes
        self.maxMessages = maxMessages
        self.maxJSONDepth = maxJSONDepth
        self.maxComponents = maxComponents
        self.maxTreeNodes = maxTreeNodes
        self.maxTreeDepth = maxTreeDepth
        self.maxTemplateItems = maxTemplateItems
        self.maxPatternLength = maxPatternLength
        self.maxRegexInputLength = maxRegexInputLength
        self.maxExpressionDepth = maxExpressionDepth
    }

    /// The defaults.
    public static let `default` = A2UILimits()
}
