import SkillJSON
import SkillUITestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

/// Exact color-off output of every component, built in Swift.
@Suite struct TerminalComponentTests {
    typealias T = TerminalTest

    @Test func textStylesAndAlignment() {
        #expect(T.text(.text(SKText(content: "你好，世界")), width: 20) == "你好，世界")
        #expect(T.text(.text(SKText(content: "标题", style: .title, align: .center)), width: 20) == "        标题")
        #expect(T.text(.text(SKText(content: "right", align: .trailing)), width: 20) == "               right")
        #expect(T.text(.text(SKText(content: "a\nb\n\nc")), width: 20) == T.lines("a", "b", "", "c"))
    }

    @Test func centeredTextWrapsEachLineCentered() {
        let text = T.text(.text(SKText(content: "one two three four", align: .center)), width: 12)
        #expect(text == T.lines("  one two", " three four"))
    }

    @Test func buttons() {
        let row: SKComponent = .stack(
            SKStack(
                direction: .horizontal,
                children: [
                    .button(SKButton(id: "d", title: "删除", action: "delete", role: .destructive)),
                    .button(SKButton(id: "c", title: "Cancel", action: "cancel", role: .secondary)),
                    .button(SKButton(id: "x", title: "Later", action: "later", disabled: true)),
                ]))
        #expect(T.text(row) == "[1] 删除  [2] Cancel  [-] Later")
        #expect(
            T.text(.button(SKButton(title: "Send the report now", action: "send")), width: 12)
                == T.lines(
                    "[1] Send the", "    report", "    now"))
    }

    @Test func textField() {
        let field = SKTextField(name: "email", label: "邮箱", placeholder: "you@example.com", required: true)
        #expect(T.text(.textField(field)) == "邮箱*: [you@example.com__]")
        var filled = field
        filled.value = "me@example.org"
        filled.required = false
        #expect(T.text(.textField(filled)) == "邮箱: [me@example.org__]")
        #expect(T.text(.textField(SKTextField(name: "city"))) == "city: [________________]")
        #expect(T.text(.textField(field), width: 12) == T.lines("邮箱*:", "[you@examp…]"))
    }

    @Test func list() {
        let list = SKList(items: [
            .init(id: "a", title: "牛肉面", subtitle: "兰州拉面馆", trailing: "¥35", action: "order"),
            .init(id: "b", title: "Fried rice", trailing: "¥28"),
            .init(id: "c", title: "Tea"),
        ])
        #expect(
            T.text(.list(list))
                == T.lines(
                    "[1] 牛肉面    ¥35",
                    "    兰州拉面馆",
                    "• Fried rice  ¥28",
                    "• Tea"))
    }

    @Test func listTrailingMovesToItsOwnLineWhenTight() {
        let list = SKList(items: [.init(title: "A rather long row title", trailing: "tomorrow")])
        #expect(
            T.text(.list(list), width: 16) == T.lines("• A rather long", "  row title", "        tomorrow"))
    }

    @Test func imageLinkBadgeDividerSpacer() {
        #expect(T.text(.image(SKImage(url: "https://x.io/cat.png", alt: "一只猫"))) == "🖼 一只猫 (https://x.io/cat.png)")
        #expect(T.text(.image(SKImage(url: "https://x.io/a.png"))) == "🖼 image (https://x.io/a.png)")
        #expect(
            T.text(.image(SKImage(url: "data:image/png;base64,iVBORw0KGgo=", alt: "")))
                == "🖼 image (data:image/png;base64,…)")
        #expect(T.text(.link(SKLink(title: "文档", url: "https://x.io/docs"))) == "文档 <https://x.io/docs>")
        #expect(T.text(.badge(SKBadge(text: "新"))) == "[新]")
        #expect(T.text(.divider(SKDivider()), width: 10) == "──────────")
        #expect(T.text(.spacer(SKSpacer())) == "")
        let stack: SKComponent = .stack(
            SKStack(children: [.text(SKText(content: "a")), .spacer(SKSpacer()), .text(SKText(content: "b"))]))
        #expect(T.text(stack) == T.lines("a", "", "b"))
    }

    @Test func progress() {
        #expect(T.text(.progress(SKProgress(value: 0.6, label: "下载中"))) == "[██████░░░░] 60% 下载中")
        #expect(T.text(.progress(SKProgress(value: 1.4))) == "[██████████] 100%")
        #expect(T.text(.progress(SKProgress(value: -1))) == "[░░░░░░░░░░] 0%")
        #expect(T.text(.progress(SKProgress(value: 0.5)), width: 10) == "[██░░] 50%")
    }

    @Test func toggle() {
        #expect(T.text(.toggle(SKToggle(name: "n", label: "通知", isOn: true))) == "[x] 通知")
        #expect(T.text(.toggle(SKToggle(name: "n", label: "通知", action: "flip"))) == "[1] [ ] 通知")
    }

    @Test func picker() {
        let picker = SKPicker(
            name: "size", label: "尺寸", options: [.init(value: "s", label: "小"), .init(value: "m", label: "中")],
            selected: "m", action: "choose")
        #expect(T.text(.picker(picker)) == T.lines("尺寸:", "  [1] ○ 小", "  [2] ● 中"))
        var plain = picker
        plain.label = nil
        plain.action = nil
        #expect(T.text(.picker(plain)) == T.lines("○ 小", "● 中"))
    }

    @Test func card() {
        let card = SKCard(
            title: "今日推荐", subtitle: "根据口味",
            children: [.text(SKText(content: "牛肉面 ¥35")), .divider(SKDivider()), .badge(SKBadge(text: "热"))])
        #expect(
            T.text(.card(card))
                == T.lines(
                    "╭─ 今日推荐 ─╮",
                    "│ 根据口味   │",
                    "│ 牛肉面 ¥35 │",
                    "│ ────────── │",
                    "│ [热]       │",
                    "╰────────────╯"))
        #expect(T.text(.card(SKCard())) == T.lines("╭───╮", "╰───╯"))
        #expect(
            T.text(.card(SKCard(title: "T", children: [.text(SKText(content: "x"))])), width: 6) == T.lines("T", "x"))
    }

    @Test func nestedCardsFitTheWidth() {
        var inner: SKComponent = .text(SKText(content: "深处的文字需要换行才能放下"))
        for level in 0..<6 { inner = .card(SKCard(title: "L\(level)", children: [inner])) }
        let text = T.text(inner, width: 24)
        #expect(T.problems(in: text, width: 24, color: false) == [])
        #expect(text.contains("深"))
    }

    @Test func table() {
        let table = SKTable(columns: ["名称", "价格"], rows: [["苹果", "¥35"], ["Banana", "¥5"]])
        #expect(
            T.text(.table(table))
                == T.lines(
                    "名称   │ 价格",
                    "───────┼─────",
                    "苹果   │ ¥35",
                    "Banana │ ¥5"))
    }

    @Test func tooWideTableWrapsAndTruncatesCells() {
        let table = SKTable(
            columns: ["Item", "Notes"],
            rows: [["Tea", "A very long note that needs several lines to fit in the column at all"]])
        #expect(
            T.text(.table(table), width: 24)
                == T.lines(
                    "Item │ Notes",
                    "─────┼──────────────────",
                    "Tea  │ A very long note",
                    "     │ that needs",
                    "     │ several lines to…"))
    }

    @Test func tableTooNarrowForColumnsBecomesRecords() {
        let table = SKTable(columns: ["A", "B", "C", "D", "E", "F"], rows: [["1", "2", "3", "4", "5", "6"]])
        #expect(T.text(.table(table), width: 20) == T.lines("A: 1", "B: 2", "C: 3", "D: 4", "E: 5", "F: 6"))
    }

    @Test func barChart() {
        let chart = SKChart(
            kind: .bar, title: "销量", labels: ["一月", "二月"], series: [.init(name: "A", values: [30, 60])])
        #expect(
            T.text(.chart(chart), width: 20)
                == T.lines(
                    "销量",
                    "一月 ██████ 30",
                    "二月 ████████████ 60"))
    }

    @Test func barChartWithSeries() {
        let chart = SKChart(
            kind: .bar, labels: ["Q1"], series: [.init(name: "in", values: [4]), .init(name: "out", values: [1])])
        #expect(T.text(.chart(chart), width: 20) == T.lines("Q1 in  ███████████ 4", "   out ██▊ 1"))
    }

    @Test func lineChart() {
        let chart = SKChart(kind: .line, labels: [], series: [.init(name: "温度", values: [1, 2, 3, 4, 5, 6, 7, 8])])
        #expect(T.text(.chart(chart)) == "温度 ▁▂▃▄▅▆▇█  min 1  max 8")
    }

    @Test func pieChart() {
        let chart = SKChart(kind: .pie, labels: ["甲", "乙"], series: [.init(name: "", values: [3, 1])])
        #expect(T.text(.chart(chart), width: 20) == T.lines("甲 █████████     75%", "乙 ███           25%"))
    }

    @Test func unknownShowsOnlyInDebug() {
        let unknown: SKComponent = .unknown(SKUnknown(type: "carousel", raw: .null))
        #expect(T.text(unknown) == "")
        #expect(T.text(unknown, debug: true) == "[unknown component \"carousel\"]")
    }

    @Test func customUsesRendererThenFallbackThenNothing() {
        let node: SKComponent = .custom(
            SKCustom(
                type: "rating", properties: ["stars": 4],
                children: [.button(SKButton(title: "Rate", action: "rate"))]))
        var registry = SKComponentRegistry()
        registry.register(
            SKCustomComponentDefinition(
                type: "rating", fallbackText: { node in "\(node.properties["stars"]?.intValue ?? 0) stars" }))
        let drawn = T.render(
            node, customRenderers: ["rating": { node, context in ["★★★★☆ (width \(context.width))"] }],
            registry: registry)
        #expect(drawn.text == T.lines("★★★★☆ (width 40)", "[1] Rate"))
        #expect(T.render(node, registry: registry).text == T.lines("4 stars", "[1] Rate"))
        #expect(T.render(node).text == "[1] Rate")
    }
}
