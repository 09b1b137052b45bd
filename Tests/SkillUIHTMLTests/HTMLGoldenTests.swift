import SkillJSON
import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUIHTML

/// Renderer output compared with `Golden/html/*.html`; see ``HTMLGoldenFiles`` for updating them.
@Suite struct HTMLGoldenTests {
    private let goldens = HTMLGoldenFiles(folder: "html")

    /// Every gallery document, decoded leniently and rendered as a fragment with debug placeholders
    /// (so dropped content shows in the golden). The output must also be inert.
    @Test(arguments: GalleryFixtures.galleryNames())
    func galleryDocument(name: String) throws {
        let result = UIDecoder.decode(json: try GalleryFixtures.gallery(name))
        let component = try #require(result.component, "\(name).json did not decode: \(result.diagnostics)")
        let fragment = HTMLRenderer(options: .init(debug: true)).render(component)
        HTMLSecurityTests.expectInert(fragment, context: "Gallery/\(name).json")
        try goldens.check(fragment, name: name)
    }

    @Test func galleryIsBundled() {
        #expect(
            !GalleryFixtures.galleryNames().isEmpty,
            "UIGallery.examples is empty: SkillUI's Resources/Gallery is not bundled")
    }

    /// Every component kind built in Swift, rendered as a full page in the dark theme.
    @Test func kitchenSinkPage() throws {
        let page = HTMLRenderer(options: .init(theme: .dark, language: "en"))
            .renderPage(HTMLGoldenTrees.kitchenSink, title: "Kitchen sink")
        try goldens.check(page, name: "swift-kitchen-sink-page")
    }

    /// The same tree as a fragment, with debug placeholders.
    @Test func kitchenSinkFragment() throws {
        let fragment = HTMLRenderer(options: .init(debug: true)).render(HTMLGoldenTrees.kitchenSink)
        try goldens.check(fragment, name: "swift-kitchen-sink")
    }

    /// Hostile text in a realistic tree.
    @Test func hostileFragment() throws {
        try goldens.check(HTMLRenderer().render(HTMLGoldenTrees.hostile), name: "swift-hostile")
    }

    /// The harness itself: a missing golden is a failure that says how to create it.
    @Test func missingGoldenFailsWithInstructions() throws {
        guard !HTMLGoldenFiles.isUpdating else { return }
        let problem = try HTMLGoldenFiles(folder: "html").compare("<p>x</p>", name: "does-not-exist")
        #expect(problem?.contains("missing golden file Golden/html/does-not-exist.html") == true)
        #expect(problem?.contains("UPDATE_GOLDEN=1 swift test --filter HTMLGolden") == true)
    }

    @Test func differenceNamesTheFirstChangedLine() {
        #expect(
            HTMLGoldenFiles.firstDifference("a\nb\nc\n", "a\nB\nc\n") == "at line 2: golden «b», output «B»")
        #expect(HTMLGoldenFiles.firstDifference("a\n", "a\nb\n") == "at line 2: golden «», output «b»")
    }
}

