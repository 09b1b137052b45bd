/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (a View when Content is a View)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
