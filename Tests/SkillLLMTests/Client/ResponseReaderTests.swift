import Testing

@testable import SkillLLM

/// The response state machine, with no I/O: head, body pieces, end.
@Suite struct ResponseReaderTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var mode: ResponseReader.Mode
        var status: Int
        var contentType: String?
        var retryAfter: Double? = nil
        var body: String
        /// The error expected, or `nil` for success.
        var error: LLMError?
        var retryable = false
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "a whole answer", mode: .whole, status: 200, contentType: "application/json",
            body: OpenAITranscripts.plainAnswer, error: nil),
        Row(
            name: "a stream", mode: .stream, status: 200, contentType: "text/event-stream",
            body: String(decoding: OpenAITranscripts.sse(OpenAITranscripts.streamedAnswer), as: UTF8.self), error: nil
        ),
        Row(
            name: "a stream without a content type", mode: .stream, status: 200, contentType: nil,
            body: String(decoding: OpenAITranscripts.sse(OpenAITranscripts.streamedAnswer), as: UTF8.self), error: nil
        ),
        Row(
            name: "JSON for a streamed request", mode: .stream, status: 200, contentType: "application/json",
            body: OpenAITranscripts.plainAnswer, error: nil),
        Row(
            name: "401", mode: .whole, status: 401, contentType: "application/json",
            body: OpenAITranscripts.invalidKey("k"), error: .unauthorized),
        Row(
            name: "403 on a stream", mode: .stream, status: 403, contentType: "text/plain", body: "Forbidden",
            error: .unauthorized),
        Row(
            name: "404", mode: .whole, status: 404, contentType: "application/json",
            body: OpenAITranscripts.unknownModel,
            error: .unknownModel("m")),
        Row(
            name: "429 with Retry-After", mode: .stream, status: 429, contentType: "application/json", retryAfter: 3,
            body: OpenAITranscripts.rateLimited, error: .rateLimited(retryAfter: 3), retryable: true),
        Row(
            name: "502 from a proxy, in HTML", mode: .whole, status: 502, contentType: "text/html",
            body: "<html><body>Bad Gateway</body></html>",
            error: .server(status: 502, message: "<html><body>Bad Gateway</body></html>"), retryable: true),
        Row(
            name: "400 with {\"error\": \"text\"} (llama.cpp, Ollama)", mode: .whole, status: 400,
            contentType: "application/json", body: #"{"error":"'messages' is required"}"#,
            error: .server(status: 400, message: "'messages' is required")),
        Row(
            name: "422 with {\"detail\": …} (vLLM)", mode: .whole, status: 422, contentType: "application/json",
            body: #"{"detail":"temperature must be ≥ 0"}"#,
            error: .server(status: 422, message: "temperature must be ≥ 0")),
        Row(
            name: "an empty error body", mode: .whole, status: 500, contentType: nil, body: "",
            error: .server(status: 500, message: "no details in the answer"), retryable: true),
        Row(
            name: "a stream cut before its end", mode: .stream, status: 200, contentType: "text/event-stream",
            body: String(
                decoding: OpenAITranscripts.sse(Array(OpenAITranscripts.streamedAnswer.prefix(2)), done: false),
                as: UTF8.self),
            error: .malformedResponse(
                "the stream ended after 2 chunks without a finish_reason or [DONE] — the connection may have been cut")),
    ]

    @Test(arguments: rows)
    func outcome(row: Row) {
        var reader = ResponseReader(mode: row.mode, model: "m")
        reader.receivedHead(status: row.status, retryAfter: row.retryAfter, contentType: row.contentType)
        var events: [ChatStreamEvent] = []
        for piece in Array(row.body.utf8).chunked(into: 37) {
            let (more, failure) = reader.received(piece)
            #expect(failure == nil)
            events += more
        }
        let (last, outcome) = reader.completed()
        events += last
        switch (outcome, row.error) {
        case (.success(let completion), nil):
            if row.mode == .stream {
                #expect(events.last == .finished(completion))
                #expect(reader.emittedEvents)
            } else {
                #expect(events.isEmpty)
            }
        case (.failure(let failure), let expected?):
            #expect(failure.error == expected)
            #expect(failure.isRetryable == row.retryable)
            #expect(!reader.emittedEvents || row.mode == .stream)
        default:
            Issue.record("\(row.name): got \(outcome)")
        }
    }

    @Test func anOversizedAnswerIsRefusedAndErrorBodiesAreCapped() {
        var answer = ResponseReader(mode: .whole, model: "m")
        answer.receivedHead(status: 200, retryAfter: nil, contentType: "application/json")
        _ = answer.received([UInt8](repeating: 0x20, count: ResponseReader.answerLimit + 1))
        guard case .failure(let failure) = answer.completed().outcome, case .malformedResponse = failure.error else {
            Issue.record("an oversized answer was accepted")
            return
        }
        var error = ResponseReader(mode: .whole, model: "m")
        error.receivedHead(status: 500, retryAfter: nil, contentType: "text/plain")
        _ = error.received([UInt8](repeating: 0x61, count: ResponseReader.errorBodyLimit * 2))
        guard case .failure(let server) = error.completed().outcome, case .server(500, let message) = server.error
        else {
            Issue.record("expected a server error")
            return
        }
        #expect(message.count < 400)
    }

    @Test func nothingCountsAfterTheEnd() {
        var reader = ResponseReader(mode: .stream, model: "m")
        reader.receivedHead(status: 200, retryAfter: nil, contentType: "text/event-stream")
        _ = reader.failed(ExchangeFailure(.timeout(seconds: 1)))
        let (events, failure) = reader.received(OpenAITranscripts.sse(OpenAITranscripts.streamedAnswer))
        #expect(events.isEmpty)
        #expect(failure == nil)
    }
}

/// When to try again, and after how long.
@Suite struct RetryScheduleTests {
    @Test(arguments: [
        (LLMError.server(status: 500, message: ""), 1, Duration?.some(.milliseconds(500))),
        (.server(status: 503, message: ""), 2, .seconds(1)),
        (.server(status: 503, message: ""), 3, nil),  // out of retries
        (.server(status: 400, message: ""), 1, nil),
        (.rateLimited(retryAfter: 7), 1, .seconds(7)),
        (.rateLimited(retryAfter: 0.25), 1, .milliseconds(250)),
        (.rateLimited(retryAfter: 31), 1, nil),  // longer than we wait: reported at once
        (.rateLimited(retryAfter: nil), 2, .seconds(1)),
        (.unauthorized, 1, nil),
        (.unknownModel("m"), 1, nil),
        (.timeout(seconds: 60), 1, nil),
        (.malformedResponse(""), 1, nil),
        (.transport("cancelled"), 1, nil),
    ])
    func delay(error: LLMError, attempt: Int, expected: Duration?) {
        #expect(RetrySchedule(maxRetries: 2).delay(after: ExchangeFailure(error), attempt: attempt) == expected)
    }

    @Test func connectionFailuresAreRetriedAndBackoffIsCapped() {
        let schedule = RetrySchedule(maxRetries: 10)
        let lost = ExchangeFailure(.transport("Connection refused"), isRetryable: true)
        #expect(
            (1...6).map { schedule.delay(after: lost, attempt: $0) } == [
                .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8),
            ])
    }
}

extension Array {
    /// Consecutive slices of at most `size` elements.
    fileprivate func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
