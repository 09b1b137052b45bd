import SkillJSON
import SkillUI

/// Interactive leaves: buttons, text fields, toggles, pickers and lists. Whatever sends an action gets a
/// number.
extension RenderPass {
    /// `[1] 删除`; a disabled button shows `[-] 删除`, dimmed and without a number.
    mutating func button(_ node: SKButton, width: Int) -> [TerminalLine] {
        if node.disabled {
            return TextWrapper.wrap(
                prefix: TerminalLine("[-] ", style: .dim), text: node.title, style: .dim, width: width)
        }
        let prefix = choiceLabel(
            title: node.title, action: UIAction(componentID: node.id, action: node.action, payload: node.payload))
        let style = SKPalette.button(node.role).map { TerminalStyle(bold: true, color: .semantic($0)) } ?? .plain
        return TextWrapper.wrap(prefix: prefix, text: node.title, style: style, width: width)
    }

    /// `label*: [value or placeholder____]`; the field moves under the label when the line is too narrow.
    func textField(_ node: SKTextField, width: Int) -> [TerminalLine] {
        var label = TerminalLine(TerminalSanitizer.line(node.label ?? node.name))
        if node.required { label.append("*", style: TerminalStyle(bold: true, color: .semantic(SKPalette.required))) }
        label.append(": ")
        let content: TerminalSpan
        if let value = node.value, !value.isEmpty {
            content = span(TerminalSanitizer.line(value))
        } else {
            content = span(TerminalSanitizer.line(node.placeholder ?? ""), style: .dim)
        }
        let wanted = max(16, content.width + 2)
        if label.width + 2 + min(wanted, 8) <= width {
            return [label.appendingField(content, inner: min(wanted, width - label.width - 2))]
        }
        let labelLines = TextWrapper.wrap(label.spans, width: width)
        return labelLines + [TerminalLine().appendingField(content, inner: max(1, min(wanted, width - 2)))]
    }

    /// `[x] label` or `[ ] label`, numbered when flipping it sends an action.
    mutating func toggle(_ node: SKToggle, width: Int) -> [TerminalLine] {
        var prefix = TerminalLine()
        if let action = node.action {
            let payload: JSONValue = ["name": .string(node.name), "value": .bool(!node.isOn)]
            prefix = choiceLabel(
                title: node.label, action: UIAction(componentID: node.id, action: action, payload: payload))
        }
        prefix.append(
            node.isOn ? "[x]" : "[ ]", style: node.isOn ? TerminalStyle(color: .semantic(SKPalette.toggleOn)) : .plain)
        prefix.append(" ")
        return TextWrapper.wrap(prefix: prefix, text: node.label, width: width)
    }

    /// An optional `label:` line, then one line per option: `● chosen`, `○ other` (`☑`/`☐` when several may be
    /// chosen), numbered when choosing sends an action. Choosing an option of a multiple picker sends the
    /// values chosen after flipping it.
    mutating func picker(_ node: SKPicker, width: Int) -> [TerminalLine] {
        var lines: [TerminalLine] = []
        var indent = 0
        if let label = node.label, !label.isEmpty {
            lines += TextWrapper.wrap(text: TerminalSanitizer.line(label) + ":", style: .bold, width: width)
            indent = 2
        }
        for option in node.options {
            var prefix = TerminalLine()
            prefix.append(repeating: " ", count: indent)
            let selected = node.isSelected(option.value)
            if let action = node.action {
                var value: JSONValue = .string(option.value)
                if node.multiple {
                    let after = node.options.map(\.value).filter {
                        $0 == option.value ? !selected : node.isSelected($0)
                    }
                    value = .array(after.map(JSONValue.string))
                }
                let payload: JSONValue = ["name": .string(node.name), "value": value]
                prefix.append(
                    choiceLabel(
                        title: option.label, action: UIAction(componentID: node.id, action: action, payload: payload)))
            }
            let mark = node.multiple ? (selected ? "☑ " : "☐ ") : (selected ? "● " : "○ ")
            prefix.append(mark, style: selected ? TerminalStyle(color: .semantic(SKPalette.selection)) : .dim)
            lines += TextWrapper.wrap(
                prefix: prefix, text: option.label, style: selected ? .bold : .plain, width: width)
        }
        return lines
    }

