import SkillJSON

/// The A2UI inputs, slots and icons that map onto our kinds of the same name; the dispatch is in
/// `A2UIComponentMapping.swift`. Inputs take their name and initial value from the `value`
/// binding, as `TextField` does.
extension A2UIBuildSession {
    /// ChoicePicker → picker: `multipleSelection` chooses any number, `displayStyle` (default
    /// `checkbox`) is the style; selected values that are no option's are dropped.
    mutating func choicePicker(_ context: Context) -> SKComponent {
        let (name, value) = input(context)
        let chosen = (value.arrayValue ?? (value == .null ? [] : [value])).map(A2UICoercion.string)
        var options: [SKPicker.Option] = []
        for (index, option) in (context.property("options")?.arrayValue ?? []).enumerated() {
            let path = context.path.appending(key: "options").appending(index: index)
            guard case .string(let optionValue)? = option["value"] else {
                error(path, "an option needs a string value; skipped")
                continue
            }
            let label = option["label"].map {
                A2UICoercion.string(evaluator.evaluate($0, scope: context.scope, path: path))
            }
            keep(
                context, kind: "picker", ["options", .index(options.count), "label"], from: "options",
                raw: option["label"], shown: .string(label ?? optionValue))
            options.append(SKPicker.Option(value: optionValue, label: label ?? optionValue))
        }
        let known = options.map(\.value).filter(chosen.contains)
        let multiple = context.property("variant")?.stringValue == "multipleSelection"
        let style: SKPicker.Style = context.property("displayStyle")?.stringValue == "chips" ? .chips : .checkbox
        if !multiple, known.count > 1 {
            warning(
                context.path.appending(key: "value"),
                "a mutuallyExclusive ChoicePicker has \(known.count) values selected; the first is shown")
        }
        let picker = SKPicker(
            id: context.id, name: name, label: string(context, "label"), options: options,
            selected: multiple ? nil : chosen.first(where: known.contains), multiple: multiple,
            selectedValues: multiple ? known : [], style: style)
        keepLabel(context, kind: "picker", picker.label)
        keepChoice(context, picker: picker)
        return withCheckMessage(.picker(picker), context: context, value: value)
    }

    /// Slider → slider: `min` defaults to 0; a `max` missing or not above `min` becomes `min + 100`
    /// (a diagnostic); the value is clamped into the range; v0.10 `steps` divides the range.
    mutating func slider(_ context: Context) -> SKComponent {
        let (name, value) = input(context)
        let low = context.property("min")?.doubleValue ?? 0
        var high = context.property("max")?.doubleValue ?? low + 100
        if high <= low {
            warning(
                context.path.appending(key: "max"),
                "max \(A2UICoercion.numberText(high)) is not above min \(A2UICoercion.numberText(low)); "
                    + "shown with max \(A2UICoercion.numberText(low + 100))")
            high = low + 100
        }
        let number = value.doubleValue ?? Double(A2UICoercion.string(value)) ?? low
        let clamped = Swift.min(Swift.max(number, low), high)
        if clamped != number {
            warning(
                context.path.appending(key: "value"),
                "\(A2UICoercion.numberText(number)) is outside \(A2UICoercion.numberText(low))…"
                    + "\(A2UICoercion.numberText(high)); shown as \(A2UICoercion.numberText(clamped))")
        }
        let steps = context.property("steps")?.doubleValue.flatMap { $0 >= 1 ? $0.rounded(.down) : nil }
        let slider = SKSlider(
            id: context.id, name: name, label: string(context, "label"), min: low, max: high,
            step: steps.map { (high - low) / $0 }, value: clamped)
        keepLabel(context, kind: "slider", slider.label)
        keepInput(
            context, kind: "slider", ["value"], raw: context.property("value"), shown: .number(clamped), name: name)
        return withCheckMessage(.slider(slider), context: context, value: value)
    }

