/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/capsule
@frozen public struct Capsule: Shape {
    /// https://developer.apple.com/documentation/swiftui/capsule/init(style:)
    public init(style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
    case circular
    /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen public struct FillStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}
