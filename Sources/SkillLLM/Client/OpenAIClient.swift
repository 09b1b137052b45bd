import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for any server that speaks OpenAI's chat-completions dialect: hosted APIs, vLLM,
/// Ollama, llama.cpp's server and the like.
///
/// ```swift
/// let client = OpenAIClient(configuration: LLMConfiguration(baseURL: url, model: "qwen2.5-7b"))
/// let answer = try await client.complete(ChatRequest(messages: [.user("Hello")]))
/// for try await event in client.stream(ChatRequest(messages: [.user("Hello")])) {
///     if case .contentDelta(let text) = event { print(text, terminator: "") }
/// }
/// ```
///
/// Each request is a `POST` to `baseURL/chat/completions` with the key as a bearer token.
/// Rate limits (after `Retry-After`), 5xx answers and lost connections are retried up to
/// ``LLMConfiguration/maxRetries`` times with exponential backoff — a stream only until its
/// first event. `complete` gives up after ``LLMConfiguration/timeout`` seconds; a stream when
/// nothing arrives for that long. Cancelling the calling (or consuming) task cancels the request.
public struct OpenAIClient: ChatModel {
    /// Waits for a duration; throws when the waiting task is cancelled.
    typealias Sleep = @Sendable (Duration) async throws -> Void

    /// Where the server is and how to talk to it.
    public let configuration: LLMConfiguration
    private let transport: any HTTPTransport
    private let schedule: RetrySchedule
    /// Waits between retries.
    private let backoffSleep: Sleep
    /// Waits out the timeout between the watchdog's checks.
    private let watchdogSleep: Sleep

    /// A client for `configuration`.
    public init(configuration: LLMConfiguration) {
        self.init(configuration: configuration, backoffSleep: Self.realSleep, watchdogSleep: Self.realSleep)
    }

    /// A client whose waits are injected, so tests never really wait.
    ///
    /// - Parameters:
    ///   - backoffSleep: Waits before a retry (given the backoff or the `Retry-After` delay).
    ///   - watchdogSleep: Waits out the timeout; when it returns and nothing has arrived meanwhile,
    ///     the request times out.
    init(configuration: LLMConfiguration, backoffSleep: @escaping Sleep, watchdogSleep: @escaping Sleep) {
        self.configuration = configuration
        transport = configuration.transport.make(timeout: configuration.timeout)
        schedule = RetrySchedule(maxRetries: configuration.maxRetries)
        self.backoffSleep = backoffSleep
        self.watchdogSleep = watchdogSleep
    }

    static let realSleep: Sleep = { duration in try await Task.sleep(for: duration) }

    /// Sends `request` and returns the whole answer.
    ///
    /// - Throws: ``LLMError`` — ``LLMError/unauthorized``, ``LLMError/unknownModel(_:)``,
    ///   ``LLMError/rateLimited(retryAfter:)`` and ``LLMError/server(status:message:)`` for HTTP
    ///   failures (after the retries), ``LLMError/timeout(seconds:)``,
    ///   ``LLMError/malformedResponse(_:)`` or ``LLMError/transport(_:)``.
    public func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion {
        let urlRequest = makeRequest(request, stream: false)
        let model = modelName(request)
        var attempt = 1
        while true {
            let exchange = Exchange(reader: ResponseReader(mode: .whole, model: model)) { _ in }
            switch await transport.run(urlRequest, exchange: exchange, idle: false, sleep: watchdogSleep) {
            case .success(let completion):
                return completion
            case .failure(let failure):
                try await wait(after: failure, attempt: attempt)
                attempt += 1
            }
        }
    }

    /// Sends `request` with `"stream": true` and yields the answer as it arrives: deltas, then
    /// ``ChatStreamEvent/finished(_:)`` with the assembled message, finish reason and usage.
    ///
    /// The stream throws ``LLMError``s, as ``complete(_:)`` does; a malformed chunk ends it with
    /// ``LLMError/malformedResponse(_:)`` naming the chunk.
    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ChatStreamEvent.self)
        let task = Task {
            do throws(LLMError) {
                try await streamAnswer(request) { event in continuation.yield(event) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func streamAnswer(
        _ request: ChatRequest, emit: @escaping @Sendable (ChatStreamEvent) -> Void
    ) async throws(LLMError) {
        let urlRequest = makeRequest(request, stream: true)
        let model = modelName(request)
        var attempt = 1
        while true {
            let exchange = Exchange(reader: ResponseReader(mode: .stream, model: model), emit: emit)
            switch await transport.run(urlRequest, exchange: exchange, idle: true, sleep: watchdogSleep) {
            case .success:
                return
            case .failure(let failure):
                guard !exchange.emittedEvents else { throw failure.error.redacting(configuration) }
                try await wait(after: failure, attempt: attempt)
                attempt += 1
            }
        }
    }

    /// Waits before the next attempt, or throws `failure` when it is not worth another.
    private func wait(after failure: ExchangeFailure, attempt: Int) async throws(LLMError) {
        guard !Task.isCancelled, let delay = schedule.delay(after: failure, attempt: attempt) else {
            throw failure.error.redacting(configuration)
        }
        do {
            try await backoffSleep(delay)
        } catch {
            throw .transport("the request was cancelled while waiting to retry")
        }
    }

    private func modelName(_ request: ChatRequest) -> String {
        request.model.isEmpty ? configuration.model : request.model
    }

    /// `POST {base}/chat/completions` with the JSON body and, when set, the key.
    func makeRequest(_ request: ChatRequest, stream: Bool) -> URLRequest {
        var filled = request
        filled.model = modelName(request)
        var urlRequest = URLRequest(url: configuration.chatCompletionsURL)
        urlRequest.httpMethod = "POST"
        urlRequest.timeoutInterval = configuration.timeout + 5
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.setValue(stream ? "text/event-stream" : "application/json", forHTTPHeaderField: "Accept")
        if let key = configuration.apiKey, !key.isEmpty {
            urlRequest.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
        }
        urlRequest.httpBody = filled.jsonValue(stream: stream).stableData()
        return urlRequest
    }
}
