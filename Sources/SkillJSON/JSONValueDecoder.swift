import Foundation

/// A `Decoder` that reads a ``JSONValue`` tree directly, with `JSONDecoder`'s default behaviour
/// (`Data` from base64 strings, `URL` from strings, `Date` from seconds since 2001) and errors that
/// always carry the coding path.
///
/// It also serves as its own single-value container.
struct JSONValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self) }
        return JSONUnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: - Unboxing

    /// Decodes any `Decodable`, special-casing the types `JSONEncoder` writes specially.
    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == JSONValue.self, let result = value as? T { return result }
        if T.self == Data.self {
            guard case .string(let base64) = value, let data = Data(base64Encoded: base64), let result = data as? T
            else { throw corrupted("expected a base64-encoded string, got \(value.snippet())") }
            return result
        }
        if T.self == URL.self {
            guard case .string(let text) = value, let url = URL(string: text), let result = url as? T
            else { throw corrupted("expected a URL string, got \(value.snippet())") }
            return result
        }
        if T.self == Decimal.self {
            guard case .number(let number) = value, let result = Decimal(number) as? T else { throw mismatch(T.self) }
            return result
        }
        return try T(from: self)
    }

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch(type) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float {
        guard case .number(let number) = value else { throw mismatch(type) }
        let result = Float(number)
        guard result.isFinite || !number.isFinite else {
            throw corrupted("\(value.snippet()) is out of range for Float")
        }
        return result
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let number) = value, number.rounded(.towardZero) == number else { throw mismatch(type) }
        guard let result = T(exactly: number) else {
            throw corrupted("\(value.snippet()) is out of range for \(T.self)")
        }
        return result
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(type) }

    // MARK: - Errors

    /// `typeMismatch`, or `valueNotFound` when the value is `null`.
    func mismatch(_ type: Any.Type) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "expected \(CodingErrorTranslation.jsonTypeName(of: type)), got \(value.snippet())")
        return decodeNil() ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    func corrupted(_ detail: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: detail))
    }
}
