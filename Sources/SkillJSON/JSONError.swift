/// A position in JSON source text.
///
/// `offset` counts UTF-8 bytes from the start of the input (0-based). `line` and `column` are
/// 1-based; a line ends at LF, CR LF or a lone CR, and columns count Unicode scalars, so they
/// match what a text editor shows for most text.
///
/// ```swift
/// JSONSourceLocation(offset: 9, line: 2, column: 7).description  // "line 2, column 7"
/// ```
public struct JSONSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The byte offset from the start of the input, 0-based.
    public var offset: Int
    /// The line number, 1-based.
    public var line: Int
    /// The column within the line in Unicode scalars, 1-based.
    public var column: Int

    /// Creates a location from its byte offset and its line and column.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `"line L, column C"`.
    public var description: String { "line \(line), column \(column)" }
}

/// The error type of the SkillJSON module: parsing, limits, UTF-8, typed decoding and encoding.
///
/// ``description`` (and ``message``) is the actionable human text, for example
/// `invalid JSON at line 2, column 7: expected ',' or '}' after object member, got 'x'` or
/// `$.items[2].amount: expected number, got "abc"`.
///
/// ```swift
/// do {
///     _ = try JSONValue.parse("[1, 2,]")
/// } catch {
///     error.description  // "invalid JSON at line 1, column 7: trailing comma before ']' is not allowed"
/// }
/// ```
public enum JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not valid JSON; `reason` says what was expected and what was found.
    case invalidJSON(reason: String, location: JSONSourceLocation)
    /// Arrays and objects nest deeper than ``JSONParseLimits/maxDepth``.
    case nestingTooDeep(limit: Int, location: JSONSourceLocation)
    /// The input is larger than ``JSONParseLimits/maxBytes``.
    case inputTooLarge(byteCount: Int, limit: Int)
    /// A string (or object key) is longer than ``JSONParseLimits/maxStringBytes`` UTF-8 bytes.
    case stringTooLong(limit: Int, location: JSONSourceLocation)
    /// The input bytes are not well-formed UTF-8; `offset` is where the bad sequence starts.
    case invalidUTF8(offset: Int)
    /// A JSON value could not be turned into a Swift value (or a schema); `path` locates it.
    case decodingFailed(path: JSONPath, reason: String)
    /// A Swift value could not be turned into JSON (for example a non-finite `Double`).
    case encodingFailed(path: JSONPath, reason: String)

    /// The actionable human-readable message.
    public var message: String {
        switch self {
        case .invalidJSON(let reason, let location):
            "invalid JSON at \(location): \(reason)"
        case .nestingTooDeep(let limit, let location):
            "invalid JSON at \(location): arrays and objects nest deeper than \(limit) levels"
                + " — raise JSONParseLimits.maxDepth if this input is expected"
        case .inputTooLarge(let byteCount, let limit):
            "JSON input is too large: \(byteCount) bytes exceeds the limit of \(limit) bytes"
                + " — raise JSONParseLimits.maxBytes if this input is expected"
        case .stringTooLong(let limit, let location):
            "invalid JSON at \(location): string is longer than \(limit) bytes"
                + " — raise JSONParseLimits.maxStringBytes if this input is expected"
        case .invalidUTF8(let offset):
            "invalid UTF-8 at byte offset \(offset): JSON text must be UTF-8 encoded"
        case .decodingFailed(let path, let reason):
            "\(path): \(reason)"
        case .encodingFailed(let path, let reason):
            "encoding failed at \(path): \(reason)"
        }
    }

    /// The source location, for errors raised while parsing text.
    public var location: JSONSourceLocation? {
        switch self {
        case .invalidJSON(_, let location), .nestingTooDeep(_, let location), .stringTooLong(_, let location):
            location
        case .inputTooLarge, .invalidUTF8, .decodingFailed, .encodingFailed:
            nil
        }
    }

    /// The same text as ``message``.
    public var description: String { message }
}
