import SkillUI
import SkillUITerminal
import Testing

/// Shortcuts for terminal renderer tests.
package enum TerminalTest {
    /// The plain text (color off) of `component` at `width`.
    package static func text(_ component: SKComponent, width: Int = 40, debug: Bool = false) -> String {
        render(component, width: width, debug: debug).text
    }

    /// The rendering of `component` with color off.
    package static func render(
        _ component: SKComponent, width: Int = 40, debug: Bool = false,
        customRenderers: [String: TerminalRenderer.CustomRenderer] = [:], registry: SKComponentRegistry = .standard
    ) -> TerminalRendering {
        TerminalRenderer(
            options: .init(width: width, color: false, debug: debug), customRenderers: customRenderers,
            registry: registry
        ).render(component)
    }

    /// `lines` joined the way the renderer joins them.
    package static func lines(_ lines: String...) -> String {
        lines.joined(separator: "\n")
    }

    /// The problems with rendered `text` against the renderer's promises: a line wider than `width`, a
    /// trailing space, or (when `color` is off) an escape character.
    package static func problems(in text: String, width: Int, color: Bool) -> [String] {
        var problems: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let visible = stripSGR(String(line))
            if DisplayWidth.of(visible) > width {
                problems.append("line \(number + 1) is \(DisplayWidth.of(visible)) wide: \(visible)")
            }
            if line.hasSuffix(" ") { problems.append("line \(number + 1) ends in a space: \(visible)") }
        }
        if !color, text.unicodeScalars.contains("\u{1B}") { problems.append("escape character with color off") }
        return problems
    }

    /// `text` without the SGR sequences the renderer writes (`ESC [ digits;… m`).
    package static func stripSGR(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                output.append(scalar)
                continue
            }
            while let next = scalars.next(), next != "m" {}
        }
        return String(output)
    }

    /// The escape sequences in `text` that are not SGR sequences of the form `ESC [ params m`.
    package static func foreignEscapes(in text: String) -> [String] {
        var foreign: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "\u{1B}" else { continue }
            var end = index + 1
            guard end < scalars.count, scalars[end] == "[" else {
                foreign.append(String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 8)])))
                continue
            }
            end += 1
            while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
            if end >= scalars.count || scalars[end] != "m" {
                foreign.append(String(String.UnicodeScalarView(scalars[index..<min(scalars.count, end + 1)])))
            }
            index = end
        }
        return foreign
    }
}
