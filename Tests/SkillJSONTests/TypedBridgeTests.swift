import Foundation
import Testing

@testable import SkillJSON

@Suite struct TypedBridgeTests {
    struct Invoice: Codable, Equatable {
        struct Item: Codable, Equatable {
            var name: String
            var amount: Double
            var quantity: Int?
        }

        enum Status: String, Codable { case open, paid }

        var id: Int
        var status: Status
        var items: [Item]
        var tags: [String: String] = [:]
    }

    static let invoice = Invoice(
        id: 7, status: .paid,
        items: [.init(name: "tea", amount: 3.5, quantity: 2), .init(name: "cake", amount: 4, quantity: nil)],
        tags: ["table": "4"])

    @Test func encodesAndDecodesRoundTrip() throws {
        let value = try JSONValue(encoding: Self.invoice)
        #expect(
            value.stableString()
                == #"{"id":7,"items":[{"amount":3.5,"name":"tea","quantity":2},{"amount":4,"name":"cake"}],"status":"paid","tags":{"table":"4"}}"#
        )
        #expect(try value.decode(Invoice.self) == Self.invoice)
        let inferred: Invoice = try value.decode()
        #expect(inferred == Self.invoice)
    }

    @Test func decodesScalarsAndSpecialTypes() throws {
        #expect(try JSONValue.number(3).decode(Int.self) == 3)
        #expect(try JSONValue.number(3).decode(Double.self) == 3)
        #expect(try JSONValue.string("x").decode(String?.self) == "x")
        #expect(try JSONValue.null.decode(String?.self) == nil)
        #expect(try JSONValue.null.decode(JSONValue?.self) == nil)
        #expect(try (["a": [1, nil]] as JSONValue).decode(JSONValue.self) == ["a": [1, nil]])
        #expect(try JSONValue.string("aGk=").decode(Data.self) == Data("hi".utf8))
        #expect(
            try JSONValue.string("https://example.com/a?b=1").decode(URL.self)
                == URL(string: "https://example.com/a?b=1"))
        #expect(try (["1": "a", "2": "b"] as JSONValue).decode([Int: String].self) == [1: "a", 2: "b"])
        let date = Date(timeIntervalSinceReferenceDate: 1234.5)
        #expect(try JSONValue(encoding: date).decode(Date.self) == date)
        #expect(try JSONValue(encoding: Data("hi".utf8)) == "aGk=")
        #expect(try JSONValue(encoding: URL(string: "https://example.com")) == "https://example.com")
    }

    @Test(arguments: [
        (
            #"{"id":7,"status":"paid","items":[{"name":"a","amount":1},{"name":"b","amount":2},{"name":"c","amount":"abc"}]}"#,
            #"$.items[2].amount: expected number, got "abc""#
        ),
        (#"{"id":"7","status":"paid","items":[]}"#, #"$.id: expected integer, got "7""#),
        (#"{"id":7.5,"status":"paid","items":[]}"#, "$.id: expected integer, got 7.5"),
        (#"{"id":7,"items":[]}"#, #"$: missing required field "status""#),
        (#"{"id":7,"status":"paid","items":[{"amount":1}]}"#, #"$.items[0]: missing required field "name""#),
        (#"{"id":7,"status":"late","items":[]}"#, #"$.status: "late" is not a valid Status"#),
        (#"{"id":null,"status":"paid","items":[]}"#, "$.id: expected integer, got null"),
        (#"{"id":7,"status":"paid","items":{"name":"a"}}"#, #"$.items: expected array, got {"name":"a"}"#),
        (#"[1,2]"#, "$: expected object, got [1,2]"),
        (#"{"id":7,"status":"paid","items":[],"tags":{"a b":3}}"#, #"$.tags["a b"]: expected string, got 3"#),
        (
            #"{"id":7,"status":"paid","items":[{"name":"a","amount":1,"quantity":1e30}]}"#,
            "$.items[0].quantity: 1e+30 is out of range for Int"
        ),
    ])
    func decodingErrorsNameThePath(json: String, message: String) throws {
        let value = try JSONValue.parse(json)
        let error = try #require(throws: JSONError.self) { try value.decode(Invoice.self) }
        #expect(error.description == message)
    }

    @Test func decodingErrorIsStructured() throws {
        let value: JSONValue = ["text": 3]
        struct Message: Decodable { var text: String }
        #expect(throws: JSONError.decodingFailed(path: ["text"], reason: "expected string, got 3")) {
            try value.decode(Message.self)
        }
    }

    @Test func longValuesAreTruncatedInMessages() throws {
        let value: JSONValue = ["text": .array(Array(repeating: "abcdefgh", count: 20))]
        struct Message: Decodable { var text: String }
        let error = try #require(throws: JSONError.self) { try value.decode(Message.self) }
        #expect(error.description == #"$.text: expected string, got ["abcdefgh","abcdefgh","abcdefgh","abcde…"#)
    }

    @Test func arrayElementErrorsUseIndices() throws {
        let value: JSONValue = [[1, 2], [3, "x"]]
        let error = try #require(throws: JSONError.self) { try value.decode([[Int]].self) }
        #expect(error.description == #"$[1][1]: expected integer, got "x""#)
        let short = try #require(throws: JSONError.self) { try ([1] as JSONValue).decode(Pair.self) }
        #expect(short.description == "$[1]: missing value, expected integer")
    }

    struct Pair: Decodable {
        var first: Int
        var second: Int
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(Int.self)
            second = try container.decode(Int.self)
        }
    }

    @Test func encodingNonFiniteNumbersFails() throws {
        let error = try #require(throws: JSONError.self) { try JSONValue(encoding: ["a": [1, Double.infinity]]) }
        guard case .encodingFailed(let path, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(path == ["a", 1])
        #expect(error.description.hasPrefix("encoding failed at $.a[1]: "))
    }
}
