/// https://developer.apple.com/documentation/swiftui/button
@MainActor @preconcurrency public struct Button<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole()
    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}

/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
public struct BorderedButtonStyle: PrimitiveButtonStyle {}

/// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
public struct PlainButtonStyle: PrimitiveButtonStyle {}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Toggle where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// https://developer.apple.com/documentation/swiftui/togglestyle
@MainActor @preconcurrency public protocol ToggleStyle {}

/// https://developer.apple.com/documentation/swiftui/switchtogglestyle
public struct SwitchToggleStyle: ToggleStyle {}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/switch
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// https://developer.apple.com/documentation/swiftui/picker
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Picker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
}

/// A plain protocol, not main-actor isolated.
/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/menupickerstyle
public struct MenuPickerStyle: PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle
public struct InlinePickerStyle: PickerStyle {}

extension PickerStyle where Self == MenuPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/slider
public struct Slider<Label: View, ValueLabel: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Slider where ValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {}
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {}
}

/// https://developer.apple.com/documentation/swiftui/datepicker
public struct DatePicker<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/datepicker/components
    public typealias Components = DatePickerComponents
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/datepickercomponents
public struct DatePickerComponents: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
    public static let date = DatePickerComponents(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    public init() where Label == EmptyView {}
}

extension ProgressView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

/// https://developer.apple.com/documentation/swiftui/link
@MainActor @preconcurrency public struct Link<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Link where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/link/init(_:destination:)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension TextField where Label == Text {
    /// `prompt` has no default value in this overload.
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

/// A plain protocol, not main-actor isolated.
/// https://developer.apple.com/documentation/swiftui/textfieldstyle
public protocol TextFieldStyle {}

/// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle
public struct RoundedBorderTextFieldStyle: TextFieldStyle {}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
