import Foundation
import SkillJSON
import Testing

@testable import SkillUI

/// Every component kind survives encode → strict decode, and encode → JSONEncoder → JSONDecoder.
@Suite struct DecodingRoundTripTests {
    /// One node of every built-in kind with every property set away from its default.
    static let full: [SKComponent] = [
        .text(
            SKText(
                id: "t", content: "标题 ✨", style: .title, align: .center,
                color: .rgba(red: 1, green: 2, blue: 3, alpha: 4), weight: .bold)),
        .button(
            SKButton(
                id: "b", title: "删除", action: "delete", payload: ["ids": [1, 2], "hard": true], role: .destructive,
                disabled: true)),
        .textField(
            SKTextField(
                id: "f", name: "email", label: "Email", placeholder: "you@example.com", value: "a@b.c", kind: .email,
                required: true, minLength: 3, maxLength: 64, pattern: "^.+@.+$")),
        .list(
            SKList(
                id: "l",
                items: [
                    SKList.Item(
                        id: "l1", title: "午饭", subtitle: "食堂", trailing: "¥35", action: "open", payload: ["n": 1]),
                    SKList.Item(id: "l2", title: "Coffee"),
                ])),
        .image(SKImage(id: "i", url: "https://e.x/a.png", alt: "A", width: 320, height: 180.5, fit: .fill)),
        .spacer(SKSpacer(id: "s", size: 8)),
        .divider(SKDivider(id: "d")),
        .stack(
            SKStack(
                id: "st", direction: .horizontal, spacing: 4, alignment: .trailing, padding: 2,
                background: .semantic(.accent),
                children: [.divider(SKDivider(id: "st-d"))])),
        .card(SKCard(id: "c", title: "T", subtitle: "S", children: [.spacer(SKSpacer(id: "c-s"))])),
        .table(SKTable(id: "tb", columns: ["a", "b"], rows: [["1", "2"], ["", "x"]])),
        .chart(
            SKChart(
                id: "ch", kind: .line, title: "Temp", labels: ["Mon", "Tue"],
                series: [
                    SKChart.Series(name: "°C", values: [18.5, -2], color: .semantic(.warning)),
                    SKChart.Series(name: "n", values: [0, 1]),
                ])),
        .badge(SKBadge(id: "bd", text: "新", color: .rgba(red: 255, green: 149, blue: 0, alpha: 255))),
        .progress(SKProgress(id: "p", value: 0.25, label: "25%")),
        .toggle(SKToggle(id: "tg", name: "remind", label: "提醒", isOn: true, action: "toggle")),
        .picker(
            SKPicker(
                id: "pk", name: "unit", label: "Unit",
                options: [.init(value: "c", label: "°C"), .init(value: "f", label: "°F")],
                selected: "f", action: "set_unit")),
        .link(SKLink(id: "ln", title: "Docs", url: "https://e.x/docs")),
        .toggle(SKToggle(id: "tg2", name: "agree", label: "I agree", isOn: true, style: .checkbox)),
        .picker(
            SKPicker(
                id: "pk2", name: "extras", options: [.init(value: "a", label: "A"), .init(value: "b", label: "B")],
                action: "set", multiple: true, selectedValues: ["a", "b"], style: .chips)),
        .picker(SKPicker(id: "pk3", name: "one", options: [.init(value: "a", label: "A")], style: .checkbox)),
        .slider(SKSlider(id: "sl", name: "volume", label: "音量", min: -10, max: 10, step: 0.5, value: 2.5)),
        .dateTimeInput(
            SKDateTimeInput(
                id: "dt", name: "at", label: "When", value: "09:30:15", mode: .time, min: "08:00", max: "18:00")),
        .icon(SKIcon(id: "ic", name: .calendarToday, label: "Today")),
        .video(SKVideo(id: "v", url: "https://e.x/a.mp4", poster: "https://e.x/a.jpg", description: "Demo")),
        .audioPlayer(SKAudioPlayer(id: "au", url: "https://e.x/a.mp3", description: "News")),
        .tabs(
            SKTabs(
                id: "tb2",
                tabs: [
                    .init(title: "A", child: .text(SKText(id: "tb2-a", content: "a"))),
                    .init(
                        title: "B", child: .stack(SKStack(id: "tb2-b", children: [.divider(SKDivider(id: "tb2-d"))]))),
                ], selected: 1)),
        .modal(
            SKModal(
                id: "m", title: "More", trigger: .button(SKButton(id: "m-open", title: "Open", action: "open")),
                content: .text(SKText(id: "m-text", content: "Hi")))),
    ]

