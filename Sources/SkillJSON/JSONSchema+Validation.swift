import Foundation

extension JSONSchema {
    /// Checks `value` against the schema and returns every problem found (empty when it conforms).
    ///
    /// The order is deterministic: a value's own problems first, then, for objects, missing
    /// required properties (in the order of ``required``) followed by members in sorted key
    /// order; for arrays, elements in order. A value of the wrong type gets one diagnostic and no
    /// further checks. `integer` accepts whole numbers only; `number` accepts any number. String
    /// lengths count `Character`s (grapheme clusters), as people perceive them. An invalid
    /// ``pattern`` is itself reported as an error.
    ///
    /// ```swift
    /// let schema = JSONSchema.object(["items": .array(of: .object(["amount": .number()]))])
    /// schema.validate(["items": [["amount": 1], ["amount": 2], ["amount": "abc"]]]).map(\.description)
    /// // ["$.items[2].amount: expected number, got \"abc\""]
    /// ```
    public func validate(_ value: JSONValue) -> [Diagnostic] {
        var validator = SchemaValidator()
        validator.check(value, against: self, at: .root)
        return validator.diagnostics
    }
}

/// Walks a value and a schema together, collecting diagnostics.
private struct SchemaValidator {
    var diagnostics: [Diagnostic] = []
    /// Compiled patterns by source; `nil` records a pattern that does not compile.
    private var patterns: [String: NSRegularExpression?] = [:]

    mutating func check(_ value: JSONValue, against schema: JSONSchema, at path: JSONPath) {
        if let type = schema.type, !Self.value(value, hasType: type) {
            report(
                path, "expected \(type.rawValue), got \(value.snippet())",
                chinese: "应为\(Self.chineseName(of: type))，实际是 \(value.snippet())")
            return
        }
        if let allowed = schema.enumValues, !allowed.contains(value) {
            let list = allowed.map { $0.snippet() }
            report(
                path, "\(value.snippet()) is not one of \(list.joined(separator: ", "))",
                chinese: "\(value.snippet()) 不是可选的值（\(list.joined(separator: "、"))）")
        }
        switch value {
        case .string(let string): checkString(string, against: schema, at: path)
        case .number(let number): checkNumber(number, against: schema, at: path)
        case .array(let elements): checkArray(elements, against: schema, at: path)
        case .object(let members): checkObject(members, against: schema, at: path)
        case .null, .bool: break
        }
    }

    private static func value(_ value: JSONValue, hasType type: JSONSchema.SchemaType) -> Bool {
        switch (type, value) {
        case (.object, .object), (.array, .array), (.string, .string), (.number, .number),
            (.boolean, .bool), (.null, .null):
            true
        case (.integer, .number(let number)):
            number.isFinite && number.rounded(.towardZero) == number
        default:
            false
        }
    }

    private mutating func checkString(_ string: String, against schema: JSONSchema, at path: JSONPath) {
        if schema.minLength != nil || schema.maxLength != nil {
            let length = string.count
            if let minLength = schema.minLength, length < minLength {
                report(
                    path, "length \(length) is shorter than minLength \(minLength)",
                    chinese: length == 0 ? "不能为空" : "长度为 \(length) 个字符，至少要 \(minLength) 个")
            }
            if let maxLength = schema.maxLength, length > maxLength {
                report(
                    path, "length \(length) is longer than maxLength \(maxLength)",
                    chinese: "长度为 \(length) 个字符，最多 \(maxLength) 个")
            }
        }
        if let pattern = schema.pattern {
            if let regex = compiled(pattern) {
                let range = NSRange(string.startIndex..<string.endIndex, in: string)
                if regex.firstMatch(in: string, range: range) == nil {
                    report(
                        path,
                        "\(JSONValue.string(string).snippet()) does not match the pattern \(JSONWriter.quoted(pattern))",
                        chinese: "\(JSONValue.string(string).snippet()) 不符合格式 \(JSONWriter.quoted(pattern))")
                }
            } else {
                report(
                    path, "the schema's pattern \(JSONWriter.quoted(pattern)) is not a valid regular expression",
                    chinese: "参数定义里的格式 \(JSONWriter.quoted(pattern)) 不是有效的正则表达式")
            }
        }
        switch schema.format {
        case "date" where !RFC3339.isValidDate(string):
            report(
                path, "\(JSONValue.string(string).snippet()) is not a valid date (YYYY-MM-DD)",
                chinese: "\(JSONValue.string(string).snippet()) 不是有效的日期（应写成 2026-02-01 这样）")
        case "date-time" where !RFC3339.isValidDateTime(string):
            report(
                path,
                "\(JSONValue.string(string).snippet()) is not a valid date-time (RFC 3339, like 2026-02-01T09:30:00Z)",
                chinese: "\(JSONValue.string(string).snippet()) 不是有效的日期时间（应写成 2026-02-01T09:30:00Z 这样）")
        default:
            break
        }
    }

