import SkillJSON
import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUIHTML

@Suite struct HTMLComponentTests {
    private func html(_ component: SKComponent, debug: Bool = false) -> String {
        HTMLTestSupport.inner(component, renderer: HTMLRenderer(options: .init(debug: debug)))
    }

    @Test func rootCarriesTheTheme() {
        for theme in HTMLRenderer.Theme.allCases {
            let output = HTMLRenderer(options: .init(theme: theme)).render(.divider(SKDivider()))
            #expect(
                output
                    == "<div class=\"sk-root\" data-sk-theme=\"\(theme.rawValue)\">\n<hr class=\"sk-divider\">\n</div>")
        }
    }

    @Test(
        arguments: [
            (SKText.Style.title, "<h2 class=\"sk-text sk-title\">Hi</h2>"),
            (.headline, "<h3 class=\"sk-text sk-headline\">Hi</h3>"),
            (.body, "<p class=\"sk-text sk-body\">Hi</p>"),
            (.caption, "<p class=\"sk-text sk-caption\">Hi</p>"),
        ])
    func textStylesPickTheElement(style: SKText.Style, expected: String) {
        #expect(html(.text(SKText(content: "Hi", style: style))) == expected)
    }

    @Test func textAlignmentWeightAndColor() {
        let hex = SKText(id: "t", content: "a<b", align: .center, color: SKColor("#f80"), weight: .bold)
        #expect(
            html(.text(hex))
                == "<p class=\"sk-text sk-body sk-align-center sk-weight-bold\" data-sk-id=\"t\" style=\"color:#FF8800\">a&lt;b</p>"
        )
        let semantic = SKText(content: "ok", style: .caption, color: .semantic(.secondaryLabel))
        #expect(
            html(.text(semantic))
                == "<p class=\"sk-text sk-caption\" style=\"color:var(--sk-secondary-label)\">ok</p>")
        let translucent = SKText(content: "x", color: .rgba(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(html(.text(translucent)) == "<p class=\"sk-text sk-body\" style=\"color:#01020304\">x</p>")
    }

    @Test func buttonIsARealButtonWithActionData() {
        let button = SKButton(id: "buy", title: "Buy \"now\"", action: "purchase", payload: ["sku": "a<1>", "n": 2])
        #expect(
            html(.button(button))
                == "<button type=\"button\" class=\"sk-button sk-primary\" data-sk-action=\"purchase\" data-sk-id=\"buy\" "
                + "data-sk-payload=\"{&quot;n&quot;:2,&quot;sku&quot;:&quot;a&lt;1&gt;&quot;}\">Buy &quot;now&quot;</button>"
        )
        let disabled = SKButton(title: "Delete", action: "delete", role: .destructive, disabled: true)
        #expect(
            html(.button(disabled))
                == "<button type=\"button\" class=\"sk-button sk-destructive\" data-sk-action=\"delete\" data-sk-id=\"\" disabled>"
                + "Delete</button>")
    }

    @Test func textFieldLabelIsTiedToTheInput() {
        let field = SKTextField(
            id: "mail", name: "email", label: "Email", placeholder: "you@example.com", value: "a&b", kind: .email,
            required: true, minLength: 3, maxLength: 64, pattern: "[^@]+@.+")
        #expect(
            html(.textField(field))
                == "<div class=\"sk-field\" data-sk-id=\"mail\"><label for=\"sk-mail\">Email</label><input id=\"sk-mail\" "
                + "type=\"email\" name=\"email\" value=\"a&amp;b\" placeholder=\"you@example.com\" required minlength=\"3\" "
                + "maxlength=\"64\" pattern=\"[^@]+@.+\"></div>")
    }

    @Test(arguments: SKTextField.Kind.allCases)
    func textFieldTypeFollowsKind(kind: SKTextField.Kind) {
        let output = html(.textField(SKTextField(name: "n", label: "L", kind: kind)))
        #expect(output.contains("type=\"\(kind.rawValue)\""))
    }

    @Test func unlabelledTextFieldIsNamedByPlaceholderOrName() {
        #expect(
            html(.textField(SKTextField(name: "q", placeholder: "Search", minLength: -1)))
                == "<div class=\"sk-field\"><input id=\"sk-q\" type=\"text\" name=\"q\" aria-label=\"Search\" "
                + "placeholder=\"Search\"></div>")
        #expect(
            html(.textField(SKTextField(name: "city")))
                == "<div class=\"sk-field\"><input id=\"sk-city\" type=\"text\" name=\"city\" aria-label=\"city\"></div>"
        )
    }

    @Test func listRowsWithActionsHoldButtons() {
        let list = SKList(
            id: "menu",
            items: [
                .init(
                    id: "r1", title: "Noodles", subtitle: "Spicy", trailing: "¥35", action: "order",
                    payload: ["dish": 1]),
                .init(id: "r2", title: "Tea"),
            ])
        #expect(
            html(.list(list)) == """
                <ul class="sk-list" data-sk-id="menu">
                <li class="sk-list-item"><button type="button" class="sk-list-button" data-sk-action="order" \
                data-sk-id="r1" data-sk-payload="{&quot;dish&quot;:1}"><span class="sk-list-text"><span \
                class="sk-list-title">Noodles</span><span class="sk-list-subtitle">Spicy</span></span><span \
                class="sk-list-trailing">¥35</span></button></li>
                <li class="sk-list-item" data-sk-id="r2"><span class="sk-list-text"><span class="sk-list-title">Tea</span>\
                </span></li>
                </ul>
                """)
        #expect(html(.list(SKList(items: []))) == "<ul class=\"sk-list\"></ul>")
    }

    @Test func imageHasAltSizeAndFit() {
        let image = SKImage(
            id: "cat", url: "https://example.com/cat.png", alt: "A cat", width: 120.4, height: 80, fit: .fill)
        #expect(
            html(.image(image))
                == "<img class=\"sk-image sk-fit-fill\" data-sk-id=\"cat\" src=\"https://example.com/cat.png\" alt=\"A cat\" "
                + "width=\"120\" height=\"80\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\" "
                + "style=\"object-fit:cover\">")
        let bare = SKImage(url: "data:image/png;base64,iVBORw0KGgo=", width: .nan, height: -5)
        #expect(
            html(.image(bare))
                == "<img class=\"sk-image sk-fit-fit\" src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"\" loading=\"lazy\" "
                + "decoding=\"async\" referrerpolicy=\"no-referrer\" style=\"object-fit:contain\">")
    }

    @Test func blockedImageShowsItsAltText() {
        let image = SKImage(id: "x", url: "data:image/svg+xml,<svg onload=alert(1)>", alt: "Chart <1>")
        #expect(
            html(.image(image))
                == "<span class=\"sk-image sk-blocked\" data-sk-id=\"x\" data-sk-blocked>Chart &lt;1&gt;</span>")
    }

    @Test func linkOpensSafelyOrIsBlocked() {
        #expect(
            html(.link(SKLink(title: "Docs", url: " https://example.com/?a=1&b=2 ")))
                == "<a class=\"sk-link\" href=\"https://example.com/?a=1&amp;b=2\" rel=\"noopener noreferrer\" "
                + "target=\"_blank\">Docs</a>")
        #expect(
            html(.link(SKLink(id: "l", title: "Click", url: " JaVaScRiPt:alert(1)")))
                == "<span class=\"sk-link sk-blocked\" data-sk-id=\"l\" data-sk-blocked>Click</span>")
    }

    @Test func spacerDividerAndBadge() {
        #expect(html(.spacer(SKSpacer())) == "<div class=\"sk-spacer\" aria-hidden=\"true\"></div>")
        #expect(
            html(.spacer(SKSpacer(id: "s", size: 12.5)))
                == "<div class=\"sk-spacer sk-fixed\" data-sk-id=\"s\" style=\"--sk-size:12.5px\" aria-hidden=\"true\"></div>"
        )
        #expect(
            html(.spacer(SKSpacer(size: -.infinity)))
                == "<div class=\"sk-spacer sk-fixed\" style=\"--sk-size:0px\" aria-hidden=\"true\"></div>")
        #expect(html(.divider(SKDivider(id: "d"))) == "<hr class=\"sk-divider\" data-sk-id=\"d\">")
        #expect(html(.badge(SKBadge(text: "新"))) == "<span class=\"sk-badge\">新</span>")
        #expect(
            html(.badge(SKBadge(text: "3 due", color: .semantic(.danger))))
                == "<span class=\"sk-badge\" style=\"--sk-tint:var(--sk-danger)\">3 due</span>")
    }

    @Test(
        arguments: [
            (0.5, "0.5", "50%"), (0.333, "0.33", "33%"), (1.7, "1", "100%"), (-2, "0", "0%"), (Double.nan, "0", "0%"),
            (Double.infinity, "0", "0%"),
        ])
    func progressIsClampedAndLabelled(value: Double, attribute: String, percent: String) {
        #expect(
            html(.progress(SKProgress(id: "p", value: value, label: "Upload")))
                == "<div class=\"sk-progress\" data-sk-id=\"p\"><label for=\"sk-p\">Upload</label><progress id=\"sk-p\" "
                + "max=\"1\" value=\"\(attribute)\">\(percent)</progress></div>")
    }

    @Test func unlabelledProgress() {
        #expect(
            html(.progress(SKProgress(value: 0.25)))
                == "<div class=\"sk-progress\"><progress max=\"1\" value=\"0.25\">25%</progress></div>")
    }

    @Test func toggleIsASwitchWithALabel() {
        #expect(
            html(.toggle(SKToggle(id: "wifi", name: "wifi", label: "Wi-Fi", isOn: true, action: "set_wifi")))
                == "<div class=\"sk-toggle\"><input type=\"checkbox\" role=\"switch\" id=\"sk-wifi\" name=\"wifi\" checked "
                + "data-sk-action=\"set_wifi\" data-sk-id=\"wifi\"><label for=\"sk-wifi\">Wi-Fi</label></div>")
        #expect(
            html(.toggle(SKToggle(id: "t", name: "dark", label: "Dark")))
                == "<div class=\"sk-toggle\" data-sk-id=\"t\"><input type=\"checkbox\" role=\"switch\" id=\"sk-t\" "
                + "name=\"dark\"><label for=\"sk-t\">Dark</label></div>")
    }

    @Test func pickerIsASelectWithALabel() {
        let picker = SKPicker(
            id: "size", name: "size", label: "Size",
            options: [.init(value: "s", label: "Small"), .init(value: "m", label: "Medium & more")], selected: "m",
            action: "choose")
        #expect(
            html(.picker(picker)) == """
                <div class="sk-picker"><label for="sk-size">Size</label><select id="sk-size" name="size" \
                data-sk-action="choose" data-sk-id="size">
                <option value="s">Small</option>
                <option value="m" selected>Medium &amp; more</option>
                </select></div>
                """)
        #expect(
            html(.picker(SKPicker(name: "p", options: [])))
                == "<div class=\"sk-picker\"><select id=\"sk-p\" name=\"p\" aria-label=\"p\"></select></div>")
    }

    @Test func tableHasColumnHeadersAndPaddedRows() {
        let table = SKTable(
            id: "t", columns: ["Day", "Temp"], rows: [["Mon", "21°"], ["Tue"], ["Wed", "19°", "extra"]])
        #expect(
            html(.table(table)) == """
                <div class="sk-table" data-sk-id="t">
                <table>
                <thead><tr><th scope="col">Day</th><th scope="col">Temp</th></tr></thead>
                <tbody>
                <tr><td>Mon</td><td>21°</td></tr>
                <tr><td>Tue</td><td></td></tr>
                <tr><td>Wed</td><td>19°</td><td>extra</td></tr>
                </tbody>
                </table>
                </div>
                """)
        #expect(
            html(.table(SKTable(columns: [], rows: [])))
                == "<div class=\"sk-table\">\n<table>\n<tbody></tbody>\n</table>\n</div>")
    }

    @Test func stackUsesInlineCustomProperties() {
        let stack = SKStack(
            id: "s", direction: .horizontal, spacing: 12, alignment: .center, padding: 8.25,
            background: .semantic(.secondaryBackground), children: [.text(SKText(content: "a")), .divider(SKDivider())])
        #expect(
            html(.stack(stack)) == """
                <div class="sk-stack sk-horizontal sk-align-center" data-sk-id="s" style="--sk-gap:12px;--sk-padding:8.25px;\
                --sk-bg:var(--sk-secondary-background)">
                <p class="sk-text sk-body">a</p>
                <hr class="sk-divider">
                </div>
                """)
        #expect(html(.stack(SKStack())) == "<div class=\"sk-stack sk-vertical\"></div>")
        #expect(
            html(.stack(SKStack(spacing: .nan, padding: 1e9, background: SKColor("#123"))))
                == "<div class=\"sk-stack sk-vertical\" style=\"--sk-gap:0px;--sk-padding:10000px;--sk-bg:#112233\"></div>"
        )
    }

    @Test func cardIsASectionNamedByItsHeading() {
        let card = SKCard(id: "w", title: "Weather", subtitle: "Today", children: [.text(SKText(content: "Sunny"))])
        #expect(
            html(.card(card)) == """
                <section class="sk-card" data-sk-id="w" aria-labelledby="sk-w-title">
                <h3 class="sk-card-title" id="sk-w-title">Weather</h3>
                <p class="sk-card-subtitle">Today</p>
                <p class="sk-text sk-body">Sunny</p>
                </section>
                """)
        #expect(html(.card(SKCard())) == "<section class=\"sk-card\"></section>")
        #expect(
            html(.card(SKCard(title: "No id")))
                == "<section class=\"sk-card\">\n<h3 class=\"sk-card-title\">No id</h3>\n</section>")
    }

    @Test func unknownRendersNothingUnlessDebugging() {
        let unknown = SKComponent.unknown(SKUnknown(id: "u", type: "carousel<x>", raw: ["type": "carousel<x>"]))
        let stack = SKComponent.stack(SKStack(children: [unknown, .divider(SKDivider())]))
        #expect(html(stack) == "<div class=\"sk-stack sk-vertical\">\n<hr class=\"sk-divider\">\n</div>")
        #expect(HTMLRenderer().render(unknown) == "<div class=\"sk-root\" data-sk-theme=\"auto\"></div>")
        #expect(
            html(unknown, debug: true)
                == "<div class=\"sk-unknown\" data-sk-type=\"carousel&lt;x&gt;\">unknown component “carousel&lt;x&gt;”</div>"
        )
    }

    @Test func customUsesItsRendererThenFallbackTextThenNothing() {
        let rating = SKComponent.custom(
            SKCustom(id: "r", type: "rating", properties: ["stars": 3], children: [.text(SKText(content: "<ok>"))]))
        let renderer = HTMLRenderer(customRenderers: [
            "rating": { node, context in
                let stars = node.properties["stars"]?.intValue ?? 0
                return "<span class=\"rating\">" + context.escape(String(repeating: "★", count: stars) + "<")
                    + node.children.map(context.render).joined() + "</span>"
            }
        ])
        #expect(
            HTMLTestSupport.inner(rating, renderer: renderer)
                == "<span class=\"rating\">★★★&lt;<p class=\"sk-text sk-body\">&lt;ok&gt;</p></span>")

        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(
                type: "rating", fallbackText: { node in node.properties["stars"]?.intValue.map { "\($0) ★ <b>" } }))
        let leaf = SKComponent.custom(SKCustom(id: "r", type: "rating", properties: ["stars": 4]))
        #expect(
            HTMLTestSupport.inner(leaf, renderer: HTMLRenderer(registry: registry))
                == "<div class=\"sk-custom\" data-sk-type=\"rating\" data-sk-id=\"r\">4 ★ &lt;b&gt;</div>")
        #expect(
            HTMLTestSupport.inner(rating, renderer: HTMLRenderer(registry: registry))
                == "<div class=\"sk-custom\" data-sk-type=\"rating\" data-sk-id=\"r\">3 ★ &lt;b&gt;\n"
                + "<p class=\"sk-text sk-body\">&lt;ok&gt;</p>\n</div>")

        let silent = SKComponent.custom(SKCustom(type: "rating"))
        #expect(HTMLRenderer().render(silent) == "<div class=\"sk-root\" data-sk-theme=\"auto\"></div>")
        #expect(
            HTMLTestSupport.inner(silent, renderer: HTMLRenderer(options: .init(debug: true)))
                == "<div class=\"sk-unknown\" data-sk-type=\"rating\">unknown component “rating”</div>")
    }

    @Test func contextChecksURLs() {
        let renderer = HTMLRenderer(customRenderers: [
            "embed": { node, context in
                let url = node.properties["url"]?.stringValue ?? ""
                guard let allowed = context.allowedURL(url, forImage: true) else { return "" }
                return "<img src=\"" + context.escape(allowed) + "\" alt=\"\">"
            }
        ])
        let good = SKComponent.custom(SKCustom(type: "embed", properties: ["url": "https://x.test/a.png?a&b"]))
        let bad = SKComponent.custom(SKCustom(type: "embed", properties: ["url": "javascript:alert(1)"]))
        #expect(
            HTMLTestSupport.inner(good, renderer: renderer) == "<img src=\"https://x.test/a.png?a&amp;b\" alt=\"\">")
        #expect(renderer.render(bad) == "<div class=\"sk-root\" data-sk-theme=\"auto\"></div>")
    }

    @Test func includeStylesheetPutsAStyleElementInTheFragment() {
        let output = HTMLRenderer(options: .init(includeStylesheet: true)).render(.divider(SKDivider()))
        #expect(output.hasPrefix("<div class=\"sk-root\" data-sk-theme=\"auto\">\n<style>\n"))
        #expect(output.hasSuffix("</style>\n<hr class=\"sk-divider\">\n</div>"))
        #expect(output.contains(HTMLRenderer.stylesheet))
    }

    @Test func pageIsACompleteDocument() {
        let page = HTMLRenderer(options: .init(theme: .dark, language: "zh-Hans"))
            .renderPage(.text(SKText(content: "你好")), title: "Hi </title><script>")
        #expect(
            page.hasPrefix(
                """
                <!doctype html>
                <html lang="zh-Hans" data-sk-theme="dark">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; \
                style-src 'unsafe-inline'">
                <meta name="color-scheme" content="dark">
                <title>Hi &lt;/title&gt;&lt;script&gt;</title>
                <style>

                """))
        #expect(
            page.hasSuffix(
                """
                </style>
                </head>
                <body class="sk-page">
                <div class="sk-root" data-sk-theme="dark">
                <p class="sk-text sk-body">你好</p>
                </div>
                </body>
                </html>

                """))
        #expect(page.contains(HTMLRenderer.stylesheet))
        #expect(HTMLRenderer().renderPage(.divider(SKDivider()), title: "x").contains("<html data-sk-theme=\"auto\">"))
    }

    @Test func deepTreesStopAtTheDepthLimit() {
        var tree = SKComponent.text(SKText(content: "leaf"))
        for _ in 0..<1_000 { tree = .stack(SKStack(children: [tree])) }
        let output = HTMLRenderer().render(tree)
        #expect(!output.contains("leaf"))
        #expect(output.components(separatedBy: "<div class=\"sk-stack").count - 1 == 128)
        let debug = HTMLRenderer(options: .init(debug: true)).render(tree)
        #expect(
            debug.contains(
                "<div class=\"sk-unknown\" data-sk-type=\"stack\">nesting too deep: “stack” not rendered</div>"))
    }

    @Test func renderingIsDeterministic() {
        let tree = SKComponent.button(
            SKButton(title: "x", action: "a", payload: ["z": 1, "a": [1, 2], "m": ["k": nil]]))
        let first = HTMLRenderer().render(tree)
        for _ in 0..<20 { #expect(HTMLRenderer().render(tree) == first) }
        #expect(
            first.contains(
                "data-sk-payload=\"{&quot;a&quot;:[1,2],&quot;m&quot;:{&quot;k&quot;:null},&quot;z&quot;:1}\""))
    }
}
