import Foundation

extension JSONValue: CustomStringConvertible {
    /// Serializes the value with object keys sorted, so equal values give identical text.
    ///
    /// Compact output has no whitespace; `pretty` output indents by two spaces. Whole numbers up
    /// to 2^53 are written without a fraction, other finite numbers in the shortest form that
    /// parses back to the same `Double`, and non-finite numbers as `null`. Strings escape `"`,
    /// `\`, control characters, U+2028 and U+2029; `/` and other non-ASCII text are written as is.
    /// Parsing the result gives back an equal value.
    ///
    /// ```swift
    /// let value: JSONValue = ["b": [true, nil], "a": 1]
    /// value.stableString()  // {"a":1,"b":[true,null]}
    /// value.stableString(pretty: true)
    /// // {
    /// //   "a": 1,
    /// //   "b": [
    /// //     true,
    /// //     null
    /// //   ]
    /// // }
    /// ```
    public func stableString(pretty: Bool = false) -> String {
        String(decoding: utf8Bytes(pretty: pretty), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``stableString(pretty:)``.
    ///
    /// ```swift
    /// try value.stableData(pretty: true).write(to: fileURL)
    /// ```
    public func stableData(pretty: Bool = false) -> Data {
        Data(utf8Bytes(pretty: pretty))
    }

    /// The compact ``stableString(pretty:)``.
    public var description: String { stableString() }

    /// Serialized bytes; `sortKeys: false` is faster when only a decoder will read them.
    func utf8Bytes(pretty: Bool = false, sortKeys: Bool = true) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, sortKeys: sortKeys)
        writer.write(self)
        return writer.bytes
    }

    /// Compact JSON for messages, cut to about `limit` characters with a trailing `…`.
    func snippet(limit: Int = 40) -> String {
        let text = stableString()
        guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            cut < text.endIndex
        else { return text }
        return text[..<cut] + "…"
    }
}