/// Trees built in Swift for golden tests.
enum HTMLGoldenTrees {
    static let kitchenSink = SKComponent.stack(
        SKStack(
            id: "root", spacing: 16, padding: 16,
            children: [
                .text(SKText(id: "title", content: "欢迎使用智能助手", style: .title, align: .center)),
                .text(
                    SKText(
                        id: "lead", content: "Everything the renderer knows,\non one page.",
                        color: .semantic(.secondaryLabel))),
                .stack(
                    SKStack(
                        id: "badges", direction: .horizontal, spacing: 8, alignment: .center,
                        children: [
                            .badge(SKBadge(id: "b1", text: "新")),
                            .badge(SKBadge(id: "b2", text: "3 due", color: .semantic(.danger))),
                            .badge(SKBadge(id: "b3", text: "custom", color: SKColor("#8E44AD"))),
                            .spacer(SKSpacer(id: "sp")),
                            .link(SKLink(id: "docs", title: "Docs", url: "https://example.com/docs?a=1&b=2")),
                        ])),
                .card(
                    SKCard(
                        id: "weather", title: "Weather", subtitle: "Shanghai · today",
                        children: [
                            .text(SKText(id: "temp", content: "23°", style: .headline, weight: .bold)),
                            .progress(SKProgress(id: "rain", value: 0.3, label: "Chance of rain")),
                            .divider(SKDivider(id: "d1")),
                            .text(SKText(id: "note", content: "Light breeze", style: .caption)),
                        ])),
                .list(
                    SKList(
                        id: "menu",
                        items: [
                            .init(
                                id: "noodles", title: "Noodles", subtitle: "Spicy", trailing: "¥35", action: "order",
                                payload: ["dish": "noodles"]),
                            .init(id: "tea", title: "Tea", trailing: "¥12"),
                        ])),
                .textField(
                    SKTextField(
                        id: "email", name: "email", label: "Email", placeholder: "you@example.com", kind: .email,
                        required: true, maxLength: 80)),
                .toggle(SKToggle(id: "notify", name: "notify", label: "Notify me", isOn: true, action: "set_notify")),
                .picker(
                    SKPicker(
                        id: "size", name: "size", label: "Size",
                        options: [.init(value: "s", label: "Small"), .init(value: "l", label: "Large")], selected: "l")),
                .table(
                    SKTable(
                        id: "forecast", columns: ["Day", "High", "Low"], rows: [["Mon", "24", "17"], ["Tue", "22"]])),
                .chart(
                    SKChart(
                        id: "sales", kind: .bar, title: "Sales", labels: ["Q1", "Q2", "Q3"],
                        series: [.init(name: "2024", values: [3, 5, 2]), .init(name: "2025", values: [4, -1, 6])])),
                .chart(
                    SKChart(
                        id: "visits", kind: .line, title: "Visits", labels: ["Mon", "Tue", "Wed", "Thu"],
                        series: [.init(name: "web", values: [120, 90, .nan, 150])])),
                .chart(
                    SKChart(
                        id: "share", kind: .pie, title: "Share", labels: ["iOS", "Android", "Web"],
                        series: [.init(name: "users", values: [45, 35, 20])])),
                .image(
                    SKImage(
                        id: "pixel", url: "data:image/png;base64,iVBORw0KGgo=", alt: "A pixel", width: 64, height: 64)),
                .image(SKImage(id: "blocked", url: "data:image/svg+xml,<svg/>", alt: "Blocked SVG")),
                .stack(
                    SKStack(
                        id: "actions", direction: .horizontal, spacing: 8, alignment: .trailing,
                        children: [
                            .button(SKButton(id: "cancel", title: "Cancel", action: "cancel", role: .secondary)),
                            .button(
                                SKButton(
                                    id: "delete", title: "Delete", action: "delete", role: .destructive, disabled: true)
                            ),
                            .button(SKButton(id: "save", title: "Save", action: "save", payload: ["draft": false])),
                        ])),
                .custom(SKCustom(id: "rating", type: "rating", properties: ["stars": 4])),
                .unknown(SKUnknown(id: "carousel", type: "carousel", raw: ["type": "carousel"])),
            ]))

    static let hostile = SKComponent.card(
        SKCard(
            id: "\"><script>", title: "<script>alert(1)</script>", subtitle: "\u{202E}gnp.exe",
            children: [
                .text(SKText(content: "\"><img src=x onerror=alert(1)>")),
                .link(SKLink(title: "click me", url: " JaVaScRiPt:alert(1)")),
                .link(SKLink(title: "tab", url: "java\tscript:alert(1)")),
                .image(SKImage(url: "javascript:alert(1)", alt: "' onerror='alert(1)")),
                .button(
                    SKButton(title: "</button><script>", action: "\" onclick=\"alert(1)", payload: ["x": "</script>"])),
                .textField(SKTextField(name: "a b", label: "<b>", value: "\" autofocus onfocus=\"alert(1)")),
                .table(SKTable(columns: ["<th>"], rows: [["</td></tr></table><script>"]])),
                .chart(
                    SKChart(
                        kind: .bar, title: "</title><script>", labels: ["</text><script>"],
                        series: [.init(name: "<s>", values: [1])])),
            ]))
}
