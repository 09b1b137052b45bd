import SkillUI

/// Text-like leaves: text, image, link, badge, progress, unknown and custom nodes.
extension RenderPass {
    func text(_ node: SKText, width: Int) -> [TerminalLine] {
        let style = TerminalStyle(
            bold: SKTypeScale.isBold(node), dim: SKTypeScale.metrics(for: node.style).isSecondary, color: node.color)
        var lines = TextWrapper.wrap(text: node.content, style: style, width: width)
        if let alignment = node.align, alignment != .leading {
            for index in lines.indices {
                lines[index].placement = .aligned(alignment, groupWidth: lines[index].width)
            }
        }
        return lines
    }

    /// `🖼 alt (url)`; a `data:` URL shows only its media type.
    func image(_ node: SKImage, width: Int) -> [TerminalLine] {
        var url = node.url
        if url.prefix(5).lowercased() == "data:", let comma = url.firstIndex(of: ",") {
            url = String(url[..<comma]) + ",…"  // the media type, not kilobytes of base64
        }
        url = TerminalSanitizer.line(url)
        let alt = SKAccessibleText.imageSummary(alt: node.alt.map(TerminalSanitizer.line))
        return wrapSpans(
            prefix: TerminalLine("🖼 "),
            [span(alt), span(" "), span("(" + url + ")", style: .dim)], width: width)
    }

    /// `title <url>`.
    func link(_ node: SKLink, width: Int) -> [TerminalLine] {
        let title = TerminalSanitizer.line(node.title)
        let url = TerminalSanitizer.line(node.url)
        let titleStyle = TerminalStyle(underline: true, color: .semantic(SKPalette.link))
        return wrapSpans(
            prefix: TerminalLine(), [span(title, style: titleStyle), span(" "), span("<" + url + ">", style: .dim)],
            width: width)
    }

    /// `[text]` in the badge's color (the accent color by default).
    func badge(_ node: SKBadge, width: Int) -> [TerminalLine] {
        let style = TerminalStyle(bold: true, color: node.color ?? .semantic(SKPalette.badge))
        return TextWrapper.wrap([span("[" + TerminalSanitizer.line(node.text) + "]", style: style)], width: width)
    }

    /// `[██████░░░░] 60% label`; the bar narrows below 10 cells when the width demands.
    func progress(_ node: SKProgress, width: Int) -> [TerminalLine] {
        let value = SKChartMath.progressFraction(node.value)
        let percent = SKValueText.percent(value)
        let cells = max(1, min(10, width - 3 - percent.count))
        let filled = Int((value * Double(cells)).rounded())
        var prefix = TerminalLine("[")
        prefix.append(repeating: "█", count: filled, style: TerminalStyle(color: .semantic(SKPalette.progress)))
        prefix.append(repeating: "░", count: cells - filled, style: .dim)
        prefix.append("] " + percent)
        guard let label = node.label, !label.isEmpty else { return [prefix] }
        if prefix.width + 1 + 4 > width {
            return [prefix] + TextWrapper.wrap(text: label, width: width)
        }
        prefix.append(" ")
        return TextWrapper.wrap(prefix: prefix, text: label, width: width)
    }

    /// Nothing, or `[unknown component "type"]` in debug mode.
    func unknown(_ node: SKUnknown, width: Int) -> [TerminalLine] {
        guard options.debug else { return [] }
        return TextWrapper.wrap(text: "[unknown component \"\(node.type)\"]", style: .dim, width: width)
    }

    /// The custom renderer's lines, else the registry's `fallbackText`, else nothing; then the children.
    mutating func custom(_ node: SKCustom, width: Int, depth: Int) -> TerminalBlock {
        var block = TerminalBlock()
        let raw: [String]
        if let draw = renderer.customRenderers[node.type] {
            raw = draw(node, TerminalRenderer.Context(width: width, options: options))
        } else if let fallback = renderer.registry.definition(for: node.type)?.fallbackText(node) {
            raw = [fallback]
        } else {
            raw = []
        }
        for text in raw {
            for line in TextWrapper.wrap(text: text, width: width) { block.append(line) }
        }
        for child in node.children {
            block.append(contentsOf: self.block(for: child, width: width, depth: depth + 1))
        }
        return block
    }

    // MARK: - Helpers

    /// A span of already sanitized text.
    func span(_ text: String, style: TerminalStyle = .plain) -> TerminalSpan {
        TerminalSpan(text: text, width: DisplayWidth.of(text), style: style)
    }

    /// `prefix`, then `spans` wrapped into the rest of the width with a hanging indent.
    func wrapSpans(prefix: TerminalLine, _ spans: [TerminalSpan], width: Int) -> [TerminalLine] {
        let body = TextWrapper.wrap(spans, width: max(1, width - prefix.width))
        return TextWrapper.hang(prefix: prefix, body: body)
    }
}
