/// How ``UIDecoder`` reads a document: the mode, the limits and the custom component types.
///
/// ```swift
/// var registry = SKComponentRegistry()
/// registry.register(SKCustomComponentDefinition(type: "rating"))
/// let options = UIDecodingOptions(mode: .strict, registry: registry)
/// ```
public struct UIDecodingOptions: Sendable {
    /// How forgiving the decoder is.
    public enum Mode: Sendable, Hashable {
        /// The first problem of any kind fails the document, with its path.
        case strict
        /// Every problem that can be fixed is fixed and reported; nothing throws. For model output.
        case lenient
    }

    /// How forgiving the decoder is; lenient unless you ask for strict.
    public var mode: Mode
    /// Size and depth bounds.
    public var limits: UILimits
    /// The custom component types accepted besides the built-in catalog.
    public var registry: SKComponentRegistry
    /// The language and time zone a bound document's `formatDate` and `pluralize` use (English and
    /// UTC unless set), injected so a document resolves the same on every machine.
    public var binding: A2UIRenderOptions

    /// Creates options; the defaults read model output leniently with the default limits.
    public init(
        mode: Mode = .lenient, limits: UILimits = .default, registry: SKComponentRegistry = .standard,
        binding: A2UIRenderOptions = .init()
    ) {
        self.mode = mode
        self.limits = limits
        self.registry = registry
        self.binding = binding
    }
}
