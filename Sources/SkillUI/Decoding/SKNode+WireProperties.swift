import SkillJSON

// Each payload's wire properties: the members of its canonical JSON (see `docs/UI-FORMAT.md`)
// without `"type"`, `"id"` and `"children"`. Optional properties that are `nil` and properties
// equal to their default are left out. Slot nodes and open-typed nodes also say how their
// children go into the wire object.

extension SKText {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["content"] = .string(content)
        members.set("style", style, default: .body)
        members.set("align", align)
        members.set("color", color)
        members.set("weight", weight)
        return members.storage
    }
}

extension SKButton {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["title"] = .string(title)
        members["action"] = .string(action)
        members["payload"] = payload
        members.set("role", role, default: .primary)
        members.set("disabled", disabled)
        return members.storage
    }
}

extension SKTextField {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["name"] = .string(name)
        members.set("label", label)
        members.set("placeholder", placeholder)
        members.set("value", value)
        members.set("kind", kind, default: .text)
        members.set("required", required)
        members.set("minLength", minLength)
        members.set("maxLength", maxLength)
        members.set("pattern", pattern)
        return members.storage
    }
}

extension SKList {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["items"] = .array(items.map(Self.itemJSON))
        return members.storage
    }

    private static func itemJSON(_ item: Item) -> JSONValue {
        var members = WireObject()
        members["id"] = .string(item.id)
        members["title"] = .string(item.title)
        members.set("subtitle", item.subtitle)
        members.set("trailing", item.trailing)
        members.set("action", item.action)
        members["payload"] = item.payload
        return .object(members.storage)
    }
}

extension SKImage {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["url"] = .string(url)
        members.set("alt", alt)
        members.set("width", width)
        members.set("height", height)
        members.set("fit", fit, default: .fit)
        return members.storage
    }
}

extension SKSpacer {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members.set("size", size)
        return members.storage
    }
}

extension SKDivider {
    public var wireProperties: [String: JSONValue] { [:] }
}

extension SKStack {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members.set("direction", direction, default: .vertical)
        members.set("spacing", spacing)
        members.set("alignment", alignment)
        members.set("padding", padding)
        members.set("background", background)
        return members.storage
    }
}

extension SKCard {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members.set("title", title)
        members.set("subtitle", subtitle)
        return members.storage
    }
}

extension SKTable {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["columns"] = .array(columns.map(JSONValue.string))
        members["rows"] = .array(rows.map { .array($0.map(JSONValue.string)) })
        return members.storage
    }
}

extension SKChart {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["kind"] = .string(kind.rawValue)
        members.set("title", title)
        members["labels"] = .array(labels.map(JSONValue.string))
        members["series"] = .array(series.map(Self.seriesJSON))
        return members.storage
    }

    private static func seriesJSON(_ series: Series) -> JSONValue {
        var members = WireObject()
        members["name"] = .string(series.name)
        members["values"] = .array(series.values.map(JSONValue.number))
        members.set("color", series.color)
        return .object(members.storage)
    }
}

extension SKBadge {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["text"] = .string(text)
        members.set("color", color)
        return members.storage
    }
}

extension SKProgress {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["value"] = .number(value)
        members.set("label", label)
        return members.storage
    }
}

extension SKToggle {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["name"] = .string(name)
        members["label"] = .string(label)
        members.set("isOn", isOn)
        members.set("action", action)
        members.set("style", style, default: .switch)
        return members.storage
    }
}

extension SKPicker {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["name"] = .string(name)
        members.set("label", label)
        members["options"] = .array(
            options.map { ["value": .string($0.value), "label": .string($0.label)] })
        if multiple {
            members["multiple"] = .bool(true)
            if !selectedValues.isEmpty {
                members["selected"] = .array(selectedValues.map(JSONValue.string))
            }
        } else {
            members.set("selected", selected)
        }
        members.set("action", action)
        members.set("style", style, default: .dropdown)
        return members.storage
    }
}

extension SKLink {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["title"] = .string(title)
        members["url"] = .string(url)
        return members.storage
    }
}

extension SKSlider {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["name"] = .string(name)
        members.set("label", label)
        if min != 0 { members["min"] = .number(min) }
        members["max"] = .number(max)
        members.set("step", step)
        members["value"] = .number(value)
        return members.storage
    }
}

extension SKDateTimeInput {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["name"] = .string(name)
        members.set("label", label)
        members.set("value", value)
        members.set("mode", mode, default: .dateTime)
        members.set("min", min)
        members.set("max", max)
        return members.storage
    }
}

extension SKIcon {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["name"] = .string(name.rawValue)
        members.set("label", label)
        return members.storage
    }
}

extension SKVideo {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["url"] = .string(url)
        members.set("poster", poster)
        members.set("description", description)
        return members.storage
    }
}

extension SKAudioPlayer {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["url"] = .string(url)
        members.set("description", description)
        return members.storage
    }
}

extension SKTabs {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members["tabs"] = .array(tabs.map { ["title": .string($0.title)] })
        if selected != 0 { members["selected"] = .number(Double(selected)) }
        return members.storage
    }

    /// Each tab's `"title"` and `"child"`.
    func wireObject(children: [JSONValue]?) -> [String: JSONValue] {
        var object = wireProperties
        let encoded = children ?? tabs.map(\.child.jsonValue)
        object["tabs"] = .array(
            zip(tabs, encoded).map { tab, child in ["title": .string(tab.title), "child": child] })
        return object
    }
}

extension SKModal {
    public var wireProperties: [String: JSONValue] {
        var members = WireObject()
        members.set("title", title)
        return members.storage
    }

    /// The `"trigger"` and `"content"` beside the title.
    func wireObject(children: [JSONValue]?) -> [String: JSONValue] {
        var object = wireProperties
        object["trigger"] = children?.first ?? trigger.jsonValue
        object["content"] = children?.last ?? content.jsonValue
        return object
    }
}

extension SKCustom {
    public var wireProperties: [String: JSONValue] {
        var members = properties
        for key in ["type", "id", "children"] { members.removeValue(forKey: key) }
        return members
    }

    func wireObject(children: [JSONValue]?) -> [String: JSONValue] {
        var object = properties
        object.removeValue(forKey: "children")
        if let children, !children.isEmpty { object["children"] = .array(children) }
        return object
    }
}

extension SKUnknown {
    public var wireProperties: [String: JSONValue] {
        var members = raw.objectValue ?? [:]
        for key in ["type", "id", "children"] { members.removeValue(forKey: key) }
        return members
    }

    /// The raw object as it came, its `"children"` included.
    func wireObject(children: [JSONValue]?) -> [String: JSONValue] { raw.objectValue ?? [:] }
}
