import SkillJSON
import SkillUITestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalSanitizationTests {
    typealias T = TerminalTest

    /// Clear screen and home, set the window title (OSC ended by BEL), ring the bell, a C1 CSI, DEL, NUL,
    /// and a right-to-left override.
    static let hostile = "A\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{7}B\u{9B}31m\u{7F}\u{0}\u{202E}C\u{2066}"

    @Test(arguments: [
        ("a\u{1B}[2Jb", ["a^[[2Jb"]),
        ("\u{1B}]0;title\u{7}", ["^[]0;title^G"]),
        ("\u{9B}1m", ["\\u{9B}1m"]),
        ("\u{7F}\u{0}", ["^?^@"]),
        ("abc\u{202E}def\u{2069}", ["abc\\u{202E}def\\u{2069}"]),
        ("tab\there", ["tab here"]),
        ("one\r\ntwo\rthree\nfour\u{2028}five", ["one", "two", "three", "four", "five"]),
        ("plain 中文 👍", ["plain 中文 👍"]),
    ])
    func sanitizesControls(raw: String, lines: [String]) {
        #expect(TerminalSanitizer.lines(raw) == lines)
        #expect(TerminalSanitizer.line(raw) == lines.joined(separator: " "))
    }

    /// A tree with the hostile string in every string field that is shown.
    static var hostileTree: SKComponent {
        let h = hostile
        return .stack(
            SKStack(children: [
                .text(SKText(content: h, style: .title, color: .semantic(.danger))),
                .text(SKText(content: h + "\n" + h, align: .center)),
                .button(SKButton(title: h, action: h)),
                .button(SKButton(title: h, action: h, disabled: true)),
                .textField(SKTextField(name: h, label: h, placeholder: h)),
                .textField(SKTextField(name: h, value: h, required: true)),
                .list(SKList(items: [.init(title: h, subtitle: h, trailing: h, action: h)])),
                .image(SKImage(url: h, alt: h)),
                .image(SKImage(url: "data:" + h + "," + h)),
                .divider(SKDivider()),
                .card(SKCard(title: h, subtitle: h, children: [.text(SKText(content: h))])),
                .table(SKTable(columns: [h, h], rows: [[h, h], [h]])),
                .table(SKTable(columns: [h, h, h, h, h, h, h, h], rows: [[h, h, h, h, h, h, h, h]])),
                .chart(SKChart(kind: .bar, title: h, labels: [h, h], series: [.init(name: h, values: [1, 2])])),
                .chart(SKChart(kind: .line, title: h, labels: [h], series: [.init(name: h, values: [1, 2])])),
                .chart(
                    SKChart(
                        kind: .pie, title: h, labels: [h, h],
                        series: [.init(name: h, values: [1, 2]), .init(name: h, values: [3])])),
                .badge(SKBadge(text: h)),
                .progress(SKProgress(value: 0.5, label: h)),
                .toggle(SKToggle(name: h, label: h, action: h)),
                .picker(SKPicker(name: h, label: h, options: [.init(value: h, label: h)], selected: h, action: h)),
                .link(SKLink(title: h, url: h)),
                .stack(
                    SKStack(
                        direction: .horizontal, children: [.badge(SKBadge(text: h)), .link(SKLink(title: h, url: h))])),
                .unknown(SKUnknown(type: h, raw: .string(h))),
                .custom(SKCustom(type: "fallback", properties: ["text": .string(h)])),
                .custom(SKCustom(type: "drawn", properties: ["text": .string(h)])),
                .slider(SKSlider(name: h, label: h, max: 1, value: 0.5)),
                .dateTimeInput(SKDateTimeInput(name: h, label: h, value: h)),
                .video(SKVideo(url: h, description: h)),
                .audioPlayer(SKAudioPlayer(url: h, description: h)),
                .tabs(SKTabs(tabs: [.init(title: h, child: .text(SKText(content: h)))])),
                .modal(SKModal(title: h, trigger: .text(SKText(content: h)), content: .text(SKText(content: h)))),
            ]))
    }

    static func renderer(width: Int, color: Bool) -> TerminalRenderer {
        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(type: "fallback", fallbackText: { $0.properties["text"]?.stringValue }))
        return TerminalRenderer(
            options: .init(width: width, color: color, debug: true),
            customRenderers: ["drawn": { node, _ in [hostile, node.properties["text"]?.stringValue ?? ""] }],
            registry: registry)
    }

    @Test(arguments: [20, 40, 80, 120])
    func hostileTextNeverReachesTheTerminalRaw(width: Int) {
        for color in [false, true] {
            let rendering = Self.renderer(width: width, color: color).render(Self.hostileTree)
            let text = rendering.text
            #expect(T.problems(in: text, width: width, color: color) == [])
            if color {
                #expect(T.foreignEscapes(in: text) == [])
                #expect(text.unicodeScalars.contains("\u{1B}"), "color output is styled")
            } else {
                #expect(!text.unicodeScalars.contains("\u{1B}"))
            }
            let forbidden = text.unicodeScalars.filter { scalar in
                switch scalar.value {
                case 0x0A, 0x1B: false
                case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
                default: false
                }
            }
            #expect(forbidden.isEmpty, "\(forbidden.map { String($0.value, radix: 16) })")
            #expect(rendering.choices.allSatisfy { TerminalSanitizer.line($0.title) == $0.title })
        }
    }

    @Test func hostileTextIsShownNotObeyed() {
        let text = T.text(.text(SKText(content: Self.hostile)), width: 80)
        #expect(text == #"A^[[2J^[[H^[]0;pwned^GB\u{9B}31m^?^@\u{202E}C\u{2066}"#)
    }

    @Test func colorOffHasNoEscapesAndColorOnOnlySGR() {
        let tree: SKComponent = .stack(
            SKStack(children: [
                .text(SKText(content: "Title", style: .title, color: SKColor("#FF8800"))),
                .text(SKText(content: "note", style: .caption, color: .semantic(.secondaryLabel))),
            ]))
        let dark = TerminalRenderer(options: .init(width: 40, color: true, dark: true)).render(tree).text
        let light = TerminalRenderer(options: .init(width: 40, color: true, dark: false)).render(tree).text
        #expect(dark == "\u{1B}[1;38;2;255;136;0mTitle\u{1B}[0m\n\u{1B}[2;38;2;174;174;178mnote\u{1B}[0m")
        #expect(light == "\u{1B}[1;38;2;255;136;0mTitle\u{1B}[0m\n\u{1B}[2;38;2;95;95;102mnote\u{1B}[0m")
        #expect(T.text(tree) == "Title\nnote")
    }

    @Test func colorRunsShareOneSequenceAndUnderlineStopsAtSpaces() {
        let renderer = TerminalRenderer(options: .init(width: 40, color: true))
        #expect(
            renderer.render(.link(SKLink(title: "Docs", url: "https://x.io"))).text
                == "\u{1B}[4;38;2;76;163;255mDocs\u{1B}[0m \u{1B}[2m<https://x.io>\u{1B}[0m")
        #expect(
            renderer.render(.card(SKCard(title: "T"))).text
                == "\u{1B}[2m╭─ \u{1B}[0m\u{1B}[1mT \u{1B}[0m\u{1B}[2m─╮\u{1B}[0m\n\u{1B}[2m╰─────╯\u{1B}[0m")
    }
}
