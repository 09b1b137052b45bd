import SkillUI

/// The look of a run of terminal text, written as one SGR (Select Graphic Rendition) escape sequence.
struct TerminalStyle: Sendable, Hashable {
    var bold = false
    var dim = false
    var underline = false
    var color: SKColor?

    /// No attributes: written without any escape sequence.
    static let plain = TerminalStyle()
    static let bold = TerminalStyle(bold: true)
    static let dim = TerminalStyle(dim: true)

    /// A copy with `color` as the foreground.
    func colored(_ color: SKColor?) -> TerminalStyle {
        var copy = self
        copy.color = color
        return copy
    }

    var isPlain: Bool { self == .plain }

    /// The SGR sequence that turns this style on: bold `1`, dim `2`, underline `4`, and the foreground as a
    /// 24-bit color `38;2;r;g;b` (semantic colors resolved in the dark or light palette).
    func sgr(dark: Bool) -> String {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if let color {
            let rgb = color.resolved(dark: dark)
            parameters.append("38;2;\(rgb.red);\(rgb.green);\(rgb.blue)")
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// The SGR sequence that turns every attribute off.
    static let reset = "\u{1B}[0m"
}

/// The SGR sequences of one rendering, each style's computed once; `nil` for every style when color is off.
struct TerminalPalette {
    let color: Bool
    let dark: Bool
    /// A rendering uses a handful of styles, so a short list beats hashing.
    private var known: [(style: TerminalStyle, sgr: String)] = []

    init(color: Bool, dark: Bool) {
        self.color = color
        self.dark = dark
    }

    /// The sequence that turns `style` on, or `nil` when nothing needs writing.
    mutating func sgr(for style: TerminalStyle) -> String? {
        guard color, !style.isPlain else { return nil }
        if let entry = known.first(where: { $0.style == style }) { return entry.sgr }
        let sequence = style.sgr(dark: dark)
        known.append((style, sequence))
        return sequence
    }
}
