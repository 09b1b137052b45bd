import Foundation
import SkillJSON

/// One HTTP response: a status, headers and either bytes or a stream of server-sent events.
public struct HTTPResponse: Sendable {
    /// What follows the headers.
    public enum Body: Sendable {
        /// A complete body, sent with its `Content-Length`.
        case data(Data)
        /// A `text/event-stream` that lasts until the stream finishes, the client goes away or
        /// the server stops; the server subscribes a worker thread to it.
        case events(AsyncStream<ServerSentEvent>)
    }

    /// The status code (200, 404, …).
    public var status: Int
    /// Extra headers in order; the server adds `Content-Length` and the security headers.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: Body

    /// Creates a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .data(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A UTF-8 plain-text response.
    public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .data(Data(text.utf8)))
    }

    /// A UTF-8 HTML response.
    public static func html(_ html: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: .data(Data(html.utf8)))
    }

    /// A JSON response with sorted keys.
    public static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
            body: .data(Data(value.stableString().utf8)))
    }

    /// A JSON error body `{"error": message}`.
    public static func error(_ message: String, status: Int) -> HTTPResponse {
        json(.object(["error": .string(message)]), status: status)
    }

    /// The event stream response for `events`.
    public static func eventStream(_ events: AsyncStream<ServerSentEvent>) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [], body: .events(events))
    }

    /// The first header named `name`, in any letter case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// One server-sent event: an optional event name and its data (one or more lines).
public struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` field; `nil` for the default `message` event.
    public var event: String?
    /// The `data:` payload; each line becomes its own `data:` line on the wire.
    public var data: String

    /// Creates an event.
    public init(event: String? = nil, data: String) {
        self.event = event
        self.data = data
    }

    /// The event as it goes on the wire, ending with the blank line.
    public var wireFormat: String {
        var text = ""
        if let event { text += "event: \(event.filter { $0 != "\n" && $0 != "\r" })\n" }
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line.filter { $0 != "\r" })\n"
        }
        return text + "\n"
    }
}
