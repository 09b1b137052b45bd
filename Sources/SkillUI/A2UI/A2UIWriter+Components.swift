import SkillJSON

/// Each of our kinds as A2UI components.
extension A2UIWriterSession {
    /// Writes `node` and its subtree; returns the A2UI id it got (`root` for the root).
    mutating func emit(_ node: SKComponent, depth: Int, isRoot: Bool = false) -> String {
        let id = isRoot ? "root" : uniqueID(node.id)
        guard depth <= Self.maxDepth else {
            note(node.id, "deeper than \(Self.maxDepth) levels; written as an empty Column")
            return add(id, "Column", ["children": []], first: isRoot)
        }
        let (type, properties) = component(node, id: id, depth: depth)
        return add(id, type, properties, first: isRoot)
    }

    private mutating func children(_ nodes: [SKComponent], depth: Int) -> [String] {
        nodes.map { emit($0, depth: depth + 1) }
    }

    private static func ids(_ ids: [String]) -> JSONValue { .array(ids.map { .string($0) }) }

    // swiftlint:disable:next cyclomatic_complexity
    private mutating func component(_ node: SKComponent, id: String, depth: Int) -> (String, [String: JSONValue]) {
        switch node {
        case .text(let text):
            if text.align != nil || text.color != nil || text.weight != nil {
                note(text.id, "text align, color and weight have no A2UI counterpart; dropped")
            }
            var properties: [String: JSONValue] = [
                "text": bound(text.id, ["content"], .string(text.content), as: .string)
            ]
            switch text.style {
            case .title: properties["variant"] = "h1"
            case .headline: properties["variant"] = "h2"
            case .caption: properties["variant"] = "caption"
            case .body: break
            }
            return ("Text", properties)
        case .button(let button):
            let label = self.text("\(id)/label", value: bound(button.id, ["title"], .string(button.title), as: .string))
            var properties: [String: JSONValue] = [
                "child": .string(label), "action": event(button.action, payload: button.payload, id: button.id),
            ]
            switch button.role {
            case .primary: properties["variant"] = "primary"
            case .secondary: break
            case .destructive:
                note(button.id, "the destructive role has no A2UI counterpart; written as a default button")
            }
            if let condition = enabledCondition(button.id) {
                properties["checks"] = [["condition": condition, "message": "Not available"]]
            } else if button.disabled {
                properties["checks"] = [["condition": false, "message": "Not available"]]
            }
            return ("Button", properties)
        case .textField(let field): return textField(field)
        case .list(let list):
            note(list.id, "a list is written as a List of Rows (tappable rows as Buttons)")
            if let template = childList(node, key: "items", count: list.items.count, depth: depth) {
                return ("List", ["children": template])
            }
            let rows = list.items.enumerated().map { index, item in listRow(item, listID: list.id, index: index) }
            return ("List", ["children": Self.ids(rows)])
        case .image(let image):
            if image.width != nil || image.height != nil {
                note(image.id, "image width and height have no A2UI counterpart; dropped")
            }
            var properties: [String: JSONValue] = [
                "url": bound(image.id, ["url"], .string(image.url), as: .string),
                "fit": image.fit == .fill ? "cover" : "contain",
            ]
            if let alt = image.alt { properties["description"] = bound(image.id, ["alt"], .string(alt), as: .string) }
            return ("Image", properties)
        case .spacer(let spacer):
            note(spacer.id, "a spacer has no A2UI counterpart; written as an empty Column")
            return ("Column", ["children": []])
        case .divider: return ("Divider", [:])
        case .stack(let stack):
            if stack.spacing != nil || stack.padding != nil || stack.background != nil {
                note(stack.id, "stack spacing, padding and background have no A2UI counterpart; dropped")
            }
            let list =
                childList(node, key: "children", count: stack.children.count, depth: depth)
                ?? Self.ids(children(stack.children, depth: depth))
            var properties: [String: JSONValue] = ["children": list]
            switch stack.alignment {
            case .leading?: properties["align"] = "start"
            case .center?: properties["align"] = "center"
            case .trailing?: properties["align"] = "end"
            case nil: break
            }
            return (stack.direction == .horizontal ? "Row" : "Column", properties)
        case .card(let card):
            if card.title == nil, card.subtitle == nil, card.children.count == 1 {
                return ("Card", ["child": .string(emit(card.children[0], depth: depth + 1))])
            }
            if card.title != nil || card.subtitle != nil {
                note(card.id, "a card's title and subtitle are written as Text at the top of its Column")
            }
            var inner: [String] = []
            if let title = card.title {
                inner.append(
                    self.text(
                        "\(id)/title", value: bound(card.id, ["title"], .string(title), as: .string), variant: "h3"))
            }
            if let subtitle = card.subtitle {
                let value = bound(card.id, ["subtitle"], .string(subtitle), as: .string)
                inner.append(self.text("\(id)/subtitle", value: value, variant: "caption"))
            }
            inner += children(card.children, depth: depth + 1)
            return ("Card", ["child": .string(column("\(id)/body", inner))])
        case .table(let table):
            note(table.id, "a table is written as a Column: a header Row, then a Column of Rows of Text")
            let headings = table.columns.enumerated().map { index, column in
                self.text(
                    "\(id)/h", value: bound(table.id, ["columns", .index(index)], .string(column), as: .string),
                    variant: "h5")
            }
            let header = add(uniqueID("\(id)/header"), "Row", ["children": Self.ids(headings)])
            let rows =
                childList(node, key: "rows", count: table.rows.count, depth: depth)
                ?? Self.ids(table.rows.enumerated().map { tableRow($1, tableID: table.id, index: $0, base: id) })
            let body = add(uniqueID("\(id)/rows"), "Column", ["children": rows])
            return ("Column", ["children": Self.ids([header, body])])
        case .chart(let chart):
            note(chart.id, "a chart is written as a Column of Text lines describing its data")
            var lines: [String] = []
            if let title = chart.title { lines.append(self.text("\(id)/title", title, variant: "h3")) }
            for (index, label) in chart.labels.enumerated() {
                let values = chart.series.map { series in
                    let value = index < series.values.count ? A2UICoercion.numberText(series.values[index]) : "–"
                    return chart.series.count == 1 ? value : "\(series.name) \(value)"
                }
                lines.append(self.text("\(id)/\(index)", "\(label): \(values.joined(separator: ", "))"))
            }
            let summary = "\(chart.kind.rawValue) chart" + (chart.title.map { ": \($0)" } ?? "")
            return ("Column", ["children": Self.ids(lines), "accessibility": ["label": .string(summary)]])
        case .badge(let badge):
            note(badge.id, "a badge is written as caption Text")
            return (
                "Text", ["text": bound(badge.id, ["text"], .string(badge.text), as: .string), "variant": "caption"]
            )
        case .progress(let progress):
            note(progress.id, "progress is written as caption Text with its percentage")
            let percent = A2UINumberFormat.decimal(progress.value * 100, decimals: 0, grouping: false) + "%"
            return (
                "Text", ["text": .string(progress.label.map { "\($0): \(percent)" } ?? percent), "variant": "caption"]
            )
        case .toggle(let toggle): return checkBox(toggle)
        case .picker(let picker): return choicePicker(picker)
        case .slider(let slider): return self.slider(slider)
        case .dateTimeInput(let input): return dateTimeInput(input)
        case .icon(let icon): return self.icon(icon)
        case .video(let video): return self.video(video)
        case .audioPlayer(let audio): return audioPlayer(audio)
        case .tabs(let tabs):
            if tabs.selected != 0 {
                note(tabs.id, "the selected tab is local state in A2UI; written without it (the first tab shows)")
            }
            let entries: [JSONValue] = tabs.tabs.enumerated().map { index, tab in
                [
                    "title": bound(tabs.id, ["tabs", .index(index), "title"], .string(tab.title), as: .string),
                    "child": .string(emit(tab.child, depth: depth + 1)),
                ]
            }
            return ("Tabs", ["tabs": .array(entries)])
        case .modal(let modal):
            if modal.title != nil { note(modal.id, "a modal's title has no A2UI counterpart; dropped") }
            let trigger = emit(modal.trigger, depth: depth + 1)
            let content = emit(modal.content, depth: depth + 1)
            return ("Modal", ["trigger": .string(trigger), "content": .string(content)])
        case .link(let link):
            guard A2UIAction.isWebURL(link.url) else {
                note(link.id, "a link to a URL that is not http or https is written as its title only")
                return ("Text", ["text": .string(link.title)])
            }
            note(link.id, "a link is written as a Button whose action opens the URL")
            if sites.take(link.id, ["url"]) != nil {
                note(link.id, "$.url: A2UI's openUrl takes a literal URL; the bound URL is written as its value")
            }
            let label = self.text("\(id)/label", value: bound(link.id, ["title"], .string(link.title), as: .string))
            let open = Self.call("openUrl", ["url": .string(link.url)], returns: "void")
            return ("Button", ["child": .string(label), "action": ["functionCall": open], "variant": "borderless"])
        case .custom(let custom):
            note(
                custom.id,
                "custom type \(JSONValue.string(custom.type)) is written as a Column of its children; its properties are dropped"
            )
            return ("Column", ["children": Self.ids(children(custom.children, depth: depth))])
        case .unknown(let unknown):
            note(unknown.id, "unknown type \(JSONValue.string(unknown.type)) is written as an empty Column")
            return ("Column", ["children": []])
        }
    }

