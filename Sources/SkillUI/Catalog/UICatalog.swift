import SkillJSON

/// The component catalog described for language models: a JSON Schema and a compact prompt.
///
/// ```swift
/// let prompt = UICatalog.promptText()        // paste into a system prompt
/// UICatalog.estimatedTokens(prompt)           // characters / 4
/// let schema = UICatalog.jsonSchema()         // for structured-output APIs
/// ```
public enum UICatalog {
    /// One catalog entry: the type, its fields (`name?` optional, `a|b` choices) and an example.
    public struct Entry: Sendable, Hashable {
        public var type: String
        public var summary: String
        public var fields: [Field]
        public var example: JSONValue

        /// One field of a component.
        public struct Field: Sendable, Hashable {
            public var name: String
            public var schema: JSONValue
            public var required: Bool
            public var hint: String
        }
    }

    /// The catalog, in the order it is described.
    public static let entries: [Entry] = UICatalogEntries.all

    /// A compact text for a model prompt: the rules, one line per component with its fields and an
    /// example, then a paragraph on data binding (`$data`, `$bind`, `$call`, `$each`) with an example.
    ///
    /// - Parameter registry: custom component types to describe too (their schema's properties).
    public static func promptText(registry: SKComponentRegistry = .standard) -> String {
        var lines = [
            "Answer UI as one JSON object. Every node: {\"type\":…}; optional \"id\" (stable, unique).",
            "Containers hold \"children\". Colors: \"#RRGGBB\" or label|secondaryLabel|background|"
                + "secondaryBackground|accent|success|warning|danger. ? = optional, a|b = one of.",
        ]
        for entry in entries {
            let fields = entry.fields.map { field in
                field.name + (field.required ? "" : "?") + (field.hint.isEmpty ? "" : ":" + field.hint)
            }
            lines.append(
                "\(entry.type)(\(fields.joined(separator: ","))) \(entry.summary). e.g. \(entry.example.stableString())"
            )
        }
        lines += bindingPromptLines
        for type in registry.types {
            guard let definition = registry.definition(for: type) else { continue }
            let names = definition.schema.properties.keys.sorted()
            lines.append("\(type)(\(names.joined(separator: ","))) custom component")
        }
        return lines.joined(separator: "\n")
    }

    /// A rough token count for `text`: characters divided by four, rounded up.
    public static func estimatedTokens(_ text: String) -> Int {
        (text.count + 3) / 4
    }

    /// A JSON Schema (2020-12) of a component tree: `$defs` per component, `oneOf` on `type`.
    ///
    /// - Parameter bound: `false` (the default) describes plain documents; `true` describes bound
    ///   ones, for a model that writes data binding under constrained decoding: the root must
    ///   carry `"$data"` (an object), any field may be `{"$bind": pointer}` or
    ///   `{"$call": name, "args": {…}}` (the 13 functions with a value), any array
    ///   `{"$each": pointer, "template": …}` or hold such templates among its elements. Fields that
    ///   hold components take components or templates of them, not expressions.
    ///
    /// ```swift
    /// let schema = UICatalog.jsonSchema(bound: true)
    /// schema["required"]   // ["$data"]
    /// ```
    public static func jsonSchema(bound: Bool = false) -> JSONValue {
        let plain = plainSchema()
        return bound ? boundSchema(from: plain) : plain
    }

    /// The schema of plain documents.
    private static func plainSchema() -> JSONValue {
        var definitions: [String: JSONValue] = [:]
        for entry in entries {
            var properties: [String: JSONValue] = [
                "type": ["const": .string(entry.type)],
                "id": ["type": "string"],
            ]
            var required: [JSONValue] = ["type"]
            for field in entry.fields {
                properties[field.name] = field.schema
                if field.required { required.append(.string(field.name)) }
            }
            definitions[entry.type] = [
                "type": "object", "description": .string(entry.summary), "properties": .object(properties),
                "required": .array(required),
            ]
        }
        definitions["color"] = [
            "type": "string",
            "description": "#RGB, #RRGGBB, #RRGGBBAA or a semantic name that follows light/dark mode",
            "anyOf": [
                ["pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"],
                ["enum": .array(SKSemanticColor.allCases.map { .string($0.rawValue) })],
            ],
        ]
        definitions["component"] = [
            "oneOf": .array(entries.map { ["$ref": .string("#/$defs/\($0.type)")] })
        ]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AgentSkill UI component",
            "$ref": "#/$defs/component",
            "$defs": .object(definitions),
        ]
    }
}
