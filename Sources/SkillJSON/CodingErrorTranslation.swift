/// Turns Foundation's `DecodingError` and `EncodingError` into ``JSONError``s with a JSON path and
/// a reason a person can act on.
enum CodingErrorTranslation {
    /// A decoding error as `path: reason`, reading the offending value out of `root`.
    static func translate(_ error: DecodingError, in root: JSONValue) -> JSONError {
        switch error {
        case .typeMismatch(let type, let context):
            let path = JSONPath(codingPath: context.codingPath, in: root)
            return .decodingFailed(path: path, reason: mismatch(expected: type, at: path, in: root))
        case .valueNotFound(let type, let context):
            let path = JSONPath(codingPath: context.codingPath, in: root)
            return .decodingFailed(path: path, reason: mismatch(expected: type, at: path, in: root))
        case .keyNotFound(let key, let context):
            let path = JSONPath(codingPath: context.codingPath, in: root)
            return .decodingFailed(path: path, reason: "missing required field \(JSONWriter.quoted(key.stringValue))")
        case .dataCorrupted(let context):
            let path = JSONPath(codingPath: context.codingPath, in: root)
            return .decodingFailed(path: path, reason: corruption(context.debugDescription, at: path, in: root))
        @unknown default:
            return .decodingFailed(path: .root, reason: String(describing: error))
        }
    }

    /// An encoding error as `encoding failed at path: reason`.
    static func translate(_ error: EncodingError) -> JSONError {
        switch error {
        case .invalidValue(_, let context):
            .encodingFailed(path: JSONPath(codingPath: context.codingPath), reason: context.debugDescription)
        @unknown default:
            .encodingFailed(path: .root, reason: String(describing: error))
        }
    }

    /// The decoder's detail, with the standard library's raw-value message made friendlier:
    /// `Cannot initialize Unit from invalid String value k` → `"k" is not a valid Unit`.
    private static func corruption(_ detail: String, at path: JSONPath, in root: JSONValue) -> String {
        let found = root.value(at: path)
        let prefix = "Cannot initialize "
        let rest = detail.dropFirst(prefix.count)
        if let found, detail.hasPrefix(prefix), let from = rest.range(of: " from invalid ") {
            return "\(found.snippet()) is not a valid \(rest[..<from.lowerBound])"
        }
        if detail.isEmpty, let found { return "invalid value \(found.snippet())" }
        return detail
    }

    /// `expected <json type>, got <value>`, or `missing value` when the path has nothing.
    private static func mismatch(expected type: Any.Type, at path: JSONPath, in root: JSONValue) -> String {
        let expected = jsonTypeName(of: type)
        guard let found = root.value(at: path) else {
            return "missing value, expected \(expected)"
        }
        return "expected \(expected), got \(found.snippet())"
    }

    /// The JSON Schema name for what a Swift type decodes from (`string`, `integer`, `object`…).
    static func jsonTypeName(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type, is Character.Type: return "string"
        case is Bool.Type: return "boolean"
        case is any BinaryInteger.Type: return "integer"
        case is any BinaryFloatingPoint.Type: return "number"
        default: break
        }
        let name = String(describing: type)
        if name.hasPrefix("Dictionary<") || name.hasPrefix("[String : ") { return "object" }
        if name.hasPrefix("Array<") || name.hasPrefix("[") { return "array" }
        if name == "Decimal" { return "number" }
        return name
    }
}

// MARK: - Coding paths

/// A `CodingKey` for turning a ``JSONPath`` into a coding path.
struct JSONCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

extension JSONPath {
    /// The path a `Decoder` or `Encoder` reports; integer keys become indices when `root` has an
    /// array at that step (or when there is no `root` to consult).
    init(codingPath: [any CodingKey], in root: JSONValue? = nil) {
        var components: [Component] = []
        var current = root
        for key in codingPath {
            let isArrayStep = current.map { $0.arrayValue != nil } ?? true
            if let index = key.intValue, isArrayStep {
                components.append(.index(index))
                current = current?[index]
            } else {
                components.append(.key(key.stringValue))
                current = current?[key.stringValue]
            }
        }
        self.init(components)
    }

    /// This path as coding keys.
    var codingKeys: [any CodingKey] {
        components.map { component in
            switch component {
            case .key(let key): JSONCodingKey(stringValue: key)
            case .index(let index): JSONCodingKey(intValue: index)
            }
        }
    }
}
