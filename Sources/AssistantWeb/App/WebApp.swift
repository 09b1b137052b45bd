import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Synchronization

/// The assistant's JSON API over one ``Agent`` per browser session.
///
/// | Route | Body | Answer |
/// |---|---|---|
/// | `GET /` | | the chat page (Chinese or English by `Accept-Language`) |
/// | `GET /playground` | | the UI playground |
/// | `GET /static/NAME` | | the pages' stylesheets and scripts |
/// | `GET /api/skills` | | `[{id, name, description, parameters, examples}]` |
/// | `GET /api/messages` | | the session's conversation so far, oldest first (a reloaded page shows it) |
/// | `GET /api/gallery` | | the example documents, `[{name, json, format}]`: the UI gallery's (`ours`), then the A2UI gallery's (`a2ui`, named `a2ui/…`) |
/// | `POST /api/messages` | `{text}` | the reply message `{id, role, text, skill, html, tree, error, errorCode, requestID}` (the id its events carry); 413 `{error, field, length, limit}` for a text over the limit |
/// | `GET /api/requests` | | the session's messages being answered now, oldest first: `[{requestID, text}]` |
/// | `POST /api/requests/ID/cancel` | `{}` | stops request `ID` of `POST /api/messages` (its reply then has `errorCode: "cancelled"`): `{cancelled: true, requestID}`; 404 unknown, 409 already finished |
/// | `POST /api/actions` | `{componentID, action, payload?, formValues?, messageID?}` | `{message, patches, dom}` |
/// | `GET /api/approvals` | | the session's approvals, pending first: `[{id, skill, summary, effect, arguments, reason, created, expires, state}]` (``WebJSON/approval(_:state:)``) |
/// | `POST /api/approvals` | `{id, approved}` | `{answered: true}`, plus `message` when the request that asked had ended (the call's answer, or the refusal); 404 unknown, 409 already answered, 410 expired |
/// | `POST /api/invocations` | `{skill, arguments, request?}` | the reply message; 404 for an unknown skill; 413 for a `request` over the message limit |
/// | `POST /api/render` | `{json, strict?, format?}` | `{format, html, diagnostics:[{severity, path, message, origin?}], tree, a2ui, a2uiNotes}` (see ``PlaygroundRender``) |
/// | `GET /api/events` | | server-sent events, see ``WebJSON/event(_:)`` |
/// | `GET /api/a2ui/events` | | the conversation's UI as A2UI v0.9 messages, one per server-sent event (see ``A2UISurfaces``) |
/// | `POST /api/a2ui/actions` | a v0.9 client `action` message | as `POST /api/actions`; 400 naming the bad field (see ``A2UIClientAction``) |
/// | `POST /api/session` | `{}` | `{session: "started" \| "resumed"}`, setting the cookie |
///
/// The session is the `agentskill_session` cookie (HttpOnly, SameSite=Strict). Only a POST starts
/// one — `POST /api/session` (what the page does first) or any other POST without a known
/// cookie — never a GET, so no cross-site `<img>` or link can start sessions and push a
/// person's session out. Without a session, `GET /api/skills` still lists the skills,
/// `GET /api/messages` and `GET /api/requests` are `[]` and `GET /api/events` (and
/// `GET /api/a2ui/events`) is a 401.
/// Sessions end after an idle limit (30 minutes, never while a page holds its event stream) and
/// past a count limit (64, least recently used first among those not in use); see
/// ``init(sessionLimit:sessionIdleLimit:now:limits:makeAgent:)``.
///
/// Per session, at most ``Limits/requestsPerSession`` requests run at once (429 past it) and
/// ``Limits/streamsPerSession`` event streams are open (429); messages are at most
/// ``Limits/maxMessageCharacters`` characters, counted as the page's `maxlength` counts them
/// (``Limits/length(of:)``; 413 past it, saying the length and the limit). Listing and stopping
/// requests are not requests of their own: they work when the session is at its limit. When a
/// session's last event stream closes, nobody is left to answer its approvals now, so their waits end
/// (``Agent/releasePendingApprovals()``): durable ones stay pending for the next page, the others
/// are cancelled. A body that is not JSON is a 400 naming the line and column; a missing field a
/// 400 naming it.
///
/// For approvals to reach the page, the agents must use ``Approver/events``. For them to survive a
/// reload, a client that hangs up, and a restart, give each session's agent
/// ``AgentConfiguration/durableApprovals`` under its session id and the app a ``SessionStore``
/// (``init(sessionLimit:sessionIdleLimit:now:limits:sessionStore:agentForSession:)``): a cookie of
/// a session the store remembers gets that session back, with a new agent over the same approvals.
public final class WebApp: Sendable {
    /// What one session may use at once.
    public struct Limits: Sendable {
        /// Requests of one session running at once; more get 429. 4 by default.
        public var requestsPerSession: Int
        /// Event streams one session keeps open (its tabs); more get 429. 4 by default.
        public var streamsPerSession: Int
        /// The longest message text, in characters as ``length(of:)`` counts them; longer gets
        /// 413. 4,000 by default; the chat page's input allows the same.
        public var maxMessageCharacters: Int

