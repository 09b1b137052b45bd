import SkillJSON

/// Our inputs and media as A2UI components: each input binds its value to `/<name>` in the data
/// model, so its name and value come back when the document is read again.
extension A2UIWriterSession {
    /// A toggle is a `CheckBox`; A2UI has no switch look, so a switch is written as a checkbox.
    mutating func checkBox(_ toggle: SKToggle) -> (String, [String: JSONValue]) {
        if toggle.action != nil { note(toggle.id, "a toggle's action has no A2UI counterpart; dropped") }
        if toggle.style == .switch { note(toggle.id, "a switch is written as a CheckBox (A2UI has no switch)") }
        return (
            "CheckBox",
            [
                "label": bound(toggle.id, ["label"], .string(toggle.label), as: .string),
                "value": inputValue(toggle.id, ["isOn"], name: toggle.name, value: .bool(toggle.isOn), as: .boolean),
            ]
        )
    }

    /// A picker is a `ChoicePicker`: `multiple` is `multipleSelection`, its style the
    /// `displayStyle` (a drop-down has none; A2UI then shows its default, checkboxes), and the
    /// chosen values a string list in the data model.
    mutating func choicePicker(_ picker: SKPicker) -> (String, [String: JSONValue]) {
        if picker.action != nil { note(picker.id, "a picker's action has no A2UI counterpart; dropped") }
        let options: [JSONValue] = picker.options.enumerated().map { index, option in
            [
                "label": bound(picker.id, ["options", .index(index), "label"], .string(option.label), as: .string),
                "value": .string(option.value),
            ]
        }
        let chosen = picker.multiple ? picker.selectedValues : picker.selected.map { [$0] } ?? []
        let value = inputValue(
            picker.id, ["selected"], name: picker.name, value: .array(chosen.map { .string($0) }), as: .path)
        if !picker.multiple, let pointer = value["path"]?.stringValue, templateDepth == 0,
            let segments = try? A2UIPointer.parse(pointer).segments, let held = data.value(atPointer: segments),
            held.arrayValue == nil
        {
            note(picker.id, "$.selected: \(pointer) holds \(describeJSON(held)); A2UI expects a list of strings there")
        }
        var properties: [String: JSONValue] = [
            "options": .array(options), "value": value,
            "variant": picker.multiple ? "multipleSelection" : "mutuallyExclusive",
        ]
        switch picker.style {
        case .chips: properties["displayStyle"] = "chips"
        case .checkbox: properties["displayStyle"] = "checkbox"
        case .dropdown:
            note(picker.id, "a drop-down has no A2UI displayStyle; written without one (A2UI shows checkboxes)")
        }
        if let label = picker.label { properties["label"] = bound(picker.id, ["label"], .string(label), as: .string) }
        return ("ChoicePicker", properties)
    }

    /// A slider is a `Slider` with literal `min` and `max`; v0.9 has no step.
    mutating func slider(_ slider: SKSlider) -> (String, [String: JSONValue]) {
        if slider.step != nil { note(slider.id, "a slider's step has no A2UI v0.9 counterpart; dropped") }
        var properties: [String: JSONValue] = [
            "min": .number(slider.min), "max": .number(slider.max),
            "value": inputValue(slider.id, ["value"], name: slider.name, value: .number(slider.value), as: .path),
        ]
        if let label = slider.label { properties["label"] = bound(slider.id, ["label"], .string(label), as: .string) }
        return ("Slider", properties)
    }

    /// A date-time input is a `DateTimeInput`: mode `date` enables the date, `time` the time,
    /// `dateTime` both; no value yet is `""`, as A2UI asks; `min` and `max` are `formatString`
    /// calls (see ``dateText(_:)``).
    mutating func dateTimeInput(_ input: SKDateTimeInput) -> (String, [String: JSONValue]) {
        var properties: [String: JSONValue] = [
            "value": inputValue(input.id, ["value"], name: input.name, value: .string(input.value ?? ""), as: .string)
        ]
        if input.mode != .time { properties["enableDate"] = true }
        if input.mode != .date { properties["enableTime"] = true }
        if let label = input.label { properties["label"] = bound(input.id, ["label"], .string(label), as: .string) }
        if let min = input.min { properties["min"] = bound(input.id, ["min"], Self.dateText(min), as: .string) }
        if let max = input.max { properties["max"] = bound(input.id, ["max"], Self.dateText(max), as: .string) }
        return ("DateTimeInput", properties)
    }

    /// A `min` or `max` as a `formatString` call giving the text. A literal string fails the
    /// official v0.9 schema wherever formats are not asserted (its `oneOf` over the `date`, `time`
    /// and `date-time` formats then matches all three), and RFC 3339 times need a zone our values
    /// do not have; the call reads back as the same text.
    private static func dateText(_ text: String) -> JSONValue {
        call("formatString", ["value": .string(text)], returns: "string")
    }

    /// An icon is an `Icon` of the same name; its label is the accessibility label.
    mutating func icon(_ icon: SKIcon) -> (String, [String: JSONValue]) {
        let label = icon.label.map { bound(icon.id, ["label"], .string($0), as: .string) }
        return (
            "Icon", Self.labelled(["name": bound(icon.id, ["name"], .string(icon.name.rawValue), as: .path)], label)
        )
    }

    /// A video is a `Video`; its description is the accessibility label, and its poster has no
    /// v0.9 field (v0.10's `posterUrl` is not written, since the output is v0.9).
    mutating func video(_ video: SKVideo) -> (String, [String: JSONValue]) {
        if video.poster != nil { note(video.id, "a video's poster has no A2UI v0.9 counterpart; dropped") }
        let description = video.description.map { bound(video.id, ["description"], .string($0), as: .string) }
        return ("Video", Self.labelled(["url": bound(video.id, ["url"], .string(video.url), as: .string)], description))
    }

    /// An audio player is an `AudioPlayer` with its description.
    mutating func audioPlayer(_ audio: SKAudioPlayer) -> (String, [String: JSONValue]) {
        var properties: [String: JSONValue] = ["url": bound(audio.id, ["url"], .string(audio.url), as: .string)]
        if let description = audio.description {
            properties["description"] = bound(audio.id, ["description"], .string(description), as: .string)
        }
        return ("AudioPlayer", properties)
    }

    /// `properties` with `label`, when there is one, as the accessibility label.
    private static func labelled(_ properties: [String: JSONValue], _ label: JSONValue?) -> [String: JSONValue] {
        var all = properties
        if let label { all["accessibility"] = ["label": label] }
        return all
    }
}