    /// DateTimeInput → dateTimeInput: `enableDate` and `enableTime` choose the mode (neither reads
    /// as both, with a warning); a value, `min` or `max` with a zone or fraction of a second is read
    /// without them, and one not in the mode's ISO 8601 form is dropped (warnings).
    mutating func dateTimeInput(_ context: Context) -> SKComponent {
        let (name, value) = input(context)
        let date = context.property("enableDate")?.boolValue ?? false
        let time = context.property("enableTime")?.boolValue ?? false
        let mode: SKDateTimeInput.Mode = date == time ? .dateTime : date ? .date : .time
        if !date, !time {
            warning(context.path, "a DateTimeInput with neither enableDate nor enableTime; shown for date and time")
        }
        func text(_ raw: JSONValue?, key: String) -> String? {
            guard let raw, raw != "" else { return nil }
            let shown = A2UICoercion.string(raw)
            if ISODateTimeText.mode(of: shown) == mode { return shown }
            let local = Self.zoneFree(shown)
            if local != shown, ISODateTimeText.mode(of: local) == mode {
                warning(
                    context.path.appending(key: key),
                    "\(JSONValue.string(shown)) has a zone or fraction of a second our inputs do not keep;"
                        + " read as \(JSONValue.string(local))")
                return local
            }
            warning(
                context.path.appending(key: key),
                "\(JSONValue.string(shown)) is not a \(mode.rawValue) (\(ISODateTimeText.form(of: mode))); ignored")
            return nil
        }
        let low = string(context, "min").map(JSONValue.string)
        let high = string(context, "max").map(JSONValue.string)
        let input = SKDateTimeInput(
            id: context.id, name: name, label: string(context, "label"), value: text(value, key: "value"),
            mode: mode, min: text(low, key: "min"), max: text(high, key: "max"))
        keepLabel(context, kind: "dateTimeInput", input.label)
        if let shown = input.value {
            keepInput(
                context, kind: "dateTimeInput", ["value"], raw: context.property("value"), shown: .string(shown),
                name: name)
        }
        for (key, shown) in [("min", input.min), ("max", input.max)] {
            guard let shown else { continue }
            keep(
                context, kind: "dateTimeInput", [.key(key)], from: key, raw: context.property(key),
                shown: .string(shown))
        }
        return withCheckMessage(.dateTimeInput(input), context: context, value: value)
    }

    /// ISO 8601 text without its zone (`Z`, `+08:00`) and fraction of a second: our inputs hold
    /// local, zone-free values. Text without a time is returned as it is.
    static func zoneFree(_ text: String) -> String {
        guard text.contains(":") else { return text }
        var local = Substring(text)
        let timeStart = local.firstIndex(of: "T").map { local.index(after: $0) } ?? local.startIndex
        if local.hasSuffix("Z") || local.hasSuffix("z") {
            local = local.dropLast()
        } else if let sign = local[timeStart...].lastIndex(where: { $0 == "+" || $0 == "-" }) {
            local = local[..<sign]
        }
        if let dot = local.lastIndex(of: "."), local[local.index(after: dot)...].allSatisfy(\.isNumber) {
            local = local[..<dot]
        }
        return String(local)
    }

    /// Tabs → tabs: each `{title, child}`; a tab without a child is skipped (its diagnostic says
    /// so), and past ``SKTabs/maxTabs`` the rest are dropped.
    mutating func tabs(_ context: Context) -> SKComponent {
        var tabs: [SKTabs.Tab] = []
        for (index, tab) in (context.property("tabs")?.arrayValue ?? []).enumerated() {
            let tabPath = context.path.appending(key: "tabs").appending(index: index)
            guard tabs.count < SKTabs.maxTabs else {
                error(tabPath, "more than \(SKTabs.maxTabs) tabs; this and later tabs dropped")
                break
            }
            let title = tab["title"].map {
                A2UICoercion.string(evaluator.evaluate($0, scope: context.scope, path: tabPath.appending(key: "title")))
            }
            guard let inner = child(tab["child"], of: context, key: "child", path: tabPath.appending(key: "child"))
            else { continue }
            keep(
                context, kind: "tabs", ["tabs", .index(tabs.count), "title"], from: "tabs", raw: tab["title"],
                shown: .string(title ?? "Tab \(index + 1)"))
            tabs.append(SKTabs.Tab(title: title ?? "Tab \(index + 1)", child: inner))
        }
        return .tabs(SKTabs(id: context.id, tabs: tabs))
    }