        /// Creates limits.
        public init(requestsPerSession: Int = 4, streamsPerSession: Int = 4, maxMessageCharacters: Int = 4_000) {
            self.requestsPerSession = max(1, requestsPerSession)
            self.streamsPerSession = max(1, streamsPerSession)
            self.maxMessageCharacters = max(1, maxMessageCharacters)
        }

        /// The length of `text` as a browser counts it for a `<textarea maxlength>`: UTF-16 code
        /// units, a line break (CR LF too) as one. So `"😀"` is 2 and `"字"` is 1; the server
        /// and the page agree on which messages fit.
        public static func length(of text: String) -> Int {
            var length = 0
            var previous: UInt16 = 0
            for unit in text.utf16 {
                // A textarea's value has every CR LF as one LF.
                if !(previous == 13 && unit == 10) { length += 1 }
                previous = unit
            }
            return length
        }
    }

    private let sessions: SessionRegistry
    let limits: Limits
    private let makeAgent: @Sendable () throws -> Agent
    /// Where session ids outlive the process; `nil` forgets them with it.
    private let sessionStore: (any SessionStore)?
    private let now: @Sendable () -> ContinuousClock.Instant
    /// The skills, for `GET /api/skills` without a session: read from one agent made on first use.
    private let catalog = Mutex<SkillRegistry?>(nil)

