import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``LLMTransport/urlSession``: a URLSession the client's requests share (so connections are
/// reused), and one `URLSessionDataDelegate` that hands each task's callbacks to its ``Exchange``.
final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let router: ExchangeRouter
    /// URLSession's own idle limit; ours (the watchdog) normally fires first.
    private let timeout: Double

    init(timeout: Double) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout + 5
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        let queue = OperationQueue()
        queue.name = "SkillLLM.HTTPTransport"
        queue.maxConcurrentOperationCount = 1
        let router = ExchangeRouter(timeout: timeout)
        self.router = router
        self.timeout = timeout
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and waits for its outcome.
    ///
    /// 1. start the data task, its callbacks feeding `exchange`;
    /// 2. start the watchdog: with `idle`, it fails the exchange after `timeout` seconds without a
    ///    callback, otherwise after `timeout` seconds in all;
    /// 3. cancel both when the calling task is cancelled.
    func run(
        _ request: URLRequest, exchange: Exchange, idle: Bool,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async -> Result<ChatCompletion, ExchangeFailure> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                guard exchange.await(waiter) else { return }
                let task = session.dataTask(with: request)
                router.register(exchange, for: task)
                let watchdog = exchange.watchdog(timeout: timeout, idle: idle, sleep: sleep)
                let stop: @Sendable () -> Void = { if task.state != .completed { task.cancel() } }
                if exchange.attach(stopTransfer: stop, watchdog: watchdog) {
                    task.resume()
                } else {
                    router.unregister(task)
                }
            }
        } onCancel: {
            exchange.abort(ExchangeFailure(.transport("the request was cancelled")))
        }
    }
}

/// The session's delegate: routes each task's callbacks to its exchange.
private final class ExchangeRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Mutex<[Int: Exchange]>([:])
    private let timeout: Double

    init(timeout: Double) {
        self.timeout = timeout
    }

    func register(_ exchange: Exchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    func unregister(_ task: URLSessionTask) {
        exchanges.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(_ task: URLSessionTask) -> Exchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        exchange(dataTask)?.receivedHead(
            status: http?.statusCode ?? 0,
            retryAfter: HTTPFailure.retryAfter(http?.value(forHTTPHeaderField: "Retry-After")),
            contentType: http?.value(forHTTPHeaderField: "Content-Type"))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.completed(error: error, timeout: timeout)
    }
}
