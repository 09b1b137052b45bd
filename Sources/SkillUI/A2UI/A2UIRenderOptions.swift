import Foundation
import SkillJSON

/// What building a tree from a surface needs besides the surface: the language for `pluralize`
/// and the time zone for `formatDate`, injected so rendering is the same on every machine.
public struct A2UIRenderOptions: Sendable, Hashable {
    /// A BCP 47 language tag; `pluralize` uses its language (`en`, `zh`, `fr`, `ru`, `ar`…).
    public var locale: String
    /// The zone `formatDate` shows times in.
    public var timeZone: TimeZone

    /// Creates options; the defaults are English and UTC.
    public init(locale: String = "en", timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current) {
        self.locale = locale
        self.timeZone = timeZone
    }
}

/// A surface built into our tree: the tree (nil when nothing can render, as without `root`) and
/// every problem and note.
public struct A2UIRendering: Sendable {
    /// Our tree.
    public var component: SKComponent?
    /// Problems and notes, with the component id as the first path step.
    public var diagnostics: [A2UIDiagnostic]

    /// Creates a rendering.
    public init(component: SKComponent?, diagnostics: [A2UIDiagnostic]) {
        self.component = component
        self.diagnostics = diagnostics
    }
}
