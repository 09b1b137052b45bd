import SkillUI

/// Slider and date-time input: form controls shown with their current values.
extension RenderPass {
    /// `label: [━━━━●─────] 40 (0–100)`; the track moves under the label when the line is too narrow.
    func slider(_ node: SKSlider, width: Int) -> [TerminalLine] {
        let label = TerminalSanitizer.line(node.label ?? node.name)
        let value = SKValueText.compact(node.value)
        let range = " (\(SKValueText.compact(node.min))–\(SKValueText.compact(node.max)))"
        let tail = DisplayWidth.of(value) + DisplayWidth.of(range) + 1
        let labelWidth = DisplayWidth.of(label) + 2
        let beside = width - labelWidth - tail - 2
        let cells = beside >= 5 ? min(20, beside) : max(1, min(20, width - tail - 2))
        let span = node.max - node.min
        let fraction = span > 0 && node.value.isFinite ? min(1, max(0, (node.value - node.min) / span)) : 0
        let knob = Int((fraction * Double(cells - 1)).rounded())
        var track = TerminalLine("[")
        track.append(repeating: "━", count: knob, style: TerminalStyle(color: .semantic(SKPalette.selection)))
        track.append("●", style: TerminalStyle(bold: true, color: .semantic(SKPalette.selection)))
        track.append(repeating: "─", count: cells - 1 - knob, style: .dim)
        track.append("] " + value)
        track.append(range, style: .dim)
        guard beside >= 5 else {
            return TextWrapper.wrap(text: label + ":", width: width) + [track]
        }
        var line = TerminalLine(label + ": ")
        line.append(track)
        return [line]
    }

    /// Like a text field: `label: [2026-05-01 09:30___]`, or the expected form dimmed when empty.
    func dateTimeInput(_ node: SKDateTimeInput, width: Int) -> [TerminalLine] {
        let shown = node.value.map { node.mode == .dateTime ? $0.replacingFirst("T", with: " ") : $0 }
        let field = SKTextField(
            id: node.id, name: node.name, label: node.label, placeholder: ISODateTimeText.form(of: node.mode),
            value: shown)
        return textField(field, width: width)
    }
}

extension String {
    /// The string with the first `target` replaced.
    fileprivate func replacingFirst(_ target: Character, with replacement: Character) -> String {
        guard let index = firstIndex(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(index...index, with: String(replacement))
        return copy
    }
}
