/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    public func body(content: Content) -> Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: Set<Int>
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/init()
    public init() { bits = [] }
    private init(_ bit: Int) { bits = [bit] }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
    public static let isHeader = AccessibilityTraits(1)
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
    public static let isSelected = AccessibilityTraits(2)
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/contains(_:)
    public func contains(_ member: AccessibilityTraits) -> Bool { bits.isSuperset(of: member.bits) }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/union(_:)
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(bits.union(other.bits)) }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/intersection(_:)
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        with(bits.intersection(other.bits))
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/symmetricdifference(_:)
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        with(bits.symmetricDifference(other.bits))
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/insert(_:)
    public mutating func insert(_ member: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(member)
        bits.formUnion(member.bits)
        return (inserted, member)
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/remove(_:)
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits.subtract(member.bits)
        return member
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/update(with:)
    public mutating func update(with member: AccessibilityTraits) -> AccessibilityTraits? {
        defer { bits.formUnion(member.bits) }
        return contains(member) ? member : nil
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/formunion(_:)
    public mutating func formUnion(_ other: AccessibilityTraits) { bits.formUnion(other.bits) }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/formintersection(_:)
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits.formIntersection(other.bits) }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/formsymmetricdifference(_:)
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        bits.formSymmetricDifference(other.bits)
    }

    private func with(_ bits: Set<Int>) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        traits.bits = bits
        return traits
    }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static let ignore = AccessibilityChildBehavior()
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
    public static let contain = AccessibilityChildBehavior()
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
    public static let combine = AccessibilityChildBehavior()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}
