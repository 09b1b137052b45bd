import SkillJSON

/// A surface on screen that A2UI updates keep changing: each `updateComponents` or
/// `updateDataModel` rebuilds our tree and answers with the ``UIPatch``es (from ``UIDiff``) that
/// turn the tree shown into the new one — the same patches our own live updates send.
///
/// ```swift
/// var live = A2UILiveSurface(surface)
/// let step = live.apply(.updateDataModel(surfaceID: "s", path: "/temp", value: "21°"))
/// step.patches   // [.update(id: "temp", set: ["content": "21°"], unset: [])]
/// ```
public struct A2UILiveSurface: Sendable {
    /// What one update did.
    public struct Step: Sendable {
        /// The patches from the previous tree to the new one; empty when nothing visible changed
        /// or there was no tree before (then ``tree`` is shown whole).
        public var patches: [UIPatch]
        /// Problems applying the message and building the tree.
        public var diagnostics: [A2UIDiagnostic]
    }

    /// The surface's state.
    public private(set) var surface: A2UISurface
    /// The tree shown, or nil while the surface has no `root`.
    public private(set) var tree: SKComponent?
    let options: A2UIRenderOptions
    let limits: A2UILimits

    /// Starts showing `surface`.
    public init(_ surface: A2UISurface, options: A2UIRenderOptions = .init(), limits: A2UILimits = .default) {
        self.surface = surface
        self.options = options
        self.limits = limits
        self.tree = A2UITreeBuilder(surface: surface, options: options, limits: limits).build().component
    }

    /// Applies an update and returns the patches for the screen.
    public mutating func apply(_ message: A2UIMessage, origin: A2UIDiagnostic.Origin = .input) -> Step {
        let problems = surface.apply(message, limits: limits).map { A2UIDiagnostic(origin, $0) }
        let rendering = A2UITreeBuilder(surface: surface, options: options, limits: limits).build()
        let patches: [UIPatch]
        switch (tree, rendering.component) {
        case (let old?, let new?): patches = UIDiff.diff(from: old, to: new)
        default: patches = []
        }
        tree = rendering.component
        return Step(patches: patches, diagnostics: problems + rendering.diagnostics)
    }
}
