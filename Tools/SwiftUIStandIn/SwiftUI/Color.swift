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
    /// https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// https://developer.apple.com/documentation/swiftui/color/accentcolor
    public static var accentColor: Color { Color(red: 0, green: 0, blue: 1) }
    /// https://developer.apple.com/documentation/swiftui/color/white
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// https://developer.apple.com/documentation/swiftui/color/red
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/orange
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/green
    public static let green = Color(red: 0, green: 1, blue: 0)
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

extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red
    public static var red: Color { Color.red }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/green
    public static var green: Color { Color.green }
}
