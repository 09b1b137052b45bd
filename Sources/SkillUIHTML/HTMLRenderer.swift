import SkillUI

/// Renders a UI tree as accessible, script-free HTML.
///
/// 1. Each component becomes semantic markup (`<button>`, `<ul>`, `<label for>`, `<table>`,
///    inline SVG for charts) with `sk-` classes that ``stylesheet`` styles.
/// 2. Every string from the tree is escaped; URLs pass an allow-list (`http`, `https`, and raster
///    `data:image` for images) or are shown as inert text marked `data-sk-blocked`.
/// 3. Unknown components render as nothing (a visible placeholder with ``Options/debug``); custom
///    components use the render function given for their type, else their registry
///    ``SKCustomComponentDefinition/fallbackText``.
///
/// Output is deterministic, so it can be compared with golden files.
///
/// ```swift
/// let tree = SKComponent.stack(SKStack(spacing: 12, children: [
///     .text(SKText(content: "Today", style: .title)),
///     .button(SKButton(id: "refresh", title: "Refresh", action: "refresh")),
/// ]))
/// let fragment = HTMLRenderer().render(tree)  // <div class="sk-root" data-sk-theme="auto">…</div>
/// let page = HTMLRenderer(options: .init(theme: .dark)).renderPage(tree, title: "Today")
/// ```
public struct HTMLRenderer: Sendable {
    /// Renders one custom component type; it must escape the text it writes (``Context/escape(_:)``).
    public typealias CustomRenderer = @Sendable (SKCustom, Context) -> String

    /// How the output looks and what it includes.
    public let options: Options
    let customRenderers: [String: CustomRenderer]
    let registry: SKComponentRegistry

    /// Trees nested deeper than this render nothing below it (a placeholder with `debug`), so a
    /// hostile tree cannot exhaust the stack. Decoded trees are capped well below it.
    static let maxDepth = 128

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - options: Debug placeholders, stylesheet inlining and theme.
    ///   - customRenderers: Render functions for custom component types, by `type` tag. Their
    ///     output is inserted as is.
    ///   - registry: The custom types whose ``SKCustomComponentDefinition/fallbackText`` is shown
    ///     when no render function is given.
    public init(
        options: Options = .init(), customRenderers: [String: CustomRenderer] = [:],
        registry: SKComponentRegistry = .standard
    ) {
        self.options = options
        self.customRenderers = customRenderers
        self.registry = registry
    }

    /// An HTML fragment with one root element, `<div class="sk-root" data-sk-theme="…">`.
    ///
    /// With ``Options/includeStylesheet`` the root's first child is a `<style>` element holding
    /// ``stylesheet``; otherwise the host page must include it.
    ///
    /// ```swift
    /// HTMLRenderer().render(.divider(SKDivider()))
    /// // <div class="sk-root" data-sk-theme="auto">
    /// // <hr class="sk-divider">
    /// // </div>
    /// ```
    public func render(_ component: SKComponent) -> String {
        var writer = HTMLWriter(renderer: self, capacity: Self.estimatedSize(of: component))
        writer.writeRoot(component, stylesheet: options.includeStylesheet)
        return writer.html
    }

    /// The HTML of `component` alone, without the `sk-root` wrapper: what a page puts in place of
    /// the element carrying `data-sk-id` when that one component changed.
    public func renderFragment(_ component: SKComponent) -> String {
        var writer = HTMLWriter(renderer: self, capacity: Self.estimatedSize(of: component))
        writer.write(component, depth: 0)
        return writer.html
    }

    /// A complete `<!doctype html>` document: UTF-8 and viewport meta tags, a content security
    /// policy that allows no script, ``stylesheet`` inlined, and the fragment as the body.
    ///
    /// - Parameters:
    ///   - component: The tree to render.
    ///   - title: The document title (escaped).
    public func renderPage(_ component: SKComponent, title: String) -> String {
        var writer = HTMLWriter(renderer: self, capacity: Self.estimatedSize(of: component) + 16_384)
        writer.writePage(component, title: title)
        return writer.html
    }

    /// A cheap guess at the output size so the buffer rarely grows: about 200 bytes for each node
    /// in the top three levels (deeper levels are usually small), plus room for the stylesheet.
    static func estimatedSize(of component: SKComponent) -> Int {
        let children = component.children
        let grandchildren = children.reduce(0) { $0 + $1.children.count }
        return 8_192 + (children.count + grandchildren) * 200
    }

    /// The stylesheet every rendering needs: the light and dark palette as CSS custom properties
    /// (generated from ``SKSemanticColor``), followed by the bundled `skillui.css` — or a small
    /// built-in stylesheet when that resource cannot be read.
    public static var stylesheet: String { HTMLStylesheet.full }

    /// `text` escaped for HTML text and quoted attribute values, exactly as the renderer escapes
    /// every string: `& < > " '` as entities; controls and bidi overrides dropped.
    public static func escape(_ text: String) -> String { HTMLEscaper.escape(text) }
}
