import SkillJSON

/// The catalog entries, one per built-in component.
enum UICatalogEntries {
    typealias Field = UICatalog.Entry.Field

    static func string(_ name: String, required: Bool = false, hint: String = "") -> Field {
        Field(name: name, schema: ["type": "string"], required: required, hint: hint)
    }

    static func choice(_ name: String, _ values: [String]) -> Field {
        Field(
            name: name, schema: ["enum": .array(values.map(JSONValue.string))], required: false,
            hint: values.joined(separator: "|"))
    }

    static func number(_ name: String, required: Bool = false, hint: String = "") -> Field {
        Field(name: name, schema: ["type": "number"], required: required, hint: hint)
    }

    static func flag(_ name: String) -> Field {
        Field(name: name, schema: ["type": "boolean"], required: false, hint: "")
    }

    static let color = Field(name: "color", schema: ["$ref": "#/$defs/color"], required: false, hint: "")
    static let children = Field(
        name: "children", schema: ["type": "array", "items": ["$ref": "#/$defs/component"]], required: false,
        hint: "[…]")
    static let anyValue = Field(name: "payload", schema: [:], required: false, hint: "any")

    static let all: [UICatalog.Entry] = [
        .init(
            type: "text", summary: "text",
            fields: [
                string("content", required: true), choice("style", ["title", "headline", "body", "caption"]),
                choice("align", ["leading", "center", "trailing"]), color,
                choice("weight", ["regular", "medium", "semibold", "bold"]),
            ],
            example: ["type": "text", "content": "晴 24°C", "style": "title"]),
        .init(
            type: "button", summary: "sends action+payload back to the skill",
            fields: [
                string("title", required: true), string("action", required: true), anyValue,
                choice("role", ["primary", "secondary", "destructive"]), flag("disabled"),
            ],
            example: ["type": "button", "title": "删除", "action": "delete", "role": "destructive"]),
        .init(
            type: "textField", summary: "input; its value is sent with the next action as formValues[name]",
            fields: [
                string("name", required: true), string("label"), string("placeholder"), string("value"),
                choice("kind", ["text", "number", "date", "email"]), flag("required"), number("minLength"),
                number("maxLength"), string("pattern"),
            ],
            example: ["type": "textField", "name": "amount", "label": "金额", "kind": "number"]),
        .init(
            type: "list", summary: "rows; a row with action is tappable",
            fields: [
                Field(
                    name: "items",
                    schema: [
                        "type": "array",
                        "items": [
                            "type": "object", "required": ["title"],
                            "properties": [
                                "id": ["type": "string"], "title": ["type": "string"], "subtitle": ["type": "string"],
                                "trailing": ["type": "string"], "action": ["type": "string"], "payload": [:],
                            ],
                        ],
                    ], required: true, hint: "[{title,subtitle?,trailing?,action?,payload?}]")
            ],
            example: ["type": "list", "items": [["title": "午饭", "trailing": "¥35"]]]),
        .init(
            type: "image", summary: "http(s) image",
            fields: [
                string("url", required: true), string("alt", hint: "required for accessibility"), number("width"),
                number("height"), choice("fit", ["fit", "fill"]),
            ],
            example: ["type": "image", "url": "https://example.com/a.png", "alt": "map"]),
        .init(type: "spacer", summary: "space", fields: [number("size")], example: ["type": "spacer"]),
        .init(type: "divider", summary: "line", fields: [], example: ["type": "divider"]),
        .init(
            type: "stack", summary: "row or column (alias: section)",
            fields: [
                choice("direction", ["vertical", "horizontal"]), number("spacing"),
                choice("alignment", ["leading", "center", "trailing"]), number("padding"),
                Field(name: "background", schema: ["$ref": "#/$defs/color"], required: false, hint: ""), children,
            ],
            example: ["type": "stack", "direction": "horizontal", "children": [["type": "text", "content": "A"]]]),
        .init(
            type: "card", summary: "titled box", fields: [string("title"), string("subtitle"), children],
            example: ["type": "card", "title": "明天", "children": [["type": "text", "content": "多云"]]]),
        .init(
            type: "table", summary: "table",
            fields: [
                Field(
                    name: "columns", schema: ["type": "array", "items": ["type": "string"]], required: true, hint: "[…]"
                ),
                Field(
                    name: "rows", schema: ["type": "array", "items": ["type": "array", "items": ["type": "string"]]],
                    required: true, hint: "[[…]]"),
            ],
            example: ["type": "table", "columns": ["项目", "金额"], "rows": [["午饭", "35"]]]),
        .init(
            type: "chart", summary: "chart, one value per label",
            fields: [
                choice("kind", ["bar", "line", "pie"]), string("title"),
                Field(
                    name: "labels", schema: ["type": "array", "items": ["type": "string"]], required: true, hint: "[…]"),
                Field(
                    name: "series",
                    schema: [
                        "type": "array",
                        "items": [
                            "type": "object", "required": ["name", "values"],
                            "properties": [
                                "name": ["type": "string"], "values": ["type": "array", "items": ["type": "number"]],
                                "color": ["$ref": "#/$defs/color"],
                            ],
                        ],
                    ], required: true, hint: "[{name,values,color?}]"),
            ],
            example: [
                "type": "chart", "kind": "bar", "labels": ["一", "二"], "series": [["name": "km", "values": [5, 8]]],
            ]),
        .init(
            type: "badge", summary: "small label", fields: [string("text", required: true), color],
            example: ["type": "badge", "text": "新", "color": "accent"]),
        .init(
            type: "progress", summary: "0…1", fields: [number("value", required: true), string("label")],
            example: ["type": "progress", "value": 0.6, "label": "60%"]),
        .init(
            type: "toggle", summary: "switch or checkbox",
            fields: [
                string("name", required: true), string("label", required: true), flag("isOn"), string("action"),
                choice("style", ["switch", "checkbox"]),
            ],
            example: ["type": "toggle", "name": "remind", "label": "提醒", "isOn": true]),
        .init(
            type: "picker", summary: "choice of one, or of several with multiple",
            fields: [
                string("name", required: true), string("label"),
                Field(
                    name: "options",
                    schema: [
                        "type": "array",
                        "items": [
                            "type": "object", "required": ["value", "label"],
                            "properties": ["value": ["type": "string"], "label": ["type": "string"]],
                        ],
                    ], required: true, hint: "[{value,label}]"),
                Field(
                    name: "selected",
                    schema: ["anyOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]]],
                    required: false, hint: "value, or [values] if multiple"),
                string("action"), flag("multiple"), choice("style", ["dropdown", "chips", "checkbox"]),
            ],
            example: ["type": "picker", "name": "unit", "options": [["value": "c", "label": "°C"]]]),
        .init(
            type: "link", summary: "http(s) link",
            fields: [string("title", required: true), string("url", required: true)],
            example: ["type": "link", "title": "详情", "url": "https://example.com"]),
        .init(
            type: "slider", summary: "number input in min…max; value sent as formValues[name]",
            fields: [
                string("name", required: true), string("label"), number("min", hint: "0"),
                number("max", required: true),
                number("step"), number("value", hint: "min"),
            ],
            example: ["type": "slider", "name": "volume", "max": 10, "value": 4]),
        .init(
            type: "dateTimeInput", summary: "ISO 8601 date/time input; value sent as formValues[name]",
            fields: [
                string("name", required: true), string("label"), string("value", hint: "2026-05-01T09:30"),
                choice("mode", ["date", "time", "dateTime"]), string("min"), string("max"),
            ],
            example: ["type": "dateTimeInput", "name": "day", "mode": "date", "value": "2026-05-01"]),
        .init(
            type: "icon", summary: "symbol",
            fields: [
                Field(
                    name: "name", schema: ["enum": .array(SKIconName.allCases.map { .string($0.rawValue) })],
                    required: true, hint: iconHint),
                string("label", hint: "unless decorative"),
            ],
            example: ["type": "icon", "name": "star", "label": "收藏"]),
        .init(
            type: "video", summary: "http(s) video",
            fields: [string("url", required: true), string("poster"), string("description")],
            example: ["type": "video", "url": "https://example.com/a.mp4", "description": "路线演示"]),
        .init(
            type: "audioPlayer", summary: "http(s) audio",
            fields: [string("url", required: true), string("description")],
            example: ["type": "audioPlayer", "url": "https://example.com/a.mp3", "description": "播报"]),
        .init(
            type: "tabs", summary: "one page shown at a time, max 20",
            fields: [
                Field(
                    name: "tabs",
                    schema: [
                        "type": "array", "maxItems": .number(Double(SKTabs.maxTabs)),
                        "items": [
                            "type": "object", "required": ["title", "child"],
                            "properties": ["title": ["type": "string"], "child": ["$ref": "#/$defs/component"]],
                        ],
                    ], required: true, hint: "[{title,child}]"),
                number("selected", hint: "index"),
            ],
            example: [
                "type": "tabs", "tabs": [["title": "今天", "child": ["type": "text", "content": "晴"]]],
            ]),
        .init(
            type: "modal", summary: "trigger shown in place; tapping it opens content over the page",
            fields: [
                Field(name: "trigger", schema: ["$ref": "#/$defs/component"], required: true, hint: "component"),
                Field(name: "content", schema: ["$ref": "#/$defs/component"], required: true, hint: "component"),
                string("title"),
            ],
            example: [
                "type": "modal", "title": "详情", "trigger": ["type": "button", "title": "详情", "action": "open"],
                "content": ["type": "text", "content": "…"],
            ]),
    ]

    /// Icon names for the prompt: the everyday ones, then "…" (the schema lists all 59).
    static let iconHint =
        [
            "search", "home", "settings", "add", "delete", "edit", "check", "close", "star", "favorite", "info",
            "warning", "error", "calendarToday", "locationOn", "person", "mail", "call", "play", "pause",
        ].joined(separator: "|") + "|…"
}
