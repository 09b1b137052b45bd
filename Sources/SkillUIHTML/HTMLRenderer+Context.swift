import SkillUI

extension HTMLRenderer {
    /// What a custom render function can use: rendering child components with the same renderer,
    /// escaping text, and checking URLs against the renderer's allow-list.
    ///
    /// ```swift
    /// let renderer = HTMLRenderer(customRenderers: [
    ///     "rating": { node, context in
    ///         let stars = node.properties["stars"]?.intValue ?? 0
    ///         return "<span class=\"rating\">" + context.escape(String(repeating: "★", count: stars))
    ///             + node.children.map(context.render).joined() + "</span>"
    ///     },
    /// ])
    /// ```
    public struct Context: Sendable {
        let renderer: HTMLRenderer
        let depth: Int

        /// The options of the rendering in progress.
        public var options: Options { renderer.options }

        /// The HTML for `component`, rendered as a child of the custom component.
        public func render(_ component: SKComponent) -> String {
            var writer = HTMLWriter(renderer: renderer, capacity: 1_024)
            writer.write(component, depth: depth)
            return writer.html
        }

        /// `text` escaped for HTML text and quoted attribute values: `& < > " '` become entities;
        /// control characters and bidi overrides are dropped.
        public func escape(_ text: String) -> String {
            HTMLEscaper.escape(text)
        }

        /// `url` cleaned for an `href` (`forImage: false`) or `src` (`forImage: true`), or `nil`
        /// when the allow-list refuses it. Escape the result before writing it into an attribute.
        public func allowedURL(_ url: String, forImage: Bool = false) -> String? {
            HTMLURLPolicy.allowedURL(url, for: forImage ? .image : .link)
        }
    }
}
