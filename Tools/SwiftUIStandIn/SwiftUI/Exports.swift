// The stand-in `SwiftUI` module: only for type-checking on Linux (scripts/check-swiftui); it never runs.

/// SwiftUI clients see Foundation's types (`Date`, `URL`, `CGFloat`) without importing it.
/// https://developer.apple.com/documentation/swiftui
@_exported import Foundation
/// SwiftUI re-exports Observation (`@Observable`, `@ObservationIgnored`); the real module ships with the toolchain.
/// https://developer.apple.com/documentation/observation/observable()
@_exported import Observation
