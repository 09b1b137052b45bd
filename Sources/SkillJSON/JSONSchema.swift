/// The subset of JSON Schema that tool-calling APIs use to describe parameters.
///
/// Supported keywords: `type`, `title`, `description`, `properties`, `required`,
/// `additionalProperties` (Boolean only), `items`, `minItems`, `maxItems`, `enum`, `default`,
/// `minimum`, `maximum`, `minLength`, `maxLength`, `pattern` and `format` (`date`, `date-time`).
/// Other keywords are ignored when decoding, as JSON Schema ignores unknown keywords.
///
/// Build schemas with the static builders, check values with ``validate(_:)``, and send them to
/// an API with ``jsonValue`` or `Codable`:
///
/// ```swift
/// let weather = JSONSchema.object(
///     [
///         "city": .string(description: "City name", minLength: 1),
///         "unit": .string(enum: ["celsius", "fahrenheit"]),
///         "days": .integer(minimum: 1, maximum: 14),
///     ],
///     required: ["city"],
///     additionalProperties: false
/// )
/// weather.validate(["unit": "kelvin"]).map(\.description)
/// // ["$: missing required property \"city\"",
/// //  "$.unit: \"kelvin\" is not one of \"celsius\", \"fahrenheit\""]
/// ```
public struct JSONSchema: Sendable, Hashable {
    /// The JSON types a schema can require, spelled as in JSON Schema.
    public enum SchemaType: String, Sendable, Hashable, CaseIterable, Codable {
        /// A JSON object.
        case object
        /// A JSON array.
        case array
        /// A JSON string.
        case string
        /// Any JSON number, whole or not.
        case number
        /// A whole JSON number (`3` or `3.0`, not `3.5`).
        case integer
        /// `true` or `false`.
        case boolean
        /// `null`.
        case null
    }

    /// The required JSON type; `nil` accepts any type.
    public var type: SchemaType?
    /// A short title.
    public var title: String?
    /// What the value means; tool-calling models read this.
    public var description: String?
    /// Schemas for object members, by name.
    public var properties: [String: JSONSchema]
    /// Object members that must be present.
    public var required: [String]
    /// `false` makes members not listed in ``properties`` errors; `nil` or `true` allows them.
    public var additionalProperties: Bool?
    /// The schema every array element must match.
    public var items: JSONSchema? {
        get { itemsBox?.schema }
        set { itemsBox = newValue.map(Indirect.init) }
    }
    /// The fewest array elements allowed.
    public var minItems: Int?
    /// The most array elements allowed.
    public var maxItems: Int?
    /// The allowed values (JSON key `enum`); any JSON values, compared by equality.
    public var enumValues: [JSONValue]?
    /// The value assumed when the member is absent (JSON key `default`); not used by validation.
    public var defaultValue: JSONValue?
    /// The smallest allowed number (inclusive).
    public var minimum: Double?
    /// The largest allowed number (inclusive).
    public var maximum: Double?
    /// The fewest characters allowed in a string, counted as `Character`s (grapheme clusters).
    public var minLength: Int?
    /// The most characters allowed in a string, counted as `Character`s (grapheme clusters).
    public var maxLength: Int?
    /// A regular expression (`NSRegularExpression` syntax) that must match somewhere in the string.
    ///
    /// As in JSON Schema the search is unanchored: write `^…$` to match the whole string. An
    /// invalid pattern is reported as a diagnostic by ``validate(_:)``.
    public var pattern: String?
    /// A string format: `date` (RFC 3339 `YYYY-MM-DD`) or `date-time` (RFC 3339 date-time) are
    /// checked; other formats are accepted without checking.
    public var format: String?

    private var itemsBox: Indirect?

    /// A box that lets the struct contain itself.
    private struct Indirect: Sendable, Hashable {
        private let storage: [JSONSchema]
        init(_ schema: JSONSchema) { storage = [schema] }
        var schema: JSONSchema? { storage.first }
    }

    /// Creates a schema from its keywords; every one defaults to absent.
    public init(
        type: SchemaType? = nil,
        title: String? = nil,
        description: String? = nil,
        properties: [String: JSONSchema] = [:],
        required: [String] = [],
        additionalProperties: Bool? = nil,
        items: JSONSchema? = nil,
        minItems: Int? = nil,
        maxItems: Int? = nil,
        enumValues: [JSONValue]? = nil,
        defaultValue: JSONValue? = nil,
        minimum: Double? = nil,
        maximum: Double? = nil,
        minLength: Int? = nil,
        maxLength: Int? = nil,
        pattern: String? = nil,
        format: String? = nil
    ) {
        self.type = type
        self.title = title
        self.description = description
        self.properties = properties
        self.required = required
        self.additionalProperties = additionalProperties
        self.itemsBox = items.map(Indirect.init)
        self.minItems = minItems
        self.maxItems = maxItems
        self.enumValues = enumValues
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.format = format
    }
}
