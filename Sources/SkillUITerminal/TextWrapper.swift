import SkillUI

/// Breaks styled text into lines no wider than a given display width.
///
/// 1. Text is cut into unbreakable pieces. A line may break after a run of spaces, and between any two
///    characters when either is wide (CJK, emoji) — except before closing punctuation such as `，。）」`
///    and after opening punctuation such as `（「`.
/// 2. Pieces fill each line greedily; the spaces where a line breaks are dropped.
/// 3. A piece wider than a whole line is hard-broken between grapheme clusters, never inside one.
enum TextWrapper {
    /// The lines of sanitized, single-line `spans` within `width` columns (at least one line).
    static func wrap(_ spans: [TerminalSpan], width: Int) -> [TerminalLine] {
        let total = spans.reduce(0) { $0 + $1.width }
        if total <= width {
            var line = TerminalLine()
            for span in spans { line.append(span) }
            return [line]
        }
        let cells = Cell.cells(of: spans)
        return fill(cells, styles: spans.map(\.style), width: max(1, width))
    }

    /// The lines of raw `text` from the tree (sanitized here; its own line breaks kept) within `width`.
    static func wrap(text: String, style: TerminalStyle = .plain, width: Int) -> [TerminalLine] {
        if TerminalSanitizer.isPlain(text) {
            return wrap([TerminalSpan(text: text, width: DisplayWidth.of(text), style: style)], width: width)
        }
        return TerminalSanitizer.lines(text).flatMap { paragraph in
            wrap([TerminalSpan(text: paragraph, width: DisplayWidth.of(paragraph), style: style)], width: width)
        }
    }

    /// `prefix` followed by raw `text` wrapped into the rest of `width`; later lines are indented to line up
    /// under the text (a hanging indent).
    static func wrap(prefix: TerminalLine, text: String, style: TerminalStyle = .plain, width: Int) -> [TerminalLine] {
        let indent = prefix.width
        let body = wrap(text: text, style: style, width: max(1, width - indent))
        return hang(prefix: prefix, body: body)
    }

    /// `body` lines with `prefix` before the first and matching spaces before the rest.
    static func hang(prefix: TerminalLine, body: [TerminalLine]) -> [TerminalLine] {
        body.enumerated().map { index, line in
            if index == 0 {
                var first = prefix
                first.append(line)
                return first
            }
            return line.indented(by: prefix.width)
        }
    }

    /// `spans` cut to `width` columns, ending in `…` when something was cut (or always, with `ellipsis`).
    static func truncate(_ spans: [TerminalSpan], width: Int, ellipsis: Bool = false) -> TerminalLine {
        let total = spans.reduce(0) { $0 + $1.width }
        var line = TerminalLine()
        let ellipsisStyle = spans.last?.style ?? .plain
        if total + (ellipsis ? 1 : 0) <= width {
            for span in spans { line.append(span) }
            if ellipsis { line.append("…", style: ellipsisStyle) }
            return line
        }
        guard width > 0 else { return line }
        let cells = Cell.cells(of: spans)
        var used = 0
        var end = 0
        while end < cells.count, used + cells[end].width <= width - 1 {
            used += cells[end].width
            end += 1
        }
        while end > 0, cells[end - 1].isSpace { end -= 1 }
        line = makeLine(cells[0..<end], styles: spans.map(\.style))
        line.append("…", style: end > 0 ? spans[cells[end - 1].style].style : ellipsisStyle)
        return line
    }

    /// Raw single-line `text` from the tree, sanitized and cut to `width` columns with `…`.
    static func truncate(text: String, style: TerminalStyle = .plain, width: Int) -> TerminalLine {
        let clean = TerminalSanitizer.line(text)
        return truncate([TerminalSpan(text: clean, width: DisplayWidth.of(clean), style: style)], width: width)
    }

    /// At most `maxLines` lines; when there were more, the last one kept ends in `…`.
    static func limit(_ lines: [TerminalLine], to maxLines: Int, width: Int) -> [TerminalLine] {
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = truncate(kept[maxLines - 1].spans, width: width, ellipsis: true)
        return kept
    }

    // MARK: - Filling lines