    /// One node of every built-in kind with only what is required.
    static let minimal: [SKComponent] = [
        .text(SKText(id: "t", content: "")), .button(SKButton(id: "b", title: "OK", action: "ok")),
        .textField(SKTextField(id: "f", name: "n")), .list(SKList(id: "l", items: [])),
        .image(SKImage(id: "i", url: "https://e.x/a.png")), .spacer(SKSpacer(id: "s")), .stack(SKStack(id: "st")),
        .card(SKCard(id: "c")), .table(SKTable(id: "tb", columns: [], rows: [])),
        .chart(SKChart(id: "ch", kind: .bar, labels: [], series: [])), .badge(SKBadge(id: "bd", text: "b")),
        .progress(SKProgress(id: "p", value: 0)), .toggle(SKToggle(id: "tg", name: "n", label: "l")),
        .picker(SKPicker(id: "pk", name: "n", options: [])), .link(SKLink(id: "ln", title: "t", url: "u")),
        .slider(SKSlider(id: "sl", name: "n", max: 1, value: 0)), .dateTimeInput(SKDateTimeInput(id: "dt", name: "n")),
        .icon(SKIcon(id: "ic", name: .add)), .video(SKVideo(id: "v", url: "u")),
        .audioPlayer(SKAudioPlayer(id: "au", url: "u")), .tabs(SKTabs(id: "tb2", tabs: [])),
        .modal(
            SKModal(id: "m", trigger: .icon(SKIcon(id: "m-i", name: .info)), content: .divider(SKDivider(id: "m-d")))),
    ]

    @Test func everyKindIsCovered() {
        #expect(Set(Self.full.map(\.typeName)) == Set(SKComponentKind.allCases.map(\.rawValue)))
    }

    @Test(arguments: full + minimal)
    func strictDecodeOfTheWireFormGivesTheSameTree(_ component: SKComponent) throws {
        #expect(try UIDecoder.decodeStrict(component.jsonValue) == component)
        let text = component.jsonValue.stableString()
        #expect(try UIDecoder.decodeStrict(json: text) == component)
    }

    @Test(arguments: full + minimal)
    func codableRoundTripThroughFoundation(_ component: SKComponent) throws {
        let data = try JSONEncoder().encode(component)
        #expect(try JSONDecoder().decode(SKComponent.self, from: data) == component)
    }

    @Test func nestedTreeRoundTrips() throws {
        let tree = SKComponent.stack(SKStack(id: "root", children: Self.full))
        #expect(try UIDecoder.decodeStrict(tree.jsonValue) == tree)
        let data = try JSONEncoder().encode([tree, tree.children[0]])
        #expect(try JSONDecoder().decode([SKComponent].self, from: data) == [tree, tree.children[0]])
    }

