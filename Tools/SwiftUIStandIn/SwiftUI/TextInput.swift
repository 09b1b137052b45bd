/// https://developer.apple.com/documentation/swiftui/texteditor
public struct TextEditor: View {
    /// https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
    public init(text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension TextField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
public struct SubmitTriggers: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue
    public let rawValue: Int
    /// https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/submittriggers/text
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
    public func lineLimit(_ number: Int?) -> some View { self }
}
