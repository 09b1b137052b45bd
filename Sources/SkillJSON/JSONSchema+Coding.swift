extension JSONSchema: Codable {
    /// The schema as standard JSON Schema; absent keywords are omitted.
    ///
    /// `properties` is written when it is non-empty and always for `type: object` (some APIs
    /// require it); `required` only when non-empty.
    ///
    /// ```swift
    /// JSONSchema.object(["text": .string()], required: ["text"]).jsonValue.stableString()
    /// // {"properties":{"text":{"type":"string"}},"required":["text"],"type":"object"}
    /// ```
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [:]
        members["type"] = type.map { .string($0.rawValue) }
        members["title"] = title.map(JSONValue.string)
        members["description"] = description.map(JSONValue.string)
        if !properties.isEmpty || type == .object {
            members["properties"] = .object(properties.mapValues(\.jsonValue))
        }
        if !required.isEmpty { members["required"] = .array(required.map(JSONValue.string)) }
        members["additionalProperties"] = additionalProperties.map(JSONValue.bool)
        members["items"] = items?.jsonValue
        members["minItems"] = minItems.map { .number(Double($0)) }
        members["maxItems"] = maxItems.map { .number(Double($0)) }
        members["enum"] = enumValues.map(JSONValue.array)
        members["default"] = defaultValue
        members["minimum"] = minimum.map(JSONValue.number)
        members["maximum"] = maximum.map(JSONValue.number)
        members["minLength"] = minLength.map { .number(Double($0)) }
        members["maxLength"] = maxLength.map { .number(Double($0)) }
        members["pattern"] = pattern.map(JSONValue.string)
        members["format"] = format.map(JSONValue.string)
        return .object(members)
    }

    /// Reads a schema from its JSON Schema form; unknown keywords are ignored.
    ///
    /// - Throws: ``JSONError/decodingFailed(path:reason:)`` naming the keyword, for example
    ///   `$.properties.unit.type: unknown type "text" — expected one of "object", "array", …`.
    ///   A list of types such as `["string", "null"]` is not supported and is reported the same way.
    ///
    /// ```swift
    /// let schema = try JSONSchema(jsonValue: ["type": "string", "minLength": 1])
    /// ```
    public init(jsonValue: JSONValue) throws(JSONError) {
        try self.init(jsonValue: jsonValue, at: .root)
    }

    private init(jsonValue: JSONValue, at path: JSONPath) throws(JSONError) {
        guard case .object(let members) = jsonValue else {
            throw .decodingFailed(path: path, reason: "expected a schema object, got \(jsonValue.snippet())")
        }
        let reader = KeywordReader(members: members, path: path)
        self.init(
            type: try reader.schemaType(),
            title: try reader.string("title"),
            description: try reader.string("description"),
            properties: try reader.properties(),
            required: try reader.strings("required") ?? [],
            additionalProperties: try reader.bool("additionalProperties"),
            items: try reader.value("items").map { value throws(JSONError) in
                try JSONSchema(jsonValue: value, at: path.appending(key: "items"))
            },
            minItems: try reader.count("minItems"),
            maxItems: try reader.count("maxItems"),
            enumValues: try reader.array("enum"),
            defaultValue: reader.value("default"),
            minimum: try reader.number("minimum"),
            maximum: try reader.number("maximum"),
            minLength: try reader.count("minLength"),
            maxLength: try reader.count("maxLength"),
            pattern: try reader.string("pattern"),
            format: try reader.string("format"))
    }

    /// Encodes the standard JSON Schema form, ``jsonValue``.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    /// Decodes the standard JSON Schema form; problems are `DecodingError.dataCorrupted` with the
    /// coding path of the offending keyword.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        do throws(JSONError) {
            try self.init(jsonValue: value)
        } catch .decodingFailed(let path, let reason) {
            let context = DecodingError.Context(
                codingPath: decoder.codingPath + path.codingKeys, debugDescription: reason)
            throw DecodingError.dataCorrupted(context)
        }
    }

    // MARK: - Reading keywords

    /// Typed access to the keywords of one schema object, with errors at the keyword's path.
    private struct KeywordReader {
        let members: [String: JSONValue]
        let path: JSONPath

        func value(_ key: String) -> JSONValue? { members[key] }

        func failure(_ key: String, _ reason: String) -> JSONError {
            .decodingFailed(path: path.appending(key: key), reason: reason)
        }

        func string(_ key: String) throws(JSONError) -> String? {
            guard let value = members[key] else { return nil }
            guard case .string(let string) = value else {
                throw failure(key, "expected string, got \(value.snippet())")
            }
            return string
        }

        func bool(_ key: String) throws(JSONError) -> Bool? {
            guard let value = members[key] else { return nil }
            guard case .bool(let flag) = value else {
                throw failure(
                    key,
                    "expected boolean, got \(value.snippet()) (schemas for additional properties are not supported)")
            }
            return flag
        }

        func number(_ key: String) throws(JSONError) -> Double? {
            guard let value = members[key] else { return nil }
            guard case .number(let number) = value else {
                throw failure(key, "expected number, got \(value.snippet())")
            }
            return number
        }

        func count(_ key: String) throws(JSONError) -> Int? {
            guard let value = members[key] else { return nil }
            guard let count = value.intValue, count >= 0 else {
                throw failure(key, "expected a non-negative integer, got \(value.snippet())")
            }
            return count
        }

        func array(_ key: String) throws(JSONError) -> [JSONValue]? {
            guard let value = members[key] else { return nil }
            guard case .array(let elements) = value else {
                throw failure(key, "expected array, got \(value.snippet())")
            }
            return elements
        }

        func strings(_ key: String) throws(JSONError) -> [String]? {
            guard let elements = try array(key) else { return nil }
            var strings: [String] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let string) = element else {
                    throw .decodingFailed(
                        path: path.appending(key: key).appending(index: index),
                        reason: "expected string, got \(element.snippet())")
                }
                strings.append(string)
            }
            return strings
        }

        func schemaType() throws(JSONError) -> SchemaType? {
            guard let value = members["type"] else { return nil }
            let names = SchemaType.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ", ")
            switch value {
            case .string(let name):
                guard let type = SchemaType(rawValue: name) else {
                    throw failure("type", "unknown type \(value.snippet()) — expected one of \(names)")
                }
                return type
            case .array:
                throw failure(
                    "type",
                    "a list of types like \(value.snippet()) is not supported — use a single type, one of \(names)")
            default:
                throw failure("type", "expected string, got \(value.snippet())")
            }
        }

        func properties() throws(JSONError) -> [String: JSONSchema] {
            guard let value = members["properties"] else { return [:] }
            guard case .object(let entries) = value else {
                throw failure("properties", "expected object, got \(value.snippet())")
            }
            var schemas: [String: JSONSchema] = [:]
            for (name, entry) in entries {
                schemas[name] = try JSONSchema(
                    jsonValue: entry, at: path.appending(key: "properties").appending(key: name))
            }
            return schemas
        }
    }
}
