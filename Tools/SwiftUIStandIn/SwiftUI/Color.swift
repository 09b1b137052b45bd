/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
/// (SwiftUI declares the `View` conformance in an extension, so the members are not main-actor isolated.)
@frozen public struct Color: ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
    /// https://developer.apple.com/documentation/swiftui/color/primary
    public static let primary = Color(red: 0, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/description
    public var description: String { "Color" }

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
    }
}

/// https://developer.apple.com/documentation/swiftui/color (Color is a View)
extension Color: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@frozen public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { self }
}
