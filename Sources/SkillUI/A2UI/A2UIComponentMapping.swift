import SkillJSON

/// How each A2UI basic-catalog component becomes one of ours — the one place to change when our
/// catalog grows.
///
/// | A2UI | ours |
/// |---|---|
/// | Text (`h1` title, `h2`–`h5` headline, `caption`, `body`) | text |
/// | Image | image (`contain`/`none`/`scaleDown` fit, `cover`/`fill` fill) |
/// | Row, Column, List | stack (horizontal, vertical, its `direction`) |
/// | Card | card around its child |
/// | Divider | divider |
/// | Button | button titled by its child's text; an `openUrl` action makes a link |
/// | TextField | textField (checks `required`, `email`, `length`, `regex` on its own value become its fields) |
/// | CheckBox | toggle, style `checkbox` |
/// | ChoicePicker | picker: `multipleSelection` is `multiple`, `displayStyle` its style (default `checkbox`) |
/// | Slider | slider (v0.10 `steps` becomes the step) |
/// | DateTimeInput | dateTimeInput (`enableDate`/`enableTime` choose the mode) |
/// | Tabs | tabs |
/// | Modal | modal |
/// | Icon | icon (an `svgPath` icon has no counterpart: its label as caption text) |
/// | Video, AudioPlayer | video (v0.10 `posterUrl` is its poster), audioPlayer |
/// | anything else | unknown (rendered as nothing) |
///
/// An input's name is its `value` binding's pointer without the leading `/` (`form/email`), or its
/// id when the value is not bound.
enum A2UIComponentMapping {
    static let commonProperties: Set<String> = ["accessibility", "weight"]
    static let checkable: Set<String> = ["Button", "TextField", "CheckBox", "ChoicePicker", "Slider", "DateTimeInput"]
    static let properties: [String: Set<String>] = [
        "Text": ["text", "variant"], "Image": ["url", "description", "fit", "variant"], "Icon": ["name"],
        "Video": ["url", "posterUrl"], "AudioPlayer": ["url", "description"], "Row": ["children", "justify", "align"],
        "Column": ["children", "justify", "align"], "List": ["children", "direction", "align"], "Card": ["child"],
        "Tabs": ["tabs"], "Modal": ["trigger", "content"], "Divider": ["axis"],
        "Button": ["child", "variant", "action"],
        "TextField": ["label", "value", "variant", "validationRegexp", "placeholder"], "CheckBox": ["label", "value"],
        "ChoicePicker": ["label", "variant", "options", "value", "displayStyle", "filterable"],
        "Slider": ["label", "min", "max", "value", "steps"],
        "DateTimeInput": ["value", "enableDate", "enableTime", "min", "max", "label"],
    ]

    /// The properties the basic catalog requires, per type (child references are checked where
    /// they are followed).
    static let required: [String: [String]] = [
        "Text": ["text"], "Image": ["url"], "Icon": ["name"], "Video": ["url"], "AudioPlayer": ["url"],
        "Row": ["children"], "Column": ["children"], "List": ["children"], "Tabs": ["tabs"], "TextField": ["label"],
        "CheckBox": ["label", "value"], "ChoicePicker": ["options", "value"], "Slider": ["max", "value"],
        "DateTimeInput": ["value"],
    ]

}

