import SkillUI

/// Buttons, list rows and form controls: real controls with labels and `data-sk-*` action data.
///
/// Each node id appears once: on the element that sends the action when there is one, else on
/// the component's outer element.
extension HTMLWriter {
    /// `<button type="button">` with its action, id and payload as data attributes.
    mutating func writeButton(_ node: SKButton) {
        raw("<button type=\"button\"")
        beginClass("sk-button")
        modifier("sk-", node.role.rawValue)
        endAttribute()
        actionAttributes(action: node.action, id: node.id, payload: node.payload)
        if node.disabled { raw(" disabled") }
        raw(">")
        text(node.title)
        raw("</button>")
    }

    /// A `<label for>` tied to an `<input>` whose `type` follows the field's kind, with its
    /// constraints as attributes. Without a label, the placeholder (or name) is the `aria-label`.
    mutating func writeTextField(_ node: SKTextField) {
        raw("<div class=\"sk-field\"")
        nodeID(node.id)
        raw(">")
        writeLabel(node.label, nodeID: node.id, name: node.name)
        raw("<input")
        controlIDAttribute("id", nodeID: node.id, name: node.name)
        raw(" type=\"")
        raw(string: node.kind.rawValue)
        raw("\"")
        attribute("name", node.name)
        if node.label == nil { attribute("aria-label", node.placeholder ?? node.name) }
        attribute("value", ifPresent: node.value)
        attribute("placeholder", ifPresent: node.placeholder)
        if node.required { raw(" required") }
        if let minLength = node.minLength, minLength >= 0 { attribute("minlength", integer: minLength) }
        if let maxLength = node.maxLength, maxLength >= 0 { attribute("maxlength", integer: maxLength) }
        attribute("pattern", ifPresent: node.pattern)
        raw("></div>")
    }

    /// `<ul>` of `<li>`; a row with an action holds a `<button>` carrying it.
    mutating func writeList(_ node: SKList) {
        raw("<ul class=\"sk-list\"")
        nodeID(node.id)
        raw(">")
        for item in node.items {
            raw("\n<li class=\"sk-list-item\"")
            if let action = item.action {
                raw("><button type=\"button\" class=\"sk-list-button\"")
                actionAttributes(action: action, id: item.id, payload: item.payload)
                raw(">")
                writeListRowContent(item)
                raw("</button></li>")
            } else {
                nodeID(item.id)
                raw(">")
                writeListRowContent(item)
                raw("</li>")
            }
        }
        raw(node.items.isEmpty ? "</ul>" : "\n</ul>")
    }

    private mutating func writeListRowContent(_ item: SKList.Item) {
        raw("<span class=\"sk-list-text\"><span class=\"sk-list-title\">")
        text(item.title)
        raw("</span>")
        if let subtitle = item.subtitle {
            raw("<span class=\"sk-list-subtitle\">")
            text(subtitle)
            raw("</span>")
        }
        raw("</span>")
        if let trailing = item.trailing {
            raw("<span class=\"sk-list-trailing\">")
            text(trailing)
            raw("</span>")
        }
    }

    /// `<input type="checkbox" role="switch">` followed by its `<label for>`; the checkbox style
    /// is a plain checkbox.
    mutating func writeToggle(_ node: SKToggle) {
        raw(node.style == .checkbox ? "<div class=\"sk-toggle sk-checkbox\"" : "<div class=\"sk-toggle\"")
        if node.action == nil { nodeID(node.id) }
        raw(node.style == .checkbox ? "><input type=\"checkbox\"" : "><input type=\"checkbox\" role=\"switch\"")
        controlIDAttribute("id", nodeID: node.id, name: node.name)
        attribute("name", node.name)
        if node.isOn { raw(" checked") }
        if let action = node.action { actionAttributes(action: action, id: node.id, payload: nil) }
        raw(">")
        writeLabel(node.label, nodeID: node.id, name: node.name)
        raw("</div>")
    }

    /// A `<label for>` and a `<select>` of `<option>`s (`multiple` when several may be chosen);
    /// without a label, the name is the `aria-label`. The chips and checkbox styles are a
    /// ``writeChoiceGroup(_:)``.
    mutating func writePicker(_ node: SKPicker) {
        guard node.style == .dropdown else { return writeChoiceGroup(node) }
        raw("<div class=\"sk-picker\"")
        if node.action == nil { nodeID(node.id) }
        raw(">")
        writeLabel(node.label, nodeID: node.id, name: node.name)
        raw("<select")
        controlIDAttribute("id", nodeID: node.id, name: node.name)
        attribute("name", node.name)
        if node.label == nil { attribute("aria-label", node.name) }
        if node.multiple { raw(" multiple") }
        if let action = node.action { actionAttributes(action: action, id: node.id, payload: nil) }
        raw(">")
        for option in node.options {
            raw("\n<option")
            attribute("value", option.value)
            if node.isSelected(option.value) { raw(" selected") }
            raw(">")
            text(option.label)
            raw("</option>")
        }
        raw(node.options.isEmpty ? "</select></div>" : "\n</select></div>")
    }

    /// `<fieldset>` with the label as its `<legend>` and one `<label>` per option around a radio
    /// button (a checkbox when several may be chosen) that shares the picker's name; chips are
    /// the same controls drawn as chips by the stylesheet. Works without script.
    private mutating func writeChoiceGroup(_ node: SKPicker) {
        raw("<fieldset")
        beginClass("sk-picker sk-choices")
        modifier("sk-", node.style.rawValue)
        endAttribute()
        if let action = node.action {
            actionAttributes(action: action, id: node.id, payload: nil)
        } else {
            nodeID(node.id)
        }
        if node.multiple { raw(" data-sk-multiple") }
        if node.label == nil { attribute("aria-label", node.name) }
        raw(">")
        if let label = node.label {
            raw("<legend>")
            text(label)
            raw("</legend>")
        }
        for option in node.options {
            raw(node.multiple ? "\n<label><input type=\"checkbox\"" : "\n<label><input type=\"radio\"")
            attribute("name", node.name)
            attribute("value", option.value)
            if node.isSelected(option.value) { raw(" checked") }
            raw("><span>")
            text(option.label)
            raw("</span></label>")
        }
        raw(node.options.isEmpty ? "</fieldset>" : "\n</fieldset>")
    }

    /// `<label for="…">label</label>` for the control of `nodeID`/`name`, or nothing without a label.
    mutating func writeLabel(_ label: String?, nodeID: String, name: String) {
        guard let label else { return }
        raw("<label")
        controlIDAttribute("for", nodeID: nodeID, name: name)
        raw(">")
        text(label)
        raw("</label>")
    }
}
