/// What can go wrong in the web front end: starting the server, or a request that cannot be served.
///
/// ``description`` is shaped `what failed: detail — while context`, for people to act on.
public enum WebError: Error, Sendable, Hashable, CustomStringConvertible {
    /// civetweb refused to listen on `address` (in use, no permission, bad host).
    case cannotListen(address: String)
    /// The server was asked to start twice.
    case alreadyRunning
    /// A host other than loopback was asked for without a token to guard it.
    case tokenRequired(host: String)
    /// Every session is in use (a request running or a page open), so no new one can start.
    case tooManySessions(limit: Int)
    /// `--public-url` was not an `http://host[:port]` address.
    case badPublicURL(String)
    /// A request body could not be used; `reason` names what was wrong (with line and column for JSON).
    case badRequest(String)

    public var description: String {
        switch self {
        case .cannotListen(let address):
            "cannot listen on \(address): the port is in use or the host is not an address of this machine"
        case .alreadyRunning:
            "cannot start the web server: it is already running"
        case .tokenRequired(let host):
            "refusing to serve on '\(host)' without a token: anyone on the network could use the assistant"
                + " — pass --token SECRET, or use --host 127.0.0.1"
        case .tooManySessions(let limit):
            "cannot start a session: all \(limit) sessions are in use (open pages or running requests); "
                + "close a tab or try again later"
        case .badPublicURL(let url):
            "bad public URL '\(url)': give the address people open, as http://HOST[:PORT] (no path)"
        case .badRequest(let reason):
            reason
        }
    }
}
