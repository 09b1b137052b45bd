import Foundation

extension JSONValue {
    /// Parses JSON text strictly by RFC 8259.
    ///
    /// Rejected: trailing commas, comments, single quotes, leading zeros, `NaN`/`Infinity`,
    /// numbers that overflow a `Double`, unescaped control characters in strings, lone
    /// surrogates in `\u` escapes, and anything after the value. A leading byte order mark is
    /// ignored. When an object repeats a key, the last occurrence wins (keys compare as Swift
    /// strings, so canonically equivalent spellings count as the same key).
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - limits: Size and depth bounds; see ``JSONParseLimits``.
    /// - Throws: ``JSONError`` with the line and column of the problem.
    ///
    /// ```swift
    /// let value = try JSONValue.parse(#"{"skill": "echo", "count": 2}"#)
    /// value["count"]?.intValue  // 2
    /// ```
    public static func parse(_ text: String, limits: JSONParseLimits = .default) throws(JSONError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONError) -> JSONValue in
                try JSONParser.parse(buffer, limits: limits, validateUTF8: false)
            }
        }
        return try result.get()
    }

    /// Parses JSON from UTF-8 bytes strictly by RFC 8259.
    ///
    /// Behaves like ``parse(_:limits:)-(String,_)``, and additionally rejects ill-formed UTF-8 with
    /// ``JSONError/invalidUTF8(offset:)`` naming the byte offset.
    ///
    /// ```swift
    /// let value = try JSONValue.parse(Data(#"[1, 2]"#.utf8))
    /// ```
    public static func parse(_ data: Data, limits: JSONParseLimits = .default) throws(JSONError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONError) -> JSONValue in
                try JSONParser.parse(raw.assumingMemoryBound(to: UInt8.self), limits: limits, validateUTF8: true)
            }
        }
        return try result.get()
    }

    /// Parses JSON from any collection of UTF-8 bytes, such as `[UInt8]` or a slice of a buffer.
    ///
    /// Behaves like ``parse(_:limits:)-(Data,_)``.
    ///
    /// ```swift
    /// let value = try JSONValue.parse(Array("true".utf8))  // .bool(true)
    /// ```
    public static func parse(
        _ bytes: some Collection<UInt8>, limits: JSONParseLimits = .default
    ) throws(JSONError) -> JSONValue {
        let direct = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONError) -> JSONValue in
                try JSONParser.parse(buffer, limits: limits, validateUTF8: true)
            }
        }
        if let direct { return try direct.get() }
        guard bytes.count <= limits.maxBytes else {
            throw .inputTooLarge(byteCount: bytes.count, limit: limits.maxBytes)
        }
        let copy = Array(bytes)
        let result = copy.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONError) -> JSONValue in
                try JSONParser.parse(buffer, limits: limits, validateUTF8: true)
            }
        }
        return try result.get()
    }
}
