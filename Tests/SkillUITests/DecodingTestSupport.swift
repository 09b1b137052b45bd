import Foundation
import SkillJSON
import Testing

@testable import SkillUI

/// The bundled gallery documents and small helpers shared by the decoding tests.
enum DecodingFixtures {
    /// The gallery's document names (``UIGallery``, sorted).
    static func galleryNames() -> [String] {
        UIGallery.examples.map(\.name)
    }

    /// The text of the gallery document `name`.
    static func gallery(_ name: String) throws -> String {
        try #require(UIGallery.example(named: name), "no gallery example \(name)").json
    }

    /// Parses `text` (test input written as JSON).
    static func json(_ text: String) throws -> JSONValue {
        try JSONValue.parse(text)
    }

    /// Lenient decoding of JSON text: the tree and the diagnostics' descriptions.
    static func lenient(_ text: String, options: UIDecodingOptions = .init()) throws -> (SKComponent?, [String]) {
        let result = UIDecoder.decode(try json(text), options: options)
        return (result.component, result.diagnostics.map(\.description))
    }

    /// The first problem strict decoding reports for JSON text, or `nil` when it decodes.
    static func strictProblem(_ text: String, options: UIDecodingOptions = .init(mode: .strict)) throws -> String? {
        do {
            _ = try UIDecoder.decodeStrict(try json(text), options: options)
            return nil
        } catch let error as UIError {
            guard case .invalidDocument(let diagnostic) = error else { return error.description }
            return diagnostic.description
        }
    }

    /// A value nested `depth` stacks deep around a text, built without recursion.
    static func deepStacks(_ depth: Int) -> JSONValue {
        var value: JSONValue = ["type": "text", "content": "bottom"]
        for _ in 0..<depth { value = ["type": "stack", "children": [value]] }
        return value
    }

    /// Takes a deep value apart one level at a time, so releasing it cannot overflow the stack.
    static func dismantle(_ value: inout JSONValue) {
        var pending: [JSONValue] = [value]
        value = .null
        while let next = pending.popLast() {
            switch next {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.values)
            case .null, .bool, .number, .string: break
            }
        }
    }
}
