import SkillJSON
import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUIHTML

/// Hostile text in every string field of every component kind must come out inert: no tag, no
/// attribute and no URL that the renderer did not write itself.
@Suite struct HTMLSecurityTests {
    static let hostileInputs: [String] = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "'><svg onload=alert(1)>",
        "javascript:alert(1)",
        " JaVaScRiPt:alert(1)",
        "java\tscript:alert(1)",
        "\u{0}javascript:alert(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "</style><script>alert(1)</script>",
        "</textarea></title><script>alert(1)</script>",
        "\" style=\"background:url(javascript:alert(1))",
        "' onfocus='alert(1)' autofocus='",
        "<!-- <script> -->",
        "<![CDATA[<script>alert(1)</script>]]>",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&#106;avascript:alert(1)",
        "\u{202E}gnp.exe\u{202C}\u{2066}x\u{2069}",
        "a\u{1B}[31mred\u{7F}\u{85}\u{9F}",
        "{{constructor.constructor('alert(1)')()}}",
    ]

    /// Every component kind with `text` in every string field (ids, names, actions, titles,
    /// labels, URLs, values, options, cells, chart labels, custom and unknown types, payloads).
    static func everyKind(with text: String) -> [SKComponent] {
        let payload: JSONValue = [text: .string(text), "list": [.string(text)]]
        return [
            .text(SKText(id: text, content: text, style: .title)),
            .text(SKText(id: text, content: text, style: .caption, color: .semantic(.danger))),
            .button(SKButton(id: text, title: text, action: text, payload: payload, disabled: true)),
            .textField(
                SKTextField(
                    id: text, name: text, label: text, placeholder: text, value: text, kind: .email, required: true,
                    minLength: 1, maxLength: 9, pattern: text)),
            .textField(SKTextField(id: "", name: text, placeholder: text)),
            .list(
                SKList(
                    id: text,
                    items: [
                        .init(id: text, title: text, subtitle: text, trailing: text, action: text, payload: payload),
                        .init(id: text, title: text, subtitle: text, trailing: text),
                    ])),
            .image(SKImage(id: text, url: text, alt: text, width: 10, height: 10)),
            .image(SKImage(id: text, url: "https://example.com/a.png", alt: text)),
            .spacer(SKSpacer(id: text, size: 4)),
            .divider(SKDivider(id: text)),
            .stack(
                SKStack(
                    id: text, spacing: 4, padding: 4, background: SKColor("#FFF"),
                    children: [.text(SKText(id: text, content: text))])),
            .card(SKCard(id: text, title: text, subtitle: text, children: [.badge(SKBadge(id: text, text: text))])),
            .table(SKTable(id: text, columns: [text, text], rows: [[text, text], [text]])),
            .chart(SKChart(id: text, kind: .bar, title: text, labels: [text, text], series: seriesWith(text))),
            .chart(SKChart(id: text, kind: .line, title: text, labels: [text, text], series: seriesWith(text))),
            .chart(SKChart(id: text, kind: .pie, title: text, labels: [text, text], series: seriesWith(text))),
            .badge(SKBadge(id: text, text: text, color: .semantic(.accent))),
            .progress(SKProgress(id: text, value: 0.5, label: text)),
            .toggle(SKToggle(id: text, name: text, label: text, isOn: true, action: text)),
            .picker(
                SKPicker(
                    id: text, name: text, label: text, options: [.init(value: text, label: text)], selected: text,
                    action: text)),
            .picker(SKPicker(id: text, name: text, options: [.init(value: text, label: text)])),
            .link(SKLink(id: text, title: text, url: text)),
            .link(SKLink(id: text, title: text, url: "https://example.com/?q=" + text)),
            .custom(
                SKCustom(id: text, type: text, properties: [text: .string(text)], children: [.divider(SKDivider())])),
            .custom(SKCustom(id: text, type: "note", properties: ["text": .string(text)])),
            .unknown(SKUnknown(id: text, type: text, raw: .string(text))),
            .slider(SKSlider(id: text, name: text, label: text, max: 1, value: 0.5)),
            .dateTimeInput(SKDateTimeInput(id: text, name: text, label: text, value: text, min: text, max: text)),
            .icon(SKIcon(id: text, name: .search, label: text)),
            .video(SKVideo(id: text, url: text, poster: text, description: text)),
            .video(SKVideo(id: text, url: "https://example.com/?q=" + text, poster: text, description: text)),
            .audioPlayer(SKAudioPlayer(id: text, url: "https://example.com/" + text, description: text)),
            .picker(
                SKPicker(
                    id: text, name: text, label: text, options: [.init(value: text, label: text)], multiple: true,
                    selectedValues: [text], style: .chips)),
            .tabs(SKTabs(id: text, tabs: [.init(title: text, child: .text(SKText(id: text + "c", content: text)))])),
            .modal(
                SKModal(
                    id: text, title: text, trigger: .button(SKButton(id: text + "b", title: text, action: text)),
                    content: .text(SKText(id: text + "t", content: text)))),
        ]
    }

    private static func seriesWith(_ text: String) -> [SKChart.Series] {
        [.init(name: text, values: [1, -2]), .init(name: text, values: [.nan, 3], color: SKColor("#00FF00"))]
    }

    /// Renderers that exercise every path: plain, debug, and with registry fallback text.
    static let renderers: [HTMLRenderer] = {
        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(type: "note", fallbackText: { $0.properties["text"]?.stringValue }))
        return [
            HTMLRenderer(),
            HTMLRenderer(options: .init(debug: true, theme: .dark), registry: registry),
        ]
    }()

    static let allowedTags: Set<String> = [
        "div", "p", "h2", "h3", "span", "button", "label", "input", "select", "option", "ul", "li", "img", "hr",
        "section", "table", "thead", "tbody", "tr", "th", "td", "caption", "figure", "figcaption", "svg", "title",
        "rect", "line", "polyline", "circle", "path", "text", "progress", "a", "output", "video", "audio", "fieldset",
        "legend",
    ]

    static let allowedAttributes: Set<String> = [
        "class", "style", "id", "for", "type", "name", "value", "placeholder", "required", "minlength", "maxlength",
        "pattern", "aria-label", "aria-labelledby", "aria-hidden", "role", "checked", "selected", "disabled", "src",
        "alt", "width", "height", "loading", "decoding", "referrerpolicy", "href", "rel", "target", "scope", "max",
        "viewbox", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "d", "points", "text-anchor", "data-sk-id",
        "data-sk-action", "data-sk-payload", "data-sk-type", "data-sk-blocked", "data-sk-theme", "min", "step",
        "title", "controls", "preload", "poster", "data-sk-multiple", "multiple", "popover", "popovertarget",
        "popovertargetaction",
    ]

    @Test(arguments: hostileInputs)
    func hostileTextComesOutInert(input: String) {
        for renderer in Self.renderers {
            for component in Self.everyKind(with: input) {
                let output = renderer.render(component)
                let context = "\(component.typeName) with \(input.debugDescription)"
                Self.expectInert(output, context: context)
            }
        }
        let page = HTMLRenderer().renderPage(.stack(SKStack(children: Self.everyKind(with: input))), title: input)
        Self.expectInert(page, context: "page with \(input.debugDescription)")
    }

    @Test func hostileTextIsStillReadable() {
        let input = "\"><img src=x onerror=alert(1)>"
        let output = HTMLRenderer().render(.text(SKText(content: input)))
        #expect(output.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        let scan = HTMLScan(output)
        #expect(scan.tags.map(\.name) == ["div", "p", "p", "div"])
    }

    @Test func blockedURLsNeverReachAnAttribute() {
        for input in Self.hostileInputs {
            let link = HTMLRenderer().render(.link(SKLink(title: "t", url: input)))
            let image = HTMLRenderer().render(.image(SKImage(url: input, alt: "a")))
            #expect(link.contains("data-sk-blocked"), "link to \(input.debugDescription) was not blocked")
            #expect(image.contains("data-sk-blocked"), "image from \(input.debugDescription) was not blocked")
            #expect(!link.contains("href="))
            #expect(!image.contains("src="))
        }
    }

    /// Checks that `output` has only the tags and attributes the renderer writes, safe URLs, safe
    /// inline styles, and none of the tell-tale substrings in markup position.
    static func expectInert(_ output: String, context: String) {
        let lowered = output.lowercased()
        #expect(!lowered.contains("<script"), "<script in \(context)")
        #expect(!lowered.contains("<img src=x"), "injected <img in \(context)")
        #expect(!lowered.contains("<svg onload"), "injected <svg in \(context)")
        #expect(!lowered.contains("<!--"), "comment in \(context)")
        #expect(!lowered.contains("\u{202e}") && !lowered.contains("\u{1b}"), "hidden character in \(context)")
        let scan = HTMLScan(output)
        #expect(scan.problems.isEmpty, "\(scan.problems) in \(context)")
        for tag in scan.tags {
            #expect(
                allowedTags.contains(tag.name) || ["html", "head", "meta", "body", "style"].contains(tag.name),
                "tag <\(tag.name)> in \(context)")
            for attribute in tag.attributes {
                let name = attribute.name
                #expect(
                    allowedAttributes.contains(name) || tag.name == "meta" || tag.name == "html",
                    "attribute \(name) on <\(tag.name)> in \(context)")
                #expect(!name.hasPrefix("on"), "event handler \(name) in \(context)")
                let value = attribute.value.lowercased()
                if name == "href" || name == "src" || name == "poster" {
                    let safe = [
                        "https://", "http://", "data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp",
                    ]
                    #expect(safe.contains { value.hasPrefix($0) }, "\(name)=\(value) in \(context)")
                }
                if name == "style" {
                    // Only declarations the renderer builds from typed values: no hostile text at all.
                    #expect(
                        !value.contains("url(") && !value.contains("expression") && !value.contains("\\")
                            && !value.contains("javascript:") && !value.contains("onerror="),
                        "style=\(value) in \(context)")
                }
            }
        }
    }
}
