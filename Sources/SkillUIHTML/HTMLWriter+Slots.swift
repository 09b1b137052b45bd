import SkillUI

/// Tabs and modal, both without script: radio buttons and CSS switch the tab panels, and the
/// `popover` attribute opens and closes the dialog.
extension HTMLWriter {
    /// Per tab, a radio button (visually hidden, still focusable) and its `<label>` — the tab —
    /// followed by its panel; the stylesheet shows the panel after the checked radio.
    mutating func writeTabs(_ node: SKTabs, depth: Int) {
        let base = Self.controlID(nodeID: node.id, name: "tabs")
        raw("<div class=\"sk-tabs\"")
        nodeID(node.id)
        raw(">")
        for (index, tab) in node.tabs.enumerated() {
            let inputID = "\(base)-tab-\(index)"
            raw("\n<input type=\"radio\" class=\"sk-tab-input\"")
            attribute("name", base + "-tabs")
            attribute("id", inputID)
            if index == node.selected { raw(" checked") }
            raw("><label class=\"sk-tab\"")
            attribute("for", inputID)
            raw(">")
            text(tab.title)
            raw("</label>\n<div class=\"sk-tab-panel\" role=\"region\"")
            attribute("aria-label", tab.title)
            raw(">")
            writeChildren([tab.child], depth: depth, closing: "</div>")
        }
        raw(node.tabs.isEmpty ? "</div>" : "\n</div>")
    }

    /// The trigger inside a `<button popovertarget>` (a button trigger becomes that button, its
    /// action not sent), then the content in a `popover` dialog with its title and a close button.
    mutating func writeModal(_ node: SKModal, depth: Int) {
        let dialogID = Self.controlID(nodeID: node.id, name: "modal") + "-dialog"
        raw("<div class=\"sk-modal\"")
        nodeID(node.id)
        raw(">\n")
        if case .button(let button) = node.trigger {
            raw("<button type=\"button\"")
            beginClass("sk-button sk-modal-trigger")
            modifier("sk-", button.role.rawValue)
            endAttribute()
            nodeID(button.id)
            attribute("popovertarget", dialogID)
            if button.disabled { raw(" disabled") }
            raw(">")
            text(button.title)
            raw("</button>")
        } else {
            raw("<button type=\"button\" class=\"sk-modal-trigger\"")
            attribute("popovertarget", dialogID)
            raw(">")
            writeChildren([node.trigger], depth: depth, closing: "</button>")
        }
        raw("\n<div class=\"sk-modal-dialog\" popover role=\"dialog\"")
        attribute("id", dialogID)
        attribute("aria-label", SKAccessibleText.dialogName(node))
        raw(">\n<div class=\"sk-modal-header\">")
        if let title = node.title {
            raw("<h3 class=\"sk-modal-title\">")
            text(title)
            raw("</h3>")
        }
        raw("<button type=\"button\" class=\"sk-modal-close\"")
        attribute("popovertarget", dialogID)
        raw(" popovertargetaction=\"hide\" aria-label=\"Close\">✕</button></div>")
        writeChildren([node.content], depth: depth, closing: "</div>")
        raw("\n</div>")
    }
}
