import Foundation

extension JSONValue {
    /// Creates the JSON form of any `Encodable` value.
    ///
    /// Uses `JSONEncoder` with its default strategies, so dates encode as seconds since 2001 unless
    /// the type says otherwise.
    ///
    /// - Throws: ``JSONError/encodingFailed(path:reason:)`` with the path of the offending value,
    ///   for example a non-finite `Double`.
    ///
    /// ```swift
    /// struct Reply: Codable { var text: String; var count: Int }
    /// let value = try JSONValue(encoding: Reply(text: "hi", count: 2))
    /// value.stableString()  // {"count":2,"text":"hi"}
    /// ```
    public init(encoding value: some Encodable) throws(JSONError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch let error as EncodingError {
            throw CodingErrorTranslation.translate(error)
        } catch let error as JSONError {
            throw error
        } catch {
            throw .encodingFailed(path: .root, reason: String(describing: error))
        }
        self = try JSONValue.parse(data, limits: .unlimited)
    }

    /// Decodes this value into a `Decodable` type.
    ///
    /// Reads the value tree directly (no text round trip) and behaves like `JSONDecoder` with its
    /// default strategies: `Data` from base64 strings, `URL` from strings, `Date` from seconds since
    /// 2001. Integers must be whole numbers in range. Failures name the JSON path and say what was
    /// expected and what was found.
    ///
    /// - Throws: ``JSONError/decodingFailed(path:reason:)``, for example
    ///   `$.items[2].amount: expected number, got "abc"` or `$: missing required field "text"`.
    ///
    /// ```swift
    /// let reply = try value.decode(Reply.self)
    /// let count: Int = try value["count"]?.decode() ?? 0
    /// ```
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(JSONError) -> T {
        do {
            return try JSONValueDecoder(value: self, codingPath: []).unbox(T.self)
        } catch let error as DecodingError {
            throw CodingErrorTranslation.translate(error, in: self)
        } catch let error as JSONError {
            throw error
        } catch {
            throw .decodingFailed(path: .root, reason: String(describing: error))
        }
    }
}
