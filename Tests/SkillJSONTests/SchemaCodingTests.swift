import Foundation
import Testing

@testable import SkillJSON

@Suite struct SchemaCodingTests {
    static let weather = JSONSchema.object(
        [
            "city": .string(description: "City name", minLength: 1),
            "unit": .string(enum: ["celsius", "fahrenheit"], default: "celsius"),
            "days": .integer(minimum: 1, maximum: 14, default: 3),
            "tags": .array(of: .string(pattern: "^#"), maxItems: 5),
        ],
        required: ["city"],
        additionalProperties: false,
        description: "Weather forecast arguments"
    )

    @Test func encodesToExactJSON() {
        let expected =
            #"{"additionalProperties":false,"description":"Weather forecast arguments","properties":{"#
            + #""city":{"description":"City name","minLength":1,"type":"string"},"#
            + #""days":{"default":3,"maximum":14,"minimum":1,"type":"integer"},"#
            + #""tags":{"items":{"pattern":"^#","type":"string"},"maxItems":5,"type":"array"},"#
            + #""unit":{"default":"celsius","enum":["celsius","fahrenheit"],"type":"string"}},"#
            + #""required":["city"],"type":"object"}"#
        #expect(Self.weather.jsonValue.stableString() == expected)
    }

    @Test(
        arguments: [
            (JSONSchema.any, "{}"),
            (.null, #"{"type":"null"}"#),
            (.object(), #"{"properties":{},"type":"object"}"#),
            (
                .boolean(description: "Flag", default: false),
                #"{"default":false,"description":"Flag","type":"boolean"}"#
            ),
            (.number(minimum: 0.5), #"{"minimum":0.5,"type":"number"}"#),
            (.string(format: "date"), #"{"format":"date","type":"string"}"#),
            (JSONSchema(title: "T", defaultValue: nil), #"{"title":"T"}"#),
            (JSONSchema(defaultValue: .null), #"{"default":null}"#),
        ] as [(JSONSchema, String)])
    func encodesSmallSchemas(schema: JSONSchema, expected: String) throws {
        #expect(schema.jsonValue.stableString() == expected)
        #expect(try JSONSchema(jsonValue: JSONValue.parse(expected)) == schema)
    }

    @Test func roundTripsThroughCodable() throws {
        let data = try JSONEncoder().encode(Self.weather)
        #expect(try JSONValue.parse(data) == Self.weather.jsonValue)
        #expect(try JSONDecoder().decode(JSONSchema.self, from: data) == Self.weather)
        #expect(try JSONSchema(jsonValue: Self.weather.jsonValue) == Self.weather)
        #expect(try JSONValue(encoding: Self.weather).decode(JSONSchema.self) == Self.weather)
    }

    @Test func decodesSchemasWrittenByOthers() throws {
        let text = """
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "title": "Search",
             "properties": {"query": {"type": "string"}, "limit": {"type": "integer", "minimum": 1}},
             "required": ["query"]}
            """
        let schema = try JSONSchema(jsonValue: JSONValue.parse(text))
        #expect(schema.title == "Search")
        #expect(schema.properties["limit"] == .integer(minimum: 1))
        #expect(
            schema.validate(["query": "x", "limit": 0]).map(\.description) == ["$.limit: 0 is less than the minimum 1"])
    }

    @Test(arguments: [
        (
            #"{"type":["string","null"]}"#,
            #"$.type: a list of types like ["string","null"] is not supported — use a single type, one of "object", "array", "string", "number", "integer", "boolean", "null""#
        ),
        (
            #"{"type":"text"}"#,
            #"$.type: unknown type "text" — expected one of "object", "array", "string", "number", "integer", "boolean", "null""#
        ),
        (
            #"{"properties":{"a":{"minLength":-1}}}"#,
            "$.properties.a.minLength: expected a non-negative integer, got -1"
        ),
        (#"{"required":["a",2]}"#, "$.required[1]: expected string, got 2"),
        (#"{"items":[{"type":"string"}]}"#, #"$.items: expected a schema object, got [{"type":"string"}]"#),
        (
            #"{"additionalProperties":{"type":"string"}}"#,
            #"$.additionalProperties: expected boolean, got {"type":"string"} (schemas for additional properties are not supported)"#
        ),
        (#"true"#, "$: expected a schema object, got true"),
    ])
    func rejectsUnsupportedSchemas(json: String, message: String) throws {
        let value = try JSONValue.parse(json)
        let error = try #require(throws: JSONError.self) { try JSONSchema(jsonValue: value) }
        #expect(error.description == message)
    }

    @Test func codableErrorsKeepTheFullPath() throws {
        struct Tool: Codable {
            var name: String
            var parameters: JSONSchema
        }
        let value: JSONValue = ["name": "t", "parameters": ["properties": ["x": ["type": "text"]]]]
        let error = try #require(throws: JSONError.self) { try value.decode(Tool.self) }
        #expect(error.description.hasPrefix(#"$.parameters.properties.x.type: unknown type "text""#))
        let data = Data(#"{"name":"t","parameters":{"type":["string","null"]}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tool.self, from: data) }
    }

    @Test func itemsNestRecursively() {
        var schema = JSONSchema.array(of: .array(of: .integer()))
        #expect(schema.items?.items?.type == .integer)
        schema.items = nil
        #expect(schema.items == nil)
        #expect(schema.jsonValue.stableString() == #"{"type":"array"}"#)
    }
}
