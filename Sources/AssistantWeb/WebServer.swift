import Foundation

/// The assistant's web server: an ``HTTPServer`` whose requests first pass a ``SecurityPolicy``.
///
/// ```swift
/// let server = try WebServer(options: .init(port: 8080)) { request in .text("hi") }
/// let port = try server.start()
/// print(server.url)  // http://127.0.0.1:8080/
/// ```
public final class WebServer: Sendable {
    /// Where to listen and what to demand.
    public struct Options: Sendable {
        /// The address to listen on; loopback by default.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The secret every request must carry; required when `host` is not loopback.
        public var token: String?
        /// The largest request body; 1 MiB by default.
        public var maxBodyBytes: Int
        /// Event streams open at once, over all sessions; 16 by default.
        public var maxEventStreams: Int
        /// Seconds between heartbeats on idle event streams.
        public var heartbeatInterval: TimeInterval
        /// Worker threads (connections served at once); 64 by default.
        public var workerThreads: Int
        /// How long a client has to send its headers, and then its body; 10 s by default.
        public var requestTimeout: TimeInterval
        /// The address people reach the server by when it is not one of its own interface
        /// addresses (a DNS name, a reverse proxy): `http://box.local:8080`. Its host and port are
        /// accepted in `Host` and `Origin`.
        public var publicURL: String?

        /// Creates options.
        public init(
            host: String = "127.0.0.1", port: Int = 0, token: String? = nil, maxBodyBytes: Int = 1 << 20,
            maxEventStreams: Int = 16, heartbeatInterval: TimeInterval = 15, workerThreads: Int = 64,
            requestTimeout: TimeInterval = 10, publicURL: String? = nil
        ) {
            self.host = host
            self.port = port
            self.token = token
            self.maxBodyBytes = maxBodyBytes
            self.maxEventStreams = maxEventStreams
            self.heartbeatInterval = heartbeatInterval
            self.workerThreads = workerThreads
            self.requestTimeout = requestTimeout
            self.publicURL = publicURL
        }
    }

    /// The options the server was made with.
    public let options: Options
    /// The checks every request passes.
    public let policy: SecurityPolicy
    /// The HTTP server underneath.
    public let http: HTTPServer

    /// Creates a stopped server whose requests pass `policy` before `handler` sees them.
    ///
    /// - Throws: ``WebError/tokenRequired(host:)`` for a host other than loopback without a token;
    ///   ``WebError/badPublicURL(_:)`` for a public URL that is not `http://host[:port]`.
    public init(options: Options, handler: @escaping HTTPServer.Handler) throws(WebError) {
        let token = options.token.flatMap { $0.isEmpty ? nil : $0 }
        guard token != nil || SecurityPolicy.isLoopback(options.host) else {
            throw .tokenRequired(host: options.host)
        }
        var policy = SecurityPolicy(host: options.host, token: token)
        if let publicURL = options.publicURL {
            guard let authority = SecurityPolicy.authority(ofURL: publicURL) else { throw .badPublicURL(publicURL) }
            policy.extraAuthorities.insert(authority)
        }
        if SecurityPolicy.isWildcard(options.host) {
            policy.extraHostNames.formUnion(SecurityPolicy.interfaceAddresses())
        }
        self.options = options
        self.policy = policy
        let checks = policy
        let configuration = HTTPServer.Configuration(
            host: options.host, port: options.port, maxBodyBytes: options.maxBodyBytes,
            workerThreads: options.workerThreads, maxEventStreams: options.maxEventStreams,
            requestTimeout: options.requestTimeout, heartbeatInterval: options.heartbeatInterval,
            extraHeaders: SecurityPolicy.responseHeaders)
        self.http = HTTPServer(configuration: configuration) { request in
            if let refusal = checks.check(request) { return refusal }
            var response = await handler(request)
            if let cookie = checks.tokenCookie(for: request) { response.headers.append(cookie) }
            return response
        }
    }

    /// Starts listening and returns the bound port.
    ///
    /// - Throws: ``WebError/cannotListen(address:)``, ``WebError/alreadyRunning``.
    @discardableResult
    public func start() throws(WebError) -> Int {
        try http.start()
    }

    /// The address to open in a browser, `http://127.0.0.1:8080/`.
    public var url: String {
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        return "http://\(host):\(http.port)/"
    }

    /// Stops the server and waits for its threads (blocking; see ``HTTPServer/stop()``).
    public func stop() {
        http.stop()
    }

    /// Stops the server without holding a concurrency thread while civetweb winds down.
    public func shutdown() async {
        await http.shutdown()
    }
}
