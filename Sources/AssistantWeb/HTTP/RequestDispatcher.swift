import Foundation
import Synchronization

/// Runs on civetweb's worker threads: reads each request, runs the async handler while the
/// thread waits, and writes the response — or keeps writing events for an event stream.
final class RequestDispatcher: Sendable {
    let configuration: HTTPServer.Configuration
    let handler: HTTPServer.Handler
    private let state = Mutex(State())

    private struct State {
        var stopping = false
        var streams = 0
        var handlers = 0
    }

    /// How long a worker waits between checks that the server is stopping.
    static let pollInterval: Double = 0.1

    init(configuration: HTTPServer.Configuration, handler: @escaping HTTPServer.Handler) {
        self.configuration = configuration
        self.handler = handler
    }

    var isStopping: Bool { state.withLock { $0.stopping } }

    /// Event streams open now.
    var openStreams: Int { state.withLock { $0.streams } }

    /// Handlers running now (including those whose client left and that are winding down).
    var runningHandlers: Int { state.withLock { $0.handlers } }

    func beginStopping() {
        state.withLock { $0.stopping = true }
    }

    /// Serves one request on the calling worker thread and returns the status it answered
    /// (499 when the client left before the answer).
    func handle(_ connection: Connection) -> Int {
        guard let (head, contentLength) = connection.requestHead() else { return 500 }
        var request = head
        let limit = configuration.maxBodyBytes
        if contentLength > Int64(limit) {
            connection.discardBody(limit: 4 * limit)
            return send(.error("request body too large: the limit is \(limit) bytes", status: 413), to: connection)
        }
        let deadline = DispatchTime.now() + configuration.requestTimeout
        switch connection.readBody(limit: limit, declared: contentLength, deadline: deadline) {
        case .complete(let body):
            request.body = body
        case .tooLarge:
            connection.discardBody(limit: 4 * limit)
            return send(.error("request body too large: the limit is \(limit) bytes", status: 413), to: connection)
        case .incomplete(let received):
            let seconds = Int(configuration.requestTimeout)
            return send(
                .error(
                    "request body incomplete: Content-Length said \(contentLength) bytes, \(received) arrived "
                        + "within \(seconds) s", status: 408), to: connection)
        }
        guard admitHandler() else {
            var busy = HTTPResponse.error(
                "the server is busy: \(configuration.maxConcurrentHandlers) requests are running; try again",
                status: 503)
            busy.headers.append(("Retry-After", "1"))
            return send(busy, to: connection)
        }
        switch run(request, on: connection) {
        case .answered(let response):
            return send(response, to: connection)
        case .stopping:
            return send(.error("the server is shutting down", status: 503), to: connection)
        case .clientLeft:
            return 499
        }
    }

    private enum Outcome {
        case answered(HTTPResponse)
        case stopping
        case clientLeft
    }

    /// Takes one of the ``HTTPServer/Configuration/maxConcurrentHandlers`` places; `false` when
    /// all are taken. The place is given back when the handler's task ends.
    private func admitHandler() -> Bool {
        state.withLock { state in
            guard state.handlers < configuration.maxConcurrentHandlers else { return false }
            state.handlers += 1
            return true
        }
    }

    /// Runs the handler on the Swift concurrency pool while this thread waits, watching the
    /// client: when it closes its end, or the server begins stopping, the handler's task is
    /// cancelled and the thread goes back to the pool at once.
    private func run(_ request: HTTPRequest, on connection: Connection) -> Outcome {
        let slot = ResponseSlot()
        let handler = self.handler
        let task = Task.detached { [self] in
            let response = await handler(request)
            // The place is free before the answer goes out, so a client's next request finds it free.
            state.withLock { $0.handlers -= 1 }
            slot.fill(response)
        }
        // Looked up only for a handler that takes a while: most answer within the first wait.
        var socket: Int32?? = nil
        while true {
            if let response = slot.wait(timeout: Self.pollInterval) { return .answered(response) }
            if isStopping {
                task.cancel()
                return .stopping
            }
            if socket == nil { socket = .some(connection.socket()) }
            if let descriptor = socket ?? nil, Connection.peerClosed(descriptor) {
                task.cancel()
                return .clientLeft
            }
        }
    }

    private func send(_ response: HTTPResponse, to connection: Connection) -> Int {
        var headers = response.headers + configuration.extraHeaders
        headers.append(("Connection", "close"))
        switch response.body {
        case .data(let data):
            headers.append(("Content-Length", String(data.count)))
            connection.sendHead(status: response.status, headers: headers)
            connection.write(data)
            return response.status
        case .events(let events):
            return stream(events, headers: headers, to: connection)
        }
    }

    private func stream(
        _ events: AsyncStream<ServerSentEvent>, headers: [(name: String, value: String)], to connection: Connection
    ) -> Int {
        let admitted = state.withLock { state in
            guard state.streams < configuration.maxEventStreams else { return false }
            state.streams += 1
            return true
        }
        guard admitted else {
            // Whoever made the stream learns that it ended (its onTermination runs).
            Task.detached { for await _ in events {} }.cancel()
            let limit = configuration.maxEventStreams
            return send(.error("too many event streams: at most \(limit) at once", status: 503), to: connection)
        }
        defer { state.withLock { $0.streams -= 1 } }
        connection.sendHead(
            status: 200,
            headers: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store")] + headers)
        guard connection.write(Data(": connected\n\n".utf8)) else { return 200 }
        let socket = connection.socket()
        let queue = EventQueue()
        let pump = Task.detached {
            for await event in events { queue.push(event) }
            queue.finish()
        }
        defer { pump.cancel() }
        var lastWrite = DispatchTime.now()
        while !isStopping {
            // A client that closed the stream frees its place now, not at the next heartbeat.
            if let socket, Connection.peerClosed(socket) { return 200 }
            switch queue.next(timeout: Self.pollInterval) {
            case .event(let event):
                guard connection.write(Data(event.wireFormat.utf8)) else { return 200 }
                lastWrite = DispatchTime.now()
            case .finished:
                return 200
            case .timeout:
                let idle = Double(DispatchTime.now().uptimeNanoseconds - lastWrite.uptimeNanoseconds) / 1e9
                guard idle >= configuration.heartbeatInterval else { continue }
                guard connection.write(Data(": keep-alive\n\n".utf8)) else { return 200 }
                lastWrite = DispatchTime.now()
            }
        }
        return 200
    }
}
