import SkillJSON
import Testing

@testable import SkillUI

/// The kinds A2UI brought to our catalog go both ways under their own names.
@Suite struct A2UINewKindsTests {
    static let text: SKComponent = .text(SKText(id: "t", content: "Inside"))

    /// Each new kind, the A2UI component it is written as, and properties it must carry.
    static let written: [(SKComponent, String, [String: JSONValue])] = [
        (
            .slider(SKSlider(id: "s", name: "volume", label: "Volume", min: 1, max: 10, value: 7)), "Slider",
            ["label": "Volume", "min": 1, "max": 10, "value": ["path": "/volume"]]
        ),
        (
            .dateTimeInput(SKDateTimeInput(id: "d", name: "day", mode: .date)), "DateTimeInput",
            ["enableDate": true, "value": ["path": "/day"]]
        ),
        (.dateTimeInput(SKDateTimeInput(id: "d", name: "at", mode: .time)), "DateTimeInput", ["enableTime": true]),
        (.icon(SKIcon(id: "i", name: .star, label: "Favourite")), "Icon", ["name": "star"]),
        (.video(SKVideo(id: "v", url: "https://example.com/a.mp4")), "Video", ["url": "https://example.com/a.mp4"]),
        (
            .audioPlayer(SKAudioPlayer(id: "a", url: "https://example.com/a.mp3", description: "Guide")),
            "AudioPlayer", ["description": "Guide"]
        ),
        (
            .tabs(SKTabs(id: "tb", tabs: [.init(title: "One", child: text)])), "Tabs",
            ["tabs": [["title": "One", "child": "t"]]]
        ),
        (
            .modal(SKModal(id: "m", trigger: text, content: .divider(SKDivider(id: "x")))), "Modal",
            ["trigger": "t", "content": "x"]
        ),
        (.toggle(SKToggle(id: "c", name: "ok", label: "OK", style: .checkbox)), "CheckBox", ["value": ["path": "/ok"]]),
        (
            .picker(
                SKPicker(
                    id: "p", name: "tags", options: [.init(value: "a", label: "A"), .init(value: "b", label: "B")],
                    multiple: true, selectedValues: ["b"], style: .chips)), "ChoicePicker",
            ["variant": "multipleSelection", "displayStyle": "chips", "value": ["path": "/tags"]]
        ),
    ]