    /// One row per item: `• title` (or `[n] title` when the row has an action) with the trailing text
    /// right-aligned at the list's width, then the subtitle dimmed under the title.
    mutating func list(_ node: SKList, width: Int) -> [TerminalLine] {
        let rows = node.items.map { item in
            (
                item: item, title: TerminalSanitizer.line(item.title),
                trailing: item.trailing.map(TerminalSanitizer.line).flatMap { $0.isEmpty ? nil : $0 }
            )
        }
        var listWidth = 0
        var number = choices.count
        for row in rows {
            if row.item.action != nil { number += 1 }
            let prefix = row.item.action == nil ? 2 : 3 + String(number).count
            let trailing = row.trailing.map { 2 + DisplayWidth.of($0) } ?? 0
            listWidth = max(listWidth, prefix + DisplayWidth.of(row.title) + trailing)
            if let subtitle = row.item.subtitle {
                let longest = TerminalSanitizer.lines(subtitle).map(DisplayWidth.of).max() ?? 0
                listWidth = max(listWidth, prefix + longest)
            }
        }
        listWidth = min(width, listWidth)

        var lines: [TerminalLine] = []
        for row in rows {
            var prefix = TerminalLine("• ", style: .dim)
            if let action = row.item.action {
                let componentID = row.item.id.isEmpty ? node.id : row.item.id
                prefix = choiceLabel(
                    title: row.title,
                    action: UIAction(componentID: componentID, action: action, payload: row.item.payload))
            }
            lines += listRow(prefix: prefix, title: row.title, trailing: row.trailing, width: listWidth)
            if let subtitle = row.item.subtitle, !subtitle.isEmpty {
                let body = TextWrapper.wrap(text: subtitle, style: .dim, width: max(1, listWidth - prefix.width))
                lines += body.map { $0.indented(by: prefix.width) }
            }
        }
        return lines
    }

    /// A list row: the title wrapped beside `prefix`, the trailing text flush with `width` on its first line,
    /// or on a line of its own when the title would get too little room.
    private func listRow(prefix: TerminalLine, title: String, trailing: String?, width: Int) -> [TerminalLine] {
        let titleSpan = span(title)
        guard let trailing else {
            return TextWrapper.hang(prefix: prefix, body: TextWrapper.wrap([titleSpan], width: width - prefix.width))
        }
        let trailingLine = TextWrapper.truncate(text: trailing, width: max(1, width - prefix.width))
        let room = width - prefix.width - 2 - trailingLine.width
        if room >= min(titleSpan.width, 6) {
            var lines = TextWrapper.hang(prefix: prefix, body: TextWrapper.wrap([titleSpan], width: room))
            lines[0].pad(to: width - trailingLine.width)
            lines[0].append(trailingLine)
            return lines
        }
        var lines = TextWrapper.hang(prefix: prefix, body: TextWrapper.wrap([titleSpan], width: width - prefix.width))
        var trailingRow = TerminalLine()
        trailingRow.pad(to: width - trailingLine.width)
        trailingRow.append(trailingLine)
        lines.append(trailingRow)
        return lines
    }
}

extension TerminalLine {
    /// This line followed by `[content____]`, the field `inner` columns wide.
    fileprivate func appendingField(_ content: TerminalSpan, inner: Int) -> TerminalLine {
        var line = self
        line.append("[")
        let shown = TextWrapper.truncate([content], width: inner)
        line.append(shown)
        line.append(repeating: "_", count: inner - shown.width, style: .dim)
        line.append("]")
        return line
    }
}
