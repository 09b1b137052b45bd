import SkillUI

/// Tables: columns aligned by display width, a bold header and a rule under it.
///
/// ```text
/// 名称 │ 价格
/// ─────┼─────
/// 苹果 │ ¥35
/// ```
///
/// Columns take their content's width. When the table is too wide, the widest columns shrink to a fair
/// share of the width, their cells wrap (at most ``maxCellLines`` lines, the last ending in `…`), and
/// header cells are cut with `…`. When even 3 columns each will not fit, every row becomes `header: value`
/// lines instead.
extension RenderPass {
    static let maxCellLines = 3
    private static let separator = " │ "
    private static let minimumColumnWidth = 3

    func table(_ node: SKTable, width: Int) -> [TerminalLine] {
        let columnCount = max(node.columns.count, node.rows.map(\.count).max() ?? 0)
        guard columnCount > 0 else { return [] }
        let headers = (0..<columnCount).map { $0 < node.columns.count ? TerminalSanitizer.line(node.columns[$0]) : "" }
        let rows = node.rows.map { row in
            (0..<columnCount).map { $0 < row.count ? TerminalSanitizer.line(row[$0]) : "" }
        }
        var natural = headers.map(DisplayWidth.of)
        var words = Array(repeating: 1, count: columnCount)
        for row in rows {
            for (column, cell) in row.enumerated() {
                natural[column] = max(natural[column], DisplayWidth.of(cell))
                words[column] = max(words[column], Self.longestWord(cell))
            }
        }
        let separators = Self.separator.count * (columnCount - 1)
        guard width - separators >= Self.minimumColumnWidth * columnCount else {
            return records(headers: headers, rows: rows, width: width)
        }
        let widths = Self.fit(natural.map { max(1, $0) }, words: words, into: width - separators)
        let border = TerminalStyle.dim

        var lines: [TerminalLine] = []
        var header = TerminalLine()
        var rule = TerminalLine()
        var start = 0
        for (column, cell) in headers.enumerated() {
            if column > 0 {
                header.pad(to: start - Self.separator.count)
                header.append(Self.separator, style: border)
                rule.append("─┼─", style: border)
            }
            header.append(TextWrapper.truncate([span(cell, style: .bold)], width: widths[column]))
            rule.append(repeating: "─", count: widths[column], style: border)
            start += widths[column] + Self.separator.count
        }
        lines += [header, rule]
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                TextWrapper.limit(
                    TextWrapper.wrap([span(cell)], width: widths[column]), to: Self.maxCellLines,
                    width: widths[column])
            }
            let height = cells.map(\.count).max() ?? 1
            for index in 0..<height {
                var line = TerminalLine()
                var start = 0
                for (column, cellLines) in cells.enumerated() {
                    if column > 0 {
                        line.pad(to: start - Self.separator.count)
                        line.append(Self.separator, style: border)
                    }
                    if index < cellLines.count { line.append(cellLines[index]) }
                    start += widths[column] + Self.separator.count
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// Column widths that add up to at most `available`. Each column first gets room for its longest word
    /// (up to its content's width) when all of them fit; what is left goes to the columns that want more,
    /// in equal shares capped by their content's width. When even the longest words do not fit, columns
    /// narrower than a fair share keep their width and the others share the rest equally.
    static func fit(_ natural: [Int], words: [Int], into available: Int) -> [Int] {
        guard natural.reduce(0, +) > available else { return natural }
        let floors = zip(natural, words).map { min($0, $1) }
        let start = floors.reduce(0, +) <= available ? floors : Array(repeating: 0, count: natural.count)
        return share(available - start.reduce(0, +), startingFrom: start, upTo: natural)
    }

    /// `start` plus `extra` columns handed out in equal shares to the columns still under `limit`
    /// (leftovers to the leftmost of them).
    private static func share(_ extra: Int, startingFrom start: [Int], upTo limit: [Int]) -> [Int] {
        var widths = start
        var remaining = extra
        var open = limit.indices.filter { widths[$0] < limit[$0] }
        while remaining > 0, !open.isEmpty {
            let portion = remaining / open.count
            if portion == 0 {
                for index in open.prefix(remaining) { widths[index] += 1 }
                break
            }
            for index in open {
                let grant = min(portion, limit[index] - widths[index])
                widths[index] += grant
                remaining -= grant
            }
            open = open.filter { widths[$0] < limit[$0] }
        }
        return widths
    }

    /// The width of the longest run without a space in `cell`, at most 16 (longer words get broken anyway).
    private static func longestWord(_ cell: String) -> Int {
        cell.split(separator: " ").lazy.map { min(16, DisplayWidth.of(String($0))) }.max() ?? 0
    }

    /// Each row as `header: value` lines, rows apart by a blank line, for tables too wide for columns.
    private func records(headers: [String], rows: [[String]], width: Int) -> [TerminalLine] {
        var lines: [TerminalLine] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append(TerminalLine()) }
            for (header, cell) in zip(headers, row) {
                let prefix = TerminalLine(header.isEmpty ? "" : header + ": ", style: .bold)
                if prefix.width + 4 > width {
                    lines += TextWrapper.wrap([span(prefix.spans.first?.text ?? "", style: .bold)], width: width)
                    lines += TextWrapper.wrap([span(cell)], width: width)
                } else {
                    lines += TextWrapper.hang(
                        prefix: prefix, body: TextWrapper.wrap([span(cell)], width: width - prefix.width))
                }
            }
        }
        if rows.isEmpty {
            lines += TextWrapper.wrap([span(headers.joined(separator: ", "), style: .bold)], width: width)
        }
        return lines
    }
}
