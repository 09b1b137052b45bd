import SkillJSON

/// Data binding in the catalog: the prompt's paragraph and the schema of bound documents
/// (see ``UIBindingSyntax``).
extension UICatalog {
    /// The functions a bound value may call, with their arguments as the prompt shows them
    /// (`openUrl` is left out: it is an action with no value).
    static let boundFunctions: [(name: String, arguments: String)] = [
        ("formatString", #"value:"Hi ${/a/b}""#), ("formatNumber", "value,decimals?"),
        ("formatCurrency", "value,currency"), ("formatDate", #"value,format:"d MMM yyyy""#),
        ("pluralize", "value,one,other"), ("required", "value"), ("regex", "value,pattern"),
        ("length", "value,min?,max?"), ("numeric", "value,min?,max?"), ("email", "value"), ("and", "values"),
        ("or", "values"), ("not", "value"),
    ]

    /// A bound list: one row per element, a price through `formatCurrency`.
    static let boundExample: JSONValue = [
        "$data": ["rows": [["n": "Tea", "p": 3]]], "type": "list",
        "items": [
            "$each": "/rows",
            "template": [
                "title": ["$bind": "n"],
                "trailing": ["$call": "formatCurrency", "args": ["value": ["$bind": "p"], "currency": "USD"]],
            ],
        ],
    ]

    /// The prompt's paragraph on `$data`, `$bind`, `$call` and `$each`, with an example.
    static var bindingPromptLines: [String] {
        let functions = boundFunctions.map { "\($0.name)(\($0.arguments))" }.joined(separator: " ")
        return [
            #"Data binding (optional): root "$data":{…}; then any value may be {"$bind":"/a/b"} (pointer into "#
                + #"$data) or {"$call":fn,"args":{…}}, fn: "# + functions
                + #"; any array may be {"$each":"/list","template":…}, one copy per element; inside it, pointers "#
                + #"without a leading / are relative to the element, "." is the element. Inputs bound by $bind "#
                + "write back there.",
            "e.g. " + boundExample.stableString(),
        ]
    }

    // MARK: - Schema

    /// `plain` (``jsonSchema(bound:)`` without binding) made to accept bound documents: the root
    /// must carry `$data` (an object); every field may instead be an expression, every array a
    /// template, and every array element a template spliced in. Fields that hold components
    /// take components or templates of them, not expressions. An input whose value is a `$bind`
    /// may leave out its `name`.
    static func boundSchema(from plain: JSONValue) -> JSONValue {
        guard case .object(var root) = plain, case .object(var definitions)? = root["$defs"] else { return plain }
        for entry in entries {
            guard case .object(var definition)? = definitions[entry.type],
                case .object(var properties)? = definition["properties"]
            else { continue }
            for (name, schema) in properties where name != "type" && name != "id" {
                properties[name] = bound(schema)
            }
            definition["properties"] = .object(properties)
            if let valueKey = UIBindingResolver.inputValueKeys[entry.type] {
                // A bound input may leave out its name: it is named by its pointer.
                definition["required"] = .array((definition["required"]?.arrayValue ?? []).filter { $0 != "name" })
                definition["anyOf"] = [
                    ["required": ["name"]],
                    ["required": [.string(valueKey)], "properties": [valueKey: ["$ref": "#/$defs/bind"]]],
                ]
            }
            definitions[entry.type] = .object(definition)
        }
        let pointer: JSONValue = [
            "type": "string", "pattern": "^([^~]|~[01])*$",
            "description": "a JSON Pointer into $data; relative to the element inside a template",
        ]
        definitions["expression"] = ["anyOf": [["$ref": "#/$defs/bind"], ["$ref": "#/$defs/call"]]]
        definitions["bind"] = [
            "type": "object", "required": ["$bind"], "properties": ["$bind": pointer], "additionalProperties": false,
        ]
        definitions["call"] = [
            "type": "object", "required": ["$call"], "additionalProperties": false,
            "properties": [
                "$call": ["enum": .array(boundFunctions.map { .string($0.name) })],
                "args": ["type": "object", "additionalProperties": ["$ref": "#/$defs/argument"]],
            ],
        ]
        definitions["argument"] = [
            "anyOf": [
                ["type": ["string", "number", "boolean", "null"]],
                ["type": "array", "items": ["$ref": "#/$defs/argument"]],
                ["$ref": "#/$defs/expression"],
            ]
        ]
        definitions["pointer"] = pointer
        root["$defs"] = .object(definitions)
        root["title"] = "AgentSkill UI component, bound to data"
        root["properties"] = [UIBindingSyntax.dataKey: ["type": "object", "description": "the data model"]]
        root["required"] = [.string(UIBindingSyntax.dataKey)]
        return .object(root)
    }

    private static let expression: JSONValue = ["$ref": "#/$defs/expression"]

    /// `schema` that also takes an expression, or, for an array, a template.
    private static func bound(_ schema: JSONValue) -> JSONValue {
        guard case .object(var object) = schema, !object.isEmpty else { return schema }
        if object["$ref"] == "#/$defs/component" { return schema }
        if object["type"] == "array", let items = object["items"] {
            let element = bound(items)
            let template = template(of: element)
            object["items"] = ["anyOf": [element, template]]
            if items == ["$ref": "#/$defs/component"] { return ["anyOf": [.object(object), template]] }
            return ["anyOf": [.object(object), template, expression]]
        }
        if object["type"] == "object", case .object(let properties)? = object["properties"] {
            object["properties"] = .object(properties.mapValues(bound))
            return ["anyOf": [.object(object), expression]]
        }
        if object["type"] == nil, case .array(let branches)? = object["anyOf"] {
            return ["anyOf": .array(branches.map(bound) + [expression])]
        }
        return ["anyOf": [schema, expression]]
    }

    /// `{"$each": pointer, "template": element}`.
    private static func template(of element: JSONValue) -> JSONValue {
        [
            "type": "object", "required": ["$each", "template"], "additionalProperties": false,
            "properties": ["$each": ["$ref": "#/$defs/pointer"], "template": element],
        ]
    }
}
