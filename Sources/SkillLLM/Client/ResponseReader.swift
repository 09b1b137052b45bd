/// What the bytes of one HTTP response become — a plain value that does no I/O.
///
/// 1. ``receivedHead(status:retryAfter:contentType:)``: a 2xx answer to a streamed request is
///    decoded as Server-Sent Events as it arrives; anything else is collected (a whole answer,
///    an error body, or a server that answered a streamed request with plain JSON).
/// 2. ``received(_:)``, for each piece of the body: the stream events it completes.
/// 3. ``completed()`` when the body is all there, or ``failed(_:)`` when the exchange broke off:
///    the outcome, and for a stream its last events (`.finished` among them).
///
/// Calls after the end, or before the head, fail loudly in the outcome rather than trap.
struct ResponseReader: Sendable {
    /// Whether the request asked for a stream.
    enum Mode: Sendable { case whole, stream }

    private enum State: Sendable {
        case awaitingHead
        case collecting(Collected)
        case streaming(ChatStreamDecoder)
        case ended
    }

    private struct Collected: Sendable {
        var status: Int
        var retryAfter: Double?
        var body: [UInt8] = []
        /// Bytes past this limit are dropped (error bodies) or fail the answer (answers).
        var limit: Int
        var overflowed = false
    }

    let mode: Mode
    /// The model the request named, for 404s.
    let model: String
    private var state = State.awaitingHead
    /// Whether any stream event has been handed out (a stream that has begun is not retried).
    private(set) var emittedEvents = false

    /// The largest whole answer accepted, and the most of an error body kept.
    static let answerLimit = 16 * 1024 * 1024
    static let errorBodyLimit = 64 * 1024

    init(mode: Mode, model: String) {
        self.mode = mode
        self.model = model
    }

    /// The status line and headers arrived.
    mutating func receivedHead(status: Int, retryAfter: Double?, contentType: String?) {
        guard case .awaitingHead = state else { return }
        let success = (200..<300).contains(status)
        let isJSON = contentType?.lowercased().contains("json") ?? false
        if success, mode == .stream, !isJSON {
            state = .streaming(ChatStreamDecoder())
        } else {
            state = .collecting(
                Collected(
                    status: status, retryAfter: retryAfter, limit: success ? Self.answerLimit : Self.errorBodyLimit))
        }
    }

    /// More of the body: the stream events it completes, and the failure it reveals, if any
    /// (the events before a malformed chunk still count).
    mutating func received(_ bytes: some Collection<UInt8>) -> (events: [ChatStreamEvent], failure: ExchangeFailure?) {
        switch state {
        case .streaming(var decoder):
            state = .ended  // keep `decoder` the only copy while it grows
            var events: [ChatStreamEvent] = []
            var failure: ExchangeFailure?
            do {
                try decoder.decode(bytes, into: &events)
                state = .streaming(decoder)
            } catch {
                failure = ExchangeFailure(error)
            }
            emittedEvents = emittedEvents || !events.isEmpty
            return (events, failure)
        case .collecting(var collected):
            state = .ended
            if collected.body.count + bytes.count <= collected.limit {
                collected.body.append(contentsOf: bytes)
            } else {
                collected.body.append(contentsOf: bytes.prefix(max(0, collected.limit - collected.body.count)))
                collected.overflowed = true
            }
            state = .collecting(collected)
            return ([], nil)
        case .awaitingHead:
            state = .ended
            return ([], ExchangeFailure(.malformedResponse("body bytes arrived before the HTTP status line")))
        case .ended:
            return ([], nil)
        }
    }

    /// The body is complete: the answer (and a stream's last events), or the error it means.
    mutating func completed() -> (events: [ChatStreamEvent], outcome: Result<ChatCompletion, ExchangeFailure>) {
        let ending = state
        state = .ended
        switch ending {
        case .streaming(var decoder):
            var events: [ChatStreamEvent] = []
            do {
                let completion = try decoder.finish(into: &events)
                emittedEvents = true
                return (events, .success(completion))
            } catch {
                return (events, .failure(ExchangeFailure(error)))
            }
        case .collecting(let collected):
            return answer(collected)
        case .awaitingHead:
            return ([], .failure(ExchangeFailure(.malformedResponse("the connection ended without an HTTP answer"))))
        case .ended:
            return ([], .failure(ExchangeFailure(.malformedResponse("the answer ended twice"))))
        }
    }

    /// The exchange broke off (connection lost, timeout, cancelled): nothing more will be read.
    mutating func failed(_ failure: ExchangeFailure) -> ExchangeFailure {
        state = .ended
        return failure
    }

    private mutating func answer(
        _ collected: Collected
    ) -> (events: [ChatStreamEvent], outcome: Result<ChatCompletion, ExchangeFailure>) {
        guard (200..<300).contains(collected.status) else {
            let error = HTTPFailure.error(
                status: collected.status, body: collected.body, retryAfter: collected.retryAfter, model: model)
            return ([], .failure(ExchangeFailure(error)))
        }
        guard !collected.overflowed else {
            return (
                [], .failure(ExchangeFailure(.malformedResponse("the answer is larger than \(collected.limit) bytes")))
            )
        }
        let completion: ChatCompletion
        do {
            completion = try ChatCompletion.parse(collected.body)
        } catch {
            return ([], .failure(ExchangeFailure(error)))
        }
        guard mode == .stream else { return ([], .success(completion)) }
        // A server that ignored `"stream": true`: the same events a stream would have brought.
        var events: [ChatStreamEvent] = []
        if let content = completion.message.content, !content.isEmpty { events.append(.contentDelta(content)) }
        for (index, call) in completion.message.toolCalls.enumerated() {
            events.append(.toolCallDelta(index: index, id: call.id, name: call.name, argumentsFragment: call.arguments))
        }
        events.append(.finished(completion))
        emittedEvents = true
        return (events, .success(completion))
    }
}
