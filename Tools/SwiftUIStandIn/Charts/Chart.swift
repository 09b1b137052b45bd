/// https://developer.apple.com/documentation/charts/chart
@MainActor @preconcurrency public struct Chart<Content: ChartContent>: View {
    /// https://developer.apple.com/documentation/charts/chart/init(_:content:)
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/charts/chartcontent
@MainActor @preconcurrency public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/charts/chartcontent (marks are primitive: `Body == Never`)
extension Never: ChartContent {}

/// https://developer.apple.com/documentation/charts/chart/init(_:content:) (ForEach is chart content)
extension ForEach: ChartContent where Content: ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// The macOS 15 / iOS 18 form (variadic `buildBlock`); no `buildArray`, so loops need `ForEach`.
/// https://developer.apple.com/documentation/charts/chartcontentbuilder
@resultBuilder public struct ChartContentBuilder {
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/charts/chartcontentbuilder/buildblock(_:)-51ukk
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/chartforegroundstylescale(domain:mapping:)
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable { self }
}
