import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// The assistant's JSON API over one ``Agent`` per browser session.
///
/// | Route | Body | Answer |
/// |---|---|---|
/// | `GET /` | | the chat page (Chinese or English by `Accept-Language`) |
/// | `GET /playground` | | the UI playground |
/// | `GET /static/NAME` | | the pages' stylesheets and scripts |
/// | `GET /api/skills` | | `[{id, name, description, parameters, examples}]` |
/// | `GET /api/messages` | | the session's conversation so far, oldest first (a reloaded page shows it) |
/// | `GET /api/gallery` | | the UI gallery's example documents, `[{name, json}]` by name |
/// | `POST /api/messages` | `{text}` | the reply message `{id, role, text, skill, html, tree, error}` |
/// | `POST /api/actions` | `{componentID, action, payload?, formValues?, messageID?}` | `{message, patches, dom}` |
/// | `POST /api/approvals` | `{id, approved}` | `{answered: true}`, 404 when nothing waits |
/// | `POST /api/invocations` | `{skill, arguments, request?}` | the reply message; 404 for an unknown skill |
/// | `POST /api/render` | `{json, strict?}` | `{html, diagnostics:[{severity, path, message}], tree}` |
/// | `GET /api/events` | | server-sent events, see ``WebJSON/event(_:)`` |
///
/// The session is the `agentskill_session` cookie (HttpOnly, SameSite=Strict); a request
/// without a known one starts a session and sets the cookie. Sessions end after an idle limit
/// (30 minutes) and past a count limit (64, least recently used first); see ``init(sessionLimit:sessionIdleLimit:now:makeAgent:)``. A body that is not JSON is a 400
/// naming the line and column; a missing field a 400 naming it.
///
/// For approvals to reach the page, the agents must use ``Approver/events``.
public final class WebApp: Sendable {
    private let sessions: SessionRegistry

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
    ///   - makeAgent: makes the agent of a new session.
    public init(
        sessionLimit: Int = 64, sessionIdleLimit: Duration = .seconds(30 * 60),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        makeAgent: @escaping @Sendable () throws -> Agent
    ) {
        self.sessions = SessionRegistry(
            limits: .init(count: sessionLimit, idleLimit: sessionIdleLimit), now: now, makeAgent: makeAgent)
    }

    /// Answers one request (after the ``SecurityPolicy`` let it through).
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let language = PageLanguage(acceptLanguage: request.header("accept-language"))
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"):
            return .html(ChatPage(language: language).render())
        case ("GET", "/playground"):
            return .html(PlaygroundPage(language: language).render())
        case ("GET", let path) where path.hasPrefix("/static/"):
            return StaticAssets.response(for: path)
        case ("POST", "/api/render"):
            return render(request)
        case ("GET", "/api/gallery"):
            return gallery()
        case ("GET", "/api/skills"), ("GET", "/api/messages"), ("POST", "/api/messages"), ("POST", "/api/actions"),
            ("POST", "/api/approvals"), ("POST", "/api/invocations"), ("GET", "/api/events"):
            return await withSession(request) { agent in await self.route(request, agent: agent) }
        case (_, "/"), (_, "/playground"), (_, "/api/render"), (_, "/api/gallery"), (_, "/api/skills"),
            (_, "/api/messages"), (_, "/api/actions"), (_, "/api/approvals"), (_, "/api/invocations"),
            (_, "/api/events"):
            return .error("method \(request.method) is not allowed on \(request.path)", status: 405)
        default:
            return .error("no such page: \(request.path)", status: 404)
        }
    }

    private func route(_ request: HTTPRequest, agent: Agent) async -> HTTPResponse {
        switch request.path {
        case "/api/skills":
            return .json(.array(agent.registry.skills.map(WebJSON.skill)))
        case "/api/messages" where request.method == "GET":
            return .json(.array(await agent.history.map(WebJSON.message)))
        case "/api/messages":
            return await message(request, agent: agent)
        case "/api/actions":
            return await action(request, agent: agent)
        case "/api/approvals":
            return approval(request, agent: agent)
        case "/api/invocations":
            return await invocation(request, agent: agent)
        default:
            return events(agent: agent)
        }
    }

    /// Runs `body` with the session's agent, starting a session (and setting its cookie) when
    /// the request has none.
    private func withSession(
        _ request: HTTPRequest, _ body: (Agent) async -> HTTPResponse
    ) async -> HTTPResponse {
        if let agent = sessions.agent(for: request.cookies[SessionRegistry.cookieName]) {
            return await body(agent)
        }
        let session: (id: String, agent: Agent)
        do {
            session = try sessions.create()
        } catch {
            return .error("cannot start a session: \(error)", status: 500)
        }
        var response = await body(session.agent)
        response.headers.append(("Set-Cookie", SessionRegistry.cookie(for: session.id)))
        return response
    }

    private func message(_ request: HTTPRequest, agent: Agent) async -> HTTPResponse {
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
        return .json(WebJSON.message(await agent.send(text)))
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
        let events = agent.events
        let updated = await agent.perform(action, messageID: messageID)
        var patches: [UIPatch] = []
        if updated.error == nil {
            // The update was announced before perform returned, so it waits in the buffer.
            for await event in events {
                if case .messageUpdated(let message, let found) = event, message.id == updated.id {
                    patches = found
                    break
                }
            }
        }
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
        guard agent.registry.skill(id: invocation.skillID) != nil else {
            return .error("no skill '\(invocation.skillID)': GET /api/skills lists them", status: 404)
        }
        return .json(WebJSON.message(await agent.invoke(invocation, request: words)))
    }

    private func approval(_ request: HTTPRequest, agent: Agent) -> HTTPResponse {
        let id: Int
        let approved: Bool
        do {
            let body = try RequestBody(request)
            id = try body.int("id")
            approved = try body.bool("approved")
        } catch {
            return .error(error.description, status: 400)
        }
        guard agent.answerApproval(id: id, approved: approved) else {
            return .error(
                "no approval request \(id) is waiting: it was answered, cancelled or never asked", status: 404)
        }
        return .json(.object(["answered": true]))
    }

    private func render(_ request: HTTPRequest) -> HTTPResponse {
        let document: String
        let strict: Bool
        do throws(WebError) {
            let body = try RequestBody(request)
            switch body.optional("json") {
            case .string(let text): document = text
            case .some(let value): document = value.stableString()
            case .none: throw WebError.badRequest("missing field 'json': send the UI document as text or JSON")
            }
            strict = body.optional("strict")?.boolValue ?? false
        } catch {
            return .error(error.description, status: 400)
        }
        let result = UIDecoder.decode(json: document, options: .init(mode: strict ? .strict : .lenient))
        return .json(
            .object([
                "html": result.component.map { .string(HTMLRenderer().render($0)) } ?? .null,
                "diagnostics": .array(result.diagnostics.map(WebJSON.diagnostic)),
                "tree": result.component?.jsonValue ?? .null,
            ]))
    }

    private func events(agent: Agent) -> HTTPResponse {
        let source = agent.events
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self)
        let forward = Task {
            for await event in source {
                guard let json = WebJSON.event(event), let type = json["type"]?.stringValue else { continue }
                continuation.yield(ServerSentEvent(event: type, data: json.stableString()))
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in forward.cancel() }
        return .eventStream(stream)
    }
}
