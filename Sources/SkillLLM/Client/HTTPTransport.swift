import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How ``OpenAIClient`` speaks HTTP (``LLMConfiguration/transport``).
///
/// Both read answers and streams the same way — their callbacks feed one ``Exchange`` — and pass
/// the same tests; they differ in what waiting costs. On Linux, FoundationNetworking's URLSession
/// keeps a core busy (poll, ioctl and eventfd writes in a loop) for as long as it waits for an
/// answer, and a model server on the same machine needs that core; libcurl sleeps in `poll`
/// until something happens (`make bench`, group `llm`, measures both).
public enum LLMTransport: String, Sendable, Hashable, CaseIterable {
    /// libcurl's easy interface, one transfer per request on a thread of its own. The default on
    /// Linux; elsewhere it means ``urlSession``.
    case libcurl
    /// A shared `URLSession` with a `URLSessionDataDelegate` (Linux has no `URLSession.bytes`).
    /// The default on Apple platforms.
    case urlSession

    /// ``libcurl`` on Linux, ``urlSession`` elsewhere.
    public static var platformDefault: LLMTransport {
        #if os(Linux)
            .libcurl
        #else
            .urlSession
        #endif
    }
}

/// Sends one request and feeds what comes back into its ``Exchange``.
protocol HTTPTransport: Sendable {
    /// Sends `request` and waits for its outcome; the watchdog
    /// (``Exchange/watchdog(timeout:idle:sleep:)``) and the caller's cancellation end it early.
    func run(
        _ request: URLRequest, exchange: Exchange, idle: Bool,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async -> Result<ChatCompletion, ExchangeFailure>
}

extension LLMTransport {
    /// A transport of this kind whose requests may take `timeout` seconds.
    func make(timeout: Double) -> any HTTPTransport {
        #if os(Linux)
            switch self {
            case .libcurl: CurlTransport(timeout: timeout)
            case .urlSession: URLSessionTransport(timeout: timeout)
            }
        #else
            URLSessionTransport(timeout: timeout)
        #endif
    }
}