    /// Modal → modal; without a trigger or content (a diagnostic) what there is is shown in place.
    mutating func modal(_ context: Context) -> SKComponent? {
        let trigger = child(context.property("trigger"), of: context, key: "trigger")
        let content = child(context.property("content"), of: context, key: "content")
        guard let trigger, let content else { return trigger ?? content }
        return .modal(SKModal(id: context.id, trigger: trigger, content: content))
    }

    /// Icon → icon; a near-miss name reads as the closest, an `svgPath` icon or an unknown name
    /// (no counterpart) as caption text of its accessibility label or name.
    mutating func icon(_ context: Context) -> SKComponent {
        let label = accessibilityLabel(context)
        let path = context.path.appending(key: "name")
        if case .object(let object)? = context.property("name"), object["svgPath"] != nil {
            warning(path, "an Icon drawn from an svgPath has no counterpart; shown as caption text")
            return .text(SKText(id: context.id, content: label ?? "icon", style: .caption))
        }
        let text = iconName(context)
        if let name = SKIconName(rawValue: text) {
            keep(context, kind: "icon", ["name"], from: "name", raw: context.property("name"), shown: .string(text))
            if let label {
                let raw = context.property("accessibility")?["label"]
                keep(context, kind: "icon", ["label"], from: "accessibility", raw: raw, shown: .string(label))
            }
            return .icon(SKIcon(id: context.id, name: name, label: label))
        }
        if let closest = SKIconName.closest(to: text) {
            warning(path, "unknown icon name \(JSONValue.string(text)); read as \(JSONValue.string(closest.rawValue))")
            return .icon(SKIcon(id: context.id, name: closest, label: label))
        }
        warning(path, "unknown icon name \(JSONValue.string(text)); shown as caption text")
        return .text(SKText(id: context.id, content: label ?? text, style: .caption))
    }

    /// The icon's name as written or bound (`icon` for an `svgPath` or no name).
    mutating func iconName(_ context: Context) -> String {
        switch context.property("name") {
        case .object(let object) where object["svgPath"] != nil: return "icon"
        case let value?:
            return A2UICoercion.string(
                evaluator.evaluate(value, scope: context.scope, path: context.path.appending(key: "name")))
        case nil: return "icon"
        }
    }
}

extension A2UIBuildSession {
    /// Keeps an input's `label` expression (its value when there is one).
    mutating func keepLabel(_ context: Context, kind: String, _ label: String?) {
        guard let label else { return }
        keep(context, kind: kind, ["label"], from: "label", raw: context.property("label"), shown: .string(label))
    }

    /// Keeps a ChoicePicker's `value` binding as our `selected` when our decoder shows the same
    /// choice from the list it gives: a single picker from a list of at most one value (our
    /// resolver takes that value), a multiple one from a list of strings.
    mutating func keepChoice(_ context: Context, picker: SKPicker) {
        let shown: JSONValue =
            picker.multiple
            ? .array(picker.selectedValues.map(JSONValue.string)) : picker.selected.map(JSONValue.string) ?? .null
        let options = Set(picker.options.map(\.value))
        keepInput(context, ["selected"], raw: context.property("value"), shown: shown, name: picker.name) { value in
            let texts: [String]
            switch value {
            case .null: texts = []
            case .string(let text) where !picker.multiple: texts = [text]
            case .array(let elements):
                texts = elements.compactMap(\.stringValue)
                guard texts.count == elements.count else { return false }
            default: return false
            }
            return Set(texts).isSubset(of: options) && (picker.multiple || texts.count <= 1)
        }
    }
}