extension A2UIBuildSession {
    mutating func map(_ context: Context) -> SKComponent? {
        let record = context.record
        let id = context.id
        guard let allowed = A2UIComponentMapping.properties[record.type] else {
            warning(
                context.path,
                "unknown A2UI component type \(JSONValue.string(record.type)) (not in the basic catalog); not shown")
            var raw = record.jsonValue.objectValue ?? [:]
            raw["type"] = .string(record.type)
            raw["id"] = .string(id)
            return .unknown(SKUnknown(id: id, type: record.type, raw: .object(raw)))
        }
        for key in record.properties.keys.sorted()
        where !allowed.contains(key) && !A2UIComponentMapping.commonProperties.contains(key)
            && !(key == "checks" && A2UIComponentMapping.checkable.contains(record.type))
        {
            warning(
                context.path.appending(key: key),
                "unknown property \(JSONValue.string(key)) for \(record.type); ignored")
        }
        for key in A2UIComponentMapping.required[record.type] ?? [] where record.properties[key] == nil {
            warning(context.path.appending(key: key), "\(record.type) needs \(JSONValue.string(key)); shown without it")
        }
        switch record.type {
        case "Text":
            let style: SKText.Style =
                switch context.property("variant")?.stringValue {
                case "h1": .title
                case "h2", "h3", "h4", "h5": .headline
                case "caption": .caption
                default: .body
                }
            let content = string(context, "text") ?? ""
            keep(
                context, kind: "text", ["content"], from: "text", raw: context.property("text"), shown: .string(content)
            )
            return .text(SKText(id: id, content: content, style: style))
        case "Image":
            let fit: SKImage.Fit =
                ["cover", "fill"].contains(context.property("fit")?.stringValue ?? "") ? .fill : .fit
            let alt = string(context, "description") ?? accessibilityLabel(context)
            let url = string(context, "url") ?? ""
            keep(context, kind: "image", ["url"], from: "url", raw: context.property("url"), shown: .string(url))
            if let alt {
                let raw = context.property("description") ?? context.property("accessibility")?["label"]
                keep(context, kind: "image", ["alt"], from: "description", raw: raw, shown: .string(alt))
            }
            return .image(SKImage(id: id, url: url, alt: alt, fit: fit))
        case "Row", "Column", "List":
            let horizontal = record.type == "Row" || context.property("direction")?.stringValue == "horizontal"
            let alignment: SKAlignment? =
                switch context.property("align")?.stringValue {
                case "start": .leading
                case "center": .center
                case "end": .trailing
                default: nil
                }
            let children = children(context.property("children"), of: context, key: "children")
            return .stack(
                SKStack(
                    id: id, direction: horizontal ? .horizontal : .vertical, alignment: alignment, children: children))
        case "Card":
            let inner = child(context.property("child"), of: context, key: "child")
            return .card(SKCard(id: id, children: inner.map { [$0] } ?? []))
        case "Divider":
            if context.property("axis")?.stringValue == "vertical" {
                warning(context.path.appending(key: "axis"), "a vertical divider is shown horizontal")
            }
            return .divider(SKDivider(id: id))
        case "Button": return button(context)
        case "TextField": return textField(context)
        case "CheckBox":
            let (name, value) = input(context)
            let toggle = SKToggle(
                id: id, name: name, label: string(context, "label") ?? name, isOn: A2UICoercion.bool(value),
                style: .checkbox)
            keep(
                context, kind: "toggle", ["label"], from: "label", raw: context.property("label"),
                shown: .string(toggle.label))
            keepInput(
                context, kind: "toggle", ["isOn"], raw: context.property("value"), shown: .bool(toggle.isOn), name: name
            )
            return withCheckMessage(.toggle(toggle), context: context, value: value)
        case "ChoicePicker": return choicePicker(context)
        case "Slider": return slider(context)
        case "DateTimeInput": return dateTimeInput(context)
        case "Tabs": return tabs(context)
        case "Modal": return modal(context)
        case "Icon": return icon(context)
        case "Video":
            let url = string(context, "url") ?? ""
            let poster = string(context, "posterUrl")
            let description = accessibilityLabel(context)
            keep(context, kind: "video", ["url"], from: "url", raw: context.property("url"), shown: .string(url))
            if let poster {
                keep(
                    context, kind: "video", ["poster"], from: "posterUrl", raw: context.property("posterUrl"),
                    shown: .string(poster))
            }
            if let description {
                let raw = context.property("accessibility")?["label"]
                keep(
                    context, kind: "video", ["description"], from: "accessibility", raw: raw,
                    shown: .string(description))
            }
            return .video(SKVideo(id: id, url: url, poster: poster, description: description))
        default:  // AudioPlayer
            let description = string(context, "description") ?? accessibilityLabel(context)
            let url = string(context, "url") ?? ""
            keep(context, kind: "audioPlayer", ["url"], from: "url", raw: context.property("url"), shown: .string(url))
            if let description {
                let raw = context.property("description") ?? context.property("accessibility")?["label"]
                keep(
                    context, kind: "audioPlayer", ["description"], from: "description", raw: raw,
                    shown: .string(description))
            }
            return .audioPlayer(SKAudioPlayer(id: id, url: url, description: description))
        }
    }

    mutating func string(_ context: Context, _ key: String) -> String? {
        evaluator.string(context.property(key), scope: context.scope, path: context.path.appending(key: key))
    }

    mutating func accessibilityLabel(_ context: Context) -> String? {
        guard let label = context.property("accessibility")?["label"] else { return nil }
        return evaluator.string(label, scope: context.scope, path: context.path.appending(key: "accessibility"))
    }

    /// An input's name (from its value binding) and its current value.
    mutating func input(_ context: Context) -> (name: String, value: JSONValue) {
        let raw = context.property("value")
        let value =
            raw.map { evaluator.evaluate($0, scope: context.scope, path: context.path.appending(key: "value")) }
            ?? .null
        if let binding = raw?.objectValue, binding.count == 1, case .string(let pointer)? = binding["path"],
            let parsed = try? A2UIPointer.parse(pointer)
        {
            return (parsed.resolved(in: context.scope).joined(separator: "/"), value)
        }
        return (context.id, value)
    }