    @Test func customNodesRoundTripWithTheirRegistry() throws {
        var registry = SKComponentRegistry()
        registry.register(SKCustomComponentDefinition(type: "carousel", acceptsChildren: true))
        let node = SKComponent.custom(
            SKCustom(
                id: "c", type: "carousel", properties: ["autoplay": true], children: [.divider(SKDivider(id: "d"))]))
        #expect(
            node.jsonValue.stableString()
                == #"{"autoplay":true,"children":[{"id":"d","type":"divider"}],"id":"c","type":"carousel"}"#)
        #expect(
            try UIDecoder.decodeStrict(node.jsonValue, options: UIDecodingOptions(mode: .strict, registry: registry))
                == node)
        let decoder = JSONDecoder()
        decoder.userInfo[try #require(CodingUserInfoKey(rawValue: "registry"))] = registry
        #expect(try decoder.decode(SKComponent.self, from: JSONEncoder().encode(node)) == node)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SKComponent.self, from: JSONEncoder().encode(node))
        }
    }

    @Test func unknownNodesRoundTripLeniently() throws {
        let node = SKComponent.unknown(SKUnknown(id: "m", type: "map", raw: ["type": "map", "id": "m", "zoom": 3]))
        #expect(node.jsonValue.stableString() == #"{"id":"m","type":"map","zoom":3}"#)
        #expect(UIDecoder.decode(node.jsonValue).component == node)
    }

    struct PropertiesCase: Sendable {
        var component: SKComponent
        var properties: String
    }

    @Test(arguments: [
        PropertiesCase(
            component: full[0],
            properties: ##"{"align":"center","color":"#01020304","content":"标题 ✨","style":"title","weight":"bold"}"##),
        PropertiesCase(component: minimal[1], properties: #"{"action":"ok","title":"OK"}"#),
        PropertiesCase(
            component: full[3],
            properties:
                #"{"items":[{"action":"open","id":"l1","payload":{"n":1},"subtitle":"食堂","title":"午饭","trailing":"¥35"},{"id":"l2","title":"Coffee"}]}"#
        ),
        PropertiesCase(
            component: full[7],
            properties:
                #"{"alignment":"trailing","background":"accent","direction":"horizontal","padding":2,"spacing":4}"#),
        PropertiesCase(component: minimal[6], properties: "{}"),
        PropertiesCase(component: full[8], properties: #"{"subtitle":"S","title":"T"}"#),
        PropertiesCase(
            component: .unknown(
                SKUnknown(id: "m", type: "map", raw: ["type": "map", "id": "m", "zoom": 3, "children": []])),
            properties: #"{"zoom":3}"#),
    ])
    func propertiesLeaveOutTypeIDAndChildren(_ testCase: PropertiesCase) {
        #expect(JSONValue.object(testCase.component.properties).stableString() == testCase.properties)
    }

    @Test func encodingOmitsDefaults() {
        #expect(
            Self.minimal.map { $0.jsonValue.stableString() } == [
                #"{"content":"","id":"t","type":"text"}"#,
                #"{"action":"ok","id":"b","title":"OK","type":"button"}"#,
                #"{"id":"f","name":"n","type":"textField"}"#,
                #"{"id":"l","items":[],"type":"list"}"#,
                #"{"id":"i","type":"image","url":"https://e.x/a.png"}"#,
                #"{"id":"s","type":"spacer"}"#,
                #"{"children":[],"id":"st","type":"stack"}"#,
                #"{"children":[],"id":"c","type":"card"}"#,
                #"{"columns":[],"id":"tb","rows":[],"type":"table"}"#,
                #"{"id":"ch","kind":"bar","labels":[],"series":[],"type":"chart"}"#,
                #"{"id":"bd","text":"b","type":"badge"}"#,
                #"{"id":"p","type":"progress","value":0}"#,
                #"{"id":"tg","label":"l","name":"n","type":"toggle"}"#,
                #"{"id":"pk","name":"n","options":[],"type":"picker"}"#,
                #"{"id":"ln","title":"t","type":"link","url":"u"}"#,
                #"{"id":"sl","max":1,"name":"n","type":"slider","value":0}"#,
                #"{"id":"dt","name":"n","type":"dateTimeInput"}"#,
                #"{"id":"ic","name":"add","type":"icon"}"#,
                #"{"id":"v","type":"video","url":"u"}"#,
                #"{"id":"au","type":"audioPlayer","url":"u"}"#,
                #"{"id":"tb2","tabs":[],"type":"tabs"}"#,
                #"{"content":{"id":"m-d","type":"divider"},"id":"m","trigger":{"id":"m-i","name":"info","type":"icon"},"type":"modal"}"#,
            ])
    }
}
