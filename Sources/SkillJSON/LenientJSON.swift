/// Reads the almost-JSON that language models write, repairing what it can and saying what it did.
///
/// Valid JSON takes the strict parser's fast path and comes back unchanged with no repairs.
/// Anything else is read by a tolerant single-pass reader that builds the value directly and fixes:
///
/// - Markdown code fences (```` ```json ````) and prose before or after the value
/// - trailing, extra and missing commas; missing colons; comments (`//`, `/* */`)
/// - single-quoted strings and keys, smart quotes `“…”` `‘…’`, bare keys (`{title: "x"}`)
/// - Python and other literals (`True`, `False`, `None`, `undefined`), `NaN`/`Infinity` (as
///   `null`), malformed numbers (`01`, `.5`, `+1`)
/// - raw line breaks and other control characters, unescaped inner `"`, invalid escapes and lone
///   surrogates inside strings
/// - truncation: an unterminated string is closed, a dangling key, `,` or `:` dropped, an
///   incomplete literal or number dropped, open arrays and objects closed
/// - mismatched closers (`{"a": [1}`) and unmatched ones
///
/// Each kind of fix gives one note in ``LenientParseResult/repairs``, with the line and column of
/// its first occurrence. The reader never recurses and reads each byte a bounded number of times;
/// ``JSONParseLimits`` apply exactly as in ``JSONValue/parse(_:limits:)-(String,_)``.
///
/// ```swift
/// let reply = """
///     Sure! Here it is:
///     ```json
///     {title: 'Lunch', "amount": 35, "paid": True,}
///     ```
///     """
/// let result = LenientJSON.parse(reply)
/// result.value    // {"amount":35,"paid":true,"title":"Lunch"}
/// result.repairs  // ["line 2, column 1: removed a Markdown code fence",
///                 //  "line 3, column 1: took the first JSON object out of surrounding prose", …]
/// ```
public enum LenientJSON {
    /// Parses `text`, repairing it if it is not valid JSON.
    ///
    /// - Parameters:
    ///   - text: JSON, or what a language model produced when asked for JSON.
    ///   - limits: Size and depth bounds; exceeding one is an error and gives no value.
    /// - Returns: The value (if anything could be salvaged), the repair notes, and an error when
    ///   some of the input could not be understood. When the value is `nil`, the error says why.
    public static func parse(_ text: String, limits: JSONParseLimits = .default) -> LenientParseResult {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count <= limits.maxBytes else {
                return LenientParseResult(
                    value: nil, error: .inputTooLarge(byteCount: bytes.count, limit: limits.maxBytes))
            }
            if let value = try? JSONParser.parse(bytes, limits: limits, validateUTF8: false) {
                return LenientParseResult(value: value)
            }
            return repair(bytes, limits: limits, checkUTF8: false)
        }
    }

    /// The tolerant reader alone, without the strict fast path (for tests and fuzzing).
    static func repair(_ text: String, limits: JSONParseLimits = .default) -> LenientParseResult {
        var text = text
        return text.withUTF8 { repair($0, limits: limits, checkUTF8: false) }
    }

    static func repair(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits, checkUTF8: Bool
    ) -> LenientParseResult {
        guard bytes.count <= limits.maxBytes else {
            return LenientParseResult(value: nil, error: .inputTooLarge(byteCount: bytes.count, limit: limits.maxBytes))
        }
        var driver = LenientDriver(limits: limits)
        driver.feed(bytes, from: 0)
        return driver.finish(bytes, checkUTF8: checkUTF8)
    }
}

/// What ``LenientJSON/parse(_:limits:)`` or ``PartialJSONParser/finish()`` produced.
///
/// - `value` set, `repairs` empty, `error` nil: the input was valid JSON.
/// - `value` set, `repairs` listing the fixes, `error` nil: the input was repaired.
/// - `value` set and `error` set: reading stopped at the error; `value` holds what came before it
///   (open containers closed).
/// - `value` nil: nothing could be salvaged; `error` says why, with a line and column.
///
/// ```swift
/// let result = LenientJSON.parse("[1, 2,")
/// result.value    // [1,2]
/// result.repairs  // ["line 1, column 6: removed dangling ',' at end of input",
///                 //  "line 1, column 7: closed an unclosed bracket at end of input (added ']')"]
/// ```
public struct LenientParseResult: Sendable, Hashable {
    /// The parsed or repaired value, or `nil` when nothing could be salvaged.
    public var value: JSONValue?
    /// One note per kind of fix, in text order, each starting with `line L, column C: `.
    public var repairs: [String]
    /// Why (part of) the input could not be read, with its location.
    public var error: JSONError?

    /// Creates a result.
    public init(value: JSONValue?, repairs: [String] = [], error: JSONError? = nil) {
        self.value = value
        self.repairs = repairs
        self.error = error
    }
}
