import Foundation
import SkillJSON

/// A JSON object request body, with typed field access whose errors name the field.
struct RequestBody {
    let fields: [String: JSONValue]

    /// Parses the body.
    ///
    /// - Throws: ``WebError/badRequest(_:)`` naming the line and column of bad JSON, or saying
    ///   that the body is not an object.
    init(_ request: HTTPRequest) throws(WebError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(request.body)
        } catch {
            throw .badRequest("invalid JSON body: \(error.description)")
        }
        guard case .object(let fields) = value else {
            throw .badRequest("invalid request body: expected a JSON object")
        }
        self.fields = fields
    }

    func optional(_ name: String) -> JSONValue? {
        guard let value = fields[name], value != .null else { return nil }
        return value
    }

    func string(_ name: String) throws(WebError) -> String {
        guard let value = optional(name)?.stringValue else { throw missing(name, "a string") }
        return value
    }

    func bool(_ name: String) throws(WebError) -> Bool {
        guard let value = optional(name)?.boolValue else { throw missing(name, "true or false") }
        return value
    }

    func int(_ name: String) throws(WebError) -> Int {
        guard let value = optional(name)?.intValue else { throw missing(name, "a whole number") }
        return value
    }

    func optionalInt(_ name: String) throws(WebError) -> Int? {
        guard optional(name) != nil else { return nil }
        return try int(name)
    }

    private func missing(_ name: String, _ kind: String) -> WebError {
        .badRequest("missing or invalid field '\(name)': expected \(kind)")
    }
}
