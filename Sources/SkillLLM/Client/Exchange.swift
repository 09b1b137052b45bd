import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request in flight: the ``ResponseReader`` its callbacks feed, the stream events it
/// hands out, and the single end that resumes whoever awaits it — the body complete, the
/// connection lost, the watchdog's timeout, or the caller's cancellation, whichever comes first.
final class Exchange: Sendable {
    private struct State: Sendable {
        var reader: ResponseReader
        var outcome: Result<ChatCompletion, ExchangeFailure>?
        var waiter: CheckedContinuation<Result<ChatCompletion, ExchangeFailure>, Never>?
        /// Stops the transfer (cancels the data task, or tells libcurl to abort).
        var stopTransfer: (@Sendable () -> Void)?
        var watchdog: Task<Void, Never>?
        /// Callbacks so far; the watchdog compares it between naps.
        var activity = 0
    }

    private let state: Mutex<State>
    /// Receives stream events, in order, never after the end.
    private let emit: @Sendable (ChatStreamEvent) -> Void

    init(reader: ResponseReader, emit: @escaping @Sendable (ChatStreamEvent) -> Void) {
        state = Mutex(State(reader: reader))
        self.emit = emit
    }

    /// Whether stream events have been handed out.
    var emittedEvents: Bool { state.withLock { $0.reader.emittedEvents } }

    /// Callbacks so far.
    var activity: Int { state.withLock { $0.activity } }

    // MARK: - Running

    /// Remembers who awaits the outcome; `false` (and resumed at once) when it is already decided.
    func await(_ waiter: CheckedContinuation<Result<ChatCompletion, ExchangeFailure>, Never>) -> Bool {
        let decided = state.withLock { state -> Result<ChatCompletion, ExchangeFailure>? in
            if state.outcome == nil { state.waiter = waiter }
            return state.outcome
        }
        guard let decided else { return true }
        waiter.resume(returning: decided)
        return false
    }

    /// The task and watchdog to stop when the exchange ends early; `false` (and the watchdog
    /// stopped) when it has already ended, so the task must not start.
    func attach(stopTransfer: @escaping @Sendable () -> Void, watchdog: Task<Void, Never>) -> Bool {
        let ended = state.withLock { state in
            state.stopTransfer = stopTransfer
            state.watchdog = watchdog
            return state.outcome != nil
        }
        if ended { watchdog.cancel() }
        return !ended
    }

    func abort(_ failure: ExchangeFailure) {
        end { reader in ([], .failure(reader.failed(failure))) }
    }

    // MARK: - Callbacks from the session

    func receivedHead(status: Int, retryAfter: Double?, contentType: String?) {
        state.withLock { state in
            state.activity += 1
            state.reader.receivedHead(status: status, retryAfter: retryAfter, contentType: contentType)
        }
    }

    func received(_ data: Data) {
        let failure = state.withLock { state -> ExchangeFailure? in
            state.activity += 1
            guard state.outcome == nil else { return nil }
            let (events, failure) = state.reader.received(data)
            for event in events { emit(event) }
            return failure
        }
        if let failure { abort(failure) }
    }

    func completed(error: (any Error)?, timeout: Double) {
        completed(failure: error.map { Self.failure(for: $0, timeout: timeout) })
    }

    /// The transfer ended: with the body complete (`nil`), or with `failure`.
    func completed(failure: ExchangeFailure?) {
        if let failure {
            abort(failure)
        } else {
            end { reader in reader.completed() }
        }
    }

    /// Decides the outcome once: hands out the last events, resumes the waiter, stops the rest.
    private func end(
        _ decide: (inout ResponseReader) -> (
            events: [ChatStreamEvent], outcome: Result<ChatCompletion, ExchangeFailure>
        )
    ) {
        let stop = state.withLock { state -> ((@Sendable () -> Void)?, Task<Void, Never>?)? in
            guard state.outcome == nil else { return nil }
            let (events, outcome) = decide(&state.reader)
            for event in events { emit(event) }
            state.outcome = outcome
            state.waiter?.resume(returning: outcome)
            state.waiter = nil
            return (state.stopTransfer, state.watchdog)
        }
        guard let (stopTransfer, watchdog) = stop else { return }
        watchdog?.cancel()
        stopTransfer?()
    }

    /// A URLSession error as a failure: its timeout as ours; lost connections retryable.
    static func failure(for error: any Error, timeout: Double) -> ExchangeFailure {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        switch code {
        case .timedOut:
            return ExchangeFailure(.timeout(seconds: timeout))
        case .cancelled:
            return ExchangeFailure(.transport("the request was cancelled"))
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .cannotFindHost,
            .dnsLookupFailed, .resourceUnavailable, .badServerResponse:
            return ExchangeFailure(.transport(describe(error)), isRetryable: true)
        default:
            return ExchangeFailure(.transport(describe(error)))
        }
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        let url = (nsError.userInfo[NSURLErrorFailingURLErrorKey] as? URL).map(URLRedaction.display)
        let text = nsError.localizedDescription.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return URLRedaction.redactingPasswords(in: url.map { "\(text) (\($0))" } ?? text)
    }
}
