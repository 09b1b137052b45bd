import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import SkillUIHTML

/// The JSON shapes of the web API.
enum WebJSON {
    /// `{id, role, text, skill, html, tree, error, errorCode, failure}`: `html` is the UI rendered
    /// by ``HTMLRenderer`` (every string escaped, no script), `tree` its wire JSON; both `null`
    /// without UI. `errorCode` is ``AgentError/code`` (`"cancelled"` for a stopped request);
    /// `failure` is `{code, message}` when the skill answered but could not do its job (the
    /// weather service unreachable, no event matched: ``SkillOutput/failure``), as `ask --json`
    /// reports it.
    static func message(_ message: Message) -> JSONValue {
        .object([
            "id": .number(Double(message.id)),
            "role": .string(message.role.rawValue),
            "text": .string(message.text),
            "skill": message.skillID.map(JSONValue.string) ?? .null,
            "html": message.ui.map { .string(HTMLRenderer().render($0)) } ?? .null,
            "tree": message.ui?.jsonValue ?? .null,
            "error": message.error.map { .string($0.description) } ?? .null,
            "errorCode": message.error.map { .string($0.code) } ?? .null,
            "failure": message.output.failure.map {
                .object(["code": .string($0.code), "message": .string($0.message)])
            }
                ?? .null,
        ])
    }

    /// One patch in its wire form (`{"op": …}`).
    static func patch(_ patch: UIPatch) -> JSONValue {
        (try? JSONValue(encoding: patch)) ?? .object(["op": .string("unknown")])
    }

    /// `{phase, skill}` with the phase's name.
    static func phase(_ phase: AgentPhase) -> JSONValue {
        switch phase {
        case .idle: .object(["phase": "idle", "skill": .null])
        case .thinking: .object(["phase": "thinking", "skill": .null])
        case .executing(let skillID): .object(["phase": "executing", "skill": .string(skillID)])
        case .awaitingApproval(let skillID): .object(["phase": "awaitingApproval", "skill": .string(skillID)])
        case .responding: .object(["phase": "responding", "skill": .null])
        }
    }

    /// `{id, skill, summary, effect, arguments, reason, reasons, created, expires, state}`:
    /// `summary` is the line shown to the person (in plain words, in the language of the request),
    /// `reason` why it is asked in English and `reasons` in each language (`{"en": …, "zh": …}`), `created` and `expires` ISO 8601 times in UTC (`null` when the
    /// approval is not durable, or `expires` when it never expires), `state` one of
    /// ``ApprovalState``'s names.
    static func approval(_ request: ApprovalRequest, state: ApprovalState = .pending) -> JSONValue {
        .object([
            "id": .number(Double(request.id)),
            "skill": .string(request.skillID),
            "summary": .string(request.summary),
            "effect": .string(request.effect.rawValue),
            "arguments": request.arguments,
            "reason": .string(request.reason.description),
            "reasons": .object(
                Dictionary(
                    uniqueKeysWithValues: ReplyLanguage.allCases.map {
                        ($0.code, .string(request.reason.message(in: $0)))
                    })),
            "created": request.created.map { .string(timestamp($0)) } ?? .null,
            "expires": request.expires.map { .string(timestamp($0)) } ?? .null,
            "state": .string(state.rawValue),
        ])
    }

    /// A stored approval as ``approval(_:state:)`` shows it, with its state.
    static func approval(_ stored: StoredApproval) -> JSONValue {
        approval(stored.request, state: stored.state)
    }

    /// `2026-12-02T10:00:00Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// `{id, name, description, labels, valueLabels, parameters, examples:[{utterance,
    /// arguments}]}`, with the name, description and labels in `language` (``Skill/texts(in:)``):
    /// `labels` by parameter (`{"amount": "金额"}`), `valueLabels` by parameter and value
    /// (`{"kind": {"expense": "支出"}}`).
    static func skill(_ skill: any Skill, language: ReplyLanguage) -> JSONValue {
        let texts = skill.texts(in: language)
        return .object([
            "id": .string(skill.id),
            "name": .string(texts.name),
            "description": .string(texts.description),
            "labels": .object(texts.parameters.mapValues(JSONValue.string)),
            "valueLabels": .object(texts.values.mapValues { .object($0.mapValues(JSONValue.string)) }),
            "parameters": skill.parameters.jsonValue,
            "examples": .array(
                skill.examples.map {
                    .object(["utterance": .string($0.utterance), "arguments": $0.arguments ?? .null])
                }),
        ])
    }

    /// `{severity, path, message}`.
    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            "severity": .string(diagnostic.severity.rawValue),
            "path": .string(diagnostic.path.description),
            "message": .string(diagnostic.message),
        ])
    }

    /// An agent event as `{"type": …, "requestID": n}`, or `nil` for events the page does not
    /// need. Every event names the request it belongs to.
    ///
    /// - `{"type":"phase","phase":"executing","skill":"echo"}`
    /// - `{"type":"message","message":{…}}`
    /// - `{"type":"messageUpdated","message":{…},"patches":[…],"dom":[…]}` (``DOMPatches``)
    /// - `{"type":"approvalRequested","approval":{…}}`
    /// - `{"type":"approvalAnswered","id":1,"approved":true}`
    /// - `{"type":"requestFinished","messageID":4}`
    static func event(_ event: AgentEvent) -> JSONValue? {
        guard case .object(var fields) = kind(event.kind) else { return nil }
        fields["requestID"] = .number(Double(event.requestID.rawValue))
        return .object(fields)
    }

    private static func kind(_ kind: AgentEvent.Kind) -> JSONValue? {
        switch kind {
        case .phaseChanged(let phase):
            guard case .object(var fields) = self.phase(phase) else { return nil }
            fields["type"] = "phase"
            return .object(fields)
        case .messageAppended(let message):
            return .object(["type": "message", "message": self.message(message)])
        case .messageUpdated(let message, let patches):
            return .object([
                "type": "messageUpdated", "message": self.message(message), "patches": .array(patches.map(patch)),
                "dom": .array(DOMPatches.make(patches, newTree: message.ui)),
            ])
        case .approvalRequested(let request):
            return .object(["type": "approvalRequested", "approval": approval(request)])
        case .approvalAnswered(let id, let approved):
            return .object(["type": "approvalAnswered", "id": .number(Double(id)), "approved": .bool(approved)])
        case .requestFinished(let message):
            return .object(["type": "requestFinished", "messageID": .number(Double(message.id))])
        case .skillStarted, .skillFinished, .skillRetrying, .skillFailed, .requestCancelled, .internalError:
            return nil
        }
    }
}
