import SkillUI

/// Text, images, links and the other leaves that show content.
extension HTMLWriter {
    /// `<h2>` (title), `<h3>` (headline), `<p>` (body) or `<p class="… sk-caption">`, with
    /// alignment and weight as classes and a color as inline `color`.
    mutating func writeText(_ node: SKText) {
        let (open, close): (StaticString, StaticString)
        switch node.style {
        case .title: (open, close) = ("<h2", "</h2>")
        case .headline: (open, close) = ("<h3", "</h3>")
        case .body, .caption: (open, close) = ("<p", "</p>")
        }
        raw(open)
        beginClass("sk-text")
        modifier("sk-", node.style.rawValue)
        if let align = node.align { modifier("sk-align-", align.rawValue) }
        if let weight = node.weight { modifier("sk-weight-", weight.rawValue) }
        endAttribute()
        nodeID(node.id)
        colorStyle("color", node.color)
        raw(">")
        text(node.content)
        raw(close)
    }

    /// `<img>` with `alt` (empty when none is given), `width`/`height`, and `object-fit`; a refused
    /// URL shows the alt text instead, marked `data-sk-blocked`.
    mutating func writeImage(_ node: SKImage) {
        guard let url = HTMLURLPolicy.allowedURL(node.url, for: .image) else {
            raw("<span class=\"sk-image sk-blocked\"")
            nodeID(node.id)
            raw(" data-sk-blocked>")
            text(SKAccessibleText.imageAlt(node))
            raw("</span>")
            return
        }
        raw("<img")
        beginClass("sk-image")
        modifier("sk-fit-", node.fit.rawValue)
        endAttribute()
        nodeID(node.id)
        attribute("src", url)
        attribute("alt", SKAccessibleText.imageAlt(node))
        if let width = node.width, width.isFinite, width > 0 {
            attribute("width", number: HTMLNumber.clampedLength(width).rounded())
        }
        if let height = node.height, height.isFinite, height > 0 {
            attribute("height", number: HTMLNumber.clampedLength(height).rounded())
        }
        raw(" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\"")
        raw(node.fit == .fill ? " style=\"object-fit:cover\">" : " style=\"object-fit:contain\">")
    }

    /// `<div class="sk-spacer">`: flexible, or fixed with `--sk-size`.
    mutating func writeSpacer(_ node: SKSpacer) {
        guard let size = node.size else {
            raw("<div class=\"sk-spacer\"")
            nodeID(node.id)
            raw(" aria-hidden=\"true\"></div>")
            return
        }
        raw("<div class=\"sk-spacer sk-fixed\"")
        nodeID(node.id)
        raw(" style=\"--sk-size:")
        cssPixels(size)
        raw("\" aria-hidden=\"true\"></div>")
    }

    /// `<hr class="sk-divider">`.
    mutating func writeDivider(_ node: SKDivider) {
        raw("<hr class=\"sk-divider\"")
        nodeID(node.id)
        raw(">")
    }

    /// `<span class="sk-badge">` tinted with `--sk-tint`.
    mutating func writeBadge(_ node: SKBadge) {
        raw("<span class=\"sk-badge\"")
        nodeID(node.id)
        colorStyle("--sk-tint", node.color)
        raw(">")
        text(node.text)
        raw("</span>")
    }

    /// `<progress max="1" value="…">` (value clamped to 0…1, NaN as 0) with a `<label>` when given
    /// and the percentage as fallback content.
    mutating func writeProgress(_ node: SKProgress) {
        let value = SKChartMath.progressFraction(node.value)
        raw("<div class=\"sk-progress\"")
        nodeID(node.id)
        raw(">")
        if let label = node.label {
            raw("<label")
            controlIDAttribute("for", nodeID: node.id, name: "progress")
            raw(">")
            text(label)
            raw("</label><progress")
            controlIDAttribute("id", nodeID: node.id, name: "progress")
        } else {
            raw("<progress")
        }
        raw(" max=\"1\"")
        attribute("value", number: value)
        raw(">")
        HTMLNumber.appendDigits(UInt64(SKValueText.percentDigits(value)), to: &bytes)
        raw("%</progress></div>")
    }

    /// `<a href rel="noopener noreferrer" target="_blank">`; a refused URL shows the title as
    /// plain text marked `data-sk-blocked`.
    mutating func writeLink(_ node: SKLink) {
        guard let url = HTMLURLPolicy.allowedURL(node.url, for: .link) else {
            raw("<span class=\"sk-link sk-blocked\"")
            nodeID(node.id)
            raw(" data-sk-blocked>")
            text(node.title)
            raw("</span>")
            return
        }
        raw("<a class=\"sk-link\"")
        nodeID(node.id)
        attribute("href", url)
        raw(" rel=\"noopener noreferrer\" target=\"_blank\">")
        text(node.title)
        raw("</a>")
    }

    /// `<table>` with `<thead>` of `<th scope="col">`; short rows are padded with empty cells.
    mutating func writeTable(_ node: SKTable) {
        raw("<div class=\"sk-table\"")
        nodeID(node.id)
        raw(">\n<table>")
        if !node.columns.isEmpty {
            raw("\n<thead><tr>")
            for column in node.columns {
                raw("<th scope=\"col\">")
                text(column)
                raw("</th>")
            }
            raw("</tr></thead>")
        }
        raw("\n<tbody>")
        for row in node.rows {
            raw("\n<tr>")
            for cell in row {
                raw("<td>")
                text(cell)
                raw("</td>")
            }
            for _ in row.count..<max(row.count, node.columns.count) { raw("<td></td>") }
            raw("</tr>")
        }
        raw(node.rows.isEmpty ? "</tbody>\n</table>\n</div>" : "\n</tbody>\n</table>\n</div>")
    }
}