    /// Creates the app.
    ///
    /// A session ends when it goes `sessionIdleLimit` without a request (its agent is released
    /// at the next request to the app), or when `sessionLimit` newer or more recently used
    /// sessions push it out. A request with the cookie of an ended session starts a new one.
    ///
    /// - Parameters:
    ///   - sessionLimit: sessions kept at once; past it, the one used longest ago goes.
    ///   - sessionIdleLimit: how long a session may go unused; 30 minutes by default.
    ///   - now: the current monotonic time, for the idle limit; inject a fake in tests.
    ///   - limits: what one session may use at once.
    ///   - makeAgent: makes the agent of a new session.
    public convenience init(
        sessionLimit: Int = 64, sessionIdleLimit: Duration = .seconds(30 * 60),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }, limits: Limits = Limits(),
        makeAgent: @escaping @Sendable () throws -> Agent
    ) {
        self.init(
            sessionLimit: sessionLimit, sessionIdleLimit: sessionIdleLimit, now: now, limits: limits,
            sessionStore: nil, agentForSession: { _ in try makeAgent() })
    }

    /// Creates the app with sessions that can outlive the process.
    ///
    /// Each new session's id is recorded in `sessionStore` (and each use, at most once a minute);
    /// a request whose cookie names a session not held here — the server restarted — gets it back
    /// when the store remembers it, with an agent made for that id. Give that agent
    /// ``AgentConfiguration/durableApprovals`` under the id, and the person's approvals come back
    /// with the session.
    ///
    /// ```swift
    /// let app = WebApp(sessionStore: SQLiteSessionStore(store)) { sessionID in
    ///     var configuration = base
    ///     configuration.durableApprovals = DurableApprovals(store: approvals, conversation: "web:\(sessionID)")
    ///     return Agent(registry: registry, configuration: configuration)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sessionStore: where session ids are remembered; `nil` forgets them with the process.
    ///   - agentForSession: makes the agent of the session with this id (new, or back after a restart).
    ///   - The others: as in ``init(sessionLimit:sessionIdleLimit:now:limits:makeAgent:)``.
    public init(
        sessionLimit: Int = 64, sessionIdleLimit: Duration = .seconds(30 * 60),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }, limits: Limits = Limits(),
        sessionStore: (any SessionStore)?, agentForSession: @escaping @Sendable (_ sessionID: String) throws -> Agent
    ) {
        self.sessions = SessionRegistry(
            limits: .init(count: sessionLimit, idleLimit: sessionIdleLimit), now: now, agentForSession: agentForSession)
        self.limits = limits
        self.makeAgent = { try agentForSession(SessionRegistry.randomID()) }
        self.sessionStore = sessionStore
        self.now = now
    }

    /// Answers one request (after the ``SecurityPolicy`` let it through).
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let language = PageLanguage(acceptLanguage: request.header("accept-language"))
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"):
            return .html(ChatPage(language: language, maxMessageCharacters: limits.maxMessageCharacters).render())
        case ("GET", "/playground"):
            return .html(PlaygroundPage(language: language).render())
        case ("GET", let path) where path.hasPrefix("/static/"):
            return StaticAssets.response(for: path)
        case ("POST", "/api/render"):
            return render(request)
        case ("GET", "/api/gallery"):
            return gallery()
        case ("POST", "/api/session"):
            return await startSession(request)
        case ("GET", "/api/skills"), ("GET", "/api/messages"), ("GET", "/api/events"), ("GET", "/api/approvals"),
            ("GET", "/api/a2ui/events"):
            guard let session = await session(of: request) else {
                return withoutSession(request)
            }
            return await serve(request, in: session)
        case ("POST", "/api/messages"), ("POST", "/api/actions"), ("POST", "/api/approvals"),
            ("POST", "/api/invocations"), ("POST", "/api/a2ui/actions"):
            return await withSession(request) { session in await self.serve(request, in: session) }
        case ("GET", "/api/requests"):
            return await runningRequests(request)
        case ("POST", let path) where Self.requestToStop(path) != nil:
            return await stop(Self.requestToStop(path) ?? "", request)
        case (_, let path) where Self.requestToStop(path) != nil:
            return .error(
                "method \(request.method) is not allowed on \(request.path): POST stops the request", status: 405)
        case (_, "/"), (_, "/playground"), (_, "/api/render"), (_, "/api/gallery"), (_, "/api/skills"),
            (_, "/api/session"),
            (_, "/api/messages"), (_, "/api/actions"), (_, "/api/approvals"), (_, "/api/invocations"),
            (_, "/api/events"), (_, "/api/requests"), (_, "/api/a2ui/events"), (_, "/api/a2ui/actions"):
            return .error("method \(request.method) is not allowed on \(request.path)", status: 405)
        default:
            return .error("no such page: \(request.path)", status: 404)
        }
    }

    /// Serves a request of `session`, within its limits.
    private func serve(_ request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        if request.path == "/api/events" { return events(of: session) }
        if request.path == "/api/a2ui/events" { return a2uiEvents(of: session) }
        guard session.beginRequest(limit: limits.requestsPerSession) else {
            var response = HTTPResponse.error(
                "too many requests at once in this session: at most \(limits.requestsPerSession); wait for one to end",
                status: 429)
            response.headers.append(("Retry-After", "1"))
            return response
        }
        defer { session.endRequest() }
        return await route(request, in: session)
    }

    /// `GET` without a session: the skills, an empty conversation, or 401 for the event stream.
    private func withoutSession(_ request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/api/skills":
            do {
                let language = Self.replyLanguage(of: request)
                return .json(.array(try skillCatalog().skills.map { WebJSON.skill($0, language: language) }))
            } catch {
                return .error("cannot list the skills: \(error)", status: 500)
            }
        case "/api/messages", "/api/approvals":
            return .json(.array([]))
        default:
            return .error(
                "no session: the chat page starts one with POST /api/session; then open the events", status: 401)
        }
    }

    private func skillCatalog() throws -> SkillRegistry {
        if let registry = catalog.withLock({ $0 }) { return registry }
        let registry = try makeAgent().registry
        catalog.withLock { $0 = registry }
        return registry
    }

    /// The session the request's cookie names: one held here, or — with a session store — one
    /// this server started before it restarted, made again. Using it counts as a use.
    private func session(of request: HTTPRequest) async -> WebSession? {
        let id = request.cookies[SessionRegistry.cookieName]
        if let session = sessions.session(for: id) {
            await remember(session)
            return session
        }
        guard let sessionStore, let id, SessionRegistry.isWellFormed(id),
            (try? await sessionStore.remembers(id)) == true, let session = try? sessions.restoreSession(id: id)
        else { return nil }
        await remember(session)
        return session
    }

    /// Records a use of `session` in the session store: its first, then at most one a minute. A
    /// failure to write only means the session may not survive a restart.
    private func remember(_ session: WebSession) async {
        guard let sessionStore, session.isDueForRemembering(at: now(), every: .seconds(60)) else { return }
        try? await sessionStore.remember(session.id)
    }

    /// `POST /api/session`: the session of the cookie, or a new one.
    private func startSession(_ request: HTTPRequest) async -> HTTPResponse {
        if await session(of: request) != nil {
            return .json(.object(["session": "resumed"]))
        }
        switch await newSession() {
        case .started(let session):
            var response = HTTPResponse.json(.object(["session": "started"]))
            response.headers.append(("Set-Cookie", SessionRegistry.cookie(for: session.id)))
            return response
        case .refused(let refusal):
            return refusal
        }
    }

    private enum NewSession {
        case started(WebSession)
        case refused(HTTPResponse)
    }

    private func newSession() async -> NewSession {
        do {
            let session = try sessions.createSession()
            await remember(session)
            return .started(session)
        } catch let error as WebError {
            var response = HTTPResponse.error(error.description, status: 503)
            response.headers.append(("Retry-After", "5"))
            return .refused(response)
        } catch {
            return .refused(.error("cannot start a session: \(error)", status: 500))
        }
    }

    /// The language of the page that asks: from its `Accept-Language`, as the page's own text.
    static func replyLanguage(of request: HTTPRequest) -> ReplyLanguage {
        ReplyLanguage(code: PageLanguage(acceptLanguage: request.header("accept-language")).rawValue) ?? .english
    }

    private func route(_ request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        let agent = session.agent
        switch request.path {
        case "/api/skills":
            let language = Self.replyLanguage(of: request)
            return .json(.array(agent.registry.skills.map { WebJSON.skill($0, language: language) }))
        case "/api/messages" where request.method == "GET":
            return .json(.array(await agent.history.map(WebJSON.message)))
        case "/api/approvals" where request.method == "GET":
            return await approvals(of: agent)
        case "/api/messages":
            return await message(request, in: session)
        case "/api/actions":
            return await action(request, agent: agent)
        case "/api/a2ui/actions":
            return await a2uiAction(request, agent: agent)
        case "/api/approvals":
            return await approval(request, agent: agent)
        default:
            return await invocation(request, agent: agent)
        }
    }

    /// Runs `body` with the session, starting one (and setting its cookie) when the request has
    /// none: only POSTs come here, which the security policy let through as same-origin.
    private func withSession(
        _ request: HTTPRequest, _ body: (WebSession) async -> HTTPResponse
    ) async -> HTTPResponse {
        if let session = await session(of: request) {
            return await body(session)
        }
        switch await newSession() {
        case .started(let session):
            var response = await body(session)
            response.headers.append(("Set-Cookie", SessionRegistry.cookie(for: session.id)))
            return response
        case .refused(let refusal):
            return refusal
        }
    }

    private func message(_ request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        let text: String
        do {
            let body = try RequestBody(request)
            text = try body.string("text")
        } catch {
            return .error(error.description, status: 400)
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return .error("field 'text' is empty: type a request", status: 400)
        }
        if let tooLong = tooLong(text, field: "text") { return tooLong }
        // One handle per request: the page matches the answer to the events by `requestID`, and
        // may stop it by that id. The page answers approvals on its event stream, not here; a
        // client that leaves cancels it.
        let handle = await session.agent.submit(text, answersApprovals: false)
        session.started(handle, text: text)
        defer { session.finished(handle) }
        let reply = await withTaskCancellationHandler {
            await handle.result
        } onCancel: {
            handle.cancel()
        }
        guard case .object(var fields) = WebJSON.message(reply) else { return .json(WebJSON.message(reply)) }
        fields["requestID"] = .number(Double(handle.id.rawValue))
        return .json(.object(fields))
    }

    private func action(_ request: HTTPRequest, agent: Agent) async -> HTTPResponse {
        let action: UIAction
        let messageID: Int?
        do {
            let body = try RequestBody(request)
            action = UIAction(
                componentID: try body.string("componentID"), action: try body.string("action"),
                payload: body.optional("payload"), formValues: body.optional("formValues")?.objectValue ?? [:])
            messageID = try body.optionalInt("messageID")
        } catch {
            return .error(error.description, status: 400)
        }
        return await perform(action, messageID: messageID, agent: agent)
    }

    /// Runs a tap and answers `{message, patches, dom}` (`POST /api/actions` and
    /// `POST /api/a2ui/actions`).
    func perform(_ action: UIAction, messageID: Int?, agent: Agent) async -> HTTPResponse {
        // Not a subscription to the agent's events: a request must not count as someone who
        // could answer an approval (only an open page's event stream can).
        let (updated, patches) = await agent.performWithPatches(action, messageID: messageID)
        return .json(
            .object([
                "message": WebJSON.message(updated), "patches": .array(patches.map(WebJSON.patch)),
                "dom": .array(DOMPatches.make(patches, newTree: updated.ui)),
            ]))
    }

    private func invocation(_ request: HTTPRequest, agent: Agent) async -> HTTPResponse {
        let invocation: Invocation
        let words: String?
        do throws(WebError) {
            let body = try RequestBody(request)
            let arguments = body.optional("arguments") ?? .object([:])
            guard arguments.objectValue != nil else {
                throw WebError.badRequest("field 'arguments' must be a JSON object of the skill's parameters")
            }
            invocation = Invocation(try body.string("skill"), arguments: arguments)
            words = body.optional("request")?.stringValue
        } catch {
            return .error(error.description, status: 400)
        }
        if let words, let tooLong = tooLong(words, field: "request") { return tooLong }
        guard agent.registry.skill(id: invocation.skillID) != nil else {
            return .error("no skill '\(invocation.skillID)': GET /api/skills lists them", status: 404)
        }
        return .json(WebJSON.message(await agent.invoke(invocation, request: words)))
    }

    /// The 413 for a message over the limit, saying its length and the limit; `nil` when it fits.
    private func tooLong(_ text: String, field: String) -> HTTPResponse? {
        let length = Limits.length(of: text)
        let limit = limits.maxMessageCharacters
        guard length > limit else { return nil }
        return .json(
            .object([
                "error": .string(
                    "message too long: field '\(field)' has \(length) characters, the limit is \(limit) — shorten it"
                        + " and send it again"),
                "field": .string(field), "length": .number(Double(length)), "limit": .number(Double(limit)),
            ]), status: 413)
    }

    /// The `ID` of `/api/requests/ID/cancel`, or `nil` for another path.
    static func requestToStop(_ path: String) -> Substring? {
        let prefix = "/api/requests/"
        let suffix = "/cancel"
        guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else {
            return nil
        }
        return path.dropFirst(prefix.count).dropLast(suffix.count)
    }

    /// `GET /api/requests`: what a page may stop (a page that has not yet seen its request's
    /// first event finds its id here). Not counted against the session's request limit.
    private func runningRequests(_ request: HTTPRequest) async -> HTTPResponse {
        let running = await session(of: request)?.runningRequests ?? []
        return .json(
            .array(
                running.map { .object(["requestID": .number(Double($0.id.rawValue)), "text": .string($0.text)]) }))
    }

    /// `POST /api/requests/ID/cancel`: stops a running request of `POST /api/messages` in the
    /// request's session. Not counted against the session's request limit, and never starts a
    /// session (a new one has nothing to stop).
    private func stop(_ idText: Substring, _ request: HTTPRequest) async -> HTTPResponse {
        guard let number = Int(idText), number > 0 else {
            return .error(
                "cannot stop request '\(idText)': a request id is a whole number, the requestID of POST /api/messages",
                status: 404)
        }
        guard let session = await session(of: request) else {
            return .error("cannot stop request \(number): it is not running in this session", status: 404)
        }
        switch session.stop(RequestID(number)) {
        case .running:
            return .json(.object(["cancelled": true, "requestID": .number(Double(number))]))
        case .finished:
            return .error("cannot stop request \(number): it has already finished", status: 409)
        case .unknown:
            return .error(
                "cannot stop request \(number): it is not running in this session"
                    + " — only messages sent with POST /api/messages can be stopped",
                status: 404)
        }
    }

    /// `POST /api/approvals`: answers an approval wherever it waits (``Agent/answer(approval:approved:)``).
    private func approval(_ request: HTTPRequest, agent: Agent) async -> HTTPResponse {
        let id: Int
        let approved: Bool
        do {
            let body = try RequestBody(request)
            id = try body.int("id")
            approved = try body.bool("approved")
        } catch {
            return .error(error.description, status: 400)
        }
        do {
            switch try await agent.answer(approval: id, approved: approved) {
            case .resumed:
                return .json(.object(["answered": true]))
            case .posted(let message):
                return .json(.object(["answered": true, "message": WebJSON.message(message)]))
            }
        } catch {
            switch error {
            case .approvalNotFound where agent.configuration.durableApprovals == nil:
                return .error(
                    "no approval request \(id) is waiting: it was answered, cancelled or never asked", status: 404)
            case .approvalNotFound: return .error(error.description, status: 404)
            case .approvalAlreadyAnswered: return .error(error.description, status: 409)
            case .approvalExpired: return .error(error.description, status: 410)
            default: return .error(error.description, status: 500)
            }
        }
    }

    /// `GET /api/approvals`: the session's approvals, pending first.
    private func approvals(of agent: Agent) async -> HTTPResponse {
        do {
            return .json(.array(try await agent.approvals().map(WebJSON.approval)))
        } catch {
            return .error(error.description, status: 500)
        }
    }

    private func render(_ request: HTTPRequest) -> HTTPResponse {
        let document: String
        let strict: Bool
        let format: PlaygroundRender.Format
        do throws(WebError) {
            let body = try RequestBody(request)
            switch body.optional("json") {
            case .string(let text): document = text
            case .some(let value): document = value.stableString()
            case .none: throw WebError.badRequest("missing field 'json': send the UI document as text or JSON")
            }
            strict = body.optional("strict")?.boolValue ?? false
            switch body.optional("format") {
            case nil, "auto": format = PlaygroundRender.detect(document)
            case .string(let name)? where PlaygroundRender.Format(rawValue: name) != nil:
                format = PlaygroundRender.Format(rawValue: name) ?? .ours
            case let other?:
                throw WebError.badRequest(
                    "invalid field 'format': expected \"ours\", \"a2ui\" or \"auto\", got \(other.stableString())")
            }
        } catch {
            return .error(error.description, status: 400)
        }
        return .json(PlaygroundRender.answer(document, format: format, strict: strict))
    }

    private func events(of session: WebSession) -> HTTPResponse {
        eventStream(of: session, initial: ()) { _, event in
            guard let json = WebJSON.event(event), let type = json["type"]?.stringValue else { return [] }
            return [ServerSentEvent(event: type, data: json.stableString())]
        }
    }

    /// An event stream of the session's agent, within the session's stream limit: `replay` says
    /// what to send first, then each agent event becomes what `convert` makes of it; both may
    /// keep `State` between events.
    func eventStream<State: Sendable>(
        of session: WebSession, initial: State,
        replay: @escaping @Sendable (inout State) async -> [ServerSentEvent] = { _ in [] },
        convert: @escaping @Sendable (inout State, AgentEvent) -> [ServerSentEvent]
    ) -> HTTPResponse {
        guard session.openStream(limit: limits.streamsPerSession) else {
            return .error(
                "too many event streams in this session: at most \(limits.streamsPerSession); close a tab", status: 429)
        }
        let source = session.agent.events
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self)
        let forward = Task {
            var state = initial
            for event in await replay(&state) { continuation.yield(event) }
            for await event in source {
                for converted in convert(&state, event) { continuation.yield(converted) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            forward.cancel()
            session.closeStream()
        }
        return .eventStream(stream)
    }
}
