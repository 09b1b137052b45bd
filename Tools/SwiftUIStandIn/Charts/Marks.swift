/// https://developer.apple.com/documentation/charts/barmark
@MainActor @preconcurrency public struct BarMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/barmark/init(x:y:width:height:stacking:)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {}
    /// https://developer.apple.com/documentation/charts/chartcontent/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/charts/linemark
@MainActor @preconcurrency public struct LineMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/linemark/init(x:y:series:)
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {}
    /// https://developer.apple.com/documentation/charts/chartcontent/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/charts/sectormark
@MainActor @preconcurrency public struct SectorMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/sectormark/init(angle:innerradius:outerradius:angularinset:)
    public init(
        angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {}
    /// https://developer.apple.com/documentation/charts/chartcontent/body-swift.property
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/charts/markdimension
@frozen public struct MarkDimension: Sendable {
    /// https://developer.apple.com/documentation/charts/markdimension/automatic
    public static var automatic: MarkDimension { MarkDimension() }
}

/// https://developer.apple.com/documentation/charts/markstackingmethod
@frozen public struct MarkStackingMethod: Equatable, Sendable {
    /// https://developer.apple.com/documentation/charts/markstackingmethod/standard
    public static var standard: MarkStackingMethod { MarkStackingMethod() }
}

/// https://developer.apple.com/documentation/charts/plottable
public protocol Plottable {}

/// https://developer.apple.com/documentation/charts/plottable (String conforms)
extension String: Plottable {}

/// https://developer.apple.com/documentation/charts/plottable (Double conforms)
extension Double: Plottable {}

/// https://developer.apple.com/documentation/charts/plottablevalue
public struct PlottableValue<Value: Plottable> {
    /// The overload a string literal label picks.
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue()
    }
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)-13lvv
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue()
    }
}

extension ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent/foregroundstyle(by:)
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/position(by:axis:span:)
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent
    { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/accessibilitylabel(_:)-5gk8d
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    /// https://developer.apple.com/documentation/charts/chartcontent/accessibilityvalue(_:)-33c0e
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { self }
}
