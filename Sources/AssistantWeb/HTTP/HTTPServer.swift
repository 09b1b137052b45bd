import CCivetweb
import Foundation
import Synchronization

/// An embedded HTTP server on civetweb: every request goes to one async ``Handler``.
///
/// The serving model: a fixed pool of civetweb worker threads (``Configuration/workerThreads``),
/// each serving one connection at a time, with every wait bounded so no client can keep a
/// thread:
/// - the request line and headers must arrive within ``Configuration/requestTimeout`` in all
///   (civetweb's `request_timeout_ms`), and so must a declared body (408 otherwise);
/// - bodies above ``Configuration/maxBodyBytes`` are answered 413 without calling the handler;
/// - the handler runs on the Swift concurrency pool while the thread waits and watches the
///   client: a client that closes its end cancels the handler's task and frees the thread at once;
/// - at most ``Configuration/maxConcurrentHandlers`` handlers run at once (503 with
///   `Retry-After` past it) and at most ``Configuration/maxEventStreams`` event streams are open
///   (503 past it), so threads are always left for new connections;
/// - an event stream whose client closes it ends at once; idle streams get a heartbeat.
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
        /// civetweb worker threads: connections served at once (including ones still sending
        /// their headers). 64 by default.
        public var workerThreads: Int
        /// Event streams open at once; more get 503. 16 by default.
        public var maxEventStreams: Int
        /// Handlers running at once; more get 503 with `Retry-After: 1`. By default the worker
        /// threads less the event streams less a reserve (a quarter of the threads, at most 16), so
        /// a burst of slow requests always leaves threads for reading new connections.
        public var maxConcurrentHandlers: Int
        /// How long a client has to send its request line and headers, in all, and then its
        /// declared body; 10 s by default.
        public var requestTimeout: TimeInterval
        /// Seconds between comment lines on an idle event stream, which find clients that left.
        public var heartbeatInterval: TimeInterval
        /// Headers added to every response (the security headers).
        public var extraHeaders: [(name: String, value: String)]

        /// Creates a configuration.
        public init(
            host: String = "127.0.0.1", port: Int = 0, maxBodyBytes: Int = 1 << 20, workerThreads: Int = 64,
            maxEventStreams: Int = 16, maxConcurrentHandlers: Int? = nil, requestTimeout: TimeInterval = 10,
            heartbeatInterval: TimeInterval = 15, extraHeaders: [(name: String, value: String)] = []
        ) {
            self.host = host
            self.port = port
            self.maxBodyBytes = maxBodyBytes
            self.workerThreads = max(2, workerThreads)
            self.maxEventStreams = maxEventStreams
            let reserve = min(16, workerThreads / 4)
            self.maxConcurrentHandlers = max(1, maxConcurrentHandlers ?? (workerThreads - maxEventStreams - reserve))
            self.requestTimeout = requestTimeout
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

    /// Handlers running now.
    public var runningHandlers: Int { dispatcher.runningHandlers }

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
                "enable_keep_alive", "no",
                "request_timeout_ms", String(Int((configuration.requestTimeout * 1000).rounded())),
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
