import SkillJSON

struct ChartFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["kind", "title", "labels", "series"],
        aliases: [
            "chartType": "kind", "chartKind": "kind", "variant": "kind", "style": "kind", "caption": "title",
            "heading": "title", "categories": "labels", "xLabels": "labels", "x": "labels", "xAxis": "labels",
            "keys": "labels", "datasets": "series", "dataset": "series", "data": "series", "values": "series",
        ])
    var kind, title, labels, series: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&kind, member)
        case 1: Member.place(&title, member)
        case 2: Member.place(&labels, member)
        case 3: Member.place(&series, member)
        default: member
        }
    }
}

struct SeriesFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "values", "color"],
        aliases: [
            "label": "name", "title": "name", "data": "values", "points": "values", "y": "values", "colour": "color",
        ])
    var name, values, color: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&values, member)
        case 2: Member.place(&color, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Chart: `kind` defaults to bar (`"chartType"`/`"chart_type"` are aliases; `"type"` is always
    /// the component type). A bare array of numbers is one series; missing labels are numbered
    /// `"1"`, `"2"`…; a series longer or shorter than the labels is cut or padded with 0 (warnings).
    mutating func decodeChart(_ members: [String: JSONValue], site: NodeSite, preset: TypePreset) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ChartFields.self, typeName: "chart")
        guard present(fields.series), let seriesMember = fields.series else { return missing("series", of: "chart") }
        let kind = choice(fields.kind, aliases: ChoiceAliases.chartKind, fallback: .bar) ?? preset.chartKind ?? .bar
        let title = string(fields.title)
        trail.append(.key(seriesMember.key))
        let series: [SKChart.Series]?
        switch seriesMember.value {
        case .array(let elements) where !elements.isEmpty && elements.allSatisfy(\.isNumberLike):
            warn([], "expected an array of series, got an array of numbers", fix: "read as one series")
            series = [SKChart.Series(name: "", values: numbers(elements))]
        case .array(let elements):
            series = elements.enumerated().compactMap { index, element in
                trail.append(.index(index))
                defer { trail.removeLast() }
                return chartSeries(element)
            }
        case .object:
            warn([], "expected an array of series, got an object", fix: "read as one series")
            series = chartSeries(seriesMember.value).map { [$0] } ?? []
        default:
            series = nil
        }
        trail.removeLast()
        guard var series else {
            mismatch(seriesMember.step, expected: "an array of series", got: seriesMember.value, dropping: "component")
            return .dropped
        }
        var labels: [String]
        if let labelsMember = fields.labels, case .array(let values) = labelsMember.value {
            labels = values.enumerated().map { index, value in
                string(value, at: labelsMember.step + [.index(index)]) ?? ""
            }
        } else {
            if let labelsMember = fields.labels, labelsMember.value != .null {
                mismatch(labelsMember.step, expected: "an array of labels", got: labelsMember.value, dropping: nil)
            }
            let count = series.map(\.values.count).max() ?? 0
            labels = (0..<count).map { String($0 + 1) }
            let fix = count == 0 ? "read as no labels" : "numbered 1…\(count)"
            if !present(fields.labels) { warn([], "missing required field \"labels\" for chart", fix: fix) }
        }
        for index in series.indices where series[index].values.count != labels.count {
            let have = series[index].values.count
            let step: [JSONPath.Component] = [.key(seriesMember.key), .index(index)]
            if have < labels.count {
                warn(step, "series has \(have) values for \(labels.count) labels", fix: "padded with 0")
                series[index].values.append(contentsOf: repeatElement(0, count: labels.count - have))
            } else {
                warn(step, "series has \(have) values for \(labels.count) labels", fix: "cut to \(labels.count)")
                series[index].values.removeLast(have - labels.count)
            }
        }
        let id = assignID(idMember, site: site, type: "chart")
        return .leaf(.chart(SKChart(id: id, kind: kind, title: title, labels: labels, series: series)))
    }

    private mutating func chartSeries(_ element: JSONValue) -> SKChart.Series? {
        guard case .object(let members) = element else {
            drop([], "expected a series {name, values}, got \(describe(element))", fix: "series dropped")
            return nil
        }
        let (fields, _) = collect(members, as: SeriesFields.self, typeName: "series")
        guard present(fields.values), let valuesMember = fields.values else {
            drop([], "missing required field \"values\" for series", fix: "series dropped")
            return nil
        }
        guard case .array(let elements) = valuesMember.value else {
            mismatch(valuesMember.step, expected: "an array of numbers", got: valuesMember.value, dropping: "series")
            return nil
        }
        var name = string(fields.name)
        if name == nil, !present(fields.name) {
            warn([], "missing required field \"name\" for series", fix: "read as \"\"")
        }
        if name == nil { name = "" }
        trail.append(.key(valuesMember.key))
        let values = numbers(elements)
        trail.removeLast()
        return SKChart.Series(name: name ?? "", values: values, color: color(fields.color))
    }

    /// Chart values: numbers, numeric strings (warning) or anything else read as 0 (warning).
    private mutating func numbers(_ elements: [JSONValue]) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if case .number(let value) = element, value.isFinite {
                values.append(value)
            } else if case .string(let text) = element, let value = Self.parseNumber(text) {
                warn([.index(index)], "expected a number, got \(describe(element))", fix: "read as \(format(value))")
                values.append(value)
            } else {
                warn([.index(index)], "expected a number, got \(describe(element))", fix: "read as 0")
                values.append(0)
            }
        }
        return values
    }
}

extension JSONValue {
    /// A number, or a string that reads as one.
    fileprivate var isNumberLike: Bool {
        switch self {
        case .number: true
        case .string(let text): DecodingSession.parseNumber(text) != nil
        default: false
        }
    }
}