    private mutating func button(_ context: Context) -> SKComponent {
        let title = plainText(of: context.property("child"), context: context) ?? ""
        let failure = firstFailingCheck(context)
        let role: SKButton.Role = context.property("variant")?.stringValue == "primary" ? .primary : .secondary
        let actionPath = context.path.appending(key: "action")
        switch context.property("action") {
        case .object(let action) where action["event"] != nil:
            guard case .string(let name)? = action["event"]?["name"] else {
                error(actionPath.appending(key: "event"), "an event needs a string name; button shown disabled")
                return .button(SKButton(id: context.id, title: title, action: "", role: role, disabled: true))
            }
            let contextPath = actionPath.appending(key: "event").appending(key: "context")
            var payload: JSONValue?
            if let members = action["event"]?["context"]?.objectValue {
                var resolved: [String: JSONValue] = [:]
                for (key, value) in members {
                    resolved[key] = evaluator.evaluate(
                        value, scope: context.scope, path: contextPath.appending(key: key))
                }
                payload = .object(resolved)
                for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                    keep(
                        context, kind: "button", ["payload", .key(key)], from: "action", raw: value,
                        shown: resolved[key] ?? .null)
                }
            }
            keepTitle(context, kind: "button", title: title)
            if let condition = disabledExpression(context) {
                keep(
                    context, kind: "button", ["disabled"], from: "checks", raw: condition,
                    shown: .bool(failure != nil))
            }
            return .button(
                SKButton(
                    id: context.id, title: title, action: name, payload: payload, role: role, disabled: failure != nil))
        case .object(let action) where action["functionCall"] != nil:
            let call = action["functionCall"] ?? .null
            let callPath = actionPath.appending(key: "functionCall")
            guard call["call"]?.stringValue == "openUrl" else {
                warning(callPath, "a functionCall action other than openUrl does nothing here; button shown disabled")
                return .button(SKButton(id: context.id, title: title, action: "", role: role, disabled: true))
            }
            let url =
                call["args"]?["url"].map {
                    A2UICoercion.string(evaluator.evaluate($0, scope: context.scope, path: callPath))
                } ?? ""
            guard A2UIAction.isWebURL(url) else {
                error(
                    callPath.appending(key: "args").appending(key: "url"),
                    "openUrl opens only http and https URLs, not \(JSONValue.string(url)); button shown disabled")
                return .button(SKButton(id: context.id, title: title, action: "", role: role, disabled: true))
            }
            if failure != nil {
                return .button(SKButton(id: context.id, title: title, action: "", role: role, disabled: true))
            }
            keepTitle(context, kind: "link", title: title)
            if Self.isExpression(call["args"]?["url"]) {
                recorder?.note(
                    callPath.appending(key: "args").appending(key: "url"),
                    "openUrl takes a literal URL in A2UI's schema; the link keeps the URL it shows")
            }
            return .link(SKLink(id: context.id, title: title, url: url))
        default:
            warning(actionPath, "a Button needs an action (event or functionCall); shown disabled")
            return .button(SKButton(id: context.id, title: title, action: "", role: role, disabled: true))
        }
    }

    /// Keeps a Button's title as its child's expression when the child is one Text (its `text`) or
    /// Icon (its `name`); a title gathered from several texts keeps its value.
    private mutating func keepTitle(_ context: Context, kind: String, title: String) {
        guard recorder != nil, case .string(let id)? = context.property("child"),
            let record = surface.components[id]
        else { return }
        let raw: JSONValue? =
            switch record.type {
            case "Text": record.properties["text"]
            case "Icon" where record.properties["name"]?["svgPath"] == nil: record.properties["name"]
            default: nil
            }
        guard let raw else { return }
        keep(context, kind: kind, ["title"], from: "child", raw: raw, shown: .string(title))
    }

    /// The text a Button shows: its child's text (Text), name (Icon), or the first text below it.
    private mutating func plainText(of reference: JSONValue?, context: Context, depth: Int = 0) -> String? {
        guard depth < 8, case .string(let id)? = reference else {
            if depth == 0 { error(context.path.appending(key: "child"), "a Button needs a child id for its label") }
            return nil
        }
        guard let record = surface.components[id] else {
            error(context.path.appending(key: "child"), "no component \(JSONValue.string(id)) for the button's label")
            return nil
        }
        reached.insert(id)
        let inner = Context(
            record: record, id: id, scope: context.scope, suffix: context.suffix, depth: context.depth,
            path: JSONPath([.key(id)]))
        switch record.type {
        case "Text": return string(inner, "text")
        case "Icon": return iconName(inner)
        default:
            var references: [JSONValue] = []
            if let child = record.properties["child"] { references.append(child) }
            references.append(contentsOf: record.properties["children"]?.arrayValue ?? [])
            var parts: [String] = []
            for reference in references {
                if let text = plainText(of: reference, context: inner, depth: depth + 1) { parts.append(text) }
            }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
    }
}
