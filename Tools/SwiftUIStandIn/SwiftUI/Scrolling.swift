/// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/rawvalue
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader
@frozen public struct ScrollViewReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
public struct ScrollViewProxy {
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
    public static let bottom = UnitPoint()
}

/// https://developer.apple.com/documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation()
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
