import SkillUI

/// Containers: stacks and cards.
extension RenderPass {
    /// Cards narrower than this are drawn without a box.
    static let minimumBoxWidth = 8
    private static let leftBorder = TerminalSpan(text: "│ ", width: 2, style: .dim)
    private static let rightBorder = TerminalSpan(text: " │", width: 2, style: .dim)

    /// A vertical stack puts children one under another, a blank line apart when `spacing` is 12 points
    /// or more (two from 32); `center`/`trailing` alignment places each child as a unit. A horizontal stack
    /// puts children side by side, each column as wide as its content and 2 columns apart (up to 4 for a
    /// `spacing` of 32), when they fit in `width`; spacers there only separate. When the columns do not
    /// fit, the children go one under another. `padding` and `background` have no terminal form.
    mutating func stack(_ node: SKStack, width: Int, depth: Int) -> TerminalBlock {
        var blocks: [TerminalBlock] = []
        var isSpacer: [Bool] = []
        for child in node.children {
            let block = block(for: child, width: width, depth: depth + 1)
            guard !block.isEmpty else { continue }
            blocks.append(block)
            if case .spacer = child { isSpacer.append(true) } else { isSpacer.append(false) }
        }
        let spacing = max(0, node.spacing ?? SKSpacing.stack)
        switch node.direction {
        case .vertical:
            let gap = spacing < 12 ? 0 : spacing < 32 ? 1 : 2
            return vertical(blocks, gap: gap, alignment: node.alignment ?? .leading)
        case .horizontal:
            let columns = zip(blocks, isSpacer).filter { !$0.1 }.map(\.0)
            let gap = Int(min(4, max(2, (spacing / 8).rounded(.towardZero))))  // 2…4 whatever the spacing
            return horizontal(columns, gap: gap, alignment: node.alignment ?? .leading, width: width)
                ?? vertical(blocks, gap: 0, alignment: .leading)
        }
    }

    func vertical(_ blocks: [TerminalBlock], gap: Int, alignment: SKAlignment) -> TerminalBlock {
        var result = TerminalBlock()
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                for _ in 0..<gap { result.append(TerminalLine()) }
            }
            result.append(contentsOf: block.grouped(alignment))
        }
        return result
    }

    /// Side-by-side columns, or `nil` when they do not fit in `width`. `alignment` places shorter columns at
    /// the top (`leading`), middle or bottom.
    func horizontal(_ blocks: [TerminalBlock], gap: Int, alignment: SKAlignment, width: Int) -> TerminalBlock? {
        guard blocks.count > 1 else { return blocks.first ?? TerminalBlock() }
        let widths = blocks.map { max(1, $0.width) }
        guard widths.reduce(0, +) + gap * (blocks.count - 1) <= width else { return nil }
        let columns = zip(blocks, widths).map { block, columnWidth in block.resolved(in: columnWidth) }
        let height = columns.map(\.count).max() ?? 0
        var lines = Array(repeating: TerminalLine(), count: height)
        var start = 0
        for (column, columnWidth) in zip(columns, widths) {
            let top: Int =
                switch alignment {
                case .leading: 0
                case .center: (height - column.count) / 2
                case .trailing: height - column.count
                }
            for (row, line) in column.enumerated() {
                lines[top + row].pad(to: start)
                lines[top + row].append(line)
            }
            start += columnWidth + gap
        }
        return TerminalBlock(lines)
    }

    /// A box sized to its content (`╭─ title ─╮`, `│ … │`, `╰───╯`) with the subtitle dimmed on its first
    /// line; without the box when `width` is too narrow for one.
    mutating func card(_ node: SKCard, width: Int, depth: Int) -> TerminalBlock {
        let title = node.title.map(TerminalSanitizer.line).flatMap { $0.isEmpty ? nil : $0 }
        guard width >= Self.minimumBoxWidth else {
            var block = TerminalBlock(title.map { TextWrapper.wrap(text: $0, style: .bold, width: width) } ?? [])
            block.append(contentsOf: cardContent(node, width: width, depth: depth))
            return block
        }
        let innerLimit = width - 4
        let content = cardContent(node, width: innerLimit, depth: depth)
        let titleWidth = title.map(DisplayWidth.of) ?? 0
        let inner = min(innerLimit, max(content.width, title == nil ? 1 : titleWidth + 2))
        let border = TerminalStyle.dim

        var top = TerminalLine("╭", style: border)
        if let title {
            top.append("─ ", style: border)
            top.append(TextWrapper.truncate(text: title, style: .bold, width: inner - 2))
            top.append(" ", style: border)
        }
        top.append(repeating: "─", count: inner + 3 - top.width, style: border)
        top.append("╮", style: border)

        var block = TerminalBlock()
        block.lines.reserveCapacity(content.lines.count + 2)
        block.append(top)
        for line in content.lines {
            let placed = line.resolved(in: inner)
            var framed = TerminalLine()
            framed.spans.reserveCapacity(placed.spans.count + 3)
            framed.append(Self.leftBorder)
            framed.append(placed)
            framed.pad(to: inner + 2)
            framed.append(Self.rightBorder)
            block.append(framed)
        }
        var bottom = TerminalLine("╰", style: border)
        bottom.append(repeating: "─", count: inner + 2, style: border)
        bottom.append("╯", style: border)
        block.append(bottom)
        return block
    }

    private mutating func cardContent(_ node: SKCard, width: Int, depth: Int) -> TerminalBlock {
        var blocks: [TerminalBlock] = []
        if let subtitle = node.subtitle, !subtitle.isEmpty {
            blocks.append(TerminalBlock(TextWrapper.wrap(text: subtitle, style: .dim, width: width)))
        }
        for child in node.children {
            let block = block(for: child, width: width, depth: depth + 1)
            if !block.isEmpty { blocks.append(block) }
        }
        return vertical(blocks, gap: 0, alignment: .leading)
    }
}
