import Foundation

/// The checks every request passes before the app sees it, and the headers every response carries.
///
/// - **Host**: the `Host` header must name this server — `127.0.0.1`, `localhost` or `[::1]`, the
///   configured host, or (bound to `0.0.0.0` or `::`) any address of this machine's interfaces,
///   with the port the request came in on; or the public URL's host and port — so a hostile page
///   cannot reach the server through a DNS name it rebinds to 127.0.0.1 (400 when missing, 403
///   otherwise).
/// - **Token**: when a token is set (required for a host other than loopback), every request
///   carries it as `Authorization: Bearer TOKEN`, `?token=TOKEN` or the `agentskill_token`
///   cookie that a page opened with `?token=TOKEN` receives (401 otherwise).
/// - **State-changing requests** (anything but `GET`, `HEAD` and `OPTIONS`): an `Origin` header,
///   when present, must be this server's own origin; and the request must have a JSON
///   `Content-Type` or an `X-AgentSkill` header. Browsers send neither cross-site without a CORS
///   preflight, which this server never grants — so a form or `fetch` on another site cannot
///   post here (403 otherwise). Non-browser clients (curl, scripts) send no `Origin` and pass.
/// - **Headers**: ``responseHeaders`` — a content security policy with no inline script,
///   `nosniff`, no framing, no referrer.
public struct SecurityPolicy: Sendable {
    /// The host the server listens on.
    public var host: String
    /// The secret every request must carry; `nil` for none (loopback only).
    public var token: String?

    /// More host names (without port) accepted with the request's own port: the interface
    /// addresses of a server bound to all of them.
    public var extraHostNames: Set<String> = []
    /// More `host:port` authorities accepted as they are: the public URL's.
    public var extraAuthorities: Set<String> = []

    /// Creates a policy.
    public init(host: String, token: String?) {
        self.host = host
        self.token = token
    }

    /// Whether `host` means every address of the machine (`0.0.0.0`, `::`).
    public static func isWildcard(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return bare == "0.0.0.0" || bare == "::" || bare.isEmpty
    }