    private mutating func checkNumber(_ number: Double, against schema: JSONSchema, at path: JSONPath) {
        if let minimum = schema.minimum, number < minimum {
            report(
                path, "\(JSONValue.number(number)) is less than the minimum \(JSONValue.number(minimum))",
                chinese: "\(JSONValue.number(number)) 小于最小值 \(JSONValue.number(minimum))")
        }
        if let maximum = schema.maximum, number > maximum {
            report(
                path, "\(JSONValue.number(number)) is greater than the maximum \(JSONValue.number(maximum))",
                chinese: "\(JSONValue.number(number)) 大于最大值 \(JSONValue.number(maximum))")
        }
    }

    private mutating func checkArray(_ elements: [JSONValue], against schema: JSONSchema, at path: JSONPath) {
        if let minItems = schema.minItems, elements.count < minItems {
            report(
                path, "\(Self.items(elements.count)) is fewer than minItems \(minItems)",
                chinese: "只有 \(elements.count) 项，至少要 \(minItems) 项")
        }
        if let maxItems = schema.maxItems, elements.count > maxItems {
            report(
                path, "\(Self.items(elements.count)) is more than maxItems \(maxItems)",
                chinese: "有 \(elements.count) 项，最多 \(maxItems) 项")
        }
        guard let itemSchema = schema.items else { return }
        for (index, element) in elements.enumerated() {
            check(element, against: itemSchema, at: path.appending(index: index))
        }
    }

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

    private mutating func checkObject(
        _ members: [String: JSONValue], against schema: JSONSchema, at path: JSONPath
    ) {
        var reported: Set<String> = []
        for name in schema.required where members[name] == nil && reported.insert(name).inserted {
            report(
                path, "missing required property \(JSONWriter.quoted(name))",
                chinese: "缺少必填的 \(path.appending(key: name))")
        }
        let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for (name, member) in sorted {
            let memberPath = path.appending(key: name)
            if let propertySchema = schema.properties[name] {
                check(member, against: propertySchema, at: memberPath)
            } else if schema.additionalProperties == false {
                report(
                    memberPath, "property is not allowed (additionalProperties is false)",
                    chinese: "不接受这个参数")
            }
        }
    }

    private mutating func compiled(_ pattern: String) -> NSRegularExpression? {
        if let cached = patterns[pattern] { return cached }
        let regex = try? NSRegularExpression(pattern: pattern)
        patterns[pattern] = regex
        return regex
    }

    private mutating func report(
        _ path: JSONPath, _ message: String, chinese: String, severity: Diagnostic.Severity = .error
    ) {
        diagnostics.append(Diagnostic(severity: severity, path: path, message: message, chinese: chinese))
    }

    /// 字符串, 整数, 对象… for a schema type.
    private static func chineseName(of type: JSONSchema.SchemaType) -> String {
        switch type {
        case .object: "对象"
        case .array: "数组"
        case .string: "字符串"
        case .number: "数字"
        case .integer: "整数"
        case .boolean: "布尔值"
        case .null: "空值"
        }
    }
}
