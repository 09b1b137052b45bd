import SkillUI

/// Icon, video and audio player.
extension HTMLWriter {
    /// The icon's glyph in a `<span>`: `role="img"` named by its label, or hidden from assistive
    /// technology when it has none (decoration; its plain words are the tooltip).
    mutating func writeIcon(_ node: SKIcon) {
        raw("<span class=\"sk-icon\"")
        nodeID(node.id)
        if let label = SKAccessibleText.iconLabel(node) {
            raw(" role=\"img\"")
            attribute("aria-label", label)
            attribute("title", label)
        } else {
            attribute("title", SKAccessibleText.iconTooltip(node))
            raw(" aria-hidden=\"true\"")
        }
        raw(">")
        raw(string: node.name.symbol)
        raw("</span>")
    }

    /// `<figure>` with `<video controls>` and the description as its caption. A URL the policy
    /// refuses shows the description instead; a refused poster is left out.
    mutating func writeVideo(_ node: SKVideo) {
        guard let url = HTMLURLPolicy.allowedURL(node.url, for: .link) else {
            writeBlockedMedia(class: "sk-video sk-blocked", id: node.id, text: node.description)
            return
        }
        raw("<figure class=\"sk-video\"")
        nodeID(node.id)
        raw("><video controls preload=\"metadata\"")
        attribute("src", url)
        if let poster = node.poster.flatMap({ HTMLURLPolicy.allowedURL($0, for: .image) }) {
            attribute("poster", poster)
        }
        attribute("aria-label", ifPresent: node.description)
        raw("></video>")
        writeCaption(node.description)
        raw("</figure>")
    }

    /// `<figure>` with the description as its caption and `<audio controls>`; a refused URL shows
    /// the description instead.
    mutating func writeAudioPlayer(_ node: SKAudioPlayer) {
        guard let url = HTMLURLPolicy.allowedURL(node.url, for: .link) else {
            writeBlockedMedia(class: "sk-audio sk-blocked", id: node.id, text: node.description)
            return
        }
        raw("<figure class=\"sk-audio\"")
        nodeID(node.id)
        raw(">")
        writeCaption(node.description)
        raw("<audio controls preload=\"none\"")
        attribute("src", url)
        attribute("aria-label", ifPresent: node.description)
        raw("></audio></figure>")
    }

    private mutating func writeCaption(_ caption: String?) {
        guard let caption, !caption.isEmpty else { return }
        raw("<figcaption>")
        text(caption)
        raw("</figcaption>")
    }

    private mutating func writeBlockedMedia(class classes: StaticString, id: String, text caption: String?) {
        raw("<span class=\"")
        raw(classes)
        raw("\"")
        nodeID(id)
        raw(" data-sk-blocked>")
        text(caption ?? "")
        raw("</span>")
    }
}
