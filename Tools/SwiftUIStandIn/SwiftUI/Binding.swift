/// Only what the sources use: a `$state` projection and `@Binding` properties. `init(get:set:)` is left out on
/// purpose: its closures' isolation differs between SDKs (`@Sendable`, `@isolated(any)`), so the sources avoid it.
/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Makes the dummy bindings of the stand-in's `$state` projections.
    init(standIn: Void) {}
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(standIn: ())
    }
}

/// https://developer.apple.com/documentation/swiftui/binding (Sendable where Value: Sendable)
extension Binding: @unchecked Sendable where Value: Sendable {}
