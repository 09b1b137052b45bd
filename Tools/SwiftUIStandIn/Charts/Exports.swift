// The stand-in `Charts` module: only for type-checking on Linux (scripts/check-swiftui); it never runs.

/// Swift Charts' marks and modifiers take SwiftUI's types (`ShapeStyle`, `LocalizedStringKey`, `ForEach`, `View`).
/// https://developer.apple.com/documentation/charts
@_exported import SwiftUI
