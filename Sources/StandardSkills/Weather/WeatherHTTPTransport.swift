import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP answer: the status and the body.
struct WeatherHTTPResponse: Sendable, Hashable {
    var status: Int
    var body: Data
}

/// Why an HTTP exchange produced no answer at all.
enum WeatherTransportFailure: Error, Sendable, Hashable {
    /// Connection refused, timed out, host unknown, connection lost: worth one more try.
    case network(String)
    /// The body was larger than allowed.
    case tooLarge(limit: Int)
    /// The task was cancelled.
    case cancelled
}

/// Sends one GET request. The seam where tests inject canned bytes instead of the network.
protocol WeatherHTTPTransport: Sendable {
    func get(_ url: URL, timeout: Duration, maxBytes: Int) async throws(WeatherTransportFailure) -> WeatherHTTPResponse
}

/// The real transport: `URLSession`, no cookies, no caching, one session per service.
final class URLSessionWeatherTransport: WeatherHTTPTransport {
    private let session: URLSession

    init(timeout: Duration) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.timeoutIntervalForRequest = Self.interval(timeout)
        configuration.timeoutIntervalForResource = Self.interval(timeout) * 2
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    func get(_ url: URL, timeout: Duration, maxBytes: Int) async throws(WeatherTransportFailure) -> WeatherHTTPResponse
    {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.interval(timeout))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError where error.code == .cancelled {
            throw .cancelled
        } catch is CancellationError {
            throw .cancelled
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw .network(Self.describe(error))
        }
        guard let http = response as? HTTPURLResponse else { throw .network("the answer is not HTTP") }
        // URLSession has already buffered the body; the cap still keeps oversized answers out of the parser.
        guard data.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        return WeatherHTTPResponse(status: http.statusCode, body: data)
    }

    /// The timeout in seconds as `URLSession` takes it. swift-corelibs-foundation counts request
    /// timeouts in whole seconds (0.2 s became an immediate "timed out" in our tests), so on Linux a
    /// shorter timeout is raised to one second.
    private static func interval(_ timeout: Duration) -> TimeInterval {
        #if canImport(Darwin)
            return timeout.timeInterval
        #else
            return max(1, timeout.timeInterval)
        #endif
    }

    private static func describe(_ error: any Error) -> String {
        guard let urlError = error as? URLError else { return String(describing: error) }
        switch urlError.code {
        case .timedOut: return "timed out"
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .networkConnectionLost: return "connection lost"
        case .notConnectedToInternet: return "not connected to the internet"
        default: return "network error \(urlError.code.rawValue)"
        }
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's time intervals count.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
