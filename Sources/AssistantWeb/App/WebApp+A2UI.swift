import AgentSkill
import SkillJSON
import SkillUI

extension WebApp {
    /// `GET /api/a2ui/events`: the conversation's UI as A2UI v0.9 messages, one per server-sent
    /// event (`data:` only, the default `message` event). It starts with the surfaces of the
    /// messages with UI so far, then follows the agent (see ``A2UISurfaces``).
    func a2uiEvents(of session: WebSession) -> HTTPResponse {
        let agent = session.agent
        return eventStream(of: session, initial: A2UISurfaces()) { surfaces in
            await agent.history.flatMap { surfaces.messages(for: $0) }.map(Self.a2uiEvent)
        } convert: { surfaces, event in
            switch event.kind {
            case .messageUpdated(let message, let patches) where patches.isEmpty && surfaces.isShown(message.id):
                []  // nothing changed on screen (a refused tap): nothing to send
            case .messageAppended(let message), .messageUpdated(let message, _):
                surfaces.messages(for: message).map(Self.a2uiEvent)
            default: []
            }
        }
    }

    private static func a2uiEvent(_ message: JSONValue) -> ServerSentEvent {
        ServerSentEvent(data: message.stableString())
    }

    /// `POST /api/a2ui/actions`: a v0.9 client `action` message, read strictly
    /// (``A2UIClientAction``), performed as `POST /api/actions` performs a tap. The writer names
    /// the root component `root`, so a tap on `root` is a tap on the message's root.
    func a2uiAction(_ request: HTTPRequest, agent: Agent) async -> HTTPResponse {
        let parsed: A2UIClientAction
        do throws(WebError) {
            let body: JSONValue
            do {
                body = try JSONValue.parse(request.body)
            } catch {
                throw WebError.badRequest("invalid JSON body: \(error.description)")
            }
            parsed = try A2UIClientAction(body)
        } catch {
            return .error(error.description, status: 400)
        }
        var action = parsed.action
        if action.componentID == "root",
            let root = await agent.history.first(where: { $0.id == parsed.messageID })?.ui?.id
        {
            action.componentID = root
        }
        return await perform(action, messageID: parsed.messageID, agent: agent)
    }
}
