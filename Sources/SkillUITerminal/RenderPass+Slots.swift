import SkillUI

/// Tabs and modal: what a terminal can show of them at once.
extension RenderPass {
    /// The titles as a header line — the selected one `[bracketed]`, the others dimmed, wrapped to the
    /// width — then the selected tab's content.
    mutating func tabs(_ node: SKTabs, width: Int, depth: Int) -> TerminalBlock {
        var spans: [TerminalSpan] = []
        for (index, tab) in node.tabs.enumerated() {
            if index > 0 { spans.append(span(" │ ", style: .dim)) }
            let title = TerminalSanitizer.line(tab.title)
            spans.append(index == node.selected ? span("[" + title + "]", style: .bold) : span(title, style: .dim))
        }
        var block = TerminalBlock(TextWrapper.wrap(spans, width: width))
        if node.tabs.indices.contains(node.selected) {
            block.append(contentsOf: self.block(for: node.tabs[node.selected].child, width: width, depth: depth + 1))
        }
        return block
    }

    /// The trigger, then `▸ name` and the content indented by two columns under it. A button trigger only
    /// opens the dialog, so it is not numbered: its title (or the dialog's name) heads the content.
    mutating func modal(_ node: SKModal, width: Int, depth: Int) -> TerminalBlock {
        var block = TerminalBlock()
        if case .button = node.trigger {
        } else {
            block = self.block(for: node.trigger, width: width, depth: depth + 1)
        }
        let name = node.name.map(TerminalSanitizer.line).flatMap { $0.isEmpty ? nil : $0 }
        block.append(
            contentsOf: TerminalBlock(TextWrapper.wrap(text: "▸ " + (name ?? "…"), style: .bold, width: width)))
        let inner = max(1, width - 2)
        let content = self.block(for: node.content, width: inner, depth: depth + 1)
        block.append(contentsOf: TerminalBlock(content.resolved(in: inner).map { $0.indented(by: 2) }))
        return block
    }
}
