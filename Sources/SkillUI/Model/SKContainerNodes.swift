/// Children laid out in a row or a column. `"type": "section"` decodes to a stack.
public struct SKStack: Sendable, Hashable {
    /// The main axis.
    public enum Direction: String, Sendable, Hashable, CaseIterable { case vertical, horizontal }

    public var id: String
    public var direction: Direction
    public var spacing: Double?
    public var alignment: SKAlignment?
    public var padding: Double?
    public var background: SKColor?
    public var children: [SKComponent]

    public init(
        id: String = "", direction: Direction = .vertical, spacing: Double? = nil, alignment: SKAlignment? = nil,
        padding: Double? = nil, background: SKColor? = nil, children: [SKComponent] = []
    ) {
        self.id = id
        self.direction = direction
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        self.background = background
        self.children = children
    }
}

/// A titled box around children.
public struct SKCard: Sendable, Hashable {
    public var id: String
    public var title: String?
    public var subtitle: String?
    public var children: [SKComponent]

    public init(id: String = "", title: String? = nil, subtitle: String? = nil, children: [SKComponent] = []) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.children = children
    }
}

/// Where content sits across the main axis, or where text lines up.
public enum SKAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}
