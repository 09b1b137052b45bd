import SkillJSON

/// A component type added by the application, beyond the built-in catalog.
///
/// ```swift
/// var registry = SKComponentRegistry()
/// registry.register(SKCustomComponentDefinition(
///     type: "rating", schema: .object(["stars": .integer(minimum: 0, maximum: 5)], required: ["stars"]),
///     fallbackText: { node in node.properties["stars"].map { "\($0) ★" } }))
/// ```
public struct SKCustomComponentDefinition: Sendable {
    /// The `"type"` tag.
    public var type: String
    /// The schema of its properties (everything but `type`, `id` and the children); decoding
    /// reports each violation as a diagnostic with its path.
    public var schema: JSONSchema
    /// Whether it may hold child components (under `children`).
    public var acceptsChildren: Bool
    /// What renderers without a dedicated render function show: some text, or nothing.
    public var fallbackText: @Sendable (SKCustom) -> String?

    /// Creates a definition.
    public init(
        type: String, schema: JSONSchema = .any, acceptsChildren: Bool = false,
        fallbackText: @escaping @Sendable (SKCustom) -> String? = { _ in nil }
    ) {
        self.type = type
        self.schema = schema
        self.acceptsChildren = acceptsChildren
        self.fallbackText = fallbackText
    }
}

/// The custom component types a decoder accepts. Built-in types cannot be overridden.
public struct SKComponentRegistry: Sendable {
    private var definitions: [String: SKCustomComponentDefinition] = [:]

    /// An empty registry: only the built-in catalog.
    public init() {}

    /// The registry with no custom types.
    public static let standard = SKComponentRegistry()

    /// Adds or replaces a custom type; returns `false` (and changes nothing) for a built-in type name.
    @discardableResult
    public mutating func register(_ definition: SKCustomComponentDefinition) -> Bool {
        guard SKComponentKind(rawValue: definition.type) == nil, definition.type != "section" else { return false }
        definitions[definition.type] = definition
        return true
    }

    /// The definition for `type`, if registered.
    public func definition(for type: String) -> SKCustomComponentDefinition? {
        definitions[type]
    }

    /// The registered type names, sorted.
    public var types: [String] { definitions.keys.sorted() }
}
