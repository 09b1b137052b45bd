import SkillJSON

// Custom (registered) and unknown component types, and free-form JSON values.

extension DecodingSession {
    /// A registered custom type: every member but `type`, `id` and (when the type accepts them)
    /// `children` is a property, checked against the definition's schema. Each violation is a
    /// diagnostic and the node is dropped, so custom renderers only ever see valid properties.
    mutating func decodeCustom(
        _ definition: SKCustomComponentDefinition, _ members: [String: JSONValue], site: NodeSite
    ) -> NodeOutcome {
        var properties: [String: JSONValue] = [:]
        var idMember: Member?
        var children: Member?
        for key in members.keys.sorted() {
            guard let value = members[key] else { continue }
            switch key {
            case "type":
                continue
            case "id":
                idMember = Member(key: key, value: value)
            case "children" where definition.acceptsChildren:
                children = Member(key: key, value: value)
            case "components" where definition.acceptsChildren:
                // Keys are sorted, so a "children" member has been seen already.
                if children == nil {
                    children = Member(key: key, value: value, spelling: .synonym)
                } else {
                    warn([.key(key)], "field \"components\" repeats \"children\"", fix: "ignored")
                }
            case "children" where definition.schema.properties["children"] == nil:
                warn([.key(key)], "custom type \(quoted(definition.type)) takes no children", fix: "ignored")
            default:
                properties[key] = freeform(value, at: [.key(key)])
            }
        }
        let problems = definition.schema.validate(.object(properties))
        for problem in problems { forward(problem) }
        if problems.contains(where: { $0.severity == .error }) {
            drop([], "properties do not match the schema of \(quoted(definition.type))")
            return .dropped
        }
        let id = assignID(idMember, site: site, type: definition.type, checkType: true)
        let node = SKCustom(id: id, type: definition.type, properties: properties)
        guard definition.acceptsChildren else { return .leaf(.custom(node)) }
        return .container(.custom(node), childList(children))
    }

    /// An unknown type: kept whole (cleaned of over-long strings and over-deep nesting) as
    /// ``SKUnknown/raw``, with `type` and its final `id`. Its children are not decoded.
    mutating func decodeUnknown(_ name: String, _ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let type = limited(name, at: [.key("type")])
        var raw = freeform(.object(members), at: []).objectValue ?? [:]
        let id = assignID(members["id"].map { Member(key: "id", value: $0) }, site: site, type: type, checkType: true)
        raw["type"] = .string(type)
        raw["id"] = .string(id)
        return .leaf(.unknown(SKUnknown(id: id, type: type, raw: .object(raw))))
    }

    /// A free-form value (payload, custom property): strings and keys over ``UILimits/maxStringBytes``
    /// are cut and containers nested deeper than ``UILimits/maxDepth`` become `null` (warnings).
    mutating func freeform(_ value: JSONValue, at extra: @autoclosure () -> [JSONPath.Component]) -> JSONValue {
        let budget = min(max(limits.maxDepth, 1), 512)
        guard needsCleaning(value, level: 0, budget: budget) else { return value }
        var reportedDepth = false
        return cleaned(value, at: extra(), level: 0, budget: budget, reportedDepth: &reportedDepth)
    }

    private func needsCleaning(_ value: JSONValue, level: Int, budget: Int) -> Bool {
        switch value {
        case .string(let text):
            return text.utf8.count > limits.maxStringBytes
        case .array(let elements):
            guard level < budget else { return true }
            return elements.contains { needsCleaning($0, level: level + 1, budget: budget) }
        case .object(let members):
            guard level < budget else { return true }
            return members.contains { key, value in
                key.utf8.count > limits.maxStringBytes || needsCleaning(value, level: level + 1, budget: budget)
            }
        case .null, .bool, .number:
            return false
        }
    }

    private mutating func cleaned(
        _ value: JSONValue, at extra: [JSONPath.Component], level: Int, budget: Int, reportedDepth: inout Bool
    ) -> JSONValue {
        switch value {
        case .string(let text):
            return .string(limited(text, at: extra))
        case .array, .object:
            guard level < budget else {
                if !reportedDepth {
                    reportedDepth = true
                    warn(extra, "value nests deeper than \(budget) levels (maxDepth)", fix: "replaced with null")
                }
                return .null
            }
            if case .array(let elements) = value {
                return .array(
                    elements.enumerated().map { index, element in
                        cleaned(
                            element, at: extra + [.index(index)], level: level + 1, budget: budget,
                            reportedDepth: &reportedDepth)
                    })
            }
            var result: [String: JSONValue] = [:]
            for key in (value.objectValue ?? [:]).keys.sorted() {
                guard let member = value[key] else { continue }
                let cleanKey = limited(key, at: extra + [.key(key)])
                result[cleanKey] = cleaned(
                    member, at: extra + [.key(key)], level: level + 1, budget: budget, reportedDepth: &reportedDepth)
            }
            return .object(result)
        case .null, .bool, .number:
            return value
        }
    }
}
