import Foundation

/// One HTTP request as the server read it: the body is complete and within the size cap.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, …
    public var method: String
    /// The URL path, percent-decoded and without the query (`/api/messages`).
    public var path: String
    /// The query parameters, percent-decoded; a repeated name keeps its last value.
    public var query: [String: String]
    /// The headers, by lower-cased name; a repeated header keeps its last value.
    public var headers: [String: String]
    /// The body bytes (empty when there is none).
    public var body: Data
    /// The local port the request arrived on.
    public var serverPort: Int

    /// Creates a request; the server does this for you, tests may too.
    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data(), serverPort: Int = 0
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.serverPort = serverPort
    }

    /// The value of the header `name`, in any letter case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The cookies the request carries, by name.
    public var cookies: [String: String] {
        guard let line = header("cookie") else { return [:] }
        var cookies: [String: String] = [:]
        for pair in line.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            cookies[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return cookies
    }

    /// Parses `a=1&b=two%20words` into its parameters; `+` stands for a space.
    static func parseQuery(_ text: String) -> [String: String] {
        var query: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            guard let name = parts.first else { continue }
            query[decode(name)] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return query
    }
}
