import SkillJSON
import SkillUI

/// One rendering in progress: the output bytes and the helpers that write into them.
///
/// Output goes into one ``HTMLBuffer``, turned into a `String` once at the end; appending bytes
/// is several times cheaper than appending to a `String` piece by piece. Components are
/// written one per line (children of containers start on a new line, nothing is indented), so
/// golden files diff line by line and no line ends in whitespace that the renderer added.
struct HTMLWriter: ~Copyable {
    let renderer: HTMLRenderer
    var bytes: HTMLBuffer

    init(renderer: HTMLRenderer, capacity: Int) {
        self.renderer = renderer
        bytes = HTMLBuffer(capacity: capacity)
    }

    var options: HTMLRenderer.Options { renderer.options }

    /// The output so far.
    var html: String { bytes.string }

    // MARK: - Markup

    /// Appends markup the renderer wrote itself.
    @inline(__always)
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends trusted text as is: markup built by the renderer, an enum's raw value, or a custom
    /// render function's output.
    mutating func raw(string markup: String) {
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text`, escaped.
    mutating func text(_ text: String) {
        HTMLEscaper.append(text, to: &bytes)
    }

    // MARK: - Attributes

    /// Appends ` name="value"` with `value` escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        raw(" ")
        raw(name)
        raw("=\"")
        HTMLEscaper.append(value, to: &bytes)
        raw("\"")
    }

    /// Appends ` name="value"` when `value` is set.
    mutating func attribute(_ name: StaticString, ifPresent value: String?) {
        if let value { attribute(name, value) }
    }

    /// Appends ` name="number"`, formatted by ``HTMLNumber``.
    mutating func attribute(_ name: StaticString, number: Double) {
        raw(" ")
        raw(name)
        raw("=\"")
        HTMLNumber.append(number, to: &bytes)
        raw("\"")
    }

    /// Appends ` name="integer"`.
    mutating func attribute(_ name: StaticString, integer: Int) {
        raw(" ")
        raw(name)
        raw("=\"")
        if integer < 0 { raw("-") }
        HTMLNumber.appendDigits(UInt64(integer.magnitude), to: &bytes)
        raw("\"")
    }

    /// Appends ` data-sk-id="id"` when the node has an id.
    mutating func nodeID(_ id: String) {
        if !id.isEmpty { attribute("data-sk-id", id) }
    }

    /// Appends the data attributes of something that sends an action: `data-sk-action`,
    /// `data-sk-id` (always, even when empty) and `data-sk-payload` (compact JSON) when set.
    mutating func actionAttributes(action: String, id: String, payload: JSONValue?) {
        attribute("data-sk-action", action)
        attribute("data-sk-id", id)
        if let payload { attribute("data-sk-payload", payload.stableString()) }
    }

    /// Appends ` class="base`; close it with ``endAttribute()``, adding modifiers in between.
    mutating func beginClass(_ base: StaticString) {
        raw(" class=\"")
        raw(base)
    }

    /// Appends ` prefix` + `value` inside an open `class` attribute (`value` is an enum raw value).
    mutating func modifier(_ prefix: StaticString, _ value: String) {
        raw(" ")
        raw(prefix)
        raw(string: value)
    }

    /// Closes an attribute opened with ``beginClass(_:)`` or ``beginStyle()``.
    mutating func endAttribute() {
        raw("\"")
    }

    /// Appends ` class="base"`.
    mutating func classes(_ base: StaticString) {
        beginClass(base)
        endAttribute()
    }

    /// Appends ` style="`; add declarations with ``declaration(_:)``, then ``endAttribute()``.
    mutating func beginStyle() {
        raw(" style=\"")
    }

    /// Appends `name:` inside an open `style` attribute, after a `;` unless it is the first.
    mutating func declaration(_ name: StaticString, first: Bool = false) {
        if !first { raw(";") }
        raw(name)
        raw(":")
    }

    /// Appends a CSS length in pixels, clamped to 0…10 000 (`12.5px`).
    mutating func cssPixels(_ value: Double) {
        HTMLNumber.append(HTMLNumber.clampedLength(value), to: &bytes)
        raw("px")
    }

    /// Appends ` style="name:color"` when there is a color.
    mutating func colorStyle(_ name: StaticString, _ color: SKColor?) {
        guard let color else { return }
        beginStyle()
        declaration(name, first: true)
        HTMLCSS.append(color, to: &bytes)
        endAttribute()
    }

    /// The `id` of a form control (and the `for` of its label): `sk-` and the node id, or the
    /// field name when the node has no id, with whitespace replaced by `_`.
    static func controlID(nodeID: String, name: String) -> String {
        let base = nodeID.isEmpty ? (name.isEmpty ? "field" : name) : nodeID
        return "sk-"
            + String(String.UnicodeScalarView(base.unicodeScalars.map { $0.properties.isWhitespace ? "_" : $0 }))
    }

    /// Appends ` attribute="sk-…suffix"` with the ``controlID(nodeID:name:)`` of a control; plain
    /// ASCII ids (nearly all) are written straight from the node without building a string.
    mutating func controlIDAttribute(
        _ attribute: StaticString, nodeID: String, name: String, suffix: StaticString = ""
    ) {
        var base = nodeID.isEmpty ? (name.isEmpty ? "field" : name) : nodeID
        raw(" ")
        raw(attribute)
        raw("=\"")
        if base.withUTF8({ $0.allSatisfy { $0 > 0x20 && $0 < 0x7F } }) {
            raw("sk-")
            text(base)
        } else {
            text(Self.controlID(nodeID: nodeID, name: name))
        }
        raw(suffix)
        raw("\"")
    }

    // MARK: - Tree

    /// Writes `component`, or nothing when it renders as nothing.
    mutating func write(_ component: SKComponent, depth: Int) {
        guard depth < HTMLRenderer.maxDepth else {
            if options.debug {
                raw("<div class=\"sk-unknown\"")
                attribute("data-sk-type", component.typeName)
                raw(">nesting too deep: “")
                text(component.typeName)
                raw("” not rendered</div>")
            }
            return
        }
        switch component {
        case .text(let node): writeText(node)
        case .button(let node): writeButton(node)
        case .textField(let node): writeTextField(node)
        case .list(let node): writeList(node)
        case .image(let node): writeImage(node)
        case .spacer(let node): writeSpacer(node)
        case .divider(let node): writeDivider(node)
        case .stack(let node): writeStack(node, depth: depth)
        case .card(let node): writeCard(node, depth: depth)
        case .table(let node): writeTable(node)
        case .chart(let node): writeChart(node)
        case .badge(let node): writeBadge(node)
        case .progress(let node): writeProgress(node)
        case .toggle(let node): writeToggle(node)
        case .picker(let node): writePicker(node)
        case .link(let node): writeLink(node)
        case .slider(let node): writeSlider(node)
        case .dateTimeInput(let node): writeDateTimeInput(node)
        case .icon(let node): writeIcon(node)
        case .video(let node): writeVideo(node)
        case .audioPlayer(let node): writeAudioPlayer(node)
        case .tabs(let node): writeTabs(node, depth: depth)
        case .modal(let node): writeModal(node, depth: depth)
        case .custom(let node): writeCustom(node, depth: depth)
        case .unknown(let node): writeUnknown(type: node.type)
        }
    }

    /// Writes each child on its own line; returns whether any wrote something.
    mutating func writeChildren(_ children: [SKComponent], depth: Int) -> Bool {
        var wroteAny = false
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let before = bytes.count
                raw("\n")
                write(children[index], depth: depth + 1)
                if bytes.count == before + 1 {
                    bytes.removeLast()
                } else {
                    wroteAny = true
                }
            }
        }
        return wroteAny
    }

    /// Writes the children and then `closing` (`"</div>"`), on its own line when there were children.
    mutating func writeChildren(_ children: [SKComponent], depth: Int, closing: StaticString) {
        if writeChildren(children, depth: depth) { raw("\n") }
        raw(closing)
    }
}
