import SkillUI

/// Stacks, cards, custom and unknown components: the nodes that hold or stand in for others.
extension HTMLWriter {
    /// `<div class="sk-stack sk-vertical|sk-horizontal">` with gap, padding and background as the
    /// inline custom properties `--sk-gap`, `--sk-padding` and `--sk-bg`.
    mutating func writeStack(_ node: SKStack, depth: Int) {
        raw("<div")
        beginClass("sk-stack")
        modifier("sk-", node.direction.rawValue)
        if let alignment = node.alignment { modifier("sk-align-", alignment.rawValue) }
        endAttribute()
        nodeID(node.id)
        if node.spacing != nil || node.padding != nil || node.background != nil {
            beginStyle()
            var first = true
            if let spacing = node.spacing {
                declaration("--sk-gap", first: first)
                cssPixels(spacing)
                first = false
            }
            if let padding = node.padding {
                declaration("--sk-padding", first: first)
                cssPixels(padding)
                first = false
            }
            if let background = node.background {
                declaration("--sk-bg", first: first)
                HTMLCSS.append(background, to: &bytes)
            }
            endAttribute()
        }
        raw(">")
        writeChildren(node.children, depth: depth, closing: "</div>")
    }

    /// `<section class="sk-card">` named by its `<h3>` title, then the subtitle and children.
    mutating func writeCard(_ node: SKCard, depth: Int) {
        let named = !node.id.isEmpty && node.title != nil
        raw("<section class=\"sk-card\"")
        nodeID(node.id)
        if named { controlIDAttribute("aria-labelledby", nodeID: node.id, name: "", suffix: "-title") }
        raw(">")
        if let title = node.title {
            raw("\n<h3 class=\"sk-card-title\"")
            if named { controlIDAttribute("id", nodeID: node.id, name: "", suffix: "-title") }
            raw(">")
            text(title)
            raw("</h3>")
        }
        if let subtitle = node.subtitle {
            raw("\n<p class=\"sk-card-subtitle\">")
            text(subtitle)
            raw("</p>")
        }
        let wroteChildren = writeChildren(node.children, depth: depth)
        raw(wroteChildren || node.title != nil || node.subtitle != nil ? "\n</section>" : "</section>")
    }

    /// The custom render function's output when one is given for the type; otherwise the
    /// registry's fallback text (escaped) followed by the children, in
    /// `<div class="sk-custom" data-sk-type="…">`; otherwise nothing (a placeholder with `debug`).
    mutating func writeCustom(_ node: SKCustom, depth: Int) {
        if let render = renderer.customRenderers[node.type] {
            raw(string: render(node, HTMLRenderer.Context(renderer: renderer, depth: depth + 1)))
            return
        }
        let fallback = renderer.registry.definition(for: node.type).flatMap { $0.fallbackText(node) }
        guard fallback != nil || !node.children.isEmpty else {
            writeUnknown(type: node.type)
            return
        }
        raw("<div class=\"sk-custom\"")
        attribute("data-sk-type", node.type)
        nodeID(node.id)
        raw(">")
        if let fallback { text(fallback) }
        writeChildren(node.children, depth: depth, closing: "</div>")
    }

    /// Nothing, or with `debug` a visible placeholder naming the type.
    mutating func writeUnknown(type: String) {
        guard options.debug else { return }
        raw("<div class=\"sk-unknown\"")
        attribute("data-sk-type", type)
        raw(">unknown component “")
        text(type)
        raw("”</div>")
    }
}
