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

    func beginStopping() {
        state.withLock { $0.stopping = true }
    }

    /// Serves one request on the calling worker thread and returns the status it answered.
    func handle(_ connection: Connection) -> Int {
        guard let (head, contentLength) = connection.requestHead() else { return 500 }
        var request = head
        let limit = configuration.maxBodyBytes
        if contentLength > Int64(limit) {
            connection.discardBody(limit: 4 * limit)
            return send(.error("request body too large: the limit is \(limit) bytes", status: 413), to: connection)
        }
        guard let body = connection.readBody(limit: limit) else {
            connection.discardBody(limit: 4 * limit)
            return send(.error("request body too large: the limit is \(limit) bytes", status: 413), to: connection)
        }
        request.body = body
        guard let response = run(request) else {
            return send(.error("the server is shutting down", status: 503), to: connection)
        }
        return send(response, to: connection)
    }

    /// Runs the handler on the Swift concurrency pool while this thread waits; `nil` when the
    /// server began stopping first (the handler task is cancelled).
    private func run(_ request: HTTPRequest) -> HTTPResponse? {
        let slot = ResponseSlot()
        let handler = self.handler
        let task = Task.detached { slot.fill(await handler(request)) }
        while true {
            if let response = slot.wait(timeout: Self.pollInterval) { return response }
            if isStopping {
                task.cancel()
                return nil
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
            let limit = configuration.maxEventStreams
            return send(.error("too many event streams: at most \(limit) at once", status: 503), to: connection)
        }
        defer { state.withLock { $0.streams -= 1 } }
        connection.sendHead(
            status: 200,
            headers: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store")] + headers)
        guard connection.write(Data(": connected\n\n".utf8)) else { return 200 }
        let queue = EventQueue()
        let pump = Task.detached {
            for await event in events { queue.push(event) }
            queue.finish()
        }
        defer { pump.cancel() }
        var lastWrite = DispatchTime.now()
        while !isStopping {
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
