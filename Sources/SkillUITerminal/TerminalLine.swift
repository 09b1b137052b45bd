import SkillUI

/// A run of sanitized text in one style, with its display width.
struct TerminalSpan: Sendable {
    var text: String
    var width: Int
    var style: TerminalStyle

    /// `count` copies of the one-column `character`; common runs of spaces and rules are shared, not built.
    static func repeating(_ character: Character, count: Int, style: TerminalStyle = .plain) -> TerminalSpan {
        let text: String
        switch character {
        case " " where count < sharedRuns: text = spaceRuns[count]
        case "─" where count < sharedRuns: text = ruleRuns[count]
        default: text = String(repeating: character, count: count)
        }
        return TerminalSpan(text: text, width: count, style: style)
    }

    private static let sharedRuns = 160
    private static let spaceRuns = (0..<sharedRuns).map { String(repeating: " ", count: $0) }
    private static let ruleRuns = (0..<sharedRuns).map { String(repeating: "─", count: $0) }
}

/// One output line under construction: styled spans, plus where it goes within its container.
///
/// Placement is decided late, by whoever finally knows the width: a centered title is centered in the
/// card that holds it, a divider spans the card, and at the top level both use the renderer's width.
struct TerminalLine: Sendable {
    /// Where a line goes within the width its container finally gives it.
    enum Placement: Sendable, Hashable {
        /// At the leading edge, as built.
        case fixed
        /// A group `groupWidth` wide (this line and its siblings) placed with `alignment`.
        case aligned(SKAlignment, groupWidth: Int)
        /// A `─` rule across the whole container.
        case rule(TerminalStyle)
    }

    var spans: [TerminalSpan] = []
    var width = 0
    var placement = Placement.fixed

    /// An empty line.
    init() {}

    /// A line of already sanitized `text`.
    init(_ text: String, style: TerminalStyle = .plain) {
        append(text, style: style)
    }

    /// A rule across its container.
    static func rule(style: TerminalStyle) -> TerminalLine {
        var line = TerminalLine()
        line.placement = .rule(style)
        return line
    }

    /// The width the line needs from its container.
    var naturalWidth: Int {
        switch placement {
        case .fixed: width
        case .aligned(_, let groupWidth): max(width, groupWidth)
        case .rule: 0
        }
    }

    /// Appends already sanitized `text`.
    mutating func append(_ text: String, style: TerminalStyle = .plain) {
        guard !text.isEmpty else { return }
        append(TerminalSpan(text: text, width: DisplayWidth.of(text), style: style))
    }

    /// Appends `count` copies of the one-column `character` (a space, `─`, `█`).
    mutating func append(repeating character: Character, count: Int, style: TerminalStyle = .plain) {
        guard count > 0 else { return }
        append(TerminalSpan.repeating(character, count: count, style: style))
    }

    /// Appends a span. Spans are not merged here (that would copy strings at every level of nesting);
    /// encoding writes one SGR sequence per run of equal styles.
    mutating func append(_ span: TerminalSpan) {
        guard !span.text.isEmpty else { return }
        spans.append(span)
        width += span.width
    }

    mutating func append(_ line: TerminalLine) {
        spans.append(contentsOf: line.spans)
        width += line.width
    }

    /// Appends spaces up to `target` columns.
    mutating func pad(to target: Int) {
        append(repeating: " ", count: target - width)
    }

    /// This line with `count` spaces in front.
    func indented(by count: Int) -> TerminalLine {
        guard count > 0 else { return self }
        var line = TerminalLine()
        line.spans.reserveCapacity(spans.count + 1)
        line.append(repeating: " ", count: count)
        line.append(self)
        line.placement = placement
        return line
    }

    /// The line as it sits at the leading edge of a container `containerWidth` columns wide.
    func resolved(in containerWidth: Int) -> TerminalLine {
        switch placement {
        case .fixed:
            return self
        case .aligned(let alignment, let groupWidth):
            var line = self
            line.placement = .fixed
            let room = containerWidth - max(width, groupWidth)
            switch alignment {
            case .leading: return line
            case .center: return line.indented(by: room / 2)
            case .trailing: return line.indented(by: room)
            }
        case .rule(let style):
            var line = TerminalLine()
            line.append(repeating: "─", count: containerWidth, style: style)
            return line
        }
    }

    /// Writes the line: trailing spaces trimmed, and, when the palette has color, an SGR sequence wherever
    /// the style changes and a reset after each styled run; spans of spaces only continue the run around
    /// them (unless it is underlined). With color off nothing but the text is written.
    func encoded(into output: inout String, palette: inout TerminalPalette) {
        var end = spans.count
        while end > 0, spans[end - 1].text.utf8.allSatisfy({ $0 == 0x20 }) { end -= 1 }
        var current = TerminalStyle.plain
        for index in 0..<end {
            let span = spans[index]
            if palette.color {
                // Spaces look the same in any style but an underlined one, so they do not break a run.
                let blank = !span.text.utf8.contains(where: { $0 != 0x20 })
                let style = blank ? (current.underline ? .plain : current) : span.style
                if style != current {
                    if !current.isPlain { output += TerminalStyle.reset }
                    if let sgr = palette.sgr(for: style) { output += sgr }
                    current = style
                }
            }
            if index == end - 1, span.text.utf8.last == 0x20 {
                var trimmed = Substring(span.text)
                while trimmed.utf8.last == 0x20 { trimmed.removeLast() }
                output += String(trimmed)
            } else {
                output += span.text
            }
        }
        if !current.isPlain { output += TerminalStyle.reset }
    }

    /// ``encoded(into:palette:)`` as a new string.
    func encoded(color: Bool, dark: Bool) -> String {
        var output = ""
        var palette = TerminalPalette(color: color, dark: dark)
        encoded(into: &output, palette: &palette)
        return output
    }
}

/// Lines laid out for a component, and the width they need.
struct TerminalBlock: Sendable {
    var lines: [TerminalLine] = []
    /// The widest line's natural width; never more than the width the block was laid out for.
    var width = 0

    init() {}

    init(_ lines: [TerminalLine]) {
        for line in lines { append(line) }
    }

    var isEmpty: Bool { lines.isEmpty }

    mutating func append(_ line: TerminalLine) {
        lines.append(line)
        width = max(width, line.naturalWidth)
    }

    mutating func append(contentsOf block: TerminalBlock) {
        lines.append(contentsOf: block.lines)
        width = max(width, block.width)
    }

    /// Every line placed in a container `containerWidth` columns wide.
    func resolved(in containerWidth: Int) -> [TerminalLine] {
        lines.map { $0.resolved(in: containerWidth) }
    }

    /// The block as a unit placed with `alignment`: its lines are first resolved within its own width, then
    /// move together. Rules keep spanning the container.
    func grouped(_ alignment: SKAlignment) -> TerminalBlock {
        guard alignment != .leading else { return self }
        var block = TerminalBlock()
        for line in lines {
            if case .rule = line.placement {
                block.append(line)
            } else {
                var fixed = line.resolved(in: width)
                fixed.placement = .aligned(alignment, groupWidth: width)
                block.append(fixed)
            }
        }
        return block
    }
}
