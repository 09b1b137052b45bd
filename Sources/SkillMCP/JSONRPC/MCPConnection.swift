import AgentSkill
import SkillJSON

/// One JSON-RPC 2.0 session over a transport, in both directions: it answers the peer's requests
/// through an ``MCPMessageHandler`` and sends requests of its own, matching responses by id.
///
/// Reading one line:
/// 1. frame (``LineFramer``; an oversized line → -32600 with `id: null`);
/// 2. decode (``JSONRPCMessage/decode(_:limits:)``; a malformed line → -32700 or -32600);
/// 3. dispatch: a request to the handler in its own task, a notification to the handler in
///    order (`notifications/cancelled` first cancels the named request), a response to the
///    request waiting for it.
///
/// Errors in a line never end the session; only the end of the input does: then every request
/// still waiting for the peer fails with a ``MCPError/Kind/serverExited`` error, and the peer's
/// requests already read are answered before ``run(handler:)`` returns.
///
/// ```swift
/// let connection = MCPConnection(transport: StdioTransport())
/// await connection.run(handler: server)
/// ```
public actor MCPConnection {
    private enum Slot {
        case awaiting(CheckedContinuation<Result<JSONValue, MCPError>, Never>?)
        case answered(Result<JSONValue, MCPError>)
    }

    private let transport: any MCPTransport
    private let limits: MCPLimits
    private let clock: AgentClock
    private let answersMalformedLines: Bool
    private let log: @Sendable (String) -> Void
    private let peerName: String
    private var nextID = 1
    private var pending: [JSONRPCID: Slot] = [:]
    private var timers: [JSONRPCID: Task<Void, Never>] = [:]
    private var inbound: [JSONRPCID: Task<Void, Never>] = [:]
    /// The answers to unreadable lines still being written, one after another.
    private var rejections: Task<Void, Never>?
    private var closedError: MCPError?

    /// Creates a connection; nothing is read until ``run(handler:)``.
    ///
    /// - Parameters:
    ///   - transport: The byte stream.
    ///   - limits: Line size and parser limits.
    ///   - clock: Sleeps for request timeouts.
    ///   - peerName: Who is on the other side, for messages (`"client"`, `"server 'time'"`).
    ///   - answersMalformedLines: Whether a line that is not a message gets an error response (the
    ///     server's duty in JSON-RPC); a client only logs it.
    ///   - log: Where diagnostics go (standard error in the program; never standard output).
    public init(
        transport: any MCPTransport, limits: MCPLimits = .default, clock: AgentClock = .system,
        peerName: String = "client", answersMalformedLines: Bool = true,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.transport = transport
        self.limits = limits
        self.clock = clock
        self.peerName = peerName
        self.answersMalformedLines = answersMalformedLines
        self.log = log
    }

    /// Whether the input has ended.
    public var isClosed: Bool { closedError != nil }

    /// Reads and dispatches messages until the peer closes its end; then fails every waiting
    /// request and cancels the requests still being answered.
    public func run(handler: any MCPMessageHandler) async {
        var framer = LineFramer(maxLineBytes: limits.maxLineBytes)
        for await chunk in transport.incoming {
            for event in framer.feed(chunk) { await process(event, handler: handler) }
        }
        for event in framer.finish() { await process(event, handler: handler) }
        let error = MCPError(.serverExited, "connection closed", "the \(peerName) closed its output")
        closedError = error
        for id in Array(pending.keys) { resolve(id, .failure(error)) }
        // Requests already read are still answered (a client may close its input right after
        // the last request); each skill has its own timeout, so this ends.
        while let task = inbound.values.first { await task.value }
        await rejections?.value
    }

    /// Sends a request and waits for its response.
    ///
    /// - Parameters:
    ///   - method: The method (`"tools/call"`).
    ///   - params: Its parameters.
    ///   - timeout: How long to wait; `nil` waits as long as the connection lives. On timeout, and
    ///     when the calling task is cancelled, the peer is sent `notifications/cancelled`.
    /// - Returns: The result.
    /// - Throws: ``MCPError``: the peer's error (kind ``MCPError/Kind/remote(code:)``), a timeout, a
    ///   cancellation, or a closed connection.
    public func request(_ method: String, params: JSONValue? = nil, timeout: Duration? = nil) async throws(MCPError)
        -> JSONValue
    {
        if let closedError { throw closedError }
        let id = JSONRPCID.number(nextID)
        nextID += 1
        pending[id] = .awaiting(nil)
        if let timeout {
            let clock = clock
            timers[id] = Task {
                do { try await clock.sleep(timeout) } catch { return }
                await self.abandon(
                    id,
                    MCPError(
                        .timedOut, "request timed out", "no answer to '\(method)' after \(timeout)",
                        while: "waiting for the \(self.peerName)"))
            }
        }
        do {
            try await transport.send(
                JSONRPCMessage.request(JSONRPCRequest(id: id, method: method, params: params)).line)
        } catch {
            resolve(id, .failure(error))
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if case .answered(let result)? = pending[id] {
                    pending[id] = nil
                    continuation.resume(returning: result)
                } else {
                    pending[id] = .awaiting(continuation)
                }
            }
        } onCancel: {
            Task {
                await self.abandon(
                    id, MCPError(.cancelled, "request cancelled", "'\(method)' was cancelled by its caller"))
            }
        }
        return try result.get()
    }

    /// Sends a notification.
    public func notify(_ method: String, params: JSONValue? = nil) async {
        await send(.notification(JSONRPCNotification(method: method, params: params)))
    }

    /// Closes the outgoing side.
    public func close() async {
        await transport.close()
    }

    // MARK: - Reading

    private func process(_ event: LineFramer.Event, handler: any MCPMessageHandler) async {
        switch event {
        case .oversized(let byteCount):
            reject(
                JSONRPCFailure(
                    id: nil,
                    error: MCPError(
                        .invalidRequest, "message too large",
                        "\(byteCount) bytes exceeds the limit of \(limits.maxLineBytes) bytes",
                        while: "reading a JSON-RPC message")))
        case .line(let bytes):
            let message: JSONRPCMessage
            do {
                message = try JSONRPCMessage.decode(bytes, limits: limits.json)
            } catch {
                return reject(error)
            }
            switch message {
            case .request(let request) where request.method == "initialize":
                // Answered before the next line is read, so `notifications/initialized` finds it done.
                startAnswering(request, handler: handler)
                await inbound[request.id]?.value
            case .request(let request):
                startAnswering(request, handler: handler)
            case .notification(let notification):
                if notification.method == "notifications/cancelled",
                    let id = notification.params?["requestId"].flatMap(JSONRPCID.init)
                {
                    inbound.removeValue(forKey: id)?.cancel()
                }
                await handler.handle(notification, on: self)
            case .response(let response):
                receive(response)
            }
        }
    }

    private func reject(_ failure: JSONRPCFailure) {
        log("mcp: \(failure.error.message)")
        guard answersMalformedLines else { return }
        let response = JSONRPCResponse(id: failure.id, outcome: .error(JSONRPCErrorObject(failure.error)))
        let previous = rejections
        rejections = Task {
            await previous?.value  // in the order the lines came
            await self.send(.response(response))
        }
    }

    private func startAnswering(_ request: JSONRPCRequest, handler: any MCPMessageHandler) {
        guard inbound[request.id] == nil else {
            let error = MCPError(
                .invalidRequest, "invalid request", "id \(request.id) is already in use by a request in progress",
                while: "reading '\(request.method)'")
            return reject(JSONRPCFailure(id: request.id, error: error))
        }
        inbound[request.id] = Task {
            let outcome: JSONRPCResponse.Outcome
            do throws(MCPError) {
                outcome = .result(try await handler.handle(request, on: self))
            } catch {
                outcome = .error(JSONRPCErrorObject(error))
            }
            await self.finishAnswering(request.id, outcome)
        }
    }

    private func finishAnswering(_ id: JSONRPCID, _ outcome: JSONRPCResponse.Outcome) async {
        // A request cancelled by the peer is no longer in `inbound` and gets no response. It stays
        // there until its response is written, so `run` never ends with a response unsent.
        guard inbound[id] != nil else { return }
        await send(.response(JSONRPCResponse(id: id, outcome: outcome)))
        inbound.removeValue(forKey: id)
    }

    private func receive(_ response: JSONRPCResponse) {
        guard let id = response.id, pending[id] != nil else {
            if case .error(let error) = response.outcome {
                log("mcp: the \(peerName) reported an error: \(error.message) (\(error.code))")
            } else {
                log("mcp: ignored a response to unknown request \(response.id?.description ?? "null")")
            }
            return
        }
        switch response.outcome {
        case .result(let result):
            resolve(id, .success(result))
        case .error(let error):
            resolve(id, .failure(MCPError(kind: .remote(code: error.code), message: error.message, data: error.data)))
        }
    }

    // MARK: - Waiting requests

    private func resolve(_ id: JSONRPCID, _ result: Result<JSONValue, MCPError>) {
        timers.removeValue(forKey: id)?.cancel()
        switch pending[id] {
        case .awaiting(let continuation?)?:
            pending[id] = nil
            continuation.resume(returning: result)
        case .awaiting(nil)?:
            pending[id] = .answered(result)
        case .answered?, nil:
            break
        }
    }

    /// Gives up on a request (timeout or cancellation) and tells the peer to stop working on it.
    private func abandon(_ id: JSONRPCID, _ error: MCPError) async {
        guard case .awaiting? = pending[id] else { return }
        resolve(id, .failure(error))
        await notify("notifications/cancelled", params: ["requestId": id.jsonValue, "reason": .string(error.message)])
    }

    private func send(_ message: JSONRPCMessage) async {
        do {
            try await transport.send(message.line)
        } catch {
            log("mcp: \(error.message)")
        }
    }
}
