import SkillUI

/// Renders a UI tree as text for a terminal or a plain-text chat.
///
/// 1. Each node is laid out into lines no wider than the columns it is given: text wraps by display width,
///    cards are boxed, horizontal stacks become side-by-side columns when they fit, tables and charts are
///    drawn with box-drawing and block characters.
/// 2. Buttons, tappable list rows, toggles and picker options with an action are numbered `[1]`, `[2]`, …
///    in reading order, and each number is mapped to the ``UIAction`` it sends (see
///    ``TerminalRendering/choices``), so a person can answer "1".
/// 3. Lines are placed in their containers (alignment, rules), trailing spaces are trimmed, and styles are
///    written as SGR escape codes when ``Options/color`` is on.
///
/// Every string from the tree is sanitized first (see `TerminalSanitizer`): escape sequences and other
/// control characters in it never reach the terminal, and with color off the output has no escape at all.
///
/// ```swift
/// let renderer = TerminalRenderer(options: .forEnvironment(env, isTTY: true, width: nil))
/// let rendering = renderer.render(.button(SKButton(id: "b", title: "删除", action: "delete")))
/// rendering.text             // "[1] 删除" (with SGR codes when color is on)
/// rendering.choices[0].action.action  // "delete"
/// ```
public struct TerminalRenderer: Sendable {
    /// Draws one custom component type: lines of plain text (sanitized and wrapped to
    /// ``Context/width`` like any text from the tree; escape codes in them are not passed through).
    public typealias CustomRenderer = @Sendable (SKCustom, Context) -> [String]

    /// How the output looks.
    public let options: Options
    /// Renderers for custom component types, by type name.
    public let customRenderers: [String: CustomRenderer]
    /// Where custom types without a renderer find their `fallbackText`.
    public let registry: SKComponentRegistry

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - options: Width, color and palette; see ``Options/forEnvironment(_:isTTY:width:)``.
    ///   - customRenderers: Lines for custom component types, by type name. A custom node without one
    ///     shows its registry definition's `fallbackText`, or nothing. Its children follow either way.
    ///   - registry: The registry whose definitions provide `fallbackText`.
    public init(
        options: Options = .init(), customRenderers: [String: CustomRenderer] = [:],
        registry: SKComponentRegistry = .standard
    ) {
        self.options = options
        self.customRenderers = customRenderers
        self.registry = registry
    }

    /// Renders `component` and numbers its choices from 1.
    public func render(_ component: SKComponent) -> TerminalRendering {
        let width = max(1, options.width)
        var pass = RenderPass(renderer: self)
        let block = pass.block(for: component, width: width, depth: 0)
        var text = ""
        text.reserveCapacity(block.lines.count * (width + (options.color ? 32 : 0)))
        var palette = TerminalPalette(color: options.color, dark: options.dark)
        for (index, line) in block.lines.enumerated() {
            if index > 0 { text += "\n" }
            let placed = line.resolved(in: width)
            let fitted = placed.width > width ? TextWrapper.truncate(placed.spans, width: width) : placed
            fitted.encoded(into: &text, palette: &palette)
        }
        return TerminalRendering(text: text, choices: pass.choices)
    }
}

extension TerminalRenderer {
    /// What a custom renderer knows about where it draws.
    public struct Context: Sendable {
        /// The columns available; longer lines are wrapped.
        public var width: Int
        /// The options of the whole rendering.
        public var options: Options

        /// Creates a context.
        public init(width: Int, options: Options) {
            self.width = width
            self.options = options
        }
    }
}