    @Test(arguments: 0..<written.count)
    func writesEachKindAsItsA2UIComponent(row: Int) throws {
        let (node, type, properties) = Self.written[row]
        let output = A2UIWriter.write(node)
        let root = try #require(output.messages[1]["updateComponents"]?["components"]?.arrayValue?.first)
        #expect(root["component"] == .string(type))
        for (key, value) in properties { #expect(root[key] == value, "\(type).\(key)") }
    }

    @Test func aMultipleChoiceWritesItsValuesAsAStringList() {
        let output = A2UIWriter.write(Self.written[9].0)
        #expect(output.messages.last?["updateDataModel"]?["value"] == ["tags": ["b"]])
    }

    /// Ours → A2UI → ours keeps every new kind, its name, value, range and style.
    @Test func ourNewKindsComeBackUpToIDs() throws {
        let tree: SKComponent = .stack(
            SKStack(
                id: "root",
                children: [
                    .slider(SKSlider(id: "s", name: "budget", label: "Budget", min: 0, max: 2000, value: 600)),
                    .dateTimeInput(
                        SKDateTimeInput(
                            id: "d", name: "trip/day", label: "Day", value: "2026-05-01", mode: .date,
                            min: "2026-04-01", max: "2026-12-31")),
                    .dateTimeInput(SKDateTimeInput(id: "w", name: "back", value: "2026-05-01T18:00")),
                    .icon(SKIcon(id: "i", name: .locationOn, label: "Destination")),
                    .video(SKVideo(id: "v", url: "https://example.com/a.mp4", description: "A boat")),
                    .audioPlayer(SKAudioPlayer(id: "a", url: "https://example.com/a.mp3", description: "Guide")),
                    .tabs(SKTabs(id: "tb", tabs: [.init(title: "One", child: Self.text)])),
                    .modal(SKModal(id: "m", trigger: .text(SKText(id: "o", content: "Open")), content: Self.text)),
                    .toggle(SKToggle(id: "c", name: "ok", label: "OK", isOn: true, style: .checkbox)),
                    Self.written[9].0,
                    .picker(
                        SKPicker(
                            id: "q", name: "unit", options: [.init(value: "c", label: "C")], selected: "c",
                            style: .checkbox)),
                ]))
        let output = A2UIWriter.write(tree)
        #expect(output.notes.isEmpty, "\(output.notes)")
        let back = try #require(A2UIFixtures.render(output.jsonl).tree)
        #expect(A2UIFixtures.withoutIDs(back) == A2UIFixtures.withoutIDs(tree))
    }

    @Test(arguments: [
        (true, false, SKDateTimeInput.Mode.date), (false, true, .time), (true, true, .dateTime),
        (false, false, .dateTime),
    ])
    func enableDateAndTimeChooseTheMode(date: Bool, time: Bool, mode: SKDateTimeInput.Mode) throws {
        let document = A2UIFixtures.jsonl([
            [
                "id": "root", "component": "DateTimeInput", "value": "", "enableDate": .bool(date),
                "enableTime": .bool(time),
            ]
        ])
        let rendered = A2UIFixtures.render(document)
        guard case .dateTimeInput(let input)? = rendered.tree else {
            Issue.record("not a date-time input: \(String(describing: rendered.tree))")
            return
        }
        #expect(input.mode == mode)
        #expect(rendered.diagnostics.isEmpty == (date || time))
    }

    @Test func v010StepsDivideTheSliderAndAValueOutsideIsClamped() {
        let document = A2UIFixtures.jsonl(
            [
                ["id": "root", "component": "Slider", "min": 0, "max": 10, "steps": 5, "value": ["path": "/v"]]
            ], data: ["v": 12])
        let rendered = A2UIFixtures.render(document)
        guard case .slider(let slider)? = rendered.tree else {
            Issue.record("not a slider")
            return
        }
        #expect(slider.step == 2)
        #expect(slider.value == 10)
        #expect(slider.name == "v")
        #expect(rendered.diagnostics == [#"warning: surface "main": $.root.value: 12 is outside 0…10; shown as 10"#])
    }

    @Test func anSVGPathIconHasNoCounterpartAndSaysSo() {
        let document = A2UIFixtures.jsonl([
            ["id": "root", "component": "Icon", "name": ["svgPath": "M0 0L1 1"], "accessibility": ["label": "Logo"]]
        ])
        let rendered = A2UIFixtures.render(document)
        #expect(rendered.tree == .text(SKText(id: "root", content: "Logo", style: .caption)))
        #expect(
            rendered.diagnostics == [
                #"warning: surface "main": $.root.name: an Icon drawn from an svgPath has no counterpart; shown as caption text"#
            ])
    }

    @Test(arguments: [
        ("2026-03-01T10:15:00Z", "2026-03-01T10:15:00"), ("2026-03-01T10:15:00.250+08:00", "2026-03-01T10:15:00"),
        ("2026-03-01T10:15-05:00", "2026-03-01T10:15"), ("2026-03-01", "2026-03-01"), ("10:15:00Z", "10:15:00"),
    ])
    func zonesAndFractionsAreDropped(text: String, local: String) {
        #expect(A2UIBuildSession.zoneFree(text) == local)
    }

    @Test func aDateTimeWithAZoneIsReadAsLocalTimeWithAWarning() {
        let document = A2UIFixtures.jsonl([
            [
                "id": "root", "component": "DateTimeInput", "value": "2026-03-01T10:15:00Z", "enableDate": true,
                "enableTime": true,
            ]
        ])
        let rendered = A2UIFixtures.render(document)
        guard case .dateTimeInput(let input)? = rendered.tree else {
            Issue.record("not a date-time input")
            return
        }
        #expect(input.value == "2026-03-01T10:15:00")
        #expect(rendered.diagnostics.count == 1)
        #expect(rendered.diagnostics.first?.contains("read as") == true)
    }
}
