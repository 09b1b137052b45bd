import SkillUI

/// Slider and date-time input: form controls whose values go with the next action.
extension HTMLWriter {
    /// A `<label for>`, an `<input type="range">` and an `<output>` showing the value (kept up to
    /// date by the page's script; without script it shows the first value). No `step` means
    /// `step="any"`, since a range input otherwise snaps to whole numbers.
    mutating func writeSlider(_ node: SKSlider) {
        openField(
            "<div class=\"sk-field sk-slider\"", "<span class=\"sk-slider-row\"><input", node.id, node.name, node.label)
        raw(" type=\"range\"")
        attribute("name", node.name)
        if node.label == nil { attribute("aria-label", node.name) }
        attribute("min", number: node.min)
        attribute("max", number: node.max)
        if let step = node.step { attribute("step", number: step) } else { raw(" step=\"any\"") }
        attribute("value", number: node.value)
        raw("><output")
        controlIDAttribute("for", nodeID: node.id, name: node.name)
        raw(">")
        HTMLNumber.append(node.value, to: &bytes)
        raw("</output></span></div>")
    }

    /// A `<label for>` and an `<input>` of type `date`, `time` or `datetime-local`, with its bounds.
    /// A time with seconds gets `step="1"`, so the seconds show.
    mutating func writeDateTimeInput(_ node: SKDateTimeInput) {
        openField("<div class=\"sk-field sk-datetime\"", "<input", node.id, node.name, node.label)
        switch node.mode {
        case .date: raw(" type=\"date\"")
        case .time: raw(" type=\"time\"")
        case .dateTime: raw(" type=\"datetime-local\"")
        }
        attribute("name", node.name)
        if node.label == nil { attribute("aria-label", node.name) }
        attribute("value", ifPresent: node.value)
        attribute("min", ifPresent: node.min)
        attribute("max", ifPresent: node.max)
        let withSeconds = [node.value, node.min, node.max].contains { text in
            guard let text, node.mode != .date else { return false }
            return text.utf8.count == (node.mode == .time ? 8 : 19)
        }
        if withSeconds { raw(" step=\"1\"") }
        raw("></div>")
    }

    /// The opening every labelled input here shares: `element` with the node id, the `<label for>`,
    /// then `control` with its `id`.
    private mutating func openField(
        _ element: StaticString, _ control: StaticString, _ id: String, _ name: String, _ label: String?
    ) {
        raw(element)
        nodeID(id)
        raw(">")
        writeLabel(label, nodeID: id, name: name)
        raw(control)
        controlIDAttribute("id", nodeID: id, name: name)
    }
}
