/// A streamed chat completion from raw bytes to events: ``SSEParser`` then ``StreamAssembler``.
///
/// It does no I/O, so the HTTP client feeds it what the socket delivers, and tests and benchmarks
/// feed it bytes from memory.
///
/// ```swift
/// var decoder = ChatStreamDecoder()
/// var events: [ChatStreamEvent] = []
/// for chunk in chunks { try decoder.decode(chunk, into: &events) }
/// let completion = try decoder.finish()  // also in `events` as the last `.finished`
/// ```
package struct ChatStreamDecoder: Sendable {
    private var parser = SSEParser()
    private var assembler = StreamAssembler()

    /// An empty decoder.
    package init() {}

    /// Whether `data: [DONE]` has arrived.
    package var isDone: Bool { assembler.isDone }

    /// The assembled answer so far.
    package var completion: ChatCompletion { assembler.completion }

    /// Reads the next bytes of the stream and appends the deltas they complete to `events`.
    ///
    /// - Throws: ``LLMError/malformedResponse(_:)`` naming the chunk that is not JSON, or
    ///   ``LLMError/server(status:message:)`` for an error the server sent in the stream.
    package mutating func decode(_ bytes: some Collection<UInt8>, into events: inout [ChatStreamEvent]) throws(LLMError)
    {
        // Work on the only copy of the assembler, so its buffers are never copied.
        var assembler = StreamAssembler()
        swap(&assembler, &self.assembler)
        defer { swap(&assembler, &self.assembler) }
        try parser.feed(bytes) { (data) throws(LLMError) in try assembler.read(data, into: &events) }
    }

    /// Ends the stream, appends ``ChatStreamEvent/finished(_:)`` to `events` and returns the
    /// completion.
    ///
    /// - Throws: ``LLMError/malformedResponse(_:)`` when the stream was cut short.
    @discardableResult
    package mutating func finish(into events: inout [ChatStreamEvent]) throws(LLMError) -> ChatCompletion {
        var assembler = StreamAssembler()
        swap(&assembler, &self.assembler)
        defer { swap(&assembler, &self.assembler) }
        try parser.finish { (data) throws(LLMError) in try assembler.read(data, into: &events) }
        let completion = try assembler.finished()
        events.append(.finished(completion))
        return completion
    }
}
