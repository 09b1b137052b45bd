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
    /// Lets a closure take a binding as `$value` (`ForEach($items) { $item in … }`).
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(standIn: ())
    }
}

/// https://developer.apple.com/documentation/swiftui/binding (Sendable where Value: Sendable)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding (a collection of bindings when Value is a collection)
extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {
    /// https://developer.apple.com/documentation/swiftui/binding/element
    public typealias Element = Binding<Value.Element>
    /// https://developer.apple.com/documentation/swiftui/binding/index
    public typealias Index = Value.Index
    /// https://developer.apple.com/documentation/swiftui/binding/indices
    public typealias Indices = Value.Indices
    /// https://developer.apple.com/documentation/swiftui/binding/subsequence
    public typealias SubSequence = Slice<Binding<Value>>
    /// https://developer.apple.com/documentation/swiftui/binding/indices-swift.property
    public var indices: Value.Indices { wrappedValue.indices }
    /// https://developer.apple.com/documentation/swiftui/binding/startindex
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// https://developer.apple.com/documentation/swiftui/binding/endindex
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// https://developer.apple.com/documentation/swiftui/binding/index(after:)
    public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }
    /// https://developer.apple.com/documentation/swiftui/binding/index(before:)
    public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(_:)
    public subscript(position: Value.Index) -> Binding<Value.Element> { Binding<Value.Element>(standIn: ()) }
}

/// Only for `@Observable` classes, as in SwiftUI.
/// https://developer.apple.com/documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value
    /// Unavailable: the wrapped value must be an `Observable` object (the extension below); this declaration makes
    /// a `@Bindable` property's memberwise initializer take the object.
    /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    init(standIn value: Value) { wrappedValue = value }
    /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
    /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(standIn: ())
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.init(standIn: wrappedValue) }
}
