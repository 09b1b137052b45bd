/// https://developer.apple.com/documentation/swiftui/navigationstack
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath {}

/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/form/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

/// https://developer.apple.com/documentation/swiftui/section (a View when its parts are)
extension Section: View where Parent: View, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}
