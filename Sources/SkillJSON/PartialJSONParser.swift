/// Parses JSON as it streams in, for rendering a language model's answer while it is being written.
///
/// Append chunks as they arrive — split anywhere, even inside a multi-byte character or an escape
/// sequence — and read ``bestValue`` whenever you want to draw. The parser keeps its state between
/// chunks, so appending is linear in the total input however it is chunked. It tolerates what
/// ``LenientJSON`` tolerates (fences, prose, comments, single quotes, bare keys, …), and
/// ``finish()`` gives the same result as ``LenientJSON/parse(_:limits:)`` on the whole text.
///
/// ```swift
/// var parser = PartialJSONParser()
/// parser.append(#"{"title": "Lunch with Ad"#)
/// parser.bestValue  // {"title":"Lunch with Ad"}
/// parser.append(#"a", "items": [1, 2"#)
/// parser.bestValue  // {"items":[1],"title":"Lunch with Ada"} — 2 may still grow into 25
/// parser.append("5]}")
/// parser.isComplete  // true
/// parser.finish().value  // {"items":[1,25],"title":"Lunch with Ada"}
/// ```
public struct PartialJSONParser: Sendable {
    private let limits: JSONParseLimits
    private var driver: LenientDriver
    /// Everything appended so far, for locating repair notes and for starting over past prose.
    private var input: [UInt8] = []
    private var byteCount = 0
    private var result: LenientParseResult?

    /// Creates a parser; `limits` apply to the whole input as in ``JSONValue/parse(_:limits:)-(String,_)``.
    public init(limits: JSONParseLimits = .default) {
        self.limits = limits
        driver = LenientDriver(limits: limits)
    }

    /// Appends the next piece of text.
    public mutating func append(_ chunk: String) {
        append(bytes: chunk.utf8)
    }

    /// Appends the next piece of UTF-8; a multi-byte character may be split across calls.
    ///
    /// Input beyond ``JSONParseLimits/maxBytes`` is not read: ``finish()`` then reports
    /// ``JSONError/inputTooLarge(byteCount:limit:)``. After ``finish()``, appending does nothing.
    public mutating func append(bytes: some Collection<UInt8>) {
        guard result == nil, byteCount <= limits.maxBytes else { return }
        byteCount += bytes.count
        guard byteCount <= limits.maxBytes else {
            input = []
            return
        }
        let start = input.count
        input.append(contentsOf: bytes)
        let everything = input
        everything.withUnsafeBufferPointer { driver.feed($0, from: start) }
    }

    /// The best complete tree so far: the value as if the input ended now.
    ///
    /// An unterminated string is cut at its last complete character (never half an escape or
    /// half a UTF-8 sequence), a number or literal that may still grow is left out, a key whose
    /// value has not started is left out, and open arrays and objects are closed. `nil` until a
    /// value has started. Building it costs time proportional to the open containers' contents,
    /// so read it once per frame you draw, not once per byte.
    public var bestValue: JSONValue? {
        if let result { return result.value }
        return driver.machine.snapshot()
    }

    /// Whether the top-level value is complete; anything appended after it is ignored (and
    /// reported as trailing text by ``finish()``).
    public var isComplete: Bool {
        if let result { return result.value != nil && result.error == nil }
        return driver.machine.mode == .done
    }

    /// Ends the input and returns the final result, exactly as ``LenientJSON/parse(_:limits:)``
    /// would for the whole text (invalid UTF-8 becomes U+FFFD, with a note). Calling it again
    /// returns the same result.
    public mutating func finish() -> LenientParseResult {
        if let result { return result }
        let outcome: LenientParseResult
        if byteCount > limits.maxBytes {
            outcome = LenientParseResult(
                value: nil, error: .inputTooLarge(byteCount: byteCount, limit: limits.maxBytes))
        } else {
            let everything = input
            outcome = everything.withUnsafeBufferPointer { bytes in
                let repaired = driver.finish(bytes, checkUTF8: true)
                guard !repaired.repairs.isEmpty || repaired.error != nil,
                    let value = try? JSONParser.parse(bytes, limits: limits, validateUTF8: true)
                else { return repaired }
                return LenientParseResult(value: value)
            }
        }
        result = outcome
        input = []
        return outcome
    }
}
