extension JSONSchema {
    /// An object schema.
    ///
    /// ```swift
    /// JSONSchema.object(["text": .string()], required: ["text"], additionalProperties: false)
    /// ```
    public static func object(
        _ properties: [String: JSONSchema] = [:],
        required: [String] = [],
        additionalProperties: Bool? = nil,
        description: String? = nil
    ) -> JSONSchema {
        JSONSchema(
            type: .object, description: description, properties: properties, required: required,
            additionalProperties: additionalProperties)
    }

    /// A string schema.
    ///
    /// ```swift
    /// JSONSchema.string(description: "Unit", enum: ["celsius", "fahrenheit"], default: "celsius")
    /// JSONSchema.string(format: "date")
    /// ```
    public static func string(
        description: String? = nil,
        minLength: Int? = nil,
        maxLength: Int? = nil,
        pattern: String? = nil,
        format: String? = nil,
        enum values: [String]? = nil,
        default defaultValue: String? = nil
    ) -> JSONSchema {
        JSONSchema(
            type: .string, description: description, enumValues: values?.map(JSONValue.string),
            defaultValue: defaultValue.map(JSONValue.string), minLength: minLength, maxLength: maxLength,
            pattern: pattern, format: format)
    }

    /// A number schema (whole numbers are numbers too).
    ///
    /// ```swift
    /// JSONSchema.number(description: "Amount in euros", minimum: 0)
    /// ```
    public static func number(
        description: String? = nil,
        minimum: Double? = nil,
        maximum: Double? = nil,
        default defaultValue: Double? = nil
    ) -> JSONSchema {
        JSONSchema(
            type: .number, description: description, defaultValue: defaultValue.map(JSONValue.number),
            minimum: minimum, maximum: maximum)
    }

    /// An integer schema: whole numbers only.
    ///
    /// ```swift
    /// JSONSchema.integer(description: "Days ahead", minimum: 1, maximum: 14, default: 3)
    /// ```
    public static func integer(
        description: String? = nil,
        minimum: Int? = nil,
        maximum: Int? = nil,
        default defaultValue: Int? = nil
    ) -> JSONSchema {
        JSONSchema(
            type: .integer, description: description, defaultValue: defaultValue.map { .number(Double($0)) },
            minimum: minimum.map(Double.init), maximum: maximum.map(Double.init))
    }

    /// A Boolean schema.
    ///
    /// ```swift
    /// JSONSchema.boolean(description: "Include hourly data", default: false)
    /// ```
    public static func boolean(description: String? = nil, default defaultValue: Bool? = nil) -> JSONSchema {
        JSONSchema(type: .boolean, description: description, defaultValue: defaultValue.map(JSONValue.bool))
    }

    /// An array schema whose elements all match `items`.
    ///
    /// ```swift
    /// JSONSchema.array(of: .string(), description: "Tags", minItems: 1)
    /// ```
    public static func array(
        of items: JSONSchema,
        description: String? = nil,
        minItems: Int? = nil,
        maxItems: Int? = nil
    ) -> JSONSchema {
        JSONSchema(type: .array, description: description, items: items, minItems: minItems, maxItems: maxItems)
    }

    /// A schema that accepts only `null`.
    public static let null = JSONSchema(type: .null)

    /// The empty schema, which accepts every value.
    public static let any = JSONSchema()
}