    private mutating func textField(_ field: SKTextField) -> (String, [String: JSONValue]) {
        let binding = inputValue(field.id, ["value"], name: field.name, value: .string(field.value ?? ""), as: .string)
        let label: JSONValue =
            if let text = field.label {
                bound(field.id, ["label"], .string(text), as: .string)
            } else if let text = field.placeholder {
                bound(field.id, ["placeholder"], .string(text), as: .string)
            } else {
                .string(field.name)
            }
        var properties: [String: JSONValue] = ["label": label, "value": binding]
        if field.placeholder != nil, field.label != nil {
            note(field.id, "a placeholder has no A2UI v0.9 counterpart; dropped")
        }
        var checks: [JSONValue] = []
        func check(_ name: String, _ args: [String: JSONValue], _ message: String) {
            var all = args
            all["value"] = binding
            checks.append(["condition": Self.call(name, all, returns: "boolean"), "message": .string(message)])
        }
        if field.required { check("required", [:], "Required") }
        switch field.kind {
        case .number: properties["variant"] = "number"
        case .email: check("email", [:], "Enter an email address")
        case .date: note(field.id, "a date field is written as a short text field")
        case .text: break
        }
        if field.minLength != nil || field.maxLength != nil {
            var args: [String: JSONValue] = [:]
            if let low = field.minLength { args["min"] = .number(Double(low)) }
            if let high = field.maxLength { args["max"] = .number(Double(high)) }
            let range = [field.minLength.map { "at least \($0)" }, field.maxLength.map { "at most \($0)" }].compactMap {
                $0
            }
            check("length", args, "Use \(range.joined(separator: " and ")) characters")
        }
        if let pattern = field.pattern { properties["validationRegexp"] = .string(pattern) }
        if !checks.isEmpty { properties["checks"] = .array(checks) }
        return ("TextField", properties)
    }
}

