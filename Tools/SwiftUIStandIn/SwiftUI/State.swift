/// A property wrapper in the macOS 15 / iOS 18 SDKs (a macro only from SDK 27).
/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    private var value: Value
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { self.value = value }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { self.value = value }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { Binding(standIn: ()) }
}
