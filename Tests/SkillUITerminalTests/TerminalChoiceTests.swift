import SkillJSON
import SkillUITestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalChoiceTests {
    typealias T = TerminalTest

    /// A form that mixes every kind of choice in nested containers.
    static let form: SKComponent = .stack(
        SKStack(
            id: "root",
            children: [
                .button(SKButton(id: "refresh", title: "刷新", action: "refresh")),
                .card(
                    SKCard(
                        id: "menu", title: "菜单",
                        children: [
                            .list(
                                SKList(
                                    id: "dishes",
                                    items: [
                                        .init(id: "noodles", title: "牛肉面", action: "order", payload: ["dish": 1]),
                                        .init(title: "Just looking"),
                                        .init(title: "炒饭", action: "order", payload: ["dish": 2]),
                                    ]))
                        ])),
                .stack(
                    SKStack(
                        direction: .horizontal,
                        children: [
                            .toggle(SKToggle(id: "spicy", name: "spicy", label: "加辣", isOn: false, action: "set")),
                            .picker(
                                SKPicker(
                                    id: "size", name: "size",
                                    options: [.init(value: "s", label: "小"), .init(value: "l", label: "大")],
                                    selected: "s", action: "set")),
                        ])),
                .button(SKButton(id: "pay", title: "Pay", action: "pay", disabled: true)),
                .button(SKButton(id: "delete", title: "删除", action: "delete", payload: "all", role: .destructive)),
            ]))

    @Test func choicesAreNumberedInReadingOrder() {
        let rendering = T.render(Self.form, width: 40)
        #expect(rendering.choices.map(\.number) == Array(1...7))
        #expect(rendering.choices.map(\.title) == ["刷新", "牛肉面", "炒饭", "加辣", "小", "大", "删除"])
        for choice in rendering.choices {
            #expect(rendering.text.contains("[\(choice.number)] "), "\(choice.number) is shown")
        }
        #expect(rendering.text.contains("[-] Pay"))
        #expect(
            rendering.text
                == T.lines(
                    "[1] 刷新",
                    "╭─ 菜单 ─────────╮",
                    "│ [2] 牛肉面     │",
                    "│ • Just looking │",
                    "│ [3] 炒饭       │",
                    "╰────────────────╯",
                    "[4] [ ] 加辣  [5] ● 小",
                    "              [6] ○ 大",
                    "[-] Pay",
                    "[7] 删除"))
    }

    @Test func choicesCarryTheirActions() {
        let actions = T.render(Self.form).choices.map(\.action)
        #expect(actions[0] == UIAction(componentID: "refresh", action: "refresh"))
        #expect(actions[1] == UIAction(componentID: "noodles", action: "order", payload: ["dish": 1]))
        #expect(actions[2] == UIAction(componentID: "dishes", action: "order", payload: ["dish": 2]))
        #expect(actions[3] == UIAction(componentID: "spicy", action: "set", payload: ["name": "spicy", "value": true]))
        #expect(actions[4] == UIAction(componentID: "size", action: "set", payload: ["name": "size", "value": "s"]))
        #expect(actions[5] == UIAction(componentID: "size", action: "set", payload: ["name": "size", "value": "l"]))
        #expect(actions[6] == UIAction(componentID: "delete", action: "delete", payload: "all"))
        #expect(actions.allSatisfy { $0.formValues.isEmpty })
    }

    @Test(arguments: [("1", 1), (" 7 ", 7), ("[3]", 3), ("0", nil), ("8", nil), ("one", nil), ("", nil), ("-1", nil)])
    func replyPicksAChoice(reply: String, number: Int?) {
        #expect(T.render(Self.form).choice(forReply: reply)?.number == number)
    }

    @Test func choicesDoNotDependOnWidthOrColor() {
        let narrow = T.render(Self.form, width: 20)
        let colored = TerminalRenderer(options: .init(width: 120, color: true)).render(Self.form)
        #expect(narrow.choices == T.render(Self.form, width: 80).choices)
        #expect(colored.choices == narrow.choices)
    }

    @Test func renderingIsDeterministic() {
        let renderer = TerminalRenderer(options: .init(width: 60, color: true))
        #expect(renderer.render(Self.form) == renderer.render(Self.form))
    }
}