extension A2UIWriterSession {
    /// One list item as a Row of its texts (a Button around it when it is tappable); the item's
    /// bound fields are at `$.items[index]` of the list `listID`.
    mutating func listRow(_ item: SKList.Item, listID: String, index: Int) -> String {
        let at: JSONPath = ["items", .index(index)]
        var lines = [
            self.text(
                "\(item.id)/title", value: bound(listID, at.appending(key: "title"), .string(item.title), as: .string))
        ]
        if let subtitle = item.subtitle {
            let value = bound(listID, at.appending(key: "subtitle"), .string(subtitle), as: .string)
            lines.append(self.text("\(item.id)/subtitle", value: value, variant: "caption"))
        }
        var cells = [column("\(item.id)/text", lines)]
        if let trailing = item.trailing {
            let value = bound(listID, at.appending(key: "trailing"), .string(trailing), as: .string)
            cells.append(self.text("\(item.id)/trailing", value: value))
        }
        let row = add(
            uniqueID(item.action == nil ? item.id : "\(item.id)/row"), "Row",
            ["children": .array(cells.map { .string($0) })])
        guard let action = item.action else { return row }
        let tap = event(action, payload: item.payload, id: listID, at: at.appending(key: "payload"))
        return add(uniqueID(item.id), "Button", ["child": .string(row), "action": tap])
    }

    /// One table row as a Row of Text; its bound cells are at `$.rows[index][column]`.
    mutating func tableRow(_ row: [String], tableID: String, index: Int, base: String) -> String {
        let cells = row.enumerated().map { column, cell in
            self.text(
                "\(base)/c", value: bound(tableID, ["rows", .index(index), .index(column)], .string(cell), as: .string))
        }
        return add(uniqueID("\(base)/row\(index)"), "Row", ["children": .array(cells.map { .string($0) })])
    }
}