    /// The addresses of this machine's network interfaces, as `Host` headers write them
    /// (`192.168.1.5`, `[fe80::1]`), without zone ids.
    public static func interfaceAddresses() -> Set<String> {
        var names: Set<String> = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return names }
        defer { freeifaddrs(list) }
        var cursor = list
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr else { continue }
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            let size = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, size, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else {
                continue
            }
            let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let bare = name.split(separator: "%").first.map(String.init) ?? name
            names.insert(family == AF_INET6 ? "[\(bare.lowercased())]" : bare)
        }
        return names
    }

    /// `box.local:8080` from `http://box.local:8080` (port 80 when none is written); `nil` for
    /// anything but `http://host[:port]` with an optional trailing slash.
    public static func authority(ofURL url: String) -> String? {
        var rest = url.lowercased()
        guard rest.hasPrefix("http://") else { return nil }
        rest.removeFirst("http://".count)
        if rest.hasSuffix("/") { rest.removeLast() }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@"), !rest.contains("?") else { return nil }
        if rest.hasSuffix("]") || !rest.contains(":") { return rest + ":80" }
        guard let colon = rest.lastIndex(of: ":"), Int(rest[rest.index(after: colon)...]) != nil else { return nil }
        return rest
    }

    /// Whether `host` is a loopback address (`127.0.0.0/8`, `::1`, `localhost`).
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }

    /// The content security policy: scripts, connections and everything else from this origin
    /// only — no inline script, framing, `<base>` or form posts elsewhere. Two allowances for
    /// the UI trees skills send: `style` attributes (the renderer writes validated colors and
    /// chart fills there; style cannot run code), and `https:` images, video and audio (the
    /// renderer's URL policy already drops every other scheme).
    public static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; "
        + "media-src 'self' https:; "
        + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

    /// Headers for every response.
    public static let responseHeaders: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        ("Referrer-Policy", "no-referrer"),
    ]

    /// The host names the `Host` header may carry (without the port).
    var allowedHostNames: Set<String> {
        var names = Set(["127.0.0.1", "localhost", "[::1]"]).union(extraHostNames)
        names.insert(host.contains(":") ? "[\(host.lowercased())]" : host.lowercased())
        return names
    }

    /// The error response for a request that fails a check, or `nil` when it may go on.
    public func check(_ request: HTTPRequest) -> HTTPResponse? {
        guard let hostHeader = request.header("host"), !hostHeader.isEmpty else {
            return .error("missing Host header", status: 400)
        }
        guard isOwnAuthority(hostHeader, port: request.serverPort) else {
            return .error("unknown host '\(hostHeader)': this server answers only to its own address", status: 403)
        }
        if let token, !carriesToken(token, request) {
            return .error(
                "missing or wrong token: send it as 'Authorization: Bearer TOKEN' or '?token=TOKEN'", status: 401)
        }
        guard !["GET", "HEAD", "OPTIONS"].contains(request.method) else { return nil }
        if let origin = request.header("origin") {
            guard let authority = Self.authority(ofOrigin: origin), isOwnAuthority(authority, port: request.serverPort)
            else {
                return .error("cross-origin request refused: origin '\(origin)' is not this server", status: 403)
            }
        }
        let contentType = request.header("content-type")?.lowercased() ?? ""
        guard contentType.hasPrefix("application/json") || request.header("x-agentskill") != nil else {
            return .error(
                "refused: send a JSON body with 'Content-Type: application/json' (or an 'X-AgentSkill' header)",
                status: 403)
        }
        return nil
    }

    /// Whether `authority` (`host:port`) is one of this server's names with its port.
    func isOwnAuthority(_ authority: String, port: Int) -> Bool {
        let lowered = authority.lowercased()
        if extraAuthorities.contains(lowered) || extraAuthorities.contains(lowered + ":80") { return true }
        guard let colon = lowered.lastIndex(of: ":"), !lowered.hasSuffix("]") else { return false }
        let name = String(lowered[..<colon])
        let portText = lowered[lowered.index(after: colon)...]
        return allowedHostNames.contains(name) && Int(portText) == port
    }

    /// `127.0.0.1:8080` from `http://127.0.0.1:8080`; `nil` for `null` and other schemes.
    static func authority(ofOrigin origin: String) -> String? {
        guard origin.hasPrefix("http://") else { return nil }
        let rest = origin.dropFirst("http://".count)
        guard !rest.isEmpty, !rest.contains("/") else { return nil }
        return String(rest)
    }

    private func carriesToken(_ token: String, _ request: HTTPRequest) -> Bool {
        let given: String?
        if let authorization = request.header("authorization"), authorization.hasPrefix("Bearer ") {
            given = String(authorization.dropFirst("Bearer ".count))
        } else {
            given = request.query["token"] ?? request.cookies[Self.tokenCookieName]
        }
        guard let given else { return false }
        return Self.constantTimeEqual(Array(given.utf8), Array(token.utf8))
    }

    /// The cookie that carries the token once a page was opened with `?token=TOKEN`, so the
    /// page's own requests (stylesheets, scripts, API calls) need not repeat it.
    public static let tokenCookieName = "agentskill_token"

    /// The `Set-Cookie` header for a request that carried the token in its query, else `nil`.
    public func tokenCookie(for request: HTTPRequest) -> (name: String, value: String)? {
        guard let token, let given = request.query["token"],
            Self.constantTimeEqual(Array(given.utf8), Array(token.utf8))
        else { return nil }
        return ("Set-Cookie", "\(Self.tokenCookieName)=\(token); Path=/; HttpOnly; SameSite=Strict")
    }

    /// Compares without stopping at the first difference, so timing does not reveal the token.
    static func constantTimeEqual(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }
}
