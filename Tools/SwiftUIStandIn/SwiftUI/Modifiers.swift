extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)
    public func padding(_ length: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { self }
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public func disabled(_ disabled: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:)
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
    public func labelsHidden() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
}