    private static func fill(_ cells: [Cell], styles: [TerminalStyle], width: Int) -> [TerminalLine] {
        var lines: [TerminalLine] = []
        var index = 0
        var indentWidth = 0
        while index < cells.count, cells[index].isSpace {
            indentWidth += cells[index].width
            index += 1
        }
        // Leading spaces are indentation and stay on the first line when they leave room for text.
        let keepsIndent = indentWidth < width
        var lineStart = keepsIndent ? 0 : index
        var lineEnd = index  // the end of what the line holds; the spaces after it are not yet on it
        var lineWidth = keepsIndent ? indentWidth : 0
        var lineHasText = false
        while index < cells.count {
            // The next piece: text up to the next break opportunity, then the spaces after it.
            var textEnd = index + 1
            while textEnd < cells.count, !cells[textEnd].isSpace, !canBreak(cells, before: textEnd) {
                textEnd += 1
            }
            var pieceEnd = textEnd
            while pieceEnd < cells.count, cells[pieceEnd].isSpace { pieceEnd += 1 }
            let spaceWidth = cells[lineEnd..<index].reduce(0) { $0 + $1.width }
            let textWidth = cells[index..<textEnd].reduce(0) { $0 + $1.width }

            if lineHasText, lineWidth + spaceWidth + textWidth > width {
                lines.append(makeLine(cells[lineStart..<lineEnd], styles: styles))
                lineStart = index
                lineWidth = 0
            } else if lineHasText {
                lineWidth += spaceWidth
            }
            // Place the text, hard-breaking it between clusters when it is wider than a line.
            for cursor in index..<textEnd {
                let cellWidth = cells[cursor].width
                if lineWidth + cellWidth > width, cursor > lineStart {
                    lines.append(makeLine(cells[lineStart..<cursor], styles: styles))
                    lineStart = cursor
                    lineWidth = 0
                }
                lineWidth += cellWidth
            }
            lineEnd = textEnd
            lineHasText = true
            index = pieceEnd
        }
        lines.append(makeLine(cells[lineStart..<lineEnd], styles: styles))
        return lines
    }

    private static func makeLine(_ cells: ArraySlice<Cell>, styles: [TerminalStyle]) -> TerminalLine {
        var line = TerminalLine()
        var text = ""
        var width = 0
        var style = cells.first?.style ?? 0
        for cell in cells {
            if cell.style != style {
                line.append(TerminalSpan(text: text, width: width, style: styles[style]))
                text = ""
                width = 0
                style = cell.style
            }
            text.append(cell.character)
            width += cell.width
        }
        if !text.isEmpty { line.append(TerminalSpan(text: text, width: width, style: styles[style])) }
        return line
    }

    // MARK: - Break opportunities

    /// Whether a line may break between `cells[index - 1]` and `cells[index]`.
    private static func canBreak(_ cells: [Cell], before index: Int) -> Bool {
        let previous = cells[index - 1]
        let next = cells[index]
        if next.isSpace { return false }
        if previous.isSpace { return true }
        guard previous.width == 2 || next.width == 2 else { return false }
        return !isClosing(next.character) && !isOpening(previous.character)
    }

    /// Punctuation that must not start a line.
    private static func isClosing(_ character: Character) -> Bool {
        switch character {
        case ",", ".", "!", "?", ":", ";", ")", "]", "}", "%", "，", "。", "、", "．", "・", "：", "；", "！", "？",
            "）", "］", "｝", "〉", "》", "」", "』", "】", "〕", "〗", "〙", "〛", "’", "”", "ー", "々", "…", "‥", "ぁ", "ぃ",
            "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ":
            true
        default:
            false
        }
    }

    /// Punctuation that must not end a line.
    private static func isOpening(_ character: Character) -> Bool {
        switch character {
        case "(", "[", "{", "（", "［", "｛", "〈", "《", "「", "『", "【", "〔", "〖", "〘", "〚", "‘", "“": true
        default: false
        }
    }
}

/// One grapheme cluster of text being wrapped, with its width and the index of its style.
private struct Cell {
    var character: Character
    var width: Int
    var style: Int

    var isSpace: Bool { character == " " }

    static func cells(of spans: [TerminalSpan]) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(spans.reduce(0) { $0 + $1.text.utf8.count })
        for (index, span) in spans.enumerated() {
            for character in span.text {
                cells.append(Cell(character: character, width: DisplayWidth.of(character), style: index))
            }
        }
        return cells
    }
}
