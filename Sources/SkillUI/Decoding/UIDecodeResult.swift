import SkillJSON

/// What ``UIDecoder/decode(_:options:)`` produced: the tree (if any survived) and every fix and
/// problem, in document order, with JSON paths into the input.
///
/// ```swift
/// let result = UIDecoder.decode(json: modelOutput)
/// if let tree = result.component { show(tree) }
/// for diagnostic in result.diagnostics { log(diagnostic.description) }  // "$.children[2].title: …"
/// ```
public struct UIDecodeResult: Sendable {
    /// The decoded tree; `nil` when the root itself could not be used.
    public var component: SKComponent?
    /// Warnings for fixes (a default, a coercion, an alias) and errors for dropped content.
    public var diagnostics: [Diagnostic]
    /// For a bound document (one whose root has `"$data"`): its data model and where its
    /// expressions and templates sit; `nil` for a plain document.
    public var bindings: UIBindings?

    /// Creates a result.
    public init(component: SKComponent?, diagnostics: [Diagnostic]) {
        self.component = component
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error (content was dropped, or the document was refused).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
