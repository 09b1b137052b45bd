import CCivetweb
import Foundation
import Synchronization

/// An embedded HTTP server on civetweb: every request goes to one async ``Handler``.
///
/// Each request runs on a civetweb worker thread that waits while the handler runs on the
/// Swift concurrency pool. Bodies above ``Configuration/maxBodyBytes`` are answered 413 without
/// calling the handler; event streams beyond ``Configuration/maxEventStreams`` are answered 503.
/// Connections are not kept alive: one request per connection.
///
/// ```swift
/// let server = HTTPServer { request in .text("hello \(request.path)") }
/// let port = try server.start()  // an ephemeral port on 127.0.0.1
/// // …
/// server.stop()
/// ```
public final class HTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// The address to listen on; loopback by default.
        public var host: String
        /// The port; 0 picks a free one (read it back from ``HTTPServer/port``).
        public var port: Int
        /// The largest request body accepted; larger ones get 413. 1 MiB by default.
        public var maxBodyBytes: Int
        /// civetweb worker threads: requests and event streams served at once.
        public var workerThreads: Int
        /// Event streams open at once; more get 503. Keep it below ``workerThreads``.
        public var maxEventStreams: Int
        /// Seconds between comment lines on an idle event stream, which find clients that left.
        public var heartbeatInterval: TimeInterval
        /// Headers added to every response (the security headers).
        public var extraHeaders: [(name: String, value: String)]

        /// Creates a configuration.
        public init(
            host: String = "127.0.0.1", port: Int = 0, maxBodyBytes: Int = 1 << 20, workerThreads: Int = 24,
            maxEventStreams: Int = 8, heartbeatInterval: TimeInterval = 15,
            extraHeaders: [(name: String, value: String)] = []
        ) {
            self.host = host
            self.port = port
            self.maxBodyBytes = maxBodyBytes
            self.workerThreads = workerThreads
            self.maxEventStreams = maxEventStreams
            self.heartbeatInterval = heartbeatInterval
            self.extraHeaders = extraHeaders
        }
    }

    /// The configuration the server was made with.
    public let configuration: Configuration
    private let dispatcher: RequestDispatcher
    private let state = Mutex(State())

    private struct State: @unchecked Sendable {
        // The civetweb context: only touched under the lock.
        var context: OpaquePointer?
        var port = 0
    }

    /// Creates a stopped server.
    public init(configuration: Configuration = .init(), handler: @escaping Handler) {
        self.configuration = configuration
        self.dispatcher = RequestDispatcher(configuration: configuration, handler: handler)
    }

    deinit {
        stop()
    }

    /// The bound port while running; 0 when stopped.
    public var port: Int { state.withLock { $0.port } }

    /// Event streams open now.
    public var openEventStreams: Int { dispatcher.openStreams }

    /// Starts listening and returns the bound port.
    ///
    /// - Throws: ``WebError/cannotListen(address:)`` when civetweb cannot bind;
    ///   ``WebError/alreadyRunning`` when started twice.
    @discardableResult
    public func start() throws(WebError) -> Int {
        let address = Self.listeningAddress(host: configuration.host, port: configuration.port)
        let result: Result<Int, WebError> = state.withLock { state in
            guard state.context == nil else { return .failure(.alreadyRunning) }
            Self.prepareLibrary()
            let options = [
                "listening_ports", address, "num_threads", String(configuration.workerThreads),
                "enable_keep_alive", "no", "request_timeout_ms", "30000",
            ]
            var callbacks = mg_callbacks()
            let context = CStringArray(options).withPointers { pointers in
                mg_start(&callbacks, nil, pointers)
            }
            guard let context else { return .failure(.cannotListen(address: address)) }
            var ports = [mg_server_port](repeating: mg_server_port(), count: 4)
            let count = mg_get_server_ports(context, Int32(ports.count), &ports)
            guard count > 0, ports[0].port > 0 else {
                mg_stop(context)
                return .failure(.cannotListen(address: address))
            }
            mg_set_request_handler(
                context, "/", civetwebHandleRequest, Unmanaged.passUnretained(dispatcher).toOpaque())
            state.context = context
            state.port = Int(ports[0].port)
            return .success(state.port)
        }
        return try result.get()
    }

    /// Stops listening, ends open event streams, and waits for the worker threads to finish.
    /// Requests still waiting for their handler are answered 503. Safe to call more than once.
    public func stop() {
        guard let context = state.withLock({ $0.context }) else { return }
        dispatcher.beginStopping()
        mg_stop(context)
        state.withLock { state in
            state.context = nil
            state.port = 0
        }
    }

    /// ``stop()`` on a thread of its own: civetweb takes up to two seconds to wind down its
    /// listener, which must not hold a thread of the Swift concurrency pool (or of Dispatch's
    /// global queues, which that pool shares on Linux) meanwhile.
    public func shutdown() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                self.stop()
                continuation.resume()
            }.start()
        }
    }

    /// `host:port` in civetweb's `listening_ports` syntax (IPv6 in brackets).
    static func listeningAddress(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    private static let libraryReady: Bool = {
        mg_init_library(0)
        // A client that leaves mid-write must be an error from write, not a signal that ends the process.
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    private static func prepareLibrary() {
        _ = libraryReady
    }
}

/// NUL-terminated copies of strings, with a NULL-terminated array of pointers to them.
private struct CStringArray {
    let strings: [String]

    init(_ strings: [String]) {
        self.strings = strings
    }

    func withPointers<Result>(_ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) }
        let pointers = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: copies.count + 1)
        defer {
            for copy in copies { free(copy) }
            pointers.deallocate()
        }
        for (index, copy) in copies.enumerated() { (pointers + index).initialize(to: copy.map { UnsafePointer($0) }) }
        (pointers + copies.count).initialize(to: nil)
        return body(pointers)
    }
}
